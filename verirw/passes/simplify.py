"""Simplify (RFC 0077 "Enhancement - Simplify"), by equality saturation with a z3 oracle.

A round: (1) the contextual pass decides, with z3 and the context as hypotheses, what holds
only at a program point (branch conditions, values from ``T.assume``); (2) the program is
encoded into a fresh e-graph while the oracle proves the side conditions rules consult
(loads in bounds, adjacent conditions equivalent or complementary) and adds the global facts
(loop ranges, entry assumes); (3) the rule library runs under ``Limits``; (4) the cheapest
program is extracted. Rounds repeat until nothing changes. Every rewrite is an instance of
a rule proven by ``verirw prove`` or a z3-discharged obligation; the certificate lists both.
"""

from __future__ import annotations

import enum
import time
from collections import Counter
from dataclasses import dataclass, field
from types import SimpleNamespace

from verirw import ir
from verirw.analysis import Obligation, entry_assumes
from verirw.egraph.codec import DecodeError
from verirw.egraph.engine import EGraph, Limits, RunStats
from verirw.egraph.library import FAMILIES
from verirw.egraph.oracle import OracleCodec
from verirw.passes.context import ContextPass
from verirw.passes.obligations import QueryCache
from verirw.semantics import value_let_vars
from verirw.solver import Session, proof_share


class PassRule(enum.StrEnum):
    """The names under which the statement passes count their rewrites in
    ``Certificate.rules_fired`` (the e-graph's rules count under their own names from
    ``rules/``). Strings, so certificates read as before."""

    NO_OP_KNOWN_VALUE = "remove-no-op/known-value"      # a store of the value already held
    NO_OP_DEAD_STORE = "remove-no-op/dead-store"        # a store overwritten before any read
    NO_OP_UNUSED_LET = "remove-no-op/unused-let"        # a let nobody reads, that cannot fail
    NO_OP_UNUSED_BUFFER = "remove-no-op/unused-buffer"  # an allocation or view nobody uses
    HOIST_LET = "hoist/let-stmt"                        # a let hoisted out of a loop
    HOIST_IF = "hoist/if-stmt"                          # a conditional hoisted out of a loop
    HOIST_BOOL = "hoist/bool-expr"                      # invariant conjuncts hoisted
    HOIST_IF_EXPR = "hoist/if-expr"                     # a condition resolved both ways
    REDUCE_NARROW = "reduce-loop-extents/narrow"        # a loop range narrowed
    REDUCE_EMPTY = "reduce-loop-extents/empty"          # a loop that never runs removed
    REDUCE_BIND = "reduce-loop-extents/bind"            # a one-iteration loop became a let
    MERGE = "merge-adjacent-loops/merge"                # two adjacent loops merged
    OVERCOMPUTE_REMOVE_BRANCH = "overcompute/remove-branch"
    OVERCOMPUTE_NO_OP_WHERE_FALSE = "overcompute/no-op-where-false"   # proven locally
    AND_OF_ORS = "simplify/and-of-ors"                  # a condition written as an AND of ORs
    REMOVE_ASSUME = "lowering/remove-assume"
    REMOVE_STORE_UNDEF = "lowering/remove-store-undef"
    FOLLOW_STORE_ORDER = "codegen/follow-store-order"   # a nest reordered to its store's layout

    @staticmethod
    def branching_step(step: str) -> str:
        """One step of remove_overcompute_through_branching (``branching.STEPS``)."""
        return f"overcompute-to-branching/{step}"


class _Obligations(list):
    """``Certificate.obligations``: the proven obligations. A question that was asked and not
    proven (a candidate rewrite tried and not applied) goes to ``Certificate.refused`` on
    the way in, so every pass can record all its questions with ``append``/``extend``."""

    def __init__(self, items=(), refused: list | None = None):
        super().__init__()
        self.refused = refused if refused is not None else []
        self.extend(items)

    def __reduce__(self):
        return (_Obligations, (list(self), self.refused))

    def _keep(self, items) -> list:
        items = list(items)
        self.refused.extend(o for o in items if o.status != "proven")
        return [o for o in items if o.status == "proven"]

    def append(self, item) -> None:
        super().extend(self._keep([item]))

    def extend(self, items) -> None:
        super().extend(self._keep(items))

    def __iadd__(self, items):
        self.extend(items)
        return self

    def insert(self, index, item) -> None:
        for o in self._keep([item]):
            super().insert(index, o)

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            value = self._keep(value)
        elif getattr(value, "status", "proven") != "proven":
            raise ValueError("a question that is not proven belongs in Certificate.refused")
        super().__setitem__(index, value)


def refusal_reason(o: Obligation) -> str:
    """Why a candidate's obligation did not let it apply, for people."""
    return {"refuted": "refuted (a counterexample exists)",
            "unknown": "not proven (undecided within the solver's time, or not asked)"
            }.get(o.status, o.status)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


@dataclass
class Certificate:
    """How a result was obtained: rules fired (matches per rule), the obligations of the
    rewrites applied (``obligations``: every one proven — by z3, by exact interval arithmetic
    or by the interpreter), the candidates refused (``refused``: rewrites tried whose
    obligation was refuted or undecided, so not applied; ``refusal_reason`` says why),
    e-graph statistics per round, and why the engine stopped. ``validation`` is
    ``check``'s verdict on the result (None: not validated, or nothing changed);
    ``reverted`` is non-empty when the pass's output was dropped for its input (or, in a
    pipeline, for the last validated program) and says why (verirw.passes.trust)."""

    rules_fired: Counter = field(default_factory=Counter)
    obligations: list[Obligation] = field(default_factory=list)
    rounds: list[RunStats] = field(default_factory=list)
    seconds: float = 0.0
    stop: str = ""
    validation: object = None
    refusals: list = field(default_factory=list)   # rewrites a pass declined, with the reason
    steps: list = field(default_factory=list)      # pipeline: one Step per pass application
    reverted: str = ""
    changed: bool | None = None                     # set by validation: output != input
    by_steps: bool = False                          # every change already proven by check
    # False: a change rests on later statements (a store they overwrite), which a localised
    # check cannot see; validation goes straight to the whole check (verify.localise)
    localisable: bool = True
    refused: list[Obligation] = field(default_factory=list)   # candidates not applied

    def __post_init__(self):
        self.obligations = _Obligations(self.obligations, self.refused)

    def __setattr__(self, name, value):
        if name == "obligations" and "refused" in self.__dict__ \
                and not isinstance(value, _Obligations):
            value = _Obligations(value, self.refused)
        super().__setattr__(name, value)

    @property
    def proven_obligations(self) -> list[Obligation]:
        """The obligations (all proven; kept for callers written when refused questions
        were listed there too)."""
        return list(self.obligations)

    def summary(self) -> str:
        fired = sum(self.rules_fired.values())
        nodes = max((r.nodes for r in self.rounds), default=0)
        return (f"{len(self.rounds)} round(s), {fired} rule matches over "
                f"{len(self.rules_fired)} rules, {_count(len(self.obligations), 'proven obligation')}"
                f" of the applied rewrites, {_count(len(self.refused), 'candidate')} refused (not "
                f"applied), max {nodes} e-nodes, "
                f"{self.seconds:.2f} s; stopped: {self.stop}"
                + (f"; NOT APPLIED: {self.reverted}" if self.reverted else ""))

    def to_json(self) -> dict:
        """The certificate as JSON values (``verirw.jsonable``): the rules fired with their
        match counts, every obligation of an applied rewrite with its kind, claim, status
        (proven) and time, every candidate refused with the same and its reason, the e-graph
        rounds, the pipeline's steps (without their programs), the refusals (as text) and
        the validation verdict (``CheckResult.to_json``)."""
        from verirw import jsonable
        validation = self.validation
        return {
            "summary": self.summary(),
            "rules_fired": {k: int(v) for k, v in sorted(self.rules_fired.items())},
            "obligations": [{"kind": str(o.kind), "claim": o.claim, "status": o.status,
                             "ms": jsonable.encode(o.ms)} for o in self.obligations],
            "refused": [{"kind": str(o.kind), "claim": o.claim, "status": o.status,
                         "reason": refusal_reason(o), "ms": jsonable.encode(o.ms)}
                        for o in self.refused],
            "rounds": [{"iterations": r.iterations, "nodes": r.nodes,
                        "seconds": jsonable.encode(r.seconds), "stop": r.stop,
                        "matches": {k: int(v) for k, v in sorted(r.matches.items())}}
                       for r in self.rounds],
            "seconds": jsonable.encode(self.seconds), "stop": self.stop,
            "validation": None if validation is None else jsonable.encode(validation),
            "refusals": [str(r) for r in self.refusals],
            "steps": [{"name": st.name, "seconds": jsonable.encode(st.seconds),
                       "changed": st.changed} for st in self.steps],
            "reverted": self.reverted, "changed": self.changed, "by_steps": self.by_steps,
        }

    @classmethod
    def from_json(cls, data: dict | str) -> "Certificate":
        """The certificate :meth:`to_json` wrote. Refusals come back as their text and steps
        as records of their name, seconds and changed flag (``func``, the program after the
        step, is None)."""
        from verirw import jsonable
        from verirw.analysis import Kind
        from verirw.verify.result import CheckResult
        d = jsonable.loads(data)

        def kind(k: str):
            try:
                return Kind(k)
            except ValueError:
                return k

        validation = d.get("validation")
        if isinstance(validation, dict) and "status" in validation:
            validation = CheckResult.from_json(validation)
        # a pipeline's steps as records with Step's fields (pipeline imports this module)
        steps = [SimpleNamespace(name=st["name"], seconds=jsonable.decode_float(st["seconds"]),
                                 changed=st["changed"], func=None)
                 for st in d.get("steps", [])]
        return cls(
            rules_fired=Counter(d.get("rules_fired", {})),
            obligations=[Obligation(kind(o["kind"]), o["claim"], o["status"],
                                    jsonable.decode_float(o["ms"]))
                         for o in d.get("obligations", [])],     # an old one's refused too
            refused=[Obligation(kind(o["kind"]), o["claim"], o["status"],
                                jsonable.decode_float(o["ms"]))
                     for o in d.get("refused", [])],
            rounds=[RunStats(r["iterations"], r["nodes"], jsonable.decode_float(r["seconds"]),
                             r["stop"], Counter(r.get("matches", {})))
                    for r in d.get("rounds", [])],
            seconds=jsonable.decode_float(d.get("seconds", 0.0)), stop=d.get("stop", ""),
            validation=validation, refusals=list(d.get("refusals", [])), steps=steps,
            reverted=d.get("reverted", ""), changed=d.get("changed"),
            by_steps=bool(d.get("by_steps", False)))


@dataclass
class SimplifyResult:
    func: ir.PrimFunc
    certificate: Certificate

    @property
    def changed(self) -> bool:
        """Whether ``func`` differs from the input (False when validation returned it)."""
        if self.certificate.changed is not None:
            return self.certificate.changed
        return self.certificate.rules_fired.total() > 0


def simplify_func(func: ir.PrimFunc, *, limits: Limits = Limits(), families=FAMILIES,
                  float_mode: str = "ieee", extra_rules=(), progress=None,
                  contextual: bool = True) -> SimplifyResult:
    """Simplify one function in this process (``verirw.simplify`` is the isolated entry).
    ``progress(result)`` receives the program after every round. ``contextual=False`` skips
    the contextual pass (the engine alone, e.g. to tidy up after another pass).

    Runs on the guard thread (``verirw.guard``), as ``verirw.simplify`` does: the walkers
    and printers it calls are guarded themselves, and from another thread each of those
    calls (two per z3 question: the claim's text) is a hand-over between threads."""
    from verirw import guard
    return guard.call(_simplify_func, func, limits=limits, families=families,
                      float_mode=float_mode, extra_rules=extra_rules, progress=progress,
                      contextual=contextual)


def _simplify_func(func: ir.PrimFunc, *, limits: Limits, families, float_mode: str,
                   extra_rules, progress, contextual: bool) -> SimplifyResult:
    cert = Certificate()
    start = time.perf_counter()
    deadline = start + limits.seconds
    hyps = entry_assumes(func.body)
    body = func.body
    cert.stop = f"round limit ({limits.rounds})"
    # the rounds ask many questions that are the same up to renaming (every loop's `i`),
    # answered once; and of one incremental solver rather than a fresh one each
    cache, session = QueryCache(), Session(**proof_share(limits.solver_ms))
    for _ in range(limits.rounds):
        decided = body
        if contextual:
            context = ContextPass(hyps, limits.solver_ms, value_let_vars(body), cache=cache,
                                  session=session)
            decided = context.run(body)
            cert.obligations.extend(context.obligations)

        codec = OracleCodec(hyps, limits.solver_ms, cache=cache, session=session)
        try:
            root_term = codec.root(decided)
        except DecodeError as exc:          # a construct the e-graph cannot hold
            body = decided
            cert.stop = f"the e-graph was not run: {exc}"
            break
        facts = codec.global_facts() + codec.facts
        cert.obligations.extend(codec.obligations)
        keys = codec.dtype_keys | {"bool"}
        # the rules this program can match (loaded once, kept: verirw.egraph.live)
        egraph = EGraph.shared(families, float_mode, extra_rules, program=[*facts, *codec.lets],
                               dtype_keys=keys)
        with egraph.scope():
            egraph.declare_dtypes(keys)
            # the facts first: a union costs more the more terms the graph holds
            egraph.facts(facts)
            egraph.commands(codec.lets)
            root = root_term
            stats = egraph.run(limits, deadline)
            extracted = egraph.extract(root)
        cert.rounds.append(stats)
        cert.rules_fired.update({k: v for k, v in stats.matches.items() if v})
        try:
            new_body = codec.decode_stmt(extracted)
        except DecodeError as exc:          # KindChange, or a constant with no literal
            cert.stop = f"round dropped: {exc}"
            break
        if new_body == body or _same(new_body, body):
            cert.stop = stats.stop if stats.stop != "saturated" else "fixpoint"
            body = new_body
            break
        body = new_body
        if progress is not None:
            cert.seconds = time.perf_counter() - start
            progress(SimplifyResult(func.with_body(body), cert))
        if time.perf_counter() > deadline:
            cert.stop = f"time limit ({limits.seconds} s)"
            break
    if cert.stop.startswith("round limit") and cert.rounds[-1].stop != "saturated":
        cert.stop += f"; e-graph: {cert.rounds[-1].stop}"
    cert.seconds = time.perf_counter() - start
    return SimplifyResult(func.with_body(body), cert)


def _same(a: ir.Stmt, b: ir.Stmt) -> bool:
    from verirw.structural import structural_equal
    return structural_equal(a, b)
