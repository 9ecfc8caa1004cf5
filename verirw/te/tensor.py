"""Tensor expressions: placeholders, computes with reductions, and their iteration variables.

A compute definition is written with verirw's own IR: ``fcompute`` receives the axis Vars and
returns an ``ir.Expr`` in which ``A[i, j]`` is a ``BufferLoad`` of A's *logical* buffer. So the
interpreter, z3 encoder and simplifier understand a definition as they are; lowering only
retargets those loads to the storage bound inference chooses.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import Callable

from verirw import ir
from verirw.dtypes import DType, FLOAT32, INT32
from verirw.errors import VerirwError
from verirw.index_map import AXIS_SEPARATOR  # noqa: F401  (re-exported as te.AXIS_SEPARATOR)
from verirw.visit import walk


class TEError(VerirwError, ValueError):
    """A tensor expression or schedule that verirw cannot accept, with the reason."""


@dataclass(frozen=True, eq=False)
class IterVar:
    """A loop variable of a stage (TVM's IterVar), compared by identity.

    ``dom`` is ``(min, extent)`` for the axes a compute declares and for reduce axes; the
    variables split/fuse/transform_layout create get their ranges from bound inference.
    ``name`` follows TVM (``i.outer``); the IR variable uses ``_`` for the dots.
    """

    name: str
    kind: str = "data"                      # "data", "reduce" or "derived"
    dom: tuple[int, int] | None = None
    var: ir.Var = field(default=None)       # type: ignore[assignment]
    of_reduce: bool = False                 # derived from reduce axes (a reduction's loop)

    def __post_init__(self):
        if self.var is None:
            object.__setattr__(self, "var", ir.Var(self.name.replace(".", "_"), INT32))

    def __repr__(self) -> str:
        return f"IterVar({self.name!r})"

    @property
    def is_reduce(self) -> bool:
        return self.kind == "reduce" or self.of_reduce

    # usable inside expressions, as TVM's IterVar converts to its Var
    def __ir_expr__(self) -> ir.Var:
        return self.var

    def __add__(self, o): return self.var + o
    def __radd__(self, o): return o + self.var
    def __sub__(self, o): return self.var - o
    def __rsub__(self, o): return o - self.var
    def __mul__(self, o): return self.var * o
    def __rmul__(self, o): return o * self.var
    def __floordiv__(self, o): return self.var // o
    def __mod__(self, o): return self.var % o


def as_expr(x, dtype: DType | None = None) -> ir.Expr:
    """IterVars become their Vars; Python numbers become literals."""
    if isinstance(x, IterVar):
        return x.var
    return ir.as_expr(x, dtype)


# ----------------------------------------------------------------------------- reductions


@dataclass(frozen=True, eq=False)
class Reduce:
    """``te.sum(source, axis=k)``: the top-level expression of a reducing compute."""

    combiner: str                           # "sum", "max" or "min"
    source: ir.Expr
    axes: tuple[IterVar, ...]

    @property
    def dtype(self) -> DType:
        return self.source.dtype

    def identity(self) -> ir.Expr:
        d = self.dtype
        if self.combiner == "sum":
            return ir.as_expr(0, d)
        if d.is_float:
            return ir.FloatImm(float("-inf") if self.combiner == "max" else float("inf"), d)
        lo, hi = d.min_value, d.max_value
        return ir.IntImm(lo if self.combiner == "max" else hi, d)

    def combine(self, acc: ir.Expr, value: ir.Expr) -> ir.Expr:
        return {"sum": ir.Add, "max": ir.Max, "min": ir.Min}[self.combiner](acc, value)

    def _refuse(self, *_):
        raise TEError(f"te.{self.combiner}(...) must be the whole expression a compute returns "
                      "(as in TVM); compute the reduction in its own stage and use it from there")

    __add__ = __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = _refuse
    __truediv__ = __rtruediv__ = __floordiv__ = __rfloordiv__ = __mod__ = __rmod__ = _refuse
    __neg__ = __ir_expr__ = _refuse                  # ``A[i] + te.sum(...)`` lands here


def _reduction(combiner: str):
    def make(expr, axis) -> Reduce:
        axes = tuple(axis) if isinstance(axis, (list, tuple)) else (axis,)
        for a in axes:
            if not isinstance(a, IterVar) or a.kind != "reduce":
                raise TEError(f"te.{combiner}: axis {a!r} is not a reduce_axis")
        if isinstance(expr, Reduce):
            raise TEError(f"te.{combiner}: nested reductions are not supported")
        return Reduce(combiner, as_expr(expr), axes)
    make.__name__ = combiner
    make.__doc__ = f"``te.{combiner}(expr, axis=k)``: the {combiner} of ``expr`` over reduce axes."
    return make


sum = _reduction("sum")        # noqa: A001  (TVM's name)
max = _reduction("max")        # noqa: A001
min = _reduction("min")        # noqa: A001


def reduce_axis(dom, name: str = "k") -> IterVar:
    """``te.reduce_axis((0, n), "k")`` or ``te.reduce_axis(n)``."""
    lo, hi = (0, dom) if isinstance(dom, int) else dom
    return IterVar(name, "reduce", (int(lo), int(hi) - int(lo)))


def const(value, dtype: str = "int32") -> ir.Expr:
    """``te.const(5, "int32")`` (TVM's ``tvm.const``)."""
    return ir.as_expr(value, DType.get(dtype))


# ----------------------------------------------------------------------------- operations

#: the tensor that owns each logical buffer (found again when a body reads it)
_OWNERS: "weakref.WeakValueDictionary[int, Tensor]" = weakref.WeakValueDictionary()


class Operation:
    """Placeholder or compute; one output tensor (``op.output(0)``)."""

    name: str
    buffer: ir.Buffer

    @property
    def shape(self) -> tuple[int, ...]:
        return tuple(s.value for s in self.buffer.shape)

    @property
    def dtype(self) -> DType:
        return self.buffer.dtype

    def output(self, index: int = 0) -> "Tensor":
        if index != 0:
            raise TEError(f"{self.name} has one output")
        return self._tensor

    @property
    def input_tensors(self) -> tuple["Tensor", ...]:
        return ()


@dataclass(eq=False)
class PlaceholderOp(Operation):
    name: str
    buffer: ir.Buffer

    def __repr__(self) -> str:
        return f"placeholder({self.name})"


@dataclass(eq=False)
class ComputeOp(Operation):
    """``axis`` are the data IterVars (one per output dimension), ``reduce_axis`` those of a
    top-level reduction; ``body`` is an IR expression or a ``Reduce``."""

    name: str
    buffer: ir.Buffer
    axis: tuple[IterVar, ...]
    reduce_axis: tuple[IterVar, ...]
    body: ir.Expr | Reduce

    def __repr__(self) -> str:
        return f"compute({self.name})"

    @property
    def root_iter_vars(self) -> tuple[IterVar, ...]:
        return self.axis + self.reduce_axis

    @property
    def value(self) -> ir.Expr:
        """The expression computed per element (a reduction's source)."""
        return self.body.source if isinstance(self.body, Reduce) else self.body

    @property
    def input_tensors(self) -> tuple["Tensor", ...]:
        out: dict[int, Tensor] = {}
        for n in walk(self.value):
            if isinstance(n, ir.BufferLoad):
                t = tensor_of(n.buffer)
                out.setdefault(id(t), t)
        return tuple(out.values())

    def loads(self) -> list[ir.BufferLoad]:
        return [n for n in walk(self.value) if isinstance(n, ir.BufferLoad)]


@dataclass(frozen=True, eq=False)
class Tensor:
    """The output of an operation; ``A[i, j]`` reads it inside a compute definition."""

    op: Operation

    @property
    def name(self) -> str:
        return self.op.name

    @property
    def shape(self) -> tuple[int, ...]:
        return self.op.shape

    @property
    def dtype(self) -> DType:
        return self.op.dtype

    @property
    def ndim(self) -> int:
        return len(self.shape)

    def __getitem__(self, indices) -> ir.BufferLoad:
        if not isinstance(indices, tuple):
            indices = (indices,)
        if len(indices) != self.ndim:
            raise TEError(f"{self.name} has {self.ndim} dimensions (shape {list(self.shape)}) "
                          f"but is indexed with {len(indices)}")
        idx = tuple(as_expr(i) for i in indices)
        for i in idx:
            if not i.dtype.is_int:
                raise TEError(f"{self.name}[...]: index {i!r} is not an integer")
        return ir.BufferLoad(self.op.buffer, idx)

    def __repr__(self) -> str:
        return f"Tensor({self.name}, shape={list(self.shape)}, {self.dtype})"


def tensor_of(buffer: ir.Buffer) -> Tensor:
    t = _OWNERS.get(id(buffer))
    if t is None or t.op.buffer is not buffer:
        raise TEError(f"a compute reads buffer {buffer.name!r}, which is not a te tensor "
                      "(make it with te.placeholder or te.compute)")
    return t


def _register(op: Operation) -> Tensor:
    t = Tensor(op)
    op._tensor = t
    _OWNERS[id(op.buffer)] = t
    return t


def _shape(shape) -> tuple[int, ...]:
    if isinstance(shape, int):
        shape = (shape,)
    out = []
    for s in shape:
        value = s.value if isinstance(s, ir.IntImm) else s
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise TEError(f"shape {list(shape)}: every extent must be a positive int "
                          "(verirw's TE front end needs static shapes)")
        out.append(value)
    return tuple(out)


def placeholder(shape, dtype: str = "float32", name: str = "placeholder") -> Tensor:
    """An input tensor."""
    shp = _shape(shape)
    return _register(PlaceholderOp(name, ir.make_buffer(name, shp, dtype)))


def compute(shape, fcompute: Callable, name: str = "compute", dtype: str | None = None) -> Tensor:
    """``te.compute(shape, lambda i, j: ..., name)``; ``fcompute`` takes one argument per
    dimension and returns an expression, or a ``te.sum(...)`` over reduce axes."""
    shp = _shape(shape)
    names = _axis_names(fcompute, len(shp))
    axis = tuple(IterVar(n, "data", (0, e)) for n, e in zip(names, shp))
    body = fcompute(*(a.var for a in axis))
    if isinstance(body, (list, tuple)):
        raise TEError(f"compute {name}: several outputs per compute are not supported")
    if isinstance(body, Reduce):
        reduce_axes = body.axes
    else:
        body = as_expr(body, FLOAT32 if dtype is None else DType.get(dtype))
        reduce_axes = ()
    if dtype is not None and body.dtype != DType.get(dtype):
        raise TEError(f"compute {name}: the body has dtype {body.dtype}, not {dtype}")
    op = ComputeOp(name, ir.make_buffer(name, shp, body.dtype), axis, reduce_axes, body)
    value = op.value
    _check_body(op, value, set(axis) | set(reduce_axes))
    _ = op.input_tensors                                     # every load is of a te tensor
    return _register(op)


def _axis_names(fcompute: Callable, ndim: int) -> list[str]:
    import inspect
    try:
        params = list(inspect.signature(fcompute).parameters.values())
    except (TypeError, ValueError):
        params = []
    if params and params[0].kind == params[0].VAR_POSITIONAL:
        return [f"i{k}" for k in range(ndim)]
    if len(params) != ndim:
        raise TEError(f"compute: the shape has {ndim} dimensions but fcompute takes "
                      f"{len(params)} arguments")
    return [p.name for p in params]


def _check_body(op: ComputeOp, value: ir.Expr, axes: set) -> None:
    from verirw.visit import free_vars
    allowed = {id(a.var) for a in axes}
    for v in free_vars(value):
        if id(v) not in allowed and not v.dtype.is_handle:
            raise TEError(f"compute {op.name}: its definition uses {v.name!r}, which is neither "
                          "one of its axes nor a reduce axis of its te.sum")
    for n in walk(value):
        if isinstance(n, ir.Undef):
            raise TEError(f"compute {op.name}: T.undef() has no place in a compute definition")
    _check_reads_in_bounds(op, value, axes)


def _check_reads_in_bounds(op: ComputeOp, value: ir.Expr, axes) -> None:
    """Every read of the definition is inside the tensor read, for every point of the
    compute's domain (proven with z3; a refutation names the point)."""
    from verirw import smt
    from verirw.printer import format_expr
    facts = []
    for a in axes:
        lo, n = a.dom
        facts += [ir.IntImm(lo).le(a.var), a.var.lt(lo + n)]
    for ld in (n for n in walk(value) if isinstance(n, ir.BufferLoad)):
        inside = ir.all_of(c for i, extent in zip(ld.indices, ld.buffer.shape)
                           for c in (ir.as_expr(0, i.dtype).le(i), i.lt(extent)))
        result = smt.prove(inside, facts, timeout_ms=5000)
        if isinstance(result, smt.Proven):
            continue
        where = ""
        if isinstance(result, smt.Refuted):
            point = {k: v for k, v in result.counterexample.items()
                     if k in {a.var.name for a in axes}}
            where = " at " + ", ".join(f"{k} = {v}" for k, v in point.items())
        raise TEError(f"compute {op.name} reads {ld.buffer.name}"
                      f"[{', '.join(format_expr(i) for i in ld.indices)}] outside its shape "
                      f"{[e.value for e in ld.buffer.shape]}{where}"
                      + ("" if isinstance(result, smt.Refuted) else " (could not prove it inside)"))
