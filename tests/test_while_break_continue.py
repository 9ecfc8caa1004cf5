"""``while``, ``break`` and ``continue`` (issue 39): TVM 0.27's spelling read and printed, the
meaning in every engine (interpreter, native code, check), and the refusals where an engine
has none (docs/semantics.md, "while, break and continue")."""

from __future__ import annotations

import numpy as np
import pytest

import verirw
from verirw import ir
from verirw.errors import MalformedIRError, ResourceLimitError, ScriptError, UnsupportedControlFlow
from verirw.interp import run

try:
    import tvm  # noqa: F401
    HAVE_TVM = True
except ImportError:         # pragma: no cover - the suite installs it
    HAVE_TVM = False

needs_tvm = pytest.mark.skipif(not HAVE_TVM, reason="Apache TVM is not installed")

# --------------------------------------------------------------------------- TVM's programs
# verbatim from TVM's tests/python/tir-transform/test_tir_transform_annotate_irregular_loop.py

UNIT_BEFORE = '''
@T.prim_func
def before(A: T.Buffer((10,), "int32")):
    for i in T.serial(1):
        if A[i] > 5:
            break
        A[i] = A[i] + 1
    for j in T.serial(1):
        if A[j] > 5:
            continue
        A[j] = A[j] + 1
    for k in T.serial(1):
        A[k] = A[k] + 1
'''

UNIT_EXPECTED = '''
@T.prim_func
def expected(A: T.Buffer((10,), "int32")):
    for i in T.serial(1, annotations={"irregular_loop_mark": 1}):
        if A[i] > 5:
            break
        A[i] = A[i] + 1
    for j in T.serial(1, annotations={"irregular_loop_mark": 1}):
        if A[j] > 5:
            continue
        A[j] = A[j] + 1
    A[0] = A[0] + 1
'''

BREAK = '''
@T.prim_func
def before(A: T.Buffer((10,), "int32")):
    for i in T.serial(10):
        if A[i] > 5:
            break
        A[i] = A[i] + 1
'''

BREAK_ANNOTATED = '''
@T.prim_func
def expected(A: T.Buffer((10,), "int32")):
    for i in T.serial(10, annotations={"irregular_loop_mark": 1}):
        if A[i] > 5:
            break
        A[i] = A[i] + 1
'''

CONTINUE = '''
@T.prim_func
def before(A: T.Buffer((10,), "int32")):
    for i in T.serial(10):
        if A[i] < 0:
            continue
        A[i] = A[i] * 2
'''

NESTED_BOTH = '''
@T.prim_func
def before(A: T.Buffer((10, 10), "int32")):
    for i in T.serial(10):
        if i > 7:
            break
        for j in T.serial(10):
            if A[i, j] < 0:
                continue
            A[i, j] = A[i, j] + 1
'''

WHILE_BREAK = '''
@T.prim_func
def before(A: T.Buffer((10,), "int32")):
    i = T.int32(0)
    while i < 10:
        if A[i] > 5:
            break
        A[i] = A[i] + 1
        i = i + 1
'''

NESTED_CONDITIONAL = '''
@T.prim_func
def before(A: T.Buffer((10,), "int32"), flag1: T.int32, flag2: T.int32):
    for i in T.serial(10):
        if flag1 > 0:
            if flag2 > 0:
                if A[i] > 5:
                    break
        A[i] = A[i] + 1
'''

NESTED_3 = '''
@T.prim_func
def before(A: T.Buffer((5, 5, 5), "int32")):
    for i in T.serial(5):
        for j in T.serial(5):
            for k in T.serial(5):
                if A[i, j, k] > 10:
                    break
                if A[i, j, k] < 0:
                    continue
                A[i, j, k] = A[i, j, k] + 1
'''

# TVM's tests/python/tir-transform/test_tir_transform_storage_rewrite.py, test_while_alloc
WHILE_ALLOC = '''
@T.prim_func
def func_serial(n: T.int32):
    for i in T.serial(n):
        j_data = T.allocate([1], "int32", scope="global")
        j = T.decl_buffer([1], "int32", data=j_data, scope="global")
        j[0] = 0
        while j[0] < 10:
            A_data = T.allocate([n], "float32", scope="global")
            A = T.decl_buffer([n], "float32", data=A_data, scope="global")
            A[j[0]] = A[j[0]] + T.float32(2)
            j[0] = j[0] + j[0] + 1
'''

# TVM's printed spelling of WHILE_BREAK (``.script()`` of what TVM 0.27 parses)
WHILE_BREAK_TVM_PRINTED = '''
@T.prim_func
def before(A: T.Buffer((10,), "int32")):
    i: T.int32 = 0
    while i < 10:
        if A[i] > 5:
            T.break_loop()
        A[i] = A[i] + 1
        i = i + 1
'''

TVM_PROGRAMS = [UNIT_BEFORE, UNIT_EXPECTED, BREAK, BREAK_ANNOTATED, CONTINUE, NESTED_BOTH,
                WHILE_BREAK, NESTED_CONDITIONAL, NESTED_3, WHILE_BREAK_TVM_PRINTED]


def _p(src: str) -> ir.PrimFunc:
    return verirw.parse(src)


def _count(func, cls) -> int:
    from verirw.visit import walk
    return sum(isinstance(n, cls) for n in walk(func.body))


# --------------------------------------------------------------------------- reading

@pytest.mark.parametrize("src", TVM_PROGRAMS)
def test_tvm_programs_read_and_print_back(src):
    func = _p(src)
    assert ir.has_control_flow(func)
    again = _p(verirw.script(func))
    assert verirw.structural_equal(func, again)
    assert verirw.check(func, again).proven


def test_the_ir_nodes():
    func = _p(WHILE_BREAK)
    assert _count(func, ir.While) == 1 and _count(func, ir.Break) == 1
    assert _count(_p(CONTINUE), ir.Continue) == 1
    assert ir.Break() == ir.Break() and ir.Break() != ir.Continue()
    assert not ir.has_control_flow(_p('''
@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    for i in range(4):
        A[i] = 1
'''))


def test_a_reassigned_scalar_is_tvms_local_buffer():
    """TVM 0.27 reads ``i = T.int32(0)`` as a one-element local buffer that ``i = i + 1``
    stores into, in a nested statement too (not a let shadowed there)."""
    func = _p(WHILE_BREAK)
    allocs = [n for n in __import__("verirw.visit", fromlist=["walk"]).walk(func.body)
              if isinstance(n, ir.Allocate)]
    assert len(allocs) == 1 and allocs[0].buffer.scope == "local"
    acc = _p('''
@T.prim_func
def f(A: T.Buffer((4,), "int32"), B: T.Buffer((1,), "int32")):
    s = T.int32(0)
    for k in range(4):
        s = s + A[k]
    B[0] = s
''')
    out = run(acc, A=np.arange(1, 5, dtype="int32"), B=np.zeros(1, "int32"))
    assert out["B"].tolist() == [10]
    # a name bound once, or rebound in the same block only, is still a let
    plain = _p('''
@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    x = A[0] + 1
    x = x * 2
    A[1] = x
''')
    assert _count(plain, ir.LetStmt) == 2 and _count(plain, ir.Allocate) == 0


def test_tvms_spelling_and_ours_are_the_same_program():
    assert verirw.structural_equal(_p(WHILE_BREAK), _p(WHILE_BREAK_TVM_PRINTED))


@pytest.mark.parametrize("body, message", [
    ("    break\n", "'break' outside a loop"),
    ("    T.continue_loop()\n", "'continue' outside a loop"),
    ("    if A[0] > 0:\n        continue\n", "'continue' outside a loop"),
    ("    for i in T.parallel(4):\n        if A[i] > 0:\n            break\n",
     "'break' in a parallel loop"),
    ("    for i in T.vectorized(4):\n        if A[i] > 0:\n            continue\n",
     "'continue' in a vectorized loop"),
    ("    while A[0] < 3:\n        A[0] = A[0] + 1\n    else:\n        A[1] = 2\n",
     "while/else is not supported"),
    ("    for i in range(4):\n        with T.block(\"b\"):\n            break\n",
     "'break' outside a loop (a T.block"),
])
def test_refused_with_a_location(body, message):
    src = '@T.prim_func\ndef f(A: T.Buffer((4,), "int32")):\n' + body
    with pytest.raises(ScriptError) as err:
        _p(src)
    assert message in str(err.value)
    assert err.value.line is not None and err.value.col is not None


@needs_tvm
@pytest.mark.parametrize("src", TVM_PROGRAMS + [WHILE_ALLOC])
def test_cross_read_by_tvm(src):
    """TVM reads verirw's printout (dialect="tvm"), and verirw reads TVM's printout of it
    back as the same program (proven by check)."""
    import tvm
    func = _p(src)
    tvm_func = tvm.script.from_source(verirw.script(func, dialect="tvm"))
    text = tvm_func.script()
    assert ("while" in text) == ("while" in src)
    if src is WHILE_ALLOC:
        # TVM prints its one-element allocation as ``j_data: T.int32`` / ``T.decl_scalar``,
        # which verirw does not read yet (not a matter of while)
        return
    back = verirw.parse(tvm_func)
    assert _count(back, ir.Break) == _count(func, ir.Break)
    assert _count(back, ir.Continue) == _count(func, ir.Continue)
    assert verirw.check(func, back).proven


@needs_tvm
def test_tvm_runtime_agrees_on_while_break():
    """TVM's own compiled code gives the interpreter's result (mutation of ``i`` included)."""
    import tvm
    func = _p(WHILE_BREAK)
    lib = tvm.compile(tvm.IRModule({"main": tvm.script.from_source(WHILE_BREAK)}),
                      target="llvm")
    rng = np.random.default_rng(3)
    for _ in range(5):
        a = rng.integers(-3, 9, 10).astype("int32")
        ours = run(func, A=a.copy())["A"]
        t = tvm.runtime.tensor(a.copy()) if hasattr(tvm.runtime, "tensor") else tvm.nd.array(a.copy())
        lib["main"](t)
        assert ours.tolist() == t.numpy().tolist()


# --------------------------------------------------------------------------- interpreter

def test_interpreter_meaning():
    a = np.array([1, 2, -3, 4, 9, 1, 1, 1, 1, 1], dtype="int32")
    assert run(_p(WHILE_BREAK), A=a.copy())["A"].tolist() == [2, 3, -2, 5, 9, 1, 1, 1, 1, 1]
    assert run(_p(BREAK), A=a.copy())["A"].tolist() == [2, 3, -2, 5, 9, 1, 1, 1, 1, 1]
    assert run(_p(CONTINUE), A=a.copy())["A"].tolist() == [2, 4, -3, 8, 18, 2, 2, 2, 2, 2]
    nested = run(_p(NESTED_BOTH), A=np.full((10, 10), -1, "int32"))["A"]
    assert (nested == -1).all()
    ones = run(_p(NESTED_BOTH), A=np.ones((10, 10), "int32"))["A"]
    assert (ones[:8] == 2).all() and (ones[8:] == 1).all()


def test_a_while_that_does_not_end_is_a_clear_error(monkeypatch):
    import verirw.interp as interp
    monkeypatch.setattr(interp, "WHILE_ITERATIONS", 1000)
    forever = _p('''
@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    i = T.int32(0)
    while i < 10:
        A[0] = A[0] + 1
''')
    with pytest.raises(ResourceLimitError, match="has not terminated after 1,000 iterations"):
        run(forever, A=np.zeros(4, "int32"))


def test_engines_refuse_a_break_without_a_serial_loop():
    a = ir.make_buffer("A", (4,), "int32")
    i = ir.Var("i")
    body = ir.For(i, ir.IntImm(0), ir.IntImm(4), "parallel",
                  ir.seq(ir.IfThenElse(ir.GT(ir.BufferLoad(a, (i,)), ir.IntImm(0)), ir.Break()),
                         ir.BufferStore(a, ir.IntImm(1), (i,))))
    func = ir.PrimFunc("f", (a.data,), ((a.data, a),), body)
    assert ir.control_flow_problem(func) == "'break' in a parallel loop"
    with pytest.raises(MalformedIRError):
        run(func, A=np.zeros(4, "int32"))
    other = ir.PrimFunc("f", (a.data,), ((a.data, a),),
                        ir.For(i, ir.IntImm(0), ir.IntImm(4), "parallel",
                               ir.BufferStore(a, ir.IntImm(1), (i,))))
    assert not verirw.check(func, other).proven


# --------------------------------------------------------------------------- native code

@pytest.mark.parametrize("src, shape, extra", [
    (WHILE_BREAK, (10,), {}), (BREAK, (10,), {}), (CONTINUE, (10,), {}),
    (NESTED_BOTH, (10, 10), {}), (NESTED_3, (5, 5, 5), {}), (UNIT_BEFORE, (10,), {}),
    (NESTED_CONDITIONAL, (10,), {"flag1": 1, "flag2": 1}),
])
def test_native_code_agrees_with_the_interpreter(src, shape, extra):
    from verirw.codegen.validate import prepare
    func = _p(src)
    kernel = verirw.build(prepare(func))
    rng = np.random.default_rng(7)
    for _ in range(8):
        a = rng.integers(-4, 14, shape).astype("int32")
        expected = run(func, A=a.copy(), **extra)["A"]
        got = a.copy()
        kernel(A=got, **extra)
        assert got.tolist() == expected.tolist()


def test_native_while_with_heap_allocations_and_a_break():
    from verirw.codegen.validate import prepare
    func = _p('''
@T.prim_func
def f(n: T.int32, B: T.Buffer((4,), "float32")):
    for i in T.serial(4):
        j = T.alloc_buffer((1,), "int32", scope="local")
        j[0] = 0
        while j[0] < 10:
            A = T.alloc_buffer((n,), "float32")
            A[j[0]] = T.float32(2)
            B[i] = B[i] + A[j[0]]
            if B[i] > T.float32(5):
                break
            j[0] = j[0] + j[0] + 1
''')
    kernel = verirw.build(prepare(func))
    for b0 in ([0, 1, -2, 3], [-5, 9, 0, 0]):
        b = np.array(b0, dtype="float32")
        expected = run(func, n=16, B=b.copy())["B"]
        kernel(n=16, B=b)
        assert b.tolist() == expected.tolist()


# --------------------------------------------------------------------------- check

def test_check_proves_the_annotation_pairs():
    assert verirw.check(_p(UNIT_BEFORE), _p(UNIT_EXPECTED)).proven
    assert verirw.check(_p(BREAK), _p(BREAK_ANNOTATED)).proven


def test_check_proves_a_while_loop_equal_to_a_for_loop():
    """Not alpha-equal: the symbolic executor unrolls the while loop (its counter stays a
    constant on the paths that go on) and proves the loop ended after 10 iterations."""
    result = verirw.check(_p(WHILE_BREAK), _p(BREAK), search="never")
    assert result.proven, result.reason
    assert verirw.check(_p(BREAK), _p(WHILE_BREAK), search="never").proven


def test_check_proves_a_unit_loop_with_break_unrolled():
    after = _p('''
@T.prim_func
def f(A: T.Buffer((10,), "int32")):
    if A[0] <= 5:
        A[0] = A[0] + 1
''')
    before = _p('''
@T.prim_func
def f(A: T.Buffer((10,), "int32")):
    for i in T.serial(1):
        if A[i] > 5:
            break
        A[i] = A[i] + 1
''')
    assert verirw.check(before, after, search="never").proven


WRONG = {
    "break turned into continue": CONTINUE.replace("A[i] < 0", "A[i] > 5").replace(
        "A[i] * 2", "A[i] + 1"),
    "break dropped": '''
@T.prim_func
def f(A: T.Buffer((10,), "int32")):
    for i in T.serial(10):
        A[i] = A[i] + 1
''',
    "while condition off by one": WHILE_BREAK.replace("while i < 10", "while i < 9"),
    "break before the store": '''
@T.prim_func
def f(A: T.Buffer((10,), "int32")):
    for i in T.serial(10):
        A[i] = A[i] + 1
        if A[i] > 5:
            break
''',
}


@pytest.mark.parametrize("name", sorted(WRONG))
@pytest.mark.parametrize("search", ["first", "never"])
def test_check_refutes_planted_mistakes(name, search):
    result = verirw.check(_p(BREAK), _p(WRONG[name]), search=search)
    assert result.status == "refuted", result.reason
    assert result.confirmed


def test_check_refutes_a_wrong_while_rewrite():
    wrong = WHILE_BREAK.replace("if A[i] > 5:", "if A[i] > 6:")
    for search in ("first", "never"):
        assert verirw.check(_p(WHILE_BREAK), _p(wrong), search=search).status == "refuted"


UNBOUNDED = '''
@T.prim_func
def f(A: T.Buffer((2,), "int32")):
    while A[0] < 300:
        A[0] = A[0] + 1
'''


def test_a_while_loop_not_shown_to_end_is_unknown():
    """``A[0]`` may start at -2**31: no bounded unrolling shows the loop ends, so an
    equivalent rewrite is neither proven nor refuted."""
    after = UNBOUNDED.replace("A[0] + 1", "1 + A[0]")
    result = verirw.check(_p(UNBOUNDED), _p(after), search="never", timeout_s=30)
    assert result.status == "unknown"
    assert "not shown to end" in result.reason
    # the same program twice is proven without running it (reflexivity)
    assert verirw.check(_p(UNBOUNDED), _p(UNBOUNDED)).proven


def test_summaries_and_structure_refuse():
    result = verirw.check(_p(BREAK), _p(BREAK_ANNOTATED.replace("A[i] + 1", "1 + A[i]")),
                          method="summary")
    assert result.status == "unknown" and "while/break/continue" in result.reason
    from verirw.verify.aligned import check_aligned
    proven, why = check_aligned(_p(BREAK), _p(BREAK_ANNOTATED))
    assert proven is None and "while/break/continue" in why


# --------------------------------------------------------------------------- passes

def test_passes_leave_such_functions_unchanged():
    from verirw.passes import remove_no_op
    for src in (WHILE_BREAK, NESTED_3, UNIT_BEFORE):
        func = _p(src)
        res = verirw.simplify(func)
        assert res.func is func and not res.changed
        assert "while/break/continue" in res.certificate.stop
        res = remove_no_op(func, validate=False)
        assert res.func is func
        res = verirw.simplify(func, passes="all", validate=False)
        assert res.func is func


def test_layout_transformations_refuse():
    with pytest.raises(UnsupportedControlFlow):
        verirw.transform_layout(_p(BREAK), "A", lambda i: [i // 2, i % 2])


def test_the_egraph_codec_does_not_drop_them():
    from verirw.egraph.codec import Codec, DecodeError
    with pytest.raises(DecodeError):
        Codec().stmt(ir.Break())
    with pytest.raises(DecodeError):
        Codec().stmt(_p(WHILE_BREAK).body)
