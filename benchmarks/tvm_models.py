"""Validate a real TVM compile: small Relax models written with ``tvm.relax.frontend.nn``,
compiled by ``tvm.compile(mod, target="llvm")`` under ``verirw.tvm.ValidatePasses``; every
(pass, PrimFunc) step the instrument saw is counted.

    python benchmarks/tvm_models.py                  # every model
    python benchmarks/tvm_models.py mlp conv         # some of them
    python benchmarks/tvm_models.py --timeout 10 --steps   # also one line per step

Per model: steps, proven / refuted / unknown, the decided share, median and worst step time,
the validation time against TVM's own compile time, and the unknown reasons grouped
(``reason_group``). Needs Apache TVM 0.27 (``pip install 'verirw[tvm]'``). Prints figures,
times nothing as a test; ``tests/test_tvm_models.py`` pins the MLP's decided share.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def models() -> dict:
    """name -> (nn.Module, export spec): an MLP (also with a symbolic batch), conv2d + relu,
    depthwise conv, max and average pooling, layer norm + attention, softmax, a residual block."""
    from tvm import relax
    from tvm.relax.frontend import nn

    class MLP(nn.Module):
        def __init__(self):
            self.fc1 = nn.Linear(64, 32)
            self.fc2 = nn.Linear(32, 16)

        def forward(self, x):
            return self.fc2(nn.relu(self.fc1(x)))

    class ConvBlock(nn.Module):
        def __init__(self):
            self.conv = nn.Conv2D(3, 8, 3, padding=1)

        def forward(self, x):
            return nn.relu(self.conv(x))

    class Attention(nn.Module):
        def __init__(self, d=32):
            self.norm = nn.LayerNorm(d)
            self.q = nn.Linear(d, d)
            self.k = nn.Linear(d, d)
            self.v = nn.Linear(d, d)
            self.scale = d ** -0.5

        def forward(self, x):
            h = self.norm(x)
            q, k, v = self.q(h), self.k(h), self.v(h)
            scores = nn.matmul(q, nn.permute_dims(k, [1, 0])) * self.scale
            return nn.matmul(nn.softmax(scores, axis=-1), v)

    class MaxPool(nn.Module):
        def forward(self, x):
            return nn.wrap_nested(relax.op.nn.max_pool2d(x._expr, pool_size=2, strides=2),
                                  "max_pool2d")

    class Softmax(nn.Module):
        def forward(self, x):
            return nn.softmax(x, axis=-1)

    class Depthwise(nn.Module):
        def __init__(self):
            self.conv = nn.Conv2D(4, 4, 3, padding=1, groups=4)

        def forward(self, x):
            return self.conv(x)

    class AvgPool(nn.Module):
        def forward(self, x):
            return nn.wrap_nested(relax.op.nn.avg_pool2d(x._expr, pool_size=2, strides=2),
                                  "avg_pool2d")

    class Residual(nn.Module):
        def __init__(self):
            self.conv = nn.Conv2D(4, 4, 3, padding=1)

        def forward(self, x):
            return nn.relu(self.conv(x) + x)

    t = nn.spec.Tensor
    return {
        "mlp": (MLP, {"forward": {"x": t((4, 64), "float32")}}),
        "conv": (ConvBlock, {"forward": {"x": t((1, 3, 8, 8), "float32")}}),
        "attention": (Attention, {"forward": {"x": t((8, 32), "float32")}}),
        "maxpool": (MaxPool, {"forward": {"x": t((1, 4, 8, 8), "float32")}}),
        "softmax": (Softmax, {"forward": {"x": t((4, 16), "float32")}}),
        "depthwise": (Depthwise, {"forward": {"x": t((1, 4, 8, 8), "float32")}}),
        "avgpool": (AvgPool, {"forward": {"x": t((1, 4, 8, 8), "float32")}}),
        "residual": (Residual, {"forward": {"x": t((1, 4, 8, 8), "float32")}}),
        # a symbolic batch: the functions take a size variable n
        "mlp_batch_n": (MLP, {"forward": {"x": t(("n", 64), "float32")}}),
    }


def compile_model(name: str, timeout_s: float = 10.0, validate: bool = True, **check_kwargs):
    """Compile model ``name`` under the instrument: (report, validation s, TVM compile s)."""
    import tvm
    from verirw.tvm import ValidatePasses
    cls, spec = models()[name]
    mod, _ = cls().export_tvm(spec=spec)
    # TVM alone first: its compile time, without the instrument
    start = time.monotonic()
    with tvm.transform.PassContext(opt_level=3):
        tvm.compile(mod, target="llvm")
    tvm_s = time.monotonic() - start
    if not validate:
        return [], 0.0, tvm_s
    inst = ValidatePasses(timeout_s=timeout_s, **check_kwargs)
    start = time.monotonic()
    with tvm.transform.PassContext(opt_level=3, instruments=[inst]):
        tvm.compile(mod, target="llvm")
    total = time.monotonic() - start
    return inst.report, max(0.0, total - tvm_s), tvm_s


#: a reason's details (numbers, file:line:col) dropped so equal causes group together
_DETAILS = [
    (re.compile(r"<[^>]*>:\d+(:\d+)?:?\s*"), ""),
    (re.compile(r"\b\d+(\.\d+)?\b"), "N"),
]


def reason_group(step) -> str:
    """A short key for an unknown step's reason: the packed calling convention as one group
    (its constructs are tallied by ``construct_counts``), else the reason's first line without
    numbers and places."""
    if step.constructs:
        return step.reason.split(":", 1)[0] + ": refused by name (constructs below)"
    reason = step.reason
    text = reason.strip().splitlines()[0] if reason.strip() else "(no reason)"
    for pattern, repl in _DETAILS:
        text = pattern.sub(repl, text)
    return text[:150]


def construct_counts(report) -> Counter:
    """construct -> number of steps it made unknown (``Step.constructs``)."""
    return Counter(name for s in report if s.status == "unknown" for name in (s.constructs or {}))


def summarise(name: str, report, validation_s: float, tvm_s: float, top: int = 8) -> dict:
    counts = Counter(s.status for s in report)
    times = [s.time_s for s in report] or [0.0]
    n = len(report)
    decided = counts["proven"] + counts["refuted"]
    groups = Counter(reason_group(s) for s in report if s.status == "unknown")
    return {"model": name, "steps": n, "proven": counts["proven"], "refuted": counts["refuted"],
            "unknown": counts["unknown"], "decided": decided / n if n else 0.0,
            "median_s": statistics.median(times), "worst_s": max(times),
            "validation_s": validation_s, "tvm_s": tvm_s, "unknown_groups": groups.most_common(top),
            "constructs": construct_counts(report)}


def print_summary(s: dict) -> None:
    print(f"{s['model']}: {s['steps']} steps, {s['proven']} proven / {s['refuted']} refuted / "
          f"{s['unknown']} unknown; decided {100 * s['decided']:.0f}%; step median "
          f"{s['median_s']:.2f} s, worst {s['worst_s']:.2f} s; validation {s['validation_s']:.1f} s "
          f"vs TVM compile {s['tvm_s']:.2f} s")
    for reason, count in s["unknown_groups"]:
        print(f"    {count:4d}  {reason}")
    if s["constructs"]:
        print("          steps per refused construct: " + ", ".join(
            f"{name} {n}" for name, n in s["constructs"].most_common()))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="models (default: all)")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds per step")
    parser.add_argument("--steps", action="store_true", help="one line per step")
    parser.add_argument("--top", type=int, default=8, help="unknown groups shown per model")
    parser.add_argument("--by-pass", action="store_true",
                        help="at the end, a table of every pass seen: steps / proven / refuted / "
                             "unknown")
    parser.add_argument("--reason-chars", type=int, default=400,
                        help="characters of each unknown step's reason in --by-pass")
    args = parser.parse_args(argv)
    by_pass: dict[str, Counter] = {}
    unknowns: list[tuple[str, str, str, str]] = []     # (pass, model, function, reason)
    names = args.names or list(models())
    total = Counter()
    all_groups = Counter()
    all_constructs = Counter()
    for name in names:
        report, validation_s, tvm_s = compile_model(name, args.timeout)
        s = summarise(name, report, validation_s, tvm_s, args.top)
        print_summary(s)
        if args.steps:
            for step in report:
                print(f"    {step.time_s:6.2f} s  " + step.line().splitlines()[0][:200])
        for key in ("steps", "proven", "refuted", "unknown"):
            total[key] += s[key]
        all_groups.update(reason_group(st) for st in report if st.status == "unknown")
        for st in report:
            by_pass.setdefault(st.pass_name, Counter())[st.status] += 1
            if st.status == "unknown":
                unknowns.append((st.pass_name, name, st.function,
                                 " ".join(st.reason.split())))
        all_constructs.update(s["constructs"])
        sys.stdout.flush()
    if len(names) > 1:
        n = total["steps"]
        print(f"all: {n} steps, {total['proven']} proven / {total['refuted']} refuted / "
              f"{total['unknown']} unknown; decided {100 * (total['proven'] + total['refuted']) / max(n, 1):.0f}%")
        for reason, count in all_groups.most_common(args.top * 2):
            print(f"    {count:4d}  {reason}")
        print("          steps per refused construct: " + ", ".join(
            f"{name} {n}" for name, n in all_constructs.most_common()))
    if args.by_pass:
        print("\n| pass | steps | proven | refuted | unknown |\n|---|---|---|---|---|")
        for name, c in sorted(by_pass.items(), key=lambda kv: -sum(kv[1].values())):
            print(f"| {name} | {sum(c.values())} | {c['proven']} | {c['refuted']} | "
                  f"{c['unknown']} |")
        if unknowns:
            print("\nunknown steps, by pass:")
            for pass_name, model, function, reason in sorted(unknowns):
                print(f"  {pass_name} / {model} / {function}: {reason[:args.reason_chars]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
