"""verirw.analysis: each predicate's documented lines, the cases where the five former "can this
fail?" predicates disagreed (decided by the contract), and the property that ``may_fail`` is
sound against the interpreter."""

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import verirw
from verirw import ir
from verirw.analysis import (ContextWalk, Kind, Purpose, contains_undef, entry_assumes,
                             flat_offset, in_bounds, interval, may_fail, reads_memory,
                             undef_valued)
from verirw.dtypes import FLOAT32, INT8, INT32
from verirw.errors import ExecutionError
from verirw.interp import evaluate
from verirw.passes.hoist import HoistConditional as HC, hoist_expression
from verirw.passes.no_op import remove_no_op
from verirw.testing.strategies import exprs

SPECULATE, DELETE, TRAP = Purpose.SPECULATE, Purpose.DELETE, Purpose.TRAP

x, y = ir.Var("x", INT32), ir.Var("y", INT32)
f, g = ir.Var("f", FLOAT32), ir.Var("g", FLOAT32)
A = ir.make_buffer("A", (4, 6), INT32)


def i32(v: int) -> ir.IntImm:
    return ir.IntImm(v, INT32)


def lines(e: ir.Expr) -> tuple[bool, bool, bool]:
    return tuple(may_fail(e, purpose=p) for p in (SPECULATE, DELETE, TRAP))


# ----------------------------------------------------------------------------- may_fail

#: (expression, (speculate, delete, trap), why) — the contract's list, one row per line
MAY_FAIL = [
    (x + y * i32(3), (False, False, False), "index arithmetic is total"),
    (ir.FloorDiv(x, i32(4)), (False, False, False), "a non-zero literal divisor"),
    (ir.TruncMod(x, i32(-3)), (False, False, False), "a non-zero literal divisor"),
    (ir.FloorDiv(x, y), (True, True, True), "integer division by a variable"),
    (ir.FloorMod(x, i32(0)), (True, True, True), "integer modulo by zero"),
    (ir.TruncDiv(f, g), (False, False, False), "float division is IEEE: inf or NaN"),
    (ir.FloorMod(f, g), (False, False, False), "float modulo is IEEE too"),
    (ir.BufferLoad(A, (x, y)), (True, True, True), "a load: out of bounds, uninitialised"),
    (ir.Cast(INT32, f), (True, True, False), "float -> int out of range; poison in LLVM"),
    (ir.Cast(FLOAT32, x), (False, False, False), "int -> float is total"),
    (ir.Cast(INT8, x), (False, False, False), "int -> int wraps or is the identity"),
    (ir.Undef(INT32) + x, (True, False, False), "undef: an error in a condition or index"),
    (ir.Call("sqrt", (f,), FLOAT32), (False, False, False), "sqrt(-1) is NaN"),
    (ir.Call("abs", (x,), INT32), (False, False, False), "abs wraps"),
    (ir.Select(x.lt(y), ir.FloorDiv(x, y), x), (True, True, True), "either arm may run"),
]


@pytest.mark.parametrize("expr, expected, why", MAY_FAIL, ids=[r[2] for r in MAY_FAIL])
def test_may_fail_lines(expr, expected, why):
    assert lines(expr) == expected, why


def test_may_fail_sees_inside_load_indices_but_not_buffer_shapes():
    n = ir.Var("n", INT32)
    shaped = ir.make_buffer("S", (ir.FloorDiv(n, y),), INT32)     # shape evaluated elsewhere
    ok = lambda load: True  # noqa: E731
    assert not may_fail(ir.BufferLoad(shaped, (x,)), safe_load=ok)
    assert may_fail(ir.BufferLoad(A, (ir.FloorDiv(x, y), i32(0))), safe_load=ok)


def test_safe_load_only_vouches_for_the_loads_it_accepts():
    B = ir.make_buffer("B", (4,), INT32)
    e = ir.BufferLoad(A, (i32(0), i32(0))) + ir.BufferLoad(B, (x,))
    assert may_fail(e, safe_load=lambda load: load.buffer is A)
    assert not may_fail(e, safe_load=lambda load: True)


def test_the_failures_may_fail_names_are_the_interpreters():
    """Each line above, checked against the interpreter (the ground truth)."""
    with pytest.raises(ExecutionError, match="division"):
        evaluate(ir.FloorDiv(x, y), {x: 3, y: 0})
    with pytest.raises(ExecutionError) as err:
        evaluate(ir.Cast(INT32, f), {f: 2.0 ** 40})
    assert err.value.kind == "cast_out_of_range"
    assert np.isnan(evaluate(ir.Call("sqrt", (f,), FLOAT32), {f: -1.0}))
    assert np.isinf(evaluate(ir.TruncDiv(f, g), {f: 1.0, g: 0.0}))
    with pytest.raises(ExecutionError) as err:
        evaluate(ir.BufferLoad(A, (x, i32(0))), {x: 4}, {"A": np.zeros((4, 6), np.int32)})
    assert err.value.kind == "out_of_bounds"


def _binding(draw, v: ir.Var):
    if v.dtype.is_float:
        return draw(st.sampled_from([0.0, -1.0, 2.5, 1e30, float("nan"), float("inf")]))
    return draw(st.integers(-6, 6))


@st.composite
def fallible_exprs(draw, depth: int = 3):
    """Expressions built from every construct ``may_fail`` draws a line for."""
    if depth == 0 or draw(st.integers(0, 3)) == 0:
        return draw(st.sampled_from([x, y, i32(0), i32(3), i32(-2)]))
    kind = draw(st.sampled_from(["arith", "div", "load", "cast", "call", "select", "undef"]))
    sub = fallible_exprs(depth - 1)
    if kind == "arith":
        return draw(st.sampled_from([ir.Add, ir.Sub, ir.Mul, ir.Min, ir.Max]))(draw(sub),
                                                                              draw(sub))
    if kind == "div":
        op = draw(st.sampled_from([ir.FloorDiv, ir.FloorMod, ir.TruncDiv, ir.TruncMod]))
        return op(draw(sub), draw(st.one_of(sub, st.sampled_from([i32(0), i32(2)]))))
    if kind == "load":
        return ir.BufferLoad(A, (draw(sub), draw(sub)))
    if kind == "cast":
        inner = draw(st.sampled_from([f, ir.TruncDiv(f, g), ir.Cast(FLOAT32, x)]))
        return ir.Cast(INT32, inner)
    if kind == "call":
        if draw(st.booleans()):
            return ir.Call("abs", (draw(sub),), INT32)
        root = ir.Call("sqrt", (ir.Cast(FLOAT32, draw(sub)),), FLOAT32)
        return ir.Select(root.lt(ir.FloatImm(2.0, FLOAT32)), draw(sub), draw(sub))
    if kind == "select":
        return ir.Select(draw(sub).lt(draw(sub)), draw(sub), draw(sub))
    return ir.Undef(INT32) + draw(sub)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(fallible_exprs(), exprs(max_depth=3).map(lambda p: p[0])), st.data())
def test_may_fail_false_means_the_interpreter_never_raises(e, data):
    """``not may_fail(e)`` (speculation or deletion) implies every evaluation succeeds."""
    if may_fail(e, purpose=SPECULATE) and may_fail(e, purpose=DELETE):
        return
    free = {n for n in _nodes(e) if isinstance(n, ir.Var)}
    env = {v: _binding(data.draw, v) for v in free}
    evaluate(e, env, {"A": np.zeros((4, 6), np.int32)})


def _nodes(e):
    from verirw.analysis import subexprs
    return list(subexprs(e))


# ----------------------------------------------------------------------------- the rest


def test_reads_memory_and_undef():
    load = ir.BufferLoad(A, (x, y))
    assert reads_memory(load + x) and reads_memory(ir.Undef(INT32)) and not reads_memory(x + y)
    assert reads_memory(x, value_vars={id(x)})
    assert contains_undef(ir.Mul(i32(0), ir.Undef(INT32)))
    assert not undef_valued(ir.Mul(i32(0), ir.Undef(INT32)))          # 0 * undef -> 0
    assert not undef_valued(x.eq(ir.Undef(INT32)))                    # x == undef is true
    assert undef_valued(ir.Undef(INT32) + x) and not undef_valued(load)


def test_in_bounds_and_flat_offset():
    load = ir.BufferLoad(A, (x, y))
    cond = in_bounds(load)
    for xv, yv, inside in [(0, 0, True), (3, 5, True), (4, 0, False), (0, -1, False)]:
        assert bool(evaluate(cond, {x: xv, y: yv})) == inside
    assert evaluate(flat_offset(A.shape, (x, y)), {x: 2, y: 5}) == 2 * 6 + 5
    assert flat_offset((), ()) == ir.IntImm(0)


@pytest.mark.parametrize("expr, ranges, expected", [
    (x + y, {"x": (0, 3), "y": (1, 2)}, (1, 5)),
    (x - y, {"x": (0, 3), "y": (1, 2)}, (-2, 2)),
    (x * i32(4), {"x": (None, 3)}, (None, 12)),
    (ir.FloorMod(x, i32(4)), {}, (0, 3)),
    (ir.FloorMod(x, i32(4)), {"x": (5, 6)}, (1, 2)),
    (ir.FloorDiv(x, y), {"x": (0, 9), "y": (3, 3)}, (0, 3)),      # a known divisor
    (ir.Min(x, i32(7)), {}, (None, 7)),
    (ir.Cast(INT32, f), {}, (None, None)),                        # a float cast: unknown
    (ir.Cast(INT32, x.lt(y)), {}, (0, 1)),
])
def test_interval_transfer(expr, ranges, expected):
    by_id = {id({"x": x, "y": y}[k]): v for k, v in ranges.items()}
    assert interval(expr, by_id) == expected


def test_interval_of_value_arithmetic_is_its_dtype():
    load = ir.BufferLoad(ir.make_buffer("C", (4,), INT8), (i32(0),))
    assert interval(load + ir.IntImm(1, INT8), {}, is_value=lambda e: True) == (-128, 127)


def test_entry_assumes_are_scalar_facts_reached_first():
    func = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "int32"], n: T.int32):
    T.assume(0 < n)
    T.assume(A[0] == 1)
    for i in T.serial(4):
        T.assume(n < 9)
        A[i] = n
""")
    assert [verirw.format_expr(c) for c in entry_assumes(func.body)] == ["0 < n"]


def test_context_walk_carries_assumes_loop_ranges_and_branch_conditions():
    seen = []

    class Record(ContextWalk):
        def store(self, s, hyps, facts):
            seen.append([verirw.format_expr(h) for h in hyps])
            return super().store(s, hyps, facts)

    func = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "int32"], n: T.int32):
    T.assume(0 < n)
    for i in T.serial(4):
        if n < 2:
            A[0] = 1
        else:
            A[i] = 2
""")
    Record().run(func.body, [])
    loop = ["0 < n", "0 <= i", "i < T.int32(0) + T.int32(4)"]
    assert seen == [[*loop, "n < 2"], [*loop, "not n < 2"]]


def test_obligation_kinds_are_strings():
    assert Kind.IN_BOUNDS == "in-bounds" and f"{Kind.HOIST_REFUSED}" == "hoist-refused"


# ----------------------------------------------------------------------------- regressions
# Unifying the five predicates changed behaviour where one of them drew a line the contract
# does not: each case below is a bug one of them had.


def test_unused_let_of_a_float_to_int_cast_is_kept():
    """remove_no_op's predicate did not count float -> int casts: it deleted ``k``, whose
    evaluation fails for ``n >= 1`` (out of int32 range; the RFC keeps evaluations that may
    fail, as it keeps ``m = A[i]``)."""
    before = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "int32"], n: T.int32):
    k = T.Cast("int32", T.Cast("float32", n) * T.float32(1e10))
    A[0] = 1
""")
    result = remove_no_op(before)
    assert "k = " in verirw.script(result.func)
    assert result.certificate.rules_fired["remove-no-op/unused-let"] == 0


def test_unused_let_of_a_float_division_is_dropped():
    """remove_no_op's predicate counted float divisions (by anything but an int literal) as
    fallible; IEEE division never fails (here: inf)."""
    before = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "float32"], n: T.int32):
    q = T.Cast("float32", n) / T.Cast("float32", n - n)
    A[0] = T.float32(1)
""")
    result = remove_no_op(before)
    assert "q = " not in verirw.script(result.func)
    assert result.certificate.rules_fired["remove-no-op/unused-let"] == 1


def test_unused_let_of_undef_is_dropped():
    """remove_no_op's predicate counted undef as fallible; evaluating it fails only where it
    decides a condition or an index, which an unused let never reaches."""
    before = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "int32"], n: T.int32):
    u = T.undef(dtype="int32") + n
    A[0] = 1
""")
    result = remove_no_op(before)
    assert "u = " not in verirw.script(result.func)
    assert result.certificate.rules_fired["remove-no-op/unused-let"] == 1


def test_condition_with_a_builtin_is_hoisted_without_a_proof():
    """hoist's predicate counted every builtin call as fallible and asked z3; builtins are
    total (sqrt of a negative is NaN)."""
    before = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "float32"], n: T.int32, f: T.float32):
    for i in T.serial(n):
        if T.sqrt(f) > T.float32(1):
            A[i % 4] = f
""")
    result = hoist_expression(before, conditional=HC.IF_ELSE_STMT, validate=False)
    text = verirw.script(result.func)
    assert text.index("if") < text.index("for"), text
    assert not result.certificate.obligations            # nothing could fail: no z3 needed


_FLOAT_LET = """
@T.prim_func
def func(A: T.Buffer[(4,), "float32"], f: T.float32, g: T.float32):
    q = f + g
    A[0] = {}
"""


@pytest.mark.parametrize("method", ["unroll", "summary"])
def test_check_encodes_a_let_over_float_scalars(method):
    """Found while writing the regressions above: float scalar parameters were z3 Ints, so
    any float arithmetic on them was 'z3 rejected verirw's encoding' (unknown)."""
    func = verirw.parse(_FLOAT_LET.format("q"))
    assert verirw.check(func, func, method=method).proven
    changed = verirw.parse(_FLOAT_LET.format("T.if_then_else(f == T.float32(3.5), T.float32(1), q)"))
    result = verirw.check(func, changed, method=method)
    assert result.status == "refuted"
    assert result.counterexample["scalars"]["f"] == 3.5     # decoded as a float, from z3
