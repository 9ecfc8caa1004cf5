"""Replay a counterexample of ``check`` in the reference interpreter, as a second opinion."""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np

from verirw import ir
from verirw.errors import ArgumentError, ExecutionError, VerirwError
from verirw.index_map import IndexMap
from verirw.visit import walk


def concrete_shape(buf: ir.Buffer, scalars: dict) -> tuple[int, ...]:
    """``buf``'s extents at the given sizes (``scalars``: name -> int)."""
    from verirw.interp import evaluate
    env = {n: int(scalars[n.name]) for d in buf.shape for n in walk(d)
           if isinstance(n, ir.Var) and n.name in scalars}
    return tuple(d.value if isinstance(d, ir.IntImm) else int(evaluate(d, env)) for d in buf.shape)


def target_inputs(src: ir.PrimFunc, tgt: ir.PrimFunc, inputs: dict, layouts: dict,
                  scalars: dict | None = None) -> dict:
    """``after``'s arrays for ``before``'s inputs: relocated through the layouts, with the
    counterexample's padding values (zeros where it has none). Symbolic extents take the
    ``scalars``' values."""
    out = {}
    padding = inputs.get("_after_padding", {})
    for name, tbuf in tgt.buffers.items():
        arr = inputs[name]
        if name not in layouts:
            out[name] = arr.copy()
            continue
        tshape = concrete_shape(tbuf, scalars or {})
        phys = np.zeros(tshape, dtype=arr.dtype)
        mapped = np.zeros(tshape, dtype=bool)
        for idx, img in IndexMap.coerce(layouts[name]).table(arr.shape).items():
            if len(img) != len(tshape) or not all(0 <= i < n for i, n in zip(img, tshape)):
                raise ArgumentError(f"the layout of {name} maps {list(idx)} to {list(img)}, "
                                    f"outside after's shape {list(tshape)}")
            phys[img] = arr[idx]
            mapped[img] = True
        pad_values = list(padding.get(name, []))
        flat, flat_mapped = phys.reshape(-1), mapped.reshape(-1)
        k = 0
        for p in range(flat.size):
            if not flat_mapped[p] and k < len(pad_values):
                flat[p] = pad_values[k]
                k += 1
        out[name] = phys
    return out


def replay(src: ir.PrimFunc, tgt: ir.PrimFunc, cex: dict, layouts: dict) -> bool:
    """True if the interpreter shows the failure: ``after`` errs, or differs from ``before``
    on an element ``before`` defines. False if it does not reproduce (e.g. the difference
    needs a particular choice of ``T.undef()`` values)."""
    return witness(src, tgt, cex, layouts) is not None


def witness(src: ir.PrimFunc, tgt: ir.PrimFunc, cex: dict, layouts: dict) -> str | None:
    """Run both programs in the interpreter on the counterexample's inputs; a one-line
    description of the failure it shows, or None."""
    from verirw.interp import run
    # "_after_padding" and the like are notes, not arguments; a buffer may still be named
    # "_x" (verirw.packed.lower's __raised and __result)
    inputs = {k: v for k, v in cex["inputs"].items() if k in src.buffers or not k.startswith("_")}
    scalars = cex.get("scalars", {})
    try:
        before = run(src, **inputs, **scalars)
    except VerirwError:
        return None           # before is undefined here: not a valid counterexample input
    try:
        after = run(tgt, **target_inputs(src, tgt, cex["inputs"], layouts, scalars), **scalars)
    except ExecutionError as e:
        if e.kind == "assume_violated" and not _padding_known(src, tgt, cex, layouts):
            return None       # may be an assume about input padding, which the caller guarantees
        return f"after has undefined behaviour where before does not: {e}"
    return first_difference(before, after, layouts)


def _padding_known(src: ir.PrimFunc, tgt: ir.PrimFunc, cex: dict, layouts: dict) -> bool:
    """Does ``cex`` give every padding element of ``after``'s transformed buffers? A solver's
    model does, and its padding satisfies ``after``'s assumes about padding (they are
    hypotheses), so any assume ``after`` then violates is a genuine failure; zeros filled in
    for unknown padding may violate them instead, and so may a model's reals rounded to
    floats (``rounded``)."""
    given = {} if cex.get("rounded") else cex["inputs"].get("_after_padding", {})
    for name in layouts:
        if name in given:
            continue
        sizes = cex.get("scalars", {})
        logical = math.prod(concrete_shape(src.buffers[name], sizes))
        physical = math.prod(concrete_shape(tgt.buffers[name], sizes))
        if physical > logical:
            return False
    return True


def _same(b, a) -> bool:
    """The same value, as check compares them: same bits, except that every NaN is NaN."""
    if b.tobytes() == a.tobytes():
        return True
    return bool(_floating(b.dtype) and np.isnan(b) and np.isnan(a))


def _floating(dtype: np.dtype) -> bool:
    """A float array dtype: numpy's, or ml_dtypes' bfloat16 (not a numpy ``floating``)."""
    return bool(np.issubdtype(dtype, np.floating) or dtype == ml_dtypes.bfloat16)


_UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def same_all(b: np.ndarray, a: np.ndarray) -> np.ndarray | None:
    """``_same`` on every element at once (same bits, or both NaN); None where the arrays
    cannot be compared that way (other dtypes or shapes), for the element loop."""
    if a.dtype != b.dtype or a.shape != b.shape or b.dtype.itemsize not in _UINT:
        return None
    bits = _UINT[b.dtype.itemsize]
    same = np.ascontiguousarray(b).view(bits) == np.ascontiguousarray(a).view(bits)
    if _floating(b.dtype):
        same |= np.isnan(b) & np.isnan(a)
    return same


def _logical(a: np.ndarray, index_map, shape) -> np.ndarray:
    """``after``'s transformed array seen in ``before``'s layout."""
    from verirw.layout.data import from_transformed
    try:
        return from_transformed(a, index_map, shape)      # whole index grids at once
    except Exception:   # noqa: BLE001 - a map numpy cannot evaluate: one index at a time
        table = IndexMap.coerce(index_map).table(shape)
        return np.array([a[table[idx]] for idx in np.ndindex(shape)], dtype=a.dtype).reshape(shape)


def first_difference(before, after, layouts: dict) -> str | None:
    """The first element ``before`` (a RunResult) defines that ``after`` does not hold
    bit for bit, or leaves undefined (through ``layouts`` for transformed buffers), as one line. Whole arrays are
    compared at once (a counterexample at a kernel's real size has millions of elements)."""
    for name in before.arrays:
        b, d = before.arrays[name], before.defined[name]
        a = after.arrays[name]
        ad, p = after.defined[name], after.poisoned.get(name)
        if name in layouts:
            a = _logical(a, layouts[name], b.shape)
            ad = _logical(ad, layouts[name], b.shape)
            p = None if p is None else _logical(p, layouts[name], b.shape)
        # an element before defines and after leaves undefined (poison, or computed from an
        # undefined value) differs whatever bits it holds (docs/semantics.md, refinement)
        bad = np.flatnonzero(np.asarray(d, dtype=bool) & ~np.asarray(ad, dtype=bool))
        if len(bad):
            idx = tuple(int(x) for x in np.unravel_index(bad[0], b.shape))
            where = "[" + ", ".join(map(str, idx)) + "]"
            why = ("poison (a 32/64-bit integer overflow, or a NaN's bits as an integer)"
                   if p is not None and p[idx]
                   else "undefined (computed from an undefined value)")
            return f"{name}{where} differs: before gives {b[idx].item()!r}, after's is {why}"
        same = same_all(b, a)
        if same is not None:
            bad = np.flatnonzero(np.asarray(d, dtype=bool) & ~same)     # row-major order
            candidates = [tuple(int(x) for x in np.unravel_index(bad[0], b.shape))] \
                if len(bad) else []
        else:
            candidates = (idx for idx in np.ndindex(b.shape) if d[idx])
        for idx in candidates:
            if not _same(b[idx], a[idx]):
                where = "[" + ", ".join(map(str, idx)) + "]"
                return f"{name}{where} differs: before gives {b[idx].item()!r}, after gives {a[idx].item()!r}"
    return None
