"""TVM 0.27's FlattenBuffer rewrites the index ``(i - 3) // -8 % 4`` over ``range(4)`` (always
0) into ``i % -32 // -8`` (3 for i = 1, 2, 3): a floordiv by a negative constant under a
floormod is simplified as if the divisor were positive. Found, confirmed and minimised by the
``verirw tvm-fuzz`` campaign of 2026-11-27 (seed 1: 12 confirmed FlattenBuffer findings, every
one this rewrite with another negative divisor); verirw's check refutes the step. TVM's default
``tvm.compile`` of the *input* is wrong too (it read garbage at i = 1, 2, 3 in 3 of 3 runs:
docs/tvm-findings.md), which this test does not assert since the value is not deterministic.
When a TVM release fixes it, this test fails: update the docs."""

from __future__ import annotations

import numpy as np
import pytest


tvm = pytest.importorskip("tvm", reason="Apache TVM is not installed: pip install 'verirw[tvm]'")

PROGRAM = """
@T.prim_func
def main(A: T.Buffer((4,), "int64"), B: T.Buffer((4,), "int64")):
    for i1 in T.serial(4):
        B[i1] = A[(i1 - 3) // -8 % 4] // T.int64(2) // T.int64(-2)
"""
A = [2, 40, 60, 1]
#: floor semantics: (i - 3) // -8 is 0 for i in 0..3, so every element reads A[0]
RIGHT = [A[((i - 3) // -8) % 4] // 2 // -2 for i in range(4)]


def _flattened():
    import tvm.script
    mod = tvm.IRModule({"main": tvm.script.from_source(PROGRAM)})
    return tvm.tirx.transform.FlattenBuffer()(mod)


def test_tvm_flatten_buffer_reads_another_element():
    after = _flattened()
    assert "i1 % -32 // -8" in after["main"].script()
    lib = tvm.compile(after, target="llvm")
    a = tvm.runtime.tensor(np.array(A, np.int64))
    b = tvm.runtime.tensor(np.zeros(4, np.int64))
    lib["main"](a, b)
    assert RIGHT == [-1, -1, -1, -1]
    assert b.numpy().tolist() == [-1, 0, 0, 0]        # A[3] read at i = 1, 2, 3: wrong


def test_verirw_refutes_the_step():
    import verirw.tvm
    after = _flattened()
    result = verirw.check(verirw.parse(PROGRAM), verirw.tvm.from_tvm(after["main"]),
                          timeout_s=60)
    assert result.status == "refuted" and result.confirmed, result.reason
    out = verirw.run(verirw.parse(PROGRAM), A=np.array(A, np.int64), B=np.zeros(4, np.int64))
    assert out["B"].tolist() == RIGHT
