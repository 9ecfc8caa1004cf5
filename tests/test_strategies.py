"""The ``prim_funcs`` features: undef stores and RFC 0077 assumes about padding.

Generated programs with either feature print and parse back, run on the inputs of
``inputs_for`` (which satisfy the padding assumes, and only those inputs: breaking one padding
element makes the run raise), leave elements undefined when they store ``T.undef()``, and
``check`` proves them equal to themselves."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, Phase, assume, find, given, settings
from hypothesis import strategies as st

import verirw
from verirw import ir
from verirw.errors import ExecutionError
from verirw.testing.inputs import inputs_for
from verirw.testing.strategies import prim_funcs
from verirw.visit import walk

FEATURES = {"undef": dict(undef_stores=True), "padding": dict(padding_assumes=True),
            "both": dict(undef_stores=True, padding_assumes=True)}
SEEDS = st.integers(0, 2**32 - 1)


@pytest.mark.parametrize("features", FEATURES.values(), ids=FEATURES.keys())
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_programs_with_features_round_trip(features, data):
    func = data.draw(prim_funcs(max_depth=3, **features))
    text = verirw.script(func)
    again = verirw.parse(text)
    assert again == func, text
    assert verirw.script(again) == text


def _violating(func: ir.PrimFunc, inputs: dict) -> list[int]:
    """Flat positions of ``A`` where changing the element makes the run violate an assume
    (found by trying every element, independently of how the assumes are written)."""
    out = []
    for k in range(inputs["A"].size):
        broken = {**inputs, "A": inputs["A"].copy()}
        flat = broken["A"].reshape(-1)
        flat[k] = 1 if flat[k] != 1 else 2
        try:
            verirw.run(func, **broken)
        except ExecutionError as e:
            assert e.kind == "assume_violated", e
            out.append(k)
    return out


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prim_funcs(max_depth=3, undef_stores=True, padding_assumes=True), SEEDS)
def test_inputs_for_satisfy_padding_assumes_and_breaking_padding_raises(func, seed):
    inputs = inputs_for(func, seed)
    verirw.run(func, **inputs)                    # raises on a violated assume
    padding = _violating(func, inputs)
    assume(padding)
    # what prim_funcs promises: a constant in the first and last elements (row-major), with
    # the logical elements a non-empty run between them
    logical = sorted(set(range(inputs["A"].size)) - set(padding))
    assert logical and logical == list(range(logical[0], logical[-1] + 1)), padding
    values = inputs["A"].reshape(-1)[padding]
    assert (values == values[0]).all(), values


def _leaves_undefined(func: ir.PrimFunc) -> bool:
    result = verirw.run(func, **inputs_for(func))
    return not all(d.all() for d in result.defined.values())


def _guarded_undef_leaves_undefined(func: ir.PrimFunc) -> bool:
    """Stores ``T.if_then_else(c, v, T.undef())`` and the run leaves an element undefined."""
    return _leaves_undefined(func) and any(
        isinstance(n, ir.Select) and isinstance(n.false_value, ir.Undef) for n in walk(func.body))


@pytest.mark.parametrize("wanted", [_leaves_undefined, _guarded_undef_leaves_undefined])
def test_undef_stores_leave_elements_undefined(wanted):
    # find raises (the test fails) when no example among 200 has the property; the first
    # one found will do, so no shrinking
    func = find(prim_funcs(max_depth=2, undef_stores=True), wanted,
                settings=settings(max_examples=200, database=None, phases=[Phase.generate]))
    assert any(isinstance(n, ir.Undef) for n in walk(func.body))


@settings(max_examples=50, deadline=None)
@given(prim_funcs(max_depth=3, undef_stores=False, padding_assumes=False))
def test_without_the_features_every_element_is_defined_and_no_assume_reads(func):
    result = verirw.run(func, **inputs_for(func))
    assert all(d.all() for d in result.defined.values())
    assumes = [n for n in walk(func.body) if isinstance(n, ir.Assume)]
    assert not any(isinstance(n, ir.BufferLoad) for a in assumes for n in walk(a.condition))


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prim_funcs(max_depth=2, max_buffers=2, undef_stores=True, padding_assumes=True))
def test_check_proves_a_generated_program_equal_to_itself(func):
    result = verirw.check(func, func, timeout_s=20)
    assert result.status == "proven", f"{result}\n{verirw.script(func)}"


@settings(max_examples=50, deadline=None)
@given(prim_funcs(max_depth=3, max_extent=3, padding_assumes=True))
def test_max_extent_bounds_axes_and_loops(func):
    assert all(1 <= d.value <= 3 for buf in func.buffers.values() for d in buf.shape)
    loops = [n for n in walk(func.body) if isinstance(n, ir.For)]
    # the body's loops are one shorter; the padding assumes' loops span whole axes
    body_loops = [f for f in loops if any(isinstance(n, ir.BufferStore) for n in walk(f))]
    assert all(f.extent.value <= 3 for f in loops)
    assert all(f.extent.value <= 2 for f in body_loops)


def test_bad_sizes_raise():
    with pytest.raises(ValueError, match="max_extent"):
        prim_funcs(max_extent=1)
