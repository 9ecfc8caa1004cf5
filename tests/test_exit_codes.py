"""One exit-code scheme for every subcommand (0 proven, 1 refuted, 2 unknown, 3 invalid input or
usage error, 4 internal error) and budgets (--timeout, --max-memory) that hold."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from verirw import budget, cli
from verirw.cli import main
from verirw.errors import InternalError, ResourceLimitError, ScriptError
from verirw.exitcodes import ExitCode, exit_code_for

EXAMPLES = Path(__file__).resolve().parent / "conformance" / "examples"
GOOD = EXAMPLES / "rfc0077_L2540_func.py"


def invoke(*args):
    start = time.monotonic()
    r = CliRunner().invoke(main, [str(a) for a in args])
    r.seconds = time.monotonic() - start
    return r


def nest(depth: int) -> str:
    """``depth`` nested loops of extent 2 copying A + 1 into B at the flattened index."""
    flat = " + ".join(f"i{k} * {2 ** (depth - 1 - k)}" for k in range(depth))
    lines = ["@T.prim_func", f'def f(A: T.Buffer(({2 ** depth},), "int32"), '
                            f'B: T.Buffer(({2 ** depth},), "int32")):']
    lines += ["    " * (k + 1) + f"for i{k} in range(2):" for k in range(depth)]
    lines.append("    " * (depth + 1) + f"B[{flat}] = A[{flat}] + 1")
    return "\n".join(lines) + "\n"


def flat(n: int) -> str:
    return (f'@T.prim_func\ndef f(A: T.Buffer(({n},), "int32"), B: T.Buffer(({n},), "int32")):\n'
            f"    for i in range({n}):\n        B[i] = A[i] + 1\n")


def test_exceptions_map_to_one_code_each():
    assert exit_code_for(ResourceLimitError("time", "x")) == ExitCode.UNKNOWN
    assert exit_code_for(InternalError("x")) == ExitCode.INTERNAL
    assert exit_code_for(ScriptError("x", "f.py", 1, 1)) == ExitCode.INVALID
    assert exit_code_for(KeyError("x")) == ExitCode.INTERNAL        # a crash is never 1
    from verirw.passes import ValidationError
    from verirw.verify.symexec import Unsupported
    assert exit_code_for(ValidationError("x")) == ExitCode.REFUTED
    assert exit_code_for(Unsupported("x")) == ExitCode.UNKNOWN


def test_usage_errors_exit_3_not_clicks_2():
    assert invoke("frobnicate").exit_code == 3
    assert invoke("check", GOOD).exit_code == 3                       # missing argument
    assert invoke("check", GOOD, GOOD, "--no-such-option").exit_code == 3
    r = invoke("check", GOOD, GOOD, "--max-memory", "lots")
    assert r.exit_code == 3 and "4G" in r.output
    assert invoke("check", GOOD, GOOD, "--timeout", "-1").exit_code == 3
    assert invoke("layout", "lambda i: [i//4, i%4]").exit_code == 3    # --shape missing
    assert invoke("--help").exit_code == 0 and "4 internal error" in invoke("--help").output


def test_invalid_input_is_3_in_every_subcommand(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("@T.prim_func\ndef f(A: T.Buffer((4,), \"int32\")):\n    A[0] = j\n")
    for args in (["parse", bad], ["run", bad], ["build", bad], ["check", bad, bad],
                 ["simplify", bad], ["check", tmp_path / "missing.py", GOOD]):
        r = invoke(*args)
        assert r.exit_code == 3, (args, r.output)
        assert "Traceback" not in r.output
    assert invoke("layout", "lambda i: [i % 4]", "--shape", "8").exit_code == 3   # not injective
    r = invoke("fuzz", "--passes", "bogus")
    assert r.exit_code == 3 and "unknown fuzz properties" in r.output and "Traceback" not in r.output
    assert invoke("simplify", GOOD, "--passes", "bogus").exit_code == 3


def _assert_proven_0_refuted_1(tmp_path):
    before, after = tmp_path / "a.py", tmp_path / "b.py"
    before.write_text(flat(8))
    after.write_text(flat(8).replace("A[i] + 1", "A[i] + 2"))
    assert invoke("check", before, before).exit_code == 0
    r = invoke("check", before, after)
    assert r.exit_code == 1 and r.output.startswith("refuted:")


def test_refuted_is_1_and_proven_is_0(tmp_path):
    _assert_proven_0_refuted_1(tmp_path)


@pytest.fixture
def fork(monkeypatch):
    """Monkeypatches reach the child only through fork."""
    monkeypatch.setattr(budget, "START", "fork")


@pytest.mark.usefixtures("fork")
def test_internal_error_is_4_one_line_and_traceback_only_with_debug(monkeypatch):
    def broken(path, name):
        raise ZeroDivisionError("oops")
    monkeypatch.setattr(cli, "_load", broken)      # the forked child inherits the patch
    r = invoke("parse", GOOD)
    assert r.exit_code == 4
    assert "internal error" in r.output and "ZeroDivisionError: oops" in r.output
    assert "Traceback" not in r.output and len(r.output.strip().splitlines()) == 1
    r = invoke("--debug", "parse", GOOD)
    assert r.exit_code == 4 and "Traceback" in r.output and "broken" in r.output


@pytest.mark.usefixtures("fork")
def test_a_crash_of_the_worker_is_4_never_1(monkeypatch):
    def crash(path, name):
        import faulthandler
        faulthandler.disable()                     # pytest's dump would only be noise here
        os.kill(os.getpid(), signal.SIGSEGV)
    monkeypatch.setattr(cli, "_load", crash)
    r = invoke("parse", GOOD)
    assert r.exit_code == 4 and "SIGSEGV" in r.output


@pytest.mark.usefixtures("fork")
def test_timeout_holds_even_when_the_work_ignores_the_clock(monkeypatch):
    monkeypatch.setattr(cli, "_load", lambda path, name: time.sleep(60))
    for args in (["check", GOOD, GOOD], ["simplify", GOOD], ["layout", "lambda i: [i]",
                                                              "--shape", "4"]):
        if args[0] == "layout":
            monkeypatch.setattr("verirw.layout.picture.layout_picture",
                                lambda *a, **k: time.sleep(60))
        r = invoke(*args, "--timeout", "2")
        assert r.exit_code == 2, (args, r.output)
        assert "unknown: time budget exhausted" in r.output and "--timeout" in r.output
        assert r.seconds < 2 * 1.5 + 1


def test_timeout_holds_on_a_12_deep_nest(tmp_path):
    """Issue 19: `check --timeout 10` on this pair took 40-52 s and 3.9 GB."""
    before, after = tmp_path / "nest.py", tmp_path / "flat.py"
    before.write_text(nest(12))
    after.write_text(flat(4096))
    r = invoke("check", before, after, "--timeout", "3")
    assert r.exit_code in (0, 2), r.output       # proven if fast enough, else unknown
    assert r.output.startswith(("proven:", "unknown:"))
    assert r.seconds < 3 * 1.5 + 1


@pytest.mark.usefixtures("fork")
def test_memory_limit_holds(monkeypatch):
    def hog(path, name):
        chunks = []
        while True:
            chunks.append(bytearray(64 << 20))
            chunks[-1][::4096] = b"x" * len(chunks[-1][::4096])   # resident, not just reserved
    monkeypatch.setattr(cli, "_load", hog)
    r = invoke("check", GOOD, GOOD, "--max-memory", "300M", "--timeout", "20")
    assert r.exit_code == 2, r.output
    assert "unknown: memory budget exhausted" in r.output and "--max-memory" in r.output
    assert r.seconds < 10


@pytest.mark.usefixtures("fork")
def test_one_huge_allocation_is_a_memory_answer_not_a_crash(monkeypatch):
    monkeypatch.setattr(cli, "_load", lambda path, name: bytearray(8 << 30))
    r = invoke("parse", GOOD, "--max-memory", "300M")
    assert r.exit_code == 2 and "memory budget" in r.output


@pytest.mark.parametrize("text,size", [("4G", 4 << 30), ("512M", 512 << 20), ("1.5G", 3 << 29),
                                       ("300000K", 300000 << 10), ("2048", 2048), ("1GiB", 1 << 30)])
def test_parse_size(text, size):
    assert budget.parse_size(text) == size


def test_run_bounded_returns_values_and_reraises_errors():
    assert budget.run_bounded(pow, 2, 10, timeout_s=10) == 1024
    with pytest.raises(ScriptError) as info:
        budget.run_bounded(_script_error, timeout_s=10)
    assert str(info.value).startswith("f.py:3:4: error: bad")
    with pytest.raises(ResourceLimitError) as info:
        budget.run_bounded(time.sleep, 30, timeout_s=0.5)
    assert info.value.resource == "time"


def _script_error():
    raise ScriptError("bad", "f.py", 3, 4)


def test_a_fresh_interpreter_child_gives_the_same_answers(tmp_path, monkeypatch):
    """With egglog loaded a forked child would hang in it, so the child is then a fresh
    interpreter (budget.START "auto"); forced here."""
    monkeypatch.setattr(budget, "START", "exec")
    _assert_proven_0_refuted_1(tmp_path)
    assert invoke("parse", tmp_path / "missing.py").exit_code == 3
    (tmp_path / "nest.py").write_text(nest(12))
    (tmp_path / "flat.py").write_text(flat(4096))
    r = invoke("check", tmp_path / "nest.py", tmp_path / "flat.py", "--timeout", "3")
    assert r.exit_code in (0, 2) and r.seconds < 3 * 1.5 + 2, r.output


def test_simplify_works_after_egglog_was_loaded_here():
    import egglog  # noqa: F401  (starts egglog's threads in this process)
    r = invoke("simplify", EXAMPLES / "rfc0077_L1289_func.py", "--passes",
               "remove_no_op,merge_adjacent_loops", "--timeout", "60")
    assert r.exit_code == 0, r.output


def test_library_check_budget_is_a_bound():
    """verirw.check(timeout_s=...) was a hint: 150 s and 3.8 GB at timeout_s=60 on this pair."""
    import verirw
    before, after = verirw.parse(nest(12)), verirw.parse(flat(4096))
    start = time.monotonic()
    r = verirw.check(before, after, timeout_s=2)
    assert r.status in ("unknown", "proven") and time.monotonic() - start < 2 * 1.5 + 0.5
    # unrolling a million-element pair holds a z3 term per element: far past 200 MB (the nest
    # above now peaks below it, 120-150 MB), so the budget must stop it, with the reason
    big = '@T.prim_func\ndef f(A: T.Buffer((1000000,), "int32"), B: T.Buffer((1000000,), "int32")):\n' \
          "    for i in range(4):\n        B[i] = {}\n"
    r = verirw.check(verirw.parse(big.format("A[i] + 1")), verirw.parse(big.format("1 + A[i]")),
                     timeout_s=60, max_memory="200M", localise=False, method="unroll")
    assert r.status == "unknown" and "memory budget exhausted" in r.reason, r.reason
    small = verirw.parse(flat(8))
    wrong = verirw.parse(flat(8).replace("A[i] + 1", "A[i] + 2"))
    r = verirw.check(small, wrong, timeout_s=30)      # verdicts and counterexamples travel back
    assert r.status == "refuted" and r.confirmed and "inputs" in r.counterexample


def test_sigterm_to_the_cli_kills_the_work_too(tmp_path):
    """The work sits in its own process group (so the budget can kill all of it): a CI
    runner's SIGTERM to verirw must not leave it running."""
    import subprocess
    import sys
    (tmp_path / "nest.py").write_text(nest(12))
    (tmp_path / "flat.py").write_text(flat(4096))
    root = Path(__file__).resolve().parent.parent
    proc = subprocess.Popen([sys.executable, "-c", "from verirw.cli import main; main()", "check",
                             str(tmp_path / "nest.py"), str(tmp_path / "flat.py"), "--timeout",
                             "120"], cwd=root, env=dict(os.environ, PYTHONPATH=str(root)),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    children = []
    for _ in range(200):
        time.sleep(0.05)
        children = budget._children(proc.pid)
        if children:
            break
    assert children, "the CLI started no worker"
    time.sleep(0.5)
    proc.terminate()
    assert proc.wait(10) != 0
    time.sleep(0.3)
    for pid in children:
        assert not Path(f"/proc/{pid}").exists() or "Z" in Path(f"/proc/{pid}/stat").read_text().split()[2]


@pytest.mark.parametrize("extra", [[], ["--json"]])
def test_a_verdict_keeps_its_exit_code_when_stdout_closes(tmp_path, extra):
    """``verirw check ... | head -1``: the reader closes the pipe; what is left of the output
    is dropped and the exit code is still the verdict's (1), not 4."""
    import subprocess
    import sys
    before = tmp_path / "before.py"
    after = tmp_path / "after.py"
    text = ('@T.prim_func\ndef f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):\n'
            "    for k in range(8):\n        B[k] = A[k]{}\n")
    before.write_text(text.format(""))
    after.write_text(text.format(" + 1"))
    proc = subprocess.Popen([sys.executable, "-m", "verirw", "check", *extra, str(before),
                             str(after)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()       # before the verdict is written: every write meets a closed pipe
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == int(ExitCode.REFUTED), err.decode()
    assert b"internal error" not in err and b"BrokenPipe" not in err, err.decode()
