"""``verirw.simplify`` checks the engine's program after a round while the worker runs the
next one (``verirw.passes._EarlyValidation``); the verdict is used only for that very program
and only when proven — anything else is validated as before."""

import warnings

import verirw
from verirw.passes import _EarlyValidation
from verirw.passes.simplify import Certificate, SimplifyResult
from tests.rfc import rfc

WRONG = """
@T.prim_func
def func(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in T.serial(15):
        B[i] = A[i]
"""

BEFORE = """
@T.prim_func
def func(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in T.serial(16):
        if i < 32:
            B[i] = A[i % 16] + (i // 16) * 7
"""

AFTER = """
@T.prim_func
def func(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in T.serial(16):
        B[i] = A[i]
"""


def _result(text: str) -> SimplifyResult:
    cert = Certificate()
    cert.rules_fired["arith/x"] += 1
    return SimplifyResult(verirw.parse(text), cert)


def test_simplify_is_validated_by_the_early_check():
    result = verirw.simplify(rfc(919))
    assert result.func == rfc(933)
    assert result.certificate.validation.status == "proven" and result.changed
    assert verirw.check(rfc(919), result.func).status == "proven"


def test_a_proven_verdict_applies_to_the_same_program_only():
    early = _EarlyValidation(verirw.parse(BEFORE), "ieee", 60.0)
    early(_result(AFTER))
    assert early.verdict.status == "proven"
    same = _result(AFTER)
    assert early.proves(same) and same.certificate.validation is early.verdict
    assert same.certificate.changed
    other = _result(AFTER.replace("B[i] = A[i]", "B[i] = A[i] + 0"))
    assert not early.proves(other) and other.certificate.validation is None


def test_a_verdict_short_of_proven_is_never_applied():
    early = _EarlyValidation(verirw.parse(BEFORE), "ieee", 60.0)
    early(_result(WRONG))
    assert early.verdict.status == "refuted"
    wrong = _result(WRONG)
    assert not early.proves(wrong) and wrong.certificate.validation is None
    from verirw.passes.trust import RefutedResultWarning, validated
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = validated(verirw.parse(BEFORE), wrong, name="simplify")
    assert out.certificate.reverted and not out.changed
    assert any(issubclass(w.category, RefutedResultWarning) for w in caught)


def test_the_input_itself_needs_no_verdict():
    before = verirw.parse(BEFORE)
    early = _EarlyValidation(before, "ieee", 60.0)
    early(_result(AFTER))
    same = SimplifyResult(before, Certificate())
    assert not early.proves(same)                   # unchanged: proven by reflexivity
    assert same.certificate.validation.status == "proven" and not same.changed
