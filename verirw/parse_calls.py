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
        if isinstance(node, ast.Call) and t_func(node.func) == "tvm_stack_make_array":
            return make_array(p, node)
        raise p.err(node, f"the T.Buffer parameter of '{callee}' takes a DLTensor: "
                          "T.tvm_stack_make_array(X.data, T.tvm_stack_make_shape(*X.shape), 0, "
                          "len(X.shape), <a value of X's dtype>, X.elem_offset), as TVM passes "
                          "it (or declare the parameter T.handle and pass X.data)")
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


def make_array(p, node: ast.Call) -> ir.MakeArray:
    """``T.tvm_stack_make_array(data, shape, strides, ndim, dtype_value, elem_offset)``, as TVM
    writes it (``*A.shape``, ``len(A.shape)``, ``A.elem_offset``) or prints it (literals).
    Only a dense array is read: strides must be 0 (null); the element dtype is the dtype of
    the fifth argument, a value of it (``T.float32(0.0)``)."""
    for kw in node.keywords:
        if kw.arg != "dtype" or not (isinstance(kw.value, ast.Constant)
                                     and kw.value.value == "handle"):
            raise p.err(kw, "T.tvm_stack_make_array takes dtype=\"handle\" only")
    if len(node.args) != 6:
        raise p.err(node, "T.tvm_stack_make_array takes 6 arguments (data, shape, strides, "
                          f"ndim, dtype value, elem_offset), {len(node.args)} given")
    data_n, shape_n, strides_n, ndim_n, dtype_n, offset_n = node.args
    data = p.data_ref(data_n)
    shape = _shape(p, shape_n)
    if not (isinstance(strides_n, ast.Constant) and strides_n.value == 0
            and not isinstance(strides_n.value, bool)):
        raise p.err(strides_n, "T.tvm_stack_make_array with strides is not supported: only a "
                               "dense array (strides 0, a null pointer) is read")
    ndim = _ndim(p, ndim_n)
    if ndim != len(shape):
        raise p.err(ndim_n, f"T.tvm_stack_make_array: ndim {ndim} but the shape has "
                            f"{len(shape)} extent(s)")
    elem = p.default(p.expr(dtype_n), dtype_n)
    if isinstance(offset_n, ast.Attribute) and offset_n.attr == "elem_offset":
        owner = p.expr_name(offset_n.value)
        if not isinstance(owner, ir.Buffer):
            raise p.err(offset_n.value, "expected BUFFER.elem_offset, where BUFFER is a buffer")
        offset = owner.elem_offset if owner.elem_offset is not None else ir.IntImm(0)
    else:
        offset = p.default(p.expr(offset_n), offset_n)
        if not offset.dtype.is_int:
            raise p.err(offset_n, "T.tvm_stack_make_array: elem_offset must be an integer")
    return ir.MakeArray(data, shape, elem.dtype, offset)


def _shape(p, node: ast.AST) -> tuple[ir.Expr, ...]:
    if not (isinstance(node, ast.Call) and t_func(node.func) == "tvm_stack_make_shape"):
        raise p.err(node, "the shape of T.tvm_stack_make_array must be "
                          "T.tvm_stack_make_shape(...)")
    for kw in node.keywords:
        if kw.arg != "dtype":
            raise p.err(kw, f"T.tvm_stack_make_shape takes no keyword '{kw.arg}'")
    out: list[ir.Expr] = []
    for arg in node.args:
        if isinstance(arg, ast.Starred):
            target = arg.value
            if not (isinstance(target, ast.Attribute) and target.attr == "shape"):
                raise p.err(arg, "expected *BUFFER.shape")
            owner = p.expr_name(target.value)
            if not isinstance(owner, ir.Buffer):
                raise p.err(target.value, "expected *BUFFER.shape, where BUFFER is a buffer")
            out.extend(owner.shape)
        else:
            extent = p.default(p.expr(arg), arg)
            if not extent.dtype.is_int:
                raise p.err(arg, "an extent of T.tvm_stack_make_shape must be an integer")
            out.append(extent)
    return tuple(out)


def _ndim(p, node: ast.AST) -> int:
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len"
            and len(node.args) == 1 and isinstance(node.args[0], ast.Attribute)
            and node.args[0].attr == "shape"):
        owner = p.expr_name(node.args[0].value)
        if isinstance(owner, ir.Buffer):
            return len(owner.shape)
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    raise p.err(node, "the ndim of T.tvm_stack_make_array must be an integer literal or "
                      "len(BUFFER.shape)")
