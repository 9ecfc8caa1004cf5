"""The pass pipeline, ``verirw.simplify(func, passes=[...])``: passes to a fixpoint under limits,
one certificate; and the hypothesis property that the whole pipeline refines its input."""

import pytest
from hypothesis import HealthCheck, given, settings

import verirw
from verirw.egraph.engine import Limits
from verirw.testing import fuzz
from verirw.testing.fuzz import differences
from verirw.testing.strategies import guarded_loops, prim_funcs
from tests.rfc import assert_proven, rfc


def test_rfc_hoist_then_reduce_loop_extents():
    """L1162 -> L1180 through the pipeline (RFC: HoistExpression with kBooleanExpression, then
    ReduceLoopExtents), validated by ``check``."""
    result = verirw.simplify(rfc(1162), passes=["hoist_expression", "reduce_loop_extents"],
                             validate=True)
    assert result.func == rfc(1180), verirw.script(result.func)
    assert result.certificate.validation.status == "proven"
    names = [s.name for s in result.certificate.steps]
    assert names[:2] == ["hoist_expression", "reduce_loop_extents"]
    assert result.certificate.stop == "fixpoint"


def test_merge_then_remove_no_op_reaches_a_fixpoint():
    """Merging RFC L1218's loops makes ``A[i] = 0.0`` dead in the merged body; the next
    round finds nothing more to do."""
    result = verirw.simplify(rfc(1218), passes=["merge_adjacent_loops", "remove_no_op"])
    expected = verirw.parse("""
@T.prim_func
def func(A: T.Buffer((16,), "float32")):
    for i in T.serial(16):
        A[i] = 1.0
""")
    assert result.func == expected
    cert = result.certificate
    assert cert.stop == "fixpoint"
    assert [s.changed for s in cert.steps] == [True, True, False, False]
    assert cert.rules_fired["merge-adjacent-loops/merge"] == 1
    assert cert.rules_fired["remove-no-op/dead-store"] == 1
    assert all(s.seconds >= 0 for s in cert.steps)
    assert_proven(rfc(1218), result.func)


def test_lowering_runs_once_after_the_fixpoint():
    result = verirw.simplify(rfc(2602), passes=["remove_no_op", "remove_assume",
                                                "remove_store_undef"])
    assert result.func == rfc(2619)
    assert [s.name for s in result.certificate.steps][-2:] == ["remove_assume",
                                                               "remove_store_undef"]


def test_round_limit_is_reported():
    result = verirw.simplify(rfc(1218), passes=["merge_adjacent_loops", "remove_no_op"],
                             limits=Limits(rounds=1))
    assert result.certificate.stop == "round limit (1)"


def test_modules_run_per_function():
    module = rfc(1750)
    result = verirw.simplify(module, passes="all", validate=True)
    assert len(result.certificates) == len(module.functions)


LIMITS = Limits(**fuzz.SIMPLIFY_LIMITS)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prim_funcs(max_depth=3))
def test_whole_pipeline_refines_its_input(func):
    after = verirw.simplify(func, passes="all", isolate=False, limits=LIMITS).func
    assert differences(func, after) is None, (
        f"--- before ---\n{verirw.script(func)}\n--- after ---\n{verirw.script(after)}")


@pytest.mark.slow
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(guarded_loops())
def test_whole_pipeline_refines_guarded_loops(func):
    """Loops whose body is one guarded statement: what hoisting, loop narrowing and no-op
    removal act on (``prim_funcs`` alone rarely produces them)."""
    after = verirw.simplify(func, passes="all", isolate=False, limits=LIMITS).func
    assert differences(func, after) is None, (
        f"--- before ---\n{verirw.script(func)}\n--- after ---\n{verirw.script(after)}")
