"""How `verirw check` scales with the number of executed stores, by both methods.

    python benchmarks/check_scaling.py [N ...]      (default: 16 256 4096 65536 1048576)

Before: `B[i] = 2 * A[i] + 1` over N elements. After: the same computation over the layout
`i -> [i // 64, i % 64]` with the loop split to match (a valid step, proven), and a copy with
an off-by-one in the last column (refuted, replayed in the interpreter). Loop summaries are
timed at every size; unrolling up to 4096 stores (it took 76 s at 65536). Medians of 3 runs.
"""

from __future__ import annotations

import statistics
import sys
import time

import verirw
from verirw.verify import check


def programs(n: int):
    rows = max(n // 64, 1)
    cols = min(n, 64)
    before = verirw.parse(f'''
@T.prim_func
def func(A: T.Buffer(({n},), "int32"), B: T.Buffer(({n},), "int32")):
    for i in T.serial({n}):
        B[i] = 2 * A[i] + 1
''')
    after = verirw.parse(f'''
@T.prim_func
def func(A: T.Buffer(({rows}, {cols}), "int32"), B: T.Buffer(({rows}, {cols}), "int32")):
    for io, ii in T.grid({rows}, {cols}):
        B[io, ii] = A[io, ii] * 2 + 1
''')
    broken = verirw.parse(f'''
@T.prim_func
def func(A: T.Buffer(({rows}, {cols}), "int32"), B: T.Buffer(({rows}, {cols}), "int32")):
    for io, ii in T.grid({rows}, {cols - 1}):
        B[io, ii] = A[io, ii] * 2 + 1
''')
    layout = {"A": f"lambda i: [i // {cols}, i % {cols}]", "B": f"lambda i: [i // {cols}, i % {cols}]"}
    return before, after, broken, layout


def timed(fn, repeats=3):
    times, result = [], None
    for _ in range(repeats):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def main(sizes, unroll_up_to=4096):
    print("method  stores  proven (s)  refuted (s)  (median of 3; unrolling: 1 run from 16384 up)")
    for method in ("summary", "unroll"):
        for n in sizes:
            if method == "unroll" and n > unroll_up_to:
                continue
            before, after, broken, layout = programs(n)
            repeats = 3 if method == "summary" or n < 16384 else 1
            opts = dict(layouts=layout, timeout_s=3600, max_statements=10_000_000, method=method)
            t_ok, ok = timed(lambda: check(before, after, **opts), repeats)
            t_bad, bad = timed(lambda: check(before, broken, **opts), repeats)
            assert ok.status == "proven" and bad.status == "refuted", (ok, bad)
            print(f"{method:<7} {n:>7} {t_ok:>11.3f} {t_bad:>12.3f}")
    before, after, _, layout = programs(65536)
    for method in ("unroll", "summary"):
        start = time.perf_counter()
        over = check(before, after, layouts=layout, max_statements=5000, method=method, timeout_s=0.05)
        print(f"past the budget ({method}, 65536 stores, --max-statements 5000 --timeout 0.05): "
              f"{over.status} after {time.perf_counter() - start:.2f} s: {over.reason}")


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:]]
    main(args or [16, 256, 4096, 65536, 1 << 20])
