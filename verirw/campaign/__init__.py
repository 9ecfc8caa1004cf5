"""Campaigns: many independent, deterministic jobs (fuzz seed ranges, rules, before/after
pairs) run by an executor and merged into one summary.

Why a layer of its own: ``verirw fuzz``, ``verirw prove`` and ``verirw check-batch`` are the
same shape of work, and a campaign that outgrows one machine must run on an existing
distributed engine (Ray) with the same answer as the local process pool. The pieces:

* ``shards``: what a job is (a frozen, picklable value with a stable key) and what it computes.
* ``worker``: how a worker runs one shard under its own time and memory budget, with the
  rule library and solvers kept warm between shards.
* ``executors``: the local spawn pool (default, no extra install) and the retry policy.
* ``ray_executor``: Ray actors (``pip install verirw[ray]``); the only module importing ray.
* ``results``: the results file (JSONL, one line per finished shard) that ``--resume`` reads.
* ``summary``: outcomes merged in shard order, so every executor gives the same summary.
"""

from verirw.campaign.executors import ShardBudget
from verirw.campaign.run import make_executor, run_shards
from verirw.campaign.summary import Summary

__all__ = ["ShardBudget", "Summary", "make_executor", "run_shards"]
