"""The one place verirw asks z3 a question.

Every satisfiability question in the library goes through :func:`decide`, so the rules that
make a verifier trustworthy live in one function: a z3 ``unknown`` (timeout, resource limit,
incompleteness) is :class:`Unknown` and never reads as a proof; an exception raised by z3
while solving (cancelled, out of memory, an unsupported construct) is :class:`Unknown` with
the exception as its reason, never a verdict; the time limit is always set.

Callers choose the reading: a proof by refutation is ``isinstance(decide(...), Unsat)``;
a counterexample search reads the model of :class:`Sat`.
"""

from __future__ import annotations

import contextlib
import contextvars
import time
from dataclasses import dataclass, field
from typing import Iterable

import z3

#: Used when a caller gives no limit: a question without a time limit can hang a pass.
DEFAULT_TIMEOUT_MS = 2000
#: z3 resource units (``rlimit``) per millisecond of a verirw-internal time share. A share
#: that decides a *path* (a joint query before splitting, a side query of a loop summary, an
#: easy obligation tried alone) is spent as work, not time, so the path — and the verdict —
#: is the same at any machine load; wall time stays only as the outer bound (``work_share``).
#: Calibrated on this machine's 2 cores, quiet: the queries of tests/test_check*.py and
#: test_extern.py use 20-1,000 units per ms (median 69, p90 1,017; bit-blasted floats are the
#: slow end); 1,000 keeps what a share decided when it was time, for all but the fastest.
WORK_PER_MS = 1000
#: the same for the obligations a pass proves before it rewrites (``passes.obligations.Prover``):
#: small bit-vector questions, bit-blasted, at a higher rate — measured over the pass tests'
#: queries above 20 ms: 2-28,000 units per ms, the bit-blasted multiplications (a no-op store
#: ``B[i] * A[i]``: 4.5 million units in 0.43 s) at 7,000-28,000
PROOF_WORK_PER_MS = 10_000
#: the wall-time bound of such a question, in shares: loaded, the no-op store's 0.43 s took
#: 6.0 s beside four CPU hogs and two other test runs on 2 cores (14x), past a 3x bound; the
#: work bound (2 s of it quiet) is what decides
PROOF_WALL_SLACK = 10
#: how much longer than its nominal share a work-bounded query may run in wall time (a loaded
#: machine is slower; past this the query is unknown, as a timeout was)
WALL_SLACK = 3
#: callables told of every solver before it is asked (``verirw.smtlib.record_queries`` writes
#: each question as SMT-LIB); they observe, never answer
QUERY_HOOKS: list = []


@dataclass(frozen=True, eq=False)
class Unsat:
    """The assertions have no model: what they describe (a counterexample) cannot happen."""
    ms: float
    solver: z3.Solver = field(repr=False)
    engine: str = "z3"

    status = "unsat"


@dataclass(frozen=True, eq=False)
class Sat:
    """The assertions have a model (``model``). ``home``: the context of the caller's
    assertions when they were asked in another (``decide(fresh_context=True)``): the model
    is translated back, so the caller evaluates its own terms in it."""
    ms: float
    solver: z3.Solver = field(repr=False)
    engine: str = "z3"
    home: z3.Context | None = field(default=None, repr=False)

    status = "sat"

    @property
    def model(self) -> z3.ModelRef:
        model = self.solver.model()
        return model if self.home is None else model.translate(self.home)


@dataclass(frozen=True, eq=False)
class Unknown:
    """z3 gave up or failed; ``reason`` says why. Never a proof and never a counterexample."""
    ms: float
    reason: str
    solver: z3.Solver | None = field(default=None, repr=False)
    engine: str = "z3"

    status = "unknown"


Answer = Unsat | Sat | Unknown


def work_share(share_ms: float, left_ms: float | None = None, *,
               per_ms: int = WORK_PER_MS, slack: float = WALL_SLACK) -> dict:
    """Keyword arguments bounding a query by ``share_ms`` of deterministic work (z3's
    ``rlimit``, ``per_ms`` units per ms) and by wall time only as an outer bound: ``slack``
    times the share, never past ``left_ms`` (the caller's deadline)."""
    wall = share_ms * slack if left_ms is None else min(share_ms * slack, left_ms)
    return {"timeout_ms": max(1, int(wall)), "work": max(1, int(share_ms * per_ms))}


def proof_share(share_ms: float) -> dict:
    """``work_share`` at the rate of a pass's obligations (``PROOF_WORK_PER_MS``), with the
    wall-time bound ``PROOF_WALL_SLACK`` times the share."""
    return work_share(share_ms, per_ms=PROOF_WORK_PER_MS, slack=PROOF_WALL_SLACK)


def new_solver(assertions: Iterable[z3.BoolRef] = (), *, timeout_ms: int = DEFAULT_TIMEOUT_MS,
               logic: str | None = None, work: int | None = None,
               ctx: z3.Context | None = None) -> z3.Solver:
    """A z3 solver holding ``assertions`` with its time limit set (``logic``: z3's solver
    for that SMT-LIB logic; ``work``: a z3 ``rlimit``, see ``work_share``). For callers that
    need the solver object itself (its SMT-LIB text, incremental push/pop); the question is
    still asked with :func:`decide_solver`."""
    solver = _solver_for(logic, ctx) if logic else z3.Solver(ctx=ctx)
    solver.set("timeout", max(0, int(timeout_ms)))
    if work is not None:
        solver.set("rlimit", max(1, int(work)))
        solver.verirw_work = max(1, int(work))
    solver.add(*assertions)
    return solver


def _qf_nia_fixed(ctx: z3.Context | None = None) -> z3.Solver:
    """z3's own QF_NIA strategy without its inner clock: the same preamble, the bounded
    bit-blasting attempt (integers of at most 64 bits), then the SMT core — where z3 gives
    the SMT core 2 s of wall time (``try_for``) before nlsat. Past that inner limit, on a
    loaded machine, another search ran: arith/fold-div's obligation took 0.49 s and 628,883
    resource units quiet, 7.7 s and 3,857,389 units beside three CPU hogs, over 20 s (unknown)
    in a CI rehearsal. This strategy decides every QF_NIA obligation of the library, the same
    way at any load (fold-div 0.34 s, bounds/div-hi 0.16 s)."""
    def tactic(name, **params):
        t = z3.Tactic(name, ctx)
        return z3.With(t, **params) if params else t
    bits = z3.Then(tactic("simplify", hoist_mul=True), tactic("nla2bv", nla2bv_max_bv_size=64),
                   tactic("qfbv"), tactic("fail-if-undecided"))
    return z3.Then(tactic("simplify"), tactic("propagate-values"), tactic("solve-eqs"),
                   z3.OrElse(bits, tactic("smt"))).solver()


#: logics whose z3 strategy depends on wall time, and the fixed strategy used instead
_FIXED_STRATEGY = {"QF_NIA": _qf_nia_fixed}


def _solver_for(logic: str, ctx: z3.Context | None = None) -> z3.Solver:
    fixed = _FIXED_STRATEGY.get(logic)
    return fixed(ctx) if fixed is not None else z3.SolverFor(logic, ctx=ctx)


def new_optimize(assertions: Iterable[z3.BoolRef] = (), *,
                 timeout_ms: int = DEFAULT_TIMEOUT_MS) -> z3.Optimize:
    """A z3 optimiser holding ``assertions`` with its time limit set, for callers that ask
    for an extremum (``minimize`` / ``maximize`` on it); asked with :func:`decide_solver`,
    like a solver. What it proposes is a candidate: callers prove what they act on."""
    optimizer = z3.Optimize()
    optimizer.set("timeout", max(0, int(timeout_ms)))
    optimizer.add(*assertions)
    return optimizer


def decide(assertions: Iterable[z3.BoolRef], *, timeout_ms: int = DEFAULT_TIMEOUT_MS,
           logic: str | None = None, work: int | None = None,
           fresh_context: bool = False, logic_work: int | None = None) -> Answer:
    """Are ``assertions`` jointly satisfiable? ``logic`` first tries z3's solver for that
    logic (QF_FP is ~30x faster on float questions) and falls back to the default solver
    when it answers unknown. ``timeout_ms`` bounds each attempt (0 means no limit, for
    offline proof scripts only); ``work`` is a z3 ``rlimit`` for each attempt, ``logic_work``
    one for the logic's attempt alone (default ``work``).

    ``fresh_context``: ask in a new z3 context (the answer's solver and model live there).
    z3's search depends on the terms' internal ids, so the same question can be easy or hard
    depending on what the process built before it: cmp/lt-factor's i64 obligation took 0.13 s
    alone and over 20 s after other rules' obligations in the same worker — and which rules
    a pool worker proves first depends on timing. In a fresh context the question is the same
    every time."""
    assertions = list(assertions)
    ctx = home = None
    if fresh_context and assertions:
        home, ctx = assertions[0].ctx, z3.Context()
        assertions = [a.translate(ctx) for a in assertions]
    answer = None
    if logic is not None:
        answer = decide_solver(new_solver(assertions, timeout_ms=timeout_ms, logic=logic,
                                          work=work if logic_work is None else logic_work,
                                          ctx=ctx), engine=f"z3 ({logic})")
    if answer is None or isinstance(answer, Unknown):
        answer = decide_solver(new_solver(assertions, timeout_ms=timeout_ms, work=work, ctx=ctx))
    if home is not None and isinstance(answer, Sat):
        return Sat(answer.ms, answer.solver, answer.engine, home=home)
    return answer


class WorkBudget:
    """Deterministic solver work for one verdict: z3 resource units (``rlimit``), the same
    for the same questions at any machine load, unlike time. Every question asked while the
    budget is active (``work_budget``) is limited to what is left and charged what it used;
    once spent, questions are Unknown without being asked."""

    def __init__(self, units: int):
        self.units = int(units)
        self.spent = 0

    def left(self) -> int:
        return self.units - self.spent


#: the work budgets of the verdict being computed: context-local, so that a budget belongs to
#: the thread (and the ``contextvars`` copy, e.g. verirw.guard's thread) that opened it. A
#: process-wide list let a shard abandoned past its time (verirw.campaign.worker: the thread
#: runs on, spent) charge, and starve, every other thread's questions: a rule refuted in 98k
#: resource units answered "canceled" in a test process that had such a thread
_BUDGETS: contextvars.ContextVar[tuple[WorkBudget, ...]] = contextvars.ContextVar(
    "verirw_work_budgets", default=())
#: the reason of an Unknown answered because the work budget is spent
WORK_EXHAUSTED = "the solver work budget is spent (raise max_work)"


@contextlib.contextmanager
def work_budget(units: int | None):
    """Within the block, questions share ``units`` of solver work (None: no work budget,
    only time limits). Nested budgets are all charged."""
    if units is None:
        yield None
        return
    budget = WorkBudget(units)
    token = _BUDGETS.set(_BUDGETS.get() + (budget,))
    try:
        yield budget
    finally:
        try:
            _BUDGETS.reset(token)
        except ValueError:          # closed from another context: drop this budget alone
            _BUDGETS.set(tuple(b for b in _BUDGETS.get() if b is not budget))


def _rlimit_count(solver) -> int | None:
    """The resource units z3 has counted in ``solver``'s context so far. A solver built from
    tactics reports no statistics before its first check; a plain solver of the same context
    reads the same counter."""
    for source in (solver, None):
        try:
            if source is None:
                source = z3.Solver(ctx=solver.ctx)
            return int(source.statistics().get_key_value("rlimit count"))
        except (z3.Z3Exception, KeyError, AttributeError, ValueError):
            continue
    return None


def decide_solver(solver: z3.Solver | z3.Optimize, *, engine: str = "z3") -> Answer:
    """Ask ``solver`` (built by the caller, e.g. with :func:`new_solver` or
    :func:`new_optimize`) for satisfiability, within the active work budget, if any."""
    for hook in QUERY_HOOKS:
        hook(solver)
    start = time.perf_counter()
    before = None
    budgets = _BUDGETS.get()
    if budgets:
        left = min(b.left() for b in budgets)
        if left <= 0:
            return Unknown(0.0, WORK_EXHAUSTED, None, engine)
        own = getattr(solver, "verirw_work", None)
        solver.set("rlimit", left if own is None else min(own, left))
        before = _rlimit_count(solver)
    try:
        answer = solver.check()
    except z3.Z3Exception as exc:               # cancelled, out of memory, unsupported
        return Unknown(_ms(start), f"z3 failed: {exc}", solver, engine)
    finally:
        if before is not None:
            after = _rlimit_count(solver)
            for budget in budgets:
                budget.spent += max(0, (after or before) - before)
    ms = _ms(start)
    if answer == z3.unsat:
        return Unsat(ms, solver, engine)
    if answer == z3.sat:
        return Sat(ms, solver, engine)
    if budgets and min(b.left() for b in budgets) <= 0:
        return Unknown(ms, WORK_EXHAUSTED, solver, engine)
    return Unknown(ms, solver.reason_unknown() or "unknown", solver, engine)


def proof_status(answer: Answer) -> str:
    """The reading of a proof by refutation: unsat is "proven", sat "refuted", else
    "unknown"."""
    return {"unsat": "proven", "sat": "refuted"}.get(answer.status, "unknown")


def _ms(start: float) -> float:
    return (time.perf_counter() - start) * 1000.0


__all__ = ["Answer", "Sat", "Unsat", "Unknown", "decide", "decide_solver", "new_solver",
           "new_optimize", "proof_status", "work_share", "proof_share", "work_budget",
           "WorkBudget", "DEFAULT_TIMEOUT_MS", "WORK_PER_MS", "PROOF_WORK_PER_MS",
           "PROOF_WALL_SLACK", "WORK_EXHAUSTED"]


class Session:
    """One z3 solver for many independent questions of one caller, each asked between a
    ``push`` and a ``pop`` (a fresh solver costs ~1.5 ms to set up and check even for a
    trivial question; a push/pop round trip ~0.1 ms). The answers read the same as
    :func:`decide`'s: whenever the incremental solver answers unknown (or fails), the question
    is asked again of a fresh solver with :func:`decide`, so a session never answers unknown
    where ``decide`` would have answered. The solver is popped after each question, so
    answers carry no model: use :meth:`proof_status` (the reading of a proof by refutation)
    and ask :func:`decide` for a counterexample."""

    def __init__(self, *, timeout_ms: int = DEFAULT_TIMEOUT_MS, work: int | None = None):
        self.timeout_ms = timeout_ms
        self.work = work                # a z3 rlimit per question (``work_share``), or None
        self._solver: z3.Solver | None = None
        self.fresh = 0           # questions asked again of a fresh solver (after unknown)

    def proof_status(self, assertions: Iterable[z3.BoolRef]) -> str:
        """``proof_status(decide(assertions))``: "proven" (unsat), "refuted" (sat) or
        "unknown"."""
        assertions = list(assertions)
        if self._solver is None:
            self._solver = new_solver(timeout_ms=self.timeout_ms, work=self.work)
        solver = self._solver
        solver.push()
        try:
            solver.add(*assertions)
            answer = decide_solver(solver, engine="z3 (session)")
        finally:
            try:
                solver.pop()
            except z3.Z3Exception:          # a failed check can leave it unusable
                self._solver = None
        if isinstance(answer, Unknown):
            self.fresh += 1
            answer = decide(assertions, timeout_ms=self.timeout_ms, work=self.work)
        return proof_status(answer)


__all__ += ["Session"]
