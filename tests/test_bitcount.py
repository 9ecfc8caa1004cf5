"""``T.clz`` and ``T.popcount``: TVM's bit-counting intrinsics, read with TVM 0.27's compiled
meaning in every engine (docs/semantics.md, "Bit counting").

Measured on TVM 0.27 (``tvm.compile(..., target="llvm")``, its ``ll`` source): ``T.clz(x)`` is
``llvm.ctlz(x, i1 true)`` at the width of ``x`` — *is_zero_poison*, so ``clz(0)`` is poison
(TVM's code computed 31, and another time 1988579431, for it) — truncated to int32; TVM's
compiler refuses ``T.clz`` of an 8/16-bit integer. ``T.popcount(x)`` is ``llvm.ctpop(x)`` in
the dtype of ``x``. Both count the two's complement bits.
"""

from __future__ import annotations

import re

import numpy as np
import pytest
import z3
from hypothesis import given, settings
from hypothesis import strategies as st

import verirw
from verirw import interp, ir, ops, smt
from verirw.codegen import build
from verirw.dtypes import INT32, DType
from verirw.errors import ScriptError
from verirw.printer import script
from verirw.te import numpy_eval

DTYPES = ["int8", "int32", "int64", "uint32"]


def _ops_of(dtype: str) -> list[str]:
    """The operations TVM compiles on ``dtype``: clz needs 32 or 64 bits."""
    return ["clz", "popcount"] if DType.get(dtype).bits in (32, 64) else ["popcount"]


def _result(op: str, dtype: str) -> str:
    return "int32" if op == "clz" else dtype


def _text(op: str, dtype: str) -> str:
    """A load (a value expression) and a scalar parameter (an index expression)."""
    return f"""
@T.prim_func
def f(A: T.Buffer((1,), "{dtype}"), n: T.{dtype}, B: T.Buffer((2,), "{_result(op, dtype)}")):
    B[0] = T.{op}(A[0])
    B[1] = T.{op}(n)
"""


_FUNCS: dict = {}
_KERNELS: dict = {}


def _func(op: str, dtype: str):
    if (op, dtype) not in _FUNCS:
        _FUNCS[op, dtype] = verirw.parse(_text(op, dtype))
    return _FUNCS[op, dtype]


def _kernel(op: str, dtype: str):
    if (op, dtype) not in _KERNELS:
        _KERNELS[op, dtype] = build(_func(op, dtype))
    return _KERNELS[op, dtype]


# ----------------------------------------------------------------------------- reading

def test_spellings_dtypes_and_round_trip():
    f = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((4,), "int64"), B: T.Buffer((4,), "int32"), C: T.Buffer((4,), "int8")):
    for i in range(4):
        B[i] = T.clz(A[i]) + T.clz(i + 1) + T.clz(T.int64(5), dtype="int32")
        C[i] = T.popcount(T.Cast("int8", A[i]))
""")
    calls = [n for n in verirw.visit.walk(f.body) if isinstance(n, ir.Call)]
    assert {(c.op, c.args[0].dtype.name, c.dtype.name) for c in calls} == {
        ("clz", "int64", "int32"), ("clz", "int32", "int32"), ("popcount", "int8", "int8")}
    text = script(f)
    assert "T.clz(A[i])" in text and "T.popcount(T.Cast(\"int8\", A[i]))" in text
    assert verirw.parse(text) == f


@pytest.mark.parametrize("expr, message", [
    ('T.clz(T.Cast("int8", A[0]))', r"T\.clz of int8: TVM 0\.27's compiler refuses it"),
    ('T.clz(T.Cast("uint16", A[0]))', r"T\.clz of uint16: TVM 0\.27's compiler refuses it"),
    ("T.clz(A[0] > 0)", r"T\.clz expects an integer argument, not bool"),
    ("T.popcount(F[0])", r"T\.popcount expects an integer argument, not float32"),
    ('T.popcount(A[0], dtype="int64")', r"computes int32: TVM ignores dtype="),
])
def test_what_has_no_meaning_is_refused_by_name(expr, message):
    with pytest.raises(ScriptError, match=message):
        verirw.parse(f"""
@T.prim_func
def f(A: T.Buffer((4,), "int32"), F: T.Buffer((4,), "float32"), B: T.Buffer((4,), "int64")):
    B[0] = T.Cast("int64", {expr})
""")


# ----------------------------------------------------------------------------- engines agree

def _symbolic(op: str, dtype: DType, x: int, value: bool):
    """The z3 encoding of ``T.op(v)`` for a symbolic ``v`` (a bit-vector value or an index
    Int), evaluated at ``v = x``: (the count, whether it is poison)."""
    v = ir.Var("v", dtype)
    enc = smt.Encoder(value_vars=[v] if value else [])
    term = enc.encode(ir.Call(op, (v,), INT32 if op == "clz" else dtype))
    const = enc.var(v)
    at = z3.BitVecVal(x, dtype.bits) if value else z3.IntVal(x)
    count = z3.simplify(z3.substitute(term, (const, at)))
    ok = all(z3.is_true(z3.simplify(z3.substitute(c, (const, at))))
             for _, c in enc.labelled_conditions)
    count = count.as_long()          # a numeral: a BitVecNumRef or an IntNumRef
    return count, not ok


def _edge(dtype: DType) -> list[int]:
    return sorted({0, 1, -1 if dtype.is_signed else 2, dtype.min_value, dtype.max_value,
                   dtype.min_value + 1, dtype.max_value - 1, 1 << (dtype.bits // 2)})


@st.composite
def _cases(draw):
    dtype = draw(st.sampled_from(DTYPES))
    op = draw(st.sampled_from(_ops_of(dtype)))
    d = DType.get(dtype)
    x = draw(st.sampled_from(_edge(d)) | st.integers(d.min_value, d.max_value))
    return op, dtype, x


def _check_engines(op: str, dtype: str, x: int) -> None:
    d = DType.get(dtype)
    want = ops.bit_count(op, x, d.bits)
    poison = op == "clz" and x == 0
    rdt = _result(op, dtype)
    arrays = lambda: {"A": np.array([x], d.numpy), "n": x, "B": np.zeros(2, rdt)}  # noqa: E731
    # interpreter: both domains; clz(0) is a poisoned (undefined) element
    run = interp.run(_func(op, dtype), **arrays())
    assert run.poisoned["B"].tolist() == [poison, poison], (op, dtype, x)
    if not poison:
        assert run["B"].tolist() == [want, want], (op, dtype, x)
    # z3: the bit-vector (value) and Int (index) encodings, symbolic then evaluated
    for value in (True, False):
        count, poisoned = _symbolic(op, d, x, value)
        assert poisoned == poison, (op, dtype, x, value)
        if not poison:
            assert count == want, (op, dtype, x, value)
    # native code: TVM's llvm.ctlz(x, true) / llvm.ctpop (clz(0): any value refines poison)
    out = arrays()
    _kernel(op, dtype)(**out)
    if not poison:
        assert out["B"].tolist() == [want, want], (op, dtype, x)
    # numpy_eval: the value, and clz(0) refused as poison
    v = ir.Var("v", d)
    call = ir.Call(op, (v,), DType.get(rdt))
    if poison:
        with pytest.raises(numpy_eval.EvaluationError, match="poison"):
            numpy_eval.evaluate_array(call, {v: np.array([x])}, {})
    else:
        got = numpy_eval.evaluate_array(call, {v: np.array([x], d.numpy)}, {})
        assert int(got[0]) == want


@pytest.mark.parametrize("dtype", DTYPES)
def test_engines_agree_on_edge_values(dtype):
    for op in _ops_of(dtype):
        for x in _edge(DType.get(dtype)):
            _check_engines(op, dtype, x)


@settings(max_examples=120, deadline=None, derandomize=True, database=None)
@given(_cases())
def test_engines_agree_on_random_values(case):
    _check_engines(*case)


def test_known_counts():
    assert [ops.bit_count("clz", x, 32) for x in (1, 5, -1, 2**31 - 1, -2**31)] == [31, 29, 0, 1, 0]
    assert [ops.bit_count("clz", x, 64) for x in (1, 2**40, -3)] == [63, 23, 0]
    assert [ops.bit_count("popcount", x, 8) for x in (-1, -128, 127, 0)] == [8, 1, 7, 0]
    assert ops.bit_count("popcount", -1, 64) == 64


# ----------------------------------------------------------------------------- verirw check

_BEFORE = """
@T.prim_func
def main(B: T.Buffer((T.int64(4),), "int32")):
    for i in T.serial(T.int64(4)):
        B[i] = T.clz(i)
"""
#: TVM's tests/python/tir-transform/test_tir_transform_force_narrow_index_to_i32.py, test_clz
_EXPECTED = """
@T.prim_func
def main(B: T.Buffer((4,), "int32")):
    for i in range(4):
        B[i] = T.clz(i) - 32 + {k}
"""


def test_force_narrow_index_clz_pair_is_proven_and_a_wrong_one_refuted():
    """ForceNarrowIndexToInt32 writes the 64-bit ``clz(i)`` as ``clz(i) - 32 + 64`` on an int32
    ``i``: equal for ``i`` in 1..3, poison in both at ``i = 0``: a refinement."""
    before = verirw.parse(_BEFORE)
    assert verirw.check(before, verirw.parse(_EXPECTED.format(k=64))).status == "proven"
    wrong = verirw.check(before, verirw.parse(_EXPECTED.format(k=63)))
    assert wrong.status == "refuted", wrong


def _n_func(before: str, after: str, dtype: str = "int32"):
    def func(body):
        return verirw.parse(f"""
@T.prim_func
def f(n: T.int32, A: T.Buffer((n,), "{dtype}"), B: T.Buffer((n,), "int32")):
    for i in range(n):
        B[i] = {body}
""")
    return func(before), func(after)


@pytest.mark.parametrize("before, after, status", [
    # a defined value where clz(0) is poison refines it (TVM's fold clz(0) -> 32)
    ("T.clz(A[i])", "T.if_then_else(A[i] == 0, 32, T.clz(A[i]))", "proven"),
    ("T.if_then_else(A[i] == 0, 32, T.clz(A[i]))", "T.clz(A[i])", "refuted"),
    ('T.clz(T.Cast("int64", A[i]))', "T.if_then_else(A[i] < 0, 0, T.clz(A[i]) + 32)", "proven"),
    ('T.clz(T.Cast("int64", A[i]))', "T.clz(A[i]) + 32", "refuted"),
    ("T.popcount(A[i])", "32 - T.popcount(A[i] ^ -1)", "proven"),
    ("T.popcount(A[i])", "31 - T.popcount(A[i] ^ -1)", "refuted"),
    ("T.clz(i)", 'T.clz(T.Cast("int64", i)) - 32', "proven"),
    ("T.popcount(i + 1)", "T.popcount(i + 1) * 1", "proven"),
])
def test_check_proves_and_refutes_with_z3(before, after, status):
    result = verirw.check(*_n_func(before, after))
    assert result.status == status, result


def test_the_rewrite_engine_keeps_them_as_calls():
    f = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    for i in range(8):
        B[i] = T.clz(A[i]) + 0 + T.popcount(i) * 1
""")
    res = verirw.simplify(f)
    assert res.certificate.validation.status == "proven"
    assert "T.clz(A[i]) + T.popcount(i)" in script(res.func)


# ----------------------------------------------------------------------------- TVM 0.27

def _tvm_lib(op: str, dtype: str):
    import tvm
    text = f"""@T.prim_func
def f(A: T.Buffer((N,), "{dtype}"), B: T.Buffer((N,), "{_result(op, dtype)}")):
    for i in range(N):
        B[i] = T.{op}(A[i])
""".replace("N,", "64,").replace("range(N)", "range(64)")
    return tvm.compile(tvm.script.from_source(text), target="llvm")


def _ll(lib) -> str:
    for m in (lib.mod, *getattr(lib.mod, "imported_modules", ())):
        try:
            return m.inspect_source("ll")
        except Exception:        # noqa: BLE001 - the host module holds the LLVM source
            continue
    return ""


@pytest.mark.parametrize("op, dtype", [(op, dt) for dt in
                                       ("int8", "int16", "int32", "int64", "uint8", "uint32",
                                        "uint64") for op in _ops_of(dt)])
def test_tvm_compiled_code_agrees(op, dtype):
    """TVM's own executable on edge and random values: the same count wherever verirw
    defines it; its LLVM is ctlz with is_zero_poison true (``i1 true``) and ctpop."""
    tvm = pytest.importorskip("tvm")
    lib = _tvm_lib(op, dtype)
    ll = _ll(lib)
    if op == "clz":
        bits = DType.get(dtype).bits
        flags = re.findall(rf"call [^\n]*@llvm\.ctlz\.i{bits}\(i{bits} %\w+, i1 (\w+)\)", ll)
        assert flags and set(flags) == {"true"}, ll[-2000:]
    else:
        assert "@llvm.ctpop." in ll
    d = DType.get(dtype)
    rng = np.random.default_rng(7)
    edge = _edge(d)
    x = np.array(edge + [int(v) for v in rng.integers(d.min_value, d.max_value, 64 - len(edge),
                                                     dtype=np.int64 if d.bits < 64 or d.is_signed
                                                     else np.uint64, endpoint=True)], d.numpy)
    rdt = _result(op, dtype)
    b = tvm.runtime.tensor(np.zeros(64, rdt))
    lib["f"](tvm.runtime.tensor(x), b)
    got = b.numpy()
    func = verirw.parse(f"""
@T.prim_func
def f(A: T.Buffer((64,), "{dtype}"), B: T.Buffer((64,), "{rdt}")):
    for i in range(64):
        B[i] = T.{op}(A[i])
""")
    run = verirw.run(func, A=x, B=np.zeros(64, rdt))
    defined = ~run.poisoned["B"]
    assert (run.poisoned["B"] == ((x == 0) & (op == "clz"))).all()
    assert (run["B"][defined] == got[defined]).all()


def test_tvm_force_narrow_index_output_is_proven():
    """TVM's own ForceNarrowIndexToInt32 on the test's ``before``, validated by ``check``."""
    tvm = pytest.importorskip("tvm")
    mod = tvm.IRModule({"main": tvm.script.from_source(_BEFORE)})
    out = tvm.tirx.transform.ForceNarrowIndexToInt32()(mod)["main"].script()
    assert "T.clz(i) - 32 + 64" in out
    result = verirw.check(verirw.parse(_BEFORE), verirw.parse(out))
    assert result.status == "proven", result


def test_tvm_lower_intrin_spelling_is_read_in_the_packed_lowering():
    """TVM's LowerIntrin writes ``T.popcount`` as ``llvm.ctpop`` and ``T.clz`` as
    ``T.Cast("int32", llvm.ctlz(x, T.int1(1)))`` (is_zero_poison true): the packed translation
    reads ``T.call_llvm_pure_intrin`` of them back; ``llvm.ctlz`` defined at 0 stays an
    unknown function."""
    from verirw.packed.lower import _Lowerer
    f = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((4,), "int64")):
    A[0] = A[1]
""")
    lowerer = _Lowerer(f, "before", None, None, None, "ieee")
    i64, flag = DType.get("int64"), lambda v: ir.IntImm(v, DType.get("bool"))
    x = ir.Var("x", i64)
    ctpop = ir.RuntimeCall("call_llvm_pure_intrin", (x,), i64, "llvm.ctpop")
    assert lowerer.llvm(ctpop) == ir.Call("popcount", (x,), i64)
    ctlz = ir.RuntimeCall("call_llvm_pure_intrin", (x, flag(1)), i64, "llvm.ctlz")
    assert lowerer.llvm(ctlz) == ir.Cast(i64, ir.Call("clz", (x,), INT32))
    defined = ir.RuntimeCall("call_llvm_pure_intrin", (x, flag(0)), i64, "llvm.ctlz")
    assert isinstance(lowerer.llvm(defined), ir.ExternCall)
