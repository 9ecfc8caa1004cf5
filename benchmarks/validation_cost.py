"""What safe-by-default costs: ``verirw.simplify`` with validation (the default) and without
(``validate=False``) on the RFC examples of tests/conformance/examples.

    python benchmarks/validation_cost.py [--repeats 3] [--only rfc0077] [--passes all]

Per example, the median wall clock of --repeats runs of each mode (isolated engine, as users
call it; one warm-up call first) and their ratio; then the examples where validation returned
the input unchanged, and why. An example that simplify does not change needs no check (the
result is the input). Totals: the sum of the medians of each mode and the median ratio over the
examples that changed.

Measured 2026-11-24 (2 shared cores, other jobs running: single ratios are noisy; an example
that nothing changed runs no check, so its ratio is noise alone), --repeats 3, 91 parsed
examples, none returned unchanged by validation:

  engine (default)   18 changed, all proven; sum of medians 44.2 s -> 68.9 s (x1.56);
                     median ratio over the changed x1.93, max x9.1 (L2073: 0.5 s -> 4.7 s)
  --passes all       47 changed, all proven; sum of medians 225.5 s -> 269.8 s (x1.20);
                     median ratio over the changed x1.27, max x7.4 (L2670: 0.3 s -> 2.3 s)
"""

from __future__ import annotations

import argparse
import statistics
import time
import warnings
from pathlib import Path

import verirw

EXAMPLES = Path(__file__).resolve().parent.parent / "tests" / "conformance" / "examples"


def certificates(result) -> list:
    return getattr(result, "certificates", [result.certificate])


def timed(func, repeats: int, **kwargs):
    """(median seconds, last result) of ``verirw.simplify(func, **kwargs)``."""
    times, result = [], None
    for _ in range(repeats):
        t = time.perf_counter()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")          # a refutation is counted below
            result = verirw.simplify(func, **kwargs)
        times.append(time.perf_counter() - t)
    return statistics.median(times), result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--only", default="", help="only examples whose file name contains this")
    ap.add_argument("--passes", default=None, help="as verirw.simplify(passes=...), e.g. all")
    ap.add_argument("--timeout", type=float, default=60.0, help="validate_timeout_s")
    args = ap.parse_args()
    paths = sorted(p for p in EXAMPLES.glob("*.py") if args.only in p.name)
    verirw.simplify(verirw.parse("@T.prim_func\ndef f(A: T.Buffer((4,), 'int32')):\n"
                                 "    A[0] = 0 + 1\n"), validate=False)             # warm-up
    print(f"{'example':<52} {'unvalidated':>11} {'validated':>10} {'ratio':>6}  verdict")
    rows, unchanged, skipped = [], [], []
    for path in paths:
        try:
            func = verirw.parse(path.read_text())
        except verirw.VerirwError:
            skipped.append(path.stem)      # the RFC's own mistakes (tests/test_conformance.py)
            continue
        without, _ = timed(func, args.repeats, passes=args.passes, validate=False)
        with_, result = timed(func, args.repeats, passes=args.passes,
                              validate_timeout_s=args.timeout)
        certs = certificates(result)
        reverted = [c.reverted for c in certs if c.reverted]
        verdict = ("returned the input" if reverted else
                   "changed, proven" if result.changed else "nothing changed")
        ratio = with_ / without if without > 0 else float("nan")
        rows.append((path.stem, without, with_, ratio, result.changed or bool(reverted)))
        if reverted:
            unchanged.append((path.stem, reverted))
        print(f"{path.stem[:52]:<52} {without * 1000:>9.0f}ms {with_ * 1000:>8.0f}ms "
              f"{ratio:>6.2f}  {verdict}", flush=True)
    changed = [r for r in rows if r[4]]
    total_without = sum(r[1] for r in rows)
    total_with = sum(r[2] for r in rows)
    print(f"\n{len(rows)} examples ({len(changed)} changed by simplify, {len(unchanged)} returned "
          f"unchanged by validation, {len(skipped)} not parsed); repeats {args.repeats}, "
          f"passes {args.passes or 'simplify'}")
    print(f"sum of medians: unvalidated {total_without:.1f} s, validated {total_with:.1f} s, "
          f"ratio {total_with / total_without:.2f}")
    if changed:
        print(f"median ratio over the changed examples: "
              f"{statistics.median(r[3] for r in changed):.2f} "
              f"(max {max(r[3] for r in changed):.2f})")
    for name, reasons in unchanged:
        for reason in reasons:
            print(f"returned unchanged: {name}: {reason}")


if __name__ == "__main__":
    main()
