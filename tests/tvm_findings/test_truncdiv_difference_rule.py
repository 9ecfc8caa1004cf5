"""TVM 0.27's RewriteSimplifier rule at rewrite_simplify.cc line 674,
``truncdiv(x + c1, c3) - truncdiv(x + c2, c3) -> truncdiv(truncmod(x + floormod(c2, c3), c3) +
(c1 - c2), c3)`` when ``x >= -c2``, ``c1 >= c2``, ``c3 > 0``, is wrong for ``-c2 <= x <
-floormod(c2, c3)``: its comment proves it for floordiv, and the rule is written with truncdiv.
verirw's classification of TVM's rules refutes it (docs/tvm-rules.md: c1=7, c2=5, c3=3,
x=-4 gives 1 against 0); here TVM's own StmtSimplify applies it to a loop over range(-5, 5)
and TVM's compiled code of the result differs from the input's at i = -4 and -3. verirw's
check refutes the step. When a TVM release fixes it, this test fails: update the docs."""

from __future__ import annotations

import numpy as np
import pytest


tvm = pytest.importorskip("tvm", reason="Apache TVM is not installed: pip install 'verirw[tvm]'")

PROGRAM = """
@T.prim_func
def main(A: T.Buffer((10,), "int32")):
    for i in T.serial(-5, 5):
        A[i + 5] = T.truncdiv(i + 7, 3) - T.truncdiv(i + 5, 3)
"""
#: C's truncating division, i in -5..4
RIGHT = [int((i + 7) / 3) - int((i + 5) / 3) for i in range(-5, 5)]


def _run(mod) -> list[int]:
    lib = tvm.compile(mod, target="llvm")
    a = tvm.runtime.tensor(np.zeros(10, np.int32))
    lib["main"](a)
    return a.numpy().tolist()


def _before_and_after():
    import tvm.script
    mod = tvm.IRModule({"main": tvm.script.from_source(PROGRAM)})
    return mod, tvm.tirx.transform.StmtSimplify()(mod)


def test_tvm_stmt_simplify_changes_the_result():
    before, after = _before_and_after()
    assert RIGHT == [0, 1, 1, 0, 1, 1, 0, 1, 1, 0]
    assert _run(before) == RIGHT
    assert "truncmod" in after["main"].script()          # the rule of line 674 fired
    assert _run(after) == [0, 0, 0, 0, 1, 1, 0, 1, 1, 0]  # wrong at i = -4, -3


def test_verirw_refutes_the_step_at_the_same_element():
    import verirw.tvm
    _, after = _before_and_after()
    result = verirw.check(verirw.parse(PROGRAM), verirw.tvm.from_tvm(after["main"]),
                          timeout_s=60)
    assert result.status == "refuted" and result.confirmed, result.reason
    assert "A[1]" in result.reason or "A[2]" in result.reason
