"""TVM's ``convert_boolean_to_and_of_ors``: conditions written as an AND of ORs.

``(a and b) or c`` becomes ``(a or c) and (b or c)``. With short-circuit evaluation both forms
evaluate ``c`` exactly where ``a and b`` is false, so the conversion keeps every evaluation
(and failure) of the original; it is applied to the branch and select conditions of the
engine's result, after extraction (the e-graph prefers the factored form, which is smaller),
only to conditions that read no memory, and only while the result has at most ``MAX_CLAUSES``
clauses. The result is validated with the rest of Simplify's.
"""

from __future__ import annotations

from verirw import ir
from verirw.analysis import reads_memory
from verirw.visit import transform

__all__ = ["and_of_ors", "convert_conditions", "MAX_CLAUSES"]

MAX_CLAUSES = 16


def and_of_ors(e: ir.Expr) -> ir.Expr:
    """``e`` as an AND of ORs, or ``e`` itself when it would exceed ``MAX_CLAUSES``."""
    clauses = _clauses(e)
    if clauses is None:
        return e
    return ir.all_of([_any_of(c) for c in clauses])


def _clauses(e: ir.Expr) -> list[list[ir.Expr]] | None:
    if isinstance(e, ir.And):
        a, b = _clauses(e.a), _clauses(e.b)
        if a is None or b is None or len(a) + len(b) > MAX_CLAUSES:
            return None
        return a + b
    if isinstance(e, ir.Or):
        a, b = _clauses(e.a), _clauses(e.b)
        if a is None or b is None or len(a) * len(b) > MAX_CLAUSES:
            return None
        return [x + y for x in a for y in b]
    return [[e]]


def _any_of(parts: list[ir.Expr]) -> ir.Expr:
    out = parts[0]
    for p in parts[1:]:
        out = ir.Or(out, p)
    return out


def convert_conditions(body: ir.Stmt) -> tuple[ir.Stmt, int]:
    """Every memory-free ``if``/select condition of ``body`` as an AND of ORs; how many
    changed."""
    count = 0

    def convert(cond):
        nonlocal count
        if reads_memory(cond):
            return cond
        new = and_of_ors(cond)
        if new != cond:
            count += 1
        return new

    def post(n):
        if isinstance(n, ir.IfThenElse):
            return ir.IfThenElse(convert(n.condition), n.then_case, n.else_case)
        if isinstance(n, ir.Select):
            return ir.Select(convert(n.cond), n.true_value, n.false_value)
        return n

    return transform(body, post), count
