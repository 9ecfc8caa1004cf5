"""Schedules: one stage per operation, and the primitives that change a stage's loops.

A stage keeps TVM's IterVar hyper-graph (seed 002): ``relations`` connect root IterVars (the
axes and reduce axes of the compute) to the ``leaf_iter_vars`` that become loops. Primitives
only edit that graph and the attachment; bound inference and lowering read it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from verirw import ir
from verirw.index_map import IndexMap
from verirw.te.tensor import (ComputeOp, IterVar, Operation, PlaceholderOp, TEError, Tensor)


# ----------------------------------------------------------------------------- relations


@dataclass(frozen=True, eq=False)
class Split:
    """``parent = outer * factor + inner`` (relative to the parent's minimum); with ``nparts``
    the outer extent is fixed and the factor follows from the parent's extent."""

    parent: IterVar
    outer: IterVar
    inner: IterVar
    factor: int | None = None
    nparts: int | None = None


@dataclass(frozen=True, eq=False)
class Fuse:
    """``fused = outer * extent(inner) + inner``."""

    outer: IterVar
    inner: IterVar
    fused: IterVar


@dataclass(frozen=True, eq=False)
class Transform:
    """RFC 0039's ``transform_layout`` of a computed tensor: the loops follow the new layout.
    ``forward`` gives the new axes from the roots, ``inverse`` the roots from the new axes (both
    IR in the IterVars' Vars); ``in_image`` says a point of the new axes is not padding."""

    roots: tuple[IterVar, ...]
    axes: tuple[IterVar, ...]
    index_map: IndexMap
    forward: tuple[ir.Expr, ...]
    inverse: tuple[ir.Expr, ...]
    in_image: ir.Expr
    shape: tuple[int, ...]


Relation = Split | Fuse | Transform


# ----------------------------------------------------------------------------- stages


@dataclass(eq=False)
class Stage:
    op: Operation
    schedule: "Schedule"
    all_iter_vars: list[IterVar] = field(default_factory=list)
    leaf_iter_vars: list[IterVar] = field(default_factory=list)
    relations: list = field(default_factory=list)
    attach_type: str = "root"                  # "root", "scope" or "inline"
    attach_stage: "Stage | None" = None
    attach_ivar: IterVar | None = None
    layout: IndexMap | None = None             # the tensor's storage layout (RFC 0039)

    def __post_init__(self):
        if isinstance(self.op, ComputeOp):
            self.all_iter_vars = list(self.op.root_iter_vars)
            self.leaf_iter_vars = list(self.op.root_iter_vars)

    def __repr__(self) -> str:
        return f"stage({self.op.name})"

    @property
    def name(self) -> str:
        return self.op.name

    @property
    def is_compute(self) -> bool:
        return isinstance(self.op, ComputeOp)

    @property
    def is_output(self) -> bool:
        return self.op in self.schedule.outputs

    # ------------------------------------------------------------------ loop primitives

    def split(self, parent: IterVar, factor: int | None = None, *, nparts: int | None = None):
        """``outer, inner = s[C].split(axis, factor=8)`` (or ``nparts=``)."""
        self._require_compute("split")
        if (factor is None) == (nparts is None):
            raise TEError(f"split of {self._name(parent)}: give exactly one of factor and nparts")
        n = factor if factor is not None else nparts
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise TEError(f"split of {self._name(parent)}: "
                          f"{'factor' if factor is not None else 'nparts'} "
                          f"must be a positive int, not {n!r}")
        k = self._leaf_position(parent, "split")
        outer = IterVar(f"{parent.name}.outer", "derived", of_reduce=parent.is_reduce)
        inner = IterVar(f"{parent.name}.inner", "derived", of_reduce=parent.is_reduce)
        self.relations.append(Split(parent, outer, inner, factor, nparts))
        self.all_iter_vars += [outer, inner]
        self.leaf_iter_vars[k:k + 1] = [outer, inner]
        return outer, inner

    def fuse(self, *axes: IterVar) -> IterVar:
        """``s[C].fuse(i, j)``: adjacent leaves, outermost first, into one loop."""
        self._require_compute("fuse")
        if len(axes) < 2:
            raise TEError("fuse needs at least two axes")
        fused = axes[0]
        for nxt in axes[1:]:
            fused = self._fuse_pair(fused, nxt)
        return fused

    def _fuse_pair(self, outer: IterVar, inner: IterVar) -> IterVar:
        ko = self._leaf_position(outer, "fuse")
        ki = self._leaf_position(inner, "fuse")
        if ki != ko + 1:
            raise TEError(f"fuse({self._name(outer)}, {self._name(inner)}) in stage {self.name}: "
                          "the axes must be adjacent leaves, outer first (reorder them first)")
        if outer.is_reduce != inner.is_reduce:
            raise TEError(f"fuse in stage {self.name}: cannot fuse a reduce axis with a data axis")
        fused = IterVar(f"{outer.name}.{inner.name}.fused", "derived", of_reduce=outer.is_reduce)
        self.relations.append(Fuse(outer, inner, fused))
        self.all_iter_vars.append(fused)
        self.leaf_iter_vars[ko:ki + 1] = [fused]
        return fused

    def reorder(self, *axes: IterVar) -> None:
        """The given leaves take, in this order, the positions they occupy together."""
        self._require_compute("reorder")
        positions = [self._leaf_position(a, "reorder") for a in axes]
        if len(set(positions)) != len(positions):
            raise TEError(f"reorder in stage {self.name}: an axis is given twice")
        for pos, axis in zip(sorted(positions), axes):
            self.leaf_iter_vars[pos] = axis

    # ------------------------------------------------------------------ attachment

    def compute_at(self, parent: "Stage", ivar: IterVar) -> None:
        """Compute this stage inside ``parent``'s loop ``ivar``, only the part needed there."""
        self._require_compute("compute_at")
        if not isinstance(parent, Stage) or parent.schedule is not self.schedule:
            raise TEError(f"compute_at of {self.name}: {parent!r} is not a stage of this schedule")
        if parent is self:
            raise TEError(f"compute_at of {self.name}: a stage cannot be attached to itself")
        if ivar not in parent.leaf_iter_vars:
            raise TEError(f"compute_at of {self.name}: {self._name(ivar)} is not a loop (leaf "
                          f"axis) of {parent.name}; its loops are "
                          f"{', '.join(a.name for a in parent.leaf_iter_vars)}")
        if self.is_output:
            raise TEError(f"compute_at of {self.name}: it is an output of the schedule, computed "
                          "once over its whole shape")
        if self.layout is not None:
            raise TEError(f"compute_at of {self.name}: its layout was transformed; a transformed "
                          "tensor is computed over its whole shape (at root)")
        chain = parent
        while chain is not None:
            if chain is self:
                raise TEError(f"compute_at of {self.name} at {parent.name}: {parent.name} is "
                              f"itself computed inside {self.name}; attachments cannot form a cycle")
            chain = chain.attach_stage
        self.attach_type, self.attach_stage, self.attach_ivar = "scope", parent, ivar

    def compute_root(self) -> None:
        self._require_compute("compute_root")
        self.attach_type, self.attach_stage, self.attach_ivar = "root", None, None

    def compute_inline(self) -> None:
        """Substitute this stage's definition into its consumers."""
        self._require_compute("compute_inline")
        if self.op.reduce_axis:
            raise TEError(f"compute_inline of {self.name}: a reduction cannot be inlined")
        if self.is_output:
            raise TEError(f"compute_inline of {self.name}: it is an output of the schedule")
        if self.relations:
            raise TEError(f"compute_inline of {self.name}: its loops were already scheduled")
        self.attach_type, self.attach_stage, self.attach_ivar = "inline", None, None

    # ------------------------------------------------------------------ layout (RFC 0039)

    def transform_layout(self, fn) -> tuple[IterVar, ...]:
        """Store the tensor in the layout ``fn`` maps its indices to (``te.AXIS_SEPARATOR`` in
        the list groups physical axes). For a computed tensor the loops follow the new layout
        and their IterVars are returned; a placeholder has no loops, so ``()`` is returned."""
        if self.layout is not None:
            raise TEError(f"transform_layout of {self.name}: its layout was already transformed")
        m = IndexMap.coerce(fn)
        shape = self.op.shape
        try:
            m.require_injective(shape)
            tshape = m.transformed_shape(shape)
        except TEError:
            raise
        except Exception as e:              # IndexMapError, ArgumentError: keep their message
            raise TEError(f"transform_layout of {self.name}: {e}") from None
        if isinstance(self.op, PlaceholderOp):
            self.layout = m
            return ()
        if self.attach_type == "scope":
            raise TEError(f"transform_layout of {self.name}: it is computed at another stage's "
                          "loop; a transformed tensor is computed over its whole shape")
        roots = tuple(self.op.axis)
        missing = [a.name for a in roots if a not in self.leaf_iter_vars]
        if missing:
            raise TEError(f"transform_layout of {self.name}: call it before splitting or fusing "
                          f"the axes {', '.join(missing)}; then schedule the axes it returns")
        names = m.transformed_names(len(roots))
        axes = tuple(IterVar(n, "derived") for n in names)
        bound = m.bind(len(roots))
        inv = m.inverse(shape).bind(len(tshape))
        to_roots = {v: r.var for v, r in zip(bound.initial, roots)}
        to_axes = {v: a.var for v, a in zip(inv.initial, axes)}
        from verirw.visit import substitute
        forward = tuple(substitute(e, to_roots) for e in bound.final)
        inverse = tuple(substitute(e, to_axes) for e in inv.final)
        in_image = m.image_predicate(shape)(*(a.var for a in axes))
        self.layout = m                       # only now: a refused transform changes nothing
        self.relations.append(Transform(roots, axes, m, forward, inverse, in_image, tshape))
        self.all_iter_vars += list(axes)
        first = min(self.leaf_iter_vars.index(a) for a in roots)
        rest = [a for a in self.leaf_iter_vars if a not in roots]
        self.leaf_iter_vars = rest[:first] + list(axes) + rest[first:]
        return axes

    # ------------------------------------------------------------------ helpers

    def _require_compute(self, what: str) -> None:
        if not self.is_compute:
            raise TEError(f"{what}: {self.name} is a placeholder; it has no loops")
        if self.attach_type == "inline" and what != "compute_inline":
            raise TEError(f"{what}: {self.name} was inlined")

    def _leaf_position(self, axis: IterVar, what: str) -> int:
        if not isinstance(axis, IterVar):
            raise TEError(f"{what} in stage {self.name}: {axis!r} is not an axis")
        for k, a in enumerate(self.leaf_iter_vars):
            if a is axis:
                return k
        if axis in self.all_iter_vars:
            raise TEError(f"{what} in stage {self.name}: {axis.name} was already split, fused or "
                          "transformed; use the axes that produced")
        raise TEError(f"{what} in stage {self.name}: {axis.name} is not an axis of this stage")

    def _name(self, axis) -> str:
        return axis.name if isinstance(axis, IterVar) else repr(axis)


# ----------------------------------------------------------------------------- schedule


class Schedule:
    """The stages of every operation the outputs depend on, producers first."""

    def __init__(self, outputs: tuple[Operation, ...]):
        self.outputs = outputs
        self.stages: list[Stage] = []
        self.stage_map: dict[int, Stage] = {}
        for op in post_order(outputs):
            stage = Stage(op, self)
            self.stages.append(stage)
            self.stage_map[id(op)] = stage

    def __getitem__(self, key) -> Stage:
        op = key.op if isinstance(key, Tensor) else key
        stage = self.stage_map.get(id(op))
        if stage is None:
            raise TEError(f"{getattr(op, 'name', op)!r} is not part of this schedule (it does not "
                          "feed its outputs)")
        return stage

    def consumers(self, stage: Stage) -> list[Stage]:
        """Stages that read ``stage``'s tensor (through inlined stages, their consumers)."""
        out = []
        for s in self.stages:
            if s.is_compute and any(t.op is stage.op for t in s.op.input_tensors):
                out.append(s)
        return out


def post_order(outputs) -> list[Operation]:
    """Every operation ``outputs`` depend on, each once, producers before their consumers."""
    seen: set[int] = set()
    order: list[Operation] = []

    def visit(op: Operation) -> None:
        if id(op) in seen:
            return
        seen.add(id(op))
        for t in op.input_tensors:
            visit(t.op)
        order.append(op)

    for op in outputs:
        visit(op)
    return order


def create_schedule(ops) -> Schedule:
    """``te.create_schedule(C.op)`` or ``te.create_schedule([C.op, D.op])``."""
    if not isinstance(ops, (list, tuple)):
        ops = [ops]
    out = []
    for op in ops:
        op = op.op if isinstance(op, Tensor) else op
        if not isinstance(op, ComputeOp):
            raise TEError(f"create_schedule: {op!r} is not a compute operation")
        out.append(op)
    return Schedule(tuple(out))
