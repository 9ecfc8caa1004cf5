"""``MIN // -1`` (and ``%``, floor and trunc) of a signed dtype is undefined: ``division_overflow``.

TVM's code divides with LLVM ``sdiv``/``srem``, which trap (SIGFPE) at ``MIN / -1`` at every
signed width, int8 included, and in index arithmetic too (measured on TVM 0.27; the last test
re-measures it in a child process). One datum, ``ops.DIVISION_OVERFLOW`` (a second
``Partial`` of the division entries), and every engine reads it: the interpreter and
numpy_eval raise it, z3 records it (``verirw.check`` refutes a pair that differs only there),
generated code checks it before the division.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import numpy as np
import pytest
import z3

import verirw
from verirw import interp, ir, ops, smt
from verirw.dtypes import DType
from verirw.errors import ExecutionError
from verirw.te import numpy_eval

SIGNED = ["int8", "int16", "int32", "int64"]
DIVISIONS = {"floordiv": "A[0] // B[0]", "floormod": "A[0] % B[0]",
             "truncdiv": "T.truncdiv(A[0], B[0])", "truncmod": "T.truncmod(A[0], B[0])"}


def _program(dtype: str, expr: str):
    return verirw.parse(f"""
@T.prim_func
def f(A: T.Buffer((1,), "{dtype}"), B: T.Buffer((1,), "{dtype}"), C: T.Buffer((1,), "{dtype}")):
    C[0] = {expr}
""")


def _arrays(dtype: str, a: int, b: int) -> dict:
    return {"A": np.array([a], dtype), "B": np.array([b], dtype), "C": np.zeros(1, dtype)}


# ----------------------------------------------------------------------------- the datum


def test_the_partiality_is_data_of_every_division():
    for op in ops.ALL:
        if op.division is not None:
            assert op.partials == (ops.DIVISOR_ZERO, ops.DIVISION_OVERFLOW)
    p = ops.DIVISION_OVERFLOW
    assert p.kind == "division_overflow" and p.signed_only
    for bits in (8, 16, 32, 64):
        low = -(1 << (bits - 1))
        assert p.undefined(low, -1, bits=bits)
        assert not p.undefined(low + 1, -1, bits=bits) and not p.undefined(low, 1, bits=bits)
        lanes = p.undefined_lanes(np.array([low, low, 3], np.int64), np.array([-1, 2, -1]),
                                  bits=bits)
        assert lanes.tolist() == [True, False, False]
    assert ops.FLOORDIV.partials_for(DType.get("uint8")) == (ops.DIVISOR_ZERO,)
    assert ops.FLOORDIV.partials_for(DType.get("float32")) == (ops.DIVISOR_ZERO,)
    assert ops.MIN.partials == () and ops.SHL.partials == (ops.SHIFT_RANGE,)


def test_defined_z3_on_ints_and_bitvectors():
    p = ops.DIVISION_OVERFLOW
    x, y = z3.Ints("x y")
    s = z3.Solver()
    s.add(z3.Not(p.defined_z3(x, y, bits=32)))
    assert s.check() == z3.sat and s.model()[x].as_long() == -2**31 and s.model()[y].as_long() == -1
    a, b = z3.BitVecs("a b", 8)
    s = z3.Solver()
    s.add(z3.Not(p.defined_z3(a, b, bits=8)))
    assert s.check() == z3.sat
    assert s.model()[a].as_signed_long() == -128 and s.model()[b].as_signed_long() == -1


def test_surely_defined_reads_both_literals():
    x = ir.Var("x", DType.get("int32"))
    p = ops.DIVISION_OVERFLOW
    assert p.surely_defined(x, ir.IntImm(3)) and p.surely_defined(x, ir.IntImm(0))
    assert not p.surely_defined(x, ir.IntImm(-1))
    assert p.surely_defined(ir.IntImm(5), x)                           # not the minimum
    assert not p.surely_defined(ir.IntImm(-2**31), x)
    u = ir.Var("u", DType.get("uint8"))
    assert p.surely_defined(u, u)                                        # unsigned: never


# ----------------------------------------------------------------------------- the engines


@pytest.mark.parametrize("dtype", SIGNED)
@pytest.mark.parametrize("op", list(DIVISIONS))
def test_interpreter_and_compiled_code_stop_with_division_overflow(dtype, op):
    func = _program(dtype, DIVISIONS[op])
    low = int(np.iinfo(dtype).min)
    with pytest.raises(ExecutionError) as err:
        verirw.run(func, **_arrays(dtype, low, -1))
    assert err.value.kind == "division_overflow"
    kernel = verirw.build(func)
    with pytest.raises(ExecutionError) as err:
        kernel(**_arrays(dtype, low, -1))
    assert err.value.kind == "division_overflow"
    for a, b in ((low + 1, -1), (low, -2), (low, 1), (-7, -1)):     # the neighbours are defined
        want = verirw.run(func, **_arrays(dtype, a, b))["C"]
        got = _arrays(dtype, a, b)
        kernel(**got)
        assert got["C"].tolist() == want.tolist()


@pytest.mark.parametrize("dtype", SIGNED)
def test_z3_and_numpy_eval_report_it(dtype):
    d = DType.get(dtype)
    low = int(np.iinfo(dtype).min)
    A, B = ir.make_buffer("A", 1, d), ir.make_buffer("B", 1, d)
    arrays = {"A": np.array([low], dtype), "B": np.array([-1], dtype)}
    for cls in (ir.FloorDiv, ir.FloorMod, ir.TruncDiv, ir.TruncMod):
        with pytest.raises(ExecutionError) as err:
            smt.evaluate_z3(cls(A[0], B[0]), {}, arrays)
        assert err.value.kind == "division_overflow"
        with pytest.raises(numpy_eval.EvaluationError, match="division overflow"):
            numpy_eval.evaluate_array(cls(A[0], B[0]), {}, {A: arrays["A"], B: arrays["B"]})


def test_unsigned_division_by_all_ones_is_defined():
    func = _program("uint8", "A[0] // B[0]")
    assert verirw.run(func, **_arrays("uint8", 128, 255))["C"].tolist() == [0]


def test_index_domain_uses_the_expressions_dtype():
    """Index arithmetic is mathematical, yet ``n // m`` of int32 scalars at ``(-2**31, -1)``
    is undefined (TVM computes it with an int32 sdiv); ``-2**31 - 1`` divides fine, and an
    int64 expression's minimum is ``-2**63``."""
    n, m = ir.Var("n", DType.get("int32")), ir.Var("m", DType.get("int32"))
    for engine in (interp.evaluate, smt.evaluate_z3):
        with pytest.raises(ExecutionError) as err:
            engine(ir.FloorDiv(n, m), {n: -2**31, m: -1}, {})
        assert err.value.kind == "division_overflow"
        assert engine(ir.FloorDiv(n, m), {n: -2**31 - 1, m: -1}, {}) == 2**31 + 1
        assert engine(ir.TruncMod(n, m), {n: -2**31 + 1, m: -1}, {}) == 0
    text = """
@T.prim_func
def f(n: T.int32, m: T.int32, C: T.Buffer((1,), "int32")):
    C[0] = T.truncdiv(n, m)
"""
    func = verirw.parse(text)
    for run in (lambda **kw: verirw.run(func, **kw), verirw.build(func)):
        with pytest.raises(ExecutionError) as err:
            run(n=-2**31, m=-1, C=np.zeros(1, np.int32))
        assert err.value.kind == "division_overflow"
    big = verirw.parse(text.replace("int32", "int64"))
    with pytest.raises(ExecutionError) as err:
        verirw.build(big)(n=-2**63, m=-1, C=np.zeros(1, np.int64))
    assert err.value.kind == "division_overflow"


BEFORE = """
@T.prim_func
def f(A: T.Buffer((1,), "int8"), B: T.Buffer((1,), "int8"), C: T.Buffer((1,), "int8")):
    C[0] = A[0] // B[0]
"""
#: the same division, except that ``x // -1`` is computed as the wrapping ``0 - x``: it differs
#: from BEFORE only at ``(-128, -1)``, where BEFORE is undefined and this gives -128
AFTER = """
@T.prim_func
def f(A: T.Buffer((1,), "int8"), B: T.Buffer((1,), "int8"), C: T.Buffer((1,), "int8")):
    if B[0] == T.int8(-1):
        C[0] = T.int8(0) - A[0]
    else:
        C[0] = A[0] // B[0]
"""


def test_check_sees_the_undefined_case():
    before, after = verirw.parse(BEFORE), verirw.parse(AFTER)
    assert verirw.check(before, after).status == "proven"        # defining UB refines it
    res = verirw.check(after, before)                              # introducing it does not
    assert res.status == "refuted" and res.confirmed
    cx = res.counterexample
    assert cx["failure"] == "division_overflow"
    assert cx["inputs"]["A"].tolist() == [-128] and cx["inputs"]["B"].tolist() == [-1]


def test_may_fail_counts_division_by_minus_one():
    from verirw.analysis import Purpose, may_fail
    x = ir.Var("x", DType.get("int32"))
    assert may_fail(ir.FloorDiv(x, ir.IntImm(-1)), purpose=Purpose.TRAP)
    assert not may_fail(ir.FloorDiv(x, ir.IntImm(-2)), purpose=Purpose.TRAP)
    assert not may_fail(ir.FloorDiv(ir.IntImm(-2**31 + 1), ir.IntImm(-1)), purpose=Purpose.TRAP)


# ----------------------------------------------------------------------------- TVM


_TVM_CHILD = textwrap.dedent("""
    import os, sys, numpy as np, tvm
    exprs = {"floordiv": "A[i] // B[i]", "floormod": "A[i] % B[i]",
             "truncdiv": "T.truncdiv(A[i], B[i])", "truncmod": "T.truncmod(A[i], B[i])"}
    for dtype in ("int8", "int16", "int32", "int64"):
        for op, expr in exprs.items():
            text = ("@T.prim_func\\ndef f(A: T.Buffer((1,), '%s'), B: T.Buffer((1,), '%s'), "
                    "C: T.Buffer((1,), '%s')):\\n    for i in range(1):\\n        C[i] = %s\\n"
                    % (dtype, dtype, dtype, expr))
            lib = tvm.compile(tvm.script.from_source(text), target="llvm")
            low = int(np.iinfo(dtype).min)
            for a, b in ((low, -1), (low + 1, -1), (low, -2)):
                sys.stdout.flush()
                pid = os.fork()
                if pid == 0:        # the child runs TVM's code; SIGFPE kills only it
                    args = [tvm.runtime.tensor(np.array([v], dtype)) for v in (a, b, 0)]
                    lib["f"](*args)
                    print(dtype, op, a, b, "ok", int(args[2].numpy()[0]), flush=True)
                    os._exit(0)
                _, status = os.waitpid(pid, 0)
                if os.WIFSIGNALED(status):
                    print(dtype, op, a, b, "signal", os.WTERMSIG(status), flush=True)
""")


def test_tvm_compiled_division_traps_at_min_by_minus_one():
    """TVM's own code, in a child process (each run in a forked grandchild): SIGFPE at
    ``(MIN, -1)`` for every op and signed width; the neighbours agree with verirw. (About
    4 s: 16 compiles of 0.05 s and the import of TVM.)"""
    pytest.importorskip("tvm")
    import signal
    out = subprocess.run([sys.executable, "-c", _TVM_CHILD], capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    rows = [line.split() for line in out.stdout.splitlines()]
    assert len(rows) == 4 * 4 * 3, out.stdout
    for dtype, op, a, b, what, value in rows:
        a, b = int(a), int(b)
        if (a, b) == (int(np.iinfo(dtype).min), -1):
            assert (what, int(value)) == ("signal", signal.SIGFPE), (dtype, op)
        else:
            assert what == "ok", (dtype, op, a, b)
            want = verirw.run(_program(dtype, DIVISIONS[op]), **_arrays(dtype, a, b))["C"]
            assert int(value) == int(want[0]), (dtype, op, a, b)
