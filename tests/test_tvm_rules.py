"""TVM's RewriteSimplifier rules under proof (issue 38): the translator reads the real
``rewrite_simplify.cc`` and gives every site a class; a planted unsound translation is
refuted; known rules are proven; ``verirw prove --tvm-rules --json`` reports counts."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from verirw.tvm_rules.classify import classify, classify_site, site_class
from verirw.tvm_rules.source import Site, alternatives, read_sites
from verirw.tvm_rules.translate import translate_site

TVM_SOURCE = Path(__file__).resolve().parents[2] / "shared" / "tvm" / "rewrite_simplify.cc"
needs_source = pytest.mark.skipif(not TVM_SOURCE.exists(), reason="../shared/tvm is absent")


@pytest.fixture(scope="module")
def sites():
    return read_sites(TVM_SOURCE.read_text())


def _site(sites, function_part, source):
    hits = [s for s in sites if function_part in s.function and source in s.sources]
    assert hits, (function_part, source)
    return hits[0]


@needs_source
def test_every_site_of_the_real_file_is_read_and_gets_a_class(sites):
    text = TVM_SOURCE.read_text()
    # every macro call outside the #defines and the comment that documents them
    assert len(sites) >= 340
    assert {s.macro for s in sites} == {"TVM_TRY_REWRITE", "TVM_TRY_REWRITE_IF",
                                        "TVM_TRY_RECURSIVE_REWRITE",
                                        "TVM_TRY_RECURSIVE_REWRITE_IF"}
    lines = text.splitlines()
    for s in sites:
        assert s.macro in lines[s.line - 1], s.origin       # the origin names the macro's line
        assert s.function != "?"
        for t in translate_site(s):
            assert (t.rule is None) == bool(t.reason), t
    # matches_one_of / PMatchesOneOf alternatives are expanded
    assert sum(len(s.sources) for s in sites) > len(sites) + 100
    vector = [t for s in sites if s.guard == "vector" for t in translate_site(s)]
    assert vector and all(t.rule is None and "vector" in t.reason for t in vector)


def test_alternatives_are_split():
    assert alternatives("matches_one_of(x + y, y + x)") == ["x + y", "y + x"]
    assert alternatives("(PMatchesOneOf{ min(x, y), min(y, x), })") == ["min(x, y)", "min(y, x)"]
    assert alternatives("(x + y)") == ["(x + y)"]


def _fake_site(source, result, condition="", guard="index"):
    decls = dict.fromkeys(("x", "y", "z"), "PrimExpr") | dict.fromkeys(("c1", "c2", "c3"), "IntImm")
    return Site("VisitExpr_(const SubNode*)", 1, "TVM_TRY_REWRITE_IF" if condition
                else "TVM_TRY_REWRITE", [source], result, condition, guard, decls)


@needs_source
def test_a_planted_unsound_translation_is_refuted(sites):
    site = _site(sites, "SubNode", "x - floordiv(x, c1) * c1")
    original = classify_site(site, both_ways=False, value=False)
    assert [r.klass for r in original] == ["proven"]
    # truncdiv planted for floordiv: wrong for a negative x
    planted = dataclasses.replace(site, sources=["x - truncdiv(x, c1) * c1"])
    [r] = classify_site(planted, both_ways=False, value=False)
    assert r.klass != "proven"
    assert r.counterexample, r
    assert r.reason.startswith("index/int32 lhs->rhs")


@needs_source
def test_not_lt_is_unsound_on_nan(sites):
    """!(x < y) -> y <= x: not for a NaN operand (TVM applies it to every dtype)."""
    [r] = classify_site(_site(sites, "ApplyRewriteRules(Not)", "!(x < y)"), value=False)
    assert r.klass == "unsound"
    assert r.reason.startswith("ieee/")
    assert "nan" in json.dumps(r.counterexample).lower()


def test_a_rule_without_a_natural_fix_is_unsound():
    [r] = classify_site(_fake_site("x + y", "x - y"), both_ways=False, value=False)
    assert r.klass == "unsound"
    assert r.counterexample


@needs_source
@pytest.mark.parametrize("function, source", [
    ("AddNode", "(x - y) + y"),
    ("AddNode", "x + x"),
    ("SubNode", "min(x, y) - y"),
    ("FloorDivNode", "floordiv(floordiv(x, c1), c2)"),
    ("ApplyRewriteRules(Not)", "!(!x)"),
])
def test_known_rules_are_proven(sites, function, source):
    site = _site(sites, function, source)
    results = classify_site(site, value=False)
    assert site_class(results) == "proven", results


def test_a_condition_is_translated_and_used():
    site = _fake_site("floordiv(x, c1) < c2", "x < c1 * c2", "c1.Eval()->value > 0")
    [t] = translate_site(site)
    assert t.rule.when == "c1 > 0"
    assert classify(t, value=False).klass == "proven"
    # C++ % on int64_t truncates; CanProveGreaterEqual is a bound on the matched value
    site = _fake_site("truncmod(x + c1, c2)", "truncmod(x, c2)",
                      "c2.Eval()->value > 0 && c1.Eval()->value % c2.Eval()->value == 0 && "
                      "CanProveGreaterEqual(x.Eval(), 0)")
    [t] = translate_site(site)
    assert t.rule.when == "c2 > 0 and truncmod(c1, c2) == 0 and x >= 0"


SMALL = """
Expr RewriteSimplifier::Impl::VisitExpr_(const AddNode* op) {
  PVar<PrimExpr> x, y, lanes;
  PVar<IntImm> c1, c2;
  if (IsVectorExpr(op)) {
    TVM_TRY_REWRITE(broadcast(x, lanes) + broadcast(y, lanes), broadcast(x + y, lanes));
  }
  if (IsIndexTypedExpr(op)) {
    TVM_TRY_REWRITE(matches_one_of((x - y) + y, y + (x - y)), x);
    TVM_TRY_REWRITE_IF((x + c1) + c2, x, c1.Eval()->value == c2.Eval()->value);
  }
  return ret;
}
"""


def test_cli_json_counts(tmp_path):
    from click.testing import CliRunner
    from verirw.cli import main
    src = tmp_path / "rewrite_simplify.cc"
    src.write_text(SMALL)
    out = tmp_path / "out"
    res = CliRunner().invoke(main, ["prove", "--tvm-rules", str(src), "--json", "--workers",
                                    "1", "--out", str(out)])
    assert res.exit_code == 0, res.output
    report = json.loads(next(line for line in res.output.splitlines() if line.startswith("{")))
    assert report["sites"] == 3 and report["patterns"] == 4
    assert report["counts"]["out-of-scope"] == 1
    assert report["counts"]["proven"] == 1
    assert report["counts"]["unsound"] + report["counts"]["stronger"] == 1
    assert sum(report["counts"].values()) == 3
    assert [r["origin"] for r in report["rows"]] == [
        "VisitExpr_(const AddNode*):6", "VisitExpr_(const AddNode*):9",
        "VisitExpr_(const AddNode*):10"]
    assert (out / "tvm-rules.json").exists()
    assert "| VisitExpr_(const AddNode*):10 |" in (out / "tvm-rules.md").read_text()


# ----------------------------------------------------------------------------- division elimination


def _interp_differs(t, cex: dict) -> bool:
    """verirw's interpreter on a counterexample of an index rule: the conditions hold and
    the two sides differ (exact integers, every operand defined)."""
    from verirw import interp
    from verirw.dtypes import INT32
    from verirw.egraph.rule import parse_rule
    from verirw.prover import RuleInstance
    parsed = parse_rule(t.rule)
    inst = RuleInstance(parsed, INT32, all_safe=True)
    lhs, rhs = inst.build(parsed.lhs, "index"), inst.build(parsed.rhs, "index")
    env = {v: int(cex[name]) for name, v in inst.plain.items()}
    assert all(interp.evaluate(c, env, exact=True) for c in inst.facts("index"))
    return interp.evaluate(lhs, env, exact=True) != interp.evaluate(rhs, env, exact=True)


@needs_source
def test_a_formerly_unknown_floormod_rule_is_proven_by_division_elimination(sites):
    """floormod(x * c1 + y, c2) -> floormod(x, floordiv(c2, c1)) * c1 + y (line 1303): z3
    alone gives up (symbolic divisors c1, c2, c2 // c1); after division elimination every
    case is unsat. With the side condition ``floordiv(y, c1) == 0`` dropped, it is refuted
    and the interpreter confirms the counterexample."""
    from verirw.dtypes import INT32
    from verirw.egraph.rule import parse_rule
    from verirw.tvm_rules.classify import prove_case
    from verirw.tvm_rules import classify as classify_module
    site = _site(sites, "FloorModNode", "floormod(x * c1 + y, c2)")
    [t] = translate_site(site)
    parsed = parse_rule(t.rule)
    # z3 alone gives up here in a fresh process; in a test process that asked other questions
    # first it sometimes proves it (the search is not yet the same in every process: the
    # session note of 2026-11-27). The elimination is asked as when z3 alone gives up:
    direct = prove_case(parsed, "index", INT32, "lhs->rhs", 5000)
    assert direct.status in ("unknown", "proven")
    gave_up = classify_module.solve_obligation

    def z3_alone_gives_up(name, assertions, timeout_ms, enc, logic):
        ob = gave_up(name, assertions, 1, enc, logic)       # 1,000 resource units: unknown
        assert ob.status == "unknown", ob
        return ob
    with pytest.MonkeyPatch.context() as m:
        m.setattr(classify_module, "solve_obligation", z3_alone_gives_up)
        [r] = classify_site(site, both_ways=False, value=False)
    assert r.klass == "proven" and "division elimination" in r.reason, r
    assert r.cases[0].method.startswith("division elimination")
    planted = dataclasses.replace(t.rule, when=t.rule.when.replace(
        " and (y // c1) == 0", ""))
    assert planted.when != t.rule.when
    bad = prove_case(parse_rule(planted), "index", INT32, "lhs->rhs", 5000, eliminate=True)
    assert bad.status == "refuted", bad
    assert _interp_differs(dataclasses.replace(t, rule=planted), bad.counterexample)


@needs_source
def test_truncmod_of_a_multiple_is_proven_and_a_dropped_condition_refuted(sites):
    """truncmod(x + c1, c2) -> truncmod(x, c2) if c1 is a non-negative multiple of c2 and
    x >= 0 (line 1014): unknown to z3 alone, proven by cases. With the divisibility
    condition dropped it is wrong (c1 = 1, c2 = 2, x = 0), and is refuted with a
    counterexample the interpreter confirms."""
    from verirw.dtypes import INT32
    from verirw.egraph.rule import parse_rule
    from verirw.tvm_rules.classify import prove_case
    site = _site(sites, "ModNode", "truncmod(x + c1, c2)")
    [t] = translate_site(site)
    proof = prove_case(parse_rule(t.rule), "index", INT32, "lhs->rhs", 5000, eliminate=True)
    assert proof.status == "proven" and proof.method, proof
    planted = dataclasses.replace(t.rule, when=t.rule.when.replace(
        " and truncmod(c1, c2) == 0", ""))
    assert planted.when != t.rule.when
    bad = prove_case(parse_rule(planted), "index", INT32, "lhs->rhs", 5000, eliminate=True)
    assert bad.status == "refuted", bad
    assert _interp_differs(dataclasses.replace(t, rule=planted), bad.counterexample)


@needs_source
def test_line_674_truncdiv_rule_is_wrong_and_the_interpreter_agrees(sites):
    """truncdiv(x + c1, c3) - truncdiv(x + c2, c3) -> truncdiv(truncmod(x + floormod(c2,
    c3), c3) + (c1 - c2), c3) if x >= -c2, c1 >= c2, c3 > 0: the proof in TVM's comment is
    for floordiv; with x + floormod(c2, c3) negative truncmod is negative (c2 = 5, c3 = 3,
    x = -4, c1 = 7: 1 - 0 on the left, truncdiv(0, 3) = 0 on the right)."""
    from verirw.dtypes import INT32
    from verirw.egraph.rule import parse_rule
    from verirw.tvm_rules.classify import prove_case
    site = _site(sites, "SubNode", "truncdiv(x + c1, c3) - truncdiv(x + c2, c3)")
    [t] = translate_site(site)
    assert _interp_differs(t, {"x": -4, "c1": 7, "c2": 5, "c3": 3})
    bad = prove_case(parse_rule(t.rule), "index", INT32, "lhs->rhs", 5000, eliminate=True)
    # z3 finds a counterexample in ~98k resource units in a fresh process, but answered
    # "canceled" after 5 million in a test process that asked other questions first (the
    # search is not yet the same in every process: the session note of 2026-11-27). Never
    # proven, and a counterexample it gives is one:
    assert bad.status in ("refuted", "unknown"), bad
    if bad.status == "refuted":
        assert _interp_differs(t, bad.counterexample)


def test_division_elimination_never_proves_a_satisfiable_question():
    """Only unsat of every case is a proof: satisfiable questions (with divisions by a
    symbolic divisor, and a Boolean split) come back unknown, never proven."""
    import z3
    from verirw.tvm_rules import divelim
    x, c, k = z3.Ints("x c k")
    b = z3.Bool("b")
    sat = [
        [c > 0, x % c == 1, x == c * k + 1],
        [c == 0, (x * c) % c != 0],                      # c == 0: unspecified division
        [c > 0, z3.If(b, x / c, x) != x, x > 0],
    ]
    for question in sat:
        assert divelim.decide_eliminated(question, 200_000, 5_000).status == "unknown", question
    unsat = [c > 0, (x * c + 3) % c != 3 % c]
    assert divelim.decide_eliminated(unsat, 1_000_000, 10_000).status == "proven"


# ----------------------------------------------------------------------------- integrality lemmas


def _index_assertions(rule):
    from verirw import smt
    from verirw.dtypes import INT32
    from verirw.egraph.rule import parse_rule
    from verirw.prover import RuleInstance, rule_encoder
    parsed = parse_rule(rule)
    inst = RuleInstance(parsed, INT32)
    lhs, rhs = inst.build(parsed.lhs, "index"), inst.build(parsed.rhs, "index")
    return smt.refinement_assertions(lhs, rhs, inst.facts("index"),
                                     encoder=rule_encoder(inst, "index"), require_bounds=True)


@needs_source
@pytest.mark.parametrize("function, source", [
    ("SubNode", "floordiv(x + c1, c3) - floordiv(x + c2, c3)"),        # line 723
    ("FloorModNode", "floormod(x - floormod(x, z), y)"),                # line 1328, first
])
def test_integrality_lemmas_prove_the_formerly_unknown_rules(sites, function, source):
    """``0 <= r, r' < c`` and ``r - r' == c*K`` give ``K == 0``: the product lemmas
    (``divelim._product_lemmas``) make that step linear; line 1328's ``y == z or y == -z`` is
    split and substituted first. Asked of the elimination directly (whatever z3 alone does)."""
    from verirw.tvm_rules import divelim
    site = _site(sites, function, source)
    t = translate_site(site)[site.sources.index(source)]
    out = divelim.decide_eliminated(_index_assertions(t.rule), 5_000_000, 50_000)
    assert out.status == "proven" and "product lemma" in out.reason, out


def test_product_lemmas_are_valid():
    """Every lemma added is valid on its own (its negation is unsat): adding it keeps the
    models exactly."""
    import z3
    from verirw.tvm_rules import divelim
    c, q1, q2, r1, r2, x = z3.Ints("c dq!1 dq!2 dr!1 dr!2 x")
    facts = [r1 - c * q1 == c * q2 + r2, x * c + 3 * c * q1 >= r1, c > 0]
    lemmas = divelim._product_lemmas(facts)
    assert len(lemmas) >= 10
    for lemma in lemmas:
        s = z3.Solver()
        s.add(z3.Not(lemma))
        assert s.check() == z3.unsat, lemma


def test_lemmas_never_prove_a_satisfiable_question():
    """Just past the integrality argument's reach (``r' <= c``, not ``< c``), the question is
    satisfiable (r = 0, r' = c, K = -1): with the lemmas it is still unknown, never proven."""
    import z3
    from verirw.tvm_rules import divelim
    c, k, r1, r2, x = z3.Ints("c k r1 r2 x")
    sat = [c > 0, r1 >= 0, r1 < c, r2 >= 0, r2 <= c, r1 - r2 == c * k, k != 0]
    assert divelim.decide_eliminated(sat, 500_000, 10_000).status == "unknown"
    unsat = [c > 0, r1 >= 0, r1 < c, r2 >= 0, r2 < c, r1 - r2 == c * k, k != 0]
    assert divelim.decide_eliminated(unsat, 500_000, 10_000).status == "proven"
    # a disjunction of equalities is split, each case substituted: still only unsat is proof
    y, z = z3.Ints("y z")
    sat = [z3.Or(y == z, y == -z), z > 0, x % y == 1]
    assert divelim.decide_eliminated(sat, 500_000, 10_000).status == "unknown"


@needs_source
def test_a_planted_wrong_rule_that_needs_the_lemmas_is_refuted(sites):
    """Line 723 with its constant off by one (``c1 - c2 + 1``): never proven (the elimination
    and its lemmas only ever prove), and refuted with a counterexample the interpreter
    confirms. Line 1328 (first pattern) with a wrong condition (``y + z == 1``) likewise."""
    from verirw.dtypes import INT32
    from verirw.egraph.rule import parse_rule
    from verirw.tvm_rules.classify import prove_case
    [t] = translate_site(_site(sites, "SubNode", "floordiv(x + c1, c3) - floordiv(x + c2, c3)"))
    assert "(c1 - c2)" in t.rule.rhs
    planted = dataclasses.replace(t.rule, rhs=t.rule.rhs.replace("(c1 - c2)", "((c1 - c2) + 1)"))
    bad = prove_case(parse_rule(planted), "index", INT32, "lhs->rhs", 5000, eliminate=True)
    assert bad.status == "refuted", bad
    assert _interp_differs(dataclasses.replace(t, rule=planted), bad.counterexample)
    t = translate_site(_site(sites, "FloorModNode", "floormod(x - floormod(x, z), y)"))[0]
    assert "((y + z) == 0)" in t.rule.when
    planted = dataclasses.replace(t.rule, when=t.rule.when.replace("((y + z) == 0)",
                                                                   "((y + z) == 1)"))
    bad = prove_case(parse_rule(planted), "index", INT32, "lhs->rhs", 5000, eliminate=True)
    assert bad.status != "proven", bad


# ----------------------------------------------------------------------------- uint64 rules


@needs_source
def test_uint64_rules_are_proven_and_say_by_whom(sites):
    """Line 1379 (``floormod(x * c1, c2) -> 0``, c2 a power of two dividing c1) on uint64: a
    64-bit multiplier z3 does not bit-blast within the budget; split on ``c2 == 2**k`` (65
    cases, the last ``none of them``) each case is immediate. Without the power-of-two
    condition it is wrong and never proven. Line 1372 (``x % x -> 0``) on uint64: cvc5 proves
    what z3 gives up on, and the result says cvc5."""
    from verirw.egraph.rule import parse_rule
    from verirw.tvm_rules.classify import UINT64, prove_case, proven_by
    [t] = translate_site(next(s for s in sites if s.line == 1379))
    proof = prove_case(parse_rule(t.rule), "wrap", UINT64, "lhs->rhs", 5000, eliminate=True)
    assert proof.status == "proven" and proof.method.startswith("power-of-two split"), proof
    assert "c2 & (c2 - 1)" in t.rule.when.replace("((", "(").replace("))", ")")
    planted = dataclasses.replace(t.rule, when=t.rule.when.split(" and (c2 > 0)")[0])
    assert "&" not in planted.when
    bad = prove_case(parse_rule(planted), "wrap", UINT64, "lhs->rhs", 5000, eliminate=True)
    assert bad.status != "proven", bad
    from verirw import smtlib
    if not smtlib.cvc5_available():
        pytest.skip("cvc5 is not installed")
    [site] = [s for s in sites if s.line == 1372]
    [r] = classify_site(site, both_ways=False, value=False)
    assert r.klass == "proven" and "cvc5" in r.reason, r
    assert proven_by(r) == "cvc5" and proven_by(r.to_json()) == "cvc5"


# ----------------------------------------------------------------------------- the engine's proof


def test_the_engine_proof_uses_division_elimination_and_says_so(monkeypatch):
    """``verirw prove --rule tvm/sub-div-two-L694``: z3 alone gives up on both directions;
    the prover's second attempt (division elimination) proves each, the manifest records the
    solver, the proof file holds every case (each must be unsat). A planted wrong right-hand
    side (``+`` for ``-``) is refuted, elimination or not."""
    import json
    from verirw import prover
    from verirw.egraph.library import load_family
    rule = next(r for r in load_family("tvm") if r.name == "sub-div-two-L694")
    # as it runs: z3 alone gives up on both index directions in a fresh process, but its search
    # depends on the process (docs/tvm-rules.md, "Reproducibility": in a test process that
    # asked other questions first it proved one), so only what holds in every process is
    # asserted here; the second attempt is pinned below with z3's first attempt giving up
    real = prover.prove_rule(rule, 10_000)
    assert real.status == "proven", real.failure()
    assert {o.solver for o in real.obligations if o.case.startswith("index")} <= \
        {"z3", prover.ELIMINATION}
    planted = dataclasses.replace(rule, rhs=rule.rhs.replace("c1 % 2 - c2 % 2",
                                                             "c1 % 2 + c2 % 2"))
    assert planted.rhs != rule.rhs
    # never proven; refuted in a fresh process, but z3 may give up in one that asked other
    # questions first (rehearsal 15: unknown), and the elimination never reads a sat as a
    # counterexample
    assert prover.prove_rule(planted, 10_000).status in ("refuted", "unknown")
    first_attempt = prover.solve_obligation

    def gives_up_on_index(case, assertions, timeout_ms, *args, **kw):
        ob = first_attempt(case, assertions, timeout_ms, *args, **kw)
        if case.startswith("index"):
            return prover.ProofObligation(case, "unknown", ob.ms, ob.smt2,
                                          {"reason": "z3 gave up (simulated)"},
                                          features=ob.features)
        return ob
    monkeypatch.setattr(prover, "solve_obligation", gives_up_on_index)
    proof = prover.prove_rule(rule, 10_000)
    assert proof.status == "proven", proof.failure()
    assert "2 obligation(s) by division elimination" in proof.method
    assert [o.solver for o in proof.obligations if o.case.startswith("index")] == \
        [prover.ELIMINATION] * 2
    text = prover.smt_script(proof)
    assert text.count("(push 1)") == text.count("(check-sat)") == sum(
        len(o.parts) or 1 for o in proof.obligations)
    shipped = {r["name"]: r for r in json.loads((prover.MANIFEST / "manifest.json")
                                                .read_text())["rules"]}
    entry = shipped["tvm/sub-div-two-L694"]
    assert entry["method"] == proof.method
    assert {o["solver"] for o in entry["obligations"]} >= {prover.ELIMINATION}
