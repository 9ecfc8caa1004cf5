"""Integers mean what TVM 0.27's compiled code computes: its LLVM code generator emits wrapping
``add``/``sub``/``mul`` below 32 bits (``codegen_llvm.cc``, ``DEFINE_CODEGEN_BINARY_OP``:
``nsw``/``nuw`` only from 32 bits) and ``trunc`` for a narrowing cast, in every domain —
scalars, loop variables, literals and indices, not only buffer values. From 32 bits an
overflow is poison: verirw marks the element undefined and its value is the wrapped one, what
TVM's code stores (compared here on every element).
Each program runs in verirw's interpreter, in verirw's native code, and through
``tvm.compile(..., target="llvm")``; all three must agree (the classes an independent tester
found, each with its input)."""

import numpy as np
import pytest

import verirw

CASES = {
    "int8 scalar plus one": ('''
@T.prim_func
def f(B: T.Buffer((1,), "int64"), n: T.int8):
    B[0] = T.Cast("int64", n + T.int8(1))
''', {"n": 127}, [-128]),
    "loop variable cast to int8, times 100": ('''
@T.prim_func
def f(B: T.Buffer((4,), "int16")):
    for i in range(4):
        B[i] = T.Cast("int16", T.Cast("int8", i) * T.int8(100))
''', {}, [0, 100, -56, 44]),
    "uint8 comparison": ('''
@T.prim_func
def f(B: T.Buffer((2,), "int32")):
    for i in range(2):
        B[i] = T.Select(T.Cast("uint8", i) - T.uint8(1) > T.uint8(5), 1, 0)
''', {}, [1, 0]),
    "narrowing cast of an index": ('''
@T.prim_func
def f(B: T.Buffer((1,), "int64"), n: T.int32):
    B[0] = T.Cast("int64", T.Cast("int8", n))
''', {"n": 2147483646}, [-2]),
    "shift of an int16 scalar": ('''
@T.prim_func
def f(B: T.Buffer((1,), "int64"), n: T.int16):
    B[0] = T.Cast("int64", n << T.int16(3))
''', {"n": 16384}, [0]),
    "an int64 index cast to int32 truncates": ('''
@T.prim_func
def f(A: T.Buffer((6,), "int32"), B: T.Buffer((1,), "int32"), x: T.int64):
    B[0] = A[T.Cast("int32", x) % 6]
''', {"x": 2**32 + 1}, [1]),
    "an int32 product that overflows, stored": ('''
@T.prim_func
def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32")):
    for i in range(4):
        B[i] = (A[i] + 32767) * 65536
''', {}, [2147418112, -2147483648, -2147418112, -2147352576]),
    "a narrowing cast in an index": ('''
@T.prim_func
def f(A: T.Buffer((300,), "int32"), B: T.Buffer((40,), "int32")):
    for i in range(40):
        B[i] = A[T.Cast("int32", T.Cast("int8", i + 100)) + 156]
''', {}, None),
}


def _run_verirw(text: str, scalars: dict, engine: str) -> dict:
    func = verirw.parse(text)
    arrays = {name: _input(buf) for name, buf in func.buffers.items()}
    if engine == "interpreter":
        return {k: v.tolist() for k, v in verirw.run(func, **arrays, **scalars).arrays.items()}
    verirw.build(func)(**arrays, **scalars)
    return {k: v.tolist() for k, v in arrays.items()}


def _input(buf) -> np.ndarray:
    shape = tuple(d.value for d in buf.shape)
    return np.arange(int(np.prod(shape)), dtype=buf.dtype.numpy).reshape(shape)


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("engine", ["interpreter", "native"])
def test_verirw_wraps_below_32_bits(case, engine):
    text, scalars, expected = CASES[case]
    got = _run_verirw(text, scalars, engine)
    if expected is not None:
        assert got["B"] == expected
    else:      # int8(i + 100) is i + 100 up to i = 27, then wraps to i + 100 - 256
        assert got["B"] == [100 + 156 + i if i + 100 < 128 else 156 + i + 100 - 256
                            for i in range(40)]


@pytest.mark.parametrize("case", sorted(CASES))
def test_tvm_computes_the_same(case):
    tvm = pytest.importorskip("tvm", reason="Apache TVM is not installed: pip install 'verirw[tvm]'")
    text, scalars, _ = CASES[case]
    func = verirw.parse(text)
    lib = tvm.compile(tvm.IRModule({"main": tvm.script.from_source(text)}), target="llvm")
    dev = tvm.cpu()
    arrays = {name: _input(buf) for name, buf in func.buffers.items()}
    tensors = {name: tvm.runtime.tensor(a, dev) for name, a in arrays.items()}
    args = [tensors[func.param_buffer(p).name] if func.param_buffer(p) is not None
            else scalars[p.name] for p in func.params]
    lib["main"](*args)
    assert {k: t.numpy().tolist() for k, t in tensors.items()} == \
        _run_verirw(text, scalars, "interpreter")


def test_a_stored_int32_overflow_is_an_undefined_element():
    """``(A[i] + 32767) * 65536`` leaves int32 at A[i] >= 1 (A is 0, 1, 2, 3): poison, so those
    elements are undefined in verirw's reading; A[0] = 0 gives a defined product."""
    text, scalars, _ = CASES["an int32 product that overflows, stored"]
    func = verirw.parse(text)
    res = verirw.run(func, **{n: _input(b) for n, b in func.buffers.items()}, **scalars)
    assert res.defined["B"].tolist() == [True, False, False, False]


def test_check_refutes_an_overflow_that_before_does_not_have():
    """The tester's false proof: ``i * 1073741824 * 4 > 0`` was proven equal to ``i > 0``; at
    i = 1 the product is poison (``mul nsw``), so ``after`` branches on an undefined value where
    ``before`` does not. The other way round it refines (``before`` is undefined there)."""
    good = """
@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    for i in range(4):
        A[i] = T.Select(COND, 1, 0)
"""
    exact = verirw.parse(good.replace("COND", "i > 0"))
    overflowing = verirw.parse(good.replace("COND", "i * 1073741824 * 4 > 0"))
    for search in ("first", "last", "never"):
        for method in ("auto", "unroll", "summary"):
            result = verirw.check(exact, overflowing, search=search, method=method)
            assert result.status == "refuted", (search, method, result.reason)
            result = verirw.check(overflowing, exact, search=search, method=method)
            assert result.status == "proven", (search, method, result.reason)


def test_check_refutes_reading_a_narrowing_cast_as_the_identity():
    """The tester's false proof: ``A[int8(i + 100) + 156]`` was read as ``A[i + 256]``."""
    before = verirw.parse(CASES["a narrowing cast in an index"][0].replace(
        "A[T.Cast(\"int32\", T.Cast(\"int8\", i + 100)) + 156]", "A[i + 256]"))
    after = verirw.parse(CASES["a narrowing cast in an index"][0])
    for search in ("first", "last", "never"):
        for method in ("auto", "unroll", "summary"):
            result = verirw.check(before, after, search=search, method=method)
            assert result.status == "refuted", (search, method, result.reason)
