"""Run the engine where a blow-up cannot take the caller down.

egglog reports an allocation failure by aborting the process, not by raising. So
``verirw.simplify`` runs in a persistent worker process (started once and reused, so the rule
library stays loaded) under an address-space limit: a fork of the caller when the caller has
not loaded egglog's native code (milliseconds), else ``python -m verirw.egraph.isolate``
(~0.4 s of imports). Requests and answers are pickled frames on its stdin/stdout (a plain
process, not ``multiprocessing``: that would re-import the caller's ``__main__``). The
worker streams the best program after every round; if it dies, the caller gets the last one
it received — every round is sound on its own — with the reason, and the next call starts
a new worker.
"""

from __future__ import annotations

import atexit
import os
import pickle
import resource
import select
import signal
import struct
import subprocess
import sys
import time
import traceback

_HEADER = struct.Struct("<Q")
#: how a worker starts: "auto" forks unless egglog's native code is loaded here (it runs
#: threads a fork would not have), "exec" always starts a fresh interpreter
START = "auto"


def _write(stream, obj) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(_HEADER.pack(len(data)) + data)
    stream.flush()


def _read_exact(fd: int, n: int) -> bytes:
    chunks = []
    while n:
        chunk = os.read(fd, min(n, 1 << 20))
        if not chunk:
            raise EOFError
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


def _read(fd: int):
    (size,) = _HEADER.unpack(_read_exact(fd, _HEADER.size))
    return pickle.loads(_read_exact(fd, size))


def _vm_bytes() -> int:
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmSize:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def _serve(memory_mb: int) -> None:
    """The worker loop: one request at a time, progress frames, then the answer."""
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)                     # stray prints must not corrupt the frames
    from verirw.egraph.engine import EGraph
    from verirw.passes.simplify import simplify_func

    # egglog's native code and the schema before the limit applies; the rules load with the
    # first program, only those it can use (EGraph.shared, verirw.egraph.live): the whole
    # library here was a third of a process's first pass call
    EGraph.shared(program=())
    limit = _vm_bytes() + memory_mb * 1024 * 1024
    try:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ValueError, OSError):     # no limit on this platform: still isolated
        pass
    while True:
        try:
            request = _read(0)
        except EOFError:
            return
        func, kwargs = request
        try:
            result = simplify_func(func, progress=lambda r: _write(out, ("progress", r)),
                                   **kwargs)
            _write(out, ("done", result))
        except MemoryError:
            _write(out, ("died", None, "out of memory in the engine (an e-graph blow-up)"))
        except Exception as exc:      # re-raised in the caller
            _write(out, ("error", exc, traceback.format_exc()))


class _Forked:
    """The worker as a fork of this process, with the part of ``subprocess.Popen``'s
    interface ``Worker`` uses. A fork starts in milliseconds where a fresh interpreter takes
    ~0.4 s to import verirw: the first pass call of a process pays that. Only for a process
    that has not loaded egglog's native code (its threads would be missing in the child)."""

    def __init__(self, memory_mb: int):
        req_r, req_w = os.pipe()
        ans_r, ans_w = os.pipe()
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:   # noqa: BLE001 - a closed or replaced stream
                pass
        pid = os.fork()
        if pid == 0:                                         # the worker
            code = 70
            try:
                os.close(req_w)
                os.close(ans_r)
                os.dup2(req_r, 0)
                os.dup2(ans_w, 1)
                os.close(req_r)
                os.close(ans_w)
                for w in _WORKERS.values():      # the caller's workers, not ours: their pipes
                    for f in (w._proc.stdin, w._proc.stdout):   # must see EOF when it goes
                        try:                        # (the fd only: a buffered file's close
                            os.close(f.fileno())    # would flush the caller's data again)
                        except (OSError, ValueError):
                            pass
                _WORKERS.clear()
                from verirw import guard
                guard.forget_after_fork()
                guard.call(_serve, memory_mb)
                code = 0
            finally:
                os._exit(code)
        os.close(req_r)
        os.close(ans_w)
        self.pid = pid
        self.returncode = None
        self.stdin = os.fdopen(req_w, "wb")
        self.stdout = os.fdopen(ans_r, "rb")

    def poll(self):
        if self.returncode is None:
            done, status = os.waitpid(self.pid, os.WNOHANG)
            if done:
                self.returncode = _returncode(status)
        return self.returncode

    def wait(self, timeout: float | None = None):
        end = None if timeout is None else time.monotonic() + timeout
        while self.poll() is None:
            if end is not None and time.monotonic() > end:
                raise subprocess.TimeoutExpired("verirw engine worker", timeout)
            time.sleep(0.005)
        return self.returncode

    def kill(self):
        if self.returncode is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def _returncode(status: int) -> int:
    """``Popen.returncode``'s convention: the exit code, or minus the signal number."""
    return -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)


class Worker:
    """A persistent engine process: forked when this process has not loaded egglog (every
    caller that runs the engine through here), else a fresh interpreter."""

    def __init__(self, memory_mb: int):
        self.memory_mb = memory_mb
        if START == "auto" and "egglog.bindings" not in sys.modules:
            self._proc = _Forked(memory_mb)
            return
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "verirw.egraph.isolate", str(memory_mb)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)

    @property
    def alive(self) -> bool:
        return self._proc.poll() is None

    def simplify(self, func, kwargs: dict, timeout_s: float, meanwhile=None,
                 on_progress=None):
        """("done", result) | ("died", last_progress, reason) | ("error", exc, traceback).
        ``meanwhile()`` runs here while the worker works (the caller's own preparation, e.g.
        the imports its validation needs, overlapped with the engine); ``on_progress(result)``
        gets the program after a round when the worker is still working (nothing else has
        arrived yet), to start on it meanwhile. Errors of either are ignored."""
        try:
            _write(self._proc.stdin, (func, kwargs))
        except (BrokenPipeError, OSError):
            return ("died", None, self._death_reason())
        if meanwhile is not None:
            try:
                meanwhile()
            except Exception:   # noqa: BLE001 - a preparation only: the answer decides
                pass
        fd = self._proc.stdout.fileno()
        last = None
        while True:
            ready, _, _ = select.select([fd], [], [], timeout_s)
            if not ready:
                self.close()
                return ("died", last, f"no answer within {timeout_s:.0f} s; engine stopped")
            try:
                message = _read(fd)
            except EOFError:
                return ("died", last, self._death_reason())
            if message[0] == "progress":
                last = message[1]
                if on_progress is not None and not select.select([fd], [], [], 0)[0]:
                    try:
                        on_progress(last)
                    except Exception:   # noqa: BLE001 - a head start only: the answer decides
                        pass
                continue
            if message[0] == "died" and message[1] is None:
                return ("died", last, message[2])
            return message

    def _death_reason(self) -> str:
        try:
            code = self._proc.wait(5)
        except subprocess.TimeoutExpired:
            self.close()
            code = None
        if code is not None and code < 0:
            try:
                name = signal.Signals(-code).name
            except ValueError:
                name = f"signal {-code}"
            return (f"the engine process was killed by {name} (an e-graph blow-up past the "
                    f"{self.memory_mb} MB memory limit aborts egglog)")
        return f"the engine process exited with code {code}"

    def close(self) -> None:
        if self.alive:
            self._proc.kill()
        self._proc.wait()
        for f in (self._proc.stdin, self._proc.stdout):
            try:
                f.close()
            except OSError:
                pass


_WORKERS: dict[int, Worker] = {}


@atexit.register
def _close_workers() -> None:
    """Workers end with the process that started them (not left to the garbage collector)."""
    for w in list(_WORKERS.values()):
        try:
            w.close()
        except Exception:   # noqa: BLE001 - exiting anyway
            pass
    _WORKERS.clear()


def worker(memory_mb: int) -> Worker:
    w = _WORKERS.get(memory_mb)
    if w is None or not w.alive:
        w = _WORKERS[memory_mb] = Worker(memory_mb)
    return w


def forget(memory_mb: int) -> None:
    w = _WORKERS.pop(memory_mb, None)
    if w is not None:
        w.close()


if __name__ == "__main__":
    from verirw import guard
    guard.call(_serve, int(sys.argv[1]))       # deep programs: the guard thread's stack
