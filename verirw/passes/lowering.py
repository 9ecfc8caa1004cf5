"""The lowering passes of RFC 0077: ``RemoveAssume`` and ``RemoveStoreUndef``, and the check
that nothing undefined survives into code generation.

Both passes throw information away — an assume is a fact other passes use, a store of
``T.undef()`` is a permission — so they run at lowering and never earlier: the pipeline
(``verirw.passes.simplify(passes=...)``) accepts them only after every optimising pass.
Both are refinements (DESIGN.md): dropping an assume makes more executions defined, and an
element whose last write was undef may hold any value.
"""

from __future__ import annotations

from verirw import ir
from verirw.analysis import undef_valued
from verirw.errors import VerirwError
from verirw.passes.simplify import Certificate, PassRule, SimplifyResult
from verirw.passes.trust import trusted
from verirw.printer import format_expr
from verirw.visit import transform, walk


class LoweringError(VerirwError):
    """A program that cannot be lowered: ``T.undef()`` where a value is needed."""


@trusted
def remove_assume(func: ir.PrimFunc) -> SimplifyResult:
    """Every ``T.assume`` becomes a no-op (``tir.transform.RemoveCompileTimeAssume``)."""
    count = sum(isinstance(n, ir.Assume) for n in walk(func.body))
    body = transform(func.body, lambda n: ir.NOOP if isinstance(n, ir.Assume) else n)
    return _result(func, _tidy(body), PassRule.REMOVE_ASSUME, count)


@trusted
def remove_store_undef(func: ir.PrimFunc) -> SimplifyResult:
    """Every store whose value is undef (``T.undef()``, or an expression undef propagates
    to, e.g. ``T.undef() + 1``) becomes a no-op. A stored value that mentions undef without
    being undef (``0 * T.undef()``) is not a permission: it is an error to simplify first.
    A let variable bound to an undef value (``val = T.undef(); A[0] = val``) is undef too."""
    count = 0
    undef_vars: set[int] = set()
    for n in walk(func.body):               # pre-order: a let before the lets inside it
        if isinstance(n, ir.LetStmt) and undef_valued(n.value, undef_vars):
            undef_vars.add(id(n.var))

    def post(n):
        nonlocal count
        if isinstance(n, ir.BufferStore) and undef_valued(n.value, undef_vars):
            count += 1
            return ir.NOOP
        return n

    body = transform(func.body, post)
    return _result(func, _tidy(body), PassRule.REMOVE_STORE_UNDEF, count)


def check_lowered(func: ir.PrimFunc) -> None:
    """Raise ``LoweringError`` if ``T.undef()`` is still anywhere (it would reach an index, a
    condition or memory in generated code), naming the statement."""
    undef_lets: set[int] = set()
    for n in walk(func.body):
        if isinstance(n, ir.LetStmt) and _mentions_undef(n.value, undef_lets):
            undef_lets.add(id(n.var))
    for n in walk(func.body):
        where = _where_undef(n, undef_lets)
        if where is not None:
            raise LoweringError(f"{func.name}: T.undef() {where}; run remove_store_undef and "
                                f"simplify so that no undefined value remains")


@trusted
def lower(func: ir.PrimFunc) -> SimplifyResult:
    """``remove_assume``, ``remove_store_undef``, then ``check_lowered``."""
    first = remove_assume(func, validate=False)              # validated together, once
    second = remove_store_undef(first.func, validate=False)
    check_lowered(second.func)
    cert = first.certificate
    cert.rules_fired.update(second.certificate.rules_fired)
    return SimplifyResult(second.func, cert)


def _mentions_undef(e: ir.Expr, undef_lets: set[int]) -> bool:
    return any(isinstance(n, ir.Undef) or (isinstance(n, ir.Var) and id(n) in undef_lets)
               for n in walk(e))


def _where_undef(n, undef_lets: set[int]) -> str | None:
    if not isinstance(n, ir.Stmt):
        return None
    for access in [n] + [x for x in walk(n) if isinstance(x, ir.BufferLoad)]:
        if not isinstance(access, (ir.BufferStore, ir.BufferLoad)):
            continue
        for i in access.indices:
            if _mentions_undef(i, undef_lets):
                return f"reaches the index {format_expr(i)} of {access.buffer.name}"
    if isinstance(n, ir.BufferStore) and _mentions_undef(n.value, undef_lets):
        return f"is part of the value stored to {n.buffer.name}: {format_expr(n.value)}"
    if isinstance(n, ir.IfThenElse) and _mentions_undef(n.condition, undef_lets):
        return f"reaches the condition {format_expr(n.condition)}"
    if isinstance(n, ir.For) and (_mentions_undef(n.min, undef_lets)
                                  or _mentions_undef(n.extent, undef_lets)):
        return f"reaches the range of loop {n.loop_var.name}"
    if isinstance(n, (ir.Assume, ir.Evaluate)):
        e = n.condition if isinstance(n, ir.Assume) else n.value
        if _mentions_undef(e, undef_lets):
            return f"remains in {format_expr(e)}"
    return None


def _tidy(body: ir.Stmt) -> ir.Stmt:
    """Drop what the removals leave empty: ``pass`` in sequences, loops and ``if``s without a
    body (only their bounds' or condition's errors go, which a refinement may drop)."""
    def post(n):
        if isinstance(n, ir.SeqStmt):
            return ir.seq(*n.stmts) if len(n.stmts) != 1 else n.stmts[0]
        if isinstance(n, (ir.For, ir.LetStmt)) and n.body == ir.NOOP:
            return ir.NOOP
        if isinstance(n, ir.IfThenElse) and n.then_case == ir.NOOP \
                and n.else_case in (None, ir.NOOP):
            return ir.NOOP
        return n
    return transform(body, post)


def _result(func: ir.PrimFunc, body: ir.Stmt, rule: str, count: int) -> SimplifyResult:
    cert = Certificate()
    if count:
        cert.rules_fired[rule] = count
    cert.stop = "done"
    return SimplifyResult(func.with_body(body), cert)
