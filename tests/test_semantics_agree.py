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

from verirw import ExecutionError, interp, smt
from verirw.dtypes import FLOAT16, FLOAT32, FLOAT64, INT8, INT32, INT64, UINT8
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
@given(st.sampled_from([INT32, INT8, UINT8, INT64, FLOAT32, FLOAT16, FLOAT64]).flatmap(
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
