"""Passes as objects, and the one registry of them.

A pass is a small frozen dataclass (in the style of xDSL's and TVM's pass objects): its
``name``, its options as typed fields with defaults, a docstring that states its contract, and
one method, ``apply(func) -> SimplifyResult`` (the program and its certificate). Class-level
metadata says what the pass relies on, so a certificate can cite it:

* ``rule_families`` — the files of ``rules/`` whose rules its e-graph runs may fire (each rule
  proven by ``verirw prove``; ``rules_fired`` names them ``family/rule``);
* ``obligation_kinds`` — the ``kind`` of every z3 question it may record in
  ``certificate.obligations`` (proven) or ``certificate.refused`` (not proven: the candidate
  was not applied) (``Prover.prove``/``unsat`` in ``verirw/passes/*.py``, the oracle's in
  ``verirw/egraph/oracle.py``);
* ``own_rules`` — the rewrites it counts in ``rules_fired`` under its own name, each one an
  instance of a proven obligation or of a ``verirw.check`` verdict;
* ``by_check`` — its changes are proven by ``verirw.check`` (translation validation), not by
  obligations alone.

``PASSES`` maps each name to its class, in the order ``verirw passes`` and the README list them.
The pipeline (``verirw.passes.pipeline``), the CLI (``verirw simplify --passes``, ``verirw
passes``) and the README's pass table all read it. Every pass is also a function of the same
name (``verirw.passes.remove_no_op(func, ...)``), safe by default; ``apply`` calls it, so the
object and the function cannot disagree (``tests/test_registry.py`` checks that the fields are
the function's options, with the same defaults).

To add a pass: write its entry function in ``verirw/passes/<module>.py`` (decorated with
``verirw.passes.trust.trusted``), then a class here with ``@register`` (CONTRIBUTING.md).
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, ClassVar

from verirw.analysis.obligations import Kind
from verirw.passes.trust import VALIDATE_TIMEOUT_S

if TYPE_CHECKING:                                     # the engine loads only when a pass runs
    from verirw import ir
    from verirw.egraph.engine import Limits
    from verirw.passes.hoist import HoistConditional, HoistLetBinding
    from verirw.passes.simplify import SimplifyResult

__all__ = ["Pass", "PASSES", "Settings", "register", "OPTIMISING", "PRIMITIVE", "LOWERING",
           "names", "markdown_table", "Simplify", "RemoveNoOp", "HoistExpression",
           "ReduceLoopExtents", "MergeAdjacentLoops", "RemoveBranchingThroughOvercompute",
           "RemoveOvercomputeThroughBranching", "RemoveAssume", "RemoveStoreUndef"]

#: stages, in the order a pipeline may run them
OPTIMISING = "optimising"      # run by passes="all", repeated to a fixpoint
PRIMITIVE = "primitive"        # a schedule primitive the user asks for by name
LOWERING = "lowering"          # discards facts the others need: only at the end, once
STAGES = (OPTIMISING, PRIMITIVE, LOWERING)

#: every rule family (the files of rules/): what Simplify runs
ALL_FAMILIES = ("arith", "divmod", "minmax", "cmp", "boolean", "select", "undef", "stmt",
                "safety", "bounds", "facts", "tvm")
#: the oracle's obligations (``verirw/egraph/oracle.py``), asked whenever a program is encoded
ORACLE = (Kind.IN_BOUNDS, Kind.EQUIVALENT, Kind.COMPLEMENTARY)
#: the contextual walk's (``verirw/passes/context.py``), before each e-graph round
CONTEXT = (Kind.DECIDE, Kind.ASSUME_VALUE, Kind.FOLD)
#: remove_no_op's two analyses (``no_op.py``, ``regions.py``), also asked by overcompute
NO_OP = (Kind.KNOWN_VALUE, Kind.DEAD_STORE, Kind.NO_READ, Kind.COVERS)

PASSES: dict[str, type[Pass]] = {}


@dataclass(frozen=True)
class Settings:
    """What one pipeline run (``verirw.simplify(func, passes=...)``) fixes for every pass it
    builds by name: ``Pass.configured`` maps these to the pass's own options."""

    float_mode: str = "ieee"
    limits: Limits = field(default_factory=lambda: _engine().Limits())
    isolate: bool = True
    extra_rules: tuple = ()


@dataclass(frozen=True)
class Pass:
    """A refinement of PrimFuncs (docs/semantics.md, "Refinement"): for every input on which the program is defined,
    the result is defined and agrees on every output location the program defines. Subclasses
    are frozen dataclasses whose fields are the pass's options."""

    #: the name the pipeline, ``--passes`` and the README know the pass by
    name: ClassVar[str]
    #: ``verirw.passes.<module>`` holds the entry function called ``name``
    module: ClassVar[str]
    #: OPTIMISING, PRIMITIVE or LOWERING
    stage: ClassVar[str]
    #: one line for the README table and ``verirw passes``
    summary: ClassVar[str]
    rule_families: ClassVar[tuple[str, ...]] = ()
    obligation_kinds: ClassVar[tuple[str, ...]] = ()
    own_rules: ClassVar[tuple[str, ...]] = ()
    by_check: ClassVar[bool] = False

    def apply(self, func: ir.PrimFunc, *, validate: bool = True,
              validate_timeout_s: float = VALIDATE_TIMEOUT_S) -> SimplifyResult:
        """Run the pass on ``func``. Safe by default: the result is returned only when
        ``verirw.check`` proves it refines ``func``, else ``func`` itself with the reason in
        ``certificate.reverted`` (``verirw.passes.trust``). ``validate=False`` is unsafe."""
        return self.entry()(func, validate=validate, validate_timeout_s=validate_timeout_s,
                            **self.options())

    def options(self) -> dict:
        """The fields, by name (the entry function's keyword arguments)."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    @classmethod
    def entry(cls) -> Callable:
        """The public function this pass runs (it loads the pass's module)."""
        return getattr(importlib.import_module(f"verirw.passes.{cls.module}"), cls.name)

    @classmethod
    def configured(cls, settings: Settings) -> Pass:
        """The pass as a pipeline builds it from its name under ``settings``: each pipeline
        setting the pass has a field of the same name for (``solver_ms`` is the limits')."""
        offered = {"limits": settings.limits, "float_mode": settings.float_mode,
                   "isolate": settings.isolate, "extra_rules": settings.extra_rules,
                   "solver_ms": settings.limits.solver_ms}
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in offered.items() if k in names})


def register(cls: type[Pass]) -> type[Pass]:
    """Add ``cls`` to ``PASSES``; checked here, once: a frozen dataclass with a unique name, a
    known stage, a summary and a docstring."""
    params = vars(cls).get("__dataclass_params__")          # its own, not an inherited one
    if params is None or not params.frozen:
        raise TypeError(f"{cls.__name__}: a pass is a frozen dataclass")
    if cls.name in PASSES:
        raise ValueError(f"{cls.__name__}: a pass named {cls.name!r} is already registered")
    if cls.stage not in STAGES:
        raise ValueError(f"{cls.__name__}: stage {cls.stage!r} is not one of {STAGES}")
    if not cls.summary or not cls.__doc__ or cls.__doc__ == Pass.__doc__:
        raise ValueError(f"{cls.__name__}: a pass states its contract (docstring, summary)")
    PASSES[cls.name] = cls
    return cls


def names(stage: str | None = None) -> tuple[str, ...]:
    """The registered names (of one stage), in registry order."""
    return tuple(n for n, cls in PASSES.items() if stage is None or cls.stage == stage)


def _engine():
    return importlib.import_module("verirw.egraph.engine")


def _entry_default(function: str, module: str, option: str):
    """A field's default read from the entry function (for defaults that need the pass's
    module: the object's default is the function's, never a copy)."""
    def default():
        fn = getattr(importlib.import_module(f"verirw.passes.{module}"), function)
        return inspect.signature(fn).parameters[option].default
    return field(default_factory=default)


# ---------------------------------------------------------------------------------------------
# The passes, in the order ``passes="all"`` runs the optimising ones


@register
@dataclass(frozen=True)
class Simplify(Pass):
    """RFC 0077's Simplify: the proven rule library in an e-graph (egglog), side conditions
    decided by z3, contextual facts by a z3 walk; the best program extracted."""

    name = "simplify"
    module = ""                     # the package's own ``simplify`` (see ``entry``)
    stage = OPTIMISING
    summary = "the proven rule library in an e-graph, z3 side conditions, contextual facts"
    rule_families = ALL_FAMILIES
    obligation_kinds = CONTEXT + ORACLE

    limits: Limits = field(default_factory=lambda: _engine().Limits())
    float_mode: str = "ieee"
    isolate: bool = True
    extra_rules: tuple = ()
    and_of_ors: bool = False

    @classmethod
    def entry(cls) -> Callable:
        # ``verirw.passes.simplify`` the function (the module of that name is the engine's)
        return importlib.import_module("verirw.passes").simplify



@register
@dataclass(frozen=True)
class RemoveNoOp(Pass):
    """RemoveNoOp: drop stores of the value the element already holds (same-value equality,
    proven by z3) and stores overwritten before any read (exact regions), then empty
    statements (the ``stmt`` rules)."""

    name = "remove_no_op"
    module = "no_op"
    stage = OPTIMISING
    summary = "stores of a value already held, dead stores, then empty statements"
    rule_families = ("stmt", "safety", "bounds", "facts")
    obligation_kinds = NO_OP + ORACLE
    own_rules = ("remove-no-op/known-value", "remove-no-op/dead-store",
                 "remove-no-op/unused-let", "remove-no-op/unused-buffer")

    float_mode: str = "ieee"
    limits: Limits = field(default_factory=lambda: _engine().Limits())
    cleanup: bool = True



@register
@dataclass(frozen=True)
class HoistExpression(Pass):
    """HoistExpression: loop-invariant conditions (and the lets they need) move out of loops
    when evaluating them earlier provably cannot fail; refusals name the reason."""

    name = "hoist_expression"
    module = "hoist"
    stage = OPTIMISING
    summary = "loop-invariant conditions and lets out of loops, when evaluating early is safe"
    obligation_kinds = (Kind.LOOP_RUNS, Kind.HOIST_SAFE, Kind.HOIST_REFUSED)
    own_rules = ("hoist/if-stmt", "hoist/bool-expr", "hoist/if-expr", "hoist/let-stmt")

    conditional: HoistConditional = _entry_default("hoist_expression", "hoist", "conditional")
    let_binding: HoistLetBinding = _entry_default("hoist_expression", "hoist", "let_binding")
    solver_ms: int = 2000



@register
@dataclass(frozen=True)
class ReduceLoopExtents(Pass):
    """ReduceLoopExtents: ``for v: if v CMP e and rest:`` narrows the loop's range, drops the
    conjuncts proven true on it, and turns an extent-1 loop into ``v = lo``."""

    name = "reduce_loop_extents"
    module = "loop_extents"
    stage = OPTIMISING
    summary = "loops narrowed to the iterations their guarding `if` allows"
    obligation_kinds = (Kind.REDUCE_SAFE, Kind.REDUCE_DROP, Kind.REDUCE_COMPARE, Kind.REDUCE_REFUSED)
    own_rules = ("reduce-loop-extents/narrow", "reduce-loop-extents/bind",
                 "reduce-loop-extents/empty", "hoist/if-stmt", "hoist/let-stmt")

    solver_ms: int = 2000



@register
@dataclass(frozen=True)
class MergeAdjacentLoops(Pass):
    """MergeAdjacentLoops: adjacent serial loops over the same range become one when z3 proves
    that no moved iteration touches an element another one writes."""

    name = "merge_adjacent_loops"
    module = "merge_loops"
    stage = OPTIMISING
    summary = "adjacent serial loops over one range merged, independence proven"
    obligation_kinds = (Kind.SAME_RANGE, Kind.INDEPENDENT)
    own_rules = ("merge-adjacent-loops/merge",)

    solver_ms: int = 2000



@register
@dataclass(frozen=True)
class RemoveBranchingThroughOvercompute(Pass):
    """RFC 0077's primitive: each conditional (innermost first, inside ``block`` if given) is
    replaced by its branch when that is proven a refinement (a local no-op proof, else
    ``verirw.check``); indices not proven in bounds get the ``% extent`` wrap."""

    name = "remove_branching_through_overcompute"
    module = "overcompute"
    stage = PRIMITIVE
    summary = "conditionals replaced by a branch (overcompute), each proven by check"
    obligation_kinds = (Kind.IN_BOUNDS, Kind.OVERCOMPUTE) + NO_OP
    own_rules = ("overcompute/remove-branch", "overcompute/no-op-where-false")
    by_check = True

    block: str | None = None
    float_mode: str = "ieee"
    wrap: bool = True
    solver_ms: int = 2000
    check_seconds: float = 60.0



@register
@dataclass(frozen=True)
class RemoveOvercomputeThroughBranching(Pass):
    """RFC 0077's reverse primitive, its four steps on ``block`` (or the whole function):
    introduce conditionals from the final padding write, hoist, remove no-ops, simplify —
    each step kept only when ``verirw.check`` proves it."""

    name = "remove_overcompute_through_branching"
    module = "branching"
    stage = PRIMITIVE
    summary = "padding conditionals introduced, hoisted, no-ops removed; each step by check"
    rule_families = ALL_FAMILIES
    own_rules = ("overcompute-to-branching/introduce conditionals",
                 "overcompute-to-branching/hoist conditionals",
                 "overcompute-to-branching/remove no-ops", "overcompute-to-branching/simplify")
    by_check = True

    block: str | None = None
    float_mode: str = "ieee"
    check_seconds: float = 60.0



@register
@dataclass(frozen=True)
class RemoveAssume(Pass):
    """Lowering: every ``T.assume`` becomes a no-op (TVM's RemoveCompileTimeAssume). Only after
    every optimising pass: they use the assumes."""

    name = "remove_assume"
    module = "lowering"
    stage = LOWERING
    summary = "every `T.assume` dropped (lowering)"
    own_rules = ("lowering/remove-assume",)


@register
@dataclass(frozen=True)
class RemoveStoreUndef(Pass):
    """Lowering: every store whose value is undef (``T.undef()`` or an expression undef
    propagates to) becomes a no-op. Only after every optimising pass: they use the
    permissions."""

    name = "remove_store_undef"
    module = "lowering"
    stage = LOWERING
    summary = "every store of an undef value dropped (lowering)"
    own_rules = ("lowering/remove-store-undef",)


def markdown_table() -> str:
    """The README's pass table (``tests/test_registry.py`` keeps the README equal to it)."""
    def codes(items) -> str:
        return ", ".join(f"`{x}`" for x in items) or "—"

    lines = ["| pass | stage | what it does | rule families | obligation kinds |",
             "|---|---|---|---|---|"]
    for name, cls in PASSES.items():
        families = "all" if cls.rule_families == ALL_FAMILIES else codes(cls.rule_families)
        kinds = ", ".join([codes(cls.obligation_kinds)] * bool(cls.obligation_kinds)
                          + ["`verirw.check`"] * cls.by_check) or "—"
        lines.append(f"| `{name}` | {cls.stage} | {cls.summary} | {families} | {kinds} |")
    return "\n".join(lines)
