"""TVMScript written directly in Python, with verirw's ``T`` and ``I``."""

from verirw import ir
from verirw.tvmscript import I, T


@T.prim_func
def double(A: T.Buffer((14,), "int32"), B: T.Buffer[14, "int32"], n: T.int32):
    for i in T.serial(14):
        B[i] = 2 * A[i] + n


@T.prim_func(private=True)
def private_func(A: T.Buffer(4, "float32")):
    A[0] = T.float32(1)


@I.ir_module
class Module:
    @T.prim_func
    def producer(A: T.Buffer((4, 4), "int32")):
        for io, ii in T.grid(4, 4):
            A[io, ii] = 4 * io + ii

    @T.prim_func
    def consumer(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")):
        B[0] = A[3, 3]


def test_decorated_function_is_a_prim_func():
    assert isinstance(double, ir.PrimFunc) and double.name == "double"
    assert [p.name for p in double.scalar_params] == ["n"]
    assert private_func.private


def test_decorated_class_is_a_module():
    assert isinstance(Module, ir.IRModule)
    assert [f.name for f in Module] == ["producer", "consumer"]
    assert Module["consumer"].buffers["B"].shape == (ir.IntImm(1),)


def test_errors_point_into_this_file():
    import pytest
    from verirw import ScriptError
    with pytest.raises(ScriptError) as info:
        @T.prim_func
        def broken(A: T.Buffer((4,), "int32")):
            A[0] = undefined_name  # noqa: F821
    assert info.value.filename.endswith("test_tvmscript_decorators.py")
    assert "undefined variable 'undefined_name'" in info.value.message
    assert info.value.line == test_errors_point_into_this_file.__code__.co_firstlineno + 6
