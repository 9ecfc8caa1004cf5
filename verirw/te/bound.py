"""InferBound (seed 002): the range of every loop and the region every stage computes.

The structure is TVM's: stages in reverse topological order; for each, InferRootBound collects
the consumers' requests (Phase 1: leaf sets, a single point for the leaves the stage is attached
inside; Phase 2: PassUpDomain through split/fuse/transform to the consumer's roots; Phase 3:
the consumer's accesses evaluated on those sets; Phase 4: the union over consumers) and
PassDownDomain gives the stage's own leaves their ranges.

``mode="tvm"`` reproduces TVM's rules, including its over-approximations: the split factor is
used without clamping to the parent's extent, PassUpDomain through a fuse falls back to the
whole range unless the fused set is a point or everything, and requests are unioned per
dimension. ``mode="exact"`` (verirw's) removes them:

* every PassUp step clamps to the parent's range, so a partial tile requests only what exists;
* through a fuse, ``fused // n`` and ``fused % n`` of a contiguous set give the smallest
  rectangle (not the fallback);
* besides the rectangle, a stage keeps a *membership guard*: the exact set of elements the
  consumers read, as a quantifier-free condition on its indices (the point leaves written in
  the roots: ``(ci*4 + cj) // 3 == xo``; a disjunction for disjoint requests). Lowering computes
  only where the guard holds and allocates the smallest rectangle covering every iteration.

Conjuncts that would need a quantifier (a variable the access does not determine, as in
``P[3 * i + 1]``) are projected exactly by ISL (``verirw.sets``): ``(p - 1) % 3 == 0`` and the
tile's range; z3 proves the projection holds for every element read. Only when that question
is not quasi-affine (or ISL gives up, or z3 cannot prove it) is the conjunct dropped, which
enlarges the set: the guard is always sound.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from verirw import ir, smt
from verirw.te import arith
from verirw.te.arith import Interval, NotRepresentable, bound, clamp, simplify
from verirw.te.schedule import Fuse, Schedule, Split, Stage
from verirw.te.tensor import ComputeOp, IterVar, TEError
from verirw.visit import free_vars, substitute, transform

MODES = ("exact", "tvm")
#: attach domains up to this many points are enumerated to size allocations exactly
MAX_ENUMERATION = 1 << 22


@dataclass(frozen=True)
class Range:
    """``[min, min + extent)``; ``min`` may use the loops enclosing the stage."""

    min: ir.Expr
    extent: int

    def __str__(self) -> str:
        from verirw.printer import format_expr
        return f"[{format_expr(self.min)}, {self.extent}]"


@dataclass
class StageBound:
    """What bound inference decided for one stage."""

    stage: Stage
    attach_path: tuple[IterVar, ...]            # outermost first
    region: tuple[Interval, ...]                # per axis, in the attach path's variables
    guard: tuple[ir.Expr, ...] = ()             # exact mode: membership, over the root vars
    shape: tuple[int, ...] = ()                 # the allocation (one extent per axis)

    @property
    def size(self) -> int:
        return math.prod(self.shape)


@dataclass
class Bounds:
    """``rmap`` (IterVar -> Range) and the per-stage decisions; ``ranges`` are the inclusive
    ranges of every loop variable, for simplification and proofs."""

    schedule: Schedule
    mode: str
    rmap: dict = field(default_factory=dict)
    stages: dict = field(default_factory=dict)
    bodies: dict = field(default_factory=dict)
    ranges: dict = field(default_factory=dict)

    def __getitem__(self, key) -> StageBound:
        stage = self.schedule[key] if not isinstance(key, Stage) else key
        return self.stages[stage]


def attach_path(stage: Stage) -> tuple[IterVar, ...]:
    """The leaves of other stages whose loops enclose ``stage``, outermost first (seed 002's
    CreateAttachPath, which lists them innermost first)."""
    if stage.attach_type != "scope":
        return ()
    parent = stage.attach_stage
    k = next((k for k, iv in enumerate(parent.leaf_iter_vars) if iv is stage.attach_ivar), None)
    if k is None:
        raise TEError(f"{stage.name} is computed at loop {stage.attach_ivar.name} of "
                      f"{parent.name}, which was split, fused or transformed afterwards; call "
                      f"compute_at again with one of its loops "
                      f"({', '.join(iv.name for iv in parent.leaf_iter_vars)})")
    return attach_path(parent) + tuple(parent.leaf_iter_vars[:k + 1])


def enclosing_loops(stage: Stage) -> tuple[IterVar, ...]:
    """Every loop around the stage's body: its attach path, then its own leaves."""
    return attach_path(stage) + tuple(stage.leaf_iter_vars)


# ----------------------------------------------------------------------------- entry


def infer_bound(schedule: Schedule, mode: str = "exact", *, full=()) -> Bounds:
    """Ranges for every IterVar and regions for every stage. ``full`` names extra operations
    computed over their whole shape (arguments of the lowered function)."""
    if mode not in MODES:
        raise TEError(f"infer_bound: mode must be one of {', '.join(MODES)}, not {mode!r}")
    b = Bounds(schedule, mode)
    b.bodies = inline_bodies(schedule)
    full_ids = {id(op) for op in full} | {id(op) for op in schedule.outputs}
    for stage in reversed(schedule.stages):
        if not stage.is_compute or stage.attach_type == "inline":
            continue
        _check_attachment(b, stage)
        whole = id(stage.op) in full_ids or stage.layout is not None
        _InferRootBound(b, stage, whole).run()
        _pass_down(b, stage)
    return b


def inline_bodies(schedule: Schedule) -> dict:
    """Each computed stage's value expression with the inlined stages substituted."""
    bodies: dict = {}
    for stage in schedule.stages:                    # producers first
        if not stage.is_compute:
            continue
        bodies[stage] = _inline(schedule, stage.op.value, bodies)
    return bodies


def _inline(schedule: Schedule, value: ir.Expr, bodies: dict) -> ir.Expr:
    def post(n):
        if isinstance(n, ir.BufferLoad):
            for s in schedule.stages:
                if s.op.buffer is n.buffer and s.attach_type == "inline":
                    return substitute(bodies[s], {a.var: i for a, i in zip(s.op.axis, n.indices)})
        return n
    return transform(value, post)


def consumers(b: Bounds, stage: Stage) -> list[Stage]:
    """The stages (not inlined) whose definitions read ``stage``'s tensor."""
    out = []
    for s, body in b.bodies.items():
        if s.attach_type != "inline" and any(ld.buffer is stage.op.buffer for ld in loads(body)):
            out.append(s)
    return out


def loads(e: ir.Expr) -> list[ir.BufferLoad]:
    from verirw.visit import walk
    return [n for n in walk(e) if isinstance(n, ir.BufferLoad)]


def _check_attachment(b: Bounds, stage: Stage) -> None:
    users = consumers(b, stage)
    if not users and not stage.is_output:
        raise TEError(f"stage {stage.name} is computed but nothing reads it")
    path = attach_path(stage)
    for d in users:
        around = enclosing_loops(d)
        if around[:len(path)] != path or any(x is not y for x, y in zip(around, path)):
            where = path[-1].name if path else "root"
            raise TEError(f"{stage.name} is computed inside loop {where} of "
                          f"{stage.attach_stage.name}, but its consumer {d.name} reads it outside "
                          "that loop; attach it where every consumer can see it")


# ----------------------------------------------------------------------------- InferRootBound


class _InferRootBound:
    def __init__(self, b: Bounds, stage: Stage, whole: bool):
        self.b, self.stage, self.whole = b, stage, whole
        self.exact = b.mode == "exact"
        self.path = attach_path(stage)
        self.fixed = {id(iv) for iv in self.path}

    def run(self) -> None:
        op: ComputeOp = self.stage.op
        if self.whole:
            region = tuple(Interval.of_range(0, n - 1) for n in op.shape)
            guard: tuple = ()
        else:
            requests = [r for d in consumers(self.b, self.stage) for r in self._requests(d)]
            region, guard = self._gather(requests)
        shape = tuple(self._extent(iv) for iv in region)
        self.b.stages[self.stage] = StageBound(self.stage, self.path, region, guard, shape)
        for axis, iv, n in zip(op.axis, region, shape):
            self.b.rmap[axis] = Range(iv.lo, n)
        for axis in op.reduce_axis:
            self.b.rmap[axis] = Range(ir.IntImm(axis.dom[0]), axis.dom[1])

    # ------------------------------------------------------------------ phases 1-3

    def _requests(self, d: Stage) -> list[tuple[tuple[Interval, ...], tuple | None]]:
        """(rectangle, membership conjuncts or None) for every access of ``d`` to the stage."""
        sets = self._relaxed(d)
        roots = self._root_sets(d, sets)
        env = {**sets, **{r.var: s for r, s in roots.items()}}
        out = []
        for ld in loads(self.b.bodies[d]):
            if ld.buffer is not self.stage.op.buffer:
                continue
            rect = tuple(self._request(i, env, n) for i, n in zip(ld.indices, self.stage.op.shape))
            members = self._membership(d, ld, rect, sets) if self.exact else None
            out.append((rect, members))
        return out

    def _relaxed(self, d: Stage) -> dict:
        """Phase 1: sets of the loops around ``d`` that this stage is not inside (the others
        are single points: themselves)."""
        sets = {}
        for iv in enclosing_loops(d):
            if id(iv) in self.fixed:
                continue
            n = self.b.rmap[iv].extent
            sets[iv.var] = Interval.point(ir.IntImm(0)) if n == 1 else Interval.of_range(0, n - 1)
        return sets

    def _root_sets(self, d: Stage, sets: dict) -> dict:
        """Phase 2: PassUpDomain from ``d``'s leaves to its roots (absolute values)."""
        state = {iv: sets.get(iv.var, Interval.point(iv.var)) for iv in d.leaf_iter_vars}
        for rel in reversed(d.relations):
            self._pass_up(rel, state)
        out = {}
        sb = self.b.stages[d]
        for k, root in enumerate(d.op.root_iter_vars):
            rng = self.b.rmap[root]
            x = ir.Var("rel")
            s = self._bound(rng.min + x, {**sets, x: state[root]}, None)
            if s is None:
                s = self._bound(rng.min, sets, None)
                s = Interval(s.lo, simplify(s.hi + (rng.extent - 1), self.b.ranges), True) \
                    if s is not None else None
            if self.exact and k < len(sb.region) and s is not None:
                lo = self._bound(sb.region[k].lo, sets, None)
                hi = self._bound(sb.region[k].hi, sets, None)
                if lo is not None and hi is not None:
                    s = clamp(s, lo.lo, hi.hi, self.b.ranges)
            if s is None:
                raise TEError(f"cannot bound axis {root.name} of {d.name}")
            out[root] = s
        return out

    def _pass_up(self, rel, state: dict) -> None:
        rmap, ranges = self.b.rmap, self.b.ranges
        if isinstance(rel, Split):
            f = rmap[rel.inner].extent
            n = rmap[rel.parent].extent
            so, si = state[rel.outer], state[rel.inner]
            if not self.exact and self._full(so, rel.outer) and self._full(si, rel.inner):
                state[rel.parent] = Interval.of_range(0, n - 1)
                return
            s = self._bound(rel.outer.var * f + rel.inner.var,
                            {rel.outer.var: so, rel.inner.var: si}, n)
            state[rel.parent] = _within(s, n, ranges) if self.exact else s
        elif isinstance(rel, Fuse):
            m = rmap[rel.inner].extent
            sf = state[rel.fused]
            full = self._full(sf, rel.fused)
            if not self.exact and not sf.is_point:       # TVM: exact only if all or a point
                state[rel.outer] = Interval.of_range(0, rmap[rel.outer].extent - 1)
                state[rel.inner] = Interval.of_range(0, m - 1)
                return
            if full:
                state[rel.outer] = Interval.of_range(0, rmap[rel.outer].extent - 1)
                state[rel.inner] = Interval.of_range(0, m - 1)
                return
            x = rel.fused.var
            state[rel.outer] = self._bound(x // m, {x: sf}, rmap[rel.outer].extent)
            state[rel.inner] = self._bound(x % m, {x: sf}, m)
        else:
            env = {a.var: state[a] for a in rel.axes}
            for root, inv in zip(rel.roots, rel.inverse):
                n = rmap[root].extent
                state[root] = _within(self._bound(inv, env, n), n, ranges)

    def _bound(self, e: ir.Expr, sets: dict, extent: int | None) -> Interval | None:
        """``bound`` or, where the set has no interval form, the whole range ``[0, extent)``
        (None when there is no range to fall back to)."""
        try:
            return bound(e, sets, self.b.ranges)
        except NotRepresentable:
            return None if extent is None else Interval.of_range(0, extent - 1)

    def _full(self, s: Interval, iv: IterVar) -> bool:
        n = self.b.rmap[iv].extent
        return (isinstance(s.lo, ir.IntImm) and isinstance(s.hi, ir.IntImm)
                and s.lo.value == 0 and s.hi.value == n - 1)

    def _request(self, index: ir.Expr, env: dict, n: int) -> Interval:
        s = self._bound(index, env, n)
        return clamp(s, ir.IntImm(0), ir.IntImm(n - 1), self.b.ranges) if self.exact else s

    # ------------------------------------------------------------------ exact membership

    def _membership(self, d: Stage, ld: ir.BufferLoad, rect, sets: dict) -> tuple | None:
        """The elements ``ld`` reads, as conjuncts over this stage's axis vars, given the
        point leaves; None when the access does not determine ``d``'s roots."""
        axes = self.stage.op.axis
        # d's root values get their own symbols: an unsplit root's Var is also its loop's
        # Var, which counts from 0 (the value is min + loop)
        value = {r.var: ir.Var(f"{r.var.name}_value") for r in d.op.root_iter_vars}
        mapping = {}                               # d's root value -> expression in our axes
        for a, index in zip(axes, ld.indices):
            inv = _solve_for(simplify(substitute(index, value), self.b.ranges),
                             list(value.values()), a.var)
            if inv is not None and inv[0] not in mapping:
                mapping[inv[0]] = inv[1]
        conjuncts = _domain_of(self.b, d, self.fixed, value)
        out = []
        allowed = {id(v) for v in mapping} | {id(iv.var) for iv in self.path}
        dropped = False
        for c in conjuncts:
            if all(id(v) in allowed for v in free_vars(c)):
                out.append(substitute(c, mapping))
            else:
                dropped = True
        if dropped:
            # a conjunct over a root value the access does not determine (``i + k``) needs
            # an existential: ISL projects it out exactly, z3 proves the result contains
            # every element read
            indices = [substitute(i, value) for i in ld.indices]
            out += exact_membership([a.var for a in axes], indices, conjuncts,
                                    [iv.var for iv in self.path])
        for a, r in zip(axes, rect):
            out += [r.lo.le(a.var), a.var.le(r.hi)]
        return tuple(out)

    # ------------------------------------------------------------------ phase 4

    def _gather(self, requests) -> tuple[tuple[Interval, ...], tuple]:
        op = self.stage.op
        region = requests[0][0]
        for rect, _ in requests[1:]:
            region = tuple(arith.hull(a, b, self.b.ranges) for a, b in zip(region, rect))
        if not self.exact:
            return region, ()
        region = tuple(clamp(r, ir.IntImm(0), ir.IntImm(n - 1), self.b.ranges)
                       for r, n in zip(region, op.shape))
        facts = self._facts(region)
        members = [self._essential(m, facts) for _, m in requests]
        if len(members) == 1:
            return region, tuple(members[0])
        either = ir.any_of(ir.all_of(m) for m in members)
        return region, (() if implied(either, facts) else (either,))

    def _essential(self, conjuncts, facts) -> list[ir.Expr]:
        """The conjuncts, simplified, without repeats and without those the region's
        rectangle and the loop ranges imply."""
        out: list[ir.Expr] = []
        for c in conjuncts:
            c = simplify(c, self.b.ranges)
            if c not in out and not implied(c, facts):
                out.append(c)
        return out

    def _facts(self, region) -> list[ir.Expr]:
        facts = range_facts(self.b, self.path)
        for a, r in zip(self.stage.op.axis, region):
            facts += [r.lo.le(a.var), a.var.le(r.hi)]
        return facts

    def _extent(self, iv: Interval) -> int:
        """The largest ``hi - lo + 1`` over every iteration of the attach path."""
        width = simplify(iv.hi - iv.lo + 1, self.b.ranges)
        if isinstance(width, ir.IntImm):
            return max(width.value, 1)
        return max(_maximum(width, self.path, self.b), 1)


def _within(s: Interval, n: int, ranges: dict) -> Interval:
    """``s`` clamped to ``[0, n)`` — except a single point, which stays one (the following
    fuse/access needs it exact; a point outside the range is an iteration a guard skips, and
    the final request is clamped to the tensor's shape)."""
    return s if s.is_point else clamp(s, ir.IntImm(0), ir.IntImm(n - 1), ranges)


def range_facts(b: Bounds, ivs) -> list[ir.Expr]:
    """``0 <= v < extent`` for the loops of ``ivs``."""
    out = []
    for iv in ivs:
        out += [ir.IntImm(0).le(iv.var), iv.var.lt(b.rmap[iv].extent)]
    return out


def implied(goal: ir.Expr, facts: list) -> bool:
    """z3 proves ``goal`` wherever ``facts`` hold (unknown counts as not implied)."""
    if isinstance(goal, ir.IntImm):
        return bool(goal.value)
    return isinstance(smt.prove(goal, facts, timeout_ms=2000), smt.Proven)


def _maximum(e: ir.Expr, path, b: Bounds) -> int:
    """max of ``e`` over the attach path's loop box, by enumeration (exact), or the interval
    bound when the box is too large to enumerate (sound, perhaps larger)."""
    used = {id(v) for v in free_vars(e)}
    axes = [iv for iv in path if id(iv.var) in used]
    extents = [b.rmap[iv].extent for iv in axes]
    if math.prod(extents) <= MAX_ENUMERATION:
        from verirw.te.numpy_eval import evaluate_array
        grids = np.meshgrid(*(np.arange(n) for n in extents), indexing="ij") if axes else []
        values = evaluate_array(e, {iv.var: g for iv, g in zip(axes, grids)}, {})
        return int(np.max(values))
    hi = arith.value_range(e, b.ranges)[1]
    if hi is None:
        raise TEError(f"cannot bound the extent {e!r} of a region")
    return hi


# ----------------------------------------------------------------------------- membership


def _forward(b: Bounds, d: Stage, value: dict) -> dict:
    """Every IterVar of ``d`` written in its root values (``value``: root Var -> symbol): the
    inverse of the split/fuse/transform relations, to say which roots a point leaf selects."""
    rmap = b.rmap
    val = {r: value[r.var] - rmap[r].min for r in d.op.root_iter_vars}
    for rel in d.relations:
        if isinstance(rel, Split):
            f = rmap[rel.inner].extent
            val[rel.outer] = val[rel.parent] // f
            val[rel.inner] = val[rel.parent] % f
        elif isinstance(rel, Fuse):
            val[rel.fused] = val[rel.outer] * rmap[rel.inner].extent + val[rel.inner]
        else:
            for a, fwd in zip(rel.axes, rel.forward):
                val[a] = substitute(fwd, {r.var: val[r] for r in rel.roots})
    return val


def exact_membership(axes: list[ir.Var], indices: list[ir.Expr], conjuncts: list[ir.Expr],
                     scope: list[ir.Var]) -> list[ir.Expr]:
    """``{axes : exists others: axes == indices and conjuncts}`` as conditions over ``axes``
    and the variables in ``scope`` (ISL's exact projection, read back as IR), proven by z3 to
    hold for every element read; ``[]`` (no extra condition, still sound) when the question
    is not quasi-affine, ISL gives up or z3 cannot prove it."""
    from verirw import sets
    kept = {id(v) for v in axes} | {id(v) for v in scope}
    free: dict[int, ir.Var] = {}
    for e in [*indices, *conjuncts]:
        for v in free_vars(e):
            free.setdefault(id(v), v)
    params = [v for v in scope if id(v) in free]
    hidden = [v for v in free.values() if id(v) not in kept]
    names = {id(v): f"a{k}" for k, v in enumerate(axes)}
    names.update({id(v): f"p{k}" for k, v in enumerate(params)})
    names.update({id(v): f"e{k}" for k, v in enumerate(hidden)})
    try:
        cons = [f"{names[id(a)]} = {sets.expr_to_isl(i, names)}" for a, i in zip(axes, indices)]
        cons += [_condition_to_isl(c, names) for c in conjuncts]
    except sets.NotQuasiAffine:
        return []
    head = f"[{', '.join(f'p{k}' for k in range(len(params)))}] -> " if params else ""
    body = " and ".join(cons) or "true"
    if hidden:
        body = f"exists ({', '.join(f'e{k}' for k in range(len(hidden)))} : {body})"
    text = f"{head}{{ [{', '.join(f'a{k}' for k in range(len(axes)))}] : {body} }}"
    try:
        member = sets.set_to_ir(sets.parse("Set", text), axes, params)
    except (sets.NotQuasiAffine, sets.isl.Error):          # ISL gave up or refused the text
        return []
    facts = [a.eq(i) for a, i in zip(axes, indices)] + list(conjuncts)
    if not isinstance(smt.prove(member, facts, timeout_ms=2000), smt.Proven):
        return []
    return [member]


_ISL_CMP = {ir.EQ: "=", ir.LT: "<", ir.LE: "<=", ir.GT: ">", ir.GE: ">="}


def _condition_to_isl(c: ir.Expr, names: dict) -> str:
    from verirw import sets
    if isinstance(c, ir.And):
        return f"({_condition_to_isl(c.a, names)} and {_condition_to_isl(c.b, names)})"
    if type(c) in _ISL_CMP:
        return f"{sets.expr_to_isl(c.a, names)} {_ISL_CMP[type(c)]} {sets.expr_to_isl(c.b, names)}"
    raise sets.NotQuasiAffine(f"{type(c).__name__} is not a quasi-affine condition")


def _domain_of(b: Bounds, d: Stage, fixed: set, value: dict) -> list[ir.Expr]:
    """The root values ``d`` iterates over for the current point leaves: its region (and its
    own guard), and ``leaf == loop variable`` for each of its leaves that is held fixed."""
    sb = b.stages[d]
    out: list[ir.Expr] = [substitute(g, value) for g in sb.guard]
    for a, r in zip(d.op.axis, sb.region):
        out += [r.lo.le(value[a.var]), value[a.var].le(r.hi)]
    fwd = _forward(b, d, value)
    for leaf in d.leaf_iter_vars:
        if id(leaf) in fixed:
            out.append(fwd[leaf].eq(leaf.var))
    return [simplify(c, b.ranges) for c in out]


def _solve_for(index: ir.Expr, symbols: list, x: ir.Var):
    """``(symbol, expression in x)`` when ``index`` is ``symbol + c`` (c free of the other
    symbols), so that the element ``x`` is read exactly when ``symbol == x - c``."""
    ids = {id(v) for v in symbols}
    terms, const = arith.linear_terms(index)
    hits = [a for a in terms if isinstance(a, ir.Var) and id(a) in ids]
    if len(hits) != 1 or terms[hits[0]] != 1:
        return None
    rest = {a: k for a, k in terms.items() if a is not hits[0]}
    if any(id(v) in ids for a in rest for v in free_vars(a)):
        return None
    offset = arith.build_linear(rest, const, index.dtype)
    return hits[0], simplify(x - offset)


# ----------------------------------------------------------------------------- PassDownDomain


def _pass_down(b: Bounds, stage: Stage) -> None:
    rmap = b.rmap
    for rel in stage.relations:
        if isinstance(rel, Split):
            n = rmap[rel.parent].extent
            if rel.factor is not None:
                f, outer = rel.factor, -(-n // rel.factor)
            else:
                outer, f = rel.nparts, -(-n // rel.nparts)
            rmap[rel.inner] = Range(ir.IntImm(0), f)
            rmap[rel.outer] = Range(ir.IntImm(0), outer)
        elif isinstance(rel, Fuse):
            rmap[rel.fused] = Range(ir.IntImm(0), rmap[rel.outer].extent * rmap[rel.inner].extent)
        else:
            for a, n in zip(rel.axes, rel.shape):
                rmap[a] = Range(ir.IntImm(0), n)
    for iv in stage.leaf_iter_vars:
        b.ranges[iv.var] = (0, rmap[iv].extent - 1)
