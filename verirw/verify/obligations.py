"""How the refinement question goes to z3, for both ways of asking it (verify.check by
unrolling, verify.summary_check by loop summaries).

The question is "can some obligation fail under the hypotheses?": ``solve_obligations`` asks
it jointly first and, when that runs out of a short budget, one obligation at a time;
``scalar_ranges`` are hypotheses every question shares (a scalar parameter fits its dtype).
Every query goes through ``verirw.solver``: unknown (or a z3 failure) is never a proof.
"""

from __future__ import annotations

import contextlib

import z3

from verirw import clock
from verirw import ir, smt, solver

#: budget of the first, joint query before the obligations are tried one at a time
JOINT_QUERY_S = 2.0
#: work share (in ms at ``solver.WORK_PER_MS``) of the weaker question asked before the joint
#: one (``solve_obligations``'s ``weaker``): it only ever proves, any other answer falls through
WEAKER_QUERY_MS = 2000
#: more obligations than this go to z3 jointly only (one query each would rebuild the
#: hypotheses thousands of times)
SPLIT_AT_MOST = 64
#: the reason of the answer when the deadline passes between two one-at-a-time queries
OUT_OF_TIME = "timeout, one obligation at a time"


_WITHIN_WORK = [0]


@contextlib.contextmanager
def decided_by_work():
    """Within the block, ``check``'s questions are bounded by a work budget around them — a
    share of a check (``check._Share``) or the caller's ``max_work`` — which decides: their
    own wall time is then the caller's deadline alone (``work_limits``)."""
    _WITHIN_WORK[0] += 1
    try:
        yield
    finally:
        _WITHIN_WORK[0] -= 1


def work_limits(share_ms: float, deadline: float | None = None) -> dict:
    """``solver.work_share(share_ms)`` for a question of ``check``, never past ``deadline``.
    Inside a work budget (``decided_by_work``) the work decides, and the question's wall time
    is the caller's deadline alone (that budget's own outer bound), not ``solver.WALL_SLACK``
    times its share, which a loaded machine exceeds before the work is spent (the path then
    depended on load)."""
    left_ms = None if deadline is None or deadline == float("inf") \
        else max(1.0, (deadline - clock.now()) * 1000)
    limits = solver.work_share(share_ms, left_ms)
    if left_ms is not None and _WITHIN_WORK[0]:
        limits["timeout_ms"] = max(1, int(left_ms))
    return limits


def scalar_terms(func: ir.PrimFunc, scalars: dict, float_mode: str = "ieee") -> dict:
    """The z3 term of each scalar parameter by name: the given value, or a free constant.
    Integer parameters are mathematical integers (``scalar_ranges`` bounds them to their
    dtype); float parameters are values of their float sort (IEEE or real)."""
    out = {}
    for p in func.scalar_params:
        if p.dtype.is_float:
            sort = smt.value_sort(p.dtype, float_mode)
            out[p.name] = (z3.Const(p.name, sort) if p.name not in scalars
                           else z3.RealVal(scalars[p.name]) if float_mode == "real"
                           else smt.fp_const(scalars[p.name], p.dtype))
        else:
            out[p.name] = (z3.IntVal(scalars[p.name]) if p.name in scalars else z3.Int(p.name))
    return out


def scalar_values(model: z3.ModelRef, func: ir.PrimFunc, terms: dict) -> dict:
    """The model's value of each scalar parameter (a counterexample's scalars)."""
    dtypes = {p.name: p.dtype for p in func.scalar_params}
    out = {}
    for name, t in terms.items():
        value = model.eval(t, model_completion=True)
        out[name] = (smt.python_value(value, dtypes[name]) if dtypes[name].is_float
                     else value.as_long())
    return out


def scalar_ranges(func: ir.PrimFunc, terms: dict) -> list:
    """A scalar parameter's value fits its dtype (the interpreter and the compiled kernel
    refuse any other): ``n: T.int8`` is never 128."""
    out = []
    for p in func.scalar_params:
        t = terms.get(p.name)
        if t is not None and p.dtype.is_int and not p.dtype.is_bool and z3.is_int(t):
            out.append(z3.And(t >= p.dtype.min_value, t <= p.dtype.max_value))
    return out


def solve_obligations(hyps: list, live: list, deadline: float,
                      weaker: list | None = None) -> tuple[solver.Answer, bool]:
    """``(answer, split)`` for "``hyps`` and some condition of ``live`` (``(kind, condition,
    description)`` triples) hold": Unsat proves every obligation, a Sat model breaks one.
    One query for all obligations first (cheap when most are easy); when that runs out of its
    short budget, one query per obligation (``split``): independent obligations (one per
    output element, e.g. a row sum each) then cost the sum of their times instead of a joint
    search that grows much faster (2 float row sums: 57 s jointly, 12 s one at a time). When
    the deadline passes between those queries the answer is Unknown without a solver
    (reason ``OUT_OF_TIME``).

    ``weaker``: conditions, each implied by its obligation's (``live``'s) under ``hyps``, asked
    first within a work share (``WEAKER_QUERY_MS``): their unsat proves every obligation
    (a weaker condition that can never hold makes the stronger one impossible too); any other
    answer is no verdict, and the obligations are asked as they are."""
    def query(conditions, limits: dict) -> solver.Answer:
        # a fresh z3 context: the same question is searched the same way whatever the
        # process asked before (solver.decide); a model comes back in the caller's context
        return solver.decide([*hyps, z3.Or(*conditions)], fresh_context=True, **limits)

    remaining = deadline - clock.now()
    if weaker is not None and remaining > 0:
        answer = query(weaker, work_limits(WEAKER_QUERY_MS, deadline))
        if isinstance(answer, solver.Unsat):
            return answer, False
        remaining = deadline - clock.now()
    few = 1 < len(live) <= SPLIT_AT_MOST
    # the joint query's share decides the path (joint or split): work, not time, so the
    # path is the same at any load (solver.work_share)
    limits = (work_limits(JOINT_QUERY_S * 1000, deadline) if few
              else {"timeout_ms": max(1, int(remaining * 1000))})
    answer = query([c for _, c, _ in live], limits)
    if not isinstance(answer, solver.Unknown) or not few or clock.now() >= deadline:
        return answer, False
    for _, cond, _ in live:
        left = deadline - clock.now()
        if left <= 0:
            return solver.Unknown(0.0, OUT_OF_TIME), True
        answer = query([cond], {"timeout_ms": max(1, int(left * 1000))})
        if not isinstance(answer, solver.Unsat):
            return answer, True
    return answer, True


__all__ = ["solve_obligations", "scalar_ranges", "work_limits", "decided_by_work", "JOINT_QUERY_S",
           "SPLIT_AT_MOST", "OUT_OF_TIME", "WEAKER_QUERY_MS"]
