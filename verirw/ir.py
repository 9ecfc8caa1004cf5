"""The IR: frozen, hashable dataclasses for expressions, statements, buffers and functions.

Design choices, each for a reason:

* Nodes are immutable values. ``==`` on expressions and statements is *exact* structural
  equality (same variables); ``structural_equal`` (verirw.structural) is alpha-equivalence.
  ``PrimFunc`` and ``IRModule`` use alpha-equivalence for ``==`` so that
  ``parse(script(f)) == f`` holds although parsing creates fresh variables.
* A ``Var`` is compared by identity, like TVM's ``tir.Var``: two loops that both print as ``i``
  are different variables. Names are for printing only.
* Expression dtypes are derived from operands, never stored twice, so a node cannot disagree
  with its children. Binary operands must have the same dtype (the parser inserts casts).
* ``Select`` is TVMScript's ``T.if_then_else``: only the chosen branch is evaluated, so a guard
  may protect an out-of-bounds load. ``And``/``Or`` short-circuit for the same reason.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Iterator

from verirw.dtypes import BOOL, FLOAT32, HANDLE, INT32, INT64, DType

# ----------------------------------------------------------------------------- expressions


class Expr:
    """Base of all expressions; subclasses define ``dtype``."""

    __slots__ = ("_h",)         # the cached hash (see _cache_hashes)

    dtype: DType

    # Arithmetic sugar for building IR from Python; comparisons use methods because ``==``
    # must remain structural equality.
    def __add__(self, other): return Add(self, as_expr(other, self.dtype))
    def __radd__(self, other): return Add(as_expr(other, self.dtype), self)
    def __sub__(self, other): return Sub(self, as_expr(other, self.dtype))
    def __rsub__(self, other): return Sub(as_expr(other, self.dtype), self)
    def __mul__(self, other): return Mul(self, as_expr(other, self.dtype))
    def __rmul__(self, other): return Mul(as_expr(other, self.dtype), self)
    def __floordiv__(self, other): return FloorDiv(self, as_expr(other, self.dtype))
    def __mod__(self, other): return FloorMod(self, as_expr(other, self.dtype))
    def __neg__(self): return Sub(as_expr(0, self.dtype), self)

    def lt(self, other): return LT(self, as_expr(other, self.dtype))
    def le(self, other): return LE(self, as_expr(other, self.dtype))
    def gt(self, other): return GT(self, as_expr(other, self.dtype))
    def ge(self, other): return GE(self, as_expr(other, self.dtype))
    def eq(self, other): return EQ(self, as_expr(other, self.dtype))
    def ne(self, other): return NE(self, as_expr(other, self.dtype))


@dataclass(frozen=True, slots=True)
class IntImm(Expr):
    """An integer or bool literal; ``value`` is already within ``dtype``'s range."""

    value: int
    dtype: DType = INT32


@dataclass(frozen=True, slots=True)
class FloatImm(Expr):
    """A float literal; ``value`` is exactly representable in ``dtype`` (or inf/nan)."""

    value: float
    dtype: DType = FLOAT32

    def __eq__(self, other):
        # Bits, not values: 0.0 and -0.0 are different programs (x + 0.0 is not x + -0.0),
        # and a nan literal is the same literal as itself.
        if type(other) is not FloatImm or other.dtype != self.dtype:
            return False
        return float_bits(self.value) == float_bits(other.value)

    def __hash__(self):
        return hash((FloatImm, self.dtype, float_bits(self.value)))


def float_bits(value: float) -> bytes:
    """A float literal's identity: its IEEE bits (sign of zero and nan payload included)."""
    return struct.pack("<d", value)


@dataclass(frozen=True, slots=True, eq=False)
class Var(Expr):
    """A variable: loop variable, let binding, scalar parameter or buffer data pointer.

    Compared by identity (see module docstring); ``name`` is a printing hint.
    """

    name: str
    dtype: DType = INT32

    def __repr__(self) -> str:
        return f"Var({self.name!r}, {self.dtype})"


class _DerivedDtype(Expr):
    """An expression whose dtype is one child's (``_source``), cached in ``_dt``: looking
    it up is O(1) (a 10,000-term sum would otherwise walk its whole left spine, on every
    lookup), and filled in without recursion. ``_dt`` is not a field: equality, hashing,
    pickling and the walkers ignore it (after unpickling it is recomputed)."""

    __slots__ = ("_dt",)

    @property
    def dtype(self) -> DType:
        try:
            return self._dt
        except AttributeError:
            pass
        chain, node = [], self
        while isinstance(node, _DerivedDtype):
            try:
                dt = node._dt
                break
            except AttributeError:
                chain.append(node)
                node = node._source()
        else:
            dt = node.dtype
        for n in chain:
            object.__setattr__(n, "_dt", dt)
        return dt


@dataclass(frozen=True, slots=True)
class BinaryOp(_DerivedDtype):
    a: Expr
    b: Expr

    def _source(self) -> Expr:
        return self.a


class Add(BinaryOp): __slots__ = ()
class Sub(BinaryOp): __slots__ = ()
class Mul(BinaryOp): __slots__ = ()
class FloorDiv(BinaryOp):
    """Floor division (TVMScript ``//``); on floats, floor(a / b)."""
    __slots__ = ()
class FloorMod(BinaryOp):
    """Floor modulo (TVMScript ``%``): the result has the sign of the divisor."""
    __slots__ = ()
class TruncDiv(BinaryOp):
    """Truncating division (C ``/``); on floats it is IEEE division (TVMScript ``/``)."""
    __slots__ = ()
class TruncMod(BinaryOp):
    """Truncating remainder (C ``%``): the result has the sign of the dividend."""
    __slots__ = ()
class Min(BinaryOp):
    """``select(a < b, a, b)`` (TVM's code) — for floats this fixes the NaN and signed-zero
    behaviour: ``b`` on a tie or a NaN."""
    __slots__ = ()
class Max(BinaryOp):
    """``select(a > b, a, b)`` (TVM's code)."""
    __slots__ = ()
class BitAnd(BinaryOp):
    """``a & b`` (``T.bitwise_and``): two's complement bits (integers only)."""
    __slots__ = ()
class BitOr(BinaryOp):
    """``a | b`` (``T.bitwise_or``)."""
    __slots__ = ()
class BitXor(BinaryOp):
    """``a ^ b`` (``T.bitwise_xor``); ``~a`` is ``a ^ -1`` (all ones at the dtype)."""
    __slots__ = ()
class ShiftLeft(BinaryOp):
    """``a << b`` (``T.shift_left``): undefined unless ``0 <= b < bits(dtype)``."""
    __slots__ = ()
class ShiftRight(BinaryOp):
    """``a >> b`` (``T.shift_right``): arithmetic for signed, logical for unsigned dtypes;
    undefined unless ``0 <= b < bits(dtype)``."""
    __slots__ = ()


@dataclass(frozen=True, slots=True)
class CmpOp(Expr):
    a: Expr
    b: Expr

    @property
    def dtype(self) -> DType:
        return BOOL


class EQ(CmpOp): __slots__ = ()
class NE(CmpOp): __slots__ = ()
class LT(CmpOp): __slots__ = ()
class LE(CmpOp): __slots__ = ()
class GT(CmpOp): __slots__ = ()
class GE(CmpOp): __slots__ = ()


@dataclass(frozen=True, slots=True)
class And(Expr):
    """Short-circuit conjunction of two bools."""

    a: Expr
    b: Expr

    @property
    def dtype(self) -> DType:
        return BOOL


@dataclass(frozen=True, slots=True)
class Or(Expr):
    """Short-circuit disjunction of two bools."""

    a: Expr
    b: Expr

    @property
    def dtype(self) -> DType:
        return BOOL


@dataclass(frozen=True, slots=True)
class Not(Expr):
    a: Expr

    @property
    def dtype(self) -> DType:
        return BOOL


@dataclass(frozen=True, slots=True)
class Select(_DerivedDtype):
    """``T.if_then_else(cond, t, f)``: evaluates only the chosen branch. With ``eager``, TVM's
    ``T.Select(cond, t, f)``: evaluates both (TVM's code generator emits both operands and an
    LLVM ``select``), so either branch's undefined behaviour is the expression's; its value is
    still the chosen branch's."""

    cond: Expr
    true_value: Expr
    false_value: Expr
    eager: bool = False

    def _source(self) -> Expr:
        return self.true_value


@dataclass(frozen=True, slots=True)
class Cast(Expr):
    dtype: DType
    value: Expr


@dataclass(frozen=True, slots=True)
class BufferLoad(Expr):
    buffer: "Buffer"
    indices: tuple[Expr, ...]

    @property
    def dtype(self) -> DType:
        return self.buffer.dtype


@dataclass(frozen=True, slots=True, eq=False)
class Undef(Expr):
    """``T.undef()``: a valid but arbitrary value. Each occurrence is independent, so two
    ``Undef`` nodes are never equal (``undef - undef`` is not 0)."""

    dtype: DType = INT32

    def __repr__(self) -> str:
        return f"Undef({self.dtype})"


@dataclass(frozen=True, slots=True)
class Call(Expr):
    """A pure builtin (see ``BUILTINS``), e.g. ``T.abs(x)``."""

    op: str
    args: tuple[Expr, ...]
    dtype: DType


@dataclass(frozen=True, slots=True)
class ExternCall(Expr):
    """A call of external code: ``T.call_pure_extern(dtype, "name", args...)`` (``pure``: an
    unknown function of its arguments, equal arguments give equal results) or
    ``T.call_extern(dtype, "name", args...)`` (impure: an effect; each evaluation is observable,
    in order, and its result is unknown). verirw cannot run either: the interpreter and code
    generation refuse them, and ``check`` proves only what holds for every meaning — for impure
    calls, that ``after`` makes the same calls with the same arguments in the same order."""

    name: str
    args: tuple[Expr, ...]
    dtype: DType
    pure: bool


#: pure builtins: name -> number of arguments. Semantics live in interp / smt.
#: ``reinterpret`` (printed ``T.reinterpret("int32", x)``, same dtype in and out) is the
#: value-domain marker: its value is ``x`` wrapped to the dtype, and it counts as a value
#: expression, so replacing a load by an equal index expression keeps the wrap-around of the
#: arithmetic around it (see ``semantics.as_value``).
BUILTINS = {"abs": 1, "sqrt": 1, "reinterpret": 1, "fma": 3, "bitcast": 1,
            "clz": 1, "popcount": 1}
REINTERPRET = "reinterpret"
#: TVM's bit-counting intrinsics on the two's complement bits of an integer (LLVM
#: ``llvm.ctlz`` / ``llvm.ctpop``): ``T.clz(x)`` (int32 result; of a 32/64-bit integer, and
#: ``clz(0)`` is poison: TVM emits ``ctlz`` with ``is_zero_poison`` true) and
#: ``T.popcount(x)`` (the dtype of ``x``). Meanings in ``verirw.ops`` (``bit_count``...).
BITCOUNT = ("clz", "popcount")
#: ``bitcast`` (printed ``T.reinterpret("float32", x)`` too, TVM's spelling) is TVM's bit
#: reinterpretation between a 32/64-bit integer and a float of the same width (LLVM
#: ``bitcast``). A separate op, so that the value marker (``semantics.is_marker``) keeps its
#: meaning. Reinterpreting a NaN float as an integer is poison: z3's floats have one NaN and
#: hardware may quiet a signalling one, so its bits are not specified (docs/semantics.md).
BITCAST = "bitcast"


def bitcast_supported(src: "DType", dst: "DType") -> bool:
    """Does ``T.reinterpret(dst, x)`` of a ``src`` value have a meaning as a bit cast? An
    integer and a float of the same width, 32 or 64 bits (either way)."""
    return (src.bits == dst.bits and src.bits in (32, 64)
            and {src.is_float, dst.is_float} == {True, False}
            and not src.is_bool and not dst.is_bool and (src.is_int or src.is_float)
            and (dst.is_int or dst.is_float))
#: ``fma(a, b, c)``: ``a * b + c`` of one float dtype rounded once (IEEE fusedMultiplyAdd;
#: LLVM's ``llvm.fma``, printed ``T.call_llvm_pure_intrin(dtype, "llvm.fma", a, b, c)``).
#: It is what TVM's ``llvm.fmuladd`` compiles to on a target with FMA instructions
#: (verirw.packed.lower); TVM's own ``T.fma`` is a may-fuse multiply-add and is not this.
FMA = "fma"

#: float math intrinsics that TVM prints (``T.exp(x)``, ...): float -> float of the same dtype.
#: The interpreter evaluates them with numpy in the dtype (its result is the ground truth); z3
#: treats them as unknown functions of their argument (equal arguments give equal results),
#: so a proof holds whatever libm computes and a refutation counts only when the interpreter
#: reproduces it. ``floor``/``ceil``/``trunc`` are exact IEEE roundings in both, and so are
#: ``round``/``nearbyint``: to the nearest integer, a tie to the even one (TVM lowers both to
#: LLVM's ``llvm.nearbyint`` under the default rounding mode, and folds ``T.round(2.5)`` to 2.0;
#: measured on TVM 0.27 in tests/test_tvm_unsigned_semantics.py) — not C's ``round``, which
#: rounds a tie away from zero.
MATH = ("exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "tanh", "sigmoid",
        "sin", "cos", "tan", "sinh", "cosh", "asin", "acos", "atan", "asinh", "acosh", "atanh",
        "erf", "rsqrt", "floor", "ceil", "trunc", "round", "nearbyint")
EXACT_MATH = ("floor", "ceil", "trunc", "round", "nearbyint")
#: intrinsics TVM's code computes by exact IEEE operations, so verirw defines them that way
#: (``rsqrt(x)`` is ``1 / sqrt(x)``: TVM's expansion, 0 differing elements against TVM 0.27's
#: executables — verirw.intrinsics); the other non-exact ones are unknown functions
IEEE_MATH = ("rsqrt",)
#: the exact roundings that round a tie to the even integer
ROUND_EVEN = ("round", "nearbyint")
BUILTINS.update(dict.fromkeys(MATH, 1))


def as_expr(value, dtype: DType | None = None) -> Expr:
    """Coerce a Python literal to an immediate of ``dtype`` (default by its Python type)."""
    if isinstance(value, Expr):
        return value
    convert = getattr(value, "__ir_expr__", None)    # e.g. a te.IterVar stands for its Var
    if convert is not None:
        return convert()
    if isinstance(value, bool):
        return IntImm(int(value), BOOL)
    if isinstance(value, int):
        if dtype is not None and dtype.is_float:
            return FloatImm(float(value), dtype)
        return IntImm(value, dtype if dtype is not None and (dtype.is_int or dtype.is_bool) else INT32)
    if isinstance(value, float):
        return FloatImm(value, dtype if dtype is not None and dtype.is_float else FLOAT32)
    raise TypeError(f"cannot use {value!r} as an IR expression")


# ----------------------------------------------------------------------------- buffers


@dataclass(frozen=True, slots=True)
class Buffer:
    """A multi-dimensional view of the storage behind ``data``.

    Buffers that share ``data`` alias the same memory (``T.decl_buffer(..., data=X.data)``).
    ``axis_separators`` groups logical axes into physical axes (RFC 0039): ``()`` means the
    buffer flattens to 1-d; ``(k,)`` means axes ``[:k]`` and ``[k:]`` become two physical axes.
    ``strides`` (``()``: row-major compact) and ``elem_offset`` (None: 0) place element
    ``[i_0, ...]`` at ``elem_offset + sum(i_k * stride_k)`` of ``data`` (``flat_offset``); they
    may mention scalar parameters (TVM's ``s0 = T.int32()``).
    """

    name: str
    shape: tuple[Expr, ...]
    dtype: DType
    data: Var
    axis_separators: tuple[int, ...] = ()
    scope: str = "global"
    strides: tuple[Expr, ...] = ()
    elem_offset: Expr | None = None

    @property
    def ndim(self) -> int:
        return len(self.shape)

    @property
    def is_dense(self) -> bool:
        """Row-major and at offset 0: element ``k`` (row-major) is element ``k`` of ``data``.
        Passes that only know this layout refuse the others (``strided.require_dense``)."""
        return not self.strides and self.elem_offset is None

    def __getitem__(self, indices) -> BufferLoad:
        if not isinstance(indices, tuple):
            indices = (indices,)
        return BufferLoad(self, tuple(as_expr(i) for i in indices))


def make_buffer(name: str, shape, dtype: DType | str, *, axis_separators=(), scope="global",
                data: Var | None = None, strides=(), elem_offset=None) -> Buffer:
    """Convenience constructor: int shapes become immediates, a fresh data var by default;
    ``elem_offset=0`` is the default (None), so equal layouts compare equal."""
    if isinstance(dtype, str):
        dtype = DType.get(dtype)
    if isinstance(shape, (int, Expr)):
        shape = (shape,)
    shape = tuple(as_expr(s) for s in shape)
    strides = tuple(as_expr(s) for s in strides)
    if elem_offset is not None:
        elem_offset = as_expr(elem_offset)
        if isinstance(elem_offset, IntImm) and elem_offset.value == 0:
            elem_offset = None
    return Buffer(name, shape, dtype, data if data is not None else Var(name, HANDLE),
                  tuple(axis_separators), scope, strides, elem_offset)


def buffer_strides(buf: Buffer) -> tuple[Expr, ...]:
    """The element stride of each axis: the explicit ``strides``, or row-major ones (the
    product of the later extents, folded where constant)."""
    if buf.strides:
        return buf.strides
    out: list[Expr] = []
    stride: Expr = IntImm(1, INT32)
    for extent in reversed(buf.shape):
        out.append(stride)
        if isinstance(stride, IntImm) and isinstance(extent, IntImm):
            stride = IntImm(stride.value * extent.value, INT64 if stride.value * extent.value
                            >= 2**31 else INT32)
        elif isinstance(stride, IntImm) and stride.value == 1:
            stride = extent
        else:
            stride = Mul(stride, extent)
    return tuple(reversed(out))


def linear_offset(indices, strides, offset):
    """``offset + sum(i_k * s_k)`` in any arithmetic (ints, z3 terms, IR): the formula of
    ``flat_offset``, kept here alone so that every consumer agrees on it."""
    total = offset
    for i, s in zip(indices, strides):
        total = total + i * s
    return total


def flat_offset(buf: Buffer, indices, lift=as_expr):
    """Where ``buf[indices]`` lies in its storage ``data``: ``elem_offset + sum(i_k * stride_k)``
    (DESIGN.md: views of one ``data`` alias exactly where these offsets meet). The interpreter,
    the z3 encodings, code generation and the alias analyses all use it. ``lift`` maps the
    buffer's IR strides/offset into the caller's arithmetic (``indices`` are already in it)."""
    offset = buf.elem_offset if buf.elem_offset is not None else IntImm(0, INT32)
    return linear_offset(indices, [lift(s) for s in buffer_strides(buf)], lift(offset))


def static_size(buf: Buffer) -> int | None:
    """The number of elements of a buffer's shape when every extent is a literal, else None."""
    n = 1
    for d in buf.shape:
        if not isinstance(d, IntImm):
            return None
        n *= d.value
    return n


def static_span(buf: Buffer) -> int | None:
    """Elements of ``data`` a buffer with constant shape, strides and offset reaches: one
    past its farthest element (0 when empty); None when any of them is symbolic. A strided
    parameter's argument is its backing storage of (at least) this many elements."""
    parts = list(buf.shape) + list(buffer_strides(buf)) + (
        [buf.elem_offset] if buf.elem_offset is not None else [])
    if not all(isinstance(p, IntImm) for p in parts):
        return None
    if any(d.value == 0 for d in buf.shape):
        return 0
    last = flat_offset(buf, [d.value - 1 for d in buf.shape], lift=lambda e: e.value)
    return max(0, last + 1)


def span(buf: Buffer, lift) -> int:
    """``static_span`` for any layout: ``lift`` gives each shape, stride and offset expression's
    value (a call's scalar arguments decide the symbolic ones). The contract requires a strided
    or offset parameter's backing storage to hold this many elements, as TVM's compiled code
    does (it addresses the whole view without knowing the array's length)."""
    shape = [lift(d) for d in buf.shape]
    if any(d <= 0 for d in shape):
        return 0
    return max(0, flat_offset(buf, [d - 1 for d in shape], lift=lift) + 1)


def layout_exprs(buf: Buffer) -> tuple[Expr, ...]:
    """The expressions a non-dense layout mentions (its strides and offset): their free
    variables are parameters of the function like those of the shape."""
    return buf.strides + ((buf.elem_offset,) if buf.elem_offset is not None else ())


# ----------------------------------------------------------------------------- statements


class Stmt:
    __slots__ = ("_h",)         # the cached hash (see _cache_hashes)


FOR_KINDS = ("serial", "parallel", "vectorized", "unroll")

#: a loop bound to a GPU thread axis (``T.thread_binding(n, thread="threadIdx.x")``) has the
#: kind ``"thread_binding:<tag>"``: TVM's ForKind.THREAD_BINDING with its thread tag, kept in the
#: kind so that every pass that copies a loop keeps it. Its iterations run concurrently, like a
#: ``parallel`` loop's: both mean running the iterations in order only when they are race free
#: (``verirw.analysis.races``).
THREAD_PREFIX = "thread_binding:"


def thread_kind(tag: str) -> str:
    """The loop kind of ``T.thread_binding(..., thread=tag)``."""
    return THREAD_PREFIX + tag


def thread_tag(kind: str) -> str | None:
    """The thread tag of a thread-bound loop kind (``"threadIdx.x"``), else None."""
    return kind[len(THREAD_PREFIX):] if kind.startswith(THREAD_PREFIX) else None


def is_concurrent(kind: str) -> bool:
    """Do the iterations of a loop of this kind run at the same time (parallel, threads)?"""
    return kind == "parallel" or kind.startswith(THREAD_PREFIX)


@dataclass(frozen=True, slots=True)
class For(Stmt):
    """``for loop_var in [min, min + extent)``; the loop variable is bound in ``body`` only."""

    loop_var: Var
    min: Expr
    extent: Expr
    kind: str
    body: Stmt


@dataclass(frozen=True, slots=True)
class IfThenElse(Stmt):
    condition: Expr
    then_case: Stmt
    else_case: Stmt | None = None


@dataclass(frozen=True, slots=True)
class BufferStore(Stmt):
    buffer: Buffer
    value: Expr
    indices: tuple[Expr, ...]


@dataclass(frozen=True, slots=True)
class SeqStmt(Stmt):
    """Statements in order; ``SeqStmt(())`` is the no-op (``pass``)."""

    stmts: tuple[Stmt, ...]


NOOP = SeqStmt(())


@dataclass(frozen=True, slots=True)
class LetStmt(Stmt):
    """``var = value`` followed by ``body``, in which ``var`` is bound."""

    var: Var
    value: Expr
    body: Stmt


@dataclass(frozen=True, slots=True)
class Assume(Stmt):
    """``T.assume(condition)``: executions where it is false have no defined behaviour."""

    condition: Expr


@dataclass(frozen=True, slots=True)
class Evaluate(Stmt):
    """``T.evaluate(value)``: evaluate for effect (e.g. to keep an out-of-bounds check)."""

    value: Expr


@dataclass(frozen=True, slots=True)
class Allocate(Stmt):
    """``X = T.alloc_buffer(...)``: fresh, uninitialised storage for ``buffer`` in ``body``."""

    buffer: Buffer
    body: Stmt


@dataclass(frozen=True, slots=True)
class DeclBuffer(Stmt):
    """``X = T.decl_buffer(..., data=Y.data)``: a new view of existing storage in ``body``."""

    buffer: Buffer
    body: Stmt


@dataclass(frozen=True, slots=True)
class While(Stmt):
    """``while cond: body`` (TVM's ``tirx.While``): ``cond`` is evaluated before every
    iteration; the loop ends when it is false or ``body`` runs ``break``. State changes go
    through buffers (TVM reads a scalar ``i = i + 1`` in the body as a store into ``i``'s
    one-element local buffer). Every engine bounds the work it spends on one
    (docs/semantics.md, "while, break and continue")."""

    condition: Expr
    body: Stmt


@dataclass(frozen=True, slots=True)
class Break(Stmt):
    """``break`` (TVM's ``T.break_loop()``): leaves the innermost enclosing ``For`` or
    ``While``; the parser refuses one outside a loop."""


@dataclass(frozen=True, slots=True)
class Continue(Stmt):
    """``continue`` (TVM's ``T.continue_loop()``): ends the current iteration of the innermost
    enclosing ``For`` or ``While`` (a ``For`` goes on with its next value)."""


#: the statements of irregular control flow: an engine that does not give them their meaning
#: refuses a function containing one (``has_control_flow``), never treats it as a plain loop
CONTROL_FLOW = (While, Break, Continue)


def has_control_flow(node) -> bool:
    """Does ``node`` (a statement, a function or a module) contain ``while``, ``break`` or
    ``continue``? Those engines and passes that do not model them refuse such a function."""
    stack = [node]
    seen: set[int] = set()
    while stack:
        x = stack.pop()
        if isinstance(x, CONTROL_FLOW):
            return True
        if isinstance(x, IRModule):
            stack.extend(x.functions)
            continue
        if isinstance(x, PrimFunc):
            stack.append(x.body)
            continue
        if not isinstance(x, Stmt) or id(x) in seen:
            continue
        seen.add(id(x))
        for name in x.__dataclass_fields__:
            value = getattr(x, name)
            if isinstance(value, Stmt):
                stack.append(value)
            elif type(value) is tuple:
                stack.extend(v for v in value if isinstance(v, Stmt))
    return False


def control_flow_problem(node) -> str | None:
    """Why ``node``'s ``break``/``continue`` statements have no meaning, or None: one outside
    any loop, or whose innermost loop runs its iterations concurrently (``parallel``,
    ``vectorized``, thread-bound) or lies outside an enclosing ``Block``. The parser refuses
    both; every engine refuses IR built otherwise."""
    if not has_control_flow(node):
        return None
    stack = [(node.body if isinstance(node, PrimFunc) else node, None)]
    while stack:
        x, loop = stack.pop()
        if isinstance(x, (Break, Continue)):
            word = "break" if isinstance(x, Break) else "continue"
            if loop is None:
                return f"'{word}' outside a loop"
            if loop not in ("serial", "unroll", "while"):
                return f"'{word}' in a {loop.split(':')[0]} loop"
            continue
        if not isinstance(x, Stmt):
            continue
        inner = (x.kind if isinstance(x, For) else "while" if isinstance(x, While)
                 else None if isinstance(x, Block) else loop)
        for name in x.__dataclass_fields__:
            value = getattr(x, name)
            if isinstance(value, Stmt):
                stack.append((value, inner))
            elif type(value) is tuple:
                stack.extend((v, inner) for v in value if isinstance(v, Stmt))
    return None


@dataclass(frozen=True, slots=True)
class Block(Stmt):
    """``with T.block("name"):`` — a named region; schedule primitives address it by name."""

    name: str
    body: Stmt


# ----------------------------------------------------------------------------- TVM's packed API
# What TVM's CPU pipeline writes from ``tirx.MakePackedAPI`` on: a function that unpacks its
# arguments from a runtime record, checks them with ``assert`` and returns an int32 code. Their
# meaning (docs/semantics.md, "TVM's packed calling convention") is given by verirw.packed,
# which translates a packed function into the statements above for ``check``.


@dataclass(frozen=True, slots=True)
class MetaString:
    """``metadata["ir.StringImm"][index]``: a string of TVM's metadata section that its printer
    leaves out (part of an assert's message). Kept by reference, printed back as it was."""

    key: str
    index: int


@dataclass(frozen=True, slots=True)
class Assert(Stmt):
    """``assert condition, (kind, [parts...])`` (TVM's AssertStmt): where ``condition`` is false
    the function stops and raises ``kind`` with the message ``parts`` (strings and
    ``MetaString``s) — an outcome of its own, not undefined behaviour. ``kind`` "" is the bare
    form ``assert c, "message"``."""

    condition: Expr
    kind: str
    message: tuple


@dataclass(frozen=True, slots=True)
class Return(Stmt):
    """``return value`` (``T.ret(value)``): the packed function's int32 result; it ends the
    function."""

    value: Expr


@dataclass(frozen=True, slots=True)
class BufferRef:
    """A buffer named by an ``AttrStmt`` but bound by no statement (TVM prints it
    ``x = T.Buffer(shape)`` before ``T.attr(x, "storage_alignment", 64)``: the parameter whose
    DLTensor data a later ``T.decl_buffer`` declares). A name and a shape, not storage."""

    name: str
    shape: tuple
    dtype: DType


@dataclass(frozen=True, slots=True)
class AttrStmt(Stmt):
    """``with T.attr(node, key, value):`` (``node`` 0 is the dict form ``T.attr({key: value})``):
    an annotation of ``body`` for TVM's code generator (compute scope, device, alignment)."""

    node: object            # 0, a string such as "default", or a BufferRef
    key: str
    value: object           # an Expr or a string
    body: Stmt


@dataclass(frozen=True, slots=True)
class RuntimeCall(Expr):
    """A builtin of TVM's lowered runtime (``PACKED_OPS``): reads of the argument record
    (``T.tvm_struct_get(h, index, field, dtype)``), pointer arithmetic and tests on handles,
    workspace allocation, ``T.call_llvm_pure_intrin(dtype, name, args...)`` (``name``)."""

    op: str
    args: tuple[Expr, ...]
    dtype: DType
    name: str = ""


@dataclass(frozen=True, slots=True)
class FuncCall(Expr):
    """A call of another function of the same module (TVM's ``Call`` of a ``GlobalVar``,
    printed ``Module.name(args...)``); a statement call is ``Evaluate(FuncCall(...))``.
    Its meaning is the callee's body on the arguments (scalars by value, a handle parameter
    bound to ``X.data`` or ``T.address_of(X[i, ...])``): ``verirw.inline.inline_calls``
    gives it, and every engine reads a module through that function. An engine handed a
    function that still makes the call refuses it by name (docs/semantics.md, "Calls between
    a module's functions")."""

    name: str
    args: tuple[Expr, ...]
    dtype: DType


@dataclass(frozen=True, slots=True)
class AddressOf(Expr):
    """``T.address_of(X[i, ...])``: the address of one element of ``X``, a handle. Only an
    argument of a ``FuncCall`` (where inlining turns it into a view of ``X`` at that
    element); no engine reads it elsewhere."""

    load: BufferLoad
    dtype: DType = HANDLE


@dataclass(frozen=True, slots=True)
class MakeArray(Expr):
    """``T.tvm_stack_make_array(data, T.tvm_stack_make_shape(...), 0, ndim, T.float32(0.0),
    elem_offset)``: a DLTensor on the stack describing a dense array of ``elem_dtype`` elements
    of ``shape`` at ``data`` (``elem_offset`` elements in), the argument TVM passes to another
    function's ``T.Buffer`` parameter. Only an argument of a ``FuncCall``: inlining makes the
    callee's buffer a view of that storage (``verirw.inline``); no engine reads it elsewhere."""

    data: Expr
    shape: tuple[Expr, ...]
    elem_dtype: DType
    elem_offset: Expr
    dtype: DType = HANDLE


#: op -> what it is (verirw.packed gives them their meaning)
PACKED_OPS = {
    "tvm_struct_get": "a field of TVM's argument record or of a DLTensor",
    "handle_add_byte_offset": "a handle plus a byte offset",
    "isnullptr": "whether a handle is null",
    "reinterpret": "a handle seen as another pointer type",
    "call_llvm_pure_intrin": "an LLVM intrinsic",
    "TVMBackendAllocWorkspace": "TVM's workspace allocator",
    "TVMBackendFreeWorkspace": "TVM's workspace allocator",
    "tvm_throw_last_error": "raising TVM's last error",
}


def all_of(conds) -> Expr:
    """``c1 and c2 and ...`` (left-nested, as the parser builds chains); True when empty."""
    conds = list(conds)
    if not conds:
        return IntImm(1, BOOL)
    out = conds[0]
    for c in conds[1:]:
        out = And(out, c)
    return out


def any_of(conds) -> Expr:
    """``c1 or c2 or ...``; False when empty."""
    conds = list(conds)
    if not conds:
        return IntImm(0, BOOL)
    out = conds[0]
    for c in conds[1:]:
        out = Or(out, c)
    return out


_NEGATED = {}     # filled below: comparison class -> its negation on totally ordered values


def negate(cond: Expr) -> Expr:
    """``not cond``, written without ``not`` where that is exact: a comparison of integers
    flips (``not a < b`` is ``a >= b``); on floats it does not (NaN), so ``Not`` stays; nor
    does a comparison with a bare ``T.undef()`` operand (``x == T.undef()`` is a defined
    special form, ``x != T.undef()`` an undefined condition)."""
    if isinstance(cond, Not):
        return cond.a
    flipped = _NEGATED.get(type(cond))
    if flipped is not None and not cond.a.dtype.is_float \
            and not isinstance(cond.a, Undef) and not isinstance(cond.b, Undef):
        return flipped(cond.a, cond.b)
    return Not(cond)


_NEGATED.update({LT: GE, GE: LT, LE: GT, GT: LE, EQ: NE, NE: EQ})


def is_true(cond: Expr) -> bool:
    """The literal True (a guard that needs no ``if``)."""
    return isinstance(cond, IntImm) and cond.dtype == BOOL and cond.value == 1


def guarded(cond: Expr, body: "Stmt") -> "Stmt":
    """``if cond: body``, or ``body`` itself when ``cond`` is the literal True."""
    return body if is_true(cond) else IfThenElse(cond, body)


def loop_nest(loops, body: "Stmt") -> "Stmt":
    """``body`` inside loops given outermost first as ``(var, min, extent, kind)``."""
    for var, lo, extent, kind in reversed(list(loops)):
        body = For(var, lo, extent, kind, body)
    return body


def flat_stmts(s: Stmt) -> tuple[Stmt, ...]:
    """The statements of ``s`` with nested sequences flattened, in order (without recursion:
    sequences nest thousands deep)."""
    out: list[Stmt] = []
    stack = [s]
    while stack:
        x = stack.pop()
        if isinstance(x, SeqStmt):
            stack.extend(reversed(x.stmts))
        else:
            out.append(x)
    return tuple(out)


def seq(*stmts: Stmt) -> Stmt:
    """Flatten nested sequences and drop no-ops; a single statement is returned as itself."""
    flat: list[Stmt] = []
    for s in stmts:
        if isinstance(s, SeqStmt):
            flat.extend(x for x in s.stmts)
        else:
            flat.append(s)
    if len(flat) == 1:
        return flat[0]
    return SeqStmt(tuple(flat))


def _fields_of(node) -> tuple:
    return tuple(getattr(node, n) for n in node._names)


def _fill_hashes(root) -> None:
    """Hash ``root`` and every uncached node below it, children first, without recursion."""
    stack = [(root, False)]
    while stack:
        node, ready = stack.pop()
        if ready:
            if not hasattr(node, "_h"):
                object.__setattr__(node, "_h", hash(_fields_of(node)))   # children cached
            continue
        if hasattr(node, "_h"):
            continue
        stack.append((node, True))
        for value in _fields_of(node):
            for child in (value if type(value) is tuple else (value,)):
                if type(child) in _HASH_CACHED and not hasattr(child, "_h"):
                    stack.append((child, False))


def _cached_hash(self) -> int:
    try:
        return self._h
    except AttributeError:
        _fill_hashes(self)
        return self._h


def _iterative_eq(self, other):
    """Exact structural equality, without recursion (a 10,000-deep expression compares on
    any thread); unequal hashes (cached) answer at once."""
    if other.__class__ is not self.__class__:
        return NotImplemented
    stack = [(self, other)]
    while stack:
        a, b = stack.pop()
        if a is b:
            continue
        ta = type(a)
        if ta is not type(b):
            return False
        if ta in _HASH_CACHED:
            if hash(a) != hash(b):
                return False
            stack.extend(zip(_fields_of(a), _fields_of(b)))
        elif ta is tuple:
            if len(a) != len(b):
                return False
            stack.extend(zip(a, b))
        elif not a == b:
            return False
    return True


def _cache_hashes(*classes) -> None:
    """Frozen dataclasses recompute their hash from all fields on every call and compare
    recursively: O(size) per dict lookup (quadratic on long statement lists and deep
    expressions) and a RecursionError past ~1,000 levels. The same hash, cached in ``_h`` (not
    a field) and computed without recursion; the same equality, without recursion."""
    for cls in classes:
        for sub in [cls] + cls.__subclasses__():
            sub._names = tuple(cls.__dataclass_fields__)
            _HASH_CACHED.add(sub)
        cls.__hash__ = _cached_hash
        cls.__eq__ = _iterative_eq


_HASH_CACHED: set[type] = set()
_cache_hashes(IntImm, BinaryOp, CmpOp, And, Or, Not, Select, Cast, BufferLoad, Call, For,
              IfThenElse, BufferStore, SeqStmt, LetStmt, Assume, Evaluate, Allocate, DeclBuffer,
              Block, While)


# ----------------------------------------------------------------------------- functions


@dataclass(frozen=True, slots=True)
class OpaqueAttr:
    """A function attribute value that is not a plain literal, e.g. TVM's
    ``T.target({"kind": "llvm", ...})`` or a list: metadata kept as its (normalised) TVMScript
    text, printed back verbatim in every dialect. It has no meaning for verirw's semantics;
    ``==`` compares the text. See docs/tvm-interop.md "Function attributes"."""

    text: str

    def __repr__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True, eq=False)
class PrimFunc:
    """A function over buffers. ``params`` are handle vars (buffers, via ``buffer_map``) or
    scalar vars. ``==`` is alpha-equivalence (names ignored, binding respected)."""

    name: str
    params: tuple[Var, ...]
    buffer_map: tuple[tuple[Var, Buffer], ...]
    body: Stmt
    attrs: tuple[tuple[str, object], ...] = ()
    private: bool = False

    #: ``(equal, hash)`` of alpha-equivalence: verirw.structural, which builds on this module
    #: and so is not imported by it, installs them; the package imports it with this module.
    alpha_equivalence = None

    def __eq__(self, other):
        return isinstance(other, PrimFunc) and PrimFunc.alpha_equivalence[0](self, other)

    def __hash__(self):
        return PrimFunc.alpha_equivalence[1](self)

    @property
    def buffers(self) -> dict[str, Buffer]:
        """Parameter buffers by name, in parameter order."""
        return {buf.name: buf for _, buf in self.buffer_map}

    def param_buffer(self, param: Var) -> Buffer | None:
        for var, buf in self.buffer_map:
            if var is param:
                return buf
        return None

    @property
    def scalar_params(self) -> tuple[Var, ...]:
        mapped = {id(v) for v, _ in self.buffer_map}
        return tuple(p for p in self.params if id(p) not in mapped and not p.dtype.is_handle)

    def with_body(self, body: Stmt) -> "PrimFunc":
        return PrimFunc(self.name, self.params, self.buffer_map, body, self.attrs, self.private)


@dataclass(frozen=True, slots=True, eq=False)
class IRModule:
    """Several PrimFuncs, e.g. a producer and a consumer (RFC 0077 "Points of communication")."""

    functions: tuple[PrimFunc, ...]
    name: str = "Module"

    def __getitem__(self, name: str) -> PrimFunc:
        for f in self.functions:
            if f.name == name:
                return f
        raise KeyError(f"module {self.name} has no function {name!r}; it has "
                       + (", ".join(f.name for f in self.functions) or "no functions"))

    def __iter__(self) -> Iterator[PrimFunc]:
        return iter(self.functions)

    def __eq__(self, other):
        return (isinstance(other, IRModule) and len(self.functions) == len(other.functions)
                and all(a.name == b.name and a == b for a, b in zip(self.functions, other.functions)))

    def __hash__(self):
        return hash(tuple(hash(f) for f in self.functions))


Node = Expr | Stmt | Buffer | PrimFunc | IRModule
