"""Proofs that follow the programs' structure (issue 35): how ``check``'s time grows with size.

    python benchmarks/structure.py [--only NAME ...] [--timeout S]

For each operator (matmul, conv2d, depthwise conv2d, max-pool, softmax, layer norm) at a small
and a large size, TVM builds the function (``te.create_prim_func`` of ``topi``'s compute) and
runs the lowering passes one at a time (LowerInitBlock, ConvertBlocksToOpaque,
CompactBufferAllocation, LowerOpaqueBlock, FlattenBuffer, StorageRewrite), plus a tiling
schedule of matmul's spatial loops (``s_tir.Schedule``: split + reorder). Every pass call is
one pair, read back with ``verirw.tvm.from_tvm`` and checked with ``verirw.check`` (wall time,
``--timeout`` each). Prints one line per pair and size: status, the path that decided
(unchanged, aligned — ``aligned+bijection`` when a reordered nest was proven through a
bijection of iteration spaces, ``aligned+reuse`` when StorageRewrite's reused storage was
split back (verify.reuse) —, localised, summary, unrolled), seconds, and the large/small
ratio; then the issue's three criteria, each met or not: every pair proven; for every pair the
large size within 2x the small one plus start-up (the fastest check of the run: what any
check costs); the largest check within 5 s. Last, the pairs that fell back to unrolling or
loop summaries, with the structural proof's reason where it gave one.

Without TVM the script checks the hand-written matmul and conv2d pairs of
tests/test_check_aligned.py instead.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import verirw

SIZES = {
    "matmul": ((8,), (256,)),
    "conv2d": ((2, 8), (32, 56)),
    "depthwise": ((2, 8), (32, 56)),
    "pool": ((2, 8), (32, 56)),
    "softmax": ((4, 8), (64, 512)),
    "layer_norm": ((4, 8), (64, 512)),
}


def _builders(tvm):
    from tvm import te, topi

    def matmul(n):
        A = te.placeholder((n, n), name="A")
        B = te.placeholder((n, n), name="B")
        k = te.reduce_axis((0, n), name="k")
        C = te.compute((n, n), lambda i, j: te.sum(A[i, k] * B[k, j], axis=k), name="C")
        return te.create_prim_func([A, B, C])

    def conv2d(c, h):
        data = te.placeholder((1, c, h, h), name="data")
        w = te.placeholder((c, c, 3, 3), name="w")
        return te.create_prim_func([data, w, topi.nn.conv2d_nchw(data, w, 1, 1, 1)])

    def depthwise(c, h):
        data = te.placeholder((1, c, h, h), name="data")
        w = te.placeholder((c, 1, 3, 3), name="w")
        return te.create_prim_func([data, w, topi.nn.depthwise_conv2d_nchw(data, w, 1, 1, 1)])

    def pool(c, h):
        data = te.placeholder((1, c, h, h), name="data")
        out = topi.nn.pool2d(data, (2, 2), (2, 2), (1, 1), (0, 0, 0, 0), "max")
        return te.create_prim_func([data, out])

    def softmax(n, m):
        x = te.placeholder((n, m), name="x")
        return te.create_prim_func([x, topi.nn.softmax(x)])

    def layer_norm(n, m):
        x = te.placeholder((n, m), name="x")
        g = te.placeholder((m,), name="gamma")
        b = te.placeholder((m,), name="beta")
        return te.create_prim_func([x, g, b, topi.nn.layer_norm(x, g, b, axis=[1])])

    return {"matmul": matmul, "conv2d": conv2d, "depthwise": depthwise, "pool": pool,
            "softmax": softmax, "layer_norm": layer_norm}


def _passes(tvm):
    S, X = tvm.s_tir.transform, tvm.tirx.transform
    return [("LowerInitBlock", S.LowerInitBlock()),
            ("ConvertBlocksToOpaque", S.ConvertBlocksToOpaque()),
            ("CompactBufferAllocation", S.CompactBufferAllocation()),
            ("LowerOpaqueBlock", S.LowerOpaqueBlock()),
            ("FlattenBuffer", X.FlattenBuffer()),
            ("StorageRewrite", X.StorageRewrite())]


def _tiled(tvm, func):
    """matmul's spatial loops split by 4 and reordered (a tiling schedule)."""
    sch = tvm.s_tir.Schedule(tvm.IRModule({"main": func}))
    block = sch.get_sblock("C")
    i, j, k = sch.get_loops(block)
    io, ii = sch.split(i, [None, 4])
    jo, ji = sch.split(j, [None, 4])
    sch.reorder(io, jo, ii, ji, k)
    return sch.mod


def tvm_pairs(only):
    """``{(op, step): [(size, before, after), ...]}`` from TVM."""
    import tvm
    from verirw.tvm import from_tvm
    builders, passes, out = _builders(tvm), _passes(tvm), {}
    for op, sizes in SIZES.items():
        if only and op not in only:
            continue
        for size in sizes:
            mod = tvm.IRModule({"main": builders[op](*size)})
            if op == "matmul":
                out.setdefault((op, "tiling schedule"), []).append(
                    (size, from_tvm(mod["main"]), from_tvm(_tiled(tvm, mod["main"])["main"])))
            for name, p in passes:
                new = p(mod)
                out.setdefault((op, name), []).append(
                    (size, from_tvm(mod["main"]), from_tvm(new["main"])))
                mod = new
    return out


def fallback_pairs(only):
    """The hand-written pairs of tests/test_check_aligned.py (no TVM)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    from test_check_aligned import conv2d, matmul
    out = {}
    if not only or "matmul" in only:
        out[("matmul", "LowerInitBlock+LowerOpaqueBlock")] = [
            ((n,), verirw.parse(matmul(n)), verirw.parse(matmul(n, blocks=False))) for n in (8, 256)]
    if not only or "conv2d" in only:
        out[("conv2d", "LowerInitBlock+FlattenBuffer")] = [
            ((c, h), verirw.parse(conv2d(c, h)), verirw.parse(conv2d(c, h, flat=True)))
            for c, h in ((2, 8), (32, 56))]
    return out


#: the issue's bounds: large within RATIO x small + start-up, every check within LARGEST_S
RATIO, LARGEST_S = 2.0, 5.0


def path(result) -> str:
    d = result.details
    if d.get("aligned_bijections"):
        return "aligned+bijection"
    if d.get("aligned_split"):
        return "aligned+reuse"
    for key in ("unchanged", "aligned", "localised"):
        if d.get(key):
            return key
    return "summary" if "summar" in result.reason else "unrolled/other"


def criteria(timings: dict, undecided: list) -> list[str]:
    """The issue's three criteria over ``{(op, step): [seconds small, seconds large]}``."""
    times = [t for pair in timings.values() for t in pair]
    startup = min(times)
    slow = [f"{op} {step}: {small:.2f} s -> {large:.2f} s"
            for (op, step), (small, large) in timings.items()
            if large > RATIO * small + startup]
    largest = max(times)
    return [f"every pair proven: {'yes' if not undecided else f'no ({len(undecided)} not)'}",
            f"large <= {RATIO:g}x small + start-up ({startup:.2f} s, the fastest check): "
            + ("yes" if not slow else f"no ({len(slow)}: {'; '.join(slow)})"),
            f"largest check <= {LARGEST_S:g} s: "
            + ("yes" if largest <= LARGEST_S else f"no ({largest:.2f} s)")]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", nargs="*", default=[])
    ap.add_argument("--timeout", type=float, default=60.0)
    args = ap.parse_args(argv)
    try:
        import tvm  # noqa: F401
        pairs, source = tvm_pairs(args.only), "TVM"
    except ImportError:
        pairs, source = fallback_pairs(args.only), "verirw's hand-written pairs (no TVM)"
    print(f"pairs from {source}; verirw.check(timeout_s={args.timeout:g}) per pair, wall time")
    print(f"{'operator':<11} {'step':<24} {'size':<10} {'status':<8} {'path':<17} {'s':>7}")
    ratios, slowest, undecided, fallbacks, timings = [], 0.0, [], [], {}
    for (op, step), runs in pairs.items():
        times = []
        for size, before, after in runs:
            start = time.monotonic()
            r = verirw.check(before, after, timeout_s=args.timeout)
            dt = time.monotonic() - start
            times.append(dt)
            slowest = max(slowest, dt)
            if not r.proven:
                undecided.append(f"{op} {step} {size}: {r.status}: {r.reason[:160]}")
            if path(r) in ("summary", "unrolled/other"):
                from verirw.guard import deep
                from verirw.verify.aligned import check_aligned
                try:        # through the depth guard, as check calls it (deep z3 terms)
                    proof, why = deep(check_aligned, what="a program to check")(
                        before, after, deadline=time.monotonic() + args.timeout)
                except Exception as e:          # noqa: BLE001 - reported, not fatal
                    proof, why = None, f"{type(e).__name__}: {e}"
                if proof is not None:
                    why = ("the structural proof applies with a large pair's budget; check "
                           "gives a small pair's leaves SMALL_LEAF_WORK, and unrolled this one")
                fallbacks.append(f"{op} {step} {'x'.join(map(str, size))} ({r.status}, "
                                 f"{path(r)}): {why[:300]}")
            print(f"{op:<11} {step:<24} {'x'.join(map(str, size)):<10} {r.status:<8} "
                  f"{path(r):<17} {dt:7.2f}", flush=True)
        if len(times) == 2:
            timings[(op, step)] = times
            ratio = times[1] / max(times[0], 1e-3)
            ratios.append(ratio)
            print(f"{'':<11} {'':<24} large/small = {ratio:.1f}x", flush=True)
    print(f"\n{len(pairs)} pairs x 2 sizes; median large/small {statistics.median(ratios):.1f}x, "
          f"largest check {slowest:.2f} s, {len(undecided)} not proven")
    for line in criteria(timings, undecided) if timings else ():
        print(" ", line)
    for line in undecided:
        print("  not proven:", line)
    for line in fallbacks:
        print("  fell back (why the structural proof did not apply):", line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
