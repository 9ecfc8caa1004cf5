"""verirw's passes against Apache TVM 0.27's (issue 23, "Done when"), on the corpus of
``benchmarks/tvm_pass_corpus`` (RFC 0077- and TVM-style programs written for it; each header
names its source). ``benchmarks/vs_tvm_passes.py`` runs both and compares them with its cost
metric (operations executed on the worst path, documented there and in docs/vs-tvm.md).

Asserted here: every program parses in TVM and in verirw; every verirw result is proven by
``verirw.check`` against its input; no verirw result costs more than its input; and the rate
at which verirw reaches TVM's result (or better), over the cases where TVM lowers the cost,
is at least the rate measured when this test was written (a ratchet: raise it as the passes
improve, never above what is measured)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import verirw
from verirw.passes import PASSES

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
try:
    import vs_tvm_passes as vs      # imports verirw only; TVM when a case runs
finally:
    sys.path.pop(0)

#: measured 2026-11-25 with TVM 0.27.0.post1: TVM lowers the cost of 43 of 72 programs;
#: verirw reached TVM's cost or better on 29 of them (0.674) before issue 23's work and on
#: 43 of 43 (1.00) after it. Issue 23 asks for 0.90; the ratchet is 41 of 43, leaving room
#: for a validation that runs out of time on a loaded machine (its pass then keeps the input).
#: Issue 39 adds 4 layout-change cases (schedule steps, classed against TVM's cost alone): 47.
#: Issue 38 adds 17 ``tvmrule_*`` cases, one per rule of TVM's RewriteSimplifier in the engine's
#: ``tvm`` family: TVM lowers the cost of 14 of them; without the family verirw reached none of
#: the 14 (48 of 62), with it all 62 (2026-11-27)
REACHES_AT_LEAST = 0.95
#: the denominator must not shrink silently (a corpus edit or a TVM upgrade that makes TVM do
#: less would raise the rate without any work on verirw)
TVM_CHANGES_AT_LEAST = 62

#: running both sides on the whole corpus takes about 20 s (2026-11-25, two shared cores)
slow = pytest.mark.slow

CASES = vs.corpus()
NAMES = [c.name for c in CASES]


@pytest.fixture(scope="module")
def rows():
    """Both sides on every case (TVM's passes, verirw's, the checks); skipped without TVM."""
    pytest.importorskip("tvm", reason="Apache TVM is not installed: pip install 'verirw[tvm]'")
    return {case.name: vs.compare(case) for case in CASES}


def test_corpus_is_about_forty_programs_with_headers():
    assert len(CASES) >= 40
    for case in CASES:
        assert case.source, f"{case.name}: no '# source:' line"
        assert (case.tvm_passes and case.verirw_passes) or case.schedule, case.name
        unknown = [p for p in case.verirw_passes if p not in PASSES]
        assert not unknown, f"{case.name}: verirw has no pass {unknown}"


@pytest.mark.parametrize("name", NAMES)
def test_corpus_program_parses_in_verirw(name):
    case = next(c for c in CASES if c.name == name)
    assert isinstance(verirw.parse(case.text, filename=case.path.name), verirw.ir.PrimFunc)


@slow
@pytest.mark.parametrize("name", NAMES)
def test_case_runs_in_both(rows, name):
    row = rows[name]
    assert row.klass != "error", f"{name}: {row.note}"


@slow
@pytest.mark.parametrize("name", NAMES)
def test_verirw_result_is_proven(rows, name):
    row = rows[name]
    assert row.verirw_check == "proven", f"{name}: verirw.check says {row.verirw_check}"


@slow
@pytest.mark.parametrize("name", NAMES)
def test_verirw_never_worse_than_input(rows, name):
    row = rows[name]
    if row.schedule:        # a layout with padding costs more than its input by design
        assert row.verirw_cost <= row.tvm_cost, (
            f"{name}: verirw's layout costs {row.verirw_cost} > TVM's {row.tvm_cost}")
        return
    assert row.verirw_cost <= row.input_cost, (
        f"{name}: verirw's result costs {row.verirw_cost} > input {row.input_cost}")


#: the layout-change cases of issue 39 (RFC 0077's padding in the producer loop, TVM's shape of
#: a symbolic buffer, flatten): verirw reaches TVM's cost on each (none may fall behind)
SCHEDULE_CASES = [c.name for c in CASES if c.schedule]


def test_issue_39_cases_are_in_the_corpus():
    assert {"layout_pad_in_loop", "layout_pad_input_and_output", "layout_pad_symbolic",
            "layout_flatten_padded"} <= set(SCHEDULE_CASES)


@slow
@pytest.mark.parametrize("name", SCHEDULE_CASES)
def test_layout_case_reaches_tvm(rows, name):
    row = rows[name]
    assert row.klass == "verirw>=tvm", (
        f"{name}: {row.klass} (verirw {row.verirw_cost}, TVM {row.tvm_cost}) {row.note}")


@slow
def test_reaches_tvm_at_least_the_measured_rate(rows):
    s = vs.summarize(list(rows.values()))
    print(vs.headline(s))
    assert s.changed >= TVM_CHANGES_AT_LEAST, vs.headline(s)
    assert s.rate >= REACHES_AT_LEAST, vs.headline(s)
    assert not s.tvm_refuted, f"TVM's output refuted by verirw.check: {s.tvm_refuted}"


# ----------------------------------------------------------------------------- the metric


def _cost(text: str) -> int:
    return vs.cost(verirw.parse(text))


HEAD = '@T.prim_func\ndef f(A: T.Buffer((8, 8), "int32"), n: T.int32):\n'


def test_cost_counts_executed_operations():
    # 64 iterations of (1 loop step + store 1 + add 1); 8 outer steps
    assert _cost(HEAD + "    for i, j in T.grid(8, 8):\n        A[i, j] = i + j\n") == 8 * (1 + 8 * 3)
    # assume and evaluate(0) cost nothing
    assert _cost(HEAD + "    T.assume(n < 8)\n    T.evaluate(0)\n") == 0


def test_cost_rewards_hoisting_and_worst_path():
    inner = HEAD + ("    for i in range(8):\n        for j in range(8):\n"
                    "            if i < n:\n                A[i, j] = 1\n")
    hoisted = HEAD + ("    for i in range(8):\n        if i < n:\n"
                      "            for j in range(8):\n                A[i, j] = 1\n")
    assert _cost(hoisted) < _cost(inner)
    # if: condition + branch + the costlier case
    branch = HEAD + "    if n < 1:\n        A[0, 0] = 1\n    else:\n        A[0, 0] = n + n * 2\n"
    assert _cost(branch) == 1 + 1 + (1 + 2)


def test_summary_counts_only_cases_where_tvm_lowers_the_cost():
    def row(name, inp, tvm, ours, klass, same=False):
        return vs.Row(name, "", "", input_cost=inp, tvm_cost=tvm, verirw_cost=ours, klass=klass,
                      tvm_same=same, verirw_check="proven")
    rows = [row("a", 10, 10, 8, "tvm-unchanged", same=True),
            row("b", 10, 10, 10, "tvm-unchanged"),          # cosmetic: literal change only
            row("c", 10, 6, 6, "verirw>=tvm"),
            row("d", 10, 6, 7, "verirw<tvm"),
            row("f", 10, 12, 10, "tvm-costlier"),           # no result to reach: not counted
            vs.Row("e", "", "", input_cost=3, verirw_cost=3, klass="tvm-unreadable",
                   verirw_check="proven")]
    s = vs.summarize(rows)
    assert (s.changed, s.reached, s.rate) == (2, 1, 0.5)
    assert (s.changed_literal, s.reached_literal) == (4, 3)
    assert s.behind == ["d"] and s.unreadable == ["e"] and s.tvm_costlier == ["f"]
    assert not s.worse_than_input
