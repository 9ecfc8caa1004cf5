"""Hypothesis strategies aimed at classes of bugs that produce wrong proofs or crashes, where
``prim_funcs`` rarely goes: its inputs are small, its assumes only about padding, its
expressions shallow.

* ``wrap_programs``: integer arithmetic at every width verirw has, on buffer values that
  ``T.assume(A[k] == v)`` fixes near the dtype's extremes — at the top, inside loops, inside
  branches, before lets — so that substituting the assumed value changes nothing only if the
  substitute keeps wrapping (docs/semantics.md, "Compositionality"). Lets bound to loads, casts to
  other widths, branch conditions, and ``T.assume(A[k] == n)`` with a scalar parameter ``n``.
* ``undef_condition_programs``: ``X == T.undef()`` (which is True) under ``not``/``and``/``or``
  in ``if`` and ``T.assume`` conditions, next to RFC 0077's ``A[i] == T.undef()`` padding.
* ``deep_programs``: long left/right/balanced expression chains, condition chains and let
  chains (hundreds of levels), where recursive walkers overflow the Python stack.
* ``arithmetic_programs``: element-wise loops whose every store computes integer division,
  modulo, min/max, shifts and their mixes, on negative operands (inputs are in [-8, 8), loop
  variables shifted below zero) and negative divisors — where ``floordiv`` and ``truncdiv``,
  ``floormod`` and ``truncmod`` part, and where a pass that confuses them goes wrong; index
  arithmetic of the same kind picks the element read.
* ``rebinding_scripts``: TVMScript *text* that assigns to a buffer's name (``S = 5``), which
  TVM's printer emits for stores into shape-(1,) buffers; a parser must neither shadow the
  buffer silently nor crash.

Assumes are only about parameter buffers the program never writes, with constant indices, so
``verirw.testing.inputs.satisfy_assumes`` can pin them wherever they stand.
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import strategies as st

from verirw import ir
from verirw.dtypes import INT8, INT32, INT64, SCALAR_DTYPES, DType

#: every integer dtype verirw supports (bool excluded); picks up new widths by itself
INT_DTYPES = tuple(d for d in SCALAR_DTYPES if d.is_int)


def extremes(d: DType) -> tuple[int, ...]:
    """Values of ``d`` where one more step wraps: the bounds, one inside them, 0, +-1."""
    values = [d.max_value, d.min_value, d.max_value - 1, d.min_value + 1, 0, 1, -1,
              d.max_value // 2 + 1]
    return tuple(sorted({v for v in values if d.min_value <= v <= d.max_value}))


def _lit(v: int, d: DType) -> ir.IntImm:
    return ir.IntImm(d.wrap(v), d)


# ----------------------------------------------------------------------------- wrap-around


@dataclass(frozen=True)
class _WrapScope:
    """What a wrap program's expressions may use: the input ``A`` (read-only, dtype ``d``),
    loop variables with their extents, let variables of dtype ``d``, the pinned values."""

    d: DType
    A: ir.Buffer
    loops: tuple[tuple[ir.Var, int], ...]
    lets: tuple[ir.Var, ...]
    pins: tuple[ir.Expr, ...]            # pins[k]: what A[k] is assumed to equal


def _leaf(draw, sc: _WrapScope) -> ir.Expr:
    kinds = ["load", "load", "lit"] + (["let", "let"] if sc.lets else [])
    if sc.loops:
        kinds += ["loop_load", "index"]
    kind = draw(st.sampled_from(kinds))
    n = sc.A.shape[0].value
    if kind == "load":
        return ir.BufferLoad(sc.A, (ir.IntImm(draw(st.integers(0, n - 1)), INT32),))
    if kind == "lit":
        return _lit(draw(st.sampled_from(extremes(sc.d) + (2, 3, 7))), sc.d)
    if kind == "let":
        return draw(st.sampled_from(sc.lets))
    var, extent = draw(st.sampled_from(sc.loops))
    if kind == "loop_load":
        index = var if extent <= n else ir.FloorMod(var, ir.IntImm(n, INT32))
        return ir.BufferLoad(sc.A, (index,))
    return var if sc.d == INT32 else ir.Cast(sc.d, var)           # an index in a value


def _wrap_exprs(draw, sc: _WrapScope, depth: int) -> ir.Expr:
    """A value expression of ``sc.d`` whose every step may wrap: mostly ``leaf op literal``."""
    if depth <= 0 or draw(st.integers(0, 3)) == 0:
        return _leaf(draw, sc)
    d = sc.d
    kind = draw(st.sampled_from(["arith", "arith", "arith", "div", "minmax", "cast"]))
    a = _wrap_exprs(draw, sc, depth - 1)
    if kind == "arith":
        op = draw(st.sampled_from([ir.Add, ir.Sub, ir.Mul]))
        b = (_lit(draw(st.sampled_from((1, 2, -1, 1000000000, d.max_value))), d)
             if draw(st.booleans()) else _wrap_exprs(draw, sc, depth - 1))
        return op(a, b)
    if kind == "div":
        op = draw(st.sampled_from([ir.FloorDiv, ir.FloorMod, ir.TruncDiv, ir.TruncMod]))
        divisors = [c for c in (7, 2, 3, -1, -7, 1000000000)
                    if d.min_value <= c <= d.max_value]
        return op(a, ir.IntImm(draw(st.sampled_from(divisors)), d))
    if kind == "minmax":
        return draw(st.sampled_from([ir.Min, ir.Max]))(a, _wrap_exprs(draw, sc, depth - 1))
    if isinstance(a, ir.IntImm):
        return a
    via = draw(st.sampled_from([t for t in INT_DTYPES if t != d]))
    return ir.Cast(d, ir.Cast(via, a))                            # through another width


def _to(dtype: DType, e: ir.Expr) -> ir.Expr:
    """``e`` as ``dtype``; a literal is converted here (the parser folds a cast of a literal,
    so ``Cast(d, IntImm)`` would not survive ``parse(script(f))``). Only used where the
    value is stored or compared after widening, so wrapping a literal is the cast's meaning."""
    if e.dtype == dtype:
        return e
    if isinstance(e, ir.IntImm):
        return _lit(e.value, dtype)
    return ir.Cast(dtype, e)


def _pin(sc: _WrapScope, draw) -> ir.Stmt:
    k = draw(st.integers(0, len(sc.pins) - 1))
    return ir.Assume(ir.EQ(ir.BufferLoad(sc.A, (ir.IntImm(k, INT32),)), sc.pins[k]))


def _wrap_stmts(draw, sc: _WrapScope, B: ir.Buffer, depth: int, fresh) -> ir.Stmt:
    """One statement (maybe preceded by an assume), storing into ``B``."""
    kinds = ["store", "if"] + (["for", "let", "guarded"] if depth > 0 else [])
    kind = draw(st.sampled_from(kinds))
    j = ir.IntImm(draw(st.integers(0, B.shape[0].value - 1)), INT32)
    if kind == "store":
        stmt = ir.BufferStore(B, _to(B.dtype, _wrap_exprs(draw, sc, 3)), (j,))
    elif kind == "if":
        op = draw(st.sampled_from([ir.GT, ir.LT, ir.GE, ir.LE, ir.EQ, ir.NE]))
        a = _wrap_exprs(draw, sc, 2)
        b = _leaf(draw, sc) if draw(st.booleans()) else _wrap_exprs(draw, sc, 1)
        cond = op(a, b) if draw(st.booleans()) else op(_to(INT64, a), _to(INT64, b))
        stmt = ir.IfThenElse(cond, ir.BufferStore(B, _lit(1, B.dtype), (j,)),
                             ir.BufferStore(B, _lit(2, B.dtype), (j,)))
    elif kind == "for":
        var, extent = ir.Var(fresh("i"), INT32), draw(st.integers(1, 3))
        inner = _WrapScope(sc.d, sc.A, sc.loops + ((var, extent),), sc.lets, sc.pins)
        body = _wrap_stmts(draw, inner, B, depth - 1, fresh)
        if draw(st.booleans()):
            body = ir.seq(_pin(sc, draw), body)                   # an assume inside a loop
        stmt = ir.For(var, ir.IntImm(0, INT32), ir.IntImm(extent, INT32), "serial", body)
    elif kind == "let":
        var = ir.Var(fresh("x"), sc.d)
        value = _leaf(draw, sc) if draw(st.booleans()) else _wrap_exprs(draw, sc, 1)
        inner = _WrapScope(sc.d, sc.A, sc.loops, sc.lets + (var,), sc.pins)
        stmt = ir.LetStmt(var, value, _wrap_stmts(draw, inner, B, depth - 1, fresh))
    else:                                                         # an assume inside a branch
        cond = ir.GE(_leaf(draw, sc), _lit(draw(st.sampled_from(extremes(sc.d))), sc.d))
        stmt = ir.IfThenElse(cond, ir.seq(_pin(sc, draw),
                                          _wrap_stmts(draw, sc, B, depth - 1, fresh)))
    if draw(st.integers(0, 2)) == 0:
        stmt = ir.seq(_pin(sc, draw), stmt)                       # before a let, a loop, ...
    return stmt


def wrap_programs(*, max_stmts: int = 3, max_depth: int = 2, scalar_params: bool = True):
    """PrimFuncs ``func(A, B[, n])`` computing on ``A``'s values at one integer width, with
    assumes fixing ``A``'s elements near that width's extremes (``extremes``) or to the scalar
    parameter ``n``; results go to ``B`` (same width, or cast to another)."""
    if max_stmts < 1 or max_depth < 0:
        raise ValueError("need max_stmts >= 1 and max_depth >= 0")

    @st.composite
    def build(draw):
        d = draw(st.sampled_from(INT_DTYPES))
        A = ir.make_buffer("A", (draw(st.integers(1, 3)),), d)
        out = draw(st.sampled_from(tuple(dict.fromkeys((d, INT64, INT32) + INT_DTYPES))))
        B = ir.make_buffer("B", (draw(st.integers(1, 3)),), out)
        pins = [_lit(draw(st.sampled_from(extremes(d))), d) for _ in range(A.shape[0].value)]
        params = [ir.Var("A", ir.HANDLE), ir.Var("B", ir.HANDLE)]
        if scalar_params and d.is_signed and draw(st.booleans()):
            n = ir.Var("n", d)
            pins[draw(st.integers(0, len(pins) - 1))] = n         # T.assume(A[k] == n)
            params.append(n)
        sc = _WrapScope(d, A, (), (), tuple(pins))
        counter = [0]

        def fresh(prefix):
            counter[0] += 1
            return f"{prefix}{counter[0]}"

        count = draw(st.integers(1, max_stmts))
        stmts = [_wrap_stmts(draw, sc, B, max_depth, fresh) for _ in range(count)]
        if draw(st.booleans()):
            stmts.insert(0, _pin(sc, draw))                       # an assume at the top
        buffer_map = ((params[0], A), (params[1], B))
        return ir.PrimFunc("func", tuple(params), buffer_map, ir.seq(*stmts))

    return build()


# ----------------------------------------------------------------------------- arithmetic

#: divisors where the rounding modes part (negative ones), the powers of two passes rewrite
#: into shifts, and the identities
_DIVISORS = (-3, 2, -2, 3, 4, -1, 7, -8, 1)
_ROUNDING = (ir.FloorDiv, ir.TruncDiv, ir.FloorMod, ir.TruncMod)


def _arith_exprs(draw, leaves: list, d: DType, depth: int) -> ir.Expr:
    """Mostly ``x op c`` with ``op`` a division or modulo of either rounding, then mixes."""
    if depth <= 0:
        return draw(st.sampled_from(leaves))
    a = _arith_exprs(draw, leaves, d, depth - 1)
    kind = draw(st.sampled_from(["div", "div", "div", "arith", "minmax", "shift"]))
    if kind == "div":
        divisor = draw(st.sampled_from([c for c in _DIVISORS if d.min_value <= c]))
        return draw(st.sampled_from(_ROUNDING))(a, _lit(divisor, d))
    b = _arith_exprs(draw, leaves, d, depth - 1)
    if kind == "arith":
        return draw(st.sampled_from([ir.Add, ir.Sub, ir.Mul]))(a, b)
    if kind == "minmax":
        return draw(st.sampled_from([ir.Min, ir.Max]))(a, b)
    return draw(st.sampled_from([ir.ShiftRight, ir.ShiftLeft]))(a, _lit(draw(st.integers(0, 3)), d))


def arithmetic_programs(*, max_depth: int = 2):
    """PrimFuncs ``func(A, B)``: ``for i: B[i] = e`` (one or two such loops), ``e`` integer
    arithmetic (``_arith_exprs``) over ``A[i]``, ``A[idx]`` with ``idx`` itself a division
    or modulo of ``i - k`` reduced into range, and ``i - k`` as a value — every element of
    ``B`` a witness, so a pass that gets one rounding wrong changes an output at once."""
    if max_depth < 1:
        raise ValueError("need max_depth >= 1")

    @st.composite
    def build(draw):
        d = draw(st.sampled_from([INT32, INT8, INT64]))
        n = draw(st.integers(2, 6))
        A, B = ir.make_buffer("A", (n,), d), ir.make_buffer("B", (n,), d)
        stmts = []
        for k in range(draw(st.integers(1, 2))):
            i = ir.Var(f"i{k}", INT32)
            shift = _lit(draw(st.integers(0, 4)), INT32)
            below = i - shift                                     # negative for small i
            idx = draw(st.sampled_from(_ROUNDING))(below, _lit(draw(st.sampled_from(
                _DIVISORS)), INT32))
            picked = ir.BufferLoad(A, (ir.FloorMod(idx, _lit(n, INT32)),))
            leaves = [ir.BufferLoad(A, (i,)), picked, _to(d, below)]
            value = _arith_exprs(draw, leaves, d, draw(st.integers(1, max_depth)))
            stmts.append(ir.For(i, _lit(0, INT32), _lit(n, INT32), "serial",
                                ir.BufferStore(B, value, (i,))))
        params = (ir.Var("A", ir.HANDLE), ir.Var("B", ir.HANDLE))
        return ir.PrimFunc("func", params, ((params[0], A), (params[1], B)), ir.seq(*stmts))

    return build()


# ----------------------------------------------------------------------------- undef operands


def _undef_atoms(draw, A: ir.Buffer, i: ir.Var) -> ir.Expr:
    load = ir.BufferLoad(A, (i,))
    undef = ir.Undef(A.dtype)
    kind = draw(st.sampled_from(["eq", "eq_left", "ne", "lit", "index", "index"]))
    if kind == "eq":
        return ir.EQ(load, undef)
    if kind == "eq_left":
        return ir.EQ(undef, load)
    if kind == "ne":
        return ir.NE(load, undef)                 # reads an arbitrary value: tainted
    if kind == "lit":
        return ir.EQ(load, _lit(draw(st.integers(-2, 2)), A.dtype))
    op = draw(st.sampled_from([ir.LT, ir.GE, ir.EQ, ir.NE]))
    return op(i, ir.IntImm(draw(st.integers(0, 4)), INT32))


def _undef_conditions(draw, A: ir.Buffer, i: ir.Var, depth: int) -> ir.Expr:
    if depth <= 0 or draw(st.integers(0, 2)) == 0:
        return _undef_atoms(draw, A, i)
    kind = draw(st.sampled_from(["not", "not", "and", "or"]))
    a = _undef_conditions(draw, A, i, depth - 1)
    if kind == "not":
        return ir.Not(a)
    b = _undef_conditions(draw, A, i, depth - 1)
    return ir.And(a, b) if kind == "and" else ir.Or(a, b)


def undef_condition_programs(*, max_depth: int = 3):
    """PrimFuncs looping over ``A`` (integer dtype) whose ``if`` and ``T.assume`` conditions
    use ``A[i] == T.undef()`` (True by the contract), ``A[i] != T.undef()`` (undefined),
    under ``not``/``and``/``or``; sometimes behind a padding prologue
    ``if i >= k: T.assume(A[i] == T.undef())``."""
    if max_depth < 0:
        raise ValueError("need max_depth >= 0")

    @st.composite
    def build(draw):
        d = draw(st.sampled_from(INT_DTYPES))
        n = draw(st.integers(1, 4))
        A, B = ir.make_buffer("A", (n,), d), ir.make_buffer("B", (n,), INT32)
        i, p = ir.Var("i", INT32), ir.Var("p", INT32)
        stmts = []
        if draw(st.booleans()):
            start = ir.IntImm(draw(st.integers(0, n - 1)), INT32)
            pad = ir.IfThenElse(ir.GE(p, start), ir.Assume(ir.EQ(ir.BufferLoad(A, (p,)),
                                                                 ir.Undef(d))))
            stmts.append(ir.For(p, ir.IntImm(0, INT32), ir.IntImm(n, INT32), "serial", pad))
        cond = _undef_conditions(draw, A, i, max_depth)
        body = ir.IfThenElse(cond, ir.BufferStore(B, ir.IntImm(1, INT32), (i,)),
                             ir.BufferStore(B, ir.IntImm(2, INT32), (i,)))
        if draw(st.booleans()):
            # an assume that holds whenever it is defined: anything, or A[i] == T.undef()
            fact = ir.Or(_undef_conditions(draw, A, i, max_depth - 1),
                         ir.EQ(ir.BufferLoad(A, (i,)), ir.Undef(d)))
            body = ir.seq(ir.Assume(fact), body)
        stmts.append(ir.For(i, ir.IntImm(0, INT32), ir.IntImm(n, INT32), "serial", body))
        params = (ir.Var("A", ir.HANDLE), ir.Var("B", ir.HANDLE))
        return ir.PrimFunc("func", params, ((params[0], A), (params[1], B)), ir.seq(*stmts))

    return build()


# ----------------------------------------------------------------------------- deep programs


_DEEP_OPS = (ir.Add, ir.Sub, ir.Mul, ir.Max, ir.Min)


def deep_programs(*, max_size: int = 400):
    """PrimFuncs with one very deep or wide part of ``size`` (1..max_size) levels: an
    expression chain leaning left (``((a + b) + c) ...``, prints without parentheses), right
    (``a + (b + (c ...))``) or balanced (a wide tree), a chain of ``and``/``or`` comparisons
    in a condition, or nested lets. Sizes are drawn first, so shrinking finds the depth
    where a walker starts to fail."""
    if max_size < 1:
        raise ValueError("need max_size >= 1")

    @st.composite
    def build(draw):
        size = draw(st.integers(1, max_size))
        shape = draw(st.sampled_from(["left", "right", "balanced", "cond", "lets"]))
        d = draw(st.sampled_from([INT32, INT8, INT64]))
        ops = draw(st.lists(st.sampled_from(_DEEP_OPS), min_size=1, max_size=3))
        A, B = ir.make_buffer("A", (4,), d), ir.make_buffer("B", (1,), d)
        leaves = [ir.BufferLoad(A, (ir.IntImm(k % 4, INT32),)) for k in range(size + 1)]
        zero = (ir.IntImm(0, INT32),)
        if shape == "left":
            e = leaves[0]
            for k in range(size):
                e = ops[k % len(ops)](e, leaves[k + 1])
            body = ir.BufferStore(B, e, zero)
        elif shape == "right":
            e = leaves[size]
            for k in reversed(range(size)):
                e = ops[k % len(ops)](leaves[k], e)
            body = ir.BufferStore(B, e, zero)
        elif shape == "balanced":
            level, k = list(leaves), 0
            while len(level) > 1:
                pairs = [ops[(k + j) % len(ops)](level[j], level[j + 1])
                         for j in range(0, len(level) - 1, 2)]
                level, k = pairs + level[len(level) - len(level) % 2:], k + 1
            body = ir.BufferStore(B, level[0], zero)
        elif shape == "cond":
            cond = ir.GT(leaves[0], _lit(0, d))
            for k in range(size):
                atom = ir.NE(leaves[k + 1], _lit(k, d))
                cond = ir.And(cond, atom) if ops[k % len(ops)] in (ir.Add, ir.Mul) \
                    else ir.Or(cond, atom)
            body = ir.IfThenElse(cond, ir.BufferStore(B, _lit(1, d), zero))
        else:
            xs = [ir.Var(f"x{k}", d) for k in range(size)]
            body = ir.BufferStore(B, xs[-1], zero)
            for k in reversed(range(size)):
                prev = xs[k - 1] if k else leaves[0]
                body = ir.LetStmt(xs[k], ops[k % len(ops)](prev, leaves[k + 1]), body)
        params = (ir.Var("A", ir.HANDLE), ir.Var("B", ir.HANDLE))
        return ir.PrimFunc("func", params, ((params[0], A), (params[1], B)), body)

    return build()


# ----------------------------------------------------------------------------- rebinding


@dataclass(frozen=True)
class RebindingScript:
    """A script that assigns ``value`` to buffer ``name`` (``text``), and ``as_store``: the
    same script with the assignment written as the store ``name[0] = value`` — what TVM's
    printer means by it for a shape-(1,) buffer. ``storable`` says whether the buffer has
    shape (1,) (else the assignment can only be an error)."""

    name: str
    text: str
    as_store: str
    storable: bool


def rebinding_scripts():
    """``RebindingScript``s: a parameter or ``T.alloc_buffer`` buffer ``S`` of shape (1,) or
    (2,), assigned ``S = v`` (or ``S: T.int32 = v``) at the top, in a loop or in a branch,
    then read as ``S[0]`` (or passed on)."""

    @st.composite
    def build(draw):
        size = draw(st.sampled_from([1, 1, 2]))
        where = draw(st.sampled_from(["param", "param", "alloc"]))
        place = draw(st.sampled_from(["top", "loop", "branch"]))
        annotated = draw(st.booleans())
        value = draw(st.sampled_from(["5", "A[0] + 1", "A[0]"]))
        use = draw(st.sampled_from(["S[0]", "S[0] + A[0]", "A[0]"]))
        params = "A: T.Buffer((2,), \"int32\"), B: T.Buffer((2,), \"int32\")"
        lines, indent = [], "    "
        if where == "param":
            params += f", S: T.Buffer(({size},), \"int32\")"
        else:
            lines.append(f"{indent}S = T.alloc_buffer(({size},), \"int32\")")
            lines.append(f"{indent}S[0] = 0")
        if place == "loop":
            lines.append(f"{indent}for i in range(2):")
            indent += "    "
        elif place == "branch":
            lines.append(f"{indent}if A[1] > 0:")
            indent += "    "
        target = "S: T.int32" if annotated else "S"
        assign = f"{indent}{target} = {value}"
        store = f"{indent}S[0] = {value}"
        tail = [f"{indent}B[0] = {use}"]
        head = "@T.prim_func\ndef func(" + params + "):\n"
        text = head + "\n".join(lines + [assign] + tail) + "\n"
        as_store = head + "\n".join(lines + [store] + tail) + "\n"
        return RebindingScript("S", text, as_store, size == 1)

    return build()


def trust_programs():
    """Any of the PrimFunc strategies above (deep ones kept moderate), for ``verirw fuzz
    --generator trust``."""
    return st.one_of(wrap_programs(), undef_condition_programs(), deep_programs(max_size=120))
