"""Translation validation: does ``after`` refine ``before``? (DESIGN.md, "Refinement")

For every input on which ``before`` is defined (its assumes hold, it has no undefined
behaviour), ``after`` must run without undefined behaviour (its own assumes included), and every
element of every parameter buffer whose final value ``before`` defines must hold the same value
(same bits: -0.0 differs from 0.0, NaN equals NaN) after ``after``.

Both programs are executed symbolically (verify.symexec) over the same input elements and the
negation of that statement goes to z3: unsat is **proven**, a model is **refuted** (decoded to
input arrays and the first failure), anything else is **unknown**. The decision does not depend
on how ``after`` was produced.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
from dataclasses import dataclass

import numpy as np
import z3

from verirw import clock
from verirw import bf16, ir, smt, solver
from verirw.errors import ArgumentError, ResourceLimitError, VerirwError
from verirw.guard import deep
from verirw.semantics import contains_undef
from verirw.verify.layout import InputRelation, check_signatures, relate_inputs
from verirw.verify.localise import comparing_definedness
from verirw.verify.obligations import (decided_by_work, scalar_ranges,
                                       scalar_terms as scalar_term_map, scalar_values,
                                       solve_obligations)
from verirw.verify.result import EXIT_CODES, CheckResult
from verirw.verify.sizes import promise
from verirw.verify.symexec import (Budget, BudgetExceeded, Unsupported, effect_obligations, execute,
                                    most_statements, work_budget as symexec_work)
from verirw.verify.unchanged import unchanged
from verirw.visit import walk
from verirw.packed import is_packed
from verirw.inline import InlineError, has_calls, inline_calls


def _select(node, function: str | None) -> ir.PrimFunc:
    if isinstance(node, ir.PrimFunc):
        return node
    if isinstance(node, ir.IRModule):
        if function is not None:
            return node[function]
        if len(node.functions) == 1:
            return node.functions[0]
        raise ArgumentError(f"module {node.name} has several functions; name one with function=")
    raise ArgumentError(f"check expects PrimFuncs or IRModules, not {type(node).__name__}")


#: how ``check`` executes loops (see ``check``)
METHODS = ("auto", "unroll", "summary")
#: above this many statements or input elements, "auto" tries loop summaries first
SUMMARY_FROM = 2048
#: the concrete search (verify.search) that runs first gets this share of the timeout, at most
#: SEARCH_MAX_S, spent as interpreter work (SEARCH_WORK_PER_S): small programs try all their
#: inputs well within it
SEARCH_SHARE, SEARCH_MAX_S = 0.1, 2.0
#: interpreter work units (``verify.search.run_cost``: a run's statements and input elements)
#: per second of the search's share. Measured over RFC 0077's examples on this machine, quiet:
#: 26,000-650,000 units per second, 40,000-55,000 for the largest (L2708: one run of both
#: programs, 20,000 units, 170-650 ms)
SEARCH_WORK_PER_S = 50_000
#: symbolic work units (``verify.symexec.SymbolicWork``: statements, and the elements that
#: data-dependent accesses chain over) per second of a share: ~10,000 on this machine, quiet
#: (RFC L2708 against L2729 unrolled: 16,704 statements in 1.9 s; L2708's local check, 2,817
#: statements and 124 accesses chained over 1,024 elements each, ~130,000 units: 6 s)
SYMBOLIC_PER_S = 10_000
#: a share of effort that chooses a path (the search, localised checks, loop summaries, the
#: exact-arithmetic search) is spent as deterministic units — solver work, symbolic work,
#: interpreter runs — so the path taken is the same at any machine load; wall time bounds a
#: share only from outside, at this many times its nominal seconds (past it the share answers
#: as if spent: unknown, and the next path is tried). Quiet, a share's units take up to ~2.2x
#: its nominal seconds (RFC L2708's localised try: 2 s of units in 2.4-4.4 s), so the units
#: decide up to a ~4.5x slower machine (beside two CPU hogs and this machine's other work, the
#: overcompute test of L2708 ran 3.7x slower: 25 s of CPU in 93 s)
SHARE_WALL_SLACK = 10
#: when ``check`` runs the concrete search (see ``check``'s ``search``)
SEARCH_WHEN = ("first", "last", "never")
#: programs executing at most this many statements are cheap to unroll: loop summaries and
#: localised checks then get SUMMARY_TRY_S seconds (each) before unrolling decides
UNROLL_CHEAP, SUMMARY_TRY_S = 50_000, 2.0
#: the share of the timeout that localised checks of large programs may take (verify.localise)
LOCALISED_SHARE = 1 / 3
#: programs executing more statements (or with more input elements) skip the search
SEARCH_MAX_STATEMENTS = 100_000
#: the share of the timeout the aligned (structural) proof may take
ALIGNED_SHARE = 1 / 3
#: the solver work (z3 rlimit units) of one leaf of the aligned proof of a small pair, which
#: unrolling decides anyway: a leaf that fails costs ~0.1 s, not the large pairs' seconds
#: (and its floats are never bit-blasted: an abstraction of them or nothing). Asked in a fresh
#: z3 context (the same search whatever the process asked before), the README's example's
#: leaf takes 115,645 units; in the shared context it had taken 89,800 or more, by history
SMALL_LEAF_WORK = 250_000


#: a wall-time bound on the checks made inside a share (``_localised``): a check's deadline
#: is never past it. A context variable, not a parameter: it is no part of ``check``'s
#: public signature
_WALL: contextvars.ContextVar[float | None] = contextvars.ContextVar("verirw_check_wall",
                                                                     default=None)


@dataclass(frozen=True)
class _Share:
    """A nominal share of a check's effort (``seconds`` of a quiet machine), spent as
    deterministic units: z3 work (``solver.work_budget``, ``solver.WORK_PER_MS`` units per ms),
    symbolic work (``symexec.work_budget``, ``SYMBOLIC_PER_S``) and interpreter work
    (``SEARCH_WORK_PER_S``); ``wall`` is only the outer bound (``SHARE_WALL_SLACK`` times the
    share, never past the check's deadline less ``keep``: the time a try leaves the paths
    after it, a third of the timeout as when shares were time)."""
    seconds: float
    keep: float = 0.0

    def work(self) -> int:
        return max(1, int(self.seconds * 1000 * solver.WORK_PER_MS))

    def symbolic(self) -> int:
        return max(1, int(self.seconds * SYMBOLIC_PER_S))

    @contextlib.contextmanager
    def spent(self):
        """Within the block, z3 and the symbolic executors spend this share's units."""
        with solver.work_budget(self.work()), symexec_work(self.symbolic()), \
                decided_by_work():
            yield

    def search_work(self) -> int:
        return max(1, int(self.seconds * SEARCH_WORK_PER_S))

    def wall(self, deadline: float) -> float:
        return min(deadline - self.keep, clock.now() + self.seconds * SHARE_WALL_SLACK)


def _unknown_past_limits(fn):
    """``check`` through the depth guard: a ResourceLimitError is an answer, unknown. With
    ``max_work`` (z3 resource units), every solver question shares that deterministic budget
    (``solver.work_budget``), and the answer is the same at any machine load as long as the
    wall-clock ``timeout_s`` (then only the outer bound) does not run out first."""
    @functools.wraps(fn)
    def wrapper(before, after, **kwargs):
        start = clock.now()
        try:
            with solver.work_budget(kwargs.get("max_work")) as work, \
                    (decided_by_work() if work is not None else contextlib.nullcontext()):
                result = deep(fn, what="a program to check")(before, after, **kwargs)
            if work is not None:
                result.details["solver_work"] = work.spent
            return result
        except ResourceLimitError as e:
            return CheckResult("unknown", f"resource limit ({e.resource}): {e}",
                               time_s=clock.now() - start,
                               details={"resource": e.resource,
                                        "float_mode": kwargs.get("float_mode", "ieee")})
    return wrapper


@_unknown_past_limits
def check(before, after, *, function: str | None = None, layouts: dict | None = None,
          timeout_s: float = 60.0, max_statements: int = 2_000_000,
          scalars: dict[str, int] | None = None, confirm: bool = True,
          float_mode: str = "ieee", method: str = "auto", search: str = "first",
          localise: bool = True, max_work: int | None = None) -> CheckResult:
    """Decide whether ``after`` refines ``before``.

    ``max_work``: the solver work (z3 resource units) every question of this check shares, a
    deterministic bound (``solver.work_budget``, applied by ``_unknown_past_limits``); None:
    only the time limits.

    ``layouts`` maps a buffer name to an IndexMap (or a callable / text accepted by
    ``IndexMap``) relating ``after``'s transformed buffer to ``before``'s: element ``i`` of the
    original is element ``map(i)`` of the transformed one; the padding of a transformed input is
    a free input of ``after``, constrained only by ``after``'s leading assumes.
    Modules are checked function by function (``function=`` picks one).
    ``float_mode="fast"`` checks floats as exact reals (fast-math: reassociation allowed, no
    NaN/inf); the default "ieee" demands bit-identical IEEE results.
    ``method``: "unroll" runs loops iteration by iteration (up to ``max_statements``);
    "summary" summarises loops whose iterations are independent (verify.summary_check) and
    unrolls only the others, so its cost does not grow with trip counts and loop bounds may be
    scalar parameters; "auto" (default) unrolls small programs and summarises large ones or those
    with symbolic loop bounds, falling back to the other method when one cannot decide.
    ``search``: when to run both programs on special inputs (``verify.search``), which
    refutes quickly where the solver is slow: "first" (default), "last" (only when the solver
    does not decide — for validating results expected to be correct, where the search is
    pure cost), or "never".
    ``confirm`` (default): a solver's counterexample is replayed in the reference interpreter
    (``result.confirmed``); one it does not reproduce, in a program without ``T.undef()``,
    layouts or unknown functions, is an encoding disagreement and the answer unknown. A loop
    summary's counterexample is a verdict only once reproduced, so with ``confirm=False`` it
    is unknown — for callers that need only "proven or not" (a pass trying candidates).
    ``localise`` (default): for large programs, first try to prove only the statements
    ``after`` replaced, from every state that reaches them (verify.localise); a caller whose
    own local proof of the same replacement already failed passes False.
    """
    if method not in METHODS:
        raise ArgumentError(f"method must be one of {METHODS}, not {method!r}")
    if search not in SEARCH_WHEN:
        raise ArgumentError(f"search must be one of {SEARCH_WHEN}, not {search!r}")
    try:        # a call between a module's functions means the callee's body (verirw.inline)
        before, after = (inline_calls(m) if isinstance(m, ir.IRModule) else m
                         for m in (before, after))
    except InlineError as e:
        return CheckResult("unknown", f"a call between the module's functions: {e}")
    if isinstance(before, ir.IRModule) and isinstance(after, ir.IRModule) and function is None:
        return _check_modules(before, after, layouts=layouts, timeout_s=timeout_s,
                              max_statements=max_statements, scalars=scalars, confirm=confirm,
                              float_mode=float_mode, method=method, search=search,
                              localise=localise)
    src, tgt = _select(before, function), _select(after, function)
    try:        # bfloat16's meaning: computed in float32, rounded where stored (verirw.bf16)
        src, tgt = bf16.legalize(src), bf16.legalize(tgt)
    except bf16.Unsupported as e:
        return CheckResult("unknown", str(e))
    if has_calls(src.body) or has_calls(tgt.body):      # its meaning depends on the callee
        return CheckResult("unknown", "a function that calls another function of its module "
                                      "has a meaning only with that module: pass the IRModules")
    layouts, scalars = layouts or {}, scalars or {}
    start = clock.now()
    if is_packed(tgt) and not is_packed(src) and not layouts:
        # the calling-convention change (tirx.MakePackedAPI): two obligations, each a check
        from verirw.packed.convention import check_convention
        result = check_convention(src, tgt, check, timeout_s=timeout_s, float_mode=float_mode,
                                  max_statements=max_statements, confirm=confirm,
                                  method=method, search=search, localise=localise,
                                  max_work=max_work)
        result.details["packed"] = True
        return _finished(result, start, Budget(max_statements), float_mode)
    if is_packed(src) or is_packed(tgt):
        lowered = _packed(src, tgt, layouts, float_mode)
        if isinstance(lowered, CheckResult):
            return _finished(lowered, start, Budget(max_statements), float_mode)
        kwargs = dict(timeout_s=timeout_s, max_statements=max_statements, scalars=scalars,
                      confirm=confirm, float_mode=float_mode, method=method, search=search,
                      localise=localise, max_work=max_work)
        if search != "never" and float_mode == "ieee" and unchanged(*lowered) is None:
            # special inputs on one well-formed call refute in a moment what the solver,
            # through unknown functions of the record, may need the whole budget for (a pair
            # the translation makes alpha-equivalent is proven by reflexivity below: no search)
            found = _on_a_well_formed_call(lowered, timeout_s, start + timeout_s)
            if found is not None:
                found.reason = f"TVM's packed calling convention, translated (verirw.packed): " \
                               f"{found.reason}"
                found.details["packed"] = True
                return _finished(found, start, Budget(max_statements), float_mode)
        result = check(*lowered, **kwargs)
        if result.status != "proven" and not result.confirmed and confirm:
            concrete = _on_the_solvers_record(lowered, result, start, kwargs)
            result = result if concrete is None else concrete
        result.reason = f"TVM's packed calling convention, translated (verirw.packed): " \
                        f"{result.reason}"
        result.details["packed"] = True
        return result
    if not layouts:     # what every valid call promises of symbolic sizes, in both (verify.sizes)
        src, tgt = promise(src, tgt)
    wall = _WALL.get()
    deadline = start + timeout_s if wall is None else min(start + timeout_s, wall)
    budget = Budget(max_statements, deadline)
    searchable, aligned_why = False, ""
    try:
        check_signatures(src, tgt, layouts)          # signature errors first, with a hint
        _require_race_free(src, tgt)
        same = None if layouts else unchanged(src, tgt)
        if same is not None and _readable(src):      # reflexivity: no search, no solver
            return _finished(CheckResult("proven", same, details={
                "obligations": 0, "unchanged": True}), start, budget, float_mode)
        most = max(most_statements(src.body), most_statements(tgt.body),
                   _elements(src), _elements(tgt))
        result, why_not = None, None
        # the interpreter is IEEE; and a run must end well within the search's share (a run
        # cannot be interrupted: 128**6 no-op iterations would never end)
        searchable = (float_mode == "ieee" or not _has_floats(src)) \
            and most <= SEARCH_MAX_STATEMENTS and search != "never" \
            and _runnable(src) and _runnable(tgt)
        if searchable and search == "first":
            result = _search(src, tgt, layouts, scalars, timeout_s, deadline)
        if result is None and method == "auto" and not layouts:
            # loops that correspond are proven by induction on their bodies: no unrolling
            # (verify.aligned); it only proves, any other answer falls through. Small pairs
            # unroll cheaply: the structure gets a little work, as much as a failure may cost.
            # Its leaves are bounded by work; the share is wall time from outside only
            small = most <= SUMMARY_FROM
            result, aligned_why = _aligned(
                src, tgt, min(deadline, clock.now() + timeout_s * ALIGNED_SHARE), scalars,
                float_mode, SMALL_LEAF_WORK if small else None)
        if result is None and method == "auto" and most > SUMMARY_FROM and not layouts \
                and localise:
            # a local program indexes by symbolic loop variables, which the solver finds harder
            # than the whole program's constant indices (RFC L2708: a local question took 11 s
            # to be refuted, where unrolling proves the whole programs in 3 s)
            share = timeout_s * LOCALISED_SHARE
            if most <= UNROLL_CHEAP:
                share = min(share, SUMMARY_TRY_S)
            result = _localised(src, tgt, _Share(share, timeout_s / 3), deadline,
                                max_statements, scalars, float_mode)
        if result is None and (method == "summary" or (method == "auto" and most > SUMMARY_FROM)):
            # leave unrolling time when it can still decide; when unrolling is cheap, summaries
            # get a moment only (an RFC reduction: summarised, z3 timed out after 19.5 s;
            # unrolled, proven in 2.6 s). A share is work (``_Share``); the last path, the
            # whole time
            share = (None if method == "summary" or most > max_statements
                     else _Share(min(timeout_s / 3, SUMMARY_TRY_S), timeout_s / 3)
                     if most <= UNROLL_CHEAP else _Share(timeout_s / 3, timeout_s / 3))
            result, why_not = _summarised(src, tgt, layouts, deadline, scalars, float_mode,
                                          confirm, refute_first=search != "last", share=share,
                                          timeout_s=timeout_s)
        if result is None and method == "summary":
            result = CheckResult("unknown", f"loop summaries could not decide: {why_not}")
        if result is None:
            if most > max_statements:
                raise BudgetExceeded(f"the programs execute up to {most:,} statements or have as "
                                     f"many input elements, more than max_statements="
                                     f"{max_statements:,}" + (f"; loop summaries: {why_not}"
                                                              if why_not else ""))
            try:
                result = _unrolled(src, tgt, layouts, budget, deadline, scalars, float_mode,
                                   refute_first=search != "last", timeout_s=timeout_s)
            except Unsupported as e:
                if method != "auto" or why_not is not None:
                    raise
                result, why_not = _summarised(src, tgt, layouts, deadline, scalars, float_mode,
                                              confirm, refute_first=search != "last",
                                              timeout_s=timeout_s)
                if result is None:
                    raise Unsupported(f"{e}; loop summaries: {why_not}") from None
    except _NotRaceFree as e:
        result = CheckResult("unknown", str(e))
    except BudgetExceeded as e:
        result = CheckResult("unknown", f"budget exhausted: {e}")
    except Unsupported as e:
        result = CheckResult("unknown", f"not supported by the symbolic executor: {e}")
    except smt.SMTEncodingError as e:
        result = CheckResult("unknown", f"no SMT encoding: {e}")
    except z3.Z3Exception as e:     # out of memory, or an encoding bug: never a verdict
        if "out of memory" in str(e):
            result = CheckResult("unknown", "memory budget exhausted: z3 ran out of memory "
                                            "(raise --max-memory)")
        else:
            result = CheckResult("unknown", f"z3 rejected verirw's encoding (a bug; please "
                                            f"report it): {e}")
    if search == "last" and result.status == "unknown" and searchable \
            and clock.now() < deadline:
        found = _search(src, tgt, layouts, scalars, timeout_s, deadline)
        result = found if found is not None else result
    if result.status == "unknown" and "through a bijection" in aligned_why:
        # why a schedule (a reordered nest) was not proven without unrolling
        result.reason += f"; the structural proof did not apply: {aligned_why}"
    result.statements = budget.statements
    result.time_s = clock.now() - start
    result.details["float_mode"] = float_mode
    unknown_fns = list(dict.fromkeys(smt.uninterpreted_calls(src.body)
                                     + smt.uninterpreted_calls(tgt.body)))
    if result.status == "refuted" and confirm and result.confirmed is None:
        from verirw.verify.replay import replay
        result.confirmed = replay(src, tgt, result.counterexample, layouts)
        undef = contains_undef(src.body) or contains_undef(tgt.body)
        if not result.confirmed and not unknown_fns and not layouts and not undef:
            # without undef (whose values the solver may choose) the interpreter must show
            # every genuine counterexample: the solver and the interpreter disagree, which is
            # a bug in verirw, not a verdict about the programs
            result.status = "unknown"
            result.reason = (f"the solver's counterexample is not reproduced by the reference "
                             f"interpreter (an encoding disagreement: a bug in verirw, please "
                             f"report it); solver said: {result.reason}")
    from verirw import intrinsics
    if result.status == "refuted" and confirm and any(
            name not in ir.EXACT_MATH + ir.IEEE_MATH for name, _ in intrinsics.calls(src, tgt)):
        _confirm_with_tvm_library(src, tgt, result, layouts)
    elif result.status == "refuted" and not result.confirmed and unknown_fns:
        # z3 may pick any function for T.exp & co.; only the interpreter's result decides
        result.status = "unknown"
        result.reason = (f"the counterexample relies on a meaning of "
                         f"{', '.join('T.' + f for f in unknown_fns)} (unknown functions to z3) "
                         f"that the interpreter did not reproduce; solver said: {result.reason}")
    return result


def _confirm_with_tvm_library(src: ir.PrimFunc, tgt: ir.PrimFunc, result: CheckResult,
                              layouts: dict) -> None:
    """A refutation of programs that call a math intrinsic stands only when a replay computing
    every intrinsic as TVM's code does (the C library, TVM's expansions: verirw.intrinsics)
    reproduces it; a replay with numpy's values, the interpreter's default, neither confirms
    nor rules it out (numpy rounds differently). Otherwise the answer is unknown, with the
    reason."""
    from verirw import intrinsics
    ok, why = intrinsics.confirmed_with_tvm_library(src, tgt, result.counterexample, layouts)
    if ok:
        result.confirmed = True
        result.details["intrinsics"] = "confirmed with the values TVM's code computes"
        return
    result.status, result.confirmed = "unknown", False
    result.reason = (f"unconfirmed: the programs call math intrinsics and {why}; solver "
                     f"said: {result.reason}")


def _packed(src: ir.PrimFunc, tgt: ir.PrimFunc, layouts: dict, float_mode: str):
    """Functions in TVM's packed calling convention: their translation into core functions over
    the same argument record (verirw.packed.lower), or the answer when there is none to check:
    proven when they are the same function (reflexivity, as ``unchanged``: the translation is a
    function of parameters and body), unknown when they cannot be translated or only one is
    packed here (``check`` sends an ordinary ``before`` and a packed ``after``, the calling-
    convention change, to verirw.packed.convention before this)."""
    from verirw.packed.lower import Unsupported as PackedUnsupported, lower_pair
    same = None if layouts else unchanged(src, tgt)
    if same is not None:
        return CheckResult("proven", same, details={"obligations": 0, "unchanged": True})
    if not (is_packed(src) and is_packed(tgt)):
        which = "after" if is_packed(tgt) else "before"
        why = ("a packed before becoming an ordinary function is no TVM pass" if which == "before"
               else "layouts= is not supported for packed functions")
        return CheckResult("unknown", f"only {which} uses TVM's packed calling convention: {why}")
    if layouts:
        return CheckResult("unknown", "layouts= is not supported for packed functions")
    try:
        return lower_pair(src, tgt, float_mode)
    except PackedUnsupported as e:
        return CheckResult("unknown", f"TVM's packed calling convention: {e}")


def _on_a_well_formed_call(lowered, timeout_s: float, deadline: float):
    """A refutation of a translated packed pair by special inputs (verify.search) on one
    argument record that passes every check ``before`` makes (verirw.packed.replay), replayed
    by the interpreter; None when there is none."""
    from verirw.packed.replay import checks, fix, records
    from verirw.verify.replay import replay
    predicate = checks(lowered[0])
    found = records(predicate, negated=False) if predicate is not None else []
    if not found:
        return None
    env = found[0][1]
    before, after = (fix(f, env) for f in lowered)
    if any(isinstance(n, ir.ExternCall) for f in (before, after) for n in walk(f.body)) \
            or max(most_statements(before.body), most_statements(after.body)) \
            > SEARCH_MAX_STATEMENTS:
        return None
    try:
        _require_race_free(before, after)
        result = _search(before, after, {}, {}, timeout_s, deadline)
    except (_NotRaceFree, VerirwError):
        return None
    if result is None or result.status != "refuted" \
            or not replay(before, after, result.counterexample, {}):
        return None
    result.confirmed = True
    result.reason = f"on a well-formed call (counterexample['record']): {result.reason}"
    result.counterexample = {**(result.counterexample or {}), "record": env}
    return result


def _on_the_solvers_record(lowered, result: CheckResult, start: float, kwargs: dict):
    """A counterexample through a packed function's argument record (unknown functions the
    interpreter cannot run) made concrete: the record's reads and the scalars fixed to the
    solver's values, the two functions checked again as ordinary ones, and the refutation kept
    only when the interpreter reproduces it (verirw.packed.replay.concrete; with symbolic
    extents, asked again at small sizes first). None otherwise."""
    from verirw.packed.replay import checks, concrete

    def again(pair):
        left = kwargs["timeout_s"] - (clock.now() - start)
        if left <= 0:
            return CheckResult("unknown", "time budget exhausted")
        return check(*pair, **{**kwargs, "timeout_s": left})
    return concrete(lowered, result, again, checks(lowered[0]))


def _readable(func: ir.PrimFunc) -> bool:
    """Does verirw give ``func`` a meaning (the interpreter compiles it)? Reflexivity proves
    nothing about a program verirw cannot read: it then takes the normal paths, which say why."""
    from verirw.errors import MalformedIRError, NotRunnable
    from verirw.interp import generated_source
    try:
        generated_source(func)
    except NotRunnable:
        return True         # external code: a meaning verirw cannot run, the same on both sides
    except MalformedIRError:
        return False
    return True


def _runnable(func: ir.PrimFunc) -> bool:
    """Can the interpreter run ``func``? The concrete search runs both programs, so it can show
    nothing when one cannot run (a translated packed function reads its record through unknown
    functions, ``NotRunnable``): then it is skipped, not tried input after input."""
    from verirw.errors import NotRunnable
    from verirw.interp import generated_source
    if not any(isinstance(n, (ir.ExternCall, ir.RuntimeCall)) for n in walk(func.body)):
        return True
    try:
        generated_source(func)
    except NotRunnable:
        return False
    except VerirwError:
        return True         # the search itself says nothing; the other paths say why
    return True


def _finished(result: CheckResult, start: float, budget: Budget, float_mode: str) -> CheckResult:
    """``result`` with the bookkeeping every answer of ``check`` carries."""
    result.statements = budget.statements
    result.time_s = clock.now() - start
    result.details["float_mode"] = float_mode
    return result


def _search(src, tgt, layouts, scalars, timeout_s: float, deadline: float):
    """The concrete search within its share of the budget (interpreter work: the same inputs
    run at any load; wall time only from outside): a confirmed refutation or None."""
    from verirw.verify.search import search
    share = _Share(min(timeout_s * SEARCH_SHARE, SEARCH_MAX_S))
    return search(src, tgt, layouts, scalars, share.wall(deadline), work=share.search_work())


class _NotRaceFree(Exception):
    """A concurrent loop of either program that is not proven race free (its message)."""


def _require_race_free(src: ir.PrimFunc, tgt: ir.PrimFunc) -> None:
    """Both programs' thread-bound loops (``T.thread_binding``; and ``T.parallel`` ones when
    ``races.CHECK_PARALLEL``) proven race free, or the check answers unknown naming the
    conflicting accesses: the executors run every loop in order, which is a concurrent loop's
    meaning only without races."""
    from verirw.analysis.races import check_func, enforced
    for func, which in ((src, "before"), (tgt, "after")):
        for verdict in check_func(func):
            if verdict.status != "race_free" and enforced(verdict):
                raise _NotRaceFree(f"{which} ({func.name}): {verdict.message()}")


def _unrolled(src, tgt, layouts: dict, budget: Budget, deadline: float, scalars: dict,
              float_mode: str, refute_first: bool = True, timeout_s: float | None = None
              ) -> CheckResult:
    """Every loop iteration by iteration, one solver term per element (verify.symexec)."""
    relate_inputs(src, tgt, layouts)

    def decide():
        budget.statements = 0
        return _check(src, tgt, layouts, budget, deadline, scalars, float_mode)

    def exact(share):
        return _try_exact_arithmetic(src, tgt, layouts, scalars, deadline, share)

    if float_mode != "ieee" or not _has_floats(src):
        return decide()
    return _exact_arithmetic_too(decide, exact, deadline, refute_first,
                                 undecided=lambda r: r.status == "unknown",
                                 share=_exact_share(timeout_s, deadline))


def _exact_share(timeout_s: float | None, deadline: float) -> "_Share":
    """The share of the exact-arithmetic search made first: a quarter of the check's timeout
    (of what is left when the caller gives none)."""
    if timeout_s is None:
        timeout_s = max(0.0, deadline - clock.now())
    return _Share(timeout_s / 4, timeout_s / 3)


def _exact_arithmetic_too(decide, exact, deadline: float, refute_first: bool, undecided,
                          share: "_Share | None" = None):
    """IEEE floats are hard for z3; a counterexample in exact arithmetic, confirmed by the
    interpreter, is found fast. ``exact(share)`` (that refutation, or None) runs before
    ``decide()`` within ``share`` (``refute_first``; default a quarter of what is left), or
    only once ``decide()``'s answer is ``undecided``, with what is left (``exact(None)``):
    when validating a result that is nearly always correct (check's ``search="last"``),
    looking first is pure cost."""
    if refute_first:
        found = exact(share if share is not None else _exact_share(None, deadline))
        if found is not None:
            return found
    result = decide()
    if not refute_first and undecided(result) and clock.now() < deadline:
        return exact(None) or result
    return result


def _aligned(src, tgt, deadline: float, scalars: dict, float_mode: str,
             leaf_work: int | None = None):
    """``(proven result, "")`` by following the programs' common loop structure
    (verify.aligned), else ``(None, why not)``, which an unknown answer repeats."""
    from verirw.verify.aligned import LEAF_WORK, check_aligned
    return check_aligned(src, tgt, scalars=scalars, float_mode=float_mode, deadline=deadline,
                         leaf_work=leaf_work or LEAF_WORK, exact_leaves=leaf_work is None)


def _localised(src, tgt, share: _Share, deadline: float, max_statements: int, scalars: dict,
               float_mode: str) -> CheckResult | None:
    """Proven when each statement ``after`` replaced is proven equivalent to the original in
    every state that reaches it (verify.localise), else None: the whole check decides.
    ``share`` is spent as work: the local checks' solver questions and symbolic execution share
    its units (``_Share.spent``); each local check's timeout is a constant (``SHARE_WALL_SLACK``
    times the share: the shares inside it are then the same at any load), and its wall-time
    bound (``_WALL``, around the call) the share's."""
    from verirw.verify.localise import localised
    if share.seconds <= 0:
        return None
    wall = share.wall(deadline)
    nominal = share.seconds * SHARE_WALL_SLACK

    def check_pair(local_before, local_after) -> CheckResult:
        if wall - clock.now() <= 0:
            return CheckResult("unknown", "out of the localised check's share of the time")
        token = _WALL.set(wall)
        try:
            return check(local_before, local_after, timeout_s=nominal,
                         max_statements=max_statements, scalars=scalars, float_mode=float_mode,
                         confirm=False, search="never")
        finally:
            _WALL.reset(token)

    with share.spent():
        proven, why = localised(src, tgt, check_pair)
    return CheckResult("proven", why, details={"localised": True}) if proven else None


def _summarised(src, tgt, layouts: dict, deadline: float, scalars: dict, float_mode: str,
                confirm: bool = True, refute_first: bool = True, share: _Share | None = None,
                timeout_s: float | None = None):
    """``(result or None, why not)`` from verify.summary_check, with the exact-arithmetic
    search of IEEE floats as when unrolling (``_exact_arithmetic_too``). A summary's
    counterexample is a verdict only once the interpreter reproduces it: without ``confirm``
    it is not replayed (the answer is then unknown, for callers that need only "proven or
    not"), and the exact-arithmetic search is not made at all. ``share``: a try of summaries
    before unrolling, spent as work (``_Share``); None: the whole time until ``deadline``."""
    from verirw.verify.summary_check import check_summarised

    def within(share: _Share | None, mode: str):
        if share is None:
            return check_summarised(src, tgt, layouts, deadline, scalars, mode, confirm)
        with share.spent():
            return check_summarised(src, tgt, layouts, share.wall(deadline), scalars, mode,
                                    confirm)

    def decide():
        return within(share, float_mode)

    def exact(exact_share: _Share | None):
        result, _ = within(exact_share, "fast")
        if result is not None and result.status == "refuted":
            result.reason += " (counterexample found in exact arithmetic)"
            return result, None
        return None

    try:
        if float_mode != "ieee" or not _has_floats(src) or not confirm:
            return decide()
        first = _Share(share.seconds / 4, share.keep) if share is not None \
            else _exact_share(timeout_s, deadline)
        return _exact_arithmetic_too(decide, exact, deadline, refute_first,
                                     undecided=lambda r: r[0] is None, share=first)
    except (Unsupported, BudgetExceeded) as e:     # out of its share: unrolling may decide
        return None, str(e)


def _elements(func: ir.PrimFunc) -> int:
    """Elements of the parameter buffers with constant shapes."""
    total = 0
    for buf in func.buffers.values():
        n = 1
        for d in buf.shape:
            n *= d.value if isinstance(d, ir.IntImm) else 1
        total += n
    return total


def _has_floats(func: ir.PrimFunc) -> bool:
    return any(b.dtype.is_float for b in func.buffers.values())


def _try_exact_arithmetic(src, tgt, layouts: dict, scalars: dict, deadline: float,
                          share: _Share | None = None):
    """Float solving is slow; a counterexample in exact arithmetic is found fast, and it
    refutes the IEEE question too when the (IEEE) interpreter reproduces it. ``share``: its
    work (``_Share``), else what is left until ``deadline``."""
    from verirw.verify.replay import witness
    try:
        if share is None:
            fast = _check(src, tgt, layouts, Budget(deadline=deadline), deadline, scalars, "fast")
        else:
            wall = share.wall(deadline)
            with share.spent():
                fast = _check(src, tgt, layouts, Budget(deadline=wall), wall, scalars, "fast")
    except (BudgetExceeded, Unsupported, smt.SMTEncodingError):
        return None
    if fast.status != "refuted":
        return None
    fast.counterexample["rounded"] = True         # reals rounded to floats (replay.witness)
    found = witness(src, tgt, fast.counterexample, layouts)
    if found is None:
        return None
    fast.reason = found + " (counterexample found in exact arithmetic, confirmed by the interpreter)"
    fast.confirmed = True
    return fast


def _check_modules(before: ir.IRModule, after: ir.IRModule, **kw) -> CheckResult:
    names = [f.name for f in before]
    if names != [f.name for f in after]:
        return CheckResult("refuted", f"the modules have different functions: {names} vs "
                                      f"{[f.name for f in after]}")
    results = {}
    for name in names:
        r = check(before, after, function=name, **kw)
        results[name] = r
        if r.status != "proven":
            r.reason = f"{name}: {r.reason}"
            r.details["functions"] = results
            return r
    total = CheckResult("proven", f"all {len(names)} functions refine their originals")
    total.details["functions"] = results
    total.statements = sum(r.statements for r in results.values())
    total.time_s = sum(r.time_s for r in results.values())
    return total


def _check(src: ir.PrimFunc, tgt: ir.PrimFunc, layouts: dict, budget: Budget, deadline: float,
           scalars: dict[str, int], float_mode: str) -> CheckResult:
    relation: InputRelation = relate_inputs(src, tgt, layouts, float_mode)
    scalar_terms = scalar_term_map(src, scalars, float_mode)
    src_run = execute(src, relation.source_inputs, scalar_terms, "source", budget, "s!", float_mode)
    tgt_run = execute(tgt, relation.target_inputs, scalar_terms, "target", budget, "t!", float_mode)

    hyps = list(src_run.assumes) + src_run.side_facts + tgt_run.side_facts + relation.facts
    hyps += scalar_ranges(src, scalar_terms)
    hyps += [z3.Not(f.condition) for f in src_run.failures]
    hyps += relation.target_assumes(tgt_run)        # fills relation.consumed
    consumed = {id(f) for f in relation.consumed}
    obligations = [(f.kind, f.condition, f.description) for f in tgt_run.failures
                   if id(f) not in consumed]
    obligations += effect_obligations(src_run.effects, tgt_run.effects)
    weak = [None] * len(obligations)        # a weaker condition per obligation, or None
    strict = comparing_definedness()
    for name, (src_elems, tgt_elems, index_names) in relation.outputs(src, tgt, src_run, tgt_run).items():
        for (s_val, s_def), (t_val, t_def), where in zip(src_elems, tgt_elems, index_names):
            if s_def is None:
                continue
            same = smt.same_value(s_val, t_val)
            differs = z3.And(s_def, z3.Not(z3.And(same, t_def) if strict else same))
            obligations.append(("mismatch", differs, (name, where, s_val, t_val, t_def)))
            weak.append(_given_before_defined(s_def, same, t_def if strict else None))
    kept = [k for k, (_, c, _) in enumerate(obligations) if not z3.is_false(z3.simplify(c))]
    live = [obligations[k] for k in kept]
    if not live:
        return CheckResult("proven", f"all {len(obligations)} obligations hold by symbolic "
                                     "evaluation alone (no solver call needed)",
                           details={"obligations": len(obligations)})
    weaker = None
    if any(weak[k] is not None for k in kept):
        weaker = [live_c if weak[k] is None else weak[k]
                  for k, (_, live_c, _) in zip(kept, live)]
    answer, split = solve_obligations(hyps, live, deadline, weaker)
    if isinstance(answer, solver.Unsat):
        how = " one at a time" if split else ""
        return CheckResult("proven", f"{len(live)} obligations proven by z3{how}",
                           details={"obligations": len(obligations), "split": split})
    if isinstance(answer, solver.Unknown):
        return CheckResult("unknown", _undecided(answer.reason))
    model = answer.model
    cex = _decode(model, src, relation, scalar_terms)
    constants = extern_constants(model, (src, tgt), float_mode)
    if constants:
        cex["externs"] = constants
    for kind, cond, desc in live:
        if z3.is_true(model.eval(cond, model_completion=True)):
            if kind == "mismatch":
                name, where, s_val, t_val, t_def = desc
                sv = smt.python_value(model.eval(s_val, model_completion=True), src.buffers[name].dtype)
                tv = smt.python_value(model.eval(t_val, model_completion=True), src.buffers[name].dtype)
                cex.update(location=f"{name}{where}", before_value=sv, after_value=tv)
                reason = f"{name}{where} differs: before gives {sv}, after gives {tv}"
                if t_def is not None and z3.is_false(model.eval(t_def, model_completion=True)):
                    reason = (f"{name}{where} differs: before gives {sv}, after's is undefined "
                              "(computed through a 32/64-bit overflow, or from an undefined value)")
            elif kind == "effect":
                cex.update(location=desc)
                reason = f"the external calls differ: {desc}"
            else:
                cex.update(failure=kind, location=desc)
                reason = f"after has undefined behaviour where before does not: {desc}"
            return CheckResult("refuted", reason, counterexample=cex)
    return CheckResult("unknown", "z3 found a model but no obligation evaluates to true in it")


def _given_before_defined(s_def, same, t_def) -> z3.BoolRef | None:
    """The mismatch obligation ``s_def and not (same and t_def)`` without ``before``'s
    definedness (None when that is trivially true: nothing to drop): ``not (same and t_def')``,
    where ``t_def'`` is ``after``'s definedness without the conjuncts ``s_def`` asserts (the
    same z3 terms: an unchanged chain of overflow checks). Implied by the obligation, so its
    unsat proves it. Why: where ``after`` repeats ``before``'s arithmetic, ``s_def`` and
    ``t_def`` are long conjunctions of the same overflow checks, which z3 bit-blasts in full
    before it sees that they cancel (RFC L2708's reduction, 64 additions per row: 12 s of z3
    jointly; without them, 0.04 s)."""
    if z3.is_true(s_def):
        return None
    if t_def is None:
        return z3.Not(same)
    given = {c.get_id() for c in _conjuncts(s_def)}
    rest = [c for c in _conjuncts(t_def) if c.get_id() not in given]
    return z3.Not(z3.And(same, *rest))


def _conjuncts(term) -> list:
    """The conjuncts of ``term``, nested ``And``s flattened (iteratively: chains are deep)."""
    out, todo = [], [term]
    while todo:
        t = todo.pop()
        if z3.is_and(t):
            todo.extend(reversed(t.children()))
        elif not z3.is_true(t):
            out.append(t)
    return out


def _undecided(why: str) -> str:
    """z3's reason for unknown, said as the budget it ran out of (the wall clock or the work
    bound), with the option that raises it."""
    if why in ("timeout", "canceled"):
        return f"z3 could not decide within the time budget ({why}; raise --timeout)"
    if "resource limit" in why:
        return f"z3 could not decide within the work budget ({why}; raise --max-work)"
    return f"z3 could not decide ({why})"


def extern_constants(model: z3.ModelRef, funcs, float_mode: str) -> dict:
    """The model's value of every pure external call without arguments (a constant the
    solver chose: a packed function's argument record, verirw.packed.lower), by name."""
    calls = {n.name: n for f in funcs for n in walk(f.body)
             if isinstance(n, ir.ExternCall) and n.pure and not n.args}
    encoder = smt.Encoder(float_mode=float_mode)
    return {name: smt.python_value(model.eval(encoder.encode(call), model_completion=True),
                                   call.dtype) for name, call in sorted(calls.items())}


def _decode(model: z3.ModelRef, src: ir.PrimFunc, relation: InputRelation, scalars: dict) -> dict:
    inputs = {}
    for _, buf in src.buffer_map:
        terms = relation.source_inputs[buf.name]
        values = [smt.python_value(model.eval(t, model_completion=True), buf.dtype) for t in terms]
        shape = tuple(d.value for d in buf.shape) if buf.is_dense else (len(values),)
        inputs[buf.name] = np.array(values, dtype=buf.dtype.numpy).reshape(shape)
    for name, terms in relation.padding_inputs.items():
        buf = relation.target_buffers[name]
        values = [smt.python_value(model.eval(t, model_completion=True), buf.dtype) for t in terms]
        inputs.setdefault("_after_padding", {})[name] = values
    sc = scalar_values(model, src, scalars)
    return {"inputs": inputs, "scalars": sc}


__all__ = ["check", "CheckResult", "EXIT_CODES"]
