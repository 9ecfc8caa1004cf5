"""Unsigned integers, ``T.round`` and TVM's parse-time refusals mean what TVM 0.27 means.

TVM's LLVM code generator (``codegen_llvm.cc``, ``DEFINE_CODEGEN_BINARY_OP``) emits ``add``/``sub``
/``mul`` with ``nuw`` on uint32 and uint64: an overflow past the maximum, or a subtraction going
below zero, is poison, as a signed 32/64-bit overflow (``nsw``) is. Below 32 bits (uint8,
uint16) everything wraps. Division, modulo and ``>>`` are ``udiv``/``urem``/``lshr``, comparisons
``icmp u..``, casts ``zext``/``trunc`` (``CreateIntCast`` signed only from a signed source),
``uitofp``/``fptoui``. ``T.round`` is ``llvm.nearbyint``: a tie rounds to even.

Each program runs in verirw's interpreter, in verirw's native code and through
``tvm.compile(..., target="llvm")``; all three must agree on every element (an element verirw
calls poison holds the wrapped value, what TVM's code stores), and the poison elements are the
ones verirw marks undefined. The refusals are TVM's: every text verirw refuses here, TVM's
parser refuses too (checked when TVM is installed)."""

from __future__ import annotations

import contextlib
import io

import numpy as np
import pytest

import verirw
from verirw import ScriptError

U32, U64 = 1 << 32, 1 << 64

#: name -> (program, scalars, inputs by buffer (default arange), expected outputs by buffer,
#: expected definedness of B (None: all defined))
CASES = {
    "uint32 add past the maximum is poison": ('''
@T.prim_func
def f(A: T.Buffer((4,), "uint32"), B: T.Buffer((4,), "uint32")):
    for i in range(4):
        B[i] = A[i] + T.uint32(4294967294)
''', {}, {}, {"B": [U32 - 2, U32 - 1, 0, 1]}, [True, True, False, False]),
    "uint32 subtraction below zero is poison": ('''
@T.prim_func
def f(A: T.Buffer((4,), "uint32"), B: T.Buffer((4,), "uint32")):
    for i in range(4):
        B[i] = A[i] - T.uint32(2)
''', {}, {}, {"B": [U32 - 2, U32 - 1, 0, 1]}, [False, False, True, True]),
    "uint64 product past the maximum is poison": ('''
@T.prim_func
def f(A: T.Buffer((4,), "uint64"), B: T.Buffer((4,), "uint64")):
    for i in range(4):
        B[i] = A[i] * T.uint64(9223372036854775807)
''', {}, {}, {"B": [0, (1 << 63) - 1, U64 - 2, (1 << 63) - 3]}, [True, True, True, False]),
    "uint32 index arithmetic of a scalar below zero": ('''
@T.prim_func
def f(B: T.Buffer((4,), "uint32"), n: T.uint32):
    for i in range(4):
        B[i] = n - T.Cast("uint32", i)
''', {"n": 2}, {}, {"B": [2, 1, 0, U32 - 1]}, [True, True, True, False]),
    "uint64 division and modulo past 2**63": ('''
@T.prim_func
def f(B: T.Buffer((4,), "uint64"), n: T.uint64):
    B[0] = n // T.uint64(3)
    B[1] = n % T.uint64(7)
    B[2] = T.truncdiv(n, T.uint64(1000))
    B[3] = n >> T.uint64(60)
''', {"n": U64 - 5}, {}, {"B": [(U64 - 5) // 3, (U64 - 5) % 7, (U64 - 5) // 1000, 15]}, None),
    "uint32 comparison, min, max and logical shift": ('''
@T.prim_func
def f(A: T.Buffer((4,), "uint32"), B: T.Buffer((4,), "uint32"), C: T.Buffer((4,), "int32")):
    for i in range(4):
        B[i] = T.max(A[i], T.uint32(7)) - T.min(A[i], T.uint32(7)) + (A[i] >> T.uint32(31))
        C[i] = T.Select(A[i] > T.uint32(5), 1, 0)
''', {}, {"A": [0, 2147483648, U32 - 1, 6]},
        {"B": [7, 2147483641 + 1, U32 - 8 + 1, 1], "C": [0, 1, 1, 1]}, None),
    "signed to unsigned casts wrap, unsigned to wider signed zero-extends": ('''
@T.prim_func
def f(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "uint32"), C: T.Buffer((4,), "uint64"),
      D: T.Buffer((4,), "int64")):
    for i in range(4):
        B[i] = T.Cast("uint32", A[i] - 2)
        C[i] = T.Cast("uint64", A[i] - 2)
        D[i] = T.Cast("int64", T.Cast("uint32", A[i] - 2))
''', {}, {}, {"B": [U32 - 2, U32 - 1, 0, 1], "C": [U64 - 2, U64 - 1, 0, 1],
              "D": [U32 - 2, U32 - 1, 0, 1]}, None),
    "uint64 to float is uitofp": ('''
@T.prim_func
def f(A: T.Buffer((4,), "uint64"), B: T.Buffer((4,), "float32"), C: T.Buffer((4,), "float64")):
    for i in range(4):
        B[i] = T.Cast("float32", A[i])
        C[i] = T.Cast("float64", A[i])
''', {}, {"A": [0, U64 - 1, 1 << 63, 12345]},
        {"B": [0.0, 2.0 ** 64, 2.0 ** 63, 12345.0], "C": [0.0, 2.0 ** 64, 2.0 ** 63, 12345.0]},
        None),
    "float to uint32 truncates": ('''
@T.prim_func
def f(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "uint32")):
    for i in range(4):
        B[i] = T.Cast("uint32", A[i])
''', {}, {"A": [0.5, 3e9, 4294967040.0, 7.9]}, {"B": [0, 3000000000, 4294967040, 7]}, None),
    "uint32 with int32 is unsigned (TVM's type matching)": ('''
@T.prim_func
def f(A: T.Buffer((4,), "uint32"), C: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32"),
      U: T.Buffer((4,), "uint8"), S: T.Buffer((4,), "int8"), D: T.Buffer((4,), "int32")):
    for i in range(4):
        B[i] = T.Select(A[i] < C[i], 1, 0)
        D[i] = T.Select(U[i] < S[i], 1, 0)
''', {}, {"A": [5, 5, 5, 0], "C": [-1, -2, 5, 0], "U": [5, 5, 5, 0], "S": [-1, -2, 5, 0]},
        {"B": [1, 1, 0, 0], "D": [1, 1, 0, 0]}, None),
    "uint16 wraps": ('''
@T.prim_func
def f(A: T.Buffer((4,), "uint16"), B: T.Buffer((4,), "uint16")):
    for i in range(4):
        B[i] = A[i] * T.uint16(40000) - T.uint16(2)
''', {}, {}, {"B": [65534, 39998, 14462, 54462]}, None),
    "T.round rounds a tie to even": ('''
@T.prim_func
def f(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32"), C: T.Buffer((8,), "float64"),
      D: T.Buffer((8,), "float64")):
    for i in range(8):
        B[i] = T.round(A[i])
        D[i] = T.nearbyint(C[i])
''', {}, {"A": [0.5, 1.5, 2.5, -0.5, -2.5, 3.5, -0.0, 0.49999997],
          "C": [0.5, 1.5, 2.5, -0.5, -2.5, 3.5, -0.0, 4503599627370495.5]},
        {"B": [0.0, 2.0, 2.0, -0.0, -2.0, 4.0, -0.0, 0.0],
         "D": [0.0, 2.0, 2.0, -0.0, -2.0, 4.0, -0.0, 4503599627370496.0]}, None),
}


def _inputs(func, fill: dict) -> dict:
    out = {}
    for name, buf in func.buffers.items():
        n = int(np.prod([d.value for d in buf.shape]))
        values = fill.get(name)
        out[name] = np.array(values if values is not None else np.arange(n),
                             dtype=buf.dtype.numpy)
    return out


def _bits_equal(got: list, want: list) -> bool:
    """Equal values, a float's sign of zero included."""
    return np.array_equal(np.signbit(np.asarray(got, dtype=float)),
                          np.signbit(np.asarray(want, dtype=float))) and got == want


def _run_verirw(text: str, scalars: dict, fill: dict, engine: str):
    func = verirw.parse(text)
    arrays = _inputs(func, fill)
    if engine == "interpreter":
        res = verirw.run(func, **arrays, **scalars)
        return {k: v.tolist() for k, v in res.arrays.items()}, res.defined
    verirw.build(func)(**arrays, **scalars)
    return {k: v.tolist() for k, v in arrays.items()}, None


def _run_tvm(tvm, text: str, scalars: dict, fill: dict) -> dict:
    func = verirw.parse(text)
    with contextlib.redirect_stderr(io.StringIO()):
        lib = tvm.compile(tvm.IRModule({"main": tvm.script.from_source(text)}), target="llvm")
    tensors = {name: tvm.runtime.tensor(a, tvm.cpu()) for name, a in _inputs(func, fill).items()}
    # TVM's FFI passes a scalar as an int64: a uint64 past 2**63 as the int64 of its bits
    args = [tensors[func.param_buffer(p).name] if func.param_buffer(p) is not None
            else scalars[p.name] - (U64 if scalars[p.name] >= 1 << 63 else 0)
            for p in func.params]
    lib["main"](*args)
    return {k: t.numpy().tolist() for k, t in tensors.items()}


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("engine", ["interpreter", "native"])
def test_verirw_computes_the_expected_values(case, engine):
    text, scalars, fill, expected, defined = CASES[case]
    got, definedness = _run_verirw(text, scalars, fill, engine)
    for name, want in expected.items():
        assert _bits_equal(got[name], want), (name, got[name], want)
    if definedness is not None:
        assert definedness["B"].tolist() == (defined or [True] * len(expected["B"]))


@pytest.mark.parametrize("case", sorted(CASES))
def test_tvm_computes_the_same(case):
    tvm = pytest.importorskip("tvm", reason="Apache TVM is not installed: pip install 'verirw[tvm]'")
    text, scalars, fill, _, _ = CASES[case]
    got, _ = _run_verirw(text, scalars, fill, "interpreter")
    assert _run_tvm(tvm, text, scalars, fill) == got


# ------------------------------------------------------------------ check under nuw


def _pair(dtype: str, before: str, after: str):
    text = f'''
@T.prim_func
def f(A: T.Buffer((8,), "{dtype}"), B: T.Buffer((8,), "{dtype}"), n: T.{dtype}):
    for i in range(8):
        B[i] = BODY
'''
    return (verirw.parse(text.replace("BODY", before.replace("DT", dtype))),
            verirw.parse(text.replace("BODY", after.replace("DT", dtype))))


@pytest.mark.parametrize("dtype", ["uint32", "uint64"])
def test_check_reads_unsigned_arithmetic(dtype):
    """Proven: unsigned division by a power of two is a logical shift, modulo a mask; removing
    a subtraction that may go below zero refines (``before`` is poison there). Refuted: adding
    one (``after`` is poison where ``before`` is defined), and a signed comparison for an
    unsigned one."""
    def status(before, after):
        return verirw.check(*_pair(dtype, before, after), timeout_s=60).status

    assert status("A[i] // T.DT(8)", "A[i] >> T.DT(3)") == "proven"
    assert status("A[i] % T.DT(8)", "A[i] & T.DT(7)") == "proven"
    assert status("A[i] - n + n", "A[i]") == "proven"
    assert status("A[i]", "A[i] - n + n") == "refuted"
    bits = dtype[4:]
    assert status("T.Select(A[i] > T.DT(5), A[i], n)",
                  f"T.Select(T.Cast('int{bits}', A[i]) > T.int{bits}(5), A[i], n)") == "refuted"


# ------------------------------------------------------------------ refused by name, as TVM

HEADER = ('@T.prim_func\ndef f(A: T.Buffer((8,), "int32"), F: T.Buffer((8,), "float32"), '
          'D: T.Buffer((8,), "float64"), H: T.Buffer((8,), "float16"), u: T.uint32, '
          'w: T.uint64):\n')


def _body(line: str) -> str:
    return HEADER + f"    {line}\n"


#: name -> (a statement TVM 0.27's parser refuses, verirw's error: file:line:col and the reason)
REFUSED = {
    "float floor division": ("F[0] = F[0] // F[1]",
                             r"k\.py:3:12: error: '//' \(floor division\) of float operands"),
    "float floor modulo": ("F[0] = F[0] % F[1]", r"'%' \(floor modulo\) of float operands"),
    "T.floordiv of floats": ("F[0] = T.floordiv(F[0], F[1])", r"T\.floordiv of float operands"),
    "T.floormod of floats": ("F[0] = T.floormod(F[0], 2.0)", r"T\.floormod of float operands"),
    "T.truncdiv of floats": ("F[0] = T.truncdiv(F[0], F[1])", r"T\.truncdiv of float operands"),
    "integer division by zero": ("A[0] = A[1] // 0",
                                 r"k\.py:3:12: error: division by a literal zero \(0\) in "
                                 r"T\.floordiv of int32"),
    "integer modulo by zero": ("A[0] = A[1] % T.int32(0)", r"division by a literal zero"),
    "T.truncmod by zero": ("A[0] = T.truncmod(A[1], 0)", r"division by a literal zero"),
    "division by a folded zero": ("A[0] = A[1] // (T.int32(0) * 5)",
                                  r"division by a literal zero \(T\.int32\(0\) \* T\.int32\(5\)\)"),
    "division by a folded quotient of zero": ("A[0] = A[1] // T.truncdiv(T.int32(-1), T.int32(8))",
                                              r"division by a literal zero"),
    "a shift by a folded amount out of range": ("A[0] = A[1] >> (T.int32(2) // T.int32(-2))",
                                                r"shift amount out of range .*: -1 for int32"),
    "uint32 division by zero": ("A[0] = T.Cast('int32', u // 0)", r"division by a literal zero"),
    "float division by zero": ("F[0] = F[1] / T.float32(0)", r"division by a literal zero"),
    "float division by minus zero": ("D[0] = D[1] / -0.0", r"division by a literal zero"),
    "float32 literal past its range": ("F[0] = T.float32(1e39)",
                                       r"k\.py:3:22: error: the float literal 1e\+39 is outside "
                                       r"float32's range"),
    "float32 literal just past its largest": ("F[0] = T.float32(-3.4028235e38)",
                                              r"outside float32's range"),
    "float16 literal past its range": ("H[0] = T.float16(70000)", r"outside float16's range"),
    "untyped float past float32 with a float64": ("D[0] = D[1] + 1e39",
                                                  r"TVM reads an untyped float literal as a "
                                                  r"float32 literal first"),
    "untyped integer past float16": ("H[0] = H[1] + 70000", r"outside float16's range"),
    "negative literal with an unsigned": ("A[0] = T.Cast('int32', u + -1)",
                                          r"the literal -1 with a uint32 operand: TVM 0\.27 "
                                          r"refuses a negative literal"),
    "negative literal compared with an unsigned": ("A[0] = T.Cast('int32', w < -1)",
                                                   r"negative literal"),
    "negation of an unsigned": ("A[0] = T.Cast('int32', -u)", r"'-' of a uint32 operand"),
    "bitwise literal past int32 with an unsigned": ("A[0] = T.Cast('int32', u & 2147483648)",
                                                    r"TVM 0\.27 converts it to int32 first"),
    "uint32 literal past its range in ==": ("A[0] = T.Cast('int32', u == 4294967296)",
                                            r"does not fit in uint32"),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_verirw_refuses_by_name(case):
    line, pattern = REFUSED[case]
    with pytest.raises(ScriptError, match=pattern):
        verirw.parse(_body(line), filename="k.py")


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_tvm_refuses_it_too(case):
    tvm = pytest.importorskip("tvm", reason="Apache TVM is not installed")
    with contextlib.redirect_stderr(io.StringIO()), pytest.raises(Exception):   # noqa: B017
        tvm.script.from_source(_body(REFUSED[case][0]))


#: statements both read (the refusals' neighbours): TVM accepts these, and so does verirw
ACCEPTED = {
    "uint32 modulo by zero (TVM builds it)": "A[0] = T.Cast('int32', u % 0)",
    "float T.truncmod by zero": "F[0] = T.truncmod(F[1], T.float32(0))",
    "uint32 shift by a literal past its width (undefined when run)":
        "A[0] = T.Cast('int32', u >> T.uint32(40))",
    "float32's largest literal": "F[0] = T.float32(3.4028234663852886e+38)",
    "an infinity": 'F[0] = T.float32("inf")',
    "uint32 and a literal past int32 (an int64 sum)": "A[0] = T.Cast('int32', u + 2147483648)",
    "float floor division of Python literals (Python folds it)": "F[0] = F[1] + 1.5 // 0.5",
}


@pytest.mark.parametrize("case", sorted(ACCEPTED))
def test_both_read_the_neighbours(case):
    verirw.parse(_body(ACCEPTED[case]), filename="k.py")
    tvm = pytest.importorskip("tvm", reason="Apache TVM is not installed")
    with contextlib.redirect_stderr(io.StringIO()):
        tvm.script.from_source(_body(ACCEPTED[case]))


def test_an_unsigned_literal_past_int32_is_an_int64_sum_as_in_tvm():
    """``u + 2147483648``: TVM types the literal int64 (past int32) and matches the types, so
    the sum is ``int64(u) + 2147483648``, never a uint32 overflow."""
    func = verirw.parse(_body("A[0] = T.Cast('int32', u + 2147483648 - 2147483648)"))
    out = verirw.run(func, A=np.zeros(8, np.int32), F=np.zeros(8, np.float32),
                     D=np.zeros(8, np.float64), H=np.zeros(8, np.float16), u=U32 - 1, w=0)
    assert out.arrays["A"][0] == -1 and out.defined["A"][0]


def test_a_float64_literal_past_float32_is_read_as_tvm_prints_it():
    """Documented difference (docs/semantics.md): TVM's parser refuses ``T.float64(1e39)`` (it
    reads a float literal through float32) but its printer writes such literals
    (``T.min_value("float64")``); verirw reads them with their float64 value."""
    func = verirw.parse(_body("D[0] = T.float64(-1.7976931348623157e+308)"))
    out = verirw.run(func, A=np.zeros(8, np.int32), F=np.zeros(8, np.float32),
                     D=np.zeros(8, np.float64), H=np.zeros(8, np.float16), u=0, w=0)
    assert out.arrays["D"][0] == -np.finfo(np.float64).max
    assert verirw.parse(verirw.script(func)) == func
