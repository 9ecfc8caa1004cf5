"""The last TVMScript constructs of TVM's own TIR-transform tests (issue 39), in TVM's spelling.

An empty ``@I.ir_module``; ``T.reinterpret`` as a bit cast between a 32/64-bit integer and a
float of the same width; ``x = T.float32()`` with ``T.Let(..., where={x: v})``; and
``T.attr(T.iter_var(x, ...), "thread_extent", n)``, TVM's thread binding. Each program is
cross-read by TVM 0.27 when it is importable; each construct with a meaning is run by the
interpreter and by native code, and a correct rewrite is proven and a wrong one refuted.
"""

from __future__ import annotations

import numpy as np
import pytest

import verirw
from verirw import ir
from verirw.codegen import prepare
from verirw.errors import ArgumentError, VerirwError
from verirw.semantics import is_marker


def _tvm():
    try:
        import tvm
    except ImportError:
        return None
    return tvm


def _tvm_reads(text: str) -> None:
    tvm = _tvm()
    if tvm is not None:
        tvm.script.from_source(text)


def _round_trip(text: str):
    _tvm_reads(text)
    node = verirw.parse(text)
    assert verirw.parse(verirw.script(node)) == node
    _tvm_reads(verirw.script(node, dialect="tvm"))
    return node


def _refused(text: str, *words: str) -> str:
    with pytest.raises(VerirwError) as info:
        verirw.parse(text)
    message = str(info.value)
    for word in words:
        assert word in message, message
    return message


# ------------------------------------------------------------------------- an empty module

EMPTY = '''
@I.ir_module
class Expected:
    pass
'''


def test_empty_module_is_a_module_without_functions():
    mod = _round_trip(EMPTY)
    assert isinstance(mod, ir.IRModule) and mod.functions == ()
    assert "pass" in verirw.script(mod)


def test_empty_module_consumers():
    mod = verirw.parse(EMPTY)
    assert verirw.check(mod, mod).proven            # every (no) function refines
    assert verirw.simplify(mod).func == mod
    with pytest.raises(ArgumentError, match="no functions: there is nothing to run"):
        verirw.run(mod)
    with pytest.raises(ArgumentError, match="no functions: there is nothing to compile"):
        verirw.build(mod)
    with pytest.raises(KeyError, match="it has no functions"):
        mod["main"]


def test_empty_module_cli_run_is_invalid_input(tmp_path):
    from click.testing import CliRunner

    from verirw.cli import main
    path = tmp_path / "empty.py"
    path.write_text(EMPTY)
    got = CliRunner().invoke(main, ["run", str(path)])
    assert got.exit_code == 3 and "no functions" in got.output


# ------------------------------------------------------------------- T.reinterpret bit cast

VECTORIZE_BEFORE = '''
@I.ir_module
class Before:
    @T.prim_func
    def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "float32")):
        for i in T.vectorized(0, 16):
            B[i] = T.reinterpret("float32", A[i])
'''

BITS = '''
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "float32"),
         C: T.Buffer((16,), "int64"), D: T.Buffer((16,), "float64"),
         E: T.Buffer((16,), "uint32"), F: T.Buffer((16,), "uint64")):
    for i in range(16):
        B[i] = T.reinterpret("float32", A[i])
        D[i] = T.reinterpret("float64", C[i])
        E[i] = T.reinterpret("uint32", B[i] * T.float32(2))
        F[i] = T.reinterpret("uint64", D[i] + T.float64(1))
'''


def _bits_inputs(rng):
    # exponents below all-ones: no NaN (the bits of a NaN are poison, see below)
    a = (rng.integers(0, 0x7F000000, 16) * rng.choice([-1, 1], 16)).astype(np.int32)
    c = (rng.integers(0, 0x7FE0000000000000, 16, dtype=np.int64)).astype(np.int64)
    return dict(A=a, B=np.zeros(16, np.float32), C=c, D=np.zeros(16),
                E=np.zeros(16, np.uint32), F=np.zeros(16, np.uint64))


def test_reinterpret_is_a_bit_cast_not_the_marker():
    mod = _round_trip(VECTORIZE_BEFORE)
    call = mod["main"].body.body.value
    assert call.op == ir.BITCAST and not is_marker(call)
    marker = verirw.parse('''
@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    for i in range(4):
        A[i] = T.reinterpret("int32", A[i] + 1)
''').body.body.value
    assert marker.op == ir.REINTERPRET and is_marker(marker)      # unchanged


def test_reinterpret_interpreter_native_and_numpy_agree():
    func = _round_trip(BITS)
    args = _bits_inputs(np.random.default_rng(1))
    out = verirw.run(func, **args)
    np.testing.assert_array_equal(out["B"].view(np.int32), args["A"])
    np.testing.assert_array_equal(out["D"].view(np.int64), args["C"])
    np.testing.assert_array_equal(out["E"], (args["A"].view(np.float32) * 2).view(np.uint32))
    np.testing.assert_array_equal(out["F"], (args["C"].view(np.float64) + 1).view(np.uint64))
    native = {k: v.copy() for k, v in args.items()}
    verirw.build(func)(**native)
    for name in "BDEF":
        np.testing.assert_array_equal(native[name].view(np.uint8), out[name].view(np.uint8))


def test_reinterpret_of_a_nan_is_poison():
    func = verirw.parse('''
@T.prim_func
def f(B: T.Buffer((2,), "float32"), A: T.Buffer((2,), "int32")):
    for i in range(2):
        A[i] = T.reinterpret("int32", B[i])
''')
    out = verirw.run(func, B=np.array([np.nan, 1.5], np.float32), A=np.zeros(2, np.int32))
    assert list(out.poisoned["A"]) == [True, False]
    assert out["A"][1] == np.float32(1.5).view(np.int32)


def _pair(body: str):
    return verirw.parse('@T.prim_func\ndef main(A: T.Buffer((16,), "int32"), '
                        'B: T.Buffer((16,), "float32")):\n' + body)


INT_TO_FLOAT = _pair('    for i in range(16):\n        B[i] = T.reinterpret("float32", A[i])\n')
FLOAT_TO_INT = _pair('    for i in range(16):\n        A[i] = T.reinterpret("int32", B[i])\n')


def test_reinterpret_proofs_and_refutations():
    split = _pair('    for io, ii in T.grid(4, 4):\n'
                  '        B[io * 4 + ii] = T.reinterpret("float32", A[io * 4 + ii])\n')
    assert verirw.check(INT_TO_FLOAT, split).proven
    as_value = _pair('    for i in range(16):\n        B[i] = T.Cast("float32", A[i])\n')
    assert verirw.check(INT_TO_FLOAT, as_value).status == "refuted"
    times_one = _pair('    for i in range(16):\n'
                      '        A[i] = T.reinterpret("int32", B[i] * T.float32(1))\n')
    assert verirw.check(FLOAT_TO_INT, times_one).proven          # x * 1 keeps every bit
    plus_zero = _pair('    for i in range(16):\n'
                      '        A[i] = T.reinterpret("int32", B[i] + T.float32(0))\n')
    assert verirw.check(FLOAT_TO_INT, plus_zero).status == "refuted"   # -0.0 + 0.0 is +0.0


def test_reinterpret_in_summaries_and_fast_mode():
    big = {k: verirw.parse(verirw.script(f).replace("16", "4096")) for k, f in
           (("i2f", INT_TO_FLOAT), ("f2i", FLOAT_TO_INT))}
    assert verirw.check(big["f2i"], big["f2i"], method="summary").proven
    plus_zero = verirw.parse(verirw.script(big["f2i"]).replace("B[i])", "B[i] + T.float32(0))"))
    assert verirw.check(big["f2i"], plus_zero, method="summary").status == "refuted"
    # under fast-math floats are reals without bits: the cast is an unknown function
    assert verirw.check(INT_TO_FLOAT, INT_TO_FLOAT, float_mode="fast").proven


def test_reinterpret_round_trip_through_a_nan_is_not_the_identity():
    """The bits of a NaN are poison (z3 has one NaN): int -> float -> int is refuted, with a
    counterexample the interpreter reproduces (docs/semantics.md, "Bit reinterpretation")."""
    ident = _pair('    for i in range(16):\n        A[i] = A[i] + 1\n')
    through = _pair('    for i in range(16):\n        A[i] = T.reinterpret("int32", '
                    'T.reinterpret("float32", A[i])) + 1\n')
    assert verirw.check(ident, through).status == "refuted"
    assert verirw.check(through, ident).proven


@pytest.mark.parametrize("src,dst", [("int16", "float16"), ("int32", "float64"),
                                     ("float32", "float64"), ("int8", "int32")])
def test_reinterpret_without_a_meaning_is_refused(src, dst):
    _refused(f'''
@T.prim_func
def f(A: T.Buffer((4,), "{src}"), B: T.Buffer((4,), "{dst}")):
    for i in range(4):
        B[i] = T.reinterpret("{dst}", A[i])
''', "T.reinterpret from", src, dst)


# ------------------------------------------------------------------------ T.Let expressions

LET_BEFORE = '''
@T.prim_func(private=True)
def before(A: T.Buffer((4, 4), "float32")):
    for i, j in T.grid(4, 4):
        x = T.float32()
        A[i, j] = T.Let(5.0 * x + T.cast(j, "float32"), where={x: T.cast(i + 1, "float32")})
'''

LET_EXPECTED = '''
@T.prim_func(private=True)
def expected(A: T.Buffer((4, 4), "float32")):
    for i in T.serial(4):
        x = T.cast(i + 1, "float32")
        for j in T.serial(4):
            A[i, j] = 5.0 * x + T.cast(j, "float32")
'''


def test_let_expression_is_a_let_around_the_store():
    func = _round_trip(LET_BEFORE)
    store = func.body.body.body
    assert isinstance(store, ir.LetStmt) and store.var.dtype.is_float
    out = verirw.run(func, A=np.zeros((4, 4), np.float32))
    want = np.array([[5.0 * (i + 1) + j for j in range(4)] for i in range(4)], np.float32)
    np.testing.assert_array_equal(out["A"], want)
    native = np.zeros(16, np.float32)
    verirw.build(prepare(func))(A=native)                  # flattened to 1-d
    np.testing.assert_array_equal(native.reshape(4, 4), want)


def test_let_expression_proof_and_refutation():
    before = verirw.parse(LET_BEFORE)
    assert verirw.check(before, _round_trip(LET_EXPECTED)).proven
    wrong = verirw.parse(LET_EXPECTED.replace("T.cast(i + 1", "T.cast(i"))
    assert verirw.check(before, wrong).status == "refuted"


def test_nested_let_expressions_and_indices():
    func = _round_trip('''
@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    for i in range(4):
        x = T.int32()
        y = T.int32()
        z = T.int32()
        A[T.Let(z - 1, where={z: i + 1})] = T.Let(x * T.Let(y + 1, where={y: x * 2}), where={x: A[i]})
''')
    a = np.array([1, 2, 3, 4], np.int32)
    np.testing.assert_array_equal(verirw.run(func, A=a)["A"], a * (2 * a + 1))


@pytest.mark.parametrize("body,words", [
    ("A[i] = x", ("T.Let expression", "value only in the body")),
    ("A[i] = T.if_then_else(i < 2, T.Let(x, where={x: A[i]}), 1.0)", ("branch of T.if_then_else",)),
    ("if T.Let(x, where={x: A[i]}) < 1.0:\n            A[i] = 1.0", ("only in the value or the indices",)),
    ("A[i] = T.Let(x, where={x: A[i], y: 1.0})", ("one variable",)),
    ("A[i] = T.Cast(\"float32\", i < 2 and T.Let(x, where={x: A[i]}) < 1.0)",
     ("short-circuit",)),
])
def test_let_expression_refusals(body, words):
    _refused(f'''
@T.prim_func
def f(A: T.Buffer((4,), "float32")):
    for i in range(4):
        x = T.float32()
        {body}
''', *words)


# ---------------------------------------------------------- T.attr over a T.iter_var (threads)

THREAD_ATTR = '''
@I.ir_module
class expected:
    @T.prim_func
    def kernel_1(A: T.Buffer([256], "float32")):
        threadIdx_x = T.int32()
        T.attr(
            T.iter_var(threadIdx_x, T.Range(0, 256), "ThreadIndex", "threadIdx.x"),
            "thread_extent",
            256,
        )
        A[threadIdx_x] = A[threadIdx_x] + T.float32(1)

    @T.prim_func
    def kernel_2(A: T.Buffer([256], "float32")):
        threadIdx_x = T.int32()
        T.attr(
            T.iter_var(threadIdx_x, T.Range(0, 256), "ThreadIndex", "threadIdx.x"),
            "thread_extent",
            256,
        )
        A[threadIdx_x] = A[threadIdx_x] + T.float32(1)
'''

LAUNCH = '''
@T.prim_func
def kernel_1(A: T.Buffer([256], "float32")):
    threadIdx_x = T.launch_thread("threadIdx.x", 256)
    A[threadIdx_x] = A[threadIdx_x] + T.float32(1)
'''


def test_thread_attr_is_launch_thread():
    mod = _round_trip(THREAD_ATTR)
    kernel = mod["kernel_1"]
    assert [p.name for p in kernel.params] == ["A"]         # the thread variable is no input
    loop = kernel.body
    assert isinstance(loop, ir.For) and ir.thread_tag(loop.kind) == "threadIdx.x"
    assert verirw.check(kernel, verirw.parse(LAUNCH)).proven
    wrong = verirw.parse(LAUNCH.replace("256)", "255)"))
    assert verirw.check(kernel, wrong).status == "refuted"
    a = np.arange(256, dtype=np.float32)
    out = verirw.run(mod, function="kernel_2", A=a)
    native = a.copy()
    verirw.build(mod, function="kernel_2")(A=native)
    np.testing.assert_array_equal(out["A"], a + 1)
    np.testing.assert_array_equal(native, a + 1)


@pytest.mark.parametrize("old,new,words", [
    ('"thread_extent"', '"virtual_thread"', ('key "thread_extent"',)),
    ("T.Range(0, 256)", "T.Range(0, 255)", ("T.Range(0, n)",)),
    ('"ThreadIndex"', '"DataPar"', ('"ThreadIndex"',)),
    ("        threadIdx_x = T.int32()\n", "", ("declared at the top",)),
])
def test_thread_attr_refusals(old, new, words):
    _refused(THREAD_ATTR.replace(old, new, 1), *words)


def test_attr_over_an_iter_var_in_a_with_is_refused_by_name():
    _refused('''
@T.prim_func
def f(A: T.Buffer([256], "float32")):
    threadIdx_x = T.int32()
    with T.attr(T.iter_var(threadIdx_x, T.Range(0, 256), "ThreadIndex", "threadIdx.x"),
                "thread_extent", 256):
        A[threadIdx_x] = 1.0
''', "T.iter_var", "thread binding")


# ---------------------------------------------------------------------------------- bfloat16

def test_bfloat16_is_read():
    # bfloat16 has a meaning in every engine (verirw.bf16; tests/test_bfloat16.py)
    f = verirw.parse('''
@T.prim_func
def f(A: T.Buffer((4,), "bfloat16"), B: T.Buffer((4,), "bfloat16")):
    for i in range(4):
        B[i] = A[i]
''')
    assert verirw.parse(verirw.script(f)) == f


def test_a_cross_thread_reduction_is_refused_by_the_intrinsics_name():
    _refused('''
@T.prim_func
def f(Aptr: T.handle("bfloat16", storage_scope="shared")):
    A = T.decl_buffer(64, "bfloat16", data=Aptr)
    for i in range(4):
        threadIdx_x = T.launch_thread("threadIdx.x", 32)
        reduce = T.decl_buffer(1, dtype="bfloat16", scope="local")
        with T.attr(T.comm_reducer(lambda x, y: x + y, [T.bfloat16(0)]), "reduce_scope",
                    T.reinterpret("handle", T.uint64(0))):
            T.tvm_thread_allreduce(T.uint32(1), A[0], T.bool(True), reduce[0], threadIdx_x)
''', "T.tvm_thread_allreduce is not supported")
