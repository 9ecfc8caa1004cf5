"""GPU thread bindings (issue 21): ``T.thread_binding`` loops are loops whose iterations run
concurrently; verirw runs, checks, compiles and transforms them only when z3 proves that no two
distinct iterations conflict (``verirw.analysis.races``), and refuses them naming the two
conflicting accesses and a witness otherwise. ``T.launch_thread``/``T.env_thread`` are TVM's
legacy spelling of the same loops (tests/test_tvm_spellings.py). Barriers and warp intrinsics
are refused by name at file:line:col."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import verirw
from verirw import ScriptError, ir
from verirw.analysis import races
from verirw.analysis.races import RaceError, check_func
from verirw.testing.inputs import random_inputs

CORPUS = Path(__file__).resolve().parent / "tvm_corpus"
THREADS = ["script_thread_binding", "script_thread_binding_simplified"]
HEADER = ('@T.prim_func\ndef f(A: T.Buffer((64,), "float32"), '
          'B: T.Buffer((64,), "float32")):\n')


def func_of(body: str, header: str = HEADER) -> ir.PrimFunc:
    return verirw.parse(header + body, filename="k.py")


def thread_loop(body: str, extent: int = 32, var: str = "tx", tag: str = "threadIdx.x") -> str:
    lines = "".join(f"        {line}\n" for line in body.strip("\n").split("\n"))
    return f'    for {var} in T.thread_binding({extent}, thread="{tag}"):\n' + lines


def floats(n: int = 64, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).uniform(0.25, 3.0, n).astype(np.float32)


# ------------------------------------------------------------------ the corpus


@pytest.mark.parametrize("name", THREADS)
def test_corpus_thread_bindings_parse_round_trip_run_and_check(name):
    path = CORPUS / f"{name}.py"
    func = verirw.parse(path.read_text(), filename=path.name)
    loops = [n for n in verirw.visit.walk(func.body) if isinstance(n, ir.For)]
    assert [ir.thread_tag(f.kind) for f in loops] == ["blockIdx.x", "threadIdx.x"]
    assert verirw.parse(verirw.script(func)) == func
    assert 'T.thread_binding(32, thread="threadIdx.x")' in verirw.script(func)
    inputs = random_inputs(func, seed=1)
    out = verirw.run(func, **inputs).arrays["B"]
    np.testing.assert_array_equal(out, inputs["A"])
    result = verirw.check(func, func, timeout_s=20)
    assert result.status == "proven", result.reason
    assert [v.status for v in check_func(func)] == ["race_free", "race_free"]


@pytest.mark.parametrize("name", THREADS)
def test_tvm_reads_the_tvm_dialect_back(name):
    tvm = pytest.importorskip("tvm")
    func = verirw.parse((CORPUS / f"{name}.py").read_text())
    text = verirw.script(func, dialect="tvm")
    back = tvm.script.from_source(text)
    assert 'T.thread_binding(32, thread="threadIdx.x")' in back.script()
    assert verirw.parse(back.script()) == func


def test_start_stop_form_round_trips_and_tvm_reads_it():
    func = func_of('    for tx in T.thread_binding(0, 32, thread="threadIdx.x"):\n'
                   '        B[tx] = A[tx]\n'
                   '    for ty in T.thread_binding(32, 64, thread="threadIdx.y"):\n'
                   '        B[ty] = A[ty] + T.float32(1)\n')
    assert func == func_of(thread_loop("B[tx] = A[tx]")
                           + '    for ty in T.thread_binding(32, 64, thread="threadIdx.y"):\n'
                             '        B[ty] = A[ty] + T.float32(1)\n')
    text = verirw.script(func)
    assert 'T.thread_binding(32, 64, thread="threadIdx.y")' in text
    assert verirw.parse(text) == func
    a = floats()
    out = verirw.run(func, A=a, B=np.zeros(64, np.float32)).arrays["B"]
    np.testing.assert_array_equal(out, np.concatenate([a[:32], a[32:] + 1]))
    tvm = pytest.importorskip("tvm")
    assert verirw.parse(tvm.script.from_source(verirw.script(func, dialect="tvm")).script()) \
        == func


def test_thread_loops_keep_their_tag_through_the_engines():
    func = verirw.parse((CORPUS / "script_thread_binding.py").read_text())
    engine = verirw.simplify(func, validate=False, isolate=False).func      # through egglog
    assert [ir.thread_tag(n.kind) for n in verirw.visit.walk(engine.body)
            if isinstance(n, ir.For)] == ["blockIdx.x", "threadIdx.x"]
    a = floats()
    kernel = verirw.build(verirw.flatten(func))
    out = np.zeros(64, np.float32)
    kernel(A=a, B=out)
    np.testing.assert_array_equal(out, a)
    result = verirw.simplify(func)
    assert result.func == func or verirw.check(func, result.func).status == "proven"


# ------------------------------------------------------------------ races are refused


RACY = {
    "all threads write one element": ("B[0] = A[tx]", r"iterations tx=\d+ and tx=\d+ both "
                                      r"access B\[0\]: `write B\[0\] = A\[tx\]` and "
                                      r"`write B\[0\] = A\[tx\]`"),
    "two threads per element": ("B[tx // 2] = A[tx]", r"iterations tx=(\d+) and tx=(\d+) both "
                                r"access B\[(\d+)\]: `write B\[tx // 2\] = A\[tx\]`"),
    "a neighbour's element is read": ("B[tx] = B[tx + 1]", r"both access B\[\d+\]: "
                                      r"`write B\[tx\] = B\[tx \+ 1\]` and `read B\[tx \+ 1\]`"),
    "a reduction": ("B[0] = B[0] + A[tx]", r"both access B\[0\]"),
}


@pytest.mark.parametrize("case", sorted(RACY))
def test_a_racy_thread_loop_is_refused_with_the_accesses_and_a_witness(case):
    body, pattern = RACY[case]
    func = func_of(thread_loop(body))
    (verdict,) = check_func(func)
    assert verdict.status == "race" and verdict.exact
    assert re.search(pattern, verdict.message()), verdict.message()
    a, b = verdict.witness["iterations"]
    assert a != b and 0 <= a < 32 and 0 <= b < 32
    with pytest.raises(RaceError, match=pattern):
        verirw.run(func, A=floats(), B=floats(seed=1))
    with pytest.raises(RaceError, match=pattern):
        verirw.build(func)
    with pytest.raises(RaceError, match=pattern):
        verirw.passes.remove_no_op(func)
    with pytest.raises(RaceError, match=pattern):
        verirw.simplify(func, validate=False)
    result = verirw.check(func, func)
    assert result.status == "unknown"
    assert re.search(pattern, result.reason), result.reason
    assert "before (f)" in result.reason


def test_the_witness_is_a_real_conflict():
    func = func_of(thread_loop("B[tx // 2] = A[tx]"))
    (verdict,) = check_func(func)
    a, b = verdict.witness["iterations"]
    assert a // 2 == b // 2
    assert verdict.witness["element"] == f"B[{a // 2}]"


def test_a_race_only_in_the_target_makes_check_unknown():
    good = func_of(thread_loop("B[tx] = A[tx]"))
    bad = func_of(thread_loop("B[tx // 2 * 2] = A[tx]"))
    result = verirw.check(good, bad)
    assert result.status == "unknown"
    assert result.reason.startswith("after (f): the loop over tx bound to threadIdx.x")


def test_blocks_of_threads_conflict_across_blocks():
    inner = 'for tx in T.thread_binding(32, thread="threadIdx.x"):\n    B[tx] = A[bx * 32 + tx]'
    func = func_of(thread_loop(inner, extent=2, var="bx", tag="blockIdx.x"))
    outer, inner = check_func(func)
    assert outer.status == "race" and inner.status == "race_free"
    assert "bound to blockIdx.x" in outer.message()
    assert outer.witness["iterations"] in ((0, 1), (1, 0))


# ------------------------------------------------------------------ race free, and why


def test_a_guard_makes_a_thread_loop_race_free():
    body = "if tx < 30:\n    B[tx % 30] = A[tx]"
    func = func_of(thread_loop(body))
    assert [v.status for v in check_func(func)] == ["race_free"]
    a = floats()
    out = verirw.run(func, A=a, B=np.zeros(64, np.float32)).arrays["B"]
    np.testing.assert_array_equal(out[:30], a[:30])
    assert verirw.check(func, func).status == "proven"
    unguarded = func_of(thread_loop("B[tx % 30] = A[tx]"))
    (verdict,) = check_func(unguarded)
    assert verdict.status == "race"
    assert sorted(verdict.witness["iterations"]) in ([0, 30], [1, 31])


def test_select_arms_and_inner_loops_are_guards():
    func = func_of(thread_loop("for j in range(2):\n"
                               "    B[tx * 2 + j] = T.if_then_else(tx < 31, B[tx * 2 + 2], A[j])",
                               extent=32))
    (verdict,) = check_func(func)
    # tx writes 2tx, 2tx+1 and reads 2tx+2 (written by tx + 1): a race
    assert verdict.status == "race"
    assert "read B[tx * 2 + 2]" in verdict.message()
    ok = func_of(thread_loop("for j in range(2):\n    B[tx * 2 + j] = A[tx * 2 + 1 - j]"))
    assert [v.status for v in check_func(ok)] == ["race_free"]


def test_aliasing_views_of_one_storage_conflict():
    view = '    V = T.decl_buffer((8, 8), "float32", data=B.data)\n'
    racy = func_of(view + thread_loop("B[tx] = V[0, 1]"))
    (verdict,) = check_func(racy)
    assert verdict.status == "race"
    assert "`write B[tx] = V[0, 1]` and `read V[0, 1]`" in verdict.message()
    assert verdict.witness["element"] == "B[1]"
    ok = func_of(view + thread_loop("V[tx // 8, tx % 8] = A[tx]\nB[tx + 32] = A[tx]"))
    assert [v.status for v in check_func(ok)] == ["race_free"]
    crossing = func_of(view + thread_loop("V[tx // 8, tx % 8] = A[tx]\nB[tx + 1] = A[tx]"))
    (verdict,) = check_func(crossing)
    assert verdict.status == "race"


def test_local_storage_is_per_thread_shared_storage_is_refused():
    local = func_of(thread_loop('S = T.alloc_buffer((1,), scope="local")\n'
                                "S[0] = A[tx]\nB[tx] = S[0] * T.float32(2)"))
    assert [v.status for v in check_func(local)] == ["race_free"]
    a = floats()
    out = verirw.run(local, A=a, B=np.zeros(64, np.float32)).arrays["B"]
    np.testing.assert_array_equal(out[:32], a[:32] * 2)
    shared = func_of(thread_loop('S = T.alloc_buffer((32,), scope="shared")\n'
                                 "S[tx] = A[tx]\nB[tx] = S[tx]"))
    (verdict,) = check_func(shared)
    assert verdict.status == "unknown"
    with pytest.raises(RaceError, match="shared allocation S inside a thread-bound loop"):
        verirw.run(shared, A=a, B=a)


def test_indices_read_from_memory_are_free_values():
    header = ('@T.prim_func\ndef f(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"),'
              ' I: T.Buffer((32,), "int32")):\n')
    func = func_of(thread_loop("if I[tx] >= 0 and I[tx] < 64:\n    B[I[tx]] = A[tx]"), header)
    (verdict,) = check_func(func)
    assert verdict.status == "race" and not verdict.exact
    assert "possibly" in verdict.message()


def test_scalar_parameters_are_part_of_the_witness_and_assumes_are_used():
    header = ('@T.prim_func\ndef f(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"),'
              ' n: T.int32):\n')
    func = func_of(thread_loop("if tx * n < 64 and tx * n >= 0:\n    B[tx * n] = A[tx]"), header)
    (verdict,) = check_func(func)
    assert verdict.status == "race"
    assert verdict.witness["vars"] == {"n": 0}
    assumed = func_of("    T.assume(n >= 1)\n"
                      + thread_loop("if tx * n < 64:\n    B[tx * n] = A[tx]"), header)
    assert [v.status for v in check_func(assumed)] == ["race_free"]


def test_unknown_is_never_race_free(monkeypatch):
    func = func_of(thread_loop("B[tx] = A[tx]"))
    monkeypatch.setattr(races.solver_mod, "decide",
                        lambda *a, **k: races.solver_mod.Unknown(1.0, "timeout"))
    (verdict,) = check_func(func)
    assert verdict.status == "unknown"
    assert "z3 could not decide" in verdict.message()
    with pytest.raises(RaceError, match="is not proven race free"):
        races.require_race_free(func)


def test_parallel_loops_are_analysed_and_enforced_on_request(monkeypatch):
    racy = func_of("    for i in T.parallel(32):\n        B[0] = A[i]\n")
    (verdict,) = check_func(racy)
    assert verdict.status == "race" and "the parallel loop over i" in verdict.message()
    verirw.run(racy, A=floats(), B=floats())             # the contract so far: assumed
    monkeypatch.setattr(races, "CHECK_PARALLEL", True)
    with pytest.raises(RaceError, match=r"both access B\[0\]"):
        races.require_race_free(func_of("    for i in T.parallel(32):\n        B[0] = A[i]\n"))


# ------------------------------------------------------------------ refused constructs


REFUSED = {
    "barrier": ('    for tx in T.thread_binding(32, thread="threadIdx.x"):\n'
                '        T.evaluate(T.tvm_storage_sync("shared"))\n',
                r"k\.py:4:20: error: T\.tvm_storage_sync is not supported: it is a barrier"),
    "warp shuffle": ('    for tx in T.thread_binding(32, thread="threadIdx.x"):\n'
                     '        B[tx] = T.tvm_warp_shuffle(T.uint32(4294967295), A[tx], 0, 32, 32)\n',
                     r"k\.py:4:17: error: T\.tvm_warp_shuffle is not supported: it is a "
                     r"warp-level intrinsic"),
    "launch_thread in an expression": ('    B[0] = T.launch_thread("threadIdx.x", 32)\n',
                                       r"k\.py:3:12: error: T\.launch_thread is not supported: "
                                       r"it launches GPU threads over a scope and is read only "
                                       r"as a statement"),
    "env_thread never launched": ('    tx = T.env_thread("threadIdx.x")\n    B[tx] = A[tx]\n',
                                  r"k\.py:4:15: error: 'tx' = T\.env_thread\(\"threadIdx\.x\"\) "
                                  r"is a thread that no T\.launch_thread"),
    "thread_binding without a tag": ("    for tx in T.thread_binding(32):\n        B[tx] = A[tx]\n",
                                     r"k\.py:3:15: error: T\.thread_binding needs thread="),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_gpu_constructs_without_a_sound_meaning_are_refused_by_name(case):
    body, pattern = REFUSED[case]
    with pytest.raises(ScriptError, match=pattern):
        func_of(body)


def test_race_check_time_per_loop_is_small():
    func = verirw.parse((CORPUS / "script_thread_binding.py").read_text())
    verdicts = check_func(func)
    assert all(v.ms < 2000 for v in verdicts), [v.ms for v in verdicts]


def test_a_variable_bound_twice_is_unknown_not_race_free():
    a, b = ir.make_buffer("A", (64,), "float32"), ir.make_buffer("B", (64,), "float32")
    j, tx = ir.Var("j"), ir.Var("tx")
    zero = ir.IntImm(0)
    # the inner j shadows the outer one: reading the ranges as one variable's would make the
    # store unreachable (j < 2 and j >= 4) and hide the race on B[0]
    store = ir.BufferStore(b, a[tx], (zero,))
    inner = ir.For(j, ir.IntImm(4), ir.IntImm(2), "serial", store)
    body = ir.For(tx, zero, ir.IntImm(32), ir.thread_kind("threadIdx.x"),
                  ir.For(j, zero, ir.IntImm(2), "serial", inner))
    func = ir.PrimFunc("f", (a.data, b.data), ((a.data, a), (b.data, b)), body)
    (verdict,) = check_func(func)
    assert verdict.status == "unknown" and "bound twice" in verdict.message()


def test_a_kernel_must_be_a_perfect_nest_of_thread_loops():
    # on a GPU both thread loops run in the same threads without a barrier: thread 0 may read
    # B[31] before thread 31 wrote it, although each loop alone is race free
    inner = ('for tx in T.thread_binding(32, thread="threadIdx.x"):\n    B[tx] = A[tx]\n'
             'for tx in T.thread_binding(32, thread="threadIdx.x"):\n    B[tx + 32] = B[31 - tx]')
    siblings = func_of(thread_loop(inner, extent=1, var="bx", tag="blockIdx.x"))
    verdicts = check_func(siblings)
    assert verdicts[0].status == "unknown"
    assert "not perfectly nested" in verdicts[0].message()
    with pytest.raises(RaceError, match="not perfectly nested"):
        verirw.run(siblings, A=floats(), B=floats())
    # a serial loop between the thread loops: iteration k=1 of thread 0 and k=0 of thread 1
    # run at the same time on a GPU
    serial = func_of(thread_loop('for k in range(2):\n'
                                 '    for tx in T.thread_binding(31, thread="threadIdx.x"):\n'
                                 '        B[tx + k] = A[tx]', extent=1, var="bx",
                                 tag="blockIdx.x"))
    assert check_func(serial)[0].status == "unknown"
    # allocations and memory-free lets and ifs may sit between the levels; kernels in sequence
    # are separate launches
    ok = func_of(thread_loop('S = T.alloc_buffer((32,), scope="shared")\n'
                             'if bx < 2:\n'
                             '    for tx in T.thread_binding(32, thread="threadIdx.x"):\n'
                             '        B[bx * 32 + tx] = A[tx]', extent=2, var="bx",
                             tag="blockIdx.x")
                 + thread_loop("B[tx] = B[tx + 32]"))
    assert [v.status for v in check_func(ok)] == ["race_free"] * 3
    same_axis = func_of(thread_loop('for ty in T.thread_binding(2, thread="threadIdx.x"):\n'
                                    '    B[tx * 2 + ty] = A[tx]'))
    assert "bound to threadIdx.x inside a loop bound to it" in check_func(same_axis)[0].message()
