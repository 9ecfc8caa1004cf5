"""How long IndexMap's facts take, and how much of it is ISL (verirw.sets) versus z3.

    python benchmarks/index_maps.py [--repeats 5]

For each map (RFC 0039/0077's and issue 22's): ``isl`` is the raw ISL work (build the map,
injectivity, the inverse as lexmin, the image), ``facts`` the certified IndexMap facts on a
fresh map (injectivity, transformed shape, inverse, padding predicate — every answer proven by
z3), and the inverse found. Medians of
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


def facts(text, shape):
    m = IndexMap.from_text(text)
    m.is_injective(shape)
    m.transformed_shape(shape)
    inv = m.inverse(shape)
    m.padding_predicate(shape)
    return inv.text


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
    print(f"{'map':46} {'shape':18} {'isl ms':>7} {'facts ms':>9}  inverse")
    for text, shape in MAPS:
        shown = "[" + ", ".join(str(d) if isinstance(d, int) else d.name for d in shape) + "]"
        isl_ms = median_ms(lambda: isl_only(text, shape), args.repeats)
        facts_ms = median_ms(lambda: facts(text, shape), args.repeats)
        inv = facts(text, shape)
        inv = inv if len(inv) <= 60 else inv[:57] + "..."
        print(f"{text:46} {shown:18} {isl_ms:7.1f} {facts_ms:9.1f}  {inv}")


if __name__ == "__main__":
    main()
