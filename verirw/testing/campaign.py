"""The ``verirw fuzz`` campaign: run fuzz properties over many generated programs, keep going
after a failure (with the next seed), save each minimised failure as a pytest file."""

from __future__ import annotations

import collections
from dataclasses import dataclass, field
from pathlib import Path

# the work of one fuzz shard lives in the campaign layer (verirw.campaign.fuzzing); the old
# name stays for the tests that call one run directly
from verirw.campaign.fuzzing import run_seed as _run_one  # noqa: F401
from verirw.testing import fuzz


@dataclass
class Summary:
    programs: int = 0
    seconds: float = 0.0
    verdicts: collections.Counter = field(default_factory=collections.Counter)
    failures: list[tuple[str, int, str, Path]] = field(default_factory=list)

    def lines(self) -> list[str]:
        rate = self.programs / self.seconds if self.seconds else 0.0
        out = [f"{self.programs} programs in {self.seconds:.1f} s ({rate:.1f} programs/s), "
               f"{len(self.failures)} mismatches"]
        out += [f"  {k}: {v}" for k, v in sorted(self.verdicts.items())]
        out += [f"  MISMATCH {prop} seed {seed}: {report.splitlines()[0]} -> {path}"
                for prop, seed, report, path in self.failures]
        return out


def run_campaign(names: list[str], *, examples: int, seed: int, workers: int, max_depth: int,
                 out: Path, echo=print, progress=None, generator: str = "default",
                 executor: str = "local", address: str | None = None) -> Summary:
    """The fuzz campaign through the campaign layer (``verirw.campaign``: deterministic shards
    of 50 programs per seed, on local worker processes or Ray); this older summary shape."""
    from verirw.campaign import make_executor, run_shards
    from verirw.campaign.shards import fuzz_shards
    known = fuzz.properties(max_depth, generator)
    unknown = [n for n in names if n not in known]
    if unknown:
        raise ValueError(f"unknown fuzz properties {unknown}; known: {sorted(known)}")
    shards = fuzz_shards(names, examples=examples, seed=seed, max_depth=max_depth, out=out,
                         generator=generator)
    bar = progress(length=len(shards), label="fuzzing") if progress else None
    try:
        merged = run_shards("fuzz", shards, make_executor(executor, workers, address),
                            progress=(lambda o: bar.update(1)) if bar is not None else None)
    finally:
        if bar is not None:
            bar.render_finish()
    failed = merged.failed_shards
    if failed:       # a crash is never a verdict: the caller hears of it
        raise RuntimeError(f"{len(failed)} fuzz shard(s) failed: "
                           + "; ".join(f"{o.key}: {o.reason.splitlines()[0]}" for o in failed))
    summary = Summary(programs=merged.programs, seconds=merged.seconds)
    summary.verdicts.update(merged.verdicts)
    for f in merged.failures:
        shard = next(s for s in shards if s.key == f.shard)
        summary.failures.append((shard.prop, shard.seed, f.report, Path(f.reproducer)))
    return summary
