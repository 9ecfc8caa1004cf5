"""One worker running shards: each shard under its own time and memory budget.

The shard runs on a long-lived runner thread (thread-bound state such as egglog e-graphs stays
usable from shard to shard, and the rule library stays loaded); the calling thread watches the
clock and the worker's resident memory. Past either, the answer is ``("budget", ...)`` and the
worker must be replaced (the runner thread cannot be stopped), which the executors do. The
local pool and Ray actors both run shards through ``run_guarded``, so a shard behaves the same
on both.
"""

from __future__ import annotations

import os
import queue
import threading
import time
import traceback
from dataclasses import dataclass

from verirw.campaign.shards import ShardResult, WorkerState

POLL_S = 0.05
MEMORY_EVERY_S = 0.25


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
        self.name = f"{os.uname().nodename}:{os.getpid()}"
        threading.Thread(target=self._loop, name="verirw-shard", daemon=True).start()

    def _loop(self):
        while True:
            shard, box, done = self.jobs.get()
            try:
                box.append(("ok", shard.run(self.state)))
            except BaseException as e:              # noqa: BLE001 - reported, never a verdict
                box.append(("error", f"{type(e).__name__}: {str(e)[:500]}\n"
                                     f"{traceback.format_exc()[-2000:]}"))
            done.set()

    def run(self, shard, time_s: float | None, memory: int | None) -> Answer:
        """``shard.run`` within the budget."""
        from verirw.budget import format_size, tree_rss
        if self.spent:
            return Answer("budget", reason="worker spent by an earlier shard", worker=self.name)
        box: list = []
        done = threading.Event()
        start = time.monotonic()
        self.jobs.put((shard, box, done))
        next_memory = start
        while not done.wait(POLL_S):
            now = time.monotonic()
            if time_s is not None and now - start > time_s:
                self.spent = True
                return Answer("budget", reason=f"time budget of {time_s:g} s exhausted",
                              worker=self.name)
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
