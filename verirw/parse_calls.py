"""Calls between a module's functions: ``Module.f(args...)`` in TVMScript -> ``ir.FuncCall``.

An ``@I.ir_module`` class's functions may call each other (TVM's ``Call`` of a ``GlobalVar``,
printed ``ClassName.f(...)``, also ``cls.f(...)``). ``signatures`` reads what a call needs to
know of every function of the class before any body is read (a callee may come later): the
kinds and dtypes of its parameters and its return dtype. ``module_call`` reads one call site.
The call's meaning is given by ``verirw.inline`` (docs/semantics.md, "Calls between a module's
functions").
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from verirw import ir
from verirw.dtypes import HANDLE, SCALAR_NAMES, DType
from verirw.parse_common import dotted, t_func


@dataclass(frozen=True)
class Signature:
    """What a call site of a module function must match: per parameter ``"buffer"`` or its
    dtype (``HANDLE`` for ``T.handle``), and the return dtype (None: returns nothing)."""

    name: str
    params: tuple[object, ...]
    returns: DType | None


def annotation_dtype(node: ast.AST | None) -> object:
    """``T.int32`` / ``T.handle("float32")`` / ``T.Buffer(...)`` -> dtype, HANDLE or "buffer";
    None when the annotation is not one of these."""
    if node is None:
        return None
    target = node.func if isinstance(node, ast.Call) else node
    name = t_func(target)
    if name in ("Buffer", "buffer", "match_buffer"):
        return "buffer"
    if name in ("handle", "Ptr", "ptr"):
        return HANDLE
    if name in SCALAR_NAMES and not isinstance(node, ast.Call):
        return DType.get(name)
    if isinstance(node, ast.Constant) and node.value in SCALAR_NAMES:
        return DType.get(node.value)
    return None


def signatures(cls: ast.ClassDef, functions: list[ast.FunctionDef]) -> dict[str, Signature]:
    out = {}
    for fn in functions:
        params = tuple(annotation_dtype(a.annotation) for a in fn.args.args)
        ret = annotation_dtype(fn.returns)
        out[fn.name] = Signature(fn.name, params, ret if isinstance(ret, DType) else None)
    return out


def callee_name(p, func: ast.AST) -> str | None:
    """The callee of ``ClassName.f`` / ``cls.f`` when ``p`` reads a module holding ``f``."""
    module = getattr(p, "module", None)
    name = dotted(func)
    if module is None or name is None:
        return None
    parts = name.split(".")
    if len(parts) != 2 or parts[0] not in (module[0], "cls"):
        return None
    if parts[1] not in module[1]:
        raise p.err(func, f"'{name}' is not a function of the module '{module[0]}' (it has "
                          f"{', '.join(sorted(module[1]))})")
    return parts[1]


def module_call(p, node: ast.Call, *, statement: bool) -> ir.FuncCall | None:
    """``ClassName.f(args...)`` as an ``ir.FuncCall``; None when ``node`` calls no function of
    the module being read."""
    name = callee_name(p, node.func)
    if name is None:
        return None
    sig: Signature = p.module[1][name]
    if node.keywords:
        raise p.err(node.keywords[0], f"a call of '{name}' takes positional arguments only")
    if len(node.args) != len(sig.params):
        raise p.err(node, f"'{name}' takes {len(sig.params)} argument(s), "
                          f"{len(node.args)} given")
    if not statement and sig.returns is None:
        raise p.err(node, f"the function '{name}' returns nothing (no '-> T.dtype'): its call "
                          "is a statement, not a value")
    args = []
    for arg, kind in zip(node.args, sig.params):
        args.append(_argument(p, arg, kind, name))
    return ir.FuncCall(name, tuple(args), sig.returns or HANDLE)


def _argument(p, node: ast.AST, kind, callee: str) -> ir.Expr:
    if kind == "buffer":
        raise p.err(node, f"passing a buffer to the T.Buffer parameter of '{callee}' (TVM "
                          "passes a DLTensor, e.g. T.tvm_stack_make_array) is not supported: "
                          "declare the parameter T.handle and pass X.data or "
                          "T.address_of(X[...])")
    if kind is None:
        raise p.err(node, f"a parameter of '{callee}' has an annotation verirw does not read "
                          "(expected T.<dtype>, T.handle or T.Buffer)")
    if kind == HANDLE:
        if isinstance(node, ast.Call) and t_func(node.func) == "address_of":
            if len(node.args) != 1 or node.keywords or not isinstance(node.args[0], ast.Subscript):
                raise p.err(node, "T.address_of expects one buffer element, e.g. "
                                  "T.address_of(A[i, 0])")
            load = p.load(node.args[0])
            return ir.AddressOf(load)
        if isinstance(node, ast.Attribute) and node.attr == "data":
            return p.data_ref(node)
        if isinstance(node, ast.Name):
            var = p.scope.lookup(node.id)
            if isinstance(var, ir.Var) and var.dtype.is_handle:
                return var
        raise p.err(node, f"a handle argument of '{callee}' must be X.data, a handle "
                          "variable or T.address_of(X[...])")
    value = p.coerce(p.expr(node), kind, node)
    if value.dtype != kind:
        raise p.err(node, f"'{callee}' takes {kind} here, not {value.dtype}")
    return value
