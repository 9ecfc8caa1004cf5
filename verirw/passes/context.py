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
  ``==`` does not tell ``-0.0`` from ``0.0``. The replacement keeps the load's value domain
  (``semantics.replace_equal``): ``A[0] + 1`` with ``A[0] == 2147483647`` still wraps.

Every replacement is recorded as an ``Obligation`` in the certificate.
"""

from __future__ import annotations

import dataclasses

from verirw import ir
from verirw.analysis import ContextWalk, Kind, reads_memory, show
from verirw.passes.obligations import Prover
from verirw.passes.fold import fold_constants
from verirw.semantics import replace_equal
from verirw.visit import transform

TRUE = ir.IntImm(1, ir.BOOL)
FALSE = ir.IntImm(0, ir.BOOL)


@dataclasses.dataclass(frozen=True)
class ValueFact:
    load: ir.BufferLoad
    value: ir.Expr

    @property
    def storages(self) -> frozenset:
        return frozenset({id(self.load.buffer.data)})


class ContextPass(ContextWalk):
    def __init__(self, hypotheses: list[ir.Expr], solver_ms: int, value_vars=()):
        self.base = list(hypotheses)
        self.prover = Prover(solver_ms, value_vars)

    @property
    def obligations(self):
        return self.prover.obligations

    def run(self, body: ir.Stmt) -> ir.Stmt:
        return super().run(body, self.base)

    # ----------------------------------------------------------------- hooks

    def condition(self, cond: ir.Expr, hyps: list, facts: list) -> ir.Expr:
        """A memory-free condition the context decides becomes a literal."""
        cond = self.expr(cond, hyps, facts)
        if not reads_memory(cond) and not _is_literal(cond):
            claim = show(cond)
            if self.prover.prove(Kind.DECIDE, cond, hyps, f"{claim} holds here"):
                return TRUE
            if self.prover.prove(Kind.DECIDE, ir.Not(cond), hyps, f"{claim} fails here"):
                return FALSE
        return cond

    def store(self, s: ir.BufferStore, hyps: list, facts: list):
        value = self.expr(s.value, hyps, facts)
        indices = tuple(self.expr(i, hyps, facts) for i in s.indices)
        return super().store(ir.BufferStore(s.buffer, value, indices), hyps, facts)

    def assume_facts(self, cond: ir.Expr) -> list:
        return _value_facts(cond)

    # ----------------------------------------------------------------- expressions

    def expr(self, e: ir.Expr, hyps: list, facts: list) -> ir.Expr:
        if not facts:
            return e

        def post(n):
            if not isinstance(n, ir.BufferLoad):
                return n
            for fact in facts:
                if fact.load.buffer.data is not n.buffer.data or fact.load.buffer != n.buffer:
                    continue
                same = ir.all_of(a.eq(b) for a, b in zip(n.indices, fact.load.indices))
                claim = f"{show(n)} == {show(fact.value)} (from T.assume)"
                replacement = replace_equal(n, fact.value)
                if replacement is not None and \
                        self.prover.prove(Kind.ASSUME_VALUE, same, hyps, claim):
                    return replacement
            return n

        out = transform(e, post)
        if out is e:
            return e
        folded = fold_constants(out)
        if folded != out:
            self.prover.decided(Kind.FOLD, f"{show(out)}  ->  {show(folded)} (closed arithmetic, "
                                        f"evaluated by the interpreter)")
        return folded


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


def _is_literal(e: ir.Expr) -> bool:
    return isinstance(e, ir.IntImm)
