"""How long IndexMap's facts take, and how much of it is ISL (verirw.sets) versus z3.

    python benchmarks/index_maps.py [--repeats 5]

For each map (RFC 0039/0077's and issue 22's): ``isl`` is the raw ISL work (build the map,
injectivity, the inverse as lexmin, the image); then each certified IndexMap operation on a
fresh map, in the order a pass asks them — injectivity, transformed shape, inverse, padding
predicate, every answer proven by z3 — and their total; and the inverse found. Medians of
--repeats runs, in ms, after one warm-up.
"""

from __future__ import annotations

import argparse
import statistics
import time

from verirw import IndexMap, ir, sets
from verirw.dtypes import INT32

N = ir.Var("n", INT32)
MAPS = [
    ("lambda i: [i // 4, i % 4]", (14,)),
    ("lambda i: [(i + 2) // 8, (i + 2) % 8]", (16,)),
    ("lambda n, h, w, c: [n, c // 4, h, w, c % 4]", (16, 64, 64, 128)),
    ("lambda i, j: [(i * 5 + j) // 4, (i * 5 + j) % 4]", (3, 5)),
    ("lambda i: [(i + 3) // 8, i % 8]", (22,)),
    ("lambda i, j: [(5*i + j) % 4, (5*i + j) // 4]", (3, 5)),
    ("lambda i: [(i + 1) // 4, i % 4]", (10,)),
    ("lambda i: [(7 * i) % 16]", (16,)),
    ("lambda i: [i // 4, i % 4]", (N,)),
    ("lambda i: [(i + 3) // 8, i % 8]", (N,)),
]


def isl_only(text, shape):
    m = IndexMap.from_text(text)
    b = m.bind(len(shape))
    q = sets.quasi_affine_map(b.initial, b.final, shape)
    q.is_injective()
    q.inverse()
    return q.image


OPERATIONS = ("is_injective", "transformed_shape", "inverse", "padding_predicate")


def facts(text, shape) -> tuple[dict, str]:
    """Milliseconds of each operation on a fresh map (each after the ones before it)."""
    m = IndexMap.from_text(text)
    out = {}
    for op in OPERATIONS:
        start = time.perf_counter()
        got = getattr(m, op)(shape)
        out[op] = (time.perf_counter() - start) * 1000
    return out, got and m.inverse(shape).text


def median_ms(fn, repeats):
    fn()
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()
    print(f"{'map':46} {'shape':18} {'isl':>5} {'inj':>5} {'shape':>5} {'inv':>5} {'pad':>5} "
          f"{'total':>6}  inverse (ms)")
    per_op = {op: [] for op in OPERATIONS}
    for text, shape in MAPS:
        shown = "[" + ", ".join(str(d) if isinstance(d, int) else d.name for d in shape) + "]"
        isl_ms = median_ms(lambda: isl_only(text, shape), args.repeats)
        facts(text, shape)                                   # warm-up
        runs = [facts(text, shape) for _ in range(args.repeats)]
        ms = {op: statistics.median(r[0][op] for r in runs) for op in OPERATIONS}
        for op in OPERATIONS:
            per_op[op].append(ms[op])
        inv = runs[0][1]
        inv = inv if len(inv) <= 40 else inv[:37] + "..."
        cols = " ".join(f"{ms[op]:5.1f}" for op in OPERATIONS)
        print(f"{text:46} {shown:18} {isl_ms:5.1f} {cols} {sum(ms.values()):6.1f}  {inv}")
    print("median per operation over the maps: " + ", ".join(
        f"{op} {statistics.median(v):.1f} ms" for op, v in per_op.items()))


if __name__ == "__main__":
    main()
