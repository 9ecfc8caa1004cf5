"""TVM in a helper process, for ``verirw tvm-fuzz``: a pass that aborts (a C++ ``ICHECK`` turned
into ``abort``, a segfault in a rewriter) or hangs costs one program, is counted as a TVM crash,
and the helper is restarted. The campaign's worker never imports TVM itself.

Requests (one at a time, over a pipe):

* ``("apply", text, spec)``: ``tvm.script.from_source(text)`` as ``main``, the pass ``spec``
  (``verirw.tvm_cli.resolve_pass``: a TVM name or ``module:attribute``) under
  ``PassContext(opt_level=3)``; answers ``("ok", before, before_plain, after, after_plain,
  changed)`` (TVM's printed texts, with and without syntax sugar), ``("refused", message)``
  (TVM cannot parse the program), or ``("raised", message)`` (the pass raised).
* ``("run", text, spec, order, inputs, scalars)``: the same pair (kept from the last ``apply``, else made
  again), each compiled by ``tvm.compile(..., target="llvm")`` and run on copies of ``inputs``
  (buffer name -> array) and ``scalars``; answers ``("ran", before, after)`` with each side
  ``("ok", arrays)`` or ``("error", stage, message)``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

import numpy as np

#: seconds one request may take before the helper counts as hung (killed, restarted)
REQUEST_TIMEOUT_S = 120.0


def _message(e: BaseException) -> str:
    lines = [ln.strip() for ln in str(e).strip().splitlines() if ln.strip()]
    keep = [ln for ln in lines if "Check failed" in ln or "Error" in ln or "error" in ln]
    text = (keep or lines or [type(e).__name__])[-1]
    return f"{type(e).__name__}: {text}"[:500]


#: PassContext options per pass (by its last name), so that passes act on small programs as
#: they do in TVM's pipelines: LoopPartition partitions constant loops, UnrollLoop unrolls
#: small loops without the "unroll" kind, StmtSimplify uses its stronger provers
CONFIGS = {
    "LoopPartition": {"s_tir.LoopPartition": {"partition_const_loop": True}},
    "UnrollLoop": {"tirx.UnrollLoop": {"auto_max_step": 16, "auto_max_extent": 8}},
    "StmtSimplify": {"tirx.StmtSimplify": {"transitively_prove_inequalities": True,
                                           "convert_boolean_to_and_of_ors": True,
                                           "apply_constraints_to_boolean_branches": True}},
}


def pass_config(spec: str) -> dict:
    return CONFIGS.get(spec.rsplit(".", 1)[-1].rsplit(":", 1)[-1], {})


class Pairs:
    """TVM's side, in whichever process runs it: a program parsed by TVM and the pass applied
    (the last pair kept for the ``run`` that follows), and a module compiled and run."""

    def __init__(self):
        import tvm
        import tvm.script  # noqa: F401
        self.tvm = tvm
        self.passes: dict = {}
        self.last: dict = {}

    def apply(self, text: str, spec: str):
        """(answer, (before module, after module) or None)."""
        tvm = self.tvm
        if (text, spec) in self.last:
            return self.last[(text, spec)]
        self.last.clear()
        try:
            func = tvm.script.from_source(text)
        except Exception as e:          # noqa: BLE001 - TVM's parser has no common error base
            return ("refused", _message(e)), None
        mod = tvm.IRModule({"main": func.with_attr("global_symbol", "main")})
        if spec not in self.passes:
            from verirw.tvm_pass_lookup import resolve_pass
            self.passes[spec] = resolve_pass(spec)
        try:
            with tvm.transform.PassContext(opt_level=3, config=pass_config(spec)):
                new = self.passes[spec](mod)
        except Exception as e:          # noqa: BLE001
            return ("raised", _message(e)), None
        before, after = mod["main"], new["main"]
        from verirw.tvm_passes import tvm_structural_equal
        try:
            answer = ("ok", before.script(), before.script(syntax_sugar=False), after.script(),
                      after.script(syntax_sugar=False), not tvm_structural_equal(before, after))
        except Exception as e:          # noqa: BLE001 - TVM's printer failed on its own IR
            return ("raised", "printing: " + _message(e)), None
        self.last[(text, spec)] = (answer, (mod, new))
        return answer, (mod, new)

    def execute(self, mod, order: list, inputs: dict, scalars: dict):
        """``("ok", arrays)`` or ``("error", stage, message)``: ``mod`` compiled for llvm and
        run on copies of ``inputs``; ``order``: the parameters, each ``(True, buffer name)`` or
        ``(False, scalar name)`` (TVM 0.27's PrimFunc does not show its buffer map)."""
        tvm = self.tvm
        try:
            lib = tvm.compile(mod, target="llvm")
        except Exception as e:          # noqa: BLE001
            if "tirx.undef" not in str(e):
                return ("error", "compile", _message(e))
            # TVM's default pipeline cannot compile T.undef(); RemoveStoreUndef (a store of
            # T.undef() removed: the element keeps its value) refines the function, so a
            # disagreement of the refined executables is one of the functions' too
            try:
                with tvm.transform.PassContext(opt_level=3):
                    mod = tvm.s_tir.transform.RemoveStoreUndef()(mod)
                lib = tvm.compile(mod, target="llvm")
            except Exception as e2:     # noqa: BLE001
                return ("error", "compile", _message(e2))
        dev = tvm.cpu()
        try:
            tensors, args = {}, []
            for is_buffer, name in order:
                if is_buffer:
                    tensors[name] = tvm.runtime.tensor(np.array(inputs[name]), dev)
                    args.append(tensors[name])
                else:
                    args.append(scalars[name])
            lib["main"](*args)
            return ("ok", {k: t.numpy() for k, t in tensors.items()})
        except Exception as e:          # noqa: BLE001
            return ("error", "run", _message(e))

    def run(self, text: str, spec: str, order: list, inputs: dict, scalars: dict):
        answer, pair = self.apply(text, spec)
        if pair is None:
            return answer
        return ("ran", self.execute(pair[0], order, inputs, scalars),
                self.execute(pair[1], order, inputs, scalars))


def run_pair(text: str, spec: str, order: list, inputs: dict, scalars: dict | None = None):
    """In this process: ``text`` before and after the pass ``spec``, each compiled and run on
    ``inputs``; ``("ran", before, after)`` (a saved finding replays through this)."""
    return Pairs().run(text, spec, order, inputs, scalars or {})


def _serve(rfd: int, wfd: int) -> None:
    from multiprocessing.connection import Connection
    inbox, outbox = Connection(rfd, writable=False), Connection(wfd, readable=False)
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())       # module:attribute passes, from the caller's folder
    pairs = Pairs()
    outbox.send(("ready", pairs.tvm.__version__))
    while True:
        try:
            request = inbox.recv()
        except (EOFError, OSError):
            return
        if request[0] == "apply":
            outbox.send(pairs.apply(request[1], request[2])[0])
        elif request[0] == "run":
            outbox.send(pairs.run(*request[1:]))


class TVMHelper:
    """The client: one helper process, started on first use and again after each crash."""

    def __init__(self, timeout_s: float = REQUEST_TIMEOUT_S):
        self.timeout_s = timeout_s
        self.proc = None
        self.starts = 0
        self.errfile = None

    def _start(self) -> None:
        from multiprocessing.connection import Connection
        r1, w1 = os.pipe()
        r2, w2 = os.pipe()
        if self.errfile is not None:
            self.errfile.close()
        self.errfile = tempfile.TemporaryFile()  # noqa: SIM115 - kept open for the process
        env = dict(os.environ, TVM_NUM_THREADS="1", OMP_NUM_THREADS="1")
        self.proc = subprocess.Popen([sys.executable, "-m", "verirw.tvmfuzz.helper", str(r1),
                                      str(w2)], pass_fds=(r1, w2), stdin=subprocess.DEVNULL,
                                     stdout=subprocess.DEVNULL, stderr=self.errfile, env=env)
        os.close(r1)
        os.close(w2)
        self.to, self.fro = Connection(w1, readable=False), Connection(r2, writable=False)
        self.starts += 1
        ready = self._recv(180.0)
        if not (isinstance(ready, tuple) and ready[0] == "ready"):
            how = self._stop()
            raise RuntimeError(f"the TVM helper did not start ({how}): {self._tail()}")

    def _recv(self, timeout: float):
        try:
            if self.fro.poll(timeout):
                return self.fro.recv()
        except (EOFError, OSError):
            return None
        return "timeout"

    def _stop(self) -> str:
        """Reap (or kill) the helper; how it ended."""
        proc = self.proc
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            how = "hung: killed"
        else:
            code = proc.returncode
            how = f"exit status {code}"
            if code < 0:
                import signal
                try:
                    how = f"{signal.Signals(-code).name} (signal {-code})"
                except ValueError:
                    how = f"signal {-code}"
        for c in (self.to, self.fro):
            c.close()
        self.proc = None
        tail = [ln for ln in self._tail().splitlines() if ln.strip()]
        return how + (f" [{tail[-1][:300]}]" if tail else "")

    def _tail(self) -> str:
        try:
            self.errfile.seek(0)
            return self.errfile.read()[-2000:].decode(errors="replace").strip()
        except (OSError, ValueError, AttributeError):
            return ""

    def request(self, *message):
        """The helper's answer, or ``("crash", how)`` when it died or hung on this request."""
        if self.proc is None:
            self._start()
        try:
            self.to.send(message)
        except OSError:
            return ("crash", self._stop())
        answer = self._recv(self.timeout_s)
        if answer is None or answer == "timeout":
            if answer == "timeout":
                self.proc.kill()
            return ("crash", self._stop() if answer is None else "timeout: " + self._stop())
        return answer

    def apply(self, text: str, spec: str):
        return self.request("apply", text, spec)

    def run(self, text: str, spec: str, order: list, inputs: dict, scalars: dict):
        return self.request("run", text, spec, order, inputs, scalars)

    def close(self) -> None:
        if self.proc is not None:
            try:
                self.to.close()
                self.proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()
            self.fro.close()
            self.proc = None


if __name__ == "__main__":
    if len(sys.argv) == 3:
        _serve(int(sys.argv[1]), int(sys.argv[2]))
    else:
        sys.exit("usage: python -m verirw.tvmfuzz.helper RFD WFD (internal; run `verirw tvm-fuzz`)")
