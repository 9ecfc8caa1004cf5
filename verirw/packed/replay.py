"""Concrete calls: replaying a packed check on argument records with fixed values.

``check`` reads the record of a packed function as unknown functions (verirw.packed.lower), so a
counterexample through the record is never reproduced by the interpreter and stays unknown.
Here the record is fixed instead: every read (``tvm_record_*``, ``tvm_isnullptr_*``,
``tvm_aligned_*``) and ``num_args`` become constants, the two translated functions become
ordinary ones, and ``check`` decides them as usual — a refutation is then replayed by the
interpreter like any other. The records tried are built from a call predicate (the ``T.assume``
the wrapped ``before`` starts with, ``verirw.packed.abi``): one satisfying every conjunct, then
one per conjunct breaking just that one. A record only ever *refutes*: a proof on one record
says nothing about the others, so anything but a confirmed refutation is dropped.
"""

from __future__ import annotations

import time

from verirw import ir
from verirw.dtypes import BOOL
from verirw.printer import format_expr
from verirw.visit import transform, walk

#: the externs that read the record (verirw.packed.lower names them so)
_RECORD = ("tvm_record_", "tvm_isnullptr_", "tvm_aligned_")


def _is_read(n) -> bool:
    return isinstance(n, ir.ExternCall) and n.pure and not n.args \
        and n.name.startswith(_RECORD)


def _atom(n) -> str | None:
    if _is_read(n):
        return n.name
    if isinstance(n, ir.Var) and not n.dtype.is_handle:
        return n.name
    return None


def _default(name: str) -> int:
    """A read nothing constrains: pointers are non-null and aligned, every number 0."""
    return 1 if name.startswith("tvm_aligned_") else 0


def value(e: ir.Expr, env: dict):
    """``e`` (a record predicate) under ``env``; None for anything else."""
    a = _atom(e)
    if a is not None:
        return env.get(a, _default(a))
    if isinstance(e, ir.IntImm):
        return e.value
    if isinstance(e, ir.Cast) and e.dtype.is_int and e.value.dtype.is_int:
        v = value(e.value, env)
        return None if v is None else (int(bool(v)) if e.dtype.is_bool else e.dtype.wrap(v))
    if isinstance(e, ir.Not):
        v = value(e.a, env)
        return None if v is None else int(not v)
    if isinstance(e, (ir.And, ir.Or, ir.EQ, ir.NE, ir.GE, ir.GT, ir.LE, ir.LT)):
        x, y = value(e.a, env), value(e.b, env)
        if x is None or y is None:
            return None
        op = {ir.And: lambda: x and y, ir.Or: lambda: x or y, ir.EQ: lambda: x == y,
              ir.NE: lambda: x != y, ir.GE: lambda: x >= y, ir.GT: lambda: x > y,
              ir.LE: lambda: x <= y, ir.LT: lambda: x < y}[type(e)]
        return int(bool(op()))
    return None


def make(e: ir.Expr, want: bool, env: dict) -> None:
    """Change ``env`` so that ``e`` becomes ``want`` (best effort; ``value`` says if it did)."""
    a = _atom(e)
    if a is not None:
        env[a] = int(want)
    elif isinstance(e, ir.Not):
        make(e.a, not want, env)
    elif isinstance(e, (ir.And, ir.Or)):
        both = want == isinstance(e, ir.And)       # every operand must take ``want``
        make(e.a, want, env)
        if both or value(e.a, env) != int(want):
            make(e.b, want, env)
    elif isinstance(e, (ir.EQ, ir.NE, ir.GE, ir.GT, ir.LE, ir.LT)):
        var, other = (_uncast(e.a), e.b) if _atom(_uncast(e.a)) is not None \
            else (_uncast(e.b), e.a)
        if _atom(var) is None or value(other, env) is None:
            return
        target = value(other, env)
        for candidate in (target, target + 1, target - 1):
            env[_atom(var)] = candidate
            if value(e, env) == int(want):
                return


def _uncast(e: ir.Expr) -> ir.Expr:
    """A read under integer casts (``T.Cast("int32", <int64 read>) == 1``): the read, whose
    value ``make`` then picks (a small value keeps its meaning through the cast; ``value``
    checks)."""
    while isinstance(e, ir.Cast) and e.dtype.is_int and e.value.dtype.is_int:
        e = e.value
    return e


def conjuncts(e: ir.Expr) -> list[ir.Expr]:
    return conjuncts(e.a) + conjuncts(e.b) if isinstance(e, ir.And) else [e]


#: the most records ``replay`` tries, and the most ways of breaking one conjunct
MAX_RECORDS, PER_CONJUNCT = 80, 4


def records(predicate: ir.Expr, negated: bool) -> list[tuple[str, dict]]:
    """``(description, env)`` of records to try for a call predicate: with ``negated`` (the call
    must fail it), records that break one conjunct each by changing one read (a few ways per
    conjunct: the first way of every conjunct comes first); else one satisfying it."""
    parts = conjuncts(predicate)
    env: dict = {}
    for c in parts:
        make(c, True, env)
    if not negated:
        return [("a well-formed call", env)] if value(predicate, env) == 1 else []
    ways = [_breaks(c, env)[:PER_CONJUNCT] for c in parts]
    out = []
    for k in range(PER_CONJUNCT):
        for c, found in zip(parts, ways):
            if k < len(found) and value(predicate, found[k]) == 0:
                out.append((f"a call failing {format_expr(c)}", found[k]))
    return out[:MAX_RECORDS]


def _breaks(c: ir.Expr, env: dict) -> list[dict]:
    """Records that differ from ``env`` in one read and make ``c`` false."""
    consts = sorted({n.value for n in walk(c) if isinstance(n, ir.IntImm)})
    candidates = list(dict.fromkeys([v + 1 for v in consts] + [1, 2, 3]
                                    + [v - 1 for v in consts] + [0]))
    atoms = list(dict.fromkeys(a for a in map(_atom, walk(c)) if a is not None))
    out = []
    for a in atoms:
        for v in candidates:
            changed = {**env, a: v}
            if value(c, changed) == 0 and changed not in out:
                out.append(changed)
    return out


def leading_assume(f: ir.PrimFunc) -> ir.Expr | None:
    """The call predicate a wrapped ``before`` assumes first (``T.assume(c)``)."""
    for n in walk(f.body):
        if isinstance(n, ir.Assume):
            return n.condition
    return None


def checks(f: ir.PrimFunc) -> ir.Expr | None:
    """The conjunction of what a translated packed function (verirw.packed.lower) checks before
    its work: the conditions of the ``if ok: <rest> else: <raise>`` chain it starts with and the
    alignment promises among them (assumes), let values written in place. None when it checks
    nothing."""
    from verirw.packed.lower import RAISED
    from verirw.visit import substitute

    def raises(s) -> bool:
        return isinstance(s, ir.BufferStore) and s.buffer.name == RAISED \
            and isinstance(s.value, ir.IntImm) and s.value.value == 1

    found, lets, todo = [], {}, [f.body]
    while todo:
        s = todo.pop(0)
        if isinstance(s, ir.SeqStmt):
            todo = list(s.stmts) + todo
        elif isinstance(s, ir.BufferStore) and s.buffer.name == RAISED:
            continue                                 # the flag's initial 0
        elif isinstance(s, ir.IfThenElse) and s.else_case is not None and raises(s.else_case):
            found.append(substitute(s.condition, lets))
            todo = [s.then_case]
        elif isinstance(s, ir.Assume):
            found.append(substitute(s.condition, lets))   # a promise about a pointer
        elif isinstance(s, ir.LetStmt) and not s.var.dtype.is_handle:
            lets[s.var] = substitute(s.value, lets)
            todo = [s.body] + todo
        elif isinstance(s, (ir.AttrStmt, ir.DeclBuffer, ir.Allocate, ir.Block)):
            todo = [s.body] + todo
        else:
            break
    return ir.all_of(found) if found else None


def fix(f: ir.PrimFunc, env: dict) -> ir.PrimFunc:
    """``f`` with every record read and scalar parameter read by ``env``'s values."""
    scalars = {id(p): p for p in f.scalar_params}

    def pre(n):
        a = _atom(n)
        if a is None or (isinstance(n, ir.Var) and id(n) not in scalars):
            return None
        v = env.get(a, _default(a))
        return ir.IntImm(int(bool(v)), BOOL) if n.dtype == BOOL else \
            ir.IntImm(n.dtype.wrap(v), n.dtype)
    return f.with_body(transform(f.body, lambda n: n, pre))


def replay(pair, negated: bool, check, deadline: float = float("inf")):
    """A confirmed refutation of ``pair`` (translated ``before``, ``after``) on one of the
    records ``records`` builds from ``before``'s call predicate, or None; ``check(b, a)``
    decides each fixed pair; none is started past ``deadline`` (``time.monotonic``)."""
    before, after = pair
    predicate = leading_assume(before)
    if predicate is None:
        return None
    if negated and isinstance(predicate, ir.Not):
        predicate = predicate.a
    for what, env in records(predicate, negated):
        if time.monotonic() > deadline:
            return None
        b, a = fix(before, env), fix(after, env)
        if any(isinstance(n, ir.ExternCall) for f in (b, a) for n in walk(f.body)):
            return None                     # a read this module cannot fix: no replay
        r = check(b, a)
        if r.status == "refuted" and r.confirmed:
            r.reason = f"on {what} (the record's reads: counterexample['record']): {r.reason}"
            r.counterexample = {**(r.counterexample or {}), "record": dict(env)}
            return r
    return None
