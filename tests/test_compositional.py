"""Issue 19, item 1: the meaning of an expression never changes when a sub-expression is
replaced by an equal one (DESIGN.md, "Compositionality").

Each reproducer replaced a load by the constant an assume fixes; the arithmetic around it then
read no memory and was evaluated over the mathematical integers, losing the wrap-around. The
value-domain marker (``T.reinterpret``) carries the domain with the replacement. The tests run
the passes themselves (``validate=False``): translation validation must not be what saves them.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import verirw
from verirw import interp, ir, smt
from verirw.dtypes import DType
from verirw.passes.fold import fold_constants
from verirw.semantics import as_value, is_value_expr, replace_equal, value_let_vars
from verirw.visit import transform

# (name, source, inputs, B's expected value). Each program stores into B what the
# original computes with wrap-around; a miscompile stores something else.
REPRODUCERS = [
    ("int16-compare", """
def f(A: T.Buffer((1,), "int16"), B: T.Buffer((1,), "int32")):
    T.assume(A[0] == T.int16(32767))
    if A[0] + T.int16(1) > A[0]:
        B[0] = 1
    else:
        B[0] = 2
""", {"A": [32767]}, 2),
    ("cast-int64", """
def f(A: T.Buffer((1,), "int16"), B: T.Buffer((1,), "int64")):
    T.assume(A[0] == T.int16(32767))
    B[0] = T.Cast("int64", A[0] + T.int16(1))
""", {"A": [32767]}, -32768),
    ("mul-div", """
def f(A: T.Buffer((1,), "int16"), B: T.Buffer((1,), "int16")):
    T.assume(A[0] == T.int16(5))
    B[0] = (A[0] * T.int16(10000)) // T.int16(7)
""", {"A": [5]}, -2220),
    ("uint8-sub-branch", """
def f(A: T.Buffer((1,), "uint8"), B: T.Buffer((1,), "int32")):
    T.assume(A[0] == T.uint8(0))
    if A[0] - T.uint8(1) > T.uint8(3):
        B[0] = 1
    else:
        B[0] = 2
""", {"A": [0]}, 1),
    ("uint8-sub-store", """
def f(A: T.Buffer((1,), "uint8"), B: T.Buffer((1,), "uint8")):
    T.assume(A[0] == T.uint8(0))
    B[0] = A[0] - T.uint8(1)
""", {"A": [0]}, 255),
    ("int8-branch", """
def f(A: T.Buffer((1,), "int8"), B: T.Buffer((1,), "int32")):
    T.assume(A[0] == T.int8(100))
    if A[0] + A[0] < T.int8(0):
        B[0] = 1
    else:
        B[0] = 2
""", {"A": [100]}, 1),
    ("assume-in-loop", """
def f(A: T.Buffer((4,), "int16"), B: T.Buffer((4,), "int32")):
    for i in range(4):
        T.assume(A[i] == T.int16(32767))
        if A[i] + T.int16(1) > A[i]:
            B[i] = 1
        else:
            B[i] = 2
""", {"A": [32767] * 4}, 2),
    ("let-bound-to-load", """
def f(A: T.Buffer((1,), "int16"), B: T.Buffer((1,), "int32")):
    T.assume(A[0] == T.int16(32767))
    x = A[0]
    if x + T.int16(1) > x:
        B[0] = 1
    else:
        B[0] = 2
""", {"A": [32767]}, 2),
    ("let-without-assume", """
def f(A: T.Buffer((1,), "int16"), B: T.Buffer((1,), "int32")):
    x = A[0]
    if x + T.int16(1) > x:
        B[0] = 1
    else:
        B[0] = 2
""", {"A": [32767]}, 2),
    ("scalar-param", """
def f(A: T.Buffer((1,), "int16"), B: T.Buffer((1,), "int32"), n: T.int16):
    T.assume(A[0] == n)
    if A[0] + T.int16(1) > n:
        B[0] = 1
    else:
        B[0] = 2
""", {"A": [32767], "n": 32767}, 2),
    ("big-product", """
def f(A: T.Buffer((1,), "int16"), B: T.Buffer((1,), "int16")):
    T.assume(A[0] == T.int16(200))
    B[0] = A[0] * T.int16(300)
""", {"A": [200]}, -5536),
]
# (Wrap-around is the meaning below 32 bits; from 32 bits an overflow is poison, and these
# programs have no defined behaviour there: test_int32_overflow_under_an_assume_is_poison.)


def _run(func, inputs):
    params = {p.name: p for p in func.params}
    args = {}
    for _, buf in func.buffer_map:
        shape = tuple(int(d.value) for d in buf.shape)
        data = inputs.get(buf.name, [0] * int(np.prod(shape)))
        args[buf.name] = np.array(data, dtype=buf.dtype.numpy).reshape(shape)
    args.update({k: v for k, v in inputs.items() if k in params and k not in args})
    return verirw.run(func, **args).arrays


@pytest.mark.parametrize("name,source,inputs,expected", REPRODUCERS,
                         ids=[r[0] for r in REPRODUCERS])
def test_simplify_keeps_wrap_around_after_substitution(name, source, inputs, expected):
    func = verirw.parse("@T.prim_func" + source)
    assert _run(func, inputs)["B"].flat[0] == expected       # the contract, by the interpreter
    result = verirw.simplify(func, validate=False)
    text = verirw.script(result.func)
    assert _run(result.func, inputs)["B"].flat[0] == expected, text
    assert verirw.parse(text) == result.func                  # prints only literals that re-parse
    assert verirw.check(func, result.func).status == "proven", text


def test_reproducers_are_decided_where_the_answer_is_a_constant():
    """Not only correct but simplified: the branch is gone where the assume decides it."""
    for name, source, _inputs, _expected in REPRODUCERS:
        if name in ("scalar-param", "let-without-assume"):
            continue                                  # the value is not known statically
        text = verirw.script(verirw.simplify(verirw.parse("@T.prim_func" + source),
                                             validate=False).func)
        assert "if" not in text.split(":", 1)[1].replace("T.if_then_else", ""), (name, text)


# ----------------------------------------------------------------------------- the marker


def test_marker_semantics_agree_across_engines():
    """``T.reinterpret`` wraps its argument to its dtype and counts as a value; from 32 bits
    its arithmetic is exact or poison, like index arithmetic (docs/semantics.md)."""
    e = verirw.parse("""
@T.prim_func
def f(B: T.Buffer((2,), "int32"), n: T.int32):
    B[0] = T.reinterpret("int32", n) + 1
    B[1] = n + 1
""")
    res = verirw.run(e, B=np.zeros(2, "int32"), n=2147483647)
    assert list(res.defined["B"]) == [False, False]           # poison either way
    kernel = verirw.build(e)
    b = np.zeros(2, "int32")
    kernel(B=b, n=2147483647)
    assert list(b) == list(res.arrays["B"]) == [-2147483648] * 2   # what the code computes
    n = ir.Var("n")
    marker = ir.Call(ir.REINTERPRET, (n + 1,), ir.INT32)
    assert is_value_expr(marker)
    for engine in (interp.evaluate, smt.evaluate_z3):
        for poisoned in (marker.gt(n), (n + 1).gt(n)):
            with pytest.raises(verirw.ExecutionError) as err:
                engine(poisoned, {n: 2147483647})
            assert err.value.kind == "integer_overflow"
        assert engine(marker.gt(n), {n: 2147483646}) is True


def test_int32_overflow_under_an_assume_is_poison():
    """The old int32 reproducer: ``A[0] + 1 > A[0]`` at ``A[0] == INT_MAX`` branches on poison,
    undefined behaviour in TVM's code (``add nsw``) and in verirw's; simplify may then decide
    the branch either way, and ``check`` proves it."""
    func = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((1,), "int32"), B: T.Buffer((1,), "int32")):
    T.assume(A[0] == 2147483647)
    if A[0] + 1 > A[0]:
        B[0] = 1
    else:
        B[0] = 2
""")
    with pytest.raises(verirw.ExecutionError) as err:
        _run(func, {"A": [2147483647]})
    assert err.value.kind == "undef_in_condition"
    result = verirw.simplify(func)
    assert verirw.check(func, result.func).status == "proven"


def test_as_value_and_replace_equal():
    load = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((1,), "uint8"), B: T.Buffer((1,), "uint8")):
    B[0] = A[0]
""").body.value
    marked = replace_equal(load, ir.IntImm(-1, ir.INT32))
    assert is_value_expr(marked) and marked.dtype == load.dtype
    assert interp.evaluate(marked) == 255
    i = ir.Var("i")
    assert replace_equal(i, load) is None              # index arithmetic must not start wrapping
    assert replace_equal(i, ir.IntImm(3)) == ir.IntImm(3)
    assert as_value(load) is load


def test_marker_parse_errors_are_clear():
    with pytest.raises(verirw.ScriptError, match="only the same integer dtype"):
        verirw.parse("""
@T.prim_func
def f(A: T.Buffer((1,), "float32"), B: T.Buffer((1,), "int16")):
    B[0] = T.reinterpret("int16", A[0])
""")
    # (a bit cast between a 32/64-bit integer and a float of one width has a meaning:
    # tests/test_tvm_last_constructs.py)


def test_value_let_vars_refuses_a_let_bound_in_two_domains():
    x = ir.Var("x")
    a = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((1,), "int32")):
    A[0] = 1
""")
    buf = a.buffer_map[0][1]
    load = ir.BufferLoad(buf, (ir.IntImm(0),))
    body = ir.seq(ir.LetStmt(x, load, ir.Evaluate(x)), ir.LetStmt(x, ir.IntImm(1), ir.Evaluate(x)))
    with pytest.raises(verirw.MalformedIRError):
        value_let_vars(body)


# ----------------------------------------------------------------------------- the property

_INT_DTYPES = [DType.get(n) for n in ("int8", "int16", "int32", "int64", "uint8")]


def _near_extremes(d: DType):
    return st.one_of(st.sampled_from([d.min_value, d.min_value + 1, -1 if d.is_signed else 1,
                                      0, 1, d.max_value - 1, d.max_value]),
                     st.integers(d.min_value, d.max_value))


@st.composite
def _value_exprs(draw, d: DType, load: ir.Expr, depth: int = 3):
    """Integer expressions of dtype ``d`` over ``load``, with constants near the extremes."""
    if depth == 0 or draw(st.integers(0, 3)) == 0:
        return load if draw(st.booleans()) else ir.IntImm(draw(_near_extremes(d)), d)
    op = draw(st.sampled_from([ir.Add, ir.Sub, ir.Mul, ir.FloorDiv, ir.FloorMod,
                               ir.Min, ir.Max, "select", "cast"]))
    a = draw(_value_exprs(d, load, depth - 1))
    b = draw(_value_exprs(d, load, depth - 1))
    if op == "select":
        return ir.Select(draw(st.sampled_from([ir.LT, ir.GT, ir.EQ]))(a, b), a, b)
    if op == "cast":
        wide = draw(st.sampled_from(_INT_DTYPES))
        return ir.Cast(d, ir.Add(ir.Cast(wide, a), ir.IntImm(1, wide)))
    if op in (ir.FloorDiv, ir.FloorMod):
        b = ir.IntImm(draw(st.sampled_from([1, 2, 3, 7, 1000])), d)
    return op(a, b)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_replacing_a_value_by_an_equal_constant_keeps_the_meaning(data):
    """The compositionality invariant: put the load's own value in its place (through the one
    substitution mechanism, ``replace_equal``) and every engine computes the same result."""
    d = data.draw(st.sampled_from(_INT_DTYPES))
    buf = ir.Buffer("A", (ir.IntImm(1),), d, ir.Var("A", ir.HANDLE))
    load = ir.BufferLoad(buf, (ir.IntImm(0),))
    e = data.draw(_value_exprs(d, load))
    cond = data.draw(st.sampled_from([ir.LT, ir.GT, ir.LE, ir.EQ]))(e, ir.IntImm(
        data.draw(_near_extremes(d)), d))
    v = data.draw(_near_extremes(d))
    arrays = {"A": np.array([v], dtype=d.numpy)}

    def substituted(x):
        return transform(x, lambda n: replace_equal(n, ir.IntImm(v, d))
                         if isinstance(n, ir.BufferLoad) else n)

    for original in (e, cond, ir.Cast(DType.get("int64"), e)):
        try:
            expected = interp.evaluate(original, arrays=arrays)
        except verirw.ExecutionError:
            continue
        replaced = substituted(original)
        assert interp.evaluate(replaced) == expected
        assert smt.evaluate_z3(replaced) == expected
        assert interp.evaluate(fold_constants(replaced)) == expected


def test_remove_no_op_encodes_value_lets_as_values():
    """``x = A[0]`` is a wrapped int16 value: ``x + 1 < x`` holds at ``A[0] == 32767``, so the
    store under it is not dead. (Encoded as a mathematical integer, the branch looked
    infeasible and the store was removed.)"""
    from verirw.passes import remove_no_op
    func = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((1,), "int16"), B: T.Buffer((1,), "int32")):
    B[0] = 7
    x = A[0]
    if x + T.int16(1) < x:
        B[0] = 0
""")
    out = remove_no_op(func).func
    assert _run(out, {"A": [32767]})["B"][0] == 0, verirw.script(out)
    assert verirw.check(func, out).status == "proven"


def test_index_constants_beyond_their_width_print_and_reparse_as_themselves():
    """The e-graph folds index constants over the mathematical integers, and only within
    int32 (``rule.INDEX_CONST_MAX``): at int32 ``i * 100000 * 100000`` overflows (poison) for
    ``i >= 1`` and no int32 literal says ``10000000000``; the int64 product is kept as it is.
    Either way the result prints, re-parses as itself, and is proven."""
    for body, values in (("T.Cast(\"int64\", i) * T.int64(100000) * T.int64(100000)",
                          [i * 10**10 for i in range(4)]),
                         ("T.Cast(\"int64\", i * 100000 * 100000)", None)):
        func = verirw.parse(f"""
@T.prim_func
def f(B: T.Buffer((4,), "int64")):
    for i in range(4):
        B[i] = {body}
""")
        out = verirw.simplify(func, validate=False).func
        text = verirw.script(out)
        assert verirw.parse(text) == out, text
        if values is not None:
            assert list(_run(out, {})["B"]) == values
        assert verirw.check(func, out).status == "proven", text


def test_a_cast_of_a_literal_that_does_not_fit_is_not_folded_by_the_parser():
    """A narrowing cast truncates in every domain (LLVM ``trunc``), and the parser leaves it to
    the engines, which agree: 5000000000 is 705032704 at int32."""
    func = verirw.parse("""
@T.prim_func
def f(B: T.Buffer((2,), "int64"), C: T.Buffer((1,), "int32")):
    B[0] = T.Cast("int64", T.Cast("int32", T.int64(5000000000)) + 1)
    C[0] = T.Cast("int32", T.int64(5000000000))
""")
    out = _run(func, {})
    assert out["B"][0] == 705032705 and out["C"][0] == 705032704
