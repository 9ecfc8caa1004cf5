"""The ``verirw fuzz`` campaign: run fuzz properties over many generated programs, keep going
after a failure (with the next seed), save each minimised failure as a pytest file."""

from __future__ import annotations

import collections
import hashlib
import warnings
from dataclasses import dataclass, field
from pathlib import Path

from hypothesis import HealthCheck, given, seed as hseed, settings
from hypothesis.errors import HypothesisWarning

from verirw.testing import fuzz

_TEMPLATE = '''"""Minimised by `verirw fuzz` ({prop}, {generator} programs, seed {seed}): {report}"""

import verirw
from verirw.testing import fuzz, trust_checks
from verirw.testing.edge_cases import RebindingScript

PROGRAMS = {programs!r}


def test_fuzz_failure_{digest}():
    {call}
'''

# how a saved test replays each property; {choice} is the property's second argument
_CALLS = {
    "roundtrip": "fuzz.check_roundtrip(f)", "simplify": "fuzz.check_simplify(f)",
    "pipeline": "fuzz.check_pipeline(f)", "check": "fuzz.check_check(f, {choice})",
    "summary": "fuzz.check_summary(f, {choice})", "layout": "fuzz.check_layout(f, {choice})",
    "codegen": "fuzz._check_codegen(f, {choice})",
    "compose": "trust_checks.check_compose(f, {choice})",
    "rebind": None,
}


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


def _save(out: Path, prop: str, seed: int, err: fuzz.FuzzMismatch, choice: int | None,
          generator: str = "default") -> Path:
    out.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha1(repr(err.programs).encode()).hexdigest()[:10]
    first = next(iter(err.programs))
    template = _CALLS[prop]
    if template is None:           # rebind: the case is text, rebuilt from the saved scripts
        call = ('trust_checks.check_rebind(RebindingScript("S", PROGRAMS["script"], '
                'PROGRAMS["as_store"], "((1,)" in PROGRAMS["script"]))')
    else:
        call = f'f = verirw.parse(PROGRAMS["{first}"])\n    ' + template.format(choice=choice)
    path = out / f"test_fuzz_failure_{digest}.py"
    path.write_text(_TEMPLATE.format(prop=prop, seed=seed, report=err.report.replace('"', "'"),
                                     programs=err.programs, digest=digest, call=call,
                                     generator=generator))
    return path


def _run_one(prop_name: str, seed: int, examples: int, max_depth: int, out: str,
             generator: str = "default"):
    """One hypothesis run; returns (count, verdicts, failure or None)."""
    prop = fuzz.properties(max_depth, generator)[prop_name]
    verdicts: collections.Counter = collections.Counter()
    count = [0]
    last = {}

    @hseed(seed)
    # one failure per run (several distinct ones would come as an ExceptionGroup)
    @settings(max_examples=examples, deadline=None, database=None, report_multiple_bugs=False,
              suppress_health_check=list(HealthCheck))
    @given(prop.strategy)
    def run(args):
        count[0] += 1
        try:
            verdicts[f"{prop_name}: {prop.run(args)}"] += 1
        except fuzz.FuzzMismatch as err:
            last["failed"] = (args, err)
            raise

    try:
        with warnings.catch_warnings():     # "overly large repr" of deep programs
            warnings.simplefilter("ignore", HypothesisWarning)
            run()
    except (fuzz.FuzzMismatch, BaseExceptionGroup):
        # a group when hypothesis calls the failure flaky (a RecursionError depends on how
        # deep the stack already was): the last failing example is saved either way
        if "failed" not in last:
            raise
        args, err = last["failed"]
        choice = args[1] if isinstance(args, tuple) else None
        path = _save(Path(out), prop_name, seed, err, choice, generator)
        return count[0], verdicts, (prop_name, seed, err.report, path)
    return count[0], verdicts, None


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
