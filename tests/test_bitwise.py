"""Bitwise operations and shifts (issue 21, TVM interop): ``&``, ``|``, ``^``, ``~``, ``<<``,
``>>`` and their ``T.bitwise_*`` / ``T.shift_*`` spellings.

The meaning is the verirw.ops entries' (``BITAND``, ``BITOR``, ``BITXOR``, ``SHL``, ``SHR``):
two's complement bits; ``>>`` arithmetic on signed, logical on unsigned dtypes; ``~a`` is
``a ^ all_ones``; a shift amount outside ``[0, bits)`` is undefined (``shift_out_of_range``)
in every engine, and a literal one is a parse error, as in TVM. tests/test_ops.py checks every
engine against the table on edge values; here: the spellings, random values, the undefined
shift everywhere, and proofs with ``verirw.check``.
"""

from __future__ import annotations

import functools

import numpy as np
import pytest
import z3
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import verirw
from verirw import interp, ir, ops, semantics, smt
from verirw.analysis.failure import Purpose, may_fail
from verirw.codegen import build, prepare
from verirw.dtypes import INT8, INT16, INT32, INT64, UINT8, DType
from verirw.errors import ExecutionError, ScriptError
from verirw.printer import script
from verirw.te import numpy_eval
from verirw.testing.strategies import exprs, prim_funcs

BITWISE = [ops.BITAND, ops.BITOR, ops.BITXOR, ops.SHL, ops.SHR]
DTYPES = [INT8, INT16, INT32, INT64, UINT8]


def _func(body: str, dtype: str = "int32") -> str:
    return f"""
@T.prim_func
def f(A: T.Buffer((4,), "{dtype}"), B: T.Buffer((4,), "uint8"), n: T.int32):
    for i in range(4):
        {body}
"""


# ----------------------------------------------------------------------------- spellings

@pytest.mark.parametrize("text, cls", [
    ("A[i] = A[i] & 3", ir.BitAnd),
    ("A[i] = A[i] | 3", ir.BitOr),
    ("A[i] = A[i] ^ 3", ir.BitXor),
    ("A[i] = A[i] << 3", ir.ShiftLeft),
    ("A[i] = A[i] >> 3", ir.ShiftRight),
    ("A[i] = T.bitwise_and(A[i], 3)", ir.BitAnd),
    ("A[i] = T.bitwise_or(A[i], 3)", ir.BitOr),
    ("A[i] = T.bitwise_xor(A[i], 3)", ir.BitXor),
    ("A[i] = T.shift_left(A[i], 3)", ir.ShiftLeft),
    ("A[i] = T.shift_right(A[i], 3)", ir.ShiftRight),
    ("A[i] = ~A[i]", ir.BitXor),
    ("A[i] = T.bitwise_not(A[i])", ir.BitXor),
    ("A[i] = A[i] << n", ir.ShiftLeft),
    ("A[i] = A[i] >> i", ir.ShiftRight),
])
def test_every_tvm_spelling_parses_and_round_trips(text, cls):
    f = verirw.parse(_func(text))
    assert isinstance(f.body.body.value, cls)
    assert verirw.parse(script(f)) == f


def test_tvm_printed_forms_keep_python_precedence():
    """What TVM 0.27 prints (``A[i] & 3 | A[i] ^ 5``, ``A[i] << 2 >> 1``) reads with Python's
    precedence (``|`` < ``^`` < ``&`` < shifts < ``+``), and prints back the same way."""
    f = verirw.parse(_func("A[i] = A[i] & 3 | A[i] ^ 5"))
    e = f.body.body.value
    assert isinstance(e, ir.BitOr) and isinstance(e.a, ir.BitAnd) and isinstance(e.b, ir.BitXor)
    assert "A[i] & 3 | A[i] ^ 5" in script(f)
    g = verirw.parse(_func("A[i] = A[i] << 2 >> 1"))
    assert isinstance(g.body.body.value, ir.ShiftRight) and isinstance(g.body.body.value.a, ir.ShiftLeft)
    h = verirw.parse(_func("A[i] = (A[i] << 1) + (A[i] >> 2) & A[i] + 1"))
    assert isinstance(h.body.body.value, ir.BitAnd) and isinstance(h.body.body.value.a, ir.Add)
    for k in (f, g, h):
        assert verirw.parse(script(k)) == k
    # comparisons bind looser than bit operations: no parentheses needed or added
    c = verirw.parse(_func("B[i] = T.Cast('uint8', A[i] & 1 == 0)"))
    assert isinstance(c.body.body.value.value, ir.EQ)


def test_not_is_xor_with_all_ones():
    """``~a`` has no node of its own: it is ``a ^ -1`` on signed dtypes, ``a ^ MAX`` on
    unsigned ones (exactly ``~a`` at the width); a literal folds like TVM (``~5`` is ``-6``)."""
    f = verirw.parse(_func("A[i] = ~A[i]"))
    assert f.body.body.value == ir.BitXor(f.body.body.value.a, ir.IntImm(-1, INT32))
    u = verirw.parse(_func("B[i] = ~B[i]"))
    assert u.body.body.value.b == ir.IntImm(255, UINT8)
    assert "A[i] = ~A[i]" in script(f) and "B[i] = ~B[i]" in script(u)   # printed as TVM does
    x = verirw.parse(_func("A[i] = A[i] ^ -1"))
    assert x == f and "~A[i]" in script(x)
    lit = verirw.parse(_func("A[i] = ~5"))
    assert lit.body.body.value == ir.IntImm(-6, INT32)
    a = np.array([0, -1, 7, -128], np.int32)
    b = np.array([0, 1, 254, 255], np.uint8)
    g = verirw.parse(_func("A[i] = ~A[i]\n        B[i] = ~B[i]"))
    out = verirw.run(g, A=a, B=b, n=0)
    assert out["A"].tolist() == [~int(x) for x in a]
    assert out["B"].tolist() == [255 - int(x) for x in b]


def test_mixed_dtypes_are_unified_like_tvm():
    """TVM casts the narrower operand: ``A[i] << B[i]`` (int32 << uint8) shifts an int32."""
    f = verirw.parse(_func("A[i] = A[i] << B[i]"))
    assert isinstance(f.body.body.value, ir.ShiftLeft) and f.body.body.value.dtype == INT32
    assert isinstance(f.body.body.value.b, ir.Cast)


@pytest.mark.parametrize("text, match", [
    ("A[i] = A[i] << 32", "shift amount out of range"),
    ("A[i] = A[i] >> -1", "shift amount out of range"),
    ("A[i] = T.shift_left(A[i], 32)", "shift amount out of range"),
])
def test_a_literal_shift_amount_out_of_range_is_a_parse_error(text, match):
    """As TVM: ``Shift amount must be non-negative and less than 32 for type T.int32``."""
    with pytest.raises(ScriptError, match=match):
        verirw.parse(_func(text))


def test_an_unsigned_literal_shift_out_of_range_is_undefined_when_run():
    """TVM 0.27 checks a literal shift amount of a signed dtype only: ``B[i] >> T.uint8(8)``
    (a uint8 buffer) parses there, and LLVM's ``lshr`` by 8 is poison. verirw parses it too
    and running it is ``shift_out_of_range``."""
    f = verirw.parse(_func("B[i] = B[i] >> T.uint8(8)"))
    with pytest.raises(ExecutionError, match="shift"):
        verirw.run(f, A=np.zeros(4, np.int32), B=np.zeros(4, np.uint8), n=0)


def test_floats_are_refused():
    """TVM refuses bitwise operations on floats, and so does verirw (shifts on bool too)."""
    with pytest.raises(ScriptError, match="integer"):
        verirw.parse(_func("A[i] = A[i] & A[i]", "float32"))
    with pytest.raises(ScriptError, match="integer"):
        verirw.parse(_func("A[i] = ~A[i]", "float32"))
    with pytest.raises(ScriptError, match="booleans"):
        verirw.parse(_func("A[i] = A[i] << A[i]", "bool"))


def test_bool_operands_evaluate_both_sides():
    """TVM allows ``&``, ``|``, ``^``, ``~`` on bools (LLVM ``and``/``or``/``xor`` on ``i1``):
    both operands are evaluated, no short circuit. verirw reads ``a & b`` as
    ``(uint8(a) & uint8(b)) != 0`` (exact, and an error in ``b`` stays an error, unlike
    ``a and b``) and ``~a`` as ``not a``."""
    text = """
@T.prim_func
def f(A: T.Buffer((4,), "bool"), B: T.Buffer((4,), "int32"), C: T.Buffer((4,), "bool")):
    for i in range(4):
        C[i] = A[i] & (B[i] < 3)
        C[i] = C[i] | (A[i] ^ True)
        C[i] = ~C[i]
"""
    f = verirw.parse(text)
    assert verirw.parse(script(f)) == f
    a = np.array([True, False, True, False])
    b = np.array([0, 5, 9, 1], np.int32)
    want = [not ((x and y < 3) or (x != True)) for x, y in zip(a, b)]  # noqa: E712
    assert verirw.run(f, A=a, B=b, C=np.zeros(4, bool))["C"].tolist() == want
    out = np.zeros(4, bool)
    build(prepare(f))(A=a, B=b, C=out)
    assert out.tolist() == want
    # no short circuit: the right side's error is kept where ``and`` would skip it
    strict = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((4,), "bool"), B: T.Buffer((4,), "int32"), n: T.int32):
    for i in range(4):
        A[i] = A[i] & (B[i] // n > 0)
""")
    with pytest.raises(ExecutionError) as err:
        verirw.run(strict, A=np.zeros(4, bool), B=b, n=0)
    assert err.value.kind == "division_by_zero"


def test_tvm_prints_what_verirw_reads():
    """With Apache TVM installed: a function using every spelling, printed by TVM, parses in
    verirw to the same operations, and TVM's constant folding agrees with the interpreter."""
    pytest.importorskip("tvm")
    try:
        from tvm import tirx
        from tvm.script import tirx as T
    except ImportError:
        pytest.skip("this TVM has no tirx script printer")

    @T.prim_func
    def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "uint8")):
        for i in range(4):
            A[i] = (A[i] & 3) | (A[i] ^ 5)
            A[i] = ~A[i]
            A[i] = (A[i] << 2) >> 1
            A[i] = T.shift_left(A[i], 1) + T.shift_right(A[i], 2)
            A[i] = T.bitwise_and(A[i], 1) + T.bitwise_or(A[i], 1) + T.bitwise_xor(A[i], 1)
            B[i] = T.bitwise_not(B[i]) >> T.uint8(1)
            A[i] = A[i] << i

    printed = f.script()
    g = verirw.parse(printed)
    kinds = set()
    stack = [g.body]
    while stack:
        n = stack.pop()
        kinds.add(type(n))
        for name in getattr(type(n), "__dataclass_fields__", {}):
            v = getattr(n, name)
            stack.extend(v if isinstance(v, tuple) else [v])
    assert {ir.BitAnd, ir.BitOr, ir.BitXor, ir.ShiftLeft, ir.ShiftRight} <= kinds
    assert verirw.parse(script(g)) == g
    a = np.array([1, -2, 3, 100], np.int32)
    b = np.array([1, 2, 250, 7], np.uint8)
    out = verirw.run(g, A=a.copy(), B=b.copy())
    want_a = a.astype(np.int64)
    for _ in range(1):
        want_a = (want_a & 3) | (want_a ^ 5)
        want_a = ~want_a
        want_a = (want_a << 2) >> 1
        want_a = (want_a << 1) + (want_a >> 2)
        want_a = (want_a & 1) + (want_a | 1) + (want_a ^ 1)
    want_a = np.array([INT32.wrap(int(v) << k) for k, v in enumerate(want_a)])
    assert out["A"].tolist() == want_a.tolist()
    assert out["B"].tolist() == [(255 - int(v)) >> 1 for v in b]
    # TVM folds int32 literals: the same values as the table
    values = [-7, -1, 0, 1, 3, 12345, -(2**31), 2**31 - 1]
    for op in BITWISE:
        for x in values:
            for y in values:
                if op.partial is not None and op.partial.undefined(x, y, bits=32):
                    continue
                if op is ops.SHL and INT32.wrap(x << y) != x << y:
                    continue                          # TVM refuses to fold an overflow
                folded = op.cls(ir.IntImm(x, INT32), ir.IntImm(y, INT32))
                tvm_value = {"bitwise_and": lambda x=x, y=y: tirx.IntImm("int32", x) & y,
                             "bitwise_or": lambda x=x, y=y: tirx.IntImm("int32", x) | y,
                             "bitwise_xor": lambda x=x, y=y: tirx.IntImm("int32", x) ^ y,
                             "shift_left": lambda x=x, y=y: tirx.IntImm("int32", x) << y,
                             "shift_right": lambda x=x, y=y: tirx.IntImm("int32", x) >> y}[op.name]()
                if isinstance(tvm_value, tirx.IntImm):
                    assert int(tvm_value.value) == interp.evaluate(folded, {}, {}), \
                        (op.name, x, y)


# ----------------------------------------------------------------------------- engines agree

def _program(op: ops.Op, dtype: DType, n: int) -> ir.PrimFunc:
    a, b, c = (ir.make_buffer(name, (n,), dtype) for name in "ABC")
    i = ir.Var("i")
    body = ir.For(i, ir.IntImm(0), ir.IntImm(n), "serial",
                  ir.BufferStore(c, op.cls(a[i], b[i]), (i,)))
    return ir.PrimFunc("f", (a.data, b.data, c.data),
                       ((a.data, a), (b.data, b), (c.data, c)), body)


@functools.cache
def _kernel(op: ops.Op, dtype: DType):
    return build(prepare(_program(op, dtype, 1)))


def _outcome(run):
    try:
        return "ok", int(run())
    except ExecutionError as e:
        return "error", e.kind


def _value(dtype: DType):
    return st.integers(dtype.min_value, dtype.max_value)


@st.composite
def _cases(draw):
    op = draw(st.sampled_from(BITWISE))
    dtype = draw(st.sampled_from(DTYPES))
    x = draw(_value(dtype))
    if op.partial is not None and draw(st.integers(0, 3)):      # mostly a defined amount
        y = draw(st.integers(0, dtype.bits - 1))
    else:
        y = draw(_value(dtype))
    return op, dtype, x, y


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_cases())
def test_interpreter_z3_codegen_and_numpy_agree_on_random_values(case):
    op, dtype, x, y = case
    if op.partial is not None and op.partial.undefined(x, y, bits=dtype.bits):
        want = ("error", op.partial.kind)
    else:
        want = ("ok", dtype.wrap(op.py(x, y)))
    arrays = lambda: {"A": np.array([x], dtype.numpy), "B": np.array([y], dtype.numpy),  # noqa
                      "C": np.zeros(1, dtype.numpy)}
    func = _program(op, dtype, 1)

    def interpreted():
        return interp.run(func, **arrays())["C"][0]

    def compiled():
        out = arrays()
        _kernel(op, dtype)(**out)
        return out["C"][0]

    a, b = ir.make_buffer("A", (1,), dtype), ir.make_buffer("B", (1,), dtype)
    expr, lane = op.cls(a[0], b[0]), ir.Var("lane")

    def solved():
        return smt.evaluate_z3(expr, {}, arrays())

    def numpy():
        ins = arrays()
        try:
            return numpy_eval.evaluate_array(op.cls(a[lane], b[lane]), {lane: np.arange(1)},
                                             {a: ins["A"], b: ins["B"]})[0]
        except numpy_eval.EvaluationError as e:
            assert op.partial is not None and op.partial.message in str(e)
            raise ExecutionError(op.partial.kind, str(e)) from None

    for name, engine in (("interpreter", interpreted), ("codegen", compiled), ("z3", solved),
                         ("numpy_eval", numpy)):
        assert _outcome(engine) == want, (name, op.name, dtype, x, y)


def test_shift_by_the_width_is_undefined_everywhere():
    """``x << 32`` on int32 (and ``>>``, and a negative amount): the parser refuses the
    literal; built directly, every engine reports ``shift_out_of_range``; the analysis counts
    a non-literal or out-of-range amount as fallible and an in-range literal as not."""
    for op in (ops.SHL, ops.SHR):
        for amount in (32, -1, 1000):
            func = _program(op, INT32, 1)
            ins = {"A": np.array([5], np.int32), "B": np.array([amount], np.int32),
                   "C": np.zeros(1, np.int32)}
            with pytest.raises(ExecutionError) as err:
                interp.run(func, **ins)
            assert err.value.kind == "shift_out_of_range"
            with pytest.raises(ExecutionError) as err:
                build(prepare(func))(**ins)
            assert err.value.kind == "shift_out_of_range"
            a = ir.make_buffer("A", (1,), INT32)
            expr = op.cls(a[0], ir.IntImm(amount, INT32))
            with pytest.raises(ExecutionError) as err:
                smt.evaluate_z3(expr, {}, {"A": np.array([5], np.int32)})
            assert err.value.kind == "shift_out_of_range"
            with pytest.raises(ExecutionError) as err:
                interp.evaluate(expr, {}, {"A": np.array([5], np.int32)})
            assert err.value.kind == "shift_out_of_range"
            lane = ir.Var("lane")
            with pytest.raises(numpy_eval.EvaluationError, match="shift amount"):
                numpy_eval.evaluate_array(op.cls(a[lane], ir.IntImm(amount, INT32)),
                                          {lane: np.arange(1)}, {a: np.array([5], np.int32)})
            # index domain (mathematical integers, the amount still within the dtype's width)
            x = ir.Var("x", INT32)
            for engine in (interp.evaluate, smt.evaluate_z3):
                with pytest.raises(ExecutionError) as err:
                    engine(op.cls(x, ir.IntImm(amount, INT32)), {x: 5}, {})
                assert err.value.kind == "shift_out_of_range"
            for purpose in Purpose:
                assert may_fail(expr, purpose=purpose)
        x, n = ir.Var("x", INT32), ir.Var("n", INT32)
        assert may_fail(op.cls(x, n))
        assert not may_fail(op.cls(x, ir.IntImm(31, INT32)))
        assert not may_fail(op.cls(x, ir.IntImm(0, INT32)))
        assert not may_fail(op.cls(ir.Var("w", INT64), ir.IntImm(63, INT64)))
    for op in (ops.BITAND, ops.BITOR, ops.BITXOR):
        assert not may_fail(op.cls(ir.Var("x", INT32), ir.Var("y", INT32)))


def test_shift_right_is_arithmetic_on_signed_and_logical_on_unsigned():
    """As TVM lowers it (LLVM ``ashr`` / ``lshr``)."""
    f = verirw.parse(_func("A[i] = A[i] >> 1\n        B[i] = B[i] >> T.uint8(1)"))
    out = verirw.run(f, A=np.array([-7, -1, 7, -2**31], np.int32),
                     B=np.array([255, 128, 7, 0], np.uint8), n=0)
    assert out["A"].tolist() == [-4, -1, 3, -2**30]
    assert out["B"].tolist() == [127, 64, 3, 0]


# ----------------------------------------------------------------------------- index domain

def test_index_and_with_a_literal_is_exact_in_z3():
    """On z3 Ints (index arithmetic, mathematical integers) ``x & c`` is encoded exactly by
    splitting ``c`` into runs of bits; ``|`` and ``^`` follow from it. Compared with Python's
    infinite two's complement far outside 64 bits."""
    x = z3.Int("x")
    masks = [0, 1, 3, 5, 255, 0x5A5A, 2**40 + 3, -1, -4, -256, -(2**40) - 7]
    values = [-(2**70) - 3, -(2**41), -300, -1, 0, 1, 77, 2**41 + 5, 2**70 + 9]
    for c in masks:
        for fn, py in ((ops.int_bitand, int.__and__), (ops.int_bitor, int.__or__),
                       (ops.int_bitxor, int.__xor__)):
            term = fn(x, z3.IntVal(c))
            for v in values:
                got = z3.simplify(z3.substitute(term, (x, z3.IntVal(v))))
                assert got.as_long() == py(v, c), (fn.__name__, v, c)
    for v in values:
        for k in (0, 1, 5, 31, 63):
            for fn, py in ((ops.int_shl, int.__lshift__), (ops.int_shr, int.__rshift__)):
                n = z3.Int("n")
                term = z3.substitute(fn(x, n), (x, z3.IntVal(v)), (n, z3.IntVal(k)))
                assert z3.simplify(term).as_long() == py(v, k)


def test_index_bitwise_of_two_symbols_is_refused_not_approximated():
    """No exact z3 Int meaning for ``x & y`` with both symbolic: the encoder refuses (unknown),
    it never guesses with a fixed-width bit-vector. The value domain is exact."""
    x, y = ir.Var("x", INT32), ir.Var("y", INT32)
    for op in (ops.BITAND, ops.BITOR, ops.BITXOR):
        with pytest.raises(smt.SMTEncodingError, match="no exact"):
            smt.Encoder().encode(op.cls(x, y))
        smt.Encoder().encode(op.cls(x, ir.IntImm(12, INT32)))          # a literal: exact


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(exprs(bitwise=True, max_depth=3), st.integers(-50, 50), st.integers(-50, 50))
def test_generated_index_exprs_agree(pair, v0, v1):
    """Index expressions with bitwise operations (the strategy's ``bitwise=True``): the
    interpreter and z3 agree, on mathematical integers."""
    e, (x0, x1) = pair
    env = {x0: v0, x1: v1}
    assert _outcome(lambda: interp.evaluate(e, env, {})) == \
        _outcome(lambda: smt.evaluate_z3(e, env, {}))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(exprs(bitwise=True, index=False, dtype=INT8, max_depth=3), st.integers(-50, 50),
       st.integers(-50, 50), st.lists(st.integers(-128, 127), min_size=4, max_size=4))
def test_generated_value_exprs_agree(pair, v0, v1, a):
    """The interpreter and z3 agree; where the generator's expression is index arithmetic
    after all (``T.if_then_else(0 == 0, 0, 0) & ...``: no load, so mathematical integers),
    z3 may instead refuse by name (``&`` of two non-literal integers has no exact Int
    encoding) — never give another value."""
    e, (x0, x1) = pair
    env = {x0: v0, x1: v1}
    arrays = {"A": np.array(a, np.int8)}
    expected = _outcome(lambda: interp.evaluate(e, env, arrays))
    try:
        got = _outcome(lambda: smt.evaluate_z3(e, env, arrays))
    except smt.SMTEncodingError as exc:
        assert _has_index_bitwise(e), exc
        assert "index arithmetic" in str(exc), exc
        return
    assert expected == got


def _has_index_bitwise(e) -> bool:
    """A bitwise operation in index arithmetic anywhere in ``e`` (e.g. under a select's
    condition, which is its own context)."""
    from verirw.visit import walk
    return any(isinstance(n, (ir.BitAnd, ir.BitOr, ir.BitXor)) and not semantics.is_value_expr(n)
               for n in walk(e))


def test_strategies_can_generate_the_new_operations():
    seen = set()

    @settings(max_examples=200, deadline=None, database=None, derandomize=True)
    @given(exprs(bitwise=True, index=False, dtype=INT32, max_depth=3))
    def collect(pair):
        stack = [pair[0]]
        while stack:
            n = stack.pop()
            seen.add(type(n))
            stack.extend(x for x in getattr(n, "__dict__", {}).values() if isinstance(x, ir.Expr))
            for field in ("a", "b", "cond", "true_value", "false_value", "value"):
                child = getattr(n, field, None)
                if isinstance(child, ir.Expr):
                    stack.append(child)

    collect()
    assert {ir.BitAnd, ir.BitOr, ir.BitXor, ir.ShiftLeft, ir.ShiftRight} <= seen


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(prim_funcs(bitwise=True, dtypes=(INT32, INT8, UINT8), max_depth=2, max_rank=1))
def test_generated_programs_with_bitwise_run_and_round_trip(func):
    assert verirw.parse(script(func)) == func
    rng = np.random.default_rng(0)
    ins = {b.name: rng.integers(b.dtype.min_value, b.dtype.max_value, size=tuple(
        s.value for s in b.shape), endpoint=True).astype(b.dtype.numpy)
        for _, b in func.buffer_map}
    ref = verirw.run(func, **{k: v.copy() for k, v in ins.items()})
    out = {k: v.copy() for k, v in ins.items()}
    build(prepare(func))(**out)
    for name, arr in ref.arrays.items():
        mask = ref.defined[name]
        assert np.array_equal(arr[mask], out[name][mask]), name


# ----------------------------------------------------------------------------- proofs

def _store(expr: str, dtype: str, pre: str = "") -> ir.PrimFunc:
    return verirw.parse(f"""
@T.prim_func
def f(A: T.Buffer((4,), "{dtype}"), B: T.Buffer((4,), "{dtype}"), n: T.int32):
    {pre}
    for i in range(4):
        B[i] = {expr}
""")


@pytest.mark.parametrize("before, after, dtype", [
    ("A[i] & 255", "A[i] % 256", "int32"),          # floormod by 256 keeps the low 8 bits
    ("A[i] & T.uint8(15)", "A[i] % T.uint8(16)", "uint8"),
    ("A[i] * 2", "A[i] << 1", "int32"),             # the product's overflow is poison: any
                                                    # value refines it, the shift's wrapped one
    ("A[i] >> 3", "A[i] // 8", "int32"),            # arithmetic shift is floor division
    ("A[i] >> T.uint8(3)", "A[i] // T.uint8(8)", "uint8"),
    ("A[i] ^ A[i]", "A[i] - A[i]", "int64"),
    ("~A[i]", "-1 - A[i]", "int8"),
])
def test_check_proves_bitwise_rewrites(before, after, dtype):
    res = verirw.check(_store(before, dtype), _store(after, dtype))
    assert res.status == "proven", res


@pytest.mark.parametrize("before, after, dtype", [
    ("A[i] & 255", "A[i] % 255", "int32"),
    ("A[i] >> 3", "T.truncdiv(A[i], 8)", "int32"),  # differs for negative A[i]
    ("A[i] | 1", "A[i] + 1", "int32"),
    # << wraps (LLVM shl, no nsw) where * 2 overflows into poison (mul nsw) at A[i] >= 2**30
    ("A[i] << 1", "A[i] * 2", "int32"),
])
def test_check_refutes_wrong_bitwise_rewrites(before, after, dtype):
    res = verirw.check(_store(before, dtype), _store(after, dtype))
    assert res.status == "refuted", res


def test_check_sees_an_undefined_shift_amount():
    """A target that shifts by the parameter ``n`` fails for ``n`` outside [0, 32) where the
    source did not: refuted; under ``T.assume(0 <= n < 32)`` it is proven."""
    res = verirw.check(_store("A[i] & 0", "int32"), _store("(A[i] << n) & 0", "int32"))
    assert res.status == "refuted", res
    pre = "T.assume(0 <= n and n < 32)"
    res = verirw.check(_store("A[i] & 0", "int32", pre), _store("(A[i] << n) & 0", "int32", pre))
    assert res.status == "proven", res


def test_codegen_never_wraps_an_index_shift_silently():
    """``<<`` wraps at every width (TVM's ``shl``), and what it feeds is then value arithmetic:
    ``(n << 62) << 2 >> 63`` is 0 for n = 1 (2**64 wraps to 0), in the interpreter and in the
    compiled kernel, which may also stop with ``index_overflow`` but never use another value.
    (``* 4`` instead of ``<< 2`` would overflow int64: poison, an undefined index.)"""
    f = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((4,), "int32"), B: T.Buffer((1,), "int32"), n: T.int32):
    B[0] = A[((T.Cast("int64", n) << T.int64(62)) << T.int64(2)) >> T.int64(63)]
""")
    a = np.array([10, 11, 12, 13], np.int32)
    assert verirw.run(f, A=a, B=np.zeros(1, np.int32), n=1)["B"].tolist() == [10]
    out = np.zeros(1, np.int32)
    try:
        build(prepare(f))(A=a, B=out, n=1)
    except ExecutionError as e:
        assert e.kind == "index_overflow", e
    else:
        assert out.tolist() == [10]
