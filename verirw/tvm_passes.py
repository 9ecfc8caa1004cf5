"""The bridge to Apache TVM objects, pass by pass (``pip install verirw[tvm]``; TVM 0.27). Its
public names are re-exported by ``verirw.tvm``, the bridge's one face.

    from verirw.tvm import from_tvm, to_tvm, ValidatePasses
    func = from_tvm(tvm_primfunc)          # also: verirw.parse(tvm_primfunc)
    tvm_func = to_tvm(func)                # verirw's printer (dialect="tvm") -> tvm.script.from_source
    inst = ValidatePasses(timeout_s=20)    # a tvm.ir.instrument.PassInstrument
    with tvm.transform.PassContext(instruments=[inst]):
        tvm.tirx.transform.StmtSimplify()(mod)
    for step in inst.report: print(step.line())

This module (and verirw.tvm_compile, which builds on it) imports ``tvm`` only when one of its
functions is called: verirw's core runs without TVM. Both directions go through text, each side's own printer
and parser (TVM's ``.script()`` -> ``verirw.parse``; ``verirw.script(dialect="tvm")`` ->
``tvm.script.from_source``), so a parse error names the printed text and its line.

Function attributes (``T.func_attr``, e.g. ``T.target({...})`` from ``tirx.BindTarget`` on) are
kept as metadata (``ir.OpaqueAttr``); ``attribute_change`` names the few with a meaning for
refinement. Functions in TVM's packed calling convention (from ``tirx.MakePackedAPI`` on) are
read and checked through verirw.packed; one verirw cannot read is still refused with its
constructs named (``packed_constructs``). See docs/tvm-interop.md.
"""

from __future__ import annotations

import re
import time
from collections import OrderedDict
from dataclasses import dataclass

from verirw.errors import ScriptError, VerirwError


class TVMNotAvailable(VerirwError, ImportError):
    """``import tvm`` failed: the bridge needs the optional extra."""


class PassRefuted(VerirwError):
    """A TVM pass changed a PrimFunc into one that does not refine it (``raise_on_refuted``)."""

    def __init__(self, step: "Step"):
        self.step = step
        super().__init__(step.line())


def tvm_module():
    """``import tvm``, or a clear error saying how to get it."""
    try:
        import tvm
        import tvm.script      # noqa: F401 - from_source
    except ImportError as e:
        raise TVMNotAvailable(f"the TVM bridge needs Apache TVM (>= 0.27): pip install "
                              f"'verirw[tvm]' ({e})") from e
    return tvm


def is_tvm_object(obj) -> bool:
    """Duck-typed: an object of a ``tvm`` module with a ``.script()`` printer (checked without
    importing tvm)."""
    module = type(obj).__module__ or ""
    return (module == "tvm" or module.startswith("tvm.")) and callable(getattr(obj, "script", None))


def _describe(obj) -> str:
    tvm = tvm_module()
    if isinstance(obj, tvm.ir.IRModule):
        return "IRModule"
    attrs = getattr(obj, "attrs", None)
    name = attrs.get("global_symbol", None) if attrs is not None else None
    return f"PrimFunc {name}" if name is not None else "PrimFunc"


def from_tvm(obj, *, filename: str | None = None):
    """A ``tvm.tirx.PrimFunc`` or ``tvm.IRModule`` as verirw IR (PrimFunc / IRModule).

    The object is printed by TVM's own printer and read by ``verirw.parse``; an error names
    ``filename`` (default ``<tvm IRModule>.script()`` or similar) and the line of that text.
    An IRModule must hold PrimFuncs only (a Relax function is refused with its name)."""
    from verirw.parser import parse
    tvm = tvm_module()
    if isinstance(obj, tvm.ir.IRModule):
        others = [gv.name_hint for gv, f in obj.functions_items()
                  if not isinstance(f, tvm.tirx.PrimFunc)]
        if others:
            raise ScriptError(f"the IRModule holds functions that are not PrimFuncs "
                              f"({', '.join(sorted(others))}); verirw reads TIR PrimFuncs only",
                              filename or "<tvm IRModule>")
    elif not isinstance(obj, tvm.tirx.PrimFunc):
        raise TypeError(f"from_tvm takes a tvm.tirx.PrimFunc or tvm.IRModule, not "
                        f"{type(obj).__module__}.{type(obj).__name__}")
    name = filename or f"<tvm {_describe(obj)}>.script()"
    try:
        return parse(normalize_printed(obj.script()), filename=name)
    except ScriptError as first:
        # TVM 0.27's sugar verirw does not read (``A.view(16)`` for a flattened view): TVM's
        # own printing without sugar means the same program; the first error if both fail
        try:
            return parse(normalize_printed(obj.script(syntax_sugar=False)),
                         filename=name.replace(".script()", ".script(syntax_sugar=False)"))
        except ScriptError:
            raise first from None


#: TVM 0.27's printer spells out a default the parser has no option for: ``layout=None`` on
#: ``T.decl_buffer``/``T.alloc_buffer`` (the buffer's default layout). Dropped before parsing;
#: the text stays on the same lines, so error locations are unchanged.
_DEFAULTS = re.compile(r", layout=None(?=[,)])")


def normalize_printed(text: str) -> str:
    return _DEFAULTS.sub("", text)


def to_tvm(func):
    """A verirw PrimFunc / IRModule as a TVM object, via ``verirw.script(func, dialect="tvm")``
    and ``tvm.script.from_source``. A construct TVM cannot express raises
    ``verirw.printer.DialectError``."""
    from verirw.printer import script
    tvm = tvm_module()
    return tvm.script.from_source(script(func, dialect="tvm"))


def prim_funcs(mod) -> dict:
    """name -> PrimFunc of a TVM IRModule (or ``{name: f}`` for a lone PrimFunc)."""
    tvm = tvm_module()
    if isinstance(mod, tvm.tirx.PrimFunc):
        attrs = mod.attrs
        name = attrs.get("global_symbol", "main") if attrs is not None else "main"
        return {str(name): mod}
    return {gv.name_hint: f for gv, f in mod.functions_items() if isinstance(f, tvm.tirx.PrimFunc)}


# ----------------------------------------------------------------------------- validation


@dataclass
class Step:
    """One validated pass application to one function."""

    pass_name: str
    function: str
    status: str                       # "proven", "refuted" or "unknown" (never proven on doubt)
    reason: str
    counterexample: dict | None = None
    time_s: float = 0.0
    confirmed: bool | None = None     # refuted: did verirw's interpreter replay it?
    before: object = None             # verirw PrimFuncs (None when verirw could not read one)
    after: object = None
    #: unknown because of TVM's lowered runtime constructs: name -> occurrences (packed_constructs)
    constructs: dict | None = None

    def line(self) -> str:
        text = f"{self.pass_name} on {self.function}: {self.status}: {self.reason}"
        cex = self.counterexample or {}
        for buf, arr in cex.get("inputs", {}).items():
            if not buf.startswith("_"):
                text += f"\n    input {buf} = {_short(arr)}"
        for k, v in cex.get("scalars", {}).items():
            text += f"\n    input {k} = {v}"
        if self.confirmed is not None:
            text += ("\n    the reference interpreter "
                     + ("reproduces it" if self.confirmed else "does NOT reproduce it"))
        return text


def _short(value) -> str:
    text = repr(getattr(value, "tolist", lambda: value)())
    return text if len(text) <= 200 else text[:197] + "..."


def validate_step(pass_name: str, name: str, before, after, *, timeout_s: float = 30.0,
                  worker=None, **check_kwargs) -> Step:
    """``verirw.check`` of one TVM function before and after one pass, as a ``Step``. Anything
    verirw cannot read or decide is unknown with the reason; a crash is never a verdict.

    Function attributes (``T.func_attr``) are kept but have no meaning for ``check``; the few
    that do (``attribute_change``) make a step unknown when they change. A step whose functions
    are identical in verirw's IR apart from metadata attributes is proven without a solver:
    verirw's semantics of a function is a function of its parameters and body only, and refinement
    is reflexive (docs/tvm-interop.md "Function attributes").

    ``worker``: a ``verirw.tvm_worker.CheckWorker`` that runs the check (one process for the
    steps of a compile, under the same bounds); None: a child forked for this check alone."""
    start = time.monotonic()
    try:
        f_before = _read(before, f"<{name} before {pass_name}>")
        f_after = _read(after, f"<{name} after {pass_name}>")
    except Exception as e:  # noqa: BLE001 - TVM's printer raises its own errors: no verdict
        found = _lowered_constructs(before, after)
        if found:
            return Step(pass_name, name, "unknown", _lowered_reason(found, e),
                        time_s=time.monotonic() - start, constructs=found)
        return Step(pass_name, name, "unknown", f"verirw cannot read the function: "
                    f"{type(e).__name__}: {str(e).strip()}", time_s=time.monotonic() - start)
    changed = attribute_change(f_before, f_after) or _scalar_arguments(before, f_before,
                                                                       f_after)
    if changed is not None:
        return Step(pass_name, name, "unknown", changed, time_s=time.monotonic() - start,
                    before=f_before, after=f_after)
    if same_function(f_before, f_after):
        differ = sorted({k for k, _ in set(f_before.attrs) ^ set(f_after.attrs)}
                        | ({"private"} if f_before.private != f_after.private else set()))
        what = ", ".join(differ) if differ else "nothing verirw reads"
        return Step(pass_name, name, "proven", f"identical parameters and body in verirw's IR "
                    f"(alpha-equivalent); only metadata changed: {what}",
                    time_s=time.monotonic() - start, before=f_before, after=f_after)
    try:
        result = _bounded_check(f_before, f_after, timeout_s, check_kwargs, worker)
    except VerirwError as e:
        return Step(pass_name, name, "unknown", f"check stopped: {type(e).__name__}: {e}",
                    time_s=time.monotonic() - start, before=f_before, after=f_after)
    except Exception as e:  # noqa: BLE001 - a crash of verirw's is never a verdict nor TVM's
        first = str(e).strip().splitlines()[0] if str(e).strip() else ""
        return Step(pass_name, name, "unknown", f"verirw crashed (a bug in verirw; please "
                    f"report it): {type(e).__name__}: {first}", time_s=time.monotonic() - start,
                    before=f_before, after=f_after)
    status = result.status if result.status in ("proven", "refuted") else "unknown"
    return Step(pass_name, name, status, result.reason, result.counterexample,
                time.monotonic() - start, result.confirmed, f_before, f_after)


#: TVM's printing of a function -> verirw's reading of it (``from_tvm``), for the steps of a
#: compile: the function after one pass is the function before the next, and most passes leave
#: most functions as they are, so each distinct text is parsed once. Keyed by the exact text
#: (TVM's structural equality ignores names, which ``check`` relates parameters by); verirw's
#: IR is immutable, so a reading can be shared. Failures are not kept: they raise afresh.
_READ_CACHE: OrderedDict = OrderedDict()
_READ_CACHE_SIZE = 256


def _read(obj, filename: str):
    """``from_tvm(obj, filename=filename)`` of a PrimFunc, through ``_READ_CACHE``."""
    from verirw.parser import parse
    tvm = tvm_module()
    if not isinstance(obj, tvm.tirx.PrimFunc):
        return from_tvm(obj, filename=filename)
    text = normalize_printed(obj.script())
    func = _READ_CACHE.get(text)
    if func is None:
        try:
            func = parse(text, filename=filename)
        except ScriptError:
            func = from_tvm(obj, filename=filename)    # its retry without TVM's sugar
        _READ_CACHE[text] = func
        if len(_READ_CACHE) > _READ_CACHE_SIZE:
            _READ_CACHE.popitem(last=False)
    else:
        _READ_CACHE.move_to_end(text)
    return func


# ----------------------------------------------------------------------------- attributes

#: ``tirx.noalias`` (TVM 0.27) / ``tir.noalias`` (before): the caller promises that no two
#: buffer parameters overlap; TVM's LLVM code generator marks them ``noalias``
NOALIAS = ("tirx.noalias", "tir.noalias")

#: attributes whose change alters what a function means or how it is called: a step that
#: changes one is never proven from the bodies (``attribute_change``). Every other attribute
#: (``global_symbol``, ``target`` without fast-math, ``s_tir``, ``tirx.is_entry_func``, ...)
#: is metadata for refinement.
MEANINGFUL = {
    "calling_conv": "the calling convention (how arguments are passed) changed",
    "float_mode": "verirw's float mode (how floats are compiled) changed",
}


def attribute_change(before, after) -> str | None:
    """Why the attributes of ``after`` (verirw PrimFuncs) change what ``before`` means, or None
    when every difference is metadata. verirw's semantics gives each buffer parameter its own
    storage, i.e. it reads every function as if ``tirx.noalias`` held, so a pass that *adds* that
    promise is not decided (the compiled ``after`` may misbehave on aliased arguments that
    ``before`` accepted); dropping it is fine. A target that turns fast-math on or off changes
    how floats are compiled. ``calling_conv`` from TVM's default to packed (``tirx.MakePackedAPI``)
    is left to ``check``, which relates the two conventions. Other attributes have no meaning for
    refinement."""
    a, b = dict(before.attrs), dict(after.attrs)
    for key, why in MEANINGFUL.items():
        if key == "calling_conv" and _becomes_packed(before, after):
            continue        # tirx.MakePackedAPI: check relates the two conventions
        if a.get(key) != b.get(key):
            return f"attribute {key!r} {a.get(key)!r} -> {b.get(key)!r}: {why}; verirw decides " \
                   "refinement of bodies only, not of interfaces"
    if any(_truthy(b.get(k)) for k in NOALIAS) and not any(_truthy(a.get(k)) for k in NOALIAS):
        return ("the pass adds tirx.noalias (no two buffer parameters overlap), which before did "
                "not promise: verirw's model gives every buffer its own storage and cannot tell "
                "whether aliased arguments behave the same")
    fa, fb = _fast_math(a.get("target")), _fast_math(b.get("target"))
    if fa != fb:
        return (f"the target's fast-math options change ({sorted(fa) or 'none'} -> "
                f"{sorted(fb) or 'none'}): floats are compiled differently")
    return None


def _scalar_arguments(tvm_before, before, after) -> str | None:
    """Why the calling-convention change of ``before`` (TVM's function and verirw's reading of
    it) is not decided, when TVM passes one of its scalars as an argument. verirw reads a size
    variable (``n = T.int64()``, ``TypeVar("n")``) as a scalar parameter after TVM's own, the
    same IR as a scalar parameter of TVM's: only TVM's parameter count tells them apart, and
    the model of the change (verirw.packed.abi) reads every scalar that is an extent of a
    tensor from that tensor's shape, as TVM binds a size variable. None when every scalar
    parameter is one TVM does not pass (or the step is not the change)."""
    if not _becomes_packed(before, after):
        return None
    count = len(getattr(tvm_before, "params", ()))
    passed = [p.name for p in before.params[:count] if before.param_buffer(p) is None]
    if not passed:
        return None
    return (f"TVM passes the scalar {', '.join(passed)} as an argument: the model of the "
            "calling-convention change covers tensor arguments and the size variables of "
            "their shapes only")


def _becomes_packed(before, after) -> bool:
    """Does the step change an ordinary function (``calling_conv`` absent or 0, TVM's default)
    into TVM's packed convention (1)? ``check`` decides that change (verirw.packed.convention:
    the packed arguments related to the buffer parameters through a model of TVM's argument
    records)."""
    from verirw.packed import packed_nodes
    return dict(before.attrs).get("calling_conv") in (None, 0) \
        and dict(after.attrs).get("calling_conv") == 1 \
        and not packed_nodes(before) and bool(packed_nodes(after)) \
        and [p.name for p in after.params] == ["self_handle", "args", "num_args", "result"]


def _truthy(value) -> bool:
    return value is True or (isinstance(value, (int, float)) and bool(value))


def _fast_math(target) -> frozenset:
    """The ``fast-math*`` options a ``T.target({...})`` attribute turns on (not its host's)."""
    import ast
    from verirw.ir import OpaqueAttr
    if not isinstance(target, OpaqueAttr):
        return frozenset()
    try:
        call = ast.parse(target.text, mode="eval").body
    except SyntaxError:
        return frozenset({"(unreadable target)"})
    spec = call.args[0] if isinstance(call, ast.Call) and call.args else None
    if not isinstance(spec, ast.Dict):
        return frozenset()
    on = set()
    for k, v in zip(spec.keys, spec.values):
        if isinstance(k, ast.Constant) and str(k.value).startswith("fast-math") \
                and not (isinstance(v, ast.Constant) and v.value in (False, 0, None)):
            on.add(str(k.value))
    return frozenset(on)


def same_function(before, after) -> bool:
    """``before`` and ``after`` (verirw PrimFuncs) have alpha-equivalent parameters, buffers and
    bodies: equal but for name, attributes and ``private``."""
    import dataclasses
    return dataclasses.replace(after, name=before.name, attrs=before.attrs,
                               private=before.private) == before


# ----------------------------------------------------------------------------- lowered TVM

#: what TVM's CPU pipeline writes from ``tirx.MakePackedAPI`` on (the packed calling convention:
#: arguments unpacked from an ``args`` array, checked by ``assert``s) and from its later lowering
#: passes. verirw reads them (verirw.packed); these names say what kept a function it still
#: cannot read from being read (``packed_constructs``)
LOWERED = {
    "assert": "a runtime check that raises a TVM error",
    "return": "a return code (the packed function's int32 result)",
    "T.ret": "a return code",
    "T.tvm_struct_get": "a field of TVM's runtime structures (argument type, DLTensor data, shape)",
    "T.tvm_struct_set": "a store into TVM's runtime structures",
    "T.handle_add_byte_offset": "pointer arithmetic on a handle",
    "T.isnullptr": "a null-pointer test",
    "T.reinterpret": "a pointer or bit reinterpretation",
    "T.decl_buffer(data=pointer)": "a buffer over a pointer computed at run time",
    "T.TVMBackendAllocWorkspace": "TVM's runtime workspace allocator",
    "T.TVMBackendFreeWorkspace": "TVM's runtime workspace allocator",
    "T.tvm_throw_last_error": "raising TVM's last error",
    "T.call_llvm_pure_intrin": "an LLVM intrinsic",
    "T.call_llvm_intrin": "an LLVM intrinsic",
    "T.call_packed": "a call through TVM's packed convention",
    "T.call_cpacked": "a call through TVM's packed convention",
    "T.tvm_call_packed_lowered": "a call through TVM's packed convention",
    "T.tvm_call_cpacked_lowered": "a call through TVM's packed convention",
    "T.tvm_stack_alloca": "TVM's argument stack",
    "T.tvm_stack_make_shape": "TVM's argument stack",
    "T.tvm_stack_make_array": "TVM's argument stack",
    "T.attr": "an attribute statement (compute_scope, device_id, storage_alignment)",
    "metadata[...]": "TVM's metadata section (error message strings)",
}


def packed_constructs(text: str) -> dict:
    """name -> occurrences in TVM's printed ``text`` of the constructs of TVM's lowered runtime
    (``LOWERED``): what keeps verirw from reading a function from ``tirx.MakePackedAPI`` on."""
    import ast
    from collections import Counter
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return {}
    found = Counter()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assert):
            found["assert"] += 1
        elif isinstance(node, ast.Return):
            found["return"] += 1
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) \
                and node.value.id == "metadata":
            found["metadata[...]"] += 1
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and isinstance(node.func.value, ast.Name) and node.func.value.id == "T":
            name = f"T.{node.func.attr}"
            if name == "T.decl_buffer":
                data = [kw.value for kw in node.keywords if kw.arg == "data"]
                if data and not (isinstance(data[0], ast.Attribute) and data[0].attr == "data"
                                 or isinstance(data[0], ast.Name)):
                    found["T.decl_buffer(data=pointer)"] += 1
            elif name in LOWERED:
                found[name] += 1
    return dict(found)


def _lowered_constructs(before, after) -> dict:
    from collections import Counter
    total = Counter()
    for obj in (before, after):
        try:
            total.update(packed_constructs(obj.script()))
        except Exception:  # noqa: BLE001 - printing failed: no constructs to name
            pass
    return dict(total)


def _lowered_reason(found: dict, error: BaseException) -> str:
    packed = "T.tvm_struct_get" in found or "assert" in found
    names = ", ".join(f"{k} x{v}" for k, v in sorted(found.items(), key=lambda kv: (-kv[1], kv[0])))
    first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    return (("TVM's packed calling convention (tirx.MakePackedAPI on) is outside verirw's "
             "semantics: " if packed else "TVM's lowered runtime constructs are outside verirw's "
             "semantics: ") + f"{names} (first refusal: {first})")


def _bounded_check(before, after, timeout_s: float, kwargs: dict, worker=None):
    """``verify.check`` in a forked child killed past ``timeout_s`` (as ``verirw.check`` with a
    budget does; the checker's own deadline comes first so it can say what it was doing): in
    ``worker`` (verirw.tvm_worker) when given, else in a child of its own."""
    import functools
    from verirw import budget
    from verirw.errors import ResourceLimitError
    from verirw.verify import check
    from verirw.verify.result import CheckResult
    kwargs = dict(kwargs)
    if not kwargs.pop("isolate", True):
        return check(before, after, timeout_s=timeout_s, **kwargs)
    _warm_imports()
    outcome = budget.Outcome()
    try:
        if worker is not None:
            return worker.check(before, after, timeout_s=timeout_s,
                                check_timeout_s=0.8 * timeout_s, **kwargs)
        from verirw.packed.fusion import prefetch
        for func in (before, after):
            prefetch(func)      # LLVM's answer about llvm.fmuladd, inherited by the child
        return budget.run_bounded(functools.partial(check, timeout_s=0.8 * timeout_s, **kwargs),
                                  before, after, timeout_s=timeout_s, outcome=outcome,
                                  start="fork")
    except ResourceLimitError as e:
        return CheckResult("unknown", f"{e.resource} budget exhausted: {e.message}",
                           time_s=outcome.wall_s)


#: modules ``check`` imports on first use (besides verirw.verify and verirw.packed, imported
#: whole): imported here once before the first forked check, so that every child inherits them
#: instead of importing them again (measured on a small step: 0.13 s forked cold, 0.08 s warm)
_CHECK_IMPORTS = ("numpy.random", "verirw.interp", "verirw.inputs", "verirw.fma",
                  "verirw.analysis.races", "verirw.analysis.intervals", "llvmlite.binding")
_WARMED = []


def _warm_imports() -> None:
    if _WARMED:
        return
    import importlib
    import pkgutil
    _WARMED.append(True)
    names = list(_CHECK_IMPORTS)
    for package in ("verirw.verify", "verirw.packed"):
        try:
            path = importlib.import_module(package).__path__
        except ImportError:
            continue
        names += [f"{package}.{m.name}" for m in pkgutil.iter_modules(path)]
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - only a head start: the child imports what it needs
            pass


def tvm_structural_equal(a, b) -> bool:
    """TVM's own structural equality of two TVM objects (where 0.27 keeps it)."""
    tvm = tvm_module()
    equal = getattr(tvm.ir, "structural_equal", None)
    if equal is None:                        # TVM 0.27 moved it to tvm_ffi
        from tvm_ffi import structural_equal as equal
    return bool(equal(a, b))


class _Frame:
    """One running pass of ``ValidatePasses``: the functions before it, and what each inner
    pass it ran did (functions before and after, the verdicts of the steps validated)."""

    def __init__(self, start: dict):
        self.start = start
        self.inner: list[tuple[dict, dict, dict]] = []

    def composed(self, pass_name: str, name: str, after) -> Step | None:
        """The composite pass's step on ``name`` proven by its inner passes' steps, when they
        form an unbroken chain from its input to its output — each inner pass took the
        function exactly as the one before left it and either left it unchanged or was proven:
        refinement is transitive, so no check is needed. None otherwise (a pass not validated,
        a step not proven, work between the inner passes), and the composite is checked whole."""
        if not self.inner:
            return None
        current = self.start.get(name)
        for before, out, verdicts in self.inner:
            if name not in before or name not in out \
                    or not tvm_structural_equal(current, before[name]):
                return None
            if not tvm_structural_equal(before[name], out[name]) \
                    and verdicts.get(name) != "proven":
                return None
            current = out[name]
        if not tvm_structural_equal(current, after):
            return None
        changed = sum(1 for b, o, v in self.inner if name in v)
        return Step(pass_name, name, "proven",
                    f"by composition: each of its {len(self.inner)} inner passes left {name} "
                    f"unchanged or was proven ({changed} steps), in an unbroken chain from its "
                    "input to its output; refinement is transitive")


def _instrument_class():
    tvm = tvm_module()

    @tvm.ir.instrument.pass_instrument
    class ValidatePasses:
        """A ``tvm.ir.instrument.PassInstrument``: after every pass, every PrimFunc the pass
        changed (not structurally equal to before) is checked with ``verirw.check(before,
        after)`` under ``timeout_s``; ``report`` lists one ``Step`` per (pass, function).
        ``raise_on_refuted``: a refutation raises ``PassRefuted`` out of the pass.
        ``passes``: only passes whose name is in it are validated (default: all)."""

        def __init__(self, timeout_s: float = 30.0, raise_on_refuted: bool = False,
                     passes=None, **check_kwargs):
            self.timeout_s = timeout_s
            self.raise_on_refuted = raise_on_refuted
            self.passes = None if passes is None else set(passes)
            self.check_kwargs = check_kwargs
            self.report: list[Step] = []
            self._pass_stack: list[_Frame] = []
            self._worker = None

        def enter_pass_ctx(self):
            self._pass_stack = []          # a pass that raised left its frame behind
            if self.check_kwargs.get("isolate", True):
                from verirw.tvm_worker import CheckWorker
                self._worker = CheckWorker()   # forked at the first check of this context

        def exit_pass_ctx(self):
            if self._worker is not None:
                self._worker.close()
                self._worker = None

        def run_before_pass(self, mod, info):
            self._pass_stack.append(_Frame(prim_funcs(mod)))

        def run_after_pass(self, mod, info):
            frame = self._pass_stack.pop() if self._pass_stack else _Frame({})
            funcs = prim_funcs(mod)
            verdicts = {}
            if self.passes is None or info.name in self.passes:
                for name, after in funcs.items():
                    old = frame.start.get(name)
                    if old is None or tvm_structural_equal(old, after):
                        continue
                    step = frame.composed(info.name, name, after) or validate_step(
                        info.name, name, old, after, timeout_s=self.timeout_s,
                        worker=self._worker, **self.check_kwargs)
                    verdicts[name] = step.status
                    self.report.append(step)
                    if step.status == "refuted" and self.raise_on_refuted:
                        raise PassRefuted(step)
            if self._pass_stack:
                self._pass_stack[-1].inner.append((frame.start, funcs, verdicts))

        def refuted(self) -> list[Step]:
            return [s for s in self.report if s.status == "refuted"]

    return ValidatePasses


_LAZY = {}


def __getattr__(name: str):
    """``ValidatePasses`` is built on first use: defining it needs ``import tvm``."""
    if name == "ValidatePasses":
        if name not in _LAZY:
            _LAZY[name] = _instrument_class()
        return _LAZY[name]
    raise AttributeError(f"module 'verirw.tvm_passes' has no attribute {name!r}")


__all__ = ["from_tvm", "to_tvm", "ValidatePasses", "Step", "validate_step", "prim_funcs",
           "is_tvm_object", "TVMNotAvailable", "PassRefuted", "attribute_change", "same_function",
           "packed_constructs", "LOWERED", "MEANINGFUL", "tvm_module", "tvm_structural_equal"]
