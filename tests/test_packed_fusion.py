"""``llvm.fmuladd`` means what TVM's target makes of it, measured on TVM's own executables.

TVM's ``tirx.LowerIntrin`` writes every float ``a * b + c`` as ``llvm.fmuladd``, which LLVM
fuses (one rounding) on a target with FMA instructions and computes as a multiply and an add
elsewhere. verirw asks LLVM (verirw.packed.fusion) and gives the step that meaning:
``fma(a, b, c)`` (verirw.fma, one rounding) or ``a * b + c``.
"""

from __future__ import annotations

import math
import textwrap

import numpy as np
import pytest
import z3
from hypothesis import given, settings, strategies as st

import verirw
from verirw import ir
from verirw.dtypes import FLOAT16, FLOAT32, FLOAT64
from verirw.fma import fma
from verirw.interp import run
from verirw.packed.fusion import FusionUnknown, fuses

def z3_fma(a, b, c, dtype) -> float:
    """z3's fpFMA of three constants, as a float (through its IEEE bits; NaN as NaN)."""
    sort, int_type, float_type = ((z3.Float32(), np.uint32, np.float32) if dtype == FLOAT32
                                  else (z3.Float64(), np.uint64, np.float64))
    args = [z3.FPVal(float(x), sort) for x in (a, b, c)]
    value = z3.fpFMA(z3.RNE(), *args)
    if z3.is_true(z3.simplify(z3.fpIsNaN(value))):
        return math.nan
    bits = z3.simplify(z3.fpToIEEEBV(value)).as_long()
    return float(np.array(bits, dtype=int_type).view(float_type))


def same_bits(x, y) -> bool:
    return (math.isnan(x) and math.isnan(y)) or (x == y and math.copysign(1, x) == math.copysign(1, y))


floats32 = st.floats(width=32, allow_nan=True, allow_infinity=True)


@settings(max_examples=300, deadline=None)
@given(floats32, floats32, floats32)
def test_fma_is_z3s_fused_multiply_add_in_float32(a, b, c):
    want = z3_fma(a, b, c, FLOAT32)
    got = float(fma(np.float32(a), np.float32(b), np.float32(c)))
    assert same_bits(got, want), (a, b, c, got, want)


@settings(max_examples=200, deadline=None)
@given(st.floats(allow_nan=False), st.floats(allow_nan=False), st.floats(allow_nan=False))
def test_fma_is_z3s_fused_multiply_add_in_float64(a, b, c):
    want = z3_fma(a, b, c, FLOAT64)
    assert same_bits(float(fma(np.float64(a), np.float64(b), np.float64(c))), want)


@pytest.mark.parametrize("a, b, c, kind, sort", [
    (2.0**512, 2.0**512, -math.inf, np.float64, FLOAT64),      # found by the float64 test above
    (-(2.0**512), 2.0**512, math.inf, np.float64, FLOAT64),
    (3e38, 10.0, -math.inf, np.float32, FLOAT32)])
def test_fma_of_a_product_past_the_range_and_an_infinity_is_the_infinity(a, b, c, kind, sort):
    # the exact product is finite: a * b + c is c, where the unfused product overflows to an
    # infinity and the sum gives NaN
    got = float(fma(kind(a), kind(b), kind(c)))
    assert same_bits(got, c) and same_bits(got, z3_fma(a, b, c, sort))


def test_fma_rounds_once_where_double_then_float_rounds_twice():
    """``a * b = 2**-24 (1 - 2**-36)`` and ``c = 1 + 2**-23``: the exact sum lies just below
    the float32 midpoint ``1 + 2**-23 + 2**-24``. Rounded once it is ``c``; computed in double
    it lands on the midpoint and rounds (to even) to ``1 + 2**-22``, which is also the unfused
    result. The single rounding is the whole difference between fused and unfused."""
    a = np.float32(2.0 ** -12 * (1 + 2.0 ** -18))
    b = np.float32(2.0 ** -12 * (1 - 2.0 ** -18))
    c = np.float32(1 + 2.0 ** -23)
    right = 1 + 2.0 ** -23
    assert z3_fma(a, b, c, FLOAT32) == right and float(fma(a, b, c)) == right
    assert float(np.float32(np.float64(a) * np.float64(b) + np.float64(c))) == 1 + 2.0 ** -22
    assert float(np.float32(a * b) + c) == 1 + 2.0 ** -22


def test_signed_zeros_follow_ieee():
    assert math.copysign(1, fma(np.float32(-0.0), np.float32(1), np.float32(-0.0))) < 0
    assert math.copysign(1, fma(np.float32(0.0), np.float32(-1), np.float32(0.0))) > 0
    assert math.copysign(1, fma(np.float32(2), np.float32(3), np.float32(-6))) > 0


def target(spec: str) -> ir.PrimFunc:
    text = textwrap.dedent(f"""
        @T.prim_func
        def f(A: T.Buffer((4,), "float32")):
            T.func_attr({{"target": T.target({spec})}})
            A[0] = A[1]
    """)
    return verirw.parse(text)


def test_the_target_decides_fusion():
    assert not fuses(target('{"kind": "llvm", "keys": ["cpu"], "mtriple": "x86_64-unknown-linux-gnu"}'), FLOAT32)
    assert fuses(target('{"kind": "llvm", "mcpu": "haswell", "mtriple": "x86_64-unknown-linux-gnu"}'), FLOAT32)
    assert fuses(target('{"kind": "llvm", "mattr": ["+fma"], "mtriple": "x86_64-unknown-linux-gnu"}'), FLOAT64)
    assert not fuses(target('{"kind": "llvm", "mcpu": "skylake-avx512", "mattr": ["-fma"], '
                            '"mtriple": "x86_64-unknown-linux-gnu"}'), FLOAT32)
    assert fuses(target('{"kind": "llvm", "mtriple": "aarch64-unknown-linux-gnu"}'), FLOAT32)


def test_what_cannot_be_asked_is_unknown():
    with pytest.raises(FusionUnknown, match="no target"):
        fuses(verirw.parse("@T.prim_func\ndef f(A: T.Buffer((1,), 'float32')):\n    A[0] = A[0]\n"),
              FLOAT32)
    with pytest.raises(FusionUnknown, match="kind"):
        fuses(target('{"kind": "cuda"}'), FLOAT32)
    with pytest.raises(FusionUnknown, match="float16"):
        fuses(target('{"kind": "llvm"}'), FLOAT16)


FMA_PROGRAM = """
@T.prim_func
def f(A: T.Buffer((3,), "float32"), B: T.Buffer((1,), "float32")):
    B[0] = T.call_llvm_pure_intrin("float32", "llvm.fma", A[0], A[1], A[2])
"""


def test_fma_in_every_engine():
    """Parsed from LLVM's spelling, printed back the same, run by the interpreter and by native
    code, and encoded for z3: the same value, which is not the unfused one."""
    f = verirw.parse(FMA_PROGRAM)
    (store,) = [s for s in [f.body] if isinstance(s, ir.BufferStore)]
    assert isinstance(store.value, ir.Call) and store.value.op == ir.FMA
    assert verirw.parse(verirw.printer.script(f)) == f
    a = np.array([1 + 2.0 ** -12, 1 + 2.0 ** -12, -(1 + 2.0 ** -11)], dtype="float32")
    fused = float(fma(*a))
    unfused = float(np.float32(a[0] * a[1]) + a[2])
    assert fused != unfused                      # 2**-24 against 0
    out = run(f, A=a, B=np.zeros(1, "float32"))
    assert float(out["B"][0]) == fused
    from verirw.codegen import build, prepare
    b = np.zeros(1, "float32")
    build(prepare(f))(A=a, B=b)
    assert float(b[0]) == fused


def test_fma_is_refuted_against_multiply_add():
    before = verirw.parse(FMA_PROGRAM.replace('T.call_llvm_pure_intrin("float32", "llvm.fma", '
                                              'A[0], A[1], A[2])', "A[0] * A[1] + A[2]"))
    result = verirw.check(before, verirw.parse(FMA_PROGRAM), timeout_s=60)
    assert result.status == "refuted" and result.confirmed, result.reason
    assert verirw.check(before, before, timeout_s=60).status == "proven"


MULADD_TVM = """
# from tvm.script import tir as T
@T.prim_func
def f(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32"), D: T.Buffer((4,), "float32"),
      C: T.Buffer((4,), "float32")):
    T.func_attr({"tirx.noalias": True})
    for i in range(4):
        C[i] = A[i] * B[i] + D[i]
"""
TARGETS = {"generic": '{"kind": "llvm"}', "haswell": '{"kind": "llvm", "mcpu": "haswell"}'}


@pytest.mark.parametrize("name", sorted(TARGETS))
def test_tvm_executables_fuse_exactly_where_verirw_says(name):
    """Measured on TVM 0.27: ``A[i] * B[i] + D[i]`` compiled for the target gives the fused
    result exactly where verirw.packed.fusion says the target fuses, and the step that writes
    ``llvm.fmuladd`` (``tirx.LowerIntrin``) is proven where it keeps IEEE's two roundings and
    refuted, with a counterexample TVM's own executable reproduces, where it fuses."""
    tvm = pytest.importorskip("tvm")
    tvm_script = pytest.importorskip("tvm.script")
    import ast
    from verirw.tvm import ValidatePasses
    spec = ast.literal_eval(TARGETS[name])
    a = np.full(4, 2.0 ** -12 * (1 + 2.0 ** -18), "float32")
    b = np.full(4, 2.0 ** -12 * (1 - 2.0 ** -18), "float32")
    d = np.full(4, 1 + 2.0 ** -23, "float32")
    inst = ValidatePasses(timeout_s=60)
    with tvm.transform.PassContext(opt_level=3, instruments=[inst]):
        lib = tvm.compile(tvm_script.from_source(MULADD_TVM), target=tvm.target.Target(spec))
    dev = tvm.cpu()
    out = tvm.runtime.tensor(np.zeros(4, "float32"), dev)
    lib(*(tvm.runtime.tensor(x, dev) for x in (a, b, d)), out)
    fused = fuses(target(TARGETS[name]), FLOAT32)
    assert fused == (name == "haswell")
    want = fma(a[0], b[0], d[0]) if fused else np.float32(a[0] * b[0]) + d[0]
    assert (out.numpy() == want).all()
    (step,) = [s for s in inst.report if s.pass_name == "tirx.LowerIntrin"]
    if fused:
        assert step.status == "refuted" and step.confirmed, step.line()
    else:
        assert step.status == "proven", step.line()
