"""IndexMap facts (injectivity, transformed shape, inverse, padding) against brute force."""

import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from verirw import AXIS_SEPARATOR, IndexMap, format_expr, ir
from verirw.errors import ArgumentError
from verirw.index_map import IndexMapError
from verirw.interp import evaluate
from verirw.testing import strategies
from verirw.visit import walk


def brute(m: IndexMap, shape):
    images = {}
    for idx in itertools.product(*(range(n) for n in shape)):
        images.setdefault(m.apply(idx), []).append(idx)
    return images


def brute_padding(m, shape):
    """The transformed shape ``m`` reports, checked to hold every transformed index (it is
    TVM's convention, at least the smallest box), and the padding: the indices of that shape
    no logical index maps to, by enumeration."""
    images = brute(m, shape)
    smallest = tuple(max(img[k] for img in images) + 1 for k in range(len(next(iter(images)))))
    tshape = m.transformed_shape(shape)
    assert len(tshape) == len(smallest) and all(t >= s for t, s in zip(tshape, smallest))
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
    with pytest.raises(ArgumentError, match="takes 1 index, but the buffer has rank 2"):
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


# ----------------------------------------------------------------------------- compositions


def check_inverse_and_padding(m: IndexMap, shape):
    """The inverse undoes the map on every index; the padding predicate is the brute-force set."""
    inv = m.inverse(shape)
    for idx in itertools.product(*(range(n) for n in shape)):
        assert inv.apply(m.apply(idx)) == idx
    tshape, padding = brute_padding(m, shape)
    assert predicate_set(m.padding_predicate(shape), tshape) == padding
    assert m.has_padding(shape) == bool(padding)
    return inv


@pytest.mark.parametrize("text,shape", [
    ("lambda i, j: [(i * 5 + j) // 4, (i * 5 + j) % 4]", (3, 5)),            # fuse, then split
    ("lambda i, j: [(i * 6 + j) // 8, (i * 6 + j) % 8]", (5, 6)),            # ... with padding
    ("lambda i, j: [(i * 5 + j + 2) // 4, (i * 5 + j + 2) % 4]", (3, 5)),    # ... with an offset
    ("lambda i, j, k: [i * 12 + j * 4 + k]", (2, 3, 4)),                     # 3-d fuse
    ("lambda i, j, k: [((i * 3 + j) * 4 + k) // 8, ((i * 3 + j) * 4 + k) % 8]", (2, 3, 4)),
    ("lambda i, j: [j // 4, i, j % 4]", (3, 10)),                            # split, reorder
    ("lambda i, j: [i * 5 + j + 3]", (4, 5)),                                # fuse with offset
    ("lambda i, j, k: [(i * 6 + j * 2 + k) // 4, (i * 6 + j * 2 + k) % 4]", (2, 3, 1)),  # strided
    ("lambda i, j: [(i * 8 + j) // 4, (i * 8 + j) % 4]", (3, 2)),            # fuse with gaps
])
def test_compositions_are_inverted(text, shape):
    check_inverse_and_padding(IndexMap.from_text(text), shape)


def test_fuse_then_split_inverse_reads_as_mixed_radix():
    m = IndexMap.from_text("lambda i, j: [(i * 5 + j) // 4, (i * 5 + j) % 4]")
    assert m.inverse((3, 5)).text == "lambda t0, t1: [(4 * t0 + t1) // 5, (4 * t0 + t1) % 5]"
    assert format_expr(m.padding_predicate((3, 5)).expr) == "4 * t0 + t1 >= 15"   # issue 22
    padded = IndexMap.from_text("lambda i, j: [(i * 6 + j) // 8, (i * 6 + j) % 8]")
    assert padded.inverse((5, 6)).text == "lambda t0, t1: [(8 * t0 + t1) // 6, (8 * t0 + t1) % 6]"
    assert m.has_padding((3, 5)) and padded.has_padding((5, 6))   # (3, 3); 4 * t0 + t1 >= 30


def test_basic_features_are_tried_first():
    # a plain split keeps its simple inverse: the richer features are not even built
    m = IndexMap.from_text("lambda i, j: [j // 4, i, j % 4]")
    assert m.inverse((3, 10)).text == "lambda jo, i, ji: [i, 4 * jo + ji]"
    fuse = IndexMap.from_text("lambda i, j, k: [i * 12 + j * 4 + k]")
    assert fuse.inverse((2, 3, 4)).text == "lambda t0: [t0 // 12, t0 // 4 - 3 * (t0 // 12), t0 % 4]"


def test_fuse_then_split_on_a_large_domain():
    m = IndexMap.from_text("lambda i, j: [(i * 100003 + j) // 64, (i * 100003 + j) % 64]")
    shape = (100000, 100003)                  # proven, not enumerated
    inv = m.inverse(shape)
    for idx in [(0, 0), (99999, 100002), (12345, 678), (1, 100002)]:
        assert inv.apply(m.apply(idx)) == idx
    assert format_expr(m.padding_predicate(shape).expr) == "(64 * t0 + t1) // 100003 >= 100000"


def test_negated_index_prints_naturally():
    m = IndexMap.from_text("lambda i: [-i + 10]")
    assert format_expr(m.inverse((5,)).bind(1).final[0]) == "10 - i"
    assert format_expr(m.padding_predicate((5,)).expr) == "10 - i >= 5"
    check_inverse_and_padding(m, (5,))


def test_linear_puts_positive_terms_first():
    import verirw.ir as ir
    from verirw.dtypes import INT32
    from verirw.index_map import _linear
    t, u = ir.Var("t", INT32), ir.Var("u", INT32)
    cases = [([-1, 1], 0, "u - t"), ([-1, 4], -3, "4 * u - t - 3"), ([-2, 0], 10, "10 - 2 * t"),
             ([-1, 0], 0, "0 - t"), ([-1, -1], -3, "-3 - t - u"), ([0, 0], 7, "7"),
             ([1, 1], 2, "t + u + 2")]
    for coeffs, const, text in cases:
        assert format_expr(_linear([t, u], coeffs, const)) == text


def test_count_grammar_in_messages():
    pred = IndexMap.from_text("lambda i: [i // 4, i % 4]").padding_predicate((14,))
    with pytest.raises(ArgumentError, match="predicate takes 2 indices, got 1"):
        pred(1)
    one = IndexMap.from_text("lambda i: [i - 0]").padding_predicate((3,))
    with pytest.raises(ArgumentError, match="predicate takes 1 index, got 2"):
        one(1, 2)
    with pytest.raises(ArgumentError, match="takes 2 indices, but the buffer has rank 1"):
        IndexMap.from_text("lambda i, j: [i, j]").bind(1)


def test_injectivity_counterexample_is_ordered():
    for text, shape in [("lambda i, j: [i + j]", (4, 4)), ("lambda i, j: [j - i + 3]", (4, 4)),
                        ("lambda i: [i // 2]", (6,)), ("lambda i, j: [i % 2, j]", (4, 3))]:
        got = IndexMap.from_text(text).is_injective(shape)
        assert got.status == "refuted" and got.first < got.second


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
        assert m.apply(got.first) == m.apply(got.second) and got.first < got.second
    lows = [min(img[k] for img in images) for k in range(len(next(iter(images))))]
    if min(lows) < 0:
        with pytest.raises(IndexMapError, match="negative index"):
            m.transformed_shape(shape)
        return
    smallest = tuple(max(img[k] for img in images) + 1 for k in range(len(lows)))
    tshape = m.transformed_shape(shape)
    # TVM's convention: never smaller than the box of the transformed indices, and where an
    # output is a floormod by c, the full tile c (TVM pads i % 4 to 4 even when i < 2)
    assert all(t >= s for t, s in zip(tshape, smallest))
    for axis, e in enumerate(m.bind(len(shape)).final):
        uses = [v for v in walk(e) if isinstance(v, ir.Var)]
        if (isinstance(e, ir.FloorMod) and isinstance(e.b, ir.IntImm) and e.b.value > 0
                and len({id(v) for v in uses}) == len(uses)):
            assert tshape[axis] == e.b.value


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
    assert predicate_set(m.padding_predicate(shape), tshape) == padding
    inv = m.inverse(shape)
    for idx in itertools.product(*(range(n) for n in shape)):
        assert inv.apply(m.apply(idx)) == idx


@st.composite
def fuse_split_maps(draw):
    """A fuse of 2-3 axes (mixed radix, padded by up to 2 per axis), with an optional offset,
    then optionally split: ``[(i * 15 + j * 3 + k + 1) // 4, (...) % 4]``."""
    shape = tuple(draw(st.lists(st.integers(1, 6), min_size=2, max_size=3)))
    names = ["i", "j", "k"][:len(shape)]
    strides = [1]
    for n in reversed(shape[1:]):
        strides.insert(0, strides[0] * (n + draw(st.integers(0, 2))))
    fused = " + ".join(f"{x} * {s}" if s > 1 else x for x, s in zip(names, strides))
    offset = draw(st.integers(0, 3))
    if offset:
        fused += f" + {offset}"
    f = draw(st.integers(2, 8))
    outs = draw(st.sampled_from([[fused], [f"({fused}) // {f}", f"({fused}) % {f}"]]))
    return f"lambda {', '.join(names)}: [{', '.join(outs)}]", shape


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(fuse_split_maps())
def test_fuse_then_split_inverse_agrees_with_enumeration(case):
    text, shape = case
    check_inverse_and_padding(IndexMap.from_text(text), shape)


# TVM 0.27's IndexMap.map_shape, measured (tvm.tirx.IndexMap.from_func(f).map_shape(shape)):
# a split pads its inner output to the full tile even where the buffer is smaller than it
TVM_SHAPES = [
    ("lambda i: [i // 4, i % 4]", (2,), (1, 4)),
    ("lambda i: [i // 4, i % 4]", (6,), (2, 4)),
    ("lambda i: [i % 4, i // 4]", (3,), (4, 1)),
    ("lambda i, j: [j, i // 3, i % 3]", (2, 5), (5, 1, 3)),
    ("lambda i: [i // 8, i % 8 // 2, i % 2]", (6,), (1, 4, 2)),
    ("lambda i: [i // 2 % 3, i % 2]", (4,), (3, 2)),
    ("lambda i: [(i + 2) // 4, (i + 2) % 4]", (8,), (3, 4)),
    ("lambda i: [i * 2 % 8]", (8,), (8,)),
    ("lambda i, j: [i * 5 + j]", (2, 5), (10,)),
    ("lambda i: [i // 16, i % 16 // 4, i % 4]", (40,), (3, 4, 4)),
]


@pytest.mark.parametrize("text,shape,tvm_shape", TVM_SHAPES)
def test_static_shapes_follow_tvms_convention(text, shape, tvm_shape):
    assert IndexMap.from_text(text).transformed_shape(shape) == tvm_shape
    try:
        from tvm import tirx
    except ImportError:
        return
    got = tirx.IndexMap.from_func(eval(text)).map_shape(list(shape))
    assert tuple(int(x) for x in got) == tvm_shape


def test_a_static_shape_is_the_symbolic_one_at_that_size():
    m = IndexMap.from_text("lambda i: [i // 4, i % 4]")
    assert m.transformed_shape((2,)) == (1, 4)
    n = ir.Var("n")
    symbolic = m.transformed_shape((n,))
    assert format_expr(symbolic[1]) == "4"
    assert evaluate(symbolic[0], {n: 2}) == 1
