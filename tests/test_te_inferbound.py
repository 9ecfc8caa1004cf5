"""Seed 002 (TVM's InferBound document) as tests: every example's loop nest, allocation and
attach path as the document shows them, and where TVM over-approximates (Ex. 6, its split-by-3
variant, non-divisible splits, disjoint requests) verirw's exact result next to what TVM's
rule gives — allocation sizes from bound inference, elements computed *measured* by running
an instrumented copy of each lowered program.

Expected programs are the document's IR transcribed to TVMScript. Two notational differences,
both TVM's and not semantic: the document prints realize regions in global coordinates
(``C((i + dj), (j + dk))``) where the lowered program indexes the allocation from 0, and a
flattened ``C[(di + dj)]`` with ``di = dj = 0`` is ``C[0]``.
"""

from __future__ import annotations

import pytest

import verirw
from verirw import te
from verirw.te.reference import disagreements, store_counts
from verirw.verify.bounds import prove_in_bounds


def same_program(func, expected: str) -> None:
    want = verirw.parse(expected)
    assert func == want, f"got:\n{verirw.script(func)}\nexpected:\n{verirw.script(want)}"


def path_names(stage) -> list[str]:
    """Attach path innermost first, as seed 002 lists it."""
    return [iv.name for iv in reversed(te.attach_path(stage))]


# ----------------------------------------------------------------------------- Ex. 1 - 3


def c_and_d():
    C = te.compute((5, 16), lambda i, j: te.const(5, "int32"), name="C")
    D = te.compute((5, 16), lambda i, j: C[i, j] * 2, name="D")
    return C, D


def test_ex1_everything_at_root():
    C, D = c_and_d()
    s = te.create_schedule(D.op)
    same_program(te.lower(s, [D]), """
@T.prim_func
def main(D: T.Buffer((5, 16), "int32")):
    C = T.alloc_buffer((5, 16), "int32")
    for i, j in T.grid(5, 16):
        C[i, j] = 5
    for i, j in T.grid(5, 16):
        D[i, j] = C[i, j] * 2
""")
    assert path_names(s[C]) == []


def test_ex2_compute_at_inner_axis_needs_one_element():
    C, D = c_and_d()
    s = te.create_schedule(D.op)
    s[C].compute_at(s[D], D.op.axis[1])
    te.lower(s, [D])                            # lowers without flattening too
    same_program(te.lower(s, [D], flatten=True), """
@T.prim_func
def main(D: T.Buffer((80,), "int32")):
    C = T.alloc_buffer((1,), "int32")
    for i, j in T.grid(5, 16):
        C[0] = 5
        D[i * 16 + j] = C[0] * 2
""")
    assert path_names(s[C]) == ["j", "i"]
    assert te.infer_bound(s)[C].shape == (1, 1)


def test_ex3_compute_at_outer_axis_needs_a_row():
    C, D = c_and_d()
    s = te.create_schedule(D.op)
    s[C].compute_at(s[D], D.op.axis[0])
    same_program(te.lower(s, [D], flatten=True), """
@T.prim_func
def main(D: T.Buffer((80,), "int32")):
    C = T.alloc_buffer((16,), "int32")
    for i in range(5):
        for j in range(16):
            C[j] = 5
        for j in range(16):
            D[i * 16 + j] = C[j] * 2
""")
    assert path_names(s[C]) == ["i"]


# ----------------------------------------------------------------------------- Ex. 4, 5


def test_ex4_attach_path_includes_unused_outer_axis():
    C = te.compute((5, 16), lambda i, j: te.const(5, "int32"), name="C")
    D = te.compute((4, 5, 16), lambda di, dj, dk: C[dj, dk] * 2, name="D")
    s = te.create_schedule(D.op)
    s[C].compute_at(s[D], D.op.axis[2])
    same_program(te.lower(s, [D], keep_trivial_loops=True), """
@T.prim_func
def main(D: T.Buffer((4, 5, 16), "int32")):
    C = T.alloc_buffer((1, 1), "int32")
    for di, dj, dk in T.grid(4, 5, 16):
        for i, j in T.grid(1, 1):
            C[i, j] = 5
        D[di, dj, dk] = C[0, 0] * 2
""")
    assert path_names(s[C]) == ["dk", "dj", "di"]       # di is on the path though C ignores it
    b = te.infer_bound(s)
    # realize C([dj, 1], [dk, 1])
    assert [str(b.rmap[a]) for a in C.op.axis] == ["[dj, 1]", "[dk, 1]"]


def test_ex5_compute_at_after_split():
    C, D = c_and_d()
    s = te.create_schedule(D.op)
    d_o, d_i = s[D].split(D.op.axis[1], factor=8)
    s[C].compute_at(s[D], d_i)
    same_program(te.lower(s, [D], flatten=True), """
@T.prim_func
def main(D: T.Buffer((80,), "int32")):
    C = T.alloc_buffer((1,), "int32")
    for i, j_outer, j_inner in T.grid(5, 2, 8):
        C[0] = 5
        D[i * 16 + j_outer * 8 + j_inner] = C[0] * 2
""")
    assert path_names(s[C]) == ["j.inner", "j.outer", "i"]


# ----------------------------------------------------------------------------- chained attach


def c_d_e():
    C = te.compute((5, 16), lambda ci, cj: te.const(5, "int32"), name="C")
    D = te.compute((5, 16), lambda di, dj: C[di, dj] * 2, name="D")
    E = te.compute((5, 16), lambda ei, ej: D[ei, ej] * 4, name="E")
    return C, D, E


def test_chained_attachment():
    C, D, E = c_d_e()
    s = te.create_schedule(E.op)
    s[C].compute_at(s[D], D.op.axis[1])
    s[D].compute_at(s[E], E.op.axis[1])
    assert path_names(s[C]) == ["dj", "di", "ej", "ei"]
    assert path_names(s[D]) == ["ej", "ei"]
    same_program(te.lower(s, [E], keep_trivial_loops=True, flatten=True), """
@T.prim_func
def main(E: T.Buffer((80,), "int32")):
    C = T.alloc_buffer((1,), "int32")
    D = T.alloc_buffer((1,), "int32")
    for ei, ej in T.grid(5, 16):
        for di, dj in T.grid(1, 1):
            for ci, cj in T.grid(1, 1):
                C[ci + cj] = 5
            D[di + dj] = C[0] * 2
        E[ei * 16 + ej] = D[0] * 4
""")


def test_consumer_attached_elsewhere_relaxes_its_attach_path():
    C, D, E = c_d_e()
    s = te.create_schedule(E.op)
    s[D].compute_at(s[E], E.op.axis[1])
    same_program(te.lower(s, [E]), """
@T.prim_func
def main(E: T.Buffer((5, 16), "int32")):
    C = T.alloc_buffer((5, 16), "int32")
    D = T.alloc_buffer((1, 1), "int32")
    for ci, cj in T.grid(5, 16):
        C[ci, cj] = 5
    for ei, ej in T.grid(5, 16):
        D[0, 0] = C[ei, ej] * 2
        E[ei, ej] = D[0, 0] * 4
""")


# ----------------------------------------------------------------------------- Ex. 6


def ex6(factor: int):
    A = te.placeholder((4, 4), name="A")
    B = te.compute((4, 4), lambda bi, bj: A[bi, bj] + 2.0, name="B")
    C = te.compute((4, 4), lambda ci, cj: B[ci, cj] * 3.0, name="C")
    s = te.create_schedule(C.op)
    fused = s[C].fuse(C.op.axis[0], C.op.axis[1])
    xo, xi = s[C].split(fused, factor)
    s[B].compute_at(s[C], xo)
    return s, A, B, C


def test_ex6_tvm_rule_reproduces_the_documents_program():
    """TVM's PassUpDomain falls back on the fuse: all 16 elements of B every iteration."""
    s, A, B, C = ex6(4)
    b = te.infer_bound(s, "tvm")
    assert [str(b.rmap[a]) for a in B.op.axis] == ["[0, 4]", "[0, 4]"]
    same_program(te.lower(s, [A, C], bounds="tvm", flatten=True), """
@T.prim_func
def main(A: T.Buffer((16,), "float32"), C: T.Buffer((16,), "float32")):
    B = T.alloc_buffer((16,), "float32")
    for ci_cj_fused_outer in range(4):
        for bi, bj in T.grid(4, 4):
            B[bi * 4 + bj] = A[bi * 4 + bj] + 2.0
        for ci_cj_fused_inner in range(4):
            C[ci_cj_fused_outer * 4 + ci_cj_fused_inner] = B[ci_cj_fused_outer * 4 + ci_cj_fused_inner] * 3.0
""")


def test_ex6_exact_is_the_program_the_document_wanted():
    """verirw's result is the document's second listing (compute_at on ci without fuse):
    four elements of B per outer iteration, allocation 4."""
    s, A, B, C = ex6(4)
    b = te.infer_bound(s)
    assert b[B].shape == (1, 4) and b[B].guard == ()
    same_program(te.lower(s, [A, C], flatten=True), """
@T.prim_func
def main(A: T.Buffer((16,), "float32"), C: T.Buffer((16,), "float32")):
    B = T.alloc_buffer((4,), "float32")
    for ci in range(4):
        for bj in range(4):
            B[bj] = A[ci * 4 + bj] + 2.0
        for cj in range(4):
            C[ci * 4 + cj] = B[cj] * 3.0
""")


@pytest.mark.parametrize("factor, exact_alloc, exact_computed, tvm_alloc, tvm_computed", [
    (4, 4, 16, 16, 64),     # the document's Ex. 6
    (3, 8, 16, 16, 96),     # the split-by-3 variant: not a rectangle per iteration
    (8, 8, 16, 16, 32),
])
def test_ex6_sizes_exact_vs_tvm(factor, exact_alloc, exact_computed, tvm_alloc, tvm_computed):
    s, A, B, C = ex6(factor)
    for mode, alloc, computed in (("exact", exact_alloc, exact_computed),
                                  ("tvm", tvm_alloc, tvm_computed)):
        func = te.lower(s, [A, C], bounds=mode)
        assert te.infer_bound(s, mode)[B].size == alloc, mode
        assert store_counts(func, s, [A, C])["B"] == computed, mode
        assert disagreements(func, s, [A, C]) == []
        assert prove_in_bounds(func).proven


def test_split_by_3_allocates_the_smallest_covering_rectangle():
    """The orange rectangles of the document's last figure: rows [3xo//4, (3xo+2)//4],
    columns the whole row when the three elements wrap, and a guard that computes exactly
    the three elements C reads."""
    s, A, B, C = ex6(3)
    sb = te.infer_bound(s)[B]
    assert sb.shape == (2, 4)
    assert [verirw.format_expr(g) for g in sb.guard] == ["(bi * 4 + bj) // 3 == ci_cj_fused_outer"]
    # every outer iteration: the rectangle and the computed set, against brute force
    xo = s[C].leaf_iter_vars[0]
    from verirw.interp import evaluate
    for o in range(6):
        need = {((3 * o + k) // 4, (3 * o + k) % 4) for k in range(3) if 3 * o + k < 16}
        rows = [evaluate(sb.region[0].lo, {xo.var: o}), evaluate(sb.region[0].hi, {xo.var: o})]
        cols = [evaluate(sb.region[1].lo, {xo.var: o}), evaluate(sb.region[1].hi, {xo.var: o})]
        assert rows == [min(r for r, _ in need), max(r for r, _ in need)]
        assert cols == [min(c for _, c in need), max(c for _, c in need)]


# ----------------------------------------------------------------------------- other over-approximations


def nondivisible(mode: str):
    C = te.compute((32,), lambda i: i * 2, name="C")
    D = te.compute((20,), lambda i: C[i] + 1, name="D")
    s = te.create_schedule(D.op)
    xo, xi = s[D].split(D.op.axis[0], 16)
    s[C].compute_at(s[D], xo)
    return s, C, D


def test_nondivisible_split_inner_extent_adapts():
    """Seed 002, PassDownDomain: on the last outer iteration only 4 elements are needed."""
    s, C, D = nondivisible("exact")
    b = te.infer_bound(s)
    assert [str(r) for r in b[C].region] == ["[i_outer * 16, T.min(i_outer * 16 + 15, 19)]"]
    assert str(te.infer_bound(s, "tvm")[C].region[0]) == "[i_outer * 16, i_outer * 16 + 15]"
    exact, tvm = te.lower(s, [D]), te.lower(s, [D], bounds="tvm")
    assert store_counts(exact, s, [D])["C"] == 20
    assert store_counts(tvm, s, [D])["C"] == 32
    for func in (exact, tvm):
        assert disagreements(func, s, [D]) == [] and prove_in_bounds(func).proven


def test_disjoint_requests_are_not_unioned_per_dimension():
    """GatherBound's problem figure: consumers need T[0:2, 0:2] and T[2:4, 2:4]."""
    X = te.placeholder((4, 4), name="X")
    T = te.compute((4, 4), lambda i, j: X[i, j] * 2.0, name="T")
    P = te.compute((2, 2), lambda i, j: T[i, j], name="P")
    Q = te.compute((2, 2), lambda i, j: T[i + 2, j + 2], name="Q")
    s = te.create_schedule([P.op, Q.op])
    args = [X, P, Q]
    exact, tvm = te.lower(s, args), te.lower(s, args, bounds="tvm")
    assert te.infer_bound(s)[T].size == 16          # the smallest rectangle covering both
    assert store_counts(exact, s, args)["T"] == 8
    assert store_counts(tvm, s, args)["T"] == 16
    assert [verirw.format_expr(g) for g in te.infer_bound(s)[T].guard] == \
        ["(i <= 1 and j <= 1) or (i >= 2 and j >= 2)"]
    for func in (exact, tvm):
        assert disagreements(func, s, args) == [] and prove_in_bounds(func).proven


# ----------------------------------------------------------------------------- all examples run


def all_examples():
    C, D = c_and_d()
    yield "ex1", te.create_schedule(D.op), [D]
    for axis in (0, 1):
        C, D = c_and_d()
        s = te.create_schedule(D.op)
        s[C].compute_at(s[D], D.op.axis[axis])
        yield f"ex{3 - axis}", s, [D]
    C, D, E = c_d_e()
    s = te.create_schedule(E.op)
    s[C].compute_at(s[D], D.op.axis[1])
    s[D].compute_at(s[E], E.op.axis[1])
    yield "chained", s, [E]
    for factor in (4, 3):
        s, A, B, C = ex6(factor)
        yield f"ex6/{factor}", s, [A, C]
    s, C, D = nondivisible("exact")
    yield "nondivisible", s, [D]


@pytest.mark.parametrize("mode", ["exact", "tvm"])
def test_examples_build_with_codegen_and_agree_with_numpy(mode):
    import verirw.codegen as cg
    for name, s, args in all_examples():
        func = te.lower(s, args, bounds=mode)
        kernel = cg.build(cg.prepare(func))
        assert disagreements(func, s, args, kernel=kernel) == [], name


@pytest.mark.parametrize("mode", ["exact", "tvm"])
def test_examples_are_proven_to_compute_their_definition(mode):
    """verirw.check proves each scheduled program refines the definition (every stage at
    root), the accesses are proven in bounds, and numpy agrees."""
    for name, s, args in all_examples():
        report = te.verify(s, args, bounds=mode)
        assert report.ok, f"{name}:\n{report}"


def test_strided_reads_keep_their_exact_membership():
    """``C[i] = P[3i + 1] + P[3i + 2]``: the root value ``i`` is not determined by P's index
    (coefficient 3), so the membership needs an existential; ISL projects it out exactly
    (``(p - 1) % 3 == 0 or ...``) where exact mode used to drop it and compute every
    element of the rectangle. z3 proves the guard holds for every element read."""
    A = te.placeholder((40,), dtype="float32", name="A")
    P = te.compute((40,), lambda i: A[i] * 3.0, name="P")
    C = te.compute((10,), lambda i: P[3 * i + 1] + P[3 * i + 2], name="C")
    s = te.create_schedule(C.op)
    s[P].compute_at(s[C], s[C].split(C.op.axis[0], factor=4)[0])
    exact = te.infer_bound(s, "exact")[P]
    assert exact.shape == (11,) and "% 3" in verirw.format_expr(exact.guard[0])
    func = te.lower(s, [A, C], bounds="exact")
    assert prove_in_bounds(func).proven
    assert disagreements(func, s, [A, C], seeds=(0, 1)) == []
    # two of every three elements of each tile, 20 in all: what C reads, nothing more
    assert store_counts(func, s, [A, C])["P"] == 20
    tvm = te.lower(s, [A, C], bounds="tvm")
    assert store_counts(tvm, s, [A, C])["P"] > 20
