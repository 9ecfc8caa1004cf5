"""Interpreter speed: statements executed per second on a matmul-like 3-deep loop nest.

    C[i, j] = C[i, j] + A[i, k] * B[k, j]      for i, j, k in range(N)

for int32 (wrap-around after every operation) and float32 (rounding after every operation),
compared with a plain Python triple loop over flat lists doing the same arithmetic without
wrapping, rounding or counting (the floor any Python interpreter of this IR can hope for).
"Statements" are counted as ``RunResult.steps`` counts them: every loop iteration and every
store, so one innermost iteration is two statements.
Prints the median of several runs; run with ``python benchmarks/interp_speed.py [N]``.
"""

from __future__ import annotations

import statistics
import sys
import time

import numpy as np

from verirw import ir
from verirw.interp import run

REPEATS = 7


def matmul(n: int, dtype: str) -> ir.PrimFunc:
    a, b, c = (ir.make_buffer(name, (n, n), dtype) for name in "ABC")
    i, j, k = ir.Var("i"), ir.Var("j"), ir.Var("k")
    body = ir.BufferStore(c, c[i, j] + a[i, k] * b[k, j], (i, j))
    for var in (k, j, i):
        body = ir.For(var, ir.IntImm(0), ir.IntImm(n), "serial", body)
    return ir.PrimFunc("matmul", (a.data, b.data, c.data),
                       ((a.data, a), (b.data, b), (c.data, c)), body)


def plain_python(a: list, b: list, c: list, n: int) -> None:
    for i in range(n):
        for j in range(n):
            for k in range(n):
                c[i * n + j] = c[i * n + j] + a[i * n + k] * b[k * n + j]


def median_seconds(fn) -> float:
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def inputs(n: int, dtype: str) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(0)
    if dtype == "float32":
        make = lambda: rng.random((n, n), dtype=np.float32)  # noqa: E731
    else:
        make = lambda: rng.integers(-1000, 1000, (n, n), dtype=np.int32)  # noqa: E731
    return {"A": make(), "B": make(), "C": np.zeros((n, n), dtype=dtype)}


def main(n: int = 48) -> None:
    print(f"3-deep loop nest C[i, j] = C[i, j] + A[i, k] * B[k, j], N = {n} "
          f"(median of {REPEATS})")
    for dtype in ("int32", "float32"):
        func = matmul(n, dtype)
        args = inputs(n, dtype)
        steps = run(func, **args).steps   # also compiles once, outside the timing
        interp = median_seconds(lambda: run(func, **args))
        lists = {k: v.ravel().tolist() for k, v in args.items()}
        plain = median_seconds(lambda: plain_python(lists["A"], lists["B"],
                                                    list(lists["C"]), n))
        print(f"  {dtype:8s} interpreter {steps / interp / 1e6:6.2f} M statements/s "
              f"({interp * 1e3:7.1f} ms for {steps} statements); plain Python loop "
              f"{n ** 3 / plain / 1e6:6.2f} M iterations/s; interpreter time / plain loop time "
              f"{interp / plain:4.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 48)
