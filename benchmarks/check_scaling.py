"""How `verirw check` scales with the number of executed stores.

    python benchmarks/check_scaling.py [N ...]      (default: 16 256 4096 65536)

Before: `B[i] = 2 * A[i] + 1` over N elements. After: the same computation over the layout
`i -> [i // 64, i % 64]` with the loop split to match (a valid step, proven), and a copy with
an off-by-one in the last row (refuted). Prints the median of 3 runs of each verdict (one run
from 16384 stores up: they take minutes).
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


def main(sizes):
    print(f"{'stores':>8} {'proven (s)':>11} {'refuted (s)':>12} {'stmts/s (symbolic)':>19}")
    for n in sizes:
        before, after, broken, layout = programs(n)
        repeats = 3 if n < 16384 else 1
        t_ok, ok = timed(lambda: check(before, after, layouts=layout, timeout_s=3600,
                                       max_statements=10_000_000), repeats)
        t_bad, bad = timed(lambda: check(before, broken, layouts=layout, timeout_s=3600,
                                         max_statements=10_000_000), repeats)
        assert ok.status == "proven" and bad.status == "refuted", (ok, bad)
        print(f"{n:>8} {t_ok:>11.2f} {t_bad:>12.2f} {ok.statements / t_ok:>19,.0f}")
    before, after, _, layout = programs(4096)
    start = time.perf_counter()
    over = check(before, after, layouts=layout, max_statements=5000)
    print(f"past the budget (4096 stores, --max-statements 5000): {over.status} after "
          f"{time.perf_counter() - start:.2f} s: {over.reason}")


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [16, 256, 4096, 65536])
