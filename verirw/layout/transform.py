"""``transform_layout``: give a buffer a new layout (RFC 0039) with padding (RFC 0077).

Every fact the rewrite relies on is proven before anything changes: the map is injective on
the buffer's shape (else the error shows two logical indices that collide), the transformed
shape is the exact minimal one, the padding predicate is exact, and a ``pad_value`` that
reads the buffer reads only in-bounds, non-padding elements. The result can be validated
independently with ``verirw.check(before, after, layouts={name: index_map})``.

What changes, following RFC 0077 "Enhancement - transform_layout":

* the buffer gets the transformed shape (and the map's ``axis_separators``), and every load
  and store of it — and of every buffer that shares its ``data`` (``T.decl_buffer(...,
  data=A.data)``) — indexes the new layout. An alias of a different shape is related through
  the row-major offset it shares with the buffer: ``map(unravel(offset(alias index)))``;
* with a ``pad_value``, a *producer* (a buffer the function writes) gets a stage after its last
  write stage that stores ``pad_value`` into the padding; an *input* (never written) gets a
  ``T.assume(in_image or B[...] == pad_value)`` stage at the start of the function, which is
  what the caller now promises;
* an argument's layout is part of the function's signature: changing it needs
  ``allow_signature_change=True`` (RFC 0077's three cases: a function that must stay compatible
  with its callers may not change; one whose callers change with it, or that has none yet,
  may). ``cache_read``/``cache_write`` give an internal copy whose layout is free to change.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Callable

from verirw import ir, smt
from verirw.strided import require_dense
from verirw.dtypes import DType
from verirw.errors import ArgumentError, MalformedIRError
from verirw.index_map import AXIS_SEPARATOR, IndexMap, buffer_shape, extent_expr
from verirw.structural import structural_equal
from verirw.visit import substitute, transform, walk
from verirw.guard import deep

__all__ = ["transform_layout", "AXIS_SEPARATOR"]


@deep
def transform_layout(func, buffer: str, index_map, pad_value=None, *,
                     allow_signature_change: bool = False, function: str | None = None,
                     fuse_padding: bool = True, timeout_ms: int = 10_000):
    """The function with ``buffer``'s layout changed by ``index_map``.

    ``func`` is a PrimFunc, or an IRModule with ``function`` naming the PrimFunc (the others are
    kept). ``pad_value`` is None (padding is never accessed), a literal, ``T.undef()`` (the
    text ``"T.undef()"`` or ``verirw.undef()``: an arbitrary value, of the buffer's dtype), an
    IR expression, or a callable of the transformed indices returning one of those; the callable
    may read the transformed buffer itself (``lambda io, ii: B[0, (io - 14) % 4]``), always in
    the transformed layout.

    A producer whose last write stage is an elementwise nest (``for i...: B[i] = f(i)``, ``f``
    not reading ``B``) is rewritten into one nest over the transformed shape that writes each
    element once, the padding under a guard (RFC 0077's ``if 4 * io + ii < 14: B[io, ii] =
    f(4 * io + ii) else: B[io, ii] = pad``, TVM's form); ``fuse_padding=False``, or any other
    producer, gets the padding in a stage of its own after the write stage.
    """
    if isinstance(func, ir.IRModule):
        return _in_module(func, buffer, index_map, pad_value, allow_signature_change,
                          function, timeout_ms, fuse_padding)
    if not isinstance(func, ir.PrimFunc):
        raise ArgumentError(f"transform_layout expects a PrimFunc or IRModule, not {type(func).__name__}")
    m = IndexMap.coerce(index_map)
    target = _find_buffer(func, buffer)
    shape = buffer_shape(target)
    m.require_injective(shape, timeout_ms=timeout_ms)
    tshape = m.transformed_shape(shape, timeout_ms=timeout_ms)
    seps = m.axis_separators(len(shape))
    new_shape = tuple(extent_expr(n, _index_dtype(target)) for n in tshape)

    group = _sharing(func, target)                  # every buffer on target's storage
    for b in group:
        require_dense(b, "transform_layout")
    params = [b.name for b in group if _is_param(func, b)]
    if params and not allow_signature_change:
        raise ArgumentError(
            f"transform_layout: {', '.join(params)} is an argument of {func.name}, so its new layout "
            f"{list(tshape)} changes the function's signature. Pass allow_signature_change=True if "
            "the callers change with it or there are none yet (RFC 0077's second and third cases); "
            "to keep the signature, transform an internal copy made by cache_read/cache_write.")
    for b in group:
        if b is target or _same_shape(b, target):
            continue
        if not (_is_static(b) and _is_static(target)):
            raise ArgumentError(f"transform_layout: {b.name} (shape {_show(b)}) aliases "
                                f"{target.name} (shape {_show(target)}) with another symbolic "
                                "shape; only views of the same shape can follow a symbolic layout")
        if _size(b) > _size(target):
            raise ArgumentError(f"transform_layout: {b.name} (shape {list(_static(b))}) aliases "
                                f"{target.name} but is larger than it, so part of it has no place "
                                "in the new layout")
    # keyed by value: a buffer is a view (name, shape, dtype, storage), so two equal Buffer
    # objects are the same view even when hand-built IR does not share the object
    new_buffers = {b: ir.Buffer(b.name, new_shape, b.dtype, b.data, seps, b.scope) for b in group}
    index_fns = {b: _indexer(m, target, b) for b in group}
    new_target = new_buffers[target]
    pad = _pad_expression(pad_value, m, shape, new_target, timeout_ms)

    body = _rewrite_accesses(func.body, new_buffers, index_fns)
    _no_stale_views(body, target, new_buffers)
    buffer_map = tuple((v, new_buffers.get(b, b)) for v, b in func.buffer_map)
    writes = any(isinstance(n, ir.BufferStore) and n.buffer.data is target.data
                 for n in walk(func.body))
    if pad is not None and m.has_padding(shape, timeout_ms=timeout_ms):
        if writes:
            fused = _fuse_padding(body, new_target, m, shape, pad, timeout_ms) \
                if fuse_padding and not pad_reads_buffer(pad) else None
            body = fused if fused is not None else \
                _add_postlude(body, new_target, _padding_stage(m, shape, new_target, pad))
        elif _is_param(func, target) or any(_is_param(func, b) for b in group):
            body = ir.seq(_assume_stage(m, shape, new_target, pad), body)
    return ir.PrimFunc(func.name, func.params, buffer_map, body, func.attrs, func.private)


# ----------------------------------------------------------------------------- finding buffers


def _find_buffer(func: ir.PrimFunc, name: str) -> ir.Buffer:
    found = {}
    for _, b in func.buffer_map:
        found.setdefault(b.name, b)
    for n in walk(func.body):
        if isinstance(n, (ir.Allocate, ir.DeclBuffer)):
            found.setdefault(n.buffer.name, n.buffer)
    if name not in found:
        raise ArgumentError(f"transform_layout: {func.name} has no buffer {name!r} "
                            f"(buffers: {', '.join(found) or 'none'})")
    return found[name]


def _sharing(func: ir.PrimFunc, target: ir.Buffer) -> list[ir.Buffer]:
    group = [target]
    for n in [b for _, b in func.buffer_map] + [n.buffer for n in walk(func.body)
                                                 if isinstance(n, (ir.Allocate, ir.DeclBuffer))]:
        if n.data is target.data and all(n is not g for g in group):
            group.append(n)
    return group


def _is_param(func: ir.PrimFunc, b: ir.Buffer) -> bool:
    return any(buf is b for _, buf in func.buffer_map)


def _static(b: ir.Buffer) -> tuple[int, ...]:
    return tuple(d.value for d in b.shape)


def _is_static(b: ir.Buffer) -> bool:
    return all(isinstance(d, ir.IntImm) for d in b.shape)


def _same_shape(a: ir.Buffer, b: ir.Buffer) -> bool:
    return len(a.shape) == len(b.shape) and all(
        structural_equal(x, y) for x, y in zip(a.shape, b.shape))


def _show(b: ir.Buffer) -> str:
    from verirw.printer import format_expr
    return "(" + ", ".join(format_expr(d) for d in b.shape) + ")"


def _size(b: ir.Buffer) -> int:
    return math.prod(_static(b))


def _index_dtype(b: ir.Buffer) -> DType:
    return b.shape[0].dtype if b.shape else ir.INT32


# ----------------------------------------------------------------------------- accesses


def _indexer(m: IndexMap, target: ir.Buffer, b: ir.Buffer) -> Callable:
    """Transformed indices of an access to ``b``; an alias of another shape goes through the
    row-major offset it shares with ``target``."""
    if b is target or _same_shape(b, target):
        return m.map_indices
    inner, outer = _static(b), _static(target)

    def via_offset(indices):
        offset = indices[0]
        for idx, n in zip(indices[1:], inner[1:]):
            offset = offset * n + idx
        logical, stride = [], math.prod(outer)
        for k, n in enumerate(outer):
            stride //= n
            x = offset // stride if stride > 1 else offset
            logical.append(x % n if k > 0 else x)
        return m.map_indices(tuple(logical))

    return via_offset


def _rewrite_accesses(body: ir.Stmt, new_buffers: dict, index_fns: dict) -> ir.Stmt:
    """Point every access (and declaration) of the group at the new buffers and indices. The
    old Buffer objects are matched by identity; the rewritten indices are built from the
    already-rewritten children, so a load inside an index is transformed too."""
    def new_indices(buf, indices):
        for i in indices:
            if any(isinstance(x, ir.Undef) for x in walk(i)):
                raise ArgumentError(f"transform_layout: T.undef() in an index of {buf.name}")
        return index_fns[buf](indices)

    def post(n):
        if isinstance(n, ir.BufferLoad) and n.buffer in new_buffers:
            return ir.BufferLoad(new_buffers[n.buffer], new_indices(n.buffer, n.indices))
        if isinstance(n, ir.BufferStore) and n.buffer in new_buffers:
            return ir.BufferStore(new_buffers[n.buffer], n.value,
                                  new_indices(n.buffer, n.indices))
        if isinstance(n, (ir.Allocate, ir.DeclBuffer)) and n.buffer in new_buffers:
            return type(n)(new_buffers[n.buffer], n.body)
        return n

    return _transform_keep_buffers(body, post)


def _no_stale_views(body, target: ir.Buffer, new_buffers: dict) -> None:
    """Every access to the storage must now go through a new buffer. An access through a view
    that was never declared (hand-built IR) would keep the old layout: refuse rather than
    produce a program that mixes layouts."""
    fresh = set(new_buffers.values())
    for n in walk(body):
        if (isinstance(n, (ir.BufferLoad, ir.BufferStore)) and n.buffer.data is target.data
                and n.buffer not in fresh):
            raise MalformedIRError(f"transform_layout: {n.buffer.name} accesses the storage of "
                                   f"{target.name} through a buffer that is not declared "
                                   "(not an argument, allocation or T.decl_buffer)")


def _transform_keep_buffers(body, post):
    """``visit.transform`` without descending into Buffer objects (their identity is how the
    accesses are matched)."""
    return transform(body, post, lambda n: n if isinstance(n, ir.Buffer) else None)


# ----------------------------------------------------------------------------- pad values


def _pad_expression(pad_value, m: IndexMap, shape, buf: ir.Buffer, timeout_ms):
    """``(transformed index vars, value expr)``, or None; validated against the buffer's dtype
    and, when it reads the buffer, proven to read in-bounds, non-padding elements."""
    if pad_value is None:
        return None
    t_vars = tuple(ir.Var(n, _index_dtype(buf)) for n in m.transformed_names(len(shape)))
    value = pad_value(*t_vars) if callable(pad_value) and not isinstance(pad_value, ir.Expr) \
        else pad_value
    if value is None:
        return None
    value = _as_value(value, buf.dtype)
    allowed = {id(v) for v in t_vars}
    loads = []

    def retarget(n):
        if isinstance(n, ir.Var) and n.dtype.is_int and id(n) not in allowed:
            raise ArgumentError(f"pad_value uses {n.name!r}, which is not one of the transformed "
                                f"indices ({', '.join(v.name for v in t_vars)})")
        if isinstance(n, ir.BufferLoad):
            if n.buffer.name != buf.name and n.buffer.data is not buf.data:
                raise ArgumentError(f"pad_value reads {n.buffer.name}, another buffer: the padding of "
                                    f"{buf.name} may depend only on {buf.name} itself")
            if len(n.indices) != len(buf.shape):
                raise ArgumentError(f"pad_value reads {buf.name} with {len(n.indices)} indices; it "
                                    f"is read in the transformed layout, of rank {len(buf.shape)}")
            load = ir.BufferLoad(buf, n.indices)
            loads.append(load)
            return load
        return n

    value = _transform_keep_buffers(value, retarget)
    if loads:
        _prove_pad_reads(m, shape, t_vars, loads, buf, timeout_ms)
    return t_vars, value


#: the texts ``pad_value`` accepts for an arbitrary value (as TVMScript writes it)
UNDEF_TEXTS = ("T.undef()", "undef()", "T.undef", "undef")


def _as_value(value, dtype: DType) -> ir.Expr:
    if isinstance(value, str):
        if "".join(value.split()) in UNDEF_TEXTS:
            return ir.Undef(dtype)
        raise ArgumentError(f"pad_value {value!r}: the only text accepted is \"T.undef()\"; give "
                            f"a number, verirw.undef(), an IR expression or a callable")
    if isinstance(value, ir.Undef):
        return ir.Undef(dtype)
    if isinstance(value, (bool, int, float)):
        if isinstance(value, float) and not dtype.is_float:
            raise ArgumentError(f"pad_value {value} is a float, not an {dtype} value")
        if not dtype.is_float and not (dtype.min_value <= int(value) <= dtype.max_value):
            raise ArgumentError(f"pad_value {value} is out of range for {dtype} "
                                f"[{dtype.min_value}, {dtype.max_value}]")
        return ir.as_expr(value, dtype) if dtype.is_float or dtype.is_bool else ir.IntImm(int(value), dtype)
    if isinstance(value, ir.IntImm) and value.dtype != dtype:
        return _as_value(value.value, dtype)
    if isinstance(value, ir.FloatImm) and value.dtype != dtype and dtype.is_float:
        return _as_value(value.value, dtype)
    if not isinstance(value, ir.Expr):
        raise ArgumentError(f"pad_value must be a literal, T.undef(), an expression or a callable, "
                            f"not {value!r}")
    if value.dtype != dtype:
        raise ArgumentError(f"pad_value has dtype {value.dtype}, but the buffer holds {dtype}")
    return value


def _prove_pad_reads(m: IndexMap, shape, t_vars, loads, buf, timeout_ms) -> None:
    """At every padding index, each load of the pad value must be in bounds and must not read
    padding (whose value is what is being defined)."""
    from verirw.printer import format_expr
    pad = m.padding_predicate(shape, timeout_ms=timeout_ms)
    image = m.image_predicate(shape, timeout_ms=timeout_ms)
    tshape = list(buf.shape)
    facts = _within(t_vars, tshape) + [pad(*t_vars)]
    for load in loads:
        in_bounds = _within(load.indices, tshape)
        checks = ((ir.all_of(in_bounds), facts, "is out of bounds"),
                  (image(*load.indices), facts + in_bounds, "reads padding"))
        for goal, hyps, what in checks:
            got = smt.prove(goal, hyps, timeout_ms=timeout_ms)
            if got.status == "refuted":
                at = [got.counterexample.get(v.name) for v in t_vars]
                raise ArgumentError(f"pad_value {format_expr(load)} {what} at padding index {at}")
            if not got.proven:
                raise ArgumentError(f"pad_value {format_expr(load)}: could not prove it is in "
                                    f"bounds and reads no padding (z3: {got.reason})")


def _within(indices, extents) -> list[ir.Expr]:
    """``0 <= i < n`` for each index and extent (an int or a size expression)."""
    return [c for i, n in zip(indices, extents)
            for c in (ir.LE(ir.IntImm(0, i.dtype), i),
                      ir.LT(i, ir.IntImm(n, i.dtype) if isinstance(n, int) else n))]


# ----------------------------------------------------------------------------- new stages


def _grid(t_vars, extents, body: ir.Stmt) -> ir.Stmt:
    fresh = tuple(ir.Var(v.name, v.dtype) for v in t_vars)
    body = substitute(body, dict(zip(t_vars, fresh)))
    return ir.loop_nest(((v, ir.IntImm(0, v.dtype), n, "serial") for v, n in zip(fresh, extents)),
                        body)


def _assume_stage(m, shape, buf, pad) -> ir.Stmt:
    """``for t in grid: T.assume(in_image(t) or B[t] == pad_value(t))`` (RFC 0077's form)."""
    t_vars, value = pad
    image = m.image_predicate(shape)(*t_vars)
    cond = ir.Or(image, ir.EQ(ir.BufferLoad(buf, t_vars), value))
    return _grid(t_vars, buf.shape, ir.Assume(cond))


def _padding_stage(m, shape, buf, pad) -> Callable[[ir.Stmt], ir.Stmt]:
    """``for t in grid: if padding(t): B[t] = pad_value(t)``, given the write stage it follows:
    each iteration is a block named ``B_padding`` when the write stage is made of blocks
    (RFC 0077's two forms)."""
    t_vars, value = pad
    store: ir.Stmt = ir.IfThenElse(m.padding_predicate(shape)(*t_vars),
                                   ir.BufferStore(buf, value, t_vars))

    def after(write_stage: ir.Stmt) -> ir.Stmt:
        s = store
        if any(isinstance(n, ir.Block) for n in walk(write_stage)):
            s = ir.Block(f"{buf.name}_padding", store)
        return _grid(t_vars, buf.shape, s)

    return after


_WRAPPERS = (ir.Block, ir.Allocate, ir.DeclBuffer, ir.LetStmt)


def pad_reads_buffer(pad) -> bool:
    """Does the pad value read the buffer? (It then needs every logical element written first:
    the padding stays in a stage of its own.)"""
    return any(isinstance(n, ir.BufferLoad) for n in walk(pad[1]))


def _fuse_padding(body: ir.Stmt, buf: ir.Buffer, m: IndexMap, shape, pad, timeout_ms):
    """RFC 0077's producer with its padding in the loop (``if image: B[t] = f(inverse(t)) else:
    B[t] = pad(t)`` over the transformed shape), when the last write stage of ``buf`` is an
    elementwise nest it can be rewritten into; else None (the caller adds a padding stage).

    The nest must be ``for v_1 in range(shape_1): ... for v_k in range(shape_k): [block / lets]
    B[map(v_1, ..., v_k)] = f`` (the loops perfectly nested, serial, from 0 over the buffer's
    own extents, in its axis order), with ``f`` reading nothing of ``B``'s storage and calling
    nothing impure. It writes each logical element once and nothing else, and no iteration reads
    what another writes, so its iterations may run in any order; running them in the order of
    their images, with each padding element's store in its place among them, is the nest
    followed by the padding stage. The map's inverse and its image predicate are the proven
    ones (``IndexMap.inverse``, ``image_predicate``); the store indices become the transformed
    indices themselves (``map(inverse(t)) == t`` on the image)."""
    stmts_of = lambda s: list(s.stmts) if isinstance(s, ir.SeqStmt) else [s]  # noqa: E731

    def writes(s):
        return any(isinstance(n, ir.BufferStore) and n.buffer.data is buf.data for n in walk(s))

    def place(s: ir.Stmt):
        stmts = stmts_of(s)
        last = max((k for k, x in enumerate(stmts) if writes(x)), default=None)
        if last is None:
            return None
        x = stmts[last]
        if isinstance(x, _WRAPPERS):
            inner = place(x.body)
            new = None if inner is None else dataclasses.replace(x, body=inner)
        else:
            new = _fused_nest(x, buf, m, shape, pad, timeout_ms)
        return None if new is None else ir.seq(*stmts[:last], new, *stmts[last + 1:])

    return place(body)


def _fused_nest(nest: ir.Stmt, buf: ir.Buffer, m: IndexMap, shape, pad, timeout_ms):
    loops, s = [], nest
    while isinstance(s, ir.For) and len(loops) < len(shape):
        loops.append(s)
        s = s.body
    if len(loops) != len(shape):
        return None
    for loop, n in zip(loops, shape):
        extent = ir.IntImm(n, loop.extent.dtype) if isinstance(n, int) else n
        if loop.kind != "serial" or not (isinstance(loop.min, ir.IntImm) and loop.min.value == 0) \
                or not structural_equal(loop.extent, extent):
            return None
    wrappers, lets = [], {}
    while isinstance(s, (ir.Block, ir.LetStmt)):
        wrappers.append(s)
        if isinstance(s, ir.LetStmt):
            if any(isinstance(x, ir.BufferLoad) for x in walk(s.value)):
                return None
            lets[s.var] = substitute(s.value, lets)
            if s.var.dtype.is_handle:
                return None
        s = s.body
    if not (isinstance(s, ir.BufferStore) and s.buffer == buf):
        return None
    loop_vars = tuple(loop.loop_var for loop in loops)
    want = m.map_indices(loop_vars)
    got = tuple(substitute(i, lets) for i in s.indices)
    if len(got) != len(want) or not all(structural_equal(a, b) for a, b in zip(got, want)):
        return None
    for n in walk(s.value):
        if isinstance(n, ir.BufferLoad) and n.buffer.data is buf.data:
            return None
        if isinstance(n, ir.ExternCall) and not n.pure:
            return None
    t_vars, pad_value = pad
    fresh = tuple(ir.Var(v.name, v.dtype) for v in t_vars)
    tshape = buf.shape
    ranges = {t: (0, n.value - 1 if isinstance(n, ir.IntImm) else None)
              for t, n in zip(fresh, tshape)}
    from verirw.te.arith import simplify as simplify_index
    inverse = [simplify_index(e, ranges)
               for e in m.inverse(shape, timeout_ms=timeout_ms).map_indices(fresh)]
    back = dict(zip(loop_vars, inverse))
    image = m.image_predicate(shape, timeout_ms=timeout_ms)(*fresh)

    def at_image(n):
        if isinstance(n, ir.BufferLoad):
            return ir.BufferLoad(n.buffer, tuple(simplify_index(i, ranges) for i in n.indices))
        return n

    # the lets (a block's axes, ``vi = i``) read no memory: inlined, so that an index through
    # them simplifies with the rest (``A[vi // 4, vi % 4]`` -> ``A[io, ii]``)
    value = substitute(substitute(s.value, lets), back)
    then = ir.BufferStore(buf, _transform_keep_buffers(value, at_image), fresh)
    els = ir.BufferStore(buf, substitute(pad_value, dict(zip(t_vars, fresh))), fresh)
    inner: ir.Stmt = ir.IfThenElse(image, then, els)
    for w in reversed([w for w in wrappers if isinstance(w, ir.Block)]):
        inner = ir.Block(w.name, inner)
    return ir.loop_nest(((t, ir.IntImm(0, t.dtype), n, "serial") for t, n in zip(fresh, tshape)),
                        inner)


def _add_postlude(body: ir.Stmt, buf: ir.Buffer, make_stage) -> ir.Stmt:
    """Insert the padding stage after the last statement that writes ``buf``, in the innermost
    sequence that holds it: a block, allocation or let that wraps that statement is entered
    (RFC 0077 puts the stage inside the ``compute`` block that holds the whole function), a
    loop or branch is not (the stage runs once, after the whole write stage)."""
    def writes(s):
        return any(isinstance(n, ir.BufferStore) and n.buffer.data is buf.data for n in walk(s))

    def place(s: ir.Stmt) -> ir.Stmt:
        stmts = list(s.stmts) if isinstance(s, ir.SeqStmt) else [s]
        last = max((k for k, x in enumerate(stmts) if writes(x)), default=None)
        if last is None:
            return s
        x = stmts[last]
        if isinstance(x, _WRAPPERS):
            inner = dataclasses.replace(x, body=place(x.body))
            return ir.seq(*stmts[:last], inner, *stmts[last + 1:])
        return ir.seq(*stmts[:last + 1], make_stage(x), *stmts[last + 1:])

    return place(body)


def _in_module(mod, buffer, index_map, pad_value, allow, function, timeout_ms, fuse_padding):
    names = [f.name for f in mod.functions]
    if function is None:
        if len(names) != 1:
            raise ArgumentError(f"transform_layout on a module needs function= (one of {', '.join(names)})")
        function = names[0]
    if function not in names:
        raise ArgumentError(f"the module has no function {function!r} (functions: {', '.join(names)})")
    funcs = tuple(transform_layout(f, buffer, index_map, pad_value, allow_signature_change=allow,
                                   fuse_padding=fuse_padding, timeout_ms=timeout_ms)
                  if f.name == function else f
                  for f in mod.functions)
    return ir.IRModule(funcs, mod.name)

