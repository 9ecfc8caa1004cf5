"""parse(script(f)) == f for generated programs, and printing is stable."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings

import verirw
from verirw.testing.strategies import prim_funcs


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prim_funcs(max_depth=4))
def test_print_parse_round_trip(func):
    text = verirw.script(func)
    again = verirw.parse(text)
    assert again == func, text
    assert verirw.script(again) == text


@settings(max_examples=50, deadline=None)
@given(prim_funcs(max_depth=2))
def test_modules_round_trip(func):
    other = func.with_body(func.body)
    module = verirw.ir.IRModule((func, verirw.ir.PrimFunc("second", other.params, other.buffer_map,
                                                          other.body)), "Mod")
    assert verirw.parse(verirw.script(module)) == module
