"""Depth guard: walk programs and expressions of any size without crashing.

verirw's walkers (interpreter, z3 encoder, normaliser, printer, codegen, CPython's own ``ast``)
recurse on the structure of the IR, and a 10,000-term sum or a 1,000-statement chain nests that
deep. CPython's default limit (1,000 frames) and the main thread's 8 MiB stack are far too
small, so every public entry point runs its work through ``deep``: on a thread with a large
stack (reserved virtual memory, committed only as used) and a recursion limit sized to that
stack, so depth is bounded by memory rather than by the interpreter's default. If even that
runs out, the caller gets ``ResourceLimitError("depth", ...)`` — never a RecursionError, and
never a verdict.

Guarded calls run on one long-lived thread, so thread-bound objects (egglog e-graphs, which
refuse to be used from another thread) stay usable from call to call; a nested guarded call
runs directly on the guard thread.
"""

from __future__ import annotations

import contextvars
import ctypes
import functools
import os
import queue
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
_worker = None              # the guard thread, started on first use


class _Job:
    __slots__ = ("fn", "args", "kwargs", "result", "error", "done")

    def __init__(self, fn, args, kwargs):
        self.fn, self.args, self.kwargs = fn, args, kwargs
        self.result = self.error = None
        self.done = threading.Event()


class _Worker:
    """One long-lived thread with a big stack: thread-bound objects a call leaves behind
    (egglog e-graphs loaded once) stay usable by the next call. Calls from several threads
    queue and run one at a time."""

    def __init__(self):
        self.jobs: queue.SimpleQueue = queue.SimpleQueue()
        old = threading.stack_size()
        threading.stack_size(STACK_BYTES)
        try:      # the size applies when the thread starts
            self.thread = threading.Thread(target=self.loop, name="verirw-deep", daemon=True)
            self.thread.start()
        finally:
            threading.stack_size(old)

    def loop(self):
        _local.inside = True
        while True:
            job = self.jobs.get()
            try:
                job.result = job.fn(*job.args, **job.kwargs)
            except BaseException as e:       # noqa: BLE001 - handed to the caller's thread
                job.error = e
            job.done.set()
            job = None


def _forget_worker():
    """A forked child has no guard thread (only the forking thread survives a fork)."""
    global _worker
    _worker = None


os.register_at_fork(after_in_child=_forget_worker)


def depth_error(exc: BaseException | None = None, what: str = "the program") -> ResourceLimitError:
    """The error reported when nesting is deeper than the guard thread can walk."""
    return ResourceLimitError(
        "depth", f"{what} is nested too deeply to walk (more than {RECURSION_LIMIT:,} "
        f"nested calls or {STACK_BYTES >> 20} MiB of stack); split long expressions or "
        f"statement chains" + (f" ({type(exc).__name__})" if exc is not None else ""))


def is_depth_exhaustion(exc: BaseException) -> bool:
    """A RecursionError, also when a C library wrapped it (ctypes reports it as an
    ``ArgumentError`` naming it; z3's bindings go through ctypes)."""
    seen = 0
    while exc is not None and seen < 8:
        if isinstance(exc, RecursionError):
            return True
        if isinstance(exc, ctypes.ArgumentError) and "RecursionError" in str(exc):
            return True
        exc = exc.__cause__ or exc.__context__
        seen += 1
    return False


def forget_after_fork() -> None:
    """In a forked child: the parent's guard thread does not exist here and its lock may be
    held by a thread that does not either; the next guarded call starts afresh."""
    global _worker, _lock
    _worker = None
    _lock = threading.Lock()


def started() -> bool:
    """Whether the guard thread exists (in this process)."""
    return _worker is not None


def native_id() -> int | None:
    """The guard thread's kernel thread id in this process, or None before it starts."""
    worker = _worker
    return None if worker is None else worker.thread.native_id


def in_guard() -> bool:
    return getattr(_local, "inside", False)


def call(fn, *args, what: str = "the program", **kwargs):
    """``fn(*args, **kwargs)`` on the guard thread; its result, or its exception re-raised
    here (a RecursionError becomes ``ResourceLimitError("depth")``)."""
    global _worker
    if in_guard():
        return fn(*args, **kwargs)
    # the caller's context variables hold inside (verirw.interp.using_math, check's wall bound)
    job = _Job(contextvars.copy_context().run, (fn, *args), kwargs)
    with _lock:       # one guarded call at a time: the raised limit is process-wide
        if _worker is None:
            _worker = _Worker()
        saved = sys.getrecursionlimit()      # the caller's (a test runner may have set it)
        # process-wide: other threads get it too while the guarded call runs
        sys.setrecursionlimit(max(saved, RECURSION_LIMIT))
        try:
            _worker.jobs.put(job)
            job.done.wait()
        finally:
            sys.setrecursionlimit(saved)
    error, job.error = job.error, None
    if error is not None:
        if is_depth_exhaustion(error):
            raise depth_error(error, what) from None
        raise error
    return job.result


def deep(fn=None, *, what: str = "the program"):
    """Decorator: run ``fn`` through ``call`` (see the module docstring)."""
    if fn is None:
        return functools.partial(deep, what=what)

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return call(fn, *args, what=what, **kwargs)
    return wrapper
