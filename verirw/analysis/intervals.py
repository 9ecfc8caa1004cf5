"""Integer interval transfer: bounds of an integer expression from bounds of its variables."""

from __future__ import annotations

from typing import Callable

from verirw import ir

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
    t = type(e)
    if t is ir.Add:
        return _combine(int.__add__, alo, blo), _combine(int.__add__, ahi, bhi)
    if t is ir.Sub:
        return _combine(int.__sub__, alo, bhi), _combine(int.__sub__, ahi, blo)
    if t is ir.Mul:
        if None in (alo, ahi, blo, bhi):
            if blo is not None and blo == bhi and blo >= 0:
                return _combine(int.__mul__, alo, blo), _combine(int.__mul__, ahi, blo)
            return None, None
        corners = (alo * blo, alo * bhi, ahi * blo, ahi * bhi)
        return min(corners), max(corners)
    if t is ir.Min:
        return _combine(min, alo, blo), (min(x for x in (ahi, bhi) if x is not None)
                                         if (ahi, bhi) != (None, None) else None)
    if t is ir.Max:
        return (max(x for x in (alo, blo) if x is not None)
                if (alo, blo) != (None, None) else None), _combine(max, ahi, bhi)
    if blo is not None and blo == bhi and blo > 0:        # a known positive divisor
        c = blo
        if t is ir.FloorDiv:
            return (None if alo is None else alo // c), (None if ahi is None else ahi // c)
        if t is ir.FloorMod:
            if alo is not None and ahi is not None and alo // c == ahi // c:
                return alo % c, ahi % c
            return 0, c - 1
    return None, None


def _combine(op, x, y):
    return None if x is None or y is None else op(x, y)
