"""Campaigns on the local pool and on a real local Ray give the same answer; a worker that dies
or hangs loses no shard; a stopped campaign resumes from its results file.

One Ray (2 CPUs) is started for the module and shut down after it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from verirw.campaign import ShardBudget, make_executor, run_shards
from verirw.campaign.executors import LocalExecutor
from verirw.campaign.shards import FaultShard, PairShard, fuzz_shards, rule_shards
from verirw.egraph.library import load_library, qualified_name

ray = pytest.importorskip("ray")        # `make test` installs it (verirw[ray])

VERIRW = [sys.executable, "-m", "verirw"]

_FUNC = '''@T.prim_func
def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32")):
    for i in T.serial(4):
        B[i] = {body}
'''
#: (name, before, after): three refinements and one refuted pair
PAIRS = [
    ("commute", _FUNC.format(body="A[i] + 1"), _FUNC.format(body="1 + A[i]")),
    ("double", _FUNC.format(body="A[i] * 2"), _FUNC.format(body="A[i] + A[i]")),
    ("wrong", _FUNC.format(body="A[i] + 1"), _FUNC.format(body="A[i] + 2")),
    ("zero", _FUNC.format(body="A[i] - 0"), _FUNC.format(body="A[i]")),
]
RULES = ["arith/add-zero", "arith/mul-one", "arith/sub-zero"]


@pytest.fixture(scope="module")
def cluster():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             object_store_memory=100 << 20)
    yield ray.get_runtime_context().gcs_address
    ray.shutdown()


def _campaign(out: Path) -> list:
    """Fuzz (two properties, three shards), three rules, four pairs: one campaign."""
    return (fuzz_shards(["roundtrip"], examples=60, seed=4, max_depth=3, out=out)
            + fuzz_shards(["check"], examples=20, seed=4, max_depth=3, out=out)
            + rule_shards([r for r in load_library() if qualified_name(r) in RULES],
                          timeout_ms=20_000, out=out)
            + [PairShard(n, b, a, str(out)) for n, b, a in PAIRS])


def _comparable(summary) -> dict:
    """The summary without what may differ between executors (time, executor, workers), with
    each shard's verdicts and findings."""
    obj = summary.to_json()
    for key in ("seconds", "executor", "workers"):
        obj.pop(key)
    obj["shards"] = [(o.key, o.status, o.result.programs, o.result.verdicts, o.result.failures)
                     for o in summary.outcomes]
    return obj


@pytest.fixture(scope="module")
def local_summary(tmp_path_factory):
    out = tmp_path_factory.mktemp("campaign")
    return run_shards("mixed", _campaign(out), LocalExecutor(1)), out


def test_ray_and_the_local_pool_give_the_same_summary(cluster, local_summary):
    local, out = local_summary
    on_ray = run_shards("mixed", _campaign(out), make_executor("ray", 2))
    assert on_ray.executor == "ray"
    assert on_ray.workers == 2
    assert _comparable(on_ray) == _comparable(local)
    # and the campaign tested something: programs ran, every kind of verdict came up
    assert local.programs == 60 + 20 + 3 + 4
    assert local.count("proven") > 0
    assert local.count("refuted") > 0
    assert [f.shard.split("/")[1] for f in local.failures] == ["wrong"]
    assert Path(local.failures[0].reproducer).exists()
    assert local.failed_shards == []


def test_a_worker_killed_mid_campaign_loses_no_shard(cluster, tmp_path):
    marker = tmp_path / "killed-once"
    inner = PairShard(*PAIRS[0][:3], str(tmp_path))
    shards = ([PairShard(n, b, a, str(tmp_path)) for n, b, a in PAIRS[1:]]
              + [FaultShard("exit", "exit-once", str(marker), inner)])
    summary = run_shards("fault", shards, make_executor("ray", 2))
    assert marker.exists()                      # the actor really died once
    assert [o.status for o in summary.outcomes] == ["done"] * len(shards)
    fault = summary.outcomes[-1]
    assert fault.attempts == 2
    assert fault.result.verdicts == (("pair: proven", 1),)
    assert summary.programs == 4
    assert summary.count("refuted") == 1


# A hung shard is found by what it does, not by a race with the clock: it uses no CPU (its
# worker idle for ``idle_s``), while the shard beside it has a CPU budget it cannot run out of
# however loaded the machine is (a wall budget of 1.5 s killed it beside two CPU hogs: the
# load rehearsal's failure).
HANG_BUDGET = ShardBudget(time_s=120.0, idle_s=1.0)


def test_a_hung_shard_is_killed_retried_once_and_reported_by_name(cluster, tmp_path):
    shards = [PairShard(*PAIRS[0][:3], str(tmp_path)), FaultShard("stuck", "hang")]
    summary = run_shards("hang", shards, make_executor("ray", 2), budget=HANG_BUDGET)
    done, hung = summary.outcomes
    assert done.status == "done"
    assert done.result.count("proven") == 1
    assert hung.status == "failed"
    assert hung.attempts == 2
    assert "time budget" in hung.reason and "hung" in hung.reason
    assert summary.exit_code().name == "UNKNOWN"       # never a verdict


def test_the_local_pool_retries_a_dead_worker_too(tmp_path):
    marker = tmp_path / "killed-once"
    shards = [FaultShard("exit", "exit-once", str(marker), PairShard(*PAIRS[2][:3], str(tmp_path)))]
    summary = run_shards("fault", shards, LocalExecutor(1))
    assert marker.exists()
    assert summary.outcomes[0].attempts == 2
    assert summary.count("refuted") == 1


def test_the_local_pool_kills_a_hung_shard_past_its_budget(tmp_path):
    shards = [FaultShard("stuck", "hang"), PairShard(*PAIRS[2][:3], str(tmp_path))]
    summary = run_shards("hang", shards, LocalExecutor(1), budget=HANG_BUDGET)
    hung, done = summary.outcomes
    assert hung.status == "failed"
    assert hung.attempts == 2
    assert "time budget" in hung.reason and "hung" in hung.reason
    assert done.result.count("refuted") == 1
    assert summary.exit_code().name == "REFUTED"       # the finding outranks the failed shard


def test_a_busy_shard_is_stopped_by_its_cpu_budget():
    """A shard that never ends but keeps working is stopped by CPU time, which load does not
    shorten or lengthen: after 1 s of CPU (whatever the wall clock says), not as hung. (Both
    executors run shards through the same ``Runner``.)"""
    budget = ShardBudget(time_s=1.0, idle_s=60.0)
    summary = run_shards("spin", [FaultShard("busy", "spin")], LocalExecutor(1), budget=budget)
    (spun,) = summary.outcomes
    assert spun.status == "failed" and spun.attempts == 2
    assert "of CPU exhausted" in spun.reason and "hung" not in spun.reason, spun.reason


def test_a_shard_that_raises_is_an_internal_error_not_a_verdict(tmp_path):
    shards = [PairShard(*PAIRS[0][:3], str(tmp_path)), FaultShard("bug", "raise")]
    summary = run_shards("bug", shards, LocalExecutor(1))
    done, bug = summary.outcomes
    assert done.result.count("proven") == 1
    assert bug.status == "error"
    assert bug.attempts == 1                           # a bug is not retried
    assert "planted bug in shard bug" in bug.reason
    assert summary.exit_code().name == "INTERNAL"


def test_a_stopped_campaign_resumes_from_its_results_file(tmp_path):
    shards = [PairShard(n, b, a, str(tmp_path)) for n, b, a in PAIRS]
    results = tmp_path / "results.jsonl"
    first = run_shards("check-batch", shards, LocalExecutor(2), resume=results)
    lines = results.read_text().splitlines()
    assert len(lines) == 1 + len(shards)                # header and one line per shard
    # stopped after two shards, the third line cut short by the kill
    results.write_text("\n".join(lines[:3]) + "\n" + lines[3][:25])
    again = run_shards("check-batch", shards, LocalExecutor(2), resume=results)
    assert again.resumed == 2
    assert _comparable(again) | {"resumed": 0} == _comparable(first)
    # everything done now: nothing runs, the same summary
    third = run_shards("check-batch", shards, LocalExecutor(2), resume=results)
    assert third.resumed == len(shards)
    assert _comparable(third)["shards"] == _comparable(first)["shards"]
    with pytest.raises(ValueError, match="another campaign"):
        run_shards("check-batch", shards[:2], LocalExecutor(1), resume=results)


def _pairs_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "pairs"
    folder.mkdir()
    for name, before, after in PAIRS:
        (folder / f"{name}.before.py").write_text(before)
        (folder / f"{name}.after.py").write_text(after)
    return folder


KEYS = {"programs", "jobs", "proven", "refuted", "unknown", "mismatches", "failures",
        "seconds", "executor", "workers"}


def _cli(*args, cwd) -> tuple[int, dict]:
    done = subprocess.run([*VERIRW, *map(str, args)], capture_output=True, text=True, cwd=cwd,
                          timeout=300)
    return done.returncode, json.loads(done.stdout)


def test_check_batch_cli_on_ray_at_an_address_refuted_is_exit_1(cluster, tmp_path):
    code, obj = _cli("check-batch", _pairs_dir(tmp_path), "--executor", "ray", "--address",
                     cluster, "--json", cwd=tmp_path)
    assert code == 1
    assert obj["status"] == "refuted"
    assert set(obj) >= KEYS
    assert (obj["programs"], obj["proven"], obj["refuted"], obj["unknown"]) == (4, 3, 1, 0)
    assert obj["executor"] == "ray"
    assert obj["workers"] == 2
    [failure] = obj["failures"]
    assert Path(failure["reproducer"]).exists()
    assert "wrong" in failure["report"]
    assert [p["label"] for p in obj["pairs"]] == ["commute", "double", "wrong", "zero"]


def test_check_batch_cli_jsonl_all_proven_is_exit_0(tmp_path):
    path = tmp_path / "pairs.jsonl"
    path.write_text("".join(json.dumps({"name": n, "before": b, "after": a}) + "\n"
                            for n, b, a in PAIRS if n != "wrong"))
    code, obj = _cli("check-batch", path, "--json", "--workers", "2", cwd=tmp_path)
    assert code == 0
    assert obj["proven"] == 3
    assert obj["failures"] == []
    assert set(obj) >= KEYS
    assert obj["executor"] == "local"


def test_fuzz_and_prove_cli_share_the_campaign_keys(tmp_path):
    code, fuzzed = _cli("fuzz", "--passes", "roundtrip", "--examples", "12", "--json",
                        "--resume", tmp_path / "fuzz.jsonl", cwd=tmp_path)
    assert code == 0
    assert set(fuzzed) >= KEYS
    assert fuzzed["programs"] == 12
    assert (tmp_path / "fuzz.jsonl").read_text().count("\n") == 2
    code, proved = _cli("prove", "--rule", RULES[0], "--workers", "1", "--json", cwd=tmp_path)
    assert code == 0
    assert set(proved) >= KEYS
    assert (proved["programs"], proved["proven"], proved["jobs"]) == (1, 1, 1)


_OWN_RAY = r'''
import json, sys, time
from verirw.budget import _children
from verirw.campaign import make_executor, run_shards, ray_executor
from verirw.campaign.shards import fuzz_shards

seen = {}
stop = ray_executor.disconnect


def disconnect():
    """Note the processes of the Ray this campaign started (its head's and their children:
    the raylet's agents and workers) before they are stopped."""
    head = ray_executor._head
    if head is not None:
        todo = [p.process.pid for ps in head.all_processes.values() for p in ps]
        while todo:
            pid = todo.pop()
            seen[pid] = True
            todo += _children(pid)
    stop()


def running(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


if __name__ == "__main__":
    ray_executor.disconnect = disconnect
    summary = run_shards("fuzz", fuzz_shards(["roundtrip"], examples=20, seed=4, max_depth=3,
                                             out=sys.argv[1]), make_executor("ray", 2))
    deadline = time.monotonic() + 10
    while any(map(running, seen)) and time.monotonic() < deadline:
        time.sleep(0.1)
    print(json.dumps({"verdicts": [o.result.verdicts for o in summary.outcomes],
                      "workers": summary.workers, "processes": len(seen),
                      "running": [p for p in seen if running(p)]}))
'''


def test_a_campaign_starts_its_own_ray_and_stops_all_of_it(tmp_path):
    """Without a Ray to join, the executor starts a local one (``ray_executor._start_local``:
    no dashboard server, autoscaler monitor or log monitor) and stops every process of it."""
    script = tmp_path / "own_ray.py"
    script.write_text(_OWN_RAY)
    done = subprocess.run([sys.executable, str(script), str(tmp_path)], capture_output=True,
                          text=True, timeout=300, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    obj = json.loads(done.stdout.splitlines()[-1])
    assert obj["processes"] >= 5, "no lean head: did Ray's internals change? (_start_local)"
    assert obj["running"] == []
    assert obj["workers"] == 2
    local = run_shards("fuzz", fuzz_shards(["roundtrip"], examples=20, seed=4, max_depth=3,
                                           out=tmp_path), LocalExecutor(1))
    assert obj["verdicts"] == [[list(v) for v in o.result.verdicts] for o in local.outcomes]
