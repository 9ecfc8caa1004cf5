"""verirw IR -> TVMScript in the style of the RFCs, such that ``parse(script(f)) == f``.

Literals are printed bare (``1``, ``0.5``) wherever the parser will give them the right dtype
from context, and typed (``T.int64(1)``, ``T.float16(0.5)``) where it would not. Variables keep
their names unless that would capture another visible variable, in which case they get a suffix.
"""

from __future__ import annotations

import keyword
import math

import numpy as np

from verirw import ir, ops
from verirw.dtypes import BOOL, FLOAT32, INT32, DType
from verirw.errors import VerirwError
from verirw.guard import deep
from verirw.visit import walk
from verirw.packed import printing as packed_printing

_INDENT = "    "
_RESERVED = {"T", "I", "range", "min", "max", "abs", "True", "False", "None"} | set(keyword.kwlist)

# Python precedence levels (higher binds tighter)
# (operators, their symbols and precedences come from verirw.ops)
_P_OR, _P_AND, _P_NOT, _P_CMP = ops.P_OR, ops.P_AND, ops.P_NOT, ops.P_CMP
_P_ADD, _P_MUL, _P_UNARY, _P_ATOM = ops.P_ADD, ops.P_MUL, ops.P_UNARY, ops.P_ATOM


_FORCE_TYPED = "typed"   # a context value: print a literal with its dtype, never bare


def _all_ones(e: ir.Expr) -> bool:
    """The literal with every bit set at its integer dtype (-1 signed, MAX unsigned)."""
    return (isinstance(e, ir.IntImm) and e.dtype.is_int
            and e.value == (-1 if e.dtype.is_signed else e.dtype.max_value))


_FLOAT32_MAX = float(np.finfo(np.float32).max)


def _unsigned_past_int32(e: ir.IntImm) -> bool:
    """A uint32/uint64 literal that a bare spelling would not give back: the parser, as TVM,
    reads a bare integer past int32's range with an unsigned operand otherwise (int64)."""
    return e.dtype.is_int and not e.dtype.is_signed and e.dtype.bits >= 32 \
        and e.value > (1 << 31) - 1


def _is_literal(e: ir.Expr) -> bool:
    """Would this print as a bare literal that the parser types from context?"""
    if isinstance(e, ir.FloatImm):
        return math.isfinite(e.value)
    return isinstance(e, (ir.IntImm, ir.Undef))


def _size_params(f: ir.PrimFunc) -> set[int]:
    """Ids of the integer scalar parameters a parameter buffer's shape mentions: TVM declares
    them as size variables (``n = T.int64()``) bound by the buffers' shapes, not as
    arguments, and its parser does not read a shape that names a later parameter."""
    scalars = {id(p) for p in f.params if f.param_buffer(p) is None and p.dtype.is_int}
    used: set[int] = set()
    for p in f.params:
        buf = f.param_buffer(p)
        if buf is not None:
            used |= {id(v) for d in buf.shape + ir.layout_exprs(buf) for v in walk(d)
                     if isinstance(v, ir.Var)}
    return scalars & used


def _mentions(shape, ids: set[int]) -> bool:
    return any(id(v) in ids for d in shape for v in walk(d) if isinstance(v, ir.Var))


class _Names:
    """Printed names for variables and buffers, unique among the visible ones."""

    def __init__(self):
        self.of: dict[int, str] = {}
        self.scopes: list[set[str]] = [set()]
        self.data_owner: dict[int, str] = {}   # id(data var) -> printed buffer name

    def push(self):
        self.scopes.append(set())

    def pop(self):
        self.scopes.pop()

    def visible(self, name: str) -> bool:
        return any(name in s for s in self.scopes)

    def bind(self, obj, hint: str) -> str:
        base = hint if hint.isidentifier() and hint not in _RESERVED else f"v_{_sanitize(hint)}"
        name, k = base, 1
        while self.visible(name):
            name = f"{base}_{k}"
            k += 1
        self.scopes[-1].add(name)
        self.of[id(obj)] = name
        return name

    def get(self, obj, hint: str) -> str:
        return self.of.get(id(obj), hint)


def _sanitize(text: str) -> str:
    out = "".join(c if c.isalnum() or c == "_" else "_" for c in text)
    return out or "v"


#: TVM's expression node constructors, which its parser does not constant-fold
_TVM_NODE = {ir.Add: "Add", ir.Sub: "Sub", ir.Mul: "Mul", ir.TruncDiv: "Div", ir.TruncMod: "Mod",
             ir.FloorDiv: "FloorDiv", ir.FloorMod: "FloorMod", ir.Min: "Min", ir.Max: "Max"}

#: the dialects ``script`` prints: verirw's own (the RFCs' spelling, every construct verirw
#: has), and the spelling Apache TVM 0.27's ``tvm.script.from_source`` reads
DIALECTS = ("verirw", "tvm")


class DialectError(VerirwError, ValueError):
    """A construct the requested dialect cannot express: refused, never printed wrong."""


class _Printer:
    def __init__(self, dialect: str = "verirw"):
        if dialect not in DIALECTS:
            raise ValueError(f"unknown dialect {dialect!r}; expected one of {', '.join(DIALECTS)}")
        self.tvm = dialect == "tvm"
        self.blocks: list[str] = []      # names of the enclosing blocks (tvm dialect)
        self.module_name: str | None = None    # the class name calls print with (a module)
        self.names = _Names()
        self.lines: list[str] = []
        self.depth = 0

    def emit(self, text: str):
        self.lines.append(_INDENT * self.depth + text)

    # ------------------------------------------------------------------ functions
    def module(self, mod: ir.IRModule):
        self.emit("@I.ir_module")
        self.module_name = mod.name if mod.name.isidentifier() else 'Module'
        self.emit(f"class {self.module_name}:")
        self.depth += 1
        if not mod.functions:
            self.emit("pass")                   # TVM's empty module (`class Module: pass`)
        for i, f in enumerate(mod.functions):
            if i:
                self.lines.append("")
            self.func(f)
        self.depth -= 1
        self.module_name = None

    def func(self, f: ir.PrimFunc):
        self.names.push()
        options = ["private=True"] if f.private else []
        if self.tvm and _has_block(f.body):
            options.append("s_tir=True")        # TVM 0.27 verifies blocks in s_tir functions only
        self.emit(f"@T.prim_func({', '.join(options)})" if options else "@T.prim_func")
        params = []
        # scalars first so that shapes referring to them print with their names
        for p in f.params:
            if f.param_buffer(p) is None:
                self.names.bind(p, p.name)
        sizes = _size_params(f) if self.tvm else set()
        matched = []                    # TVM: (handle name, buffer name, buffer) to match
        for p in f.params:
            buf = f.param_buffer(p)
            if buf is None:
                if id(p) in sizes:
                    continue            # TVM: declared in the body, bound by the shapes
                ty = "T.handle" if p.dtype.is_handle else f"T.{p.dtype.name}"
                params.append(f"{self.names.get(p, p.name)}: {ty}")
            else:
                name = self.names.bind(buf, buf.name)
                self.names.data_owner[id(buf.data)] = name
                if sizes and _mentions(buf.shape + ir.layout_exprs(buf), sizes):
                    handle = self.names.bind(p, f"var_{buf.name}")
                    params.append(f"{handle}: T.handle")
                    matched.append((handle, name, buf))
                else:
                    params.append(f"{name}: {self.buffer_type(buf)}")
        ret = packed_printing.returns(f)
        header = f"def {f.name if f.name.isidentifier() else 'func'}({', '.join(params)}){ret}:"
        if len(header) + len(_INDENT) * self.depth > 100 and params:
            self.emit(f"def {f.name if f.name.isidentifier() else 'func'}(")
            self.depth += 1
            for p in params:
                self.emit(p + ",")
            self.depth -= 1
            self.emit(f"){ret}:")
        else:
            self.emit(header)
        self.depth += 1
        if f.attrs:
            items = ", ".join(f"{k!r}: {v.text if isinstance(v, ir.OpaqueAttr) else repr(v)}"
                              for k, v in f.attrs)      # OpaqueAttr: its text, verbatim
            self.emit(f"T.func_attr({{{items}}})")
        for p in f.params:
            if id(p) in sizes:          # TVM's symbolic shapes: ``n = T.int64()``
                self.emit(f"{self.names.get(p, p.name)} = T.{p.dtype.name}()")
        for handle, name, buf in matched:
            args = [handle, self.shape(buf.shape), f'"{buf.dtype.name}"'] + self.buffer_options(buf)
            self.emit(f"{name} = T.match_buffer({', '.join(args)})")
        self.body(f.body)
        self.depth -= 1
        self.names.pop()

    def buffer_type(self, buf: ir.Buffer, call: str = "T.Buffer") -> str:
        args = [self.shape(buf.shape), f'"{buf.dtype.name}"']
        return f"{call}({', '.join(args + self.buffer_options(buf))})"

    def refuse(self, what: str):
        raise DialectError(f"TVM 0.27 cannot express {what}; dialect='tvm' refuses it rather "
                           "than print something that means something else")

    def buffer_options(self, buf: ir.Buffer) -> list[str]:
        opts = []
        if buf.axis_separators and self.tvm:
            self.refuse(f"buffer {buf.name}'s axis_separators (its T.Buffer has no such option)")
        if buf.axis_separators:
            opts.append(f"axis_separators=[{', '.join(str(s) for s in buf.axis_separators)}]")
        if buf.strides:
            opts.append(f"strides={self.shape(buf.strides)}")
        if buf.elem_offset is not None:
            opts.append(f"elem_offset={self.expr(buf.elem_offset)}")
        if buf.scope != "global":
            opts.append(f'scope="{buf.scope}"')
        return opts

    def shape(self, shape: tuple[ir.Expr, ...]) -> str:
        dims = [self.expr(s) for s in shape]
        return f"({dims[0]},)" if len(dims) == 1 else f"({', '.join(dims)})"

    # ------------------------------------------------------------------ statements
    def body(self, s: ir.Stmt):
        before = len(self.lines)
        self.stmt(s)
        if len(self.lines) == before:
            self.emit("pass")

    def stmt(self, s: ir.Stmt):
        getattr(self, "stmt_" + type(s).__name__)(s)

    def stmt_SeqStmt(self, s: ir.SeqStmt):
        for x in s.stmts:
            if isinstance(x, ir.SeqStmt) and not x.stmts:
                continue
            self.stmt(x)

    def stmt_For(self, s: ir.For):
        loops = [s]
        while (s.kind == "serial" and _is_zero(s.min) and isinstance(loops[-1].body, ir.For)):
            inner = loops[-1].body
            if inner.kind != "serial" or not _is_zero(inner.min):
                break
            from verirw.visit import free_vars
            bound = {id(l.loop_var) for l in loops}
            if any(id(v) in bound for v in free_vars(inner.extent)):
                break
            loops.append(inner)
        self.names.push()
        if len(loops) > 1:
            extents = ", ".join(self.expr(l.extent) for l in loops)
            names = ", ".join(self.names.bind(l.loop_var, l.loop_var.name) for l in loops)
            self.emit(f"for {names} in T.grid({extents}):")
        else:
            rng = self.loop_range(s)
            name = self.names.bind(s.loop_var, s.loop_var.name)
            self.emit(f"for {name} in {rng}:")
        self.depth += 1
        self.body(loops[-1].body)
        self.depth -= 1
        self.names.pop()

    def loop_range(self, s: ir.For) -> str:
        tag = ir.thread_tag(s.kind)
        if tag is not None:
            return self.thread_range(s, tag)
        fn = {"serial": "T.serial", "parallel": "T.parallel", "vectorized": "T.vectorized",
              "unroll": "T.unroll"}[s.kind]
        if _is_zero(s.min) and s.min.dtype == s.extent.dtype:
            return f"{fn}({self.expr(s.extent)})"
        if isinstance(s.min, ir.IntImm) and isinstance(s.extent, ir.IntImm):
            stop = ir.IntImm(s.min.value + s.extent.value, s.min.dtype)
            return f"{fn}({self.expr(s.min)}, {self.expr(stop)})"
        return f"{fn}({self.expr(s.min)}, {self.expr(ir.Add(s.min, s.extent))})"

    def thread_range(self, s: ir.For, tag: str) -> str:
        """``T.thread_binding(extent, thread="tag")``, TVM's spelling (with the start first
        when it is not 0)."""
        thread = f'thread="{tag}"'
        if _is_zero(s.min) and s.min.dtype == s.extent.dtype:
            return f"T.thread_binding({self.expr(s.extent)}, {thread})"
        if isinstance(s.min, ir.IntImm) and isinstance(s.extent, ir.IntImm):
            stop = ir.IntImm(s.min.value + s.extent.value, s.min.dtype)
            return f"T.thread_binding({self.expr(s.min)}, {self.expr(stop)}, {thread})"
        return (f"T.thread_binding({self.expr(s.min)}, {self.expr(ir.Add(s.min, s.extent))}, "
                f"{thread})")

    def stmt_IfThenElse(self, s: ir.IfThenElse, keyword_: str = "if"):
        self.emit(f"{keyword_} {self.expr(s.condition)}:")
        self.scoped(s.then_case)
        other = s.else_case
        if other is None:
            return
        if isinstance(other, ir.IfThenElse):
            self.stmt_IfThenElse(other, "elif")
            return
        self.emit("else:")
        self.scoped(other)

    def scoped(self, s: ir.Stmt):
        self.names.push()
        self.depth += 1
        self.body(s)
        self.depth -= 1
        self.names.pop()

    def stmt_BufferStore(self, s: ir.BufferStore):
        target = self.load_text(s.buffer, s.indices)
        value = self.expr(s.value, context=True)
        if len(target) + len(value) + 3 + len(_INDENT) * self.depth <= 100:
            self.emit(f"{target} = {value}")
            return
        self.emit(f"{target} = (")          # the RFC's style for long stores
        self.depth += 1
        self.emit(value)
        self.depth -= 1
        self.emit(")")

    def stmt_While(self, s: ir.While):
        self.emit(f"while {self.expr(s.condition)}:")
        self.scoped(s.body)

    def stmt_Break(self, s: ir.Break):
        self.emit("break")          # TVM 0.27 reads it (and prints T.break_loop())

    def stmt_Continue(self, s: ir.Continue):
        self.emit("continue")

    def stmt_LetStmt(self, s: ir.LetStmt):
        self.let_line(s)
        self.stmt(s.body)

    def let_line(self, s: ir.LetStmt):
        if self.tvm and self.blocks:
            self.refuse(f"the let {s.var.name} inside block '{self.blocks[-1]}' (TVM 0.27 infers "
                        "the block's read regions from the variable and rejects the block)")
        value = self.expr(s.value)
        name = self.names.bind(s.var, s.var.name)
        if s.var.dtype != s.value.dtype:
            self.emit(f"{name}: T.{s.var.dtype.name} = {value}")
        else:
            self.emit(f"{name} = {value}")

    def stmt_Assume(self, s: ir.Assume):
        self.emit(f"T.assume({self.expr(s.condition)})")

    def stmt_Evaluate(self, s: ir.Evaluate):
        if isinstance(s.value, ir.FuncCall):      # TVM prints a call statement bare
            self.emit(self.expr(s.value))
            return
        self.emit(f"T.evaluate({self.expr(s.value)})")

    def stmt_Allocate(self, s: ir.Allocate):
        buf = s.buffer
        text = self.buffer_type(buf, "T.alloc_buffer")
        name = self.names.bind(buf, buf.name)
        self.names.data_owner[id(buf.data)] = name
        self.emit(f"{name} = {text}")
        self.stmt(s.body)

    def stmt_DeclBuffer(self, s: ir.DeclBuffer):
        buf = s.buffer
        owner = self.names.data_owner.get(id(buf.data))
        data = f"{owner}.data" if owner is not None else self.names.get(buf.data, buf.data.name)
        args = [self.shape(buf.shape), f'"{buf.dtype.name}"', f"data={data}"]
        args += self.buffer_options(buf)
        name = self.names.bind(buf, buf.name)
        self.emit(f"{name} = T.decl_buffer({', '.join(args)})")
        self.stmt(s.body)

    # TVM's packed calling convention (verirw.packed.printing)
    def stmt_Assert(self, s: ir.Assert):
        packed_printing.assert_stmt(self, s)

    def stmt_Return(self, s: ir.Return):
        packed_printing.return_stmt(self, s)

    def stmt_AttrStmt(self, s: ir.AttrStmt):
        packed_printing.attr_stmt(self, s)

    def stmt_Block(self, s: ir.Block):
        if not self.tvm:
            self.emit(f'with T.block("{s.name}"):')
            self.scoped(s.body)
            return
        # TVM 0.27: the block is T.sblock (T.block is gone from its parser), in an s_tir
        # function; its reads/writes regions are inferred and may not name a variable bound
        # inside it, so the block's leading lets (the block axes verirw reads as lets) move in
        # front of it: a block is a transparent region, so the meaning is the same
        self.names.push()
        body = s.body
        while isinstance(body, ir.LetStmt):
            self.let_line(body)
            body = body.body
        self.emit(f'with T.sblock("{s.name}"):')
        self.blocks.append(s.name)
        self.scoped(body)
        self.blocks.pop()
        self.names.pop()

    # ------------------------------------------------------------------ expressions
    def load_text(self, buf: ir.Buffer, indices) -> str:
        name = self.names.get(buf, buf.name)
        return f"{name}[{', '.join(self.expr(i) for i in indices)}]"

    def call_arg(self, e: ir.Expr) -> str:
        """An argument of a call of a module function: a handle prints as ``X.data``."""
        if isinstance(e, ir.Var) and e.dtype.is_handle:
            owner = self.names.data_owner.get(id(e))
            return f"{owner}.data" if owner is not None else self.names.get(e, e.name)
        return self.expr(e, True)

    def expr(self, e: ir.Expr, context: bool = False) -> str:
        """``context``: the parser will know this expression's dtype from its surroundings."""
        text, _ = self.prec(e, context)
        return text

    def operand(self, e: ir.Expr, context: bool, min_prec: int) -> str:
        text, p = self.prec(e, context)
        return f"({text})" if p < min_prec else text

    def prec(self, e: ir.Expr, context: bool = False) -> tuple[str, int]:
        if isinstance(e, ir.IntImm):
            return self.int_literal(e, context)
        if isinstance(e, ir.FloatImm):
            return self.float_literal(e, context)
        if isinstance(e, ir.Var):
            return self.names.get(e, e.name), _P_ATOM
        if isinstance(e, ir.Undef):
            if context is True:
                return "T.undef()", _P_ATOM
            return f'T.undef(dtype="{e.dtype.name}")', _P_ATOM
        if isinstance(e, ir.BufferLoad):
            return self.load_text(e.buffer, e.indices), _P_ATOM
        cls = type(e)
        op = ops.BY_CLASS.get(cls)
        if op is not None and op.family == ops.ARITH:
            # infix where the parser reads the symbol back (``/`` is IEEE division on floats only)
            symbol = op.symbol or (op.float_symbol if e.dtype.is_float and op.ast_op else None)
            ca, cb = self.contexts(e.a, e.b)
            if op is ops.BITXOR and _all_ones(e.b):       # TVM's ``~a``: the parser's a ^ ones
                return f"~{self.operand(e.a, ca, _P_UNARY)}", _P_UNARY
            if self.tvm and e.dtype.is_float and (_is_literal(e.a) or _is_literal(e.b)):
                # TVM's parser folds float arithmetic with a constant operand as if it were
                # real (0.0 * x -> 0.0, x + 0.0 -> x: wrong for -0.0, NaN, inf); its node
                # constructor does not fold
                return (f"T.{_TVM_NODE[cls]}({self.expr(e.a, _FORCE_TYPED)}, "
                        f"{self.expr(e.b, _FORCE_TYPED)})"), _P_ATOM
            if symbol is not None:
                p = op.prec
                return f"{self.operand(e.a, ca, p)} {symbol} {self.operand(e.b, cb, p + 1)}", p
            return f"T.{op.name}({self.expr(e.a, ca)}, {self.expr(e.b, cb)})", _P_ATOM
        if op is not None and op.family == ops.CMP:
            ca, cb = self.contexts(e.a, e.b)
            text = f"{self.operand(e.a, ca, _P_CMP + 1)} {op.symbol} {self.operand(e.b, cb, _P_CMP + 1)}"
            return text, _P_CMP
        if cls is ir.And and self.is_range_check(e):
            return self.chained(e), _P_CMP
        if cls is ir.And:
            return f"{self.operand(e.a, True, _P_AND)} and {self.operand(e.b, True, _P_AND + 1)}", _P_AND
        if cls is ir.Or:
            # "a and b or c" is legal Python, but the RFC's parenthesised form reads better
            left = self.operand(e.a, True, _P_AND + 1 if isinstance(e.a, ir.And) else _P_OR)
            right = self.operand(e.b, True, _P_AND + 1 if isinstance(e.b, ir.And) else _P_OR + 1)
            return f"{left} or {right}", _P_OR
        if cls is ir.Not:
            return f"not {self.operand(e.a, True, _P_NOT)}", _P_NOT
        if cls is ir.Select:
            ca, cb = self.contexts(e.true_value, e.false_value)
            ca, cb = ca or context, cb or context
            name = "Select" if e.eager else "if_then_else"
            return (f"T.{name}({self.expr(e.cond, True)}, {self.expr(e.true_value, ca)}, "
                    f"{self.expr(e.false_value, cb)})"), _P_ATOM
        if cls is ir.Cast:
            return f'T.Cast("{e.dtype.name}", {self.expr(e.value)})', _P_ATOM
        if cls is ir.Call:
            args = ", ".join(self.expr(a) for a in e.args)
            if e.op == ir.REINTERPRET and self.tvm:
                self.refuse(f"verirw's value-domain marker T.reinterpret(\"{e.dtype.name}\", "
                            f"{args}) (in TVM a same-dtype reinterpret is the identity)")
            if e.op == ir.REINTERPRET:
                return f'T.reinterpret("{e.dtype.name}", {args})', _P_ATOM
            if e.op == ir.BITCAST:       # TVM's own spelling of a bit cast
                return f'T.reinterpret("{e.dtype.name}", {args})', _P_ATOM
            if e.op == ir.FMA:       # TVM's T.fma may or may not fuse: llvm.fma always does
                return f'T.call_llvm_pure_intrin("{e.dtype.name}", "llvm.fma", {args})', _P_ATOM
            return f"T.{e.op}({args})", _P_ATOM
        if cls is ir.RuntimeCall:
            return packed_printing.runtime_call(self, e), _P_ATOM
        if cls is ir.FuncCall:
            if self.module_name is None:
                raise DialectError(f"the call of '{e.name}' names a function of its module: "
                                   "print the IRModule, not the function alone")
            args = ", ".join(self.call_arg(a) for a in e.args)
            return f"{self.module_name}.{e.name}({args})", _P_ATOM
        if cls is ir.AddressOf:
            return f"T.address_of({self.expr(e.load)})", _P_ATOM
        if cls is ir.MakeArray:      # TVM's own printed form of a DLTensor argument
            shape = ", ".join(self.expr(x, True) for x in e.shape)
            return (f"T.tvm_stack_make_array({self.call_arg(e.data)}, "
                    f"T.tvm_stack_make_shape({shape}), 0, {len(e.shape)}, "
                    f"T.{e.elem_dtype.name}(0), {self.expr(e.elem_offset, True)})"), _P_ATOM
        if cls is ir.ExternCall:
            fn = "T.call_pure_extern" if e.pure else "T.call_extern"
            args = "".join(", " + self.expr(a) for a in e.args)
            return f'{fn}("{e.dtype.name}", "{e.name}"{args})', _P_ATOM
        raise TypeError(f"cannot print {type(e).__name__}")

    @staticmethod
    def is_range_check(e: ir.And) -> bool:
        """``lo <= x and x < hi`` prints as the chained ``lo <= x < hi`` (same AST)."""
        a, b = e.a, e.b
        return (type(a) in (ir.LT, ir.LE) and type(b) in (ir.LT, ir.LE) and a.b == b.a
                and not isinstance(a.b, (ir.IntImm, ir.FloatImm, ir.Undef)))

    def chained(self, e: ir.And) -> str:
        a, b = e.a, e.b
        ca, cx = self.contexts(a.a, a.b)
        _, cb = self.contexts(b.a, b.b)
        return (f"{self.operand(a.a, ca, _P_CMP + 1)} {ops.of(a).symbol} "
                f"{self.operand(a.b, cx, _P_CMP + 1)} "
                f"{ops.of(b).symbol} {self.operand(b.b, cb, _P_CMP + 1)}")

    @staticmethod
    def contexts(a: ir.Expr, b: ir.Expr):
        """A literal operand may print bare only if the other operand is typed; two literals
        print typed (``T.int32(2) + T.int32(3)``) or the parser would fold them."""
        la, lb = _is_literal(a), _is_literal(b)
        if la and lb:
            return _FORCE_TYPED, _FORCE_TYPED
        return (not lb, not la)

    def int_literal(self, e: ir.IntImm, context: bool) -> tuple[str, int]:
        if e.dtype == BOOL:
            return ("True" if e.value else "False"), _P_ATOM
        if not e.dtype.min_value <= e.value <= e.dtype.max_value:
            # an index constant beyond its register width (index arithmetic is mathematical):
            # an index cast is the identity, and the parser keeps a cast that does not fit
            wide = "int64" if -(1 << 63) <= e.value < (1 << 63) else None
            if wide is None:
                raise ValueError(f"the index constant {e.value} does not fit in 64 bits")
            if self.tvm:
                self.refuse(f"the {e.dtype.name} index constant {e.value} beyond its width "
                            "(verirw's index arithmetic is mathematical; TVM's cast wraps)")
            return f'T.Cast("{e.dtype.name}", T.{wide}({e.value}))', _P_ATOM
        if self.tvm and (e.dtype != INT32 or context is _FORCE_TYPED):
            # TVM types a bare literal int32 whatever its context, and promotes the other
            # operand to the wider of the two dtypes
            return f"T.{e.dtype.name}({e.value})", _P_ATOM
        if (context is True and not _unsigned_past_int32(e)) or (
                e.dtype == INT32 and context is not _FORCE_TYPED):
            return str(e.value), (_P_UNARY if e.value < 0 else _P_ATOM)
        return f"T.{e.dtype.name}({e.value})", _P_ATOM

    def float_literal(self, e: ir.FloatImm, context: bool) -> tuple[str, int]:
        v = e.value
        if not math.isfinite(v):
            text = "nan" if math.isnan(v) else ("inf" if v > 0 else "-inf")
            return f'T.{e.dtype.name}("{text}")', _P_ATOM
        if self.tvm:
            # typed (a bare literal is float32 to TVM, which promotes float16 arithmetic with
            # it to float32), and the exact value of the dtype (TVM keeps the double it reads)
            if abs(v) > _FLOAT32_MAX:
                self.refuse(f"the {e.dtype.name} literal {float(v)!r} past float32's range "
                            "(TVM's parser reads every float literal through float32)")
            return f"T.{e.dtype.name}({float(v)!r})", _P_ATOM
        text = _float_text(v, e.dtype)
        if (context is True and abs(v) <= _FLOAT32_MAX) or (
                e.dtype == FLOAT32 and context is not _FORCE_TYPED):
            # (a bare float is a float32 literal to TVM's parser first, and to verirw's)
            neg = text.startswith("-")
            return text, (_P_UNARY if neg else _P_ATOM)
        return f"T.{e.dtype.name}({text})", _P_ATOM


def _float_text(v: float, dtype: DType) -> str:
    """Shortest decimal that rounds back to ``v`` in ``dtype``, always with '.' or 'e'."""
    dtype = dtype.compute                      # a bfloat16 literal is a float32 value
    if dtype.bits == 64:
        text = repr(float(v))
    else:
        text = str(np.array(v, dtype=dtype.numpy)[()])
        if abs(float(text)) > float(np.finfo(dtype.numpy).max):
            # the shortest text of the largest finite float32 (3.4028235e+38) is past it as
            # a double, which TVM's parser (and verirw's) refuses: print the exact value
            text = repr(float(v))
    if not any(c in text for c in ".en"):
        text += ".0"
    return text


def _has_block(s: ir.Stmt) -> bool:
    from verirw.visit import walk
    return any(isinstance(x, ir.Block) for x in walk(s))


def _is_zero(e: ir.Expr) -> bool:
    return isinstance(e, ir.IntImm) and e.value == 0


@deep
def script(node, *, dialect: str = "verirw") -> str:
    """TVMScript text for a PrimFunc, an IRModule, a statement or an expression.

    ``dialect="tvm"``: text that Apache TVM 0.27's ``tvm.script.from_source`` reads back; a
    construct TVM cannot express raises ``DialectError`` naming it."""
    p = _Printer(dialect)
    if isinstance(node, ir.IRModule):
        p.module(node)
    elif isinstance(node, ir.PrimFunc):
        p.func(node)
    elif isinstance(node, ir.Stmt):
        p.stmt(node)
    elif isinstance(node, ir.Expr):
        return p.expr(node)
    else:
        raise TypeError(f"cannot print a {type(node).__name__}")
    return "\n".join(p.lines) + "\n"


@deep
def format_expr(e: ir.Expr) -> str:
    """One expression as TVMScript text (for error messages)."""
    return _Printer().expr(e)
