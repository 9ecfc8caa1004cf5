"""verirw's float meaning against TVM 0.27's compiled code (the contract's ruling principle).

One PrimFunc per float dtype, with many outputs, is compiled by ``tvm.compile(target="llvm")``
and run on edge pairs (±0 in both orders, NaN in either operand, ±inf, ordinary values); the
same program text, parsed by ``verirw.parse``, runs in ``verirw.run``. Outputs are compared
bit for bit (all NaNs equal). ``T.min``/``T.max`` are TVM's ``select(a < b, a, b)`` /
``select(a > b, a, b)`` in verirw too; ``T.if_then_else``, ``T.floor``/``ceil``/``trunc``,
in-range float -> int casts, ``==``, ``<`` and ``!=`` agree (``!=`` is TVM's ordered
``fcmp one``: false with a NaN operand).
"""

from __future__ import annotations

import numpy as np
import pytest

import verirw

tvm = pytest.importorskip("tvm")

nan, inf = np.nan, np.inf
PAIRS = [(-0.0, 0.0), (0.0, -0.0), (-0.0, -0.0), (0.0, 0.0), (nan, 1.0), (1.0, nan), (nan, nan),
         (nan, -0.0), (-0.0, nan), (inf, 1.0), (1.0, inf), (-inf, 1.0), (1.0, -inf), (inf, -inf),
         (inf, inf), (-inf, nan), (2.0, 3.0), (3.0, 2.0), (-2.5, 2.5), (1.5, 1.5), (-1.5, -0.5)]
#: cast inputs, all within int32 (in float32 too: 2147483520 is the largest float32 below 2**31)
CAST_INPUTS = [0.0, -0.0, 0.5, -0.5, 1.99, -1.99, 2147483520.0, -2147483648.0, 123.75, -7.25,
               0.999, -0.999, 1e9, -1e9, 3.0, -3.0, 65504.0, 1.5, 2.5, -2.5, 7.0]
N = len(PAIRS)
FLOAT_OUTPUTS = ("Mx", "Mn", "Sel", "Fl", "Ce", "Tr")
INT_OUTPUTS = ("Ci", "Eq", "Ne", "Lt")


def _source(dtype: str) -> str:
    buffers = ", ".join([f'{k}: T.Buffer(({N},), "{dtype}")' for k in ("A", "B", "X")
                         + FLOAT_OUTPUTS] + [f'{k}: T.Buffer(({N},), "int32")'
                                             for k in INT_OUTPUTS])
    return f"""
@T.prim_func
def f({buffers}):
    for i in range({N}):
        Mx[i] = T.max(A[i], B[i])
        Mn[i] = T.min(A[i], B[i])
        Sel[i] = T.if_then_else(A[i] < B[i], A[i], B[i])
        Fl[i] = T.floor(A[i])
        Ce[i] = T.ceil(A[i])
        Tr[i] = T.trunc(A[i])
        Ci[i] = T.Cast("int32", X[i])
        Eq[i] = T.Cast("int32", A[i] == B[i])
        Ne[i] = T.Cast("int32", A[i] != B[i])
        Lt[i] = T.Cast("int32", A[i] < B[i])
"""


def _inputs(dtype: str) -> dict[str, np.ndarray]:
    d = np.dtype(dtype)
    arrays = {"A": np.array([p[0] for p in PAIRS], d), "B": np.array([p[1] for p in PAIRS], d),
              "X": np.array(CAST_INPUTS[:N], d)}
    arrays.update({k: np.zeros(N, d) for k in FLOAT_OUTPUTS})
    arrays.update({k: np.zeros(N, np.int32) for k in INT_OUTPUTS})
    return arrays


def _run_tvm(text: str, arrays: dict) -> dict[str, np.ndarray]:
    lib = tvm.compile(tvm.script.from_source(text), target="llvm")
    names = ["A", "B", "X", *FLOAT_OUTPUTS, *INT_OUTPUTS]
    tensors = [tvm.runtime.tensor(arrays[k].copy()) for k in names]
    lib["f"](*tensors)
    return {k: t.numpy() for k, t in zip(names, tensors)}


def _same(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    if x.dtype.kind != "f":
        return x == y
    bits = np.uint32 if x.dtype.itemsize == 4 else np.uint64
    return (x.view(bits) == y.view(bits)) | (np.isnan(x) & np.isnan(y))


@pytest.fixture(scope="module", params=["float32", "float64"])
def results(request):
    """(dtype, TVM's outputs, verirw's outputs, verirw's compiled outputs): one TVM compile."""
    dtype = request.param
    text = _source(dtype)
    arrays = _inputs(dtype)
    ours = verirw.run(verirw.parse(text), **{k: v.copy() for k, v in arrays.items()}).arrays
    kernel = verirw.build(verirw.parse(text))
    compiled = {k: v.copy() for k, v in arrays.items()}
    kernel(**compiled)
    return dtype, _run_tvm(text, arrays), ours, compiled


def _disagreements(theirs, ours, name):
    rows = np.flatnonzero(~_same(theirs[name], ours[name]))
    inputs = [CAST_INPUTS[k] if name == "Ci" else PAIRS[k] for k in rows]
    return [(inp, theirs[name][k], ours[name][k]) for inp, k in zip(inputs, rows)]


@pytest.mark.parametrize("name", ["Mx", "Mn", "Sel", "Fl", "Ce", "Tr", "Ci", "Eq", "Lt", "Ne"])
def test_verirw_computes_what_tvm_compiles(results, name):
    dtype, theirs, ours, compiled = results
    assert not _disagreements(theirs, ours, name), (dtype, name)
    assert not _disagreements(theirs, compiled, name), (dtype, name, "verirw.build")


def test_min_max_edge_values_are_tvms_select(results):
    """The table of docs/semantics.md: ``b`` wins a tie of zeros and any NaN."""
    dtype, theirs, _, _ = results
    mx, mn = theirs["Mx"], theirs["Mn"]
    # PAIRS[0] = (-0.0, 0.0), PAIRS[1] = (0.0, -0.0), PAIRS[4] = (nan, 1.0), PAIRS[5] = (1.0, nan)
    assert [str(mx[0]), str(mx[1]), str(mn[0]), str(mn[1])] == ["0.0", "-0.0", "0.0", "-0.0"]
    assert mx[4] == 1.0 and np.isnan(mx[5]) and mn[4] == 1.0 and np.isnan(mn[5])


def test_not_equal_with_nan_is_false_as_in_tvm(results):
    """TVM's float ``!=`` is LLVM's ordered ``fcmp one``: false with a NaN operand (IEEE's
    ``!=`` is true there); verirw means TVM's."""
    dtype, theirs, ours, _ = results
    has_nan = np.array([any(v != v for v in pair) for pair in PAIRS])
    assert has_nan.any() and (theirs["Ne"][has_nan] == 0).all() and (ours["Ne"][has_nan] == 0).all()


def test_tvms_constant_folder_is_a_recorded_difference():
    """TVM folds ``T.max``/``T.min`` of two float constants while building the IR with
    ``std::max``/``std::min`` (``max(-0.0, 0.0)`` is ``-0.0``), unlike its compiled
    ``select(a > b, a, b)`` (``0.0``). verirw gives every spelling the compiled meaning
    (docs/semantics.md, "Floats": TVM's deviation, documented, not copied)."""
    text = """
@T.prim_func
def f(C: T.Buffer((2,), "float32")):
    C[0] = T.max(T.float32(-0.0), T.float32(0.0))
    C[1] = T.max(-0.0, 0.0)
"""
    folded = tvm.script.from_source(text).script()
    assert folded.count("T.float32(-0.0)") == 2                 # both folded to -0.0 by TVM
    out = verirw.run(verirw.parse(text), C=np.ones(2, np.float32))["C"]
    assert [str(v) for v in out] == ["0.0", "0.0"]


def _tvm_run(text: str, *scalars) -> int:
    lib = tvm.compile(tvm.IRModule({"main": tvm.script.from_source(text)}), target="llvm")
    out = tvm.runtime.tensor(np.zeros(1, np.int32), tvm.cpu())
    lib["main"](out, *scalars)
    return int(out.numpy()[0])


def test_tvms_folding_of_a_float_to_bool_cast_disagrees_with_its_code():
    """Found by ``verirw semdiff`` (2026-11-27): TVM 0.27 folds ``bool(-0.00043)`` to False
    at compile time, while its code generator computes ``fcmp une x, 0.0`` (True for any
    nonzero x; ``codegen_llvm.cc``, ``CreateCast``). verirw gives both spellings the code
    generator's meaning: True."""
    literal = """
@T.prim_func
def main(B: T.Buffer((1,), "int32")):
    B[0] = T.Cast("int32", T.Cast("bool", T.float64(-0.00043)))
"""
    parameter = """
@T.prim_func
def main(B: T.Buffer((1,), "int32"), x: T.float64):
    B[0] = T.Cast("int32", T.Cast("bool", x))
"""
    assert _tvm_run(literal) == 0                 # TVM's compile-time folding
    assert _tvm_run(parameter, -0.00043) == 1     # TVM's compiled code
    assert verirw.run(verirw.parse(literal), B=np.zeros(1, np.int32))["B"][0] == 1
    assert verirw.run(verirw.parse(parameter), B=np.zeros(1, np.int32), x=-0.00043)["B"][0] == 1
