"""More TVMScript spellings from TVM's own TIR-transform tests (issue 39), measured by
``benchmarks/tvm_test_parse_share.py``: each is read with its meaning, or refused by name.

- ``x = T.bind(value)`` / ``T.bind(value, T.int64)``: TVM's flat ``Bind`` statement (TVM prints it
  back as ``x: T.let[T.int32] = value``): a let over the rest of the block.
- ``for i in range(a, b, s)`` / ``T.serial(a, b, step=s)`` for a positive literal step: the loop
  visits ``a, a + s, ...`` below ``b``; read as a counter loop of ``ceildiv(b - a, s)`` iterations
  with ``i = a + i_iter * s`` (the form TVM's ``CanonicalizeLoop`` produces). A negative or
  symbolic step is refused (TVM's ``CanonicalizeLoop`` refuses it too).
- ``x = T.meta_var(expr)``: a parser-time name (no IR binding); each use reads ``expr``.
- ``T.attr(T.int32(0), key, value)``: the node ``0`` (the IntImm TVM makes of ``0``).
- A call of another function of the module (``Before.subroutine(...)``) is refused with the
  function named.

Every text marked ``tvm`` here is also parsed by TVM 0.27 (``tvm.script.from_source``) when it is
installed, so the spelling is TVM's, not a guess.
"""

from __future__ import annotations

import numpy as np
import pytest

import verirw
from verirw import ScriptError

HEADER = ('@T.prim_func\ndef f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), '
          'n: T.int32):\n')


def body(text: str) -> str:
    return HEADER + "".join(f"    {line}\n" for line in text.strip("\n").split("\n"))


def func_of(text: str):
    return verirw.parse(body(text), filename="k.py")


def inputs(seed: int = 0) -> dict:
    rng = np.random.default_rng(seed)
    return {"A": rng.integers(-100, 100, 8).astype(np.int32), "B": np.zeros(8, np.int32)}


#: name -> (TVM's spelling, verirw's canonical spelling of the same program)
SAME = {
    "T.bind": ("x = T.bind(A[0] + n)\nB[0] = x * 2",
               "x = A[0] + n\nB[0] = x * 2"),
    "T.bind with a dtype": ('x = T.bind(T.Cast("int64", A[0]), T.int64)\n'
                            'B[0] = T.Cast("int32", x + T.int64(1))',
                            'x: T.int64 = T.Cast("int64", A[0])\n'
                            'B[0] = T.Cast("int32", x + T.int64(1))'),
    "T.bind in a loop": ("for i in range(8):\n    v = T.bind(i * 2)\n    B[i] = A[i] + v",
                         "for i in range(8):\n    v = i * 2\n    B[i] = A[i] + v"),
    "range with a step": ("for i in range(1, 8, 3):\n    B[i] = A[i] + 1",
                          "for i_iter in range(3):\n    i = 1 + i_iter * 3\n"
                          "    B[i] = A[i] + 1"),
    "T.serial with step=": ("for i in T.serial(0, 8, step=2):\n    B[i] = A[i]",
                            "for i_iter in range(4):\n    i = i_iter * 2\n    B[i] = A[i]"),
    "a step of 1": ("for i in range(2, 8, 1):\n    B[i] = A[i]",
                    "for i in range(2, 8):\n    B[i] = A[i]"),
    "T.meta_var": ("m = T.meta_var(n * 2)\nB[0] = A[0] + m\nB[1] = m",
                   "B[0] = A[0] + n * 2\nB[1] = n * 2"),
    "T.attr with a T.int32 node": ('T.attr(T.int32(0), "pragma_auto_unroll_max_step", 16)\n'
                                   "B[0] = A[0]",
                                   'T.attr(0, "pragma_auto_unroll_max_step", 16)\nB[0] = A[0]'),
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


# ------------------------------------------------------------------ meaning


@pytest.mark.parametrize("start, stop, step", [(0, 8, 3), (1, 8, 5), (1, 8, 3), (3, 3, 2),
                                               (5, 2, 2), (0, 8, 8)])
def test_a_stepped_loop_visits_what_python_range_visits(start, stop, step):
    func = func_of(f"for i in range({start}, {stop}, {step}):\n    B[i] = A[i] + 1")
    data = inputs(1)
    expected = data["B"].copy()
    for i in range(start, stop, step):
        expected[i] = data["A"][i] + 1
    np.testing.assert_array_equal(verirw.run(func, n=0, **data).arrays["B"], expected)


def test_a_stepped_loop_with_a_symbolic_bound():
    """``range(1, n, 3)``: ``ceildiv(n - 1, 3)`` iterations, none when ``n <= 1``."""
    func = func_of("for i in range(1, n, 3):\n    B[i] = A[i] * 2")
    for n in (-2, 0, 1, 2, 4, 7, 8):
        data = inputs(n + 10)
        expected = data["B"].copy()
        for i in range(1, n, 3):
            expected[i] = data["A"][i] * 2
        np.testing.assert_array_equal(verirw.run(func, n=n, **data).arrays["B"], expected)


def test_a_stepped_loop_is_proven_equal_to_tvm_canonical_form():
    """TVM's ``CanonicalizeLoop`` turns ``range(1, 8, 3)`` into ``T.serial(0, 3)`` with
    ``i * 3 + 1``; verirw proves the two the same program."""
    before = func_of("for i in range(1, 8, 3):\n    B[i] = A[i] + 1")
    after = func_of("for i in T.serial(0, 3):\n    B[i * 3 + 1] = A[i * 3 + 1] + 1")
    assert verirw.check(before, after, timeout_s=20).status == "proven"
    wrong = func_of("for i in T.serial(0, 3):\n    B[i * 3] = A[i * 3] + 1")
    assert verirw.check(before, wrong, timeout_s=20).status == "refuted"


def test_a_bind_is_a_let_in_every_engine():
    func = func_of("for i in range(8):\n    v = T.bind(A[i] * 3)\n    B[i] = v - n")
    data = inputs(2)
    np.testing.assert_array_equal(verirw.run(func, n=5, **data).arrays["B"], data["A"] * 3 - 5)
    assert verirw.check(func, func_of("for i in range(8):\n    B[i] = A[i] * 3 - n"),
                        timeout_s=20).status == "proven"


# ------------------------------------------------------------------ refused by name

REFUSED = {
    "a negative step": ("for i in T.serial(0, 8, step=-3):\n    B[i] = A[i]",
                        r"k\.py:3:34: error: a loop step must be a positive integer literal"),
    "a symbolic step": ("for i in T.serial(0, 8, step=n):\n    B[i] = A[i]",
                        r"a loop step must be a positive integer literal"),
    "a positional step to T.serial": ("for i in T.serial(0, 8, 2):\n    B[i] = A[i]",
                                      r"T\.serial takes \(extent\) or \(start, stop\); positional "
                                      r"steps are not supported: TVM gives a step as step=s"),
    "T.bind of a variable given": ("x = T.bind(1, var=n)\nB[0] = x",
                                   r"T\.bind: unexpected argument 'var'"),
    "T.bind of a value of another type": ("x = T.bind(3, T.int64)\nB[0] = 1",
                                          r"T\.bind\(value, T\.int64\): the value is int32; "
                                          r"TVM binds a value of the type given only"),
    "T.bind to a pointer type": ('x = T.bind(A[0], T.handle("int32"))\nB[0] = x',
                                 r"T\.bind\(value, type\): the type must be a scalar type"),
    "a call of another function": ("Module.subroutine(A.data)",
                                   r"a call of the function 'Module\.subroutine' is not "
                                   r"supported"),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_constructs_without_a_meaning_are_refused_by_name(case):
    text, pattern = REFUSED[case]
    with pytest.raises(ScriptError, match=pattern):
        func_of(text)


# ------------------------------------------------------------------ cross-read by TVM


def test_tvm_refuses_a_bind_of_another_type_too():
    pytest.importorskip("tvm")
    from tvm.script import from_source

    with pytest.raises(Exception, match="StructuralEqual"):
        from_source(body("x = T.bind(3, T.int64)\nB[0] = 1"))


@pytest.mark.parametrize("loop", ["range(1, 8, 3)", "range(1, n, 3)", "T.serial(2, n, step=4)"])
def test_tvm_canonical_form_of_a_stepped_loop_is_proven_equal(loop):
    """TVM 0.27's own ``CanonicalizeLoop`` rewrites the stepped loop; verirw reads TVM's output
    and proves it equal to its reading of the stepped loop (for every ``n``)."""
    tvm = pytest.importorskip("tvm")
    from tvm.script import from_source

    text = body(f"for i in {loop}:\n    B[i] = A[i] + 1")
    canonical = tvm.s_tir.transform.CanonicalizeLoop()(tvm.IRModule({"f": from_source(text)}))
    after = verirw.parse(canonical["f"].script(), name="f")
    assert verirw.check(verirw.parse(text), after, timeout_s=30).status == "proven"


# ------------------------------------------------------------------ T.attr on a buffer's pointer

DOUBLE_BUFFER = ("for i in range(8):\n    cache = T.decl_buffer(4, \"int32\")\n"
                 "    T.attr(cache.data, \"double_buffer_scope\", 1)\n"
                 "    for j in range(4):\n        cache[j] = A[i] + j\n"
                 "    B[i] = cache[0] + cache[3]")


def test_an_attr_on_a_data_pointer_is_kept_and_printed_back():
    """``T.attr(X.data, "double_buffer_scope", 1)`` (InjectDoubleBuffer's input): the node is the
    buffer's data pointer, kept in the IR and printed back as ``X.data`` in both dialects."""
    from verirw import ir
    from verirw.visit import walk

    func = func_of(DOUBLE_BUFFER)
    attr = next(s for s in walk(func.body) if isinstance(s, ir.AttrStmt))
    decl = next(s for s in walk(func.body) if isinstance(s, (ir.DeclBuffer, ir.Allocate)))
    assert attr.node is decl.buffer.data and attr.key == "double_buffer_scope"
    assert "T.attr(cache.data, 'double_buffer_scope', 1)" in verirw.script(func)
    assert verirw.parse(verirw.script(func)) == func


def test_tvm_reads_an_attr_on_a_data_pointer_both_ways():
    pytest.importorskip("tvm")
    from tvm.script import from_source

    printed = [from_source(text).script() for text in
               (body(DOUBLE_BUFFER), verirw.script(func_of(DOUBLE_BUFFER), dialect="tvm"))]
    assert all('T.attr(cache.data, "double_buffer_scope", 1)' in p for p in printed)


def test_an_attr_on_a_plain_value_is_refused_by_name():
    with pytest.raises(ScriptError, match=r"the node of T\.attr must be a string, 0, a buffer or "
                                          r"a buffer's data pointer"):
        func_of('T.attr(n + 1, "pragma", 1)\nB[0] = A[0]')


def test_tvm_refuses_a_positional_step_to_t_serial_too():
    pytest.importorskip("tvm")
    from tvm.script import from_source

    with pytest.raises(Exception, match="positional"):
        from_source(body("for i in T.serial(0, 8, 2):\n    B[i] = A[i]"))
