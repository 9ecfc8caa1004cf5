"""``cache_read`` / ``cache_write`` at function scope (RFC 0077 "Enhancement - cache_read,
cache_write"): an internal copy of an argument whose layout ``transform_layout`` may change
without touching the function's signature.

* ``cache_read(func, "A")``: ``A_local`` is allocated, filled from ``A`` at the start, and every
  read of ``A`` reads ``A_local`` instead. Leading assumes stay first (about ``A``) and are
  restated about ``A_local`` after the fill. ``A`` must not be written by the function (a read
  cache of a buffer that changes would go stale).
* ``cache_write(func, "B")``: every access of ``B`` goes to ``B_local``, which is copied back
  into ``B`` at the end. Elements the function never writes must keep their value, so
  ``B_local`` is first filled from ``B`` unless the function reads nothing of ``B`` and a
  top-level loop nest provably stores every element of it (the RFC's "write stage").
"""

from __future__ import annotations

from verirw import ir
from verirw.strided import require_dense
from verirw.errors import ArgumentError
from verirw.structural import structural_equal
from verirw.visit import transform, walk

_LOOP_NAMES = ("i", "j", "k", "l")


def cache_read(func: ir.PrimFunc, buffer: str, scope: str = "local", *, name: str | None = None
               ) -> ir.PrimFunc:
    src = _param(func, buffer, "cache_read")
    if _stores(func.body, src):
        raise ArgumentError(f"cache_read: {func.name} writes {buffer}, so a read cache would go "
                            "stale; use cache_write")
    cache = _cache_buffer(func, src, scope, name)
    head, rest = _leading_assumes(func.body)
    rest = _retarget(rest, src, cache, loads=True, stores=False)
    body = ir.seq(*head, ir.Allocate(cache, ir.seq(_copy(src, cache),
                                                   *_restated(head, src, cache), rest)))
    return func.with_body(body)


def cache_write(func: ir.PrimFunc, buffer: str, scope: str = "local", *, name: str | None = None
                ) -> ir.PrimFunc:
    dst = _param(func, buffer, "cache_write")
    if not _stores(func.body, dst):
        raise ArgumentError(f"cache_write: {func.name} never writes {buffer}; use cache_read")
    cache = _cache_buffer(func, dst, scope, name)
    head, rest = _leading_assumes(func.body)    # they stay on B: they read no cache
    reads = any(isinstance(n, ir.BufferLoad) and n.buffer.data is dst.data for n in walk(rest))
    needs_fill = reads or not _writes_every_element(rest, dst)
    rest = _retarget(rest, dst, cache, loads=True, stores=True)
    fill = [_copy(dst, cache), *_restated(head, dst, cache)] if needs_fill else []
    stages = fill + [rest, _copy(cache, dst)]
    return func.with_body(ir.seq(*head, ir.Allocate(cache, ir.seq(*stages))))


# ----------------------------------------------------------------------------- helpers


def _param(func: ir.PrimFunc, name: str, what: str) -> ir.Buffer:
    if not isinstance(func, ir.PrimFunc):
        raise ArgumentError(f"{what} expects a PrimFunc, not {type(func).__name__}")
    buf = func.buffers.get(name)
    if buf is None:
        raise ArgumentError(f"{what}: {func.name} has no argument buffer {name!r} "
                            f"(arguments: {', '.join(func.buffers) or 'none'})")
    for n in walk(func.body):       # the copy is row-major; so must every view of the storage be
        if isinstance(n, (ir.BufferLoad, ir.BufferStore)) and n.buffer.data is buf.data:
            require_dense(n.buffer, what)
    require_dense(buf, what)
    return buf


def _cache_buffer(func, src: ir.Buffer, scope: str, name: str | None) -> ir.Buffer:
    name = name or f"{src.name}_{scope}"
    taken = set(func.buffers) | {n.buffer.name for n in walk(func.body)
                                 if isinstance(n, (ir.Allocate, ir.DeclBuffer))}
    if name in taken:
        raise ArgumentError(f"a buffer named {name!r} already exists in {func.name}; pass name=")
    return ir.Buffer(name, src.shape, src.dtype, ir.Var(name, src.data.dtype), (), scope)


def _stores(body, buf: ir.Buffer) -> bool:
    return any(isinstance(n, ir.BufferStore) and n.buffer.data is buf.data for n in walk(body))


def _retarget(body, old: ir.Buffer, new: ir.Buffer, *, loads: bool, stores: bool):
    def post(n):
        if loads and isinstance(n, ir.BufferLoad) and n.buffer is old:
            return ir.BufferLoad(new, n.indices)
        if stores and isinstance(n, ir.BufferStore) and n.buffer is old:
            return ir.BufferStore(new, n.value, n.indices)
        return n

    return transform(body, post, lambda n: n if isinstance(n, ir.Buffer) else None)


def _copy(src: ir.Buffer, dst: ir.Buffer) -> ir.Stmt:
    """``for i, j in T.grid(...): dst[i, j] = src[i, j]``."""
    names = _LOOP_NAMES if len(src.shape) <= len(_LOOP_NAMES) else \
        tuple(f"i{k}" for k in range(len(src.shape)))
    loop_vars = tuple(ir.Var(names[k], d.dtype) for k, d in enumerate(src.shape))
    return ir.loop_nest(((v, ir.IntImm(0, d.dtype), d, "serial") for v, d in zip(loop_vars, src.shape)),
                        ir.BufferStore(dst, ir.BufferLoad(src, loop_vars), loop_vars))


def _leading_assumes(body: ir.Stmt) -> tuple[list[ir.Stmt], ir.Stmt]:
    """The statements at the start that only assume (they describe the inputs, so they stay
    first), and the rest."""
    stmts = list(body.stmts) if isinstance(body, ir.SeqStmt) else [body]
    k = 0
    while k < len(stmts) and _only_assumes(stmts[k]):
        k += 1
    return stmts[:k], ir.seq(*stmts[k:])


def _restated(head: list[ir.Stmt], old: ir.Buffer, cache: ir.Buffer) -> list[ir.Stmt]:
    """The leading assumes that read ``old``, restated about ``cache``: they stay first about
    ``old`` (where they are valid, before the cache exists) and hold for ``cache`` once it is
    filled, as every element then equals ``old``'s; later passes may use them there."""
    return [_retarget(s, old, cache, loads=True, stores=False) for s in head
            if any(isinstance(n, ir.BufferLoad) and n.buffer is old for n in walk(s))]


def _only_assumes(s: ir.Stmt) -> bool:
    if isinstance(s, ir.Assume):
        return True
    if isinstance(s, ir.For):
        return _only_assumes(s.body)
    if isinstance(s, ir.SeqStmt):
        return bool(s.stmts) and all(_only_assumes(x) for x in s.stmts)
    return False


def _writes_every_element(body: ir.Stmt, buf: ir.Buffer) -> bool:
    """A top-level perfect nest of serial loops (through blocks and allocations) whose unconditional store
    indexes ``buf`` by distinct loop variables ranging from 0 over exactly the shape's
    extents (the same expressions where the shape is symbolic)."""
    stmts = list(body.stmts) if isinstance(body, ir.SeqStmt) else [body]
    return any(_covers(s, buf, {}) for s in stmts)


def _covers(s: ir.Stmt, buf: ir.Buffer, ranges: dict) -> bool:
    if isinstance(s, (ir.Block, ir.Allocate, ir.DeclBuffer)):
        return _covers(s.body, buf, ranges)
    if isinstance(s, ir.For) and s.kind == "serial" and isinstance(s.min, ir.IntImm) \
            and s.min.value == 0:
        return _covers(s.body, buf, {**ranges, id(s.loop_var): s.extent})
    if isinstance(s, ir.SeqStmt):
        return any(_covers(x, buf, ranges) for x in s.stmts)
    if isinstance(s, ir.BufferStore) and s.buffer.data is buf.data and s.buffer.shape == buf.shape:
        ids = [id(i) for i in s.indices if isinstance(i, ir.Var)]
        if len(ids) != len(s.indices) or len(set(ids)) != len(ids):
            return False
        return all(id(i) in ranges and structural_equal(ranges[id(i)], d)
                   for i, d in zip(s.indices, buf.shape))
    return False
