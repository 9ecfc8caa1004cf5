"""A vectorised numpy evaluator of IR expressions: the independent reference for compute
definitions ("a direct numpy evaluation"), compared against the interpreter's run of the
lowered program.

    i, j = np.indices((4, 5))
    out = evaluate_array(A[i_var, j_var] * 2, {i_var: i, j_var: j}, {A: a})

It follows the semantics contract exactly as ``verirw.interp`` implements it (the ground
truth), at every point of a broadcast grid at once:

* **Index expressions** (integer, reading no memory) are mathematical integers, computed in
  int64 whatever their dtype (uint64 in uint64, whose values do not fit int64): the
  interpreter does not wrap them, so wrapping here would disagree on e.g.
  ``i * 65536 * 65536 // 65536``. (int64 overflow is not checked; index values that large are
  not meaningful.) A narrowing cast truncates. Every variable in ``env`` is an index variable.
* **Value expressions** (reading a buffer, or any float) compute in their dtype's numpy
  type: integers wrap at their width, an index operand is wrapped to the dtype first, and
  floats round at their dtype after every operation (one numpy op is the IEEE op).
* The result is converted to the expression's dtype; an index result wraps, as storing it
  into a buffer of that dtype would.
* Only the lanes that would be evaluated are evaluated: ``Select`` evaluates each branch on
  the lanes that choose it, ``And``/``Or`` their right operand on the lanes that need it. So a
  guarded out-of-bounds load or division is fine; an unguarded one raises
  ``EvaluationError`` naming the buffer, the index and the grid point.

Implementation: every env value is broadcast to the grid and flattened; each node is
evaluated on an array of lane numbers (a subset of the flat grid) and returns a 1-d array
with one entry per lane. ``T.undef()`` is an error (a compute definition never has one).
"""

from __future__ import annotations

import numpy as np

from verirw import ir, ops
from verirw.dtypes import DType
from verirw.errors import VerirwError
from verirw.semantics import is_value_expr

__all__ = ["EvaluationError", "evaluate_array"]


class EvaluationError(VerirwError):
    """The expression has no defined value at some grid point (out-of-bounds load, division
    by zero or ``MIN // -1``, float -> int cast out of range), or cannot be evaluated with
    these inputs."""


def evaluate_array(expr: ir.Expr, env: dict, arrays: dict) -> np.ndarray:
    """Value of ``expr`` at every point of the grid ``env`` spans, as an array of its dtype.

    ``env`` maps ``ir.Var`` (by identity) to arrays that broadcast together, or scalars;
    ``arrays`` maps ``ir.Buffer`` to arrays of the buffer's dtype and shape.
    """
    ev = _Evaluator(env, arrays)
    with np.errstate(all="ignore"):
        flat = ev.eval(expr, np.arange(ev.size))
    return _to_dtype(flat, expr.dtype).reshape(ev.shape)


def _index_numpy(d: DType) -> np.dtype:
    """How index integers of ``d`` are held: int64, except uint64 (whose values do not fit it:
    uint64, exact wherever the contract defines them, as its arithmetic is exact or poison)."""
    return np.dtype(np.uint64 if d.is_int and not d.is_signed and d.bits == 64 else np.int64)


def _to_dtype(values: np.ndarray, dtype: DType) -> np.ndarray:
    """``values`` in ``dtype``'s numpy type (int64 index values wrap, like a store)."""
    if dtype.is_bool:
        return values != 0
    return values.astype(dtype.numpy, copy=False)


# ----------------------------------------------------------------------------- operations

# the meanings are verirw.ops' np_int / np_float (interp's, elementwise)


def _sqrt(x: np.ndarray) -> np.ndarray:
    """interp's ``_rt_sqrt``: NaN below zero (-0.0 keeps its sign), else the double sqrt
    rounded to the dtype (an innocuous double rounding)."""
    root = np.where(x < 0, np.float64(np.nan), np.sqrt(x.astype(np.float64)))
    return root.astype(x.dtype)


#: the exact float roundings, elementwise in the argument's dtype (a tie to even for round)
_EXACT_MATH = {"floor": np.floor, "ceil": np.ceil, "trunc": np.trunc, "round": np.rint,
               "nearbyint": np.rint}


# ----------------------------------------------------------------------------- evaluator

class _Evaluator:
    """Holds the flattened grid; ``eval(e, lanes)`` gives ``e`` on those lanes."""

    def __init__(self, env: dict, arrays: dict):
        for var in env:
            if not isinstance(var, ir.Var):
                raise EvaluationError(f"env keys must be ir.Var, got {var!r}")
        values = {var: self._env_value(var, value) for var, value in env.items()}
        try:
            self.shape = np.broadcast_shapes(*(v.shape for v in values.values()))
        except ValueError:
            shapes = ", ".join(f"{v.name}: {values[v].shape}" for v in values)
            raise EvaluationError(f"env values do not broadcast together ({shapes})") from None
        self.size = int(np.prod(self.shape, dtype=np.int64))
        self.env = {id(v): (v, np.broadcast_to(x, self.shape).reshape(-1))
                    for v, x in values.items()}
        self.arrays = {id(b): (b, a) for b, a in arrays.items()}
        self.value_memo: dict[int, bool] = {}

    @staticmethod
    def _env_value(var: ir.Var, value) -> np.ndarray:
        """An env entry as an array: int64 for integers (index variables are mathematical),
        the exact dtype for floats (they must be representable, as interp requires)."""
        arr = np.asarray(value)
        d = var.dtype
        if d.is_float:
            if not (np.issubdtype(arr.dtype, np.number)):
                raise EvaluationError(f"env {var.name}: expected {d} numbers, got {arr.dtype}")
            out = arr.astype(d.numpy)
            if not np.all((out == arr) | (np.isnan(out) & np.isnan(arr))):
                raise EvaluationError(f"env {var.name}: values not exactly representable as {d}")
            return out
        if not (np.issubdtype(arr.dtype, np.integer) or arr.dtype == np.bool_):
            raise EvaluationError(f"env {var.name}: expected {d} integers, got {arr.dtype}")
        return arr.astype(np.bool_ if d.is_bool else _index_numpy(d))

    # -- helpers -----------------------------------------------------------------------

    def is_value(self, e: ir.Expr) -> bool:
        key = id(e)
        if key not in self.value_memo:
            self.value_memo[key] = is_value_expr(e)
        return self.value_memo[key]

    def repr_dtype(self, e: ir.Expr) -> np.dtype:
        """How ``e``'s lanes are held: int64 for index integers, else the dtype's type."""
        d = e.dtype
        if d.is_bool:
            return np.dtype(np.bool_)
        if d.is_int and not self.is_value(e):
            return _index_numpy(d)
        return d.numpy

    def as_type(self, e: ir.Expr, lanes, np_dtype) -> np.ndarray:
        """``e`` converted (ints wrap) — interp's ``operand`` for value arithmetic."""
        return self.eval(e, lanes).astype(np_dtype, copy=False)

    def where(self, lanes: np.ndarray, bad: np.ndarray) -> str:
        """The first failing grid point, for messages."""
        lane = int(lanes[np.flatnonzero(bad)[0]])
        point = tuple(int(k) for k in np.unravel_index(lane, self.shape)) if self.shape else ()
        names = ", ".join(f"{v.name}={x[lane]}" for v, x in self.env.values())
        return f" at grid point {point}" + (f" ({names})" if names else "")

    @staticmethod
    def text(e: ir.Expr) -> str:
        from verirw.printer import format_expr
        return format_expr(e)

    # -- dispatch ----------------------------------------------------------------------

    def eval(self, e: ir.Expr, lanes: np.ndarray) -> np.ndarray:
        handler = _FAMILIES.get(ops.family(e)) or _HANDLERS.get(type(e))
        if handler is None:
            raise EvaluationError(f"cannot evaluate {type(e).__name__} nodes: {e!r}")
        return handler(self, e, lanes)

    def int_imm(self, e: ir.IntImm, lanes):
        return np.full(len(lanes), e.value, dtype=self.repr_dtype(e))

    def float_imm(self, e: ir.FloatImm, lanes):
        return np.full(len(lanes), e.value, dtype=e.dtype.numpy)

    def var(self, e: ir.Var, lanes):
        entry = self.env.get(id(e))
        if entry is None:
            raise EvaluationError(f"no value for variable {e.name} in env")
        return entry[1][lanes]

    def binary(self, e: ir.BinaryOp, lanes):
        d = e.dtype
        op = ops.BY_CLASS[type(e)]
        if d.is_float:
            if op.np_float is None:
                raise ops.unsupported("numpy_eval", e, f"no float meaning on {d}")
            return op.np_float(self.eval(e.a, lanes), self.eval(e.b, lanes))
        work = np.int64 if d.is_bool else self.repr_dtype(e)
        a, b = self.as_type(e.a, lanes, work), self.as_type(e.b, lanes, work)
        for partial in op.partials_for(d):     # a zero divisor, MIN // -1, a shift amount
            bad = partial.undefined_lanes(a, b, bits=d.bits)
            if np.any(bad):
                raise EvaluationError(f"{partial.message} in {self.text(e)}"
                                      f"{self.where(lanes, bad)}")
        if op.np_int is None:
            raise ops.unsupported("numpy_eval", e, f"no integer meaning on {d}")
        out = op.np_int(a, b)
        if ops.poisons(op, d):
            bad = _overflow_lanes(op, a, b, out, d)
            if np.any(bad):
                raise EvaluationError(f"an {d} overflow (poison: docs/semantics.md) in "
                                      f"{self.text(e)}{self.where(lanes, bad)}")
        return out != 0 if d.is_bool else out

    def compare(self, e: ir.CmpOp, lanes):
        d = e.a.dtype
        if d.is_int and self.is_value(e):   # both sides wrapped to the operand dtype
            a, b = self.as_type(e.a, lanes, d.numpy), self.as_type(e.b, lanes, d.numpy)
        else:
            a, b = self.eval(e.a, lanes), self.eval(e.b, lanes)
        op = ops.BY_CLASS[type(e)]
        return op.np_float(a, b) if d.is_float else op.np_int(a, b)

    def short_circuit(self, e, lanes):
        """``a and b`` / ``a or b``: ``b`` only on the lanes where ``a`` does not decide."""
        a = self.as_type(e.a, lanes, np.bool_)
        undecided = a if isinstance(e, ir.And) else ~a
        out = a.copy()
        out[undecided] = self.as_type(e.b, lanes[undecided], np.bool_)
        return out

    def logical_not(self, e: ir.Not, lanes):
        return ~self.as_type(e.a, lanes, np.bool_)

    def select(self, e: ir.Select, lanes):
        """Each branch only on the lanes that choose it (a guard may protect a load)."""
        cond = self.as_type(e.cond, lanes, np.bool_)
        out = np.empty(len(lanes), dtype=self.repr_dtype(e))
        out[cond] = self.as_type(e.true_value, lanes[cond], out.dtype)
        out[~cond] = self.as_type(e.false_value, lanes[~cond], out.dtype)
        return out

    def cast(self, e: ir.Cast, lanes):
        t, s = e.dtype, e.value.dtype
        if t == s:
            return self.eval(e.value, lanes)
        if t.is_bool:
            return self.eval(e.value, lanes) != 0
        if t.is_int and s.is_float:
            return self.float_to_int(e, lanes)
        if t.is_int:   # a widening index cast is the identity; value and narrowing casts wrap
            x = self.eval(e.value, lanes)
            if not (t.min_value <= s.min_value and s.max_value <= t.max_value):
                x = x.astype(t.numpy)
            return x.astype(self.repr_dtype(e), copy=False)
        if s.is_int:   # interp wraps an index operand to its dtype first
            x = self.as_type(e.value, lanes, s.numpy)
            # numpy's C cast is correctly rounded, as interp's float32(int) / float32(int64)
            return x.astype(t.numpy)
        return self.as_type(e.value, lanes, t.numpy)

    def float_to_int(self, e: ir.Cast, lanes):
        """Truncation toward zero; NaN, inf or out of range is an error (interp ``_f2i``)."""
        t = e.dtype
        raw = self.eval(e.value, lanes)
        x = np.trunc(raw.astype(np.float64))
        bad = ~((x >= float(t.min_value)) & (x < float(t.max_value + 1)))   # exact bounds
        if np.any(bad):
            value = float(raw[np.flatnonzero(bad)[0]])
            raise EvaluationError(f"cast of {value!r} to {t} is out of range in {self.text(e)}"
                                  f"{self.where(lanes, bad)}")
        return x.astype(t.numpy)

    def load(self, e: ir.BufferLoad, lanes):
        buf = e.buffer
        entry = self.arrays.get(id(buf))
        if entry is None:
            raise EvaluationError(f"the expression loads from {buf.name}, which is not in arrays")
        arr = _checked_array(buf, entry[1])
        if len(e.indices) != arr.ndim:
            raise EvaluationError(f"buffer {buf.name} has {arr.ndim} dimension(s) but is accessed "
                                  f"with {len(e.indices)} index(es)")
        idx = tuple(self.as_type(i, lanes, np.int64) for i in e.indices)
        bad = np.zeros(len(lanes), dtype=bool)
        for i, n in zip(idx, arr.shape):
            bad |= (i < 0) | (i >= n)
        if np.any(bad):
            k = np.flatnonzero(bad)[0]
            text = ", ".join(str(int(i[k])) for i in idx)
            raise EvaluationError(f"out-of-bounds access {buf.name}[{text}] (shape {arr.shape})"
                                  f"{self.where(lanes, bad)}")
        return arr[idx]

    def call(self, e: ir.Call, lanes):
        if ir.BUILTINS.get(e.op) != len(e.args):
            raise EvaluationError(f"unknown builtin T.{e.op} with {len(e.args)} argument(s)")
        (arg,) = e.args
        d = arg.dtype
        if e.op == ir.REINTERPRET:             # the value marker: the argument, wrapped
            return self.as_type(arg, lanes, self.repr_dtype(e))
        if e.op == "sqrt":
            if not d.is_float:
                raise EvaluationError(f"T.sqrt needs a float argument, got {d}")
            return _sqrt(self.eval(arg, lanes))
        if e.op in ir.EXACT_MATH and d.is_float:   # exact roundings (interp's _MATH_FNS)
            return _EXACT_MATH[e.op](self.eval(arg, lanes))
        if e.op in ir.BITCOUNT and d.is_int and not d.is_bool:
            x = self.eval(arg, lanes)
            if ops.clz_poisons(e) and np.any(bad := (x.astype(d.numpy, copy=False) == 0)):
                raise EvaluationError(f"T.clz of 0 (poison: docs/semantics.md) in "
                                      f"{self.text(e)}{self.where(lanes, bad)}")
            return ops.bit_count_np(e.op, x, d.bits).astype(self.repr_dtype(e), copy=False)
        if e.op != "abs":
            raise EvaluationError(f"T.{e.op} is not evaluated by numpy_eval (only the exact "
                                  f"roundings {', '.join(ir.EXACT_MATH)}, sqrt, abs, clz and "
                                  f"popcount)")
        if d.is_bool:
            return self.eval(arg, lanes)
        # value ints: abs of the wrapped operand, wrapping again (abs(MIN) == MIN)
        x = self.as_type(arg, lanes, self.repr_dtype(e))
        if ops.abs_poisons(e):
            bad = x == d.min_value
            if np.any(bad):
                raise EvaluationError(f"an {d} overflow (poison: docs/semantics.md) in "
                                      f"{self.text(e)}{self.where(lanes, bad)}")
        return np.abs(x)

    def undef(self, e: ir.Undef, lanes):
        raise EvaluationError("T.undef() has no value; a compute definition cannot contain it")


def _checked_array(buf: ir.Buffer, arr) -> np.ndarray:
    """The array for ``buf``: its dtype, and its shape where the shape is constant."""
    if not isinstance(arr, np.ndarray) or arr.dtype != buf.dtype.numpy:
        got = arr.dtype if isinstance(arr, np.ndarray) else type(arr).__name__
        raise EvaluationError(f"buffer {buf.name}: expected a {buf.dtype} array, got {got}")
    if arr.ndim != len(buf.shape) or any(
            isinstance(dim, ir.IntImm) and dim.value != n for dim, n in zip(buf.shape, arr.shape)):
        raise EvaluationError(f"buffer {buf.name}: array shape {arr.shape} does not match the "
                              f"buffer's shape")
    return arr


#: operations are evaluated by family (their meaning is the verirw.ops entry's)
_FAMILIES = {ops.ARITH: _Evaluator.binary, ops.CMP: _Evaluator.compare}
_HANDLERS = {
    ir.IntImm: _Evaluator.int_imm, ir.FloatImm: _Evaluator.float_imm, ir.Var: _Evaluator.var,
    ir.And: _Evaluator.short_circuit, ir.Or: _Evaluator.short_circuit,
    ir.Not: _Evaluator.logical_not, ir.Select: _Evaluator.select, ir.Cast: _Evaluator.cast,
    ir.BufferLoad: _Evaluator.load, ir.Call: _Evaluator.call, ir.Undef: _Evaluator.undef,
}


def _overflow_lanes(op: ops.Op, a: np.ndarray, b: np.ndarray, out: np.ndarray, d) -> np.ndarray:
    """The lanes where ``a op b`` leaves ``d``'s range (``ops.poisons``). Operands narrower
    than 64 bits are exact in int64; 64-bit ones are recomputed on Python ints where numpy's
    wrapping result may differ from the exact one."""
    if a.dtype.itemsize * 8 > d.bits or (out.dtype.itemsize * 8 > d.bits):
        wide = out.astype(np.int64)
        return (wide < d.min_value) | (wide > d.max_value)
    exact = np.frompyfunc(op.py, 2, 1)(a.astype(object), b.astype(object))
    return np.array([not d.min_value <= int(v) <= d.max_value for v in np.ravel(exact)],
                    dtype=bool).reshape(np.shape(exact))
