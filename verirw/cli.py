"""The ``verirw`` command line. One exit-code scheme for every subcommand (``verirw.exitcodes``):
0 proven/success, 1 refuted, 2 unknown (a budget ran out or an unsupported construct),
3 invalid input or usage error, 4 internal error. Every subcommand runs its work in a forked
child under ``--timeout`` and ``--max-memory`` (``verirw.budget``), so both are bounds."""

from __future__ import annotations

import contextlib
import functools
import io
import os
import sys
import traceback
from pathlib import Path

import click
import numpy as np

from verirw import ir
from verirw.errors import ResourceLimitError, VerirwError
from verirw.exitcodes import SCHEME, ExitCode, exit_code_for

DEMO_FILE = Path("examples") / "rfc0077_elementwise.py"
#: share of --timeout given to a command's own deadline; the hard kill is at the full --timeout
SOFT = 0.8
_DEBUG = False
#: the running command's name when it was given --json: its failures are then reported as one
#: JSON object on stdout too (set in the parent, before the budgeted child forks)
_JSON_COMMAND: str | None = None
#: the running command's budgets (--timeout, --max-memory), for its failure objects
_JSON_BUDGETS: dict = {}
#: the status a failure's exit code reads as in --json output (a crash is never a verdict)
_STATUS_OF_CODE = {ExitCode.OK: "ok", ExitCode.REFUTED: "refuted", ExitCode.UNKNOWN: "unknown",
                   ExitCode.INVALID: "invalid", ExitCode.INTERNAL: "internal-error"}

JSON_HELP = ("Print one JSON object on stdout instead of text (see docs/cli.md); failures "
             "too, with the same exit code.")


def _emit_json(obj: dict) -> None:
    """The one JSON object of a --json run, on one line of stdout."""
    from verirw import jsonable
    click.echo(jsonable.dumps(obj))


def _json_failure(code: int, reason: str, exc: BaseException | None = None) -> None:
    """A --json run that ended by an error or a budget: one object saying so."""
    if _JSON_COMMAND is None:
        return
    obj = {"command": _JSON_COMMAND, "status": _STATUS_OF_CODE.get(ExitCode(code), "error"),
           "exit_code": int(code), "reason": reason, "budgets": dict(_JSON_BUDGETS)}
    if isinstance(exc, ResourceLimitError):
        obj["budget_exhausted"] = exc.resource
    _emit_json(obj)


class _Fail(click.ClickException):
    """A one-line failure with its exit code (default: invalid input)."""

    def __init__(self, message: str, code: ExitCode = ExitCode.INVALID):
        super().__init__(message)
        self.exit_code = int(code)

    def show(self, file=None):
        located = ": error: " in self.message.splitlines()[0]     # a ScriptError says it itself
        click.echo(self.message if located else f"verirw: error: {self.message}", err=True)


def _report(exc: BaseException) -> int:
    """Print an exception that ended a command as one line (a traceback only with --debug for
    internal errors) and return its exit code."""
    code = exit_code_for(exc)
    first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    _json_failure(code, (f"{exc.resource} budget exhausted: {exc.message}"
                         if isinstance(exc, ResourceLimitError)
                         else f"internal error: {type(exc).__name__}: {first}"
                         if code == ExitCode.INTERNAL else first), exc)
    if isinstance(exc, ResourceLimitError):
        option = {"time": "--timeout", "memory": "--max-memory"}.get(exc.resource)
        hint = f" (raise {option})" if option else ""
        click.echo(f"unknown: {exc.resource} budget exhausted: {exc.message}{hint}",
                   err=_JSON_COMMAND is not None)     # with --json, stdout holds the object
    elif code == ExitCode.INTERNAL:
        if _DEBUG:
            click.echo(getattr(exc, "remote_traceback", None)
                       or "".join(traceback.format_exception(exc)), err=True, nl=False)
        click.echo(f"verirw: internal error (a bug in verirw): {type(exc).__name__}: "
                   f"{str(exc).splitlines()[0] if str(exc) else ''}"
                   + ("" if _DEBUG else " (rerun with --debug for the traceback)"), err=True)
    else:
        message = str(exc)
        located = message and ": error: " in message.splitlines()[0]
        label = {ExitCode.UNKNOWN: "unknown", ExitCode.REFUTED: "refuted"}.get(code, "error")
        click.echo(message if located else f"verirw: {label}: {message}", err=True)
    return int(code)


class _Main(click.Group):
    """Maps every way a command ends to the scheme: click's usage errors exit 3 (click's own
    default is 2, which is "unknown" here) and an uncaught exception exits 4, never 1."""

    def command(self, *args, **kwargs):
        kwargs.setdefault("epilog", SCHEME)       # every subcommand's --help states the scheme
        return super().command(*args, **kwargs)

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        global _JSON_COMMAND, _JSON_BUDGETS
        _JSON_COMMAND, _JSON_BUDGETS = None, {}
        _survive_closed_stdout()
        argv = list(sys.argv[1:] if args is None else args)
        # a usage error is found before the command runs: with --json anywhere in argv, it is
        # reported as the command's one JSON object too
        json_usage = "--json" in argv and "--help" not in argv
        named = next((a for a in argv if a in self.commands), None)
        try:
            rv = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
            code = rv if isinstance(rv, int) else 0
        except click.exceptions.Abort:
            click.echo("Aborted!", err=True)
            code = 130
        except click.ClickException as e:
            code = e.exit_code if isinstance(e, _Fail) else int(ExitCode.INVALID)
            if _JSON_COMMAND is None and json_usage:
                _JSON_COMMAND = named or "verirw"
            _json_failure(code, e.format_message().splitlines()[0] if e.format_message()
                          else type(e).__name__)
            e.show()
        except KeyboardInterrupt:
            code = 130
        except Exception as e:                            # noqa: BLE001 - mapped, never 1
            code = _report(e)
        sys.exit(code)


class _ClosedPipeSafe(io.TextIOBase):
    """stdout that a reader may close (``verirw check ... | head -1``): once the pipe is
    broken, further output is dropped, so the command finishes and exits with its verdict's
    code instead of an internal error."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text):
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            self._drop()
            return len(text)

    def flush(self):
        try:
            self._stream.flush()
        except BrokenPipeError:
            self._drop()

    def _drop(self):
        # the interpreter flushes stdout again at exit: point the descriptor at /dev/null
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, self._stream.fileno())
        finally:
            os.close(devnull)
        self._stream = open(os.devnull, "w")    # noqa: SIM115 (lives as long as the stream)

    def fileno(self):
        return self._stream.fileno()

    def isatty(self):
        return self._stream.isatty()

    @property
    def encoding(self):
        return self._stream.encoding

    @property
    def buffer(self):
        return self._stream.buffer


def _survive_closed_stdout() -> None:
    if not isinstance(sys.stdout, _ClosedPipeSafe) and sys.stdout is sys.__stdout__ \
            and sys.stdout is not None:
        sys.stdout = _ClosedPipeSafe(sys.stdout)


def passes_help() -> str:
    """``--passes``'s help, from the registry (``verirw.passes.registry``)."""
    from verirw.passes import registry
    groups = [("optimising", registry.OPTIMISING), ("RFC 0077 primitives", registry.PRIMITIVE),
              ("lowering, last", registry.LOWERING)]
    listed = "; ".join(f"{label}: {', '.join(registry.names(stage))}"
                       for label, stage in groups)
    return (f"Comma-separated passes run to a fixpoint ({listed}); or 'all' (the optimising "
            f"ones, in this order). Default: simplify alone.")


class _PassesOption(click.Option):
    """``--passes``: its help lists the registry, read only when the help is shown (the
    registry's package loads the rewrite engine, which every other command does without)."""

    def get_help_record(self, ctx):
        self.help = passes_help()
        return super().get_help_record(ctx)


def _run_body(name: str, kwargs: dict) -> int:
    """In the child: the command's own body (by name: a fresh interpreter can look it up),
    with click errors raised late turned into picklable ones."""
    f = main.commands[name].callback.__wrapped__
    try:
        rv = f(**kwargs)
    except _Fail:
        raise
    except click.ClickException as e:
        raise _Fail(e.format_message()) from None
    return rv if isinstance(rv, int) else 0


def _memory_option(ctx, param, value):
    from verirw.budget import default_max_memory, parse_size
    if value is None:
        return default_max_memory()
    try:
        return parse_size(value)
    except ValueError as e:
        raise click.BadParameter(str(e)) from None


def budgeted(timeout: float | None, timeout_help: str = ""):
    """Give a command ``--timeout`` (wall seconds, ``timeout`` by default; none if None) and
    ``--max-memory`` and run its body in a forked child under both (``verirw.budget``).
    Past either the command answers unknown (exit 2) with the reason. The body receives
    ``timeout`` (seconds or None) to pass down as its own, softer, deadline."""
    def decorate(f):
        @functools.wraps(f)
        def command(**kwargs):
            from verirw.budget import run_bounded
            global _JSON_COMMAND
            name = click.get_current_context().info_name
            if kwargs.get("as_json"):
                _JSON_COMMAND = name
                _JSON_BUDGETS.update(timeout_s=kwargs["timeout"],
                                     max_memory_bytes=kwargs["max_memory"])
            return run_bounded(_run_body, name, kwargs, timeout_s=kwargs["timeout"],
                               max_memory=kwargs["max_memory"])
        command = click.option(
            "--max-memory", callback=_memory_option, metavar="SIZE",
            help="Memory bound, like 4G or 512M (default: half of physical memory); past it "
                 "the answer is unknown (exit 2).")(command)
        return click.option(
            "--timeout", type=click.FloatRange(min=0, min_open=True), default=timeout,
            show_default=timeout is not None,
            help=(timeout_help or "Wall-clock bound in seconds") + "; past it the answer is "
                 "unknown (exit 2)." + ("" if timeout is not None else " Default: none."))(command)
    return decorate


def _load(path: str, name: str | None):
    import verirw
    try:
        text = Path(path).read_text()
    except OSError as e:
        raise _Fail(f"cannot read {path}: {e.strerror}") from None
    try:
        items = verirw.parse_all(text, filename=path)
    except VerirwError as e:
        raise _Fail(str(e)) from None
    if name is not None:
        items = [x for x in items if x.name == name]
    if not items:
        raise _Fail(f"{path}: no @T.prim_func or @ir_module" + (f" named '{name}'" if name else ""))
    return items


def _functions(item) -> list[ir.PrimFunc]:
    return list(item.functions) if isinstance(item, ir.IRModule) else [item]


def _needs_functions(items: list, path: str, verb: str) -> list:
    """``items``, or a clear failure when they hold no function at all (an empty module)."""
    if not any(_functions(item) for item in items):
        raise _Fail(f"{path}: {', '.join(f'module {item.name}' for item in items)} has no "
                    f"functions: there is nothing to {verb}")
    return items


def _parse_params(ctx, param, params: tuple[str, ...]) -> dict[str, int]:
    """``--param NAME=INT`` (a click callback: a bad value is a usage error, exit 3)."""
    out = {}
    for p in params:
        key, sep, value = p.partition("=")
        if not sep or not key.isidentifier():
            raise click.BadParameter(f"expected NAME=INT, got {p!r}", param_hint="--param")
        try:
            out[key] = int(value)
        except ValueError:
            raise click.BadParameter(f"{key}: {value!r} is not an integer", param_hint="--param") from None
    return out


def format_array(values: np.ndarray, defined: np.ndarray | None = None) -> str:
    """An array as text, with ``?`` where the program leaves the value undefined."""
    text = np.vectorize(lambda v: f"{v:g}" if isinstance(v, float) else str(v), otypes=[object])(
        values.astype(object) if values.dtype != np.bool_ else values.astype(int).astype(object))
    if defined is not None:
        text = np.where(defined, text, "?")
    width = max((len(t) for t in text.flat), default=1)
    return np.array2string(text, formatter={"all": lambda t: t.rjust(width)},
                           max_line_width=100, threshold=200)


def _run_one(func: ir.PrimFunc, seed: int, scalars: dict[str, int], show_inputs: bool):
    from verirw.interp import run
    from verirw.inputs import random_inputs
    inputs = random_inputs(func, seed, scalars)
    result = run(func, **inputs)
    def show(label: str, name: str, text: str):
        prefix = f"  {label} {name} = "
        click.echo(prefix + text.replace("\n", "\n" + " " * len(prefix)))

    for _, buf in func.buffer_map:
        if show_inputs:
            show("in ", buf.name, format_array(inputs[buf.name]))
        show("out", buf.name, format_array(result.arrays[buf.name], result.defined[buf.name]))
    click.echo(f"  ({result.steps} statements executed)")


@click.group(cls=_Main, epilog=SCHEME)
@click.version_option(package_name="verirw")
@click.option("--debug", is_flag=True, help="Show the traceback of an internal error (exit 4).")
def main(debug):
    """verirw: verified rewriting of TVMScript loop programs."""
    global _DEBUG
    _DEBUG = debug


@main.command("parse")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--name", help="Only the function or module with this name.")
@budgeted(None)
def parse_cmd(file, name, timeout, max_memory):
    """Parse FILE and print it back as TVMScript (a check that verirw accepts it)."""
    import verirw
    for item in _load(file, name):
        click.echo(verirw.script(item))


@main.command("run")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--name", help="Only the function or module with this name.")
@click.option("--seed", default=0, show_default=True, help="Seed of the random inputs.")
@click.option("--param", "params", multiple=True, metavar="NAME=INT", callback=_parse_params,
              help="Value of a scalar parameter (repeatable).")
@click.option("--inputs/--no-inputs", default=True, show_default=True, help="Print the inputs.")
@click.option("--json", "as_json", is_flag=True, help=JSON_HELP)
@budgeted(None)
def run_cmd(file, name, seed, params, inputs, as_json, timeout, max_memory):
    """Run every function in FILE on seeded random inputs with the reference interpreter.
    Exit code 0, or 3 when a program has no defined behaviour on the inputs."""
    import time
    scalars = params
    start = time.monotonic()
    functions = []
    for item in _needs_functions(_load(file, name), file, "run"):
        for func in _functions(item):
            if not as_json:
                click.echo(f"{func.name}:")
            try:
                if as_json:
                    functions.append(_run_json(func, seed, scalars))
                else:
                    _run_one(func, seed, scalars, inputs)
            except VerirwError as e:
                raise _Fail(f"{func.name}: {e}", exit_code_for(e)) from None
    if as_json:
        _emit_json({"command": "run", "status": "ok", "exit_code": 0,
                    "reason": f"{len(functions)} function(s) run on seed {seed}",
                    "seed": seed, "functions": functions,
                    "budgets": _budgets(timeout, max_memory, start)})


def _run_json(func: ir.PrimFunc, seed: int, scalars: dict[str, int]) -> dict:
    """One function's run as JSON values: inputs, outputs (undefined elements are null)."""
    from verirw import jsonable
    from verirw.inputs import random_inputs
    from verirw.interp import run
    inputs = random_inputs(func, seed, scalars)
    result = run(func, **inputs)
    outputs = {}
    for _, buf in func.buffer_map:
        out = jsonable.encode_array(np.asarray(result.arrays[buf.name]))
        out["defined"] = np.asarray(result.defined[buf.name]).astype(int).tolist()
        outputs[buf.name] = out
    return {"name": func.name, "inputs": jsonable.encode(dict(inputs)), "outputs": outputs,
            "statements": result.steps}


def _budgets(timeout, max_memory, start: float, **more) -> dict:
    """What a --json object says about its budgets: the bounds and the time used."""
    import time
    return {"timeout_s": timeout, "max_memory_bytes": max_memory,
            "elapsed_s": round(time.monotonic() - start, 3), **more}


@main.command("build")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--name", help="Only the function or module with this name.")
@click.option("--emit", type=click.Choice(["llvm", "opt", "asm", "none"]), default="opt",
              show_default=True,
              help="Print the LLVM IR as generated (llvm), after O3 (opt), the host assembly "
                   "(asm), or nothing.")
@click.option("--float-mode", type=click.Choice(["ieee", "fast"]), default=None,
              help="Float semantics (default: the function's float_mode attribute, else ieee); "
                   "fast allows reassociation, so float reductions vectorize.")
@click.option("--bounds-check", is_flag=True, help="Check every access's indices at run time.")
@click.option("--compare", is_flag=True,
              help="Also run the kernel and the interpreter on random inputs and compare.")
@click.option("--param", "params", multiple=True, metavar="NAME=INT", callback=_parse_params,
              help="Value of a scalar parameter for --compare (repeatable).")
@click.option("--json", "as_json", is_flag=True, help=JSON_HELP)
@budgeted(None)
def build_cmd(file, name, emit, float_mode, bounds_check, compare, params, as_json, timeout,
              max_memory):
    """Compile every function in FILE to native code through llvmlite (after the lowering
    steps flatten and remove_store_undef) and print the code. Exit code 0 on success, 3 when
    a function cannot be compiled (with the reason), 4 when --compare finds the compiled code
    disagreeing with the interpreter (a bug)."""
    import time
    from verirw.codegen import build, prepare
    from verirw.testing.native import compiled_differences
    scalars = params
    began = time.monotonic()
    built = []
    for item in _needs_functions(_load(file, name), file, "compile"):
        for func in _functions(item):
            start = time.perf_counter()
            try:
                kernel = build(prepare(func), float_mode=float_mode, bounds_check=bounds_check)
            except VerirwError as e:
                message = str(e)
                raise _Fail(message if message.startswith(f"{func.name}:")
                            else f"{func.name}: {message}", exit_code_for(e)) from None
            ms = (time.perf_counter() - start) * 1e3
            text = {"llvm": kernel.llvm_ir, "opt": kernel.optimised_ir,
                    "asm": kernel.assembly() if emit == "asm" else "", "none": ""}[emit]
            entry = {"name": func.name, "ms": round(ms, 1), "float_mode": kernel.float_mode,
                     "vectorized": kernel.vectorized, "run_time_checks": len(kernel.sites),
                     "emit": emit, "code": text or None}
            built.append(entry)
            if text and not as_json:
                click.echo(text)
            if not as_json:
                click.echo(f"# {func.name}: built in {ms:.0f} ms (float mode {kernel.float_mode}, "
                       f"{'vectorized' if kernel.vectorized else 'not vectorized'}, "
                       f"{len(kernel.sites)} run-time check(s))", err=True)
            if compare:
                try:
                    found = compiled_differences(func, scalars=scalars, float_mode=kernel.float_mode,
                                                 bounds_check=bounds_check)
                except VerirwError as e:
                    raise _Fail(f"{func.name}: {e}", exit_code_for(e)) from None
                if found is not None:
                    raise _Fail(f"{func.name}: compiled code disagrees with the interpreter: "
                                f"{found}", ExitCode.INTERNAL)
                entry["compare"] = "agrees with the interpreter on 3 random inputs"
                if not as_json:
                    click.echo(f"# {func.name}: compiled kernel agrees with the interpreter on 3 "
                               f"random inputs", err=True)
    if as_json:
        _emit_json({"command": "build", "status": "ok", "exit_code": 0,
                    "reason": f"{len(built)} function(s) compiled", "functions": built,
                    "budgets": _budgets(timeout, max_memory, began)})


@main.command("check")
@click.argument("before", type=click.Path(dir_okay=False))
@click.argument("after", type=click.Path(dir_okay=False))
@click.option("--name", help="The function (or module) to take from each file.")
@click.option("--function", help="In a module: check only this function.")
@click.option("--layout", "layouts", multiple=True, metavar='BUF="lambda i: [i//4, i%4]"',
              callback=lambda ctx, param, v: _parse_layouts(v),
              help="Relate after's transformed buffer BUF to before's (repeatable).")
@click.option("--float-mode", type=click.Choice(["ieee", "fast"]), default="ieee", show_default=True,
              help="ieee: bit-identical IEEE results; fast: exact reals (fast-math reassociation).")
@click.option("--max-statements", default=2_000_000, show_default=True,
              help="Symbolic statements executed before answering unknown.")
@click.option("--max-work", type=click.IntRange(min=1), default=None,
              help="Solver work (z3 resource units) before answering unknown: a deterministic "
              "bound, the same answer at any machine load (--timeout is then the outer bound). "
              "About 1,000 units are a millisecond of z3 on a quiet machine.")
@click.option("--param", "params", multiple=True, metavar="NAME=INT", callback=_parse_params,
              help="Fix a scalar parameter.")
@click.option("--method", type=click.Choice(["auto", "unroll", "summary"]), default="auto",
              show_default=True, help="unroll: loops iteration by iteration; summary: loops with "
              "independent iterations once, on a symbolic iteration (any trip count, symbolic "
              "bounds); auto: unroll small programs, summarise large ones.")
@click.option("--json", "as_json", is_flag=True, help=JSON_HELP)
@click.option("--emit-smt", "emit_smt", type=click.Path(file_okay=False), default=None,
              metavar="DIR", help="Write every z3 query of the check to DIR as a standard "
              "SMT-LIB 2.6 script (with set-logic; `sat` there is a counterexample).")
@budgeted(60.0)
def check_cmd(before, after, name, function, layouts, float_mode, timeout, max_statements, params,
              method, as_json, emit_smt, max_memory, max_work):
    """Prove that AFTER refines BEFORE. Exit code: 0 proven, 1 refuted (with a counterexample),
    2 unknown (budget exhausted or unsupported), 3 invalid input."""
    from verirw.verify import check
    src = _single(_load(before, name), before)
    tgt = _single(_load(after, name), after)
    # the checker's own deadline comes first, so it can say what it was doing
    import time
    from verirw import smtlib
    start = time.monotonic()
    recording = (smtlib.record_queries(Path(emit_smt), prefix="check")
                 if emit_smt else contextlib.nullcontext())
    with recording as written, check_progress(SOFT * timeout, enabled=not as_json):
        result = check(src, tgt, function=function, layouts=layouts, timeout_s=SOFT * timeout,
                       max_statements=max_statements, scalars=params, float_mode=float_mode,
                       method=method, max_work=max_work)
    if as_json:
        obj = {"command": "check", **result.to_json(), "exit_code": result.exit_code,
               "float_mode": float_mode, "method": method,
               "budgets": _budgets(timeout, max_memory, start, max_statements=max_statements,
                                   statements=result.statements, check_time_s=result.time_s,
                                   max_work=max_work,
                                   solver_work=result.details.get("solver_work"))}
        if emit_smt:
            obj["smt_files"] = [str(p) for p in written]
        _emit_json(obj)
        sys.exit(result.exit_code)
    if emit_smt:
        click.echo(f"wrote {len(written)} SMT-LIB file(s) to {emit_smt}", err=True)
    click.echo(f"{result.status}: {result.reason}")
    how = ("loop summaries" if result.details.get("method") == "summary"
           else f"{result.statements} statements executed symbolically")
    click.echo(f"  ({how}, {result.time_s:.2f} s, float mode {float_mode})")
    if result.counterexample is not None:
        for buf, arr in result.counterexample["inputs"].items():
            if buf.startswith("_"):
                continue
            click.echo(f"  input {buf} = " + format_array(np.asarray(arr)).replace("\n", "\n" + " " * (10 + len(buf))))
        for k, v in result.counterexample.get("scalars", {}).items():
            click.echo(f"  input {k} = {v}")
        if result.confirmed is not None:
            click.echo(f"  the reference interpreter {'reproduces' if result.confirmed else 'does NOT reproduce'} it")
    sys.exit(result.exit_code)


@contextlib.contextmanager
def check_progress(budget_s: float, enabled: bool = True, stream=None, every_s: float = 0.5):
    """While ``check`` runs: a status line on stderr, only when stderr is a terminal — the
    phase (executing the programs, or solving), the z3 queries asked so far and the time
    used against the budget. Cleared when the check ends."""
    import threading
    import time
    from verirw import solver
    stream = stream if stream is not None else sys.stderr
    if not enabled or not stream.isatty():
        yield
        return
    asked = [0]

    def count(_solver) -> None:
        asked[0] += 1
    start = time.monotonic()
    stop = threading.Event()

    def show() -> None:
        while not stop.wait(every_s):
            phase = "solving" if asked[0] else "executing symbolically"
            stream.write(f"\r\033[Kcheck: {phase}, {asked[0]} z3 quer"
                         f"{'y' if asked[0] == 1 else 'ies'} asked, "
                         f"{time.monotonic() - start:.1f} s of {budget_s:.0f} s")
            stream.flush()
    solver.QUERY_HOOKS.append(count)
    thread = threading.Thread(target=show, daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()
        solver.QUERY_HOOKS.remove(count)
        stream.write("\r\033[K")
        stream.flush()


def _parse_layouts(values: tuple[str, ...]) -> dict[str, str]:
    out = {}
    for item in values:
        key, sep, text = item.partition("=")
        if not sep or not key.strip():
            raise click.BadParameter(f"expected BUF=\"lambda ...\", got {item!r}",
                                     param_hint="--layout")
        out[key.strip()] = text.strip().strip("'\"")
    return out


def _single(items: list, path: str):
    if len(items) != 1:
        raise _Fail(f"{path} holds {len(items)} definitions; pick one with --name")
    return items[0]


# ----------------------------------------------------------------------------- campaigns


def campaign_options(default_workers: str):
    """The options of the campaign commands (fuzz, prove, check-batch): who runs the shards,
    where, how many, each shard's budget, and the results file to resume from."""
    def decorate(f):
        options = [
            click.option("--executor", type=click.Choice(["local", "ray"]), default="local",
                         show_default=True,
                         help="local: worker processes on this machine; ray: Ray actors "
                              "(`pip install verirw[ray]`), see docs/campaigns.md."),
            click.option("--address", default=None, metavar="ADDR",
                         help="With --executor ray: an existing Ray cluster (e.g. auto, or "
                              "HEAD:6379). Default: a local Ray started for this run."),
            click.option("--workers", type=click.IntRange(min=1), default=None,
                         help=f"Workers (processes or actors). Default: {default_workers}."),
            click.option("--resume", type=click.Path(dir_okay=False), default=None,
                         metavar="RESULTS.jsonl",
                         help="Append each finished shard to this file; shards it already "
                              "holds are not run again (stop and resume a campaign)."),
            click.option("--shard-timeout", type=click.FloatRange(min=0, min_open=True),
                         default=None, help="CPU seconds per shard (its worker's process "
                         "tree, so load does not count); past them, or when the worker stops "
                         "answering, it is killed and the shard retried once, then reported "
                         "failed."),
            click.option("--shard-memory", default="4G", show_default=True, metavar="SIZE",
                         help="Resident memory of a worker while it runs a shard; past it, as "
                              "--shard-timeout."),
        ]
        for option in reversed(options):
            f = option(f)
        return f
    return decorate


def _run_campaign(command: str, shards: list, *, executor: str, address, workers,
                  resume, shard_timeout, shard_memory, label: str):
    """The shards through the chosen executor, with a progress bar on stderr (shards done,
    programs per second); the merged ``Summary``."""
    import time
    from verirw.budget import parse_size
    from verirw.campaign import ShardBudget, make_executor, run_shards
    if address and executor != "ray":
        raise _Fail("--address needs --executor ray")
    try:
        memory = parse_size(shard_memory)
    except ValueError as e:
        raise _Fail(f"--shard-memory: {e}") from None
    try:
        runner = make_executor(executor, workers, address)
    except ImportError:
        raise _Fail("--executor ray needs Ray: pip install 'verirw[ray]'") from None
    start = time.monotonic()
    seen = [0]

    def show(_item) -> str:
        rate = seen[0] / max(time.monotonic() - start, 1e-9)
        return f"{seen[0]} programs, {rate:.1f}/s"

    with click.progressbar(length=len(shards), label=label, file=sys.stderr,
                           item_show_func=show) as bar:
        def progress(outcome) -> None:
            seen[0] += outcome.result.programs if outcome.result is not None else 0
            bar.update(1, outcome.key)
        try:
            return run_shards(command, shards, runner,
                              budget=ShardBudget(shard_timeout, memory), resume=resume,
                              progress=progress)
        except ValueError as e:             # a results file of another campaign
            raise _Fail(str(e)) from None


def _campaign_json(command: str, summary, code: int, **more) -> dict:
    return {"command": command, "status": _STATUS_OF_CODE[ExitCode(code)]
            if code else ("proven" if command != "fuzz" else "ok"), "exit_code": int(code),
            "reason": summary.line(), **summary.to_json(), **more}


@main.command("prove")
@click.option("--check", "check_only", is_flag=True,
              help="Do not write: fail if a rule is not proven or the manifest is stale.")
@click.option("--rule", "rule_names", multiple=True, metavar="FAMILY/NAME",
              help="Only these rules (printed, never written to the manifest; with --check, "
                   "only their entries of the manifest are checked).")
@click.option("--obligation-timeout", default=20_000, show_default=True,
              help="Milliseconds per obligation, spent as z3 work (1,000 resource units a ms, "
                   "the same at any machine load; wall time ten times that only as the outer "
                   "bound); an obligation past it is unknown. 0: no limit.")
@click.option("--out", type=click.Path(file_okay=False), default=None,
              help="Manifest folder (default: the proofs/ folder of verirw).")
@click.option("--solver", "solvers", type=click.Choice(["z3", "cvc5", "both"]), default="z3",
              show_default=True,
              help="Who decides: z3; cvc5 (the obligations as standard SMT-LIB, needs "
                   "`pip install verirw[cvc5]`); both (proven only when both answer unsat).")
@click.option("--emit-smt", "emit_smt", type=click.Path(file_okay=False), default=None,
              metavar="DIR", help="Also write each rule's obligations to DIR as a standard "
              "SMT-LIB 2.6 script (DIR/<family>.<rule>.smt2; every check-sat must be unsat).")
@click.option("--failures-out", default="prove-failures", show_default=True,
              type=click.Path(file_okay=False),
              help="Where the SMT-LIB script of each rule not proven is saved.")
@click.option("--tvm-rules", "tvm_rules", type=click.Path(exists=True, dir_okay=False),
              default=None, metavar="PATH",
              help="Instead of the library: translate and classify every rule site of TVM's "
                   "rewrite_simplify.cc at PATH (proven / stronger condition / unsound / "
                   "unknown / out of scope; docs/tvm-rules.md). With --out, DIR/tvm-rules.json "
                   "and DIR/tvm-rules.md are written.")
@campaign_options("every CPU (local), or of the Ray cluster")
@click.option("--json", "as_json", is_flag=True, help=JSON_HELP)
@budgeted(None, "Wall-clock bound in seconds for the whole run")
def prove_cmd(check_only, rule_names, obligation_timeout, out, solvers, emit_smt, failures_out,
              tvm_rules, executor, address, workers, resume, shard_timeout, shard_memory,
              as_json, timeout, max_memory):
    """Prove every rule of rules/ with z3 and write proofs/ (manifest.json and one SMT-LIB2
    file per rule). Exit code 0 when every rule is proven (and, with --check, the manifest is
    current); 1 when a rule is refuted or (with --check) the manifest is stale; 2 when a rule
    is only unknown (z3 gave up); one line per failing rule."""
    import time as _time
    if tvm_rules:
        _prove_tvm_rules(tvm_rules, out, as_json, executor=executor, address=address,
                         workers=workers, resume=resume, shard_timeout=shard_timeout,
                         shard_memory=shard_memory)
        return
    from verirw import prover
    from verirw.egraph.library import load_library, qualified_name
    rules = load_library()
    if rule_names:
        wanted = set(rule_names)
        rules = [r for r in rules if qualified_name(r) in wanted or r.name in wanted]
        if not rules:
            raise _Fail(f"no rule named {', '.join(rule_names)}")
    from verirw import smtlib
    if solvers != "z3" and not smtlib.cvc5_available():
        raise _Fail("--solver cvc5 needs cvc5: pip install 'verirw[cvc5]'")
    echo = functools.partial(click.echo, err=True) if as_json else click.echo
    from verirw.campaign.shards import rule_shards
    start = _time.perf_counter()
    # one shard per rule, on warm workers (z3 and the prover loaded once per worker)
    summary = _run_campaign("prove", rule_shards(rules,
                                                 timeout_ms=obligation_timeout,
                                                 out=Path(failures_out).resolve()),
                            executor=executor, address=address,
                            workers=workers or (os.cpu_count() or 1 if executor == "local"
                                                else None),
                            resume=resume, shard_timeout=shard_timeout or 600.0,
                            shard_memory=shard_memory, label="proving")
    proofs = [o.result.payload for o in summary.outcomes if o.result is not None]
    lost = summary.failed_shards
    for o in lost:
        echo(f"{o.key.removeprefix('rule/')}: "
             f"{'internal error' if o.status == 'error' else 'unknown'}: its shard failed: "
             f"{o.reason.splitlines()[0]}")
    cvc5 = {}
    if solvers != "z3":
        with click.progressbar(proofs, label="cvc5", file=sys.stderr) as bar:
            for p in bar:
                cvc5[p.name] = _cvc5_verdict(p, obligation_timeout)
    elapsed = _time.perf_counter() - start
    status = {p.name: _combined(p.status, cvc5.get(p.name), solvers) for p in proofs}
    failed = [p for p in proofs if status[p.name] != "proven"]
    for p in failed:
        echo(p.failure() if p.status != "proven" else
             f"{p.name}: {status[p.name]} by cvc5: {cvc5[p.name]['reason']}")
    n_obl = sum(len(p.obligations) for p in proofs)
    who = {"z3": f"z3 {_z3_version()}", "cvc5": "cvc5", "both": f"z3 {_z3_version()} and cvc5"}
    line = (f"{len(proofs) - len(failed)} of {len(rules)} rules proven "
            f"({n_obl} obligations, {elapsed:.1f} s, {who[solvers]}"
            f"{f', {len(lost)} not run to the end' if lost else ''})")
    echo(line)
    if emit_smt:
        folder_smt = Path(emit_smt)
        folder_smt.mkdir(parents=True, exist_ok=True)
        for p in proofs:
            (folder_smt / f"{p.name.replace('/', '.')}.smt2").write_text(prover.smt_script(p))
        echo(f"wrote {len(proofs)} SMT-LIB file(s) to {folder_smt}")
    folder = Path(out) if out else prover.MANIFEST
    stale, wrote = [], None
    code = _proofs_code([status[p.name] for p in failed] + ["unknown"] * len(lost))
    if code != ExitCode.REFUTED and any(o.status == "error" for o in lost):
        code = ExitCode.INTERNAL                  # a rule's proof raised: a bug, not unknown
    if lost:
        echo(f"{len(lost)} rule(s) not proven to the end: the manifest is not checked or "
             f"written")
    elif check_only:
        stale = prover.stale_entries(proofs, folder, subset=bool(rule_names))
        for entry in stale[:20]:
            echo(f"stale: {entry}")
        if stale:
            echo(f"the manifest in {folder} is stale: run `verirw prove` and commit it")
            code = ExitCode.REFUTED
    elif not rule_names:
        wrote = prover.write_manifest(proofs, folder)
        echo(f"wrote {wrote}")
    if as_json:
        _emit_json({"command": "prove", "status": _STATUS_OF_CODE[ExitCode(code)]
                    if code != ExitCode.OK else "proven", "exit_code": int(code),
                    "reason": line + (f"; the manifest in {folder} is stale" if stale else ""),
                    "solver": solvers, "z3": _z3_version(),
                    "rules": [_proof_json(p, status[p.name], cvc5.get(p.name)) for p in proofs],
                    "stale": stale, "manifest": str(wrote) if wrote else None,
                    "budgets": {"timeout_s": timeout, "max_memory_bytes": max_memory,
                                "obligation_timeout_ms": obligation_timeout,
                                "elapsed_s": round(elapsed, 3)},
                    **_campaign_keys(summary, status)})
    sys.exit(code)


def _prove_tvm_rules(path, out, as_json, **campaign) -> None:
    """``verirw prove --tvm-rules PATH``: every TVM rule site classified (verirw.tvm_rules);
    exit code 0 when every site got its class (whatever the class), 2 when a shard failed."""
    import json as _json
    from verirw.tvm_rules import campaign as tvm
    from verirw.tvm_rules.report import PREAMBLE, markdown
    shards = tvm.site_shards(path)
    campaign["workers"] = campaign["workers"] or (os.cpu_count() or 1
                                                  if campaign["executor"] == "local" else None)
    campaign["shard_timeout"] = campaign["shard_timeout"] or 900.0
    summary = _run_campaign("prove-tvm", shards, label="TVM rules", **campaign)
    report = tvm.report_from_summary(path, [s.site for s in shards], summary)
    line = tvm.counts_line(report)
    if out:
        folder = Path(out)
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "tvm-rules.json").write_text(_json.dumps(report, indent=1) + "\n")
        (folder / "tvm-rules.md").write_text(markdown(report, PREAMBLE))
    code = ExitCode.UNKNOWN if summary.failed_shards else ExitCode.OK
    if as_json:
        _emit_json({"command": "prove", "status": "ok" if code == ExitCode.OK else "unknown",
                    "exit_code": int(code), "reason": line, **report})
    else:
        click.echo(line)
        for k, n in report["counts"].items():
            click.echo(f"  {k:13} {n:4} sites  {report['pattern_counts'][k]:4} patterns")
        if out:
            click.echo(f"wrote {Path(out) / 'tvm-rules.json'} and {Path(out) / 'tvm-rules.md'}")
    sys.exit(code)


def _campaign_keys(summary, status: dict) -> dict:
    """prove's --json keys shared with every campaign; the verdicts with --solver applied."""
    keys = summary.to_json()
    for v in ("proven", "refuted", "unknown"):
        keys[v] = sum(1 for s in status.values() if s == v) + (len(summary.failed_shards)
                                                                if v == "unknown" else 0)
    return keys


def _cvc5_verdict(proof, timeout_ms: int) -> dict:
    """cvc5 on a rule's obligations (its standard SMT-LIB script): proven when every
    check-sat answers unsat — under the rule's plan (``proofs/cvc5/plans.json``: cvc5
    options, proofs by lemmas) where it has one, as the tests re-check the proof files."""
    import time as _time
    from verirw import prover, smtlib
    start = _time.perf_counter()
    plan = smtlib.cvc5_plan(proof.name)
    try:
        if plan is not None:
            steps = smtlib.cvc5_recheck(prover.smt_script(proof), plan, timeout_ms, proof.name)
        else:
            answers = smtlib.cvc5_answers(prover.smt_script(proof), timeout_ms, proof.name)
    except (RuntimeError, ValueError) as e:
        return {"status": "unknown", "reason": str(e), "answers": [],
                "ms": (_time.perf_counter() - start) * 1e3}
    ms = (_time.perf_counter() - start) * 1e3
    if plan is not None:
        return {**_planned_verdict(steps, {o.case for o in proof.obligations}),
                "answers": [a for _, a in steps], "ms": round(ms, 1)}
    if len(answers) != len(proof.obligations):
        status, reason = "unknown", f"{len(answers)} answers for {len(proof.obligations)} obligations"
    elif all(a == "unsat" for a in answers):
        status, reason = "proven", f"{len(answers)} unsat"
    elif "sat" in answers:
        case = proof.obligations[answers.index("sat")].case
        status, reason = "refuted", f"sat in case {case}"
    else:
        k = next(i for i, a in enumerate(answers) if a != "unsat")
        status, reason = "unknown", f"{answers[k]} in case {proof.obligations[k].case}"
    return {"status": status, "reason": reason, "answers": answers, "ms": round(ms, 1)}


def _planned_verdict(steps: list[tuple[str, str]], cases: set[str]) -> dict:
    """The verdict of a re-check under a plan, from its (label, answer) steps: a lemma
    cvc5 does not find valid leaves the rule unknown (a lemma is not the rule); only an
    obligation answering sat refutes it."""
    bad = next(((label, a) for label, a in steps if a != "unsat"), None)
    if bad is None:
        lemmas = sum(1 for label, _ in steps if label.startswith("lemma") or ": lemma" in label)
        return {"status": "proven", "reason": f"{len(steps)} unsat under its plan"
                + (f" ({lemmas} lemma steps)" if lemmas else "")}
    label, answer = bad
    is_obligation = label in cases or label.endswith(": obligation")
    if answer == "sat" and is_obligation:
        return {"status": "refuted", "reason": f"sat in {label}"}
    return {"status": "unknown", "reason": f"{answer} in {label}"}


def _combined(z3_status: str, cvc5: dict | None, solvers: str) -> str:
    if solvers == "z3":
        return z3_status
    if solvers == "cvc5":
        return cvc5["status"]
    states = {z3_status, cvc5["status"]}
    return next((s for s in ("refuted", "unknown") if s in states), "proven")


def _proof_json(p, status: str, cvc5: dict | None) -> dict:
    from verirw import jsonable
    out = {"name": p.name, "status": status, "z3_status": p.status, "method": p.method,
           "ms": round(p.ms, 1),
           "obligations": [{"case": o.case, "status": o.status, "solver": o.solver,
                            "ms": round(o.ms, 1),
                            "counterexample": jsonable.encode(o.counterexample) or None}
                           for o in p.obligations]}
    if p.status != "proven":
        out["failure"] = p.failure()
    if cvc5 is not None:
        out["cvc5"] = cvc5
    return out


def _proofs_code(failed: list[str]) -> ExitCode:
    """The code of the statuses of the rules not proven."""
    if "refuted" in failed:
        return ExitCode.REFUTED
    return ExitCode.UNKNOWN if failed else ExitCode.OK


@main.command("simplify")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--name", help="Only the function or module with this name.")
@click.option("--validate/--no-validate", default=True, show_default=True,
              help="Prove with `verirw check` that the result refines the input; when it is "
                   "not proven (unknown, refuted) print the input unchanged with the reason. "
                   "--no-validate is UNSAFE: it prints the passes' output unproven.")
@click.option("--validate-timeout", default=None, type=float,
              help="Seconds for the validation (default: 0.8 x --timeout); past them the "
                   "verdict is unknown and the input is printed unchanged.")
@click.option("--float-mode", type=click.Choice(["ieee", "fast"]), default="ieee", show_default=True)
@click.option("--certificate/--no-certificate", default=True, show_default=True,
              help="Print the rules fired, the proven obligations of the rewrites applied "
                   "and the candidate rewrites refused.")
@click.option("--iterations", default=12, show_default=True, help="E-graph steps per round.")
@click.option("--nodes", default=200_000, show_default=True, help="E-graph size limit.")
@click.option("--seconds", default=None, type=float,
              help="The engine's own time limit per run, after which it returns its best "
                   "sound result so far (default: 0.8 x --timeout).")
@click.option("--passes", default=None, cls=_PassesOption,
              help="Comma-separated passes run to a fixpoint (see `verirw passes`); or 'all' "
                   "(the optimising ones). Default: simplify alone.")
@click.option("--json", "as_json", is_flag=True, help=JSON_HELP)
@budgeted(60.0)
def simplify_cmd(file, name, validate, validate_timeout, float_mode, certificate, iterations,
                 nodes, seconds, passes, as_json, timeout, max_memory):
    """Simplify FILE with the proven rule library (RFC 0077 "Simplify") — or run the given
    passes — and print the result, proven by `verirw check` to refine FILE (or FILE itself
    when validation cannot prove it, with the reason in the certificate; a refuted result is
    an engine bug and is also reported on stderr). Exit code 0 on success, 2 past
    --timeout/--max-memory, 3 for invalid input or an unknown pass."""
    import verirw
    from verirw.egraph.engine import Limits
    limits = Limits(iterations=iterations, nodes=nodes,
                    seconds=seconds if seconds is not None else SOFT * timeout,
                    memory_mb=min(Limits().memory_mb, max_memory >> 20))
    items = _load(file, name)
    if passes is not None and passes != "all":
        passes = [p.strip() for p in passes.split(",") if p.strip()]
    if passes is not None:
        from verirw.passes.pipeline import resolve
        try:
            resolve(passes)
        except ValueError as e:
            raise _Fail(str(e)) from None
    if validate_timeout is None:
        validate_timeout = SOFT * timeout
    import time
    start = time.monotonic()
    results = []
    for item in items:
        # the command already runs in a child under --timeout and --max-memory (budgeted):
        # the engine runs here, not in a second worker that would load everything again
        result = verirw.simplify(item, passes=passes, limits=limits, float_mode=float_mode,
                                 validate=validate, validate_timeout_s=validate_timeout,
                                 isolate=False)
        if as_json:
            certs = getattr(result, "certificates", [result.certificate])
            results.append({"name": item.name, "program": verirw.script(result.func),
                            "changed": bool(result.changed),
                            "applied": not any(c.reverted for c in certs),
                            "certificates": [c.to_json() for c in certs]})
            continue
        click.echo(verirw.script(result.func))
        certs = getattr(result, "certificates", [result.certificate])
        if certificate:
            for cert in certs:
                click.echo(_format_certificate(cert))
        for cert in certs:
            if cert.reverted:
                click.echo(f"verirw simplify: result not applied: {cert.reverted}", err=True)
    if as_json:
        reverted = [c["reverted"] for r in results for c in r["certificates"] if c["reverted"]]
        _emit_json({"command": "simplify", "status": "ok", "exit_code": 0,
                    "reason": ("result not applied: " + "; ".join(reverted)) if reverted
                    else f"{sum(r['changed'] for r in results)} of {len(results)} program(s) "
                         f"changed",
                    "validate": validate, "float_mode": float_mode, "results": results,
                    "budgets": _budgets(timeout, max_memory, start,
                                        validate_timeout_s=validate_timeout,
                                        engine={"iterations": iterations, "nodes": nodes,
                                                "seconds": limits.seconds,
                                                "memory_mb": limits.memory_mb})})
    sys.exit(0)


@main.command("passes")
@budgeted(None)
def passes_cmd(timeout, max_memory):
    """List the passes of `verirw simplify --passes` (the registry, verirw.passes.PASSES):
    stage, what each does, the rule families and z3 obligation kinds it relies on. Exit
    code 0."""
    from verirw.passes import registry
    for name, cls in registry.PASSES.items():
        click.echo(f"{name} ({cls.stage}): {cls.summary}")
        families = ", ".join(cls.rule_families) or "none"
        kinds = ", ".join(cls.obligation_kinds + ("verirw.check",) * cls.by_check) or "none"
        click.echo(f"    rule families: {families}")
        click.echo(f"    obligations: {kinds}")


def _z3_version() -> str:
    import z3
    return z3.get_version_string()


def _format_certificate(cert) -> str:
    lines = [f"# certificate: {cert.summary()}"]
    for step in cert.steps:
        lines.append(f"#   pass {step.name}: {step.seconds * 1000:.0f} ms, "
                     f"{'changed' if step.changed else 'unchanged'}")
    for rule, n in sorted(cert.rules_fired.items()):
        if not rule.startswith(("safety/", "bounds/", "facts/")):
            lines.append(f"#   rule {rule}: {n} match(es)")
    from verirw.passes.obligations import BY_INTERVALS
    from verirw.passes.simplify import refusal_reason
    for o in cert.obligations:          # the obligations of the rewrites applied: all proven
        engine = ("interpreter" if o.kind == "fold" else "intervals"
                  if o.claim.endswith(BY_INTERVALS) else "z3")
        lines.append(f"#   proven by {engine}, {o.kind}: {o.claim} ({o.ms:.1f} ms)")
    for o in cert.refused:              # candidates tried and not applied
        lines.append(f"#   candidate refused, {o.kind}: {o.claim}: {refusal_reason(o)}")
    for refusal in cert.refusals:
        lines.append(f"#   refused: {refusal}")
    if cert.validation is not None:
        lines.append(f"#   validation: {cert.validation}")
    return "\n".join(lines)


@main.command("fuzz")
@click.option("--passes", default="all", show_default=True,
              help="Comma-separated properties: roundtrip, check, summary, localise, layout, "
                   "simplify, pipeline, codegen (all: these eight), compose, rebind.")
@click.option("--generator", default="default", show_default=True,
              type=click.Choice(["default", "arith", "wrap", "undef", "deep", "trust"]),
              help="Programs to fuzz with: prim_funcs (default), or edge cases where "
                   "miscompilations hide: integer division and modulo of either rounding "
                   "on negative operands (arith), wrap-around under value-fixing assumes (wrap), "
                   "T.undef() in conditions (undef), deep expressions (deep), or the last three "
                   "(trust).")
@click.option("--examples", default=200, show_default=True, help="Programs per property.")
@click.option("--seed", default=0, show_default=True, help="Seed of the campaign.")
@click.option("--max-depth", default=3, show_default=True, help="Nesting depth of programs.")
@click.option("--out", default="fuzz-failures", show_default=True, type=click.Path(file_okay=False),
              help="Where minimised failures are saved as pytest files.")
@campaign_options("1 local process, or every CPU of the Ray cluster")
@click.option("--json", "as_json", is_flag=True, help=JSON_HELP)
@budgeted(None, "Wall-clock bound in seconds for the whole campaign")
def fuzz_cmd(passes, examples, seed, max_depth, out, generator, executor, address, workers,
             resume, shard_timeout, shard_memory, as_json, timeout, max_memory):
    """Differential fuzzing: generated programs through each property, compared with the
    interpreter; failures are minimised by hypothesis and saved as reproducible tests. The
    programs are shards of 50 per seed (the same programs on every executor and worker count).
    Exit code 0 when nothing failed, 1 when a property failed (a mismatch), 2 when a shard
    failed (its worker died or ran out of budget twice), 3 for an unknown property."""
    from verirw.campaign.shards import fuzz_shards
    from verirw.testing.fuzz import ALL_PROPERTIES, properties
    known = list(properties())
    names = (list(ALL_PROPERTIES) if passes == "all"
             else [p.strip() for p in passes.split(",") if p.strip()])
    unknown = [n for n in names if n not in known]
    if unknown or not names:
        raise _Fail(f"unknown fuzz properties {unknown}; known: {', '.join(known)} (or all)")
    shards = fuzz_shards(names, examples=examples, seed=seed, max_depth=max_depth,
                         out=Path(out).resolve(), generator=generator)
    summary = _run_campaign("fuzz", shards, executor=executor, address=address,
                            workers=workers or (1 if executor == "local" else None),
                            resume=resume, shard_timeout=shard_timeout or 1800.0,
                            shard_memory=shard_memory, label="fuzzing")
    code = summary.exit_code(unknown_fails=False)
    if as_json:
        obj = _campaign_json("fuzz", summary, code, properties=names, generator=generator,
                             seed=seed, budgets={"timeout_s": timeout,
                                                 "max_memory_bytes": max_memory,
                                                 "examples": examples,
                                                 "shard_timeout_s": shard_timeout or 1800.0})
        by_key = {s.key: s for s in shards}       # each failure's property and seed, as before
        for failure in obj["failures"]:
            failure.update(property=by_key[failure["shard"]].prop,
                           seed=by_key[failure["shard"]].seed)
        _emit_json(obj)
    else:
        for line in summary.lines():
            click.echo(line)
    sys.exit(code)


@main.command("semdiff")
@click.option("--examples", default=200, show_default=True, type=click.IntRange(min=1),
              help="Programs to generate.")
@click.option("--seed", default=0, show_default=True, help="Seed of the campaign.")
@click.option("--inputs", "inputs_per_program", default=4, show_default=True,
              type=click.IntRange(min=1), help="Input sets per program (small, mixed, edge "
              "and wide values, cycled).")
@click.option("--out", default="semdiff-failures", show_default=True,
              type=click.Path(file_okay=False), help="Where each finding is saved (JSON).")
@click.option("--shrink", "shrink_s", default=60.0, show_default=True,
              type=click.FloatRange(min=0), metavar="SECONDS",
              help="Seconds to shrink each program's first finding to a minimal reproducer "
                   "(0: do not shrink).")
@click.option("--plant-bug", is_flag=True, hidden=True, help="Tests: a planted verirw bug.")
@campaign_options("1 local process, or every CPU of the Ray cluster")
@click.option("--json", "as_json", is_flag=True, help=JSON_HELP)
@budgeted(None, "Wall-clock bound in seconds for the whole campaign")
def semdiff_cmd(examples, seed, inputs_per_program, out, shrink_s, plant_bug, executor, address,
                workers, resume, shard_timeout, shard_memory, as_json, timeout, max_memory):
    """Differential oracle: random small TIR programs through verirw's interpreter and TVM's
    compiled code (`tvm.compile`, llvm), bits compared where verirw defines them; each
    disagreement classified (docs/semdiff.md). Needs the TVM extra. Exit code 0 when no
    disagreement is verirw's, 1 when one is (verirw-wrong, verirw-internal), 2 when TVM is
    missing or a shard failed, 3 for invalid options."""
    from verirw.testing import semdiff
    if not semdiff.tvm_available():
        raise _Fail("semdiff needs Apache TVM (>= 0.27): pip install 'verirw[tvm]'",
                    ExitCode.UNKNOWN)
    shards = semdiff.shards(examples=examples, seed=seed, inputs=inputs_per_program,
                            out=str(Path(out).resolve()), plant=plant_bug, shrink_s=shrink_s)
    summary = _run_campaign("semdiff", shards, executor=executor, address=address,
                            workers=workers or (1 if executor == "local" else None),
                            resume=resume, shard_timeout=shard_timeout or 900.0,
                            shard_memory=shard_memory, label="semdiff")
    obj, lines = semdiff.report(summary)
    obj.update(seed=seed, examples=examples, inputs_per_program=inputs_per_program)
    if as_json:
        _emit_json(obj)
    else:
        for line in lines:
            click.echo(line)
    sys.exit(obj["exit_code"])


def _batch_pairs(path: str) -> list[tuple[str, str, str, dict]]:
    """(label, before script, after script, layouts) of a check-batch input: a JSONL file of
    {"before": ..., "after": ..., "name": optional, "layouts": optional {BUF: "lambda ..."}}
    records, or a directory of NAME.before.py / NAME.after.py files (or NAME/before.py and
    NAME/after.py), whose layouts are none."""
    import json
    root = Path(path)
    pairs = []
    if root.is_dir():
        for before in sorted(root.glob("*.before.py")) + sorted(root.glob("*/before.py")):
            after = (before.parent / "after.py" if before.name == "before.py"
                     else before.with_name(before.name.removesuffix(".before.py") + ".after.py"))
            label = (before.parent.name if before.name == "before.py"
                     else before.name.removesuffix(".before.py"))
            if not after.exists():
                raise _Fail(f"{before} has no {after.name} next to it")
            pairs.append((label, before.read_text(), after.read_text(), {}))
        if not pairs:
            raise _Fail(f"{path} holds no NAME.before.py / NAME.after.py pairs")
        return pairs
    try:
        lines = root.read_text().splitlines()
    except OSError as e:
        raise _Fail(f"cannot read {path}: {e.strerror}") from None
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            layouts = record.get("layouts") or {}
            pairs.append((str(record.get("name", f"line{n}")), record["before"], record["after"],
                          layouts))
        except (ValueError, KeyError, TypeError, AttributeError):
            raise _Fail(f"{path}:{n}: expected a JSON object with \"before\" and \"after\" "
                        f"scripts") from None
        if not (isinstance(layouts, dict)
                and all(isinstance(k, str) and isinstance(v, str) for k, v in layouts.items())):
            raise _Fail(f"{path}:{n}: \"layouts\" must map buffer names to index map texts, "
                        f"e.g. {{\"A\": \"lambda i: [i // 4, i % 4]\"}}")
    if not pairs:
        raise _Fail(f"{path} holds no pairs")
    return pairs


@main.command("check-batch")
@click.argument("path", type=click.Path(exists=True))
@click.option("--pair-timeout", default=60.0, show_default=True,
              type=click.FloatRange(min=0, min_open=True),
              help="Seconds per pair, as `verirw check --timeout` (0.8 of it is check's own "
                   "deadline, past which the pair is unknown).")
@click.option("--out", default="check-failures", show_default=True,
              type=click.Path(file_okay=False),
              help="Where each refuted pair is saved as a pytest file that reproduces it.")
@click.option("--layout", "layouts", multiple=True, metavar='BUF="lambda i: [i//4, i%4]"',
              callback=lambda ctx, param, v: _parse_layouts(v),
              help="Relate after's transformed buffer BUF to before's in every pair "
                   "(repeatable; a JSONL record's own \"layouts\" add to these).")
@campaign_options("1 local process, or every CPU of the Ray cluster")
@click.option("--json", "as_json", is_flag=True, help=JSON_HELP)
@budgeted(None, "Wall-clock bound in seconds for the whole batch")
def check_batch_cmd(path, pair_timeout, out, layouts, executor, address, workers, resume,
                    shard_timeout, shard_memory, as_json, timeout, max_memory):
    """`verirw check` on every before/after pair of PATH: a directory of NAME.before.py and
    NAME.after.py files (or NAME/before.py, NAME/after.py), or a JSONL file of
    {"before": SCRIPT, "after": SCRIPT} records, each optionally with "name" and "layouts"
    ({"A": "lambda i: [i // 4, i % 4]"}, as --layout). Exit code 0 when every pair is proven,
    1 when one is refuted (saved under --out), 3 when one is invalid (not a valid script, or
    buffers that do not correspond), 2 when one is unknown or its shard failed."""
    from verirw.campaign.shards import PairShard
    pairs = _batch_pairs(path)
    folder = str(Path(out).resolve())
    shards = [PairShard(label, before, after, folder, pair_timeout,
                        tuple(sorted({**layouts, **own}.items())))
              for label, before, after, own in pairs]
    summary = _run_campaign("check-batch", shards, executor=executor, address=address,
                            workers=workers or (1 if executor == "local" else None),
                            resume=resume, shard_timeout=shard_timeout or pair_timeout + 30.0,
                            shard_memory=shard_memory, label="checking")
    code = summary.exit_code()
    rows = []
    for outcome in summary.outcomes:
        if outcome.result is not None:
            rows.append(dict(outcome.result.payload))
        else:
            rows.append({"label": outcome.key.split("/")[1], "status": "unknown",
                         "reason": f"shard failed: {(outcome.reason.splitlines() or [''])[0]}"})
    if as_json:
        _emit_json(_campaign_json("check-batch", summary, code, pairs=rows,
                                  budgets={"timeout_s": timeout, "max_memory_bytes": max_memory,
                                           "pair_timeout_s": pair_timeout}))
    else:
        for row in rows:
            click.echo(f"{row['label']}: {row['status']}: {row['reason'].splitlines()[0]}")
        for line in summary.lines():
            click.echo(line)
    sys.exit(code)


@main.command("demo")
@click.argument("file", required=False, type=click.Path(dir_okay=False))
@click.option("--seed", default=0, show_default=True)
@click.option("--size", default=None, type=click.IntRange(min=1),
              help="Elements of the end-to-end run (default 16,777,214).")
@budgeted(None)
def demo_cmd(file, seed, size, timeout, max_memory):
    """Run RFC 0077's element-wise example end to end and show each step proven. Without
    FILE (what `make demo` runs): the example at a realistic size (--size, default 16,777,214
    elements) — parse, transform_layout with padding, simplify with its certificate, remove
    the branch by overcompute, check, build through llvmlite, run against the interpreter,
    time branching vs branch-free. With FILE (an RFC walkthrough such as examples/rfc0077_elementwise.py):
    parse each stage, print it back, run it on random inputs, and prove it refines the
    previous stage (layouts are read from the RFC's `sched.transform_layout(BUF, lambda ...)`
    comment above a stage); where the comment names a primitive verirw implements, verirw
    applies it itself and compares. Exit code 1 when a stage is refuted, 2 when one is
    unknown, 4 when the end-to-end demo fails (its input is verirw's own: a bug)."""
    if file is None:
        from verirw.demo import DEFAULT_SIZE, run_demo
        if not run_demo(size or DEFAULT_SIZE, echo=click.echo, seed=seed):
            raise _Fail("the end-to-end demo failed (see above)", ExitCode.INTERNAL)
        return
    import verirw
    from verirw.verify import check
    path = Path(file) if file else _demo_path()
    items = _load(str(path), None)
    layouts = _stage_layouts(path.read_text(), len(items))
    steps = _stage_steps(path.read_text(), len(items))
    click.echo(f"# {path}: {len(items)} stages of the RFC example\n")
    worst = ExitCode.OK
    for k, item in enumerate(items, 1):
        text = verirw.script(item)
        assert verirw.parse(text) == item, "round trip"
        click.echo(f"## stage {k}: parsed, printed back (parse(script(f)) == f holds)\n")
        click.echo(text)
        for func in _functions(item):
            click.echo(f"## stage {k}: {func.name} on random inputs (seed {seed})")
            try:
                _run_one(func, seed, {}, show_inputs=True)
            except VerirwError as e:
                raise _Fail(f"stage {k}: {e}", exit_code_for(e)) from None
        if k > 1 and steps[k - 1]:
            click.echo(_reproduce(items[k - 2], item, steps[k - 1]))
        if k > 1:
            how = ", ".join(f'{b}="{m}"' for b, m in layouts[k - 1].items()) or "same layout"
            result = check(items[k - 2], item, layouts=layouts[k - 1])
            click.echo(f"## stage {k - 1} -> {k} ({how}): {result.status}: {result.reason}")
            if not result.proven:
                worst = max(worst, ExitCode.UNKNOWN if result.status == "unknown"
                            else ExitCode.REFUTED)
        click.echo()
    if worst:
        raise _Fail("a stage was not proven to refine the previous one", worst)


def _stage_layouts(text: str, n: int) -> list[dict[str, str]]:
    """Per stage, the layout its RFC comment applies: `transform_layout(BUF, lambda ...: [...]`."""
    import re
    chunks = re.split(r"^@", text, flags=re.M)[1:]
    pattern = re.compile(r"transform_layout\((\w+),\s*(lambda[^:]*:\s*\[[^\]]*\])")
    out: list[dict[str, str]] = [{}]
    for chunk in chunks[:-1]:
        # the comment above stage k+1 sits at the end of stage k's chunk
        tail = chunk.split("\n\n")[-1] if "\n\n" in chunk else chunk
        out.append({m.group(1): m.group(2) for m in pattern.finditer(tail)})
    return (out + [{}] * n)[:n]


def _stage_steps(text: str, n: int) -> list[list[tuple]]:
    """Per stage, the schedule steps of its RFC comment that verirw implements:
    ``("transform_layout", BUF, MAP, PAD_TEXT)`` and ``("sequential_buffer_access", BUF)``."""
    import re
    chunks = re.split(r"^@", text, flags=re.M)[1:]
    layout = re.compile(r"transform_layout\((\w+),\s*(lambda[^:]*:\s*\[[^\]]*\])"
                        r"(?:,\s*pad_value=(.*))?\)\s*$", re.M)
    sequential = re.compile(r"sched\.sequential_buffer_access\((\w+)\)")
    out: list[list[tuple]] = [[]]
    for chunk in chunks[:-1]:
        tail = chunk.split("\n\n")[-1] if "\n\n" in chunk else chunk
        found = [(m.start(), ("transform_layout", m.group(1), m.group(2), m.group(3)))
                 for m in layout.finditer(tail)]
        found += [(m.start(), ("sequential_buffer_access", m.group(1)))
                  for m in sequential.finditer(tail)]
        out.append([step for _, step in sorted(found)])
    return (out + [[]] * n)[:n]


def _reproduce(prev, expected, steps) -> str:
    """Apply the RFC comment's steps with verirw's own primitives and compare the result with
    the RFC's stage (up to z3-proven-equal arithmetic form)."""
    import ast
    import verirw
    from verirw.testing.compare import equal_up_to_form
    got, done = prev, []
    for step in steps:
        if step[0] == "sequential_buffer_access":
            got = verirw.sequential_buffer_access(got, None, step[1])
            done.append(f"sequential_buffer_access({step[1]})")
            continue
        _, buf, index_map, pad_text = step
        pad = None
        if pad_text:
            value = pad_text.split(":", 1)[1] if pad_text.lstrip().startswith("lambda") else pad_text
            value = value.strip()
            dtype = got.buffers[buf].dtype
            pad = verirw.ir.Undef(dtype) if "undef" in value else ast.literal_eval(value)
        # the RFC's transform_layout section inserts a padding stage: reproduce that form
        got = verirw.transform_layout(got, buf, index_map, pad, allow_signature_change=True,
                                      fuse_padding=False)
        done.append(f"transform_layout({buf}, {index_map}, pad_value={pad_text or None})")
    same = equal_up_to_form(got, expected)
    verdict = ("gives exactly this stage (up to proven-equal arithmetic form)" if same
               else "differs from the RFC's stage (check below decides whether the RFC's "
                    "stage still refines the previous one); verirw's result:\n" + verirw.script(got))
    return f"## verirw's own {'; '.join(done)} {verdict}"


def _demo_path() -> Path:
    for base in (Path.cwd(), Path(__file__).resolve().parent.parent):
        if (base / DEMO_FILE).exists():
            return base / DEMO_FILE
    raise _Fail(f"cannot find {DEMO_FILE}; run the demo from the repository root or pass a FILE")


def _parse_shape(ctx, param, value: str) -> tuple[int, ...]:
    """``14``, ``4,14`` or ``[4, 14]``."""
    text = value.strip().strip("[]()")
    try:
        return tuple(int(d) for d in text.split(","))
    except ValueError:
        raise click.BadParameter(f"expected comma-separated integers like 4,14, got {value!r}",
                                 param_hint="--shape") from None


@main.command("layout")
@click.argument("index_map", metavar="MAP")
@click.option("--shape", required=True, callback=_parse_shape, metavar="N[,N...]",
              help="Logical shape of the buffer, e.g. 14 or 4,14.")
@click.option("--output", "-o", type=click.Path(dir_okay=False),
              help="Write the picture to FILE.svg or FILE.png instead of printing it.")
@click.option("--color/--no-color", default=None,
              help="ANSI colours in the text picture (default: when printing to a terminal).")
@budgeted(60.0)
def layout_cmd(index_map, shape, output, color, timeout, max_memory):
    """Draw the logical, transformed and physical index spaces of a buffer of --shape under
    the index map MAP (e.g. "lambda i: [i//4, i%4]"), padding marked. Exit code: 0 drawn,
    2 past --timeout/--max-memory, 3 invalid input (a non-injective map, a bad shape, a
    shape too large to draw)."""
    from verirw.layout.picture import layout_picture
    suffix = Path(output).suffix.lower() if output else None
    if suffix not in (None, ".svg", ".png"):
        raise _Fail(f"cannot tell the format of {output}: the file name must end in .svg or .png")
    picture = layout_picture(index_map, shape)
    try:
        if suffix == ".svg":
            Path(output).write_text(picture.to_svg())
        elif suffix == ".png":
            picture.to_png(output)
    except OSError as e:
        raise _Fail(f"cannot write {output}: {e.strerror}") from None
    if output:
        click.echo(f"wrote {output}: {picture.padding_count} padding cells in transformed shape "
                   f"{list(picture.transformed.shape)}")
    else:
        use_color = sys.stdout.isatty() if color is None else color
        click.echo(picture.to_text(color=use_color), nl=False, color=use_color)


from types import SimpleNamespace  # noqa: E402

from verirw import tvm_cli  # noqa: E402 - registers tvm-validate (imports tvm only when run)
tvm_cli.register(main, budgeted, SimpleNamespace(
    fail=_Fail, run_campaign=_run_campaign, emit_json=_emit_json,
    campaign_options=campaign_options, json_help=JSON_HELP))

if __name__ == "__main__":
    sys.exit(main())
