"""The code generator (``verirw.codegen``): compiled kernels against the reference interpreter.

Most tests compile a small TVMScript program with ``build(prepare(f))``, run it and the
interpreter (``verirw.run``) on the same inputs, and require the same outputs — bit-exact for
floats in IEEE mode (signed zeros included; NaN matches any NaN) — or the same error kind.
"""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

import verirw
from verirw import ir
from verirw.cli import main
from verirw.codegen import BuildError, build, prepare
from verirw.codegen import kernel as kernel_module
from verirw.codegen import lower
from verirw.errors import ArgumentError, ExecutionError
from verirw.testing.native import check_codegen, compiled_differences
from verirw.testing.strategies import prim_funcs

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "tests" / "conformance" / "examples").glob("*.py"))

INT32_MIN, INT32_MAX = -2**31, 2**31 - 1


# ----------------------------------------------------------------------------- helpers


def parse(text: str) -> ir.PrimFunc:
    return verirw.parse(textwrap.dedent(text))


def _physical_args(g: ir.PrimFunc, inputs: dict) -> dict:
    """``inputs`` (logical shapes) reshaped to ``g``'s physical buffers, as fresh copies."""
    args = {}
    for name, value in inputs.items():
        if isinstance(value, np.ndarray):
            shape = tuple(int(d.value) if isinstance(d, ir.IntImm) else -1
                          for d in g.buffers[name].shape)
            args[name] = np.array(value, copy=True).reshape(shape if -1 not in shape else -1)
        else:
            args[name] = value
    return args


def _same_bits(expected: np.ndarray, got: np.ndarray) -> np.ndarray:
    if expected.dtype.kind != "f":
        return expected == got
    unsigned = f"u{expected.itemsize}"
    return (expected.view(unsigned) == got.view(unsigned)) | (np.isnan(expected) & np.isnan(got))


def run_both(text, inputs: dict, *, float_mode=None, bounds_check=False, **scalars):
    """(interpreter result or its ExecutionError, compiled arrays or the kernel's ExecutionError).
    Compiled arrays come back in the logical shapes of ``inputs``. ``text`` may be a PrimFunc
    (an IR the parser refuses to spell, as TVM's does)."""
    f = parse(text) if isinstance(text, str) else text
    g = prepare(f)
    kernel = build(g, float_mode=float_mode, bounds_check=bounds_check)
    try:
        ref = verirw.run(f, **{k: (v.copy() if isinstance(v, np.ndarray) else v)
                               for k, v in inputs.items()}, **scalars)
    except ExecutionError as e:
        ref = e
    args = _physical_args(g, inputs)
    try:
        kernel(**args, **scalars)
        got = {k: v.reshape(np.shape(inputs[k])) for k, v in args.items()
               if isinstance(v, np.ndarray)}
    except ExecutionError as e:
        got = e
    return ref, got


def compile_and_compare(text: str, inputs: dict, *, float_mode=None, bounds_check=False,
                        **scalars) -> dict:
    """Compile ``text``, run it and the interpreter on ``inputs``; every element the
    interpreter defines must agree (bit-exact). Returns the compiled outputs."""
    ref, got = run_both(text, inputs, float_mode=float_mode, bounds_check=bounds_check, **scalars)
    assert not isinstance(ref, ExecutionError), f"interpreter failed: {ref}"
    assert not isinstance(got, ExecutionError), f"kernel failed: {got}"
    for name, expected in ref.arrays.items():
        ok = _same_bits(expected, got[name]) | ~ref.defined[name]
        assert ok.all(), (f"{name}: interpreter {expected[~ok]!r}, compiled {got[name][~ok]!r} "
                          f"at {np.argwhere(~ok).tolist()}")
    return got


def compare_errors(text: str, inputs: dict, *, bounds_check=False, **scalars) -> ExecutionError:
    """Both engines must fail with the same kind; returns the kernel's error."""
    ref, got = run_both(text, inputs, bounds_check=bounds_check, **scalars)
    assert isinstance(ref, ExecutionError), "the interpreter did not fail"
    assert isinstance(got, ExecutionError), "the kernel did not fail"
    assert got.kind == ref.kind, (got.kind, ref.kind)
    return got


def wrap(value: int, bits: int = 32) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def _functions(item):
    return list(item.functions) if isinstance(item, ir.IRModule) else [item]


def _scalars(f: ir.PrimFunc) -> dict:
    return {p.name: 3 for p in f.scalar_params}


@pytest.fixture
def clean_cache():
    """Kernels compiled under a monkeypatched lowering must not outlive the test."""
    kernel_module._CACHE.clear()
    yield
    kernel_module._CACHE.clear()


# ----------------------------------------------------------------------------- 1. conformance


def _accepted(path: Path) -> list[ir.PrimFunc] | None:
    try:
        items = verirw.parse_all(path.read_text(), filename=path.name)
    except verirw.ScriptError:
        return None
    return [f for item in items for f in _functions(item)]


#: the examples the parser accepts (the others are RFC defects, rejected in test_conformance)
ACCEPTED = [path for path in EXAMPLES if _accepted(path) is not None]


@pytest.mark.parametrize("path", ACCEPTED, ids=lambda p: p.stem)
def test_conformance_example_compiles_and_agrees(path: Path):
    funcs = _accepted(path)
    assert funcs
    for f in funcs:
        kernel = build(prepare(f))
        assert kernel.name == f.name
        assert compiled_differences(f, scalars=_scalars(f)) is None, f.name


def test_conformance_covers_enough_functions():
    """The parametrized test above cannot pass vacuously: it compiles at least 80 functions."""
    assert sum(len(_accepted(path)) for path in ACCEPTED) >= 80


# ----------------------------------------------------------------------------- 2. property


@settings(max_examples=150, deadline=None, database=None)
@given(prim_funcs(max_depth=3), st.integers(0, 255))
def test_generated_programs_compile_like_the_interpreter(f, choice):
    assert check_codegen(f, choice) == "agree"


# ----------------------------------------------------------------------------- 3. planted bugs

_PLANT_INT = """
@T.prim_func
def f(A: T.Buffer((32,), "int32"), B: T.Buffer((32,), "int32"), C: T.Buffer((32,), "int32")):
    for i in range(32):
        B[i] = A[i] // 3
        C[i] = A[i] % 5
"""
_PLANT_FLOAT = """
@T.prim_func
def f(A: T.Buffer((32,), "float32"), B: T.Buffer((32,), "float32"), C: T.Buffer((32,), "float32")):
    for i in range(32):
        C[i] = T.min(A[i], B[i])
"""


def _plant_store_plus_one(monkeypatch):
    real = lower._Emitter.stored

    def stored(self, e, dtype):
        v = real(self, e, dtype)
        return self.b.add(v, lower.ll.Constant(v.type, 1)) if dtype.is_int else v
    monkeypatch.setattr(lower._Emitter, "stored", stored)


def _plant_floor_as_trunc(monkeypatch):
    real = lower._Emitter._int_div

    def int_div(self, e, a, b, ty, *, signed):
        if isinstance(e, ir.FloorDiv):
            e = ir.TruncDiv(e.a, e.b)
        elif isinstance(e, ir.FloorMod):
            e = ir.TruncMod(e.a, e.b)
        return real(self, e, a, b, ty, signed=signed)
    monkeypatch.setattr(lower._Emitter, "_int_div", int_div)


def _plant_float_min_is_max(monkeypatch):
    real = lower._Emitter._float_binary

    def float_binary(self, e, a, b):
        if isinstance(e, ir.Min):
            e = ir.Max(e.a, e.b)
        return real(self, e, a, b)
    monkeypatch.setattr(lower._Emitter, "_float_binary", float_binary)


@pytest.mark.parametrize("plant, program", [
    (_plant_store_plus_one, _PLANT_INT),
    (_plant_floor_as_trunc, _PLANT_INT),
    (_plant_float_min_is_max, _PLANT_FLOAT),
], ids=["store-plus-one", "floor-as-trunc", "float-min-is-max"])
def test_harness_catches_a_planted_bug(plant, program, monkeypatch, clean_cache):
    f = parse(program)
    assert compiled_differences(f) is None          # the real code generator agrees
    kernel_module._CACHE.clear()
    plant(monkeypatch)
    found = compiled_differences(f)
    assert found is not None and "in the interpreter" in found, found


# ----------------------------------------------------------------------------- 4. semantics

_DIVIDENDS = np.array([-7, -6, -5, -1, 0, 1, 5, 6, 7, INT32_MIN, INT32_MAX, -8], np.int32)


def _expected_div(op: str, a: int, d: int) -> int:
    q_floor = a // d
    q_trunc = abs(a) // abs(d) * (1 if (a >= 0) == (d > 0) else -1)
    return wrap({"floordiv": q_floor, "floormod": a - d * q_floor,
                 "truncdiv": q_trunc, "truncmod": a - d * q_trunc}[op])


@pytest.mark.parametrize("op", ["floordiv", "floormod", "truncdiv", "truncmod"])
@pytest.mark.parametrize("d", [3, -3, 2, -2, 1, -1])
@pytest.mark.parametrize("divisor", ["constant", "scalar"])
def test_integer_division_of_values(op, d, divisor):
    den = str(d) if divisor == "constant" else "d"
    text = f"""
    @T.prim_func
    def f(A: T.Buffer((12,), "int32"), B: T.Buffer((12,), "int32"), d: T.int32):
        for i in range(12):
            B[i] = T.{op}(A[i], {den})
    """
    # INT32_MIN / -1 is undefined (test_int_min_divided_by_minus_one_is_undefined)
    a = _DIVIDENDS if d != -1 else np.where(_DIVIDENDS == INT32_MIN, -9, _DIVIDENDS)
    got = compile_and_compare(text, dict(A=a, B=np.zeros(12, np.int32)), d=d)
    assert got["B"].tolist() == [_expected_div(op, int(x), d) for x in a]


@pytest.mark.parametrize("op", ["floordiv", "floormod", "truncdiv", "truncmod"])
@pytest.mark.parametrize("d", [3, -3, -1, 7])
def test_integer_division_of_indices(op, d):
    text = f"""
    @T.prim_func
    def f(B: T.Buffer((16,), "int32"), C: T.Buffer((16,), "int32"), d: T.int32):
        for i in range(16):
            B[i] = T.{op}(i - 8, d)
            C[i] = T.{op}(i - 8, {d})
    """
    got = compile_and_compare(text, dict(B=np.zeros(16, np.int32), C=np.zeros(16, np.int32)), d=d)
    expected = [_expected_div(op, i - 8, d) for i in range(16)]
    assert got["B"].tolist() == expected and got["C"].tolist() == expected


def test_python_operators_are_floor_division_and_modulo():
    text = """
    @T.prim_func
    def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32"), C: T.Buffer((4,), "int32")):
        for i in range(4):
            B[i] = A[i] // -4
            C[i] = A[i] % -4
    """
    a = np.array([-7, 7, -8, 1], np.int32)
    got = compile_and_compare(text, dict(A=a, B=np.zeros(4, np.int32), C=np.zeros(4, np.int32)))
    assert got["B"].tolist() == [1, -2, 2, -1] and got["C"].tolist() == [-3, -1, 0, -3]


def test_int32_value_arithmetic_wraps():
    text = """
    @T.prim_func
    def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32"), C: T.Buffer((4,), "int32")):
        for i in range(4):
            B[i] = A[i] * 65536 * 65536
            C[i] = A[i] * 100000 * 100000 + A[i]
    """
    a = np.array([1, -3, 7, INT32_MAX], np.int32)
    got = compile_and_compare(text, dict(A=a, B=np.zeros(4, np.int32), C=np.zeros(4, np.int32)))
    assert got["B"].tolist() == [0, 0, 0, 0]
    assert got["C"].tolist() == [wrap(int(x) * 10**10 + int(x)) for x in a]


def test_int_min_divided_by_minus_one_is_undefined():
    """``MIN // -1`` and ``MIN % -1`` are undefined, as in TVM's code (sdiv/srem trap): both
    engines stop with division_overflow; other dividends divide by -1 normally."""
    text = """
    @T.prim_func
    def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32"), C: T.Buffer((4,), "int32"),
          d: T.int32):
        for i in range(4):
            B[i] = A[i] // d
            C[i] = A[i] % d
    """
    a = np.array([INT32_MIN + 1, -3, 7, INT32_MAX], np.int32)
    got = compile_and_compare(text, dict(A=a, B=np.zeros(4, np.int32), C=np.zeros(4, np.int32)),
                              d=-1)
    assert got["B"].tolist() == [INT32_MAX, 3, -7, -INT32_MAX]
    assert got["C"].tolist() == [0, 0, 0, 0]
    a[2] = INT32_MIN
    err = compare_errors(text, dict(A=a, B=np.zeros(4, np.int32), C=np.zeros(4, np.int32)), d=-1)
    assert err.kind == "division_overflow"


def test_index_arithmetic_is_exact_then_wraps_when_stored():
    """int32 index expressions are mathematical integers; only the store wraps. A cast to int8
    truncates first (TVM's code)."""
    text = """
    @T.prim_func
    def f(B: T.Buffer((4,), "int32"), C: T.Buffer((4,), "int8"), D: T.Buffer((4,), "float32"),
          n: T.int32):
        for i in range(4):
            B[i] = i * n // 3
            C[i] = T.Cast("int8", i * 100) // 3
            D[i] = T.Cast("float32", i * n)
    """
    got = compile_and_compare(text, dict(B=np.zeros(4, np.int32), C=np.zeros(4, np.int8),
                                         D=np.zeros(4, np.float32)), n=2**30)
    assert got["B"].tolist() == [wrap(i * 2**30 // 3) for i in range(4)]
    assert got["C"].tolist() == [wrap(wrap(i * 100, 8) // 3, 8) for i in range(4)]


def test_uint8_arithmetic_wraps():
    text = """
    @T.prim_func
    def f(A: T.Buffer((4,), "uint8"), B: T.Buffer((4,), "uint8"), C: T.Buffer((4,), "uint8"),
          D: T.Buffer((4,), "uint8"), E: T.Buffer((4,), "int32"), s: T.uint8):
        for i in range(4):
            B[i] = A[i] + s
            C[i] = A[i] - s
            D[i] = A[i] * s // T.uint8(3) + T.min(A[i], s) + T.max(A[i], s) % T.uint8(7)
            E[i] = T.if_then_else(A[i] < s, 1, 0) + T.Cast("int32", A[i])
    """
    a = np.array([0, 1, 200, 255], np.uint8)
    z = lambda dt="uint8": np.zeros(4, dt)                          # noqa: E731
    got = compile_and_compare(text, dict(A=a, B=z(), C=z(), D=z(), E=z("int32")), s=250)
    assert got["B"].tolist() == [(int(x) + 250) % 256 for x in a]
    assert got["C"].tolist() == [(int(x) - 250) % 256 for x in a]
    assert got["E"].tolist() == [1, 2, 201, 255]


@pytest.mark.parametrize("dtype", ["int8", "int16", "int32", "int64", "uint8"])
def test_integer_dtypes_buffers_and_scalars(dtype):
    info = np.iinfo(dtype)
    text = f"""
    @T.prim_func
    def f(A: T.Buffer((6,), "{dtype}"), B: T.Buffer((6,), "{dtype}"), C: T.Buffer((6,), "{dtype}"),
          D: T.Buffer((6,), "int64"), s: T.{dtype}):
        for i in range(6):
            B[i] = A[i] * A[i] + s
            C[i] = A[i] // s - T.max(A[i], s) % s
            D[i] = T.Cast("int64", A[i]) - T.Cast("int64", s) * 3
    """
    a = np.array([info.min, info.min + 1, 0, 1, info.max - 1, info.max], dtype)
    for s in (info.max, 3, info.min if info.min else 1):
        compile_and_compare(text, dict(A=a, B=np.zeros(6, dtype), C=np.zeros(6, dtype),
                                       D=np.zeros(6, np.int64)), s=s)


def _placeholders(text: str, swap: dict):
    """``text`` parsed, every operation of a class in ``swap`` rebuilt as its value there: the
    IR of what TVM's parser (and verirw's) refuses to read — float ``//`` and ``%``, a
    division by a literal zero — which engines still give a meaning."""
    from verirw.visit import transform
    return transform(parse(text), lambda n: swap[type(n)](n.a, n.b) if type(n) in swap else n)


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"])
def test_float_dtypes_buffers_and_scalars(dtype):
    # C[i] = A[i] // s and D[i] = A[i] % s: float floor division and modulo (IR only)
    text = _placeholders(f"""
    @T.prim_func
    def f(A: T.Buffer((8,), "{dtype}"), B: T.Buffer((8,), "{dtype}"), C: T.Buffer((8,), "{dtype}"),
          D: T.Buffer((8,), "{dtype}"), s: T.{dtype}):
        for i in range(8):
            B[i] = A[i] * s + A[i] / s - T.{dtype}(0.1)
            C[i] = T.min(A[i], s)
            D[i] = T.max(A[i], s)
    """, {ir.Min: ir.FloorDiv, ir.Max: ir.FloorMod})
    a = np.array([0.5, -1.25, 3.0, 100.0, -0.0, 7.75, 1e3, -3.3], dtype)
    z = lambda: np.zeros(8, dtype)                                  # noqa: E731
    for s in (1.5, -0.75, 0.1):
        compile_and_compare(text, dict(A=a, B=z(), C=z(), D=z()), s=float(np.dtype(dtype).type(s)))


def test_bool_buffers_and_scalars():
    text = """
    @T.prim_func
    def f(A: T.Buffer((4,), "bool"), B: T.Buffer((4,), "int32"), C: T.Buffer((4,), "bool"),
          D: T.Buffer((4,), "float32"), flag: T.bool):
        for i in range(4):
            B[i] = T.Cast("int32", A[i]) + T.Cast("int32", flag) * 10
            C[i] = T.Cast("bool", B[i] - 1) and not A[i] or flag
            D[i] = T.Cast("float32", A[i])
    """
    a = np.array([0, 1, 1, 0], bool)
    for flag in (False, True):
        got = compile_and_compare(text, dict(A=a, B=np.zeros(4, np.int32), C=np.zeros(4, bool),
                                             D=np.zeros(4, np.float32)), flag=flag)
        assert got["B"].tolist() == [int(x) + 10 * flag for x in a]
        assert got["D"].tolist() == [float(x) for x in a]


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"])
def test_float_min_max_nan_and_signed_zero_are_bit_exact(dtype):
    text = f"""
    @T.prim_func
    def f(A: T.Buffer((8,), "{dtype}"), B: T.Buffer((8,), "{dtype}"), C: T.Buffer((8,), "{dtype}"),
          D: T.Buffer((8,), "{dtype}"), E: T.Buffer((8,), "{dtype}"), F: T.Buffer((8,), "{dtype}"),
          s: T.{dtype}):
        for i in range(8):
            C[i] = T.min(A[i], B[i])
            D[i] = T.max(A[i], B[i])
            E[i] = T.min(A[i], s)
            F[i] = T.max(s, A[i]) + B[i] * T.{dtype}(0)
    """
    nan = np.nan
    a = np.array([nan, 1.0, -0.0, 0.0, nan, -0.0, np.inf, -np.inf], dtype)
    b = np.array([1.0, nan, 0.0, -0.0, nan, -0.0, nan, 0.0], dtype)
    z = lambda: np.zeros(8, dtype)                                  # noqa: E731
    for s in (-0.0, 0.0, nan):
        got = compile_and_compare(text, dict(A=a, B=b, C=z(), D=z(), E=z(), F=z()), s=s)
        c = got["C"]
        # min = select(a < b, a, b) (TVM's code): a NaN or a tie of zeros gives b
        assert c[0] == 1.0 and np.isnan(c[1])
        assert not np.signbit(c[2]) and np.signbit(c[3])
        d = got["D"]     # max = select(a > b, a, b)
        assert d[0] == 1.0 and np.isnan(d[1])
        assert not np.signbit(d[2]) and np.signbit(d[3])


def test_casts_float_int_bool():
    text = """
    @T.prim_func
    def f(A: T.Buffer((4,), "float32"), I: T.Buffer((4,), "int32"), C: T.Buffer((4,), "int8"),
          D: T.Buffer((4,), "int64"), E: T.Buffer((4,), "bool"), F: T.Buffer((4,), "float64"),
          G: T.Buffer((4,), "float16"), H: T.Buffer((4,), "int32")):
        for i in range(4):
            C[i] = T.Cast("int8", A[i])
            D[i] = T.Cast("int64", A[i] * T.float32(1000))
            E[i] = T.Cast("bool", A[i])
            F[i] = T.Cast("float64", I[i]) + T.Cast("float64", A[i])
            G[i] = T.Cast("float16", I[i]) + T.Cast("float16", A[i])
            H[i] = T.Cast("int32", E[i]) + T.Cast("int32", I[i] != 0)
    """
    a = np.array([-7.9, 0.0, 7.9, -0.0], np.float32)
    i = np.array([16777217, -3, 0, 70000], np.int32)
    got = compile_and_compare(text, dict(
        A=a, I=i, C=np.zeros(4, np.int8), D=np.zeros(4, np.int64), E=np.zeros(4, bool),
        F=np.zeros(4), G=np.zeros(4, np.float16), H=np.zeros(4, np.int32)))
    assert got["C"].tolist() == [-7, 0, 7, 0]                     # truncation toward zero
    assert got["E"].tolist() == [True, False, True, False]
    assert got["H"].tolist() == [2, 1, 1, 1]


def test_guarded_out_of_bounds_load_is_never_executed():
    text = """
    @T.prim_func
    def f(A: T.Buffer((8,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
        for i in range(16):
            B[i] = T.if_then_else(i < n, A[i], -1)
    """
    inputs = dict(A=np.arange(8, dtype=np.int32) + 10, B=np.zeros(16, np.int32))
    got = compile_and_compare(text, inputs, bounds_check=True, n=8)
    assert got["B"].tolist() == list(range(10, 18)) + [-1] * 8
    # the check is live: a guard that lets one access through is caught, like the interpreter
    assert "A[i]" in str(compare_errors(text, inputs, bounds_check=True, n=9))


def test_short_circuit_and_or_guard_loads():
    text = """
    @T.prim_func
    def f(A: T.Buffer((8,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
        for i in range(16):
            if i < n and A[i] > 2:
                B[i] = 1
            if i >= n or A[i] < 4:
                B[i] = B[i] + 10
    """
    inputs = dict(A=np.arange(8, dtype=np.int32), B=np.zeros(16, np.int32))
    got = compile_and_compare(text, inputs, bounds_check=True, n=8)
    assert got["B"].tolist() == [10, 10, 10, 11, 1, 1, 1, 1] + [10] * 8
    assert compare_errors(text, inputs, bounds_check=True, n=10).kind == "out_of_bounds"


def test_let_statements_in_loops():
    text = """
    @T.prim_func
    def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "float32")):
        for i in range(8):
            x = A[i] * 3
            y = i * 2 - 7
            c = i < 3
            z = T.abs(x - y)
            B[i] = z + T.Cast("int32", c)
            w = T.Cast("float32", x) * T.float32(0.5)
            C[i] = T.max(w, T.Cast("float32", y)) - T.min(w, T.float32(-0.0))
    """
    a = np.arange(8, dtype=np.int32) - 4
    got = compile_and_compare(text, dict(A=a, B=np.zeros(8, np.int32), C=np.zeros(8, np.float32)))
    assert got["B"].tolist() == [abs(3 * int(x) - (2 * i - 7)) + (i < 3) for i, x in enumerate(a)]


@pytest.mark.parametrize("dtype", ["float16", "float32", "float64"])
def test_abs_and_sqrt(dtype):
    text = f"""
    @T.prim_func
    def f(A: T.Buffer((6,), "{dtype}"), I: T.Buffer((6,), "int32"), B: T.Buffer((6,), "{dtype}"),
          C: T.Buffer((6,), "{dtype}"), J: T.Buffer((6,), "int32")):
        for i in range(6):
            B[i] = T.abs(A[i])
            C[i] = T.sqrt(A[i])
            J[i] = T.abs(I[i])
    """
    a = np.array([-2.25, 2.0, -0.0, 0.0, -1.0, np.inf], dtype)
    got = compile_and_compare(text, dict(
        A=a, I=np.array([INT32_MIN, -5, 0, 7, -1, INT32_MAX], np.int32),
        B=np.zeros(6, dtype), C=np.zeros(6, dtype), J=np.zeros(6, np.int32)))
    assert not np.signbit(got["B"][2]) and np.signbit(got["C"][2])   # |-0| = 0, sqrt(-0) = -0
    assert np.isnan(got["C"][4])
    assert got["J"].tolist() == [INT32_MIN, 5, 0, 7, 1, INT32_MAX]


# ----------------------------------------------------------------------------- 5. division by zero

_DIV_BY_SCALAR = """
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32"),
      d: T.int32):
    for i in range(8):
        B[i] = A[i] // d
        C[i] = i % d
"""


def test_division_by_zero_raises_and_the_process_survives():
    inputs = dict(A=np.arange(8, dtype=np.int32), B=np.zeros(8, np.int32),
                  C=np.zeros(8, np.int32))
    err = compare_errors(_DIV_BY_SCALAR, inputs, d=0)
    assert err.kind == "division_by_zero" and "A[i] // d" in str(err)
    # the same kernel keeps working afterwards
    got = compile_and_compare(_DIV_BY_SCALAR, inputs, d=2)
    assert got["B"].tolist() == [x // 2 for x in range(8)]
    assert "division_by_zero" in {s.kind for s in build(prepare(parse(_DIV_BY_SCALAR))).sites}


def test_division_by_zero_in_an_index_expression():
    text = """
    @T.prim_func
    def f(B: T.Buffer((8,), "int32"), d: T.int32):
        for i in range(8):
            B[i] = i % d
    """
    assert compare_errors(text, dict(B=np.zeros(8, np.int32)), d=0).kind == "division_by_zero"


def test_guarded_division_by_zero_is_not_executed():
    # B[i] = A[i] // 0 under d > 100: a literal zero divisor (IR only: the parser refuses it)
    text = _placeholders("""
    @T.prim_func
    def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), d: T.int32):
        for i in range(8):
            B[T.if_then_else(d != 0, 7 // d, i)] = A[i] + T.if_then_else(d == 0, 0, A[i] % d)
            if d == 0 or 10 // d > 2:
                B[i] = B[i] + 100
            if d > 100:
                B[i] = T.min(A[i], 0)
    """, {ir.Min: ir.FloorDiv})
    for d in (0, 3):
        compile_and_compare(text, dict(A=np.arange(8, dtype=np.int32), B=np.zeros(8, np.int32)),
                            d=d)


# ----------------------------------------------------------------------------- 6. bounds checks

_SHIFTED_READ = """
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), k: T.int32):
    for i in range(8):
        B[i] = A[i + k]
"""


@pytest.mark.parametrize("k", [1, -1, 100])
def test_bounds_check_reports_out_of_bounds_reads(k):
    inputs = dict(A=np.arange(8, dtype=np.int32), B=np.zeros(8, np.int32))
    err = compare_errors(_SHIFTED_READ, inputs, bounds_check=True, k=k)
    assert err.kind == "out_of_bounds"
    assert "A[i + k]" in str(err)


def test_bounds_check_passes_in_bounds_programs():
    inputs = dict(A=np.arange(8, dtype=np.int32), B=np.zeros(8, np.int32))
    got = compile_and_compare(_SHIFTED_READ, inputs, bounds_check=True, k=0)
    assert got["B"].tolist() == list(range(8))
    kernel = build(prepare(parse(_SHIFTED_READ)), bounds_check=True)
    assert {s.kind for s in kernel.sites} == {"out_of_bounds"}
    assert build(prepare(parse(_SHIFTED_READ))).sites == ()


def test_bounds_check_names_the_written_buffer():
    text = """
    @T.prim_func
    def f(A: T.Buffer((8,), "int32"), Out: T.Buffer((8,), "int32"), k: T.int32):
        for i in range(8):
            Out[i + k] = A[i]
    """
    err = compare_errors(text, dict(A=np.arange(8, dtype=np.int32), Out=np.zeros(8, np.int32)),
                         bounds_check=True, k=3)
    assert err.kind == "out_of_bounds" and "Out[" in str(err)


# ----------------------------------------------------------------------------- 7. arguments

_ARGS = """
@T.prim_func
def f(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), s: T.int8):
    for i, j in T.grid(4, 4):
        B[i, j] = A[i, j] + T.Cast("int32", s)
"""


def _read_only(a):
    a = a.copy()
    a.flags.writeable = False
    return a


_A16 = np.arange(16, dtype=np.int32)
_SHARED = np.zeros(40, np.int32)


@pytest.mark.parametrize("kwargs, fragments", [
    (dict(A=_A16.astype(np.int64), s=1), ["buffer A", "expected dtype int32", "int64"]),
    (dict(A=_A16.reshape(4, 4).T, s=1), ["buffer A", "expected shape (16,)",
                                         "ascontiguousarray"]),
    (dict(A=_A16[:8], s=1), ["buffer A", "expected shape (16,)", "(8,)"]),
    (dict(A=np.arange(32, dtype=np.int32)[::2], s=1), ["buffer A", "contiguous"]),
    (dict(A=[0] * 16, s=1), ["buffer A", "numpy array"]),
    (dict(A="OUT", s=1), ["share memory", "A", "B"]),
    (dict(A=_SHARED[:16], B=_SHARED[10:26], s=1), ["share memory"]),
    (dict(A=_A16, B=_read_only(np.zeros(16, np.int32)), s=1), ["buffer B", "read-only"]),
    (dict(A=_A16, B="MISSING", s=1), ["missing buffer argument B"]),
    (dict(A=_A16), ["missing scalar argument s"]),
    (dict(A=_A16, s=1, C=3), ["unknown argument", "C"]),
    (dict(A=_A16, s=128), ["argument s", "128", "out of range", "int8"]),
    (dict(A=_A16, s=-129), ["argument s", "-129", "out of range"]),
    (dict(A=_A16, s=1.5), ["argument s", "1.5"]),
], ids=["dtype", "logical-not-contiguous", "shape", "non-contiguous", "not-an-array",
        "same-array", "overlapping-views", "read-only-output", "missing-buffer", "missing-scalar",
        "unknown", "scalar-too-large", "scalar-too-small", "scalar-not-integer"])
def test_argument_errors(kwargs, fragments):
    kernel = build(prepare(parse(_ARGS)))
    out = np.zeros(16, np.int32)
    kwargs = {"B": out, **kwargs}                      # B: the output array unless given
    kwargs = {k: out if isinstance(v, str) and v == "OUT" else v for k, v in kwargs.items()
              if not (isinstance(v, str) and v == "MISSING")}
    with pytest.raises(ArgumentError) as info:
        kernel(**kwargs)
    for fragment in fragments:
        assert fragment in str(info.value), str(info.value)
    assert not out.any()                                # nothing ran


def test_logical_shape_arrays_are_viewed_not_copied():
    """The (4, 4) arrays of the function before ``flatten`` work as well as (16,) ones, as with
    TVM's runtime: viewed, so the kernel writes into the caller's array."""
    kernel = build(prepare(parse(_ARGS)))
    a = _A16.reshape(4, 4)
    b = np.zeros((4, 4), np.int32)
    kernel(A=a, B=b, s=3)
    assert np.array_equal(b, a + 3)
    flat = np.zeros(16, np.int32)
    kernel(A=_A16, B=flat, s=3)
    assert np.array_equal(flat.reshape(4, 4), b)


def test_read_only_inputs_are_accepted():
    kernel = build(prepare(parse(_ARGS)))
    out = np.zeros(16, np.int32)
    kernel(A=_read_only(_A16), B=out, s=2)
    assert out.tolist() == [x + 2 for x in range(16)]


# ----------------------------------------------------------------------------- 8. rank 2

_RANK2 = """
@T.prim_func
def f(A: T.Buffer((2, 3, 4, 5), "float32", axis_separators=[2]),
      B: T.Buffer((2, 3, 4, 5), "float32", axis_separators=[2])):
    for n, c, h, w in T.grid(2, 3, 4, 5):
        B[n, c, h, w] = A[n, c, h, w] * T.float32(2) + A[1 - n, 2 - c, 3 - h, 4 - w]
"""


@pytest.mark.parametrize("bounds_check", [False, True])
def test_rank_2_physical_buffers_with_padded_rows(bounds_check):
    f = parse(_RANK2)
    g = prepare(f)
    shapes = {name: tuple(int(d.value) for d in buf.shape) for name, buf in g.buffers.items()}
    assert shapes == {"A": (6, 20), "B": (6, 20)}
    assert g.buffers["A"].axis_separators == (1,)
    kernel = build(g, bounds_check=bounds_check)
    assert "A_row_stride" in kernel.llvm_ir

    a = np.random.default_rng(0).integers(-32, 32, size=(2, 3, 4, 5)).astype(np.float32) / 8
    big_a = np.full((6, 23), -99.0, np.float32)
    big_a[:, :20] = a.reshape(6, 20)
    big_b = np.full((6, 27), 7.5, np.float32)
    kernel(A=big_a[:, :20], B=big_b[:, :20])

    ref = verirw.run(f, A=a.copy(), B=np.zeros_like(a))
    assert np.array_equal(big_b[:, :20], ref.arrays["B"].reshape(6, 20))
    assert (big_b[:, 20:] == 7.5).all()                 # the padding columns are untouched
    assert (big_a[:, 20:] == -99.0).all()


def test_rank_2_buffers_refuse_bad_row_layouts():
    kernel = build(prepare(parse(_RANK2)))
    b = np.zeros((6, 20), np.float32)
    with pytest.raises(ArgumentError, match="rows must be contiguous"):
        kernel(A=np.zeros((6, 40), np.float32)[:, ::2], B=b)
    with pytest.raises(ArgumentError, match="row stride"):
        kernel(A=np.zeros((12, 20), np.float32)[::-2], B=b)


def test_rank_2_allocation():
    text = """
    @T.prim_func
    def f(A: T.Buffer((6, 8), "int32"), B: T.Buffer((6, 8), "int32")):
        C = T.alloc_buffer((6, 8), "int32", axis_separators=[1])
        for i, j in T.grid(6, 8):
            C[i, j] = A[i, j] * 3
        for i, j in T.grid(6, 8):
            B[i, j] = C[5 - i, 7 - j]
    """
    a = np.arange(48, dtype=np.int32).reshape(6, 8)
    got = compile_and_compare(text, dict(A=a, B=np.zeros((6, 8), np.int32)), bounds_check=True)
    assert np.array_equal(got["B"], a[::-1, ::-1] * 3)


# ----------------------------------------------------------------------------- 9. refusals


def test_unflattened_buffers_are_refused():
    f = parse("""
    @T.prim_func
    def f(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
        for i, j in T.grid(4, 4):
            B[i, j] = A[i, j]
    """)
    with pytest.raises(BuildError, match="flatten") as info:
        build(f)
    assert "buffer A" in str(info.value)
    build(prepare(f))                                    # after flattening it compiles


def test_rank_3_physical_buffers_are_refused():
    f = parse("""
    @T.prim_func
    def f(A: T.Buffer((2, 3, 4), "int32", axis_separators=[1, 2]), B: T.Buffer((24,), "int32")):
        for i, j, k in T.grid(2, 3, 4):
            B[i * 12 + j * 4 + k] = A[i, j, k]
    """)
    with pytest.raises(BuildError, match="rank 1 or 2"):
        build(prepare(f))


def test_undef_in_a_stored_value_is_refused():
    f = parse("""
    @T.prim_func
    def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32")):
        for i in range(4):
            B[i] = A[i] + T.undef()
    """)
    with pytest.raises(BuildError, match="undef"):
        build(f)                                         # not lowered
    # remove_store_undef drops the store (it stores an undefined value): nothing is left to do
    kernel = build(prepare(f))
    b = np.full(4, 5, np.int32)
    kernel(A=np.arange(4, dtype=np.int32), B=b)
    assert b.tolist() == [5, 5, 5, 5]


def test_undef_through_a_let_is_refused_after_prepare():
    """Undef reaching a branch through a let cannot be compiled (the condition has no value)."""
    f = parse("""
    @T.prim_func
    def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32")):
        for i in range(4):
            x = A[i] + T.undef()
            if x > 0:
                B[i] = 1
    """)
    with pytest.raises(BuildError, match="T.undef"):
        build(prepare(f))


def test_a_store_of_an_undef_let_is_a_permission_removed_by_prepare():
    """``x = A[i] + T.undef(); B[i] = x`` stores undef (issue 23): remove_store_undef drops it
    and the kernel leaves ``B`` as it was."""
    f = parse("""
    @T.prim_func
    def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32")):
        for i in range(4):
            x = A[i] + T.undef()
            B[i] = x
    """)
    a, b = np.arange(4, dtype=np.int32), np.full(4, 7, np.int32)
    build(prepare(f))(A=a, B=b)
    np.testing.assert_array_equal(b, np.full(4, 7, np.int32))


def test_module_with_two_functions_needs_function():
    m = parse("""
    @I.ir_module
    class M:
        @T.prim_func
        def f(A: T.Buffer((4,), "int32")):
            for i in range(4):
                A[i] = 1

        @T.prim_func
        def g(A: T.Buffer((4,), "int32")):
            for i in range(4):
                A[i] = 2
    """)
    with pytest.raises(ArgumentError, match="function=") as info:
        build(m)
    assert "f, g" in str(info.value)
    a = np.zeros(4, np.int32)
    build(m, function="g")(A=a)
    assert a.tolist() == [2, 2, 2, 2]


def test_unknown_float_mode_is_refused():
    with pytest.raises(ArgumentError, match="float_mode"):
        build(prepare(parse(_DIV_BY_SCALAR)), float_mode="strict")


# ----------------------------------------------------------------------------- 10. cache


def test_kernels_are_cached_by_program_and_options():
    g = prepare(parse(_DIV_BY_SCALAR))
    assert build(g) is build(g)
    assert build(prepare(parse(_DIV_BY_SCALAR))) is build(g)      # same text, same kernel
    fast = build(g, float_mode="fast")
    assert fast is not build(g) and fast.float_mode == "fast"
    assert build(g, bounds_check=True) is not build(g)
    assert kernel_module.cache_info()["size"] >= 3


# ----------------------------------------------------------------------------- 11. float mode

_ROW_SUM = """
@T.prim_func
def f(A: T.Buffer((64, 256), "float32"), B: T.Buffer((64,), "float32")):
    for i in range(64):
        B[i] = T.float32(0)
        for j in range(256):
            B[i] = B[i] + A[i, j]
"""


def _sum_inputs():
    rng = np.random.default_rng(5)
    a = (rng.standard_normal((64, 256)) * 10.0 ** rng.integers(-3, 4, (64, 256)))
    return dict(A=a.astype(np.float32), B=np.zeros(64, np.float32))


def test_fast_float_mode_vectorizes_the_row_reduction():
    f = parse(_ROW_SUM)
    kernel = build(prepare(f), float_mode="fast")
    assert "fadd fast" in kernel.llvm_ir
    assert kernel.vectorized
    assert any("fadd fast <" in line for line in kernel.optimised_ir.splitlines())
    assert compiled_differences(f, float_mode="fast") is None
    ref, got = run_both(_ROW_SUM, _sum_inputs(), float_mode="fast")
    np.testing.assert_allclose(got["B"], ref.arrays["B"], rtol=1e-4, atol=1e-3)


def test_ieee_float_mode_keeps_the_order_of_the_reduction():
    f = parse(_ROW_SUM)
    kernel = build(prepare(f), float_mode="ieee")
    assert " fast " not in kernel.llvm_ir and " fast " not in kernel.optimised_ir
    assert not any("fadd" in line and " x float>" in line
                   for line in kernel.optimised_ir.splitlines())
    assert compiled_differences(f) is None
    compile_and_compare(_ROW_SUM, _sum_inputs(), float_mode="ieee")    # bit-exact


def test_func_attr_selects_the_float_mode():
    text = _ROW_SUM.replace('"float32")):\n', '"float32")):\n    T.func_attr({"float_mode": "fast"})\n', 1)
    f = parse(text)
    assert dict(f.attrs)["float_mode"] == "fast"
    kernel = build(prepare(f))
    assert kernel.float_mode == "fast" and "fadd fast" in kernel.llvm_ir
    assert build(prepare(f), float_mode="ieee").float_mode == "ieee"   # an explicit mode wins
    assert compiled_differences(f, float_mode="fast") is None


# ----------------------------------------------------------------------------- 12. assumes


def test_index_assumes_become_llvm_assume():
    text = """
    @T.prim_func
    def f(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
        for i in range(n):
            T.assume(i < 14)
            T.assume(A[i] == 0)
            B[i] = A[i] + 1
    """
    kernel = build(prepare(parse(text)))
    calls = [line for line in kernel.llvm_ir.splitlines() if "call void @\"llvm.assume\"" in line]
    assert len(calls) == 1, kernel.llvm_ir
    # the one assume is the index fact: an icmp of i with 14, and no load feeds an assume
    assert "icmp slt i64 %\"i\", 14" in kernel.llvm_ir
    got = compile_and_compare(text, dict(A=np.zeros(16, np.int32), B=np.zeros(16, np.int32)),
                              n=14)
    assert got["B"].tolist() == [1] * 14 + [0, 0]


def test_value_assumes_are_dropped():
    text = """
    @T.prim_func
    def f(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
        for i in range(16):
            T.assume(A[i] == 0)
            B[i] = A[i] + 1
    """
    kernel = build(prepare(parse(text)))
    assert "llvm.assume" not in kernel.llvm_ir


# ----------------------------------------------------------------------------- 13. allocations


def test_small_allocation_on_the_stack_and_large_on_the_heap():
    text = """
    @T.prim_func
    def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
        C = T.alloc_buffer((20000,), "int32")
        S = T.alloc_buffer((16,), "int32")
        for j in range(20000):
            C[j] = j * 3
        for i in range(8):
            S[i] = A[i] + C[i * 2500 + 7]
            B[i] = S[i] * 2
    """
    kernel = build(prepare(parse(text)))
    assert lower.STACK_LIMIT_BYTES < 20000 * 4
    ir_text = kernel.llvm_ir
    assert '%"C" = call ptr @"malloc"' in ir_text and 'call void @"free"(ptr %"C")' in ir_text
    assert '%"S" = alloca i32, i64 16' in ir_text
    a = np.arange(8, dtype=np.int32) - 4
    got = compile_and_compare(text, dict(A=a, B=np.zeros(8, np.int32)))
    assert got["B"].tolist() == [2 * (int(x) + 3 * (i * 2500 + 7)) for i, x in enumerate(a)]


def test_heap_allocation_inside_a_loop_and_of_symbolic_size():
    text = """
    @T.prim_func
    def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), n: T.int32):
        for i in range(8):
            C = T.alloc_buffer((20000,), "int32")
            for j in range(20000):
                C[j] = j + A[i]
            B[i] = C[19999 - i]
        D = T.alloc_buffer((n,), "int32")
        for i in range(n):
            D[i] = B[i] * 2
        for i in range(n):
            B[i] = D[n - 1 - i]
    """
    compile_and_compare(text, dict(A=np.arange(8, dtype=np.int32), B=np.zeros(8, np.int32)), n=5)


def test_heap_allocation_is_freed_on_the_error_path():
    text = """
    @T.prim_func
    def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), d: T.int32):
        C = T.alloc_buffer((20000,), "int32")
        for j in range(20000):
            C[j] = j
        for i in range(8):
            B[i] = C[i] // d + A[i]
    """
    inputs = dict(A=np.arange(8, dtype=np.int32), B=np.zeros(8, np.int32))
    for _ in range(3):
        assert compare_errors(text, inputs, d=0).kind == "division_by_zero"
    compile_and_compare(text, inputs, d=3)


# ----------------------------------------------------------------------------- 14. CLI


def invoke(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def test_cli_build_emits_llvm():
    r = invoke("build", ROOT / "examples" / "rfc0077_elementwise.py", "--emit", "llvm")
    assert r.exit_code == 0, r.output
    assert "define i32 @\"verirw_func\"" in r.stdout


def test_cli_build_emits_assembly():
    r = invoke("build", ROOT / "examples" / "rfc0077_elementwise.py", "--emit", "asm")
    assert r.exit_code == 0, r.output
    assert "verirw_func:" in r.stdout and "ret" in r.stdout
    assert "define " not in r.stdout


def test_cli_build_compare():
    r = invoke("build", ROOT / "examples" / "rfc0077_elementwise.py", "--emit", "none",
               "--compare")
    assert r.exit_code == 0, r.output
    assert r.output.count("agrees with the interpreter") == 6


def test_cli_build_compare_takes_params():
    path = EXAMPLES[0].parent / "rfc0077_L1012_func.py"
    assert invoke("build", path, "--emit", "none", "--compare").exit_code == 3
    r = invoke("build", path, "--emit", "none", "--compare", "--param", "n=3")
    assert r.exit_code == 0, r.output


@pytest.mark.parametrize("program, fragment", [
    ("""
@T.prim_func
def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32")):
    for i in range(4):
        x = A[i] + T.undef()
        if x > 0:
            B[i] = 1
""", "T.undef()"),
    ("""
@T.prim_func
def f(A: T.Buffer((2, 3, 4), "int32", axis_separators=[1, 2]), B: T.Buffer((24,), "int32")):
    for i, j, k in T.grid(2, 3, 4):
        B[i * 12 + j * 4 + k] = A[i, j, k]
""", "rank 1 or 2"),
], ids=["undef", "rank-3"])
def test_cli_build_refusal_is_a_one_line_error(tmp_path, program, fragment):
    path = tmp_path / "bad.py"
    path.write_text(program)
    r = invoke("build", path)
    assert r.exit_code == 3
    lines = r.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("verirw: error: f:"), r.output
    assert fragment in lines[0]


# ----------------------------------------------------------------------------- bugs found


_F64_TO_F16 = """
import numpy as np, verirw
from verirw.codegen import build, prepare
f = verirw.parse('''
@T.prim_func
def f(A: T.Buffer((2,), "float64"), C: T.Buffer((2,), "float16")):
    for i in range(2):
        C[i] = T.Cast("float16", A[i])
''')
c = np.zeros(2, np.float16)
build(prepare(f))(A=np.array([1.5, -2.0]), C=c)
print(c.tolist())
"""


def test_float64_to_float16_cast_is_refused():
    """LLVM lowers it to a call of __truncdfhf2, which MCJIT does not resolve (the kernel
    jumped to address 0 and killed the process): build refuses it. Run in a child process so
    that a regression cannot take the test run down with it."""
    script = _F64_TO_F16.replace("build(prepare(f))(A=np.array([1.5, -2.0]), C=c)",
                                 "try:\n    build(prepare(f))\nexcept verirw.codegen.BuildError as e:\n"
                                 "    print('refused:', e)\n    raise SystemExit(0)\n"
                                 "raise SystemExit('built')")
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                       timeout=120, cwd=ROOT)
    assert r.returncode == 0, f"exit status {r.returncode}: {r.stdout[-300:]} {r.stderr[-500:]}"
    assert "float64 -> float16" in r.stdout


def test_index_arithmetic_beyond_64_bits_is_refused_not_wrapped():
    """Index arithmetic is exact in the interpreter (2**90 // 7) but i64 in generated code:
    where intervals cannot show an intermediate fits, the kernel checks for overflow and stops
    with ``index_overflow`` instead of storing a value computed from a wrapped index; in range
    it agrees (and the check costs nothing where intervals prove the fit)."""
    func = verirw.parse(textwrap.dedent("""
    @T.prim_func
    def f(B: T.Buffer((1,), "int32"), n: T.int32):
        B[0] = n * n * n // 7
    """))
    kernel = verirw.build(func)
    with pytest.raises(verirw.ExecutionError) as err:
        kernel(B=np.zeros(1, np.int32), n=2**30)
    assert err.value.kind == "index_overflow"
    b = np.zeros(1, np.int32)
    kernel(B=b, n=1000)
    assert b.tolist() == [wrap(1000**3 // 7)]
    from verirw.codegen import lower_to_llvm
    assert "with.overflow" not in lower_to_llvm(verirw.parse(textwrap.dedent("""
    @T.prim_func
    def g(A: T.Buffer((64,), "int32"), B: T.Buffer((64,), "int32")):
        for i in range(64):
            B[i] = A[(i * 7 + 3) % 64]
    """))).module.__str__()


def test_cli_build_error_names_the_function_once(tmp_path):
    path = tmp_path / "bad.py"
    path.write_text(textwrap.dedent("""
    @T.prim_func
    def f(A: T.Buffer((2, 3, 4), "int32", axis_separators=[1, 2]), B: T.Buffer((24,), "int32")):
        for i, j, k in T.grid(2, 3, 4):
            B[i * 12 + j * 4 + k] = A[i, j, k]
    """))
    r = invoke("build", path)
    assert r.exit_code == 3
    assert "f: f:" not in r.output, r.output


def test_half_bits_of_a_scalar_travel_exactly():
    """float16 scalars are passed as their bits: every value, including -0.0 and subnormals."""
    text = """
    @T.prim_func
    def f(B: T.Buffer((1,), "float16"), h: T.float16):
        B[0] = h
    """
    for bits in (0x0000, 0x8000, 0x0001, 0x7BFF, 0xFBFF, 0x3555, 0x7C00):
        value = float(np.array([bits], np.uint16).view(np.float16)[0])
        got = compile_and_compare(text, dict(B=np.zeros(1, np.float16)), h=value)
        assert int(got["B"].view(np.uint16)[0]) == bits


def test_logical_shape_of_a_two_dimensional_physical_buffer():
    """With an axis separator the leading logical axes make the physical rows: (2, 3, 4) with
    the separator after axis 2 is the physical (6, 4); a (4, 6) array is refused."""
    f = parse("""
    @T.prim_func
    def f(A: T.Buffer((2, 3, 4), "float32", axis_separators=[2]),
          B: T.Buffer((2, 3, 4), "float32", axis_separators=[2])):
        for i, j, k in T.grid(2, 3, 4):
            B[i, j, k] = A[i, j, k] * T.float32(2)
    """)
    kernel = build(prepare(f))
    a = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    b = np.zeros((2, 3, 4), np.float32)
    kernel(A=a, B=b)
    assert np.array_equal(b, 2 * a)
    with pytest.raises(ArgumentError, match="do not make the 6 rows"):
        kernel(A=a.reshape(4, 6), B=b)


# ----------------------------------------------------------------------------- streaming stores


STREAMED = """
@T.prim_func
def f(A: T.Buffer((200,), "DT"), B: T.Buffer((200,), "DT"), n: T.int32):
    for i in range(n):
        B[i + 3] = A[i] * T.DT(2) + T.DT(1)
"""

STREAMED_SPLIT = """
@T.prim_func
def f(A: T.Buffer((100,), "float32"), B: T.Buffer((100,), "float32")):
    for io, ii in T.grid(25, 4):
        B[io * 4 + ii] = A[io * 4 + ii] * T.float32(3)
"""


VECTOR_NT_STORE = re.compile(r"store <\d+ x \w+> [^\n]*, align 32, !nontemporal")


def _llvm_text(text: str) -> str:
    return str(lower.lower_to_llvm(prepare(parse(text))).module)


@pytest.mark.parametrize("dtype", ["float32", "float64", "int8", "int16"])
def test_streaming_stores_run_every_iteration_in_order_at_any_alignment(dtype, monkeypatch,
                                                                       clean_cache):
    """Any large write-only output (the threshold lowered to 0 here) is written through a scalar
    prologue to the first 32-byte boundary, unrolled groups of non-temporal stores and an
    epilogue: for every start of the array relative to that boundary and every trip count,
    including none, the kernel writes what the interpreter writes and nothing else. An array
    whose address is not a multiple of its element size is refused (the IR claims that
    alignment), with a clear error."""
    monkeypatch.setattr(lower, "STREAM_MIN_BYTES", 0)
    text = STREAMED.replace("DT", dtype)
    ir_text = _llvm_text(text)
    assert "!nontemporal" in ir_text and "fence seq_cst" in ir_text
    kernel = build(prepare(parse(text)))
    assert VECTOR_NT_STORE.search(kernel.optimised_ir), "each group is one aligned vector store"
    np_dtype = np.dtype(dtype)
    a = (np.arange(200) % 50).astype(np_dtype)
    for n in (0, 1, 7, 8, 9, 31, 64, 100, 197):
        for byte_offset in range(0, 40, np_dtype.itemsize if n % 2 else 1):
            raw = np.full(200 * np_dtype.itemsize + 128, 0x5A, np.uint8)
            start = (-raw.ctypes.data) % 64 + byte_offset
            b = raw[start:start + 200 * np_dtype.itemsize].view(np_dtype)
            before = b.copy()
            if not b.flags.aligned:       # the IR claims the element size's alignment
                with pytest.raises(ArgumentError, match="not a multiple of its element size"):
                    kernel(A=a, B=b, n=n)
                continue
            kernel(A=a, B=b, n=n)
            want = before.copy()
            want[3:3 + n] = a[:n] * np_dtype.type(2) + np_dtype.type(1)
            assert np.array_equal(b, want), (n, byte_offset)


def test_a_collapsed_split_loop_streams_too(monkeypatch, clean_cache):
    monkeypatch.setattr(lower, "STREAM_MIN_BYTES", 0)
    assert VECTOR_NT_STORE.search(build(prepare(parse(STREAMED_SPLIT))).optimised_ir)
    a = np.arange(100, dtype=np.float32)
    for offset in range(9):
        b = np.zeros(109, np.float32)[offset:offset + 100]
        got = compile_and_compare(STREAMED_SPLIT, dict(A=a, B=b))
        assert np.array_equal(got["B"], 3 * a)


def test_what_is_not_streamed(monkeypatch):
    """A small output (the default threshold), an output the function also reads, and a store
    that is not one element after the other keep ordinary stores."""
    assert "!nontemporal" not in _llvm_text(STREAMED.replace("DT", "float32"))
    monkeypatch.setattr(lower, "STREAM_MIN_BYTES", 0)
    reads_b = STREAMED.replace("DT", "float32").replace("A[i] * ", "B[i] * ")
    strided = STREAMED.replace("DT", "float32").replace("B[i + 3]", "B[2 * i]")
    for text in (reads_b, strided):
        assert "!nontemporal" not in _llvm_text(text) and "fence" not in _llvm_text(text)



STREAMED_ANYWHERE = """
@T.prim_func
def f(A: T.Buffer((200,), "float32"), B: T.Buffer((200,), "float32"), m: T.int32, n: T.int32,
      c: T.int32):
    for i in range(m, m + n):
        B[i + c] = A[i] * T.float32(2) + T.float32(1)
"""


@settings(max_examples=80, deadline=None, database=None)
@given(st.integers(0, 100), st.integers(-3, 60), st.integers(0, 40), st.integers(0, 15))
def test_a_streamed_loop_from_any_start_with_any_offset_and_alignment(m, n, c, lanes_off):
    """Where the loop starts, how far the store is shifted and where the array starts relative
    to a 32-byte boundary are all only known at the call: every combination writes exactly
    ``B[m + c : m + n + c]``, in order (a negative ``n``: no iteration). The threshold is
    lowered for this test (a hypothesis test cannot take pytest's monkeypatch fixture)."""
    saved, lower.STREAM_MIN_BYTES = lower.STREAM_MIN_BYTES, 0
    kernel_module._CACHE.clear()
    try:
        kernel = build(prepare(parse(STREAMED_ANYWHERE)))
    finally:
        lower.STREAM_MIN_BYTES = saved
        kernel_module._CACHE.clear()
    assert "!nontemporal" in kernel.llvm_ir
    a = np.arange(200, dtype=np.float32)
    raw = np.full(200 + 32, -1.0, np.float32)
    start = ((-raw.ctypes.data) % 32) // 4 + lanes_off
    b = raw[start:start + 200]
    want = b.copy()
    if n > 0:
        want[m + c:m + n + c] = a[m:m + n] * 2 + 1
    kernel(A=a, B=b, m=m, n=n, c=c)
    assert np.array_equal(b, want)


def test_a_raw_call_runs_the_same_code_on_checked_arguments():
    """``raw_arguments`` checks once what ``kernel(...)`` checks on every call; ``call_raw``
    then runs the same native function (benchmarks time it as they time gcc's), and a failure
    is the same ExecutionError."""
    kernel = build(prepare(parse("""
    @T.prim_func
    def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), d: T.int32):
        for i in range(8):
            B[i] = A[i] // d
    """)))
    a, b = np.arange(8, dtype=np.int32), np.zeros(8, np.int32)
    raw = kernel.raw_arguments(A=a, B=b, d=2)
    a[:] = np.arange(8, 16)                 # contents may change between calls
    kernel.call_raw(raw)
    assert np.array_equal(b, np.arange(8, 16) // 2)
    with pytest.raises(ArgumentError, match="dtype"):
        kernel.raw_arguments(A=a.astype(np.int64), B=b, d=2)
    with pytest.raises(ExecutionError) as err:
        kernel.call_raw(kernel.raw_arguments(A=a, B=b, d=0))
    assert err.value.kind == "division_by_zero"
