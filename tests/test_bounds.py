"""prove_in_bounds: every access is proven within its buffer's shape, or refuted with a
counterexample, under the loop ranges, branches, lets, assumes and lazy guards around it."""

import pytest

import verirw
from verirw import smt
from verirw.verify import (BoundsReport, OutOfBoundsError, prove_in_bounds,
                           require_in_bounds)
from verirw.verify import bounds


def report(body: str, params: str = 'A: T.Buffer(16, "float32"), B: T.Buffer(16, "float32")'
           ) -> BoundsReport:
    """The report of a function with ``params`` whose body is the indented ``body``."""
    lines = "\n".join("    " + line for line in body.strip("\n").splitlines())
    return prove_in_bounds(verirw.parse(f"@T.prim_func\ndef f({params}):\n{lines}\n"))


def verdict(rep: BoundsReport, text: str):
    """The single verdict printed as ``text`` (e.g. ``"load A[i]"``)."""
    found = [a for a in rep.accesses if f"{a.kind} {a.buffer}[{a.indices}]" == text]
    assert len(found) == 1, (text, rep.accesses)
    return found[0]


# ----------------------------------------------------------------------------- loops


def test_simple_copy_is_proven():
    rep = report("for i in T.serial(16):\n    B[i] = A[i]")
    assert rep.proven and rep.failures == ()
    assert {(a.kind, a.buffer) for a in rep.accesses} == {("load", "A"), ("store", "B")}
    assert all(a.where == "i in [0, 16)" for a in rep.accesses)


def test_off_by_one_is_refuted_at_the_last_iteration():
    rep = report("for i in range(17):\n    B[i] = A[i]")
    assert not rep.proven
    load = verdict(rep, "load A[i]")
    assert load.status == "refuted" and load.counterexample["i"] == 16
    assert verdict(rep, "store B[i]").status == "refuted"
    assert "load A[i] (shape (16,)) for i in [0, 17): refuted, e.g. i = 16" in str(rep)


def test_split_loops():
    body = "for io in T.serial({}):\n    for ii in T.serial(4):\n        B[io * 4 + ii] = 1.0"
    assert report(body.format(4)).proven
    bad = report(body.format(5)).failures
    assert len(bad) == 1 and bad[0].counterexample["io"] == 4
    assert bad[0].where == "io in [0, 5), ii in [0, 4)"


@pytest.mark.parametrize("extent, proven", [(14, True), (16, True), (17, False)])
def test_floordiv_floormod_indices(extent, proven):
    rep = report(f"for i in T.serial({extent}):\n    B[i] = A[i // 4, i % 4]",
                 'A: T.Buffer((4, 4), "float32"), B: T.Buffer(17, "float32")')
    assert verdict(rep, "load A[i // 4, i % 4]").proven == proven


def test_two_dimensional_buffers():
    params = 'A: T.Buffer((8, 4), "float32"), B: T.Buffer((4, 8), "float32")'
    assert report("for i, j in T.grid(4, 8):\n    B[i, j] = A[j, i]", params).proven
    bad = report("for i, j in T.grid(4, 8):\n    B[i, j] = A[i, j]", params).failures
    assert [(a.buffer, a.counterexample["j"] >= 4) for a in bad] == [("A", True)]


def test_symbolic_extent_needs_an_assume():
    params = 'A: T.Buffer(16, "float32"), n: T.int32'
    assert not report("for i in T.serial(n):\n    A[i] = 0.0", params).proven
    assert report("T.assume(n <= 16)\nfor i in T.serial(n):\n    A[i] = 0.0", params).proven


def test_int64_index_against_int32_shape():
    assert report("for i in T.serial(T.int64(16)):\n    B[i] = A[i]").proven
    assert not report("for i in T.serial(T.int64(17)):\n    B[i] = 1.0").proven


# ----------------------------------------------------------------------------- guards


def test_if_guard_protects_the_access():
    assert report("for i in T.serial(20):\n    if i < 16:\n        B[i] = A[i]").proven
    rep = report("for i in T.serial(20):\n    if i < 16:\n        B[i] = 1.0\n"
                 "    else:\n        B[i - 4] = 2.0")
    assert rep.proven     # the else branch knows i >= 16


def test_if_then_else_guards_only_its_true_branch():
    guarded = "for i in T.serial(20):\n    B[i % 16] = T.if_then_else(i < 16, A[i], 0.0)"
    assert report(guarded).proven
    unguarded = "for i in T.serial(20):\n    B[i % 16] = T.if_then_else(i < 20, A[i], 0.0)"
    assert verdict(report(unguarded), "load A[i]").status == "refuted"
    other = "for i in T.serial(20):\n    B[i % 16] = T.if_then_else(i >= 16, 0.0, A[i])"
    assert report(other).proven


def test_and_or_short_circuit():
    body = "for i in T.serial(20):\n    if {}:\n        B[0] = 1.0"
    assert report(body.format("i < 16 and A[i] > 0.0")).proven
    assert report(body.format("i >= 16 or A[i] > 0.0")).proven
    bad = report(body.format("A[i] > 0.0 and i < 16")).failures
    assert [a.counterexample["i"] >= 16 for a in bad] == [True]


def test_condition_reading_memory_is_no_hypothesis():
    rep = report("for i in T.serial(16):\n    if A[0] > 0.0:\n        B[i + 1] = 1.0")
    assert verdict(rep, "store B[i + 1]").counterexample["i"] == 15
    # the memory-free conjunct of a mixed condition still counts
    assert report("for i in T.serial(16):\n    if i < 15 and A[0] > 0.0:\n"
                  "        B[i + 1] = 1.0").proven


def test_index_read_from_memory_is_unconstrained():
    rep = report("for i in T.serial(4):\n    A[idx[i]] = 0.0",
                 'A: T.Buffer(16, "float32"), idx: T.Buffer(4, "int32")')
    assert verdict(rep, "load idx[i]").proven
    cex = verdict(rep, "store A[idx[i]]").counterexample
    assert not 0 <= cex[f"idx[{cex['i']}]"] < 16


# ----------------------------------------------------------------------------- bindings


def test_let_binding():
    assert report("for i in T.serial(16):\n    k = i + 1\n    B[k - 1] = A[i]").proven
    bad = report("for i in T.serial(16):\n    k = i + 1\n    B[k] = A[i]").failures
    assert len(bad) == 1 and bad[0].counterexample["k"] == 16


def test_local_allocation():
    body = ('C = T.alloc_buffer((8,), "float32")\nfor i in T.serial({}):\n'
            '    C[i] = A[i]\n    B[i] = C[i]')
    assert report(body.format(8)).proven
    bad = report(body.format(16)).failures
    assert {(a.kind, a.buffer) for a in bad} == {("store", "C"), ("load", "C")}


# ----------------------------------------------------------------------------- dedup, errors


def test_identical_accesses_are_checked_once(monkeypatch):
    calls = []
    real = smt.prove
    monkeypatch.setattr(bounds.smt, "prove", lambda *a, **k: calls.append(1) or real(*a, **k))
    copies = "\n".join("    B[i] = A[i] + A[i] + A[i]" for _ in range(50))
    rep = report(f"for i in T.serial(16):\n{copies}")
    assert rep.proven and len(rep.accesses) == 2
    assert len(calls) == 2


def test_require_in_bounds():
    ok = verirw.parse('@T.prim_func\ndef f(A: T.Buffer(16, "float32")):\n'
                      '    for i in T.serial(16):\n        A[i] = 0.0\n')
    assert require_in_bounds(ok).proven
    bad = verirw.parse('@T.prim_func\ndef g(A: T.Buffer(16, "float32")):\n'
                       '    for i in T.serial(17):\n        A[i] = 0.0\n')
    with pytest.raises(OutOfBoundsError, match=r"^g: store A\[i\] .* out of bounds at i = 16$"):
        require_in_bounds(bad, timeout_ms=1000)
