"""The ISL bridge (verirw.sets) and the IndexMap facts it computes, against brute force; every
ISL answer IndexMap acts on is certified by z3, and a corrupted one is caught."""

import itertools
import math

import islpy as isl
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from verirw import IndexMap, format_expr, ir, sets
from verirw.dtypes import INT32, INT64
from verirw.errors import ArgumentError
from verirw.index_map import IndexMapError
from verirw.interp import evaluate
from verirw.sets import NotQuasiAffine, SetsDisagreement

N = ir.Var("n", INT32)


def brute(m: IndexMap, shape):
    images = {}
    for idx in itertools.product(*(range(n) for n in shape)):
        images.setdefault(m.apply(idx), []).append(idx)
    return images


def brute_padding(m, shape):
    """The transformed shape ``m`` reports (TVM's convention), checked to hold the box of the
    transformed indices, and the padding in it by enumeration."""
    images = brute(m, shape)
    smallest = tuple(max(img[k] for img in images) + 1 for k in range(len(next(iter(images)))))
    tshape = m.transformed_shape(shape)
    assert all(t >= s for t, s in zip(tshape, smallest)) and len(tshape) == len(smallest)
    return tshape, {t for t in itertools.product(*(range(n) for n in tshape)) if t not in images}


def holds_at(expr, names, point, sizes=None):
    return bool(evaluate(expr, {**dict(zip(names, point)), **(sizes or {})}))


def predicate_set(pred, tshape, sizes=None):
    return {t for t in itertools.product(*(range(n) for n in tshape))
            if holds_at(pred.expr, pred.indices, t, sizes)}


def inverse_values(inv: IndexMap, t, sizes=None):
    b = inv.bind(len(t))
    env = {**dict(zip(b.initial, t)), **(sizes or {})}
    return tuple(evaluate(e, env) for e in b.final)


# ----------------------------------------------------------------------------- the bridge


def qmap(text, shape):
    m = IndexMap.from_text(text)
    b = m.bind(len(shape))
    return sets.quasi_affine_map(b.initial, b.final, shape)


@pytest.mark.parametrize("text,reason", [
    ("lambda i, j: [i * j]", "multiplies two non-constant indices"),
    ("lambda i, j: [i // j]", "divides by a non-constant"),
    ("lambda i: [i % 0]", "divides by zero"),
])
def test_non_quasi_affine_is_refused_with_the_reason(text, reason):
    with pytest.raises(NotQuasiAffine, match=reason):
        qmap(text, (4, 4) if "j" in text else (4,))
    m = IndexMap.from_text(text)
    shape = (4, 4) if "j" in text else (4,)
    assert m.quasi_affine(shape) is None and reason in m.quasi_affine_reason(shape)


def test_other_nodes_are_refused_by_name():
    i = ir.Var("i", INT32)
    buf = ir.make_buffer("B", (4,), "int32")
    for e, what in [(buf[i], "BufferLoad"), (ir.Cast(INT64, i), "Cast"),
                    (ir.Select(i.lt(2), i, i), "Select")]:
        with pytest.raises(NotQuasiAffine, match=f"{what} .* is not quasi-affine"):
            sets.expr_to_isl(e, {id(i): "x0"})
    with pytest.raises(NotQuasiAffine, match="free variable 'j'"):
        sets.expr_to_isl(ir.Var("j", INT32), {})


def test_non_quasi_affine_map_falls_back_to_z3():
    m = IndexMap.from_text("lambda i: [i * i]")
    assert m.quasi_affine((6,)) is None
    assert m.is_injective((6,)).proven                     # z3 alone
    with pytest.raises(IndexMapError, match="cannot invert"):
        m.inverse((6,))
    with pytest.raises(IndexMapError, match="needs a quasi-affine map .*multiplies"):
        m.transformed_shape((N,))


_OPS = ["+", "-", "*", "//", "%", "min", "max"]


@st.composite
def quasi_affine_exprs(draw, names=("i", "j"), depth=3):
    """Random quasi-affine expression text over ``names`` (negative divisors included)."""
    if depth == 0 or draw(st.integers(0, 3)) == 0:
        return draw(st.sampled_from([*names, *[str(c) for c in range(-3, 6)]]))
    op = draw(st.sampled_from(_OPS))
    a = draw(quasi_affine_exprs(names, depth - 1))
    if op in ("//", "%"):
        return f"({a}) {op} ({draw(st.sampled_from([-5, -3, -2, 2, 3, 4, 7]))})"
    if op == "*":
        return f"({draw(st.integers(-4, 4))}) * ({a})"
    b = draw(quasi_affine_exprs(names, depth - 1))
    if op in ("min", "max"):
        return f"{op}({a}, {b})"
    return f"({a}) {op} ({b})"


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(quasi_affine_exprs(), min_size=1, max_size=2), st.integers(1, 5),
       st.integers(1, 5))
def test_round_trip_ir_isl_ir_agrees_with_python(texts, n0, n1):
    """IR -> ISL map -> ISL's function -> IR gives the interpreter's values on every point."""
    i, j = ir.Var("i", INT32), ir.Var("j", INT32)
    env = {"i": i, "j": j, "min": lambda a, b: ir.Min(ir.as_expr(a, INT32), ir.as_expr(b, INT32)),
           "max": lambda a, b: ir.Max(ir.as_expr(a, INT32), ir.as_expr(b, INT32))}
    pyenv = {"min": min, "max": max}
    exprs = [ir.as_expr(eval(t, {}, env), INT32) for t in texts]      # noqa: S307
    q = sets.quasi_affine_map((i, j), exprs, (n0, n1))
    back = sets.pw_multi_aff_to_ir(isl.PwMultiAff.from_map(q.map), [i, j], [])
    for a, b in itertools.product(range(n0), range(n1)):
        want = [eval(t, {}, {**pyenv, "i": a, "j": b}) for t in texts]    # noqa: S307
        assert [evaluate(e, {i: a, j: b}) for e in exprs] == want
        assert [evaluate(e, {i: a, j: b}) for e in back] == want


def test_aff_reads_mod_and_positive_terms_first():
    q = qmap("lambda i: [(i + 3) // 8, i % 8]", (22,))
    t = [ir.Var("io", INT32), ir.Var("ii", INT32)]
    assert [format_expr(e) for e in sets.pw_multi_aff_to_ir(q.inverse(), t, [])] == \
        ["8 * io + (ii + 3) % 8 - 3"]


def test_symbolic_extrema_read_as_min():
    q = qmap("lambda i: [i // 4, i % 4]", (N,))
    hi = q.extrema(1)[1].add_constant_val(1)
    assert format_expr(sets.pw_aff_to_ir(hi, [], [N], q.context)) == "T.min(4, n)"


# ----------------------------------------------------------------------------- issue 22's maps


@pytest.mark.parametrize("text,shape", [
    ("lambda i: [(i + 3) // 8, i % 8]", (22,)),              # TVM 0.27 inverts this wrongly
    ("lambda i, j: [(5*i + j) % 4, (5*i + j) // 4]", (3, 5)),  # fuse, then a reordered split
    ("lambda i: [(i + 1) // 4, i % 4]", (10,)),
    ("lambda i: [(i + 1) // 4, i % 4]", (13,)),
    ("lambda i: [(7 * i) % 16]", (16,)),                       # a permutation
    ("lambda i: [(7 * i) % 16]", (10,)),
    ("lambda i, j: [(3*i + 5*j) % 8, (i + j) // 2]", (4, 4)),  # a piecewise inverse
])
def test_maps_refused_before_are_inverted(text, shape):
    m = IndexMap.from_text(text)
    assert m.is_injective(shape).proven
    inv = m.inverse(shape)
    for idx in itertools.product(*(range(n) for n in shape)):
        assert inv.apply(m.apply(idx)) == idx
    tshape, padding = brute_padding(m, shape)
    assert predicate_set(m.padding_predicate(shape), tshape) == padding
    image = predicate_set(m.image_predicate(shape), tshape)
    assert image == set(itertools.product(*(range(n) for n in tshape))) - padding


def test_padding_predicate_loses_its_floordiv():
    m = IndexMap.from_text("lambda i, j: [(i * 5 + j) // 4, (i * 5 + j) % 4]")
    assert format_expr(m.padding_predicate((3, 5)).expr) == "4 * t0 + t1 >= 15"
    reordered = IndexMap.from_text("lambda i, j: [(5*i + j) % 4, (5*i + j) // 4]")
    assert sets.uses_division(reordered.padding_predicate((3, 5)).expr) == 0


# ----------------------------------------------------------------------------- symbolic shapes


@pytest.mark.parametrize("text,tile", [
    ("lambda i: [i // 4, i % 4]", 4),
    ("lambda i: [(i + 3) // 8, i % 8]", 8),
    ("lambda i: [(i + 1) // 4, i % 4]", 4),
])
def test_symbolic_shape_agrees_with_every_residue(text, tile):
    m = IndexMap.from_text(text)
    assert m.is_injective((N,)).proven
    tshape = m.transformed_shape((N,))
    inv = m.inverse((N,))
    pad = m.padding_predicate((N,))
    assert inv.size_vars == (N,)
    for n in range(1, 3 * tile + 2):                    # every residue modulo the tile, twice
        sizes = {N: n}
        static = m.transformed_shape((n,))
        # TVM's convention on a symbolic shape (issue 39): never below the smallest shape, the
        # split's axis spans the tile for every n, the padding covers the rest
        got = tuple(evaluate(d, sizes) for d in tshape)
        assert all(g >= s for g, s in zip(got, static)) and got[-1] == tile
        for i in range(n):
            assert inverse_values(inv, m.apply((i,)), sizes) == (i,)
        images = brute(m, (n,))
        padding = {t for t in itertools.product(*(range(g) for g in got)) if t not in images}
        assert predicate_set(pad, got, sizes) == padding


def test_symbolic_two_axes_and_sizes_in_the_inverse():
    m = IndexMap.from_text("lambda i, j: [j, i // 4, i % 4]")
    shape = (N, N + 1)
    assert [format_expr(d) for d in m.transformed_shape(shape)] == ["n + 1", "(n + 3) // 4",
                                                                   "4"]
    inv = m.inverse(shape)
    for n in (1, 3, 4, 6):
        for idx in itertools.product(range(n), range(n + 1)):
            assert inverse_values(inv, m.apply(idx), {N: n}) == idx
            assert inv.apply(m.apply(idx), sizes={"n": n}) == idx
    with pytest.raises(ArgumentError, match=r"needs the sizes \['n'\]"):
        inv.apply((0, 0, 0))


def test_symbolic_non_injective_map_names_the_sizes():
    m = IndexMap.from_text("lambda i, j: [i + j]")
    got = m.is_injective((N, 4))
    assert got.status == "refuted" and got.first < got.second
    n = got.sizes["n"]
    assert all(0 <= a < n for a in (got.first[0], got.second[0]))
    assert m.apply(got.first) == m.apply(got.second) == got.image
    with pytest.raises(IndexMapError, match=r"not injective on shape \[n, 4\] \(with n = "):
        m.require_injective((N, 4))


def test_symbolic_negative_output_is_refused():
    with pytest.raises(IndexMapError, match="negative index"):
        IndexMap.from_text("lambda i: [i - 3]").transformed_shape((N,))


# ----------------------------------------------------------------------------- ISL is not trusted


def test_a_corrupted_inverse_is_caught(monkeypatch):
    # a plausible wrong inverse (it forgets the offset): z3 refutes it, nothing is returned
    monkeypatch.setattr(sets.QuasiAffineMap, "inverse",
                        lambda self: sets.parse("PwMultiAff", "{ [t0, t1] -> [(8t0 + t1)] }"))
    with pytest.raises(SetsDisagreement, match="refuted by z3"):
        IndexMap.from_text("lambda i: [(i + 3) // 8, i % 8]").inverse((22,))


def test_a_corrupted_injectivity_verdict_is_caught(monkeypatch):
    monkeypatch.setattr(sets.QuasiAffineMap, "is_injective", lambda self: False)
    with pytest.raises(SetsDisagreement):
        IndexMap.from_text("lambda i: [i // 4, i % 4]").is_injective((14,))
    monkeypatch.setattr(sets.QuasiAffineMap, "is_injective", lambda self: True)
    with pytest.raises(SetsDisagreement, match="z3 finds"):
        IndexMap.from_text("lambda i: [i // 2]").is_injective((6,))


def test_a_corrupted_image_is_caught(monkeypatch):
    real = sets.QuasiAffineMap.image

    def bigger(self):                       # one transformed index too many
        img = real.fget(self)
        return img.union(sets.parse("Set", "{ [3, 3] }")).coalesce()

    monkeypatch.setattr(sets.QuasiAffineMap, "image", property(bigger))
    m = IndexMap.from_text("lambda i: [(i + 3) // 8, i % 8]")     # [3, 3] is padding
    with pytest.raises(SetsDisagreement, match="image .* is refuted by z3"):
        m.padding_predicate((22,))


def test_a_corrupted_range_is_caught(monkeypatch):
    real = sets.QuasiAffineMap.extrema

    def lower(self, axis):                  # the maximum one too small
        lo, hi = real(self, axis)
        return lo, hi.add_constant_val(-1)

    monkeypatch.setattr(sets.QuasiAffineMap, "extrema", lower)
    with pytest.raises(SetsDisagreement):
        IndexMap.from_text("lambda i: [i // 4, i % 4]").transformed_shape((14,))


def test_a_corrupted_collision_is_caught(monkeypatch):
    # a symbolic witness is ISL's alone: it is evaluated before it is reported
    monkeypatch.setattr(sets.QuasiAffineMap, "collision", lambda self: ((0, 0), (0, 1), (2,)))
    with pytest.raises(SetsDisagreement, match="does not hold"):
        IndexMap.from_text("lambda i, j: [i + j]").is_injective((N, 4))


def test_when_isl_gives_up_z3_alone_answers():
    m = IndexMap.from_text("lambda i, j: [(i * 5 + j) // 4, (i * 5 + j) % 4]")
    with sets.operation_budget(1):
        assert m.quasi_affine((3, 5)) is None
        assert "maximal number of operations" in m.quasi_affine_reason((3, 5))
        assert m.is_injective((3, 5)).proven               # z3's proof, ISL silent
        assert m.transformed_shape((3, 5)) == (4, 4)       # z3's Optimize
        assert m.inverse((3, 5)).apply((3, 2)) == (2, 4)   # the synthesised form
        with pytest.raises(IndexMapError, match="maximal number of operations"):
            IndexMap.from_text("lambda i: [(i + 3) // 8, i % 8]").transformed_shape((N,))


# ----------------------------------------------------------------------------- property


@st.composite
def composed_maps(draw):
    """Compositions of split, fuse, reorder, offset and stride on a box of rank 1-4 (small),
    many injective, some not."""
    rank = draw(st.integers(1, 4))
    shape = tuple(draw(st.integers(1, 4 if rank > 2 else 7)) for _ in range(rank))
    names = ["i", "j", "k", "l"][:rank]
    outs = list(names)
    for _ in range(draw(st.integers(1, 3))):
        op = draw(st.sampled_from(["split", "fuse", "reorder", "offset", "stride"]))
        k = draw(st.integers(0, len(outs) - 1))
        if op == "split":
            f, o = draw(st.integers(2, 5)), draw(st.integers(0, 3))
            base = f"({outs[k]} + {o})" if o else outs[k]
            outs[k:k + 1] = [f"({base}) // {f}", f"({base}) % {f}"]
        elif op == "fuse" and k + 1 < len(outs):
            s = draw(st.integers(1, 8))
            outs[k:k + 2] = [f"({outs[k]}) * {s} + ({outs[k + 1]})"]
        elif op == "reorder":
            outs = list(draw(st.permutations(outs)))
        elif op == "offset":
            outs[k] = f"({outs[k]}) + {draw(st.integers(1, 3))}"
        elif op == "stride":
            outs[k] = f"({outs[k]}) * {draw(st.integers(2, 3))}"
    return f"lambda {', '.join(names)}: [{', '.join(outs)}]", shape


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(composed_maps())
def test_isl_facts_agree_with_enumeration(case):
    check_isl_facts(*case)


#: nested splits with an offset inside (a floor or mod of an expression that has one): ISL's
#: parser leaves the equality they imply (o3 = j + 1 - 3 o1 - 3 o2 for the first) implicit, and
#: its lexmin then lost part of the image (j = 3 of the first: ``i1 = 0`` on a coordinate that
#: takes 0 and 1) until ``sets.explicit_equalities``; all found by the property above
NESTED_SPLITS = [
    ("lambda i, j: [i, j // 3, (j % 3 + 1) // 3, (j % 3 + 1) % 3]", (1, 4)),
    ("lambda i, j: [i, j // 3 + 1, (j % 3 + 1) // 3, (j % 3 + 1) % 3]", (2, 5)),
    ("lambda i, j: [i, j // 4, (j % 4 + 2) // 4, (j % 4 + 2) % 4]", (1, 6)),
    ("lambda i, j: [i, (j % 5 + 1) // 5, j // 5, (j % 5 + 1) % 5]", (5, 6)),
    ("lambda i, j: [i, (j // 2 + 1) // 2, (j // 2 + 1) % 2, j % 2]", (1, 6)),
    ("lambda i, j: [i, (j // 2 * 2 + 2) // 4, (j // 2 * 2 + 2) % 4, j % 2 + 3]", (4, 5)),
    ("lambda i, j: [(i * 6 + j + 2) // 4, ((i * 6 + j + 2) % 4 + 2) // 2, "
     "((i * 6 + j + 2) % 4 + 2) % 2]", (1, 6)),
    ("lambda i, j: [(i * 3 + j) // 5, ((i * 3 + j) % 5 + 1) // 2, ((i * 3 + j) % 5 + 1) % 2]",
     (3, 3)),
    ("lambda i, j: [(i * 3 + j) % 5, ((i * 3 + j) % 5 + 1) % 2]", (2, 3)),   # not injective
    ("lambda i, j, k: [i, j, ((k + 2) // 2 * 3 + 3) // 4 + 3, ((k + 2) // 2 * 3 + 3) % 4, "
     "(k + 2) % 2]", (6, 5, 4)),
]


@pytest.mark.parametrize("text,shape", NESTED_SPLITS)
def test_isl_facts_agree_with_enumeration_on_nested_splits(text, shape):
    check_isl_facts(text, shape)
    q = IndexMap.from_text(text).quasi_affine(shape)
    if q.is_injective():                       # the inverse is defined on the whole image
        assert q.inverse().domain().is_equal(q.image)


def test_isl_inverse_of_a_nested_split_covers_its_image():
    """The summary executor's ISL inverse (``verify.isl_inverse``) reads the same nested floors
    through the same parser."""
    from verirw.verify import isl_inverse
    text = ("{ [x0, x1] -> [x0, floor((x1) / 3), floor((((x1) mod 3) + 1) / 3), "
            "(((x1) mod 3) + 1) mod 3] : 0 <= x0 < 1 and 0 <= x1 < 4 }")
    elems, exprs = isl_inverse._isl_pieces(text, 4, [])
    for j in range(4):
        image = (0, j // 3, (j % 3 + 1) // 3, (j % 3 + 1) % 3)
        assert tuple(evaluate(e, dict(zip(elems, image))) for e in exprs) == (0, j)


def check_isl_facts(text, shape):
    """Every fact IndexMap and ISL compute on ``text`` over ``shape`` against brute force."""
    m = IndexMap.from_text(text)
    images = brute(m, shape)
    injective = all(len(v) == 1 for v in images.values())
    q = m.quasi_affine(shape)
    assert q is not None and q.is_injective() == injective
    got = m.is_injective(shape)
    assert got.status == ("proven" if injective else "refuted")
    if not injective:
        assert m.apply(got.first) == m.apply(got.second) and got.first != got.second
        return
    # ISL's inverse read back as IR, evaluated on every image point
    t = [ir.Var(f"t{k}", INT32) for k in range(len(next(iter(images))))]
    isl_inv = sets.pw_multi_aff_to_ir(q.inverse(), t, [])
    for img, (idx,) in images.items():
        assert tuple(evaluate(g, dict(zip(t, img))) for g in isl_inv) == idx
    inv = m.inverse(shape)
    for img, (idx,) in images.items():
        assert inv.apply(img) == idx
    # ISL's extrema are the exact box; the transformed shape (TVM's convention) holds it
    smallest = tuple(max(img[k] for img in images) + 1 for k in range(len(t)))
    for axis, n in enumerate(smallest):
        lo, hi = (sets.pw_aff_to_ir(x, [], []) for x in q.extrema(axis))
        assert (lo.value, hi.value + 1) == (min(img[axis] for img in images), n)
    tshape = m.transformed_shape(shape)
    assert all(g >= n for g, n in zip(tshape, smallest))
    if math.prod(tshape) <= 2000:
        padding = {p for p in itertools.product(*(range(n) for n in tshape)) if p not in images}
        assert predicate_set(m.padding_predicate(shape), tshape) == padding
