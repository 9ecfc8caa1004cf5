"""Which library computes TVM's math intrinsics: TVM 0.27's compiled code against the C
library's functions (``expf``, ``log``... through ctypes) and verirw's interpreter (numpy).

    python benchmarks/intrinsic_libraries.py [--n N] [--seed S] [--json OUT.json]

For each intrinsic of ``ir.MATH`` and float32/float64, one function ``B[i] = T.f(A[i])`` is
compiled with ``tvm.compile(..., target="llvm")`` and run on N inputs (edge values, then
random bit patterns and random values in [-10, 10]); the table counts the elements whose bits
differ (NaNs equal) between TVM's output and each of: ``verirw.intrinsics.tvm_function``
(the C library or TVM's expansion, as its rule says) and numpy (the interpreter's default). The figures decide
``verirw.intrinsics``' rule: a counterexample that depends on an intrinsic's value is
confirmed only by a run computing it as TVM's code does.
"""

from __future__ import annotations

import argparse
import json
import sys

import numpy as np

from verirw import intrinsics
from verirw.interp import math_function

EDGES = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, 1e-30, -1e-30, 88.0, -88.0, 100.0, -100.0,
         np.inf, -np.inf, np.nan, 1e30, -1e30, 0.1, 3.0]


def inputs(dtype: str, n: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    width = np.dtype(dtype).itemsize * 8
    bits = rng.integers(0, 2 ** width, size=n // 2, dtype=np.uint64 if width == 64 else
                        np.uint32, endpoint=False)
    random_bits = bits.view(dtype)
    values = rng.uniform(-10, 10, size=n - n // 2 - len(EDGES)).astype(dtype)
    return np.concatenate([np.array(EDGES, dtype=dtype), random_bits, values])


def same_bits(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (a.view(f"u{a.itemsize}") == b.view(f"u{b.itemsize}")) | (np.isnan(a) & np.isnan(b))


def tvm_outputs(name: str, dtype: str, x: np.ndarray) -> np.ndarray | None:
    import tvm
    import tvm.script  # noqa: F401
    text = f"""
@T.prim_func
def main(A: T.Buffer(({len(x)},), "{dtype}"), B: T.Buffer(({len(x)},), "{dtype}")):
    for i in range({len(x)}):
        B[i] = T.{name}(A[i])
"""
    try:
        lib = tvm.compile(tvm.IRModule({"main": tvm.script.from_source(text)}), target="llvm")
    except Exception as e:                      # noqa: BLE001 - TVM refuses: reported
        lines = [ln.strip() for ln in str(e).splitlines() if "rror" in ln]
        print(f"  {name} {dtype}: TVM refuses: {(lines or [type(e).__name__])[-1][:100]}")
        return None
    dev = tvm.cpu()
    a, b = tvm.runtime.tensor(x, dev), tvm.runtime.tensor(np.zeros_like(x), dev)
    lib["main"](a, b)
    return b.numpy()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=4096)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", default=None)
    args = ap.parse_args(argv)
    try:
        import tvm
    except ImportError:
        print("Apache TVM is not installed (pip install 'verirw[tvm]'): nothing to measure")
        return 0
    print(f"TVM {tvm.__version__}; {args.n} inputs per intrinsic and dtype")
    print(f"{'intrinsic':10s} {'dtype':8s} {'vs rule':>8s} {'vs numpy':>9s}  library rule")
    rows = []
    from verirw.dtypes import DType
    for name in intrinsics.RULES:
        for dtype in ("float32", "float64"):
            x = inputs(dtype, args.n, args.seed)
            got = tvm_outputs(name, dtype, x)
            if got is None:
                continue
            with np.errstate(all="ignore"):
                numpy_fn = math_function(name)
                by_numpy = np.array([numpy_fn(v) for v in x], dtype=dtype)
                rule_fn = intrinsics.tvm_function(name, DType.get(dtype))
                by_rule = None if rule_fn is None else np.array([rule_fn(v) for v in x],
                                                                dtype=dtype)
            row = {"intrinsic": name, "dtype": dtype,
                   "differ_tvm_library": None if by_rule is None
                   else int((~same_bits(got, by_rule)).sum()),
                   "differ_numpy": int((~same_bits(got, by_numpy)).sum()),
                   "rule": intrinsics.RULES[name]}
            rows.append(row)
            ours = "-" if by_rule is None else str(row["differ_tvm_library"])
            print(f"{name:10s} {dtype:8s} {ours:>8s} {row['differ_numpy']:9d}  {row['rule']}",
                  flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"tvm": tvm.__version__, "n": args.n, "rows": rows}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
