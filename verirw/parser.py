"""TVMScript (the subset used by RFC 0039/0077 and by current TVM) -> verirw IR.

The text is parsed with Python's ``ast`` and never executed. Every rejection is a
``ScriptError`` with ``file:line:col`` and a caret under the offending code.

Typing follows TVMScript: Python literals are untyped until combined with a typed operand
(``A[i] + 1`` with float32 ``A`` makes ``1`` a float32 literal); mixed int/float operands cast
the int; mixed widths widen; a stored value is cast to the buffer's dtype. Untyped literals
default to int32 / float32 / bool.
"""

from __future__ import annotations

import ast
import inspect
import math
import textwrap
import warnings
from dataclasses import dataclass
from typing import Callable

import numpy as np

from verirw import ir, ops
from verirw.packed import parse as packed
from verirw.dtypes import BOOL, FLOAT32, HANDLE, INT32, INT64, SCALAR_NAMES, DType, common_int
from verirw.errors import ScriptError
from verirw.guard import deep
from verirw.visit import walk

# ----------------------------------------------------------------------------- untyped values


@dataclass(frozen=True)
class _Lit:
    """A Python literal whose dtype is decided by context."""

    value: int | float | bool


@dataclass(frozen=True)
class _UntypedUndef:
    """``T.undef()`` without a dtype: takes the dtype of its context."""


_T_NAMES = ("T", "tir", "te")          # prefixes accepted for TVMScript builtins
_FOR_KINDS = {"serial": "serial", "range": "serial", "parallel": "parallel",
              "vectorized": "vectorized", "unroll": "unroll"}
_IGNORED_STMT_CALLS = {"reads", "writes", "block_attr", "sblock_attr"}
_BLOCK_NAMES = ("block", "sblock")          # T.sblock: TVM's newest printer (tvm.script.tirx)
_ALLOC_NAMES = ("alloc_buffer", "sblock_alloc_buffer", "decl_buffer", "buffer_decl", "allocate",
                "Buffer")
_GPU_LAUNCH = ("it launches or binds GPU threads over the rest of its scope, which verirw does not "
               "model; write the kernel with 'for tx in T.thread_binding(n, thread=\"...\"):' "
               "loops (race-free thread loops are supported)")
_BARRIER = ("it is a barrier between GPU threads: verirw models a thread-bound loop as race-free "
            "iterations and cannot give a barrier a sound meaning")
_WARP = ("it is a warp-level intrinsic (threads exchanging values), which verirw's model of "
         "thread-bound loops as independent iterations cannot express")
_OPAQUE_CALL = "it calls external or target-specific code, which verirw cannot see into"
_VECTOR = "it builds vector lanes, and verirw's IR is scalar"
_JUMP = "it is a loop jump, and verirw's loops run every iteration"
_POINTER = ("it is a pointer access of TVM before v0.9; index a buffer instead, e.g. "
            "T.Buffer((n,), data=A.data)[i]")
#: the math intrinsics that are C99 functions (``expf``/``exp``): T.call_pure_extern of them
_C_MATH = tuple(fn for fn in ir.MATH if fn not in ("sigmoid", "rsqrt", "exp10"))
#: vector-lane builtins -> the position of their lane count
_LANE_ARG = {"Ramp": 2, "ramp": 2, "Broadcast": 1, "broadcast": 1}
#: TVMScript builtins that are out of verirw's scope, with the reason given in the error.
_OUT_OF_SCOPE = {
    "launch_thread": _GPU_LAUNCH, "env_thread": _GPU_LAUNCH,
    "thread_binding": "it is a loop iterator: write 'for tx in T.thread_binding(32, "
                      "thread=\"threadIdx.x\"):'",
    "tvm_storage_sync": _BARRIER, "tvm_thread_allreduce": _WARP,
    "tvm_warp_shuffle": _WARP, "tvm_warp_shuffle_up": _WARP, "tvm_warp_shuffle_down": _WARP,
    "tvm_warp_shuffle_xor": _WARP, "tvm_warp_activemask": _WARP,
    "continue_loop": _JUMP, "break_loop": _JUMP,
    "call_packed": _OPAQUE_CALL,
    "call_cpacked": _OPAQUE_CALL, "call_intrin": _OPAQUE_CALL, "call_llvm_intrin": _OPAQUE_CALL,
    "call_llvm_pure_intrin": _OPAQUE_CALL,
    "vscale": _VECTOR,
    "load": _POINTER, "store": _POINTER,
    "realize": "it is a storage region of TVM's pre-flattening lowering",
    "attr": "attribute statements (pragmas, thread extents, storage hints) are not modelled",
}


def _dotted(node: ast.AST) -> str | None:
    """``T.Buffer`` -> "T.Buffer"; ``tvm.script.tir.prim_func`` -> the dotted text."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return None


#: the syntax an opaque function attribute value may use (``T.target({...})``, lists, dicts)
_ATTR_NODES = (ast.Constant, ast.List, ast.Tuple, ast.Dict, ast.Call, ast.Attribute, ast.Name,
               ast.keyword, ast.UnaryOp, ast.USub, ast.UAdd, ast.Load)


def _t_func(node: ast.AST) -> str | None:
    """The builtin name of ``T.xyz`` / ``tir.xyz`` (or bare builtins like ``range``)."""
    name = _dotted(node)
    if name is None:
        return None
    parts = name.split(".")
    if len(parts) == 1:
        return parts[0] if parts[0] in ("range", "min", "max", "abs") else None
    if parts[0] in _T_NAMES or (parts[0] == "tvm" and "tir" in parts):
        return ".".join(parts[1:]) if parts[0] in _T_NAMES else parts[-1]
    return None


def _is_prim_func_decorator(dec: ast.AST) -> bool:
    target = dec.func if isinstance(dec, ast.Call) else dec
    name = _dotted(target) or ""
    return name.split(".")[-1] == "prim_func"


def _is_module_decorator(dec: ast.AST) -> bool:
    target = dec.func if isinstance(dec, ast.Call) else dec
    name = _dotted(target) or ""
    return name.split(".")[-1] == "ir_module"


def _decorator_s_tir(dec: ast.AST) -> bool:
    """``@T.prim_func(s_tir=True)``: TVM 0.27 stores it as the function attribute ``s_tir``."""
    return isinstance(dec, ast.Call) and any(
        kw.arg == "s_tir" and isinstance(kw.value, ast.Constant) and kw.value.value is True
        for kw in dec.keywords)


def _decorator_private(dec: ast.AST) -> bool:
    if isinstance(dec, ast.Call):
        for kw in dec.keywords:
            if kw.arg == "private" and isinstance(kw.value, ast.Constant):
                return bool(kw.value.value)
    return False


# ----------------------------------------------------------------------------- the source


class _Source:
    """Where the text came from, to turn AST positions into ``file:line:col``."""

    def __init__(self, text: str, filename: str, line_offset: int = 0, col_offset: int = 0):
        self.text = text
        self.filename = filename
        self.line_offset = line_offset
        self.col_offset = col_offset
        self.lines = text.splitlines()
        self.type_vars: dict[str, ast.Assign] = {}   # module-level `n = TypeVar("n")`

    def error(self, node: ast.AST | None, message: str) -> ScriptError:
        if node is None or not hasattr(node, "lineno"):
            return ScriptError(message, self.filename)
        line = node.lineno
        col = node.col_offset + 1
        src = self.lines[line - 1] if 0 < line <= len(self.lines) else None
        if src is not None and self.col_offset:
            src = " " * self.col_offset + src
        return ScriptError(message, self.filename, line + self.line_offset, col + self.col_offset, src)


# ----------------------------------------------------------------------------- scopes


class _Scope:
    """Name -> Var | Buffer, with nested scopes for loop bodies, branches and blocks."""

    def __init__(self):
        self.frames: list[dict[str, object]] = [{}]
        self.ended: dict[str, object] = {}     # names whose scope has ended, for error messages

    def push(self):
        self.frames.append({})

    def pop(self):
        self.ended.update(self.frames.pop())

    def define(self, name: str, value):
        self.frames[-1][name] = value

    def lookup(self, name: str):
        for frame in reversed(self.frames):
            if name in frame:
                return frame[name]
        return None


# ----------------------------------------------------------------------------- function parser


#: a ``T.Buffer(...)`` in a body without ``data=`` (outside TVM's ``T.attr`` use of one)
_VIEW_NEEDS_DATA = ("T.Buffer(...) in a function body declares a view of existing storage and "
                    "needs data=X.data (or data=H for H = T.allocate(...))")

class _FuncParser:
    def __init__(self, src: _Source):
        self.src = src
        self.scope = _Scope()
        self.attrs: list[tuple[str, object]] = []
        self.params: list[ir.Var] = []
        self.buffer_map: list[tuple[ir.Var, ir.Buffer]] = []
        self.allocated: set[int] = set()       # ids of buffers bound by ``X = T.allocate(...)``
        self.buffer_refs: list = []           # (name, call) of ``x = T.Buffer(shape)`` (verirw.packed)
        self.blocks: list[list[tuple[ir.Var, ir.Expr]]] = []   # reduce iterators per open block
        self.init_allowed: set[int] = set()    # ids of the `with T.init()` nodes in block headers
        self.where_allowed: set[int] = set()   # ids of the T.where(...) calls in block headers
        self.loop_min: dict[int, ir.Expr] = {}  # id(loop var) -> its minimum (for T.axis.remap)
        self.size_decls: set[int] = set()      # ids of the top-level `n = T.int32()` statements
        self.lane: tuple[ir.Var, int] | None = None   # the lane variable of a vector store
        self.lane_uses = 0                     # vector constructs read in the stored value

    def err(self, node, message) -> ScriptError:
        return self.src.error(node, message)

    def deferred(self, make: Callable[[ir.Stmt], ir.Stmt]) -> "_Deferred":
        """A binding over the rest of the block (for verirw.packed.parse)."""
        return _Deferred(self, make)

    def int_literal(self, node: ast.AST) -> int | None:
        """The Python int ``node`` is, or None (for verirw.packed.parse)."""
        value = self.expr(node)
        return value.value if isinstance(value, _Lit) and type(value.value) is int else None

    def out_of_scope(self, node: ast.AST, fname: str | None):
        """Raise the reason when ``T.fname`` is a TVMScript builtin outside verirw's scope."""
        if fname is None:
            return
        reason = _OUT_OF_SCOPE.get(fname)
        if reason is None and fname.startswith("tvm_"):
            reason = "it is a TVM runtime intrinsic"
        if reason is not None:
            raise self.err(node, f"T.{fname} is not supported: {reason}")

    def undefined(self, node: ast.AST, name: str) -> ScriptError:
        gone = self.scope.ended.get(name)
        if isinstance(gone, ir.Buffer):
            return self.err(node, f"undefined variable '{name}': buffer '{name}' was declared in "
                                  "an inner scope (a block, loop or branch) that has ended")
        if gone is not None:
            return self.err(node, f"undefined variable '{name}': it was bound in an inner scope "
                                  "(a loop, branch or block) that has ended")
        return self.err(node, f"undefined variable '{name}'")

    # ------------------------------------------------------------------ function
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
        symbolic-shape program for only the sizes it tried (it answers unknown)."""
        sizes = []
        for node in body:
            if isinstance(node, ast.Expr) and (isinstance(node.value, ast.Constant) or (
                    isinstance(node.value, ast.Call) and _t_func(node.value.func) == "func_attr")):
                continue                                   # a docstring or T.func_attr
            if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call)
                    and _t_func(node.value.func) == "match_buffer"):
                continue                                   # sizes and match_buffer interleave
            pairs = _size_decls(node)
            if pairs is None:
                break
            for target, call in pairs:
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
        dtype = DType.get(_t_func(call.func))
        if not dtype.is_int or dtype.is_bool:
            raise self.err(call, f"T.{dtype.name}() declares a symbolic variable; only integer "
                                 "sizes are supported")
        for kw in call.keywords:
            if not (kw.arg == "is_size_var"
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
        name = _t_func(ann) if ann is not None else None
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
        name = _t_func(ann.value if isinstance(ann, ast.Subscript) else
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

    # ------------------------------------------------------------------ buffer declarations
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
        if isinstance(node, ast.Call) and not node.args and _t_func(node.func) in SCALAR_NAMES:
            if not param:
                raise self.err(node, f"{kind}: a free {what} ({ast.unparse(node)}) is only "
                                     "supported for parameter buffers (T.match_buffer)")
            var = ir.Var(f"{what}_{len(self.params)}", DType.get(_t_func(node.func)))
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
                if not isinstance(v, _Lit) or not isinstance(v.value, int) or isinstance(v.value, bool):
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

    def dtype_arg(self, node: ast.AST) -> DType:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return self.dtype_name(node.value, node)
        name = _t_func(node)
        if name in SCALAR_NAMES:
            return DType.get(name)
        raise self.err(node, "dtype must be a string such as \"float32\"")

    def dtype_name(self, name: str, node: ast.AST) -> DType:
        if name in SCALAR_NAMES:
            return DType.get(name)
        base, _, lanes = name.partition("x")
        if lanes and base in SCALAR_NAMES:
            if self.lane is not None and lanes == str(self.lane[1]):
                self.lane_uses += 1
                return DType.get(base)         # "float32x4" in a 4-lane store: one lane of it
            raise self.err(node, f"unsupported dtype '{name}': vector dtypes are only supported "
                                 "in a vector store of as many lanes (verirw's IR is scalar)")
        raise self.err(node, f"unknown dtype '{name}'; supported: {', '.join(SCALAR_NAMES)}")

    # ------------------------------------------------------------------ statements
    def parse_body(self, stmts: list[ast.stmt], top_level: bool = False) -> ir.Stmt:
        out = self.stmt_list(stmts, 0, top_level)
        return out

    def stmt_list(self, stmts: list[ast.stmt], start: int, top_level: bool) -> ir.Stmt:
        """Statements from ``start``; a binding statement scopes over the rest of the list."""
        result: list[ir.Stmt] = []
        i = start
        while i < len(stmts):
            node = stmts[i]
            if (i == 0 and isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
                    and isinstance(node.value.value, str)):
                i += 1            # docstring
                continue
            binder = self.binding(node, top_level)
            if binder is not None:
                kind, payload = binder
                if kind == "match_buffer":
                    i += 1
                    continue
                if kind == "attr":
                    i += 1
                    continue
                rest = self.stmt_list(stmts, i + 1, top_level)
                result.append(payload(rest))
                return ir.seq(*result) if result else ir.NOOP
            result.append(self.stmt(node))
            i += 1
        if not result:
            return ir.NOOP
        return ir.seq(*result)

    def binding(self, node: ast.stmt, top_level: bool):
        """Statements that bind a name for the rest of the block: lets and buffers.

        Returns (kind, make_stmt(rest)) or None for ordinary statements.
        """
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            fname = _t_func(node.value.func)
            if fname == "func_attr":
                if not top_level:
                    raise self.err(node, "T.func_attr must be at the top of the function body")
                self.func_attr(node.value)
                return ("attr", None)
            if fname == "where":
                return self.block_predicate(node.value)
            if fname == "attr":
                return packed.attr_binding(self, node.value)
        if isinstance(node, ast.AnnAssign):
            if not isinstance(node.target, ast.Name) or node.value is None:
                raise self.err(node, "an annotated assignment must be 'name: T.dtype = value'")
            ann = node.annotation
            if isinstance(ann, ast.Subscript) and _t_func(ann.value) == "let":
                ann = ann.slice                    # x: T.let[T.bool] = v (TVM's let sugar)
            if packed.is_handle_annotation(ann):
                return packed.handle_let(self, node)
            dtype_name = _t_func(ann)
            if dtype_name is None and isinstance(ann, ast.Constant) and isinstance(ann.value, str):
                dtype_name = ann.value
            if dtype_name not in SCALAR_NAMES:
                raise self.err(node.annotation, "expected a scalar type such as T.int32")
            dtype = DType.get(dtype_name)
            self.refuse_rebinding(node.target, unit_store_ok=False)
            value = self.cast_to(self.coerce(self.expr(node.value), dtype, node.value), dtype)
            return self.let(node.target.id, value)
        if not isinstance(node, ast.Assign):
            return None
        if len(node.targets) != 1:
            raise self.err(node, "chained assignment 'a = b = ...' is not supported")
        target = node.targets[0]
        if isinstance(target, ast.Subscript):
            return None
        if top_level and id(node) in self.size_decls:
            return ("attr", None)                  # n = T.int32(): declared with the params
        if isinstance(target, ast.Tuple):
            return self.tuple_binding(target, node.value)
        if not isinstance(target, ast.Name):
            raise self.err(target, "can only assign to a name or a buffer element")
        value = node.value
        is_alloc = isinstance(value, ast.Call) and _t_func(value.func) in _ALLOC_NAMES
        rematch = (isinstance(value, ast.Call) and _t_func(value.func) == "match_buffer"
                   and value.args and isinstance(value.args[0], ast.Name)
                   and value.args[0].id == target.id)      # A = T.match_buffer(A, ...)
        if not rematch and self.refuse_rebinding(target, unit_store_ok=not is_alloc):
            return None                            # ``S = v``: a store, see stmt_Assign
        if isinstance(value, ast.Call) and self.buffer_method(value.func, "view"):
            return self.view(target.id, value)
        if isinstance(value, ast.Call):
            fname = _t_func(value.func)
            if fname == "match_buffer":
                if not top_level:
                    raise self.err(node, "T.match_buffer is only allowed at the top of the function")
                self.match_buffer(target.id, value)
                return ("match_buffer", None)
            if fname == "Buffer" and not value.keywords and len(value.args) <= 2:
                return packed.buffer_ref(self, target.id, value)   # an attribute's node
            if fname in ("decl_buffer", "Buffer") and packed.is_pointer_data(value):
                return packed.decl_over_pointer(self, target.id, value)
            if fname in _ALLOC_NAMES:
                return self.alloc(target.id, value, fname)
            if fname == "var":
                raise self.err(value, "T.var declares a free variable, which a prim_func body "
                                      "cannot bind; use a let binding 'x = value' instead")
            if fname == "axis.remap":              # vi = T.axis.remap("S", [i])
                return self.tuple_binding(ast.Tuple([target], ast.Load()), value)
            if fname is not None and fname.startswith("axis."):
                value_expr, minimum = self.axis_binding(value)
                binder = self.let(target.id, value_expr)
                if fname in ("axis.reduce", "axis.R"):
                    self.reduce_iter(value, self.scope.lookup(target.id), minimum)
                return binder
        expr = self.expr(value)
        if isinstance(expr, ir.Buffer):
            raise self.err(value, "cannot bind a buffer to a new name; use T.decl_buffer(..., data=X.data)")
        return self.let(target.id, self.coerce(expr, None, value))

    def refuse_rebinding(self, target: ast.Name, unit_store_ok: bool) -> bool:
        """True when ``S = v`` is a store into the one-element buffer ``S`` (Apache TVM prints
        ``S[0] = v`` that way); a ScriptError for any other assignment to a buffer's or a
        parameter's name, which would silently shadow it and change the program's meaning."""
        name = target.id
        bound = self.scope.lookup(name)
        if isinstance(bound, ir.Buffer):
            if unit_store_ok and _unit_shape(bound):
                return True
            raise self.err(target, f"'{name}' is a buffer: assigning to its name would shadow it; "
                                   f"write {name}[...] = value to store into it, or use a new name")
        if bound is not None and any(p is bound for p in self.params):
            raise self.err(target, f"'{name}' is a parameter of the function: assigning to it "
                                   "would shadow it; use a new name")
        if isinstance(bound, ir.Var) and bound.dtype.is_handle:
            raise self.err(target, f"'{name}' is a handle: assigning to it would shadow it; "
                                   "use a new name")
        return False

    def unit_store(self, target: ast.Name, value, value_node: ast.AST) -> ir.Stmt:
        """``S = v`` for a buffer ``S`` of shape (1,) (or all ones): ``S[0] = v``."""
        buf = self.scope.lookup(target.id)
        zero = ir.IntImm(0, INT32)
        expr = self.cast_to(self.coerce(value, buf.dtype, value_node), buf.dtype)
        return ir.BufferStore(buf, expr, (zero,) * buf.ndim)

    def block_predicate(self, call: ast.Call):
        """``T.where(cond)``: the block runs only where ``cond`` holds; it guards the rest of the
        block body (TVM evaluates the predicate before the block's init and body)."""
        if not self.blocks or id(call) not in self.where_allowed:
            raise self.err(call, "T.where (a block predicate) must be directly inside a T.block")
        if len(call.args) != 1 or call.keywords:
            raise self.err(call, "T.where expects exactly one condition")
        cond = self.condition(call.args[0])
        self.scope.push()
        return ("where", _Deferred(self, lambda rest: ir.IfThenElse(cond, rest, None)))

    def let(self, name: str, value: ir.Expr):
        var = ir.Var(name, value.dtype)
        # The rest of the block must be parsed with the variable in scope.
        self.scope.push()
        self.scope.define(name, var)
        return ("let", _Deferred(self, lambda rest: ir.LetStmt(var, value, rest)))

    def tuple_binding(self, target: ast.Tuple, value: ast.AST):
        """``vi, vj = T.axis.remap("SS", [i, j])`` -> nested lets."""
        if not (isinstance(value, ast.Call) and _t_func(value.func) == "axis.remap"):
            raise self.err(target, "tuple assignment is only supported for T.axis.remap")
        if len(value.args) != 2 or not isinstance(value.args[1], (ast.List, ast.Tuple)):
            raise self.err(value, "T.axis.remap(kinds, [vars]) expects two arguments")
        names = [t.id if isinstance(t, ast.Name) else None for t in target.elts]
        if None in names or len(names) != len(value.args[1].elts):
            raise self.err(target, "T.axis.remap: the number of names must match the variables")
        kinds = value.args[0]
        if not (isinstance(kinds, ast.Constant) and isinstance(kinds.value, str)
                and len(kinds.value) == len(names) and set(kinds.value) <= set("SR")):
            raise self.err(kinds, f"T.axis.remap: the kinds must be a string of {len(names)} "
                                  "letters S (spatial) or R (reduce)")
        for t in target.elts:
            self.refuse_rebinding(t, unit_store_ok=False)
        values = [self.coerce(self.expr(e), None, e) for e in value.args[1].elts]
        vars_ = [ir.Var(n, v.dtype) for n, v in zip(names, values)]
        self.scope.push()
        for n, v in zip(names, vars_):
            self.scope.define(n, v)
        for kind, var, val, node in zip(kinds.value, vars_, values, value.args[1].elts):
            if kind == "R":
                # the iterator's domain is the loop's: T.serial(32, 64) makes the init run at 32
                if not (isinstance(val, ir.Var) and id(val) in self.loop_min):
                    raise self.err(node, "T.axis.remap binds loop variables; use "
                                         "T.axis.reduce(extent, value) for other expressions")
                self.reduce_iter(value, var, self.loop_min[id(val)])

        def make(rest):
            for var, val in reversed(list(zip(vars_, values))):
                rest = ir.LetStmt(var, val, rest)
            return rest

        return ("let", _Deferred(self, make))

    def axis_binding(self, call: ast.Call) -> tuple[ir.Expr, ir.Expr | None]:
        """``vi = T.axis.spatial(extent, value)``: the block iterator is bound to ``value``.

        Returns the value and the minimum of the iterator's domain, given as ``extent`` (0) or
        ``(min, end)``."""
        if len(call.args) != 2:
            raise self.err(call, "T.axis.<kind>(extent, value) expects two arguments")
        value = self.coerce(self.expr(call.args[1]), None, call.args[1])
        dom = call.args[0]
        minimum = None
        if isinstance(dom, ast.Tuple) and len(dom.elts) == 2:
            minimum = self.coerce(self.expr(dom.elts[0]), value.dtype, dom.elts[0])
        return value, minimum

    def reduce_iter(self, node: ast.AST, var, minimum: ir.Expr | None):
        """Record a reduction iterator of the innermost block: T.init runs where all are minimal."""
        if not self.blocks:
            raise self.err(node, "block iterators (T.axis.*) are only allowed inside a T.block")
        self.blocks[-1].append((var, minimum if minimum is not None else ir.IntImm(0, var.dtype)))

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
            return ("decl", _Deferred(self, lambda rest: ir.DeclBuffer(buf, rest)))
        return ("alloc", _Deferred(self, lambda rest: ir.Allocate(buf, rest)))

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
        return ("decl", _Deferred(self, lambda rest: ir.DeclBuffer(buf, rest)))

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
        if (isinstance(node, ast.Call) and _t_func(node.func) in SCALAR_NAMES
                and len(node.args) == 1 and not node.keywords):
            value = self.expr(node.args[0])
            if isinstance(value, _Lit):
                dtype = DType.get(_t_func(node.func))
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

    def stmt(self, node: ast.stmt) -> ir.Stmt:
        method = getattr(self, "stmt_" + type(node).__name__, None)
        if method is None:
            raise self.err(node, f"unsupported statement: {type(node).__name__.lower()}"
                                 + _STMT_HINTS.get(type(node).__name__, ""))
        return method(node)

    def stmt_Pass(self, node: ast.Pass) -> ir.Stmt:
        return ir.NOOP

    def stmt_Assert(self, node: ast.Assert) -> ir.Stmt:
        return packed.assert_stmt(self, node)      # TVM's runtime check (a raised error)

    def stmt_Return(self, node: ast.Return) -> ir.Stmt:
        return packed.return_stmt(self, node)      # a packed function's result

    def stmt_Assign(self, node: ast.Assign) -> ir.Stmt:
        target = node.targets[0]
        if isinstance(target, ast.Name):          # ``S = v`` into a one-element buffer
            value = self.expr(node.value)
            if isinstance(value, ir.Buffer):
                raise self.err(node.value, f"cannot store the buffer '{value.name}' into "
                                           f"'{target.id}'; index it")
            return self.unit_store(target, value, node.value)
        assert isinstance(target, ast.Subscript)
        lanes = self.vector_lanes(node)
        if lanes is not None:
            return self.vector_store(node, lanes)
        return self.store(target, self.expr(node.value), node.value)

    def vector_lanes(self, node: ast.Assign) -> int | None:
        """The lane count of a vector store (``B[T.Ramp(b, 1, 4)] = ...``, ``B[b:b + 4] = ...``,
        ``T.Broadcast(x, 4)``), from its first ramp, broadcast or slice; None for a scalar one."""
        for n in ast.walk(node):
            if isinstance(n, ast.Call) and _t_func(n.func) in _LANE_ARG:
                k = _LANE_ARG[_t_func(n.func)]
                if len(n.args) <= k:
                    raise self.err(n, f"T.{_t_func(n.func)} expects {k + 1} arguments")
                return self.lane_count(n.args[k])
            if isinstance(n, ast.Slice):
                return self.slice_lanes(n)
        return None

    def lane_count(self, node: ast.AST) -> int:
        if not (isinstance(node, ast.Constant) and type(node.value) is int and node.value >= 1):
            raise self.err(node, "the number of vector lanes must be a positive integer literal "
                                 "(scalable vectors are not supported)")
        return node.value

    def slice_lanes(self, node: ast.Slice) -> int:
        """``b:b + 4`` (or ``0:4``) is 4 lanes from ``b`` (TVM prints a ramp of stride 1 so)."""
        stop = node.upper
        if (node.step is None and all(isinstance(x, ast.Constant) and type(x.value) is int
                                      for x in (node.lower, stop))):
            return self.lane_count(ast.copy_location(
                ast.Constant(stop.value - node.lower.value), stop))
        if node.lower is None or node.step is not None or not (
                isinstance(stop, ast.BinOp) and isinstance(stop.op, ast.Add)
                and ast.dump(stop.left) == ast.dump(node.lower)):
            raise self.err(node, "a buffer slice must be 'start:start + lanes' (a vector of "
                                 "consecutive elements); other buffer regions are not supported")
        return self.lane_count(stop.right)

    def vector_store(self, node: ast.Assign, lanes: int) -> ir.Stmt:
        """A vector store means its lanes stored in order: ``for lane in T.vectorized(n)``
        storing lane ``lane`` of the value, where a ramp ``T.Ramp(b, s, n)`` is ``b + s * lane``
        and ``T.Broadcast(x, n)`` is ``x``. That is exact only when no lane reads what another
        wrote, so a value that reads the storage it is stored into is refused."""
        if self.lane is not None:
            raise self.err(node, "nested vector stores are not supported")
        name = "lane"
        while self.scope.lookup(name) is not None:
            name += "_"
        var = ir.Var(name, INT32)
        self.lane, self.lane_uses = (var, lanes), 0
        try:
            value = self.expr(node.value)
            if not self.lane_uses:
                raise self.err(node.value, f"a scalar value stored into {lanes} lanes (TVM "
                                           f"refuses it too): write T.Broadcast(value, {lanes})")
            store = self.store(node.targets[0], value, node.value)
        finally:
            self.lane = None
        if not any(n is var for i in store.indices for n in walk(i)):
            raise self.err(node.targets[0], f"a vector of {lanes} lanes stored into one element "
                                            f"of '{store.buffer.name}': index it with a ramp or "
                                            "a slice of as many lanes")
        if any(isinstance(n, ir.BufferLoad) and n.buffer.data is store.buffer.data
               for n in walk(store.value)):
            raise self.err(node, f"a vector store into '{store.buffer.name}' whose value reads "
                                 f"'{store.buffer.name}': its lanes would see each other's "
                                 "writes in verirw's lane-by-lane meaning, so it is refused")
        return ir.For(var, ir.IntImm(0, INT32), ir.IntImm(lanes, INT32), "vectorized", store)

    def lane_expr(self, node: ast.Call, fname: str) -> ir.Expr:
        """Lane ``lane`` of ``T.Ramp(base, stride, n)`` (``base + stride * lane``) or of
        ``T.Broadcast(value, n)`` (``value``)."""
        self.nargs(node, 3 if fname in ("Ramp", "ramp") else 2, fname)
        lane = self.lane_index(node, self.lane_count(node.args[-1]), f"T.{fname}")
        first = self.coerce(self.expr(node.args[0]), None, node.args[0])
        if fname in ("Broadcast", "broadcast"):
            return first
        stride = self.coerce(self.expr(node.args[1]), first.dtype, node.args[1])
        step = lane if stride == ir.IntImm(1, stride.dtype) else self.binop(ir.Mul, stride, lane, node)
        return self.binop(ir.Add, first, step, node)

    def lane_index(self, node: ast.AST, lanes: int, kind: str) -> ir.Var:
        """The lane variable, in a vector store of ``lanes`` lanes (else a ScriptError)."""
        if self.lane is None:
            raise self.err(node, f"{kind} is only supported in a buffer store (its lanes are "
                                 "stored one by one); vector lets and vector conditions are not")
        var, n = self.lane
        if n != lanes:
            raise self.err(node, f"{kind} has {lanes} lanes in a store of {n} lanes")
        self.lane_uses += 1
        return var

    def stmt_AugAssign(self, node: ast.AugAssign) -> ir.Stmt:
        op = _binop_class(node.op)
        if op is None:
            raise self.err(node, "unsupported augmented assignment operator")
        if isinstance(node.target, ast.Subscript):
            current = self.load(node.target)
            value = self.binop(op, current, self.expr(node.value), node)
            return self.store(node.target, value, node.value)
        if isinstance(node.target, ast.Name):
            buf = self.scope.lookup(node.target.id)
            if isinstance(buf, ir.Buffer) and _unit_shape(buf):   # ``S += v``: S[0] += v
                zero = ir.IntImm(0, INT32)
                current = ir.BufferLoad(buf, (zero,) * buf.ndim)
                value = self.binop(op, current, self.expr(node.value), node)
                return self.unit_store(node.target, value, node.value)
        raise self.err(node.target, "augmented assignment is only supported on buffer elements; "
                                    "write 'x = x + ...' to rebind a variable")

    def store(self, target: ast.Subscript, value, value_node: ast.AST) -> ir.Stmt:
        buf, indices = self.subscript(target)
        expr = self.coerce(value, buf.dtype, value_node)
        expr = self.cast_to(expr, buf.dtype)
        return ir.BufferStore(buf, expr, indices)

    def stmt_Expr(self, node: ast.Expr) -> ir.Stmt:
        value = node.value
        if isinstance(value, ast.Call):
            fname = _t_func(value.func)
            if fname == "assume":
                if len(value.args) != 1 or value.keywords:
                    raise self.err(value, "T.assume expects exactly one condition")
                return ir.Assume(self.condition(value.args[0]))
            if fname == "evaluate":
                if len(value.args) != 1:
                    raise self.err(value, "T.evaluate expects exactly one expression")
                inner = value.args[0]
                if isinstance(inner, ast.Call) and _t_func(inner.func) in ("assume", *packed.STMTS):
                    return self.stmt_Expr(ast.copy_location(ast.Expr(inner), node))
                return ir.Evaluate(self.coerce(self.expr(value.args[0]), None, value.args[0]))
            if fname in ("call_extern", "call_pure_extern"):
                return ir.Evaluate(self.expr(value))    # TVM prints T.evaluate(call) so
            if fname in packed.STMTS:
                return packed.STMTS[fname](self, value)
            if fname in _IGNORED_STMT_CALLS:
                return ir.NOOP   # dependence annotations of TVM blocks; verirw computes its own
            if fname == "init":
                raise self.err(value, "T.init() opens a block's initialisation: write "
                                      "'with T.init():'")
            if fname == "func_attr":
                raise self.err(value, "T.func_attr must be at the top of the function body")
            self.out_of_scope(value, fname)
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            return ir.NOOP
        raise self.err(node, "this expression statement has no effect; use T.evaluate(...) "
                             "to evaluate an expression for its side conditions")

    def stmt_For(self, node: ast.For) -> ir.Stmt:
        if node.orelse:
            raise self.err(node.orelse[0], "for/else is not supported")
        it = node.iter
        if not isinstance(it, ast.Call):
            raise self.err(it, "a loop must iterate over T.serial/T.grid/range/T.parallel/"
                               "T.vectorized/T.unroll")
        fname = _t_func(it.func)
        if fname == "grid":
            return self.grid_loop(node, it)
        if fname == "thread_binding":
            return self.thread_loop(node, it)
        self.out_of_scope(it, fname)
        if fname not in _FOR_KINDS:
            raise self.err(it, f"unsupported loop iterator {ast.unparse(it.func)}; expected "
                               "T.serial, T.grid, range, T.parallel, T.vectorized or T.unroll")
        if not isinstance(node.target, ast.Name):
            raise self.err(node.target, f"{ast.unparse(it.func)} binds exactly one loop variable")
        for kw in it.keywords:
            if kw.arg not in ("annotations", "thread_binding"):
                raise self.err(kw, f"unsupported argument '{kw.arg}' to {ast.unparse(it.func)}")
            if kw.arg == "thread_binding":
                raise self.err(kw, "thread bindings are not supported")
        if len(it.args) == 1:
            start, stop = _Lit(0), self.expr(it.args[0])
            extent_only = True
        elif len(it.args) == 2:
            start, stop = self.expr(it.args[0]), self.expr(it.args[1])
            extent_only = False
        else:
            raise self.err(it, f"{ast.unparse(it.func)} takes (extent) or (start, stop); "
                               "steps are not supported")
        return self.make_loop(node, node.target.id, start, stop, extent_only, _FOR_KINDS[fname],
                              lambda: self.stmt_list(node.body, 0, False), it)

    def thread_loop(self, node: ast.For, it: ast.Call) -> ir.Stmt:
        """``for tx in T.thread_binding([start,] stop, thread="threadIdx.x")``: a loop whose
        iterations run as GPU threads, kind ``thread_binding:<tag>``; ``verirw.run``, ``check``
        and ``build`` refuse it unless its iterations are proven race free
        (``verirw.analysis.races``)."""
        if not isinstance(node.target, ast.Name):
            raise self.err(node.target, "T.thread_binding binds exactly one loop variable")
        tag = None
        args = list(it.args)
        for kw in it.keywords:
            if kw.arg == "thread":
                tag = kw.value
            elif kw.arg != "annotations":
                raise self.err(kw, f"unsupported argument '{kw.arg}' to T.thread_binding")
        if tag is None and len(args) == 3:
            tag = args.pop()
        if not (isinstance(tag, ast.Constant) and isinstance(tag.value, str) and tag.value):
            raise self.err(tag or it, "T.thread_binding needs thread=\"<tag>\" (a string "
                                      "literal, e.g. \"threadIdx.x\")")
        if len(args) == 1:
            start, stop, extent_only = _Lit(0), self.expr(args[0]), True
        elif len(args) == 2:
            start, stop, extent_only = self.expr(args[0]), self.expr(args[1]), False
        else:
            raise self.err(it, "T.thread_binding takes (extent) or (start, stop) and thread=")
        return self.make_loop(node, node.target.id, start, stop, extent_only,
                              ir.thread_kind(tag.value),
                              lambda: self.stmt_list(node.body, 0, False), it)

    def grid_loop(self, node: ast.For, it: ast.Call) -> ir.Stmt:
        targets = node.target.elts if isinstance(node.target, ast.Tuple) else [node.target]
        if len(targets) != len(it.args):
            raise self.err(node.target, f"T.grid has {len(it.args)} extents but the loop binds "
                                        f"{len(targets)} variables")
        if not it.args:
            raise self.err(it, "T.grid needs at least one extent")
        for t in targets:
            if not isinstance(t, ast.Name):
                raise self.err(t, "loop variables must be names")
        extents = [self.expr(a) for a in it.args]

        def build(k: int) -> ir.Stmt:
            if k == len(targets):
                return self.stmt_list(node.body, 0, False)
            return self.make_loop(node, targets[k].id, _Lit(0), extents[k], True, "serial",
                                  lambda: build(k + 1), it.args[k])

        return build(0)

    def make_loop(self, node, name, start, stop, extent_only, kind, body_fn, pos) -> ir.Stmt:
        if extent_only:
            extent = self.coerce(stop, None, pos)
            dtype = extent.dtype
            minimum = self.coerce(start, dtype, pos)
        else:
            minimum, extent_stop = self.unify(start, stop, pos)
            dtype = minimum.dtype
            if isinstance(extent_stop, ir.Add) and extent_stop.a == minimum:
                extent = extent_stop.b          # T.serial(m, m + e): the printer's form
            elif isinstance(minimum, ir.IntImm) and isinstance(extent_stop, ir.IntImm):
                extent = ir.IntImm(extent_stop.value - minimum.value, dtype)
            else:
                extent = ir.Sub(extent_stop, minimum)
        if not dtype.is_int:
            raise self.err(pos, f"loop bounds must be integers, not {dtype}")
        names = node.target.elts if isinstance(node.target, ast.Tuple) else [node.target]
        self.refuse_rebinding(next((t for t in names if getattr(t, "id", None) == name), names[0]),
                              unit_store_ok=False)
        var = ir.Var(name, dtype)
        self.loop_min[id(var)] = minimum
        self.scope.push()
        self.scope.define(name, var)
        try:
            body = body_fn()
        finally:
            self.scope.pop()
        return ir.For(var, minimum, extent, kind, body)

    def stmt_If(self, node: ast.If) -> ir.Stmt:
        cond = self.condition(node.test)
        then = self.scoped(node.body)
        other = self.scoped(node.orelse) if node.orelse else None
        return ir.IfThenElse(cond, then, other)

    def scoped(self, stmts: list[ast.stmt]) -> ir.Stmt:
        self.scope.push()
        try:
            return self.stmt_list(stmts, 0, False)
        finally:
            self.scope.pop()

    def stmt_With(self, node: ast.With) -> ir.Stmt:
        if len(node.items) != 1:
            raise self.err(node, "only 'with T.block(\"name\"):' is supported")
        item = node.items[0]
        ctx = item.context_expr
        fname = _t_func(ctx.func) if isinstance(ctx, ast.Call) else None
        if fname == "init":
            return self.init_stmt(node, ctx)
        if fname == "attr":
            return packed.attr_with(self, node, ctx)
        self.out_of_scope(ctx, fname)
        if fname not in _BLOCK_NAMES:
            raise self.err(ctx, "only 'with T.block(\"name\"):' is supported")
        opt = item.optional_vars
        if opt is not None and not (isinstance(opt, (ast.List, ast.Tuple)) and not opt.elts):
            raise self.err(opt, "'with T.block(...) as x' is not supported")   # `as []`: v0.8
        name = ""
        if ctx.args:
            a = ctx.args[0]
            if not (isinstance(a, ast.Constant) and isinstance(a.value, str)):
                raise self.err(a, "a block name must be a string literal")
            name = a.value
        self.check_block_header(node.body)
        self.blocks.append([])
        try:
            return ir.Block(name, self.scoped(node.body))
        finally:
            self.blocks.pop()

    def check_block_header(self, body: list[ast.stmt]):
        """``with T.init():`` and ``T.where(...)`` must be direct children of their block and come
        before the block's statements (TVM runs the init before the body, and the predicate
        guards the whole block, wherever they are written); at most one init per block."""
        seen_statement = None
        inits = []
        for stmt in body:
            if _is_where(stmt):
                if seen_statement is not None:
                    raise self.err(stmt, "T.where() must come before the block's other statements "
                                         f"(line {seen_statement.lineno + self.src.line_offset})")
                self.where_allowed.add(id(stmt.value))
            elif _is_init(stmt):
                if seen_statement is not None:
                    raise self.err(stmt, "T.init() must come before the block's other statements "
                                         f"(line {seen_statement.lineno + self.src.line_offset})")
                inits.append(stmt)
            elif not _is_block_header(stmt):
                seen_statement = seen_statement or stmt
        if len(inits) > 1:
            raise self.err(inits[1], "a block has at most one T.init()")
        self.init_allowed.update(id(s) for s in inits)

    def init_stmt(self, node: ast.With, ctx: ast.Call) -> ir.Stmt:
        """``with T.init(): S`` -> ``if r1 == min1 and ...: S`` over the block's reduction
        iterators (TVM's LowerInitBlock); S runs unconditionally without reduction iterators."""
        if ctx.args or ctx.keywords or node.items[0].optional_vars is not None:
            raise self.err(ctx, "T.init() takes no arguments")
        if not self.blocks or id(node) not in self.init_allowed:
            raise self.err(ctx, "T.init() must be directly inside a T.block")
        body = self.scoped(node.body)
        conds = [ir.EQ(var, minimum) for var, minimum in self.blocks[-1]]
        return ir.IfThenElse(ir.all_of(conds), body, None) if conds else body

    # ------------------------------------------------------------------ expressions
    def condition(self, node: ast.AST) -> ir.Expr:
        e = self.coerce(self.expr(node), BOOL, node)
        if not e.dtype.is_bool:
            raise self.err(node, f"a condition must be boolean, but this is {e.dtype}; "
                                 "compare explicitly (e.g. x != 0)")
        return e

    def expr(self, node: ast.AST):
        method = getattr(self, "expr_" + type(node).__name__, None)
        if method is None:
            raise self.err(node, f"unsupported expression: {type(node).__name__}"
                                 + _EXPR_HINTS.get(type(node).__name__, ""))
        return method(node)

    def expr_Constant(self, node: ast.Constant):
        v = node.value
        if isinstance(v, (bool, int, float)):
            return _Lit(v)
        raise self.err(node, f"unsupported literal {v!r} in an expression")

    def expr_Name(self, node: ast.Name):
        if node.id in ("True", "False"):
            return _Lit(node.id == "True")
        target = self.scope.lookup(node.id)
        if target is None:
            raise self.undefined(node, node.id)
        if isinstance(target, ir.BufferRef):
            raise self.err(node, f"'{node.id}' = T.Buffer(...) without data= only names a buffer "
                                 "for T.attr; declare its storage with T.decl_buffer(..., data=)")
        return target

    def expr_Attribute(self, node: ast.Attribute):
        if node.attr == "data":
            return self.data_ref(node)
        base = _dotted(node)
        if isinstance(node.value, ast.Subscript) or (
                isinstance(node.value, ast.Name) and self.scope.lookup(node.value.id) is not None):
            raise self.err(node, f"unsupported attribute '.{node.attr}': it is a Python-side "
                                 "query, not a TIR expression")
        raise self.err(node, f"unknown name '{base}'")

    def expr_Subscript(self, node: ast.Subscript):
        return self.load(node)

    def load(self, node: ast.Subscript) -> ir.BufferLoad:
        buf, indices = self.subscript(node)
        return ir.BufferLoad(buf, indices)

    def subscript(self, node: ast.Subscript) -> tuple[ir.Buffer, tuple[ir.Expr, ...]]:
        if not isinstance(node.value, ast.Name):
            if isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Attribute):
                self.expr(node.value)             # X.view(...)[i]: the method's own error
            raise self.err(node.value, "only buffers can be indexed")
        buf = self.scope.lookup(node.value.id)
        if buf is None:
            raise self.undefined(node.value, node.value.id)
        if not isinstance(buf, ir.Buffer):
            raise self.err(node.value, f"'{node.value.id}' is not a buffer and cannot be indexed")
        sl = node.slice
        items = sl.elts if isinstance(sl, ast.Tuple) else [sl]
        for it in items:
            if isinstance(it, ast.Slice) and self.lane is None:
                raise self.err(it, "buffer regions (slices) are not supported; index every axis")
        if len(items) != buf.ndim:
            dims = ", ".join(_fmt_dim(s) for s in buf.shape)
            raise self.err(node, f"buffer '{buf.name}' has rank {buf.ndim} (shape ({dims}{',' if buf.ndim == 1 else ''})) "
                                 f"but is indexed with {len(items)} "
                                 f"{'index' if len(items) == 1 else 'indices'}")
        indices = []
        for it in items:
            if isinstance(it, ast.Slice):          # b:b + n in a vector store: b + lane
                lane = self.lane_index(it, self.slice_lanes(it), "a buffer slice")
                start = self.coerce(self.expr(it.lower), None, it.lower)
                indices.append(self.binop(ir.Add, start, lane, it))
                continue
            v = self.expr(it)
            if isinstance(v, (_UntypedUndef, ir.Undef)):
                raise self.err(it, "T.undef() cannot be used as an index")
            e = self.coerce(v, None, it)
            if not e.dtype.is_int:
                raise self.err(it, f"a buffer index must be an integer, not {e.dtype}")
            indices.append(e)
        return buf, tuple(indices)

    def expr_UnaryOp(self, node: ast.UnaryOp):
        v = self.expr(node.operand)
        if isinstance(node.op, ast.USub):
            if isinstance(v, _Lit) and not isinstance(v.value, bool):
                return _Lit(-v.value)
            e = self.coerce(v, None, node.operand)
            return ir.Mul(e, ir.as_expr(-1, e.dtype))
        if isinstance(node.op, ast.UAdd):
            return v
        if isinstance(node.op, ast.Not):
            if isinstance(v, _Lit):
                return _Lit(not v.value)
            return ir.Not(self.coerce_bool(v, node.operand))
        if isinstance(node.op, ast.Invert):
            return self.bitwise_not(v, node)
        raise self.err(node, f"unsupported unary operator {type(node.op).__name__}")

    def bitwise_not(self, v, node) -> ir.Expr | _Lit:
        """``~a`` / ``T.bitwise_not(a)``: ``a ^ all_ones`` at ``a``'s dtype (exactly ``~a`` in
        two's complement, signed or unsigned); the IR has no separate node."""
        if isinstance(v, _Lit) and not isinstance(v.value, (bool, float)):
            return _Lit(~v.value)
        e = self.coerce(v, None, node)
        if e.dtype.is_bool:                 # TVM: bitwise_not of a bool is logical not
            return ir.Not(e)
        if not e.dtype.is_int:
            raise self.err(node, f"'~' (bitwise not) needs an integer operand, not {e.dtype}")
        ones = -1 if e.dtype.is_signed else e.dtype.max_value
        return ir.BitXor(e, ir.IntImm(ones, e.dtype))

    def expr_BinOp(self, node: ast.BinOp):
        op = _binop_class(node.op)
        if op is None:
            raise self.err(node, f"unsupported operator {type(node.op).__name__}")
        return self.binop(op, self.expr(node.left), self.expr(node.right), node)

    def expr_BoolOp(self, node: ast.BoolOp):
        cls = ir.And if isinstance(node.op, ast.And) else ir.Or
        values = [self.coerce_bool(self.expr(v), v) for v in node.values]
        out = values[0]
        for v in values[1:]:
            out = cls(out, v)
        return out

    def expr_Compare(self, node: ast.Compare):
        left = self.expr(node.left)
        parts = []
        for op, right_node in zip(node.ops, node.comparators):
            cls = _cmp_class(op)
            if cls is None:
                raise self.err(node, f"unsupported comparison '{type(op).__name__}'")
            right = self.expr(right_node)
            parts.append(self.compare(cls, left, right, node))
            left = right
        return ir.all_of(parts)

    def expr_IfExp(self, node: ast.IfExp):
        cond = self.condition(node.test)
        a, b = self.unify(self.expr(node.body), self.expr(node.orelse), node)
        return ir.Select(cond, a, b)

    def expr_Tuple(self, node):
        raise self.err(node, "a tuple is not an expression here")

    def expr_Call(self, node: ast.Call):
        fname = _t_func(node.func)
        if fname is None:
            func = node.func
            if (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
                    and isinstance(self.scope.lookup(func.value.id), ir.Buffer)):
                if func.attr == "view":
                    raise self.err(node, f"{func.value.id}.view(...) is only supported as a "
                                         f"declaration, 'V = {func.value.id}.view(shape)'")
                raise self.err(node, f"{func.value.id}.{func.attr}(...) is not supported: "
                                     f"the buffer method '{func.attr}' is outside verirw's scope")
            raise self.err(node.func, f"unknown function '{ast.unparse(node.func)}'")
        got = packed.expr_call(self, node, fname)
        if got is not None:
            return got                             # TVM's packed API (verirw.packed)
        if fname in ("if_then_else", "Select"):
            return self.select(node, fname)
        if fname in _LANE_ARG:
            return self.lane_expr(node, fname)
        if fname == "bitwise_not":
            self.nargs(node, 1, fname)
            return self.bitwise_not(self.expr(node.args[0]), node)
        if fname in ops.CALL_NAMES:
            self.nargs(node, 2, fname)
            return self.binop(ops.CALL_NAMES[fname].cls, self.expr(node.args[0]),
                              self.expr(node.args[1]), node)
        if fname == "undef":
            return self.undef(node)
        if fname in ("cast", "Cast"):
            order = ("value", "dtype") if fname == "cast" else ("dtype", "value")
            got = self.call_args(node, fname, order)
            dtype = self.dtype_arg(got["dtype"])
            value_node = got["value"]
            return self.cast_to(self.coerce(self.expr(value_node), None, value_node), dtype)
        if fname in ("min_value", "max_value", "infinity"):
            return self.dtype_constant(node, fname)
        if fname in SCALAR_NAMES:
            return self.typed_literal(node, DType.get(fname))
        if fname == ir.REINTERPRET:
            return self.reinterpret(node)
        if fname in ("call_pure_extern", "call_extern"):
            return self.extern_call(node, pure=fname == "call_pure_extern")
        if fname == "fabs":                       # TVM prints abs of a float as T.fabs
            self.nargs(node, 1, fname)
            arg = self.coerce(self.expr(node.args[0]), None, node.args[0])
            if not arg.dtype.is_float:
                raise self.err(node, "T.fabs expects a float argument")
            return ir.Call("abs", (arg,), arg.dtype)
        if fname in ir.BUILTINS:
            self.nargs(node, ir.BUILTINS[fname], fname)
            args = [self.coerce(self.expr(a), None, a) for a in node.args]
            if (fname == "sqrt" or fname in ir.MATH) and not args[0].dtype.is_float:
                raise self.err(node, f"T.{fname} expects a float argument, not {args[0].dtype}")
            return ir.Call(fname, tuple(args), args[0].dtype)
        if fname == "ramp":
            raise self.err(node, "T.ramp (vector lanes) is not supported: verirw's IR is scalar")
        if fname == "likely":
            self.nargs(node, 1, fname)
            return self.condition(node.args[0])
        self.out_of_scope(node, fname)
        raise self.err(node.func, f"unknown or unsupported function '{ast.unparse(node.func)}'")

    def extern_call(self, node: ast.Call, pure: bool) -> ir.Expr:
        """``T.call_pure_extern("float32", "expf", x)`` / ``T.call_extern(...)``.

        A pure call of a C math function of one float argument is the intrinsic it computes
        (``T.exp`` of a float32); any other is an ``ir.ExternCall``, pure (an unknown function)
        or not (an effect). Arguments are scalars: a handle (a buffer's data) would let the
        external code touch memory that verirw cannot track, so it is refused."""
        kind = "T.call_pure_extern" if pure else "T.call_extern"
        if node.keywords or len(node.args) < 2 or not all(
                isinstance(a, ast.Constant) and isinstance(a.value, str) for a in node.args[:2]):
            raise self.err(node, f'{kind} expects a dtype, a function name and the arguments, '
                                 f'e.g. {kind}("float32", "expf", x)')
        if node.args[0].value == "handle":
            raise self.err(node.args[0], f"{kind} returning a handle is not supported (a "
                                         "pointer into memory verirw cannot track)")
        dtype = self.dtype_arg(node.args[0])
        name = node.args[1].value
        if not name.isidentifier():
            raise self.err(node.args[1], f"{kind}: {name!r} is not a function name")
        args = []
        for a in node.args[2:]:
            value = self.expr(a)
            if isinstance(value, ir.Buffer):
                raise self.err(a, f"{kind}: passing the buffer '{value.name}' is not supported "
                                  "(external code could read or write it where verirw cannot see)")
            arg = self.coerce(value, None, a)
            if arg.dtype.is_handle:
                raise self.err(a, f"{kind}: a handle argument is not supported (external code "
                                  "could read or write memory where verirw cannot see)")
            args.append(arg)
        if pure and len(args) == 1 and dtype.is_float and args[0].dtype == dtype:
            suffix = {32: "f", 64: ""}.get(dtype.bits)
            c_math = {fn + (suffix or ""): fn for fn in (*_C_MATH, "sqrt")}
            c_math["fabs" + (suffix or "")] = "abs"
            if suffix is not None and name in c_math:
                return ir.Call(c_math[name], (args[0],), dtype)
        return ir.ExternCall(name, tuple(args), dtype, pure)

    def call_args(self, node: ast.Call, fname: str, order: tuple[str, ...]) -> dict:
        """The arguments of ``T.fname`` by name, positional in ``order`` or as keywords."""
        got = {}
        if len(node.args) > len(order):
            raise self.err(node, f"T.{fname} expects {len(order)} positional arguments "
                                 f"({', '.join(order)})")
        for key, arg in zip(order, node.args):
            got[key] = arg
        for kw in node.keywords:
            if kw.arg not in order or kw.arg in got:
                raise self.err(kw.value, f"T.{fname}: unexpected argument '{kw.arg}'")
            got[kw.arg] = kw.value
        missing = [k for k in order if k not in got]
        if missing:
            plural = "s" if len(order) != 1 else ""
            raise self.err(node, f"T.{fname} expects {len(order)} positional argument{plural} "
                                 f"({', '.join(order)}); '{missing[0]}' is missing")
        return got

    def select(self, node: ast.Call, fname: str) -> ir.Expr:
        """``T.if_then_else(cond, a, b)``, also with ``dtype=`` (the result's dtype)."""
        dtype = None
        kws = [kw for kw in node.keywords if kw.arg != "dtype"]
        for kw in node.keywords:
            if kw.arg == "dtype":
                dtype = self.dtype_arg(kw.value)
        names = ("cond", "true_value", "false_value")
        got = self.call_args(ast.copy_location(ast.Call(node.func, node.args, kws), node),
                             fname, names)
        cond = self.condition(got["cond"])
        a, b = (self.expr(got[k]) for k in names[1:])
        if dtype is not None:
            a, b = (self.coerce(v, dtype, got[k]) for v, k in zip((a, b), names[1:]))
        a, b = self.unify(a, b, node)
        if dtype is not None and a.dtype != dtype:
            raise self.err(node, f"T.{fname}(..., dtype=\"{dtype.name}\") has {a.dtype} "
                                 "branches")
        return ir.Select(cond, a, b, eager=fname == "Select")

    def dtype_constant(self, node: ast.Call, fname: str) -> ir.Expr:
        """``T.min_value(dtype)``, ``T.max_value(dtype)``, ``T.infinity(dtype)``: constants.
        For floats min/max_value are the finite extremes (TVM's meaning), not infinities."""
        dtype = self.dtype_arg(self.call_args(node, fname, ("dtype",))["dtype"])
        if dtype.is_float:
            if fname == "infinity":
                return ir.FloatImm(math.inf, dtype)
            big = float(np.finfo(dtype.numpy).max)
            return ir.FloatImm(-big if fname == "min_value" else big, dtype)
        if fname == "infinity" or dtype.is_bool:
            raise self.err(node, f"T.{fname}({dtype.name}) has no value: only float dtypes "
                                 "have an infinity" if fname == "infinity" else
                                 f"T.{fname} of bool is not supported")
        value = dtype.min_value if fname == "min_value" else dtype.max_value
        return ir.IntImm(value, dtype)

    def reinterpret(self, node: ast.Call):
        """``T.reinterpret(dtype, x)`` (TVM's bit cast; also ``value=``/``dtype=`` keywords).
        Only the same-dtype form is supported: it is verirw's value-domain marker."""
        args = {kw.arg: kw.value for kw in node.keywords}
        if set(args) - {"dtype", "value"} or len(node.args) + len(args) != 2:
            raise self.err(node, "T.reinterpret expects a dtype and a value")
        positional = list(node.args)
        dtype_node = args.get("dtype") or positional.pop(0)
        value_node = args.get("value") or positional.pop(0)
        dtype = self.dtype_arg(dtype_node)
        value = self.coerce(self.expr(value_node), dtype, value_node)
        if value.dtype != dtype or not dtype.is_int or dtype.is_bool:
            raise self.err(node, f"T.reinterpret from {value.dtype} to {dtype} is not supported: "
                                 f"only the same integer dtype (verirw's value marker)")
        return ir.Call(ir.REINTERPRET, (value,), dtype)

    def nargs(self, node: ast.Call, n: int, fname: str):
        if len(node.args) != n or node.keywords:
            raise self.err(node, f"T.{fname} expects {n} positional argument{'s' if n != 1 else ''}")

    def undef(self, node: ast.Call):
        dtype = None
        if node.args:
            if len(node.args) > 1:
                raise self.err(node, "T.undef takes at most one argument, the dtype")
            dtype = self.dtype_arg(node.args[0])
        for kw in node.keywords:
            if kw.arg != "dtype":
                raise self.err(kw, f"T.undef: unknown argument '{kw.arg}'")
            dtype = self.dtype_arg(kw.value)
        return ir.Undef(dtype) if dtype is not None else _UntypedUndef()

    def typed_literal(self, node: ast.Call, dtype: DType):
        """``T.int32(0)``, ``T.float32("inf")``, ``T.bool(False)``, or a cast of an expression."""
        if (not node.args and not node.keywords) or any(kw.arg == "is_size_var"
                                                        for kw in node.keywords):
            raise self.err(node, f"T.{dtype.name}() declares a symbolic variable (TVM's dynamic "
                                 "shapes), which a prim_func body cannot bind here; give sizes "
                                 f"as scalar parameters, e.g. n: T.{dtype.name}")
        self.nargs(node, 1, dtype.name)
        arg = node.args[0]
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            if not dtype.is_float:
                raise self.err(arg, f"T.{dtype.name} of a string is only for floats")
            try:
                return ir.FloatImm(_round_float(float(arg.value), dtype), dtype)
            except ValueError:
                raise self.err(arg, f"not a float: {arg.value!r}") from None
        v = self.expr(arg)
        if isinstance(v, _Lit):
            return self.literal(v, dtype, arg)
        return self.cast_to(self.coerce(v, None, arg), dtype)

    # ------------------------------------------------------------------ typing
    def literal(self, lit: _Lit, dtype: DType, node) -> ir.Expr:
        v = lit.value
        if dtype.is_float:
            return ir.FloatImm(_round_float(float(v), dtype), dtype)
        if dtype.is_bool:
            if isinstance(v, float):
                raise self.err(node, f"cannot use the float {v} as a bool")
            return ir.IntImm(1 if v else 0, BOOL)
        if isinstance(v, float):
            if v != int(v):
                raise self.err(node, f"the float literal {v} is used where {dtype} is expected")
            v = int(v)
        v = int(v)
        if not dtype.min_value <= v <= dtype.max_value:
            raise self.err(node, f"the literal {v} does not fit in {dtype}")
        return ir.IntImm(v, dtype)

    def default(self, v, node) -> ir.Expr:
        if isinstance(v, _Lit):
            if isinstance(v.value, bool):
                return ir.IntImm(int(v.value), BOOL)
            if isinstance(v.value, int):
                dtype = INT32 if INT32.min_value <= v.value <= INT32.max_value else INT64
                return self.literal(v, dtype, node)
            return self.literal(v, FLOAT32, node)
        if isinstance(v, _UntypedUndef):
            raise self.err(node, "the dtype of T.undef() cannot be inferred here; "
                                 "write T.undef(dtype=\"...\")")
        if isinstance(v, ir.Buffer) and _unit_shape(v):
            # TVM prints a load S[0] of a one-element buffer as S (as it prints the store)
            return ir.BufferLoad(v, (ir.IntImm(0, INT32),) * v.ndim)
        if isinstance(v, ir.Buffer):
            raise self.err(node, f"buffer '{v.name}' is used as a value; index it, e.g. {v.name}[i]")
        if isinstance(v, ir.Var) and v.dtype.is_handle:
            raise self.err(node, f"the handle '{v.name}' is used as a value")
        return v

    def coerce(self, v, dtype: DType | None, node) -> ir.Expr:
        """``v`` as an IR expression; untyped literals and undef take ``dtype`` if given."""
        if dtype is not None and isinstance(v, _Lit):
            if dtype.is_bool and not isinstance(v.value, bool):
                return self.default(v, node)
            if dtype.is_int and isinstance(v.value, float) and v.value != int(v.value):
                return self.default(v, node)
            return self.literal(v, dtype, node)
        if dtype is not None and isinstance(v, _UntypedUndef):
            return ir.Undef(dtype)
        return self.default(v, node)

    def coerce_bool(self, v, node) -> ir.Expr:
        e = self.coerce(v, BOOL, node)
        if not e.dtype.is_bool:
            raise self.err(node, f"'and'/'or'/'not' need boolean operands, not {e.dtype}")
        return e

    def cast_to(self, e: ir.Expr, dtype: DType) -> ir.Expr:
        if e.dtype == dtype:
            return e
        if isinstance(e, ir.IntImm) and dtype.is_float:
            return ir.FloatImm(_round_float(float(e.value), dtype), dtype)
        if isinstance(e, ir.IntImm) and (dtype.is_bool or
                                         dtype.min_value <= e.value <= dtype.max_value):
            return ir.IntImm(dtype.wrap(e.value), dtype)
        # a literal that does not fit stays a cast: the identity in index arithmetic, a wrap
        # in value arithmetic (folding it here would decide the domain without its context)
        if isinstance(e, ir.FloatImm) and dtype.is_float:
            return ir.FloatImm(_round_float(e.value, dtype), dtype)
        if isinstance(e, ir.Undef):
            return ir.Undef(dtype)
        return ir.Cast(dtype, e)

    def unify(self, a, b, node) -> tuple[ir.Expr, ir.Expr]:
        """TVMScript's binary type matching (BinaryOpMatchTypes)."""
        a_typed = not isinstance(a, (_Lit, _UntypedUndef))
        b_typed = not isinstance(b, (_Lit, _UntypedUndef))
        if a_typed and not b_typed:
            a = self.coerce(a, None, node)
            return self.match_literal(a, b, node, left=False)
        if b_typed and not a_typed:
            b = self.coerce(b, None, node)
            x, y = self.match_literal(b, a, node, left=False)
            return y, x
        a = self.coerce(a, None, node)
        b = self.coerce(b, None, node)
        if a.dtype == b.dtype:
            return a, b
        target = _common_dtype(a.dtype, b.dtype)
        return self.cast_to(a, target), self.cast_to(b, target)

    def match_literal(self, typed: ir.Expr, lit, node, left: bool) -> tuple[ir.Expr, ir.Expr]:
        if isinstance(lit, _UntypedUndef):
            return typed, ir.Undef(typed.dtype)
        dtype = typed.dtype
        if isinstance(lit.value, float) and not dtype.is_float:
            f = ir.FloatImm(_round_float(lit.value, FLOAT32), FLOAT32)
            return self.cast_to(typed, FLOAT32), f
        if dtype.is_bool and not isinstance(lit.value, bool):
            lit_e = self.default(lit, node)
            return self.cast_to(typed, lit_e.dtype), lit_e
        if isinstance(lit.value, bool) and not dtype.is_bool:
            return typed, self.literal(_Lit(int(lit.value)), dtype, node)
        if dtype.is_int and not dtype.min_value <= lit.value <= dtype.max_value:
            wide = common_int(dtype, INT64)
            return self.cast_to(typed, wide), self.literal(lit, wide, node)
        return typed, self.literal(lit, dtype, node)

    def binop(self, cls: type, a, b, node) -> ir.Expr | _Lit:
        op = ops.BY_CLASS[cls]
        if isinstance(a, _Lit) and isinstance(b, _Lit) and op.fold \
                and not isinstance(a.value, bool) and not isinstance(b.value, bool):
            if op.call and op.py_float is not None and (isinstance(a.value, float)
                                                        or isinstance(b.value, float)):
                # a T.<name> call on float literals means the IR's float operation
                # (T.max(-0.0, 0.0) is 0.0, TVM's select); TVM's own constant folder uses
                # std::max here (-0.0): its deviation, see docs/semantics.md "Floats"
                return _Lit(float(op.py_float(float(a.value), float(b.value))))
            if op.partial is not None and op.partial.undefined(a.value, b.value):
                raise self.err(node, op.partial.message)
            return _Lit(op.py(a.value, b.value))
        x, y = self.unify(a, b, node)
        if x.dtype.is_bool and op in (ops.BITAND, ops.BITOR, ops.BITXOR):
            # TVM's ``&``/``|``/``^`` on bools evaluate both operands (no short circuit):
            # exactly the 0/1 integers' bitwise operation, compared with 0
            u8 = DType.get("uint8")
            return ir.NE(cls(self.cast_to(x, u8), self.cast_to(y, u8)), ir.IntImm(0, u8))
        if x.dtype.is_bool:
            raise self.err(node, "arithmetic on booleans is not supported; use and/or/not")
        if x.dtype.is_float and op.py_float is None:       # its entry: integers only
            raise self.err(node, f"T.{op.name} needs integer operands, not {x.dtype}")
        if op.partial is not None and op.partial.width_range and isinstance(y, ir.IntImm) \
                and not op.partial.surely_defined(x, y):
            # as TVM: a literal shift amount out of range is a compile error
            raise self.err(node, f"{op.partial.message}: {y.value} for {x.dtype}")
        return cls(x, y)

    def compare(self, cls: type, a, b, node) -> ir.Expr:
        x, y = self.unify(a, b, node)
        return cls(x, y)


def _binop_class(ast_op: ast.operator) -> type | None:
    """The IR class of a Python infix arithmetic operator (``%`` -> its floor-modulo class)."""
    op = ops.BY_AST.get(type(ast_op))
    return op.cls if op is not None and op.family == ops.ARITH else None


def _cmp_class(ast_op: ast.cmpop) -> type | None:
    op = ops.BY_AST.get(type(ast_op))
    return op.cls if op is not None and op.family == ops.CMP else None


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
                     and _t_func(v.func) in SCALAR_NAMES and not v.args for t, v in pairs):
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


def _unit_shape(buf: ir.Buffer) -> bool:
    """A buffer with one element: every dimension is the constant 1."""
    return all(isinstance(d, ir.IntImm) and d.value == 1 for d in buf.shape)


def _is_init(stmt: ast.stmt) -> bool:
    return (isinstance(stmt, ast.With) and len(stmt.items) == 1
            and isinstance(stmt.items[0].context_expr, ast.Call)
            and _t_func(stmt.items[0].context_expr.func) == "init")


def _is_where(stmt: ast.stmt) -> bool:
    return (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
            and _t_func(stmt.value.func) == "where")


def _is_block_header(stmt: ast.stmt) -> bool:
    """Statements that declare rather than compute: block iterators, predicates, dependence
    annotations, block-local buffers, docstrings."""
    if isinstance(stmt, ast.Pass):
        return True
    if isinstance(stmt, ast.Expr):
        v = stmt.value
        if isinstance(v, ast.Constant):
            return True
        return isinstance(v, ast.Call) and _t_func(v.func) in ("reads", "writes", "block_attr",
                                                                "sblock_attr", "where")
    if isinstance(stmt, (ast.Assign, ast.AnnAssign)) and isinstance(stmt.value, ast.Call):
        fname = _t_func(stmt.value.func) or ""
        return fname.startswith("axis.") or fname in _ALLOC_NAMES or fname == "match_buffer"
    return False


class _Deferred:
    """A binding whose body is the rest of the enclosing statement list."""

    def __init__(self, parser: _FuncParser, make: Callable[[ir.Stmt], ir.Stmt]):
        self.parser = parser
        self.make = make

    def __call__(self, rest: ir.Stmt) -> ir.Stmt:
        self.parser.scope.pop()
        return self.make(rest)


def _common_dtype(a: DType, b: DType) -> DType:
    if a.is_float or b.is_float:
        if a.is_float and b.is_float:
            return a if a.bits >= b.bits else b
        return a if a.is_float else b
    if a.is_bool:
        return b
    if b.is_bool:
        return a
    return common_int(a, b)


def _round_float(value: float, dtype: DType) -> float:
    from verirw.dtypes import float_round
    return float_round(dtype, value)


def _fmt_dim(e: ir.Expr) -> str:
    if isinstance(e, ir.IntImm):
        return str(e.value)
    if isinstance(e, ir.Var):
        return e.name
    return "?"


_STMT_HINTS = {
    "While": " (loops must be T.serial/T.grid/range)",
    "Return": " (a prim_func writes its outputs into buffers)",
    "FunctionDef": " (nested functions are not allowed in a prim_func)",
    "Import": " (no imports inside a prim_func)",
}
_EXPR_HINTS = {
    "Lambda": " (lambdas belong to schedule code, not to a prim_func)",
    "List": " (lists are only allowed as shapes and loop extents)",
    "JoinedStr": "",
}


# ----------------------------------------------------------------------------- entry points


def _module_type_vars(tree: ast.Module) -> dict[str, ast.Assign]:
    """Module-level ``n = TypeVar("n")`` (or ``typing.TypeVar``) with the name repeated."""
    out = {}
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name) and isinstance(node.value, ast.Call)
                and _dotted(node.value.func) in ("TypeVar", "typing.TypeVar")
                and len(node.value.args) == 1 and isinstance(node.value.args[0], ast.Constant)
                and node.value.args[0].value == node.targets[0].id):
            out[node.targets[0].id] = node
    return out


def _items(tree: ast.Module) -> list[ast.AST]:
    out = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and any(_is_prim_func_decorator(d) for d in node.decorator_list) or isinstance(node, ast.ClassDef) and any(_is_module_decorator(d) for d in node.decorator_list):
            out.append(node)
    return out


def _parse_item(node: ast.AST, src: _Source):
    if isinstance(node, ast.FunctionDef):
        private = any(_decorator_private(d) for d in node.decorator_list)
        return _FuncParser(src).parse_function(node, private)
    funcs = []
    names = set()
    for item in node.body:
        if isinstance(item, ast.Expr) and isinstance(item.value, ast.Constant):
            continue
        if not (isinstance(item, ast.FunctionDef) and any(_is_prim_func_decorator(d)
                                                          for d in item.decorator_list)):
            kind = ""
            if isinstance(item, ast.FunctionDef) and item.decorator_list:
                dec = item.decorator_list[0]
                kind = f" (@{ast.unparse(dec.func if isinstance(dec, ast.Call) else dec)} " \
                       f"'{item.name}'"
                kind += ": Relax functions are not supported, verirw reads TIR)" \
                    if kind.startswith((" (@R.", " (@relax.")) else ")"
            raise src.error(item, "an ir_module class may only contain @T.prim_func functions"
                            + kind)
        if item.name in names:
            raise src.error(item, f"duplicate function name '{item.name}' in module '{node.name}'")
        names.add(item.name)
        private = any(_decorator_private(d) for d in item.decorator_list)
        funcs.append(_FuncParser(src).parse_function(item, private))
    if not funcs:
        raise src.error(node, f"ir_module '{node.name}' contains no @T.prim_func")
    return ir.IRModule(tuple(funcs), node.name)


def _source_of(obj) -> _Source:
    if isinstance(obj, str):
        return _Source(obj, "<string>")
    try:
        lines, first = inspect.getsourcelines(obj)
        filename = inspect.getsourcefile(obj) or "<unknown>"
    except (OSError, TypeError) as e:
        raise ScriptError(f"cannot read the source of {obj!r}: {e}") from None
    text = "".join(lines)
    dedented = textwrap.dedent(text)
    indent = len(lines[0]) - len(lines[0].lstrip()) if lines else 0
    return _Source(dedented, filename, first - 1, indent)


def _syntax_tree(src: _Source) -> ast.Module:
    tree = _python_tree(src)
    src.type_vars = _module_type_vars(tree)
    return tree


def _python_tree(src: _Source) -> ast.Module:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", SyntaxWarning)   # e.g. "invalid decimal literal"
            return ast.parse(src.text, src.filename)
    except SyntaxError as e:
        if "too many nested parentheses" in str(e.msg):
            tree = _deep_syntax_tree(src)          # CPython's tokenizer stops at 200 brackets
            if tree is not None:
                return tree
        raise ScriptError(f"invalid Python syntax: {e.msg}", src.filename,
                          (e.lineno or 0) + src.line_offset, e.offset,
                          e.text) from None


def _deep_syntax_tree(src: _Source) -> ast.Module | None:
    """The tree of a text with expressions nested deeper than CPython accepts (deepexpr)."""
    from verirw import deepexpr
    try:
        spliced = deepexpr.splice(src.text, src.filename)
    except ScriptError as e:
        raise ScriptError(e.message, e.filename, (e.line or 0) + src.line_offset,
                          e.col, e.source_line) from None
    if spliced is None:
        return None
    text, parsed = spliced
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", SyntaxWarning)
            tree = ast.parse(text, src.filename)
    except SyntaxError:
        return None
    deepexpr.restore(tree, parsed)
    return tree


@deep
def parse_all(source, *, filename: str | None = None) -> list:
    """Every top-level ``@T.prim_func`` and ``@ir_module`` in ``source``, in order."""
    src = _source_of(source)
    if filename is not None:
        src.filename = filename
    tree = _syntax_tree(src)
    if not isinstance(source, str):
        # a function or class object: the object itself, decorated or not
        items = [n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))][:1]
        if items and isinstance(items[0], ast.ClassDef):
            return [_parse_item(items[0], src)]
        if items:
            private = any(_decorator_private(d) for d in items[0].decorator_list)
            return [_FuncParser(src).parse_function(items[0], private)]
    return [_parse_item(n, src) for n in _items(tree)]


@deep
def parse(source, *, name: str | None = None, filename: str | None = None):
    """Parse TVMScript text (or a Python function/class object) into a PrimFunc or IRModule.

    The text must hold exactly one ``@T.prim_func``/``@ir_module``, or ``name`` picks one.
    """
    src = _source_of(source)
    if filename is not None:
        src.filename = filename
    tree = _syntax_tree(src)
    if not isinstance(source, str):
        return parse_all(source, filename=filename)[0]
    items = _items(tree)
    if name is not None:
        items = [n for n in items if n.name == name]
        if not items:
            raise ScriptError(f"no @T.prim_func or @ir_module named '{name}'", src.filename)
    if not items:
        raise ScriptError("no @T.prim_func function or @ir_module class found", src.filename)
    if len(items) > 1:
        names = ", ".join(f"{n.name} (line {n.lineno + src.line_offset})" for n in items)
        raise ScriptError(f"found {len(items)} definitions ({names}); pass name=... or use "
                          "parse_all", src.filename)
    return _parse_item(items[0], src)
