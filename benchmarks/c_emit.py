"""The same loops in C: a lowered (flattened) PrimFunc printed as a C function, for gcc.

A benchmark tool, not part of verirw: the gcc reference must run exactly the program verirw
compiles (same loop order, same conditionals, same index arithmetic), and printing it from
the IR guarantees that where hand-written C would drift. Index arithmetic is ``long`` with
floor division/modulo helpers (gcc folds them for constant divisors); ``T.assume`` about
indices becomes ``if (!c) __builtin_unreachable();`` (gcc's llvm.assume); integers wrap
(compile with ``-fwrapv``). The calling convention is verirw's: a pointer per buffer, plus a
``long`` row stride (in elements) after each rank-2 buffer.
"""

from __future__ import annotations

from verirw import ir
from verirw.semantics import is_value_expr
from verirw.visit import walk

PRELUDE = """#include <math.h>
static inline long fdiv(long a, long b) { long q = a / b; return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q; }
static inline long fmodl_(long a, long b) { long r = a % b; return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r; }
"""

_CTYPE = {"float32": "float", "float64": "double", "int32": "int", "int64": "long",
          "int16": "short", "int8": "signed char", "uint8": "unsigned char", "bool": "_Bool"}


def c_function(func: ir.PrimFunc, name: str) -> str:
    """``void name(...)`` running ``func``'s body."""
    args = []
    for p in func.params:
        buf = func.param_buffer(p)
        if buf is None:
            args.append(f"{_CTYPE[p.dtype.name]} {p.name}")
            continue
        const = "" if any(isinstance(n, ir.BufferStore) and n.buffer.data is buf.data
                          for n in walk(func.body)) else "const "
        args.append(f"{const}{_CTYPE[buf.dtype.name]} *restrict {buf.name}")
        if buf.ndim == 2:
            args.append(f"long {buf.name}_stride")
    printer = _Printer(func)
    printer.stmt(func.body, 1)
    return f"void {name}({', '.join(args)}) {{\n" + "\n".join(printer.lines) + "\n}\n"


class _Printer:
    def __init__(self, func: ir.PrimFunc):
        self.func = func
        self.lines: list[str] = []
        self.names: dict[int, str] = {}
        self.value_vars: set[int] = set()

    def name(self, v: ir.Var) -> str:
        if id(v) not in self.names:
            self.names[id(v)] = f"{v.name}_{len(self.names)}"
        return self.names[id(v)]

    def emit(self, depth: int, text: str) -> None:
        self.lines.append("    " * depth + text)

    def stmt(self, s: ir.Stmt, d: int) -> None:
        if isinstance(s, ir.SeqStmt):
            for x in s.stmts:
                self.stmt(x, d)
        elif isinstance(s, ir.For):
            v = self.name(s.loop_var)
            lo, ext = self.ex(s.min), self.ex(s.extent)
            self.emit(d, f"for (long {v} = {lo}; {v} < {lo} + {ext}; {v}++) {{")
            self.stmt(s.body, d + 1)
            self.emit(d, "}")
        elif isinstance(s, ir.IfThenElse):
            self.emit(d, f"if ({self.ex(s.condition)}) {{")
            self.stmt(s.then_case, d + 1)
            if s.else_case is not None:
                self.emit(d, "} else {")
                self.stmt(s.else_case, d + 1)
            self.emit(d, "}")
        elif isinstance(s, ir.BufferStore):
            self.emit(d, f"{self.access(s.buffer, s.indices)} = {self.ex(s.value)};")
        elif isinstance(s, ir.LetStmt):
            value_kind = is_value_expr(s.value, self.value_vars)
            if value_kind:
                self.value_vars.add(id(s.var))
            ctype = _CTYPE[s.var.dtype.name] if value_kind or s.var.dtype.is_float else "long"
            self.emit(d, "{")
            self.emit(d + 1, f"{ctype} {self.name(s.var)} = {self.ex(s.value)};")
            self.stmt(s.body, d + 1)
            self.emit(d, "}")
        elif isinstance(s, ir.Assume):
            if not any(isinstance(n, (ir.BufferLoad, ir.Undef)) for n in walk(s.condition)):
                self.emit(d, f"if (!({self.ex(s.condition)})) __builtin_unreachable();")
        elif isinstance(s, (ir.Block, ir.DeclBuffer)):
            self.stmt(s.body, d)
        else:
            raise NotImplementedError(f"c_emit: {type(s).__name__}")

    def access(self, buf: ir.Buffer, indices) -> str:
        idx = [self.ex(i) for i in indices]
        if buf.ndim == 1:
            return f"{buf.name}[{idx[0]}]"
        return f"{buf.name}[({idx[0]}) * {buf.name}_stride + ({idx[1]})]"

    def ex(self, e: ir.Expr) -> str:
        if isinstance(e, ir.IntImm):
            return f"{e.value}L" if not e.dtype.is_bool else str(e.value)
        if isinstance(e, ir.FloatImm):
            return f"{e.value!r}f" if e.dtype.bits == 32 else repr(e.value)
        if isinstance(e, ir.Var):
            return self.name(e)
        if isinstance(e, ir.BufferLoad):
            return self.access(e.buffer, e.indices)
        ops = {ir.Add: "+", ir.Sub: "-", ir.Mul: "*", ir.LT: "<", ir.LE: "<=", ir.GT: ">",
               ir.GE: ">=", ir.EQ: "==", ir.NE: "!=", ir.And: "&&", ir.Or: "||"}
        if type(e) in ops:
            return f"({self.ex(e.a)} {ops[type(e)]} {self.ex(e.b)})"
        if isinstance(e, ir.FloorDiv) and not e.dtype.is_float:
            return f"fdiv({self.ex(e.a)}, {self.ex(e.b)})"
        if isinstance(e, ir.FloorMod) and not e.dtype.is_float:
            return f"fmodl_({self.ex(e.a)}, {self.ex(e.b)})"
        if isinstance(e, ir.Min):
            a, b = self.ex(e.a), self.ex(e.b)
            return f"({b} < {a} ? {b} : {a})"
        if isinstance(e, ir.Max):
            a, b = self.ex(e.a), self.ex(e.b)
            return f"({a} < {b} ? {b} : {a})"
        if isinstance(e, ir.Not):
            return f"(!{self.ex(e.a)})"
        if isinstance(e, ir.Select):
            return f"({self.ex(e.cond)} ? {self.ex(e.true_value)} : {self.ex(e.false_value)})"
        if isinstance(e, ir.Cast):
            return f"(({_CTYPE[e.dtype.name]}) {self.ex(e.value)})"
        raise NotImplementedError(f"c_emit: {type(e).__name__}")
