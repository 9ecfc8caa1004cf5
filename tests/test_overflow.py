"""The overflow model (docs/semantics.md, "Integer overflow is poison"): a 32/64-bit ``+ - *``
whose exact result leaves its dtype is poison, the undefined value. These properties tie its
pieces together: the cheap z3 form of the condition equals the exact one, the interval analysis
that lets the interpreter and the executors skip the check is sound, and every engine agrees."""

from __future__ import annotations

import numpy as np
import pytest
import z3
from hypothesis import given, settings, strategies as st

import verirw
from verirw import interp, ir, ops
from verirw.visit import free_vars, walk
from verirw.analysis.intervals import overflow_sites
from verirw.dtypes import DType

WIDE = [DType.get("int32"), DType.get("int64")]
RING = [ops.ADD, ops.SUB, ops.MUL]


def _exact_condition(op, a, b, d):
    """No overflow, computed on operands extended by the full width (the definition)."""
    x, y = z3.SignExt(d.bits, a), z3.SignExt(d.bits, b)
    r = {ir.Add: x + y, ir.Sub: x - y, ir.Mul: x * y}[op.cls]
    lo, hi = (z3.BitVecVal(v, 2 * d.bits) for v in (d.min_value, d.max_value))
    return z3.And(lo <= r, r <= hi)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(WIDE), st.sampled_from(RING), st.data(), st.booleans())
def test_the_range_form_of_the_condition_is_the_exact_one(d, op, data, constant_first):
    """With a constant operand the condition is a range check of the other (linear, cheap for
    z3); it must be the same condition as the exact double-width computation."""
    c = data.draw(st.one_of(st.integers(d.min_value, d.max_value),
                            st.sampled_from([0, 1, -1, 2, -2, d.min_value, d.max_value])))
    x, k = z3.BitVec("x", d.bits), z3.BitVecVal(c, d.bits)
    a, b = (k, x) if constant_first else (x, k)
    fast = ops.no_overflow_z3(op, a, b, op.z3_bv(a, b, True), d)
    solver = z3.Solver()
    solver.add(fast != _exact_condition(op, a, b, d))
    assert solver.check() == z3.unsat, (op.name, c, constant_first)


def test_the_condition_of_two_variables_is_the_exact_one():
    for d in WIDE:
        for op in (ops.ADD, ops.SUB):
            x, y = z3.BitVec("x", d.bits), z3.BitVec("y", d.bits)
            solver = z3.Solver()
            solver.add(ops.no_overflow_z3(op, x, y, op.z3_bv(x, y, True), d)
                       != _exact_condition(op, x, y, d))
            assert solver.check() == z3.unsat, (d, op.name)


def _exact_unsigned(op, a, b, d):
    x, y = z3.ZeroExt(d.bits, a), z3.ZeroExt(d.bits, b)
    return z3.ULE(x * y, z3.BitVecVal(d.max_value, 2 * d.bits))


@pytest.mark.parametrize("name", ["int8", "int16", "uint8"])
def test_the_multiplication_condition_is_the_exact_one(name):
    """``*`` uses z3's own overflow predicates (cheap to solve); proven equal to the double-width
    range check at every width z3 decides the question for (the definition is the same at each
    width; at 32 signed bits the equivalence takes z3 more than a minute: sampled below)."""
    d = DType.get(name)
    x, y = z3.BitVec("x", d.bits), z3.BitVec("y", d.bits)
    exact = (_exact_condition if d.is_signed else _exact_unsigned)(ops.MUL, x, y, d)
    solver = z3.Solver()
    solver.add(ops.no_overflow_z3(ops.MUL, x, y, ops.MUL.z3_bv(x, y, d.is_signed), d) != exact)
    assert solver.check() == z3.unsat, name


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(WIDE), st.data())
def test_the_multiplication_condition_on_wide_values(d, data):
    values = st.one_of(st.integers(d.min_value, d.max_value),
                       st.sampled_from([0, 1, -1, 2, -2, d.min_value, d.max_value]),
                       st.integers(-2 ** (d.bits // 2 + 1), 2 ** (d.bits // 2 + 1)))
    a, b = data.draw(values), data.draw(values)
    x, y = z3.BitVec("x", d.bits), z3.BitVec("y", d.bits)
    cond = ops.no_overflow_z3(ops.MUL, x, y, ops.MUL.z3_bv(x, y, True), d)
    got = z3.simplify(z3.substitute(cond, (x, z3.BitVecVal(a, d.bits)),
                                    (y, z3.BitVecVal(b, d.bits))))
    assert z3.is_true(got) == (d.min_value <= a * b <= d.max_value), (a, b)


def test_a_commuted_product_has_the_same_condition():
    """Rules such as ``a * b -> b * a`` are proven with both sides' poison conditions; the
    operands are put in one order, so the two conditions are the same term."""
    d = WIDE[0]
    a, b = z3.BitVec("a", 32), z3.BitVec("b", 32)
    one = ops.no_overflow_z3(ops.MUL, a, b, ops.MUL.z3_bv(a, b, True), d)
    other = ops.no_overflow_z3(ops.MUL, b, a, ops.MUL.z3_bv(b, a, True), d)
    assert one.eq(other)


PROGRAM = """
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), n: T.int32):
    for i in range(8):
        x = i * 268435456 + n
        B[i] = A[i] * 4 + x * 2 - i * 3
"""


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(-2**31, 2**31 - 1), min_size=8, max_size=8),
       st.integers(-2**31, 2**31 - 1))
def test_an_operation_outside_the_sites_never_overflows(values, n):
    """``overflow_sites`` leaves out only operations whose intervals stay in range: evaluated
    exactly on random inputs, none of them ever leaves its dtype."""
    func = verirw.parse(PROGRAM)
    safe: set[int] = set()
    overflow_sites(func.body, safe)
    assert safe, "the loop-range products i * 3 are provably in range"
    loop = func.body
    nodes = [n_ for n_ in walk(func.body) if id(n_) in safe]
    for i in range(8):
        env = {loop.loop_var: i}
        for node in nodes:
            free = {v.name for v in free_vars(node)}
            if free <= {"i"}:
                got = interp.evaluate(node, env, exact=True)
                assert node.dtype.min_value <= got <= node.dtype.max_value, (node, i)
    run = verirw.run(func, A=np.array(values, np.int32), B=np.zeros(8, np.int32), n=n)
    for i, a in enumerate(values):
        x = i * 268435456 + n
        exact = [a * 4, x, x * 2, a * 4 + x * 2, a * 4 + x * 2 - i * 3]
        in_range = all(-2**31 <= v < 2**31 for v in exact)
        assert bool(run.defined["B"][i]) == in_range, (i, a, n)
        if in_range:
            assert run["B"][i] == exact[-1]


@pytest.mark.parametrize("search", ["first", "last", "never"])
def test_check_proves_what_removes_an_overflow_and_refutes_what_adds_one(search):
    """``(x + 1) - 1`` may overflow where ``x`` does not: replacing it by ``x`` refines, the
    reverse adds poison where ``before`` is defined (here at n = INT32_MAX)."""
    text = """
@T.prim_func
def f(B: T.Buffer((1,), "int32"), n: T.int32):
    B[0] = EXPR
"""
    plain = verirw.parse(text.replace("EXPR", "n"))
    roundabout = verirw.parse(text.replace("EXPR", "n + 1 - 1"))
    assert verirw.check(roundabout, plain, search=search).status == "proven"
    result = verirw.check(plain, roundabout, search=search)
    assert result.status == "refuted", result.reason
    assert result.counterexample["scalars"]["n"] == 2**31 - 1


# ----------------------------------------------------------------------------- the property

_TERMS = ["A[i]", "n", "i * 268435456", "A[i] * 65536", "B[i]"]
_CONSTS = [1, 2, 3, 65536, 2**30, 2**31 - 1, -(2**31)]
#: pairs equal over the integers that may overflow in one form only
_REWRITES = [
    ("(X + C) - C", "X"),
    ("X * 2", "X + X"),
    ("(X + Y) + Z", "X + (Y + Z)"),
    ("X * C * 4", "X * (C * 4)"),
    ("X << 1", "X * 2"),
    ("(X - Y) + Y", "X"),
]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(_REWRITES), st.booleans(), st.sampled_from(_TERMS),
       st.sampled_from(_TERMS), st.sampled_from(_TERMS), st.sampled_from(_CONSTS),
       st.lists(st.integers(-2**31, 2**31 - 1), min_size=8, max_size=8),
       st.sampled_from([0, 1, 2**30, 2**31 - 1, -(2**31)]))
def test_check_without_the_search_never_proves_what_the_interpreter_refutes(
        rewrite, flip, x, y, z, c, values, n):
    """The overflow paths of ``check`` (the symbolic executor's poison reads, the interval
    filter, the strict definedness comparison) against the interpreter, with the concrete
    search off: whatever ``check`` proves, the interpreter must not refute on edge inputs."""
    lhs, rhs = (r.replace("X", f"({x})").replace("Y", f"({y})").replace("Z", f"({z})")
                .replace("C", str(c)) for r in rewrite)
    before_expr, after_expr = (rhs, lhs) if flip else (lhs, rhs)
    text = """
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), C: T.Buffer((8,), "int32"),
      n: T.int32):
    for i in range(8):
        C[i] = EXPR
"""
    before = verirw.parse(text.replace("EXPR", before_expr))
    after = verirw.parse(text.replace("EXPR", after_expr))
    result = verirw.check(before, after, search="never", timeout_s=30)
    if result.status != "proven":
        return
    from verirw.verify.replay import first_difference
    a = np.array(values, np.int32)
    for b in (a[::-1].copy(), np.full(8, 2**31 - 1, np.int32), np.zeros(8, np.int32)):
        args = dict(A=a, B=b, C=np.zeros(8, np.int32), n=n)
        try:
            ran = verirw.run(before, **args)
        except verirw.ExecutionError:
            continue                               # before is undefined: anything refines
        try:
            got = verirw.run(after, **args)
        except verirw.ExecutionError as e:
            raise AssertionError(f"proven, but after fails where before does not: {e}") from e
        assert first_difference(ran, got, {}) is None, (before_expr, after_expr, args)


def test_arithmetic_after_an_overflow_never_crashes_the_interpreter():
    """Found by the property above: ``(A[i] + 1) - 1`` at INT32_MAX. The ``- 1`` is not
    checked (on defined values it cannot overflow), so the poison's value went one past
    int32 and the run crashed building the result array. The element is undefined, its value
    wrapped."""
    f = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((2,), "int32"), C: T.Buffer((2,), "int32")):
    for i in range(2):
        C[i] = (A[i] + 1) - 1
""")
    res = verirw.run(f, A=np.array([2**31 - 1, 5], np.int32), C=np.zeros(2, np.int32))
    assert res.defined["C"].tolist() == [False, True] and res["C"][1] == 5
