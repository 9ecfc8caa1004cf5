"""Each translated TVM rule proven under verirw's contract, with the existing prover's
encoding (``verirw.prover``: pattern variables that may be undefined unless ``safe``, z3's
encoding of the semantics contract in ``verirw.smt``).

Which dtypes a site is proven for follows its C++ guard:

* ``IsIndexTypedExpr`` (int32/int64): the **index** domain, exact integers — TVM's analyzer
  assumes index arithmetic does not overflow, and so does verirw's index domain. The same
  rule on int32/int64 *values* (overflow is poison, ``docs/semantics.md``) is proven too and
  reported apart (``value``), as information: TVM applies these rules to values as well.
* the ``else`` of that guard (floats, narrow integers): ``wrap`` int8/uint8/uint32 and
  ``ieee`` float32/float64 (bit-exact: NaN, infinities, signed zeros);
* the unsigned 32/64-bit block: ``wrap`` uint32/uint64 (wrapping, nuw overflow is poison);
* no guard: index int32, wrap int8/uint8, ieee (when no ``IntImm`` constant pins the
  pattern to integers); bool-only rules on bool.

TVM rewrites one way, so the class is decided by ``lhs -> rhs`` (the result refines the
matched term); whether ``rhs -> lhs`` holds too (what the engine needs, egglog unions both)
is reported as ``both_ways``. Classes:

* ``proven``: every case of the site's domains;
* ``stronger``: proven once a natural condition is added (``safe(x)``, ``c != 0``, ``c > 0``,
  ``c != -1``, ``c >= 0``, ``x >= 0``; the smallest set found is reported);
* ``unsound``: refuted, with the counterexample of the first refuted case;
* ``unknown``: z3 gave up within the budget;
* ``out-of-scope``: not translated (``verirw.tvm_rules.translate``).
"""

from __future__ import annotations

import dataclasses
import itertools
from dataclasses import dataclass, field

from verirw import smt, smtlib
from verirw import solver as solver_mod
from verirw.dtypes import BOOL, FLOAT32, FLOAT64, INT8, INT32, INT64, UINT8, DType
from verirw.egraph.pattern import PatternError, variables
from verirw.egraph.rule import Parsed, Rule, parse_rule
from verirw.prover import (RuleInstance, node_sorts, obligation_limits, rule_encoder,
                           solve_obligation)
from verirw.tvm_rules import divelim
from verirw.tvm_rules.source import Site
from verirw.tvm_rules.translate import Translation, translate_site

UINT32 = DType("uint32", "uint", 32)
UINT64 = DType("uint64", "uint", 64)

CLASSES = ("proven", "stronger", "unsound", "unknown", "out-of-scope")

#: (domain, dtype) cases of each guard: the classifying ones, and the value-domain extras
_PRIMARY = {
    "index": [("index", INT32)],
    "nonindex": [("wrap", INT8), ("wrap", UINT8), ("wrap", UINT32), ("ieee", FLOAT32),
                 ("ieee", FLOAT64)],
    "unsigned": [("wrap", UINT32), ("wrap", UINT64)],
    "none": [("index", INT32), ("wrap", INT8), ("wrap", UINT8), ("ieee", FLOAT32),
             ("ieee", FLOAT64)],
}
_VALUE = {"index": [("wrap", INT32), ("wrap", INT64)],
          "none": [("wrap", INT32), ("wrap", INT64)]}


@dataclass
class Case:
    case: str                 # "index/int32 lhs->rhs"
    status: str               # proven | refuted | unknown
    counterexample: dict = field(default_factory=dict)
    method: str = ""          # how a proof was found when not directly ("division elimination")


@dataclass
class RuleResult:
    """One alternative of one site."""
    name: str
    origin: str
    site_line: int
    function: str
    macro: str
    guard: str
    tvm: str                  # the C++ source pattern -> result [if condition], one line
    klass: str
    lhs: str = ""
    rhs: str = ""
    when: str = ""
    reason: str = ""          # out of scope: why; unsound: the failing case
    stronger: str = ""        # the condition that makes it proven
    counterexample: dict = field(default_factory=dict)
    both_ways: bool | None = None
    value: str = ""           # index-guarded rules on int32/int64 values: proven | refuted | ...
    value_counterexample: dict = field(default_factory=dict)
    cases: list = field(default_factory=list)

    def to_json(self) -> dict:
        out = dataclasses.asdict(self)
        out["class"] = out.pop("klass")
        out["cases"] = [dataclasses.asdict(c) if not isinstance(c, dict) else c
                        for c in self.cases]
        return out


def _cases(parsed: Parsed, guard: str, value: bool = False):
    generic = any(s.startswith("t") for s in node_sorts(parsed)) or any(
        parsed.typing.sort_of(dataclasses.replace(p)).startswith("t")
        for p in _term_vars(parsed))
    if not generic:
        return [] if value else [("bool", BOOL)]
    table = _VALUE if value else _PRIMARY
    cases = list(table.get(guard, []))
    if variables(parsed.lhs, "const"):          # an IntImm pattern constant: integers only
        cases = [(d, t) for d, t in cases if d != "ieee"]
    return cases


def _term_vars(parsed):
    from verirw.egraph.pattern import PVar
    return [PVar(n, "term") for n in variables(parsed.lhs, "term")]


def prove_case(parsed: Parsed, domain: str, dtype: DType, direction: str,
               timeout_ms: int, eliminate: bool = False) -> Case:
    """One refinement obligation: ``lhs->rhs`` (rhs refines lhs) or ``rhs->lhs``.
    ``eliminate``: when z3 gives up on an index or float obligation, a second attempt after
    division elimination and case splits (``verirw.tvm_rules.divelim``), proven only when
    every case is unsat."""
    inst = RuleInstance(parsed, dtype)
    lhs, rhs = inst.build(parsed.lhs, domain), inst.build(parsed.rhs, domain)
    facts = inst.facts(domain)
    enc = rule_encoder(inst, domain)
    src, tgt = (lhs, rhs) if direction == "lhs->rhs" else (rhs, lhs)
    name = f"{domain}/{dtype} {direction}"
    try:
        assertions = smt.refinement_assertions(src, tgt, facts, encoder=enc,
                                               require_bounds=True)
    except smt.SMTEncodingError as exc:
        return Case(name, "unknown", {"reason": str(exc)})
    ob = solve_obligation(name, assertions, timeout_ms, enc, "QF_FP" if domain == "ieee" else None)
    if ob.status == "unknown" and eliminate:
        why = {"reason": ob.counterexample.get("reason", "")}
        if domain in ("index", "ieee"):
            second = _eliminated(assertions, timeout_ms, "QF_FP" if domain == "ieee" else "QF_NIA")
            if second.status == "proven":
                return Case(name, "proven", method=f"division elimination: {second.reason}")
            why["elimination"] = second.reason
        elif domain == "wrap" and divelim.powers_of_two(assertions):
            second = _pow2_split(assertions, timeout_ms)
            if second.status == "proven":
                return Case(name, "proven", method=f"power-of-two split: {second.reason}")
            why["power-of-two split"] = second.reason
        third = _cvc5(assertions, timeout_ms)
        if third == "unsat":
            return Case(name, "proven", method="cvc5 (z3 gave up): unsat")
        why["cvc5"] = third
        return Case(name, "unknown", why)
    return Case(name, ob.status, {k: _plain(v) for k, v in ob.counterexample.items()})


def _pow2_split(assertions: list, timeout_ms: int) -> divelim.Outcome:
    """``divelim.decide_pow2_split``: each case one obligation's resource units, all
    together at most ``ELIMINATION_SHARE`` obligations'."""
    limits = obligation_limits(timeout_ms)
    with solver_mod.work_budget(limits["work"] * ELIMINATION_SHARE):
        return divelim.decide_pow2_split(assertions, limits["work"], limits["timeout_ms"])


def _cvc5(assertions: list, timeout_ms: int) -> str:
    """cvc5's answer to the obligation z3 gave up on, as standard SMT-LIB (the text ``verirw
    prove --solver cvc5`` re-checks), within one obligation's share of cvc5's resource units
    (``smtlib.CVC5_WORK_PER_MS``; wall time only the outer bound): ``"unsat"`` is a proof by
    cvc5, and the class says so (``Case.method``); a ``"sat"`` is not decoded and never read
    as a counterexample."""
    if not smtlib.cvc5_available():
        return "cvc5 is not installed"
    text = smtlib.portable(solver_mod.new_solver(assertions))
    try:
        answers = smtlib.cvc5_answers(text, timeout_ms, "tvm-rule")
    except RuntimeError as exc:
        return f"cvc5 failed: {exc}"[:200]
    return answers[0] if len(answers) == 1 else f"cvc5 answered {answers}"


#: the solver work of a second attempt (``divelim``), in obligations' work
ELIMINATION_SHARE = divelim.ELIMINATION_SHARE


def _eliminated(assertions: list, timeout_ms: int, logic: str) -> divelim.Outcome:
    """``divelim.decide_eliminated`` within the deterministic budget of ``ELIMINATION_SHARE``
    obligations (``divelim.decide_budgeted``)."""
    return divelim.decide_budgeted(assertions, obligation_limits(timeout_ms), logic)


def _plain(v):
    """A counterexample value as JSON can hold it (floats: NaN and infinities as text)."""
    if isinstance(v, float) and (v != v or v in (float("inf"), float("-inf"))):
        return repr(v)
    if isinstance(v, (bool, int, float, str)) or v is None:
        return v
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in v.items()}
    return str(v)


def _run(parsed: Parsed, cases, direction: str, timeout_ms: int,
         eliminate: bool = False) -> list[Case]:
    out = []
    for domain, dtype in cases:
        c = prove_case(parsed, domain, dtype, direction, timeout_ms, eliminate)
        out.append(c)
        if c.status == "refuted":
            break
    return out


def _second_attempts(results: list[Case]) -> str:
    """How the cases z3 alone gave up on were proven, one clause per method ("proven after
    division elimination: index/int32 lhs->rhs"; "proven by cvc5 (z3 gave up): ...")."""
    by = {}
    for c in results:
        if c.method:
            how = c.method.split(":")[0]
            by.setdefault(how, []).append(c.case)
    text = {"division elimination": "proven after division elimination",
            "power-of-two split": "proven after a power-of-two split",
            "cvc5 (z3 gave up)": "proven by cvc5 (z3 gave up)"}
    return "; ".join(f"{text.get(k, k)}: {', '.join(v)}" for k, v in by.items())


def proven_by(result) -> str:
    """Who proved a pattern (a ``RuleResult`` or its JSON): ``"cvc5"`` when some case was
    proven by cvc5 alone (z3 gave up), else ``"z3"``."""
    cases = result.cases if hasattr(result, "cases") else result.get("cases", [])
    cases = [c if isinstance(c, dict) else dataclasses.asdict(c) for c in cases]
    methods = [c.get("method", "") for c in cases if c["case"].endswith("lhs->rhs")]
    return "cvc5" if any(m.startswith("cvc5") for m in methods) else "z3"


def _verdict(results: list[Case]) -> str:
    states = {c.status for c in results}
    return "refuted" if "refuted" in states else "unknown" if "unknown" in states else "proven"


def _candidates(rule: Rule, parsed: Parsed) -> list[str]:
    terms = variables(parsed.lhs, "term")
    consts = variables(parsed.lhs, "const")
    single = []
    if terms:
        single.append(" and ".join(f"safe({v})" for v in terms))
    for c in consts:
        single += [f"{c} != 0", f"{c} > 0", f"{c} != -1", f"{c} >= 0", f"{c} < 0"]
    for v in terms:
        single.append(f"{v} >= 0")
    out = list(single)
    out += [f"{a} and {b}" for a, b in itertools.combinations(single, 2)]
    return out[:80]


def _satisfiable(parsed: Parsed, case, timeout_ms: int) -> bool:
    """Can the rule's conditions hold at all (a contradictory condition proves anything)?"""
    domain, dtype = case
    inst = RuleInstance(parsed, dtype)
    inst.build(parsed.lhs, domain)
    facts = inst.facts(domain)
    if not facts:
        return True
    answer = smt.is_satisfiable(facts, timeout_ms=timeout_ms, encoder=rule_encoder(inst, domain))
    return type(answer).__name__ == "Sat"


def _strengthen(rule: Rule, parsed: Parsed, cases, timeout_ms: int) -> tuple[str, int]:
    """The first (smallest) candidate condition under which every case is proven, and how
    many candidates z3 could not decide (unknown) before it."""
    undecided = 0
    for extra in _candidates(rule, parsed):
        when = f"{rule.when} and {extra}" if rule.when else extra
        try:
            p2 = parse_rule(dataclasses.replace(rule, when=when))
        except PatternError:
            continue
        verdict = _verdict(_run(p2, cases, "lhs->rhs", timeout_ms))
        if verdict == "proven" and _satisfiable(p2, cases[0], timeout_ms):
            return extra, undecided
        undecided += verdict == "unknown"
    return "", undecided


def classify(t: Translation, timeout_ms: int = 5000, search_ms: int = 3000,
             both_ways: bool = True, value: bool = True, value_ms: int = 2000) -> RuleResult:
    site = t.site
    tvm = " | ".join([site.sources[t.index]]) + " -> " + site.result + (
        f"  if {site.condition}" if site.condition else "")
    base = dict(name=t.name, origin=site.origin, site_line=site.line, function=site.function,
                macro=site.macro, guard=site.guard, tvm=tvm)
    if t.rule is None:
        return RuleResult(**base, klass="out-of-scope", reason=t.reason)
    rule = t.rule
    base.update(lhs=rule.lhs, rhs=rule.rhs, when=rule.when)
    try:
        parsed = parse_rule(rule)
    except PatternError as exc:
        return RuleResult(**base, klass="out-of-scope", reason=f"pattern language: {exc}")
    cases = _cases(parsed, site.guard)
    results = _run(parsed, cases, "lhs->rhs", timeout_ms, eliminate=True)
    verdict = _verdict(results)
    res = RuleResult(**base, klass="proven", cases=results)
    if verdict == "proven":
        res.reason = _second_attempts(results)
    if verdict == "refuted":
        bad = next(c for c in results if c.status == "refuted")
        res.counterexample = bad.counterexample
        res.reason = bad.case
        fix, undecided = _strengthen(rule, parsed, cases, search_ms)
        if fix:
            res.klass, res.stronger = "stronger", fix
        else:
            res.klass = "unsound"
            index_only = [c for c in cases if c[0] == "index"]
            if index_only and len(index_only) < len(cases) and bad.case.startswith("index"):
                fix_i, more = _strengthen(rule, parsed, index_only, search_ms)
                undecided += more
                if fix_i:
                    res.stronger = f"index only: {fix_i}"
        if undecided:
            res.reason += f" (the condition search: {undecided} candidate(s) undecided)"
    elif verdict == "unknown":
        res.klass = "unknown"
        res.reason = next(c.case for c in results if c.status == "unknown")
    if both_ways and res.klass in ("proven", "stronger"):
        when = rule.when if res.klass == "proven" else \
            (f"{rule.when} and {res.stronger}" if rule.when else res.stronger)
        p2 = parse_rule(dataclasses.replace(rule, when=when))
        back = _run(p2, cases, "rhs->lhs", timeout_ms, eliminate=True)
        res.both_ways = _verdict(back) == "proven"
        res.cases += back
    if value:
        vcases = _cases(parsed, site.guard, value=True)
        if vcases:
            vres = _run(parsed, vcases, "lhs->rhs", value_ms)
            res.value = _verdict(vres)
            bad = [c for c in vres if c.status == "refuted"]
            if bad:
                res.value_counterexample = {"case": bad[0].case, **bad[0].counterexample}
    return res


def classify_site(site: Site, **kw) -> list[RuleResult]:
    return [classify(t, **kw) for t in translate_site(site)]


def site_class(results: list[RuleResult]) -> str:
    """A site's class: its worst alternative's (unsound > unknown > stronger > proven);
    out of scope only when no alternative was translated."""
    classes = {r.klass for r in results}
    for k in ("unsound", "unknown", "stronger", "proven"):
        if k in classes:
            return k
    return "out-of-scope"
