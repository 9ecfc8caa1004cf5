"""The results file: one JSON line per finished shard, appended (and flushed to disk) as each
finishes, so a campaign stopped at any moment loses at most the shards still running.
``--resume`` reads it back and skips the shards already done (a failed shard runs again).

The first line names the campaign (a hash of its shard keys): resuming a different campaign
from the file is refused. A line cut short by a kill is ignored. A shard's payload (a rule's
proof) is stored pickled: read a results file only if you wrote it.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import pickle
from pathlib import Path

from verirw.campaign.executors import Outcome
from verirw.campaign.shards import Failure, ShardResult


def fingerprint(command: str, keys: list[str]) -> str:
    return hashlib.sha256("\n".join([command, *keys]).encode()).hexdigest()[:16]


class ResultsFile:
    def __init__(self, path: Path | str, campaign: str):
        self.path = Path(path)
        self.campaign = campaign

    def load(self) -> dict[str, Outcome]:
        """The shards already done, by key (creating the file if there is none)."""
        if not self.path.exists() or self.path.stat().st_size == 0:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._write({"campaign": self.campaign, "format": 1})
            return {}
        done = {}
        text = self.path.read_text()
        if not text.endswith("\n"):          # a line cut short: the next one starts afresh
            with self.path.open("a") as f:
                f.write("\n")
        lines = text.splitlines()
        try:
            header = json.loads(lines[0])
        except (ValueError, IndexError):
            raise ValueError(f"{self.path} is not a campaign results file") from None
        if header.get("campaign") != self.campaign:
            raise ValueError(f"{self.path} holds the results of another campaign "
                             f"({header.get('campaign')}, this one is {self.campaign}): "
                             f"same command, options and seed are needed to resume")
        for line in lines[1:]:
            try:
                outcome = _decode(json.loads(line))
            except (ValueError, KeyError, TypeError, pickle.UnpicklingError, EOFError):
                continue                        # cut short by a kill: that shard runs again
            if outcome.status == "done":
                done[outcome.key] = outcome
        return done

    def append(self, outcome: Outcome) -> None:
        self._write(_encode(outcome))

    def _write(self, obj: dict) -> None:
        with self.path.open("a") as f:
            f.write(json.dumps(obj, sort_keys=True) + "\n")
            f.flush()
            os.fsync(f.fileno())


def _encode(o: Outcome) -> dict:
    out = {"index": o.index, "key": o.key, "status": o.status, "reason": o.reason,
           "attempts": o.attempts, "worker": o.worker, "seconds": round(o.seconds, 3),
           "rss": o.rss, "result": None}
    r = o.result
    if r is not None:
        out["result"] = {
            "programs": r.programs, "verdicts": [list(v) for v in r.verdicts],
            "failures": [f.to_json() for f in r.failures], "mismatches": r.mismatches,
            "invalid": r.invalid,
            "payload": base64.b64encode(pickle.dumps(r.payload)).decode()}
    return out


def _decode(d: dict) -> Outcome:
    r = d["result"]
    result = None
    if r is not None:
        result = ShardResult(r["programs"], tuple((v, n) for v, n in r["verdicts"]),
                             tuple(Failure(**f) for f in r["failures"]), r["mismatches"],
                             r["invalid"], pickle.loads(base64.b64decode(r["payload"])))
    return Outcome(d["index"], d["key"], d["status"], result, d["reason"], d["attempts"],
                   d["worker"], d.get("seconds", 0.0), d.get("rss", 0))
