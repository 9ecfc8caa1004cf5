"""Seed 002's over-approximations, measured: for each example, what TVM's InferBound rule
allocates and computes, and what verirw's exact inference does.

    python examples/te_inferbound.py

Allocation sizes come from bound inference; "computed" is measured by running an
instrumented copy of the lowered program (recomputation included). Every program is also
proven in bounds, checked against the unscheduled definition with verirw.check, and compared
with numpy.
"""

from verirw import te
from verirw.te.reference import store_counts


def ex6(factor):
    A = te.placeholder((4, 4), name="A")
    B = te.compute((4, 4), lambda bi, bj: A[bi, bj] + 2.0, name="B")
    C = te.compute((4, 4), lambda ci, cj: B[ci, cj] * 3.0, name="C")
    s = te.create_schedule(C.op)
    xo, xi = s[C].split(s[C].fuse(C.op.axis[0], C.op.axis[1]), factor)
    s[B].compute_at(s[C], xo)
    return f"Ex. 6, fuse then split by {factor}", s, [A, C], B


def nondivisible():
    C = te.compute((32,), lambda i: i * 2, name="C")
    D = te.compute((20,), lambda i: C[i] + 1, name="D")
    s = te.create_schedule(D.op)
    xo, xi = s[D].split(D.op.axis[0], 16)
    s[C].compute_at(s[D], xo)
    return "split 20 by 16, C at the outer loop", s, [D], C


def disjoint():
    X = te.placeholder((4, 4), name="X")
    T = te.compute((4, 4), lambda i, j: X[i, j] * 2.0, name="T")
    P = te.compute((2, 2), lambda i, j: T[i, j], name="P")
    Q = te.compute((2, 2), lambda i, j: T[i + 2, j + 2], name="Q")
    return "disjoint requests T[0:2,0:2], T[2:4,2:4]", te.create_schedule([P.op, Q.op]), \
        [X, P, Q], T


def main() -> None:
    print(f"{'example':44} {'':6} {'allocated':>9} {'computed':>9}  verified")
    for title, s, args, tensor in (ex6(4), ex6(3), nondivisible(), disjoint()):
        for mode in ("tvm", "exact"):
            report = te.verify(s, args, bounds=mode)
            computed = store_counts(report.func, s, args)[tensor.name]
            size = te.infer_bound(s, mode)[tensor].size
            label = title if mode == "tvm" else ""
            print(f"{label:44} {mode:6} {size:9} {computed:9}  {'yes' if report.ok else 'NO'}")


if __name__ == "__main__":
    main()
