"""Contextual facts, decided by z3 with the context as hypotheses (never unioned globally).

A fact true only at a program point — inside a branch, inside a loop, after an assume about
buffer values and before the next write to that buffer — cannot enter the e-graph, where
terms are shared by every position. This walk carries the context down the program and asks
z3 per occurrence:

* a conditional whose condition (reading no memory) the context proves true or false gets
  the literal condition, which the ``stmt`` rules then splice away;
* a load whose value an earlier ``T.assume(B[...] == v)`` fixes — same location proven by
  z3, no write to that storage in between — is replaced by ``v`` (RFC 0077: "the first
  access of B[0] may be replaced ... later accesses may not"). Float buffers are left alone:
  ``==`` does not tell ``-0.0`` from ``0.0``.

Every replacement is recorded as an ``Obligation`` in the certificate.
"""

from __future__ import annotations

import dataclasses
import time

from verirw import ir, smt
from verirw.egraph.oracle import Obligation, reads_memory, _show
from verirw.visit import transform, walk

TRUE = ir.IntImm(1, ir.BOOL)
FALSE = ir.IntImm(0, ir.BOOL)


@dataclasses.dataclass(frozen=True)
class ValueFact:
    load: ir.BufferLoad
    value: ir.Expr


class ContextPass:
    def __init__(self, hypotheses: list[ir.Expr], solver_ms: int):
        self.base = list(hypotheses)
        self.solver_ms = solver_ms
        self.obligations: list[Obligation] = []

    def run(self, body: ir.Stmt) -> ir.Stmt:
        out, _ = self._stmt(body, list(self.base), [])
        return out

    # ----------------------------------------------------------------- z3

    def _prove(self, kind: str, goal: ir.Expr, hyps: list[ir.Expr], claim: str) -> bool:
        start = time.perf_counter()
        try:
            status = smt.prove(goal, hyps, timeout_ms=self.solver_ms).status
        except smt.SMTEncodingError:
            status = "unknown"
        self.obligations.append(Obligation(kind, claim, status,
                                           (time.perf_counter() - start) * 1000))
        return status == "proven"

    # ----------------------------------------------------------------- statements

    def _stmt(self, s: ir.Stmt, hyps: list, facts: list[ValueFact]):
        """Returns the rewritten statement and the value facts that hold after it."""
        if isinstance(s, ir.SeqStmt):
            out = []
            for x in s.stmts:
                y, facts = self._stmt(x, hyps, facts)
                if isinstance(x, ir.Assume) and not reads_memory(x.condition):
                    hyps = [*hyps, x.condition]
                out.append(y)
            return ir.SeqStmt(tuple(out)), facts
        if isinstance(s, ir.Assume):
            return s, facts + _value_facts(s.condition)
        if isinstance(s, ir.IfThenElse):
            cond = self._expr(s.condition, hyps, facts)
            if not reads_memory(cond) and not _is_literal(cond):
                claim = _show(cond)
                if self._prove("decide", cond, hyps, f"{claim} holds here"):
                    cond = TRUE
                elif self._prove("decide", ir.Not(cond), hyps, f"{claim} fails here"):
                    cond = FALSE
            then_hyps = hyps if reads_memory(cond) else [*hyps, cond]
            else_hyps = hyps if reads_memory(cond) else [*hyps, ir.Not(cond)]
            then, _ = self._stmt(s.then_case, then_hyps, facts)
            other = None
            if s.else_case is not None:
                other, _ = self._stmt(s.else_case, else_hyps, facts)
            return ir.IfThenElse(cond, then, other), _survivors(facts, s)
        if isinstance(s, ir.For):
            v = s.loop_var
            inner = [*hyps, s.min.le(v), v.lt(s.min + s.extent)]
            kept = _survivors(facts, s.body)
            body, _ = self._stmt(s.body, inner, kept)
            return dataclasses.replace(s, body=body), kept
        if isinstance(s, ir.LetStmt):
            value = self._expr(s.value, hyps, facts)
            # x == value is a fact for integers and bools; for a float it is false at NaN
            exact = not s.var.dtype.is_float and not reads_memory(value)
            inner = [*hyps, s.var.eq(value)] if exact else hyps
            body, after = self._stmt(s.body, inner, facts)
            return ir.LetStmt(s.var, value, body), after
        if isinstance(s, (ir.Allocate, ir.DeclBuffer, ir.Block)):
            body, after = self._stmt(s.body, hyps, facts)
            return dataclasses.replace(s, body=body), after
        if isinstance(s, ir.BufferStore):
            value = self._expr(s.value, hyps, facts)
            indices = tuple(self._expr(i, hyps, facts) for i in s.indices)
            return ir.BufferStore(s.buffer, value, indices), _survivors(facts, s)
        if isinstance(s, ir.Evaluate):
            return ir.Evaluate(self._expr(s.value, hyps, facts)), facts
        return s, facts

    # ----------------------------------------------------------------- expressions

    def _expr(self, e: ir.Expr, hyps: list, facts: list[ValueFact]) -> ir.Expr:
        if not facts:
            return e

        def post(n):
            if not isinstance(n, ir.BufferLoad):
                return n
            for fact in facts:
                if fact.load.buffer.data is not n.buffer.data or fact.load.buffer != n.buffer:
                    continue
                same = ir.all_of(a.eq(b) for a, b in zip(n.indices, fact.load.indices))
                claim = f"{_show(n)} == {_show(fact.value)} (from T.assume)"
                if self._prove("assume-value", same, hyps, claim):
                    return fact.value
            return n

        return transform(e, post)


def _value_facts(cond: ir.Expr) -> list[ValueFact]:
    """``B[idx] == v`` conjuncts of an assume, for integer and bool buffers, with ``v``
    reading no memory."""
    out = []
    stack = [cond]
    while stack:
        c = stack.pop()
        if isinstance(c, ir.And):
            stack.extend((c.b, c.a))
        elif isinstance(c, ir.EQ):
            for load, value in ((c.a, c.b), (c.b, c.a)):
                if isinstance(load, ir.BufferLoad) and not load.dtype.is_float \
                        and not reads_memory(value) and not reads_memory_indices(load):
                    out.append(ValueFact(load, value))
                    break
    return out


def reads_memory_indices(load: ir.BufferLoad) -> bool:
    return any(reads_memory(i) for i in load.indices)


def _survivors(facts: list[ValueFact], s: ir.Stmt) -> list[ValueFact]:
    """Facts not invalidated by any store in ``s`` (to the same storage)."""
    if not facts:
        return facts
    written = {id(n.buffer.data) for n in walk(s) if isinstance(n, ir.BufferStore)}
    return [f for f in facts if id(f.load.buffer.data) not in written]


def _is_literal(e: ir.Expr) -> bool:
    return isinstance(e, ir.IntImm)
