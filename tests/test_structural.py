"""Alpha-equivalence: names do not matter, binding does."""

from __future__ import annotations

import textwrap

import verirw
from verirw import ir
from verirw.structural import structural_equal, structural_hash


def parse(text):
    return verirw.parse(textwrap.dedent(text))


def test_renamed_variables_and_buffers_are_equal():
    a = parse("""
        @T.prim_func
        def f(A: T.Buffer(4, "int32")):
            for i in T.serial(4):
                x = i + 1
                A[i] = x
    """)
    b = parse("""
        @T.prim_func
        def g(Z: T.Buffer(4, "int32")):
            for k in T.serial(4):
                y = k + 1
                Z[k] = y
    """)
    assert a == b and hash(a) == hash(b)


def test_binding_matters():
    outer = parse("""
        @T.prim_func
        def f(A: T.Buffer((4, 4), "int32")):
            for i in T.serial(4):
                for j in T.serial(4):
                    A[i, j] = i
    """)
    inner = parse("""
        @T.prim_func
        def f(A: T.Buffer((4, 4), "int32")):
            for i in T.serial(4):
                for j in T.serial(4):
                    A[i, j] = j
    """)
    assert outer != inner


def test_parameter_order_and_dtype_matter():
    a = parse('@T.prim_func\ndef f(A: T.Buffer(4, "int32"), B: T.Buffer(4, "int32")):\n    A[0] = B[0]\n')
    b = parse('@T.prim_func\ndef f(A: T.Buffer(4, "int32"), B: T.Buffer(4, "int32")):\n    B[0] = A[0]\n')
    c = parse('@T.prim_func\ndef f(A: T.Buffer(4, "int8"), B: T.Buffer(4, "int32")):\n    A[0] = T.Cast("int8", B[0])\n')
    assert a != b and a != c


def test_sibling_loops_may_share_a_var_object():
    A = ir.make_buffer("A", 4, "int32")
    i, j, k = ir.Var("i"), ir.Var("j"), ir.Var("k")
    def loop(v):
        return ir.For(v, ir.IntImm(0), ir.IntImm(4), "serial", ir.BufferStore(A, v, (v,)))
    shared = ir.SeqStmt((loop(i), loop(i)))
    distinct = ir.SeqStmt((loop(j), loop(k)))
    assert structural_equal(shared, distinct)
    assert structural_hash(shared) == structural_hash(distinct)


def test_free_variables_are_compared_by_identity_unless_mapped():
    x, y = ir.Var("x"), ir.Var("x")
    assert not structural_equal(x + 1, y + 1)
    assert structural_equal(x + 1, y + 1, map_free_vars=True)
    assert not structural_equal(x + x, x + y, map_free_vars=True)


def test_sequence_nesting_is_not_structure():
    A = ir.make_buffer("A", 4, "int32")
    s = ir.BufferStore(A, ir.IntImm(1), (ir.IntImm(0),))
    assert structural_equal(ir.SeqStmt((s, ir.SeqStmt((s, ir.NOOP)))), ir.SeqStmt((s, s)))
    assert not structural_equal(ir.SeqStmt((s, s)), s)
