"""What every valid call promises about a function's symbolic sizes, as an assume.

Why: a buffer of symbolic shape ``(n, 32)`` is indexed ``A[i0, i1]`` before TVM flattens it and
``A[i0 * 32 + i1]`` (int64) after; the flat index overflows once ``n >= 2**58``, the 2-d one
never. Over every value of ``n``, such a pair is not a refinement. But no caller can pass
such an array: an array that exists holds ``product(shape) * itemsize < 2**63`` bytes (a 64-bit
address space; sizes are signed). So ``check`` assumes it where both functions start, as
verirw.packed.lower assumes a DLTensor's promise for packed functions (docs/semantics.md,
"TVM's packed calling convention"); the chain of conditions is built here for both
(``bytes_bound``).

``precondition(func)`` promises only what every valid call satisfies:

* a scalar parameter that is itself an extent of a parameter buffer is ``>= 0``;
* for every parameter buffer of a symbolic shape (row-major, in global memory, one physical axis),
  either one of its extents is ``<= 0`` (an empty array spans nothing, whatever its other
  extents) or the product of its extents times its item size is below ``2**63`` bytes. An
  extent is taken only when evaluating it cannot overflow (a scalar parameter, a literal, ``//``
  and ``%`` by a positive literal, ``min``, ``max``); a buffer with another extent (``n + 1``:
  its evaluation might overflow where the array does not) promises nothing, and neither does a
  buffer whose shape names a variable that is not a scalar parameter.
"""

from __future__ import annotations

import dataclasses

from verirw import ir
from verirw.dtypes import INT64
from verirw.visit import walk

#: the block holding an ordinary function's size promise (``precondition``)
SIZES = "__verirw_sizes__"
#: the block holding a translated packed function's (verirw.packed.lower's ``SIZES``)
PACKED_SIZES = "__verirw_packed_sizes__"
#: the most bytes an array spans: below 2**63 (a 64-bit address space, signed sizes)
MAX_BYTES = 2**63 - 1


def item_bytes(dtype) -> int:
    """The bytes one element of ``dtype`` takes (a bool takes one)."""
    return max(1, dtype.bits // 8)


def bytes_bound(coefficient: int, factors, item: int) -> list[ir.Expr] | None:
    """The conditions that ``coefficient * product(max(f, 1) for f in factors) * item`` is at
    most ``MAX_BYTES``: a chain ``max(f, 1) <= bound // <product of the factors before>``
    (``bound`` is ``MAX_BYTES // (coefficient * item)``), whose products never overflow int64
    where the conditions before them hold (conjoin them left to right: ``ir.all_of``). The
    factors are int64 expressions. None when ``coefficient * item`` alone is past
    ``MAX_BYTES``: no value of the factors keeps the promise."""
    if coefficient * item > MAX_BYTES:
        return None
    one = ir.IntImm(1, INT64)
    bound = ir.IntImm(MAX_BYTES // (coefficient * item), INT64)
    conds, product = [], None
    for f in factors:
        m = ir.Max(f, one)                  # >= 1: no division by zero below
        # the product so far is <= bound when the conditions before hold (if they do not,
        # the function is undefined there whatever this evaluates to)
        conds.append(ir.LE(m, bound if product is None else ir.FloorDiv(bound, product)))
        product = m if product is None else ir.Mul(product, m)
    return conds


def precondition(func: ir.PrimFunc) -> ir.Stmt | None:
    """``Block(SIZES, T.assume(...))``: what every valid call of ``func`` promises about the
    symbolic extents of its parameter buffers (module docstring); None when it promises
    nothing."""
    params = {id(p) for p in func.scalar_params}
    nonneg: dict[int, ir.Var] = {}
    bounds = []
    for _, buf in func.buffer_map:
        if not all(_names_params(d, params) for d in buf.shape):
            continue
        for d in buf.shape:
            if isinstance(d, ir.Var) and d.dtype.is_signed:
                nonneg.setdefault(id(d), d)
        if buf.strides or buf.axis_separators or buf.scope != "global":
            continue
        coefficient, symbolic = 1, []
        for d in buf.shape:
            if isinstance(d, ir.IntImm):
                coefficient *= d.value
            elif _cannot_overflow(d):
                symbolic.append(d if d.dtype == INT64 else ir.Cast(INT64, d))
            else:
                break
        else:
            if not symbolic or coefficient <= 0:
                continue                    # static, or always empty
            chain = bytes_bound(coefficient, symbolic, item_bytes(buf.dtype))
            if chain is not None:
                bound = ir.all_of(chain)
                if len(symbolic) > 1:
                    # one extent <= 0 counts as 1 in the chain: an empty array with others
                    # huge would break it (one symbolic extent <= 0 keeps it: the literals'
                    # bytes alone are below the bound)
                    empty = ir.any_of(ir.LE(d, ir.IntImm(0, INT64)) for d in symbolic)
                    bound = ir.Or(empty, bound)
                if all(_key(bound) != _key(b) for b in bounds):   # buffers of one shape
                    bounds.append(bound)
    conds = [ir.LE(ir.IntImm(0, v.dtype), v) for p in func.scalar_params
             if (v := nonneg.get(id(p))) is not None] + bounds
    if not conds:
        return None
    return ir.Block(SIZES, ir.Assume(ir.all_of(conds)))


def promise(before: ir.PrimFunc, after: ir.PrimFunc) -> tuple[ir.PrimFunc, ir.PrimFunc]:
    """``(before, after)``, both opening with ``before``'s size promise (``precondition``) when
    they take the same parameters with the same promise (the same text over the same scalar
    names and dtypes); unchanged otherwise, and when either already opens with one (a translated
    packed function). An assume every valid call satisfies: ``after`` refines ``before`` under
    it exactly when it does for every valid call."""
    if _opens_with_promise(before) or _opens_with_promise(after):
        return before, after
    pre, other = precondition(before), precondition(after)
    if pre is None or other is None or _key(pre) != _key(other) or \
            _key(before.scalar_params) != _key(after.scalar_params):
        return before, after
    return before.with_body(ir.seq(pre, before.body)), after.with_body(ir.seq(other, after.body))


def _names_params(e: ir.Expr, params: set[int]) -> bool:
    """Is ``e`` arithmetic of literals and the scalar parameters ``params`` alone?"""
    return all(isinstance(n, (ir.IntImm, ir.BinaryOp, ir.Cast))
               or (isinstance(n, ir.Var) and id(n) in params) for n in walk(e))


def _cannot_overflow(e: ir.Expr) -> bool:
    """A signed integer extent whose evaluation never overflows: a variable, a literal, ``//``
    or ``%`` by a positive literal, ``min`` or ``max`` of such."""
    if not e.dtype.is_signed:
        return False
    if isinstance(e, (ir.Var, ir.IntImm)):
        return True
    if isinstance(e, (ir.FloorDiv, ir.FloorMod)):
        return isinstance(e.b, ir.IntImm) and e.b.value > 0 and _cannot_overflow(e.a)
    if isinstance(e, (ir.Min, ir.Max)):
        return _cannot_overflow(e.a) and _cannot_overflow(e.b)
    return False


def _opens_with_promise(f: ir.PrimFunc) -> bool:
    first = f.body.stmts[0] if isinstance(f.body, ir.SeqStmt) and f.body.stmts else f.body
    return isinstance(first, ir.Block) and first.name in (SIZES, PACKED_SIZES)


def _key(node):
    """``node``'s structure with variables by name and dtype (both functions' executions bind
    a scalar parameter by its name)."""
    if isinstance(node, ir.Var):
        return ("var", node.name, node.dtype.name)
    if isinstance(node, (tuple, list)):
        return tuple(_key(x) for x in node)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return (type(node).__name__,) + tuple(_key(getattr(node, f.name))
                                              for f in dataclasses.fields(node))
    return node
