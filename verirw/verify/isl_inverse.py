"""ISL's inverse of a loop's store index, for the summary executor (issue 22).

The summary executor guesses "the iteration that writes element e" from the store index's
form (``i + c``, mixed-radix sums, ``x // 4`` with ``x % 4``). A quasi-affine index outside
those forms — ``(7 * i) % 16``, a permutation — has an inverse all the same, and ISL computes
it exactly: the lexicographic minimum of the reversed map over the loop box. Here the store
index arrives as z3 terms, so this module reads z3 terms as ISL text, asks ISL, and reads the
piecewise answer back as z3 terms through the IR (``verirw.sets``, then ``verirw.smt``).

Nothing here is trusted: the caller proves ``inverse(index(it)) == it`` with z3 over the loop
domain, exactly as for a guessed inverse. Anything not quasi-affine gives None.
"""

from __future__ import annotations

import functools
import re

import z3

from verirw import clock
from verirw import ir, sets, smt
from verirw.dtypes import INT32
from verirw.z3c import arg


class _NotAffine(Exception):
    """A term ISL cannot read exactly. The term is printed only if the message is shown:
    printing a z3 term costs a millisecond, and callers nearly always just move on."""

    def __init__(self, term, why: str = ""):
        super().__init__(term, why)
        self.term, self.why = term, why

    def __str__(self) -> str:
        return f"{self.term} {self.why}"


class _Names:
    """ISL names for the z3 constants of a question: the loop's variables are dimensions,
    every other integer constant (outer iterations, symbolic sizes) a parameter."""

    def __init__(self, inner):
        self.dims = {v.get_id(): f"x{k}" for k, v in enumerate(inner)}
        self.params: dict[int, tuple[str, z3.ArithRef]] = {}
        self.texts: dict[int, str] = {}          # term id -> ISL text
        self.conjuncts: dict[int, tuple] = {}    # term id -> its conjuncts' ISL texts

    def of(self, t: z3.ArithRef) -> str:
        if t.get_id() in self.dims:
            return self.dims[t.get_id()]
        if not t.is_int():
            raise _NotAffine(t, "is not an integer")
        if t.get_id() not in self.params:
            self.params[t.get_id()] = (f"p{len(self.params)}", t)
        return self.params[t.get_id()][0]


def _memoised(read, t, names: _Names) -> str:
    """``read(t, names)``, once per term of a naming (z3 terms share subterms)."""
    key = t.get_id()
    text = names.texts.get(key)
    if text is None:
        text = names.texts[key] = read(t, names)
    return text


def _expr(t: z3.ExprRef, names: _Names) -> str:
    """ISL text of a quasi-affine integer z3 term (z3's ``div``/``mod`` by a positive constant
    are floor division and modulo); memoised."""
    return _memoised(_expr_uncached, t, names)


def _kind(t) -> tuple[int, int, int]:
    """``(ast kind, declaration kind or -1, number of arguments)`` of ``t`` by z3's C API
    (the Python predicates ``is_app``, ``is_add``... ask it several times each)."""
    ctx, ast = t.ctx_ref(), t.as_ast()
    kind = z3.Z3_get_ast_kind(ctx, ast)
    if kind != z3.Z3_APP_AST:
        return kind, -1, 0
    return (kind, z3.Z3_get_decl_kind(ctx, z3.Z3_get_app_decl(ctx, ast)),
            z3.Z3_get_app_num_args(ctx, ast))


def _arg_texts(read, t, n: int, names: _Names, start: int = 0) -> list[str]:
    """``read(arg(t, k), names)`` for ``k`` in ``start..n-1``, in order; a memoised argument is
    looked up by its id alone (without building its Python term)."""
    ctx, ast = t.ctx_ref(), t.as_ast()
    out = []
    for k in range(start, n):
        text = names.texts.get(z3.Z3_get_ast_id(ctx, z3.Z3_get_app_arg(ctx, ast, k)))
        out.append(text if text is not None else read(arg(t, k), names))
    return out


def _is_int_sorted(t, k: int) -> bool:
    """Is argument ``k`` of the application ``t`` of sort Int? (``arg.sort() == IntSort()``)"""
    ctx = t.ctx_ref()
    arg = z3.Z3_get_app_arg(ctx, t.as_ast(), k)
    return z3.Z3_get_sort_kind(ctx, z3.Z3_get_sort(ctx, arg)) == z3.Z3_INT_SORT


def _expr_uncached(t: z3.ExprRef, names: _Names) -> str:
    kind, op, n = _kind(t)
    if kind == z3.Z3_NUMERAL_AST and z3.is_int_value(t):
        return f"({t.as_long()})"
    if kind == z3.Z3_NUMERAL_AST or (kind == z3.Z3_APP_AST and n == 0):     # z3.is_const
        return names.of(t)
    if op == z3.Z3_OP_ADD:
        return "(" + " + ".join(_arg_texts(_expr, t, n, names)) + ")"
    if op == z3.Z3_OP_SUB:
        return "(" + " - ".join(_arg_texts(_expr, t, n, names)) + ")"
    if op == z3.Z3_OP_UMINUS:
        return f"(-{_arg_texts(_expr, t, 1, names)[0]})"
    kids = t.children()
    if op == z3.Z3_OP_MUL:
        consts = [k.as_long() for k in kids if z3.is_int_value(k)]
        others = [k for k in kids if not z3.is_int_value(k)]
        if len(others) > 1:
            raise _NotAffine(t, "multiplies two variables")
        factor = 1
        for c in consts:
            factor *= c
        return f"({factor} * {_expr(others[0], names)})" if others else f"({factor})"
    if (op == z3.Z3_OP_IDIV or op == z3.Z3_OP_MOD) \
            and z3.is_int_value(kids[1]) and kids[1].as_long() > 0:
        a, k = _expr(kids[0], names), kids[1].as_long()
        return f"floor(({a}) / {k})" if op == z3.Z3_OP_IDIV else f"(({a}) mod {k})"
    raise _NotAffine(t, "is not quasi-affine")


_CMP = {z3.Z3_OP_LE: "<=", z3.Z3_OP_LT: "<", z3.Z3_OP_GE: ">=", z3.Z3_OP_GT: ">",
        z3.Z3_OP_EQ: "="}


def _constraints(cond: z3.BoolRef, names: _Names) -> list[str]:
    """The quasi-affine conjuncts of ``cond``. Others are dropped: a larger domain only makes
    injectivity harder, and an inverse there is an inverse on the smaller one."""
    if z3.is_true(cond):
        return []
    if z3.is_and(cond):
        return [c for k in cond.children() for c in _constraints(k, names)]
    op = cond.decl().kind()
    if op in _CMP and all(k.sort() == z3.IntSort() for k in cond.children()):
        try:
            a, b = (_expr(k, names) for k in cond.children())
        except _NotAffine:
            return []
        return [f"{a} {_CMP[op]} {b}"]
    return []


@sets.bounded
def _isl_pieces(text: str, n_out: int, params: list[ir.Var]):
    graph = sets.explicit_equalities(sets.parse("Map", text))   # see explicit_equalities
    if not graph.is_injective():
        return None
    inverse = graph.reverse().lexmin_pw_multi_aff()
    elems = [ir.Var(f"e{k}", INT32) for k in range(n_out)]
    return elems, sets.pw_multi_aff_to_ir(inverse, elems, params)


def inverse(indices, inner, elems, domains: dict, cond: z3.BoolRef) -> dict | None:
    """``{var id: z3 term over elems}`` inverting ``elems == indices`` for the loop variables
    ``inner`` over their domains (``domains[id] = (var, lo, extent)``) and ``cond``; None when
    the index is not quasi-affine, not injective there, or ISL gives up."""
    names = _Names(inner)
    try:
        outs = [_expr(z3.simplify(i), names) for i in indices]
        box = []
        for v in inner:
            _var, lo, ext = domains[v.get_id()]
            x, lo_s = names.of(v), _expr(lo, names)
            box.append(f"{lo_s} <= {x} < {lo_s} + {_expr(ext, names)}")
    except _NotAffine:
        return None
    box += _constraints(cond, names)
    head = "[" + ", ".join(n for n, _t in names.params.values()) + "] -> " \
        if names.params else ""
    xs = ", ".join(f"x{k}" for k in range(len(inner)))
    text = f"{head}{{ [{xs}] -> [{', '.join(outs)}] : {' and '.join(box) or 'true'} }}"
    params = [ir.Var(n, INT32) for n, _t in names.params.values()]
    try:
        answer = _isl_pieces(text, len(indices), params)
    except sets.NotQuasiAffine:
        return None
    if answer is None:
        return None
    elem_vars, exprs = answer
    subst = dict(zip(elem_vars, elems))
    subst.update(zip(params, (t for _n, t in names.params.values())))
    enc = smt.Encoder(subst=subst)
    try:
        return {v.get_id(): enc.encode_index(e) for v, e in zip(inner, exprs)}
    except smt.SMTEncodingError:
        return None


# ----------------------------------------------------------------------------- conflicts

_NEGATED = {"<=": ">", "<": ">=", ">=": "<", ">": "<="}


def _exact(cond: z3.BoolRef, names: _Names) -> str:
    """ISL text of ``cond`` *exactly* (every conjunct, or ``_NotAffine``): a set that is
    non-empty then means that z3 would find ``cond`` satisfiable. Memoised."""
    return _memoised(_exact_uncached, cond, names)


def _exact_uncached(cond: z3.BoolRef, names: _Names) -> str:
    kind, op, n = _kind(cond)
    if op == z3.Z3_OP_TRUE:
        return "true"
    if op == z3.Z3_OP_FALSE:
        return "false"
    if op == z3.Z3_OP_AND or op == z3.Z3_OP_OR:
        joiner = " and " if op == z3.Z3_OP_AND else " or "
        return "(" + joiner.join(_arg_texts(_exact, cond, n, names)) + ")"
    if op == z3.Z3_OP_NOT:
        inner = cond.arg(0)
        found = _comparison_op(inner)
        if found:
            a, b = _arg_texts(_expr, inner, 2, names)
            if found == "=":
                return f"({a} < {b} or {a} > {b})"
            return f"{a} {_NEGATED[found]} {b}"
    if op == z3.Z3_OP_DISTINCT and n == 2 and _is_int_sorted(cond, 0) \
            and _is_int_sorted(cond, 1):
        a, b = _arg_texts(_expr, cond, 2, names)
        return f"({a} < {b} or {a} > {b})"
    found = _comparison_op(cond)
    if found is None:
        raise _NotAffine(cond, "is not a quasi-affine constraint")
    a, b = _arg_texts(_expr, cond, 2, names)
    return f"{a} {found} {b}"


def _comparison_op(cond) -> str | None:
    """The ISL operator of a comparison of two Int terms, else None."""
    kind, op, n = _kind(cond)
    if kind != z3.Z3_APP_AST or op not in _CMP or n != 2:
        return None
    if not (_is_int_sorted(cond, 0) and _is_int_sorted(cond, 1)):
        return None
    return _CMP[op]


@sets.bounded
def _nonempty(text: str) -> bool:
    """Is the set of ``text`` non-empty? (one parse of the whole set: the reference that
    ``_conjunction_nonempty`` answers as, by parts)"""
    return not sets.parse("Set", text).is_empty()


#: ISL names in the texts of this module: loop dimensions x0.., parameters p0.., primed q0..
_NAME = re.compile(r"\b[pqx][0-9]+\b")
#: conjunct texts whose ISL sets are kept (a conjunct recurs in every pair of a loop's
#: accesses, in both programs of a check and in every check of the same loops)
CONJUNCT_CACHE = 8192


@functools.lru_cache(maxsize=CONJUNCT_CACHE)
def _conjunct_set(text: str):
    """The ISL set ``{ [] : text }`` over exactly the names ``text`` mentions (ISL aligns the
    parameters of sets it intersects by name). Keyed by the text alone: the set is a function
    of it. An unknown name would be an ISL syntax error, never a quantified variable."""
    names = ", ".join(dict.fromkeys(_NAME.findall(text)))
    return sets.parse("Set", f"[{names}] -> {{ [] : {text} }}")


@functools.lru_cache(maxsize=CONJUNCT_CACHE)
def _conjunction_set(parts: tuple):
    """The intersection of the sets of the conjunct texts ``parts`` (a condition's conjuncts
    recur in every pair of its access): a function of the texts."""
    acc = _conjunct_set(parts[0])
    for part in parts[1:]:
        acc = acc.intersect(_conjunct_set(part))
    return acc


@sets.bounded
def _conjunction_nonempty(parts, *groups) -> bool:
    """Is the conjunction of the constraint texts ``parts`` and of every tuple of texts in
    ``groups`` satisfiable? The intersection of the (memoised) sets of its parts: the set of
    the whole conjunction, without parsing it."""
    acc = None
    pieces = [_conjunction_set(g) for g in groups if g] + [_conjunct_set(p) for p in parts]
    for piece in pieces:
        acc = piece if acc is None else acc.intersect(piece)
        if acc.plain_is_empty():
            return False
    return acc is None or not acc.is_empty()


def _conjuncts(cond: z3.BoolRef, names: _Names) -> list[str]:
    """ISL texts of the conjuncts of ``cond`` (nested ``And``s flattened), each exact; their
    conjunction is ``_exact(cond)``. Raises ``_NotAffine`` as ``_exact`` does. Memoised per
    naming, as ``_exact`` is."""
    key = cond.get_id()
    hit = names.conjuncts.get(key)
    if hit is None:
        _, op, n = _kind(cond)
        if op == z3.Z3_OP_AND:
            ctx, ast = cond.ctx_ref(), cond.as_ast()
            out = []
            for k in range(n):
                known = names.conjuncts.get(z3.Z3_get_ast_id(ctx, z3.Z3_get_app_arg(ctx, ast, k)))
                out += known if known is not None else _conjuncts(arg(cond, k), names)
            hit = tuple(out)
        else:
            hit = (_exact(cond, names),)
        names.conjuncts[key] = hit
    return list(hit)


def conflict_shown(pairs, it, inner_ids, seconds: float) -> bool:
    """Does ISL show two iterations of a loop touching the same element? ``pairs`` are
    ``(store, access)`` (``Access``: ``indices``, ``cond``), the access in another iteration:
    its loop variables (ids ``inner_ids``, ``it`` the loop's own) are primed copies. Only
    pairs ISL reads exactly count; False means "not shown" (within ``seconds``), not
    "independent". z3 takes seconds to find such a pair among a thousand div/mod disjuncts
    (conv1d), ISL milliseconds — and a conflict only stops a summary, it never proves
    anything. Each access is read once (its texts are memoised); a pair is the intersection
    of its conjuncts' sets, each conjunct parsed once per process (``_conjunct_set``), each
    condition's conjuncts intersected once (``_conjunction_set``)."""
    end = clock.now() + seconds
    table: dict[int, tuple[str, z3.ArithRef]] = {}
    plain, primed = _Names([]), _Names([])
    plain.params = primed.params = table
    primed.dims = {vid: f"q{k}" for k, vid in enumerate(inner_ids)}
    empty = set()       # (id(store), id(access)) of the pairs ISL showed empty
    for store, access in pairs:
        if clock.now() > end:
            return False
        if (id(access), id(store)) in empty:
            # the mirror pair (two stores) was shown empty: this one is the same set with the
            # two iterations' names exchanged (it != it' and = are symmetric), empty too
            continue
        try:
            now, other = plain.of(it), primed.of(it)
            groups = (tuple(_conjuncts(store.cond, plain)), tuple(_conjuncts(access.cond, primed)))
            parts = [f"({now} < {other} or {now} > {other})"]
            parts += [f"{_expr(x, plain)} = {_expr(y, primed)}"
                      for x, y in zip(store.indices, access.indices)]
        except _NotAffine:
            continue
        try:
            if _conjunction_nonempty(parts, *groups):
                return True
        except sets.NotQuasiAffine:
            continue
        empty.add((id(store), id(access)))
    return False
