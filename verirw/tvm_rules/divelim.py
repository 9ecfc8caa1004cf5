"""A second attempt at an obligation z3 gave up on: integer division and modulo eliminated,
case by case, then z3 again (``decide``).

z3's nonlinear integer arithmetic does not find the integrality arguments of rules such as
``truncmod(x * c1, c2) -> 0 if truncmod(c1, c2) == 0`` or ``(x + c1) // c3 - (x + c2) // c3
-> ...``: a multiple ``c * m`` of ``c`` strictly between ``-|c|`` and ``|c|`` is 0. This pass
makes those arguments syntactic, the way a proof by hand goes:

1. **Case split** on the sign of every symbolic divisor (``b < 0``, ``b == 0``, ``b > 0``,
   when the obligation's own facts do not already fix it), and on the Boolean constants that
   choose a branch of an ``ite`` (``select(x, ...)`` rules): the obligation is unsat exactly
   when every case is.
2. **Division by parts**, innermost first: the dividend is expanded into monomials and the
   multiples of the divisor taken out, ``div(b*P + a', b) = P + div(a', b)`` and ``mod(b*P
   + a', b) = mod(a', b)`` (SMT-LIB's Euclidean division, ``b != 0``: exact); for a numeral
   divisor ``k`` each coefficient is split the same way. What is left becomes a fresh
   quotient ``q`` and remainder ``r`` with their definition ``a' == b*q + r``, ``0 <= r <
   |b|`` (|b| linear: the sign is the case's) — the same pair for the same ``(a', b)``.
3. **Solving**: when a variable ``u`` occurs in ``a'`` with coefficient 1 or -1 (and not in
   ``b``), ``a' == b*q + r`` is solved for it and ``u`` replaced everywhere, so the next
   division sees ``b*q`` in its dividend and takes it out. Each value of ``u`` corresponds to
   exactly one ``(q, r)`` in range, so the result is equisatisfiable with the input.
4. A divisor that is 0 in a case: its ``div``/``mod`` terms become fresh unconstrained
   variables (SMT-LIB leaves ``div(a, 0)`` unspecified; forgetting that it is a function of
   ``a`` can only add models).

Every step keeps the models of the obligation's negation or adds some, never removes one:
**unsat of every case is a proof**, read exactly as a direct ``unsat``. A ``sat`` of a case
may come from step 4's forgetting or is not checked against the original: it is never read as
a counterexample (the answer is then unknown; counterexamples come from the direct attempt).
Each case is asked with the same deterministic work bound (z3 resource units).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

import z3

from verirw import solver as solver_mod

#: at most this many cases (sign splits, Boolean and equality splits multiply): past it,
#: unknown (line 1328's first pattern needs 97: two divisors' signs, the definedness guards
#: of its operands, two equalities)
MAX_CASES = 128
#: the passes of division elimination per case (each removes at least one division)
MAX_STEPS = 64
#: the work (and wall-time outer bound) of the small questions that decide a case split
KNOWN_WORK = 20_000
KNOWN_WALL_MS = 2_000


@dataclass
class Outcome:
    status: str            # proven | unknown
    cases: int             # cases asked
    reason: str = ""
    engine: str = "z3 (division elimination)"
    #: proven: each case's assertions (in the attempt's own z3 context), every one unsat
    proved: list = field(default_factory=list, repr=False)


class _GiveUp(Exception):
    pass


def decide_eliminated(assertions: list, work: int, timeout_ms: int,
                      logic: str | None = "QF_NIA") -> Outcome:
    """Prove ``assertions`` unsatisfiable by cases after division elimination (the module's
    doc): ``proven`` only when every case answers unsat within ``work`` resource units (and
    ``timeout_ms`` of wall time as the outer bound), otherwise ``unknown``."""
    ctx = z3.Context()
    facts = [a.translate(ctx) for a in assertions]
    try:
        cases = _cases(facts, ctx)
    except _GiveUp as exc:
        return Outcome("unknown", 0, str(exc))
    lemmas = sum(len(c) - n for c, n in cases)
    cases = [c for c, _ in cases]
    asked = 0
    for case in cases:
        asked += 1
        answer = solver_mod.decide(case, timeout_ms=timeout_ms, work=work, logic=logic,
                                   logic_work=work, fresh_context=True)
        if not isinstance(answer, solver_mod.Unsat):
            what = "sat (not a counterexample)" if isinstance(answer, solver_mod.Sat) \
                else answer.reason
            return Outcome("unknown", asked, f"case {asked}: {what}")
    return Outcome("proven", asked, f"{asked} case(s) unsat"
                   + (f", with {lemmas} product lemma(s)" if lemmas else ""), proved=cases)


#: the solver work of a second attempt, in obligations' work: each case gets one
#: obligation's, all cases together at most this many
ELIMINATION_SHARE = 10


def decide_budgeted(assertions: list, limits: dict, logic: str | None = "QF_NIA") -> Outcome:
    """``decide_eliminated`` within the deterministic budget of ``ELIMINATION_SHARE``
    obligations (``limits``: ``verirw.prover.obligation_limits``): each case bounded by one
    obligation's resource units (wall time only the outer bound), all together by the share."""
    if "work" not in limits:
        return decide_eliminated(assertions, None, limits.get("timeout_ms", 0), logic)
    with solver_mod.work_budget(limits["work"] * ELIMINATION_SHARE):
        return decide_eliminated(assertions, limits["work"], limits["timeout_ms"], logic)


# ----------------------------------------------------------------------------- cases


def _cases(facts: list, ctx: z3.Context) -> list[tuple[list, int]]:
    """The fully eliminated cases of ``facts``: each a list of assertions (its product
    lemmas last) and how many of them are not lemmas."""
    out: list[list] = []
    fresh = itertools.count()          # fresh names, unique across the cases' branches
    for split in (s for b in _bool_splits(facts, ctx) for s in _equality_splits(b)):
        pending = [[z3.simplify(f) for f in split]]
        while pending:
            case = pending.pop()
            done, branches = _eliminate(case, ctx, fresh)
            if done is not None:
                out.append((done + _product_lemmas(done), len(done)))
            pending.extend(branches)
            if len(out) + len(pending) > MAX_CASES:
                raise _GiveUp(f"more than {MAX_CASES} cases")
    return out


#: at most this many disjunctions of equalities are split (each has at most MAX_DISJUNCTS)
MAX_EQUALITY_SPLITS = 2
MAX_DISJUNCTS = 3


def _equality_splits(facts: list) -> list[list]:
    """One case per disjunct of the facts that are disjunctions of linear integer equalities
    without a division (a rule's ``y - z == 0 or y + z == 0``), the disjunct asserted and, when
    a variable has coefficient 1 or -1 in it, that variable replaced by its value everywhere.
    The disjuncts cover the disjunction, and a substitution under its own equation keeps the
    models: unsat of every case is unsat of ``facts``."""
    found = [f for f in facts if z3.is_or(f) and f.num_args() <= MAX_DISJUNCTS
             and all(_linear_equality(d) for d in f.children())][:MAX_EQUALITY_SPLITS]
    if not found:
        return [facts]
    rest = [f for f in facts if not any(f.eq(g) for g in found)]
    out = []
    for choice in itertools.product(*(f.children() for f in found)):
        case = list(rest)
        for eq in choice:
            case = _substitute_equality(case, eq) + [eq]
        out.append(case)
    return out


def _linear_equality(e) -> bool:
    if not (z3.is_eq(e) and e.arg(0).sort() == z3.IntSort(e.ctx)) or _has_division(e):
        return False
    return all(len(_coefficient(m)[1]) <= 1 for m in _monomials(e.arg(0) - e.arg(1)))


def _substitute_equality(facts: list, eq) -> list:
    """``facts`` with the first variable (by name) of coefficient +-1 in ``eq`` replaced by
    its value from ``eq`` (unchanged when there is none); the caller keeps ``eq``."""
    diff = z3.simplify(eq.arg(0) - eq.arg(1), som=True)
    units = sorted(((str(f[0]), c, f[0]) for c, f in map(_coefficient, _monomials(diff))
                    if abs(c) == 1 and len(f) == 1 and z3.is_const(f[0])
                    and f[0].decl().kind() == z3.Z3_OP_UNINTERPRETED), key=lambda t: t[0])
    if not units:
        return facts
    _, c, u = units[0]
    # diff == c*u + rest == 0  ->  u == -rest / c == -c * rest (c is +-1)
    value = z3.simplify(-c * (diff - c * u), som=True)
    return [z3.simplify(z3.substitute(f, (u, value))) for f in facts]


#: at most this many (factor, cofactor) pairs get lemmas in one case
MAX_LEMMA_PRODUCTS = 24


def _product_lemmas(facts: list) -> list:
    """Valid facts about products, for the integrality step z3's nonlinear core misses: in
    every (in)equality, the monomials that share a variable factor ``c`` are ``c * K`` for an
    integer polynomial ``K``, and for every integer ``c`` and ``K``: ``K == 0 -> c*K == 0``;
    ``c >= 0 and K >= 1 -> c*K >= c``; ``c >= 0 and K <= -1 -> c*K <= -c`` (and the mirror
    for ``c <= 0``). With ``0 <= r, r' < c`` and ``r - r' == c*K`` they give ``K == 0``.
    Each lemma holds in every model (the products expanded, as the facts are), so adding them
    keeps exactly the models: an unsat with them is a proof, and a sat is still never read as
    a counterexample."""
    seen, out = set(), []
    # the facts' own (in)equalities first, then those nested in Boolean structure
    atoms = list(facts) + [e for e in _subterms(facts) if not any(e.eq(f) for f in facts)]
    for e in atoms:
        if not (z3.is_app(e) and e.decl().kind() in (z3.Z3_OP_EQ, z3.Z3_OP_LE, z3.Z3_OP_LT,
                                                      z3.Z3_OP_GE, z3.Z3_OP_GT)
                and e.num_args() == 2 and z3.is_int(e.arg(0))) or _has_division(e):
            continue
        monos = [_flat_coefficient(m) for m in _monomials(e.arg(0) - e.arg(1))]
        factors = {}
        for _, fs in monos:
            if len(fs) >= 2:
                for f in fs:
                    if z3.is_const(f) and f.decl().kind() == z3.Z3_OP_UNINTERPRETED \
                            and not str(f).startswith(("dq!", "dr!", "dz!")):
                        # a pattern's variable (a divisor), not a fresh quotient
                        factors[f.get_id()] = f
        for c in sorted(factors.values(), key=str):
            parts = []
            for k, fs in monos:
                hit = next((i for i, f in enumerate(fs) if f.eq(c)), None)
                if hit is not None:
                    parts.append(_product(c.ctx, k, fs[:hit] + fs[hit + 1:]))
            cofactor = z3.simplify(z3.Sum(parts), som=True)
            key = (c.get_id(), cofactor.sexpr())
            if z3.is_int_value(cofactor) or key in seen:
                continue
            seen.add(key)
            out += _lemmas_for(c, cofactor)
            if len(seen) >= MAX_LEMMA_PRODUCTS:
                return out
    return out


def _flat_coefficient(m):
    """``_coefficient`` with nested products flattened (``-1*(c*q)``: -1, [c, q])."""
    k, out, stack = 1, [], [m]
    while stack:
        f = stack.pop(0)
        if z3.is_int_value(f):
            k *= f.as_long()
        elif z3.is_app_of(f, z3.Z3_OP_MUL):
            stack[:0] = list(f.children())
        else:
            out.append(f)
    return k, out


def _lemmas_for(c, k) -> list:
    ck = z3.simplify(c * k, som=True)
    return [z3.Implies(k == 0, ck == 0),
            z3.Implies(z3.And(c >= 0, k >= 1), ck >= c),
            z3.Implies(z3.And(c >= 0, k <= -1), ck <= -c),
            z3.Implies(z3.And(c <= 0, k >= 1), ck <= c),
            z3.Implies(z3.And(c <= 0, k <= -1), ck >= -c)]


def _bool_splits(facts: list, ctx: z3.Context) -> list[list]:
    """One case per assignment of the Boolean constants that are conditions of an ``ite``
    (at most two constants)."""
    conds = {}
    for e in _subterms(facts):
        if z3.is_app_of(e, z3.Z3_OP_ITE):
            c = e.arg(0)
            if z3.is_const(c) and c.decl().kind() == z3.Z3_OP_UNINTERPRETED:
                conds[c.get_id()] = c
    names = sorted(conds.values(), key=str)[:2]
    if not names:
        return [facts]
    out = []
    for values in itertools.product((True, False), repeat=len(names)):
        pairs = [(c, z3.BoolVal(v, ctx)) for c, v in zip(names, values)]
        out.append([z3.substitute(f, *pairs) for f in facts])
    return out


def _subterms(facts):
    seen, stack = set(), list(facts)
    while stack:
        e = stack.pop()
        if e.get_id() in seen:
            continue
        seen.add(e.get_id())
        yield e
        if z3.is_app(e):
            stack.extend(e.children())


def _divisions(facts) -> list:
    """The div/mod applications whose operands hold none, in a fixed order."""
    found = {}
    for e in _subterms(facts):
        if z3.is_app(e) and e.decl().kind() in (z3.Z3_OP_IDIV, z3.Z3_OP_MOD) \
                and not any(_has_division(a) for a in e.children()):
            found[e.get_id()] = e
    return sorted(found.values(), key=lambda e: (e.sexpr(), e.get_id()))


def _has_division(e) -> bool:
    return any(z3.is_app(t) and t.decl().kind() in (z3.Z3_OP_IDIV, z3.Z3_OP_MOD)
               for t in _subterms([e]))


def _eliminate(facts: list, ctx: z3.Context, fresh):
    """Eliminate divisions from one case: (assertions, []) when done, (None, branches) when
    a divisor's sign must be split first."""
    pairs: dict[tuple, tuple] = {}
    remainders: dict[int, str] = {}        # a fresh remainder -> its divisor
    for _ in range(MAX_STEPS):
        divs = _divisions(facts)
        if not divs:
            return facts, []
        zero = next((d for d in divs if _is_zero(d.arg(0)) and not z3.is_int_value(d.arg(1))),
                    None)
        if zero is not None:
            # 0 div b and 0 mod b are 0 for any b != 0 (unspecified at 0)
            b = zero.arg(1)
            known = _known(b == 0, facts)
            if known is None:
                return None, [facts + [b == 0], facts + [b != 0]]
            value = z3.Int(f"dz!{next(fresh)}", ctx) if known else z3.IntVal(0, ctx)
            facts = [z3.simplify(f) for f in _replace(facts, zero, value)]
            continue
        guard = _guard(facts)
        if guard is not None:
            # the branches of an ite hold divisions: one case per value of its condition
            cond, known = guard
            cases = [[z3.simplify(z3.substitute(f, (cond, z3.BoolVal(v, ctx))))
                      for f in facts] + [cond if v else z3.Not(cond)]
                     for v in ((True, False) if known is None else (known,))]
            if known is None:
                return None, cases
            facts = cases[0]
            continue
        d = divs[0]
        a, b = z3.simplify(d.arg(0)), z3.simplify(d.arg(1))
        sign = _sign(b, facts)
        if sign is None:
            atom = _scaled(b)[1]
            return None, [facts + [atom < 0], facts + [atom == 0], facts + [atom > 0]]
        if sign == 0:
            key = ("zero", d.sexpr())
            if key not in pairs:
                n = next(fresh)
                pairs[key] = (z3.Int(f"dz!{n}", ctx),)
            facts = _replace(facts, d, pairs[key][0])
            continue
        whole, rest = _by_parts(a, b, sign)
        if z3.is_int_value(rest) and z3.is_int_value(b):
            q = z3.IntVal(_ediv(rest.as_long(), b.as_long()), ctx)
            r = z3.IntVal(rest.as_long() - b.as_long() * q.as_long(), ctx)
        elif z3.is_int_value(rest) and rest.as_long() == 0:
            q, r = z3.IntVal(0, ctx), z3.IntVal(0, ctx)
        elif remainders.get(rest.get_id()) == b.sexpr():
            # a remainder of this divisor is its own remainder: 0 <= r < |b|
            q, r = z3.IntVal(0, ctx), rest
        else:
            key = (rest.sexpr(), b.sexpr())
            if key not in pairs:
                n = next(fresh)
                q, r = z3.Int(f"dq!{n}", ctx), z3.Int(f"dr!{n}", ctx)
                size = b if sign > 0 else -b
                defining = [rest == b * q + r, r >= 0, r < size]
                pairs[key] = (q, r)
                remainders[r.get_id()] = b.sexpr()
                value = z3.simplify(whole + q) if d.decl().kind() == z3.Z3_OP_IDIV else r
                facts = _solve(_replace(facts, d, value) + defining, rest, b, q, r)
                continue
            q, r = pairs[key]
        value = z3.simplify(whole + q) if d.decl().kind() == z3.Z3_OP_IDIV else r
        # the twin (mod for div, div for mod) of the same operands: the same pair
        facts = [z3.simplify(f) for f in _replace(facts, d, value)]
    raise _GiveUp(f"more than {MAX_STEPS} divisions")


def _is_zero(e) -> bool:
    e = z3.simplify(e)
    return z3.is_int_value(e) and e.as_long() == 0


def _known(cond, facts) -> bool | None:
    """True (False) when the facts that speak only of ``cond``'s variables imply ``cond``
    (its negation); else None. A small question, bounded by work."""
    names = {v.get_id() for v in _variables([cond])}
    relevant = [f for f in facts if {v.get_id() for v in _variables([f])} <= names]
    if not relevant:
        return None
    for value, query in ((True, z3.Not(cond)), (False, cond)):
        answer = solver_mod.decide_solver(solver_mod.new_solver(
            relevant + [query], timeout_ms=KNOWN_WALL_MS, work=KNOWN_WORK, ctx=cond.ctx))
        if isinstance(answer, solver_mod.Unsat):
            return value
    return None


def _guard(facts):
    """The condition of an ite whose branches hold a division (and whose condition holds
    none), not yet decided by the facts; None when there is none."""
    found = []
    for e in _subterms(facts):
        if z3.is_app_of(e, z3.Z3_OP_ITE) and not _has_division(e.arg(0)) \
                and (_has_division(e.arg(1)) or _has_division(e.arg(2))):
            found.append(e.arg(0))
    for cond in sorted(found, key=lambda c: (c.sexpr(), c.get_id())):
        return cond, _known(cond, facts)
    return None


def _ediv(a: int, b: int) -> int:
    """SMT-LIB's Euclidean quotient."""
    q = a // b if b > 0 else -(a // -b)
    return q if a - b * q >= 0 else q + (1 if b < 0 else -1)


def _replace(facts, old, new):
    return [z3.substitute(f, (old, new)) for f in facts]


def _sign(b, facts) -> int | None:
    """The sign of divisor ``b`` when a numeral or implied by the facts on its variables
    (``_known``), else None."""
    if z3.is_int_value(b):
        v = b.as_long()
        return (v > 0) - (v < 0)
    scale, atom = _scaled(b)
    for cond, s in ((atom > 0, 1), (atom < 0, -1), (atom == 0, 0)):
        if _known(cond, facts):
            return s * scale
    return None


def _scaled(b):
    if z3.is_app_of(b, z3.Z3_OP_MUL) and b.num_args() == 2 and z3.is_int_value(b.arg(0)) \
            and b.arg(0).as_long() == -1:
        return -1, b.arg(1)
    if z3.is_app_of(b, z3.Z3_OP_UMINUS):
        return -1, b.arg(0)
    return 1, b


def _monomials(e) -> list:
    e = z3.simplify(e, som=True)
    if z3.is_app_of(e, z3.Z3_OP_ADD):
        return list(e.children())
    return [e]


def _coefficient(m):
    """(integer coefficient, the monomial's other factors as a list)."""
    if z3.is_int_value(m):
        return m.as_long(), []
    if z3.is_app_of(m, z3.Z3_OP_MUL):
        k, rest = 1, []
        for f in m.children():
            if z3.is_int_value(f):
                k *= f.as_long()
            else:
                rest.append(f)
        return k, rest
    return 1, [m]


def _product(ctx, k: int, factors: list):
    out = z3.IntVal(k, ctx)
    for f in factors:
        out = out * f
    return out


def _by_parts(a, b, sign: int):
    """(P, a') with ``a == b*P + a'``: the monomials of ``a`` that are multiples of ``b``."""
    ctx = a.ctx
    whole, rest = [], []
    if z3.is_int_value(b):
        k = b.as_long()
        for m in _monomials(a):
            c, factors = _coefficient(m)
            q = _ediv(c, k)
            if q:
                whole.append(_product(ctx, q, factors))
            if c - k * q:
                rest.append(_product(ctx, c - k * q, factors))
    else:
        scale, atom = _scaled(b)
        for m in _monomials(a):
            c, factors = _coefficient(m)
            hit = next((i for i, f in enumerate(factors) if f.eq(atom)), None)
            if hit is None:
                rest.append(m)
            else:
                whole.append(_product(ctx, c * scale, factors[:hit] + factors[hit + 1:]))
    zero = z3.IntVal(0, ctx)
    return z3.simplify(z3.Sum(whole) if whole else zero), \
        z3.simplify(z3.Sum(rest) if rest else zero, som=True)


def _solve(facts, rest, b, q, r):
    """Replace a variable of ``rest`` with coefficient +-1 (not in ``b``, not a fresh
    quotient) by its value from ``rest == b*q + r``, everywhere; the defining equation then
    holds by construction and is dropped."""
    divisor_vars = {v.get_id() for v in _variables([b])}
    in_divisions = set()
    for d in _divisions(facts):
        in_divisions |= {v.get_id() for v in _variables([d.arg(1)])}
    candidates = []
    for m in _monomials(rest):
        c, factors = _coefficient(m)
        if abs(c) == 1 and len(factors) == 1 and z3.is_const(factors[0]) \
                and factors[0].decl().kind() == z3.Z3_OP_UNINTERPRETED \
                and factors[0].get_id() not in divisor_vars | in_divisions \
                and not str(factors[0]).startswith(("dq!", "dr!")):
            others = [x for x in _monomials(rest) if not x.eq(m)]
            if any(factors[0].get_id() in {v.get_id() for v in _variables([x])} for x in others):
                continue
            candidates.append((str(factors[0]).startswith("dr!"), str(factors[0]), c, factors[0]))
    if not candidates:
        return facts
    _, _, c, u = min(candidates, key=lambda t: (t[0], t[1]))
    others = [x for x in _monomials(rest) if not (_coefficient(x)[1] == [u])]
    zero = z3.IntVal(0, u.ctx)
    remainder = z3.Sum(others) if others else zero
    value = z3.simplify((b * q + r - remainder) * c, som=True)      # c is +-1: c*c == 1
    defining = rest == b * q + r
    return [z3.simplify(z3.substitute(f, (u, value))) for f in facts if not f.eq(defining)]


def _variables(facts) -> list:
    return [e for e in _subterms(facts)
            if z3.is_const(e) and e.decl().kind() == z3.Z3_OP_UNINTERPRETED]


# ----------------------------------------------------------------------------- powers of two


def powers_of_two(facts) -> list:
    """The bit-vector constants ``c`` of the facts that appear as ``c & (c - 1)`` (a rule's
    ``is_pow2(c)``), by name."""
    found = {}
    for e in _subterms(facts):
        if z3.is_app_of(e, z3.Z3_OP_BAND) and e.num_args() == 2:
            a, b = e.arg(0), e.arg(1)
            for c, other in ((a, b), (b, a)):
                if z3.is_const(c) and c.decl().kind() == z3.Z3_OP_UNINTERPRETED and \
                        z3.simplify(other - (c - 1)).eq(z3.BitVecVal(0, c.size(), c.ctx)):
                    found[str(c)] = c
    return [found[k] for k in sorted(found)]


def decide_pow2_split(assertions: list, work: int, timeout_ms: int) -> Outcome:
    """A second attempt at a bit-vector obligation with a power-of-two constant ``c`` (``c &
    (c - 1)`` in it): one case ``c == 2**k`` for each ``k`` below its width, and one case
    ``c`` is none of them. The cases cover every value of ``c``, so unsat of every case is a
    proof (a multiplication or remainder by a numeral power of two is a shift or a mask to
    z3, where a symbolic one is a 64-bit multiplier circuit); a ``sat`` is never read as a
    counterexample."""
    ctx = z3.Context()
    facts = [a.translate(ctx) for a in assertions]
    consts = powers_of_two(facts)
    if not consts:
        return Outcome("unknown", 0, "no power-of-two constant", "z3 (power-of-two split)")
    c = consts[0]
    powers = [z3.BitVecVal(1 << k, c.size(), ctx) for k in range(c.size())]
    cases = [[c == v] for v in powers] + [[z3.And([c != v for v in powers])]]
    for asked, extra in enumerate(cases, 1):
        answer = solver_mod.decide_solver(solver_mod.new_solver(
            facts + extra, timeout_ms=timeout_ms, work=work, ctx=ctx))
        if not isinstance(answer, solver_mod.Unsat):
            what = "sat (not a counterexample)" if isinstance(answer, solver_mod.Sat) \
                else answer.reason
            return Outcome("unknown", asked, f"case {asked}: {what}", "z3 (power-of-two split)")
    return Outcome("proven", len(cases), f"{len(cases)} case(s) of {c} unsat",
                   "z3 (power-of-two split)")


__all__ = ["decide_eliminated", "decide_budgeted", "decide_pow2_split", "ELIMINATION_SHARE", "Outcome", "MAX_CASES"]
