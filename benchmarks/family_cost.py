"""What one rule family costs the engine, measured against the engine without it.

    python benchmarks/family_cost.py [--family tvm] [--repeat 7] [--sizes 10 100 1000]

For each program — every Simplify case of ``benchmarks/tvm_pass_corpus`` (its input, after
the case's schedule steps) and the ``engine_scaling.py`` programs of ``--sizes`` statements —
``simplify_func`` (the engine in this process: saturation, z3 side conditions, extraction; no
worker, no validation) runs with the default families and without ``--family``, the two in
turn ``--repeat`` times after one warm-up each (the loaded rule libraries are then shared, as in
a worker that has served a call). Per program: the median of with/without over the pairs, and
whether both give the same program. Printed: per program, then the median ratio over the
corpus and each size, and the programs whose result the family changes.

This is the engine's share of a pass call; the rest (the worker's round trip, the validation
by ``verirw.check`` of a result that is the same either way) does not depend on the family, so
a pass call's ratio lies between 1 and the engine's. Issue 38's budget: 10% on the pass call of
``vs_tvm_passes.py`` and on the 1,000-statement engine benchmark.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import engine_scaling  # noqa: E402 - the benchmarks folder is not a package
import vs_tvm_passes  # noqa: E402

import verirw  # noqa: E402
from verirw.egraph.library import FAMILIES  # noqa: E402
from verirw.passes.simplify import simplify_func  # noqa: E402


def pairs(func, families: tuple, without: tuple, repeat: int) -> tuple[float, bool]:
    """The median ratio (with / without) over ``repeat`` alternating pairs, and whether the
    two give the same program."""
    outs = {}
    for fams in (families, without):                      # warm-up: libraries loaded
        outs[fams] = simplify_func(func, families=fams).func
    ratios = []
    for k in range(repeat):
        timed = {}
        for fams in ((families, without) if k % 2 == 0 else (without, families)):
            start = time.perf_counter()
            simplify_func(func, families=fams)
            timed[fams] = time.perf_counter() - start
        ratios.append(timed[families] / timed[without])
    return statistics.median(ratios), outs[families] == outs[without]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--family", default="tvm")
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--sizes", type=int, nargs="*", default=[10, 100, 1000])
    args = ap.parse_args(argv)
    if args.family not in FAMILIES:
        ap.error(f"{args.family} is not a default family ({', '.join(FAMILIES)})")
    without = tuple(f for f in FAMILIES if f != args.family)
    programs = []
    for case in vs_tvm_passes.corpus():
        if "simplify" in case.verirw_passes:
            func = verirw.parse(case.text, filename=case.path.name)
            programs.append(("corpus", case.name, vs_tvm_passes._verirw_schedule(case, func)))
    for size in args.sizes:
        programs.append((f"{size} statements", f"engine_scaling {size}",
                         verirw.parse(engine_scaling.program_text(size)[0])))
    groups: dict[str, list[float]] = {}
    changed = []
    print(f"{'program':44s} {'with/without':>12s}  same result")
    for group, name, func in programs:
        ratio, same = pairs(func, FAMILIES, without, args.repeat)
        groups.setdefault(group, []).append(ratio)
        if not same:
            changed.append(name)
        print(f"{name:44s} {ratio:12.3f}  {'yes' if same else 'no'}", flush=True)
    print(f"\nthe engine with family {args.family!r} against without it, median of "
          f"{args.repeat} alternating pairs per program:")
    for group, ratios in groups.items():
        print(f"  {group}: median ratio {statistics.median(ratios):.3f} over {len(ratios)} "
              f"program(s)")
    print(f"  programs whose result the family changes ({len(changed)}): {', '.join(changed)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
