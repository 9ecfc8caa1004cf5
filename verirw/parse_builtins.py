"""The ``T.*`` expression builtins of TVMScript: one entry per name, as ``verirw.ops`` has one
entry per operator.

An entry (``Builtin``) says how many positional arguments the builtin takes, whether it takes
TVM's ``dtype=`` keyword, and which function reads it. ``read_call`` is the one dispatch: the
expression reader (``verirw.parse_exprs``) hands it every ``T.<name>(...)`` call that is not
TVM's packed API (``verirw.packed.parse``); a name without an entry falls through to the
out-of-scope refusals (``parse_common.OUT_OF_SCOPE``) and then "unknown function".

A reader takes ``(p, node, fname)``: the function parser, the call and the name it was called
by (several names share an entry: ``Ramp``/``ramp``, ``cast``/``Cast``). It returns an IR
expression or an untyped literal (``Lit``), or raises ``p.err(...)``.

``dtype=`` on TVM's op wrappers (``T.exp(x, dtype="float32")``, ``T.shift_left(a, b,
dtype="int32")``, as TVM's older printers wrote them): TVM 0.27's ``_op_wrapper`` drops the
keyword, so the operation is computed from its operands alone. verirw reads it the same way and
refuses a ``dtype=`` that disagrees with the result (it would say one thing and mean another).
A second *positional* argument is refused: TVM 0.27 reads it as a source span and refuses it too.
"""

from __future__ import annotations

import ast
import math
from dataclasses import dataclass
from typing import Callable

import numpy as np

from verirw import ir, ops
from verirw.dtypes import SCALAR_NAMES, DType
from verirw.parse_common import LetDecl, Lit, UntypedUndef, round_float

#: the math intrinsics that are C99 functions (``expf``/``exp``): T.call_pure_extern of them
#: (not C's ``round``, which rounds a tie away from zero: ``T.round`` is ``nearbyint``)
_C_MATH = tuple(fn for fn in ir.MATH if fn not in ("sigmoid", "rsqrt", "exp10", "round"))


@dataclass(frozen=True)
class Builtin:
    """One ``T.<name>`` expression builtin."""

    names: tuple[str, ...]
    read: Callable                   # (parser, call, name) -> ir.Expr | Lit
    arity: int | None = None         # positional arguments, checked before ``read``; None: it checks
    dtype_keyword: bool = False      # TVM's op wrapper: a ``dtype=`` keyword, dropped by TVM
    summary: str = ""


# ----------------------------------------------------------------------------- readers


def _operator(p, node: ast.Call, fname: str):
    """``T.floordiv(a, b)``, ``T.shift_left(a, b)``, ``T.bitwise_and(a, b)``, ``T.max(a, b)``:
    the IR operation of the ``verirw.ops`` entry whose call name this is."""
    op = ops.CALL_NAMES[fname]
    a, b = p.expr(node.args[0]), p.expr(node.args[1])
    # TVM 0.27 refuses these of floats, literals included (T.floordiv(1.5, 0.5)): its
    # floordiv, floormod and truncdiv take integers; T.Div and '/' are float division
    if (op in (ops.FLOORDIV, ops.FLOORMOD) or fname == "truncdiv") and any(
            (isinstance(x, Lit) and isinstance(x.value, float))
            or (isinstance(x, ir.Expr) and x.dtype.is_float) for x in (a, b)):
        raise p.err(node, f"T.{fname} of float operands: TVM 0.27 refuses it (its floordiv, "
                          "floormod and truncdiv take integer operands only); write "
                          "T.floor(a / b), a / b, or a - b * T.floor(a / b)")
    return p.binop(op.cls, a, b, node)


def _bitwise_not(p, node: ast.Call, fname: str):
    return p.bitwise_not(p.expr(node.args[0]), node)


def _math(p, node: ast.Call, fname: str):
    """``T.exp(x)``, ``T.sqrt(x)``, ``T.abs(x)``: ``ir.Call`` of the builtin, at the dtype of its
    (first) argument; the float math intrinsics need a float argument."""
    args = [p.coerce(p.expr(a), None, a) for a in node.args]
    if (fname == "sqrt" or fname in ir.MATH) and not args[0].dtype.is_float:
        raise p.err(node, f"T.{fname} expects a float argument, not {args[0].dtype}")
    return ir.Call(fname, tuple(args), args[0].dtype)


def _bitcount(p, node: ast.Call, fname: str):
    """``T.clz(x)`` (int32) and ``T.popcount(x)`` (the dtype of ``x``): TVM's bit-counting
    intrinsics on the two's complement bits of an integer (``verirw.ops.bit_count``)."""
    arg = p.coerce(p.expr(node.args[0]), None, node.args[0])
    d = arg.dtype
    if not d.is_int or d.is_bool:
        raise p.err(node, f"T.{fname} expects an integer argument, not {d}")
    if fname == "clz" and d.bits not in (32, 64):
        raise p.err(node, f"T.clz of {d}: TVM 0.27's compiler refuses it (\"clz only supports "
                          "32 or 64 bit integer types\"); cast the argument to int32 or int64")
    return ir.Call(fname, (arg,), DType.get("int32") if fname == "clz" else d)


def _fabs(p, node: ast.Call, fname: str):
    """TVM prints abs of a float as ``T.fabs``."""
    arg = p.coerce(p.expr(node.args[0]), None, node.args[0])
    if not arg.dtype.is_float:
        raise p.err(node, "T.fabs expects a float argument")
    return ir.Call("abs", (arg,), arg.dtype)


def _likely(p, node: ast.Call, fname: str):
    """``T.likely(c)``: a branch-prediction hint; its value is ``c``."""
    return p.condition(node.args[0])


def _select(p, node: ast.Call, fname: str) -> ir.Expr:
    """``T.if_then_else(cond, a, b)``, also with ``dtype=`` (the result's dtype)."""
    dtype = None
    kws = [kw for kw in node.keywords if kw.arg != "dtype"]
    for kw in node.keywords:
        if kw.arg == "dtype":
            dtype = p.dtype_arg(kw.value)
    names = ("cond", "true_value", "false_value")
    got = p.call_args(ast.copy_location(ast.Call(node.func, node.args, kws), node),
                      fname, names)
    cond = p.condition(got["cond"])
    lazy = fname == "if_then_else"          # one branch is evaluated (T.Let: parse_builtins._let)
    p.lazy += lazy
    try:
        a, b = (p.expr(got[k]) for k in names[1:])
    finally:
        p.lazy -= lazy
    if dtype is not None:
        a, b = (p.coerce(v, dtype, got[k]) for v, k in zip((a, b), names[1:]))
    a, b = p.unify(a, b, node)
    if dtype is not None and a.dtype != dtype:
        raise p.err(node, f"T.{fname}(..., dtype=\"{dtype.name}\") has {a.dtype} branches")
    return ir.Select(cond, a, b, eager=fname == "Select")


def _lane(p, node: ast.Call, fname: str) -> ir.Expr:
    """Lane ``lane`` of ``T.Ramp(base, stride, n)`` (``base + stride * lane``) or of
    ``T.Broadcast(value, n)`` (``value``), in a vector store (``verirw.parse_stmts``)."""
    p.nargs(node, 3 if fname in ("Ramp", "ramp") else 2, fname)
    lane = p.lane_index(node, p.lane_count(node.args[-1]), f"T.{fname}")
    first = p.coerce(p.expr(node.args[0]), None, node.args[0])
    if fname in ("Broadcast", "broadcast"):
        return first
    stride = p.coerce(p.expr(node.args[1]), first.dtype, node.args[1])
    step = lane if stride == ir.IntImm(1, stride.dtype) else p.binop(ir.Mul, stride, lane, node)
    return p.binop(ir.Add, first, step, node)


def _undef(p, node: ast.Call, fname: str):
    """``T.undef()`` (its dtype from its context) or ``T.undef(dtype=...)``."""
    dtype = None
    if node.args:
        if len(node.args) > 1:
            raise p.err(node, "T.undef takes at most one argument, the dtype")
        dtype = p.dtype_arg(node.args[0])
    for kw in node.keywords:
        if kw.arg != "dtype":
            raise p.err(kw, f"T.undef: unknown argument '{kw.arg}'")
        dtype = p.dtype_arg(kw.value)
    return ir.Undef(dtype) if dtype is not None else UntypedUndef()


def _cast(p, node: ast.Call, fname: str):
    """``T.cast(value, dtype)`` / ``T.Cast(dtype, value)`` (or by keyword)."""
    order = ("value", "dtype") if fname == "cast" else ("dtype", "value")
    got = p.call_args(node, fname, order)
    dtype = p.dtype_arg(got["dtype"])
    value_node = got["value"]
    return p.cast_to(p.coerce(p.expr(value_node), None, value_node), dtype)


def _dtype_constant(p, node: ast.Call, fname: str) -> ir.Expr:
    """``T.min_value(dtype)``, ``T.max_value(dtype)``, ``T.infinity(dtype)``: constants.
    For floats min/max_value are the finite extremes (TVM's meaning), not infinities."""
    dtype = p.dtype_arg(p.call_args(node, fname, ("dtype",))["dtype"])
    if dtype.is_float:
        if fname == "infinity":
            return ir.FloatImm(math.inf, dtype)
        big = float(np.finfo(dtype.compute.numpy).max)   # bfloat16: float32's, as in TVM
        return ir.FloatImm(-big if fname == "min_value" else big, dtype)
    if fname == "infinity" or dtype.is_bool:
        raise p.err(node, f"T.{fname}({dtype.name}) has no value: only float dtypes "
                          "have an infinity" if fname == "infinity" else
                          f"T.{fname} of bool is not supported")
    value = dtype.min_value if fname == "min_value" else dtype.max_value
    return ir.IntImm(value, dtype)


def _typed_literal(p, node: ast.Call, fname: str):
    """``T.int32(0)``, ``T.float32("inf")``, ``T.bool(False)``, or a cast of an expression.
    ``T.float32()`` without an argument declares a variable: only at the top of the body
    (``verirw.parse_decls``), where it is a scalar input."""
    dtype = DType.get(fname)
    if (not node.args and not node.keywords) or any(kw.arg == "is_size_var"
                                                    for kw in node.keywords):
        raise p.err(node, f"T.{dtype.name}() declares a symbolic variable (TVM's dynamic "
                          "shapes, or the variable of a T.Let expression), which a prim_func "
                          "body cannot bind here; declare it at the top of the body "
                          f"('x = T.{dtype.name}()') or as a scalar parameter, e.g. "
                          f"x: T.{dtype.name}")
    p.nargs(node, 1, dtype.name)
    arg = node.args[0]
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        if not dtype.is_float:
            raise p.err(arg, f"T.{dtype.name} of a string is only for floats")
        try:
            value = float(arg.value)
        except ValueError:
            raise p.err(arg, f"not a float: {arg.value!r}") from None
        p.check_float_literal(value, dtype, arg, typed=True)
        return ir.FloatImm(round_float(value, dtype), dtype)
    v = p.expr(arg)
    if isinstance(v, Lit):
        return p.literal(v, dtype, arg, typed=True)
    return p.cast_to(p.coerce(v, None, arg), dtype)


def _reinterpret(p, node: ast.Call, fname: str):
    """``T.reinterpret(dtype, x)`` (TVM's bit cast; also ``value=``/``dtype=`` keywords).
    Only the same-dtype form is supported: it is verirw's value-domain marker."""
    args = {kw.arg: kw.value for kw in node.keywords}
    if set(args) - {"dtype", "value"} or len(node.args) + len(args) != 2:
        raise p.err(node, "T.reinterpret expects a dtype and a value")
    positional = list(node.args)
    dtype_node = args.get("dtype") or positional.pop(0)
    value_node = args.get("value") or positional.pop(0)
    dtype = p.dtype_arg(dtype_node)
    value = p.expr(value_node)
    if not isinstance(value, Lit) and ir.bitcast_supported(value.dtype, dtype):
        return ir.Call(ir.BITCAST, (value,), dtype)     # TVM's bit reinterpretation
    value = p.coerce(value, dtype, value_node)
    if value.dtype != dtype or not dtype.is_int or dtype.is_bool:
        raise p.err(node, f"T.reinterpret from {value.dtype} to {dtype} is not supported: "
                          f"only the same integer dtype (verirw's value marker) or a bit cast "
                          f"between a 32/64-bit integer and a float of the same width")
    return ir.Call(ir.REINTERPRET, (value,), dtype)


def _let(p, node: ast.Call, fname: str) -> ir.Expr:
    """``T.Let(body, where={x: value})``: TVM's Let expression, ``body`` with ``x`` bound to
    ``value`` (``x`` declared ``x = T.float32()``). TVM's code evaluates ``value`` once,
    before ``body``; verirw reads it as ``x = value`` (a LetStmt) around the buffer store the
    expression is in, which evaluates it at the same point. Only there (the stored value or
    its indices) and not in a ``T.if_then_else`` branch (evaluated only when chosen)."""
    kws = {kw.arg: kw.value for kw in node.keywords}
    where = kws.get("where")
    if len(node.args) != 1 or set(kws) != {"where"} or not isinstance(where, ast.Dict) \
            or len(where.keys) != 1 or not isinstance(where.keys[0], ast.Name):
        raise p.err(node, "T.Let expects T.Let(body, where={x: value}) with one variable x "
                          "(declared 'x = T.float32()')")
    key, value_node = where.keys[0], where.values[0]
    declared = p.scope.lookup(key.id)
    dtype = getattr(declared, "dtype", None)
    if not isinstance(declared, (ir.Var, LetDecl)) or dtype is None or dtype.is_handle:
        raise p.err(key, f"the variable of a T.Let must be declared first, e.g. "
                         f"'{key.id} = T.float32()'")
    if p.expr_lets is None:
        raise p.err(node, "T.Let is supported only in the value or the indices of a buffer "
                          "store (verirw binds its variable with a let around the store)")
    if p.lazy:
        raise p.err(node, "T.Let in a branch of T.if_then_else (or after a short-circuit "
                          "and/or) is not supported: it is evaluated only when chosen, and "
                          "verirw's let around the store would evaluate the Let's value always")
    value = p.cast_to(p.coerce(p.expr(value_node), dtype, value_node), dtype)
    if value.dtype != dtype:
        raise p.err(value_node, f"T.Let binds {key.id} ({dtype}) to a {value.dtype} value")
    var = ir.Var(key.id, dtype)
    p.expr_lets.append((var, value))           # before the body's own Lets: they may use var
    p.scope.push()
    try:
        p.scope.define(key.id, var)
        body = p.coerce(p.expr(node.args[0]), None, node.args[0])
    finally:
        p.scope.pop()
    return body


def _extern(p, node: ast.Call, fname: str) -> ir.Expr:
    """``T.call_pure_extern("float32", "expf", x)`` / ``T.call_extern(...)``, or with the dtype
    as a keyword, ``T.call_extern("expf", x, dtype="float32")`` (TVM's ``_dtype_forward``
    moves it to the front: the same call).

    A pure call of a C math function of one float argument is the intrinsic it computes
    (``T.exp`` of a float32); any other is an ``ir.ExternCall``, pure (an unknown function)
    or not (an effect). Arguments are scalars: a handle (a buffer's data) would let the
    external code touch memory that verirw cannot track, so it is refused."""
    pure = fname == "call_pure_extern"
    kind = f"T.{fname}"
    usage = (f'{kind} expects a dtype, a function name and the arguments, e.g. '
             f'{kind}("float32", "expf", x) or {kind}("expf", x, dtype="float32")')
    positional = list(node.args)
    for kw in node.keywords:
        if kw.arg != "dtype":
            raise p.err(kw.value if kw.arg else node, f"{usage}; unexpected argument "
                                                      f"'{kw.arg or '**'}'")
        positional.insert(0, kw.value)
    if len(positional) < 2 or not (isinstance(positional[1], ast.Constant)
                                   and isinstance(positional[1].value, str)):
        raise p.err(node, usage)
    dtype_node, name_node = positional[:2]
    if isinstance(dtype_node, ast.Constant) and dtype_node.value == "handle":
        raise p.err(dtype_node, f"{kind} returning a handle is not supported (a pointer into "
                                "memory verirw cannot track)")
    dtype = p.dtype_arg(dtype_node)
    name = name_node.value
    if not name.isidentifier():
        raise p.err(name_node, f"{kind}: {name!r} is not a function name")
    args = []
    for a in positional[2:]:
        value = p.expr(a)
        if isinstance(value, ir.Buffer):
            raise p.err(a, f"{kind}: passing the buffer '{value.name}' is not supported "
                           "(external code could read or write it where verirw cannot see)")
        arg = p.coerce(value, None, a)
        if arg.dtype.is_handle:
            raise p.err(a, f"{kind}: a handle argument is not supported (external code "
                           "could read or write memory where verirw cannot see)")
        args.append(arg)
    if pure and len(args) == 1 and dtype.is_float and args[0].dtype == dtype:
        suffix = {32: "f", 64: ""}.get(dtype.bits)
        c_math = {fn + (suffix or ""): fn for fn in (*_C_MATH, "sqrt")}
        c_math["fabs" + (suffix or "")] = "abs"
        if suffix is not None and name in c_math:
            return ir.Call(c_math[name], (args[0],), dtype)
    return ir.ExternCall(name, tuple(args), dtype, pure)


def _refuse(reason: str) -> Callable:
    def read(p, node: ast.Call, fname: str):
        raise p.err(node, f"T.{fname} is not supported: {reason}")
    return read


# ----------------------------------------------------------------------------- the table

#: TVM's op wrappers (``tvm.tirx.script.builder.ir._op_wrapper``) among the builtins: they
#: accept a ``dtype=`` keyword and drop it (the operators' own: ``_operator_entry``).
_OP_WRAPPERS = {"bitwise_not", "abs", "fabs", "likely", *ir.MATH, "sqrt", *ir.BITCOUNT}
_FMA = ir.FMA

_ENTRIES = [
    Builtin(("if_then_else", "Select"), _select,
            summary="a select: both branches typed alike; if_then_else evaluates one branch"),
    Builtin(("Ramp", "ramp", "Broadcast", "broadcast"), _lane,
            summary="a vector lane, inside a vector store only"),
    Builtin(("bitwise_not",), _bitwise_not, 1, True, "~a"),
    Builtin(("undef",), _undef, summary="an arbitrary value (docs/semantics.md, T.undef())"),
    Builtin(("cast", "Cast"), _cast, summary="a conversion to a dtype"),
    Builtin(("min_value", "max_value", "infinity"), _dtype_constant,
            summary="the extremes of a dtype"),
    Builtin(tuple(SCALAR_NAMES), _typed_literal, summary="a typed literal, or a cast"),
    Builtin((ir.REINTERPRET,), _reinterpret,
            summary="verirw's value marker (same dtype), or a 32/64-bit int <-> float bit cast"),
    Builtin(("call_extern", "call_pure_extern"), _extern, summary="a call of external C code"),
    Builtin(("Let",), _let, summary="TVM's Let expression: a let around the store"),
    Builtin(("fabs",), _fabs, 1, True, "abs of a float"),
    *(Builtin((name,), _math, n, name in _OP_WRAPPERS, "a math builtin")
      for name, n in ir.BUILTINS.items()
      if name not in (ir.REINTERPRET, _FMA, ir.BITCAST, *ir.BITCOUNT)),
    Builtin(("likely",), _likely, 1, True, "a branch hint: its condition"),
    Builtin((_FMA,), _refuse(
        "TVM's T.fma is a multiply-add that the compiler may fuse or not (two roundings or "
        "one), so it has no single meaning; a fused multiply-add is "
        "T.call_llvm_pure_intrin(dtype, \"llvm.fma\", a, b, c)")),
    Builtin(ir.BITCOUNT, _bitcount, 1, True,
            "bit counting: clz (int32; clz(0) is poison) and popcount"),
]

#: name -> entry
BUILTINS: dict[str, Builtin] = {}
for _entry in _ENTRIES:
    for _name in _entry.names:
        BUILTINS.setdefault(_name, _entry)
del _entry, _name


def _looks_like_dtype(node: ast.AST) -> bool:
    return (isinstance(node, ast.Constant) and isinstance(node.value, str)) or (
        isinstance(node, ast.Attribute) and node.attr in SCALAR_NAMES)


def _operator_entry(fname: str) -> Builtin | None:
    """The entry of an operator's call name (``T.floordiv``), looked up in ``verirw.ops`` when
    the call is read: an operator registered later (``ops.extended``) is read too, and one
    unregistered is not. Its lower-case names but ``min``/``max`` are TVM's op wrappers."""
    op = ops.CALL_NAMES.get(fname)
    if op is None:
        return None
    wrapper = fname.islower() and fname not in ("min", "max")
    return Builtin((fname,), _operator, 2, wrapper, f"the operation {op.name}")


def read_call(p, node: ast.Call, fname: str):
    """The value of ``T.<fname>(...)``, or None when ``fname`` has no entry."""
    entry = BUILTINS.get(fname) or _operator_entry(fname)
    if entry is None:
        return None
    dtype = None
    if entry.dtype_keyword and any(kw.arg == "dtype" for kw in node.keywords):
        kw = next(kw for kw in node.keywords if kw.arg == "dtype")
        dtype = p.dtype_arg(kw.value)
        node = ast.copy_location(ast.Call(node.func, node.args,
                                          [k for k in node.keywords if k is not kw]), node)
    if entry.arity is not None:
        n = entry.arity
        if len(node.args) == n + 1 and entry.dtype_keyword and _looks_like_dtype(node.args[n]):
            extra = node.args[n]
            spelt = (f'"{extra.value}"' if isinstance(extra, ast.Constant)
                     else ast.unparse(extra))
            raise p.err(node, f"T.{fname} expects {n} positional argument{'s' if n != 1 else ''}: "
                              f"give the dtype as dtype={spelt} (TVM reads "
                              "a further positional argument as a source span and refuses it)")
        p.nargs(node, n, fname)
    value = entry.read(p, node, fname)
    if dtype is not None and isinstance(value, ir.Expr) and value.dtype != dtype:
        raise p.err(node, f"T.{fname}(..., dtype=\"{dtype.name}\") computes {value.dtype}: "
                          "TVM ignores dtype= here and computes in its operands' dtype; cast "
                          f"explicitly, e.g. T.Cast(\"{dtype.name}\", ...)")
    return value
