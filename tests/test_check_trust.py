"""check never turns a bug into a verdict, and finds small counterexamples quickly (issue 19).

Each test is a regression for a reported case: a dtype-reinterpreting buffer view used to crash
check with a raw z3 exception; wrong pairs over floats, over scalar parameters and with layouts
used to answer unknown (or an unconfirmed counterexample) after the whole timeout.
"""

from __future__ import annotations

import textwrap

import numpy as np
import pytest
import z3

import verirw
from verirw import ir
from verirw.dtypes import DType
from verirw.errors import MalformedIRError, ScriptError
from verirw.visit import transform


def parse(text: str):
    return verirw.parse(textwrap.dedent(text))


# ----------------------------------------------------------------------------- reinterpreting views

BOOL_VIEW = """
    @T.prim_func
    def f(A: T.Buffer((4,), "bool"), B: T.Buffer((4,), "int32")):
        V = T.Buffer((4,), "VIEW", data=A.data)
        for i in range(4):
            B[i] = T.Cast("int32", V[i]) + T.Cast("int32", A[i])
"""


def _int8_view() -> ir.PrimFunc:
    """BOOL_VIEW with its view retyped to int8 in the IR (the parser refuses the text)."""
    f = parse(BOOL_VIEW.replace("VIEW", "bool"))
    view = f.body.buffer
    int8 = ir.Buffer(view.name, view.shape, DType.get("int8"), view.data,
                     view.axis_separators, view.scope)
    return f.with_body(transform(f.body, lambda n: n, lambda n: int8 if n is view else None))


def test_parser_refuses_a_view_that_reinterprets_the_dtype():
    with pytest.raises(ScriptError, match="views the bool storage of 'A' as int8") as info:
        parse(BOOL_VIEW.replace("VIEW", "int8"))
    assert info.value.line == 4


@pytest.mark.parametrize("method", ["unroll", "summary", "auto"])
def test_check_answers_unknown_on_a_reinterpreting_view(method):
    """Was an uncaught z3.Z3Exception (a Bool term used as a bit-vector)."""
    g = _int8_view()
    result = verirw.check(g, g, method=method)
    assert result.status == "unknown" and "reads bool storage as int8" in result.reason


def test_interpreter_refuses_a_reinterpreting_view():
    with pytest.raises(MalformedIRError, match="views bool storage as int8"):
        verirw.run(_int8_view(), A=np.ones(4, bool), B=np.zeros(4, "int32"))


def test_a_z3_exception_inside_check_is_unknown_never_a_verdict(monkeypatch):
    import sys
    check_module = sys.modules["verirw.verify.check"]

    def broken(*args, **kw):
        raise z3.Z3Exception("sort mismatch")

    monkeypatch.setattr(check_module, "_check", broken)
    f = parse(BOOL_VIEW.replace("VIEW", "bool"))
    result = verirw.check(f, f, method="unroll")
    assert result.status == "unknown" and "sort mismatch" in result.reason
