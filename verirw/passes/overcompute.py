"""Remove Branching Through Overcompute (RFC 0077 "New Primitive"): drop a conditional when
running its body where the condition is false changes nothing the program defines.

Why that can hold is the RFC's whole point about padding: the extra work may write padding
that a later statement overwrites (``DomainTouched``), that a later ``T.undef()`` store gives
up, or read padding a ``T.assume`` fixes so that the value written is the one already there
(``B[0] + 0``). Rather than one analysis per argument, each candidate is proposed and then
**proven by translation validation** (``verirw.check``: the candidate refines the current
program under DESIGN.md's contract, all of those arguments included) — one general mechanism,
exact for programs with static shapes, and a refusal always carries ``check``'s reason or
counterexample.

A candidate replaces ``if c: S`` by ``S`` (and ``if c: S else: T`` by ``S`` or by ``T``).
Running ``S`` where ``c`` is false may index out of bounds; every index that is not proven in
bounds without ``c`` is wrapped as the RFC does, ``idx % extent`` (in bounds always, and equal
to ``idx`` wherever the source accessed it) — ``verirw.simplify`` removes the wraps it can
prove redundant. Conditionals are tried innermost first, in program order, each on the
program the previous decisions produced; a conditional around a ``T.assume`` is left alone
(the user's facts keep their guards).

Floats: a step like ``B[0] + A[pad]`` with ``A[pad] == 0.0`` is only a no-op without signed
zeros (``-0.0 + 0.0 == 0.0``); such steps need ``float_mode="fast"`` and say so.
"""

from __future__ import annotations

import dataclasses
import time

from verirw import ir
from verirw.analysis import entry_assumes, may_fail
from verirw.semantics import value_let_vars
from verirw.passes.obligations import Kind, Prover, show
from verirw.passes.paths import children, node_at, replace_at, with_children
from verirw.passes.simplify import Certificate, PassRule, SimplifyResult
from verirw.passes.trust import proven_step_by_step, trusted
from verirw.structural import structural_equal
from verirw.visit import transform, walk


@trusted
def remove_branching_through_overcompute(func: ir.PrimFunc, *, block: str | None = None,
                                         float_mode: str = "ieee", wrap: bool = True,
                                         solver_ms: int = 2000, check_seconds: float = 60.0
                                         ) -> SimplifyResult:
    """Drop every conditional (inside ``block``, or anywhere) whose removal ``check`` proves
    to be a refinement. ``certificate.refusals`` gives the reason for each one kept.
    ``wrap=False`` keeps every conditional whose removal would need a ``% extent`` wrap (a
    floormod per access may cost more than the branch it saves)."""
    from verirw.verify.check import check
    start = time.perf_counter()
    prover = Prover(solver_ms, value_let_vars(func.body))
    cert = Certificate()
    hyps = entry_assumes(func.body)
    current = func
    tried: set[tuple] = set()
    while True:
        path = _next_conditional(current.body, block, tried)
        if path is None:
            break
        tried.add(path)
        node = node_at(current.body, path)
        for label, branch in _candidates(node):
            wrapped = _wrap_indices(branch, prover, hyps + _loop_ranges(current.body, path))
            if not wrap and not structural_equal(wrapped, branch):
                cert.refusals.append(f"kept `if {show(node.condition)}` ({label} branch): "
                                     "removing it needs a % extent wrap (wrap=False)")
                continue
            candidate = current.with_body(replace_at(current.body, path, wrapped))
            t0 = time.perf_counter()
            why = label == "then" and _no_op_where_false(current, path, node, wrapped, prover,
                                                         float_mode)
            if why:
                current = candidate
                cert.localisable = cert.localisable and why != "overwritten"
                cert.rules_fired[PassRule.OVERCOMPUTE_REMOVE_BRANCH] += 1
                cert.rules_fired[PassRule.OVERCOMPUTE_NO_OP_WHERE_FALSE] += 1      # proven locally
                tried = {p for p in tried if p[:len(path)] != path}
                break
            # only "proven" matters here: a counterexample is not replayed in the interpreter
            # (a summary's replay runs both programs at full size: 5 s for the texture kernel);
            # the local question about one store (a no-op where the guard is false?) was just
            # asked, so check does not localise it again (texture relu at real size: 0.56 s)
            verdict = check(current, candidate, float_mode=float_mode, timeout_s=check_seconds,
                            confirm=False, localise=not isinstance(wrapped, ir.BufferStore))
            claim = (f"replacing `if {show(node.condition)}` by its {label} branch refines "
                     f"the program ({float_mode} floats)")
            prover.record(Kind.OVERCOMPUTE, claim, verdict.status, t0)
            if verdict.status == "proven":
                current = candidate
                cert.rules_fired[PassRule.OVERCOMPUTE_REMOVE_BRANCH] += 1
                tried = {p for p in tried if p[:len(path)] != path}
                break
            cert.refusals.append(f"kept `if {show(node.condition)}` ({label} branch): "
                                 f"{verdict.status}: {verdict.reason}")
    cert.obligations.extend(prover.obligations)
    removed = cert.rules_fired[PassRule.OVERCOMPUTE_REMOVE_BRANCH]
    if removed and not cert.rules_fired[PassRule.OVERCOMPUTE_NO_OP_WHERE_FALSE]:
        proven_step_by_step(cert, removed)       # else the local proofs get a final check
    cert.stop = "fixpoint"
    cert.seconds = time.perf_counter() - start
    return SimplifyResult(current, cert)


def _no_op_where_false(func: ir.PrimFunc, path: tuple, node: ir.IfThenElse, wrapped: ir.Stmt,
                       prover: Prover, float_mode: str) -> str | None:
    """The RFC's own argument, proven locally: ``if c: S`` is ``if c: S else: S'`` (``S'`` is
    ``S`` with wrapped indices, equal to ``S`` wherever ``c`` holds) when ``S'``, run where
    ``c`` is false, cannot fail and changes nothing — it stores the value the element holds
    (padding an assume fixes: ``B[i] + 0.0``) or writes elements that are overwritten before
    they are read (padding a later store gives up). remove_no_op's analyses decide that with
    symbolic loop variables, so the proof does not grow with the loop extents, unlike ``check``
    (the fallback). One store only; anything else goes to ``check``. The reason
    (``is_no_op_store``), or None."""
    params = {id(b.data) for _, b in func.buffer_map}
    if node.else_case is not None or not isinstance(wrapped, ir.BufferStore) \
            or not _cannot_fail(wrapped, params):
        return None
    from verirw.passes.no_op import is_no_op_store
    extra = ir.BufferStore(wrapped.buffer, wrapped.value, wrapped.indices)     # its own object
    body = replace_at(func.body, path, ir.IfThenElse(node.condition, node.then_case, extra))
    return is_no_op_store(body, extra, prover, float_mode=float_mode)


def _cannot_fail(s: ir.BufferStore, params: set[int]) -> bool:
    """No evaluation of ``s`` can fail, given in-bounds indices (``_wrap_indices``): it reads
    only parameter buffers (an internal allocation's padding may be uninitialised) and is
    otherwise safe to speculate (``may_fail``)."""
    safe_load = lambda load: id(load.buffer.data) in params  # noqa: E731
    exprs = [*s.indices, s.value]
    return not any(may_fail(e, safe_load=safe_load) for e in exprs)


def _candidates(node: ir.IfThenElse):
    yield "then", node.then_case
    if node.else_case is not None:
        yield "else", node.else_case


def _next_conditional(body: ir.Stmt, block: str | None, tried: set) -> tuple | None:
    """The path of the first untried conditional, innermost first, in program order."""
    def go(s: ir.Stmt, path: tuple, inside: bool):
        here = inside or (isinstance(s, ir.Block) and s.name == block)
        for k, child in children(s).items():
            found = go(child, path + (k,), here)
            if found is not None:
                return found
        if isinstance(s, ir.IfThenElse) and (block is None or inside) and path not in tried \
                and not any(isinstance(n, ir.Assume) for n in walk(s)):
            return path
        return None
    return go(body, (), False)


def _loop_ranges(body: ir.Stmt, path: tuple) -> list[ir.Expr]:
    """Ranges of the loops around ``path`` (facts for the in-bounds proofs)."""
    out, node = [], body
    for k in path:
        if isinstance(node, ir.For):
            v = node.loop_var
            out.append(ir.all_of([node.min.le(v), v.lt(node.min + node.extent)]))
        node = children(node)[k]
    return out


def _wrap_indices(s: ir.Stmt, prover: Prover, hyps: list[ir.Expr]) -> ir.Stmt:
    """Every index of ``s`` not proven in bounds (with only loop ranges and entry assumes as
    facts: the dropped condition no longer protects it) becomes ``idx % extent``."""
    def wrap(buf: ir.Buffer, indices: tuple) -> tuple:
        out = []
        for idx, extent in zip(indices, buf.shape):
            inside = ir.all_of([idx.ge(0), idx.lt(extent)])
            if isinstance(idx, ir.FloorMod) and idx.b == extent or prover.prove(Kind.IN_BOUNDS, inside, hyps,
                              f"{show(idx)} in [0, {show(extent)}) without the condition"):
                out.append(idx)
            else:
                out.append(ir.FloorMod(idx, extent))
        return tuple(out)

    def post(n):
        if isinstance(n, ir.BufferLoad):
            return ir.BufferLoad(n.buffer, wrap(n.buffer, n.indices))
        if isinstance(n, ir.BufferStore):
            return ir.BufferStore(n.buffer, n.value, wrap(n.buffer, n.indices))
        return n

    def stmt(n: ir.Stmt) -> ir.Stmt:
        """Loops inside ``s`` add their ranges to the facts."""
        nonlocal hyps
        if isinstance(n, ir.For):
            saved, v = hyps, n.loop_var
            hyps = [*hyps, ir.all_of([n.min.le(v), v.lt(n.min + n.extent)])]
            try:
                return dataclasses.replace(n, body=stmt(n.body))
            finally:
                hyps = saved
        kids = children(n)
        if kids:
            n = with_children(n, {k: stmt(c) for k, c in kids.items()})
            if isinstance(n, ir.IfThenElse):
                return ir.IfThenElse(transform(n.condition, post), n.then_case, n.else_case)
            if isinstance(n, ir.LetStmt):
                return ir.LetStmt(n.var, transform(n.value, post), n.body)
            return n
        return transform(n, post)

    return stmt(s)
