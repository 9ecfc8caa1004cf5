"""How long each statement pass takes: on the RFC 0077 examples it was written for, and on
generated programs of growing size.

    python benchmarks/passes.py [--sizes 4 16 64] [--repeats 5]

Every figure is the median of --repeats runs in this process, after one warm-up call per pass
(which loads z3 and, for remove_no_op's clean-up, the rule library). Columns:

  ms         median wall clock of the pass
  /parse     that time / the time to parse the same TVMScript text (median of 5 parses), a
             reference measured in the same process
  z3         the pass's z3 obligations (proven/total)
  changed    whether the pass changed the program (every result is also run against the input
             on random inputs, untimed: a benchmark of a wrong pass is worthless)

Generated programs (N = --sizes), over int32 buffers A, B of 16 * N elements:

  remove_no_op          N loops "for i: A[i + 16k] = k" each followed by a loop overwriting
                        the same range; every other one reads it in between (N/2 dead stores)
  merge_adjacent_loops  N element-wise loops over the same range (merge into one)
  hoist_expression      N loops "for i: if k < n: B[i + 16k] = A[i]" (invariant conditions)
  reduce_loop_extents   N loops "for i in 16*N: if 16k <= i < 16k + 16: ..." (narrowed)
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

import verirw
from verirw.passes import (hoist_expression, merge_adjacent_loops, reduce_loop_extents,
                           remove_no_op)
from verirw.testing.fuzz import differences

EXAMPLES = Path(__file__).resolve().parent.parent / "tests" / "conformance" / "examples"

PASSES = {
    "remove_no_op": remove_no_op,
    "merge_adjacent_loops": merge_adjacent_loops,
    "hoist_expression": hoist_expression,
    "reduce_loop_extents": reduce_loop_extents,
}

RFC = {
    "remove_no_op": [880, 1484],
    "merge_adjacent_loops": [1218, 1252, 1289],
    "hoist_expression": [1162],
    "reduce_loop_extents": [1170],
}


def _header(n: int, scalars: str = "") -> list[str]:
    return ["@T.prim_func",
            f'def f(A: T.Buffer(({16 * n},), "int32"), B: T.Buffer(({16 * n},), "int32"){scalars}):']


def generated(name: str, n: int) -> str:
    lines = _header(n, ", n: T.int32" if name == "hoist_expression" else "")
    for k in range(n):
        if name == "remove_no_op":
            lines += ["    for i in T.serial(16):", f"        A[i + {16 * k}] = {k}"]
            if k % 2:
                lines += ["    for i in T.serial(16):", f"        B[i + {16 * k}] = A[i + {16 * k}]"]
            lines += ["    for i in T.serial(16):", f"        A[i + {16 * k}] = B[i] + {k}"]
        elif name == "merge_adjacent_loops":
            lines += [f"    for i in T.serial({16 * n}):", f"        A[i] = A[i] + B[i] * {k}"]
        elif name == "hoist_expression":
            lines += ["    for i in T.serial(16):", f"        if {k} < n:",
                      f"            B[i + {16 * k}] = A[i]"]
        else:
            lines += [f"    for i in T.serial({16 * n}):",
                      f"        if {16 * k} <= i and i < {16 * k + 16}:",
                      f"            B[i] = A[i] + {k}"]
    return "\n".join(lines) + "\n"


def _median_ms(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000


def measure(name: str, text: str, label: str, repeats: int) -> str:
    func = verirw.parse(text)
    parse_ms = _median_ms(lambda: verirw.parse(text), 5)
    result = PASSES[name](func)
    ms = _median_ms(lambda: PASSES[name](func), repeats)
    scalars = {p.name: 3 for p in func.scalar_params} or None
    assert differences(func, result.func, scalars=scalars) is None, f"{name} on {label}"
    obligations = result.certificate.obligations
    proven = sum(o.status == "proven" for o in obligations)
    changed = "yes" if not (result.func == func) else "no"
    return (f"{name:22s} {label:22s} {ms:9.1f} {ms / parse_ms:8.1f} "
            f"{proven:>5d}/{len(obligations):<5d} {changed}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[4, 16, 64])
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()
    print(f"{'pass':22s} {'program':22s} {'ms':>9s} {'/parse':>8s} {'z3':>11s} changed")
    for name, fn in PASSES.items():
        fn(verirw.parse(generated(name, 1)))                 # warm-up
        for line in RFC[name]:
            (path,) = EXAMPLES.glob(f"rfc0077_L{line:04d}_*.py")
            print(measure(name, path.read_text(), f"RFC L{line}", args.repeats))
        for n in args.sizes:
            print(measure(name, generated(name, n), f"generated N={n}", args.repeats))


if __name__ == "__main__":
    main()
