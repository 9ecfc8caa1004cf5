"""Buffer ``strides`` and ``elem_offset`` (issue 21's last item): a view reads and writes its
storage ``data`` at ``elem_offset + sum(i_k * stride_k)`` (``ir.flat_offset``); views of one
``data`` alias exactly where those offsets meet. Parsed, printed (and read back by TVM 0.27),
run by the interpreter, checked by z3 (unrolling; symbolic layouts answer unknown), refused by
name where a pass or back end only knows row-major buffers.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

import verirw
from verirw import ExecutionError, ScriptError, ir
from verirw.errors import ArgumentError, UnsupportedLayout

PARAM = '''
@T.prim_func
def f(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (4, 4), "int32", strides=(8, 1), elem_offset=2)
    B = T.match_buffer(b, (4, 4), "int32")
    for i, j in T.grid(4, 4):
        B[i, j] = A[i, j] * 2
'''

#: two views of one allocation: V covers elements 2..5 of X, W covers 4, 5, 8, 9 —
#: V[2], V[3] are W[0, 0], W[0, 1]
VIEWS = '''
@T.prim_func
def f(X: T.Buffer((16,), "int32"), Y: T.Buffer((4,), "int32")):
    V = T.decl_buffer((4,), "int32", data=X.data, elem_offset=2)
    W = T.decl_buffer((2, 2), "int32", data=X.data, strides=(4, 1), elem_offset=4)
    for i in range(4):
        V[i] = i + 100
    for i in range(4):
        Y[i] = W[i // 2, i % 2]
'''

SYMBOLIC = '''
@T.prim_func
def f(a: T.handle, b: T.handle):
    s0 = T.int32()
    A = T.match_buffer(a, (4, 4), "int32", strides=(s0, 1), elem_offset=T.int32())
    B = T.match_buffer(b, (4, 4), "int32")
    for i, j in T.grid(4, 4):
        B[i, j] = A[i, j] + 1
'''


def swapped(text: str) -> str:
    """VIEWS with its two loops exchanged: right only if V and W did not alias."""
    head, first, second = re.split(r"\n(?=    for i in range\(4\):)", text)
    return "\n".join([head, second.rstrip("\n"), first]) + "\n"


# ------------------------------------------------------------------ IR, parser, printer

def test_flat_offset_is_the_one_formula():
    buf = ir.make_buffer("A", (4, 4), "int32", strides=(8, 1), elem_offset=2)
    assert ir.flat_offset(buf, [3, 1], lift=lambda e: e.value) == 2 + 3 * 8 + 1
    assert ir.static_span(buf) == 2 + 3 * 8 + 3 + 1
    dense = ir.make_buffer("D", (3, 5), "int32")
    assert dense.is_dense and not buf.is_dense
    assert ir.flat_offset(dense, [2, 4], lift=lambda e: e.value) == 14
    assert ir.make_buffer("Z", (4,), "int32", elem_offset=0).is_dense


@pytest.mark.parametrize("text", [PARAM, VIEWS, SYMBOLIC])
def test_round_trip(text):
    func = verirw.parse(text)
    printed = verirw.script(func)
    assert verirw.parse(printed) == func
    assert "strides=" in printed and "elem_offset=" in printed


def test_layout_is_part_of_equality():
    assert verirw.parse(PARAM) != verirw.parse(PARAM.replace("elem_offset=2", "elem_offset=3"))
    assert verirw.parse(PARAM) != verirw.parse(PARAM.replace("strides=(8, 1)", "strides=(9, 1)"))


def test_tvm_reads_what_verirw_prints_and_back():
    tvm = pytest.importorskip("tvm")
    from verirw.tvm import from_tvm, to_tvm
    for text in (PARAM, VIEWS):
        func = verirw.parse(text)
        obj = tvm.script.from_source(verirw.script(func, dialect="tvm"))
        assert from_tvm(obj) == func
        assert from_tvm(to_tvm(func)) == func
    buf = from_tvm(to_tvm(verirw.parse(PARAM))).buffers["A"]
    assert [s.value for s in buf.strides] == [8, 1] and buf.elem_offset.value == 2
    # symbolic: TVM prints the free offset as offset_factor=1 and orders the size variables
    # its own way; the layout comes back symbolic, as it went
    back = from_tvm(to_tvm(verirw.parse(SYMBOLIC))).buffers["A"]
    assert isinstance(back.strides[0], ir.Var) and isinstance(back.elem_offset, ir.Var)
    assert back.strides[1] == ir.IntImm(1, back.strides[1].dtype)


def test_offset_factor_is_a_free_offset():
    """TVM prints a parameter's free elem_offset as ``offset_factor=1``: reading it as offset
    0 would prove programs for that offset only."""
    func = verirw.parse('''
@T.prim_func
def f(A: T.Buffer((4, 4), "float32", strides=("s0", 1), offset_factor=1),
      B: T.Buffer((4, 4), "float32")):
    for i, j in T.grid(4, 4):
        B[i, j] = A[i, j]
''')
    a = func.buffers["A"]
    assert isinstance(a.elem_offset, ir.Var) and isinstance(a.strides[0], ir.Var)
    assert {p.name for p in func.scalar_params} == {"A_elem_offset", "s0"}


@pytest.mark.parametrize("text, message", [
    ('    V = T.decl_buffer((4,), "int32", data=X.data, strides=(-1,))\n    V[0] = 1\n',
     r"<string>:5:60: error: T.decl_buffer: a negative stride \(-1\) is not supported"),
    ('    V = T.decl_buffer((4,), "int32", data=X.data, elem_offset=T.int32())\n    V[0] = 1\n',
     r"<string>:5:63: error: T.decl_buffer: a free elem_offset \(T.int32\(\)\) is only supported "
     r"for parameter buffers"),
    ('    V = T.decl_buffer((4,), "int32", data=X.data, strides=(1, 1))\n    V[0] = 1\n',
     r"<string>:5:59: error: T.decl_buffer: 2 strides for 1 dimension"),
    ('    V = X.view(2, 2)\n    V[0, 0] = 1\n',
     r"<string>:5:9: error: X.view\(...\): 'X' has strides or an elem_offset"),
])
def test_refusals_name_the_construct_with_location(text, message):
    header = ('\n@T.prim_func\ndef f(x: T.handle):\n'
              '    X = T.match_buffer(x, (4,), "int32", strides=(2,))\n')
    with pytest.raises(ScriptError, match=message):
        verirw.parse(header + text)


# ------------------------------------------------------------------ interpreter

def test_parameter_takes_its_backing_storage():
    func = verirw.parse(PARAM)
    backing = np.arange(ir.static_span(func.buffers["A"]), dtype=np.int32)
    out = verirw.run(func, A=backing, B=np.zeros((4, 4), np.int32)).arrays["B"]
    expected = np.array([[2 * (2 + 8 * i + j) for j in range(4)] for i in range(4)])
    np.testing.assert_array_equal(out, expected)
    # the contract requires the whole view (docs/semantics.md): a shorter array is refused
    # before the program runs, not an out-of-bounds access of the program
    with pytest.raises(ArgumentError, match=rf"backing storage has 20 element\(s\), but its "
                                            rf"shape, strides and elem_offset span {backing.size}"):
        verirw.run(func, A=backing[:20], B=np.zeros((4, 4), np.int32))


def test_views_alias_in_the_interpreter():
    result = verirw.run(verirw.parse(VIEWS), X=np.zeros(16, np.int32), Y=np.zeros(4, np.int32))
    np.testing.assert_array_equal(result.arrays["Y"], [102, 103, 0, 0])
    np.testing.assert_array_equal(result.arrays["X"][2:6], [100, 101, 102, 103])


def test_out_of_bounds_through_elem_offset():
    func = verirw.parse('''
@T.prim_func
def f(X: T.Buffer((16,), "int32")):
    V = T.decl_buffer((4,), "int32", data=X.data, elem_offset=13)
    for i in range(4):
        V[i] = i
''')
    with pytest.raises(ExecutionError, match=r"out-of-bounds access V\[3\].*elem_offset 13\): "
                                             r"element 16 is outside the 16 elements") as err:
        verirw.run(func, X=np.zeros(16, np.int32))
    assert err.value.kind == "out_of_bounds"
    fits = verirw.parse(verirw.script(func).replace("T.serial(4)", "T.serial(3)"))
    assert fits != func
    result = verirw.check(fits, func)
    assert result.status == "refuted" and result.confirmed, result.reason
    assert "V[3]" in result.reason and "element 16 is outside the 16 elements" in result.reason


def test_strided_allocation_spans_its_strides():
    func = verirw.parse('''
@T.prim_func
def f(A: T.Buffer((4, 4), "float32"), C: T.Buffer((4, 4), "float32")):
    B = T.alloc_buffer((4, 4), strides=(5, 1))
    for i, j in T.grid(4, 4):
        B[i, j] = A[i, j] + T.float32(1)
    for i, j in T.grid(4, 4):
        C[i, j] = B[i, j] * T.float32(2)
''')
    a = np.arange(16, dtype=np.float32).reshape(4, 4)
    out = verirw.run(func, A=a, C=np.zeros((4, 4), np.float32)).arrays["C"]
    np.testing.assert_array_equal(out, (a + 1) * 2)


# ------------------------------------------------------------------ check (z3) and aliasing

def test_interpreter_and_z3_agree_on_a_strided_program():
    """z3 proves the strided program equal to its hand-flattened form (element by element of
    the backing storage), and the interpreter gives both the same results."""
    strided = verirw.parse(PARAM)
    flat = verirw.parse('''
@T.prim_func
def f(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (4, 4), "int32", strides=(8, 1), elem_offset=2)
    B = T.match_buffer(b, (4, 4), "int32")
    F = T.decl_buffer((30,), "int32", data=A.data)
    for i, j in T.grid(4, 4):
        B[i, j] = F[2 + i * 8 + j] * 2
''')
    assert verirw.check(strided, flat).status == "proven"
    wrong = verirw.parse(verirw.script(flat).replace("2 + i * 8", "1 + i * 8"))
    result = verirw.check(strided, wrong)
    assert result.status == "refuted" and result.confirmed, result.reason
    rng = np.random.default_rng(0)
    backing = rng.integers(-100, 100, size=30).astype(np.int32)
    runs = [verirw.run(f, A=backing, B=np.zeros((4, 4), np.int32)).arrays["B"]
            for f in (strided, flat)]
    np.testing.assert_array_equal(runs[0], runs[1])


def test_reordering_aliasing_views_is_refuted():
    before = verirw.parse(VIEWS)
    after = verirw.parse(swapped(VIEWS))
    result = verirw.check(before, after)
    assert result.status == "refuted" and result.confirmed, result.reason
    # views whose ranges do not meet (W at 8..13) may be reordered
    apart = VIEWS.replace("elem_offset=4", "elem_offset=8")
    assert verirw.check(verirw.parse(apart), verirw.parse(swapped(apart))).status == "proven"


def test_simplify_keeps_aliasing_stores():
    """A stored value must not be forwarded to a load through another view, nor the store
    dropped, when their offsets meet."""
    func = verirw.parse('''
@T.prim_func
def f(X: T.Buffer((16,), "int32"), Y: T.Buffer((2,), "int32")):
    V = T.decl_buffer((4,), "int32", data=X.data, elem_offset=2)
    W = T.decl_buffer((2, 2), "int32", data=X.data, strides=(4, 1), elem_offset=4)
    W[0, 0] = 1
    V[2] = 7
    Y[0] = W[0, 0]
    Y[1] = V[2]
''')
    result = verirw.simplify(func)
    out = verirw.run(result.func, X=np.zeros(16, np.int32), Y=np.zeros(2, np.int32))
    np.testing.assert_array_equal(out.arrays["Y"], [7, 7])
    assert verirw.check(func, result.func).status == "proven"


def test_symbolic_strides_are_never_proven_by_sampling():
    func = verirw.parse(SYMBOLIC)
    for scalars in (None, {"s0": 8, "elem_offset_3": 0}):
        result = verirw.check(func, func, scalars=scalars)
        assert result.status == "unknown"
        assert "symbolic strides, elem_offset" in result.reason
        assert "no value of them is proven by sampling" in result.reason


def test_races_use_the_flat_offset():
    """Two thread-bound iterations write the same element through overlapping rows."""
    text = '''
@T.prim_func
def f(X: T.Buffer((16,), "int32")):
    V = T.decl_buffer((4, 4), "int32", data=X.data, strides=(STRIDE, 1))
    for i in T.thread_binding(4, thread="threadIdx.x"):
        for j in range(4):
            V[i, j] = i
'''
    from verirw.analysis.races import check_func
    overlapping = check_func(verirw.parse(text.replace("STRIDE", "2")))
    assert [v.status for v in overlapping] == ["race"]
    apart = check_func(verirw.parse(text.replace("STRIDE", "4")))
    assert [v.status for v in apart] == ["race_free"]


# ------------------------------------------------------------------ native code

#: PARAM with a 1-d result (code generation takes physical rank 1 or 2; flatten refuses
#: strided buffers)
PARAM_1D = PARAM.replace('B = T.match_buffer(b, (4, 4), "int32")',
                         'B = T.match_buffer(b, (16,), "int32")').replace("B[i, j]", "B[i * 4 + j]")


@pytest.mark.parametrize("text, scalars", [
    (PARAM_1D, {}), (VIEWS, {}),
    (PARAM_1D.replace("strides=(8, 1), elem_offset=2", "strides=(s0, 1), elem_offset=off")
     .replace("def f(a: T.handle, b: T.handle):",
              "def f(a: T.handle, b: T.handle, s0: T.int32, off: T.int32):"), {"s0": 5, "off": 3}),
], ids=["param", "views", "symbolic"])
def test_native_code_matches_the_interpreter(text, scalars):
    from verirw.testing.inputs import random_inputs
    func = verirw.parse(text)
    if scalars:
        inputs = {"A": np.arange(40, dtype=np.int32), "B": np.zeros(16, np.int32)}
    else:
        inputs = random_inputs(func, seed=3)
    expected = verirw.run(func, **{k: v.copy() for k, v in inputs.items()}, **scalars).arrays
    for bounds_check in (False, True):
        got = {k: v.copy() for k, v in inputs.items()}
        verirw.build(func, bounds_check=bounds_check)(**got, **scalars)
        for name, value in expected.items():
            np.testing.assert_array_equal(got[name], value)


def test_native_code_checks_the_backing_storage():
    """A backing array shorter than the view is refused at the call, as by the interpreter
    (the contract requires the whole span)."""
    kernel = verirw.build(verirw.parse(PARAM_1D), bounds_check=True)
    with pytest.raises(ArgumentError, match=r"backing storage has 20 element\(s\), but its "
                                            r"shape, strides and elem_offset span 30"):
        kernel(A=np.zeros(20, np.int32), B=np.zeros(16, np.int32))


# ------------------------------------------------------------------ refusals of passes

@pytest.mark.parametrize("apply", [
    lambda f: verirw.flatten(f),
    lambda f: verirw.transform_layout(f, "A", lambda i, j: [j, i], allow_signature_change=True),
    lambda f: verirw.cache_read(f, "A"),
    lambda f: verirw.sequential_buffer_access(f, None, "A"),
], ids=["flatten", "transform_layout", "cache_read", "sequential_buffer_access"])
def test_row_major_passes_refuse_strided_buffers(apply):
    with pytest.raises(UnsupportedLayout, match=r"buffer A has strides=\(8, 1\) and "
                                                r"elem_offset=2"):
        apply(verirw.parse(PARAM))


# ------------------------------------------------------------------ TVM-generated programs

STRIDED_CORPUS = ["tirx_decl_buffer_strides", "tirx_decl_buffer_symbolic_strides",
                  "schedule_storage_align_lowered", "script_decl_buffer_offset_views",
                  "script_match_buffer_strides"]


@pytest.mark.parametrize("stem", STRIDED_CORPUS)
def test_tvm_generated_strided_programs(stem):
    """tools/gen_tvm_corpus.py's strided_programs: parsed, printed back into TVM 0.27, run,
    and checked (constant layouts proven; symbolic ones unknown)."""
    from pathlib import Path
    path = Path(__file__).resolve().parent / "tvm_corpus" / f"{stem}.py"
    func = verirw.parse(path.read_text(), filename=path.name)
    assert any(not b.is_dense for b in verirw.visit.walk(func) if isinstance(b, ir.Buffer))
    tvm = pytest.importorskip("tvm")
    from verirw.tvm import from_tvm
    back = from_tvm(tvm.script.from_source(verirw.script(func, dialect="tvm")))
    assert verirw.script(back) == verirw.script(func) or stem.endswith("symbolic_strides")
    result = verirw.check(func, func, timeout_s=20)
    assert result.status == ("unknown" if "symbolic" in stem else "proven"), result.reason
