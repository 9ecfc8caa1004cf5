"""verirw: a verified rewrite engine for tensor-program IR.

    import verirw
    func = verirw.parse(text)            # TVMScript subset -> PrimFunc / IRModule
    print(verirw.script(func))           # back to TVMScript; parse(script(f)) == f
    result = verirw.run(func, A=a, B=b)  # reference interpreter on numpy arrays
    verirw.check(before, after)          # proven / refuted (counterexample) / unknown
    m = verirw.IndexMap.from_func(lambda i: [i // 4, i % 4])
    func = verirw.transform_layout(func, "A", m, pad_value=0, allow_signature_change=True)
    # pad_value="T.undef()" (or verirw.undef()): padding holds an arbitrary value
    res = verirw.simplify(func)          # proven rewrite rules + z3; res.func, res.certificate
    kernel = verirw.build(verirw.codegen.prepare(func)); kernel(A=a, B=b)   # llvmlite JIT
"""

from verirw import ir
from verirw.errors import (ArgumentError, ExecutionError, MalformedIRError, ScriptError,
                           VerirwError)
from verirw.guard import deep
from verirw.index_map import AXIS_SEPARATOR, IndexMap, IndexMapError
from verirw import parser as _parser
from verirw.parser import parse_all
from verirw.printer import format_expr, script
from verirw.structural import structural_equal, structural_hash

__all__ = [
    "ir", "parse", "parse_all", "script", "format_expr", "structural_equal", "structural_hash",
    "run", "check", "IndexMap", "AXIS_SEPARATOR", "IndexMapError", "transform_layout",
    "flatten", "build", "cache_read", "cache_write", "sequential_buffer_access", "simplify",
    "undef",
    "Limits",
    "ScriptError", "ExecutionError", "ArgumentError", "MalformedIRError", "VerirwError",
]


def parse(source, *, name: str | None = None, filename: str | None = None):
    """``verirw.parser.parse`` (TVMScript text, or a Python function/class object); a TVM
    ``PrimFunc``/``IRModule`` object is read through ``verirw.tvm.from_tvm`` (TVM's printer,
    then verirw's parser). Recognised by its module, so verirw never imports tvm itself."""
    if not isinstance(source, str) and type(source).__module__.split(".")[0] == "tvm":
        from verirw.tvm import from_tvm
        return from_tvm(source, filename=filename)
    return _parser.parse(source, name=name, filename=filename)


def run(func, *, function: str | None = None, **arrays):
    """Run ``func`` (a PrimFunc, or an IRModule with ``function=``) on numpy arrays passed by
    buffer name with the reference interpreter; see ``verirw.interp.run``."""
    from verirw.interp import run as _run
    return _run(func, function=function, **arrays)


def check(before, after, *, function: str | None = None, layouts: dict | None = None,
          timeout_s: float | None = None, max_statements: int = 2_000_000,
          scalars: dict[str, int] | None = None, confirm: bool = True, float_mode: str = "ieee",
          method: str = "auto", search: str = "first", localise: bool = True,
          max_memory: int | str | None = None, isolate: bool | None = None,
          max_work: int | None = None):
    """Decide whether ``after`` refines ``before``: proven / refuted / unknown; see
    ``verirw.verify.check`` (``timeout_s=None`` is its default, 60 s).

    ``max_work`` bounds the solver's work deterministically (z3 resource units; see
    docs/semantics.md, "When verirw says unknown"): with it, and a ``timeout_s`` generous
    enough to be only the outer bound, the answer is the same at any machine load.

    A budget you pass is a bound, not a hint: with ``timeout_s`` or ``max_memory`` (bytes, or
    text like ``"4G"``) the check runs in a child process (``verirw.budget``) that is killed
    past either, and the answer is unknown with the reason. ``isolate`` forces (True) or
    forbids (False) the child; by default it is used exactly when a budget is given."""
    from verirw.verify import check as _check
    kwargs = dict(function=function, layouts=layouts, max_statements=max_statements,
                  scalars=scalars, confirm=confirm, float_mode=float_mode, method=method,
                  search=search, localise=localise, max_work=max_work)
    if timeout_s is not None:
        kwargs["timeout_s"] = timeout_s
    if isolate is None:
        isolate = max_memory is not None or timeout_s is not None
    if not isolate:
        return _check(before, after, **kwargs)
    import functools
    from verirw import budget
    from verirw.errors import ResourceLimitError
    from verirw.verify.check import CheckResult
    timeout = kwargs.get("timeout_s", 60.0)
    kwargs["timeout_s"] = 0.8 * timeout       # its own deadline first: it says what it was doing
    memory = budget.parse_size(max_memory) if max_memory is not None else None
    outcome = budget.Outcome()
    try:
        # fork: the checker never runs egglog, so the fork hazard of budget.START does not apply
        return budget.run_bounded(functools.partial(_check, **kwargs), before, after,
                                  timeout_s=timeout, max_memory=memory, outcome=outcome,
                                  start="fork")
    except ResourceLimitError as e:
        return CheckResult("unknown", f"{e.resource} budget exhausted: {e.message}",
                           time_s=outcome.wall_s)


def undef(dtype="int32"):
    """``T.undef()``: an arbitrary value of ``dtype`` (a name like ``"float32"``, or a
    ``verirw.dtypes.DType``), e.g. ``transform_layout(..., pad_value=verirw.undef())`` —
    where the buffer's own dtype is used, whatever ``dtype`` says. The same as the text
    ``pad_value="T.undef()"``."""
    from verirw.dtypes import DType
    return ir.Undef(dtype if isinstance(dtype, DType) else DType.get(str(dtype)))


def _refuse_control_flow(func, what: str) -> None:
    if ir.has_control_flow(func):
        from verirw.errors import UnsupportedControlFlow
        raise UnsupportedControlFlow(f"{what}: the function has while/break/continue, which "
                                     "the layout transformations do not handle")


def transform_layout(func, buffer: str, index_map, pad_value=None, *,
                     allow_signature_change: bool = False, function: str | None = None,
                     fuse_padding: bool = True, timeout_ms: int = 10_000):
    """``buffer``'s layout changed by ``index_map`` with proven legality; see
    ``verirw.layout.transform``. ``pad_value``: None (padding never accessed), a number,
    ``"T.undef()"`` / ``verirw.undef()`` (an arbitrary value), an IR expression, or a
    callable of the transformed indices returning one. An elementwise producer writes its
    padding in its own loop, under the image guard (RFC 0077's producer form, TVM's); other
    producers, or ``fuse_padding=False``, get a padding stage after their last write stage."""
    _refuse_control_flow(func, "transform_layout")
    from verirw.layout.transform import transform_layout as _transform_layout
    return _transform_layout(func, buffer, index_map, pad_value,
                             allow_signature_change=allow_signature_change, function=function,
                             fuse_padding=fuse_padding, timeout_ms=timeout_ms)


def flatten(func):
    """Every buffer lowered to its physical shape (1-d, or one axis per axis-separator group);
    see ``verirw.layout.flatten``."""
    from verirw.layout.flatten import flatten as _flatten
    return _flatten(func)


def build(func, *, function: str | None = None, float_mode: str | None = None,
          bounds_check: bool = False):
    """Compile a lowered (flattened) PrimFunc to native code through llvmlite; returns a cached
    ``Kernel`` to call as ``kernel(A=a, B=b)``; see ``verirw.codegen``."""
    from verirw.codegen import build as _build
    return _build(func, function=function, float_mode=float_mode, bounds_check=bounds_check)


@deep
def cache_read(func, buffer: str, scope: str = "local", *, name: str | None = None):
    """An internal read copy of argument ``buffer``; see ``verirw.layout.cache``."""
    _refuse_control_flow(func, "cache_read")
    from verirw.layout.cache import cache_read as _cache_read
    return _cache_read(func, buffer, scope, name=name)


@deep
def cache_write(func, buffer: str, scope: str = "local", *, name: str | None = None):
    """An internal write copy of argument ``buffer``; see ``verirw.layout.cache``."""
    _refuse_control_flow(func, "cache_write")
    from verirw.layout.cache import cache_write as _cache_write
    return _cache_write(func, buffer, scope, name=name)


@deep
def sequential_buffer_access(func, block: str | None, buffer: str, *, nests=None,
                             float_mode: str = "ieee", timeout_ms: int = 10_000):
    """Loops rewritten to walk ``buffer``'s layout in order, legality proven; see
    ``verirw.layout.sequential``."""
    _refuse_control_flow(func, "sequential_buffer_access")
    from verirw.layout.sequential import sequential_buffer_access as _sba
    return _sba(func, block, buffer, nests=nests, float_mode=float_mode, timeout_ms=timeout_ms)


def __getattr__(name):
    """``simplify`` and ``Limits`` load the rewrite engine (egglog) on first use, so ``import
    verirw`` does not: ``verirw.simplify`` is ``verirw.passes.simplify`` itself."""
    if name == "Limits":
        from verirw.egraph.engine import Limits
        return Limits
    if name == "simplify":
        from verirw.passes import simplify
        return simplify
    raise AttributeError(f"module 'verirw' has no attribute {name!r}")
