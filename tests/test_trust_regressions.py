"""Reproducers of the trust issue (19), as regression tests. A bug that still stands is
xfail(strict=True): when its fix lands the test passes, strict xfail turns that into a failure,
and the mark must be removed — so a fix cannot land unnoticed, nor a regression afterwards.
Items 1, 2, 4 and 5, the literal-folding findings and the scalar-parameter ranges are fixed
(plain tests).

Item 1: after ``T.assume(A[k] == v)`` Simplify's contextual pass replaces the load by ``v``;
the expression then reads no memory and is evaluated as index arithmetic (no wrap-around).
Item 2: ``not (A[i] == T.undef())`` (False) rewritten to ``A[i] != T.undef()`` (undefined).
Item 4: deep expressions crash with RecursionError. Item 5: ``S = 5`` shadows buffer ``S``.
"""

from __future__ import annotations

import numpy as np
import pytest

import verirw
from verirw.testing import fuzz, trust_checks
from verirw.testing.edge_cases import RebindingScript
from verirw.testing.inputs import default_scalars, inputs_for


WRAP_AFTER_ASSUME = {
    # int16: wrap-around is the meaning below 32 bits; from 32 bits an overflow is poison
    # (docs/semantics.md) and these programs would have no defined behaviour to keep
    "int16_branch": '''
@T.prim_func
def func(A: T.Buffer((1,), "int16"), B: T.Buffer((1,), "int32")):
    T.assume(A[0] == T.int16(32767))
    if A[0] + T.int16(1) > A[0]:
        B[0] = 1
    else:
        B[0] = 2
''',
    "cast_to_int64": '''
@T.prim_func
def func(A: T.Buffer((1,), "int16"), B: T.Buffer((1,), "int64")):
    T.assume(A[0] == T.int16(32767))
    B[0] = T.Cast("int64", A[0] + T.int16(1))
''',
    "mul_then_div": '''
@T.prim_func
def func(A: T.Buffer((1,), "int16"), B: T.Buffer((1,), "int16")):
    T.assume(A[0] == T.int16(3))
    B[0] = A[0] * T.int16(20000) // T.int16(7)
''',
    "uint8_below_zero": '''
@T.prim_func
def func(A: T.Buffer((1,), "uint8"), B: T.Buffer((1,), "int32")):
    T.assume(A[0] == T.uint8(0))
    B[0] = T.Cast("int32", A[0] - T.uint8(1))
''',
    "int8_branch": '''
@T.prim_func
def func(A: T.Buffer((1,), "int8"), B: T.Buffer((1,), "int32")):
    T.assume(A[0] == T.int8(127))
    if A[0] + T.int8(1) < A[0]:
        B[0] = 1
    else:
        B[0] = 2
''',
    "assume_in_loop": '''
@T.prim_func
def func(A: T.Buffer((1,), "int16"), B: T.Buffer((2,), "int64")):
    for i in range(2):
        T.assume(A[0] == T.int16(32767))
        B[i] = T.Cast("int64", A[0] + T.int16(1))
''',
    "let_bound_to_load": '''
@T.prim_func
def func(A: T.Buffer((1,), "int16"), B: T.Buffer((1,), "int64")):
    T.assume(A[0] == T.int16(32767))
    x = A[0]
    B[0] = T.Cast("int64", x + T.int16(1))
''',
    "scalar_param": '''
@T.prim_func
def func(A: T.Buffer((1,), "int16"), B: T.Buffer((1,), "int64"), n: T.int16):
    T.assume(A[0] == n)
    B[0] = T.Cast("int64", A[0] + T.int16(1))
''',
}


@pytest.mark.parametrize("name", sorted(WRAP_AFTER_ASSUME))
def test_the_reproducers_run_on_inputs_that_satisfy_their_assumes(name):
    """Control: the fuzz inputs satisfy each reproducer's assume (else nothing is compared)."""
    f = verirw.parse(WRAP_AFTER_ASSUME[name])
    fuzz.check_roundtrip(f)
    verirw.run(f, **inputs_for(f, 0, default_scalars(f, 0)))


@pytest.mark.parametrize("name", sorted(WRAP_AFTER_ASSUME))
def test_simplify_keeps_wrap_around_after_an_assume(name):
    fuzz.check_simplify(verirw.parse(WRAP_AFTER_ASSUME[name]))


def test_the_issue_example_is_not_folded_to_the_then_branch():
    f = verirw.parse(WRAP_AFTER_ASSUME["int16_branch"])
    out = fuzz.simplified(f)
    a, b = np.array([32767], "int16"), np.zeros(1, "int32")
    assert verirw.run(f, A=a, B=b.copy()).arrays["B"][0] == 2        # the source wraps
    if verirw.run(out, A=a, B=b.copy()).arrays["B"][0] != 2:
        raise fuzz.FuzzMismatch("folded to B[0] = 1", {"after": verirw.script(out)})


@pytest.mark.parametrize("name", ["cast_to_int64", "uint8_below_zero", "let_bound_to_load"])
def test_a_load_replaced_by_its_value_keeps_the_result(name):
    trust_checks.check_compose(verirw.parse(WRAP_AFTER_ASSUME[name]), 0)


NOT_EQ_UNDEF = '''
@T.prim_func
def func(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32")):
    for i in range(4):
        if not (A[i] == T.undef()):
            B[i] = 1
        else:
            B[i] = 2
'''


def test_simplify_keeps_not_of_an_undef_equality():
    fuzz.check_simplify(verirw.parse(NOT_EQ_UNDEF))


def _deep_sum(terms: int) -> verirw.ir.PrimFunc:
    return verirw.parse(f'''
@T.prim_func
def func(A: T.Buffer((1,), "int32"), B: T.Buffer((1,), "int32")):
    B[0] = {" + ".join(["A[0]"] * terms)}
''')


def test_a_300_term_sum_runs():
    verirw.run(_deep_sum(300), A=np.ones(1, "int32"), B=np.zeros(1, "int32"))


REBIND = RebindingScript("S", '''
@T.prim_func
def func(A: T.Buffer((2,), "int32"), B: T.Buffer((2,), "int32"), S: T.Buffer((1,), "int32")):
    S = 5
    B[0] = S[0]
''', '''
@T.prim_func
def func(A: T.Buffer((2,), "int32"), B: T.Buffer((2,), "int32"), S: T.Buffer((1,), "int32")):
    S[0] = 5
    B[0] = S[0]
''', True)


def test_assigning_to_a_buffer_name_is_rejected_or_a_store():
    trust_checks.check_rebind(REBIND)


# Found by `verirw fuzz --passes check --generator wrap` (seed 2): z3 lets a scalar parameter
# take values outside its dtype, so check refutes a valid refinement with n = 128 for an int8
# n (the interpreter rejects that input, so the refutation is never confirmed).
SCALAR_RANGE_BEFORE = '''
@T.prim_func
def func(B: T.Buffer((1,), "int32"), n: T.int8):
    B[0] = 1
'''
SCALAR_RANGE_AFTER = '''
@T.prim_func
def func(B: T.Buffer((1,), "int32"), n: T.int8):
    if n > 127:
        B[0] = 2
    else:
        B[0] = 1
'''


def test_check_keeps_scalar_parameters_within_their_dtype():
    result = verirw.check(verirw.parse(SCALAR_RANGE_BEFORE), verirw.parse(SCALAR_RANGE_AFTER))
    assert result.status == "proven", (result.reason, result.counterexample)
    for method in ("unroll", "summary"):
        result = verirw.check(verirw.parse(SCALAR_RANGE_BEFORE), verirw.parse(SCALAR_RANGE_AFTER),
                              method=method)
        assert result.status == "proven", (method, result.reason)


# Found by `verirw fuzz --passes simplify --generator wrap` (seed 1): constant folding after the
# substitution yields a literal that does not fit its dtype (T.int8(-256)), which the parser
# rejects, besides losing the wrap (item 1).
OUT_OF_RANGE_FOLD = '''
@T.prim_func
def func(A: T.Buffer((1,), "int8"), B: T.Buffer((1,), "int64")):
    T.assume(A[0] == -128)
    B[0] = T.Cast("int64", A[0] + A[0])
'''


def test_simplify_output_literals_fit_their_dtype():
    f = verirw.parse(OUT_OF_RANGE_FOLD)
    bad = fuzz._malformed(fuzz.simplified(f))
    if bad is not None:
        raise fuzz.FuzzMismatch(bad, {"f": OUT_OF_RANGE_FOLD})


# Found by `verirw fuzz --passes simplify --generator wrap` (seed 5): Simplify emits
# T.Cast("int64", T.int8(-128)) (a cast of a literal), which the parser folds to
# T.int64(-128), so parse(script(f)) == f fails for Simplify's output.
CAST_OF_LITERAL = '''
@T.prim_func
def func(A: T.Buffer((1,), "int8"), B: T.Buffer((1,), "int64")):
    T.assume(A[0] == -128)
    B[0] = T.Cast("int64", A[0])
'''


def test_simplify_output_round_trips():
    fuzz.check_roundtrip(fuzz.simplified(verirw.parse(CAST_OF_LITERAL)))


# Found by `verirw fuzz --passes codegen --generator wrap` (seed 5): a load-free int64
# expression is index arithmetic (mathematical integers) in the interpreter, but the compiled
# code computes it in 64-bit registers: -2**63 - 1 > -2**63 is False in one, True in the other.
# Simplify creates such expressions whenever it substitutes an assumed value (item 1).
INT64_INDEX_OVERFLOW = '''
@T.prim_func
def func(A: T.Buffer((1,), "int64"), B: T.Buffer((1,), "int64")):
    if T.int64(-9223372036854775808) - T.int64(1) > T.int64(-9223372036854775808):
        B[0] = 1
    else:
        B[0] = 2
'''


def test_compiled_code_never_wraps_index_arithmetic_past_64_bits():
    """Generated code computes index arithmetic in i64; where an interval analysis cannot
    show the result fits, it uses LLVM's overflow intrinsics and stops with
    ``index_overflow`` instead of branching on a wrapped value. (The program branches on an
    int64 overflow, poison: undefined behaviour in the interpreter too, docs/semantics.md.)"""
    from verirw.testing.native import check_codegen
    func = verirw.parse(INT64_INDEX_OVERFLOW)
    with pytest.raises(verirw.ExecutionError) as err:
        verirw.run(func, A=np.zeros(1, "int64"), B=np.zeros(1, "int64"))
    assert err.value.kind == "undef_in_condition"
    with pytest.raises(verirw.ExecutionError) as err:
        verirw.build(func)(A=np.zeros(1, "int64"), B=np.zeros(1, "int64"))
    assert err.value.kind == "index_overflow"
    assert check_codegen(func, 0) == "agree"       # a refusal is not a disagreement


def _right_chain(depth: int) -> verirw.ir.PrimFunc:
    """``A[0] + (A[0] + (... + A[0]))``, ``depth`` levels: printed with ``depth`` parentheses."""
    from verirw import ir
    from verirw.dtypes import INT32
    A, B = ir.make_buffer("A", (1,), INT32), ir.make_buffer("B", (1,), INT32)
    load = ir.BufferLoad(A, (ir.IntImm(0, INT32),))
    e = load
    for _ in range(depth):
        e = ir.Add(load, e)
    params = (ir.Var("A", ir.HANDLE), ir.Var("B", ir.HANDLE))
    body = ir.BufferStore(B, e, (ir.IntImm(0, INT32),))
    return ir.PrimFunc("func", params, ((params[0], A), (params[1], B)), body)


# Found by `verirw fuzz --passes roundtrip --generator deep`: the printer nests one pair of
# parentheses per level of a right-leaning chain, and Python's parser stops at 200.
def test_a_210_level_right_chain_round_trips():
    fuzz.check_roundtrip(_right_chain(210))


# Found by tests/test_simplify_property.py once pass outputs were required to be well formed:
# Simplify folds the load-free (index) product T.int8(6) * T.int8(22) to T.int8(132), a
# literal outside int8 that the parser rejects (the store would wrap it to -124 either way).
NARROW_INDEX_FOLD = '''
@T.prim_func
def func(A: T.Buffer((1,), "int8")):
    A[0] = T.int8(6) * T.int8(22)
'''


def test_simplify_folds_narrow_literals_to_literals_that_fit():
    fuzz.check_simplify(verirw.parse(NARROW_INDEX_FOLD))


# Found by `verirw fuzz --passes pipeline --generator trust` (seed 7): `x == T.undef()` is True
# by the contract, but the full pipeline leaves it in the condition and the code generator
# refused any T.undef() that reached it (116 of the 20,117-program campaign's "mismatches",
# all this one refusal): codegen now evaluates x for its errors and takes True.
UNDEF_EQ_CONDITION = '''
@T.prim_func
def func(A: T.Buffer((1,), "int8"), B: T.Buffer((1,), "int32")):
    for i in T.serial(1):
        if A[i] == T.undef():
            B[i] = 1
        else:
            B[i] = 2
'''


def test_the_pipeline_compiles_a_condition_comparing_with_undef():
    fuzz.check_pipeline(verirw.parse(UNDEF_EQ_CONDITION))


# Found by the re-run of the campaign above: `x != T.undef()` deciding a branch has no defined
# behaviour (the interpreter raises undef_in_condition on every input); the code generator
# refused to compile it. The kernel now stops with the interpreter's error instead.
UNDEF_NE_CONDITION = UNDEF_EQ_CONDITION.replace("A[i] == T.undef()", "A[i] != T.undef()")


def test_a_branch_on_x_ne_undef_fails_in_the_kernel_as_in_the_interpreter():
    f = verirw.parse(UNDEF_NE_CONDITION)
    fuzz.check_pipeline(f)
    from verirw.codegen import prepare
    args = dict(A=np.zeros(1, "int8"), B=np.zeros(1, "int32"))
    with pytest.raises(verirw.ExecutionError) as interp_error:
        verirw.run(f, **args)
    with pytest.raises(verirw.ExecutionError) as kernel_error:
        verirw.build(prepare(f))(**args)
    assert interp_error.value.kind == kernel_error.value.kind == "undef_in_condition"


# ----------------------------------------------------------------------------- after's undefined
# elements. The symbolic executors tracked definedness for ``before`` only, so ``after`` could
# branch on (or index by) an element it had made undefined and still be "proven", while the
# contract (docs/semantics.md: a tainted condition or index is undefined behaviour) and the
# interpreter say it is not a refinement. Found by this session's review of localised checks.

UNDEF_THEN = '''
@T.prim_func
def f(B: T.Buffer((2,), "int32"), C: T.Buffer((2,), "int32")):
    B[0] = T.undef()
    USE
'''


@pytest.mark.parametrize("original, use", [
    ("C[0] = 1", "if B[0] > 0:\n        C[0] = 1\n    else:\n        C[0] = 1"),   # condition
    ("C[0] = 1", "C[B[0] % 2 * 0] = 1"),                                         # store index
    ("C[0] = C[1]", "C[0] = C[B[0] % 2 * 0 + 1]"),                               # load index
    ("C[0] = 1", "T.assume(B[0] % 2 * 0 == 0)\n    C[0] = 1"),                  # assume
    ("C[0] = 1", "for i in T.serial(B[0] % 2 * 0 + 1):\n        C[i] = 1"),      # loop bound
])
@pytest.mark.parametrize("how", [dict(search="never"), dict(search="last"),
                                 dict(search="never", method="summary")])
def test_after_may_not_branch_on_what_it_made_undefined(original, use, how):
    before = verirw.parse(UNDEF_THEN.replace("USE", original))
    after = verirw.parse(UNDEF_THEN.replace("USE", use))
    failure = "undefined"
    result = verirw.check(before, after, **how)
    assert result.status == "refuted" and failure in result.reason, result.reason
    assert result.confirmed is True


def test_a_loop_bound_read_from_a_defined_element_is_decided():
    """A bound read from memory is a value (a bit-vector in z3), converted to an index: it
    used to make z3 reject the encoding (a sort mismatch; the answer was unknown)."""
    before = verirw.parse(UNDEF_THEN.replace("USE", "C[0] = 1"))
    after = verirw.parse(UNDEF_THEN.replace(
        "USE", "for i in T.serial(C[1] % 2 * 0 + 1):\n        C[i] = 1"))
    for how in (dict(search="never"), dict(search="never", method="summary")):
        assert verirw.check(before, after, **how).status == "proven"


def test_after_storing_what_it_computed_from_an_undefined_element_is_refuted():
    """A value read from an undefined element taints what it is stored into. ``check``
    compares definedness too since the overflow model (an element ``after`` leaves undefined
    is not a value: docs/semantics.md, refinement), and taint is per statement, so after's
    C[1] = B[0] * 0 + 1 counts as undefined where before defines C[1] = 1 — a conservative
    refutation (DESIGN.md's ``0 * undef -> 0`` would allow it), never a false proof. Storing
    something computed without the undefined element still is proven."""
    before = verirw.parse(UNDEF_THEN.replace("USE", "C[1] = 1"))
    after = verirw.parse(UNDEF_THEN.replace("USE", "C[1] = B[0] * 0 + 1"))
    result = verirw.check(before, after, search="never")
    assert result.status == "refuted" and "undefined" in result.reason, result.reason
    plain = verirw.parse(UNDEF_THEN.replace("USE", "C[1] = 0 + 1"))
    assert verirw.check(before, plain, search="never").status == "proven"


def test_an_exact_arithmetic_counterexample_beyond_the_double_range_is_a_verdict():
    """``2.0 / 1.1e-308`` is just above the largest double: in exact arithmetic (the search for
    float counterexamples) the model's value is that real, whose conversion to a float raised
    OverflowError, so ``check`` crashed (found by the localisation property in CI). It is the
    infinity IEEE rounding gives, and the counterexample is confirmed."""
    before = verirw.parse('''
@T.prim_func
def f(B: T.Buffer((1,), "float64")):
    B[0] = T.float64(2.0) / T.float64(1.1125369292536007e-308)
''')
    after = verirw.parse('''
@T.prim_func
def f(B: T.Buffer((1,), "float64")):
    B[0] = T.float64(0.0)
''')
    result = verirw.check(before, after, search="never")
    assert result.status == "refuted" and result.confirmed
    assert "exact arithmetic" in result.reason and "before gives inf" in result.reason
