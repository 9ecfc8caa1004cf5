"""Unchanged code costs nothing: alpha-equivalent functions are proven before any search or
solver work.

Why it is sound: refinement is reflexive. verirw's meaning of a function (the interpreter and
every z3 encoding) is a function of its parameters and body only — attributes are never read
— and it is deterministic on what refinement compares: every source of nondeterminism
(``T.undef()``, uninitialised storage, unknown external calls) is either undefined behaviour
or marks the element it reaches as not defined, and undefined elements are never compared. So
when ``after`` is ``before`` up to the names of the variables and buffers it binds, every input
on which ``before`` is defined gives ``after`` the same run, the same undefined behaviour (none)
and the same defined outputs.

``check`` relates the two programs' parameters *by name* (verify.layout), not by position, so
parameters must carry the same names at the same positions: two swapped buffer names are
alpha-equivalent but not the same program to ``check``.

**Attributes.** Only differences in attributes that are known metadata are ignored
(``METADATA``: linkage, dialect, scheduling hints). Every other attribute must be equal for
this path to apply — in particular ``calling_conv`` (the interface), ``target`` (its fast-math
options change how floats are compiled), verirw's ``float_mode``, and ``tir.noalias`` /
``tirx.noalias`` (a promise about aliasing of the parameters, which ``after`` must not add;
verify.tvm handles the cases where changing it is fine). When one of them differs the pair
goes through the ordinary paths, which decide the bodies; this path never proves more than
they would.

**Common subexpressions.** TVM's CommonSubexprElim binds repeated index arithmetic to let
variables (``cse_v1 = n * 32``, used in a buffer's shape and every index). Two functions that
are equal once such lets are inlined are the same function too: a let of a *total* index
expression (``total_index_expr``: integer arithmetic of variables and constants, division
only by a constant other than 0 and -1; no load, call, undefined value, shift or float) has
no effect of its own — evaluating it is never undefined behaviour, an overflow in it is the
poison value its uses would compute (docs/semantics.md), and variables are immutable, so the
value at the let is the value at every use. Inlining it is an exact equivalence, applied to
both programs alike.
"""

from __future__ import annotations

import dataclasses

from verirw import ir
from verirw.semantics import is_value_expr, value_let_vars
from verirw.structural import structural_equal
from verirw.visit import substitute, transform, walk

#: attributes whose values carry no meaning for refinement: a difference in them alone is
#: still an unchanged function. Anything not listed here must be equal.
METADATA = frozenset({
    "global_symbol", "s_tir", "tir.is_entry_func", "tirx.is_entry_func", "op_pattern",
    "tir.is_scheduled", "tirx.is_scheduled", "tir.is_host_func", "tirx.is_host_func",
})


def meaningful_attrs(func: ir.PrimFunc) -> tuple:
    """``func``'s attributes without the metadata ones, in order."""
    return tuple((k, v) for k, v in func.attrs if k not in METADATA)


def same_parameters(src: ir.PrimFunc, tgt: ir.PrimFunc) -> bool:
    """The same parameters at the same positions, by the names ``check`` relates them by (a
    buffer parameter's buffer name, a scalar's own name) and kind."""
    if len(src.params) != len(tgt.params):
        return False
    for p, q in zip(src.params, tgt.params):
        pb, qb = src.param_buffer(p), tgt.param_buffer(q)
        if (pb is None) != (qb is None) or p.dtype != q.dtype:
            return False
        if (p.name != q.name) if pb is None else (pb.name != qb.name):
            return False
    return True


def unchanged(src: ir.PrimFunc, tgt: ir.PrimFunc) -> str | None:
    """Why ``tgt`` trivially refines ``src`` (they are the same function up to names and
    metadata attributes), or None when they are not (the caller checks them)."""
    if not same_parameters(src, tgt) or meaningful_attrs(src) != meaningful_attrs(tgt):
        return None
    bare_src = dataclasses.replace(src, attrs=(), private=False)
    bare_tgt = dataclasses.replace(tgt, attrs=(), private=False)
    inlined = ""
    if not structural_equal(bare_src, bare_tgt):
        (bare_src, lets_src), (bare_tgt, lets_tgt) = inline_index_lets(bare_src), \
            inline_index_lets(bare_tgt)
        if not lets_src + lets_tgt or not structural_equal(bare_src, bare_tgt):
            return None
        inlined = (f" once {lets_src + lets_tgt} let binding(s) of total index expressions are "
                   f"inlined ({lets_src} in before, {lets_tgt} in after)")
    changed = sorted({k for k, _ in src.attrs + tgt.attrs
                      if dict(src.attrs).get(k, _MISSING) != dict(tgt.attrs).get(k, _MISSING)})
    extra = f"; only metadata attributes differ ({', '.join(changed)})" if changed else ""
    if src.private != tgt.private:
        extra += "; only the linkage (private) differs"
    return ("the programs are alpha-equivalent (the same parameters and body up to the names "
            f"of bound variables and buffers){inlined}: refinement is reflexive, 0 obligations"
            + extra)


#: operators of a total index expression (with their operands total too)
_TOTAL_OPS = (ir.IntImm, ir.Var, ir.Add, ir.Sub, ir.Mul, ir.Min, ir.Max, ir.BitAnd, ir.BitOr,
              ir.BitXor, ir.EQ, ir.NE, ir.LT, ir.LE, ir.GT, ir.GE, ir.And, ir.Or, ir.Not,
              ir.Select)
_DIVISIONS = (ir.FloorDiv, ir.FloorMod, ir.TruncDiv, ir.TruncMod)


def total_index_expr(expr: ir.Expr, value_vars: frozenset[int] | set[int] = frozenset()) -> bool:
    """``expr`` is index arithmetic whose evaluation is never undefined behaviour: integer
    operations of variables and constants, a division or modulo only by a constant other than
    0 and -1 (``division_by_zero``, ``division_overflow``), a cast only between integers; no
    memory (``is_value_expr``), call, undefined value, shift or float."""
    if not expr.dtype.is_int or is_value_expr(expr, value_vars):
        return False
    for e in walk(expr):
        if isinstance(e, ir.Cast):
            if not (e.dtype.is_int and e.value.dtype.is_int):
                return False
        elif isinstance(e, _DIVISIONS):
            if not (isinstance(e.b, ir.IntImm) and e.b.value not in (0, -1)):
                return False
        elif not isinstance(e, _TOTAL_OPS) or not e.dtype.is_int:
            return False
    return True


def inline_index_lets(node):
    """``(node with every let of a total index expression inlined, how many)``: an exact
    equivalence (module docstring), so that two programs that differ only in which index
    subexpressions a pass bound to names compare equal."""
    if not any(isinstance(n, ir.LetStmt) for n in walk(node)):
        return node, 0
    values = frozenset(id(v) for v in value_let_vars(node))
    count = 0

    def post(n):
        nonlocal count
        if isinstance(n, ir.LetStmt) and id(n.var) not in values \
                and total_index_expr(n.value, values):
            count += 1
            return substitute(n.body, {n.var: n.value})
        return n

    return transform(node, post), count


_MISSING = object()

__all__ = ["unchanged", "same_parameters", "meaningful_attrs", "METADATA", "inline_index_lets",
           "total_index_expr"]
