"""The summary check's speed helpers (issue 24) answer exactly as what they replace: ISL sets
built from memoised conjuncts, memoised z3 traversals. Caches are keyed by what determines
their answer; these tests compare cached and uncached answers."""

from __future__ import annotations

import z3
from hypothesis import given, settings
from hypothesis import strategies as st

from verirw.verify import isl_inverse

NAMES = ["p0", "p1", "q0", "x0"]


@st.composite
def affine(draw, depth=2):
    """An ISL text of a quasi-affine integer expression over NAMES."""
    kind = draw(st.sampled_from(["const", "name", "add", "mul", "div", "mod"] if depth else
                                ["const", "name"]))
    if kind == "const":
        return f"({draw(st.integers(-9, 9))})"
    if kind == "name":
        return draw(st.sampled_from(NAMES))
    if kind == "add":
        return f"({draw(affine(depth - 1))} {draw(st.sampled_from('+-'))} {draw(affine(depth - 1))})"
    if kind == "mul":
        return f"({draw(st.integers(-4, 4))} * {draw(affine(depth - 1))})"
    k = draw(st.integers(1, 5))
    a = draw(affine(depth - 1))
    return f"floor(({a}) / {k})" if kind == "div" else f"(({a}) mod {k})"


@st.composite
def constraint(draw):
    op = draw(st.sampled_from(["<=", "<", ">=", ">", "="]))
    text = f"{draw(affine())} {op} {draw(affine())}"
    if draw(st.booleans()):
        text = f"({text} or {draw(affine())} < {draw(affine())})"
    return text


BOX = [f"(-3) <= {n} and {n} < (4)" for n in NAMES]


@settings(max_examples=150, deadline=None)
@given(st.lists(constraint(), min_size=1, max_size=5), st.booleans())
def test_conjunction_by_parts_is_the_whole_set(parts, boxed):
    """The intersection of the conjuncts' (memoised) sets is empty exactly when the set of
    the whole conjunction is, whatever the cache holds (cold, then warm)."""
    parts = parts + (BOX if boxed else [])
    whole = f"[{', '.join(NAMES)}] -> {{ [] : {' and '.join(parts)} }}"
    expected = isl_inverse._nonempty(whole)
    isl_inverse._conjunct_set.cache_clear()
    assert isl_inverse._conjunction_nonempty(parts) == expected
    assert isl_inverse._conjunction_nonempty(parts) == expected          # cached
    assert isl_inverse._conjunction_nonempty(list(reversed(parts))) == expected


def test_conjunct_names_are_exactly_the_texts_names():
    """A conjunct is read over the names it mentions: p10 is not p1, x0 is a parameter."""
    s = isl_inverse._conjunct_set("p10 = p1 + 1 and x0 < q3")
    assert [s.get_dim_name(isl_inverse.sets.isl.dim_type.param, k)
            for k in range(s.dim(isl_inverse.sets.isl.dim_type.param))] == ["p10", "p1", "x0", "q3"]
    assert isl_inverse._conjunction_nonempty(["p10 = p1 + 1", "p1 = 3", "p10 = 4"])
    assert not isl_inverse._conjunction_nonempty(["p10 = p1 + 1", "p1 = 3", "p10 = 5"])
    assert isl_inverse._conjunction_nonempty([])


def test_conflict_shown_by_parts_agrees_with_the_whole_text():
    """conflict_shown (conjuncts flattened, memoised) answers as one parse of each pair's
    whole conjunction did, on nested And conditions."""
    from types import SimpleNamespace
    it, j, n = z3.Ints("it j n")
    cond = z3.And(z3.And(it >= 0, it < 8), z3.And(j >= 0, z3.And(j < 4, n >= 1)))
    store = SimpleNamespace(indices=[4 * it + j], cond=cond)
    same = SimpleNamespace(indices=[4 * it + j], cond=cond)
    overlap = SimpleNamespace(indices=[4 * it + j + 1], cond=cond)
    inner = {it.get_id(), j.get_id()}
    for _ in range(2):                                     # cold and warm caches
        assert not isl_inverse.conflict_shown([(store, same)], it, inner, 10)
        assert isl_inverse.conflict_shown([(store, overlap)], it, inner, 10)
        assert isl_inverse.conflict_shown([(store, same), (store, overlap)], it, inner, 10)
