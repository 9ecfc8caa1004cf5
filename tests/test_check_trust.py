"""check never turns a bug into a verdict, and finds small counterexamples quickly (issue 19).

Each test is a regression for a reported case: a dtype-reinterpreting buffer view used to crash
check with a raw z3 exception; wrong pairs over floats, over scalar parameters and with layouts
used to answer unknown (or an unconfirmed counterexample) after the whole timeout.
"""

from __future__ import annotations

import textwrap

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
import z3

import verirw
from verirw import ir
from verirw.dtypes import DType
from verirw.errors import MalformedIRError, ScriptError
from verirw.visit import transform


def parse(text: str):
    return verirw.parse(textwrap.dedent(text))


# ----------------------------------------------------------------------------- reinterpreting views

BOOL_VIEW = """
    @T.prim_func
    def f(A: T.Buffer((4,), "bool"), B: T.Buffer((4,), "int32")):
        V = T.Buffer((4,), "VIEW", data=A.data)
        for i in range(4):
            B[i] = T.Cast("int32", V[i]) + T.Cast("int32", A[i])
"""


def _int8_view() -> ir.PrimFunc:
    """BOOL_VIEW with its view retyped to int8 in the IR (the parser refuses the text)."""
    f = parse(BOOL_VIEW.replace("VIEW", "bool"))
    view = f.body.buffer
    int8 = ir.Buffer(view.name, view.shape, DType.get("int8"), view.data,
                     view.axis_separators, view.scope)
    return f.with_body(transform(f.body, lambda n: n, lambda n: int8 if n is view else None))


def test_parser_refuses_a_view_that_reinterprets_the_dtype():
    with pytest.raises(ScriptError, match="views the bool storage of 'A' as int8") as info:
        parse(BOOL_VIEW.replace("VIEW", "int8"))
    assert info.value.line == 4


@pytest.mark.parametrize("method", ["unroll", "summary", "auto"])
def test_check_answers_unknown_on_a_reinterpreting_view(method):
    """Was an uncaught z3.Z3Exception (a Bool term used as a bit-vector)."""
    g = _int8_view()
    result = verirw.check(g, g, method=method)
    assert result.status == "unknown" and "reads bool storage as int8" in result.reason


def test_interpreter_refuses_a_reinterpreting_view():
    with pytest.raises(MalformedIRError, match="views bool storage as int8"):
        verirw.run(_int8_view(), A=np.ones(4, bool), B=np.zeros(4, "int32"))


def test_a_z3_exception_inside_check_is_unknown_never_a_verdict(monkeypatch):
    import sys
    check_module = sys.modules["verirw.verify.check"]

    def broken(*args, **kw):
        raise z3.Z3Exception("sort mismatch")

    monkeypatch.setattr(check_module, "_check", broken)
    f = parse(BOOL_VIEW.replace("VIEW", "bool"))
    g = parse(BOOL_VIEW.replace("VIEW", "bool").replace("A[i])\n", "A[i]) + 0\n"))
    assert verirw.script(f) != verirw.script(g)          # identical programs prove at once
    result = verirw.check(f, g, method="unroll")
    assert result.status == "unknown" and "sort mismatch" in result.reason


# ----------------------------------------------------------------------------- concrete search

SUM = """
    @T.prim_func
    def f(A: T.Buffer((64,), "float32"), B: T.Buffer((1,), "float32")):
        B[0] = T.float32(0)
        for i in range(64):
            B[0] = B[0] + A[i]
"""

RFACTOR = """
    @T.prim_func
    def f(A: T.Buffer((64,), "float32"), B: T.Buffer((1,), "float32")):
        R = T.alloc_buffer((4,), "float32")
        for j in range(4):
            R[j] = T.float32(0)
            for i in range(16):
                R[j] = R[j] + A[j * 16 + i]
        B[0] = T.float32(0)
        for j in range(4):
            B[0] = B[0] + R[j]
"""


def test_float_reassociation_is_refuted_by_concrete_search():
    """TVM's rfactor reassociates a float sum: z3 timed out (unknown after 30 s)."""
    result = verirw.check(parse(SUM), parse(RFACTOR), timeout_s=30)
    assert result.status == "refuted" and result.confirmed, result.reason
    assert result.time_s < 10
    before = verirw.run(parse(SUM), **result.counterexample["inputs"])
    after = verirw.run(parse(RFACTOR), **result.counterexample["inputs"])
    assert before.arrays["B"][0] != after.arrays["B"][0]


def test_float_reassociation_is_allowed_in_fast_mode():
    """The interpreter is IEEE: its differences never refute a fast-math question."""
    result = verirw.check(parse(SUM), parse(RFACTOR), timeout_s=10, float_mode="fast")
    assert result.status == "proven", result.reason


PREFIX_SUM = """
    @T.prim_func
    def f(A: T.Buffer((16,), "int32"), B: T.Buffer((1,), "int32"), n: T.int32):
        T.assume(0 <= n and n <= 16)
        B[0] = 0
        for i in range(n):
            BODY
"""


def test_scalar_parameter_is_searched_with_small_values():
    """Both methods gave up (symbolic loop bound over a reduction): unknown, while
    --param n=8 refuted at once."""
    before = parse(PREFIX_SUM.replace("BODY", "B[0] = B[0] + A[i]"))
    after = parse(PREFIX_SUM.replace("BODY", "if i != 7:\n                B[0] = B[0] + A[i]"))
    result = verirw.check(before, after, timeout_s=30)
    assert result.status == "refuted" and result.confirmed, result.reason
    assert result.counterexample["scalars"]["n"] == 8          # the smallest that shows it
    assert result.time_s < 10


def test_scalar_search_respects_the_assumes():
    """Only n > 16 shows the difference, and the assume excludes it: never refuted."""
    before = parse(PREFIX_SUM.replace("BODY", "B[0] = B[0] + A[i]"))
    after = parse(PREFIX_SUM.replace("BODY", "if i < 16:\n                B[0] = B[0] + A[i]"))
    assert verirw.check(before, after, timeout_s=10).status != "refuted"


def test_nan_equals_nan_in_replay():
    """check compares NaN with NaN as equal (any payload): so must the concrete search."""
    from verirw.verify.replay import _same
    a = np.array([np.nan], dtype="float32")
    b = np.frombuffer(np.array([0xFFC00000], dtype="uint32").tobytes(), dtype="float32")
    assert _same(a[0], b[0]) and not _same(np.float32(0.0), np.float32(-0.0))


def _first_difference_one_by_one(before, after, layouts):
    """The element-by-element definition ``first_difference`` vectorises."""
    from verirw.index_map import IndexMap
    from verirw.verify.replay import _same
    for name in before.arrays:
        b, d, a = before.arrays[name], before.defined[name], after.arrays[name]
        table = IndexMap.coerce(layouts[name]).table(b.shape) if name in layouts else None
        for idx in np.ndindex(b.shape):
            other = a[table[idx]] if table else a[idx]
            if d[idx] and not _same(b[idx], other):
                return name, idx
    return None


@settings(max_examples=60, deadline=None)
@given(data=st.data(), dtype=st.sampled_from(["float32", "float64", "int32", "int8", "bool"]),
       shape=st.sampled_from([(), (5,), (3, 4), (2, 3, 2)]), layout=st.booleans())
def test_first_difference_agrees_with_the_element_by_element_comparison(data, dtype, shape,
                                                                          layout):
    """Replay compares whole arrays at once (millions of elements at a kernel's real size):
    the same first element, the same NaN rule (any payload equals any NaN, -0.0 is not
    0.0), through a layout too."""
    from types import SimpleNamespace

    from verirw.layout.data import to_transformed
    from verirw.verify.replay import first_difference
    specials = {"float32": [0.0, -0.0, np.nan, 1.5], "float64": [0.0, -0.0, np.nan, 2.5],
                "int32": [0, 1, -7], "int8": [0, 3, -1], "bool": [False, True]}[dtype]
    n = int(np.prod(shape))
    pick = st.lists(st.sampled_from(specials), min_size=n, max_size=n)
    b = np.array(data.draw(pick), dtype=dtype).reshape(shape)
    a = np.array(data.draw(pick), dtype=dtype).reshape(shape)
    if dtype == "float32" and n:      # a NaN with another payload
        a.reshape(-1)[0:1].view("uint32")[:] = 0xFFC00001
    d = np.array(data.draw(st.lists(st.booleans(), min_size=n, max_size=n)), bool).reshape(shape)
    layouts = {}
    if layout and len(shape) == 1:
        layouts = {"X": "lambda i: [i // 2, i % 2]"}
        a = to_transformed(a, layouts["X"])
    before = SimpleNamespace(arrays={"X": b}, defined={"X": d})
    after = SimpleNamespace(arrays={"X": a}, defined={"X": np.ones(a.shape, bool)}, poisoned={})
    expected = _first_difference_one_by_one(before, after, layouts)
    got = first_difference(before, after, layouts)
    if expected is None:
        assert got is None
    else:
        where = "X[" + ", ".join(map(str, expected[1])) + "]"
        assert got is not None and got.startswith(where + " differs"), (got, expected)


# ----------------------------------------------------------------------------- replay with layouts

LOGICAL = """
    @T.prim_func
    def func(A: T.Buffer((14,), "int32"), B: T.Buffer((14,), "int32")):
        for i in T.serial(14):
            B[i] = A[i] * 2
"""

PHYSICAL = """
    @T.prim_func
    def func(A: T.Buffer((4, 4), "int32"), B: T.Buffer((14,), "int32")):
        for i in T.serial(14):
            ASSUME
        for i in T.serial(14):
            B[i] = A[i // 4, i % 4] * 2
"""
L4 = {"A": "lambda i: [i // 4, i % 4]"}


def test_layout_counterexample_of_a_violated_assume_is_reproduced():
    """after assumes something of a logical element that before does not: the model's inputs
    make after fail, and the interpreter (given the model's padding) reproduces it; it used to
    say "does NOT reproduce" for every assume failure under --layout."""
    after = parse(PHYSICAL.replace("ASSUME", "T.assume(A[i // 4, i % 4] != 12345)"))
    result = verirw.check(parse(LOGICAL), after, layouts=L4, timeout_s=30)
    assert result.status == "refuted" and result.confirmed is True, result.reason
    assert 12345 in result.counterexample["inputs"]["A"]


def test_layout_assume_about_padding_is_the_callers_guarantee():
    after = parse(PHYSICAL.replace("ASSUME", "T.assume(A[3, 2] == 7 and A[3, 3] == 7)"))
    result = verirw.check(parse(LOGICAL), after, layouts=L4, timeout_s=30)
    assert result.status == "proven", result.reason


def test_layout_difference_found_by_the_solver_is_reproduced():
    after = parse(PHYSICAL.replace("ASSUME", "T.evaluate(0)").replace(
        "A[i // 4, i % 4] * 2", "A[i // 4, i % 4] * 2 + T.if_then_else(A[3, 3] == 12345, 1, 0)"))
    result = verirw.check(parse(LOGICAL), after, layouts=L4, timeout_s=30)
    assert result.status == "refuted" and result.confirmed is True, result.reason


def test_a_solver_counterexample_the_interpreter_does_not_reproduce_is_unknown(monkeypatch):
    """Without T.undef() (whose values the solver may choose), every genuine counterexample
    replays in the interpreter; one that does not is a disagreement between two engines of
    verirw — never a verdict about the user's programs."""
    import verirw
    import verirw.verify.replay as replay
    from verirw.verify import search
    before = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32")):
    for i in range(4):
        B[i] = A[i]
""")
    after = verirw.parse(verirw.script(before).replace("= A[i]", "= A[i] + 1"))
    assert verirw.check(before, after).status == "refuted"
    monkeypatch.setattr(replay, "replay", lambda *a, **k: False)     # plant the disagreement
    monkeypatch.setattr(search, "search", lambda *a, **k: None)     # the solver must find it
    result = verirw.check(before, after)
    assert result.status == "unknown" and "not reproduced" in result.reason, result


def test_first_difference_counts_an_element_after_leaves_undefined():
    """An element ``before`` defines and ``after`` leaves undefined differs whatever bits it
    holds; a poisoned one (a 32/64-bit overflow) says so (docs/semantics.md, refinement)."""
    from types import SimpleNamespace

    from verirw.verify.replay import first_difference
    b = np.array([1, 2, 3], "int32")
    before = SimpleNamespace(arrays={"X": b}, defined={"X": np.array([True, True, False])})
    for poisoned, why in ((np.array([False, True, True]), "poison"),
                          (np.zeros(3, bool), "undefined")):
        after = SimpleNamespace(arrays={"X": b.copy()}, defined={"X": np.array([True, False, False])},
                                poisoned={"X": poisoned})
        got = first_difference(before, after, {})
        assert got is not None and got.startswith("X[1] differs") and why in got, got
    after = SimpleNamespace(arrays={"X": b.copy()}, defined={"X": np.array([True, True, False])},
                            poisoned={"X": np.array([False, False, True])})
    assert first_difference(before, after, {}) is None     # before leaves X[2] undefined too
