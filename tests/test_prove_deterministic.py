"""A rule's proof is the same at any load and in any worker: each obligation is asked in a
fresh z3 context, bounded by z3 work (``rlimit``), and QF_NIA by a strategy without z3's
inner clock (``verirw.solver._qf_nia_fixed``). A CI rehearsal beside two CPU hogs once found
arith/fold-div unknown after 20 s (0.49 s quiet): z3's own QF_NIA strategy switches search
after 2 s of wall time, and a pool worker's earlier questions made cmp/lt-factor's take over
20 s (0.13 s alone)."""

import subprocess
import sys
import time

import z3

from verirw import prover
from verirw import solver as solver_mod
from verirw.egraph import emitted
from verirw.egraph.library import load_library, qualified_name


def _rule(name):
    return next(r for r in load_library() if qualified_name(r) == name)


def _emitted_work(name, timeout_ms=20_000):
    """The z3 units the i64-arithmetic obligations of rule ``name`` spend, and their status."""
    parsed = prover.parse_rule(_rule(name))
    with solver_mod.work_budget(10**12) as budget:
        proofs = prover.prove_emitted(parsed, timeout_ms)
    return budget.spent, [p.status for p in proofs]


def test_an_obligation_costs_the_same_work_whatever_the_process_asked_before():
    first = _emitted_work("cmp/lt-factor")
    assert first[1] and set(first[1]) == {"proven"} and first[0] > 0
    for rule in load_library()[:40]:                # other questions in the same process
        prover.prove_rule(rule, 20_000)
    assert _emitted_work("cmp/lt-factor") == first


def test_an_obligation_costs_the_same_work_beside_cpu_hogs():
    quiet = _emitted_work("arith/fold-div")
    assert set(quiet[1]) == {"proven"}
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(3)]
    try:
        time.sleep(0.2)
        loaded = _emitted_work("arith/fold-div")
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait()
    assert loaded == quiet


def test_the_fixed_qf_nia_strategy_decides_every_emitted_obligation_of_the_library():
    """No obligation falls back to the general solver: the fixed strategy answers them all
    within the logic's share of the default budget."""
    slow = []
    for rule in load_library():
        parsed = prover.parse_rule(rule)
        for ob in emitted.obligations(parsed, parsed.rule.family or "f"):
            limits = prover.obligation_limits(20_000)
            answer = solver_mod.decide(list(ob.assertions), timeout_ms=limits["timeout_ms"],
                                       work=limits["logic_work"], logic="QF_NIA",
                                       fresh_context=True)
            if answer.engine != "z3 (QF_NIA)" or answer.status != "unsat":
                slow.append((qualified_name(rule), ob.case, answer.status, answer.engine))
    assert not slow


def test_obligation_limits_are_work_with_wall_time_only_outside():
    limits = prover.obligation_limits(20_000)
    assert limits == {"timeout_ms": 200_000, "work": 20_000 * solver_mod.WORK_PER_MS,
                      "logic_work": 20_000 * solver_mod.WORK_PER_MS // 4}
    assert prover.obligation_limits(0) == {"timeout_ms": 0}


def test_a_spent_budget_is_unknown_never_proven():
    spent, statuses = _emitted_work("arith/fold-div", timeout_ms=1)
    assert statuses and set(statuses) == {"unknown"}
    limits = prover.obligation_limits(1)
    # each obligation spent its logic's share, then the general solver's whole bound: no more
    assert spent == len(statuses) * (limits["logic_work"] + limits["work"])


def test_a_refuted_obligation_in_a_fresh_context_reports_its_counterexample():
    x = z3.Int("x")
    proof = prover.solve_obligation("x*x != 4", [x * x == 4, x > 0], 1_000, logic="QF_NIA")
    assert proof.status == "refuted" and proof.counterexample == {"x": "2"}


def test_a_question_asked_in_a_fresh_context_gives_its_model_back_in_the_callers():
    """check's own questions (verify.obligations, verify.aligned's leaves) are asked in a fresh
    z3 context, like the rules'; the counterexample's model must still evaluate the caller's
    terms (the replay reads buffer elements through them)."""
    x = z3.Int("x")
    a = z3.Array("A", z3.IntSort(), z3.FPSort(8, 24))
    one = z3.FPVal(1.0, z3.FPSort(8, 24))
    answer = solver_mod.decide([x > 3, z3.fpGT(a[x], one)], fresh_context=True)
    assert answer.status == "sat" and answer.solver.ctx is not x.ctx
    model = answer.model
    assert model.eval(x).as_long() > 3
    assert z3.is_true(model.eval(z3.fpGT(a[x], one)))
    assert solver_mod.decide([x > 3, x < 2], fresh_context=True).status == "unsat"
