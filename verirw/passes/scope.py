"""Running a pass on one block (RFC 0077: ``sched.remove_overcompute_through_branching(block=
'compute')``): the pass sees the whole function — what follows a block decides whether its
stores are dead — but only the block may change; everything outside is taken from the input.

This needs no cooperation from the passes: run the pass on the whole function, then graft the
block it produced into the input. The graft is a new program, so callers validate it
(``verirw.check``) like any other candidate; a pass that moved code across the block's
boundary simply yields a candidate that is refuted.
"""

from __future__ import annotations

from verirw import ir
from verirw.errors import ArgumentError
from verirw.passes.paths import children, node_at, replace_at
from verirw.visit import transform


def block_path(body: ir.Stmt, name: str) -> tuple[int, ...]:
    """The path of the one block called ``name``."""
    found = []

    def go(s: ir.Stmt, path: tuple[int, ...]):
        if isinstance(s, ir.Block) and s.name == name:
            found.append(path)
        for k, child in children(s).items():
            go(child, path + (k,))

    go(body, ())
    if len(found) != 1:
        blocks = sorted({s.name for s in _blocks(body)})
        where = f"blocks: {', '.join(blocks)}" if blocks else "it has no blocks"
        raise ArgumentError(f"no block {name!r} ({where})" if not found
                            else f"{len(found)} blocks are called {name!r}")
    return found[0]


def in_block(func: ir.PrimFunc, block: str | None, result_of) -> tuple[ir.PrimFunc, object]:
    """``(candidate, result)``: ``result = result_of(func)`` (a pass result with ``.func``) and
    the input with block ``block`` replaced by that block of ``result.func``. With
    ``block=None`` the whole result is the candidate. A pass that removed the block entirely
    gives an empty block."""
    result = result_of(func)
    if block is None:
        return result.func, result
    old = block_path(func.body, block)
    try:
        new_block = node_at(result.func.body, block_path(result.func.body, block))
    except ArgumentError:
        new_block = ir.Block(block, ir.NOOP)
    return func.with_body(replace_at(func.body, old, new_block)), result


def without_blocks(func: ir.PrimFunc) -> ir.PrimFunc:
    """``func`` with every ``T.block`` replaced by its body: RFC 0077's programs omit the
    block grouping ("For simplicity, these examples do not show the T.block grouping")."""
    keep = lambda n: n if isinstance(n, ir.Buffer) else None  # noqa: E731
    return func.with_body(transform(func.body, lambda n: n.body if isinstance(n, ir.Block) else n,
                                    keep))


def _blocks(body: ir.Stmt):
    if isinstance(body, ir.Block):
        yield body
    for child in children(body).values():
        yield from _blocks(child)
