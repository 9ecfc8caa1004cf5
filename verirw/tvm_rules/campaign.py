"""``verirw prove --tvm-rules PATH``: the whole classification from a TVM source file, as a
campaign (one shard per rule site, on the campaign executors: local processes or Ray).

The report (``report_json``) holds the counts per class — per site and per pattern (a
``matches_one_of`` site has several) — and one row per site with its alternatives."""

from __future__ import annotations

import collections
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from verirw.tvm_rules.source import Site, read_sites

#: the budgets of one classification (milliseconds per obligation)
TIMEOUT_MS = 5000
SEARCH_MS = 3000


@dataclass(frozen=True)
class TvmSiteShard:
    """One TVM rule site: translated, proven, classified (``classify.classify_site``)."""
    site: Site
    timeout_ms: int = TIMEOUT_MS
    search_ms: int = SEARCH_MS
    kind: ClassVar[str] = "tvm-rule"

    @property
    def key(self) -> str:
        return f"tvm/{self.site.origin}"

    def run(self, state):
        from verirw.campaign.shards import ShardResult
        from verirw.tvm_rules.classify import classify_site, site_class
        results = classify_site(self.site, timeout_ms=self.timeout_ms,
                                search_ms=self.search_ms)
        verdict = {"proven": "proven", "stronger": "proven", "unsound": "refuted",
                   "unknown": "unknown", "out-of-scope": "proven"}[site_class(results)]
        return ShardResult(1, ((f"tvm-rule: {verdict}", 1),), payload=results)

    # hashable despite the Site's dict of declarations
    def __hash__(self):
        return hash(self.key)


def site_shards(path: Path | str, timeout_ms: int = TIMEOUT_MS,
                search_ms: int = SEARCH_MS) -> list[TvmSiteShard]:
    sites = read_sites(Path(path).read_text())
    return [TvmSiteShard(s, timeout_ms, search_ms) for s in sites]


def report_json(path: Path | str, sites: list[Site], results: dict) -> dict:
    """``results``: site origin -> its RuleResults (a site missing there is ``unknown``:
    its shard failed)."""
    from verirw.tvm_rules.classify import CLASSES, site_class
    rows, per_site, per_pattern = [], collections.Counter(), collections.Counter()
    for site in sites:
        alts = results.get(site.origin)
        klass = site_class(alts) if alts else "unknown"
        per_site[klass] += 1
        for r in alts or ():
            per_pattern[r.klass] += 1
        rows.append({"origin": site.origin, "function": site.function, "line": site.line,
                     "macro": site.macro, "guard": site.guard, "class": klass,
                     "patterns": [r.to_json() for r in alts or ()],
                     "reason": "" if alts else "its shard failed"})
    return {"source": str(path), "sites": len(sites),
            "patterns": sum(len(s.sources) for s in sites),
            "counts": {k: per_site.get(k, 0) for k in CLASSES},
            "pattern_counts": {k: per_pattern.get(k, 0) for k in CLASSES},
            "rows": rows}


def classify_file(path: Path | str, workers: int = 1, timeout_ms: int = TIMEOUT_MS,
                  search_ms: int = SEARCH_MS, only=None) -> dict:
    """The report of a whole file, in this process's workers (no CLI)."""
    from verirw.campaign import make_executor, run_shards
    shards = site_shards(path, timeout_ms, search_ms)
    if only is not None:
        shards = [s for s in shards if only(s.site)]
    summary = run_shards("prove-tvm", shards, make_executor("local", workers, None))
    return report_from_summary(path, [s.site for s in shards], summary)


def report_from_summary(path, sites, summary) -> dict:
    results = {o.key.removeprefix("tvm/"): o.result.payload
               for o in summary.outcomes if o.result is not None}
    return report_json(path, sites, results)


def counts_line(report: dict) -> str:
    c, p = report["counts"], report["pattern_counts"]
    return (f"{report['sites']} TVM rule sites ({report['patterns']} patterns): "
            + ", ".join(f"{c[k]} {k}" for k in c)
            + "; patterns: " + ", ".join(f"{p[k]} {k}" for k in p))
