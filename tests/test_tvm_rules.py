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
