"""Remove Branching Through Overcompute (RFC 0077): each RFC step it performs, the floormod
wrap, the refusals with their counterexamples, and the float mode a step needs."""

import pytest

import verirw
from verirw.passes.overcompute import remove_branching_through_overcompute as overcompute
from verirw.testing.fuzz import differences
from tests.rfc import EXAMPLES, assert_proven, rfc


def dropped(before, **kw):
    result = overcompute(before, **kw)
    assert differences(before, result.func) is None
    assert verirw.check(before, result.func, float_mode=kw.get("float_mode", "ieee")).proven
    return result


def test_rfc_conv1d_needs_the_floormod_wrap():
    """L1376 -> L1408, corrected. The RFC's L1408 reads ``A[4, 0]`` of a (4, 4) buffer when
    ``io == 3`` (``check`` refutes it); verirw wraps the one index it cannot prove in bounds,
    as the RFC's later section does, and keeps the padding store (dropping its condition would
    zero real outputs: the refusal shows such an output)."""
    result = dropped(rfc(1376))
    expected = verirw.script(rfc(1408)).replace(
        "A[io + (ii + f) // 4, (ii + f) % 4]", "A[(io + (ii + f) // 4) % 4, (ii + f) % 4]")
    assert result.func == verirw.parse(expected), verirw.script(result.func)
    assert result.certificate.rules_fired["overcompute/remove-branch"] == 1
    assert verirw.check(rfc(1376), rfc(1408)).status == "refuted"
    (refusal,) = result.certificate.refusals
    assert "io == 3 and ii >= 2" in refusal and "refuted" in refusal and "differs" in refusal


def test_rfc_reduction_over_zero_padding():
    """L1705 -> L1722: the padding of ``A_local`` is 0, so summing it changes nothing. verirw
    also drops the first conditional (copying ``A[(4 * io + ii) % 14]`` into padding that the
    next loop overwrites); both results are proven refinements."""
    result = dropped(rfc(1705))
    assert result.certificate.rules_fired["overcompute/remove-branch"] == 2
    text = verirw.script(result.func)
    assert "A_local[io, ii] = A[(4 * io + ii) % 14]" in text
    assert text.count("if ") == 1                    # only the padding store stays guarded
    assert_proven(rfc(1705), rfc(1722))


@pytest.mark.slow
def test_rfc_elementwise_reduction_with_undef_output_padding():
    """L2708 -> L2729: the output padding is given up by the ``T.undef()`` stores and the
    input padding is 0 by assumption; the guarded assume keeps its guard."""
    result = dropped(rfc(2708))
    assert result.func == rfc(2729)


FLOAT_SUM = """
@T.prim_func
def func(A: T.Buffer[(14,), "float32"], B: T.Buffer[(1,), "float32"]):
    A_local = T.alloc_buffer([4, 4], dtype="float32")
    for io, ii in T.grid(4, 4):
        if 4 * io + ii < 14:
            A_local[io, ii] = A[4 * io + ii]
    for io, ii in T.grid(4, 4):
        if io == 3 and ii >= 2:
            A_local[io, ii] = 0.0
    for io, ii in T.grid(4, 4):
        if 4 * io + ii < 14:
            B[0] = B[0] + A_local[io, ii]
"""


def test_float_step_is_only_valid_without_signed_zeros():
    """``B[0] + 0.0`` is not ``B[0]`` when ``B[0]`` is ``-0.0``: IEEE refuses with that
    counterexample, ``float_mode="fast"`` accepts. (Had the sum started from ``B[0] = 0.0``,
    IEEE would accept: a round-to-nearest sum that starts at +0.0 is never -0.0, and ``check``
    proves it.)"""
    before = verirw.parse(FLOAT_SUM)
    ieee = overcompute(before)
    assert "if 4 * io + ii < 14:\n            B[0]" in verirw.script(ieee.func), \
        verirw.script(ieee.func)
    assert any("-0.0" in r for r in ieee.certificate.refusals), ieee.certificate.refusals
    fast = dropped(before, float_mode="fast")
    assert "B[0] = B[0] + A_local[io, ii]" in verirw.script(fast.func)
    assert fast.certificate.obligations[-1].claim.endswith("(fast floats)")


def test_block_scope():
    """Only conditionals inside the named block are candidates."""
    before = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(8,), "int32"], B: T.Buffer[(8,), "int32"]):
    for i in T.serial(8):
        if i < 6:
            A[i] = 1
    with T.block("compute"):
        for i in T.serial(8):
            if i < 6:
                B[i] = 2
    for i in T.serial(8):
        if i >= 6:
            A[i] = 0
            B[i] = 0
""")
    result = dropped(before, block="compute")
    text = verirw.script(result.func)
    assert "B[i] = 2" in text and text.count("if i < 6") == 1


def test_reading_padding_without_permission_is_refused():
    """RFC "NOT valid": the output's padding is neither overwritten nor given up."""
    before = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"], B: T.Buffer[(4, 4), "int32"]):
    for io, ii in T.grid(4, 4):
        if 4 * io + ii < 14:
            B[io, ii] = 2 * A[io, ii]
""")
    result = overcompute(before)
    assert result.func == before
    (refusal,) = result.certificate.refusals
    assert refusal.startswith("kept `if 4 * io + ii < 14` (then branch): refuted: B[3, 2] differs")


@pytest.mark.slow
def test_pipeline_runs_it_by_name_then_simplify():
    result = verirw.simplify(rfc(2708), passes=["remove_branching_through_overcompute",
                                                "remove_no_op"], validate=True)
    assert result.func == rfc(2729)
    assert result.certificate.validation.status == "proven"


def test_wrap_false_keeps_guards_that_need_a_wrap():
    """RFC L1705 -> L1722 exactly: without the wrap only the sum's guard goes."""
    result = overcompute(rfc(1705), wrap=False)
    assert result.func == rfc(1722), verirw.script(result.func)
    assert any("needs a % extent wrap" in r for r in result.certificate.refusals)


# ------------------------------------------------------------ remove overcompute through branching

def _rfc_1439_in_bounds():
    """RFC L1439 reads A[4, 0] at io=3, ii=2, f=2; the same program with the RFC's wrap."""
    path = next(EXAMPLES.glob("rfc0077_L1439_*.py"))
    return verirw.parse(path.read_text().replace("A[io + (ii + f) // 4, (ii + f) % 4]",
                                                 "A[(io + (ii + f) // 4) % 4, (ii + f) % 4]"))


def test_overcompute_through_branching_four_steps():
    from verirw.passes import remove_overcompute_through_branching
    from verirw.passes.branching import STEPS
    before = _rfc_1439_in_bounds()
    result = remove_overcompute_through_branching(before, block="compute")
    assert [s.name for s in result.certificate.steps] == list(STEPS)
    assert all(s.changed for s in result.certificate.steps), result.certificate.refusals
    assert not result.certificate.refusals
    assert verirw.check(before, result.func).proven
    assert differences(before, result.func) is None
    text = verirw.script(result.func)
    assert "if io != 3 or ii < 2:" in text and text.count("for f in T.serial(3)") == 1


def test_introduced_conditionals_need_a_final_padding_write():
    """No later nest fixes B's padding: nothing to introduce, every step unchanged."""
    from verirw.passes.branching import introduce_padding_conditionals
    from verirw.passes import remove_overcompute_through_branching
    src = verirw.script(_rfc_1439_in_bounds())
    cut = src.index('    with T.block("B_pad_value")')
    before = verirw.parse(src[:cut])
    assert introduce_padding_conditionals(before, block="compute")[1] == 0
    result = remove_overcompute_through_branching(before, block="compute")
    assert result.func == before and not any(s.changed for s in result.certificate.steps)


def test_a_write_after_the_padding_nest_makes_it_not_final():
    from verirw.passes.branching import padding_writes
    src = verirw.script(_rfc_1439_in_bounds())
    assert len(padding_writes(verirw.parse(src).body)) == 1
    later = src.rstrip() + "\n    B[3, 3] = 1.0\n"
    assert padding_writes(verirw.parse(later).body) == {}


def test_unknown_block_is_an_error():
    import pytest
    from verirw.errors import ArgumentError
    from verirw.passes import remove_overcompute_through_branching
    with pytest.raises(ArgumentError, match="no block 'nope' \\(blocks: B_pad_value, compute\\)"):
        remove_overcompute_through_branching(_rfc_1439_in_bounds(), block="nope")


def test_pipeline_runs_the_reverse_primitive_by_name():
    before = _rfc_1439_in_bounds()
    result = verirw.simplify(before, passes=["remove_overcompute_through_branching"])
    assert verirw.check(before, result.func).proven
    assert "if io != 3 or ii < 2:" in verirw.script(result.func)


TEXTURE_SCHEDULED = """
@T.prim_func
def texture_relu(A: T.Buffer((1, 2, 2, 2, 4), "float32", axis_separators=[3]),
                 B: T.Buffer((1, 2, 2, 2, 4), "float32", axis_separators=[3])):
    for n, co, h, w, ci in T.grid(1, 2, 2, 2, 4):
        T.assume(4 * co + ci < 6 or A[n, co, h, w, ci] == T.undef())
    for n, h, w, co, ci in T.grid(1, 2, 2, 2, 4):
        if 4 * co + ci < 6:
            B[n, co, h, w, ci] = T.max(A[n, co, h, w, ci], 0.0)
    for n, co, h, w, ci in T.grid(1, 2, 2, 2, 4):
        if 4 * co + ci >= 6:
            B[n, co, h, w, ci] = T.undef()
"""


def test_a_guard_dropped_because_a_later_store_gives_the_padding_up_is_validated_whole():
    """The padding B's first nest now writes is given up by the last nest: a fact about a later
    statement, which a localised check cannot see; the pass says so (``localisable``) and its
    validation goes straight to the whole check (it used to try the local one first and fail:
    0.15 s of 0.56 at the real size)."""
    before = verirw.parse(TEXTURE_SCHEDULED)
    result = dropped(before)
    cert = result.certificate
    assert cert.rules_fired["overcompute/no-op-where-false"] == 1 and not cert.localisable
    assert cert.validation.proven and not cert.validation.details.get("localised")
    assert verirw.script(result.func).count("if ") == 1     # the undef store keeps its guard


def test_a_guard_whose_body_is_a_no_op_where_false_stays_localisable():
    """``B[i] = B[i] * A[i]`` where the padding of A is 1 by assumption writes the value B[i]
    holds: a fact at the store, so the result may be validated by a local check."""
    before = verirw.parse("""
@T.prim_func
def func(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    T.assume(A[6] == 1 and A[7] == 1)
    for i in range(8):
        if i < 6:
            B[i] = B[i] * A[i]
""")
    result = dropped(before)
    assert result.certificate.rules_fired["overcompute/no-op-where-false"] == 1
    assert result.certificate.localisable and "if " not in verirw.script(result.func)
