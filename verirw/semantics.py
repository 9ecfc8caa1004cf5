"""The semantics contract, in code: what every engine (interpreter, z3, codegen) must agree on.

Integer expressions come in two kinds (DESIGN.md, "Semantics contract"):

* An **index expression** reads no memory: loop variables, scalar parameters, let variables
  bound to index expressions, and literals. It is evaluated over the mathematical integers;
  ``//`` and ``%`` are floor division and floor modulo.
* A **value expression** depends on buffer contents (a ``BufferLoad``, a ``T.undef()``, a
  let variable bound to a value expression, a ``T.reinterpret`` marker, or any float
  subexpression). Below 32 bits every operation on it wraps to its dtype's width (two's
  complement, like LLVM ``add`` without ``nsw``). An index subexpression used inside a value
  expression is wrapped to the dtype first.

From 32 bits, ``+ - *`` (either domain) are exact, and an exact result outside the dtype's
range is *poison*: the undefined value of ``T.undef()`` (TVM's code generator emits them with
``nsw``: ``ops.poisons``). So every defined integer value lies in its dtype's range, a
widening cast is the identity and a narrowing one truncates (LLVM ``trunc``).
Below 32 bits every integer expression is a value expression — loop variables, scalars,
literals and casts of ``int8``/``int16``/``uint8``/``uint16`` included — because TVM's code
wraps there (``is_narrow_int``), so a cast to such a dtype truncates.
Unsigned dtypes (``uint8`` ... ``uint64``) read the same way with LLVM's unsigned operations:
a uint32/uint64 ``+ - *`` past the maximum or below zero is poison (``nuw``), division, modulo
and ``>>`` are ``udiv``/``urem``/``lshr``, comparisons unsigned (docs/semantics.md, "Unsigned
integers"). ``T.abs`` of a signed 32/64-bit minimum is poison too (TVM negates with ``nsw``).
Storing any integer into a buffer wraps it to the buffer's dtype. Integer division or modulo by
zero is an error, and so is ``MIN // -1`` / ``MIN % -1`` of a signed dtype (either domain,
``division_overflow``). Floats are IEEE-754 with round-to-nearest-even; ``Min``/``Max`` are
TVM's ``select(a < b, a, b)``/``select(a > b, a, b)``. On floats, ``a // b`` is
``floor(a / b)`` of the rounded quotient and ``a % b`` is ``a - b * (a // b)`` with every
step rounded (how TVM lowers them, so generated code computes exactly this); ``T.truncmod``
is C ``fmod`` (exact); ``T.round``/``T.nearbyint`` round a tie to even (LLVM's
``nearbyint``). TVM's parser refuses float ``//`` and ``%``, and so does verirw's (the IR
operations keep this meaning). Float -> int casts truncate toward zero and are an error when
the result is out of range or the input is NaN.
"""

from __future__ import annotations

from verirw import ir


def is_value_expr(expr: ir.Expr, value_vars: frozenset[int] | set[int] = frozenset()) -> bool:
    """True if ``expr`` depends on memory (see module docstring); ``value_vars`` holds the ids
    of let variables bound to value expressions."""
    stack = [expr]
    while stack:
        e = stack.pop()
        decided = leaf_domain(e, value_vars)
        if decided is not None:
            if decided:
                return True
            continue
        stack.extend(operands(e))
    return False


def value_let_vars(node) -> tuple[ir.Var, ...]:
    """The let variables of ``node`` bound to value expressions, in binding order: a solver
    query about a program point must encode them as wrapped values (bit-vectors), not as
    mathematical integers (``x = A[0]; if x + 1 > x`` is false at ``A[0] == INT_MAX``).

    A Var bound twice (a pass copied a let) in different domains has no single meaning:
    ``MalformedIRError``.
    """
    from verirw.errors import MalformedIRError
    from verirw.visit import walk
    domain: dict[int, bool] = {}
    values: set[int] = set()
    out: list[ir.Var] = []
    for n in walk(node):
        if isinstance(n, ir.LetStmt) and n.var.dtype.is_int and not n.var.dtype.is_bool:
            value = is_value_expr(n.value, values)
            seen = domain.setdefault(id(n.var), value)
            if seen != value:
                raise MalformedIRError(f"let variable {n.var.name} is bound to a value in one "
                                       f"place and to an index expression in another")
            if value and id(n.var) not in values:
                values.add(id(n.var))
                out.append(n.var)
    return tuple(out)


def is_marker(e: ir.Expr) -> bool:
    """``T.reinterpret(d, x)``: the value-domain marker (a value leaf whose value is ``x``
    wrapped to ``d``)."""
    return type(e) is ir.Call and e.op == ir.REINTERPRET


def as_value(e: ir.Expr, dtype=None, value_vars=frozenset()) -> ir.Expr:
    """``e`` as a value expression of ``dtype`` (default ``e.dtype``), with the same value in
    every value position.

    Compositionality (DESIGN.md) asks that replacing a sub-expression by an equal one never
    changes the meaning around it. A load replaced by the constant an assume fixes would turn
    the arithmetic around it into index arithmetic (no wrap-around); wrapped in the marker,
    it stays value arithmetic. Values, floats and bools need no marker.
    """
    dtype = e.dtype if dtype is None else dtype
    if not dtype.is_int or dtype.is_bool:
        return e if e.dtype == dtype else ir.Cast(dtype, e)
    if isinstance(e, ir.IntImm):
        e = ir.IntImm(dtype.wrap(e.value), dtype)
    elif is_value_expr(e, value_vars):
        return e if e.dtype == dtype else ir.Cast(dtype, e)     # a value cast wraps
    elif e.dtype != dtype:
        e = ir.Cast(dtype, e)                 # an index cast is the identity
    return ir.Call(ir.REINTERPRET, (e,), dtype)


def replace_equal(old: ir.Expr, new: ir.Expr, value_vars=frozenset()) -> ir.Expr | None:
    """What to put in place of ``old`` when ``new`` is known to equal it, keeping the
    meaning of every enclosing expression; None when no replacement keeps it.

    A value ``old`` takes ``as_value(new)``. An index ``old`` cannot take a value ``new``:
    the index arithmetic around it would start to wrap.
    """
    old_value = is_value_expr(old, value_vars)
    new_value = is_value_expr(new, value_vars)
    if old.dtype.is_int and not old.dtype.is_bool:
        if old_value:
            return as_value(new, old.dtype, value_vars)
        return None if new_value else new
    return new if new.dtype == old.dtype else None

def leaf_domain(e: ir.Expr, value_vars) -> bool | None:
    """``is_value_expr(e)`` when ``e`` alone decides it (a load, undef, the value marker, a
    variable, a float), else None (its operands decide)."""
    if isinstance(e, (ir.BufferLoad, ir.Undef, ir.ExternCall)) or is_marker(e):
        return True
    if is_narrow_int(e.dtype):
        # below 32 bits TVM's code wraps, whatever the expression: its arithmetic, and an
        # explicit cast to such a dtype (LLVM ``trunc``)
        return True
    if isinstance(e, ir.ShiftLeft) and e.dtype.is_int:
        return True                # ``<<`` is LLVM ``shl`` without nsw: it wraps at every width
    if isinstance(e, ir.Var):
        return id(e) in value_vars
    if isinstance(e, ir.FloatImm) or e.dtype.is_float:
        return True
    if isinstance(e, ir.Cast) and e.value.dtype.is_float:
        return True
    return None


def is_narrow_int(dtype) -> bool:
    """An integer dtype narrower than 32 bits: TVM's LLVM code generator emits plain (wrapping)
    ``add``/``sub``/``mul`` for it (``codegen_llvm.cc``, ``DEFINE_CODEGEN_BINARY_OP``: ``nsw``
    only from 32 bits), so its arithmetic wraps in every domain, indices included."""
    return dtype.is_int and not dtype.is_bool and dtype.bits < 32


def operands(e: ir.Expr) -> tuple:
    """The operands of an expression, which decide its domain (not the indices of a load,
    which are a context of their own; none for leaves)."""
    if isinstance(e, (ir.BinaryOp, ir.CmpOp, ir.And, ir.Or)):
        return (e.a, e.b)
    if isinstance(e, ir.Not):
        return (e.a,)
    if isinstance(e, ir.Select):
        return (e.cond, e.true_value, e.false_value)
    if isinstance(e, ir.Cast):
        return (e.value,)
    if isinstance(e, ir.Call):
        return e.args
    return ()


def value_oracle(value_vars: frozenset[int] | set[int] = frozenset()):
    """``is_value_expr`` memoised for one walk that asks about every node of a program: each
    node is classified once, bottom-up without recursion, so a 10,000-term chain costs linear
    time (asking ``is_value_expr`` at every node is quadratic). ``value_vars`` may grow as
    lets are entered (a variable is only used inside its let)."""
    memo: dict[int, tuple[ir.Expr, bool]] = {}

    def ask(expr: ir.Expr) -> bool:
        hit = memo.get(id(expr))
        if hit is not None:
            return hit[1]
        stack = [expr]
        while stack:
            e = stack[-1]
            if id(e) in memo:
                stack.pop()
                continue
            answer = leaf_domain(e, value_vars)
            if answer is None:
                kids = operands(e)
                pending = [k for k in kids if id(k) not in memo]
                if pending:
                    stack.extend(pending)
                    continue
                answer = any(memo[id(k)][1] for k in kids)
            memo[id(e)] = (e, answer)       # the node is kept alive: its id stays its own
            stack.pop()
        return memo[id(expr)][1]

    return ask


def contains_undef(node) -> bool:
    """True if ``T.undef()`` occurs anywhere in ``node`` (a store of such a value is a no-op
    that grants permission; RFC 0077 RemoveStoreUndef)."""
    from verirw.visit import walk
    return any(isinstance(n, ir.Undef) for n in walk(node))


def __getattr__(name: str):
    """``semantics.<op>`` (``semantics.truncdiv`` ...): an operation's meaning on Python
    ints, read from its one entry in verirw.ops."""
    from verirw import ops
    op = ops.BY_NAME.get(name)
    if op is None or op.py is None:
        raise AttributeError(f"module 'verirw.semantics' has no attribute {name!r}")
    return op.py
