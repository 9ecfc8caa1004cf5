"""Normalise z3 index terms under known ranges, so that equal indices become the same term.

A loop summary reads its iteration back through an inverse (``io = (4 * e0 + e1) // 4``); at a
comparison ``e = (k // 4, k % 4)`` that becomes ``(4 * (k // 4) + k % 4) // 4``. z3 can prove
such terms equal, but only by arithmetic case splits, once per array access — with dozens of
accesses (a reduction) the query times out. Knowing ``0 <= k < 14`` the term *is* ``k // 4``;
rewriting it so makes equal accesses syntactically equal, and congruence does the rest.

``normalise(term, ranges)`` is equivalent to ``term`` wherever every variable of ``ranges`` lies
in its range; callers apply it only to formulas that themselves require those ranges (an
obligation conjoined with "the element is in bounds", a failure conjoined with its loop
domain). It also reduces ``Select`` over ``Lambda``, ``Store`` and ``If`` (beta reduction and
read-over-write), which exposes the indices to the rewriting.
"""

from __future__ import annotations

import z3

from verirw.z3c import arg, conjunction, equal, is_int, ite, rebuild, select

Interval = tuple[int, int]


def normalise_all(terms: list, ranges: dict[int, Interval]) -> list:
    """``normalise`` of each term, sharing the work on common subterms."""
    shared = _Normaliser(ranges)
    out = []
    for term in terms:
        shared.steps = 0
        try:
            out.append(shared.run(term))
        except _TooBig:
            out.append(term)
    return out


def normalise(term: z3.ExprRef, ranges: dict[int, Interval]) -> z3.ExprRef:
    """``term`` with ``Select``s reduced and ``x // k``, ``x % k`` (constant ``k > 0``)
    rewritten where the ranges of ``ranges`` (const id -> inclusive interval) decide them.
    Nothing else is simplified: z3.simplify would flatten and sort value sums, and two sums
    that share a prefix (a reduction over padding that adds zeros) are easy for the solver
    only while they share it."""
    try:
        return _Normaliser(ranges).run(term)
    except _TooBig:
        return term                 # normalising is an optimisation: the term is as good


class _TooBig(Exception):
    pass


#: steps of one normalisation before it gives up (read-over-write expands If-merged stores)
MAX_STEPS = 200_000


class _Normaliser:
    def __init__(self, ranges: dict[int, Interval]):
        self.ranges = ranges
        self.memo: dict[int, tuple] = {}       # term id -> (normalised term, its id)
        self.selects: dict[tuple, z3.ExprRef] = {}
        self.keep: list = []            # memo keys are ids: keep their terms alive
        self.steps = 0

    def run(self, t: z3.ExprRef) -> z3.ExprRef:
        return self._run(t, t.get_id())[0]

    def _run(self, t: z3.ExprRef, tid: int) -> tuple:
        """``(normalised t, its id)``; ``tid`` is ``t``'s id."""
        hit = self.memo.get(tid)
        if hit is not None:
            return hit
        out = self._rewrite(t)
        hit = self.memo[tid] = (out, out.get_id())
        self.keep.append(t)
        return hit

    def _kids(self, t, ctx, ast, start: int, n: int) -> list[tuple]:
        """``_run`` of ``t``'s arguments ``start..n-1``: a memoised argument by its id alone
        (the z3 Python API's ``children()`` costs a dozen C calls an argument); others
        through ``t.arg``."""
        out = []
        for k in range(start, n):
            hit = self.memo.get(z3.Z3_get_ast_id(ctx, z3.Z3_get_app_arg(ctx, ast, k)))
            out.append(hit if hit is not None else self.run_pair(arg(t, k)))
        return out

    def run_pair(self, t):
        return self._run(t, t.get_id())

    def _rewrite(self, t):
        # the kinds by z3's C API directly (the Python predicates ask it several times each);
        # the same tests as z3.is_quantifier / is_var / is_app / num_args / is_app_of
        ctx, ast = t.ctx_ref(), t.as_ast()
        if z3.Z3_get_ast_kind(ctx, ast) != z3.Z3_APP_AST:
            return t            # a quantifier, a bound variable or a numeral
        n = z3.Z3_get_app_num_args(ctx, ast)
        if n == 0:
            return t
        op = z3.Z3_get_decl_kind(ctx, z3.Z3_get_app_decl(ctx, ast))
        if op == z3.Z3_OP_SELECT:
            array = self._kids(t, ctx, ast, 0, 1)[0][0]
            return self.select(array, [k for k, _ in self._kids(t, ctx, ast, 1, n)])
        pairs = self._kids(t, ctx, ast, 0, n)
        kids = [k for k, _ in pairs]
        if (op == z3.Z3_OP_IDIV or op == z3.Z3_OP_MOD) and z3.is_int_value(kids[1]):
            k = kids[1].as_long()
            if k > 0:
                split = self.split(kids[0], k)
                if split is not None:
                    quotient, remainder = split
                    return quotient if op == z3.Z3_OP_IDIV else remainder
        if all(kid_id == z3.Z3_get_ast_id(ctx, z3.Z3_get_app_arg(ctx, ast, k))
               for k, (_, kid_id) in enumerate(pairs)):
            out = t
        elif op == z3.Z3_OP_ITE:
            out = ite(*kids)
        else:
            out = rebuild(t, kids)
        # index arithmetic in one canonical form, so that equal indices are equal terms
        return z3.simplify(out) if is_int(out) else out

    def select(self, array, idx: list):
        """``array[idx]`` reduced through lambdas, stores and ifs where that is exact."""
        key = (array.get_id(),) + tuple(i.get_id() for i in idx)
        hit = self.selects.get(key)
        if hit is None:
            self.steps += 1
            if self.steps > MAX_STEPS:
                raise _TooBig
            hit = self._select(array, idx)
            self.selects[key] = hit
            self.keep.append((array, idx))
        return hit

    def _select(self, array, idx: list):
        if z3.is_quantifier(array) and array.is_lambda():
            body = z3.substitute_vars(array.body(), *reversed(idx))
            return self.run(body)
        if z3.is_store(array):
            n = array.num_args()
            where, value = [arg(array, k) for k in range(1, n - 1)], arg(array, n - 1)
            same = [self.run(z3.simplify(equal(w, i))) for w, i in zip(where, idx)]
            if all(z3.is_true(s) for s in same):
                return value
            rest = self.select(arg(array, 0), idx)
            if any(z3.is_false(s) for s in same):
                return rest
            return ite(conjunction(*same), value, rest)
        if z3.is_app_of(array, z3.Z3_OP_ITE):
            return ite(array.arg(0), self.select(array.arg(1), idx), self.select(array.arg(2), idx))
        return select(array, *idx)

    # ------------------------------------------------------------------ x // k, x % k
    def split(self, x, k: int):
        """``(x // k, x % k)`` as simpler terms when the part of ``x`` that is not a multiple
        of ``k`` stays within one block of ``k``; else None."""
        form = _linear(x)
        if form is None:
            return None
        coeffs, const = form
        multiple, rest, rest_range = [], [], [0, 0]
        for atom, c in coeffs:
            if c % k == 0:
                multiple.append((c // k) * atom)
                continue
            r = self.interval(atom)
            if r is None:
                return None
            lo, hi = sorted((c * r[0], c * r[1]))
            rest.append(c * atom)
            rest_range[0] += lo
            rest_range[1] += hi
        rest_range = [rest_range[0] + const, rest_range[1] + const]
        block = rest_range[0] // k
        if rest_range[1] // k != block:
            return None
        quotient = z3.Sum(*multiple, z3.IntVal(block)) if multiple else z3.IntVal(block)
        remainder = z3.Sum(*rest, z3.IntVal(const - k * block)) if rest else z3.IntVal(const - k * block)
        return z3.simplify(quotient), z3.simplify(remainder)

    def interval(self, t) -> Interval | None:
        if z3.is_int_value(t):
            return t.as_long(), t.as_long()
        hit = self.ranges.get(t.get_id())
        if hit is not None:
            return hit
        form = _linear(t)
        trivial = form is not None and form[1] == 0 and len(form[0]) == 1 and form[0][0][1] == 1
        if form is not None and not trivial:
            lo = hi = form[1]
            for atom, c in form[0]:
                r = self.interval(atom)
                if r is None:
                    return None
                a, b = sorted((c * r[0], c * r[1]))
                lo, hi = lo + a, hi + b
            return lo, hi
        if (z3.is_app_of(t, z3.Z3_OP_IDIV) or z3.is_app_of(t, z3.Z3_OP_MOD)) and z3.is_int_value(t.arg(1)):
            k = t.arg(1).as_long()
            r = self.interval(t.arg(0))
            if k <= 0:
                return None
            if z3.is_app_of(t, z3.Z3_OP_MOD):
                if r is not None and r[0] // k == r[1] // k:
                    return r[0] % k, r[1] % k
                return 0, k - 1
            return None if r is None else (r[0] // k, r[1] // k)
        return None


def _linear(t) -> tuple[list, int] | None:
    """``t`` as ``[(atom, coefficient)], constant`` (atoms: any non-arithmetic subterm)."""
    coeffs: dict[int, list] = {}
    const = 0

    def walk(u, scale: int) -> bool:
        nonlocal const
        if z3.is_int_value(u):
            const += scale * u.as_long()
            return True
        if z3.is_add(u):
            return all(walk(c, scale) for c in u.children())
        if z3.is_sub(u):
            kids = u.children()
            return walk(kids[0], scale) and all(walk(c, -scale) for c in kids[1:])
        if z3.is_app_of(u, z3.Z3_OP_UMINUS):
            return walk(u.arg(0), -scale)
        if z3.is_mul(u) and u.num_args() == 2:
            a, b = u.children()
            if z3.is_int_value(b):
                a, b = b, a
            if z3.is_int_value(a):
                return walk(b, scale * a.as_long())
        if not is_int(u):
            return False
        entry = coeffs.setdefault(u.get_id(), [u, 0])
        entry[1] += scale
        return True

    if not walk(t, 1):
        return None
    return [(a, c) for a, c in coeffs.values() if c != 0], const
