"""Programs from verirw.testing.strategies are valid by construction: they run without any
undefined behaviour, deterministically, and the printed program behaves identically."""

from __future__ import annotations

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import verirw
from verirw.testing.inputs import random_inputs
from verirw.testing.strategies import prim_funcs


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prim_funcs(max_depth=4), st.integers(0, 2**32 - 1))
def test_generated_programs_run_and_survive_printing(func, seed):
    inputs = random_inputs(func, seed)
    first = verirw.run(func, **inputs)
    again = verirw.run(verirw.parse(verirw.script(func)), **inputs)
    for name in first.arrays:
        np.testing.assert_array_equal(first.arrays[name], again.arrays[name])
        np.testing.assert_array_equal(first.defined[name], again.defined[name])
        assert first.defined[name].all()          # no T.undef is generated yet
    assert first.steps == again.steps


@settings(max_examples=60, deadline=None)
@given(st.tuples(st.integers(1, 3), st.integers(1, 20)).flatmap(
    lambda s: st.tuples(st.just(s), __import__("verirw.testing.strategies", fromlist=["x"])
                        .index_maps(shape=s))))
def test_index_maps_are_injective(shape_and_map):
    from verirw.index_map import IndexMap
    shape, text = shape_and_map
    table = IndexMap.from_text(text).table(shape)          # raises if not injective
    assert len(set(table.values())) == len(table)
