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


# ----------------------------------------------------------------------------- normalise

from verirw.verify import normalise as nm  # noqa: E402


class _Reference(nm._Normaliser):
    """The normaliser's traversal as it was written with the z3 Python API alone (before
    issue 24): the reference the C-API traversal must reproduce term for term."""

    def run(self, t):
        memo = self.__dict__.setdefault("ref_memo", {})
        hit = memo.get(t.get_id())
        if hit is not None:
            return hit
        out = self._rewrite(t)
        memo[t.get_id()] = out
        self.keep.append(t)
        return out

    def _rewrite(self, t):
        if z3.is_quantifier(t) or z3.is_var(t) or not z3.is_app(t) or t.num_args() == 0:
            return t
        if z3.is_select(t):
            return self.select(self.run(t.arg(0)), [self.run(c) for c in t.children()[1:]])
        kids = [self.run(c) for c in t.children()]
        if (z3.is_app_of(t, z3.Z3_OP_IDIV) or z3.is_app_of(t, z3.Z3_OP_MOD)) \
                and z3.is_int_value(kids[1]):
            k = kids[1].as_long()
            if k > 0:
                split = self.split(kids[0], k)
                if split is not None:
                    quotient, remainder = split
                    return quotient if z3.is_app_of(t, z3.Z3_OP_IDIV) else remainder
        if all(a.eq(b) for a, b in zip(kids, t.children())):
            out = t
        elif z3.is_app_of(t, z3.Z3_OP_ITE):
            out = z3.If(*kids)
        else:
            out = t.decl()(*kids)
        return z3.simplify(out) if z3.is_int(out) else out

    def _select(self, array, idx: list):
        if z3.is_quantifier(array) and array.is_lambda():
            return self.run(z3.substitute_vars(array.body(), *reversed(idx)))
        if z3.is_store(array):
            args = array.children()
            where, value = args[1:-1], args[-1]
            same = [self.run(z3.simplify(w == i)) for w, i in zip(where, idx)]
            if all(z3.is_true(s) for s in same):
                return value
            rest = self.select(array.arg(0), idx)
            if any(z3.is_false(s) for s in same):
                return rest
            return z3.If(z3.And(*same), value, rest)
        if z3.is_app_of(array, z3.Z3_OP_ITE):
            return z3.If(array.arg(0), self.select(array.arg(1), idx), self.select(array.arg(2), idx))
        return z3.Select(array, *idx)


X, Y, Z = z3.Ints("nx ny nz")
ARR = z3.Array("narr", z3.IntSort(), z3.IntSort())
K = z3.Int("nk")


def int_terms():
    leaves = st.one_of(st.sampled_from([X, Y, Z]), st.integers(-6, 9).map(z3.IntVal))

    def grow(sub):
        arith = st.one_of(
            st.tuples(sub, sub).map(lambda p: p[0] + p[1]),
            st.tuples(sub, sub).map(lambda p: p[0] - p[1]),
            st.tuples(st.integers(-4, 4), sub).map(lambda p: p[0] * p[1]),
            st.tuples(sub, st.integers(-3, 5)).map(lambda p: p[0] / p[1]),
            st.tuples(sub, st.integers(-3, 5)).map(lambda p: p[0] % p[1]),
            st.tuples(sub, sub, sub).map(lambda p: z3.If(p[0] < p[1], p[1], p[2])),
        )
        arrays = st.one_of(
            st.just(ARR),
            st.tuples(sub, sub).map(lambda p: z3.Store(ARR, p[0], p[1])),
            st.tuples(sub, sub, sub).map(lambda p: z3.Store(z3.Store(ARR, p[0], p[1]), p[2], p[0])),
            sub.map(lambda body: z3.Lambda([K], body + K)),
            st.tuples(sub, sub).map(lambda p: z3.Lambda([K], z3.If(K == p[0], p[1], K / 4))),  # noqa: SIM300
        )
        return st.one_of(arith, st.tuples(arrays, sub).map(lambda p: z3.Select(p[0], p[1])))

    return st.recursive(leaves, grow, max_leaves=12)


@settings(max_examples=200, deadline=None)
@given(st.lists(int_terms(), min_size=1, max_size=4), st.integers(-5, 5), st.integers(0, 9),
       st.booleans())
def test_normalise_reproduces_the_python_api_traversal(terms, lo, width, as_formula):
    """The traversal by z3's C API gives the very terms the z3 Python API one gave (ids equal):
    memo hits by id, kinds by one C call, Int sorts by their kind."""
    ranges = {X.get_id(): (lo, lo + width), Y.get_id(): (0, 3)}
    if as_formula:
        terms = [z3.And(t > 0, t % 4 == Z) for t in terms]
    new, ref = nm._Normaliser(ranges), _Reference(ranges)
    for t in terms + terms:                               # the second round hits the memo
        a, b = new.run(t), ref.run(t)
        assert a.eq(b), (t, a, b)
    assert [x.eq(y) for x, y in zip(nm.normalise_all(terms, ranges),
                                    [_Reference(ranges).run(t) for t in terms])] == [True] * len(terms)


# ----------------------------------------------------------------------------- substitute

from verirw.z3c import substitute  # noqa: E402


@settings(max_examples=150, deadline=None)
@given(int_terms(), st.lists(st.tuples(st.sampled_from([X, Y, Z]), int_terms()), max_size=3,
                             unique_by=lambda p: p[0].get_id()))
def test_substitute_is_z3s(term, pairs):
    """The C-level substitute gives z3.substitute's very term (and a Bool formula's)."""
    assert substitute(term, *pairs).eq(z3.substitute(term, *pairs))
    formula = z3.And(term > 1, z3.Select(ARR, term) == Y)
    assert substitute(formula, *pairs).eq(z3.substitute(formula, *pairs))


def test_substitute_refuses_mismatched_sorts():
    import pytest
    with pytest.raises(z3.Z3Exception):
        substitute(X + 1, (X, z3.Bool("nb")))


from verirw.z3c import conjunction, select  # noqa: E402

ARR2 = z3.Array("narr2", z3.IntSort(), z3.IntSort(), z3.BoolSort())
REAL_ARR = z3.Array("nreal", z3.RealSort(), z3.IntSort())


@settings(max_examples=150, deadline=None)
@given(st.lists(int_terms(), min_size=1, max_size=4))
def test_conjunction_and_select_are_z3s(terms):
    """One C call gives z3.And's and z3.Select's very terms; what z3 would coerce (a Python
    bool, an Int index into a Real domain) goes through z3's own functions."""
    bools = [t > 0 for t in terms] + [select(ARR2, terms[0], terms[-1])]
    assert conjunction(*bools).eq(z3.And(*bools))
    assert conjunction(bools[0]).eq(z3.And(bools[0]))
    assert conjunction(bools[0], True).eq(z3.And(bools[0], True))
    assert select(ARR, terms[0]).eq(z3.Select(ARR, terms[0]))
    assert select(ARR2, terms[0], terms[-1]).eq(z3.Select(ARR2, terms[0], terms[-1]))
    assert select(ARR2, terms[0], 3).eq(z3.Select(ARR2, terms[0], 3))
    assert select(REAL_ARR, terms[0]).eq(z3.Select(REAL_ARR, terms[0]))
    assert select(z3.Lambda([K], K + terms[0]), Y).eq(z3.Select(z3.Lambda([K], K + terms[0]), Y))
    assert select(z3.Store(ARR, X, terms[0]), Y).eq(z3.Select(z3.Store(ARR, X, terms[0]), Y))


# ----------------------------------------------------------------------------- ISL texts

def _ref_expr(t, names):
    """isl_inverse._expr as written with the z3 Python API alone (before issue 24)."""
    key = t.get_id()
    if key in names.texts:
        return names.texts[key]
    if z3.is_int_value(t):
        text = f"({t.as_long()})"
    elif z3.is_const(t):
        text = names.of(t)
    else:
        kids = t.children()
        if z3.is_add(t):
            text = "(" + " + ".join(_ref_expr(k, names) for k in kids) + ")"
        elif z3.is_sub(t):
            text = "(" + " - ".join(_ref_expr(k, names) for k in kids) + ")"
        elif z3.is_app_of(t, z3.Z3_OP_UMINUS):
            text = f"(-{_ref_expr(kids[0], names)})"
        elif z3.is_mul(t):
            consts = [k.as_long() for k in kids if z3.is_int_value(k)]
            others = [k for k in kids if not z3.is_int_value(k)]
            if len(others) > 1:
                raise isl_inverse._NotAffine("two variables")
            factor = 1
            for c in consts:
                factor *= c
            text = f"({factor} * {_ref_expr(others[0], names)})" if others else f"({factor})"
        elif (z3.is_app_of(t, z3.Z3_OP_IDIV) or z3.is_app_of(t, z3.Z3_OP_MOD)) \
                and z3.is_int_value(kids[1]) and kids[1].as_long() > 0:
            a, k = _ref_expr(kids[0], names), kids[1].as_long()
            text = f"floor(({a}) / {k})" if z3.is_app_of(t, z3.Z3_OP_IDIV) else f"(({a}) mod {k})"
        else:
            raise isl_inverse._NotAffine("not quasi-affine")
    names.texts[key] = text
    return text


def _ref_comparison(cond):
    if not z3.is_app(cond) or cond.decl().kind() not in isl_inverse._CMP or cond.num_args() != 2:
        return None
    a, b = cond.children()
    if a.sort() != z3.IntSort() or b.sort() != z3.IntSort():
        return None
    return isl_inverse._CMP[cond.decl().kind()], a, b


def _ref_exact(cond, names):
    key = cond.get_id()
    if key in names.texts:
        return names.texts[key]
    e = _ref_expr
    if z3.is_true(cond):
        text = "true"
    elif z3.is_false(cond):
        text = "false"
    elif z3.is_and(cond) or z3.is_or(cond):
        joiner = " and " if z3.is_and(cond) else " or "
        text = "(" + joiner.join(_ref_exact(k, names) for k in cond.children()) + ")"
    elif z3.is_not(cond) and _ref_comparison(cond.arg(0)):
        op, a, b = _ref_comparison(cond.arg(0))
        text = (f"({e(a, names)} < {e(b, names)} or {e(a, names)} > {e(b, names)})" if op == "="
                else f"{e(a, names)} {isl_inverse._NEGATED[op]} {e(b, names)}")
    elif z3.is_distinct(cond) and cond.num_args() == 2 \
            and all(k.sort() == z3.IntSort() for k in cond.children()):
        a, b = (e(k, names) for k in cond.children())
        text = f"({a} < {b} or {a} > {b})"
    else:
        found = _ref_comparison(cond)
        if found is None:
            raise isl_inverse._NotAffine("not a constraint")
        op, a, b = found
        text = f"{e(a, names)} {op} {e(b, names)}"
    names.texts[key] = text
    return text


def bool_terms():
    cmp = st.tuples(int_terms(), int_terms(), st.sampled_from(["<", "<=", ">", ">=", "==", "!="]))

    def make(p):
        a, b, op = p
        return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "==": a == b,
                "!=": a != b}[op]
    atoms = st.one_of(cmp.map(make), st.just(z3.BoolVal(True)), st.just(z3.BoolVal(False)),
                      cmp.map(lambda p: z3.Not(make(p))), st.just(z3.Bool("nflag")),
                      st.tuples(int_terms(), int_terms()).map(lambda p: z3.Distinct(*p)))
    return st.recursive(atoms, lambda sub: st.one_of(
        st.lists(sub, min_size=1, max_size=3).map(lambda xs: z3.And(*xs)),
        st.lists(sub, min_size=1, max_size=3).map(lambda xs: z3.Or(*xs)),
        sub.map(z3.Not)), max_leaves=8)


def _outcome(read, term, names):
    try:
        return read(term, names)
    except isl_inverse._NotAffine:
        return "not affine"


@settings(max_examples=200, deadline=None)
@given(st.lists(bool_terms(), min_size=1, max_size=3), st.lists(int_terms(), max_size=3))
def test_isl_texts_are_the_python_api_ones(conds, exprs):
    """The C-API readers give the texts (and the refusals) of the Python-API ones, term for
    term, with the same names; _conjuncts' conjunction is _exact's text."""
    new, ref = isl_inverse._Names([X]), isl_inverse._Names([X])
    for t in conds + conds:
        assert _outcome(isl_inverse._exact, t, new) == _outcome(_ref_exact, t, ref)
    for t in exprs:
        assert _outcome(isl_inverse._expr, t, new) == _outcome(_ref_expr, t, ref)
    assert {n: str(t) for n, t in new.params.values()} == {n: str(t) for n, t in ref.params.values()}
    for t in conds:
        try:
            parts = isl_inverse._conjuncts(t, new)
        except isl_inverse._NotAffine:
            continue
        whole = f"[{', '.join([n for n, _ in new.params.values()] + ['x0'])}] -> {{ [] : "
        assert _answer(whole + " and ".join(parts) + " }") == \
            _answer(whole + _ref_exact(t, ref) + " }")


def _answer(text):
    try:
        return isl_inverse._nonempty(text)
    except isl_inverse.sets.NotQuasiAffine:
        return "gave up"


from verirw.z3c import ite, rebuild  # noqa: E402


@settings(max_examples=150, deadline=None)
@given(st.lists(int_terms(), min_size=2, max_size=4))
def test_ite_and_rebuild_are_z3s(terms):
    """If and re-application by one C call give z3.If's and decl()(...)'s very terms; mixed
    sorts (an Int and a Real branch, a Python int) go through z3's coercions."""
    a, b = terms[0], terms[1]
    assert ite(a > b, a, b).eq(z3.If(a > b, a, b))
    assert ite(a > b, a, z3.ToReal(b)).eq(z3.If(a > b, a, z3.ToReal(b)))
    assert ite(a > b, a, 3).eq(z3.If(a > b, a, 3))
    for t in terms:
        if z3.is_app(t) and t.num_args() > 0:
            kids = list(reversed(t.children())) if z3.is_add(t) else t.children()
            assert rebuild(t, kids).eq(t.decl()(*kids))
    total = z3.Sum(*terms)
    if z3.is_add(total):
        assert rebuild(total, terms[::-1]).eq(total.decl()(*terms[::-1]))
    real_sum = z3.ToReal(a) + z3.RealVal(1)
    assert rebuild(real_sum, [z3.ToReal(b), z3.RealVal(2)]).eq(
        real_sum.decl()(z3.ToReal(b), z3.RealVal(2)))
    assert rebuild(a + 1, [b, 2]).eq((a + 1).decl()(b, 2)) if z3.is_add(a + 1) else True


from verirw.z3c import equal, fresh_int, substitute_each  # noqa: E402


@settings(max_examples=100, deadline=None)
@given(st.lists(int_terms(), min_size=2, max_size=4))
def test_equal_fresh_and_substitute_each_are_z3s(terms):
    """equal is ==, substitute_each is substitute per term, fresh_int numbers as FreshInt."""
    a, b = terms[0], terms[1]
    assert equal(a, b).eq(a == b)
    assert equal(a, 2).eq(a == 2)
    assert equal(a, z3.ToReal(b)).eq(a == z3.ToReal(b))
    w = fresh_int("nw")
    pairs = [(X, w), (Y, b)]
    assert [t.eq(u) for t, u in zip(substitute_each(terms + [a > b], *pairs),
                                    [z3.substitute(t, *pairs) for t in terms + [a > b]])] \
        == [True] * (len(terms) + 1)
    one, two = fresh_int("nv"), z3.FreshInt("nv")
    assert not one.eq(two) and one.sort() == two.sort() == z3.IntSort()
    assert str(one).startswith("nv!") and int(str(two).split("!")[1]) == int(str(one).split("!")[1]) + 1


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(-3, 3), st.integers(-3, 3), st.integers(-4, 4),
                          st.integers(1, 5), st.booleans()), min_size=2, max_size=3),
       st.integers(1, 6), st.integers(1, 4))
def test_conflict_skips_mirror_pairs_without_changing_the_answer(forms, extent, inner_extent):
    """Among stores, (s, t) and (t, s) are the same set with the iterations exchanged: the
    answer over all pairs is the answer pair by pair (each asked alone)."""
    from types import SimpleNamespace
    it, j = z3.Ints("it j")

    def access(form):
        a, b, c, d, is_div = form
        x = a * it + b * j + c
        return SimpleNamespace(indices=[x / d if is_div else x % d],
                               cond=z3.And(it >= 0, it < extent, j >= 0, j < inner_extent))

    stores = [access(f) for f in forms]
    inner = {it.get_id(), j.get_id()}
    pairs = [(s, a) for s in stores for a in stores]
    alone = any(isl_inverse.conflict_shown([p], it, inner, 10) for p in pairs)
    assert isl_inverse.conflict_shown(pairs, it, inner, 10) == alone
