"""Every operation of verirw.ops, on edge values, in every engine against the table.

For each binary arithmetic operation and comparison, and each dtype (int8, int32, int64,
uint8, float32), the program ``C[i] = op(A[i], B[i])`` runs over all pairs of edge values in
the interpreter, z3 (``smt.evaluate_z3``), compiled code (llvmlite) and numpy_eval; each
must give the entry's Python meaning (``op.py`` wrapped to the dtype; ``op.py_float`` on
float32 scalars), and where the entry is partial (a zero divisor) each must report the
entry's error kind. The operands are loads, so integer arithmetic is in the wrapping value
domain; ``test_index_domain`` checks the mathematical-integer (index) domain.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from verirw import interp, ir, ops, smt
from verirw.codegen import build, prepare
from verirw.dtypes import FLOAT32, INT8, INT32, INT64, UINT8, DType
from verirw.errors import ExecutionError
from verirw.te import numpy_eval

INT_EDGES = {
    INT8: [-128, -127, -7, -1, 0, 1, 3, 127],
    UINT8: [0, 1, 2, 7, 128, 254, 255],
    INT32: [-2**31, -2**31 + 1, -7, -1, 0, 1, 3, 2**31 - 1],
    INT64: [-2**63, -2**63 + 1, -7, -1, 0, 1, 3, 2**63 - 1],
}
FLOAT_EDGES = [0.0, -0.0, 1.5, -2.5, 7.0, math.inf, -math.inf, math.nan, 3e38]
DTYPES = [INT8, INT32, INT64, UINT8, FLOAT32]
OPS = [op for op in ops.ALL if op.family in (ops.ARITH, ops.CMP)]


def _shift(op: ops.Op) -> bool:
    """A shift: its partiality is the dtype's width range."""
    return op.partial is not None and op.partial.width_range


def _amounts(dtype: DType) -> list[int]:
    """Shift amounts at the edges of [0, bits): 0, bits - 1, bits, and a negative one."""
    extra = [dtype.bits - 1, dtype.bits] + ([-1] if dtype.is_signed else [])
    return [v for v in extra if dtype.min_value <= v <= dtype.max_value]


def _program(op: ops.Op, dtype: DType, n: int):
    a, b = ir.make_buffer("A", (n,), dtype), ir.make_buffer("B", (n,), dtype)
    expr_dtype = op.cls(ir.Var("x", dtype), ir.Var("y", dtype)).dtype
    c = ir.make_buffer("C", (n,), expr_dtype)
    i = ir.Var("i")
    expr = op.cls(a[i], b[i])
    body = ir.For(i, ir.IntImm(0), ir.IntImm(n), "serial", ir.BufferStore(c, expr, (i,)))
    func = ir.PrimFunc("f", (a.data, b.data, c.data),
                       ((a.data, a), (b.data, b), (c.data, c)), body)
    return func, expr, i, (a, b, c)


def _expected(op: ops.Op, dtype: DType, x, y):
    """The table's meaning: ("ok", value) or ("error", kind)."""
    if dtype.is_float:
        with np.errstate(all="ignore"):
            value = op.py_float(np.float32(x), np.float32(y))
        return "ok", (bool(value) if op.family == ops.CMP else float(np.float32(value)))
    for partial in op.partials_for(dtype):      # a zero divisor, MIN // -1, a shift amount
        if partial.undefined(x, y, bits=dtype.bits):
            return "error", partial.kind
    value = op.py(x, y)
    if ops.poisons(op, dtype) and not ops.in_range(value, dtype):
        return "poison", dtype.wrap(value)     # a 32/64-bit overflow (docs/semantics.md)
    return "ok", (bool(value) if op.family == ops.CMP else dtype.wrap(value))


def _agrees(engine: str, want, got) -> bool:
    """An engine's outcome against the table. Poison: the interpreter marks the element
    undefined (its value the wrapped one), z3 says ``integer_overflow`` for an expression on
    its own, as numpy_eval (an error), and generated code may compute anything (it wraps)."""
    if want[0] != "poison":
        return _same(want, got)
    if engine == "z3":
        return got == ("error", ops.OVERFLOW)
    if engine == "interpreter":
        return got == want
    if engine == "numpy_eval":
        return got == ("poison", None)           # an error of the expression, as evaluate's
    return got is not None and got[0] == "ok"


def _same(a, b) -> bool:
    if a[0] != b[0] or type(a[1]) is not type(b[1]):
        return False
    if isinstance(a[1], float):
        if math.isnan(a[1]):
            return math.isnan(b[1])
        return a[1] == b[1] and math.copysign(1, a[1]) == math.copysign(1, b[1])
    return a[1] == b[1]


def _python(value, dtype: DType):
    if dtype.is_bool:
        return bool(value)
    return float(value) if dtype.is_float else int(value)


def _cases(op: ops.Op, dtype: DType):
    edges = FLOAT_EDGES if dtype.is_float else INT_EDGES[dtype]
    second = edges + _amounts(dtype) if _shift(op) else edges
    pairs = list(itertools.product(edges, dict.fromkeys(second)))
    return [(x, y, _expected(op, dtype, x, y)) for x, y in pairs]


def _arrays(dtype: DType, pairs, c_dtype: DType):
    n = len(pairs)
    return dict(A=np.array([p[0] for p in pairs], dtype=dtype.numpy),
                B=np.array([p[1] for p in pairs], dtype=dtype.numpy),
                C=np.zeros(n, dtype=c_dtype.numpy))


def _engines(op, dtype, cases):
    """(engine name, outcome per case, by case number) for every engine."""
    defined = [k for k, (_, _, want) in enumerate(cases) if want[0] in ("ok", "poison")]
    undefined = [k for k, (_, _, want) in enumerate(cases) if want[0] == "error"]
    marks = {}                  # the interpreter's definedness of the last run
    pairs = [(x, y) for x, y, _ in cases]
    c_dtype = _program(op, dtype, 1)[1].dtype

    def outcomes(execute, poison_raises=False):
        got = {}
        ok = [k for k in defined if not (poison_raises and cases[k][2][0] == "poison")]
        for k in set(defined) - set(ok):      # numpy_eval reports a poison lane as an error
            try:
                execute(_arrays(dtype, [pairs[k]], c_dtype))
                got[k] = ("ok", None)
            except numpy_eval.EvaluationError as e:
                got[k] = ("poison", None) if "overflow" in str(e) else ("error", str(e))
        defined_lanes = ok
        if defined_lanes:
            marks.clear()
            out = execute(_arrays(dtype, [pairs[k] for k in defined_lanes], c_dtype))
            for lane, k in enumerate(defined_lanes):
                poisoned = "C" in marks and not marks["C"][lane]
                got[k] = ("poison" if poisoned else "ok", _python(out[lane], c_dtype))
        for k in undefined:         # one undefined lane makes the whole run fail
            try:
                execute(_arrays(dtype, [pairs[j] for j in defined_lanes] + [pairs[k]], c_dtype))
                got[k] = ("ok", None)
            except ExecutionError as e:
                got[k] = ("error", e.kind)
            except numpy_eval.EvaluationError as e:
                kinds = [p.kind for p in op.partials if p.message in str(e)]
                got[k] = ("error", kinds[0] if kinds else str(e))
        return got

    def interpreter(arrays):
        res = interp.run(_program(op, dtype, len(arrays["A"]))[0], **arrays)
        marks.update(res.defined)
        return res["C"]

    def compiled(arrays):
        build(prepare(_program(op, dtype, len(arrays["A"]))[0]))(**arrays)
        return arrays["C"]

    def numpy(arrays):
        _, expr, i, (a, b, _) = _program(op, dtype, len(arrays["A"]))
        return numpy_eval.evaluate_array(expr, {i: np.arange(len(arrays["A"]))},
                                         {a: arrays["A"], b: arrays["B"]})

    def z3_each():
        """The same expression over one-element buffers, case by case."""
        a, b = ir.make_buffer("A", (1,), dtype), ir.make_buffer("B", (1,), dtype)
        expr = op.cls(a[0], b[0])
        got = {}
        for k, (x, y) in enumerate(pairs):
            arrays = {"A": np.array([x], dtype=dtype.numpy), "B": np.array([y], dtype=dtype.numpy)}
            try:
                got[k] = ("ok", _python(smt.evaluate_z3(expr, {}, arrays), expr.dtype))
            except ExecutionError as e:
                got[k] = ("error", e.kind)
        return got

    yield "interpreter", outcomes(interpreter)
    yield "numpy_eval", outcomes(numpy, poison_raises=True)
    yield "codegen", outcomes(compiled)
    yield "z3", z3_each()


#: integer-only entries have no float meaning (test_integer_only_entries_refuse_floats)
MEANINGFUL = [(op, dtype) for op in OPS for dtype in DTYPES
              if not (dtype.is_float and op.py_float is None)]


@pytest.mark.parametrize(("op", "dtype"), MEANINGFUL, ids=lambda x: getattr(x, "name", str(x)))
def test_every_engine_computes_the_table(op, dtype):
    cases = _cases(op, dtype)
    for engine, got in _engines(op, dtype, cases):
        wrong = [(x, y, want, got.get(k)) for k, (x, y, want) in enumerate(cases)
                 if not _agrees(engine, want, got.get(k, ("missing",)))]
        assert not wrong, f"{engine} disagrees with ops.{op.name} on {dtype}: {wrong[:5]}"


@pytest.mark.parametrize("op", [op for op in ops.binaries() if op.cls is not ir.ShiftLeft],
                         ids=lambda op: op.name)
def test_index_domain(op):
    """Index arithmetic is exact: no wrapping; the partial cases are the entry's errors
    (``MIN // -1`` at the expression's dtype, int32 here: TVM's index arithmetic is int32
    machine arithmetic), and a ``+ - *`` past int32 is poison, which an expression on its own
    reports as ``integer_overflow``, in the interpreter and in z3. Not ``<<``: it wraps at every
    width (LLVM ``shl`` without nsw), test_shift_left_wraps_at_every_width."""
    x, y = ir.Var("x", INT32), ir.Var("y", INT32)
    big = [-2**31, -2**31 + 1, -7, -1, 0, 1, 3, 2**31 - 1]
    for a, b in itertools.product(big, repeat=2):
        env = {x: a, y: b}
        bad = [p.kind for p in op.partials_for(INT32) if p.undefined(a, b, bits=32)]
        if not bad and ops.poisons(op, INT32) and not ops.in_range(op.py(a, b), INT32):
            bad = [ops.OVERFLOW]
        want = ("error", bad[0]) if bad else ("ok", op.py(a, b))
        for engine in (interp.evaluate, smt.evaluate_z3):
            try:
                got = ("ok", engine(op.cls(x, y), env, {}))
            except ExecutionError as e:
                got = ("error", e.kind)
            assert got == want, (engine.__module__, op.name, a, b)


def test_shift_left_wraps_at_every_width():
    """TVM's ``<<`` is LLVM ``shl`` (codegen_llvm.cc, ``builtin::shift_left``: ``CreateShl``,
    no nsw): it wraps in index expressions too, in the interpreter and in z3 (semdiff found
    ``(31 << 31) % 3`` giving 2 in verirw and 1 in TVM's code)."""
    x, y = ir.Var("x", INT32), ir.Var("y", INT32)
    for a, b in itertools.product([-2**31, -7, -1, 0, 1, 31, 2**31 - 1], [0, 1, 30, 31]):
        want = INT32.wrap(a << b)
        for engine in (interp.evaluate, smt.evaluate_z3):
            assert engine(ir.ShiftLeft(x, y), {x: a, y: b}, {}) == want, (engine.__module__, a, b)
    assert interp.evaluate(ir.FloorMod(ir.ShiftLeft(x, ir.IntImm(31)), ir.IntImm(3)),
                           {x: 31}, {}) == 1


def test_derived_tables_cover_the_table():
    """Every entry reaches the tables derived from it."""
    from verirw.egraph import pattern, rule, schema
    from verirw import prover
    for op in ops.ALL:
        assert rule._EGG_OP[op.name] == op.egg
        assert prover._IR_OPS[op.name] is op.cls
    assert set(schema.ARITH_CTORS) == {op.egg for op in ops.binaries()}
    assert set(pattern.ARITH) == {op.name for op in ops.binaries()}
    assert set(ops.DIVISIONS) == {op.cls for op in ops.ALL if op.partial is ops.DIVISOR_ZERO}
    assert {op.name for op in ops.ALL if op.partial is ops.SHIFT_RANGE} == \
        {"shift_left", "shift_right"}


def test_partiality_is_data():
    """Every partial operation names its error, its operand and the bad values: a zero divisor,
    or a shift amount outside [0, bits)."""
    for op in ops.ALL:
        if op.partial is None:
            continue
        if op.partial.width_range:
            assert op.partial.kind == "shift_out_of_range"
            for bits in (8, 32, 64):
                assert not op.partial.undefined(5, 0, bits=bits)
                assert not op.partial.undefined(5, bits - 1, bits=bits)
                assert op.partial.undefined(5, bits, bits=bits)
                assert op.partial.undefined(5, -1, bits=bits)
            continue
        assert op.partial.kind == "division_by_zero"
        assert op.partial.undefined(5, 0) and not op.partial.undefined(5, 1)


def test_surely_defined_reads_the_range():
    """A literal divisor other than 0 needs no check; a literal shift amount needs none when
    it is within [0, bits) of the operation's dtype; a non-literal always does."""
    x, n = ir.Var("x", INT32), ir.Var("n", INT32)
    for op in (ops.FLOORDIV, ops.TRUNCMOD):
        assert op.partial.surely_defined(x, ir.IntImm(3)) and op.partial.surely_defined(x, ir.IntImm(-1))
        assert not op.partial.surely_defined(x, ir.IntImm(0))
        assert not op.partial.surely_defined(x, n)
    for op in (ops.SHL, ops.SHR):
        assert op.partial.surely_defined(x, ir.IntImm(0))
        assert op.partial.surely_defined(x, ir.IntImm(31))
        assert not op.partial.surely_defined(x, ir.IntImm(32))
        assert not op.partial.surely_defined(x, ir.IntImm(-1))
        assert not op.partial.surely_defined(x, n)
        wide = ir.Var("w", INT64)
        assert op.partial.surely_defined(wide, ir.IntImm(40, INT64))
        assert not op.partial.surely_defined(wide, ir.IntImm(64, INT64))


@pytest.mark.parametrize("op", [op for op in OPS if op.py_float is None], ids=lambda op: op.name)
def test_integer_only_entries_refuse_floats(op):
    """An entry without a float meaning (the bitwise operations) is refused by name on floats
    by the parser, the interpreter, z3, numpy_eval and codegen; never computed."""
    from verirw.codegen.lower import UnsupportedError
    from verirw.parser import parse
    from verirw.errors import ScriptError

    text = (f'@T.prim_func\ndef f(A: T.Buffer((2,), "float32")):\n'
            f'    A[0] = T.{op.name}(A[0], A[1])\n')
    with pytest.raises(ScriptError, match="integer"):
        parse(text)
    func, expr, i, (a, b, _) = _program(op, FLOAT32, 1)
    arrays = {"A": np.ones(1, np.float32), "B": np.ones(1, np.float32),
              "C": np.zeros(1, np.float32)}
    with pytest.raises(Exception) as err:
        interp.run(func, **arrays)
    assert not isinstance(err.value, AssertionError)
    with pytest.raises(smt.SMTEncodingError):
        smt.Encoder().encode(expr)
    with pytest.raises(ops.Unsupported):
        numpy_eval.evaluate_array(expr, {i: np.arange(1)}, {a: arrays["A"], b: arrays["B"]})
    with pytest.raises((UnsupportedError, Exception)) as err:
        build(prepare(func))(**arrays)
    assert not isinstance(err.value, AssertionError)


# ----------------------------------------------------------------------------- a new operator
# docs/adding-an-op.md walks through this example: one ``ops.Op`` entry (and an IR class) is
# all the parser, printer, interpreter and z3 need.


class AbsDiff(ir.BinaryOp):
    """``T.absdiff(a, b)``: ``|a - b|``."""

    __slots__ = ()


class CeilDiv(ir.BinaryOp):
    """``T.ceildiv(a, b)``: division rounding up; undefined for a zero divisor."""

    __slots__ = ()


def _z3_if(cond, then, other):
    import z3
    return z3.If(cond, then, other)


ABSDIFF = ops.Op(
    "absdiff", AbsDiff, ops.ARITH, egg="AbsDiff", cost=2, call=True, call_names=("absdiff",),
    py=lambda a, b: abs(a - b),
    py_float=lambda a, b: abs(a - b),
    np_int=lambda a, b: np.where(a >= b, a - b, b - a),
    np_float=lambda a, b: np.abs(a - b),
    z3_int=lambda a, b: _z3_if(a >= b, a - b, b - a),
    z3_bv=lambda a, b, signed: _z3_if((a >= b) if signed else __import__("z3").UGE(a, b),
                                      a - b, b - a),
    overflows=True)                      # int8: absdiff(-128, 127) is 255, which wraps

CEILDIV = ops.Op(
    "ceildiv", CeilDiv, ops.ARITH, egg="CeilDiv", cost=3, call=True, call_names=("ceildiv",),
    py=lambda a, b: -(-a // b),
    z3_int=lambda a, b: -ops.int_floordiv(-a, b),
    partial=ops.DIVISOR_ZERO)


def _toy_text(call: str) -> str:
    return f"""
@T.prim_func
def f(A: T.Buffer((4,), "int8"), B: T.Buffer((4,), "int8"), n: T.int32, d: T.int32):
    for i in range(4):
        B[i] = T.Cast("int8", {call})
"""


def test_a_new_operator_is_one_table_entry():
    from verirw import solver
    from verirw.parser import parse
    from verirw.printer import format_expr, script

    with ops.extended(ABSDIFF):
        f = parse(_toy_text("T.absdiff(A[i], A[3 - i])").replace('T.Cast("int8", ', "(", 1))
        assert isinstance(f.body.body.value, AbsDiff)                 # parser
        assert "T.absdiff(A[i], A[3 - i])" in script(f)             # printer
        assert parse(script(f)) == f                                  # round trip
        # interpreter: value domain (int8 loads) wraps
        a = np.array([-128, 5, 9, 127], dtype=np.int8)
        out = interp.run(f, A=a, B=np.zeros(4, np.int8), n=0, d=1)["B"]
        assert out.tolist() == [INT8.wrap(abs(int(x) - int(y))) for x, y in zip(a, a[::-1])]
        # z3: the same values, and a proof that absdiff is symmetric
        x, y = ir.Var("x", INT32), ir.Var("y", INT32)
        assert smt.evaluate_z3(AbsDiff(x, y), {x: -7, y: 5}, {}) == 12
        assert interp.evaluate(AbsDiff(x, y), {x: -7, y: 5}, {}) == 12
        enc = smt.Encoder()
        lhs, rhs = enc.encode(AbsDiff(x, y)), enc.encode(AbsDiff(y, x))
        assert isinstance(solver.decide([lhs != rhs]), solver.Unsat)
        assert format_expr(AbsDiff(x, y)) == "T.absdiff(x, y)"
    with pytest.raises(Exception, match="absdiff"):                  # gone with the entry
        parse(_toy_text("T.absdiff(A[i], A[3 - i])"))


def test_a_new_partial_operator_reports_its_error_everywhere():
    from verirw.parser import parse

    x, y = ir.Var("x", INT32), ir.Var("y", INT32)
    with ops.extended(CEILDIV):
        f = parse(_toy_text("T.ceildiv(n, d)"))
        assert interp.run(f, A=np.zeros(4, np.int8), B=np.zeros(4, np.int8), n=7, d=2)["B"] \
            .tolist() == [4] * 4
        for engine in (interp.evaluate, smt.evaluate_z3):
            assert engine(CeilDiv(x, y), {x: -7, y: 2}, {}) == -3
            with pytest.raises(ExecutionError) as err:
                engine(CeilDiv(x, y), {x: 7, y: 0}, {})
            assert err.value.kind == "division_by_zero"
        with pytest.raises(ExecutionError, match="division_by_zero|division by zero"):
            interp.run(f, A=np.zeros(4, np.int8), B=np.zeros(4, np.int8), n=7, d=0)
        # no bit-vector meaning in the entry: the value domain is refused by name
        a = ir.make_buffer("A", (1,), INT8)
        with pytest.raises(smt.SMTEncodingError, match="z3_bv"):
            smt.Encoder().encode(CeilDiv(a[0], a[0]))


@pytest.mark.parametrize("op", [op for op in ops.ALL if op.interval is not None],
                         ids=lambda op: op.name)
def test_interval_transfer_is_sound(op):
    """Every result of ``op.py`` on operands within the bounds lies within the transfer's
    bounds; a missing bound (None) is unbounded on that side."""
    bounds = [(-5, 3), (0, 0), (2, 9), (3, 3), (4, 6), (None, 4), (-3, None), (None, None)]
    for (alo, ahi), (blo, bhi) in itertools.product(bounds, repeat=2):
        lo, hi = op.interval(alo, ahi, blo, bhi)
        xs = range(-12 if alo is None else alo, (12 if ahi is None else ahi) + 1)
        ys = range(-12 if blo is None else blo, (12 if bhi is None else bhi) + 1)
        for x, y in itertools.product(xs, ys):
            if op.partial is not None and op.partial.undefined(x, y, bits=32):
                continue                        # no value to bound
            r = op.py(x, y)
            assert (lo is None or lo <= r) and (hi is None or r <= hi), (op.name, x, y, lo, hi)


def test_comparison_facts_agree():
    """``swapped`` and ``negated`` are what they say on ordered values, and ir.negate (which
    cannot import ops) uses the same negations."""
    for op in ops.comparisons():
        swapped, negated = ops.BY_NAME[op.swapped], ops.BY_NAME[op.negated]
        for a, b in itertools.product(range(-2, 3), repeat=2):
            assert op.py(a, b) == swapped.py(b, a) == (not negated.py(a, b))
        x, y = ir.Var("x"), ir.Var("y")
        assert type(ir.negate(op.cls(x, y))) is negated.cls
