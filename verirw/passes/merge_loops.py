"""MergeAdjacentLoops (RFC 0077 "Utility - Merge Adjacent Loops"), with the dependence test in z3.

Merging ``for i: a(i)`` and ``for j: b(j)`` (serial, same range) into ``for i: a(i); b(i)``
moves ``b(j)`` before ``a(i)`` exactly when ``i > j``; every other pair keeps its order. So
the merge preserves the result iff, for all ``i > j`` in the range, ``a(i)`` and ``b(j)`` do
not touch a common element where one of them writes — the RFC's two conditions:

1. what ``a`` writes in iteration ``i`` is disjoint from what ``b`` accesses in iteration ``j``;
2. what ``a`` reads in iteration ``i`` is disjoint from what ``b`` writes in iteration ``j``.

Each pair of accesses is one z3 query over exact regions (``verirw.passes.regions``); a
refusal names the conflicting iterations and element from z3's model. Loop bounds that read
memory the first loop writes are refused outright (the second loop's range could change).
"""

from __future__ import annotations

import dataclasses
import time

from verirw import ir
from verirw.analysis import entry_assumes, reads_memory
from verirw.semantics import value_let_vars
from verirw.passes.obligations import Kind, Prover, show
from verirw.passes.paths import children, replace_at
from verirw.passes.regions import Access, Regions, accesses
from verirw.passes.simplify import Certificate, PassRule, SimplifyResult
from verirw.passes.trust import trusted
from verirw.visit import substitute, walk


@dataclasses.dataclass(frozen=True)
class Refusal:
    """Why two adjacent loops were not merged (also recorded as an obligation)."""

    first: str
    second: str
    reason: str

    def __str__(self) -> str:
        return f"not merged: for {self.first} / for {self.second}: {self.reason}"


@trusted
def merge_adjacent_loops(func: ir.PrimFunc, *, solver_ms: int = 2000) -> SimplifyResult:
    """Merge every pair of adjacent serial loops that z3 proves independent (to a fixpoint:
    three mergeable loops become one). ``certificate.refusals`` explains the others."""
    start = time.perf_counter()
    prover = Prover(solver_ms, value_let_vars(func.body))
    merger = _Merger(func.body, prover, entry_assumes(func.body))
    body = merger.run()
    cert = Certificate(obligations=prover.obligations)
    if merger.merged:
        cert.rules_fired[PassRule.MERGE] = merger.merged
    cert.refusals = merger.refusals
    cert.stop = "fixpoint"
    cert.seconds = time.perf_counter() - start
    return SimplifyResult(func.with_body(body), cert)


class _Merger:
    def __init__(self, body: ir.Stmt, prover: Prover, hyps: list[ir.Expr]):
        self.body = body
        self.prover = prover
        self.regions = Regions(prover, hyps)
        self.hyps = hyps
        self.merged = 0
        self.refusals: list[Refusal] = []

    def run(self) -> ir.Stmt:
        """Merge one pair at a time, re-analysing after each (paths and accesses change)."""
        refused: set[tuple[int, int]] = set()
        while True:
            accs = accesses(self.body)
            pair = self._next_pair(self.body, (), 0, accs, refused)
            if pair is None:
                return self.body

    def _next_pair(self, s: ir.Stmt, path, loops: int, accs, refused):
        """Find the first adjacent pair that merges; apply it. None when none does."""
        if isinstance(s, ir.SeqStmt):
            for k in range(len(s.stmts) - 1):
                a, b = s.stmts[k], s.stmts[k + 1]
                key = (id(a), id(b))
                if isinstance(a, ir.For) and isinstance(b, ir.For) and key not in refused:
                    if self._mergeable(a, b, path + (k,), path + (k + 1,), loops, accs):
                        merged = _merged(a, b)
                        stmts = s.stmts[:k] + (merged,) + s.stmts[k + 2:]
                        self.body = replace_at(self.body, path, ir.SeqStmt(stmts))
                        self.merged += 1
                        return True
                    refused.add(key)
        for k, child in children(s).items():
            inner = loops + (1 if isinstance(s, ir.For) else 0)
            if self._next_pair(child, path + (k,), inner, accs, refused):
                return True
        return None

    def _mergeable(self, a: ir.For, b: ir.For, pa, pb, shared: int, accs) -> bool:
        first, second = _head(a), _head(b)

        def refuse(reason: str) -> bool:
            self.refusals.append(Refusal(first, second, reason))
            return False

        if a.kind != "serial" or b.kind != "serial":
            return refuse(f"only serial loops merge ({a.kind}, {b.kind})")
        written = {id(n.buffer.data) for n in walk(a) if isinstance(n, ir.BufferStore)}
        for bound in (b.min, b.extent):
            if any(isinstance(n, ir.BufferLoad) and id(n.buffer.data) in written
                   for n in walk(bound)):
                return refuse("the second loop's range reads memory the first loop writes")
        if reads_memory(a.min) or reads_memory(a.extent) or not self._same_range(a, b):
            return refuse("the loops do not provably have the same range")
        in_a = [x for x in accs if x.path[:len(pa)] == pa]
        in_b = [x for x in accs if x.path[:len(pb)] == pb]
        for x in in_a:
            for y in in_b:
                if x.kind == "read" and y.kind == "read":
                    continue
                claim = (f"iteration i of loop 1 ({_show(x)}) and iteration j < i of loop 2 "
                         f"({_show(y)}) touch different elements")
                ok = self.regions.conflict_free(
                    x, y, shared=shared, kind=Kind.INDEPENDENT, claim=claim,
                    relate=lambda ix, iy: iy.copies[id(b.loop_var)].lt(ix.copies[id(a.loop_var)]))
                if not ok:
                    return refuse(self._explain(x, y, a, b))
        return True

    def _same_range(self, a: ir.For, b: ir.For) -> bool:
        if a.min == b.min and a.extent == b.extent:
            return True
        return self.prover.prove(Kind.SAME_RANGE, ir.all_of([a.min.eq(b.min), a.extent.eq(b.extent)]),
                                 self.hyps, f"[{show(a.min)}, +{show(a.extent)}) is "
                                            f"[{show(b.min)}, +{show(b.extent)})")

    def _explain(self, x: Access, y: Access, a: ir.For, b: ir.For) -> str:
        what = {("write", "read"): "writes what", ("write", "write"): "writes what",
                ("read", "write"): "reads what"}[(x.kind, y.kind)]
        text = (f"iteration {a.loop_var.name}={{i}} of the first loop {what} iteration "
                f"{b.loop_var.name}={{j}} of the second {'writes' if y.kind == 'write' else 'reads'}"
                f" ({_show(x)} / {_show(y)}{{at}}); merged, the second would run first")
        found = self.regions.last_conflict
        if found is None or found[0] is None:
            return text.format(i="?", j="?", at="")
        model, ix, iy, enc = found
        i = model.eval(enc.encode(ix.copies[id(a.loop_var)]), model_completion=True)
        j = model.eval(enc.encode(iy.copies[id(b.loop_var)]), model_completion=True)
        at = ", ".join(str(model.eval(enc.encode(e), model_completion=True)) for e in ix.loc)
        return text.format(i=i, j=j, at=f", element [{at}]" if ix.loc else "")


def _merged(a: ir.For, b: ir.For) -> ir.For:
    body_b = substitute(b.body, {b.loop_var: a.loop_var})
    return dataclasses.replace(a, body=ir.seq(a.body, body_b))


def _head(loop: ir.For) -> str:
    return f"{loop.loop_var.name} in [{show(loop.min)}, +{show(loop.extent)})"


def _show(acc: Access) -> str:
    if acc.indices is None:
        return f"{acc.buffer.name}[?]"
    return show(ir.BufferLoad(acc.buffer, acc.indices))
