"""One entry per operation: every fact about an IR operation, written once.

Each ``Op`` holds what the engines used to spell out separately: the IR class, the surface
syntax (infix symbol, ``T.<name>`` call names, printer precedence), the egglog constructor
and its cost, the meaning in Python (ints, floats, numpy arrays) and in z3 (per sort), when
the operation is undefined (``partials``: ``Partial`` data that every engine reads the same
way, through ``op.partials_for(dtype)`` — a zero divisor, ``MIN // -1`` on a signed dtype, a
shift amount out of range) and a simple interval transfer. The tables that used to be
written by hand in each engine (the parser's operator maps and constant folding, the
printer's, the egglog schema, codec and rule tables, the prover's, the SMT encoder's,
numpy_eval's) are now derived from these entries.

Dispatch convention (every engine: interpreter, SMT encoder, codegen, numpy_eval, printer,
egraph codec, parser):

1. ``op = ops.of(node)``: an operation node is handled by its *family* (``ARITH``, ``CMP``)
   using the entry's meaning fields; the engine keeps only its code generation for the
   family (e.g. the interpreter's inline ``//`` where ``Partial.surely_defined`` holds for
   every partiality, codegen's LLVM instructions for the ``division`` kinds), never a second
   copy of the meaning.
2. Otherwise the node is structural (literals, ``Var``, ``BufferLoad``, ``Cast``, ``Call``,
   ``Undef``, statements) and the engine dispatches on its class. ``Cast`` and the ``Call``
   builtins are not entries: their meaning depends on the dtypes (or the builtin's name), not
   on a fixed operator. ``LOGIC`` and ``SELECT`` entries give names, precedence and egglog
   constructors; their evaluation order (short-circuit, only the chosen branch) is structure,
   so engines evaluate them by class.
3. Anything else is refused with a named error that says which engine and which class
   (``unsupported``); never a ``KeyError`` or a silent skip.

Adding a binary operator is one ``Op`` entry (see docs/adding-an-op.md); an engine that needs
special code for it (codegen's LLVM, the interpreter's inline fast path) adds a hook there.
"""

from __future__ import annotations

import ast
import contextlib
import operator
from dataclasses import dataclass
from typing import Callable

import numpy as np
import z3

from verirw import ir
from verirw.errors import VerirwError

#: rounding mode of every float operation (IEEE default; the interpreter rounds the same way)
RM = z3.RNE()

# families
ARITH, CMP, LOGIC, SELECT = "arith", "cmp", "logic", "select"

# Python precedence levels of the printed form (higher binds tighter)
P_OR, P_AND, P_NOT, P_CMP = 1, 2, 3, 4
P_BITOR, P_BITXOR, P_BITAND, P_SHIFT = 5, 6, 7, 8          # Python: | < ^ < & < << >>
P_ADD, P_MUL, P_UNARY, P_ATOM = 9, 10, 11, 13


# ----------------------------------------------------------------------------- partiality


#: a ``Partial`` value standing for the minimum of the operation's (signed) dtype,
#: ``-2**(bits-1)``; the methods then need the dtype width (``bits=``)
DTYPE_MIN = "dtype_min"


@dataclass(frozen=True)
class Partial:
    """Where an operation is undefined, as data that every engine (interpreter, z3 encoder,
    codegen, numpy_eval, parser's constant folding, analysis) reads the same way: operand
    ``operand`` (0 = a, 1 = b) equal to ``value`` (a zero divisor) and, with ``also``, every
    further ``(operand, value)`` equality at once (``MIN // -1``: the divisor is -1 and the
    dividend is the dtype's minimum, ``DTYPE_MIN``); or — with ``width_range`` — outside
    ``[0, bits)`` where ``bits`` is the width of the operation's dtype (a shift amount;
    ``value`` is then None). ``signed_only``: defined everywhere on other dtypes (unsigned
    integers, floats). An entry may have several (``Op.partials``); engines take those of a
    dtype with ``Op.partials_for(dtype)`` and read each through these methods. ``kind`` is the
    ExecutionError kind and the SMT condition label. The methods take the dtype width as
    ``bits=`` (needed for ``width_range`` and ``DTYPE_MIN``)."""

    kind: str
    operand: int
    value: int | str | None
    message: str
    width_range: bool = False
    also: tuple[tuple[int, int | str], ...] = ()
    signed_only: bool = False

    @property
    def equalities(self) -> tuple[tuple[int, int | str], ...]:
        """Every ``(operand, value)`` that must hold at once (not for ``width_range``)."""
        return ((self.operand, self.value),) + self.also

    def applies(self, dtype) -> bool:
        """Can an operation of ``dtype`` be undefined this way?"""
        return not self.signed_only or bool(dtype.is_int and dtype.is_signed)

    @property
    def needs_bits(self) -> bool:
        """Does the condition depend on the dtype width (``bits=``)?"""
        return self.width_range or any(v == DTYPE_MIN for _, v in self.equalities)

    @staticmethod
    def _value(v, bits: int | None) -> int:
        return -(1 << (_need(bits) - 1)) if v == DTYPE_MIN else v

    def equalities_at(self, bits: int | None = None) -> tuple[tuple[int, int], ...]:
        """``equalities`` with ``DTYPE_MIN`` resolved for a ``bits``-wide dtype."""
        return tuple((i, self._value(v, bits)) for i, v in self.equalities)

    def undefined(self, *args, bits: int | None = None) -> bool:
        """On Python or numpy scalars."""
        if self.width_range:
            x = args[self.operand]
            return bool(x < 0 or x >= _need(bits))
        return all(bool(args[i] == self._value(v, bits)) for i, v in self.equalities)

    def undefined_lanes(self, *args, bits: int | None = None):
        """On numpy arrays: the lanes where the operation is undefined."""
        if self.width_range:
            x = args[self.operand]
            return (x < 0) | (x >= _need(bits))
        out = None
        for i, v in self.equalities:
            lanes = args[i] == self._value(v, bits)
            out = lanes if out is None else out & lanes
        return out

    def any_undefined(self, *args, bits: int | None = None) -> bool:
        """On numpy arrays (any lane)."""
        return bool(np.any(self.undefined_lanes(*args, bits=bits)))

    def defined_z3(self, *args, bits: int | None = None) -> z3.BoolRef:
        """The z3 condition under which the operation is defined (the operands' own sort:
        Int for index arithmetic, BitVec for values). On a bit-vector, ``0 <= x < bits`` is
        the unsigned ``x < bits`` whatever the dtype's signedness (a negative signed amount
        is, unsigned, at least ``2**(w-1) > bits``)."""
        if self.width_range:
            x = args[self.operand]
            if z3.is_bv(x):
                return z3.ULT(x, z3.BitVecVal(_need(bits), x.size()))
            return z3.And(x >= 0, x < _need(bits))
        pairs = [(args[i], self._value(v, bits)) for i, v in self.equalities]
        pairs = [(x, z3.BitVecVal(v, x.size()) if z3.is_bv(x) else v) for x, v in pairs]
        if len(pairs) == 1:
            return pairs[0][0] != pairs[0][1]
        return z3.Not(z3.And(*(x == v for x, v in pairs)))

    def surely_defined(self, *operands: ir.Expr) -> bool:
        """The IR operands decide that the operation is defined (no run-time check needed):
        a literal that is not its ``value`` (one equality fails), a literal within
        ``[0, bits)`` of the operation's dtype, or a dtype this partiality does not apply to
        (the operation's dtype is its first operand's)."""
        if not self.applies(operands[0].dtype):
            return True
        if self.width_range:
            x = operands[self.operand]
            return isinstance(x, ir.IntImm) and 0 <= x.value < operands[0].dtype.bits
        bits = operands[0].dtype.bits
        return any(isinstance(operands[i], ir.IntImm)
                   and operands[i].value != self._value(v, bits) for i, v in self.equalities)


def _need(bits: int | None) -> int:
    if bits is None:
        raise TypeError("this partiality depends on the dtype width: pass bits=")
    return bits


#: integer division by zero is an error (DESIGN.md "Semantics contract"); on floats it is IEEE
DIVISOR_ZERO = Partial("division_by_zero", 1, 0, "division by zero")

#: ``MIN // -1`` and ``MIN % -1`` (floor and trunc, quotient and remainder) on a signed dtype
#: are undefined, as in TVM's code (``sdiv``/``srem``: LLVM immediate undefined behaviour; the
#: process dies with SIGFPE at every width, int8 included, measured on TVM 0.27). In both
#: domains: index arithmetic is the expression dtype's machine arithmetic in TVM's code too.
DIVISION_OVERFLOW = Partial("division_overflow", 1, -1,
                            "division overflow (the dtype's minimum divided by -1)",
                            also=((0, DTYPE_MIN),), signed_only=True)


#: a shift amount outside ``[0, bits)`` is undefined, as in TVM (a literal is a compile error
#: there) and LLVM (``shl``/``ashr``/``lshr`` give poison)
SHIFT_RANGE = Partial("shift_out_of_range", 1, None,
                      "shift amount out of range (must be in [0, bits of the dtype))",
                      width_range=True)


@dataclass(frozen=True)
class Division:
    """Which of the four integer divisions: how the quotient rounds and which part is kept.
    Code generators build their instruction sequence from these two facts."""

    rounding: str       # "floor" | "trunc"
    part: str           # "quotient" | "remainder"


# ----------------------------------------------------------------------------- Python meanings
# On Python ints (mathematical integers); ``verirw.semantics.<name>`` reads them from here.

def floordiv(a: int, b: int) -> int:
    return a // b


def floormod(a: int, b: int) -> int:
    return a % b


def truncdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def truncmod(a: int, b: int) -> int:
    return a - b * truncdiv(a, b)


# ----------------------------------------------------------------------------- z3 meanings
# Module-level so that rule provers and tests use the very same definitions as the encoder
# (verirw.smt re-exports them under the same names).


def int_floordiv(x: z3.ArithRef, y: z3.ArithRef) -> z3.ArithRef:
    """Floor division on Ints. z3 ``x / y`` is Euclidean (floor only for ``y > 0``):
    for a negative divisor negate both operands."""
    if z3.is_int_value(y):
        return x / y if y.as_long() > 0 else (-x) / (-y)
    return z3.If(y >= 0, x / y, (-x) / (-y))


def int_floormod(x: z3.ArithRef, y: z3.ArithRef) -> z3.ArithRef:
    """Floor modulo: the result has the sign of the divisor; ``x == y*fd + fm``."""
    return x - y * int_floordiv(x, y)


def int_truncdiv(x: z3.ArithRef, y: z3.ArithRef) -> z3.ArithRef:
    """Truncating division (C ``/``): Euclid agrees with truncation for ``x >= 0``."""
    return z3.If(x >= 0, x / y, -((-x) / y))


def int_truncmod(x: z3.ArithRef, y: z3.ArithRef) -> z3.ArithRef:
    """Truncating remainder (C ``%``): the result has the sign of the dividend."""
    return x - y * int_truncdiv(x, y)


def bv_floordiv(a: z3.BitVecRef, b: z3.BitVecRef, signed: bool) -> z3.BitVecRef:
    """Floor division on wrapping bit-vectors, equal to ``wrap(a // b)``.

    ``(a - smod(a, b)) / b`` is *not* exact: ``a - smod`` can overflow (int8: -128 // 3).
    Instead round the truncated quotient down when the remainder's sign differs from the
    divisor's; the quotient is then never at the edge of the range.
    """
    if not signed:
        return z3.UDiv(a, b)
    q, r = a / b, z3.SRem(a, b)
    return z3.If(z3.And(r != 0, (r < 0) != (b < 0)), q - 1, q)


def bv_floormod(a: z3.BitVecRef, b: z3.BitVecRef, signed: bool) -> z3.BitVecRef:
    """Floor modulo: z3py ``%`` on bit-vectors is ``bvsmod`` (sign of the divisor)."""
    return a % b if signed else z3.URem(a, b)


def bv_truncdiv(a: z3.BitVecRef, b: z3.BitVecRef, signed: bool) -> z3.BitVecRef:
    return a / b if signed else z3.UDiv(a, b)


def bv_truncmod(a: z3.BitVecRef, b: z3.BitVecRef, signed: bool) -> z3.BitVecRef:
    return z3.SRem(a, b) if signed else z3.URem(a, b)


def fp_floordiv(a: z3.FPRef, b: z3.FPRef) -> z3.FPRef:
    """``floor(a / b)`` with the quotient rounded first (one IEEE division, then floor)."""
    return z3.fpRoundToIntegral(z3.RTN(), z3.fpDiv(RM, a, b))


def fp_floormod(a: z3.FPRef, b: z3.FPRef) -> z3.FPRef:
    """``a - b * floor(a / b)``, each operation rounded (not ``fmod``)."""
    return z3.fpSub(RM, a, z3.fpMul(RM, b, fp_floordiv(a, b)))


def fp_truncmod(a: z3.FPRef, b: z3.FPRef) -> z3.FPRef:
    """C ``fmod``: the exact ``a - b * trunc(a / b)``. Built from IEEE ``fpRem`` (quotient
    rounded to nearest): when its sign differs from ``a``'s, add ``|b|`` with ``a``'s sign;
    the true result is representable, so that addition is exact."""
    r = z3.fpRem(a, b)
    step = z3.If(z3.fpIsNegative(a), z3.fpNeg(z3.fpAbs(b)), z3.fpAbs(b))
    wrong_sign = z3.And(z3.Not(z3.fpIsZero(r)), z3.fpIsNegative(r) != z3.fpIsNegative(a))
    return z3.If(wrong_sign, z3.fpAdd(RM, r, step), r)


#: the widest integer dtype: a defined shift amount is below it
MAX_BITS = 64


def _by_amount(b: z3.ArithRef, f: Callable[[int], z3.ArithRef]) -> z3.ArithRef:
    """``f(k)`` where ``b == k``, for every amount ``k`` in ``[0, MAX_BITS)``: a case split
    with linear branches (exact wherever the shift is defined; outside, the encoder has
    recorded the ``shift_out_of_range`` condition and the value does not matter)."""
    if z3.is_int_value(b):
        k = b.as_long()
        return f(k) if 0 <= k < MAX_BITS else f(0)
    out = f(MAX_BITS - 1)
    for k in range(MAX_BITS - 2, -1, -1):
        out = z3.If(b == k, f(k), out)
    return out


def int_shl(a: z3.ArithRef, b: z3.ArithRef) -> z3.ArithRef:
    """``a << b`` on mathematical integers: ``a * 2**b``."""
    return _by_amount(b, lambda k: a * (1 << k))


def int_shr(a: z3.ArithRef, b: z3.ArithRef) -> z3.ArithRef:
    """``a >> b`` on mathematical integers: ``floor(a / 2**b)`` (z3's Int division by a
    positive constant is floor division)."""
    return _by_amount(b, lambda k: a / (1 << k) if k else a)


def _and_literal(x: z3.ArithRef, c: int) -> z3.ArithRef:
    """``x & c`` for a literal ``c`` on mathematical integers (infinite two's complement),
    exactly: each run of set bits ``[lo, hi)`` of ``c >= 0`` keeps ``(x // 2**lo) % 2**(hi-lo)``
    at its place; for ``c < 0``, ``x & c == x - (x & ~c)`` (the two masks split x's bits)."""
    if c < 0:
        return x - _and_literal(x, ~c)
    terms, bit = [], 0
    while c >> bit:
        if not (c >> bit) & 1:
            bit += 1
            continue
        lo = bit
        while (c >> bit) & 1:
            bit += 1
        part = (x / (1 << lo)) if lo else x
        terms.append((part % (1 << (bit - lo))) * (1 << lo))
    return z3.Sum(terms) if terms else z3.IntVal(0)


def int_bitand(a: z3.ArithRef, b: z3.ArithRef) -> z3.ArithRef:
    """``a & b`` on z3 Ints (index arithmetic), exact when one operand is a literal. Two
    symbolic operands have no exact linear encoding on unbounded integers (a bit-vector of any
    fixed width would be wrong past it), so they are refused (``Unsupported``: unknown)."""
    if z3.is_int_value(b):
        return _and_literal(a, b.as_long())
    if z3.is_int_value(a):
        return _and_literal(b, a.as_long())
    raise Unsupported("index arithmetic &, | and ^ of two non-literal operands has no exact "
                      "z3 Int encoding (mathematical integers); the value domain is exact")


def int_bitor(a: z3.ArithRef, b: z3.ArithRef) -> z3.ArithRef:
    """``a | b == a + b - (a & b)`` (exact on integers)."""
    return a + b - int_bitand(a, b)


def int_bitxor(a: z3.ArithRef, b: z3.ArithRef) -> z3.ArithRef:
    """``a ^ b == a + b - 2 * (a & b)`` (exact on integers)."""
    return a + b - 2 * int_bitand(a, b)


def _real_trunc(q):
    return z3.ToReal(z3.If(q >= 0, z3.ToInt(q), -z3.ToInt(-q)))


# ----------------------------------------------------------------------------- numpy meanings

def np_truncdiv(a, b):
    """C division from floor division: round up where the remainder is nonzero and the
    signs differ. Stays in the operands' dtype (``MIN / -1``, undefined, is never asked)."""
    fix = (a % b != 0) & ((a < 0) != (b < 0))
    return a // b + fix.astype(a.dtype)


def np_truncmod(a, b):
    """C remainder (sign of the dividend) from the floor remainder (sign of the divisor)."""
    r = a % b
    return np.where((r != 0) & ((a < 0) != (b < 0)), r - b, r)


def f_floordiv(a, b):
    """Float ``a // b`` as TVM lowers it: floor of the rounded quotient (semantics.py)."""
    return np.floor(a / b)


def f_floormod(a, b):
    """Float ``a % b`` as TVM lowers it: ``a - b * floor(a / b)``, every step rounded."""
    return a - b * np.floor(a / b)


def f_min(a, b):
    """TVM's ``select(a < b, a, b)``: ``b`` on a tie or a NaN (``min(-0.0, 0.0)`` is ``0.0``)."""
    return a if a < b else b


def f_max(a, b):
    """TVM's ``select(a > b, a, b)``: ``b`` on a tie or a NaN (``max(0.0, -0.0)`` is ``-0.0``)."""
    return a if a > b else b


# ----------------------------------------------------------------------------- intervals

def _add_iv(alo, ahi, blo, bhi):
    return _both(operator.add, alo, blo), _both(operator.add, ahi, bhi)


def _sub_iv(alo, ahi, blo, bhi):
    return _both(operator.sub, alo, bhi), _both(operator.sub, ahi, blo)


def _min_iv(alo, ahi, blo, bhi):
    return _both(min, alo, blo), _either(min, ahi, bhi)


def _max_iv(alo, ahi, blo, bhi):
    return _either(max, alo, blo), _both(max, ahi, bhi)


def _mul_iv(alo, ahi, blo, bhi):
    if None in (alo, ahi, blo, bhi):
        if blo is not None and blo == bhi and blo >= 0:      # by a constant c >= 0: monotone
            return _both(operator.mul, alo, blo), _both(operator.mul, ahi, blo)
        return None, None
    corners = (alo * blo, alo * bhi, ahi * blo, ahi * bhi)
    return min(corners), max(corners)


def _floordiv_iv(alo, ahi, blo, bhi):
    """By a positive constant ``c``: ``[alo // c, ahi // c]`` (floor is monotone)."""
    if blo is None or blo != bhi or blo <= 0:
        return None, None
    return _both(operator.floordiv, alo, blo), _both(operator.floordiv, ahi, blo)


def _floormod_iv(alo, ahi, blo, bhi):
    """By a positive divisor: within ``[0, bhi - 1]``; by a constant ``c`` and a dividend in
    one period, ``[alo % c, ahi % c]``."""
    if blo is None or bhi is None or blo <= 0:
        return None, None
    if blo == bhi and alo is not None and ahi is not None and alo // blo == ahi // blo:
        return alo % blo, ahi % blo
    return 0, bhi - 1


def _bitand_iv(alo, ahi, blo, bhi):
    """A non-negative operand bounds the result: its bits are a subset of that operand's, so
    ``0 <= a & b <= b`` for ``b >= 0`` (and likewise for ``a``)."""
    his = [hi for lo, hi in ((alo, ahi), (blo, bhi)) if lo is not None and lo >= 0]
    if not his:
        return None, None
    return 0, _either(min, *his) if len(his) == 2 else his[0]


def _shift_iv(shift):
    """By a constant amount ``k`` in [0, 64): monotone in ``a`` (``a * 2**k``, ``a // 2**k``)."""
    def transfer(alo, ahi, blo, bhi):
        if blo is None or blo != bhi or not 0 <= blo < MAX_BITS:
            return None, None
        return _both(shift, alo, blo), _both(shift, ahi, blo)
    return transfer


def _both(f, x, y):
    """``f`` of two bounds, unbounded (None) if either is."""
    return None if x is None or y is None else f(x, y)


def _either(f, x, y):
    """``f`` of the bounds that exist (min of upper bounds: one bound suffices)."""
    known = [v for v in (x, y) if v is not None]
    return f(known) if known else None


# ----------------------------------------------------------------------------- the entry


@dataclass(frozen=True, eq=False)
class Op:
    """One operation. ``name`` is the canonical lowercase name: ``T.<name>`` in TVMScript,
    the rule-pattern operator, the prover's key. Meaning fields that do not apply are None
    (an engine asked for a missing meaning refuses by name, see ``unsupported``). Entries are
    singletons: compared and hashed by identity."""

    name: str
    cls: type
    family: str
    egg: str                                # egglog constructor
    cost: int = 1                           # egglog extraction cost
    symbol: str | None = None               # Python infix the printer writes, parser reads;
                                            # on Python ints it computes ``py``
    ast_op: type | None = None              # the ast node class of ``symbol``
    prec: int = P_ATOM                      # printer precedence of the infix form
    call: bool = False                      # printed ``T.<name>(a, b)``
    call_names: tuple[str, ...] = ()        # the ``T.<x>(a, b)`` names the parser reads
    arity: int = 2
    py: Callable | None = None              # on Python ints (mathematical integers)
    py_float: Callable | None = None        # on numpy float scalars (IEEE, every step rounded)
    float_symbol: str | None = None         # a Python infix computing ``py_float`` on scalars
    np_int: Callable | None = None          # elementwise on numpy integer arrays (wrapping)
    np_float: Callable | None = None        # elementwise on numpy float arrays
    z3_int: Callable | None = None          # z3 Int (index arithmetic), also Real/Bool cmps
    z3_bv: Callable | None = None           # z3 BitVec: (a, b, signed)
    z3_fp: Callable | None = None           # z3 FP (IEEE)
    z3_real: Callable | None = None         # z3 Real (fast-math floats)
    partial: Partial | None = None          # when undefined on integers (the first way)
    more_partials: tuple[Partial, ...] = () # further ways (``partials`` lists them all)
    division: Division | None = None
    overflows: bool = False                 # may leave the dtype's range (value domain wraps)
    ring: bool = False                      # wrap(a op b) == wrap(wrap(a) op wrap(b))
    nsw: bool = False                       # an overflow from 32 bits is poison (``poisons``)
    fold: bool = False                      # the parser folds two untyped literals
    egg_const: str | None = None            # egglog i64 primitive on constants ("{a}", "{b}")
    interval: Callable | None = None        # (alo, ahi, blo, bhi) -> (lo, hi); None unbounded
    swapped: str | None = None              # comparisons: the name of ``b op a``
    negated: str | None = None              # comparisons: ``not (a op b)`` on ordered values
    egg_prim: str | None = None             # comparisons: egglog's i64 primitive

    def __repr__(self) -> str:
        return f"Op({self.name!r})"

    @property
    def partials(self) -> tuple[Partial, ...]:
        """Every way the operation is undefined (``partial`` first)."""
        return ((self.partial,) if self.partial is not None else ()) + self.more_partials

    def partials_for(self, dtype) -> tuple[Partial, ...]:
        """The ways an operation of ``dtype`` is undefined (``Partial.applies``): what every
        engine checks, records or emits a run-time check for."""
        return tuple(p for p in self.partials if p.applies(dtype))


def _division(name, cls, egg, symbol, ast_op, call_names, rounding, part, py, py_float,
              np_int, np_float, z3_int, z3_bv, z3_fp, z3_real, egg_const=None, **kw):
    return Op(name, cls, ARITH, egg, cost=3, symbol=symbol, ast_op=ast_op, prec=P_MUL,
              call=symbol is None, call_names=call_names, py=py, py_float=py_float, np_int=np_int,
              np_float=np_float, z3_int=z3_int, z3_bv=z3_bv, z3_fp=z3_fp, z3_real=z3_real,
              partial=DIVISOR_ZERO, more_partials=(DIVISION_OVERFLOW,),
              division=Division(rounding, part), egg_const=egg_const,
              **kw)


ADD = Op("add", ir.Add, ARITH, "Add", symbol="+", ast_op=ast.Add, prec=P_ADD,
         py=operator.add, py_float=operator.add, float_symbol="+", np_int=np.add,
         np_float=np.add, z3_int=operator.add, z3_bv=lambda a, b, s: a + b,
         z3_fp=lambda a, b: z3.fpAdd(RM, a, b), z3_real=operator.add, overflows=True, ring=True, nsw=True,
         fold=True, egg_const="(+ {a} {b})", interval=_add_iv)
SUB = Op("sub", ir.Sub, ARITH, "Sub", symbol="-", ast_op=ast.Sub, prec=P_ADD,
         py=operator.sub, py_float=operator.sub, float_symbol="-", np_int=np.subtract,
         np_float=np.subtract, z3_int=operator.sub, z3_bv=lambda a, b, s: a - b,
         z3_fp=lambda a, b: z3.fpSub(RM, a, b), z3_real=operator.sub, overflows=True, ring=True, nsw=True,
         fold=True, egg_const="(- {a} {b})", interval=_sub_iv)
MUL = Op("mul", ir.Mul, ARITH, "Mul", cost=2, symbol="*", ast_op=ast.Mult, prec=P_MUL,
         py=operator.mul, py_float=operator.mul, float_symbol="*", np_int=np.multiply,
         np_float=np.multiply, z3_int=operator.mul, z3_bv=lambda a, b, s: a * b,
         z3_fp=lambda a, b: z3.fpMul(RM, a, b), z3_real=operator.mul, overflows=True, ring=True, nsw=True,
         fold=True, egg_const="(* {a} {b})", interval=_mul_iv)
FLOORDIV = _division(
    "floordiv", ir.FloorDiv, "Div", "//", ast.FloorDiv, ("floordiv", "FloorDiv"), "floor", "quotient",
    floordiv, f_floordiv, np.floor_divide, f_floordiv, int_floordiv, bv_floordiv,
    fp_floordiv, lambda a, b: z3.ToReal(z3.ToInt(a / b)),
    egg_const="(/ (- {a} (% (+ (% {a} {b}) {b}) {b})) {b})", fold=True,
    interval=_floordiv_iv)
FLOORMOD = _division(
    "floormod", ir.FloorMod, "Mod", "%", ast.Mod, ("floormod", "FloorMod"), "floor", "remainder",
    floormod, f_floormod, np.remainder, f_floormod, int_floormod, bv_floormod,
    fp_floormod, lambda a, b: a - b * z3.ToReal(z3.ToInt(a / b)),
    egg_const="(% (+ (% {a} {b}) {b}) {b})", fold=True, interval=_floormod_iv)
TRUNCDIV = _division(
    "truncdiv", ir.TruncDiv, "TDiv", None, ast.Div, ("truncdiv", "Div"), "trunc", "quotient",
    truncdiv, operator.truediv, np_truncdiv, np.true_divide, int_truncdiv,
    bv_truncdiv, lambda a, b: z3.fpDiv(RM, a, b), operator.truediv,
    float_symbol="/")
TRUNCMOD = _division(
    "truncmod", ir.TruncMod, "TMod", None, None, ("truncmod",), "trunc", "remainder",
    truncmod, np.fmod, np_truncmod, np.fmod, int_truncmod, bv_truncmod,
    fp_truncmod, lambda a, b: a - b * _real_trunc(a / b))
# T.min / T.max as TVM's code generator emits them (codegen_llvm.cc, VisitExpr_(MinNode /
# MaxNode)): ``select(a < b, a, b)`` and ``select(a > b, a, b)`` with an ordered compare, so on
# floats the second operand wins a tie (``max(-0.0, 0.0)`` is ``0.0``, ``max(0.0, -0.0)`` is
# ``-0.0``) and an unordered pair (a NaN in either operand) gives ``b``. On integers: min/max.
MIN = Op("min", ir.Min, ARITH, "Min", cost=2, call=True, call_names=("min", "Min"), py=min,
         py_float=f_min, np_int=np.minimum, np_float=lambda a, b: np.where(a < b, a, b),
         z3_int=lambda a, b: z3.If(a < b, a, b),
         z3_bv=lambda a, b, s: z3.If((a < b) if s else z3.ULT(a, b), a, b),
         z3_fp=lambda a, b: z3.If(z3.fpLT(a, b), a, b),
         z3_real=lambda a, b: z3.If(a < b, a, b), fold=True, egg_const="(min {a} {b})",
         interval=_min_iv)
MAX = Op("max", ir.Max, ARITH, "Max", cost=2, call=True, call_names=("max", "Max"), py=max,
         py_float=f_max, np_int=np.maximum, np_float=lambda a, b: np.where(a > b, a, b),
         z3_int=lambda a, b: z3.If(a > b, a, b),
         z3_bv=lambda a, b, s: z3.If((a > b) if s else z3.UGT(a, b), a, b),
         z3_fp=lambda a, b: z3.If(z3.fpGT(a, b), a, b),
         z3_real=lambda a, b: z3.If(a > b, a, b), fold=True, egg_const="(max {a} {b})",
         interval=_max_iv)


# Bitwise operations and shifts (TVM ``&``, ``|``, ``^``, ``<<``, ``>>``; ``~a`` is parsed as
# ``a ^ all_ones``). Integers only: on floats TVM refuses them; on bools the parser reads
# TVM's non-short-circuit ``a & b`` as ``(uint8(a) & uint8(b)) != 0`` and ``~a`` as ``not a``
# (shifts on bools are refused, as in TVM). Index domain: Python's meaning on mathematical integers (infinite
# two's complement); value domain: the same on wrapped operands, the result wrapped (only
# ``<<`` can leave the range). ``>>`` is arithmetic on signed and logical on unsigned dtypes,
# as TVM lowers it (LLVM ``ashr``/``lshr``). A shift amount outside [0, bits) is undefined.
def _bitwise(name, cls, egg, symbol, ast_op, prec, py, np_int, z3_int, z3_bv, **kw):
    return Op(name, cls, ARITH, egg, symbol=symbol, ast_op=ast_op, prec=prec,
              call_names=(name,), py=py, np_int=np_int, z3_int=z3_int, z3_bv=z3_bv, **kw)


BITAND = _bitwise("bitwise_and", ir.BitAnd, "BitAnd", "&", ast.BitAnd, P_BITAND, operator.and_,
                  np.bitwise_and, int_bitand, lambda a, b, s: a & b, fold=True,
                  interval=_bitand_iv)
BITOR = _bitwise("bitwise_or", ir.BitOr, "BitOr", "|", ast.BitOr, P_BITOR, operator.or_,
                 np.bitwise_or, int_bitor, lambda a, b, s: a | b, fold=True)
BITXOR = _bitwise("bitwise_xor", ir.BitXor, "BitXor", "^", ast.BitXor, P_BITXOR, operator.xor,
                  np.bitwise_xor, int_bitxor, lambda a, b, s: a ^ b, fold=True)
SHL = _bitwise("shift_left", ir.ShiftLeft, "Shl", "<<", ast.LShift, P_SHIFT, operator.lshift,
               np.left_shift, int_shl, lambda a, b, s: a << b, partial=SHIFT_RANGE,
               overflows=True, interval=_shift_iv(operator.lshift))
SHR = _bitwise("shift_right", ir.ShiftRight, "Shr", ">>", ast.RShift, P_SHIFT, operator.rshift,
               np.right_shift, int_shr, lambda a, b, s: a >> b if s else z3.LShR(a, b),
               partial=SHIFT_RANGE, interval=_shift_iv(operator.rshift))


def _cmp(name, cls, egg, symbol, ast_op, py, unsigned, fp, swapped, negated,
         py_float=None, np_float=None):
    """A comparison: the same Python operator on ints, floats, z3 Ints, Reals and signed
    bit-vectors; ``unsigned`` for unsigned bit-vectors, ``fp`` for IEEE; ``py_float`` /
    ``np_float`` where floats compare otherwise than the Python operator (no float symbol
    then: engines call the function)."""
    return Op(name, cls, CMP, egg, symbol=symbol, ast_op=ast_op, prec=P_CMP, py=py,
              py_float=py_float or py, float_symbol=None if py_float else symbol,
              np_int=_NP_CMP[name], np_float=np_float or _NP_CMP[name],
              z3_int=py, z3_bv=lambda a, b, s: py(a, b) if s else unsigned(a, b), z3_fp=fp,
              z3_real=py, swapped=swapped, negated=negated,
              egg_prim="=" if symbol == "==" else symbol)


_NP_CMP = {"eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal,
           "gt": np.greater, "ge": np.greater_equal}

EQ = _cmp("eq", ir.EQ, "Eq", "==", ast.Eq, operator.eq, operator.eq, z3.fpEQ, "eq", "ne")
# Float ``!=`` is TVM's: LLVM's *ordered* ``fcmp one`` (codegen_llvm.cc, VisitExpr_(const
# NENode*)): false when either operand is NaN, so it is not ``not (a == b)`` on floats.
NE = _cmp("ne", ir.NE, "Ne", "!=", ast.NotEq, operator.ne, operator.ne,
          lambda a, b: z3.Or(z3.fpLT(a, b), z3.fpGT(a, b)), "ne", "eq",
          py_float=lambda a, b: bool(a < b or a > b),
          np_float=lambda a, b: np.less(a, b) | np.greater(a, b))
LT = _cmp("lt", ir.LT, "Lt", "<", ast.Lt, operator.lt, z3.ULT, z3.fpLT, "gt", "ge")
LE = _cmp("le", ir.LE, "Le", "<=", ast.LtE, operator.le, z3.ULE, z3.fpLEQ, "ge", "gt")
GT = _cmp("gt", ir.GT, "Gt", ">", ast.Gt, operator.gt, z3.UGT, z3.fpGT, "lt", "le")
GE = _cmp("ge", ir.GE, "Ge", ">=", ast.GtE, operator.ge, z3.UGE, z3.fpGEQ, "le", "lt")

# short-circuit: the second operand is evaluated only when the first does not decide
AND = Op("and", ir.And, LOGIC, "And", symbol="and", ast_op=ast.And, prec=P_AND,
         py=lambda a, b: a and b, z3_int=z3.And, np_int=np.logical_and)
OR = Op("or", ir.Or, LOGIC, "Or", symbol="or", ast_op=ast.Or, prec=P_OR,
        py=lambda a, b: a or b, z3_int=z3.Or, np_int=np.logical_or)
NOT = Op("not", ir.Not, LOGIC, "Not", symbol="not", ast_op=ast.Not, prec=P_NOT, arity=1,
         py=operator.not_, z3_int=z3.Not, np_int=np.logical_not)
# ``T.if_then_else``: evaluates only the chosen branch
SELECT_OP = Op("select", ir.Select, SELECT, "Select", cost=4, arity=3,
               call_names=("if_then_else", "Select"), py=lambda c, t, f: t if c else f, z3_int=z3.If,
               z3_bv=lambda c, t, f, s: z3.If(c, t, f), z3_fp=z3.If, z3_real=z3.If)


# ----------------------------------------------------------------------------- registries
# Live dicts: ``register`` (and ``extended``) add to them, and engines look them up when
# they run, so a registered operation is picked up without editing the engines.

ALL: list[Op] = []
BY_CLASS: dict[type, Op] = {}
BY_NAME: dict[str, Op] = {}
BY_EGG: dict[str, Op] = {}
#: the ast operator class -> entry (``ast.Mod`` -> the ``%`` entry)
BY_AST: dict[type, Op] = {}
#: the Python infix symbol -> entry (``"%"``)
BY_SYMBOL: dict[str, Op] = {}
#: every ``T.<name>(a, b)`` a binary arithmetic entry is parsed from
CALL_NAMES: dict[str, Op] = {}


def register(op: Op) -> Op:
    """Add ``op`` to every registry; its name, class and egglog constructor must be new."""
    for key, table in ((op.cls, BY_CLASS), (op.name, BY_NAME), (op.egg, BY_EGG)):
        if key in table:
            raise ValueError(f"operation {op.name}: {key!r} is already registered")
    ALL.append(op)
    BY_CLASS[op.cls] = op
    BY_NAME[op.name] = op
    BY_EGG[op.egg] = op
    if op.ast_op is not None:
        BY_AST[op.ast_op] = op
    if op.symbol is not None:
        BY_SYMBOL[op.symbol] = op
    if op.family == ARITH:
        for name in op.call_names:
            CALL_NAMES[name] = op
    return op


def unregister(op: Op) -> None:
    ALL.remove(op)
    for table in (BY_CLASS, BY_NAME, BY_EGG, BY_AST, BY_SYMBOL, CALL_NAMES):
        for key in [k for k, v in table.items() if v is op]:
            del table[key]


@contextlib.contextmanager
def extended(*new: Op):
    """Register ``new`` for the duration of a ``with`` block (tests, experiments)."""
    for op in new:
        register(op)
    try:
        yield
    finally:
        for op in reversed(new):
            unregister(op)


for _op in (ADD, SUB, MUL, FLOORDIV, FLOORMOD, TRUNCDIV, TRUNCMOD, MIN, MAX,
            BITAND, BITOR, BITXOR, SHL, SHR, EQ, NE, LT, LE, GT, GE, AND, OR, NOT, SELECT_OP):
    register(_op)

#: the integer divisions (built-in entries): undefined for a zero divisor (their ``partial``)
DIVISIONS = tuple(op.cls for op in ALL if op.division is not None)


def of(node) -> Op | None:
    """The entry of ``node``'s operation (None for a structural node)."""
    return BY_CLASS.get(type(node))


def family(node) -> str | None:
    op = BY_CLASS.get(type(node))
    return None if op is None else op.family


def binaries() -> list[Op]:
    """The binary arithmetic entries now registered."""
    return [op for op in ALL if op.family == ARITH]


def comparisons() -> list[Op]:
    return [op for op in ALL if op.family == CMP]


class Unsupported(VerirwError, NotImplementedError):
    """An engine asked about a node it has no meaning for: names the engine and the class."""


def unsupported(engine: str, node, why: str = "") -> Unsupported:
    """The error an engine raises for a node it cannot handle (rule 3 of the convention)."""
    name = node.__name__ if isinstance(node, type) else type(node).__name__
    return Unsupported(f"{engine} does not handle {name}" + (f": {why}" if why else ""))


# ----------------------------------------------------------------------------- overflow poison

#: from this width TVM's LLVM code generator emits ``add``/``sub``/``mul`` with ``nsw`` (signed)
#: or ``nuw`` (unsigned) (``codegen_llvm.cc``, ``DEFINE_CODEGEN_BINARY_OP``); below it, plain
#: wrapping instructions (``semantics.is_narrow_int``)
NSW_BITS = 32

#: the kind of an overflow: not an error where it happens (LLVM poison), an undefined value
OVERFLOW = "integer_overflow"


def poisons(op: Op | None, dtype) -> bool:
    """Is an overflow of ``op`` at ``dtype`` poison — the undefined value, as ``T.undef()``
    (docs/semantics.md)? ``+ - *`` on integers of 32 bits and more, in every domain."""
    return (op is not None and op.nsw and dtype.is_int and not dtype.is_bool
            and dtype.bits >= NSW_BITS)


def poison_site(e: ir.Expr) -> bool:
    """``e`` is an operation whose overflow is poison (``poisons``), or ``T.abs`` of a signed
    32/64-bit integer (``abs_poisons``)."""
    if isinstance(e, ir.Call):
        return abs_poisons(e) or clz_poisons(e)
    return isinstance(e, ir.BinaryOp) and poisons(BY_CLASS.get(type(e)), e.dtype)


# ----------------------------------------------------------------------------- bit counting
# ``T.clz(x)`` and ``T.popcount(x)`` (``ir.BITCOUNT``): TVM 0.27 compiles them to LLVM's
# ``llvm.ctlz(x, i1 true)`` and ``llvm.ctpop(x)`` at the width of ``x`` (measured: the
# ``ll`` source of ``tvm.compile``; tests/test_bitcount.py). They count the two's complement
# bits of ``x``: ``clz(-1) == 0``, ``popcount(int8(-1)) == 8``. ``clz`` is int32 and takes a
# 32/64-bit integer (TVM's compiler refuses other widths); ``clz(0)`` is poison
# (``is_zero_poison``: TVM's code computed 31 and 1988579431 for it), which TVM's simplifier
# folds to the width, a refinement. ``popcount`` has the dtype of ``x`` and is total.

CLZ, POPCOUNT = ir.BITCOUNT


def clz_poisons(e: ir.Expr) -> bool:
    """``T.clz(x)``: poison where ``x`` is 0 (LLVM ``ctlz`` with ``is_zero_poison``)."""
    return isinstance(e, ir.Call) and e.op == CLZ


def bit_count(op: str, x: int, bits: int) -> int:
    """``T.clz``/``T.popcount`` of the Python integer ``x`` read as ``bits`` two's complement
    bits (``x`` is wrapped first). ``clz(0)`` is poison: this gives ``bits``, the value
    TVM's simplifier folds it to (callers mark the poison)."""
    u = x & ((1 << bits) - 1)
    return bits - u.bit_length() if op == CLZ else u.bit_count()


def bit_count_np(op: str, x: np.ndarray, bits: int) -> np.ndarray:
    """``bit_count`` on a numpy integer array (int64 counts)."""
    u = np.asarray(x).astype(np.uint64) & np.uint64((1 << bits) - 1)
    if op == POPCOUNT:
        out = np.zeros(u.shape, dtype=np.int64)
        for k in range(bits):
            out += ((u >> np.uint64(k)) & np.uint64(1)).astype(np.int64)
        return out
    length = np.zeros(u.shape, dtype=np.int64)      # the bit length of u
    for k in range(bits):
        length = np.where((u >> np.uint64(k)) != 0, k + 1, length)
    return bits - length


def bit_count_bv(op: str, x: z3.BitVecRef, result_bits: int) -> z3.BitVecRef:
    """``T.clz``/``T.popcount`` of the bit-vector ``x`` (its own width), as a bit-vector of
    ``result_bits``: clz a chain on the highest set bit (``clz(0)`` gives the width; the
    encoder records the poison), popcount the sum of the bits."""
    bits = x.size()
    if op == POPCOUNT:                          # summed at the count's width (fewer bits)
        width = bits.bit_length()
        total = z3.Sum([z3.ZeroExt(width - 1, z3.Extract(k, k, x)) for k in range(bits)])
        return z3.ZeroExt(result_bits - width, total) if result_bits > width else total
    count = z3.BitVecVal(bits, result_bits)
    for k in range(bits):                       # the highest set bit k wins: bits - 1 - k
        count = z3.If(z3.Extract(k, k, x) == 1, z3.BitVecVal(bits - 1 - k, result_bits), count)
    return count


def bit_count_int(op: str, x: z3.ArithRef, dtype) -> z3.ArithRef:
    """``T.clz``/``T.popcount`` of an index (Int) ``x`` of ``dtype`` (in its range wherever it
    is defined: an overflow is poison): clz by comparisons with the powers of two (linear
    arithmetic, no bit-vector), popcount through the two's complement bits."""
    bits = dtype.bits
    if op == POPCOUNT:
        return z3.BV2Int(bit_count_bv(op, z3.Int2BV(x, bits), bits), is_signed=False)
    count = z3.IntVal(bits)                     # x == 0 (poison, recorded by the encoder)
    for k in range(bits):                       # 2**k <= x: at most bits - 1 - k zeros
        count = z3.If(x >= (1 << k), z3.IntVal(bits - 1 - k), count)
    return z3.If(x < 0, z3.IntVal(0), count)    # a negative: the top bit is set


def bit_count_interval(op: str, lo, hi, bits: int) -> tuple[int, int]:
    """The range of ``T.clz``/``T.popcount`` of an operand in ``[lo, hi]`` (None: unknown)."""
    if op == CLZ and lo is not None and hi is not None and 0 < lo <= hi:
        return bits - hi.bit_length(), bits - lo.bit_length()
    return 0, bits


def abs_poisons(e: ir.Expr) -> bool:
    """``T.abs(x)`` of a signed integer of 32 bits and more: TVM computes it as
    ``select(x >= 0, x, -x)`` with ``-x`` an ``nsw`` subtraction from 0, so ``abs(MIN)`` is
    poison (its exact value, ``2**(bits-1)``, is past the dtype)."""
    return (isinstance(e, ir.Call) and e.op == "abs" and e.dtype.is_int and e.dtype.is_signed
            and e.dtype.bits >= NSW_BITS)


def in_range(value: int, dtype) -> bool:
    """The exact result ``value`` fits ``dtype``: no overflow."""
    return dtype.min_value <= value <= dtype.max_value


def no_overflow_z3(op: Op, a, b, result, dtype) -> z3.BoolRef:
    """The z3 condition that ``a op b`` (``result``) does not overflow ``dtype``: on Ints (index
    arithmetic, exact) the result within the dtype's range; on bit-vectors (values) the
    operation computed exactly on operands extended by one bit for ``+ -``, z3's
    ``BVMulNoOverflow``/``BVMulNoUnderflow`` for ``*`` (tests/test_overflow.py proves them the
    double-width product's range check)."""
    if not z3.is_bv(result):
        return z3.And(result >= dtype.min_value, result <= dtype.max_value)
    for x, c, constant_first in ((a, b, False), (b, a, True)):
        if not z3.is_bv_value(c):
            continue
        value = c.as_signed_long() if dtype.is_signed else c.as_long()
        bounds = _operand_bounds(op, value, dtype, constant_first)
        if bounds is None:
            return z3.BoolVal(False)       # no operand value keeps it in range
        lo, hi = (z3.BitVecVal(v, x.size()) for v in bounds)   # a range check: cheap
        if dtype.is_signed:
            return z3.And(lo <= x, x <= hi)
        return z3.And(z3.ULE(lo, x), z3.ULE(x, hi))
    if op.cls is ir.Mul:
        # z3's own predicates: a 32-bit multiplication's double-width product made a pass's
        # question of a 0.4-2 s (5-23 million units, by process history); these take
        # 30,000-750,000. Operands in a canonical order (by term id: the same term has
        # the same id), so ``a * b`` and ``b * a`` give one condition, as z3 gives one product
        x, y = sorted((a, b), key=lambda t: t.get_id())
        if dtype.is_signed:
            return z3.And(z3.BVMulNoOverflow(x, y, True), z3.BVMulNoUnderflow(x, y))
        return z3.BVMulNoOverflow(x, y, False)
    w = a.size()
    extra = 1
    extend = z3.SignExt if dtype.is_signed else z3.ZeroExt
    x, y = extend(extra, a), extend(extra, b)
    exact = {ir.Add: lambda: x + y, ir.Sub: lambda: x - y}.get(op.cls)
    if exact is None:
        raise unsupported("the overflow model", op.cls)
    r = exact()
    lo, hi = (z3.BitVecVal(v, w + extra) for v in (dtype.min_value, dtype.max_value))
    if dtype.is_signed:
        return z3.And(lo <= r, r <= hi)
    return z3.ULE(r, hi)


def _operand_bounds(op: Op, c: int, dtype, constant_first: bool) -> tuple[int, int] | None:
    """The range of the other operand ``x`` for which ``x op c`` (``c op x`` with
    ``constant_first``) stays within ``dtype``; None when it is empty."""
    lo, hi = dtype.min_value, dtype.max_value
    if op.cls is ir.Add:
        out = (max(lo, lo - c), min(hi, hi - c))
    elif op.cls is ir.Sub:
        out = (max(lo, c - hi), min(hi, c - lo)) if constant_first else \
            (max(lo, lo + c), min(hi, hi + c))
    elif op.cls is ir.Mul:
        if c == 0:
            return lo, hi
        a, b = -(-lo // c) if c > 0 else -(-hi // c), hi // c if c > 0 else lo // c
        out = (max(lo, a), min(hi, b))       # ceil(lo / c) .. floor(hi / c), flipped if c < 0
    else:
        raise unsupported("the overflow model", op.cls)
    return out if out[0] <= out[1] else None


def may_overflow(e: ir.BinaryOp) -> bool:
    """A value-domain (wrapping) result can leave the dtype's range: only operations marked
    ``overflows``; a division so marked only for a signed dtype and a divisor that is not a
    positive literal. (The built-in divisions are not marked: their one overflow, ``MIN // -1``,
    is undefined, ``DIVISION_OVERFLOW``.)"""
    op = BY_CLASS[type(e)]
    if not op.overflows:
        return False
    if op.division is None:
        return True
    divisor = e.b.value if isinstance(e.b, ir.IntImm) else 0
    return e.dtype.is_signed and not divisor > 0
