"""A quick concrete search for a counterexample, before any solving.

z3 is slow where the interpreter is fast: IEEE float reassociation (TVM's rfactor, ``(a+b)+c``
vs ``a+(b+c)``) timed out as unknown, and free scalar parameters (``n: T.int32`` in loop
bounds) left it unknown while ``--param n=8`` refuted in 0.05 s. So ``check`` first runs both
programs in the interpreter on inputs likely to show a difference: uniform fills, small random
arrays, special floats mixed per element (±0, ±inf, NaN, ±1, huge, subnormal, ``1e8`` among
ones), floats of random magnitudes, extreme integers; and, for scalar parameters without a
given value, small values (0 to 16, then a few random ones).

Only a difference the interpreter shows refutes (``replay.witness``: ``before`` runs with every
assume holding, ``after`` errs or differs on an element ``before`` defines). Finding nothing
proves nothing: the solver decides next.
"""

from __future__ import annotations

import itertools
import math

import ml_dtypes
import numpy as np

from verirw import clock
from verirw import ir
from verirw.errors import VerirwError
from verirw.inputs import random_array, satisfy_assumes, shape_of
from verirw.verify.result import CheckResult
from verirw.verify.symexec import most_statements
from verirw.visit import walk

#: values tried for a scalar parameter without a given value, in this order
SMALL_SCALARS = tuple(range(17))
#: random scalar values tried after the small ones
RANDOM_SCALARS = 4
#: above this many input elements (a run takes ~35 ms per 65,536) the search is skipped: the
#: solver's loop summaries decide large integer programs faster; IEEE floats, which z3 can
#: rarely decide at any size, are searched up to MAX_FLOAT_ELEMENTS
MAX_ELEMENTS = 1 << 16
MAX_FLOAT_ELEMENTS = 1 << 20


#: the cost of one run of both programs on one input, in units of one statement executed
#: (``search``'s ``work``), besides the statements and input elements themselves: measured
#: over RFC 0077's examples, ~1 ms of set-up per run against ~5 us per statement
RUN_COST = 200


def search(src: ir.PrimFunc, tgt: ir.PrimFunc, layouts: dict, scalars: dict, deadline: float,
           work: int | None = None):
    """A refuted ``CheckResult`` (confirmed by the interpreter), or None. ``work`` bounds the
    search deterministically: the runs it makes, each counted as ``RUN_COST`` plus the
    statements the programs may execute plus the input elements (``run_cost``); the inputs
    are tried in a fixed order, so which ones run, and the answer, is the same at any machine
    load. ``deadline`` (wall time) is only the outer bound."""
    if layouts and any(not isinstance(d, ir.IntImm) for f in (src, tgt)
                       for b in f.buffers.values() for d in b.shape):
        return None                       # replay relates layouts of static shapes only
    assignments = list(_scalar_rounds(src, scalars))
    pins = any(isinstance(n, ir.Assume) for n in walk(src.body))   # once, not per input
    statements = max(most_statements(src.body), most_statements(tgt.body))
    spent = 0
    for tier, values in itertools.product((0, 1), assignments):   # cheap inputs first
        for inputs in _candidates(src, values, tier):
            if clock.now() > deadline:
                return None
            if inputs is None:
                break                     # shapes unknown or too large for these values
            if work is not None:
                # a pinned copy of the inputs (``_try``) is a second run: counted up front
                spent += run_cost(statements, inputs) * (2 if pins else 1)
                if spent > work:
                    return None
            found = _try(src, tgt, layouts, inputs, values, pins)
            if found is not None:
                cex, where = found
                result = CheckResult("refuted", f"{where} (found by running special inputs)",
                                     counterexample=cex)
                result.confirmed = True
                return result
    return None


def run_cost(statements: int, inputs: dict) -> int:
    """The work units of one run of both programs (``search``'s ``work``): ``RUN_COST``, the
    statements they may execute (``most_statements``: constant extents only) and the input
    elements (sizes that scalars set)."""
    return RUN_COST + statements + sum(int(np.size(a)) for a in inputs.values())


def _try(src, tgt, layouts: dict, inputs: dict, scalars: dict, pins: bool = True):
    """``(counterexample, description)`` if the interpreter shows a failure on ``inputs`` (or on
    them with the elements ``src``'s assumes pin set, when it has assumes: ``pins``), else
    None."""
    from verirw.verify.replay import witness
    tries = [inputs]
    if pins:
        try:
            pinned = satisfy_assumes(src, {**inputs, **scalars})
            pinned = {k: v for k, v in pinned.items() if k in inputs}
            if not all(np.array_equal(pinned[k], inputs[k], equal_nan=True) for k in inputs):
                tries.append(pinned)
        except (VerirwError, ValueError, KeyError, TypeError, ZeroDivisionError):
            pass
    for arrays in tries:
        cex = {"inputs": arrays, "scalars": dict(scalars)}
        try:
            where = witness(src, tgt, cex, layouts)
        except VerirwError:
            continue                      # e.g. after is malformed: left to the solver's report
        if where is not None:
            cex["location"] = where
            return cex, where
    return None


def _scalar_rounds(src: ir.PrimFunc, given: dict):
    """Assignments of every scalar parameter: the given values stay fixed; the others take
    small values together first, then small values in random combinations, then random ones."""
    params = [p for p in src.scalar_params if p.name not in given]
    free = [p.name for p in params]
    if not free:
        yield dict(given)
        return
    rng = np.random.default_rng(0)
    seen = set()

    def emit(values):
        key = tuple(values)
        if key not in seen:
            seen.add(key)
            return {**given, **{p.name: _typed(v, p.dtype) for p, v in zip(params, values)}}
        return None

    combos = [[v] * len(free) for v in SMALL_SCALARS]
    if len(free) > 1:
        combos += [list(c) for c in itertools.islice(
            (rng.choice(SMALL_SCALARS, len(free)) for _ in itertools.count()), 32)]
    combos += [list(rng.integers(17, 65, len(free))) for _ in range(RANDOM_SCALARS)]
    for values in combos:
        out = emit([int(v) for v in values])
        if out is not None:
            yield out


def _typed(value: int, dtype):
    """A small integer as a value of a scalar parameter's dtype."""
    if dtype.is_float:
        return float(value)
    if dtype.is_bool:
        return bool(value % 2)
    return value


def _candidates(src: ir.PrimFunc, scalars: dict, tier: int):
    """Input arrays for ``src`` under ``scalars``: uniform fills and small random arrays
    (tier 0), then values that break algebra on machine numbers (tier 1); None (once) when
    the shapes cannot be evaluated or hold too many elements."""
    try:
        shapes = {b.name: (shape_of(b, scalars), b.dtype) for b in src.buffers.values()}
    except (VerirwError, ValueError, TypeError, ZeroDivisionError):
        yield None
        return
    floats = any(dt.is_float for _, dt in shapes.values())
    if any(min(s, default=1) < 0 for s, _ in shapes.values()) or \
            sum(math.prod(s) for s, _ in shapes.values()) > (
                MAX_FLOAT_ELEMENTS if floats else MAX_ELEMENTS):
        yield None
        return

    def each(fill):
        return {n: fill(shape, dt) for n, (shape, dt) in shapes.items()}

    if tier == 0:
        for value in (0.0, -0.0, 1.0):
            yield each(lambda shape, dt, value=value: np.full(shape, value).astype(dt.numpy))
        for seed in range(2):
            rng = np.random.default_rng(seed)
            yield each(lambda shape, dt, rng=rng: random_array(shape, dt.numpy, rng))
        return
    rng = np.random.default_rng(7)
    for k in range(8):
        yield each(lambda shape, dt, k=k: _special(shape, dt, rng, k))


def _special(shape: tuple, dtype, rng: np.random.Generator, k: int) -> np.ndarray:
    """Values that break algebra on machine numbers: for floats, round ``k`` mixes special
    values per element (even ``k``), one big value among ones (``k == 1``), or random
    magnitudes (other odd ``k``); for integers, extremes mixed with small values."""
    nd = dtype.numpy
    if dtype.is_bool:
        return rng.integers(0, 2, size=shape).astype(nd)
    if dtype.is_float:
        info = ml_dtypes.finfo(nd)                 # numpy's floats and bfloat16
        if k % 2 == 0:
            with np.errstate(over="ignore"):        # 1e8 is inf in float16
                pool = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, info.max,
                                 -info.max, info.smallest_subnormal, -info.smallest_subnormal,
                                 1e8, -1e8, 0.1, 3.0], dtype=np.float64).astype(nd)
            if k == 0:                     # finite values only: NaN and inf hide rounding
                pool = pool[np.isfinite(pool)]
            return rng.choice(pool, size=shape)
        if k == 1:
            out = np.ones(shape, dtype=nd)
            if out.size:
                out.reshape(-1)[0] = 1e8 if nd != np.float16 else 2048
            return out
        exponent = rng.uniform(-20, 20, size=shape)
        with np.errstate(over="ignore"):            # float16 tops out at 65504
            return (rng.choice([-1.0, 1.0], size=shape) * rng.uniform(1, 2, size=shape)
                    * np.exp2(exponent)).astype(nd)
    info = np.iinfo(nd)
    pool = np.array([info.min, info.max, -1 if info.min < 0 else 1, 0, 1, 2, info.max // 2 + 1],
                    dtype=nd)
    if k % 2 == 0:
        return rng.choice(pool, size=shape)
    return rng.integers(info.min, info.max, size=shape, dtype=nd, endpoint=True)
