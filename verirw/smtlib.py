"""Questions put to z3, as standard SMT-LIB 2.6 any solver reads, and cvc5 as a second opinion.

z3's own printer (``Solver.to_smt2``) writes no ``set-logic`` and two things other solvers
reject: an empty conjunction as a bare ``and`` (an empty disjunction as a bare ``or``), and a
recursive function applied as ``((_ f 0) ...)``. :func:`portable` fixes both and names the
logic from the assertions themselves (:func:`features`, :func:`logic_name`): the proof files
``proofs/smt2/`` and ``verirw check --emit-smt`` are written through it, and every script is
re-checked by cvc5 in the tests (``tests/test_smtlib.py``).

:func:`record_queries` writes every question ``verirw.solver`` asks while it is active (how
``verirw check --emit-smt DIR`` exports a check). :func:`cvc5_answers` runs a script in cvc5
(the optional extra ``verirw[cvc5]``); an answer other than ``unsat`` is never a proof.

:func:`cvc5_recheck` re-checks a rule's proof file the way ``tests/test_smtlib.py`` does, with
the plan ``proofs/cvc5/plans.json`` gives the rule: cvc5 options (search heuristics and
quantifier-instantiation strategies only, never an incomplete encoding), and for an obligation
cvc5 does not decide alone, a proof by lemmas (:func:`lemma_steps`): each lemma is checked valid
by itself, then the unchanged obligation with the lemmas asserted.
"""

from __future__ import annotations

import contextlib
import functools
import re
from pathlib import Path

import z3

from verirw import solver as solver_mod

#: feature -> the letters it adds to a logic's name, in SMT-LIB's order
_ORDER = ("A", "UF", "BV", "FP", "DT")


def features(assertions) -> frozenset[str]:
    """What the assertions use: "Q" (quantifiers), "A" (arrays), "UF" (uninterpreted sorts
    or functions, recursive functions), "BV", "FP", "DT", "I"/"R" (integer/real arithmetic),
    "N" (non-linear arithmetic)."""
    found: set[str] = set()
    seen: set[int] = set()
    stack = list(assertions)
    while stack:
        e = stack.pop()
        key = e.get_id()
        if key in seen:
            continue
        seen.add(key)
        if z3.is_quantifier(e):
            found.add("Q")
            for k in range(e.num_vars()):
                _sort_features(e.var_sort(k), found)
            stack.append(e.body())
            continue
        if z3.is_var(e):
            continue
        _sort_features(e.sort(), found)
        decl = e.decl()
        kind = decl.kind()
        if kind in (z3.Z3_OP_UNINTERPRETED, z3.Z3_OP_RECURSIVE) and decl.arity() > 0:
            found.add("UF")
        if kind == z3.Z3_OP_MUL and sum(not _numeral(a) for a in e.children()) > 1:
            found.add("N")
        if kind in (z3.Z3_OP_IDIV, z3.Z3_OP_DIV, z3.Z3_OP_MOD, z3.Z3_OP_REM, z3.Z3_OP_POWER) \
                and not _numeral(e.children()[1]):
            found.add("N")
        for a in e.children():
            _sort_features(a.sort(), found)
            stack.append(a)
    return frozenset(found)


def _numeral(e) -> bool:
    return z3.is_int_value(e) or z3.is_rational_value(e) or (
        z3.is_app_of(e, z3.Z3_OP_UMINUS) and _numeral(e.children()[0]))


def _sort_features(sort, found: set[str]) -> None:
    kind = sort.kind()
    if kind == z3.Z3_INT_SORT:
        found.add("I")
    elif kind == z3.Z3_REAL_SORT:
        found.add("R")
    elif kind == z3.Z3_BV_SORT:
        found.add("BV")
    elif kind in (z3.Z3_FLOATING_POINT_SORT, z3.Z3_ROUNDING_MODE_SORT):
        found.add("FP")
    elif kind == z3.Z3_ARRAY_SORT:
        found.add("A")
        _sort_features(sort.domain(), found)
        _sort_features(sort.range(), found)
    elif kind == z3.Z3_UNINTERPRETED_SORT:
        found.add("UF")
    elif kind == z3.Z3_DATATYPE_SORT:
        found.add("DT")


def logic_name(feats) -> str:
    """The SMT-LIB logic for these features (``QF_ABV``, ``UFNIA``, ``QF_BVFP`` ...)."""
    name = "" if "Q" in feats else "QF_"
    name += "".join(t for t in _ORDER if t in feats)
    ints, reals = "I" in feats, "R" in feats
    if ints or reals:
        name += ("N" if "N" in feats else "L") + ("IRA" if ints and reals else
                                                  "IA" if ints else "RA")
    if name in ("", "QF_"):
        name += "UF"          # propositional: the logic of uninterpreted functions is the least
    return name


_BARE = re.compile(r"(?<![(\w!.$?|-])(and|or)(?![\w!.$?|-])")
_INDEXED_REC = re.compile(r"\(_ ([A-Za-z_][\w!.$?-]*) 0\)")


#: z3's internal bit-vector divisions (``Z3_OP_BSDIV_I`` ...), as symbols in its text
_INTERNAL_DIVISION = re.compile(r"(?<![\w!.$?-])(bvsdiv|bvudiv|bvsrem|bvurem|bvsmod)_i(?![\w!.$?-])")


def fix_text(text: str) -> str:
    """z3's SMT-LIB text made standard: a bare ``and``/``or`` (an empty conjunction or
    disjunction) becomes ``true``/``false``; z3's internal divisions (``bvsdiv_i`` ..., which
    its simplifier writes where the divisor is non-zero or guarded by ``= 0``: the same value as
    the standard operation there) become the standard ``bvsdiv`` ...; ``(_ f 0)`` becomes ``f``
    for every function the text defines with ``define-funs-rec``/``define-fun-rec``."""
    text = _BARE.sub(lambda m: "true" if m.group(1) == "and" else "false", text)
    text = _INTERNAL_DIVISION.sub(lambda m: m.group(1), text)
    defined = "\n".join(line for line in text.splitlines() if "define-fun" in line and "-rec" in line)

    def plain(m: re.Match) -> str:
        name = m.group(1)
        return name if re.search(rf"(?<![\w!.$?-]){re.escape(name)}(?![\w!.$?-])", defined) \
            else m.group(0)
    return _INDEXED_REC.sub(plain, text)


_MUL_OVERFLOW = (z3.Z3_OP_BSMUL_NO_OVFL, z3.Z3_OP_BSMUL_NO_UDFL, z3.Z3_OP_BUMUL_NO_OVFL)


def _mul_range_check(app: z3.BoolRef) -> z3.BoolRef:
    """One of z3's multiplication-overflow predicates as its definition in standard SMT-LIB:
    the product of the operands extended to twice the width, compared with the range."""
    a, b = app.arg(0), app.arg(1)
    w, kind = a.size(), app.decl().kind()
    if kind == z3.Z3_OP_BUMUL_NO_OVFL:
        return z3.ULE(z3.ZeroExt(w, a) * z3.ZeroExt(w, b), z3.BitVecVal(2 ** w - 1, 2 * w))
    product = z3.SignExt(w, a) * z3.SignExt(w, b)
    if kind == z3.Z3_OP_BSMUL_NO_OVFL:
        return product <= z3.BitVecVal(2 ** (w - 1) - 1, 2 * w)
    return product >= z3.BitVecVal(-(2 ** (w - 1)), 2 * w)


def _standard_terms(solver: z3.Solver) -> z3.Solver:
    """``solver``, or a copy whose assertions spell z3's multiplication-overflow predicates
    (``bvsmul_noovfl`` ..., which verirw's overflow model uses because z3 solves them fast; no
    other solver reads them) by their definition."""
    found, seen, stack = {}, set(), list(solver.assertions())
    while stack:
        e = stack.pop()
        if e.get_id() in seen:
            continue
        seen.add(e.get_id())
        if z3.is_app(e):
            if e.decl().kind() in _MUL_OVERFLOW:
                found[e.get_id()] = e
            stack.extend(e.children())
    if not found:
        return solver
    pairs = [(e, _mul_range_check(e)) for e in found.values()]
    copy = z3.Solver()
    copy.add(*(z3.substitute(a, *pairs) for a in solver.assertions()))
    return copy


def body(solver: z3.Solver) -> str:
    """The declarations, assertions and ``(check-sat)`` of ``solver``, standard."""
    return fix_text(_standard_terms(solver).to_smt2()).strip()


def portable(solver: z3.Solver, comment: str = "") -> str:
    """A whole SMT-LIB 2.6 script for the question ``solver`` holds."""
    logic = logic_name(features(solver.assertions()))
    head = "".join(f"; {line}\n" for line in comment.splitlines())
    return f"{head}(set-logic {logic})\n{body(solver)}\n(exit)\n"


@contextlib.contextmanager
def record_queries(folder: Path, prefix: str = "query"):
    """While active, every question asked through ``verirw.solver`` is written to
    ``folder/<prefix>-<n>.smt2`` (a standard script; ``unsat`` is what verirw reads as
    proven). Yields the list of the files written, filled as it goes."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []

    def write(solver) -> None:
        if not isinstance(solver, z3.Solver):       # an optimiser proposes, it proves nothing
            return
        path = folder / f"{prefix}-{len(written) + 1:03d}.smt2"
        path.write_text(portable(solver, f"verirw {prefix} query {len(written) + 1}: unsat "
                                         f"proves it, sat is a counterexample"))
        written.append(path)

    solver_mod.QUERY_HOOKS.append(write)
    try:
        yield written
    finally:
        solver_mod.QUERY_HOOKS.remove(write)


def cvc5_available() -> bool:
    try:
        import cvc5  # noqa: F401
    except ImportError:
        return False
    return True


#: cvc5 resource units per millisecond of a ``timeout_ms`` share: the share is spent as work
#: (``rlimit-per``), the same at any load, with wall time ``solver.WALL_SLACK`` times the share
#: as the outer bound. Measured over every rule proof's re-check (998 questions, quiet): the
#: hardest answered took 900,030 units in 9.5 s (95 per ms, 46 loaded); at 300 per ms the
#: tests' 10 s share is 3,000,000 units, over three times that
CVC5_WORK_PER_MS = 300


def cvc5_answers(text: str, timeout_ms: int = 20_000, name: str = "script",
                 options: dict[str, str] | None = None) -> list[str]:
    """cvc5's answer to each ``check-sat`` of an SMT-LIB script (``"unsat"``, ``"sat"``,
    ``"unknown (...)"``), each within a ``timeout_ms`` share of work (``CVC5_WORK_PER_MS``),
    with these cvc5 ``options`` set. Raises ``ImportError`` without cvc5 and ``RuntimeError``
    when cvc5 rejects the script."""
    import cvc5
    tm = cvc5.TermManager()
    slv = cvc5.Solver(tm)
    slv.setOption("incremental", "true")
    slv.setOption("rlimit-per", str(max(1, int(timeout_ms * CVC5_WORK_PER_MS))))
    slv.setOption("tlimit-per", str(int(timeout_ms * solver_mod.WALL_SLACK)))
    for key, value in (options or {}).items():
        slv.setOption(key, value)
    symbols = cvc5.SymbolManager(tm)
    parser = cvc5.InputParser(slv, symbols)
    parser.setStringInput(cvc5.InputLanguage.SMT_LIB_2_6, text, name)
    answers = []
    while True:
        try:
            command = parser.nextCommand()
            if command.isNull():
                break
            out = command.invoke(slv, symbols).strip()
        except RuntimeError as exc:
            raise RuntimeError(f"cvc5 rejects {name}: {exc}") from None
        if out.startswith("(error"):
            raise RuntimeError(f"cvc5 rejects {name}: {out}")
        if out:
            answers.append(out)
    return answers


_BLOCK = re.compile(r"^; case ([^\n]*)\n\(push 1\)\n(.*?)^\(pop 1\)", re.M | re.S)


def obligations(text: str) -> tuple[str, list[tuple[str, str]]]:
    """A proof file's ``(set-logic ...)`` line and its obligations, each as (case, the text
    between ``(push 1)`` and ``(pop 1)``)."""
    logic = re.search(r"^\(set-logic [^)]*\)", text, re.M)
    if logic is None:
        raise ValueError("no set-logic")
    return logic.group(0), [(m.group(1), m.group(2)) for m in _BLOCK.finditer(text)]


def lemma_steps(logic: str, block: str, lemmas: list[str],
                defines: list[str] = ()) -> list[tuple[str, str]]:
    """A proof by lemmas of one obligation (``block``, as :func:`obligations` gives it): one
    script per lemma, (label, script), asking whether its negation is satisfiable over the
    obligation's declared constants and ``defines`` (``define-fun`` macros) with the lemmas
    before it asserted, and last the obligation itself, unchanged, with every lemma asserted
    before its ``check-sat``. When every script is unsat, each lemma is valid and so is the
    obligation's negation unsat: adding valid formulas changes no answer."""
    if block.count("(check-sat)") != 1:
        raise ValueError("an obligation has one check-sat")
    decls = "\n".join(re.findall(r"^\(declare-(?:fun|const|sort) .*\)$", block, re.M))
    defs = "".join(f"{d}\n" for d in defines)
    steps = []
    for k, lemma in enumerate(lemmas):
        before = "".join(f"(assert {b})\n" for b in lemmas[:k])
        steps.append((f"lemma {k + 1}", f"{logic}\n{decls}\n{defs}{before}"
                                        f"(assert (not {lemma}))\n(check-sat)\n(exit)\n"))
    at = block.index("(check-sat)")
    asserted = "".join(f"(assert {b})\n" for b in lemmas)
    steps.append(("obligation", f"{logic}\n{block[:at]}{defs}{asserted}{block[at:]}(exit)\n"))
    return steps


def recheck_steps(text: str, plan: dict | None = None) -> list[tuple[str, str, str]]:
    """The scripts that re-check a proof file under its plan (an entry of
    ``proofs/cvc5/plans.json``: ``defines``, ``lemmas`` per case): (case, label, script), one
    per obligation, or the :func:`lemma_steps` of an obligation the plan proves by lemmas."""
    plan = plan or {}
    logic, blocks = obligations(text)
    by_lemmas = plan.get("lemmas", {})
    unknown = set(by_lemmas) - {case for case, _ in blocks}
    if unknown:
        raise ValueError(f"the plan names no obligation of the file: {sorted(unknown)}")
    steps = []
    for case, block in blocks:
        if case in by_lemmas:
            steps += [(case, f"{case}: {label}", script) for label, script in
                      lemma_steps(logic, block, by_lemmas[case], plan.get("defines", []))]
        else:
            steps.append((case, case, f"{logic}\n{block}(exit)\n"))
    return steps


def cvc5_recheck(text: str, plan: dict | None = None, timeout_ms: int = 20_000,
                 name: str = "script") -> list[tuple[str, str]]:
    """cvc5's answer to every step of :func:`recheck_steps` (label, answer), with the plan's
    cvc5 options: ``options`` for the obligations (``options_by_case`` for the obligations it
    names), ``lemma_options`` for the lemmas (the obligation's when absent); the file is
    re-checked when every answer is ``unsat``."""
    plan = plan or {}
    by_case = plan.get("options_by_case", {})
    answers = []
    for case, label, script in recheck_steps(text, plan):
        options = by_case.get(case, plan.get("options"))
        if label != case and not label.endswith(": obligation"):
            options = plan.get("lemma_options", options)
        answers.append((label, cvc5_answers(script, timeout_ms, f"{name}: {label}", options)[0]))
    return answers


def cvc5_plan(rule: str) -> dict | None:
    """The re-check plan of a rule (``proofs/cvc5/plans.json``, by qualified name such as
    ``divmod/div-div``), or None when cvc5 decides the rule with its default options."""
    return _plans().get(rule)


@functools.cache
def _plans() -> dict[str, dict]:
    import json

    import verirw.proofs
    path = Path(verirw.proofs.__file__).resolve().parent / "cvc5" / "plans.json"
    return json.loads(path.read_text())["rules"]


__all__ = ["features", "logic_name", "fix_text", "portable", "record_queries",
           "cvc5_available", "cvc5_answers", "obligations", "lemma_steps", "recheck_steps",
           "cvc5_recheck", "cvc5_plan"]
