"""``X == T.undef()`` is a special form (defined, True), ``X != T.undef()`` an undefined
condition: rules and the engine's own negation must not turn one into the other (issue 19,
item 2). The prover models a bare undef operand of ``==``/``!=``; simplify's output must
refine its input on the interpreter and under ``verirw.check``."""

import numpy as np
import pytest

import verirw
from verirw import ir, prover
from verirw.egraph.rule import Rule
from verirw.passes.simplify import simplify_func

PROGRAM = """
@T.prim_func
def func(A: T.Buffer[(4,), "int32"], B: T.Buffer[(4,), "int32"]):
    for i in T.serial(4):
        if COND:
            B[i] = 1
"""

CONDITIONS = [
    "not (A[i] == T.undef())",
    "not (T.undef() == A[i])",
    "not (A[i] == T.undef() and i < 2)",
    "not (i < 2 or A[i] == T.undef())",
    "not (A[i] == T.undef()) and i < 3",
    "i >= 1 or not (A[i] == T.undef())",
    "not (not (A[i] == T.undef()))",
]


@pytest.mark.parametrize("cond", CONDITIONS)
def test_simplify_keeps_the_undef_special_form(cond):
    before = verirw.parse(PROGRAM.replace("COND", cond))
    after = simplify_func(before).func
    rng = np.random.default_rng(0)
    for _ in range(3):
        a = rng.integers(-5, 5, 4).astype("int32")
        b = rng.integers(-5, 5, 4).astype("int32")
        want = verirw.run(before, A=a.copy(), B=b.copy())
        got = verirw.run(after, A=a.copy(), B=b.copy())      # raised undef_in_condition
        assert np.array_equal(want.arrays["B"], got.arrays["B"])
    assert verirw.check(before, after).status == "proven"


@pytest.mark.parametrize("lhs, rhs, bare", [
    ("not (x == y)", "x != y", "y=undef"),
    ("not (x != y)", "x == y", "y=undef"),
])
def test_negation_rules_without_side_condition_are_refuted(lhs, rhs, bare):
    """The rule as it stood before the fix: sound for every non-undef operand."""
    rule = Rule("planted", lhs, rhs, domains=("index", "wrap", "bool"), family="planted")
    proof = prover.prove_rule(rule)
    assert proof.status == "refuted"
    failing = [o.case for o in proof.obligations if o.status == "refuted"]
    assert failing and all("=undef" in case for case in failing), failing
    assert any(case.endswith(bare) for case in failing)


def test_the_library_negations_are_proven_with_their_bare_undef_cases():
    from verirw.egraph.library import load_family
    rules = {r.name: r for r in load_family("cmp")}
    for name in ("not-eq-value", "not-ne-value", "eq-flip"):
        proof = prover.prove_rule(rules[name])
        assert proof.status == "proven", proof.failure()
    cases = [o.case for o in prover.prove_rule(rules["eq-flip"]).obligations]
    assert any(c.endswith("x=undef") for c in cases)
    assert rules["not-eq"].domains == ("index",)          # T.undef() is never an index


def test_negate_does_not_flip_a_bare_undef_comparison():
    a = ir.make_buffer("A", (4,), verirw.dtypes.INT32)
    load = ir.BufferLoad(a, (ir.IntImm(0, verirw.dtypes.INT32),))
    undef = ir.Undef(verirw.dtypes.INT32)
    for cond in (ir.EQ(load, undef), ir.NE(undef, load)):
        assert isinstance(ir.negate(cond), ir.Not)
    assert isinstance(ir.negate(ir.EQ(load, load)), ir.NE)
