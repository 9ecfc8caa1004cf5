"""``verirw.tvm.validate_compile`` and ``verirw tvm-compile`` on real TVM compiles of a tiny
Relax MLP (``tvm.relax.frontend.nn``): leaf passes only, one step per changed function, the exit
code of the verdicts, a broken pass refuted with a replayed counterexample, the model-file
conventions, and the CLI's JSON."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
import textwrap
from collections import Counter
from pathlib import Path

import pytest

tvm = pytest.importorskip("tvm", reason="Apache TVM is not installed: pip install 'verirw[tvm]'")

from verirw.tvm import prim_funcs, validate_compile  # noqa: E402
from verirw.tvm_compile import (ModelFileError, TVMCompileError, as_module,  # noqa: E402
                                module_from_file, reason_group)
from verirw.tvm import tvm_structural_equal  # noqa: E402

MODEL = '''
from tvm.relax.frontend import nn


class MLP(nn.Module):
    def __init__(self):
        self.fc1 = nn.Linear(8, 4)

    def forward(self, x):
        return nn.relu(self.fc1(x))


model = MLP()
spec = {"forward": {"x": nn.spec.Tensor((2, 8), "float32")}}
'''


def tiny_mlp():
    namespace: dict = {}
    exec(MODEL, namespace)
    return as_module(namespace["model"], namespace["spec"])


def broken_relu_pipeline():
    """Relax's default pipeline, then a pass that makes ``relu`` compute max(x, 1)."""
    @tvm.transform.module_pass(opt_level=0, name="BrokenRelu")
    def broken(mod, ctx):
        gv = mod.get_global_var("relu")
        text = mod[gv].script()
        assert "T.float32(0.0)" in text
        out = tvm.IRModule(dict(mod.functions_items()))
        out[gv] = tvm.script.from_source(text.replace("T.float32(0.0)", "T.float32(1.0)"))
        return out
    return tvm.transform.Sequential([tvm.relax.get_pipeline("default"), broken])


@pytest.fixture(scope="module")
def report():
    return validate_compile(tiny_mlp(), target="llvm", timeout_s=10)


@pytest.fixture(scope="module")
def broken_report():
    return validate_compile(tiny_mlp(), timeout_s=10, relax_pipeline=broken_relu_pipeline())


def leaf_changes(mod) -> Counter:
    """(pass, function) -> times a leaf pass changed a PrimFunc it was given, seen by a plain
    instrument of our own in a compile without verirw."""
    stack, seen = [], Counter()

    @tvm.instrument.pass_instrument
    class Trace:
        def run_before_pass(self, mod, info):
            if stack:
                stack[-1][1] = True
            stack.append([prim_funcs(mod), False])

        def run_after_pass(self, mod, info):
            before, composite = stack.pop()
            if composite:
                return
            for name, f in prim_funcs(mod).items():
                if name in before and not tvm_structural_equal(before[name], f):
                    seen[(info.name, name)] += 1

    with tvm.transform.PassContext(opt_level=3, instruments=[Trace()]):
        tvm.compile(mod, target="llvm")
    return seen


def test_one_step_per_leaf_pass_and_changed_function(report):
    want = leaf_changes(tiny_mlp())
    got = Counter((s.pass_name, s.function) for s in report.steps)
    assert got == want
    composite = {c.name for c in report.composites}
    assert {"sequential", "_pipeline"} <= composite
    assert not composite & {s.pass_name for s in report.steps}
    assert all(c.inner for c in report.composites)
    # Relax -> TIR lowering creates the functions: listed, not steps
    assert {f for _, f in report.created} == set(report.functions)


def test_counts_exit_code_and_texts(report):
    n = len(report.steps)
    assert n >= 20 and report.proven + report.refuted + report.unknown == n
    assert report.refuted == 0 and report.exit_code == (2 if report.unknown else 0)
    assert sum(k for _, k in report.unknown_by_reason) == report.unknown
    assert [s.index for s in report.steps] == list(range(n))
    for s in report.steps:
        assert s.before_text.strip() and s.after_text.strip(), s.line()
        if s.pass_name in ("AttachGlobalSymbol", "tirx.BindTarget"):
            assert s.status == "proven", s.line()
        # every unknown is named: the calling convention change (MakePackedAPI), llvm.fmuladd
        # (LowerIntrin, ieee mode), constructs verirw cannot read, or a budget
        assert s.status != "unknown" or s.constructs or any(
            why in s.reason for why in ("budget", "calling_conv", "calling convention",
                                        "llvm.fmuladd")), s.line()
    assert report.tvm_compile_s > 0 and report.validation_s >= report.checks_s * 0.9
    # exit codes from the same real steps, regrouped
    proven = tuple(s for s in report.steps if s.status == "proven")
    assert dataclasses.replace(report, steps=proven).exit_code == 0
    assert dataclasses.replace(report, steps=()).exit_code == 0
    unknown = tuple(s for s in report.steps if s.status == "unknown")
    if unknown:
        assert dataclasses.replace(report, steps=proven + unknown[:1]).exit_code == 2


def test_a_broken_pass_is_refuted_with_a_replayed_counterexample(broken_report, report):
    (bad,) = [s for s in broken_report.steps if s.status == "refuted"]
    assert bad.pass_name == "BrokenRelu" and bad.function == "relu"
    assert bad.parents == ("sequential",)
    assert bad.confirmed is True and "differs" in bad.replay
    assert bad.counterexample and "add" in bad.counterexample["inputs"]
    assert "T.float32(1.0)" in bad.after_text and "T.float32(1.0)" not in bad.before_text
    assert broken_report.exit_code == 1 and broken_report.status == "refuted"
    row = broken_report.to_json()["steps"][bad.index]
    assert row["status"] == "refuted" and row["counterexample"]["inputs"]["add"]["dtype"] == "float32"
    assert len(broken_report.steps) == len(report.steps) + 1


def test_reason_groups_merge_numbers_and_budgets(report):
    step = dataclasses.replace(report.steps[0], constructs=())
    numbered = [dataclasses.replace(step, reason=f"unknown at <matmul>:{line}:4: {n} of "
                                    f"{n + 3} obligations proven") for line, n in ((3, 1), (7, 12))]
    assert len({reason_group(s) for s in numbered}) == 1
    timed_out = dataclasses.replace(step, reason="check stopped: time budget exhausted after "
                                    "3.2 s")
    assert reason_group(timed_out) == "time budget exhausted"


def test_a_compile_tvm_refuses_is_an_error():
    with pytest.raises(TVMCompileError, match="TVM's compile failed"):
        validate_compile(tiny_mlp(), target="no-such-target", timeout_s=1)


def write(tmp_path: Path, text: str, name: str = "model.py") -> str:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return str(path)


def test_model_file_conventions(tmp_path):
    name, mod = module_from_file(write(tmp_path, MODEL))
    assert name == "model" and "forward" in {gv.name_hint for gv, _ in mod.functions_items()}
    # a class and its own spec (ENTRY_spec), picked with --entry; a TVMScript IRModule as `mod`
    two = MODEL.replace("model = MLP()\nspec =", "MLP_spec =")
    name, _ = module_from_file(write(tmp_path, two, "two.py"), entry="MLP")
    assert name == "MLP"
    script = '''
    from tvm.script import ir as I, tirx as T

    @I.ir_module
    class mod:
        @T.prim_func
        def add(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32")):
            for i in range(4):
                B[i] = A[i] + 1
    '''
    name, mod = module_from_file(write(tmp_path, script, "ir.py"))
    assert name == "mod" and isinstance(mod, tvm.IRModule)


@pytest.mark.parametrize("text, entry, message", [
    ("x = 1\n", None, "defines no module to compile"),
    (MODEL.replace('spec = {', 'other = {'), None, "input spec"),
    (MODEL, "nope", "no variable 'nope'"),
    ("x = 1\n", "x", "not an IRModule"),
    ("raise ValueError('boom')\n", None, "raised ValueError: boom"),
])
def test_model_file_errors_say_what_is_missing(tmp_path, text, entry, message):
    with pytest.raises(ModelFileError, match=message):
        module_from_file(write(tmp_path, text), entry)


def verirw_cli(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "verirw.cli", *args], capture_output=True,
                          text=True, timeout=600)


def test_cli_json_has_the_summary_and_one_row_per_step(tmp_path):
    html = tmp_path / "report.html"
    out = verirw_cli("tvm-compile", write(tmp_path, MODEL), "--timeout", "10", "--json",
                     "--html", str(html))
    data = json.loads(out.stdout)
    assert out.returncode == data["exit_code"] == (2 if data["summary"]["unknown"] else 0)
    rows, summary = data["steps"], data["summary"]
    assert data["command"] == "tvm-compile" and data["entry"] == "model"
    assert data["status"] == {0: "proven", 2: "unknown"}[data["exit_code"]]
    assert summary["steps"] == len(rows) and summary["refuted"] == 0
    for status in ("proven", "refuted", "unknown"):
        assert summary[status] == sum(r["status"] == status for r in rows)
    assert sum(g["steps"] for g in summary["unknown_by_reason"]) == summary["unknown"]
    assert {"pass", "function", "status", "reason", "time_s", "parents"} <= rows[0].keys()
    assert "before" not in rows[0]
    assert html.read_text().startswith("<!DOCTYPE html>")


def test_cli_file_without_a_module_is_a_usage_error(tmp_path):
    out = verirw_cli("tvm-compile", write(tmp_path, "x = 1\n"))
    assert out.returncode == 3
    assert "defines no module to compile" in out.stderr and "--entry" in out.stderr


def test_a_step_past_its_budget_is_unknown_and_the_exit_code_says_so():
    tight = validate_compile(tiny_mlp(), timeout_s=0.001)
    budget = [s for s in tight.steps if reason_group(s) == "time budget exhausted"]
    assert budget and all(s.status == "unknown" for s in budget)
    assert tight.refuted == 0 and tight.exit_code == 2
    # steps with identical bodies need no solver, so no budget either
    assert all(s.status == "proven" for s in tight.steps if s.pass_name == "tirx.BindTarget")
