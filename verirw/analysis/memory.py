"""What an expression says about memory and undef, and the conditions on its accesses."""

from __future__ import annotations

from verirw import ir
from verirw.semantics import contains_undef
from verirw.visit import children, walk

__all__ = ["reads_memory", "contains_undef", "undef_valued", "in_bounds", "flat_offset",
           "entry_assumes"]


def reads_memory(e: ir.Expr, value_vars: set[int] = frozenset()) -> bool:
    """Does ``e`` depend on buffer contents (or on undef)? Such a condition may change when a
    statement between two evaluations writes memory, so it is never a fact about a program
    point; nor is the result of an impure external call, which may differ at each call.
    ``value_vars``: ids of let variables bound to such expressions."""
    for n in walk(e):
        if isinstance(n, (ir.BufferLoad, ir.Undef)):
            return True
        if isinstance(n, ir.ExternCall) and not n.pure:
            return True
        if isinstance(n, ir.Var) and id(n) in value_vars:
            return True
    return False


def undef_valued(e: ir.Expr, undef_vars: frozenset[int] | set[int] = frozenset()) -> bool:
    """Does ``e`` evaluate to undef? ``T.undef()`` propagates through pure operations except
    ``0 * undef`` (0) and ``x == undef`` (true); a load's result is whatever memory holds.
    ``undef_vars``: ids of let variables bound to undef values (``val = T.undef()``).
    (``contains_undef`` asks only whether undef is mentioned.)"""
    if isinstance(e, ir.Undef):
        return True
    if isinstance(e, ir.Var):
        return id(e) in undef_vars
    if isinstance(e, (ir.IntImm, ir.FloatImm, ir.BufferLoad)):
        return False
    if isinstance(e, ir.Mul) and any(_is_zero(x) for x in (e.a, e.b)):
        return False
    if isinstance(e, ir.EQ) and (isinstance(e.a, ir.Undef) or isinstance(e.b, ir.Undef)):
        return False
    return any(undef_valued(c, undef_vars) for c in children(e) if isinstance(c, ir.Expr))


def in_bounds(access: ir.BufferLoad | ir.BufferStore) -> ir.Expr:
    """``0 <= index < extent`` for every axis of the access (out of bounds is an error)."""
    return ir.all_of([ir.all_of([index.ge(0), index.lt(extent)])
                      for index, extent in zip(access.indices, access.buffer.shape)])


def flat_offset(shape, indices) -> ir.Expr:
    """Where ``indices`` lie in the storage (IR expressions). ``shape`` is a buffer —
    ``ir.flat_offset``, its strides and elem_offset — or a shape, for a dense buffer:
    ``((i0 * s1 + i1) * s2 + i2) ...`` (the same offset in Horner form); 0 for a scalar."""
    if isinstance(shape, ir.Buffer):
        if not shape.is_dense:
            return ir.flat_offset(shape, list(indices))
        shape = shape.shape
    indices = list(indices)
    if not indices:
        return ir.IntImm(0)
    out = indices[0]
    for extent, i in zip(list(shape)[1:], indices[1:]):
        out = out * extent + i
    return out


def entry_assumes(body: ir.Stmt) -> list[ir.Expr]:
    """Conditions of the ``T.assume`` statements that every execution reaches before any loop
    or branch and that read no memory (facts about scalars: global)."""
    out = []
    stmts = list(body.stmts) if isinstance(body, ir.SeqStmt) else [body]
    for s in stmts:
        while isinstance(s, (ir.Block, ir.Allocate, ir.DeclBuffer)):
            inner = s.body
            if isinstance(inner, ir.SeqStmt):
                out.extend(entry_assumes(inner))
                s = None
                break
            s = inner
        if isinstance(s, ir.Assume) and not reads_memory(s.condition) \
                and not contains_undef(s.condition):
            out.append(s.condition)
    return out


def _is_zero(e: ir.Expr) -> bool:
    return isinstance(e, (ir.IntImm, ir.FloatImm)) and e.value == 0
