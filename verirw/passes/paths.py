"""Positions of statements as paths of child slots, shared by the passes that decide about one
statement in the context of the whole body (dead stores, loop merging).

Slots follow ``verirw.passes.regions.accesses``: a ``SeqStmt``'s children by index; a loop's
and a let's body is 1 (0 is the bounds / value); an ``if``'s then-branch 1, else-branch 2
(0 is the condition); the body of an allocation, buffer declaration or block is 0.
"""

from __future__ import annotations

import dataclasses

from verirw import ir


def children(s: ir.Stmt) -> dict[int, ir.Stmt]:
    """Statement children by slot."""
    if isinstance(s, ir.SeqStmt):
        return dict(enumerate(s.stmts))
    if isinstance(s, (ir.For, ir.LetStmt)):
        return {1: s.body}
    if isinstance(s, ir.IfThenElse):
        return {1: s.then_case, 2: s.else_case} if s.else_case is not None else {1: s.then_case}
    if isinstance(s, (ir.Allocate, ir.DeclBuffer, ir.Block)):
        return {0: s.body}
    return {}


def node_at(body: ir.Stmt, path: tuple[int, ...]) -> ir.Stmt:
    node = body
    for k in path:
        node = children(node)[k]
    return node


def loops_above(body: ir.Stmt, path: tuple[int, ...]) -> int:
    """How many loops enclose the node at ``path``."""
    node, count = body, 0
    for k in path:
        if isinstance(node, ir.For):
            count += 1
        node = children(node)[k]
    return count


def with_children(s: ir.Stmt, kids: dict[int, ir.Stmt]) -> ir.Stmt:
    """``s`` with the children at the given slots replaced."""
    if isinstance(s, ir.SeqStmt):
        return ir.SeqStmt(tuple(kids.get(k, x) for k, x in enumerate(s.stmts)))
    if isinstance(s, ir.IfThenElse):
        return ir.IfThenElse(s.condition, kids.get(1, s.then_case), kids.get(2, s.else_case))
    slot = 1 if isinstance(s, (ir.For, ir.LetStmt)) else 0
    return dataclasses.replace(s, body=kids.get(slot, s.body))


def replace_at(body: ir.Stmt, path: tuple[int, ...], new: ir.Stmt) -> ir.Stmt:
    """``body`` with the node at ``path`` replaced by ``new``."""
    if not path:
        return new
    head = path[0]
    return with_children(body, {head: replace_at(children(body)[head], path[1:], new)})


def remove_at(body: ir.Stmt, paths: set[tuple[int, ...]]) -> ir.Stmt:
    """``body`` with the statements at ``paths`` replaced by ``pass``."""
    if not paths:
        return body

    def go(s: ir.Stmt, path: tuple[int, ...]) -> ir.Stmt:
        if path in paths:
            return ir.NOOP
        if not any(p[:len(path)] == path for p in paths):
            return s
        return with_children(s, {k: go(c, path + (k,)) for k, c in children(s).items()})

    return go(body, ())
