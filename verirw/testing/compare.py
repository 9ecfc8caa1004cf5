"""Comparing a program with an expected one "up to harmless form": alpha-equivalence, except
that the conditions of ``if`` and ``T.assume`` may be written differently when z3 proves them
equal within the enclosing loops' ranges (RFC 0077 writes ``io == 3 and ii >= 2`` where verirw
derives ``4 * io + ii >= 14``; over ``0 <= io, ii < 4`` they are the same condition)."""

from __future__ import annotations

from verirw import ir, smt
from verirw.structural import structural_equal


def loop_facts(loops) -> list[ir.Expr]:
    """``min <= v < min + extent`` for each enclosing loop."""
    out = []
    for f in loops:
        v = f.loop_var
        out += [ir.LE(f.min, v), ir.LT(v, ir.Add(f.min, f.extent))]
    return out


def equal_up_to_conditions(a, b, *, timeout_ms: int = 5000) -> bool:
    """True when ``a`` and ``b`` are alpha-equivalent except for conditions that z3 proves
    equivalent under the loop ranges (unknown counts as different)."""
    def same(cond_a, cond_b, loops):
        got = smt.prove(ir.EQ(cond_a, cond_b), loop_facts(loops), timeout_ms=timeout_ms)
        return got.proven

    return structural_equal(a, b, conditions=same)
