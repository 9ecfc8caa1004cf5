"""z3 side conditions of the statement passes, recorded for the certificate.

``Kind`` is the named set of obligation kinds (every question a pass asks has one); the
``Obligation`` record and ``Kind`` are defined in ``verirw.analysis.obligations``, which the
e-graph oracle shares, and are re-exported here as the passes' home.

Every pass that rewrites only after a proof asks through a ``Prover``: the answer is a bool
(proven or not: unknown and refuted both mean "do not rewrite") and every question lands in
``obligations`` with its status and time, so a refusal can always be explained.
"""

from __future__ import annotations

import time

import z3

from verirw import ir, smt, solver
from verirw.analysis.obligations import Kind, Obligation, show

__all__ = ["Prover", "Kind", "Obligation", "show"]


class Prover:
    """``value_vars``: the let variables bound to values in the program the questions are
    about (``semantics.value_let_vars``), so that z3 wraps their arithmetic as the program
    does."""

    def __init__(self, solver_ms: int = 2000, value_vars=()):
        self.solver_ms = solver_ms
        self.value_vars = tuple(value_vars)
        self.obligations: list[Obligation] = []

    def prove(self, kind: Kind, goal: ir.Expr, hyps=(), claim: str | None = None) -> bool:
        """Is the IR condition ``goal`` true wherever ``hyps`` (IR conditions) hold?"""
        start = time.perf_counter()
        try:
            status = smt.prove(goal, list(hyps), timeout_ms=self.solver_ms,
                               value_vars=self.value_vars).status
        except (smt.SMTEncodingError, smt.NotConstantError):
            status = "unknown"
        self.record(kind, claim or show(goal), status, start)
        return status == "proven"

    def unsat(self, kind: Kind, assertions: list[z3.BoolRef], claim: str) -> bool:
        """Are the z3 ``assertions`` jointly unsatisfiable? (A proof by refutation: the
        assertions describe a counterexample to ``claim``.)"""
        start = time.perf_counter()
        answer = solver.decide(assertions, timeout_ms=self.solver_ms)
        status = solver.proof_status(answer)
        self.record(kind, claim, status, start)
        self.last_model = answer.model if isinstance(answer, solver.Sat) else None
        return status == "proven"

    def annotate(self, note: str) -> None:
        """Append ``note`` (e.g. a counterexample) to the last obligation's claim."""
        last = self.obligations[-1]
        self.obligations[-1] = Obligation(last.kind, last.claim + note, last.status, last.ms)

    def decided(self, kind: Kind, claim: str) -> bool:
        """Record a question settled without a new z3 call (the claim says how); True."""
        self.record(kind, claim, "proven", time.perf_counter())
        return True

    def refuse(self, kind: Kind, claim: str) -> bool:
        """Record a question that is not put to z3 because its answer cannot be "proven"
        (e.g. a location that depends on memory); always False."""
        self.record(kind, claim, "unknown", time.perf_counter())
        return False

    def record(self, kind: Kind, claim: str, status: str, start: float) -> None:
        """Record a question (also one answered elsewhere, e.g. by ``verirw.check``) with
        its status and the time since ``start``."""
        self.obligations.append(Obligation(kind, claim, status,
                                           (time.perf_counter() - start) * 1000))
