"""The interpreter and the z3 encoding implement the same semantics contract.

For random expressions (index arithmetic over unbounded integers, and value arithmetic of every
dtype reading a buffer) and random variable values, both give the same Python value, or both
report the same kind of undefined behaviour.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from verirw import ExecutionError, interp, ir, smt
from verirw.dtypes import (FLOAT16, FLOAT32, FLOAT64, INT8, INT32, INT64, UINT8, UINT16, UINT32,
                           UINT64)
from verirw.testing.inputs import random_array
from verirw.testing.strategies import exprs

SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def outcome(evaluate, expr, env, arrays):
    try:
        return ("ok", evaluate(expr, env, arrays))
    except ExecutionError as e:
        return ("error", e.kind)


def same(a, b) -> bool:
    if a[0] != b[0]:
        return False
    if a[0] == "error":
        return a[1] == b[1]
    x, y = a[1], b[1]
    if type(x) is not type(y):
        return False
    if isinstance(x, float) and math.isnan(x):
        return math.isnan(y)
    if isinstance(x, float):
        return x == y and math.copysign(1, x) == math.copysign(1, y)
    return x == y


@SETTINGS
@given(exprs(max_depth=4, n_vars=2), st.lists(st.integers(-10**6, 10**6), min_size=2, max_size=2))
def test_index_expressions_agree(expr_vars, values):
    expr, vars_ = expr_vars
    env = dict(zip(vars_, values))
    a = outcome(interp.evaluate, expr, env, {})
    b = outcome(smt.evaluate_z3, expr, env, {})
    assert same(a, b), (expr, env, a, b)


@SETTINGS
@given(st.sampled_from([INT32, INT8, UINT8, INT64, FLOAT32, FLOAT16, FLOAT64, UINT16, UINT32,
                        UINT64]).flatmap(
           lambda d: exprs(dtype=d, index=False, max_depth=3, n_vars=2)),
       st.lists(st.integers(-50, 50), min_size=2, max_size=2), st.integers(0, 2**32 - 1))
def test_value_expressions_agree(expr_vars, values, seed):
    expr, vars_ = expr_vars
    env = dict(zip(vars_, values))
    arrays = {"A": random_array((4,), expr.dtype.numpy, np.random.default_rng(seed))}
    if expr.dtype.is_int:   # also exercise wrap-around with large stored values
        info = np.iinfo(expr.dtype.numpy)
        arrays["A"][0] = info.max
        arrays["A"][1] = info.min
    a = outcome(interp.evaluate, expr, env, arrays)
    b = outcome(smt.evaluate_z3, expr, env, arrays)
    assert same(a, b), (expr, env, arrays, a, b)


def _unsigned_index_exprs(dtype, vars_, depth: int):
    """Index arithmetic of an unsigned 32/64-bit dtype (no memory: mathematical integers in
    the dtype's range, ``+ - *`` leaving it are poison, ``nuw``), with casts to and from int64
    and int32, comparisons and selects. A divisor is a literal or a variable (a poison divisor
    is undefined behaviour in both engines, named differently: the division or the overflow)."""
    span = st.sampled_from([0, 1, 2, 3, 7, 255, (1 << 31) - 1, dtype.max_value // 2,
                            dtype.max_value - 1, dtype.max_value])
    leaf = st.one_of(st.sampled_from(vars_), span.map(lambda v: ir.IntImm(v, dtype)),
                     st.sampled_from(vars_).map(lambda v: ir.Cast(dtype, ir.Cast(INT64, v))))
    if depth <= 0:
        return leaf
    sub = _unsigned_index_exprs(dtype, vars_, depth - 1)
    nonzero = span.filter(lambda v: v != 0).map(lambda v: ir.IntImm(v, dtype))
    arith = st.builds(lambda op, a, b: op(a, b),
                      st.sampled_from([ir.Add, ir.Sub, ir.Mul, ir.Min, ir.Max]), sub, sub)
    division = st.builds(lambda op, a, b: op(a, b),
                         st.sampled_from([ir.FloorDiv, ir.FloorMod, ir.TruncDiv, ir.TruncMod]),
                         sub, st.one_of(nonzero, st.sampled_from(vars_)))
    shifts = st.builds(lambda a, k: ir.ShiftRight(a, ir.IntImm(k, dtype)), sub,
                       st.integers(0, dtype.bits - 1))
    masks = st.builds(lambda a, m: ir.BitAnd(a, ir.IntImm(m, dtype)), sub,
                      st.sampled_from([1, 7, 255, dtype.max_value]))
    casts = st.builds(lambda a, via: ir.Cast(dtype, ir.Cast(via, a)), sub,
                      st.sampled_from([INT32, INT64]))
    compare = st.builds(lambda op, a, b, x, y: ir.Select(op(a, b), x, y, eager=True),
                        st.sampled_from([ir.LT, ir.LE, ir.GT, ir.GE, ir.EQ, ir.NE]),
                        sub, sub, sub, sub)
    return st.one_of(leaf, arith, division, shifts, masks, casts, compare)


@st.composite
def _unsigned_index_case(draw):
    dtype = draw(st.sampled_from([UINT32, UINT64]))
    vars_ = (ir.Var("u0", dtype), ir.Var("u1", dtype))
    expr = draw(_unsigned_index_exprs(dtype, vars_, 3))
    edges = st.sampled_from([0, 1, 2, 5, (1 << 31) - 1, 1 << 31, dtype.max_value // 2,
                             dtype.max_value - 1, dtype.max_value])
    values = [draw(st.one_of(edges, st.integers(0, dtype.max_value))) for _ in vars_]
    return expr, dict(zip(vars_, values))


@SETTINGS
@given(_unsigned_index_case())
def test_unsigned_index_expressions_agree(case):
    """uint32/uint64 index arithmetic: the interpreter and z3 give the same value or the same
    undefined behaviour (an overflow, ``nuw``, is poison: ``integer_overflow`` once forced)."""
    expr, env = case
    forced = ir.Cast(INT64, ir.Cast(expr.dtype, expr))      # a value the evaluators must give
    a = outcome(interp.evaluate, forced, env, {})
    b = outcome(smt.evaluate_z3, forced, env, {})
    assert same(a, b), (expr, env, a, b)
