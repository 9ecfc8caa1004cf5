"""Expressions simplified with what holds where they are evaluated (issue 23).

TVM's simplifier rewrites ``i // 4`` to 0 under ``if i < 4``, ``i < j + 1`` to True under
``if i < j``, ``n < 5 and n < 10`` to ``n < 5`` and an inner ``T.if_then_else`` on the
condition of the outer one to its branch. These facts hold only at a program point, so they
never enter the e-graph (DESIGN.md); this walk carries them down an expression:

* the branches of ``T.if_then_else(c, a, b)`` are simplified knowing ``c`` (resp. ``not c``),
  the right operand of ``a and b`` knowing ``a``, of ``a or b`` knowing ``not a`` (each is
  evaluated only then), when the condition reads no memory;
* a memory-free comparison the context decides becomes a literal;
* ``x // c`` and ``x % c`` (index arithmetic, ``c > 0``) whose quotient the context fixes
  become the quotient and ``x - k * c``.

Candidates are found by interval reasoning over the context (loop ranges, branch conditions,
let values) and every rewrite is proven by z3 (``Prover``) before it is made; comparisons
whose variables the context constrains beyond their ranges are put to z3 directly.
"""

from __future__ import annotations

from verirw import ir, ops
from verirw.analysis import Kind, Purpose, in_bounds, may_fail, reads_memory, show
from verirw.analysis.intervals import interval
from verirw.passes.fold import fold_constants, is_literal
from verirw.passes.obligations import Prover
from verirw.semantics import is_value_expr, operands
from verirw.visit import free_vars, map_children, walk

TRUE = ir.IntImm(1, ir.BOOL)
FALSE = ir.IntImm(0, ir.BOOL)
#: at most this many z3 questions per expression tree (a budget, not a heuristic of quality)
MAX_QUESTIONS = 24


class InContext:
    """``simplify(e, hyps)``: ``e`` rewritten with the IR conditions ``hyps`` that hold where
    it is evaluated; ``value_vars``: ids of let variables bound to value expressions."""

    def __init__(self, prover: Prover, value_vars=(), known_value=None, region_facts=None):
        self.prover = prover
        self.value_vars = set(value_vars)
        self.known_value = known_value      # (load, hyps, facts) -> its value here, or None
        self.region_facts = region_facts    # (exprs, facts) -> hypotheses about their loads
        self.facts: list = []
        self.budget = 0

    def simplify(self, e: ir.Expr, hyps: list, facts: list = ()) -> ir.Expr:
        """``facts``: what is known about memory here (``passes.context``), for loads."""
        self.budget = MAX_QUESTIONS
        self.facts = list(facts)
        return self.walk(e, list(hyps), None)

    # ----------------------------------------------------------------- the walk

    def walk(self, e: ir.Expr, hyps: list, ranges: dict | None) -> ir.Expr:
        if isinstance(e, (ir.IntImm, ir.FloatImm, ir.Var, ir.Undef)):
            return e
        if ranges is None:
            ranges = ranges_of(hyps)
        if isinstance(e, ir.Select):
            cond = self.walk(e.cond, hyps, ranges)
            if cond == TRUE:
                return self.walk(e.true_value, hyps, ranges)
            if cond == FALSE:
                return self.walk(e.false_value, hyps, ranges)
            if reads_memory(cond) or e.eager:
                # an eager T.Select evaluates both arms whatever the condition: an arm
                # simplified under it could fail where the original did not
                return map_children(e, lambda x: self.walk(x, hyps, ranges)
                                    if isinstance(x, ir.Expr) else x)
            a = self.walk(e.true_value, [*hyps, cond], None)
            b = self.walk(e.false_value, [*hyps, ir.Not(cond)], None)
            return self.one_branch(ir.Select(cond, a, b), hyps)
        if isinstance(e, (ir.And, ir.Or)):
            a = self.walk(e.a, hyps, ranges)
            known = a if isinstance(e, ir.And) else ir.Not(a)
            b = self.walk(e.b, [*hyps, known] if not reads_memory(a) else hyps, None)
            out = type(e)(a, b) if (a, b) != (e.a, e.b) else e
            return self.decide(out, hyps, ranges)
        out = map_children(e, lambda x: self.walk(x, hyps, ranges) if isinstance(x, ir.Expr) else x)
        if out is not e and operands(out) and all(is_literal(k) for k in operands(out)):
            folded = fold_constants(out)    # closed now (a decided operand): its value
            if is_literal(folded):
                self.prover.decided(Kind.FOLD, f"{show(out)}  ->  {show(folded)} (closed "
                                               f"arithmetic, evaluated by the interpreter)")
                return folded
        if out.dtype.is_bool:
            return self.decide(out, hyps, ranges)
        if isinstance(out, (ir.FloorDiv, ir.FloorMod)):
            return self.quotient(out, hyps, ranges)
        if isinstance(out, ir.BufferLoad) and self.facts and self.known_value is not None:
            value = self.known_value(out, hyps, self.facts)
            if value is not None:
                return value
        return out

    def one_branch(self, e: ir.Select, hyps: list) -> ir.Expr:
        """``T.if_then_else(c, x, v)`` is ``x`` where the facts here say that ``x == v``
        whenever ``not c`` (RFC 0077: the padding holds ``v``; TVM's UseAssumeToReduceBranches
        with ``x = A[i] + B[i]``), and ``x`` cannot fail there either: it is now evaluated on
        both sides, so its loads are proven in bounds and nothing else in it may fail. Mirror
        image for ``c``. A float only against a nonzero literal: under IEEE ``A[i] == 0.0``
        holds for ``-0.0``, while ``A[i] == -1.0`` pins the bits."""
        if not self.facts or self.region_facts is None:
            return e
        for kept, other, side in ((e.true_value, e.false_value, ir.Not(e.cond)),
                                  (e.false_value, e.true_value, e.cond)):
            loads = [n for n in walk(kept) if isinstance(n, ir.BufferLoad)]
            if not loads or (kept.dtype.is_float and not _exact_float(other)) \
                    or reads_memory(other) \
                    or any(reads_memory(i) for n in loads for i in n.indices):
                continue
            extra = self.region_facts(loads, self.facts)
            values = {id(n): self.known_value(n, [*hyps, side], self.facts)
                      for n in loads} if self.known_value else {}
            if not all(values.get(id(n)) is not None or self.region_facts([n], self.facts)
                       for n in loads):
                continue    # a load no fact is about (it may be uninitialised where not c)
            there = [*hyps, side]
            known = [n.eq(v) for n in loads if (v := values.get(id(n))) is not None]
            if not self.ask(Kind.ASSUME_VALUE, kept.eq(other), [*there, *extra, *known],
                            f"{show(kept)} == {show(other)} where {show(side)}"):
                continue
            if all(self.ask(Kind.IN_BOUNDS, in_bounds(n), there,
                            f"{show(n)} in bounds where {show(side)}") for n in loads) and \
                    not may_fail(kept, purpose=Purpose.SPECULATE, safe_load=lambda n: True):
                return kept
        return e

    def decide(self, e: ir.Expr, hyps: list, ranges: dict) -> ir.Expr:
        """A memory-free condition the context proves true or false becomes a literal."""
        if isinstance(e, ir.IntImm) or reads_memory(e) or not hyps:
            return e
        guess = self.guess(e, hyps, ranges)
        if guess is None:
            return e
        goal = e if guess else ir.Not(e)
        if self.ask(Kind.DECIDE, goal, hyps, f"{show(e)} is {guess} here", where_defined=True):
            return TRUE if guess else FALSE
        return e

    def guess(self, e: ir.Expr, hyps: list, ranges: dict) -> bool | None:
        """Which literal ``e`` may be: by intervals for a comparison; for a condition over
        variables the context constrains beyond their ranges, whichever z3 proves."""
        op = ops.of(e)
        if op is not None and op.family == ops.CMP and e.a.dtype.is_int and not e.a.dtype.is_bool:
            value = self.is_value
            (alo, ahi), (blo, bhi) = (interval(x, ranges, is_value=value) for x in (e.a, e.b))
            verdict = _compare(type(e), alo, ahi, blo, bhi)
            if verdict is not None:
                return verdict
        constrained = {id(v) for h in hyps if not _is_range(h) for v in free_vars(h)}
        names = {id(v) for v in free_vars(e)}
        if not names or not names <= constrained:
            return None
        if self.ask(Kind.DECIDE, e, hyps, f"{show(e)} holds here", where_defined=True):
            return True
        return False if self.ask(Kind.DECIDE, ir.Not(e), hyps, f"{show(e)} fails here",
                                 where_defined=True) else None

    def quotient(self, e: ir.FloorDiv | ir.FloorMod, hyps: list, ranges: dict) -> ir.Expr:
        """``x // c`` -> ``k`` and ``x % c`` -> ``x - k * c`` where the context puts ``x`` in
        ``[k * c, k * c + c)`` (index arithmetic only: a value wraps)."""
        c = e.b
        if not (isinstance(c, ir.IntImm) and c.value > 0) or self.is_value(e) or reads_memory(e):
            return e
        lo, hi = interval(e.a, ranges, is_value=self.is_value)
        if lo is None or hi is None or lo // c.value != hi // c.value:
            return self.split(e, hyps, ranges)
        k = lo // c.value
        if isinstance(e, ir.FloorDiv):
            new = ir.IntImm(k, e.dtype)
        else:
            new = e.a if k == 0 else ir.Sub(e.a, ir.IntImm(k * c.value, e.dtype))
        if self.ask(Kind.DECIDE, e.eq(new), hyps, f"{show(e)} == {show(new)} here"):
            return new
        return e

    def split(self, e: ir.FloorDiv | ir.FloorMod, hyps: list, ranges: dict) -> ir.Expr:
        """``x // c`` -> ``q`` and ``x % c`` -> ``r`` when ``x`` is ``c * q + r`` with ``r`` in
        ``[0, c)`` here: the terms of ``x`` (seen through a let variable bound to a sum, such
        as a block axis ``v = T.axis.spatial(16, i * 4 + j)``) whose factor ``c`` divides go
        to ``q``, the rest must stay in ``[0, c)``."""
        c = e.b.value
        x = _let_value(e.a, hyps)
        terms = _terms(x)
        if terms is None:
            return e
        q_terms, r_terms = [], []
        for t, k in terms:
            (q_terms if k % c == 0 else r_terms).append((t, k))
        if not q_terms:
            return e
        r = _sum(r_terms, e.dtype)
        lo, hi = interval(r, ranges, is_value=self.is_value)
        if lo is None or hi is None or lo < 0 or hi >= c:
            return e
        new = (_sum([(t, k // c) for t, k in q_terms], e.dtype) if isinstance(e, ir.FloorDiv)
               else r)
        if self.ask(Kind.DECIDE, e.eq(new), hyps, f"{show(e)} == {show(new)} here"):
            return new
        return e

    # ----------------------------------------------------------------- helpers

    def is_value(self, e: ir.Expr) -> bool:
        return is_value_expr(e, self.value_vars)

    def ask(self, kind: Kind, goal: ir.Expr, hyps: list, claim: str, *,
            where_defined: bool = False) -> bool:
        """``where_defined``: the goal need hold only where it is defined (a condition
        replaced by a literal: where it is undefined, any value refines it)."""
        if self.budget <= 0:
            return False
        self.budget -= 1
        return self.prover.prove(kind, goal, hyps, claim, where_defined=where_defined)


def _exact_float(e: ir.Expr) -> bool:
    """A float literal that ``==`` pins to its bits: not zero (``-0.0 == 0.0``), not NaN."""
    return isinstance(e, ir.FloatImm) and e.value == e.value and e.value != 0.0


def _let_value(x: ir.Expr, hyps: list) -> ir.Expr:
    """``x``, or the value a hypothesis ``x == value`` binds the variable ``x`` to (a let)."""
    if isinstance(x, ir.Var):
        for h in hyps:
            if isinstance(h, ir.EQ) and h.a is x and not reads_memory(h.b):
                return h.b
    return x


def _terms(x: ir.Expr) -> list | None:
    """``x`` as ``[(term, int factor)]`` summing to it (the constant's term is None); None
    for a form other than sums and differences of constant multiples."""
    if isinstance(x, ir.IntImm):
        return [(None, x.value)]
    if isinstance(x, ir.Add):
        a, b = _terms(x.a), _terms(x.b)
        return None if a is None or b is None else a + b
    if isinstance(x, ir.Sub):
        a, b = _terms(x.a), _terms(x.b)
        return None if a is None or b is None else a + [(t, -k) for t, k in b]
    if isinstance(x, ir.Mul) and isinstance(x.b, ir.IntImm) and not reads_memory(x.a):
        return [(x.a, x.b.value)]
    if isinstance(x, ir.Mul) and isinstance(x.a, ir.IntImm) and not reads_memory(x.b):
        return [(x.b, x.a.value)]
    return None if reads_memory(x) else [(x, 1)]


def _sum(terms: list, dtype) -> ir.Expr:
    """``sum(k * t)``, written as TVM would: ``t`` for a factor 1, constants folded."""
    const = sum(k for t, k in terms if t is None)
    out = None
    for t, k in terms:
        if t is None or k == 0:
            continue
        part = t if k == 1 else ir.Mul(t, ir.IntImm(k, dtype))
        out = part if out is None else ir.Add(out, part)
    if out is None:
        return ir.IntImm(const, dtype)
    return out if const == 0 else ir.Add(out, ir.IntImm(const, dtype))


def ranges_of(hyps: list) -> dict:
    """Bounds of variables from the conjuncts of ``hyps``: ``lo <= v``, ``v < hi``, ``v == e``
    and their mirror images (two rounds, so a let's value bounds its variable)."""
    conjuncts = []
    stack = list(hyps)
    while stack:
        h = stack.pop()
        if isinstance(h, ir.Not) and isinstance(h.a, ir.Or):
            stack += [ir.Not(h.a.a), ir.Not(h.a.b)]       # not (a or b): not a, not b
            continue
        if isinstance(h, ir.Not):
            h = ir.negate(h.a)             # not (i < 4): i >= 4 (integers)
            if isinstance(h, ir.Not):
                continue
        if isinstance(h, ir.And):
            stack += [h.a, h.b]
        elif isinstance(h, (ir.LT, ir.LE, ir.GT, ir.GE, ir.EQ)) and h.a.dtype.is_int \
                and not h.a.dtype.is_bool:
            conjuncts.append(h)
    ranges: dict = {}
    for _ in range(2):
        for h in conjuncts:
            for var, other, kind in ((h.a, h.b, type(h)), (h.b, h.a, _MIRROR[type(h)])):
                if isinstance(var, ir.Var) and other is not var:
                    lo, hi = interval(other, ranges)
                    _narrow(ranges, var, kind, lo, hi)
    return ranges


_MIRROR = {ir.LT: ir.GT, ir.LE: ir.GE, ir.GT: ir.LT, ir.GE: ir.LE, ir.EQ: ir.EQ}


def _narrow(ranges: dict, var: ir.Var, kind: type, lo, hi) -> None:
    """``var kind other`` with ``other`` in ``[lo, hi]``: tighten ``var``'s bounds."""
    cur_lo, cur_hi = ranges.get(id(var), (None, None))
    new_lo, new_hi = None, None
    if kind is ir.LT and hi is not None:
        new_hi = hi - 1
    elif kind is ir.LE and hi is not None:
        new_hi = hi
    elif kind is ir.GT and lo is not None:
        new_lo = lo + 1
    elif kind is ir.GE and lo is not None:
        new_lo = lo
    elif kind is ir.EQ:
        new_lo, new_hi = lo, hi
    if new_lo is not None:
        cur_lo = new_lo if cur_lo is None else max(cur_lo, new_lo)
    if new_hi is not None:
        cur_hi = new_hi if cur_hi is None else min(cur_hi, new_hi)
    ranges[id(var)] = (cur_lo, cur_hi)


def _is_range(h: ir.Expr) -> bool:
    """A condition on one variable (a loop range ``0 <= i``, ``i < 16``): intervals already
    use it, so it alone does not make a question worth a solver call."""
    return len(free_vars(h)) <= 1


def _compare(kind: type, alo, ahi, blo, bhi) -> bool | None:
    """``a kind b`` decided by the intervals of ``a`` and ``b`` (an end None: unbounded)."""
    def lt(x, y):               # known x < y
        return x is not None and y is not None and x < y

    def le(x, y):
        return x is not None and y is not None and x <= y

    if kind is ir.LT:
        return True if lt(ahi, blo) else False if le(bhi, alo) else None
    if kind is ir.LE:
        return True if le(ahi, blo) else False if lt(bhi, alo) else None
    if kind is ir.GT:
        return True if lt(bhi, alo) else False if le(ahi, blo) else None
    if kind is ir.GE:
        return True if le(bhi, alo) else False if lt(ahi, blo) else None
    disjoint = lt(ahi, blo) or lt(bhi, alo)
    single = alo is not None and alo == ahi == blo == bhi
    if kind is ir.EQ:
        return True if single else False if disjoint else None
    if kind is ir.NE:
        return False if single else True if disjoint else None
    return None
