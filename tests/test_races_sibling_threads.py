"""Sibling thread loops: loops bound to one thread axis in one launch are the same threads.

TVM compiles a function's outermost thread loop (a kernel) to one launch (SplitHostDevice):
every thread runs every statement of the kernel in order, and a loop bound to an axis is the
binding ``var = index + min``. So two sibling loops over ``threadIdx.x`` in one kernel run in
the same threads, with no barrier between them (verirw refuses barriers): thread ``t`` writing
an element that thread ``t' != t`` reads or writes in the other loop is a race
(``races.check_launch``). Outermost thread loops in sequence are separate launches, in order
(TVM makes ``f_kernel`` and ``f_kernel_1``): no race between them."""

from __future__ import annotations

import re

import numpy as np
import pytest

import verirw
from verirw.analysis import races
from verirw.analysis.races import RaceError, check_func

HEADER = ('@T.prim_func\ndef f(A: T.Buffer((64,), "float32"), B: T.Buffer((64,), "float32"), '
          'C: T.Buffer((64,), "float32")):\n')


def launch(*loops: str, outer: str = 'for bx in T.thread_binding(1, thread="blockIdx.x"):',
           header: str = HEADER) -> verirw.ir.PrimFunc:
    """One kernel: ``loops`` (each a loop header and its body, as lines) as siblings in the
    body of the loop ``outer``."""
    lines = [f"    {outer}"]
    for loop in loops:
        lines += [f"        {line}" for line in loop.strip("\n").split("\n")]
    return verirw.parse(header + "\n".join(lines) + "\n", filename="k.py")


def tx_loop(body: str, extent: str = "8", var: str = "tx", tag: str = "threadIdx.x") -> str:
    return (f'for {var} in T.thread_binding({extent}, thread="{tag}"):\n'
            + "\n".join(f"    {line}" for line in body.strip("\n").split("\n")))


def floats(n: int = 64, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).uniform(0.25, 3.0, n).astype(np.float32)


def inputs(seed: int = 0) -> dict:
    return {"A": floats(seed=seed), "B": floats(seed=seed + 1), "C": floats(seed=seed + 2)}


RACE = r"threads \(([^)]*)\) and \(([^)]*)\) both access B\[(\d+)\]"


# ------------------------------------------------------------------ the tester's case


def test_the_testers_case_in_one_launch_is_refused_naming_the_race():
    func = launch(tx_loop("B[tx] = A[tx]"), tx_loop("C[tx] = B[(tx + 1) % 8]"))
    verdicts = check_func(func)
    kernel = verdicts[0]
    assert kernel.status == "unknown"            # never race free
    assert [v.status for v in verdicts[1:]] == ["race_free", "race_free"]   # each loop alone
    message = kernel.message()
    assert re.search(RACE + r": `write B\[tx\] = A\[tx\]` \(bx=0, tx=\d\) and "
                            r"`read B\[\(tx \+ 1\) % 8\]` \(bx=0, tx=\d\)", message), message
    race = kernel.race
    assert race is not None and race.exact
    # the witness is a real conflict: thread t writes B[t], thread t' != t reads B[(t' + 1) % 8]
    t1, t2 = race.witness["threads"]
    assert t1 != t2 and t1["blockIdx.x"] == t2["blockIdx.x"] == 0
    w, r = race.witness["iterations"]
    element = int(re.search(r"B\[(\d+)\]", race.witness["element"]).group(1))
    assert w["tx"] == t1["threadIdx.x"] == element
    assert (r["tx"] + 1) % 8 == element and r["tx"] == t2["threadIdx.x"]
    with pytest.raises(RaceError, match=RACE):
        verirw.run(func, **inputs())
    with pytest.raises(RaceError, match=RACE):
        races.require_race_free(func)
    result = verirw.check(func, func)
    assert result.status == "unknown"
    assert re.search(RACE, result.reason) and "before (f)" in result.reason, result.reason


def test_the_testers_case_as_two_kernels_is_two_launches_in_order():
    # outermost thread loops are separate kernels (TVM's SplitHostDevice: f_kernel,
    # f_kernel_1, launched one after the other): the first has finished when the second reads
    func = verirw.parse(HEADER + "    " + tx_loop("B[tx] = A[tx]").replace("\n", "\n    ")
                        + "\n    " + tx_loop("C[tx] = B[(tx + 1) % 8]").replace("\n", "\n    ")
                        + "\n")
    assert [v.status for v in check_func(func)] == ["race_free", "race_free"]
    data = inputs()
    out = verirw.run(func, **data).arrays["C"]
    np.testing.assert_array_equal(out[:8], np.roll(data["A"][:8], -1))


def test_the_same_thread_reading_its_own_write_is_race_free():
    func = launch(tx_loop("B[tx] = A[tx]"), tx_loop("C[tx] = B[tx] * T.float32(2)"))
    assert [v.status for v in check_func(func)] == ["race_free"] * 3
    data = inputs()
    out = verirw.run(func, **data).arrays["C"]
    np.testing.assert_array_equal(out[:8], data["A"][:8] * 2)
    assert verirw.check(func, func, timeout_s=20).status == "proven"


def test_an_outer_thread_axis_is_one_launch_too():
    outer = 'for ty in T.thread_binding(2, thread="threadIdx.y"):'
    racy = launch(tx_loop("B[ty * 8 + tx] = A[tx]"), tx_loop("C[tx] = B[ty * 8 + 7 - tx]"),
                  outer=outer)
    verdict = check_func(racy)[0]
    assert verdict.status == "unknown" and verdict.race is not None
    t1, t2 = verdict.race.witness["threads"]
    assert t1["threadIdx.y"] == t2["threadIdx.y"] and t1["threadIdx.x"] != t2["threadIdx.x"]
    ok = launch(tx_loop("B[ty * 8 + tx] = A[tx]"), tx_loop("C[ty * 8 + tx] = B[ty * 8 + tx]"),
                outer=outer)
    assert [v.status for v in check_func(ok)] == ["race_free"] * 3


# ------------------------------------------------------------------ extents and ranges


def test_loops_of_one_axis_with_different_extents_are_unknown():
    # TVM launches one extent per axis and runs every loop bound to it over exactly those
    # threads (measured: 8 then 16 launches 8 threads, the second loop loses threads 8..15)
    func = launch(tx_loop("B[tx] = A[tx]", extent="8"),
                  tx_loop("C[tx] = A[tx]", extent="16"))
    verdict = check_func(func)[0]
    assert verdict.status == "unknown" and verdict.race is None
    assert "different extents (8 and 16)" in verdict.message()
    with pytest.raises(RaceError, match="different extents"):
        verirw.run(func, **inputs())


def test_same_extent_different_ranges_are_the_same_threads():
    # thread t runs tx = t in the first loop and tx = t + 8 in the second
    own = launch(tx_loop("B[tx] = A[tx]"), tx_loop("C[tx] = B[tx - 8]", extent="8, 16"))
    assert [v.status for v in check_func(own)] == ["race_free"] * 3
    data = inputs()
    np.testing.assert_array_equal(verirw.run(own, **data).arrays["C"][8:16], data["A"][:8])
    # 7..15: thread t runs tx = t + 7 and reads B[t + 1], thread t + 1's element
    other = launch(tx_loop("B[tx] = A[tx]"), tx_loop("C[tx] = B[tx - 6]", extent="7, 15"))
    verdict = check_func(other)[0]
    assert verdict.status == "unknown" and verdict.race is not None
    w, r = verdict.race.witness["iterations"]
    assert r["tx"] - 6 == w["tx"]
    assert verdict.race.witness["threads"][1]["threadIdx.x"] == r["tx"] - 7


def test_an_axis_that_may_launch_no_thread_is_unknown():
    header = HEADER.replace("C: T.Buffer", "n: T.int32, C: T.Buffer")
    beside = ("for bx in T.thread_binding(1, thread=\"blockIdx.x\"):\n"
              "    C[0] = A[0]\n"
              + "\n".join("    " + line for line in tx_loop("B[tx] = A[tx]", extent="n")
                          .split("\n")))
    func = verirw.parse(header + "\n".join("    " + line for line in beside.split("\n")) + "\n")
    verdict = check_func(func)[0]
    assert verdict.status == "unknown" and "not proven positive" in verdict.message()


# ------------------------------------------------------------------ conflicts and none


def test_a_write_write_race_across_siblings():
    func = launch(tx_loop("B[tx] = A[tx]"), tx_loop("B[7 - tx] = C[tx]"))
    verdict = check_func(func)[0]
    assert verdict.status == "unknown" and verdict.race is not None
    assert re.search(RACE + r": `write B\[tx\] = A\[tx\]` \(bx=0, tx=(\d)\) and "
                            r"`write B\[7 - tx\] = C\[tx\]` \(bx=0, tx=(\d)\)",
                     verdict.message()), verdict.message()
    w, x = verdict.race.witness["iterations"]
    assert w["tx"] == 7 - x["tx"] and w["tx"] != x["tx"]
    with pytest.raises(RaceError, match=r"`write B\[7 - tx\] = C\[tx\]`"):
        verirw.run(func, **inputs())


def test_siblings_on_storage_the_other_does_not_write_are_race_free():
    # both read A (reads never conflict); the second writes only C
    func = launch(tx_loop("B[tx] = A[tx]"), tx_loop("C[7 - tx] = A[(tx + 1) % 8]"))
    assert [v.status for v in check_func(func)] == ["race_free"] * 3
    data = inputs()
    out = verirw.run(func, **data)
    np.testing.assert_array_equal(out.arrays["B"][:8], data["A"][:8])
    np.testing.assert_array_equal(out.arrays["C"][:8][::-1], np.roll(data["A"][:8], -1))


def test_a_sibling_on_another_axis_runs_in_every_thread():
    # thread (x, y) runs both loops: C[ty] is written by the 8 threads x of each y
    func = launch(tx_loop("B[tx] = A[tx]"),
                  tx_loop("C[ty] = A[ty]", extent="4", var="ty", tag="threadIdx.y"))
    verdict = check_func(func)[0]
    assert verdict.status == "unknown" and verdict.race is not None
    t1, t2 = verdict.race.witness["threads"]
    assert set(t1) == {"blockIdx.x", "threadIdx.x", "threadIdx.y"} and t1 != t2


def test_shared_storage_is_one_per_block():
    alloc = 'S = T.alloc_buffer((8,), scope="shared")'
    ok = launch(alloc, tx_loop("S[tx] = A[bx * 8 + tx]"), tx_loop("B[bx * 8 + tx] = S[tx]"),
                outer='for bx in T.thread_binding(2, thread="blockIdx.x"):')
    assert [v.status for v in check_func(ok)] == ["race_free"] * 3
    data = inputs()
    np.testing.assert_array_equal(verirw.run(ok, **data).arrays["B"][:16], data["A"][:16])
    racy = launch(alloc, tx_loop("S[tx] = A[bx * 8 + tx]"),
                  tx_loop("B[bx * 8 + tx] = S[(tx + 1) % 8]"),
                  outer='for bx in T.thread_binding(2, thread="blockIdx.x"):')
    verdict = check_func(racy)[0]
    assert verdict.status == "unknown" and verdict.race is not None
    t1, t2 = verdict.race.witness["threads"]
    assert t1["blockIdx.x"] == t2["blockIdx.x"]          # another block has another S


# ------------------------------------------------------------------ unknown is never race free


def test_an_undecided_launch_is_unknown_not_race_free(monkeypatch):
    func = launch(tx_loop("B[tx] = A[tx]"), tx_loop("C[tx] = B[tx]"))
    assert check_func(func)[0].status == "race_free"
    monkeypatch.setattr(races.solver_mod, "decide",
                        lambda *a, **k: races.solver_mod.Unknown(1.0, "timeout"))
    verdict = races.check_launch(func.body)
    assert verdict.status == "unknown" and verdict.race is None
    assert "conflict between two threads of the launch" in verdict.message()
    with pytest.raises(RaceError, match="is not proven race free"):
        races.require_race_free(launch(tx_loop("B[tx] = A[tx]"), tx_loop("C[tx] = B[tx]")))
