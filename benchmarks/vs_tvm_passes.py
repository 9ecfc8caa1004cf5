"""verirw's passes against Apache TVM 0.27's on the same programs (issue 23, "Done when").

    python benchmarks/vs_tvm_passes.py [--only NAME ...] [--show] [--json OUT.json]
    python benchmarks/vs_tvm_passes.py --fresh [--repeat N] [--only NAME ...]

``--fresh`` times instead each case's first pass call in a fresh process (one per case and
engine, after the imports and the parse): no warm engine worker, no cache — the issue-24
measure of a tool that runs one pass and exits. ``--repeat N`` runs each case N times (the
engines alternating) and takes the median per case: on a shared machine one run per case
moves the headline by 1.5x.

Prints one line per case, a table (costs, class, both checks, both times in ms) and the headline
with the median time per case of TVM's passes and of verirw's (each pass validated).

The corpus is ``benchmarks/tvm_pass_corpus/*.py``: one ``@T.prim_func`` per file, written for
this comparison from RFC 0077's text and TVM's documented pass behaviour (each header names its
source). The header also says what to run, one ``# key: value`` per line:

    # tvm: tirx.transform.StmtSimplify          TVM passes, in order (comma separated)
    # tvm-config: {"tirx.StmtSimplify": {...}}  optional PassContext config (JSON)
    # verirw: simplify                          verirw passes (``verirw.passes.PASSES`` names)
    # verirw-options: {"hoist_expression": {"conditional": 5}}   optional, JSON, per pass
    # schedule: [{"transform_layout": "B", "block": "compute",      optional, JSON: schedule
    #   "map": "lambda i: [i // 8, i % 8]", "pad_value": 0}]        steps run on both sides
    #                                                              before the passes

A ``schedule`` case (issue 39) compares a layout change rather than a pass: each step runs in
TVM (``transform_layout``: ``tvm.s_tir.Schedule(mod).transform_layout(block, buffer, map,
pad_value=...)``; ``flatten``: ``tirx.transform.FlattenBuffer``) and in verirw
(``verirw.transform_layout(func, buffer, map, pad_value, allow_signature_change=True)``;
``verirw.flatten``); both results are checked against the input with the maps as layouts (of
the arguments). The ``tvm``/``verirw`` pass lists may then be empty. A layout with padding
costs more than its input by design (the padding is written, or iterated over), so such a case
is classed by its cost against TVM's alone (``verirw>=tvm`` / ``verirw<tvm``, counted in the
headline) and "never worse than the input" does not apply to it.

For each case: TVM parses the text (``tvm.script.from_source``) and runs its passes; verirw
parses the same text (``verirw.parse``) and runs its passes (each safe by default, i.e. already
validated); TVM's output is read back with ``verirw.tvm.from_tvm``; verirw's result is proven
against the input by ``verirw.check`` here again (and so is TVM's, for information). Without TVM
installed the script says so and exits 0.

Cost metric (``cost``): the number of operations executed on the worst path, a static count
of dynamic work. Every executed
  - buffer load, buffer store,
  - arithmetic, comparison, boolean, cast or intrinsic operation,
  - branch (an ``if`` statement's test, a ``T.if_then_else`` select),
  - loop iteration (1 per iteration: the increment-and-test),
counts 1; an ``if`` costs its condition + 1 + the costlier of its two branches, a select the
same with its two values (worst path: a branch that is never taken is not credited unless a
pass removes it); a loop costs extent x (1 + body). Variables, constants, ``T.undef()``,
``T.assume`` (no code: RemoveAssume drops it at lowering), blocks, buffer declarations, lets
(their value's operations count) and ``T.evaluate(0)`` cost 0. A loop extent that is not a
constant counts as 16 (the corpus has static shapes). So removing a redundant store, a branch,
a load replaced by a known value, folding ``i // 4`` to 0, hoisting a condition out of a loop
(evaluated once per outer iteration instead of per inner one) and narrowing a loop all lower
the cost; renaming, re-ordering operands, ``n >= 0`` -> ``0 <= n`` do not.

Classes:
  tvm-unchanged    TVM's output has the input's cost (unchanged or only cosmetically changed;
                   ``tvm-same`` in the table says which)
  tvm-costlier     TVM's output costs more than the input (not a result to reach: reported,
                   not counted)
  verirw>=tvm      cost(verirw) <= cost(TVM): verirw reaches TVM's result or does better
  verirw<tvm       cost(verirw) > cost(TVM): behind TVM (the work queue, docs/vs-tvm.md)
  tvm-unreadable   verirw cannot read TVM's output back (reported, not counted)
  tvm-refuted      verirw.check refutes TVM's own output (TVM is no yardstick there)
  error            TVM or verirw failed on the input (reported)
The headline counts the cases where TVM lowers the cost ("changes the program" in the metric's
sense; a TVM output that costs more is no result to reach); the literal count (TVM's output
differs structurally from the input, whatever its cost) is printed too.
"Never worse than the input": cost(verirw) <= cost(input), on every case.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import verirw
from verirw import ir

CORPUS = Path(__file__).resolve().parent / "tvm_pass_corpus"
#: a loop extent that is not a constant counts as this many iterations
SYMBOLIC_EXTENT = 16
CHECK_TIMEOUT_S = 60.0


# ----------------------------------------------------------------------------- the metric


def expr_cost(e: ir.Expr) -> int:
    """Operations executed evaluating ``e`` on its costlier path."""
    if isinstance(e, (ir.Var, ir.IntImm, ir.FloatImm, ir.Undef)):
        return 0
    if isinstance(e, ir.BufferLoad):
        return 1 + sum(expr_cost(i) for i in e.indices)
    if isinstance(e, ir.Select):
        return 1 + expr_cost(e.cond) + max(expr_cost(e.true_value), expr_cost(e.false_value))
    if isinstance(e, (ir.BinaryOp, ir.CmpOp, ir.And, ir.Or)):
        return 1 + expr_cost(e.a) + expr_cost(e.b)
    if isinstance(e, ir.Not):
        return 1 + expr_cost(e.a)
    if isinstance(e, ir.Cast):
        return 1 + expr_cost(e.value)
    if isinstance(e, ir.Call):
        return 1 + sum(expr_cost(a) for a in e.args)
    raise TypeError(f"cost: unknown expression {type(e).__name__}")


def extent_of(loop: ir.For) -> int:
    return loop.extent.value if isinstance(loop.extent, ir.IntImm) else SYMBOLIC_EXTENT


def stmt_cost(s: ir.Stmt | None) -> int:
    """Operations executed running ``s`` on its costlier path (module docstring)."""
    if s is None:
        return 0
    if isinstance(s, ir.SeqStmt):
        return sum(stmt_cost(x) for x in s.stmts)
    if isinstance(s, ir.For):
        return extent_of(s) * (1 + stmt_cost(s.body))
    if isinstance(s, ir.IfThenElse):
        return 1 + expr_cost(s.condition) + max(stmt_cost(s.then_case), stmt_cost(s.else_case))
    if isinstance(s, ir.BufferStore):
        return 1 + expr_cost(s.value) + sum(expr_cost(i) for i in s.indices)
    if isinstance(s, ir.LetStmt):
        return expr_cost(s.value) + stmt_cost(s.body)
    if isinstance(s, ir.Assume):
        return 0
    if isinstance(s, ir.Evaluate):
        return expr_cost(s.value)
    if isinstance(s, (ir.Allocate, ir.DeclBuffer, ir.Block)):
        return stmt_cost(s.body)
    raise TypeError(f"cost: unknown statement {type(s).__name__}")


def cost(func: ir.PrimFunc) -> int:
    return stmt_cost(func.body)


# ----------------------------------------------------------------------------- the corpus


@dataclass
class Case:
    name: str
    path: Path
    text: str
    tvm_passes: list[str]
    tvm_config: dict
    verirw_passes: list[str]
    verirw_options: dict
    source: str
    schedule: list = field(default_factory=list)

    def layouts(self, func: ir.PrimFunc) -> dict:
        """The maps of the schedule's layout changes of ``func``'s arguments (for ``check``)."""
        params = func.buffers
        return {st["transform_layout"]: st["map"] for st in self.schedule
                if "transform_layout" in st and st["transform_layout"] in params}


_KEY = re.compile(r"^# ([a-z-]+): (.*)$")    # "#   ..." continues the line before


def load_case(path: Path) -> Case:
    text = path.read_text()
    meta: dict[str, str] = {}
    key = None
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        m = _KEY.match(line)
        if m:
            key = m.group(1)
            meta[key] = m.group(2).strip()
        elif key is not None and line.startswith("#   "):
            meta[key] += " " + line[1:].strip()
    split = lambda v: [p.strip() for p in v.split(",") if p.strip()]  # noqa: E731
    return Case(name=path.stem, path=path, text=text,
                tvm_passes=split(meta.get("tvm", "")), tvm_config=json.loads(meta.get("tvm-config", "{}")),
                verirw_passes=split(meta.get("verirw", "")),
                verirw_options=json.loads(meta.get("verirw-options", "{}")),
                source=meta.get("source", ""), schedule=json.loads(meta.get("schedule", "[]")))


def corpus(only=()) -> list[Case]:
    cases = [load_case(p) for p in sorted(CORPUS.glob("*.py"))]
    return [c for c in cases if not only or c.name in only]


# ----------------------------------------------------------------------------- running


@dataclass
class Row:
    name: str
    tvm_passes: str
    verirw_passes: str
    input_cost: int | None = None
    tvm_cost: int | None = None
    verirw_cost: int | None = None
    tvm_same: bool | None = None          # TVM's output structurally equal to the input
    verirw_same_as_tvm: bool | None = None
    klass: str = "error"
    verirw_check: str = ""                # verirw.check(input, verirw's result)
    tvm_check: str = ""                   # verirw.check(input, TVM's result), for information
    tvm_s: float | None = None
    verirw_s: float | None = None
    note: str = ""
    schedule: bool = False                # a layout-change case (module docstring)
    tvm_text: str = field(default="", repr=False)
    verirw_text: str = field(default="", repr=False)


def tvm_available() -> bool:
    try:
        import tvm  # noqa: F401
        import tvm.script  # noqa: F401
    except ImportError:
        return False
    return True


def _tvm_schedule(case: Case, mod):
    """The case's schedule steps in TVM (module docstring)."""
    import tvm
    for step in case.schedule:
        if "transform_layout" in step:
            sch = tvm.s_tir.Schedule(mod)
            index_map = eval(step["map"], {"__builtins__": {}})       # corpus text, ours
            sch.transform_layout(sch.get_sblock(step["block"]), step["transform_layout"],
                                 index_map, pad_value=step.get("pad_value"))
            mod = sch.mod
        elif "flatten" in step:
            mod = tvm.tirx.transform.FlattenBuffer()(mod)
        else:
            raise ValueError(f"{case.name}: unknown schedule step {step}")
    return mod


def _verirw_schedule(case: Case, func: ir.PrimFunc) -> ir.PrimFunc:
    """The case's schedule steps in verirw (module docstring)."""
    for step in case.schedule:
        if "transform_layout" in step:
            func = verirw.transform_layout(func, step["transform_layout"], step["map"],
                                           step.get("pad_value"), allow_signature_change=True)
        elif "flatten" in step:
            func = verirw.flatten(func)
        else:
            raise ValueError(f"{case.name}: unknown schedule step {step}")
    return func


def run_tvm(case: Case):
    """TVM's schedule steps and passes on the case: (IRModule after, seconds)."""
    import tvm
    func = tvm.script.from_source(case.text)
    mod = tvm.IRModule({"main": func.with_attr("global_symbol", "main")})
    passes = []
    for spec in case.tvm_passes:
        obj = tvm
        for part in spec.split("."):
            obj = getattr(obj, part)
        passes.append(obj())
    start = time.perf_counter()
    mod = _tvm_schedule(case, mod)
    with tvm.transform.PassContext(opt_level=3, config=case.tvm_config):
        for p in passes:
            mod = p(mod)
    return mod, time.perf_counter() - start


#: optional rule families (``--rules``) every pass that takes extra rules runs too
EXTRA_FAMILIES: tuple[str, ...] = ()


def run_verirw(case: Case, func: ir.PrimFunc):
    """verirw's passes on the case: (result, seconds, notes). Each pass is safe by default (its
    result is validated by ``verirw.check`` or it returns its input); a pass whose result was
    dropped that way is named in the notes (``certificate.reverted``)."""
    import dataclasses

    from verirw.egraph.library import FAMILIES, load_family
    from verirw.passes import PASSES
    extra = tuple(r for family in EXTRA_FAMILIES if family not in FAMILIES
                  for r in load_family(family))
    notes = []
    start = time.perf_counter()
    func = _verirw_schedule(case, func)
    for name in case.verirw_passes:
        opts = dict(case.verirw_options.get(name, {}))
        if extra and "extra_rules" in {f.name for f in dataclasses.fields(PASSES[name])}:
            opts["extra_rules"] = tuple(opts.get("extra_rules", ())) + extra
        res = PASSES[name](**opts).apply(func)
        if res.certificate.reverted:
            notes.append(f"{name} reverted: {res.certificate.reverted}")
        func = res.func
    return func, time.perf_counter() - start, notes


def _status(before, after, layouts=None) -> str:
    res = verirw.check(before, after, layouts=layouts or {}, timeout_s=CHECK_TIMEOUT_S)
    return res.status


def compare(case: Case, *, check_tvm: bool = True) -> Row:
    from verirw.tvm import from_tvm
    steps = [next(iter(st)) for st in case.schedule]
    row = Row(case.name, ",".join(steps + [p.replace(".transform", "") for p in case.tvm_passes]),
              ",".join(steps + case.verirw_passes), schedule=bool(case.schedule))
    try:
        before = verirw.parse(case.text, filename=case.path.name)
    except verirw.VerirwError as e:
        row.note = f"verirw cannot parse the input: {e}"
        return row
    row.input_cost = cost(before)
    try:
        out, row.tvm_s = run_tvm(case)
    except Exception as e:  # noqa: BLE001 - TVM's errors have no common base
        row.note = f"TVM failed: {str(e).strip().splitlines()[-1][:200]}"
        return row
    row.tvm_text = out.script()
    try:
        after_verirw, row.verirw_s, notes = run_verirw(case, before)
        row.note = "; ".join(notes)
    except Exception as e:  # noqa: BLE001 - reported, never hidden
        row.note = f"verirw failed: {type(e).__name__}: {e}"
        return row
    row.verirw_text = verirw.script(after_verirw)
    row.verirw_cost = cost(after_verirw)
    layouts = case.layouts(before)
    row.verirw_check = _status(before, after_verirw, layouts)
    try:
        after_tvm = from_tvm(out["main"])
    except Exception as e:  # noqa: BLE001
        row.klass = "tvm-unreadable"
        row.note = f"from_tvm: {str(e).strip().splitlines()[0][:200]}"
        return row
    row.tvm_cost = cost(after_tvm)
    row.tvm_same = verirw.structural_equal(before, after_tvm, map_free_vars=True)
    row.verirw_same_as_tvm = verirw.structural_equal(after_verirw, after_tvm, map_free_vars=True)
    if check_tvm:
        try:
            row.tvm_check = _status(before, after_tvm, layouts)
        except verirw.VerirwError as e:
            row.tvm_check = f"not checked: {type(e).__name__}"
    if row.tvm_check == "refuted":
        row.klass = "tvm-refuted"
    elif row.schedule:                     # a layout change: classed against TVM's cost alone
        row.klass = "verirw>=tvm" if row.verirw_cost <= row.tvm_cost else "verirw<tvm"
    elif row.tvm_cost == row.input_cost:
        row.klass = "tvm-unchanged"
    elif row.tvm_cost > row.input_cost:
        row.klass = "tvm-costlier"
    elif row.verirw_cost <= row.tvm_cost:
        row.klass = "verirw>=tvm"
    else:
        row.klass = "verirw<tvm"
    return row


# ----------------------------------------------------------------------------- the summary


@dataclass
class Summary:
    cases: int
    changed: int              # TVM lowers the cost
    reached: int              # ... and verirw's cost <= TVM's
    rate: float
    changed_literal: int      # TVM's output differs structurally from the input
    reached_literal: int
    worse_than_input: list[str]
    not_proven: list[str]
    behind: list[str]
    unreadable: list[str]
    tvm_refuted: list[str]
    tvm_costlier: list[str]
    errors: list[str]
    median_tvm_s: float | None
    median_verirw_s: float | None


def summarize(rows: list[Row]) -> Summary:
    changed = [r for r in rows if r.klass in ("verirw>=tvm", "verirw<tvm")]
    reached = [r for r in changed if r.klass == "verirw>=tvm"]
    literal = [r for r in rows if r.tvm_same is False and r.klass != "tvm-refuted"]
    literal_reached = [r for r in literal if r.verirw_cost <= r.tvm_cost]
    tvm_t = [r.tvm_s for r in rows if r.tvm_s is not None]
    ver_t = [r.verirw_s for r in rows if r.verirw_s is not None]
    return Summary(
        cases=len(rows), changed=len(changed), reached=len(reached),
        rate=len(reached) / len(changed) if changed else 1.0,
        changed_literal=len(literal), reached_literal=len(literal_reached),
        worse_than_input=[r.name for r in rows if r.verirw_cost is not None and not r.schedule
                          and r.verirw_cost > r.input_cost],
        not_proven=[r.name for r in rows if r.verirw_cost is not None
                    and r.verirw_check != "proven"],
        behind=[r.name for r in rows if r.klass == "verirw<tvm"],
        unreadable=[r.name for r in rows if r.klass == "tvm-unreadable"],
        tvm_refuted=[r.name for r in rows if r.klass == "tvm-refuted"],
        tvm_costlier=[r.name for r in rows if r.klass == "tvm-costlier"],
        errors=[f"{r.name}: {r.note}" for r in rows if r.klass == "error"],
        median_tvm_s=statistics.median(tvm_t) if tvm_t else None,
        median_verirw_s=statistics.median(ver_t) if ver_t else None)


def _fmt(v) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v * 1000:.1f}"
    if isinstance(v, bool):
        return "yes" if v else "no"
    return str(v)


def table(rows: list[Row]) -> str:
    head = ("case", "TVM pass", "verirw pass", "input", "TVM", "verirw", "class",
            "tvm-same", "check", "TVM check", "TVM ms", "verirw ms")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in rows:
        cells = (r.name, r.tvm_passes, r.verirw_passes, r.input_cost, r.tvm_cost, r.verirw_cost,
                 r.klass, r.tvm_same, r.verirw_check or "-", r.tvm_check or "-", r.tvm_s,
                 r.verirw_s)
        lines.append("| " + " | ".join(_fmt(c) for c in cells) + " |")
    return "\n".join(lines)


def headline(s: Summary) -> str:
    pct = f"{100 * s.rate:.0f}%"
    lines = [f"cases: {s.cases}",
             f"cases where TVM changes the program: {s.changed}; verirw reaches TVM's result "
             f"or better: {s.reached} ({pct})",
             f"  (literally: TVM's output differs structurally from the input in "
             f"{s.changed_literal}; verirw's cost <= TVM's in {s.reached_literal})",
             f"verirw worse than the input: {len(s.worse_than_input)} {s.worse_than_input or ''}",
             f"verirw results not proven by check: {len(s.not_proven)} {s.not_proven or ''}",
             f"behind TVM: {s.behind}",
             f"TVM output unreadable: {s.unreadable}; TVM output refuted: {s.tvm_refuted}; "
             f"TVM output costlier than the input: {s.tvm_costlier}",
             f"errors: {s.errors}",
             f"median time: TVM {_fmt(s.median_tvm_s)} ms, verirw {_fmt(s.median_verirw_s)} ms"]
    return "\n".join(lines)


# ----------------------------------------------------------------------------- fresh processes


def first_call_seconds(name: str, engine: str) -> float:
    """In this (fresh) process: the case's passes through ``engine`` once, after the imports
    and the parse — what a tool that runs one pass and exits pays (no warm worker, no cache)."""
    case = corpus([name])[0]
    if engine == "tvm":
        import tvm  # noqa: F401 - the import is not the pass call
        return run_tvm(case)[1]
    func = verirw.parse(case.text, filename=case.path.name)
    from verirw.passes import PASSES  # noqa: F401 - the import is not the pass call
    return run_verirw(case, func)[1]


def fresh(cases: list[Case], repeat: int = 1) -> None:
    """Each case's first pass call, in a fresh process per case and engine; medians. With
    ``repeat`` > 1 each case runs that many times, the engines alternating, and its time is
    the median of its runs (a loaded machine's outliers)."""
    import subprocess
    ratios, times = [], {"tvm": [], "verirw": []}
    print(f"{'case':40s} {'TVM ms':>8s} {'verirw ms':>10s} {'ratio':>7s}")
    for case in cases:
        runs = {"tvm": [], "verirw": []}
        for _ in range(repeat):
            for engine in ("tvm", "verirw"):
                rules = ["--rules", *EXTRA_FAMILIES] if EXTRA_FAMILIES else []
                out = subprocess.run([sys.executable, __file__, "--first-call", case.name,
                                      engine, *rules], capture_output=True, text=True,
                                     check=True)
                runs[engine].append(float(out.stdout.strip().splitlines()[-1]))
        got = {engine: statistics.median(ts) for engine, ts in runs.items()}
        for engine in got:
            times[engine].append(got[engine])
        ratios.append(got["verirw"] / got["tvm"])
        print(f"{case.name:40s} {got['tvm'] * 1e3:8.2f} {got['verirw'] * 1e3:10.1f} "
              f"{ratios[-1]:7.0f}x", flush=True)
    each = f" (each the median of {repeat} runs)" if repeat > 1 else ""
    print(f"\nfresh process, first pass call, median over {len(cases)} cases{each}: TVM "
          f"{statistics.median(times['tvm']) * 1e3:.2f} ms, verirw "
          f"{statistics.median(times['verirw']) * 1e3:.1f} ms; median ratio "
          f"{statistics.median(ratios):.0f}x")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", nargs="*", default=())
    ap.add_argument("--json", help="write the rows and the summary to this file")
    ap.add_argument("--show", action="store_true", help="print TVM's and verirw's outputs")
    ap.add_argument("--fresh", action="store_true",
                    help="time each case's first pass call in a fresh process per case and "
                         "engine (no warm worker, no cache), instead of the comparison")
    ap.add_argument("--repeat", type=int, default=1,
                    help="with --fresh: runs per case and engine, alternating; the case's time "
                         "is their median (default 1)")
    ap.add_argument("--rules", nargs="*", default=(), metavar="FAMILY",
                    help="optional rule families the passes run too (e.g. tvm: TVM's proven "
                         "rules, docs/tvm-rules.md), to measure what they cost and reach")
    ap.add_argument("--first-call", nargs=2, metavar=("CASE", "ENGINE"), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    global EXTRA_FAMILIES
    EXTRA_FAMILIES = tuple(args.rules)
    if args.first_call:
        print(first_call_seconds(*args.first_call))
        return 0
    if not tvm_available():
        print("Apache TVM is not installed (pip install 'verirw[tvm]'): nothing to compare")
        return 0
    if args.fresh:
        fresh(corpus(args.only), repeat=max(1, args.repeat))
        return 0
    rows = []
    for case in corpus(args.only):
        row = compare(case)
        rows.append(row)
        print(f"{row.name}: {row.klass} input={row.input_cost} tvm={row.tvm_cost} "
              f"verirw={row.verirw_cost} check={row.verirw_check} {row.note}", flush=True)
        if args.show:
            print("--- TVM\n" + row.tvm_text + "\n--- verirw\n" + row.verirw_text)
    s = summarize(rows)
    print()
    print(table(rows))
    print()
    print(headline(s))
    if args.json:
        Path(args.json).write_text(json.dumps(
            {"rows": [{k: v for k, v in asdict(r).items() if not k.endswith("_text")}
                      for r in rows], "summary": asdict(s)}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
