"""A symbolic buffer's size promise for ordinary functions (verirw.verify.sizes): ``check``
assumes, where both functions start, what every valid call promises of a parameter buffer of
symbolic shape — its extents are >= 0 and it spans fewer than 2**63 bytes — so TVM's flat
int64 index ``i0 * 32 + i1`` of a ``(n, 32)`` buffer, which overflows only at sizes no array
has, is proven; a difference at any size an array can have is never proven."""

from __future__ import annotations

import importlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from verirw import ir
from verirw.packed.replay import value
from verirw.parser import parse
from verirw.printer import script
from verirw.verify import check
from verirw.verify.sizes import MAX_BYTES, SIZES, precondition, promise

#: a (n, 32) float32 element-wise function, as TVM prints an int64 size
TWO_D = '''
n = TypeVar("n")
@T.prim_func
def f(A: T.Buffer((n, T.int64(32)), "float32"), B: T.Buffer((n, T.int64(32)), "float32")):
    for i0, i1 in T.grid(n, T.int64(32)):
        B[i0, i1] = A[i0, i1] + T.float32(1)
'''
#: the same after TVM's FlattenBuffer: 1-d views and the flat int64 index
FLAT = '''
n = TypeVar("n")
@T.prim_func
def f(A: T.Buffer((n, T.int64(32)), "float32"), B: T.Buffer((n, T.int64(32)), "float32")):
    A_1 = T.decl_buffer((n * T.int64(32),), data=A.data)
    B_1 = T.decl_buffer((n * T.int64(32),), data=B.data)
    for i0, i1 in T.grid(n, T.int64(32)):
        B_1[i0 * T.int64(32) + i1] = A_1[i0 * T.int64(32) + i1] + T.float32(1)
'''
#: the largest n a (n, 32) float32 array can have: n * 128 bytes < 2**63
LARGEST = MAX_BYTES // 128


def _check(before: str, after: str):
    return check(parse(before), parse(after), timeout_s=30)


def _edit(text: str, old: str, new: str) -> str:
    assert old in text, old
    return text.replace(old, new)


def test_flattening_a_symbolic_buffer_is_proven():
    result = _check(TWO_D, FLAT)
    assert result.status == "proven", result.reason


def test_without_the_promise_the_flattening_is_not_proven(monkeypatch):
    # the same check with the promise left out: the flat index overflows at n >= 2**58
    monkeypatch.setattr(importlib.import_module("verirw.verify.check"), "promise",
                        lambda before, after: (before, after))
    result = _check(TWO_D, FLAT)
    assert result.status != "proven"
    assert "too large to replay" in result.reason


def test_a_size_that_is_no_buffer_extent_gets_no_promise():
    # n only a scalar argument: n * 32 overflows at n = 2**58, which any caller may pass
    before = '''
@T.prim_func
def f(n: T.int64, B: T.Buffer((1,), "int64")):
    if n >= T.int64(0):
        B[0] = T.int64(1)
'''
    after = _edit(before, "if n >= T.int64(0):", "if n * T.int64(32) >= T.int64(0):")
    assert precondition(parse(before)) is None
    result = _check(before, after)
    assert result.status == "refuted" and result.confirmed is True, result.reason
    assert abs(result.counterexample["scalars"]["n"]) >= 2**58


def test_a_wrong_flat_index_is_refuted_at_a_small_size():
    result = _check(TWO_D, _edit(FLAT, "B_1[i0 * T.int64(32) + i1]", "B_1[i0 * T.int64(31) + i1]"))
    assert result.status == "refuted" and result.confirmed is True, result.reason
    assert 1 <= result.counterexample["scalars"]["n"] <= 16


def _differs_from(limit: int) -> str:
    """TWO_D, but storing 0 once n reaches ``limit``."""
    return _edit(TWO_D, "B[i0, i1] = A[i0, i1] + T.float32(1)",
                 f"B[i0, i1] = T.if_then_else(n < T.int64({limit}), A[i0, i1] + T.float32(1), "
                 "T.float32(0))")


def test_a_difference_only_past_the_promise_is_proven():
    result = _check(TWO_D, _differs_from(LARGEST + 1))
    assert result.status == "proven", result.reason


@pytest.mark.parametrize("limit", [LARGEST, 3])
def test_a_difference_at_a_size_an_array_has_is_never_proven(limit):
    # at n = LARGEST the arrays span 2**63 - 128 bytes: a valid call, too large to replay
    result = _check(TWO_D, _differs_from(limit))
    assert result.status != "proven", result.reason
    if limit == 3:
        assert result.status == "refuted" and result.confirmed is True
        assert result.counterexample["scalars"]["n"] == 3


def test_an_int32_flat_index_that_overflows_on_a_valid_array_is_not_proven():
    # int32 n: i0 * 32 + i1 overflows at n = 2**26, an array of 8 GiB
    two_d = '''
@T.prim_func
def f(a: T.handle, b: T.handle):
    n = T.int32()
    A = T.match_buffer(a, (n, 32), "float32")
    B = T.match_buffer(b, (n, 32), "float32")
    for i0, i1 in T.grid(n, 32):
        B[i0, i1] = A[i0, i1]
'''
    flat = _edit(_edit(two_d, "    for i0", "    A_1 = T.decl_buffer((n * 32,), data=A.data)\n"
                       "    B_1 = T.decl_buffer((n * 32,), data=B.data)\n    for i0"),
                 "B[i0, i1] = A[i0, i1]", "B_1[i0 * 32 + i1] = A_1[i0 * 32 + i1]")
    assert precondition(parse(two_d)) is not None       # match_buffer's n: a scalar parameter
    assert _check(two_d, flat).status != "proven"


def test_identical_functions_stay_proven_by_reflexivity():
    result = _check(TWO_D, TWO_D)
    assert result.status == "proven" and result.details.get("unchanged") is True


def test_both_functions_open_with_the_same_promise():
    b, a = promise(parse(TWO_D), parse(FLAT))
    assert script(b.body.stmts[0]) == script(a.body.stmts[0])
    assert b.body.stmts[0].name == SIZES
    again = promise(b, a)                               # never twice
    assert again[0] is b and again[1] is a
    static = parse(TWO_D.replace("n, T.int64(32)", "T.int64(4), T.int64(32)").replace(
        "n = TypeVar(\"n\")\n", "").replace("T.grid(n,", "T.grid(T.int64(4),"))
    assert promise(static, static) == (static, static)


def test_the_promise_of_a_3d_float16_buffer():
    f = parse('''
n = TypeVar("n")
m = TypeVar("m")
@T.prim_func
def f(A: T.Buffer((n, T.int64(4), m), "float16")):
    A[0, 0, 0] = T.float16(0)
''')
    pre = precondition(f)
    bound = MAX_BYTES // (4 * 2)                        # 4 literal, 2 bytes a float16
    text = script(pre)
    assert f"T.max(n, 1) <= {bound}" in text
    assert f"T.max(m, 1) <= {bound} // T.max(n, 1)" in text
    cond = pre.body.condition

    def holds(n, m):
        return value(cond, {"n": n, "m": m}) == 1
    assert holds(1, bound) and holds(bound, 1) and holds(2**20, bound // 2**20)
    assert not holds(2**20, bound // 2**20 + 1) and not holds(bound + 1, 1)
    assert not holds(-1, 1)
    # an empty array spans nothing, whatever its other extents
    assert holds(0, 2**62) and holds(2**62, 0)


def test_only_extents_whose_evaluation_cannot_overflow_are_bounded():
    def pre(shape: str):
        f = parse(f'''
n = TypeVar("n")
@T.prim_func
def f(A: T.Buffer(({shape},), "float32")):
    T.evaluate(0)
''')
        got = precondition(f)
        return None if got is None else script(got)
    assert "T.max(n // 4, 1)" in pre("n // T.int64(4)")
    assert pre("n + T.int64(1)") is None                # no promise: n + 1 may overflow
    assert "0 <= n" in pre("n, n + T.int64(1)") and "T.max" not in pre("n, n + T.int64(1)")


def test_a_shape_variable_that_is_no_parameter_is_left_alone():
    f = parse(TWO_D)
    (n,) = f.scalar_params
    unbound = ir.PrimFunc(f.name, tuple(p for p in f.params if p is not n), f.buffer_map,
                          f.body, f.attrs)
    assert precondition(unbound) is None


def _flat_variant(c: int, coefficient: int, offset: int) -> tuple[str, str]:
    two_d = TWO_D.replace("T.int64(32)", f"T.int64({c})")
    flat = FLAT.replace("T.int64(32)", f"T.int64({c})").replace(
        f"i0 * T.int64({c}) + i1", f"i0 * T.int64({coefficient}) + i1 + T.int64({offset})")
    return two_d, flat


def _refines_at(before: str, after: str, n: int, c: int) -> bool:
    """The interpreter's answer at size ``n``: ``after`` defined and equal where ``before`` is."""
    import numpy as np

    from verirw.errors import ExecutionError
    from verirw.interp import run
    a = np.arange(n * c, dtype=np.float32).reshape(n, c)
    want = run(parse(before), A=a, B=np.zeros((n, c), np.float32))
    try:
        got = run(parse(after), A=a, B=np.zeros((n, c), np.float32))
    except ExecutionError:
        return False
    return bool(np.array_equal(want["B"], got["B"]))



@settings(max_examples=12, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(c=st.integers(1, 6), coefficient_change=st.sampled_from([0, 0, -1, 1]),
       offset=st.sampled_from([0, 0, 1, -1]))
def test_the_promise_never_proves_what_the_interpreter_refutes(c, coefficient_change, offset):
    """Flattenings of a symbolic (n, c) buffer, right or with a planted wrong coefficient or
    offset, checked without the concrete search (the solver's path under the promise alone):
    proven only where the interpreter agrees at every small size, and the right one proven."""
    coefficient = max(1, c + coefficient_change)
    before, after = _flat_variant(c, coefficient, offset)
    result = check(parse(before), parse(after), timeout_s=30, search="never")
    if result.status == "proven":
        assert all(_refines_at(before, after, n, c) for n in range(4)), (c, coefficient, offset)
    if coefficient == c and offset == 0:
        assert result.status == "proven", result.reason
