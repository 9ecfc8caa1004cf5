"""Remove Overcompute Through Branching (RFC 0077 "New Primitive"): the reverse of
``remove_branching_through_overcompute``. Its four steps, each proven by ``verirw.check``:

1. **introduce conditionals**: every store ``X[idx] = e`` (in ``block``, or anywhere) to a
   buffer whose padding receives a known final value — a later nest
   ``for j...: if P(j): X[j] = V(j)`` such as transform_layout's padding postlude — becomes
   ``if P(idx): X[idx] = V(idx) else: X[idx] = e``. Valid because the later nest overwrites
   those elements anyway; ``check`` proves it rather than trusting the pattern;
2. **hoist** the new conditions out of the loops (``hoist_expression``, then the engine
   merges adjacent conditionals with one condition);
3. **remove no-ops**: the padding branch now only writes what the later nest writes again
   (``remove_no_op``'s dead stores);
4. **simplify**: ``if P: pass else: S`` becomes ``if not P: S``.

A step that ``check`` does not prove is refused (the program stays as it was, the reason is in
``certificate.refusals``); a step that changes nothing is recorded as unchanged.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from verirw import ir
from verirw.passes.paths import children, with_children
from verirw.passes.pipeline import Step
from verirw.passes.scope import block_path, in_block
from verirw.passes.simplify import Certificate, PassRule, SimplifyResult
from verirw.passes.trust import proven_step_by_step, trusted
from verirw.structural import structural_equal
from verirw.visit import substitute, walk


@dataclass(frozen=True)
class PaddingWrite:
    """``for vars: if predicate: buffer[vars] = value`` at ``path``: the final value of the
    elements where ``predicate`` holds (nothing after the nest writes the buffer)."""

    buffer: ir.Buffer
    vars: tuple[ir.Var, ...]
    predicate: ir.Expr
    value: ir.Expr
    path: tuple[int, ...]

    def at(self, indices) -> tuple[ir.Expr, ir.Expr]:
        mapping = dict(zip(self.vars, indices))
        return substitute(self.predicate, mapping), substitute(self.value, mapping)


def padding_writes(body: ir.Stmt) -> dict[ir.Var, PaddingWrite]:
    """The last padding-writing nest of each storage, if no statement after it writes there."""
    found: dict[ir.Var, PaddingWrite] = {}

    def go(s: ir.Stmt, path: tuple[int, ...]):
        nest = _padding_nest(s, path)
        if nest is not None:
            found[nest.buffer.data] = nest
            return
        if isinstance(s, ir.BufferStore):
            found.pop(s.buffer.data, None)         # a later write: the nest is not final
        for k, child in children(s).items():
            go(child, path + (k,))

    go(body, ())
    return found


def _padding_nest(s: ir.Stmt, path) -> PaddingWrite | None:
    loops = []
    while isinstance(s, ir.For) and _is_zero(s.min):
        loops.append(s.loop_var)
        s = s.body
    if not loops or not isinstance(s, ir.IfThenElse) or s.else_case is not None:
        return None
    store = s.then_case
    if not isinstance(store, ir.BufferStore) or len(store.indices) != len(loops) or \
            not all(i is v for i, v in zip(store.indices, loops)):
        return None
    if any(isinstance(n, ir.BufferLoad) for n in walk(store.value)) or \
            any(isinstance(n, ir.BufferLoad) for n in walk(s.condition)):
        return None
    return PaddingWrite(store.buffer, tuple(loops), s.condition, store.value, path)


def _is_zero(e: ir.Expr) -> bool:
    return isinstance(e, ir.IntImm) and e.value == 0


def introduce_padding_conditionals(func: ir.PrimFunc, *, block: str | None = None
                                   ) -> tuple[ir.PrimFunc, int]:
    """Step 1 (unproven: ``remove_overcompute_through_branching`` checks it): each store
    before a buffer's final padding nest, inside ``block``, gets the padding branch.
    Returns the program and how many stores changed."""
    writes = padding_writes(func.body)
    scope = block_path(func.body, block) if block is not None else ()
    count = 0

    def go(s: ir.Stmt, path: tuple[int, ...]) -> ir.Stmt:
        nonlocal count
        inside = path[:len(scope)] == scope
        if isinstance(s, ir.BufferStore) and inside:
            nest = writes.get(s.buffer.data)
            if nest is not None and path < nest.path and path[:len(nest.path)] != nest.path \
                    and len(s.indices) == len(nest.vars):
                predicate, value = nest.at(s.indices)
                count += 1
                return ir.IfThenElse(predicate, ir.BufferStore(s.buffer, value, s.indices), s)
            return s
        kids = children(s)
        if not kids:
            return s
        return with_children(s, {k: go(c, path + (k,)) for k, c in kids.items()})

    return func.with_body(go(func.body, ())), count


STEPS = ("introduce conditionals", "hoist conditionals", "remove no-ops", "simplify")


def step(name: str, func: ir.PrimFunc, *, block: str | None = None,
         float_mode: str = "ieee") -> ir.PrimFunc:
    """One of the four ``STEPS`` on ``block`` (or the whole function), not yet validated."""
    from verirw.passes.hoist import hoist_expression
    from verirw.passes.no_op import remove_no_op
    from verirw.passes.simplify import simplify_func
    if name == "introduce conditionals":
        return introduce_padding_conditionals(func, block=block)[0]
    runs = {
        # unvalidated here: remove_overcompute_through_branching checks every step
        "hoist conditionals": lambda f: simplify_func(hoist_expression(f, validate=False).func,
                                                      families=("stmt",), contextual=False),
        "remove no-ops": lambda f: remove_no_op(f, float_mode=float_mode, validate=False),
        "simplify": lambda f: simplify_func(f, float_mode=float_mode),
    }
    if name not in runs:
        raise ValueError(f"unknown step {name!r} (steps: {', '.join(STEPS)})")
    return in_block(func, block, runs[name])[0]


@trusted
def remove_overcompute_through_branching(func: ir.PrimFunc, *, block: str | None = None,
                                         float_mode: str = "ieee", check_seconds: float = 60.0
                                         ) -> SimplifyResult:
    """RFC 0077's four steps on ``block`` (or the whole function), each validated by
    ``verirw.check``; ``certificate.steps`` has one entry per step, with the program after
    it (walkthroughs show them)."""
    cert = Certificate()
    current = func
    start = time.perf_counter()
    for name in STEPS:
        t0 = time.perf_counter()
        candidate = step(name, current, block=block, float_mode=float_mode)
        changed = not structural_equal(candidate, current)
        if changed:
            verdict = _check(current, candidate, float_mode, check_seconds)
            if verdict.status != "proven":
                cert.refusals.append(f"{name}: {verdict.status}: {verdict.reason}")
                candidate, changed = current, False
            else:
                cert.rules_fired[PassRule.branching_step(name)] += 1
        current = candidate
        cert.steps.append(Step(name, time.perf_counter() - t0, changed, current))
    changes = sum(s.changed for s in cert.steps)
    if changes:
        proven_step_by_step(cert, changes)       # every changed step passed _check
    cert.stop = "four steps"
    cert.seconds = time.perf_counter() - start
    return SimplifyResult(current, cert)


def _check(before, after, float_mode: str, seconds: float):
    from verirw.verify.check import check
    return check(before, after, float_mode=float_mode, timeout_s=seconds)


__all__ = ["remove_overcompute_through_branching", "STEPS", "step", "introduce_padding_conditionals",
           "padding_writes", "PaddingWrite"]
