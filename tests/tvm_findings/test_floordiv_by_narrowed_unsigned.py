"""TVM 0.27 compiles ``i // T.Cast("int32", u)``, ``u`` a uint64 load, as a truncating division:
wrong where the cast is negative (docs/tvm-findings.md, found by ``verirw semdiff``, seed 12).
The same program with an int64 ``u`` is right, and so is verirw's interpreter. When a TVM
release fixes it, this test fails: update the doc."""

from __future__ import annotations

import numpy as np
import pytest

import verirw

tvm = pytest.importorskip("tvm", reason="Apache TVM is not installed: pip install 'verirw[tvm]'")

PROGRAM = """
@T.prim_func
def main(A: T.Buffer((7,), "int32"), B: T.Buffer((1,), "{dtype}")):
    for i in range(7):
        A[i] = i // T.Cast("int32", B[0])
"""
FLOOR = [i // -2 for i in range(7)]              # [0, -1, -1, -2, -2, -3, -3]


def _tvm(dtype: str, value) -> list[int]:
    import tvm.script
    lib = tvm.compile(tvm.IRModule({"main": tvm.script.from_source(PROGRAM.format(dtype=dtype))}),
                      target="llvm")
    a = tvm.runtime.tensor(np.zeros(7, np.int32))
    b = tvm.runtime.tensor(np.array([value], dtype))
    lib["main"](a, b)
    return a.numpy().tolist()


def test_tvm_truncates_a_floordiv_by_a_narrowed_unsigned_value():
    # T.Cast("int32", uint64(2**64 - 2)) is -2; TVM's code divides as if it were positive
    assert _tvm("uint64", 2**64 - 2) == [0, 0, -1, -1, -2, -2, -3]     # wrong: truncated
    assert _tvm("int64", -2) == FLOOR                                    # right


def test_verirw_gives_the_floor_division():
    f = verirw.parse(PROGRAM.format(dtype="uint64"))
    out = verirw.run(f, A=np.zeros(7, np.int32), B=np.array([2**64 - 2], np.uint64))
    assert out["A"].tolist() == FLOOR
