"""The rule library's proofs: the checked-in manifest is current, unsound rules are refuted
with counterexamples, the SMT-LIB2 files re-check, and the pattern language rejects rules it
cannot prove faithfully."""

import json

import pytest
import z3
from click.testing import CliRunner

from verirw import prover
from verirw.cli import main
from verirw.egraph.library import load_library, qualified_name
from verirw.egraph.pattern import PatternError
from verirw.egraph.rule import Rule, parse_rule


def test_every_family_is_in_the_manifest():
    saved = json.loads((prover.MANIFEST / "manifest.json").read_text())
    names = {r["name"] for r in saved["rules"]}
    assert names == {qualified_name(r) for r in load_library()}
    assert all(r["status"] == "proven" for r in saved["rules"])
    assert len(names) >= 150


def test_manifest_is_current_for_a_sample():
    """`verirw prove --check` (run by `make test`) checks the whole library; here a sample
    of each kind, so a stale manifest also fails pytest."""
    sample = [r for r in load_library()
              if r.name in ("div-mul-add", "merge-equiv", "for-empty", "literal", "lt-hi", "div")]
    proofs = prover.prove_library(sample)
    assert all(p.status == "proven" for p in proofs), [p.failure() for p in proofs]
    stale = prover.stale_entries(proofs)
    assert [s for s in stale if "not in the manifest" not in s
            and "no longer in the library" not in s] == []


@pytest.mark.parametrize("rule, case, witness", [
    # each occurrence of undef is independent: undef - undef can be any value
    (Rule("undef-sub-self", "u - u", "0", domains=("wrap",)), "rhs<=lhs", None),
    # true for floor division on all integers, false for truncating division
    (Rule("truncdiv-split", "truncdiv(x * c + y, c)", "x + truncdiv(y, c)", when="c != 0"),
     "lhs<=rhs", None),
    # x + 0.0 is -0.0 + 0.0 = +0.0 for x = -0.0
    (Rule("add-zero-ieee", "x + 0", "x", domains=("ieee",)), "lhs<=rhs", "-0.0"),
    # `and` short-circuits: swapping evaluates b when a is false (b may be out of bounds)
    (Rule("and-commute", "a and b", "b and a", domains=("bool",)), "lhs<=rhs", None),
    # the floor division split holds on index integers, not on wrapped values (overflow)
    (Rule("div-split-wrapped", "(x * c + y) // c", "x + y // c", when="c != 0",
          domains=("wrap",)), "lhs<=rhs", None),
])
def test_planted_unsound_rules_are_refuted(rule, case, witness):
    proof = prover.prove_rule(Rule(**{**vars(rule), "family": "planted"}))
    assert proof.status == "refuted", proof.failure()
    failing = [o for o in proof.obligations if o.status == "refuted"]
    assert failing
    if "u" not in rule.lhs:          # undefs are internal: their choice is not an input
        assert all(o.counterexample for o in failing)
    if case is not None:
        assert any(o.case.endswith(case) for o in failing)
    if witness is not None:
        assert witness in proof.failure()


def test_fast_math_rule_is_proven_in_fast_mode_only():
    assert prover.prove_rule(Rule("add-zero-fast", "x + 0", "x", domains=("fast",),
                                  family="t")).status == "proven"


def test_cli_prove_check_fails_on_a_planted_rule(monkeypatch, tmp_path):
    import verirw.egraph.library as library
    planted = Rule("undef-sub-self", "u - u", "0", domains=("wrap",), family="planted")
    monkeypatch.setattr(library, "load_library", lambda families=None: [planted])
    from verirw import budget
    monkeypatch.setattr(budget, "START", "fork")     # the patch reaches a forked child only
    result = CliRunner().invoke(main, ["prove", "--check", "--out", str(tmp_path),
                                       "--workers", "1"])
    assert result.exit_code == 1
    assert "planted/undef-sub-self: refuted" in result.output
    assert "stale" in result.output                   # and there is no manifest there


def test_cli_prove_writes_a_manifest_that_then_checks(monkeypatch, tmp_path):
    import verirw.egraph.library as library
    sample = [r for r in library.load_library() if r.family == "boolean"]
    monkeypatch.setattr(library, "load_library", lambda families=None: sample)
    runner = CliRunner()
    assert runner.invoke(main, ["prove", "--out", str(tmp_path), "--workers", "1"]).exit_code == 0
    result = runner.invoke(main, ["prove", "--check", "--out", str(tmp_path), "--workers", "1"])
    assert result.exit_code == 0, result.output
    assert f"{len(sample)} of {len(sample)} rules proven" in result.output


def test_smt2_files_recheck_with_a_fresh_solver():
    """Each obligation block of a rule's SMT-LIB2 file answers unsat when replayed."""
    for name in ("divmod.div-mul-add.smt2", "stmt.merge-compl.smt2", "undef.add-undef.smt2"):
        text = (prover.MANIFEST / "smt2" / name).read_text()
        ctx = z3.Context()
        answers = z3.Z3_eval_smtlib2_string(ctx.ref(), text).split()
        assert answers and set(answers) == {"unsat"}, (name, answers)


@pytest.mark.parametrize("rule, message", [
    (Rule("dup", "x - x", "0"), "x occurs 2 times; add safe"),
    (Rule("loose", "x + 0", "y"), "y not bound"),
    (Rule("fn", "foo(x)", "x"), "unknown function foo"),
    (Rule("fold-wrap", "c1 + c2", "c1 + c2", domains=("wrap",)), "index arithmetic only"),
    (Rule("dom", "x + 0", "x", domains=("complex",)), "unknown domain"),
])
def test_pattern_language_rejects_bad_rules(rule, message):
    with pytest.raises(PatternError, match=message):
        parse_rule(rule)


def test_a_statement_rule_outside_the_model_is_refused_by_name():
    rule = Rule("store-drop", "Seq(For(i, m, n, kd, Seq(a, Nop)), r)", "r", family="t")
    with pytest.raises(PatternError, match="statement model has no meaning for a loop body"):
        prover.prove_rule(rule)
