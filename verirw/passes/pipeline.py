"""Passes by name, and a pipeline that runs them to a fixpoint with one certificate.

``verirw.simplify(func, passes=[...])`` is the entry point. A pipeline repeats its passes in
order until a whole round changes nothing (or ``limits.rounds`` rounds / ``limits.seconds``
are spent). Each pass is a refinement with its own proofs; the certificate gathers every
rule that fired, every z3 obligation with its time, every refusal, and one ``Step`` per pass
application (name, seconds, changed or not).

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
from verirw.passes.simplify import Certificate, SimplifyResult


@dataclass(frozen=True)
class Step:
    name: str
    seconds: float
    changed: bool
    func: object = field(default=None, repr=False, compare=False)   # the program after it


def _registry(float_mode: str, limits: Limits, isolated: Callable) -> dict[str, Callable]:
    """Each name bound to its options; the pass module loads when the pass first runs."""
    import importlib
    ms = limits.solver_ms
    options = {
        "remove_no_op": ("no_op", dict(float_mode=float_mode, limits=limits)),
        "hoist_expression": ("hoist", dict(solver_ms=ms)),
        "reduce_loop_extents": ("loop_extents", dict(solver_ms=ms)),
        "merge_adjacent_loops": ("merge_loops", dict(solver_ms=ms)),
        "remove_branching_through_overcompute": ("overcompute", dict(float_mode=float_mode,
                                                                     solver_ms=ms)),
        "remove_overcompute_through_branching": ("branching", dict(float_mode=float_mode)),
        "remove_assume": ("lowering", {}),
        "remove_store_undef": ("lowering", {}),
    }

    def bound(name: str) -> Callable:
        module, kwargs = options[name]
        fn = getattr(importlib.import_module(f"verirw.passes.{module}"), name)
        return lambda f: fn(f, **kwargs)

    return {"simplify": isolated, **{name: (lambda f, n=name: bound(n)(f)) for name in options}}


#: the optimising passes, in the order ``passes="all"`` runs them
ALL = ("simplify", "remove_no_op", "hoist_expression", "reduce_loop_extents",
       "merge_adjacent_loops")
LOWERING = ("remove_assume", "remove_store_undef")
#: schedule primitives a user asks for by name (each proposal is validated by ``check``)
PRIMITIVES = ("remove_branching_through_overcompute", "remove_overcompute_through_branching")
NAMES = ALL + PRIMITIVES + LOWERING


def resolve(passes) -> list[str | Callable]:
    """Names (or verirw pass callables) in order; checks names and the lowering rule."""
    if passes is None:
        passes = ("simplify",)
    elif passes == "all":
        passes = ALL
    elif isinstance(passes, str):
        passes = (passes,)
    out = list(passes)
    for p in out:
        if isinstance(p, str) and p not in NAMES:
            raise ValueError(f"unknown pass {p!r}; passes are {', '.join(NAMES)}")
        if not isinstance(p, str) and not _is_verirw_pass(p):
            raise ValueError(f"{p!r} is not a verirw pass: run your own pass and validate it "
                             f"with verirw.check (or fuzz it with verirw.testing.fuzz.fuzz_pass)")
    names = [p if isinstance(p, str) else _name(p) for p in out]
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
                 isolated: Callable) -> SimplifyResult:
    registry = _registry(float_mode, limits, isolated)
    steps = [(p, registry[p]) if isinstance(p, str) else (_name(p), p) for p in resolve(passes)]
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
        cert.rounds.extend(sub.rounds)
        cert.refusals.extend(sub.refusals)
    cert.steps.append(Step(name, time.perf_counter() - t0, changed))
    return out, changed


def _is_verirw_pass(fn) -> bool:
    inner = fn.func if isinstance(fn, functools.partial) else fn
    return getattr(inner, "__module__", "").startswith("verirw.passes.") \
        and getattr(inner, "__name__", "") in NAMES


def _name(fn) -> str:
    inner = fn.func if isinstance(fn, functools.partial) else fn
    return inner.__name__
