"""Run the engine where a blow-up cannot take the caller down.

egglog reports an allocation failure by aborting the process, not by raising. So
``verirw.simplify`` runs in a persistent worker process (``python -m
verirw.egraph.isolate``, started once and reused, so the rule library stays loaded) under an
address-space limit. Requests and answers are pickled frames on its stdin/stdout (a plain
subprocess, not ``multiprocessing``: that would re-import the caller's ``__main__``). The
worker streams the best program after every round; if it dies, the caller gets the last one
it received — every round is sound on its own — with the reason, and the next call starts
a new worker.
"""

from __future__ import annotations

import os
import pickle
import resource
import select
import signal
import struct
import subprocess
import sys
import traceback

_HEADER = struct.Struct("<Q")


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

    EGraph.shared()                   # load the library before the limit applies
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


class Worker:
    """A persistent engine process."""

    def __init__(self, memory_mb: int):
        self.memory_mb = memory_mb
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self._proc = subprocess.Popen(
            [sys.executable, "-m", "verirw.egraph.isolate", str(memory_mb)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)

    @property
    def alive(self) -> bool:
        return self._proc.poll() is None

    def simplify(self, func, kwargs: dict, timeout_s: float):
        """("done", result) | ("died", last_progress, reason) | ("error", exc, traceback)."""
        try:
            _write(self._proc.stdin, (func, kwargs))
        except (BrokenPipeError, OSError):
            return ("died", None, self._death_reason())
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


_WORKERS: dict[int, Worker] = {}


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
