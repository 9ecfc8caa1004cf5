"""The engine's own arithmetic (issue 19, item 3): egglog folds constants and computes
``lo``/``hi`` bounds with i64 primitives (truncating ``/``), outside the pattern-level proofs.
``verirw prove`` now proves every emitted computation equal to the contract's floor semantics
(``verirw.egraph.emitted``); here the real engine is also compared with ``verirw.semantics``
on random and edge values, and a planted truncating fold is shown to be caught by both."""

import random
import time

import numpy as np
import pytest

import verirw
from verirw import prover, semantics
from verirw.egraph import prim
from verirw.egraph import rule as rule_mod
from verirw.egraph.codec import parse_sexpr
from verirw.egraph.engine import EGraph, Limits
from verirw.egraph.library import load_library
from verirw.egraph.pattern import POp
from verirw.egraph.rule import CONST_LIMIT, parse_rule
from verirw.passes.simplify import simplify_func

EDGE = [0, 1, -1, 2, -2, 3, -3, 4, -4, 7, -7, 8, -8, 13, -13, 100, -100,
        CONST_LIMIT - 1, -(CONST_LIMIT - 1), CONST_LIMIT // 3, -(CONST_LIMIT // 3)]
I = '"i:int32"'


def _pairs(n=30, seed=0):
    rng = random.Random(seed)
    out = [(a, b) for a in EDGE[:13] for b in EDGE[1:9]]
    out += [(rng.randint(-10**6, 10**6), rng.choice([-1, 1]) * rng.randint(1, 50))
            for _ in range(n)]
    out += [(a, b) for a in EDGE[-4:] for b in (1, -1, 3, -7, CONST_LIMIT - 1)]
    return out


_SEM = {"Div": semantics.floordiv, "Mod": semantics.floormod,
        "Add": lambda a, b: a + b, "Sub": lambda a, b: a - b, "Mul": lambda a, b: a * b,
        "Min": min, "Max": max}


def _extract_all(egraph: EGraph, terms: list[str]) -> list:
    """Extract many terms with one egglog program (one command each costs ~40 ms)."""
    out = egraph.command("\n".join(f"(extract {t})" for t in terms))
    return [parse_sexpr(str(o)) for o in out]


def engine_mismatches(egraph: EGraph, pairs, folded: list | None = None) -> list[str]:
    """Fold ``a op b`` for every op, one pair per e-graph scope (many literals in one graph
    make the constant-moving rules combine them all); compare with the semantics. A term
    the engine leaves unfolded is fine; a wrong literal is not."""
    bad = []
    for a, b in pairs:
        with egraph.scope():
            egraph.declare_dtypes({"i:int32", "bool"})
            egraph.commands([f"(let $f{op} ({op} {I} (Int {a} {I}) (Int {b} {I})))"
                             for op in _SEM])
            egraph.run(Limits(), time.perf_counter() + 60)
            for op, got in zip(_SEM, _extract_all(egraph, [f"$f{op}" for op in _SEM])):
                if got[0] == "Int" and folded is not None:
                    folded.append((a, op, b))
                if got[0] == "Int" and got[1] != _SEM[op](a, b):
                    bad.append(f"{a} {op} {b}: engine {got[1]}, semantics {_SEM[op](a, b)}")
    return bad


def bound_mismatches(egraph: EGraph, cases) -> list[str]:
    """``lo``/``hi`` of ``x // c`` and ``x % c`` for ``lo <= x < hi`` must contain every
    value the semantics gives (and for ``//`` be exact: floor division is monotone)."""
    bad = []
    with egraph.scope():
        egraph.declare_dtypes({"i:int32", "bool"})
        cmds = []
        for k, (lo, hi, c) in enumerate(cases):
            x = f'(Var "x{k}" {I})'
            cmds += [f"(union (Ge {I} {x} (Int {lo} {I})) (Int 1 \"bool\"))",
                     f"(union (Lt {I} {x} (Int {hi} {I})) (Int 1 \"bool\"))",
                     f"(let $d{k} (Div {I} {x} (Int {c} {I})))",
                     f"(let $m{k} (Mod {I} {x} (Int {c} {I})))"]
        egraph.commands(cmds)
        egraph.run(Limits(), time.perf_counter() + 120)
        terms = [f"({w} ${n}{k})" for k in range(len(cases)) for n in "dm" for w in ("lo", "hi")]
        got = iter(_extract_all(egraph, terms))
        for k, (lo, hi, c) in enumerate(cases):
            for name, f in ((f"$d{k}", semantics.floordiv), (f"$m{k}", semantics.floormod)):
                values = [f(v, c) for v in range(lo, hi)]
                got_lo, got_hi = next(got), next(got)
                if not (got_lo <= min(values) and max(values) <= got_hi):
                    bad.append(f"{name[1]} of x in [{lo}, {hi}) by {c}: lattice "
                               f"[{got_lo}, {got_hi}], values [{min(values)}, {max(values)}]")
                elif name[1] == "d" and (got_lo, got_hi) != (min(values), max(values)):
                    bad.append(f"floordiv bound of [{lo}, {hi}) by {c} not exact")
    return bad


def _bound_cases(seed=1):
    rng = random.Random(seed)
    out = [(-7, 5, 4), (-8, -3, 4), (-1, 1, 2), (-13, 0, 7), (0, 9, 3), (-100, -99, 8)]
    for _ in range(25):
        lo = rng.randint(-200, 50)
        out.append((lo, lo + rng.randint(1, 60), rng.randint(1, 17)))
    return out


def test_engine_folding_agrees_with_the_semantics():
    folded = []
    pairs = _pairs()
    assert engine_mismatches(EGraph.shared(), pairs, folded) == []
    # not vacuous: every division by a constant of this range other than 0 and -1 is folded
    # (fold-div excludes -1: MIN // -1 is division_overflow)
    assert {(a, b) for a, op, b in folded if op == "Div"} == {(a, b) for a, b in pairs if b != -1}
    assert any(a < 0 < b for a, op, b in folded) and any(b < 0 for a, op, b in folded)


def test_engine_bounds_agree_with_the_semantics():
    assert bound_mismatches(EGraph.shared(), _bound_cases()) == []


def test_emitted_arithmetic_of_every_rule_is_proven():
    """The pytest twin of ``verirw prove --check`` for the translation's arithmetic."""
    failed, count = [], 0
    for r in load_library():
        for o in prover.prove_emitted(parse_rule(r)):
            count += 1
            if o.status != "proven":
                failed.append((r.family, r.name, o.case, o.status, o.counterexample))
    assert failed == [] and count >= 80


def test_i64_model_agrees_with_egglog():
    """The z3/Python model of egglog's primitives against egglog itself."""
    from egglog import bindings
    eg = bindings.EGraph()
    values = [0, 1, -1, 2, -2, 7, -7, 9, -9, prim.I64_MAX, prim.I64_MIN, prim.I64_MAX // 2 + 1]
    for op in prim.OPS:
        for a in values:
            for b in values:
                want = prim.py_prim(op, a, b)
                try:
                    out = eg.run_program(*eg.parse_program(f"(extract ({op} {a} {b}))"))
                    got = int(str(out[0]))
                except Exception:
                    got = None
                assert got == want, (op, a, b, got, want)


def test_floor_division_condition_is_kept():
    """With truncating folds the lattice said lo((i - 7) // 4) = -1 and the store became
    unconditional; (i - 7) // 4 is -2 for i < 3."""
    func = verirw.parse("""
@T.prim_func
def func(B: T.Buffer[(4,), "int32"]):
    for i in T.serial(4):
        if (i - 7) // 4 >= -1:
            B[i] = 1
""")
    after = simplify_func(func).func
    b = np.zeros(4, dtype="int32")
    assert verirw.run(after, B=b.copy()).arrays["B"].tolist() == [0, 0, 0, 1]
    assert verirw.check(func, after).status == "proven"


# ----------------------------------------------------------------------------- planted bug


@pytest.fixture
def truncating_folds(monkeypatch):
    """The planted bug: floor // and % folded with egglog's truncating primitives."""
    original = rule_mod._Egg.const

    def const(self, p):
        if isinstance(p, POp) and p.op in ("floordiv", "floormod"):
            a, b = (self.const(x) for x in p.args)
            return f"({'/' if p.op == 'floordiv' else '%'} {a} {b})"
        return original(self, p)

    monkeypatch.setattr(rule_mod._Egg, "const", const)


def test_planted_truncating_fold_is_refuted_by_prove(truncating_folds):
    rules = {r.name: r for r in load_library()}
    for name in ("fold-div", "fold-mod", "div-add-reduce", "div-lo", "div-hi"):
        proof = prover.prove_rule(rules[name])
        assert proof.status == "refuted", name
        assert any(o.case.startswith("egglog") and o.status == "refuted"
                   for o in proof.obligations)


def test_planted_truncating_fold_is_caught_by_the_engine_checks(truncating_folds):
    """One small input each: an unsound fold soon equates distinct literals, and from then
    on folding makes new ones without end (the engine's node limit is checked per step)."""
    egraph = EGraph()                      # a fresh library with the planted translation
    assert engine_mismatches(egraph, [(-7, 2)]) == [
        "-7 Div 2: engine -3, semantics -4", "-7 Mod 2: engine -1, semantics 1"]
    assert bound_mismatches(egraph, [(-7, 5, 4)]) == [
        "d of x in [-7, 5) by 4: lattice [-1, 1], values [-2, 1]"]


def test_manifest_records_the_egglog_arithmetic_and_its_smt2_rechecks():
    import json
    import z3
    manifest = json.loads((prover.MANIFEST / "manifest.json").read_text())
    saved = {r["name"]: r for r in manifest["rules"]}
    for name in ("arith/fold-div", "divmod/div-add-reduce", "bounds/div-lo", "facts/lt-hi"):
        cases = [o for o in saved[name]["obligations"] if o["case"].startswith("egglog")]
        assert cases and all(o["status"] == "proven" for o in cases), name
        text = (prover.MANIFEST / saved[name]["smt2"]).read_text()
        assert "; case egglog i64 arithmetic" in text
        ctx = z3.Context()                 # kept alive while z3 uses its ref
        answers = z3.Z3_eval_smtlib2_string(ctx.ref(), text).split()
        assert answers and set(answers) == {"unsat"}, name
