"""``te.lower(schedule, [A, B])``: a schedule as a verirw PrimFunc.

Each stage becomes a loop nest over its leaf IterVars (every loop starts at 0, as TVM's
MakeLoopNest rebases them); its root values are written in the leaves through the relations,
offset by the range minimum bound inference chose. A stage attached with ``compute_at`` is
emitted at the top of its attach loop's body, producers before consumers. Arguments are
parameters in their (transformed) physical shape; every other computed tensor is allocated
once, at the top, with the shape bound inference gave it, and indexed relative to its region's
minimum.

Guards: a split that does not divide its parent gets ``parent < extent`` (the partial tile);
a transformed layout with padding skips the padding; in exact mode a stage computes only
where its membership guard holds. A guard is emitted at the outermost loop that binds all its
variables, and dropped when z3 proves the loop ranges imply it.
"""

from __future__ import annotations

from verirw import ir
from verirw.dtypes import HANDLE
from verirw.te import arith
from verirw.te.bound import Bounds, attach_path, implied, infer_bound, range_facts
from verirw.te.schedule import Fuse, Schedule, Split, Stage, Transform
from verirw.te.tensor import PlaceholderOp, Reduce, TEError, Tensor
from verirw.visit import free_vars, substitute, transform


def lower(schedule: Schedule, args, *, name: str = "main", bounds: str = "exact",
          keep_trivial_loops: bool = False, flatten: bool = False) -> ir.PrimFunc:
    """The schedule as a PrimFunc whose parameters are ``args`` (tensors), in that order.

    ``bounds="tvm"`` lowers with TVM's InferBound rules instead of verirw's exact ones (same
    results, more elements computed and allocated); ``keep_trivial_loops`` keeps loops of
    extent 1, like TVM's ``debug_keep_trivial_loop``; ``flatten`` gives every buffer its
    physical shape (1-d, or one axis per AXIS_SEPARATOR group), as TVM's lower does.
    """
    args = _check_args(schedule, args)
    b = infer_bound(schedule, bounds, full=[t.op for t in args if not isinstance(t.op, PlaceholderOp)])
    func = _Lowering(schedule, b, args, keep_trivial_loops).function(name)
    if flatten:
        from verirw.layout.flatten import flatten as flatten_buffers
        func = flatten_buffers(func)
        func = func.with_body(_tidy(func.body, {}, keep_trivial=True))
    return func


def _check_args(schedule: Schedule, args) -> list[Tensor]:
    if not isinstance(args, (list, tuple)) or not args:
        raise TEError("lower: give the tensors that become the function's arguments, e.g. [A, C]")
    out = []
    for t in args:
        if not isinstance(t, Tensor):
            raise TEError(f"lower: argument {t!r} is not a tensor")
        if any(t is u for u in out):
            raise TEError(f"lower: {t.name} is given twice")
        out.append(t)
    names = [t.name for t in out]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise TEError(f"lower: two arguments are named {dup.pop()!r}; give tensors distinct names")
    given = {id(t.op) for t in out}
    for op in schedule.outputs:
        if id(op) not in given:
            raise TEError(f"lower: the output {op.name} must be one of the arguments")
    for stage in schedule.stages:
        if isinstance(stage.op, PlaceholderOp) and id(stage.op) not in given:
            raise TEError(f"lower: the input {stage.op.name} must be one of the arguments")
        if id(stage.op) in given and stage.attach_type != "root" and stage.is_compute:
            raise TEError(f"lower: the argument {stage.op.name} is computed "
                          f"{'inline' if stage.attach_type == 'inline' else 'at another loop'}; "
                          "an argument is computed over its whole shape")
    return out


class _Lowering:
    def __init__(self, schedule: Schedule, b: Bounds, args: list[Tensor], keep_trivial: bool):
        self.s, self.b, self.args, self.keep_trivial = schedule, b, args, keep_trivial
        self.storage: dict[int, ir.Buffer] = {}          # id(logical buffer) -> storage
        self.params: list[ir.Var] = []
        self.buffer_map: list[tuple[ir.Var, ir.Buffer]] = []
        for t in args:
            buf = self._physical(t.op, t.op.shape)
            handle = ir.Var(t.name, HANDLE)
            self.params.append(handle)
            self.buffer_map.append((handle, buf))
            self.storage[id(t.op.buffer)] = buf
        self.allocs: list[ir.Buffer] = []
        for stage in schedule.stages:
            if stage.is_compute and stage.attach_type != "inline" and \
                    id(stage.op.buffer) not in self.storage:
                buf = self._physical(stage.op, b[stage].shape)
                self.storage[id(stage.op.buffer)] = buf
                self.allocs.append(buf)

    def _physical(self, op, shape) -> ir.Buffer:
        stage = self.s[op]
        m = stage.layout
        if m is None:
            return ir.make_buffer(op.name, shape, op.dtype)
        tshape = m.transformed_shape(op.shape)
        return ir.make_buffer(op.name, tshape, op.dtype,
                              axis_separators=m.axis_separators(len(op.shape)))

    # ------------------------------------------------------------------ the function

    def function(self, name: str) -> ir.PrimFunc:
        body = ir.seq(*(self._stage(s) for s in self.s.stages
                        if s.is_compute and s.attach_type == "root"))
        for buf in reversed(self.allocs):
            body = ir.Allocate(buf, body)
        body = _tidy(body, {}, self.keep_trivial)
        return ir.PrimFunc(name, tuple(self.params), tuple(self.buffer_map), body)

    # ------------------------------------------------------------------ one stage

    def _stage(self, stage: Stage) -> ir.Stmt:
        leaves = stage.leaf_iter_vars
        rmap = self.b.rmap
        values, guards = self._values(stage)
        level = {id(iv.var): k for k, iv in enumerate(leaves)}
        facts = range_facts(self.b, attach_path(stage) + tuple(leaves))
        placed: dict[int, list[ir.Expr]] = {}
        for g in guards:
            g = arith.simplify(g, self.b.ranges)
            if implied(g, facts):            # implied by the loop ranges or an earlier guard
                continue
            facts.append(g)
            k = max((level.get(id(v), -1) for v in free_vars(g)), default=-1)
            placed.setdefault(k, []).append(g)
        roots = {r: values[r] for r in stage.op.root_iter_vars}
        index = self._store_index(stage, roots, values)
        storage = self.storage[id(stage.op.buffer)]
        value = self._rewrite_loads(substitute(self.b.bodies[stage],
                                               {r.var: v for r, v in roots.items()}))
        body_expr = stage.op.body
        if isinstance(body_expr, Reduce):
            acc = ir.BufferLoad(storage, index)
            store = ir.BufferStore(storage, body_expr.combine(acc, value), index)
            init = ir.BufferStore(storage, body_expr.identity(), index)
        else:
            store, init = ir.BufferStore(storage, value, index), None
        attached = self._attached(stage)
        first_reduce = next((k for k, iv in enumerate(leaves) if iv.is_reduce), None)

        def nest(k: int) -> ir.Stmt:
            if k == len(leaves):
                return store
            inner = nest(k + 1)
            if init is not None and k + 1 == first_reduce:
                inner = ir.seq(self._init_nest(stage, init, placed, first_reduce), inner)
            inner = ir.seq(*(self._stage(s) for s in attached.get(id(leaves[k]), ())), inner)
            inner = ir.guarded(ir.all_of(placed.get(k, ())), inner)
            return ir.For(leaves[k].var, ir.IntImm(0), ir.IntImm(rmap[leaves[k]].extent),
                          "serial", inner)

        out = nest(0)
        if init is not None and first_reduce == 0:
            out = ir.seq(self._init_nest(stage, init, placed, 0), out)
        return ir.guarded(ir.all_of(placed.get(-1, ())), out)

    def _init_nest(self, stage: Stage, init: ir.Stmt, placed: dict, first: int) -> ir.Stmt:
        """The reduction's initialisation, over the data loops inside the first reduce loop
        (the loops outside it are shared with the update, as in TVM's MakeReduction)."""
        leaves = stage.leaf_iter_vars
        reduce_vars = {id(iv.var) for iv in leaves if iv.is_reduce}
        inner = [k for k in range(first + 1, len(leaves)) if not leaves[k].is_reduce]
        out = init
        for k in reversed(inner):
            conds = [g for g in placed.get(k, ())
                     if not any(id(v) in reduce_vars for v in free_vars(g))]
            out = ir.For(leaves[k].var, ir.IntImm(0), ir.IntImm(self.b.rmap[leaves[k]].extent),
                         "serial", ir.guarded(ir.all_of(conds), out))
        return out

    def _attached(self, stage: Stage) -> dict[int, list[Stage]]:
        out: dict[int, list[Stage]] = {}
        for s in self.s.stages:                           # producers first
            if s.attach_type == "scope" and s.attach_stage is stage:
                out.setdefault(id(s.attach_ivar), []).append(s)
        return out

    # ------------------------------------------------------------------ values and guards

    def _values(self, stage: Stage) -> tuple[dict, list[ir.Expr]]:
        """Every IterVar of the stage written in its leaves (roots absolute), and the
        conditions under which a point of the leaf loops is one the stage computes."""
        rmap, sb = self.b.rmap, self.b[stage]
        val = {iv: iv.var for iv in stage.leaf_iter_vars}
        guards: list[ir.Expr] = []
        for rel in reversed(stage.relations):
            if isinstance(rel, Split):
                f, n = rmap[rel.inner].extent, rmap[rel.parent].extent
                val[rel.parent] = val[rel.outer] * f + val[rel.inner]
                if rmap[rel.outer].extent * f != n:
                    guards.append(val[rel.parent].lt(n))
            elif isinstance(rel, Fuse):
                m = rmap[rel.inner].extent
                val[rel.outer] = val[rel.fused] // m
                val[rel.inner] = val[rel.fused] % m
            else:
                env = {a.var: val[a] for a in rel.axes}
                for root, inv in zip(rel.roots, rel.inverse):
                    val[root] = substitute(inv, env)
                guards.append(substitute(rel.in_image, env))
        for r in stage.op.root_iter_vars:
            val[r] = arith.simplify(rmap[r].min + val[r], self.b.ranges)
        data = {a.var: val[a] for a in stage.op.axis}
        guards += [substitute(g, data) for g in sb.guard]    # first: it implies the rectangle
        for a, region, n in zip(stage.op.axis, sb.region, stage.op.shape):
            guards.append(val[a].le(region.hi))
            if self.b.mode == "tvm":                     # TVM's bound check on the domain
                guards += [ir.IntImm(0).le(val[a]), val[a].lt(n)]
        return val, guards

    def _store_index(self, stage: Stage, roots: dict, values: dict) -> tuple[ir.Expr, ...]:
        for rel in stage.relations:
            if isinstance(rel, Transform):     # the loops are the layout: m(m^-1(x)) == x
                return tuple(values[a] for a in rel.axes)
        return self._index(stage.op.buffer, tuple(roots[a] for a in stage.op.axis))

    def _index(self, logical: ir.Buffer, idx: tuple[ir.Expr, ...]) -> tuple[ir.Expr, ...]:
        stage = self.s[_owner(self.s, logical)]
        if stage.layout is not None:
            return stage.layout.map_indices(idx)
        if id(stage.op.buffer) in {id(t.op.buffer) for t in self.args}:
            return idx
        region = self.b[stage].region
        return tuple(arith.simplify(i - r.lo, self.b.ranges) for i, r in zip(idx, region))

    def _rewrite_loads(self, e: ir.Expr) -> ir.Expr:
        def post(n):
            if isinstance(n, ir.BufferLoad) and id(n.buffer) in self.storage:
                return ir.BufferLoad(self.storage[id(n.buffer)], self._index(n.buffer, n.indices))
            return n
        return transform(e, post)


def _owner(schedule: Schedule, buffer: ir.Buffer):
    for s in schedule.stages:
        if s.op.buffer is buffer:
            return s.op
    raise TEError(f"buffer {buffer.name} belongs to no stage")


# ----------------------------------------------------------------------------- tidy


def _tidy(s: ir.Stmt, ranges: dict, keep_trivial: bool) -> ir.Stmt:
    """Simplify indices and conditions under the enclosing loop ranges; drop loops of extent 1
    (their variable is 0) unless asked to keep them, and ``if`` on a condition now True."""
    if isinstance(s, ir.For):
        n = s.extent.value
        if n == 1 and not keep_trivial:
            return _tidy(substitute(s.body, {s.loop_var: ir.IntImm(0, s.loop_var.dtype)}),
                         ranges, keep_trivial)
        inner = {**ranges, s.loop_var: (0, n - 1)}
        return ir.For(s.loop_var, s.min, s.extent, s.kind, _tidy(s.body, inner, keep_trivial))
    if isinstance(s, ir.SeqStmt):
        return ir.seq(*(_tidy(x, ranges, keep_trivial) for x in s.stmts))
    if isinstance(s, ir.IfThenElse):
        cond = arith.simplify(s.condition, ranges)
        then = _tidy(s.then_case, ranges, keep_trivial)
        if isinstance(cond, ir.IntImm):
            return then if cond.value else ir.NOOP
        return ir.IfThenElse(cond, then, None)
    if isinstance(s, ir.BufferStore):
        return ir.BufferStore(s.buffer, arith.simplify(s.value, ranges),
                              tuple(arith.simplify(i, ranges) for i in s.indices))
    if isinstance(s, ir.Allocate):
        return ir.Allocate(s.buffer, _tidy(s.body, ranges, keep_trivial))
    return s
