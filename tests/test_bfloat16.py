"""bfloat16: TVM 0.27's meaning (verirw.bf16, docs/semantics.md "bfloat16") in every engine.

A bfloat16 expression is computed in float32 (TVM's BF16ComputeLegalize), a buffer the function
allocates holds float32, and a store into bfloat16 storage rounds to the nearest bfloat16 (a tie
to the even one). The interpreter, the z3 encoding and the native code agree on random bit
patterns (NaN, infinities, subnormals, ties), and all three agree with TVM 0.27's compiled code
(``tvm.compile(target="llvm")``) when TVM is installed.
"""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest
import z3
from hypothesis import given, settings, strategies as st

import verirw
from verirw import bf16, interp, ir, smt, visit
from verirw.dtypes import BFLOAT16, FLOAT32

BF = ml_dtypes.bfloat16
N = 4

#: one output per kind of bfloat16 computation; C/Q/K are the float32-without-intermediate-
#: rounding cases, X the allocated (float32) buffer. (Not ``(A[i] + B[i]) - A[i]``: TVM's
#: simplifier folds it to ``B[i]`` as over the reals, its documented deviation from IEEE.)
PROGRAM = f'''
@T.prim_func
def f(A: T.Buffer(({N},), "bfloat16"), B: T.Buffer(({N},), "bfloat16"),
      F: T.Buffer(({N},), "float32"), C: T.Buffer(({N},), "bfloat16"),
      M: T.Buffer(({N},), "bfloat16"), Q: T.Buffer(({N},), "bfloat16"),
      S: T.Buffer(({N},), "bfloat16"), G: T.Buffer(({N},), "bfloat16"),
      H: T.Buffer(({N},), "float32"), Mx: T.Buffer(({N},), "bfloat16"),
      K: T.Buffer(({N},), "bfloat16")):
    X = T.decl_buffer(({N},), "bfloat16")
    for i in range({N}):
        C[i] = (A[i] + B[i]) + B[i]
        M[i] = A[i] * B[i]
        Q[i] = A[i] / B[i] + F[i]
        S[i] = T.sqrt(A[i])
        G[i] = T.Cast("bfloat16", F[i])
        H[i] = T.Cast("float32", A[i] - B[i])
        Mx[i] = T.max(A[i], B[i])
        X[i] = A[i] * B[i]
        K[i] = X[i] - T.bfloat16(0.1)
'''
OUTPUTS = ("C", "M", "Q", "S", "G", "H", "Mx", "K")
FUNC = verirw.parse(PROGRAM)


def _arrays(a_bits, b_bits, f_bits) -> dict[str, np.ndarray]:
    arrays = {"A": np.array(a_bits, np.uint16).view(BF), "B": np.array(b_bits, np.uint16).view(BF),
              "F": np.array(f_bits, np.uint32).view(np.float32)}
    for name in OUTPUTS:
        arrays[name] = np.zeros(N, np.float32 if name == "H" else BF)
    return arrays


def _same(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Same bits, every NaN equal (as check compares)."""
    bits = np.uint16 if x.dtype.itemsize == 2 else np.uint32
    return (x.view(bits) == y.view(bits)) | (np.isnan(x.astype(np.float32))
                                             & np.isnan(y.astype(np.float32)))


def _tvm_round(f32: np.ndarray) -> np.ndarray:
    """TVM 0.27's float32 -> bfloat16 rounding (BF16StorageLegalize), in numpy: the bits."""
    bits = f32.view(np.uint32).astype(np.uint64)
    return (((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF).astype(np.uint16)


def _z3_outputs(arrays: dict) -> dict[str, np.ndarray]:
    """Every stored value through the z3 encoding of the legalized program's stores."""
    legal = bf16.legalize(FUNC)
    stores = {}
    for node in visit.walk(legal.body):
        if isinstance(node, ir.BufferStore) and node.buffer.name in OUTPUTS:
            stores[node.buffer.name] = node.value
    loop_var = next(n for n in visit.walk(legal.body) if isinstance(n, ir.For)).loop_var
    inputs = {"A": arrays["A"], "B": arrays["B"], "F": arrays["F"]}
    out = {}
    for name, value in stores.items():
        got = np.zeros(N, np.float32 if name == "H" else BF)
        for i in range(N):
            if name == "K":       # X[i] (float32 storage) holds A[i] * B[i] computed in float32
                with np.errstate(all="ignore"):
                    x = np.float32(np.float32(arrays["A"][i]) * np.float32(arrays["B"][i]))
                value_i = visit.transform(
                    value, lambda n, x=x: ir.FloatImm(float(x), FLOAT32)
                    if isinstance(n, ir.BufferLoad) and n.buffer.name == "X" else n)
            else:
                value_i = value
            # the stored value: a float32 expression under T.Cast("bfloat16", ...) — encoded by
            # the same Encoder.encode every proof uses (the cast is z3's RNE to FPSort(8, 8))
            enc = smt.Encoder(subst={loop_var: z3.IntVal(i)})
            enc._load_fn = smt._ArrayMemory(inputs, enc)
            term = z3.simplify(enc.encode(value_i))
            got[i] = smt.python_value(term, value_i.dtype)
        out[name] = got
    return out


# ----------------------------------------------------------------------------- the engines agree

EDGE16 = [0x0000, 0x8000, 0x7F80, 0xFF80, 0x7FC0, 0xFFC0, 0x7F81, 0x0001, 0x8001, 0x007F,
          0x0080, 0x3F80, 0x3F81, 0x4000, 0x7F7F, 0xFF7F, 0x3B80, 0xC2F7]
EDGE32 = [0x00000000, 0x80000000, 0x7F800000, 0xFF800000, 0x7FC00000, 0x3F808000, 0x3F818000,
          0x3F808001, 0x3F817FFF, 0x7F7FFFFF, 0x7F7F8000, 0x7F7F7FFF, 0x00008000, 0x00018000,
          0x007FFFFF, 0x80008000, 0x3F800001, 0x7FC00001, 0xFFC12345]

bits16 = st.one_of(st.sampled_from(EDGE16), st.integers(0, 0xFFFF))
bits32 = st.one_of(st.sampled_from(EDGE32), st.integers(0, 0xFFFFFFFF))


@settings(max_examples=40, deadline=None, derandomize=True)
@given(a=st.lists(bits16, min_size=N, max_size=N), b=st.lists(bits16, min_size=N, max_size=N),
       f=st.lists(bits32, min_size=N, max_size=N))
def test_interpreter_z3_and_native_code_agree(a, b, f):
    arrays = _arrays(a, b, f)
    ran = verirw.run(FUNC, **{k: v.copy() for k, v in arrays.items()})
    native = {k: v.copy() for k, v in arrays.items()}
    verirw.build(FUNC)(**native)
    encoded = _z3_outputs(arrays)
    for name in OUTPUTS:
        assert _same(ran[name], native[name]).all(), (name, ran[name], native[name])
        assert _same(ran[name], encoded[name]).all(), (name, ran[name], encoded[name])


def test_operations_are_float32_and_only_a_store_rounds():
    one, small = np.float32(1).astype(BF).view(np.uint16), np.float32(3 * 2 ** -10).astype(BF)
    arrays = _arrays([int(one)] * N, [int(small.view(np.uint16))] * N, [0x3F808000] * N)
    out = verirw.run(FUNC, **arrays)
    # (1 + b) + b with b = 3 * 2**-10: in float32 1 + 6 * 2**-10, past the half-way point to
    # 1 + 2**-7; rounded after every operation it would stay 1
    assert float(out["C"][0]) == 1 + 2 ** -7
    # 1 + 2**-8 is a tie between 1 and 1 + 2**-7: to the even one, 1
    assert float(out["G"][0]) == 1.0
    assert out["H"].dtype == np.float32 and float(out["H"][0]) == 1 - 3 * 2 ** -10
    # the allocated buffer X holds float32: X - 0.1 uses the float32 literal 0.1
    assert float(out["K"][0]) == float(np.float32(np.float32(3 * 2 ** -10) - np.float32(0.1))
                                       .astype(BF))


def test_ml_dtypes_rounds_as_tvm_except_nan_payloads():
    """The interpreter stores with ml_dtypes; TVM's integer rounding gives the same bits on
    every non-NaN float32 (ties, overflow to infinity, subnormals), and a NaN stays a NaN except
    for payloads that carry (the recorded difference of verirw.bf16)."""
    rng = np.random.default_rng(0)
    bits = np.concatenate([rng.integers(0, 2 ** 32, 1 << 18, dtype=np.uint64).astype(np.uint32),
                           np.array(EDGE32, np.uint32),
                           (rng.integers(0, 2 ** 16, 4096, dtype=np.uint32) << 16) | 0x8000])
    f32 = bits.view(np.float32)
    finite = ~np.isnan(f32)
    with np.errstate(invalid="ignore"):
        ours = f32.astype(BF).view(np.uint16)
    assert (ours[finite] == _tvm_round(f32[finite])).all()
    with np.errstate(invalid="ignore"):
        assert np.isnan(f32[~finite].astype(BF).astype(np.float32)).all()
    carried = np.array([0x7F808000, 0x7FFF8000], np.uint32).view(np.float32)
    assert [hex(x) for x in _tvm_round(carried)] == ["0x7f80", "0x8000"]


# ----------------------------------------------------------------------------- proofs

REWRITE = '''
@T.prim_func
def f(A: T.Buffer((2,), "bfloat16"), B: T.Buffer((2,), "bfloat16"),
      C: T.Buffer((2,), "bfloat16"), D: T.Buffer((2,), "bfloat16")):
    for i in range(2):
        D[i] = {}
'''


def _check(before: str, after: str, **kw):
    return verirw.check(verirw.parse(REWRITE.format(before)), verirw.parse(REWRITE.format(after)),
                        timeout_s=600, **kw)


def test_a_true_bf16_rewrite_is_proven():
    assert _check("(A[i] + B[i]) * C[i]", "C[i] * (B[i] + A[i])", search="never").status \
        == "proven"
    # TVM's BF16ComputeLegalize: the expression in float32, one rounding at the store
    legal = ('T.Cast("bfloat16", (T.Cast("float32", A[i]) + T.Cast("float32", B[i])) '
             '* T.Cast("float32", C[i]))')
    assert _check("(A[i] + B[i]) * C[i]", legal).status == "proven"


def test_a_false_bf16_rewrite_is_refuted_by_the_solver():
    result = _check("(A[i] + B[i]) + C[i]", "A[i] + (B[i] + C[i])", search="never")
    assert result.status == "refuted" and result.confirmed, result.reason
    # rounding after every operation is not TVM's meaning
    result = _check("(A[i] + B[i]) - A[i]",
                    'T.Cast("bfloat16", T.Cast("float32", T.Cast("bfloat16", T.Cast("float16", '
                    'A[i]) + T.Cast("float16", B[i])))) - A[i]', search="never")
    assert result.status == "refuted"


# ----------------------------------------------------------------------------- TVM's programs

#: apache/tvm tests/python/tir-transform/test_tir_transform_bf16_legalize.py (Apache-2.0),
#: test_bf16_storage_compute_scope_will_legalize.get_before
TVM_PROGRAM = '''
@I.ir_module
class Before:
    @T.prim_func
    def main(
        Aptr: T.handle("bfloat16", storage_scope="shared"),
        Bptr: T.handle("bfloat16", storage_scope="local"),
        Dptr: T.handle("bfloat16"),
    ):
        T.func_attr({"global_symbol": "main"})
        A = T.decl_buffer((100,), "bfloat16", data=Aptr)
        B = T.decl_buffer((100,), "bfloat16", data=Bptr)
        D = T.decl_buffer((100,), "bfloat16", data=Dptr)
        C = T.decl_buffer((100,), "bfloat16")
        for i in T.grid(100):
            C[i] = A[i] + B[i]
            D[i] = T.exp(C[i])
'''


def test_tvms_bf16_programs_are_read():
    module = verirw.parse(TVM_PROGRAM)
    assert verirw.parse(verirw.script(module)) == module
    legal = bf16.legalize(module.functions[0])
    allocated = [s.buffer for s in visit.walk(legal.body) if isinstance(s, ir.Allocate)]
    assert [b.dtype for b in allocated] == [FLOAT32]          # C: float32, as in TVM
    stores = [s for s in visit.walk(legal.body) if isinstance(s, ir.BufferStore)]
    assert isinstance(stores[1].value, ir.Cast) and stores[1].value.dtype == BFLOAT16
    assert verirw.script(bf16.legalize(legal)) == verirw.script(legal)     # idempotent
    assert verirw.check(module, module).status == "proven"


def test_refusals_are_named():
    with pytest.raises(bf16.Unsupported, match="scalar parameter x is bfloat16"):
        bf16.legalize(verirw.parse('''
@T.prim_func
def f(A: T.Buffer((4,), "bfloat16"), x: T.bfloat16):
    for i in range(4):
        A[i] = x
'''))
    with pytest.raises(smt.SMTEncodingError, match="bfloat16"):
        smt.Encoder().encode(ir.Add(ir.Var("a", BFLOAT16), ir.Var("b", BFLOAT16)))


def test_standalone_expressions():
    a, b = ir.Var("a", BFLOAT16), ir.Var("b", BFLOAT16)
    expr = ir.Add(a, b)
    env = {a: 1.0, b: 2 ** -8}
    assert interp.evaluate(expr, env, value_vars=[a, b]) == 1 + 2 ** -8   # float32
    assert smt.evaluate_z3(expr, env, value_vars=[a, b]) == 1 + 2 ** -8


# ----------------------------------------------------------------------------- TVM 0.27


@pytest.fixture(scope="module")
def tvm():
    return pytest.importorskip("tvm")


def _run_tvm(tvm, text: str, arrays: dict, names) -> dict:
    lib = tvm.compile(tvm.script.from_source(text), target="llvm")
    tensors = [tvm.runtime.tensor(arrays[k].copy()) for k in names]
    lib["f"](*tensors)
    return {k: t.numpy() for k, t in zip(names, tensors)}


NAMES = ("A", "B", "F", *OUTPUTS)


def _tvm_inputs(seed: int) -> dict:
    rng = np.random.default_rng(seed)
    a = [*EDGE16, *rng.integers(0, 0x10000, 46).tolist()]
    b = [*reversed(EDGE16), *rng.integers(0, 0x10000, 46).tolist()]
    # float32 NaNs whose payload carries are the recorded difference: TVM's quiet NaN only
    f = [x for x in EDGE32 if x not in (0x7FC00001, 0xFFC12345)]
    f = [*f, *rng.integers(0, 2 ** 32, 64 - len(f), dtype=np.uint64).tolist()]
    f = [0x7FC00000 if np.isnan(np.uint32(x).view(np.float32)) else x for x in f]
    return {"a": a[:64], "b": b[:64], "f": f[:64]}


def test_verirw_computes_what_tvm_compiles(tvm):
    n = 64
    text = PROGRAM.replace(f"(({N},)", f"(({n},)").replace(f"range({N})", f"range({n})")
    func = verirw.parse(text)
    for seed in range(3):
        inp = _tvm_inputs(seed)
        arrays = {"A": np.array(inp["a"], np.uint16).view(BF),
                  "B": np.array(inp["b"], np.uint16).view(BF),
                  "F": np.array(inp["f"], np.uint32).view(np.float32)}
        for name in OUTPUTS:
            arrays[name] = np.zeros(n, np.float32 if name == "H" else BF)
        theirs = _run_tvm(tvm, text, arrays, NAMES)
        ours = verirw.run(func, **{k: v.copy() for k, v in arrays.items()})
        native = {k: v.copy() for k, v in arrays.items()}
        verirw.build(func)(**native)
        for name in OUTPUTS:
            bad = ~_same(theirs[name], ours[name])
            assert not bad.any(), (name, np.flatnonzero(bad)[:5], theirs[name][bad][:5],
                                   ours[name][bad][:5])
            assert _same(theirs[name], native[name]).all(), name


def test_casts_round_through_float32_as_tvm(tvm):
    """A cast to bfloat16 from float64 or an integer rounds to float32, then (stored) to
    bfloat16: two roundings, as TVM's code; inside an expression it is float32."""
    text = '''
@T.prim_func
def f(D: T.Buffer((6,), "float64"), I: T.Buffer((6,), "int32"), E: T.Buffer((6,), "bfloat16"),
      M: T.Buffer((6,), "bfloat16"), L: T.Buffer((6,), "float32")):
    for i in range(6):
        E[i] = T.Cast("bfloat16", D[i])
        M[i] = T.Cast("bfloat16", I[i])
        L[i] = T.Cast("float32", T.Cast("bfloat16", D[i]))
'''
    arrays = {"D": np.array([1 + 2 ** -8 + 2 ** -30, 1 + 2 ** -24 + 2 ** -40, 1.0, -0.0,
                             3.3961e38, 1e-45]),
              "I": np.array([16777217, 257, 259, 2 ** 31 - 1, -1, 0], np.int32),
              "E": np.zeros(6, BF), "M": np.zeros(6, BF), "L": np.zeros(6, np.float32)}
    theirs = _run_tvm(tvm, text, arrays, ("D", "I", "E", "M", "L"))
    func = verirw.parse(text)
    ours = verirw.run(func, **{k: v.copy() for k, v in arrays.items()})
    for name in ("E", "M", "L"):
        assert _same(theirs[name], ours[name]).all(), (name, theirs[name], ours[name])
    assert float(ours["E"][0]) == 1.0            # via float32: 1 + 2**-8, a tie, to even
    assert float(ours["L"][1]) == float(np.float32(1 + 2 ** -24 + 2 ** -40))


def test_nan_payloads_that_carry_are_the_recorded_difference(tvm):
    text = '''
@T.prim_func
def f(F: T.Buffer((3,), "float32"), G: T.Buffer((3,), "bfloat16")):
    for i in range(3):
        G[i] = T.Cast("bfloat16", F[i])
'''
    arrays = {"F": np.array([0x7F80FFFF, 0x7F808000, 0x7FFF8000], np.uint32).view(np.float32),
              "G": np.zeros(3, BF)}
    theirs = _run_tvm(tvm, text, arrays, ("F", "G"))["G"].view(np.uint16)
    assert [hex(x) for x in theirs] == ["0x7f81", "0x7f80", "0x8000"]   # NaN, inf, -0.0
    ours = verirw.run(verirw.parse(text), **arrays)["G"]
    assert np.isnan(ours.astype(np.float32)).all()
    assert math.isnan(float(ours[0]))
