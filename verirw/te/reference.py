"""The compute definitions evaluated directly with numpy, independent of schedules.

This is what a lowered program must agree with: each compute is evaluated over its whole
index grid at once (``numpy_eval``), in dependency order, from the placeholders' data.
Reductions accumulate one reduce point at a time in the definition's order, so integer sums
wrap as the program's do and float sums round in the same sequence as an unreordered loop.
"""

from __future__ import annotations

import itertools

import numpy as np

from verirw import ops
from verirw.layout.data import from_transformed, to_transformed
from verirw.te.numpy_eval import evaluate_array
from verirw.te.schedule import Schedule, post_order
from verirw.te.tensor import ComputeOp, PlaceholderOp, Reduce, TEError, Tensor


def reference(outputs, **inputs) -> dict[str, np.ndarray]:
    """Every tensor ``outputs`` depend on, by name, computed from the placeholder arrays in
    ``inputs`` (by placeholder name)."""
    if isinstance(outputs, Tensor):
        outputs = [outputs]
    values: dict[int, np.ndarray] = {}
    named: dict[str, np.ndarray] = {}
    for op in post_order(tuple(t.op for t in outputs)):
        if isinstance(op, PlaceholderOp):
            if op.name not in inputs:
                raise TEError(f"reference: no data for the placeholder {op.name}")
            arr = np.asarray(inputs[op.name])
            if arr.shape != op.shape or arr.dtype != op.dtype.numpy:
                raise TEError(f"reference: {op.name} must be {op.dtype} of shape "
                              f"{list(op.shape)}, got {arr.dtype} {list(arr.shape)}")
            values[id(op.buffer)] = arr
        else:
            values[id(op.buffer)] = _compute(op, values)
        named[op.name] = values[id(op.buffer)]
    return named


def _compute(op: ComputeOp, values: dict) -> np.ndarray:
    arrays = {ld.buffer: values[id(ld.buffer)] for ld in op.loads()}
    grids = np.indices(op.shape, dtype=np.int64)
    env = {a.var: g for a, g in zip(op.axis, grids)}
    if not isinstance(op.body, Reduce):
        return np.broadcast_to(evaluate_array(op.body, env, arrays), op.shape).copy()
    body: Reduce = op.body
    dtype = op.dtype.numpy
    acc = np.full(op.shape, body.identity().value, dtype=dtype)
    ranges = [range(a.dom[0], a.dom[0] + a.dom[1]) for a in body.axes]
    with np.errstate(over="ignore", invalid="ignore"):
        for point in itertools.product(*ranges):
            env_k = {**env, **{a.var: k for a, k in zip(body.axes, point)}}
            value = np.broadcast_to(evaluate_array(body.source, env_k, arrays), op.shape)
            acc = _combine(body.combiner, acc, value, op.dtype).astype(dtype)
    return acc


def _combine(combiner: str, acc: np.ndarray, value: np.ndarray, dtype) -> np.ndarray:
    if combiner == "sum":
        return acc + value
    if dtype.is_float:          # the IR's min(acc, value) / max(acc, value): verirw.ops
        op = ops.MIN if combiner == "min" else ops.MAX
        return op.np_float(acc, value)
    return np.minimum(acc, value) if combiner == "min" else np.maximum(acc, value)


# ----------------------------------------------------------------------------- agreement


def random_inputs(schedule: Schedule, args, seed: int = 0) -> dict[str, np.ndarray]:
    """Random data for every placeholder among ``args`` (small integers for integer dtypes,
    so sums stay exact; floats in [-4, 4))."""
    rng = np.random.default_rng(seed)
    out = {}
    for t in args:
        if isinstance(t.op, PlaceholderOp):
            d = t.dtype
            if d.is_float:
                out[t.name] = rng.uniform(-4, 4, t.shape).astype(d.numpy)
            elif d.is_bool:
                out[t.name] = rng.integers(0, 2, t.shape).astype(d.numpy)
            else:
                lo, hi = max(d.min_value, -8), min(d.max_value, 8)
                out[t.name] = rng.integers(lo, hi + 1, t.shape).astype(d.numpy)
    return out


def physical_arrays(schedule: Schedule, args, inputs: dict) -> dict[str, np.ndarray]:
    """The arguments of a lowered function: inputs moved to their transformed layouts,
    outputs zeroed in theirs."""
    out = {}
    for t in args:
        m = schedule[t].layout
        if isinstance(t.op, PlaceholderOp):
            arr = inputs[t.name]
            out[t.name] = to_transformed(arr, m) if m is not None else arr
        else:
            shape = m.transformed_shape(t.shape) if m is not None else t.shape
            out[t.name] = np.zeros(shape, dtype=t.dtype.numpy)
    return out


def run_lowered(func, schedule: Schedule, args, inputs: dict, *, kernel=None) -> dict:
    """Run the lowered ``func`` (interpreter, or a compiled ``kernel``) on logical ``inputs``;
    return every computed argument in its logical layout."""
    physical = physical_arrays(schedule, args, inputs)
    if kernel is None:
        from verirw.interp import run
        result = run(func, **physical)
        outs = {t.name: result[t.name] for t in args if not isinstance(t.op, PlaceholderOp)}
    else:
        kernel(**_kernel_args(kernel, physical))
        outs = {t.name: physical[t.name] for t in args if not isinstance(t.op, PlaceholderOp)}
    logical = {}
    for t in args:
        if t.name in outs:
            m = schedule[t].layout
            logical[t.name] = from_transformed(outs[t.name], m, t.shape) if m is not None \
                else outs[t.name]
    return logical


def _kernel_args(kernel, physical: dict) -> dict:
    """A kernel takes its buffers flattened: views of the arrays in the parameters' shapes."""
    shapes = {b.name: tuple(s.value for s in b.shape) for _, b in kernel.func.buffer_map}
    return {name: arr.reshape(shapes[name]) if name in shapes else arr
            for name, arr in physical.items()}


def disagreements(func, schedule: Schedule, args, *, seeds=(0, 1, 2), kernel=None) -> list[str]:
    """Where the lowered program and the numpy reference differ, one line per output and
    seed (empty: they agree bit for bit)."""
    problems = []
    outputs = [t for t in args if not isinstance(t.op, PlaceholderOp)]
    for seed in seeds:
        inputs = random_inputs(schedule, args, seed)
        expected = reference(outputs, **inputs)
        got = run_lowered(func, schedule, args, inputs, kernel=kernel)
        for t in outputs:
            a, b = got[t.name], expected[t.name]
            same = (a.view(np.uint8) == b.view(np.uint8)).all() if a.dtype == b.dtype else False
            if not same:
                bad = np.argwhere(a != b)
                where = tuple(int(x) for x in bad[0]) if len(bad) else "(bit pattern)"
                problems.append(f"seed {seed}: {t.name}{list(where) if len(bad) else ''} is "
                                f"{a[tuple(bad[0])] if len(bad) else a.ravel()[0]}, the definition "
                                f"gives {b[tuple(bad[0])] if len(bad) else b.ravel()[0]}")
    return problems


def store_counts(func, schedule: Schedule, args, seed: int = 0) -> dict[str, int]:
    """How many stores each buffer receives when ``func`` runs (measured, by running an
    instrumented copy in the interpreter): the elements a stage computes, recomputation
    included."""
    from verirw import ir
    from verirw.dtypes import HANDLE, INT64
    from verirw.interp import run
    from verirw.visit import transform
    names = sorted({n.buffer.name for n in _stores(func.body)})
    counter = ir.make_buffer("store_count", (len(names),), INT64)

    def post(n):
        if isinstance(n, ir.BufferStore) and n.buffer is not counter:
            k = ir.IntImm(names.index(n.buffer.name), INT64)
            bump = ir.BufferStore(counter, ir.BufferLoad(counter, (k,)) + ir.IntImm(1, INT64), (k,))
            return ir.SeqStmt((n, bump))
        return n

    handle = ir.Var("store_count", HANDLE)
    counted = ir.PrimFunc(func.name, func.params + (handle,), func.buffer_map + ((handle, counter),),
                          transform(func.body, post))
    physical = physical_arrays(schedule, args, random_inputs(schedule, args, seed))
    result = run(counted, store_count=np.zeros(len(names), np.int64), **physical)
    return dict(zip(names, (int(x) for x in result["store_count"])))


def _stores(body):
    from verirw import ir
    from verirw.visit import walk
    return [n for n in walk(body) if isinstance(n, ir.BufferStore)]
