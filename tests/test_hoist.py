"""HoistExpression (RFC 0077 "New Transform - Hoist Expression"): the RFC's examples, each
flag on and off, and the refusals a user must be able to read in the certificate: the RFC's
own HoistIfThenElse bug (a condition bound by a let that depends on the loop variable),
storage the loop writes, and conditions that could fail when the loop runs zero times."""


import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import verirw
from verirw.passes.hoist import HoistConditional as HC, HoistLetBinding as HL, hoist_expression
from verirw.testing.fuzz import differences
from verirw.testing.strategies import prim_funcs
from verirw.testing.strategies import guarded_loops
from tests.rfc import assert_proven, rfc, scalar_differences

ALL_CONDITIONALS = HC.IF_ELSE_STMT | HC.IF_ELSE_EXPR | HC.BOOLEAN_EXPRESSION
SCALARS = (-1, 0, 1, 3, 5)


def hoisted(func, **flags):
    """The pass's result, after checking that it refines its input on random inputs (and
    on a few values of each scalar parameter)."""
    func = verirw.parse(func) if isinstance(func, str) else func
    result = hoist_expression(func, **flags)
    if func.scalar_params:
        values = {p.name: SCALARS for p in func.scalar_params}
        assert scalar_differences(func, result.func, **values) is None
    else:
        assert differences(func, result.func) is None
    return result


def refusals(result) -> list[str]:
    return [o.claim for o in result.certificate.refused if o.kind == "hoist-refused"]


# ----------------------------------------------------------------------------- the RFC


def test_rfc_boolean_expression_example():
    """L1162 -> L1170: ``i == 0`` leaves the loop over ``j``, ``j < 2`` stays."""
    before = rfc(1162)
    result = hoisted(before)
    assert result.func == rfc(1170)
    assert result.certificate.rules_fired == {"hoist/bool-expr": 1}
    assert result.certificate.stop == "fixpoint"
    assert_proven(before, result.func)


def test_rfc_hoist_if_then_else_example_is_rejected_as_written():
    """L1124 indexes its (4, 4) buffer with one index: a defect of the RFC text."""
    with pytest.raises(verirw.ScriptError, match="has rank 2 .* indexed with 1 index"):
        rfc(1124)


IS_IN_BOUNDS = """
@T.prim_func
def func(A: T.Buffer[(4,), "float32"]):
    for i in T.serial(4):
        is_in_bounds = i < 3
        if is_in_bounds:
            A[i] = 0.0
"""


@pytest.mark.parametrize("lets", [HL.NONE, HL.REQUIRED_BY_CONDITION,
                                  HL.REQUIRED_BY_CONDITION | HL.LET_STMT | HL.LET_EXPR])
def test_condition_bound_by_a_loop_dependent_let_stays(lets):
    """L1124 -> L1132 is the HoistIfThenElse bug: ``is_in_bounds`` is bound from ``i``."""
    before = verirw.parse(IS_IN_BOUNDS)
    result = hoisted(before, conditional=ALL_CONDITIONALS, let_binding=lets)
    assert result.func == before
    assert not result.certificate.rules_fired
    assert refusals(result) == [
        "condition is_in_bounds stays in the loop over i: it depends on is_in_bounds, "
        "bound inside the loop over i from i < 3"]


# ----------------------------------------------------------------------------- IF_ELSE_STMT


IF_ELSE = """
@T.prim_func
def func(A: T.Buffer[(4,), "float32"], B: T.Buffer[(2,), "float32"]):
    for i in T.serial(4):
        if B[0] > 0.0:
            A[i] = 1.0
        else:
            A[i] = 2.0
"""

IF_ELSE_HOISTED = """
@T.prim_func
def func(A: T.Buffer[(4,), "float32"], B: T.Buffer[(2,), "float32"]):
    if B[0] > 0.0:
        for i in T.serial(4):
            A[i] = 1.0
    else:
        for i in T.serial(4):
            A[i] = 2.0
"""


def test_if_else_statement_is_hoisted_with_both_branches():
    before = verirw.parse(IF_ELSE)
    result = hoisted(before)
    assert result.func == verirw.parse(IF_ELSE_HOISTED)
    assert result.certificate.rules_fired == {"hoist/if-stmt": 1}
    assert_proven(before, result.func)


def test_if_else_statement_needs_its_flag():
    """BOOLEAN_EXPRESSION alone splits conjunctions of an ``if`` without ``else`` only."""
    before = verirw.parse(IF_ELSE)
    for flags in (HC.NONE, HC.BOOLEAN_EXPRESSION, HC.IF_ELSE_EXPR):
        assert hoisted(before, conditional=flags).func == before


def test_conjunction_is_not_split_without_boolean_expression():
    before = rfc(1162)
    result = hoisted(before, conditional=HC.IF_ELSE_STMT)
    assert result.func == before
    assert "condition i == 0 and j < 2 stays in the loop over j: it depends on the loop " \
           "variable j" in refusals(result)


def test_boolean_expression_alone_reaches_the_rfc_result():
    assert hoisted(rfc(1162), conditional=HC.BOOLEAN_EXPRESSION).func == rfc(1170)


NESTED = """
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"], C: T.Buffer[(2,), "int32"]):
    for i in T.parallel(4):
        for j in T.serial(4):
            if C[1] > 0:
                A[i, j] = i + j
"""

NESTED_HOISTED = """
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"], C: T.Buffer[(2,), "int32"]):
    if C[1] > 0:
        for i in T.parallel(4):
            for j in T.serial(4):
                A[i, j] = i + j
"""


def test_invariant_condition_leaves_every_enclosing_loop():
    before = verirw.parse(NESTED)
    result = hoisted(before)
    assert result.func == verirw.parse(NESTED_HOISTED)
    assert result.certificate.rules_fired == {"hoist/if-stmt": 2}
    assert_proven(before, result.func)


def test_condition_on_storage_the_loop_writes_stays():
    before = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "int32"]):
    for i in T.serial(4):
        if A[0] > 0:
            A[i] = 0
""")
    result = hoisted(before)
    assert result.func == before
    assert refusals(result) == ["condition A[0] > 0 stays in the loop over i: it reads A, "
                                "which the loop over i writes"]


def test_condition_on_an_alias_of_written_storage_stays():
    """``V`` is a view of ``A``'s storage: writing ``V`` writes ``A``."""
    before = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "int32"]):
    V = T.decl_buffer((2, 2), "int32", data=A.data)
    for i in T.serial(2):
        if A[0] > 0:
            V[i, 1] = 0
""")
    result = hoisted(before)
    assert result.func == before
    assert "it reads A, which the loop over i writes" in refusals(result)[0]


def test_if_with_sibling_statements_stays():
    """Hoisting would copy ``B[i] = 2`` under both branches: not done."""
    before = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "int32"], B: T.Buffer[(4,), "int32"], C: T.Buffer[(1,), "int32"]):
    for i in T.serial(4):
        if C[0] > 0:
            A[i] = 1
        B[i] = 2
""")
    result = hoisted(before, conditional=HC.IF_ELSE_STMT | HC.BOOLEAN_EXPRESSION)
    assert result.func == before
    assert refusals(result) == ["condition C[0] > 0 stays in the loop over i: the if is not the "
                                "whole loop body, and hoisting it would copy the other statements "
                                "into both branches"]


# ----------------------------------------------------------------------------- safety


def guarded_load(assume: str = "", extent: str = "n") -> str:
    return f"""
@T.prim_func
def func(A: T.Buffer[(4,), "float32"], B: T.Buffer[(4,), "float32"], n: T.int32, k: T.int32):
    {assume or "T.evaluate(0)"}
    for i in T.serial({extent}):
        if B[k] > 0.0:
            A[i % 4] = 0.0
"""


def test_condition_that_may_fault_stays_when_the_loop_may_not_run():
    """With ``n == 0`` the source never reads ``B[k]``; above the loop an out-of-bounds ``k``
    would fault."""
    before = verirw.parse(guarded_load())
    result = hoisted(before)
    assert result.func == before
    assert refusals(result) == [
        "condition B[k] > 0.0 stays in the loop over i: it would be evaluated where the "
        "source may not evaluate it, and z3 could not prove that evaluating it cannot fail "
        "(refuted)"]


HOISTED_LOAD = """
@T.prim_func
def func(A: T.Buffer[(4,), "float32"], B: T.Buffer[(4,), "float32"], n: T.int32, k: T.int32):
    T.assume(0 <= k and k < 4)
    if B[k] > 0.0:
        for i in T.serial(n):
            A[i % 4] = 0.0
"""


def test_condition_proven_in_bounds_is_hoisted_over_a_symbolic_loop():
    before = verirw.parse(guarded_load("T.assume(0 <= k and k < 4)"))
    # validate=False: check cannot decide a loop of symbolic extent n storing to A[i % 4]
    # (unknown: no store-index inverse to summarise it, too long to unroll); the pass itself
    # is under test, its refinement checked by scalar_differences below
    result = hoisted(before, validate=False)
    assert result.func == verirw.parse(HOISTED_LOAD)
    proven = [o.claim for o in result.certificate.proven_obligations]
    assert proven == ["B[k] > 0.0 cannot fail (in bounds, no division by zero)"]
    assert scalar_differences(before, result.func, n=[0, 1, 5], k=[0, 3]) is None


def test_condition_of_a_loop_that_runs_is_hoisted_even_if_it_may_fault():
    """The source evaluates ``B[k]`` at iteration 0 anyway: an out-of-bounds ``k`` is
    undefined behaviour of the source, so nothing is lost."""
    before = verirw.parse(guarded_load(extent="4"))
    result = hoisted(before)
    assert result.certificate.rules_fired == {"hoist/if-stmt": 1}
    assert scalar_differences(before, result.func, n=[0], k=[-1, 0, 3, 4]) is None


def test_pure_scalar_condition_is_hoisted_over_a_symbolic_loop():
    before = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "int32"], n: T.int32, k: T.int32):
    for i in T.serial(n):
        if k > 2:
            A[i % 4] = k
""")
    expected = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "int32"], n: T.int32, k: T.int32):
    if k > 2:
        for i in T.serial(n):
            A[i % 4] = k
""")
    result = hoisted(before, validate=False)     # check cannot decide it: as above
    assert result.func == expected
    assert not result.certificate.obligations        # nothing could fail: no z3 needed
    assert scalar_differences(before, result.func, n=[0, 3, 6], k=[0, 5]) is None


def test_later_conjunct_needs_a_proof_even_when_the_loop_runs():
    """``B[k]`` is read only when ``i < 2``: above the loop it is read unconditionally."""
    text = """
@T.prim_func
def func(A: T.Buffer[(4,), "float32"], B: T.Buffer[(4,), "float32"], k: T.int32):
    ASSUME
    for i in T.serial(4):
        if i < 2 and B[k] > 0.0:
            A[i] = 0.0
"""
    before = verirw.parse(text.replace("ASSUME", "T.evaluate(0)"))
    result = hoisted(before)
    assert result.func == before
    assert "(refuted)" in refusals(result)[0]

    before = verirw.parse(text.replace("ASSUME", "T.assume(0 <= k and k < 4)"))
    result = hoisted(before)
    assert result.func == verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "float32"], B: T.Buffer[(4,), "float32"], k: T.int32):
    T.assume(0 <= k and k < 4)
    if B[k] > 0.0:
        for i in T.serial(4):
            if i < 2:
                A[i] = 0.0
""")
    assert scalar_differences(before, result.func, k=[0, 3]) is None


def test_condition_on_allocated_storage_stays_when_the_loop_may_not_run():
    before = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "float32"], n: T.int32):
    X = T.alloc_buffer((1,), "float32")
    X[0] = 1.0
    for i in T.serial(n):
        if X[0] > 0.0:
            A[i % 4] = X[0]
""")
    result = hoisted(before)
    assert result.func == before
    assert refusals(result) == [
        "condition X[0] > 0.0 stays in the loop over i: it would be evaluated where the source "
        "may not evaluate it, and it reads X, which may hold uninitialised or undefined "
        "elements"]


def test_division_by_a_parameter_is_proven_nonzero_before_hoisting():
    text = """
@T.prim_func
def func(A: T.Buffer[(4,), "int32"], n: T.int32, d: T.int32):
    ASSUME
    for i in T.serial(n):
        if 8 // d > 1:
            A[i % 4] = 1
"""
    before = verirw.parse(text.replace("ASSUME", "T.evaluate(0)"))
    assert hoisted(before).func == before
    before = verirw.parse(text.replace("ASSUME", "T.assume(d > 0)"))
    result = hoisted(before)
    assert result.certificate.rules_fired == {"hoist/if-stmt": 1}
    assert scalar_differences(before, result.func, n=[0, 2], d=[1, 3]) is None


# ----------------------------------------------------------------------------- IF_ELSE_EXPR


SELECT = """
@T.prim_func
def func(A: T.Buffer[(4,), "float32"], B: T.Buffer[(4,), "float32"], C: T.Buffer[(1,), "float32"]):
    for i in T.serial(4):
        B[i] = T.if_then_else(C[0] > 0.0, A[i], 0.0)
"""

SELECT_HOISTED = """
@T.prim_func
def func(A: T.Buffer[(4,), "float32"], B: T.Buffer[(4,), "float32"], C: T.Buffer[(1,), "float32"]):
    if C[0] > 0.0:
        for i in T.serial(4):
            B[i] = A[i]
    else:
        for i in T.serial(4):
            B[i] = 0.0
"""


def test_if_then_else_expression_is_hoisted():
    before = verirw.parse(SELECT)
    result = hoisted(before, conditional=HC.IF_ELSE_EXPR)
    assert result.func == verirw.parse(SELECT_HOISTED)
    assert result.certificate.rules_fired == {"hoist/if-expr": 1}
    assert [o.claim for o in result.certificate.proven_obligations] == [
        "C[0] > 0.0 cannot fail (in bounds, no division by zero)"]
    assert_proven(before, result.func)


def test_if_then_else_expression_needs_its_flag():
    before = verirw.parse(SELECT)
    assert hoisted(before).func == before


def test_if_then_else_on_the_loop_variable_stays():
    before = verirw.parse(SELECT.replace("C[0] > 0.0", "i < 2"))
    result = hoisted(before, conditional=ALL_CONDITIONALS)
    assert result.func == before
    assert refusals(result) == ["condition i < 2 stays in the loop over i: it depends on the "
                                "loop variable i"]


def test_if_then_else_inside_an_inner_loop_leaves_both_loops():
    before = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(2, 3), "int32"], C: T.Buffer[(1,), "int32"]):
    for i, j in T.grid(2, 3):
        A[i, j] = T.if_then_else(C[0] == 1, i, j) + 1
""")
    expected = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(2, 3), "int32"], C: T.Buffer[(1,), "int32"]):
    if C[0] == 1:
        for i, j in T.grid(2, 3):
            A[i, j] = i + 1
    else:
        for i, j in T.grid(2, 3):
            A[i, j] = j + 1
""")
    result = hoisted(before, conditional=ALL_CONDITIONALS)
    assert result.func == expected
    assert result.certificate.rules_fired == {"hoist/if-expr": 1, "hoist/if-stmt": 1}
    assert_proven(before, result.func)


# ----------------------------------------------------------------------------- lets


LETS = """
@T.prim_func
def func(A: T.Buffer[(4,), "int32"], B: T.Buffer[(2,), "int32"]):
    for i in T.serial(4):
        t = B[0] + 1
        w = B[1]
        u = i * 2
        if t > 3:
            A[i] = u + w
"""


def test_let_required_by_the_condition_is_hoisted_with_it():
    before = verirw.parse(LETS)
    result = hoisted(before)
    assert result.func == verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "int32"], B: T.Buffer[(2,), "int32"]):
    t = B[0] + 1
    if t > 3:
        for i in T.serial(4):
            w = B[1]
            u = i * 2
            A[i] = u + w
""")
    assert result.certificate.rules_fired == {"hoist/if-stmt": 1, "hoist/let-stmt": 1}
    assert_proven(before, result.func)


def test_let_stmt_hoists_every_invariant_let():
    before = verirw.parse(LETS)
    result = hoisted(before, let_binding=HL.LET_STMT)
    assert result.func == verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "int32"], B: T.Buffer[(2,), "int32"]):
    t = B[0] + 1
    w = B[1]
    if t > 3:
        for i in T.serial(4):
            u = i * 2
            A[i] = u + w
""")
    assert result.certificate.rules_fired == {"hoist/if-stmt": 1, "hoist/let-stmt": 2}
    assert_proven(before, result.func)


def test_condition_needing_a_let_stays_without_let_hoisting():
    before = verirw.parse(LETS)
    for lets in (HL.NONE, HL.LET_EXPR):
        result = hoisted(before, let_binding=lets)
        assert result.func == before
        assert refusals(result) == ["condition t > 3 stays in the loop over i: it needs the "
                                    "let t hoisted, and HoistLetBinding is NONE"]


def test_let_stmt_without_a_conditional():
    before = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "int32"], B: T.Buffer[(2,), "int32"]):
    for i in T.serial(4):
        for j in T.serial(2):
            k = B[1] * 2
            A[i] = k + j
""")
    result = hoisted(before, conditional=HC.NONE, let_binding=HL.LET_STMT)
    assert result.func == verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "int32"], B: T.Buffer[(2,), "int32"]):
    k = B[1] * 2
    for i in T.serial(4):
        for j in T.serial(2):
            A[i] = k + j
""")
    assert result.certificate.rules_fired == {"hoist/let-stmt": 2}
    assert_proven(before, result.func)
    assert hoisted(before).func == before        # REQUIRED_BY_CONDITION: no condition


def test_let_that_may_fault_stays_in_a_loop_that_may_not_run():
    before = verirw.parse("""
@T.prim_func
def func(A: T.Buffer[(4,), "int32"], B: T.Buffer[(4,), "int32"], n: T.int32, k: T.int32):
    for i in T.serial(n):
        t = B[k]
        A[i % 4] = t
""")
    result = hoisted(before, let_binding=HL.LET_STMT)
    assert result.func == before
    assert refusals(result) == [
        "let t = B[k] stays in the loop over i: the loop may not run and z3 could not prove "
        "that evaluating it cannot fail (refuted)"]


# ----------------------------------------------------------------------------- property


FLAG_SETS = [dict(conditional=ALL_CONDITIONALS, let_binding=HL.LET_STMT | HL.REQUIRED_BY_CONDITION),
             dict(conditional=HC.BOOLEAN_EXPRESSION | HC.IF_ELSE_STMT,
                  let_binding=HL.REQUIRED_BY_CONDITION),
             dict(conditional=HC.IF_ELSE_EXPR, let_binding=HL.NONE)]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(guarded_loops(), st.sampled_from(FLAG_SETS))
def test_hoisting_refines_guarded_loops(func, flags):
    result = hoist_expression(func, solver_ms=500, **flags)
    assert differences(func, result.func) is None, (
        f"--- before ---\n{verirw.script(func)}\n--- after ---\n{verirw.script(result.func)}")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prim_funcs(max_depth=3))
def test_hoisting_refines_generated_programs(func):
    result = hoist_expression(func, conditional=ALL_CONDITIONALS,
                              let_binding=HL.LET_STMT | HL.REQUIRED_BY_CONDITION, solver_ms=500)
    assert differences(func, result.func) is None, (
        f"--- before ---\n{verirw.script(func)}\n--- after ---\n{verirw.script(result.func)}")
