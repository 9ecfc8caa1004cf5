"""One worker running shards: each shard under its own time and memory budget.

The shard runs on a long-lived runner thread (thread-bound state such as egglog e-graphs stays
usable from shard to shard, and the rule library stays loaded); the calling thread watches the
worker's CPU time and resident memory. Past either, the answer is ``("budget", ...)`` and the
worker must be replaced (the runner thread cannot be stopped), which the executors do. The
local pool and Ray actors both run shards through ``Runner.run``, so a shard behaves the same
on both.

**Time is CPU time, and a hang is idleness.** A shard's time budget counts the CPU seconds of
the worker's process tree (``tree_cpu``: the worker, its threads, its child processes), not
wall seconds: the same work costs the same CPU time whatever else the machine runs, so a shard
that finishes quietly within its budget finishes beside a CPU hog too (wall time there runs
several times faster than the shard's CPU time, and a wall budget used to kill it). A shard
that makes no progress — blocked, deadlocked, asleep — spends no CPU and would never exhaust
that budget: it is *hung* once its worker tree uses less than ``IDLE_CPU_SHARE`` of a core over
the budget's ``idle_s`` wall seconds and none of its threads is waiting for a CPU
(``runnable``). Load cannot make a running shard look idle: a starved thread is runnable (R)
however small its share — a Ray actor at niceness 15 beside four CPU hogs gets under 5% of a
core — while a hung one sleeps; an idle Ray actor's own threads use ~1% of a core.
"""

from __future__ import annotations

import os
import queue
import threading
import time
import traceback
from dataclasses import dataclass

from verirw.budget import process_tree
from verirw.campaign.shards import ShardResult, WorkerState

POLL_S = 0.05
MEMORY_EVERY_S = 0.25
#: how often the worker's CPU time is read (``tree_cpu``: a few /proc reads per process)
CPU_EVERY_S = 0.25
#: below this share of one core over ``idle_s``, a shard's worker is idle: the shard is hung
#: (an idle Ray actor's own threads: ~1.2% of a core, measured; the local pool's worker: ~0)
IDLE_CPU_SHARE = 0.05
#: a running worker tells its executor it is alive this often (``Runner.run``'s ``beat``)
BEAT_S = 0.5

_TICK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def tree_cpu(pid: int) -> float | None:
    """CPU seconds (user and system) of ``pid`` and all its descendants, including children
    it has reaped; None without ``/proc``."""
    total = 0
    for p in process_tree(pid):
        try:
            with open(f"/proc/{p}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            if p == pid:
                return None
            continue
        total += sum(int(x) for x in fields[11:15])      # utime stime cutime cstime
    return total / _TICK


def runnable(pid: int, runner_tid: int | None) -> bool:
    """Whether the shard is waiting for a CPU rather than for an event: the runner thread
    ``runner_tid`` of ``pid``, verirw's guard thread (which runs checks for it), or a thread of
    one of its descendant processes is in state R (running or runnable). A starved worker is
    not hung: Ray starts its workers at niceness 15 unless told otherwise, and beside four CPU
    hogs such an actor got under 5% of a core, so a running check looked idle for a second and
    was killed as hung (three runs of three). A hung shard's threads sleep (S) or wait on I/O
    (D). Only those two threads of the worker itself count: the watcher reading this is
    running, and Ray's own threads wake now and then."""
    from verirw import guard
    for tid in (runner_tid, guard.native_id()):     # the shard runs on either
        if tid is not None and _state(f"/proc/{pid}/task/{tid}/stat") == "R":
            return True
    for p in process_tree(pid):
        if p == pid:
            continue
        try:
            tids = os.listdir(f"/proc/{p}/task")
        except OSError:
            continue
        if any(_state(f"/proc/{p}/task/{t}/stat") == "R" for t in tids):
            return True
    return False


def _state(stat_path: str) -> str:
    try:
        with open(stat_path) as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return ""


def _cpu() -> float:
    """This worker's CPU seconds, its child processes included where /proc says so."""
    cpu = tree_cpu(os.getpid())
    return cpu if cpu is not None else time.process_time()


@dataclass(frozen=True)
class Answer:
    """A worker's answer for one attempt: ``ok`` with a result, ``error`` (the shard raised:
    a bug, never a verdict) or ``budget`` (time or memory ran out; the worker is spent)."""
    status: str
    result: ShardResult | None = None
    reason: str = ""
    worker: str = ""
    seconds: float = 0.0      # on the worker (the cost model's programs per core-second)
    rss: int = 0              # the worker's resident memory when the shard ended


class Runner:
    """The worker's state and its runner thread."""

    def __init__(self):
        self.state = WorkerState()
        self.jobs: queue.SimpleQueue = queue.SimpleQueue()
        self.spent = False
        self.beats = 0              # the watcher's polls so far: it is alive while they grow
        self.name = f"{os.uname().nodename}:{os.getpid()}"
        self.tid: int | None = None         # the runner thread's kernel id (runnable())
        threading.Thread(target=self._loop, name="verirw-shard", daemon=True).start()

    def _loop(self):
        self.tid = threading.get_native_id()
        while True:
            shard, box, done = self.jobs.get()
            try:
                box.append(("ok", shard.run(self.state)))
            except BaseException as e:              # noqa: BLE001 - reported, never a verdict
                box.append(("error", f"{type(e).__name__}: {str(e)[:500]}\n"
                                     f"{traceback.format_exc()[-2000:]}"))
            done.set()

    def run(self, shard, time_s: float | None, memory: int | None,
            idle_s: float | None = None, beat=None) -> Answer:
        """``shard.run`` within the budget: ``time_s`` CPU seconds of this worker's process
        tree, hung when idle (below ``IDLE_CPU_SHARE`` of a core) for ``idle_s`` wall seconds
        (default ``time_s``), ``memory`` resident bytes. ``beat()``, if given, is called every
        ``BEAT_S`` while the shard runs (the local pool's heartbeat)."""
        from verirw.budget import format_size, tree_rss
        if self.spent:
            return Answer("budget", reason="worker spent by an earlier shard", worker=self.name)
        if idle_s is None:
            idle_s = time_s
        box: list = []
        done = threading.Event()
        start = time.monotonic()
        cpu0 = _cpu()
        busy_cpu, busy_at = cpu0, start           # the last time the worker was seen working
        self.jobs.put((shard, box, done))
        next_memory = next_beat = next_cpu = start
        while not done.wait(POLL_S):
            now = time.monotonic()
            self.beats += 1
            if beat is not None and now >= next_beat:
                next_beat = now + BEAT_S
                beat()
            if now < next_cpu:
                continue
            next_cpu = now + CPU_EVERY_S
            cpu = _cpu()
            if time_s is not None and cpu - cpu0 > time_s:
                self.spent = True
                return Answer("budget", reason=f"time budget of {time_s:g} s of CPU exhausted",
                              worker=self.name)
            if idle_s is not None:
                if cpu - busy_cpu >= IDLE_CPU_SHARE * idle_s or runnable(os.getpid(), self.tid):
                    busy_cpu, busy_at = cpu, now
                elif now - busy_at > idle_s:
                    self.spent = True
                    return Answer("budget", reason=f"time budget: hung (its worker used "
                                  f"almost no CPU for {idle_s:g} s)", worker=self.name)
            if memory is not None and now >= next_memory:
                next_memory = now + MEMORY_EVERY_S
                rss = tree_rss(os.getpid())
                if rss > memory:
                    self.spent = True
                    return Answer("budget", reason=f"memory budget of {format_size(memory)} "
                                  f"exhausted (resident {format_size(rss)})", worker=self.name)
        status, value = box[0]
        seconds, memory_now = time.monotonic() - start, tree_rss(os.getpid())
        if status == "ok":
            return Answer("ok", value, worker=self.name, seconds=seconds, rss=memory_now)
        return Answer("error", reason=value, worker=self.name, seconds=seconds, rss=memory_now)


def rss() -> int:
    """This worker's resident memory (for the cost model)."""
    from verirw.budget import tree_rss
    return tree_rss(os.getpid())
