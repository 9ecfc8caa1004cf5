"""Facts about inputs stated by loops of assumes, instantiated where a load needs them.

``transform_layout(..., pad_value=v)`` states what the padding of an input holds as a loop
nest of assumes at the top of the function::

    for i, jo, ji in T.grid(4096, 1024, 4):
        T.assume(4 * jo + ji < 4094 or A[i, jo, ji] == 0.0)

When the function never writes ``A``, that condition holds at *every* point of every defined
execution, for every value of the loop variables in their ranges: ``A`` never changes, and the
assume runs unconditionally. A z3 query about ``A[e0, e1, e2]`` elsewhere needs the one
instance at ``i, jo, ji := e0, e1, e2``:
``(0 <= e0 < 4096 and 0 <= e1 < 1024 and 0 <= e2 < 4) -> cond[e]`` — quantifier-free, so the
query stays as cheap as it was, and its size does not depend on the loop extents.
"""

from __future__ import annotations

from dataclasses import dataclass

from verirw import ir
from verirw.analysis import reads_memory
from verirw.semantics import contains_undef
from verirw.visit import free_vars, substitute, walk


@dataclass(frozen=True)
class LoopFact:
    """``for vars in ranges: [if guard:] T.assume(condition)``: true for every point of the
    nest while the storages its loads read are not written (for an input the function never
    writes: everywhere)."""

    loops: tuple[tuple[ir.Var, ir.Expr, ir.Expr], ...]     # (var, min, extent)
    guard: ir.Expr | None
    condition: ir.Expr

    @property
    def storages(self) -> frozenset:
        """The ``data`` ids whose next write ends the fact (``analysis.survivors``)."""
        return frozenset(id(n.buffer.data) for n in walk(self.condition)
                         if isinstance(n, ir.BufferLoad))


def loop_fact(s: ir.Stmt) -> LoopFact | None:
    """``s`` as a loop-nest assume about memory, or None."""
    loops = []
    while isinstance(s, ir.For):
        loops.append((s.loop_var, s.min, s.extent))
        s = s.body
    lets = {}          # a block's iteration variables, bound to expressions of the loops'
    while isinstance(s, (ir.Block, ir.LetStmt)):
        if isinstance(s, ir.LetStmt):
            if reads_memory(s.value) or contains_undef(s.value):
                return None
            lets[s.var] = substitute(s.value, lets)
        s = s.body
    guard = None
    if isinstance(s, ir.IfThenElse) and s.else_case is None and not reads_memory(s.condition):
        guard, s = s.condition, s.then_case
    if not loops or not isinstance(s, ir.Assume) or contains_undef(s.condition):
        return None
    if lets:               # T.axis.remap("SS", [io, ii]): the assume is about io, ii
        s = ir.Assume(substitute(s.condition, lets))
        guard = substitute(guard, lets) if guard is not None else None
    if not any(isinstance(n, ir.BufferLoad) for n in walk(s.condition)):
        return None
    bound = {id(v) for v, _, _ in loops}
    if any(id(v) in bound for _, lo, ext in loops for v in free_vars(lo) + free_vars(ext)):
        return None             # a triangular nest: instances would need the outer values
    return LoopFact(tuple(loops), guard, s.condition)


def input_facts(body: ir.Stmt) -> list[LoopFact]:
    """The loop-nest assumes among ``body``'s top-level statements (under blocks) whose loads
    read only storages that ``body`` never writes."""
    written = {id(n.buffer.data) for n in walk(body) if isinstance(n, ir.BufferStore)}
    out: list[LoopFact] = []
    for s in _top_level(body):
        fact = loop_fact(s)
        if fact is not None and not fact.storages & written:
            out.append(fact)
    return out


def instances(facts: list[LoopFact], exprs) -> list[ir.Expr]:
    """For every load in ``exprs`` and every fact that mentions a load of the same buffer
    indexed by exactly its loop variables, the fact at that load's indices (see module doc)."""
    out: list[ir.Expr] = []
    seen: set = set()
    loads = [n for e in exprs for n in walk(e) if isinstance(n, ir.BufferLoad)]
    for fact in facts:
        loop_vars = {id(v): v for v, _, _ in fact.loops}
        for pattern in (n for n in walk(fact.condition) if isinstance(n, ir.BufferLoad)):
            if not _binds_all(pattern, loop_vars):
                continue
            for load in loads:
                if load.buffer.data is not pattern.buffer.data or not _same_addressing(
                        load.buffer, pattern.buffer):
                    continue
                key = (id(fact), id(pattern), load)
                if key in seen:
                    continue
                seen.add(key)
                mapping = {v: e for v, e in zip(pattern.indices, load.indices)}
                within = [ir.all_of([lo.le(mapping[v]), mapping[v].lt(lo + extent)])
                          for v, lo, extent in fact.loops]
                premise = ir.all_of(within + ([substitute(fact.guard, mapping)] if fact.guard is not None else []))
                out.append(ir.Or(ir.negate(premise), substitute(fact.condition, mapping)))
    return out


def _binds_all(pattern: ir.BufferLoad, loop_vars: dict) -> bool:
    """The load's indices are distinct loop variables, one for every loop of the nest."""
    ids = [id(i) for i in pattern.indices if isinstance(i, ir.Var)]
    return len(ids) == len(pattern.indices) == len(set(ids)) and set(ids) == set(loop_vars)


def _top_level(body: ir.Stmt):
    stmts = list(body.stmts) if isinstance(body, ir.SeqStmt) else [body]
    for s in stmts:
        while isinstance(s, (ir.Block, ir.Allocate, ir.DeclBuffer)):
            if isinstance(s.body, ir.SeqStmt):
                yield from _top_level(s.body)
                s = None
                break
            s = s.body
        if s is not None:
            yield s


def _same_addressing(a: ir.Buffer, b: ir.Buffer) -> bool:
    """Index ``k`` of ``a`` is index ``k`` of ``b`` (``ir.flat_offset`` agrees): same shape,
    strides and elem_offset. A view of other shape or layout names other elements."""
    return a.shape == b.shape and a.strides == b.strides and a.elem_offset == b.elem_offset
