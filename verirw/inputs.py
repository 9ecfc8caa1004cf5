"""Inputs for running a PrimFunc: one array per parameter buffer, seeded (``random_inputs``),
made to satisfy the program's assumes about padding (``satisfy_assumes``, ``inputs_for``), and
values for its scalar parameters (``default_scalars``).

The library needs them (``check``'s concrete search, ``verirw run``, the walkthroughs), the
test tools too; ``verirw.testing.inputs`` re-exports them for users of the testing tools.
"""

from __future__ import annotations

import numpy as np

from verirw import ir
from verirw.errors import ArgumentError
from verirw.visit import walk


def shape_of(buf: ir.Buffer, scalars: dict[str, int]) -> tuple[int, ...]:
    """A buffer's concrete shape, given values for the scalar parameters it mentions; for a
    strided/offset buffer, the 1-d shape of its backing storage (what ``run`` takes)."""
    from verirw.interp import evaluate
    env = {}
    from verirw.visit import free_vars
    if not buf.is_dense:
        if any(free_vars(e) for e in ir.layout_exprs(buf)):
            raise ArgumentError(f"buffer {buf.name} has symbolic strides or elem_offset; its "
                                "backing storage has no size here")
        shape = shape_of(ir.Buffer(buf.name, buf.shape, buf.dtype, buf.data), scalars)
        sized = ir.Buffer(buf.name, tuple(ir.IntImm(n, ir.INT64) for n in shape), buf.dtype,
                          buf.data, (), buf.scope, buf.strides, buf.elem_offset)
        return (ir.static_span(sized),)
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


def inputs_for(func: ir.PrimFunc, seed: int = 0, scalars: dict[str, int] | None = None
               ) -> dict[str, object]:
    """``random_inputs`` made to satisfy ``func``'s assumes about padding (``satisfy_assumes``):
    inputs on which a generated program (``prim_funcs(padding_assumes=True)``) runs, where
    plain random arrays would violate its assumes and make every run raise."""
    return satisfy_assumes(func, random_inputs(func, seed, scalars))


def satisfy_assumes(func: ir.PrimFunc, inputs: dict[str, object]) -> dict[str, object]:
    """``inputs`` with the elements that ``func``'s leading assumes pin down set to the pinned
    value: for ``T.assume(P or X[idx] == v)`` (under loops and load-free guards) where ``P``
    is false, ``X[idx] = v``. That is the form transform_layout gives facts about padding;
    without it random inputs would violate them and a differential run would test nothing.
    ``X[idx] == T.undef()`` pins nothing. Other assumes are left to the caller (a run that
    violates them raises)."""
    from verirw.interp import evaluate
    out = {k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in inputs.items()}
    scalars = {p: out[p.name] for p in func.scalar_params if p.name in out}
    memo: dict[tuple, object] = {}

    def once(fn, node):
        """``fn(node)`` computed once per node: loop bodies are visited every iteration, and
        walking them again for each element cost as much as running the program."""
        key = (fn, id(node))
        if key not in memo:
            memo[key] = fn(node)
        return memo[key]

    def visit(s: ir.Stmt, env: dict) -> bool:
        """False at the first statement that is not an assume nest (the end of the prologue)."""
        if isinstance(s, ir.SeqStmt):
            return all(visit(x, env) for x in s.stmts)
        if isinstance(s, (ir.Block, ir.DeclBuffer)):
            return visit(s.body, env)
        if isinstance(s, ir.For) and not once(_has_store, s):
            lo, n = int(evaluate(s.min, env)), int(evaluate(s.extent, env))
            for i in range(lo, lo + n):
                visit(s.body, {**env, s.loop_var: i})
            return True
        if (isinstance(s, ir.IfThenElse) and not once(_has_store, s)
                and not once(_loads, s.condition)):
            branch = s.then_case if evaluate(s.condition, env) else s.else_case
            if branch is not None:
                visit(branch, env)
            return True
        if isinstance(s, ir.Assume):
            _pin(once(_pin_plan, s.condition), env)
            return True
        return False

    def _pin(plan, env: dict) -> None:
        if plan is None:
            return
        (load, value), rest = plan
        if any(bool(evaluate(d, env)) for d in rest):
            return
        arr = out.get(load.buffer.name)
        if isinstance(arr, np.ndarray):
            idx = tuple(int(evaluate(i, env)) for i in load.indices)
            arr[idx] = evaluate(value, env)

    visit(func.body, dict(scalars))
    _pin_read_only(func, out, scalars, memo)
    return out


def _pin_read_only(func: ir.PrimFunc, out: dict, scalars: dict, memo: dict) -> None:
    """Pins from assumes anywhere in the body (inside loops and branches, before lets), for
    parameter buffers the program never writes: their values are the same at every program
    point, so pinning them up front satisfies the assume wherever it stands. Branches whose
    condition reads memory are both visited (pinning more than needed is harmless); a pin
    whose index or value cannot be evaluated (it reads a let bound to a load) is skipped."""
    from verirw.interp import evaluate
    written = {id(n.buffer.data) for n in walk(func.body) if isinstance(n, ir.BufferStore)}
    read_only = {buf.name for _, buf in func.buffer_map if id(buf.data) not in written}
    if not read_only:
        return

    def visit(s, env: dict) -> None:
        key = (_has_assume, id(s))
        if key not in memo:
            memo[key] = _has_assume(s)
        if not memo[key]:               # nothing to pin below: do not walk loop iterations
            return
        if isinstance(s, ir.SeqStmt):
            for x in s.stmts:
                visit(x, env)
        elif isinstance(s, (ir.Block, ir.DeclBuffer, ir.Allocate)):
            visit(s.body, env)
        elif isinstance(s, ir.For):
            lo, n = _try(evaluate, s.min, env), _try(evaluate, s.extent, env)
            if lo is not None and n is not None:
                for i in range(int(lo), int(lo) + min(int(n), 64)):
                    visit(s.body, {**env, s.loop_var: i})
        elif isinstance(s, ir.IfThenElse):
            taken = None if _loads(s.condition) else _try(evaluate, s.condition, env)
            if taken is None or taken:
                visit(s.then_case, env)
            if s.else_case is not None and (taken is None or not taken):
                visit(s.else_case, env)
        elif isinstance(s, ir.LetStmt):
            value = None if _loads(s.value) else _try(evaluate, s.value, env)
            visit(s.body, env if value is None else {**env, s.var: value})
        elif isinstance(s, ir.Assume):
            key = (_pin_plan, id(s.condition))
            if key not in memo:
                memo[key] = _pin_plan(s.condition)
            plan = memo[key]
            if plan is None or plan[0][0].buffer.name not in read_only:
                return
            (load, value), rest = plan
            if any(_try(evaluate, d, env) for d in rest):       # holds already (None: pin)
                return
            idx = [_try(evaluate, i, env) for i in load.indices]
            v = _try(evaluate, value, env)
            arr = out.get(load.buffer.name)
            if None in idx or v is None or not isinstance(arr, np.ndarray):
                return
            if all(0 <= k < n for k, n in zip(idx, arr.shape)):
                arr[tuple(int(k) for k in idx)] = v

    visit(func.body, dict(scalars))


def _try(fn, *args):
    """``fn(*args)``, or None when it raises (a variable without a value, a failing op)."""
    try:
        return fn(*args)
    except Exception:       # noqa: BLE001 - any failure means "cannot tell here"
        return None


def default_scalars(func: ir.PrimFunc, seed: int = 0) -> dict[str, int]:
    """Values for ``func``'s scalar parameters when the caller gives none: a small positive
    size for a parameter that shapes a buffer, else one of its dtype's extremes (and 0, 1, -1)
    chosen by ``seed`` — where wrap-around bugs live."""
    from verirw.visit import free_vars
    in_shapes = {id(v) for _, buf in func.buffer_map for d in buf.shape for v in free_vars(d)}
    out = {}
    for k, p in enumerate(func.scalar_params):
        if id(p) in in_shapes or not p.dtype.is_int:
            out[p.name] = 1 + (seed + k) % 4
            continue
        d = p.dtype
        choices = [d.max_value, d.min_value, 0, 1, d.max_value - 1, d.min_value + 1]
        if d.is_signed:
            choices.append(-1)
        out[p.name] = choices[(seed + k) % len(choices)]
    return out


def _pin_plan(cond: ir.Expr):
    """``((load, value), rest)`` when ``cond`` is ``rest[0] or ... or load == value`` with
    exactly one pinning disjunct and load-free others; None when it pins nothing."""
    disjuncts = _disjuncts(cond)
    pins = [p for p in map(_pinning, disjuncts) if p is not None]
    rest = [d for d in disjuncts if _pinning(d) is None]
    if len(pins) != 1 or any(_loads(d) for d in rest):
        return None
    return pins[0], rest


def _disjuncts(e: ir.Expr) -> list[ir.Expr]:
    if isinstance(e, ir.Or):
        return _disjuncts(e.a) + _disjuncts(e.b)
    return [e]


def _pinning(e: ir.Expr):
    """``(load, value)`` for ``X[idx] == value`` with a load-free, defined value."""
    if not isinstance(e, ir.EQ):
        return None
    for load, value in ((e.a, e.b), (e.b, e.a)):
        if isinstance(load, ir.BufferLoad) and not _loads(value) and \
                not any(isinstance(n, ir.Undef) for n in walk(value)) and \
                not any(_loads(i) for i in load.indices):
            return load, value
    return None


def _loads(e) -> bool:
    return any(isinstance(n, ir.BufferLoad) for n in walk(e))


def _has_assume(s) -> bool:
    return any(isinstance(n, ir.Assume) for n in walk(s))


def _has_store(s) -> bool:
    return any(isinstance(n, ir.BufferStore) for n in walk(s))
