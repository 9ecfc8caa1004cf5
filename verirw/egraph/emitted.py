"""The arithmetic of the emitted egglog rules, as z3 obligations (``verirw prove``).

A rule's algebra is proven on its patterns (``c1 // c2`` is floor division), but egglog
computes folded constants, ``lo``/``hi`` bounds and side conditions with its own i64
primitives (``verirw.egraph.prim``: truncating ``/``). So each emitted command is read back
from its egglog text and, under everything its query requires (guards, conditions, the
lattice invariant ``lo(x) <= x <= hi(x)``), z3 must show:

* every side condition of the rule holds, in the contract's semantics;
* every value an action or a right-hand side computes is computed without failure and equals
  the value of the pattern it stands for (floor semantics, ``verirw.ops``).

A translation that computes anything else (truncating division for floor, a wrong guard) is
refuted, whatever the pattern-level proof says.
"""

from __future__ import annotations

from dataclasses import dataclass

import z3

from verirw import ops
from verirw.egraph import prim
from verirw.egraph.codec import parse_sexpr
from verirw.egraph.pattern import ARITH, COMPARE, PLit, POp, PVar, Pattern, PatternError, \
    is_constant
from verirw.egraph.rule import Bound, Fact, Parsed, egglog_rules


@dataclass(frozen=True)
class Obligation:
    case: str
    text: str                 # the egglog command it is about
    assertions: tuple         # unsat means proven


class _Reader:
    """One emitted command: its query as hypotheses, its computed values as goals."""

    def __init__(self, parsed: Parsed, text: str):
        self.p = parsed
        self.text = text
        self.names: dict[str, z3.ArithRef] = {}
        self.hyps: list[z3.BoolRef] = []
        self.goals: list[z3.BoolRef] = []
        self.counted = 0             # primitive comparisons and computations seen

    # ------------------------------------------------------------- egglog side (i64)

    def name(self, atom: str) -> z3.ArithRef:
        v = self.names.get(atom)
        if v is None:
            v = self.names[atom] = z3.Int(atom)
            self.hyps.append(prim.in_range(v))           # every i64 value is in range
        return v

    def is_prim(self, s) -> bool:
        if isinstance(s, int):
            return True
        if isinstance(s, str):
            return s.startswith(("k_", "lo_", "hi_"))
        return isinstance(s, tuple) and bool(s) and s[0] in prim.OPS

    def prim(self, s) -> tuple[z3.ArithRef, z3.BoolRef]:
        if isinstance(s, int):
            return z3.IntVal(s), z3.BoolVal(True)
        if isinstance(s, str):
            return self.name(s), z3.BoolVal(True)
        (a, ok_a), (b, ok_b) = self.prim(s[1]), self.prim(s[2])
        out, ok = prim.z3_prim(s[0], a, b)
        self.counted += 1
        return out, z3.And(ok_a, ok_b, ok)

    def query(self, atoms) -> None:
        for atom in atoms:
            head = atom[0]
            if head == "=" and isinstance(atom[2], tuple) and atom[2][0] in ("lo", "hi"):
                # (= lo_x (lo v_x)): the lattice invariant of x
                which, var = atom[2][0], atom[2][1][2:]
                bound, x = self.name(atom[1]), self.term_var(var)
                self.hyps.append(bound <= x if which == "lo" else x <= bound)
            elif head in prim.CMPS and self.is_prim(atom[1]) and self.is_prim(atom[2]):
                (a, ok_a), (b, ok_b) = self.prim(atom[1]), self.prim(atom[2])
                self.counted += 1
                self.hyps.append(z3.And(ok_a, ok_b, prim.z3_compare(head, a, b)))
            elif head in prim.CMPS and head != "=":
                raise PatternError(f"{self.text}: cannot read the condition {atom}")

    def computed(self, s, p: Pattern) -> None:
        """``s`` (egglog) computes the value of the constant pattern ``p``."""
        got, ok = self.prim(s)
        self.counted += 1
        self.goals.append(z3.And(ok, got == self.sem(p)))

    def walk_rhs(self, s, p: Pattern) -> None:
        """Pair the right-hand side's computed literals with their patterns."""
        if isinstance(p, POp) and is_constant(p):
            if not (isinstance(s, tuple) and s[0] == "Int"):
                raise PatternError(f"{self.text}: expected a computed literal for {p}")
            self.computed(s[1], p)
            return
        if not isinstance(p, POp) or not p.args:
            return
        kids = s[2:] if p.op in ARITH or p.op in COMPARE else s[1:]
        if len(kids) != len(p.args):
            raise PatternError(f"{self.text}: {s[0]} does not match the pattern {p.op}")
        for k, a in zip(kids, p.args):
            self.walk_rhs(k, a)

    # ------------------------------------------------------------- the contract's side

    def term_var(self, name: str) -> z3.ArithRef:
        return z3.Int("x_" + name)

    def sem(self, p: Pattern) -> z3.ArithRef:
        if isinstance(p, PLit):
            return z3.IntVal(int(p.value))
        if isinstance(p, PVar):
            return self.name("k_" + p.name) if p.kind == "const" else self.term_var(p.name)
        if p.op in ("lo", "hi"):
            return self.name(f"{p.op}_{p.args[0].name}")
        a, b = (self.sem(x) for x in p.args)
        op = ops.BY_NAME.get(p.op)
        if op is None or op.egg_const is None or op.z3_int is None:
            raise PatternError(f"{self.text}: no integer meaning for {p.op}")
        for partial in op.partials:     # defined at every width the constants may have
            widths = (8, 16, 32, 64) if partial.needs_bits else (None,)
            self.goals.extend(partial.defined_z3(a, b, bits=w) for w in widths)
        return op.z3_int(a, b)

    def conditions(self) -> None:
        for c in self.p.when:
            if isinstance(c, POp) and c.op in COMPARE:
                self.goals.append(ops.BY_NAME[c.op].z3_int(self.sem(c.args[0]),
                                                           self.sem(c.args[1])))


def obligations(parsed: Parsed, family: str = "f") -> list[Obligation]:
    """One obligation per emitted command that computes or compares anything."""
    out = []
    rule = parsed.rule
    for text in egglog_rules(parsed, family):
        cmd = parse_sexpr(text)
        r = _Reader(parsed, text)
        if cmd[0] == "rewrite":
            when = cmd[cmd.index(":when") + 1] if ":when" in cmd else ()
            r.query(when)
            r.walk_rhs(cmd[2], parsed.rhs)
        else:
            r.query(cmd[1])
            for action in cmd[2]:
                if action[0] == "set":
                    which, target = action[1][0], action[1][1]
                    if isinstance(rule, Bound):
                        r.computed(action[2], parsed.extra[which])
                    elif isinstance(rule, Fact):
                        r.computed(action[2], parsed.extra[which][target[2:]])
                elif action[0] == "union" and isinstance(rule, Fact):
                    k = [a for a in cmd[2] if a[0] == "union"].index(action)
                    r.walk_rhs(action[1], parsed.extra["implies"][k])
        r.conditions()
        if not r.counted:
            continue
        domain = text.rsplit('"', 2)[-2].partition("@")[2] or "all"
        goal = z3.And(*r.goals) if r.goals else z3.BoolVal(True)
        out.append(Obligation(f"egglog i64 arithmetic ({domain})", text,
                              (*r.hyps, z3.Not(goal))))
    return out
