"""Shards: the jobs of a campaign, as frozen values with a stable key.

A shard is deterministic (a seed range, a rule, a before/after pair): run anywhere, by any
worker, it computes the same ``ShardResult``. That is what lets executors differ only in
speed, and what lets ``--resume`` skip a shard by its key.
"""

from __future__ import annotations

import hashlib
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

#: programs per hypothesis run (the campaign's shard size since before this layer existed:
#: kept, so a seed names the same programs as before)
FUZZ_CHUNK = 50
VERDICTS = ("proven", "refuted", "unknown")


@dataclass(frozen=True)
class Failure:
    """A finding, with the file that reproduces it."""
    shard: str
    kind: str            # mismatch (fuzz) | refuted (a rule or a pair)
    report: str
    reproducer: str

    def to_json(self) -> dict:
        return {"shard": self.shard, "kind": self.kind, "report": self.report,
                "reproducer": self.reproducer}


@dataclass(frozen=True)
class ShardResult:
    """What one shard computed. ``verdicts`` counts each answer; ``payload`` is what a command
    needs beyond counts (a rule's proof, for the manifest)."""
    programs: int
    verdicts: tuple[tuple[str, int], ...]
    failures: tuple[Failure, ...] = ()
    mismatches: int = 0
    invalid: int = 0
    payload: object = None

    def count(self, status: str) -> int:
        """Answers ending in ``status`` ("check: proven" counts as proven)."""
        return sum(n for v, n in self.verdicts if v.rsplit(": ", 1)[-1] == status)


class WorkerState:
    """What a worker keeps between shards (the rule library, fuzz properties): built once per
    process, so a warm worker pays the start-up cost once, not per shard."""

    def __init__(self):
        self._cache: dict = {}

    def get(self, key, make):
        if key not in self._cache:
            self._cache[key] = make()
        return self._cache[key]


@dataclass(frozen=True)
class FuzzShard:
    """``count`` programs of one fuzz property from one hypothesis seed."""
    prop: str
    seed: int
    count: int
    max_depth: int
    out: str
    generator: str = "default"
    kind: ClassVar[str] = "fuzz"

    @property
    def key(self) -> str:
        return f"fuzz/{self.generator}/{self.prop}/d{self.max_depth}/s{self.seed}+{self.count}"

    def run(self, state: WorkerState) -> ShardResult:
        from verirw.campaign.fuzzing import run_seed
        state.get(("fuzz", self.max_depth, self.generator), lambda: _warm_fuzz(self))
        count, verdicts, failure = run_seed(self.prop, self.seed, self.count, self.max_depth,
                                            self.out, self.generator)
        failures = ()
        if failure is not None:
            _, _, report, path = failure
            failures = (Failure(self.key, "mismatch", report, str(path)),)
        return ShardResult(count, tuple(sorted(verdicts.items())), failures, len(failures))


def _warm_fuzz(shard: FuzzShard):
    from verirw.testing import fuzz
    return fuzz.properties(shard.max_depth, shard.generator)


def fuzz_shards(names: list[str], *, examples: int, seed: int, max_depth: int, out: Path | str,
                generator: str = "default") -> list[FuzzShard]:
    """The shards of ``verirw fuzz``: per property, seed ranges of ``FUZZ_CHUNK`` programs."""
    return [FuzzShard(name, seed * 100_003 + k, min(FUZZ_CHUNK, examples - k), max_depth,
                      str(out), generator)
            for name in names for k in range(0, examples, FUZZ_CHUNK)]


@dataclass(frozen=True)
class RuleShard:
    """One rule proven by z3 (``prover.prove_rule``). The rule travels with the shard (rules
    are data), so a worker proves exactly the rule the driver loaded."""
    rule: object
    timeout_ms: int
    out: str
    kind: ClassVar[str] = "rule"

    @property
    def name(self) -> str:
        from verirw.egraph.library import qualified_name
        return qualified_name(self.rule)

    @property
    def key(self) -> str:
        return f"rule/{self.name}"

    def run(self, state: WorkerState) -> ShardResult:
        from verirw import prover
        proof = prover.prove_rule(self.rule, self.timeout_ms)
        failures = ()
        if proof.status != "proven":
            folder = Path(self.out)
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"{self.name.replace('/', '.')}.smt2"
            path.write_text(prover.smt_script(proof))
            if proof.status == "refuted":
                failures = (Failure(self.key, "refuted", proof.failure(), str(path)),)
        return ShardResult(1, ((f"rule: {proof.status}", 1),), failures, payload=proof)


def rule_shards(rules: list, *, timeout_ms: int, out: Path | str) -> list[RuleShard]:
    return [RuleShard(rule, timeout_ms, str(out)) for rule in rules]


_PAIR_TEST = '''"""Refuted by `verirw check-batch` ({label}): {reason}"""

import verirw

BEFORE = {before!r}
AFTER = {after!r}


LAYOUTS = {layouts!r}


def test_check_batch_pair_{digest}():
    result = verirw.check(verirw.parse(BEFORE), verirw.parse(AFTER), layouts=LAYOUTS)
    assert result.status == "proven", result.reason
'''


@dataclass(frozen=True)
class PairShard:
    """``verirw check`` semantics on one before/after pair of scripts; ``layouts``: (buffer,
    index map text) pairs, as ``verirw check --layout``."""
    label: str
    before: str
    after: str
    out: str
    timeout_s: float = 60.0
    layouts: tuple[tuple[str, str], ...] = ()
    kind: ClassVar[str] = "pair"

    @property
    def key(self) -> str:
        text = self.before + "\0" + self.after
        if self.layouts:
            text += "\0" + repr(sorted(self.layouts))
        digest = hashlib.sha1(text.encode()).hexdigest()[:10]
        return f"pair/{self.label}/{digest}"

    def _answer(self, status: str, reason: str, **more) -> ShardResult:
        return ShardResult(1, ((f"pair: {status}", 1),), invalid=int(status == "invalid"),
                           payload={"label": self.label, "status": status, "reason": reason},
                           **more)

    def run(self, state: WorkerState) -> ShardResult:
        import verirw
        from verirw.errors import VerirwError
        from verirw.verify import check
        try:
            src, tgt = (_single(verirw.parse_all(text, filename=f"{self.label}:{side}"))
                        for side, text in (("before", self.before), ("after", self.after)))
        except (VerirwError, ValueError) as e:
            return self._answer("invalid", str(e).splitlines()[0])
        # check's own deadline (0.8 of the budget, as `verirw check`): it says what it was
        # doing; the shard's budget is the hard bound around it
        try:
            result = check(src, tgt, layouts=dict(self.layouts), timeout_s=0.8 * self.timeout_s)
        except VerirwError as e:
            from verirw.exitcodes import ExitCode, exit_code_for
            code = exit_code_for(e)
            if code == ExitCode.INTERNAL:
                raise                          # a bug: the shard is an error (exit 4)
            reason = (str(e).splitlines() or [type(e).__name__])[0]
            return self._answer("invalid" if code == ExitCode.INVALID else "unknown", reason)
        failures = ()
        if result.status == "refuted":
            digest = self.key.rsplit("/", 1)[-1]
            folder = Path(self.out)
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / f"test_check_batch_{digest}.py"
            path.write_text(_PAIR_TEST.format(label=self.label, reason=result.reason
                                              .replace('"', "'").splitlines()[0],
                                              before=self.before, after=self.after,
                                              layouts=dict(self.layouts), digest=digest))
            failures = (Failure(self.key, "refuted", f"{self.label}: {result.reason}",
                                str(path)),)
        return ShardResult(1, ((f"pair: {result.status}", 1),), failures,
                           payload={"label": self.label, "status": result.status,
                                    "reason": result.reason})


def _single(items: list):
    if len(items) != 1:
        raise ValueError(f"expected one prim_func or module, found {len(items)}")
    return items[0]


@dataclass(frozen=True)
class FaultShard:
    """Fault injection, for tests and cluster drills: ``exit-once`` kills its worker the first
    time it runs (the marker file remembers), then runs ``inner``; ``hang`` never returns,
    asleep (no CPU: a deadlock); ``spin`` never returns, busy (a loop that never ends);
    ``raise`` raises (a bug in a shard)."""
    name: str
    mode: str
    marker: str = ""
    inner: object = None
    kind: ClassVar[str] = "fault"

    @property
    def key(self) -> str:
        return f"fault/{self.mode}/{self.name}"

    def run(self, state: WorkerState) -> ShardResult:
        if self.mode == "exit-once" and not os.path.exists(self.marker):
            Path(self.marker).write_text(str(os.getpid()))
            os._exit(17)                          # a worker dying mid-shard, no answer
        if self.mode == "raise":
            raise RuntimeError(f"planted bug in shard {self.name}")
        if self.mode == "hang":
            while True:
                time.sleep(1)
        if self.mode == "spin":
            while True:
                pass
        if self.inner is not None:
            return self.inner.run(state)
        return ShardResult(0, ())
