"""z3 side conditions of the statement passes, recorded for the certificate.

``Kind`` is the named set of obligation kinds (every question a pass asks has one); the
``Obligation`` record and ``Kind`` are defined in ``verirw.analysis.obligations``, which the
e-graph oracle shares, and are re-exported here as the passes' home.

Every pass that rewrites only after a proof asks through a ``Prover``: the answer is a bool
(proven or not: unknown and refuted both mean "do not rewrite") and every question lands in
``obligations`` with its status and time, so a refusal can always be explained.
"""

from __future__ import annotations

import dataclasses
import time

import z3

from verirw import ir, ops, smt, solver
from verirw.analysis.obligations import Kind, Obligation, show
from verirw.dtypes import DType

__all__ = ["Prover", "QueryCache", "Kind", "Obligation", "show"]


class QueryCache:
    """Answers of proof questions ("``goal`` holds wherever ``hyps`` hold"), shared by the
    provers of one simplification, keyed by the question's structure up to a consistent
    renaming of variables (``canonical``): ``i < 4`` under ``0 <= i < 16`` is asked once for
    the sixteen loops whose variable is a different ``i``. Only "proven" (unsat) and
    "refuted" (sat) are kept: they are facts about the formula, which renaming does not
    change, whatever the time limit; "unknown" is never kept, so the question is asked again.
    ``hits``/``misses`` count lookups."""

    def __init__(self):
        self._answers: dict[tuple, str] = {}
        self._value_ids: tuple | None = None
        self.hits = 0
        self.misses = 0

    def key(self, goal, hyps, value_vars) -> tuple | None:
        """``canonical(goal, hyps, value_vars)``; the ids of ``value_vars`` are remembered
        for the last tuple seen (a prover asks all its questions with the same one)."""
        last = self._value_ids
        if last is None or last[0] is not value_vars:
            last = self._value_ids = (value_vars, frozenset(id(v) for v in value_vars))
        return canonical(goal, hyps, value_ids=last[1])

    def __len__(self) -> int:
        return len(self._answers)

    def get(self, key: tuple | None) -> str | None:
        if key is None:
            return None
        status = self._answers.get(key)
        if status is None:
            self.misses += 1
        else:
            self.hits += 1
        return status

    def put(self, key: tuple | None, status: str) -> None:
        if key is not None and status in ("proven", "refuted"):
            self._answers[key] = status


def canonical(goal, hyps, value_vars=(), *, value_ids=None) -> tuple | None:
    """The question ``hyps => goal`` as a flat tuple that two questions share exactly when
    they are the same up to a consistent renaming of variables: every node in pre-order with
    its type and non-expression fields (literals with their dtype, tuple lengths), a variable
    as its number of first occurrence, its dtype and whether it is a value variable (in
    ``value_vars``, which the encoder reads as a bit-vector), a buffer with all its fields
    (its data variable numbered like any variable; storage is per data variable). None when
    the question holds anything else (a z3 term): not cached."""
    values = value_ids if value_ids is not None else {id(v) for v in value_vars}
    numbers: dict[int, int] = {}
    buffers: dict[int, tuple] = {}
    out: list = [len(hyps)]
    stack = [*reversed([*hyps, goal])]
    while stack:
        node = stack.pop()
        t = type(node)
        if t is ir.Var:
            n = numbers.get(id(node))
            if n is None:
                n = numbers[id(node)] = len(numbers)
            out.append(("V", n, node.dtype, id(node) in values))
        elif t is ir.IntImm:
            out.append(("I", node.value, node.dtype))
        elif t is ir.FloatImm:
            out.append(("F", repr(float(node.value)), node.dtype))
        elif t is ir.Undef:
            out.append(("U", node.dtype))
        elif t is ir.Buffer:
            token = buffers.get(id(node))
            if token is None:
                token = buffers[id(node)] = ("B", len(buffers))
                # fields after the token, so a buffer met again is only its number
                out.append(("B*", node.name, node.dtype, len(node.shape), len(node.strides),
                            node.elem_offset is None, node.axis_separators, node.scope))
                later = [node.data, *node.shape, *node.strides]
                if node.elem_offset is not None:
                    later.append(node.elem_offset)
                stack.extend(reversed(later))
            else:
                out.append(token)
        elif t is tuple:
            out.append(("T", len(node)))
            stack.extend(reversed(node))
        elif isinstance(node, ir.Expr) and dataclasses.is_dataclass(node):
            children = []
            head = [t.__name__]
            for f in _fields(t):
                value = getattr(node, f)
                if isinstance(value, (ir.Expr, ir.Buffer, tuple)):
                    children.append(value)
                elif isinstance(value, (str, int, float, DType)) or value is None:
                    head.append(value)
                else:
                    return None
            out.append(tuple(head))
            stack.extend(reversed(children))
        else:
            return None
    return tuple(out)


_FIELDS: dict[type, tuple[str, ...]] = {}


def _fields(t: type) -> tuple[str, ...]:
    names = _FIELDS.get(t)
    if names is None:
        names = _FIELDS[t] = tuple(f.name for f in dataclasses.fields(t))
    return names


class Prover:
    """``value_vars``: the let variables bound to values in the program the questions are
    about (``semantics.value_let_vars``), so that z3 wraps their arithmetic as the program
    does. ``solver_ms`` is a share spent as z3 work (``solver.work_share``): what a pass
    proves, and so what it rewrites, is the same at any machine load."""

    def __init__(self, solver_ms: int = 2000, value_vars=(), *,
                 cache: QueryCache | None = None, session: solver.Session | None = None):
        self.solver_ms = solver_ms
        self.value_vars = tuple(value_vars)
        self.obligations: list[Obligation] = []
        self.cache = cache              # answers shared up to renaming (QueryCache)
        self.session = session          # one incremental solver for the questions

    def prove(self, kind: Kind, goal: ir.Expr, hyps=(), claim: str | None = None, *,
              where_defined: bool = False) -> bool:
        """Is the IR condition ``goal`` true wherever ``hyps`` (IR conditions) hold (and, with
        ``where_defined``, wherever ``goal`` is defined: enough to replace it by ``True``)?"""
        start = time.perf_counter()
        status = prove_status(goal, list(hyps), self.value_vars, self.solver_ms, self.cache,
                              self.session, where_defined=where_defined)
        self.record(kind, claim or show(goal), status, start)
        return status == "proven"

    def unsat(self, kind: Kind, assertions: list[z3.BoolRef], claim: str) -> bool:
        """Are the z3 ``assertions`` jointly unsatisfiable? (A proof by refutation: the
        assertions describe a counterexample to ``claim``.)"""
        start = time.perf_counter()
        answer = solver.decide(assertions, **solver.proof_share(self.solver_ms))
        status = solver.proof_status(answer)
        self.record(kind, claim, status, start)
        self.last_model = answer.model if isinstance(answer, solver.Sat) else None
        return status == "proven"

    def annotate(self, note: str) -> None:
        """Append ``note`` (e.g. a counterexample) to the last obligation's claim."""
        last = self.obligations[-1]
        self.obligations[-1] = Obligation(last.kind, last.claim + note, last.status, last.ms)

    def decided(self, kind: Kind, claim: str) -> bool:
        """Record a question settled without a new z3 call (the claim says how); True."""
        self.record(kind, claim, "proven", time.perf_counter())
        return True

    def refuse(self, kind: Kind, claim: str) -> bool:
        """Record a question that is not put to z3 because its answer cannot be "proven"
        (e.g. a location that depends on memory); always False."""
        self.record(kind, claim, "unknown", time.perf_counter())
        return False

    def record(self, kind: Kind, claim: str, status: str, start: float) -> None:
        """Record a question (also one answered elsewhere, e.g. by ``verirw.check``) with
        its status and the time since ``start``."""
        self.obligations.append(Obligation(kind, claim, status,
                                           (time.perf_counter() - start) * 1000))


def prove_status(goal: ir.Expr, hyps: list, value_vars, solver_ms: int,
                 cache: QueryCache | None = None, session: solver.Session | None = None, *,
                 where_defined: bool = False) -> str:
    """``smt.prove(goal, hyps).status`` ("proven", "refuted" or "unknown"; an encoding error
    is "unknown"), answered from ``cache`` when the same question up to renaming was
    answered, and asked of ``session`` (one incremental solver) when given."""
    key = cache.key(goal, hyps, value_vars) if cache is not None else None
    if key is not None and where_defined:
        key = ("where defined", key)
    status = cache.get(key) if key is not None else None
    if status is not None:
        return status
    try:
        if session is None:
            status = smt.prove(goal, hyps, value_vars=value_vars, where_defined=where_defined,
                               **solver.proof_share(solver_ms)).status
        else:
            assertions = smt.proof_assertions(goal, hyps,
                                              encoder=smt.Encoder(value_vars=value_vars),
                                              where_defined=where_defined)
            status = session.proof_status(assertions)
    except (smt.SMTEncodingError, smt.NotConstantError):
        return "unknown"
    if cache is not None:
        cache.put(key, status)
    return status


# ----------------------------------------------------------------------------- intervals

#: the claim's note when a question was settled by ``by_intervals`` rather than by z3
BY_INTERVALS = " (decided exactly by interval arithmetic, without a solver)"

_ARITH = (ir.Add, ir.Sub, ir.Mul)
_CMP = (ir.LT, ir.LE, ir.GT, ir.GE, ir.EQ, ir.NE)
_MAX_DEPTH = 64


def by_intervals(goal, hyps: list, value_vars=()) -> str | None:
    """"proven" when ``goal`` holds for every value the hypotheses' bounds allow its
    variables; "refuted" when ``goal`` has no variables, there are no hypotheses, and it is
    false; else None (ask z3). Only for the fragment z3 answers the same way for certain:
    ``+ - *`` of index integers (variables not in ``value_vars``: mathematical integers)
    and literals, compared, under ``and``/``or``/``not`` — goal and hypotheses alike (so
    neither can fail to encode) — and only when every intermediate interval lies within
    its dtype (nothing to prove about overflow). Bounds come from hypotheses ``v op e``
    (conjuncts) with ``e``'s interval known; ignoring the other hypotheses only weakens
    them, which cannot make a proof wrong."""
    values = {id(v) for v in value_vars}
    if not all(_in_fragment(h, values) for h in hyps) or not _in_fragment(goal, values):
        return None
    bounds: dict[int, tuple[int, int]] = {}
    conjuncts, stack = [], list(hyps)
    while stack:
        h = stack.pop()
        if isinstance(h, ir.And):
            stack += [h.a, h.b]
        elif isinstance(h, _CMP):
            conjuncts.append(h)
    for _ in range(2):
        for h in conjuncts:
            for var, other, kind in ((h.a, h.b, type(h)), (h.b, h.a, _MIRROR[type(h)])):
                if type(var) is ir.Var and other is not var:
                    span = _interval(other, bounds, 0)
                    if span is not None:
                        _bound(bounds, var, kind, span)
    truth = _truth(goal, bounds, 0)
    if truth is True:
        return "proven"
    if truth is False and not hyps and not _has_var(goal):
        return "refuted"
    return None


_MIRROR = {ir.LT: ir.GT, ir.LE: ir.GE, ir.GT: ir.LT, ir.GE: ir.LE, ir.EQ: ir.EQ, ir.NE: ir.NE}


def _index_int(dtype) -> bool:
    return dtype.is_int and not dtype.is_bool


def _in_fragment(e, values: set) -> bool:
    stack = [(e, 0)]
    while stack:
        node, depth = stack.pop()
        t = type(node)
        if depth > _MAX_DEPTH:
            return False
        if t is ir.IntImm:
            if not (_index_int(node.dtype) or node.dtype.is_bool):
                return False
        elif t is ir.Var:
            if not _index_int(node.dtype) or id(node) in values:
                return False
        elif t in _ARITH:
            if not _index_int(node.dtype):
                return False
            stack += [(node.a, depth + 1), (node.b, depth + 1)]
        elif t in _CMP:
            if not _index_int(node.a.dtype) or not _index_int(node.b.dtype):
                return False
            stack += [(node.a, depth + 1), (node.b, depth + 1)]
        elif t is ir.And or t is ir.Or:
            stack += [(node.a, depth + 1), (node.b, depth + 1)]
        elif t is ir.Not:
            stack.append((node.a, depth + 1))
        else:
            return False
    return True


def _has_var(e) -> bool:
    stack = [e]
    while stack:
        node = stack.pop()
        if type(node) is ir.Var:
            return True
        if type(node) is ir.Not:
            stack.append(node.a)
        elif type(node) is not ir.IntImm:
            stack += [node.a, node.b]
    return False


def _bound(bounds: dict, var: ir.Var, kind: type, span: tuple[int, int]) -> None:
    lo, hi = bounds.get(id(var), (None, None))
    new_lo = new_hi = None
    if kind is ir.LT:
        new_hi = span[1] - 1
    elif kind is ir.LE:
        new_hi = span[1]
    elif kind is ir.GT:
        new_lo = span[0] + 1
    elif kind is ir.GE:
        new_lo = span[0]
    elif kind is ir.EQ:
        new_lo, new_hi = span
    if new_lo is not None:
        lo = new_lo if lo is None else max(lo, new_lo)
    if new_hi is not None:
        hi = new_hi if hi is None else min(hi, new_hi)
    bounds[id(var)] = (lo, hi)


def _interval(e, bounds: dict, depth: int) -> tuple[int, int] | None:
    """Every value ``e`` takes where the bounds hold, as ``(lo, hi)``; None when unbounded or
    when some intermediate value may leave its dtype."""
    if depth > _MAX_DEPTH:
        return None
    t = type(e)
    if t is ir.IntImm:
        span = (e.value, e.value)
    elif t is ir.Var:
        span = bounds.get(id(e))
        if span is None or span[0] is None or span[1] is None:
            return None
    elif t in _ARITH:
        a, b = _interval(e.a, bounds, depth + 1), _interval(e.b, bounds, depth + 1)
        if a is None or b is None:
            return None
        span = ops.of(e).interval(*a, *b)        # the operation's transfer (verirw.ops)
    else:
        return None
    dtype = e.dtype
    if not dtype.min_value <= span[0] <= span[1] <= dtype.max_value:
        return None         # may overflow (or an empty range): not decided here
    return span


def _truth(e, bounds: dict, depth: int) -> bool | None:
    """``e``'s value wherever the bounds hold, if it is the same everywhere; else None."""
    if depth > _MAX_DEPTH:
        return None
    t = type(e)
    if t is ir.IntImm:
        return bool(e.value) if e.dtype.is_bool else None
    if t is ir.Not:
        a = _truth(e.a, bounds, depth + 1)
        return None if a is None else not a
    if t is ir.And or t is ir.Or:
        # lazy, as the encoder is: the right operand is evaluated (and must be well defined)
        # only when the left does not decide; an undecided left decides nothing
        a = _truth(e.a, bounds, depth + 1)
        if a is None or a is (t is ir.Or):
            return a
        return _truth(e.b, bounds, depth + 1)
    if t in _CMP:
        a, b = _interval(e.a, bounds, depth + 1), _interval(e.b, bounds, depth + 1)
        if a is None or b is None:
            return None
        (alo, ahi), (blo, bhi) = a, b
        if t is ir.LT:
            return True if ahi < blo else (False if alo >= bhi else None)
        if t is ir.LE:
            return True if ahi <= blo else (False if alo > bhi else None)
        if t is ir.GT:
            return True if alo > bhi else (False if ahi <= blo else None)
        if t is ir.GE:
            return True if alo >= bhi else (False if ahi < blo else None)
        single = alo == ahi == blo == bhi
        disjoint = ahi < blo or bhi < alo
        if t is ir.EQ:
            return True if single else (False if disjoint else None)
        return False if single else (True if disjoint else None)
    return None
