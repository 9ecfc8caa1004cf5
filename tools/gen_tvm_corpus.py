"""Regenerate ``tests/tvm_corpus/``: programs printed by Apache TVM 0.27.

Each program is built with TVM's own API (TE compute definitions, ``tvm.s_tir.Schedule``
primitives, and TVM's lowering passes), printed with ``.script()``, and written verbatim
under a header naming how it was made. Run with the venv that has TVM installed:

    python tools/gen_tvm_corpus.py
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


def main():
    OUT.mkdir(exist_ok=True)
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


if __name__ == "__main__":
    main()
