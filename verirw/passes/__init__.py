"""Passes over PrimFuncs, each a refinement of its input (DESIGN.md), and the pipeline.

``simplify(func)`` runs the engine (Simplify); ``simplify(func, passes=[...])`` runs named
passes to a fixpoint (``verirw.passes.pipeline``). Each pass is also a function here:
``remove_no_op``, ``hoist_expression``, ``reduce_loop_extents``, ``merge_adjacent_loops``,
and the lowering passes ``remove_assume``, ``remove_store_undef`` (``lower`` runs both and
checks that no ``T.undef()`` is left)."""

from __future__ import annotations

from verirw import ir
from verirw.egraph.engine import Limits
from verirw.errors import VerirwError
from verirw.passes.simplify import Certificate, SimplifyResult, simplify_func
from verirw.guard import deep

__all__ = ["simplify", "Limits", "SimplifyResult", "Certificate", "ValidationError",
           "remove_no_op", "hoist_expression", "HoistConditional", "HoistLetBinding",
           "reduce_loop_extents", "merge_adjacent_loops", "remove_assume",
           "remove_store_undef", "lower", "check_lowered", "LoweringError",
           "remove_branching_through_overcompute", "remove_overcompute_through_branching"]


class ValidationError(VerirwError):
    """``simplify(validate=True)``: translation validation refuted the result (an engine bug;
    the counterexample is in the message)."""


@deep
def simplify(func, *, passes=None, limits: Limits = Limits(), float_mode: str = "ieee",
             validate: bool = False, isolate: bool = True, extra_rules=()):
    """Simplify a PrimFunc (or each function of an IRModule) with the rule library — or, with
    ``passes`` (names from ``verirw.passes.pipeline.NAMES``, or ``"all"``), run those passes
    to a fixpoint under ``limits``; the certificate then also lists one step per pass run.

    Returns ``SimplifyResult(func, certificate)``. ``isolate`` (default) runs the engine in a
    worker process under ``limits.memory_mb``, so an e-graph blow-up costs the round, not the
    caller. ``validate`` proves the whole result refines the input with ``verirw.check``: a
    refutation raises ``ValidationError``; an unknown verdict returns the input unchanged
    (an unvalidated result is never returned when validation was asked for).
    """
    if isinstance(func, ir.IRModule):
        results = [simplify(f, passes=passes, limits=limits, float_mode=float_mode,
                            validate=validate, isolate=isolate, extra_rules=extra_rules)
                   for f in func]
        module = ir.IRModule(tuple(r.func for r in results), func.name)
        return ModuleResult(module, [r.certificate for r in results])
    kwargs = dict(limits=limits, float_mode=float_mode, extra_rules=tuple(extra_rules))

    def engine(f):
        return _isolated(f, kwargs, limits) if isolate else simplify_func(f, **kwargs)

    if passes is None:
        result = engine(func)
    else:
        from verirw.passes.pipeline import run_pipeline
        result = run_pipeline(func, passes, limits=limits, float_mode=float_mode,
                              isolated=engine)
    if validate:
        result = _validated(func, result, float_mode, limits)
    return result


class ModuleResult(SimplifyResult):
    def __init__(self, module: ir.IRModule, certificates: list[Certificate]):
        super().__init__(module, certificates[0] if certificates else Certificate())
        self.certificates = certificates


def _isolated(func, kwargs: dict, limits: Limits) -> SimplifyResult:
    from verirw.egraph import isolate
    w = isolate.worker(limits.memory_mb)
    answer = w.simplify(func, kwargs, timeout_s=limits.seconds + 60)
    if answer[0] == "done":
        return answer[1]
    if answer[0] == "error":
        raise answer[1]
    isolate.forget(limits.memory_mb)
    _, last, reason = answer
    result = last if last is not None else SimplifyResult(func, Certificate())
    result.certificate.stop = reason
    return result


def _validated(before, result: SimplifyResult, float_mode: str, limits: Limits):
    from verirw.verify.check import check
    verdict = check(before, result.func, float_mode=float_mode, timeout_s=limits.seconds)
    result.certificate.validation = verdict
    if verdict.status == "refuted":
        raise ValidationError(f"simplify produced a program that does not refine its input: "
                              f"{verdict.reason}")
    if verdict.status != "proven":
        result.certificate.stop = f"validation {verdict.status}: {verdict.reason}"
        return SimplifyResult(before, result.certificate)
    return result



_LAZY = {
    "remove_no_op": "no_op", "hoist_expression": "hoist",
    "HoistConditional": "hoist", "HoistLetBinding": "hoist",
    "reduce_loop_extents": "loop_extents", "merge_adjacent_loops": "merge_loops",
    "remove_assume": "lowering", "remove_store_undef": "lowering", "lower": "lowering",
    "check_lowered": "lowering", "LoweringError": "lowering",
    "remove_branching_through_overcompute": "overcompute",
    "remove_overcompute_through_branching": "branching",
}


def __getattr__(name: str):
    """The passes load on first use (each pulls in z3 and the engine)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'verirw.passes' has no attribute {name!r}")
    import importlib
    return getattr(importlib.import_module(f"verirw.passes.{module}"), name)
