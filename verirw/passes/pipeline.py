"""Passes by name, and a pipeline that runs them to a fixpoint with one certificate.

``verirw.simplify(func, passes=[...])`` is the entry point; the passes and their stages come
from the registry (``verirw.passes.registry.PASSES``). A pipeline repeats its passes in
order until a whole round changes nothing (or ``limits.rounds`` rounds / ``limits.seconds``
are spent). Each pass is a refinement with its own proofs; the certificate gathers every
rule that fired, every z3 obligation with its time, every refusal, and one ``Step`` per pass
application (name, seconds, changed or not).

Validation (``verirw.simplify``'s default): the passes run unvalidated and ``check`` proves the
final program refines the input — one check for the whole pipeline, cheaper than one per
pass application. When that check does not prove it, the pass applications are validated
one by one (each against the last validated program; refinement is transitive) and the
longest validated prefix is returned, so one unprovable or wrong late step does not discard
the work before it. Both share one budget, ``timeout_s``.

Lowering passes (``remove_assume``, ``remove_store_undef``) discard facts and permissions the
other passes use, so they may only come after every optimising pass; they run once.
"""

from __future__ import annotations

import functools
import time
from dataclasses import dataclass, field
from typing import Callable

from verirw import ir
from verirw.egraph.engine import Limits
from verirw.passes import registry
from verirw.passes.registry import PASSES, Pass, Settings
from verirw.passes.simplify import Certificate, SimplifyResult


@dataclass(frozen=True)
class Step:
    name: str
    seconds: float
    changed: bool
    func: object = field(default=None, repr=False, compare=False)   # the program after it


#: the optimising passes, in the order ``passes="all"`` runs them
ALL = registry.names(registry.OPTIMISING)
LOWERING = registry.names(registry.LOWERING)
#: schedule primitives a user asks for by name (each proposal is validated by ``check``)
PRIMITIVES = registry.names(registry.PRIMITIVE)
NAMES = ALL + PRIMITIVES + LOWERING


def resolve(passes) -> list[str | Pass | Callable]:
    """Names, pass objects (``verirw.passes.registry``) or verirw pass functions, in order;
    checks names and the lowering rule."""
    if passes is None:
        passes = ("simplify",)
    elif passes == "all":
        passes = ALL
    elif isinstance(passes, (str, Pass)):
        passes = (passes,)
    out = list(passes)
    for p in out:
        if isinstance(p, str) and p not in NAMES:
            raise ValueError(f"unknown pass {p!r}; passes are {', '.join(NAMES)}")
        if isinstance(p, Pass) and PASSES.get(p.name) is not type(p):
            raise ValueError(f"{p!r} is not a registered verirw pass (verirw.passes.PASSES)")
        if not isinstance(p, (str, Pass)) and not _is_verirw_pass(p):
            raise ValueError(f"{p!r} is not a verirw pass: run your own pass and validate it "
                             f"with verirw.check (or fuzz it with verirw.testing.fuzz.fuzz_pass)")
    names = [_name(p) for p in out]
    seen_lowering = False
    for name in names:
        if name in LOWERING:
            seen_lowering = True
        elif seen_lowering:
            raise ValueError(f"{name} comes after a lowering pass; lowering passes "
                             f"({', '.join(LOWERING)}) discard assumes and undef permissions "
                             f"that {name} would need, so they must come last")
    return out


def run_pipeline(func: ir.PrimFunc, passes, *, limits: Limits, float_mode: str,
                 isolate: bool = True, extra_rules=()) -> SimplifyResult:
    """``passes`` (see ``resolve``) to a fixpoint, unvalidated (``validated_pipeline`` checks
    the result). A pass named is built from the registry with this run's settings; a pass
    object keeps its own options (its float mode must be the pipeline's, which validation
    uses)."""
    settings = Settings(float_mode=float_mode, limits=limits, isolate=isolate,
                        extra_rules=tuple(extra_rules))
    steps = [_runner(p, settings) for p in resolve(passes)]
    optimising = [(n, fn) for n, fn in steps if n not in LOWERING]
    lowering = [(n, fn) for n, fn in steps if n in LOWERING]
    cert = Certificate()
    cert.steps = []
    start = time.perf_counter()
    deadline = start + limits.seconds
    cert.stop = f"round limit ({limits.rounds})"
    for _ in range(limits.rounds if optimising else 0):
        changed = False
        for name, fn in optimising:
            func, did = _apply(name, fn, func, cert)
            changed |= did
        if not changed:
            cert.stop = "fixpoint"
            break
        if time.perf_counter() > deadline:
            cert.stop = f"time limit ({limits.seconds} s)"
            break
    for name, fn in lowering:
        func, _ = _apply(name, fn, func, cert)
    if not optimising:
        cert.stop = "done"
    cert.seconds = time.perf_counter() - start
    return SimplifyResult(func, cert)


def _apply(name: str, fn: Callable, func: ir.PrimFunc, cert: Certificate):
    t0 = time.perf_counter()
    result = fn(func)
    out = result.func if isinstance(result, SimplifyResult) else result
    changed = not (out == func)
    if isinstance(result, SimplifyResult):
        sub = result.certificate
        cert.rules_fired.update(sub.rules_fired)
        cert.obligations.extend(sub.obligations)
        cert.refused.extend(sub.refused)
        cert.rounds.extend(sub.rounds)
        cert.refusals.extend(sub.refusals)
        cert.localisable = cert.localisable and sub.localisable
    cert.steps.append(Step(name, time.perf_counter() - t0, changed, out))
    return out, changed


def validated_pipeline(func: ir.PrimFunc, result: SimplifyResult, *, float_mode: str,
                       timeout_s: float) -> SimplifyResult:
    """``result`` if ``check`` proves it refines ``func`` (the whole program, or every pass
    application against the one before); else the longest prefix of pass applications so
    proven (the input when there is none) with ``certificate.reverted`` naming the failing
    application. One budget, ``timeout_s``, for all the checks."""
    from verirw.passes.trust import reverted, unchanged, verdict_of
    from verirw.verify.check import CheckResult
    cert = result.certificate
    if unchanged(func, result):
        return result
    deadline = time.monotonic() + timeout_s
    whole = verdict_of(func, result.func, float_mode=float_mode, timeout_s=timeout_s,
                       localise=cert.localisable)
    cert.validation = whole
    if whole.status == "proven":
        cert.changed = True
        return result
    changing = [(k, s) for k, s in enumerate(cert.steps, 1) if s.changed]
    good, kept, failure, refutation = func, 0, None, None
    for k, step in changing:
        left = deadline - time.monotonic()
        if left <= 0:
            failure = f"no validation budget left for pass application {k} ({step.name})"
            break
        verdict = verdict_of(good, step.func, float_mode=float_mode, timeout_s=left)
        if verdict.status != "proven":
            failure = f"pass application {k} ({step.name}): validation {verdict}"
            refutation = verdict if verdict.status == "refuted" else None
            break
        good, kept = step.func, kept + 1
    if failure is None and whole.status == "unknown":        # proven step by step
        cert.validation = CheckResult("proven", f"each of the {kept} changing pass applications "
                                      f"proven to refine the one before (the whole program: "
                                      f"{whole})")
        cert.changed = True
        return result
    if refutation is None and whole.status == "refuted":
        refutation = whole
    reason = f"pipeline: validation {whole}" + (f"; {failure}" if failure else
                                                "; yet every pass application was proven")
    keep = good if kept and failure is not None else None   # never the refuted final program
    out = reverted(func, cert, reason, refutation=refutation, keep=keep)
    if keep is not None:
        out.certificate.reverted += (f" (after {kept} of {len(changing)} changing pass "
                                     f"applications, each proven by check)")
    return out


def _runner(p, settings: Settings) -> tuple[str, Callable]:
    """``(name, func -> result)`` of one entry of ``passes``."""
    if isinstance(p, str):
        p = PASSES[p].configured(settings)
    if not isinstance(p, Pass):
        return _name(p), p                               # a verirw pass function, as given
    mode = getattr(p, "float_mode", settings.float_mode)
    if mode != settings.float_mode:
        raise ValueError(f"{p.name} runs with float_mode={mode!r} in a pipeline validated "
                         f"with float_mode={settings.float_mode!r}: give the pipeline's")
    # unvalidated here: the pipeline validates its result (validated_pipeline)
    return p.name, functools.partial(p.apply, validate=False)


def _is_verirw_pass(fn) -> bool:
    inner = fn.func if isinstance(fn, functools.partial) else fn
    return getattr(inner, "__module__", "").startswith("verirw.passes.") \
        and getattr(inner, "__name__", "") in NAMES


def _name(fn) -> str:
    if isinstance(fn, (str, Pass)):
        return fn if isinstance(fn, str) else fn.name
    inner = fn.func if isinstance(fn, functools.partial) else fn
    return inner.__name__
