"""Translation validation on the RFC 0077 walkthroughs: each verdict is pinned.

Steps are pairs of examples from tests/conformance/examples (by their line in the RFC).
Besides confirming the valid steps, verirw refutes several steps *as the RFC writes them*;
each refutation below is explained, and its counterexample is replayed in the interpreter.
"""

from __future__ import annotations

import textwrap

import pytest

import verirw
from verirw.verify import check

from rfc import L4, L8
from rfc import rfc as example


PROVEN = [  # (before, after, layouts) valid under strict IEEE semantics
    (615, 623, {"A": L4}), (623, 631, {}), (651, 659, {"A": L4}), (659, 667, {}),
    (680, 697, {"A": L4, "B": L4}), (697, 719, {}), (697, 746, {}), (779, 800, {"A": L4, "B": L4}),
    (919, 933, {}), (1012, 1021, {}), (1036, 1045, {}), (1162, 1170, {}), (1170, 1180, {}),
    (1218, 1240, {}), (1330, 1344, {"A": L4}), (1344, 1358, {"B": L4}), (1358, 1376, {}),
    (1439, 1459, {}), (1459, 1484, {}), (1484, 1510, {}), (1510, 1533, {}),
    (1595, 1602, {"A": L4}), (1602, 1609, {}), (1632, 1639, {"A": L4}), (1639, 1647, {}),
    (1671, 1678, {}), (1678, 1689, {}), (1689, 1705, {}), (1705, 1722, {}),
    (1903, 1950, {"A": L8}), (1950, 2002, {"B": L8}), (2038, 2073, {}), (2119, 2157, {}),
    (2157, 2189, {}), (2231, 2273, {}), (2420, 2462, {}),
    (2540, 2547, {"A": L4}), (2547, 2561, {"B": L4}), (2561, 2578, {}), (2578, 2602, {}),
    (2602, 2619, {}), (2640, 2653, {"A": "lambda i, j: [i // 4, i % 4, j]"}),
]


@pytest.mark.parametrize("before, after, layouts", PROVEN, ids=lambda x: str(x) if isinstance(x, int) else "")
def test_valid_steps_are_proven(before, after, layouts):
    result = check(example(before), example(after), layouts=layouts)
    assert result.status == "proven", result.reason


REFUTED = [  # (before, after, layouts, float mode, what the counterexample shows)
    # the RFC marks this intermediate illegal: the init needs the previous result
    (800, 824, {}, "ieee", "B[0, 1] differs"),
    # RemoveNoOp of `B[0] = 0.0` under T.assume(B[0] == 0.0): B[0] may be -0.0 (== 0.0 in IEEE)
    (880, 889, {}, "ieee", "B[0] differs: before gives 0.0, after gives -0.0"),
    # the RFC's own example of an INCORRECT merge of data-dependent conditionals
    (988, 999, {}, "ieee", "differs"),
    # MergeAdjacentLoops example: the RFC writes `A[i - 1] + i` for `A[i - 1] + 1.0`
    (1252, 1275, {}, "ieee", "A[2] differs: before gives 2.0, after gives 3.0"),
    # removing the branch reads A[io + (ii + f) // 4, ...] out of bounds
    (1376, 1408, {}, "ieee", "out-of-bounds access A[4, 0] (shape (4, 4)) at io=3, ii=2, f=2"),
    # sequential_buffer_access(A): B's index should be (8*io + ii + fi - 2) // 8 (off by 2)
    (2002, 2038, {}, "ieee", "B[0, 2] differs"),
    (2002, 2038, {}, "fast", "differs"),
    # B's padding is io == 2 and ii >= 4, but the RFC writes ii >= 6: B[2, 4] changes
    (2073, 2119, {}, "ieee", "B[2, 4] differs"),
    # "simplifying for readability" turns `not a and not b` into `a' or b'` (De Morgan slip):
    # extra F[fi] * 0.0 terms, NaN when F[fi] is infinite
    (2189, 2231, {}, "ieee", "differs"),
    # floormod overcompute adds F[fi] * A[padding] = F[fi] * 0.0: NaN when F[fi] is infinite
    (2348, 2420, {}, "ieee", "differs"),
]


@pytest.mark.parametrize("before, after, layouts, mode, fragment", REFUTED,
                         ids=lambda x: str(x) if isinstance(x, (int, str)) and len(str(x)) < 6 else "")
def test_rfc_defects_are_refuted_with_confirmed_counterexamples(before, after, layouts, mode, fragment):
    result = check(example(before), example(after), layouts=layouts, float_mode=mode)
    assert result.status == "refuted", result.reason
    assert fragment in result.reason
    assert result.confirmed is True                 # the interpreter reproduces it
    assert result.exit_code == 1


FAST_ONLY = [(880, 889), (2189, 2231), (2273, 2348), (2348, 2420)]


@pytest.mark.parametrize("before, after", FAST_ONLY)
def test_float_steps_valid_under_fast_math(before, after):
    """Valid when floats may be reassociated and are never NaN/inf (fast-math)."""
    assert check(example(before), example(after), float_mode="fast").status == "proven"


POINTS_OF_COMMUNICATION = [  # the RFC's verdicts: (before, after, function before, after, valid?)
    (2843, 2859, "transform_A", "transform_A", False),  # changes an output's padding
    (2843, 2859, "compute_C", "compute", False),         # reads padding no assume makes readable
    (2887, 2910, "transform_A", "transform_A", True),    # padding later overwritten by undef
    (2887, 2910, "compute_C", "compute", False),         # readable (undef) is not enough
    (2952, 2974, "compute_C", "compute_C", True),        # the assume says padding is 0
]


@pytest.mark.parametrize("before, after, fb, fa, valid", POINTS_OF_COMMUNICATION)
def test_points_of_communication(before, after, fb, fa, valid):
    result = check(example(before)[fb], example(after)[fa])
    assert result.status == ("proven" if valid else "refuted"), result.reason
    if not valid:
        assert result.confirmed is True


def test_producer_consumer_module_with_layout():
    result = check(example(1750), example(1765), layouts={"A": L4})
    assert result.status == "proven"
    assert set(result.details["functions"]) == {"producer", "consumer"}


def parse(text):
    return verirw.parse(textwrap.dedent(text))


BEFORE = parse("""
    @T.prim_func
    def func(A: T.Buffer((14,), "int32"), B: T.Buffer((1,), "int32")):
        B[0] = 0
        for i in T.serial(14):
            B[0] = B[0] + A[i]
""")
PLANTED = {
    "off_by_one_loop_bound": ("""
        @T.prim_func
        def func(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")):
            for io, ii in T.grid(4, 4):
                T.assume(4 * io + ii < 14 or A[io, ii] == 0)
            B[0] = 0
            for i in T.serial(13):
                B[0] = B[0] + A[i // 4, i % 4]
    """, "B[0] differs"),
    "dropped_conditional_reads_padding": ("""
        @T.prim_func
        def func(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")):
            B[0] = 0
            for io, ii in T.grid(4, 4):
                B[0] = B[0] + A[io, ii]
    """, "B[0] differs"),
    "assume_promises_the_wrong_pad_value": ("""
        @T.prim_func
        def func(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")):
            for io, ii in T.grid(4, 4):
                T.assume(4 * io + ii < 14 or A[io, ii] == 1)
            B[0] = 0
            for io, ii in T.grid(4, 4):
                B[0] = B[0] + A[io, ii]
    """, "B[0] differs"),
    "out_of_bounds_after_transform": ("""
        @T.prim_func
        def func(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")):
            B[0] = 0
            for i in T.serial(14):
                B[0] = B[0] + A[i // 4, i % 4 + 1]
    """, "out-of-bounds"),
}


@pytest.mark.parametrize("name", sorted(PLANTED))
def test_planted_miscompilations_are_refuted(name):
    text, fragment = PLANTED[name]
    result = check(BEFORE, parse(text), layouts={"A": L4})
    assert result.status == "refuted" and fragment in result.reason, result.reason
    assert result.confirmed is True


def test_the_correct_version_is_proven():
    after = parse("""
        @T.prim_func
        def func(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")):
            for io, ii in T.grid(4, 4):
                T.assume(4 * io + ii < 14 or A[io, ii] == 0)
            B[0] = 0
            for io, ii in T.grid(4, 4):
                B[0] = B[0] + A[io, ii]
    """)
    assert check(BEFORE, after, layouts={"A": L4}).status == "proven"


def test_budget_gives_unknown_never_proven():
    result = check(example(2540), example(2547), layouts={"A": L4}, max_statements=20)
    assert result.status == "unknown" and "budget" in result.reason
    assert result.exit_code == 2
    with pytest.raises(TypeError):
        bool(result)


def test_signature_mismatch_asks_for_a_layout():
    with pytest.raises(verirw.ArgumentError, match="--layout A="):
        check(example(2540), example(2547))


def test_non_injective_layout_is_refused_with_the_colliding_indices():
    with pytest.raises(verirw.ArgumentError, match=r"not injective.*\[0\] and \[4\]"):
        check(example(2540), example(2547), layouts={"A": "lambda i: [i % 4, i % 4]"})


def test_special_inputs_respect_padding_assumes():
    """Zeros, ones and small random arrays all violate ``A[pad] == 5``; with the padding
    pinned to 5 the special inputs show at once that the unguarded sum adds it."""
    before = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")):
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 14 or A[io, ii] == 5)
    B[0] = 0
    for io, ii in T.grid(4, 4):
        if 4 * io + ii < 14:
            B[0] = B[0] + A[io, ii]
""")
    after = verirw.parse(verirw.script(before).replace("        if 4 * io + ii < 14:\n", "")
                         .replace("            B[0] = B[0] + A", "        B[0] = B[0] + A"))
    result = verirw.check(before, after)
    assert result.status == "refuted"
    assert "B[0] differs" in result.reason and "special inputs" in result.reason
    assert result.counterexample["inputs"]["A"][3, 2] == 5


@pytest.mark.parametrize("refute_first", [True, False])
@pytest.mark.parametrize("decided", [True, False])
def test_exact_arithmetic_search_order(refute_first, decided):
    """A float check looks for an exact-arithmetic counterexample before the IEEE question
    (refute_first), or, when validating, only once the IEEE question is undecided."""
    import importlib
    import time
    module = importlib.import_module("verirw.verify.check")
    calls = []

    def decide():
        calls.append("decide")
        return "proven" if decided else "unknown"

    def exact(until):
        calls.append("exact")
        return None

    module._exact_arithmetic_too(decide, exact, time.monotonic() + 60, refute_first,
                                 undecided=lambda r: r == "unknown")
    expected = (["exact", "decide"] if refute_first
                else ["decide"] if decided else ["decide", "exact"])
    assert calls == expected
