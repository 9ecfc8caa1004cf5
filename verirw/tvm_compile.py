"""One call for a whole TVM compile: ``validate_compile(mod, target="llvm")`` runs
``tvm.compile`` under ``ValidatePasses`` and returns a ``CompileReport`` with every
(pass, PrimFunc) step, its verdict, reason, time, TVM's text before and after, and TVM's own
compile time, so that CI can branch on one exit code and people can read one report.

Only leaf passes are validated: a composite pass (TVM's ``sequential``, Relax's ``_pipeline``,
any pass that runs other passes) is validated through its inner passes, which would otherwise be
checked twice, and is listed in ``CompileReport.composites``. A change a composite makes outside
its inner passes is still validated, as a step named ``NAME (outside its inner passes)``.
Functions a pass creates (Relax -> TIR lowering) have no ``before``: listed in ``created``, not
steps. ``module_from_file`` reads the model file of ``verirw tvm-compile``.
"""

from __future__ import annotations

import re
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field

from verirw.errors import VerirwError
from verirw.exitcodes import ExitCode


class TVMCompileError(VerirwError):
    """``tvm.compile`` itself failed on the module: no report (invalid input, exit 3)."""


class ModelFileError(VerirwError):
    """A model file of ``verirw tvm-compile`` that does not define a module to compile."""


@dataclass(frozen=True)
class CompileStep:
    """One leaf pass applied to one PrimFunc it changed, with its verdict."""

    index: int                      # position in the compile (0, 1, ...)
    pass_name: str
    run: int                        # this pass name's run number in the compile (1, 2, ...)
    parents: tuple[str, ...]        # the enclosing composite passes, outermost first
    function: str
    status: str                     # "proven", "refuted" or "unknown"
    reason: str
    time_s: float
    before_text: str = ""           # TVM's printing of the function before and after the pass
    after_text: str = ""
    counterexample: dict | None = None
    confirmed: bool | None = None   # refuted: does verirw's interpreter reproduce it?
    replay: str | None = None       # what the interpreter shows on the counterexample
    constructs: tuple[tuple[str, int], ...] = ()   # TVM runtime constructs refused by name

    @property
    def row(self) -> str:
        """The grid's row: the pass, and its run number when it runs more than once."""
        return self.pass_name if self.run == 1 else f"{self.pass_name} (run {self.run})"

    def line(self) -> str:
        return f"{self.row} on {self.function}: {self.status}: {self.reason}"

    def to_json(self, texts: bool = False) -> dict:
        from verirw import jsonable
        out = {"index": self.index, "pass": self.pass_name, "run": self.run,
               "parents": list(self.parents), "function": self.function, "status": self.status,
               "reason": self.reason, "reason_group": reason_group(self),
               "time_s": self.time_s, "counterexample": jsonable.encode(self.counterexample),
               "confirmed": self.confirmed, "replay": self.replay,
               "constructs": dict(self.constructs)}
        if texts:
            out.update(before=self.before_text, after=self.after_text)
        return out


@dataclass(frozen=True)
class CompositePass:
    """A pass that ran other passes: validated through them, not itself."""

    name: str
    run: int
    parents: tuple[str, ...]
    inner: tuple[str, ...]          # its direct inner passes, in order


@dataclass(frozen=True)
class CompileReport:
    """What ``validate_compile`` saw. ``exit_code``: 1 if a step is refuted, else 2 if one is
    unknown, else 0 (every step proven)."""

    target: str
    timeout_s: float
    steps: tuple[CompileStep, ...]
    composites: tuple[CompositePass, ...] = ()
    created: tuple[tuple[str, str], ...] = ()   # (pass, function): created, not validated
    validation_s: float = 0.0       # time the instrument added to the compile (checks included)
    tvm_compile_s: float = 0.0      # the compile's wall time less validation_s
    counts: Counter = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "counts", Counter(s.status for s in self.steps))

    @property
    def proven(self) -> int:
        return self.counts["proven"]

    @property
    def refuted(self) -> int:
        return self.counts["refuted"]

    @property
    def unknown(self) -> int:
        return self.counts["unknown"]

    @property
    def decided(self) -> float:
        """The share of steps proven or refuted (1.0 with no steps)."""
        return (self.proven + self.refuted) / len(self.steps) if self.steps else 1.0

    @property
    def unknown_by_reason(self) -> tuple[tuple[str, int], ...]:
        """(reason group, steps) of the unknown steps, most frequent first (``reason_group``)."""
        return tuple(Counter(reason_group(s) for s in self.steps
                             if s.status == "unknown").most_common())

    @property
    def checks_s(self) -> float:
        """The steps' own time, added up."""
        return sum(s.time_s for s in self.steps)

    @property
    def functions(self) -> tuple[str, ...]:
        """The functions with at least one step, in order of their first step."""
        return tuple(dict.fromkeys(s.function for s in self.steps))

    @property
    def rows(self) -> tuple[str, ...]:
        """The pass runs with at least one step, in compile order."""
        return tuple(dict.fromkeys(s.row for s in self.steps))

    @property
    def exit_code(self) -> int:
        if self.refuted:
            return int(ExitCode.REFUTED)
        return int(ExitCode.UNKNOWN if self.unknown else ExitCode.OK)

    @property
    def status(self) -> str:
        return {0: "proven", 1: "refuted", 2: "unknown"}[self.exit_code]

    def summary(self) -> dict:
        times = [s.time_s for s in self.steps] or [0.0]
        return {"target": self.target, "steps": len(self.steps), "proven": self.proven,
                "refuted": self.refuted, "unknown": self.unknown, "decided": self.decided,
                "unknown_by_reason": [{"reason": r, "steps": n} for r, n in self.unknown_by_reason],
                "validation_s": self.validation_s, "checks_s": self.checks_s,
                "tvm_compile_s": self.tvm_compile_s, "median_step_s": statistics.median(times),
                "worst_step_s": max(times), "timeout_s": self.timeout_s,
                "functions": len(self.functions), "composites": len(self.composites),
                "created": len(self.created)}

    def summary_line(self) -> str:
        return (f"{self.status}: {len(self.steps)} steps, {self.proven} proven / {self.refuted} "
                f"refuted / {self.unknown} unknown ({100 * self.decided:.0f}% decided); "
                f"validation {self.validation_s:.1f} s vs TVM compile {self.tvm_compile_s:.2f} s")

    def to_json(self, texts: bool = False) -> dict:
        """A plain JSON object: summary, the steps (TVM's texts only with ``texts``), the
        composite passes and the created functions."""
        return {"status": self.status, "exit_code": self.exit_code, "summary": self.summary(),
                "steps": [s.to_json(texts) for s in self.steps],
                "composites": [{"pass": c.name, "run": c.run, "parents": list(c.parents),
                                "inner": list(c.inner)} for c in self.composites],
                "created": [{"pass": p, "function": f} for p, f in self.created]}


#: a reason's details (numbers, file:line:col) dropped so equal causes group together
_DETAILS = [(re.compile(r"<[^>]*>:\d+(:\d+)?:?\s*"), ""), (re.compile(r"\b\d+(\.\d+)?\b"), "N")]


def reason_group(step) -> str:
    """A short key for a step's reason: TVM's runtime constructs as one group, a time or
    memory budget as one, else the reason's first line without numbers and places."""
    if step.constructs:
        return step.reason.split(":", 1)[0] + " (constructs refused by name)"
    text = step.reason.strip().splitlines()[0] if step.reason.strip() else "(no reason)"
    budget = re.search(r"\b(time|memory) budget exhausted", text)
    if budget:
        return budget.group(0)
    for pattern, repl in _DETAILS:
        text = pattern.sub(repl, text)
    return text[:150]


# ----------------------------------------------------------------------------- the instrument


def _replay(step) -> str | None:
    """The interpreter's account of a refuted step's counterexample (None when it shows none)."""
    if step.status != "refuted" or not step.counterexample or step.before is None:
        return None
    from verirw.verify.replay import witness
    try:
        return witness(step.before, step.after, step.counterexample, {}) \
            or "the interpreter does not reproduce it"
    except Exception as e:  # noqa: BLE001 - a replay that cannot run is reported, not raised
        return f"the interpreter cannot replay it: {type(e).__name__}: {e}"


def _script(func) -> str:
    try:
        return func.script()
    except Exception as e:  # noqa: BLE001 - TVM's printer: the report says it failed
        return f"# TVM cannot print this function: {type(e).__name__}: {e}"


def _instrument_class():
    """``ValidatePasses`` that validates leaf passes only and keeps TVM's texts (built on first
    use: it subclasses a TVM class)."""
    from verirw.tvm_passes import ValidatePasses, prim_funcs, tvm_structural_equal, validate_step

    class _Frame:
        def __init__(self, name, run, parents, funcs):
            self.name, self.run, self.parents = name, run, parents
            self.start = self.last = funcs      # funcs before the pass / after its last inner pass
            self.inner: list[str] = []

    def changed(old: dict, new: dict) -> list[str]:
        return [n for n, f in new.items() if n in old and not tvm_structural_equal(old[n], f)]

    class CompileValidator(ValidatePasses):
        def __init__(self, timeout_s: float = 10.0, **check_kwargs):
            super().__init__(timeout_s=timeout_s, **check_kwargs)
            self.steps: list[CompileStep] = []
            self.composites: list[CompositePass] = []
            self.created: list[tuple[str, str]] = []
            self.hook_s = 0.0
            self.crash: BaseException | None = None     # an error of verirw's, not of TVM's
            self._frames: list[_Frame] = []
            self._runs: Counter = Counter()

        def enter_pass_ctx(self):
            super().enter_pass_ctx()
            self._frames = []

        def run_before_pass(self, mod, info):
            self._hook(self._before_pass, mod, info)

        def run_after_pass(self, mod, info):
            self._hook(self._after_pass, mod, info)

        def _hook(self, body, mod, info):
            start = time.monotonic()
            try:
                body(mod, info)
            except BaseException as e:
                self.crash = self.crash or e
                raise
            finally:
                self.hook_s += time.monotonic() - start

        def _before_pass(self, mod, info):
            funcs = prim_funcs(mod)
            if self._frames:
                parent = self._frames[-1]
                parent.inner.append(info.name)
                self._own_change(parent, funcs)
            self._runs[info.name] += 1
            self._frames.append(_Frame(info.name, self._runs[info.name],
                                       tuple(f.name for f in self._frames), funcs))
            super().run_before_pass(mod, info)

        def _after_pass(self, mod, info):
            frame = self._frames.pop() if self._frames else _Frame(info.name, 1, (), {})
            funcs = prim_funcs(mod)
            if frame.inner:
                passes, self.passes = self.passes, frozenset()    # drop its snapshot unchecked
                try:
                    super().run_after_pass(mod, info)
                finally:
                    self.passes = passes
                self.composites.append(CompositePass(frame.name, frame.run, frame.parents,
                                                     tuple(frame.inner)))
                self._own_change(frame, funcs)
            else:
                n = len(self.report)
                super().run_after_pass(mod, info)
                for step in self.report[n:]:
                    self._record(frame, step, frame.start[step.function], funcs[step.function])
                self.created += [(info.name, f) for f in funcs if f not in frame.start]
            if self._frames:
                self._frames[-1].last = funcs

        def _own_change(self, frame, funcs):
            """Validate what ``frame``'s composite pass changed outside its inner passes."""
            label = f"{frame.name} (outside its inner passes)"
            for name in changed(frame.last, funcs):
                step = validate_step(label, name, frame.last[name], funcs[name],
                                     timeout_s=self.timeout_s, worker=self._worker,
                                     **self.check_kwargs)
                self.report.append(step)
                self._record(frame, step, frame.last[name], funcs[name], label)
            frame.last = funcs

        def _record(self, frame, step, before, after, name=None):
            self.steps.append(CompileStep(
                len(self.steps), name or frame.name, frame.run, frame.parents, step.function,
                step.status, step.reason, step.time_s, _script(before), _script(after),
                step.counterexample, step.confirmed, _replay(step),
                tuple(sorted((step.constructs or {}).items()))))

    return CompileValidator


_CLASS = []


def validate_compile(mod, target="llvm", timeout_s: float = 10.0, opt_level: int = 3,
                     relax_pipeline="default", tir_pipeline="default",
                     **check_kwargs) -> CompileReport:
    """Compile ``mod`` (a TVM IRModule, Relax or TIR, or a PrimFunc) with ``tvm.compile(mod,
    target=target)`` under the instrument, each leaf (pass, changed PrimFunc) step checked with
    ``timeout_s`` seconds; the report of every step. The pipelines go to ``tvm.compile`` as
    they are, ``check_kwargs`` to ``verirw.check``. Raises ``TVMCompileError`` when TVM's
    compile fails."""
    from verirw.tvm_passes import tvm_module
    tvm = tvm_module()
    if not _CLASS:
        _CLASS.append(_instrument_class())
    inst = _CLASS[0](timeout_s=timeout_s, **check_kwargs)
    start = time.monotonic()
    try:
        with tvm.transform.PassContext(opt_level=opt_level, instruments=[inst]):
            tvm.compile(mod, target=target, relax_pipeline=relax_pipeline,
                        tir_pipeline=tir_pipeline)
    except Exception as e:  # noqa: BLE001 - TVM's errors have no common base
        if inst.crash is not None:
            raise inst.crash from None       # verirw's own failure: not TVM's (exit 4)
        lines = [l.strip() for l in str(e).splitlines() if l.strip()]
        raise TVMCompileError(f"TVM's compile failed (target {target}): "
                              f"{lines[-1] if lines else type(e).__name__}") from e
    wall = time.monotonic() - start
    return CompileReport(str(target), timeout_s, tuple(inst.steps), tuple(inst.composites),
                         tuple(inst.created), inst.hook_s, max(0.0, wall - inst.hook_s))


# ----------------------------------------------------------------------------- model files


def as_module(obj, spec=None, name: str = "model"):
    """A TVM IRModule for ``obj``: an IRModule (Relax or TIR) as is, a PrimFunc wrapped, a
    ``tvm.relax.frontend.nn.Module`` (instance, or class built without arguments) exported with
    ``spec`` (``export_tvm``'s spec)."""
    from verirw.tvm_passes import tvm_module
    tvm = tvm_module()
    if isinstance(obj, tvm.ir.IRModule):
        return obj
    if isinstance(obj, tvm.tirx.PrimFunc):
        attrs = obj.attrs
        symbol = str(attrs["global_symbol"]) if attrs is not None and "global_symbol" in attrs \
            else name
        return tvm.IRModule({symbol: obj})
    from tvm.relax.frontend import nn
    if isinstance(obj, type) and issubclass(obj, nn.Module):
        try:
            obj = obj()
        except TypeError as e:
            raise ModelFileError(f"{name}: cannot build the nn.Module class without arguments "
                                 f"({e}); define an instance instead") from None
    if isinstance(obj, nn.Module):
        if spec is None:
            raise ModelFileError(f"{name} is a tvm.relax.frontend.nn.Module: the file must also "
                                 f"define its input spec as `spec` (or `{name}_spec`), e.g. "
                                 "{'forward': {'x': nn.spec.Tensor((4, 64), 'float32')}}")
        try:
            mod, _ = obj.export_tvm(spec=spec)
        except Exception as e:  # noqa: BLE001 - TVM's export errors
            raise ModelFileError(f"{name}.export_tvm(spec=...) failed: "
                                 f"{type(e).__name__}: {e}") from None
        return mod
    raise ModelFileError(f"{name} is a {type(obj).__module__}.{type(obj).__name__}, not an "
                         "IRModule, a PrimFunc or a tvm.relax.frontend.nn.Module")


#: names looked up, in order, when no entry is named
DEFAULT_ENTRIES = ("mod", "model")


def module_from_file(path: str, entry: str | None = None):
    """(name, IRModule) defined by the Python file ``path``: the variable ``entry``; else
    ``mod``, else ``model``; else the file's one IRModule, PrimFunc or nn.Module. An
    ``nn.Module`` needs its spec in ``ENTRY_spec`` or ``spec``."""
    import os
    import runpy
    import sys
    if not os.path.isfile(path):
        raise ModelFileError(f"cannot read {path}: no such file")
    folder = os.path.dirname(os.path.abspath(path))
    sys.path.insert(0, folder)          # the file's own imports, as `python FILE` finds them
    try:
        names = runpy.run_path(path, run_name="__verirw_model__")
    except SystemExit as e:
        raise ModelFileError(f"{path}: running it called exit({e.code})") from None
    except Exception as e:  # noqa: BLE001 - the user's code: report where it failed
        raise ModelFileError(f"{path}: running it raised {type(e).__name__}: {e}") from None
    finally:
        if sys.path and sys.path[0] == folder:
            sys.path.pop(0)
    if entry is not None:
        if entry not in names:
            raise ModelFileError(f"{path} defines no variable {entry!r} (--entry)")
        chosen = entry
    else:
        chosen = next((n for n in DEFAULT_ENTRIES if n in names), None)
        if chosen is None:
            found = [n for n, v in names.items() if not n.startswith("_") and _compilable(v)]
            if len(found) != 1:
                what = (f"several candidates ({', '.join(found)}): name one with --entry"
                        if found else "none")
                raise ModelFileError(
                    f"{path} defines no module to compile: expected a variable `mod` (an "
                    "IRModule, Relax or TIR), or `model` (a tvm.relax.frontend.nn.Module) with "
                    f"its input `spec`, or --entry NAME; found {what}")
            chosen = found[0]
    spec = names.get(f"{chosen}_spec", names.get("spec"))
    return chosen, as_module(names[chosen], spec, chosen)


def _compilable(value) -> bool:
    from verirw.tvm_passes import tvm_module
    tvm = tvm_module()
    if isinstance(value, (tvm.ir.IRModule, tvm.tirx.PrimFunc)):
        return True
    from tvm.relax.frontend import nn
    return isinstance(value, nn.Module) or (isinstance(value, type) and issubclass(value, nn.Module)
                                            and value is not nn.Module)


__all__ = ["validate_compile", "CompileReport", "CompileStep", "CompositePass", "reason_group",
           "TVMCompileError", "ModelFileError", "module_from_file", "as_module"]
