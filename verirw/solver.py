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

import time
from dataclasses import dataclass, field
from typing import Iterable

import z3

#: Used when a caller gives no limit: a question without a time limit can hang a pass.
DEFAULT_TIMEOUT_MS = 2000
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
    """The assertions have a model (``model``)."""
    ms: float
    solver: z3.Solver = field(repr=False)
    engine: str = "z3"

    status = "sat"

    @property
    def model(self) -> z3.ModelRef:
        return self.solver.model()


@dataclass(frozen=True, eq=False)
class Unknown:
    """z3 gave up or failed; ``reason`` says why. Never a proof and never a counterexample."""
    ms: float
    reason: str
    solver: z3.Solver | None = field(default=None, repr=False)
    engine: str = "z3"

    status = "unknown"


Answer = Unsat | Sat | Unknown


def new_solver(assertions: Iterable[z3.BoolRef] = (), *, timeout_ms: int = DEFAULT_TIMEOUT_MS,
               logic: str | None = None) -> z3.Solver:
    """A z3 solver holding ``assertions`` with its time limit set (``logic``: z3's solver
    for that SMT-LIB logic). For callers that need the solver object itself (its SMT-LIB
    text, incremental push/pop); the question is still asked with :func:`decide_solver`."""
    solver = z3.SolverFor(logic) if logic else z3.Solver()
    solver.set("timeout", max(0, int(timeout_ms)))
    solver.add(*assertions)
    return solver


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
           logic: str | None = None) -> Answer:
    """Are ``assertions`` jointly satisfiable? ``logic`` first tries z3's solver for that
    logic (QF_FP is ~30x faster on float questions) and falls back to the default solver
    when it answers unknown. ``timeout_ms`` bounds each attempt (0 means no limit, for
    offline proof scripts only)."""
    assertions = list(assertions)
    if logic is not None:
        answer = decide_solver(new_solver(assertions, timeout_ms=timeout_ms, logic=logic),
                               engine=f"z3 ({logic})")
        if not isinstance(answer, Unknown):
            return answer
    return decide_solver(new_solver(assertions, timeout_ms=timeout_ms))


def decide_solver(solver: z3.Solver | z3.Optimize, *, engine: str = "z3") -> Answer:
    """Ask ``solver`` (built by the caller, e.g. with :func:`new_solver` or
    :func:`new_optimize`) for satisfiability."""
    for hook in QUERY_HOOKS:
        hook(solver)
    start = time.perf_counter()
    try:
        answer = solver.check()
    except z3.Z3Exception as exc:               # cancelled, out of memory, unsupported
        return Unknown(_ms(start), f"z3 failed: {exc}", solver, engine)
    ms = _ms(start)
    if answer == z3.unsat:
        return Unsat(ms, solver, engine)
    if answer == z3.sat:
        return Sat(ms, solver, engine)
    return Unknown(ms, solver.reason_unknown() or "unknown", solver, engine)


def proof_status(answer: Answer) -> str:
    """The reading of a proof by refutation: unsat is "proven", sat "refuted", else
    "unknown"."""
    return {"unsat": "proven", "sat": "refuted"}.get(answer.status, "unknown")


def _ms(start: float) -> float:
    return (time.perf_counter() - start) * 1000.0


__all__ = ["Answer", "Sat", "Unsat", "Unknown", "decide", "decide_solver", "new_solver",
           "new_optimize", "proof_status", "DEFAULT_TIMEOUT_MS"]


class Session:
    """One z3 solver for many independent questions of one caller, each asked between a
    ``push`` and a ``pop`` (a fresh solver costs ~1.5 ms to set up and check even for a
    trivial question; a push/pop round trip ~0.1 ms). The answers read the same as
    :func:`decide`'s: whenever the incremental solver answers unknown (or fails), the question
    is asked again of a fresh solver with :func:`decide`, so a session never answers unknown
    where ``decide`` would have answered. The solver is popped after each question, so
    answers carry no model: use :meth:`proof_status` (the reading of a proof by refutation)
    and ask :func:`decide` for a counterexample."""

    def __init__(self, *, timeout_ms: int = DEFAULT_TIMEOUT_MS):
        self.timeout_ms = timeout_ms
        self._solver: z3.Solver | None = None
        self.fresh = 0           # questions asked again of a fresh solver (after unknown)

    def proof_status(self, assertions: Iterable[z3.BoolRef]) -> str:
        """``proof_status(decide(assertions))``: "proven" (unsat), "refuted" (sat) or
        "unknown"."""
        assertions = list(assertions)
        if self._solver is None:
            self._solver = new_solver(timeout_ms=self.timeout_ms)
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
            answer = decide(assertions, timeout_ms=self.timeout_ms)
        return proof_status(answer)


__all__ += ["Session"]
