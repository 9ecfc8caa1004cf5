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
from verirw.analysis import ContextWalk, Kind, in_bounds, reads_memory, show
from verirw.passes.obligations import Prover
from verirw.passes.in_context import InContext
from verirw.semantics import contains_undef, is_marker, replace_equal
from verirw.passes.input_facts import LoopFact, instances, loop_fact
from verirw.visit import free_vars, substitute

TRUE = ir.IntImm(1, ir.BOOL)
FALSE = ir.IntImm(0, ir.BOOL)


@dataclasses.dataclass(frozen=True)
class ValueFact:
    """``load == value`` here (from a ``T.assume`` or a store: ``origin``)."""

    load: ir.BufferLoad
    value: ir.Expr
    origin: str = "T.assume"

    @property
    def storages(self) -> frozenset:
        return frozenset({id(self.load.buffer.data)})


class ContextPass(ContextWalk):
    def __init__(self, hypotheses: list[ir.Expr], solver_ms: int, value_vars=(), *,
                 cache=None, session=None):
        """``cache``/``session``: see ``Prover`` (shared by the rounds of a simplification)."""
        self.base = list(hypotheses)
        self.prover = Prover(solver_ms, value_vars, cache=cache, session=session)
        self.in_context = InContext(self.prover, value_vars, self.known_value, self.region_facts)

    @property
    def obligations(self):
        return self.prover.obligations

    def run(self, body: ir.Stmt) -> ir.Stmt:
        return super().run(body, self.base)

    # ----------------------------------------------------------------- hooks

    def condition(self, cond: ir.Expr, hyps: list, facts: list) -> ir.Expr:
        """A memory-free condition the context decides becomes a literal."""
        cond = self.expr(cond, hyps, facts)
        if isinstance(cond, ir.IntImm):
            return cond
        if not reads_memory(cond) and not _is_literal(cond):
            claim = show(cond)
            if self.prover.prove(Kind.DECIDE, cond, hyps, f"{claim} holds here"):
                return TRUE
            if self.prover.prove(Kind.DECIDE, ir.Not(cond), hyps, f"{claim} fails here"):
                return FALSE
        return cond

    def store(self, s: ir.BufferStore, hyps: list, facts: list):
        """The store with its expressions simplified here. ``A[i] = A[i]`` is removed (once
        the access is proven in bounds: a failing access is kept); after ``A[i] = v`` with
        ``v`` an integer reading no memory, later loads of ``A[i]`` read ``v`` until the next
        write to ``A``'s storage (TVM's ``propagate_knowns_to_simplify_expressions``)."""
        value = self.expr(s.value, hyps, facts)
        if is_marker(value) and isinstance(value.args[0], ir.Var) \
                and value.args[0].dtype == value.dtype:
            value = value.args[0]   # a stored variable of the buffer's dtype needs no wrap
        indices = tuple(self.expr(i, hyps, facts) for i in s.indices)
        new = ir.BufferStore(s.buffer, value, indices)
        if (isinstance(value, ir.BufferLoad) and value.buffer == s.buffer
                and value.buffer.data is s.buffer.data and value.indices == indices
                and not any(reads_memory(i) for i in indices)
                and self.prover.prove(Kind.IN_BOUNDS, in_bounds(new), hyps,
                                      f"{show(value)} in bounds (storing it to itself)")):
            return ir.NOOP, facts
        out, after = super().store(new, hyps, facts)
        if (not value.dtype.is_float and not reads_memory(value) and not contains_undef(value)
                and not any(reads_memory(i) for i in indices)):
            after = [*after, ValueFact(ir.BufferLoad(s.buffer, indices), value,
                                       origin=f"the store {show(out)}")]
        return out, after

    def assume_facts(self, cond: ir.Expr) -> list:
        return _value_facts(cond)

    # ----------------------------------------------------------------- expressions

    def expr(self, e: ir.Expr, hyps: list, facts: list) -> ir.Expr:
        return self.in_context.simplify(e, hyps, facts)

    def known_value(self, n: ir.BufferLoad, hyps: list, facts: list) -> ir.Expr | None:
        """The value a fact gives the load ``n`` here (proven by z3), kept in ``n``'s value
        domain (``semantics.replace_equal``); None if no fact applies."""
        for fact in facts:
            if not isinstance(fact, ValueFact) or fact.load.buffer.data is not n.buffer.data \
                    or fact.load.buffer != n.buffer:
                continue
            same = ir.all_of(a.eq(b) for a, b in zip(n.indices, fact.load.indices))
            replacement = replace_equal(n, fact.value)
            claim = f"{show(n)} == {show(fact.value)} (from {fact.origin})"
            if replacement is not None and \
                    self.prover.prove(Kind.ASSUME_VALUE, same, hyps, claim):
                return replacement
        return self.loop_value(n, hyps, facts)

    def loop_value(self, n: ir.BufferLoad, hyps: list, facts: list) -> ir.Expr | None:
        """The value a loop nest of assumes gives ``n`` here (RFC 0077's padding:
        ``for i: T.assume(i < 14 or A[i] == 0)``, then ``A[j]`` where ``j >= 14`` reads 0).
        Candidates are the ``A[vars] == v`` comparisons of the fact's condition at ``n``'s
        indices; one is taken when z3 proves ``n == v`` from the context and the fact's
        instance at ``n``. Integer and bool buffers only (``==`` does not pin a float's bits);
        a candidate reading memory or a loop variable it does not bind is skipped."""
        if n.dtype.is_float or any(reads_memory(i) for i in n.indices):
            return None
        for fact in facts:
            if not isinstance(fact, LoopFact):
                continue
            for value in loop_candidates(fact, n):
                replacement = replace_equal(n, value)
                if replacement is None:
                    continue
                extra = instances([fact], [n])
                if not extra:
                    continue
                claim = (f"{show(n)} == {show(value)} (from the assume loop nest "
                         f"{show(fact.condition)})")
                if self.prover.prove(Kind.ASSUME_VALUE, n.eq(value), [*hyps, *extra], claim):
                    return replacement
        return None

    def region_facts(self, exprs: list, facts: list) -> list[ir.Expr]:
        """The loop facts here instantiated at the loads of ``exprs`` (IR hypotheses)."""
        return instances([f for f in facts if isinstance(f, LoopFact)], exprs)

    def facts_after_loop(self, s: ir.For, hyps: list) -> list:
        """After a loop nest of assumes (RFC 0077's ``T.assume(4 * io + ii < 14 or
        A[io, ii] == 0)``), its condition holds at every point of the nest until the next
        write to what it reads: a ``LoopFact``, instantiated where a load needs it."""
        fact = loop_fact(s)
        return [] if fact is None else [fact]


def loop_candidates(fact: LoopFact, n: ir.BufferLoad) -> list[ir.Expr]:
    """The values ``v`` of the ``B[vars] == v`` comparisons anywhere in ``fact``'s condition
    (under ``and``/``or``) with ``B`` the storage ``n`` reads, the indices exactly the loop
    variables of the nest and ``v`` reading no memory, at ``n``'s indices."""
    loop_vars = {id(v) for v, _, _ in fact.loops}
    out: list[ir.Expr] = []
    stack = [fact.condition]
    while stack:
        c = stack.pop()
        if isinstance(c, (ir.And, ir.Or)):
            stack.extend((c.b, c.a))
        elif isinstance(c, ir.EQ):
            for load, value in ((c.a, c.b), (c.b, c.a)):
                if not isinstance(load, ir.BufferLoad) or load.buffer.data is not n.buffer.data \
                        or load.buffer != n.buffer or reads_memory(value) \
                        or contains_undef(value):
                    continue
                ids = [id(i) for i in load.indices if isinstance(i, ir.Var)]
                if len(ids) != len(load.indices) or len(set(ids)) != len(ids) \
                        or set(ids) != loop_vars:
                    continue
                mapping = dict(zip(load.indices, n.indices))
                if any(id(v) in loop_vars and v not in mapping for v in free_vars(value)):
                    continue
                out.append(substitute(value, mapping))
                break
    return out


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
