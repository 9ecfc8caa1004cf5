"""Deliberately broken TVM passes for ``verirw tvm-validate --pass tests.tvm_bridge.broken_passes:NAME``.

Each must be refuted with a counterexample that verirw's interpreter replays."""

import re

import tvm


@tvm.tirx.transform.prim_func_pass(opt_level=0, name="DropLastIteration")
def drop_last_iteration(func, mod, ctx):
    """Every ``range(n)`` loop with a constant extent runs one iteration fewer (an off-by-one
    in a loop-bound rewrite). Text level: TVM 0.27 has no Python statement mutator."""
    text = re.sub(r"range\((\d+)\)", lambda m: f"range({int(m.group(1)) - 1})", func.script())
    return tvm.script.from_source(text)


@tvm.tirx.transform.prim_func_pass(opt_level=0, name="IdentityRoundTrip")
def identity_round_trip(func, mod, ctx):
    """Correct: prints and re-reads the function (changes nothing but object identity)."""
    return tvm.script.from_source(func.script())
