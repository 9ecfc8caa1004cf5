"""Four pairs an independent tester got "proven" for, which are not refinements, and the forms
of each. Every pair is decided through every path of ``check``: the three search modes, the
unrolling and loop-summary executors, the localised check (forced at small sizes), and at the
size that sent the tester's pairs down those paths. A path may answer unknown; it may never
prove what the interpreter refutes."""

import importlib

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import verirw
from verirw.errors import ArgumentError
from verirw.verify import localise
from verirw.verify.check import check
from verirw.verify.replay import witness

check_module = importlib.import_module("verirw.verify.check")

SEARCHES = ("first", "last", "never")
METHODS = ("auto", "unroll", "summary")


@pytest.fixture
def localising(monkeypatch):
    """``check`` tries localisation on programs of every size."""
    monkeypatch.setattr(check_module, "SUMMARY_FROM", 0)


def _every_path(before, after, **kwargs) -> dict:
    return {(search, method): check(before, after, search=search, method=method, **kwargs)
            for search in SEARCHES for method in METHODS}


def _never_proven(before, after, **kwargs) -> None:
    for path, result in _every_path(before, after, **kwargs).items():
        assert result.status != "proven", (path, result.reason)


def _not_proven_in_any_search_mode(before, after, timeout_s: float, *context) -> None:
    """At the tester's size the concrete search is skipped and localisation or loop summaries
    decide: with a short budget the answer may be unknown, never proven."""
    for search in SEARCHES:
        result = check(before, after, search=search, timeout_s=timeout_s)
        assert result.status != "proven", (*context, search, result.reason)


def _refuted_by_interpreter(before, after, inputs: dict) -> str:
    found = witness(before, after, {"inputs": inputs}, {})
    assert found is not None, "the interpreter should show the difference"
    return found


# ----------------------------------------------------------------------------- 1: 0.0 vs -0.0

SIGNED_ZERO = """
@T.prim_func
def f(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32"),
      D: T.Buffer((8,), "int32"), E: T.Buffer((8,), "int32")):
    for k in range({n}):
        B[k % 8] = A[k % 8] + T.float32({zero})
        D[k % 8] = E[k % 8] * 2
"""


def _signed_zero_pair(n: int):
    before = verirw.parse(SIGNED_ZERO.format(n=n, zero="0.0"))
    after = verirw.parse(SIGNED_ZERO.format(n=n, zero="-0.0").replace(
        "E[k % 8] * 2", "E[k % 8] + E[k % 8]"))
    return before, after


def test_float_literals_are_equal_by_their_bits():
    zero, minus_zero = verirw.ir.FloatImm(0.0), verirw.ir.FloatImm(-0.0)
    assert zero != minus_zero and zero == verirw.ir.FloatImm(0.0)
    nan = verirw.ir.FloatImm(float("nan"))
    assert nan == verirw.ir.FloatImm(float("nan")) and hash(nan) == hash(verirw.ir.FloatImm(float("nan")))
    before, after = _signed_zero_pair(8)
    assert not verirw.structural.structural_equal(before, after)
    assert not verirw.structural.structural_equal(before.body.body.stmts[0], after.body.body.stmts[0])


def test_a_zero_of_the_other_sign_is_refuted(localising):
    before, after = _signed_zero_pair(8)
    zeros = {"A": np.full(8, -0.0, np.float32), "B": np.zeros(8, np.float32),
             "D": np.zeros(8, np.int32), "E": np.zeros(8, np.int32)}
    assert "B" in _refuted_by_interpreter(before, after, zeros)
    assert localise.holes(before, after) not in ("the programs are identical",)
    for path, result in _every_path(before, after, timeout_s=20).items():
        assert result.status == "refuted", (path, result.reason)


def test_a_zero_of_the_other_sign_at_the_testers_size_is_not_proven():
    _not_proven_in_any_search_mode(*_signed_zero_pair(131072), 4)


def test_a_pass_that_flips_a_zeros_sign_is_not_unchanged():
    """``passes.trust.unchanged`` skips validation for a result equal to its input."""
    from verirw.passes import trust
    from verirw.passes.simplify import Certificate, SimplifyResult
    before, after = _signed_zero_pair(8)
    assert before != after and hash(before.body) != hash(after.body)
    assert not trust.unchanged(before, SimplifyResult(after, Certificate()))


# ----------------------------------------------------------------------------- 2: a let's taint

LET_OF_UNDEFINED = """
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    A[0] = T.undef(dtype="int32")
    for k in range({n}):
        x: T.int32 = A[k % 8]
{use}
"""

BRANCH_ON_X = """        if x > 0:
            B[k % 8] = x
        else:
            B[k % 8] = x"""


def _let_pair(n: int, use: str = BRANCH_ON_X):
    before = verirw.parse(LET_OF_UNDEFINED.format(n=n, use="        B[k % 8] = x"))
    after = verirw.parse(LET_OF_UNDEFINED.format(n=n, use=use))
    return before, after


def test_a_let_bound_to_an_undefined_element_is_undefined_locally(localising):
    before, after = _let_pair(8)
    inputs = {"A": np.arange(8, dtype=np.int32), "B": np.zeros(8, np.int32)}
    assert "undefined" in _refuted_by_interpreter(before, after, inputs)
    for path, result in _every_path(before, after, timeout_s=20).items():
        assert result.status == "refuted", (path, result.reason)


def test_a_let_of_an_undefined_element_at_the_testers_size_is_not_proven():
    _not_proven_in_any_search_mode(*_let_pair(131072), 4)


def test_a_let_of_an_undefined_element_still_proves_what_holds(localising):
    """The let's cell may be undefined or defined: a rewrite correct in both states is still
    proven locally, at any size."""
    before, after = _let_pair(131072, use="        B[k % 8] = 1 + x")
    before = verirw.parse(LET_OF_UNDEFINED.format(n=131072, use="        B[k % 8] = x + 1"))
    result = check(before, after, timeout_s=60)
    assert result.status == "proven" and result.details.get("localised"), result.reason


# ----------------------------------------------------------------------------- 3: undefined lets in indices

UNDEFINED_INDEX = """
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32")):
    C[0] = T.undef(dtype="int32")
    for k in range({n}):
{body}
"""

INDEX_FORMS = {
    "let of T.undef() in a load index": """        y: T.int32 = T.undef(dtype="int32")
        B[k % 8] = A[k % 8 + y * 0]""",
    "let of an undefined element in a load index": """        y: T.int32 = C[0]
        B[k % 8] = A[k % 8 + y * 0]""",
    "in an if_then_else arm": """        y: T.int32 = T.undef(dtype="int32")
        B[k % 8] = T.if_then_else(k >= 0, A[k % 8 + y * 0], 0)""",
    "in an inner loop's load": """        y: T.int32 = C[0]
        for j in range(1):
            B[k % 8] = A[(k + j) % 8 + y * 0]""",
    "in a store index": """        y: T.int32 = C[0]
        B[k % 8 + y * 0] = A[k % 8]""",
    "in a condition": """        y: T.int32 = C[0]
        if y * 0 == 0:
            B[k % 8] = A[k % 8]""",
}


@pytest.mark.parametrize("form", sorted(INDEX_FORMS))
def test_an_undefined_let_in_an_index_or_condition_is_refuted(localising, form):
    before = verirw.parse(UNDEFINED_INDEX.format(n=8, body="        B[k % 8] = A[k % 8]"))
    after = verirw.parse(UNDEFINED_INDEX.format(n=8, body=INDEX_FORMS[form]))
    inputs = {"A": np.arange(8, dtype=np.int32), "B": np.zeros(8, np.int32),
              "C": np.zeros(8, np.int32)}
    assert "undefined" in _refuted_by_interpreter(before, after, inputs)
    for path, result in _every_path(before, after, timeout_s=20).items():
        assert result.status == "refuted", (form, path, result.reason)


def test_an_unselected_arm_does_not_taint():
    """The guard of a use counts: an undefined let read only in an arm never taken is
    harmless, and a proof of that is still found."""
    before = verirw.parse(UNDEFINED_INDEX.format(n=8, body="        B[k % 8] = A[k % 8]"))
    after = verirw.parse(UNDEFINED_INDEX.format(n=8, body="""        y: T.int32 = C[0]
        B[k % 8] = T.if_then_else(k < 0, A[(k + y) % 8], A[k % 8])"""))
    result = check(before, after, search="never")
    assert result.status == "proven", result.reason


@pytest.mark.parametrize("form", ["let of an undefined element in a load index",
                                  "in an if_then_else arm"])
def test_an_undefined_let_in_an_index_past_the_search_size_is_not_proven(form):
    before = verirw.parse(UNDEFINED_INDEX.format(n=131072, body="        B[k % 8] = A[k % 8]"))
    after = verirw.parse(UNDEFINED_INDEX.format(n=131072, body=INDEX_FORMS[form]))
    _not_proven_in_any_search_mode(before, after, 6, form)


# ----------------------------------------------------------------------------- 4: strided spans

STRIDED = """
@T.prim_func
def f(a: T.handle, B: T.Buffer((1,), "int32")):
    A = T.match_buffer(a, (4, 4), "int32", strides=(8, 1), elem_offset=2)
    B[0] = {value}
"""


def test_a_strided_parameter_must_hold_its_whole_span():
    """The contract (docs/semantics.md): a strided or offset parameter's backing storage holds
    its whole view, as TVM's code assumes; run and build refuse a shorter array, so check's
    proof over the whole span is the right question."""
    before = verirw.parse(STRIDED.format(value="A[0, 0]"))
    after = verirw.parse(STRIDED.format(value="A[0, 0] + A[3, 3] * 0"))
    span = 2 + 3 * 8 + 3 + 1
    assert verirw.ir.span(after.buffers["A"], lambda e: e.value) == span
    short = {"A": np.arange(3, dtype=np.int32), "B": np.zeros(1, np.int32)}
    for program in (before, after):
        with pytest.raises(ArgumentError, match=f"span {span}"):
            verirw.run(program, **short)
        with pytest.raises(ArgumentError, match=f"span {span}"):
            verirw.build(program)(**short)
    full = {"A": np.arange(span, dtype=np.int32), "B": np.zeros(1, np.int32)}
    assert verirw.run(after, **full)["B"][0] == 2
    out = full["B"].copy()
    verirw.build(after)(A=full["A"].copy(), B=out)
    assert out[0] == 2
    for path, result in _every_path(before, after).items():
        assert result.status in ("proven", "unknown"), (path, result.reason)
    assert check(before, after).status == "proven"


def test_a_read_beyond_the_span_is_refuted():
    before = verirw.parse(STRIDED.format(value="A[0, 0]"))
    after = verirw.parse(STRIDED.format(value="A[0, 0] + A[4, 0] * 0"))
    assert check(before, after).status == "refuted"


# ----------------------------------------------------------------------------- the property

FLOAT_PAIR = """
@T.prim_func
def f(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32"), E: T.Buffer((4,), "int32"),
      D: T.Buffer((4,), "int32")):
    for k in range(8):
        B[k % 4] = {expr}
        D[k % 4] = E[k % 4] * 2
"""

ZEROS = ("T.float32(0.0)", "T.float32(-0.0)")
FLOAT_FORMS = ("A[k % 4] + {z}", "{z} + A[k % 4]", "A[k % 4] - {z}", "A[k % 4] * {z}",
               "T.max(A[k % 4], {z})", "T.if_then_else(A[k % 4] < {z}, {z}, A[k % 4])")


@st.composite
def float_sign_pairs(draw):
    form = draw(st.sampled_from(FLOAT_FORMS))
    zb, za = draw(st.sampled_from(ZEROS)), draw(st.sampled_from(ZEROS))
    return (FLOAT_PAIR.format(expr=form.format(z=zb)), FLOAT_PAIR.format(expr=form.format(z=za)),
            {"A": np.array([-0.0, 0.0, 1.5, -2.0], np.float32), "B": np.zeros(4, np.float32),
             "E": np.zeros(4, np.int32), "D": np.zeros(4, np.int32)})


@st.composite
def undefined_let_pairs(draw):
    form = draw(st.sampled_from(sorted(INDEX_FORMS)))
    undefined = draw(st.booleans())          # C[0] undefined, or defined (then no refutation)
    before = UNDEFINED_INDEX.format(n=8, body="        B[k % 8] = A[k % 8]")
    after = UNDEFINED_INDEX.format(n=8, body=INDEX_FORMS[form])
    if not undefined:
        before, after = (p.replace('C[0] = T.undef(dtype="int32")', "C[0] = 1")
                         for p in (before, after))
    return before, after, {"A": np.arange(8, dtype=np.int32), "B": np.zeros(8, np.int32),
                           "C": np.zeros(8, np.int32)}


@st.composite
def strided_pairs(draw):
    i, j = draw(st.integers(-1, 4)), draw(st.integers(-1, 4))
    span = 2 + 3 * 8 + 3 + 1
    return (STRIDED.format(value="A[0, 0]"), STRIDED.format(value=f"A[0, 0] + A[{i}, {j}] * 0"),
            {"A": np.arange(span, dtype=np.int32), "B": np.zeros(1, np.int32)})


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(pair=st.one_of(float_sign_pairs(), undefined_let_pairs(), strided_pairs()),
       localise_small=st.booleans())
def test_no_check_path_proves_what_the_interpreter_refutes(monkeypatch, pair, localise_small):
    before_text, after_text, inputs = pair
    before, after = verirw.parse(before_text), verirw.parse(after_text)
    refuted = witness(before, after, {"inputs": inputs}, {})
    if localise_small:
        monkeypatch.setattr(check_module, "SUMMARY_FROM", 0)
    try:
        for path, result in _every_path(before, after, timeout_s=20).items():
            if refuted is not None:
                assert result.status != "proven", (path, refuted, result.reason)
    finally:
        monkeypatch.undo()
