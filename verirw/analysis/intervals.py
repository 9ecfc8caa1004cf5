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
            lo, hi = sub(e.value)               # the identity where the value fits, else
            if lo is not None and hi is not None and d.min_value <= lo and hi <= d.max_value:
                return lo, hi
            return d.min_value, d.max_value     # it truncates (LLVM trunc)
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


def overflow_sites(node, safe: set[int] | None = None) -> set[int]:
    """Ids of the 32/64-bit ``+ - *`` nodes of ``node`` (a statement or an expression) whose
    exact result may leave their dtype's range (``ops.poisons``: the result is then poison,
    docs/semantics.md), as far as loop ranges, let values and literals decide. A value operand
    (a load...) spans its dtype. Iterative: a 10,000-term chain is fine.

    ``safe``, if given, receives the ids of those operations proven never to overflow. A node
    object shared by two places counts as a site if it may overflow in either (intervals are
    recomputed in every scope), so ``safe`` holds only what is safe everywhere."""
    ranges: dict[int, Interval] = {}
    sites: set[int] = set()
    memo: dict[int, Interval] = {}
    eligible: set[int] = set()
    keep: list = []          # the eligible nodes, alive while their ids are compared

    def expr(root: ir.Expr) -> Interval:
        stack = [root]
        while stack:
            e = stack[-1]
            if id(e) in memo:
                stack.pop()
                continue
            kids = [k for k in _interval_operands(e) if id(k) not in memo]
            if kids:
                stack.extend(kids)
                continue
            stack.pop()
            memo[id(e)] = _node_interval(e, ranges, memo, sites)
            if safe is not None and ops.poison_site(e):
                eligible.add(id(e))
                keep.append(e)
        return memo[id(root)]

    def stmt(s) -> None:
        if isinstance(s, ir.Expr):
            expr(s)
            return
        if isinstance(s, ir.For):
            lo, mh = expr(s.min)
            _, eh = expr(s.extent)
            hi = None if mh is None or eh is None else mh + eh - 1
            ranges[id(s.loop_var)] = (lo, hi)
            memo.clear()             # a shared node is judged anew under these ranges
            stmt(s.body)
            return
        if isinstance(s, ir.LetStmt):
            iv = expr(s.value)
            if s.var.dtype.is_int:
                ranges[id(s.var)] = iv
            memo.clear()
            stmt(s.body)
            return
        from verirw.visit import children
        for c in children(s):
            if isinstance(c, (ir.Expr, ir.Stmt)):
                stmt(c)

    stmt(node)
    if safe is not None:
        safe.update(eligible - sites)
    return sites


def _interval_operands(e: ir.Expr) -> list:
    """The subexpressions an interval (or an overflow site) under ``e`` may hide in."""
    from verirw.visit import children
    return [c for c in children(e) if isinstance(c, ir.Expr)]


def _node_interval(e: ir.Expr, ranges: dict, memo: dict, sites: set[int]) -> Interval:
    """``e``'s interval from its operands' (in ``memo``); marks ``e`` in ``sites`` when it is
    an overflow site. Every integer value lies in its dtype's range (an overflow is poison)."""
    d = e.dtype
    if d.is_float or d.is_handle:
        return None, None
    if d.is_bool:
        return 0, 1
    full = (d.min_value, d.max_value)
    if isinstance(e, ir.IntImm):
        return e.value, e.value
    if isinstance(e, ir.Var):
        lo, hi = ranges.get(id(e), full)
        return _clamp(lo, hi, d)
    if isinstance(e, ir.Cast):
        if not e.value.dtype.is_int:
            return (0, 1) if e.value.dtype.is_bool else full
        lo, hi = memo[id(e.value)]
        return (lo, hi) if lo is not None and hi is not None and d.min_value <= lo \
            and hi <= d.max_value else full
    if isinstance(e, ir.Select):
        (a, b), (c, d2) = memo[id(e.true_value)], memo[id(e.false_value)]
        return _clamp(_combine(min, a, c), _combine(max, b, d2), d)
    if isinstance(e, ir.BinaryOp):
        op = ops.of(e)
        (alo, ahi), (blo, bhi) = memo[id(e.a)], memo[id(e.b)]
        if op is None or op.interval is None:
            lo = hi = None
        else:
            lo, hi = op.interval(alo, ahi, blo, bhi)
        if ops.poisons(op, d) and not (lo is not None and hi is not None
                                       and d.min_value <= lo and hi <= d.max_value):
            sites.add(id(e))
        if ops.may_overflow(e) and not ops.poisons(op, d):
            return full                      # narrow arithmetic and << wrap
        return _clamp(lo, hi, d)
    if ops.abs_poisons(e):
        lo, hi = memo[id(e.args[0])]
        if lo is None or lo <= d.min_value:
            sites.add(id(e))                 # abs(MIN) is poison
        if lo is None or hi is None:
            return _clamp(0, None, d)
        return _clamp(lo if lo >= 0 else 0, max(abs(lo), abs(hi)), d)
    if isinstance(e, ir.Call) and e.op in ir.BITCOUNT and e.args[0].dtype.is_int:
        lo, hi = memo[id(e.args[0])]
        if ops.clz_poisons(e) and not (lo is not None and hi is not None
                                       and (lo > 0 or hi < 0)):
            sites.add(id(e))                 # clz(0) is poison
        return _clamp(*ops.bit_count_interval(e.op, lo, hi, e.args[0].dtype.bits), d)
    return full


def _clamp(lo, hi, d) -> Interval:
    """An interval of a ``d`` value: within the dtype's range."""
    lo = d.min_value if lo is None else max(lo, d.min_value)
    hi = d.max_value if hi is None else min(hi, d.max_value)
    return lo, hi
