"""Which buffer elements a statement touches, and when: ``DomainTouched`` with a predicate.

RFC 0077 asks DomainTouched to "track the condition for which a buffer is touched". Here a
touched region is exact: every load and store becomes an ``Access`` — its buffer, its index
expressions, the loops around it and the path conditions under which it runs — and
questions about regions go to z3 as formulas over *instances* (a copy of the loop variables
per access), never as intervals. Two questions cover the statement passes:

* ``conflict``: can access ``a`` (instance ``v``) and access ``b`` (instance ``u``) touch the
  same element, optionally with ``u`` executing after ``v``? (dead stores: a read between a
  store and its overwrite; merging loops: a dependence across iterations);
* ``covers``: does every element a store may write get written by some instance of the given
  stores? (a universally quantified question: z3 answers it for bounded integer loops).

What reads memory is kept honest: a condition that reads memory is dropped (the access may
run more often — right for "may" questions) and marks the access inexact (it must not be
used as a "must write"); an index that reads memory makes the location unknown.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import z3

from verirw import ir, smt
from verirw.analysis import flat_offset, interval, reads_memory
from verirw.passes.obligations import Kind, Prover
from verirw.semantics import is_value_expr
from verirw.visit import substitute, walk

@dataclass(frozen=True, eq=False)
class Access:
    kind: str                                   # "read" | "write"
    buffer: ir.Buffer
    indices: tuple[ir.Expr, ...] | None         # None: the location depends on memory
    loops: tuple[ir.For, ...]                   # enclosing loops, outermost first
    conds: tuple[ir.Expr, ...]                  # path conditions that read no memory
    exact: bool                                 # runs exactly on its domain (see module doc)
    opaque: tuple[ir.Var, ...]                  # bound variables whose values read memory
    path: tuple[int, ...]                       # textual position: program order in one iteration
    store: ir.BufferStore | None = None

    @property
    def storage(self) -> ir.Var:
        return self.buffer.data


@dataclass
class _Env:
    loops: tuple[ir.For, ...] = ()
    conds: tuple[ir.Expr, ...] = ()
    exact: bool = True
    lets: dict = field(default_factory=dict)     # id(var) -> memory-free value
    opaque: tuple[ir.Var, ...] = ()

    def but(self, **changes) -> "_Env":
        out = _Env(self.loops, self.conds, self.exact, dict(self.lets), self.opaque)
        for k, v in changes.items():
            setattr(out, k, v)
        return out

    def inline(self, e: ir.Expr) -> ir.Expr:
        if not self.lets:
            return e
        return substitute(e, {var: value for var, value in self.lets.values()})


def accesses(stmt: ir.Stmt, path: tuple[int, ...] = (), env: _Env | None = None) -> list[Access]:
    """Every load and store in ``stmt``, in program order (see ``Access``)."""
    out: list[Access] = []
    _collect(stmt, path, env or _Env(), out)
    return out


def _reads(e: ir.Expr, path, env: _Env, out: list[Access]) -> None:
    for n in walk(e):
        if isinstance(n, ir.BufferLoad):
            out.append(_access("read", n.buffer, n.indices, path, env))


def _access(kind, buffer, indices, path, env: _Env, store=None) -> Access:
    idx = tuple(env.inline(i) for i in indices)
    if any(reads_memory(i) for i in idx):
        idx = None
    return Access(kind, buffer, idx, env.loops, env.conds, env.exact, env.opaque, path, store)


def _collect(s: ir.Stmt, path, env: _Env, out: list[Access]) -> None:
    if isinstance(s, ir.SeqStmt):
        for k, x in enumerate(s.stmts):
            _collect(x, path + (k,), env, out)
    elif isinstance(s, ir.BufferStore):
        for e in (s.value, *s.indices):
            _reads(e, path + (0,), env, out)
        out.append(_access("write", s.buffer, s.indices, path + (1,), env, s))
    elif isinstance(s, ir.IfThenElse):
        _reads(s.condition, path + (0,), env, out)
        cond = env.inline(s.condition)
        known = not reads_memory(cond)
        for k, branch, c in ((1, s.then_case, cond), (2, s.else_case, ir.Not(cond))):
            if branch is not None:
                inner = env.but(conds=env.conds + (c,)) if known else env.but(exact=False)
                _collect(branch, path + (k,), inner, out)
    elif isinstance(s, ir.For):
        _reads(s.min, path + (0,), env, out)
        _reads(s.extent, path + (0,), env, out)
        exact = env.exact and not reads_memory(s.min) and not reads_memory(s.extent)
        _collect(s.body, path + (1,), env.but(loops=env.loops + (s,), exact=exact), out)
    elif isinstance(s, ir.LetStmt):
        _reads(s.value, path + (0,), env, out)
        value = env.inline(s.value)
        if reads_memory(value):
            inner = env.but(opaque=env.opaque + (s.var,))
        else:
            inner = env.but()
            inner.lets[id(s.var)] = (s.var, value)
        _collect(s.body, path + (1,), inner, out)
    elif isinstance(s, (ir.Assume, ir.Evaluate)):
        _reads(s.condition if isinstance(s, ir.Assume) else s.value, path + (0,), env, out)
    elif isinstance(s, (ir.Allocate, ir.DeclBuffer, ir.Block)):
        _collect(s.body, path + (0,), env, out)
    else:
        raise TypeError(f"regions: unexpected statement {type(s).__name__}")


# ----------------------------------------------------------------------------- z3 questions


@dataclass
class _Instance:
    loc: list[ir.Expr]
    dom: list[ir.Expr]
    bound: list[ir.Var]          # the variables of this instance
    copies: dict                 # id(original loop var) -> its variable in this instance
    ranges: dict                 # id(variable) -> (lo, hi) of loops with constant bounds


def _loop_var(loop: ir.For) -> ir.Var:
    return loop.loop_var


class Regions:
    """z3 questions about accesses; ``hyps`` are facts about free scalars (entry assumes)."""

    def __init__(self, prover: Prover, hyps=()):
        self.prover = prover
        self.hyps = list(hyps)
        self.last_conflict = None
        self._proven: set = set()          # questions already proven (canonical IR)

    def _instance(self, acc: Access, shared: int, role: str) -> _Instance:
        """A copy of ``acc`` whose loops below the first ``shared`` get the variables of
        ``role`` (canonical objects: the same question about two similar accesses is the
        same IR, so its answer is cached)."""
        mapping, bound, copies, ranges = {}, [], {}, {}
        for k, loop in enumerate(acc.loops[shared:]):
            v = _loop_var(loop)
            fresh = _canonical(role, k, v.dtype)
            mapping[v] = fresh
            bound.append(fresh)
            copies[id(v)] = fresh
        for k, v in enumerate(acc.opaque):
            fresh = _canonical(role + "_let", k, v.dtype)
            mapping[v] = fresh
            bound.append(fresh)
        dom = []
        for loop in acc.loops:
            lo, ext = loop.min, loop.extent
            if reads_memory(lo) or reads_memory(ext):
                continue
            v = mapping.get(loop.loop_var, loop.loop_var)
            dom.append(substitute(ir.all_of([lo.le(v), v.lt(lo + ext)]), mapping))
            if isinstance(lo, ir.IntImm) and isinstance(ext, ir.IntImm):
                ranges[id(v)] = (lo.value, lo.value + ext.value - 1)
        dom.extend(substitute(c, mapping) for c in acc.conds)
        loc = [substitute(i, mapping) for i in acc.indices] if acc.indices is not None else []
        return _Instance(loc, dom, bound, copies, ranges)

    def conflict_free(self, a: Access, b: Access, *, shared: int, kind: Kind, claim: str,
                      after: bool = False, relate=None) -> bool:
        """Proven: no instance of ``b`` touches the element an instance of ``a`` touches —
        among instances of ``b`` executing after that of ``a`` if ``after``, and those
        satisfying ``relate(ia, ib)`` (an IR condition over the two instances) if given. The
        first ``shared`` loops of both are the same iteration (loops around the region being
        reasoned about). On failure ``last_conflict`` holds the model and both instances."""
        if a.storage is not b.storage:
            return True
        if a.indices is None or b.indices is None or a.buffer.dtype != b.buffer.dtype:
            return self.prover.refuse(kind, claim + " (location unknown)")
        ia, ib = self._instance(a, shared, "a"), self._instance(b, shared, "b")
        if _disjoint_ranges(a.buffer, ia, b.buffer, ib):
            return self.prover.decided(kind, claim + " (disjoint index ranges)")
        facts = [*self.hyps, *ia.dom, *ib.dom]
        same = _same_location(a.buffer, ia.loc, b.buffer, ib.loc)
        if after:
            facts.append(_happens_after(b, ib, a, ia, shared))
        if relate is not None:
            facts.append(relate(ia, ib))
        key = (tuple(facts), same)
        if key in self._proven:
            return self.prover.decided(kind, claim + " (proven above for the same regions)")
        enc = smt.Encoder(value_vars=self.prover.value_vars)
        terms = [enc.encode(f) for f in facts] + [enc.encode(same)]
        ok = self.prover.unsat(kind, terms, claim)
        if ok:
            self._proven.add(key)
        self.last_conflict = None if ok else (self.prover.last_model, ia, ib, enc)
        return ok

    def may_overlap(self, a: Access, b: Access, shared: int) -> bool:
        """False only when interval arithmetic shows the two never touch a common element
        (cheap; used to skip stores that cannot help cover another)."""
        if a.storage is not b.storage:
            return False
        if a.indices is None or b.indices is None:
            return True
        ia, ib = self._instance(a, shared, "a"), self._instance(b, shared, "b")
        return not _disjoint_ranges(a.buffer, ia, b.buffer, ib)

    def covers(self, writes: list[Access], target: Access, *, shared: int, claim: str) -> bool:
        """Proven: every element an instance of ``target`` may write, some instance of one of
        ``writes`` (exact stores to the same storage and dtype) writes."""
        if target.indices is None:
            return False
        it = self._instance(target, shared, "t")
        enc = smt.Encoder(value_vars=self.prover.value_vars)
        terms = [enc.encode(f) for f in [*self.hyps, *it.dom]]
        for n, w in enumerate(writes):
            iw = self._instance(w, shared, f"w{n}")
            differs = ir.Not(_same_location(w.buffer, iw.loc, target.buffer, it.loc))
            body = enc.encode(ir.Not(ir.all_of(iw.dom))) if iw.dom else z3.BoolVal(False)
            body = z3.Or(body, enc.encode(differs))
            bound = [enc.var(v) for v in iw.bound]
            terms.append(z3.ForAll(bound, body) if bound else body)
        return self.prover.unsat(Kind.COVERS, terms, claim)


def _happens_after(b: Access, ib: _Instance, a: Access, ia: _Instance, shared: int) -> ir.Expr:
    """Instance ``ib`` of ``b`` runs after instance ``ia`` of ``a``: lexicographically later
    in the loops they share, or the same iteration and later in the text."""
    options, equal = [], []
    for la, lb in zip(a.loops[shared:], b.loops[shared:]):
        if la is not lb:
            break
        u, v = ib.copies[id(la.loop_var)], ia.copies[id(la.loop_var)]
        options.append(ir.all_of([*equal, u.gt(v)]))
        equal.append(u.eq(v))
    if b.path > a.path:
        options.append(ir.all_of(equal))
    return ir.any_of(options)


_CANONICAL: dict = {}


def _canonical(role: str, k: int, dtype) -> ir.Var:
    key = (role, k, dtype)
    var = _CANONICAL.get(key)
    if var is None:
        var = _CANONICAL[key] = ir.Var(f"{role}{k}", dtype)
    return var


def _disjoint_ranges(ba: ir.Buffer, ia: _Instance, bb: ir.Buffer, ib: _Instance) -> bool:
    """Some axis has index ranges that cannot meet (interval arithmetic over loops with
    constant bounds): a sound shortcut for the easy "no" before asking z3."""
    if len(ia.loc) != len(ib.loc) or not all(_same_extent(x, y) for x, y in zip(ba.shape, bb.shape)):
        return False
    ranges = {**ia.ranges, **ib.ranges}
    for x, y in zip(ia.loc, ib.loc):
        rx, ry = _interval(x, ranges), _interval(y, ranges)
        if rx is not None and ry is not None and (rx[1] < ry[0] or ry[1] < rx[0]):
            return True
    return False


def _interval(e: ir.Expr, ranges: dict) -> tuple[int, int] | None:
    """Bounds of an index expression; None when an end is not known (value arithmetic, which
    wraps, has its dtype's bounds)."""
    lo, hi = interval(e, ranges, is_value=is_value_expr)
    return None if lo is None or hi is None else (lo, hi)


def must_writes(accs: list[Access], like: Access) -> list[Access]:
    """The stores in ``accs`` that certainly write what they index (exact, known location)
    to ``like``'s storage with its dtype."""
    return [a for a in accs if a.kind == "write" and a.exact and a.indices is not None
            and not a.opaque and a.storage is like.storage and a.buffer.dtype == like.buffer.dtype]


def _same_location(ba: ir.Buffer, la: list[ir.Expr], bb: ir.Buffer, lb: list[ir.Expr]) -> ir.Expr:
    """The two index lists name the same element: componentwise for the same shape and
    layout (linear), else by their offsets in the storage (views of one storage)."""
    if (len(la) == len(lb) and all(_same_extent(x, y) for x, y in zip(ba.shape, bb.shape))
            and ba.strides == bb.strides and ba.elem_offset == bb.elem_offset):
        return ir.all_of(x.eq(y) for x, y in zip(la, lb))
    return flat_offset(ba, la).eq(flat_offset(bb, lb))


def _same_extent(x: ir.Expr, y: ir.Expr) -> bool:
    return x == y or (isinstance(x, ir.IntImm) and isinstance(y, ir.IntImm) and x.value == y.value)
