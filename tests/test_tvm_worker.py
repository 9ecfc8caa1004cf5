"""One worker process for the checks of a compile (verirw.tvm_worker) and the reading cache of
the TVM bridge: the same answers as a child per check, the same bounds (a check past its time
kills the worker, the next check gets a new one), and no verdict reused between checks."""

from __future__ import annotations

import os

import pytest

tvm = pytest.importorskip("tvm", reason="Apache TVM is not installed: pip install 'verirw[tvm]'")

import verirw  # noqa: E402
from verirw.errors import ArgumentError, ResourceLimitError  # noqa: E402
from verirw.tvm_worker import CheckWorker  # noqa: E402

SRC = '''
@T.prim_func
def func(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in T.serial(16):
        if i < 32:
            B[i] = A[i % 16] + (i // 16) * 7
'''
GOOD = '''
@T.prim_func
def func(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):
    for i in T.serial(16):
        B[i] = A[i]
'''
BAD = GOOD.replace("T.serial(16)", "T.serial(15)")
#: a pair whose check takes seconds (unrolled float sums, no structure to align)
SLOW_B = '''
@T.prim_func
def func(A: T.Buffer((64, 64), "float32"), B: T.Buffer((64,), "float32")):
    for i in T.serial(64):
        B[i] = T.float32(0)
        for k in T.serial(64):
            B[i] = B[i] + A[i, k]
'''
SLOW_A = '''
@T.prim_func
def func(A: T.Buffer((64, 64), "float32"), B: T.Buffer((64,), "float32")):
    for i in T.serial(64):
        B[i] = T.float32(0)
        for k in T.serial(64):
            B[i] = B[i] + A[i, 63 - k]
'''


def _alive(pid: int) -> bool:
    try:
        done, _ = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return False
    return done == 0


def test_worker_answers_as_check_and_keeps_one_process():
    before, good, bad = (verirw.parse(t) for t in (SRC, GOOD, BAD))
    w = CheckWorker()
    try:
        assert w.check(before, good, timeout_s=30, check_timeout_s=20).status == "proven"
        pid = w.pid
        r = w.check(before, bad, timeout_s=30, check_timeout_s=20)
        assert r.status == "refuted" and r.confirmed
        assert w.pid == pid and w.started == 1            # the same process for both
        # a function already sent travels as its token only
        drop, items, tokens = w._items((before, bad))
        assert items == [] and drop == [] and len(tokens) == 2
    finally:
        w.close()
    assert w.pid is None and not _alive(pid)


def test_an_error_in_the_check_is_raised_here_and_the_worker_goes_on():
    before, good = verirw.parse(SRC), verirw.parse(GOOD)
    w = CheckWorker()
    try:
        with pytest.raises(ArgumentError):
            w.check(before, good, timeout_s=30, check_timeout_s=20, method="no-such-method")
        assert w.check(before, good, timeout_s=30, check_timeout_s=20).status == "proven"
        assert w.started == 1
    finally:
        w.close()


def test_a_check_past_its_time_kills_the_worker_and_the_next_gets_a_new_one():
    slow_b, slow_a = verirw.parse(SLOW_B), verirw.parse(SLOW_A)
    before, good = verirw.parse(SRC), verirw.parse(GOOD)
    w = CheckWorker()
    try:
        w.check(before, good, timeout_s=30, check_timeout_s=20)
        pid = w.pid
        with pytest.raises(ResourceLimitError) as e:
            # the checker's own deadline far away: only the outer bound can stop it
            w.check(slow_b, slow_a, timeout_s=0.3, check_timeout_s=600, method="unroll",
                    search="never")
        assert e.value.resource == "time"
        assert w.pid is None and not _alive(pid)
        assert w.check(before, good, timeout_s=30, check_timeout_s=20).status == "proven"
        assert w.started == 2
    finally:
        w.close()


def test_a_dead_worker_is_reported_and_replaced():
    before, good = verirw.parse(SRC), verirw.parse(GOOD)
    w = CheckWorker()
    try:
        w.check(before, good, timeout_s=30, check_timeout_s=20)
        os.kill(w.pid, 9)
        # the job pipe may still take the job: then the answer never comes (died), or the send
        # fails and a new worker answers; either way no verdict from a dead process
        try:
            r = w.check(before, good, timeout_s=30, check_timeout_s=20)
            assert r.status == "proven" and w.started == 2
        except verirw.VerirwError as e:
            assert "died" in str(e)
            assert w.check(before, good, timeout_s=30, check_timeout_s=20).status == "proven"
    finally:
        w.close()


def test_validate_step_in_a_worker_matches_a_child_per_check():
    from verirw.tvm_passes import validate_step
    tb = tvm.script.from_source(SRC.replace("T.serial", "range").replace(
        'def func', 'def main'))
    tg = tvm.script.from_source(GOOD.replace("def func", "def main"))
    tx = tvm.script.from_source(BAD.replace("def func", "def main"))
    w = CheckWorker()
    try:
        for after, want in ((tg, "proven"), (tx, "refuted")):
            alone = validate_step("p", "main", tb, after, timeout_s=30)
            shared = validate_step("p", "main", tb, after, timeout_s=30, worker=w)
            assert alone.status == shared.status == want
    finally:
        w.close()


def test_reading_cache_shares_one_reading_per_text():
    from verirw.tvm_passes import _read
    t1 = tvm.script.from_source(GOOD.replace("def func", "def main"))
    t2 = tvm.script.from_source(GOOD.replace("def func", "def main"))
    renamed = tvm.script.from_source(GOOD.replace("def func", "def main").replace("B:", "C:")
                                     .replace("B[", "C["))
    a, b, c = _read(t1, "<a>"), _read(t2, "<b>"), _read(renamed, "<c>")
    assert a is b                                  # the same text: one reading
    # equal up to names (TVM's structural equality and verirw's ==), but check relates
    # parameters by name: a reading is never shared between different texts
    assert tvm.ir.structural_equal(t1, renamed) if hasattr(tvm.ir, "structural_equal") else True
    assert c is not a and [p.name for p in c.params] == ["A", "C"]


def test_instrument_closes_its_worker_with_the_context():
    from verirw.tvm import ValidatePasses
    mod = tvm.IRModule({"main": tvm.script.from_source(
        SRC.replace("T.serial", "range").replace("def func", "def main"))})
    inst = ValidatePasses(timeout_s=30)
    with tvm.transform.PassContext(instruments=[inst]):
        tvm.tirx.transform.StmtSimplify()(mod)
        worker = inst._worker
        pid = worker.pid
    assert [s.status for s in inst.report] == ["proven"]
    assert inst._worker is None and worker.pid is None and not _alive(pid)
