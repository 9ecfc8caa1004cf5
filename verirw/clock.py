"""The clock verirw's own deadlines read: wall time, or CPU time where the bound is verirw's.

A user's ``--timeout`` is wall time, a bound they set. But where verirw itself bounds a check
to decide proven or unknown — a pass validating its own result (``passes.trust``) — a wall
deadline makes the verdict depend on the machine's load: beside CPU hogs a 9 s validation took
over 60 s of wall time, and the pass returned its input. Inside ``cpu_time()`` every deadline
of ``verirw.verify`` is read in CPU seconds of this process (all its threads: the caller, the
guard thread, z3), which load does not stretch. z3's own timeouts stay wall milliseconds,
computed from what is left; its questions on the paths before the last are bounded by work.
"""

from __future__ import annotations

import contextlib
import contextvars
import time

_CPU: contextvars.ContextVar = contextvars.ContextVar("verirw_cpu_clock", default=False)


def now() -> float:
    """Seconds on the active clock: ``time.monotonic()``, or ``time.process_time()`` inside
    ``cpu_time()``. Only differences of two readings mean anything."""
    return time.process_time() if _CPU.get() else time.monotonic()


@contextlib.contextmanager
def cpu_time():
    """Within the block, ``now()`` reads this process's CPU time."""
    token = _CPU.set(True)
    try:
        yield
    finally:
        _CPU.reset(token)


def reads_cpu_time() -> bool:
    """Whether ``now()`` reads CPU time here (inside ``cpu_time()``)."""
    return _CPU.get()
