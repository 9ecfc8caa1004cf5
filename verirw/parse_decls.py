"""TVMScript reader: a prim_func's parameters, size variables and buffer declarations."""

from __future__ import annotations

import ast

from verirw import ir
from verirw.packed import parse as packed
from verirw.dtypes import FLOAT32, HANDLE, INT32, INT64, SCALAR_NAMES, DType
from verirw.parse_common import Deferred, LetDecl, Lit, t_func, thread_iter_var
from verirw.parse_calls import annotation_dtype

#: the syntax an opaque function attribute value may use (``T.target({...})``, lists, dicts)
_ATTR_NODES = (ast.Constant, ast.List, ast.Tuple, ast.Dict, ast.Call, ast.Attribute, ast.Name,
               ast.keyword, ast.UnaryOp, ast.USub, ast.UAdd, ast.Load)


#: a ``T.Buffer(...)`` in a body without ``data=`` (outside TVM's ``T.attr`` use of one)
_VIEW_NEEDS_DATA = ("T.Buffer(...) in a function body declares a view of existing storage and "
                    "needs data=X.data (or data=H for H = T.allocate(...))")


def _decorator_s_tir(dec: ast.AST) -> bool:
    """``@T.prim_func(s_tir=True)``: TVM 0.27 stores it as the function attribute ``s_tir``."""
    return isinstance(dec, ast.Call) and any(
        kw.arg == "s_tir" and isinstance(kw.value, ast.Constant) and kw.value.value is True
        for kw in dec.keywords)


def _size_decls(node: ast.stmt) -> list[tuple[ast.Name, ast.Call]] | None:
    """``n = T.int32()`` (or ``T.int64(is_size_var=True)``), or ``n, m = T.int32(), T.int32()``
    as TVM prints several: the (name, call) pairs, or None for other statements."""
    if not (isinstance(node, ast.Assign) and len(node.targets) == 1):
        return None
    target, value = node.targets[0], node.value
    if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple):
        pairs = list(zip(target.elts, value.elts)) if len(target.elts) == len(value.elts) else []
    else:
        pairs = [(target, value)]
    if pairs and all(isinstance(t, ast.Name) and isinstance(v, ast.Call)
                     and t_func(v.func) in SCALAR_NAMES and not v.args for t, v in pairs):
        return pairs
    return None


def _static_size(shape) -> int | None:
    """The number of elements of a constant shape; None when a dimension is symbolic."""
    size = 1
    for d in shape:
        if not isinstance(d, ir.IntImm):
            return None
        size *= d.value
    return size


def _shape_text(shape) -> str:
    return "(" + ", ".join(str(d.value) if isinstance(d, ir.IntImm) else "?" for d in shape) + ")"



class DeclParser:
    """The function header and the declarations of ``FuncParser`` (``verirw.parser``)."""

    def parse_function(self, fn: ast.FunctionDef, private: bool) -> ir.PrimFunc:
        args = fn.args
        if args.vararg or args.kwarg or args.kwonlyargs or args.posonlyargs:
            raise self.err(fn, "a prim_func takes plain positional parameters only")
        if args.defaults:
            raise self.err(args.defaults[0], "prim_func parameters cannot have default values")
        # Scalars first: buffer shapes may refer to any scalar parameter.
        params = {}
        for arg in args.args:
            if arg.arg in params:
                raise self.err(arg, f"duplicate parameter '{arg.arg}'")
            params[arg.arg] = self.declare_scalar_param(arg)
        sizes = self.type_var_sizes(fn, params) + self.size_variables(fn.body, params)
        for arg in args.args:
            self.parse_param(arg, params[arg.arg])
        self.params.extend(sizes)
        ret = annotation_dtype(fn.returns)
        self.return_dtype = ret if isinstance(ret, DType) and not ret.is_handle else None
        body = self.parse_body(fn.body, top_level=True)
        unused = packed.unused_buffer_ref(self, body)
        if unused is not None:
            raise self.err(unused, _VIEW_NEEDS_DATA)
        if any(_decorator_s_tir(d) for d in fn.decorator_list) and "s_tir" not in dict(self.attrs):
            self.attrs.append(("s_tir", True))     # TVM keeps @T.prim_func(s_tir=True) as an attr
        return ir.PrimFunc(fn.name, tuple(self.params), tuple(self.buffer_map), body,
                           tuple(self.attrs), private)

    def size_variables(self, body: list[ast.stmt], params: dict) -> list[ir.Var]:
        """``n = T.int32()`` at the top of the body (TVM's symbolic shapes): a size variable
        that buffer shapes (``T.Buffer((n,))``, ``T.match_buffer(a, (n,))``) refer to. verirw
        makes it a scalar parameter, after TVM's own parameters: ``run`` takes it from the
        shape of an array whose dimension it is (or as ``n=``), and ``check`` never proves a
        symbolic-shape program for only the sizes it tried (it answers unknown).

        ``x = T.float32()`` (or ``T.bool()``, any scalar dtype) declares a symbolic scalar the
        same way: a scalar parameter that no shape determines (``run`` takes it as ``x=``,
        ``check`` proves for every value)."""
        sizes = []
        thread_vars = {c.args[0].args[0].id for n in body for c in ast.walk(n)
                       if thread_iter_var(c) and c.args[0].args
                       and isinstance(c.args[0].args[0], ast.Name)}
        for node in body:
            if isinstance(node, ast.Expr) and (isinstance(node.value, ast.Constant) or (
                    isinstance(node.value, ast.Call) and t_func(node.value.func) == "func_attr")):
                continue                                   # a docstring or T.func_attr
            if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                    and t_func(node.value.func) == "match_buffer"):
                continue                                   # sizes and match_buffer interleave
            pairs = _size_decls(node)
            if pairs is None:
                break
            for target, call in pairs:
                if target.id in thread_vars and not call.keywords:
                    # bound by a thread binding T.attr(T.iter_var(x, ...), ...): no input
                    self.scope.define(target.id, LetDecl(target.id, DType.get(t_func(call.func)),
                                                         thread=True))
                    continue
                sizes.append(self.size_variable(target, call, params))
            self.size_decls.add(id(node))
        return sizes

    def type_var_sizes(self, fn: ast.FunctionDef, params: dict) -> list[ir.Var]:
        """``n = TypeVar("n")`` before the function: TVM 0.27 prints a free ``T.int64()`` size
        variable so (an ``int32`` one it prints as ``n = T.int32()`` in the body; measured
        with both dtypes), so a TypeVar that the function uses is an int64 size variable."""
        used = {n.id for n in ast.walk(fn) if isinstance(n, ast.Name)}
        sizes = []
        for name in self.src.type_vars:
            if name in used and name not in params:
                var = ir.Var(name, INT64)
                self.scope.define(name, var)
                params[name] = var
                sizes.append(var)
        return sizes

    def size_variable(self, target: ast.Name, call: ast.Call, params: dict) -> ir.Var:
        dtype = DType.get(t_func(call.func))
        for kw in call.keywords:
            if not (kw.arg == "is_size_var" and dtype.is_int and not dtype.is_bool
                    and self.attr_value(kw.value, "is_size_var") in (True, False)):
                raise self.err(kw.value, f"T.{dtype.name}(): unknown argument '{kw.arg}'")
        name = target.id
        if name in params or self.scope.lookup(name) is not None:
            raise self.err(target, f"'{name}' is declared twice")
        var = ir.Var(name, dtype)
        self.scope.define(name, var)
        params[name] = var
        return var

    def declare_scalar_param(self, arg: ast.arg) -> ir.Var | None:
        ann = arg.annotation
        name = t_func(ann) if ann is not None else None
        if name in SCALAR_NAMES:
            var = ir.Var(arg.arg, DType.get(name))
            self.scope.define(arg.arg, var)
            return var
        return None

    def parse_param(self, arg: ast.arg, scalar: ir.Var | None):
        if scalar is not None:
            self.params.append(scalar)
            return
        ann = arg.annotation
        if ann is None:
            raise self.err(arg, f"parameter '{arg.arg}' needs a type annotation: "
                                "T.Buffer(shape, dtype), T.handle or a scalar type such as T.int32")
        name = t_func(ann.value if isinstance(ann, ast.Subscript) else
                       ann.func if isinstance(ann, ast.Call) else ann)
        if name == "Buffer":
            handle = ir.Var(arg.arg, HANDLE)
            buf = self.buffer_decl(ann, arg.arg, kind="T.Buffer", param=True)
            self.params.append(handle)
            self.buffer_map.append((handle, buf))
            self.scope.define(arg.arg, buf)
            return
        if name == "handle":
            var = ir.Var(arg.arg, HANDLE)
            self.params.append(var)
            self.scope.define(arg.arg, var)
            return
        raise self.err(ann, f"unsupported annotation for parameter '{arg.arg}'; expected "
                            "T.Buffer(shape, dtype), T.handle or a scalar type such as T.int32")

    def buffer_decl(self, node: ast.AST, name: str, kind: str, param: bool = False) -> ir.Buffer:
        """Parse the arguments of T.Buffer[...] / T.Buffer(...) / T.alloc_buffer / ... .

        ``T.allocate(extents, dtype, scope, condition, annotations)`` takes the scope third."""
        if isinstance(node, ast.Subscript):          # T.Buffer[(4, 4), "int32"]
            sl = node.slice
            items = list(sl.elts) if isinstance(sl, ast.Tuple) else [sl]
            if (len(items) >= 2 and isinstance(items[-1], ast.Constant)
                    and isinstance(items[-1].value, str)):
                shape_node = items[0] if len(items) == 2 else ast.Tuple(items[:-1], ast.Load())
                pos, kws = [shape_node, items[-1]], []
            else:
                pos, kws = [sl], []
        elif isinstance(node, ast.Call):
            pos, kws = list(node.args), list(node.keywords)
        else:
            raise self.err(node, f"{kind} needs a shape and a dtype, e.g. {kind}((4, 4), \"int32\")")
        opts = {kw.arg: kw.value for kw in kws}
        for kw in kws:
            if kw.arg is None:
                raise self.err(kw.value, f"{kind}: **kwargs are not supported")
        order = ["shape", "dtype", "data", "strides", "elem_offset", "scope"]
        if kind == "T.allocate":
            order = ["shape", "dtype", "scope", "condition", "annotations"]
        for i, p in enumerate(pos):
            if i >= len(order):
                raise self.err(p, f"{kind}: too many positional arguments")
            if order[i] in opts:
                raise self.err(p, f"{kind}: '{order[i]}' given twice")
            opts[order[i]] = p
        # align/offset_factor/buffer_type/annotations are storage hints with no effect on values
        known = {"shape", "dtype", "data", "strides", "elem_offset", "scope", "axis_separators",
                 "align", "offset_factor", "buffer_type", "layout", "annotations"}
        lay = opts.get("layout")
        if lay is not None and not (isinstance(lay, ast.Constant) and lay.value is None):
            raise self.err(lay, f"{kind}: a buffer layout is not supported (only layout=None)")
        if kind == "T.allocate":
            known = {"shape", "dtype", "scope", "condition", "annotations"}
        for key, value in opts.items():
            if key not in known:
                raise self.err(value, f"{kind}: unknown argument '{key}'")
        if "shape" not in opts:
            raise self.err(node, f"{kind} is missing its shape argument")
        if "condition" in opts and self.attr_value(opts["condition"], "condition") is not True:
            raise self.err(opts["condition"], f"{kind}: only condition=True is supported")
        shape = self.shape(opts["shape"])
        dtype = self.dtype_arg(opts["dtype"]) if "dtype" in opts else FLOAT32
        strides, elem_offset = self.layout_args(opts, len(shape), kind, name, param)
        scope = "global"
        if "scope" in opts:
            s = opts["scope"]
            if not (isinstance(s, ast.Constant) and isinstance(s.value, str)):
                raise self.err(s, f"{kind}: scope must be a string literal")
            scope = s.value
        seps: tuple[int, ...] = ()
        if "axis_separators" in opts:
            seps = self.int_list(opts["axis_separators"], "axis_separators")
            if list(seps) != sorted(set(seps)) or any(not 0 <= s <= len(shape) for s in seps):
                raise self.err(opts["axis_separators"],
                               f"axis_separators {list(seps)} must be strictly increasing "
                               f"positions between 0 and {len(shape)}")
        data = None
        if "data" in opts and not (isinstance(opts["data"], ast.Constant) and opts["data"].value is None):
            data = self.data_ref(opts["data"])
        if (strides or elem_offset is not None) and seps:
            raise self.err(opts["axis_separators"], f"{kind}: axis_separators together with "
                                                    "strides or elem_offset are not supported")
        return ir.Buffer(name, shape, dtype, data if data is not None else ir.Var(name, HANDLE),
                         seps, scope, strides, elem_offset)

    def layout_args(self, opts: dict, ndim: int, kind: str, name: str, param: bool):
        """``strides=`` and ``elem_offset=``: integer expressions of literals and size variables.
        ``T.int32()`` in place of one (TVM's free stride/offset of a parameter) declares a fresh
        size variable, a scalar parameter; elsewhere it is refused (nothing would bind it).
        A nonzero ``offset_factor`` without ``elem_offset`` is, in TVM, a free offset variable
        (TVM prints a parameter's ``elem_offset=T.int32()`` so): verirw reads it as one too,
        rather than as offset 0, which would prove programs only for that offset."""
        factor = opts.get("offset_factor")
        if factor is not None and "elem_offset" not in opts and not (
                isinstance(factor, ast.Constant) and factor.value in (0, None)):
            if not param:
                raise self.err(factor, f"{kind}: offset_factor without elem_offset gives "
                                       "an unknown elem_offset, supported for parameter "
                                       "buffers only")
            var = ir.Var(f"{name}_elem_offset", INT32)
            self.params.append(var)
            opts = dict(opts, elem_offset=None)
            elem_offset_var = var
        else:
            elem_offset_var = None
        strides: tuple[ir.Expr, ...] = ()
        node = opts.get("strides")
        if node is not None and not (isinstance(node, ast.Constant) and node.value is None):
            if not isinstance(node, (ast.List, ast.Tuple)):
                raise self.err(node, f"{kind}: strides must be a list of integer expressions")
            if node.elts and len(node.elts) != ndim:
                raise self.err(node, f"{kind}: {len(node.elts)} strides for {ndim} dimension(s)")
            strides = tuple(self.layout_expr(e, kind, "stride", param) for e in node.elts)
        elem_offset = None
        node = opts.get("elem_offset")
        if node is not None and not (isinstance(node, ast.Constant) and node.value is None):
            elem_offset = self.layout_expr(node, kind, "elem_offset", param)
            if isinstance(elem_offset, ir.IntImm) and elem_offset.value == 0:
                elem_offset = None
        return strides, elem_offset if elem_offset_var is None else elem_offset_var

    def layout_expr(self, node: ast.AST, kind: str, what: str, param: bool) -> ir.Expr:
        if isinstance(node, ast.Call) and not node.args and t_func(node.func) in SCALAR_NAMES:
            if not param:
                raise self.err(node, f"{kind}: a free {what} ({ast.unparse(node)}) is only "
                                     "supported for parameter buffers (T.match_buffer)")
            var = ir.Var(f"{what}_{len(self.params)}", DType.get(t_func(node.func)))
            if not var.dtype.is_int or var.dtype.is_bool:
                raise self.err(node, f"{kind}: a {what} must be an integer")
            self.params.append(var)
            return var
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            bound = self.scope.lookup(node.value)          # strides=("s0", 1): forward reference
            if bound is None and param and node.value.isidentifier():
                var = ir.Var(node.value, INT32)           # TVM: a free stride, named
                self.scope.define(node.value, var)
                self.params.append(var)
                return var
            if not (isinstance(bound, ir.Var) and bound.dtype.is_int):
                raise self.err(node, f"{kind}: a {what} {node.value!r} must name an integer "
                                     "size variable")
            return bound
        expr = self.coerce(self.expr(node), None, node)
        if not expr.dtype.is_int or expr.dtype.is_bool:
            raise self.err(node, f"{kind}: a {what} must be an integer, not {expr.dtype}")
        if isinstance(expr, ir.IntImm) and expr.value < 0:
            raise self.err(node, f"{kind}: a negative {what} ({expr.value}) is not supported")
        return expr

    def data_ref(self, node: ast.AST) -> ir.Var:
        """``data=X.data`` (or a handle variable) for aliasing buffers."""
        if isinstance(node, ast.Attribute) and node.attr == "data":
            target = self.expr_name(node.value)
            if isinstance(target, ir.Buffer):
                return target.data
            raise self.err(node.value, "data= expects BUFFER.data, where BUFFER is a buffer")
        if isinstance(node, ast.Name):
            target = self.scope.lookup(node.id)
            if isinstance(target, ir.Var) and target.dtype.is_handle:
                return target
            if isinstance(target, ir.Buffer) and id(target) in self.allocated:
                return target.data        # X = T.allocate(...); T.Buffer(..., data=X)
            if target is None:
                raise self.undefined(node, node.id)
        raise self.err(node, "data= expects BUFFER.data or a handle variable")

    def expr_name(self, node: ast.AST):
        if not isinstance(node, ast.Name):
            raise self.err(node, "expected a name")
        target = self.scope.lookup(node.id)
        if target is None:
            raise self.undefined(node, node.id)
        return target

    def int_list(self, node: ast.AST, what: str) -> tuple[int, ...]:
        if isinstance(node, (ast.List, ast.Tuple)):
            out = []
            for e in node.elts:
                v = self.expr(e)
                if not isinstance(v, Lit) or not isinstance(v.value, int) or isinstance(v.value, bool):
                    raise self.err(e, f"{what} must be a list of integer literals")
                out.append(v.value)
            return tuple(out)
        raise self.err(node, f"{what} must be a list of integer literals")

    def shape(self, node: ast.AST) -> tuple[ir.Expr, ...]:
        elts = node.elts if isinstance(node, (ast.Tuple, ast.List)) else [node]
        if not elts:
            raise self.err(node, "a buffer shape needs at least one dimension")
        out = []
        for e in elts:
            if isinstance(e, ast.Constant) and isinstance(e.value, str):
                bound = self.scope.lookup(e.value)     # Buffer(("n",)): TVM's forward reference
                if not (isinstance(bound, ir.Var) and bound.dtype.is_int):
                    raise self.err(e, f"a shape dimension {e.value!r} must name an integer "
                                      "size variable")
                out.append(bound)
                continue
            v = self.expr(e)
            expr = self.coerce(v, None, e)
            if not expr.dtype.is_int:
                raise self.err(e, f"a shape dimension must be an integer, not {expr.dtype}")
            if isinstance(expr, ir.IntImm) and expr.value < 0:
                raise self.err(e, f"a shape dimension must be non-negative, got {expr.value}")
            out.append(expr)
        return tuple(out)

    def alloc(self, name: str, call: ast.Call, fname: str):
        kind = f"T.{fname}"
        buf = self.buffer_decl(call, name, kind)
        has_data = fname != "allocate" and (any(kw.arg == "data" for kw in call.keywords)
                                            or len(call.args) >= 3)
        if fname in ("alloc_buffer", "sblock_alloc_buffer") and has_data:
            raise self.err(call, f"{kind} allocates new storage; use T.decl_buffer(..., "
                                 "data=X.data) to alias existing storage")
        if fname == "Buffer" and not has_data:
            raise self.err(call, _VIEW_NEEDS_DATA)
        if fname == "allocate":
            self.allocated.add(id(buf))
        owner = next((b for frame in self.scope.frames for b in frame.values()
                      if isinstance(b, ir.Buffer) and b.data is buf.data), None)
        if has_data and owner is not None and owner.dtype != buf.dtype:
            raise self.err(call, f"{kind} views the {owner.dtype} storage of '{owner.name}' as "
                                 f"{buf.dtype}: views that reinterpret another dtype are not "
                                 "supported (buffers hold values, not bytes)")
        self.scope.push()
        self.scope.define(name, buf)
        if has_data:
            return ("decl", Deferred(self, lambda rest: ir.DeclBuffer(buf, rest)))
        return ("alloc", Deferred(self, lambda rest: ir.Allocate(buf, rest)))

    def buffer_method(self, func: ast.AST, method: str) -> ir.Buffer | None:
        """The buffer ``X`` when ``func`` is ``X.<method>``, else None."""
        if not (isinstance(func, ast.Attribute) and func.attr == method
                and isinstance(func.value, ast.Name)):
            return None
        bound = self.scope.lookup(func.value.id)
        return bound if isinstance(bound, ir.Buffer) else None

    def view(self, name: str, call: ast.Call):
        """``V = X.view(*shape)`` (TVM 0.27's FlattenBuffer prints it): a row-major view of
        ``X``'s storage, the same as ``T.decl_buffer(shape, X.dtype, data=X.data)``.

        ``-1`` in the shape is the one dimension inferred from the element count. A view that
        reinterprets the dtype (``X.view("int8")``) or a non-default layout is refused."""
        owner = self.buffer_method(call.func, "view")
        where = f"{owner.name}.view(...)"
        for kw in call.keywords:
            if not (kw.arg == "layout" and isinstance(kw.value, ast.Constant)
                    and kw.value.value is None):
                raise self.err(kw.value if kw.arg else call,
                               f"{where}: only the shape (and layout=None) is supported")
        if not call.args:
            raise self.err(call, f"{where} needs a shape, e.g. {owner.name}.view(64)")
        args = call.args[0].elts if (len(call.args) == 1 and isinstance(
            call.args[0], (ast.Tuple, ast.List))) else call.args
        if any(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args):
            raise self.err(call, f"{where} with a dtype reinterprets {owner.dtype} storage: views "
                                 "that reinterpret another dtype are not supported (buffers "
                                 "hold values, not bytes)")
        if not owner.is_dense:
            raise self.err(call, f"{where}: '{owner.name}' has strides or an elem_offset; a "
                                 "row-major view of it is not supported (declare the view with "
                                 "T.decl_buffer(..., data=, strides=, elem_offset=))")
        if owner.axis_separators:
            raise self.err(call, f"{where}: '{owner.name}' has axis_separators, and a view of "
                                 "a buffer with several physical axes is not supported")
        inferred = [k for k, a in enumerate(args) if isinstance(a, ast.UnaryOp)
                    and isinstance(a.op, ast.USub) and isinstance(a.operand, ast.Constant)
                    and a.operand.value == 1]
        shape = [ir.IntImm(-1, INT32) if k in inferred else self.shape(a)[0]
                 for k, a in enumerate(args)]
        if len(inferred) > 1:
            raise self.err(call, f"{where}: at most one dimension can be -1 (inferred)")
        total = _static_size(owner.shape)
        if inferred:
            rest = _static_size(shape[:inferred[0]] + shape[inferred[0] + 1:])
            if total is None or rest is None or rest == 0 or total % rest:
                raise self.err(call, f"{where}: cannot infer the -1 dimension of a view of shape "
                                     f"{_shape_text(owner.shape)}")
            shape[inferred[0]] = ir.IntImm(total // rest, shape[inferred[0]].dtype)
        size = _static_size(shape)
        if total is not None and size is not None and size != total:
            raise self.err(call, f"{where}: a view of {size} elements of '{owner.name}', which "
                                 f"has {total} (shape {_shape_text(owner.shape)})")
        buf = ir.Buffer(name, tuple(shape), owner.dtype, owner.data, (), owner.scope)
        self.scope.push()
        self.scope.define(name, buf)
        return ("decl", Deferred(self, lambda rest: ir.DeclBuffer(buf, rest)))

    def match_buffer(self, name: str, call: ast.Call):
        if not call.args:
            raise self.err(call, "T.match_buffer is missing its first argument, the handle "
                                 "parameter it matches, e.g. T.match_buffer(a, (16, 14), \"float32\")")
        handle_node = call.args[0]
        if not isinstance(handle_node, ast.Name):
            raise self.err(handle_node, "T.match_buffer's first argument must be a T.handle parameter")
        handle = self.scope.lookup(handle_node.id)
        if handle is None:
            raise self.undefined(handle_node, handle_node.id)
        if not (isinstance(handle, ir.Var) and handle.dtype.is_handle and
                any(p is handle for p in self.params)):
            raise self.err(handle_node, f"'{handle_node.id}' is not a T.handle parameter")
        if any(v is handle for v, _ in self.buffer_map):
            raise self.err(handle_node, f"parameter '{handle_node.id}' is already matched to a buffer")
        for kw in call.keywords:
            if kw.arg == "data":
                raise self.err(kw.value, "T.match_buffer with data=: parameter buffers that share "
                                         "storage are not supported")
        if len(call.args) >= 4:
            raise self.err(call.args[3], "T.match_buffer with data=: parameter buffers that share "
                                         "storage are not supported")
        rest = ast.Call(func=call.func, args=call.args[1:], keywords=call.keywords)
        ast.copy_location(rest, call)
        buf = self.buffer_decl(rest, name, "T.match_buffer", param=True)
        self.buffer_map.append((handle, buf))
        self.scope.define(name, buf)

    def func_attr(self, call: ast.Call):
        if len(call.args) != 1 or not isinstance(call.args[0], ast.Dict):
            raise self.err(call, "T.func_attr expects one dict literal")
        for k, v in zip(call.args[0].keys, call.args[0].values):
            if not (isinstance(k, ast.Constant) and isinstance(k.value, str)):
                raise self.err(k or call, "T.func_attr keys must be strings")
            self.attrs.append((k.value, self.attr_value(v, k.value)))

    def attr_value(self, node: ast.AST, key: str):
        """A literal, or a typed literal as TVM prints them (``T.bool(True)``, ``T.int64(4)``):
        attributes are metadata, kept as the Python value."""
        if isinstance(node, ast.Constant):
            return node.value
        if (isinstance(node, ast.Call) and t_func(node.func) in SCALAR_NAMES
                and len(node.args) == 1 and not node.keywords):
            value = self.expr(node.args[0])
            if isinstance(value, Lit):
                dtype = DType.get(t_func(node.func))
                return bool(value.value) if dtype.is_bool else (
                    float(value.value) if dtype.is_float else value.value)
        try:
            value = ast.literal_eval(node)
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            value = None
        if isinstance(value, (bool, int, float, str)):
            return value                                   # e.g. -1
        # anything else (T.target({...}), a list, a dict): opaque metadata, kept as its text
        for sub in ast.walk(node):
            if isinstance(sub, ast.Name) and sub.id != "T":
                raise self.err(sub, f"T.func_attr value of '{key}' refers to '{sub.id}': an "
                                    "attribute is metadata and may not name a variable")
            if not isinstance(sub, _ATTR_NODES):
                raise self.err(sub, f"T.func_attr value of '{key}': {type(sub).__name__.lower()} "
                                    "is not allowed in an attribute (literals, lists, dicts and "
                                    "T.* calls such as T.target({...}) are)")
        return ir.OpaqueAttr(ast.unparse(node))

