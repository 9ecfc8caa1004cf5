"""Side conditions that patterns cannot settle, decided by z3 while a program is encoded.

The oracle fills the relations the rules consult — ``Safe`` for loads proven in bounds,
``Equiv``/``Compl`` for adjacent conditionals whose conditions are proven equivalent or
complementary — and the global facts: loop ranges and the assumes that every execution
reaches (function-entry ``T.assume`` over scalars). Each query's hypotheses are only facts
that hold wherever the term can occur: the ranges of the loops enclosing it (loop variables
are unique binders, so a term with ``i`` only occurs inside ``i``'s loop) and entry assumes.
Facts about buffer values are contextual and never enter the e-graph (see
``verirw.passes.context``). An unknown answer adds no fact: the rewrite does not fire.
"""

from __future__ import annotations

import time

from verirw import ir
from verirw.analysis import Kind, Obligation, in_bounds, reads_memory, show
from verirw.egraph.codec import TRUE, Codec
from verirw.passes.obligations import BY_INTERVALS, by_intervals, prove_status


class OracleCodec(Codec):
    """A codec that asks z3 about what it encodes and remembers the facts to add."""

    def __init__(self, hypotheses: list[ir.Expr], solver_ms: int, *, cache=None,
                 session=None):
        """``cache``: a ``QueryCache`` of answers up to renaming; ``session``: a
        ``solver.Session`` asking every question of one incremental solver."""
        super().__init__()
        self.hypotheses = list(hypotheses)
        self.solver_ms = solver_ms
        self.cache = cache
        self.session = session
        self.facts: list[str] = []
        self.obligations: list[Obligation] = []
        self._loops: list[ir.Expr] = []
        self._asked: dict[str, str] = {}
        self._values: tuple = (0, 0, ())

    # ----------------------------------------------------------------- context

    def stmt(self, s: ir.Stmt) -> str:
        if isinstance(s, ir.For):
            v = s.loop_var
            self._loops.append(ir.all_of([s.min.le(v), v.lt(s.min + s.extent)]))
            try:
                return super().stmt(s)
            finally:
                self._loops.pop()
        return super().stmt(s)

    def _prove(self, kind: Kind, goal: ir.Expr, claim: str) -> bool:
        start = time.perf_counter()
        hyps = [*self.hypotheses, *self._loops]
        # in simplify (which passes a cache), closed and loop-bounded index questions — most
        # of the loads in bounds — are settled exactly without z3, and the claim says so
        status = by_intervals(goal, hyps, self._value_list()) if self.cache is not None \
            else None
        if status is not None:
            claim += BY_INTERVALS
        else:
            status = prove_status(goal, hyps, self._value_list(), self.solver_ms, self.cache,
                                  self.session)
        self.obligations.append(Obligation(kind, claim, status,
                                           (time.perf_counter() - start) * 1000))
        return status == "proven"

    def _value_list(self) -> tuple:
        """The bound variables that are let variables bound to values, in binding order (for
        the encoder). ``vars`` only grows: the names bound since the last call are scanned,
        and all of them again only when ``value_vars`` grew (rebuilding the list per
        question made encoding quadratic in the number of loops)."""
        scanned, known, values = self._values
        if known != len(self.value_vars):
            scanned, values = 0, ()
        if scanned != len(self.bound):
            values += tuple(v for v in self.bound[scanned:] if id(v) in self.value_vars)
            self._values = (len(self.bound), len(self.value_vars), values)
        return values

    # ----------------------------------------------------------------- loads

    def expr(self, e: ir.Expr, context_value: bool = False) -> str:
        term = super().expr(e, context_value)
        if isinstance(e, ir.BufferLoad) and term not in self._asked:
            self._asked[term] = "asked"
            if not any(isinstance(i, ir.Undef) for i in e.indices) \
                    and self._prove(Kind.IN_BOUNDS, in_bounds(e), show(e) + " in bounds"):
                self.facts.append(f"(Safe {term})")
        return term

    # ----------------------------------------------------------------- adjacent conditionals

    def stmt_list(self, s: ir.Stmt | None) -> str:
        items = [] if s is None else (list(s.stmts) if isinstance(s, ir.SeqStmt) else [s])
        for first, second in zip(items, items[1:]):
            if isinstance(first, ir.IfThenElse) and isinstance(second, ir.IfThenElse):
                self._relate(first.condition, second.condition)
        return super().stmt_list(s)

    def _relate(self, c1: ir.Expr, c2: ir.Expr) -> None:
        if reads_memory(c1, self.value_vars) or reads_memory(c2, self.value_vars):
            return                 # data-dependent: the first body may change the second
        t1, t2 = self.expr(c1), self.expr(c2)
        both = ir.Or(ir.And(c1, c2), ir.And(ir.Not(c1), ir.Not(c2)))
        if self._prove(Kind.EQUIVALENT, both, f"{show(c1)}  <=>  {show(c2)}"):
            self.facts.append(f"(Equiv {t1} {t2})")
            return
        either = ir.Or(ir.And(c1, ir.Not(c2)), ir.And(ir.Not(c1), c2))
        if self._prove(Kind.COMPLEMENTARY, either,
                       f"{show(c1)}  <=>  not ({show(c2)})"):
            self.facts.append(f"(Compl {t1} {t2})")

    # ----------------------------------------------------------------- global facts

    def global_facts(self) -> list[str]:
        """Loop ranges, entry assumes and safe variables, as egglog commands."""
        out = []
        for var, lo, end in self.loop_ranges:
            key = var.rsplit('"', 2)[-2]
            out.append(f'(union (Ge "{key}" {var} {lo}) {TRUE})')
            out.append(f'(union (Lt "{key}" {var} {end}) {TRUE})')
        for cond in self.hypotheses:
            out.append(f"(union {self.expr(cond)} {TRUE})")
        for name, v in self.vars.items():
            if not v.dtype.is_handle:
                value = id(v) in self.value_vars or not v.dtype.is_int
                out.append(f'(Safe (Var "{name}" "{self.key(v.dtype, value)}"))')
        return out
