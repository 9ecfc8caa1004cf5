"""Random inputs for running a PrimFunc: one array per parameter buffer, seeded."""

from __future__ import annotations

import numpy as np

from verirw import ir
from verirw.errors import ArgumentError


def shape_of(buf: ir.Buffer, scalars: dict[str, int]) -> tuple[int, ...]:
    """A buffer's concrete shape, given values for the scalar parameters it mentions."""
    from verirw.interp import evaluate
    env = {}
    from verirw.visit import free_vars
    for dim in buf.shape:
        for v in free_vars(dim):
            if v.name not in scalars:
                raise ArgumentError(f"buffer {buf.name}'s shape depends on '{v.name}'; give it a value")
            env[v] = scalars[v.name]
    return tuple(int(evaluate(d, env)) for d in buf.shape)


def random_array(shape: tuple[int, ...], dtype: np.dtype, rng: np.random.Generator) -> np.ndarray:
    """Small values: integers in [-8, 8) (unsigned [0, 16)), floats in [-4, 4) rounded to 1/8,
    so that results stay readable and sums are exact in every float width."""
    dtype = np.dtype(dtype)
    if dtype == np.bool_:
        return rng.integers(0, 2, size=shape).astype(np.bool_)
    if np.issubdtype(dtype, np.unsignedinteger):
        return rng.integers(0, 16, size=shape).astype(dtype)
    if np.issubdtype(dtype, np.integer):
        return rng.integers(-8, 8, size=shape).astype(dtype)
    return (rng.integers(-32, 32, size=shape) / 8).astype(dtype)


def random_inputs(func: ir.PrimFunc, seed: int = 0, scalars: dict[str, int] | None = None
                  ) -> dict[str, object]:
    """Keyword arguments for ``verirw.run(func, **inputs)``: random arrays for every buffer
    parameter and the given values for scalar parameters."""
    scalars = dict(scalars or {})
    missing = [p.name for p in func.scalar_params if p.name not in scalars]
    if missing:
        raise ArgumentError(f"give values for the scalar parameters {', '.join(missing)}")
    rng = np.random.default_rng(seed)
    out: dict[str, object] = {p.name: scalars[p.name] for p in func.scalar_params}
    for _, buf in func.buffer_map:
        out[buf.name] = random_array(shape_of(buf, scalars), buf.dtype.numpy, rng)
    return out
