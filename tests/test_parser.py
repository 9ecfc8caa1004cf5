"""The TVMScript parser: accepted forms, typing, and errors with locations."""

from __future__ import annotations

import textwrap

import numpy as np
import pytest

import verirw
from verirw import ScriptError, ir
from verirw.dtypes import BOOL, FLOAT32, FLOAT64, INT32, INT64, INT8


def parse(text: str):
    return verirw.parse(textwrap.dedent(text))


def body_of(text: str) -> ir.Stmt:
    return parse(text).body


# ----------------------------------------------------------------------------- accepted forms

@pytest.mark.parametrize("ann", [
    'T.Buffer[(4, 4), "int32"]', 'T.Buffer((4, 4), "int32")', 'T.Buffer([4, 4], dtype="int32")',
    'T.Buffer(shape=(4, 4), dtype="int32")',
])
def test_buffer_annotation_forms_agree(ann):
    f = parse(f"""
        @T.prim_func
        def f(A: {ann}):
            A[0, 1] = 7
    """)
    (buf,) = f.buffers.values()
    assert buf.name == "A" and buf.dtype == INT32
    assert buf.shape == (ir.IntImm(4), ir.IntImm(4))
    assert isinstance(f.body, ir.BufferStore) and f.body.value == ir.IntImm(7)


def test_one_dimensional_shorthands():
    f = parse("""
        @T.prim_func
        def f(A: T.Buffer(16, "int32"), B: T.Buffer[14, "float32"]):
            B[0] = T.float32(0)
    """)
    assert f.buffers["A"].shape == (ir.IntImm(16),)
    assert f.buffers["B"].shape == (ir.IntImm(14),) and f.buffers["B"].dtype == FLOAT32


def test_match_buffer_and_scalar_params():
    f = parse("""
        @T.prim_func
        def f(a: T.handle, n: T.int32):
            A = T.match_buffer(a, (n, 4), "float32")
            for i in T.serial(n):
                A[i, 0] = 1.0
    """)
    (n,) = f.scalar_params
    buf = f.buffers["A"]
    assert buf.shape[0] is n and f.param_buffer(f.params[0]) is buf
    assert isinstance(f.body, ir.For) and f.body.extent is n


def test_loop_forms():
    f = parse("""
        @T.prim_func
        def f(A: T.Buffer((8, 8), "int32")):
            for i in T.serial(2, 6):
                for j in range(8):
                    A[i, j] = 0
            for i, j in T.grid(8, 8):
                A[i, j] = 1
            for i in T.parallel(8):
                for j in T.vectorized(8):
                    A[i, j] = 2
            for i in T.unroll(8):
                A[i, 0] = 3
    """)
    loops = f.body.stmts
    assert (loops[0].min, loops[0].extent) == (ir.IntImm(2), ir.IntImm(4))
    assert loops[0].body.kind == "serial" and loops[0].body.extent == ir.IntImm(8)
    assert isinstance(loops[1].body, ir.For)               # T.grid -> nested loops
    assert [loops[2].kind, loops[2].body.kind, loops[3].kind] == ["parallel", "vectorized", "unroll"]


def test_blocks_assume_undef_evaluate_and_lets():
    f = parse("""
        @T.prim_func(private=True)
        def f(A: T.Buffer((4, 4), "int32"), B: T.Buffer(1, "float32")):
            T.func_attr({"global_symbol": "f"})
            with T.block("compute"):
                for io, ii in T.grid(4, 4):
                    T.assume(4 * io + ii < 14 or A[io, ii] == T.undef())
                x = A[0, 0] + 1
                B[0] = T.undef(dtype="float32")
                T.evaluate(T.if_then_else(x > 0, A[0, 1], A[1, 0]))
    """)
    assert f.private and f.attrs == (("global_symbol", "f"),)
    block = f.body
    assert isinstance(block, ir.Block) and block.name == "compute"
    loop, let = block.body.stmts
    assume = loop.body.body
    assert isinstance(assume, ir.Assume) and isinstance(assume.condition, ir.Or)
    undef = assume.condition.b.b
    assert isinstance(undef, ir.Undef) and undef.dtype == INT32     # typed from A[io, ii]
    assert isinstance(let, ir.LetStmt) and let.var.name == "x"
    store, evaluate = let.body.stmts
    assert isinstance(store.value, ir.Undef) and store.value.dtype == FLOAT32
    assert isinstance(evaluate.value, ir.Select)


def test_alloc_and_aliasing_decl_buffer():
    f = parse("""
        @T.prim_func
        def f(A: T.Buffer(16, "int32")):
            A_backing = T.alloc_buffer(16, "int32", scope="local")
            A2 = T.decl_buffer([4, 4], "int32", data=A_backing.data)
            A2[1, 2] = A[6]
    """)
    alloc = f.body
    assert isinstance(alloc, ir.Allocate) and alloc.buffer.scope == "local"
    decl = alloc.body
    assert isinstance(decl, ir.DeclBuffer) and decl.buffer.data is alloc.buffer.data


def test_operators_and_chained_comparison():
    f = parse("""
        @T.prim_func
        def f(A: T.Buffer(16, "int32"), n: T.int32):
            if 0 <= n < 14 and not n == 3:
                A[0] = T.floordiv(n, 4) + T.floormod(n, 4) + T.truncdiv(n, 4) + T.truncmod(n, 4)
            elif n // 4 == 1 or n % 4 == 2:
                A[1] = T.min(n, 3) - T.max(n, 2) * min(n, 1)
            else:
                pass
    """)
    cond = f.body.condition
    assert isinstance(cond, ir.And) and isinstance(cond.a, ir.And)      # chain -> And of two
    assert isinstance(cond.a.a, ir.LE) and isinstance(cond.a.b, ir.LT) and isinstance(cond.b, ir.Not)
    elif_ = f.body.else_case
    assert isinstance(elif_, ir.IfThenElse) and elif_.else_case == ir.NOOP
    ops = elif_.condition
    assert isinstance(ops.a.a, ir.FloorDiv) and isinstance(ops.b.a, ir.FloorMod)


def test_typed_literals_as_printed_by_tvm():
    f = parse("""
        @T.prim_func
        def f(A: T.Buffer((T.int64(8),), "int64"), B: T.Buffer(2, "bool"), C: T.Buffer(1, "float32")):
            for i in range(T.int64(8)):
                A[i] = T.int64(0)
            B[T.int32(0)] = T.bool(False)
            C[0] = T.float32(0)
            C[0] = T.float32("inf")
    """)
    loop = f.body.stmts[0]
    assert loop.loop_var.dtype == INT64 and loop.body.value == ir.IntImm(0, INT64)
    assert f.body.stmts[1].value == ir.IntImm(0, BOOL)
    assert f.body.stmts[3].value.value == float("inf")


def test_type_inference_follows_tvmscript():
    f = parse("""
        @T.prim_func
        def f(A: T.Buffer(4, "float32"), B: T.Buffer(4, "int8"), C: T.Buffer(4, "float64")):
            for i in T.serial(4):
                A[i] = A[i] + 1
                A[i] = A[i] + i
                B[i] = B[i] * 2
                C[i] = A[i]
                A[i] = 0
    """)
    s = f.body.body.stmts
    assert s[0].value.b == ir.FloatImm(1.0, FLOAT32)                  # literal takes A's dtype
    assert s[1].value.b == ir.Cast(FLOAT32, f.body.loop_var)          # int var is cast
    assert s[2].value.b == ir.IntImm(2, INT8)
    assert s[3].value == ir.Cast(FLOAT64, s[3].value.value)           # store casts to C's dtype
    assert s[4].value == ir.FloatImm(0.0, FLOAT32)


def test_module_forms_and_lookup():
    for deco in ("@ir_module", "@script.ir_module", "@I.ir_module", "@tvm.script.ir_module"):
        m = parse(f"""
            {deco}
            class Mod:
                @T.prim_func
                def producer(A: T.Buffer(4, "int32")):
                    for i in T.serial(4):
                        A[i] = i

                @T.prim_func
                def consumer(A: T.Buffer(4, "int32"), B: T.Buffer(1, "int32")):
                    B[0] = A[3]
        """)
        assert isinstance(m, ir.IRModule) and [f.name for f in m] == ["producer", "consumer"]
        assert m["consumer"].buffers["B"].shape == (ir.IntImm(1),)


def test_parse_python_function_object():
    def func(A: T.Buffer((4,), "int32")):  # noqa: F821 - never executed, only parsed
        for i in T.serial(4):  # noqa: F821
            A[i] = i * 2

    f = verirw.parse(func)
    assert f.name == "func" and isinstance(f.body, ir.For)


def test_parse_all_and_name_selection():
    text = textwrap.dedent("""
        @T.prim_func
        def a(A: T.Buffer(1, "int32")):
            A[0] = 1

        @T.prim_func
        def b(A: T.Buffer(1, "int32")):
            A[0] = 2
    """)
    assert [f.name for f in verirw.parse_all(text)] == ["a", "b"]
    assert verirw.parse(text, name="b").body.value == ir.IntImm(2)
    with pytest.raises(ScriptError, match="found 2 definitions"):
        verirw.parse(text)


# ----------------------------------------------------------------------------- errors

def error_of(text: str, filename: str = "k.py") -> ScriptError:
    with pytest.raises(ScriptError) as info:
        verirw.parse(textwrap.dedent(text).lstrip("\n"), filename=filename)
    return info.value


def test_undefined_variable_has_location_and_caret():
    err = error_of("""
        @T.prim_func
        def f(A: T.Buffer(4, "int32")):
            for i in T.serial(4):
                A[i] = j
    """)
    assert err.message == "undefined variable 'j'"
    assert (err.filename, err.line, err.col) == ("k.py", 4, 16)
    assert str(err).splitlines()[0] == "k.py:4:16: error: undefined variable 'j'"
    assert str(err).splitlines()[-1].strip() == "^"


def test_loop_variable_is_not_visible_after_its_loop():
    err = error_of("""
        @T.prim_func
        def f(A: T.Buffer(4, "int32")):
            for i in T.serial(4):
                A[i] = 0
            A[i] = 1
    """)
    assert "undefined variable 'i'" in err.message and "inner scope" in err.message


@pytest.mark.parametrize("snippet, fragment", [
    ("A[0] = A[0, 1]", "buffer 'A' has rank 1 (shape (4,)) but is indexed with 2 indices"),
    ("A[0:2] = 0", "a scalar value stored into 2 lanes"),
    ("A[0:n] = A[0:n]", "a buffer slice must be 'start:start + lanes'"),
    ("while True:\n        pass\n    else:\n        pass", "while/else is not supported"),
    ("break", "'break' outside a loop"),
    ("A[0] = T.ramp(0, 1, 4)", "a vector of 4 lanes stored into one element of 'A'"),
    ("A[0] = T.foo(1)", "unknown or unsupported function 'T.foo'"),
    ("A[T.undef()] = 0", "T.undef() cannot be used as an index"),
    ("A[0] = 1 if A[0] else 2", "a condition must be boolean"),
    ("A[0.5] = 1", "a buffer index must be an integer"),
    ("A[0] = 300000000000", "does not fit in int32"),
    ("x = T.undef()", "cannot be inferred"),
    ("A[0]", "has no effect"),
    ("A[0] = B", "undefined variable 'B'"),
    ("A[0] = A", "buffer 'A' is used as a value"),
    ("assert A[0]", "a condition must be boolean"),          # TVM's runtime check: read
    ("assert A[0] == 0, 5", "an assert message must be a string"),
    ("return", "a bare 'return' has no value"),
    ("for i in T.serial(0, 4, 2):\n        pass", "steps are not supported"),
    ("for i, j in T.grid(4):\n        pass", "T.grid has 1 extents but the loop binds 2 variables"),
    ("A[0] = T.if_then_else(1, 2)", "T.if_then_else expects 3 positional arguments"),
    ("B = T.alloc_buffer((4,), \"int32x4\")", "vector dtypes are only supported in a vector store"),
    ("B = T.alloc_buffer((4,), \"complex\")", "unknown dtype 'complex'"),
])
def test_rejections(snippet, fragment):
    text = "@T.prim_func\ndef f(A: T.Buffer(4, \"int32\")):\n    " + snippet + "\n"
    err = error_of(text)
    assert fragment in err.message
    assert err.line is not None and err.line >= 2


def test_syntax_error_is_a_script_error():
    err = error_of("@T.prim_func\ndef f(A: T.Buffer(4, \"int32\")):\n    A[0] = (1\n")
    assert "invalid Python syntax" in err.message and err.line is not None


def test_missing_annotation_and_no_function():
    assert "needs a type annotation" in error_of("@T.prim_func\ndef f(A):\n    pass\n").message
    assert "no @T.prim_func" in error_of("x = 1\n").message


def test_module_may_only_hold_prim_funcs():
    err = error_of("""
        @I.ir_module
        class M:
            x = 1
    """)
    assert "may only contain @T.prim_func" in err.message


# ----------------------------------------------------------------------------- rebinding names
# Apache TVM 0.27 prints a store into a one-element buffer ``S`` as ``S = v``; reading that as a
# new let variable would shadow ``S`` and silently drop the store (check then proves a wrong pair).

ONE_ELEMENT = """
    @T.prim_func
    def f(A: T.Buffer((4,), "int32"), S: T.Buffer({shape}, "int32")):
        S = A[1] + 5
        A[0] = 1
"""


@pytest.mark.parametrize("shape", ["(1,)", "(1, 1)"])
def test_assignment_to_one_element_buffer_is_a_store(shape):
    f = parse(ONE_ELEMENT.format(shape=shape))
    store = f.body.stmts[0]
    assert isinstance(store, ir.BufferStore) and store.buffer.name == "S"
    assert store.indices == (ir.IntImm(0),) * store.buffer.ndim
    text = verirw.script(f)
    assert "S[0" in text and "S_1" not in text
    assert verirw.script(verirw.parse(text)) == text         # the printer's form re-parses the same
    a = verirw.run(f, A=np.arange(4, dtype="int32"), S=np.zeros(eval(shape), "int32"))
    assert a.arrays["S"].reshape(-1)[0] == 6


def test_one_element_store_is_refuted_when_dropped():
    before = parse(ONE_ELEMENT.format(shape="(1,)"))
    after = parse("""
        @T.prim_func
        def f(A: T.Buffer((4,), "int32"), S: T.Buffer((1,), "int32")):
            A[0] = 1
    """)
    assert verirw.check(before, after).status == "refuted"


def test_augmented_store_into_one_element_local_buffer():
    f = parse("""
        @T.prim_func
        def f(A: T.Buffer((4,), "int32")):
            acc = T.alloc_buffer((1,), "int32", scope="local")
            acc = 0
            for i in range(4):
                acc += A[i]
            A[0] = acc[0]
    """)
    out = verirw.run(f, A=np.array([1, 2, 3, 4], dtype="int32"))
    assert out.arrays["A"][0] == 10


@pytest.mark.parametrize("snippet, fragment", [
    ("A = 5", "'A' is a buffer"),                                  # shape (4,): not a store
    ("A: T.int32 = 5", "'A' is a buffer"),
    ("S = T.alloc_buffer((1,), \"int32\")", "'S' is a buffer"),
    ("for A in range(2):\n        pass", "'A' is a buffer"),
    ("for i, S in T.grid(2, 2):\n        pass", "'S' is a buffer"),
    ("n = n + 1", "'n' is a parameter"),
    ("with T.block(\"b\"):\n        n, i = T.axis.remap(\"SS\", [n, n])", "'n' is a parameter"),
])
def test_rebinding_a_buffer_or_parameter_name_is_an_error(snippet, fragment):
    text = ("@T.prim_func\ndef f(A: T.Buffer(4, \"int32\"), S: T.Buffer(1, \"int32\"), n: T.int32):\n"
            "    " + snippet + "\n")
    err = error_of(text)
    assert fragment in err.message
    assert err.line == (4 if "T.block" in snippet else 3) and err.col is not None


def test_let_may_still_rebind_a_let():
    f = parse("""
        @T.prim_func
        def f(A: T.Buffer((4,), "int32")):
            x = 1
            x = x + 1
            A[0] = x
    """)
    assert verirw.run(f, A=np.zeros(4, "int32")).arrays["A"][0] == 2


def test_printer_renames_a_let_named_like_a_one_element_buffer():
    """A let variable called ``S`` next to buffer ``S`` must not print as ``S = v`` (a store)."""
    f = parse(ONE_ELEMENT.format(shape="(1,)"))
    S = f.buffers["S"]
    x = ir.Var("S", INT32)
    body = ir.LetStmt(x, ir.IntImm(3), ir.BufferStore(S, x, (ir.IntImm(0),)))
    g = f.with_body(body)
    text = verirw.script(g)
    assert "S_1 = 3" in text and "S[0] = S_1" in text
    assert verirw.script(verirw.parse(text)) == text
