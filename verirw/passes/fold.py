"""Constant folding with the interpreter's own semantics (the ground truth), keeping domains.

After a contextual pass replaces loads by the constants an assume fixes, ``T.reinterpret(
"uint8", 0) - 1`` is a closed value expression: folding it by the interpreter gives 255, and
the result keeps the value marker where its parent needs the domain (``semantics.as_value``).
The e-graph folds only index constants (its arithmetic is proven for index arithmetic); value
arithmetic on constants is folded here, by evaluating it, never by a second implementation.
"""

from __future__ import annotations

from verirw import ir
from verirw.errors import VerirwError
from verirw.semantics import as_value, is_marker, is_value_expr
from verirw.visit import children, transform

_OPS = (ir.BinaryOp, ir.CmpOp, ir.And, ir.Or, ir.Not, ir.Select, ir.Cast, ir.Call)


def _literal(e: ir.Expr) -> bool:
    return isinstance(e, ir.IntImm) or (is_marker(e) and isinstance(e.args[0], ir.IntImm))


def is_literal(e: ir.Expr) -> bool:
    """An integer or bool literal, or a value literal (``T.reinterpret("int32", 5)``)."""
    return _literal(e)


def fold_constants(e: ir.Expr) -> ir.Expr:
    """``e`` with every closed integer or bool operation replaced by its value (evaluated by
    ``verirw.interp.evaluate``); operations that fail (division by zero) stay."""
    from verirw.interp import evaluate

    def post(n):
        if not isinstance(n, _OPS) or is_marker(n) or n.dtype.is_float:
            return n
        kids = list(children(n))
        if not kids or not all(isinstance(k, ir.Expr) and _literal(k) for k in kids):
            return n
        try:
            value = evaluate(n)
        except VerirwError:
            return n
        folded = ir.IntImm(int(value), n.dtype)
        return as_value(folded) if is_value_expr(n) else folded

    return transform(e, post)
