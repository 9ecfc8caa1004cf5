"""egglog's i64 primitives — the arithmetic the emitted rules compute constants and bounds
with — modelled twice: as z3 terms (so ``verirw prove`` can prove every emitted computation
equal to the contract's floor semantics) and in Python (so a test can compare the model with
egglog itself on edge values).

The primitives are Rust's checked i64 operations: ``/`` truncates, ``%`` takes the sign of
the dividend, and an overflow or a zero divisor fails. A failure inside a rule's query drops
the match (the rule does not fire); inside its actions it aborts the run, so the prover asks
that actions never fail.
"""

from __future__ import annotations

import z3

from verirw import ops

I64_MIN, I64_MAX = -(1 << 63), (1 << 63) - 1

#: the primitive functions the rule translation emits
OPS = ("+", "-", "*", "/", "%", "min", "max")
#: the primitive comparisons a query may hold
CMPS = ("<", "<=", ">", ">=", "=", "!=")


def py_prim(op: str, a: int, b: int) -> int | None:
    """egglog's ``(op a b)`` on i64, or None where it fails."""
    if op in ("/", "%"):
        if b == 0 or (a == I64_MIN and b == -1):
            return None
        q = abs(a) // abs(b)
        q = q if (a >= 0) == (b >= 0) else -q
        out = q if op == "/" else a - b * q
    elif op == "min":
        out = min(a, b)
    elif op == "max":
        out = max(a, b)
    else:
        out = {"+": a + b, "-": a - b, "*": a * b}[op]
    return out if I64_MIN <= out <= I64_MAX else None


def z3_prim(op: str, a: z3.ArithRef, b: z3.ArithRef) -> tuple[z3.ArithRef, z3.BoolRef]:
    """``(op a b)`` as a z3 Int and the condition under which egglog computes it."""
    ok = z3.BoolVal(True)
    if op == "+":
        out = a + b
    elif op == "-":
        out = a - b
    elif op == "*":
        out = a * b
    elif op == "/":
        out, ok = ops.int_truncdiv(a, b), b != 0
    elif op == "%":
        out, ok = ops.int_truncmod(a, b), z3.And(b != 0, z3.Not(z3.And(a == I64_MIN, b == -1)))
    elif op == "min":
        out = z3.If(a <= b, a, b)
    elif op == "max":
        out = z3.If(a >= b, a, b)
    else:
        raise ValueError(f"not an egglog i64 primitive: {op}")
    return out, z3.And(ok, in_range(out))


def in_range(x: z3.ArithRef) -> z3.BoolRef:
    return z3.And(x >= I64_MIN, x <= I64_MAX)


def z3_compare(op: str, a: z3.ArithRef, b: z3.ArithRef) -> z3.BoolRef:
    return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "=": a == b, "!=": a != b}[op]
