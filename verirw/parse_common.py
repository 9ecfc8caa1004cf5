"""What the TVMScript reader's modules share: untyped values, builtin names, scopes.

The reader is ``verirw.parser`` (entry points and the function parser, ``FuncParser``), made of
``verirw.parse_decls`` (parameters and buffer declarations), ``verirw.parse_stmts`` (statements),
``verirw.parse_exprs`` (expressions and TVMScript's typing) and ``verirw.parse_builtins`` (the
table of ``T.*`` expression builtins: one entry per name).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Callable

from verirw import ir, ops
from verirw.dtypes import DType, float_round

# ----------------------------------------------------------------------------- untyped values


@dataclass(frozen=True)
class Lit:
    """A Python literal whose dtype is decided by context."""

    value: int | float | bool


@dataclass(frozen=True)
class UntypedUndef:
    """``T.undef()`` without a dtype: takes the dtype of its context."""


T_NAMES = ("T", "tir", "te")          # prefixes accepted for TVMScript builtins


def dotted(node: ast.AST) -> str | None:
    """``T.Buffer`` -> "T.Buffer"; ``tvm.script.tir.prim_func`` -> the dotted text."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return None


def t_func(node: ast.AST) -> str | None:
    """The builtin name of ``T.xyz`` / ``tir.xyz`` (or bare builtins like ``range``)."""
    name = dotted(node)
    if name is None:
        return None
    parts = name.split(".")
    if len(parts) == 1:
        return parts[0] if parts[0] in ("range", "min", "max", "abs") else None
    if parts[0] in T_NAMES or (parts[0] == "tvm" and "tir" in parts):
        return ".".join(parts[1:]) if parts[0] in T_NAMES else parts[-1]
    return None


class Scope:
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


class Deferred:
    """A binding whose body is the rest of the enclosing statement list."""

    def __init__(self, parser, make: Callable[[ir.Stmt], ir.Stmt]):
        self.parser = parser
        self.make = make

    def __call__(self, rest: ir.Stmt) -> ir.Stmt:
        self.parser.scope.pop()
        return self.make(rest)


def unit_shape(buf: ir.Buffer) -> bool:
    """A buffer with one element: every dimension is the constant 1."""
    return all(isinstance(d, ir.IntImm) and d.value == 1 for d in buf.shape)


def round_float(value: float, dtype: DType) -> float:
    return float_round(dtype, value)


def binop_class(ast_op: ast.operator) -> type | None:
    """The IR class of a Python infix arithmetic operator (``%`` -> its floor-modulo class)."""
    op = ops.BY_AST.get(type(ast_op))
    return op.cls if op is not None and op.family == ops.ARITH else None


#: vector-lane builtins -> the position of their lane count
LANE_ARG = {"Ramp": 2, "ramp": 2, "Broadcast": 1, "broadcast": 1}



@dataclass(frozen=True)
class LetDecl:
    """``x = T.float32()`` inside a body: the variable of a ``T.Let(..., where={x: v})``
    expression (TVM declares it so), or ``x = T.int32()`` at the top of a body that a thread
    binding ``T.attr(T.iter_var(x, ...), "thread_extent", n)`` binds. ``x`` has a value only
    in the body of that Let or after that binding."""

    name: str
    dtype: DType
    thread: bool = False         # the variable of a T.attr(T.iter_var(x, ...), "thread_extent", n)


def thread_iter_var(call: ast.AST) -> bool:
    """Is ``call`` ``T.attr(T.iter_var(...), "thread_extent", n)`` (TVM's thread binding, what
    ``T.launch_thread`` builds)?"""
    return (isinstance(call, ast.Call) and t_func(call.func) == "attr" and len(call.args) == 3
            and not call.keywords and isinstance(call.args[0], ast.Call)
            and t_func(call.args[0].func) == "iter_var")

@dataclass(eq=False)
class EnvThread:
    """``tx = T.env_thread("threadIdx.x")``: a thread variable not launched yet. Each
    ``T.launch_thread(tx, n)`` binds a fresh loop variable named ``tx`` over its scope (a
    thread-bound loop, ``verirw.parse_stmts``); ``tx`` itself is no value."""

    name: str
    tag: str
    dtype: DType | None          # None: the extent's (TVM: int32 unless dtype= is given)


# ----------------------------------------------------------------------------- refusals

_BARRIER = ("it is a barrier between GPU threads: verirw models a thread-bound loop as race-free "
            "iterations and cannot give a barrier a sound meaning")
_WARP = ("it is a warp-level intrinsic (threads exchanging values), which verirw's model of "
         "thread-bound loops as independent iterations cannot express")
_OPAQUE_CALL = "it calls external or target-specific code, which verirw cannot see into"
_VECTOR = "it builds vector lanes, and verirw's IR is scalar"
_JUMP = "it is a loop jump, and verirw's loops run every iteration"
_POINTER = ("it is a pointer access of TVM before v0.9; index a buffer instead, e.g. "
            "T.Buffer((n,), data=A.data)[i]")
_LAUNCH = ("it launches GPU threads over a scope and is read only as a statement: 'tx = "
           "T.launch_thread(\"threadIdx.x\", n)', 'T.launch_thread(tx, n)' after 'tx = "
           "T.env_thread(\"threadIdx.x\")', or 'with T.launch_thread(\"threadIdx.x\", n) as tx:'")

#: TVMScript builtins that are out of verirw's scope (or used out of place), with the reason
#: given in the error.
OUT_OF_SCOPE = {
    "launch_thread": _LAUNCH, "env_thread": _LAUNCH,
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
