"""Malformed input never produces anything but a ScriptError with a location: random edits of
the RFC examples either still parse (and round-trip) or are rejected cleanly."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import verirw
from verirw import ScriptError

EXAMPLES = sorted((Path(__file__).resolve().parent / "conformance" / "examples").glob("*.py"))
TOKENS = ["i", "A", "B[0]", "T.undef()", "0.5", "-1", "(", ")", ",", ":", "[", "]", " and ",
          " // ", "T.serial(", "T.grid(4)", "\n    ", "\n", "=", "==", "not ", "T.int64(3)",
          '"int32"', "T.Buffer", "x", "pass", "if ", "for ", "T.assume(", "T.if_then_else("]


@st.composite
def mutated_sources(draw):
    text = draw(st.sampled_from(EXAMPLES)).read_text()
    for _ in range(draw(st.integers(1, 3))):
        pos = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["delete", "insert", "replace"]))
        span = draw(st.integers(1, 8))
        if kind == "delete":
            text = text[:pos] + text[pos + span:]
        else:
            token = draw(st.sampled_from(TOKENS))
            text = text[:pos] + token + text[pos + (span if kind == "replace" else 0):]
    return text


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_sources())
def test_mutated_examples_fail_cleanly(text):
    try:
        items = verirw.parse_all(text, filename="mutated.py")
    except ScriptError as e:
        assert e.filename == "mutated.py" and e.line is not None
        return
    for item in items:
        assert verirw.parse(verirw.script(item)) == item
