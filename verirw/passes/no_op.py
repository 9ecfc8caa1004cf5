"""RemoveNoOp (RFC 0077 "Enhancement - Remove No Op"): statements that cannot change the result.

Two kinds of no-op depend on where a store stands, so they are decided by z3 walks with the
context as hypotheses (DESIGN.md: context never enters the e-graph):

* **known value** — a store of a value the element already holds: ``A[i] = A[i]``, a value
  a ``T.assume`` fixes (also one in a loop nest of assumes about an input the function never
  writes, as transform_layout states padding: verirw.passes.input_facts), a value an earlier
  store wrote (no write to that storage in between).
  Equality is same-value (bits): under IEEE floats ``T.assume(B[0] == 0.0)`` does not make
  ``B[0] = 0.0`` a no-op, because ``B[0]`` may hold ``-0.0``; ``float_mode="fast"`` (no signed
  zeros) does.
* **dead store** — a store whose every element is overwritten later before anything reads
  it: by later statements in the same body, by a later loop over a superset region, with
  independent statements (or statements writing other parts of the same buffer) in between,
  across loop iterations, or at the end of an internal allocation's scope. Regions are exact
  (``verirw.passes.regions``): "every element written is covered" is a quantified z3 query,
  so ``if i < 10`` and ``if i // 4 < 3`` are seen to cover the same elements.

Known values are removed first and dead stores are found on the result: a store removed as
"already holds v" because an earlier store wrote ``v`` must not also make that earlier store
dead. What remains — empty and zero-extent loops, empty branches, ``if`` on a condition that
has become irrelevant — is the ``stmt`` rule family's job, run by the engine.
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass

import z3

from verirw import ir, smt
from verirw.egraph.engine import Limits
from verirw.analysis import (ContextWalk, Purpose, entry_assumes, may_fail, reads_memory,
                             survivors)
from verirw.passes.input_facts import LoopFact, input_facts, instances, loop_fact
from verirw.semantics import contains_undef, value_let_vars
from verirw.passes.obligations import Kind, Prover, show
from verirw.passes.paths import loops_above, node_at, remove_at
from verirw.passes.regions import Access, Regions, accesses, must_writes
from verirw.passes.simplify import Certificate, PassRule, SimplifyResult, simplify_func
from verirw.passes.trust import trusted
from verirw.visit import transform, walk

#: the rule families that clean up after the walks
CLEANUP = ("stmt", "safety", "bounds", "facts")


@trusted
def remove_no_op(func: ir.PrimFunc, *, float_mode: str = "ieee", limits: Limits = Limits(),
                 cleanup: bool = True) -> SimplifyResult:
    """Remove stores that change nothing, then empty statements. Every removal is a proven
    obligation in the certificate; ``rules_fired`` counts ``remove-no-op/known-value`` and
    ``remove-no-op/dead-store``."""
    start = time.perf_counter()
    prover = Prover(limits.solver_ms, value_let_vars(func.body))
    hyps = entry_assumes(func.body)
    cert = Certificate()
    known = _KnownValues(prover, float_mode, input_facts(func.body))
    body = known.run(func.body, hyps)
    cert.rules_fired[PassRule.NO_OP_KNOWN_VALUE] = known.removed
    dead = dead_stores(body, prover, hyps, deadline=start + limits.seconds)
    body = remove_at(body, dead)
    cert.rules_fired[PassRule.NO_OP_DEAD_STORE] = len(dead)
    body, unused = _drop_unused_lets(body)
    cert.rules_fired[PassRule.NO_OP_UNUSED_LET] = unused
    body, unused = _drop_unused_buffers(body)
    cert.rules_fired[PassRule.NO_OP_UNUSED_BUFFER] = unused
    cert.obligations.extend(prover.obligations)
    cert.rules_fired = +cert.rules_fired
    result = func.with_body(body)
    cert.stop = "fixpoint"
    if cleanup:
        tidy = simplify_func(result, limits=limits, families=CLEANUP, float_mode=float_mode,
                             contextual=False)
        result = tidy.func
        cert.rules_fired.update(tidy.certificate.rules_fired)
        cert.obligations.extend(tidy.certificate.obligations)
        cert.refused.extend(tidy.certificate.refused)
        cert.rounds.extend(tidy.certificate.rounds)
        cert.stop = tidy.certificate.stop
        # a let that only the emptied conditional used (a block's ``vi = i`` above
        # ``if vi * 4 + vj >= 14: pass``) is unused only now
        body, unused = _drop_unused_lets(result.body)
        if unused:
            result = result.with_body(body)
            cert.rules_fired[PassRule.NO_OP_UNUSED_LET] += unused
    cert.seconds = time.perf_counter() - start
    return SimplifyResult(result, cert)


def _drop_unused_lets(body: ir.Stmt) -> tuple[ir.Stmt, int]:
    """``let v = e: S`` becomes ``S`` when ``S`` never reads ``v`` and deleting the evaluation
    of ``e`` removes no error (``may_fail(e, purpose=Purpose.DELETE)``): such a let does
    nothing. Left behind when another pass removed the condition that used it."""
    count = 0

    def post(n):
        nonlocal count
        if isinstance(n, ir.LetStmt) and not may_fail(n.value, purpose=Purpose.DELETE) and \
                not any(x is n.var for x in walk(n.body)):
            count += 1
            return n.body
        return n

    keep = lambda n: n if isinstance(n, (ir.Buffer, ir.Expr)) else None  # noqa: E731
    return transform(body, post, keep), count


def _drop_unused_buffers(body: ir.Stmt) -> tuple[ir.Stmt, int]:
    """``T.alloc_buffer``/``T.decl_buffer`` whose storage nothing in its scope touches (no
    load, store or view of its ``data``; a shape cannot fail to evaluate here: allocation
    extents are constants or sizes) is its body: TVM's RemoveNoOp drops unused temporaries.
    Stores into a temporary nobody reads were removed as dead stores first."""
    count = 0

    def post(n):
        nonlocal count
        if isinstance(n, (ir.Allocate, ir.DeclBuffer)) and \
                all(isinstance(d, (ir.IntImm, ir.Var)) for d in n.buffer.shape) and \
                not any(x is n.buffer.data for x in _data_uses(n.body)):
            count += 1
            return n.body
        return n

    keep = lambda n: n if isinstance(n, (ir.Buffer, ir.Expr)) else None  # noqa: E731
    return transform(body, post, keep), count


def _data_uses(s: ir.Stmt):
    """Every ``data`` var a buffer access or declaration inside ``s`` refers to."""
    for n in walk(s):
        if isinstance(n, (ir.BufferLoad, ir.BufferStore, ir.Allocate, ir.DeclBuffer)):
            yield n.buffer.data
        elif isinstance(n, ir.Var):
            yield n


# ----------------------------------------------------------------------------- known values


@dataclass(frozen=True)
class _Fact:
    """Something true of memory here: an assume's condition, or "this element holds the
    value last stored" (``store``). ``storages`` are the ids it depends on: any write to one
    of them ends it."""

    storages: frozenset
    condition: ir.Expr | None = None
    store: ir.BufferStore | None = None


def is_no_op_store(body: ir.Stmt, store: ir.BufferStore, prover: Prover, *,
                   float_mode: str = "ieee") -> str | None:
    """Is ``store`` (the object itself, somewhere in ``body``) a no-op where it stands: does it
    write the value the element already holds ("holds already"), or is every element it writes
    overwritten before anything reads it ("overwritten")? None: not shown. remove_no_op's two
    analyses, asked about one store, for passes that propose a store and must show it changes
    nothing (overcompute). The reason matters to validation: "overwritten" is a fact about
    later statements, which a localised check does not see."""
    hyps = entry_assumes(body)
    known = _KnownValues(prover, float_mode, input_facts(body), only=store)
    known.run(body, hyps)
    if known.removed:
        return "holds already"
    if any(node_at(body, p) is store for p in dead_stores(body, prover, hyps)):
        return "overwritten"
    return None


def _storages(e: ir.Expr) -> frozenset:
    return frozenset(id(n.buffer.data) for n in walk(e) if isinstance(n, ir.BufferLoad))


class _KnownValues(ContextWalk):
    def __init__(self, prover: Prover, float_mode: str, loop_facts: list[LoopFact] = (),
                 only: ir.BufferStore | None = None):
        self.prover = prover
        self.float_mode = float_mode
        self.loop_facts = list(loop_facts)
        self.only = only            # decide for this store object alone (is_no_op_store)
        self.removed = 0

    def store(self, s: ir.BufferStore, hyps: list, facts: list[_Fact]):
        if (self.only is None or s is self.only) and self._holds_already(s, hyps, facts):
            self.removed += 1
            return ir.NOOP, facts
        after = survivors(facts, s)
        if not any(reads_memory(i) for i in s.indices) \
                and id(s.buffer.data) not in _storages(s.value):
            after.append(_Fact(_storages(s.value) | {id(s.buffer.data)}, store=s))
        return s, after

    def assume_facts(self, cond: ir.Expr) -> list[_Fact]:
        return [_Fact(_storages(cond), condition=cond)]

    def stmt(self, s: ir.Stmt, hyps: list, facts: list):
        if isinstance(s, ir.LetStmt) and reads_memory(s.value) and s.var.dtype.is_int \
                and not s.var.dtype.is_bool and not contains_undef(s.value):
            # x = A[i]: x holds what A[i] holds until A is written (A[i] = x is then a no-op)
            fact = _Fact(_storages(s.value), condition=s.var.eq(s.value))
            out, after = super().stmt(s, hyps, [*facts, fact])
            return out, [f for f in after if f is not fact]
        return self._loop_stmt(s, hyps, facts)

    def _loop_stmt(self, s: ir.Stmt, hyps: list, facts: list):
        """A loop that writes what a fact is about ends the fact — unless every such write
        in its body is a no-op given the fact (RFC 0077: ``if in padding: A[i] = 0`` after
        ``T.assume(... or A[i] == 0)``): then, by induction over the iterations, nothing the
        fact reads changes, and it holds throughout. Tried optimistically, rolled back
        otherwise."""
        if not (isinstance(s, ir.For) and facts and survivors(facts, s.body) != facts):
            return super().stmt(s, hyps, facts)
        removed, asked = self.removed, len(self.prover.obligations)
        v = s.loop_var
        body, _ = self.stmt(s.body, [*hyps, s.min.le(v), v.lt(s.min + s.extent)], list(facts))
        written = {id(n.buffer.data) for n in walk(body) if isinstance(n, ir.BufferStore)}
        if not any(f.storages & written for f in facts):
            out = dataclasses.replace(s, body=body)
            return out, [*facts, *self.facts_after_loop(out, hyps)]
        self.removed = removed
        del self.prover.obligations[asked:]
        return super().stmt(s, hyps, facts)

    def facts_after_loop(self, s: ir.For, hyps: list) -> list:
        """A loop nest of assumes holds after it until what it reads is written (a store
        there of the value it fixes is a no-op: RFC 0077's padding)."""
        fact = loop_fact(s)
        return [] if fact is None else [fact]

    def _holds_already(self, s: ir.BufferStore, hyps: list, facts: list[_Fact]) -> bool:
        """z3: in every state the facts allow, the element already holds the stored value
        (same bits). The value's own errors may be assumed away: the source has them too."""
        enc = smt.Encoder(float_mode=self.float_mode, value_vars=self.prover.value_vars)
        current_load = ir.BufferLoad(s.buffer, s.indices)
        nests = [*self.loop_facts, *(f for f in facts if isinstance(f, LoopFact))]
        hyps = [*hyps, *instances(nests, [s.value, current_load])]
        try:
            terms = [enc.encode(h) for h in hyps]
            for f in facts:
                if isinstance(f, LoopFact):
                    continue
                if f.condition is not None:
                    terms.append(enc.encode(f.condition))
                else:
                    old = ir.BufferLoad(f.store.buffer, f.store.indices)
                    terms.append(smt.same_value(enc.encode(old), _stored(enc, f.store)))
            current = enc.encode(ir.BufferLoad(s.buffer, s.indices))
            value = _stored(enc, s)
        except (smt.SMTEncodingError, smt.NotConstantError):
            return self.prover.refuse(Kind.KNOWN_VALUE, f"{_show_store(s)}: not encodable")
        terms += [*enc.conditions, *enc.bounds, *enc.assumptions, *enc.var_ranges]
        terms.append(z3.Not(smt.same_value(current, value)))
        claim = f"{_show_store(s)} stores the value the element holds"
        if self.prover.unsat(Kind.KNOWN_VALUE, terms, claim):
            return True
        model = self.prover.last_model
        if model is not None:           # say what the element may hold instead
            held = model.eval(current, model_completion=True)
            try:
                shown = repr(smt.python_value(held, s.buffer.dtype))
            except smt.NotConstantError:
                shown = str(held)
            self.prover.annotate(f"; counterexample: it may hold {shown}")
        return False


def _stored(enc: smt.Encoder, s: ir.BufferStore) -> z3.ExprRef:
    """The element a store writes (an integer literal is a bit-vector of the buffer's width)."""
    term = enc.encode(s.value)
    return smt.as_bitvec(term, s.buffer.dtype) if s.buffer.dtype.is_int else term


def _show_store(s: ir.BufferStore) -> str:
    return f"{show(ir.BufferLoad(s.buffer, s.indices))} = {show(s.value)}"


# ----------------------------------------------------------------------------- dead stores


def dead_stores(body: ir.Stmt, prover: Prover, hyps=(), *, deadline: float | None = None
                ) -> set[tuple[int, ...]]:
    """Paths of the stores in ``body`` whose every element is overwritten before it is read
    (see the module docstring). Past ``deadline`` the remaining stores are kept."""
    accs = accesses(body)
    regions = Regions(prover, hyps)
    dead = set()
    for w in accs:
        if w.kind != "write":
            continue
        if deadline is not None and time.perf_counter() > deadline:
            prover.refuse(Kind.DEAD_STORE, "time limit: remaining stores kept")
            break
        if _is_dead(body, w, accs, regions):
            dead.add(w.path[:-1])
    return dead


def _is_dead(body: ir.Stmt, w: Access, accs: list[Access], regions: Regions) -> bool:
    """Walk outwards from the store: at each enclosing level, nothing after it in that level
    may read its elements, until later siblings (together) have overwritten all of them."""
    path = w.path
    target = _show_store(w.store)
    checked: set[tuple[int, int]] = set()

    def reads_clear(candidates, shared: int, after: bool) -> bool:
        for r in candidates:
            if r.kind != "read" or (id(r), shared) in checked:
                continue
            checked.add((id(r), shared))
            if not regions.conflict_free(w, r, shared=shared, after=after, kind=Kind.NO_READ,
                                         claim=f"nothing reads what {target} writes before it "
                                               f"is overwritten ({show(_load_of(r))})"):
                return False
        return True

    for depth in reversed(range(len(path) - 1)):
        node = node_at(body, path[:depth])
        shared = loops_above(body, path[:depth])
        here = path[:depth + 1]
        if not reads_clear((a for a in accs if a.path[:depth + 1] == here), shared, True):
            return False
        if isinstance(node, ir.Allocate) and node.buffer.data is w.storage:
            return True                       # nothing outside the scope can read it
        if not isinstance(node, ir.SeqStmt):
            continue
        killers: list[Access] = []
        for k in range(path[depth] + 1, len(node.stmts)):
            later = [a for a in accs if a.path[:depth + 1] == path[:depth] + (k,)]
            if not reads_clear(later, shared, False):
                return False
            fresh = [x for x in must_writes(later, w) if regions.may_overlap(x, w, shared)]
            if fresh:
                killers.extend(fresh)
                if regions.covers(killers, w, shared=shared,
                                  claim=f"later stores overwrite every element {target} writes"):
                    return True
    return False


def _load_of(r: Access) -> ir.Expr:
    return ir.BufferLoad(r.buffer, r.indices) if r.indices is not None else ir.Var(r.buffer.name)


