"""IndexMap facts (injectivity, transformed shape, inverse, padding) against brute force."""

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from verirw import AXIS_SEPARATOR, IndexMap, format_expr
from verirw.errors import ArgumentError
from verirw.index_map import IndexMapError
from verirw.interp import evaluate
from verirw.testing import strategies


def brute(m: IndexMap, shape):
    images = {}
    for idx in itertools.product(*(range(n) for n in shape)):
        images.setdefault(m.apply(idx), []).append(idx)
    return images


def brute_padding(m, shape):
    images = brute(m, shape)
    tshape = tuple(max(img[k] for img in images) + 1 for k in range(len(next(iter(images)))))
    box = itertools.product(*(range(n) for n in tshape))
    return tshape, {t for t in box if t not in images}


def predicate_set(pred, tshape):
    return {t for t in itertools.product(*(range(n) for n in tshape))
            if evaluate(pred.expr, dict(zip(pred.indices, t)))}


# ----------------------------------------------------------------------------- the RFC maps


@pytest.mark.parametrize("shape,expected", [((16,), (3, 8)), ((14,), (2, 8)), ((6,), (1, 8))])
def test_offset_map_shape_is_exact(shape, expected):
    m = IndexMap.from_func(lambda i: [(i + 2) // 8, (i + 2) % 8])
    assert m.transformed_shape(shape) == expected


def test_split_with_padding():
    m = IndexMap.from_func(lambda i: [i // 4, i % 4])
    assert m.transformed_shape([14]) == (4, 4)
    assert m.is_injective([14]).proven
    pred = m.padding_predicate([14])
    assert format_expr(pred.expr) == "4 * io + ii >= 14"          # RFC 0077's form
    assert m.inverse([14]).apply((3, 1)) == (13,)
    assert format_expr(m.inverse([14]).bind(2).final[0]) == "4 * io + ii"


def test_offset_padding_on_both_ends():
    m = IndexMap.from_text("lambda i: [(i + 2) // 8, (i + 2) % 8]")
    pred = m.padding_predicate([16])
    tshape, expected = brute_padding(m, (16,))
    assert predicate_set(pred, tshape) == expected == {(0, 0), (0, 1), (2, 2), (2, 3), (2, 4),
                                                       (2, 5), (2, 6), (2, 7)}


def test_nchwc_with_axis_separator():
    m = IndexMap.from_func(lambda n, h, w, c: [n, c // 4, h, AXIS_SEPARATOR, w, c % 4])
    shape = (16, 64, 64, 128)
    assert m.is_injective(shape).proven
    assert m.transformed_shape(shape) == (16, 32, 64, 64, 4)
    assert m.axis_separators(4) == (3,)
    assert m.apply((11, 37, 23, 101)) == (11, 25, 37, 23, 1)
    assert not m.has_padding(shape)
    assert m.inverse(shape).apply((11, 25, 37, 23, 1)) == (11, 37, 23, 101)


def test_star_indices_and_fuse():
    m = IndexMap.from_func(lambda *idx: [*idx[:-1], idx[-1] // 4, idx[-1] % 4])
    assert m.transformed_shape((3, 10)) == (3, 3, 4)
    assert m.transformed_shape((5,)) == (2, 4)
    fuse = IndexMap.from_text("lambda i, j: [i * 8 + j]")
    assert fuse.transformed_shape((4, 8)) == (32,)
    assert fuse.inverse((4, 8)).apply((29,)) == (3, 5)


def test_large_domain_is_not_enumerated():
    m = IndexMap.from_text("lambda i, j: [(i * 100003 + j) // 64, (i * 100003 + j) % 64]")
    shape = (100000, 100003)                  # 10^10 elements
    assert m.is_injective(shape).proven
    assert m.transformed_shape(shape) == ((100000 * 100003 - 1) // 64 + 1, 64)


def test_non_injective_map_gives_two_witnesses():
    m = IndexMap.from_text("lambda i, j: [i + j]")
    got = m.is_injective((4, 4))
    assert got.status == "refuted"
    assert got.first != got.second and m.apply(got.first) == m.apply(got.second) == got.image
    with pytest.raises(IndexMapError, match="not injective on shape \\[4, 4\\]: .* both map to"):
        m.require_injective((4, 4))


def test_negative_index_is_refused():
    with pytest.raises(IndexMapError, match="negative index .* reaches -3"):
        IndexMap.from_text("lambda i: [i - 3]").transformed_shape((8,))


@pytest.mark.parametrize("text,match", [
    ("lambda i: [i // 4, T.undef()]", "only arithmetic|unknown name"),
    ("lambda i: [__import__('os')]", "only arithmetic"),
    ("lambda i: [j]", "unknown name 'j'"),
    ("i // 4", "must be a lambda"),
    ("lambda i: [i //]", "not a Python lambda"),
])
def test_bad_text(text, match):
    with pytest.raises(ArgumentError, match=match):
        IndexMap.from_text(text)


def test_rank_mismatch_and_misplaced_separator():
    with pytest.raises(ArgumentError, match="takes 1 indices, but the buffer has rank 2"):
        IndexMap.from_text("lambda i: [i]").transformed_shape((2, 2))
    with pytest.raises(ArgumentError, match="AXIS_SEPARATOR must stand between"):
        IndexMap.from_text("lambda i: [AXIS_SEPARATOR, i]").bind(1)


def test_map_reading_undef_or_buffer_is_refused():
    import verirw.ir as ir
    from verirw.dtypes import INT32
    undef = IndexMap.from_func(lambda i: [i + ir.Undef(INT32)])
    with pytest.raises(ArgumentError, match="T.undef\\(\\) cannot be an index"):
        undef.bind(1)
    buf = ir.make_buffer("B", (4,), "int32")
    with pytest.raises(ArgumentError, match="cannot read a buffer"):
        IndexMap.from_func(lambda i: [buf[i]]).bind(1)


def test_non_affine_inverse_is_refused_not_guessed():
    m = IndexMap.from_text("lambda i: [i * i]")
    assert m.is_injective((6,)).proven
    with pytest.raises(IndexMapError, match="cannot invert"):
        m.inverse((6,))


# ----------------------------------------------------------------------------- properties


@st.composite
def affine_maps(draw):
    """Random maps with floordiv/floormod over rank 1-2 (many not injective, some negative)."""
    rank = draw(st.integers(1, 2))
    shape = tuple(draw(st.integers(1, 9)) for _ in range(rank))
    names = ["i", "j"][:rank]
    outs = []
    for _ in range(draw(st.integers(1, 3))):
        coeffs = [draw(st.integers(-1, 4)) for _ in names]
        const = draw(st.integers(0, 5))
        base = " + ".join(f"{c} * {n}" for c, n in zip(coeffs, names)) + f" + {const}"
        kind = draw(st.sampled_from(["plain", "div", "mod"]))
        d = draw(st.integers(1, 5))
        outs.append({"plain": f"({base})", "div": f"({base}) // {d}", "mod": f"({base}) % {d}"}[kind])
    return f"lambda {', '.join(names)}: [{', '.join(outs)}]", shape


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(affine_maps())
def test_injectivity_and_shape_agree_with_enumeration(case):
    text, shape = case
    m = IndexMap.from_text(text)
    images = brute(m, shape)
    injective = all(len(v) == 1 for v in images.values())
    got = m.is_injective(shape)
    assert got.status == ("proven" if injective else "refuted")
    if not injective:
        assert m.apply(got.first) == m.apply(got.second) and got.first != got.second
    lows = [min(img[k] for img in images) for k in range(len(next(iter(images))))]
    if min(lows) < 0:
        with pytest.raises(IndexMapError, match="negative index"):
            m.transformed_shape(shape)
        return
    tshape = tuple(max(img[k] for img in images) + 1 for k in range(len(lows)))
    assert m.transformed_shape(shape) == tshape


@st.composite
def split_maps(draw):
    shape = tuple(draw(st.lists(st.integers(1, 11), min_size=1, max_size=2)))
    text = draw(strategies.index_maps(shape=shape, max_factor=5))
    if draw(st.booleans()):                     # also reorder the outputs
        head, body = text.split(": [", 1)
        outs = body[:-1].split(", ")
        text = f"{head}: [{', '.join(draw(st.permutations(outs)))}]"
    return text, shape


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(split_maps())
def test_padding_and_inverse_agree_with_enumeration(case):
    text, shape = case
    m = IndexMap.from_text(text)
    tshape, padding = brute_padding(m, shape)
    assert m.transformed_shape(shape) == tshape
    assert predicate_set(m.padding_predicate(shape), tshape) == padding
    inv = m.inverse(shape)
    for idx in itertools.product(*(range(n) for n in shape)):
        assert inv.apply(m.apply(idx)) == idx
