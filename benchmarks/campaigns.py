"""The campaign cost model, measured on this machine: fuzz programs per second per core for each
property on the local pool and on Ray (Ray's overhead), Ray's start-up cost, memory per
worker, and the extrapolation to 10^6 programs at N nodes (docs/campaigns.md).

    python benchmarks/campaigns.py [--examples 50] [--workers 2] [--properties roundtrip,check]

Rates are per core-second on the worker (``Outcome.seconds``: what a node adds per core) and
per wall second of the whole campaign (what a user waits, start-up and dispatch included).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time

from verirw.campaign import make_executor, run_shards
from verirw.campaign.shards import fuzz_shards
from verirw.testing.fuzz import ALL_PROPERTIES

MIB = 1 << 20


def campaign(executor, names, examples: int, seed: int, out: str):
    shards = fuzz_shards(names, examples=examples, seed=seed, max_depth=3, out=out)
    return run_shards("fuzz", shards, executor)


def per_property(summary) -> dict[str, tuple[int, float]]:
    """property -> (programs, worker seconds)."""
    out: dict[str, list] = {}
    for o in summary.outcomes:
        prop = o.key.split("/")[2]
        row = out.setdefault(prop, [0, 0.0])
        row[0] += o.result.programs
        row[1] += o.seconds
    return {k: (n, s) for k, (n, s) in out.items()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--examples", type=int, default=50, help="programs per property")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--properties", default=",".join(ALL_PROPERTIES))
    args = ap.parse_args()
    names = [p for p in args.properties.split(",") if p]
    out = tempfile.mkdtemp(prefix="verirw-bench-")

    # the disk cache warmed first (the first run on a machine also pays for reading the
    # libraries from disk), so that neither executor is measured cold
    campaign(make_executor("local", args.workers), names, 2, args.seed + 1, out)
    # local pool: spawn + warm-up included in the wall time, as a user sees it
    t = time.monotonic()
    local = campaign(make_executor("local", args.workers), names, args.examples, args.seed, out)
    local_wall = time.monotonic() - t

    from verirw.campaign.ray_executor import actor_rss, connect, disconnect
    t = time.monotonic()
    connect(None, args.workers)
    ray_init = time.monotonic() - t
    t = time.monotonic()
    warm = actor_rss(1)                       # one actor started and its worker imported
    first_actor = time.monotonic() - t
    t = time.monotonic()
    on_ray = campaign(make_executor("ray", args.workers), names, args.examples, args.seed, out)
    ray_wall = time.monotonic() - t
    disconnect()

    same = ([(o.key, o.result.verdicts, o.result.failures) for o in local.outcomes]
            == [(o.key, o.result.verdicts, o.result.failures) for o in on_ray.outcomes])
    print(f"# {args.examples} programs per property, {args.workers} workers, seed {args.seed}")
    print(f"ray start: ray.init {ray_init:.1f} s, first actor ready {first_actor:.1f} s")
    print(f"same verdicts and failures on local and Ray: {same}")
    print(f"{'property':<10} {'local/core-s':>13} {'ray/core-s':>11} {'overhead':>9}")
    lp, rp = per_property(local), per_property(on_ray)
    for prop in names:
        (n, ls), (_, rs) = lp[prop], rp[prop]
        print(f"{prop:<10} {n / ls:>13.1f} {n / rs:>11.1f} {rs / ls - 1:>8.0%}")
    n = local.programs
    print(f"whole campaign, wall: local {n / local_wall:.1f} programs/s ({local_wall:.1f} s), "
          f"ray {n / ray_wall:.1f} programs/s ({ray_wall:.1f} s, Ray start not included)")
    rss = [o.rss for o in local.outcomes] + [o.rss for o in on_ray.outcomes]
    print(f"memory per worker: {warm[0] / MIB:.0f} MiB warm and idle (a Ray actor), "
          f"median {statistics.median(rss) / MIB:.0f} MiB, max {max(rss) / MIB:.0f} MiB "
          f"after a shard")
    core_rate = n / sum(o.seconds for o in on_ray.outcomes)
    print(f"mixed rate: {core_rate:.1f} programs per core-second on Ray")
    for nodes, cores in ((1, 2), (1, 16), (10, 16), (100, 16)):
        minutes = 1e6 / (core_rate * nodes * cores) / 60
        print(f"10^6 programs (this mix) on {nodes} node(s) x {cores} cores: "
              f"{minutes / 60:.2f} h ({minutes:.0f} min) at the measured per-core rate")


if __name__ == "__main__":
    main()
