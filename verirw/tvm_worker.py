"""One process for the checks of a whole compile (``ValidatePasses``): forked once, it runs the
steps' checks one after another under the same bounds as ``budget.run_bounded`` (a wall-clock
deadline and a memory cap per check, past either the process group is killed and the answer is
``ResourceLimitError``: unknown), and is forked again only when one was killed or died.

Why: ``budget.run_bounded`` forks a child per check. Measured on the zoo (TVM 0.27, 2 cores):
a step's check took a median 0.02 s in-process and 0.08 s forked — the fork of a process with
TVM loaded, the copy-on-write faults of every page the check touches, the exit, and the caches
a child fills and loses (the interpreter's compiled functions, LLVM's answer about
``llvm.fmuladd``). Here they are paid once per compile, and what stays warm is the work one
step repeats from the step before: the function after one pass is the function before the next,
sent as the same object (a token per function; the worker keeps the objects the parent's
reading cache keeps), so caches keyed by the IR object hit.

What is shared between checks is only what ``check`` itself caches in-process (the same as
checking several pairs in one Python process, which ``verirw.check`` supports): no verdict of
one check is reused by another. A check that runs out of time or memory kills the worker; the
next check starts a new one.
"""

from __future__ import annotations

import os
import pickle
import resource
import select
import struct
import sys
import time
from collections import OrderedDict

from verirw import budget
from verirw.errors import InternalError, ResourceLimitError

#: functions the worker keeps (by token), as many as the parent's reading cache
KEEP = 256
#: past this growth of its resident memory since it started, the worker is replaced after a job
RECYCLE_BYTES = 1 << 30
_HEADER = struct.Struct("<Q")


def _send(fd: int, obj) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    view = memoryview(_HEADER.pack(len(data)) + data)
    while view:
        view = view[os.write(fd, view):]


def _read_exact(fd: int, n: int) -> bytes | None:
    chunks, left = [], n
    while left:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _recv(fd: int):
    head = _read_exact(fd, _HEADER.size)
    if head is None:
        return None
    data = _read_exact(fd, _HEADER.unpack(head)[0])
    return None if data is None else pickle.loads(data)


def _die_with_parent() -> None:
    """Linux: SIGKILL this process when its parent dies (a worker never outlives the run)."""
    try:
        import ctypes
        import signal
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)     # PR_SET_PDEATHSIG
    except Exception:  # noqa: BLE001 - elsewhere the closed job pipe ends it when idle
        pass


def _serve(jobs: int, results: int, memory: int) -> None:
    """The worker's loop (never returns): a job is ``(drop, items, (before, after), timeout_s,
    kwargs)``; the answer ``("ok", result, output)`` or an error as ``budget.run_child`` sends it."""
    from verirw.verify import check
    try:
        os.setpgid(0, 0)
    except OSError:
        pass
    _die_with_parent()
    iso = sys.modules.get("verirw.egraph.isolate")
    if iso is not None:            # the parent's engine worker is the parent's, not ours
        iso._WORKERS.clear()
    limit = budget.vm_size() + memory
    try:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ValueError, OSError):
        pass
    funcs: dict = {}
    while True:
        job = _recv(jobs)
        if job is None:
            os._exit(0)
        drop, items, (kb, ka), timeout_s, kwargs = job
        for token in drop:
            funcs.pop(token, None)
        funcs.update(items)
        streams = budget.memory_streams()
        saved = {name: getattr(sys, name) for name in streams}
        captured = budget.capture_streams(streams)
        try:
            message = ("ok", check(funcs[kb], funcs[ka], timeout_s=timeout_s, **kwargs))
        except BaseException as e:     # noqa: BLE001 - everything goes back to the parent
            message = ("memory", None) if budget.is_out_of_memory(e) else budget.portable_error(e)
        finally:
            for name, stream in saved.items():
                setattr(sys, name, stream)
        message = (*message, {name: buf.getvalue() for name, buf in captured.items()})
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:  # noqa: BLE001
                pass
        try:
            _send(results, message)
        except Exception as e:  # noqa: BLE001 - an unpicklable result is a bug of the caller
            _send(results, (*budget.portable_error(InternalError(f"unpicklable result: {e}")),
                            message[-1]))


class CheckWorker:
    """The checks of one compile, in one forked process (module docstring). ``check(before,
    after, timeout_s=..., check_timeout_s=..., **kwargs)`` is ``verify.check(before, after,
    timeout_s=check_timeout_s, **kwargs)`` bounded as ``budget.run_bounded`` bounds it."""

    def __init__(self, max_memory: int | None = None):
        self.memory = max_memory if max_memory is not None else budget.default_max_memory()
        self.pid: int | None = None
        self.started = 0            # workers forked so far (1 + restarts)

    # ------------------------------------------------------------------ lifecycle
    def _start(self) -> None:
        sys.stdout.flush()
        sys.stderr.flush()
        job_r, job_w = os.pipe()
        res_r, res_w = os.pipe()
        pid = os.fork()
        if pid == 0:
            try:
                os.close(job_w)
                os.close(res_r)
                _serve(job_r, res_w, self.memory)
            finally:
                os._exit(70)
        os.close(job_r)
        os.close(res_w)
        try:
            os.setpgid(pid, pid)       # also done by the child: whichever runs first
        except OSError:
            pass
        self.pid, self.jobs, self.results = pid, job_w, res_r
        self.sent: OrderedDict = OrderedDict()   # id(func) -> (func, token)
        self.tokens = 0
        self.started += 1
        self.base_rss = budget.tree_rss(pid)

    def close(self) -> None:
        """End the worker: its job pipe closed, it exits (killed if it does not within 5 s)."""
        if self.pid is None:
            return
        pid, self.pid = self.pid, None
        for fd in (self.jobs, self.results):
            try:
                os.close(fd)
            except OSError:
                pass
        try:
            budget.wait_child(pid, grace=5.0)
        except ChildProcessError:       # reaped already
            pass

    def _kill(self) -> None:
        pid, self.pid = self.pid, None
        for fd in (self.jobs, self.results):
            try:
                os.close(fd)
            except OSError:
                pass
        try:
            budget.kill_group(pid)
        except ChildProcessError:       # reaped already
            pass

    def __del__(self):
        try:
            self.close()
        except Exception:  # noqa: BLE001
            pass

    # ------------------------------------------------------------------ one check
    def _items(self, funcs) -> tuple[list, list, tuple]:
        """Tokens for ``funcs``: a function this worker already holds is sent as its token."""
        drop, items, tokens = [], [], []
        for f in funcs:
            entry = self.sent.get(id(f))
            if entry is None or entry[0] is not f:
                self.tokens += 1
                entry = (f, self.tokens)
                self.sent[id(f)] = entry
                items.append((entry[1], f))
            self.sent.move_to_end(id(f))
            tokens.append(entry[1])
        while len(self.sent) > KEEP:
            _, (_, token) = self.sent.popitem(last=False)
            drop.append(token)
        return drop, items, tuple(tokens)

    def check(self, before, after, *, timeout_s: float, check_timeout_s: float, **kwargs):
        if self.pid is None:
            self._start()
        drop, items, tokens = self._items((before, after))
        start = time.monotonic()
        try:
            _send(self.jobs, (drop, items, tokens, check_timeout_s, kwargs))
        except OSError:                 # it died between jobs: a new one, once
            self._kill()
            self._start()
            drop, items, tokens = self._items((before, after))
            _send(self.jobs, (drop, items, tokens, check_timeout_s, kwargs))
        with budget.terminate_raises():
            message = self._collect(start, start + timeout_s, timeout_s)
        budget.replay_streams(message[-1])
        message = message[:-1]
        if message[0] == "ok":
            if self.pid is not None and budget.tree_rss(self.pid) > self.base_rss + RECYCLE_BYTES:
                self.close()
            return message[1]
        if message[0] == "memory":
            self._kill()
            raise ResourceLimitError("memory", f"out of memory: an allocation past the memory "
                                               f"budget of {budget.format_size(self.memory)} "
                                               "failed")
        raise budget.rebuild_error(*message[1:])

    def _collect(self, start: float, deadline: float, timeout_s: float):
        """The answer, or the worker's group killed past the deadline or the memory."""
        buf, need, peak, killed = b"", None, 0, None
        try:
            while True:
                ready, _, _ = select.select([self.results], [], [], budget.POLL_S)
                if ready:
                    chunk = os.read(self.results, 1 << 20)
                    if not chunk:
                        break
                    buf += chunk
                    if need is None and len(buf) >= _HEADER.size:
                        need = _HEADER.size + _HEADER.unpack(buf[:_HEADER.size])[0]
                    if need is not None and len(buf) >= need:
                        return pickle.loads(buf[_HEADER.size:need])
                    continue
                rss = budget.tree_rss(self.pid)
                peak = max(peak, rss)
                if rss > self.memory:
                    killed = "memory"
                elif time.monotonic() > deadline:
                    killed = "time"
                if killed:
                    break
        except BaseException:          # Ctrl-C or SIGTERM here: the worker must not outlive us
            self._kill()
            raise
        if killed == "time":
            self._kill()
            raise ResourceLimitError("time", f"no answer within the time budget of {timeout_s:g} s")
        if killed == "memory":
            self._kill()
            raise ResourceLimitError("memory", f"the memory budget of "
                                               f"{budget.format_size(self.memory)} ran out "
                                               f"(resident memory reached "
                                               f"{budget.format_size(peak)})")
        pid = self.pid
        self.pid = None
        for fd in (self.jobs, self.results):
            try:
                os.close(fd)
            except OSError:
                pass
        try:
            status = budget.wait_child(pid, grace=5.0)
        except ChildProcessError:       # reaped already
            status = None
        if status is not None and os.WIFSIGNALED(status) and peak > 0.6 * self.memory:
            raise ResourceLimitError("memory", f"the worker was killed by "
                                     f"{budget.signal_name(os.WTERMSIG(status))} near the "
                                     f"memory budget of {budget.format_size(self.memory)}")
        raise InternalError(f"the worker died without an answer ({budget.describe_status(status)})")
