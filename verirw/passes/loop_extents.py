"""ReduceLoopExtents (RFC 0077 "New Transform - Reduce Loop Extents"): a loop whose whole
body is ``if (v CMP e) and ...`` (no ``else``; lets before it are allowed and stay) skips the
iterations the comparisons rule out.

For a serial or parallel loop over ``[m, m + n)`` the conjuncts ``v < e``, ``v <= e``,
``v > e``, ``v >= e``, ``v == e`` (either side) bound ``v``; the new range is the
intersection, ``lo = max(m, lowers...)``, ``extent = max(0, min(m + n, uppers...) - lo)``,
folded to literals when constant and simplified with z3 where it can order the terms.
Conjuncts z3 proves true on the new range are dropped, and the ``if`` with them when none is
left. An extent of 1 becomes the binding ``v = lo`` (the RFC's ``i = 0``), an extent of 0
becomes ``pass``. Vectorized and unrolled loops are left alone: their extent is part of the
schedule, not just an iteration count.

Why it refines the source: the skipped iterations run no body (some conjunct is false
there), and evaluating their condition could at most fail, which the target may avoid; the
kept iterations evaluate the remaining conjuncts exactly as before, because the dropped ones
are proven true. A bound ``e`` must read no memory (the new bounds are evaluated once,
before the loop) and must be safe to evaluate there even when the source never evaluates it
(z3 proves it when it could fault at all).
"""

from __future__ import annotations

import dataclasses

from verirw import ir, ops
from verirw.analysis import reads_memory
from verirw.passes.hoist import LoopPass, conjuncts, peel_lets, rewrap_lets
from verirw.passes.obligations import Kind, show
from verirw.passes.simplify import PassRule, SimplifyResult
from verirw.passes.trust import trusted
from verirw.visit import free_vars

__all__ = ["reduce_loop_extents"]

KINDS = ("serial", "parallel")

#: comparison -> (is ``v`` on the left?) -> bounds as (lower offset, upper offset):
#: ``v < e`` gives the exclusive upper bound ``e + 0``; ``v >= e`` the lower bound ``e + 0``.
_BOUNDS = {
    (ir.LT, True): (None, 0), (ir.LE, True): (None, 1),
    (ir.GT, True): (1, None), (ir.GE, True): (0, None),
    (ir.LT, False): (1, None), (ir.LE, False): (0, None),
    (ir.GT, False): (None, 0), (ir.GE, False): (None, 1),
    (ir.EQ, True): (0, 1), (ir.EQ, False): (0, 1),
}


@trusted
def reduce_loop_extents(func: ir.PrimFunc, *, solver_ms: int = 2000) -> SimplifyResult:
    """Narrow loops to the iterations their guarding ``if`` allows, to a fixpoint.

    ``rules_fired`` counts ``reduce-loop-extents/narrow`` (a loop narrowed or its guard
    dropped), ``reduce-loop-extents/bind`` (an extent-1 loop became ``v = lo``) and
    ``reduce-loop-extents/empty`` (an empty loop removed).

    Like TVM's pass, it sees through a guard that stands inside inner loops
    (``for i: for j: if i < 10``): when nothing narrows as written, the guard is hoisted
    first (``hoist_expression``'s if-statement hoisting) and the loops narrowed after it; the
    hoisting is kept only if some loop then narrows. It is also tried after loops narrowed as
    written, so that independent guards of a nest all narrow their loops: in
    ``for i, j: if i < 5 and j < 3``, ``j < 3`` narrows the inner loop, then ``i < 5`` is
    hoisted out of it and narrows the outer one."""
    from verirw.passes.hoist import HoistConditional, HoistLetBinding, hoist_expression
    result = _Reducer(func, solver_ms).to_fixpoint()
    for _ in range(MAX_HOIST_ROUNDS):
        hoisted = hoist_expression(result.func, conditional=HoistConditional.IF_ELSE_STMT,
                                   let_binding=HoistLetBinding.REQUIRED_BY_CONDITION,
                                   solver_ms=solver_ms, validate=False)
        if not hoisted.changed:
            break
        narrowed = _Reducer(hoisted.func, solver_ms).to_fixpoint()
        if not narrowed.changed:
            break
        cert = narrowed.certificate
        for earlier in (hoisted.certificate, result.certificate):
            cert.rules_fired.update(earlier.rules_fired)
            cert.obligations[:0] = earlier.obligations
            cert.refused[:0] = earlier.refused
        result = narrowed
    return result


#: hoist-then-narrow rounds after the first narrowing (one per loop level a guard crosses)
MAX_HOIST_ROUNDS = 4


class _Reducer(LoopPass):
    def rewrite_loop(self, loop: ir.For, hyps: tuple) -> ir.Stmt:
        lets, body = peel_lets(loop.body)
        if loop.kind not in KINDS or not isinstance(body, ir.IfThenElse) \
                or body.else_case is not None \
                or reads_memory(loop.min) or reads_memory(loop.extent):
            return loop
        parts = conjuncts(body.condition)
        variant = {id(loop.loop_var), *(id(let.var) for let in lets)}
        lowers, uppers, used = [], [], []
        for part in parts:
            bound = self._bound(part, loop, variant, hyps)
            if bound is not None:
                lowers += bound[0]
                uppers += bound[1]
                used.append(part)
        if not used:
            return loop
        v = loop.loop_var
        lo = self._extreme(max, [loop.min, *lowers], hyps)
        hi = self._extreme(min, [_add(loop.min, loop.extent), *uppers], hyps)
        extent = self._extent(lo, hi, hyps)
        if isinstance(extent, ir.IntImm) and extent.value <= 0:
            self.fired[PassRule.REDUCE_NARROW] += 1
            self.fired[PassRule.REDUCE_EMPTY] += 1
            return ir.NOOP
        on_range = (*hyps, lo.le(v), v.lt(_add(lo, extent)))
        stay = [p for p in parts if not (any(p is u for u in used) and self.prove(
            Kind.REDUCE_DROP, p, on_range,
            f"{show(p)} holds for {v.name} in [{show(lo)}, {show(_add(lo, extent))})"))]
        inner = rewrap_lets(lets, ir.guarded(ir.all_of(stay), body.then_case))
        if isinstance(extent, ir.IntImm) and extent.value == 1:
            self.fired[PassRule.REDUCE_NARROW] += 1
            self.fired[PassRule.REDUCE_BIND] += 1
            return ir.LetStmt(v, lo, inner)
        out = dataclasses.replace(loop, min=lo, extent=extent, body=inner)
        if out == loop:          # nothing learned (the guard could not be dropped)
            return loop
        self.fired[PassRule.REDUCE_NARROW] += 1
        return out

    # ----------------------------------------------------------------- bounds

    def _bound(self, part: ir.Expr, loop: ir.For, variant: set[int],
               hyps) -> tuple[list, list] | None:
        """``(lowers, uppers)`` (upper exclusive) from a conjunct ``v CMP e``, or None.
        ``e`` must not use ``variant`` (the loop variable and the lets before the ``if``)."""
        v = loop.loop_var
        for left in (True, False):
            offsets = _BOUNDS.get((type(part), left))
            if offsets is None:
                return None
            var, e = (part.a, part.b) if left else (part.b, part.a)
            if var is not v or any(id(u) in variant for u in free_vars(e)):
                continue
            why = self._unusable(e, v, hyps)
            if why is not None:
                self.refuse(Kind.REDUCE_REFUSED, f"{show(part)} does not narrow the loop over "
                            f"{v.name}: {why}")
                return None
            lower, upper = offsets
            for k in (lower, upper):
                why = None if k is None else self._overflows(e, k, hyps)
                if why is not None:
                    self.refuse(Kind.REDUCE_REFUSED, f"{show(part)} does not narrow the loop over "
                                f"{v.name}: {why}")
                    return None
            return ([_add(e, lower)] if lower is not None else [],
                    [_add(e, upper)] if upper is not None else [])
        return None

    def _overflows(self, e: ir.Expr, k: int, hyps) -> str | None:
        """Why the bound ``e + k`` may overflow ``e``'s dtype (poison in TVM's code, which
        the loop bound would then branch on), or None when the context proves it does not."""
        if k == 0 or not ops.poisons(ops.ADD, e.dtype):
            return None
        d = e.dtype
        if isinstance(e, ir.IntImm):
            return None if ops.in_range(e.value + k, d) else f"{e.value} + {k} overflows {d}"
        fits = e.le(ir.IntImm(d.max_value - k, d)) if k > 0 else e.ge(ir.IntImm(d.min_value - k, d))
        if self.prove(Kind.REDUCE_COMPARE, fits, hyps, show(fits)):
            return None
        return f"{show(_add(e, k))} may overflow {d} (poison: docs/semantics.md)"

    def _unusable(self, e: ir.Expr, v: ir.Var, hyps) -> str | None:
        if e.dtype != v.dtype:
            return f"{show(e)} is {e.dtype}, the loop variable {v.dtype}"
        if reads_memory(e):
            return f"{show(e)} reads memory, and a loop bound is evaluated once, before the loop"
        ok, why = self.safe_early(e, hyps, Kind.REDUCE_SAFE, show(e))
        return None if ok else f"{show(e)} would be evaluated before the loop, and {why}"

    def _extreme(self, pick, terms: list[ir.Expr], hyps) -> ir.Expr:
        """``pick`` (max or min) of index terms: literals folded, terms z3 orders dropped."""
        consts = [t.value for t in terms if isinstance(t, ir.IntImm)]
        folded = ir.IntImm(pick(consts), terms[0].dtype) if consts else None
        rest = _unique([folded if isinstance(t, ir.IntImm) else t for t in terms])
        op, cmp = (ir.Max, ir.GE) if pick is max else (ir.Min, ir.LE)
        out = rest[0]
        for t in rest[1:]:
            if self.prove(Kind.REDUCE_COMPARE, cmp(out, t), hyps, show(cmp(out, t))):
                continue
            if self.prove(Kind.REDUCE_COMPARE, cmp(t, out), hyps, show(cmp(t, out))):
                out = t
                continue
            out = op(out, t)
        return out

    def _extent(self, lo: ir.Expr, hi: ir.Expr, hyps) -> ir.Expr:
        diff = _sub(hi, lo)
        if isinstance(diff, ir.IntImm):
            return ir.IntImm(max(0, diff.value), diff.dtype)
        zero = ir.IntImm(0, diff.dtype)
        if self.prove(Kind.REDUCE_COMPARE, diff.ge(zero), hyps, f"{show(diff)} >= 0"):
            return diff
        return ir.Max(zero, diff)


def _unique(terms: list[ir.Expr]) -> list[ir.Expr]:
    out = []
    for t in terms:
        if not any(t == u for u in out):
            out.append(t)
    return out


def _add(e: ir.Expr, k) -> ir.Expr:
    """``e + k`` with literal folding (``k`` an int or an index expression)."""
    k = k if isinstance(k, ir.Expr) else ir.IntImm(k, e.dtype)
    if isinstance(k, ir.IntImm) and k.value == 0:
        return e
    if isinstance(e, ir.IntImm) and e.value == 0:
        return k
    if isinstance(e, ir.IntImm) and isinstance(k, ir.IntImm):
        return ir.IntImm(e.value + k.value, e.dtype)
    if isinstance(e, ir.Add) and isinstance(e.b, ir.IntImm) and isinstance(k, ir.IntImm):
        return _add(e.a, e.b.value + k.value)
    return ir.Add(e, k)


def _sub(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    """``a - b`` with literal folding and ``(x + b) - b -> x``."""
    if isinstance(b, ir.IntImm):
        return _add(a, -b.value)
    if isinstance(a, ir.Add) and a.b == b:
        return a.a
    if isinstance(a, ir.Add) and a.a == b:
        return a.b
    if a == b:
        return ir.IntImm(0, a.dtype)
    return ir.Sub(a, b)
