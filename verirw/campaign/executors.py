"""Executors: who runs the shards. ``LocalExecutor`` (the default: spawned processes on this
machine, no extra install) and ``RayExecutor`` (``verirw.campaign.ray_executor``).

Both follow one policy (``Tracker``): a shard whose worker died, or that ran past its budget,
is retried once on a fresh worker, then reported failed by name; a shard that raised is
failed at once (a bug is deterministic: retrying it costs time and changes nothing). A failed
shard is never a verdict. Outcomes go to a callback as they finish; merging in shard order is
the summary's job, so the order workers finish in does not matter.

A worker enforces its shard's budget itself (``worker.Runner.run``: CPU time, idleness,
memory) and answers "budget". An executor kills a worker only when it stops answering at all
(its watching thread cannot run: the interpreter lock held by native code, or the process
wedged): ``GRACE_S`` after the budget's nominal end (``ShardBudget.hard_deadline``), and while
the worker's heartbeat (every ``worker.BEAT_S``) keeps arriving, ``GRACE_S`` after the last
one — a worker busy within its CPU budget on a loaded machine keeps beating, and is not
killed for the wall time load costs it.
"""

from __future__ import annotations

import multiprocessing
import os
import time
from collections import deque
from dataclasses import dataclass
from typing import Callable

from verirw.campaign.shards import ShardResult
from verirw.campaign.worker import Answer

#: attempts per shard: the first, and one retry on a fresh worker
ATTEMPTS = 2
#: past its budget, a worker has this long to answer "budget" itself before it is killed
GRACE_S = 5.0


@dataclass(frozen=True)
class ShardBudget:
    """Each shard's own bounds (None: unbounded): ``time_s`` CPU seconds of its worker's
    process tree (the same at any machine load); ``memory`` resident bytes; ``idle_s``: a
    shard whose worker uses (almost) no CPU for that many wall seconds is hung (default
    ``time_s``; ``worker.IDLE_CPU_SHARE``)."""
    time_s: float | None = None
    memory: int | None = None
    idle_s: float | None = None

    def hard_deadline(self, start: float) -> float:
        """When an executor kills a worker that has not answered (nor beaten) since
        ``start``: ``GRACE_S`` past the budget's nominal end."""
        limit = max((x for x in (self.time_s, self.idle_s) if x is not None), default=None)
        return start + limit + GRACE_S if limit is not None else float("inf")


@dataclass(frozen=True)
class Outcome:
    """A shard's final state: ``done`` with its result, ``failed`` (its worker died or ran out
    of budget twice) or ``error`` (it raised: a bug), with the reason."""
    index: int
    key: str
    status: str
    result: ShardResult | None = None
    reason: str = ""
    attempts: int = 1
    worker: str = ""
    seconds: float = 0.0      # the last attempt's, on its worker
    rss: int = 0


class Tracker:
    """The retry policy and the bookkeeping every executor shares."""

    def __init__(self, shards: list[tuple[int, object]], report: Callable[[Outcome], None]):
        self.shards = dict(shards)
        self.pending = deque(index for index, _ in shards)
        self.attempts = dict.fromkeys(self.shards, 0)
        self.report = report
        self.open = len(shards)

    def take(self) -> tuple[int, object]:
        index = self.pending.popleft()
        self.attempts[index] += 1
        return index, self.shards[index]

    def settle(self, index: int, answer: Answer) -> None:
        """Record one attempt's answer; retry or report."""
        shard = self.shards[index]
        tries = self.attempts[index]
        if answer.status == "ok":
            outcome = Outcome(index, shard.key, "done", answer.result, attempts=tries,
                              worker=answer.worker, seconds=answer.seconds, rss=answer.rss)
        elif answer.status == "budget" and tries < ATTEMPTS:
            self.pending.appendleft(index)          # again, on a fresh worker
            return
        elif answer.status == "error":         # the shard raised: a bug in verirw
            outcome = Outcome(index, shard.key, "error", None, answer.reason, tries,
                              answer.worker)
        else:
            outcome = Outcome(index, shard.key, "failed", None,
                              f"{answer.reason} ({tries} attempts)", tries, answer.worker)
        self.open -= 1
        self.report(outcome)


def died(worker: str, how: str) -> Answer:
    """The answer of an attempt whose worker died: retried like a budget overrun."""
    return Answer("budget", reason=f"worker {worker} died ({how})", worker=worker)


def _local_main(conn) -> None:
    """A local worker: shards in, answers (and heartbeats while a shard runs) out, until told
    to stop or spent."""
    from verirw.campaign.worker import Runner
    runner = Runner()
    conn.send(("ready", runner.name))

    def beat():
        try:
            conn.send(("alive",))
        except OSError:
            pass
    while True:
        try:
            message = conn.recv()
        except EOFError:
            return
        if message is None:
            return
        shard, budget = message
        answer = runner.run(shard, budget.time_s, budget.memory, budget.idle_s, beat)
        conn.send(answer)
        if runner.spent:                # its runner thread is stuck: make way for a fresh one
            os._exit(0)


class _Slot:
    def __init__(self, context):
        self.parent, child = context.Pipe()
        self.process = context.Process(target=_local_main, args=(child,), daemon=True)
        self.process.start()
        child.close()
        self.name = f"local:{self.process.pid}"
        self.job: int | None = None
        self.deadline = float("inf")     # killed past this, unless it beats again
        self.hard = float("inf")         # the budget's own hard deadline (the least deadline)

    def stop(self, kill: bool = False) -> None:
        if kill:
            self.process.kill()
        else:
            try:
                self.parent.send(None)
            except OSError:
                pass
        self.process.join(timeout=10)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.parent.close()


class LocalExecutor:
    """Spawned worker processes on this machine (spawn, not fork: a forked copy of a process
    that already ran egglog can deadlock in egglog; spawned workers start clean). Each worker
    is long-lived, so what it loads (the rule library, the fuzz strategies) stays warm."""

    name = "local"

    def __init__(self, workers: int | None = None):
        self.workers = max(1, workers or os.cpu_count() or 1)

    def run(self, shards: list[tuple[int, object]], budget: ShardBudget,
            report: Callable[[Outcome], None]) -> None:
        from multiprocessing.connection import wait
        tracker = Tracker(shards, report)
        context = multiprocessing.get_context("spawn")
        slots = [_Slot(context) for _ in range(min(self.workers, len(shards)))]
        try:
            while tracker.open:
                for slot in slots:
                    if slot.job is None and tracker.pending:
                        index, shard = tracker.take()
                        slot.job, slot.deadline = index, budget.hard_deadline(time.monotonic())
                        slot.hard = slot.deadline
                        try:
                            slot.parent.send((shard, budget))
                        except OSError:         # died while idle: _answer says so below
                            pass
                busy = [s for s in slots if s.job is not None]
                wait([s.parent for s in busy] + [s.process.sentinel for s in busy], timeout=0.2)
                for k, slot in enumerate(slots):
                    if slot.job is None:
                        continue
                    answer = self._answer(slot)
                    if answer is None:
                        continue
                    index, slot.job = slot.job, None
                    tracker.settle(index, answer)
                    if answer.status == "budget":       # spent or dead: a fresh worker
                        slot.stop(kill=True)
                        slots[k] = _Slot(context)
        finally:
            for slot in slots:
                slot.stop()

    @staticmethod
    def _answer(slot: _Slot) -> Answer | None:
        """The slot's answer if it has one, else None (still working)."""
        try:
            while slot.parent.poll():
                message = slot.parent.recv()
                if isinstance(message, Answer):
                    return message
                if message == ("alive",):           # busy, and answering: not stuck
                    slot.deadline = max(slot.hard, time.monotonic() + GRACE_S)
        except (EOFError, OSError):
            return died(slot.name, _exit_text(slot.process))
        if not slot.process.is_alive():
            return died(slot.name, _exit_text(slot.process))
        if time.monotonic() > slot.deadline:
            return Answer("budget", reason="time budget exhausted (the worker stopped "
                          "answering; killed)", worker=slot.name)
        return None


def _exit_text(process) -> str:
    process.join(timeout=1)
    code = process.exitcode
    if code is None:
        return "no answer"
    return f"killed by signal {-code}" if code < 0 else f"exit status {code}"
