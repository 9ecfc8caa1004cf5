"""Race freedom of loops whose iterations run at the same time: ``T.parallel`` loops and loops
bound to GPU threads (``T.thread_binding``).

verirw runs every loop serially, in order (docs/semantics.md); for a loop whose iterations run
concurrently that is its meaning only when no two distinct iterations conflict. Two accesses
*conflict* when they touch the same storage element (buffers that share a ``data`` var alias:
views are compared by their offset into the storage, ``ir.flat_offset``, in bytes when their
dtypes differ) and at least one is a write. A reduction into one element from several
iterations is a race.

For every write ``W`` of the body and every access ``X`` (read or write) to the same storage,
z3 is asked whether iterations ``v != v'`` exist such that ``W`` in iteration ``v`` and ``X`` in
iteration ``v'`` touch the same element, under

* the context of the loop (scalar entry assumes, enclosing loop ranges, branch conditions and
  lets, shared by both iterations),
* each access's own guards (branch conditions, ``T.if_then_else`` / ``and`` / ``or`` arms,
  inner loop ranges, scalar assumes passed) and lets, with a copy of every variable the body
  binds per iteration,
* both accesses in bounds (an out-of-bounds access is undefined behaviour anyway).

A value read from memory (in an index, a guard or a let) is a fresh unconstrained value per
read and per iteration, so a proof holds whatever memory holds; a race found through such a
value is reported as *possible* (``exact=False``). Storage allocated inside the body is private
to its iteration. Unknown (a timeout, a construct without an encoding) is never race free.

A kernel (an outermost thread loop) is one launch, and kernels in sequence are launched in
order (TVM's SplitHostDevice). When its thread loops are a perfect nest, each loop is checked as
above; otherwise ``check_launch`` checks the launch as a whole: every thread runs every
statement of it, so sibling loops bound to one thread axis are the same threads, and any two
threads that differ on some axis must not conflict anywhere in it.

Indices are encoded with verirw's one z3 encoding (``verirw.smt.Encoder``) and every question
is asked through ``verirw.solver.decide``.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field

import z3

from verirw import ir, smt
from verirw import solver as solver_mod
from verirw.analysis.memory import entry_assumes, flat_offset, in_bounds, reads_memory
from verirw.errors import VerirwError
from verirw.visit import free_vars, substitute, walk

__all__ = ["THREAD_PREFIX", "thread_kind", "thread_tag", "is_concurrent", "Access", "RaceFree",
           "Race", "RaceUnknown", "LaunchRace", "Verdict", "check_loop", "check_launch",
           "body_accesses",
           "check_func", "require_race_free", "RaceError"]

thread_kind, thread_tag, is_concurrent = ir.thread_kind, ir.thread_tag, ir.is_concurrent
THREAD_PREFIX = ir.THREAD_PREFIX


def describe_loop(loop: ir.For) -> str:
    tag = thread_tag(loop.kind)
    if tag is not None:
        return f"the loop over {loop.loop_var.name} bound to {tag} (T.thread_binding)"
    return f"the {loop.kind} loop over {loop.loop_var.name} (T.{loop.kind})"


# ----------------------------------------------------------------------------- accesses


@dataclass(frozen=True, eq=False)
class Access:
    """One load or store in a concurrent loop's body."""

    kind: str                          # "read" | "write"
    buffer: ir.Buffer
    indices: tuple[ir.Expr, ...]
    guards: tuple[ir.Expr, ...]        # conditions under which it runs (inner ranges included)
    node: ir.BufferLoad | ir.BufferStore
    loops: tuple = ()                  # the loops around it in the walked statement, outermost

    def text(self) -> str:
        from verirw.printer import format_expr
        target = f"{self.buffer.name}[{', '.join(format_expr(i) for i in self.indices)}]"
        if isinstance(self.node, ir.BufferStore):
            return f"write {target} = {format_expr(self.node.value)}"
        return f"read {target}"


@dataclass
class _Body:
    """What the walk of a loop body gathers."""

    accesses: list[Access] = field(default_factory=list)
    bound: list[ir.Var] = field(default_factory=list)       # variables the body binds
    lets: list[tuple[ir.Var, ir.Expr]] = field(default_factory=list)
    private: set[int] = field(default_factory=set)          # storage allocated in the body
    unsupported: str | None = None
    around: tuple = ()                                      # the loops around the walk's point
    alloc_around: dict = field(default_factory=dict)        # id(data) -> loops around it


def _expr_accesses(e: ir.Expr, guards: tuple, out: _Body) -> None:
    """Loads of ``e`` with the conditions of the lazy arms they sit in."""
    if isinstance(e, ir.Select):
        _expr_accesses(e.cond, guards, out)
        _expr_accesses(e.true_value, guards + (e.cond,), out)
        _expr_accesses(e.false_value, guards + (ir.Not(e.cond),), out)
        return
    if isinstance(e, ir.And):
        _expr_accesses(e.a, guards, out)
        _expr_accesses(e.b, guards + (e.a,), out)
        return
    if isinstance(e, ir.Or):
        _expr_accesses(e.a, guards, out)
        _expr_accesses(e.b, guards + (ir.Not(e.a),), out)
        return
    if isinstance(e, ir.BufferLoad):
        for i in e.indices:
            _expr_accesses(i, guards, out)
        out.accesses.append(Access("read", e.buffer, e.indices, guards, e, out.around))
        return
    from verirw.visit import children
    for c in children(e):
        if isinstance(c, ir.Expr):
            _expr_accesses(c, guards, out)


def _per_thread(kind: str) -> bool:
    """Is an iteration of a loop of this kind one thread (not a block of threads, whose
    iterations each own their "shared" allocations)?"""
    tag = thread_tag(kind)
    return tag is not None and not tag.startswith("blockIdx")


def _bind(v: ir.Var, out: _Body) -> None:
    """Record a variable the body binds; a variable bound twice (IR built by hand or by a
    pass may reuse a Var) would let one copy's constraints stand for two binders: refused."""
    if any(b is v for b in out.bound):
        out.unsupported = (f"the variable {v.name} is bound twice in the loop (its two "
                           f"binders cannot be told apart)")
    out.bound.append(v)


def _stmt_accesses(s: ir.Stmt, guards: tuple, out: _Body, thread_loop: bool) -> tuple:
    """Walk ``s``; returns the guards that hold after it (scalar assumes passed)."""
    if isinstance(s, ir.SeqStmt):
        for x in s.stmts:
            guards = _stmt_accesses(x, guards, out, thread_loop)
        return guards
    if isinstance(s, ir.BufferStore):
        for e in (*s.indices, s.value):
            _expr_accesses(e, guards, out)
        out.accesses.append(Access("write", s.buffer, s.indices, guards, s, out.around))
        return guards
    if isinstance(s, ir.IfThenElse):
        _expr_accesses(s.condition, guards, out)
        _stmt_accesses(s.then_case, guards + (s.condition,), out, thread_loop)
        if s.else_case is not None:
            _stmt_accesses(s.else_case, guards + (ir.Not(s.condition),), out, thread_loop)
        return guards
    if isinstance(s, ir.For):
        _expr_accesses(s.min, guards, out)
        _expr_accesses(s.extent, guards, out)
        v = s.loop_var
        _bind(v, out)
        saved, out.around = out.around, out.around + (s,)
        _stmt_accesses(s.body, guards + (s.min.le(v), v.lt(s.min + s.extent)), out,
                       thread_loop or _per_thread(s.kind))
        out.around = saved
        return guards
    if isinstance(s, ir.LetStmt):
        _expr_accesses(s.value, guards, out)
        _bind(s.var, out)
        out.lets.append((s.var, s.value))
        _stmt_accesses(s.body, guards, out, thread_loop)
        return guards
    if isinstance(s, ir.Assume):
        _expr_accesses(s.condition, guards, out)
        if reads_memory(s.condition):
            return guards
        return guards + (s.condition,)
    if isinstance(s, ir.Evaluate):
        _expr_accesses(s.value, guards, out)
        return guards
    if isinstance(s, ir.Allocate):
        if thread_loop and not s.buffer.scope.startswith("local"):
            # TVM shares a "shared" (or "global") allocation inside a thread loop between the
            # threads of a block; verirw's loop would give each iteration its own storage
            out.unsupported = (f"the {s.buffer.scope} allocation {s.buffer.name} inside a "
                               f"thread-bound loop (storage shared between threads is not "
                               f"modelled; only \"local\" allocations are per thread, and "
                               f"shared ones per blockIdx iteration)")
        out.private.add(id(s.buffer.data))
        out.alloc_around[id(s.buffer.data)] = out.around
        _stmt_accesses(s.body, guards, out, thread_loop)
        return guards
    if isinstance(s, (ir.DeclBuffer, ir.Block)):
        _stmt_accesses(s.body, guards, out, thread_loop)
        return guards
    if isinstance(s, (ir.Break, ir.Continue)):
        return guards           # the guards after it are not narrowed: more accesses, not fewer
    if isinstance(s, ir.While):
        # its iterations see other values of the same loads: not modelled per iteration
        out.unsupported = "a while loop inside a concurrent loop"
        _expr_accesses(s.condition, guards, out)
        _stmt_accesses(s.body, guards, out, thread_loop)
        return guards
    raise TypeError(f"races: unexpected statement {type(s).__name__}")


def body_accesses(stmt: ir.Stmt, bound=()) -> _Body:
    """The accesses of ``stmt`` with their guards, the variables it binds (after ``bound``,
    the caller's own iteration variables), its lets and its private storage — the footprint
    another dependence question needs (verify.bijection). ``unsupported`` says why not."""
    body = _Body()
    body.bound.extend(bound)
    try:
        _stmt_accesses(stmt, (), body, False)
    except TypeError as e:
        body.unsupported = str(e)
    return body


# ----------------------------------------------------------------------------- verdicts


@dataclass
class RaceFree:
    loop: ir.For = field(repr=False)
    queries: int
    ms: float

    status = "race_free"


@dataclass
class Race:
    """Iterations ``witness["iterations"]`` of ``loop`` conflict: ``first`` (a write) and
    ``second`` touch ``witness["element"]``. ``exact=False``: the witness relies on values read
    from memory, which the analysis leaves free (a possible race)."""

    loop: ir.For = field(repr=False)
    first: Access
    second: Access
    witness: dict
    exact: bool
    ms: float

    status = "race"

    def message(self) -> str:
        v = self.loop.loop_var.name
        a, b = self.witness["iterations"]
        others = ", ".join(f"{k}={val}" for k, val in self.witness.get("vars", {}).items())
        how = "" if self.exact else " (possibly: the addresses depend on values read from memory)"
        return (f"{describe_loop(self.loop)} is not race free{how}: iterations {v}={a} and "
                f"{v}={b} both access {self.witness['element']}: `{self.first.text()}` and "
                f"`{self.second.text()}`" + (f" (with {others})" if others else ""))


@dataclass
class LaunchRace:
    """Two distinct threads of one launch conflict: ``first`` (a write) and ``second`` touch
    ``witness["element"]``. ``witness["threads"]``: each thread's index on every thread axis
    of the launch; ``witness["iterations"]``: the loop variables around each access."""

    kernel: ir.For = field(repr=False)
    first: Access
    second: Access
    witness: dict
    exact: bool

    def text(self) -> str:
        def fmt(values: dict) -> str:
            return ", ".join(f"{k}={v}" for k, v in values.items())

        t1, t2 = self.witness["threads"]
        i1, i2 = self.witness["iterations"]
        others = fmt(self.witness.get("vars", {}))
        how = "" if self.exact else "possibly (the addresses depend on values read from memory) "
        return (f"{how}threads ({fmt(t1)}) and ({fmt(t2)}) both access "
                f"{self.witness['element']}: `{self.first.text()}` ({fmt(i1)}) and "
                f"`{self.second.text()}` ({fmt(i2)})" + (f" (with {others})" if others else ""))


@dataclass
class RaceUnknown:
    loop: ir.For = field(repr=False)
    reason: str
    ms: float
    race: LaunchRace | None = None     # a conflict found in a launch that is no perfect nest

    status = "unknown"

    def message(self) -> str:
        return f"{describe_loop(self.loop)} is not proven race free: {self.reason}"


Verdict = RaceFree | Race | RaceUnknown


class RaceError(VerirwError):
    """A concurrent loop that is not proven race free (a race, or unknown): ``verdict``."""

    def __init__(self, verdict: Verdict, where: str = ""):
        self.verdict = verdict
        prefix = f"{where}: " if where else ""
        super().__init__(prefix + verdict.message())


# ----------------------------------------------------------------------------- the question


def check_loop(loop: ir.For, context=(), *, timeout_ms: int = solver_mod.DEFAULT_TIMEOUT_MS
               ) -> Verdict:
    """Are the iterations of ``loop`` pairwise free of conflicts? ``context``: conditions (IR,
    over variables free in ``loop``) that hold where the loop starts."""
    start = time.perf_counter()
    body = _Body()
    body.bound.append(loop.loop_var)
    try:
        _stmt_accesses(loop.body, (), body, _per_thread(loop.kind))
    except TypeError as e:
        return RaceUnknown(loop, str(e), _ms(start))
    if body.unsupported:
        return RaceUnknown(loop, body.unsupported, _ms(start))
    outer = {id(v) for c in context for v in free_vars(c)}
    clash = next((v for v in body.bound if id(v) in outer), None)
    if clash is not None:
        return RaceUnknown(loop, f"the variable {clash.name} is bound both inside the loop and "
                                 f"around it (its binders cannot be told apart)", _ms(start))
    shared = [a for a in body.accesses if id(a.buffer.data) not in body.private]
    rename = {id(v): ir.Var(v.name + "'", v.dtype) for v in body.bound}
    unknown, queries = None, 0
    for i, w in enumerate(shared):
        if w.kind != "write":
            continue
        for j, x in enumerate(shared):
            if id(x.buffer.data) != id(w.buffer.data) or (x.kind == "write" and j < i):
                continue
            queries += 1
            answer, exact, info = _conflict(loop, context, body, rename, w, x, timeout_ms)
            if isinstance(answer, solver_mod.Sat):
                return Race(loop, w, x, info, exact, _ms(start))
            if not isinstance(answer, solver_mod.Unsat):
                unknown = unknown or (f"z3 could not decide whether `{w.text()}` and "
                                      f"`{x.text()}` conflict: {info}")
    if unknown is not None:
        return RaceUnknown(loop, unknown, _ms(start))
    return RaceFree(loop, queries, _ms(start))


def _conflict(loop, context, body: _Body, rename: dict, w: Access, x: Access, timeout_ms: int):
    """``(answer, exact, witness or reason)`` for "``w`` in one iteration and ``x`` in another
    touch the same element"."""
    v1, v2 = loop.loop_var, rename[id(loop.loop_var)]
    conds = [*context, loop.min.le(v1), v1.lt(loop.min + loop.extent),
             loop.min.le(v2), v2.lt(loop.min + loop.extent), v1.ne(v2)]
    answer, exact, info = _overlap(conds, lambda enc: [], body, rename, w, x, timeout_ms)
    if not isinstance(answer, solver_mod.Sat):
        return answer, exact, info
    value, element, others = info
    return answer, exact, {"iterations": (value(v1), value(v2)), "element": element,
                           "vars": others}


def _overlap(conds: list, extra, body: _Body, rename: dict, w: Access, x: Access,
             timeout_ms: int):
    """Ask whether ``w`` (over the body's variables) and ``x`` (over their copies, ``rename``)
    touch the same element under ``conds`` (IR), ``extra(encoder)`` (z3 terms), both accesses'
    guards and both in bounds. ``(answer, exact, info)``: for a model, ``info`` is
    ``(value, element, vars)`` (``value`` evaluates an IR variable or a z3 term in the model,
    ``vars`` the variables bound outside the body); otherwise the reason."""
    by_var = {id(v): v for v in body.bound}
    mapping = {by_var[k]: r for k, r in rename.items()}

    def copy(e: ir.Expr) -> ir.Expr:
        return substitute(e, mapping)

    fresh: list[z3.ExprRef] = []

    def load(buf: ir.Buffer, indices) -> z3.ExprRef:
        term = z3.FreshConst(smt.value_sort(buf.dtype), "mem")
        fresh.append(term)
        return term

    subst = {}
    for var, value in body.lets:
        subst[var] = value
        subst[rename[id(var)]] = copy(value)
    enc = smt.Encoder(load=load, subst=subst)
    conds = [*conds, *w.guards, *(copy(g) for g in x.guards),
             in_bounds(w.node), copy(in_bounds(x.node))]
    try:
        terms = [enc.encode(c) for c in conds] + list(extra(enc))
        f1 = enc.encode_index(flat_offset(w.buffer, w.indices))
        f2 = enc.encode_index(copy(flat_offset(x.buffer, x.indices)))
        s1, s2 = _bytes(w.buffer.dtype), _bytes(x.buffer.dtype)
        if s1 == s2:
            overlap = f1 == f2
        else:
            overlap = z3.And(f1 * s1 < f2 * s2 + s2, f2 * s2 < f1 * s1 + s1)
        terms.append(overlap)
        terms += enc.assumptions + enc.var_ranges
    except (VerirwError, z3.Z3Exception) as e:
        return solver_mod.Unknown(0.0, str(e)), False, f"no encoding: {e}"
    answer = solver_mod.decide(terms, timeout_ms=timeout_ms)
    if not isinstance(answer, solver_mod.Sat):
        reason = getattr(answer, "reason", "")
        return answer, False, reason
    model = answer.model
    exact = not fresh and not enc.undefs

    def value(term):
        if isinstance(term, ir.Var):
            term = enc.var(term)
        out = model.eval(term, model_completion=True)
        return out.as_long() if z3.is_int_value(out) else str(out)

    element = (f"{w.buffer.name}["
               f"{', '.join(str(value(enc.encode_index(i))) for i in w.indices)}]")
    bound = {id(v) for v in body.bound} | {id(r) for r in rename.values()}
    others = {}
    for name, var in list(enc.var_map.items()):
        if id(var) not in bound and not enc.is_internal(name):
            others[name] = value(var)
    return answer, exact, (value, element, others)


def check_launch(kernel: ir.For, context=(), *, timeout_ms: int = solver_mod.DEFAULT_TIMEOUT_MS
                 ) -> Verdict:
    """Are the threads of one launch pairwise free of conflicts? ``kernel`` is an outermost
    thread loop (``context`` as for ``check_loop``) whose thread loops need not be a perfect
    nest. This is what TVM compiles it to (``SplitHostDevice``): one kernel whose threads are
    the tuples of one index per thread axis (tag) bound in it, each axis launched with one
    extent; every thread runs every statement of the kernel in order, and a loop bound to an
    axis is no loop but the binding ``var = index + min``. So sibling loops bound to one axis
    are the same threads, and a statement beside the loops of an axis runs in every thread of
    it. For every write ``W`` and every access ``X`` to the same storage anywhere in the kernel,
    two threads that differ on some axis with ``W`` in one and ``X`` in the other at the same
    element must be impossible (each thread at any iteration of its serial loops; accesses of
    one thread are ordered). Storage allocated in the kernel is one per tuple of the thread
    loops around the allocation (per block for a shared allocation in a blockIdx loop).

    Unknown, never race free, when TVM's kernel is not what verirw runs: loops bound to one
    axis with different extents (TVM launches one extent and runs every loop bound to the axis
    over exactly those threads), nested in one another, an extent bound inside the kernel or
    read from memory, an axis that may launch no thread while statements outside its loops
    run in verirw, or an impure external call. A conflict found here is reported as unknown
    too (``RaceUnknown.race`` names it), as a launch that is not a perfect nest always was."""
    start = time.perf_counter()
    body = _Body()
    try:
        _stmt_accesses(kernel, (), body, False)
    except TypeError as e:
        return RaceUnknown(kernel, str(e), _ms(start))
    if body.unsupported:
        return RaceUnknown(kernel, body.unsupported, _ms(start))
    outer = {id(v) for c in context for v in free_vars(c)}
    clash = next((v for v in body.bound if id(v) in outer), None)
    if clash is not None:
        return RaceUnknown(kernel, f"the variable {clash.name} is bound both inside the kernel "
                                   f"and around it (its binders cannot be told apart)", _ms(start))
    axes, why = _axes(kernel, context, body, timeout_ms)
    if why is not None:
        return RaceUnknown(kernel, why, _ms(start))
    idx = {tag: (z3.Int(f"{tag}#1"), z3.Int(f"{tag}#2")) for tag in axes}
    rename = {id(v): ir.Var(v.name + "'", v.dtype) for v in body.bound}
    by_var = {id(v): v for v in body.bound}
    mapping = {by_var[k]: r for k, r in rename.items()}

    def threads(enc, w: Access, x: Access, same: list) -> list:
        """Two distinct threads of the launch, ``w`` in the first and ``x`` in the second."""
        terms = []
        for tag, (i1, i2) in idx.items():
            extent = enc.encode_index(axes[tag].extent)
            terms += [i1 >= 0, i1 < extent, i2 >= 0, i2 < extent]
        terms.append(z3.Or([i1 != i2 for i1, i2 in idx.values()]))
        terms += [idx[tag][0] == idx[tag][1] for tag in same]
        for a, which, copy in ((w, 0, False), (x, 1, True)):
            for loop in a.loops:
                tag = thread_tag(loop.kind)
                if tag is None:
                    continue
                var, low = loop.loop_var, loop.min
                if copy:
                    var, low = substitute(var, mapping), substitute(low, mapping)
                terms.append(enc.encode_index(var) == idx[tag][which] + enc.encode_index(low))
        return terms

    unknown, queries = None, 0
    for i, w in enumerate(body.accesses):
        if w.kind != "write":
            continue
        for j, x in enumerate(body.accesses):
            if id(x.buffer.data) != id(w.buffer.data) or (x.kind == "write" and j < i):
                continue
            same = []             # storage allocated in the kernel: one per thread loops around
            if id(w.buffer.data) in body.private:
                same = [t for t in (thread_tag(lp.kind)
                                    for lp in body.alloc_around[id(w.buffer.data)]) if t]
                if set(same) == set(axes):
                    continue      # one storage per thread
            queries += 1
            answer, exact, info = _overlap(
                list(context), lambda enc, w=w, x=x, same=same: threads(enc, w, x, same),
                body, rename, w, x, timeout_ms)
            if isinstance(answer, solver_mod.Sat):
                value, element, others = info
                witness = {
                    "threads": ({t: value(i1) for t, (i1, _) in idx.items()},
                                {t: value(i2) for t, (_, i2) in idx.items()}),
                    "iterations": ({lp.loop_var.name: value(lp.loop_var) for lp in w.loops},
                                   {lp.loop_var.name: value(rename[id(lp.loop_var)])
                                    for lp in x.loops}),
                    "element": element, "vars": others}
                race = LaunchRace(kernel, w, x, witness, exact)
                return RaceUnknown(kernel, f"its thread loops are not perfectly nested, and two "
                                           f"threads of the launch conflict (every thread runs "
                                           f"every statement and loop of it, with no barrier "
                                           f"between them): {race.text()}", _ms(start), race)
            if not isinstance(answer, solver_mod.Unsat):
                unknown = unknown or (f"z3 could not decide whether `{w.text()}` and "
                                      f"`{x.text()}` conflict between two threads of the "
                                      f"launch: {info}")
    if unknown is not None:
        return RaceUnknown(kernel, unknown, _ms(start))
    return RaceFree(kernel, queries, _ms(start))


def _axes(kernel: ir.For, context, body: _Body, timeout_ms: int):
    """``({tag: the first loop bound to it}, None)`` for the thread axes of a launch, or
    ``(None, why)`` when TVM's kernel would not be what verirw runs."""
    axes: dict[str, ir.For] = {}
    inside = {id(v) for v in body.bound}
    call = next((n for n in walk(kernel) if isinstance(n, ir.ExternCall) and not n.pure), None)
    if call is not None:
        return None, (f"the impure external call {call.name} in a kernel whose thread loops "
                      f"are not perfectly nested (every thread of the launch makes the calls "
                      f"beside the loops of an axis, verirw's loop nest makes them once)")
    for loop in (n for n in walk(kernel) if isinstance(n, ir.For) and thread_tag(n.kind)):
        tag = thread_tag(loop.kind)
        inner = next((n for n in walk(loop.body)
                      if isinstance(n, ir.For) and thread_tag(n.kind) == tag), None)
        if inner is not None:
            return None, (f"the loop over {inner.loop_var.name} is bound to {tag} inside a loop "
                          f"bound to it")
        used = next((v for v in free_vars(loop.extent) if id(v) in inside), None)
        if used is not None or reads_memory(loop.extent):
            what = f"the variable {used.name}, bound" if used is not None else "memory, read"
            return None, (f"the extent of the loop over {loop.loop_var.name} bound to {tag} "
                          f"depends on {what} inside the kernel (TVM launches the threads "
                          f"before the kernel runs)")
        first = axes.setdefault(tag, loop)
        if not _same_extent(first.extent, loop.extent):
            from verirw.printer import format_expr
            return None, (f"the loops over {first.loop_var.name} and {loop.loop_var.name} are "
                          f"both bound to {tag} in one launch but have different extents "
                          f"({format_expr(first.extent)} and {format_expr(loop.extent)}): TVM "
                          f"launches one extent per thread axis and runs every loop bound to "
                          f"it over exactly those threads")
    for tag, loop in axes.items():
        if loop is kernel:
            continue
        if not _positive(loop.extent, context, timeout_ms):
            return None, (f"the extent of the loop over {loop.loop_var.name} bound to {tag} is "
                          f"not proven positive: TVM then launches no thread, while verirw "
                          f"runs the statements outside the loops bound to {tag}")
    return axes, None


def _same_extent(a: ir.Expr, b: ir.Expr) -> bool:
    if isinstance(a, ir.IntImm) and isinstance(b, ir.IntImm):
        return a.value == b.value
    return a == b


def _positive(extent: ir.Expr, context, timeout_ms: int) -> bool:
    if isinstance(extent, ir.IntImm):
        return extent.value >= 1
    enc = smt.Encoder()
    try:
        terms = [enc.encode(c) for c in context] + [enc.encode_index(extent) < 1]
        terms += enc.assumptions + enc.var_ranges
    except (VerirwError, z3.Z3Exception):
        return False
    return isinstance(solver_mod.decide(terms, timeout_ms=timeout_ms), solver_mod.Unsat)


def _bytes(dtype) -> int:
    return max(1, dtype.bits // 8)


def _ms(start: float) -> float:
    return (time.perf_counter() - start) * 1000.0


# ----------------------------------------------------------------------------- functions


def check_func(func: ir.PrimFunc, *, timeout_ms: int = solver_mod.DEFAULT_TIMEOUT_MS
               ) -> list[Verdict]:
    """A verdict for every concurrent loop of ``func``, outermost first, each under its
    context (scalar entry assumes, enclosing loop ranges, branch conditions and lets).

    A kernel (the outermost loop bound to a thread axis) is one launch. When its thread loops
    are not a perfect nest (sibling thread loops, statements or serial loops beside or around
    an inner thread loop: on a GPU every thread runs every statement of the kernel, with no
    barrier), its verdict is ``check_launch``'s, which checks all pairs of threads of the
    launch; its inner concurrent loops still get their own verdicts."""
    out: list[Verdict] = []
    if not any(isinstance(n, ir.For) and is_concurrent(n.kind) for n in walk(func.body)):
        return out
    _walk(func.body, list(entry_assumes(func.body)), out, timeout_ms, False)
    return out


def _walk(s: ir.Stmt, hyps: list, out: list, timeout_ms: int, in_kernel: bool) -> None:
    if isinstance(s, ir.SeqStmt):
        for x in s.stmts:
            _walk(x, hyps, out, timeout_ms, in_kernel)
            if isinstance(x, ir.Assume) and not reads_memory(x.condition):
                hyps = [*hyps, x.condition]
    elif isinstance(s, ir.IfThenElse):
        known = not reads_memory(s.condition)
        _walk(s.then_case, [*hyps, s.condition] if known else hyps, out, timeout_ms, in_kernel)
        if s.else_case is not None:
            _walk(s.else_case, [*hyps, ir.Not(s.condition)] if known else hyps, out,
                  timeout_ms, in_kernel)
    elif isinstance(s, ir.For):
        kernel = thread_tag(s.kind) is not None and not in_kernel
        shape = _kernel_shape(s, [thread_tag(s.kind)]) if kernel else None
        if shape is not None:
            out.append(check_launch(s, hyps, timeout_ms=timeout_ms))
        elif is_concurrent(s.kind):
            out.append(check_loop(s, hyps, timeout_ms=timeout_ms))
        v = s.loop_var
        _walk(s.body, [*hyps, s.min.le(v), v.lt(s.min + s.extent)], out, timeout_ms,
              in_kernel or kernel)
    elif isinstance(s, ir.LetStmt):
        exact = not s.var.dtype.is_float and not reads_memory(s.value)
        _walk(s.body, [*hyps, s.var.eq(s.value)] if exact else hyps, out, timeout_ms, in_kernel)
    elif isinstance(s, (ir.Allocate, ir.DeclBuffer, ir.Block, ir.While)):
        _walk(s.body, hyps, out, timeout_ms, in_kernel)


def _kernel_shape(loop: ir.For, tags: list) -> str | None:
    """Why the thread loops under ``loop`` are not a perfect nest (None when they are): between
    two thread loops only allocations, views, blocks, and lets and ``if``s (without ``else``)
    that read no memory."""
    s = loop.body
    while True:
        wrapper = isinstance(s, (ir.Allocate, ir.DeclBuffer, ir.Block)) \
            or (isinstance(s, ir.LetStmt) and not reads_memory(s.value))
        if wrapper:
            s = s.body
        elif isinstance(s, ir.IfThenElse) and s.else_case is None \
                and not reads_memory(s.condition):
            s = s.then_case
        else:
            break
    tag = thread_tag(s.kind) if isinstance(s, ir.For) else None
    if tag is not None:
        if tag in tags:
            return f"the loop over {s.loop_var.name} is bound to {tag} inside a loop bound to it"
        return _kernel_shape(s, tags + [tag])
    inner = next((n for n in walk(s) if isinstance(n, ir.For) and thread_tag(n.kind)), None)
    if inner is None:
        return None
    return (f"the loop over {inner.loop_var.name} bound to {thread_tag(inner.kind)} is not "
            f"perfectly nested in the thread loops around it: on a GPU every thread runs the "
            f"statements and loops beside or around it, concurrently with the other threads, "
            f"which verirw's loop nest does not model")


_PROVEN: dict[int, tuple[ir.PrimFunc, None]] = {}


#: Are ``T.parallel`` loops refused unless proven race free, like thread-bound loops? Off by
#: default: the contract so far is that a parallel loop runs serially and its race freedom is
#: the user's promise (docs/semantics.md), and the test suite relies on that (racy parallel
#: loops run in order, generated programs with parallel loops). ``VERIRW_CHECK_PARALLEL=1``
#: turns it on; ``check_func`` always reports parallel loops too.
CHECK_PARALLEL = os.environ.get("VERIRW_CHECK_PARALLEL", "") not in ("", "0")


def enforced(verdict: Verdict) -> bool:
    """Is this verdict's loop one that ``require_race_free`` refuses when not race free?"""
    return CHECK_PARALLEL or ir.thread_tag(verdict.loop.kind) is not None


def require_race_free(node, *, timeout_ms: int = solver_mod.DEFAULT_TIMEOUT_MS) -> None:
    """Raise ``RaceError`` unless every thread-bound loop of ``node`` (a PrimFunc or an
    IRModule), and every parallel loop when ``CHECK_PARALLEL``, is proven race free. Proven
    functions are remembered (by identity)."""
    funcs = node.functions if isinstance(node, ir.IRModule) else (node,)
    for func in funcs:
        if id(func) in _PROVEN and _PROVEN[id(func)][0] is func:
            continue
        for verdict in check_func(func, timeout_ms=timeout_ms):
            if verdict.status != "race_free" and enforced(verdict):
                raise RaceError(verdict, func.name if isinstance(node, ir.IRModule) else "")
        if len(_PROVEN) > 4096:
            _PROVEN.clear()
        _PROVEN[id(func)] = (func, None)
