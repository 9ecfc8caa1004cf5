"""A z3 model of statements, for proving the ``stmt`` rules generically.

A statement is a function from states to states over an uninterpreted sort ``State`` with a
distinguished error state ``bot`` that every statement preserves (an error is final). A
statement variable is an uninterpreted function — the proof holds for *every* statement.

* ``Nop`` is the identity; ``Seq(a, b)`` and ``Append(a, b)`` are ``b . a``;
* a condition variable ``p`` has a value ``p(s)`` and a definedness ``p_ok(s)`` that depend
  on the state; ``safe(p)`` makes it always defined; ``equiv(p, q)``/``compl(p, q)`` (the
  oracle only relates conditions that read no memory) make both state-independent and
  equal / opposite;
* ``If(p, a, b)`` evaluates ``p`` (error if undefined) and runs one branch; ``Eval(e)``
  evaluates ``e`` for its errors;
* ``For(i, m, n, kind, body)`` runs ``body(j, s)`` for ``j`` in ``[m, m + n)``, defined by a
  recursive function ``loop(j, end, s)`` that z3 unfolds.
"""

from __future__ import annotations

import itertools

import z3

from verirw.egraph.pattern import PatternError, PLit, POp, PVar, Pattern
from verirw.egraph.rule import Parsed


_LOOP_IDS = itertools.count()


def _outside(what: str):
    """A statement rule uses a construct this model gives no meaning to: the rule cannot be
    proven, so it is refused (a rule-library error, named with the rule)."""
    return PatternError(f"the statement model has no meaning for {what}; state the rule "
                        f"with variables, Nop, Seq, Append, If, Eval or For(.., var|Nop)")


class StmtModel:
    def __init__(self, parsed: Parsed):
        self.parsed = parsed
        self.S = z3.DeclareSort("State")
        self.bot = z3.Const("bot", self.S)
        self.hyps: list[z3.BoolRef] = []
        self._fns: dict[str, object] = {}
        self._loop_bodies: dict[str, z3.FuncDeclRef] = {}
        self.safe = parsed.safe_vars
        self.related: dict[str, tuple[str, str]] = {}     # p -> ("equiv"|"compl", q)
        for c in parsed.when:
            if isinstance(c, POp) and c.op in ("equiv", "compl"):
                self.related[c.args[1].name] = (c.op, c.args[0].name)
        self.index_conds: list[z3.BoolRef] = []
        self.loops: list[tuple[z3.FuncDeclRef, z3.FuncDeclRef]] = []   # (loop fn, body fn)

    # ----------------------------------------------------------------- leaves

    def _stmt_var(self, name: str):
        fn = self._fns.get(name)
        if fn is None:
            fn = self._fns[name] = z3.Function(name, self.S, self.S)
            self.hyps.append(fn(self.bot) == self.bot)
        return fn

    def cond(self, p: Pattern, s):
        """(value, defined) of a bool pattern in state ``s``."""
        if isinstance(p, PLit):
            return z3.BoolVal(bool(p.value)), z3.BoolVal(True)
        if isinstance(p, POp) and p.op == "not":
            v, ok = self.cond(p.args[0], s)
            return z3.Not(v), ok
        if not isinstance(p, PVar):
            raise _outside(f"the condition {p}")
        name = p.name
        if name in self.related or any(q == name for _, q in self.related.values()):
            const = z3.Bool(name)
            for q, (kind, other) in self.related.items():
                if q == name:
                    self._once(f"rel_{q}", const == (z3.Bool(other) if kind == "equiv"
                                                     else z3.Not(z3.Bool(other))))
            return const, z3.BoolVal(True)
        value = self._fn(name, z3.BoolSort())(s)
        ok = z3.BoolVal(True) if name in self.safe else self._fn(name + "_ok", z3.BoolSort())(s)
        return value, ok

    def _once(self, key: str, fact) -> None:
        if key not in self._fns:
            self._fns[key] = True
            self.hyps.append(fact)

    def _fn(self, name: str, sort):
        fn = self._fns.get(name)
        if fn is None:
            fn = self._fns[name] = z3.Function(name, self.S, sort)
        return fn

    def index(self, p: Pattern, s):
        """(value, defined) of an index expression pattern (loop bounds)."""
        if isinstance(p, PLit):
            return z3.IntVal(p.value), z3.BoolVal(True)
        if isinstance(p, PVar) and p.kind == "const":
            return z3.Int(p.name), z3.BoolVal(True)
        if isinstance(p, PVar):
            value = self._fn(p.name, z3.IntSort())(s)
            ok = z3.BoolVal(True) if p.name in self.safe else self._fn(p.name + "_ok", z3.BoolSort())(s)
            return value, ok
        raise _outside(f"the index expression {p}")

    # ----------------------------------------------------------------- statements

    def run(self, p: Pattern, s):
        """The state after running statement pattern ``p`` from state ``s``."""
        if isinstance(p, PVar):
            return self._stmt_var(p.name)(s)
        op = p.op
        if op == "Nop":
            return s
        if op in ("Seq", "Append"):
            return self.run(p.args[1], self.run(p.args[0], s))
        if op == "If":
            value, ok = self.cond(p.args[0], s)
            return z3.If(s == self.bot, self.bot,
                         z3.If(z3.Not(ok), self.bot,
                               z3.If(value, self.run(p.args[1], s), self.run(p.args[2], s))))
        if op == "Eval":
            _, ok = self.expr_ok(p.args[0], s)
            return z3.If(z3.Or(s == self.bot, z3.Not(ok)), self.bot, s)
        if op == "For":
            return self._for(p, s)
        raise _outside(f"the statement {op}")

    def expr_ok(self, p: Pattern, s):
        if isinstance(p, PVar):
            ok = z3.BoolVal(True) if p.name in self.safe else self._fn(p.name + "_ok", z3.BoolSort())(s)
            return None, ok
        raise _outside(f"the expression {p} in Eval")

    def _for(self, p: POp, s):
        _, lo, extent, _, body = p.args
        m, m_ok = self.index(lo, s)
        n, n_ok = self.index(extent, s)
        key = f"loop{next(_LOOP_IDS)}"       # recursive functions are global in z3
        step = z3.Function(key + "_body", z3.IntSort(), self.S, self.S)
        loop = z3.RecFunction(key, z3.IntSort(), z3.IntSort(), self.S, self.S)
        j, end = z3.Ints(f"{key}_j {key}_end")
        st = z3.Const(f"{key}_s", self.S)
        if isinstance(body, POp) and body.op == "Nop":
            after = st
        else:
            after = step(j, st)
            if isinstance(body, PVar):
                self.hyps.append(z3.ForAll([j], step(j, self.bot) == self.bot))
            else:
                raise _outside("a loop body other than a variable or Nop")
        z3.RecAddDefinition(loop, [j, end, st], z3.If(j >= end, st, loop(j + 1, end, after)))
        self.loops.append((loop, body))
        return z3.If(z3.Or(s == self.bot, z3.Not(m_ok), z3.Not(n_ok)), self.bot,
                     loop(m, m + n, s))

    def conditions(self) -> list[z3.BoolRef]:
        """The rule's side conditions on constants (``c <= 0``)."""
        out = []
        for c in self.parsed.when:
            if isinstance(c, POp) and c.op in ("le", "lt", "ge", "gt", "eq", "ne") \
                    and all(isinstance(a, (PVar, PLit)) for a in c.args):
                a, b = (self.index(x, self.bot)[0] for x in c.args)
                out.append({"le": a <= b, "lt": a < b, "ge": a >= b, "gt": a > b,
                            "eq": a == b, "ne": a != b}[c.op])
        return out
