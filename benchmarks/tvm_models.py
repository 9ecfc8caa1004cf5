"""Validate a real TVM compile: small Relax models written with ``tvm.relax.frontend.nn``,
compiled by ``tvm.compile(mod, target="llvm")`` under ``verirw.tvm.ValidatePasses``; every
(pass, PrimFunc) step the instrument saw is counted.

    python benchmarks/tvm_models.py                  # every model
    python benchmarks/tvm_models.py mlp conv         # some of them
    python benchmarks/tvm_models.py --timeout 10 --steps   # also one line per step
    python benchmarks/tvm_models.py --random-shapes 3 --seed 1   # and at 3 random shapes each

Per model: steps, proven / refuted / unknown, the decided share, median and worst step time,
the validation time against TVM's own compile time, and the unknown reasons grouped
(``reason_group``). Needs Apache TVM 0.27 (``pip install 'verirw[tvm]'``). Prints figures,
times nothing as a test; ``tests/test_tvm_models.py`` pins the MLP's decided share.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


#: the shapes of the fixed zoo (``models()``); ``draw_dims`` draws others
DEFAULT_DIMS = {
    "mlp": dict(batch=4, d_in=64, hidden=32, d_out=16),
    "conv": dict(c_in=3, c_out=8, kernel=3, padding=1, size=8),
    "attention": dict(seq=8, d=32),
    "maxpool": dict(channels=4, size=8, pool=2, stride=2),
    "softmax": dict(rows=4, cols=16),
    "depthwise": dict(channels=4, kernel=3, padding=1, size=8),
    "avgpool": dict(channels=4, size=8, pool=2, stride=2),
    "residual": dict(channels=4, size=8),
    "mlp_batch_n": dict(d_in=64, hidden=32, d_out=16),
}


def draw_dims(rng: random.Random) -> dict:
    """Random shapes for every model of the zoo (issue 37: the zoo at random shapes): small
    enough that a compile and its validation take seconds, odd sizes and sizes of 1 included
    (where TVM's passes take other branches: loops of one iteration, padding, tails)."""
    def pick(*choices):
        return rng.choice(choices)
    size = rng.randint(2, 11)
    pool = rng.randint(1, min(3, size))
    kernel = rng.choice([k for k in (1, 2, 3) if k <= size + 2])
    return {
        "mlp": dict(batch=rng.randint(1, 7), d_in=rng.randint(1, 80), hidden=rng.randint(1, 40),
                    d_out=rng.randint(1, 20)),
        "conv": dict(c_in=rng.randint(1, 4), c_out=rng.randint(1, 9), kernel=kernel,
                     padding=pick(0, 1) if kernel <= size else 1, size=size),
        "attention": dict(seq=rng.randint(1, 9), d=rng.randint(1, 40)),
        "maxpool": dict(channels=rng.randint(1, 5), size=size, pool=pool,
                        stride=rng.randint(1, 3)),
        "softmax": dict(rows=rng.randint(1, 7), cols=rng.randint(1, 30)),
        "depthwise": dict(channels=rng.randint(1, 6), kernel=kernel,
                          padding=pick(0, 1) if kernel <= size else 1, size=size),
        "avgpool": dict(channels=rng.randint(1, 5), size=size, pool=pool,
                        stride=rng.randint(1, 3)),
        "residual": dict(channels=rng.randint(1, 5), size=rng.randint(3, 9)),
        "mlp_batch_n": dict(d_in=rng.randint(1, 80), hidden=rng.randint(1, 40),
                            d_out=rng.randint(1, 20)),
    }


def models(dims: dict | None = None) -> dict:
    """name -> (nn.Module factory, export spec): an MLP (also with a symbolic batch), conv2d +
    relu, depthwise conv, max and average pooling, layer norm + attention, softmax, a residual
    block; at the shapes of ``dims`` (default ``DEFAULT_DIMS``)."""
    from tvm import relax
    from tvm.relax.frontend import nn

    dims = {**DEFAULT_DIMS, **(dims or {})}

    class MLP(nn.Module):
        def __init__(self, d_in=64, hidden=32, d_out=16):
            self.fc1 = nn.Linear(d_in, hidden)
            self.fc2 = nn.Linear(hidden, d_out)

        def forward(self, x):
            return self.fc2(nn.relu(self.fc1(x)))

    class ConvBlock(nn.Module):
        def __init__(self, c_in=3, c_out=8, kernel=3, padding=1):
            self.conv = nn.Conv2D(c_in, c_out, kernel, padding=padding)

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
        def __init__(self, pool=2, stride=2):
            self.pool, self.stride = pool, stride

        def forward(self, x):
            return nn.wrap_nested(relax.op.nn.max_pool2d(x._expr, pool_size=self.pool,
                                                         strides=self.stride), "max_pool2d")

    class Softmax(nn.Module):
        def forward(self, x):
            return nn.softmax(x, axis=-1)

    class Depthwise(nn.Module):
        def __init__(self, channels=4, kernel=3, padding=1):
            self.conv = nn.Conv2D(channels, channels, kernel, padding=padding, groups=channels)

        def forward(self, x):
            return self.conv(x)

    class AvgPool(nn.Module):
        def __init__(self, pool=2, stride=2):
            self.pool, self.stride = pool, stride

        def forward(self, x):
            return nn.wrap_nested(relax.op.nn.avg_pool2d(x._expr, pool_size=self.pool,
                                                         strides=self.stride), "avg_pool2d")

    class Residual(nn.Module):
        def __init__(self, channels=4):
            self.conv = nn.Conv2D(channels, channels, 3, padding=1)

        def forward(self, x):
            return nn.relu(self.conv(x) + x)

    t = nn.spec.Tensor
    m, c, a = dims["mlp"], dims["conv"], dims["attention"]
    mp, sm, dw = dims["maxpool"], dims["softmax"], dims["depthwise"]
    ap, rs, mn = dims["avgpool"], dims["residual"], dims["mlp_batch_n"]

    def make(cls, **kwargs):
        return lambda: cls(**kwargs)

    return {
        "mlp": (make(MLP, d_in=m["d_in"], hidden=m["hidden"], d_out=m["d_out"]),
                {"forward": {"x": t((m["batch"], m["d_in"]), "float32")}}),
        "conv": (make(ConvBlock, c_in=c["c_in"], c_out=c["c_out"], kernel=c["kernel"],
                      padding=c["padding"]),
                 {"forward": {"x": t((1, c["c_in"], c["size"], c["size"]), "float32")}}),
        "attention": (make(Attention, d=a["d"]),
                      {"forward": {"x": t((a["seq"], a["d"]), "float32")}}),
        "maxpool": (make(MaxPool, pool=mp["pool"], stride=mp["stride"]),
                    {"forward": {"x": t((1, mp["channels"], mp["size"], mp["size"]),
                                        "float32")}}),
        "softmax": (make(Softmax), {"forward": {"x": t((sm["rows"], sm["cols"]), "float32")}}),
        "depthwise": (make(Depthwise, channels=dw["channels"], kernel=dw["kernel"],
                           padding=dw["padding"]),
                      {"forward": {"x": t((1, dw["channels"], dw["size"], dw["size"]),
                                          "float32")}}),
        "avgpool": (make(AvgPool, pool=ap["pool"], stride=ap["stride"]),
                    {"forward": {"x": t((1, ap["channels"], ap["size"], ap["size"]),
                                        "float32")}}),
        "residual": (make(Residual, channels=rs["channels"]),
                     {"forward": {"x": t((1, rs["channels"], rs["size"], rs["size"]),
                                         "float32")}}),
        # a symbolic batch: the functions take a size variable n
        "mlp_batch_n": (make(MLP, d_in=mn["d_in"], hidden=mn["hidden"], d_out=mn["d_out"]),
                        {"forward": {"x": t(("n", mn["d_in"]), "float32")}}),
    }


def compile_model(name: str, timeout_s: float = 10.0, validate: bool = True,
                  dims: dict | None = None, **check_kwargs):
    """Compile model ``name`` (at the shapes of ``dims``, default ``DEFAULT_DIMS``) under the
    instrument: (report, validation s, TVM compile s)."""
    import tvm
    from verirw.tvm import ValidatePasses
    cls, spec = models(dims)[name]
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
    parser.add_argument("--random-shapes", type=int, default=0, metavar="N",
                        help="compile every model at N random shapes too (draw_dims), seeded by "
                             "--seed; each shape is printed with its model's line")
    parser.add_argument("--seed", type=int, default=0, help="seed of --random-shapes")
    args = parser.parse_args(argv)
    by_pass: dict[str, Counter] = {}
    unknowns: list[tuple[str, str, str, str]] = []     # (pass, model, function, reason)
    names = args.names or list(models())
    total = Counter()
    all_groups = Counter()
    all_constructs = Counter()
    runs = [(name, None) for name in names]
    rng = random.Random(args.seed)
    for _ in range(args.random_shapes):
        dims = draw_dims(rng)
        runs += [(name, {name: dims[name]}) for name in names]
    refuted_steps = []
    for name, dims in runs:
        label = name if dims is None else f"{name}{dims[name]}"
        try:
            report, validation_s, tvm_s = compile_model(name, args.timeout, dims=dims)
        except Exception as e:              # noqa: BLE001 - TVM refuses a shape: say so
            print(f"{label}: TVM's compile failed: {type(e).__name__}: "
                  f"{str(e).splitlines()[0][:200] if str(e) else ''}")
            total["tvm_failed"] += 1
            continue
        s = summarise(label, report, validation_s, tvm_s, args.top)
        print_summary(s)
        refuted_steps += [(label, st) for st in report if st.status == "refuted"]
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
    for label, st in refuted_steps:       # a candidate TVM bug: each is read by hand
        print(f"REFUTED {label}: {st.line()}")
    if total["tvm_failed"]:
        print(f"TVM's compile failed on {total['tvm_failed']} model shapes (not validated)")
    if len(runs) > 1:
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
