"""Localised checking (verify.localise): a replaced statement proven equivalent in every state
that reaches it proves the whole programs; anything else falls back to the whole check."""

import importlib
import itertools

import pytest
from hypothesis import HealthCheck, event, given, settings, strategies as st

import verirw
from verirw.verify import localise
from verirw.verify.check import check

check_module = importlib.import_module("verirw.verify.check")   # the package exports the function

N, M = 2, 3

FACTS = {
    "none": "",
    "zero padding": f"""
    for i, j in T.grid({N}, {M}):
        T.assume(j < 2 or A[i, j] == 0)""",
    "small values": f"""
    for i, j in T.grid({N}, {M}):
        T.assume(0 <= A[i, j] and A[i, j] < 100)""",
}

STATEMENTS = {
    "add": "B[i] = B[i] + A[i, j]",
    "guarded add": "if j < 2:\n                B[i] = B[i] + A[i, j]",
    "add times one": "B[i] = B[i] + A[i, j] * 1",
    "subtract": "B[i] = B[i] - A[i, j]",
    "max": "B[i] = T.max(B[i], B[i] + A[i, j])",
    "add nonzero": "if A[i, j] != 0:\n                B[i] = B[i] + A[i, j]",
}


def reduction(facts: str, statement: str, start: str = "B[i] = 0"):
    return verirw.parse(f"""
@T.prim_func
def f(A: T.Buffer(({N}, {M}), "int32"), B: T.Buffer(({N},), "int32")):{facts}
    for i in T.serial({N}):
        {start}
        for j in T.serial({M}):
            {statement}
""")


#: how each row starts: from 0, or (row 1) from an undefined element, whose reads taint
STARTS = {"zero": "B[i] = 0", "undefined": "if i >= 1:\n            B[i] = T.undef()"}


@pytest.fixture
def localising(monkeypatch):
    """``check`` tries localisation on programs of every size."""
    monkeypatch.setattr(check_module, "SUMMARY_FROM", 0)


def _local_verdict(before, after) -> bool:
    return localise.localised(before, after, lambda b, a: check(b, a, confirm=False,
                                                                search="never"))[0]


@pytest.mark.parametrize("start, facts, s, t", [
    (r, f, s, t) for r, f, s, t in itertools.product(STARTS, FACTS, STATEMENTS, STATEMENTS)
    if s != t])
def test_localised_proofs_agree_with_the_whole_check(start, facts, s, t):
    """Whenever localisation proves a pair, the unrolled whole check proves it too."""
    before = reduction(FACTS[facts], STATEMENTS[s], STARTS[start])
    after = reduction(FACTS[facts], STATEMENTS[t], STARTS[start])
    # ~16 s of CPU for the int32 sums from an undefined start: the wall-clock timeout is only
    # an outer bound here, so that a loaded machine does not turn the verdict into unknown
    whole = check(before, after, method="unroll", timeout_s=300)
    assert whole.status in ("proven", "refuted"), whole.reason
    if _local_verdict(before, after):
        assert whole.status == "proven", (facts, s, t, whole.reason)


@pytest.mark.parametrize("facts, s, t, local, whole", [
    ("zero padding", "guarded add", "add", True, "proven"),     # overcompute over padding
    ("none", "guarded add", "add", False, "refuted"),          # no fact: the padding adds
    ("none", "add", "add times one", True, "proven"),
    ("none", "add", "add nonzero", True, "proven"),
    ("none", "add", "subtract", False, "refuted"),
    # equivalent from every state: B[i] + A[i, j] near the int32 maximum is poison on both
    # sides (an overflow), not a wrapped value smaller than B[i], so localisation shows it too
    ("small values", "add", "max", True, "proven"),
])
def test_localised_check(localising, facts, s, t, local, whole):
    before, after = reduction(FACTS[facts], STATEMENTS[s]), reduction(FACTS[facts], STATEMENTS[t])
    assert _local_verdict(before, after) is local
    result = check(before, after)
    assert result.status == whole, result.reason
    # the aligned-loops proof (verify.aligned) runs before localisation and may decide first
    structural = result.details.get("localised", False) or result.details.get("aligned", False)
    assert structural is local


def test_separately_parsed_programs_are_localised(localising):
    """``after`` parsed on its own (other variable objects) is matched by position."""
    before = reduction(FACTS["zero padding"], STATEMENTS["guarded add"])
    after = reduction(FACTS["zero padding"], STATEMENTS["add"])
    found = localise.holes(before, after)
    assert len(found) == 1 and found[0].describe() == "inside loops i, j"
    assert check(before, after).details.get("localised") is True


def test_a_fact_about_written_storage_is_not_used(localising):
    """``B[0] == 0`` holds where it is assumed, not after ``B[0] = A[0]``: the replacement
    that relies on it is refuted by the whole check, never proven locally."""
    text = """
@T.prim_func
def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32"), C: T.Buffer((4,), "int32")):
    T.assume(B[0] == 0)
    B[0] = A[0]
    for i in T.serial(4):
        C[i] = B[0] + A[i]
"""
    before, after = verirw.parse(text), verirw.parse(text.replace("B[0] + A[i]", "A[i]"))
    (hole,) = localise.holes(before, after)
    assert not any(isinstance(step, localise._Facts) for step in hole.path)
    assert not _local_verdict(before, after)
    assert check(before, after).status == "refuted"


def test_a_fact_about_read_only_storage_is_used(localising):
    text = """
@T.prim_func
def f(A: T.Buffer((4,), "int32"), C: T.Buffer((4,), "int32")):
    T.assume(A[0] == 0)
    for i in T.serial(4):
        C[i] = A[0] + A[i]
"""
    before, after = verirw.parse(text), verirw.parse(text.replace("A[0] + A[i]", "A[i]"))
    assert _local_verdict(before, after)
    result = check(before, after)
    assert result.status == "proven" and result.details.get("localised") is True


def test_handles_are_matched_by_their_buffers_names_and_scalars_by_theirs():
    """``a: T.handle`` with ``A = T.match_buffer(a, ...)`` and TVM's ``A: T.Buffer`` are the
    same parameter (``check`` relates buffers by their names); scalars must keep their names
    (``check`` relates scalars by name), and buffers theirs."""
    handles = """
@T.prim_func
def f(a: T.handle, b: T.handle, n: T.int32):
    A = T.match_buffer(a, (4,), "int32")
    B = T.match_buffer(b, (4,), "int32")
    for i in T.serial(4):
        B[i] = A[i] + n * 0
"""
    buffers = """
@T.prim_func
def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32"), n: T.int32):
    for i in T.serial(4):
        B[i] = A[i]
"""
    before, after = verirw.parse(handles), verirw.parse(buffers)
    found = localise.holes(before, after)
    assert not isinstance(found, str) and len(found) == 1
    for renamed in (buffers.replace("n: T.int32", "m: T.int32"),
                    buffers.replace("B: T.Buffer", "C: T.Buffer").replace("B[i]", "C[i]")):
        assert localise.holes(before, verirw.parse(renamed)) == "the programs' parameters differ"


def test_programs_with_allocated_storage_are_not_localised():
    text = """
@T.prim_func
def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32")):
    X = T.alloc_buffer((4,), "int32")
    X[0] = 1
    for i in T.serial(4):
        B[i] = A[i] + 0
"""
    before, after = verirw.parse(text), verirw.parse(text.replace("A[i] + 0", "A[i]"))
    reason = localise.holes(before, after)
    assert isinstance(reason, str) and "allocated storage" in reason


def test_undefined_elements_are_part_of_the_local_states(localising):
    """With ``T.undef()`` in the programs, the local programs first mark an arbitrary subset
    of every written buffer undefined: the local check covers the states with undefined
    elements that reach the replaced statement."""
    before = reduction(FACTS["zero padding"], STATEMENTS["guarded add"], STARTS["undefined"])
    after = reduction(FACTS["zero padding"], STATEMENTS["add"], STARTS["undefined"])
    assert [b.name for b in localise.undefinable_buffers(before, after)] == ["B"]
    (hole,) = localise.holes(before, after)
    local_before, local_after = localise.local_programs(
        before, hole, localise.undefinable_buffers(before, after))
    text = verirw.printer.script(local_after)
    assert "B_undefined: T.Buffer((2,), \"int8\")" in text
    assert "if B_undefined[B_e0] != 0:\n            B[B_e0] = T.undef()" in text
    result = check(before, after)
    assert result.status == "proven" and result.details.get("localised") is True
    assert check(before, after, method="unroll").status == "proven"


def test_a_local_check_does_not_localise_again(localising):
    before = reduction(FACTS["zero padding"], STATEMENTS["guarded add"])
    after = reduction(FACTS["zero padding"], STATEMENTS["add"])
    inner = []

    def check_pair(b, a):
        inner.append(localise.localised(b, a, check_pair))
        return check(b, a, confirm=False, search="never")

    assert localise.localised(before, after, check_pair)[0]
    assert inner == [(False, "already inside a localised check")]


def test_the_row_summation_kernel_is_checked_locally():
    """The benchmark reduction (4,096 x 4,094 padded to 4,096): validating overcompute used to
    unroll the 4,096-term float reduction (52 s); the replaced statement is one iteration."""
    from verirw.passes import remove_branching_through_overcompute
    f = verirw.parse("""
@T.prim_func
def row_summation(A: T.Buffer((4096, 4094), "float32"), B: T.Buffer((4096,), "float32")):
    for i in T.serial(4096):
        B[i] = 0.0
        for j in T.serial(4094):
            B[i] = B[i] + A[i, j]
""")
    f = verirw.transform_layout(f, "A", "lambda i, j: [i, j // 4, j % 4]", 0.0,
                                allow_signature_change=True)
    f = verirw.sequential_buffer_access(f, None, "A")
    res = remove_branching_through_overcompute(f, float_mode="fast")
    assert res.certificate.validation.status == "proven"
    assert res.certificate.validation.details.get("localised") is True
    assert "if" not in verirw.printer.script(res.func).split("B[i] = 0.0")[1]


def test_summaries_out_of_their_share_leave_the_decision_to_unrolling(monkeypatch):
    """A loop summary that runs out of its share of the time is not an answer: the cheap
    unrolling still decides (it used to answer unknown, "budget exhausted")."""
    from verirw.verify import summary_check
    from verirw.verify.symexec import BudgetExceeded

    def out_of_time(*args, **kwargs):
        raise BudgetExceeded("time budget exhausted during symbolic execution")

    monkeypatch.setattr(check_module, "SUMMARY_FROM", 0)
    monkeypatch.setattr(summary_check, "check_summarised", out_of_time)
    before = reduction(FACTS["zero padding"], STATEMENTS["guarded add"])
    after = reduction(FACTS["zero padding"], STATEMENTS["subtract"])
    assert check(before, after).status == "refuted"
    monkeypatch.setattr(check_module, "LOCALISED_SHARE", 0.0)
    after = reduction(FACTS["zero padding"], STATEMENTS["add"])
    result = check(before, after)
    assert result.status == "proven" and "localised" not in result.details, result.reason


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_localisation_never_proves_what_the_whole_check_refutes(data):
    """Generated programs (undef stores and padding assumes included) against their mutants
    (a literal of a stored value changed) and against the engine's unvalidated output: a
    localised proof must never meet a refutation by unrolling."""
    from test_check_summary import _mutants
    from verirw.testing.fuzz import localised_agrees
    from verirw.testing.strategies import prim_funcs
    func = data.draw(prim_funcs(max_depth=3, max_buffers=2, undef_stores=True,
                                padding_assumes=True))
    kind = data.draw(st.sampled_from(["mutant", "engine"]))
    other = (_mutants(func) if kind == "mutant"
             else verirw.simplify(func, validate=False).func)
    verdict = localised_agrees(func, other)       # a FuzzMismatch if unrolling refutes
    event(f"{kind}: {verdict}")


def test_a_replacement_may_not_leave_undefined_what_the_original_defined(localising):
    """``C[0] = B[0] * 0 + 5`` stores 5, as ``C[0] = 5`` does, but reads the undefined
    ``B[0]``: ``C[0]`` is then undefined in after, and the loop's next test of ``C[0]`` is
    undefined behaviour of after alone. A local check must compare definedness too."""
    text = """
@T.prim_func
def f(B: T.Buffer((1,), "int32"), C: T.Buffer((1,), "int32"), D: T.Buffer((3,), "int32")):
    B[0] = T.undef()
    C[0] = 5
    for i in T.serial(3):
        if C[0] > 0:
            D[i] = 1
        C[0] = 5
"""
    before = verirw.parse(text)
    after = verirw.parse(text.replace("        C[0] = 5\n", "        C[0] = B[0] * 0 + 5\n"))
    assert not _local_verdict(before, after)
    result = check(before, after, search="never")
    assert result.status == "refuted" and "undefined" in result.reason, result.reason
