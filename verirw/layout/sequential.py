"""``sequential_buffer_access``: rewrite a block's loops so that they walk a buffer's
(transformed) layout in order (RFC 0077 "New Utility - Reorder Loops According to Buffer").

The buffer's access ``B[h(loops)]`` defines the new iterators ``t = h(loops)``. Some loop
variables ``E`` are eliminated — expressed back as ``E = G(t, K)`` through the inverse of the
map ``(E, K) -> (h, K)``, where ``K`` are the loops that stay (reduction axes such as ``f`` in
``A[(i + f) // 4, ...]``) — and the new nest is::

    for t in grid(box of h):        # outermost: the buffer's layout, in order
        for k in K:                 # the loops that stay, in their order
            if image(t, K):         # exactly the old iterations (proven exact)
                body[E := G(t, K)]  # the driving access becomes B[t]

Which loops are eliminated is found by trying the smallest ``K`` for which z3 proves the map
injective and an inverse is found and proven (``IndexMap``). Two changes of execution order
are checked by z3 before anything is rewritten, and refused with the conflicting iterations:

* *distribution*: when the access sits under an inner loop next to other statements (the
  ``B[i] = 0`` initialisation beside ``for f``), those statements are split into their own
  nest (block ``init_<block>``). Legal only if no statement instance of a later piece at an
  earlier iteration conflicts with one of an earlier piece at a later iteration — the RFC's
  ``conv1d_cumsum`` fails exactly here;
* *reordering*: no two conflicting accesses (same element, one a write) may swap order
  between the old and the new iteration order — except two instances of one reduction update
  ``X[idx] = X[idx] op e`` (op ``+`` or ``*``, ``e`` not reading ``X``): with every other
  dependence kept, the updates of an element still see the same other accesses around them,
  so swapping them only re-associates and commutes the fold. That is exact for integers below
  32 bits (wrap-around ``+``/``*`` are associative and commutative), refused from 32 bits (an
  overflow is poison: a partial result may overflow in one order only) and, for floats,
  allowed only with ``float_mode="fast"``.

With ``block=None`` every top-level loop nest that accesses the buffer is rewritten, or only
those picked by ``nests`` (indices into that list, in program order).

``verirw.check(before, after)`` validates the result independently.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

import z3

from verirw import ir, smt, solver
from verirw.semantics import is_narrow_int
from verirw.strided import require_dense
from verirw.errors import ArgumentError
from verirw.index_map import IndexMap, IndexMapError, extent_expr, split_names
from verirw.printer import format_expr
from verirw.structural import structural_equal
from verirw.visit import substitute, transform, walk

__all__ = ["sequential_buffer_access"]


def sequential_buffer_access(func: ir.PrimFunc, block: str | None, buffer: str, *,
                             nests: Sequence[int] | None = None, float_mode: str = "ieee",
                             timeout_ms: int = 10_000) -> ir.PrimFunc:
    """``func`` with the loop nest of block ``block`` iterating ``buffer``'s layout in order;
    with ``block=None``, every top-level loop nest of the function that accesses ``buffer``
    (or the ``nests``-th of them, 0-based). ``float_mode="fast"`` lets float reductions be
    reordered (re-associated), as integer ones below 32 bits always may."""
    if not isinstance(func, ir.PrimFunc):
        raise ArgumentError(f"sequential_buffer_access expects a PrimFunc, not {type(func).__name__}")
    if float_mode not in ("ieee", "fast"):
        raise ArgumentError(f"float_mode must be 'ieee' or 'fast', not {float_mode!r}")
    require_dense(func, "sequential_buffer_access")     # its dependences are row-major
    keep = lambda n: n if isinstance(n, ir.Buffer) else None  # noqa: E731
    if block is None:
        found = _top_level_nests(func.body, buffer)
        if not found:
            raise ArgumentError(f"{func.name} has no loop nest that accesses buffer {buffer!r}")
        for k in nests if nests is not None else ():
            if not (isinstance(k, int) and 0 <= k < len(found)):
                raise ArgumentError(f"nests: no nest {k!r}; {func.name} has {len(found)} top-level "
                                    f"loop nest(s) that access {buffer!r} (indices 0..{len(found) - 1})")
        chosen = found if nests is None else [found[k] for k in sorted(set(nests))]
        done = {id(n): ir.seq(*(s for _, s in _rewrite(n, _driving_buffer(n, buffer, func.name),
                                                        func.name, float_mode, timeout_ms)))
                for n in chosen}
        return func.with_body(transform(func.body, lambda n: done.get(id(n), n), keep))
    if nests is not None:
        raise ArgumentError(f"nests picks among the top-level nests of block=None; with block "
                            f"{block!r} the block already names the nest")
    target = _find_block(func.body, block)
    nest = _single_nest(target)
    buf = _driving_buffer(nest, buffer, block)
    blocks = [ir.Block(block if label == "main" else
                       (f"init_{block}" if label == "init" else f"{block}_post"), piece)
              for label, piece in _rewrite(nest, buf, block, float_mode, timeout_ms)]
    replacement = ir.seq(*blocks)
    return func.with_body(transform(func.body, lambda n: replacement if n is target else n, keep))


def _rewrite(nest: ir.For, buf: ir.Buffer, where: str, float_mode,
             timeout_ms) -> list[tuple[str, ir.Stmt]]:
    """Each loop in place when that keeps the execution order (``_in_place``); otherwise the
    joint rewrite, after distributing the nest if needed."""
    same_order = _in_place(nest, buf, timeout_ms)
    if same_order is not None:
        return [("main", same_order)]
    return [(label, _reorder(piece, buf, where, float_mode, timeout_ms) if label == "main" else piece)
            for label, piece in _distribute(nest, buf, where, timeout_ms)]


def _top_level_nests(body: ir.Stmt, name: str) -> list[ir.For]:
    """Loop nests in the function's top-level sequence (through nested sequences, such as an
    earlier rewrite leaves, allocations and blocks), in program order."""
    out = []
    stmts = list(body.stmts) if isinstance(body, ir.SeqStmt) else [body]
    for s in stmts:
        if isinstance(s, ir.SeqStmt):
            out += _top_level_nests(s, name)
        elif isinstance(s, ir.For):
            if any(isinstance(n, (ir.BufferLoad, ir.BufferStore)) and n.buffer.name == name
                   for n in walk(s)):
                out.append(s)
        elif isinstance(s, (ir.Allocate, ir.DeclBuffer, ir.Block, ir.LetStmt)):
            out += _top_level_nests(s.body, name)
    return out


# ----------------------------------------------------------------------------- loop by loop


def _in_place(nest: ir.For, buf: ir.Buffer, timeout_ms) -> ir.Stmt | None:
    """When every index of the access uses at most one loop, and each loop's indices are a
    proven injective, *monotone* map of it (``i -> [i // 4, i % 4]``), each loop becomes a
    nest over its indices in place. The statement instances then run in exactly the old
    order, so no dependence can break. None when this does not apply."""
    accesses = [a for a in _accesses(nest) if a.buffer.data is buf.data]
    h = accesses[0].indices
    if any(len(a.indices) != len(h) or not all(structural_equal(x, y) for x, y in zip(a.indices, h))
           for a in accesses[1:]):
        return None
    loops = {id(n.loop_var): n for n in walk(nest) if isinstance(n, ir.For)}
    groups: dict[int, list[int]] = {}
    for k, e in enumerate(h):
        vs = {id(n) for n in walk(e) if isinstance(n, ir.Var)}
        if any(isinstance(n, ir.BufferLoad) for n in walk(e)) or vs - set(loops) or len(vs) > 1:
            return None
        for v in vs:
            groups.setdefault(v, []).append(k)
    plans = {}
    for vid, positions in groups.items():
        loop = loops[vid]
        exprs = [h[k] for k in positions]
        if len(exprs) == 1 and exprs[0] is loop.loop_var:
            continue                                     # already sequential
        if not (isinstance(loop.min, ir.IntImm) and loop.min.value == 0
                and isinstance(loop.extent, ir.IntImm)):
            return None
        m = IndexMap.from_ir([loop.loop_var], exprs)
        shape = (loop.extent.value,)
        try:
            if not m.is_injective(shape, timeout_ms=timeout_ms).proven or \
                    not _monotone(loop.loop_var, exprs, shape[0], timeout_ms):
                return None
            inv, image = m.inverse(shape, timeout_ms=timeout_ms), m.image_predicate(shape, timeout_ms=timeout_ms)
            tshape = m.transformed_shape(shape, timeout_ms=timeout_ms)
        except IndexMapError:
            return None
        t_vars = [ir.Var(n, loop.loop_var.dtype) for n in m.transformed_names(1)]
        ib = inv.bind(len(tshape))
        plans[vid] = (positions, t_vars, tshape,
                      substitute(ib.final[0], dict(zip(ib.initial, t_vars))),
                      substitute(image.expr, dict(zip(image.indices, t_vars))))
    if not plans:
        return nest
    new_h = list(h)
    for positions, t_vars, *_ in plans.values():
        for k, t in zip(positions, t_vars):
            new_h[k] = t

    def post(n):
        if isinstance(n, ir.BufferLoad) and n.buffer.data is buf.data:
            return ir.BufferLoad(n.buffer, tuple(new_h))
        if isinstance(n, ir.BufferStore) and n.buffer.data is buf.data:
            return ir.BufferStore(n.buffer, n.value, tuple(new_h))
        if isinstance(n, ir.For) and id(n.loop_var) in plans:
            _, t_vars, tshape, back, guard = plans[id(n.loop_var)]
            body = ir.guarded(guard, substitute(n.body, {n.loop_var: back}))
            return ir.loop_nest(((t, ir.IntImm(0, t.dtype), ir.IntImm(extent, t.dtype), n.kind)
                                 for t, extent in zip(t_vars, tshape)), body)
        return n

    return transform(nest, post, lambda n: n if isinstance(n, ir.Buffer) else None)


def _monotone(v: ir.Var, exprs, extent: int, timeout_ms) -> bool:
    """z3: ``v1 < v2`` implies ``h(v1) <lex h(v2)`` over the loop's range."""
    a, b = _Instance("_0", []), _Instance("_1", [])
    a.terms[id(v)], b.terms[id(v)] = z3.Int(f"{v.name}_0"), z3.Int(f"{v.name}_1")
    x, y = a.terms[id(v)], b.terms[id(v)]
    res = solver.decide([x >= 0, x < y, y < extent,
                         z3.Not(_lex_lt([a.encode(e) for e in exprs],
                                        [b.encode(e) for e in exprs]))],
                        timeout_ms=timeout_ms)
    return isinstance(res, solver.Unsat)


# ----------------------------------------------------------------------------- finding things


def _find_block(body: ir.Stmt, name: str) -> ir.Block:
    found = [n for n in walk(body) if isinstance(n, ir.Block) and n.name == name]
    if not found:
        names = sorted({n.name for n in walk(body) if isinstance(n, ir.Block)})
        raise ArgumentError(f"no block named {name!r} (blocks: {', '.join(names) or 'none'})")
    if len(found) > 1:
        raise ArgumentError(f"{len(found)} blocks are named {name!r}; the block must be unique")
    return found[0]


def _single_nest(b: ir.Block) -> ir.For:
    s = b.body
    while isinstance(s, ir.SeqStmt) and len(s.stmts) == 1:
        s = s.stmts[0]
    if not isinstance(s, ir.For):
        raise ArgumentError(f"block {b.name!r} must hold one loop nest for sequential_buffer_access")
    return s


def _driving_buffer(nest: ir.For, name: str, block: str) -> ir.Buffer:
    bufs = {id(n.buffer): n.buffer for n in walk(nest)
            if isinstance(n, (ir.BufferLoad, ir.BufferStore)) and n.buffer.name == name}
    if not bufs:
        raise ArgumentError(f"block {block!r} does not access buffer {name!r}")
    return next(iter(bufs.values()))


class _Update:
    """One occurrence of a reduction update ``X[idx] = X[idx] op e`` (``e op X[idx]``), op
    ``+`` or ``*``, ``e`` not reading ``X``; compared by identity, so two equal statements at
    different places stay apart."""

    def __init__(self, op: str, dtype):
        self.op, self.dtype = op, dtype

    @staticmethod
    def of(store: ir.BufferStore) -> "_Update | None":
        v = store.value
        if not isinstance(v, (ir.Add, ir.Mul)):
            return None
        own = lambda e: (isinstance(e, ir.BufferLoad) and e.buffer.data is store.buffer.data  # noqa: E731
                         and len(e.indices) == len(store.indices)
                         and all(structural_equal(x, y) for x, y in zip(e.indices, store.indices)))
        reads_x = lambda e: any(isinstance(n, ir.BufferLoad) and n.buffer.data is store.buffer.data  # noqa: E731
                                for n in walk(e))
        for acc, e in ((v.a, v.b), (v.b, v.a)):
            if own(acc) and not reads_x(e) and not any(reads_x(i) for i in store.indices):
                return _Update("+" if isinstance(v, ir.Add) else "*", store.buffer.dtype)
        return None


@dataclass(frozen=True)
class _Access:
    buffer: ir.Buffer
    indices: tuple[ir.Expr, ...]
    write: bool
    loops: tuple[ir.For, ...]         # enclosing loops inside the analysed statement
    guards: tuple[ir.Expr, ...]       # index-only branch conditions on the way
    update: _Update | None = None     # the reduction update this access is part of


def _accesses(stmt: ir.Stmt, loops=(), guards=(), lets=None) -> list[_Access]:
    """Every load and store in ``stmt`` with its loops and (load-free) branch conditions;
    let variables are inlined so indices are in terms of loop variables."""
    lets = dict(lets or {})
    out: list[_Access] = []

    def expr_accesses(e, update=None):
        for n in walk(e):
            if isinstance(n, ir.BufferLoad):
                out.append(_Access(n.buffer, tuple(_inline(i, lets) for i in n.indices), False,
                                   loops, guards, update))

    if isinstance(stmt, ir.SeqStmt):
        for s in stmt.stmts:
            out += _accesses(s, loops, guards, lets)
    elif isinstance(stmt, ir.For):
        out += _accesses(stmt.body, loops + (stmt,), guards, lets)
    elif isinstance(stmt, ir.IfThenElse):
        expr_accesses(stmt.condition)
        cond = _inline(stmt.condition, lets)
        pure = not any(isinstance(n, ir.BufferLoad) for n in walk(cond))
        then_g = guards + ((cond,) if pure else ())
        else_g = guards + ((ir.Not(cond),) if pure else ())
        out += _accesses(stmt.then_case, loops, then_g, lets)
        if stmt.else_case is not None:
            out += _accesses(stmt.else_case, loops, else_g, lets)
    elif isinstance(stmt, ir.LetStmt):
        expr_accesses(stmt.value)
        lets[id(stmt.var)] = (stmt.var, _inline(stmt.value, lets))
        out += _accesses(stmt.body, loops, guards, lets)
    elif isinstance(stmt, ir.BufferStore):
        update = _Update.of(stmt)
        expr_accesses(stmt.value, update)
        for i in stmt.indices:
            expr_accesses(i, update)
        out.append(_Access(stmt.buffer, tuple(_inline(i, lets) for i in stmt.indices), True,
                           loops, guards, update))
    elif isinstance(stmt, (ir.Block, ir.Allocate, ir.DeclBuffer)):
        out += _accesses(stmt.body, loops, guards, lets)
    elif isinstance(stmt, (ir.Assume, ir.Evaluate)):
        expr_accesses(stmt.condition if isinstance(stmt, ir.Assume) else stmt.value)
    return out


def _inline(e: ir.Expr, lets: dict) -> ir.Expr:
    return substitute(e, {v: val for v, val in lets.values()}) if lets else e


# ----------------------------------------------------------------------------- z3 helpers


class _Instance:
    """One copy of the loop variables (an iteration), as z3 integers."""

    def __init__(self, tag: str, loops):
        self.terms = {id(f.loop_var): z3.Int(f"{f.loop_var.name}{tag}") for f in loops}
        self.tag = tag

    def add(self, loops):
        for f in loops:
            self.terms.setdefault(id(f.loop_var), z3.Int(f"{f.loop_var.name}{self.tag}"))

    def encode(self, e: ir.Expr):
        subst = {}
        for n in walk(e):
            if isinstance(n, ir.Var) and id(n) in self.terms:
                subst[n] = self.terms[id(n)]
        return smt.Encoder(subst=subst).encode(e)

    def ranges(self, loops):
        return [c for f in loops for c in (self.terms[id(f.loop_var)] >= self.encode(f.min),
                                           self.terms[id(f.loop_var)] < self.encode(f.min)
                                           + self.encode(f.extent))]


def _lex_lt(a, b):
    out = z3.BoolVal(False)
    for x, y in reversed(list(zip(a, b))):
        out = z3.Or(x < y, z3.And(x == y, out))
    return out


def _conflict(x: _Access, y: _Access) -> bool:
    return x.buffer.data is y.buffer.data and (x.write or y.write)


def _same_element(ia: _Instance, a: _Access, ib: _Instance, b: _Access, loops, order,
                  timeout_ms):
    """Can access ``a`` at iteration ``ia`` and ``b`` at ``ib`` touch the same element, with
    the ``order`` constraints on the two iterations? (``solver.decide``'s answer)"""
    ia.add(a.loops)
    ib.add(b.loops)
    assertions = (ia.ranges(loops) + ia.ranges(a.loops) + ib.ranges(loops) + ib.ranges(b.loops)
                  + [ia.encode(g) for g in a.guards] + [ib.encode(g) for g in b.guards]
                  + [ia.encode(i) == ib.encode(j) for i, j in zip(a.indices, b.indices)] + order)
    return solver.decide(assertions, timeout_ms=timeout_ms)


def _describe(acc: _Access, inst: _Instance, model, outer) -> str:
    loops = list(outer) + list(acc.loops)
    where = ", ".join(f"{f.loop_var.name}={model.eval(inst.terms[id(f.loop_var)], model_completion=True)}"
                      for f in loops)
    idx = [model.eval(inst.encode(i), model_completion=True) for i in acc.indices]
    what = "writes" if acc.write else "reads"
    return f"iteration {where} {what} {acc.buffer.name}[{', '.join(map(str, idx))}]"


# ----------------------------------------------------------------------------- distribution


def _prefix(nest: ir.For) -> tuple[list[ir.For], ir.Stmt]:
    loops, s = [], nest
    while isinstance(s, ir.For):
        loops.append(s)
        s = s.body
    return loops, s


def _distribute(nest: ir.For, buf: ir.Buffer, block: str, timeout_ms):
    """Split the statements beside the driving access out of the nest when the access uses a
    loop that does not enclose them; ``[(label, stmt)]`` in program order."""
    loops, body = _prefix(nest)
    accesses = [a for a in _accesses(body) if a.buffer.data is buf.data]
    inner_vars = {id(f.loop_var) for a in accesses for f in a.loops}
    used = {id(n) for a in accesses for i in a.indices for n in walk(i) if isinstance(n, ir.Var)}
    if not (inner_vars & used) or not isinstance(body, ir.SeqStmt):
        return [("main", nest)]
    stmts = list(body.stmts)
    holders = [k for k, s in enumerate(stmts)
               if any(a.buffer.data is buf.data and {id(f.loop_var) for f in a.loops} & used
                      for a in _accesses(s))]
    if len(holders) != 1:
        raise ArgumentError(f"block {block!r}: the accesses of {buf.name} are spread over several "
                            "statements; sequential_buffer_access needs them in one loop nest")
    k = holders[0]
    groups = [("init", stmts[:k]), ("main", [stmts[k]]), ("post", stmts[k + 1:])]
    groups = [(label, ss) for label, ss in groups if ss]
    _check_distribution(loops, groups, block, timeout_ms)
    out = []
    for label, ss in groups:
        fresh = [ir.Var(f.loop_var.name, f.loop_var.dtype) for f in loops]
        stmt = substitute(ir.seq(*ss), {f.loop_var: v for f, v in zip(loops, fresh)})
        out.append((label, ir.loop_nest(((v, f.min, f.extent, f.kind) for f, v in zip(loops, fresh)),
                                        stmt)))
    return out


def _check_distribution(loops, groups, block, timeout_ms) -> None:
    """Piece ``p`` before piece ``q``: refuse if some instance of ``q`` at an earlier outer
    iteration conflicts with an instance of ``p`` at a later one (distribution would run the
    ``p`` instance first)."""
    for (lp, sp), (_, sq) in itertools.combinations(groups, 2):
        for x in _accesses(ir.seq(*sp)):
            for y in _accesses(ir.seq(*sq)):
                if not _conflict(x, y):
                    continue
                late, early = _Instance("_1", loops), _Instance("_0", loops)
                order = _lex_lt([early.terms[id(f.loop_var)] for f in loops],
                                [late.terms[id(f.loop_var)] for f in loops])
                res = _same_element(late, x, early, y, loops, [order], timeout_ms)
                if isinstance(res, solver.Unsat):
                    continue
                if isinstance(res, solver.Sat):
                    m = res.model
                    raise ArgumentError(
                        f"block {block!r}: cannot split the {lp} statements from the loop that "
                        f"holds the access: {_describe(y, early, m, loops)}, and the later "
                        f"{_describe(x, late, m, loops)}; split apart, the second would run first")
                raise ArgumentError(f"block {block!r}: could not prove that splitting the loop is "
                                    f"legal (z3: {res.reason})")


# ----------------------------------------------------------------------------- reordering


def _reorder(nest: ir.For, buf: ir.Buffer, block: str, float_mode, timeout_ms) -> ir.Stmt:
    loops, body = _prefix(nest)
    accesses = [a for a in _accesses(body) if a.buffer.data is buf.data]
    h = accesses[0].indices
    for a in accesses[1:]:
        if len(a.indices) != len(h) or not all(structural_equal(x, y) for x, y in zip(a.indices, h)):
            raise ArgumentError(
                f"block {block!r}: {buf.name} is accessed at different indices "
                f"([{', '.join(map(format_expr, h))}] and [{', '.join(map(format_expr, a.indices))}]), "
                "so no single loop order is sequential for it")
    if any(isinstance(n, ir.BufferLoad) for i in h for n in walk(i)):
        raise ArgumentError(f"block {block!r}: the indices of {buf.name} read memory; "
                            "sequential access needs indices computed from the loops")
    used = {id(n) for i in h for n in walk(i) if isinstance(n, ir.Var)}
    loop_ids = {id(f.loop_var) for f in loops}
    if used - loop_ids:
        raise ArgumentError(f"block {block!r}: the indices of {buf.name} use variables that are not "
                            "loops of the nest")
    V = [f for f in loops if id(f.loop_var) in used]
    if not V:
        raise ArgumentError(f"block {block!r}: the indices of {buf.name} do not depend on its loops")
    for f in V:
        if not (isinstance(f.min, ir.IntImm) and f.min.value == 0 and _is_size(f.extent, loops)):
            raise ArgumentError(f"block {block!r}: loop {f.loop_var.name} must run from 0 over a "
                                "constant extent or an expression of size variables")
    choice = _choose_elimination(V, h, block, buf, timeout_ms)
    m, kept, shape = choice
    inv = m.inverse(shape, timeout_ms=timeout_ms)
    image = m.image_predicate(shape, timeout_ms=timeout_ms)
    inv_bound = inv.bind(len(h) + len(kept))
    t_names = _names(h, V, kept)
    t_vars = [ir.Var(n, h[0].dtype) for n in t_names]
    new_inputs = t_vars + [f.loop_var for f in kept]
    back = {f.loop_var: substitute(g, dict(zip(inv_bound.initial, new_inputs)))
            for f, g in zip(V, inv_bound.final) if all(f is not k for k in kept)}
    guard = substitute(image.expr, dict(zip(image.indices, new_inputs)))
    new_order = _new_order(loops, V, kept, t_vars, m.transformed_shape(shape), h)
    _check_reorder(loops, body, new_order, block, float_mode, timeout_ms)

    def drive(n):
        if isinstance(n, ir.BufferLoad) and n.buffer.data is buf.data:
            return ir.BufferLoad(n.buffer, tuple(t_vars))
        if isinstance(n, ir.BufferStore) and n.buffer.data is buf.data:
            return ir.BufferStore(n.buffer, n.value, tuple(t_vars))
        return n

    new_body = transform(body, drive, lambda n: n if isinstance(n, ir.Buffer) else None)
    return ir.loop_nest(new_order["loops"], ir.guarded(guard, substitute(new_body, back)))


def _is_size(extent: ir.Expr, loops) -> bool:
    """A constant, or an index expression of variables that are not loops of the nest (size
    variables: IndexMap's symbolic shapes)."""
    loop_ids = {id(f.loop_var) for f in loops}
    return extent.dtype.is_int and not extent.dtype.is_bool and all(
        not isinstance(n, (ir.BufferLoad, ir.Call, ir.Undef))
        and not (isinstance(n, ir.Var) and id(n) in loop_ids) for n in walk(extent))


def _choose_elimination(V, h, block, buf, timeout_ms):
    """The smallest set of kept loops (inner ones first) for which ``(E, K) -> (h, K)`` is
    proven injective and invertible."""
    shape = tuple(f.extent.value if isinstance(f.extent, ir.IntImm) else f.extent for f in V)
    reasons = []
    for size in range(len(V)):
        for kept in itertools.combinations(reversed(V), size):
            kept = tuple(f for f in V if any(f is k for k in kept))
            params = [f.loop_var for f in V]
            m = IndexMap.from_ir(params, tuple(h) + tuple(f.loop_var for f in kept))
            got = m.is_injective(shape, timeout_ms=timeout_ms)
            if not got.proven:
                reasons.append(got.describe(m.text, shape))
                continue
            try:
                m.inverse(shape, timeout_ms=timeout_ms)
                m.image_predicate(shape, timeout_ms=timeout_ms)
            except IndexMapError as e:
                reasons.append(str(e))
                continue
            return m, kept, shape
    raise ArgumentError(f"block {block!r}: the loops cannot be rewritten to follow {buf.name}'s "
                        f"layout: {reasons[-1] if reasons else 'no candidate'}")


def _names(h, V, kept) -> list[str]:
    """``io, ii`` when two indices split one eliminated loop ``i``; else ``t0, t1, ...``."""
    eliminated = [f.loop_var for f in V if all(f is not k for k in kept)]
    owners = []
    for e in h:
        vs = [v for v in eliminated if any(n is v for n in walk(e))]
        owners.append(vs[0].name if vs else None)
    return list(split_names(owners))


def _new_order(loops, V, kept, t_vars, tshape, h):
    """Loops outside every eliminated loop stay outside; then the layout's loops, then the
    kept and the other loops in their old order. ``key``: the new iteration vector as
    expressions of the old loop variables."""
    first_v = min(loops.index(f) for f in V)
    outer = [f for f in loops[:first_v]]
    rest = [f for f in loops[first_v:] if all(f is not v for v in V) or any(f is k for k in kept)]
    order = [(f.loop_var, f.min, f.extent, f.kind) for f in outer]
    order += [(t, ir.IntImm(0, t.dtype), extent_expr(n, t.dtype), "serial")
              for t, n in zip(t_vars, tshape)]
    order += [(f.loop_var, f.min, f.extent, f.kind) for f in rest]
    key = [f.loop_var for f in outer] + list(h) + [f.loop_var for f in rest]
    return {"loops": order, "key": key}


def _check_reorder(loops, body, new_order, block, float_mode, timeout_ms) -> None:
    """No two conflicting accesses at different old iterations may swap order, unless both
    are of one reduction update whose re-association is exact (integers below 32 bits) or
    allowed (floats under ``float_mode="fast"``)."""
    accs = _accesses(body)
    for x, y in itertools.combinations_with_replacement(accs, 2):
        if not _conflict(x, y):
            continue
        reduction = x.update if x.update is not None and x.update is y.update else None
        note = ""
        if reduction is not None:
            if is_narrow_int(reduction.dtype) or (reduction.dtype.is_float and float_mode == "fast"):
                continue
            if reduction.dtype.is_float:
                note = (f" (a float reduction: reordering it re-associates the "
                        f"{'sum' if reduction.op == '+' else 'product'}, which needs float_mode='fast')")
            elif reduction.dtype.is_int:
                note = (f" (an {reduction.dtype} reduction: a partial "
                        f"{'sum' if reduction.op == '+' else 'product'} may overflow in one order "
                        "and not in the other, and an overflow is poison in TVM's code; "
                        "docs/semantics.md)")
        for a, b in ((x, y), (y, x)):
            first, second = _Instance("_0", loops), _Instance("_1", loops)
            old_a = [first.terms[id(f.loop_var)] for f in loops]
            old_b = [second.terms[id(f.loop_var)] for f in loops]
            new_a = [first.encode(e) for e in new_order["key"]]
            new_b = [second.encode(e) for e in new_order["key"]]
            res = _same_element(first, a, second, b, loops,
                                [_lex_lt(old_a, old_b), z3.Not(_lex_lt(new_a, new_b))], timeout_ms)
            if isinstance(res, solver.Unsat):
                continue
            if isinstance(res, solver.Sat):
                m = res.model
                raise ArgumentError(
                    f"block {block!r}: following the layout would reorder dependent accesses: "
                    f"{_describe(a, first, m, loops)} before {_describe(b, second, m, loops)}, "
                    f"and the new loop order runs them the other way round{note}")
            raise ArgumentError(f"block {block!r}: could not prove the new loop order legal "
                                f"(z3: {res.reason})")
