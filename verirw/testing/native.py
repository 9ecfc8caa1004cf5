"""Differential testing of the code generator: the compiled kernel against the interpreter.

``compiled_differences(f)`` runs ``f`` (any PrimFunc, logical shapes, assumes and undef
stores included) in the interpreter and ``build(prepare(f))`` natively on the same random
inputs (which satisfy ``f``'s padding assumes), and reports the first element the interpreter
defines where the two disagree. Flattening is row-major within each physical axis, so a
logical array and the physical one hold their elements in the same order: the kernel gets
the interpreter's inputs reshaped, never reordered.

Float results compare exactly in ``float_mode="ieee"``; in "fast" mode (reassociation) with a
relative tolerance, as the issue asks.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np

from verirw import ir
from verirw.errors import ExecutionError
from verirw.printer import script
from verirw.testing.mismatch import FuzzMismatch
from verirw.visit import transform

FAST_RTOL = 1e-4


def compiled_differences(f: ir.PrimFunc, *, reference: ir.PrimFunc | None = None, seeds: int = 3,
                         scalars: dict | None = None, float_mode: str = "ieee",
                         bounds_check: bool = False) -> str | None:
    """The first disagreement between the interpreter on ``reference`` (default ``f``) and the
    compiled ``prepare(f)`` on random inputs, as one line; None when they agree on every
    element the reference defines. (With a reference, ``f`` must refine it: an optimised
    program compiled against its source.)"""
    from verirw.codegen import build, prepare
    from verirw.interp import run
    from verirw.inputs import default_scalars, random_inputs, satisfy_assumes
    reference = f if reference is None else reference
    kernel = build(prepare(f), float_mode=float_mode, bounds_check=bounds_check)
    physical = kernel.func.buffers
    for seed in range(seeds):
        given = scalars if scalars is not None else default_scalars(reference, seed)
        inputs = satisfy_assumes(reference, random_inputs(reference, seed, given))
        try:
            ref = run(reference, **inputs)
        except ExecutionError:
            continue                  # no defined behaviour on these inputs: anything goes
        args = {}
        for name, value in inputs.items():
            if isinstance(value, np.ndarray):
                shape = tuple(int(d.value) if isinstance(d, ir.IntImm) else -1
                              for d in physical[name].shape)
                args[name] = np.ascontiguousarray(value).reshape(shape if -1 not in shape else -1)
            else:
                args[name] = value
        try:
            kernel(**args)
        except ExecutionError as e:
            if e.kind == "index_overflow":
                continue      # the documented limit of 64-bit index code, refused, not wrapped
            return f"seed {seed}: the kernel failed where the interpreter did not: {e}"
        for name, expected in ref.arrays.items():
            got = args[name].reshape(expected.shape)
            defined = ref.defined[name]
            same = _agree(expected, got, float_mode)
            bad = np.argwhere(defined & ~same)
            if len(bad):
                where = tuple(int(x) for x in bad[0])
                return (f"seed {seed}: {name}[{', '.join(map(str, where))}] is "
                        f"{expected[where]!r} in the interpreter, {got[where]!r} compiled")
    return None


def _agree(expected: np.ndarray, got: np.ndarray, float_mode: str) -> np.ndarray:
    if expected.dtype.kind != "f" and expected.dtype != ml_dtypes.bfloat16:
        return expected == got
    both_nan = np.isnan(expected) & np.isnan(got)
    if float_mode == "fast":
        close = np.isclose(got, expected, rtol=FAST_RTOL, atol=FAST_RTOL)
        return close | both_nan
    # IEEE: bit-exact, so -0.0 and 0.0 differ
    same = expected.view(f"u{expected.itemsize}") == got.view(f"u{got.itemsize}")
    return same | both_nan


def with_axis_separators(f: ir.PrimFunc, choice: int) -> ir.PrimFunc:
    """``f`` with ``axis_separators=(1,)`` on the rank-2 parameter buffers picked by the bits
    of ``choice``: they flatten to physical 2-d buffers (base pointer + row stride) instead
    of 1-d, so generated programs exercise both calling conventions."""
    picked = {}
    for k, (_, buf) in enumerate(f.buffer_map):
        if buf.ndim == 2 and (choice >> k) & 1 and buf.is_dense:
            picked[id(buf)] = ir.Buffer(buf.name, buf.shape, buf.dtype, buf.data, (1,), buf.scope)
    if not picked:
        return f
    return transform(f, lambda n: picked.get(id(n), n) if isinstance(n, ir.Buffer) else n,
                     pre=lambda n: picked.get(id(n)) if isinstance(n, ir.Buffer) else None)


def check_codegen(f: ir.PrimFunc, choice: int) -> str:
    """Fuzz property ``codegen``: the compiled kernel of ``f`` (some rank-2 buffers made
    physically 2-d by ``choice``) agrees with the interpreter; "agree" on success."""
    g = with_axis_separators(f, choice)
    found = compiled_differences(g)
    if found is not None:
        raise FuzzMismatch(f"compiled code disagrees with the interpreter: {found}",
                           {"func": script(g)})
    return "agree"
