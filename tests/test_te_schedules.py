"""TE schedules lowered to verirw: results, bounds and error messages.

Every lowered schedule is checked three ways: it agrees bit for bit with a direct numpy
evaluation of the compute definitions (``disagreements``), every access is proven in bounds
(``prove_in_bounds``), and exact bound inference never allocates more than TVM's rules
(``infer_bound(s, "exact")[B].size <= infer_bound(s, "tvm")[B].size``). Some programs are also
compiled with the code generator and compared the same way. A hypothesis property does all of
that over random schedules of small pipelines.
"""

from __future__ import annotations


import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import verirw
import verirw.codegen as cg
from verirw import te
from verirw.te.reference import disagreements, reference, run_lowered
from verirw.te.numpy_eval import EvaluationError
from verirw.verify.bounds import prove_in_bounds

MODES = ("exact", "tvm")


# ----------------------------------------------------------------------------- helpers


def _intermediates(s, args):
    """The computed stages that are neither arguments nor inlined: they get an allocation."""
    given_ops = {id(t.op) for t in args}
    return [stage for stage in s.stages
            if stage.is_compute and stage.attach_type != "inline" and id(stage.op) not in given_ops]


def check_allocations(s, args):
    """Exact bound inference never allocates more than TVM's rules, for every intermediate."""
    exact, tvm = te.infer_bound(s, "exact"), te.infer_bound(s, "tvm")
    for stage in _intermediates(s, args):
        assert exact[stage].size <= tvm[stage].size, (
            f"{stage.name}: exact allocates {exact[stage].shape}, tvm {tvm[stage].shape}")
        assert len(exact[stage].shape) == len(stage.op.shape)
        for n, full in zip(exact[stage].shape, stage.op.shape):
            assert 1 <= n <= full, f"{stage.name}: exact extent {n} beyond the tensor's {full}"


def check(s, args, mode="exact", *, codegen=False, seeds=(0, 1, 2), alloc=True):
    """Lower ``s`` in ``mode`` and require agreement, an in-bounds proof, exact <= tvm."""
    f = te.lower(s, args, bounds=mode)
    text = verirw.script(f)
    report = prove_in_bounds(f)
    assert report.proven, f"{report}\n{text}"
    problems = disagreements(f, s, args, seeds=seeds)
    assert problems == [], f"{problems}\n{text}"
    if codegen:
        kernel = cg.build(cg.prepare(f))
        problems = disagreements(f, s, args, seeds=seeds, kernel=kernel)
        assert problems == [], f"codegen: {problems}\n{text}"
    if alloc:
        check_allocations(s, args)
    return f


def loops(f) -> list[tuple[str, int]]:
    """The (loop variable, extent) of every For of ``f``, in program order."""
    from verirw.visit import walk
    return [(n.loop_var.name, n.extent.value) for n in walk(f.body) if isinstance(n, verirw.ir.For)]


def allocations(f) -> dict[str, tuple[int, ...]]:
    from verirw.visit import walk
    return {n.buffer.name: tuple(x.value for x in n.buffer.shape)
            for n in walk(f.body) if isinstance(n, verirw.ir.Allocate)}


# ----------------------------------------------------------------------------- 1. reductions


@pytest.mark.parametrize("mode", MODES)
def test_row_sum_split_reduce_axis(mode):
    A = te.placeholder((8, 6), dtype="float32", name="A")
    k = te.reduce_axis((0, 6), name="k")
    S = te.compute((8,), lambda i: te.sum(A[i, k], axis=k), name="S")
    s = te.create_schedule(S.op)
    ko, ki = s[S].split(k, factor=4)                       # 6 = 4 + 2: a partial tile
    f = check(s, [A, S], mode, codegen=True)
    assert ("k_outer", 2) in loops(f) and ("k_inner", 4) in loops(f)


def _matmul(n=6, m=7, l=5, dtype="float32"):
    A = te.placeholder((n, l), dtype=dtype, name="A")
    B = te.placeholder((l, m), dtype=dtype, name="B")
    k = te.reduce_axis((0, l), name="k")
    C = te.compute((n, m), lambda i, j: te.sum(A[i, k] * B[k, j], axis=k), name="C")
    return A, B, C, k


@pytest.mark.parametrize("mode", MODES)
def test_matmul_split_spatial_and_reduce(mode):
    A, B, C, k = _matmul()
    s = te.create_schedule(C.op)
    i, j = C.op.axis
    io, ii = s[C].split(i, factor=4)
    jo, ji = s[C].split(j, factor=3)
    ko, ki = s[C].split(k, factor=2)
    # tiled, reduce loops inside the tile; per element k is still visited in order
    s[C].reorder(io, jo, ko, ii, ji, ki)
    check(s, [A, B, C], mode, codegen=True)


@pytest.mark.parametrize("mode", MODES)
def test_matmul_reduce_loop_outside_spatial_loop(mode):
    """Loops i, k, j: the initialisation must sit before the k loop, over every j, and be
    guarded by the partial j tile like the update."""
    A, B, C, k = _matmul()
    s = te.create_schedule(C.op)
    i, j = C.op.axis
    jo, ji = s[C].split(j, factor=4)                       # 7 = 4 + 3
    s[C].reorder(i, k, jo, ji)
    f = check(s, [A, B, C], mode, codegen=True)
    # the init nest over j (inside i), then k outside the j tile loops
    assert loops(f) == [("i", 6), ("j_outer", 2), ("j_inner", 4),
                        ("k", 5), ("j_outer", 2), ("j_inner", 4)], verirw.script(f)


@pytest.mark.parametrize("mode", MODES)
def test_matmul_reduce_outermost_int32(mode):
    """Reduce loops outside every spatial loop, and reordered among themselves (ki outside
    ko): int32 data, so the changed summation order cannot change the result."""
    A, B, C, k = _matmul(5, 4, 7, dtype="int32")
    s = te.create_schedule(C.op)
    i, j = C.op.axis
    ko, ki = s[C].split(k, factor=3)
    s[C].reorder(ki, ko, j, i)
    check(s, [A, B, C], mode, codegen=True)


@pytest.mark.parametrize("mode", MODES)
def test_max_reduction(mode):
    A = te.placeholder((5, 9), dtype="float32", name="A")
    k = te.reduce_axis((0, 9), name="k")
    M = te.compute((5,), lambda i: te.max(A[i, k], axis=k), name="M")
    s = te.create_schedule(M.op)
    ko, ki = s[M].split(k, nparts=2)
    s[M].reorder(ko, M.op.axis[0], ki)
    check(s, [A, M], mode, codegen=True)
    # all-negative rows: the identity must be -inf, not 0
    f = te.lower(s, [A, M], bounds=mode)
    a = -np.abs(np.random.default_rng(3).uniform(1, 4, (5, 9))).astype("float32")
    got = run_lowered(f, s, [A, M], {"A": a})["M"]
    np.testing.assert_array_equal(got, a.max(axis=1))


@pytest.mark.parametrize("mode", MODES)
def test_int_min_reduction(mode):
    A = te.placeholder((4, 6), dtype="int32", name="A")
    k = te.reduce_axis((0, 6), name="k")
    M = te.compute((4,), lambda i: te.min(A[i, k], axis=k), name="M")
    s = te.create_schedule(M.op)
    s[M].split(k, factor=4)
    f = check(s, [A, M], mode)
    a = np.full((4, 6), np.iinfo(np.int32).max, dtype=np.int32)
    a[1, 3] = 5
    got = run_lowered(f, s, [A, M], {"A": a})["M"]
    np.testing.assert_array_equal(got, a.min(axis=1))


@pytest.mark.parametrize("mode", MODES)
def test_int32_sum_overflow_is_poison_whose_value_wraps(mode):
    """An int32 sum past int32 is poison (``add nsw``/``mul nsw``: docs/semantics.md): the
    interpreter and the native code give the wrapped value TVM's code computes, and the
    numpy reference of the definition reports the overflow."""
    A = te.placeholder((3, 10), dtype="int32", name="A")
    k = te.reduce_axis((0, 10), name="k")
    S = te.compute((3,), lambda i: te.sum(A[i, k] * 3, axis=k), name="S")
    s = te.create_schedule(S.op)
    ko, ki = s[S].split(k, factor=4)
    s[S].reorder(ki, ko, S.op.axis[0])
    f = check(s, [A, S], mode)
    rng = np.random.default_rng(7)
    info = np.iinfo(np.int32)
    a = rng.integers(info.max // 2, info.max, (3, 10), dtype=np.int64).astype(np.int32)
    a[1] = -a[1]
    a[2, ::2] = info.min
    expected = (a.astype(np.int64) * 3).sum(axis=1).astype(np.int32)   # int64 -> int32 wraps
    assert not np.array_equal(expected.astype(np.int64),
                              (a.astype(np.int64) * 3).sum(axis=1))      # it did overflow
    got = run_lowered(f, s, [A, S], {"A": a})["S"]
    np.testing.assert_array_equal(got, expected)
    with pytest.raises(EvaluationError, match="int32 overflow"):
        reference(S, A=a)
    kernel = cg.build(cg.prepare(f))
    got = run_lowered(f, s, [A, S], {"A": a}, kernel=kernel)["S"]
    np.testing.assert_array_equal(got, expected)


@pytest.mark.parametrize("dtype", ["int8", "uint8", "int16", "float16", "float64"])
def test_matmul_narrow_and_wide_dtypes(dtype):
    """int8/uint8 sums of 30 products wrap; the interpreter, codegen and numpy must agree."""
    A = te.placeholder((5, 30), dtype=dtype, name="A")
    B = te.placeholder((30, 4), dtype=dtype, name="B")
    k = te.reduce_axis((0, 30), name="k")
    C = te.compute((5, 4), lambda i, j: te.sum(A[i, k] * B[k, j], axis=k), name="C")
    s = te.create_schedule(C.op)
    ko, ki = s[C].split(k, factor=8)
    s[C].reorder(C.op.axis[0], ko, C.op.axis[1], ki)
    check(s, [A, B, C], "exact", codegen=True, seeds=(0,))


@pytest.mark.parametrize("mode", MODES)
def test_reduce_axis_with_nonzero_min(mode):
    A = te.placeholder((4, 9), dtype="int32", name="A")
    P = te.compute((4, 9), lambda i, j: A[i, j] * 3, name="P")
    k = te.reduce_axis((2, 7), name="k")
    S = te.compute((4,), lambda i: te.sum(P[i, k], axis=k), name="S")
    s = te.create_schedule(S.op)
    ko, ki = s[S].split(k, factor=2)
    s[S].reorder(ko, S.op.axis[0], ki)
    s[P].compute_at(s[S], ko)
    check(s, [A, S], mode, codegen=True)
    assert te.infer_bound(s, mode)[P].shape == (4, 2)


@pytest.mark.parametrize("mode", MODES)
def test_two_reduce_axes_fused_and_split(mode):
    A = te.placeholder((3, 4, 5), dtype="int32", name="A")
    k1, k2 = te.reduce_axis((0, 4), name="k1"), te.reduce_axis((0, 5), name="k2")
    S = te.compute((3,), lambda i: te.sum(A[i, k1, k2], axis=[k1, k2]), name="S")
    s = te.create_schedule(S.op)
    ko, ki = s[S].split(s[S].fuse(k1, k2), factor=3)        # 20 = 6 * 3 + 2
    s[S].reorder(ki, S.op.axis[0], ko)
    check(s, [A, S], mode, codegen=True)


@pytest.mark.parametrize("mode", MODES)
def test_reduction_computed_at_consumer(mode):
    A = te.placeholder((7, 5), dtype="int32", name="A")
    k = te.reduce_axis((0, 5), name="k")
    S = te.compute((7,), lambda i: te.max(A[i, k], axis=k), name="S")
    C = te.compute((6,), lambda i: S[i] * S[i + 1], name="C")
    s = te.create_schedule(C.op)
    xo, xi = s[C].split(C.op.axis[0], factor=4)
    ko, ki = s[S].split(k, factor=2)
    s[S].reorder(ko, S.op.axis[0], ki)                      # S's init before ko, over i
    s[S].compute_at(s[C], xo)
    f = check(s, [A, C], mode, codegen=True)
    assert allocations(f)["S"] == (5,)


@pytest.mark.parametrize("mode", MODES)
def test_producer_computed_at_reduce_loop(mode):
    A = te.placeholder((5, 10), dtype="float32", name="A")
    P = te.compute((5, 10), lambda i, j: A[i, j] * A[i, j] + 1.0, name="P")
    k = te.reduce_axis((0, 10), name="k")
    S = te.compute((5,), lambda i: te.sum(P[i, k], axis=k), name="S")
    s = te.create_schedule(S.op)
    ko, ki = s[S].split(k, factor=4)                       # 10 = 4 + 4 + 2
    s[P].compute_at(s[S], ko)
    f = check(s, [A, S], mode, codegen=True)
    shape = te.infer_bound(s, mode)[P].shape
    assert shape == (1, 4)                                 # one row, one k tile
    assert allocations(f)["P"] == (1, 4)


@pytest.mark.parametrize("mode", MODES)
def test_producer_at_spatial_loop_inside_reduce_loop(mode):
    A = te.placeholder((6, 5), dtype="int32", name="A")
    P = te.compute((6, 5), lambda i, j: A[i, j] * 2 + 1, name="P")
    k = te.reduce_axis((0, 5), name="k")
    S = te.compute((6,), lambda i: te.sum(P[i, k], axis=k), name="S")
    s = te.create_schedule(S.op)
    io, ii = s[S].split(S.op.axis[0], factor=4)
    s[S].reorder(io, k, ii)
    s[P].compute_at(s[S], ii)
    check(s, [A, S], mode)


def _window_pipeline(n=14, width=3):
    A = te.placeholder((n,), dtype="float32", name="A")
    B = te.compute((n,), lambda i: A[i] * 2.0 - 1.0, name="B")
    C = te.compute((n - width + 1,),
                   lambda i: B[i] + B[i + 1] + B[i + 2] if width == 3 else B[i] + B[i + 1],
                   name="C")
    return A, B, C


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("factor", [1, 3, 4, 5])
def test_window_computed_at_split(mode, factor):
    A, B, C = _window_pipeline()                            # C has 12 points
    s = te.create_schedule(C.op)
    xo, xi = s[C].split(C.op.axis[0], factor=factor)
    s[B].compute_at(s[C], xo)
    f = check(s, [A, C], mode, codegen=factor == 5)
    # a tile of `factor` outputs needs factor + 2 inputs
    assert te.infer_bound(s, mode)[B].shape == (factor + 2,)
    assert allocations(f)["B"] == (factor + 2,)


@pytest.mark.parametrize("mode", MODES)
def test_conv1d_with_producer_at_split(mode):
    A = te.placeholder((13,), dtype="float32", name="A")
    W = te.placeholder((4,), dtype="float32", name="W")
    P = te.compute((13,), lambda i: A[i] + 0.5, name="P")
    k = te.reduce_axis((0, 4), name="k")
    C = te.compute((10,), lambda i: te.sum(P[i + k] * W[k], axis=k), name="C")
    s = te.create_schedule(C.op)
    xo, xi = s[C].split(C.op.axis[0], factor=4)            # 10 = 4 + 4 + 2
    s[P].compute_at(s[C], xo)
    check(s, [A, W, C], mode, codegen=True)
    exact, tvm = te.infer_bound(s, "exact")[P], te.infer_bound(s, "tvm")[P]
    assert exact.shape == (7,) and exact.size <= tvm.size


@pytest.mark.parametrize("index", [lambda i, k: i + k, lambda i, k: i - k + 3,
                                   lambda i, k: i * 1 + k, lambda i, k: k + i],
                         ids=["i+k", "i-k+3", "i*1+k", "k+i"])
def test_axis_plus_reduce_axis_in_index(index):
    A = te.placeholder((13,), dtype="float32", name="A")
    k = te.reduce_axis((0, 4), name="k")
    C = te.compute((10,), lambda i: te.sum(A[index(i, k)], axis=k), name="C")
    s = te.create_schedule(C.op)
    check(s, [A, C])


@pytest.mark.parametrize("mode", MODES)
def test_conv1d_producer_at_reduce_loop(mode):
    A = te.placeholder((13,), dtype="float32", name="A")
    W = te.placeholder((4,), dtype="float32", name="W")
    P = te.compute((13,), lambda i: A[i] * 3.0, name="P")
    k = te.reduce_axis((0, 4), name="k")
    C = te.compute((10,), lambda i: te.sum(P[i + k] * W[k], axis=k), name="C")
    s = te.create_schedule(C.op)
    xo, xi = s[C].split(C.op.axis[0], factor=3)
    s[C].reorder(xo, k, xi)
    s[P].compute_at(s[C], k)                               # 3 points per (xo, k)
    check(s, [A, W, C], mode)
    assert te.infer_bound(s, "exact")[P].shape == (3,)


def test_exact_smaller_than_tvm_for_partial_tile():
    """TVM uses the split factor unclamped: a last partial tile of 2 outputs still computes
    4 + 2 window inputs, beyond the end; exact mode clamps (same allocation, fewer stores)."""
    A, B, C = _window_pipeline(n=12)
    s = te.create_schedule(C.op)
    xo, xi = s[C].split(C.op.axis[0], factor=4)            # 10 outputs = 4 + 4 + 2
    s[B].compute_at(s[C], xo)
    exact, tvm = te.infer_bound(s, "exact"), te.infer_bound(s, "tvm")
    assert exact[B].size <= tvm[B].size
    for mode in MODES:
        check(s, [A, C], mode)


def test_exact_allocation_strictly_smaller_through_fuse():
    """Through a fuse TVM falls back to the whole range of both axes; exact mode keeps the
    rows the fused tile touches."""
    A = te.placeholder((6, 8), dtype="float32", name="A")
    B = te.compute((6, 8), lambda i, j: A[i, j] + 1.0, name="B")
    C = te.compute((6, 8), lambda i, j: B[i, j] * 2.0, name="C")
    s = te.create_schedule(C.op)
    fused = s[C].fuse(*C.op.axis)
    xo, xi = s[C].split(fused, factor=4)
    s[B].compute_at(s[C], xo)
    exact, tvm = te.infer_bound(s, "exact"), te.infer_bound(s, "tvm")
    assert exact[B].size < tvm[B].size, (exact[B].shape, tvm[B].shape)
    for mode in MODES:
        check(s, [A, C], mode)


@pytest.mark.parametrize("window", [False, True])
def test_exact_not_larger_than_tvm_point_through_split_then_fuse(window):
    """The fused loop split by 2 and the producer at the inner loop: one element of B per
    iteration. TVM's rules allocate (1, 1); exact mode must not allocate more."""
    if window:                         # found by the property test
        A = te.placeholder((6, 5), dtype="float32", name="A")
        B = te.compute((5, 5), lambda i, j: A[i, j] * 2.0 + A[i + 1, j], name="B")
        C = te.compute((5, 5), lambda i, j: B[j, i] - 2.0, name="C")
    else:
        A = te.placeholder((3, 3), dtype="float32", name="A")
        B = te.compute((3, 3), lambda i, j: A[i, j] * 2.0, name="B")
        C = te.compute((3, 3), lambda i, j: B[i, j] + 1.0, name="C")
    s = te.create_schedule(C.op)
    xo, xi = s[C].split(s[C].fuse(*C.op.axis), factor=2)
    s[B].compute_at(s[C], xi)
    for mode in MODES:
        check(s, [A, C], mode, alloc=False)     # right either way: only the size is wrong
    exact, tvm = te.infer_bound(s, "exact")[B], te.infer_bound(s, "tvm")[B]
    assert tvm.shape == (1, 1)
    assert exact.size <= tvm.size, (exact.shape, tvm.shape)


# ----------------------------------------------------------------------------- 2. other primitives


@pytest.mark.parametrize("mode", MODES)
def test_inline_middle_of_three_stage_chain(mode):
    A = te.placeholder((5, 7), dtype="float32", name="A")
    B = te.compute((5, 7), lambda i, j: A[i, j] + 1.0, name="B")
    C = te.compute((5, 7), lambda i, j: B[i, j] * B[i, j], name="C")
    D = te.compute((5, 7), lambda i, j: C[i, j] - 2.0, name="D")
    s = te.create_schedule(D.op)
    s[C].compute_inline()
    f = check(s, [A, D], mode, codegen=True)
    assert set(allocations(f)) == {"B"}


@pytest.mark.parametrize("mode", MODES)
def test_inline_transposed_window_into_consumer(mode):
    A = te.placeholder((6, 5), dtype="float32", name="A")
    B = te.compute((5, 6), lambda i, j: A[j, i] * 2.0, name="B")
    C = te.compute((4, 6), lambda i, j: B[i, j] + B[i + 1, j], name="C")
    s = te.create_schedule(C.op)
    s[B].compute_inline()
    f = check(s, [A, C], mode)
    assert allocations(f) == {}


@pytest.mark.parametrize("mode", MODES)
def test_inline_into_reduction_source(mode):
    A = te.placeholder((4, 9), dtype="float32", name="A")
    P = te.compute((4, 9), lambda i, j: A[i, j] * 0.5 + 1.0, name="P")
    k = te.reduce_axis((0, 9), name="k")
    S = te.compute((4,), lambda i: te.sum(P[i, k], axis=k), name="S")
    s = te.create_schedule(S.op)
    s[P].compute_inline()
    s[S].split(k, factor=4)
    f = check(s, [A, S], mode, codegen=True)
    assert allocations(f) == {}


@pytest.mark.parametrize("mode", MODES)
def test_inline_chain_both_stages(mode):
    A = te.placeholder((7,), dtype="int32", name="A")
    B = te.compute((7,), lambda i: A[i] + 3, name="B")
    C = te.compute((6,), lambda i: B[i] * B[i + 1], name="C")
    D = te.compute((5,), lambda i: C[i] - C[i + 1], name="D")
    s = te.create_schedule(D.op)
    s[B].compute_inline()
    s[C].compute_inline()
    check(s, [A, D], mode)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("nparts", [1, 2, 3, 4, 7, 9])
def test_nparts_split(mode, nparts):
    A = te.placeholder((7, 3), dtype="float32", name="A")
    B = te.compute((7, 3), lambda i, j: A[i, j] * 2.0, name="B")
    C = te.compute((7, 3), lambda i, j: B[i, j] + 1.0, name="C")
    s = te.create_schedule(C.op)
    xo, xi = s[C].split(C.op.axis[0], nparts=nparts)
    s[B].compute_at(s[C], xo)
    f = check(s, [A, C], mode)
    if nparts > 1:                                         # extent-1 loops are dropped
        assert dict(loops(f))["i_outer"] == nparts
    assert te.infer_bound(s, "exact")[B].shape[0] == -(-7 // nparts)


@pytest.mark.parametrize("mode", MODES)
def test_fuse_three_axes(mode):
    A = te.placeholder((2, 3, 4), dtype="float32", name="A")
    B = te.compute((2, 3, 4), lambda i, j, k: A[i, j, k] - 1.0, name="B")
    C = te.compute((2, 3, 4), lambda i, j, k: B[i, j, k] * 3.0, name="C")
    s = te.create_schedule(C.op)
    fused = s[C].fuse(*C.op.axis)
    assert s[C].leaf_iter_vars == [fused]
    s[B].compute_at(s[C], fused)
    f = check(s, [A, C], mode, codegen=True)
    assert loops(f)[-1] == ("i_j_fused_k_fused", 24), verirw.script(f)
    assert te.infer_bound(s, "exact")[B].size == 1


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("factor", [5, 7, 11])
def test_split_of_fused_axis_by_non_divisor(mode, factor):
    A = te.placeholder((4, 6), dtype="float32", name="A")
    B = te.compute((4, 6), lambda i, j: A[i, j] + 2.0, name="B")
    C = te.compute((4, 6), lambda i, j: B[i, j] * B[i, j], name="C")
    s = te.create_schedule(C.op)
    fused = s[C].fuse(*C.op.axis)
    xo, xi = s[C].split(fused, factor=factor)               # 24 is not a multiple
    s[B].compute_at(s[C], xo)
    check(s, [A, C], mode, codegen=factor == 7)


@pytest.mark.parametrize("mode", MODES)
def test_compute_at_non_divisible_split_2d(mode):
    A = te.placeholder((7, 5), dtype="float32", name="A")
    B = te.compute((7, 5), lambda i, j: A[i, j] * 0.25, name="B")
    C = te.compute((6, 4), lambda i, j: B[i, j] + B[i + 1, j + 1], name="C")
    s = te.create_schedule(C.op)
    i, j = C.op.axis
    io, ii = s[C].split(i, factor=4)                        # 6 = 4 + 2
    jo, ji = s[C].split(j, factor=3)                        # 4 = 3 + 1
    s[C].reorder(io, jo, ii, ji)
    s[B].compute_at(s[C], jo)
    check(s, [A, C], mode, codegen=True)
    assert te.infer_bound(s, "exact")[B].shape == (5, 4)


@pytest.mark.parametrize("mode", MODES)
def test_compute_root_undoes_compute_at(mode):
    A, B, C = _window_pipeline()
    s = te.create_schedule(C.op)
    xo, xi = s[C].split(C.op.axis[0], factor=4)
    s[B].compute_at(s[C], xo)
    s[B].compute_root()
    f = check(s, [A, C], mode)
    assert te.infer_bound(s, mode)[B].shape == (14,)
    assert allocations(f)["B"] == (14,)


@pytest.mark.parametrize("mode", MODES)
def test_two_consumers_both_inside_attach_scope(mode):
    """B attached at C1's loop; C2 is attached inside the same loop, so both see it."""
    A = te.placeholder((8,), dtype="float32", name="A")
    B = te.compute((8,), lambda i: A[i] + 1.0, name="B")
    C1 = te.compute((8,), lambda i: B[i] * 2.0, name="C1")
    C2 = te.compute((8,), lambda i: C1[i] + B[i], name="C2")
    s = te.create_schedule(C2.op)
    xo, xi = s[C2].split(C2.op.axis[0], factor=4)
    s[C1].compute_at(s[C2], xo)
    s[B].compute_at(s[C2], xo)
    check(s, [A, C2], mode)


@pytest.mark.parametrize("mode", MODES)
def test_transform_layout_of_output(mode):
    A = te.placeholder((6, 4), dtype="float32", name="A")
    B = te.compute((6, 4), lambda i, j: A[i, j] + 1.0, name="B")
    s = te.create_schedule(B.op)
    a0, a1 = s[B].transform_layout(lambda i, j: [j, i])
    s[B].split(a0, factor=3)
    f = check(s, [A, B], mode)
    assert f.buffer_map[1][1].shape[0].value == 4


# ----------------------------------------------------------------------------- 3. errors


def _pipeline():
    A = te.placeholder((8, 6), dtype="float32", name="A")
    B = te.compute((8, 6), lambda i, j: A[i, j] * 2.0, name="B")
    C = te.compute((8, 6), lambda i, j: B[i, j] + 1.0, name="C")
    return A, B, C


def test_error_compute_at_split_axis():
    A, B, C = _pipeline()
    s = te.create_schedule(C.op)
    i, j = C.op.axis
    s[C].split(i, factor=4)
    with pytest.raises(te.TEError, match=r"i is not a loop \(leaf axis\) of C; its loops are "
                                         r"i\.outer, i\.inner, j"):
        s[B].compute_at(s[C], i)


def test_error_compute_at_axis_of_other_stage():
    A, B, C = _pipeline()
    s = te.create_schedule(C.op)
    with pytest.raises(te.TEError, match="is not a loop"):
        s[B].compute_at(s[C], B.op.axis[0])


@pytest.mark.parametrize("what", ["split", "fuse"])
def test_error_attach_axis_split_after_compute_at(what):
    A, B, C = _pipeline()
    s = te.create_schedule(C.op)
    i, j = C.op.axis
    s[B].compute_at(s[C], i)
    if what == "split":
        s[C].split(i, factor=2)                             # i is no longer a loop of C
    else:
        s[C].fuse(i, j)
    with pytest.raises(te.TEError) as info:
        te.lower(s, [A, C])
    assert "B" in str(info.value) and "C" in str(info.value)


def test_error_compute_at_cycle():
    A = te.placeholder((8,), dtype="float32", name="A")
    B = te.compute((8,), lambda i: A[i] + 1.0, name="B")
    C = te.compute((8,), lambda i: B[i] * 2.0, name="C")
    D = te.compute((8,), lambda i: C[i] - 3.0, name="D")
    s = te.create_schedule(D.op)
    s[B].compute_at(s[C], C.op.axis[0])
    with pytest.raises(te.TEError):
        s[C].compute_at(s[B], B.op.axis[0])                 # refused here, or at lowering:
        te.lower(s, [A, D])


def test_error_compute_at_inlined_stage():
    A = te.placeholder((8,), dtype="float32", name="A")
    B = te.compute((8,), lambda i: A[i] + 1.0, name="B")
    C = te.compute((8,), lambda i: B[i] * 2.0, name="C")
    D = te.compute((8,), lambda i: C[i] - 3.0, name="D")
    s = te.create_schedule(D.op)
    s[B].compute_at(s[C], C.op.axis[0])
    s[C].compute_inline()                                   # C's loop no longer exists
    with pytest.raises(te.TEError):
        te.lower(s, [A, D])


def test_error_consumer_reads_outside_attach_scope():
    A = te.placeholder((8,), dtype="float32", name="A")
    B = te.compute((8,), lambda i: A[i] + 1.0, name="B")
    C1 = te.compute((8,), lambda i: B[i] * 2.0, name="C1")
    C2 = te.compute((8,), lambda i: C1[i] + B[i], name="C2")
    s = te.create_schedule(C2.op)
    xo, xi = s[C1].split(C1.op.axis[0], factor=4)
    s[B].compute_at(s[C1], xo)                              # C2, at root, also reads B
    for mode in MODES:
        with pytest.raises(te.TEError, match="its consumer C2 reads it outside that loop"):
            te.lower(s, [A, C2], bounds=mode)
        with pytest.raises(te.TEError, match="B is computed inside loop i.outer of C1"):
            te.infer_bound(s, mode)


def test_error_fuse_non_adjacent():
    A = te.placeholder((2, 3, 4), dtype="float32", name="A")
    B = te.compute((2, 3, 4), lambda i, j, k: A[i, j, k], name="B")
    s = te.create_schedule(B.op)
    i, j, k = B.op.axis
    with pytest.raises(te.TEError, match="must be adjacent leaves"):
        s[B].fuse(i, k)
    with pytest.raises(te.TEError, match="must be adjacent leaves, outer first"):
        s[B].fuse(j, i)
    assert s[B].leaf_iter_vars == [i, j, k]                 # nothing changed


def test_error_fuse_data_with_reduce_axis():
    A, Bt, C, k = _matmul()
    s = te.create_schedule(C.op)
    i, j = C.op.axis
    with pytest.raises(te.TEError, match="cannot fuse a reduce axis with a data axis"):
        s[C].fuse(j, k)


def test_error_inline_reduction():
    A, Bt, C, k = _matmul()
    D = te.compute((6, 7), lambda i, j: C[i, j] * 2.0, name="D")
    s = te.create_schedule(D.op)
    with pytest.raises(te.TEError, match="a reduction cannot be inlined"):
        s[C].compute_inline()


def test_error_inline_output():
    A, B, C = _pipeline()
    s = te.create_schedule(C.op)
    with pytest.raises(te.TEError, match="compute_inline of C: it is an output"):
        s[C].compute_inline()


def test_error_compute_at_output():
    A, B, C = _pipeline()
    D = te.compute((8, 6), lambda i, j: C[i, j] - 1.0, name="D")
    s = te.create_schedule([C.op, D.op])
    with pytest.raises(te.TEError, match="it is an output of the schedule"):
        s[C].compute_at(s[D], D.op.axis[0])


@pytest.mark.parametrize("kw", [{"factor": -2}, {"nparts": 0}, {"factor": 2.0}])
def test_error_split_bad_factor(kw):
    A, B, C = _pipeline()
    s = te.create_schedule(C.op)
    what = next(iter(kw))
    with pytest.raises(te.TEError, match=f"{what} must be a positive int"):
        s[C].split(C.op.axis[0], **kw)


def test_error_split_factor_zero_says_positive_int():
    A, B, C = _pipeline()
    s = te.create_schedule(C.op)
    with pytest.raises(te.TEError, match="must be a positive int, not 0"):
        s[C].split(C.op.axis[0], factor=0)


def test_error_split_factor_zero_names_factor():
    A, B, C = _pipeline()
    s = te.create_schedule(C.op)
    with pytest.raises(te.TEError, match="factor must be a positive int, not 0"):
        s[C].split(C.op.axis[0], factor=0)


def test_error_split_needs_factor_or_nparts():
    A, B, C = _pipeline()
    s = te.create_schedule(C.op)
    with pytest.raises(te.TEError, match="give exactly one of factor and nparts"):
        s[C].split(C.op.axis[0], factor=2, nparts=2)


def test_error_body_uses_non_axis_variable():
    A = te.placeholder((8, 6), dtype="float32", name="A")
    k = te.reduce_axis((0, 6), name="k")
    with pytest.raises(te.TEError, match="uses 'k', which is neither one of its axes"):
        te.compute((8,), lambda i: A[i, k] * 2.0, name="B")  # k without te.sum
    n = verirw.ir.Var("n", verirw.dtypes.INT32)
    with pytest.raises(te.TEError, match="uses 'n', which is neither one of its axes"):
        te.compute((8,), lambda i: A[i, n], name="B")


def test_error_index_2d_tensor_with_one_index():
    A = te.placeholder((8, 6), dtype="float32", name="A")
    with pytest.raises(te.TEError, match=r"A has 2 dimensions \(shape \[8, 6\]\) but is indexed "
                                         r"with 1"):
        te.compute((8,), lambda i: A[i] + 1.0, name="B")


@pytest.mark.parametrize("build", [
    lambda A, k: (lambda i: te.sum(A[i, k], axis=k) * 2),
    lambda A, k: (lambda i: 2 * te.sum(A[i, k], axis=k)),
    lambda A, k: (lambda i: te.sum(A[i, k], axis=k) + 1.0),
    lambda A, k: (lambda i: 1.0 - te.sum(A[i, k], axis=k)),
], ids=["sum*2", "2*sum", "sum+1", "1-sum"])
def test_error_reduction_nested_in_arithmetic(build):
    A = te.placeholder((8, 6), dtype="float32", name="A")
    k = te.reduce_axis((0, 6), name="k")
    with pytest.raises(te.TEError, match=r"te\.sum\(\.\.\.\) must be the whole expression"):
        te.compute((8,), build(A, k), name="S")


@pytest.mark.parametrize("build", [
    lambda A, k: (lambda i: te.sum(A[i, k], axis=k) / 6.0),
    lambda A, k: (lambda i: -te.sum(A[i, k], axis=k)),
    lambda A, k: (lambda i: A[i, 0] + te.sum(A[i, k], axis=k)),
], ids=["sum/6", "-sum", "load+sum"])
def test_error_reduction_nested_in_other_arithmetic(build):
    A = te.placeholder((8, 6), dtype="float32", name="A")
    k = te.reduce_axis((0, 6), name="k")
    with pytest.raises(te.TEError, match=r"te\.sum\(\.\.\.\) must be the whole expression"):
        te.compute((8,), build(A, k), name="S")


def test_error_nested_reduction():
    A = te.placeholder((8, 6), dtype="float32", name="A")
    k = te.reduce_axis((0, 6), name="k")
    with pytest.raises(te.TEError, match="nested reductions are not supported"):
        te.max(te.sum(A[0, k], axis=k), axis=k)


def test_error_lower_without_input():
    A, B, C = _pipeline()
    s = te.create_schedule(C.op)
    with pytest.raises(te.TEError, match="the input A must be one of the arguments"):
        te.lower(s, [C])
    with pytest.raises(te.TEError, match="the output C must be one of the arguments"):
        te.lower(s, [A])


def test_error_lower_argument_computed_at():
    A, B, C = _pipeline()
    s = te.create_schedule(C.op)
    s[B].compute_at(s[C], C.op.axis[0])
    with pytest.raises(te.TEError, match="the argument B is computed at another loop"):
        te.lower(s, [A, B, C])


def test_error_transform_layout_not_injective():
    A = te.placeholder((8,), dtype="float32", name="A")
    B = te.compute((8,), lambda i: A[i] * 2.0, name="B")
    s = te.create_schedule(B.op)
    with pytest.raises(te.TEError, match=r"is not injective on shape \[8\]: \[0\] and \[1\] "
                                         r"both map to \[0\]"):
        s[B].transform_layout(lambda i: [i // 2])
    assert s[B].layout is None                              # the schedule is unchanged


def test_error_transform_layout_after_split():
    A, B, C = _pipeline()
    s = te.create_schedule(C.op)
    s[C].split(C.op.axis[0], factor=4)
    with pytest.raises(te.TEError, match="call it before splitting or fusing the axes i"):
        s[C].transform_layout(lambda i, j: [j, i])


def test_error_transform_layout_of_attached_stage():
    A, B, C = _pipeline()
    s = te.create_schedule(C.op)
    s[B].compute_at(s[C], C.op.axis[0])
    with pytest.raises(te.TEError, match="it is computed at another stage's loop"):
        s[B].transform_layout(lambda i, j: [j, i])


def test_refused_transform_layout_leaves_schedule_unchanged():
    A, B, C = _pipeline()
    s = te.create_schedule(C.op)
    s[C].split(C.op.axis[0], factor=4)
    with pytest.raises(te.TEError, match="call it before splitting"):
        s[C].transform_layout(lambda i, j: [j, i])
    assert s[C].layout is None
    f = te.lower(s, [A, C])
    assert tuple(x.value for x in f.buffer_map[1][1].shape) == (8, 6)


def test_error_compute_at_itself_and_inlined_stage_primitives():
    A, B, C = _pipeline()
    s = te.create_schedule(C.op)
    with pytest.raises(te.TEError, match="cannot be attached to itself"):
        s[C].compute_at(s[C], C.op.axis[0])
    s[B].compute_inline()
    with pytest.raises(te.TEError, match="split: B was inlined"):
        s[B].split(B.op.axis[0], factor=2)
    with pytest.raises(te.TEError, match="is a placeholder; it has no loops"):
        s[A].split(C.op.axis[0], factor=2)


def test_error_reorder_twice_and_reused_split_axis():
    A, B, C = _pipeline()
    s = te.create_schedule(C.op)
    i, j = C.op.axis
    with pytest.raises(te.TEError, match="an axis is given twice"):
        s[C].reorder(i, i)
    s[C].split(i, factor=2)
    with pytest.raises(te.TEError, match="i was already split, fused or transformed"):
        s[C].split(i, factor=2)


# ----------------------------------------------------------------------------- 4. property


@st.composite
def pipelines(draw):
    """A -> B -> C and a random schedule; returns (schedule, args, description)."""
    ndim = draw(st.sampled_from([1, 2]))
    shape = tuple(draw(st.integers(2, 9)) for _ in range(ndim))
    # (the first choice is where hypothesis starts and shrinks to: the richer cases first)
    c_kind = draw(st.sampled_from(["reduce", "transpose", "elementwise"]
                                  if ndim == 2 else ["reduce", "elementwise"]))
    # integer data where a reduction's loops may be reordered; floats otherwise
    dtype = "int32" if c_kind == "reduce" else draw(st.sampled_from(["float32", "int32"]))
    one, two = (1.0, 2.0) if dtype == "float32" else (1, 2)
    A = te.placeholder(shape, dtype=dtype, name="A")

    # B: element-wise, or a window along one axis
    b_kind = draw(st.sampled_from(["window", "elementwise"]))
    wax = draw(st.integers(0, ndim - 1))
    width = draw(st.integers(2, min(3, shape[wax]))) if b_kind == "window" else 1
    bshape = tuple(n - width + 1 if d == wax else n for d, n in enumerate(shape))

    def b_body(*idx):
        total = A[idx] * two
        for w in range(1, width):
            total = total + A[tuple(x + w if d == wax else x for d, x in enumerate(idx))]
        return total - one
    B = te.compute(bshape, b_body, name="B")

    # C: element-wise, transposed, or a reduction (over an axis of B, or a 1-d window)
    if c_kind == "elementwise":
        C = te.compute(bshape, lambda *idx: B[idx] * B[idx] + one, name="C")
    elif c_kind == "transpose":
        C = te.compute(bshape[::-1], lambda i, j: B[j, i] - two, name="C")
    elif ndim == 2:
        rax = draw(st.integers(0, 1))
        k = te.reduce_axis((0, bshape[rax]), name="k")
        if rax == 0:
            C = te.compute((bshape[1],), lambda i: te.sum(B[k, i] * two, axis=k), name="C")
        else:
            C = te.compute((bshape[0],), lambda i: te.sum(B[i, k] + one, axis=k), name="C")
    else:
        rw = draw(st.integers(1, bshape[0]))
        k = te.reduce_axis((0, rw), name="k")
        C = te.compute((bshape[0] - rw + 1,), lambda i: te.sum(B[i + k], axis=k), name="C")

    s = te.create_schedule(C.op)
    stage = s[C]
    steps = []
    for _ in range(draw(st.integers(1, 4))):
        leaves = stage.leaf_iter_vars
        action = draw(st.sampled_from(["split", "fuse", "reorder", "nparts"]))
        if action in ("split", "nparts"):
            ax = draw(st.sampled_from(leaves))
            n = draw(st.sampled_from([2, 3, 4, 5, 1]))
            if action == "split":
                stage.split(ax, factor=n)
            else:
                stage.split(ax, nparts=n)
            steps.append(f"split({ax.name}, {'factor' if action == 'split' else 'nparts'}={n})")
        elif action == "fuse":
            pairs = [k for k in range(len(leaves) - 1)
                     if leaves[k].is_reduce == leaves[k + 1].is_reduce]
            if not pairs:
                continue
            p = draw(st.sampled_from(pairs))
            steps.append(f"fuse({leaves[p].name}, {leaves[p + 1].name})")
            stage.fuse(leaves[p], leaves[p + 1])
        else:
            perm = draw(st.permutations(list(leaves)))
            steps.append(f"reorder({', '.join(a.name for a in perm)})")
            stage.reorder(*perm)

    where = draw(st.sampled_from(["at", "inline", "root"]))
    if where == "inline":
        s[B].compute_inline()
        steps.append("B inline")
    elif where == "at":
        ax = draw(st.sampled_from(stage.leaf_iter_vars))
        s[B].compute_at(stage, ax)
        steps.append(f"B at {ax.name}")
    desc = (f"A{list(shape)} {dtype}, B {b_kind} (axis {wax}, width {width}), C {c_kind}: "
            + "; ".join(steps))
    return s, [A, C], B, desc


@settings(max_examples=40, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(pipelines(), st.integers(0, 3))
def test_random_schedules(case, compile_pick):
    s, args, B, desc = case
    for mode in MODES:
        try:
            f = te.lower(s, args, bounds=mode)
        except te.TEError as e:                 # a legitimate schedule must lower
            raise AssertionError(f"{desc} [{mode}]: {e}") from None
        text = verirw.script(f)
        report = prove_in_bounds(f)
        assert report.proven, f"{desc} [{mode}]\n{report}\n{text}"
        problems = disagreements(f, s, args, seeds=(0, 1))
        assert problems == [], f"{desc} [{mode}]\n{problems}\n{text}"
        if compile_pick == 0:
            kernel = cg.build(cg.prepare(f))
            problems = disagreements(f, s, args, seeds=(0,), kernel=kernel)
            assert problems == [], f"{desc} [{mode}] codegen\n{problems}\n{text}"
    if s[B].attach_type != "inline":
        exact, tvm = te.infer_bound(s, "exact")[B], te.infer_bound(s, "tvm")[B]
        assert exact.size <= tvm.size, f"{desc}: exact {exact.shape} > tvm {tvm.shape}"
