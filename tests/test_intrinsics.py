"""A counterexample that rests on a math intrinsic's value is confirmed only by a replay that
computes it as TVM's code does (``verirw.intrinsics``): the C library or TVM's expansion, not
numpy, whose float32 ``exp`` differs from TVM's on ~20% of inputs."""

import ctypes
import ctypes.util

import numpy as np
import pytest

import verirw
from verirw import intrinsics
from verirw.dtypes import DType
from verirw.interp import MathUnavailable, math_function, using_math

F32 = DType.get("float32")


def _expf(x: float) -> np.float32:
    libm = ctypes.CDLL(ctypes.util.find_library("m"))
    libm.expf.restype, libm.expf.argtypes = ctypes.c_float, [ctypes.c_float]
    return np.float32(libm.expf(float(x)))


def _where_numpy_and_libm_differ() -> np.float32:
    """A float32 whose exp numpy and the C library round differently."""
    for x in np.random.default_rng(0).uniform(-20, 20, 10_000).astype(np.float32):
        if np.exp(x) != _expf(x):
            return x
    pytest.fail("numpy's and the C library's expf agree on 10,000 inputs")


def _pair(x: np.float32, literal: np.float32):
    before = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((1,), "float32"), B: T.Buffer((1,), "float32")):
    B[0] = T.exp(A[0])
""")
    after = verirw.parse(f"""
@T.prim_func
def f(A: T.Buffer((1,), "float32"), B: T.Buffer((1,), "float32")):
    B[0] = T.Select(A[0] == T.float32({float(x)!r}), T.float32({float(literal)!r}), T.exp(A[0]))
""")
    return before, after


def test_the_tvm_library_computes_exp_as_the_c_library():
    x = _where_numpy_and_libm_differ()
    fn = intrinsics.tvm_function("exp", F32)
    assert fn(x) == _expf(x) and fn(x) != np.exp(x)


def test_the_interpreter_uses_the_active_library_and_numpy_by_default():
    x = _where_numpy_and_libm_differ()
    func = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((1,), "float32"), B: T.Buffer((1,), "float32")):
    B[0] = T.exp(A[0])
""")
    a = np.array([x], dtype=np.float32)
    assert verirw.run(func, A=a, B=np.zeros(1, np.float32))["B"][0] == np.exp(x)
    with intrinsics.tvm_library():
        assert verirw.run(func, A=a, B=np.zeros(1, np.float32))["B"][0] == _expf(x)
    with using_math(lambda name, dtype: None), pytest.raises(MathUnavailable):
        verirw.run(func, A=a, B=np.zeros(1, np.float32))
    assert math_function("exp") is np.exp


def test_a_difference_only_numpy_shows_is_not_a_refutation():
    """``after`` returns the C library's exp(x) as a literal at x: equal to ``before`` in TVM's
    code for every input; numpy's replay differs at x. Before this rule: refuted, confirmed."""
    x = _where_numpy_and_libm_differ()
    before, after = _pair(x, _expf(x))
    result = verirw.check(before, after)
    assert result.status == "unknown", result
    assert "a replay computing T.exp as TVM's code does" in result.reason


def test_a_difference_tvm_code_shows_is_refuted_even_where_numpy_agrees():
    """``after`` returns numpy's exp(x) as a literal at x: TVM's code differs at x, numpy's
    replay does not. Before this rule: unknown."""
    x = _where_numpy_and_libm_differ()
    before, after = _pair(x, np.exp(x))
    result = verirw.check(before, after)
    assert result.status == "refuted" and result.confirmed, result
    assert result.details["intrinsics"] == "confirmed with the values TVM's code computes"


def test_a_refutation_through_an_intrinsic_verirw_cannot_compute_is_unconfirmed():
    before = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((1,), "float16"), B: T.Buffer((1,), "float16")):
    B[0] = T.exp(A[0])
""")
    after = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((1,), "float16"), B: T.Buffer((1,), "float16")):
    B[0] = T.exp(A[0]) + T.float16(1)
""")
    result = verirw.check(before, after)
    assert result.status == "unknown" and "T.exp on float16" in result.reason, result


def test_a_refutation_that_does_not_rest_on_the_value_stays_refuted():
    before = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
    for i in range(4):
        B[i] = T.exp(A[i])
""")
    after = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
    for i in range(3):
        B[i] = T.exp(A[i])
""")
    result = verirw.check(before, after)
    assert result.status == "refuted" and result.confirmed, result


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_the_rule_of_every_intrinsic_is_what_tvm_compiles(dtype):
    """Each covered intrinsic, computed by ``tvm_function``, against TVM 0.27's executable on
    edge values and 512 random inputs: the same bits (NaNs equal)."""
    pytest.importorskip("tvm")
    import importlib.util
    spec = importlib.util.spec_from_file_location(
        "intrinsic_libraries", "benchmarks/intrinsic_libraries.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    x = bench.inputs(dtype, 512, seed=3)
    differ = {}
    for name in intrinsics.RULES:
        fn = intrinsics.tvm_function(name, DType.get(dtype))
        if fn is None:
            continue
        got = bench.tvm_outputs(name, dtype, x)
        assert got is not None, name
        with np.errstate(all="ignore"):
            ours = np.array([fn(v) for v in x], dtype=dtype)
        bad = int((~bench.same_bits(got, ours)).sum())
        if bad:
            differ[name] = bad
    assert not differ


def _unary(expr: str, dtype: str = "float32"):
    return verirw.parse(f"""
@T.prim_func
def f(A: T.Buffer((4,), "{dtype}"), B: T.Buffer((4,), "{dtype}")):
    for i in range(4):
        B[i] = {expr}
""")


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_rsqrt_is_what_tvm_lowers_it_to(dtype):
    """TVM's LowerIntrin writes ``T.rsqrt(x)`` as ``1 / T.sqrt(x)``, and its code computes
    exactly that (0 differing elements): verirw defines it so, and proves the step."""
    rsqrt = _unary("T.rsqrt(A[i])", dtype)
    lowered = _unary(f"T.{dtype}(1) / T.sqrt(A[i])", dtype)
    assert verirw.check(rsqrt, lowered).status == "proven"
    assert verirw.check(lowered, rsqrt).status == "proven"
    # not any expression near it: sqrt(-0 + 0) is +0 where sqrt(-0) is -0
    shifted = _unary(f"T.{dtype}(1) / T.sqrt(A[i] + T.{dtype}(0))", dtype)
    result = verirw.check(rsqrt, shifted)
    assert result.status == "refuted" and result.confirmed, result


def test_other_intrinsics_stay_unknown_functions():
    """exp is any function in proofs: ``exp(x)`` against TVM's own expansion of sigmoid's
    denominator is not provable either way, only equal calls are."""
    assert verirw.check(_unary("T.exp(A[i])"), _unary("T.exp(A[i] * T.float32(1))")).status \
        == "proven"
    assert verirw.check(_unary("T.exp(A[i])"), _unary("T.exp2(A[i])")).status != "proven"
