"""RFC 0077's implementation walkthroughs (examples/walkthroughs/), end to end: every step is
proven by check, agrees with the interpreter on random inputs that satisfy its assumes, and
reaches the RFC's program; every NOT-valid step is refused with its reason."""

import sys
from pathlib import Path

import pytest

import verirw
from verirw.walkthrough import Refused, Step, Walkthrough, run_walkthrough

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "examples" / "walkthroughs"))

import run_all as runner  # noqa: E402

ALL = list(runner.walkthroughs())


def test_every_walkthrough_module_is_listed():
    names = {p.stem for p in (HERE.parent / "examples" / "walkthroughs").glob("*.py")}
    assert names - {"run_all", "corpus"} == set(runner.MODULES)


SLOW = {"multiple_buffers", "implicit_default"}      # more than 20 s each: make test-quick skips


@pytest.mark.parametrize("walkthrough", [pytest.param(w, marks=pytest.mark.slow) if w.name in SLOW
                                         else w for _, w in ALL], ids=lambda w: w.name)
def test_walkthrough(walkthrough):
    reports = run_walkthrough(walkthrough)
    failures = [f"{r.title}: {r.verdict}: {r.reason}; random: {r.difference}; "
                f"runs {r.trials}; matches RFC: {r.matches_rfc}" for r in reports if not r.ok]
    assert not failures, "\n".join(failures)
    assert len(reports) == len(walkthrough.steps)
    steps = [r for r in reports if not r.expected_refusal]
    assert all(r.trials > 0 for r in steps)
    if walkthrough.final is not None:
        assert steps[-1].matches_final is True


def test_walkthroughs_cover_the_rfc_sections():
    sections = {w.section.split(" (")[0] for _, w in ALL}
    assert {"Never write to transformation padding", "Never read from transformation padding",
            "Allocate internal buffer containing transformation padding",
            "Explicitly write next operator's desired default at end of function",
            "Apply operator element-wise over the transformation padding",
            "Multiple Buffer Semantics", "Overcompute vs Branching",
            "New Primitive - Remove Overcompute Through Branching",
            "Points of Communication"} <= sections


def test_a_wrong_step_fails_the_walkthrough():
    """The runner is not a rubber stamp: a step that changes the result is reported."""
    start = "@T.prim_func\ndef f(A: T.Buffer((4,), 'int32')):\n    for i in T.serial(4):\n        A[i] = i\n"
    wrong = start.replace("A[i] = i", "A[i] = i + 1")
    w = Walkthrough("wrong", "test", start, (Step("off by one", lambda f: verirw.parse(wrong)),))
    (report,) = run_walkthrough(w)
    assert report.verdict == "refuted" and not report.ok
    assert "differs" in report.difference


def test_a_refusal_that_does_not_happen_fails_the_walkthrough():
    start = "@T.prim_func\ndef f(A: T.Buffer((4,), 'int32')):\n    for i in T.serial(4):\n        A[i] = i\n"
    same = start.replace("A[i] = i", "A[i] = i + 0")
    w = Walkthrough("not refused", "test", start, (Refused("harmless", same, reason="differs"),))
    (report,) = run_walkthrough(w)
    assert report.verdict == "NOT refused" and not report.ok


def test_the_rfc_text_that_differs_is_not_matched():
    start = "@T.prim_func\ndef f(A: T.Buffer((4,), 'int32')):\n    for i in T.serial(4):\n        A[i] = i\n"
    other = start.replace("A[i] = i", "A[i] = 2 * i")
    w = Walkthrough("mismatch", "test", start, (Step("nothing", lambda f: f, rfc=other),))
    (report,) = run_walkthrough(w)
    assert report.matches_rfc is False and not report.ok


def test_row_summation_overcompute_is_valid_under_ieee_on_one_row():
    """The walkthrough proves the 16-row step in fast mode (budget); the IEEE claim of its
    docstring — a row sum from +0.0 is never -0.0, so adding padding zeros is exact — is
    proven here on one row."""
    import row_summation as rs
    one_row = {"16, 4, 4": "1, 4, 4", "(16,)": "(1,)", "grid(16,": "grid(1,",
               "serial(16)": "serial(1)"}
    before, after = rs.BRANCHING, rs.OVERCOMPUTE
    for old, new in one_row.items():
        before, after = before.replace(old, new), after.replace(old, new)
    result = verirw.check(verirw.parse(before), verirw.parse(after))
    assert result.status == "proven", result.reason
    # the joint query exceeds its 2 s; each row-sum obligation alone is proven
    assert result.reason.endswith("one at a time") and result.details["split"]


def test_inputs_satisfy_padding_assumes():
    """Random inputs violate ``T.assume(... or A[io, ii] == 0)``; the walkthroughs pin the
    padding so that every run is a real comparison (a violated assume would make it vacuous)."""
    import numpy as np
    from corpus import rfc
    from verirw.errors import ExecutionError
    from verirw.testing.inputs import random_inputs, satisfy_assumes
    consumer = verirw.parse(rfc(1765))["consumer"]
    raw = random_inputs(consumer, 1)
    raw["A"][3, 2:] = 5
    with pytest.raises(ExecutionError):
        verirw.run(consumer, **raw)
    fixed = satisfy_assumes(consumer, raw)
    assert np.all(fixed["A"][3, 2:] == 0) and np.array_equal(fixed["A"][:3], raw["A"][:3])
    verirw.run(consumer, **fixed)
    undef = verirw.parse(rfc(2547))            # `A[io, ii] == T.undef()` pins nothing
    raw = random_inputs(undef, 2)
    assert np.array_equal(satisfy_assumes(undef, raw)["A"], raw["A"])
