"""The math intrinsics as TVM's compiled code computes them, to confirm a counterexample.

In proofs a math intrinsic (``ir.MATH``) is an unknown function: equal arguments give equal
results, nothing else, so a proof holds whatever library computes it. The interpreter computes
it with numpy, which rounds differently from the C library TVM's code calls: on 2,048 inputs
per intrinsic (``benchmarks/intrinsic_libraries.py``), numpy's float32 ``exp`` differs from
TVM 0.27's compiled ``T.exp`` on 431 elements, ``log10`` on 446, ``tanh`` on 1,109. A
counterexample that rests on such a value, reproduced with numpy, says nothing about TVM's
code. So a refutation of programs that call a math intrinsic is confirmed only by a replay
that computes every intrinsic as TVM's code does (``tvm_library``); otherwise ``check``
reports it unconfirmed (unknown, with the reason).

How TVM's code computes each one (``target="llvm"``, measured on float32 and float64 against
TVM 0.27's executables: 0 differing elements for each entry, on 2,048 inputs with seed 0 and
4,096 with seed 7, edge values included):

* the C library's function (``exp``/``expf``, ...), which LLVM calls for its intrinsic:
  exp, exp2, log, log2, log10, log1p, sin, cos, sinh, cosh, asin, acos, atan, asinh, acosh,
  erf;
* TVM's own expansion into other intrinsics, in the argument's dtype: tanh (a select on the
  sign: ``(1 - e) / (1 + e)`` with ``e = exp(-2x)``, else ``(e - 1) / (e + 1)`` with
  ``e = exp(2x)``), sigmoid ``1 / (1 + exp(-x))``, tan ``sin(x) / cos(x)``, exp10
  ``exp(x * 2.302585093)`` (a 10-digit constant), atanh ``0.5 * (log(1 + x) - log(1 - x))``,
  rsqrt ``1 / sqrt(x)``;
* exactly (the interpreter's values are TVM's): floor, ceil, trunc, round and nearbyint
  (a tie to even).

Not covered, so never confirmed: ``expm1`` (TVM 0.27's TVMScript has no ``T.expm1``) and
every intrinsic on float16.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import functools

import numpy as np

from verirw import ir
from verirw.dtypes import DType
from verirw.visit import walk

#: intrinsics TVM's code computes by calling the C library's function of the same name
LIBM = ("exp", "exp2", "log", "log2", "log10", "log1p", "sin", "cos", "sinh", "cosh", "asin",
        "acos", "atan", "asinh", "acosh", "erf")
#: intrinsics TVM expands into others (the formulas in the module docstring)
EXPANDED = ("tanh", "sigmoid", "tan", "exp10", "atanh", "rsqrt")
#: TVM's constant for ln(10) in exp10's expansion
LN10 = 2.302585093
#: the dtypes the C library computes in (``expf`` for float32, ``exp`` for float64)
DTYPES = ("float32", "float64")

#: how TVM's code computes each intrinsic: the rule each replay follows
RULES = {**{name: f"the C library's {name}/{name}f" for name in LIBM},
         "tanh": "TVM's expansion: select(x >= 0, (1 - exp(-2x)) / (1 + exp(-2x)), "
                 "(exp(2x) - 1) / (exp(2x) + 1))",
         "sigmoid": "TVM's expansion: 1 / (1 + exp(-x))",
         "tan": "TVM's expansion: sin(x) / cos(x)",
         "exp10": "TVM's expansion: exp(x * 2.302585093)",
         "atanh": "TVM's expansion: 0.5 * (log(1 + x) - log(1 - x))",
         "rsqrt": "TVM's expansion: 1 / sqrt(x)",
         **dict.fromkeys(ir.EXACT_MATH, "exact (the interpreter's value)"),
         "expm1": "not in TVM 0.27's TVMScript: never confirmed"}


@functools.cache
def _libm() -> ctypes.CDLL | None:
    path = ctypes.util.find_library("m")
    try:
        return ctypes.CDLL(path) if path else None
    except OSError:
        return None


@functools.cache
def c_function(name: str, dtype: DType):
    """The C library's ``name`` for ``dtype`` (float32: ``namef``) as a Python function of
    one number returning ``dtype``'s numpy scalar, or None where there is none."""
    lib = _libm()
    if lib is None or dtype.name not in DTYPES:
        return None
    c_name = name + ("f" if dtype.name == "float32" else "")
    try:
        fn = getattr(lib, c_name)
    except AttributeError:
        return None
    c_type = ctypes.c_float if dtype.name == "float32" else ctypes.c_double
    fn.restype, fn.argtypes = c_type, [c_type]
    scalar = dtype.numpy.type
    return lambda x: scalar(fn(float(x)))


def _expansion(name: str, dtype: DType):
    """TVM's expansion of ``name`` for ``dtype``, over the C library's functions, every step
    rounded to ``dtype`` as TVM's code rounds it."""
    t = dtype.numpy.type
    exp, log, sin, cos = (c_function(n, dtype) for n in ("exp", "log", "sin", "cos"))
    if None in (exp, log, sin, cos):
        return None
    one, two = t(1), t(2)

    def tanh(x):
        if x >= 0:
            e = exp(t(-2) * x)
            return t((one - e) / (one + e))
        e = exp(two * x)
        return t((e - one) / (e + one))

    fn = {
        "tanh": tanh,
        "sigmoid": lambda x: t(one / (one + exp(-x))),
        "tan": lambda x: t(sin(x) / cos(x)),
        "exp10": lambda x: exp(t(x * t(LN10))),
        "atanh": lambda x: t(t(0.5) * (log(one + x) - log(one - x))),
        "rsqrt": lambda x: t(one / np.sqrt(x)),
    }[name]

    def quiet(x):                   # inf and NaN are values here, not warnings
        with np.errstate(all="ignore"):
            return fn(x)
    return quiet


@functools.cache
def tvm_function(name: str, dtype: DType):
    """``name`` on ``dtype`` as TVM's compiled code computes it, or None where verirw does not
    know (float16, expm1): see the module docstring."""
    if name in ir.EXACT_MATH:
        from verirw.interp import math_function
        return math_function(name)
    if dtype.name not in DTYPES:
        return None
    if name in LIBM:
        return c_function(name, dtype)
    if name in EXPANDED:
        return _expansion(name, dtype)
    return None


def calls(*funcs) -> list[tuple[str, DType]]:
    """The math intrinsics the functions call, with their dtypes, in order of first use."""
    found: list[tuple[str, DType]] = []
    for func in funcs:
        for n in walk(func):
            if isinstance(n, ir.Call) and n.op in ir.MATH and (n.op, n.dtype) not in found:
                found.append((n.op, n.dtype))
    return found


def uncovered(*funcs) -> list[str]:
    """``T.name`` (dtype) for each intrinsic call whose TVM value verirw cannot compute."""
    return [f"T.{name} on {dtype}" for name, dtype in calls(*funcs)
            if tvm_function(name, dtype) is None]


@contextlib.contextmanager
def tvm_library():
    """Within the block, the interpreter computes every math intrinsic as TVM's code does
    (``tvm_function``); one it cannot raises ``interp.MathUnavailable``."""
    from verirw.interp import using_math
    with using_math(tvm_function):
        yield


def confirmed_with_tvm_library(src: ir.PrimFunc, tgt: ir.PrimFunc, cex: dict,
                               layouts: dict) -> tuple[bool, str]:
    """Whether the counterexample ``cex`` still shows the failure when every intrinsic is
    computed as TVM's code computes it, and why not when it does not."""
    missing = uncovered(src, tgt)
    if missing:
        return False, (f"verirw does not know how TVM's code computes {', '.join(missing)}, "
                       f"so a counterexample through it cannot be confirmed")
    if not isinstance(cex, dict) or "inputs" not in cex:
        return False, "the counterexample has no inputs to replay"
    from verirw.verify.replay import witness
    with tvm_library():
        shown = witness(src, tgt, cex, layouts)
    if shown is None:
        names = ", ".join(dict.fromkeys(f"T.{name}" for name, _ in calls(src, tgt)
                                        if name not in ir.EXACT_MATH + ir.IEEE_MATH))
        return False, (f"a replay computing {names} as TVM's code does (the C library, TVM's "
                       f"expansions) does not reproduce it")
    return True, shown
