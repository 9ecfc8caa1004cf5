"""The command line: output and exit codes (0 ok, 1 refuted, 2 unknown, 3 invalid input or
usage error, 4 internal error; more in test_exit_codes.py)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from verirw.cli import main

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "tests" / "conformance" / "examples"


def invoke(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def test_parse_prints_back():
    r = invoke("parse", EXAMPLES / "rfc0077_L2910_split_module.py")
    assert r.exit_code == 0
    assert r.output.startswith("@I.ir_module\nclass split_module:")


def test_parse_error_exit_code_and_location():
    r = invoke("parse", EXAMPLES / "rfc0077_L1787_MyModule.py")
    assert r.exit_code == 3
    assert "rfc0077_L1787_MyModule.py:8:36: error: undefined variable 'i'" in r.output


def test_missing_file_and_usage_errors():
    assert invoke("run", ROOT / "no_such_file.py").exit_code == 3
    assert invoke("run", EXAMPLES / "rfc0077_L1595_func.py", "--param", "oops").exit_code == 3
    assert invoke("frobnicate").exit_code == 3


def test_run_reports_outputs_and_undefined_locations():
    r = invoke("run", ROOT / "examples" / "rfc0077_elementwise.py", "--no-inputs")
    assert r.exit_code == 0, r.output
    # the stages that store T.undef() into B's padding leave exactly two locations undefined
    stages = r.output.split("func:")[1:]
    assert len(stages) == 6
    assert [s.count("?") for s in stages] == [0, 0, 2, 2, 2, 0]


def test_demo_help_says_what_the_demo_does():
    r = invoke("demo", "--help")
    assert r.exit_code == 0
    summary = r.output.split("\n\n")[1].strip()
    assert summary.startswith("Run RFC 0077's element-wise example end to end"), summary
    assert "main job" not in r.output


def test_demo_runs_end_to_end():
    r = invoke("demo", ROOT / "examples" / "rfc0077_elementwise.py")
    assert r.exit_code == 0, r.output
    assert r.output.count("## stage") == 17
    # every stage is proven to refine the previous one, two of them through a layout change
    assert r.output.count(": proven: ") == 5
    assert '## stage 1 -> 2 (A="lambda i: [i//4, i%4]"): proven' in r.output
    # verirw's own transform_layout reproduces both layout stages; its sequential_buffer_access
    # keeps the T.assume stage that the RFC's stage 4 drops (assumes go only at lowering)
    assert r.output.count("gives exactly this stage") == 2
    assert "sequential_buffer_access(B) differs from the RFC's stage" in r.output


def test_main_job_pipeline_end_to_end(monkeypatch):
    """`make demo` (verirw demo without a file) at a small size: every step reported, check
    proves the schedule at the RFC's size, both kernels agree with the interpreter."""
    monkeypatch.chdir(ROOT)
    r = invoke("demo", "--size", "1022")
    assert r.exit_code == 0, r.output
    assert "check(original, branch-free) with the same schedule at the RFC's size (14): proven" in r.output
    assert r.output.count("elements agree with the interpreter") == 2
    steps = [line.split(".")[0] for line in r.output.splitlines() if line[:1].isdigit()]
    assert steps == [str(k) for k in range(1, 8)], steps        # each step numbered once
    assert "branch-free vectorized" in r.output
    assert "every step proven, compiled kernels agree with the interpreter" in r.output
    # the branch-free program has no conditional around the element-wise store
    branch_free = r.output.split("the branch-free program:")[1].split("proven locally")[0]
    assert "B[io, ii] = 2 * A[io, ii]" in branch_free
    # B's T.undef() padding is written in the producer's loop (issue 39), and overcompute then
    # drops that guard too: no branch is left
    assert branch_free.count("if ") == 0


def test_check_exit_codes(tmp_path):
    e = EXAMPLES
    ok = invoke("check", e / "rfc0077_L2540_func.py", e / "rfc0077_L2547_func.py",
                "--layout", 'A="lambda i: [i//4, i%4]"')
    assert ok.exit_code == 0 and ok.output.startswith("proven:")
    bad = invoke("check", e / "rfc0077_L1376_func.py", e / "rfc0077_L1408_func.py")
    assert bad.exit_code == 1 and "A[4, 0]" in bad.output and "reproduces" in bad.output
    budget = invoke("check", e / "rfc0077_L2540_func.py", e / "rfc0077_L2547_func.py",
                    "--layout", 'A="lambda i: [i//4, i%4]"', "--max-statements", "10")
    assert budget.exit_code == 2 and budget.output.startswith("unknown:")
    invalid = invoke("check", e / "rfc0077_L2540_func.py", e / "rfc0077_L2547_func.py")
    assert invalid.exit_code == 3 and "--layout A=" in invalid.output


def test_fuzz_command(tmp_path):
    r = invoke("fuzz", "--examples", "20", "--out", tmp_path)
    assert r.exit_code == 0, r.output
    # roundtrip, check, summary, localise, layout, simplify, pipeline, codegen
    assert "160 programs" in r.output and "0 mismatches" in r.output
    assert "codegen: agree: 20" in r.output


def test_simplify_command_prints_the_result_and_its_certificate(tmp_path):
    from tests.rfc import EXAMPLES
    (path,) = EXAMPLES.glob("rfc0077_L0919_*.py")
    result = CliRunner().invoke(main, ["simplify", str(path), "--validate"])
    assert result.exit_code == 0, result.output
    program = result.output.split("# certificate")[0]
    assert program.count("if ") == 1                             # merged
    assert "rule stmt/merge-equiv" in result.output
    assert "proven by z3, equivalent: i < 8  <=>  i // 8 == 0" in result.output
    assert "candidate refused, decide: i < 8 holds here: refuted" in result.output
    assert "1 proven obligation of the applied rewrites, 6 candidates refused" in result.output
    assert "validation: proven" in result.output


def test_simplify_command_rejects_a_bad_script_with_exit_3(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("@T.prim_func\ndef f(A: T.Buffer[4, \"int32\"]):\n    A[0, 1] = 1\n")
    result = CliRunner().invoke(main, ["simplify", str(bad)])
    assert result.exit_code == 3
    assert "bad.py:3" in result.output


def test_simplify_command_runs_named_passes():
    from tests.rfc import EXAMPLES
    (path,) = EXAMPLES.glob("rfc0077_L1289_*.py")
    result = CliRunner().invoke(main, ["simplify", str(path), "--passes",
                                       "remove_no_op,merge_adjacent_loops", "--validate"])
    assert result.exit_code == 0, result.output
    assert "pass merge_adjacent_loops:" in result.output
    assert "refused: not merged" in result.output and "validation: proven" in result.output
    bad = CliRunner().invoke(main, ["simplify", str(path), "--passes", "remove_assume,simplify"])
    assert bad.exit_code == 3 and "must come last" in bad.output


LAID_BEFORE = """@T.prim_func
def func(A: T.Buffer((12,), "int32"), B: T.Buffer((12,), "int32")):
    for i in T.serial(12):
        B[i] = 2 * A[i]
"""
LAID_AFTER = """@T.prim_func
def func(A: T.Buffer((3, 4), "int32"), B: T.Buffer((3, 4), "int32")):
    for i in T.serial(12):
        B[i // 4, i % 4] = 2 * A[i // 4, i % 4]
"""


def test_a_layout_that_does_not_fit_after_is_invalid_input_naming_both_shapes(tmp_path):
    import pytest
    import verirw
    from verirw.errors import ArgumentError
    before, after = tmp_path / "before.py", tmp_path / "after.py"
    before.write_text(LAID_BEFORE)
    after.write_text(LAID_AFTER)
    a = "A=lambda i: [i // 4, i % 4]"
    assert invoke("check", before, after, "--layout", a, "--layout", "B=lambda i: [i // 4, i % 4]"
                  ).exit_code == 0
    r = invoke("check", before, after, "--layout", a, "--layout", "B=lambda i: [i // 8, i % 8]")
    assert r.exit_code == 3, r.output
    assert "layout of B" in r.output and "[2, 8]" in r.output and "[3, 4]" in r.output
    assert "IndexError" not in r.output
    r = invoke("check", before, after, "--layout", a, "--layout", "B=lambda i: [i]")
    assert r.exit_code == 3 and "1 axis" in r.output and "[3, 4]" in r.output
    with pytest.raises(ArgumentError, match=r"B .*\[12\].*\[2, 8\].*\[3, 4\]"):
        verirw.check(verirw.parse(LAID_BEFORE), verirw.parse(LAID_AFTER),
                     layouts={"A": a.split("=", 1)[1], "B": "lambda i: [i // 8, i % 8]"})


def test_check_batch_takes_layouts_and_reports_an_invalid_pair_in_one_line(tmp_path):
    import json
    good = {"A": "lambda i: [i // 4, i % 4]", "B": "lambda i: [i // 4, i % 4]"}
    records = [{"name": "same", "before": LAID_BEFORE, "after": LAID_BEFORE},
               {"name": "laid", "before": LAID_BEFORE, "after": LAID_AFTER, "layouts": good},
               {"name": "misfit", "before": LAID_BEFORE, "after": LAID_AFTER,
                "layouts": {**good, "B": "lambda i: [i // 8, i % 8]"}},
               {"name": "unrelated", "before": LAID_BEFORE, "after": LAID_AFTER}]
    path = tmp_path / "pairs.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    r = invoke("check-batch", path, "--json", "--out", tmp_path / "failures")
    assert r.exit_code == 3, r.output
    obj = json.loads(r.stdout)
    assert obj["reason"].startswith("4 programs in 4 shards") and obj["programs"] == 4
    assert (obj["proven"], obj["invalid"], obj["failed_shards"]) == (2, 2, [])
    rows = {p["label"]: p for p in obj["pairs"]}
    assert rows["laid"]["status"] == "proven"
    for label in ("misfit", "unrelated"):
        assert rows[label]["status"] == "invalid"
        assert "\n" not in rows[label]["reason"] and "Traceback" not in rows[label]["reason"]
    assert "[2, 8]" in rows["misfit"]["reason"] and "[3, 4]" in rows["misfit"]["reason"]
    # --layout gives every pair the layouts
    path.write_text(json.dumps(records[3]) + "\n")
    r = invoke("check-batch", path, "--out", tmp_path / "failures",
               *(x for k, v in good.items() for x in ("--layout", f"{k}={v}")))
    assert r.exit_code == 0, r.output
    assert "unrelated: proven" in r.stdout and "1 program in 1 shard," in r.stdout


def test_a_campaign_counts_the_programs_of_failed_shards(tmp_path):
    from verirw.campaign import run_shards
    from verirw.campaign.executors import LocalExecutor
    from verirw.campaign.shards import FaultShard, PairShard
    shards = [PairShard("same", LAID_BEFORE, LAID_BEFORE, str(tmp_path)), FaultShard("bug", "raise")]
    summary = run_shards("bug", shards, LocalExecutor(1))
    assert summary.programs == 2 and summary.answered == 1
    assert summary.line().startswith("2 programs in 2 shards")
    assert "1 shard FAILED (1 unanswered)" in summary.line()
