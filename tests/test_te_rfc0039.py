"""RFC 0039's TE interface: ``s[B].transform_layout(...)`` on a schedule, returning the new
loop axes of a computed tensor, AXIS_SEPARATOR groups, and the flattened physical shapes and
indices the RFC's examples show. Every lowered program is checked against numpy (and, for
1-d and 2-d physical buffers, compiled through llvmlite)."""

from __future__ import annotations

import pytest

import verirw
import verirw.codegen as cg
from verirw import te
from verirw.te.reference import disagreements
from verirw.verify.bounds import prove_in_bounds


def physical_shapes(func) -> dict[str, list[int]]:
    out = {b.name: [s.value for s in b.shape] for _, b in func.buffer_map}
    out.update({n.buffer.name: [s.value for s in n.buffer.shape]
                for n in verirw.visit.walk(func.body) if isinstance(n, verirw.ir.Allocate)})
    return out


def agrees(func, s, args, *, native: bool = True, seeds=(0, 1)) -> None:
    assert prove_in_bounds(func).proven
    assert disagreements(func, s, args, seeds=seeds) == []
    if native:
        kernel = cg.build(cg.prepare(func))
        assert disagreements(func, s, args, kernel=kernel, seeds=seeds) == []


# ----------------------------------------------------------------------------- NHWC -> NCHWc


def nhwc_to_nchwc(n, h, w, c):
    return [n, c // 4, h, w, c % 4]


def test_nhwc_to_nchwc_loops_follow_the_layout_and_equal_b_equivalent():
    shape = (2, 3, 5, 8)
    A = te.placeholder(shape, name="A")
    B = te.compute(A.shape, lambda n, h, w, c: A[n, h, w, c], name="B")
    s = te.create_schedule(B.op)
    axes = s[B].transform_layout(nhwc_to_nchwc)
    assert [a.name for a in axes] == ["n", "co", "h", "w", "ci"]
    assert [a.name for a in s[B].leaf_iter_vars] == ["n", "co", "h", "w", "ci"]
    func = te.lower(s, [A, B])

    # the RFC's "compute definition that would produce an equivalent physical layout"
    A2 = te.placeholder(shape, name="A")
    B2 = te.compute([shape[0], shape[3] // 4, shape[1], shape[2], 4],
                    lambda n, c_outer, h, w, c_inner: A2[n, h, w, 4 * c_outer + c_inner], name="B")
    equivalent = te.lower(te.create_schedule(B2.op), [A2, B2])
    assert verirw.script(func).replace("co", "c_outer").replace("ci", "c_inner") == \
        verirw.script(equivalent)
    agrees(func, s, [A, B])


def test_nhwc_to_nchwc_at_the_rfc_size_flattens_to_its_shape():
    A = te.placeholder((16, 64, 64, 128), name="A")
    B = te.compute(A.shape, lambda n, h, w, c: A[n, h, w, c], name="B")
    s = te.create_schedule(B.op)
    s[B].transform_layout(nhwc_to_nchwc)
    assert physical_shapes(te.lower(s, [A, B], flatten=True))["B"] == [16 * (128 // 4) * 64 * 64 * 4]


# ----------------------------------------------------------------------------- AXIS_SEPARATOR


SEPARATORS = [
    # (map, physical shape for (M, N, P, Q)) -- the RFC's four cases
    (lambda m, n, p, q: [m, n, p, q], lambda M, N, P, Q: [M * N * P * Q]),
    (lambda m, n, p, q: [m, n, te.AXIS_SEPARATOR, p, q], lambda M, N, P, Q: [M * N, P * Q]),
    (lambda m, n, p, q: [m, te.AXIS_SEPARATOR, n, p, te.AXIS_SEPARATOR, q],
     lambda M, N, P, Q: [M, N * P, Q]),
    (lambda m, n, p, q: [m, q // 4, n, te.AXIS_SEPARATOR, p, q % 4],
     lambda M, N, P, Q: [M * (Q // 4) * N, P * 4]),
]


@pytest.mark.parametrize("case", range(len(SEPARATORS)))
def test_axis_separators_give_the_rfcs_physical_shapes(case):
    fn, expected = SEPARATORS[case]
    M, N, P, Q = 2, 3, 4, 8
    A = te.placeholder((M, N, P, Q), name="A")
    B = te.compute((M, N, P, Q), lambda m, n, p, q: A[m, n, p, q] * 2.0, name="B")
    s = te.create_schedule(B.op)
    axes = s[B].transform_layout(fn)
    assert te.AXIS_SEPARATOR not in axes
    flat = te.lower(s, [A, B], flatten=True)
    assert physical_shapes(flat)["B"] == expected(M, N, P, Q)
    func = te.lower(s, [A, B])
    agrees(func, s, [A, B], native=len(expected(M, N, P, Q)) <= 2)


def test_three_dimensional_physical_buffer_is_refused_by_codegen_with_a_reason():
    fn, _ = SEPARATORS[2]
    A = te.placeholder((2, 3, 4, 8), name="A")
    B = te.compute(A.shape, lambda m, n, p, q: A[m, n, p, q], name="B")
    s = te.create_schedule(B.op)
    s[B].transform_layout(fn)
    with pytest.raises(verirw.VerirwError, match="rank|2-d|dimension"):
        cg.build(cg.prepare(te.lower(s, [A, B])))


# ----------------------------------------------------------------------------- axes then reorder


def test_transform_layout_returns_axes_then_reorder():
    A = te.placeholder(shape=[16, 64, 128], name="A")
    B = te.compute(A.shape, lambda i, j, k: 2.0 * A[i, j, k], name="B")
    s = te.create_schedule(B.op)
    assert s[A].transform_layout(lambda i, j, k: [i * 64 + j, k // 4, k % 4]) == ()
    i_outer, jk_merged, i_inner = s[B].transform_layout(lambda i, j, k: [i // 4, 128 * j + k, i % 4])
    s[B].reorder(i_outer, i_inner, jk_merged)
    func = te.lower(s, [A, B])
    want = verirw.parse("""
@T.prim_func
def main(A: T.Buffer((1024, 32, 4), "float32"), B: T.Buffer((4, 8192, 4), "float32")):
    for io, ii, jk in T.grid(4, 4, 8192):
        B[io, jk, ii] = 2.0 * A[io * 256 + ii * 64 + jk // 128, jk % 128 // 4, jk % 4]
""")
    assert func == want, verirw.script(func)
    agrees(func, s, [A, B], seeds=(0,))


# ----------------------------------------------------------------------------- RFC examples


def flat_load_index(shape, layout, index):
    """The flattened index of ``X[index]`` (constant) after ``s[X].transform_layout``."""
    X = te.placeholder(shape, name="X")
    Y = te.compute((1,), lambda i: X[index], name="Y")
    s = te.create_schedule(Y.op)
    if layout is not None:
        s[X].transform_layout(layout)
    func = te.lower(s, [X, Y], flatten=True)
    load = next(n for n in verirw.visit.walk(func.body) if isinstance(n, verirw.ir.BufferLoad))
    return [i.value for i in load.indices], physical_shapes(func)["X"]


def test_rfc_example_row_major_flattening():
    assert flat_load_index((64, 128), None, (10, 15)) == ([10 * 128 + 15], [64 * 128])


def test_rfc_example_transposed_layout():
    assert flat_load_index((64, 128), lambda i, j: [j, i], (10, 15)) == ([15 * 64 + 10], [128 * 64])


def test_rfc_example_nchwc():
    index, shape = flat_load_index((16, 64, 64, 128), nhwc_to_nchwc, (11, 37, 23, 101))
    assert shape == [16 * (128 // 4) * 64 * 64 * 4]
    assert index == [(128 // 4) * 64 * 64 * 4 * 11 + 64 * 64 * 4 * (101 // 4) + 64 * 4 * 37
                     + 4 * 23 + 101 % 4]


def test_rfc_example_texture_2d():
    index, shape = flat_load_index(
        (16, 64, 64, 128), lambda n, h, w, c: [n, c // 4, h, te.AXIS_SEPARATOR, w, c % 4],
        (11, 37, 23, 101))
    assert shape == [16 * (128 // 4) * 64, 64 * 4]
    assert index == [(128 // 4) * 64 * 11 + 64 * (101 // 4) + 37, 4 * 23 + 101 % 4]


def test_transformed_layouts_are_proven_to_compute_the_definition():
    A = te.placeholder((2, 3, 2, 8), name="A")
    B = te.compute(A.shape, lambda n, h, w, c: A[n, h, w, c] * 2.0, name="B")
    s = te.create_schedule(B.op)
    s[A].transform_layout(lambda n, h, w, c: [n, h, te.AXIS_SEPARATOR, w, c])
    s[B].transform_layout(nhwc_to_nchwc)
    report = te.verify(s, [A, B])
    assert report.ok, str(report)
