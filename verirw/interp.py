"""The reference interpreter: runs a PrimFunc on numpy arrays with the exact semantics contract.

``run(func, A=a, B=b)`` returns the final parameter arrays, which of their elements the
program defines, and how many statements it executed. ``evaluate(expr, env, arrays)`` gives
the value of one standalone expression (tests compare it with the z3 encoding).

How it runs. Each PrimFunc is compiled once into the source of one Python function — nested
``for ... in range(...)`` loops, locals for loop variables, a flat Python list per storage,
index arithmetic and bounds checks inlined — and ``exec``-ed; the compiled object is cached
per PrimFunc object. Bounds checks that interval reasoning proves redundant (a loop
``range(4)`` indexing a dimension of 4) are left out, as are definedness states for storages
that can never hold an uninitialised or undefined element. ``generated_source(func)`` shows
the code, so a surprising result can be read rather than guessed.

Semantics (verirw.semantics and DESIGN.md "Semantics contract"):

* Index expressions (no memory read) are mathematical Python ints; ``//``/``%`` are floor
  division/modulo, ``truncdiv``/``truncmod`` round toward zero; an integer cast inside one
  does not wrap. Value expressions wrap to their dtype after every operation; an index operand
  is wrapped when combined with a value. (Integer Add/Sub/Mul chains wrap once at the end:
  two's-complement wrapping is a ring homomorphism, so the result is the same.) Storing an int
  wraps it to the buffer's dtype. Integer division by zero is ``division_by_zero``;
  ``MIN // -1`` (and ``%``, floor or trunc) of a signed dtype, in either domain, is
  ``division_overflow`` (``ops.DIVISION_OVERFLOW``).
* Floats are numpy scalars of the exact dtype (``np.float16/32/64``). One numpy scalar
  operation is the IEEE operation correctly rounded to the dtype — the same value as
  computing in double and rounding, measured ~1.8x faster than double + ``struct`` rounding
  — and overflow gives inf, division by zero inf/nan. Float ``//``/``%`` are
  ``floor(a / b)`` of the rounded quotient and ``a - b * floor(a / b)`` with every step rounded
  (TVM's lowering; see verirw.semantics); ``TruncDiv`` is IEEE division; ``TruncMod`` is C ``fmod``.
  ``Min(a, b)`` is ``a if a < b else b`` and ``Max(a, b)`` is ``a if a > b else b`` (TVM's
  ``select``: ``b`` on a tie or a NaN).
  int64 -> float32 casts are correctly rounded (numpy's C cast, not via double).
  float -> int casts truncate toward zero; NaN or out of range is ``cast_out_of_range``.
* ``T.if_then_else`` evaluates only the chosen branch; ``T.Select`` (``Select.eager``) evaluates
  both, as TVM's code does, its value the chosen one's; ``And``/``Or`` short-circuit.
* Every loop kind (serial, parallel, vectorized, unroll) runs serially, in order. A parallel
  loop must be race-free for that to be its meaning; the interpreter does not check it.
* Storage belongs to a buffer's ``data`` var: parameters bring theirs (every element
  initialised and defined), ``Allocate`` makes fresh uninitialised storage, ``DeclBuffer``
  makes a view of existing storage, at ``ir.flat_offset`` (row-major, or by its strides and
  elem_offset; a strided parameter's argument is its 1-d backing storage, and accesses
  through strided views take the general checked path). Every index must lie in
  ``[0, shape[k])`` of the accessed buffer, and a view's element must lie inside its storage; axis separators do not
  change logical addressing.
* A store evaluates its indices (left to right), then its value.

``T.undef()`` and definedness. Each storage element is uninitialised, defined or undefined.

1. A store whose value statically contains ``T.undef()`` does not change the element (its
   value is not evaluated); its indices are evaluated and bounds-checked, and the element
   becomes undefined (undef-permitted).
2. ``x == T.undef()`` (either side) evaluates ``x`` for its errors and is True, untainted:
   this is what makes ``T.assume(i < 14 or A[i] == T.undef())`` hold.
3. Any other ``T.undef()`` yields 0 of its dtype and *taints* the statement's computation;
   so does reading an undefined element. A store of a tainted value makes the element
   undefined; an untainted store makes it defined. Reading an uninitialised element is
   ``uninitialized_read``.
4. A tainted index is ``undef_in_index``; a tainted ``if`` condition, loop bound or assume
   condition is ``undef_in_condition`` (an assume about an arbitrary value can be neither
   relied on nor refuted). ``Select`` conditions only taint the result.

Taint is tracked per statement, not per value: any tainted read while computing a stored value
taints it, even when the result cannot depend on it. Known conservative cases: ``x - x`` with
``x`` a let-bound ``T.undef()`` (always 0), ``0 * tainted`` (``0 * undef -> 0`` is a valid
rewrite), ``T.if_then_else(tainted, 1, 1)``. Conservative is the safe direction: such an
element is reported undefined (not compared), never given a wrong value.

Compile-time problems (an undeclared buffer, a variable out of scope, an unknown builtin) raise
``MalformedIRError`` before anything runs. Compiled functions are cached per PrimFunc object
(LRU of 512, holding a reference, so an ``id`` cannot be reused while cached).
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import math
import re
from collections import OrderedDict
from dataclasses import dataclass, field
from operator import index as _as_index

import ml_dtypes
import numpy as np

from verirw import bf16, ir, ops
from verirw.fma import fma
from verirw.strided import require_dense
from verirw.analysis import interval, may_fail
from verirw.dtypes import DType
from verirw.errors import (ArgumentError, ExecutionError, MalformedIRError, NotRunnable,
                           ResourceLimitError, VerirwError)
from verirw.guard import deep
from verirw.semantics import contains_undef, leaf_domain, operands

__all__ = ["RunResult", "run", "evaluate", "generated_source", "MalformedIRError"]


# ----------------------------------------------------------------------------- results


@dataclass(frozen=True)
class RunResult:
    """What a run produced: final parameter arrays, their definedness, statements executed."""

    arrays: dict[str, np.ndarray]
    #: per parameter buffer, True where the final value is defined by the program
    defined: dict[str, np.ndarray]
    #: executed BufferStore/Assume/Evaluate/LetStmt/IfThenElse statements plus loop iterations
    steps: int
    #: per parameter buffer, True where the final value is poison: computed through a 32/64-bit
    #: overflow (undefined, and unlike a ``T.undef()`` never a permission; docs/semantics.md)
    poisoned: dict[str, np.ndarray] = field(default_factory=dict)

    def __getitem__(self, name: str) -> np.ndarray:
        return self.arrays[name]


# ----------------------------------------------------------------------------- public API


@deep
def run(func_or_module, *, function: str | None = None, **kwargs) -> RunResult:
    """Run a PrimFunc (or one function of an IRModule) on numpy arrays and Python scalars.

    Buffers are passed by ``Buffer.name``, scalar parameters by ``Var.name``. The inputs are
    copied, never mutated. Raises ``ArgumentError`` for wrong arguments and
    ``ExecutionError`` when the program has no defined behaviour on them.
    """
    func = _select_function(func_or_module, function)
    from verirw.analysis.races import require_race_free
    require_race_free(func)          # a concurrent loop runs in order only when race free
    return _compiled(func).run(kwargs)


@deep
def evaluate(expr: ir.Expr, env: dict | None = None, arrays: dict | None = None, *,
             value_vars=(), exact: bool = False):
    """Value of a standalone expression, with the interpreter's semantics.

    ``env`` maps ``Var`` objects to Python values; ``arrays`` maps buffer names to numpy arrays
    for the expression's loads. Variables are index variables (mathematical integers) unless
    listed in ``value_vars`` (stand-ins for let variables bound to buffer values, which wrap).
    ``T.undef()`` evaluates to 0, except that ``x == T.undef()`` is True. A result made
    poison by a 32/64-bit overflow (and no ``T.undef()``) raises ``ExecutionError`` of kind
    ``integer_overflow``, as ``smt.evaluate_z3`` does; ``exact=True`` reads 32/64-bit ``+ - *``
    as the integers' (index maps are mathematics: ``smt.Encoder(overflow="exact")``).
    """
    env = {} if env is None else env
    arrays = {} if arrays is None else arrays
    value_ids = frozenset(id(v) for v in value_vars)
    key = (id(expr), value_ids, exact)
    entry = _EVAL_CACHE.get(key)
    if entry is None or entry[0] is not expr:
        free, buffers = _expr_free_vars(expr), _expr_buffers(expr)
        entry = (expr, free, buffers, _compile_expr(bf16.legalize_expr(expr), free, buffers,
                                                    value_ids, exact))
        _cache_put(_EVAL_CACHE, key, entry)
    _, free, buffers, fn = entry
    env_by_id = {id(v): value for v, value in env.items()}
    missing = [v.name for v in free if id(v) not in env_by_id]
    if missing:
        raise ArgumentError(f"evaluate: no value for variable(s) {', '.join(missing)} in env")
    scal = [scalar_value(v, env_by_id[id(v)], check_range=id(v) in value_ids, where="env")
            for v in free]
    vals, shapes = [], []
    for name, bufs in buffers.items():
        arr = _eval_array(name, bufs[0], arrays, env_by_id)
        vals.append(_to_storage(arr, bufs[0].dtype))
        shapes.append(arr.shape)
    with np.errstate(all="ignore"):
        result, tainted = fn(scal, vals, shapes)
    if tainted and not contains_undef(expr):
        raise ExecutionError(ops.OVERFLOW, f"the value of {_format(expr)} is poison: a 32/64-bit "
                             "integer overflow (docs/semantics.md), or T.clz of 0")
    return _to_python(result, expr.dtype)


def generated_source(func_or_module, *, function: str | None = None) -> str:
    """The Python source the interpreter runs for a PrimFunc (for debugging)."""
    return _compiled(_select_function(func_or_module, function)).source


#: why the interpreter does not run a function in TVM's packed calling convention
_PACKED = ("the interpreter does not run TVM's packed calling convention (assert, return, "
           "T.attr, T.tvm_struct_get, ...): its argument record is outside verirw's memory "
           "model; check translates such functions (verirw.packed.lower)")


# ----------------------------------------------------------------------------- argument checks


def _select_function(func_or_module, function: str | None) -> ir.PrimFunc:
    if isinstance(func_or_module, ir.PrimFunc):
        if function is not None and function != func_or_module.name:
            raise ArgumentError(f"function={function!r} given, but the PrimFunc is named "
                                f"{func_or_module.name!r}")
        return func_or_module
    if isinstance(func_or_module, ir.IRModule):
        from verirw.inline import inline_calls       # a call means the callee's body
        func_or_module = inline_calls(func_or_module)
        names = [f.name for f in func_or_module.functions]
        if function is None:
            if len(names) == 1:
                return func_or_module.functions[0]
            if not names:
                raise ArgumentError(f"module {func_or_module.name} has no functions: there is "
                                    "nothing to run")
            raise ArgumentError(f"module {func_or_module.name} has {len(names)} functions; "
                                f"pass function= one of {', '.join(names)}")
        for f in func_or_module.functions:
            if f.name == function:
                return f
        raise ArgumentError(f"module {func_or_module.name} has no function {function!r}; "
                            f"it has {', '.join(names) or 'no functions'}")
    raise ArgumentError(f"expected a PrimFunc or IRModule, got {type(func_or_module).__name__}")


def scalar_value(var: ir.Var, value, *, check_range: bool, where: str):
    """Check and convert a scalar for ``var``: ints stay ints, floats become numpy scalars.

    Index variables of ``evaluate`` are mathematical integers (``check_range=False``);
    parameters and value variables must fit their dtype.
    """
    dtype = var.dtype
    if dtype.is_float:
        if isinstance(value, bool) or not isinstance(value, (int, float, np.integer, np.floating)):
            raise ArgumentError(f"{where} {var.name}: expected a {dtype} number, got {value!r}")
        converted = dtype.numpy.type(value)
        if not (float(converted) == float(value) or (value != value and converted != converted)):
            raise ArgumentError(f"{where} {var.name}: {value!r} is not exactly representable "
                                f"as {dtype} (nearest is {float(converted)!r})")
        return converted
    if dtype.is_bool:
        if isinstance(value, (bool, np.bool_)) or (isinstance(value, (int, np.integer))
                                                   and value in (0, 1)):
            return bool(value)
        raise ArgumentError(f"{where} {var.name}: expected a bool, got {value!r}")
    try:
        number = _as_index(value)
    except TypeError:
        raise ArgumentError(f"{where} {var.name}: expected an {dtype} integer, got "
                            f"{type(value).__name__} {value!r}") from None
    if check_range and not dtype.min_value <= number <= dtype.max_value:
        raise ArgumentError(f"{where} {var.name}: {number} is out of range for {dtype} "
                            f"[{dtype.min_value}, {dtype.max_value}]")
    return number


def check_span(buf: ir.Buffer, size: int, lift) -> None:
    """A strided or offset parameter's backing storage must hold the whole view
    (docs/semantics.md, strides and elem_offset): the contract ``check`` proves under."""
    need = ir.span(buf, lift)
    if size < need:
        raise ArgumentError(f"buffer {buf.name}: its backing storage has {size} element(s), but "
                            f"its shape, strides and elem_offset span {need}; pass an array "
                            f"of at least {need} elements")


def _check_array(name: str, arr, dtype: DType, shape: tuple[int, ...]) -> None:
    if not isinstance(arr, np.ndarray):
        raise ArgumentError(f"buffer {name}: expected a numpy array of dtype {dtype} and shape "
                            f"{shape}, got {type(arr).__name__}")
    if arr.dtype != dtype.numpy:
        raise ArgumentError(f"buffer {name}: expected dtype {dtype}, got {arr.dtype}")
    if tuple(arr.shape) != tuple(shape):
        raise ArgumentError(f"buffer {name}: expected shape {tuple(shape)}, got "
                            f"{tuple(arr.shape)}")


def _to_storage(arr: np.ndarray, dtype: DType) -> list:
    """A flat row-major copy: Python ints/bools, or numpy scalars of the dtype for floats."""
    flat = arr.ravel()
    if dtype.is_float:
        return list(flat)
    return flat.tolist()


def _to_python(value, dtype: DType):
    if dtype.is_float:
        return float(value)
    if dtype.is_bool:
        return bool(value)
    return int(value)


def _eval_array(name: str, buf: ir.Buffer, arrays: dict, env_by_id: dict) -> np.ndarray:
    """The array for a load in ``evaluate``; the buffer's shape is checked where it is known."""
    if name not in arrays:
        raise ArgumentError(f"evaluate: the expression loads from {name}, which is not in arrays")
    arr = arrays[name]
    expected = tuple(arr.shape) if isinstance(arr, np.ndarray) else ()
    if len(expected) == len(buf.shape):
        # dimensions that depend on variables missing from env take the array's extent
        expected = tuple(
            evaluate(dim, {v: env_by_id[id(v)] for v in _expr_free_vars(dim)})
            if all(id(v) in env_by_id for v in _expr_free_vars(dim)) else actual
            for dim, actual in zip(buf.shape, expected))
    else:
        expected = tuple(_format(dim) for dim in buf.shape)
    _check_array(name, arr, buf.dtype, expected)
    return arr


# ----------------------------------------------------------------------------- caches

_CACHE_SIZE = 512
_FUNC_CACHE: OrderedDict = OrderedDict()   # id(func) -> (func, _CompiledFunc)
_EVAL_CACHE: OrderedDict = OrderedDict()   # (id(expr), value var ids) -> (expr, ..., function)


def _cache_put(cache: OrderedDict, key, entry) -> None:
    """Insert with LRU eviction; entries hold their IR node, so an id is never reused."""
    cache[key] = entry
    if len(cache) > _CACHE_SIZE:
        cache.popitem(last=False)


def _compiled(func: ir.PrimFunc) -> "_CompiledFunc":
    entry = _FUNC_CACHE.get(id(func))
    if entry is not None and entry[0] is func:
        _FUNC_CACHE.move_to_end(id(func))
        return entry[1]
    compiled = _CompiledFunc(bf16.legalize(func))      # bfloat16's meaning (verirw.bf16)
    _cache_put(_FUNC_CACHE, id(func), (func, compiled))
    return compiled


# ----------------------------------------------------------------------------- runtime support
#
# Generated code calls these only off the fast path: error reporting, definedness slow paths,
# divisions by a non-constant divisor, casts and float helpers.

_UNINIT, _DEFINED, _UNDEFINED = 0, 1, 2
#: undefined through a 32/64-bit overflow (poison): as _UNDEFINED for every read, and
#: ``RunResult.poisoned`` lets a replay tell it from a permitted ``T.undef()``
_POISONED = 3


@dataclass(frozen=True, eq=False)
class _Site:
    """Where a runtime error can happen: for the message, not for the fast path."""

    loop_names: tuple[str, ...]
    buffer: ir.Buffer | None = None
    expr: ir.Expr | None = None


def _where(site: _Site, loops: tuple) -> str:
    if not site.loop_names:
        return ""
    return " at " + ", ".join(f"{n}={v}" for n, v in zip(site.loop_names, loops))


def _format(expr: ir.Expr) -> str:
    """TVMScript text of ``expr`` for messages (the printer is imported late: it is not
    needed to run programs)."""
    from verirw.printer import format_expr
    return format_expr(expr)


def _access_text(site: _Site, idx: tuple) -> str:
    return f"{site.buffer.name}[{', '.join(str(int(i)) for i in idx)}]"


@dataclass(frozen=True)
class _Layout:
    """A strided or offset view's concrete layout, passed where dense views pass their shape."""

    shape: tuple
    strides: tuple
    offset: int

    def __iter__(self):
        return iter(self.shape)


def _check_access(site: _Site, idx: tuple, shape, size: int, loops: tuple) -> int:
    """Offset of ``idx`` in the storage (row-major, or ``ir.linear_offset`` for a ``_Layout``),
    or an out_of_bounds error saying what is wrong: each index within its extent and the
    element within its storage."""
    for i, n in zip(idx, shape):
        if not 0 <= i < n:
            raise ExecutionError("out_of_bounds", f"out-of-bounds access {_access_text(site, idx)}"
                                 f" (shape {tuple(shape)}){_where(site, loops)}")
    if isinstance(shape, _Layout):
        flat = ir.linear_offset(idx, shape.strides, shape.offset)
        if not 0 <= flat < size:
            raise ExecutionError("out_of_bounds", f"out-of-bounds access {_access_text(site, idx)}"
                                 f" (shape {shape.shape}, strides {shape.strides}, elem_offset "
                                 f"{shape.offset}): element {flat} is outside the {size} "
                                 f"elements of its storage{_where(site, loops)}")
        return flat
    flat = 0
    for i, n in zip(idx, shape):
        flat = flat * n + i
    if flat >= size:
        raise ExecutionError("out_of_bounds", f"out-of-bounds access {_access_text(site, idx)}"
                             f" (shape {tuple(shape)}): element {flat} is beyond the {size} "
                             f"elements of its storage{_where(site, loops)}")
    return flat


def _rt_flat(idx, layout, size, site, loops):
    """A strided view's checked offset (strided accesses take this general path)."""
    return _check_access(site, idx, layout, size, loops)


def _rt_oob(idx, shape, size, site, loops):
    _check_access(site, idx, shape, size, loops)
    raise AssertionError("bounds check disagreed with _check_access")  # pragma: no cover


def _rt_load_slow(idx, shape, values, states, taint, site, loops):
    """A load whose inline check failed: out of bounds, uninitialised, or undefined (taints)."""
    flat = _check_access(site, idx, shape, len(values), loops)
    if states is not None:
        state = states[flat]
        if state == _UNINIT:
            raise ExecutionError("uninitialized_read", f"read of uninitialized element "
                                 f"{_access_text(site, idx)}: the buffer was allocated and this "
                                 f"element never written{_where(site, loops)}")
        if state >= _UNDEFINED and not taint[0]:
            taint[0] = True if state == _UNDEFINED else state
    return values[flat]


def _rt_load_checked(taint, saved, _reset, idx, shape, values, states, site, loops):
    """A load whose indices may be tainted: ``_reset`` cleared the flag before they ran."""
    if taint[0]:
        raise ExecutionError("undef_in_index", f"index of {site.buffer.name} depends on an "
                             f"undefined value{_where(site, loops)}")
    taint[0] = saved
    return _rt_load_slow(idx, shape, values, states, taint, site, loops)


def _rt_undef_index(site, loops):
    raise ExecutionError("undef_in_index", f"index of {site.buffer.name} depends on an "
                         f"undefined value{_where(site, loops)}")


def _rt_undef_condition(site, loops):
    raise ExecutionError("undef_in_condition", f"condition {_format(site.expr)} depends on an "
                         f"undefined value{_where(site, loops)}")


def _rt_assume_failed(site, loops):
    raise ExecutionError("assume_violated", f"assumption violated: T.assume("
                         f"{_format(site.expr)}){_where(site, loops)}")


def _rt_negative_shape(site, shape, loops):
    raise ExecutionError("out_of_bounds", f"buffer {site.buffer.name} declared with negative "
                         f"shape {tuple(shape)}{_where(site, loops)}")


@functools.cache
def _rt_checked(op: ops.Op, dtype: DType):
    """``op.py`` with its partialities checked (``op.partials_for(dtype)``, each raising the
    ExecutionError it names) for an operation of ``dtype``: one generated function whose
    tests are the partialities' conditions on ``a`` and ``b`` (``b == 0``; ``b == -1 and a ==
    -128``; ``not 0 <= b < 8``)."""
    py, partials = op.py, op.partials_for(dtype)
    if not partials:
        return py
    bits, names = dtype.bits, ("a", "b")

    def fail(partial, site, loops):
        return ExecutionError(partial.kind, f"{partial.message} in {_format(site.expr)}"
                                            f"{_where(site, loops)}")

    lines = ["def run(a, b, site, loops):"]
    for k, partial in enumerate(partials):
        if partial.width_range:     # a shift amount: defined in [0, bits)
            test = f"not 0 <= {names[partial.operand]} < {bits}"
        else:
            test = " and ".join(f"{names[i]} == {v!r}" for i, v in partial.equalities_at(bits))
        lines.append(f"    if {test}:\n        raise fail(partials[{k}], site, loops)")
    lines.append("    return py(a, b)")
    scope = {"py": py, "fail": fail, "partials": partials}
    exec("\n".join(lines), scope)
    run = scope["run"]
    run.__name__ = f"_rt_{op.name}"
    return run


def _rt_float_to_int(x, lo, hi, site, loops):
    """C-style truncation toward zero; NaN, inf and out-of-range results are errors."""
    value = float(x)
    if value == value and not math.isinf(value):
        result = int(value)
        if lo <= result <= hi:
            return result
    raise ExecutionError("cast_out_of_range", f"cast of {value!r} to {site.expr.dtype} is out of "
                         f"range in {_format(site.expr)}{_where(site, loops)}")


def _rt_sqrt(x):
    """sqrt correctly rounded in double, then rounded to the dtype (innocuous double rounding)."""
    kind = type(x)
    if x < 0:  # includes -inf; -0.0 is not < 0 and keeps its sign
        return kind(math.nan)
    return kind(math.sqrt(x))


def _rt_sigmoid(x):
    one = type(x)(1)
    return one / (one + np.exp(-x))


def _rt_rsqrt(x):
    return type(x)(1) / np.sqrt(x)


def _rt_exp10(x):
    return np.power(type(x)(10), x)


def _rt_erf(x):
    return type(x)(math.erf(float(x)))     # correctly rounded in double, then to the dtype


#: the float math intrinsics (ir.MATH), evaluated by numpy in the argument's dtype
_MATH_FNS = {
    "exp": np.exp, "exp2": np.exp2, "exp10": _rt_exp10, "expm1": np.expm1, "log": np.log,
    "log2": np.log2, "log10": np.log10, "log1p": np.log1p, "tanh": np.tanh,
    "sigmoid": _rt_sigmoid, "sin": np.sin, "cos": np.cos, "tan": np.tan, "sinh": np.sinh,
    "cosh": np.cosh, "asin": np.arcsin, "acos": np.arccos, "atan": np.arctan,
    "asinh": np.arcsinh, "acosh": np.arccosh, "atanh": np.arctanh, "erf": _rt_erf,
    "rsqrt": _rt_rsqrt, "floor": np.floor, "ceil": np.ceil, "trunc": np.trunc,
    "round": np.rint, "nearbyint": np.rint,        # a tie to even (ir.ROUND_EVEN)
}


def _rt_undef(taint, zero):
    taint[0] = True
    return zero


def _rt_bits_to_float(x, itype, ftype):
    """``T.reinterpret(float, x)`` of a 32/64-bit integer: its bits as the float (a view)."""
    return np.array(x, dtype=itype).view(ftype)[()]


def _rt_float_to_bits(taint, x, ftype, itype):
    """``T.reinterpret(int, x)`` of a 32/64-bit float: its bits as the integer (a view). The
    bits of a NaN are not specified (docs/semantics.md): poison, as an overflow's result."""
    v = np.array(x, dtype=ftype)
    if v != v and not taint[0]:
        taint[0] = _POISONED
    return int(v.view(itype)[()])


def _rt_clz_poison(taint, x, bits):
    """``T.clz(x)`` where ``x`` may be 0: poison there (LLVM ``ctlz`` with
    ``is_zero_poison``), tainting as an overflow does; its value is the width."""
    if not x & ((1 << bits) - 1) and not taint[0]:
        taint[0] = _POISONED
    return ops.bit_count(ops.CLZ, x, bits)


def _rt_overflow(taint, value, lo, hi):
    """A 32/64-bit ``+ - *`` (or ``T.abs``) whose exact result may leave ``[lo, hi]``: outside, the result
    is poison — it taints the computation as ``T.undef()`` does — and its value is the
    wrapped one, what TVM's code computes in practice."""
    if lo <= value <= hi:
        return value
    if not taint[0]:
        taint[0] = _POISONED        # truthy: a taint; a store then records the element poisoned
    return (value - lo) % (hi - lo + 1) + lo


def _final_array(values: list, dtype: DType) -> np.ndarray:
    """A storage's values as an array of ``dtype``. A poisoned element's value is arbitrary:
    arithmetic after the overflow (unchecked where the intervals of defined values decide) may
    take it past the dtype, so integers are wrapped where numpy cannot hold them."""
    try:
        return np.array(values, dtype=dtype.numpy)
    except OverflowError:
        return np.array([dtype.wrap(int(v)) for v in values], dtype=dtype.numpy)


def _rt_eq_undef(taint, saved, _other):
    """``other == T.undef()``: ``other`` was evaluated for its errors; its taint is dropped."""
    taint[0] = saved
    return True


def _rt_eager_select(taint, cond, true_value, false_value):
    """``T.Select``: the chosen arm gives the value (and its taint); the other arm is evaluated
    too, as TVM's code evaluates it, for its errors only."""
    chosen, other = (true_value, false_value) if cond else (false_value, true_value)
    value = chosen()
    saved = taint[0]
    other()
    taint[0] = saved
    return value


def _rt_tainted_var(taint, var_tainted, value):
    if var_tainted and not taint[0]:
        taint[0] = var_tainted          # True, or _POISONED: the let carries an overflow
    return value


class MathUnavailable(VerirwError):
    """A math intrinsic the active library (``using_math``) cannot compute."""


#: the library computing math intrinsics in this context: None is numpy's (``_MATH_FNS``),
#: else a function (name, dtype) -> callable or None (``verirw.intrinsics.tvm_library``)
_MATH_LIBRARY: contextvars.ContextVar = contextvars.ContextVar("math_library", default=None)


@contextlib.contextmanager
def using_math(library):
    """Within the block, ``library(name, dtype)`` computes every math intrinsic the
    interpreter evaluates (a callable of one scalar of ``dtype``), instead of numpy."""
    token = _MATH_LIBRARY.set(library)
    try:
        yield
    finally:
        _MATH_LIBRARY.reset(token)


def math_function(name: str):
    """numpy's ``name`` (``ir.MATH``), as the interpreter computes it by default."""
    return _MATH_FNS[name]


def _math_call(name: str):
    default = _MATH_FNS[name]

    def call(x):
        library = _MATH_LIBRARY.get()
        if library is None:
            return default(x)
        dtype = DType.get(np.asarray(x).dtype.name)
        fn = library(name, dtype)
        if fn is None:
            raise MathUnavailable(f"T.{name} on {dtype}: the active math library cannot "
                                  f"compute it")
        return fn(x)
    return call


#: the iterations of ``while`` loops one run may make in all (docs/semantics.md, "while,
#: break and continue"): past it the run stops with a ResourceLimitError ("iterations"), which
#: is no verdict about the program (it may still terminate). ~1 s of interpreted work.
WHILE_ITERATIONS = 1_000_000


def _rt_while_limit(site, loops):
    raise ResourceLimitError("iterations", f"the while loop 'while {_format(site.expr)}' has "
                             f"not terminated after {WHILE_ITERATIONS:,} iterations of the "
                             f"run's while loops{_where(site, loops)}; it may never terminate "
                             "(verirw.interp.WHILE_ITERATIONS bounds the work of one run)")


_RUNTIME = {
    "_while_limit": _rt_while_limit,
    "_oob": _rt_oob, "_flat": _rt_flat, "_Layout": _Layout,
    "_ld_slow": _rt_load_slow, "_ld_checked": _rt_load_checked,
    "_undef_index": _rt_undef_index, "_undef_cond": _rt_undef_condition,
    "_assume_failed": _rt_assume_failed, "_negative_shape": _rt_negative_shape,
    "_f2i": _rt_float_to_int, "_i2fbits": _rt_bits_to_float, "_fbits2i": _rt_float_to_bits, "_sqrt": _rt_sqrt, "_fma": fma, "_undef": _rt_undef, "_eq_undef": _rt_eq_undef,
    "_tv": _rt_tainted_var, "_ovf": _rt_overflow, "_clz_poison": _rt_clz_poison, "_bitcount": ops.bit_count, "_i64": np.int64, "_u64": np.uint64, "_eager": _rt_eager_select,
    **{f"_m_{name}": _math_call(name) for name in _MATH_FNS},
    "_float16": np.float16, "_float32": np.float32, "_float64": np.float64,
    "_bfloat16": ml_dtypes.bfloat16,        # only a store's rounding (verirw.bf16.legalize)
}


# ----------------------------------------------------------------------------- static analysis


def _subexprs(e: ir.Expr):
    """Every expression node of ``e``, descending into load indices but not buffer shapes."""
    stack = [e]
    while stack:
        n = stack.pop()
        yield n
        if isinstance(n, ir.BufferLoad):
            stack.extend(n.indices)
        else:
            stack.extend(operands(n))


def _expr_free_vars(e: ir.Expr) -> list[ir.Var]:
    seen, out = set(), []
    for n in _subexprs(e):
        if isinstance(n, ir.Var) and id(n) not in seen:
            seen.add(id(n))
            out.append(n)
    return out


def _expr_buffers(e: ir.Expr) -> dict[str, list[ir.Buffer]]:
    """Buffers loaded by ``e``, grouped by name (``evaluate`` binds arrays by name)."""
    out: dict[str, list[ir.Buffer]] = {}
    for n in _subexprs(e):
        if isinstance(n, ir.BufferLoad):
            group = out.setdefault(n.buffer.name, [])
            if n.buffer not in group:
                group.append(n.buffer)
    return dict(sorted(out.items()))


def _is_eq_undef(e: ir.Expr) -> bool:
    return type(e) is ir.EQ and (isinstance(e.a, ir.Undef) or isinstance(e.b, ir.Undef))


def _may_taint(e: ir.Expr, storages: set[int], lets: set[int], sites: set[int]) -> bool:
    """Can evaluating ``e`` taint the computation? ``storages`` are data-var ids whose elements
    may be undefined, ``lets`` let-var ids that may be bound to a tainted value, ``sites`` the
    operations that may overflow into poison (``_overflow_sites``)."""
    stack = [e]
    while stack:
        n = stack.pop()
        if isinstance(n, ir.Undef) or id(n) in sites:
            return True
        if isinstance(n, ir.Var):
            if id(n) in lets:
                return True
        elif _is_eq_undef(n):
            continue  # x == T.undef() drops x's taint
        elif isinstance(n, ir.BufferLoad):
            if id(n.buffer.data) in storages:
                return True
            stack.extend(n.indices)
        else:
            stack.extend(operands(n))
    return False


def _overflow_sites(body: ir.Stmt) -> set[int]:
    """The 32/64-bit ``+ - *`` nodes of ``body`` whose exact result may leave their dtype's
    range, as far as loop ranges, let values and literals tell (docs/semantics.md: such a
    result is poison). Only these get a run-time check, and only their statements taint."""
    from verirw.analysis.intervals import overflow_sites
    from verirw.visit import walk
    # a float's bits as an integer are poison for a NaN (ex_bitcast): a site too
    return overflow_sites(body) | {id(n) for n in walk(body) if type(n) is ir.Call
                                   and n.op == ir.BITCAST and n.args[0].dtype.is_float}


def _taint_analysis(body: ir.Stmt, sites: set[int]) -> tuple[set[int], set[int]]:
    """Fixed point: storages that may hold undefined elements and let vars that may be tainted.

    Only these need definedness states and taint checks; a function without ``T.undef()``
    and without an arithmetic that may overflow has neither, and runs without any taint
    bookkeeping.
    """
    from verirw.visit import walk
    stores = [(n, contains_undef(n.value)) for n in walk(body) if isinstance(n, ir.BufferStore)]
    lets = [n for n in walk(body) if isinstance(n, ir.LetStmt)]
    storages: set[int] = set()
    let_ids: set[int] = set()
    changed = True
    while changed:
        changed = False
        for store, has_undef in stores:
            data = id(store.buffer.data)
            if data not in storages and (has_undef
                                         or _may_taint(store.value, storages, let_ids, sites)):
                storages.add(data)
                changed = True
        for let in lets:
            if id(let.var) not in let_ids and _may_taint(let.value, storages, let_ids, sites):
                let_ids.add(id(let.var))
                changed = True
    return storages, let_ids


def _exits_loop(s: ir.Stmt) -> bool:
    """Does ``s`` hold a ``break`` or ``continue`` of a loop around it (one not inside a
    loop of ``s``)? Such a statement cannot become a function of its own."""
    if isinstance(s, (ir.For, ir.While)):
        return False                  # its own
    stack = [s]
    while stack:
        x = stack.pop()
        if isinstance(x, (ir.Break, ir.Continue)):
            return True
        if isinstance(x, (ir.For, ir.While)):
            continue
        for name in x.__dataclass_fields__:
            value = getattr(x, name)
            if isinstance(value, ir.Stmt):
                stack.append(value)
            elif type(value) is tuple:
                stack.extend(v for v in value if isinstance(v, ir.Stmt))
    return False


def _static_steps(s: ir.Stmt, memo: dict[int, int | None]) -> int | None:
    """Statements ``s`` executes, when that is known without running it (else None)."""
    if id(s) in memo:
        return memo[id(s)]
    result = None
    if isinstance(s, (ir.BufferStore, ir.Assume, ir.Evaluate)):
        result = 1
    elif isinstance(s, ir.SeqStmt):
        counts = [_static_steps(child, memo) for child in s.stmts]
        result = None if None in counts else sum(counts)
    elif isinstance(s, (ir.Block, ir.Allocate, ir.DeclBuffer)):
        result = _static_steps(s.body, memo)
    elif isinstance(s, ir.LetStmt):
        n = _static_steps(s.body, memo)
        result = None if n is None else 1 + n
    elif isinstance(s, ir.For) and isinstance(s.min, ir.IntImm) \
            and isinstance(s.extent, ir.IntImm):
        n = _static_steps(s.body, memo)
        result = None if n is None else max(s.extent.value, 0) * (1 + n)
    elif isinstance(s, (ir.Break, ir.Continue)):
        result = 1       # the statements a break or continue skips are counted anyway
    memo[id(s)] = result
    return result


# ----------------------------------------------------------------------------- code generation

_SIMPLE = re.compile(r"^(?:[A-Za-z_]\w*|-?\d+|True|False)$")
# Python refuses sources nested too deeply (200 brackets, 20 nested loops per function, 100
# indentation levels); generated code stays well inside these limits:
_MAX_NESTING = 60        # brackets: a deeper subexpression becomes a nested function
_NESTING_CHECK = 12      # ...checked every this many expression levels
_MAX_BLOCK_DEPTH = 14    # blocks: a deeper statement becomes a module-level function


@dataclass(eq=False)
class _Storage:
    values: str             # local holding the flat list of values
    states: str | None      # local holding definedness states, None if always defined
    size: str               # code for the number of elements
    dtype: object = None    # the dtype of the buffer that owns it (views must share it)


@dataclass(eq=False)
class _View:
    buffer: ir.Buffer
    storage: _Storage
    dims: list[str]             # code per dimension (literal or local)
    const_dims: list[int | None]
    check_size: bool            # an alias view may reach beyond its storage
    layout: str | None = None   # local holding the _Layout of a strided/offset view

    @property
    def shape_code(self) -> str:
        if self.layout is not None:
            return self.layout
        return "(" + "".join(d + ", " for d in self.dims) + ")"


@dataclass(frozen=True)
class _Binding:
    """What ``bind`` replaced, so that ``unbind`` restores a shadowed variable exactly."""

    var: ir.Var
    name: str | None
    interval: tuple | None
    upper: ir.Expr | None
    value: bool
    taint: str | None


class _Gen:
    """Generates the Python source of one function. Expressions become Python expressions
    (walrus temporaries keep them single-pass), statements become statements."""

    def __init__(self, taint_storages: set[int], taint_lets: set[int], scalar_ids: set[int],
                 overflow_sites: set[int] = frozenset()):
        self.taint_storages = taint_storages
        self.overflow_sites = overflow_sites
        self.taint_lets = taint_lets
        self.scalar_ids = scalar_ids
        self.lines: list[str] = []
        self.pending: list[str] = []
        self.toplevel: list[str] = []
        self.depth = 1
        self.block_depth = 0
        self.expr_depth = 0
        self.names: dict[int, str] = {}
        self.value_vars: set[int] = set()
        self.taint_vars: dict[int, str] = {}
        self.intervals: dict[int, tuple[int | None, int | None]] = {}
        self.uppers: dict[int, ir.Expr] = {}
        self.loops: list[tuple[str, str]] = []
        self.views: dict[ir.Buffer, _View] = {}
        self.storages: dict[int, _Storage] = {}
        self.globals: dict[str, object] = dict(_RUNTIME)
        self.consts: dict[tuple, str] = {}
        self.counter = 0
        self.isval_memo: dict[int, bool] = {}
        self.steps_memo: dict[int, int | None] = {}
        self.keepalive: list = []

    # -- bookkeeping -------------------------------------------------------------------

    def emit(self, line: str) -> None:
        """Emit a line at the current depth, after the nested functions it uses."""
        pad = "    " * self.depth
        for text in self.pending:
            self.lines.extend(pad + part for part in text.split("\n"))
        self.pending.clear()
        self.lines.append(pad + line)

    def fresh(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    def bind(self, var: ir.Var) -> tuple[str, _Binding]:
        """Give ``var`` a fresh Python local; the binding token restores what it shadows."""
        key = id(var)
        token = _Binding(var, self.names.get(key), self.intervals.pop(key, None),
                         self.uppers.pop(key, None), key in self.value_vars,
                         self.taint_vars.pop(key, None))
        base = re.sub(r"\W", "_", var.name) or "v"
        if base[0].isdigit() or base[0] == "_":
            base = "v" + base
        name = self.fresh(base + "_")
        self.names[key] = name
        if token.value:
            self.set_value_var(var, False)
        return name, token

    def unbind(self, token: _Binding) -> None:
        key = id(token.var)
        for table, old in ((self.names, token.name), (self.intervals, token.interval),
                           (self.uppers, token.upper), (self.taint_vars, token.taint)):
            table.pop(key, None)
            if old is not None:
                table[key] = old
        self.set_value_var(token.var, token.value)

    def set_value_var(self, var: ir.Var, value: bool) -> None:
        """Mark a let variable as bound to a value expression (or not); memo depends on it."""
        if (id(var) in self.value_vars) != value:
            (self.value_vars.add if value else self.value_vars.discard)(id(var))
            self.isval_memo.clear()

    def site(self, *, buffer: ir.Buffer | None = None, expr: ir.Expr | None = None):
        """Register an error site; returns (global name, code of the loop-values tuple)."""
        name = self.fresh("_site")
        self.globals[name] = _Site(tuple(n for n, _ in self.loops), buffer, expr)
        loops = "(" + "".join(local + ", " for _, local in self.loops) + ")"
        return name, loops

    def const(self, dtype: DType, value) -> str:
        """A global holding a float literal as a numpy scalar of its dtype."""
        key = (dtype.name, repr(value))
        name = self.consts.get(key)
        if name is None:
            name = self.fresh("_k")
            self.globals[name] = dtype.numpy.type(value)
            self.consts[key] = name
        return name

    def zero(self, dtype: DType) -> str:
        if dtype.is_float:
            return self.const(dtype, 0.0)
        return "False" if dtype.is_bool else "0"

    def view_of(self, buf: ir.Buffer) -> _View:
        view = self.views.get(buf)
        if view is None:
            raise MalformedIRError(f"buffer {buf.name} is used where it is not declared (not a "
                               f"parameter, nor allocated or declared in an enclosing scope)")
        return view

    def keep(self, node):
        """Keep a node built during compilation alive, so memo keys (ids) stay unique."""
        self.keepalive.append(node)
        return node

    # -- classification ----------------------------------------------------------------

    def is_value(self, e: ir.Expr) -> bool:
        """``verirw.semantics.is_value_expr``, bottom-up and memoised."""
        cached = self.isval_memo.get(id(e))
        if cached is not None:
            return cached
        result = leaf_domain(e, self.value_vars)
        if result is None:
            result = any(self.is_value(c) for c in operands(e))
        self.isval_memo[id(e)] = result
        return result

    def static_steps(self, s: ir.Stmt) -> int | None:
        return _static_steps(s, self.steps_memo)

    def may_taint(self, e: ir.Expr) -> bool:
        return _may_taint(e, self.taint_storages, self.taint_lets, self.overflow_sites)

    def interval(self, e: ir.Expr) -> tuple[int | None, int | None]:
        """Bounds of an integer expression (None: unknown), for omitting checks and wraps."""
        return interval(e, self.intervals, is_value=self.is_value)

    def fits(self, e: ir.Expr, d: DType) -> bool:
        lo, hi = self.interval(e)
        return lo is not None and hi is not None and d.min_value <= lo and hi <= d.max_value

    # -- expressions -------------------------------------------------------------------

    def ex(self, e: ir.Expr, wrap: bool = True) -> str:
        """Python code for ``e``'s value. ``wrap=False`` (ring parents only) may leave a value
        Add/Sub/Mul unwrapped: the parent wraps to the same dtype, which gives the same result."""
        self.expr_depth += 1
        try:
            code = self._ex(e, wrap)
        finally:
            self.expr_depth -= 1
        if self.expr_depth % _NESTING_CHECK or _bracket_depth(code) < _MAX_NESTING:
            return code
        # hoist into a nested function: it keeps laziness, running only where the
        # expression would be evaluated
        name = self.fresh("_x")
        self.pending.append(f"def {name}():\n    return {code}")
        return f"{name}()"

    def _ex(self, e: ir.Expr, wrap: bool) -> str:
        if e.dtype.is_bfloat16 and not isinstance(e, (ir.Cast, ir.BufferLoad, ir.Var)):
            raise MalformedIRError(f"{type(e).__name__} of dtype bfloat16 reached the interpreter "
                                   "unlegalized: bfloat16 is computed in float32 "
                                   "(verirw.bf16.legalize)")
        if isinstance(e, ir.IntImm):
            if e.dtype.is_bool:
                return "True" if e.value else "False"
            return repr(int(e.value))
        if isinstance(e, ir.FloatImm):
            return self.const(e.dtype, e.value)
        if isinstance(e, ir.Var):
            return self.ex_var(e)
        if isinstance(e, ir.BinaryOp):
            if e.dtype.is_float:
                return self.ex_float_binary(e)
            code = self.ex_value_binary(e, wrap) if self.is_value(e) else self.ex_index_binary(e)
            if id(e) in self.overflow_sites:    # 32/64-bit + - * that may overflow: poison
                d = e.dtype
                return f"_ovf(_T, {code}, {d.min_value}, {d.max_value})"
            return code
        if isinstance(e, ir.CmpOp):
            return self.ex_compare(e)
        if isinstance(e, ir.And):
            return f"({self.ex(e.a)} and {self.ex(e.b)})"
        if isinstance(e, ir.Or):
            return f"({self.ex(e.a)} or {self.ex(e.b)})"
        if isinstance(e, ir.Not):
            return f"(not {self.ex(e.a)})"
        if isinstance(e, ir.Select):
            return self.ex_select(e)
        if isinstance(e, ir.Cast):
            return self.ex_cast(e)
        if isinstance(e, ir.BufferLoad):
            return self.ex_load(e)
        if isinstance(e, ir.Undef):
            return f"_undef(_T, {self.zero(e.dtype)})"
        if isinstance(e, ir.Call):
            if e.op == ir.BITCAST:
                return self.ex_bitcast(e)
            if e.op in ir.BITCOUNT:
                return self.ex_bitcount(e)
            if id(e) in self.overflow_sites:    # T.abs of a 32/64-bit MIN: poison
                d, arg = e.dtype, e.args[0]
                x = self.operand(arg, d) if self.is_value(e) else self.ex(arg)
                return f"_ovf(_T, abs({x}), {d.min_value}, {d.max_value})"
            return self.ex_call(e)
        if isinstance(e, ir.ExternCall):
            kind = "T.call_pure_extern" if e.pure else "T.call_extern"
            raise NotRunnable(f"the interpreter cannot run {kind} of \"{e.name}\": it is "
                              "external code, whose meaning verirw does not know")
        if isinstance(e, ir.RuntimeCall):
            raise NotRunnable(_PACKED)
        if isinstance(e, (ir.FuncCall, ir.AddressOf, ir.MakeArray)):
            what = (f"the call of '{e.name}'" if isinstance(e, ir.FuncCall) else
                    "T.address_of" if isinstance(e, ir.AddressOf) else "T.tvm_stack_make_array")
            raise NotRunnable(f"the interpreter runs {what} only inlined: pass the IRModule "
                              "(verirw.inline.inline_calls)")
        raise MalformedIRError(f"cannot interpret expression {e!r}")

    def ex_var(self, v: ir.Var) -> str:
        name = self.names.get(id(v))
        if name is None:
            raise MalformedIRError(f"variable {v.name} is used outside its scope")
        flag = self.taint_vars.get(id(v))
        return name if flag is None else f"_tv(_T, {flag}, {name})"

    def wrap(self, code: str, d: DType) -> str:
        """Two's-complement wrap of an int to ``d`` (``DType.wrap``), inline."""
        if d.is_bool:
            return f"(1 if {code} else 0)"
        mask = (1 << d.bits) - 1
        if not d.is_signed:
            return f"({code} & {mask})"
        half = 1 << (d.bits - 1)
        return f"((({code}) + {half} & {mask}) - {half})"

    def operand(self, e: ir.Expr, d: DType) -> str:
        """``e`` as an operand of a value operation of dtype ``d``: wrapped to ``d``."""
        if d.is_float:
            return self.ex(e)
        if isinstance(e, ir.IntImm):
            return repr(d.wrap(e.value)) if not d.is_bool else ("True" if e.value else "False")
        code = self.ex(e)
        if (self.is_value(e) and e.dtype == d) or self.fits(e, d):
            return code
        return self.wrap(code, d)

    def ring_operand(self, e: ir.Expr, d: DType) -> str:
        """An operand of a value Add/Sub/Mul: an inner Add/Sub/Mul of the same integer dtype
        may stay unwrapped (two's-complement wrap is a ring homomorphism; bool's is not)."""
        if e.dtype != d:
            return self.operand(e, d)
        op = ops.of(e)
        ring = op is not None and op.ring
        return self.ex(e, wrap=not (ring and d.is_int and self.is_value(e)))

    def helper(self, prefix: str, op: ops.Op, fn) -> str:
        """The name under which the generated code calls ``fn`` (``op``'s meaning)."""
        name = f"_{prefix}_{op.name}"
        self.globals.setdefault(name, fn)
        return name

    def ex_int_op(self, e: ir.BinaryOp, a: str, b: str) -> str:
        """``op.py`` on two ints: its Python infix where no run-time check is needed (a
        divisor that is a literal other than 0 and -1), else a call that checks
        ``op.partials_for(e.dtype)``."""
        op = ops.BY_CLASS[type(e)]
        if op.py is None:
            raise ops.unsupported("the interpreter", e, "its verirw.ops entry has no py meaning")
        partials = [p for p in op.partials_for(e.dtype) if not p.surely_defined(e.a, e.b)]
        if op.symbol is not None and not partials:
            return f"({a} {op.symbol} {b})"
        if not partials:
            return f"{self.helper('py', op, op.py)}({a}, {b})"
        site, loops = self.site(expr=e)
        checked = self.helper(f"checked_{e.dtype}", op, _rt_checked(op, e.dtype))
        return f"{checked}({a}, {b}, {site}, {loops})"

    def ex_index_binary(self, e: ir.BinaryOp) -> str:
        return self.ex_int_op(e, self.ex(e.a), self.ex(e.b))

    def ex_value_binary(self, e: ir.BinaryOp, wrap: bool) -> str:
        d, op = e.dtype, ops.BY_CLASS[type(e)]
        if ops.poisons(op, d):
            # from 32 bits no wrap: the exact result is in range, or poison (``_ex`` checks
            # it where the intervals do not decide), so operands cannot stay unwrapped
            return f"({self.operand(e.a, d)} {op.symbol} {self.operand(e.b, d)})"
        if op.ring:
            code = (f"({self.ring_operand(e.a, d)} {op.symbol} "
                    f"{self.ring_operand(e.b, d)})")
            return self.wrap(code, d) if wrap else code
        code = self.ex_int_op(e, self.operand(e.a, d), self.operand(e.b, d))
        return self.wrap(code, d) if ops.may_overflow(e) else code

    def ex_float_binary(self, e: ir.BinaryOp) -> str:
        op = ops.BY_CLASS[type(e)]
        a, b = self.ex(e.a), self.ex(e.b)
        if op.float_symbol is not None:
            return f"({a} {op.float_symbol} {b})"
        if op.py_float is None:
            raise ops.unsupported("the interpreter", e, f"no float meaning on {e.dtype}")
        return f"{self.helper('float', op, op.py_float)}({a}, {b})"

    def ex_compare(self, e: ir.CmpOp) -> str:
        if _is_eq_undef(e):
            other = e.b if isinstance(e.a, ir.Undef) else e.a
            if isinstance(other, ir.Undef):
                return "True"
            code = self.ex(other)
            if self.may_taint(other):
                return f"_eq_undef(_T, _T[0], {code})"
            return f"({code}, True)[1]"
        a, b = self.operands(e, e.a.dtype, e.a, e.b)
        op = ops.BY_CLASS[type(e)]
        if e.a.dtype.is_float and op.float_symbol is None:       # float != (ordered)
            return f"{self.helper('float', op, op.py_float)}({a}, {b})"
        return f"({a} {op.symbol} {b})"

    def ex_select(self, e: ir.Select) -> str:
        cond = self.ex(e.cond)
        t, f = self.operands(e, e.dtype, e.true_value, e.false_value)
        if e.eager:        # T.Select: both arms run (their errors count), the chosen one's value
            return f"_eager(_T, {cond}, lambda: {t}, lambda: {f})"
        return f"({t} if {cond} else {f})"

    def operands(self, e: ir.Expr, d, *xs: ir.Expr) -> list[str]:
        """Code for ``xs``: wrapped to ``d`` when ``e`` is integer value arithmetic."""
        if d.is_int and self.is_value(e):
            return [self.operand(x, d) for x in xs]
        return [self.ex(x) for x in xs]

    def ex_cast(self, e: ir.Cast) -> str:
        t, s = e.dtype, e.value.dtype
        if t == s:
            return self.ex(e.value)
        if t.is_bool:
            return f"({self.ex(e.value)} != 0)"
        if t.is_int:
            if s.is_bool:
                return f"int({self.ex(e.value)})"
            if s.is_int:
                code = self.ex(e.value)
                if (t.min_value <= s.min_value and s.max_value <= t.max_value) \
                        or self.fits(e.value, t):
                    return code  # widening, or a value that fits: no wrap
                return self.wrap(code, t)  # narrowing truncates (LLVM trunc), indices too
            site, loops = self.site(expr=e)
            return (f"_f2i({self.ex(e.value)}, {t.min_value}, {t.max_value}, {site}, "
                    f"{loops})")
        ctor = f"_{t.name}"
        if s.is_int and s.bits > 53 and t.bits < 64:
            # correctly rounded via numpy's C cast; int -> double -> float32 could round twice
            wide = "_i64" if s.is_signed else "_u64"
            return f"{ctor}({wide}({self.operand(e.value, s)}))"
        if s.is_int:
            return f"{ctor}({self.operand(e.value, s)})"
        return f"{ctor}({self.ex(e.value)})"

    def ex_bitcast(self, e: ir.Call) -> str:
        """TVM's bit reinterpretation between a 32/64-bit integer and a float (numpy views)."""
        (arg,) = e.args
        d = arg.dtype
        if not ir.bitcast_supported(d, e.dtype):
            raise MalformedIRError(f"T.reinterpret from {d} to {e.dtype} is not a bit cast "
                                   f"verirw supports (a 32/64-bit integer <-> float of the width)")
        if d.is_int:
            return f"_i2fbits({self.operand(arg, d)}, '{d.numpy}', '{e.dtype.numpy}')"
        return f"_fbits2i(_T, {self.ex(arg)}, '{d.numpy}', '{e.dtype.numpy}')"

    def ex_bitcount(self, e: ir.Call) -> str:
        """``T.clz``/``T.popcount`` of the operand's two's complement bits
        (``ops.bit_count``); ``clz(0)`` is poison where the intervals do not exclude 0."""
        (arg,) = e.args
        d = arg.dtype
        if not d.is_int or d.is_bool or (e.op == ops.CLZ and d.bits not in (32, 64)):
            raise MalformedIRError(f"T.{e.op} of {d}: an integer argument is needed "
                                   "(of 32 or 64 bits for T.clz)")
        x = self.operand(arg, d) if self.is_value(arg) else self.ex(arg)
        if id(e) in self.overflow_sites:
            return f"_clz_poison(_T, {x}, {d.bits})"
        return f"_bitcount('{e.op}', {x}, {d.bits})"

    def ex_call(self, e: ir.Call) -> str:
        if e.op not in ir.BUILTINS or len(e.args) != ir.BUILTINS[e.op]:
            raise MalformedIRError(f"unknown builtin T.{e.op} with {len(e.args)} argument(s)")
        if e.op == ir.FMA:
            if not e.dtype.is_float or any(a.dtype != e.dtype for a in e.args):
                raise MalformedIRError(f"fma needs three {e.dtype} float arguments")
            args = ", ".join(f"_{e.dtype.name}({self.ex(a)})" for a in e.args)
            return f"_fma({args})"
        (arg,) = e.args
        d = arg.dtype
        if e.op == ir.REINTERPRET:
            _check_marker(e)
            return self.operand(arg, d)
        if e.op == "sqrt":
            if not d.is_float:
                raise MalformedIRError(f"T.sqrt needs a float argument, got {d}")
            return f"_sqrt({self.ex(arg)})"
        if e.op in ir.MATH:
            if not d.is_float or e.dtype != d:
                raise MalformedIRError(f"T.{e.op} needs a float argument of its dtype, got {d}")
            return f"_m_{e.op}(_{d.name}({self.ex(arg)}))"
        if d.is_bool:
            return self.ex(arg)
        if d.is_int and self.is_value(e):
            code = f"abs({self.operand(arg, d)})"
            return self.wrap(code, d) if d.is_signed else code
        return f"abs({self.ex(arg)})"

    # -- memory accesses ---------------------------------------------------------------

    def bounds_condition(self, view: _View, k: int, index: ir.Expr, code: str) -> str | None:
        """The inline check that ``code`` (the k-th index) is in bounds; None when intervals
        prove it (a loop ``range(4)`` indexing an extent 4, or ``range(n)`` an extent ``n``)."""
        lo, hi = self.interval(index)
        need_lo = lo is None or lo < 0
        const = view.const_dims[k]
        if const is not None:
            need_hi = hi is None or hi >= const
        else:
            bound = self.uppers.get(id(index)) if isinstance(index, ir.Var) else None
            need_hi = not (bound is not None and bound == view.buffer.shape[k])
        dim = view.dims[k]
        if need_lo and need_hi:
            return f"0 <= {code} < {dim}"
        if need_lo:
            return f"0 <= {code}"
        if need_hi:
            return f"{code} < {dim}"
        return None

    def flat_code(self, view: _View, parts: list[str]) -> str:
        """Row-major offset: constant strides when the shape is constant, else Horner."""
        if not parts:
            return "0"
        if all(c is not None for c in view.const_dims):
            terms, stride = [], 1
            for part, dim in zip(reversed(parts), reversed(view.const_dims)):
                terms.append(part if stride == 1 else f"{part} * {stride}")
                stride *= dim
            return terms[0] if len(terms) == 1 else "(" + " + ".join(reversed(terms)) + ")"
        code = parts[0]
        for part, dim in zip(parts[1:], view.dims[1:]):
            code = f"({code} * {dim} + {part})"
        return code

    def check_arity(self, view: _View, indices) -> None:
        if len(indices) != len(view.dims):
            raise MalformedIRError(f"buffer {view.buffer.name} has {len(view.dims)} dimension(s) "
                               f"but is accessed with {len(indices)} index(es)")

    def ex_load(self, e: ir.BufferLoad) -> str:
        view = self.view_of(e.buffer)
        self.check_arity(view, e.indices)
        store = view.storage
        site, loops = self.site(buffer=e.buffer)
        codes = [self.ex(i) for i in e.indices]
        idx = "(" + "".join(c + ", " for c in codes) + ")"
        if view.layout is not None and not any(self.may_taint(i) for i in e.indices):
            return (f"_ld_slow({idx}, {view.layout}, {store.values}, {store.states}, _T, "
                    f"{site}, {loops})")
        if any(self.may_taint(i) for i in e.indices):
            return (f"_ld_checked(_T, _T[0], _T.__setitem__(0, False), {idx}, "
                    f"{view.shape_code}, {store.values}, {store.states}, {site}, {loops})")
        conds, parts = [], []
        for k, (index, code) in enumerate(zip(e.indices, codes)):
            if self.bounds_condition(view, k, index, code) is not None:
                if not _SIMPLE.match(code):
                    temp = self.fresh("_i")
                    conds.append(self.bounds_condition(view, k, index, f"({temp} := {code})"))
                    code = temp
                else:
                    conds.append(self.bounds_condition(view, k, index, code))
            parts.append(code)
        flat = self.flat_code(view, parts)
        if view.check_size or store.states is not None:
            temp = self.fresh("_f")
            first = f"({temp} := {flat})"
            if view.check_size:
                conds.append(f"{first} < {store.size}")
                first = temp
            if store.states is not None:
                conds.append(f"{store.states}[{first}] == 1")
            flat = temp
        if not conds:
            return f"{store.values}[{flat}]"
        return (f"({store.values}[{flat}] if {' and '.join(conds)} else _ld_slow({idx}, "
                f"{view.shape_code}, {store.values}, {store.states}, _T, {site}, {loops}))")

    def store_value(self, value: ir.Expr, d: DType) -> str:
        """The stored value: wrapped (ints) or converted (other dtypes) to the buffer's dtype."""
        s = value.dtype
        if s == d:
            if d.is_bool and not isinstance(value, (ir.CmpOp, ir.And, ir.Or, ir.Not,
                                                    ir.IntImm, ir.BufferLoad, ir.Cast)):
                return self.wrap(self.ex(value), d)
            return self.operand(value, d)
        if d.is_int and s.is_int:
            return self.operand(value, d)
        return self.ex(self.keep(ir.Cast(d, value)))

    # -- statements --------------------------------------------------------------------

    def block(self, body) -> None:
        """Emit an indented block; ``body()`` emits into it. Empty blocks get ``pass``."""
        self.depth += 1
        self.block_depth += 1
        before = len(self.lines)
        body()
        if len(self.lines) == before:
            self.emit("pass")
        self.block_depth -= 1
        self.depth -= 1

    def stmt(self, s: ir.Stmt, counted: bool) -> None:
        """Emit ``s``. ``counted``: its steps are already added to ``_n`` by an ancestor."""
        if not counted:
            steps = self.static_steps(s)
            if steps is not None:
                if steps:
                    self.emit(f"_n += {steps}")
                counted = True
        if isinstance(s, (ir.For, ir.IfThenElse, ir.While)) \
                and self.block_depth >= _MAX_BLOCK_DEPTH and not _exits_loop(s):
            self.nested_function(lambda: self.stmt_dispatch(s, counted))
        else:
            self.stmt_dispatch(s, counted)

    def nested_function(self, body) -> None:
        """Emit ``body`` as a module-level function of the live locals, and call it.

        The function only reads those locals (lists are shared, so stores go through) and
        returns its step count; module level keeps indentation bounded however deep the IR.
        """
        name = self.fresh("_blk")
        params = ", ".join(self.live_locals())
        saved = self.lines, self.pending, self.depth, self.block_depth
        self.lines, self.pending, self.depth, self.block_depth = [], [], 1, 0
        self.emit("_n = 0")
        body()
        self.emit("return _n")
        self.toplevel += [f"def {name}({params}):", *self.lines, ""]
        self.lines, self.pending, self.depth, self.block_depth = saved
        self.emit(f"_n += {name}({params})")

    def live_locals(self) -> list[str]:
        """Every local the code at this point may read: variables, storages, shapes, _T."""
        names = {"_T", "_W", *self.names.values(), *self.taint_vars.values()}
        for view in self.views.values():
            store = view.storage
            names.update(x for x in (*view.dims, store.values, store.states, store.size)
                         if x is not None and x.isidentifier())
        return sorted(names)

    def stmt_dispatch(self, s: ir.Stmt, counted: bool) -> None:
        if isinstance(s, ir.SeqStmt):
            self.stmt_seq(s.stmts, counted)
        elif isinstance(s, ir.Block):
            self.stmt(s.body, counted)
        elif isinstance(s, ir.BufferStore):
            self.stmt_store(s)
        elif isinstance(s, ir.For):
            self.stmt_for(s, counted)
        elif isinstance(s, ir.IfThenElse):
            self.stmt_if(s, counted)
        elif isinstance(s, ir.LetStmt):
            self.stmt_let(s, counted)
        elif isinstance(s, ir.Assume):
            self.stmt_assume(s)
        elif isinstance(s, ir.Evaluate):
            self.emit(self.ex(s.value))
        elif isinstance(s, ir.Allocate):
            self.stmt_allocate(s, counted)
        elif isinstance(s, ir.DeclBuffer):
            self.stmt_decl_buffer(s, counted)
        elif isinstance(s, ir.While):
            self.stmt_while(s, counted)
        elif isinstance(s, ir.Break):
            self.emit("break")
        elif isinstance(s, ir.Continue):
            self.emit("continue")
        elif isinstance(s, (ir.Assert, ir.Return, ir.AttrStmt)):
            raise NotRunnable(_PACKED)
        else:
            raise MalformedIRError(f"cannot interpret statement {type(s).__name__}")

    def stmt_seq(self, stmts: tuple, counted: bool) -> None:
        """Statements in order; a run of statically counted ones shares one ``_n +=``."""
        k = 0
        while k < len(stmts):
            if counted or self.static_steps(stmts[k]) is None:
                self.stmt(stmts[k], counted)
                k += 1
                continue
            run_end = k
            while run_end < len(stmts) and self.static_steps(stmts[run_end]) is not None:
                run_end += 1
            total = sum(self.static_steps(x) for x in stmts[k:run_end])
            if total:
                self.emit(f"_n += {total}")
            for child in stmts[k:run_end]:
                self.stmt(child, True)
            k = run_end

    def condition(self, e: ir.Expr, kind_site_expr: ir.Expr) -> str:
        """Code for a condition or loop bound; a tainted one is undef_in_condition."""
        code = self.ex(e)
        if not self.may_taint(e):
            return code
        site, loops = self.site(expr=kind_site_expr)
        temp = self.fresh("_c")
        self.emit("_T[0] = False")
        self.emit(f"{temp} = {code}")
        self.emit(f"if _T[0]: _undef_cond({site}, {loops})")
        return temp

    def stmt_store(self, s: ir.BufferStore) -> None:
        view = self.view_of(s.buffer)
        self.check_arity(view, s.indices)
        store = view.storage
        site, loops = self.site(buffer=s.buffer)
        tainted_index = any(self.may_taint(i) for i in s.indices)
        if tainted_index:
            self.emit("_T[0] = False")
        # indices run before the value: into temporaries, unless they can neither fail nor
        # read memory (then Python's value-first order of ``V[i] = v`` is unobservable)
        ordered = tainted_index or any(self.is_value(i) or may_fail(i) for i in s.indices)
        parts, conds = [], []
        for k, index in enumerate(s.indices):
            code = self.ex(index)
            check = self.bounds_condition(view, k, index, code)
            if (ordered or check is not None) and not _SIMPLE.match(code):
                temp = self.fresh("_i")
                self.emit(f"{temp} = {code}")
                code = temp
                check = self.bounds_condition(view, k, index, code)
            if check is not None:
                conds.append(check)
            parts.append(code)
        idx = "(" + "".join(p + ", " for p in parts) + ")"
        if tainted_index:
            self.emit(f"if _T[0]: _undef_index({site}, {loops})")
        if view.layout is not None:
            flat = self.fresh("_f")
            self.emit(f"{flat} = _flat({idx}, {view.layout}, {store.size}, {site}, {loops})")
            reused, conds = False, []
        else:
            flat = self.flat_code(view, parts)
            reused = (view.check_size or store.states is not None) and not _SIMPLE.match(flat)
        if reused:
            temp = self.fresh("_f")
            if view.check_size:
                conds.append(f"({temp} := {flat}) < {store.size}")
                flat = temp
        elif view.check_size:
            conds.append(f"{flat} < {store.size}")
        if conds:
            self.emit(f"if not ({' and '.join(conds)}): _oob({idx}, {view.shape_code}, "
                      f"{store.size}, {site}, {loops})")
        if reused and not view.check_size:
            self.emit(f"{temp} = {flat}")
            flat = temp
        if contains_undef(s.value):
            self.emit(f"{store.states}[{flat}] = 2")  # undef store: permission, value kept
            return
        value = self.store_value(s.value, s.buffer.dtype)
        same_element = re.compile(r"(?<!\w)" + re.escape(f"{store.values}[{flat}]"))
        if not _SIMPLE.match(flat) and same_element.search(value):
            # ``C[i, j] = C[i, j] + ...``: compute the offset once (indices are pure here,
            # or already in temporaries, so evaluating them first is unobservable)
            temp = self.fresh("_f")
            self.emit(f"{temp} = {flat}")
            value = same_element.sub(f"{store.values}[{temp}]", value)
            flat = temp
        if store.states is not None and self.may_taint(s.value):
            self.emit("_T[0] = False")
            self.emit(f"{store.values}[{flat}] = {value}")
            self.emit(f"{store.states}[{flat}] = (_T[0] if _T[0] == 3 else 2) if _T[0] else 1")
            return
        self.emit(f"{store.values}[{flat}] = {value}")
        if store.states is not None:
            self.emit(f"{store.states}[{flat}] = 1")

    def stmt_for(self, s: ir.For, counted: bool) -> None:
        lo, extent = self.loop_bound(s.min), self.loop_bound(s.extent)
        const = isinstance(s.min, ir.IntImm) and isinstance(s.extent, ir.IntImm)
        if lo == "0":
            range_code = f"range({extent})"
        elif const:
            range_code = f"range({lo}, {s.min.value + s.extent.value})"
        else:
            range_code = f"range({lo}, {lo} + {extent})"
        body_steps = None if counted else self.static_steps(s.body)
        if not counted:
            per_iteration = 1 if body_steps is None else 1 + body_steps
            added = extent if per_iteration == 1 else f"{extent} * {per_iteration}"
            if isinstance(s.extent, ir.IntImm):
                if s.extent.value > 0:
                    self.emit(f"_n += {s.extent.value * per_iteration}")
            else:
                self.emit(f"if {extent} > 0: _n += {added}")
        name, token = self.bind(s.loop_var)
        self.loop_facts(s)
        self.loops.append((s.loop_var.name, name))
        self.emit(f"for {name} in {range_code}:")
        self.block(lambda: self.stmt(s.body, counted or body_steps is not None))
        self.loops.pop()
        self.unbind(token)

    def stmt_while(self, s: ir.While, counted: bool) -> None:
        """``while True:`` with the iteration bound (``WHILE_ITERATIONS``, over the run's
        while loops: ``_W``) and then the condition first in the body, so that ``continue``
        goes through both."""
        site, loops = self.site(expr=s.condition)
        self.emit("while True:")

        def body():
            if not counted:
                self.emit("_n += 1")
            self.emit("_W[0] += 1")
            self.emit(f"if _W[0] > {WHILE_ITERATIONS}: _while_limit({site}, {loops})")
            cond = self.condition(s.condition, s.condition)
            self.emit(f"if not ({cond}): break")
            self.stmt(s.body, counted)
        self.block(body)

    def loop_facts(self, s: ir.For) -> None:
        """Record the loop variable's range: constant bounds, or ``range(n)`` over params."""
        if not isinstance(s.min, ir.IntImm):
            return
        hi = s.min.value + s.extent.value - 1 if isinstance(s.extent, ir.IntImm) else None
        self.intervals[id(s.loop_var)] = (s.min.value, hi)
        params_only = all(id(v) in self.scalar_ids for v in _expr_free_vars(s.extent))
        if s.min.value == 0 and hi is None and params_only and not self.is_value(s.extent):
            self.uppers[id(s.loop_var)] = s.extent

    def loop_bound(self, e: ir.Expr) -> str:
        """A loop bound or buffer extent, evaluated once (tainted: undef_in_condition)."""
        code = self.condition(e, e)
        if _SIMPLE.match(code):
            return code
        temp = self.fresh("_b")
        self.emit(f"{temp} = {code}")
        return temp

    def stmt_if(self, s: ir.IfThenElse, counted: bool) -> None:
        if not counted:
            self.emit("_n += 1")
        cond = self.condition(s.condition, s.condition)
        self.emit(f"if {cond}:")
        self.block(lambda: self.stmt(s.then_case, counted))
        if s.else_case is not None:
            self.emit("else:")
            self.block(lambda: self.stmt(s.else_case, counted))

    def stmt_let(self, s: ir.LetStmt, counted: bool) -> None:
        if not counted:
            self.emit("_n += 1")
        tainted = self.may_taint(s.value)
        value = self.ex(s.value)
        name, token = self.bind(s.var)
        if self.is_value(s.value):
            self.set_value_var(s.var, True)
        if tainted:
            flag = self.fresh("_t")
            self.emit("_T[0] = False")
            self.emit(f"{name} = {value}")
            self.emit(f"{flag} = _T[0]")
            self.taint_vars[id(s.var)] = flag
        else:
            self.emit(f"{name} = {value}")
        if s.var.dtype.is_int and not self.is_value(s.value):
            self.intervals[id(s.var)] = self.interval(s.value)
        self.stmt(s.body, counted)
        self.unbind(token)

    def stmt_assume(self, s: ir.Assume) -> None:
        cond = self.condition(s.condition, s.condition)
        site, loops = self.site(expr=s.condition)
        self.emit(f"if not {cond}: _assume_failed({site}, {loops})")

    def shape_dims(self, buf: ir.Buffer) -> tuple[list[str], list[int | None]]:
        """Evaluate a declared buffer's shape here; negative extents are an error."""
        dims, consts = [], []
        for e in buf.shape:
            if isinstance(e, ir.IntImm):
                if e.value < 0:
                    raise MalformedIRError(f"buffer {buf.name} has a negative extent {e.value}")
                dims.append(str(e.value))
                consts.append(e.value)
            else:
                temp = self.fresh("_sh")
                self.emit(f"{temp} = {self.loop_bound(e)}")
                dims.append(temp)
                consts.append(None)
        dynamic = [d for d, c in zip(dims, consts) if c is None]
        if dynamic:
            site, loops = self.site(buffer=buf)
            shape = "(" + "".join(d + ", " for d in dims) + ")"
            self.emit(f"if min({', '.join(dynamic)}, 0) < 0: _negative_shape({site}, {shape}, "
                      f"{loops})")
        return dims, consts

    def make_view(self, buf: ir.Buffer, storage: _Storage, dims: list[str], consts: list,
                  check_size: bool) -> _View:
        """A view of ``storage``; a strided/offset one gets its ``_Layout`` computed once here
        (its strides and offset are index expressions of parameters), and every access
        through it takes the general checked path."""
        if buf.is_dense:
            return _View(buf, storage, dims, consts, check_size)
        strides = [self.ex(x) for x in ir.buffer_strides(buf)]
        offset = self.ex(buf.elem_offset) if buf.elem_offset is not None else "0"
        layout = self.fresh("_L")
        self.emit(f"{layout} = _Layout(({''.join(d + ', ' for d in dims)}), "
                  f"({''.join(x + ', ' for x in strides)}), {offset})")
        return _View(buf, storage, dims, consts, False, layout)

    def allocation_size(self, buf: ir.Buffer, dims: list[str], consts: list) -> str:
        """Elements a strided allocation spans: one past its farthest element (0 if empty)."""
        strides = [self.ex(x) for x in ir.buffer_strides(buf)]
        offset = self.ex(buf.elem_offset) if buf.elem_offset is not None else "0"
        last = f"({offset})" + "".join(f" + ({d} - 1) * ({x})" for d, x in zip(dims, strides))
        empty = " or ".join(f"{d} == 0" for d in dims) or "False"
        temp = self.fresh("_len")
        self.emit(f"{temp} = 0 if {empty} else max(0, {last} + 1)")
        return temp

    def scoped_view(self, buf: ir.Buffer, view: _View, body) -> None:
        previous = self.views.get(buf)
        self.views[buf] = view
        body()
        if previous is None:
            del self.views[buf]
        else:
            self.views[buf] = previous

    def stmt_allocate(self, s: ir.Allocate, counted: bool) -> None:
        buf = s.buffer
        dims, consts = self.shape_dims(buf)
        size = " * ".join(dims) if dims else "1"
        if not buf.is_dense:
            size = self.allocation_size(buf, dims, consts)
        elif all(c is not None for c in consts):
            size = str(math.prod(consts))
        elif len(dims) > 1:
            temp = self.fresh("_len")
            self.emit(f"{temp} = {size}")
            size = temp
        values, states = self.fresh("V"), self.fresh("S")
        self.emit(f"{values} = [{self.zero(buf.dtype)}] * {size}")
        self.emit(f"{states} = [0] * {size}")
        storage = _Storage(values, states, size, buf.dtype)
        data = id(buf.data)
        previous = self.storages.get(data)
        self.storages[data] = storage
        view = self.make_view(buf, storage, dims, consts, check_size=False)
        self.scoped_view(buf, view, lambda: self.stmt(s.body, counted))
        if previous is None:
            del self.storages[data]
        else:
            self.storages[data] = previous

    def stmt_decl_buffer(self, s: ir.DeclBuffer, counted: bool) -> None:
        buf = s.buffer
        storage = self.storages.get(id(buf.data))
        if storage is None:
            raise MalformedIRError(f"T.decl_buffer {buf.name}: its data {buf.data.name} has no "
                               f"storage here (not a parameter's nor an allocation's)")
        if storage.dtype is not None and storage.dtype != buf.dtype:
            raise MalformedIRError(f"T.decl_buffer {buf.name} views {storage.dtype} storage as "
                                   f"{buf.dtype}: a view must have its storage's dtype")
        dims, consts = self.shape_dims(buf)
        fits = (all(c is not None for c in consts) and storage.size.isdigit()
                and math.prod(consts) <= int(storage.size))
        view = self.make_view(buf, storage, dims, consts, check_size=not fits)
        self.scoped_view(buf, view, lambda: self.stmt(s.body, counted))

    def source(self, header: str) -> str:
        return "\n".join([*self.toplevel, header, *self.lines]) + "\n"


def _check_marker(e: ir.Call) -> None:
    """``T.reinterpret`` is only the value-domain marker: an integer, same dtype in and out."""
    if e.dtype != e.args[0].dtype or not e.dtype.is_int or e.dtype.is_bool:
        raise MalformedIRError(f"T.reinterpret from {e.args[0].dtype} to {e.dtype}: only the "
                               f"value marker (same integer dtype) is supported")


def _bracket_depth(code: str) -> int:
    """Maximum bracket nesting of generated code (it contains no string literals)."""
    depth = deepest = 0
    for char in code:
        if char in "([":
            depth += 1
            deepest = max(deepest, depth)
        elif char in ")]":
            depth -= 1
    return deepest


# ----------------------------------------------------------------------------- compiled forms


class _CompiledFunc:
    """A PrimFunc compiled to Python, plus what ``run`` needs to check and convert arguments."""

    def __init__(self, func: ir.PrimFunc):
        self.func = func
        problem = ir.control_flow_problem(func)
        if problem is not None:
            raise MalformedIRError(f"{func.name}: {problem}")
        sites = _overflow_sites(func.body)
        storages, lets = _taint_analysis(func.body, sites)
        self.scalars = func.scalar_params
        self.buffers = [buf for _, buf in func.buffer_map]
        self._check_names()
        gen = _Gen(storages, lets, {id(v) for v in self.scalars}, sites)
        self.tracked = [id(b.data) in storages for b in self.buffers]
        self._prologue(gen)
        gen.stmt(func.body, counted=False)
        gen.emit("return _n")
        self.source = gen.source("def _run(_scal, _vals, _states, _shapes):")
        namespace = gen.globals
        exec(compile(self.source, f"<verirw.interp {func.name}>", "exec"), namespace)
        self.fn = namespace["_run"]

    def _check_names(self) -> None:
        names = [b.name for b in self.buffers] + [v.name for v in self.scalars]
        duplicates = sorted({n for n in names if names.count(n) > 1})
        if duplicates:
            raise MalformedIRError(f"{self.func.name}: parameter name(s) {', '.join(duplicates)} "
                               f"are used twice; run() binds arguments by name")
        datas = [id(b.data) for b in self.buffers]
        if len(set(datas)) != len(datas):
            raise MalformedIRError(f"{self.func.name}: two parameter buffers share one data var")

    def _prologue(self, gen: _Gen) -> None:
        if self.scalars:
            names = [gen.bind(v)[0] for v in self.scalars]
            gen.emit(f"{', '.join(names)}, = _scal")
        gen.emit("_T = [False]")
        gen.emit("_W = [0]")
        gen.emit("_n = 0")
        for k, buf in enumerate(self.buffers):
            values = "V" + str(k) + "_" + re.sub(r"\W", "_", buf.name)
            gen.emit(f"{values} = _vals[{k}]")
            states = None
            if self.tracked[k]:
                # named after the buffer, as the values are: a bare ``S{k}`` is also what
                # ``gen.fresh("S")`` gives an allocation's states (a latent clash)
                states = "S" + str(k) + "_" + re.sub(r"\W", "_", buf.name)
                gen.emit(f"{states} = _states[{k}]")
            dims, consts = [], []
            for j, e in enumerate(buf.shape):
                if isinstance(e, ir.IntImm):
                    dims.append(str(e.value))
                    consts.append(e.value)
                else:
                    dims.append(f"_sh{k}_{j}")
                    consts.append(None)
                    gen.emit(f"_sh{k}_{j} = _shapes[{k}][{j}]")
            size = str(math.prod(consts)) if None not in consts and buf.is_dense else f"_len{k}"
            if not size.isdigit():
                gen.emit(f"{size} = len({values})")
            storage = _Storage(values, states, size, buf.dtype)
            gen.storages[id(buf.data)] = storage
            gen.views[buf] = gen.make_view(buf, storage, dims, consts, check_size=False)

    def run(self, kwargs: dict) -> RunResult:
        scal, env = self._scalars(kwargs)
        known = {b.name for b in self.buffers} | {v.name for v in self.scalars}
        unknown = sorted(set(kwargs) - known)
        if unknown:
            raise ArgumentError(f"{self.func.name}: unknown argument(s) {', '.join(unknown)}; "
                                f"expected {', '.join(sorted(known)) or 'none'}")
        shapes, vals, states = [], [], []
        for buf, tracked in zip(self.buffers, self.tracked):
            shape = tuple(self._extent(buf, dim, env) for dim in buf.shape)
            if buf.name not in kwargs:
                raise ArgumentError(f"{self.func.name}: missing buffer argument {buf.name} "
                                    f"(dtype {buf.dtype}, shape {shape})")
            if buf.is_dense:
                _check_array(buf.name, kwargs[buf.name], buf.dtype, shape)
            else:       # a strided/offset parameter: the argument is its backing storage
                arr = kwargs[buf.name]
                _check_array(buf.name, arr, buf.dtype, (getattr(arr, "size", -1),))
                check_span(buf, arr.size, lambda e: e.value if isinstance(e, ir.IntImm)
                           else evaluate(e, env))
            shapes.append(shape)
            vals.append(_to_storage(kwargs[buf.name], buf.dtype))
            states.append([_DEFINED] * len(vals[-1]) if tracked else None)
        with np.errstate(all="ignore"):
            steps = self.fn(scal, vals, states, shapes)
        arrays, defined, poisoned = {}, {}, {}
        for buf, shape, values, state in zip(self.buffers, shapes, vals, states):
            if not buf.is_dense:
                shape = (len(values),)
            arrays[buf.name] = _final_array(values, buf.dtype).reshape(shape)
            if state is None:
                defined[buf.name] = np.ones(shape, dtype=bool)
                poisoned[buf.name] = np.zeros(shape, dtype=bool)
            else:
                codes = np.array(state, dtype=np.int8).reshape(shape)
                defined[buf.name] = codes == _DEFINED
                poisoned[buf.name] = codes == _POISONED
        return RunResult(arrays, defined, steps, poisoned)

    def _size_from_arrays(self, var: ir.Var, kwargs: dict) -> int | None:
        """A size variable not passed: the extent of the first passed array that has ``var``
        as a whole dimension (TVM binds symbolic shapes from the arrays). The other arrays'
        shapes are checked against it as usual."""
        for buf in self.buffers:
            arr = kwargs.get(buf.name)
            if arr is None or not hasattr(arr, "shape") or len(arr.shape) != len(buf.shape) \
                    or not buf.is_dense:
                continue
            for dim, extent in zip(buf.shape, arr.shape):
                if dim is var:
                    return int(extent)
        return None

    def _scalars(self, kwargs: dict) -> tuple[list, dict]:
        values, env = [], {}
        for var in self.scalars:
            given = kwargs[var.name] if var.name in kwargs else self._size_from_arrays(var, kwargs)
            if given is None:
                raise ArgumentError(f"{self.func.name}: missing scalar argument {var.name} "
                                    f"({var.dtype})")
            value = scalar_value(var, given, check_range=True, where="argument")
            values.append(value)
            env[var] = value
        return values, env

    def _extent(self, buf: ir.Buffer, dim: ir.Expr, env: dict) -> int:
        if isinstance(dim, ir.IntImm):
            return dim.value
        missing = [v.name for v in _expr_free_vars(dim) if v not in env]
        if missing:
            raise MalformedIRError(f"shape of parameter {buf.name} uses {', '.join(missing)}, "
                               f"which is not a scalar parameter")
        extent = evaluate(dim, env)
        if extent < 0:
            raise ArgumentError(f"buffer {buf.name}: its shape evaluates to a negative extent "
                                f"{extent} for the given scalar arguments")
        return extent


def _compile_expr(expr: ir.Expr, free: list[ir.Var], buffers: dict[str, list[ir.Buffer]],
                  value_ids: frozenset[int], exact: bool = False):
    """A function (scalars, value lists, shapes) -> value of ``expr``, for ``evaluate``."""
    for group in buffers.values():
        for buf in group:       # arrays here have the buffer's shape: no backing storage
            require_dense(buf, "evaluate (a standalone expression)")
    gen = _Gen(set(), set(), set(), set() if exact else _overflow_sites(expr))
    if free:
        names = [gen.bind(v)[0] for v in free]
        gen.emit(f"{', '.join(names)}, = _scal")
    for v in free:
        gen.set_value_var(v, id(v) in value_ids)
    gen.emit("_T = [False]")
    for k, group in enumerate(buffers.values()):
        ndim = len(group[0].shape)
        dims = [f"_sh{k}_{j}" for j in range(ndim)]
        for j, dim in enumerate(dims):
            gen.emit(f"{dim} = _shapes[{k}][{j}]")
        gen.emit(f"V{k} = _vals[{k}]")
        storage = _Storage(f"V{k}", None, f"len(V{k})")
        for buf in group:
            gen.views[buf] = _View(buf, storage, dims, [None] * ndim, check_size=False)
    gen.emit(f"return {gen.ex(expr)}, _T[0]")
    source = gen.source("def _eval(_scal, _vals, _shapes):")
    namespace = gen.globals
    exec(compile(source, "<verirw.interp evaluate>", "exec"), namespace)
    return namespace["_eval"]
