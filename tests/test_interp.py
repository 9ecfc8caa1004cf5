"""Tests of the reference interpreter (verirw.interp) against hand-computed or numpy values.

IR is built by hand with verirw.ir (independent of the parser). Every expected value is
worked out by hand in a comment or computed with numpy, never copied from the interpreter.
"""

from __future__ import annotations

import struct

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import verirw
from verirw import ir
from verirw.dtypes import BOOL, FLOAT32, INT8, INT32, INT64, UINT8, DType
from verirw.errors import ArgumentError, ExecutionError
from verirw.interp import MalformedIRError, evaluate, generated_source, run
from verirw.ir import as_expr
from verirw.semantics import is_value_expr

# ----------------------------------------------------------------------------- helpers


def func(body: ir.Stmt, *buffers: ir.Buffer, scalars=(), name: str = "f") -> ir.PrimFunc:
    params = tuple(b.data for b in buffers) + tuple(scalars)
    return ir.PrimFunc(name, params, tuple((b.data, b) for b in buffers), body)


def loop(var: ir.Var, extent, body: ir.Stmt, start=0, kind: str = "serial") -> ir.For:
    return ir.For(var, as_expr(start, var.dtype), as_expr(extent, var.dtype), kind, body)


def store(buf: ir.Buffer, indices, value) -> ir.BufferStore:
    if not isinstance(indices, tuple):
        indices = (indices,)
    return ir.BufferStore(buf, as_expr(value, buf.dtype), tuple(as_expr(i) for i in indices))


def buf(name: str, shape, dtype) -> ir.Buffer:
    return ir.make_buffer(name, shape, dtype)


def raises(kind: str, fn, *args, **kwargs) -> ExecutionError:
    with pytest.raises(ExecutionError) as info:
        fn(*args, **kwargs)
    assert info.value.kind == kind, info.value
    return info.value


def f32(x: float) -> float:
    """Round a double to float32 with struct (independent of numpy scalar arithmetic)."""
    return struct.unpack("f", struct.pack("f", x))[0]


# ----------------------------------------------------------------------------- division


DIVISION_CASES = [
    # (a, b, floordiv, floormod, truncdiv, truncmod), by hand
    (-7, 2, -4, 1, -3, -1),
    (7, -2, -4, -1, -3, 1),
    (-7, -2, 3, -1, 3, -1),
    (7, 2, 3, 1, 3, 1),
    (-8, 4, -2, 0, -2, 0),
]


@pytest.mark.parametrize("a, b, fdiv, fmod, tdiv, tmod", DIVISION_CASES)
def test_division_index_context(a, b, fdiv, fmod, tdiv, tmod):
    x, y = as_expr(a), as_expr(b)
    assert evaluate(ir.FloorDiv(x, y)) == fdiv
    assert evaluate(ir.FloorMod(x, y)) == fmod
    assert evaluate(ir.TruncDiv(x, y)) == tdiv
    assert evaluate(ir.TruncMod(x, y)) == tmod


@pytest.mark.parametrize("a, b, fdiv, fmod, tdiv, tmod", DIVISION_CASES)
def test_division_value_context(a, b, fdiv, fmod, tdiv, tmod):
    inp, out = buf("X", (2,), "int32"), buf("Out", (4,), "int32")
    lhs, rhs = inp[0], inp[1]
    body = ir.seq(store(out, 0, ir.FloorDiv(lhs, rhs)), store(out, 1, ir.FloorMod(lhs, rhs)),
                  store(out, 2, ir.TruncDiv(lhs, rhs)), store(out, 3, ir.TruncMod(lhs, rhs)))
    res = run(func(body, inp, out), X=np.array([a, b], np.int32), Out=np.zeros(4, np.int32))
    assert res["Out"].tolist() == [fdiv, fmod, tdiv, tmod]


def test_division_by_loop_variable_in_index():
    # for i in [-3, 3): Out[i + 3] = i // 2 * 10 + i % 2, floor semantics on negatives
    out, i = buf("Out", (6,), "int32"), ir.Var("i")
    body = loop(i, 6, store(out, i + 3, (i // 2) * 10 + i % 2), start=-3)
    res = run(func(body, out), Out=np.zeros(6, np.int32))
    # i=-3: -2*10+1=-19; -2: -10; -1: -10+1=-9; 0: 0; 1: 1; 2: 10
    assert res["Out"].tolist() == [-19, -10, -9, 0, 1, 10]


@pytest.mark.parametrize("op", [ir.FloorDiv, ir.FloorMod, ir.TruncDiv, ir.TruncMod])
def test_division_by_zero(op):
    x, out = buf("X", (2,), "int32"), buf("Out", (1,), "int32")
    f = func(store(out, 0, op(x[0], x[1])), x, out)
    err = raises("division_by_zero", run, f, X=np.array([5, 0], np.int32),
                 Out=np.zeros(1, np.int32))
    assert "X[0]" in str(err) and "X[1]" in str(err)
    n = ir.Var("n")
    raises("division_by_zero", evaluate, op(as_expr(3), n), {n: 0})


# ----------------------------------------------------------------------------- wrap-around


def test_int8_wraps():
    a, out = buf("A", (1,), "int8"), buf("Out", (3,), "int8")
    body = ir.seq(store(out, 0, a[0] + a[0]),                       # 200 -> -56
                  store(out, 1, (a[0] + a[0]) // as_expr(2, INT8)),  # wraps first: -56 // 2
                  store(out, 2, a[0] * as_expr(3, INT8)))            # 300 -> 44
    res = run(func(body, a, out), A=np.array([100], np.int8), Out=np.zeros(3, np.int8))
    assert res["Out"].tolist() == [-56, -28, 44]


def test_uint8_wraps():
    a, out = buf("A", (2,), "uint8"), buf("Out", (2,), "uint8")
    body = ir.seq(store(out, 0, a[0] + a[1]),      # 300 -> 44
                  store(out, 1, a[1] - a[0]))      # -100 -> 156
    res = run(func(body, a, out), A=np.array([200, 100], np.uint8), Out=np.zeros(2, np.uint8))
    assert res["Out"].tolist() == [44, 156]


def test_an_int32_value_overflow_is_poison_not_a_wrapped_value():
    # A[0] + 1 at INT32_MAX is poison (``add nsw``): both stores are undefined elements (their
    # values are the wrapped ones TVM's code computes); at INT32_MAX - 1 both are defined
    a, out = buf("A", (1,), "int32"), buf("Out", (2,), "int32")
    body = ir.seq(store(out, 0, a[0] + 1),
                  store(out, 1, ir.Select((a[0] + 1).lt(0), as_expr(1), as_expr(2))))
    res = run(func(body, a, out), A=np.array([2**31 - 1], np.int32), Out=np.zeros(2, np.int32))
    assert res.defined["Out"].tolist() == [False, False]
    assert res["Out"].tolist() == [-2**31, 1]
    res = run(func(body, a, out), A=np.array([2**31 - 2], np.int32), Out=np.zeros(2, np.int32))
    assert res.defined["Out"].tolist() == [True, True]
    assert res["Out"].tolist() == [2**31 - 1, 2]


def test_int32_index_arithmetic_is_exact_and_its_overflow_poison():
    # i * 65536 // 65536 is exact (no wrap); i * 65536 * 65536 overflows int32 at i = 1: poison
    # (TVM's code: ``mul nsw``), and an index computed from it is undefined behaviour
    out, i = buf("Out", (3,), "int32"), ir.Var("i")
    res = run(func(loop(i, 3, store(out, i * 65536 // 65536, i + 7)), out),
              Out=np.zeros(3, np.int32))
    assert res["Out"].tolist() == [7, 8, 9]
    index = i * 65536 * 65536 // 65536 // 65536
    with pytest.raises(ExecutionError) as err:
        run(func(loop(i, 3, store(out, index, i + 7)), out), Out=np.zeros(3, np.int32))
    assert err.value.kind == "undef_in_index" and "i=1" in str(err.value)
    j = ir.Var("j")
    assert evaluate(j * 65536 * 65536 // 65536, {j: 0}) == 0
    with pytest.raises(ExecutionError) as err:
        evaluate(j * 65536 * 65536 // 65536, {j: 1})
    assert err.value.kind == "integer_overflow"


def test_a_stored_overflow_makes_the_element_undefined():
    # B[i] = A[i] * 65536: poison where the product leaves int32, so the element is undefined
    # (its value the wrapped product, what TVM's code stores); elsewhere defined and exact
    a, out, i = buf("A", (3,), "int32"), buf("Out", (3,), "int32"), ir.Var("i")
    body = loop(i, 3, store(out, i, a[i] * 65536))
    res = run(func(body, a, out), A=np.array([1, 32768, -32768], np.int32),
              Out=np.zeros(3, np.int32))
    assert res.defined["Out"].tolist() == [True, False, True]
    assert res["Out"].tolist() == [65536, -2**31, -2**31]


def test_an_int64_index_cast_to_int32_truncates_inside_a_value():
    # (i*2**32 + 5) // 2 is exactly 2**31 + 2 in int64; cast to int32 it truncates (LLVM
    # trunc): 2147483650 - 2**32 = -2147483646. Wrapping each step would give (0 + 5) // 2 = 2.
    a, out, i = buf("A", (1,), "int32"), buf("Out", (1,), "int32"), ir.Var("i", INT64)
    wide = (i * as_expr(65536, INT64) * as_expr(65536, INT64) + as_expr(5, INT64)) \
        // as_expr(2, INT64)
    body = ir.For(i, as_expr(1, INT64), as_expr(1, INT64), "serial",
                  store(out, 0, a[0] + ir.Cast(INT32, wide)))
    res = run(func(body, a, out), A=np.zeros(1, np.int32), Out=np.zeros(1, np.int32))
    assert res["Out"].tolist() == [-2147483646]


def test_storing_an_index_expression_wraps_to_the_buffer_dtype():
    out, i = buf("Out", (2,), "int8"), ir.Var("i")
    body = loop(i, 2, store(out, i, ir.Cast(INT8, i + 127)))
    res = run(func(body, out), Out=np.zeros(2, np.int8))
    assert res["Out"].tolist() == [127, -128]


def test_evaluate_narrow_values_wrap_an_int32_overflow_is_poison_in_both_domains():
    x, y = ir.Var("x"), ir.Var("y")
    env = {x: 2**31 - 1, y: 1}
    for value_vars in (set(), {x, y}):
        with pytest.raises(ExecutionError) as err:
            evaluate(x + y, env, value_vars=value_vars)
        assert err.value.kind == "integer_overflow"
    assert evaluate(x + y, {x: 2**31 - 2, y: 1}) == 2**31 - 1
    p, q = ir.Var("p", INT8), ir.Var("q", INT8)
    assert evaluate(p + q, {p: 127, q: 1}, value_vars={p, q}) == -128


def test_bool_arithmetic_wraps_after_every_operation():
    # bool wraps nonzero -> 1: (1 + 1) - 1 is wrap(wrap(2) - 1) = 0, not wrap(1) = 1
    v = ir.Var("v", BOOL)
    assert evaluate(ir.Sub(ir.Add(v, v), v), {v: True}, value_vars={v}) is False


def test_int64_values_wrap():
    a, out = buf("A", (1,), "int64"), buf("Out", (1,), "int64")
    body = store(out, 0, a[0] * as_expr(2, INT64))
    res = run(func(body, a, out), A=np.array([2**62], np.int64), Out=np.zeros(1, np.int64))
    assert res["Out"].tolist() == [-2**63]


# ----------------------------------------------------------------------------- bounds


def test_out_of_bounds_load_names_buffer_index_and_shape():
    a, out = buf("A", (4, 4), "int32"), buf("Out", (4, 4), "int32")
    i, j = ir.Var("i"), ir.Var("j")
    body = loop(i, 4, loop(j, 4, store(out, (i, j), a[i, j + 1])))
    err = raises("out_of_bounds", run, func(body, a, out), A=np.zeros((4, 4), np.int32),
                 Out=np.zeros((4, 4), np.int32))
    assert "A[0, 4]" in str(err) and "(4, 4)" in str(err) and "j=3" in str(err)


def test_out_of_bounds_store_and_negative_index():
    out, i = buf("B", (4,), "int32"), ir.Var("i")
    err = raises("out_of_bounds", run, func(loop(i, 4, store(out, i + 1, 0)), out),
                 B=np.zeros(4, np.int32))
    assert "B[4]" in str(err) and "(4,)" in str(err)
    err = raises("out_of_bounds", run, func(loop(i, 4, store(out, i - 1, 0)), out),
                 B=np.zeros(4, np.int32))
    assert "B[-1]" in str(err)


def test_select_evaluates_only_the_taken_branch():
    a, out, i = buf("A", (4,), "int32"), buf("Out", (5,), "int32"), ir.Var("i")
    guarded = ir.Select(i.lt(4), a[i], as_expr(-1))
    short = ir.Select(ir.And(i.lt(4), a[ir.Min(i, as_expr(3))].gt(1)), as_expr(1), as_expr(0))
    body = loop(i, 5, store(out, i, guarded * 10 + short))
    res = run(func(body, a, out), A=np.array([1, 2, 3, 4], np.int32), Out=np.zeros(5, np.int32))
    assert res["Out"].tolist() == [10, 21, 31, 41, -10]
    unguarded = loop(i, 5, store(out, i, a[i]))
    raises("out_of_bounds", run, func(unguarded, a, out), A=np.zeros(4, np.int32),
           Out=np.zeros(5, np.int32))


def test_or_short_circuits():
    a, out, i = buf("A", (4,), "int32"), buf("Out", (6,), "bool"), ir.Var("i")
    body = loop(i, 6, store(out, i, ir.Or(i.ge(4), a[i].eq(0))))
    res = run(func(body, a, out), A=np.array([0, 1, 0, 1], np.int32), Out=np.zeros(6, bool))
    assert res["Out"].tolist() == [True, False, True, False, True, True]


# ----------------------------------------------------------------------------- assume


def test_violated_assume_names_condition_and_loop_values():
    a, i = buf("A", (4,), "int32"), ir.Var("i")
    body = loop(i, 4, ir.Assume(a[i].gt(0)))
    err = raises("assume_violated", run, func(body, a), A=np.array([1, 2, 0, 3], np.int32))
    assert "A[i]" in str(err) and ">" in str(err) and "i=2" in str(err)
    assert run(func(body, a), A=np.array([1, 2, 5, 3], np.int32)).steps == 8


def test_assume_with_undef_padding_passes():
    # T.assume(4*io + ii < 14 or A[io, ii] == T.undef()) holds whatever the padding holds
    a, out = buf("A", (4, 4), "int32"), buf("Out", (1,), "int32")
    io, ii = ir.Var("io"), ir.Var("ii")
    cond = ir.Or((io * 4 + ii).lt(14), ir.EQ(a[io, ii], ir.Undef(INT32)))
    body = ir.seq(loop(io, 4, loop(ii, 4, ir.Assume(cond))), store(out, 0, a[3, 1]))
    arr = np.arange(16, dtype=np.int32).reshape(4, 4)
    res = run(func(body, a, out), A=arr, Out=np.zeros(1, np.int32))
    assert res["Out"].tolist() == [13]
    assert res.defined["A"].all() and res.defined["Out"].all()


def test_undef_comparison_still_checks_bounds():
    a, i = buf("A", (4,), "int32"), ir.Var("i")
    body = loop(i, 5, ir.Assume(ir.EQ(ir.Undef(INT32), a[i])))
    raises("out_of_bounds", run, func(body, a), A=np.zeros(4, np.int32))


# ----------------------------------------------------------------------------- undef


def test_undef_store_keeps_value_and_marks_undefined():
    a, i = buf("A", (4,), "int32"), ir.Var("i")
    body = loop(i, 4, ir.IfThenElse(i.ge(2), store(a, i, ir.Undef(INT32))))
    arr = np.array([1, 2, 3, 4], np.int32)
    res = run(func(body, a), A=arr)
    assert res["A"].tolist() == [1, 2, 3, 4]
    assert res.defined["A"].tolist() == [True, True, False, False]


def test_undef_store_still_checks_bounds():
    a = buf("A", (4,), "int32")
    raises("out_of_bounds", run, func(store(a, 4, ir.Undef(INT32)), a), A=np.zeros(4, np.int32))


def test_taint_propagates_through_reads_and_is_cleared_by_a_defined_store():
    a, b = buf("A", (3,), "int32"), buf("B", (3,), "int32")
    body = ir.seq(store(a, 0, ir.Undef(INT32)),
                  store(b, 0, a[0] + 1),      # reads an undefined element: undefined
                  store(b, 1, a[1] + 1),      # defined
                  store(a, 0, as_expr(5)),    # defined again
                  store(b, 2, a[0] * 2))      # 10, defined
    res = run(func(body, a, b), A=np.zeros(3, np.int32), B=np.zeros(3, np.int32))
    assert res.defined["B"].tolist() == [False, True, True]
    assert res.defined["A"].tolist() == [True, True, True]
    assert res["B"].tolist()[1:] == [1, 10]


def test_let_bound_undef_is_conservatively_tainted():
    out, x = buf("Out", (2,), "int32"), ir.Var("x")
    body = ir.LetStmt(x, ir.Undef(INT32), ir.seq(store(out, 0, x - x), store(out, 1, 7)))
    res = run(func(body, out), Out=np.zeros(2, np.int32))
    assert res.defined["Out"].tolist() == [False, True]   # x - x is documented conservative
    assert res["Out"].tolist()[1] == 7


def test_undef_in_index_and_condition_are_errors():
    out, x, i = buf("Out", (4,), "int32"), ir.Var("x"), ir.Var("i")
    in_index = ir.LetStmt(x, ir.Undef(INT32), store(out, x, 1))
    raises("undef_in_index", run, func(in_index, out), Out=np.zeros(4, np.int32))
    in_load_index = ir.LetStmt(x, ir.Undef(INT32), store(out, 0, out[x]))
    raises("undef_in_index", run, func(in_load_index, out), Out=np.zeros(4, np.int32))
    in_if = ir.LetStmt(x, ir.Undef(INT32), ir.IfThenElse(x.gt(0), store(out, 0, 1)))
    raises("undef_in_condition", run, func(in_if, out), Out=np.zeros(4, np.int32))
    in_bound = ir.seq(store(out, 0, ir.Undef(INT32)), loop(i, out[0], store(out, 1, 1)))
    raises("undef_in_condition", run, func(in_bound, out), Out=np.zeros(4, np.int32))


def test_evaluate_undef():
    a, i = buf("A", (2,), "int32"), ir.Var("i")
    arrays = {"A": np.array([3, 4], np.int32)}
    assert evaluate(ir.EQ(a[i], ir.Undef(INT32)), {i: 1}, arrays) is True
    assert evaluate(ir.EQ(ir.Undef(INT32), a[i]), {i: 0}, arrays) is True
    raises("out_of_bounds", evaluate, ir.EQ(a[i], ir.Undef(INT32)), {i: 2}, arrays)


def test_assume_on_an_undefined_value_is_undef_in_condition():
    a = buf("A", (2,), "int32")
    body = ir.seq(store(a, 0, ir.Undef(INT32)), ir.Assume(a[0].gt(0)))
    raises("undef_in_condition", run, func(body, a), A=np.ones(2, np.int32))


def test_rfc0077_padded_stage_refines_the_original():
    # RFC 0077 "element-wise over the padding": B = 2 * A on 14 elements, then the same on a
    # (4, 4) layout whose two padding elements are stored T.undef(). Where the padded program
    # defines B, it agrees with the original.
    a1, b1, i = buf("A", (14,), "int32"), buf("B", (14,), "int32"), ir.Var("i")
    original = func(loop(i, 14, store(b1, i, a1[i] * 2)), a1, b1)
    a2, b2 = buf("A", (4, 4), "int32"), buf("B", (4, 4), "int32")
    io, ii = ir.Var("io"), ir.Var("ii")
    assume = ir.Assume(ir.Or((io * 4 + ii).lt(14), ir.EQ(a2[io, ii], ir.Undef(INT32))))
    padded = func(ir.seq(
        loop(io, 4, loop(ii, 4, assume)),
        loop(io, 4, loop(ii, 4, store(b2, (io, ii), a2[io, ii] * 2))),
        loop(io, 4, loop(ii, 4, ir.IfThenElse((io * 4 + ii).ge(14),
                                              store(b2, (io, ii), ir.Undef(INT32)))))), a2, b2)
    values = np.arange(-7, 7, dtype=np.int32)
    first = run(original, A=values, B=np.zeros(14, np.int32))
    padded_a = np.concatenate([values, [100, 200]]).astype(np.int32).reshape(4, 4)
    second = run(padded, A=padded_a, B=np.zeros((4, 4), np.int32))
    defined = second.defined["B"].ravel()
    assert defined.tolist() == [True] * 14 + [False] * 2
    assert second["B"].ravel()[:14].tolist() == (values * 2).tolist()
    assert first["B"].tolist() == (values * 2).tolist()
    assert second.steps == 36 + 36 + 38   # grid: 4 + 16 iterations, 16 bodies; 2 undef stores


# ----------------------------------------------------------------------------- storage


def test_reading_an_unwritten_allocated_element_errors():
    tmp, out = buf("Tmp", (4,), "int32"), buf("Out", (2,), "int32")
    body = ir.Allocate(tmp, ir.seq(store(tmp, 0, 5), store(out, 0, tmp[0] + 1),
                                   store(out, 1, tmp[1])))
    err = raises("uninitialized_read", run, func(body, out), Out=np.zeros(2, np.int32))
    assert "Tmp[1]" in str(err)


def test_allocated_storage_is_fresh_in_every_iteration():
    tmp, out, i = buf("Tmp", (1,), "int32"), buf("Out", (2,), "int32"), ir.Var("i")
    first = ir.IfThenElse(i.eq(0), store(tmp, 0, 1))
    body = loop(i, 2, ir.Allocate(tmp, ir.seq(first, store(out, i, tmp[0]))))
    err = raises("uninitialized_read", run, func(body, out), Out=np.zeros(2, np.int32))
    assert "i=1" in str(err)


def test_decl_buffer_aliases_storage():
    a, out = buf("A", (4, 4), "int32"), buf("Out", (1,), "int32")
    flat = ir.make_buffer("A_flat", (16,), "int32", data=a.data)
    body = ir.DeclBuffer(flat, ir.seq(store(flat, 5, 99), store(out, 0, a[1, 1] + flat[15])))
    arr = np.arange(16, dtype=np.int32).reshape(4, 4)
    res = run(func(body, a, out), A=arr, Out=np.zeros(1, np.int32))
    assert res["Out"].tolist() == [99 + 15]
    assert res["A"][1, 1] == 99
    assert arr[1, 1] == 5   # inputs are copied, not mutated


def test_decl_buffer_alias_of_an_allocation():
    tmp, out, i = buf("Tmp", (2, 3), "float32"), buf("Out", (6,), "float32"), ir.Var("i")
    view = ir.make_buffer("Tmp_flat", (6,), "float32", data=tmp.data)
    fill = loop(i, 6, store(view, i, ir.Cast(FLOAT32, i)))
    copy = loop(i, 6, store(out, i, tmp[i // 3, i % 3]))
    body = ir.Allocate(tmp, ir.DeclBuffer(view, ir.seq(fill, copy)))
    res = run(func(body, out), Out=np.zeros(6, np.float32))
    assert res["Out"].tolist() == [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]


def test_alias_larger_than_its_storage_is_out_of_bounds_on_access():
    a, out = buf("A", (16,), "int32"), buf("Out", (1,), "int32")
    big = ir.make_buffer("Big", (5, 4), "int32", data=a.data)
    ok = ir.DeclBuffer(big, store(out, 0, big[3, 3]))
    res = run(func(ok, a, out), A=np.arange(16, dtype=np.int32), Out=np.zeros(1, np.int32))
    assert res["Out"].tolist() == [15]
    bad = ir.DeclBuffer(big, store(out, 0, big[4, 1]))
    err = raises("out_of_bounds", run, func(bad, a, out), A=np.zeros(16, np.int32),
                 Out=np.zeros(1, np.int32))
    assert "Big[4, 1]" in str(err) and "16" in str(err)
    bad_store = ir.DeclBuffer(big, store(big, (4, 0), 1))
    raises("out_of_bounds", run, func(bad_store, a, out), A=np.zeros(16, np.int32),
           Out=np.zeros(1, np.int32))


def test_axis_separators_do_not_change_logical_addressing():
    a = ir.make_buffer("A", (2, 3), "int32", axis_separators=(1,))
    i, j = ir.Var("i"), ir.Var("j")
    body = loop(i, 2, loop(j, 3, store(a, (i, j), i * 10 + j)))
    res = run(func(body, a), A=np.zeros((2, 3), np.int32))
    assert res["A"].tolist() == [[0, 1, 2], [10, 11, 12]]


# ----------------------------------------------------------------------------- scalars


def test_scalar_params_in_shapes_and_loop_extents():
    n, i = ir.Var("n"), ir.Var("i")
    a = ir.make_buffer("A", (n * 2,), "int32")
    body = loop(i, n * 2, store(a, i, a[i] * 3 + n))
    f = func(body, a, scalars=(n,))
    arr = np.arange(6, dtype=np.int32)
    res = run(f, A=arr, n=3)
    assert res["A"].tolist() == [3, 6, 9, 12, 15, 18]
    with pytest.raises(ArgumentError, match=r"\(6,\).*\(4,\)"):
        run(f, A=np.zeros(4, np.int32), n=3)


def test_loop_over_scalar_extent_checks_bounds():
    n, i = ir.Var("n"), ir.Var("i")
    a = ir.make_buffer("A", (n,), "int32")
    f = func(loop(i, n + 1, store(a, i, 1)), a, scalars=(n,))
    err = raises("out_of_bounds", run, f, A=np.zeros(3, np.int32), n=3)
    assert "A[3]" in str(err)
    proven = func(loop(i, n, store(a, i, 1)), a, scalars=(n,))
    assert run(proven, A=np.zeros(3, np.int32), n=3)["A"].tolist() == [1, 1, 1]
    assert "_oob" not in generated_source(proven)   # range(n) over extent n needs no check


def test_float_scalar_parameter():
    scale, i = ir.Var("scale", FLOAT32), ir.Var("i")
    a = buf("A", (3,), "float32")
    f = func(loop(i, 3, store(a, i, a[i] * scale)), a, scalars=(scale,))
    res = run(f, A=np.array([1, 2, 3], np.float32), scale=0.5)
    assert res["A"].tolist() == [0.5, 1.0, 1.5]
    with pytest.raises(ArgumentError, match="not exactly representable"):
        run(f, A=np.zeros(3, np.float32), scale=0.1)


def test_malformed_ir_is_reported_before_running():
    a, other = buf("A", (2,), "int32"), buf("Other", (2,), "int32")
    with pytest.raises(MalformedIRError, match="Other"):
        run(func(store(a, 0, other[0]), a), A=np.zeros(2, np.int32))
    with pytest.raises(MalformedIRError, match="1 dimension.*2 index"):
        run(func(store(a, (0, 0), 1), a), A=np.zeros(2, np.int32))
    x = ir.Var("x")
    with pytest.raises(MalformedIRError, match="x"):
        run(func(store(a, 0, x), a), A=np.zeros(2, np.int32))


# ----------------------------------------------------------------------------- arguments


def test_argument_errors():
    n = ir.Var("n")
    a = buf("A", (4,), "float32")
    f = func(store(a, 0, 1.0), a, scalars=(n,))
    ok = np.zeros(4, np.float32)
    with pytest.raises(ArgumentError, match="missing buffer argument A"):
        run(f, n=1)
    with pytest.raises(ArgumentError, match="missing scalar argument n"):
        run(f, A=ok)
    with pytest.raises(ArgumentError, match="unknown argument.*B"):
        run(f, A=ok, n=1, B=ok)
    with pytest.raises(ArgumentError, match="expected dtype float32, got float64"):
        run(f, A=np.zeros(4), n=1)
    with pytest.raises(ArgumentError, match=r"expected shape \(4,\), got \(2, 2\)"):
        run(f, A=np.zeros((2, 2), np.float32), n=1)
    with pytest.raises(ArgumentError, match="numpy array"):
        run(f, A=[0.0] * 4, n=1)
    with pytest.raises(ArgumentError, match="out of range"):
        run(f, A=ok, n=2**40)
    with pytest.raises(ArgumentError, match="integer"):
        run(f, A=ok, n=1.5)


def test_modules_select_functions_by_name():
    a = buf("A", (1,), "int32")
    first = func(store(a, 0, 1), a, name="first")
    second = func(store(a, 0, 2), a, name="second")
    module = ir.IRModule((first, second))
    assert run(module, function="second", A=np.zeros(1, np.int32))["A"].tolist() == [2]
    with pytest.raises(ArgumentError, match="first, second"):
        run(module, A=np.zeros(1, np.int32))
    with pytest.raises(ArgumentError, match="no function 'third'"):
        run(module, function="third", A=np.zeros(1, np.int32))
    single = ir.IRModule((first,))
    assert run(single, A=np.zeros(1, np.int32))["A"].tolist() == [1]


# ----------------------------------------------------------------------------- floats


def test_float32_addition_rounds_like_numpy():
    a, out = buf("A", (2,), "float32"), buf("Out", (1,), "float32")
    arr = np.array([0.1, 0.2], np.float32)
    res = run(func(store(out, 0, a[0] + a[1]), a, out), A=arr, Out=np.zeros(1, np.float32))
    expected = (arr[:1] + arr[1:])[0]                    # numpy float32 array addition
    assert res["Out"][0].tobytes() == expected.tobytes()
    assert float(res["Out"][0]) == f32(float(arr[0]) + float(arr[1]))
    assert float(res["Out"][0]) != float(arr[0]) + float(arr[1])   # really rounded


@pytest.mark.parametrize("dtype", ["float32", "float16"])
def test_float_sum_loop_matches_sequential_numpy_accumulation(dtype):
    rng = np.random.default_rng(1)
    values = (rng.standard_normal(500) * 100).astype(dtype)
    a, out, i = buf("A", (500,), dtype), buf("Out", (1,), dtype), ir.Var("i")
    body = ir.seq(store(out, 0, 0.0), loop(i, 500, store(out, 0, out[0] + a[i])))
    res = run(func(body, a, out), A=values, Out=np.zeros(1, dtype))
    expected = np.cumsum(values, dtype=dtype)[-1]       # add.accumulate is sequential
    assert res["Out"][0].tobytes() == expected.tobytes()


def test_float16_overflow_gives_inf():
    a, out = buf("A", (1,), "float16"), buf("Out", (1,), "float16")
    res = run(func(store(out, 0, a[0] * a[0]), a, out), A=np.array([1000], np.float16),
              Out=np.zeros(1, np.float16))
    assert res["Out"][0] == np.inf      # 1e6 > 65504


def test_float_division_by_zero_is_ieee():
    a, out = buf("A", (2,), "float32"), buf("Out", (2,), "float32")
    body = ir.seq(store(out, 0, ir.TruncDiv(a[0], a[1])), store(out, 1, ir.TruncDiv(a[1], a[1])))
    res = run(func(body, a, out), A=np.array([1, 0], np.float32), Out=np.zeros(2, np.float32))
    assert res["Out"][0] == np.inf and np.isnan(res["Out"][1])


@pytest.mark.parametrize("x, y", [(-7.5, 2.0), (7.5, -2.0), (1.0, 0.1), (-1.0, 0.1), (5.0, 0.0)])
def test_float_floordiv_and_floormod_follow_tvm_lowering(x, y):
    """floor(a / b) of the rounded quotient, and a - b * that, each step rounded to float32."""
    a, out = buf("A", (2,), "float32"), buf("Out", (2,), "float32")
    body = ir.seq(store(out, 0, ir.FloorDiv(a[0], a[1])), store(out, 1, ir.FloorMod(a[0], a[1])))
    arr = np.array([x, y], np.float32)
    res = run(func(body, a, out), A=arr, Out=np.zeros(2, np.float32))
    with np.errstate(all="ignore"):
        q = np.floor(arr[0] / arr[1])
        expected = np.array([q, arr[0] - arr[1] * q], np.float32)
    np.testing.assert_array_equal(res["Out"], expected)


def test_float_floordiv_is_not_numpys_exact_floor_divide():
    # 1 / 0.1f rounds to 10.0 in float32; numpy's floor_divide floors the exact quotient (9)
    a, out = buf("A", (2,), "float32"), buf("Out", (1,), "float32")
    body = store(out, 0, ir.FloorDiv(a[0], a[1]))
    res = run(func(body, a, out), A=np.array([1.0, 0.1], np.float32), Out=np.zeros(1, np.float32))
    assert res["Out"][0] == 10.0


def test_float_min_max_follow_the_select_definition():
    nan = float("nan")
    a, b = ir.Var("a", FLOAT32), ir.Var("b", FLOAT32)
    # TVM's code: Min(a, b) = a if a < b else b, Max(a, b) = a if a > b else b; with NaN
    # the comparison is False, so b wins (and on a tie of zeros)
    assert evaluate(ir.Min(a, b), {a: nan, b: 1.0}) == 1.0
    assert np.isnan(evaluate(ir.Min(a, b), {a: 1.0, b: nan}))
    assert np.isnan(evaluate(ir.Max(a, b), {a: 1.0, b: nan}))
    assert evaluate(ir.Max(a, b), {a: nan, b: 1.0}) == 1.0
    assert str(evaluate(ir.Min(a, b), {a: 0.0, b: -0.0})) == "-0.0"     # -0.0 < 0.0 is False
    assert str(evaluate(ir.Min(a, b), {a: -0.0, b: 0.0})) == "0.0"
    assert str(evaluate(ir.Max(a, b), {a: -0.0, b: 0.0})) == "0.0"


def test_casts():
    x = ir.Var("x", FLOAT32)
    assert evaluate(ir.Cast(INT32, x), {x: 2.75}) == 2
    assert evaluate(ir.Cast(INT32, x), {x: -2.75}) == -2
    assert evaluate(ir.Cast(UINT8, x), {x: -0.5}) == 0
    raises("cast_out_of_range", evaluate, ir.Cast(INT32, x), {x: float("nan")})
    raises("cast_out_of_range", evaluate, ir.Cast(INT32, x), {x: 3e9})
    raises("cast_out_of_range", evaluate, ir.Cast(UINT8, x), {x: 256.0})
    assert evaluate(ir.Cast(BOOL, x), {x: float("nan")}) is True
    n = ir.Var("n", INT64)
    # 2**60 + 2**36 + 1 is just above halfway between float32 neighbours 2**60 and
    # 2**60 + 2**37: it rounds up. Through double the +1 is lost and the tie goes to 2**60.
    assert evaluate(ir.Cast(FLOAT32, n), {n: 2**60 + 2**36 + 1}) == 2**60 + 2**37
    assert evaluate(ir.Cast(FLOAT32, as_expr(16777217)), {}) == 16777216.0
    # a cast to a dtype below 32 bits truncates in every domain, as TVM's code does (LLVM trunc)
    assert evaluate(ir.Cast(INT8, as_expr(300)), {}) == 44
    assert evaluate(ir.Cast(INT32, as_expr(2**40 + 7, INT64)), {}) == 7   # narrowing truncates
    v = ir.Var("v")
    assert evaluate(ir.Cast(INT8, v), {v: 300}, value_vars={v}) == 44
    assert evaluate(ir.Cast(INT32, as_expr(True)), {}) == 1


def test_float_cast_out_of_range_in_a_store():
    a, out = buf("A", (1,), "float32"), buf("Out", (1,), "int8")
    f = func(store(out, 0, ir.Cast(INT8, a[0])), a, out)
    assert run(f, A=np.array([-128.9], np.float32), Out=np.zeros(1, np.int8))["Out"][0] == -128
    raises("cast_out_of_range", run, f, A=np.array([128.0], np.float32),
           Out=np.zeros(1, np.int8))


def test_builtins():
    x, y = ir.Var("x", FLOAT32), ir.Var("y", INT32)
    assert evaluate(ir.Call("sqrt", (x,), FLOAT32), {x: 2.0}) == f32(2.0 ** 0.5)
    assert np.isnan(evaluate(ir.Call("sqrt", (x,), FLOAT32), {x: -1.0}))
    assert evaluate(ir.Call("abs", (x,), FLOAT32), {x: -1.5}) == 1.5
    assert evaluate(ir.Call("abs", (y,), INT32), {y: -5}) == 5
    # TVM's abs is select(x >= 0, x, 0 - x), the negation nsw: abs(MIN) is poison
    raises("integer_overflow", evaluate, ir.Call("abs", (y,), INT32), {y: -2**31},
           value_vars={y})
    raises("integer_overflow", evaluate, ir.Call("abs", (y,), INT32), {y: -2**31})
    i8 = ir.Var("i8", DType.get("int8"))
    assert evaluate(ir.Call("abs", (i8,), DType.get("int8")), {i8: -128}) == -128  # wraps


# ----------------------------------------------------------------------------- evaluate


def test_evaluate_with_arrays_and_env():
    a, i = buf("A", (2, 3), "int8"), ir.Var("i")
    arrays = {"A": np.array([[1, 2, 3], [4, 5, 127]], np.int8)}
    assert evaluate(a[1, i] + a[0, 0], {i: 2}, arrays) == -128     # 127 + 1 wraps in int8
    assert evaluate(a[i // 2 - 1, i], {i: 2}, arrays) == 3              # A[0, 2]
    raises("out_of_bounds", evaluate, a[i, 0], {i: 2}, arrays)
    with pytest.raises(ArgumentError, match="no value for variable"):
        evaluate(a[i, 0], {}, arrays)
    with pytest.raises(ArgumentError, match="not in arrays"):
        evaluate(a[i, 0], {i: 0}, {})
    assert evaluate(ir.And(as_expr(True), ir.Not(as_expr(False)))) is True
    assert evaluate(as_expr(0.5) + as_expr(0.25)) == 0.75


# ----------------------------------------------------------------------------- statements


def test_steps_counts_statements_and_iterations():
    n, i, j, x = ir.Var("n"), ir.Var("i"), ir.Var("j"), ir.Var("x")
    a = buf("A", (8,), "int32")
    triangle = loop(i, 3, loop(j, i, store(a, j, 1)))         # 3 + (0+1+2) + (0+1+2) = 9
    branch = loop(i, 3, ir.IfThenElse(i.lt(2), store(a, i, 2), ir.Evaluate(as_expr(0))))
    # 3 iterations + 3 ifs + 3 (two stores, one evaluate) = 9
    dynamic = loop(i, n, ir.LetStmt(x, i + 1, store(a, i, x)))   # n * (1 + 1 + 1) = 12
    assume = ir.Assume(as_expr(True))                            # 1
    body = ir.seq(triangle, branch, dynamic, assume, ir.Block("b", store(a, 7, 7)))   # + 1
    res = run(func(body, a, scalars=(n,)), A=np.zeros(8, np.int32), n=4)
    assert res.steps == 9 + 9 + 12 + 1 + 1
    assert res["A"].tolist() == [1, 2, 3, 4, 0, 0, 0, 7]   # the dynamic loop wrote i + 1 last


def test_all_loop_kinds_run_serially_in_order():
    a, i = buf("A", (1,), "int32"), ir.Var("i")
    for kind in ("serial", "parallel", "vectorized", "unroll"):
        body = loop(i, 5, store(a, 0, a[0] * 10 + i), kind=kind)
        assert run(func(body, a), A=np.zeros(1, np.int32))["A"].tolist() == [1234]


def test_let_and_if_else():
    a, i, x = buf("A", (4,), "int32"), ir.Var("i"), ir.Var("x")
    body = loop(i, 4, ir.LetStmt(x, a[i] * 2, ir.IfThenElse(
        x.gt(4), store(a, i, x), store(a, i, x - 100))))
    res = run(func(body, a), A=np.array([1, 2, 3, 4], np.int32))
    assert res["A"].tolist() == [-98, -96, 6, 8]


def test_shadowed_loop_variable():
    # the same Var bound by an inner loop; the outer binding is restored afterwards
    a, i = buf("A", (4, 4), "int32"), ir.Var("i")
    inner = loop(i, 2, store(a, (i, 0), 1))
    body = loop(i, 4, ir.seq(inner, store(a, (i, 3), 2)))
    res = run(func(body, a), A=np.zeros((4, 4), np.int32))
    assert res["A"][:, 3].tolist() == [2, 2, 2, 2]
    assert res["A"][:, 0].tolist() == [1, 1, 0, 0]


def test_deep_expressions_and_deep_loop_nests_compile():
    a, out = buf("A", (300,), "float32"), buf("Out", (1,), "float32")
    total = a[0]
    for k in range(1, 300):
        total = total + a[k]
    values = np.random.default_rng(2).random(300).astype(np.float32)
    res = run(func(store(out, 0, total), a, out), A=values, Out=np.zeros(1, np.float32))
    assert res["Out"][0].tobytes() == np.cumsum(values, dtype=np.float32)[-1].tobytes()
    depth = 30
    loop_vars = [ir.Var(f"i{k}") for k in range(depth)]
    counter = buf("C", (1,), "int32")
    body = store(counter, 0, counter[0] + 1)
    for var in reversed(loop_vars):
        body = loop(var, 2 if var is loop_vars[0] else 1, body)
    res = run(func(body, counter), C=np.zeros(1, np.int32))
    assert res["C"].tolist() == [2]
    assert res.steps == 2 + 2 * depth   # 2 outer iterations, each: 29 inner ones + 1 store


# ----------------------------------------------------------------------------- differential


def _reference(expr: ir.Expr, env: dict, value_ids: set) -> int:
    """An independent, slow tree-walking reading of the integer semantics contract."""
    def go(e):
        is_value = is_value_expr(e, value_ids)
        if isinstance(e, ir.IntImm):
            return e.value
        if isinstance(e, ir.Var):
            return env[e]
        if isinstance(e, ir.Select):
            value = go(e.true_value) if go(e.cond) else go(e.false_value)
            return e.dtype.wrap(value) if is_value else value
        if isinstance(e, ir.CmpOp):
            a, b = go(e.a), go(e.b)
            if is_value:
                a, b = e.a.dtype.wrap(a), e.b.dtype.wrap(b)
            return {ir.LT: a < b, ir.EQ: a == b, ir.GE: a >= b}[type(e)]
        a, b = go(e.a), go(e.b)
        if is_value:
            a, b = e.dtype.wrap(a), e.dtype.wrap(b)
        result = {ir.Add: lambda: a + b, ir.Sub: lambda: a - b, ir.Mul: lambda: a * b,
                  ir.FloorDiv: lambda: a // b, ir.FloorMod: lambda: a % b,
                  ir.Min: lambda: min(a, b), ir.Max: lambda: max(a, b)}[type(e)]()
        return e.dtype.wrap(result) if is_value else result
    return go(expr)


def _int_exprs(leaves):
    ops = [ir.Add, ir.Sub, ir.Mul, ir.Min, ir.Max]
    nonzero = st.integers(1, 9).map(lambda c: as_expr(c, INT8))

    def extend(children):
        binary = st.tuples(st.sampled_from(ops), children, children).map(lambda t: t[0](t[1], t[2]))
        division = st.tuples(st.sampled_from([ir.FloorDiv, ir.FloorMod]), children, nonzero) \
            .map(lambda t: t[0](t[1], t[2]))
        select = st.tuples(st.sampled_from([ir.LT, ir.EQ, ir.GE]), children, children, children,
                           children).map(lambda t: ir.Select(t[0](t[1], t[2]), t[3], t[4]))
        return st.one_of(binary, division, select)

    return st.recursive(leaves, extend, max_leaves=12)


# int8 arithmetic wraps in every domain (TVM's code: no nsw below 32 bits), so index variables
# (i, j) and let-bound values (v, w) of int8 both wrap; all hold int8 values
_I, _J = ir.Var("i", INT8), ir.Var("j", INT8)
_V, _W = ir.Var("v", INT8), ir.Var("w", INT8)


@settings(max_examples=300, deadline=None)
@given(expr=_int_exprs(st.sampled_from([_I, _J, _V, _W]) |
                       st.integers(-128, 127).map(lambda c: as_expr(c, INT8))),
       values=st.tuples(st.integers(-128, 127), st.integers(-128, 127),
                        st.integers(-128, 127), st.integers(-128, 127)))
def test_integer_semantics_match_an_independent_reference(expr, values):
    env = dict(zip((_I, _J, _V, _W), values))
    expected = _reference(expr, env, {id(_V), id(_W)})
    assert evaluate(expr, env, value_vars={_V, _W}) == expected


def test_generated_source_is_available():
    a = buf("A", (2,), "int32")
    assert "def _run" in generated_source(func(store(a, 0, 1), a))


def test_dtype_wrap_reference_is_two_complement():
    # sanity of the helper the reference relies on
    assert DType.get("int8").wrap(200) == -56 and UINT8.wrap(300) == 44 and INT8.wrap(-129) == 127


def _index_exprs(leaves):
    def extend(children):
        ring = st.tuples(st.sampled_from([ir.Add, ir.Sub, ir.Mul, ir.Min, ir.Max]), children,
                         children).map(lambda t: t[0](t[1], t[2]))
        division = st.tuples(st.sampled_from([ir.FloorDiv, ir.FloorMod]), children,
                             st.integers(1, 5).map(as_expr)).map(lambda t: t[0](t[1], t[2]))
        select = st.tuples(children, children, children).map(
            lambda t: ir.Select(ir.LT(t[0], as_expr(2)), t[1], t[2]))
        return st.one_of(ring, division, select)

    return st.recursive(leaves, extend, max_leaves=6)


@settings(max_examples=300, deadline=None)
@given(data=st.data(), lo_i=st.integers(-3, 3), ext_i=st.integers(0, 4),
       lo_j=st.integers(-3, 3), ext_j=st.integers(0, 4), size=st.integers(1, 12))
def test_bounds_checks_and_wraps_in_loops_match_a_reference(data, lo_i, ext_i, lo_j, ext_j,
                                                            size):
    # Out[...] = A[e] + e for random index expressions e over two loops: checks elided by
    # interval reasoning must never hide an out-of-bounds access, and the index operand e
    # must wrap to int8 when added to the int8 value A[e].
    i, j = ir.Var("i"), ir.Var("j")
    e = data.draw(_index_exprs(st.sampled_from([i, j]) | st.integers(-4, 12).map(as_expr)))
    a, out = buf("A", (size,), "int8"), buf("Out", (ext_i, max(ext_j, 1)), "int8")
    index = ir.Cast(INT32, e)
    value = a[index] + ir.Cast(INT8, e)
    body = loop(i, ext_i, loop(j, ext_j, store(out, (i - lo_i, j - lo_j), value), lo_j), lo_i)
    values = np.arange(size, dtype=np.int8) * 7
    expected = np.zeros((ext_i, max(ext_j, 1)), np.int8)
    oob = None
    for vi in range(lo_i, lo_i + ext_i):
        for vj in range(lo_j, lo_j + ext_j):
            k = _reference(e, {i: vi, j: vj}, set())
            if not 0 <= k < size:
                oob = oob or (vi, vj, k)
                break
            expected[vi - lo_i, vj - lo_j] = INT8.wrap(int(values[k]) + INT8.wrap(k))
        if oob:
            break
    f = func(body, a, out)
    if oob:
        err = raises("out_of_bounds", run, f, A=values, Out=np.zeros_like(expected))
        assert f"A[{oob[2]}]" in str(err)
    else:
        assert run(f, A=values, Out=np.zeros_like(expected))["Out"].tolist() == expected.tolist()


def test_a_tracked_parameter_and_an_allocation_keep_their_own_states():
    """A parameter whose elements may become undefined (here: an int64 counter, whose ``+ 1``
    may overflow) and an allocation each have definedness states; their generated names once
    clashed (``S2``), and the counter read the allocation's "uninitialised" marks."""
    f = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((4,), "float32"), C: T.Buffer((4,), "float32"), N: T.Buffer((2,), "int64")):
    P = T.alloc_buffer((4,), "float32")
    for i in range(4):
        P[i] = A[i] * T.float32(2)
        N[1] = N[1] + T.int64(1)
    for i in range(4):
        C[i] = P[i]
        N[0] = N[0] + T.int64(1)
""")
    res = run(f, A=np.ones(4, np.float32), C=np.zeros(4, np.float32), N=np.zeros(2, np.int64))
    assert res["N"].tolist() == [4, 4] and res.defined["N"].all()
    assert res["C"].tolist() == [2.0] * 4
