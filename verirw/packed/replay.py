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
    if isinstance(e, (ir.Add, ir.Sub, ir.Mul, ir.FloorDiv, ir.Max, ir.Min)) and e.dtype.is_int:
        # extents of size parameters (verirw.packed.lower), exact: a value out of the dtype's
        # range gives None (the translation would give it no value either)
        x, y = value(e.a, env), value(e.b, env)
        if x is None or y is None or (isinstance(e, ir.FloorDiv) and y == 0):
            return None
        v = {ir.Add: lambda: x + y, ir.Sub: lambda: x - y, ir.Mul: lambda: x * y,
             ir.FloorDiv: lambda: x // y, ir.Max: lambda: max(x, y),
             ir.Min: lambda: min(x, y)}[type(e)]()
        return v if e.dtype.wrap(v) == v else None
    if isinstance(e, (ir.And, ir.Or, ir.EQ, ir.NE, ir.GE, ir.GT, ir.LE, ir.LT)):
        x, y = value(e.a, env), value(e.b, env)
        if x is None or y is None:
            return None
        op = {ir.And: lambda: x and y, ir.Or: lambda: x or y, ir.EQ: lambda: x == y,
              ir.NE: lambda: x != y, ir.GE: lambda: x >= y, ir.GT: lambda: x > y,
              ir.LE: lambda: x <= y, ir.LT: lambda: x < y}[type(e)]
        return int(bool(op()))
    return None


def make(e: ir.Expr, want: bool, env: dict, pinned: frozenset = frozenset()) -> None:
    """Change ``env`` so that ``e`` becomes ``want`` (best effort; ``value`` says if it did).
    An atom in ``pinned`` (a size chosen first) is changed only when no other one can be."""
    if value(e, env) == int(want):
        return                  # already so: nothing chosen before is undone
    a = _atom(e)
    if a is not None:
        env[a] = int(want)
    elif isinstance(e, ir.Not):
        make(e.a, not want, env, pinned)
    elif isinstance(e, (ir.And, ir.Or)):
        both = want == isinstance(e, ir.And)       # every operand must take ``want``
        make(e.a, want, env, pinned)
        if both or value(e.a, env) != int(want):
            make(e.b, want, env, pinned)
    elif isinstance(e, (ir.EQ, ir.NE, ir.GE, ir.GT, ir.LE, ir.LT)):
        first = _atom(_uncast(e.a)) is not None and (
            _atom(_uncast(e.a)) not in pinned or _atom(_uncast(e.b)) is None)
        var, other = (_uncast(e.a), e.b) if first else (_uncast(e.b), e.a)
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


#: the value a size parameter (verirw.packed.lower: an extent read from a shape) is given first
#: in a concrete record: small, and neither 0 (an empty tensor shows nothing) nor 1 (which a
#: stride check treats apart)
SIZE = 2


def records(predicate: ir.Expr, negated: bool, sizes=None,
            size: int = SIZE) -> list[tuple[str, dict]]:
    """``(description, env)`` of records to try for a call predicate: with ``negated`` (the call
    must fail it), records that break one conjunct each by changing one read (a few ways per
    conjunct: the first way of every conjunct comes first); else one satisfying it. ``sizes``:
    names of size parameters, set to ``size`` first and changed only where nothing else can
    satisfy a conjunct (default: the predicate's scalar variables but ``num_args``: after
    verirw.packed.lower, the only variables a record predicate names are parameters)."""
    parts = conjuncts(predicate)
    if sizes is None:
        sizes = list(dict.fromkeys(n.name for n in walk(predicate) if isinstance(n, ir.Var)
                                   and not n.dtype.is_handle and n.name != "num_args"))
    env: dict = dict.fromkeys(sizes, size)
    for c in parts:
        make(c, True, env, frozenset(sizes))
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
    """The call predicate a wrapped ``before`` assumes first (``T.assume(c)``; not the
    precondition on its sizes, verirw.packed.lower's ``SIZES`` block)."""
    from verirw.packed.lower import SIZES
    skip = {id(n) for b in walk(f.body) if isinstance(b, ir.Block) and b.name == SIZES
            for n in walk(b.body)}
    for n in walk(f.body):
        if isinstance(n, ir.Assume) and id(n) not in skip:
            return n.condition
    return None


def size_names(f: ir.PrimFunc) -> list[str]:
    """The size parameters of a translated packed function (scalars but ``num_args``)."""
    return [p.name for p in f.scalar_params if p.name != "num_args"]


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


def fix(f: ir.PrimFunc, env: dict, only=None) -> ir.PrimFunc:
    """``f`` with every record read and scalar parameter read by ``env``'s values, in its body
    and its buffers' shapes (a size parameter's extents become literals; the parameter stays,
    unused). ``only``: the names fixed (default: every one)."""
    import dataclasses
    scalars = {id(p): p for p in f.scalar_params}

    def pre(n):
        a = _atom(n)
        if a is None or (isinstance(n, ir.Var) and id(n) not in scalars) \
                or (only is not None and a not in only):
            return None
        v = env.get(a, _default(a))
        return ir.IntImm(int(bool(v)), BOOL) if n.dtype == BOOL else \
            ir.IntImm(n.dtype.wrap(v), n.dtype)

    def post(n):
        if isinstance(n, ir.Buffer) and any(not isinstance(d, ir.IntImm) for d in n.shape):
            from verirw.passes.fold import fold_constants
            return dataclasses.replace(n, shape=tuple(_literal(fold_constants, d)
                                                      for d in n.shape))
        return n
    fixed = transform(f, post, pre)
    fixed = dataclasses.replace(fixed, params=f.params,
                                buffer_map=tuple((p, b) for (p, _), (_, b)
                                                 in zip(f.buffer_map, fixed.buffer_map)))
    return _let_extents(fixed)


def _let_extents(f: ir.PrimFunc) -> ir.PrimFunc:
    """``f`` with every buffer extent that names an integer let of a literal value (``cse_v1
    = 2 * 32`` once the sizes are fixed) given that literal: the same buffer, in the let's
    scope, and a static shape for the executors."""
    import dataclasses
    from verirw.passes.fold import fold_constants
    from verirw.visit import substitute
    values: dict = {}
    for n in walk(f.body):
        if isinstance(n, ir.LetStmt) and n.var.dtype.is_int and not n.var.dtype.is_bool:
            v = _literal(fold_constants, substitute(n.value, values))
            if isinstance(v, ir.IntImm):
                values[n.var] = v
    if not values:
        return f
    ids = {id(k) for k in values}

    def post(n):
        if isinstance(n, ir.Buffer) and any(isinstance(x, ir.Var) and id(x) in ids
                                            for d in n.shape for x in walk(d)):
            return dataclasses.replace(n, shape=tuple(
                _literal(fold_constants, substitute(d, values)) for d in n.shape))
        return n
    return f.with_body(transform(f.body, post))


def _literal(fold, e: ir.Expr) -> ir.Expr:
    """A closed extent folded to its literal (left as it is when it does not fold)."""
    try:
        out = fold(e)
    except Exception:  # noqa: BLE001 - an extent that does not fold stays symbolic
        return e
    return out if isinstance(out, ir.IntImm) else e


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
    for what, env in records(predicate, negated, size_names(before)):
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


def symbolic(pair) -> bool:
    """Does a buffer parameter of either (translated) function have a symbolic extent?"""
    return any(ir.static_size(b) is None for f in pair for _, b in f.buffer_map)


#: the sizes a symbolic pair is asked again at, in this order (``concrete``): a small one,
#: then the two a check may treat apart (a stride of an extent-1 dimension, an empty tensor's
#: data pointer)
SMALL_SIZES = (SIZE, 1, 0)


def concrete(pair, result, run, predicate=None):
    """A confirmed refutation of a translated ``pair`` on a concrete record, from ``result``
    (an unknown answer of ``run(pair)``), or None: only a replayed refutation counts.

    The record the solver chose for ``result`` (its values of the record's reads and of the
    scalars) is fixed in both functions, which ``run`` checks again as ordinary ones. With
    symbolic extents (``symbolic``) a summary's counterexample through the record is not
    kept, so the pair is first asked again at small sizes (``SMALL_SIZES``; ``predicate``, the
    call predicate, gives a size another one is checked against that one's value)."""
    if not symbolic(pair):
        return _solvers_record(pair, result, run, {})
    names = size_names(pair[0])
    for size in SMALL_SIZES:
        found = records(predicate, False, names, size) if predicate is not None else []
        env = found[0][1] if found else {}
        sizes = {name: env.get(name, size) for name in names}
        sized = tuple(fix(f, sizes, only=sizes) for f in pair)
        if symbolic(sized):
            return None
        r = run(sized)
        if r.status == "refuted" and r.confirmed:
            r.counterexample = {**(r.counterexample or {}), "record": dict(sizes)}
            return r
        again = _solvers_record(sized, r, run, sizes)
        if again is not None:
            return again
    return None


def _solvers_record(pair, result, run, sizes: dict):
    cex = result.counterexample or {}
    if result.status != "unknown" or not cex.get("externs"):
        return None
    env = {**cex["externs"], **cex.get("scalars", {}), **sizes}
    b, a = (fix(f, env) for f in pair)
    if any(isinstance(n, ir.ExternCall) for f in (b, a) for n in walk(f.body)):
        return None
    again = run((b, a))
    if again.status != "refuted" or not again.confirmed:
        return None
    again.reason = (f"on the argument record the solver chose (counterexample['record']): "
                    f"{again.reason}")
    again.counterexample = {**(again.counterexample or {}), "record": env}
    return again
