"""Loop nests that correspond through a bijection of their iteration spaces: split, fuse,
reorder and tiling, proven without unrolling (issue 35; used by verify.aligned).

``before`` runs ``for x in X: S(x)`` (a perfect nest, X in lexicographic order, S the
innermost body) and ``after`` runs ``for y in Y: T(y)``, where a top-level ``if`` of the
innermost body that reads no memory (TVM's ``T.where`` of a split that does not divide) is
part of the iteration space. The map ``f`` from ``after``'s iterations to ``before``'s is read
off the bodies (``correspond``: where S has a loop variable of its nest, T has its image).
``after`` refines ``before`` when

1. ``f`` is a bijection from Y onto X (``certify``): ``f(Y) ⊆ X`` and ``f`` injective on Y
   (z3), and onto X — by counting when both are boxes of constant extents (an injection
   between finite sets of equal size), otherwise through ISL's inverse ``g`` of ``f``,
   certified by z3 (``x ∈ X ⇒ g(x) ∈ Y ∧ f(g(x)) = x``): ISL computes, z3 certifies;
2. ``Sim(S(f(y)), T(y))`` for a symbolic ``y ∈ Y`` (verify.aligned's relation: from equal
   states, ``T(y)`` fails only where ``S(f(y))`` does and ends in an equal state);
3. no two iterations whose order ``f`` changes conflict (``check_order``): for ``y1`` before
   ``y2`` in ``after`` with ``f(y1)`` after ``f(y2)`` in ``before``, no element is touched by
   ``T(y1)`` and by ``T(y2)`` with one of them writing (footprints over-approximated: a
   value read from memory is arbitrary, guards are kept, accesses are in bounds).

Why that suffices: by 1, ``before`` is the sequence of ``S(f(y))`` in ``before``'s order; by 2
each may be replaced by ``T(y)`` (by induction along the sequence: equal states in, equal
states out, defined where ``before`` is); by 3 ``after``'s order is reached from that one by
swapping adjacent iterations that touch disjoint elements (or only read the same ones), which
commute and keep definedness — a statement's behaviour depends only on the elements it
reads, its indices and bounds. Storage allocated inside ``T`` is its iteration's own.

**Reductions.** An accumulation ``C[i, j] += ...`` conflicts with itself across ``k``, so
condition 3 holds exactly when the per-element order of accumulation is unchanged: a tiling
of spatial loops is proven, bit for bit, in IEEE mode. A changed accumulation order is a
reordered conflict, never proven in IEEE mode (unrolling then refutes it or answers unknown,
and the reason names the accumulation). In ``fast`` mode floats are reals, where two runs of
one float accumulation statement ``X[e] = X[e] + v`` (``v`` reading nothing of ``X``) commute
(``accumulations``), so their pairs are exempt from condition 3 and a reassociation is proven;
every other pair (an init, another reader of ``X``) must still keep its order.

**Index arithmetic.** Substituting ``f(y)`` for ``x`` in ``S`` makes ``S`` compute ``f(y)``
where it read a loop variable, so every ``+ - *`` of ``f``, of ``after``'s loop bounds and of
its guard is proven to stay within its dtype (and every division by a non-zero, non-``-1``
constant) over Y: no poison appears that ``before`` does not have. Loop variables and the
index arithmetic here are 32 or 64-bit integers.

Anything else — a map that is not quasi-affine, a conflict z3 cannot rule out, a z3 unknown —
raises ``NotBijective`` with the reason, and the caller falls back to its other rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod

import z3

from verirw import ir, sets, smt, solver
from verirw.analysis.memory import flat_offset, in_bounds
from verirw.analysis.races import body_accesses
from verirw.errors import VerirwError
from verirw.visit import free_vars, substitute, walk
from verirw.z3c import conjunction

#: the work (ms of z3 at ``solver.WORK_PER_MS``) of each question: the bijection's and each
#: pair of accesses' (small linear-integer questions; a 256^3 tiling takes ~10 ms each)
QUERY_MS = 2_000
#: ISL's operation budget for the inverse (deterministic; an ISL give-up is NotBijective)
ISL_OPERATIONS = 100_000
#: at most this many pairs of accesses are asked about (each one z3 question)
MAX_PAIRS = 400

#: loop kinds that run in order (a parallel loop's meaning is that too, but verify.aligned
#: relates loops of one kind or of these kinds only, and so does this rule)
_SEQUENTIAL = ("serial", "unroll", "vectorized")
_INDEX_OPS = (ir.IntImm, ir.Var, ir.Add, ir.Sub, ir.Mul, ir.FloorDiv, ir.FloorMod, ir.Min,
              ir.Max)
_COND_OPS = _INDEX_OPS + (ir.EQ, ir.NE, ir.LT, ir.LE, ir.GT, ir.GE, ir.And, ir.Or, ir.Not)


class NotBijective(Exception):
    """Why two nests are not proven to correspond (the caller falls back)."""


# ----------------------------------------------------------------------------- the nests


@dataclass(frozen=True)
class Nest:
    """A perfect loop nest: its loops (outermost first), the condition its innermost body
    runs under (None: always) and that body."""

    loops: tuple[ir.For, ...]
    guard: ir.Expr | None
    body: ir.Stmt

    @property
    def vars(self) -> tuple[ir.Var, ...]:
        return tuple(loop.loop_var for loop in self.loops)

    @property
    def constant_box(self) -> bool:
        return self.guard is None and all(isinstance(loop.min, ir.IntImm)
                                          and isinstance(loop.extent, ir.IntImm)
                                          for loop in self.loops)

    @property
    def size(self) -> int:
        """The number of iterations of a constant box."""
        return prod(max(0, loop.extent.value) for loop in self.loops)


def nest(s: ir.For) -> Nest:
    """The perfect nest starting at ``s`` (blocks inside it are transparent)."""
    loops = [s]
    body = _unblock(s.body)
    while isinstance(body, ir.For):
        loops.append(body)
        body = _unblock(body.body)
    guard = None
    if isinstance(body, ir.IfThenElse) and body.else_case is None \
            and _only(body.condition, _COND_OPS):
        guard, body = body.condition, _unblock(body.then_case)
    return Nest(tuple(loops), guard, body)


@dataclass(frozen=True)
class Correspondence:
    """``before``'s nest, ``after``'s, and ``f``: for each of ``before``'s loop variables its
    value in ``after``'s iteration, over ``after``'s loop variables."""

    before: Nest
    after: Nest
    images: tuple[ir.Expr, ...]

    @property
    def positional(self) -> bool:
        """The outermost loops are the same loop under another name (verify.aligned's loop
        rule applies, and is more general: it needs no independence)."""
        s, t = self.before.loops[0], self.after.loops[0]
        return self.images[0] is t.loop_var and s.min == t.min and s.extent == t.extent \
            and s.kind == t.kind

    def describe(self) -> str:
        from verirw.printer import format_expr
        pairs = ", ".join(f"{x.name} = {format_expr(e)}"
                          for x, e in zip(self.before.vars, self.images))
        return (f"the nest over ({', '.join(v.name for v in self.before.vars)}) as "
                f"({', '.join(v.name for v in self.after.vars)}) with {pairs}")

    def before_body(self) -> ir.Stmt:
        """``S(f(y))``: ``before``'s innermost body at the image of ``after``'s iteration."""
        return substitute(self.before.body, dict(zip(self.before.vars, self.images)))


def correspond(s: ir.For, t: ir.For, scope: set[int]) -> Correspondence | None:
    """The correspondence read off the two nests' bodies, or None. ``scope``: ids of the
    variables bound around the nests (an image may use them and ``after``'s loop
    variables only)."""
    a, b = nest(s), nest(t)
    for loop in a.loops + b.loops:
        dt = loop.loop_var.dtype
        if not (dt.is_int and dt.bits >= 32) or loop.kind not in _SEQUENTIAL:
            return None
        if not (_only(loop.min, _INDEX_OPS) and _only(loop.extent, _INDEX_OPS)):
            return None
    for n in (a, b):
        known = set(scope) | {id(v) for v in n.vars}
        exprs = [e for loop in n.loops for e in (loop.min, loop.extent)]
        if any(id(v) not in known for e in exprs + [n.guard or ir.IntImm(1)]
               for v in free_vars(e)):
            return None
    holes = {id(v): v for v in a.vars}
    allowed = set(scope) | {id(v) for v in b.vars}
    found: dict[int, ir.Expr] = {}
    _unify(a.body, b.body, holes, allowed, found)
    if len(found) != len(holes):
        return None
    return Correspondence(a, b, tuple(found[id(v)] for v in a.vars))


def _unify(p, t, holes: dict, allowed: set, found: dict) -> None:
    """Walk ``p`` and ``t`` together; where ``p`` has a hole (a loop variable of ``before``'s
    nest) and ``t`` an index expression over ``allowed`` variables, that expression is the
    hole's candidate image (the first one found). Nodes of different kinds are skipped: the
    candidates are only candidates, the proof (``Sim``) decides."""
    stack = [(p, t)]
    while stack:
        p, t = stack.pop()
        if isinstance(p, ir.Var) and id(p) in holes:
            if id(p) not in found and isinstance(t, ir.Expr) and t.dtype == p.dtype \
                    and _only(t, _INDEX_OPS) \
                    and all(id(v) in allowed for v in free_vars(t)):
                found[id(p)] = t
            continue
        if type(p) is not type(t) or not isinstance(p, (ir.Expr, ir.Stmt, ir.Buffer)):
            continue
        pairs = []
        for name in p.__dataclass_fields__:
            x, y = getattr(p, name), getattr(t, name)
            if isinstance(x, tuple) and isinstance(y, tuple):
                if len(x) == len(y):         # a flattened index does not line up
                    pairs.extend(zip(x, y))
            else:
                pairs.append((x, y))
        stack.extend(reversed(pairs))


# ----------------------------------------------------------------------------- z3


def _encoder(subst: dict, **kw) -> smt.Encoder:
    """Index arithmetic as mathematics (``_overflows`` proves it never leaves its dtype)."""
    return smt.Encoder(subst=subst, overflow="exact", **kw)


def _domain(n: Nest, values, subst: dict) -> list:
    """``values`` (terms of ``n``'s loop variables) lie in ``n``'s iteration space."""
    enc = _encoder({**subst, **dict(zip(n.vars, values))})
    out = []
    for loop, v in zip(n.loops, values):
        lo, ext = enc.encode_index(loop.min), enc.encode_index(loop.extent)
        out += [v >= lo, v < lo + ext]
    if n.guard is not None:
        out.append(_boolean(enc.encode(n.guard)))
    return out


class _Terms:
    """z3 terms of one iteration: ``after``'s loop variables fresh integers (``ys``),
    ``before``'s their images (``xs``); the variables around the nests the caller's terms."""

    def __init__(self, corr: Correspondence, env: dict, tag: str):
        self.ys = [z3.FreshInt(f"{v.name}!{tag}") for v in corr.after.vars]
        self.subst = {var: term for var, term in env.values()}
        self.subst.update(zip(corr.after.vars, self.ys))
        self.enc = _encoder(self.subst)
        self.xs = [self.enc.encode_index(e) for e in corr.images]


def certify(corr: Correspondence, env: dict, facts: list, deadline: float
            ) -> tuple[list, list]:
    """Prove that ``f`` maps ``after``'s iteration space one-to-one onto ``before``'s and
    computes no poison. Returns ``(terms of after's loop variables, facts about them)`` for
    the proof of the bodies, or raises NotBijective. ``env``: id(var) -> (var, z3 term) of
    the variables around the nests; ``facts``: what holds of them."""
    one, two = _Terms(corr, env, "1"), _Terms(corr, env, "2")
    a, b = corr.before, corr.after
    in_y, in_y2 = _domain(b, one.ys, one.subst), _domain(b, two.ys, two.subst)
    in_x = _domain(a, one.xs, one.subst)
    _unsat(facts + _overflows(corr, one), "an image or a loop bound of after may overflow",
           deadline)
    _unsat(facts + in_y + [z3.Not(conjunction(*in_x))],
           "some iteration of after has no counterpart in before", deadline)
    _unsat(facts + in_y + in_y2 + [x1 == x2 for x1, x2 in zip(one.xs, two.xs)]
           + [z3.Or(*[y1 != y2 for y1, y2 in zip(one.ys, two.ys)])],
           "two iterations of after map to one of before", deadline)
    if a.constant_box and b.constant_box:
        if a.size != b.size:
            raise NotBijective(f"the nests run {a.size} and {b.size} iterations")
    else:
        _onto(corr, env, facts, deadline)
    return one.ys, in_y + in_x


def _onto(corr: Correspondence, env: dict, facts: list, deadline: float) -> None:
    """Every iteration of ``before`` is an image: ISL's inverse ``g``, certified by z3."""
    a, b = corr.before, corr.after
    names = {id(v): f"y{k}" for k, v in enumerate(b.vars)}
    own = {id(v) for v in a.vars} | set(names)
    params: list[ir.Var] = []
    for e in [x for loop in a.loops + b.loops for x in (loop.min, loop.extent)] \
            + [g for g in (a.guard, b.guard) if g is not None] + list(corr.images):
        for v in free_vars(e):
            if id(v) not in own and all(p is not v for p in params):
                params.append(v)
    names.update({id(p): f"p{k}" for k, p in enumerate(params)})
    try:
        outs = ", ".join(sets.expr_to_isl(e, names) for e in corr.images)
        head = "[" + ", ".join(f"p{k}" for k in range(len(params))) + "] -> " if params else ""
        ys = ", ".join(f"y{k}" for k in range(len(b.vars)))
        with sets.operation_budget(ISL_OPERATIONS):
            inverse = _lexmin_inverse(f"{head}{{ [{ys}] -> [{outs}] : "
                                      f"{_isl_domain(b, names)} }}")
            g = sets.pw_multi_aff_to_ir(inverse, list(a.vars), params)
    except (sets.NotQuasiAffine, VerirwError) as e:
        raise NotBijective(f"no inverse of the iteration map from ISL: {e}") from None
    subst = {var: term for var, term in env.values()}
    xs = [z3.FreshInt(f"{v.name}!x") for v in a.vars]
    enc = _encoder({**subst, **dict(zip(a.vars, xs))})
    gs = [enc.encode_index(e) for e in g]
    back = _encoder({**subst, **dict(zip(b.vars, gs))})
    images = [back.encode_index(e) == x for e, x in zip(corr.images, xs)]
    _unsat(facts + _domain(a, xs, subst)
           + [z3.Not(conjunction(*_domain(b, gs, subst), *images))],
           "some iteration of before is not the image of an iteration of after", deadline)


@sets.bounded
def _lexmin_inverse(text: str):
    graph = sets.explicit_equalities(sets.parse("Map", text))
    return sets.explicit_equalities(graph.reverse()).lexmin_pw_multi_aff()


def _isl_domain(n: Nest, names: dict) -> str:
    parts = []
    for loop in n.loops:
        v, lo = names[id(loop.loop_var)], sets.expr_to_isl(loop.min, names)
        parts.append(f"{lo} <= {v} < {lo} + {sets.expr_to_isl(loop.extent, names)}")
    if n.guard is not None:
        parts.append(_cond_to_isl(n.guard, names))
    return " and ".join(parts) or "true"


def _cond_to_isl(e: ir.Expr, names: dict) -> str:
    ops = {ir.EQ: "=", ir.NE: "!=", ir.LT: "<", ir.LE: "<=", ir.GT: ">", ir.GE: ">="}
    if type(e) in ops:
        a, b = sets.expr_to_isl(e.a, names), sets.expr_to_isl(e.b, names)
        return f"({a} {ops[type(e)]} {b})"
    if isinstance(e, (ir.And, ir.Or)):
        op = "and" if isinstance(e, ir.And) else "or"
        return f"({_cond_to_isl(e.a, names)} {op} {_cond_to_isl(e.b, names)})"
    if isinstance(e, ir.Not):
        return f"(not {_cond_to_isl(e.a, names)})"
    raise sets.NotQuasiAffine(f"{type(e).__name__} is not a quasi-affine condition")


def _overflows(corr: Correspondence, terms: _Terms) -> list:
    """One condition: some ``+ - *`` of the images or of ``after``'s guard leaves its dtype,
    or some division divides by 0 or -1, at an iteration of ``after``'s box (its bounds:
    anywhere)."""
    b = corr.after
    in_box = []
    enc = terms.enc
    for loop, y in zip(b.loops, terms.ys):
        lo, ext = enc.encode_index(loop.min), enc.encode_index(loop.extent)
        in_box += [y >= lo, y < lo + ext]
    bad, bad_bounds = [], []
    for exprs, out in ((list(corr.images) + ([b.guard] if b.guard is not None else []), bad),
                       ([e for loop in b.loops for e in (loop.min, loop.extent)], bad_bounds)):
        for e in exprs:
            for n in walk(e):
                if isinstance(n, (ir.Add, ir.Sub, ir.Mul, ir.FloorDiv, ir.FloorMod)):
                    lo, hi = -(1 << (n.dtype.bits - 1)), (1 << (n.dtype.bits - 1)) - 1
                    if isinstance(n, (ir.FloorDiv, ir.FloorMod)):
                        d = enc.encode_index(n.b)
                        out.append(z3.Or(d == 0, d == -1))
                    else:
                        v = enc.encode_index(n)
                        out.append(z3.Or(v < lo, v > hi))
    return [z3.Or(conjunction(*in_box, z3.Or(*bad)) if bad else z3.BoolVal(False),
                  z3.Or(*bad_bounds) if bad_bounds else z3.BoolVal(False))]


# ----------------------------------------------------------------------------- order


def check_order(corr: Correspondence, env: dict, facts: list, deadline: float,
                float_mode: str = "ieee") -> int:
    """Prove that no two iterations of ``after`` whose order ``f`` reverses conflict; the
    number of questions asked. Raises NotBijective naming the two accesses otherwise.

    In ``fast`` mode (floats are reals) two runs of one accumulation statement commute
    (``accumulations``): their pairs of accesses are not asked about, so a changed order of
    accumulation is proven there — and only there."""
    b = corr.after
    body = body_accesses(b.body, bound=b.vars)
    if body.unsupported:
        raise NotBijective(body.unsupported)
    shared = [acc for acc in body.accesses if id(acc.buffer.data) not in body.private]
    commute = accumulations(b.body) if float_mode == "fast" else {}
    pairs = [(p, q) for p in shared for q in shared
             if id(p.buffer.data) == id(q.buffer.data) and "write" in (p.kind, q.kind)
             and not (id(p.node) in commute and commute[id(p.node)] is commute.get(id(q.node)))]
    if len(pairs) > MAX_PAIRS:
        raise NotBijective(f"{len(pairs)} pairs of accesses to compare (at most {MAX_PAIRS})")
    if not pairs:
        return 0
    one, two = (_Iteration(corr, env, body, tag) for tag in ("1", "2"))
    order = [*facts, *one.domain, *two.domain, _lex_lt(one.ys, two.ys),
             _lex_lt(two.xs, one.xs)]
    for p, q in pairs:
        try:
            question = order + one.access(p) + two.access(q) \
                + [_same_element(one.offset(p), p, two.offset(q), q)] \
                + one.enc.assumptions + two.enc.assumptions
        except (VerirwError, z3.Z3Exception) as e:
            raise NotBijective(f"no encoding of `{p.text()}` or `{q.text()}`: {e}") from None
        _unsat(question, _conflict(p, q), deadline)
    return len(pairs)


class _Iteration(_Terms):
    """One iteration of ``after``'s innermost body (``body``: its accesses, from
    analysis.races): fresh terms for the variables it binds, and an encoder of its accesses
    in which a value read from memory is arbitrary."""

    def __init__(self, corr: Correspondence, env: dict, body, tag: str):
        super().__init__(corr, env, tag)
        subst = dict(self.subst)
        ours = {id(y) for y in corr.after.vars}
        for v in body.bound:
            if id(v) not in ours:
                subst[v] = z3.FreshInt(f"{v.name}!{tag}")
        for var, value in body.lets:
            subst[var] = value

        def load(buf, indices, *_):
            return z3.FreshConst(smt.value_sort(buf.dtype), "mem")

        self.enc = _encoder(subst, load=load)
        self.domain = _domain(corr.after, self.ys, self.subst)

    def access(self, acc) -> list:
        """Its guards hold and it is in bounds (else it does not run, or ``before`` fails)."""
        return [_boolean(self.enc.encode(g)) for g in acc.guards] \
            + [_boolean(self.enc.encode(in_bounds(acc.node)))]

    def offset(self, acc):
        return self.enc.encode_index(flat_offset(acc.buffer, acc.indices))


def accumulations(stmt: ir.Stmt) -> dict:
    """``{id(node): statement}`` for the store and the accumulator load of every float
    accumulation ``X[e] = X[e] op v`` in ``stmt`` (``op`` one of ``+ - *``, written either
    way round for ``+`` and ``*``) whose ``v`` reads nothing of ``X``'s storage. Over the
    reals two runs of such a statement commute, whatever elements they touch: equal ones
    get ``x op v1 op v2`` either way, different ones are disjoint; what each reads of
    ``X`` is the accumulator alone, and its definedness does not depend on the order."""
    out: dict[int, ir.BufferStore] = {}
    for node in walk(stmt):
        if not isinstance(node, ir.BufferStore) or not node.buffer.dtype.is_float:
            continue
        v = node.value
        if not isinstance(v, (ir.Add, ir.Sub, ir.Mul)):
            continue
        sides = [(v.a, v.b)] + ([(v.b, v.a)] if not isinstance(v, ir.Sub) else [])
        for acc, rest in sides:
            if isinstance(acc, ir.BufferLoad) and acc.buffer.data is node.buffer.data \
                    and acc.buffer == node.buffer and acc.indices == node.indices \
                    and not any(isinstance(n, ir.BufferLoad) and n.buffer.data is node.buffer.data
                                for n in walk(rest)):
                out[id(node)] = out[id(acc)] = node
                break
    return out


def _conflict(p, q) -> str:
    """Why two accesses stop this proof; an accumulation says so (its order changes)."""
    why = (f"`{p.text()}` and `{q.text()}` may touch one element in two iterations whose "
           f"order the schedule changes")
    for acc in (p, q):
        node = acc.node
        if isinstance(node, ir.BufferStore) and any(
                isinstance(n, ir.BufferLoad) and n.buffer.data is node.buffer.data
                and n.indices == node.indices for n in walk(node.value)):
            return (why + f": the order of accumulation into {node.buffer.name} changes (a "
                          f"reassociation: IEEE rounding may differ, so only fast mode "
                          f"proves it)")
    return why


def _same_element(f1, p, f2, q) -> z3.BoolRef:
    s1, s2 = max(1, p.buffer.dtype.bits // 8), max(1, q.buffer.dtype.bits // 8)
    if s1 == s2:
        return f1 == f2
    return z3.And(f1 * s1 < f2 * s2 + s2, f2 * s2 < f1 * s1 + s1)


def _lex_lt(a: list, b: list) -> z3.BoolRef:
    out, equal = [], []
    for x, y in zip(a, b):
        out.append(conjunction(*equal, x < y))
        equal.append(x == y)
    return z3.Or(*out) if out else z3.BoolVal(False)


# ----------------------------------------------------------------------------- helpers


def _unsat(assertions: list, why: str, deadline: float) -> None:
    """``assertions`` have no model, by z3 within ``QUERY_MS`` of work (wall time until
    ``deadline`` only as the outer bound), or NotBijective(``why``)."""
    from verirw.verify.obligations import work_limits
    answer = solver.decide(assertions, **work_limits(QUERY_MS, deadline))
    if not isinstance(answer, solver.Unsat):
        detail = "" if isinstance(answer, solver.Sat) else f" (z3: {answer.reason})"
        raise NotBijective(why + detail)


def _boolean(term) -> z3.BoolRef:
    return term if z3.is_bool(term) else term != 0


def _only(e: ir.Expr, kinds: tuple) -> bool:
    """``e`` is made of ``kinds`` only, over integers of 32 bits or more."""
    for n in walk(e):
        if type(n) not in kinds:
            return False
        if not isinstance(n, (ir.CmpOp, ir.And, ir.Or, ir.Not)) \
                and not (n.dtype.is_int and n.dtype.bits >= 32):
            return False
    return True


def _unblock(s: ir.Stmt) -> ir.Stmt:
    while isinstance(s, ir.Block):
        s = s.body
    return s


__all__ = ["NotBijective", "Nest", "nest", "Correspondence", "correspond", "certify",
           "check_order"]
