"""verirw: a verified rewrite engine for tensor-program IR.

    import verirw
    func = verirw.parse(text)            # TVMScript subset -> PrimFunc / IRModule
    print(verirw.script(func))           # back to TVMScript; parse(script(f)) == f
    result = verirw.run(func, A=a, B=b)  # reference interpreter on numpy arrays
    verirw.check(before, after)          # proven / refuted (counterexample) / unknown
    m = verirw.IndexMap.from_func(lambda i: [i // 4, i % 4])
    func = verirw.transform_layout(func, "A", m, pad_value=0, allow_signature_change=True)
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
    "flatten", "build", "cache_read", "cache_write", "sequential_buffer_access", "simplify", "Limits",
    "ScriptError", "ExecutionError", "ArgumentError", "MalformedIRError", "VerirwError",
]


def parse(source, **kwargs):
    """``verirw.parser.parse`` (TVMScript text, or a Python function/class object); a TVM
    ``PrimFunc``/``IRModule`` object is read through ``verirw.tvm.from_tvm`` (TVM's printer,
    then verirw's parser). Recognised by its module, so verirw never imports tvm itself."""
    if not isinstance(source, str) and type(source).__module__.split(".")[0] == "tvm":
        from verirw.tvm import from_tvm
        return from_tvm(source, filename=kwargs.get("filename"))
    return _parser.parse(source, **kwargs)


def run(func, **kwargs):
    """Run ``func`` (a PrimFunc, or an IRModule with ``function=``) on numpy arrays with the
    reference interpreter; see ``verirw.interp.run``."""
    from verirw.interp import run as _run
    return _run(func, **kwargs)


def check(before, after, *, max_memory=None, isolate=None, **kwargs):
    """Decide whether ``after`` refines ``before``: proven / refuted / unknown; see
    ``verirw.verify.check``.

    A budget you pass is a bound, not a hint: with ``timeout_s`` or ``max_memory`` (bytes, or
    text like ``"4G"``) the check runs in a child process (``verirw.budget``) that is killed
    past either, and the answer is unknown with the reason. ``isolate`` forces (True) or
    forbids (False) the child; by default it is used exactly when a budget is given."""
    from verirw.verify import check as _check
    if isolate is None:
        isolate = max_memory is not None or "timeout_s" in kwargs
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


def transform_layout(func, buffer, index_map, pad_value=None, **kwargs):
    """``buffer``'s layout changed by ``index_map`` with proven legality; see
    ``verirw.layout.transform``."""
    from verirw.layout.transform import transform_layout as _transform_layout
    return _transform_layout(func, buffer, index_map, pad_value, **kwargs)


def flatten(func):
    """Every buffer lowered to its physical shape (1-d, or one axis per axis-separator group);
    see ``verirw.layout.flatten``."""
    from verirw.layout.flatten import flatten as _flatten
    return _flatten(func)


def build(func, **kwargs):
    """Compile a lowered (flattened) PrimFunc to native code through llvmlite; returns a cached
    ``Kernel`` to call as ``kernel(A=a, B=b)``; see ``verirw.codegen``."""
    from verirw.codegen import build as _build
    return _build(func, **kwargs)


@deep
def cache_read(func, buffer, scope="local", **kwargs):
    """An internal read copy of argument ``buffer``; see ``verirw.layout.cache``."""
    from verirw.layout.cache import cache_read as _cache_read
    return _cache_read(func, buffer, scope, **kwargs)


@deep
def cache_write(func, buffer, scope="local", **kwargs):
    """An internal write copy of argument ``buffer``; see ``verirw.layout.cache``."""
    from verirw.layout.cache import cache_write as _cache_write
    return _cache_write(func, buffer, scope, **kwargs)


@deep
def sequential_buffer_access(func, block, buffer, **kwargs):
    """Loops rewritten to walk ``buffer``'s layout in order, legality proven; see
    ``verirw.layout.sequential``."""
    from verirw.layout.sequential import sequential_buffer_access as _sba
    return _sba(func, block, buffer, **kwargs)


def simplify(func, **kwargs):
    """RFC 0077's Simplify with the proven rule library (egglog) and z3 side conditions;
    returns ``SimplifyResult(func, certificate)``; see ``verirw.passes.simplify``."""
    from verirw.passes import simplify as _simplify
    return _simplify(func, **kwargs)


def __getattr__(name):
    if name == "Limits":
        from verirw.egraph.engine import Limits
        return Limits
    raise AttributeError(f"module 'verirw' has no attribute {name!r}")
