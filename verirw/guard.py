"""Depth guard: walk programs and expressions of any size without crashing.

verirw's walkers (interpreter, z3 encoder, normaliser, printer, codegen, CPython's own ``ast``)
recurse on the structure of the IR, and a 10,000-term sum or a 1,000-statement chain nests that
deep. CPython's default limit (1,000 frames) and the main thread's 8 MiB stack are far too
small, so every public entry point runs its work through ``deep``: on a thread with a large
stack (reserved virtual memory, committed only as used) and a recursion limit sized to that
stack, so depth is bounded by memory rather than by the interpreter's default. If even that
runs out, the caller gets ``ResourceLimitError("depth", ...)`` — never a RecursionError, and
never a verdict.

One guarded call runs on one thread from start to end, so thread-bound objects it creates
(egglog e-graphs, which refuse to be used from another thread) stay on their thread; a nested
guarded call runs directly on the current guard thread.
"""

from __future__ import annotations

import ctypes
import functools
import sys
import threading

from verirw.errors import ResourceLimitError

#: stack of a guard thread: virtual address space, committed only as deep calls touch it
STACK_BYTES = 1 << 30
#: frames allowed on a guard thread; ≥ 4 KiB of C stack per frame on STACK_BYTES, more than
#: the deepest C-mediated Python call (dataclass ``__eq__``, ctypes, pickle) needs
RECURSION_LIMIT = 200_000

_local = threading.local()
_lock = threading.Lock()
_active = 0                 # guard threads running (the raised limit is process-wide)
_saved_limit = None


def depth_error(exc: BaseException | None = None, what: str = "the program") -> ResourceLimitError:
    """The error reported when nesting is deeper than the guard thread can walk."""
    return ResourceLimitError(
        "depth", f"{what} is nested too deeply to walk (more than {RECURSION_LIMIT:,} "
        f"nested calls or {STACK_BYTES >> 20} MiB of stack); split long expressions or "
        f"statement chains" + (f" ({type(exc).__name__})" if exc is not None else ""))


def is_depth_exhaustion(exc: BaseException) -> bool:
    """A RecursionError, also when a C library wrapped it (ctypes reports it as an
    ``ArgumentError`` naming it, z3's bindings go through ctypes)."""
    seen = 0
    while exc is not None and seen < 8:
        if isinstance(exc, RecursionError):
            return True
        if isinstance(exc, ctypes.ArgumentError) and "RecursionError" in str(exc):
            return True
        exc = exc.__cause__ or exc.__context__
        seen += 1
    return False


def _raise_limit():
    global _active, _saved_limit
    with _lock:
        if _active == 0:
            _saved_limit = sys.getrecursionlimit()
            sys.setrecursionlimit(max(_saved_limit, RECURSION_LIMIT))
        _active += 1


def _restore_limit():
    global _active
    with _lock:
        _active -= 1
        if _active == 0 and _saved_limit is not None:
            # the limit is process-wide: only the last guard thread out restores it
            sys.setrecursionlimit(_saved_limit)


def in_guard() -> bool:
    return getattr(_local, "inside", False)


def call(fn, *args, what: str = "the program", **kwargs):
    """``fn(*args, **kwargs)`` on a guard thread; its result, or its exception re-raised here
    (a RecursionError becomes ``ResourceLimitError("depth")``)."""
    if in_guard():
        return fn(*args, **kwargs)
    box: dict = {}

    def target():
        _local.inside = True
        try:
            box["result"] = fn(*args, **kwargs)
        except BaseException as e:       # noqa: BLE001 - handed to the caller's thread
            box["error"] = e

    _raise_limit()
    try:
        with _lock:
            old = threading.stack_size()
            threading.stack_size(STACK_BYTES)
            try:      # the size applies when the thread starts
                thread = threading.Thread(target=target, name="verirw-deep", daemon=True)
                thread.start()
            finally:
                threading.stack_size(old)
        thread.join()
    finally:
        _restore_limit()
    error = box.get("error")
    if error is not None:
        if is_depth_exhaustion(error):
            raise depth_error(error, what) from None
        raise error
    return box.get("result")


def deep(fn=None, *, what: str = "the program"):
    """Decorator: run ``fn`` through ``call`` (see the module docstring)."""
    if fn is None:
        return functools.partial(deep, what=what)

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return call(fn, *args, what=what, **kwargs)
    return wrapper
