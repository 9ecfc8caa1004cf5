"""Reading the constructs of TVM's packed calling convention (``verirw.parser`` calls these).

The parser's ``_FuncParser`` stays the reader of ordinary TIR; it hands each construct below to
the function of this module that reads it, passing itself (``p``) for its scopes, expressions
and errors. What TVM 0.27's CPU pipeline prints from ``tirx.MakePackedAPI`` on:

* ``assert c, ("TypeError", ["...", metadata["ir.StringImm"][0], ...])`` and ``assert c, "..."``;
* ``return 0`` / ``T.ret(0)``;
* ``T.attr(node, key, value)`` (bare: over the rest of the block) and ``with T.attr(...)``,
  with ``x = T.Buffer(shape)`` naming the buffer an attribute annotates;
* ``x: T.let[T.handle("int64", "global")] = ...``, ``T.decl_buffer(shape, data=<pointer>)``;
* the builtins of ``EXPRS`` (record reads, pointer arithmetic, the workspace allocator, LLVM
  intrinsics) and the record's ``T.uint16``/``T.uint64`` literals.
"""

from __future__ import annotations

import ast

from verirw import ir
from verirw.dtypes import BOOL, HANDLE, INT32, RECORD_DTYPES, SCALAR_NAMES, DType, pointer
from verirw.parse_common import t_func


def _t(node) -> str | None:
    """``T.xyz`` / ``tir.xyz`` -> "xyz" (the builtin a call or annotation names)."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name) and node.id in ("T", "tir") and parts:
        return ".".join(reversed(parts))
    return None


# ----------------------------------------------------------------------------- types


def is_handle_type(node: ast.AST) -> bool:
    """``T.handle``, ``T.handle()``, ``T.handle("int64", "global")``, optionally ``.ty``."""
    if isinstance(node, ast.Attribute) and node.attr == "ty":
        node = node.value
    if isinstance(node, ast.Call):
        node = node.func
    return _t(node) == "handle"


def handle_type(p, node: ast.AST) -> DType:
    """The pointer dtype a handle type expression names (``dtypes.pointer``)."""
    if isinstance(node, ast.Attribute) and node.attr == "ty":
        node = node.value
    if not isinstance(node, ast.Call):
        return HANDLE
    args = list(node.args) + [kw.value for kw in node.keywords]
    if not args:
        return HANDLE
    if not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args) \
            or len(args) > 2:
        raise p.err(node, "T.handle(dtype, scope) takes string literals")
    return pointer(args[0].value, args[1].value if len(args) == 2 else "global")


def type_arg(p, node: ast.AST) -> DType:
    """A dtype argument of a record builtin: a handle type, or a scalar or record dtype name."""
    if is_handle_type(node):
        return handle_type(p, node)
    if isinstance(node, ast.Constant) and node.value in RECORD_DTYPES:
        return RECORD_DTYPES[node.value]
    return p.dtype_arg(node)


# ----------------------------------------------------------------------------- expressions


def handle_arg(p, node: ast.AST) -> ir.Expr:
    """An argument that must be a handle (a handle variable, ``X.data`` or a handle call)."""
    value = p.expr(node)
    if isinstance(value, ir.Expr) and value.dtype.is_handle:
        return value
    raise p.err(node, "expected a handle (a T.handle variable, BUFFER.data or a handle "
                      "expression)")


def _int(p, node: ast.AST) -> ir.Expr:
    return p.coerce(p.expr(node), None, node)


def _literal_int(p, node: ast.AST, what: str) -> ir.IntImm:
    value = _int(p, node)
    if not isinstance(value, ir.IntImm):
        raise p.err(node, f"{what} must be an integer literal")
    return value


def struct_get(p, node: ast.Call) -> ir.Expr:
    if len(node.args) != 4 or node.keywords:
        raise p.err(node, "T.tvm_struct_get(handle, index, field, dtype) takes 4 arguments")
    h = handle_arg(p, node.args[0])
    index = _int(p, node.args[1])
    field = _literal_int(p, node.args[2], "the field of T.tvm_struct_get")
    return ir.RuntimeCall("tvm_struct_get", (h, index, field), type_arg(p, node.args[3]))


def add_byte_offset(p, node: ast.Call) -> ir.Expr:
    p.nargs(node, 2, "handle_add_byte_offset")
    h = handle_arg(p, node.args[0])
    return ir.RuntimeCall("handle_add_byte_offset", (h, _int(p, node.args[1])), h.dtype)


def isnullptr(p, node: ast.Call) -> ir.Expr:
    p.nargs(node, 1, "isnullptr")
    return ir.RuntimeCall("isnullptr", (handle_arg(p, node.args[0]),), BOOL)


def reinterpret(p, node: ast.Call) -> ir.Expr | None:
    """``T.reinterpret(T.handle("float32", "global").ty, h)`` (a pointer cast) or of a handle to
    an integer; None for verirw's own same-dtype value marker (the parser reads it)."""
    if len(node.args) != 2 or node.keywords:
        return None
    target = node.args[0]
    if not (is_handle_type(target) or (isinstance(target, ast.Constant)
                                       and target.value in RECORD_DTYPES)):
        return None
    return ir.RuntimeCall("reinterpret", (handle_arg(p, node.args[1]),), type_arg(p, target))


def llvm_pure_intrin(p, node: ast.Call) -> ir.Expr:
    if len(node.args) < 2 or node.keywords or not all(
            isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args[:2]):
        raise p.err(node, 'T.call_llvm_pure_intrin expects a dtype, a name and the arguments, '
                          'e.g. T.call_llvm_pure_intrin("float32", "llvm.fmuladd", a, b, c)')
    dtype = p.dtype_arg(node.args[0])
    args = tuple(_int(p, a) for a in node.args[2:])
    if node.args[1].value == "llvm.fma" and len(args) == 3 and dtype.is_float:
        return ir.Call(ir.FMA, args, dtype)     # one rounding: verirw's own builtin
    return ir.RuntimeCall("call_llvm_pure_intrin", args, dtype, node.args[1].value)


def alloc_workspace(p, node: ast.Call) -> ir.Expr:
    p.nargs(node, 5, "TVMBackendAllocWorkspace")
    return ir.RuntimeCall("TVMBackendAllocWorkspace", tuple(_int(p, a) for a in node.args),
                          HANDLE)


def free_workspace(p, node: ast.Call) -> ir.Expr:
    p.nargs(node, 3, "TVMBackendFreeWorkspace")
    args = (_int(p, node.args[0]), _int(p, node.args[1]), handle_arg(p, node.args[2]))
    return ir.RuntimeCall("TVMBackendFreeWorkspace", args, INT32)


def throw_last_error(p, node: ast.Call) -> ir.Expr:
    p.nargs(node, 0, "tvm_throw_last_error")
    return ir.RuntimeCall("tvm_throw_last_error", (), INT32)


def record_literal(p, node: ast.Call, fname: str) -> ir.Expr:
    """``T.uint16(1)``, ``T.uint64(0)``: literals of the record's unsigned fields."""
    dtype = RECORD_DTYPES[fname]
    p.nargs(node, 1, fname)
    value = p.int_literal(node.args[0])
    if not (value is not None and dtype.min_value <= value <= dtype.max_value):
        raise p.err(node, f"T.{fname} is read only as an integer literal (the fields of TVM's "
                          f"argument records); {fname} arithmetic is not supported")
    return ir.IntImm(value, dtype)


#: ``T.<name>(...)`` in an expression -> its reader
EXPRS = {
    "tvm_struct_get": struct_get,
    "handle_add_byte_offset": add_byte_offset,
    "isnullptr": isnullptr,
    "call_llvm_pure_intrin": llvm_pure_intrin,
    "TVMBackendAllocWorkspace": alloc_workspace,
    "TVMBackendFreeWorkspace": free_workspace,
    "tvm_throw_last_error": throw_last_error,
}


def expr_call(p, node: ast.Call, fname: str):
    """The packed-API expression ``T.fname(...)``, or None when it is not one."""
    if fname in EXPRS:
        return EXPRS[fname](p, node)
    if fname in RECORD_DTYPES:
        return record_literal(p, node, fname)
    if fname == "reinterpret":
        return reinterpret(p, node)
    return None


# ----------------------------------------------------------------------------- statements


def assert_stmt(p, node: ast.Assert) -> ir.Stmt:
    """``assert cond, ("Kind", [parts])`` or ``assert cond, "message"``."""
    cond = p.condition(node.test)
    msg = node.msg
    if msg is None:
        return ir.Assert(cond, "", ())
    if isinstance(msg, ast.Constant) and isinstance(msg.value, str):
        return ir.Assert(cond, "", (msg.value,))
    if not (isinstance(msg, ast.Tuple) and len(msg.elts) == 2
            and isinstance(msg.elts[0], ast.Constant) and isinstance(msg.elts[0].value, str)
            and isinstance(msg.elts[1], (ast.List, ast.Tuple))):
        raise p.err(msg, "an assert message must be a string or (\"Kind\", [parts])")
    return ir.Assert(cond, msg.elts[0].value, tuple(_message_part(p, e) for e in msg.elts[1].elts))


def _message_part(p, node: ast.AST):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Subscript)
            and isinstance(node.value.value, ast.Name) and node.value.value.id == "metadata"
            and isinstance(node.value.slice, ast.Constant)
            and isinstance(node.value.slice.value, str)
            and isinstance(node.slice, ast.Constant) and type(node.slice.value) is int):
        return ir.MetaString(node.value.slice.value, node.slice.value)
    raise p.err(node, "an assert message part must be a string literal or "
                      "metadata[\"...\"][k]")


def return_stmt(p, node: ast.Return) -> ir.Stmt:
    if node.value is None:
        raise p.err(node, "a bare 'return' has no value; a packed function returns T.int32")
    dtype = getattr(p, "return_dtype", None) or INT32    # `-> T.float32`, else packed int32
    return ir.Return(p.cast_to(p.coerce(p.expr(node.value), dtype, node.value), dtype))


def ret_stmt(p, call: ast.Call) -> ir.Stmt:
    """``T.ret(x)`` as a statement (``T.evaluate(T.ret(x))``)."""
    p.nargs(call, 1, "ret")
    return return_stmt(p, ast.copy_location(ast.Return(call.args[0]), call))


def throw_stmt(p, call: ast.Call) -> ir.Stmt:
    return ir.Evaluate(throw_last_error(p, call))


#: ``T.<name>(...)`` as a statement -> its reader
STMTS = {"ret": ret_stmt, "tvm_throw_last_error": throw_stmt}


def _attr_parts(p, call: ast.Call) -> list[tuple]:
    """``(node, key, value)`` of ``T.attr(node, key, value)`` or of each entry of
    ``T.attr({key: value, ...})`` (node 0)."""
    if len(call.args) == 1 and not call.keywords and isinstance(call.args[0], ast.Dict):
        out = []
        for k, v in zip(call.args[0].keys, call.args[0].values):
            if not (isinstance(k, ast.Constant) and isinstance(k.value, str)):
                raise p.err(k or call, "T.attr({...}) keys must be strings")
            out.append((0, k.value, _attr_value(p, v)))
        return out
    if len(call.args) != 3 or call.keywords:
        raise p.err(call, "T.attr takes (node, key, value) or one dict {key: value}")
    node, key, value = call.args
    if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
        raise p.err(key, "the key of T.attr must be a string literal")
    return [(_attr_node(p, node), key.value, _attr_value(p, value))]


def _attr_node(p, node: ast.AST):
    if isinstance(node, ast.Constant) and isinstance(node.value, (str, int)) \
            and not isinstance(node.value, bool):
        return node.value
    if (isinstance(node, ast.Call) and t_func(node.func) == "int32" and len(node.args) == 1
            and not node.keywords and isinstance(node.args[0], ast.Constant)
            and type(node.args[0].value) is int):
        return node.args[0].value              # T.int32(0): the IntImm TVM makes of 0
    if isinstance(node, ast.Attribute) and node.attr == "data":
        return p.data_ref(node)                # T.attr(X.data, "double_buffer_scope", 1)
    if isinstance(node, ast.Name):
        bound = p.scope.lookup(node.id)
        if isinstance(bound, ir.BufferRef):
            return bound
        if isinstance(bound, ir.Buffer) and id(bound) in p.allocated:
            return bound.data                  # X = T.allocate(...): X is the pointer
        if isinstance(bound, ir.Buffer):
            return ir.BufferRef(bound.name, bound.shape, bound.dtype)
        if isinstance(bound, ir.Var) and bound.dtype.is_handle:
            return bound
        if bound is None:
            raise p.undefined(node, node.id)
    if isinstance(node, ast.Call) and t_func(node.func) == "comm_reducer":
        # TVM's cross-thread reduction: T.attr(T.comm_reducer(...), "reduce_scope", ...) around
        # a T.tvm_thread_allreduce call: refused by the intrinsic's name, whatever its dtype
        p.out_of_scope(node, "tvm_thread_allreduce")
    if isinstance(node, ast.Call) and t_func(node.func) == "iter_var":
        raise p.err(node, "T.attr over a T.iter_var is read only as TVM's thread binding, a "
                          "statement T.attr(T.iter_var(x, T.Range(0, n), \"ThreadIndex\", "
                          "\"threadIdx.x\"), \"thread_extent\", n) (what T.launch_thread "
                          "builds); other attributes of an IterVar are not annotations verirw "
                          "knows the meaning of")
    raise p.err(node, "the node of T.attr must be a string, 0, a buffer or a buffer's data "
                      "pointer (X.data)")


def _attr_value(p, node: ast.AST):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return p.coerce(p.expr(node), None, node)


def _nest(parts: list[tuple], body: ir.Stmt) -> ir.Stmt:
    for node, key, value in reversed(parts):
        body = ir.AttrStmt(node, key, value, body)
    return body


def attr_binding(p, call: ast.Call):
    """A bare ``T.attr(...)`` statement: an attribute over the rest of the block."""
    parts = _attr_parts(p, call)
    p.scope.push()
    return ("let", p.deferred(lambda rest: _nest(parts, rest)))


def attr_with(p, node: ast.With, call: ast.Call) -> ir.Stmt:
    """``with T.attr(...):``."""
    if node.items[0].optional_vars is not None:
        raise p.err(node, "'with T.attr(...) as x' is not supported")
    parts = _attr_parts(p, call)
    return _nest(parts, p.scoped(node.body))


def buffer_ref(p, name: str, call: ast.Call):
    """``x = T.Buffer(shape)`` in a body, without ``data=``: a buffer named by an attribute
    (``BufferRef``); it binds the name, and no statement."""
    buf = p.buffer_decl(call, name, "T.Buffer")
    p.scope.define(name, ir.BufferRef(name, buf.shape, buf.dtype))
    p.buffer_refs.append((name, call))
    return ("attr", None)


def unused_buffer_ref(p, body: ir.Stmt):
    """The declaration of a ``BufferRef`` no ``T.attr`` names, or None: outside TVM's lowered
    functions ``x = T.Buffer(shape)`` in a body is a view that forgot its ``data=``, and the
    error belongs at that line."""
    from verirw.visit import walk
    named = {s.node.name for s in walk(body)
             if isinstance(s, ir.AttrStmt) and isinstance(s.node, ir.BufferRef)}
    return next((call for name, call in p.buffer_refs if name not in named),
                None)


def is_pointer_data(call: ast.Call) -> bool:
    """Does ``T.decl_buffer(...)`` take its ``data=`` from a pointer expression (a call)?"""
    data = [kw.value for kw in call.keywords if kw.arg == "data"]
    return bool(data) and isinstance(data[0], ast.Call)


def decl_over_pointer(p, name: str, call: ast.Call):
    """``x = T.decl_buffer(shape, data=<pointer expression>)``: a let of the pointer (a handle
    variable ``x_data``) and the buffer declared over it, ``T.decl_buffer(..., data=x_data)``."""
    data_node = next(kw.value for kw in call.keywords if kw.arg == "data")
    pointer_value = handle_arg(p, data_node)
    rest_call = ast.copy_location(ast.Call(call.func, call.args,
                                           [kw for kw in call.keywords if kw.arg != "data"]), call)
    buf = p.buffer_decl(rest_call, name, "T.decl_buffer")
    var = ir.Var(f"{name}_data", pointer_value.dtype)
    buf = ir.Buffer(buf.name, buf.shape, buf.dtype, var, buf.axis_separators, buf.scope,
                    buf.strides, buf.elem_offset)
    p.scope.push()
    p.scope.define(name, buf)
    return ("decl", p.deferred(lambda rest: ir.LetStmt(var, pointer_value,
                                                        ir.DeclBuffer(buf, rest))))


def handle_let(p, node: ast.AnnAssign):
    """``x: T.let[T.handle(...)] = value``: a let of a handle."""
    ann = node.annotation
    if isinstance(ann, ast.Subscript) and _t(ann.value) == "let":
        ann = ann.slice
    dtype = handle_type(p, ann)
    value = handle_arg(p, node.value)
    p.refuse_rebinding(node.target, unit_store_ok=False)
    if value.dtype != dtype:
        value = ir.RuntimeCall("reinterpret", (value,), dtype)
    return p.let(node.target.id, value)


def is_handle_annotation(ann: ast.AST) -> bool:
    if isinstance(ann, ast.Subscript) and _t(ann.value) == "let":
        ann = ann.slice
    return is_handle_type(ann) and _t(ann if not isinstance(ann, ast.Call) else ann.func) \
        not in SCALAR_NAMES
