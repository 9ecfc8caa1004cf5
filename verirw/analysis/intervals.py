"""Integer interval transfer: bounds of an integer expression from bounds of its variables."""

from __future__ import annotations

from typing import Callable

from verirw import ir, ops

Bound = int | None
Interval = tuple[Bound, Bound]


def interval(e: ir.Expr, ranges: dict[int, Interval], *,
             is_value: Callable[[ir.Expr], bool] = lambda e: False) -> Interval:
    """``(lo, hi)`` with ``lo <= e <= hi`` for every evaluation, an end None when unknown.
    ``ranges`` maps a Var's id to its bounds (loop ranges, let values). ``is_value(x)`` says
    that ``x`` is value arithmetic, which wraps: its bounds are its dtype's (DESIGN.md:
    index arithmetic is mathematical, values wrap). Floats have no interval."""
    d = e.dtype
    if d.is_float:
        return None, None
    if d.is_bool:
        return 0, 1
    if is_value(e):
        return d.min_value, d.max_value
    if isinstance(e, ir.IntImm):
        return e.value, e.value
    if isinstance(e, ir.Var):
        return ranges.get(id(e), (None, None))
    sub = lambda x: interval(x, ranges, is_value=is_value)  # noqa: E731
    if isinstance(e, ir.Cast):
        src = e.value.dtype
        if src.is_int:
            return sub(e.value)                 # an index cast is the identity
        return (0, 1) if src.is_bool else (None, None)
    if isinstance(e, ir.Select):
        (a, b), (c, d2) = sub(e.true_value), sub(e.false_value)
        return _combine(min, a, c), _combine(max, b, d2)
    if not isinstance(e, ir.BinaryOp):
        return None, None
    (alo, ahi), (blo, bhi) = sub(e.a), sub(e.b)
    op = ops.of(e)
    if op is None or op.interval is None:
        return None, None
    return op.interval(alo, ahi, blo, bhi)        # the entry's transfer (verirw.ops)


def _combine(op, x, y):
    return None if x is None or y is None else op(x, y)
