"""The meaning of calls between a module's functions: ``inline_calls``.

A call ``Module.f(args...)`` (``ir.FuncCall``) means ``f``'s body run on the arguments, as TVM's
code generator and its ``InlinePrivateFunctions`` give it: a scalar parameter is bound by value
(``p = arg`` before the body, a ``LetStmt``), a ``T.handle`` parameter to ``X.data`` or
``T.address_of(X[i, ...])`` makes each ``T.decl_buffer(..., data=h)`` of the body a view of
``X``'s storage (at that element's offset), a ``T.Buffer`` parameter passed a DLTensor
(``T.tvm_stack_make_array``, ``ir.MakeArray``) is a view of the tensor's storage. A call in an
expression is the value of the callee's ``return`` (its lets substituted). Every engine reads a module through this function
(``verirw.run``, ``check``); a function that still makes a call is refused by each engine by
name. What it cannot give a meaning to is refused with ``InlineError``: recursion, a handle
used other than as a buffer's data, a DLTensor the callee's declaration would reject, a ``return`` in a called statement, an
argument an expression call would drop (its failure would be lost) or duplicate with an
``T.undef()``.

Called private functions are not part of the result (they are not visible outside the module,
TVM removes them once inlined); public ones stay, inlined themselves.
"""

from __future__ import annotations

from verirw import ir
from verirw.errors import NotRunnable
from verirw.visit import substitute, transform, walk


class InlineError(NotRunnable):
    """A call between a module's functions that has no meaning verirw can give by inlining."""


def has_calls(node) -> bool:
    return any(isinstance(n, ir.FuncCall) for n in walk(node))


def refuse_calls(func: ir.PrimFunc, engine: str) -> None:
    """Raise ``InlineError`` when ``func`` calls another function (it needs its module)."""
    for n in walk(func.body):
        if isinstance(n, ir.FuncCall):
            raise InlineError(f"{engine}: '{func.name}' calls '{n.name}', another function of its "
                              "module; pass the IRModule (its calls are inlined: "
                              "verirw.inline.inline_calls)")


def inline_calls(module: ir.IRModule) -> ir.IRModule:
    """``module`` with every call inlined, and the called private functions removed."""
    if not any(has_calls(f.body) for f in module.functions):
        return module
    funcs = {f.name: f for f in module.functions}
    done: dict[str, ir.PrimFunc] = {}
    called: set[str] = set()

    def expand(name: str, stack: tuple[str, ...]) -> ir.PrimFunc:
        if name in stack:
            cycle = " -> ".join(stack[stack.index(name):] + (name,))
            raise InlineError(f"the call of '{name}' is recursive ({cycle}): verirw gives a "
                              "meaning to calls by inlining, which a recursion has not")
        if name in done:
            return done[name]
        if name not in funcs:
            raise InlineError(f"'{name}' is called but is not a function of module "
                              f"{module.name}")
        func = funcs[name]

        def pre(n):
            if isinstance(n, ir.Evaluate) and isinstance(n.value, ir.FuncCall):
                called.add(n.value.name)
                return _inline_stmt(expand(n.value.name, stack + (name,)), n.value)
            if isinstance(n, ir.FuncCall):
                called.add(n.name)
                return _inline_expr(expand(n.name, stack + (name,)), n)
            return None

        done[name] = func.with_body(transform(func.body, lambda n: n, pre))
        return done[name]

    out = [expand(f.name, ()) for f in module.functions]
    kept = tuple(f for f in out if not (f.private and f.name in called))
    return ir.IRModule(kept, module.name)


def _fresh(func: ir.PrimFunc) -> tuple[ir.Stmt, dict]:
    """The callee's body with every variable it binds or takes renamed (one copy per call)."""
    mapping = {}
    for n in walk(func.body):
        if isinstance(n, ir.For):
            mapping[n.loop_var] = ir.Var(n.loop_var.name, n.loop_var.dtype)
        elif isinstance(n, ir.LetStmt):
            mapping[n.var] = ir.Var(n.var.name, n.var.dtype)
        elif isinstance(n, ir.Allocate):
            mapping[n.buffer.data] = ir.Var(n.buffer.data.name, n.buffer.data.dtype)
    for p in func.params:
        mapping[p] = ir.Var(p.name, p.dtype)
    return substitute(func.body, mapping), mapping


def _check_args(callee: ir.PrimFunc, call: ir.FuncCall) -> None:
    if len(call.args) != len(callee.params):
        raise InlineError(f"'{callee.name}' takes {len(callee.params)} argument(s), "
                          f"{len(call.args)} given")
    buffers = {id(v) for v, _ in callee.buffer_map}
    for p, a in zip(callee.params, call.args):
        if (id(p) in buffers) != isinstance(a, ir.MakeArray):
            raise InlineError(
                f"'{callee.name}' takes a T.Buffer as '{p.name}': pass a DLTensor "
                "(T.tvm_stack_make_array)" if id(p) in buffers else
                f"argument {a} of '{callee.name}' is a DLTensor, its parameter '{p.name}' "
                "is not a T.Buffer")
        if p.dtype.is_handle != a.dtype.is_handle or (not p.dtype.is_handle and p.dtype != a.dtype):
            raise InlineError(f"argument {a} of '{callee.name}' is {a.dtype}, its parameter "
                              f"'{p.name}' is {p.dtype}")
        if any(isinstance(n, ir.Undef) for n in walk(a)):
            raise InlineError(f"argument {a} of '{callee.name}' contains T.undef()")


def _bind_buffer(body: ir.Stmt, h: ir.Var, param: ir.Buffer, arg: ir.MakeArray,
                 callee: str) -> ir.Stmt:
    """The callee's ``T.Buffer`` parameter (handle ``h``) becomes a view of the DLTensor's
    storage. TVM's callee would check the tensor against its declaration (MakePackedAPI's
    asserts) and fail otherwise, so what it would reject has no meaning here: the dtypes, the
    extents (each the same constant or the same expression) and a dense layout must agree."""
    if param.dtype != arg.elem_dtype:
        raise InlineError(f"'{callee}' takes a {param.dtype} buffer as '{param.name}', the "
                          f"DLTensor passed holds {arg.elem_dtype}")
    if param.strides or param.axis_separators:
        raise InlineError(f"'{callee}' declares strides or axis separators for '{param.name}': "
                          "only a dense T.Buffer parameter is bound to a DLTensor")
    if len(param.shape) != len(arg.shape) or any(
            not _same_extent(a, b) for a, b in zip(param.shape, arg.shape)):
        shown = ", ".join(str(x) for x in arg.shape)
        declared = ", ".join(str(x) for x in param.shape)
        raise InlineError(f"'{callee}' declares '{param.name}' with shape ({declared}), the "
                          f"DLTensor passed has shape ({shown}): TVM's call would fail its "
                          "shape check")
    if param.elem_offset is not None and not _same_extent(param.elem_offset, ir.IntImm(0)):
        raise InlineError(f"'{callee}' declares an elem_offset for '{param.name}': only a "
                          "T.Buffer parameter at offset 0 is bound to a DLTensor")
    offset = _fold(arg.elem_offset)
    if isinstance(offset, ir.IntImm) and offset.value == 0:
        offset = None
    # declared where the body starts, as T.decl_buffer views are (the engines need the view
    # declared; it is built as _view_storage rebuilds each use, so the uses are this buffer)
    view = ir.Buffer(param.name, param.shape, param.dtype, arg.data, param.axis_separators,
                     param.scope, param.strides, offset if offset is not None else
                     param.elem_offset)
    # the body's uses name the buffer's own data variable (a parameter's buffer has one of
    # its own, not the handle parameter ``h``), one copy per call
    out = _view_storage(body, param.data, None, offset, arg.data, callee)
    if any(n is h for n in walk(out)):
        raise InlineError(f"the buffer parameter '{h.name}' of '{callee}' is used other than "
                          "through its buffer")
    return ir.DeclBuffer(view, out)


def _same_extent(a: ir.Expr, b: ir.Expr) -> bool:
    a, b = _fold(a), _fold(b)
    if isinstance(a, ir.IntImm) and isinstance(b, ir.IntImm):
        return a.value == b.value
    return a == b


def _bind_handle(body: ir.Stmt, h: ir.Var, arg: ir.Expr, callee: str) -> ir.Stmt:
    """Views ``T.decl_buffer(..., data=h)`` of ``body`` become views of the argument's storage."""
    if isinstance(arg, ir.AddressOf):
        target, offset = arg.load.buffer, ir.flat_offset(arg.load.buffer, arg.load.indices)
        data = target.data
    elif isinstance(arg, ir.Var) and arg.dtype.is_handle:
        target, offset, data = None, None, arg
    else:
        raise InlineError(f"the handle argument of '{callee}' must be X.data, a handle "
                          "variable or T.address_of(X[...])")
    return _view_storage(body, h, target, offset, data, callee)


def _view_storage(body: ir.Stmt, h: ir.Var, target: ir.Buffer | None, offset: ir.Expr | None,
                  data: ir.Expr, callee: str) -> ir.Stmt:
    """Every buffer of ``body`` on ``h`` becomes a view of ``data`` (``offset`` elements in;
    ``target``: the buffer whose element was passed, whose dtype the view must keep)."""

    def pre(n):
        if isinstance(n, ir.Buffer) and n.data is h:
            if target is not None and target.dtype != n.dtype:
                raise InlineError(f"'{callee}' views the {target.dtype} element "
                                  f"{target.name}[...] as {n.dtype} (buffer '{n.name}')")
            elem = n.elem_offset
            if offset is not None:
                elem = _fold(offset if elem is None else ir.Add(elem, offset))
            return ir.Buffer(n.name, n.shape, n.dtype, data, n.axis_separators, n.scope,
                             n.strides, elem)
        if isinstance(n, ir.DeclBuffer) and n.buffer.data is h:
            return None
        return None

    out = transform(body, lambda n: n, pre)
    if any(n is h for n in walk(out)):
        raise InlineError(f"a handle parameter of '{callee}' ('{h.name}') is used other than as "
                          "the data of a T.decl_buffer")
    return out


def _fold(e: ir.Expr) -> ir.Expr:
    """A constant offset as a literal (the engines read constant layouts best)."""
    ops = {ir.Add: lambda a, b: a + b, ir.Sub: lambda a, b: a - b, ir.Mul: lambda a, b: a * b}

    def value(x):
        if isinstance(x, ir.IntImm):
            return x.value
        op = ops.get(type(x))
        if op is None:
            return None
        a, b = value(x.a), value(x.b)
        return None if a is None or b is None else op(a, b)
    v = value(e)
    if v is None or not e.dtype.min_value <= v <= e.dtype.max_value:
        return e
    return ir.IntImm(v, e.dtype)


def _inline_stmt(callee: ir.PrimFunc, call: ir.FuncCall) -> ir.Stmt:
    _check_args(callee, call)
    if any(isinstance(n, ir.Return) for n in walk(callee.body)):
        raise InlineError(f"'{callee.name}' returns a value (or returns early) but is called as "
                          "a statement")
    body, mapping = _fresh(callee)
    buffers = {id(v): b for v, b in callee.buffer_map}
    lets = []
    for p, a in zip(callee.params, call.args):
        fresh = mapping[p]
        if isinstance(a, ir.MakeArray):
            body = _bind_buffer(body, fresh, buffers[id(p)], a, callee.name)
        elif p.dtype.is_handle:
            body = _bind_handle(body, fresh, a, callee.name)
        else:
            lets.append((fresh, a))
    for var, value in reversed(lets):
        body = ir.LetStmt(var, value, body)
    return body


def _inline_expr(callee: ir.PrimFunc, call: ir.FuncCall) -> ir.Expr:
    _check_args(callee, call)
    if any(p.dtype.is_handle for p in callee.params):
        raise InlineError(f"'{callee.name}' is called in an expression and takes a handle")
    chain, s = [], callee.body
    while isinstance(s, ir.LetStmt):
        chain.append((s.var, s.value))
        s = s.body
    if not isinstance(s, ir.Return):
        raise InlineError(f"'{callee.name}' is called in an expression: its body must be lets "
                          "and a 'return' (T.ret) to be inlined there")
    if s.value.dtype != call.dtype:
        raise InlineError(f"'{callee.name}' returns {s.value.dtype}, its call is {call.dtype}")
    value = s.value
    for var, bound in reversed(chain + list(zip(callee.params, call.args))):
        uses = sum(1 for n in walk(value) if n is var)
        if uses == 0 and not isinstance(bound, (ir.Var, ir.IntImm, ir.FloatImm)):
            raise InlineError(f"'{callee.name}' does not use '{var.name}': inlining would drop "
                              f"the evaluation of {bound} (and whether it fails)")
        if any(isinstance(n, ir.Undef) for n in walk(bound)):
            raise InlineError(f"'{callee.name}' binds '{var.name}' to a T.undef() value")
        value = substitute(value, {var: bound})
    return value
