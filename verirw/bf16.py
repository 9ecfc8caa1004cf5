"""The meaning of ``bfloat16``: TVM 0.27's BF16ComputeLegalize, as one IR-to-IR function.

TVM's LLVM pipeline has no bfloat16 arithmetic. ``tirx.transform.BF16ComputeLegalize`` rewrites
a function so that every ``bfloat16`` *expression* is computed in float32 and only the
storage a caller sees stays 16 bits; ``BF16StorageLegalize`` then makes that storage
``uint16`` bits. Measured on TVM 0.27's compiled code (tests/test_bfloat16.py,
docs/semantics.md "bfloat16"):

* an operation on ``bfloat16`` operands is the float32 operation, **not rounded** to bfloat16
  (``(A[i] + B[i]) - A[i]`` with ``A = 1``, ``B = 2**-8`` stores ``2**-8``, not 0);
* ``T.Cast("bfloat16", x)`` is ``T.Cast("float32", x)`` (from float64 or an integer: rounded
  to float32 only; stored, it is rounded a second time, to bfloat16); a ``bfloat16`` literal,
  ``let`` variable, intrinsic call (``T.exp``) is its float32 counterpart;
* a buffer that the function allocates (``T.alloc_buffer``, ``T.decl_buffer`` without
  ``data``) holds float32 values, however it is declared;
* a load from ``bfloat16`` storage (a parameter's, or a view of one) is exact, and a store
  into it rounds the float32 value to the nearest bfloat16, a tie to the even one (TVM's
  integer rounding ``(bits + 0x7fff + ((bits >> 16) & 1)) >> 16``: overflow gives
  infinity, subnormals round like normal numbers).

``legalize(func)`` writes that meaning in verirw's IR: expressions become float32, a load
from bfloat16 storage becomes ``T.Cast("float32", A[i])`` and a store into it stores
``T.Cast("bfloat16", value)`` of a float32 value. Those two casts are the only ``bfloat16``
computations left, and every engine gives them the storage meaning (widening: exact;
narrowing: round to nearest even). Every engine runs the legalized function; the printer and
the passes keep the program as written. ``legalize`` is idempotent and returns ``func``
itself when it has no bfloat16.

One difference is recorded, not copied: TVM's rounding is integer arithmetic on a NaN's bits
too, so a float32 NaN whose payload carries (``0x7f80ffff`` is kept a NaN, ``0x7f808000``
becomes infinity, ``0x7fff8000`` becomes -0.0) does not stay a NaN. verirw gives a float its
value, not its bits (z3 has one NaN), and stores every NaN as a NaN. A NaN loaded from
bfloat16 storage or made by float32 arithmetic on non-NaN values (x86's default NaN
``0xffc00000``) never carries; only a NaN read from float32/float64 data can.
"""

from __future__ import annotations

from verirw import ir, visit
from verirw.dtypes import BFLOAT16, FLOAT32, DType
from verirw.errors import VerirwError

__all__ = ["Unsupported", "uses_bf16", "legalize", "legalize_expr"]


class Unsupported(VerirwError, ValueError):
    """A use of ``bfloat16`` that verirw gives no meaning (named in the message)."""


def _is_bf16(dtype) -> bool:
    return isinstance(dtype, DType) and dtype.is_bfloat16


def uses_bf16(node) -> bool:
    """Does ``node`` (a function, statement or expression) mention ``bfloat16``?"""
    for n in visit.walk(node):
        if isinstance(n, (ir.Expr, ir.Buffer)) and _is_bf16(getattr(n, "dtype", None)):
            return True
    return False


def legalize(func):
    """``func`` (a PrimFunc or IRModule) with TVM's bfloat16 meaning written in float32 (see
    the module docstring); ``func`` itself when it has no bfloat16."""
    if isinstance(func, ir.IRModule):
        funcs = tuple(legalize(f) for f in func.functions)
        if all(a is b for a, b in zip(funcs, func.functions)):
            return func
        return ir.IRModule(funcs, func.name)
    if not uses_bf16(func):
        return func
    for p in func.scalar_params:
        if _is_bf16(p.dtype):
            raise Unsupported(f"the scalar parameter {p.name} is bfloat16: verirw gives a "
                              "bfloat16 scalar argument no meaning (TVM's calling convention "
                              "passes a float as a double); pass it as float32")
    allocated = {id(s.buffer.data) for s in visit.walk(func.body)
                 if isinstance(s, ir.Allocate) and _is_bf16(s.buffer.dtype)}
    return visit.transform(func, _Legalizer(allocated).post)


def legalize_expr(expr: ir.Expr) -> ir.Expr:
    """A standalone expression's meaning: its bfloat16 operations in float32 (a load from a
    bfloat16 buffer and a bfloat16 variable are bfloat16 values, widened exactly)."""
    if not uses_bf16(expr):
        return expr
    return visit.transform(expr, _Legalizer(set(), standalone=True).post)


class _Legalizer:
    def __init__(self, allocated: set[int], standalone: bool = False):
        self.allocated = allocated         # data vars of storage the function allocates
        self.standalone = standalone       # a bfloat16 variable holds a bfloat16 value
        self.vars: dict[int, ir.Var] = {}  # bfloat16 let variables -> float32 ones

    def post(self, n):
        if isinstance(n, ir.Buffer):
            if _is_bf16(n.dtype) and id(n.data) in self.allocated:
                return ir.Buffer(n.name, n.shape, FLOAT32, n.data, n.axis_separators, n.scope,
                                 n.strides, n.elem_offset)
            return n
        if isinstance(n, ir.BufferStore):
            if _is_bf16(n.buffer.dtype) and not _is_bf16(n.value.dtype):
                return ir.BufferStore(n.buffer, ir.Cast(BFLOAT16, n.value), n.indices)
            return n
        if not isinstance(n, ir.Expr):
            return n
        if isinstance(n, ir.BufferLoad):
            return ir.Cast(FLOAT32, n) if _is_bf16(n.dtype) else n
        if isinstance(n, ir.Cast):
            target = FLOAT32 if _is_bf16(n.dtype) else n.dtype
            if n.value.dtype == target:
                return n.value                         # the identity (a bfloat16 widening)
            if _is_bf16(n.dtype):
                return ir.Cast(FLOAT32, n.value)
            return n
        if isinstance(n, ir.Var):
            if _is_bf16(n.dtype) and self.standalone:
                return ir.Cast(FLOAT32, n)             # exact: its value is a bfloat16
            if _is_bf16(n.dtype):
                new = self.vars.get(id(n))
                if new is None:
                    new = self.vars[id(n)] = ir.Var(n.name, FLOAT32)
                return new
            return n
        if isinstance(n, ir.FloatImm):
            return ir.FloatImm(n.value, FLOAT32) if _is_bf16(n.dtype) else n
        if isinstance(n, ir.Undef):
            return ir.Undef(FLOAT32) if _is_bf16(n.dtype) else n
        if isinstance(n, ir.Call):
            if n.op in (ir.BITCAST, ir.REINTERPRET) and (
                    _is_bf16(n.dtype) or any(_is_bf16(a.dtype) for a in n.args)
                    or any(isinstance(a, ir.Cast) and _is_bf16(a.value.dtype) for a in n.args)):
                raise Unsupported("T.reinterpret of a bfloat16 value is not supported: verirw "
                                  "gives bfloat16 its value, not its bits")
            return ir.Call(n.op, n.args, FLOAT32) if _is_bf16(n.dtype) else n
        if isinstance(n, ir.ExternCall):
            return (ir.ExternCall(n.name, n.args, FLOAT32, n.pure) if _is_bf16(n.dtype) else n)
        if _is_bf16(getattr(n, "dtype", None)):
            raise Unsupported(f"verirw gives no bfloat16 meaning to {type(n).__name__}")
        return n
