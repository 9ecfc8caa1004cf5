"""The merged summary of a campaign: outcomes in shard order, so the same shards give the
same summary whatever executor, worker count or finishing order ran them."""

from __future__ import annotations

import collections
from dataclasses import dataclass

from verirw.campaign.executors import Outcome
from verirw.campaign.shards import VERDICTS, Failure
from verirw.exitcodes import ExitCode


@dataclass(frozen=True)
class Summary:
    command: str
    executor: str
    workers: int
    seconds: float
    outcomes: tuple[Outcome, ...]       # one per shard, in shard order
    resumed: int = 0                    # shards taken from the results file
    unanswered: int = 0                 # programs of the shards that failed (no result)

    @staticmethod
    def merge(command: str, executor: str, workers: int, seconds: float,
              outcomes, resumed: int = 0, unanswered: int = 0) -> "Summary":
        return Summary(command, executor, workers, seconds,
                       tuple(sorted(outcomes, key=lambda o: o.index)), resumed, unanswered)

    @property
    def results(self):
        return [o.result for o in self.outcomes if o.result is not None]

    @property
    def programs(self) -> int:
        """Every program of the campaign: those answered and those of failed shards."""
        return self.answered + self.unanswered

    @property
    def answered(self) -> int:
        return sum(r.programs for r in self.results)

    @property
    def verdicts(self) -> collections.Counter:
        out: collections.Counter = collections.Counter()
        for r in self.results:
            out.update(dict(r.verdicts))
        return out

    def count(self, status: str) -> int:
        return sum(r.count(status) for r in self.results)

    @property
    def failures(self) -> list[Failure]:
        return [f for r in self.results for f in r.failures]

    @property
    def mismatches(self) -> int:
        return sum(r.mismatches for r in self.results)

    @property
    def invalid(self) -> int:
        return sum(r.invalid for r in self.results)

    @property
    def failed_shards(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.status != "done"]

    def exit_code(self, unknown_fails: bool = True) -> ExitCode:
        """1 when something is refuted or mismatched (a finding), then 4 when a shard raised
        (a bug), 3 for invalid input, 2 when a shard failed (never a verdict) or, with
        ``unknown_fails``, an answer is unknown; else 0. (A fuzz campaign's unknowns are
        verdicts on mutants, not failures.)"""
        if self.mismatches or any(f.kind == "refuted" for f in self.failures):
            return ExitCode.REFUTED
        if any(o.status == "error" for o in self.outcomes):
            return ExitCode.INTERNAL
        if self.invalid:
            return ExitCode.INVALID
        if self.failed_shards or (unknown_fails and self.count("unknown")):
            return ExitCode.UNKNOWN
        return ExitCode.OK

    def line(self) -> str:
        rate = self.answered / self.seconds if self.seconds else 0.0
        failed = len(self.failed_shards)
        shards = len(self.outcomes)
        return (f"{self.programs} program{'s' * (self.programs != 1)} in {shards} "
                f"shard{'s' * (shards != 1)}, {self.seconds:.1f} s "
                f"({rate:.1f} programs/s, {self.executor} x{self.workers}): "
                f"{self.count('proven')} proven, {self.count('refuted')} refuted, "
                f"{self.count('unknown')} unknown, {self.mismatches} mismatches"
                + (f", {self.invalid} invalid" if self.invalid else "")
                + (f", {failed} shard{'s' * (failed != 1)} FAILED"
                   + (f" ({self.unanswered} unanswered)" if self.unanswered else "")
                   if failed else "")
                + (f" ({self.resumed} shards resumed)" if self.resumed else ""))

    def lines(self) -> list[str]:
        out = [self.line()]
        out += [f"  {k}: {v}" for k, v in sorted(self.verdicts.items())]
        out += [f"  {f.kind.upper()} {f.shard}: {f.report.splitlines()[0]} -> {f.reproducer}"
                for f in self.failures]
        out += [f"  FAILED {o.key}: {o.reason.splitlines()[0]}" for o in self.failed_shards]
        return out

    def to_json(self) -> dict:
        """The keys every campaign command's --json shares."""
        return {"executor": self.executor, "workers": self.workers,
                "seconds": round(self.seconds, 3), "jobs": len(self.outcomes),
                "programs": self.programs,
                **{v: self.count(v) for v in VERDICTS},
                "mismatches": self.mismatches, "invalid": self.invalid,
                "verdicts": dict(sorted(self.verdicts.items())),
                "failures": [f.to_json() for f in self.failures],
                "failed_shards": [{"shard": o.key, "status": o.status, "reason": o.reason,
                                   "attempts": o.attempts} for o in self.failed_shards],
                "resumed": self.resumed}
