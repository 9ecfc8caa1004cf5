"""Verdicts verirw bounds itself do not depend on the machine's load: pass validation reads CPU
time (``verirw.clock``), and a campaign worker waiting for a CPU is not hung
(``verirw.campaign.worker.runnable``). Both failed a ``make test`` rehearsal beside two CPU
hogs: an overcompute validation ran past 60 s of wall time (9 s quiet) and answered unknown,
and a Ray actor at niceness 15 got under 5% of a core, so its running check looked idle."""

import os
import subprocess
import sys
import time

from verirw import clock
from verirw.campaign.worker import runnable
from verirw.passes import trust


def test_the_cpu_clock_does_not_advance_while_the_process_waits():
    with clock.cpu_time():
        start = clock.now()
        time.sleep(0.3)
        assert clock.now() - start < 0.1
    start = clock.now()
    time.sleep(0.3)
    assert clock.now() - start >= 0.29          # outside: wall time


def test_pass_validation_runs_on_the_cpu_clock(monkeypatch):
    seen = []
    import verirw.verify.check  # noqa: F401 - the module, which verirw.verify's check shadows
    check_mod = sys.modules["verirw.verify.check"]

    def spy(*args, **kwargs):
        seen.append(clock.reads_cpu_time())
        return check_mod.CheckResult("proven", "spy")
    monkeypatch.setattr(check_mod, "check", spy)
    f = verirw.parse("""
@T.prim_func
def f(A: T.Buffer((4,), "int32")):
    for i in range(4):
        A[i] = 0
""")
    assert trust.verdict_of(f, f, float_mode="ieee", timeout_s=1.0).status == "proven"
    assert seen == [True]
    assert not clock.reads_cpu_time()           # only inside the validation


def test_a_busy_child_is_runnable_and_a_sleeping_one_is_not():
    busy = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        deadline = time.monotonic() + 10
        while not runnable(os.getpid(), None) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert runnable(os.getpid(), None)
    finally:
        busy.kill()
        busy.wait()
    asleep = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        time.sleep(0.5)
        assert not runnable(os.getpid(), None)
    finally:
        asleep.kill()
        asleep.wait()
