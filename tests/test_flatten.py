"""Buffer flattening (RFC 0039): the RFC's four examples, idempotence, agreement with the
interpreter and with the translation validator, refusals, and a property over random shapes.

Axis separators use TVM's convention (a boundary *before* logical axis k); the RFC's
pseudo-code writes the same layouts as "after axis k", so its ``axis_separators=[2]`` is
``[3]`` here and its flattened ``[0]`` is ``[1]`` (see verirw.layout.flatten).
"""

from __future__ import annotations

import math
import textwrap

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import verirw
from verirw import ir
from verirw.errors import ArgumentError, MalformedIRError
from verirw.layout.flatten import flatten
from verirw.testing.inputs import random_inputs
from verirw.testing.strategies import prim_funcs
from verirw.verify.check import check
from verirw.visit import transform, walk


def parse(text: str):
    return verirw.parse(textwrap.dedent(text))


_FOLD = {ir.Add: lambda a, b: a + b, ir.Sub: lambda a, b: a - b, ir.Mul: lambda a, b: a * b,
         ir.FloorDiv: lambda a, b: a // b, ir.FloorMod: lambda a, b: a % b}


def folded(node):
    """``node`` with integer constant arithmetic evaluated, as the parser does when it reads
    the RFC's ``x[10 * 128 + 15]``: flattening's output leaves it unevaluated, so comparing
    after folding compares the values of the indices and shapes."""

    def post(n):
        op = _FOLD.get(type(n))
        if op is not None and isinstance(n.a, ir.IntImm) and isinstance(n.b, ir.IntImm):
            return ir.IntImm(op(n.a.value, n.b.value), n.dtype)
        return n

    return transform(node, post)


def physical(func: ir.PrimFunc, name: str) -> ir.Buffer:
    """The buffer called ``name``, declared anywhere in ``func``."""
    return next(n for n in walk(func) if isinstance(n, ir.Buffer) and n.name == name)


def reshaped(inputs: dict, func: ir.PrimFunc) -> dict:
    """The same arrays, reshaped row-major to ``func``'s (flattened) parameter shapes."""
    out = dict(inputs)
    for _, buf in func.buffer_map:
        out[buf.name] = inputs[buf.name].reshape([d.value for d in buf.shape])
    return out


def assert_same_run(func: ir.PrimFunc, inputs: dict) -> None:
    """``func`` and ``flatten(func)`` leave the same values in every parameter (row-major)."""
    flat = flatten(func)
    before = verirw.run(func, **inputs)
    after = verirw.run(flat, **reshaped(inputs, flat))
    for name, arr in before.arrays.items():
        np.testing.assert_array_equal(after.arrays[name].reshape(arr.shape), arr, err_msg=name)
        np.testing.assert_array_equal(after.defined[name].reshape(arr.shape),
                                      before.defined[name], err_msg=name)


# ----------------------------------------------------------------------------- RFC 0039 examples
# Each example stores to and loads from the RFC's locations; the loads go to ``Out`` so that the
# values are observable (the RFC's ``val = BufferLoad(...)``). The store that precedes each load
# is added so that the load reads an initialised element.

RFC_EXAMPLE_1 = """
    @T.prim_func
    def f(Out: T.Buffer((2,), "int32")):
        x = T.alloc_buffer((64, 128), "int32")
        x[10, 15] = 5
        Out[0] = x[10, 15]
        x[20, 23] = 7
        Out[1] = x[20, 23]
"""

RFC_EXAMPLE_1_FLAT = """
    @T.prim_func
    def f(Out: T.Buffer((2,), "int32")):
        x = T.alloc_buffer((64 * 128,), "int32")
        x[10 * 128 + 15] = 5
        Out[0] = x[10 * 128 + 15]
        x[20 * 128 + 23] = 7
        Out[1] = x[20 * 128 + 23]
"""

# after the explicit reordering lambda i, j: [j, i] (transform_layout's job, not flatten's)
RFC_EXAMPLE_2 = """
    @T.prim_func
    def f(Out: T.Buffer((2,), "int32")):
        x = T.alloc_buffer((128, 64), "int32")
        x[15, 10] = 5
        Out[0] = x[15, 10]
        x[23, 20] = 7
        Out[1] = x[23, 20]
"""

RFC_EXAMPLE_2_FLAT = """
    @T.prim_func
    def f(Out: T.Buffer((2,), "int32")):
        x = T.alloc_buffer((128 * 64,), "int32")
        x[15 * 64 + 10] = 5
        Out[0] = x[15 * 64 + 10]
        x[23 * 64 + 20] = 7
        Out[1] = x[23 * 64 + 20]
"""

# NHWC -> NCHWc by lambda n, h, w, c: [n, c // 4, h, w, c % 4], flattened to 1-d
RFC_EXAMPLE_3 = """
    @T.prim_func
    def f(Out: T.Buffer((1,), "int32")):
        x = T.alloc_buffer((16, 128 // 4, 64, 64, 4), "int32")
        x[11, 101 // 4, 37, 23, 101 % 4] = 7
        Out[0] = x[11, 101 // 4, 37, 23, 101 % 4]
"""

RFC_EXAMPLE_3_FLAT = """
    @T.prim_func
    def f(Out: T.Buffer((1,), "int32")):
        x = T.alloc_buffer((16 * (128 // 4) * 64 * 64 * 4,), "int32")
        x[(128 // 4) * 64 * 64 * 4 * 11 + 64 * 64 * 4 * (101 // 4) + 64 * 4 * 37 + 4 * 23
          + 101 % 4] = 7
        Out[0] = x[(128 // 4) * 64 * 64 * 4 * 11 + 64 * 64 * 4 * (101 // 4) + 64 * 4 * 37
                   + 4 * 23 + 101 % 4]
"""

# "global.texture": [n, c // 4, h, AXIS_SEPARATOR, w, c % 4]; the RFC's axis_separators=[2]
RFC_EXAMPLE_4 = """
    @T.prim_func
    def f(Out: T.Buffer((1,), "int32")):
        x = T.alloc_buffer((16, 128 // 4, 64, 64, 4), "int32", axis_separators=[3])
        x[11, 101 // 4, 37, 23, 101 % 4] = 7
        Out[0] = x[11, 101 // 4, 37, 23, 101 % 4]
"""

# the RFC's flattened axis_separators=[0]
RFC_EXAMPLE_4_FLAT = """
    @T.prim_func
    def f(Out: T.Buffer((1,), "int32")):
        x = T.alloc_buffer((16 * (128 // 4) * 64, 64 * 4), "int32", axis_separators=[1])
        x[(128 // 4) * 64 * 11 + 64 * (101 // 4) + 37, 4 * 23 + 101 % 4] = 7
        Out[0] = x[(128 // 4) * 64 * 11 + 64 * (101 // 4) + 37, 4 * 23 + 101 % 4]
"""

RFC_EXAMPLES = [
    pytest.param(RFC_EXAMPLE_1, RFC_EXAMPLE_1_FLAT, [5, 7], id="row-major"),
    pytest.param(RFC_EXAMPLE_2, RFC_EXAMPLE_2_FLAT, [5, 7], id="reordered"),
    pytest.param(RFC_EXAMPLE_3, RFC_EXAMPLE_3_FLAT, [7], id="nchwc-1d"),
    pytest.param(RFC_EXAMPLE_4, RFC_EXAMPLE_4_FLAT, [7], id="nchwc-texture-2d"),
]


@pytest.mark.parametrize("before, expected, out", RFC_EXAMPLES)
def test_rfc_examples_flatten_to_the_rfc_result(before, expected, out):
    flat = flatten(parse(before))
    assert folded(flat) == parse(expected), verirw.script(flat)
    res = verirw.run(flat, Out=np.zeros(len(out), np.int32))
    assert res["Out"].tolist() == out


def test_rfc_example_1_keeps_the_rfc_arithmetic():
    """Index arithmetic stays unsimplified: ``10 * 128 + 15``, not ``1295``."""
    flat = flatten(parse(RFC_EXAMPLE_1))
    x = physical(flat, "x")
    assert x.shape == (ir.IntImm(8192),) and x.axis_separators == ()
    store = flat.body.body.stmts[0]
    assert store.indices == (ir.Add(ir.Mul(ir.IntImm(10), ir.IntImm(128)), ir.IntImm(15)),)


def test_rfc_texture_example_physical_shape_and_index():
    flat = flatten(parse(RFC_EXAMPLE_4))
    x = physical(flat, "x")
    assert [d.value for d in x.shape] == [16 * 32 * 64, 64 * 4] == [32768, 256]
    assert x.axis_separators == (1,)
    load = flat.body.body.stmts[1].value
    assert [folded(i).value for i in load.indices] == [32 * 64 * 11 + 64 * (101 // 4) + 37,
                                                       4 * 23 + 101 % 4]


def test_rfc_texture_example_with_loop_variables_is_alpha_equivalent():
    """Variables keep the offsets symbolic, so the RFC's form compares with ``==``."""
    before = parse("""
        @T.prim_func
        def f(A: T.Buffer((2, 8, 3, 3, 4), "int32", axis_separators=[3]),
              B: T.Buffer((2, 8, 3, 3, 4), "int32", axis_separators=[3])):
            for n, c, h, w in T.grid(2, 32, 3, 3):
                B[n, c // 4, h, w, c % 4] = A[n, c // 4, h, w, c % 4]
    """)
    expected = parse("""
        @T.prim_func
        def f(A: T.Buffer((2 * 8 * 3, 3 * 4), "int32", axis_separators=[1]),
              B: T.Buffer((2 * 8 * 3, 3 * 4), "int32", axis_separators=[1])):
            for n, c, h, w in T.grid(2, 32, 3, 3):
                B[n * (8 * 3) + c // 4 * 3 + h, w * 4 + c % 4] = (
                    A[n * (8 * 3) + c // 4 * 3 + h, w * 4 + c % 4])
    """)
    assert flatten(before) == expected
    a = np.arange(2 * 8 * 3 * 3 * 4, dtype=np.int32).reshape(2, 8, 3, 3, 4)
    assert_same_run(before, {"A": a, "B": np.zeros_like(a)})


# ----------------------------------------------------------------------------- idempotence

PROGRAMS = {
    "params-2d": ("""
        @T.prim_func
        def f(A: T.Buffer((4, 8), "int32"), B: T.Buffer((4, 8), "int32")):
            for i, j in T.grid(4, 8):
                B[i, j] = A[i, j] * 2 + 1
    """, {"A": (4, 8), "B": (4, 8)}),
    "params-3d-separator": ("""
        @T.prim_func
        def f(A: T.Buffer((2, 3, 4), "int32", axis_separators=[1]),
              B: T.Buffer((2, 3, 4), "int32", axis_separators=[2])):
            for i, j, k in T.grid(2, 3, 4):
                B[i, j, k] = A[i, j, k] + A[1 - i, 2 - j, 3 - k]
    """, {"A": (2, 3, 4), "B": (2, 3, 4)}),
    "params-4d-two-separators": ("""
        @T.prim_func
        def f(A: T.Buffer((2, 3, 2, 3), "int32", axis_separators=[1, 3]),
              B: T.Buffer((3, 2, 3, 2), "int32")):
            for i, j, k, l in T.grid(2, 3, 2, 3):
                B[j, k, l, i] = A[i, j, k, l]
    """, {"A": (2, 3, 2, 3), "B": (3, 2, 3, 2)}),
    "allocation-2d-physical": ("""
        @T.prim_func
        def f(A: T.Buffer((4, 6), "int32"), B: T.Buffer((4, 6), "int32")):
            T0 = T.alloc_buffer((2, 2, 6), "int32", axis_separators=[2])
            for i, j in T.grid(4, 6):
                T0[i // 2, i % 2, j] = A[i, j] + 1
            for i, j in T.grid(4, 6):
                B[i, j] = T0[i // 2, i % 2, 5 - j]
    """, {"A": (4, 6), "B": (4, 6)}),
    "aliases-1d": ("""
        @T.prim_func
        def f(A: T.Buffer((4, 8), "int32"), B: T.Buffer((32,), "int32")):
            T0 = T.alloc_buffer((4, 8), "int32")
            T1 = T.decl_buffer((2, 16), "int32", data=T0.data)
            A1 = T.decl_buffer((8, 4), "int32", data=A.data)
            for i, j in T.grid(4, 8):
                T0[i, j] = A1[j, i % 4] + i
            for i, j in T.grid(2, 16):
                B[i * 16 + j] = T1[i, j]
    """, {"A": (4, 8), "B": (32,)}),
    "aliases-2d-different-shapes": ("""
        @T.prim_func
        def f(A: T.Buffer((4, 8), "int32"), B: T.Buffer((4, 8), "int32")):
            T0 = T.alloc_buffer((4, 2, 4), "int32", axis_separators=[1])
            T1 = T.decl_buffer((2, 2, 8), "int32", data=T0.data, axis_separators=[1])
            for i, j in T.grid(4, 8):
                T0[i, j // 4, j % 4] = A[i, j]
            for i, j in T.grid(4, 8):
                B[i, j] = T1[i // 2, i % 2, j]
    """, {"A": (4, 8), "B": (4, 8)}),
    "data-dependent-index": ("""
        @T.prim_func
        def f(A: T.Buffer((3, 4), "int32"), I: T.Buffer((3, 4), "int32"),
              B: T.Buffer((3, 4), "int32")):
            for i, j in T.grid(3, 4):
                B[i, j] = A[I[i, j] % 3, I[2 - i, j] % 4]
    """, {"A": (3, 4), "I": (3, 4), "B": (3, 4)}),
    "empty-groups": ("""
        @T.prim_func
        def f(A: T.Buffer((3, 4), "int32", axis_separators=[0]),
              B: T.Buffer((3, 4), "int32", axis_separators=[2])):
            for i, j in T.grid(3, 4):
                B[i, j] = A[i, j]
    """, {"A": (3, 4), "B": (3, 4)}),
}


@pytest.mark.parametrize("name", list(PROGRAMS))
def test_flatten_is_idempotent(name):
    once = flatten(parse(PROGRAMS[name][0]))
    assert flatten(once) == once
    assert verirw.parse(verirw.script(once)) == once


@pytest.mark.parametrize("name", list(PROGRAMS))
def test_flattened_separators_are_range_1_to_rank(name):
    buffers = [n for n in walk(flatten(parse(PROGRAMS[name][0]))) if isinstance(n, ir.Buffer)]
    assert buffers
    for buf in buffers:
        assert buf.axis_separators == tuple(range(1, buf.ndim)), buf


def test_flattened_2d_differs_from_unflattened_2d():
    """A flattened 2-d buffer keeps ``axis_separators=[1]``; an unflattened one flattens on."""
    flat = flatten(parse(PROGRAMS["params-3d-separator"][0]))
    assert [physical(flat, "A").shape, physical(flat, "B").shape] == [
        (ir.IntImm(2), ir.IntImm(12)), (ir.IntImm(6), ir.IntImm(4))]
    plain = parse(verirw.script(flat).replace("axis_separators=[1]", "axis_separators=[]"))
    assert physical(flatten(plain), "A").shape == (ir.IntImm(24),)


def test_module_functions_are_flattened_one_by_one():
    module = parse("""
        @I.ir_module
        class Module:
            @T.prim_func
            def producer(A: T.Buffer((4, 4), "int32")):
                for i, j in T.grid(4, 4):
                    A[i, j] = i * 4 + j

            @T.prim_func
            def consumer(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4,), "int32")):
                for i in range(4):
                    B[i] = A[i, 3 - i]
    """)
    flat = flatten(module)
    assert isinstance(flat, ir.IRModule) and [f.name for f in flat] == ["producer", "consumer"]
    assert flat["consumer"] == flatten(module["consumer"])
    assert flatten(flat) == flat


# ----------------------------------------------------------------------------- semantics


@pytest.mark.parametrize("name", list(PROGRAMS))
def test_interpreter_agrees_on_flattened_programs(name):
    text, shapes = PROGRAMS[name]
    rng = np.random.default_rng(0)
    inputs = {k: rng.integers(-50, 50, size=s).astype(np.int32) for k, s in shapes.items()}
    assert_same_run(parse(text), inputs)


def test_symbolic_shapes_flatten_to_products():
    before = parse("""
        @T.prim_func
        def f(A: T.Buffer((n, m, 4), "int32", axis_separators=[1]),
              B: T.Buffer((n, m, 4), "int32"), n: T.int32, m: T.int32):
            for i, j, k in T.grid(n, m, 4):
                B[i, j, k] = A[i, j, k] + 1
    """)
    expected = parse("""
        @T.prim_func
        def f(A: T.Buffer((n, m * 4), "int32", axis_separators=[1]),
              B: T.Buffer((n * m * 4,), "int32"), n: T.int32, m: T.int32):
            for i, j, k in T.grid(n, m, 4):
                B[i * (m * 4) + j * 4 + k] = A[i, j * 4 + k] + 1
    """)
    assert flatten(before) == expected
    a = np.arange(3 * 5 * 4, dtype=np.int32).reshape(3, 5, 4)
    before_run = verirw.run(before, A=a, B=np.zeros_like(a), n=3, m=5)
    after_run = verirw.run(expected, A=a.reshape(3, 20), B=np.zeros(60, np.int32), n=3, m=5)
    np.testing.assert_array_equal(after_run["B"].reshape(a.shape), before_run["B"])


def test_int64_extents_widen_int32_indices():
    """Operands must share a dtype: an int32 loop variable meets an int64 extent."""
    before = parse("""
        @T.prim_func
        def f(A: T.Buffer((T.int64(3), T.int64(4)), "int32")):
            for i, j in T.grid(3, 4):
                A[i, j] = i * 4 + j
    """)
    flat = flatten(before)
    store = flat.body.body.body
    (index,) = store.indices
    assert index.dtype.name == "int64"
    assert index == ir.Add(ir.Mul(ir.Cast(index.dtype, before.body.loop_var),
                                  ir.IntImm(4, index.dtype)),
                           ir.Cast(index.dtype, before.body.body.loop_var))
    assert_same_run(before, {"A": np.zeros((3, 4), np.int32)})


def test_rank_0_buffer_flattens_to_one_element():
    """The parser refuses ``T.alloc_buffer(())``, but hand-built IR may hold a scalar
    buffer: its empty group becomes a physical axis of extent 1, indexed by 0."""
    x, out = ir.make_buffer("x", (), "int32"), ir.make_buffer("Out", (1,), "int32")
    body = ir.Allocate(x, ir.seq(ir.BufferStore(x, ir.IntImm(7), ()),
                                 ir.BufferStore(out, ir.BufferLoad(x, ()), (ir.IntImm(0),))))
    param = ir.Var("Out", out.data.dtype)
    func = ir.PrimFunc("f", (param,), ((param, out),), body)
    assert physical(flatten(func), "x").shape == (ir.IntImm(1),)
    assert_same_run(func, {"Out": np.zeros(1, np.int32)})


def test_out_of_bounds_logical_access_may_become_in_bounds():
    """``A[0, 9]`` of a (4, 8) buffer is an error; flat ``A[9]`` is not: a refinement."""
    before = parse("""
        @T.prim_func
        def f(A: T.Buffer((4, 8), "int32")):
            A[0, 9] = 1
    """)
    with pytest.raises(verirw.ExecutionError, match="out-of-bounds"):
        verirw.run(before, A=np.zeros((4, 8), np.int32))
    after = verirw.run(flatten(before), A=np.zeros(32, np.int32))
    assert after["A"][9] == 1


FLAT_LAYOUT = "lambda i, j: [i * 8 + j]"


def test_check_proves_flattening_of_parameters():
    before = parse(PROGRAMS["params-2d"][0])
    result = check(before, flatten(before), layouts={"A": FLAT_LAYOUT, "B": FLAT_LAYOUT})
    assert result.status == "proven", result.reason


def test_check_proves_flattening_to_2d_physical_with_an_allocation():
    before = parse("""
        @T.prim_func
        def f(A: T.Buffer((2, 3, 4), "int32", axis_separators=[1]),
              B: T.Buffer((2, 3, 4), "int32")):
            T0 = T.alloc_buffer((2, 3, 4), "int32", axis_separators=[2])
            for i, j, k in T.grid(2, 3, 4):
                T0[i, j, k] = A[i, j, 3 - k] + 1
            for i, j, k in T.grid(2, 3, 4):
                B[i, j, k] = T0[1 - i, j, k]
    """)
    layouts = {"A": "lambda i, j, k: [i, j * 4 + k]", "B": "lambda i, j, k: [i * 12 + j * 4 + k]"}
    result = check(before, flatten(before), layouts=layouts)
    assert result.status == "proven", result.reason


def test_check_refutes_a_wrong_stride():
    """The validator is not vacuous here: stride 4 instead of 8 is caught."""
    before = parse(PROGRAMS["params-2d"][0])
    wrong = parse("""
        @T.prim_func
        def f(A: T.Buffer((32,), "int32"), B: T.Buffer((32,), "int32")):
            for i, j in T.grid(4, 8):
                B[i * 4 + j] = A[i * 4 + j] * 2 + 1
    """)
    result = check(before, wrong, layouts={"A": FLAT_LAYOUT, "B": FLAT_LAYOUT})
    assert result.status == "refuted" and result.confirmed is True, result.reason


# ----------------------------------------------------------------------------- refusals


def test_aliases_with_different_physical_ranks_are_refused():
    func = parse("""
        @T.prim_func
        def f(B: T.Buffer((32,), "int32")):
            T0 = T.alloc_buffer((4, 8), "int32", axis_separators=[1])
            T1 = T.decl_buffer((32,), "int32", data=T0.data)
            T0[0, 0] = 1
            B[0] = T1[0]
    """)
    with pytest.raises(ArgumentError, match=r"T0 and T1 share the storage .* rank 2 and 1"):
        flatten(func)


def test_parameter_alias_with_a_different_physical_rank_is_refused():
    func = parse("""
        @T.prim_func
        def f(A: T.Buffer((4, 8), "int32")):
            A2 = T.decl_buffer((2, 2, 8), "int32", data=A.data, axis_separators=[1, 2])
            A2[0, 0, 0] = 1
    """)
    with pytest.raises(ArgumentError, match="A and A2"):
        flatten(func)


def hand_built(buf: ir.Buffer, indices) -> ir.PrimFunc:
    """A one-store function over ``buf``, for IR the parser would not produce."""
    param = ir.Var(buf.name, buf.data.dtype)
    store = ir.BufferStore(buf, ir.IntImm(1), tuple(ir.IntImm(i) for i in indices))
    return ir.PrimFunc("f", (param,), ((param, buf),), store)


@pytest.mark.parametrize("seps", [(2, 1), (1, 1), (4,), (-1,)])
def test_invalid_separators_are_refused(seps):
    buf = ir.make_buffer("A", (2, 3, 4), "int32", axis_separators=seps)
    with pytest.raises(MalformedIRError, match=r"axis_separators .* strictly increasing"):
        flatten(hand_built(buf, (0, 0, 0)))


def test_wrong_number_of_indices_is_refused():
    buf = ir.make_buffer("A", (2, 3), "int32")
    with pytest.raises(MalformedIRError, match="A has 2 axes but is accessed with 1 indices"):
        flatten(hand_built(buf, (0,)))


def test_flatten_refuses_other_objects():
    with pytest.raises(ArgumentError, match="PrimFunc or an IRModule"):
        flatten(ir.IntImm(1))


# ----------------------------------------------------------------------------- properties


@st.composite
def copies(draw):
    """A loop nest copying A to B (both of one random shape, with their own separators)."""
    rank = draw(st.integers(1, 4))
    shape = tuple(draw(st.integers(1, 4)) for _ in range(rank))
    seps = st.sets(st.integers(0, rank), max_size=rank).map(lambda s: tuple(sorted(s)))
    a = ir.make_buffer("A", shape, "int32", axis_separators=draw(seps))
    b = ir.make_buffer("B", shape, "int32", axis_separators=draw(seps))
    loop_vars = [ir.Var(f"i{k}") for k in range(rank)]
    body = ir.BufferStore(b, a[tuple(loop_vars)] * 3 + 1, tuple(loop_vars))
    for var, extent in reversed(list(zip(loop_vars, shape))):
        body = ir.For(var, ir.IntImm(0), ir.IntImm(extent), "serial", body)
    params = (ir.Var("A", a.data.dtype), ir.Var("B", b.data.dtype))
    return ir.PrimFunc("copy", params, tuple(zip(params, (a, b))), body)


def expected_shape(buf: ir.Buffer) -> tuple[int, ...]:
    bounds = (0, *buf.axis_separators, buf.ndim)
    dims = [d.value for d in buf.shape]
    return tuple(math.prod(dims[lo:hi]) for lo, hi in zip(bounds, bounds[1:]))


@settings(max_examples=30, deadline=None)
@given(copies(), st.integers(0, 2**32 - 1))
def test_flattened_copy_agrees_on_reshaped_arrays(func, seed):
    flat = flatten(func)
    for name, buf in func.buffers.items():
        assert tuple(d.value for d in flat.buffers[name].shape) == expected_shape(buf)
    assert flatten(flat) == flat
    assert_same_run(func, random_inputs(func, seed))


@settings(max_examples=30, deadline=None)
@given(prim_funcs(max_depth=3, max_rank=3))
def test_flattened_random_programs_agree(func):
    """Branches, lets, blocks, assumes and data-dependent indices, all flattened to 1-d."""
    assert_same_run(func, random_inputs(func, 0))
