"""RFC 0077's implementation walkthroughs as data, run end to end with proofs.

A ``Walkthrough`` is a start program and a list of ``Step``s, each one verirw call (a schedule
primitive or a pass). Running it gives, per step: the program, ``verirw.check``'s verdict that
it refines the previous one (in the step's float mode, through its layout change), a
differential run on random inputs that satisfy the program's assumes, and whether it matches
the program the RFC shows for that step (up to arithmetic form, ``T.block`` grouping and
``if c: pass else: S`` vs ``if not c: S``). Where the RFC's text is wrong, the step says why
and the RFC's program is checked too, so the report shows the RFC's error as a verdict.

``Refused`` steps are the RFC's "NOT valid" transformations: the candidate (a program the RFC
proposes, or a pass run) must be refused — refuted by ``check``, or left unchanged by the pass
with a recorded reason — and the walkthrough goes on from the unchanged program.
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass, field
from typing import Callable, Mapping

from verirw import ir

Program = ir.PrimFunc | ir.IRModule


@dataclass(frozen=True)
class Step:
    """``apply(program)`` returns the next program (or a pass result with ``.func``)."""

    title: str
    apply: Callable
    rfc: str | None = None                   # the RFC's program after this step
    layouts: Mapping[str, str] = field(default_factory=dict)
    float_mode: str = "ieee"
    note: str = ""                           # where verirw's program differs from the RFC's
    rfc_verdict: str | None = None           # "refuted" when the RFC's own program is wrong


@dataclass(frozen=True)
class Refused:
    """A transformation the RFC marks NOT valid: ``candidate`` is the RFC's program (text), or a
    callable of the current program (a pass run, or a proposal); ``reason`` must appear in
    check's refutation, or in the refusals of a pass that left the program unchanged."""

    title: str
    candidate: str | Callable
    reason: str
    float_mode: str = "ieee"


@dataclass(frozen=True)
class Walkthrough:
    name: str
    section: str                             # the RFC 0077 section it follows
    start: str                               # TVMScript of the initial program
    steps: tuple
    final: str | None = None                 # the final program (the RFC's, or corrected)


@dataclass
class StepReport:
    title: str
    program: Program
    verdict: str                             # check's status for this step
    reason: str
    seconds: float
    trials: int = 0                          # random inputs on which the step was compared
    difference: str | None = None            # what the random inputs showed, if anything
    matches_rfc: bool | None = None
    matches_final: bool | None = None        # the walkthrough's last step: its final program
    rfc_check: str | None = None             # check(previous, RFC's program) when it is wrong
    refusals: list = field(default_factory=list)
    note: str = ""
    expected_refusal: bool = False

    @property
    def ok(self) -> bool:
        if self.expected_refusal:
            return self.verdict == "refused"
        return (self.verdict in ("proven", "unchanged") and self.difference is None
                and self.matches_rfc is not False and self.matches_final is not False
                and self.trials > 0)


def run_walkthrough(w: Walkthrough, *, trials: int = 4, on_step=None) -> list[StepReport]:
    """Every step applied, proven and compared; ``on_step(report)`` as each finishes."""
    import verirw
    current: Program = verirw.parse(w.start)
    reports = []
    for step in w.steps:
        report = (_refused(step, current) if isinstance(step, Refused)
                  else _step(step, current, trials))
        if not isinstance(step, Refused):
            current = report.program
        reports.append(report)
        if on_step is not None:
            on_step(report)
    if w.final is not None and reports:
        last = next(r for r in reversed(reports) if not r.expected_refusal)
        last.matches_final = same_program(current, verirw.parse(w.final))
    return reports


def _step(step: Step, before: Program, trials: int) -> StepReport:
    import verirw
    t0 = time.perf_counter()
    out = step.apply(before)
    after = getattr(out, "func", out)
    refusals = list(getattr(getattr(out, "certificate", None), "refusals", []))
    if after == before:
        verdict, reason = "unchanged", "the step changed nothing"
    else:
        result = verirw.check(before, after, layouts=dict(step.layouts),
                              float_mode=step.float_mode)
        verdict, reason = result.status, result.reason
    seconds = time.perf_counter() - t0
    count, difference = compare_on_random_inputs(before, after, step.layouts, trials,
                                                 exact=step.float_mode == "ieee")
    report = StepReport(step.title, after, verdict, reason, seconds, count, difference,
                        refusals=refusals, note=step.note)
    if step.rfc is not None:
        theirs = verirw.parse(step.rfc)
        report.matches_rfc = same_program(after, theirs)
        if step.rfc_verdict is not None:
            report.rfc_check = str(verirw.check(before, theirs, layouts=dict(step.layouts),
                                                float_mode=step.float_mode))
            if not report.rfc_check.startswith(step.rfc_verdict):
                report.note += f" [expected the RFC's program to be {step.rfc_verdict}]"
                report.matches_rfc = False
            else:
                report.matches_rfc = None          # known to be wrong: nothing to match
    return report


def _refused(step: Refused, current: Program) -> StepReport:
    """A pass that keeps the program must record a refusal with the reason; a program that
    differs (the RFC's proposal, or a pass's result) must be refuted by ``check``."""
    import verirw
    t0 = time.perf_counter()
    if callable(step.candidate):
        out = step.candidate(current)
        candidate = getattr(out, "func", out)
        reasons = list(getattr(getattr(out, "certificate", None), "refusals", []))
    else:
        candidate, reasons = verirw.parse(step.candidate), []
    if candidate == current:
        refused = any(step.reason in r for r in reasons)
        reason = "; ".join(reasons) if reasons else "the step changed nothing, and said nothing"
    else:
        result = verirw.check(current, candidate, float_mode=step.float_mode)
        refused = result.status == "refuted" and step.reason in result.reason
        reason = f"{result.status}: {result.reason}"
    verdict = "refused" if refused else "NOT refused"
    return StepReport(step.title, current, verdict, reason, time.perf_counter() - t0,
                      expected_refusal=True)


def same_program(ours: Program, theirs: Program) -> bool:
    """Equal up to arithmetic form (z3), ``T.block`` grouping, and the spelling of an empty
    then-branch (the RFC's programs omit blocks and write ``if c: pass else: S``)."""
    from verirw.testing.compare import equal_up_to_form
    return equal_up_to_form(normal_form(ours), normal_form(theirs))


def normal_form(p: Program) -> Program:
    from verirw.passes.scope import without_blocks
    from verirw.visit import transform
    if isinstance(p, ir.IRModule):
        return ir.IRModule(tuple(normal_form(f) for f in p.functions), p.name)

    def post(n):
        if isinstance(n, ir.IfThenElse) and n.else_case is not None and _empty(n.then_case):
            return ir.IfThenElse(ir.negate(n.condition), n.else_case, None)
        if isinstance(n, ir.IfThenElse) and n.else_case is not None and _empty(n.else_case):
            return ir.IfThenElse(n.condition, n.then_case, None)
        return n

    keep = lambda n: n if isinstance(n, ir.Buffer) else None  # noqa: E731
    f = without_blocks(p)
    return f.with_body(transform(f.body, post, keep))


def _empty(s: ir.Stmt) -> bool:
    return isinstance(s, ir.SeqStmt) and not s.stmts


def compare_on_random_inputs(before: Program, after: Program, layouts: Mapping, trials: int,
                             *, exact: bool = True) -> tuple[int, str | None]:
    """``(runs, first difference)``: both programs on ``trials`` random inputs that satisfy
    ``before``'s assumes (inputs on which ``before`` is undefined are not counted). Without
    ``exact`` (fast-math steps) floats compare within a relative 1e-5."""
    if isinstance(before, ir.IRModule):
        total, found = 0, None
        for f in before.functions:
            n, d = compare_on_random_inputs(f, after[f.name], layouts, trials, exact=exact)
            total, found = total + n, found or (d and f"{f.name}: {d}")
        return total, found
    import numpy as np

    import verirw
    from verirw.errors import ExecutionError, VerirwError
    from verirw.inputs import random_inputs, satisfy_assumes
    from verirw.verify.replay import first_difference, target_inputs
    runs = 0
    for seed in range(trials):
        inputs = satisfy_assumes(before, random_inputs(before, seed))
        try:
            ran = verirw.run(before, **inputs)
        except VerirwError:
            continue
        moved = satisfy_assumes(after, target_inputs(before, after, inputs, dict(layouts)))
        try:
            got = verirw.run(after, **moved)
        except ExecutionError as e:
            return runs, f"after has undefined behaviour where before does not: {e}"
        runs += 1
        if not exact:
            got = dataclasses.replace(got, arrays={k: _close_or_keep(ran, got, k, layouts, np)
                                                   for k in got.arrays})
        found = first_difference(ran, got, dict(layouts))
        if found is not None:
            return runs, found
    return runs, None


def _close_or_keep(before, after, name, layouts, np):
    """``after``'s array with elements replaced by ``before``'s where they agree within
    float tolerance (so only real differences remain for ``first_difference``)."""
    a = after.arrays[name]
    if name in layouts or not np.issubdtype(a.dtype, np.floating):
        return a
    b = before.arrays[name]
    return np.where(np.isclose(a, b, rtol=1e-5, atol=1e-6, equal_nan=True), b, a)


def format_report(w: Walkthrough, reports: list[StepReport]) -> str:
    """One screen: a line per step (verdict, random runs, match with the RFC) and notes."""
    lines = [f"{w.name} — RFC 0077 \"{w.section}\""]
    for k, r in enumerate(reports, 1):
        match = {True: "= RFC", False: "≠ RFC", None: ""}[r.matches_rfc]
        match += {True: "  = final program", False: "  ≠ final program", None: ""}[r.matches_final]
        runs = "" if r.expected_refusal else f"{r.trials} random runs agree" if r.difference is None \
            else f"random run: {r.difference}"
        lines.append(f"  {k:2}. {r.title}")
        lines.append(f"      {r.verdict}: {r.reason}  ({r.seconds:.2f} s)  {runs}  {match}".rstrip())
        for refusal in r.refusals:
            lines.append(f"      kept: {refusal}")
        if r.rfc_check:
            lines.append(f"      RFC's program: {r.rfc_check}")
        if r.note:
            lines.append(f"      note: {r.note}")
    status = "every step proven" if all(r.ok for r in reports) else "FAILED"
    lines.append(f"  => {status}")
    return "\n".join(lines)


def on_function(name: str, fn: Callable) -> Callable:
    """A step that applies ``fn`` to one function of a module and keeps the others: RFC 0077's
    points of communication — a pass sees only the function it runs on."""
    def apply(module: ir.IRModule) -> ir.IRModule:
        out = fn(module[name])
        new = dataclasses.replace(getattr(out, "func", out), name=name)
        funcs = tuple(new if f.name == name else f for f in module.functions)
        result = ir.IRModule(funcs, module.name)
        certificate = getattr(out, "certificate", None)
        return _WithCertificate(result, certificate) if certificate is not None else result
    return apply


@dataclass
class _WithCertificate:
    func: ir.IRModule
    certificate: object
