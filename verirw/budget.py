"""Budgets that hold: run work in a child process under a wall-clock deadline and a memory cap.

In-process budgets are hints: a z3 query overruns its timeout in preprocessing, a term
builder never looks at the clock, egglog aborts on allocation failure. So ``run_bounded``
forks (no re-import, the child's output goes straight to our stdout), puts the child in its
own process group (z3 threads and the egglog worker it starts die with it), caps its address
space with ``RLIMIT_AS`` (a backstop: allocations past it fail fast), and the parent polls
the group's resident memory and the clock, killing the whole group past either. The answer is
then ``ResourceLimitError`` ("time" or "memory"): unknown, never a verdict.

(``verirw.egraph.isolate`` keeps its own persistent worker: it exists to keep the rule library
loaded across many engine calls, which a one-shot fork cannot; a fork started here is the
outer bound around it.)
"""

from __future__ import annotations

import contextlib
import io
import os
import pickle
import resource
import select
import signal
import subprocess
import sys
import threading
import time
import traceback

from verirw.errors import InternalError, ResourceLimitError

POLL_S = 0.02          # how often the parent looks at the clock and the memory
#: how the child starts: "fork" (no start-up cost, inherits monkeypatches), "exec" (a fresh
#: interpreter), or "auto": fork unless egglog's native code (``egglog.bindings``, which
#: verirw loads without the ``egglog`` package: ``verirw.egraph.bindings``) is loaded — it
#: runs background threads,
#: and a forked child that uses egglog waits on them forever (measured: a simplify that takes
#: 5 s hangs until killed when the parent merely imported egglog)
START = "auto"
_PAGE = os.sysconf("SC_PAGE_SIZE")


def physical_memory() -> int:
    return os.sysconf("SC_PHYS_PAGES") * _PAGE


def default_max_memory() -> int:
    """Half of physical memory: the machine stays usable whatever the input."""
    return physical_memory() // 2


def parse_size(text: str | int) -> int:
    """``4G``, ``512M``, ``300000K``, ``1.5G`` or plain bytes -> bytes."""
    if isinstance(text, int):
        return text
    s = str(text).strip().upper().removesuffix("B").removesuffix("I")
    scale = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}.get(s[-1:], 1)
    if scale != 1:
        s = s[:-1]
    try:
        value = float(s)
    except ValueError:
        raise ValueError(f"expected a size like 4G, 512M or 300000K, got {text!r}") from None
    if value <= 0:
        raise ValueError(f"a memory limit must be positive, got {text!r}")
    return int(value * scale)


def format_size(n: int) -> str:
    return f"{n / (1 << 30):.1f} GB" if n >= 1 << 30 else f"{n / (1 << 20):.0f} MB"


def _children(pid: int) -> list[int]:
    out = []
    try:
        for tid in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{tid}/children") as f:
                out += [int(c) for c in f.read().split()]
    except OSError:
        pass
    return out


def process_tree(pid: int):
    """``pid``, then each of its descendants once (read from ``/proc`` as the walk goes: a
    process gone meanwhile is still named, its files unreadable)."""
    todo, seen = [pid], set()
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        yield p
        todo += _children(p)


def tree_rss(pid: int) -> int:
    """Resident bytes of ``pid`` and all its descendants (0 once gone)."""
    total = 0
    for p in process_tree(pid):
        try:
            with open(f"/proc/{p}/statm") as f:
                total += int(f.read().split()[1]) * _PAGE
        except (OSError, IndexError, ValueError):
            continue
    return total


def vm_size() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[0]) * _PAGE


class Outcome:
    """What ``run_bounded`` measured, for reports: wall seconds and peak resident bytes."""
    wall_s: float = 0.0
    peak_rss: int = 0


def portable_error(exc: BaseException):
    """An exception as (class, args, __dict__, text, traceback): rebuilt in the parent without
    calling ``__init__`` (ResourceLimitError and ScriptError take other arguments than args)."""
    tb = "".join(traceback.format_exception(exc))
    try:
        blob = pickle.dumps((type(exc), exc.args, dict(vars(exc))))
        pickle.loads(blob)
    except Exception:
        blob = None
    return ("error", blob, f"{type(exc).__name__}: {exc}", tb)


def rebuild_error(blob, text: str, tb: str) -> BaseException:
    if blob is not None:
        try:
            cls, args, attrs = pickle.loads(blob)
            exc = cls.__new__(cls)
            BaseException.__init__(exc, *args)
            exc.__dict__.update(attrs)
            exc.remote_traceback = tb
            return exc
        except Exception:
            pass
    exc = InternalError(f"the worker failed: {text}")
    exc.remote_traceback = tb
    return exc


def memory_streams() -> list[str]:
    """Streams without a file descriptor (pytest's and click's test runners) live in this
    process's memory: the child writes into its own buffers and the parent replays them."""
    out = []
    for name in ("stdout", "stderr"):
        try:
            getattr(sys, name).fileno()
        except Exception:
            out.append(name)
    return out


def capture_streams(names: list[str]) -> dict:
    captured = {}
    for name in names:
        captured[name] = io.StringIO()
        setattr(sys, name, captured[name])
    return captured


def replay_streams(texts: dict) -> None:
    for name, text in texts.items():
        if text:
            getattr(sys, name).write(text)
            getattr(sys, name).flush()


def is_out_of_memory(exc: BaseException) -> bool:
    """MemoryError, or z3's way of saying it under the address-space cap."""
    return isinstance(exc, MemoryError) or (type(exc).__name__ == "Z3Exception"
                                            and "out of memory" in str(exc))


def run_child(write_fd: int, fn, args, kwargs, memory: int, streams: list[str]) -> None:
    """Never returns: runs ``fn`` and reports on ``write_fd``."""
    code = 0
    try:
        try:
            os.setpgid(0, 0)
        except OSError:                # already a session leader (the exec'd child)
            pass
        iso = sys.modules.get("verirw.egraph.isolate")
        if iso is not None:            # the parent's engine worker is the parent's, not ours
            iso._WORKERS.clear()
        limit = vm_size() + memory
        try:
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        except (ValueError, OSError):
            pass
        captured = capture_streams(streams)
        try:
            message = ("ok", fn(*args, **kwargs))
        except SystemExit as e:
            message = ("ok", e.code)
        except BaseException as e:     # noqa: BLE001 - everything goes back to the parent
            message = ("memory", None) if is_out_of_memory(e) else portable_error(e)
        message = (*message, {name: buf.getvalue() for name, buf in captured.items()})
        try:
            data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as e:          # an unpicklable result is a bug of the caller
            data = pickle.dumps((*portable_error(InternalError(f"unpicklable result: {e}")), message[-1]))
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:
                pass
        view = memoryview(data)
        while view:
            view = view[os.write(write_fd, view):]
    except BaseException:              # noqa: BLE001
        code = 70
    finally:
        os._exit(code)


def run_bounded(fn, *args, timeout_s: float | None, max_memory: int | None = None,
                outcome: Outcome | None = None, start: str | None = None, **kwargs):
    """``fn(*args, **kwargs)`` in a forked child; its value, or its exception re-raised here.

    Past ``timeout_s`` wall seconds or ``max_memory`` resident bytes (child and descendants),
    the child's process group is killed and ``ResourceLimitError`` raised. A child that dies
    otherwise raises ``InternalError``. ``fn``'s value must be picklable. ``start`` overrides
    ``START`` ("fork" for work that never runs egglog).
    """
    memory = max_memory if max_memory is not None else default_max_memory()
    sys.stdout.flush()
    sys.stderr.flush()
    streams = memory_streams()
    how = start or START
    t0 = time.monotonic()
    if how == "fork" or (how == "auto" and "egglog.bindings" not in sys.modules):
        pid, read_fd = _fork(fn, args, kwargs, memory, streams)
    else:
        pid, read_fd = _exec(fn, args, kwargs, memory, streams)
    deadline = t0 + timeout_s if timeout_s is not None else float("inf")
    with terminate_raises():
        return _collect(pid, read_fd, t0, deadline, memory, timeout_s, outcome)


@contextlib.contextmanager
def terminate_raises():
    """SIGTERM/SIGHUP while waiting raise SystemExit (so the child's group is killed, it sits
    in its own group and would not get them); only the main thread can set handlers."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum, frame):
        raise SystemExit(128 + signum)
    old = {sig: signal.signal(sig, stop) for sig in (signal.SIGTERM, signal.SIGHUP)}
    try:
        yield
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)


def _collect(pid: int, read_fd: int, start: float, deadline: float, memory: int,
             timeout_s, outcome):
    """Wait for the child's answer, killing its group past the deadline or the memory."""
    chunks, peak, killed, status = [], 0, None, None
    try:
        while True:
            ready, _, _ = select.select([read_fd], [], [], POLL_S)
            if ready:
                chunk = os.read(read_fd, 1 << 20)
                if not chunk:
                    break
                chunks.append(chunk)
                continue
            rss = tree_rss(pid)
            peak = max(peak, rss)
            if rss > memory:
                killed = "memory"
            elif time.monotonic() > deadline:
                killed = "time"
            if killed:
                kill_group(pid)
                break
    except BaseException:              # Ctrl-C or SIGTERM here: the child must not outlive us
        killed = "interrupted"
        kill_group(pid)
        raise
    finally:
        os.close(read_fd)
        if killed is None and status is None:
            status = wait_child(pid, grace=5.0)
        if outcome is not None:
            outcome.wall_s = time.monotonic() - start
            outcome.peak_rss = peak
    if killed == "time":
        raise ResourceLimitError("time", f"no answer within the time budget of {timeout_s:g} s")
    if killed == "memory":
        raise ResourceLimitError("memory", f"the memory budget of {format_size(memory)} ran out "
                                           f"(resident memory reached {format_size(peak)})")
    data = b"".join(chunks)
    if not data:
        if os.WIFSIGNALED(status) and peak > 0.6 * memory:
            raise ResourceLimitError("memory", f"the worker was killed by "
                                     f"{signal_name(os.WTERMSIG(status))} near the memory "
                                     f"budget of {format_size(memory)}")
        raise InternalError(f"the worker died without an answer ({describe_status(status)})")
    message = pickle.loads(data)
    replay_streams(message[-1])
    message = message[:-1]
    if message[0] == "ok":
        return message[1]
    if message[0] == "memory":
        raise ResourceLimitError("memory", f"out of memory: an allocation past the memory "
                                           f"budget of {format_size(memory)} failed")
    raise rebuild_error(*message[1:])


def _fork(fn, args, kwargs, memory: int, streams: list[str]) -> tuple[int, int]:
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_fd)
        run_child(write_fd, fn, args, kwargs, memory, streams)
    os.close(write_fd)
    try:
        os.setpgid(pid, pid)           # also done by the child: whichever runs first
    except OSError:
        pass
    return pid, read_fd


def _exec(fn, args, kwargs, memory: int, streams: list[str]) -> tuple[int, int]:
    """A fresh interpreter (``python -m verirw.budget``) in a new session: ``fn`` travels
    pickled, so it must be importable by name; monkeypatches do not travel."""
    request = pickle.dumps((fn, args, kwargs, memory, streams), protocol=pickle.HIGHEST_PROTOCOL)
    read_fd, write_fd = os.pipe()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    proc = subprocess.Popen([sys.executable, "-m", "verirw.budget", str(write_fd)],
                            stdin=subprocess.PIPE, pass_fds=(write_fd,), env=env,
                            start_new_session=True)
    os.close(write_fd)
    try:
        proc.stdin.write(request)
        proc.stdin.close()
    except OSError:                    # it died at once: the answer pipe says so (EOF)
        pass
    proc.returncode = 0                # reaped by run_bounded with waitpid, not by Popen
    return proc.pid, read_fd


def _exec_main(write_fd: int) -> None:
    fn, args, kwargs, memory, streams = pickle.loads(sys.stdin.buffer.read())
    run_child(write_fd, fn, args, kwargs, memory, streams)


def kill_group(pid: int) -> None:
    for target in (lambda: os.killpg(pid, signal.SIGKILL), lambda: os.kill(pid, signal.SIGKILL)):
        try:
            target()
        except OSError:
            pass
    wait_child(pid, grace=None)


def wait_child(pid: int, grace: float | None) -> int:
    """Reap ``pid``; after ``grace`` seconds kill its group (a child stuck after answering)."""
    end = time.monotonic() + grace if grace is not None else None
    while True:
        done, status = os.waitpid(pid, os.WNOHANG if end is not None else 0)
        if done:
            return status
        if time.monotonic() > end:
            kill_group(pid)
            return 0
        time.sleep(0.01)


def signal_name(sig: int) -> str:
    try:
        return signal.Signals(sig).name
    except ValueError:
        return f"signal {sig}"


def describe_status(status: int | None) -> str:
    if status is None:
        return "status unknown"
    if os.WIFSIGNALED(status):
        return f"killed by {signal_name(os.WTERMSIG(status))}"
    return f"exit status {os.WEXITSTATUS(status)}"


if __name__ == "__main__":
    _exec_main(int(sys.argv[1]))
