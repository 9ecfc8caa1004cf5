"""RFC 0077 "Enhancement - Simplify", example by example, plus what a user of such a pass
expects: identical branches, nested conditions, index arithmetic with loop ranges, and the
refusals (data-dependent conditionals, invalidated or out-of-scope assumes)."""

import pytest

import verirw
from verirw.egraph.engine import Limits
from verirw.passes.simplify import simplify_func
from tests.rfc import rfc


def simplified(func, **kw):
    return simplify_func(func, **kw).func


def validated(text_or_func):
    """The isolated public entry with translation validation of the whole result."""
    func = verirw.parse(text_or_func) if isinstance(text_or_func, str) else text_or_func
    result = verirw.simplify(func, validate=True)
    assert result.certificate.validation.status == "proven", result.certificate.validation
    return result


# ----------------------------------------------------------------------------- the RFC examples


def test_merges_identical_conditionals():
    """L919 -> L933: ``i < 8`` and ``i // 8 == 0`` are proven equivalent over the loop range."""
    result = validated(rfc(919))
    assert result.func == rfc(933)
    fired = result.certificate.rules_fired
    assert fired["stmt/merge-equiv"] >= 1
    claims = [o.claim for o in result.certificate.proven_obligations if o.kind == "equivalent"]
    assert claims == ["i < 8  <=>  i // 8 == 0"]


COMPLEMENTARY_BEFORE = """
@T.prim_func
def func(A: T.Buffer[(4,4), "float32"], B: T.Buffer[(4,4), "float32"]):
    for i,j in T.grid(4,4):
        if 4*i + j < 14:
            A[i, j] = 0.0
        else:
            A[i, j] = 1.0

        if i==3 and j>=2:
            B[i, j] = 2.0
        else:
            B[i, j] = 3.0
"""

COMPLEMENTARY_AFTER = """
@T.prim_func
def func(A: T.Buffer[(4,4), "float32"], B: T.Buffer[(4,4), "float32"]):
    for i,j in T.grid(4,4):
        if 4*i + j < 14:
            A[i, j] = 0.0
            B[i, j] = 3.0
        else:
            A[i, j] = 1.0
            B[i, j] = 2.0
"""


def test_rfc_complementary_example_is_rejected_as_written():
    """The RFC indexes its (4, 4) buffers with one index (L955): a defect, not accepted."""
    with pytest.raises(verirw.ScriptError, match="has rank 2 .* indexed with 1 index"):
        rfc(955)


def test_merges_complementary_conditionals():
    """L955 -> L970 with the buffers indexed by [i, j]."""
    result = validated(COMPLEMENTARY_BEFORE)
    assert result.func == verirw.parse(COMPLEMENTARY_AFTER)
    assert result.certificate.rules_fired["stmt/merge-compl"] >= 1


def test_does_not_merge_data_dependent_conditionals():
    """L988: the first body writes A[i], which the second condition reads; L999 is wrong."""
    before = rfc(988)
    result = simplify_func(before)
    assert result.func == before
    assert result.func != rfc(999)
    assert not any(o.kind in ("equivalent", "complementary") for o in result.certificate.obligations)


def test_uses_assume_about_scalars():
    """L1012 -> L1021: ``T.assume(0 <= n < 8)`` makes ``n // 8`` zero; the assume stays."""
    assert validated(rfc(1012)).func == rfc(1021)


def test_uses_assume_about_buffer_values_only_until_overwritten():
    """L1036 -> L1045: the condition's ``B[0]`` becomes 0; the loop's may not (B[0] is
    written in the loop)."""
    result = validated(rfc(1036))
    assert result.func == rfc(1045)
    kinds = [o.claim for o in result.certificate.proven_obligations if o.kind == "assume-value"]
    assert kinds == ["B[0] == 0 (from T.assume)"]


# ----------------------------------------------------------------------------- beyond the RFC


def test_identical_branches_drop_the_condition():
    func = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[16, "int32"], B: T.Buffer[16, "int32"]):
    for i in T.serial(16):
        if A[i] < 0:
            B[i] = 1
        else:
            B[i] = 1
""")
    out = validated(func).func
    assert verirw.script(out).count("if") == 0


def test_identical_branches_keep_an_evaluation_that_may_fail():
    """``A[n]`` may be out of bounds: the condition's evaluation is kept (RFC: Evaluate)."""
    func = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[16, "int32"], B: T.Buffer[16, "int32"], n: T.int32):
    if A[n] < 0:
        B[0] = 1
    else:
        B[0] = 1
""")
    text = verirw.script(simplified(func))
    assert "T.evaluate(A[n] < 0)" in text and "if" not in text


def test_index_arithmetic_with_loop_ranges():
    """The issue's example: ``(4*io + ii + f) // 4 -> io + (ii + f) // 4``, and with the
    ranges of ii and f the division disappears where it can."""
    func = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"], B: T.Buffer[32, "int32"]):
    for io, ii in T.grid(4, 4):
        B[(4 * io + ii) // 4] = A[io, ii]
        B[(4 * io + ii) % 4 + 16] = A[io, ii]
""")
    text = verirw.script(validated(func).func)
    assert "B[io] = A[io, ii]" in text
    assert "B[ii + 16] = A[io, ii]" in text


def test_floor_division_rule_is_not_applied_to_truncating_division():
    func = verirw.parse("""
@T.prim_func
def func(B: T.Buffer[8, "int32"], f: T.int32):
    for io, ii in T.grid(2, 4):
        B[io] = T.truncdiv(4 * io + ii + f, 4)
        B[io + 4] = (4 * io + ii + f) // 4
""")
    text = verirw.script(validated(func).func)
    assert "T.truncdiv(4 * io + ii + f, 4)" in text or "T.truncdiv(io * 4 + ii + f, 4)" in text
    assert "B[io + 4] = io + (ii + f) // 4" in text


def test_nested_identical_condition():
    func = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[16, "int32"], n: T.int32):
    for i in T.serial(16):
        if i < n:
            if i < n:
                A[i] = 1
            else:
                A[i] = 2
""")
    text = verirw.script(validated(func).func)
    assert text.count("if") == 1 and "A[i] = 2" not in text


def test_condition_decided_by_the_enclosing_branch():
    """Context, not global facts: inside ``if i < 4`` the test ``i < 8`` holds."""
    func = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[16, "int32"]):
    for i in T.serial(16):
        if i < 4:
            if i < 8:
                A[i] = 1
        if i < 8:
            A[i] = 2
""")
    text = verirw.script(validated(func).func)
    assert text.count("if") == 2                        # the second `i < 8` stays


def test_empty_and_zero_extent_loops_disappear():
    func = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[16, "int32"]):
    for i in T.serial(0):
        A[i] = 1
    for j in T.serial(16):
        if j < 0:
            A[j] = 2
    A[0] = 3
""")
    assert verirw.script(validated(func).func).count("for") == 0


def test_assume_in_a_branch_does_not_leak():
    """An assume under a condition holds only there; it must not simplify the store after."""
    func = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[2, "int32"], n: T.int32, c: T.int32):
    if c > 0:
        T.assume(n >= 0 and n < 8)
    A[1] = n // 8
""")
    out = validated(func).func
    assert "A[1] = n // 8" in verirw.script(out)


def test_user_assumes_are_kept():
    func = rfc(1012)
    assert "T.assume(n >= 0 and n < 8)" in verirw.script(simplified(func))


def test_undef_algebra():
    func = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[4, "int32"]):
    A[0] = T.undef(dtype="int32") * 0
    A[1] = A[2] + T.undef(dtype="int32")
    A[3] = T.undef(dtype="int32") - T.undef(dtype="int32")
""")
    text = verirw.script(simplified(func))
    assert "A[0] = 0" in text
    assert "A[1] = T.undef(" in text
    assert "A[3] = T.undef(dtype=\"int32\") - T.undef(dtype=\"int32\")" in text   # not 0


def test_float_rules_respect_the_float_mode():
    func = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[4, "float32"]):
    A[0] = A[1] + T.float32(0)
""")
    assert "A[1] + T.float32(0)" in verirw.script(simplified(func)) \
        or "A[1] + 0.0" in verirw.script(simplified(func))
    assert "A[0] = A[1]\n" in verirw.script(simplified(func, float_mode="fast")) + "\n"


def test_output_is_deterministic():
    a = verirw.script(simplified(rfc(919)))
    b = verirw.script(simplified(rfc(919)))
    assert a == b


# ----------------------------------------------------------------------------- limits


def test_iteration_limit_gives_a_sound_partial_result():
    result = simplify_func(rfc(919), limits=Limits(iterations=1, rounds=1))
    assert "iteration limit" in result.certificate.stop
    assert verirw.check(rfc(919), result.func).status == "proven"


def test_node_limit_stops_the_engine():
    result = simplify_func(rfc(919), limits=Limits(nodes=10))
    assert "node limit" in result.certificate.stop


def test_blow_up_in_the_worker_does_not_take_the_caller_down():
    """Unrestricted commutativity + associativity + distributivity (the TECH-NOTES hazard),
    under a 300 MB limit: egglog aborts the worker; the caller gets a proven result and the
    reason, and the next call works."""
    from verirw.egraph.rule import Rule
    blowup = [Rule("comm-add", "x + y", "y + x", domains=("wrap",), family="blowup"),
              Rule("comm-mul", "x * y", "y * x", domains=("wrap",), family="blowup"),
              Rule("assoc-add", "(x + y) + z", "x + (y + z)", domains=("wrap",), family="blowup"),
              Rule("assoc-add-r", "x + (y + z)", "(x + y) + z", domains=("wrap",), family="blowup"),
              Rule("distribute", "x * (y + z)", "x * y + x * z", when="safe(x)",
                   domains=("wrap",), family="blowup")]
    terms = " + ".join(f"A[{k}]" for k in range(8))
    func = verirw.parse(f"""
@T.prim_func
def func(A: T.Buffer[8, "int32"], B: T.Buffer[1, "int32"]):
    B[0] = (A[0] + A[1]) * ({terms}) * (A[2] + A[3] + A[4])
""")
    # 200 steps: the engine loads only the rules a program can match, and with them the 4,577-node
    # graph needs 187 MB after 60 steps (504 MB with the whole library), 460 MB after 200
    limits = Limits(iterations=200, nodes=10**9, seconds=120, memory_mb=300)
    result = verirw.simplify(func, limits=limits, extra_rules=blowup)
    assert "killed" in result.certificate.stop or "exited" in result.certificate.stop \
        or "memory" in result.certificate.stop, result.certificate.stop
    assert verirw.check(func, result.func).status == "proven"
    assert verirw.simplify(rfc(919)).func == rfc(933)          # a fresh worker


def test_dropping_a_load_never_turns_wrapped_arithmetic_into_index_arithmetic():
    """``(A[i] * 0 + 200) * 300`` wraps (int16: -5536); ``(0 + 200) * 300`` in the IR would not
    (60000) if it lost its domain. Extraction keeps the value domain with the
    ``T.reinterpret`` marker, so each condition is decided on the wrapped value. (From 32 bits
    the product is exact or poison: no wrap to keep.)"""
    source = """
@T.prim_func
def func(A: T.Buffer[4, "int16"], B: T.Buffer[4, "int32"]):
    for i in T.serial(4):
        if (A[i] * T.int16(0) + T.int16(200)) * T.int16(300) CMP T.int16(5):
            B[i] = 1
"""
    for cmp, stores in (("<", True), (">", False)):
        func = verirw.parse(source.replace("CMP", cmp))
        result = simplify_func(func)
        assert verirw.check(func, result.func).status == "proven"
        text = verirw.script(result.func)
        assert ("B[i] = 1" in text) == stores and "if" not in text, text


def test_empty_loop_range_is_not_a_fact():
    """Regression (found by the pipeline property): the range of ``for o in T.serial(0)`` is a
    contradiction, from which the bounds and facts rules derived terms without end inside one
    egglog run (no limit could stop it). An empty loop contributes no range fact now."""
    src = """
@T.prim_func
def func(A: T.Buffer((5, 5), "float64"), B: T.Buffer((1,), "uint8")):
    for o in T.serial(0):
        for t in T.unroll(-1, 2):
            w = o + 1
            if A[o, w] == 0.0 and A[o, w] != 0.0:
                A[t % 5, t % 5] = T.if_then_else(o < o, T.Cast("float64", t * 3 + o), 0.0)
                t1 = T.min(T.int32(8), T.int32(5))
                B[(T.int32(3) + T.int32(-8)) % 1] = (
                    T.if_then_else(7 == T.truncmod(T.int32(-7), T.int32(4)), T.if_then_else(t1 >= t1 or t1 != t1, B[t1 % 1], 217), 130 * B[T.int32(-5) % T.int32(-5) % 1])
                )
"""
    from verirw.egraph.engine import Limits
    from verirw.testing import fuzz
    result = verirw.simplify(verirw.parse(src), isolate=False, limits=Limits(**fuzz.SIMPLIFY_LIMITS))
    assert verirw.script(result.func).rstrip().endswith("pass")


def test_the_certificate_names_applied_obligations_and_refused_candidates_apart():
    """A successful simplification does not read as failure: ``obligations`` are those of
    the rewrites applied (every one proven), ``refused`` the candidates tried and not
    applied, each with its reason, in the summary, the JSON and the Python API."""
    from verirw.passes.simplify import Certificate, refusal_reason
    cert = validated(rfc(919)).certificate
    assert cert.obligations and all(o.status == "proven" for o in cert.obligations)
    assert cert.refused and all(o.status in ("refuted", "unknown") for o in cert.refused)
    assert "refuted" in refusal_reason(cert.refused[0])
    summary = cert.summary()
    assert f"{len(cert.obligations)} proven obligation" in summary
    assert f"{len(cert.refused)} candidates refused (not applied)" in summary
    assert "z3 obligations proven" not in summary
    record = cert.to_json()
    assert all(o["status"] == "proven" for o in record["obligations"])
    assert len(record["refused"]) == len(cert.refused) and all(o["reason"] for o in record["refused"])
    back = Certificate.from_json(record)
    assert (back.obligations, back.refused) == (cert.obligations, cert.refused)
    # a certificate written before the split (refused questions among the obligations) reads
    old = dict(record, obligations=record["obligations"] + record["refused"])
    del old["refused"]
    back = Certificate.from_json(old)
    assert [o.claim for o in back.refused] == [o.claim for o in cert.refused]
    # a pass appending a refused question to obligations files it under refused
    back.obligations.append(cert.refused[0])
    assert back.obligations == cert.obligations and len(back.refused) == len(cert.refused) + 1


def test_a_question_settled_by_intervals_is_not_labelled_z3():
    from verirw.cli import _format_certificate
    cert = simplify_func(verirw.parse(
        '@T.prim_func\ndef func(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):\n'
        '    for i in T.serial(16):\n        if i < 32:\n            B[i] = A[i % 16]\n')).certificate
    lines = [line for line in _format_certificate(cert).splitlines() if "interval" in line]
    assert lines and not any("z3" in line for line in lines), lines
