"""Hypothesis properties of Simplify on generated programs: its output refines its input in
the interpreter on random inputs, and translation validation (z3) never refutes it.

Simplify runs in this process under ``fuzz.SIMPLIFY_LIMITS``."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

import verirw
from verirw.egraph.engine import Limits
from verirw.passes.simplify import simplify_func
from verirw.testing import fuzz
from verirw.testing.strategies import prim_funcs

LIMITS = Limits(**fuzz.SIMPLIFY_LIMITS)


def simplify(f):
    return simplify_func(f, limits=LIMITS).func


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prim_funcs(max_depth=3))
def test_simplify_output_refines_its_input(func):
    # the interpreter on random inputs (and zeros), under the refinement contract
    fuzz.check_pass(simplify, func)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prim_funcs(max_depth=2, max_buffers=2))
def test_check_never_refutes_simplify(func):
    after = simplify(func)
    result = verirw.check(func, after, timeout_s=20)
    assert result.status != "refuted", (
        f"check refutes Simplify's output: {result.reason}\n"
        f"counterexample: {result.counterexample}\n"
        f"--- before ---\n{verirw.script(func)}\n--- after ---\n{verirw.script(after)}")
