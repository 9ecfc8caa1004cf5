"""Does the cost of verirw's passes grow with the extents? The texture relu schedule of
``kernels.py`` (transform_layout of A and B to the 2-d texture layout with undef padding,
sequential_buffer_access, simplify; then remove_branching_through_overcompute and simplify),
run at a small size and at the kernel's real size, in this process.

    python benchmarks/extent_independence.py [--small 1 2 2 6] [--real 4 56 56 62] [--repeats 3]

Prints the median seconds of the layout steps (with simplify) and of overcompute + simplify at
each size, and real / small. Issue 24's target: real within 2x of small. Each pass is safe by
default, so every time includes its validation by ``verirw.check``.
"""

from __future__ import annotations

import argparse
import statistics
import time

import verirw
from verirw import ir
from verirw.passes import remove_branching_through_overcompute

TEXTURE = "lambda n, h, w, c: [n, c // 4, h, AXIS_SEPARATOR, w, c % 4]"


def schedule(tn: int, th: int, tw: int, tc: int) -> tuple[float, float, int]:
    """(seconds of the layout steps, seconds of overcompute + simplify, conditionals kept)."""
    f = verirw.parse(f"""
@T.prim_func
def texture_relu(A: T.Buffer[({tn}, {th}, {tw}, {tc}), "float32"], B: T.Buffer[({tn}, {th}, {tw}, {tc}), "float32"]):
    for n, h, w, c in T.grid({tn}, {th}, {tw}, {tc}):
        B[n, h, w, c] = T.max(A[n, h, w, c], T.float32(0))
""")
    undef = lambda *indices: ir.Undef(ir.FLOAT32)  # noqa: E731
    t0 = time.perf_counter()
    f = verirw.transform_layout(f, "A", TEXTURE, undef, allow_signature_change=True)
    f = verirw.transform_layout(f, "B", TEXTURE, undef, allow_signature_change=True)
    f = verirw.sequential_buffer_access(f, None, "B")
    f = verirw.simplify(f).func
    t1 = time.perf_counter()
    res = remove_branching_through_overcompute(f)
    verirw.simplify(res.func)
    t2 = time.perf_counter()
    return t1 - t0, t2 - t1, len(res.certificate.refusals)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--small", nargs=4, type=int, default=[1, 2, 2, 6])
    ap.add_argument("--real", nargs=4, type=int, default=[4, 56, 56, 62])
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args(argv)
    schedule(*args.small)                                   # warm: worker, rule library
    rows = {}
    for label, size in (("small", args.small), ("real", args.real)):
        runs = [schedule(*size) for _ in range(args.repeats)]
        rows[label] = [statistics.median(r[k] for r in runs) for k in range(2)]
        print(f"{label:6s} {'x'.join(map(str, size)):>12s}  layout steps {rows[label][0]:6.2f} s  "
              f"overcompute + simplify {rows[label][1]:6.2f} s  total "
              f"{sum(rows[label]):6.2f} s  (conditionals kept: {runs[0][2]})")
    ratio = [r / s for r, s in zip(rows["real"], rows["small"])]
    print(f"real / small: layout steps {ratio[0]:.1f}x, overcompute + simplify {ratio[1]:.1f}x, "
          f"total {sum(rows['real']) / sum(rows['small']):.1f}x (target: 2x)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
