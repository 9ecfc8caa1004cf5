"""The vectorised numpy evaluator agrees with the interpreter, point by point, bit for bit.

Random expressions mix index arithmetic (mathematical integers) with value arithmetic on int32,
int8, uint8 (wrap-around), float32 and float16 (NaN, -0.0, inf), guarded and unguarded loads,
and divisions by possibly-zero operands. Over a small grid, ``evaluate_array`` must raise
exactly when the interpreter raises at some point, and otherwise give the interpreter's value
at every point (NaN equal to NaN, -0.0 distinct from 0.0).
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from verirw import ExecutionError, interp, ir
from verirw.dtypes import (BOOL, FLOAT16, FLOAT32, FLOAT64, INT8, INT32, INT64, UINT8, UINT16,
                           UINT32, UINT64, DType)
from verirw.te.numpy_eval import EvaluationError, evaluate_array
from verirw.testing.inputs import random_array
from verirw.testing.strategies import exprs
from verirw.visit import walk

SETTINGS = settings(max_examples=100, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

I, J = ir.Var("i", INT32), ir.Var("j", INT32)
GRID = np.meshgrid(np.arange(-2, 4), np.arange(-1, 5), indexing="ij")
BUFFERS = {
    INT32: ir.make_buffer("A", (4, 5), INT32),
    INT8: ir.make_buffer("B", (6,), INT8),
    UINT8: ir.make_buffer("D", (4,), UINT8),
    FLOAT32: ir.make_buffer("C", (5,), FLOAT32),
    FLOAT16: ir.make_buffer("E", (3,), FLOAT16),
}
SPECIAL = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.5, -2.25, 3.0, 0.1, 1e30, -7.0, 2.0]


def _arrays(seed: int) -> dict[ir.Buffer, np.ndarray]:
    """Small random values plus each integer dtype's extremes and the special floats."""
    rng = np.random.default_rng(seed)
    out = {}
    for dtype, buf in BUFFERS.items():
        arr = random_array(tuple(s.value for s in buf.shape), dtype.numpy, rng)
        flat = arr.reshape(-1)
        if dtype.is_int:
            flat[0], flat[1] = dtype.min_value, dtype.max_value
        else:
            picks = rng.choice(len(SPECIAL), size=flat.size)
            with np.errstate(over="ignore"):   # 1e30 is inf in float16
                flat[:] = np.array([SPECIAL[k] for k in picks]).astype(dtype.numpy)
        out[buf] = arr
    return out


# ----------------------------------------------------------------------------- comparison


def _interp_grid(expr: ir.Expr, env: dict, arrays: dict):
    """The interpreter's value at every grid point, or None if it raises at any point."""
    by_name = {b.name: a for b, a in arrays.items()}
    names = list(env)
    grids = np.broadcast_arrays(*(np.asarray(env[v]) for v in names))
    shape = grids[0].shape if grids else ()
    values = []
    for point in np.ndindex(shape):
        try:
            values.append(interp.evaluate(expr, {v: int(g[point]) for v, g in zip(names, grids)},
                                          by_name))
        except ExecutionError:
            return None
    return values, shape


def _expected(values: list, dtype: DType, shape) -> np.ndarray:
    """Interpreter results as an array of ``dtype``: index integers wrap, as a store would."""
    if dtype.is_int:          # wrapped, each fits the dtype (a list mixing small ints and
        # ones past 2**63 would become float64 first, and lose the large ones)
        return np.array([dtype.wrap(v) for v in values], dtype=dtype.numpy).reshape(shape)
    return np.array(values, dtype=np.float64 if dtype.is_float else None).astype(
        dtype.numpy).reshape(shape)


def _assert_same(got: np.ndarray, want: np.ndarray, context) -> None:
    assert got.dtype == want.dtype and got.shape == want.shape, (got.dtype, want.dtype, context)
    if got.dtype.kind == "f":
        nan = np.isnan(got) & np.isnan(want)
        bits = f"u{got.dtype.itemsize}"
        same = nan | (got.view(bits) == want.view(bits))
    else:
        same = got == want
    assert same.all(), (context, got, want)


def _agree(expr: ir.Expr, env: dict, arrays: dict) -> None:
    ref = _interp_grid(expr, env, arrays)
    if ref is None:
        with pytest.raises(EvaluationError):
            evaluate_array(expr, env, arrays)
        return
    values, shape = ref
    got = evaluate_array(expr, env, arrays)
    _assert_same(got, _expected(values, expr.dtype, shape), expr)


# ----------------------------------------------------------------------------- strategies

INT_OPS = [ir.Add, ir.Sub, ir.Mul, ir.Min, ir.Max, ir.FloorDiv, ir.FloorMod, ir.TruncDiv,
           ir.TruncMod]
CMP_OPS = [ir.EQ, ir.NE, ir.LT, ir.LE, ir.GT, ir.GE]
DTYPES = list(BUFFERS)


@st.composite
def _index(draw, buf: ir.Buffer, k: int, depth: int):
    """Mostly ``e % extent`` (in bounds); sometimes raw, possibly out of bounds. At depth 0
    a variable or literal, so loads nest at most ``depth`` deep."""
    leaf = st.one_of(st.sampled_from([I, J]), _literal(INT32))
    e = draw(_exprs(INT32, depth - 1) if depth > 0 else leaf)
    extent = buf.shape[k]
    return e if draw(st.integers(0, 7)) == 0 else ir.FloorMod(e, extent)


@st.composite
def _literal(draw, dtype: DType):
    if dtype.is_bool:
        return ir.IntImm(int(draw(st.booleans())), BOOL)
    if dtype.is_float:
        with np.errstate(over="ignore"):
            value = float(np.array(draw(st.sampled_from(SPECIAL))).astype(dtype.numpy))
        return ir.FloatImm(value, dtype)
    extremes = st.sampled_from([dtype.min_value, dtype.max_value])
    small = st.integers(max(dtype.min_value, -9), min(dtype.max_value, 9))
    return ir.IntImm(draw(st.one_of(small, small, extremes)), dtype)


@st.composite
def _exprs(draw, dtype: DType, depth: int):
    """A well-typed expression of ``dtype``; leaves at depth 0."""
    if dtype.is_bool:
        return draw(_conditions(depth))
    kinds = ["lit", "var", "var", "load", "load"]
    if depth > 0:
        kinds += ["binary", "binary", "select", "cast", "abs"]
        kinds += ["sqrt"] if dtype.is_float else []
    kind = draw(st.sampled_from(kinds))
    sub = _exprs(dtype, depth - 1)
    if kind == "lit":
        return draw(_literal(dtype))
    if kind == "var":
        var = draw(st.sampled_from([I, J]))
        return var if dtype == INT32 else ir.Cast(dtype, var)
    if kind == "load":
        buf = BUFFERS[dtype]
        return ir.BufferLoad(buf, tuple(draw(_index(buf, k, depth)) for k in range(buf.ndim)))
    if kind == "binary":
        return draw(st.sampled_from(INT_OPS))(draw(sub), draw(sub))
    if kind == "select":
        return ir.Select(draw(_conditions(depth - 1)), draw(sub), draw(sub))
    if kind == "cast":
        source = draw(st.sampled_from(DTYPES + [BOOL]))
        return ir.Cast(dtype, draw(_exprs(source, depth - 1)))
    if kind == "abs":
        return ir.Call("abs", (draw(sub),), dtype)
    return ir.Call("sqrt", (draw(sub),), dtype)


@st.composite
def _conditions(draw, depth: int):
    kinds = ["lit", "cmp", "cmp", "cmp"] + (["and", "or", "not"] if depth > 0 else [])
    kind = draw(st.sampled_from(kinds))
    if kind == "lit":
        return draw(_literal(BOOL))
    sub = _conditions(depth - 1)
    if kind == "cmp":
        dtype = draw(st.sampled_from(DTYPES))
        operand = _exprs(dtype, max(depth - 1, 0))
        return draw(st.sampled_from(CMP_OPS))(draw(operand), draw(operand))
    if kind == "not":
        return ir.Not(draw(sub))
    return (ir.And if kind == "and" else ir.Or)(draw(sub), draw(sub))


# ----------------------------------------------------------------------------- properties


@SETTINGS
@given(st.sampled_from(DTYPES + [BOOL]).flatmap(lambda d: _exprs(d, 3)), st.integers(0, 2**32 - 1))
def test_agrees_with_interpreter(expr, seed):
    _agree(expr, {I: GRID[0], J: GRID[1]}, _arrays(seed))


@SETTINGS
@given(st.sampled_from([INT32, INT8, UINT8, INT64, FLOAT32, FLOAT16, FLOAT64, UINT16, UINT32,
                        UINT64]).flatmap(
           lambda d: exprs(dtype=d, index=False, max_depth=3, n_vars=2)),
       st.lists(st.integers(-50, 50), min_size=3, max_size=3), st.integers(0, 2**32 - 1))
def test_agrees_on_shared_strategy(expr_vars, values, seed):
    """The project's own valid-by-construction value expressions, on a 3x3 grid."""
    expr, (x0, x1) = expr_vars
    arr = random_array((4,), expr.dtype.numpy, np.random.default_rng(seed))
    if expr.dtype.is_int:
        arr[0], arr[1] = expr.dtype.min_value, expr.dtype.max_value
    buf = next((n.buffer for n in _loads(expr)), ir.make_buffer("A", (4,), expr.dtype))
    v = np.array(values)
    _agree(expr, {x0: v[:, None], x1: v[None, :]}, {buf: arr})


def _loads(e: ir.Expr):
    return [n for n in walk(e) if isinstance(n, ir.BufferLoad)]


# ----------------------------------------------------------------------------- unit tests

B8 = BUFFERS[INT8]
A32 = BUFFERS[INT32]
X = ir.Var("x", INT32)


def _ev(expr, xs, arrays=None):
    return evaluate_array(expr, {X: np.asarray(xs)}, arrays or {})


def test_int8_values_wrap_but_index_arithmetic_is_exact_or_poison():
    b = np.array([100, -100, 127, -128, 1, 0], dtype=np.int8)
    got = _ev(ir.Add(B8[X], B8[X]), [0, 1, 2, 3], {B8: b})
    assert got.dtype == np.int8 and got.tolist() == [-56, 56, -2, 0]
    # an index operand is wrapped to int8 when it meets a value
    got = _ev(ir.Add(B8[X], ir.Cast(INT8, ir.Mul(X, ir.IntImm(100)))), [4, 5], {B8: b})
    assert got.tolist() == [(1 + 400 + 128) % 256 - 128, (0 + 500 + 128) % 256 - 128]
    # int32 index arithmetic is exact (no wrap), and past int32 it is poison: an error of an
    # expression on its own, as in the interpreter (docs/semantics.md)
    exact = ir.FloorDiv(ir.Mul(X, ir.IntImm(65536)), ir.IntImm(256))
    assert _ev(exact, [1, 2, 32767]).tolist() == [256, 512, 32767 * 256]
    big = ir.FloorDiv(ir.Mul(ir.Mul(X, ir.IntImm(65536)), ir.IntImm(65536)), ir.IntImm(65536))
    assert _ev(big, [0]).tolist() == [0]
    with pytest.raises(EvaluationError, match="int32 overflow"):
        _ev(big, [1, 2])


def test_int_min_divided_by_minus_one_and_abs_wrap():
    """``MIN // -1`` is undefined (division_overflow, as TVM's sdiv traps); ``abs`` wraps."""
    b = np.array([-128, 5, 0, 0, 0, 0], dtype=np.int8)
    minus1 = ir.IntImm(-1, INT8)
    for op, five in ((ir.FloorDiv, -5), (ir.TruncDiv, -5), (ir.FloorMod, 0), (ir.TruncMod, 0)):
        with pytest.raises(EvaluationError, match="division overflow"):
            _ev(op(B8[X], minus1), [0], {B8: b})
        assert _ev(op(B8[X], minus1), [1], {B8: b}).tolist() == [five]
    assert _ev(ir.Call("abs", (B8[X],), INT8), [0, 1], {B8: b}).tolist() == [-128, 5]


@pytest.mark.parametrize("dtype", [INT32, INT8])
def test_floor_and_trunc_division_with_negative_operands(dtype):
    a = np.arange(-7, 8)
    for d in (2, -2, 3, -3):
        n = ir.Cast(dtype, X) if dtype != INT32 else X
        c = ir.IntImm(d, dtype)
        assert _ev(ir.FloorDiv(n, c), a).tolist() == [x // d for x in a]
        assert _ev(ir.FloorMod(n, c), a).tolist() == [x % d for x in a]
        assert _ev(ir.TruncDiv(n, c), a).tolist() == [int(x / d) for x in a]
        assert _ev(ir.TruncMod(n, c), a).tolist() == [int(math.fmod(x, d)) for x in a]


def test_select_guards_an_out_of_bounds_load():
    b = np.arange(6, dtype=np.int8)
    guarded = ir.Select(ir.LT(X, ir.IntImm(6)), B8[X], ir.IntImm(-1, INT8))
    assert _ev(guarded, np.arange(9), {B8: b}).tolist() == [0, 1, 2, 3, 4, 5, -1, -1, -1]
    both = ir.And(ir.LT(X, ir.IntImm(6)), ir.GT(B8[X], ir.IntImm(2, INT8)))
    assert _ev(both, np.arange(8), {B8: b}).tolist() == [False] * 3 + [True] * 3 + [False] * 2
    either = ir.Or(ir.GE(X, ir.IntImm(6)), ir.GT(B8[X], ir.IntImm(2, INT8)))
    assert _ev(either, np.arange(8), {B8: b}).tolist() == [False] * 3 + [True] * 5


def test_selected_out_of_bounds_load_raises_naming_buffer_and_index():
    b = np.arange(6, dtype=np.int8)
    with pytest.raises(EvaluationError, match=r"B\[6\]"):
        _ev(B8[X], np.arange(8), {B8: b})
    wrong = ir.Select(ir.LT(X, ir.IntImm(7)), B8[X], ir.IntImm(0, INT8))
    with pytest.raises(EvaluationError, match=r"out-of-bounds access B\[6\].*x=6"):
        _ev(wrong, np.arange(8), {B8: b})


def test_division_by_zero_raises_unless_guarded():
    with pytest.raises(EvaluationError, match="division by zero"):
        _ev(ir.FloorMod(ir.IntImm(7), X), [1, 0, 2])
    guarded = ir.Select(ir.NE(X, ir.IntImm(0)), ir.TruncDiv(ir.IntImm(7), X), ir.IntImm(0))
    assert _ev(guarded, [1, 0, -2]).tolist() == [7, 0, -3]


def test_float_min_max_nan_and_signed_zero():
    a, b = ir.Var("a", FLOAT32), ir.Var("b", FLOAT32)
    nan = math.nan
    env = {a: np.array([nan, 1.0, 0.0, -0.0, -0.0], np.float32),
           b: np.array([1.0, nan, -0.0, 0.0, 0.0], np.float32)}
    mn = evaluate_array(ir.Min(a, b), env, {})
    mx = evaluate_array(ir.Max(a, b), env, {})
    # TVM's select(a < b, a, b) / select(a > b, a, b): b on a NaN or a tie (measured)
    assert mn[0] == 1.0 and np.isnan(mn[1]) and mx[0] == 1.0 and np.isnan(mx[1])
    assert [str(x) for x in mn[2:]] == ["-0.0", "0.0", "0.0"]     # -0.0 < 0.0 is False
    assert [str(x) for x in mx[2:]] == ["-0.0", "0.0", "0.0"]
    for expr in (ir.Min(a, b), ir.Max(a, b)):
        _agree_floats(expr, env)


def _agree_floats(expr, env):
    names = list(env)
    want = [interp.evaluate(expr, {v: float(env[v][k]) for v in names})
            for k in range(len(env[names[0]]))]
    _assert_same(evaluate_array(expr, env, {}), _expected(want, expr.dtype, (len(want),)), expr)


def test_float_cast_to_int_out_of_range_raises():
    f = ir.Var("f", FLOAT32)
    cast = ir.Cast(INT8, f)
    assert evaluate_array(cast, {f: np.array([-128.9, 127.9, -0.5], np.float32)}, {}).tolist() \
        == [-128, 127, 0]
    for bad in (128.0, math.nan, -math.inf):
        with pytest.raises(EvaluationError, match="out of range"):
            evaluate_array(cast, {f: np.array([1.0, bad], np.float32)}, {})


def test_broadcasting_scalars_and_errors():
    got = evaluate_array(ir.Add(I, ir.Mul(J, ir.IntImm(10))),
                         {I: np.arange(3)[:, None], J: np.arange(4)[None, :]}, {})
    assert got.shape == (3, 4) and got.dtype == np.int32 and got[2, 3] == 32
    assert evaluate_array(ir.Add(I, ir.IntImm(1)), {I: 4}, {}).shape == ()
    assert evaluate_array(ir.IntImm(5), {I: np.zeros((2, 3), int)}, {}).tolist() == [[5] * 3] * 2
    with pytest.raises(EvaluationError, match="no value for variable j"):
        evaluate_array(ir.Add(I, J), {I: 1}, {})
    with pytest.raises(EvaluationError, match="undef"):
        evaluate_array(ir.Undef(INT32), {}, {})
    with pytest.raises(EvaluationError, match="not in arrays"):
        evaluate_array(B8[I], {I: 0}, {})
    with pytest.raises(EvaluationError, match="shape"):
        evaluate_array(B8[I], {I: 0}, {B8: np.zeros(5, np.int8)})


def test_sqrt_and_casts_round_like_the_interpreter():
    f = ir.Var("f", FLOAT32)
    env = {f: np.array([2.0, -1.0, -0.0, math.inf, -math.inf, math.nan, 1e-40], np.float32)}
    for expr in (ir.Call("sqrt", (f,), FLOAT32), ir.Cast(FLOAT16, f),
                 ir.Call("abs", (f,), FLOAT32), ir.FloorMod(f, ir.FloatImm(0.75, FLOAT32))):
        _agree_floats(expr, env)
    big = ir.Var("n", INT64)
    for t in (FLOAT32, FLOAT16, FLOAT64):   # int64 -> float is correctly rounded
        values = [2**53 + 1, 2**60 + 2**36 + 1, -(2**62) - 1, 65519, 65520, 2049]
        want = [interp.evaluate(ir.Cast(t, big), {big: v}) for v in values]
        got = evaluate_array(ir.Cast(t, big), {big: np.array(values, np.int64)}, {})
        _assert_same(got, _expected(want, t, (len(values),)), t)


def test_index_operands_wrap_when_they_meet_values():
    """``x * 256`` is an int32 index expression (no wrap); its cast to int8 truncates (TVM's
    code), so compared with or selected against an int8 value, or cast to a float, it is the
    truncated value, as in the interpreter."""
    b = np.zeros(6, dtype=np.int8)
    scaled = ir.Cast(INT8, ir.Mul(X, ir.IntImm(256)))        # a cast to int8: truncates
    assert _ev(scaled, [1, 2]).tolist() == [0, 0]
    assert _ev(ir.EQ(B8[ir.IntImm(0)], scaled), [1, 2], {B8: b}).tolist() == [True, True]
    assert _ev(ir.EQ(ir.IntImm(0, INT8), scaled), [1, 2]).tolist() == [True, True]
    pick = ir.Select(ir.EQ(B8[ir.IntImm(0)], ir.IntImm(0, INT8)), scaled, ir.IntImm(1, INT8))
    assert _ev(ir.Add(ir.FloorDiv(pick, ir.IntImm(2, INT8)), ir.IntImm(0, INT8)), [1],
               {B8: b}).tolist() == [0]
    as_float = ir.Cast(FLOAT32, ir.Add(scaled, ir.IntImm(3, INT8)))
    assert _ev(as_float, [1]).tolist() == [3.0]    # int -> float wraps its operand (259)
    assert _ev(ir.Cast(FLOAT32, ir.Add(scaled, B8[ir.IntImm(0)])), [1], {B8: b}).tolist() == [0.0]
    for expr in (ir.EQ(B8[ir.IntImm(0)], scaled), as_float, pick):
        _agree(expr, {X: np.array([1, 2, 3])}, {B8: b})


def test_float_floor_division_uses_the_rounded_quotient():
    """float16 730 / 0.375 = 1946.67 rounds to 1947, so ``//`` is 1947 (TVM's lowering), not
    the exact floor 1946; ``%`` is then ``a - b * 1947`` with every step rounded."""
    a, b = ir.Var("a", FLOAT16), ir.Var("b", FLOAT16)
    env = {a: np.array([730.0, 1932.0, -7.5, 1.0], np.float16),
           b: np.array([0.375, 5.125, 2.0, -0.0], np.float16)}
    assert evaluate_array(ir.FloorDiv(a, b), env, {})[0] == 1947.0
    for expr in (ir.FloorDiv(a, b), ir.FloorMod(a, b), ir.TruncMod(a, b)):
        _agree_floats(expr, env)


def test_unsigned_round_and_abs_as_the_interpreter():
    """uint64 index arithmetic past 2**63 (held in uint64), a narrowing index cast, ``T.round``
    (a tie to even) and ``T.abs`` of a 32-bit minimum (poison: an error here)."""
    u = ir.Var("u", UINT64)
    big = ir.FloorDiv(ir.Add(u, ir.IntImm(5, UINT64)), ir.IntImm(3, UINT64))
    got = evaluate_array(big, {u: np.array([2**64 - 10, 7], dtype=np.uint64)}, {})
    assert got.tolist() == [(2**64 - 5) // 3, 4]
    assert interp.evaluate(big, {u: 2**64 - 10}) == (2**64 - 5) // 3
    narrow = ir.Cast(UINT32, ir.Sub(X, ir.IntImm(2)))
    assert _ev(narrow, [0, 5]).tolist() == [2**32 - 2, 3]
    f = ir.Var("f", FLOAT32)
    rounded = evaluate_array(ir.Call("round", (f,), FLOAT32),
                             {f: np.array([0.5, 1.5, 2.5, -0.5], np.float32)}, {})
    assert rounded.tolist() == [0.0, 2.0, 2.0, -0.0] and np.signbit(rounded[3])
    with pytest.raises(EvaluationError, match="overflow"):
        _ev(ir.Call("abs", (X,), INT32), [-2**31])
