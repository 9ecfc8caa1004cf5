"""Regenerate ``tests/tvm_corpus/``: programs printed by Apache TVM 0.27.

Each program is built with TVM's own API (TE compute definitions, ``tvm.s_tir.Schedule``
primitives, and TVM's lowering passes), printed with ``.script()``, and written verbatim
under a header naming how it was made. Run with the venv that has TVM installed:

    python tools/gen_tvm_corpus.py [--strided-only]
"""

from __future__ import annotations

from pathlib import Path

import tvm
from tvm import te, topi
from tvm import s_tir
from tvm import tirx

OUT = Path(__file__).resolve().parent.parent / "tests" / "tvm_corpus"

LOWER = [("s_tir.LowerInitBlock", s_tir.transform.LowerInitBlock),
         ("s_tir.ConvertBlocksToOpaque", s_tir.transform.ConvertBlocksToOpaque),
         ("s_tir.CompactBufferAllocation", s_tir.transform.CompactBufferAllocation),
         ("s_tir.LowerOpaqueBlock", s_tir.transform.LowerOpaqueBlock),
         ("tirx.FlattenBuffer", tirx.transform.FlattenBuffer),
         ("tirx.StmtSimplify", tirx.transform.StmtSimplify)]


def te_programs():
    n = 16
    A = te.placeholder((n,), "float32", name="A")
    B = te.placeholder((n,), "float32", name="B")
    M = te.placeholder((8, 8), "float32", name="M")
    N = te.placeholder((8, 8), "float32", name="N")
    I = te.placeholder((n,), "int32", name="I")
    k = te.reduce_axis((0, 8), name="k")
    yield "te_add", [A, B, te.compute((n,), lambda i: A[i] + B[i], name="C")]
    yield "te_exp_sqrt", [A, te.compute((n,), lambda i: te.exp(A[i]) + te.sqrt(A[i]), name="C")]
    yield "te_math", [A, te.compute((n,), lambda i: te.tanh(A[i]) * te.log(A[i])
                                    + te.sigmoid(A[i]), name="C")]
    yield "te_matmul", [M, N, te.compute((8, 8), lambda i, j: te.sum(M[i, k] * N[k, j], axis=k),
                                          name="C")]
    yield "te_row_max", [M, te.compute((8,), lambda i: te.max(M[i, k], axis=k), name="C")]
    yield "te_row_min", [M, te.compute((8,), lambda i: te.min(M[i, k], axis=k), name="C")]
    yield "te_pad", [A, te.compute((n + 4,), lambda i: tirx.if_then_else(
        tirx.all(i >= 2, i < n + 2), A[tirx.max(i - 2, 0)], tirx.const(0, "float32")), name="P")]
    yield "te_cast", [I, te.compute((n,), lambda i: I[i].astype("float32") * 2.0, name="C")]
    yield "te_relu", [A, topi.nn.relu(A)]
    yield "te_abs_max", [A, B, te.compute((n,), lambda i: tirx.max(te.abs(A[i]), B[i]), name="C")]
    yield "te_select_int", [I, te.compute((n,), lambda i: tirx.Select(I[i] > 0, I[i] // 3,
                                                                          I[i] % 5), name="C")]
    x = te.var("n")
    S = te.placeholder((x,), "float32", name="S")
    yield "te_symbolic_add", [S, te.compute((x,), lambda i: S[i] + 1.0, name="T")]
    S2 = te.placeholder((x, 4), "float32", name="S2")
    yield "te_symbolic_2d", [S2, te.compute((x, 4), lambda i, j: S2[i, j] * 2.0, name="T")]
    X = te.placeholder((1, n), "float32", name="X")
    yield "te_softmax", [X, topi.nn.softmax(X)]


#: TVMScript in the style of TVM's own pass tests (tests/python/tirx-transform/...), parsed by
#: TVM and printed back: the constructs TVM's lowering produces (lets, decl_buffer, assume,
#: symbolic shapes, extern calls, thread bindings, vector lanes).
SCRIPTS = {
    "script_let_select": """
@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    for i in range(16):
        x: T.float32 = A[i] * T.float32(2)
        c: T.bool = i < 8
        B[i] = T.if_then_else(c, x, T.min_value("float32")) + T.Cast("float32", i)
""",
    "script_assume": """
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    T.evaluate(T.assume(A[0] == 0))
    for i in range(16):
        if i == 0:
            B[i] = A[0]
        else:
            B[i] = A[i] + 1
""",
    "script_decl_buffer": """
@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    X = T.decl_buffer((16,), "float32")
    for i in range(16):
        X[i] = A[i] + T.float32(1)
    for i in range(16):
        B[i] = T.max(X[i], T.float32(0))
""",
    "script_reduce_max": """
@T.prim_func
def main(A: T.Buffer((4, 8), "float32"), B: T.Buffer((4,), "float32")):
    for i in range(4):
        B[i] = T.min_value("float32")
        for k in range(8):
            B[i] = T.max(B[i], A[i, k])
""",
    "script_infinity": """
@T.prim_func
def main(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
    for i in range(8):
        B[i] = T.if_then_else(A[i] > T.float32(0), A[i], T.infinity("float32"))
""",
    "script_symbolic_match": """
@T.prim_func
def main(a: T.handle, b: T.handle):
    n = T.int32()
    m = T.int32()
    A = T.match_buffer(a, (n, m), "float32")
    B = T.match_buffer(b, (n, m), "float32")
    for i, j in T.grid(n, m):
        B[i, j] = A[i, j] * T.float32(2)
""",
    "script_symbolic_int64": """
@T.prim_func
def main(a: T.handle, b: T.handle):
    n = T.int64()
    A = T.match_buffer(a, (n,), "float32")
    B = T.match_buffer(b, (n,), "float32")
    for i in range(n):
        B[i] = T.exp(A[i])
""",
    "script_call_extern": """
@T.prim_func
def main(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
    for i in range(8):
        B[i] = T.call_extern("float32", "expf", A[i])
""",
    "script_call_pure_extern": """
@T.prim_func
def main(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
    for i in range(8):
        B[i] = T.call_pure_extern("float32", "expf", A[i])
""",
    "script_math": """
@T.prim_func
def main(A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")):
    for i in range(8):
        B[i] = T.sigmoid(A[i]) + T.tanh(A[i]) + T.log(T.fabs(A[i]) + T.float32(1)) + T.floor(A[i])
""",
    "script_thread_binding": """
@T.prim_func
def main(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32")):
    for bx in T.thread_binding(2, thread="blockIdx.x"):
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            B[bx * 32 + tx] = A[bx * 32 + tx]
""",
    "script_vector": """
@T.prim_func
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32")):
    for i in range(4):
        B[T.Ramp(i * 4, 1, 4)] = A[T.Ramp(i * 4, 1, 4)]
""",
    "script_unit_store": """
@T.prim_func
def main(A: T.Buffer((8,), "float32"), S: T.Buffer((1,), "float32")):
    S[0] = T.float32(0)
    for i in range(8):
        S[0] = S[0] + A[i]
""",
}

SCRIPT_PASSES = [("tirx.StmtSimplify", tirx.transform.StmtSimplify),
                 ("tirx.RemoveNoOp", tirx.transform.RemoveNoOp)]


def script_programs():
    from tvm.script import tirx as T            # noqa: F401  (the scripts' namespace)
    for name, text in SCRIPTS.items():
        func = tvm.script.from_source(text)
        yield name, "TVMScript in the style of TVM's pass tests, parsed and printed by TVM", func
        mod = tvm.IRModule({"main": func})
        for _, make in SCRIPT_PASSES:
            mod = make()(mod)
        yield (f"{name}_simplified", " -> ".join(l for l, _ in SCRIPT_PASSES) + f" on {name}",
               mod["main"])


def schedules(name, func):
    """A few schedule primitives on the first block of ``func``."""
    sch = s_tir.Schedule(func)
    try:
        block = sch.get_child_blocks(sch.get_sblock("root"))[0]
        loops = sch.get_loops(block)
        if loops and isinstance(sch.get(loops[0]).extent, tirx.IntImm):
            extent = int(sch.get(loops[0]).extent)
            if extent % 4 == 0 and extent > 4:
                outer, inner = sch.split(loops[0], factors=[None, 4])
                yield f"{name}_split", sch.mod["main"]
                sch.reorder(inner, outer)
                yield f"{name}_split_reorder", sch.mod["main"]
        if len(loops) >= 2:
            sch2 = s_tir.Schedule(func)
            b2 = sch2.get_child_blocks(sch2.get_sblock("root"))[0]
            l2 = sch2.get_loops(b2)
            sch2.fuse(l2[0], l2[1])
            yield f"{name}_fuse", sch2.mod["main"]
    except Exception:            # a primitive that does not apply to this program
        return


def lowered(mod):
    steps = []
    for label, make in LOWER:
        mod = make()(mod)
        steps.append(label)
    return mod, steps


def write(name, origin, obj):
    text = obj.script()
    (OUT / f"{name}.py").write_text(f"# Source: generated with Apache TVM {tvm.__version__} by "
                                    f"tools/gen_tvm_corpus.py\n# How: {origin}\n\n{text}\n")


def strided_programs():
    """Buffers with strides and elem_offset (issue 21's last item), built with TVM's own API."""
    i, j = tirx.Var("i", "int32"), tirx.Var("j", "int32")

    def grid(store):
        return tirx.For(i, 0, 4, tirx.ForKind.SERIAL, tirx.For(j, 0, 4, tirx.ForKind.SERIAL, store))

    B = tirx.decl_buffer((4, 4), "float32", name="B")
    A = tirx.decl_buffer((4, 4), "float32", name="A", strides=[8, 1], elem_offset=2)
    yield ("tirx_decl_buffer_strides", "tirx.decl_buffer((4, 4), strides=[8, 1], elem_offset=2) "
           "as a parameter of tirx.PrimFunc, B = 2 * A",
           tirx.PrimFunc([A, B], grid(tirx.BufferStore(B, tirx.BufferLoad(A, [i, j])
                                                       * tirx.const(2.0, "float32"), [i, j]))))
    s0 = tirx.Var("s0", "int32")
    A2 = tirx.decl_buffer((4, 4), "float32", name="A", strides=[s0, 1], offset_factor=1)
    yield ("tirx_decl_buffer_symbolic_strides", "tirx.decl_buffer((4, 4), strides=[s0, 1], "
           "offset_factor=1) (a free elem_offset) as a parameter of tirx.PrimFunc, B = A + 1",
           tirx.PrimFunc([A2, B], grid(tirx.BufferStore(B, tirx.BufferLoad(A2, [i, j])
                                                        + tirx.const(1.0, "float32"), [i, j]))))
    X = te.placeholder((16, 16), "float32", name="A")
    Y = te.compute((16, 16), lambda a, b: X[a, b] + 1.0, name="B")
    Z = te.compute((16, 16), lambda a, b: Y[a, b] * 2.0, name="C")
    sch = s_tir.Schedule(te.create_prim_func([X, Z]))
    sch.storage_align(sch.get_sblock("B"), 0, axis=0, factor=32, offset=1)
    mod = sch.mod
    for make in (s_tir.transform.LowerInitBlock, s_tir.transform.ConvertBlocksToOpaque,
                 s_tir.transform.CompactBufferAllocation, s_tir.transform.LowerOpaqueBlock):
        mod = make()(mod)
    yield ("schedule_storage_align_lowered", "s_tir.Schedule.storage_align(B, axis=0, "
           "factor=32, offset=1) on a TE add-then-scale, then LowerInitBlock -> "
           "ConvertBlocksToOpaque -> CompactBufferAllocation -> LowerOpaqueBlock", mod["main"])
    from tvm.script import tirx as T            # noqa: F401  (the scripts' namespace)
    yield ("script_decl_buffer_offset_views", "TVMScript (two T.decl_buffer views of one "
           "allocation, at elem_offset 2 and a strided one at 4, that overlap) parsed and printed by TVM",
           tvm.script.from_source(STRIDED_VIEWS))
    yield ("script_match_buffer_strides", "TVMScript (T.match_buffer(a, (16, 16), strides=(32, "
           "1)), rows of a wider matrix) parsed and printed by TVM",
           tvm.script.from_source(MATCH_STRIDES))


MATCH_STRIDES = """
@T.prim_func
def main(a: T.handle, b: T.handle):
    A = T.match_buffer(a, (16, 16), strides=(32, 1))
    B = T.match_buffer(b, (16, 16))
    for i, j in T.grid(16, 16):
        B[i, j] = A[i, j] + A[j, i]
"""


STRIDED_VIEWS = """
@T.prim_func
def main(A: T.Buffer((16,), "int32"), B: T.Buffer((4,), "int32")):
    X = T.alloc_buffer((16,), "int32")
    for i in range(16):
        X[i] = A[i]
    V = T.decl_buffer((4,), "int32", data=X.data, elem_offset=2)
    W = T.decl_buffer((2, 2), "int32", data=X.data, strides=(4, 1), elem_offset=4)
    for i in range(4):
        V[i] = V[i] + 1
    for i in range(4):
        B[i] = W[i // 2, i % 2]
"""


def main():
    import sys
    OUT.mkdir(exist_ok=True)
    for name, origin, func in strided_programs():
        write(name, origin, func)
    if "--strided-only" in sys.argv:
        return
    for name, args in te_programs():
        func = te.create_prim_func(args)
        write(name, "te.create_prim_func of a TE compute definition", func)
        for sname, sfunc in schedules(name, func):
            write(sname, "s_tir.Schedule primitives (split / reorder / fuse) on " + name, sfunc)
        try:
            mod, steps = lowered(tvm.IRModule({"main": func}))
        except Exception as exc:        # a pass TVM itself refuses on this program
            print(f"{name}: lowering failed: {exc}".splitlines()[0])
            continue
        write(f"{name}_lowered", f"{' -> '.join(steps)} applied to {name}", mod["main"])
    for name, origin, func in script_programs():
        write(name, origin, func)


if __name__ == "__main__":
    main()
