"""Equality saturation with limits: one egglog e-graph, the rule library, a schedule.

Each step runs the analysis families (safety, bounds, facts) a few times, then every
rewriting family once; between steps the e-graph's size and the elapsed time are checked
against ``Limits``, so a blow-up stops at a step boundary with the best program so far.
(An allocation failure inside egglog aborts the process instead of raising: callers that
must survive it run the engine in a worker process, see ``verirw.egraph.isolate``.)
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import itertools
import threading
import time
from collections import Counter
from dataclasses import dataclass, field

from verirw.egraph.codec import parse_sexpr
from verirw.egraph import live, translation_cache
from verirw.egraph.library import ANALYSIS, FAMILIES, egglog_instances, load_library

#: analysis rounds per step: deep enough for bounds of nested index expressions, bounded
#: so that contradictory facts cannot ratchet lo/hi forever
ANALYSIS_ROUNDS = 6

#: a rule may match at most max(MIN_MATCH_LIMIT, MATCHES_PER_NODE * initial e-graph size)
#: times per step (back-off scheduler)
MIN_MATCH_LIMIT = 2000
MATCHES_PER_NODE = 4
#: below this size, and while a step grows the graph by less than this factor, steps run
#: without the back-off scheduler (it has a fixed cost of ~18 ms per step)
PLAIN_STEP_NODES = 1000
PLAIN_STEP_GROWTH = 1.5
#: ... but only graphs above this size count as growing fast: a tiny graph's next step cannot
#: match much (the 3-million-match step above had a class of thousands of constants), and the
#: back-off steps were 60% of a pass call on RFC-size functions (56 -> 23 ms median when
#: small graphs step plainly). A step that explodes anyway meets the node limit after it,
#: and the worker's memory limit during it.
GUARD_GROWTH_FROM = 200

#: ``commands`` sends at most this many characters of program text to egglog at once
BATCH_CHARS = 2000
#: ``facts`` puts at most this many characters of unions in one rule (rules are kept until
#: the scope ends, and their memory grows faster than their text)
RULE_CHARS = 500
#: names of the rulesets ``facts`` makes (unique across scopes)
_FACT_SETS = itertools.count()

#: loaded e-graphs per thread: egglog's e-graph refuses to be used from another thread than
#: the one that made it (verirw.guard runs entry points on its own thread)
_POOL = threading.local()


@atexit.register
def _drop_guard_pool():
    """The guard thread's e-graphs must be dropped on that thread (egglog refuses another)."""
    from verirw import guard
    if guard.started():
        guard.call(lambda: _POOL.__dict__.clear())


@dataclass(frozen=True)
class Limits:
    """Budgets of one simplification. Hitting one is not an error: the result is the best
    program extracted so far (every step is sound on its own)."""

    iterations: int = 12       # e-graph steps per round
    nodes: int = 200_000       # e-graph size (tuples of all functions)
    seconds: float = 60.0      # wall clock of the whole simplification
    rounds: int = 6            # contextual-oracle / e-graph rounds
    solver_ms: int = 2000      # per z3 query; unknown means the rewrite does not fire
    memory_mb: int = 4096      # address-space limit of the isolated worker


@dataclass
class RunStats:
    iterations: int = 0
    nodes: int = 0
    seconds: float = 0.0
    stop: str = "saturated"
    matches: Counter = field(default_factory=Counter)


def dom_rows(keys, float_mode: str) -> list[str]:
    """The ``Dom`` rows that say which domain each dtype key belongs to (rules are
    instantiated per domain), in the order of ``keys``."""
    facts = []
    for key in keys:
        if key == "bool":
            facts.append('(Dom "bool" "bool")')
        elif key.startswith("i:uint"):
            # unsigned index arithmetic (uint32/uint64: exact, an overflow below zero
            # poison) gets no index rule: they are proven over the mathematical integers
            # and compute constants there (``x + 3 - 5`` to ``x + -2``), which an unsigned
            # dtype has no literal for. Its value-domain terms (``v:``) get the wrap rules,
            # proven for uint16/uint32/uint64 too (verirw.prover.DOMAIN_DTYPES).
            continue
        elif key.startswith("i:"):
            facts.append(f'(Dom "{key}" "index")')
        elif key.startswith("v:"):
            facts.append(f'(Dom "{key}" "wrap")')
        else:
            facts.append(f'(Dom "{key}" "ieee")')
            if float_mode == "fast":
                facts.append(f'(Dom "{key}" "fast")')
    return facts


def build_library(families: tuple, extra_rules: tuple) -> live.Library:
    """The egglog text of ``families``' rules and ``extra_rules``: the schema and rulesets
    (``header``), then one command per rule instance, each with the tables it reads and
    writes (25-30 ms to translate; from ``translation_cache`` when an earlier process did)."""
    return translation_cache.library(load_library(families) + list(extra_rules), translate)


def translate(rules) -> live.Library:
    """``rules`` translated to egglog, in order (see ``build_library``)."""
    return live.Library(*egglog_instances(rules))


#: ``build_library`` once per configuration, for the shared e-graphs
rule_library = functools.cache(build_library)


class EGraph:
    """The egglog e-graph with verirw's schema and rules loaded."""

    def __init__(self, families=FAMILIES, float_mode: str = "ieee", extra_rules=(),
                 rules: frozenset[int] | None = None, library: live.Library | None = None):
        """The schema and the rule library of ``families`` (and ``extra_rules``): every rule,
        or only the instances ``rules`` lists (indices into ``library``, loaded in library
        order; ``shared`` picks the ones a program can use). Without ``library`` the rules'
        egglog text is made afresh (``translate``, not the cache), as the translation is now in
        this process: a test that plants a wrong translation gets it."""
        self.families = tuple(families) + tuple(sorted({r.family for r in extra_rules}
                                                       - set(families)))
        # imported here, not at the top: loading egglog's native code starts its threads, and
        # a process that has not loaded it can fork the engine's worker (verirw.egraph.isolate)
        from verirw.egraph.bindings import bindings
        self._eg = bindings.EGraph()
        if library is None:
            library = translate(load_library(tuple(families)) + list(extra_rules))
        self._library = library
        self.loaded: frozenset[int] = frozenset()
        self._run(library.header)
        self._load(library.everything if rules is None else rules)
        self.float_mode = float_mode
        self._doms: set[str] = set()
        self._rewriting = [f for f in self.families if f not in ANALYSIS]
        self._analysis = " ".join(f"(run {f})" for f in ANALYSIS if f in self.families)
        # no ruleset runs before the first push: a graph that has run its rules copies more
        # state at every push and pop (2 -> 10 ms a scope with the whole library)

    def _load(self, rules) -> None:
        """Send the rule instances ``rules`` (indices into the library), in library order;
        only after every instance already loaded (``appendable``), so the graph's rules are
        always in library order."""
        rules = sorted(set(rules) - self.loaded)
        if rules and not self.appendable(rules):
            raise ValueError("rules load in library order")
        for k in rules:
            self._run(self._library.instances[k].text)
        self.loaded |= frozenset(rules)

    def appendable(self, rules) -> bool:
        """Whether ``rules`` all come after every rule loaded (in library order)."""
        return not self.loaded or min(rules, default=len(self._library.instances)) \
            > max(self.loaded)

    def _step(self, match_limit: int | None) -> str:
        """One step: the analyses a few times, then each rewriting family once under egglog's
        back-off scheduler — a rule with more than ``match_limit`` matches is skipped for the
        step, so no single step can explode (``(x * c1) * c2`` over the class of 0, which
        holds ``0 * c`` for every constant, once made 3 million matches in one step)."""
        analysis = f"(repeat {ANALYSIS_ROUNDS} (seq {self._analysis}))"
        if match_limit is None:
            runs = " ".join(f"(run {f})" for f in self._rewriting)
            return f"(run-schedule {analysis} (seq {runs}))"
        runs = " ".join(f"(run-with bo {f})" for f in self._rewriting)
        return (f"(run-schedule (let-scheduler bo (back-off :match-limit {match_limit})) "
                f"{analysis} (seq {runs}))")

    @classmethod
    def shared(cls, families=FAMILIES, float_mode: str = "ieee", extra_rules=(), *,
               program=None, dtype_keys=()) -> "EGraph":
        """One loaded e-graph per configuration; use it inside ``scope()`` so every program
        starts from the empty graph.

        ``program`` (the egglog commands a scope will send: terms and facts) with its
        ``dtype_keys``: the graph needs only the rules that can match it (``live``). The
        first graph of a configuration loads just those (a process's first pass call: ~70
        of ~270 rule instances); a graph holding them all is reused; rules a later program
        needs are added when they all come after the loaded ones in library order, else a
        graph with both replaces it (in library order). Rules that cannot match cost more
        than their loading: on a 4,577-node graph 60 steps took 2.2 s and 504 MB with the
        whole library, 0.6 s and 187 MB with the live rules. Without ``program``: the whole
        library. Either way the run is the whole library's: a rule left out could never
        match (``verirw.egraph.live``). ``program=()``: the schema alone, rules to come (the
        engine worker's start, ``verirw.egraph.isolate``)."""
        key = (tuple(families), float_mode, tuple(extra_rules))
        pool = _POOL.__dict__.setdefault("graphs", {})
        egraph = pool.get(key)
        library = rule_library(tuple(families), tuple(extra_rules))
        if program is None:
            need = library.everything
        else:
            need = library.live(live.written([*dom_rows(dtype_keys, float_mode), *program]))
        if egraph is not None and not need <= egraph.loaded and egraph.appendable(
                need - egraph.loaded):
            egraph._load(need)
        elif egraph is None or not need <= egraph.loaded:
            rules = need if egraph is None else need | egraph.loaded
            egraph = pool[key] = cls(families, float_mode, extra_rules, rules=rules,
                                     library=library)
        return egraph

    @contextlib.contextmanager
    def scope(self):
        """Everything added inside is dropped on exit (egglog push/pop)."""
        self._run("(push)")
        saved = set(self._doms)
        try:
            yield self
        finally:
            self._run("(pop)")
            self._doms = saved

    def _run(self, text: str):
        return self._eg.run_program(*self._eg.parse_program(text))

    def command(self, text: str):
        return self._run(text)

    def declare_dtypes(self, keys) -> None:
        """Which domain each dtype key belongs to (rules are instantiated per domain)."""
        new = sorted(set(keys) - self._doms)
        self._doms.update(new)
        facts = dom_rows(new, self.float_mode)
        if facts:
            self._run("\n".join(facts))

    def commands(self, commands: list[str], batch: int = 32, chars: int = BATCH_CHARS) -> None:
        """Run many small commands in small batches (at most ``batch`` commands and, unless
        one command is longer, ``chars`` characters of text each): egglog's cost for one
        program text grows quadratically with its size (32 lets of 2 kB in one text: 2.3 s;
        one by one: 0.11 s)."""
        texts: list[str] = []
        size = 0
        for command in commands:
            if texts and (len(texts) >= batch or size + len(command) > chars):
                self._run("\n".join(texts))
                texts, size = [], 0
            texts.append(command)
            size += len(command) + 1
        if texts:
            self._run("\n".join(texts))

    def facts(self, actions: list[str], chars: int = RULE_CHARS) -> None:
        """Add facts (egglog actions). ``union``s first (while the graph is small), as the
        actions of rules with an empty query, in a ruleset of their own run once: the same
        unions, but one rebuild of the e-graph instead of one per command (a top-level union
        costs more the more the graph holds). The rules stay in memory until the scope ends,
        so they are small (``chars`` of text each): 10,000 statements' 3,334 loop ranges,
        0.96 s as commands (+29 MB), 0.68 s as rules of 500 characters (+91 MB; of 2,000:
        +399 MB). No other schedule runs the ruleset. Then relation rows (``Safe``,
        ``Equiv``...), as commands (no rebuild to save)."""
        unions = [a for a in actions if a.startswith("(union ")]
        if unions:
            self._union_rules(unions, chars)
        self.commands([a for a in actions if not a.startswith("(union ")])

    def _union_rules(self, unions: list[str], chars: int) -> None:
        ruleset = f"facts{next(_FACT_SETS)}"
        self._run(f"(ruleset {ruleset})")
        batch: list[str] = []
        size = 0
        for action in unions:
            if batch and size + len(action) > chars:
                self._run(f"(rule () ({' '.join(batch)}) :ruleset {ruleset})")
                batch, size = [], 0
            batch.append(action)
            size += len(action) + 1
        self._run(f"(rule () ({' '.join(batch)}) :ruleset {ruleset})")
        self._run(f"(run {ruleset} 1)")

    def size(self) -> int:
        out = self._run("(print-size)")
        return sum(n for _, n in out[0].sizes)

    def run(self, limits: Limits, deadline: float) -> RunStats:
        stats = RunStats()
        start = time.perf_counter()
        guarded = self._step(max(MIN_MATCH_LIMIT, MATCHES_PER_NODE * self.size()))
        plain = self._step(None)
        before = self.size()
        grew = 1.0
        for _ in range(limits.iterations):
            # the back-off scheduler costs ~18 ms a step (a plain one ~0.5 ms): small graphs
            # that grow slowly take plain steps
            careful = before > PLAIN_STEP_NODES or (grew > PLAIN_STEP_GROWTH
                                                     and before > GUARD_GROWTH_FROM)
            out = self._run(guarded if careful else plain)
            stats.iterations += 1
            report = out[0].report
            stats.matches.update(report.num_matches_per_rule)
            stats.nodes = self.size()
            grew, before = stats.nodes / max(before, 1), stats.nodes
            if not report.updated:
                stats.stop = "saturated"
                break
            if stats.nodes > limits.nodes:
                stats.stop = f"node limit ({stats.nodes} > {limits.nodes})"
                break
            if time.perf_counter() > deadline:
                stats.stop = f"time limit ({limits.seconds} s)"
                break
        else:
            stats.stop = f"iteration limit ({limits.iterations})"
        stats.seconds = time.perf_counter() - start
        return stats

    def extract(self, name: str):
        out = self._run(f"(extract {name})")
        return parse_sexpr(str(out[0]))
