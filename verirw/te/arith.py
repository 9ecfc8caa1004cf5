"""Index arithmetic for the TE front end: a canonical simplifier and interval bounds.

Bound inference writes its regions as expressions in the loop variables that enclose a
stage (``ci.cj.fused.outer*4``, ``min(xo*16 + 15, 19)``); lowering substitutes them into
indices. Without simplification those become ``dj + i - dj`` where TVM prints ``i``, and a
guard that the loop ranges already imply cannot be dropped. Everything here is exact integer
arithmetic with floor division (DESIGN.md): a rewrite is applied only when it is an identity
on the given variable ranges, so the simplifier cannot change a program's meaning.

``ranges`` maps a Var to its inclusive integer range ``(lo, hi)``; a variable without one is
unbounded.
"""

from __future__ import annotations

from dataclasses import dataclass

from verirw import ir, ops
from verirw.dtypes import BOOL, INT32

# TVMScript's ``//`` and ``%``: floor division and modulo, the operations this module reasons about
_DIV, _MOD = ops.BY_SYMBOL["//"].cls, ops.BY_SYMBOL["%"].cls
_FLOOR = (_DIV, _MOD)

Range = tuple[int | None, int | None]          # inclusive; None = unbounded on that side


# ----------------------------------------------------------------------------- linear forms


def _const(value: int, dtype=INT32) -> ir.IntImm:
    return ir.IntImm(value, dtype)


def _int_value(e: ir.Expr) -> int | None:
    return e.value if isinstance(e, ir.IntImm) and not e.dtype.is_bool else None


def linear_terms(e: ir.Expr) -> tuple[dict, int]:
    """``e`` as ``sum(coeff * atom) + const`` (atoms are non-linear subterms, kept in order)."""
    if isinstance(e, ir.IntImm) and not e.dtype.is_bool:
        return {}, e.value
    if isinstance(e, (ir.Add, ir.Sub)):
        ta, ca = linear_terms(e.a)
        tb, cb = linear_terms(e.b)
        sign = 1 if isinstance(e, ir.Add) else -1
        out = dict(ta)
        for atom, k in tb.items():
            out[atom] = out.get(atom, 0) + sign * k
        return {a: k for a, k in out.items() if k}, ca + sign * cb
    if isinstance(e, ir.Mul):
        for x, y in ((e.a, e.b), (e.b, e.a)):
            c = _int_value(x)
            if c is not None:
                t, k = linear_terms(y)
                return ({a: c * v for a, v in t.items() if c * v}, c * k)
    return {e: 1}, 0


def build_linear(terms: dict, const: int, dtype=INT32) -> ir.Expr:
    """TVM-style text order: terms as first seen, ``atom*coeff``, the constant last."""
    out: ir.Expr | None = None
    if const > 0 and terms and next(iter(terms.values())) < 0:
        out, const = _const(const, dtype), 0          # ``15 - xo*3``, not ``0 - xo*3 + 15``
    for atom, k in terms.items():
        mag = abs(k)
        term = atom if mag == 1 else ir.Mul(atom, _const(mag, dtype))
        if out is None:
            out = term if k > 0 else ir.Sub(_const(0, dtype), term)
        else:
            out = ir.Add(out, term) if k > 0 else ir.Sub(out, term)
    if out is None:
        return _const(const, dtype)
    if const > 0:
        return ir.Add(out, _const(const, dtype))
    if const < 0:
        return ir.Sub(out, _const(-const, dtype))
    return out


# ----------------------------------------------------------------------------- ranges


def _add_range(a: Range, b: Range, k: int = 1) -> Range:
    lo_b, hi_b = (b[0], b[1]) if k >= 0 else (b[1], b[0])
    lo = None if a[0] is None or lo_b is None else a[0] + k * lo_b
    hi = None if a[1] is None or hi_b is None else a[1] + k * hi_b
    return lo, hi


def value_range(e: ir.Expr, ranges: dict) -> Range:
    """An inclusive integer range containing every value of ``e`` (sound, not always tight)."""
    terms, const = linear_terms(e)
    if len(terms) > 1 or (terms and next(iter(terms.values())) != 1) or const:
        out: Range = (const, const)
        for atom, k in terms.items():
            out = _add_range(out, _atom_range(atom, ranges), k)
        return out
    if not terms:
        return const, const
    return _atom_range(e, ranges)


def _atom_range(e: ir.Expr, ranges: dict) -> Range:
    if isinstance(e, ir.Var):
        return ranges.get(e, (None, None))
    if isinstance(e, ir.IntImm):
        return e.value, e.value
    c = _int_value(e.b) if isinstance(e, _FLOOR) else None
    if c is not None and c > 0:
        lo, hi = value_range(e.a, ranges)
        if isinstance(e, _DIV):
            return (None if lo is None else lo // c), (None if hi is None else hi // c)
        if lo is not None and hi is not None and lo // c == hi // c:
            return lo % c, hi % c
        return 0, c - 1
    if isinstance(e, (ir.Min, ir.Max)):
        a, b = value_range(e.a, ranges), value_range(e.b, ranges)
        pick = min if isinstance(e, ir.Min) else max
        lo = None if a[0] is None or b[0] is None else pick(a[0], b[0])
        hi = None if a[1] is None or b[1] is None else pick(a[1], b[1])
        if isinstance(e, ir.Min):        # min is at most either operand's upper bound
            hi = b[1] if a[1] is None else a[1] if b[1] is None else hi
        else:
            lo = b[0] if a[0] is None else a[0] if b[0] is None else lo
        return lo, hi
    if isinstance(e, ir.Select):
        a, b = value_range(e.true_value, ranges), value_range(e.false_value, ranges)
        lo = None if a[0] is None or b[0] is None else min(a[0], b[0])
        hi = None if a[1] is None or b[1] is None else max(a[1], b[1])
        return lo, hi
    if isinstance(e, ir.Mul):
        a, b = value_range(e.a, ranges), value_range(e.b, ranges)
        if None not in a and None not in b:
            products = [x * y for x in a for y in b]
            return min(products), max(products)
    return None, None


# ----------------------------------------------------------------------------- simplify


def simplify(e: ir.Expr, ranges: dict | None = None) -> ir.Expr:
    """``e`` in canonical form; identities are used only where they hold on ``ranges``."""
    return _simplify(e, ranges or {})


def _simplify(e: ir.Expr, ranges: dict) -> ir.Expr:
    if isinstance(e, (ir.IntImm, ir.Var, ir.FloatImm)) or e.dtype.is_float:
        return e if isinstance(e, (ir.IntImm, ir.Var, ir.FloatImm)) else _children(e, ranges)
    if isinstance(e, (ir.Add, ir.Sub, ir.Mul)):
        e = _children(e, ranges)
        if isinstance(e, ir.Mul) and _int_value(e.a) is None and _int_value(e.b) is None:
            return e
        terms, const = linear_terms(e)
        return build_linear(terms, const, e.dtype)
    if isinstance(e, _FLOOR):
        return _divmod(_children(e, ranges), ranges)
    if isinstance(e, (ir.Min, ir.Max)):
        e = _children(e, ranges)
        lo, hi = value_range(build_linear(*linear_terms(ir.Sub(e.a, e.b)), e.dtype), ranges)
        a_le_b, a_ge_b = hi is not None and hi <= 0, lo is not None and lo >= 0
        if a_le_b or a_ge_b:
            return e.a if (a_le_b if isinstance(e, ir.Min) else a_ge_b) else e.b
        return e
    if isinstance(e, ir.CmpOp):
        e = _children(e, ranges)
        split = _split_extremum(e)
        if split is not None:                 # x <= min(a, b)  ==  x <= a and x <= b
            return _logic(ir.And(_simplify(split[0], ranges), _simplify(split[1], ranges)))
        return _compare(e, ranges)
    if isinstance(e, (ir.And, ir.Or, ir.Not)):
        return _logic(_children(e, ranges))
    if isinstance(e, ir.Select):
        cond = _simplify(e.cond, ranges)
        if isinstance(cond, ir.IntImm):
            return _simplify(e.true_value if cond.value else e.false_value, ranges)
        t, f = _simplify(e.true_value, ranges), _simplify(e.false_value, ranges)
        return t if t == f else ir.Select(cond, t, f)
    return _children(e, ranges)


def _children(e: ir.Expr, ranges: dict) -> ir.Expr:
    if isinstance(e, (ir.BinaryOp, ir.CmpOp, ir.And, ir.Or)):
        return type(e)(_simplify(e.a, ranges), _simplify(e.b, ranges))
    if isinstance(e, ir.Not):
        return ir.Not(_simplify(e.a, ranges))
    if isinstance(e, ir.Cast):
        return ir.Cast(e.dtype, _simplify(e.value, ranges))
    if isinstance(e, ir.BufferLoad):
        return ir.BufferLoad(e.buffer, tuple(_simplify(i, ranges) for i in e.indices))
    if isinstance(e, ir.Select):
        return ir.Select(*(_simplify(x, ranges) for x in (e.cond, e.true_value, e.false_value)))
    if isinstance(e, ir.Call):
        return ir.Call(e.op, tuple(_simplify(a, ranges) for a in e.args), e.dtype)
    return e


def _divmod(e: ir.Expr, ranges: dict) -> ir.Expr:
    """``(c*Q + R) // c == Q + R // c`` and ``(c*Q + R) % c == R % c`` for floor division;
    ``R // c`` and ``R % c`` fold when ``R`` stays within one period on ``ranges``."""
    c = _int_value(e.b)
    if c is None or c <= 0:
        return e
    inner = _int_value(e.a.b) if isinstance(e.a, _MOD) else None
    if isinstance(e, _MOD) and inner is not None and inner > 0 and inner % c == 0:
        return _divmod(_MOD(e.a.a, e.b), ranges)      # (x % 128) % 4 == x % 4
    terms, const = linear_terms(e.a)
    quotient = {a: k // c for a, k in terms.items() if k % c == 0}
    rest = {a: k for a, k in terms.items() if k % c}
    q_const, r_const = divmod(const, c)
    r = build_linear(rest, r_const, e.dtype)
    lo, hi = value_range(r, ranges)
    same_period = lo is not None and hi is not None and lo // c == hi // c
    if isinstance(e, _MOD):
        if same_period:
            return build_linear(*linear_terms(ir.Sub(r, _const(lo // c * c, e.dtype))), e.dtype)
        return r if isinstance(r, ir.IntImm) else _MOD(r, e.b)
    if same_period:
        q_const += lo // c
        return build_linear(quotient, q_const, e.dtype)
    if not rest:                  # r is the constant r_const in [0, c): no remainder term
        return build_linear(quotient, q_const, e.dtype)
    if not quotient and not q_const:
        return _DIV(r, e.b)
    terms = dict(quotient)
    terms[_DIV(r, e.b)] = 1
    return build_linear(terms, q_const, e.dtype)


def _verdict(kind: type, lo: int | None, hi: int | None) -> bool | None:
    """Whether ``d <op> 0`` holds for every ``d`` in ``[lo, hi]`` (True), for none (False),
    or depends (None)."""
    pos = lo is not None and lo > 0
    neg = hi is not None and hi < 0
    nonneg = lo is not None and lo >= 0
    nonpos = hi is not None and hi <= 0
    zero = lo == hi == 0
    table = {ir.LT: (neg, nonneg), ir.LE: (nonpos, pos), ir.GT: (pos, nonpos),
             ir.GE: (nonneg, neg), ir.EQ: (zero, pos or neg), ir.NE: (pos or neg, zero)}
    always, never = table[kind]
    return True if always else False if never else None


def _compare(e: ir.CmpOp, ranges: dict) -> ir.Expr:
    if e.a.dtype.is_float or e.a.dtype.is_bool:
        return e
    terms, const = linear_terms(ir.Sub(e.a, e.b))
    diff = build_linear(terms, const, e.a.dtype)
    verdict = _verdict(type(e), *value_range(diff, ranges))
    if verdict is not None:
        return _const(int(verdict), BOOL)
    if not all(isinstance(a, ir.Var) for a in terms):
        return e
    # linear in variables: ``terms <op> constant``, first coefficient positive, so that equal
    # conditions print (and compare) equal: ``2 <= i`` and ``0 <= i - 2`` are both ``i >= 2``
    op = type(e)
    if next(iter(terms.values())) < 0:
        terms, const = {a: -k for a, k in terms.items()}, -const
        op = _FLIPPED[op]
    return op(build_linear(terms, 0, e.a.dtype), _const(-const, e.a.dtype))


_FLIPPED = {op.cls: ops.BY_NAME[op.swapped].cls for op in ops.comparisons()}   # a<b == b>a


def _split_extremum(e: ir.CmpOp):
    """The two comparisons whose conjunction is ``e`` when ``e`` bounds a min from above or a
    max from below (integers only); None otherwise."""
    if e.a.dtype.is_float:
        return None
    op = type(e)
    if op in (ir.LT, ir.LE):
        small, big = e.a, e.b
    elif op in (ir.GT, ir.GE):
        small, big = e.b, e.a
        op = ir.LT if op is ir.GT else ir.LE
    else:
        return None
    if isinstance(big, ir.Min):
        return op(small, big.a), op(small, big.b)
    if isinstance(small, ir.Max):
        return op(small.a, big), op(small.b, big)
    return None


def _logic(e: ir.Expr) -> ir.Expr:
    lit = lambda x: x.value if isinstance(x, ir.IntImm) else None   # noqa: E731
    if isinstance(e, ir.Not):
        v = lit(e.a)
        return e if v is None else _const(1 - v, BOOL)
    a, b = lit(e.a), lit(e.b)
    if isinstance(e, ir.And):
        if a == 0 or b == 0:
            return _const(0, BOOL)
        return e.b if a == 1 else e.a if b == 1 else e
    if a == 1 or b == 1:
        return _const(1, BOOL)
    return e.b if a == 0 else e.a if b == 0 else e


# ----------------------------------------------------------------------------- intervals


@dataclass(frozen=True)
class Interval:
    """The integers ``lo..hi`` (inclusive), bounds written in the variables held fixed.

    ``dense`` says every integer in between is reached; a strided set (``i*4`` for a relaxed
    ``i``) has the right bounds but holes, so ``% c`` of it is only over-approximated.
    """

    lo: ir.Expr
    hi: ir.Expr
    dense: bool = True

    @staticmethod
    def point(e: ir.Expr) -> "Interval":
        return Interval(e, e)

    @staticmethod
    def of_range(lo: int, hi: int) -> "Interval":
        return Interval(_const(lo), _const(hi))

    @property
    def is_point(self) -> bool:
        return self.lo == self.hi

    def __str__(self) -> str:
        from verirw.printer import format_expr
        return f"[{format_expr(self.lo)}, {format_expr(self.hi)}]"


class NotRepresentable(Exception):
    """The expression's set has no interval bound in the fixed variables (e.g. ``i*j`` with
    both relaxed); callers fall back to the whole domain, which is sound."""


def bound(e: ir.Expr, sets: dict, ranges: dict | None = None) -> Interval:
    """An interval containing every value of ``e`` when each Var in ``sets`` ranges over its
    Interval and every other Var is held fixed. Exact (the smallest interval) for sums of
    independent dense sets, constant multiples, and floor division/modulo by constants of
    dense sets — the forms split, fuse and layout maps produce."""
    ranges = ranges or {}
    out = _bound(e, sets, ranges)
    return Interval(simplify(out.lo, ranges), simplify(out.hi, ranges), out.dense)


def _bound(e: ir.Expr, sets: dict, ranges: dict) -> Interval:
    if isinstance(e, ir.IntImm):
        return Interval.point(e)
    if isinstance(e, ir.Var):
        return sets.get(e, Interval.point(e))
    if isinstance(e, (ir.Add, ir.Sub)):
        a, b = _bound(e.a, sets, ranges), _bound(e.b, sets, ranges)
        dense = (a.dense and b.dense) and (a.is_point or b.is_point or a.dense)
        if isinstance(e, ir.Add):
            return Interval(ir.Add(a.lo, b.lo), ir.Add(a.hi, b.hi), dense)
        return Interval(ir.Sub(a.lo, b.hi), ir.Sub(a.hi, b.lo), dense)
    if isinstance(e, ir.Mul):
        a, b = _bound(e.a, sets, ranges), _bound(e.b, sets, ranges)
        if a.is_point and b.is_point:
            return Interval.point(ir.Mul(a.lo, b.lo))
        for x, y in ((a, b), (b, a)):
            c = _int_value(simplify(x.lo, ranges)) if x.is_point else None
            if c is not None:
                if c == 0:
                    return Interval.point(_const(0, e.dtype))
                lo, hi = (y.lo, y.hi) if c > 0 else (y.hi, y.lo)
                return Interval(ir.Mul(lo, _const(c, e.dtype)), ir.Mul(hi, _const(c, e.dtype)),
                                y.dense and abs(c) == 1)
        raise NotRepresentable(e)
    if isinstance(e, _FLOOR):
        c = _int_value(simplify(e.b, ranges))
        a = _bound(e.a, sets, ranges)
        if c is None or c <= 0:
            raise NotRepresentable(e)
        if a.is_point:
            return Interval.point(type(e)(a.lo, e.b))
        if isinstance(e, _DIV):
            return Interval(_DIV(a.lo, e.b), _DIV(a.hi, e.b), a.dense)
        return _mod_interval(a, c, e.dtype, ranges)
    if isinstance(e, (ir.Min, ir.Max)):
        a, b = _bound(e.a, sets, ranges), _bound(e.b, sets, ranges)
        op = type(e)
        return Interval(op(a.lo, b.lo), op(a.hi, b.hi), a.dense and b.dense)
    raise NotRepresentable(e)


def _mod_interval(a: Interval, c: int, dtype, ranges: dict) -> Interval:
    """``{x % c : lo <= x <= hi}``: ``[lo % c, hi % c]`` when lo and hi fall in one period,
    else all of ``[0, c)`` — the smallest interval for a dense set."""
    lo, hi = simplify(a.lo, ranges), simplify(a.hi, ranges)
    width = value_range(simplify(ir.Sub(hi, lo), ranges), ranges)
    full = Interval.of_range(0, c - 1)
    if not a.dense or (width[0] is not None and width[0] >= c - 1):
        return full
    same = simplify(ir.EQ(_DIV(lo, _const(c, dtype)), _DIV(hi, _const(c, dtype))),
                    ranges)
    if isinstance(same, ir.IntImm):
        if not same.value:
            return full
        return Interval(_MOD(lo, _const(c, dtype)), _MOD(hi, _const(c, dtype)))
    return Interval(ir.Select(same, _MOD(lo, _const(c, dtype)), _const(0, dtype)),
                    ir.Select(same, _MOD(hi, _const(c, dtype)), _const(c - 1, dtype)))


def hull(a: Interval, b: Interval, ranges: dict | None = None) -> Interval:
    """The smallest interval containing both (the union is dense only if they touch)."""
    ranges = ranges or {}
    lo = simplify(ir.Min(a.lo, b.lo), ranges)
    hi = simplify(ir.Max(a.hi, b.hi), ranges)
    return Interval(lo, hi, False)


def clamp(a: Interval, lo: ir.Expr, hi: ir.Expr, ranges: dict | None = None) -> Interval:
    """``a`` intersected with ``[lo, hi]`` (a set known to lie inside ``[lo, hi]`` keeps its
    density)."""
    ranges = ranges or {}
    return Interval(simplify(ir.Max(a.lo, lo), ranges), simplify(ir.Min(a.hi, hi), ranges),
                    a.dense)
