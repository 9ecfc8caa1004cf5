"""The lowering passes (RemoveAssume, RemoveStoreUndef), the undef check, and the rule that
they run last."""

import pytest

import verirw
from verirw.passes import (LoweringError, check_lowered, lower, remove_assume,
                           remove_store_undef)
from verirw.testing.fuzz import differences
from tests.rfc import assert_proven, rfc


def test_remove_assume_drops_every_assume():
    before = rfc(880)
    after = remove_assume(before)
    assert after.certificate.rules_fired["lowering/remove-assume"] == 1
    assert "assume" not in verirw.script(after.func)
    assert differences(before, after.func) is None
    assert_proven(before, after.func)


def test_remove_store_undef_rfc_elementwise():
    """RFC 0077 "Apply operator element-wise over the transformation padding", L2602 ->
    L2619: the padding stores of ``T.undef()`` disappear at lowering."""
    before = rfc(2602)
    after = lower(before)
    assert after.func == rfc(2619)
    assert after.certificate.rules_fired["lowering/remove-store-undef"] >= 1
    assert differences(before, after.func) is None
    assert_proven(before, after.func)


UNDEF_ARITH = """
@T.prim_func
def f(A: T.Buffer((8,), "int32")):
    for i in T.serial(8):
        if i >= 6:
            A[i] = T.undef(dtype="int32") + 1
        else:
            A[i] = i
"""


def test_undef_propagates_through_arithmetic():
    before = verirw.parse(UNDEF_ARITH)
    after = remove_store_undef(before)
    assert after.certificate.rules_fired["lowering/remove-store-undef"] == 1
    assert_proven(before, after.func)
    check_lowered(after.func)


def test_zero_times_undef_is_a_value_not_a_permission():
    before = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((8,), "int32")):
    A[0] = 0 * T.undef(dtype="int32")
""")
    after = remove_store_undef(before)
    assert after.func == before
    with pytest.raises(LoweringError, match="value stored to A"):
        check_lowered(after.func)


def test_undef_in_an_index_is_an_error():
    func = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    k = T.undef(dtype="int32")
    B[0] = A[k]
""")
    with pytest.raises(LoweringError, match="index k of A"):
        check_lowered(func)


def test_lowering_passes_must_come_last():
    with pytest.raises(ValueError, match="must come last"):
        verirw.simplify(rfc(880), passes=["remove_assume", "remove_no_op"])


def test_unknown_pass_is_an_error():
    with pytest.raises(ValueError, match="unknown pass 'remove_noop'"):
        verirw.simplify(rfc(880), passes=["remove_noop"])


def test_foreign_callables_are_not_trusted():
    with pytest.raises(ValueError, match="not a verirw pass"):
        verirw.simplify(rfc(880), passes=[lambda f: f])
