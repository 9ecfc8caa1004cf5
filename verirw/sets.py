"""Exact integer sets for quasi-affine index expressions: a bridge to ISL (``islpy``).

ISL decides and computes exactly on quasi-affine integer sets and maps (affine expressions
with floordiv/floormod by constants, min/max, over integer parameters): injectivity, images,
lexicographic extrema, inverses as piecewise quasi-affine functions. This module translates
verirw index IR to ISL text and ISL's answers back to IR:

* :func:`quasi_affine_map` builds a :class:`QuasiAffineMap` from logical index variables,
  their transformed index expressions and a (possibly symbolic) shape; a :class:`NotQuasiAffine`
  exception, carrying the reason, refuses anything else (a product of two indices, a division
  by a variable, a buffer load, a cast...), and the caller falls back to z3 alone;
* :func:`aff_to_ir`, :func:`set_to_ir`, :func:`pw_multi_aff_to_ir` read ISL objects back as
  IR expressions over given index and parameter expressions.

**ISL is not trusted.** Nothing here is a proof: callers (``verirw.index_map``) certify every
answer they act on with z3 (``verirw.solver``), and raise :class:`SetsDisagreement` when z3
refutes what ISL computed. See ``docs/sets.md``.
"""

from __future__ import annotations

from dataclasses import dataclass
import contextlib
import functools
import itertools
from fractions import Fraction
from math import lcm

import islpy as isl

from verirw import ir
from verirw.dtypes import BOOL, INT32
from verirw.errors import InternalError, VerirwError
from verirw.visit import walk


class NotQuasiAffine(VerirwError):
    """An index expression ISL cannot represent exactly; ``reason`` says which part."""

    def __init__(self, reason: str):
        self.reason = reason
        super().__init__(reason)


class SetsDisagreement(InternalError):
    """ISL computed something z3 refutes: a bug in ISL, in this bridge or in the z3 encoding.
    Never resolved by picking one of the two answers."""


#: ISL has no time limit; its operation count is bounded instead (reset before each question;
#: measured: a pathological lexmin stops after about 1 s at 100,000 operations)
MAX_OPERATIONS = 200_000
_CTX = isl.Context()
_CTX.set_max_operations(MAX_OPERATIONS)


@contextlib.contextmanager
def operation_budget(max_operations: int):
    """Within the block, each ISL question may take at most ``max_operations``."""
    before = _CTX.get_max_operations()
    _CTX.set_max_operations(max_operations)
    try:
        yield
    finally:
        _CTX.set_max_operations(before)


def explicit_equalities(obj):
    """``obj`` (an ISL set or map) with its implicit equalities made explicit, before any
    lexicographic optimum is asked of it.

    ISL's parametric solver needs explicit equalities, and its lexopt detects them itself,
    but only after a shortcut that looks for an output fixed to a floor/mod of the inputs
    (``isl_basic_map_try_find_any_output_div_mod``). On a basic map whose equalities are still
    implicit, as its parser leaves them after reading nested floors such as
    ``floor((x mod 3 + 1) / 3)`` next to ``(x mod 3 + 1) mod 3`` (they imply
    ``o3 = x + 1 - 3 o1 - 3 o2``), that shortcut picks a wrong expression, and the lexmin
    loses part of its domain (``[0, 1, 0, 1]`` of
    ``[i, j // 3, (j % 3 + 1) // 3, (j % 3 + 1) % 3]`` on ``(1, 4)``)."""
    return obj.detect_equalities()


class IslGaveUp(NotQuasiAffine):
    """ISL ran out of its operation budget (or failed): no answer, the caller falls back."""


def bounded(fn):
    """Run an ISL question within the operation budget; an ISL failure is ``IslGaveUp``."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        _CTX.reset_operations()
        try:
            return fn(*args, **kwargs)
        except isl.Error as exc:
            raise IslGaveUp(f"ISL gave up ({fn.__name__}): {str(exc).splitlines()[0][:160]}") \
                from None
    return wrapper


# ----------------------------------------------------------------------------- IR -> ISL


def _const(e: ir.Expr) -> int | None:
    """The value of an index expression without variables (folded), or None."""
    if isinstance(e, ir.IntImm):
        return e.value
    if isinstance(e, (ir.Add, ir.Sub, ir.Mul)):
        a, b = _const(e.a), _const(e.b)
        if a is None or b is None:
            return None
        return a + b if isinstance(e, ir.Add) else a - b if isinstance(e, ir.Sub) else a * b
    return None


def expr_to_isl(e: ir.Expr, names: dict[int, str]) -> str:
    """ISL text of a quasi-affine index expression; ``names`` maps ``id(var)`` to its ISL
    name. Raises :class:`NotQuasiAffine` for anything else."""
    from verirw.printer import format_expr
    if isinstance(e, ir.IntImm):
        if e.dtype.is_bool or not e.dtype.is_int:
            raise NotQuasiAffine(f"{format_expr(e)} is not an integer index")
        return f"({e.value})"
    if isinstance(e, ir.Var):
        if id(e) not in names:
            raise NotQuasiAffine(f"free variable {e.name!r}")
        return names[id(e)]
    if isinstance(e, (ir.Add, ir.Sub)):
        op = "+" if isinstance(e, ir.Add) else "-"
        return f"({expr_to_isl(e.a, names)} {op} {expr_to_isl(e.b, names)})"
    if isinstance(e, ir.Mul):
        ca, cb = _const(e.a), _const(e.b)
        if ca is not None:
            return f"({ca} * {expr_to_isl(e.b, names)})"
        if cb is not None:
            return f"({cb} * {expr_to_isl(e.a, names)})"
        raise NotQuasiAffine(f"{format_expr(e)} multiplies two non-constant indices")
    if isinstance(e, (ir.FloorDiv, ir.FloorMod)):
        c = _const(e.b)
        if c is None:
            raise NotQuasiAffine(f"{format_expr(e)} divides by a non-constant")
        if c == 0:
            raise NotQuasiAffine(f"{format_expr(e)} divides by zero")
        a = expr_to_isl(e.a, names)
        if isinstance(e, ir.FloorDiv):     # floor(a / c) == floor(-a / -c)
            return f"floor(({a}) / {c})" if c > 0 else f"floor((-{a}) / {-c})"
        # floor modulo: the sign of the divisor; a mod c (c < 0) == -((-a) mod -c)
        return f"(({a}) mod {c})" if c > 0 else f"(-((-{a}) mod {-c}))"
    if isinstance(e, (ir.Min, ir.Max)):
        fn = "min" if isinstance(e, ir.Min) else "max"
        return f"{fn}({expr_to_isl(e.a, names)}, {expr_to_isl(e.b, names)})"
    raise NotQuasiAffine(f"{type(e).__name__} ({format_expr(e)}) is not quasi-affine")


# ----------------------------------------------------------------------------- the map


@dataclass(frozen=True)
class QuasiAffineMap:
    """``initial -> final`` on ``0 <= initial < shape``; ``params`` are the size variables
    (free variables of the shape), assumed to make every extent at least 1 (``context``)."""

    initial: tuple[ir.Var, ...]
    final: tuple[ir.Expr, ...]
    shape: tuple[ir.Expr, ...]
    params: tuple[ir.Var, ...]
    map: isl.Map           # domain-restricted: the graph of the map on the logical box
    domain: isl.Set
    context: isl.Set       # the parameter values considered: every extent >= 1

    @property
    @bounded
    def image(self) -> isl.Set:
        return self.map.range().coalesce()

    @bounded
    def image_in_box(self, extents) -> list:
        """The image within the box ``0 <= o < extents`` (ints or IR of the parameters),
        simplified knowing the box, as basic sets with explicit floor terms."""
        names = {id(p): f"p{k}" for k, p in enumerate(self.params)}
        ext = [expr_to_isl(ir.IntImm(n, INT32) if isinstance(n, int) else n, names)
               for n in extents]
        head = "[" + ", ".join(f"p{k}" for k in range(len(self.params))) + "] -> " \
            if self.params else ""
        outs = ", ".join(f"o{k}" for k in range(len(ext)))
        box = " and ".join(f"0 <= o{k} < {e}" for k, e in enumerate(ext)) or "true"
        box_set = isl.Set(f"{head}{{ [{outs}] : {box} }}", _CTX).intersect_params(self.context)
        image = self.image.intersect(box_set).gist(box_set).gist_params(self.context)
        return image.coalesce().compute_divs().get_basic_sets()

    @bounded
    def is_injective(self) -> bool:
        return self.map.is_injective()

    @bounded
    def collision(self):
        """Two distinct logical indices with the same image, and the parameter values:
        ``(first, second, params)`` as tuples of ints (first < second), or None."""
        pairs = self.map.apply_range(self.map.reverse())        # {a -> b : f(a) = f(b)}
        pairs = pairs.intersect(isl.Map.lex_lt(self.map.get_space().domain()))
        if pairs.is_empty():
            return None
        wrapped = pairs.wrap().intersect_params(self.context)
        point = wrapped.sample_point()
        if point.is_void():
            return None
        n, p = len(self.initial), len(self.params)
        vals = [point.get_coordinate_val(isl.dim_type.set, k).to_python() for k in range(2 * n)]
        pvals = [point.get_coordinate_val(isl.dim_type.param, k).to_python() for k in range(p)]
        return tuple(vals[:n]), tuple(vals[n:]), tuple(pvals)

    @bounded
    def inverse(self) -> isl.PwMultiAff:
        """The lexicographic minimum of the reversed map: on the image, the logical index of
        each transformed index (the inverse when the map is injective)."""
        rev = self.map.reverse().intersect_params(self.context)
        return explicit_equalities(rev).lexmin_pw_multi_aff()

    @bounded
    def extrema(self, axis: int) -> tuple[isl.PwAff, isl.PwAff]:
        """The minimum and maximum of output ``axis`` over the domain, as functions of the
        parameters."""
        rng = explicit_equalities(self.map.range().intersect_params(self.context))
        return rng.dim_min(axis), rng.dim_max(axis)

    @bounded
    def argmax(self, axis: int) -> isl.PwMultiAff:
        """A logical index attaining the maximum of output ``axis``, as a function of the
        parameters: the lexmin of the domain points mapped to the maximum."""
        out = self.map.dim(isl.dim_type.out)
        one = self.map.project_out(isl.dim_type.out, axis + 1, out - axis - 1)
        one = one.project_out(isl.dim_type.out, 0, axis)          # {x -> f_axis(x)}
        top = explicit_equalities(one.range().intersect_params(self.context)).lexmax()
        return explicit_equalities(one.intersect_range(top).domain()).lexmin_pw_multi_aff()


def parse(kind: str, text: str):
    """An ISL object of ``kind`` (``"Set"``, ``"Map"``, ``"PwMultiAff"``...) read from
    ``text`` in this module's context (objects of different contexts do not mix)."""
    return getattr(isl, kind)(text, _CTX)


def free_params(shape) -> tuple[ir.Var, ...]:
    """The variables a shape mentions, in order of first appearance."""
    out: list[ir.Var] = []
    for d in shape:
        if isinstance(d, ir.Expr):
            for n in walk(d):
                if isinstance(n, ir.Var) and all(n is not v for v in out):
                    out.append(n)
    return tuple(out)


@bounded
def quasi_affine_map(initial, final, shape) -> QuasiAffineMap:
    """The ISL map of ``initial -> final`` on the logical box ``0 <= initial < shape``
    (``shape`` entries are ints or index expressions of size variables)."""
    initial, final = tuple(initial), tuple(final)
    shape = tuple(ir.IntImm(d, INT32) if isinstance(d, int) else d for d in shape)
    params = free_params(shape)
    if any(p is v for p in params for v in initial):
        raise NotQuasiAffine("a shape uses one of the map's own indices")
    names = {id(v): f"x{k}" for k, v in enumerate(initial)}
    names.update({id(p): f"p{k}" for k, p in enumerate(params)})
    pnames = ", ".join(f"p{k}" for k in range(len(params)))
    xs = ", ".join(f"x{k}" for k in range(len(initial)))
    outs = ", ".join(expr_to_isl(e, names) for e in final)
    extents = [expr_to_isl(d, names) for d in shape]
    box = " and ".join(f"0 <= x{k} < {n}" for k, n in enumerate(extents)) or "true"
    ctx = " and ".join(f"{n} >= 1" for n in extents) or "true"
    head = f"[{pnames}] -> " if params else ""
    try:
        context = isl.Set(f"{head}{{ : {ctx} }}", _CTX).params()
        graph = isl.Map(f"{head}{{ [{xs}] -> [{outs}] : {box} }}", _CTX)
        graph = explicit_equalities(graph.intersect_params(context))
    except isl.Error as exc:                 # ISL's parser refused the text
        raise NotQuasiAffine(f"ISL cannot read the map: {exc}") from None
    return QuasiAffineMap(initial, final, shape, params, graph, graph.domain(), context)


# ----------------------------------------------------------------------------- ISL -> IR


def _frac(v: isl.Val) -> Fraction:
    return Fraction(str(v))


def _vector(aff: isl.Aff, dims, params, divs_ir) -> tuple[list[tuple[int, ir.Expr]], int, int]:
    """``aff`` as integer terms ``[(coef, expr)]``, a constant and a positive denominator:
    ``aff == (sum(coef * expr) + const) / den``."""
    raw: list[tuple[Fraction, ir.Expr]] = []
    for k, x in enumerate(dims):
        raw.append((_frac(aff.get_coefficient_val(isl.dim_type.in_, k)), x))
    for k, p in enumerate(params):
        raw.append((_frac(aff.get_coefficient_val(isl.dim_type.param, k)), p))
    for k, d in enumerate(divs_ir):
        raw.append((_frac(aff.get_coefficient_val(isl.dim_type.div, k)), d))
    const = _frac(aff.get_constant_val())
    den = lcm(const.denominator, *(c.denominator for c, _ in raw))
    terms = [(int(c * den), x) for c, x in raw if c != 0]
    return terms, int(const * den), den


def _divs(aff: isl.Aff, dims, params) -> list[ir.Expr]:
    """The floor terms of ``aff``'s local space, each as IR (they may nest)."""
    out: list[ir.Expr] = []
    for k in range(aff.dim(isl.dim_type.div)):
        d = aff.get_div(k)                       # the div is floor(d)
        terms, const, den = _vector(d, dims, params, out[:d.dim(isl.dim_type.div)])
        out.append(_floor(_linear(terms, const), den))
    return out


_INT32 = (-2 ** 31, 2 ** 31 - 1)


def _imm(value: int) -> ir.IntImm:
    """An int32 literal; ISL's constants beyond int32 are refused (the index IR is int32)."""
    if not _INT32[0] <= value <= _INT32[1]:
        raise NotQuasiAffine(f"ISL's constant {value} does not fit an int32 index")
    return ir.IntImm(value, INT32)


def _floor(e: ir.Expr, den: int) -> ir.Expr:
    return e if den == 1 else ir.FloorDiv(e, _imm(den))


def aff_to_ir(aff: isl.Aff, dims, params) -> ir.Expr:
    """An integer-valued ISL affine expression over ``dims`` (its input dimensions) and
    ``params`` as IR; ``x - c * floor(x / c)`` reads ``x % c``."""
    divs = _divs(aff, dims, params)
    terms, const, den = _vector(aff, dims, params, divs)
    terms, const = _fold_mods(terms, const, aff, dims, params, divs)
    return _floor(_linear(terms, const), den)


def _fold_mods(terms, const, aff, dims, params, divs):
    """Rewrite ``s * k * (n - c * floor(n / c))`` (``s = +-1``, with ``s * k * n`` among the
    terms) as ``s * k * (n % c)``: ``x - 8 * ((x + 3) // 8)`` reads ``(x + 3) % 8 - 3``."""
    for k in range(len(divs)):
        d = aff.get_div(k)
        dterms, dconst, dden = _vector(d, dims, params, divs[:d.dim(isl.dim_type.div)])
        coef = next((c for c, x in terms if x is divs[k]), 0)
        if dden == 1 or coef == 0 or coef % dden or not dterms:
            continue
        sign = -1 if coef < 0 else 1
        mult = abs(coef) // dden
        have = {id(x): c for c, x in terms}
        if not all(-sign * have.get(id(x), 0) * c > 0 and abs(have[id(x)]) >= abs(mult * c)
                   for c, x in dterms):
            continue
        sub = {id(x): -sign * mult * c for c, x in dterms}
        terms = [(c - sub.get(id(x), 0), x) for c, x in terms if x is not divs[k]]
        terms = [(c, x) for c, x in terms if c != 0]
        mod = ir.FloorMod(_linear(dterms, dconst), _imm(dden))
        terms.append((-sign * mult, mod))
        const += sign * mult * dconst
    return terms, const


def _linear(terms, const) -> ir.Expr:
    """``sum(c * x) + const`` read the way people write it: positive terms first."""
    pos = [(c, x) for c, x in terms if c > 0]
    neg = [(-c, x) for c, x in terms if c < 0]

    def term(c, x):
        return x if c == 1 else ir.Mul(_imm(c), x)

    if not pos:
        expr: ir.Expr = _imm(const)
        for c, x in neg:
            expr = ir.Sub(expr, term(c, x))
        return expr
    expr = term(*pos[0])
    for c, x in pos[1:]:
        expr = ir.Add(expr, term(c, x))
    for c, x in neg:
        expr = ir.Sub(expr, term(c, x))
    if const > 0:
        expr = ir.Add(expr, _imm(const))
    elif const < 0:
        expr = ir.Sub(expr, _imm(-const))
    return expr


def constraint_to_ir(c: isl.Constraint, dims, params) -> ir.Expr:
    """``aff >= 0`` (or ``== 0``) as a comparison with positive terms on the left:
    ``4 * t0 + t1 < 14`` for ``13 - 4 t0 - t1 >= 0``."""
    aff = c.get_aff()
    divs = _divs(aff, dims, params)
    terms, const, _den = _vector(aff, dims, params, divs)   # den > 0: the sign is kept
    terms, const = _fold_mods(terms, const, aff, dims, params, divs)
    pos = [(c_, x) for c_, x in terms if c_ > 0]
    neg = [(-c_, x) for c_, x in terms if c_ < 0]
    if c.is_equality():
        if not pos:
            pos, neg, const = neg, [], -const
        # pos - neg + const == 0  <=>  pos - neg == -const
        return ir.EQ(_linear(pos + [(-a, x) for a, x in neg], 0), _imm(-const))
    if pos and not neg:              # pos + const >= 0  <=>  pos >= -const
        return ir.GE(_linear(pos, 0), _imm(-const))
    if neg and not pos:              # const - neg >= 0  <=>  neg < const + 1
        return ir.LT(_linear(neg, 0), _imm(const + 1))
    if not pos and not neg:
        return ir.IntImm(int(const >= 0), BOOL)
    # pos - neg + const >= 0  <=>  neg < pos + const + 1
    return ir.LT(_linear(neg, 0), _linear(pos, const + 1))


@bounded
def set_to_ir(s: isl.Set, dims, params) -> ir.Expr:
    """A set over ``dims`` as a disjunction of conjunctions of comparisons (its basic sets,
    existentials made explicit as floor terms)."""
    s = s.coalesce().compute_divs()
    return ir.any_of(basic_set_to_ir(bs, dims, params) for bs in s.get_basic_sets())


def basic_set_to_ir(bs: isl.BasicSet, dims, params) -> ir.Expr:
    """A basic set (explicit floor terms) as a conjunction of comparisons."""
    return ir.all_of(constraint_to_ir(c, dims, params) for c in bs.get_constraints())


def pw_aff_pieces(pa) -> list[tuple[isl.Set, object]]:
    pieces: list = []
    pa.foreach_piece(lambda s, a: pieces.append((s, a)))
    return pieces


@bounded
def pw_multi_aff_to_ir(pma: isl.PwMultiAff, dims, params) -> list[ir.Expr]:
    """Each output of a piecewise quasi-affine function as IR: one piece is a plain
    expression; several are a select chain over their domains (the last piece is the
    default, so the expressions are total)."""
    pieces = pw_aff_pieces(pma)
    if not pieces:
        raise NotQuasiAffine("ISL's function is empty")
    n_out = pieces[0][1].dim(isl.dim_type.out)
    outs = []
    for k in range(n_out):
        expr = aff_to_ir(pieces[-1][1].get_at(k), dims, params)
        for s, ma in reversed(pieces[:-1]):
            value = aff_to_ir(ma.get_at(k), dims, params)
            if value != expr:
                expr = ir.Select(set_to_ir(s, dims, params), value, expr)
        outs.append(expr)
    return outs


@bounded
def pw_aff_to_ir(pa: isl.PwAff, dims, params, context: isl.Set | None = None) -> ir.Expr:
    """A piecewise quasi-affine function of ``dims`` and ``params`` as IR: the min or max of
    two or all of its pieces' values when that is equal on ``context``, else a select chain."""
    if context is not None:
        pa = pa.gist_params(context).coalesce()
        simple = _min_max(pa, dims, params, context)
        if simple is not None:
            return simple
    pieces = pw_aff_pieces(pa)
    if not pieces:
        raise NotQuasiAffine("ISL's function is empty")
    expr = aff_to_ir(pieces[-1][1], dims, params)
    for s, a in reversed(pieces[:-1]):
        value = aff_to_ir(a, dims, params)
        if value != expr:
            expr = ir.Select(set_to_ir(s, dims, params), value, expr)
    return expr


def _min_max(pa: isl.PwAff, dims, params, context) -> ir.Expr | None:
    pieces = pw_aff_pieces(pa)
    if len(pieces) < 2:
        return None
    values, seen = [], set()
    for _s, a in pieces:
        text = str(a)
        if text not in seen:
            seen.add(text)
            values.append(a)
    if len(values) > 6:
        return None
    target = pa.intersect_params(context)
    groups = [list(g) for g in itertools.combinations(values, 2)] + [values]
    for group in groups:
        for name, node in (("min", ir.Min), ("max", ir.Max)):
            acc = isl.PwAff.from_aff(group[0])
            for a in group[1:]:
                acc = getattr(acc, name)(isl.PwAff.from_aff(a))
            if acc.intersect_params(context).gist_params(context).is_equal(
                    target.gist_params(context)):
                exprs = [aff_to_ir(a, dims, params) for a in group]
                out = exprs[0]
                for e in exprs[1:]:
                    out = node(out, e)
                return out
    return None


def uses_division(e: ir.Expr) -> int:
    """How many floordiv/floormod nodes ``e`` has (the readability cost of a predicate)."""
    return sum(isinstance(n, (ir.FloorDiv, ir.FloorMod)) for n in walk(e))


__all__ = ["NotQuasiAffine", "IslGaveUp", "SetsDisagreement", "MAX_OPERATIONS",
           "operation_budget", "explicit_equalities", "QuasiAffineMap", "quasi_affine_map",
           "expr_to_isl", "aff_to_ir", "set_to_ir", "pw_multi_aff_to_ir", "pw_aff_to_ir",
           "constraint_to_ir", "basic_set_to_ir", "free_params", "uses_division", "parse"]
