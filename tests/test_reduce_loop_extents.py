"""ReduceLoopExtents (RFC 0077 "New Transform - Reduce Loop Extents"): the RFC's example alone
and after HoistExpression, every comparison form, symbolic bounds, extent 1 (a binding) and
0 (``pass``), and the loops it must leave alone."""

from hypothesis import HealthCheck, given, settings, strategies as st

import verirw
from verirw import ir
from verirw.passes.hoist import hoist_expression
from verirw.passes.loop_extents import reduce_loop_extents
from verirw.testing.fuzz import differences
from verirw.testing.strategies import prim_funcs
from tests.rfc import assert_proven, rfc
from verirw.testing.strategies import guarded_loops
from tests.rfc import scalar_differences
from tests.test_hoist import FLAG_SETS, SCALARS


def reduced(func):
    """The pass's result, after checking that it refines its input on random inputs (and
    on a few values of each scalar parameter)."""
    func = verirw.parse(func) if isinstance(func, str) else func
    result = reduce_loop_extents(func)
    if func.scalar_params:
        values = {p.name: SCALARS for p in func.scalar_params}
        assert scalar_differences(func, result.func, **values) is None
    else:
        assert differences(func, result.func) is None
    return result


def program(body: str, params: str = 'A: T.Buffer[(8,), "int32"]') -> str:
    return f"@T.prim_func\ndef func({params}):\n" + body


# ----------------------------------------------------------------------------- the RFC


def test_rfc_example():
    """L1170 -> L1180: ``j < 2`` narrows the inner loop, ``i == 0`` binds ``i = 0``."""
    before = rfc(1170)
    result = reduced(before)
    assert result.func == rfc(1180)
    assert result.certificate.rules_fired == {"reduce-loop-extents/narrow": 2,
                                              "reduce-loop-extents/bind": 1}
    assert [o.claim for o in result.certificate.proven_obligations] == [
        "j < 2 holds for j in [0, 2)", "i == 0 holds for i in [0, 1)"]
    assert result.certificate.stop == "fixpoint"
    assert_proven(before, result.func)


def test_rfc_walkthrough_hoist_then_reduce():
    """L1162 -> L1170 -> L1180, the two passes chained as the RFC shows."""
    before = rfc(1162)
    after = reduce_loop_extents(hoist_expression(before).func).func
    assert after == rfc(1180)
    assert differences(before, after) is None
    assert_proven(before, after)


# ----------------------------------------------------------------------------- comparisons


def test_lower_and_upper_bounds_from_ge_and_lt():
    before = program("""
    for i in T.serial(8):
        if i >= 2 and i < 6:
            A[i] = i
""")
    result = reduced(before)
    assert result.func == verirw.parse(program("""
    for i in T.serial(2, 6):
        A[i] = i
"""))
    assert_proven(verirw.parse(before), result.func)


def test_strict_lower_bound_and_reversed_operands_keep_other_conjuncts():
    """``i > 2`` and ``5 >= i`` narrow a parallel loop; the load stays a condition."""
    params = 'A: T.Buffer[(8,), "int32"], B: T.Buffer[(8,), "int32"]'
    before = program("""
    for i in T.parallel(8):
        if i > 2 and B[i] > 0 and 5 >= i:
            A[i] = 1
""", params)
    result = reduced(before)
    assert result.func == verirw.parse(program("""
    for i in T.parallel(3, 6):
        if B[i] > 0:
            A[i] = 1
""", params))
    assert_proven(verirw.parse(before), result.func)


def test_equality_binds_the_loop_variable():
    params = 'A: T.Buffer[(8,), "int32"], k: T.int32'
    before = program("""
    T.assume(0 <= k and k < 8)
    for i in T.serial(8):
        if k == i:
            A[i] = 1
""", params)
    result = reduced(before)
    assert result.func == verirw.parse(program("""
    T.assume(0 <= k and k < 8)
    i = k
    A[i] = 1
""", params))
    assert result.certificate.rules_fired["reduce-loop-extents/bind"] == 1
    assert_proven(verirw.parse(before), result.func)


def test_equality_with_an_unknown_value_keeps_a_symbolic_range():
    """The range ends at ``k + 1``, which overflows int32 at ``k = INT32_MAX`` (poison: a loop
    bound computed from it is undefined behaviour where the ``if`` was not): refused for a
    ``k`` the context does not bound, narrowed for one it does."""
    params = 'A: T.Buffer[(8,), "int32"], k: T.int32'
    unbounded = verirw.parse(program("""
    for i in T.serial(8):
        if i == k:
            A[i] = 1
""", params))
    result = reduced(unbounded)
    assert result.func == unbounded
    assert any("may overflow int32" in r.claim for r in result.certificate.refused), \
        result.certificate.refused
    before = verirw.parse(program("""
    T.assume(k < 100)
    for i in T.serial(8):
        if i == k:
            A[i] = 1
""", params))
    result = reduced(before)
    k, loop = before.params[1], before.body.stmts[1]
    lo = ir.Max(ir.IntImm(0), k)
    assert result.func.body.stmts[1] == ir.For(
        loop.loop_var, lo, ir.Max(ir.IntImm(0), ir.Sub(ir.Min(ir.IntImm(8), k + 1), lo)),
        "serial", loop.body.then_case)


def test_lets_before_the_if_stay_inside():
    before = program("""
    for i in T.serial(8):
        t = i * 2
        if i <= 2:
            A[i] = t
""")
    result = reduced(before)
    assert result.func == verirw.parse(program("""
    for i in T.serial(3):
        t = i * 2
        A[i] = t
"""))
    assert_proven(verirw.parse(before), result.func)


def test_not_equal_and_let_bounds_do_not_narrow():
    for body in ("""
    for i in T.serial(8):
        if i != 3:
            A[i] = 1
""", """
    for i in T.serial(8):
        t = i + 1
        if i < t:
            A[i] = 1
"""):
        before = verirw.parse(program(body))
        assert reduced(before).func == before


def test_empty_range_becomes_pass():
    before = program("""
    for i in T.serial(4):
        if i > 5:
            A[i] = 1
""")
    result = reduced(before)
    assert result.func == verirw.parse(program("    pass\n"))
    assert result.certificate.rules_fired == {"reduce-loop-extents/narrow": 1,
                                              "reduce-loop-extents/empty": 1}
    assert_proven(verirw.parse(before), result.func)


def test_empty_loop_in_a_sequence_leaves_no_trace():
    before = program("""
    A[0] = 1
    for i in T.serial(4):
        if i > 5:
            A[i % 4] = 1
    A[1] = 2
""")
    result = reduced(before)
    assert result.func == verirw.parse(program("""
    A[0] = 1
    A[1] = 2
"""))
    assert_proven(verirw.parse(before), result.func)


# ----------------------------------------------------------------------------- issue 39

GRID = 'A: T.Buffer[(8, 8), "int32"]'


def test_independent_guards_of_a_nest_narrow_both_loops():
    """``i < 5 and j < 3`` in one ``if`` of a 2-d nest: ``j < 3`` narrows the inner loop as
    written, then ``i < 5`` (hoisted out of it) the outer one. RFC: "use the comparison
    operator to reduce the loop extent", for every loop its conjuncts bound."""
    before = program("""
    for i, j in T.grid(8, 8):
        if i < 5 and j < 3:
            A[i, j] = 1
""", GRID)
    result = reduced(before)
    assert result.func == verirw.parse(program("""
    for i, j in T.grid(5, 3):
        A[i, j] = 1
""", GRID))
    assert result.certificate.rules_fired["reduce-loop-extents/narrow"] >= 2
    assert_proven(verirw.parse(before), result.func)


def test_guards_in_nested_ifs_and_in_separate_loops_narrow_each_loop():
    nested = program("""
    for i in T.serial(8):
        if i < 5:
            for j in T.serial(8):
                if j < 3:
                    A[i, j] = 1
""", GRID)
    separate = program("""
    for i in T.serial(8):
        if i < 5:
            A[i, 0] = 1
    for j in T.serial(8):
        if j < 3:
            A[0, j] = 2
""", GRID)
    for before, after in ((nested, """
    for i, j in T.grid(5, 3):
        A[i, j] = 1
"""), (separate, """
    for i in T.serial(5):
        A[i, 0] = 1
    for j in T.serial(3):
        A[0, j] = 2
""")):
        result = reduced(before)
        assert result.func == verirw.parse(program(after, GRID)), verirw.script(result.func)
        assert_proven(verirw.parse(before), result.func)


def test_symbolic_guards_of_a_nest_narrow_both_loops():
    params = 'A: T.Buffer[(8, 8), "int32"], a: T.int32, b: T.int32'
    before = program("""
    for i, j in T.grid(8, 8):
        if i < a and j < b:
            A[i, j] = 1
""", params)
    result = reduced(before)
    assert result.func == verirw.parse(program("""
    for i, j in T.grid(T.max(0, T.min(8, a)), T.max(0, T.min(8, b))):
        A[i, j] = 1
""", params)), verirw.script(result.func)
    assert_proven(verirw.parse(before), result.func)


def test_equality_guard_collapses_the_loop_to_one_iteration():
    """``for i in range(8): if i == 3: body`` runs ``body`` once, at ``i = 3``."""
    before = program("""
    for i in T.serial(8):
        if i == 3:
            A[i, 0] = 1
""", GRID)
    result = reduced(before)
    assert result.func == verirw.parse(program("""
    i = 3
    A[i, 0] = 1
""", GRID))
    assert result.certificate.rules_fired["reduce-loop-extents/bind"] == 1
    assert_proven(verirw.parse(before), result.func)


def test_equality_guard_of_an_inner_loop_and_one_out_of_range():
    inner = program("""
    for i, j in T.grid(8, 8):
        if j == 3:
            A[i, j] = 1
""", GRID)
    result = reduced(inner)
    assert result.func == verirw.parse(program("""
    for i in T.serial(8):
        j = 3
        A[i, j] = 1
""", GRID))
    assert_proven(verirw.parse(inner), result.func)
    never = program("""
    for i in T.serial(8):
        if i == 9:
            A[0, 0] = 1
""", GRID)
    result = reduced(never)
    assert result.func == verirw.parse(program("    pass\n", GRID))


# ----------------------------------------------------------------------------- symbolic


SYMBOLIC = """
    {assume}
    for i in T.serial(n):
        if i < 4:
            A[i] = 1
"""
SYMBOLIC_PARAMS = 'A: T.Buffer[(4,), "int32"], n: T.int32'


def test_symbolic_extent_gets_min_and_max():
    before = program(SYMBOLIC.format(assume="T.evaluate(0)"), SYMBOLIC_PARAMS)
    result = reduced(before)
    assert result.func == verirw.parse(program("""
    T.evaluate(0)
    for i in T.serial(T.max(0, T.min(n, 4))):
        A[i] = 1
""", SYMBOLIC_PARAMS))


def test_symbolic_extent_folds_under_an_assumption():
    before = program(SYMBOLIC.format(assume="T.assume(n >= 4)"), SYMBOLIC_PARAMS)
    result = reduced(before)
    assert result.func == verirw.parse(program("""
    T.assume(n >= 4)
    for i in T.serial(4):
        A[i] = 1
""", SYMBOLIC_PARAMS))


def test_bound_that_may_fault_does_not_narrow():
    """``8 // d`` would be evaluated before the loop; with ``d == 0`` that faults."""
    params = 'A: T.Buffer[(8,), "int32"], d: T.int32'
    text = program("""
    {assume}
    for i in T.serial(8):
        if i < 8 // d:
            A[i] = 1
""", params)
    before = verirw.parse(text.format(assume="T.evaluate(0)"))
    result = reduced(before)
    assert result.func == before
    assert result.certificate.refusals == [
        "i < 8 // d does not narrow the loop over i: 8 // d would be evaluated before the "
        "loop, and z3 could not prove that evaluating it cannot fail (refuted)"]
    before = verirw.parse(text.format(assume="T.assume(d > 0)"))
    result = reduced(before)
    assert result.certificate.rules_fired["reduce-loop-extents/narrow"] == 1
    assert result.func == verirw.parse(program("""
    T.assume(d > 0)
    for i in T.serial(8 // d):
        A[i] = 1
""", params))     # z3 orders 0 <= 8 // d <= 8 when d > 0


def test_bound_reading_memory_does_not_narrow():
    params = 'A: T.Buffer[(8,), "int32"], B: T.Buffer[(1,), "int32"]'
    before = verirw.parse(program("""
    for i in T.serial(8):
        if i < B[0]:
            A[i] = 1
""", params))
    result = reduced(before)
    assert result.func == before
    assert "reads memory" in result.certificate.refusals[0]


# ----------------------------------------------------------------------------- left alone


def test_vectorized_unrolled_and_else_loops_are_left_alone():
    for body in ("""
    for i in T.vectorized(8):
        if i < 4:
            A[i] = 1
""", """
    for i in T.unroll(8):
        if i < 4:
            A[i] = 1
""", """
    for i in T.serial(8):
        if i < 4:
            A[i] = 1
        else:
            A[i] = 2
""", """
    for i in T.serial(8):
        if i < 4:
            A[i] = 1
        A[i] = A[i] + 1
"""):
        before = verirw.parse(program(body))
        assert reduced(before).func == before


# ----------------------------------------------------------------------------- property


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prim_funcs(max_depth=3))
def test_reducing_refines_generated_programs(func):
    after = reduce_loop_extents(func, solver_ms=500).func
    assert differences(func, after) is None, (
        f"--- before ---\n{verirw.script(func)}\n--- after ---\n{verirw.script(after)}")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(guarded_loops(), st.sampled_from(FLAG_SETS))
def test_hoisting_then_reducing_refines_guarded_loops(func, flags):
    after = reduce_loop_extents(hoist_expression(func, solver_ms=500, **flags).func,
                                solver_ms=500).func
    assert differences(func, after) is None, (
        f"--- before ---\n{verirw.script(func)}\n--- after ---\n{verirw.script(after)}")
