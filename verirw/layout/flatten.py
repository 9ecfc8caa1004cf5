"""Buffer flattening (RFC 0039): lower every buffer from its logical to its physical shape.

``flatten(func)`` rewrites each buffer — parameters in ``buffer_map``, ``T.alloc_buffer``
allocations and ``T.decl_buffer(..., data=X.data)`` aliases — so that the logical axes between
two axis separators become one physical axis, fused row-major. A buffer of logical rank R with
S separators becomes a buffer of physical rank S + 1 (S = 0: flat 1-d memory), and every
``BufferLoad``/``BufferStore`` index becomes the row-major offset within each group.

Convention for ``axis_separators`` (TVM's, and ``verirw.ir.Buffer``'s): ``(k,)`` places a
physical-axis boundary *before* logical axis k, so the groups are ``[:k]`` and ``[k:]``. The
RFC's pseudo-code instead writes ``axis_separators=[2]`` for ``[n, c//4, h, SEP, w, c%4]``
("after axis 2") and ``[0]`` for a flattened 2-d buffer; verirw deviates from that wording so
that TVMScript printed by TVM, which uses the before-axis convention, means the same here.

After flattening, a buffer of physical rank N has ``axis_separators = tuple(range(1, N))``:
every physical axis is its own group, so flattening again is the identity, and a flattened
2-d buffer stays distinguishable from an unflattened 2-d one (which would flatten to 1-d).
A separator at 0 or at R makes an empty group: a physical axis of extent 1, indexed by 0
(TVM does the same).

The arithmetic is written out, not simplified: a group ``(N, M, P)`` indexed by ``(i, j, k)``
becomes extent ``N * M * P`` and offset ``i * (M * P) + j * P + k``, the RFC's
"unsimplified" form. The only folding is of extents and strides, which come from the shape
alone: a product of two integer constants becomes one (``64 * 128`` -> ``8192``) when it fits
the dtype; an index times its stride stays a product (``x[10, 15]`` -> ``x[10 * 128 + 15]``).

Index arithmetic is on mathematical integers, so the offset addresses the same element of the
row-major storage as the logical index did: flattening never changes which element an
in-bounds access touches. It may make an out-of-bounds logical access (``A[0, 9]`` of a
``(4, 8)`` buffer) in-bounds, which is a refinement (the source had no defined behaviour
there). One caveat: an index that reads memory (``A[B[i], j]``) is value arithmetic, which
wraps at its dtype, so the fused offset is exact only while each physical extent fits the
index dtype (2**31 - 1 elements for int32).

Buffers that share ``data`` are views of one storage and must agree on its physical rank;
each view keeps its own physical shape, computed from its own logical shape.
"""

from __future__ import annotations

from dataclasses import dataclass

from verirw import ir
from verirw.strided import require_dense
from verirw.dtypes import INT32, DType
from verirw.errors import ArgumentError, MalformedIRError
from verirw.visit import transform, walk
from verirw.guard import deep

__all__ = ["flatten"]


@deep
def flatten(node: ir.PrimFunc | ir.IRModule) -> ir.PrimFunc | ir.IRModule:
    """Lower every buffer of a PrimFunc (or of each function of an IRModule) to its physical
    shape; see the module docstring for the conventions.

    Raises ``ArgumentError`` when buffers sharing storage flatten to different physical ranks
    and ``MalformedIRError`` for invalid ``axis_separators`` or a wrong number of indices.
    """
    if isinstance(node, ir.IRModule):
        return ir.IRModule(tuple(_flatten_func(f) for f in node.functions), node.name)
    if isinstance(node, ir.PrimFunc):
        return _flatten_func(node)
    raise ArgumentError(f"flatten expects a PrimFunc or an IRModule, not {type(node).__name__}")


# ----------------------------------------------------------------------------- one buffer


@dataclass(frozen=True)
class _Plan:
    """How one logical buffer maps to its physical buffer.

    ``groups`` holds, per physical axis, the ``[start, end)`` range of logical axes fused
    into it.
    """

    logical: ir.Buffer
    physical: ir.Buffer
    groups: tuple[tuple[int, int], ...]

    def indices(self, indices: tuple[ir.Expr, ...]) -> tuple[ir.Expr, ...]:
        """The physical indices of a logical access ``logical[indices]``."""
        if len(indices) != self.logical.ndim:
            raise MalformedIRError(f"buffer {self.logical.name} has {self.logical.ndim} axes but "
                                   f"is accessed with {len(indices)} indices")
        shape = self.logical.shape
        return tuple(_offset(indices[lo:hi], shape[lo:hi]) for lo, hi in self.groups)


def _plan(buf: ir.Buffer) -> _Plan:
    groups = _groups(buf)
    shape = tuple(_product(buf.shape[lo:hi]) for lo, hi in groups)
    physical = ir.Buffer(buf.name, shape, buf.dtype, buf.data, tuple(range(1, len(shape))),
                         buf.scope)
    return _Plan(buf, physical, groups)


def _groups(buf: ir.Buffer) -> tuple[tuple[int, int], ...]:
    """The logical axis ranges between separators; invalid separators are refused here
    because the parser refuses them too, so only hand-built IR can carry them."""
    seps = buf.axis_separators
    increasing = all(a < b for a, b in zip(seps, seps[1:]))
    if not increasing or any(not 0 <= s <= buf.ndim for s in seps):
        raise MalformedIRError(f"buffer {buf.name}: axis_separators {list(seps)} must be "
                               f"strictly increasing positions between 0 and {buf.ndim}")
    bounds = (0, *seps, buf.ndim)
    return tuple(zip(bounds, bounds[1:]))


def _product(dims: tuple[ir.Expr, ...]) -> ir.Expr:
    """``d0 * d1 * ...`` left to right; the empty product (an empty group) is 1."""
    if not dims:
        return ir.IntImm(1, INT32)
    out = dims[0]
    for d in dims[1:]:
        out = _mul(out, d)
    return out


def _offset(indices: tuple[ir.Expr, ...], dims: tuple[ir.Expr, ...]) -> ir.Expr:
    """Row-major offset ``i0 * (d1 * d2) + i1 * d2 + i2`` of ``indices`` within ``dims``;
    the last index has stride 1 and is used as is, so a one-axis group is unchanged."""
    if not indices:
        return ir.IntImm(0, INT32)
    out = None
    for k, index in enumerate(indices):
        term = _binary(ir.Mul, index, _product(dims[k + 1:])) if k + 1 < len(dims) else index
        out = term if out is None else _binary(ir.Add, out, term)
    return out


def _mul(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    """``a * b``, folded when both are integer constants and the product fits their dtype
    (an ``IntImm`` must hold a value of its dtype)."""
    a, b = _promote(a, b)
    if isinstance(a, ir.IntImm) and isinstance(b, ir.IntImm):
        value = a.value * b.value
        if a.dtype.min_value <= value <= a.dtype.max_value:
            return ir.IntImm(value, a.dtype)
    return ir.Mul(a, b)


def _binary(op: type, a: ir.Expr, b: ir.Expr) -> ir.Expr:
    return op(*_promote(a, b))


def _promote(a: ir.Expr, b: ir.Expr) -> tuple[ir.Expr, ir.Expr]:
    """Binary operands must share a dtype: an int32 index times an int64 extent widens the
    index to int64, which changes no value."""
    if a.dtype == b.dtype:
        return a, b
    if a.dtype.bits < b.dtype.bits:
        return _widen(a, b.dtype), b
    return a, _widen(b, a.dtype)


def _widen(e: ir.Expr, dtype: DType) -> ir.Expr:
    """``e`` as ``dtype``: a literal stays a literal, anything else gets a cast."""
    if isinstance(e, ir.IntImm):
        return ir.IntImm(e.value, dtype)
    return ir.Cast(dtype, e)


# ----------------------------------------------------------------------------- one function


def _flatten_func(func: ir.PrimFunc) -> ir.PrimFunc:
    require_dense(func, "flatten")
    plans = {buf: _plan(buf) for buf in _buffers(func)}
    _check_shared_storage(plans.values())
    buffer_map = tuple((var, plans[buf].physical) for var, buf in func.buffer_map)
    return ir.PrimFunc(func.name, func.params, buffer_map, _rewrite(func.body, plans),
                       func.attrs, func.private)


def _buffers(func: ir.PrimFunc) -> list[ir.Buffer]:
    """Every buffer the function mentions, declared or accessed, in first-use order. Buffers
    are values (equal fields, same buffer), as in ``verirw.structural``."""
    seen: dict[ir.Buffer, None] = {}
    for node in walk(func):
        if isinstance(node, ir.Buffer):
            seen.setdefault(node)
    return list(seen)


def _check_shared_storage(plans) -> None:
    """Views of one storage must agree on its physical rank: memory cannot be flat for one
    view and 2-d for another."""
    first: dict[int, _Plan] = {}
    for plan in plans:
        other = first.setdefault(id(plan.logical.data), plan)
        if other.physical.ndim != plan.physical.ndim:
            raise ArgumentError(
                f"buffers {other.logical.name} and {plan.logical.name} share the storage "
                f"{plan.logical.data.name} but flatten to physical rank {other.physical.ndim} "
                f"and {plan.physical.ndim} (axis_separators {list(other.logical.axis_separators)}"
                f" and {list(plan.logical.axis_separators)}); give them the same number of "
                f"axis separators")


def _rewrite(node, plans: dict[ir.Buffer, _Plan]):
    """Replace each buffer by its physical buffer and each access's indices by their
    physical offsets. Accesses are handled before their children (``pre``) because the
    logical shape is needed, and indices are rewritten first since they may load too."""

    def pre(n):
        if isinstance(n, ir.Buffer):
            return plans[n].physical
        if isinstance(n, ir.BufferLoad):
            plan = plans[n.buffer]
            return ir.BufferLoad(plan.physical, plan.indices(_rewrite_all(n.indices, plans)))
        if isinstance(n, ir.BufferStore):
            plan = plans[n.buffer]
            return ir.BufferStore(plan.physical, _rewrite(n.value, plans),
                                  plan.indices(_rewrite_all(n.indices, plans)))
        return None

    return transform(node, lambda n: n, pre)


def _rewrite_all(exprs: tuple[ir.Expr, ...], plans: dict[ir.Buffer, _Plan]) -> tuple:
    return tuple(_rewrite(e, plans) for e in exprs)
