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
    from verirw import budget
    monkeypatch.setattr(budget, "START", "fork")     # the patch reaches a forked child only
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


def test_the_manifest_is_found_inside_the_package():
    """pyproject.toml ships proofs/ as the package verirw.proofs: the manifest is that
    package's folder (proofs/ of a checkout, site-packages/verirw/proofs of a wheel)."""
    import verirw.proofs
    from pathlib import Path
    assert Path(verirw.proofs.__file__).resolve().parent == prover.MANIFEST
    assert (prover.MANIFEST / "manifest.json").exists()


def test_prove_check_with_rules_checks_their_manifest_entries(tmp_path):
    r = CliRunner().invoke(main, ["prove", "--check", "--rule", "arith/add-zero"])
    assert r.exit_code == 0, r.output
    (tmp_path / "manifest.json").write_text('{"rules": []}')
    r = CliRunner().invoke(main, ["prove", "--check", "--rule", "arith/add-zero", "--out",
                                  str(tmp_path)])
    assert r.exit_code == 1 and "stale: arith/add-zero: not in the manifest" in r.output


# the source a wheel is built from (copied, so the build leaves nothing in the checkout)
_WHEEL_SOURCES = ("pyproject.toml", "README.md", "verirw", "rules", "proofs", "codegen")
_PAIR = '''@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    for i in T.serial(8):
        B[i] = {body}
'''


@pytest.mark.slow
def test_an_installed_wheel_works(tmp_path):
    """What a user installing the wheel gets: `pip wheel`, a fresh venv with the wheel and
    its dependencies from the index, then from outside the checkout: the manifest of the
    installed package is found (`prove --check`, here on a few rules: the whole library takes
    minutes), check, simplify and a small end-to-end demo."""
    import shutil
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    src = tmp_path / "src"
    src.mkdir()
    for name in _WHEEL_SOURCES:
        if (root / name).is_dir():
            shutil.copytree(root / name, src / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        else:
            shutil.copy(root / name, src / name)

    def run(*args, cwd=tmp_path, timeout=240):
        out = subprocess.run([str(a) for a in args], cwd=cwd, capture_output=True, text=True,
                             timeout=timeout)
        assert out.returncode == 0, (args, out.stdout[-3000:], out.stderr[-3000:])
        return out.stdout

    run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", tmp_path / "dist",
        src)                               # absolute: a path, never a name pip looks up
    (wheel,) = (tmp_path / "dist").glob("verirw-*.whl")
    run(sys.executable, "-m", "venv", tmp_path / "venv")
    bin_ = tmp_path / "venv" / "bin"
    run(bin_ / "python", "-m", "pip", "install", "-q", wheel)
    work = tmp_path / "work"                # not the checkout: verirw is the installed one
    work.mkdir()
    site = run(bin_ / "python", "-c", "import verirw.prover as p; print(p.MANIFEST)", cwd=work)
    assert "site-packages" in site and site.strip().endswith("verirw/proofs"), site
    out = run(bin_ / "verirw", "prove", "--check", "--rule", "arith/add-zero",
              "--rule", "stmt/merge-equiv", cwd=work)
    assert "2 of 2 rules proven" in out and "stale" not in out
    (work / "before.py").write_text(_PAIR.format(body="A[i] + 0"))
    (work / "after.py").write_text(_PAIR.format(body="A[i]"))
    assert run(bin_ / "verirw", "check", "before.py", "after.py", cwd=work).startswith("proven")
    assert "B[i] = A[i]\n" in run(bin_ / "verirw", "simplify", "before.py", cwd=work)
    out = run(bin_ / "verirw", "demo", "--size", "1022", cwd=work)
    assert "every step proven, compiled kernels agree with the interpreter" in out
