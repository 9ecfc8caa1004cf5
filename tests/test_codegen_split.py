"""Index-set splitting in the code generator (``verirw.codegen.lower``: ``_split_loop`` for
floor division/modulo, ``_guards`` for affine guards).

An innermost loop whose body computes ``floormod(a*i + b, c)`` or ``floordiv(a*i + b, c)`` is
run as segments in which ``a*i + b`` stays in one period of ``c``; inside a segment the
modulo is ``r + a*(i - start)`` and the quotient a constant. The compiled kernel must still
compute exactly what the interpreter computes: a hypothesis property over small programs with
such indices (negative offsets, offsets from outer loop variables and scalar parameters,
extents below and not multiple of ``c``, symbolic extents and loop starts), with the default
thresholds and with the split forced on every loop it applies to; plus checks on the emitted
LLVM IR that the split (and the ``x // c * c + x % c == x`` recomposition) happen for the
shapes of the conv1d and NHWC -> NCHWc benchmark kernels. Guards: a loop around a chain of
inner loops, lets and ``if`` s with affine conditions runs only where the guards can hold
and, peeled, without the ``if`` s where they surely hold; the same property over such nests.
"""

from __future__ import annotations

import contextlib
import re
import textwrap

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import verirw
from verirw.codegen import build, kernel as kernel_module, lower, prepare
from verirw.codegen.lower import lower_to_llvm
from verirw.testing.native import compiled_differences


def parse(text: str):
    return verirw.parse(textwrap.dedent(text))


@contextlib.contextmanager
def forced_split():
    """Split every loop the mechanism applies to (no minimum extent or period); kernels built
    meanwhile do not outlive it (the cache key does not know these thresholds)."""
    names = ("SPLIT_MIN_EXTENT", "SPLIT_MIN_PERIOD", "TIGHTEN_MIN_EXTENT", "MAX_PEEL_DEPTH")
    saved = {n: getattr(lower, n) for n in names}
    kernel_module._CACHE.clear()
    lower.SPLIT_MIN_EXTENT, lower.SPLIT_MIN_PERIOD = 0, 1
    lower.TIGHTEN_MIN_EXTENT, lower.MAX_PEEL_DEPTH = 0, 4
    try:
        yield
    finally:
        for n, v in saved.items():
            setattr(lower, n, v)
        kernel_module._CACHE.clear()


def blocks(llvm_ir: str) -> dict[str, str]:
    """The basic blocks of the (one) function in ``llvm_ir``, by label."""
    out, label = {}, None
    for line in llvm_ir.splitlines():
        m = re.match(r'^"?([^"\s:]+)"?:', line)
        if m:
            label = m.group(1)
            out[label] = ""
        elif label is not None:
            out[label] += line + "\n"
    return out


DIVISIONS = re.compile(r"\b(sdiv|srem|udiv|urem)\b")


# ----------------------------------------------------------------------------- the property

@st.composite
def offsets(draw, outer: str):
    """A loop-invariant ``b``: a constant (negative too), an outer loop variable times a
    constant, a scalar parameter ``s`` (negative too), or a sum of those."""
    k = draw(st.integers(-70, 70))
    kind = draw(st.sampled_from(["const", "outer", "scalar", "both", "floor"]))
    if kind == "const":
        return f"{k}"
    if kind == "outer":
        return f"{outer} * {draw(st.integers(-9, 9))} + {k}"
    if kind == "scalar":
        return f"s + {k}"
    if kind == "floor":
        return f"(s - {outer}) // 3 + {k}"
    return f"s - {outer} * {draw(st.integers(1, 9))} + {k}"


def dividend(draw, var: str, a: int, b: str) -> str:
    form = draw(st.sampled_from(["ai+b", "b+ai", "ia+b"]))
    if form == "ai+b":
        return f"{a} * {var} + ({b})" if a != 1 else f"{var} + ({b})"
    if form == "b+ai":
        return f"({b}) + {a} * {var}"
    return f"{var} * {a} + ({b})"


@st.composite
def split_programs(draw):
    """(program text, scalars): an outer loop ``j`` around an innermost loop ``i`` (or a
    collapsible nest ``o, i``) storing ``A[(a1*i + b1) % c1] * 1000 + (a2*i + b2) // c2``."""
    rows = draw(st.integers(1, 3))
    c1, c2 = draw(st.integers(1, 40)), draw(st.integers(1, 40))
    a1, a2 = draw(st.sampled_from([1, 1, 1, 2, 3])), draw(st.sampled_from([1, 1, 2, 5]))
    b1, b2 = draw(offsets("j")), draw(offsets("j"))
    s = draw(st.integers(-100, 100))
    shape = draw(st.sampled_from(["constant", "symbolic", "offset", "nest", "guarded"]))
    width = 48
    scalars = {"s": s, "n": draw(st.integers(0, width))}
    if shape == "nest":
        inner = draw(st.sampled_from([2, 4, 8]))
        outer_ext = draw(st.integers(1, width // inner))
        # K*o + i is affine in the fused variable; 2*o + i only when K == 2
        lin = draw(st.sampled_from([f"{inner} * o + i", "2 * o + i", "o + i"]))
        loop = f"for o, i in T.grid({outer_ext}, {inner}):"
        store = f"B[j, o * {inner} + i]"
        mod_arg = f"{a1} * ({lin}) + ({b1})"
        div_arg = f"({lin}) * {a2} + ({b2})"
        body = f"{store} = A[({mod_arg}) % {c1}] * 1000 + ({div_arg}) // {c2}"
    else:
        lo = draw(st.integers(-30, 30)) if shape == "offset" else 0
        ext = "n" if shape == "symbolic" else str(draw(st.integers(0, width)))
        if shape == "offset":
            ext = draw(st.sampled_from([ext, "n"]))
        loop = f"for i in range({lo}, {lo} + {ext}):"
        mod_arg, div_arg = dividend(draw, "i", a1, b1), dividend(draw, "i", a2, b2)
        body = (f"B[j, i - {lo}] = A[({mod_arg}) % {c1}] * 1000 + ({div_arg}) // {c2}")
        if shape == "guarded":
            m = draw(st.integers(-5, width))
            body = f"if i < {m}:\n" + " " * 20 + body
    text = f"""
    @T.prim_func
    def f(A: T.Buffer(({c1},), "int32"), B: T.Buffer(({rows}, {width}), "int32"),
          n: T.int32, s: T.int32):
        for j in T.serial({rows}):
            {loop}
                {body}
    """
    return textwrap.dedent(text), scalars


def _check(text: str, scalars: dict) -> None:
    f = parse(text)
    found = compiled_differences(f, scalars=scalars, seeds=1)
    assert found is None, f"{found}\n{text}{scalars}"


@pytest.mark.parametrize("forced", [False, True], ids=["default", "forced"])
@settings(max_examples=75, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=split_programs())
def test_split_loops_compute_what_the_interpreter_computes(forced, case):
    text, scalars = case
    with forced_split() if forced else contextlib.nullcontext():
        _check(text, scalars)


# ----------------------------------------------------------------------------- fixed cases

@pytest.mark.parametrize("n, s", [(0, 0), (1, -1), (5, -63), (61, 0), (62, 0), (63, 1),
                                  (200, -1000), (200, 999), (130, -62)])
def test_symbolic_extent_and_offset_across_periods(n, s):
    text = """
    @T.prim_func
    def f(A: T.Buffer((62,), "int32"), B: T.Buffer((200,), "int32"), C: T.Buffer((200,), "int32"),
          n: T.int32, s: T.int32):
        for i in range(n):
            B[i] = A[(i + s) % 62]
            C[i] = (i + s) // 62 + (3 * i - s) // 62 * 100 + (3 * i - s) % 62
    """
    f = parse(text)
    assert compiled_differences(f, scalars=dict(n=n, s=s), seeds=1) is None
    ll_text = lower_to_llvm(prepare(f)).module.__str__()
    blk = blocks(ll_text)
    assert "i.seg" in blk, "the loop over i was not split"
    assert not DIVISIONS.search(blk["i.body"]), blk["i.body"]


def test_guarded_invariant_division_is_not_hoisted():
    """``b`` with a division by a parameter that may be zero is not evaluated per segment
    (the body only evaluates it under its guard): no split, and no spurious error."""
    text = """
    @T.prim_func
    def f(A: T.Buffer((64,), "int32"), B: T.Buffer((100,), "int32"), d: T.int32):
        for i in range(100):
            if d != 0:
                B[i] = A[(i + 7 // d) % 64]
    """
    f = parse(text)
    for d in (0, 3, -2):
        assert compiled_differences(f, scalars=dict(d=d), seeds=1) is None


def test_value_arithmetic_is_not_split():
    """A floormod of int32 *values* (which wrap) is not index arithmetic: left as it is."""
    text = """
    @T.prim_func
    def f(A: T.Buffer((64,), "int32"), B: T.Buffer((64,), "int32")):
        for i in range(64):
            B[i] = (A[i] * 65536 + i) % 37
    """
    f = parse(text)
    a = np.array([2**31 - 1, -2**31, 12345, -7] * 16, np.int32)
    k = build(prepare(f))
    got = {"A": a.copy(), "B": np.zeros(64, np.int32)}
    k(**got)
    assert got["B"].tolist() == verirw.run(f, A=a.copy(), B=np.zeros(64, np.int32)).arrays["B"].tolist()


# ----------------------------------------------------------------------------- the benchmark shapes

NHWC_LIKE = """
@T.prim_func
def nhwc(A: T.Buffer((2, 3, 5, 62), "float32"), B: T.Buffer((2, 16, 3, 5, 4), "float32")):
    for n, h, w, co, ci in T.grid(2, 3, 5, 16, 4):
        B[n, co, h, w, ci] = A[n, h, w, (4 * co + ci) % 62]
"""

CONV1D_LIKE = """
@T.prim_func
def conv(A: T.Buffer((80,), "float32"), F: T.Buffer((3,), "float32"), B: T.Buffer((80,), "float32")):
    for Bio, Bii, fi in T.grid(10, 8, 3):
        if 0 <= 8 * Bio + Bii + fi - 4 < 74:
            B[(8 * Bio + Bii + fi - 2) // 8 * 8 + (8 * Bio + Bii + fi - 2) % 8] = (
                B[(8 * Bio + Bii + fi - 2) // 8 * 8 + (8 * Bio + Bii + fi - 2) % 8]
                + F[fi] * A[Bio * 8 + Bii])
"""


def test_nhwc_channel_wrap_is_split_out_of_the_inner_loop():
    """NHWC -> NCHWc: the collapsed channel loop (co, ci) -> k with ``(4*co + ci) % 62`` runs
    as segments [0, 62) and [62, 64) with no floor division inside."""
    f = parse(NHWC_LIKE)
    assert compiled_differences(f, seeds=2) is None
    blk = blocks(str(lower_to_llvm(prepare(f)).module))
    assert "co_ci.seg" in blk, sorted(blk)
    assert not re.search(r"\b(sdiv|srem)\b", blk["co_ci.body"]), blk["co_ci.body"]


def test_conv1d_window_wrap_leaves_no_division_in_the_inner_loop():
    """conv1d's ``x // 8 * 8 + x % 8`` is ``x``: the window loop has no division left."""
    f = parse(CONV1D_LIKE)
    assert compiled_differences(f, seeds=2) is None
    blk = blocks(str(lower_to_llvm(prepare(f)).module))
    inner = {k: v for k, v in blk.items() if k.startswith("fi.")}
    assert inner and not any(DIVISIONS.search(v) for v in inner.values()), inner


def test_split_inner_loop_vectorizes():
    """After the split the in-period loop is plain affine code: LLVM vectorizes it."""
    text = """
    @T.prim_func
    def f(A: T.Buffer((1000,), "float32"), B: T.Buffer((4096,), "float32"), n: T.int32, s: T.int32):
        for i in range(n):
            B[i] = A[(i + s) % 1000] * T.float32(2)
    """
    f = parse(text)
    k = build(prepare(f))
    assert k.vectorized
    assert "i.seg" in blocks(k.llvm_ir)
    for n, s in ((4096, -3), (999, 1), (1, -1001)):
        assert compiled_differences(f, scalars=dict(n=n, s=s), seeds=1) is None


# ----------------------------------------------------------------------------- guards


@st.composite
def affine_side(draw, names: list[str]) -> str:
    terms = [f"{draw(st.integers(-4, 4))} * {n}" for n in names if draw(st.booleans())]
    terms.append(str(draw(st.integers(-40, 40))))
    if draw(st.booleans()):
        terms.append("s")
    return " + ".join(terms)


@st.composite
def guard(draw, names: list[str]) -> str:
    """A condition: a conjunction of affine comparisons (sometimes chained, sometimes an ``or``
    of two, sometimes with a conjunct that is not affine, which only keeps its ``if``)."""
    parts = []
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["cmp", "cmp", "chain", "nonaffine", "or", "or2", "edges"]))
        a, b = draw(affine_side(names)), draw(affine_side(names))
        op = draw(st.sampled_from(["<", "<=", ">", ">="]))
        if kind == "cmp":
            parts.append(f"{a} {op} {b}")
        elif kind == "chain":
            parts.append(f"{draw(st.integers(-20, 5))} <= {a} < {draw(st.integers(0, 60))}")
        elif kind == "nonaffine":
            parts.append(f"({a}) % 3 != 1")
        elif kind == "edges":       # v below one bound or above another
            low = f"{draw(st.integers(1, 3))} * v + ({draw(affine_side(names[1:]))}) < {draw(st.integers(-5, 20))}"
            high = f"{draw(st.integers(1, 3))} * v - ({draw(affine_side(names[1:]))}) >= {draw(st.integers(-5, 40))}"
            parts.append(f"({low} or {high})" if draw(st.booleans()) else f"({high} or {low})")
        elif kind == "or":
            parts.append(f"({a} {op} {b} or {names[0]} == 2)")
        else:                   # the edges of a range, like conv1d's padding: x < lo or x >= hi
            op2 = draw(st.sampled_from(["<", "<=", ">", ">="]))
            parts.append(f"({a} {op} {draw(st.integers(-20, 20))} or "
                         f"{b} {op2} {draw(st.integers(-20, 40))})")
    return " and ".join(parts)


@st.composite
def guarded_programs(draw):
    """(text, scalars): ``for v in range(lo, lo + ext)`` around inner loops of constant bounds,
    a let and one or two ``if`` s, updating ``B`` (a read-modify-write, like conv1d)."""
    ext = draw(st.sampled_from(["n", "n", "20", "33", "7"]))
    lo = draw(st.integers(-10, 10))
    inner = draw(st.lists(st.tuples(st.integers(-3, 3), st.integers(1, 4)), max_size=2))
    names = ["v"] + [f"x{k}" for k in range(len(inner))]
    lines, depth = [f"for v in range({lo}, {lo} + {ext}):"], 1
    for k, (mn, ex) in enumerate(inner):
        lines.append("    " * depth + f"for x{k} in range({mn}, {mn + ex}):")
        depth += 1
    if draw(st.booleans()):
        lines.append("    " * depth + f"t = {draw(affine_side(names))}")
        names = names + ["t"]
    lines.append("    " * depth + f"if {draw(guard(names))}:")
    depth += 1
    if draw(st.booleans()):
        lines.append("    " * depth + f"if {draw(guard(names))}:")
        depth += 1
    idx = " + ".join(names[:len(inner) + 1])
    lines.append("    " * depth + f"B[({idx}) % 64] = B[({idx} + 1) % 64] * 3 + v")
    body = "\n".join("        " + line for line in lines)
    text = f"""
@T.prim_func
def f(B: T.Buffer((64,), "int32"), n: T.int32, s: T.int32):
{body}
"""
    return text, {"n": draw(st.integers(-2, 40)), "s": draw(st.integers(-30, 30))}


@pytest.mark.parametrize("forced", [False, True], ids=["default", "forced"])
@settings(max_examples=75, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=guarded_programs())
def test_guarded_loops_compute_what_the_interpreter_computes(forced, case):
    text, scalars = case
    with forced_split() if forced else contextlib.nullcontext():
        _check(text, scalars)


def test_guard_that_reads_memory_is_not_used():
    """A guard reading memory (or a let that can fail) stops the chain: nothing is skipped
    that the program would evaluate, so an out-of-bounds read stays an error with
    ``bounds_check`` like in the interpreter."""
    text = """
    @T.prim_func
    def f(A: T.Buffer((8,), "int32"), B: T.Buffer((40,), "int32"), n: T.int32):
        for v in range(40):
            if A[v - n] > 0 and v < 0:
                B[v] = 1
    """
    f = parse(text)
    ref_error = None
    try:
        verirw.run(f, A=np.ones(8, np.int32), B=np.zeros(40, np.int32), n=0)
    except verirw.ExecutionError as e:
        ref_error = e.kind
    assert ref_error == "out_of_bounds"
    k = build(prepare(f), bounds_check=True)
    with pytest.raises(verirw.ExecutionError) as got:
        k(A=np.ones(8, np.int32), B=np.zeros(40, np.int32), n=0)
    assert got.value.kind == "out_of_bounds"


def test_conv1d_interior_is_peeled_without_its_guards():
    """The conv1d nest: the Bio loop is run as [lo, 1), the interior without both ``if`` s,
    and the last iterations; the interior updates B in place, so SLP is off (store forwarding)."""
    text = CONV1D_LIKE.replace("T.grid(10, 8, 3)", "T.grid(n, 8, 3)").replace(
        'B: T.Buffer((80,), "float32"))', 'B: T.Buffer((80,), "float32"), n: T.int32)').replace(
        "< 74", "< 8 * n - 6")
    f = parse(text)
    lowered = lower_to_llvm(prepare(f))
    blk = blocks(str(lowered.module))
    assert sum(1 for k in blk if re.fullmatch(r"Bio\.body(\.\d+)?", k)) == 3, sorted(blk)
    assert not lowered.slp
    for n in (0, 1, 2, 5, 10):
        assert compiled_differences(f, scalars=dict(n=n), seeds=1) is None


def test_nhwc_padding_nest_runs_only_where_its_guard_can_hold():
    """``if 4*co + ci >= 62`` under loops n, co, h, w, ci: co is bounded below by 15 before the
    loop (ci <= 3), so the h, w loops run for the last channel block only."""
    text = """
    @T.prim_func
    def f(B: T.Buffer((2 * 16 * 3 * 20 * 4,), "float32")):
        for n, co, h, w, ci in T.grid(2, 16, 3, 20, 4):
            if 4 * co + ci >= 62:
                B[n * 3840 + co * 240 + h * 80 + w * 4 + ci] = T.float32(0)
    """
    f = parse(text)
    ir_text = str(lower_to_llvm(prepare(f)).module)
    assert "sdiv i64" in ir_text            # the bound: floor division of the guard's constant
    assert compiled_differences(f, seeds=1) is None


@pytest.mark.parametrize("n", [5, -2**62, 2**62])
def test_guards_near_the_64_bit_limits_are_exact(n):
    """Constants and invariants too large for the bound arithmetic leave the guard alone."""
    text = """
    @T.prim_func
    def f(B: T.Buffer((40,), "int32"), n: T.int64):
        for v in range(40):
            if v * 3 < T.int64(9223372036854775000) and v - n > T.int64(-9223372036854775000):
                B[v] = 1
            if n * 2 + v >= T.int64(0):
                B[v] = B[v] + 2
    """
    assert compiled_differences(parse(text), scalars={"n": n}, seeds=1) is None


def test_or_guard_runs_the_two_edges_only():
    """conv1d's last nest: ``if x < 0 or x >= N`` holds at the two ends of the loop only; the
    loop runs as [lo, first end] and [second start, hi)."""
    text = """
    @T.prim_func
    def f(B: T.Buffer((400,), "float32"), n: T.int32):
        for io, ii in T.grid(50, 8):
            if 8 * io + ii - 2 < 0 or 8 * io + ii - 2 >= n:
                B[io * 8 + ii] = T.float32(0)
    """
    f = parse(text)
    blk = blocks(str(lower_to_llvm(prepare(f)).module))
    assert sum(1 for k in blk if re.fullmatch(r"io\.body(\.\d+)?", k)) == 2, sorted(blk)
    for n in (-5, 0, 3, 200, 398, 400, 1000):
        assert compiled_differences(f, scalars={"n": n}, seeds=1) is None
