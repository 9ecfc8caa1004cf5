"""Static bounds checking: ``prove_in_bounds(func)`` proves with z3 that every buffer access of
a PrimFunc stays within its buffer's shape on every execution that reaches it.

No inputs are needed: loop variables and scalar parameters stay symbolic. Each access is
checked under what holds where it is evaluated (``ContextWalk``'s ``hyps``: loop ranges,
branch conditions, lets and assumes that read no memory), plus the guards of the lazy
expressions around it (``T.if_then_else``, ``and``, ``or``: ir.py's docstring), since a guard may
legitimately protect an out-of-bounds index. A condition that reads memory is never used as a
hypothesis: dropping it only makes the check stricter, so a proof stays sound.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from verirw import ir, smt, solver
from verirw.analysis import ContextWalk, reads_memory
from verirw.errors import MalformedIRError, VerirwError
from verirw.printer import format_expr
from verirw.visit import children

__all__ = ["AccessVerdict", "BoundsReport", "OutOfBoundsError", "prove_in_bounds",
           "require_in_bounds"]


class OutOfBoundsError(VerirwError):
    """An access that could not be proven in bounds (refuted or unknown); ``report`` has all."""

    def __init__(self, message: str, report: "BoundsReport"):
        self.report = report
        super().__init__(message)


# ----------------------------------------------------------------------------- results


@dataclass(frozen=True)
class AccessVerdict:
    """One distinct access (buffer, indices, context) and what z3 said about its bounds."""

    buffer: str
    kind: str                       # "load" or "store"
    indices: str                    # e.g. "i // 4, i % 4"
    status: str                     # "proven", "refuted" or "unknown"
    counterexample: dict = field(default_factory=dict)   # refuted: variable name -> value
    where: str = ""                 # enclosing loops, outermost first: "i in [0, 17)"
    shape: str = ""
    reason: str = ""                # unknown: why z3 gave up

    @property
    def proven(self) -> bool:
        return self.status == "proven"

    def __str__(self) -> str:
        text = f"{self.kind} {self.buffer}[{self.indices}] (shape {self.shape})"
        text += f" for {self.where}" if self.where else " at top level"
        text += f": {self.status}"
        if self.counterexample:
            text += ", e.g. " + _show_model(self.counterexample)
        if self.reason:
            text += f" ({self.reason})"
        return text


@dataclass(frozen=True)
class BoundsReport:
    """The verdicts of ``prove_in_bounds``, one per distinct access, in program order."""

    accesses: tuple[AccessVerdict, ...]
    name: str = ""

    @property
    def proven(self) -> bool:
        return all(a.proven for a in self.accesses)

    @property
    def failures(self) -> tuple[AccessVerdict, ...]:
        return tuple(a for a in self.accesses if not a.proven)

    def __str__(self) -> str:
        n, bad = len(self.accesses), self.failures
        head = f"{self.name or 'function'}: {n - len(bad)} of {n} accesses proven in bounds"
        return "\n".join([head, *(f"  {a}" for a in bad)])


def _show_model(cex: dict) -> str:
    return ", ".join(f"{k} = {v}" for k, v in cex.items())


# ----------------------------------------------------------------------------- the walk


class _BoundsWalk(ContextWalk):
    """Checks every access it passes and records one verdict per distinct obligation; the
    program itself is returned unchanged."""

    def __init__(self, timeout_ms: int):
        self.timeout_ms = timeout_ms
        self.loops: list[ir.For] = []
        self.verdicts: dict[tuple, AccessVerdict] = {}
        self.results: dict[tuple, smt.ProofResult] = {}   # obligation -> z3 answer

    # ContextWalk passes neither loop bounds nor assume conditions to a hook, and drops a
    # branch condition that reads memory as a whole: handle those here (``facts`` stay empty)
    def stmt(self, s: ir.Stmt, hyps: list, facts: list):
        if isinstance(s, ir.Assume):
            self.scan(s.condition, hyps)
        if isinstance(s, ir.IfThenElse):
            self.scan(s.condition, hyps)
            self.stmt(s.then_case, _assuming(hyps, s.condition), facts)
            if s.else_case is not None:
                self.stmt(s.else_case, _assuming(hyps, ir.negate(s.condition)), facts)
            return s, facts
        if not isinstance(s, ir.For):
            return super().stmt(s, hyps, facts)
        self.scan(s.min, hyps)
        self.scan(s.extent, hyps)
        self.loops.append(s)
        try:
            return super().stmt(s, hyps, facts)
        finally:
            self.loops.pop()

    def expr(self, e: ir.Expr, hyps: list, facts: list) -> ir.Expr:
        self.scan(e, hyps)
        return e

    def store(self, s: ir.BufferStore, hyps: list, facts: list):
        for i in s.indices:
            self.scan(i, hyps)
        self.scan(s.value, hyps)
        self.check("store", s.buffer, s.indices, hyps)
        return super().store(s, hyps, facts)

    def scan(self, e: ir.Expr, hyps: list) -> None:
        """Check each load in ``e`` under the guards that decide whether it is evaluated
        (iterative: unrolled programs build expressions deeper than Python's stack)."""
        todo = [(e, hyps)]
        while todo:
            e, hyps = todo.pop()
            if isinstance(e, ir.Select):
                todo += [(e.false_value, _assuming(hyps, ir.negate(e.cond))),
                         (e.true_value, _assuming(hyps, e.cond)), (e.cond, hyps)]
            elif isinstance(e, ir.And):
                todo += [(e.b, _assuming(hyps, e.a)), (e.a, hyps)]
            elif isinstance(e, ir.Or):
                todo += [(e.b, _assuming(hyps, ir.negate(e.a))), (e.a, hyps)]
            else:
                if isinstance(e, ir.BufferLoad):
                    self.check("load", e.buffer, e.indices, hyps)
                todo += [(c, hyps) for c in reversed(list(children(e))) if isinstance(c, ir.Expr)]

    def check(self, kind: str, buf: ir.Buffer, indices: tuple, hyps: list) -> None:
        obligation = (buf, indices, tuple(hyps))
        key = (kind, *obligation)
        if key in self.verdicts:
            return
        result = self.results.get(obligation)
        if result is None:
            result = self.results[obligation] = _prove(buf, indices, hyps, self.timeout_ms)
        self.verdicts[key] = AccessVerdict(
            buffer=buf.name, kind=kind, indices=", ".join(format_expr(i) for i in indices),
            status=result.status,
            counterexample=dict(result.counterexample) if result.status == "refuted" else {},
            where=", ".join(_loop_text(f) for f in self.loops),
            shape=_shape_text(buf),
            reason=getattr(result, "reason", ""))


def _assuming(hyps: list, cond: ir.Expr) -> list:
    """``hyps`` extended by the conjuncts of ``cond`` that read no memory: ``i < n and A[i] > 0``
    still bounds ``i``, while a memory read may change before the access it guards."""
    usable = [c for c in _conjuncts(cond) if not reads_memory(c)]
    return [*hyps, *usable] if usable else hyps


def _conjuncts(cond: ir.Expr) -> list[ir.Expr]:
    """``cond`` as a conjunction (``not (a or b)`` is ``not a and not b``)."""
    if isinstance(cond, ir.And):
        return _conjuncts(cond.a) + _conjuncts(cond.b)
    if isinstance(cond, ir.Not) and isinstance(cond.a, ir.Or):
        return _conjuncts(ir.negate(cond.a.a)) + _conjuncts(ir.negate(cond.a.b))
    return [cond]


def _shape_text(buf: ir.Buffer) -> str:
    dims = [format_expr(d) for d in buf.shape]
    return f"({dims[0]},)" if len(dims) == 1 else f"({', '.join(dims)})"


def _loop_text(f: ir.For) -> str:
    if isinstance(f.min, ir.IntImm) and isinstance(f.extent, ir.IntImm):
        end = str(f.min.value + f.extent.value)
    else:
        end = format_expr(f.min + f.extent)
    return f"{f.loop_var.name} in [{format_expr(f.min)}, {end})"


def in_bounds(buf: ir.Buffer, indices) -> ir.Expr:
    """``0 <= index_d < shape_d`` for every dimension, compared in each index's dtype (index
    arithmetic never wraps, so casting the extent there is exact)."""
    if len(indices) != buf.ndim:
        raise MalformedIRError(f"{buf.name} has {buf.ndim} dimensions, indexed with "
                               f"{len(indices)}")
    conds = []
    for idx, extent in zip(indices, buf.shape):
        if extent.dtype != idx.dtype:
            extent = ir.Cast(idx.dtype, extent)
        conds += [ir.LE(ir.as_expr(0, idx.dtype), idx), ir.LT(idx, extent)]
    return ir.all_of(conds)


def _prove(buf: ir.Buffer, indices, hyps: list, timeout_ms: int) -> smt.ProofResult:
    """``timeout_ms`` is a work share (``solver.work_share``): the verdict is the same at any
    load, wall time only bounds it from outside."""
    try:
        return smt.prove(in_bounds(buf, indices), facts=list(hyps),
                         **solver.work_share(timeout_ms))
    except (smt.SMTEncodingError, smt.NotConstantError) as exc:
        return smt.Unknown(str(exc))


# ----------------------------------------------------------------------------- entry points


def prove_in_bounds(func: ir.PrimFunc, *, timeout_ms: int = 2000) -> BoundsReport:
    """Prove every ``BufferLoad`` and ``BufferStore`` of ``func`` within its buffer's shape on
    every execution that reaches it; one verdict per distinct (access, context)."""
    walk = _BoundsWalk(timeout_ms)
    walk.run(func.body, [])
    return BoundsReport(tuple(walk.verdicts.values()), func.name)


def require_in_bounds(func: ir.PrimFunc, **kw) -> BoundsReport:
    """``prove_in_bounds``, raising ``OutOfBoundsError`` on the first access not proven."""
    report = prove_in_bounds(func, **kw)
    if report.failures:
        bad = report.failures[0]
        what = ("is out of bounds" if bad.status == "refuted"
                else "could not be proven in bounds")
        detail = (f" at {_show_model(bad.counterexample)}" if bad.counterexample
                  else f" ({bad.reason})" if bad.reason else "")
        raise OutOfBoundsError(f"{func.name}: {bad.kind} {bad.buffer}[{bad.indices}] "
                               f"(shape {bad.shape}) {what}{detail}", report)
    return report
