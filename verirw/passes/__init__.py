"""Passes over PrimFuncs, each a refinement of its input (DESIGN.md), and the pipeline.

``simplify(func)`` runs the engine (Simplify); ``simplify(func, passes=[...])`` runs passes
to a fixpoint (``verirw.passes.pipeline``). ``PASSES`` (``verirw.passes.registry``) is the one
registry: each pass is a frozen dataclass (``RemoveNoOp(float_mode="fast").apply(func)``) with
its options as fields and the rule families and obligation kinds it relies on. Each pass is
also a function here with the same options: ``remove_no_op``, ``hoist_expression``,
``reduce_loop_extents``, ``merge_adjacent_loops``, the RFC 0077 primitives
``remove_branching_through_overcompute`` and ``remove_overcompute_through_branching``, and the
lowering passes ``remove_assume``, ``remove_store_undef`` (``lower`` runs both and checks that
no ``T.undef()`` is left).

Every entry point is safe by default: its result is returned only when ``verirw.check``
proves it refines the input, else the input comes back unchanged with the reason in the
certificate (``verirw.passes.trust``); ``validate=False`` opts out and is unsafe."""

from __future__ import annotations

from verirw import ir
from verirw.egraph.engine import Limits
from verirw.errors import VerirwError
from verirw.passes.simplify import Certificate, PassRule, SimplifyResult, simplify_func
from verirw.passes.trust import VALIDATE_TIMEOUT_S, RefutedResultWarning, validated
from verirw.passes.registry import (PASSES, HoistExpression, MergeAdjacentLoops, Pass,
                                    ReduceLoopExtents, RemoveAssume,
                                    RemoveBranchingThroughOvercompute, RemoveNoOp,
                                    RemoveOvercomputeThroughBranching, RemoveStoreUndef,
                                    Simplify)
from verirw.guard import deep

__all__ = ["simplify", "Limits", "SimplifyResult", "Certificate", "ValidationError",
           "RefutedResultWarning",
           "remove_no_op", "hoist_expression", "HoistConditional", "HoistLetBinding",
           "reduce_loop_extents", "merge_adjacent_loops", "remove_assume",
           "remove_store_undef", "lower", "check_lowered", "LoweringError",
           "remove_branching_through_overcompute", "remove_overcompute_through_branching",
           "PASSES", "Pass", "Simplify", "RemoveNoOp", "HoistExpression", "ReduceLoopExtents",
           "MergeAdjacentLoops", "RemoveBranchingThroughOvercompute",
           "RemoveOvercomputeThroughBranching", "RemoveAssume", "RemoveStoreUndef",
           "from_tvm", "from_tvm_config"]


class ValidationError(VerirwError):
    """Kept for compatibility: ``simplify`` no longer raises it. A refuted result now gives
    the input back with a ``RefutedResultWarning`` and the reason in the certificate."""


@deep
def simplify(func, *, passes=None, limits: Limits = Limits(), float_mode: str = "ieee",
             validate: bool = True, validate_timeout_s: float = VALIDATE_TIMEOUT_S,
             isolate: bool = True, extra_rules=(), and_of_ors: bool = False):
    """Simplify a PrimFunc (or each function of an IRModule) with the rule library — or, with
    ``passes`` (names from ``verirw.passes.PASSES``, pass objects such as
    ``RemoveNoOp(cleanup=False)``, or ``"all"``), run those passes to a fixpoint under
    ``limits``; the certificate then also lists one step per pass run.

    Returns ``SimplifyResult(func, certificate)``. ``isolate`` (default) runs the engine in a
    worker process under ``limits.memory_mb``, so an e-graph blow-up costs the round, not the
    caller.

    Safe by default: ``verirw.check`` must prove that the result refines the input within
    ``validate_timeout_s`` seconds (one check of the final program, not one per pass). When it
    does not (unknown, refuted, or check failing), the input comes back unchanged with
    ``certificate.reverted`` saying why and ``changed`` False — except that a pipeline whose
    final program fails is validated pass by pass and keeps its longest validated prefix. A
    refutation is a verirw bug and also issues a ``RefutedResultWarning``
    (``verirw.passes.trust``). ``validate=False`` is **unsafe**: it returns the engine's output
    unproven, so an engine bug reaches the caller.

    ``and_of_ors`` (TVM's ``convert_boolean_to_and_of_ors``): Simplify's branch and select
    conditions come out as an AND of ORs (``verirw.passes.and_of_ors``).
    """
    if isinstance(func, ir.IRModule):
        results = [simplify(f, passes=passes, limits=limits, float_mode=float_mode,
                            validate=validate, validate_timeout_s=validate_timeout_s,
                            isolate=isolate, extra_rules=extra_rules, and_of_ors=and_of_ors)
                   for f in func]
        module = ir.IRModule(tuple(r.func for r in results), func.name)
        return ModuleResult(module, [r.certificate for r in results])
    from verirw.passes.trust import control_flow_refusal
    refused = control_flow_refusal(func)
    if refused is not None:
        return refused          # while/break/continue: no pass transforms such a function
    from verirw.analysis.races import require_race_free
    require_race_free(func)     # the rules reason about loops run in order: race free only
    kwargs = dict(limits=limits, float_mode=float_mode, extra_rules=tuple(extra_rules))

    # validation of the program after a round, done while the worker runs the next round:
    # the last round nearly always finds that program again (the fixpoint)
    early = _EarlyValidation(func, float_mode, validate_timeout_s) \
        if validate and not and_of_ors else None

    def engine(f):
        if isolate:
            return _isolated(f, kwargs, limits, meanwhile=_validation_imports if validate
                             else None, on_progress=early)
        return simplify_func(f, **kwargs)

    if passes is None:
        result = engine(func)
        if early is not None and early.proves(result):
            return result
        if and_of_ors:
            from verirw.passes.and_of_ors import convert_conditions
            body, count = convert_conditions(result.func.body)
            if count:
                result = SimplifyResult(result.func.with_body(body), result.certificate)
                result.certificate.rules_fired[PassRule.AND_OF_ORS] += count
                result.certificate.changed = None
        if validate:
            result = validated(func, result, name="simplify", float_mode=float_mode,
                               timeout_s=validate_timeout_s)
        return result
    from verirw.passes.pipeline import run_pipeline, validated_pipeline
    result = run_pipeline(func, passes, limits=limits, float_mode=float_mode, isolate=isolate,
                          extra_rules=extra_rules)
    if validate:
        result = validated_pipeline(func, result, float_mode=float_mode,
                                    timeout_s=validate_timeout_s)
    return result


class ModuleResult(SimplifyResult):
    def __init__(self, module: ir.IRModule, certificates: list[Certificate]):
        super().__init__(module, certificates[0] if certificates else Certificate())
        self.certificates = certificates

    @property
    def changed(self) -> bool:
        return any(SimplifyResult(None, c).changed for c in self.certificates)


def _validation_imports() -> None:
    """What validating a result imports (``verirw.verify``: ~40 ms in a fresh process), done
    while the engine worker runs rather than after it answers."""
    import verirw.interp  # noqa: F401
    import verirw.verify.aligned  # noqa: F401
    import verirw.verify.check  # noqa: F401


#: the time an early validation (``_EarlyValidation``) may take: past it, the answer is not
#: used and the final program is checked as usual, so at most this much is spent in vain
EARLY_VALIDATION_S = 2.0


class _EarlyValidation:
    """``check(before, program)`` of a program the engine sent after a round, run while the
    engine runs the next round (``Worker.simplify``'s ``on_progress``): on the 42 simplify
    calls of ``benchmarks/vs_tvm_passes.py`` the last round found that very program again
    each time (the fixpoint). ``proves(result)`` applies a proven verdict to the engine's
    final result when that is the program checked (equal IR): the result is then
    validated as ``verirw.passes.trust.validated`` would, by the same check (within
    ``EARLY_VALIDATION_S``). Anything else — another program, a verdict short of proven —
    leaves validation to ``validated``, with its whole budget."""

    def __init__(self, before: ir.PrimFunc, float_mode: str, timeout_s: float):
        self.before, self.float_mode = before, float_mode
        self.timeout_s = min(timeout_s, EARLY_VALIDATION_S)
        self.func, self.localise, self.verdict = None, None, None

    def __call__(self, partial: SimplifyResult) -> None:
        from verirw.passes.trust import verdict_of
        self.func = self.verdict = None
        localise = partial.certificate.localisable
        verdict = verdict_of(self.before, partial.func, float_mode=self.float_mode,
                             timeout_s=self.timeout_s, localise=localise)
        self.func, self.localise, self.verdict = partial.func, localise, verdict

    def proves(self, result: SimplifyResult) -> bool:
        from verirw.passes.trust import unchanged
        cert = result.certificate
        # the very program checked: IR equality (float literals by their bits), not its text
        if self.verdict is None or self.verdict.status != "proven" or cert.by_steps \
                or cert.localisable != self.localise or unchanged(self.before, result) \
                or result.func != self.func:
            return False
        cert.validation = self.verdict
        cert.changed = True
        return True


def _isolated(func, kwargs: dict, limits: Limits, meanwhile=None,
              on_progress=None) -> SimplifyResult:
    from verirw.egraph import isolate
    w = isolate.worker(limits.memory_mb)
    answer = w.simplify(func, kwargs, timeout_s=limits.seconds + 60, meanwhile=meanwhile,
                        on_progress=on_progress)
    if answer[0] == "done":
        return answer[1]
    if answer[0] == "error":
        raise answer[1]
    isolate.forget(limits.memory_mb)
    _, last, reason = answer
    result = last if last is not None else SimplifyResult(func, Certificate())
    result.certificate.stop = reason
    return result


_LAZY = {
    "remove_no_op": "no_op", "hoist_expression": "hoist",
    "HoistConditional": "hoist", "HoistLetBinding": "hoist",
    "reduce_loop_extents": "loop_extents", "merge_adjacent_loops": "merge_loops",
    "remove_assume": "lowering", "remove_store_undef": "lowering", "lower": "lowering",
    "check_lowered": "lowering", "LoweringError": "lowering",
    "remove_branching_through_overcompute": "overcompute",
    "remove_overcompute_through_branching": "branching",
    "from_tvm": "tvm_options", "from_tvm_config": "tvm_options",
}


def __getattr__(name: str):
    """The passes load on first use (each pulls in z3 and the engine)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'verirw.passes' has no attribute {name!r}")
    import importlib
    return getattr(importlib.import_module(f"verirw.passes.{module}"), name)
