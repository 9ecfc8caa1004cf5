"""Programs for ``verirw tvm-fuzz``: TVMScript text that TVM 0.27's parser reads, drawn by
hypothesis, weighted toward what TVM's TIR passes act on.

Most come from verirw's own strategies (``verirw.testing.strategies`` and ``edge_cases``),
printed with ``verirw.script(f, dialect="tvm")``:

* ``prim_funcs(undef_stores=True, padding_assumes=True)``: guards, lets, eager and lazy selects,
  nested loops of every kind (serial, parallel, unroll, vectorized), blocks, ``T.undef()``
  stores and RFC 0077's assumes over padding;
* ``guarded_loops``: a loop nest whose body is one ``if`` (what the hoisting passes move);
* ``arithmetic_programs``: division and modulo of either rounding on negative operands
  (the simplifier's and NarrowDataType's ground).

Five small families are written here as text, for what the strategies do not offer
(``symbolic_programs``): reduction blocks with ``T.init()`` and a ``T.where`` predicate
(``init_blocks``: LowerInitBlock, the block passes), split loops over a symbolic extent ``n``
with the ``io * f + ii < n`` guard, sometimes ``T.likely`` (``split_guards``: LoopPartition,
RenormalizeSplitPattern, HoistIfThenElse, NarrowDataType), both with ``T.match_buffer`` over
``n``, loops starting below zero over truncated and floored divisions (``offset_loops``: the
simplifier's rules of one rounding), the bit-counting intrinsics ``T.clz``/``T.popcount`` of
int32 and int64 operands in arithmetic over their results (``bit_programs``: constant folding,
NarrowDataType's and ForceNarrowIndexToInt32's ``clz(x) - 32 + 64`` when they narrow an int64
operand, operands negative for part of the loop), and ``bfloat16`` buffers with chains of
``+ - *``, ``T.max``/``T.min`` and casts, sometimes through a local bfloat16 buffer
(``bf16_programs``: the simplifier on floats TVM computes in float32, FlattenBuffer and
StorageRewrite on bfloat16 storage). TVM 0.27's ``tirx.transform.BF16ComputeLegalize`` can be
named too, but verirw does not read what it prints (``T.reinterpret`` between ``bfloat16``
and ``uint16``: such steps are ``skipped``), and ``BF16StorageLegalize`` refuses a function
before MakePackedAPI (a TVM crash on every program).

``WEIGHTS`` says how often each family is drawn.
"""

from __future__ import annotations

from hypothesis import strategies as st

#: family -> relative weight
WEIGHTS = {"prim_funcs": 5, "guarded_loops": 2, "arith": 1, "init_blocks": 1, "split_guards": 1,
           "offset_loops": 1, "bit_programs": 1, "bf16_programs": 1}

_DTYPES = ("int32", "float32", "int8", "float16", "int64")


def _lit(dtype: str, v: int) -> str:
    return f"T.{dtype}({v})"


@st.composite
def init_blocks(draw) -> str:
    """A reduction ``B[i] = B[i] op A[i, k]`` in a block with ``T.init()``, over a constant or
    symbolic extent, sometimes with a ``T.where`` predicate or a guard inside the block."""
    dtype = draw(st.sampled_from(_DTYPES))
    k = draw(st.integers(1, 5))
    symbolic = draw(st.booleans())
    m = "n" if symbolic else str(draw(st.integers(1, 5)))
    op = draw(st.sampled_from(["+", "+", "*", "max", "min"]))
    init = draw(st.integers(-2, 2))
    update = (f"T.{op}(B[vi], A[vi, vk])" if op in ("max", "min")
              else f"B[vi] {op} A[vi, vk]")
    if draw(st.booleans()):
        update = f"{update} + {_lit(dtype, draw(st.integers(-3, 3)))}"
    lines = []
    if symbolic:
        lines += ["@T.prim_func(s_tir=True)",
                  "def main(a: T.handle, b: T.handle, n: T.int32):",
                  f'    A = T.match_buffer(a, (n, {k}), "{dtype}")',
                  f'    B = T.match_buffer(b, (n,), "{dtype}")']
    else:
        lines += ["@T.prim_func(s_tir=True)",
                  f'def main(A: T.Buffer(({m}, {k}), "{dtype}"), B: T.Buffer(({m},), "{dtype}")):']
    lines += [f"    for i, k in T.grid({m}, {k}):",
              '        with T.sblock("R"):',
              '            vi, vk = T.axis.remap("SR", [i, k])']
    if draw(st.booleans()):
        lines.append(f"            T.where(i * {k} + k < {draw(st.integers(0, 12))})")
    lines += ["            with T.init():",
              f"                B[vi] = {_lit(dtype, init)}"]
    guard = draw(st.sampled_from([None, None, "vk", "vi", "vi + vk"]))
    if guard is not None:
        lines.append(f"            if {guard} < {draw(st.integers(0, 4))}:")
        lines.append(f"                B[vi] = {update}")
    else:
        lines.append(f"            B[vi] = {update}")
    return "\n".join(lines) + "\n"


@st.composite
def split_guards(draw) -> str:
    """``for io, ii in T.grid(ceildiv(n, f), f): if io * f + ii < n: B[io * f + ii] = ...``:
    a split loop over a symbolic (or constant) extent with its tail guard, the value maybe a
    select or a division of the flat index."""
    dtype = draw(st.sampled_from(("int32", "float32", "int64")))
    f = draw(st.integers(2, 8))
    symbolic = draw(st.booleans())
    n = "n" if symbolic else str(draw(st.integers(1, 20)))
    flat = f"io * {f} + ii"
    value = draw(st.sampled_from([
        f"A[{flat}] * {_lit(dtype, 2)}",
        f"A[{flat}] + {_lit(dtype, 1)}",
        f"T.if_then_else({flat} < {draw(st.integers(0, 9))}, A[{flat}], {_lit(dtype, 0)})",
        f"T.Select(ii == 0, A[{flat}], {_lit(dtype, 7)})",
        f"T.Cast(\"{dtype}\", ({flat}) // {draw(st.integers(2, 5))} + ({flat}) % 3)",
        f"A[({flat}) // {f} * {f} + ({flat}) % {f}]",
    ]))
    if symbolic:
        head = ["@T.prim_func",
                "def main(a: T.handle, b: T.handle, n: T.int32):",
                f'    A = T.match_buffer(a, (n,), "{dtype}")',
                f'    B = T.match_buffer(b, (n,), "{dtype}")']
        extent = f"(n + {f - 1}) // {f}"
    else:
        head = ["@T.prim_func",
                f'def main(A: T.Buffer(({n},), "{dtype}"), B: T.Buffer(({n},), "{dtype}")):']
        extent = str((int(n) + f - 1) // f)
    kind = draw(st.sampled_from(["T.grid", "T.grid", "parallel", "vectorized", "unroll"]))
    if kind == "T.grid":
        body = [f"    for io, ii in T.grid({extent}, {f}):"]
    else:
        body = [f"    for io in range({extent}):",
                f"        for ii in T.{kind}({f}):"]
    pad = "            " if kind != "T.grid" else "        "
    guard = f"{flat} < {n}"
    if draw(st.booleans()):
        guard = f"T.likely({guard})"       # what LoopPartition partitions on
    body += [f"{pad}if {guard}:", f"{pad}    B[{flat}] = {value}"]
    if draw(st.booleans()):
        body += [f"{pad}else:", f"{pad}    B[0] = B[0]"]
    return "\n".join(head + body) + "\n"


@st.composite
def offset_loops(draw) -> str:
    """``for i in T.serial(-k, n - k): A[i + k] = ...`` of truncated and floored divisions and
    remainders of ``i + c``, alone, summed or subtracted: a loop variable that is negative
    for part of the loop, where the two roundings differ and a rule proven for one is wrong
    for the other (rewrite_simplify.cc line 674, found by hand before this family existed;
    FlattenBuffer's negative divisor)."""
    n = draw(st.integers(2, 12))
    k = draw(st.integers(1, n))

    forms = ("T.truncdiv({x}, {d})", "T.truncmod({x}, {d})", "({x}) // {d}", "({x}) % {d}")

    def term(form=None, d=None) -> str:
        c = draw(st.integers(-8, 8))
        d = d if d is not None else draw(st.sampled_from((2, 3, 4, 8, -2, -3, -8)))
        x = f"i + {c}" if c >= 0 else f"i - {-c}"
        return (form or draw(st.sampled_from(forms))).format(x=x, d=d)
    shape = draw(st.sampled_from(["one", "sum", "difference", "difference", "nested"]))
    if shape == "one":
        value = term()
    elif shape == "nested":
        value = f"{term()} % {draw(st.integers(2, 5))}"
    else:
        # half the time one operation and one divisor on both sides (the rules that cancel
        # them: x // c - (x + k) // c, truncdiv's line 674)
        form, d = ((draw(st.sampled_from(forms)), draw(st.sampled_from((2, 3, 4, 8))))
                   if draw(st.booleans()) else (None, None))
        value = f"{term(form, d)} {'+' if shape == 'sum' else '-'} {term(form, d)}"
    if draw(st.integers(0, 3)) == 0:
        value = f"B[i + {k}] + ({value})"
    return "\n".join([
        "@T.prim_func",
        f'def main(A: T.Buffer(({n},), "int32"), B: T.Buffer(({n},), "int32")):',
        f"    for i in T.serial(-{k}, {n - k}):",
        f"        A[i + {k}] = {value}"]) + "\n"


@st.composite
def bit_programs(draw) -> str:
    """Loops over int32/int64 buffers storing ``T.clz(x)`` and ``T.popcount(x)`` inside the
    arithmetic TVM's simplifier and the narrowing passes act on: literal operands (folded;
    ``T.clz(0)`` to the width), the width offsets ``T.clz(x) - 32 + 64`` that NarrowDataType
    and ForceNarrowIndexToInt32 write when they narrow an operand, int64 loop variables and
    int64 casts of int32 data (what those passes narrow), operands ``i - k`` negative for part
    of the loop (where a 64-bit count and a 32-bit one differ), ``A[i] | 1`` (never zero),
    sums, differences and comparisons of counts, a count as an index (``D[T.clz(A[i] | 1)]``),
    and two times in three under a guard ``if A[i] != 0:`` (``T.clz(0)`` is poison)."""
    n = draw(st.integers(2, 10))
    dtype = draw(st.sampled_from(("int32", "int32", "int64")))  # A's dtype
    wide_loop = draw(st.booleans())                             # an int64 loop variable
    ltype = "int64" if wide_loop else "int32"
    k = draw(st.integers(0, n))                                 # i - k < 0 for i < k

    def lit(d: str, v: int) -> str:
        return f"T.{d}({v})"

    def idx(v: int) -> str:
        return lit("int64", v) if wide_loop else str(v)

    def cast(d: str, x: str, d_of_x: str) -> str:
        return x if d == d_of_x else f'T.Cast("{d}", {x})'

    def operand() -> tuple[str, str]:
        """(text, dtype): an int32 or int64 operand of T.clz / T.popcount."""
        d = draw(st.sampled_from(("int32", "int64", dtype)))
        kind = draw(st.sampled_from(("load", "load", "masked", "loop", "loop", "literal")))
        if kind == "load":
            return cast(d, "A[i]", dtype), d
        if kind == "masked":
            return f"{cast(d, 'A[i]', dtype)} | {lit(d, 1)}", d
        if kind == "loop":
            off = k + draw(st.integers(-2, 2)) if draw(st.integers(0, 2)) else \
                -draw(st.integers(1, 3))                        # i - off, or i + 1..3
            x = f"i - {idx(off)}" if off > 0 else f"i + {idx(-off)}" if off < 0 else "i"
            return cast(d, x, ltype), d
        return lit(d, draw(st.sampled_from((0, 1, 5, 7, -1, -8, 255, 2 ** 31 - 1)))), d

    def count() -> str:
        """An int32 expression of one count."""
        x, d = operand()
        if draw(st.booleans()):
            return f"T.clz({x})"
        return cast("int32", f"T.popcount({x})", d)

    def value() -> str:
        a = count()
        shape = draw(st.sampled_from(("one", "offset", "offset", "log2", "scaled", "sum",
                                      "difference", "compare", "select")))
        if shape == "one":
            return a
        if shape == "offset":       # the narrowing passes' own form, and its undoing
            w, w2 = draw(st.sampled_from(((32, 64), (64, 32), (32, 32), (64, 64))))
            return f"{a} - {w} + {w2}"
        if shape == "log2":
            return f"{draw(st.sampled_from((31, 63)))} - {a}"
        if shape == "scaled":
            c, d = draw(st.integers(1, 4)), draw(st.integers(-2, 2))
            return f"{a} * {c} // {c} {'-' if d < 0 else '+'} {abs(d)}"
        b = count()
        if shape == "sum":
            return f"{a} + {b}"
        if shape == "difference":
            return f"{a} - {b}"
        op = draw(st.sampled_from(("<", "<=", "==", "!=", ">=")))
        if shape == "compare":
            return f'T.Cast("int32", {a} {op} {b})'
        return f"T.Select({a} {op} {draw(st.integers(0, 64))}, {b}, {draw(st.integers(-2, 2))})"

    def store(again: bool = False) -> str:
        v = value()
        if draw(st.integers(0, 4)) == 0:                # a count as an index (at most 63)
            d = draw(st.sampled_from(("int32", "int64")))
            v = f"{v} + D[T.clz({cast(d, 'A[i]', dtype)} | {lit(d, 1)})]"
        if again:                                       # a second store adds to the first
            v = f"B[i] {draw(st.sampled_from('+-'))} ({v})"
        return f"B[i] = {v}"

    shape = idx(n) if draw(st.booleans()) else str(n)
    params = [f'A: T.Buffer(({shape},), "{dtype}")', f'B: T.Buffer(({shape},), "int32")',
              'D: T.Buffer((64,), "int32")']
    body = [f"    for i in range({idx(n)}):"]
    stmts = [store(again=j > 0) for j in range(draw(st.integers(1, 2)))]
    guard = draw(st.sampled_from(("none", "if", "if-else")))
    if guard == "none":
        body += [f"        {s}" for s in stmts]
    else:
        body.append(f"        if A[i] != {lit(dtype, 0)}:")
        body += [f"            {s}" for s in stmts]
        if guard == "if-else":
            body += ["        else:", f"            {store()}"]
    if draw(st.integers(0, 2)) == 0:                    # a count in its operand's dtype
        x, d = operand()
        params.append(f'C: T.Buffer(({shape},), "{d}")')
        body.append(f"        C[i] = T.popcount({x}) + {lit(d, draw(st.integers(-1, 1)))}")
    return "\n".join(["@T.prim_func", f"def main({', '.join(params)}):", *body]) + "\n"


@st.composite
def bf16_programs(draw) -> str:
    """bfloat16 inputs and outputs: chains of ``+ - *`` and ``T.max``/``T.min`` over loads,
    literals and casts from float32 and int32, stored into bfloat16 (one rounding, at the
    store: TVM computes bfloat16 in float32), cast to float32 or int32 and stored there, half
    the time through a local bfloat16 buffer (``T.alloc_buffer`` or ``T.decl_buffer``: float32
    storage in TVM's code) written by a first loop and read by a second; sometimes a common
    subexpression (``x * x``: CommonSubexprElim binds it to a bfloat16 variable, float32 in
    TVM's code), what the simplifier folds only over the reals (``x - x``, ``(a + b) - a``:
    refuted, and disputed as TVM's compile folds them too), or a cast to float32 and back.
    (What TVM's parser folds itself, ``x * 1``, would leave the passes nothing to do.)"""
    n = draw(st.integers(2, 8))      # not 1: TVM prints a (1,) local buffer as a scalar
    local = draw(st.sampled_from((None, None, "T.alloc_buffer", "T.decl_buffer")))

    def leaf(with_x: bool) -> str:
        kinds = ["A", "A", "B", "B", "lit", "F", "I"] + (["X", "X"] if with_x else [])
        kind = draw(st.sampled_from(kinds))
        if kind == "lit":
            v = draw(st.sampled_from((0.0, 1.0, 0.5, -2.0, 0.1, 3.0, 1e30, -0.0)))
            return f"T.bfloat16({v})"
        if kind == "F":
            return 'T.Cast("bfloat16", F[i])'
        if kind == "I":
            return 'T.Cast("bfloat16", I[i])'
        return f"{kind}[i]"

    def expr(depth: int, with_x: bool, top: bool = False) -> str:
        """A bfloat16 expression; at the top an arithmetic operation (not a leaf, nor a cast
        alone)."""
        if depth == 0 or (not top and draw(st.integers(0, 3)) == 0):
            return leaf(with_x)
        form = draw(st.sampled_from(("+", "-", "*", "+", "*", "max", "min", "twice", "real")
                                    + (() if top else ("cast",))))
        a = expr(depth - 1, with_x)
        if form == "twice":           # a common subexpression (CSE binds it to a variable)
            return draw(st.sampled_from((f"({a} * {a})", f"({a} + {a})", f"T.max({a}, {a})")))
        if form == "real":            # what it folds as over the reals (not on NaN, inf, -0.0)
            b = expr(depth - 1, with_x)
            return draw(st.sampled_from((f"({a} - {a})", f"({a} + T.bfloat16(0.0))",
                                         f"({a} + {b} - {a})", f"({a} * T.bfloat16(0.0))")))
        if form == "cast":            # there and back: exact in TVM's meaning
            return f'T.Cast("bfloat16", T.Cast("float32", {a}))'
        b = expr(depth - 1, with_x)
        if form in ("max", "min"):
            return f"T.{form}({a}, {b})"
        return f"({a} {form} {b})"      # operands in parentheses: the chain as drawn

    def bare(e: str) -> str:
        """``e`` without its outer parentheses, if they enclose all of it."""
        if not (e.startswith("(") and e.endswith(")")):
            return e
        level = 0
        for k, ch in enumerate(e):
            level += {"(": 1, ")": -1}.get(ch, 0)
            if level == 0 and k < len(e) - 1:
                return e
        return e[1:-1]

    depth = draw(st.sampled_from((1, 2, 2, 3)))
    params = [f'A: T.Buffer(({n},), "bfloat16")', f'B: T.Buffer(({n},), "bfloat16")',
              f'F: T.Buffer(({n},), "float32")', f'I: T.Buffer(({n},), "int32")',
              f'C: T.Buffer(({n},), "bfloat16")']
    body = []
    if local is not None:
        body += [f'    X = {local}(({n},), "bfloat16")',
                 f"    for i in range({n}):",
                 f"        X[i] = {bare(expr(depth, False, top=True))}"]
    with_x = local is not None
    value = bare(expr(depth, with_x, top=True))
    if with_x:                                          # the local buffer is read
        op = draw(st.sampled_from(("+", "-", "*", "max", "min")))
        value = f"T.{op}(X[i], {value})" if op in ("max", "min") else f"X[i] {op} ({value})"
    body += [f"    for i in range({n}):", f"        C[i] = {value}"]
    out = draw(st.sampled_from((None, "float32", "int32")))
    if out is not None:
        params.append(f'D: T.Buffer(({n},), "{out}")')
        e = bare(expr(depth, with_x, top=True))
        value = draw(st.sampled_from((f'T.Cast("{out}", {e})',
                                      f'T.Cast("{out}", {e}) + '
                                      + ("F[i]" if out == "float32" else "I[i]"))))
        body.append(f"        D[i] = {value}")
    return "\n".join(["@T.prim_func", f"def main({', '.join(params)}):", *body]) + "\n"


def _printed(f) -> str | None:
    """``f`` in TVM's dialect, or None (a construct TVM 0.27 cannot express)."""
    from verirw.printer import DialectError, script
    try:
        return script(f, dialect="tvm")
    except DialectError:
        return None


def programs(max_depth: int = 3):
    """The strategy: TVMScript text (or None for a generated program TVM cannot express)."""
    from verirw.testing import edge_cases
    from verirw.testing.strategies import guarded_loops, prim_funcs
    families = {
        "prim_funcs": prim_funcs(max_depth=max_depth, undef_stores=True,
                                 padding_assumes=True).map(_printed),
        "guarded_loops": guarded_loops().map(_printed),
        "arith": edge_cases.arithmetic_programs().map(_printed),
        "init_blocks": init_blocks(),
        "split_guards": split_guards(),
        "offset_loops": offset_loops(),
        "bit_programs": bit_programs(),
        "bf16_programs": bf16_programs(),
    }
    names = [name for name, w in WEIGHTS.items() for _ in range(w)]
    return st.sampled_from(names).flatmap(lambda name: families[name].map(
        lambda text: (name, text)))
