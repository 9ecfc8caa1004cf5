"""``verirw prove``: every rule of the library proven sound by z3, generically.

Expression rules are proven against the same z3 encoding of the semantics contract that
``verirw check`` uses (``verirw.smt.Encoder``): for each dtype of each claimed domain, with
symbolic constants, each side must refine the other (egglog unions them). Pattern variables
model arbitrary subterms: they may be undefined (an out-of-bounds load, a division by zero)
unless the rule requires ``safe(x)``, so a rule that drops or reorders an evaluation is
refuted. Bound, fact and safety rules are proven as implications; statement rules in the
state model of ``stmt_model`` (loops that must vanish by induction on their iterations).

The results go to ``proofs/manifest.json`` (status, solver, time, a hash of each
obligation) and ``proofs/smt2/<family>.<rule>.smt2`` (standard SMT-LIB 2.6, see
``verirw.smtlib``: one ``set-logic``, every obligation as a ``(push 1) ... (check-sat)
(pop 1)`` block; each must answer ``unsat``), so another solver can re-check them. ``verirw prove --check`` proves everything again and fails on a refuted or
unknown rule, or when the manifest is stale.
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field
from pathlib import Path

import z3

from verirw import ir, ops, smt, smtlib
from verirw import solver as solver_mod
from verirw.dtypes import BOOL, FLOAT32, FLOAT64, INT8, INT32, INT64, UINT8, UINT16, UINT32, UINT64, DType
from verirw.egraph import emitted
from verirw.egraph.library import kind_of, load_library, qualified_name
from verirw.egraph.pattern import ARITH, COMPARE, PLit, POp, PVar, Pattern
from verirw.egraph.rule import CONST_LIMIT, AnyRule, Bound, Parsed, Rule, Safety, parse_rule
from verirw.egraph.stmt_model import StmtModel

#: the dtypes each domain is proven for
DOMAIN_DTYPES = {"index": (INT32,), "wrap": (INT8, UINT8, INT32, INT64, UINT16, UINT32, UINT64),
                 "ieee": (FLOAT32, FLOAT64), "fast": (FLOAT32,), "bool": (BOOL,)}

def _proofs_folder() -> Path:
    """The folder of the ``verirw.proofs`` package: ``proofs/`` of a checkout (an editable
    install maps the package there, pyproject.toml's ``package-dir``) and
    ``site-packages/verirw/proofs`` of an installed wheel — never the package's parent."""
    import importlib.util
    spec = importlib.util.find_spec("verirw.proofs")
    if spec is not None and spec.origin:
        return Path(spec.origin).resolve().parent
    if spec is not None and spec.submodule_search_locations:
        return Path(list(spec.submodule_search_locations)[0]).resolve()
    return Path(__file__).resolve().parent.parent / "proofs"


MANIFEST = _proofs_folder()

#: pattern operator -> IR class (every entry of verirw.ops: arithmetic, comparisons, logic)
_IR_OPS = {op.name: op.cls for op in ops.ALL}


#: bump when the way obligations are built changes (the manifest is then stale)
OBLIGATION_FORMAT = 2


@dataclass
class ProofObligation:
    case: str                 # e.g. "wrap/int8 lhs<=rhs"
    status: str               # proven | refuted | unknown
    ms: float
    smt2: str
    counterexample: dict = field(default_factory=dict)
    solver: str = "z3"
    about: str = ""           # the emitted egglog command, for its arithmetic's obligation
    features: frozenset = frozenset()   # theories the obligation uses (verirw.smtlib)
    #: proven by division elimination (``_second_attempt``): the SMT-LIB text of each case,
    #: every one unsat; the proof file holds these instead of ``smt2`` (z3 gave up on it)
    parts: list = field(default_factory=list)


def _digest(rule: AnyRule, case: str, about: str = "") -> str:
    """What an obligation is about: the rule as written and the case, and for the egglog
    arithmetic the emitted command (z3's SMT-LIB text names auxiliary constants differently
    from run to run, so it is not hashed)."""
    text = repr((OBLIGATION_FORMAT, kind_of(rule), sorted(
        (k, v) for k, v in vars(rule).items() if k != "family"), case))
    if about:
        text += about
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@dataclass
class RuleProof:
    rule: AnyRule
    obligations: list[ProofObligation]
    method: str

    @property
    def name(self) -> str:
        return qualified_name(self.rule)

    @property
    def status(self) -> str:
        states = {o.status for o in self.obligations}
        for s in ("refuted", "unknown"):
            if s in states:
                return s
        return "proven" if self.obligations else "unknown"

    @property
    def ms(self) -> float:
        return sum(o.ms for o in self.obligations)

    def failure(self) -> str:
        """One line: the first failed case and its counterexample."""
        for o in self.obligations:
            if o.status != "proven":
                cex = ", ".join(f"{k}={v}" for k, v in sorted(o.counterexample.items())
                                if not k.startswith(("ok_", "k_")))
                return f"{self.name}: {o.status} in case {o.case}" + (f" ({cex})" if cex else "")
        return f"{self.name}: proven"


# ----------------------------------------------------------------------------- solving


#: the wall-time bound of an obligation, in multiples of its work bound's nominal time: only
#: an outer limit (z3's resource units decide)
OBLIGATION_WALL_SLACK = 10
#: the share of an obligation's work the solver for its logic gets before the general one
#: (QF_FP's bit-blasting answers every float obligation it can within 2.3 million units; four
#: of cmp/ne-flip's it never answers, which the general solver proves in 20 ms)
LOGIC_SHARE = 4


def obligation_limits(timeout_ms: int) -> dict:
    """``decide``'s limits for an obligation of ``timeout_ms`` (``verirw prove
    --obligation-timeout``): ``solver.WORK_PER_MS`` resource units a millisecond, the logic's
    solver a quarter of them, wall time ten times the nominal only as the outer bound; 0 is
    no limit (offline proof scripts)."""
    if timeout_ms <= 0:
        return {"timeout_ms": 0}
    work = timeout_ms * solver_mod.WORK_PER_MS
    return {"timeout_ms": timeout_ms * OBLIGATION_WALL_SLACK, "work": work,
            "logic_work": work // LOGIC_SHARE}


def solve_obligation(case: str, assertions: list, timeout_ms: int, encoder=None,
           logic: str | None = None) -> ProofObligation:
    """Check the assertions; ``logic`` first tries z3's solver for that logic (QF_FP is ~30x
    faster on float obligations), then the default solver if it answers unknown."""
    start = time.perf_counter()
    # the same answer at any load and in any process: a fresh z3 context (z3's search
    # depends on what the process built before), and work, not time, bounds each attempt
    answer = solver_mod.decide(assertions, **obligation_limits(timeout_ms), logic=logic,
                               fresh_context=True)
    # the SMT-LIB text from the question in the process's context (smtlib builds terms there)
    text = smtlib.body(solver_mod.new_solver(assertions, timeout_ms=timeout_ms, logic=logic))
    feats = smtlib.features(assertions)
    ms = (time.perf_counter() - start) * 1000
    if isinstance(answer, solver_mod.Unsat):
        return ProofObligation(case, "proven", ms, text, solver=answer.engine, features=feats)
    if isinstance(answer, solver_mod.Sat):
        if encoder is not None:
            cex = smt.decode_model(answer.model.translate(z3.main_ctx()), encoder)
        else:
            m = answer.model
            cex = {d.name(): str(m[d]) for d in m.decls() if d.arity() == 0}
        return ProofObligation(case, "refuted", ms, text, cex, features=feats)
    return ProofObligation(case, "unknown", ms, text, {"reason": answer.reason}, features=feats)


# ----------------------------------------------------------------------------- expressions


class RuleInstance:
    """A parsed rule's patterns as IR, for one dtype."""

    def __init__(self, parsed: Parsed, dtype: DType, all_safe: bool = False,
                 bare_undef: str | None = None):
        self.p = parsed
        self.dtype = dtype
        self.all_safe = all_safe
        self.bare_undef = bare_undef       # a term variable instantiated as a bare T.undef()
        self.value_vars: list[ir.Var] = []
        self.plain: dict[str, ir.Var] = {}
        self._model: dict[str, ir.Expr] = {}
        self._undefs: dict[str, ir.Undef] = {}
        self._bounds: dict[str, ir.Var] = {}

    def dtype_of(self, sort: str) -> DType:
        return BOOL if sort == "bool" else self.dtype

    def var(self, name: str, dtype: DType) -> ir.Var:
        v = self.plain.get(name)
        if v is None:
            v = self.plain[name] = ir.Var(name, dtype)
            if dtype.is_int and self.dtype_is_value(dtype):
                self.value_vars.append(v)
        return v

    def dtype_is_value(self, dtype: DType) -> bool:
        return "wrap" in self.domain_of(dtype)

    def domain_of(self, dtype: DType) -> str:
        return self._domain

    def build(self, p: Pattern, domain: str) -> ir.Expr:
        self._domain = domain
        return self._build(p)

    def _build(self, p: Pattern) -> ir.Expr:
        if isinstance(p, PLit):
            if isinstance(p.value, bool):
                return ir.IntImm(int(p.value), BOOL)
            dtype = self.dtype_of(self.p.typing.sort_of(p))
            if dtype.is_float:
                return ir.FloatImm(float(p.value), dtype)
            return ir.IntImm(int(p.value), dtype)
        if isinstance(p, PVar):
            dtype = self.dtype_of(self.p.typing.sort_of(p))
            if p.kind == "undef" or p.name == self.bare_undef:
                return self._undefs.setdefault(p.name, ir.Undef(dtype))
            if p.kind == "const" or self.all_safe or p.name in self.p.safe_vars:
                return self.var(p.name, dtype)
            return self._maybe_undefined(p.name, dtype)
        if p.op in ("lo", "hi"):
            key = f"{p.op}_{p.args[0].name}"
            return self._bounds.setdefault(key, ir.Var(key, INT32))
        args = [self._build(a) for a in p.args]
        if p.op == "not":
            return ir.Not(args[0])
        if p.op == "select":
            return ir.Select(*args)
        return _IR_OPS[p.op](*args)

    def _maybe_undefined(self, name: str, dtype: DType) -> ir.Expr:
        """A subterm that may fail: defined exactly when its ``ok`` variable says so."""
        hit = self._model.get(name)
        if hit is not None:
            return hit
        plain = self.var(name, dtype)
        ok = ir.Var("ok_" + name, INT32)
        fails = ir.FloorDiv(ir.IntImm(0, INT32), ok)          # division by zero unless ok != 0
        if dtype.is_bool:
            out = ir.And(fails.eq(0), plain)
        elif dtype.is_int and self._domain == "index":
            out = ir.Add(plain, ir.FloorDiv(ir.IntImm(0, dtype), ok))
        else:
            # a value: a load from a one-element buffer at an index that may be out of bounds
            buf = ir.make_buffer("mem_" + name, (1,), dtype)
            out = ir.BufferLoad(buf, (ir.Var("k_" + name, INT32),))
        self._model[name] = out
        return out

    def facts(self, domain: str) -> list[ir.Expr]:
        self._domain = domain
        out = [self._build(c) for c in self.p.when
               if not (isinstance(c, POp) and c.op in ("safe", "equiv", "compl"))]
        return [self._plain_condition(c) for c in out]

    def _plain_condition(self, c: ir.Expr) -> ir.Expr:
        """Conditions speak of values, not evaluations: use the plain variables."""
        from verirw.visit import transform
        back = {id(m): self.plain[n] for n, m in self._model.items()}
        return transform(c, lambda n: n, lambda n: back.get(id(n)))

    def constant_ranges(self) -> list[ir.Expr]:
        """The egglog guard on computed constants, mirrored as hypotheses."""
        out = []
        for name, v in self.plain.items():
            if name in _const_names(self.p) and v.dtype.is_int and v not in self.value_vars:
                out.append(ir.all_of([v.gt(-CONST_LIMIT), v.lt(CONST_LIMIT)]))
        return out


def _const_names(parsed: Parsed) -> set[str]:
    from verirw.egraph.pattern import variables
    return set(variables(parsed.lhs, "const"))


def rule_encoder(inst: RuleInstance, domain: str) -> smt.Encoder:
    """Index-domain rules are proven over the mathematical integers (``overflow="exact"``):
    TVM's analyzer's assumption, and its rules'. Whether an instance moves a 32/64-bit
    overflow (poison) is the pass's to show: its result is validated by ``check`` under the
    whole contract. Value-domain rules are proven with overflow as poison at 32/64 bits."""
    return smt.Encoder(value_vars=inst.value_vars,
                       float_mode="fast" if domain == "fast" else "ieee",
                       overflow="exact" if domain == "index" else "poison")


def _cases(parsed: Parsed):
    sorts = {parsed.typing.sort_of(v) for v in _all_vars(parsed)} | node_sorts(parsed)
    generic = any(s.startswith("t") for s in sorts)
    for domain in parsed.rule.domains:
        dtypes = DOMAIN_DTYPES[domain] if generic else (BOOL,)
        for dtype in dtypes:
            yield domain, dtype


def _all_vars(parsed: Parsed):
    from verirw.egraph.pattern import variables
    return [PVar(n, "term") for n in variables(parsed.lhs)]


def node_sorts(parsed: Parsed) -> set[str]:
    out = set()
    stack = [parsed.lhs]
    while stack:
        q = stack.pop()
        if isinstance(q, POp):
            if q.op in ARITH:
                out.add(parsed.typing.sort_of(q))
            if q.op in COMPARE:
                out.add(parsed.typing.operand_sort(q))
            stack.extend(q.args)
        elif isinstance(q, PLit) and not isinstance(q.value, bool):
            out.add(parsed.typing.sort_of(q))
    return out


def bare_undef_candidates(parsed: Parsed) -> list[str]:
    """Term variables that may stand for a bare ``T.undef()`` where that differs from an
    arbitrary value: direct operands of ``==``/``!=`` on either side. ``x == T.undef()`` is a
    special form (defined, True; ``X != T.undef()`` is an undefined condition), so a term
    variable there is also proven as a bare undef. A ``safe`` variable is never undef."""
    out: list[str] = []
    stack = [parsed.lhs, parsed.rhs]
    while stack:
        q = stack.pop()
        if isinstance(q, POp):
            if q.op in ("eq", "ne"):
                for a in q.args:
                    if isinstance(a, PVar) and a.kind == "term" and a.name not in out \
                            and a.name not in parsed.safe_vars:
                        out.append(a.name)
            stack.extend(q.args)
    return sorted(out)


def _prove_rewrite(parsed: Parsed, timeout_ms: int) -> list[ProofObligation]:
    out = []
    for domain, dtype, bare in _rewrite_cases(parsed):
        suffix = f" {bare}=undef" if bare else ""
        for direction in ("lhs<=rhs", "rhs<=lhs"):
            inst = RuleInstance(parsed, dtype, bare_undef=bare)
            lhs, rhs = inst.build(parsed.lhs, domain), inst.build(parsed.rhs, domain)
            facts = inst.facts(domain) + inst.constant_ranges()
            enc = rule_encoder(inst, domain)
            src, tgt = (lhs, rhs) if direction == "lhs<=rhs" else (rhs, lhs)
            try:
                assertions = smt.refinement_assertions(src, tgt, facts, encoder=enc,
                                                       require_bounds=True)
            except smt.SMTEncodingError as exc:
                out.append(ProofObligation(f"{domain}/{dtype} {direction}{suffix}", "unknown",
                                           0.0, "", {"reason": str(exc)}))
                continue
            logic = "QF_FP" if domain == "ieee" else None
            ob = solve_obligation(f"{domain}/{dtype} {direction}{suffix}", assertions, timeout_ms,
                                  enc, logic)
            if ob.status == "unknown" and domain in ("index", "ieee"):
                ob = _second_attempt(ob, assertions, timeout_ms, logic or "QF_NIA")
            out.append(ob)
    return out


#: the solver name of an obligation proven by division elimination (manifest, --json)
ELIMINATION = "z3 (division elimination)"


def _second_attempt(ob: ProofObligation, assertions: list, timeout_ms: int,
                    logic: str) -> ProofObligation:
    """An index or float obligation z3 gave up on, asked again after division elimination
    (``verirw.tvm_rules.divelim``: case splits on divisors' signs and ``select`` conditions,
    every division replaced by a quotient and remainder with their definition, valid product
    lemmas): proven only when every case is unsat, within ``divelim.ELIMINATION_SHARE``
    obligations' resource units. A case's ``sat`` is never a counterexample: the obligation
    stays unknown. Proven, its proof file holds each case (``parts``, each must be unsat), so
    another solver re-checks what z3 proved; that the cases cover the obligation is
    divelim's argument (its docstring), not re-checked by a solver."""
    from verirw.tvm_rules import divelim
    start = time.perf_counter()
    second = divelim.decide_budgeted(assertions, obligation_limits(timeout_ms), logic)
    ms = ob.ms + (time.perf_counter() - start) * 1000
    if second.status != "proven":
        why = {**ob.counterexample, "division elimination": second.reason}
        return ProofObligation(ob.case, "unknown", ms, ob.smt2, why, features=ob.features)
    parts, feats = [], frozenset()
    for case in second.proved:
        parts.append(smtlib.body(solver_mod.new_solver(case, ctx=case[0].ctx)))
        feats |= smtlib.features(case)
    return ProofObligation(ob.case, "proven", ms, ob.smt2, solver=ELIMINATION, features=feats,
                           parts=parts)


def _rewrite_cases(parsed: Parsed):
    """(domain, dtype, bare-undef variable or None): T.undef() is a buffer value, never an
    index, so the bare-undef cases exist in the value domains only."""
    bare = bare_undef_candidates(parsed)
    for domain, dtype in _cases(parsed):
        yield domain, dtype, None
        if domain != "index":
            for name in bare:
                yield domain, dtype, name


def _prove_bound(parsed: Parsed, timeout_ms: int) -> list[ProofObligation]:
    rule = parsed.rule
    out = []
    for domain, dtype in _cases(parsed):
        inst = RuleInstance(parsed, dtype, all_safe=True)     # bounds speak of values
        inst._domain = domain
        term = inst._build(parsed.lhs)
        goals = []
        if isinstance(rule, Bound):
            if "lo" in parsed.extra:
                goals.append(inst._build(parsed.extra["lo"]).le(term))
            if "hi" in parsed.extra:
                goals.append(term.le(inst._build(parsed.extra["hi"])))
            hyps = []
        else:
            hyps = [term]
            for var, p in parsed.extra["lo"].items():
                goals.append(inst._build(p).le(inst.plain[var]))
            for var, p in parsed.extra["hi"].items():
                goals.append(inst.plain[var].le(inst._build(p)))
            goals.extend(inst._build(p) for p in parsed.extra["implies"])
        hyps += inst.facts(domain)
        for key, bound in inst._bounds.items():
            which, name = key.split("_", 1)
            x = inst.plain[name]
            hyps.append(bound.le(x) if which == "lo" else x.le(bound))
        enc = rule_encoder(inst, domain)
        goal = ir.all_of(goals)
        assertions = smt.proof_assertions(goal, hyps, encoder=enc, require_bounds=True)
        out.append(solve_obligation(f"{domain}/{dtype}", assertions, timeout_ms, enc))
    return out


def _prove_safety(parsed: Parsed, timeout_ms: int) -> list[ProofObligation]:
    out = []
    for domain, dtype in _cases(parsed):
        inst = RuleInstance(parsed, dtype, all_safe=True)     # the premise: operands are safe
        inst._domain = domain
        term = inst._build(parsed.lhs)
        enc = rule_encoder(inst, domain)
        goal = ir.Or(ir.EQ(term, term), ir.IntImm(1, BOOL))   # only its definedness matters
        assertions = smt.proof_assertions(goal, inst.facts(domain) + inst.constant_ranges(),
                                          encoder=enc, require_bounds=True)
        out.append(solve_obligation(f"{domain}/{dtype} defined", assertions, timeout_ms, enc))
    return out


def _prove_statement(parsed: Parsed, timeout_ms: int) -> tuple[list["ProofObligation"], str]:
    model = StmtModel(parsed)
    s = z3.Const("s0", model.S)
    lhs, rhs = model.run(parsed.lhs, s), model.run(parsed.rhs, s)
    conds = model.conditions()
    out = []
    method = "state model"
    lemmas = []
    for loop, body in model.loops:
        if isinstance(body, POp) and body.op == "Nop":
            # loop(j, end, s) == s for all j: induction on end - j
            method = "state model, induction on the remaining iterations"
            j, end = z3.Ints("ind_j ind_end")
            st = z3.Const("ind_s", model.S)
            base = [z3.Not(z3.Implies(j >= end, loop(j, end, st) == st))]
            step = [j < end, loop(j + 1, end, st) == st, loop(j, end, st) != st]
            out.append(solve_obligation("induction base", base, timeout_ms))
            out.append(solve_obligation("induction step", step, timeout_ms))
            lemmas.append(z3.ForAll([j, end, st], loop(j, end, st) == st))
    assertions = [*model.hyps, *conds, *lemmas, lhs != rhs]
    out.append(solve_obligation("lhs == rhs", assertions, timeout_ms))
    return out, method


def prove_rule(rule: AnyRule, timeout_ms: int = 10_000) -> RuleProof:
    """All obligations of one rule (a rule outside the pattern language raises): its
    algebra, and the i64 arithmetic of its egglog translation."""
    parsed = parse_rule(rule)
    if isinstance(rule, Rule) and rule.is_statement:
        obligations, method = _prove_statement(parsed, timeout_ms)
    elif isinstance(rule, Rule):
        obligations, method = _prove_rewrite(parsed, timeout_ms), "refinement both ways"
        eliminated = sum(o.solver == ELIMINATION for o in obligations)
        if eliminated:
            method += f", {eliminated} obligation(s) by division elimination (z3 gave up)"
    elif isinstance(rule, Safety):
        obligations, method = _prove_safety(parsed, timeout_ms), "definedness"
    else:
        obligations, method = _prove_bound(parsed, timeout_ms), "implication"
    return RuleProof(rule, obligations + prove_emitted(parsed, timeout_ms), method)


def prove_emitted(parsed: Parsed, timeout_ms: int = 10_000) -> list[ProofObligation]:
    """The egglog translation computes what the patterns say (``verirw.egraph.emitted``)."""
    out = []
    for ob in emitted.obligations(parsed, parsed.rule.family or "f"):
        # nonlinear (symbolic divisors): two solvers before an answer is unknown
        proof = solve_obligation(ob.case, list(ob.assertions), timeout_ms, logic="QF_NIA")
        proof.about = ob.text
        out.append(proof)
    return out


def prove_library(rules=None, timeout_ms: int = 10_000, progress=None,
                  workers: int = 1) -> list[RuleProof]:
    """Proofs of ``rules`` (default: the library), in order; ``workers`` > 1 proves rules in
    parallel processes (forked: z3 holds no threads here)."""
    rules = load_library() if rules is None else list(rules)
    if workers <= 1 or len(rules) < 2:
        out = []
        for rule in rules:
            out.append(prove_rule(rule, timeout_ms))
            if progress is not None:
                progress(out[-1])
        return out
    import multiprocessing as mp
    from concurrent.futures import ProcessPoolExecutor
    results: dict[int, RuleProof] = {}
    with ProcessPoolExecutor(workers, mp_context=mp.get_context("fork")) as pool:
        futures = {pool.submit(prove_rule, rule, timeout_ms): k for k, rule in enumerate(rules)}
        from concurrent.futures import as_completed
        for future in as_completed(futures):
            results[futures[future]] = future.result()
            if progress is not None:
                progress(results[futures[future]])
    return [results[k] for k in range(len(rules))]


# ----------------------------------------------------------------------------- manifest


def manifest_of(proofs: list[RuleProof]) -> dict:
    return {
        "solver": f"z3 {z3.get_version_string()}",
        "rules": [{
            "name": p.name, "kind": kind_of(p.rule), "domains": list(p.rule.domains),
            "status": p.status, "method": p.method, "ms": round(p.ms, 1),
            "obligations": [{"case": o.case, "status": o.status, "solver": o.solver,
                             "ms": round(o.ms, 1), "sha256": _digest(p.rule, o.case, o.about)}
                            for o in p.obligations],
            "smt2": f"smt2/{p.name.replace('/', '.')}.smt2",
        } for p in proofs],
    }


def write_manifest(proofs: list[RuleProof], folder: Path = MANIFEST) -> Path:
    folder = Path(folder)
    smt_dir = folder / "smt2"
    smt_dir.mkdir(parents=True, exist_ok=True)
    for old in smt_dir.glob("*.smt2"):
        old.unlink()
    for p in proofs:
        (smt_dir / f"{p.name.replace('/', '.')}.smt2").write_text(smt_script(p))
    path = folder / "manifest.json"
    path.write_text(json.dumps(manifest_of(proofs), indent=1) + "\n")
    return path


def smt_script(proof: RuleProof) -> str:
    """A rule's obligations as one standard SMT-LIB 2.6 script: ``set-logic`` (the least
    logic covering every obligation), then each obligation as a ``(push 1) ... (check-sat)
    (pop 1)`` block that must answer ``unsat``."""
    feats = frozenset().union(*(o.features for o in proof.obligations))
    blocks = [f"; {proof.name}: {proof.method}; every check-sat must answer unsat",
              f"(set-logic {smtlib.logic_name(feats)})"]
    for o in proof.obligations:
        if o.parts:
            blocks.append(f"; {o.case}: z3 gave up; proven by division elimination "
                          f"(verirw/tvm_rules/divelim.py), {len(o.parts)} case(s), each unsat")
            blocks += [f"; case {o.case} (elimination case {k} of {len(o.parts)})\n(push 1)\n"
                       f"{text.strip()}\n(pop 1)" for k, text in enumerate(o.parts, 1)]
            continue
        blocks.append(f"; case {o.case}\n(push 1)\n{o.smt2.strip()}\n(pop 1)")
    return "\n".join(blocks) + "\n(exit)\n"


def stale_entries(proofs: list[RuleProof], folder: Path = MANIFEST, *,
                  subset: bool = False) -> list[str]:
    """Why the manifest on disk does not describe these proofs (empty when it does).
    ``subset``: the proofs are of some rules only (``verirw prove --check --rule``): the
    manifest's other rules are not reported."""
    path = Path(folder) / "manifest.json"
    if not path.exists():
        return [f"{path} does not exist (run `verirw prove`)"]
    try:
        saved = {r["name"]: r for r in json.loads(path.read_text())["rules"]}
    except (ValueError, KeyError) as exc:
        return [f"{path} is not a proof manifest: {exc}"]
    fresh = {r["name"]: r for r in manifest_of(proofs)["rules"]}
    out = []
    for name in sorted(set(saved) - set(fresh)) if not subset else ():
        out.append(f"{name}: in the manifest but no longer in the library")
    for name in sorted(set(fresh) - set(saved)):
        out.append(f"{name}: not in the manifest")
    for name in sorted(set(fresh) & set(saved)):
        a = [(o["case"], o["sha256"]) for o in saved[name]["obligations"]]
        b = [(o["case"], o["sha256"]) for o in fresh[name]["obligations"]]
        if a != b:
            out.append(f"{name}: its obligations changed since the manifest was written")
        elif saved[name]["status"] != fresh[name]["status"]:
            out.append(f"{name}: manifest says {saved[name]['status']}, "
                       f"now {fresh[name]['status']}")
    return out
