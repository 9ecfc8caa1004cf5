"""Replay a counterexample of ``check`` in the reference interpreter, as a second opinion."""

from __future__ import annotations

import math

import numpy as np

from verirw import ir
from verirw.errors import ExecutionError, VerirwError
from verirw.index_map import IndexMap


def target_inputs(src: ir.PrimFunc, tgt: ir.PrimFunc, inputs: dict, layouts: dict) -> dict:
    """``after``'s arrays for ``before``'s inputs: relocated through the layouts, with the
    counterexample's padding values (zeros where it has none)."""
    out = {}
    padding = inputs.get("_after_padding", {})
    for name, tbuf in tgt.buffers.items():
        arr = inputs[name]
        if name not in layouts:
            out[name] = arr.copy()
            continue
        tshape = tuple(d.value for d in tbuf.shape)
        phys = np.zeros(tshape, dtype=arr.dtype)
        mapped = np.zeros(tshape, dtype=bool)
        for idx, img in IndexMap.coerce(layouts[name]).table(arr.shape).items():
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
    inputs = {k: v for k, v in cex["inputs"].items() if not k.startswith("_")}
    scalars = cex.get("scalars", {})
    try:
        before = run(src, **inputs, **scalars)
    except VerirwError:
        return None           # before is undefined here: not a valid counterexample input
    try:
        after = run(tgt, **target_inputs(src, tgt, cex["inputs"], layouts), **scalars)
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
        logical = math.prod(d.value for d in src.buffers[name].shape)
        physical = math.prod(d.value for d in tgt.buffers[name].shape)
        if physical > logical:
            return False
    return True


def _same(b, a) -> bool:
    """The same value, as check compares them: same bits, except that every NaN is NaN."""
    if b.tobytes() == a.tobytes():
        return True
    return bool(np.issubdtype(b.dtype, np.floating) and np.isnan(b) and np.isnan(a))


def first_difference(before, after, layouts: dict) -> str | None:
    """The first element ``before`` (a RunResult) defines that ``after`` does not hold
    bit for bit (through ``layouts`` for transformed buffers), as one line."""
    for name in before.arrays:
        b, d = before.arrays[name], before.defined[name]
        a = after.arrays[name]
        if name in layouts:
            table = IndexMap.coerce(layouts[name]).table(b.shape)
            a = np.array([a[table[idx]] for idx in np.ndindex(b.shape)], dtype=a.dtype).reshape(b.shape)
        for idx in np.ndindex(b.shape):
            if d[idx] and not _same(b[idx], a[idx]):
                where = "[" + ", ".join(map(str, idx)) + "]"
                return f"{name}{where} differs: before gives {b[idx].item()!r}, after gives {a[idx].item()!r}"
    return None
