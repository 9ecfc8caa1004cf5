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

Three small families are written here as text, for what the strategies do not offer
(``symbolic_programs``): reduction blocks with ``T.init()`` and a ``T.where`` predicate
(LowerInitBlock, the block passes), split loops over a symbolic extent ``n`` with the
``io * f + ii < n`` guard, sometimes ``T.likely`` (LoopPartition, RenormalizeSplitPattern, HoistIfThenElse,
NarrowDataType), both with ``T.match_buffer`` over ``n``, and loops starting below zero over
truncated and floored divisions (``offset_loops``: the simplifier's rules of one rounding).

``WEIGHTS`` says how often each family is drawn.
"""

from __future__ import annotations

from hypothesis import strategies as st

#: family -> relative weight
WEIGHTS = {"prim_funcs": 5, "guarded_loops": 2, "arith": 1, "init_blocks": 1, "split_guards": 1,
           "offset_loops": 1}

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
    }
    names = [name for name, w in WEIGHTS.items() for _ in range(w)]
    return st.sampled_from(names).flatmap(lambda name: families[name].map(
        lambda text: (name, text)))
