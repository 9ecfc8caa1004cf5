"""One walk that carries the context down a statement, for the passes that decide with z3 what
holds only at a program point (DESIGN.md: context is never global).

The context has two parts:

* ``hyps`` — conditions over scalars and loop variables that hold here: loop ranges, branch
  conditions and let bindings that read no memory, and ``T.assume``s over scalars once passed;
* ``facts`` — what is known about memory here (each fact has ``storages``: the ids of the
  ``data`` Vars it depends on). A fact ends at the next write to one of them: at a store, after
  a branch or a loop that may write there, and a loop body starts only with the facts the body
  cannot invalidate.

Subclasses say what a pass does at each point: ``condition`` (a branch condition),
``expr`` (any other expression), ``store`` and ``assume_facts``.
"""

from __future__ import annotations

import dataclasses

from verirw import ir
from verirw.analysis.memory import reads_memory
from verirw.visit import walk

__all__ = ["ContextWalk", "survivors"]


def _mentions(fact, var: ir.Var) -> bool:
    """Does ``fact`` (a dataclass whose fields hold IR expressions, possibly in tuples)
    use ``var``?"""
    stack = [getattr(fact, f.name) for f in dataclasses.fields(fact)]
    while stack:
        x = stack.pop()
        if isinstance(x, tuple):
            stack.extend(x)
        elif isinstance(x, (ir.Expr, ir.Stmt)) and any(n is var for n in walk(x)):
            return True
    return False


def survivors(facts: list, s: ir.Stmt) -> list:
    """The facts no store in ``s`` can invalidate (a new list: callers extend it)."""
    if not facts:
        return []
    written = {id(n.buffer.data) for n in walk(s) if isinstance(n, ir.BufferStore)}
    return [f for f in facts if not (f.storages & written)]


class ContextWalk:
    def run(self, body: ir.Stmt, hyps) -> ir.Stmt:
        return self.stmt(body, list(hyps), [])[0]

    # ----------------------------------------------------------------- hooks

    def condition(self, cond: ir.Expr, hyps: list, facts: list) -> ir.Expr:
        return self.expr(cond, hyps, facts)

    def expr(self, e: ir.Expr, hyps: list, facts: list) -> ir.Expr:
        return e

    def store(self, s: ir.BufferStore, hyps: list, facts: list):
        """The store as rewritten here, and the facts after it."""
        return s, survivors(facts, s)

    def assume_facts(self, cond: ir.Expr) -> list:
        return []

    def facts_after_loop(self, s: ir.For, hyps: list) -> list:
        """Facts that hold after the loop ``s`` (e.g. from a loop nest of assumes)."""
        return []

    # ----------------------------------------------------------------- the walk

    def stmt(self, s: ir.Stmt, hyps: list, facts: list):
        """The rewritten statement and the facts that hold after it."""
        if isinstance(s, ir.SeqStmt):
            out = []
            for x in s.stmts:
                y, facts = self.stmt(x, hyps, facts)
                if isinstance(x, ir.Assume) and not reads_memory(x.condition):
                    hyps = [*hyps, x.condition]
                out.append(y)
            return ir.SeqStmt(tuple(out)), facts
        if isinstance(s, ir.Assume):
            return s, facts + self.assume_facts(s.condition)
        if isinstance(s, ir.BufferStore):
            return self.store(s, hyps, facts)
        if isinstance(s, ir.IfThenElse):
            cond = self.condition(s.condition, hyps, facts)
            known = not reads_memory(cond)
            then, _ = self.stmt(s.then_case, [*hyps, cond] if known else hyps, facts)
            other = None
            if s.else_case is not None:
                other, _ = self.stmt(s.else_case, [*hyps, ir.Not(cond)] if known else hyps,
                                     facts)
            out = ir.IfThenElse(cond, then, other)
            return out, survivors(facts, out)
        if isinstance(s, ir.For):
            v = s.loop_var
            inner = [*hyps, s.min.le(v), v.lt(s.min + s.extent)]
            kept = survivors(facts, s.body)
            body, _ = self.stmt(s.body, inner, kept)
            out = dataclasses.replace(s, body=body)
            return out, kept + self.facts_after_loop(out, hyps)
        if isinstance(s, ir.LetStmt):
            value = self.expr(s.value, hyps, facts)
            # x == value is a fact for integers and bools; for a float it is false at NaN
            exact = not s.var.dtype.is_float and not reads_memory(value)
            body, after = self.stmt(s.body, [*hyps, s.var.eq(value)] if exact else hyps, facts)
            # a fact learnt in the body may name the variable, which ends with it
            after = [f for f in after if not _mentions(f, s.var)]
            return ir.LetStmt(s.var, value, body), after
        if isinstance(s, (ir.Allocate, ir.DeclBuffer, ir.Block)):
            body, after = self.stmt(s.body, hyps, facts)
            return dataclasses.replace(s, body=body), after
        if isinstance(s, ir.Evaluate):
            return ir.Evaluate(self.expr(s.value, hyps, facts)), facts
        return s, facts
