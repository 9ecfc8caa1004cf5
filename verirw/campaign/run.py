"""Run a campaign: skip what the results file already holds, hand the rest to an executor,
record each outcome as it arrives, merge."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Callable

from verirw.campaign.executors import LocalExecutor, Outcome, ShardBudget
from verirw.campaign.results import ResultsFile, fingerprint
from verirw.campaign.summary import Summary


def run_shards(command: str, shards: list, executor, *, budget: ShardBudget | None = None,
               resume: Path | str | None = None,
               progress: Callable[[Outcome], None] | None = None) -> Summary:
    """Every shard's outcome, merged in shard order. ``resume``: the results file (created
    when missing; its done shards are not run again). ``progress`` sees each outcome."""
    budget = budget or ShardBudget()
    start = time.monotonic()
    keys = [s.key for s in shards]
    if len(set(keys)) != len(keys):
        raise ValueError("two shards with one key: the campaign has duplicate jobs")
    results = ResultsFile(resume, fingerprint(command, keys)) if resume else None
    done = results.load() if results else {}
    outcomes = [o for o in done.values() if o.key in set(keys)]
    todo = [(k, s) for k, s in enumerate(shards) if s.key not in done]

    def report(outcome: Outcome) -> None:
        outcomes.append(outcome)
        if results is not None:
            results.append(outcome)
        if progress is not None:
            progress(outcome)

    if todo:
        executor.run(todo, budget, report)
    assert len(outcomes) == len(shards), "an executor lost a shard"
    unanswered = sum(planned_programs(shards[o.index]) for o in outcomes if o.result is None)
    return Summary.merge(command, executor.name, executor.workers,
                         time.monotonic() - start, outcomes, resumed=len(done),
                         unanswered=unanswered)


def planned_programs(shard) -> int:
    """The programs a shard was to answer (a fuzz shard's count; one rule or pair)."""
    return int(getattr(shard, "count", 1))


def make_executor(name: str, workers: int | None = None, address: str | None = None):
    """The executor called ``name`` ("local" or "ray")."""
    if name == "local":
        return LocalExecutor(workers)
    if name == "ray":
        from verirw.campaign.ray_executor import RayExecutor
        return RayExecutor(workers, address)
    raise ValueError(f"unknown executor {name!r}; known: local, ray")
