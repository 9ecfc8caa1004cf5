"""The z3 bridge: one SMT meaning per IR operation, and a prover that never confuses "unknown"
with "proven".

Encoding follows the semantics contract (``verirw.semantics``, DESIGN.md):

* an **index** integer expression (reads no memory) becomes a z3 ``Int``: mathematical
  integers, floor division/modulo. z3's own ``/`` and ``%`` on Ints are *Euclidean*, so floor
  and truncating division are built from them (``verirw.ops.int_floordiv`` ...);
* a **value** integer expression (depends on memory or ``T.undef()``) becomes a ``BitVec`` of
  its dtype's width: every operation wraps; signedness picks the division and comparison;
* bools are z3 ``Bool``; floats are IEEE ``FP`` sorts with round-to-nearest-even.

Partial operations (division by zero, float -> int casts out of range, undef in an index) do
not raise: the encoder records *well-definedness conditions*, guarded by the path that reaches
them (``Select`` and ``And``/``Or`` evaluate lazily, so a guard may protect a division).
In-bounds conditions of loads are kept apart in ``Encoder.bounds``; whether an obligation needs
them is the caller's choice.

``prove`` checks ``facts ∧ wd(facts) ∧ ¬(wd(goal) ∧ goal)``: unsat is ``Proven``, sat is
``Refuted`` with a counterexample, anything else is ``Unknown`` — which is never proven.
``prove_equivalent(lhs, rhs)`` is the rewrite obligation: SMT equality of values (so -0.0 is
not 0.0 and NaN is NaN, unlike the IR's IEEE ``EQ``), with ``T.undef()`` as refinement.
"""

from __future__ import annotations

import contextlib
import fractions
import math
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Callable, Iterable, NamedTuple

import ml_dtypes
import numpy as np
import z3

from verirw import bf16, ir
from verirw.strided import require_dense
from verirw.dtypes import DType, float_round
from verirw.errors import ArgumentError, ExecutionError, VerirwError
from verirw import ops
from verirw import solver as solver_mod
from verirw.semantics import is_value_expr
from verirw.analysis.memory import undef_valued as _undef_valued
from verirw.visit import children
from verirw.z3c import conjunction, int_literal, int_val, is_int, ite, select


class SMTEncodingError(VerirwError, TypeError):
    """An IR construct that has no SMT meaning (a missing spec is an error, never a skip)."""


class NotConstantError(VerirwError, ValueError):
    """``evaluate_z3`` could not reduce the expression to a constant (it depends on
    ``T.undef()`` or on a variable missing from the environment)."""


#: rounding mode of every float operation (IEEE default; the interpreter rounds the same way)
RM = ops.RM

#: an index expression converted to a float goes through a 64-bit integer (generated code's width)
INDEX_BITS = 64

_FP_SORTS = {16: z3.Float16(), 32: z3.Float32(), 64: z3.Float64()}
#: bfloat16's 8 exponent and 8 significand bits (its storage; it is computed in float32)
_BF16_SORT = z3.FPSort(8, 8)


def _fp_sort(dtype: DType) -> z3.FPSortRef:
    return _BF16_SORT if dtype.is_bfloat16 else _FP_SORTS[dtype.bits]


# ----------------------------------------------------------------------------- sorts, constants


FLOAT_MODES = ("ieee", "fast")


def value_sort(dtype: DType, float_mode: str = "ieee") -> z3.SortRef:
    """The z3 sort of a *value* of ``dtype`` (what a buffer element of that dtype holds).

    ``float_mode="fast"`` models floats as exact reals: the fast-math contract (reassociation
    allowed, no NaN or infinity, signed zeros ignored) under which compilers vectorize float
    reductions. A proof in that mode says the programs agree up to rounding, no more."""
    if dtype.is_bool:
        return z3.BoolSort()
    if dtype.is_int:
        return z3.BitVecSort(dtype.bits)
    if dtype.is_float:
        return z3.RealSort() if float_mode == "fast" else _fp_sort(dtype)
    raise SMTEncodingError(f"{dtype} has no SMT value sort")


def fp_const(value: float, dtype: DType) -> z3.FPRef:
    """An exact float constant: the value is first rounded to ``dtype`` like the interpreter."""
    if dtype.is_bfloat16:       # a bfloat16 variable's value (a literal is float32: verirw.bf16)
        return z3.FPVal(float(ml_dtypes.bfloat16(value)), _BF16_SORT)
    return z3.FPVal(float_round(dtype, float(value)), _FP_SORTS[dtype.bits])


def python_value(term: z3.ExprRef, dtype: DType):
    """Convert a z3 numeral to the Python value a plain Python computation gives:
    ``bool`` for bools, ``int`` for integers (signed/unsigned per dtype), ``float`` for floats
    (NaN, infinities and -0.0 preserved)."""
    if z3.is_true(term) or z3.is_false(term):
        return z3.is_true(term)
    if z3.is_int_value(term):
        return term.as_long()
    if z3.is_bv_value(term):
        return term.as_signed_long() if dtype.is_signed else term.as_long()
    if isinstance(term, z3.FPNumRef):
        return _fp_to_python(term)
    if z3.is_rational_value(term):
        return _real_to_float(fractions.Fraction(term.numerator_as_long(),
                                                 term.denominator_as_long()))
    if z3.is_algebraic_value(term):
        return _real_to_float(fractions.Fraction(term.approx(20).numerator_as_long(),
                                                 term.approx(20).denominator_as_long()))
    raise NotConstantError(f"{term} is not a constant")


def _real_to_float(value: fractions.Fraction) -> float:
    """A real (an exact-arithmetic model's value of a float) as the nearest float; beyond the
    largest double it is an infinity of its sign, as rounding to nearest makes it — Python's
    ``float()`` raises there instead (``2.0 / 1.1e-308`` in exact arithmetic crashed ``check``)."""
    try:
        return float(value)
    except OverflowError:
        return math.inf if value > 0 else -math.inf


def _fp_to_python(term: z3.FPNumRef) -> float:
    if term.isNaN():
        return math.nan
    bits = term.ebits() + term.sbits()
    raw = z3.simplify(z3.fpToIEEEBV(term)).as_long()
    view = ml_dtypes.bfloat16 if term.ebits() == 8 and bits == 16 else f"float{bits}"
    return float(np.array(raw, dtype=f"uint{bits}").view(view))


# The z3 meaning of each operation (floor and truncating division included) is its verirw.ops
# entry's, looked up when an expression is encoded (a registered operation is picked up).


def as_bitvec(term: z3.ExprRef, dtype: DType) -> z3.ExprRef:
    """An index (Int) used inside a value expression wraps to ``dtype`` first; other terms
    are returned unchanged."""
    literal = int_literal(term)
    if literal is not None:
        return z3.BitVecVal(dtype.wrap(literal), dtype.bits)
    if is_int(term):
        return z3.Int2BV(term, dtype.bits)
    return term


def _wrap_int(term: z3.ExprRef, dtype: DType) -> z3.ExprRef:
    """An index (Int) truncated to ``dtype``'s width, two's complement (``DType.wrap``)."""
    literal = int_literal(term)
    if literal is not None:
        return int_val(dtype.wrap(literal))
    span = 1 << dtype.bits
    if not dtype.is_signed:
        return term % span
    half = span >> 1
    return (term + half) % span - half


def as_index(term: z3.ExprRef, dtype: DType) -> z3.ExprRef:
    """A value (BitVec, or a bool as 0/1) used where an index is expected, read per the sign
    of ``dtype``; Ints are returned unchanged."""
    if z3.is_bv(term):
        return z3.BV2Int(term, is_signed=dtype.is_signed)
    if z3.is_bool(term):
        return ite(term, int_val(1), int_val(0))
    return term


def same_value(a: z3.ExprRef, b: z3.ExprRef) -> z3.BoolRef:
    """SMT equality: the two terms denote the *same value*. Unlike the IR's ``EQ`` on floats
    (IEEE ``==``), ``-0.0`` differs from ``+0.0`` and NaN equals NaN — the right notion for
    "the rewrite does not change the result"."""
    return a == b


# ----------------------------------------------------------------------------- the encoder

LoadFn = Callable[[ir.Buffer, list], z3.ExprRef]


@dataclass(frozen=True, eq=False)  # z3 terms: == builds a formula, it does not compare
class Encoded:
    """What encoding one expression produced: its term and the side conditions it added."""

    term: z3.ExprRef
    conditions: tuple[z3.BoolRef, ...]
    bounds: tuple[z3.BoolRef, ...]
    assumptions: tuple[z3.BoolRef, ...]
    undefs: tuple[z3.ExprRef, ...]


@dataclass(frozen=True, eq=False)
class LoadRecord:
    """A load seen while encoding, for counterexamples (``"A[3]": value``)."""

    buffer: ir.Buffer
    indices: tuple[z3.ArithRef, ...]
    term: z3.ExprRef


class Encoder:
    """Translate IR expressions to z3 terms, one meaning per operation.

    Options:
      ``load(buffer, z3_indices) -> term`` replaces the default memory model (one z3 Array
      from the row-major flat index to the element sort per storage, i.e. per ``data`` Var);
      with ``load_mark() -> token``, called before a load's indices are encoded, ``load``
      gets that token as a third argument;
      ``subst`` maps a Var (e.g. a let variable) to a z3 term or an IR expression;
      ``var_use(var, guard, evaluated)`` is called at every use of a ``subst`` variable, with
      ``path_guard`` and ``eval_guard`` there;
      ``value_vars`` lists Vars that hold values (bit-vectors), not indices;
      ``poison(defined, guard, evaluated)`` is called at every 32/64-bit ``+ - *`` that may
      overflow, with the condition that it does not (``_overflow``);
      ``overflow="exact"`` reads 32/64-bit ``+ - *`` as never overflowing — TVM's analyzer's
      assumption, for reasoning about index maps and index-domain rules as mathematics (what
      a program does on overflow is decided by ``check``, which never uses it);
      ``no_overflow``: ids of operations proven never to overflow
      (``analysis.intervals.overflow_sites``), which need no condition.

    Accumulated across calls: ``conditions`` (well-definedness), ``bounds`` (in-bounds of
    loads), ``assumptions`` (facts about fresh ``T.undef()`` constants, e.g. finite floats),
    ``undefs`` (those constants), ``var_map`` (z3 name -> IR Var) and ``loads``.
    """

    def __init__(self, *, load: LoadFn | None = None, subst: dict | None = None,
                 value_vars: Iterable[ir.Var] = (), float_mode: str = "ieee",
                 effect: Callable | None = None, load_mark: Callable | None = None,
                 var_use: Callable | None = None, poison: Callable | None = None,
                 overflow: str = "poison", no_overflow: frozenset[int] | set[int] = frozenset()):
        if float_mode not in FLOAT_MODES:
            raise ValueError(f"float_mode must be one of {FLOAT_MODES}, not {float_mode!r}")
        self.float_mode = float_mode
        self._fast = float_mode == "fast"
        self._load_fn = load
        # called before a load's indices are encoded; its token is passed to ``load`` as a
        # third argument (the executors tell the reads of an index from the others by it)
        self._load_mark = load_mark
        self._var_use = var_use
        self._poison_fn = poison        # (no-overflow condition, path guard, eval guard)
        if overflow not in ("poison", "exact"):
            raise ValueError(f"overflow must be 'poison' or 'exact', not {overflow!r}")
        self._exact = overflow == "exact"
        # ids of operations an interval analysis proved never to overflow (their nodes are
        # kept alive by the caller's function): no condition for them
        self._no_overflow = no_overflow
        self._effect_fn = effect        # (call, argument terms, path guard) -> its result
        self._subst = {id(v): (v, t) for v, t in (subst or {}).items()}
        self._subst_terms: dict[int, z3.ExprRef] = {}
        self._value_vars = {id(v) for v in value_vars}
        self._value_vars |= _value_let_vars(self._subst, self._value_vars)
        self.labelled_conditions: list[tuple[str, z3.BoolRef]] = []
        self.labelled_bounds: list[tuple[str, z3.BoolRef]] = []
        self.assumptions: list[z3.BoolRef] = []
        #: the dtype range of each integer variable (a hypothesis of every query)
        self.var_ranges: list[z3.BoolRef] = []
        self.undefs: list[z3.ExprRef] = []
        self.var_map: dict[str, ir.Var] = {}
        self.loads: list[LoadRecord] = []
        self._vars: dict[int, z3.ExprRef] = {}
        self._arrays: dict[tuple[int, DType], tuple[ir.Var, z3.ArrayRef]] = {}
        self.checks: list[tuple[str, z3.BoolRef]] = []  # conditions and bounds, in order
        self._internal: set[str] = set()
        self._names: set[str] = set()
        self._guard: list[z3.BoolRef] = []       # path conditions, each the enclosing ones too
        # the conditions under which a subexpression is *evaluated*: the path conditions but
        # those of eager ``T.Select`` arms, which are evaluated whatever the condition
        self._eval_guard: list[z3.BoolRef] = []
        self._is_value_memo: dict[int, tuple[ir.Expr, bool]] = {}

    # --------------------------------------------------------------- public API

    @property
    def conditions(self) -> list[z3.BoolRef]:
        return [c for _, c in self.labelled_conditions]

    @property
    def bounds(self) -> list[z3.BoolRef]:
        return [c for _, c in self.labelled_bounds]

    def encode(self, expr) -> z3.ExprRef:
        """The z3 term of ``expr`` (z3 terms pass through unchanged)."""
        if isinstance(expr, z3.ExprRef):
            return expr
        if not isinstance(expr, ir.Expr):
            raise SMTEncodingError(f"cannot encode {expr!r}: not an IR expression or z3 term")
        if expr.dtype.is_bfloat16 and not isinstance(expr, (ir.Cast, ir.BufferLoad, ir.Var)):
            raise SMTEncodingError(f"{type(expr).__name__} of dtype bfloat16 is not encoded: "
                                   "bfloat16 is computed in float32 (verirw.bf16.legalize "
                                   "gives its meaning first)")
        family = ops.family(expr)
        if family == ops.ARITH:
            return self._enc_binary(expr)
        if family == ops.CMP:
            return self._enc_compare(expr)
        method = getattr(self, "_enc_" + type(expr).__name__, None)
        if method is None:
            raise SMTEncodingError(f"no SMT meaning for {type(expr).__name__}")
        return method(expr)

    def encode_full(self, expr) -> Encoded:
        """Encode ``expr`` and return the side conditions added by this call alone (so that
        the conditions of a goal and of its facts can be told apart)."""
        marks = (len(self.labelled_conditions), len(self.labelled_bounds),
                 len(self.assumptions), len(self.undefs))
        term = self.encode(expr)
        return Encoded(term,
                       tuple(c for _, c in self.labelled_conditions[marks[0]:]),
                       tuple(c for _, c in self.labelled_bounds[marks[1]:]),
                       tuple(self.assumptions[marks[2]:]),
                       tuple(self.undefs[marks[3]:]))

    def encode_index(self, expr) -> z3.ArithRef:
        """``expr`` where an index is expected: a value expression converts to an Int."""
        return as_index(self.encode(expr), expr.dtype)

    def var(self, v: ir.Var) -> z3.ExprRef:
        """The z3 constant of ``v`` (created on first use, with a unique name)."""
        return self._enc_Var(v)

    def is_value(self, expr: ir.Expr) -> bool:
        """``semantics.is_value_expr`` with this encoder's value variables, memoised."""
        hit = self._is_value_memo.get(id(expr))
        if hit is None:
            # a long operand chain (x + 1 + 1 + ...): answer its left spine bottom-up, each
            # node from its operands' memoised answers — linear instead of quadratic
            spine, node = [], expr
            while isinstance(node, (ir.BinaryOp, ir.CmpOp)) and id(node) not in self._is_value_memo:
                spine.append(node)
                node = node.a
            for n in reversed(spine[1:]):
                answer = (n.dtype.is_float or self.is_value(n.a)
                          or is_value_expr(n.b, self._value_vars))
                self._is_value_memo[id(n)] = (n, answer)
            hit = (expr, is_value_expr(expr, self._value_vars) if len(spine) < 2 else
                   expr.dtype.is_float or self.is_value(expr.a)
                   or is_value_expr(expr.b, self._value_vars))
            self._is_value_memo[id(expr)] = hit
        return hit[1]

    def path_guard(self) -> z3.BoolRef:
        """The condition under which the subexpression being encoded gives the value used
        (inside ``Select``/``And``/``Or`` branches); True outside any branch. For ``load``
        callbacks: a read's definedness matters only there."""
        return self._guard[-1] if self._guard else z3.BoolVal(True)

    def eval_guard(self) -> z3.BoolRef:
        """The condition under which the subexpression being encoded is evaluated: as
        ``path_guard``, but an eager ``T.Select`` evaluates both arms, so its condition is
        not part of it. Undefined behaviour (out of bounds, an undefined index) counts here."""
        return self._eval_guard[-1] if self._eval_guard else z3.BoolVal(True)

    def is_internal(self, name: str) -> bool:
        """True for constants the encoder made up (undefs, memories), not user variables."""
        return name in self._internal

    # --------------------------------------------------------------- bookkeeping

    def _fresh_name(self, base: str) -> str:
        """``base``, or ``base_1``, ``base_2``... when another constant already has it."""
        name, k = base, 0
        while name in self._names:
            k += 1
            name = f"{base}_{k}"
        self._names.add(name)
        return name

    def _record(self, target: list, kind: str, cond: z3.BoolRef) -> None:
        """Add a condition, valid only where the expression is evaluated (lazy Select/And/Or)."""
        if self._eval_guard:
            cond = z3.Implies(self._eval_guard[-1], cond)
        target.append((kind, cond))
        self.checks.append((kind, cond))

    @contextlib.contextmanager
    def _guarded(self, cond: z3.BoolRef, evaluated: bool = True):
        """Inside a branch taken when ``cond`` holds; ``evaluated=False``: an eager branch,
        whose value is used only then but which is evaluated whatever ``cond``."""
        # cumulative: each entry is the conjunction of the enclosing conditions, one And per
        # level instead of one per load (2,000 nested T.if_then_else: quadratic otherwise)
        self._guard.append(conjunction(self._guard[-1], cond) if self._guard else cond)
        if evaluated:
            self._eval_guard.append(conjunction(self._eval_guard[-1], cond)
                                    if self._eval_guard else cond)
        try:
            yield
        finally:
            self._guard.pop()
            if evaluated:
                self._eval_guard.pop()

    # --------------------------------------------------------------- conversions

    def _operand(self, expr: ir.Expr, value: bool) -> z3.ExprRef:
        """An operand of an integer op: a bit-vector in value context, an Int otherwise."""
        term = self.encode(expr)
        if not expr.dtype.is_int:
            return term
        return as_bitvec(term, expr.dtype) if value else as_index(term, expr.dtype)

    # --------------------------------------------------------------- leaves

    def _enc_IntImm(self, e: ir.IntImm) -> z3.ExprRef:
        if e.dtype.is_bool:
            return z3.BoolVal(bool(e.value))
        return int_val(e.value)

    def _enc_FloatImm(self, e: ir.FloatImm) -> z3.ExprRef:
        if self._fast:
            if not math.isfinite(e.value):
                raise SMTEncodingError(f"the literal {e.value} does not exist under fast-math "
                                       "(no NaN or infinity)")
            return z3.RealVal(fractions.Fraction(e.value))
        return fp_const(e.value, e.dtype)

    def _enc_Var(self, v: ir.Var) -> z3.ExprRef:
        term = self._vars.get(id(v))
        if term is not None:
            return term
        if id(v) in self._subst:
            if self._var_use is not None:
                self._var_use(v, self.path_guard(), self.eval_guard())
            return self._substituted(v)
        if v.dtype.is_int and id(v) not in self._value_vars:
            sort = z3.IntSort()
        else:
            sort = value_sort(v.dtype, self.float_mode)
        name = self._fresh_name(v.name)
        term = z3.Const(name, sort)
        self._vars[id(v)] = term
        self.var_map[name] = v
        if is_int(term) and not self._exact:
            # every defined integer lies in its dtype's range (an overflow is poison)
            self.var_ranges.append(z3.And(term >= v.dtype.min_value, term <= v.dtype.max_value))
        return term

    def _substituted(self, v: ir.Var) -> z3.ExprRef:
        """A let variable's term. Its value is computed at the binding, whatever path uses
        it, so its conditions are recorded unguarded, once."""
        term = self._subst_terms.get(id(v))
        if term is None:
            _, bound = self._subst[id(v)]
            saved, self._guard, self._eval_guard = (self._guard, self._eval_guard), [], []
            try:
                term = self.encode(bound)
            finally:
                self._guard, self._eval_guard = saved
            self._subst_terms[id(v)] = term
        return term

    def _enc_Undef(self, e: ir.Undef) -> z3.ExprRef:
        """A fresh constant per occurrence. Float undefs are finite: an assumption about the
        constant (a fact), not a condition the program must meet."""
        name = self._fresh_name("undef")
        self._internal.add(name)
        term = z3.Const(name, value_sort(e.dtype, self.float_mode))
        self.undefs.append(term)
        if e.dtype.is_float and not self._fast:
            self.assumptions.append(z3.Not(z3.Or(z3.fpIsNaN(term), z3.fpIsInf(term))))
        return term

    # --------------------------------------------------------------- arithmetic

    def _fold_index(self, op: ops.Op, a: int, b: int, dtype: DType):
        """Index arithmetic on two numerals, computed in Python with the same semantics
        (symbolic execution with concrete loop variables lives on this path)."""
        if any(p.undefined(a, b, bits=dtype.bits) for p in op.partials_for(dtype)):
            return None          # let the general path record the undefined case
        result = op.py(a, b)
        if not self._exact and ops.poisons(op, dtype) and not ops.in_range(result, dtype):
            return None          # an overflow: the general path makes it poison
        return int_val(result)

    def _overflow(self, op: ops.Op, a, b, term, dtype: DType) -> z3.ExprRef:
        """``term`` (``a op b``) under the overflow contract: from 32 bits an overflow is
        poison, the undefined value (docs/semantics.md).

        With a ``poison`` callback (the program executors) the condition goes there with the
        guards, and the executor treats it as a read of an undefined value: undefined
        behaviour in an index or a condition, an undefined element when stored (which
        ``check`` compares by definedness too: ``localise.comparing_definedness``).

        Without one (an expression on its own: a rule, a goal, a fact), poison propagates
        through every operation to the expression's result except a ``Select`` or
        ``if_then_else`` arm not chosen, so "the result is poison" is "an overflow on the
        chosen path": a well-definedness condition under the path guard (``integer_overflow``),
        which a refinement treats as poison deserves — anything refines it, and a target must
        not have it where the source does not."""
        if self._exact or not ops.poisons(op, dtype):
            return term
        ok = ops.no_overflow_z3(op, a, b, term, dtype)
        if self._numeral(a) is not None and self._numeral(b) is not None:
            ok = z3.simplify(ok)
            if z3.is_true(ok):
                return term
        return self._poison_unless(ok, term)

    def _poison_unless(self, ok: z3.BoolRef, term: z3.ExprRef) -> z3.ExprRef:
        """``term``, poison where ``ok`` fails (``_overflow``'s reading of the condition)."""
        if self._poison_fn is None:
            guard = self.path_guard() if self._guard else None
            cond = ok if guard is None else z3.Implies(guard, ok)
            self.labelled_conditions.append((ops.OVERFLOW, cond))
            self.checks.append((ops.OVERFLOW, cond))
            return term
        self._poison_fn(ok, self.path_guard(), self.eval_guard())
        return term

    def _meaning(self, op: ops.Op, field: str, dtype: DType) -> Callable:
        meaning = getattr(op, field)
        if meaning is None:
            raise SMTEncodingError(f"{op.cls.__name__} on {dtype} has no SMT meaning "
                                   f"(no {field} in its verirw.ops entry)")
        return meaning

    @staticmethod
    def _numeral(x):
        """``x`` as a Python number when it is a numeral (Int, Real or signed bit-vector)."""
        literal = int_literal(x)
        if literal is None and (z3.is_rational_value(x) or z3.is_bv_value(x)):
            literal = x.as_fraction() if z3.is_rational_value(x) else x.as_signed_long()
        return literal

    def _partial(self, op: ops.Op, a, b, dtype: DType) -> None:
        """Record the conditions under which ``op`` (of ``dtype``) is defined, one per
        partiality (``op.partials_for(dtype)``), except those its literals decide."""
        bits, args = dtype.bits, (a, b)
        for partial in op.partials_for(dtype):
            if partial.width_range:
                literal = self._numeral(args[partial.operand])
                if literal is not None and not partial.undefined(literal, literal, bits=bits):
                    continue
            elif any((n := self._numeral(args[i])) is not None and n != v
                     for i, v in partial.equalities_at(bits)):
                continue
            self._record(self.labelled_conditions, partial.kind,
                         partial.defined_z3(a, b, bits=bits))

    def _enc_binary(self, e: ir.BinaryOp) -> z3.ExprRef:
        op = ops.BY_CLASS[type(e)]
        dtype = e.dtype
        if dtype.is_float and self._fast:
            a, b = self.encode(e.a), self.encode(e.b)
            self._partial(op, a, b, dtype)
            return self._meaning(op, "z3_real", dtype)(a, b)
        if dtype.is_float:
            return self._meaning(op, "z3_fp", dtype)(self.encode(e.a), self.encode(e.b))
        if not dtype.is_int:
            raise SMTEncodingError(f"{op.cls.__name__} on {dtype} has no SMT meaning")
        value = self.is_value(e)
        a, b = self._operand(e.a, value), self._operand(e.b, value)
        if not value:
            x, y = int_literal(a), int_literal(b)
            if x is not None and y is not None:
                folded = self._fold_index(op, x, y, dtype)
                if folded is not None:
                    return folded
        self._partial(op, a, b, dtype)
        if value:
            term = self._meaning(op, "z3_bv", dtype)(a, b, dtype.is_signed)
        else:
            try:
                term = self._meaning(op, "z3_int", dtype)(a, b)
            except ops.Unsupported as exc:      # no exact encoding: never an approximation
                raise SMTEncodingError(f"{op.cls.__name__} on {dtype}: {exc}") from None
        if id(e) in self._no_overflow:
            return term
        return self._overflow(op, a, b, term, dtype)

    def _enc_compare(self, e: ir.CmpOp) -> z3.BoolRef:
        op = ops.BY_CLASS[type(e)]
        if op.cls is ir.EQ and (isinstance(e.a, ir.Undef) or isinstance(e.b, ir.Undef)):
            # existential: an undef can equal anything (as in the interpreter); the other
            # operand is still encoded for its conditions
            for side in (e.a, e.b):
                if not isinstance(side, ir.Undef):
                    self.encode(side)
            return z3.BoolVal(True)
        dtype = e.a.dtype
        if dtype.is_float and self._fast:
            return op.z3_real(self.encode(e.a), self.encode(e.b))
        if dtype.is_float:
            return op.z3_fp(self.encode(e.a), self.encode(e.b))
        if dtype.is_bool:
            a, b = self.encode(e.a), self.encode(e.b)
            if op.cls in (ir.EQ, ir.NE):
                return op.z3_int(a, b)
            return op.z3_int(as_index(a, dtype), as_index(b, dtype))
        if not dtype.is_int:
            raise SMTEncodingError(f"comparison of {dtype} has no SMT meaning")
        value = self.is_value(e)
        a, b = self._operand(e.a, value), self._operand(e.b, value)
        if not value:
            x, y = int_literal(a), int_literal(b)
            if x is not None and y is not None:
                return z3.BoolVal(op.py(x, y))
        if value:
            return op.z3_bv(a, b, dtype.is_signed)
        return op.z3_int(a, b)


    # --------------------------------------------------------------- logic and selection

    def _bool(self, expr: ir.Expr) -> z3.BoolRef:
        term = self.encode(expr)
        if not z3.is_bool(term):
            raise SMTEncodingError(f"expected a bool, got {expr.dtype}")
        return term

    def _enc_And(self, e: ir.And) -> z3.BoolRef:
        a = self._bool(e.a)
        with self._guarded(a):
            b = self._bool(e.b)
        return conjunction(a, b)

    def _enc_Or(self, e: ir.Or) -> z3.BoolRef:
        a = self._bool(e.a)
        with self._guarded(z3.Not(a)):
            b = self._bool(e.b)
        return z3.Or(a, b)

    def _enc_Not(self, e: ir.Not) -> z3.BoolRef:
        return z3.Not(self._bool(e.a))

    def _enc_Select(self, e: ir.Select) -> z3.ExprRef:
        cond = self._bool(e.cond)
        value = e.dtype.is_int and self.is_value(e)
        with self._guarded(cond, evaluated=not e.eager):
            t = self._operand(e.true_value, value)
        with self._guarded(z3.Not(cond), evaluated=not e.eager):
            f = self._operand(e.false_value, value)
        return ite(cond, t, f)

    # --------------------------------------------------------------- casts

    def _enc_Cast(self, e: ir.Cast) -> z3.ExprRef:
        src, dst = e.value.dtype, e.dtype
        term = self.encode(e.value)
        if src == dst:
            return term
        if dst.is_bool:
            return self._cast_to_bool(term, src)
        if src.is_bool and dst.is_float and self._fast:
            return ite(term, z3.RealVal(1), z3.RealVal(0))
        if src.is_bool:
            one, zero = ((fp_const(1.0, dst), fp_const(0.0, dst)) if dst.is_float
                         else self._int_pair(e))
            return ite(term, one, zero)
        if dst.is_float:
            return self._cast_to_float(term, src, dst)
        if src.is_float:
            return self._cast_float_to_int(term, src, dst)
        if not self.is_value(e):
            if src.min_value >= dst.min_value and src.max_value <= dst.max_value:
                return term  # a widening cast keeps the (in-range) index value
            return _wrap_int(term, dst)  # a narrowing cast truncates (LLVM ``trunc``)
        return _bv_resize(as_bitvec(term, src), src, dst)

    def _int_pair(self, e: ir.Cast) -> tuple[z3.ExprRef, z3.ExprRef]:
        if self.is_value(e):
            return z3.BitVecVal(1, e.dtype.bits), z3.BitVecVal(0, e.dtype.bits)
        return z3.IntVal(1), z3.IntVal(0)

    def _cast_to_bool(self, term: z3.ExprRef, src: DType) -> z3.BoolRef:
        if src.is_float and self._fast:
            return term != 0
        if src.is_float:
            return z3.Not(z3.fpIsZero(term))  # NaN is true, as in C and Python
        if z3.is_bv(term):
            return term != z3.BitVecVal(0, term.size())
        return term != 0

    def _cast_to_float(self, term: z3.ExprRef, src: DType, dst: DType) -> z3.FPRef:
        if self._fast:                       # exact: no rounding under fast-math
            if src.is_float:
                return term
            if is_int(term):
                return z3.ToReal(term)
            return z3.ToReal(z3.BV2Int(term, is_signed=src.is_signed))
        sort = _fp_sort(dst)
        if src.is_float:
            return z3.fpFPToFP(RM, term, sort)
        if is_int(term):
            if not src.is_signed:     # a uint64 index may pass 2**63: read the bits unsigned
                return z3.fpUnsignedToFP(RM, z3.Int2BV(term, INDEX_BITS), sort)
            return z3.fpSignedToFP(RM, z3.Int2BV(term, INDEX_BITS), sort)
        if src.is_signed:
            return z3.fpSignedToFP(RM, term, sort)
        return z3.fpUnsignedToFP(RM, term, sort)

    def _cast_float_to_int(self, term: z3.FPRef, src: DType, dst: DType) -> z3.BitVecRef:
        """Truncate toward zero; defined only for non-NaN inputs whose truncation fits."""
        if self._fast:
            trunc = ite(term >= 0, z3.ToInt(term), -z3.ToInt(-term))
            self._record(self.labelled_conditions, "cast_out_of_range",
                         conjunction(trunc >= dst.min_value, trunc <= dst.max_value))
            return z3.Int2BV(trunc, dst.bits)
        self._record(self.labelled_conditions, "cast_out_of_range",
                     _float_to_int_in_range(term, src, dst))
        sort = z3.BitVecSort(dst.bits)
        if dst.is_signed:
            return z3.fpToSBV(z3.RTZ(), term, sort)
        return z3.fpToUBV(z3.RTZ(), term, sort)

    # --------------------------------------------------------------- memory and calls

    def _enc_BufferLoad(self, e: ir.BufferLoad) -> z3.ExprRef:
        buf = e.buffer
        if len(e.indices) != buf.ndim:
            raise SMTEncodingError(f"{buf.name} has {buf.ndim} dimensions, "
                                   f"indexed with {len(e.indices)}")
        mark = self._load_mark() if self._load_mark is not None else None
        indices = [self.encode_index(i) for i in e.indices]
        for idx_expr, idx, extent in zip(e.indices, indices, buf.shape):
            if _undef_valued(idx_expr):
                self._record(self.labelled_conditions, "undef_in_index", z3.BoolVal(False))
            literal = int_literal(idx)
            if literal is not None and isinstance(extent, ir.IntImm):
                if 0 <= literal < extent.value:
                    continue     # statically in bounds: nothing to record
                self._record(self.labelled_bounds, "out_of_bounds", z3.BoolVal(False))
                continue
            self._record(self.labelled_bounds, "out_of_bounds",
                         conjunction(idx >= 0, idx < self.encode_index(extent)))
        if self._load_fn is not None:
            term = (self._load_fn(buf, indices) if self._load_mark is None
                    else self._load_fn(buf, indices, mark))
        else:
            term = select(self._memory(buf), self._flat_index(buf, indices))
        self.loads.append(LoadRecord(buf, tuple(indices), term))
        return term

    def _flat_index(self, buf: ir.Buffer, indices: list) -> z3.ArithRef:
        """``ir.flat_offset``: buffers that share storage see the same elements (row-major in
        Horner form for dense buffers, the same value)."""
        if not buf.is_dense:
            return ir.flat_offset(buf, indices, lift=self.encode_index)
        flat = indices[0] if indices else z3.IntVal(0)
        for extent, idx in zip(buf.shape[1:], indices[1:]):
            flat = flat * self.encode_index(extent) + idx
        return flat

    def _memory(self, buf: ir.Buffer) -> z3.ArrayRef:
        """One array per storage (``data`` Var identity) and element type."""
        key = (id(buf.data), buf.dtype)
        hit = self._arrays.get(key)
        if hit is None:
            name = self._fresh_name(buf.name)
            self._internal.add(name)
            # the data Var is kept alive with the array so that its id cannot be reused
            hit = (buf.data, z3.Array(name, z3.IntSort(), value_sort(buf.dtype, self.float_mode)))
            self._arrays[key] = hit
        return hit[1]

    def _bitcast(self, e: ir.Call) -> z3.ExprRef:
        """TVM's bit reinterpretation between a 32/64-bit integer and a float of that width.
        An integer's bits are a float exactly (``fpBVToFP``: every NaN pattern is z3's one
        NaN). A float's bits are ``fpToIEEEBV`` except for a NaN, whose bits z3 does not
        know (it has one NaN; hardware may quiet a signalling one): poison there, as an
        overflow's result (docs/semantics.md, "Bit reinterpretation"). Under fast-math,
        where floats are reals, it is an unknown function of the argument (what holds for
        every function holds for the bits)."""
        (arg,) = e.args
        src, dst = arg.dtype, e.dtype
        if not ir.bitcast_supported(src, dst):
            raise SMTEncodingError(f"T.reinterpret from {src} to {dst} has no SMT meaning "
                                   "(only a 32/64-bit integer <-> float of the same width)")
        if self._fast:          # floats are reals without bits: an unknown function
            x = self._operand(arg, True)
            return z3.Function(f"T.reinterpret.{src.name}.{dst.name}.fast", x.sort(),
                               value_sort(dst, self.float_mode))(x)
        if src.is_int:
            return z3.fpBVToFP(self._operand(arg, True), _fp_sort(dst))
        f = self.encode(arg)
        return self._poison_unless(z3.Not(z3.fpIsNaN(f)), z3.fpToIEEEBV(f))

    def _enc_Call(self, e: ir.Call) -> z3.ExprRef:
        if e.op not in ir.BUILTINS or len(e.args) != ir.BUILTINS[e.op]:
            raise SMTEncodingError(f"unknown builtin {e.op}/{len(e.args)}")
        dtype = e.dtype
        if e.op == ir.REINTERPRET:
            if dtype != e.args[0].dtype or not dtype.is_int or dtype.is_bool:
                raise SMTEncodingError(f"T.reinterpret from {e.args[0].dtype} to {dtype}: only "
                                       f"the value marker (same integer dtype) is supported")
            return self._operand(e.args[0], True)      # the argument, wrapped to its dtype
        if e.op == ir.BITCAST:
            return self._bitcast(e)
        if e.op in ir.BITCOUNT:
            return self._bitcount(e)
        if e.op in ir.MATH:
            return self._math(e)
        if e.op == ir.FMA:
            if not dtype.is_float or any(a.dtype != dtype for a in e.args):
                raise SMTEncodingError(f"fma of {[str(a.dtype) for a in e.args]} has no SMT "
                                       "meaning")
            a, b, c = (self.encode(x) for x in e.args)
            return a * b + c if self._fast else z3.fpFMA(RM, a, b, c)
        if self._fast and dtype.is_float:
            x = self.encode(e.args[0])
            if e.op == "abs":
                return ite(x < 0, -x, x)
            self._record(self.labelled_conditions, "sqrt_of_negative", x >= 0)
            return x ** z3.RealVal(fractions.Fraction(1, 2))
        if e.op == "abs":
            if dtype.is_float:
                return z3.fpAbs(self.encode(e.args[0]))
            if not dtype.is_int:
                raise SMTEncodingError(f"abs of {dtype} has no SMT meaning")
            value = self.is_value(e)
            x = self._operand(e.args[0], value)
            if value and not dtype.is_signed:
                return x
            zero = z3.BitVecVal(0, dtype.bits) if value else z3.IntVal(0)
            term = ite(x < zero, -x, x)
            if ops.abs_poisons(e) and not self._exact and id(e) not in self._no_overflow:
                # TVM's select(x >= 0, x, 0 - x), the negation nsw: abs(MIN) is poison
                low = (z3.BitVecVal(dtype.min_value, dtype.bits) if value
                       else z3.IntVal(dtype.min_value))
                ok = z3.simplify(x != low) if self._numeral(x) is not None else x != low
                if not z3.is_true(ok):
                    return self._poison_unless(ok, term)
            return term
        if not dtype.is_float:
            raise SMTEncodingError(f"sqrt of {dtype} has no SMT meaning")
        return z3.fpSqrt(RM, self.encode(e.args[0]))

    def _bitcount(self, e: ir.Call) -> z3.ExprRef:
        """``T.clz``/``T.popcount`` of the operand's two's complement bits: on a bit-vector
        value, a chain on its bits (``ops.bit_count_bv``); on an index Int, comparisons with
        the powers of two for clz and the bits of ``Int2BV`` for popcount
        (``ops.bit_count_int``). ``clz(0)`` is poison (LLVM ``ctlz``, ``is_zero_poison``)."""
        (arg,) = e.args
        d = arg.dtype
        if not d.is_int or d.is_bool or (e.op == ops.CLZ and d.bits not in (32, 64)):
            raise SMTEncodingError(f"T.{e.op} of {d} has no SMT meaning (an integer argument, "
                                   "of 32 or 64 bits for T.clz)")
        value = self.is_value(arg)
        x = self._operand(arg, value)
        literal = self._numeral(x)
        if literal is not None and not (literal == 0 and e.op == ops.CLZ):
            count = ops.bit_count(e.op, int(literal), d.bits)
            return z3.BitVecVal(count, e.dtype.bits) if value else z3.IntVal(count)
        term = (ops.bit_count_bv(e.op, x, e.dtype.bits) if value
                else ops.bit_count_int(e.op, x, d))
        if ops.clz_poisons(e) and id(e) not in self._no_overflow:
            zero = z3.BitVecVal(0, d.bits) if value else z3.IntVal(0)
            return self._poison_unless(x != zero, term)
        return term

    def _enc_ExternCall(self, e: ir.ExternCall) -> z3.ExprRef:
        """A pure external call is an unknown function of its arguments (one per name and
        signature); an impure one is an effect, whose result only the executor running the
        program can name (its ``effect`` callback records the call in order)."""
        args = [self._operand(a, True) for a in e.args]     # C receives values, not indices
        sort = value_sort(e.dtype, self.float_mode)
        if e.pure:
            signature = ".".join(a.dtype.name for a in e.args)
            fn = z3.Function(f"extern.{e.name}({signature}).{e.dtype.name}.{self.float_mode}",
                             *[t.sort() for t in args], sort)
            return fn(*args)
        if self._effect_fn is None:
            raise SMTEncodingError(f"T.call_extern of \"{e.name}\" is an effect: it has a "
                                   f"meaning only in a whole program, in order")
        return self._effect_fn(e, args, self.eval_guard())

    def _math(self, e: ir.Call) -> z3.ExprRef:
        """A float math intrinsic: floor/ceil/trunc exactly, rsqrt as ``1 / sqrt(x)`` in IEEE
        (``ir.IEEE_MATH``), the others as an unknown function of the argument (one per
        intrinsic and dtype), which the interpreter's numpy result is one instance of: what
        holds for every function holds for it."""
        dtype = e.dtype
        if not dtype.is_float or e.args[0].dtype != dtype:
            raise SMTEncodingError(f"T.{e.op} of {e.args[0].dtype} has no SMT meaning")
        x = self.encode(e.args[0])
        if e.op in ir.EXACT_MATH:
            if self._fast:
                if e.op in ir.ROUND_EVEN:
                    return _real_round_even(x)
                down = z3.ToReal(z3.ToInt(x))
                up = -z3.ToReal(z3.ToInt(-x))
                return {"floor": down, "ceil": up, "trunc": ite(x >= 0, down, up)}[e.op]
            mode = z3.RNE() if e.op in ir.ROUND_EVEN else \
                {"floor": z3.RTN(), "ceil": z3.RTP(), "trunc": z3.RTZ()}[e.op]
            return z3.fpRoundToIntegral(mode, x)
        if e.op == "rsqrt" and not self._fast:
            return z3.fpDiv(RM, z3.FPVal(1.0, x.sort()), z3.fpSqrt(RM, x))
        sort = value_sort(dtype, self.float_mode)
        return z3.Function(f"T.{e.op}.{dtype.name}.{self.float_mode}", sort, sort)(x)


def _real_round_even(x: z3.ArithRef) -> z3.ArithRef:
    """The nearest integer to a real, a tie to the even one (``T.round`` in fast mode)."""
    down = z3.ToInt(x)                      # floor
    frac = x - z3.ToReal(down)
    up = down + 1
    nearest = z3.If(frac < z3.RealVal("1/2"), down,
                    z3.If(frac > z3.RealVal("1/2"), up, z3.If(down % 2 == 0, down, up)))
    return z3.ToReal(nearest)


def uninterpreted_calls(node) -> list[str]:
    """The intrinsics in ``node`` (an expression, statement or function) that z3 sees as
    unknown functions; a counterexample that relies on them must be reproduced to count."""
    from verirw.visit import walk
    found = []
    for n in walk(node):
        name = (n.op if isinstance(n, ir.Call) and n.op in ir.MATH
                and n.op not in ir.EXACT_MATH + ir.IEEE_MATH
                else f"call_{'pure_' if n.pure else ''}extern(\"{n.name}\")"
                if isinstance(n, ir.ExternCall) else None)
        if name is not None and name not in found:
            found.append(name)
    return found


def _bv_resize(term: z3.BitVecRef, src: DType, dst: DType) -> z3.BitVecRef:
    """Integer conversion between widths: sign/zero extension by the source's sign, or
    truncation (two's complement wrap)."""
    if dst.bits > src.bits:
        extend = z3.SignExt if src.is_signed else z3.ZeroExt
        return extend(dst.bits - src.bits, term)
    if dst.bits < src.bits:
        return z3.Extract(dst.bits - 1, 0, term)
    return term


def _float_to_int_in_range(term: z3.FPRef, src: DType, dst: DType) -> z3.BoolRef:
    """Is ``trunc(term)`` a value of ``dst``? Pure FP comparisons (a detour through Reals made
    z3 time out): the truncation is an integer, so ``t <= max`` iff ``t < max + 1``, and both
    ``min`` and ``max + 1`` are powers of two (or 0), exact unless they overflow the float
    format — then they become infinities and the comparison still holds for finite inputs."""
    t = z3.fpRoundToIntegral(z3.RTZ(), term)
    lo, hi = _fp_power_bound(dst.min_value, src), _fp_power_bound(dst.max_value + 1, src)
    return conjunction(z3.Not(z3.fpIsNaN(term)), z3.Not(z3.fpIsInf(term)),
                  z3.fpGEQ(t, lo), z3.fpLT(t, hi))


def _fp_power_bound(value: int, dtype: DType) -> z3.FPRef:
    sort = _fp_sort(dtype)
    if abs(value) > float(np.finfo(dtype.compute.numpy).max):
        return z3.fpPlusInfinity(sort) if value > 0 else z3.fpMinusInfinity(sort)
    return z3.FPVal(float(value), sort)


def _value_let_vars(subst: dict, value_vars: set[int]) -> set[int]:
    """Ids of substituted Vars that hold values: bound to a value expression (to a fixpoint,
    since a let may use another let) or to a bit-vector/float z3 term."""
    found = set(value_vars)
    changed = True
    while changed:
        changed = False
        for key, (var, bound) in subst.items():
            if key in found or not var.dtype.is_int:
                continue
            if isinstance(bound, z3.ExprRef):
                is_value = z3.is_bv(bound)
            else:
                is_value = is_value_expr(bound, found)
            if is_value:
                found.add(key)
                changed = True
    return found - value_vars


def to_z3(expr, **opts) -> z3.ExprRef:
    """Convenience: the z3 term of ``expr`` (``opts`` as for ``Encoder``); conditions dropped."""
    return Encoder(**opts).encode(expr)


# ----------------------------------------------------------------------------- results


class _Result:
    """Common behaviour: results are not truthy, so ``if prove(...)`` cannot mistake an
    ``Unknown`` (a truthy object) for a proof. Ask ``.proven`` / ``.sat``."""

    __slots__ = ()

    def __bool__(self):
        raise TypeError(f"{type(self).__name__} has no truth value: use .proven or .sat")


@dataclass(frozen=True, eq=True)
class Proven(_Result):
    time_ms: float = field(default=0.0, compare=False)
    status = "proven"
    proven = True


@dataclass(frozen=True, eq=True)
class Refuted(_Result):
    """``counterexample``: IR variable name -> value, plus loaded elements as ``"A[3]"``."""

    counterexample: dict = field(default_factory=dict)
    time_ms: float = field(default=0.0, compare=False)
    status = "refuted"
    proven = False


@dataclass(frozen=True, eq=True)
class Unknown(_Result):
    """The solver gave up (timeout, incompleteness). Never a proof, never a refutation."""

    reason: str = ""
    time_ms: float = field(default=0.0, compare=False)
    status = "unknown"
    proven = False
    sat = False


@dataclass(frozen=True, eq=True)
class Sat(_Result):
    model: dict = field(default_factory=dict)
    time_ms: float = field(default=0.0, compare=False)
    status = "sat"
    sat = True


@dataclass(frozen=True, eq=True)
class Unsat(_Result):
    time_ms: float = field(default=0.0, compare=False)
    status = "unsat"
    sat = False


ProofResult = Proven | Refuted | Unknown
SatResult = Sat | Unsat | Unknown


# ----------------------------------------------------------------------------- queries


def _encode_facts(enc: Encoder, facts, require_bounds: bool) -> list[z3.BoolRef]:
    """Facts are hypotheses: each fact, its well-definedness (and bounds if asked), and the
    assumptions about undef constants."""
    if isinstance(facts, (ir.Expr, z3.ExprRef)):
        facts = (facts,)
    out: list[z3.BoolRef] = []
    for fact in facts:
        got = enc.encode_full(fact)
        _check_bool(got.term, fact)
        out.append(got.term)
        out.extend(got.conditions)
        out.extend(got.assumptions)
        if require_bounds:
            out.extend(got.bounds)
    return out


def _check_bool(term: z3.ExprRef, source) -> None:
    if not z3.is_bool(term):
        raise SMTEncodingError(f"expected a bool expression, got {source!r}")


def _proof_assertions(goal, facts, enc: Encoder, require_bounds: bool,
                      where_defined: bool = False) -> list[z3.BoolRef]:
    """``facts ∧ wd(facts) ∧ ¬(wd(goal) ∧ goal)``: unsat means the goal is proven. With
    ``where_defined``, ``facts ∧ wd(facts) ∧ wd(goal) ∧ ¬goal``: the goal holds wherever it
    is defined."""
    hyps = _encode_facts(enc, facts, require_bounds)
    got = enc.encode_full(goal)
    _check_bool(got.term, goal)
    defined = [*got.conditions, *(got.bounds if require_bounds else ())]
    if where_defined:
        return [*hyps, *got.assumptions, *enc.var_ranges, *defined, z3.Not(got.term)]
    obligations = [*defined, got.term]
    return [*hyps, *got.assumptions, *enc.var_ranges, z3.Not(conjunction(*obligations))]


def _equivalence_assertions(lhs, rhs, facts, enc: Encoder,
                            require_bounds: bool) -> list[z3.BoolRef]:
    """Refinement of ``lhs`` (source) by ``rhs`` (target): for every choice of the target's
    undefs there is a choice of the source's undefs such that, if the source is well defined,
    the target is too and has the same value (SMT equality). So ``x + undef -> undef`` and
    ``0 * undef -> 0`` are proven, ``x -> undef`` is refuted. A bare ``T.undef()`` source is
    refined by anything, as ``EQ`` treats it."""
    hyps = _encode_facts(enc, facts, require_bounds)
    left = enc.encode_full(lhs)
    if isinstance(lhs, ir.Undef):
        return [*hyps, z3.BoolVal(False)]
    right = enc.encode_full(rhs)
    left_wd = conjunction(*left.conditions, *(left.bounds if require_bounds else ()))
    right_ok = conjunction(*right.conditions, *(right.bounds if require_bounds else ()),
                      _same_value_at(left.term, right.term, _dtype_of(lhs, rhs)))
    refines = z3.Implies(left_wd, right_ok)
    if left.undefs:
        refines = z3.Exists(list(left.undefs), conjunction(*left.assumptions, refines))
    return [*hyps, *right.assumptions, *enc.var_ranges, z3.Not(refines)]


def _dtype_of(lhs, rhs) -> DType | None:
    for side in (lhs, rhs):
        if isinstance(side, ir.Expr):
            return side.dtype
    return None


def _same_value_at(a: z3.ExprRef, b: z3.ExprRef, dtype: DType | None) -> z3.BoolRef:
    """Compare a value (BitVec) with an index (Int) as the value context would: wrapped."""
    if dtype is not None and dtype.is_int and z3.is_bv(a) != z3.is_bv(b):
        a, b = as_bitvec(a, dtype), as_bitvec(b, dtype)
    return same_value(a, b)


def _solver(assertions: list[z3.BoolRef], timeout_ms: int, work: int | None = None) -> z3.Solver:
    return solver_mod.new_solver(assertions, timeout_ms=timeout_ms, work=work)


def to_smtlib(goal, facts=(), *, encoder: Encoder | None = None,
              require_bounds: bool = False) -> str:
    """The SMT-LIB2 text of the proof obligation of ``prove(goal, facts)`` (for manifests):
    ``unsat`` means proven."""
    enc = encoder or Encoder()
    return _solver(_proof_assertions(goal, facts, enc, require_bounds), 0).to_smt2()


def prove(goal, facts=(), *, timeout_ms: int = 2000, encoder: Encoder | None = None,
          require_bounds: bool = False, value_vars: Iterable[ir.Var] = (),
          work: int | None = None, where_defined: bool = False) -> ProofResult:
    """Prove that ``goal`` (an IR bool expression or z3 BoolRef) holds wherever ``facts``
    hold. ``require_bounds`` adds the in-bounds conditions of loads to both sides.
    ``value_vars``: let variables bound to values (``semantics.value_let_vars``).
    ``work``: a z3 ``rlimit`` (``solver.work_share``), so the answer does not depend on load;
    ``timeout_ms`` is then only the outer bound. ``where_defined``: prove ``goal`` only where
    it is defined (``wd(goal) -> goal``), what replacing a boolean expression by the literal
    ``True`` needs: where it is undefined, any value refines it."""
    enc = encoder or Encoder(value_vars=value_vars)
    assertions = _proof_assertions(goal, facts, enc, require_bounds, where_defined)
    return _run("prove", assertions, timeout_ms, enc, work)


def refinement_assertions(lhs, rhs, facts=(), *, encoder: Encoder | None = None,
                          require_bounds: bool = False) -> list[z3.BoolRef]:
    """The assertions of ``prove_equivalent(lhs, rhs, facts)`` (unsat means proven), for
    proof manifests and other solvers."""
    return _equivalence_assertions(lhs, rhs, facts, encoder or Encoder(), require_bounds)


def proof_assertions(goal, facts=(), *, encoder: Encoder | None = None,
                     require_bounds: bool = False,
                     where_defined: bool = False) -> list[z3.BoolRef]:
    """The assertions of ``prove(goal, facts)`` (unsat means proven)."""
    return _proof_assertions(goal, facts, encoder or Encoder(), require_bounds, where_defined)


def prove_equivalent(lhs, rhs, facts=(), *, timeout_ms: int = 2000,
                     encoder: Encoder | None = None,
                     require_bounds: bool = False) -> ProofResult:
    """Prove that replacing ``lhs`` by ``rhs`` never changes a well-defined result (see
    ``same_value``: for floats this distinguishes -0.0 from 0.0, unlike the IR's ``EQ``)."""
    enc = encoder or Encoder()
    assertions = _equivalence_assertions(lhs, rhs, facts, enc, require_bounds)
    return _run("prove", assertions, timeout_ms, enc)


def is_satisfiable(facts, timeout_ms: int = 2000, *, encoder: Encoder | None = None,
                   require_bounds: bool = False) -> SatResult:
    """Can ``facts`` (with their well-definedness) all hold? ``Sat`` carries a model."""
    enc = encoder or Encoder()
    assertions = _encode_facts(enc, facts, require_bounds)
    return _run("sat", [*assertions, *enc.var_ranges], timeout_ms, enc)


# ----------------------------------------------------------------------------- solving, cache


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    size: int


_CACHE_MAX = 4096
_cache: OrderedDict[tuple, _Result] = OrderedDict()
_stats = {"hits": 0, "misses": 0}


def cache_info() -> CacheInfo:
    """Hit/miss counters of the query cache (key: SMT-LIB2 text, query kind, timeout)."""
    return CacheInfo(_stats["hits"], _stats["misses"], len(_cache))


def clear_cache() -> None:
    """Forget cached results and reset the counters."""
    _cache.clear()
    _stats["hits"] = _stats["misses"] = 0


def _run(kind: str, assertions: list[z3.BoolRef], timeout_ms: int, enc: Encoder,
         work: int | None = None) -> _Result:
    """Check the assertions (cached). ``kind`` "prove": unsat -> Proven, sat -> Refuted;
    "sat": sat -> Sat, unsat -> Unsat. Unknown stays Unknown either way."""
    solver = _solver(assertions, timeout_ms, work)
    key = (kind, solver.to_smt2(), int(timeout_ms), work)
    hit = _cache.get(key)
    if hit is not None:
        _stats["hits"] += 1
        _cache.move_to_end(key)
        return hit
    _stats["misses"] += 1
    answer = solver_mod.decide_solver(solver)
    if isinstance(answer, solver_mod.Unsat):
        result = Proven(answer.ms) if kind == "prove" else Unsat(answer.ms)
    elif isinstance(answer, solver_mod.Sat):
        values = decode_model(answer.model, enc)
        result = Refuted(values, answer.ms) if kind == "prove" else Sat(values, answer.ms)
    else:
        result = Unknown(answer.reason, answer.ms)
    _cache[key] = result
    if len(_cache) > _CACHE_MAX:
        _cache.popitem(last=False)
    return result


def decode_model(model: z3.ModelRef, enc: Encoder) -> dict:
    """Readable values: every IR variable of the encoder by name, loaded buffer elements as
    ``"A[3]"``/``"A[1, 2]"``, and other user constants (from z3 goals) by their name."""
    out: dict = {}
    for name, var in enc.var_map.items():
        if enc.is_internal(name):
            continue
        term = enc.var(var)
        out[name] = python_value(model.eval(term, model_completion=True), var.dtype)
    for rec in enc.loads:
        key = _load_key(model, rec)
        if key is not None:
            out[key] = python_value(model.eval(rec.term, model_completion=True),
                                    rec.buffer.dtype)
    for decl in model.decls():
        name = decl.name()
        if decl.arity() == 0 and name not in out and not enc.is_internal(name):
            with contextlib.suppress(NotConstantError, z3.Z3Exception):
                out[name] = _generic_value(model[decl])
    return out


def _load_key(model: z3.ModelRef, rec: LoadRecord) -> str | None:
    values = [model.eval(i, model_completion=True) for i in rec.indices]
    if not all(z3.is_int_value(v) for v in values):
        return None
    return f"{rec.buffer.name}[{', '.join(str(v.as_long()) for v in values)}]"


def _generic_value(term: z3.ExprRef):
    """A model value of a constant that is not an IR variable (user z3 goals)."""
    if isinstance(term, z3.FPNumRef):
        return _fp_to_python(term)
    if z3.is_bv_value(term):
        return term.as_long()
    return python_value(term, ir.INT32 if z3.is_int_value(term) else ir.BOOL)


# ----------------------------------------------------------------------------- evaluation


def evaluate_z3(expr: ir.Expr, env: dict | None = None, arrays: dict | None = None, *,
                value_vars: Iterable[ir.Var] = ()):
    """Evaluate ``expr`` through its z3 encoding, for cross-checking the interpreter
    (``verirw.interp.evaluate`` takes the same arguments).

    ``env`` maps IR Vars to Python values; they are index variables (mathematical integers)
    unless listed in ``value_vars`` (stand-ins for let variables bound to buffer values,
    which wrap and must fit their dtype). ``arrays`` maps buffer names to numpy arrays (the
    buffer's shape, or flat). Returns ``int``/``bool``/``float`` like plain Python; raises
    ``ExecutionError`` (same kinds as the interpreter) when a reached operation is undefined,
    ``ArgumentError`` for a variable missing from ``env``, and ``NotConstantError`` when the
    result depends on ``T.undef()`` (the interpreter returns 0 and marks it tainted).
    """
    env = env or {}
    given = {id(v) for v in env}
    missing = sorted({v.name for v in _expr_vars(expr) if id(v) not in given})
    if missing:
        raise ArgumentError(f"evaluate_z3: no value for variable(s) {', '.join(missing)}")
    value_ids = {id(v) for v in value_vars}
    subst = {v: _const_of(v, value, id(v) in value_ids) for v, value in env.items()}
    enc = Encoder(subst=subst)
    enc._load_fn = _ArrayMemory(arrays or {}, enc)
    term = z3.simplify(enc.encode(bf16.legalize_expr(expr)))
    for kind, cond in enc.checks:
        _check_condition(kind, cond, expr)
    return python_value(term, expr.dtype)


def _expr_vars(expr: ir.Expr) -> list[ir.Var]:
    """Variables of ``expr`` and of its load indices (not of buffer shapes)."""
    out, stack = [], [expr]
    while stack:
        e = stack.pop()
        if isinstance(e, ir.Var):
            out.append(e)
        stack.extend(c for c in children(e) if isinstance(c, ir.Expr))
    return out


def _const_of(v: ir.Var, value, is_value: bool = False) -> z3.ExprRef:
    if v.dtype.is_bool:
        return z3.BoolVal(bool(value))
    if v.dtype.is_int and is_value:
        if not v.dtype.min_value <= int(value) <= v.dtype.max_value:
            raise ArgumentError(f"value variable {v.name}: {value} is out of range for "
                                f"{v.dtype}")
        return z3.BitVecVal(v.dtype.wrap(int(value)), v.dtype.bits)
    if v.dtype.is_int:
        return z3.IntVal(int(value))
    if v.dtype.is_float:
        return fp_const(float(value), v.dtype)
    raise ArgumentError(f"cannot give variable {v.name} of type {v.dtype} a value")


class _ArrayMemory:
    """A ``load`` callback reading numpy arrays (of the buffer's shape, or flat). A read out
    of range yields an unconstrained constant: either its path is not taken, or the bounds
    conditions reject it afterwards."""

    def __init__(self, arrays: dict, enc: Encoder):
        self._arrays = arrays
        self._enc = enc
        self._fresh = 0

    def __call__(self, buf: ir.Buffer, indices: list) -> z3.ExprRef:
        if buf.name not in self._arrays:
            raise ArgumentError(f"no array given for buffer {buf.name}")
        require_dense(buf, "evaluate_z3 (a standalone expression)")
        arr = np.asarray(self._arrays[buf.name])
        pos = self._constants(indices)
        if pos is not None and arr.ndim == 1 and len(pos) > 1:
            pos = self._flatten(buf, pos)
        if (pos is not None and len(pos) == arr.ndim
                and all(0 <= p < n for p, n in zip(pos, arr.shape))):
            return _element(arr[pos], buf.dtype)
        self._fresh += 1
        return z3.Const(f"{buf.name}!unread{self._fresh}", value_sort(buf.dtype))

    @staticmethod
    def _constants(terms) -> tuple[int, ...] | None:
        values = [z3.simplify(t) for t in terms]
        if not all(z3.is_int_value(v) for v in values):
            return None
        return tuple(v.as_long() for v in values)

    def _flatten(self, buf: ir.Buffer, pos: tuple[int, ...]) -> tuple[int] | None:
        extents = self._constants(self._enc.encode_index(s) for s in buf.shape)
        if extents is None:
            return None
        flat = 0
        for p, extent in zip(pos, extents):
            flat = flat * extent + p
        return (flat,)


def _element(value, dtype: DType) -> z3.ExprRef:
    if dtype.is_bool:
        return z3.BoolVal(bool(value))
    if dtype.is_int:
        return z3.BitVecVal(dtype.wrap(int(value)), dtype.bits)
    return fp_const(float(value), dtype)


def _check_condition(kind: str, cond: z3.BoolRef, expr: ir.Expr) -> None:
    cond = z3.simplify(cond)
    if z3.is_true(cond):
        return
    if z3.is_false(cond):
        raise ExecutionError(kind, f"{kind.replace('_', ' ')} while evaluating {expr!r}")
    raise NotConstantError(f"cannot decide whether {expr!r} is well defined: {cond}")
