"""Generic traversal of IR nodes: children, bottom-up rewriting, substitution, free variables.

One mechanism over the dataclass fields instead of a visitor class per pass: a node's children
are the fields holding IR nodes (or tuples of them), in declaration order.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Callable, Iterator

from verirw import ir

_FIELD_CACHE: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELD_CACHE.get(cls)
    if names is None:
        names = tuple(f.name for f in fields(cls))
        _FIELD_CACHE[cls] = names
    return names


def _is_node(x) -> bool:
    return isinstance(x, (ir.Expr, ir.Stmt, ir.Buffer))


def children(node) -> Iterator:
    """Direct IR children of ``node`` (expressions, statements, buffers), in field order."""
    for name in _field_names(type(node)):
        value = getattr(node, name)
        if _is_node(value):
            yield value
        elif isinstance(value, tuple):
            for item in value:
                if _is_node(item):
                    yield item
                elif isinstance(item, tuple):  # buffer_map pairs
                    yield from (x for x in item if _is_node(x))


def walk(node) -> Iterator:
    """Every node reachable from ``node``, pre-order (buffers included once per reference)."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(reversed(list(children(n))))


def map_children(node, fn: Callable):
    """Rebuild ``node`` with ``fn`` applied to each child; returns ``node`` if nothing changed."""
    changed = False
    new_values = {}
    for name in _field_names(type(node)):
        value = getattr(node, name)
        if _is_node(value):
            new = fn(value)
        elif isinstance(value, tuple) and any(_is_node(x) for x in value):
            new = tuple(fn(x) if _is_node(x) else x for x in value)
        elif isinstance(value, tuple) and any(isinstance(x, tuple) for x in value):
            # buffer_map pairs, mapped like children() yields them
            new = tuple(tuple(fn(y) if _is_node(y) else y for y in x) if isinstance(x, tuple) else x
                        for x in value)
        else:
            new = value
        if new is not value and new != value:
            changed = True
        new_values[name] = new
    if not changed:
        return node
    return type(node)(**new_values)


def transform(node, post: Callable, pre: Callable | None = None):
    """Bottom-up rewrite: children first, then ``post(rebuilt_node)``.

    ``pre(node)`` may return a replacement to stop descent into that subtree.
    Buffers are rewritten too, so a shape or data var substitution reaches every reference.
    """
    memo: dict[int, object] = {}
    # an explicit stack, in the order a recursive walk would go (pre-order left to right,
    # post-order), so depth is not limited by Python's stack
    stack: list[tuple[object, bool]] = [(node, False)]
    while stack:
        n, expanded = stack.pop()
        key = id(n)
        if expanded:
            memo[key] = post(map_children(n, lambda c: memo[id(c)]))
            continue
        if key in memo:
            continue
        if pre is not None:
            replaced = pre(n)
            if replaced is not None:
                memo[key] = replaced
                continue
        stack.append((n, True))
        stack.extend((c, False) for c in reversed(list(children(n))))
    return memo[id(node)]


def substitute(node, mapping: dict):
    """Replace variables (by identity) with expressions; ``mapping`` maps Var -> Expr."""
    if not mapping:
        return node
    by_id = {id(k): v for k, v in mapping.items()}

    def pre(n):
        if isinstance(n, ir.Var):
            return by_id.get(id(n), n)
        return None

    return transform(node, lambda n: n, pre)


def free_vars(node) -> list[ir.Var]:
    """Variables used in ``node`` and not bound inside it, in first-use order.

    Buffer data vars count as used wherever a buffer is referenced, unless the buffer is
    allocated inside ``node``.
    """
    bound: set[int] = set()
    seen: set[int] = set()
    out: list[ir.Var] = []

    def use(v: ir.Var):
        if id(v) not in bound and id(v) not in seen:
            seen.add(id(v))
            out.append(v)

    def visit_buffer(b: ir.Buffer):
        for s in b.shape + ir.layout_exprs(b):
            visit(s)
        use(b.data)

    def visit(n):
        if isinstance(n, ir.Var):
            use(n)
        elif isinstance(n, ir.Buffer):
            visit_buffer(n)
        elif isinstance(n, ir.For):
            visit(n.min)
            visit(n.extent)
            bound.add(id(n.loop_var))
            visit(n.body)
        elif isinstance(n, ir.LetStmt):
            visit(n.value)
            bound.add(id(n.var))
            visit(n.body)
        elif isinstance(n, ir.Allocate):
            for s in n.buffer.shape:
                visit(s)
            bound.add(id(n.buffer.data))
            visit(n.body)
        elif isinstance(n, ir.PrimFunc):
            for p in n.params:
                bound.add(id(p))
            for _, b in n.buffer_map:
                bound.add(id(b.data))
                for s in b.shape:
                    visit(s)
            visit(n.body)
        else:
            for c in children(n):
                visit(c)

    visit(node)
    return out


def count_nodes(node) -> int:
    return sum(1 for _ in walk(node))
