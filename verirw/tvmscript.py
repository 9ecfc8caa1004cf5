"""``T`` and ``I`` for writing TVMScript directly in Python files:

    from verirw.tvmscript import T, I

    @T.prim_func
    def double(A: T.Buffer((14,), "int32"), B: T.Buffer((14,), "int32")):
        for i in T.serial(14):
            B[i] = 2 * A[i]

    assert isinstance(double, verirw.ir.PrimFunc)

The decorators parse the function's (or class's) source with ``verirw.parse``; the body is never
executed. Every other attribute of ``T`` is a placeholder, so annotations such as
``T.Buffer((4, 4), "int32")`` or ``T.int32`` evaluate without error when Python defines the function.
"""

from __future__ import annotations


class _Placeholder:
    """Stands for any TVMScript name at definition time: callable, subscriptable, attribute-able."""

    def __init__(self, name: str):
        self._name = name

    def __call__(self, *args, **kwargs):
        return self

    def __getitem__(self, item):
        return self

    def __getattr__(self, name: str):
        if name.startswith("__"):
            raise AttributeError(name)
        return _Placeholder(f"{self._name}.{name}")

    def __repr__(self) -> str:
        return f"<TVMScript placeholder {self._name}>"


def prim_func(func=None, *, private: bool = False):
    """``@T.prim_func`` or ``@T.prim_func(private=True)``: the function becomes a PrimFunc."""
    from verirw.parser import parse

    if func is None:
        return lambda f: parse(f)
    return parse(func)


def ir_module(cls):
    """``@I.ir_module`` on a class of ``@T.prim_func`` methods: the class becomes an IRModule."""
    from verirw.parser import parse
    return parse(cls)


class _Namespace(_Placeholder):
    def __init__(self, name: str, **members):
        super().__init__(name)
        self.__dict__.update(members)


T = _Namespace("T", prim_func=prim_func)
I = _Namespace("I", ir_module=ir_module)  # noqa: E741 - TVMScript's own name
