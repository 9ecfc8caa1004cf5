"""TVM's ``T.Select`` evaluates both arms; ``T.if_then_else`` only the chosen one
(``codegen_llvm.cc``: ``VisitExpr_(const SelectNode*)`` is ``CreateSelect`` of both operands'
values; ``if_then_else`` is a branch). An arm's undefined behaviour is the eager select's; its
value is still the chosen arm's, so an undefined element read by the other arm does not taint."""

import numpy as np
import pytest

import verirw
from verirw import ExecutionError
from verirw.verify.check import check

SEARCHES = ("first", "last", "never")
METHODS = ("auto", "unroll", "summary")

GUARDED_READ = """
@T.prim_func
def f(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in range(16):
        B[i] = T.{op}(i < 8, A[i + 8], 0)
"""


def _verdicts(before, after) -> set:
    return {check(before, after, search=s, method=m).status for s in SEARCHES for m in METHODS}


def test_select_and_if_then_else_are_different_programs():
    lazy = verirw.parse(GUARDED_READ.format(op="if_then_else"))
    eager = verirw.parse(GUARDED_READ.format(op="Select"))
    assert lazy != eager
    assert "T.Select(i < 8, A[i + 8], 0)" in verirw.script(eager)
    assert "T.if_then_else(i < 8, A[i + 8], 0)" in verirw.script(lazy)
    assert verirw.parse(verirw.script(eager)) == eager


def test_an_eager_arm_out_of_bounds_is_undefined_behaviour():
    lazy = verirw.parse(GUARDED_READ.format(op="if_then_else"))
    eager = verirw.parse(GUARDED_READ.format(op="Select"))
    a = np.arange(16, dtype=np.int32)
    assert list(verirw.run(lazy, A=a, B=np.zeros(16, np.int32))["B"][:8]) == list(range(8, 16))
    with pytest.raises(ExecutionError, match="out-of-bounds"):
        verirw.run(eager, A=a, B=np.zeros(16, np.int32))
    assert _verdicts(lazy, eager) == {"refuted"}       # the tester's false proof
    assert _verdicts(eager, lazy) == {"proven"}        # evaluating less is a refinement


def test_an_eager_arms_division_by_zero_counts():
    text = """
@T.prim_func
def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32"), C: T.Buffer((4,), "int32")):
    for i in range(4):
        C[i] = T.{op}(B[i] != 0, A[i] // B[i], 0)
"""
    lazy, eager = (verirw.parse(text.format(op=op)) for op in ("if_then_else", "Select"))
    args = dict(A=np.arange(4, dtype=np.int32), B=np.array([1, 0, 2, 0], np.int32),
                C=np.zeros(4, np.int32))
    assert list(verirw.run(lazy, **args)["C"]) == [0, 0, 1, 0]
    with pytest.raises(ExecutionError, match="division"):
        verirw.run(eager, **args)
    assert check(lazy, eager).status == "refuted"


UNDEFINED_ARM = """
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((1,), "int32")):
    C[0] = T.undef(dtype="int32")
    for i in range(8):
        B[i] = {value}
"""


def test_the_other_arms_undefined_value_does_not_taint():
    """``B[i] = T.Select(i >= 0, A[i], C[0])`` stores ``A[i]``: defined, so ``B[i] = A[i]`` is
    equivalent in both directions (a taint from the unchosen arm would make ``B`` undefined
    in before and prove anything)."""
    eager = verirw.parse(UNDEFINED_ARM.format(value="T.Select(i >= 0, A[i], C[0])"))
    plain = verirw.parse(UNDEFINED_ARM.format(value="A[i]"))
    other = verirw.parse(UNDEFINED_ARM.format(value="A[i] + 1"))
    result = verirw.run(eager, A=np.arange(8, dtype=np.int32), B=np.zeros(8, np.int32),
                        C=np.zeros(1, np.int32))
    assert result.defined["B"].all()
    assert _verdicts(eager, plain) == {"proven"} and _verdicts(plain, eager) == {"proven"}
    assert check(eager, other).status == "refuted"


def test_an_undefined_index_in_the_other_arm_is_undefined_behaviour():
    """The other arm's load runs at an address computed from an undefined value."""
    plain = verirw.parse(UNDEFINED_ARM.format(value="A[i]"))
    eager = verirw.parse(UNDEFINED_ARM.format(value="T.Select(i >= 0, A[i], A[C[0]])"))
    lazy = verirw.parse(UNDEFINED_ARM.format(value="T.if_then_else(i >= 0, A[i], A[C[0]])"))
    with pytest.raises(ExecutionError, match="undefined"):
        verirw.run(eager, A=np.arange(8, dtype=np.int32), B=np.zeros(8, np.int32),
                   C=np.zeros(1, np.int32))
    assert _verdicts(plain, eager) == {"refuted"}
    assert _verdicts(plain, lazy) == {"proven"}


def test_simplify_keeps_an_eager_select_eager():
    """Context simplification must not use the condition inside an eager arm (the arm runs
    where it is false too), and the result still prints as TVM's Select."""
    text = """
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((16,), "int32")):
    for i in range(16):
        B[i] = T.{op}(i < 8, A[i % 8], 0)
"""
    eager = verirw.parse(text.format(op="Select"))
    result = verirw.simplify(eager)
    assert "T.Select(i < 8, A[i % 8], 0)" in verirw.script(result.func)
    assert check(eager, result.func).status == "proven"
    lazy = verirw.parse(text.format(op="if_then_else"))       # where the condition is usable
    assert "T.if_then_else(i < 8, A[i], 0)" in verirw.script(verirw.simplify(lazy).func)
