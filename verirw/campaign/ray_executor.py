"""The Ray executor (``pip install verirw[ray]``): shards on Ray actors, on this machine or a
cluster. The only module of verirw that imports ray.

Why Ray: a campaign of 10^6 programs is hours on one machine, and users who outgrow it
already run a cluster; Ray gives scheduling across nodes, worker processes that survive
between tasks (actors: the rule library and solvers stay warm) and fault reports when a
worker or node dies, without a home-made distributed engine.

Each actor runs shards through ``verirw.campaign.worker.Runner`` (the same code as the local
pool), one at a time, under the shard's budget. An actor that answers "budget" or stops
answering is killed (``ray.kill``) and replaced; an actor that dies (``RayActorError``: a
crash, an OOM kill, a lost node) is replaced too, and the shard is retried once
(``Tracker``), then reported failed by name. "Stops answering": past its budget's nominal end
(+ ``GRACE_S``) the driver asks the actor for its watcher's heartbeat count (a second actor
thread answers it); an actor that answers with a count that grew is working within its CPU
budget on a loaded machine and gets another ``GRACE_S``, one that does not answer within
``GRACE_S`` (or whose count stood still) is killed.
"""

from __future__ import annotations

import time
from typing import Callable

import ray
from ray.exceptions import RayActorError, RayError

from verirw.campaign.executors import GRACE_S, Outcome, ShardBudget, Tracker, died
from verirw.campaign.worker import Answer

#: the object store of a Ray started here: campaign values are small (shards, summaries)
OBJECT_STORE_BYTES = 100 << 20
#: Ray's settings for a Ray started here. Ray runs its workers at niceness 15 by default (so
#: that its own daemons keep priority on a node): on a machine with any other work (the
#: local pool's workers run at 0) the actors then get a small fraction of a core each
#: (measured at load average ~5 on 2 cores: check shards 1.2-1.5x slower per core, medians of
#: three runs). A campaign's workers *are* the work: the same priority as the local pool's.
SYSTEM_CONFIG = {"worker_niceness": 0}


@ray.remote(num_cpus=1, max_restarts=0, max_task_retries=0, max_concurrency=2)
class ShardActor:
    """A warm worker: one ``Runner`` for the actor's life. Two threads: ``run`` on one, and
    the driver's ``beats`` question on the other while a shard runs."""

    def __init__(self):
        from verirw.campaign.worker import Runner
        self.runner = Runner()

    def ready(self) -> str:
        return self.runner.name

    def run(self, shard, budget: ShardBudget) -> Answer:
        return self.runner.run(shard, budget.time_s, budget.memory, budget.idle_s)

    def beats(self) -> int:
        return self.runner.beats

    def rss(self) -> int:
        from verirw.campaign.worker import rss
        return rss()


def connect(address: str | None = None, num_cpus: int | None = None) -> bool:
    """Join the cluster at ``address``, or start a local Ray; True when this call started or
    joined it (and so ``disconnect`` must end it). An already initialised Ray (a test's, a
    notebook's) is used as it is."""
    global _head
    if ray.is_initialized():
        return False
    if address:
        ray.init(address=address, log_to_driver=False)
    else:
        _head = _start_local(num_cpus)
    return True


def disconnect() -> None:
    """Leave the Ray ``connect`` joined; stop the local one it started."""
    global _head
    head, _head = _head, None
    ray.shutdown()
    if head is not None:
        # Ray's own order (the raylet first, gracefully: it stops its workers and agents)
        head.kill_all_processes(check_alive=False, allow_graceful=True)


#: the local head ``connect`` started, when it is a lean one (``_start_local``)
_head = None


def _start_local(num_cpus: int | None):
    """A Ray on this machine for one campaign, and the driver connected to it; the head node
    when this module started it itself (``disconnect`` stops it), else None.

    ``ray.init`` also starts, besides what a campaign uses (the GCS, the raylet with its two
    agents, the workers that become the actors), three Python daemons a campaign does not use:
    a dashboard server (even with ``include_dashboard=False``: it then serves usage statistics
    only), the autoscaler monitor and the log monitor (``log_to_driver=False`` discards what it
    forwards). On this 2-core machine they cost 1.5-2 s of ``ray.init`` (it waits for the
    dashboard server before it starts the raylet) and 1 s of ``ray.shutdown`` (the monitor
    ignores SIGTERM for its whole 1 s grace). Ray's ``Node`` with ``no_monitor`` and without
    the log monitor, minus the dashboard server, starts the rest, as ``ray.init`` would; the
    driver then joins it by address. Ray's internals change between versions: if they are not
    what this expects, it is ``ray.init`` as documented."""
    try:
        from ray._private.node import Node
        from ray._private.parameter import RayParams
        params = RayParams(num_cpus=num_cpus, include_dashboard=False,
                           object_store_memory=OBJECT_STORE_BYTES, no_monitor=True,
                           include_log_monitor=False, _system_config=dict(SYSTEM_CONFIG))
        lean = callable(getattr(Node, "start_api_server", None))
    except (ImportError, TypeError, AttributeError):
        lean = False
    if not lean:
        ray.init(num_cpus=num_cpus, include_dashboard=False, log_to_driver=False,
                 object_store_memory=OBJECT_STORE_BYTES, _system_config=dict(SYSTEM_CONFIG))
        return None

    class LeanNode(Node):
        def start_api_server(self, *args, **kwargs):     # no dashboard server
            self._webui_url = ""

    node = LeanNode(params, head=True, shutdown_at_exit=False, spawn_reaper=True,
                    ray_init_cluster=True)
    try:
        ray.init(address=node.address, log_to_driver=False)
    except BaseException:
        node.kill_all_processes(check_alive=False, allow_graceful=True)
        raise
    return node


class RayExecutor:
    name = "ray"

    def __init__(self, workers: int | None = None, address: str | None = None):
        self.requested = workers
        self.address = address
        self.workers = workers or 0

    def run(self, shards: list[tuple[int, object]], budget: ShardBudget,
            report: Callable[[Outcome], None]) -> None:
        started = connect(self.address, self.requested)
        try:
            cpus = int(ray.cluster_resources().get("CPU", 1))
            self.workers = max(1, min(self.requested or cpus, cpus))
            self._run(shards, budget, report)
        finally:
            if started:
                disconnect()

    def _run(self, shards, budget: ShardBudget, report) -> None:
        tracker = Tracker(shards, report)
        actors = [ShardActor.remote() for _ in range(min(self.workers, len(shards)))]
        idle = list(actors)
        flight: dict = {}                     # ref -> _Flight
        try:
            while tracker.open:
                while idle and tracker.pending:
                    actor = idle.pop()
                    index, shard = tracker.take()
                    ref = actor.run.remote(shard, budget)
                    flight[ref] = _Flight(actor, index, budget.hard_deadline(time.monotonic()))
                done, _ = ray.wait(list(flight), num_returns=1, timeout=0.2)
                now = time.monotonic()
                for ref in list(flight):
                    f = flight[ref]
                    actor, index = f.actor, f.index
                    if ref in done:
                        answer = _get(ref, actor)
                    elif now > f.deadline and not f.alive(now):
                        answer = Answer("budget", reason="time budget exhausted (the actor "
                                        "stopped answering; killed)", worker=_name(actor))
                    else:
                        continue
                    del flight[ref]
                    tracker.settle(index, answer)
                    if answer.status == "budget":       # spent, hung or dead: replace it
                        ray.kill(actor, no_restart=True)
                        actors.remove(actor)
                        actor = ShardActor.remote()
                        actors.append(actor)
                    idle.append(actor)
        finally:
            for actor in actors:
                ray.kill(actor, no_restart=True)


class _Flight:
    """A shard running on an actor, and what the driver knows of the actor's liveness."""

    def __init__(self, actor, index: int, deadline: float):
        self.actor, self.index, self.deadline = actor, index, deadline
        self.probe = None                 # an outstanding ``beats`` question
        self.asked = 0.0
        self.beats: int | None = None

    def alive(self, now: float) -> bool:
        """Past the deadline: is the actor still beating? Asks (once per ``GRACE_S``) for its
        heartbeat count; True while the answer is awaited within ``GRACE_S`` or the count
        grew (the deadline moves ``GRACE_S`` on), False once it stopped answering or beating."""
        if self.probe is None:
            self.probe, self.asked = self.actor.beats.remote(), now
            return True
        ready, _ = ray.wait([self.probe], timeout=0)
        if not ready:
            return now - self.asked <= GRACE_S
        try:
            beats = ray.get(self.probe)
        except RayError:
            return False
        self.probe = None
        if self.beats is not None and beats <= self.beats:
            return False
        self.beats, self.deadline = beats, now + GRACE_S
        return True


def _get(ref, actor) -> Answer:
    try:
        return ray.get(ref)
    except RayActorError as e:
        return died(_name(actor), type(e).__name__)
    except RayError as e:                     # the task failed inside Ray itself
        return died(_name(actor), f"{type(e).__name__}: {str(e).splitlines()[0][:200]}")


def _name(actor) -> str:
    return f"ray:{actor._actor_id.hex()[:8]}"


def actor_rss(count: int) -> list[int]:
    """Resident memory of ``count`` fresh, warmed actors (for the cost model)."""
    actors = [ShardActor.remote() for _ in range(count)]
    try:
        return ray.get([a.rss.remote() for a in actors])
    finally:
        for a in actors:
            ray.kill(a, no_restart=True)
