"""Compiled kernels at realistic sizes: branching vs branch-free, vs numpy, vs gcc -O3, vs copy.

    .venv/bin/python benchmarks/codegen.py [--repeats 9] [--only row_summation,...]

For each RFC kernel (benchmarks/kernels.py): verirw's schedule gives the branching program
and remove_branching_through_overcompute the branch-free one; both are lowered
(verirw.codegen.prepare), compiled through llvmlite at O3 for this CPU, checked against numpy
on the same inputs, and timed — medians of ``--repeats`` runs, all in this process. The same
two programs printed as C (c_emit.py) are built with ``gcc -O3 -march=native -fwrapv``
(plus ``-ffast-math`` for kernels in fast float mode, as verirw's flags are); both are timed
as ctypes calls with arguments converted once (``Kernel.call_raw``; the checked
``kernel(...)`` call is printed too). Bandwidth is
bytes moved (inputs read once, outputs written once) per second, against this machine's
measured copy bandwidth (numpy copy of 256 MiB, read + write bytes counted the same way).
"""

from __future__ import annotations

import argparse
import ctypes
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from c_emit import PRELUDE, c_function  # noqa: E402
from kernels import CASES  # noqa: E402

from verirw.codegen import build, prepare  # noqa: E402
from verirw.demo import median_seconds  # noqa: E402


def copy_bandwidth(repeats: int, nbytes: int = 256 << 20) -> float:
    """Bytes per second of a large copy (read + write counted), median."""
    src = np.ones(nbytes // 4, np.float32)
    dst = np.empty_like(src)
    seconds = median_seconds(lambda: np.copyto(dst, src), repeats)
    return 2 * nbytes / seconds


def compile_c(source: str, fast: bool, workdir: Path) -> ctypes.CDLL:
    path = workdir / f"k{abs(hash(source))}.c"
    path.write_text(PRELUDE + source)
    lib = path.with_suffix(".so")
    flags = ["-O3", "-march=native", "-fwrapv", "-shared", "-fPIC"] + (["-ffast-math"] if fast else [])
    subprocess.run(["gcc", *flags, "-o", str(lib), str(path), "-lm"], check=True)
    return ctypes.CDLL(str(lib))


def c_arguments(func, arrays: dict) -> list:
    args = []
    for p in func.params:
        buf = func.param_buffer(p)
        arr = arrays[buf.name]
        args.append(ctypes.c_void_p(arr.ctypes.data))
        if buf.ndim == 2:
            args.append(ctypes.c_long(arr.strides[0] // arr.itemsize))
    return args


def fresh(inputs: dict) -> dict:
    """Copies that keep each array's row pitch (a 2-d view of a wider buffer stays one)."""
    out = {}
    for k, v in inputs.items():
        if v.ndim == 2 and v.strides[0] != v.shape[1] * v.itemsize:
            big = np.zeros((v.shape[0], v.strides[0] // v.itemsize), v.dtype)
            big[:, :v.shape[1]] = v
            out[k] = big[:, :v.shape[1]]
        else:
            out[k] = v.copy()
    return out


def agree(case, got: dict, want: dict) -> bool:
    """Equal on the elements the original program defines (exactly; within a tolerance in
    fast float mode)."""
    tol = dict(rtol=1e-3, atol=1e-3) if case.float_mode == "fast" else dict(rtol=0, atol=0)
    masks = case.defined()
    return all(np.allclose(got[k][masks.get(k, Ellipsis)], want[k][masks.get(k, Ellipsis)], **tol)
               for k in got)


def run_case(case, repeats: int, bandwidth: float, workdir: Path, have_gcc: bool) -> dict:
    t = time.perf_counter()
    case.schedule()
    schedule_s = time.perf_counter() - t
    row = {"kernel": case.name, "schedule_s": schedule_s}
    kernels = {}
    for label, func in (("branching", case.branching), ("branch_free", case.branch_free)):
        t = time.perf_counter()
        lowered = prepare(func)
        kernels[label] = (lowered, build(lowered, float_mode=case.float_mode))
        row[f"build_{label}_s"] = time.perf_counter() - t
        row[f"vectorized_{label}"] = kernels[label][1].vectorized
    inputs = case.inputs(np.random.default_rng(0))
    want = fresh(inputs)
    row["numpy_s"] = median_seconds(lambda: case.numpy(want), repeats)
    for label, (lowered, kernel) in kernels.items():
        arrays = fresh(inputs)
        # the generated code is timed as gcc's is: a ctypes call with the arguments converted
        # once; ``kernel(...)`` also checks every argument (dtype, shape, strides, alignment,
        # aliasing), timed apart
        raw = kernel.raw_arguments(**arrays)
        row[f"verirw_{label}_s"] = median_seconds(lambda: kernel.call_raw(raw), repeats)
        row[f"checked_call_{label}_s"] = median_seconds(lambda: kernel(**arrays), repeats)
        row[f"agrees_{label}"] = agree(case, {k: arrays[k] for k in want}, want)
        if have_gcc:
            lib = compile_c(c_function(lowered, label), case.float_mode == "fast", workdir)
            fn = getattr(lib, label)
            c_arrays = fresh(inputs)
            args = c_arguments(lowered, c_arrays)
            row[f"gcc_{label}_s"] = median_seconds(lambda: fn(*args), repeats)
            row[f"gcc_agrees_{label}"] = agree(case, {k: c_arrays[k] for k in want}, want)
    row["bandwidth_fraction"] = case.nbytes / row["verirw_branch_free_s"] / bandwidth
    row["branch_refusals"] = len(case.refusals)
    return row


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=9)
    ap.add_argument("--only", default=None, help="comma-separated kernel names")
    args = ap.parse_args(argv)
    cases = [c for c in CASES if args.only is None or c.name in args.only.split(",")]
    have_gcc = shutil.which("gcc") is not None
    bandwidth = copy_bandwidth(args.repeats)
    print(f"copy bandwidth (numpy, 256 MiB, read+write): {bandwidth / 1e9:.2f} GB/s; "
          f"medians of {args.repeats} runs; gcc {'found' if have_gcc else 'NOT found: no C column'}")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for case in cases:
            print(f"\n{case.name}: {case.description}", flush=True)
            row = run_case(case, args.repeats, bandwidth, Path(tmp), have_gcc)
            rows.append(row)
            _print_row(row, have_gcc)
    print("\nsummary (ratios > 1 mean verirw's branch-free kernel is faster):")
    print(f"{'kernel':<15}{'branching/free':>15}{'numpy/free':>12}{'gcc/free':>10}{'of copy BW':>12}"
          f"{'vectorized':>12}")
    for r in rows:
        gcc = f"{r['gcc_branch_free_s'] / r['verirw_branch_free_s']:.2f}" if have_gcc else "-"
        print(f"{r['kernel']:<15}{r['verirw_branching_s'] / r['verirw_branch_free_s']:>15.2f}"
              f"{r['numpy_s'] / r['verirw_branch_free_s']:>12.2f}{gcc:>10}"
              f"{100 * r['bandwidth_fraction']:>11.0f}%{str(r['vectorized_branch_free']):>12}")
    ok = all(r["agrees_branching"] and r["agrees_branch_free"] for r in rows)
    if not ok:
        print("\nERROR: a compiled kernel disagrees with numpy")
    return 0 if ok else 1


def _print_row(r: dict, have_gcc: bool) -> None:
    ms = lambda s: f"{1e3 * s:8.2f} ms"  # noqa: E731
    print(f"  schedule (verirw passes at this size): {r['schedule_s']:.2f} s; build "
          f"{r['build_branching_s']:.2f} s + {r['build_branch_free_s']:.2f} s")
    print(f"  numpy                    {ms(r['numpy_s'])}")
    for label in ("branching", "branch_free"):
        line = (f"  verirw {label:<12}    {ms(r[f'verirw_{label}_s'])}  vectorized="
                f"{r[f'vectorized_{label}']}  agrees with numpy={r[f'agrees_{label}']}")
        if have_gcc:
            line += (f"  | gcc -O3 {ms(r[f'gcc_{label}_s'])} (agrees={r[f'gcc_agrees_{label}']})")
        print(line)
    print(f"  branch-free kernel at {100 * r['bandwidth_fraction']:.0f}% of copy bandwidth; "
          f"{r['branch_refusals']} conditional(s) kept by the overcompute pass; a checked call "
          f"kernel(...) takes {ms(r['checked_call_branch_free_s']).strip()}")


if __name__ == "__main__":
    sys.exit(main())
