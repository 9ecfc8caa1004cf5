"""Unchanged code up to common subexpressions (verify.unchanged): a let of a total index
expression is inlined on both sides before the alpha-equivalence test, so TVM's
CommonSubexprElim steps cost no solver work. Only such lets: a let of a load, of a division by
a variable or by -1, or of a value expression stays, and a wrong CSE is still refuted."""

import numpy as np
import pytest

import verirw
from verirw import interp
from verirw.verify.unchanged import inline_index_lets, total_index_expr, unchanged

# TVM 0.27's CommonSubexprElim on the symbolic-batch MLP's bias add, as TVM prints it
BEFORE = '''
@T.prim_func
def add(matmul: T.Buffer((n, T.int64(32)), "float32"), fc1_bias: T.Buffer((T.int64(32),), "float32"), T_add: T.Buffer((n, T.int64(32)), "float32")):
    n = T.int64()
    matmul_1 = T.decl_buffer((n * T.int64(32),), data=matmul.data, elem_offset=0)
    fc1_bias_1 = T.decl_buffer((32,), data=fc1_bias.data)
    T_add_1 = T.decl_buffer((n * T.int64(32),), data=T_add.data, elem_offset=0)
    for ax0, ax1 in T.grid(n, T.int64(32)):
        T_add_1[ax0 * T.int64(32) + ax1] = matmul_1[ax0 * T.int64(32) + ax1] + fc1_bias_1[ax1]
'''

AFTER = '''
@T.prim_func
def add(matmul: T.Buffer((n, T.int64(32)), "float32"), fc1_bias: T.Buffer((T.int64(32),), "float32"), T_add: T.Buffer((n, T.int64(32)), "float32")):
    n = T.int64()
    cse_v1: T.let[T.int64] = n * T.int64(32)
    matmul_1 = T.decl_buffer((cse_v1,), data=matmul.data, elem_offset=0)
    fc1_bias_1 = T.decl_buffer((32,), data=fc1_bias.data)
    T_add_1 = T.decl_buffer((cse_v1,), data=T_add.data, elem_offset=0)
    for ax0, ax1 in T.grid(n, T.int64(32)):
        cse_v2: T.let[T.int64] = ax0 * T.int64(32) + ax1
        T_add_1[cse_v2] = matmul_1[cse_v2] + fc1_bias_1[ax1]
'''


def test_tvms_cse_of_the_symbolic_batch_add_is_proven_without_obligations():
    before, after = verirw.parse(BEFORE), verirw.parse(AFTER)
    result = verirw.check(before, after, timeout_s=20)
    assert result.status == "proven", result.reason
    assert result.details.get("unchanged") and result.details["obligations"] == 0
    assert "2 let binding(s) of total index expressions are inlined" in result.reason


def test_a_wrong_cse_is_not_taken_for_unchanged_and_is_refuted():
    wrong = AFTER.replace("cse_v2: T.let[T.int64] = ax0 * T.int64(32) + ax1",
                          "cse_v2: T.let[T.int64] = ax1 * T.int64(32) + ax0")
    before, after = verirw.parse(BEFORE), verirw.parse(wrong)
    assert unchanged(before, after) is None
    small = {"n": 2}
    result = verirw.check(before, after, timeout_s=60, scalars=small)
    assert result.status == "refuted", result.reason


LOAD_LET = '''
@T.prim_func
def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32")):
    x: T.let[T.int32] = A[0]
    A[0] = 7
    B[0] = x
'''

LOAD_INLINED = '''
@T.prim_func
def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32")):
    A[0] = 7
    B[0] = A[0]
'''


def test_a_let_of_a_load_is_not_inlined_the_store_between_changes_it():
    before, after = verirw.parse(LOAD_LET), verirw.parse(LOAD_INLINED)
    assert inline_index_lets(before.body)[1] == 0
    assert unchanged(before, after) is None
    assert verirw.check(before, after, timeout_s=30).status == "refuted"


DIV_LET = '''
@T.prim_func
def f(A: T.Buffer((4,), "int32"), d: T.int32):
    x: T.let[T.int32] = 8 // d
    A[0] = 1
'''

DIV_GONE = '''
@T.prim_func
def f(A: T.Buffer((4,), "int32"), d: T.int32):
    A[0] = 1
'''


@pytest.mark.parametrize("divisor, total", [("d", False), ("-1", False), ("4", True),
                                              ("-4", True)])
def test_only_divisions_that_cannot_fail_are_total(divisor, total):
    func = verirw.parse(DIV_LET.replace("8 // d", f"i // {divisor}")
                        .replace("d: T.int32", "i: T.int32, d: T.int32"))
    let = func.body
    while not hasattr(let, "var"):
        let = let.body
    assert total_index_expr(let.value) is total


def test_an_unused_let_that_may_fail_keeps_its_meaning():
    """``8 // d`` at ``d = 0`` is undefined behaviour in before; after without it is a
    refinement, but the reverse direction must not be proven by inlining."""
    with_let, without = verirw.parse(DIV_LET), verirw.parse(DIV_GONE)
    assert inline_index_lets(with_let.body)[1] == 0
    assert unchanged(with_let, without) is None
    assert unchanged(without, with_let) is None
    assert verirw.check(without, with_let, timeout_s=30).status == "refuted"


OVERFLOW = '''
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), k: T.int32):
    for i in range(8):
        x: T.let[T.int32] = k * 65536 + i
        if x % 2 == 0:
            B[i] = A[i]
'''


def test_inlining_is_an_equivalence_in_the_interpreter_including_overflow():
    """The inlined program runs as the original on random inputs, with ``k * 65536``
    overflowing (poison deciding a branch: the same undefined behaviour in both)."""
    func = verirw.parse(OVERFLOW)
    inlined, count = inline_index_lets(func)
    assert count == 1
    rng = np.random.default_rng(5)
    for k in (0, 3, -7, 40000, -40000, 2**31 - 1):
        a = rng.integers(-100, 100, 8).astype(np.int32)
        outs = []
        for f in (func, inlined):
            try:
                got = interp.run(f, A=a.copy(), B=np.zeros(8, np.int32), k=k)
                outs.append(("ok", got["B"].tolist(), got.defined["B"].tolist(),
                             got.poisoned.get("B", np.zeros(8, bool)).tolist()))
            except verirw.errors.VerirwError as e:
                outs.append(("error", type(e).__name__))
        assert outs[0] == outs[1], (k, outs)


from hypothesis import given, settings, strategies as st  # noqa: E402

LET_PAIR = '''
@T.prim_func
def f(A: T.Buffer((64,), "int32"), B: T.Buffer((64,), "int32")):
    for i, j in T.grid(4, 4):
        k: T.let[T.int32] = {value}
        B[i * 4 + j] = A[k]
'''


@settings(max_examples=15, deadline=None, derandomize=True)
@given(st.integers(0, 3), st.integers(0, 3), st.integers(0, 8), st.integers(0, 3),
       st.integers(0, 3), st.integers(0, 8))
def test_inlined_lets_are_never_proven_where_the_interpreter_differs(a, b, c, a2, b2, c2):
    """Before binds ``k`` to ``a*i + b*j + c``, after writes ``a2*i + b2*j + c2`` inline; with
    the concrete search off, ``check`` proves the pair only where the interpreter agrees on
    every input it is run on."""
    before = verirw.parse(LET_PAIR.format(value=f"i * {a} + j * {b} + {c}"))
    after = verirw.parse(LET_PAIR.replace("        k: T.let[T.int32] = {value}\n", "")
                         .replace("A[k]", f"A[i * {a2} + j * {b2} + {c2}]"))
    result = verirw.check(before, after, timeout_s=60, search="never")
    if result.status != "proven":
        return
    rng = np.random.default_rng(0)
    for _ in range(3):
        arr = rng.integers(-100, 100, 64).astype(np.int32)
        x = interp.run(before, A=arr.copy(), B=np.zeros(64, np.int32))
        y = interp.run(after, A=arr.copy(), B=np.zeros(64, np.int32))
        assert x["B"].tolist() == y["B"].tolist(), (a, b, c, a2, b2, c2)
