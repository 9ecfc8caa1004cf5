"""``--json`` on every command a CI job runs, and the library's ``to_json``/``from_json``: one
JSON object per run on stdout (parsed here with ``json.loads``), with the exit codes of the
text mode; ``CheckResult`` and ``Certificate`` survive a round trip through JSON text."""

from __future__ import annotations

import io
import json
import math
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

import verirw
from verirw.cli import main
from verirw.passes.simplify import Certificate
from verirw.verify.result import CheckResult

ROOT = Path(__file__).resolve().parent.parent

HEAD = '@T.prim_func\ndef f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):\n'
BEFORE = HEAD + "    for i in range(8):\n        B[i] = A[i] - A[i] % 2\n"
SAME = HEAD + "    for i in range(8):\n        B[i] = A[i] // 2 * 2\n"        # needs z3
WRONG = HEAD + "    for i in range(8):\n        B[i] = A[i] // 2\n"
SIMPLIFIABLE = HEAD + "    for i in range(8):\n        B[i] = A[i] + 0 * A[i] + 0\n"


@pytest.fixture
def files(tmp_path):
    out = {}
    for name, text in [("before", BEFORE), ("same", SAME), ("wrong", WRONG),
                       ("simplifiable", SIMPLIFIABLE)]:
        out[name] = tmp_path / f"{name}.py"
        out[name].write_text(text)
    return out


def run_json(*args) -> tuple[int, dict]:
    """The exit code and the one JSON object on stdout (CliRunner keeps stderr apart)."""
    r = CliRunner().invoke(main, [str(a) for a in args])
    lines = [line for line in r.stdout.splitlines() if line.strip()]
    assert len(lines) == 1, f"expected one JSON line on stdout, got {r.stdout!r}"
    return r.exit_code, json.loads(lines[0])


def test_check_proven(files):
    code, obj = run_json("check", files["before"], files["same"], "--json")
    assert code == 0 == obj["exit_code"]
    assert obj["command"] == "check" and obj["status"] == "proven"
    # the loops correspond: proven by induction on their bodies (verify.aligned), nothing
    # executed symbolically; the unrolled check proves it too, with its statements counted
    assert obj["reason"].startswith("proven by aligned structure: 1 aligned loop(s)")
    assert obj["counterexample"] is None
    assert obj["budgets"]["timeout_s"] == 60.0 and obj["budgets"]["statements"] == 0
    assert obj["budgets"]["max_statements"] == 2_000_000 and obj["budgets"]["elapsed_s"] > 0
    code, obj = run_json("check", files["before"], files["same"], "--method", "unroll",
                         "--json")
    assert code == 0 and obj["status"] == "proven" and "proven by z3" in obj["reason"]
    assert obj["budgets"]["statements"] > 0


def test_check_refuted_has_inputs_and_the_differing_element(files):
    code, obj = run_json("check", files["before"], files["wrong"], "--json")
    assert code == 1 == obj["exit_code"] and obj["status"] == "refuted"
    cex = obj["counterexample"]
    a = cex["inputs"]["A"]
    assert a["dtype"] == "int32" and a["shape"] == [8] and len(a["data"]) == 8
    assert cex["location"].startswith("B[")
    assert obj["confirmed"] is True
    # the differing element really differs on those inputs, by the interpreter
    from verirw.interp import run
    inputs = {"A": np.array(a["data"], dtype=np.int32), "B": np.zeros(8, np.int32)}
    before = run(verirw.parse(BEFORE), **{k: v.copy() for k, v in inputs.items()}).arrays["B"]
    after = run(verirw.parse(WRONG), **{k: v.copy() for k, v in inputs.items()}).arrays["B"]
    assert (before != after).any()


def test_check_unknown_from_the_checker_and_from_the_budget(files):
    code, obj = run_json("check", files["before"], files["same"], "--json",
                         "--max-statements", "3", "--method", "unroll")
    assert code == 2 == obj["exit_code"] and obj["status"] == "unknown"
    assert "budget exhausted" in obj["reason"] and obj["counterexample"] is None
    code, obj = run_json("check", files["before"], files["same"], "--json", "--timeout", "0.001")
    assert code == 2 == obj["exit_code"] and obj["status"] == "unknown"
    assert obj["budget_exhausted"] == "time"


def test_a_failure_is_one_json_object_and_never_a_verdict(tmp_path, files):
    bad = tmp_path / "bad.py"
    bad.write_text('@T.prim_func\ndef f(A: T.Buffer((4,), "int32")):\n    A[0] = j\n')
    for args in (["check", bad, files["same"]], ["simplify", bad], ["run", bad], ["build", bad]):
        code, obj = run_json(*args, "--json")
        assert code == 3 == obj["exit_code"], args
        assert obj["status"] == "invalid" and "undefined variable 'j'" in obj["reason"]
        assert obj["budgets"]["max_memory_bytes"] > 0           # docs/cli.md: every object


@pytest.mark.parametrize("args", [
    ["check", "{before}", "--json"],                            # missing argument
    ["check", "{before}", "{before}", "--json", "--no-such-option"],
    ["check", "{before}", "{before}", "--json", "--timeout", "soon"],
    ["--json", "check", "{before}", "{before}"],                # --json before the command
    ["parse", "{before}", "--json"],                            # a command without --json
])
def test_a_usage_error_with_json_is_one_json_object(files, args):
    code, obj = run_json(*(a.format(before=files["before"]) for a in args))
    assert code == 3 == obj["exit_code"] and obj["status"] == "invalid"
    assert obj["command"] == ("check" if "check" in args else "parse" if "parse" in args
                              else "verirw")
    assert "\n" not in obj["reason"] and "budgets" in obj


def test_check_result_round_trip(files):
    r = verirw.check(verirw.parse(BEFORE), verirw.parse(WRONG))
    assert r.status == "refuted"
    back = CheckResult.from_json(json.dumps(r.to_json(), allow_nan=False))
    assert (back.status, back.reason, back.confirmed, back.statements) == \
        (r.status, r.reason, r.confirmed, r.statements)
    assert back.time_s == r.time_s and back.details == r.details
    assert set(back.counterexample) == set(r.counterexample)
    for name, arr in r.counterexample["inputs"].items():
        got = back.counterexample["inputs"][name]
        assert got.dtype == arr.dtype and got.shape == arr.shape and (got == arr).all()
    assert back.to_json() == r.to_json()


def test_non_finite_floats_are_strict_json():
    r = CheckResult("refuted", "x", counterexample={
        "inputs": {"A": np.array([math.nan, -math.inf, -0.0, 1.5], dtype=np.float32)},
        "scalars": {"s": math.inf}, "before_value": math.nan, "after_value": -0.0})
    text = json.dumps(r.to_json(), allow_nan=False)
    back = CheckResult.from_json(text)
    a = back.counterexample["inputs"]["A"]
    assert a.dtype == np.float32 and math.isnan(a[0]) and a[1] == -math.inf
    assert math.copysign(1.0, a[2]) == -1.0 and a[3] == 1.5
    assert math.isnan(back.counterexample["before_value"])
    assert back.counterexample["scalars"]["s"] == math.inf
    with pytest.raises(ValueError):
        CheckResult.from_json({"status": "maybe", "reason": ""})


def test_certificate_round_trip():
    res = verirw.simplify(verirw.parse(SIMPLIFIABLE))
    cert = res.certificate
    assert res.changed and cert.rules_fired and cert.obligations
    data = cert.to_json()
    back = Certificate.from_json(json.dumps(data, allow_nan=False))
    assert back.rules_fired == cert.rules_fired
    assert [(str(o.kind), o.claim, o.status, o.ms) for o in back.obligations] == \
        [(str(o.kind), o.claim, o.status, o.ms) for o in cert.obligations]
    assert back.validation.status == cert.validation.status == "proven"
    assert back.summary() == cert.summary()
    assert back.to_json() == data


def test_simplify_json(files):
    code, obj = run_json("simplify", files["simplifiable"], "--json")
    assert code == 0 and obj["status"] == "ok" and obj["command"] == "simplify"
    (result,) = obj["results"]
    assert result["changed"] and result["applied"]
    assert "A[i] + 0" not in result["program"] and "B[i] = A[i]" in result["program"]
    cert = result["certificates"][0]
    assert cert["validation"]["status"] == "proven"
    assert sum(cert["rules_fired"].values()) > 0
    assert all({"kind", "claim", "status", "ms"} <= set(o) for o in cert["obligations"])
    assert obj["budgets"]["timeout_s"] == 60.0 and obj["budgets"]["engine"]["nodes"] == 200_000


def test_prove_json():
    code, obj = run_json("prove", "--rule", "arith/add-zero", "--json")
    assert code == 0 and obj["status"] == "proven" and obj["solver"] == "z3"
    (rule,) = obj["rules"]
    assert rule["name"] == "arith/add-zero" and rule["status"] == "proven"
    assert rule["obligations"] and all(o["status"] == "proven" and o["ms"] >= 0
                                       for o in rule["obligations"])
    assert obj["budgets"]["obligation_timeout_ms"] == 20_000


def test_run_and_build_json(files):
    code, obj = run_json("run", files["before"], "--json", "--seed", "3")
    assert code == 0 and obj["status"] == "ok"
    (fn,) = obj["functions"]
    a = np.array(fn["inputs"]["A"]["data"])
    assert fn["outputs"]["B"]["data"] == (a - a % 2).tolist()
    assert fn["outputs"]["B"]["defined"] == [1] * 8
    code, obj = run_json("build", files["before"], "--json", "--emit", "llvm", "--compare")
    assert code == 0 and obj["status"] == "ok"
    (fn,) = obj["functions"]
    assert fn["name"] == "f" and "define" in fn["code"] and fn["compare"].startswith("agrees")


def test_fuzz_json(tmp_path):
    code, obj = run_json("fuzz", "--passes", "roundtrip", "--examples", "3", "--json",
                         "--out", tmp_path)
    assert code == 0 and obj["status"] == "ok" and obj["failures"] == []
    assert obj["programs"] == 3 and obj["properties"] == ["roundtrip"]


def test_python_dash_m_verirw():
    done = subprocess.run([sys.executable, "-m", "verirw", "--help"], capture_output=True,
                          text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0 and "Usage: verirw" in done.stdout and "check" in done.stdout


def test_pipeline_certificate_round_trip_keeps_its_steps():
    res = verirw.simplify(verirw.parse(SIMPLIFIABLE), passes=["simplify", "remove_no_op"])
    cert = res.certificate
    assert cert.steps
    back = Certificate.from_json(json.dumps(cert.to_json(), allow_nan=False))
    assert [(s.name, s.seconds, s.changed) for s in back.steps] == \
        [(s.name, s.seconds, s.changed) for s in cert.steps]
    assert back.to_json() == cert.to_json()


def test_tvm_validate_json():
    pytest.importorskip("tvm", reason="Apache TVM is not installed: pip install 'verirw[tvm]'")
    programs = ROOT / "tests" / "tvm_bridge" / "programs.py"
    code, obj = run_json("tvm-validate", programs, "--pass", "tir.transform.Simplify", "--json")
    assert code == 0 == obj["exit_code"] and obj["status"] == "proven"
    assert len(obj["steps"]) == 4 and any("Simplify on simplify_me: proven" in s
                                          for s in obj["steps"])


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_check_progress_only_on_a_terminal():
    import time

    import z3

    from verirw import solver
    from verirw.cli import check_progress
    term = _Terminal()
    with check_progress(10.0, stream=term, every_s=0.05):
        solver.decide([z3.Int("x") > 0])
        time.sleep(0.3)
    out = term.getvalue()
    assert "check: solving, 1 z3 query asked" in out and "s of 10 s" in out
    assert out.endswith("\r\033[K") and not solver.QUERY_HOOKS
    pipe = io.StringIO()                       # not a terminal: nothing
    with check_progress(10.0, stream=pipe, every_s=0.05):
        time.sleep(0.2)
    assert pipe.getvalue() == ""
