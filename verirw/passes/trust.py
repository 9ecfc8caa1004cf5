"""Safe by default: a pass returns its result only when ``verirw.check`` proves it refines the
input; otherwise the input comes back unchanged, with the reason in the certificate.

Why translation validation rather than trusting each pass's own proofs: the proofs cover the
rules and the side conditions a pass asks about, not the pass's plumbing (which statement it
rewrote, which facts it believed in scope) — a miscompile lives there. ``check`` decides the
result against the contract independently of how it was produced, so one mechanism covers
every pass. Its verdicts:

* **proven** — the result is returned (``certificate.validation`` holds the verdict);
* **unknown**, or ``check`` raising — the input is returned unchanged (``certificate.reverted``
  says why; unknown is never proven);
* **refuted** — a pass produced a program that does not refine its input: an internal bug.
  The input is returned unchanged, ``certificate.reverted`` carries the counterexample, and a
  ``RefutedResultWarning`` is issued so that the bug is not silent.

A pass that proposes candidates and keeps only those ``check`` proves refine the program before
them (the two RFC 0077 primitives) has validated its result step by step — refinement is
transitive — and says so with ``proven_step_by_step``; its final result is then not checked
again (re-checking cost more than the pass itself on RFC examples).

``validate=False`` skips the check. That is **unsafe**: the result is then only as good as the
pass's own proofs, and a pass bug reaches the caller.
"""

from __future__ import annotations

import functools
import inspect
import warnings

from verirw import ir
from verirw.passes.simplify import SimplifyResult

__all__ = ["RefutedResultWarning", "VALIDATE_TIMEOUT_S", "trusted", "validated", "unchanged",
           "proven_step_by_step"]

#: the default budget of one validation (``verirw.check``'s ``timeout_s``): past it the
#: verdict is unknown and the input comes back unchanged
VALIDATE_TIMEOUT_S = 60.0

UNSAFE = ("``validate=False`` is unsafe: it returns the pass's output without proving that it "
          "refines the input (a pass bug then reaches the caller).")

_NOTE = f"""

    Safe by default: the result is returned only when ``verirw.check`` proves it refines the
    input within ``validate_timeout_s`` seconds; otherwise (unknown, refuted, or check failing)
    the input comes back unchanged, ``certificate.reverted`` says why and ``changed`` is False
    (see ``verirw.passes.trust``). {UNSAFE}"""


class RefutedResultWarning(RuntimeWarning):
    """``check`` refuted a pass's output: a verirw bug (please report it with the programs).
    The input was returned unchanged."""


def unchanged(func: ir.PrimFunc, result: SimplifyResult) -> bool:
    """``result`` is ``func`` itself: nothing to prove (refinement is reflexive), so no check
    runs and the certificate says so. Exact equality only — a renamed parameter is a
    different signature, so alpha-equivalent results are checked like any other."""
    from verirw.verify.check import CheckResult
    same = result.func is func or result.func == func
    if same:
        result.certificate.validation = CheckResult("proven", "nothing changed: the result is "
                                                    "the input (no check needed)")
        result.certificate.changed = False
    return same


def proven_step_by_step(cert, changes: int) -> None:
    """Record that each of ``changes`` changes was proven by ``check`` against the program
    before it, so the result refines the input without another check."""
    from verirw.verify.check import CheckResult
    cert.validation = CheckResult("proven", f"each of the {changes} change(s) proven by check "
                                  f"against the program before it (refinement is transitive)")
    cert.by_steps = True


def verdict_of(before: ir.PrimFunc, after: ir.PrimFunc, *, float_mode: str, timeout_s: float,
               localise: bool = True):
    """``check(before, after)``; an exception inside check is an unknown verdict naming it
    (validation must not turn a crash of the checker into a crash of the pass). The concrete
    search runs only when the solver does not decide: a result to validate is nearly always
    correct, and searching first doubled validation's cost (95 -> 49 ms on a hoisted loop).
    ``localise=False`` when the pass knows a local check cannot succeed
    (``Certificate.localisable``). ``timeout_s`` is CPU seconds of this process
    (``verirw.clock``)."""
    from verirw import clock
    from verirw.verify.check import CheckResult, check
    try:
        # CPU seconds, not wall: the pass's verdict must not depend on the machine's load
        with clock.cpu_time():
            return check(before, after, float_mode=float_mode, timeout_s=timeout_s,
                         search="last", localise=localise)
    except Exception as exc:                      # noqa: BLE001 - any failure is "not proven"
        return CheckResult("unknown", f"check raised {type(exc).__name__}: {exc}")


def validated(before: ir.PrimFunc, result: SimplifyResult, *, name: str,
              float_mode: str = "ieee", timeout_s: float = VALIDATE_TIMEOUT_S
              ) -> SimplifyResult:
    """``result`` when it is ``before`` or ``check`` proves it refines ``before``; otherwise
    ``before`` with ``result``'s certificate marked ``reverted`` (and a warning if refuted)."""
    cert = result.certificate
    if unchanged(before, result):
        return result
    if cert.by_steps:
        cert.changed = True
        return result
    verdict = verdict_of(before, result.func, float_mode=float_mode, timeout_s=timeout_s,
                         localise=cert.localisable)
    cert.validation = verdict
    if verdict.status == "proven":
        cert.changed = True
        return result
    return reverted(before, cert, f"{name}: validation {verdict}",
                    refutation=verdict if verdict.status == "refuted" else None)


def reverted(before: ir.PrimFunc, cert, reason: str, *, refutation=None,
             keep: ir.PrimFunc | None = None) -> SimplifyResult:
    """``keep`` (default: ``before``) with ``cert.reverted`` saying why the pass's output was
    dropped; ``refutation`` (a refuted verdict) also raises a ``RefutedResultWarning``."""
    what = "the input" if keep is None else "the last validated program"
    cert.reverted = f"{reason}; returned {what}"
    if refutation is not None:
        replay = {True: "reproduced by the interpreter", False: "not reproduced by the "
                  "interpreter", None: "not replayed"}[refutation.confirmed]
        warnings.warn(f"verirw bug: {reason} ({replay}); {what} was returned instead",
                      RefutedResultWarning, stacklevel=3)
    cert.changed = keep is not None and not (keep == before)
    return SimplifyResult(before if keep is None else keep, cert)


#: why a pass leaves a function with irregular control flow alone (``control_flow_refusal``)
CONTROL_FLOW_REFUSAL = ("the function has while/break/continue, which verirw's passes do not "
                        "transform (docs/semantics.md, \"while, break and continue\"): left "
                        "unchanged")


def control_flow_refusal(func) -> SimplifyResult | None:
    """``func`` unchanged, with the reason in ``certificate.stop``, when it contains ``while``,
    ``break`` or ``continue``: the passes (their analyses, the e-graph's statement model,
    dead-store and region reasoning) assume every loop runs all its iterations to their end,
    so none is applied to such a function, validated or not. Else None."""
    if not isinstance(func, ir.PrimFunc) or not ir.has_control_flow(func):
        return None
    from verirw.passes.simplify import Certificate
    cert = Certificate()
    cert.stop = CONTROL_FLOW_REFUSAL
    cert.changed = False
    return SimplifyResult(func, cert)


def trusted(pass_fn):
    """Make ``pass_fn(func, ...) -> SimplifyResult`` safe by default: adds the keyword
    arguments ``validate=True`` and ``validate_timeout_s``; the check runs in the float mode
    the pass ran in (its ``float_mode`` argument, if it has one)."""
    sig = inspect.signature(pass_fn)

    @functools.wraps(pass_fn)
    def entry(func, *args, validate: bool = True, validate_timeout_s: float = VALIDATE_TIMEOUT_S,
              **kwargs):
        refused = control_flow_refusal(func)
        if refused is not None:
            return refused
        if isinstance(func, ir.PrimFunc):
            from verirw.analysis.races import require_race_free
            require_race_free(func)     # passes reason about loops run in order: race free only
        result = pass_fn(func, *args, **kwargs)
        if not validate:
            return result
        bound = sig.bind(func, *args, **kwargs)
        bound.apply_defaults()
        float_mode = bound.arguments.get("float_mode", "ieee")
        return validated(func, result, name=pass_fn.__name__, float_mode=float_mode,
                         timeout_s=validate_timeout_s)

    extra = [inspect.Parameter("validate", inspect.Parameter.KEYWORD_ONLY, default=True,
                               annotation=bool),
             inspect.Parameter("validate_timeout_s", inspect.Parameter.KEYWORD_ONLY,
                               default=VALIDATE_TIMEOUT_S, annotation=float)]
    entry.__signature__ = sig.replace(parameters=list(sig.parameters.values()) + extra)
    entry.__doc__ = (pass_fn.__doc__ or "").rstrip() + _NOTE
    return entry
