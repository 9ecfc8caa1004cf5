"""Comparing a program with an expected one "up to harmless form": alpha-equivalence, except
that an expression (a condition, an index, a stored value) may be written differently when z3
proves the two forms equal within the enclosing loops' ranges. RFC 0077 writes
``io == 3 and ii >= 2`` where verirw derives ``4 * io + ii >= 14`` (the same condition over
``0 <= io, ii < 4``), and ``A[io + (ii + f) // 4, ...]`` where verirw has not simplified
``A[(4 * io + ii + f) // 4, ...]``. Statements must match exactly."""

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


def equal_up_to_form(a, b, *, timeout_ms: int = 5000) -> bool:
    """True when ``a`` and ``b`` are alpha-equivalent except for expressions that z3 proves
    equal under the loop ranges (unknown counts as different; floats compare by value
    identity, so ``-0.0`` and ``0.0`` differ)."""
    def same(expr_a, expr_b, loops):
        if expr_a.dtype != expr_b.dtype:
            return False
        got = smt.prove_equivalent(expr_a, expr_b, loop_facts(loops), timeout_ms=timeout_ms)
        return got.proven

    return structural_equal(a, b, exprs=same)
