"""Constructs of TVM's own TIR-transform test programs (issue 39), in TVM's spelling.

Calls between a module's functions (``Module.f(...)``, meaning by ``verirw.inline``), a thread
extent of another width than its ``T.env_thread``, ``T.thread_binding(n, "tag")`` and
``T.evaluate`` of a pointer. Each program is cross-read by TVM 0.27 when it is importable.
"""

from __future__ import annotations

import numpy as np
import pytest

import verirw
from verirw.errors import VerirwError
from verirw.inline import InlineError, inline_calls

SUBROUTINE = '''
@I.ir_module
class Before:
    @T.prim_func
    def main(A: T.Buffer([80, 16], "float32"), B: T.Buffer([64, 16], "float32")):
        for i in range(64):
            Before.subroutine(T.address_of(A[i, 0]), T.address_of(B[i, 0]))

    @T.prim_func(private=True)
    def subroutine(A_data: T.handle("float32"), B_data: T.handle("float32")):
        A = T.decl_buffer([16, 16], "float32", data=A_data)
        B = T.decl_buffer([16], "float32", data=B_data)
        for i in range(16):
            B[i] = 0.0
            for j in range(16):
                B[i] = B[i] + A[i, j]
'''

# TVM's InlinePrivateFunctions result, spelled with an elem_offset (TVM 0.27 refuses its own
# `x: T.handle = T.address_of(...)` spelling)
INLINED = '''
@I.ir_module
class Expected:
    @T.prim_func
    def main(A: T.Buffer([80, 16], "float32"), B: T.Buffer([64, 16], "float32")):
        for i in range(64):
            Aview = T.decl_buffer([16, 16], "float32", data=A.data, elem_offset=i * 16)
            Bview = T.decl_buffer([16], "float32", data=B.data, elem_offset=i * 16)
            for j in range(16):
                Bview[j] = 0.0
                for k in range(16):
                    Bview[j] = Bview[j] + Aview[j, k]
'''

ADD = '''
@I.ir_module
class Before:
    @T.prim_func(private=True)
    def add(a: T.int32, b: T.int32) -> T.int32:
        return a + b

    @T.prim_func
    def main(C: T.Buffer((8, 8), "int32"), A: T.Buffer((8, 8), "int32")):
        length: T.int32 = Before.add(4, 4)
        for bx in range(length):
            for tx in range(length):
                C[bx, tx] = Before.add(A[bx, tx], 1)
'''

RECURSIVE = '''
@I.ir_module
class Before:
    @T.prim_func
    def main(A: T.Buffer(16, "float32")):
        Before.subroutine(T.address_of(A[0]), 16)

    @T.prim_func(private=True)
    def subroutine(A_data: T.handle("float32"), A_size: T.int32):
        A = T.decl_buffer(A_size, "float32", data=A_data)
        A[1] = A[0] + A[1]
        if A_size > 1:
            Before.subroutine(T.address_of(A[1]), A_size - 1)
'''


def _tvm():
    try:
        import tvm
    except ImportError:
        return None
    return tvm


def _tvm_reads(text: str) -> None:
    tvm = _tvm()
    if tvm is not None:
        tvm.script.from_source(text)


@pytest.mark.parametrize("text", [SUBROUTINE, INLINED, ADD, RECURSIVE])
def test_calls_round_trip(text):
    _tvm_reads(text)
    mod = verirw.parse(text)
    assert verirw.parse(verirw.script(mod)) == mod
    _tvm_reads(verirw.script(mod, dialect="tvm"))


def test_call_runs_the_callee_on_a_view():
    rng = np.random.default_rng(0)
    a = rng.random((80, 16), dtype=np.float32)
    out = verirw.run(verirw.parse(SUBROUTINE), A=a, B=np.zeros((64, 16), np.float32))
    want = np.stack([a[i:i + 16].sum(axis=1, dtype=np.float32) for i in range(64)])
    np.testing.assert_allclose(out.arrays["B"], want, rtol=1e-5)


def test_call_in_an_expression_is_the_return_value():
    a = np.arange(64, dtype=np.int32).reshape(8, 8)
    out = verirw.run(verirw.parse(ADD), A=a, C=np.zeros((8, 8), np.int32))
    c = out.arrays["C"]
    np.testing.assert_array_equal(c[:8, :8], a + 1)


def test_inlining_removes_called_private_functions():
    mod = inline_calls(verirw.parse(SUBROUTINE))
    assert [f.name for f in mod.functions] == ["main"]


TWO_CALLS = """
@I.ir_module
class Before:
    @T.prim_func
    def main(A: T.Buffer([2, 16], "float32"), B: T.Buffer([2, 16], "float32")):
        Before.subroutine(T.address_of(A[0, 0]), T.address_of(B[0, 0]))
        Before.subroutine(T.address_of(A[1, 0]), T.address_of(B[1, 0]))

    @T.prim_func(private=True)
    def subroutine(A_data: T.handle("float32"), B_data: T.handle("float32")):
        A = T.decl_buffer(16, "float32", data=A_data)
        B = T.decl_buffer(16, "float32", data=B_data)
        for i in range(16):
            B[i] = A[i] * 2.0
"""

TWO_INLINED = """
@I.ir_module
class Expected:
    @T.prim_func
    def main(A: T.Buffer([2, 16], "float32"), B: T.Buffer([2, 16], "float32")):
        for i in range(16):
            B[0, i] = A[0, i] * 2.0
        for i in range(16):
            B[1, i] = A[1, i] * 2.0
"""


def test_check_proves_tvm_inlining_and_refutes_a_wrong_one():
    before, after = verirw.parse(TWO_CALLS), verirw.parse(TWO_INLINED)
    _tvm_reads(TWO_CALLS)
    assert verirw.check(before, after).status == "proven"
    wrong = verirw.parse(TWO_INLINED.replace("B[1, i] = A[1, i]", "B[1, i] = A[0, i]"))
    assert verirw.check(before, wrong).status == "refuted"


def test_views_at_a_loop_offset_are_never_proven_wrong():
    before, after = verirw.parse(SUBROUTINE), verirw.parse(INLINED)
    wrong = verirw.parse(INLINED.replace("elem_offset=i * 16)\n            Bview",
                                         "elem_offset=i * 16 + 1)\n            Bview"))
    assert verirw.check(before, after).status in ("proven", "unknown")
    assert verirw.check(before, wrong).status != "proven"


def test_recursion_is_refused_by_name():
    mod = verirw.parse(RECURSIVE)
    with pytest.raises(InlineError, match="recursive"):
        inline_calls(mod)
    assert verirw.check(mod, mod).status == "unknown"


def test_a_function_alone_that_calls_is_refused():
    main = verirw.parse(SUBROUTINE)["main"]
    assert verirw.check(main, main).status == "unknown"
    with pytest.raises(VerirwError, match="inline"):
        verirw.run(main, A=np.zeros((80, 16), np.float32), B=np.zeros((64, 16), np.float32))
    with pytest.raises(VerirwError, match="module"):
        verirw.script(main)


def test_wrong_calls_are_script_errors():
    with pytest.raises(VerirwError, match="takes 2 argument"):
        verirw.parse(SUBROUTINE.replace("T.address_of(B[i, 0]))", ")"))
    with pytest.raises(VerirwError, match="not a function of the module"):
        verirw.parse(SUBROUTINE.replace("Before.subroutine(", "Before.other("))


THREAD_INT64 = '''
@T.prim_func(private=True)
def before(A: T.Buffer((T.int64(64),), "float32"), B: T.Buffer((T.int64(64),), "float32")):
    blockIdx_x = T.env_thread("blockIdx.x")
    T.launch_thread(blockIdx_x, T.int64(2))
    threadIdx_x = T.env_thread("threadIdx.x")
    T.launch_thread(threadIdx_x, T.int64(32))
    B[T.Cast("int64", blockIdx_x) * T.int64(32) + T.Cast("int64", threadIdx_x)] = A[
        T.Cast("int64", blockIdx_x) * T.int64(32) + T.Cast("int64", threadIdx_x)
    ] + T.float32(1)
'''


def test_int64_extent_of_an_int32_thread():
    _tvm_reads(THREAD_INT64)
    func = verirw.parse(THREAD_INT64)
    again = verirw.parse(verirw.script(func))
    assert again == func
    a = np.arange(64, dtype=np.float32)
    out = verirw.run(func, A=a, B=np.zeros(64, np.float32))
    np.testing.assert_array_equal(out.arrays["B"], a + 1)


def test_evaluate_of_a_pointer_is_a_no_op():
    text = '''
@T.prim_func
def f(A: T.Buffer(4, "float32")):
    T.evaluate(A.data)
    A[0] = 1.0
'''
    _tvm_reads(text)
    func = verirw.parse(text)
    out = verirw.run(func, A=np.zeros(4, np.float32))
    assert out.arrays["A"][0] == 1.0


# A buffer passed to another function's T.Buffer parameter: TVM passes a DLTensor built on the
# stack (TVM's test_tir_inline_private_functions.py, TestInlineFunctionWithBufferArguments)
BUFFER_ARGUMENT = '''
@I.ir_module
class Before:
    @T.prim_func
    def main(A: T.Buffer(16, "float32"), B: T.Buffer((2, 8), "float32")):
        Before.subroutine(
            T.tvm_stack_make_array(
                A.data,
                T.tvm_stack_make_shape(*A.shape, dtype="handle"),
                0,
                len(A.shape),
                0.0,
                A.elem_offset,
                dtype="handle",
            )
        )
        Before.subroutine(T.tvm_stack_make_array(B.data, T.tvm_stack_make_shape(16), 0, 1,
                                                 T.float32(0.0), 0))

    @T.prim_func(private=True)
    def subroutine(A: T.Buffer(16, "float32")):
        for i in range(16):
            A[i] = A[i] * 2.0
'''

BUFFER_INLINED = '''
@T.prim_func
def main(A: T.Buffer(16, "float32"), B: T.Buffer((2, 8), "float32")):
    for i in range(16):
        A[i] = A[i] * 2.0
    for i in range(16):
        B[i // 8, i % 8] = B[i // 8, i % 8] * 2.0
'''


def test_a_buffer_argument_is_a_view_of_the_tensor_passed():
    _tvm_reads(BUFFER_ARGUMENT)
    mod = verirw.parse(BUFFER_ARGUMENT)
    assert verirw.parse(verirw.script(mod)) == mod
    _tvm_reads(verirw.script(mod, dialect="tvm"))
    a = np.arange(16, dtype=np.float32)
    b = np.arange(16, dtype=np.float32).reshape(2, 8) - 5
    out = verirw.run(mod, A=a.copy(), B=b.copy())
    np.testing.assert_array_equal(out.arrays["A"], a * 2)
    np.testing.assert_array_equal(out.arrays["B"], b * 2)


def test_check_proves_inlining_a_buffer_argument_and_refutes_a_wrong_one():
    before, after = verirw.parse(BUFFER_ARGUMENT), verirw.parse(BUFFER_INLINED)
    assert verirw.check(before, after).status == "proven"
    wrong = verirw.parse(BUFFER_INLINED.replace("B[i // 8, i % 8] * 2.0", "B[i // 8, i % 8]"))
    assert verirw.check(before, wrong).status == "refuted"


@pytest.mark.parametrize("change, message", [
    # the declared shape differs from the tensor's: TVM's callee would fail its shape check
    ("T.tvm_stack_make_shape(16), 0, 1", "shape"),
    # another element dtype
    ("T.float32(0.0), 0))", "holds int32"),
])
def test_a_tensor_the_callee_would_reject_is_refused(change, message):
    text = BUFFER_ARGUMENT
    if message == "shape":
        text = text.replace(change, "T.tvm_stack_make_shape(2, 8), 0, 2")
    else:
        text = text.replace(change, "T.int32(0), 0))")
    mod = verirw.parse(text)
    with pytest.raises(InlineError, match=message):
        inline_calls(mod)
    assert verirw.check(mod, verirw.parse(BUFFER_INLINED)).status == "unknown"


def test_malformed_tensor_arguments_are_script_errors():
    with pytest.raises(VerirwError, match="strides"):
        verirw.parse(BUFFER_ARGUMENT.replace("T.tvm_stack_make_shape(16), 0, 1",
                                             "T.tvm_stack_make_shape(16), 1, 1"))
    with pytest.raises(VerirwError, match="ndim 2"):
        verirw.parse(BUFFER_ARGUMENT.replace("T.tvm_stack_make_shape(16), 0, 1",
                                             "T.tvm_stack_make_shape(16), 0, 2"))
    with pytest.raises(VerirwError, match="takes a DLTensor"):
        verirw.parse(BUFFER_ARGUMENT.replace("Before.subroutine(T.tvm_stack_make_array(B.data, "
                                             "T.tvm_stack_make_shape(16), 0, 1,\n"
                                             "                                                 "
                                             "T.float32(0.0), 0))", "Before.subroutine(B.data)"))
