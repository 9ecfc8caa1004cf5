"""Tests of the z3 bridge: every operation's SMT meaning is checked against Python's, and the
prover's three answers (proven / refuted / unknown) are each exercised.

IR is built by hand (``verirw.ir``) so that these tests depend on nothing but the encoder.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from verirw import ir, semantics, smt
from verirw.dtypes import BOOL, FLOAT16, FLOAT32, FLOAT64, INT8, INT32, INT64, UINT8
from verirw.errors import ArgumentError, ExecutionError

I = lambda v, dtype=INT64: ir.IntImm(v, dtype)  # noqa: E731  (short literal helper)
F = lambda v, dtype=FLOAT32: ir.FloatImm(v, dtype)  # noqa: E731

SIGNS = [(-7, -3), (-7, 3), (7, -3), (7, 3), (-6, 3), (6, -3), (0, -3), (-1, 5)]


@pytest.fixture
def xy():
    return ir.Var("x", INT64), ir.Var("y", INT64)


def small(*variables, bound=2**20):
    """Facts keeping ``variables`` far from their dtype's limits: a test about division or
    aliasing, not about overflow (a 32/64-bit overflow is poison: docs/semantics.md)."""
    return [ir.And(ir.GE(v, I(-bound, v.dtype)), ir.LE(v, I(bound, v.dtype))) for v in variables]


def python_check(expr, env, expected):
    """``evaluate_z3`` agrees with a plain Python computation, value and type."""
    got = smt.evaluate_z3(expr, env)
    assert got == expected and type(got) is type(expected), (expr, env, got, expected)


# ----------------------------------------------------------------------------- index division


@pytest.mark.parametrize("a,b", SIGNS)
def test_index_division_matches_python_on_all_signs(xy, a, b):
    x, y = xy
    env = {x: a, y: b}
    python_check(ir.FloorDiv(x, y), env, a // b)
    python_check(ir.FloorMod(x, y), env, a % b)
    python_check(ir.TruncDiv(x, y), env, semantics.truncdiv(a, b))
    python_check(ir.TruncMod(x, y), env, semantics.truncmod(a, b))


def test_floor_division_is_not_z3_euclidean_division(xy):
    x, y = xy
    assert smt.evaluate_z3(ir.FloorDiv(x, y), {x: -7, y: -3}) == 2
    assert z3.simplify(z3.IntVal(-7) / z3.IntVal(-3)).as_long() == 3  # why we encode it


def test_truncdiv_is_c_division(xy):
    x, y = xy
    assert smt.evaluate_z3(ir.TruncDiv(x, y), {x: -7, y: 2}) == -3
    assert smt.evaluate_z3(ir.TruncMod(x, y), {x: -7, y: 2}) == -1


def test_index_arithmetic_wraps_below_32_bits_only():
    """TVM's code wraps int8/int16 arithmetic in every domain (no ``nsw`` below 32 bits) and a
    cast to int8 truncates; int32 index arithmetic is exact, and its overflow poison (``nsw`` in
    TVM's code): the result of an expression on its own is then undefined, never a wrapped
    value."""
    x, y = ir.Var("x", INT8), ir.Var("y", INT8)
    python_check(ir.Add(x, y), {x: 100, y: 100}, -56)
    python_check(ir.Mul(x, y), {x: 100, y: -100}, -16)
    python_check(ir.Cast(INT8, ir.Add(x, y)), {x: 100, y: 100}, -56)
    i, j = ir.Var("i", INT32), ir.Var("j", INT32)
    python_check(ir.Add(i, j), {i: 2**31 - 2, j: 1}, 2**31 - 1)
    with pytest.raises(ExecutionError) as err:
        smt.evaluate_z3(ir.Add(i, j), {i: 2**31 - 1, j: 1})
    assert err.value.kind == "integer_overflow"
    python_check(ir.Cast(INT8, ir.Add(i, j)), {i: 100, j: 100}, -56)
    k = ir.Var("k", INT64)        # int64 -> int32 truncates (LLVM trunc), in index arithmetic too
    python_check(ir.Cast(INT32, k), {k: 2**32 + 5}, 5)
    python_check(ir.Cast(INT32, k), {k: 2**31}, -2**31)


# ----------------------------------------------------------------------------- value arithmetic


def load(name, dtype, values):
    buf = ir.make_buffer(name, len(values), dtype)
    return buf, np.array(values, dtype=buf.dtype.numpy)


def test_int8_value_arithmetic_wraps():
    A, a = load("A", "int8", [100, 100, -128, 3, -1])
    env_arrays = {"A": a}
    cases = [
        (ir.Add(A[0], A[1]), -56),
        (ir.Sub(A[2], A[3]), 125),
        (ir.FloorDiv(A[2], A[3]), -43),  # (a - smod) / b would overflow here
        (ir.FloorMod(A[2], A[3]), 1),
        (ir.TruncDiv(A[2], A[3]), -42),
        (ir.TruncMod(A[2], A[3]), -2),
        (ir.Call("abs", (A[2],), INT8), -128),
    ]
    for expr, expected in cases:
        got = smt.evaluate_z3(expr, {}, env_arrays)
        assert got == expected and type(got) is int, (expr, got)
    with pytest.raises(ExecutionError) as err:     # -128 // -1: undefined, as in TVM's code
        smt.evaluate_z3(ir.FloorDiv(A[2], A[4]), {}, env_arrays)
    assert err.value.kind == "division_overflow"


def test_uint8_value_arithmetic_wraps_and_compares_unsigned():
    A, a = load("A", "uint8", [200, 100, 7])
    arrays = {"A": a}
    assert smt.evaluate_z3(ir.Add(A[0], A[1]), {}, arrays) == 44
    assert smt.evaluate_z3(ir.Sub(A[1], A[0]), {}, arrays) == 156
    assert smt.evaluate_z3(ir.GT(A[0], A[1]), {}, arrays) is True
    assert smt.evaluate_z3(ir.FloorDiv(A[0], A[2]), {}, arrays) == 28


def test_index_subexpression_wraps_inside_value_expression():
    A, a = load("A", "int8", [1])
    i = ir.Var("i", INT8)
    expr = ir.Add(A[0], ir.Mul(i, I(2, INT8)))  # i*2 = 300 is an index, wrapped to 44
    assert smt.evaluate_z3(expr, {i: 150}, {"A": a}) == 45


EDGES = {INT8: [-128, -127, -7, -3, -2, -1, 0, 1, 2, 3, 7, 126, 127],
         UINT8: [0, 1, 2, 3, 7, 127, 128, 200, 254, 255]}


@pytest.mark.parametrize("dtype", [INT8, UINT8])
def test_bitvector_division_equals_wrapped_python_division(dtype):
    """On the edges of the range: the BV encoding is ``wrap(python_op(a, b))``.

    (A z3 proof of the same for all int8/uint8 pairs takes 0.7-6 s, too slow for the suite.)
    """
    A = ir.make_buffer("A", 2, dtype)
    ops = [(ir.FloorDiv, semantics.floordiv), (ir.FloorMod, semantics.floormod),
           (ir.TruncDiv, semantics.truncdiv), (ir.TruncMod, semantics.truncmod)]
    for a in EDGES[dtype]:
        for b in EDGES[dtype]:
            if b == 0:
                continue
            arrays = {"A": np.array([a, b], dtype=dtype.numpy)}
            for op, py in ops:
                if dtype.is_signed and (a, b) == (dtype.min_value, -1):   # division_overflow
                    with pytest.raises(ExecutionError):
                        smt.evaluate_z3(op(A[0], A[1]), {}, arrays)
                    continue
                got = smt.evaluate_z3(op(A[0], A[1]), {}, arrays)
                assert got == dtype.wrap(py(a, b)), (op.__name__, a, b, got)


def test_value_division_by_zero_is_an_error():
    A, a = load("A", "int8", [5, 0])
    with pytest.raises(ExecutionError) as err:
        smt.evaluate_z3(ir.FloorMod(A[0], A[1]), {}, {"A": a})
    assert err.value.kind == "division_by_zero"


# ----------------------------------------------------------------------------- proving


def test_mul_add_floordiv_identity_is_proven(xy):
    x, y = xy
    goal = ir.EQ(ir.FloorDiv(ir.Add(ir.Mul(x, I(4)), y), I(4)), ir.Add(x, ir.FloorDiv(y, I(4))))
    result = smt.prove(goal, small(x, y))
    assert isinstance(result, smt.Proven) and result.proven


def test_an_identity_of_the_integers_is_refuted_where_the_int64_arithmetic_overflows(xy):
    """(x * 4 + y) // 4 == x + y // 4 over the integers, but x * 4 + y is poison past int64
    (TVM's code: ``mul nsw``/``add nsw``): the counterexample overflows."""
    x, y = xy
    goal = ir.EQ(ir.FloorDiv(ir.Add(ir.Mul(x, I(4)), y), I(4)), ir.Add(x, ir.FloorDiv(y, I(4))))
    result = smt.prove(goal)
    assert isinstance(result, smt.Refuted)
    a, b = result.counterexample["x"], result.counterexample["y"]
    assert not all(INT64.min_value <= v <= INT64.max_value for v in (4 * a, 4 * a + b))


def test_symbolic_divisor_needs_its_side_condition(xy):
    """(x*c + y) // c == x + y // c holds for every c other than 0, negative included, where
    nothing overflows."""
    x, y = xy
    c = ir.Var("c", INT64)
    goal = ir.EQ(ir.FloorDiv(ir.Add(ir.Mul(x, c), y), c), ir.Add(x, ir.FloorDiv(y, c)))
    facts = small(x, y, c)    # away from MIN: its // -1 is tests/test_division_overflow.py's
    refuted = smt.prove(goal, facts)
    assert isinstance(refuted, smt.Refuted) and refuted.counterexample["c"] == 0
    assert smt.prove(goal, [*facts, ir.NE(c, I(0))]).proven


def test_floordiv_does_not_distribute_over_add(xy):
    x, y = xy
    lhs = ir.FloorDiv(ir.Add(x, y), I(4))
    rhs = ir.Add(ir.FloorDiv(x, I(4)), ir.FloorDiv(y, I(4)))
    result = smt.prove(ir.EQ(lhs, rhs), small(x, y))
    assert isinstance(result, smt.Refuted)
    cx = result.counterexample
    a, b = cx["x"], cx["y"]
    assert (a + b) // 4 != a // 4 + b // 4  # the counterexample is real
    assert smt.evaluate_z3(ir.EQ(lhs, rhs), {x: a, y: b}) is False


def test_truncdiv_version_of_the_identity_is_refuted(xy):
    x, y = xy
    goal = ir.EQ(ir.TruncDiv(ir.Add(ir.Mul(x, I(4)), y), I(4)), ir.Add(x, ir.TruncDiv(y, I(4))))
    result = smt.prove(goal, small(x, y))
    assert isinstance(result, smt.Refuted)
    a, b = result.counterexample["x"], result.counterexample["y"]
    assert semantics.truncdiv(4 * a + b, 4) != a + semantics.truncdiv(b, 4)


def test_division_by_zero_is_refuted_unless_excluded(xy):
    x, y = xy
    goal = ir.EQ(ir.Add(ir.Mul(ir.FloorDiv(x, y), y), ir.FloorMod(x, y)), x)
    result = smt.prove(goal, small(x, y))
    assert isinstance(result, smt.Refuted) and result.counterexample["y"] == 0
    assert smt.prove(goal, [*small(x, y), ir.NE(y, I(0))]).proven
    # x // -1 at x == INT64_MIN is division_overflow; (x // 3) * 3 below MIN is poison
    assert isinstance(smt.prove(goal, [ir.NE(y, I(0))]), smt.Refuted)


def test_select_guard_protects_a_division(xy):
    x, y = xy
    guarded = ir.Select(ir.GT(y, I(0)), ir.FloorMod(x, y), I(0))
    assert smt.prove(ir.GE(guarded, I(0))).proven
    unguarded = ir.Select(ir.GT(y, I(0)), I(0), ir.FloorMod(x, y))
    assert isinstance(smt.prove(ir.LE(unguarded, I(0))), smt.Refuted)


def test_and_short_circuits_well_definedness(xy):
    x, y = xy
    # y == -1 excluded too: x * y % y at x * y == INT64_MIN is division_overflow
    goal = ir.Or(ir.Or(ir.EQ(y, I(0)), ir.EQ(y, I(-1))),
                 ir.EQ(ir.FloorMod(ir.Mul(x, y), y), I(0)))
    assert smt.prove(goal, small(x, y)).proven


def test_timeout_is_unknown_and_never_proven():
    """Factoring a 64-bit semiprime: z3 cannot answer within 1 ms."""
    a, b = z3.BitVecs("a b", 64)
    n = 4294967291 * 4294967279
    goal = z3.Implies(z3.And(z3.UGT(a, 1), z3.UGT(b, 1), z3.ULT(a, 2**32), z3.ULT(b, 2**32)),
                      a * b != n)
    result = smt.prove(goal, timeout_ms=1)
    assert isinstance(result, smt.Unknown)
    assert result.proven is False and result.reason
    with pytest.raises(TypeError):
        bool(result)  # `if prove(...)` must not silently pass


def test_cache_counts_repeated_queries(xy):
    x, y = xy
    smt.clear_cache()
    goal = ir.LE(ir.Min(x, y), ir.Max(x, y))
    first = smt.prove(goal)
    second = smt.prove(goal)
    info = smt.cache_info()
    assert first.proven and second.proven
    assert (info.hits, info.misses) == (1, 1)
    smt.prove(goal, timeout_ms=1234)  # the timeout is part of the key
    assert smt.cache_info().misses == 2
    smt.clear_cache()
    assert smt.cache_info() == (0, 0, 0)


def test_counterexample_keys_are_readable():
    i1, i2 = ir.Var("i", INT32), ir.Var("i", INT32)
    A = ir.make_buffer("A", 8, "int32")
    goal = ir.NE(ir.Add(A[i1], i2), I(5, INT32))
    result = smt.prove(goal, [ir.EQ(i1, I(3, INT32))])
    assert isinstance(result, smt.Refuted)
    cx = result.counterexample
    assert set(cx) == {"i", "i_1", "A[3]"}
    assert cx["i"] == 3 and all(type(v) is int for v in cx.values())
    total = cx["A[3]"] + cx["i_1"]     # an int32 sum: exact, or poison past int32 (no wrap)
    assert total == 5 or not INT32.min_value <= total <= INT32.max_value


def test_is_satisfiable_is_tri_state(xy):
    x, y = xy
    sat = smt.is_satisfiable([ir.LT(x, y), ir.EQ(ir.FloorMod(y, I(3)), I(2))])
    assert isinstance(sat, smt.Sat) and sat.sat
    assert sat.model["x"] < sat.model["y"] and sat.model["y"] % 3 == 2
    unsat = smt.is_satisfiable([ir.LT(x, y), ir.LT(y, x)])
    assert isinstance(unsat, smt.Unsat) and not unsat.sat


def test_to_smtlib_is_the_obligation(xy):
    x, y = xy
    text = smt.to_smtlib(ir.EQ(ir.FloorDiv(x, y), x), [ir.GT(y, I(1))])
    assert "(declare-fun x () Int)" in text and "(check-sat)" in text
    assert "div" in text and "(assert" in text


def test_let_substitution(xy):
    x, y = xy
    t = ir.Var("t", INT64)
    enc = smt.Encoder(subst={t: ir.Add(x, I(1))}, overflow="exact")
    term = enc.encode(ir.Mul(t, I(2)))
    assert smt.prove(term == 2 * enc.var(x) + 2).proven


def test_value_let_variable_is_a_bitvector():
    A = ir.make_buffer("A", 4, "int8")
    t = ir.Var("t", INT8)
    enc = smt.Encoder(subst={t: A[0]})
    assert z3.is_bv(enc.encode(ir.Add(t, I(1, INT8))))


# ----------------------------------------------------------------------------- floats


def test_float_add_zero_refuted_by_nan_under_ieee_equality():
    x = ir.Var("x", FLOAT32)
    result = smt.prove(ir.EQ(ir.Add(x, F(0.0)), x))
    assert isinstance(result, smt.Refuted)
    # -0.0 + 0.0 == -0.0 under IEEE ==; only NaN breaks the IR-level equality
    assert math.isnan(result.counterexample["x"])


def test_float_add_zero_is_not_an_identity_rewrite():
    """As a rewrite, x + 0.0 -> x changes -0.0 into +0.0: refuted with x = -0.0."""
    x = ir.Var("x", FLOAT32)
    result = smt.prove_equivalent(ir.Add(x, F(0.0)), x)
    assert isinstance(result, smt.Refuted)
    value = result.counterexample["x"]
    assert value == 0.0 and math.copysign(1.0, value) == -1.0


def test_float_mul_one():
    x = ir.Var("x", FLOAT32)
    ieee = smt.prove(ir.EQ(ir.Mul(x, F(1.0)), x))
    assert isinstance(ieee, smt.Refuted) and math.isnan(ieee.counterexample["x"])  # NaN != NaN
    assert smt.prove_equivalent(ir.Mul(x, F(1.0)), x).proven  # but the value never changes


def test_float_evaluation_preserves_special_values():
    x, y = ir.Var("x", FLOAT32), ir.Var("y", FLOAT32)
    plus = smt.evaluate_z3(ir.Add(x, y), {x: -0.0, y: 0.0})
    assert plus == 0.0 and math.copysign(1.0, plus) == 1.0
    assert math.isnan(smt.evaluate_z3(ir.Sub(x, y), {x: math.inf, y: math.inf}))
    assert smt.evaluate_z3(ir.TruncDiv(x, y), {x: 1.0, y: 0.0}) == math.inf
    assert smt.evaluate_z3(ir.Add(x, y), {x: 1.0, y: 2.0**-30}) == 1.0  # float32 rounding
    mn = smt.evaluate_z3(ir.Min(x, y), {x: -0.0, y: 0.0})
    assert math.copysign(1.0, mn) == 1.0  # TVM's select(a < b, a, b) gives b on ties
    assert smt.evaluate_z3(ir.Min(x, y), {x: math.nan, y: 1.0}) == 1.0
    assert math.isnan(smt.evaluate_z3(ir.Min(x, y), {x: 1.0, y: math.nan}))
    got = smt.evaluate_z3(ir.Mul(x, y), {x: 1.5, y: 2.0})
    assert got == 3.0 and type(got) is float


def test_float_floor_division_and_modulo():
    x, y = ir.Var("x", FLOAT64), ir.Var("y", FLOAT64)
    assert smt.evaluate_z3(ir.FloorDiv(x, y), {x: -7.0, y: 2.0}) == -4.0
    assert smt.evaluate_z3(ir.FloorMod(x, y), {x: -7.0, y: 2.0}) == 1.0
    assert smt.evaluate_z3(ir.Call("sqrt", (x,), FLOAT64), {x: 2.0}) == math.sqrt(2.0)
    assert smt.evaluate_z3(ir.Call("abs", (x,), FLOAT64), {x: -2.5}) == 2.5


def test_casts():
    f, i = ir.Var("f", FLOAT32), ir.Var("i", INT64)
    assert smt.evaluate_z3(ir.Cast(INT32, f), {f: 2.75}) == 2
    assert smt.evaluate_z3(ir.Cast(INT32, f), {f: -2.75}) == -2
    assert smt.evaluate_z3(ir.Cast(UINT8, f), {f: 255.9}) == 255
    assert smt.evaluate_z3(ir.Cast(FLOAT32, i), {i: 2**24 + 1}) == float(2**24)
    assert smt.evaluate_z3(ir.Cast(BOOL, f), {f: math.nan}) is True
    d = ir.Var("d", FLOAT64)
    assert smt.evaluate_z3(ir.Cast(FLOAT64, ir.Cast(FLOAT32, d)), {d: 0.1}) == float(
        np.float32(0.1))
    for bad in (math.nan, math.inf, 3e9, -2.2e9):
        with pytest.raises(ExecutionError) as err:
            smt.evaluate_z3(ir.Cast(INT32, f), {f: bad})
        assert err.value.kind == "cast_out_of_range"
    A, a = load("A", "int8", [-1])
    assert smt.evaluate_z3(ir.Cast(INT32, A[0]), {}, {"A": a}) == -1  # sign extension
    assert smt.evaluate_z3(ir.Cast(UINT8, A[0]), {}, {"A": a}) == 255


def test_float_to_int_cast_is_proven_in_range_only_under_facts():
    f = ir.Var("f", FLOAT32)
    goal = ir.GE(ir.Cast(INT32, f), I(0, INT32))
    assert isinstance(smt.prove(goal), smt.Refuted)
    facts = [ir.GE(f, F(0.0)), ir.LT(f, F(1000.0))]
    assert smt.prove(goal, facts).proven


# ----------------------------------------------------------------------------- undef and memory


def test_undef_equals_anything():
    A = ir.make_buffer("A", 4, "int32")
    assert smt.prove(ir.EQ(A[1], ir.Undef(INT32))).proven
    assert smt.evaluate_z3(ir.EQ(I(3, INT32), ir.Undef(INT32))) is True


def test_undef_occurrences_are_independent():
    diff = ir.Sub(ir.Undef(INT32), ir.Undef(INT32))
    assert isinstance(smt.prove(ir.EQ(ir.Add(diff, I(0, INT32)), I(0, INT32))), smt.Refuted)
    assert smt.prove(ir.EQ(ir.Mul(I(0, INT32), ir.Undef(INT32)), I(0, INT32))).proven


def test_float_undef_is_finite():
    """0.0 * undef is ±0.0 only because an undef float is finite (not inf or NaN)."""
    goal = ir.EQ(ir.Mul(F(0.0), ir.Undef(FLOAT32)), F(0.0))
    assert smt.prove(goal).proven


def test_undef_in_index_is_an_error():
    A, a = load("A", "int32", [1, 2])
    with pytest.raises(ExecutionError) as err:
        smt.evaluate_z3(A[ir.Undef(INT32)], {}, {"A": a})
    assert err.value.kind == "undef_in_index"


def test_undef_dependent_value_is_not_constant():
    with pytest.raises(smt.NotConstantError):
        smt.evaluate_z3(ir.Add(ir.Undef(INT32), I(1, INT32)))


def test_load_bounds_are_recorded():
    i, j = ir.Var("i", INT32), ir.Var("j", INT32)
    A = ir.make_buffer("A", (4, 8), "int32")
    enc = smt.Encoder()
    enc.encode(A[i, j])
    assert len(enc.bounds) == 2 and not enc.conditions
    goal = ir.EQ(A[i, j], A[i, j])
    in_range = [ir.GE(i, I(0, INT32)), ir.LT(i, I(4, INT32)),
                ir.GE(j, I(0, INT32)), ir.LT(j, I(8, INT32))]
    assert smt.prove(goal).proven  # bounds ignored unless asked for
    assert isinstance(smt.prove(goal, require_bounds=True), smt.Refuted)
    assert smt.prove(goal, in_range, require_bounds=True).proven


def test_guarded_load_bounds():
    i = ir.Var("i", INT32)
    A = ir.make_buffer("A", 4, "int32")
    expr = ir.Select(ir.LT(i, I(4, INT32)), A[i], I(0, INT32))
    goal = ir.EQ(expr, expr)
    assert smt.prove(goal, [ir.GE(i, I(0, INT32))], require_bounds=True).proven
    A2, a = load("A", "int32", [5, 6, 7, 8])
    expr2 = ir.Select(ir.LT(i, I(4, INT32)), A2[i], I(0, INT32))
    assert smt.evaluate_z3(expr2, {i: 9}, {"A": a}) == 0  # the load is never reached
    with pytest.raises(ExecutionError) as err:
        smt.evaluate_z3(A2[i], {i: 9}, {"A": a})
    assert err.value.kind == "out_of_bounds"


def test_aliasing_buffers_share_memory():
    i, j = ir.Var("i", INT32), ir.Var("j", INT32)
    A = ir.make_buffer("A", (4, 8), "int32")
    B = ir.make_buffer("B", 32, "int32", data=A.data)
    goal = ir.EQ(A[i, j], B[ir.Add(ir.Mul(i, I(8, INT32)), j)])
    assert smt.prove(goal, small(i, j)).proven


def test_custom_load_callback():
    A = ir.make_buffer("A", 4, "int32")
    enc = smt.Encoder(load=lambda buf, idx: z3.Int2BV(idx[0] * 2, 32))
    i = ir.Var("i", INT32)
    term = enc.encode(ir.Add(A[i], I(1, INT32)))
    assert smt.prove(z3.Implies(enc.var(i) == 3, term == z3.BitVecVal(7, 32))).proven


# ----------------------------------------------------------------------------- property


_LEAVES = st.sampled_from(["x", "y"]) | st.integers(-9, 9)
_OPS = [ir.Add, ir.Sub, ir.Mul, ir.FloorDiv, ir.FloorMod, ir.TruncDiv, ir.TruncMod,
        ir.Min, ir.Max]
_PY_OPS = {
    ir.Add: lambda a, b: a + b, ir.Sub: lambda a, b: a - b, ir.Mul: lambda a, b: a * b,
    ir.FloorDiv: semantics.floordiv, ir.FloorMod: semantics.floormod,
    ir.TruncDiv: semantics.truncdiv, ir.TruncMod: semantics.truncmod,
    ir.Min: min, ir.Max: max,
}


def _trees(children):
    def build(op, a, b):
        return (op, a, b)
    ops = st.sampled_from(_OPS)
    return st.builds(build, ops, children, children)


def _fix_divisor(op, b):
    """Divisions get a nonzero constant divisor (a tree could evaluate to 0)."""
    if op in (ir.FloorDiv, ir.FloorMod, ir.TruncDiv, ir.TruncMod):
        return b if isinstance(b, int) and b != 0 else 3
    return b


def _to_ir(tree, x, y):
    if tree == "x":
        return x
    if tree == "y":
        return y
    if isinstance(tree, int):
        return I(tree)
    op, a, b = tree
    return op(_to_ir(a, x, y), _to_ir(_fix_divisor(op, b), x, y))


def _to_py(tree, env):
    if isinstance(tree, str):
        return env[tree]
    if isinstance(tree, int):
        return tree
    op, a, b = tree
    return _PY_OPS[op](_to_py(a, env), _to_py(_fix_divisor(op, b), env))


@settings(max_examples=80, deadline=None)
@given(tree=st.recursive(_LEAVES, _trees, max_leaves=6),
       vx=st.integers(-50, 50), vy=st.integers(-50, 50))
def test_index_expressions_agree_with_python(tree, vx, vy):
    x, y = ir.Var("x", INT64), ir.Var("y", INT64)
    expected = _to_py(tree, {"x": vx, "y": vy})
    got = smt.evaluate_z3(_to_ir(tree, x, y), {x: vx, y: vy})
    assert got == expected and type(got) is int


def test_refinement_with_undef():
    """The source's undefs may be chosen, the target's may not."""
    A = ir.make_buffer("A", 4, "int32")
    u = lambda: ir.Undef(INT32)  # noqa: E731
    assert smt.prove_equivalent(ir.Add(A[0], u()), u()).proven
    assert smt.prove_equivalent(ir.Mul(I(0, INT32), u()), I(0, INT32)).proven
    assert smt.prove_equivalent(u(), I(7, INT32)).proven
    assert isinstance(smt.prove_equivalent(A[0], u()), smt.Refuted)
    assert smt.prove_equivalent(ir.Add(A[0], u()), A[0]).proven  # choose undef = 0
    zero = smt.prove_equivalent(ir.Mul(I(0, INT32), u()), A[0])  # 0 * undef is only 0
    assert isinstance(zero, smt.Refuted) and zero.counterexample["A[0]"] != 0


@pytest.mark.parametrize("src,dst,ok,bad", [
    (FLOAT32, INT32, [2147483520.0, -2147483648.0, -0.9], [2147483648.0, -2147483904.0]),
    (FLOAT64, INT32, [2147483647.9, -2147483648.9], [2147483648.0, -2147483649.0]),
    (FLOAT64, UINT8, [-0.9, 255.9, 0.0], [-1.0, 256.0]),
    (FLOAT16, INT8, [127.875, -128.875], [128.0, -129.0]),
    (FLOAT16, INT32, [65504.0, -65504.0], [math.inf, -math.inf]),
])
def test_float_to_int_cast_range_edges(src, dst, ok, bad):
    f = ir.Var("f", src)
    for value in ok:
        assert smt.evaluate_z3(ir.Cast(dst, f), {f: value}) == math.trunc(value)
    for value in bad:
        with pytest.raises(ExecutionError):
            smt.evaluate_z3(ir.Cast(dst, f), {f: value})


def test_select_on_a_value_condition_is_a_value_expression():
    """is_value_expr looks into the condition: the whole select wraps to int8."""
    A, a = load("A", "int8", [1])
    i = ir.Var("i", INT8)
    expr = ir.Select(ir.GT(A[0], I(0, INT8)), ir.Add(i, I(1, INT8)), I(0, INT8))
    assert smt.evaluate_z3(expr, {i: 127}, {"A": a}) == -128
    index_only = ir.Select(ir.GT(i, I(0, INT8)), ir.Add(i, I(1, INT8)), I(0, INT8))
    assert smt.evaluate_z3(index_only, {i: 127}) == -128      # int8 wraps in every domain


def test_bool_casts_and_logic():
    b, i = ir.Var("b", BOOL), ir.Var("i", INT32)
    assert smt.evaluate_z3(ir.Cast(INT32, b), {b: True}) == 1
    assert smt.evaluate_z3(ir.Cast(BOOL, i), {i: -3}) is True
    assert smt.evaluate_z3(ir.And(b, ir.Not(b)), {b: True}) is False
    assert smt.prove(ir.Or(b, ir.Not(b))).proven


def test_evaluate_reads_multidimensional_and_flat_arrays():
    i, j = ir.Var("i", INT32), ir.Var("j", INT32)
    A = ir.make_buffer("A", (2, 3), "float32")
    data = np.arange(6, dtype="float32").reshape(2, 3)
    assert smt.evaluate_z3(A[i, j], {i: 1, j: 2}, {"A": data}) == 5.0
    assert smt.evaluate_z3(A[i, j], {i: 1, j: 0}, {"A": data.ravel()}) == 3.0
    with pytest.raises(ArgumentError):
        smt.evaluate_z3(A[i, j], {i: 1}, {"A": data})


def test_value_vars_wrap_like_let_bound_values():
    t = ir.Var("t", INT8)
    expr = ir.Add(t, I(1, INT8))
    assert smt.evaluate_z3(expr, {t: 127}) == -128      # int8: wraps in every domain
    assert smt.evaluate_z3(expr, {t: 127}, value_vars=[t]) == -128
    with pytest.raises(ArgumentError):
        smt.evaluate_z3(expr, {t: 300}, value_vars=[t])


def test_float_floordiv_rounds_the_quotient_first():
    """floor(fl(a / b)) and a - b * that, each rounded: TVM's lowering of float floordiv /
    floormod (the brief's contract). Python's exact ``1.0 // 0.1`` is 9.0."""
    x, y = ir.Var("x", FLOAT64), ir.Var("y", FLOAT64)
    assert smt.evaluate_z3(ir.FloorDiv(x, y), {x: 1.0, y: 0.1}) == 10.0
    assert smt.evaluate_z3(ir.FloorMod(x, y), {x: 1.0, y: 0.1}) == 1.0 - 0.1 * 10.0


@settings(max_examples=60, deadline=None)
@given(a=st.floats(width=32), b=st.floats(width=32))
def test_float_truncmod_is_c_fmod(a, b):
    x, y = ir.Var("x", FLOAT32), ir.Var("y", FLOAT32)
    got = smt.evaluate_z3(ir.TruncMod(x, y), {x: a, y: b})
    if b == 0 or math.isinf(a) or math.isnan(a) or math.isnan(b):
        assert math.isnan(got)
    else:
        expected = float(np.fmod(np.float32(a), np.float32(b)))
        assert got == expected and math.copysign(1, got) == math.copysign(1, expected)
