"""Fuzz shards' work: one hypothesis run of a property over a seed, each minimised failure
saved as a pytest file that replays it (by the worker that found it)."""

from __future__ import annotations

import collections
import contextlib
import hashlib
import warnings
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


def save_failure(out: Path, prop: str, seed: int, err: fuzz.FuzzMismatch, choice: int | None,
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


@contextlib.contextmanager
def without_local_constants():
    """Hypothesis (6.131 on) draws now and then from the constants written in the *local*
    modules that ``sys.modules`` holds at the time (verirw's own, from a source checkout), so
    a seed's programs depend on which modules the process happened to import before: a Ray
    worker and a local worker forked from the command gave the same shard different programs
    (``choice`` 4096 against 10000 at its 33rd example). A shard must name the same programs
    everywhere, so its run draws without that pool (hypothesis's built-in constants stay)."""
    try:
        from hypothesis.internal.conjecture import providers
        get, cache = providers._get_local_constants, providers.CONSTANTS_CACHE.cache
        empty = type(providers._local_constants)()
    except (ImportError, AttributeError):      # a hypothesis without the feature
        yield
        return
    providers._get_local_constants = lambda: empty
    cache.clear()                  # permitted values computed with the pool are cached
    try:
        yield
    finally:
        providers._get_local_constants = get
        cache.clear()


def run_seed(prop_name: str, seed: int, examples: int, max_depth: int, out: str,
             generator: str = "default"):
    """One hypothesis run; returns (count, verdicts, failure or None). The programs are a
    function of the arguments alone (``without_local_constants``)."""
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
        with warnings.catch_warnings(), without_local_constants():
            warnings.simplefilter("ignore", HypothesisWarning)   # "overly large repr"
            run()
    except (fuzz.FuzzMismatch, BaseExceptionGroup):
        # a group when hypothesis calls the failure flaky (a RecursionError depends on how
        # deep the stack already was): the last failing example is saved either way
        if "failed" not in last:
            raise
        args, err = last["failed"]
        choice = args[1] if isinstance(args, tuple) else None
        path = save_failure(Path(out), prop_name, seed, err, choice, generator)
        return count[0], verdicts, (prop_name, seed, err.report, path)
    return count[0], verdicts, None
