"""Loop order for code generation (``verirw.codegen.loop_order``): a perfect nest that writes
each element of one buffer once, reading other buffers at the same indices, runs in the
order of that buffer's layout; ``check`` proves each result; every other nest keeps its order.
"""

from __future__ import annotations

import textwrap

import numpy as np
import pytest

import verirw
from verirw.codegen import build, prepare
from verirw.codegen.loop_order import follow_store_order

TEXTURE = """
@T.prim_func
def f(A: T.Buffer((2, 3, 4, 5, 4), "float32", axis_separators=[3]),
      B: T.Buffer((2, 3, 4, 5, 4), "float32", axis_separators=[3])):
    for n, h, w, co, ci in T.grid(2, 4, 5, 3, 4):
        B[n, co, h, w, ci] = T.max(A[n, co, h, w, ci], T.float32(0))
"""

IN_ORDER = """
@T.prim_func
def f(A: T.Buffer((2, 3, 4, 5, 4), "float32", axis_separators=[3]),
      B: T.Buffer((2, 3, 4, 5, 4), "float32", axis_separators=[3])):
    for n, co, h, w, ci in T.grid(2, 3, 4, 5, 4):
        B[n, co, h, w, ci] = T.max(A[n, co, h, w, ci], T.float32(0))
"""


def parse(text: str):
    return verirw.parse(textwrap.dedent(text))


def test_a_nest_across_the_rows_of_its_output_runs_in_the_layout_order():
    """The texture relu schedule's nest: reordered to ``n, co, h, w, ci``, proven by check,
    and the kernel computes what the interpreter computes on the original."""
    before = parse(TEXTURE)
    result = follow_store_order(before)
    assert result.func == parse(IN_ORDER)
    assert result.certificate.rules_fired["codegen/follow-store-order"] == 1
    assert result.certificate.validation.proven
    assert verirw.script(prepare(before)) == verirw.script(prepare(parse(IN_ORDER)))
    a = np.random.default_rng(0).standard_normal((24, 20)).astype(np.float32)
    b = np.zeros((24, 20), np.float32)
    build(prepare(before))(A=a, B=b)
    assert np.array_equal(b, np.maximum(a, 0))


KEPT = {
    "already in order": IN_ORDER,
    "another buffer read in another order (NHWC -> NCHWc)": """
@T.prim_func
def f(A: T.Buffer((2, 4, 5, 12), "float32"), B: T.Buffer((2, 3, 4, 5, 4), "float32")):
    for n, h, w, co, ci in T.grid(2, 4, 5, 3, 4):
        B[n, co, h, w, ci] = A[n, h, w, 4 * co + ci]
""",
    "the output read too": """
@T.prim_func
def f(B: T.Buffer((4, 4), "int32")):
    for j, i in T.grid(4, 4):
        B[i, j] = B[i, j] + 1
""",
    "an element written by several iterations": """
@T.prim_func
def f(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4,), "int32")):
    for j, i in T.grid(4, 4):
        B[i] = A[i, j]
""",
    "a bound that depends on an outer loop": """
@T.prim_func
def f(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
    for j in range(4):
        for i in range(j):
            B[i, j] = A[i, j]
""",
    "a body that is not one store": """
@T.prim_func
def f(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
    for j, i in T.grid(4, 4):
        if i < 3:
            B[i, j] = A[i, j]
""",
    "a parallel loop": """
@T.prim_func
def f(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
    for j in T.parallel(4):
        for i in range(4):
            B[i, j] = A[i, j]
""",
}


@pytest.mark.parametrize("name", list(KEPT))
def test_every_other_nest_keeps_its_order(name):
    before = parse(KEPT[name])
    result = follow_store_order(before)
    assert result.func == before and not result.certificate.rules_fired


def test_a_transposing_nest_with_matching_indices_is_reordered_and_proven():
    """``B[i, j] = A[i, j] * 2`` written column by column: reordered to row by row."""
    before = parse("""
@T.prim_func
def f(A: T.Buffer((3, 5), "int32"), B: T.Buffer((3, 5), "int32")):
    for j, i in T.grid(5, 3):
        B[i, j] = A[i, j] * 2
""")
    result = follow_store_order(before)
    assert "for i, j in T.grid(3, 5):" in verirw.script(result.func)
    assert result.certificate.validation.proven
