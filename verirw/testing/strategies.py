"""Hypothesis strategies for verirw IR: expressions and whole PrimFuncs, valid by construction.

Every buffer access is in bounds (an index is a loop variable whose range fits the axis, or is
reduced with ``floormod`` by the axis extent), every division has a nonzero literal divisor,
``T.undef()`` never reaches an index or a condition, and every ``T.assume`` holds — on any
input for the assumes about loop variables, on the inputs of ``inputs_for`` for the assumes
about padding. Recursion always decreases depth, so examples shrink to small, readable programs.

    from verirw.testing.strategies import prim_funcs, exprs
    from verirw.inputs import inputs_for
    @given(prim_funcs(max_depth=3, undef_stores=True, padding_assumes=True))
    def test_something(func):
        verirw.run(func, **inputs_for(func))
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from hypothesis import strategies as st

from verirw import ir
from verirw.visit import substitute
from verirw.dtypes import BOOL, FLOAT16, FLOAT32, FLOAT64, INT8, INT32, INT64, UINT8, DType
from verirw.parse_exprs import tvm_folded

VALUE_DTYPES = (INT32, FLOAT32, INT8, UINT8, INT64, FLOAT16, FLOAT64)


@dataclass(frozen=True)
class _Scope:
    """What an expression may refer to: loop/let variables with their ranges, and buffers."""

    index_vars: tuple[tuple[ir.Var, int, int], ...]   # (var, lo, hi) inclusive
    buffers: tuple[ir.Buffer, ...]
    bitwise: bool = False           # may draw &, |, ^, << and >> (integers)

    def with_var(self, var: ir.Var, lo: int, hi: int) -> "_Scope":
        return _Scope(self.index_vars + ((var, lo, hi),), self.buffers, self.bitwise)


def _literal(dtype: DType):
    if dtype.is_bool:
        return st.booleans().map(lambda b: ir.IntImm(int(b), BOOL))
    if dtype.is_int:
        lo, hi = max(dtype.min_value, -1000), min(dtype.max_value, 1000)
        return st.integers(lo, hi).map(lambda v: ir.IntImm(v, dtype))
    return (st.floats(-100, 100, allow_nan=False, allow_infinity=False, width=dtype.bits)
            .map(lambda v: ir.FloatImm(float(np.array(v, dtype=dtype.numpy)[()]), dtype)))


def _index_exprs(scope: _Scope, depth: int):
    """int32 index expressions over the scope's variables (mathematical integers)."""
    leaves = [st.integers(-8, 8).map(lambda v: ir.IntImm(v, INT32))]
    if scope.index_vars:
        leaves.append(st.sampled_from([v for v, _, _ in scope.index_vars]))
    leaf = st.one_of(*leaves)
    if depth <= 0:
        return leaf
    sub = _index_exprs(scope, depth - 1)

    def combine(draw_op, a, b, c):
        if draw_op in (ir.FloorDiv, ir.FloorMod, ir.TruncDiv, ir.TruncMod):
            return draw_op(a, ir.IntImm(c, INT32))
        return draw_op(a, b)

    ops = st.sampled_from([ir.Add, ir.Sub, ir.Mul, ir.FloorDiv, ir.FloorMod, ir.TruncDiv,
                           ir.TruncMod, ir.Min, ir.Max])
    nonzero = st.integers(-5, 5).filter(lambda c: c != 0)
    if not scope.bitwise:
        return st.one_of(leaf, st.builds(combine, ops, sub, sub, nonzero))
    # index &, |, ^ with a literal operand (z3 encodes those exactly on integers); shifts by
    # a literal amount within [0, 32)
    masks = st.builds(lambda op, a, c: op(a, ir.IntImm(c, INT32)),
                      st.sampled_from([ir.BitAnd, ir.BitOr, ir.BitXor]), sub, st.integers(-16, 16))
    shifts = st.builds(lambda op, a, k: op(a, ir.IntImm(k, INT32)),
                       st.sampled_from([ir.ShiftLeft, ir.ShiftRight]), sub, st.integers(0, 4))
    return st.one_of(leaf, st.builds(combine, ops, sub, sub, nonzero), masks, shifts)


def _in_bounds_index(draw, scope: _Scope, extent: int) -> ir.Expr:
    """An index into an axis of ``extent``: a fitting loop variable or ``e % extent``."""
    fitting = [v for v, lo, hi in scope.index_vars if lo >= 0 and hi < extent]
    if fitting and draw(st.booleans()):
        return draw(st.sampled_from(fitting))
    e = draw(_index_exprs(scope, 1))
    if isinstance(e, ir.IntImm):
        return ir.IntImm(e.value % extent, INT32)
    return ir.FloorMod(e, ir.IntImm(extent, INT32))


@st.composite
def _loads(draw, scope: _Scope, dtype: DType):
    candidates = [b for b in scope.buffers if b.dtype == dtype]
    buf = draw(st.sampled_from(candidates))
    return ir.BufferLoad(buf, tuple(_in_bounds_index(draw, scope, s.value) for s in buf.shape))


def _conditions(scope: _Scope, depth: int):
    idx = _index_exprs(scope, min(depth, 1))
    cmp_ops = st.sampled_from([ir.EQ, ir.NE, ir.LT, ir.LE, ir.GT, ir.GE])
    base = st.builds(lambda op, a, b: op(a, b), cmp_ops, idx, idx)
    if depth <= 0:
        return base
    sub = _conditions(scope, depth - 1)
    return st.one_of(base, st.builds(ir.And, sub, sub), st.builds(ir.Or, sub, sub),
                     st.builds(ir.Not, sub))


@st.composite
def _value_exprs(draw, scope: _Scope, dtype: DType, depth: int):
    """A value expression of ``dtype`` (reads buffers, wraps / rounds per the contract)."""
    has_load = any(b.dtype == dtype for b in scope.buffers)
    choices = ["lit"] + (["load"] if has_load else []) + (["cast"] if scope.index_vars else [])
    if depth > 0:
        choices += ["arith", "arith", "minmax", "select"]
        if dtype.is_int:
            choices.append("div")
        if dtype.is_int and scope.bitwise:
            choices.append("bitwise")
        if dtype.is_float:
            choices.append("fdiv")
    kind = draw(st.sampled_from(choices))
    if kind == "lit":
        return draw(_literal(dtype))
    if kind == "load":
        return draw(_loads(scope, dtype))
    if kind == "cast":
        var = draw(st.sampled_from([v for v, _, _ in scope.index_vars]))
        return ir.Cast(dtype, var) if var.dtype != dtype else var
    sub = _value_exprs(scope, dtype, depth - 1)
    if kind == "arith":
        op = draw(st.sampled_from([ir.Add, ir.Sub, ir.Mul]))
        return op(draw(sub), draw(sub))
    if kind == "minmax":
        return draw(st.sampled_from([ir.Min, ir.Max]))(draw(sub), draw(sub))
    if kind == "select":
        # T.if_then_else, or TVM's eager T.Select (both arms evaluated)
        return ir.Select(draw(_conditions(scope, 1)), draw(sub), draw(sub),
                         eager=draw(st.booleans()))
    if kind == "div":
        op = draw(st.sampled_from([ir.FloorDiv, ir.FloorMod, ir.TruncDiv, ir.TruncMod]))
        lo, hi = max(dtype.min_value, -7), min(dtype.max_value, 7)
        c = draw(st.integers(lo, hi).filter(lambda v: v != 0))
        return op(draw(sub), ir.IntImm(c, dtype))
    if kind == "bitwise":
        op = draw(st.sampled_from([ir.BitAnd, ir.BitOr, ir.BitXor, ir.ShiftLeft, ir.ShiftRight]))
        if op in (ir.ShiftLeft, ir.ShiftRight):       # a literal amount in [0, bits)
            return op(draw(sub), ir.IntImm(draw(st.integers(0, dtype.bits - 1)), dtype))
        return op(draw(sub), draw(sub))
    # IEEE division; not by a literal zero (``T.float32(0.0) + T.float32(0.0)`` folds to one),
    # which TVM's parser (and verirw's) refuses
    return ir.TruncDiv(draw(sub), draw(sub.filter(lambda b: tvm_folded(b) != 0.0)))


def exprs(*, dtype: DType = INT32, max_depth: int = 3, n_vars: int = 2, index: bool = True,
          bitwise: bool = False):
    """Expressions over ``n_vars`` int32 variables named ``x0..``; with ``index=True`` pure
    index arithmetic (no buffers), else value expressions of ``dtype`` reading buffer ``A``.
    ``bitwise``: also ``&``, ``|``, ``^``, ``<<``, ``>>`` (shift amounts are literals within
    the dtype's width; in index arithmetic ``&``, ``|``, ``^`` have a literal operand).

    Returns ``(expr, vars)`` pairs so tests can bind the variables.
    """
    if max_depth < 0 or n_vars < 0:
        raise ValueError("max_depth and n_vars must be non-negative")

    @st.composite
    def build(draw):
        vars_ = tuple(ir.Var(f"x{k}", INT32) for k in range(n_vars))
        scope = _Scope(tuple((v, -50, 50) for v in vars_), (), bitwise)
        if index:
            return draw(_index_exprs(scope, max_depth)), vars_
        buf = ir.make_buffer("A", (4,), dtype)
        scope = _Scope(scope.index_vars, (buf,), bitwise)
        return draw(_value_exprs(scope, dtype, max_depth)), vars_

    return build()


@dataclass(frozen=True)
class _Options:
    """The ``prim_funcs`` settings that statements need, and the counter for fresh names."""

    max_trip: int            # loop extents are 1..max_trip
    undef_stores: bool
    counter: list[int]

    def fresh(self, prefix: str) -> str:
        self.counter[0] += 1
        return f"{prefix}{self.counter[0]}"


# what a store writes when undef stores are on; the first entry is what shrinking goes to
_STORE_FORMS = ("value", "value", "value", "value", "undef", "guarded")


def _stored_value(draw, scope: _Scope, dtype: DType, undef_stores: bool) -> ir.Expr:
    """A value; with ``undef_stores`` sometimes ``T.undef()`` (permission to hold anything) or
    RFC 0077's ``T.if_then_else(c, value, T.undef())``. Without, exactly the draws of a plain
    value (and not a composite of its own, whose span would steer hypothesis's mutations), so
    that programs generated without the feature stay the same for the same seed."""
    form = draw(st.sampled_from(_STORE_FORMS)) if undef_stores else "value"
    if form == "undef":
        return ir.Undef(dtype)
    value = draw(_value_exprs(scope, dtype, 2))
    if form == "value":
        return value
    return ir.Select(draw(_conditions(scope, 1)), value, ir.Undef(dtype))


@st.composite
def _stmts(draw, scope: _Scope, depth: int, opts: _Options):
    kinds = ["store", "store"]
    if depth > 0:
        kinds += ["for", "for", "if", "let", "seq", "block", "assume"]
    kind = draw(st.sampled_from(kinds))
    sub = lambda sc: _stmts(sc, depth - 1, opts)   # noqa: E731
    if kind == "store":
        buf = draw(st.sampled_from(scope.buffers))
        indices = tuple(_in_bounds_index(draw, scope, s.value) for s in buf.shape)
        value = _stored_value(draw, scope, buf.dtype, opts.undef_stores)
        return ir.BufferStore(buf, value, indices)
    if kind == "for":
        extent = draw(st.integers(1, opts.max_trip))
        lo = draw(st.sampled_from([0, 0, 0, 1]))
        var = ir.Var(opts.fresh("i"), INT32)
        body = draw(sub(scope.with_var(var, lo, lo + extent - 1)))
        loop_kind = draw(st.sampled_from(["serial", "serial", "parallel", "unroll", "vectorized"]))
        return ir.For(var, ir.IntImm(lo, INT32), ir.IntImm(extent, INT32), loop_kind, body)
    if kind == "if":
        cond = draw(_conditions(scope, 1))
        then = draw(sub(scope))
        other = draw(st.one_of(st.none(), sub(scope)))
        return ir.IfThenElse(cond, then, other)
    if kind == "let":
        value = draw(_index_exprs(scope, 1))
        var = ir.Var(opts.fresh("t"), INT32)
        # the let's range is not tracked, so it is never used directly as an index
        return ir.LetStmt(var, value, draw(sub(_Scope(scope.index_vars + ((var, -1, -2),),
                                                      scope.buffers, scope.bitwise))))
    if kind == "seq":
        return ir.SeqStmt((draw(sub(scope)), draw(sub(scope))))
    if kind == "block":
        return ir.Block(opts.fresh("b"), draw(sub(scope)))
    # assume: a fact that holds on every execution (a loop variable within its range)
    if scope.index_vars:
        var, lo, hi = draw(st.sampled_from(scope.index_vars))
        if lo <= hi:
            return ir.SeqStmt((ir.Assume(ir.GE(var, ir.IntImm(lo, INT32))), draw(sub(scope))))
    return ir.SeqStmt((ir.Assume(ir.LE(ir.IntImm(0, INT32), ir.IntImm(1, INT32))), draw(sub(scope))))


def prim_funcs(*, max_depth: int = 3, max_buffers: int = 3, max_rank: int = 2,
               dtypes: tuple[DType, ...] = VALUE_DTYPES, max_extent: int = 5,
               undef_stores: bool = False, padding_assumes: bool = False,
               bitwise: bool = False):
    """Whole PrimFuncs: parameter buffers ``A``, ``B``, ... and a body of loops, branches,
    lets, blocks, assumes and stores, all in bounds.

    ``max_extent`` bounds buffer axes (1..max_extent); loops run 1..max_extent - 1 iterations
    from 0 or 1, so that they still fit the longest axis. The features are off by default and
    each, when on, is drawn so that shrinking removes it:

    * ``undef_stores``: some stores write ``T.undef()`` or ``T.if_then_else(c, v, T.undef())``,
      which leaves the element undefined (``verirw.run(...).defined``).
    * ``padding_assumes``: the body may be preceded by RFC 0077's assumes about the padding of
      ``A`` (its last elements in row-major order, sometimes its first ones too, hold a
      constant), e.g. for 14 logical elements in a (4, 4) buffer::

          for i1, i2 in T.grid(4, 4):
              if i1 * 4 + i2 >= 14:
                  T.assume(A[i1, i2] == 0)

      Random inputs violate them; ``verirw.testing.inputs.inputs_for(func)`` satisfies them.
    * ``bitwise``: integer values and indices may use ``&``, ``|``, ``^``, ``<<``, ``>>``
      (shift amounts are in-range literals).
    """
    if max_depth < 0 or max_buffers < 1 or max_rank < 1 or not dtypes or max_extent < 2:
        raise ValueError("need max_depth >= 0, max_buffers >= 1, max_rank >= 1, some dtypes "
                         "and max_extent >= 2")

    @st.composite
    def build(draw):
        n = draw(st.integers(1, max_buffers))
        buffers = []
        for k in range(n):
            rank = draw(st.integers(1, max_rank))
            shape = tuple(draw(st.integers(1, max_extent)) for _ in range(rank))
            buffers.append(ir.make_buffer("ABCDEFGH"[k], shape, draw(st.sampled_from(dtypes))))
        scope = _Scope((), tuple(buffers), bitwise)
        opts = _Options(max_extent - 1, undef_stores, [0])
        prologue = draw(_padding_assumes(buffers[0], opts)) if padding_assumes else None
        body = draw(_stmts(scope, max_depth, opts))
        if prologue is not None:
            body = ir.SeqStmt((prologue, body))
        params = tuple(ir.Var(b.name, b.data.dtype) for b in buffers)
        return ir.PrimFunc("func", params, tuple(zip(params, buffers)), body)

    return build()


@st.composite
def _padding_assumes(draw, buf: ir.Buffer, opts: _Options):
    """None, or the assumes ``transform_layout`` leaves about ``buf``'s padding: the elements
    of flat (row-major) position ``p`` outside ``[start, start + logical)`` hold a constant,
    written ``if outside: T.assume(A[...] == c)`` or ``T.assume(inside or A[...] == c)``.
    Draws the number of padding elements (not the logical size) so that shrinking leaves one
    padding element, at the end."""
    shape = [d.value for d in buf.shape]
    size = int(np.prod(shape))
    if size < 2 or not draw(st.booleans()):
        return None
    padding = draw(st.integers(1, size - 1))
    start = draw(st.integers(0, padding))
    pad_value = draw(_literal(buf.dtype))
    loops = [ir.Var(opts.fresh("i"), INT32) for _ in shape]
    flat = _row_major(loops, shape)
    end = start + size - padding
    before = [ir.LT(flat, ir.IntImm(start, INT32))] if start else []
    after = [ir.GE(flat, ir.IntImm(end, INT32))] if end < size else []
    holds = ir.EQ(ir.BufferLoad(buf, tuple(loops)), pad_value)
    if draw(st.booleans()):
        inside = ir.all_of([ir.negate(c) for c in before + after])
        stmt = ir.Assume(ir.Or(inside, holds))
    else:
        stmt = ir.IfThenElse(ir.any_of(before + after), ir.Assume(holds))
    return ir.loop_nest([(v, ir.IntImm(0, INT32), ir.IntImm(n, INT32), "serial")
                         for v, n in zip(loops, shape)], stmt)


def _row_major(loops: list[ir.Var], shape: list[int]) -> ir.Expr:
    """``i1 * 4 + i2`` for a (.., 4) buffer: the flat position RFC 0077's assumes test."""
    flat: ir.Expr = loops[0]
    for var, n in zip(loops[1:], shape[1:]):
        flat = ir.Add(ir.Mul(flat, ir.IntImm(n, INT32)), var)
    return flat


def index_maps(*, shape: tuple[int, ...] = (14,), max_factor: int = 8, offsets: bool = True):
    """Injective layout maps for a buffer of ``shape`` (as ``lambda`` text, accepted by
    ``IndexMap.from_text``): per axis the identity, or a split ``[(i + o) // f, (i + o) % f]``
    with a factor ``f`` and an optional offset ``o`` — injective by construction."""
    if not shape or any(n < 1 for n in shape) or max_factor < 2:
        raise ValueError("need a non-empty positive shape and max_factor >= 2")
    names = [f"i{k}" for k in range(len(shape))]

    @st.composite
    def build(draw):
        out = []
        for name in names:
            if draw(st.booleans()):
                out.append(name)
                continue
            f = draw(st.integers(2, max_factor))
            o = draw(st.integers(0, f - 1)) if offsets else 0
            base = f"({name} + {o})" if o else name
            out += [f"{base} // {f}", f"{base} % {f}"]
        return f"lambda {', '.join(names)}: [{', '.join(out)}]"

    return build()


def pad_values(dtype: DType = INT32):
    """What ``transform_layout`` may write into padding: None (never accessed), a constant
    of ``dtype``, or ``T.undef()``."""
    return st.one_of(st.none(), _literal(dtype), st.just(ir.Undef(dtype)))


_CMPS = (ir.LT, ir.LE, ir.GT, ir.GE, ir.EQ, ir.NE)


@st.composite
def guarded_loops(draw):
    """Generated programs rarely hold a loop whose whole body is an ``if``: this wraps one
    (``prim_funcs`` body and a store that records ``t``) in ``for o: for t: [lets] if c``,
    with ``c`` a conjunction over ``o``, ``t``, maybe a let, and a load whose index may be out of
    bounds, and a zero-trip loop now and then — the cases the hoisting passes act on."""
    f = draw(prim_funcs(max_depth=2, max_buffers=2))
    buf = f.buffer_map[0][1]
    o, t, w = ir.Var("o"), ir.Var("t"), ir.Var("w")
    i32 = lambda v: ir.IntImm(v, ir.INT32)                      # noqa: E731
    kinds = st.sampled_from(["serial", "serial", "parallel", "vectorized", "unroll"])
    lit = st.integers(-1, 5).map(i32)
    load = ir.BufferLoad(buf, tuple(draw(st.sampled_from([i32(0), o, w])) for _ in buf.shape))
    zero = ir.FloatImm(0.0, buf.dtype) if buf.dtype.is_float else ir.IntImm(0, buf.dtype)
    atoms = st.one_of(
        st.builds(lambda op, a, b: op(a, b), st.sampled_from(_CMPS),
                  st.sampled_from([o, t, w]), st.one_of(lit, st.sampled_from([o, w]))),
        st.builds(lambda op: op(load, zero), st.sampled_from(_CMPS)))
    cond = ir.all_of(draw(st.lists(atoms, min_size=1, max_size=3)))
    mark = t * 3 + o
    mark = mark if buf.dtype == ir.INT32 else ir.Cast(buf.dtype, mark)
    if draw(st.booleans()):
        mark = ir.Select(draw(atoms), mark, zero)
    store = ir.BufferStore(buf, mark, tuple(ir.FloorMod(t, i32(n.value)) for n in buf.shape))
    other = draw(st.sampled_from([None, ir.BufferStore(buf, zero, store.indices)]))
    body = ir.IfThenElse(cond, ir.seq(store, f.body), other)
    value = draw(st.sampled_from([None, o + 1, t, o * t]))
    body = substitute(body, {w: o}) if value is None else ir.LetStmt(w, value, body)
    inner = ir.For(t, draw(lit), i32(draw(st.integers(0, 5))), draw(kinds), body)
    outer = ir.For(o, i32(0), i32(draw(st.integers(0, 3))), draw(kinds), inner)
    return f.with_body(outer)
