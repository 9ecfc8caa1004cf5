"""Localised checking: when ``after`` is ``before`` with a few statements replaced, decide the
replacements, not the whole programs.

Why: a pass that drops a guard inside a reduction (overcompute over padding) changes one
statement of a 16-million-iteration loop nest. Checking the whole programs unrolls the
reduction (a loop whose iterations depend on each other has no summary); the question that
matters is about one iteration of its body, whatever the extents.

**Soundness.** Let ``before = C[s]`` and ``after = C[t]`` for a common context ``C`` with a hole.
Suppose that from every state satisfying ``F`` — facts true whenever control reaches the hole —
``t`` has no undefined behaviour where ``s`` has none and leaves every element of every
parameter buffer that ``s`` defines defined, with the value ``s`` leaves
(``comparing_definedness``). Then on every input where ``before`` is defined,
``after`` runs through the same states as ``before`` (the hole included), so it refines
``before``. Several holes are replaced one at a time; each intermediate program refines the
previous one, and refinement is transitive.

The local question is a ``check`` of two small programs, ``facts; s`` and ``t``, whose
parameters are the original ones plus the hole's enclosing loop and let variables. ``F`` is:

- each enclosing loop variable lies in its range, each enclosing ``if`` condition holds (when
  the bound or condition reads no buffer: then it cannot change between its test and the hole);
  a let bound to an expression without loads keeps its binding; other lets are free — one
  that reads storage which may hold undefined elements reads a one-element cell that the marks
  (below) may make undefined, so the let is as undefined as the element it read may be;
- ``before``'s assumes that precede the hole in an enclosing sequence (alone, or in a nest of
  loops around assumes), common to both programs, reading only storage that neither program
  writes: true when executed, so still true at the hole.

``check`` answers about inputs whose elements are all defined, but a state that reaches the
hole may hold *undefined* elements (after a ``T.undef()`` store, or a store of a value read from
one). So when either program has ``T.undef()``, both local programs start by marking an
arbitrary subset of every parameter buffer that is ever written as undefined (an ``int8``
parameter per buffer says which elements: ``if M[e] != 0: X[e] = T.undef()``). ``check``
executes that as it executes any undef store: in ``before`` the element keeps its value, in
``after`` it becomes an arbitrary value, and in both it is no longer defined (a read taints).
So the local check starts from every state of values and marks, and ``after``'s from every
state that refines it with the same marks; the real ``after`` defines at least what
``before`` defines at the hole (the local checks compare definedness too), and defining more
can only remove undefined behaviour. Storage that is never written stays defined. Programs with
allocated storage are not localised: an uninitialised element is a third state, whose read
is an error. Localisation only proves: a local counterexample may be unreachable, so any
other answer falls back to the whole check.
"""

from __future__ import annotations

from dataclasses import dataclass

from verirw import ir
from verirw.dtypes import HANDLE, INT8
from verirw.semantics import contains_undef
from verirw.structural import common_ends, same_statement
from verirw.visit import substitute, walk

class _State:
    """Whether a localised check is running. Process-wide, not per thread: ``check`` runs on
    the guard thread (verirw.guard), which a caller of ``localised`` may not be on; checks run
    one at a time there."""
    inside = False


_state = _State()


@dataclass(frozen=True)
class Hole:
    """A statement of ``before`` and its replacement in ``after``, with the path from the
    function body to them (``_Loop``, ``_Let``, ``_If`` and ``_Facts`` steps, outermost first)."""

    before: ir.Stmt
    after: ir.Stmt
    path: tuple

    def describe(self) -> str:
        loops = [step.var.name for step in self.path if isinstance(step, _Loop)]
        return f"inside loops {', '.join(loops)}" if loops else "at the top level"


@dataclass(frozen=True)
class _Loop:
    var: ir.Var
    min: ir.Expr
    extent: ir.Expr


@dataclass(frozen=True)
class _Let:
    var: ir.Var
    value: ir.Expr


@dataclass(frozen=True)
class _If:
    condition: ir.Expr


@dataclass(frozen=True)
class _Facts:
    stmts: tuple[ir.Stmt, ...]


def localised(before: ir.PrimFunc, after: ir.PrimFunc, check_pair) -> tuple[bool, str]:
    """``(proven, why)``: whether every hole between the programs is proven by
    ``check_pair(local_before, local_after)`` (a CheckResult). Not proven means only "not
    shown this way": the caller checks the whole programs. Local checks do not localise again."""
    if getattr(_state, "inside", False):
        return False, "already inside a localised check"
    if ir.has_control_flow(before) or ir.has_control_flow(after):
        return False, "while/break/continue: local programs do not model them"
    found = holes(before, after)
    if isinstance(found, str):
        return False, found
    undefinable = undefinable_buffers(before, after)
    _state.inside = True
    try:
        for hole in found:
            local_before, local_after = local_programs(before, hole, undefinable)
            result = check_pair(local_before, local_after)
            if result.status != "proven":
                return False, f"the replacement {hole.describe()} is not proven equivalent in " \
                              f"every state that reaches it ({result.status}: {result.reason})"
    finally:
        _state.inside = False
    where = "; ".join(h.describe() for h in found)
    return True, f"{len(found)} replaced statement(s) ({where}) each proven equivalent to the " \
                 "original in every state that reaches it (localised check)"


def comparing_definedness() -> bool:
    """Whether ``after`` must also define every element ``before`` defines. Always, now: an
    element ``after`` computes through a 32/64-bit overflow is poison (docs/semantics.md),
    not a value, whatever bits it would hold; and a local check relies on it besides (the
    whole programs' states after the hole are then related that way, which the next visit of
    the hole in a loop relies on — an element ``t`` left undefined where ``s`` defined it,
    read by a later condition, is undefined behaviour of ``after`` alone)."""
    return True


def holes(before: ir.PrimFunc, after: ir.PrimFunc) -> list[Hole] | str:
    """The holes of ``after`` against ``before``, or why the programs cannot be localised."""
    for body in (before.body, after.body):
        if any(isinstance(n, (ir.Allocate, ir.DeclBuffer)) for n in walk(body)):
            return "allocated storage may be uninitialised (a state check does not cover)"
    target = _renamed_into(after, before)
    if target is None:
        return "the programs' parameters differ"
    written = _written_storage(before.body) | _written_storage(target)
    out: list[Hole] = []
    _diff(before.body, target, (), written, out)
    if not out:
        return "the programs are identical"           # the whole check says so at once
    return out


def undefinable_buffers(before: ir.PrimFunc, after: ir.PrimFunc) -> tuple[ir.Buffer, ...]:
    """The parameter buffers that may hold undefined elements where a hole is reached: those
    either program writes, when either program has ``T.undef()`` (none otherwise)."""
    if not (contains_undef(before.body) or contains_undef(after.body)):
        return ()
    target = _renamed_into(after, before)
    written = _written_storage(before.body) | _written_storage(
        target if target is not None else after.body)
    return tuple(b for b in before.buffers.values() if id(b.data) in written)


def local_programs(before: ir.PrimFunc, hole: Hole, undefinable: tuple = ()
                   ) -> tuple[ir.PrimFunc, ir.PrimFunc]:
    """``marks; facts; s`` and ``marks; t`` as functions of the original parameters, the
    hole's free binders (fresh variables with unique names: ``check`` relates scalars by
    name) and one marks buffer per ``undefinable`` buffer. The facts are assumes of the local
    ``before`` only: refinement is then exactly "from every state satisfying them", and
    ``after`` has no copies of them to prove."""
    taken = {p.name for p in before.params} | {b.name for b in before.buffers.values()}
    params, renaming = [], {}
    marks, flags_buffers = [], []
    for buf in undefinable:
        flags = _flags_for(buf, taken)
        flags_buffers.append(flags)
        marks.append(_marking(buf, flags))
    cells: dict[int, ir.Buffer] = {}
    for step in hole.path:
        if isinstance(step, _Loop) or (isinstance(step, _Let) and _reads_memory(step.value)):
            name = _unique(step.var.name, taken)
            if isinstance(step, _Let) and _reads_any(step.value, undefinable):
                # The let may be bound to an undefined element: its value is a one-element
                # buffer that the marks may make undefined, read by the let in both programs
                # (a fresh scalar parameter would always be defined).
                cell = ir.Buffer(name, (ir.IntImm(1, ir.INT32),), step.var.dtype,
                                 ir.Var(name, HANDLE))
                cells[id(step.var)] = cell
                params.append(cell.data)
                flags = _flags_for(cell, taken)
                flags_buffers.append(flags)
                marks.append(_marking(cell, flags))
                continue
            fresh = ir.Var(name, step.var.dtype)
            renaming[step.var] = fresh
            params.append(fresh)

    def wrap(stmt: ir.Stmt, facts: bool) -> ir.Stmt:
        for step in reversed(hole.path):
            if isinstance(step, _Let):
                cell = cells.get(id(step.var))
                if cell is not None:
                    stmt = ir.LetStmt(step.var, ir.BufferLoad(cell, (ir.IntImm(0, ir.INT32),)),
                                      stmt)
                elif not _reads_memory(step.value):
                    stmt = ir.LetStmt(step.var, step.value, stmt)
            elif not facts:
                continue
            elif isinstance(step, _Loop):
                lo, extent = step.min, step.extent
                if not (_reads_memory(lo) or _reads_memory(extent)):
                    end = (ir.IntImm(lo.value + extent.value, lo.dtype)
                           if isinstance(lo, ir.IntImm) and isinstance(extent, ir.IntImm)
                           else ir.Add(lo, extent))
                    in_range = ir.And(ir.LE(lo, step.var), ir.LT(step.var, end))
                    stmt = ir.seq(ir.Assume(in_range), stmt)
            elif isinstance(step, _If):
                stmt = ir.seq(ir.Assume(step.condition), stmt)
            else:
                stmt = ir.seq(*step.stmts, stmt)
        return substitute(stmt, renaming)

    added = {id(b.data): b for b in flags_buffers} | {id(b.data): b for b in cells.values()}
    new_params = tuple(f.data for f in flags_buffers) + tuple(params)
    buffer_map = tuple(before.buffer_map) + tuple((p, added[id(p)]) for p in new_params
                                                  if id(p) in added)
    signature = dict(params=before.params + new_params,
                     buffer_map=buffer_map, attrs=before.attrs, private=before.private)
    return (ir.PrimFunc(before.name, body=ir.seq(*marks, wrap(hole.before, facts=True)),
                        **signature),
            ir.PrimFunc(before.name, body=ir.seq(*marks, wrap(hole.after, facts=False)),
                        **signature))


def _flags_for(buf: ir.Buffer, taken: set) -> ir.Buffer:
    """The marks buffer of ``buf``: which of its elements start undefined."""
    name = _unique(f"{buf.name}_undefined", taken)
    return ir.Buffer(name, buf.shape, INT8, ir.Var(name, HANDLE))


def _marking(buf: ir.Buffer, flags: ir.Buffer) -> ir.Stmt:
    """``for e: if flags[e] != 0: buf[e] = T.undef()``: an arbitrary subset of ``buf``'s
    elements (an input) undefined."""
    idx = tuple(ir.Var(f"{buf.name}_e{k}", d.dtype) for k, d in enumerate(buf.shape))
    store = ir.IfThenElse(ir.NE(ir.BufferLoad(flags, idx), ir.IntImm(0, INT8)),
                          ir.BufferStore(buf, ir.Undef(buf.dtype), idx))
    return ir.loop_nest([(v, ir.IntImm(0, d.dtype), d, "serial")
                         for v, d in zip(idx, buf.shape)], store)


# ----------------------------------------------------------------------------- the difference


def _diff(s: ir.Stmt, t: ir.Stmt, path: tuple, written: set, out: list) -> None:
    """Append the holes between ``s`` and ``t`` (``t``'s binders already renamed to ``s``'s
    where they correspond) reached through ``path``."""
    if same_statement(s, t):
        return
    if type(s) is not type(t):
        out.append(Hole(s, t, path))
    elif isinstance(s, ir.SeqStmt):
        _diff_seq(ir.flat_stmts(s), ir.flat_stmts(t), path, written, out)
    elif isinstance(s, ir.For) and (s.min, s.extent, s.kind) == (t.min, t.extent, t.kind) \
            and s.loop_var.dtype == t.loop_var.dtype:
        body = substitute(t.body, {t.loop_var: s.loop_var})
        _diff(s.body, body, path + (_Loop(s.loop_var, s.min, s.extent),), written, out)
    elif isinstance(s, ir.IfThenElse) and s.condition == t.condition \
            and (s.else_case is None) == (t.else_case is None):
        if _reads_memory(s.condition):
            then_path = else_path = path
        else:
            then_path, else_path = path + (_If(s.condition),), path + (_If(ir.negate(s.condition)),)
        _diff(s.then_case, t.then_case, then_path, written, out)
        if s.else_case is not None:
            _diff(s.else_case, t.else_case, else_path, written, out)
    elif isinstance(s, ir.LetStmt) and s.value == t.value and s.var.dtype == t.var.dtype:
        body = substitute(t.body, {t.var: s.var})
        _diff(s.body, body, path + (_Let(s.var, s.value),), written, out)
    elif isinstance(s, ir.Block) and s.name == t.name:
        _diff(s.body, t.body, path, written, out)
    else:
        out.append(Hole(s, t, path))


def _diff_seq(a: tuple, b: tuple, path: tuple, written: set, out: list) -> None:
    """Statements of two sequences: a common prefix and suffix, and between them either
    pairs of statements (same count) or one hole for the whole middle."""
    prefix, suffix = common_ends(a, b)
    facts = [x for x in a[:prefix] if _is_fact(x, written)]
    mid_a, mid_b = a[prefix:len(a) - suffix], b[prefix:len(b) - suffix]
    if len(mid_a) != len(mid_b):
        step = (_Facts(tuple(facts)),) if facts else ()
        out.append(Hole(_seq_or_nothing(mid_a), _seq_or_nothing(mid_b), path + step))
        return
    for x, y in zip(mid_a, mid_b):
        step = (_Facts(tuple(facts)),) if facts else ()
        _diff(x, y, path + step, written, out)
        if same_statement(x, y) and _is_fact(x, written):
            facts.append(x)


def _is_fact(stmt: ir.Stmt, written: set) -> bool:
    """An assume, or a loop nest around assumes only, reading no storage that is written."""
    while isinstance(stmt, ir.For):
        stmt = stmt.body
    stmts = stmt.stmts if isinstance(stmt, ir.SeqStmt) else (stmt,)
    return all(isinstance(x, ir.Assume) for x in stmts) and not any(
        isinstance(n, ir.BufferLoad) and id(n.buffer.data) in written for n in walk(stmt))


# ----------------------------------------------------------------------------- helpers


def _renamed_into(after: ir.PrimFunc, before: ir.PrimFunc) -> ir.Stmt | None:
    """``after``'s body over ``before``'s parameters and buffers (matched by position), or
    None when the signatures differ."""
    if len(after.params) != len(before.params):
        return None
    mapping = {}
    for p, q in zip(after.params, before.params):
        pb, qb = after.param_buffer(p), before.param_buffer(q)
        if p.dtype != q.dtype or (pb is None) != (qb is None):
            return None
        # scalars are related by name, buffers by the buffer's name (``check`` does the same):
        # the handle's own name is a spelling (TVM prints ``A: T.Buffer`` for ``a: T.handle``)
        if (p.name != q.name) if pb is None else (pb.name != qb.name):
            return None
        if p is not q:
            mapping[p] = q
        if pb is not None and pb.data is not qb.data:
            mapping[pb.data] = qb.data
    body = substitute(after.body, mapping)
    renamed = {id(b.data): b for b in (substitute(b, mapping) for b in after.buffers.values())}
    if any(renamed.get(id(b.data)) != b for b in before.buffers.values()):
        return None                 # a parameter buffer's shape, dtype or layout differs
    return body



def _written_storage(body: ir.Stmt) -> set[int]:
    return {id(n.buffer.data) for n in walk(body) if isinstance(n, ir.BufferStore)}


def _reads_any(e: ir.Expr, buffers: tuple) -> bool:
    """Does ``e`` load from the storage of one of ``buffers``?"""
    data = {id(b.data) for b in buffers}
    return any(isinstance(n, ir.BufferLoad) and id(n.buffer.data) in data for n in walk(e))


def _reads_memory(e: ir.Expr) -> bool:
    """Does ``e`` read a buffer or call external code (whose result may differ per call)?
    Such an expression's value at the hole is not the value of a copy evaluated there."""
    return any(isinstance(n, (ir.BufferLoad, ir.ExternCall)) for n in walk(e))


def _seq_or_nothing(stmts: tuple) -> ir.Stmt:
    return ir.seq(*stmts) if stmts else ir.Evaluate(ir.IntImm(0, ir.INT32))


def _unique(name: str, taken: set) -> str:
    k, out = 1, name
    while out in taken:
        k, out = k + 1, f"{name}_{k}"
    taken.add(out)
    return out
