"""IndexMap: a layout transformation ``(i, j, ...) -> [e0, e1, ...]`` (RFC 0039), and the
facts about it that a legal transformation needs, each proven by z3.

An index map is built from a Python callable (``lambda i: [i // 4, i % 4]``, also
``lambda *indices: [...]`` and ``AXIS_SEPARATOR`` inside the list) or from its text. The same
callable serves two purposes: applied to Python ints it gives concrete transformed indices
(Python's ``//`` and ``%`` are floor division and modulo, exactly TVMScript's), applied to IR
expressions it builds the transformed index expressions. The text form is parsed with ``ast``
and only arithmetic on the parameters is accepted, so user text never runs as arbitrary Python.

Facts about a map over a logical ``shape`` (the domain ``0 <= idx < shape``):

* ``is_injective``: z3 proves no two logical indices share a physical one, or returns two that do;
* ``transformed_shape``: one past the maximum of each output over the domain, found by z3
  ``Optimize`` and then *proven* (the bound by a z3 proof, attainment by evaluating the map on
  the optimizer's witness); a negative minimum is refused. Then TVM's convention
  (``((n + 3) // 4, 4)`` for ``i -> [i // 4, i % 4]``, not ``T.min(4, n)``; ``(1, 4)`` on
  ``(2,)``), proven to hold every transformed index for every size;
* ``inverse``: synthesised from samples (counterexample-guided) as an affine combination of the
  transformed indices and their floordiv/floormod by the map's constants (and, only if that
  fails, of mixed-radix fusions of consecutive transformed indices, for a fuse then a split),
  then proven ``inverse(map(i)) == i`` on the whole domain;
* ``padding_predicate``: derived from the inverse, simplified by dropping conjuncts z3 shows are
  implied by the transformed box, and proven exact: true precisely on the transformed indices
  that no logical index maps to.

Nothing is decided by enumerating the domain, so the facts hold for large shapes as well.
Unknown from z3 is never taken as proven: it becomes ``IndexMapError``.
"""

from __future__ import annotations

import ast
import inspect
import itertools
import random
from dataclasses import dataclass, field
from typing import Callable, Sequence

import z3

from verirw import ir, sets, smt, solver
from verirw.dtypes import INT32
from verirw.errors import ArgumentError
from verirw.sets import SetsDisagreement
from verirw.visit import substitute, walk


class IndexMapError(ArgumentError):
    """A map that cannot be used as asked: not injective, negative indices, no inverse found,
    or a fact z3 could not decide within its budget."""


class _AxisSeparator:
    """Marks a physical-axis boundary inside an index map's output list (RFC 0039)."""

    _instance = None

    def __new__(cls):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "AXIS_SEPARATOR"


AXIS_SEPARATOR = _AxisSeparator()

_ALLOWED = (ast.Expression, ast.Lambda, ast.arguments, ast.arg, ast.List, ast.Tuple, ast.BinOp,
            ast.UnaryOp, ast.Name, ast.Load, ast.Constant, ast.Add, ast.Sub, ast.Mult,
            ast.FloorDiv, ast.Mod, ast.USub, ast.UAdd, ast.Starred, ast.Subscript, ast.Slice)
_TEXT_GLOBALS = {"__builtins__": {}, "AXIS_SEPARATOR": AXIS_SEPARATOR}
DEFAULT_TIMEOUT_MS = 10_000


@dataclass(frozen=True)
class Bound:
    """The map in IR form for one rank: ``initial`` vars, ``final`` index expressions and the
    ``axis_separators`` (TVM's convention: a physical boundary before output axis ``k``)."""

    initial: tuple[ir.Var, ...]
    final: tuple[ir.Expr, ...]
    axis_separators: tuple[int, ...]


@dataclass(frozen=True)
class Injectivity:
    """``proven``; or ``first``/``second``, two logical indices mapped to the same ``image``;
    or ``status == "unknown"`` (never a proof)."""

    status: str
    first: tuple[int, ...] | None = None
    second: tuple[int, ...] | None = None
    image: tuple[int, ...] | None = None
    reason: str = ""
    sizes: dict | None = None       # the size variables' values of a symbolic witness

    @property
    def proven(self) -> bool:
        return self.status == "proven"

    def __bool__(self):
        raise TypeError("Injectivity has no truth value: use .proven")

    def describe(self, text: str, shape) -> str:
        if self.status == "refuted":
            at = ""
            if self.sizes:
                at = " (with " + ", ".join(f"{k} = {v}" for k, v in self.sizes.items()) + ")"
            return (f"index map {text} is not injective on shape {_show_shape(shape)}{at}: "
                    f"{list(self.first)} and {list(self.second)} both map to {list(self.image)}")
        if self.status == "unknown":
            return (f"could not prove index map {text} injective on shape {_show_shape(shape)}: "
                    f"{self.reason}")
        return f"index map {text} is injective on shape {_show_shape(shape)}"


@dataclass(frozen=True)
class TransformedPredicate:
    """A boolean over the transformed indices ``indices`` (fresh vars)."""

    indices: tuple[ir.Var, ...]
    expr: ir.Expr

    def __call__(self, *exprs) -> ir.Expr:
        """The predicate at the given transformed index expressions (or ints)."""
        if len(exprs) != len(self.indices):
            raise ArgumentError(f"predicate takes {_count(len(self.indices), 'index')}, "
                                f"got {len(exprs)}")
        return substitute(self.expr, {v: ir.as_expr(e, v.dtype) for v, e in zip(self.indices, exprs)})


@dataclass(frozen=True)
class IndexMap:
    """``func`` maps index arguments to a list of indices (and ``AXIS_SEPARATOR`` markers);
    ``ndim`` is its arity, ``None`` for ``lambda *indices``."""

    func: Callable
    text: str
    ndim: int | None = None
    param_names: tuple[str, ...] = ()
    size_vars: tuple[ir.Var, ...] = ()      # free size variables (an inverse on shape (n,))
    _facts: dict = field(default_factory=dict, compare=False, repr=False, hash=False)

    # ------------------------------------------------------------------ construction

    @staticmethod
    def from_func(func: Callable, text: str | None = None) -> "IndexMap":
        if text is None:
            text = _source_text(func)
        ndim, names = _arity(func)
        return IndexMap(func, text, ndim, names)

    @staticmethod
    def from_text(text: str) -> "IndexMap":
        """``"lambda i: [i // 4, i % 4]"`` (arithmetic only)."""
        try:
            tree = ast.parse(text.strip(), mode="eval")
        except SyntaxError as e:
            raise ArgumentError(f"index map {text!r} is not a Python lambda: {e.msg}") from None
        if not isinstance(tree.body, ast.Lambda):
            raise ArgumentError(f"index map {text!r} must be a lambda, e.g. 'lambda i: [i // 4, i % 4]'")
        params = {a.arg for a in tree.body.args.args}
        if tree.body.args.vararg is not None:
            params.add(tree.body.args.vararg.arg)
        for node in ast.walk(tree):
            if not isinstance(node, _ALLOWED):
                raise ArgumentError(f"index map {text!r}: only arithmetic on the indices is allowed "
                                    f"(found {type(node).__name__})")
            if (isinstance(node, ast.Name) and node.id not in params
                    and node.id not in ("AXIS_SEPARATOR",)):
                raise ArgumentError(f"index map {text!r}: unknown name {node.id!r}")
        func = eval(compile(tree, "<index map>", "eval"), dict(_TEXT_GLOBALS), {})  # noqa: S307
        return IndexMap.from_func(func, text.strip())

    @staticmethod
    def from_ir(initial: Sequence[ir.Var], final: Sequence[ir.Expr],
                axis_separators: Sequence[int] = (), *, size_vars: Sequence[ir.Var] = ()
                ) -> "IndexMap":
        """A map given by IR expressions of ``initial`` (used for inverses); ``size_vars``
        are the size variables the expressions may also use (an inverse on shape ``(n,)``;
        applying it to ints then needs ``sizes=``)."""
        initial, final = tuple(initial), tuple(final)
        seps = tuple(axis_separators)

        def func(*args, sizes=None):
            if all(isinstance(a, int) for a in args):
                from verirw.interp import evaluate
                env = dict(zip(initial, args))
                env.update({v: int(sizes[v.name]) for v in size_vars if sizes})
                out = [evaluate(e, env, exact=True) for e in final]
            else:
                mapping = {v: ir.as_expr(a, v.dtype) for v, a in zip(initial, args)}
                out = [substitute(e, mapping) for e in final]
            for k in reversed(seps):
                out.insert(k, AXIS_SEPARATOR)
            return out

        from verirw.printer import format_expr
        names = ", ".join(v.name for v in initial)
        body = []
        for k, e in enumerate(final):
            if k in seps:
                body.append("AXIS_SEPARATOR")
            body.append(format_expr(e))
        return IndexMap(func, f"lambda {names}: [{', '.join(body)}]", len(initial),
                        tuple(v.name for v in initial), tuple(size_vars))

    @staticmethod
    def coerce(value) -> "IndexMap":
        if isinstance(value, IndexMap):
            return value
        if isinstance(value, str):
            return IndexMap.from_text(value)
        if callable(value):
            return IndexMap.from_func(value)
        raise ArgumentError(f"cannot use {value!r} as an index map")

    def __str__(self) -> str:
        return self.text

    # ------------------------------------------------------------------ applying

    def _check_rank(self, n: int) -> None:
        if self.ndim is not None and n != self.ndim:
            raise ArgumentError(f"index map {self.text} takes {_count(self.ndim, 'index')}, "
                                f"but the buffer has rank {n}")

    def _outputs(self, args: tuple) -> list:
        self._check_rank(len(args))
        try:
            out = self.func(*args)
        except (TypeError, ZeroDivisionError, IndexError) as e:
            raise ArgumentError(f"index map {self.text} failed on {_count(len(args), 'index')}: "
                                f"{e}") from None
        if not isinstance(out, (list, tuple)):
            out = [out]
        return list(out)

    def apply(self, indices: Sequence[int], *, sizes: dict | None = None) -> tuple[int, ...]:
        """The transformed indices of concrete logical ``indices``; a map over size variables
        (an inverse on shape ``(n,)``) needs their values, ``sizes={"n": 10}``."""
        if self.size_vars:
            missing = [v.name for v in self.size_vars if v.name not in (sizes or {})]
            if missing:
                raise ArgumentError(f"index map {self.text} needs the sizes {missing} "
                                    "(apply(..., sizes={...}))")
            out = self.func(*(int(i) for i in indices), sizes=sizes)
            return tuple(int(x) for x in out if x is not AXIS_SEPARATOR)
        out = self._outputs(tuple(int(i) for i in indices))
        return tuple(int(x) for x in out if x is not AXIS_SEPARATOR)

    def map_indices(self, exprs: Sequence) -> tuple[ir.Expr, ...]:
        """The transformed index expressions of logical index expressions ``exprs``."""
        dtype = next((e.dtype for e in exprs if isinstance(e, ir.Expr)), INT32)
        if all(isinstance(e, (int, ir.IntImm)) for e in exprs):       # constants: fold
            values = [e.value if isinstance(e, ir.IntImm) else e for e in exprs]
            return tuple(ir.IntImm(x, dtype) for x in self.apply(values))
        args = tuple(ir.as_expr(e, dtype) for e in exprs)
        out = []
        for x in self._outputs(args):
            if x is AXIS_SEPARATOR:
                continue
            e = ir.as_expr(x, dtype) if isinstance(x, int) else x
            if not isinstance(e, ir.Expr) or not e.dtype.is_int:
                raise ArgumentError(f"index map {self.text} must return integer indices, got {x!r}")
            out.append(e)
        return tuple(out)

    def axis_separators(self, ndim: int) -> tuple[int, ...]:
        """Positions (in the output without markers) of the ``AXIS_SEPARATOR`` markers."""
        return self.bind(ndim).axis_separators

    def bind(self, ndim: int) -> Bound:
        """The map in IR form for rank ``ndim`` (fresh index variables)."""
        key = ("bind", ndim)
        if key not in self._facts:
            self._check_rank(ndim)
            names = self.param_names if len(self.param_names) == ndim else \
                tuple(f"i{k}" for k in range(ndim))
            initial = tuple(ir.Var(n, INT32) for n in names)
            seps, final = [], []
            for x in self._outputs(initial):
                if x is AXIS_SEPARATOR:
                    seps.append(len(final))
                    continue
                e = ir.as_expr(x, INT32) if isinstance(x, int) else x
                if not isinstance(e, ir.Expr) or not e.dtype.is_int:
                    raise ArgumentError(f"index map {self.text} must return integer indices, got {x!r}")
                _check_pure(e, initial + self.size_vars, self.text)
                final.append(e)
            if not final:
                raise ArgumentError(f"index map {self.text} returns no indices")
            if seps and (seps[0] == 0 or seps[-1] == len(final) or len(set(seps)) != len(seps)):
                raise ArgumentError(f"index map {self.text}: an AXIS_SEPARATOR must stand between "
                                    "two indices")
            self._facts[key] = Bound(initial, tuple(final), tuple(seps))
        return self._facts[key]

    def table(self, shape: tuple[int, ...]) -> dict[tuple[int, ...], tuple[int, ...]]:
        """The map on every index of a (small) ``shape``, checked injective by enumeration;
        for concrete data conversion, where every element is visited anyway."""
        seen: dict[tuple[int, ...], tuple[int, ...]] = {}
        out = {}
        for idx in itertools.product(*(range(n) for n in shape)):
            img = self.apply(idx)
            if img in seen:
                raise IndexMapError(f"index map {self.text} is not injective on shape {list(shape)}: "
                                    f"{list(seen[img])} and {list(idx)} both map to {list(img)}")
            seen[img] = idx
            out[idx] = img
        return out

    # ------------------------------------------------------------------ proven facts

    def is_injective(self, shape, *, timeout_ms: int = DEFAULT_TIMEOUT_MS) -> Injectivity:
        """z3: ``map(a) == map(b)`` and ``a != b`` is impossible for ``a, b`` in the domain.
        ISL answers the same question exactly (for a quasi-affine map); the two must agree,
        and a symbolic shape (``n``) needs ISL's witness, checked by evaluating the map."""
        shape = _shape_arg(shape, self.text)
        key = ("injective", shape)
        if key not in self._facts:
            self._facts[key] = self._injectivity(shape, timeout_ms)
        return self._facts[key]

    def _injectivity(self, shape, timeout_ms) -> Injectivity:
        b = self.bind(len(shape))
        enc = smt.Encoder(overflow="exact")
        first = [enc.var(v) for v in b.initial]
        second = [z3.Int(f"{v.name}'") for v in b.initial]
        extents, sizes = _z3_shape(enc, shape)
        img_a = [enc.encode(e) for e in b.final]
        img_b = [z3.substitute(t, *zip(first, second)) for t in img_a]
        got = solver.decide([*sizes, *_domain(first, extents), *_domain(second, extents),
                             *[x == y for x, y in zip(img_a, img_b)],
                             z3.Or(*[x != y for x, y in zip(first, second)])],
                            timeout_ms=timeout_ms)
        q = self.quasi_affine(shape)
        isl_says = None if q is None else _isl_or_none(q.is_injective)
        if isinstance(got, solver.Unsat):
            if isl_says is False:
                raise SetsDisagreement(f"ISL finds index map {self.text} not injective on shape "
                                       f"{_show_shape(shape)}, z3 proves it injective")
            return Injectivity("proven")
        if isinstance(got, solver.Sat) and _is_static(shape):
            m = got.model
            a = tuple(m.eval(x, model_completion=True).as_long() for x in first)
            c = tuple(m.eval(x, model_completion=True).as_long() for x in second)
            a, c = min(a, c), max(a, c)              # reported in lexicographic order
            if isl_says is True:
                raise SetsDisagreement(f"ISL finds index map {self.text} injective on shape "
                                       f"{_show_shape(shape)}, z3 finds {list(a)} and {list(c)} "
                                       "with the same image")
            return Injectivity("refuted", a, c, self.apply(a))
        if isl_says is False:                # ISL's witness, checked by evaluating the map
            return self._isl_collision(q, shape, got)
        if isinstance(got, solver.Sat):      # symbolic shape, no quasi-affine witness
            return Injectivity("unknown", reason="z3 finds two indices with one image for some "
                               "sizes, but the map is not quasi-affine (no checked witness)")
        if isl_says is True:
            return Injectivity("unknown", reason=f"ISL finds it injective, z3 does not confirm "
                               f"({got.reason})")
        return Injectivity("unknown", reason=got.reason)

    def _isl_collision(self, q, shape, got) -> Injectivity:
        try:
            found = q.collision()
        except sets.IslGaveUp as exc:
            return Injectivity("unknown", reason=f"z3 cannot decide it and {exc.reason}")
        if found is None:
            raise SetsDisagreement(f"ISL finds index map {self.text} not injective on shape "
                                   f"{_show_shape(shape)} but gives no two indices")
        a, c, pvals = found
        env = dict(zip(q.params, pvals))
        from verirw.interp import evaluate
        extents = [d if isinstance(d, int) else evaluate(d, env, exact=True) for d in shape]
        b = self.bind(len(shape))
        images = [tuple(evaluate(e, {**env, **dict(zip(b.initial, idx))}, exact=True) for e in b.final)
                  for idx in (a, c)]
        inside = all(0 <= x < n for idx in (a, c) for x, n in zip(idx, extents))
        if not (inside and a != c and images[0] == images[1] and min(extents) >= 1):
            raise SetsDisagreement(f"ISL's collision {list(a)}, {list(c)} of index map "
                                   f"{self.text} does not hold")
        if isinstance(got, solver.Unsat):
            raise SetsDisagreement(f"z3 proves index map {self.text} injective on shape "
                                   f"{_show_shape(shape)}, ISL's collision holds")
        sizes = {p.name: v for p, v in zip(q.params, pvals)} or None
        return Injectivity("refuted", a, c, images[0], sizes=sizes)

    def quasi_affine(self, shape):
        """The map as an ISL map on ``shape`` (``verirw.sets``), or None when it is not
        quasi-affine (``quasi_affine_reason`` says why)."""
        shape = _shape_arg(shape, self.text)
        key = ("isl", shape)
        if key not in self._facts:
            b = self.bind(len(shape))
            try:
                self._facts[key] = sets.quasi_affine_map(b.initial, b.final, shape)
            except sets.NotQuasiAffine as exc:
                self._facts[key] = exc
        got = self._facts[key]
        return None if isinstance(got, sets.NotQuasiAffine) else got

    def quasi_affine_reason(self, shape) -> str:
        """Why ``quasi_affine(shape)`` is None ("" when it is not)."""
        self.quasi_affine(shape)
        got = self._facts[("isl", _shape_arg(shape, self.text))]
        return got.reason if isinstance(got, sets.NotQuasiAffine) else ""

    def require_injective(self, shape, **kw) -> None:
        """Raise ``IndexMapError`` (with the counterexample) unless injectivity is proven."""
        got = self.is_injective(shape, **kw)
        if not got.proven:
            raise IndexMapError(got.describe(self.text, _shape_arg(shape, self.text)))

    def transformed_shape(self, shape, *, timeout_ms: int = DEFAULT_TIMEOUT_MS) -> tuple[int, ...]:
        """The shape holding every transformed index. On a static shape, TVM's convention at
        that size (``_static_tvm_shape``; at least 1 + each output's maximum over the domain,
        which z3 finds and proves). On a symbolic shape (``(n,)``), TVM's
        convention (``IndexMap.map_shape``, RFC 0077), one expression of the sizes valid for
        every size: an output ``x % c`` spans ``c`` and ``x // c`` spans ``ceil(extent(x) /
        c)``, the padding covering the rest, so ``lambda i: [i // 4, i % 4]`` gives ``((n +
        3) // 4, 4)`` where the smallest would be ``((n + 3) // 4, T.min(4, n))`` (computed by
        ISL, each extent proven by z3 for every size >= 1 to hold every transformed index;
        ``tvm_extent``). Raises ``IndexMapError`` if an output can be negative."""
        shape = _shape_arg(shape, self.text)
        key = ("shape", shape)
        if key not in self._facts:
            if _is_static(shape):
                self._facts[key] = self._static_tvm_shape(shape, self._shape(shape, timeout_ms))
            else:
                try:
                    self._facts[key] = self._symbolic_shape(shape, timeout_ms)
                except sets.NotQuasiAffine as exc:
                    raise IndexMapError(f"index map {self.text} on shape {_show_shape(shape)}: "
                                        f"{exc.reason}") from None
        return self._facts[key]

    def _static_tvm_shape(self, shape, exact: tuple[int, ...]) -> tuple[int, ...]:
        """TVM's convention on a static shape, as on a symbolic one (``tvm_extent``: ``i % 4``
        spans 4 even where ``i < 2``), so a size gives the same shape written as a literal or
        bound to a symbolic one. An interval holds every value of its output, so it is never
        below the exact extent (checked); where ``tvm_extent`` has no answer, the exact one."""
        b = self.bind(len(shape))
        out = []
        for e, smallest in zip(b.final, exact):
            bound = tvm_extent(e, b.initial, list(shape))
            value = None if bound is None else _evaluate(bound, {})
            out.append(value if value is not None and value >= smallest else smallest)
        return tuple(out)

    def _symbolic_shape(self, shape, timeout_ms) -> tuple:
        """ISL's maximum of each output and a logical index attaining it, both functions of
        the sizes; z3 proves the output never exceeds it nor goes below 0, and that the
        witness lies in the domain and attains it, for every size."""
        q = self._need_isl(shape, "a symbolic shape")
        b = self.bind(len(shape))
        enc = smt.Encoder(overflow="exact")
        xs = [enc.var(v) for v in b.initial]
        extents, sizes = _z3_shape(enc, shape)
        params = list(q.params)
        out = []
        for axis, e in enumerate(b.final):
            term = enc.encode(e)
            what = f"output {axis} ({_fmt(e)}) of {self.text} on shape {_show_shape(shape)}"
            low = solver.decide([*sizes, *_domain(xs, extents), term < 0], timeout_ms=timeout_ms)
            if isinstance(low, solver.Sat):
                raise IndexMapError(f"index map {self.text} produces a negative index on shape "
                                    f"{_show_shape(shape)}: output {axis} ({_fmt(e)}) can be "
                                    "negative")
            if isinstance(low, solver.Unknown):
                raise IndexMapError(f"could not prove {what} non-negative: {low.reason}")
            _lo, hi = q.extrema(axis)
            extent = sets.pw_aff_to_ir(hi.add_constant_val(1), [], params, q.context)
            witness = sets.pw_multi_aff_to_ir(q.argmax(axis), [], params)
            top = enc.encode(extent) - 1
            _prove([*sizes, *_domain(xs, extents)], term <= top, timeout_ms,
                   f"the maximum {_fmt(extent)} - 1 of {what}")
            w_terms = [enc.encode(w) for w in witness]
            attained = z3.substitute(term, *zip(xs, w_terms))
            _prove(sizes, z3.And(*_domain(w_terms, extents), attained == top), timeout_ms,
                   f"that {what} attains {_fmt(extent)} - 1")
            out.append(_tvm_convention(extent, tvm_extent(e, b.initial, shape), enc, sizes,
                                       timeout_ms, what))
        return tuple(out)

    def _need_isl(self, shape, what: str):
        q = self.quasi_affine(shape)
        if q is None:
            raise IndexMapError(f"index map {self.text}: {what} needs a quasi-affine map "
                                f"({self.quasi_affine_reason(shape)})")
        return q

    def _shape(self, shape, timeout_ms) -> tuple[int, ...]:
        b = self.bind(len(shape))
        out = []
        q = self.quasi_affine(shape)
        for axis, e in enumerate(b.final):
            got = None if q is None else _isl_or_none(self._isl_extent, q, e, shape, axis,
                                                       timeout_ms)
            if got is not None:
                out.append(got)
                continue
            lo = self._extremum(e, shape, axis, minimize=True, timeout_ms=timeout_ms)
            if lo < 0:
                raise IndexMapError(f"index map {self.text} produces a negative index on shape "
                                    f"{list(shape)}: output {axis} ({_fmt(e)}) reaches {lo}")
            out.append(self._extremum(e, shape, axis, minimize=False, timeout_ms=timeout_ms) + 1)
        return tuple(out)

    def _isl_extent(self, q, e, shape, axis, timeout_ms) -> int | None:
        """ISL's minimum and maximum of output ``axis`` on a static shape: the maximum + 1,
        when the minimum is not negative, proven by z3 (both bounds) and attained by ISL's
        witness (evaluated); None sends the caller to z3's Optimize (e.g. to report a negative
        minimum with its value)."""
        lo, hi = (sets.pw_aff_to_ir(x, [], []) for x in q.extrema(axis))
        if not (isinstance(lo, ir.IntImm) and isinstance(hi, ir.IntImm)) or lo.value < 0:
            return None
        witness = sets.pw_multi_aff_to_ir(q.argmax(axis), [], [])
        if not all(isinstance(w, ir.IntImm) for w in witness):
            return None
        point = tuple(w.value for w in witness)
        if not all(0 <= x < n for x, n in zip(point, shape)) or \
                self.apply(point)[axis] != hi.value:
            raise SetsDisagreement(f"ISL's witness {list(point)} does not attain the maximum "
                                   f"{hi.value} of output {axis} ({_fmt(e)}) of {self.text}")
        enc = smt.Encoder(overflow="exact")
        xs = [enc.var(v) for v in self.bind(len(shape)).initial]
        term = enc.encode(e)
        got = solver.decide([*_domain(xs, shape), z3.Or(term < 0, term > hi.value)],
                            timeout_ms=timeout_ms)
        if isinstance(got, solver.Sat):
            raise SetsDisagreement(f"z3 refutes ISL's range [0, {hi.value}] of output {axis} "
                                   f"({_fmt(e)}) of {self.text} on shape {list(shape)}")
        if isinstance(got, solver.Unknown):
            return None
        return hi.value + 1

    def _extremum(self, e, shape, axis, *, minimize: bool, timeout_ms: int) -> int:
        """Optimize proposes the extremum and a witness; the witness is evaluated concretely and
        the bound proven by a separate z3 query, so neither result is taken on trust."""
        b = self.bind(len(shape))
        enc = smt.Encoder(overflow="exact")
        xs = [enc.var(v) for v in b.initial]
        term = enc.encode(e)
        opt = solver.new_optimize(_domain(xs, shape), timeout_ms=timeout_ms)
        handle = opt.minimize(term) if minimize else opt.maximize(term)
        what = "minimum" if minimize else "maximum"
        found = solver.decide_solver(opt)
        if not isinstance(found, solver.Sat):
            raise IndexMapError(f"could not find the {what} of output {axis} ({_fmt(e)}) of "
                                f"{self.text} on shape {list(shape)}: "
                                f"{found.reason if isinstance(found, solver.Unknown) else 'unsat'}")
        value = (handle.lower() if minimize else handle.upper())
        if not z3.is_int_value(value):
            raise IndexMapError(f"output {axis} ({_fmt(e)}) of {self.text} is unbounded")
        value = value.as_long()
        m = found.model
        witness = tuple(m.eval(x, model_completion=True).as_long() for x in xs)
        if self.apply(witness)[axis] != value:
            raise IndexMapError(f"internal: z3's witness {list(witness)} does not attain the "
                                f"{what} {value} of output {axis} of {self.text}")
        bound = term >= value if minimize else term <= value
        _prove(_domain(xs, shape), bound, timeout_ms,
               f"the {what} {value} of output {axis} ({_fmt(e)}) of {self.text}")
        return value

    def inverse(self, shape, *, timeout_ms: int = DEFAULT_TIMEOUT_MS) -> "IndexMap":
        """The map from transformed indices back to logical ones, proven to satisfy
        ``inverse(map(i)) == i`` for every ``i`` in the domain (it is the inverse on the image;
        on padding it returns some index, typically outside the domain).

        Static shapes first try the affine forms of ``_synthesise_inverse``; when none fits,
        and always for a symbolic shape, ISL's inverse (the lexmin of the reversed map) is
        read back as IR and proven the same way."""
        shape = _shape_arg(shape, self.text)
        key = ("inverse", shape)
        if key not in self._facts:
            self.require_injective(shape, timeout_ms=timeout_ms)
            if not _is_static(shape):
                try:
                    self._facts[key] = self._isl_inverse(shape, timeout_ms)
                except sets.NotQuasiAffine as exc:
                    raise IndexMapError(f"cannot invert index map {self.text} on shape "
                                        f"{_show_shape(shape)}: {exc.reason}") from None
            else:
                try:
                    self._facts[key] = _synthesise_inverse(self, shape, timeout_ms)
                except _NoInverseForm as refusal:
                    if self.quasi_affine(shape) is None:
                        raise
                    try:
                        self._facts[key] = self._isl_inverse(shape, timeout_ms)
                    except sets.NotQuasiAffine as exc:
                        raise IndexMapError(f"{refusal}; ISL's inverse cannot be written as "
                                            f"int32 IR: {exc.reason}") from None
        return self._facts[key]

    def _isl_inverse(self, shape, timeout_ms) -> "IndexMap":
        q = self._need_isl(shape, "an inverse on a symbolic shape")
        t_vars = tuple(ir.Var(n, INT32) for n in self.transformed_names(len(shape)))
        final = sets.pw_multi_aff_to_ir(q.inverse(), t_vars, list(q.params))
        _certify_inverse(self, shape, t_vars, final, timeout_ms)
        return IndexMap.from_ir(t_vars, final, size_vars=q.params)

    def padding_predicate(self, shape, *, timeout_ms: int = DEFAULT_TIMEOUT_MS) -> TransformedPredicate:
        """True exactly on the transformed indices (within ``transformed_shape``) that no
        logical index maps to. ``.expr`` is ``False`` when the map has no padding."""
        t_vars, _image, padding = self._image(shape, timeout_ms)
        return TransformedPredicate(t_vars, padding)

    def image_predicate(self, shape, *, timeout_ms: int = DEFAULT_TIMEOUT_MS) -> TransformedPredicate:
        """The complement of ``padding_predicate`` within the transformed box: true exactly on
        the transformed indices of logical elements (``4 * io + ii < 14``)."""
        t_vars, image, _padding = self._image(shape, timeout_ms)
        return TransformedPredicate(t_vars, image)

    def _image(self, shape, timeout_ms):
        shape = _shape_arg(shape, self.text)
        key = ("image", shape)
        if key not in self._facts:
            self._facts[key] = _image_predicates(self, shape, timeout_ms)
        return self._facts[key]

    def has_padding(self, shape, **kw) -> bool:
        e = self.padding_predicate(shape, **kw).expr
        return not (isinstance(e, ir.IntImm) and e.value == 0)

    def transformed_names(self, ndim: int) -> tuple[str, ...]:
        """Readable names for the transformed indices: ``io, ii`` for a split of ``i``."""
        b = self.bind(ndim)
        uses = [[v for v in b.initial if any(x is v for x in walk(e))] for e in b.final]
        return split_names([u[0].name if len(u) == 1 else None for u in uses])


def split_names(owners) -> tuple[str, ...]:
    """Names for indices derived from the variables named ``owners`` (None: from several):
    ``i`` alone, ``io, ii`` for two parts of ``i``, ``i0, i1, i2`` for more, ``t<k>`` else."""
    owners = list(owners)
    names = []
    for k, owner in enumerate(owners):
        parts = [j for j, o in enumerate(owners) if o is not None and o == owner]
        if owner is None:
            names.append(f"t{k}")
        elif len(parts) == 1:
            names.append(owner)
        elif len(parts) == 2:
            names.append(owner + ("o" if parts.index(k) == 0 else "i"))
        else:
            names.append(f"{owner}{parts.index(k)}")
    return unique_names(names)


def unique_names(names) -> tuple[str, ...]:
    """``names`` with repeats suffixed ``_2``, ``_3``, ... so that printed loops are distinct."""
    out, used = [], set()
    for n in names:
        base, k = n, 1
        while n in used:
            k += 1
            n = f"{base}_{k}"
        used.add(n)
        out.append(n)
    return tuple(out)


# ----------------------------------------------------------------------------- inverse


def _synthesise_inverse(m: IndexMap, shape, timeout_ms) -> IndexMap:
    """Counterexample-guided: fit integer coefficients of candidate features to sample pairs
    ``(map(i), i)``, prove the fit on the whole domain, add z3's counterexample to the samples
    if the proof fails. Nothing is accepted unproven: the features only steer the search.

    The basic features are each transformed index ``t`` and ``t // c``, ``t % c`` for the
    constants ``c > 1`` of the map: enough for splits, fuses, reorders and offsets (RFC
    0039/0077's maps). Only when no inverse over them exists, the richer features of
    ``_fused_features`` are added: the floordiv/floormod of mixed-radix fusions of consecutive
    transformed indices, which invert compositions such as a fuse followed by a split."""
    b = m.bind(len(shape))
    tshape = m.transformed_shape(shape, timeout_ms=timeout_ms)
    t_vars = tuple(ir.Var(n, INT32) for n in m.transformed_names(len(shape)))
    constants = sorted({n.value for e in b.final for n in walk(e)
                        if isinstance(n, ir.IntImm) and n.value > 1})
    basic: list[ir.Expr] = []
    for t, extent in zip(t_vars, tshape):
        basic.append(t)
        for c in constants:
            if c < extent:
                basic.extend([t // c, t % c])
    rng = random.Random(0)
    samples = {tuple(0 for _ in shape), tuple(n - 1 for n in shape)}
    samples |= {tuple(rng.randrange(n) for n in shape) for _ in range(8)}
    samples = sorted(samples)
    enc = smt.Encoder(overflow="exact")
    xs = [enc.var(v) for v in b.initial]
    images = [enc.encode(e) for e in b.final]
    # each stage adds features only when the smaller set failed (Optimize's cost grows fast)
    features = list(basic)
    for radices in (None, constants, _radices(constants, shape)):
        if radices is not None:
            extra = _fused_features(m, shape, tshape, t_vars, radices, features)
            if not extra:
                continue
            features += extra
            _top_up(samples, shape, rng, 24)    # more features need more samples to pin down
        final = _cegis(m, shape, features, t_vars, samples, xs, images, timeout_ms)
        if final is not None:
            return IndexMap.from_ir(t_vars, final)
    more = len(features) - len(basic)
    extra = (f", nor with {more} floordiv/floormod features of fused transformed indices"
             if more else "")
    raise _NoInverseForm(
        f"cannot invert index map {m.text} on shape {list(shape)}: no inverse of the form "
        f"sum(c * f) over the features {[_fmt(f) for f in basic]}{extra} fits "
        "(verirw inverts splits, fuses, reorders, offsets and their compositions)")


class _NoInverseForm(IndexMapError):
    """No inverse among the synthesised affine forms (ISL may still find one)."""


def _certify_inverse(m: IndexMap, shape, t_vars, final, timeout_ms) -> None:
    """z3 proves ``final(map(i)) == i`` for every ``i`` in the domain (and every size >= 1);
    a refutation of ISL's inverse is a disagreement, never a silent refusal."""
    b = m.bind(len(shape))
    enc = smt.Encoder(overflow="exact")
    xs = [enc.var(v) for v in b.initial]
    extents, sizes = _z3_shape(enc, shape)
    images = [enc.encode(e) for e in b.final]
    fenc = smt.Encoder(subst={**dict(zip(t_vars, images)),
                              **{p: enc.var(p) for p in sets.free_params(shape)}},
                       overflow="exact")
    goal = z3.And(*[fenc.encode(g) == x for g, x in zip(final, xs)])
    got = solver.decide([*sizes, *_domain(xs, extents), z3.Not(goal)], timeout_ms=timeout_ms)
    if isinstance(got, solver.Unsat):
        return
    if isinstance(got, solver.Sat):
        raise SetsDisagreement(f"ISL's inverse {[_fmt(g) for g in final]} of index map {m.text} "
                               f"on shape {_show_shape(shape)} is refuted by z3 ({got.model})")
    raise IndexMapError(f"could not prove the inverse of {m.text} on shape "
                        f"{_show_shape(shape)}: {got.reason}")


def _top_up(samples: list, shape, rng: random.Random, count: int) -> None:
    """Add random distinct domain indices until there are ``count`` samples (or few tries
    are left: a small domain has fewer indices)."""
    have = set(samples)
    for _ in range(4 * count):
        if len(samples) >= count:
            return
        idx = tuple(rng.randrange(n) for n in shape)
        if idx not in have:
            have.add(idx)
            samples.append(idx)


def _radices(constants, shape) -> list[int]:
    """The radices a fuse may use: the map's constants and their exact ratios (the padded
    extents of a fuse with gaps), the logical extents and their products over consecutive
    axes."""
    out = set(constants)
    out |= {a // b for a in constants for b in constants if a > b and a % b == 0}
    for a in range(len(shape)):
        prod = 1
        for n in shape[a:]:
            prod *= n
            out.add(prod)
    return sorted(c for c in out if c > 1)


_ROUNDS = 32


def _cegis(m: IndexMap, shape, features, t_vars, samples, xs, images, timeout_ms):
    """The inverse over ``features``, proven, or None when none fits the samples (or no
    candidate survives ``_ROUNDS`` counterexamples). ``samples`` grows with z3's
    counterexamples, so a later stage starts from them. An output whose candidate still agrees
    with the newest sample is not refitted."""
    final: list[ir.Expr | None] = [None] * len(shape)
    for _ in range(_ROUNDS):
        newest = samples[-1]
        env = dict(zip(t_vars, m.apply(newest)))
        for j in range(len(shape)):
            if final[j] is None or _evaluate(final[j], env) != newest[j]:
                final[j] = _fit(features, t_vars, samples, m, j)
                if final[j] is None:
                    return None
        # prove g(f(i)) == i on the domain
        fenc = smt.Encoder(subst=dict(zip(t_vars, images)), overflow="exact")
        goal = z3.And(*[fenc.encode(g) == x for g, x in zip(final, xs)])
        res = solver.decide([*_domain(xs, shape), z3.Not(goal)], timeout_ms=timeout_ms)
        if isinstance(res, solver.Unsat):
            return final
        if isinstance(res, solver.Unknown):
            raise IndexMapError(f"could not prove the inverse of {m.text} on shape {list(shape)}: "
                                f"{res.reason}")
        model = res.model
        samples.append(tuple(model.eval(x, model_completion=True).as_long() for x in xs))
    return None


def _fused_features(m: IndexMap, shape, tshape, t_vars, radices, known) -> list[ir.Expr]:
    """For every run of consecutive transformed indices ``t_a .. t_b``, their mixed-radix
    fusion ``F = t_a * (n_a+1 * ... * n_b) + ... + t_b`` (``n`` the proven transformed extent,
    or ``c`` for an output ``x % c``), measured from its value ``F0`` at the logical origin:
    the features ``(F - F0) // c`` and ``(F - F0) % c`` for the ``radices`` ``c`` below the
    extent of ``F``. ``F`` itself is linear in the ``t`` and not needed; features already
    ``known`` are not repeated."""
    origin = m.apply(tuple(0 for _ in shape))
    # an output ``x % c`` has radix c even when it does not fill it (a strided fuse)
    final = m.bind(len(shape)).final
    radix = [e.b.value if isinstance(e, ir.FloorMod) and isinstance(e.b, ir.IntImm) else n
             for e, n in zip(final, tshape)]
    seen = {_fmt(f) for f in known}
    out: list[ir.Expr] = []
    for a in range(len(t_vars)):
        for end in range(a + 1, len(t_vars) + 1):
            fused: ir.Expr | None = None
            f0, extent = 0, 1
            for k in range(end - 1, a - 1, -1):     # from the innermost index outwards
                term = t_vars[k] if extent == 1 else ir.IntImm(extent, INT32) * t_vars[k]
                fused = term if fused is None else term + fused
                f0 += origin[k] * extent
                extent *= radix[k]
            if f0:
                fused = fused - f0
            for c in radices:
                if 1 < c < extent:
                    for f in (fused // c, fused % c):
                        key = _fmt(f)
                        if key not in seen:
                            seen.add(key)
                            out.append(f)
    return out


def tvm_extent(e: ir.Expr, initial, shape) -> ir.Expr | None:
    """The extent TVM gives output ``e`` of a map (``IndexMap.map_shape``: the range of an
    iterator split, padded): interval arithmetic over ``0 <= initial[k] < shape[k]`` in which
    ``x % c`` spans ``[0, c - 1]`` and ``x // c`` spans ``[lo(x) // c, hi(x) // c]`` (``c >
    0``). None for anything else, and when a variable occurs twice in ``e`` (``i - i // 4 *
    4``: an interval would not see through it); the exact extent stays then. Never below the
    exact extent: an interval holds every value of ``e``."""
    from verirw.te.arith import simplify as canonical
    uses = [n for n in walk(e) if isinstance(n, ir.Var)]
    if len({id(v) for v in uses}) != len(uses):
        return None
    ranges = {}
    for v, n in zip(initial, shape):
        hi = ir.IntImm(n - 1, INT32) if isinstance(n, int) else ir.Sub(n, ir.IntImm(1, n.dtype))
        ranges[v] = (ir.IntImm(0, INT32), hi)
    got = _interval(e, ranges)
    if got is None:
        return None
    return canonical(ir.Add(got[1], ir.IntImm(1, INT32)))


def _interval(e: ir.Expr, ranges) -> tuple | None:
    """``(lo, hi)`` of ``e`` as expressions of the sizes (None: not one of TVM's forms)."""
    const = lambda x: x.value if isinstance(x, ir.IntImm) and not x.dtype.is_bool else None  # noqa: E731
    if const(e) is not None:
        return e, e
    if isinstance(e, ir.Var):
        return ranges.get(e)
    if isinstance(e, (ir.Add, ir.Sub)):
        a, b = _interval(e.a, ranges), _interval(e.b, ranges)
        if a is None or b is None:
            return None
        if isinstance(e, ir.Add):
            return ir.Add(a[0], b[0]), ir.Add(a[1], b[1])
        return ir.Sub(a[0], b[1]), ir.Sub(a[1], b[0])
    if isinstance(e, ir.Mul):
        k, x = (e.a, e.b) if const(e.a) is not None else (e.b, e.a)
        r = _interval(x, ranges)
        if const(k) is None or r is None:
            return None
        lo, hi = (ir.Mul(k, r[0]), ir.Mul(k, r[1]))
        return (lo, hi) if const(k) >= 0 else (hi, lo)
    if isinstance(e, (ir.FloorDiv, ir.FloorMod)) and const(e.b) is not None and const(e.b) > 0:
        r = _interval(e.a, ranges)
        if r is None:
            return None
        if isinstance(e, ir.FloorDiv):
            return ir.FloorDiv(r[0], e.b), ir.FloorDiv(r[1], e.b)
        return ir.IntImm(0, e.dtype), ir.IntImm(const(e.b) - 1, e.dtype)
    return None


def _tvm_convention(exact: ir.Expr, bound: ir.Expr | None, enc, sizes, timeout_ms,
                    what: str) -> ir.Expr:
    """A symbolic extent in TVM's convention: ``bound`` (``tvm_extent``) when z3 proves it at
    least the exact one for every size (the padding covers the rest), the exact one when they
    are equal (its form reads better) or ``bound`` is not proven to cover it."""
    if bound is None:
        return exact
    e, b = enc.encode(exact), enc.encode(bound)
    if _holds(sizes, e == b, timeout_ms):
        return exact
    if _holds(sizes, e <= b, timeout_ms):
        return bound
    return exact


def _evaluate(e: ir.Expr, env) -> int:
    from verirw.interp import evaluate
    return evaluate(e, env, exact=True)


def _fit(features, t_vars, samples, m: IndexMap, j: int) -> ir.Expr | None:
    """Integer coefficients (smallest total magnitude) with ``sum(c_f * f(map(i))) + c0 == i_j``
    on every sample; the expression, or None if none exists (or Optimize gives up)."""
    from verirw.interp import evaluate
    # c = pos - neg with pos, neg >= 0: the magnitude is linear (no case split per coefficient,
    # which made Optimize slow on the larger feature sets)
    pos = [z3.Int(f"p{k}") for k in range(len(features))]
    neg = [z3.Int(f"n{k}") for k in range(len(features))]
    c0 = z3.Int("c0_const")
    opt = solver.new_optimize([x >= 0 for x in pos + neg], timeout_ms=5000)
    for idx in samples:
        env = dict(zip(t_vars, m.apply(idx)))
        vals = [evaluate(f, env, exact=True) for f in features]
        opt.add(z3.Sum([(p - n) * v for p, n, v in zip(pos, neg, vals) if v]) + c0 == idx[j])
    opt.minimize(z3.Sum(pos + neg))
    found = solver.decide_solver(opt)
    if not isinstance(found, solver.Sat):
        return None
    model = found.model
    values = [model.eval(p - n, model_completion=True).as_long() for p, n in zip(pos, neg)]
    const = model.eval(c0, model_completion=True).as_long()
    return _linear(features, values, const)


def _linear(features, coeffs, const) -> ir.Expr:
    """``c1 * f1 + f2 - c3 * f3 + const`` printed the way people write it: the positive terms
    first (``10 - i``, not ``0 - i + 10``); ``0 - i`` only when nothing is positive."""
    terms = [(f if abs(c) == 1 else ir.IntImm(abs(c), INT32) * f, c > 0)
             for f, c in zip(features, coeffs) if c != 0]
    positive = [t for t, p in terms if p]
    negative = [t for t, p in terms if not p]
    if positive:
        expr = positive[0]
        for t in positive[1:]:
            expr = expr + t
        for t in negative:
            expr = expr - t
        if const > 0:
            expr = expr + const
        elif const < 0:
            expr = expr - (-const)
        return expr
    expr = ir.IntImm(const, INT32)
    for t in negative:
        expr = expr - t
    return expr


# ----------------------------------------------------------------------------- padding


def _image_predicates(m: IndexMap, shape, timeout_ms):
    """``(t_vars, image, padding)``: the image predicate and its complement in the
    transformed box. Two candidates, each proven equivalent by z3 to the exact condition
    (the inverse lands in the domain and maps back): the conjuncts derived from the inverse,
    and ISL's image set (when the map is quasi-affine). ISL's wins only with fewer
    floordiv/floormod terms (ties keep the conjuncts, whose text is stable)."""
    inv = m.inverse(shape, timeout_ms=timeout_ms)
    tshape = m.transformed_shape(shape, timeout_ms=timeout_ms)
    ib = inv.bind(len(tshape))
    t_vars, g = ib.initial, ib.final
    params = sets.free_params(shape)
    enc = smt.Encoder(overflow="exact")
    ts = [enc.var(v) for v in t_vars]
    for p in params:
        enc.var(p)
    t_extents, t_sizes = _z3_shape(enc, tshape)
    _extents, sizes = _z3_shape(enc, shape)
    box = [*sizes, *t_sizes, *_domain(ts, t_extents)]
    conjuncts: list[ir.Expr] = []
    for gj, n in zip(g, shape):
        conjuncts += [ir.LE(ir.IntImm(0, INT32), gj), ir.LT(gj, ir.as_expr(n, INT32))]
    back = m.map_indices(g)
    maps_back = z3.And(*[enc.encode(x) == t for x, t in zip(back, ts)])
    in_dom = z3.And(*[enc.encode(c) for c in conjuncts])
    full = z3.And(in_dom, maps_back)
    if _holds(box + [in_dom], maps_back, timeout_ms):
        kept = list(conjuncts)
    else:
        kept = list(conjuncts) + [ir.EQ(x, t) for x, t in zip(back, t_vars)]
    kept = [_undivide(c) for c in kept]
    kept = _drop_implied(kept, enc, box, timeout_ms)
    _prove(box, z3.And(*[enc.encode(c) for c in kept]) == full, timeout_ms,
           f"the padding predicate of {m.text}")
    best = (ir.all_of(kept), _negate_all(kept))
    q = m.quasi_affine(shape)
    if q is not None and _cost(best[0]) > 0:      # ISL can only win by dropping a division
        try:
            isl_pred = _isl_image(m, q, shape, tshape, t_vars, enc, box, full, timeout_ms)
        except sets.NotQuasiAffine:          # e.g. a constant beyond int32: keep the conjuncts
            isl_pred = None
        if isl_pred is not None and _cost(isl_pred[0]) < _cost(best[0]):
            best = isl_pred
    return (t_vars, *best)


def _isl_image(m, q, shape, tshape, t_vars, enc, box, full, timeout_ms):
    """ISL's image set, simplified within the transformed box, as IR; proven equal to the
    exact condition ``full`` by z3 (a refutation is a disagreement)."""
    params = list(q.params)
    basic = q.image_in_box(tshape)
    if len(basic) == 1:
        kept = [sets.constraint_to_ir(c, list(t_vars), params) for c in basic[0].get_constraints()]
        kept = _drop_implied(kept, enc, box, timeout_ms)
        pred = (ir.all_of(kept), _negate_all(kept))
    else:
        expr = ir.any_of(sets.basic_set_to_ir(bs, list(t_vars), params) for bs in basic)
        pred = (expr, _negate_dnf(expr))
    got = solver.decide([*box, z3.Not(enc.encode(pred[0]) == full)], timeout_ms=timeout_ms)
    if isinstance(got, solver.Sat):
        raise SetsDisagreement(f"ISL's image {_fmt(pred[0])} of index map {m.text} on shape "
                               f"{_show_shape(shape)} is refuted by z3 ({got.model})")
    if isinstance(got, solver.Unknown):
        raise IndexMapError(f"could not prove ISL's image predicate of {m.text}: {got.reason}")
    return pred


def _drop_implied(kept: list[ir.Expr], enc, box, timeout_ms) -> list[ir.Expr]:
    """Drop conjuncts z3 shows are implied by the box and the others."""
    kept = list(kept)
    k = 0
    while k < len(kept):
        others = [enc.encode(c) for i, c in enumerate(kept) if i != k]
        if _holds(box + others, enc.encode(kept[k]), timeout_ms):
            del kept[k]
        else:
            k += 1
    return kept


_INT32_MAX = 2 ** 31 - 1


def _undivide(c: ir.Expr) -> ir.Expr:
    """``x // d >= k`` is ``x >= d * k`` and ``x // d < k`` is ``x < d * k`` (``d > 0``),
    exactly; kept when ``d * k`` would not fit an int32 literal."""
    def parts(e):
        if isinstance(e, ir.FloorDiv) and isinstance(e.b, ir.IntImm) and e.b.value > 0:
            return e.a, e.b.value
        return None

    if isinstance(c, ir.LE) and isinstance(c.a, ir.IntImm) and parts(c.b):   # k <= x // d
        x, d = parts(c.b)
        if abs(d * c.a.value) <= _INT32_MAX:
            return ir.GE(x, ir.IntImm(d * c.a.value, c.a.dtype))
    if isinstance(c, (ir.GE, ir.LT)) and isinstance(c.b, ir.IntImm) and parts(c.a):
        x, d = parts(c.a)
        if abs(d * c.b.value) <= _INT32_MAX:
            return type(c)(x, ir.IntImm(d * c.b.value, c.b.dtype))
    return c


def _cost(e: ir.Expr) -> int:
    return sets.uses_division(e)


def _negate_all(conjuncts: list[ir.Expr]) -> ir.Expr:
    """``not (c1 and c2 ...)`` as a disjunction of negated comparisons."""
    return ir.any_of(_negate(c) for c in conjuncts)


def _isl_or_none(fn, *args):
    """``fn(*args)``, or None when ISL gives up (its operation budget): the caller falls back
    to z3 alone."""
    try:
        return fn(*args)
    except sets.IslGaveUp:
        return None


def _negate_dnf(e: ir.Expr) -> ir.Expr:
    """``not (A1 or A2 ...)`` with each ``Ak`` a conjunction: ``not A1 and not A2 ...``."""
    def split(x, cls):
        return split(x.a, cls) + split(x.b, cls) if isinstance(x, cls) else [x]
    return ir.all_of(_negate_all(split(d, ir.And)) for d in split(e, ir.Or))


_NEGATED = {ir.LT: ir.GE, ir.LE: ir.GT, ir.GT: ir.LE, ir.GE: ir.LT, ir.EQ: ir.NE, ir.NE: ir.EQ}


def _negate(c: ir.Expr) -> ir.Expr:
    """``not (0 <= x)`` reads better as ``x < 0`` and ``not (x < n)`` as ``x >= n``."""
    if isinstance(c, ir.LE) and isinstance(c.a, ir.IntImm):
        return ir.LT(c.b, c.a)
    neg = _NEGATED.get(type(c))
    return neg(c.a, c.b) if neg else ir.Not(c)


# ----------------------------------------------------------------------------- helpers


def _source_text(func: Callable) -> str:
    try:
        src = inspect.getsource(func).strip()
    except (OSError, TypeError):
        return getattr(func, "__name__", "<index map>")
    start = src.find("lambda")
    if start < 0:
        return src
    # the lambda alone, up to its balanced closing bracket
    depth, end = 0, len(src)
    for k in range(start, len(src)):
        ch = src[k]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            if depth == 0:
                end = k
                break
            depth -= 1
            if depth == 0 and ch == "]":
                end = k + 1
                break
        elif ch == "," and depth == 0 and ":" in src[start:k]:
            end = k
            break
    return src[start:end].strip()


def _arity(func: Callable) -> tuple[int | None, tuple[str, ...]]:
    try:
        sig = inspect.signature(func)
    except (TypeError, ValueError):
        return None, ()
    names, star = [], False
    for p in sig.parameters.values():
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            names.append(p.name)
        elif p.kind is p.VAR_POSITIONAL:
            star = True
    return (None if star else len(names)), tuple(names)


def _check_pure(e: ir.Expr, initial, text: str) -> None:
    allowed = {id(v) for v in initial}
    for n in walk(e):
        if isinstance(n, ir.Undef):
            raise ArgumentError(f"index map {text}: T.undef() cannot be an index")
        if isinstance(n, ir.BufferLoad):
            raise ArgumentError(f"index map {text}: an index map cannot read a buffer")
        if isinstance(n, ir.Var) and id(n) not in allowed:
            raise ArgumentError(f"index map {text} uses the free variable {n.name!r}")


def buffer_shape(buf: ir.Buffer) -> tuple:
    """A buffer's shape as IndexMap takes it: ints, and size expressions where symbolic."""
    return tuple(d.value if isinstance(d, ir.IntImm) else d for d in buf.shape)


def extent_expr(n, dtype) -> ir.Expr:
    """A transformed extent (an int, or an expression of the sizes) as IR of ``dtype``."""
    if isinstance(n, int):
        return ir.IntImm(n, dtype)
    return n if n.dtype == dtype else ir.Cast(n, dtype)


def _shape_arg(shape, text: str) -> tuple:
    """A shape as a tuple of ints and, for symbolic extents, integer index expressions of
    size variables (``n``, ``n + 1``). An empty static axis is refused."""
    if isinstance(shape, (int, ir.Expr)):
        shape = (shape,)
    out = []
    for d in shape:
        if isinstance(d, ir.IntImm):
            d = d.value
        if isinstance(d, ir.Expr):
            if not d.dtype.is_int or d.dtype.is_bool or any(
                    isinstance(n, (ir.BufferLoad, ir.Undef, ir.Call)) for n in walk(d)):
                raise IndexMapError(f"index map {text}: the extent {_fmt(d)} of shape "
                                    f"{_show_shape(shape)} is not an integer size expression")
            out.append(d)
            continue
        if not isinstance(d, int) or isinstance(d, bool):
            raise IndexMapError(f"index map {text}: the shape {list(shape)} must hold ints or "
                                "integer size expressions")
        if d <= 0:
            raise IndexMapError(f"index map {text}: shape {list(shape)} has an empty axis")
        out.append(d)
    return tuple(out)


def _static_shape(shape, text: str) -> tuple[int, ...]:
    shape = _shape_arg(shape, text)
    if not _is_static(shape):
        raise IndexMapError(f"index map {text}: the shape {_show_shape(shape)} must be static")
    return shape


def _is_static(shape) -> bool:
    return all(isinstance(d, int) for d in shape)


def _show_shape(shape) -> str:
    return "[" + ", ".join(str(d) if isinstance(d, int) else _fmt(d) for d in shape) + "]"


def _z3_shape(enc, shape) -> tuple[list, list]:
    """The extents as z3 terms (ints stay ints) and the hypotheses that each symbolic extent
    is at least 1."""
    extents, sizes = [], []
    for d in shape:
        if isinstance(d, int):
            extents.append(d)
        else:
            term = enc.encode(d)
            extents.append(term)
            sizes.append(term >= 1)
    return extents, sizes


def _domain(xs, shape) -> list:
    return [c for x, n in zip(xs, shape) for c in (x >= 0, x < n)]


def _holds(hyps, goal, timeout_ms) -> bool:
    """True only when z3 proves ``hyps => goal``; unknown counts as not proven."""
    return isinstance(solver.decide([*hyps, z3.Not(goal)], timeout_ms=timeout_ms), solver.Unsat)


def _prove(hyps, goal, timeout_ms, what: str) -> None:
    got = solver.decide([*hyps, z3.Not(goal)], timeout_ms=timeout_ms)
    if isinstance(got, solver.Unsat):
        return
    if isinstance(got, solver.Sat):
        raise IndexMapError(f"internal: {what} is refuted by z3 ({got.model})")
    raise IndexMapError(f"could not prove {what}: {got.reason}")


def _count(n: int, noun: str) -> str:
    """``1 index``, ``2 indices``."""
    plural = {"index": "indices"}.get(noun, noun + "s")
    return f"{n} {noun if n == 1 else plural}"


def _fmt(e) -> str:
    from verirw.printer import format_expr
    return format_expr(e)
