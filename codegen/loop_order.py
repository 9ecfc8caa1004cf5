"""Loop order for code generation: a perfect loop nest that writes each element of one buffer
once runs in the order of that buffer's layout.

Why: a schedule may leave a nest walking its output across rows. The texture relu kernel's
``for n, h, w, co, ci: B[n, co, h, w, ci] = ...`` visits 16 rows of the 2-d texture per ``w``,
16 bytes in each: 36% of copy bandwidth, against 93% for the same nest in the order
``n, co, h, w, ci`` (benchmarks/codegen.py). A buffer's logical indices are row-major in its
physical layout (RFC 0039: each group of axes between separators flattens row-major), so the
layout's order is the order of the store's indices.

Which nests: serial loops, each directly the body of the one before, whose bounds read no
memory and no variable of the nest, around one store whose indices are the nest's loop
variables, each once, in another order, and whose value reads nothing of the buffer it writes
and other buffers only at those same indices (then the new order walks every buffer the nest
touches in its layout; a nest that reads another buffer in another order, such as the
NHWC -> NCHWc copy, keeps its order: following the output there made it 3x slower). The
iterations write distinct elements and read only storage the nest does not write, so any
order gives the same final state. That is the argument; ``check`` proves each result
(the pass is safe by default: ``verirw.passes.trust``), and a nest it does not prove keeps its
order.
"""

from __future__ import annotations

from verirw import ir
from verirw.passes.simplify import Certificate, PassRule, SimplifyResult
from verirw.passes.trust import trusted
from verirw.visit import transform, walk


@trusted
def follow_store_order(func: ir.PrimFunc) -> SimplifyResult:
    """``func`` with every nest of the module docstring reordered to its store's index order."""
    count = 0

    def post(n):
        nonlocal count
        if isinstance(n, ir.For):
            reordered = _in_store_order(n)
            if reordered is not None:
                count += 1
                return reordered
        return n

    body = transform(func.body, post)
    cert = Certificate()
    if count:
        cert.rules_fired[PassRule.FOLLOW_STORE_ORDER] = count
    cert.stop = "done"
    return SimplifyResult(func.with_body(body) if count else func, cert)


def _in_store_order(top: ir.For) -> ir.Stmt | None:
    """The nest from ``top`` with its loops in the order of its store's indices, or None."""
    loops, node = [], top
    while isinstance(node, ir.For):
        loops.append(node)
        node = node.body
    store = node
    if len(loops) < 2 or not isinstance(store, ir.BufferStore) or not store.buffer.is_dense:
        return None
    by_var = {id(f.loop_var): f for f in loops}
    if any(f.kind != "serial" for f in loops) or len(store.indices) != len(loops) \
            or {id(i) for i in store.indices} != set(by_var) \
            or not all(isinstance(i, ir.Var) for i in store.indices):
        return None
    for f in loops:
        if any(isinstance(x, ir.BufferLoad) or (isinstance(x, ir.Var) and id(x) in by_var)
               for bound in (f.min, f.extent) for x in walk(bound)):
            return None
    loads = [x for x in walk(store.value) if isinstance(x, ir.BufferLoad)]
    if any(x.buffer.data is store.buffer.data or not x.buffer.is_dense
           or len(x.indices) != len(store.indices)
           or not all(a is b for a, b in zip(x.indices, store.indices)) for x in loads):
        return None
    order = [by_var[id(i)] for i in store.indices]
    if all(a is b for a, b in zip(order, loops)):
        return None
    return ir.loop_nest([(f.loop_var, f.min, f.extent, f.kind) for f in order], store)
