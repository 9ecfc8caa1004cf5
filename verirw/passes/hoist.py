"""HoistExpression (RFC 0077 "New Transform - Hoist Expression"): conditions and bindings
that do not change inside a loop move above it.

The shapes handled, for a loop over ``i`` of any kind, at any depth, repeated to a fixpoint:

* ``HoistConditional.IF_ELSE_STMT``: ``for i: if c: A else: B`` becomes
  ``if c: for i: A else: for i: B`` (no ``else``: ``if c: for i: A``);
* ``HoistConditional.BOOLEAN_EXPRESSION``: the invariant conjuncts of ``if c1 and c2 ...``
  (no ``else``) go out, the others stay: ``for j: if i == 0 and j < 2: S`` becomes
  ``if i == 0: for j: if j < 2: S`` — when every conjunct is invariant the whole ``if`` goes;
* ``HoistConditional.IF_ELSE_EXPR``: ``T.if_then_else(c, x, y)`` anywhere in the loop body
  becomes ``if c: for i: (body with x) else: for i: (body with y)``;
* ``HoistLetBinding.LET_STMT`` moves invariant ``LetStmt``s out; ``REQUIRED_BY_CONDITION``
  moves only those a hoisted condition uses. ``LET_EXPR`` is accepted for parity with the
  RFC, but this IR has no let *expression*, so it has nothing to act on.

"The loop body" is the loop's statement after its leading ``LetStmt`` chain: an ``if`` is
hoisted only when it is the *whole* body, since a sibling statement would have to be copied
under both branches (refused, as TVM's HoistIfThenElse does).

A condition is invariant when it mentions neither the loop variable nor anything bound
inside the loop, except lets that are themselves invariant and hoisted with it — the RFC's
``is_in_bounds = i < 3; if is_in_bounds:`` is the bug this rules out — and when it reads no
storage (``buffer.data``; aliasing views share it) the loop writes.

Moving ``c`` above the loop evaluates it where the source may not: when the loop runs zero
times, and, for a conjunct, when an earlier conjunct that stays inside is false. That is
harmless when the source evaluates ``c`` anyway — the loop provably runs and ``c`` is the
first thing iteration 0 evaluates (a let of the chain, the first conjunct, or one preceded
only by hoisted conjuncts); a failure there is undefined behaviour of the source too.
Otherwise z3 must prove that evaluating ``c`` cannot fail (loads in bounds, no division by
zero, no out-of-range cast), and ``c`` may read only parameter storage that nothing in the
function overwrites with ``T.undef()`` (the interpreter faults on an uninitialised or
undefined element, and z3's memory model cannot see either). A ``T.if_then_else`` condition
always takes the second route. Loop kinds are not distinguished: every kind runs its
iterations in order (DESIGN.md), so pulling an invariant test out of a vectorized or
parallel loop changes nothing but how often it is evaluated.

Every refusal lands in the certificate as an obligation of kind ``hoist-refused`` whose
claim names the condition and the reason (the binding it depends on, the storage written,
the proof that failed).
"""

from __future__ import annotations

import dataclasses
import enum
import time
from collections import Counter

from verirw import ir, smt
from verirw.analysis import contains_undef, entry_assumes, may_fail, reads_memory
from verirw.semantics import value_let_vars
from verirw.passes.obligations import Kind, Obligation, Prover, show
from verirw.passes.simplify import Certificate, PassRule, SimplifyResult
from verirw.passes.trust import trusted
from verirw.visit import free_vars, substitute, transform, walk

__all__ = ["HoistConditional", "HoistLetBinding", "hoist_expression", "LoopPass", "conjuncts",
           "peel_lets", "rewrap_lets"]

MAX_ROUNDS = 32


class HoistConditional(enum.IntFlag):
    """Which conditionals to hoist (RFC 0077 ``HoistConditional``)."""

    NONE = 0
    IF_ELSE_STMT = 1 << 0
    IF_ELSE_EXPR = 1 << 1
    BOOLEAN_EXPRESSION = 1 << 2


class HoistLetBinding(enum.IntFlag):
    """Which let bindings to hoist (RFC 0077 ``HoistLetBinding``); ``LET_EXPR`` has no
    counterpart in this IR (no let expressions) and changes nothing."""

    NONE = 0
    REQUIRED_BY_CONDITION = 1 << 0
    LET_STMT = 1 << 1
    LET_EXPR = 1 << 2


@trusted
def hoist_expression(func: ir.PrimFunc, *,
                     conditional: HoistConditional = (HoistConditional.IF_ELSE_STMT
                                                      | HoistConditional.BOOLEAN_EXPRESSION),
                     let_binding: HoistLetBinding = HoistLetBinding.REQUIRED_BY_CONDITION,
                     solver_ms: int = 2000) -> SimplifyResult:
    """Hoist loop-invariant conditions (and the lets they need) out of loops, to a fixpoint.

    ``rules_fired`` counts ``hoist/if-stmt``, ``hoist/bool-expr``, ``hoist/if-expr`` and
    ``hoist/let-stmt``; ``obligations`` holds every z3 question and every refusal."""
    hoister = _Hoister(func, HoistConditional(conditional), HoistLetBinding(let_binding),
                       solver_ms)
    return hoister.to_fixpoint()


# ----------------------------------------------------------------------------- shared walk


def conjuncts(cond: ir.Expr) -> list[ir.Expr]:
    """``c1 and c2 and ...`` as a list in evaluation order (any nesting of ``And``)."""
    if isinstance(cond, ir.And):
        return conjuncts(cond.a) + conjuncts(cond.b)
    return [cond]


class LoopPass:
    """A post-order walk that offers every loop, with the facts that hold where it stands,
    to ``rewrite_loop``; rounds repeat until nothing fires. Shared by the loop passes.

    Facts (z3 hypotheses) are those that read no memory: enclosing loop ranges, branch
    conditions, let equations of non-float lets, and ``T.assume``s met before."""

    def __init__(self, func: ir.PrimFunc, solver_ms: int):
        self.func = func
        self.prover = Prover(solver_ms, value_let_vars(func.body))
        self.fired: Counter = Counter()
        self._memo: dict = {}
        self._refused: dict[str, None] = {}     # claims, in order
        self._params = {b for _, b in func.buffer_map}
        self._undef_written = {id(n.buffer.data) for n in walk(func.body)
                               if isinstance(n, ir.BufferStore) and contains_undef(n.value)}

    def rewrite_loop(self, loop: ir.For, hyps: tuple) -> ir.Stmt:
        raise TypeError(f"{type(self).__name__} must define rewrite_loop")

    # ----------------------------------------------------------------- driver

    def to_fixpoint(self) -> SimplifyResult:
        start = time.perf_counter()
        cert = Certificate()
        body = self.func.body
        cert.stop = f"round limit ({MAX_ROUNDS})"
        for _ in range(MAX_ROUNDS):
            before = self.fired.total()
            body = self._stmt(body, tuple(entry_assumes(body)))
            if self.fired.total() == before:
                cert.stop = "fixpoint"
                break
        cert.rules_fired.update(+self.fired)
        cert.obligations.extend(self.prover.obligations)
        cert.refusals.extend(self._refused)
        cert.seconds = time.perf_counter() - start
        return SimplifyResult(self.func.with_body(body), cert)

    def _stmt(self, s: ir.Stmt, hyps: tuple) -> ir.Stmt:
        if isinstance(s, ir.SeqStmt):
            out = []
            for x in s.stmts:
                out.append(self._stmt(x, hyps))
                if isinstance(x, ir.Assume) and _is_fact(x.condition):
                    hyps = (*hyps, x.condition)
            if all(a is b for a, b in zip(out, s.stmts)):
                return s
            return ir.seq(*out)          # a loop that became ``pass`` leaves no trace
        if isinstance(s, ir.For):
            inner = hyps + loop_range(s)
            loop = dataclasses.replace(s, body=self._stmt(s.body, inner))
            return self.rewrite_loop(loop, hyps)
        if isinstance(s, ir.IfThenElse):
            then_hyps, else_hyps = hyps, hyps
            if _is_fact(s.condition):
                then_hyps, else_hyps = (*hyps, s.condition), (*hyps, ir.Not(s.condition))
            other = None if s.else_case is None else self._stmt(s.else_case, else_hyps)
            return ir.IfThenElse(s.condition, self._stmt(s.then_case, then_hyps), other)
        if isinstance(s, ir.LetStmt):
            return ir.LetStmt(s.var, s.value, self._stmt(s.body, hyps + let_fact(s)))
        if isinstance(s, (ir.Allocate, ir.DeclBuffer, ir.Block)):
            return dataclasses.replace(s, body=self._stmt(s.body, hyps))
        return s

    # ----------------------------------------------------------------- z3, remembered

    def prove(self, kind: Kind, goal: ir.Expr, hyps, claim: str) -> bool:
        """``Prover.prove``, asked once per (goal, hypotheses) across rounds."""
        key = ("prove", goal, tuple(hyps))
        if key not in self._memo:
            self._memo[key] = self.prover.prove(kind, goal, hyps, claim)
        return self._memo[key]

    def refuse(self, kind: Kind, claim: str, status: str = "refuted") -> None:
        """Record why a rewrite was not made (once per reason): an obligation that failed,
        and a line of ``certificate.refusals``."""
        if claim not in self._refused:
            self._refused[claim] = None
            self.prover.obligations.append(Obligation(kind, claim, status, 0.0))

    def runs(self, loop: ir.For, hyps) -> bool:
        """Does the loop provably run at least once here?"""
        if isinstance(loop.extent, ir.IntImm):
            return loop.extent.value > 0
        goal = loop.extent.gt(0)
        return _is_fact(goal) and self.prove(
            Kind.LOOP_RUNS, goal, hyps, f"the loop over {loop.loop_var.name} runs: {show(goal)}")

    def safe_early(self, e: ir.Expr, hyps, kind: Kind, what: str) -> tuple[bool, str]:
        """Can evaluating ``e`` here fail? (False, why) unless it provably cannot."""
        if not may_fail(e):
            return True, ""
        if contains_undef(e):
            return False, "it uses T.undef()"
        for n in walk(e):
            if isinstance(n, ir.BufferLoad) and (n.buffer not in self._params
                                                 or id(n.buffer.data) in self._undef_written):
                return False, (f"it reads {n.buffer.name}, which may hold uninitialised or "
                               f"undefined elements")
        goal = ir.Or(e, ir.Not(e)) if e.dtype.is_bool else ir.Not(ir.LT(e, e))
        key = ("safe", goal, tuple(hyps))
        if key not in self._memo:
            self._memo[key] = self._prove_defined(goal, hyps, kind, what)
        status = self._memo[key]
        return status == "proven", f"z3 could not prove that evaluating it cannot fail ({status})"

    def _prove_defined(self, goal: ir.Expr, hyps, kind: Kind, what: str) -> str:
        """``goal`` is trivially true; what z3 must show is that it is well defined and its
        loads are in bounds wherever ``hyps`` hold."""
        claim = f"{what} cannot fail (in bounds, no division by zero)"
        try:
            assertions = smt.proof_assertions(goal, list(hyps), require_bounds=True)
        except (smt.SMTEncodingError, smt.NotConstantError):
            self.prover.obligations.append(Obligation(kind, claim, "unknown", 0.0))
            return "unknown"
        self.prover.unsat(kind, assertions, claim)
        return self.prover.obligations[-1].status


def loop_range(loop: ir.For) -> tuple:
    """``min <= v < min + extent`` as facts (when the bounds read no memory)."""
    if not (_is_fact(loop.min) and _is_fact(loop.extent)):
        return ()
    v = loop.loop_var
    return (loop.min.le(v), v.lt(loop.min + loop.extent))


def let_fact(let: ir.LetStmt) -> tuple:
    """``var == value`` — not for floats, where it is false at NaN."""
    if let.var.dtype.is_float or not _is_fact(let.value):
        return ()
    return (let.var.eq(let.value),)


def _is_fact(e: ir.Expr) -> bool:
    return not reads_memory(e)


# ----------------------------------------------------------------------------- hoisting


def _nested_ifs_as_one(s: ir.IfThenElse) -> ir.IfThenElse:
    """``if a: if b: S`` (no else on either) as ``if a and b: S`` — the same evaluation (``b``
    only where ``a`` holds): its conjuncts then hoist each to the loop it is invariant in
    (TVM's ``test_hoist_multi_if``)."""
    cond, body = s.condition, s.then_case
    if s.else_case is not None:
        return s
    while isinstance(body, ir.IfThenElse) and body.else_case is None:
        cond, body = ir.And(cond, body.condition), body.then_case
    return s if body is s.then_case else ir.IfThenElse(cond, body)


def peel_lets(body: ir.Stmt) -> tuple[list[ir.LetStmt], ir.Stmt]:
    """The leading chain of lets of a loop body, and what follows it."""
    lets = []
    while isinstance(body, ir.LetStmt):
        lets.append(body)
        body = body.body
    return lets, body


def rewrap_lets(lets: list[ir.LetStmt], body: ir.Stmt) -> ir.Stmt:
    for let in reversed(lets):
        body = ir.LetStmt(let.var, let.value, body)
    return body


def _binders(s: ir.Stmt) -> list[ir.Var]:
    """Variables bound inside ``s``: loop variables, let variables, allocated storage."""
    out = []
    for n in walk(s):
        if isinstance(n, ir.For):
            out.append(n.loop_var)
        elif isinstance(n, ir.LetStmt):
            out.append(n.var)
        elif isinstance(n, ir.Allocate):
            out.append(n.buffer.data)
    return out


def fresh_copy(s: ir.Stmt) -> ir.Stmt:
    """``s`` with every variable it binds renamed, so that a duplicated loop does not bind
    the same ``Var`` twice (as a parser would give)."""
    return substitute(s, {v: ir.Var(v.name, v.dtype) for v in _binders(s)})


@dataclasses.dataclass
class _Let:
    stmt: ir.LetStmt
    invariant: bool


@dataclasses.dataclass
class _Plan:
    """``lets; if all(conds): for: then_core else: for: else_core``."""

    rule: str
    conds: list[ir.Expr]
    then_core: ir.Stmt
    else_core: ir.Stmt | None
    lets: set[int]    # ids of the let vars to hoist


class _Hoister(LoopPass):
    def __init__(self, func, conditional, let_binding, solver_ms):
        super().__init__(func, solver_ms)
        self.conditional = conditional
        self.let_binding = let_binding

    def rewrite_loop(self, loop: ir.For, hyps: tuple) -> ir.Stmt:
        lets, core = peel_lets(loop.body)
        chain = self._classify(loop, lets)
        plan = self._plan(loop, core, chain, hyps)
        hoisted = set(plan.lets) if plan else set()
        if self.let_binding & HoistLetBinding.LET_STMT:
            hoisted |= self._safe_lets(loop, chain, hyps)
        if plan is None and not hoisted:
            return loop
        out_lets = [c.stmt for c in chain if id(c.stmt.var) in hoisted]
        kept = [c.stmt for c in chain if id(c.stmt.var) not in hoisted]
        if plan is None:
            self.fired[PassRule.HOIST_LET] += len(out_lets)
            return rewrap_lets(out_lets, dataclasses.replace(loop, body=rewrap_lets(kept, core)))
        self.fired[plan.rule] += 1
        self.fired[PassRule.HOIST_LET] += len(out_lets)
        then = dataclasses.replace(loop, body=rewrap_lets(kept, plan.then_core))
        other = None
        if plan.else_core is not None:
            other = fresh_copy(dataclasses.replace(loop, body=rewrap_lets(kept, plan.else_core)))
        return rewrap_lets(out_lets, ir.IfThenElse(ir.all_of(plan.conds), then, other))

    # ----------------------------------------------------------------- lets

    def _classify(self, loop: ir.For, lets: list[ir.LetStmt]) -> list[_Let]:
        """Which lets of the chain are invariant (their value uses only invariant lets and
        storage the loop does not write)."""
        written = _written(loop.body)
        variant = {id(loop.loop_var): f"the loop variable {loop.loop_var.name}"}
        out = []
        for let in lets:
            why = self._variance(let.value, variant, written, loop)
            out.append(_Let(let, why is None))
            if why is not None:
                variant[id(let.var)] = f"{let.var.name}, bound inside the loop over " \
                                       f"{loop.loop_var.name} from {show(let.value)}"
        return out

    def _safe_lets(self, loop, chain: list[_Let], hyps) -> set[int]:
        """Invariant lets whose early evaluation is harmless (LET_STMT), in chain order."""
        out: set[int] = set()
        runs = None
        by_var = {id(c.stmt.var): c for c in chain}
        for c in chain:
            deps = self._closure(c, by_var) - {id(c.stmt.var)}
            if not c.invariant or not deps <= out:
                continue
            ok, why = True, ""
            if may_fail(c.stmt.value):
                runs = self.runs(loop, hyps) if runs is None else runs
                if not runs:
                    what = f"{c.stmt.var.name} = {show(c.stmt.value)}"
                    ok, why = self.safe_early(c.stmt.value, self._let_hyps(chain, out, hyps),
                                              Kind.HOIST_SAFE, what)
            if ok:
                out.add(id(c.stmt.var))
            else:
                self.refuse(Kind.HOIST_REFUSED, f"let {what} stays in the loop over "
                            f"{loop.loop_var.name}: the loop may not run and {why}")
        return out

    @staticmethod
    def _let_hyps(chain: list[_Let], hoisted: set[int], hyps) -> tuple:
        out = tuple(hyps)
        for c in chain:
            if id(c.stmt.var) in hoisted:
                out += let_fact(c.stmt)
        return out

    # ----------------------------------------------------------------- conditions

    def _plan(self, loop, core, chain, hyps) -> _Plan | None:
        if isinstance(core, ir.IfThenElse):
            plan = self._plan_if(loop, core, chain, hyps)
            if plan is not None:
                return plan
        elif isinstance(core, ir.SeqStmt):
            self._explain_siblings(loop, core, chain)
        if self.conditional & HoistConditional.IF_ELSE_EXPR:
            return self._plan_select(loop, core, chain, hyps)
        return None

    def _explain_siblings(self, loop, core: ir.SeqStmt, chain) -> None:
        """An invariant ``if`` next to other statements stays: say so."""
        if not self.conditional & (HoistConditional.IF_ELSE_STMT
                                   | HoistConditional.BOOLEAN_EXPRESSION):
            return
        variant = {id(v): "" for v in (loop.loop_var, *_binders(loop.body))}
        for s in core.stmts:
            if isinstance(s, ir.IfThenElse) \
                    and self._variance(s.condition, variant, _written(loop.body), loop) is None:
                self._refuse_cond(s.condition, loop, "the if is not the whole loop body, and "
                                  "hoisting it would copy the other statements into both branches")

    def _plan_if(self, loop, core: ir.IfThenElse, chain, hyps) -> _Plan | None:
        if self.conditional & HoistConditional.BOOLEAN_EXPRESSION:
            core = _nested_ifs_as_one(core)   # if a: if b: S  is  if a and b: S
        c = core.condition
        parts = conjuncts(c)
        split = core.else_case is None \
            and bool(self.conditional & HoistConditional.BOOLEAN_EXPRESSION)
        if self.conditional & HoistConditional.IF_ELSE_STMT:
            lets, why = self._hoistable(c, loop, chain, hyps, route=True, hoisted=[])
            if lets is not None:
                return _Plan(PassRule.HOIST_IF, [c], core.then_case, core.else_case, lets)
            if not split or len(parts) == 1:
                self._refuse_cond(c, loop, why)
        if not split:
            return None
        out, stay, lets = [], [], set()
        for k, part in enumerate(parts):
            # the source evaluates this conjunct at iteration 0 if all before it are hoisted
            needs, why = self._hoistable(part, loop, chain, hyps, route=len(out) == k,
                                         hoisted=out)
            if needs is None:
                stay.append(part)
                # a conjunct on the loop variable staying is the point of the split, not a refusal
                if len(parts) == 1 or why != self._loop_var_reason(loop):
                    self._refuse_cond(part, loop, why)
            else:
                out.append(part)
                lets |= needs
        if not out:
            return None
        return _Plan(PassRule.HOIST_BOOL, out, ir.guarded(ir.all_of(stay), core.then_case),
                     None, lets)

    def _plan_select(self, loop, core, chain, hyps) -> _Plan | None:
        for n in walk(core):
            if not isinstance(n, ir.Select):
                continue
            c = n.cond
            lets, why = self._hoistable(c, loop, chain, hyps, route=False, hoisted=[])
            if lets is not None:
                return _Plan(PassRule.HOIST_IF_EXPR, [c], _resolve(core, c, True),
                             _resolve(core, c, False), lets)
            self._refuse_cond(c, loop, why)
        return None

    def _refuse_cond(self, c, loop, why: str) -> None:
        self.refuse(Kind.HOIST_REFUSED, f"condition {show(c)} stays in the loop over "
                    f"{loop.loop_var.name}: {why}")

    @staticmethod
    def _loop_var_reason(loop) -> str:
        return f"it depends on the loop variable {loop.loop_var.name}"

    def _hoistable(self, c, loop, chain: list[_Let], hyps, *, route: bool,
                   hoisted: list) -> tuple[set[int] | None, str]:
        """The lets to hoist with ``c`` if ``c`` may go above the loop (else None) and the
        reason it may not. ``route``: the source evaluates ``c`` first thing at iteration 0.
        ``hoisted``: the conjuncts already hoisted before ``c`` (true when ``c`` runs)."""
        variant = {id(v): f"{v.name}, bound inside the loop over {loop.loop_var.name}"
                   for v in _binders(loop.body)}
        variant[id(loop.loop_var)] = f"the loop variable {loop.loop_var.name}"
        for l in chain:
            variant[id(l.stmt.var)] = (f"{l.stmt.var.name}, bound inside the loop over "
                                       f"{loop.loop_var.name} from {show(l.stmt.value)}")
        by_var = {id(l.stmt.var): l for l in chain}
        lets: set[int] = set()
        why = None
        for v in free_vars(c):
            let = by_var.get(id(v))
            if let is not None and let.invariant:
                lets |= self._closure(let, by_var)
            elif id(v) in variant:
                why = f"it depends on {variant[id(v)]}"
                break
        if why is None:
            why = self._variance(c, {}, _written(loop.body), loop)
        if why is None and lets and not self.let_binding & (HoistLetBinding.REQUIRED_BY_CONDITION
                                                             | HoistLetBinding.LET_STMT):
            names = ", ".join(sorted(l.stmt.var.name for l in chain if id(l.stmt.var) in lets))
            why = f"it needs the let {names} hoisted, and HoistLetBinding is NONE"
        if why is None:
            why = self._unsafe(c, loop, chain, lets, hyps, route, hoisted)
        return (None, why) if why is not None else (lets, "")

    def _unsafe(self, c, loop, chain, lets, hyps, route: bool, hoisted: list) -> str | None:
        """Why evaluating ``c`` (and its lets) above the loop might fail, or None. The lets
        go above the ``if``, so they are evaluated without the earlier conjuncts."""
        needed = [l.stmt.value for l in chain if id(l.stmt.var) in lets]
        if not any(may_fail(e) for e in (c, *needed)) or (route and self.runs(loop, hyps)):
            return None
        facts = tuple(hyps)
        for l in chain:
            if id(l.stmt.var) not in lets:
                continue
            ok, why = self.safe_early(l.stmt.value, facts, Kind.HOIST_SAFE,
                                      f"{l.stmt.var.name} = {show(l.stmt.value)}")
            if not ok:
                return f"the loop may not run and its let {l.stmt.var.name} may fail: {why}"
            facts += let_fact(l.stmt)
        ok, why = self.safe_early(c, (*facts, *hoisted), Kind.HOIST_SAFE, show(c))
        if not ok:
            return f"it would be evaluated where the source may not evaluate it, and {why}"
        return None

    @staticmethod
    def _closure(let: _Let, by_var: dict) -> set[int]:
        """``let`` and the chain lets its value uses, transitively."""
        out, todo = set(), [let]
        while todo:
            l = todo.pop()
            if id(l.stmt.var) in out:
                continue
            out.add(id(l.stmt.var))
            todo.extend(by_var[id(v)] for v in free_vars(l.stmt.value) if id(v) in by_var)
        return out

    def _variance(self, e, variant: dict, written: set[int], loop) -> str | None:
        """Why ``e`` may change between iterations, or None."""
        for v in free_vars(e):
            if id(v) in variant:
                return f"it depends on {variant[id(v)]}"
        for n in walk(e):
            if isinstance(n, ir.BufferLoad) and id(n.buffer.data) in written:
                return f"it reads {n.buffer.name}, which the loop over {loop.loop_var.name} writes"
        return None


def _written(s: ir.Stmt) -> set[int]:
    """Storage (``data`` var ids) that ``s`` may write."""
    return {id(n.buffer.data) for n in walk(s) if isinstance(n, ir.BufferStore)}


def _resolve(s: ir.Stmt, cond: ir.Expr, value: bool) -> ir.Stmt:
    """``s`` with every ``T.if_then_else(cond, x, y)`` replaced by its chosen branch."""
    def post(n):
        if isinstance(n, ir.Select) and n.cond == cond:
            return n.true_value if value else n.false_value
        return n
    return transform(s, post)
