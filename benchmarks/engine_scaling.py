"""How the egglog-based Simplify engine scales with the size of the program.

    python benchmarks/engine_scaling.py [--sizes 10 100 1000] [--big] [--repeats 3]

Each program is one function over int32 buffers A and B with S statements (a store, an `if`
or a loop each count as one), built from a repeating mix of:

  * a loop of 16 whose two stores have index arithmetic and values that simplify,
        for i in T.serial(16):
            B[(4 * i + 3) // 4 + k] = A[i] + 0
            B[(2 * i + 1) // 2 + k + 16] = A[i + k] * 1
  * a loop of 16 holding two adjacent conditionals with equivalent conditions
    (`if i < 8: ... else: ...` then `if i // 8 == 0: ... else: ...`), which merge,
  * plain stores with constant arithmetic (`B[(4 * k + 2) // 4] = A[k] * 1 + 0`),

where k differs in every unit, so no two units are the same term. `simplify_func` runs in this
process (no worker) after one warm-up call that loads the rule library. Columns:

  total s     wall clock of simplify_func (median of --repeats runs; one run when the first
              takes more than --slow seconds)
  run s       egglog equality saturation (sum of the rounds' `seconds`)
  load s      egglog: inserting the program term and the oracle's facts, and extraction
              (timed by wrapping EGraph.commands / command / facts / extract)
  z3 s        z3 obligations (sum of their `ms`: encoding and solving)
  py s        the rest: encoding to s-expressions, the contextual pass, decoding, comparing
  nodes       largest e-graph of any round; rounds; obl = z3 obligations; peak MB = the
              process's peak resident memory so far
  x/stmt      time per statement relative to the first (10-statement) program
  /parse      simplify time / time to parse the same TVMScript text (median of 5 parses)

Every simplified program is also run against the original on random inputs (untimed).
`--big` adds 3000 statements in a child process under an address-space limit (--memory-mb),
because egglog aborts the process when an allocation fails.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import time
from collections import Counter

import numpy as np

import verirw
from verirw.egraph.engine import EGraph, Limits
from verirw.passes.simplify import simplify_func

EXTENT = 16


def _arith_loop(k: int) -> tuple[list[str], int]:
    return ([f"for i in T.serial({EXTENT}):",
             f"    B[(4 * i + 3) // 4 + {k}] = A[i] + 0",
             f"    B[(2 * i + 1) // 2 + {k + 16}] = A[i + {k}] * 1"], 3)


def _cond_loop(k: int) -> tuple[list[str], int]:
    t = 8 if k % 2 else 4
    return ([f"for i in T.serial({EXTENT}):",
             f"    if i < {t}:",
             f"        B[i + {k}] = A[i] + 0",
             "    else:",
             f"        B[i + {k}] = A[i + {k}] * 2",
             f"    if i // {t} == 0:",
             f"        B[i + {k + 16}] = A[i + 1] - 0",
             "    else:",
             f"        B[i + {k + 16}] = 0"], 7)


def _store(k: int) -> tuple[list[str], int]:
    return ([f"B[(4 * {k} + 2) // 4] = A[{k}] * 1 + 0"], 1)


#: the repeating mix; a unit that does not fit in the remaining count is skipped for a
#: smaller one, so every program has exactly the requested number of statements
CYCLE = (_cond_loop, _arith_loop, _store, _store)


def program_text(statements: int) -> tuple[str, int]:
    """TVMScript for a function with exactly ``statements`` statements, and its buffer size."""
    lines, count, unit = [], 0, 0
    while count < statements:
        for make in CYCLE[unit % len(CYCLE):] + CYCLE:
            body, n = make(unit)
            if count + n <= statements:
                break
        lines += body
        count += n
        unit += 1
    size = unit + 2 * EXTENT + 1      # largest index: (unit - 1) + 16 + 15
    header = (f'@T.prim_func\ndef func(A: T.Buffer[({size},), "int32"], '
              f'B: T.Buffer[({size},), "int32"]):\n')
    return header + "".join(f"    {line}\n" for line in lines), size


def count_statements(stmt) -> int:
    """Stores, ifs and loops in ``stmt`` (to check the generator)."""
    from verirw import ir
    if isinstance(stmt, ir.SeqStmt):
        return sum(count_statements(s) for s in stmt.stmts)
    if isinstance(stmt, ir.For):
        return 1 + count_statements(stmt.body)
    if isinstance(stmt, ir.IfThenElse):
        return 1 + count_statements(stmt.then_case) + (
            count_statements(stmt.else_case) if stmt.else_case is not None else 0)
    if isinstance(stmt, ir.BufferStore):
        return 1
    raise TypeError(type(stmt).__name__)


def same_behaviour(before, after, size: int) -> bool:
    rng = np.random.default_rng(0)
    a = rng.integers(-2**31, 2**31, size, dtype=np.int64).astype(np.int32)
    b = rng.integers(-1000, 1000, size, dtype=np.int32)
    x, y = verirw.run(before, A=a, B=b), verirw.run(after, A=a, B=b)
    return all(np.array_equal(x.arrays[n], y.arrays[n]) for n in ("A", "B"))


#: seconds spent in the wrapped EGraph methods (inserting terms and facts, extracting)
EGGLOG_IO = Counter()


def _time_egglog_io() -> None:
    for name in ("commands", "command", "facts", "extract"):
        original = getattr(EGraph, name)

        def timed(self, *args, _original=original, _name=name):
            start = time.perf_counter()
            try:
                return _original(self, *args)
            finally:
                EGGLOG_IO[_name] += time.perf_counter() - start
        setattr(EGraph, name, timed)


def _peak_mb() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


def warm_up(limits: Limits) -> tuple[float, float, float]:
    """Seconds to load the rule library, of the first and of a second simplify call."""
    start = time.perf_counter()
    EGraph.shared()
    load = time.perf_counter() - start
    func = verirw.parse(program_text(10)[0])
    start = time.perf_counter()
    simplify_func(func, limits=limits)
    first = time.perf_counter() - start
    start = time.perf_counter()
    simplify_func(func, limits=limits)
    return load, first, time.perf_counter() - start


def measure(n: int, limits: Limits, repeats: int, slow: float) -> dict:
    text, size = program_text(n)
    func = verirw.parse(text)
    assert count_statements(func.body) == n, (n, count_statements(func.body))
    parse_times = []
    for _ in range(5):
        start = time.perf_counter()
        verirw.parse(text)
        parse_times.append(time.perf_counter() - start)
    times, result = [], None
    for _ in range(repeats):
        EGGLOG_IO.clear()
        start = time.perf_counter()
        result = simplify_func(func, limits=limits)
        times.append(time.perf_counter() - start)
        if times[0] > slow:
            break
    cert = result.certificate     # of the last run (the runs are deterministic)
    run_s = sum(r.seconds for r in cert.rounds)
    load_s = sum(EGGLOG_IO.values())
    z3_s = sum(o.ms for o in cert.obligations) / 1e3
    return dict(n=n, runs=len(times), total=statistics.median(times), run=run_s, load=load_s,
                z3=z3_s, py=cert.seconds - run_s - load_s - z3_s,
                nodes=max((r.nodes for r in cert.rounds), default=0), rounds=len(cert.rounds),
                obligations=len(cert.obligations), peak_mb=_peak_mb(),
                parse=statistics.median(parse_times), stop=cert.stop,
                same=same_behaviour(func, result.func, size))


HEAD = (f"{'stmts':>6} {'runs':>4} {'total s':>8} {'run s':>6} {'load s':>7} {'z3 s':>6} "
        f"{'py s':>6} {'nodes':>7} {'rounds':>6} {'obl':>5} {'peak MB':>8} {'x/stmt':>7} "
        f"{'/parse':>7}  stop")


def row(m: dict, per_stmt_ref: float) -> str:
    return (f"{m['n']:>6} {m['runs']:>4} {m['total']:>8.2f} {m['run']:>6.2f} {m['load']:>7.2f} "
            f"{m['z3']:>6.2f} {m['py']:>6.2f} {m['nodes']:>7,} {m['rounds']:>6} "
            f"{m['obligations']:>5} {m['peak_mb']:>8,} {m['total'] / m['n'] / per_stmt_ref:>7.2f} "
            f"{m['total'] / m['parse']:>7.0f}  {m['stop']}"
            f"{'' if m['same'] else '  RESULT DIFFERS FROM THE INPUT ON RANDOM DATA'}")


def isolated(n: int, args) -> dict | str:
    """``measure(n)`` in a child process under an address-space limit: the row, or why not."""
    command = [sys.executable, __file__, "--child", str(n), "--memory-mb", str(args.memory_mb),
               "--seconds", str(args.seconds), "--repeats", "1"]
    try:
        proc = subprocess.run(command, capture_output=True, text=True,
                              timeout=args.child_timeout)
    except subprocess.TimeoutExpired:
        return f"not finished within {args.child_timeout:.0f} s (child stopped)"
    if proc.returncode != 0:
        tail = (proc.stderr.strip().splitlines() or ["no message"])[-1]
        return (f"child died (exit {proc.returncode}; address-space limit "
                f"{args.memory_mb} MB above the loaded library): {tail}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def child(n: int, args) -> int:
    limits = _limits(args)
    _time_egglog_io()
    warm_up(limits)
    with open("/proc/self/status") as f:
        vm = next(int(line.split()[1]) * 1024 for line in f if line.startswith("VmSize:"))
    limit = vm + args.memory_mb * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    print(json.dumps(measure(n, limits, 1, 0.0)))
    return 0


def _limits(args) -> Limits:
    return Limits(iterations=12, nodes=200_000, seconds=args.seconds, rounds=6, solver_ms=2000)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 100, 1000])
    parser.add_argument("--big", action="store_true",
                        help="also 3000 statements (in a child process, see --memory-mb)")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--slow", type=float, default=10.0,
                        help="a first run longer than this many seconds is not repeated")
    parser.add_argument("--seconds", type=float, default=600.0,
                        help="Limits.seconds, the engine's wall-clock budget (default high "
                             "enough not to cut the runs short)")
    parser.add_argument("--memory-mb", type=int, default=16_000,
                        help="address-space limit of the --big child above the loaded library")
    parser.add_argument("--child-timeout", type=float, default=900.0)
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        return child(args.child, args)

    limits = _limits(args)
    _time_egglog_io()
    load, first, second = warm_up(limits)
    print("Simplify (egglog saturation + z3 side conditions), in-process, on int32 programs "
          "of S statements")
    print(f"(a store, an if or a loop each count as one); {limits} (memory_mb applies to "
          "the isolated worker only)")
    print(f"one-time cost, excluded below: rule library load {load:.2f} s; first simplify call "
          f"on the 10-statement program {first:.2f} s, the second {second:.2f} s")
    print()
    print(HEAD)
    print("-" * len(HEAD))
    per_stmt_ref = None
    failed = False
    for n in args.sizes:
        m = measure(n, limits, args.repeats, args.slow)
        per_stmt_ref = per_stmt_ref or m["total"] / n
        print(row(m, per_stmt_ref), flush=True)
        failed |= not m["same"]
    if args.big:
        m = isolated(3000, args)
        if isinstance(m, str):
            print(f"{3000:>6}  {m}")
        else:
            print(row(m, per_stmt_ref) + "  (child process)")
            failed |= not m["same"]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
