"""``verirw tvm-compile FILE.py``: validate a whole ``tvm.compile`` (``verirw.tvm_compile``).

``verirw tvm-validate FILE.py --pass NAME ...``: run Apache TVM's own passes on each function
of FILE (read by ``tvm.script.from_source``) and validate every step with ``verirw.check``
through ``verirw.tvm.ValidatePasses``.

A pass is named as TVM spells it (``tirx.transform.StmtSimplify``, ``s_tir.transform.
HoistExpression``; ``tir.`` and the old ``Simplify`` resolve to TVM 0.27's names) or given as
``module:attribute`` (a ``tvm.transform.Pass`` or a callable returning one). One verdict line per
pass and function; exit 1 if any step is refuted, else 2 if any is unknown, else 0.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import os
import sys

import click

from verirw.exitcodes import ExitCode

from verirw.tvm_pass_lookup import PassNotFound, resolve_pass  # noqa: F401 (the CLI's)


def tvm_items(text: str, filename: str) -> list[tuple[str, object]]:
    """(name, IRModule) for each top-level decorated function or class of ``text``, read by
    ``tvm.script.from_source`` (TVM's parser, not verirw's)."""
    from verirw.tvm import tvm_module
    tvm = tvm_module()
    try:
        tree = ast.parse(text, filename=filename)
    except SyntaxError as e:
        raise click.UsageError(f"{filename}:{e.lineno}: {e.msg}") from None
    lines = text.splitlines(keepends=True)
    items = []
    for node in tree.body:
        if not isinstance(node, (ast.FunctionDef, ast.ClassDef)) or not node.decorator_list:
            continue
        start = min(d.lineno for d in node.decorator_list) - 1
        # blank lines in front keep TVM's line numbers equal to the file's
        segment = "\n" * start + "".join(lines[start:node.end_lineno])
        try:
            obj = tvm.script.from_source(segment)
        except Exception as e:  # noqa: BLE001 - TVM's parser errors have no common base
            raise click.UsageError(f"{filename}: TVM cannot parse {node.name} "
                                   f"(line {node.lineno}): {_last_error_line(e)}") from None
        if isinstance(obj, tvm.tirx.PrimFunc):
            obj = tvm.IRModule({node.name: obj.with_attr("global_symbol", node.name)})
        items.append((node.name, obj))
    if not items:
        raise click.UsageError(f"{filename}: no @T.prim_func or @I.ir_module")
    return items


def _last_error_line(e: BaseException) -> str:
    lines = [l.strip() for l in str(e).splitlines() if l.strip()]
    errors = [l for l in lines if "error" in l.lower()]
    return (errors or lines or [type(e).__name__])[-1]


def validate(path: str, passes: tuple[str, ...], timeout: float, echo=click.echo) -> int:
    """The command's body: its exit code."""
    try:
        with open(path) as f:
            text = f.read()
    except OSError as e:
        raise click.UsageError(f"cannot read {path}: {e.strerror}") from None
    resolved = [(spec, resolve_pass(spec)) for spec in passes]
    codes = []
    for item_name, mod in tvm_items(text, path):
        codes += validate_module(item_name, mod, resolved, timeout, echo)
    if ExitCode.REFUTED in codes:
        return int(ExitCode.REFUTED)
    if ExitCode.INVALID in codes:
        return int(ExitCode.INVALID)
    return int(ExitCode.UNKNOWN if ExitCode.UNKNOWN in codes else ExitCode.OK)


def validate_module(item_name: str, mod, resolved, timeout: float, echo=click.echo) -> list:
    """Apply the ``(spec, pass)`` pairs in order to ``mod`` (a TVM IRModule), each validated;
    one line per pass and function through ``echo``; the exit code of each line."""
    from verirw.tvm import ValidatePasses, prim_funcs, tvm_module
    tvm = tvm_module()
    codes = []
    for spec, tvm_pass in resolved:
        inst = ValidatePasses(timeout_s=timeout)
        before = prim_funcs(mod)
        try:
            with tvm.transform.PassContext(opt_level=3, instruments=[inst]):
                new = tvm_pass(mod)
        except Exception as e:  # noqa: BLE001 - a TVM pass failure is no verdict
            echo(f"{spec} on {item_name}: error: TVM's pass failed: {_last_error_line(e)}")
            codes.append(ExitCode.INVALID)
            break
        steps = {}
        for step in inst.report:          # the outermost step per function (a Sequential
            steps[step.function] = step   # reports its inner passes first)
        for fname in before:
            step = steps.get(fname)
            if step is None:
                echo(f"{spec} on {fname}: unchanged (nothing to check)")
                continue
            echo(f"{spec} on {fname}: " + step.line().split(": ", 1)[1])
            codes.append({"proven": ExitCode.OK, "refuted": ExitCode.REFUTED}.get(
                step.status, ExitCode.UNKNOWN))
        mod = new
    return codes


def compile_file(path: str, entry: str | None, target: str, timeout: float, as_json: bool,
                 html: str | None, echo=click.echo) -> int:
    """``verirw tvm-compile``'s body: validate the compile of FILE's module; its exit code."""
    from verirw import jsonable
    from verirw.tvm_compile import ModelFileError, TVMCompileError, module_from_file, \
        validate_compile
    try:
        name, mod = module_from_file(path, entry)
    except ModelFileError as e:
        raise click.UsageError(str(e)) from None
    try:
        report = validate_compile(mod, target=target, timeout_s=timeout)
    except TVMCompileError as e:
        raise click.ClickException(f"{path} ({name}): {e}") from None
    if html:
        from verirw import report_html
        try:
            report_html.write(report, html, title=f"verirw tvm-compile {os.path.basename(path)}")
        except OSError as e:
            raise click.ClickException(f"cannot write {html}: {e.strerror}") from None
    if as_json:
        echo(jsonable.dumps({"command": "tvm-compile", "file": path, "entry": name,
                             "html": html, **report.to_json()}))
        return report.exit_code
    for step in report.steps:
        echo(step.line())
        if step.status == "refuted" and step.replay:
            echo(f"    replay: {step.replay}")
    composites = sorted({c.name for c in report.composites})
    if composites:
        echo(f"composite passes, validated through their inner passes: {', '.join(composites)}")
    if report.created:
        echo(f"functions created by a pass (no TIR before them, not validated): "
             f"{len(report.created)}")
    for reason, n in report.unknown_by_reason:
        echo(f"  unknown x{n}: {reason}")
    echo(f"{name}: {report.summary_line()}")
    if html:
        echo(f"wrote {html}")
    return report.exit_code


def fuzz_passes(passes: tuple[str, ...], examples: int, seed: int, out: str, max_depth: int,
                max_work: int, shrink: float, campaign: dict, as_json: bool, budgets: dict,
                cli, echo=click.echo) -> int:
    """``verirw tvm-fuzz``'s body (verirw.tvmfuzz): its exit code. ``cli``: the command
    line's campaign tools (``register``)."""
    from pathlib import Path
    from verirw.tvmfuzz import campaign as tvmfuzz
    if importlib.util.find_spec("tvm") is None:
        raise cli.fail("tvm-fuzz needs Apache TVM (>= 0.27): pip install 'verirw[tvm]'",
                        ExitCode.UNKNOWN)
    for spec in passes:
        resolve_pass(spec)                       # an unknown pass: a usage error, now
    shards = tvmfuzz.shards(list(passes), examples=examples, seed=seed,
                            out=str(Path(out).resolve()), max_depth=max_depth,
                            max_work=max_work, shrink_s=shrink)
    executor = campaign["executor"]
    summary = cli.run_campaign(
        "tvm-fuzz", shards, executor=executor, address=campaign["address"],
        workers=campaign["workers"] or (1 if executor == "local" else None),
        resume=campaign["resume"], shard_timeout=campaign["shard_timeout"] or 3600.0,
        shard_memory=campaign["shard_memory"], label="tvm-fuzz")
    code = int(summary.exit_code(unknown_fails=False))
    obj, lines = tvmfuzz.report(summary, list(passes), code, seed=seed, examples=examples,
                                budgets=budgets)
    if as_json:
        cli.emit_json(obj)
    else:
        for line in lines:
            echo(line)
    return code


def register(main, budgeted, cli) -> None:
    """Add ``tvm-validate``, ``tvm-compile`` and ``tvm-fuzz`` to the ``verirw`` command group.
    ``cli``: what the commands share with verirw.cli (``fail``, ``run_campaign``,
    ``emit_json``, ``campaign_options``, ``json_help``), handed over rather than imported
    back, which would make a cycle."""

    @main.command("tvm-fuzz")
    @click.option("--pass", "passes", multiple=True, required=True, metavar="NAME",
                  help="A TVM pass (tirx.transform.StmtSimplify, s_tir.transform.LoopPartition, "
                       "...) or module:attribute; repeatable, each fuzzed on its own.")
    @click.option("--examples", default=200, show_default=True, type=click.IntRange(min=1),
                  help="Programs per pass (the same programs for every pass).")
    @click.option("--seed", default=0, show_default=True, help="Seed of the campaign.")
    @click.option("--max-depth", default=3, show_default=True, help="Nesting depth of programs.")
    @click.option("--max-work", default=100_000_000, show_default=True,
                  type=click.IntRange(min=1),
                  help="Solver work per check (z3 resource units): the deterministic budget.")
    @click.option("--shrink", default=60.0, show_default=True, type=click.FloatRange(min=0),
                  metavar="SECONDS", help="Seconds to minimise each confirmed finding.")
    @click.option("--out", default="tvm-fuzz-findings", show_default=True,
                  type=click.Path(file_okay=False),
                  help="Where confirmed findings are saved as pytest files (and disputed "
                       "refutations as JSON under DIR/disputed).")
    @cli.campaign_options("1 local process, or every CPU of the Ray cluster")
    @click.option("--json", "as_json", is_flag=True, help=cli.json_help)
    @budgeted(None, "Wall-clock bound in seconds for the whole campaign")
    def tvm_fuzz_cmd(passes, examples, seed, max_depth, max_work, shrink, out, executor,
                     address, workers, resume, shard_timeout, shard_memory, as_json, timeout,
                     max_memory):
        """Fuzz Apache TVM's TIR passes: generated programs (guards, padding assumes,
        T.undef(), lets, selects, loop nests, symbolic extents, blocks with T.init, loops below
        zero over both divisions, T.clz/T.popcount, bfloat16 buffers) through each
        pass in TVM, each step checked by verirw.check under a deterministic budget; every
        refutation is compiled before and after with tvm.compile (llvm) and run on the
        counterexample: confirmed when TVM's executables disagree, else disputed with a class
        (docs/tvm-findings.md). Confirmed findings are minimised and saved as pytest files.
        Exit code 0 nothing confirmed, 1 a confirmed finding, 2 a shard failed or TVM is
        missing, 3 invalid options."""
        campaign = dict(executor=executor, address=address, workers=workers, resume=resume,
                        shard_timeout=shard_timeout, shard_memory=shard_memory)
        budgets = {"timeout_s": timeout, "max_memory_bytes": max_memory, "max_work": max_work,
                   "shard_timeout_s": shard_timeout or 3600.0, "shrink_s": shrink}
        sys.exit(fuzz_passes(passes, examples, seed, out, max_depth, max_work, shrink,
                             campaign, as_json, budgets, cli))

    @main.command("tvm-compile")
    @click.argument("file", type=click.Path(dir_okay=False))
    @click.option("--entry", metavar="NAME",
                  help="The variable of FILE to compile (default: `mod`, else `model` with "
                       "`spec`, else FILE's only IRModule, PrimFunc or nn.Module).")
    @click.option("--target", default="llvm", show_default=True,
                  help="TVM's target, as tvm.compile takes it.")
    @click.option("--timeout", type=click.FloatRange(min=0, min_open=True), default=10.0,
                  show_default=True,
                  help="Seconds per step (one pass on one function); past it: unknown.")
    @click.option("--json", "as_json", is_flag=True,
                  help="Print one JSON object on stdout: summary and one row per step.")
    @click.option("--html", type=click.Path(dir_okay=False), metavar="REPORT.html",
                  help="Also write a self-contained HTML report: a pass x function grid, "
                       "each cell's diff, reason and counterexample.")
    def tvm_compile_cmd(file, entry, target, timeout, as_json, html):
        """Compile FILE's model with tvm.compile and prove every step of every leaf pass on
        every PrimFunc with verirw.check. FILE is Python defining `mod` (an IRModule, Relax or
        TIR), or `model` (a tvm.relax.frontend.nn.Module) and its export `spec`, or --entry NAME.
        Needs Apache TVM (pip install 'verirw[tvm]'). Exit code: 0 every step proven, 1 a step
        refuted, 2 a step unknown, 3 FILE defines nothing to compile or TVM cannot compile it."""
        sys.exit(compile_file(file, entry, target, timeout, as_json, html))

    @main.command("tvm-validate")
    @click.argument("file", type=click.Path(dir_okay=False))
    @click.option("--pass", "passes", multiple=True, required=True, metavar="NAME",
                  help="A TVM pass (tirx.transform.StmtSimplify, s_tir.transform.HoistExpression, "
                       "...) or module:attribute; repeatable, applied in order.")
    @click.option("--check-timeout", default=30.0, show_default=True,
                  help="Seconds per check (one pass on one function); past it: unknown.")
    @click.option("--json", "as_json", is_flag=True,
                  help="Print one JSON object on stdout instead of text (docs/cli.md).")
    @budgeted(600.0)
    def tvm_validate_cmd(file, passes, check_timeout, as_json, timeout, max_memory):
        """Run TVM's passes on each function of FILE (parsed by TVM) and prove each step with
        verirw.check. Needs Apache TVM (pip install 'verirw[tvm]'). Exit code: 0 every changed
        function proven, 1 a step refuted (counterexample shown), 2 a step unknown."""
        if not as_json:
            sys.exit(validate(file, passes, check_timeout))
        from verirw import jsonable
        lines: list[str] = []
        code = validate(file, passes, check_timeout, echo=lines.append)
        status = {0: "proven", 1: "refuted", 2: "unknown", 3: "invalid"}[code]
        click.echo(jsonable.dumps({
            "command": "tvm-validate", "status": status, "exit_code": code,
            "reason": lines[-1] if lines else "nothing to check", "steps": lines,
            "passes": list(passes),
            "budgets": {"timeout_s": timeout, "max_memory_bytes": max_memory,
                        "check_timeout_s": check_timeout}}))
        sys.exit(code)
