"""Ray's throughput against the local pool's on the same campaign (issue 36: at least 0.7x from
200 programs up), as a user runs it: `verirw fuzz --passes PROP --examples N --seed S
--workers W --executor local|ray`, each a fresh command (Python start, imports, Ray start and
stop included), local and Ray back to back, repeated; medians.

    python benchmarks/ray_vs_local.py [--examples 200,400] [--properties check,layout]
                                      [--repeats 3] [--workers 2] [--seed 7]

Throughput is programs per wall second of the command; the summary's own ``seconds`` (the
campaign inside the command: the executor's start and stop included, the interpreter and
imports not) and the shards' seconds on their workers (from the ``--resume`` file: the speed
of the work itself, start-up excluded) are compared too. The machine may be loaded by other work: the runs of the two
executors alternate so that both see the same load, and every pair must give the same
verdict counts and failures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def run(prop: str, examples: int, seed: int, workers: int, executor: str, out: str,
        pythonpath: str | None = None) -> tuple[float, dict, float]:
    """(wall seconds, the command's JSON, the shards' seconds on their workers summed)."""
    results = Path(out) / f"results-{executor}-{time.monotonic_ns()}.jsonl"
    cmd = [sys.executable, "-m", "verirw", "fuzz", "--passes", prop, "--examples",
           str(examples), "--seed", str(seed), "--workers", str(workers), "--executor",
           executor, "--out", out, "--json", "--resume", str(results)]
    env = dict(os.environ)
    if pythonpath:
        env["PYTHONPATH"] = pythonpath
    start = time.monotonic()
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=3600, env=env)
    wall = time.monotonic() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(cmd)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    lines = results.read_text().splitlines()[1:]          # after the header
    work = sum(json.loads(line)["seconds"] for line in lines)
    return wall, json.loads(done.stdout), work


def answer(obj: dict) -> tuple:
    """What must not depend on the executor."""
    return (obj["programs"], obj["proven"], obj["refuted"], obj["unknown"], obj["mismatches"],
            tuple(sorted((f["shard"], f["report"]) for f in obj["failures"])))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--examples", default="200,400")
    ap.add_argument("--properties", default="check,layout")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--baseline", metavar="PYTHONPATH", default=None,
                    help="also run Ray with verirw from this path (another checkout: before "
                         "and after a change, under the same load)")
    args = ap.parse_args()
    out = tempfile.mkdtemp(prefix="verirw-ray-vs-local-")
    contenders = [("local", "local", None), ("ray", "ray", None)]
    if args.baseline:
        contenders.append(("ray@base", "ray", args.baseline))
    names = [c[0] for c in contenders]
    rows = []
    for prop in args.properties.split(","):
        for examples in map(int, args.examples.split(",")):
            walls: dict[str, list[float]] = {n: [] for n in names}
            inner: dict[str, list[float]] = {n: [] for n in names}
            work: dict[str, list[float]] = {n: [] for n in names}
            same = True
            for k in range(args.repeats):
                answers = {}
                # the order rotates, so that none always runs first (or after the other's
                # leftovers: the page cache, a Ray daemon still exiting)
                for name, executor, path in contenders[k % 3:] + contenders[:k % 3]:
                    wall, obj, busy = run(prop, examples, args.seed, args.workers, executor,
                                          out, path)
                    walls[name].append(wall)
                    inner[name].append(obj["seconds"])
                    work[name].append(busy)
                    answers[name] = answer(obj)
                    print(f"  {prop} {examples} {name:<8} wall {wall:6.2f} s, campaign "
                          f"{obj['seconds']:6.2f} s, shards {busy:6.2f} worker-s", flush=True)
                same &= len(set(answers.values())) == 1
            for name in names[1:]:
                med = {key: (statistics.median(v["local"]), statistics.median(v[name]))
                       for key, v in (("wall", walls), ("campaign", inner), ("work", work))}
                pairs = sorted(lo / ra for lo, ra in zip(walls["local"], walls[name]))
                rows.append((prop, examples, name, examples / med["wall"][0],
                             examples / med["wall"][1],
                             *(lo / ra for lo, ra in med.values()), pairs, same))
    print(f"# `verirw fuzz --seed {args.seed} --workers {args.workers}`, medians of "
          f"{args.repeats} back-to-back runs; ratio = Ray's programs/s over the local pool's")
    print(f"{'property':<9} {'programs':>8} {'executor':<9} {'local/s':>8} {'ray/s':>7} "
          f"{'ratio':>6} {'campaign':>9} {'work':>5}  {'per-run ratios':<22} same answer")
    for prop, n, name, lr, rr, ratio, inner_ratio, work_ratio, pairs, same in rows:
        print(f"{prop:<9} {n:>8} {name:<9} {lr:>8.1f} {rr:>7.1f} {ratio:>6.2f} "
              f"{inner_ratio:>9.2f} {work_ratio:>5.2f}  "
              f"{' '.join(f'{p:.2f}' for p in pairs):<22} {same}")
    print("ratio: the command's wall time; campaign: the summary's seconds (executor start and "
          "stop included); work: the shards' seconds on their workers (per-core speed)")


if __name__ == "__main__":
    main()
