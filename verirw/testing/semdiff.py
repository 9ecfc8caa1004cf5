"""A standing differential oracle: verirw's interpreter against TVM's compiled code.

The ruling principle of the semantics contract (docs/semantics.md) is that verirw's meaning is what
TVM 0.27's compiled code means. This module checks it, program by program: it generates small
random TIR programs as TVMScript text that both ``verirw.parse`` and
``tvm.script.from_source`` read, runs each on edge and random inputs in verirw's interpreter
and in the code ``tvm.compile(..., target="llvm")`` produces, and compares the bits of every
element verirw defines (NaN equals NaN).

Pieces:

* ``Ex`` / ``Store`` / ``For`` / ``If`` / ``Program``: the generator's own small AST, printed
  by ``to_script`` and read back by ``from_script`` (the subset the generator writes), so a
  reproducer is plain text and hand-written examples go through the same pipeline.
* ``generate(seed, index)`` and ``inputs_for``: deterministic programs and input sets (the
  program of an index is the same whatever shard or worker runs it).
* ``model_run``: an independent evaluator of the program **as TVM's LLVM code means it**
  (``nsw``/``nuw`` from 32 bits, poison propagation, ``sdiv`` traps, eager ``Select`` and
  ``and``/``or``, ordered ``fcmp one`` for ``!=``, ``select`` min/max). It is never compared
  for a verdict; it explains a disagreement: which elements TVM's code leaves undefined
  (poison or immediate undefined behaviour) and which depend on a NaN ``!=`` or on a
  transcendental intrinsic.
* ``TVMSandbox``: TVM in a helper process (``python -m verirw.testing.semdiff --tvm-helper``)
  that compiles and runs one program after another; a crash (SIGFPE, SIGSEGV) or a hang costs
  that one input, is counted, and the helper is restarted.
* ``examine``: one program through both sides and the classifier; ``SemdiffShard``: a range of
  program indices as a campaign shard (``verirw.campaign``: local spawn pool or Ray, retries,
  ``--resume``), merged by ``merge``/``report`` into the JSON and text summaries.
* ``shrink``: a greedy shrinker (drop a statement, unroll a loop to its first iteration,
  replace a sub-expression by an operand or by 0/1) that keeps a disagreement's class; a
  finding's minimal reproducer (``--shrink SECONDS``).

Disagreement classes (docs/semdiff.md):

* ``verirw-wrong`` — nothing below explains it (the default; exit code 1).
* ``undefined-in-tvm`` — any other undefined behaviour of TVM's code on that input: a division
  by zero or ``MIN // -1`` that TVM executes (eager ``and``/``or``/``Select``), a shift amount
  out of range, an out-of-range float->int conversion, a poison index or branch condition.
* ``tvm-deviation`` — TVM's documented deviations: float ``!=`` is ordered (``fcmp one``, false
  on NaN), and TVM folds floats as reals (``0.0 + x -> x``, ``x * 0.0 -> 0.0``, ``x - x -> 0.0``,
  ``x == x -> True``) — confirmed by re-running with every float literal and float scalar a
  parameter and every float load's index offset by a zero parameter, which TVM cannot fold.
* ``tvm-miscompile`` — TVM's compile-time rewriting changes the result (or makes the code
  crash) and the same program with *every* literal a parameter, every loop variable ``i + z``
  and every index offset by ``+ z`` (``z`` = 0) agrees with verirw: a TVM bug (e.g. TVM 0.27
  computes ``B[(4 - i) % 6]`` over ``range(6)`` as ``B[(-i) % 6]``).
* ``intrinsic-ulp`` — the element depends on a transcendental intrinsic (``exp``, ``log``...)
  where TVM's implementation and numpy's differ in the last bits; confirmed by re-running with
  the intrinsics stripped (``exp(e) -> e``), which must agree.
* ``refusal-mismatch`` — TVM refuses (parse, compile or run time) a program verirw runs with a
  defined result on some input, or verirw refuses a program TVM compiles.
* ``verirw-internal`` — verirw raised something that is no verdict (a bug; exit code 1).
* TVM crashes are counted (``tvm_crashes``) and classified like disagreements.
"""

from __future__ import annotations

import ast
import math
import os
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import ClassVar

import numpy as np

from verirw.dtypes import SCALAR_NAMES, DType

# ----------------------------------------------------------------------------- dtypes

#: every dtype verirw parses (picks up new ones, e.g. uint16, by itself)
#: bfloat16 is left out: its meaning is measured against TVM in tests/test_bfloat16.py
DTYPES = tuple(n for n in SCALAR_NAMES if n != "bfloat16")
INT_DTYPES = tuple(d for d in DTYPES if DType.get(d).is_int)
FLOAT_DTYPES = tuple(d for d in DTYPES if DType.get(d).is_float)
BOOL = "bool"

CLASSES = ("verirw-wrong", "verirw-internal", "refusal-mismatch", "undefined-in-tvm",
           "tvm-miscompile", "tvm-deviation", "intrinsic-ulp")
#: the classes that are findings against verirw (exit code 1)
FINDINGS = ("verirw-wrong", "verirw-internal")
#: a record's class is its worst element's, in this order
_PRIORITY = {c: k for k, c in enumerate(("verirw-wrong", "undefined-in-tvm",
                                         "tvm-miscompile", "tvm-deviation", "intrinsic-ulp"))}

INT_BINOPS = ("+", "-", "*", "//", "%", "truncdiv", "truncmod", "min", "max", "&", "|", "^",
              "<<", ">>")
FLOAT_BINOPS = ("+", "-", "*", "/", "min", "max")
#: float division forms TVM refuses (``a.ty().MatchesCode(kDLInt, kDLUInt)``): rare on purpose
FLOAT_REFUSED = ("//", "%", "truncdiv", "truncmod")
CMPS = ("==", "!=", "<", "<=", ">", ">=")
INFIX = {"+", "-", "*", "/", "//", "%", "&", "|", "^", "<<", ">>", *CMPS, "and", "or"}
CALL_BINOPS = {"truncdiv", "truncmod", "min", "max", "floordiv", "floormod"}
#: intrinsics whose results libm/TVM and numpy may round differently
TRANSCENDENTAL = ("exp", "exp2", "log", "log2", "tanh", "sigmoid", "sin", "cos", "rsqrt")
EXACT_CALLS = ("sqrt", "floor", "ceil", "trunc", "abs", "round", "nearbyint")
CALLS = TRANSCENDENTAL + EXACT_CALLS


def _dt(name: str) -> DType:
    return DType.get(name)


# ----------------------------------------------------------------------------- the AST


@dataclass(frozen=True)
class Ex:
    """An expression: ``op`` is lit, var, load (value: buffer name, args: (index,)), an infix
    or call operator, cmp operators, and/or/not, cast, select (eager ``T.Select``), ite
    (``T.if_then_else``) or call (value: the intrinsic's name)."""
    op: str
    dtype: str
    args: tuple = ()
    value: object = None


@dataclass(frozen=True)
class Store:
    buf: str
    index: Ex
    value: Ex


@dataclass(frozen=True)
class For:
    var: str
    extent: int
    body: tuple


@dataclass(frozen=True)
class If:
    cond: Ex
    then: tuple
    orelse: tuple = ()


@dataclass(frozen=True)
class Buf:
    name: str
    dtype: str
    extent: int


@dataclass(frozen=True)
class Scalar:
    name: str
    dtype: str


@dataclass(frozen=True)
class Program:
    params: tuple              # Buf | Scalar, in signature order
    body: tuple                # statements

    @property
    def buffers(self) -> dict[str, Buf]:
        return {p.name: p for p in self.params if isinstance(p, Buf)}

    @property
    def scalars(self) -> dict[str, Scalar]:
        return {p.name: p for p in self.params if isinstance(p, Scalar)}

    @property
    def order(self) -> list[str]:
        return [p.name for p in self.params]


def lit(value, dtype: str) -> Ex:
    return Ex("lit", dtype, (), value)


def var(name: str, dtype: str = "int32") -> Ex:
    return Ex("var", dtype, (), name)


def walk(node):
    """Every expression of a statement list or expression, pre-order."""
    if isinstance(node, (tuple, list)):
        for n in node:
            yield from walk(n)
    elif isinstance(node, Ex):
        yield node
        for a in node.args:
            yield from walk(a)
    elif isinstance(node, Store):
        yield from walk(node.index)
        yield from walk(node.value)
    elif isinstance(node, For):
        yield from walk(node.body)
    elif isinstance(node, If):
        yield from walk(node.cond)
        yield from walk(node.then)
        yield from walk(node.orelse)


# ----------------------------------------------------------------------------- printing


def _float_text(v: float) -> str:
    if math.isnan(v):
        return '"nan"'
    if math.isinf(v):
        return '"inf"' if v > 0 else '"-inf"'
    return repr(float(v))


def expr_text(e: Ex) -> str:
    op = e.op
    if op == "lit":
        if e.dtype == BOOL:
            return f"T.bool({bool(e.value)})"
        if _dt(e.dtype).is_float:
            return f"T.{e.dtype}({_float_text(e.value)})"
        return f"T.{e.dtype}({int(e.value)})"
    if op == "var":
        return e.value
    if op == "load":
        return f"{e.value}[{expr_text(e.args[0])}]"
    if op == "cast":
        return f'T.Cast("{e.dtype}", {expr_text(e.args[0])})'
    if op == "not":
        return f"(not {expr_text(e.args[0])})"
    if op == "select":
        return f"T.Select({', '.join(expr_text(a) for a in e.args)})"
    if op == "ite":
        return f"T.if_then_else({', '.join(expr_text(a) for a in e.args)})"
    if op == "call":
        return f"T.{e.value}({expr_text(e.args[0])})"
    if op in CALL_BINOPS:
        return f"T.{op}({expr_text(e.args[0])}, {expr_text(e.args[1])})"
    if op in INFIX:
        return f"({expr_text(e.args[0])} {op} {expr_text(e.args[1])})"
    raise ValueError(f"cannot print {op!r}")


def to_script(p: Program, name: str = "main") -> str:
    sig = []
    for q in p.params:
        if isinstance(q, Buf):
            sig.append(f'{q.name}: T.Buffer(({q.extent},), "{q.dtype}")')
        else:
            sig.append(f"{q.name}: T.{q.dtype}")
    lines = ["@T.prim_func", f"def {name}({', '.join(sig)}):"]

    def emit(stmts, depth):
        pad = "    " * depth
        for s in stmts:
            if isinstance(s, Store):
                lines.append(f"{pad}{s.buf}[{expr_text(s.index)}] = {expr_text(s.value)}")
            elif isinstance(s, For):
                lines.append(f"{pad}for {s.var} in range({s.extent}):")
                emit(s.body, depth + 1)
            elif isinstance(s, If):
                lines.append(f"{pad}if {expr_text(s.cond)}:")
                emit(s.then, depth + 1)
                if s.orelse:
                    lines.append(f"{pad}else:")
                    emit(s.orelse, depth + 1)
    emit(p.body, 1)
    if not p.body:
        lines.append("    T.evaluate(0)")
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------------------- reading back


class ScriptSubsetError(ValueError):
    """Text outside the subset ``from_script`` reads."""


_AST_BIN = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/", ast.FloorDiv: "//",
            ast.Mod: "%", ast.BitAnd: "&", ast.BitOr: "|", ast.BitXor: "^",
            ast.LShift: "<<", ast.RShift: ">>"}
_AST_CMP = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">",
            ast.GtE: ">="}


def from_script(text: str) -> Program:
    """The ``Program`` of TVMScript text in the generator's subset (one ``@T.prim_func`` with
    1-d buffers and scalar parameters; stores, ``for ... in range(n)``, ``if``/``else``)."""
    tree = ast.parse(text)
    fn = next((n for n in tree.body if isinstance(n, ast.FunctionDef)), None)
    if fn is None:
        raise ScriptSubsetError("no function definition")
    params, types = [], {}
    for a in fn.args.args:
        ann = a.annotation
        if isinstance(ann, ast.Call) and ast.unparse(ann.func) == "T.Buffer":
            shape = ast.literal_eval(ann.args[0])
            shape = shape if isinstance(shape, tuple) else (shape,)
            dtype = ast.literal_eval(ann.args[1]) if len(ann.args) > 1 else "float32"
            if len(shape) != 1:
                raise ScriptSubsetError("only 1-d buffers")
            params.append(Buf(a.arg, dtype, int(shape[0])))
        elif isinstance(ann, ast.Attribute) and ann.attr in DTYPES + ("uint16", "uint32", "uint64"):
            params.append(Scalar(a.arg, ann.attr))
            types[a.arg] = ann.attr
        else:
            raise ScriptSubsetError(f"parameter {a.arg}: unsupported annotation")
    bufs = {p.name: p for p in params if isinstance(p, Buf)}

    def expr(n, want: str | None = None) -> Ex:
        if isinstance(n, ast.Constant):
            if isinstance(n.value, bool):
                return lit(n.value, BOOL)
            if isinstance(n.value, int):
                d = want if want and (want in INT_DTYPES or want == BOOL) else (
                    want if want in FLOAT_DTYPES else "int32")
                return lit(float(n.value) if d in FLOAT_DTYPES else n.value, d)
            if isinstance(n.value, float):
                return lit(n.value, want if want in FLOAT_DTYPES else "float32")
        if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.USub) and isinstance(n.operand, ast.Constant):
            e = expr(n.operand, want)
            return lit(-e.value, e.dtype)
        if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.Not):
            return Ex("not", BOOL, (expr(n.operand),))
        if isinstance(n, ast.Name):
            if n.id in ("True", "False"):
                return lit(n.id == "True", BOOL)
            if n.id not in types:
                raise ScriptSubsetError(f"unknown name {n.id}")
            return var(n.id, types[n.id])
        if isinstance(n, ast.Subscript):
            b = bufs[n.value.id]
            return Ex("load", b.dtype, (expr(n.slice),), b.name)
        if isinstance(n, ast.BinOp):
            return _binary(_AST_BIN[type(n.op)], n.left, n.right)
        if isinstance(n, ast.Compare):
            if len(n.ops) != 1:
                raise ScriptSubsetError("chained comparison")
            a, b = _pair(n.left, n.comparators[0])
            return Ex(_AST_CMP[type(n.ops[0])], BOOL, (a, b))
        if isinstance(n, ast.BoolOp):
            out = expr(n.values[0])
            for v in n.values[1:]:
                out = Ex("and" if isinstance(n.op, ast.And) else "or", BOOL, (out, expr(v)))
            return out
        if isinstance(n, ast.Call):
            name = ast.unparse(n.func)
            if not name.startswith("T."):
                raise ScriptSubsetError(f"unknown call {name}")
            name = name[2:]
            if name in DTYPES + ("uint16", "uint32", "uint64"):
                v = ast.literal_eval(n.args[0])
                if name == BOOL:
                    return lit(bool(v), BOOL)
                if _dt(name).is_float:
                    return lit(float(v), name)
                return lit(int(v), name)
            if name == "Cast":
                return Ex("cast", ast.literal_eval(n.args[0]), (expr(n.args[1]),))
            if name in ("Select", "if_then_else"):
                c = expr(n.args[0])
                a, b = _pair(n.args[1], n.args[2])
                return Ex("select" if name == "Select" else "ite", a.dtype, (c, a, b))
            if name in ("min", "max", "truncdiv", "truncmod"):
                return _binary(name, n.args[0], n.args[1])
            if name in ("floordiv", "floormod"):
                return _binary("//" if name == "floordiv" else "%", n.args[0], n.args[1])
            if name in CALLS or name == "fabs":
                a = expr(n.args[0])
                return Ex("call", a.dtype, (a,), "abs" if name == "fabs" else name)
        raise ScriptSubsetError(f"unsupported expression {ast.unparse(n)}")

    def _pair(x, y):
        bare = (ast.Constant, ast.UnaryOp)
        if isinstance(x, bare) and not isinstance(y, bare):
            b = expr(y)
            return expr(x, b.dtype), b
        a = expr(x)
        return a, expr(y, a.dtype)

    def _binary(op, x, y):
        a, b = _pair(x, y)
        return Ex(op, a.dtype, (a, b))

    def stmts(body) -> tuple:
        out = []
        for s in body:
            if isinstance(s, ast.Assign) and isinstance(s.targets[0], ast.Subscript):
                t = s.targets[0]
                b = bufs[t.value.id]
                out.append(Store(b.name, expr(t.slice), expr(s.value, b.dtype)))
            elif isinstance(s, ast.For):
                it = s.iter
                if not (isinstance(it, ast.Call) and ast.unparse(it.func) in ("range", "T.serial")
                        and len(it.args) == 1):
                    raise ScriptSubsetError("only `for v in range(n)` loops")
                types[s.target.id] = "int32"
                out.append(For(s.target.id, int(ast.literal_eval(it.args[0])), stmts(s.body)))
            elif isinstance(s, ast.If):
                out.append(If(expr(s.test), stmts(s.body), stmts(s.orelse)))
            elif isinstance(s, ast.Expr):
                continue                  # T.evaluate(0)
            else:
                raise ScriptSubsetError(f"unsupported statement {ast.unparse(s)}")
        return tuple(out)

    return Program(tuple(params), stmts(fn.body))


# ----------------------------------------------------------------------------- values


def edge_values(dtype: str) -> list:
    """The edge values of a dtype: 0, +-1, MIN, MAX, one inside them, values near overflow;
    for floats also -0.0, NaN, +-inf, the largest finite, the smallest subnormal, halves,
    and the int32/int64 bounds."""
    if dtype == BOOL:
        return [0, 1]
    d = _dt(dtype)
    if d.is_int:
        lo, hi = d.min_value, d.max_value
        cands = [0, 1, -1, 2, -2, lo, hi, lo + 1, hi - 1, hi // 2, hi // 2 + 1, lo // 2,
                 1 << (d.bits // 2), -(1 << (d.bits // 2)), d.bits, d.bits - 1, 255, 256]
        return sorted({v for v in cands if lo <= v <= hi})
    f = np.finfo(d.numpy)
    cands = [0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -2.5, float("nan"), float("inf"),
             float("-inf"), float(f.max), -float(f.max), float(f.smallest_subnormal),
             float(f.tiny), 2.0 ** 31, -(2.0 ** 31), 2.0 ** 31 - 128, 2.0 ** 63, 127.5,
             255.5, -128.5, 65504.0, 1e-3]
    with np.errstate(all="ignore"):
        return [float(d.numpy.type(v)) for v in cands]


def small_values(dtype: str) -> list:
    if dtype == BOOL:
        return [0, 1]
    d = _dt(dtype)
    if d.is_int:
        return [v for v in range(-4, 9) if d.min_value <= v <= d.max_value]
    return [0.0, -0.0, 1.0, -1.0, 0.5, 2.0, -2.5, 3.0, 0.25, -7.0, 10.0]


def random_value(rng: random.Random, dtype: str):
    if dtype == BOOL:
        return rng.randint(0, 1)
    d = _dt(dtype)
    if d.is_int:
        return rng.randint(d.min_value, d.max_value)
    scale = rng.choice([1.0, 1.0, 10.0, 1000.0, 1e6, 1e-3, 1e30])
    with np.errstate(all="ignore"):
        return float(d.numpy.type(rng.gauss(0.0, 1.0) * scale))


#: the largest literal TVM 0.27's parser can write of these dtypes: a uint64 literal past int64
#: is a Python int it cannot pass (``T.uint64(2**63)``), a float literal past float32's range
#: is refused whatever its dtype (``T.float64(1e300)``: TVM reads it through float32)
_WRITABLE = {"uint64": (1 << 63) - 1, "float64": float(np.finfo(np.float32).max)}


def writable(v, dtype: str):
    """``v`` as a literal TVM's parser can write (an input may hold any value): a uint64 past
    int64 halved, a float64 past float32's range that range's bound (its sign kept)."""
    limit = _WRITABLE.get(dtype)
    if limit is None:
        return v
    if dtype == "uint64":
        return v >> 1 if v > limit else v
    if math.isfinite(v) and abs(v) > limit:
        return math.copysign(limit, v)
    return v


def draw_value(rng: random.Random, dtype: str, kind: str):
    if kind == "small":
        return rng.choice(small_values(dtype))
    if kind == "edge":
        return rng.choice(edge_values(dtype))
    if kind == "mixed":
        return rng.choice(edge_values(dtype)) if rng.random() < 0.3 else rng.choice(small_values(dtype))
    return random_value(rng, dtype)


INPUT_KINDS = ("small", "mixed", "edge", "wide")


def inputs_for(p: Program, seed, index: int, count: int = 4) -> list[dict]:
    """``count`` input sets for ``p``: small values, small mixed with edges, edges, wide
    random values (cycled), each deterministic in (seed, index, k)."""
    out = []
    for k in range(count):
        rng = random.Random(f"semdiff-input/{seed}/{index}/{k}")
        kind = INPUT_KINDS[k % len(INPUT_KINDS)]
        inp = {}
        for q in p.params:
            if isinstance(q, Buf):
                vals = [draw_value(rng, q.dtype, kind) for _ in range(q.extent)]
                inp[q.name] = np.array(vals, dtype=np.bool_ if q.dtype == BOOL else q.dtype)
            else:
                v = draw_value(rng, q.dtype, kind)
                inp[q.name] = bool(v) if q.dtype == BOOL else v
        out.append(inp)
    return out


def _copy_inputs(inp: dict) -> dict:
    return {k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in inp.items()}


# ----------------------------------------------------------------------------- generation


class _Gen:
    """One program's generator state: a seeded RNG, the buffers and scalars in scope."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.bufs: list[Buf] = []
        self.scalars: list[Scalar] = []
        self.loop: tuple[str, int] | None = None
        self.ops: Counter = Counter()

    def pick_dtype(self) -> str:
        r = self.rng.random()
        if r < 0.22:
            return "int32"
        if r < 0.40:
            return "float32"
        return self.rng.choice(DTYPES)

    def literal(self, dtype: str) -> Ex:
        r = self.rng.random()
        if dtype == BOOL:
            return lit(self.rng.random() < 0.5, BOOL)
        pool = small_values(dtype) if r < 0.5 else edge_values(dtype) if r < 0.85 else None
        v = self.rng.choice(pool) if pool else random_value(self.rng, dtype)
        return lit(writable(v, dtype), dtype)

    def nonzero_literal(self, dtype: str) -> Ex:
        d = _dt(dtype)
        choices = [v for v in (1, 2, 3, -1, -2, 7, -3, 8, d.max_value, d.min_value)
                   if v != 0 and d.min_value <= v <= d.max_value]
        return lit(writable(self.rng.choice(choices), dtype), dtype)

    def leaf(self, dtype: str) -> Ex:
        rng = self.rng
        options = ["lit"]
        if any(b.dtype == dtype for b in self.bufs):
            options += ["load"] * 4
        if any(s.dtype == dtype for s in self.scalars):
            options += ["scalar"] * 2
        if self.loop is not None and dtype != BOOL:
            options += ["loopvar"] * (3 if dtype == "int32" else 1)
        kind = rng.choice(options)
        if kind == "load":
            b = rng.choice([b for b in self.bufs if b.dtype == dtype])
            return Ex("load", dtype, (self.index(b.extent, depth=1),), b.name)
        if kind == "scalar":
            s = rng.choice([s for s in self.scalars if s.dtype == dtype])
            return var(s.name, dtype)
        if kind == "loopvar":
            i = var(self.loop[0])
            return i if dtype == "int32" else Ex("cast", dtype, (i,))
        return self.literal(dtype)

    def index(self, extent: int, depth: int = 2) -> Ex:
        rng = self.rng
        r = rng.random()
        if self.loop is not None:
            name, n = self.loop
            if extent == n and r < 0.5:
                idx = var(name)
            elif extent == n and r < 0.6:
                idx = Ex("-", "int32", (lit(n - 1, "int32"), var(name)))
            elif r < 0.7:
                idx = lit(rng.randrange(extent), "int32")
            else:
                idx = Ex("%", "int32", (self.expr("int32", depth), lit(extent, "int32")))
        else:
            idx = (lit(rng.randrange(extent), "int32") if r < 0.7 else
                   Ex("%", "int32", (self.expr("int32", depth), lit(extent, "int32"))))
        if rng.random() < 0.05:
            idx = Ex("cast", "int64", (idx,))
        elif rng.random() < 0.05:       # unsigned index arithmetic (nuw: poison below zero)
            u = rng.choice(("uint32", "uint64"))
            idx = Ex("cast", "int32", (Ex("%", u, (self.expr(u, depth), lit(extent, u))),))
        return idx

    def expr(self, dtype: str, depth: int) -> Ex:
        rng = self.rng
        if depth <= 0 or rng.random() < 0.2:
            return self.leaf(dtype)
        r = rng.random()
        if r < 0.1:
            other = rng.choice([d for d in DTYPES if d != dtype])
            self.ops[f"cast {other}->{dtype}"] += 1
            return Ex("cast", dtype, (self.expr(other, depth - 1),))
        if r < 0.18:
            op = rng.choice(("select", "ite"))
            self.ops[op] += 1
            return Ex(op, dtype, (self.expr(BOOL, depth - 1), self.expr(dtype, depth - 1),
                                  self.expr(dtype, depth - 1)))
        if dtype == BOOL:
            r = rng.random()
            if r < 0.65:
                d = self.pick_dtype()
                op = rng.choice(CMPS) if d != BOOL else rng.choice(("==", "!="))
                self.ops[f"{op} {d}"] += 1
                return Ex(op, BOOL, (self.expr(d, depth - 1), self.expr(d, depth - 1)))
            if r < 0.92:
                op = rng.choice(("and", "or", "not"))
                self.ops[op] += 1
                if op == "not":
                    return Ex("not", BOOL, (self.expr(BOOL, depth - 1),))
                return Ex(op, BOOL, (self.expr(BOOL, depth - 1), self.expr(BOOL, depth - 1)))
            return self.leaf(BOOL)
        if _dt(dtype).is_float:
            r = rng.random()
            if r < 0.15:
                fn = rng.choice(CALLS)
                self.ops[f"T.{fn} {dtype}"] += 1
                return Ex("call", dtype, (self.expr(dtype, depth - 1),), fn)
            op = rng.choice(FLOAT_REFUSED) if r < 0.17 else rng.choice(FLOAT_BINOPS)
            self.ops[f"{op} {dtype}"] += 1
            return Ex(op, dtype, (self.expr(dtype, depth - 1), self.expr(dtype, depth - 1)))
        # integers
        if rng.random() < 0.04:
            self.ops[f"T.abs {dtype}"] += 1
            return Ex("call", dtype, (self.expr(dtype, depth - 1),), "abs")
        op = rng.choice(INT_BINOPS)
        self.ops[f"{op} {dtype}"] += 1
        a = self.expr(dtype, depth - 1)
        if op in ("//", "%", "truncdiv", "truncmod") and rng.random() < 0.75:
            b = self.nonzero_literal(dtype)
        elif op in ("<<", ">>") and rng.random() < 0.85:
            b = lit(rng.randrange(_dt(dtype).bits), dtype)
        else:
            b = self.expr(dtype, depth - 1)
        return Ex(op, dtype, (a, b))

    def store(self, depth: int) -> Store:
        b = self.rng.choice(self.bufs)
        return Store(b.name, self.index(b.extent), self.expr(b.dtype, depth))


def generate(seed, index: int) -> Program:
    """Program ``index`` of campaign ``seed``: 1-3 buffers, 0-2 scalar parameters, 1-3
    statements, at most one loop of extent <= 8, expressions of depth <= 3."""
    rng = random.Random(f"semdiff/{seed}/{index}")
    g = _Gen(rng)
    n = rng.randint(1, 8)
    for k in range(rng.randint(1, 3)):
        g.bufs.append(Buf("ABC"[k], g.pick_dtype(), n if rng.random() < 0.7 else rng.randint(1, 8)))
    for k in range(rng.choice((0, 0, 1, 1, 2))):
        g.scalars.append(Scalar(f"x{k}", g.pick_dtype()))
    params = [*g.bufs, *g.scalars]
    stmts_total = rng.randint(1, 3)
    body: list = []
    if rng.random() < 0.9:
        in_loop = rng.randint(1, stmts_total)
        before = rng.randint(0, stmts_total - in_loop)
        after = stmts_total - in_loop - before
        for _ in range(before):
            body.append(g.store(rng.randint(1, 3)))
        g.loop = ("i", n)
        inner = [g.store(rng.randint(1, 3)) for _ in range(in_loop)]
        if rng.random() < 0.2:
            cond = g.expr(BOOL, 2)
            split = rng.randint(0, len(inner))
            inner = [If(cond, tuple(inner[:split] or inner), tuple(inner[split:]) if split else ())]
        g.loop = None
        body.append(For("i", n, tuple(inner)))
        for _ in range(after):
            body.append(g.store(rng.randint(1, 3)))
    else:
        body = [g.store(rng.randint(1, 3)) for _ in range(stmts_total)]
    return Program(tuple(params), tuple(body))


def program_ops(p: Program) -> Counter:
    """Coverage: operators (with dtypes) the program uses."""
    out: Counter = Counter()
    for e in walk(p.body):
        if e.op in ("lit", "var", "load"):
            out[f"{e.op} {e.dtype}"] += 1
        elif e.op == "cast":
            out[f"cast {e.args[0].dtype}->{e.dtype}"] += 1
        elif e.op == "call":
            out[f"T.{e.value} {e.dtype}"] += 1
        elif e.op in CMPS:
            out[f"{e.op} {e.args[0].dtype}"] += 1
        else:
            out[f"{e.op} {e.dtype}"] += 1
    return out


# ----------------------------------------------------------------------------- TVM's meaning


POISON = ("overflow", "shift_out_of_range", "cast_out_of_range")
#: immediate undefined behaviour (the whole run is undefined)
IMMEDIATE = ("division_by_zero", "division_overflow", "out_of_bounds", "poison_index",
             "poison_branch")


@dataclass
class ModelResult:
    """The program as TVM's code means it: final arrays, per element the tags of the value's
    history (poison kinds, ``ne_nan``, ``transcendental``), and the run's immediate undefined
    behaviour (``ub``: kinds; also the poison kinds that reached an index or a branch)."""
    arrays: dict
    tags: dict                     # buf -> list[frozenset]
    ub: set = field(default_factory=set)
    control_tags: set = field(default_factory=set)   # of every index and branch condition


class _Model:
    def __init__(self, p: Program, inp: dict):
        self.p = p
        self.bufs = p.buffers
        self.arrays, self.tags = {}, {}
        for b in self.bufs.values():
            arr = inp[b.name]
            self.arrays[b.name] = [self._value(v, b.dtype) for v in np.asarray(arr).tolist()]
            self.tags[b.name] = [frozenset()] * b.extent
        self.env = {s.name: self._value(inp[s.name], s.dtype) for s in p.scalars.values()}
        self.ub: set = set()
        self.control_tags: set = set()

    @staticmethod
    def _value(v, dtype: str):
        if dtype == BOOL:
            return int(bool(v))
        d = _dt(dtype)
        if d.is_float:
            return d.numpy.type(v)
        return int(v)

    def run(self) -> ModelResult:
        with np.errstate(all="ignore"):
            self.stmts(self.p.body)
        return ModelResult({k: np.array([float(x) if isinstance(x, np.floating) else x for x in v],
                                        dtype=np.bool_ if self.bufs[k].dtype == BOOL
                                        else self.bufs[k].dtype)
                            for k, v in self.arrays.items()}, self.tags, self.ub,
                           self.control_tags)

    def stmts(self, body):
        for s in body:
            if isinstance(s, Store):
                i, ti = self.ev(s.index)
                v, tv = self.ev(s.value)
                k = self._index(s.buf, i, ti)
                if k is not None:
                    self.arrays[s.buf][k] = self._conv(v, s.value.dtype, self.bufs[s.buf].dtype)
                    self.tags[s.buf][k] = tv | (ti - set(POISON))
            elif isinstance(s, For):
                for k in range(s.extent):
                    self.env[s.var] = k
                    self.stmts(s.body)
            elif isinstance(s, If):
                c, tc = self.ev(s.cond)
                self.control_tags |= tc
                if tc & set(POISON):
                    self.ub |= {"poison_branch", *(tc & set(POISON))}
                self.stmts(s.then if c else s.orelse)

    def _index(self, buf: str, i: int, tags: frozenset):
        self.control_tags |= tags
        if tags & set(POISON):
            self.ub |= {"poison_index", *(tags & set(POISON))}
        if not 0 <= i < self.bufs[buf].extent:
            self.ub.add("out_of_bounds")
            return None
        return i

    @staticmethod
    def _conv(v, src: str, dst: str):
        return v if src == dst else _Model._value(v, dst)

    def ev(self, e: Ex):
        """(value, tags) of ``e`` in TVM's meaning."""
        op, dt = e.op, e.dtype
        if op == "lit":
            return self._value(e.value, dt), frozenset()
        if op == "var":
            return self.env[e.value], frozenset()
        if op == "load":
            i, ti = self.ev(e.args[0])
            k = self._index(e.value, i, ti)
            if k is None:
                return self._value(0, dt), frozenset()
            return self.arrays[e.value][k], self.tags[e.value][k] | (ti - set(POISON))
        if op == "ite":
            c, tc = self.ev(e.args[0])
            self.control_tags |= tc
            if tc & set(POISON):
                self.ub |= {"poison_branch", *(tc & set(POISON))}
            v, tv = self.ev(e.args[1] if c else e.args[2])
            return v, tv | tc
        if op == "select":          # both arms evaluated; the chosen one's value and tags
            c, tc = self.ev(e.args[0])
            a, ta = self.ev(e.args[1])
            b, tb = self.ev(e.args[2])
            return (a, ta | tc) if c else (b, tb | tc)
        if op == "not":
            v, t = self.ev(e.args[0])
            return int(not v), t
        if op in ("and", "or"):      # LLVM and/or of i1: both sides evaluated
            a, ta = self.ev(e.args[0])
            b, tb = self.ev(e.args[1])
            return int((a and b) if op == "and" else (a or b)), ta | tb
        if op == "cast":
            v, t = self.ev(e.args[0])
            if dt in INT_DTYPES and e.args[0].dtype in FLOAT_DTYPES and any(
                    x.op == "/" for x in walk(e.args[0])):
                t = t | {"float_div_cast"}      # TVM's analysis of it is wrong (_Classifier)
            return self.cast(v, e.args[0].dtype, dt, t)
        if op == "call":
            v, t = self.ev(e.args[0])
            return self.call(e.value, v, dt, t)
        a, ta = self.ev(e.args[0])
        b, tb = self.ev(e.args[1])
        t = ta | tb
        if op in ("//", "%") and _unsigned_narrowed(e.args[1]):
            t = t | {"unsigned_cast_divisor"}   # TVM lowers it as truncating (_Classifier)
        if op in CMPS:
            return self.compare(op, a, b, e.args[0].dtype, t)
        if _dt(dt).is_float:
            return self.float_op(op, a, b, dt), t
        return self.int_op(op, a, b, dt, t)

    def cast(self, v, src: str, dst: str, t: frozenset):
        if src == dst:
            return v, t
        if dst == BOOL:
            if _dt(src).is_float:
                return int(bool(v != 0) or bool(np.isnan(v))), t       # fcmp une 0.0
            return int(v != 0), t
        d = _dt(dst)
        if src == BOOL or _dt(src).is_int:
            if d.is_int:
                if d.bits >= 32 and d.wrap(int(v)) != int(v):
                    t = t | {"narrowing_cast"}     # LLVM trunc: defined, changes the value
                return d.wrap(int(v)), t
            src_np = np.uint8 if src == BOOL else _dt(src).numpy
            return np.array(int(v), dtype=src_np).astype(d.numpy)[()], t
        # from a float
        if d.is_float:
            return np.array(v).astype(d.numpy)[()], t
        x = float(v)
        if math.isnan(x) or math.isinf(x) or not d.min_value <= math.trunc(x) <= d.max_value:
            return 0, t | {"cast_out_of_range"}                      # fptosi/fptoui: poison
        return math.trunc(x), t

    def call(self, fn: str, v, dt: str, t: frozenset):
        d = _dt(dt)
        if d.is_int:                     # T.abs of an integer: select(x >= 0, x, 0 - x)
            if v >= 0:
                return v, t
            neg = -v
            if d.bits >= 32 and neg > d.max_value:
                return d.wrap(neg), t | {"overflow"}
            return d.wrap(neg), t
        f = {"exp": np.exp, "exp2": np.exp2, "log": np.log, "log2": np.log2, "tanh": np.tanh,
             "sin": np.sin, "cos": np.cos, "sqrt": np.sqrt, "floor": np.floor, "ceil": np.ceil,
             "trunc": np.trunc, "abs": np.abs, "round": np.rint, "nearbyint": np.rint,
             "sigmoid": lambda x: x.dtype.type(1) / (x.dtype.type(1) + np.exp(-x)),
             "rsqrt": lambda x: x.dtype.type(1) / np.sqrt(x)}[fn]
        out = d.numpy.type(f(v))
        return out, (t | {"transcendental"}) if fn in TRANSCENDENTAL else t

    @staticmethod
    def compare(op, a, b, src: str, t: frozenset):
        if src != BOOL and _dt(src).is_float and op == "!=":
            if np.isnan(a) or np.isnan(b):
                return 0, t | {"ne_nan"}                         # fcmp one: false on NaN
            return int(a != b), t
        fn = {"==": lambda: a == b, "!=": lambda: a != b, "<": lambda: a < b,
              "<=": lambda: a <= b, ">": lambda: a > b, ">=": lambda: a >= b}[op]
        return int(bool(fn())), t

    @staticmethod
    def float_op(op, a, b, dt):
        T = _dt(dt).numpy.type
        if op == "+":
            return T(a + b)
        if op == "-":
            return T(a - b)
        if op == "*":
            return T(a * b)
        if op in ("/", "truncdiv"):
            return T(a / b)
        if op == "min":
            return a if a < b else b
        if op == "max":
            return a if a > b else b
        if op == "//":
            return T(np.floor(T(a / b)))
        if op == "%":
            return T(a - T(b * T(np.floor(T(a / b)))))
        if op == "truncmod":
            return T(np.fmod(a, b))
        raise ValueError(f"model: float {op}")

    def int_op(self, op, a, b, dt, t):
        d = _dt(dt)
        lo, hi = d.min_value, d.max_value
        if op in ("+", "-", "*"):
            exact = a + b if op == "+" else a - b if op == "-" else a * b
            if d.bits >= 32 and not lo <= exact <= hi:
                t = t | {"overflow"}                       # nsw / nuw: poison
            return d.wrap(exact), t
        if op in ("//", "%", "truncdiv", "truncmod"):
            if b == 0:
                self.ub.add("division_by_zero")
                return 0, t
            if d.is_signed and a == lo and b == -1:
                self.ub.add("division_overflow")
                return 0, t
            if op == "//":
                return a // b, t
            if op == "%":
                return a % b, t
            q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
            return (q if op == "truncdiv" else a - b * q), t
        if op == "min":
            return min(a, b), t
        if op == "max":
            return max(a, b), t
        if op in ("&", "|", "^"):
            v = a & b if op == "&" else a | b if op == "|" else a ^ b
            return d.wrap(v), t
        if op in ("<<", ">>"):
            if not 0 <= b < d.bits:
                return 0, t | {"shift_out_of_range"}
            if op == "<<" and d.bits >= 32 and not lo <= a << b <= hi:
                t = t | {"shl_overflow"}          # LLVM shl wraps (no nsw); not poison
            return d.wrap(a << b if op == "<<" else a >> b), t
        raise ValueError(f"model: int {op}")


def model_run(p: Program, inp: dict) -> ModelResult:
    """``p`` on ``inp`` as TVM's LLVM code means it (see ``ModelResult``)."""
    return _Model(p, _copy_inputs(inp)).run()


# ----------------------------------------------------------------------------- variants


def deoptimised(p: Program, inp: dict, scope: str = "all") -> tuple[Program, dict]:
    """``p`` with its literals scalar parameters, loop variables ``i + z`` and load and store
    indices offset by ``+ z`` (``z`` a parameter passed 0), each further use of a scalar a
    copy of it: the same meaning in verirw (a literal and a scalar parameter are both index
    leaves; below 32 bits both wrap) and in TVM's code, but nothing TVM can fold or rewrite at
    compile time; ``not c`` becomes ``int32(c) == z`` (TVM rewrites ``not (a < b)`` to
    ``a >= b``, false on NaN). A float16 parameter is a float32 one cast (TVM's FFI takes no
    float16 scalar). ``scope="float"`` touches the float side only (float literals
    and scalars, float loads and stores, the operand of a cast to a float, casts of bool
    literals, ``not``): what TVM folds as reals (``0.0 + x``, ``x * 0.0``, ``x - x``,
    ``x == x``)."""
    floats = scope == "float"
    extra: list[Scalar] = []
    values = dict(inp)
    seen: set = set()

    def fresh(prefix, dtype, value):
        name = f"{prefix}{len(extra)}"
        if dtype == "float16":
            # TVM's FFI takes no float16 scalar: a float32 one, cast (exact for a float16)
            extra.append(Scalar(name, "float32"))
            values[name] = value
            return Ex("cast", "float16", (var(name, "float32"),))
        extra.append(Scalar(name, dtype))
        values[name] = value
        return var(name, dtype)

    def ex(e: Ex) -> Ex:
        is_float = e.dtype in FLOAT_DTYPES
        if e.op == "lit" and e.dtype != BOOL and (is_float or not floats):
            # (bool literals stay: TVM's code generator cannot compare two bool parameters)
            return fresh("c", e.dtype, float(e.value) if is_float else int(e.value))
        if e.op == "var" and e.value not in inp:          # a loop variable: i + 0
            return e if floats else Ex("+", e.dtype, (e, fresh("z", e.dtype, 0)))
        if e.op == "var" and (is_float or not floats):
            if e.value in seen:
                return fresh("c", e.dtype, inp[e.value])
            seen.add(e.value)
            return e
        if e.op == "load":
            index = ex(e.args[0])
            return replace(e, args=(_offset(index) if is_float or not floats else index,))
        if e.op == "cast" and e.args[0].op == "lit" and e.args[0].dtype == BOOL and (
                is_float or not floats):            # T.Cast("float32", T.bool(False)): 0.0
            value = bool(e.args[0].value)
            return fresh("c", e.dtype, float(value) if is_float else int(value))
        if (floats and e.op == "cast" and is_float and e.args[0].dtype in INT_DTYPES):
            return replace(e, args=(_offset(ex(e.args[0])),))
        if floats and e.op == "cast" and is_float and e.args[0].dtype == BOOL:
            # 0.0 or 1.0, never -0.0: + 0.0 changes nothing, but TVM cannot fold it
            return Ex("+", e.dtype, (replace(e, args=(ex(e.args[0]),)),
                                     fresh("c", e.dtype, 0.0)))
        if e.op == "not":          # TVM rewrites not(a < b) to a >= b (false on NaN)
            c = Ex("cast", "int32", (ex(e.args[0]),))
            return Ex("==", BOOL, (c, fresh("z", "int32", 0)))
        return replace(e, args=tuple(ex(a) for a in e.args)) if e.args else e

    def _offset(i: Ex) -> Ex:
        z = fresh("z", i.dtype, 0)
        return Ex("+", i.dtype, (i, z))

    def st(s):
        if isinstance(s, Store):
            index = ex(s.index)
            if not floats or p.buffers[s.buf].dtype in FLOAT_DTYPES:
                index = _offset(index)
            return Store(s.buf, index, ex(s.value))
        if isinstance(s, For):
            return For(s.var, s.extent, tuple(st(x) for x in s.body))
        return If(ex(s.cond), tuple(st(x) for x in s.then), tuple(st(x) for x in s.orelse))

    body = tuple(st(s) for s in p.body)
    return Program(p.params + tuple(extra), body), values


def stripped(p: Program) -> Program:
    """``p`` with every transcendental intrinsic replaced by its argument (``exp(e) -> e``)."""
    def ex(e: Ex) -> Ex:
        if e.op == "call" and e.value in TRANSCENDENTAL:
            return ex(e.args[0])
        return replace(e, args=tuple(ex(a) for a in e.args)) if e.args else e

    def st(s):
        if isinstance(s, Store):
            return Store(s.buf, ex(s.index), ex(s.value))
        if isinstance(s, For):
            return For(s.var, s.extent, tuple(st(x) for x in s.body))
        return If(ex(s.cond), tuple(st(x) for x in s.then), tuple(st(x) for x in s.orelse))
    return Program(p.params, tuple(st(s) for s in p.body))


def has_transcendental(p: Program) -> bool:
    return any(e.op == "call" and e.value in TRANSCENDENTAL for e in walk(p.body))


# ----------------------------------------------------------------------------- verirw's side


@dataclass
class VerirwRun:
    """verirw on one input: ``status`` ok (arrays, defined), undefined (an ExecutionError:
    ``kind``), refused (a VerirwError that is not about this input), internal (a bug)."""
    status: str
    arrays: dict | None = None
    defined: dict | None = None
    kind: str = ""
    message: str = ""


def verirw_parse(text: str):
    import verirw
    with np.errstate(all="ignore"):          # a literal past float16's range: inf, silently
        return verirw.parse(text)


def verirw_run(func, inp: dict) -> VerirwRun:
    """``func`` on ``inp`` in verirw's interpreter, its math intrinsics computed as TVM's code
    computes them where verirw knows how (``verirw.intrinsics``: then an intrinsic's value
    is compared bit for bit, not classed ``intrinsic-ulp``), with numpy's where it does not."""
    import contextlib

    import verirw
    from verirw import intrinsics
    from verirw.errors import ExecutionError, NotRunnable, VerirwError
    library = intrinsics.tvm_library() if isinstance(func, verirw.ir.PrimFunc) \
        and not intrinsics.uncovered(func) else contextlib.nullcontext()
    try:
        with library:
            res = verirw.run(func, **_copy_inputs(inp))
    except ExecutionError as e:
        return VerirwRun("undefined", kind=e.kind, message=str(e).splitlines()[0][:300])
    except NotRunnable as e:
        return VerirwRun("undefined", kind="not_runnable", message=str(e)[:300])
    except VerirwError as e:
        return VerirwRun("refused", kind=type(e).__name__, message=str(e).splitlines()[0][:300])
    except RecursionError as e:
        return VerirwRun("internal", kind="RecursionError", message=str(e)[:300])
    except Exception as e:                    # noqa: BLE001 - a bug in verirw: a finding
        return VerirwRun("internal", kind=type(e).__name__, message=str(e)[:300])
    return VerirwRun("ok", dict(res.arrays), dict(res.defined))


# ----------------------------------------------------------------------------- TVM's side


def tvm_available() -> bool:
    import importlib.util
    return importlib.util.find_spec("tvm") is not None


def _helper_main(rfd: int, wfd: int) -> None:
    """The TVM helper process: (text, order, inputs) in; per program ("refused", stage,
    message) or ("compiled",), then one ("ok", arrays) / ("error", message) per input, then
    ("done",). Dies with the program it runs when TVM's code crashes."""
    from multiprocessing.connection import Connection
    inbox, outbox = Connection(rfd, writable=False), Connection(wfd, readable=False)
    import tvm
    import tvm.script  # noqa: F401
    outbox.send(("ready", tvm.__version__))
    dev = tvm.cpu()
    while True:
        try:
            text, order, inputs = inbox.recv()
        except (EOFError, OSError):
            return
        try:
            f = tvm.script.from_source(text)
        except Exception as e:                 # noqa: BLE001 - TVM's refusal, reported
            outbox.send(("refused", "parse", _tvm_message(e)))
            continue
        try:
            lib = tvm.compile(tvm.IRModule({"main": f}), target="llvm")
        except Exception as e:                 # noqa: BLE001
            outbox.send(("refused", "compile", _tvm_message(e)))
            continue
        outbox.send(("compiled",))
        for inp in inputs:
            try:
                tensors = {k: tvm.runtime.tensor(v, dev) for k, v in inp.items()
                           if isinstance(v, np.ndarray)}
                lib["main"](*[tensors[n] if n in tensors else _scalar_arg(inp[n])
                              for n in order])
                outbox.send(("ok", {k: t.numpy() for k, t in tensors.items()}))
            except Exception as e:             # noqa: BLE001
                outbox.send(("error", _tvm_message(e)))
        outbox.send(("done",))


def _scalar_arg(v):
    """A scalar as TVM's FFI takes it: a uint64 past int64 (no other dtype holds one) as the
    int64 of the same bits (it would refuse the Python int: "expected int")."""
    return v - (1 << 64) if isinstance(v, int) and not isinstance(v, bool) and v >= 1 << 63 \
        else v


def _tvm_message(e: BaseException) -> str:
    lines = [ln.strip() for ln in str(e).strip().splitlines() if ln.strip()]
    keep = [ln for ln in lines if "Check failed" in ln or "Error" in ln or "error" in ln]
    text = (keep or lines or [type(e).__name__])[-1]
    return f"{type(e).__name__}: {text}"[:400]


@dataclass
class TVMResult:
    """TVM on one program: ``status`` compiled, refused (``stage``: parse, compile), crash or
    timeout (while compiling); ``runs``: per input ("ok", arrays) | ("error", message) |
    ("crash", how) | ("timeout", how) | None (not run)."""
    status: str
    stage: str = ""
    message: str = ""
    runs: list = field(default_factory=list)


class TVMSandbox:
    """A TVM helper process, restarted after each crash."""

    def __init__(self, timeout_s: float = 60.0):
        self.timeout_s = timeout_s
        self.proc = None
        self.starts = 0
        self.delayed = 0             # crashes a fresh helper did not reproduce
        self.fresh_runs = 0
        self.version = ""

    def _start(self) -> None:
        from multiprocessing.connection import Connection
        r1, w1 = os.pipe()          # requests
        r2, w2 = os.pipe()          # answers
        self._start_errfile()
        env = dict(os.environ, TVM_NUM_THREADS="1", OMP_NUM_THREADS="1")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "verirw.testing.semdiff", "--tvm-helper", str(r1), str(w2)],
            pass_fds=(r1, w2), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=self.errfile, env=env)
        os.close(r1)
        os.close(w2)
        self.to, self.fro = Connection(w1, readable=False), Connection(r2, writable=False)
        self.starts += 1
        self.fresh_runs = 0          # programs this helper ran: 0 means no earlier damage
        msg = self._recv(120.0)
        if not (isinstance(msg, tuple) and msg[0] == "ready"):
            how = self._death()
            raise RuntimeError(f"the TVM helper did not start ({how}): {self._stderr_tail()}")
        self.version = msg[1]

    def _recv(self, timeout: float):
        """The helper's next message, or None when it died or timed out."""
        try:
            if self.fro.poll(timeout):
                return self.fro.recv()
        except (EOFError, OSError):
            return None
        return "timeout"

    def _death(self, crashed: bool = True) -> str:
        """Reap the helper (a crash: it is exiting; else: kill it); how it ended."""
        proc = self.proc
        if crashed:
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                pass
        if proc.poll() is None:
            proc.kill()
            proc.wait()
            how = "killed after a timeout" if not crashed else "stopped answering: killed"
        else:
            code = proc.returncode
            how = f"killed by signal {-code}" if code < 0 else f"exit status {code}"
            try:
                import signal
                if code < 0:
                    how = f"{signal.Signals(-code).name} ({how})"
            except ValueError:
                pass
        for c in (self.to, self.fro):
            c.close()
        self.proc = None
        return how

    def _start_errfile(self):
        if getattr(self, "errfile", None) is not None:
            self.errfile.close()
        self.errfile = tempfile.TemporaryFile()    # noqa: SIM115 (kept for the helper's life)

    def _stderr_tail(self) -> str:
        try:
            self.errfile.seek(0)
            return self.errfile.read()[-600:].decode(errors="replace").strip()
        except (OSError, ValueError):
            return ""

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

    def run(self, text: str, order: list[str], inputs: list[dict | None]) -> TVMResult:
        """Compile ``text`` and run it on each input that is not None; a crash costs only the
        input it happened on (the helper is restarted, the program compiled again)."""
        runs: list = [None] * len(inputs)
        todo = [k for k, inp in enumerate(inputs) if inp is not None]
        retry = False
        retried: set = set()
        while True:
            if self.proc is None:
                self._start()
            self.to.send((text, order, [inputs[k] for k in todo]))
            msg = self._recv(self.timeout_s)
            if msg is None or msg == "timeout":
                ran_before = self.fresh_runs > 0
                how = self._crash_text(self._death(msg is None))
                status = "crash" if msg is None else "timeout"
                if msg is None and ran_before and None not in retried:
                    retried.add(None)         # again in a fresh helper (see below)
                    continue
                if not retry:
                    return TVMResult(status, "compile", how, runs)
                for k in todo:                 # compiled before, crashed now: say so per input
                    runs[k] = (status, how)
                return TVMResult("compiled", runs=runs)
            if msg[0] == "refused":
                return TVMResult("refused", msg[1], msg[2], runs)
            for j, k in enumerate(todo):
                msg = self._recv(self.timeout_s)
                if msg is None or msg == "timeout":
                    ran_before = self.fresh_runs > 0
                    how = self._crash_text(self._death(msg is None))
                    if msg is None and ran_before and k not in retried:
                        # an earlier run in this helper may have corrupted its memory (an
                        # out-of-bounds write): the crash counts only if a fresh helper,
                        # running this input first, crashes too
                        retried.add(k)
                        todo = todo[j:]
                    else:
                        runs[k] = ("crash" if msg is None else "timeout", how)
                        todo = todo[j + 1:]
                    break
                runs[k] = msg
                self.fresh_runs += 1
            else:
                done = self._recv(self.timeout_s)
                if done is None or done == "timeout":
                    self._death(done is None)
                break
            if not todo:
                break
            retry = True
        self.delayed += sum(1 for k in retried
                            if k is not None and runs[k] is not None and runs[k][0] == "ok")
        return TVMResult("compiled", runs=runs)

    def _crash_text(self, how: str) -> str:
        tail = self._stderr_tail()
        lines = [ln for ln in tail.splitlines() if ln.strip()]
        return how + (f" [{lines[-1][:200]}]" if lines else "")


# ----------------------------------------------------------------------------- comparing


def _encode(v, dtype: str):
    if dtype == BOOL:
        return bool(v)
    if _dt(dtype).is_float:
        x = float(v)
        if math.isnan(x) or math.isinf(x) or (x == 0 and math.copysign(1, x) < 0):
            return repr(x)
        return x
    return int(v)


def encode_inputs(p: Program, inp: dict) -> dict:
    out = {}
    for q in p.params:
        v = inp[q.name]
        out[q.name] = ([_encode(x, q.dtype) for x in np.asarray(v).tolist()]
                       if isinstance(q, Buf) else _encode(v, q.dtype))
    return out


def decode_inputs(p: Program, enc: dict) -> dict:
    """The inverse of ``encode_inputs`` (a reproducer's inputs back to arrays)."""
    out = {}
    for q in p.params:
        v = enc[q.name]
        if isinstance(q, Buf):
            vals = [float(x) if isinstance(x, str) else x for x in v]
            out[q.name] = np.array(vals, dtype=np.bool_ if q.dtype == BOOL else q.dtype)
        else:
            out[q.name] = float(v) if isinstance(v, str) else v
    return out


def _same(a: np.ndarray, b: np.ndarray, dtype: str) -> np.ndarray:
    """Bitwise equality, NaN equal to NaN."""
    if dtype == BOOL:
        return a.astype(bool) == b.astype(bool)
    if _dt(dtype).is_float:
        bits = {16: np.uint16, 32: np.uint32, 64: np.uint64}[_dt(dtype).bits]
        a = np.ascontiguousarray(a, dtype=dtype)
        b = np.ascontiguousarray(b, dtype=dtype)
        return (a.view(bits) == b.view(bits)) | (np.isnan(a) & np.isnan(b))
    return np.asarray(a) == np.asarray(b)


def mismatches(p: Program, got: dict, want: dict, defined: dict) -> list[tuple[str, int]]:
    """(buffer, index) of every element ``defined`` where ``got`` and ``want`` differ."""
    out = []
    for b in p.buffers.values():
        same = _same(np.asarray(got[b.name]), np.asarray(want[b.name]), b.dtype)
        for k in np.flatnonzero(~same & np.asarray(defined[b.name], dtype=bool)):
            out.append((b.name, int(k)))
    return out


def _planted(p: Program, res: VerirwRun, model: ModelResult) -> VerirwRun:
    """A planted verirw bug (tests of the CLI's exit code 1): the first defined element the
    model leaves untagged gets a different value."""
    if model.ub:
        return res
    arrays = {k: v.copy() for k, v in res.arrays.items()}
    for b in p.buffers.values():
        for k in range(b.extent):
            if res.defined[b.name][k] and not model.tags[b.name][k]:
                a = arrays[b.name]
                if b.dtype == BOOL:
                    a[k] = not a[k]
                elif _dt(b.dtype).is_float:
                    a[k] = 1.0 if np.isnan(a[k]) else np.nextafter(a[k], a.dtype.type(np.inf))
                    if a[k] == res.arrays[b.name][k]:
                        a[k] = a.dtype.type(0.5)
                else:
                    a[k] = _dt(b.dtype).wrap(int(a[k]) + 1)
                return VerirwRun("ok", arrays, res.defined)
    return res


@dataclass
class Record:
    """One disagreement: a program on one input."""
    cls: str
    detail: str
    text: str
    inputs: dict
    elements: list                 # [buffer, index, verirw, tvm, model] (up to 8)
    count: int                     # disagreeing elements
    by_class: dict = field(default_factory=dict)
    minimal: dict | None = None    # the shrunk reproducer (program, inputs, elements)

    def to_json(self) -> dict:
        out = {"class": self.cls, "detail": self.detail, "program": self.text,
               "inputs": self.inputs, "elements": self.elements, "disagreeing": self.count,
               "element_classes": self.by_class}
        if self.minimal is not None:
            out["minimal"] = self.minimal
        return out


@dataclass
class ProgramReport:
    """What one program gave: counts and disagreement records."""
    runs: int = 0
    runs_compared: int = 0
    elements: int = 0
    undefined: Counter = field(default_factory=Counter)
    records: list = field(default_factory=list)
    crashes: list = field(default_factory=list)
    refusal: str = ""                 # "tvm", "verirw", "both" or ""
    tvm_errors: int = 0
    seconds_verirw: float = 0.0
    seconds_tvm: float = 0.0


#: TVM 0.27's integer analysis reads a float division as an integer one: its bound of
#: ``int32(float64(i) / y)`` over ``i`` in [0, 7) is [0, 0] (``ConstIntBound``), so it lowers a
#: floormod around it as a remainder (a negative index: out of bounds), and with a non-literal
#: divisor its compile fails ("IntImm supports only int ... but float64 was supplied"): no
#: variant without literals can confirm it, semdiff's model of TVM's code does
_FLOAT_DIV_CAST = ("TVM's integer analysis of a float -> int cast of a float division (it "
                   "bounds int32(float64(i) / y) over i in [0, 7) as [0, 0])")


#: TVM 0.27 compiles ``i // T.Cast("int32", u)`` (and ``%``) with ``u`` a uint64 value as a
#: truncating division: its analysis bounds the cast of an unsigned value as non-negative, so
#: where the cast is negative the quotient is truncated (docs/tvm-findings.md, "Confirmed
#: findings"; tests/tvm_findings/test_floordiv_by_narrowed_unsigned.py). Every literal as a
#: parameter keeps the cast, so no deoptimised variant confirms it: semdiff's model does
_UNSIGNED_CAST_DIVISOR = ("TVM's floordiv/floormod by a cast of an unsigned value to a signed "
                          "type no wider: compiled as truncating, wrong where the cast is "
                          "negative (docs/tvm-findings.md)")


def _unsigned_narrowed(e) -> bool:
    """``e`` is a cast of an unsigned value to a signed integer type no wider than it (the
    cast may be negative, which TVM's bound analysis does not see)."""
    if e.op != "cast" or not e.args or e.dtype not in INT_DTYPES:
        return False
    src, dst = _dt(e.args[0].dtype), _dt(e.dtype)
    return (src.is_int and not src.is_signed and not src.is_bool and dst.is_signed
            and src.bits >= dst.bits)


class _Classifier:
    """Explains the disagreements of one program (see the module docstring)."""

    def __init__(self, p: Program, sandbox: TVMSandbox, report: ProgramReport):
        self.p, self.sandbox, self.report = p, sandbox, report
        self.variants: dict = {}

    def _both(self, q: Program, inp: dict, key):
        """verirw and TVM on variant ``q`` (cached per variant and input): (VerirwRun, TVM's
        arrays or None when TVM did not run it cleanly)."""
        if key not in self.variants:
            text = to_script(q)
            try:
                vr = verirw_run(verirw_parse(text), inp)
            except Exception as e:            # noqa: BLE001
                vr = VerirwRun("refused", message=str(e)[:200])
            t = time.perf_counter()
            tr = self.sandbox.run(text, q.order, [inp])
            self.report.seconds_tvm += time.perf_counter() - t
            run = tr.runs[0] if tr.status == "compiled" else None
            self.variants[key] = (vr, run[1] if run and run[0] == "ok" else None)
        return self.variants[key]

    def _agrees(self, b: str, i: int, x: dict | None, y: dict | None) -> bool:
        return (x is not None and y is not None and
                bool(_same(x[b][i:i + 1], y[b][i:i + 1], self.p.buffers[b].dtype)[0]))

    def _fixed_by(self, scope: str, k: int, inp: dict, v: VerirwRun, elems) -> set:
        """The elements where, with ``deoptimised(scope)``, TVM's code computes what verirw
        computed on the original (and verirw computes the same on both)."""
        q, vals = deoptimised(self.p, inp, scope)
        vr, tv = self._both(q, vals, (scope, k))
        if tv is None or vr.status != "ok":
            return set()
        return {(b, i) for b, i in elems
                if self._agrees(b, i, tv, v.arrays) and self._agrees(b, i, vr.arrays, v.arrays)}

    def _model_side(self, e, v: VerirwRun, tvm_out, model: ModelResult) -> str:
        if self._agrees(*e, model.arrays, tvm_out):
            return "TVM"
        return "verirw" if self._agrees(*e, model.arrays, v.arrays) else "neither"

    def classify(self, k: int, inp: dict, v: VerirwRun, tvm_out: dict | None,
                 model: ModelResult, elems: list, crash: str = "") -> dict:
        """Each element's (class, detail); ``elems`` empty for a crash: ``{None: ...}``."""
        if model.ub:
            kinds = model.ub - {"poison_index", "poison_branch"}
            # verirw models nsw/nuw overflow as poison too (docs/semantics.md): a run it calls
            # defined where only an overflow makes TVM's undefined is verirw's to explain
            cls = "verirw-wrong" if kinds <= {"overflow"} else "undefined-in-tvm"
            detail = ", ".join(sorted(model.ub))
            return dict.fromkeys(elems, (cls, detail)) if elems else {None: (cls, detail)}
        if not elems:        # a crash without undefined behaviour in TVM's meaning
            q, vals = deoptimised(self.p, inp)
            vr, tv = self._both(q, vals, ("all", k))
            if tv is not None and vr.status == "ok" and not mismatches(
                    self.p, {b: tv[b] for b in self.p.buffers}, v.arrays, v.defined):
                return {None: ("tvm-miscompile", "TVM's compile-time rewriting: gone with "
                                                 "literals and indices as parameters")}
            if "float_div_cast" in model.control_tags:
                return {None: ("tvm-miscompile", _FLOAT_DIV_CAST + "; an index through it "
                                                 "is out of bounds in TVM's code")}
            return {None: ("verirw-wrong", "neither verirw nor TVM's meaning has undefined "
                                           "behaviour there")}
        out, rest = {}, []
        for b, i in elems:
            tags = model.tags[b][i]
            if "overflow" in tags:       # poison in TVM's meaning, defined in verirw's
                out[(b, i)] = ("verirw-wrong", "nsw/nuw overflow: poison in TVM's meaning, "
                                               "defined in verirw's")
            elif tags & set(POISON):
                out[(b, i)] = ("undefined-in-tvm", ", ".join(sorted(tags & set(POISON))))
            elif "ne_nan" in tags:
                out[(b, i)] = ("tvm-deviation", "float != with a NaN operand (fcmp one)")
            else:
                rest.append((b, i))
        if rest:
            fixed = self._fixed_by("float", k, inp, v, rest)
            for e in fixed:
                out[e] = ("tvm-deviation", "TVM folds floats as reals (gone with float "
                                           "literals and loads as parameters)")
            rest = [e for e in rest if e not in fixed]
        if rest:
            fixed = self._fixed_by("all", k, inp, v, rest)
            for e in fixed:
                out[e] = ("tvm-miscompile", "TVM's compile-time rewriting (gone with literals, "
                          "loop variables and indices as parameters); TVM's meaning agrees with "
                          + self._model_side(e, v, tvm_out, model))
            rest = [e for e in rest if e not in fixed]
        if rest and has_transcendental(self.p):
            q, vals = deoptimised(stripped(self.p), inp)
            vr, tv = self._both(q, vals, ("strip", k))
            left = []
            for b, i in rest:
                if "transcendental" in model.tags[b][i] and (
                        vr.status != "ok" or tv is None or not vr.defined[b][i]
                        or self._agrees(b, i, tv, vr.arrays)):
                    out[(b, i)] = ("intrinsic-ulp", "depends on a transcendental intrinsic; "
                                                    "agrees with the intrinsics stripped")
                else:
                    left.append((b, i))
            rest = left
        left = []
        for e in rest:
            if ("float_div_cast" in model.tags[e[0]][e[1]] | model.control_tags
                    and self._model_side(e, v, tvm_out, model) == "verirw"):
                # TVM's integer analysis reads a float division as an integer one: its bound of
                # int32(float64(i) / y) over i in [0, 7) is [0, 0] (TVM 0.27's ConstIntBound),
                # so it lowers a floormod around it as a remainder; with a non-literal divisor
                # its compile crashes ("IntImm supports only int ... float64"), so no variant
                # without literals can confirm it: semdiff's model of TVM's code does
                out[e] = ("tvm-miscompile", _FLOAT_DIV_CAST + "; TVM's meaning agrees with "
                                                              "verirw")
            elif ("unsigned_cast_divisor" in model.tags[e[0]][e[1]] | model.control_tags
                  and self._model_side(e, v, tvm_out, model) == "verirw"):
                out[e] = ("tvm-miscompile", _UNSIGNED_CAST_DIVISOR + "; TVM's meaning agrees "
                                                                     "with verirw")
            else:
                left.append(e)
        rest = left
        for e in rest:
            tags = model.tags[e[0]][e[1]] | model.control_tags
            notes = [text for tag, text in (
                ("shl_overflow", "a 32/64-bit << overflows: TVM's code wraps it (shl, no nsw)"),
                ("narrowing_cast", "a cast to a 32-bit integer type changes the value: TVM's "
                                   "code truncates")) if tag in tags]
            note = f" ({'; '.join(notes)})" if notes else ""
            out[e] = ("verirw-wrong", f"unexplained; TVM's meaning (semdiff's model) agrees "
                                      f"with {self._model_side(e, v, tvm_out, model)}{note}")
        return out


def examine(p: Program, inputs: list[dict], sandbox: TVMSandbox, *, plant: bool = False,
            text: str | None = None) -> ProgramReport:
    """Program ``p`` on each input through verirw and TVM; the disagreements classified."""
    text = text or to_script(p)
    rep = ProgramReport(runs=len(inputs))
    t = time.perf_counter()
    try:
        func = verirw_parse(text)
        vruns = [verirw_run(func, inp) for inp in inputs]
        vparse = ""
    except Exception as e:                     # noqa: BLE001
        from verirw.errors import VerirwError
        vparse = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"[:300]
        status = "refused" if isinstance(e, VerirwError) else "internal"
        vruns = [VerirwRun(status, kind=type(e).__name__, message=vparse) for _ in inputs]
    models = [model_run(p, inp) for inp in inputs]
    if plant:
        vruns = [_planted(p, r, m) if r.status == "ok" else r for r, m in zip(vruns, models)]
    rep.seconds_verirw = time.perf_counter() - t
    for r in vruns:
        if r.status == "undefined":
            rep.undefined[r.kind] += 1
    defined = [r.status == "ok" for r in vruns]
    t = time.perf_counter()
    tvm = sandbox.run(text, p.order, [inp if ok else None for inp, ok in zip(inputs, defined)])
    rep.seconds_tvm += time.perf_counter() - t
    enc = [encode_inputs(p, inp) for inp in inputs]
    internal = [k for k, r in enumerate(vruns) if r.status == "internal"]
    if internal:
        k = internal[0]
        rep.records.append(Record("verirw-internal", vruns[k].message, text, enc[k], [], 0))
    if tvm.status != "compiled":
        verirw_refused = any(r.status == "refused" for r in vruns)
        if tvm.status == "refused":
            if verirw_refused:
                rep.refusal = "both"
            elif any(defined):
                rep.refusal = "tvm"
                k = defined.index(True)
                rep.records.append(Record("refusal-mismatch", f"TVM refuses ({tvm.stage}): "
                                          f"{tvm.message}", text, enc[k], [], 0))
            else:
                rep.refusal = "tvm-undefined"      # every verirw run is undefined: no mismatch
            return rep
        # TVM's compiler crashed or hung
        rep.crashes.append({"stage": "compile", "how": tvm.message, "program": text})
        rep.records.append(Record("refusal-mismatch", f"TVM's compiler {tvm.status}: "
                                  f"{tvm.message}", text, enc[0], [], 0))
        return rep
    if vparse or all(r.status == "refused" for r in vruns):
        rep.refusal = "verirw"
        msg = vparse or vruns[0].message
        rep.records.append(Record("refusal-mismatch", f"verirw refuses what TVM compiles: {msg}",
                                  text, enc[0], [], 0))
        return rep
    classifier = _Classifier(p, sandbox, rep)
    for k, (inp, v, run, model) in enumerate(zip(inputs, vruns, tvm.runs, models)):
        if v.status != "ok":
            continue
        if run is None:
            continue
        if run[0] in ("crash", "timeout"):
            rep.crashes.append({"stage": "run", "how": run[1], "program": text, "inputs": enc[k]})
            c = classifier.classify(k, inp, v, None, model, [], crash=run[1])
            cls, detail = c[None]
            rep.records.append(Record(cls, f"TVM's code {run[0]}: {run[1]}; {detail}", text,
                                      enc[k], [], 0))
            continue
        if run[0] == "error":
            rep.tvm_errors += 1
            rep.records.append(Record("refusal-mismatch", f"TVM's code raised: {run[1]}", text,
                                      enc[k], [], 0))
            continue
        out = run[1]
        rep.runs_compared += 1
        rep.elements += int(sum(np.asarray(v.defined[b], dtype=bool).sum()
                                for b in p.buffers))
        bad = mismatches(p, out, v.arrays, v.defined)
        if not bad:
            continue
        classes = classifier.classify(k, inp, v, out, model, bad)
        by_class = Counter(c for c, _ in classes.values())
        worst = min(by_class, key=lambda c: _PRIORITY[c])
        detail = next(d for c, d in classes.values() if c == worst)
        dtype = {b.name: b.dtype for b in p.buffers.values()}
        elems = [[b, i, _encode(v.arrays[b][i], dtype[b]), _encode(out[b][i], dtype[b]),
                  _encode(model.arrays[b][i], dtype[b])] for b, i in bad[:8]]
        rep.records.append(Record(worst, detail, text, enc[k], elems, len(bad),
                                  dict(by_class)))
    return rep


# ----------------------------------------------------------------------------- campaign shards


REPRODUCERS = 5


def empty_stats() -> dict:
    return {"programs": 0, "runs": 0, "runs_compared": 0, "elements": 0,
            "undefined_in_verirw": {}, "disagreements": dict.fromkeys(CLASSES, 0),
            "disagreeing_elements": dict.fromkeys(CLASSES, 0),
            "reproducers": {c: [] for c in CLASSES}, "tvm_crashes": 0, "crash_examples": [],
            "refusals": {"tvm": 0, "verirw": 0, "both": 0, "tvm-undefined": 0},
            "tvm_errors": 0, "tvm_helper_starts": 0, "tvm_delayed_crashes": 0, "coverage": {},
            "seconds_verirw": 0.0, "seconds_tvm": 0.0}


def add_report(stats: dict, rep: ProgramReport, p: Program | None = None) -> None:
    stats["programs"] += 1
    stats["runs"] += rep.runs
    stats["runs_compared"] += rep.runs_compared
    stats["elements"] += rep.elements
    for kind, n in rep.undefined.items():
        stats["undefined_in_verirw"][kind] = stats["undefined_in_verirw"].get(kind, 0) + n
    for r in rep.records:
        stats["disagreements"][r.cls] += 1
        for c, n in (r.by_class or {r.cls: r.count}).items():
            stats["disagreeing_elements"][c] += n
        if len(stats["reproducers"][r.cls]) < REPRODUCERS:
            stats["reproducers"][r.cls].append(r.to_json())
    stats["tvm_crashes"] += len(rep.crashes)
    for c in rep.crashes:
        if len(stats["crash_examples"]) < REPRODUCERS:
            stats["crash_examples"].append(c)
    if rep.refusal:
        stats["refusals"][rep.refusal] += 1
    stats["tvm_errors"] += rep.tvm_errors
    stats["seconds_verirw"] += rep.seconds_verirw
    stats["seconds_tvm"] += rep.seconds_tvm
    if p is not None:
        for k, n in program_ops(p).items():
            stats["coverage"][k] = stats["coverage"].get(k, 0) + n


def merge(parts: list[dict]) -> dict:
    """Shard statistics merged in shard order (reproducers: the first five of each class)."""
    out = empty_stats()
    for s in parts:
        for key in ("programs", "runs", "runs_compared", "elements", "tvm_crashes",
                    "tvm_errors", "tvm_helper_starts", "tvm_delayed_crashes",
                    "seconds_verirw", "seconds_tvm"):
            out[key] += s.get(key, 0)
        for key in ("undefined_in_verirw", "disagreements", "disagreeing_elements",
                    "refusals", "coverage"):
            for k, n in s[key].items():
                out[key][k] = out[key].get(k, 0) + n
        for c, recs in s["reproducers"].items():
            out["reproducers"][c].extend(recs[:REPRODUCERS - len(out["reproducers"][c])])
        out["crash_examples"].extend(s["crash_examples"][:REPRODUCERS - len(out["crash_examples"])])
    return out


SHARD_SIZE = 25


@dataclass(frozen=True)
class SemdiffShard:
    """Programs ``start .. start + count - 1`` of campaign ``seed``, each on ``inputs`` input
    sets. ``shrink_s``: seconds to shrink each program's first finding (0: not shrunk).
    ``plant``: a planted verirw bug (tests of exit code 1)."""
    seed: int
    start: int
    count: int
    inputs: int = 4
    out: str = ""
    plant: bool = False
    shrink_s: float = 0.0
    kind: ClassVar[str] = "semdiff"

    @property
    def key(self) -> str:
        return (f"semdiff/s{self.seed}/i{self.inputs}/{self.start}+{self.count}"
                + ("/planted" if self.plant else ""))

    def run(self, state):
        from verirw.campaign.shards import Failure, ShardResult
        sandbox = state.get("semdiff-tvm", TVMSandbox)
        starts, delayed = sandbox.starts, sandbox.delayed
        stats = empty_stats()
        failures = []
        for index in range(self.start, self.start + self.count):
            p = generate(self.seed, index)
            rep = examine(p, inputs_for(p, self.seed, index, self.inputs), sandbox,
                          plant=self.plant)
            first = next((r for r in rep.records if r.cls in FINDINGS), None)
            if first is not None and self.shrink_s > 0 and not self.plant and first.inputs:
                first.minimal = minimal_reproducer(p, first, sandbox, self.shrink_s)
            add_report(stats, rep, p)
            if first is not None:          # one reproducer file per program: its first finding
                n = sum(1 for r in rep.records if r.cls in FINDINGS)
                failures.append(Failure(self.key, first.cls, f"program {index} ({n} input(s)): "
                                        f"{first.detail}", self._save(index, first)))
        stats["tvm_helper_starts"] = sandbox.starts - starts
        stats["tvm_delayed_crashes"] = sandbox.delayed - delayed
        findings = sum(stats["disagreements"][c] for c in FINDINGS)
        verdicts = tuple(sorted((f"semdiff: {c}", n) for c, n in stats["disagreements"].items()
                                if n))
        return ShardResult(self.count, verdicts, tuple(failures), findings, payload=stats)

    def _save(self, index: int, r: Record) -> str:
        if not self.out:
            return ""
        import json
        folder = Path(self.out)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"semdiff-s{self.seed}-{index}.json"
        path.write_text(json.dumps(r.to_json(), indent=1) + "\n")
        return str(path)


def shards(*, examples: int, seed: int, inputs: int = 4, out: str = "",
           plant: bool = False, shard_size: int = SHARD_SIZE,
           shrink_s: float = 0.0) -> list[SemdiffShard]:
    return [SemdiffShard(seed, k, min(shard_size, examples - k), inputs, out, plant, shrink_s)
            for k in range(0, examples, shard_size)]


def minimal_reproducer(p: Program, r: Record, sandbox: TVMSandbox, budget_s: float) -> dict:
    """Record ``r`` of program ``p`` shrunk (``shrink``) on its input."""
    inp = decode_inputs(p, r.inputs)
    q = shrink(p, inp, r.cls, sandbox, budget_s=budget_s)
    again = next((x for x in examine(q, [inp], sandbox).records if x.cls == r.cls), None)
    used = {e.value for e in walk(q.body) if e.op in ("var", "load")}
    return {"program": to_script(q), "detail": again.detail if again else r.detail,
            "inputs": {k: v for k, v in r.inputs.items() if k in used},
            "elements": again.elements if again else []}


def report(summary) -> tuple[dict, list[str]]:
    """The JSON object and the text lines of a finished campaign (``verirw.campaign.Summary``
    of ``SemdiffShard`` outcomes)."""
    stats = merge([r.payload for r in summary.results])
    code = int(summary.exit_code(unknown_fails=False))
    obj = {"command": "semdiff",
           "status": {0: "ok", 1: "refuted", 2: "unknown", 3: "invalid", 4: "internal-error"}[code],
           "exit_code": code, "executor": summary.executor, "workers": summary.workers,
           "seconds": round(summary.seconds, 3), "jobs": len(summary.outcomes),
           **{k: (round(v, 3) if isinstance(v, float) else v) for k, v in stats.items()},
           "findings": sum(stats["disagreements"][c] for c in FINDINGS),
           "failures": [f.to_json() for f in summary.failures],
           "failed_shards": [{"shard": o.key, "status": o.status, "reason": o.reason,
                              "attempts": o.attempts} for o in summary.failed_shards],
           "resumed": summary.resumed}
    rate = stats["programs"] / summary.seconds if summary.seconds else 0.0
    lines = [f"semdiff: {stats['programs']} programs, {stats['runs_compared']} of "
             f"{stats['runs']} runs compared, {stats['elements']} elements, "
             f"{summary.seconds:.1f} s ({rate:.1f} programs/s, {summary.executor} "
             f"x{summary.workers})"]
    dis = stats["disagreements"]
    lines.append("  disagreements (runs / elements): " + ", ".join(
        f"{c} {dis[c]}/{stats['disagreeing_elements'][c]}" for c in CLASSES))
    lines.append(f"  TVM crashes {stats['tvm_crashes']} (and {stats['tvm_delayed_crashes']} "
                 f"a fresh TVM process did not repeat), TVM run-time errors "
                 f"{stats['tvm_errors']}, refusals: " + ", ".join(
                     f"{k} {n}" for k, n in stats["refusals"].items()))
    if stats["undefined_in_verirw"]:
        lines.append("  runs undefined in verirw (not compared): " + ", ".join(
            f"{k} {n}" for k, n in sorted(stats["undefined_in_verirw"].items())))
    for c in FINDINGS + ("refusal-mismatch",):
        for r in stats["reproducers"][c][:REPRODUCERS if c in FINDINGS else 2]:
            shown = r.get("minimal") or r
            lines.append(f"  {c.upper()}: {shown['detail']}" + (" (shrunk)" if "minimal" in r
                                                                 else ""))
            lines.append("    " + shown["program"].rstrip().replace("\n", "\n    "))
            lines.append(f"    inputs: {shown['inputs']}")
            for e in shown["elements"][:3]:
                lines.append(f"    {e[0]}[{e[1]}]: verirw {e[2]!r}, TVM {e[3]!r}, "
                             f"TVM's meaning {e[4]!r}")
    for o in summary.failed_shards:
        lines.append(f"  FAILED {o.key}: {o.reason.splitlines()[0] if o.reason else ''}")
    return obj, lines


def run_campaign(*, examples: int, seed: int = 0, workers: int = 1, inputs: int = 4,
                 out: str = "", plant: bool = False, shard_size: int = SHARD_SIZE,
                 shard_timeout: float = 900.0, shrink_s: float = 0.0):
    """A campaign on the local process pool: (Summary, JSON object, text lines)."""
    from verirw.campaign import ShardBudget, make_executor, run_shards
    jobs = shards(examples=examples, seed=seed, inputs=inputs, out=out, plant=plant,
                  shard_size=shard_size, shrink_s=shrink_s)
    summary = run_shards("semdiff", jobs, make_executor("local", workers),
                         budget=ShardBudget(shard_timeout, None))
    obj, lines = report(summary)
    return summary, obj, lines


def _expr_candidates(e: Ex):
    """Smaller expressions of ``e``'s dtype: its same-dtype operands, then 0 and 1."""
    for a in e.args:
        if a.dtype == e.dtype and a.op != "lit":
            yield a
    if e.op != "lit":
        if e.dtype == BOOL:
            yield lit(False, BOOL)
            yield lit(True, BOOL)
        else:
            zero = 0.0 if e.dtype in FLOAT_DTYPES else 0
            yield lit(zero, e.dtype)
            yield lit(zero + 1, e.dtype)


def _rewrites(p: Program):
    """Every program one step smaller than ``p``: a statement dropped, an ``if`` or loop
    replaced by its body (the loop variable then 0), one sub-expression replaced."""
    body = p.body

    def stmts_variants(stmts: tuple):
        for k in range(len(stmts)):
            if len(stmts) > 1:
                yield stmts[:k] + stmts[k + 1:]
            s = stmts[k]
            for r in stmt_variants(s):
                yield stmts[:k] + r + stmts[k + 1:]

    def stmt_variants(s):
        if isinstance(s, For):
            yield _subst_var(s.body, s.var)
            if s.extent > 1:
                yield (For(s.var, s.extent - 1, s.body),)
            for b in stmts_variants(s.body):
                yield (For(s.var, s.extent, b),)
        elif isinstance(s, If):
            yield s.then
            if s.orelse:
                yield s.orelse
            for c in expr_variants(s.cond):
                yield (If(c, s.then, s.orelse),)
            for b in stmts_variants(s.then):
                yield (If(s.cond, b or s.then, s.orelse),)
            for b in stmts_variants(s.orelse):
                yield (If(s.cond, s.then, b),)
        else:
            for v in expr_variants(s.value):
                yield (Store(s.buf, s.index, v),)
            for i in expr_variants(s.index):
                yield (Store(s.buf, i, s.value),)

    def expr_variants(e: Ex):
        yield from _expr_candidates(e)
        for k, a in enumerate(e.args):
            for v in expr_variants(a):
                yield replace(e, args=e.args[:k] + (v,) + e.args[k + 1:])

    for b in stmts_variants(body):
        yield Program(p.params, b)


def _subst_var(stmts: tuple, name: str) -> tuple:
    def ex(e: Ex) -> Ex:
        if e.op == "var" and e.value == name:
            return lit(0, e.dtype)
        return replace(e, args=tuple(ex(a) for a in e.args)) if e.args else e

    def st(s):
        if isinstance(s, Store):
            return Store(s.buf, ex(s.index), ex(s.value))
        if isinstance(s, For):
            return For(s.var, s.extent, st_all(s.body))
        return If(ex(s.cond), st_all(s.then), st_all(s.orelse))

    def st_all(b):
        return tuple(st(s) for s in b)
    return st_all(stmts)


def shrink(p: Program, inp: dict, cls: str, sandbox: TVMSandbox, *,
           budget_s: float = 120.0) -> Program:
    """A smaller program with a disagreement of class ``cls`` on ``inp`` (greedy: take the
    first one-step-smaller program that keeps it, until none does or the budget is spent)."""
    deadline = time.monotonic() + budget_s

    def keeps(q: Program) -> bool:
        try:
            rep = examine(q, [inp], sandbox)
        except Exception:                     # noqa: BLE001 - a candidate the subset rejects
            return False
        return any(r.cls == cls for r in rep.records)

    progress = True
    while progress and time.monotonic() < deadline:
        progress = False
        for q in _rewrites(p):
            if time.monotonic() > deadline:
                break
            if len(to_script(q)) < len(to_script(p)) and keeps(q):
                p, progress = q, True
                break
    return p


def check_text(text: str, inputs: list[dict], *, sandbox: TVMSandbox | None = None) -> ProgramReport:
    """One hand-written program (the generator's subset) on the given inputs (by parameter
    name; arrays or lists): verirw against TVM, classified."""
    p = from_script(text)
    full = []
    for inp in inputs:
        full.append(decode_inputs(p, {k: (v.tolist() if isinstance(v, np.ndarray) else v)
                                      for k, v in inp.items()}))
    own = sandbox is None
    sandbox = sandbox or TVMSandbox()
    try:
        return examine(p, full, sandbox, text=text)
    finally:
        if own:
            sandbox.close()


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--tvm-helper":
        _helper_main(int(sys.argv[2]), int(sys.argv[3]))
    else:
        sys.exit("usage: python -m verirw.testing.semdiff --tvm-helper RFD WFD "
                 "(internal; run `verirw semdiff`)")
