"""TVM 0.27's index narrowing rewrites ``T.clz`` of an int64 operand as the int32 count plus 32
(``T.clz(x) - 32 + 64``), which holds only where the operand is non-negative: a negative
int64 has no leading zero (``clz`` 0), while the narrowed count of the same negative value is
0 as well, so the rewrite gives 32. Found by ``verirw tvm-fuzz``'s ``bit_programs`` family and
written by hand here.

- ``tirx.transform.ForceNarrowIndexToInt32`` on an index ``D[T.clz(int64(A[i]) | 1)]``.
- ``tirx.transform.NarrowDataType(32)``, which ``tvm.compile``'s default pipeline runs: the
  *unmodified* program ``B[i] = T.clz(i - 5)`` over an int64 loop compiles to code that stores
  32 where the program's value is 0 (with the pass disabled, TVM's code stores 0).

verirw's check refutes both steps. When a TVM release fixes them, these tests fail: update
docs/tvm-findings.md."""

from __future__ import annotations

import numpy as np
import pytest

tvm = pytest.importorskip("tvm", reason="Apache TVM is not installed: pip install 'verirw[tvm]'")

INDEX = """
@T.prim_func
def main(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32"), D: T.Buffer((64,), "int32")):
    for i in range(4):
        B[i] = D[T.clz(T.Cast("int64", A[i]) | T.int64(1))]
"""

LOOP = """
@T.prim_func
def main(B: T.Buffer((T.int64(4),), "int32")):
    for i in range(T.int64(4)):
        B[i] = T.clz(i - T.int64(5))
"""


def _module(text: str):
    import tvm.script
    return tvm.IRModule({"main": tvm.script.from_source(text)})


def _run(mod, arrays, disabled=()) -> list[list[int]]:
    with tvm.transform.PassContext(opt_level=3, disabled_pass=list(disabled)):
        lib = tvm.compile(mod, target="llvm")
    tensors = [tvm.runtime.tensor(a.copy()) for a in arrays]
    lib["main"](*tensors)
    return [t.numpy().tolist() for t in tensors]


def _refuted(text: str, after) -> None:
    import verirw
    import verirw.tvm
    result = verirw.check(verirw.parse(text), verirw.tvm.from_tvm(after["main"]), timeout_s=60)
    assert result.status == "refuted" and result.confirmed, result.reason


def test_force_narrow_index_to_int32_miscounts_a_negative_operand():
    before = _module(INDEX)
    after = tvm.tirx.transform.ForceNarrowIndexToInt32()(before)
    assert "T.clz(A[i] | 1) - 32 + 64" in after["main"].script()
    a = np.array([-9, 5, -1, 2 ** 20], np.int32)
    d = np.arange(64, dtype=np.int32)
    # clz of the int64 value: 0 for a negative one, 61 for 5, 43 for 2**20 (| 1 keeps it > 0)
    assert _run(before, [a, np.zeros(4, np.int32), d])[1] == [0, 61, 0, 43]
    assert _run(after, [a, np.zeros(4, np.int32), d])[1] == [32, 61, 32, 43]    # wrong
    _refuted(INDEX, after)


def test_the_default_pipeline_miscompiles_clz_of_a_negative_int64():
    before = _module(LOOP)
    # i - 5 is negative for every i in 0..3: no leading zero in 64 bits
    assert _run(before, [np.zeros(4, np.int32)], disabled=["tirx.NarrowDataType"])[0] == \
        [0, 0, 0, 0]
    assert _run(before, [np.zeros(4, np.int32)])[0] == [32, 32, 32, 32]          # wrong
    after = tvm.tirx.transform.NarrowDataType(32)(before)
    assert "T.clz(i - 5) - 32 + 64" in after["main"].script()
    _refuted(LOOP, after)
