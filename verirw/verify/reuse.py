"""Storage reuse undone, so the structural proof (verify.aligned) can pair allocations.

TVM's StorageRewrite hoists a function's allocations above its parameters' views and gives a
dead allocation's storage to a later one: ``before`` allocates ``M`` and ``E``, ``after``
allocates only ``M`` and declares ``V = T.decl_buffer(..., data=M.data)`` where ``before``
used ``E`` (softmax's sum of exponentials in its maximum's storage; layer norm's mean written
in place over the sum it is computed from). The aligned proof pairs allocations by position,
so this module rewrites ``after`` into ``after'``, where each such view has storage of its own
again, and proves ``after`` refines ``after'``; ``check_aligned`` then proves that ``after'``
refines ``before``, and refinement is transitive.

**Binders in canonical order** (``canonical``). A chain of nested allocations and views with
no statement between them (the head of a function body) means the same in any order that
keeps each view inside the allocation it views: allocations are distinct fresh storages. Both
programs' chains are reordered alike: parameter views first, then allocations in the order of
their first use in the body, then views of allocations — unless some binder's shape mentions
storage the chain binds.

**Splitting a reused storage** (``split_reused``). ``after'`` replaces the view ``V`` of ``M``
(the same dtype, dense, no larger than ``M``) by an allocation ``N`` of ``V``'s shape, and
every access through ``V`` by the same access to ``N``. Every other access to ``M``'s storage
(through ``M`` or another view: *the others*) stays. Condition: **no access by the others
touches an element after ``V`` wrote it.** Checked as: the statements of the body that follow
the first one using ``V`` do not use the others; that first one, when it uses the others too,
is a nest of sequential loops around one store through ``V`` whose value reads the others
(``V[i] = M[i] / 8``: in place) and z3 proves no iteration reads the others at an element an
earlier iteration stored (flat offsets, as integers). ``M``'s storage is named nowhere else
(no address taken).

Why ``after`` refines ``after'`` then: run them side by side. Every storage is equal, except
that an element ``V`` has written holds in ``M`` (``after``) what it holds in ``N``
(``after'``), while ``M`` in ``after'`` keeps its older value, which no later access reads.
Accesses by the others read elements ``V`` has not written: equal in both. A read through
``V`` of an element ``V`` wrote reads equal values; of one it has not written, it reads
uninitialised storage in ``after'``: undefined behaviour there, where refinement asks
nothing. Bounds are checked per view in both, identically. So wherever ``after'`` is
defined, ``after`` is too, with the same results. Index arithmetic that overflows is
undefined behaviour at the same point of both runs, so the proof reasons over integers.

Anything else leaves ``after`` as it is (the aligned proof then decides without the split).
"""

from __future__ import annotations

import dataclasses

import z3

from verirw import ir, smt, solver
from verirw.analysis.memory import flat_offset
from verirw.visit import children, free_vars, transform, walk

#: deterministic solver work for one in-place question (z3 rlimit units; ~0.3 s quiet)
INPLACE_WORK_MS = 300
_SEQUENTIAL = ("serial", "unroll", "vectorized")


def chain(stmt: ir.Stmt) -> tuple[list, ir.Stmt]:
    """The allocations and views wrapping ``stmt`` with nothing between them (outermost
    first), and what they wrap."""
    binders = []
    while isinstance(stmt, (ir.Allocate, ir.DeclBuffer)):
        binders.append(stmt)
        stmt = stmt.body
    return binders, stmt


def rebuild(binders: list, inner: ir.Stmt) -> ir.Stmt:
    for b in reversed(binders):
        inner = dataclasses.replace(b, body=inner)
    return inner


def canonical(body: ir.Stmt) -> ir.Stmt:
    """``body`` with its head chain in canonical order (module docstring): the same meaning,
    so two programs that allocate alike in another order line up."""
    binders, inner = chain(body)
    allocs = [b for b in binders if isinstance(b, ir.Allocate)]
    allocated = {id(b.buffer.data) for b in allocs}
    if len(allocated) < len(allocs):
        return body                 # one storage variable allocated twice: the inner one wins
    for b in binders:
        layout = list(b.buffer.shape) + list(ir.layout_exprs(b.buffer))
        if any(id(v) in allocated for e in layout for v in free_vars(e)):
            return body
    first = _first_uses(inner)
    params = [b for b in binders
              if isinstance(b, ir.DeclBuffer) and id(b.buffer.data) not in allocated]
    allocs.sort(key=lambda b: first.get(id(b.buffer.data), len(first)))
    views = [b for b in binders
             if isinstance(b, ir.DeclBuffer) and id(b.buffer.data) in allocated]
    return rebuild(params + allocs + views, inner)


def _first_uses(stmt: ir.Stmt) -> dict:
    """``id(data)`` -> the pre-order position of the first buffer over that storage."""
    out = {}
    for k, n in enumerate(walk(stmt)):
        if isinstance(n, ir.Buffer):
            out.setdefault(id(n.data), k)
    return out


def split_reused(before: ir.Stmt, after: ir.Stmt, deadline: float) -> tuple[ir.Stmt, list]:
    """``(after', names)``: ``after`` (canonical) with the views of reused storage that the
    module docstring's condition allows split into allocations of their own, at most as many
    as ``before`` (canonical) allocates more than ``after`` in its head chain; ``names`` says
    which (``"V (in M's storage)"``)."""
    deficit = _allocations(before) - _allocations(after)
    split = []
    while deficit > 0:
        binders, inner = chain(after)
        owners = {id(b.buffer.data): b.buffer for b in binders if isinstance(b, ir.Allocate)}
        view = next((b.buffer for b in binders if isinstance(b, ir.DeclBuffer)
                     and id(b.buffer.data) in owners
                     and _splittable(b.buffer, owners[id(b.buffer.data)], inner, deadline)),
                    None)
        if view is None:
            break
        after = canonical(_split(binders, inner, view))
        split.append(f"{view.name} (in {owners[id(view.data)].name}'s storage)")
        deficit -= 1
    return after, split


def _allocations(body: ir.Stmt) -> int:
    return sum(isinstance(b, ir.Allocate) for b in chain(body)[0])


def _split(binders: list, inner: ir.Stmt, view: ir.Buffer) -> ir.Stmt:
    """The chain with ``view``'s declaration an allocation of fresh storage, every access
    through ``view`` an access to it."""
    own = dataclasses.replace(view, data=ir.Var(view.name, view.data.dtype))

    def pre(n):
        return own if isinstance(n, ir.Buffer) and n == view else None

    inner = transform(inner, lambda n: n, pre)
    binders = [ir.Allocate(own, b.body) if isinstance(b, ir.DeclBuffer) and b.buffer == view
               else b for b in binders]
    return rebuild(binders, inner)


def _splittable(view: ir.Buffer, owner: ir.Buffer, inner: ir.Stmt, deadline: float) -> bool:
    """The module docstring's condition for giving ``view`` storage of its own."""
    if view == owner or not (view.is_dense and view.dtype == owner.dtype
                             and view.scope == owner.scope
                             and view.axis_separators == owner.axis_separators):
        return False
    size, room = ir.static_size(view), ir.static_size(owner)
    if size is None or room is None or size > room or _named_bare(inner, view.data) \
            or not _uniform(inner, view):
        return False
    stmts = ir.flat_stmts(inner)
    uses = [_uses(s, view) for s in stmts]
    first = next((k for k, (_, through_view) in enumerate(uses) if through_view), None)
    if first is None:
        return True
    if any(others for others, _ in uses[first + 1:]):
        return False
    return not uses[first][0] or _in_place(stmts[first], view, deadline)


def _uniform(stmt: ir.Stmt, view: ir.Buffer) -> bool:
    """Every buffer over ``view``'s storage is dense and of its dtype: an element is the same
    flat offset through each of them."""
    return all(n.is_dense and n.dtype == view.dtype for n in walk(stmt)
               if isinstance(n, ir.Buffer) and n.data is view.data)


def _uses(stmt: ir.Stmt, view: ir.Buffer) -> tuple[bool, bool]:
    """Does ``stmt`` access ``view``'s storage through other buffers, through ``view``?"""
    others = through_view = False
    for n in walk(stmt):
        if isinstance(n, (ir.BufferLoad, ir.BufferStore)) and n.buffer.data is view.data:
            if n.buffer == view:
                through_view = True
            else:
                others = True
    return others, through_view


def _named_bare(stmt: ir.Stmt, data: ir.Var) -> bool:
    """Is the storage variable used other than as a buffer's ``data`` (an address taken)?"""
    stack = [stmt]
    while stack:
        n = stack.pop()
        if n is data:
            return True
        if isinstance(n, ir.Buffer):
            stack.extend(list(n.shape) + list(ir.layout_exprs(n)))
            continue
        stack.extend(children(n))
    return False


def _in_place(stmt: ir.Stmt, view: ir.Buffer, deadline: float) -> bool:
    """``stmt`` is sequential loops around one store through ``view`` that reads the others
    (only in its value), and no iteration reads the others where an earlier one stored:
    ``V[f(i)] = g(M[h(i)])`` with ``f(i) != h(j)`` for every ``i`` before ``j``."""
    loops, body = [], stmt
    while isinstance(body, ir.For):
        if body.kind not in _SEQUENTIAL or not body.loop_var.dtype.is_int:
            return False
        loops.append(body)
        body = body.body
    if not isinstance(body, ir.BufferStore) or body.buffer != view:
        return False
    reads = [n for n in walk(body.value)
             if isinstance(n, ir.BufferLoad) and n.buffer.data is view.data and n.buffer != view]
    pure = list(body.indices) + [e for r in reads for e in r.indices] \
        + [e for loop in loops for e in (loop.min, loop.extent)]
    if any(isinstance(n, (ir.BufferLoad, ir.Call, ir.ExternCall, ir.Undef, ir.FloatImm))
           for e in pure for n in walk(e)):
        return False
    around = {v: z3.FreshInt(v.name) for v in free_vars(stmt) if v.dtype.is_int}
    try:
        early, early_vars, early_in = _iteration(loops, around, "early")
        late, late_vars, late_in = _iteration(loops, around, "late")
        stored = early.encode_index(flat_offset(view, body.indices))
        clash = z3.Or(*[stored == late.encode_index(flat_offset(r.buffer, r.indices))
                        for r in reads])
    except smt.SMTEncodingError:
        return False
    order = _lexicographic_before(early_vars, late_vars)
    from verirw.verify.obligations import work_limits
    answer = solver.decide(early_in + late_in + [order, clash],
                           **work_limits(INPLACE_WORK_MS, deadline))
    return isinstance(answer, solver.Unsat)


def _iteration(loops: list, around: dict, tag: str) -> tuple[smt.Encoder, list, list]:
    """One symbolic iteration of the nest: an encoder (fresh integers for its loop variables,
    ``around``'s terms for the variables around it, shared by every iteration), the loop
    variables' terms and their range facts."""
    terms = [z3.FreshInt(f"{loop.loop_var.name}!{tag}") for loop in loops]
    enc = smt.Encoder(subst={**around, **{l.loop_var: t for l, t in zip(loops, terms)}},
                      overflow="exact")
    facts = []
    for loop, v in zip(loops, terms):
        lo, ext = enc.encode_index(loop.min), enc.encode_index(loop.extent)
        facts += [v >= lo, v < lo + ext]
    return enc, terms, facts


def _lexicographic_before(xs: list, ys: list) -> z3.BoolRef:
    """Iteration ``xs`` runs before ``ys`` (outermost loop first)."""
    cases = []
    for k in range(len(xs)):
        cases.append(z3.And(*[a == b for a, b in zip(xs[:k], ys[:k])], xs[k] < ys[k]))
    return z3.Or(*cases)


__all__ = ["canonical", "chain", "split_reused"]
