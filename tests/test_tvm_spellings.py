"""TVMScript spellings of TVM's own TIR-transform tests (issue 39): each is read with its meaning
in every engine, or refused by name.

- ``T.launch_thread`` / ``T.env_thread``: TVM's legacy spelling of a thread-bound loop (in TVM's
  IR an ``AttrStmt("thread_extent")``); read as ``for tx in T.thread_binding(n, thread=...)`` over
  its scope, so the race-freedom check applies as to ``T.thread_binding``.
- ``T.shift_left``/``T.shift_right``/``T.bitwise_*`` called by name, and TVM's op wrappers with
  the ``dtype=`` keyword TVM drops (``T.exp(x, dtype="float32")``).
- ``T.call_extern("name", x, dtype="float32")`` (TVM's ``_dtype_forward``): the dtype-first call.
- ``x = T.float32()`` at the top of a body: a symbolic float scalar (a scalar input).
- ``dtype=T.float32`` objects; a dtype given as a Python variable is refused by name.

Every text marked ``tvm`` here is also parsed by TVM 0.27 (``tvm.script.from_source``) when it
is installed, so the spelling is TVM's, not a guess.
"""

from __future__ import annotations

import numpy as np
import pytest

import verirw
from verirw import ScriptError
from verirw.analysis.races import RaceError, check_func

HEADER = ('@T.prim_func\ndef f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), '
          'F: T.Buffer((8,), "float32"), G: T.Buffer((8,), "float32")):\n')


def body(text: str) -> str:
    return HEADER + "".join(f"    {line}\n" for line in text.strip("\n").split("\n"))


def func_of(text: str):
    return verirw.parse(body(text), filename="k.py")


def inputs(seed: int = 0) -> dict:
    rng = np.random.default_rng(seed)
    return {"A": rng.integers(-100, 100, 8).astype(np.int32), "B": np.zeros(8, np.int32),
            "F": rng.uniform(0.25, 3.0, 8).astype(np.float32), "G": np.zeros(8, np.float32)}


# ------------------------------------------------------------------ the same IR as the canonical form

THREAD_LOOP = 'for tx in T.thread_binding(8, thread="threadIdx.x"):\n    G[tx] = F[tx] * 2.0'

#: name -> (TVM's spelling, verirw's canonical spelling of the same program)
SAME = {
    "launch_thread assigned": ('tx = T.launch_thread("threadIdx.x", 8)\nG[tx] = F[tx] * 2.0',
                               THREAD_LOOP),
    "env_thread then launch_thread": ('tx = T.env_thread("threadIdx.x")\nT.launch_thread(tx, 8)\n'
                                      'G[tx] = F[tx] * 2.0', THREAD_LOOP),
    "with launch_thread as": ('with T.launch_thread("threadIdx.x", 8) as tx:\n'
                              '    G[tx] = F[tx] * 2.0', THREAD_LOOP),
    "with launch_thread of env_thread": ('tx = T.env_thread("threadIdx.x")\n'
                                         'with T.launch_thread(tx, 8):\n    G[tx] = F[tx] * 2.0',
                                         THREAD_LOOP),
    "nested launches": ('bx = T.launch_thread("blockIdx.x", 2)\n'
                        'tx = T.launch_thread("threadIdx.x", 4)\nG[bx * 4 + tx] = F[bx * 4 + tx]',
                        'for bx in T.thread_binding(2, thread="blockIdx.x"):\n'
                        '    for tx in T.thread_binding(4, thread="threadIdx.x"):\n'
                        '        G[bx * 4 + tx] = F[bx * 4 + tx]'),
    "shift_left": ("B[0] = T.shift_left(A[0], 3)", "B[0] = A[0] << 3"),
    "shift_right": ("B[0] = T.shift_right(A[0], A[1] % 8)", "B[0] = A[0] >> A[1] % 8"),
    "bitwise_and": ("B[0] = T.bitwise_and(A[0], 12)", "B[0] = A[0] & 12"),
    "bitwise_or": ("B[0] = T.bitwise_or(A[0], A[1])", "B[0] = A[0] | A[1]"),
    "bitwise_xor": ("B[0] = T.bitwise_xor(A[0], 5)", "B[0] = A[0] ^ 5"),
    "bitwise_not": ("B[0] = T.bitwise_not(A[0])", "B[0] = ~A[0]"),
    "shift_left with dtype=": ('B[0] = T.shift_left(A[0], 3, dtype="int32")', "B[0] = A[0] << 3"),
    "bitwise_and with dtype=": ('B[0] = T.bitwise_and(A[0], 12, dtype="int32")',
                                "B[0] = A[0] & 12"),
    "floordiv with dtype=": ('B[0] = T.floordiv(A[0], 3, dtype="int32")', "B[0] = A[0] // 3"),
    "exp with dtype=": ('G[0] = T.exp(F[0], dtype="float32")', "G[0] = T.exp(F[0])"),
    "ceil with dtype=": ('G[0] = T.ceil(F[0], dtype="float32")', "G[0] = T.ceil(F[0])"),
    "fabs with dtype=": ('G[0] = T.fabs(F[0], dtype="float32")', "G[0] = T.fabs(F[0])"),
    "call_extern with dtype=": ('G[0] = T.call_extern("my_fn", F[0], dtype="float32")',
                                'G[0] = T.call_extern("float32", "my_fn", F[0])'),
    "call_pure_extern with dtype=": ('G[0] = T.call_pure_extern("expf", F[0], dtype="float32")',
                                     "G[0] = T.exp(F[0])"),
}


@pytest.mark.parametrize("name", sorted(SAME))
def test_tvm_spelling_is_the_same_ir_as_the_canonical_one(name):
    tvm_text, canonical = SAME[name]
    func = func_of(tvm_text)
    assert func == func_of(canonical)
    assert verirw.parse(verirw.script(func)) == func


@pytest.mark.parametrize("name", sorted(SAME))
def test_tvm_reads_the_same_text(name):
    tvm = pytest.importorskip("tvm")
    from tvm.script import from_source

    assert isinstance(from_source(body(SAME[name][0])), tvm.tirx.PrimFunc)


# ------------------------------------------------------------------ thread launches: meaning


def test_a_launched_kernel_runs_checks_and_is_race_free():
    func = func_of('bx = T.launch_thread("blockIdx.x", 2)\ntx = T.env_thread("threadIdx.x")\n'
                   'T.launch_thread(tx, 4)\nG[bx * 4 + tx] = F[bx * 4 + tx] + 1.0')
    assert [v.status for v in check_func(func)] == ["race_free", "race_free"]
    data = inputs()
    out = verirw.run(func, **data).arrays["G"]
    np.testing.assert_array_equal(out, data["F"] + np.float32(1.0))
    assert verirw.check(func, func, timeout_s=20).status == "proven"


def test_the_rest_of_the_scope_runs_in_every_thread():
    """``tx = T.launch_thread(...)`` scopes over the rest of the block, as in TVM: a store after
    the kernel's own statement is made by every thread, which races."""
    func = func_of('tx = T.launch_thread("threadIdx.x", 8)\nG[tx] = F[tx]\nG[0] = F[1]')
    assert [v.status for v in check_func(func)] == ["race"]
    with pytest.raises(RaceError, match=r"G\[0\]"):
        verirw.run(func, **inputs())
    scoped = func_of('with T.launch_thread("threadIdx.x", 8) as tx:\n    G[tx] = F[tx]\n'
                     'G[0] = F[1]')
    assert [v.status for v in check_func(scoped)] == ["race_free"]


def test_an_env_thread_launched_twice_is_two_loops():
    func = func_of('tx = T.env_thread("threadIdx.x")\nwith T.launch_thread(tx, 8):\n'
                   '    G[tx] = F[tx]\nT.launch_thread(tx, 8)\nG[tx] = G[tx] * 2.0')
    data = inputs()
    np.testing.assert_array_equal(verirw.run(func, **data).arrays["G"], data["F"] * 2)


def test_a_launch_and_a_thread_binding_loop_are_proven_equivalent():
    before = func_of('tx = T.launch_thread("threadIdx.x", 8)\nG[tx] = F[tx] * 2.0')
    after = func_of("for i in range(8):\n    G[i] = F[i] + F[i]")
    assert verirw.check(before, after, timeout_s=20).status == "proven"



def test_a_launched_kernel_compiles_like_the_interpreter_runs_it():
    func = func_of('bx = T.launch_thread("blockIdx.x", 2)\ntx = T.env_thread("threadIdx.x")\n'
                   'T.launch_thread(tx, 4)\n'
                   'G[bx * 4 + tx] = T.ceil(F[bx * 4 + tx], dtype="float32")\n'
                   'B[bx * 4 + tx] = T.shift_left(T.bitwise_and(A[bx * 4 + tx], 255), 2)')
    data = inputs(5)
    expected = verirw.run(func, **data).arrays
    verirw.build(func)(**data)
    np.testing.assert_array_equal(data["G"], expected["G"])
    np.testing.assert_array_equal(data["B"], expected["B"])


# ------------------------------------------------------------------ the other constructs: meaning


def test_shifts_and_bitwise_calls_compute_like_numpy():
    func = func_of("for i in range(8):\n"
                   "    B[i] = T.bitwise_xor(T.shift_left(T.bitwise_and(A[i], 255), 2),"
                   " T.shift_right(A[i], 1))")
    data = inputs(3)
    a = data["A"]
    expected = ((a & 255) << 2) ^ (a >> 1)
    np.testing.assert_array_equal(verirw.run(func, **data).arrays["B"], expected)
    assert verirw.check(func, func_of("for i in range(8):\n"
                                      "    B[i] = (A[i] & 255) << 2 ^ A[i] >> 1"),
                        timeout_s=20).status == "proven"


def test_a_symbolic_float_is_a_scalar_input():
    """``x = T.float32()`` declares a float scalar as ``n = T.int32()`` declares a size: a scalar
    parameter after the function's own (``run`` takes it as ``x=``; ``check`` proves for all)."""
    func = func_of("x = T.float32()\nfor i in range(8):\n    G[i] = F[i] * x")
    assert [p.name for p in func.params][-1] == "x"
    assert str(func.params[-1].dtype) == "float32"
    assert verirw.parse(verirw.script(func)) == func
    data = inputs()
    np.testing.assert_array_equal(verirw.run(func, x=2.5, **data).arrays["G"],
                                  data["F"] * np.float32(2.5))
    assert verirw.check(func, func, timeout_s=20).status == "proven"


def test_a_dtype_object_is_its_name():
    """``dtype=T.float32`` (TVM 0.27 itself asks for a string here, older TVMScript took it)."""
    func = func_of("C = T.alloc_buffer((8,), dtype=T.float32)\nC[0] = F[0]\nG[0] = C[0]")
    assert func == func_of('C = T.alloc_buffer((8,), "float32")\nC[0] = F[0]\nG[0] = C[0]')


def test_a_dtype_from_a_closure_is_its_value():
    """A function object (``verirw.tvmscript``) is read with the strings its body names from its
    closure: TVM's parametrised tests write ``T.alloc_buffer(..., dtype)`` so."""
    from verirw.tvmscript import T

    def make(dtype):
        @T.prim_func
        def f(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
            C = T.alloc_buffer((8,), dtype)
            for i in range(8):
                C[i] = T.Cast(dtype, A[i])
                B[i] = T.Cast("float32", C[i])
        return f

    assert 'T.alloc_buffer((8,), "float16")' in verirw.script(make("float16"))


# ------------------------------------------------------------------ refused by name

REFUSED = {
    "a math dtype given positionally":
        ('G[0] = T.ceil(F[0], "float32")',
         r"k\.py:3:12: error: T\.ceil expects 1 positional argument: give the dtype as "
         r"dtype=\"float32\" \(TVM reads a further positional argument as a source span"),
    "a dtype= that disagrees with the result":
        ('G[0] = T.exp(F[0], dtype="float64")',
         r"T\.exp\(\.\.\., dtype=\"float64\"\) computes float32: TVM ignores dtype= here"),
    "an env_thread used before it is launched":
        ('tx = T.env_thread("threadIdx.x")\nG[tx] = F[tx]',
         r"k\.py:4:15: error: 'tx' = T\.env_thread\(\"threadIdx\.x\"\) is a thread that no "
         r"T\.launch_thread\(tx, n\) launches here"),
    "launch_thread in an expression":
        ('B[0] = T.launch_thread("threadIdx.x", 4)',
         r"T\.launch_thread is not supported: it launches GPU threads over a scope and is read "
         r"only as a statement"),
    "launch_thread of a non-thread":
        ("x = 1\nT.launch_thread(x, 4)",
         r"T\.launch_thread expects a thread tag .* or a variable of T\.env_thread"),
    # (a literal int64 extent that fits is read as TVM reads it: tests/test_tvm_test_constructs)
    "an extent of another dtype than the thread variable":
        ('tx = T.env_thread("threadIdx.x")\nT.launch_thread(tx, T.int64(4) + T.int64(0))\n'
         'G[tx] = F[tx]',
         r"the extent is int64 but the thread variable 'tx' is int32"),
    "T.undef() as an index":
        ("B[T.undef()] = 1",
         r"T\.undef\(\) cannot be used as an index: an undefined index is undefined behaviour "
         r"\(undef_in_index, docs/semantics\.md, 'T\.undef\(\)' rule 4\)"),
    "T.undef() as a load index":
        ('B[0] = A[T.undef(dtype="int32")]', r"undef_in_index"),
    "a dtype held by a Python variable":
        ("C = T.alloc_buffer((8,), dtype)\nC[0] = F[0]",
         r"k\.py:3:30: error: the dtype 'dtype' is a Python variable: verirw reads the "
         r"script's text without running it"),
    # read with its meaning since (tests/test_bitcount.py); TVM's compiler refuses 8/16 bits
    "clz of a 16-bit integer": ('B[0] = T.clz(T.Cast("int16", A[0]))',
                                r"T\.clz of int16: TVM 0\.27's compiler refuses it"),
    "T.fma": ("G[0] = T.fma(F[0], F[1], F[2])",
              r"T\.fma is not supported: TVM's T\.fma is a multiply-add that the compiler may "
              r"fuse or not"),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_constructs_without_a_meaning_are_refused_by_name(case):
    text, pattern = REFUSED[case]
    with pytest.raises(ScriptError, match=pattern):
        func_of(text)


def test_tvm_refuses_a_positional_dtype_too():
    pytest.importorskip("tvm")
    from tvm.script import from_source

    with pytest.raises(Exception, match="Span"):
        from_source(body(REFUSED["a math dtype given positionally"][0]))
