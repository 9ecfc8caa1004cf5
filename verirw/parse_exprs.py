"""TVMScript reader: expressions, and TVMScript's typing of untyped literals."""

from __future__ import annotations

import ast
import math

import numpy as np

from verirw import ir, ops, parse_builtins
from verirw.packed import parse as packed
from verirw.parse_calls import module_call
from verirw.dtypes import (BOOL, FLOAT32, INT32, INT64, SCALAR_NAMES, DType, common_int,
                           float_round)
from verirw.errors import VerirwError
from verirw.printer import format_expr
from verirw.parse_common import EnvThread, LetDecl, Lit, UntypedUndef, binop_class, dotted, round_float, t_func, unit_shape

#: the largest finite float16 / float32 (the bounds of TVM's literal check)
_FLOAT_MAX = {16: 65504.0, 32: float(np.finfo(np.float32).max)}

#: the operations whose untyped literal operand TVM converts to the other operand's dtype
#: through int32 (``u32 & 2147483648`` is ``u32 & uint32(int32(2147483648))``: refused)
_LITERAL_VIA_INT32 = (ir.BitAnd, ir.BitOr, ir.BitXor, ir.ShiftLeft, ir.ShiftRight)


def _float_division_refused(op: ops.Op) -> str:
    how = {"floordiv": "'//' (floor division)", "floormod": "'%' (floor modulo)"}.get(
        op.name, f"T.{op.name}")
    return (f"{how} of float operands: TVM 0.27 refuses it (its floordiv, floormod and "
            "truncdiv take integer operands only); write T.floor(a / b), or a - b * "
            "T.floor(a / b)")


#: the operations TVM's constant folder folds when both operands are literals
_TVM_FOLDS = (ir.Add, ir.Sub, ir.Mul, ir.Min, ir.Max, ir.FloorDiv, ir.FloorMod, ir.TruncDiv,
              ir.TruncMod)


def tvm_folded(e: ir.Expr) -> int | float | None:
    """The value TVM's constant folder gives a closed literal expression (literal operands of
    ``+ - * min max`` and the integer divisions; integers wrapped to the dtype and floats
    rounded to it, as TVM folds them), else None (also where the division itself is
    undefined: that division is refused where it stands)."""
    if isinstance(e, (ir.IntImm, ir.FloatImm)):
        return e.value
    if isinstance(e, _TVM_FOLDS) and not e.dtype.is_bool:
        op = ops.BY_CLASS[type(e)]
        if e.dtype.is_float and op.division is not None:
            return None
        a, b = tvm_folded(e.a), tvm_folded(e.b)
        if a is None or b is None or any(p.undefined(a, b, bits=e.dtype.bits)
                                         for p in op.partials_for(e.dtype)):
            return None
        value = op.py(a, b)
        return float_round(e.dtype, value) if e.dtype.is_float else e.dtype.wrap(value)
    return None


def _divides_by_literal_zero(op: ops.Op, x: ir.Expr, y: ir.Expr) -> bool:
    """Does TVM 0.27 refuse ``x op y`` for a divisor it folds to zero ("Divide by zero")? Every
    integer division and modulo, and float ``/`` — except the modulo of a uint32/uint64
    (``u32 % 0``, ``T.truncmod(u64, 0)``: accepted) and float ``T.truncmod`` (measured)."""
    if op.division is None:
        return False
    d = x.dtype
    if d.is_float:
        return op.division.part == "quotient" and tvm_folded(y) == 0.0
    if op.division.part == "remainder" and not d.is_signed and d.bits >= 32:
        return False
    return tvm_folded(y) == 0


def _cmp_class(ast_op: ast.cmpop) -> type | None:
    op = ops.BY_AST.get(type(ast_op))
    return op.cls if op is not None and op.family == ops.CMP else None


def _common_dtype(a: DType, b: DType) -> DType:
    if a.is_float or b.is_float:
        if a.is_float and b.is_float:
            return a if a.bits >= b.bits else b
        return a if a.is_float else b
    if a.is_bool:
        return b
    if b.is_bool:
        return a
    return common_int(a, b)


def _fmt_dim(e: ir.Expr) -> str:
    if isinstance(e, ir.IntImm):
        return str(e.value)
    if isinstance(e, ir.Var):
        return e.name
    return "?"


_EXPR_HINTS = {
    "Lambda": " (lambdas belong to schedule code, not to a prim_func)",
    "List": " (lists are only allowed as shapes and loop extents)",
    "JoinedStr": "",
}



class ExprParser:
    """The expressions of ``FuncParser`` (``verirw.parser``)."""

    def condition(self, node: ast.AST) -> ir.Expr:
        e = self.coerce(self.expr(node), BOOL, node)
        if not e.dtype.is_bool:
            raise self.err(node, f"a condition must be boolean, but this is {e.dtype}; "
                                 "compare explicitly (e.g. x != 0)")
        return e

    def expr(self, node: ast.AST):
        method = getattr(self, "expr_" + type(node).__name__, None)
        if method is None:
            raise self.err(node, f"unsupported expression: {type(node).__name__}"
                                 + _EXPR_HINTS.get(type(node).__name__, ""))
        return method(node)

    def expr_Constant(self, node: ast.Constant):
        v = node.value
        if isinstance(v, (bool, int, float)):
            return Lit(v)
        raise self.err(node, f"unsupported literal {v!r} in an expression")

    def expr_Name(self, node: ast.Name):
        if node.id in ("True", "False"):
            return Lit(node.id == "True")
        target = self.scope.lookup(node.id)
        if target is None:
            raise self.undefined(node, node.id)
        if isinstance(target, EnvThread):
            raise self.err(node, f"'{node.id}' = T.env_thread(\"{target.tag}\") is a thread that "
                                 f"no T.launch_thread({node.id}, n) launches here: it has no value")
        if isinstance(target, LetDecl) and target.thread:
            raise self.err(node, f"'{node.id}' = T.{target.dtype.name}() is the variable of a "
                                 f"thread binding T.attr(T.iter_var({node.id}, ...), "
                                 "\"thread_extent\", n): it has a value only after it")
        if isinstance(target, LetDecl):
            raise self.err(node, f"'{node.id}' = T.{target.dtype.name}() declares the variable "
                                 f"of a T.Let expression: it has a value only in the body of "
                                 f"T.Let(..., where={{{node.id}: value}})")
        if isinstance(target, ir.BufferRef):
            raise self.err(node, f"'{node.id}' = T.Buffer(...) without data= only names a buffer "
                                 "for T.attr; declare its storage with T.decl_buffer(..., data=)")
        return target

    def expr_Attribute(self, node: ast.Attribute):
        if node.attr == "data":
            return self.data_ref(node)
        base = dotted(node)
        if isinstance(node.value, ast.Subscript) or (
                isinstance(node.value, ast.Name) and self.scope.lookup(node.value.id) is not None):
            raise self.err(node, f"unsupported attribute '.{node.attr}': it is a Python-side "
                                 "query, not a TIR expression")
        raise self.err(node, f"unknown name '{base}'")

    def expr_Subscript(self, node: ast.Subscript):
        return self.load(node)

    def load(self, node: ast.Subscript) -> ir.BufferLoad:
        buf, indices = self.subscript(node)
        return ir.BufferLoad(buf, indices)

    def subscript(self, node: ast.Subscript) -> tuple[ir.Buffer, tuple[ir.Expr, ...]]:
        if not isinstance(node.value, ast.Name):
            if isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Attribute):
                self.expr(node.value)             # X.view(...)[i]: the method's own error
            raise self.err(node.value, "only buffers can be indexed")
        buf = self.scope.lookup(node.value.id)
        if buf is None:
            raise self.undefined(node.value, node.value.id)
        if not isinstance(buf, ir.Buffer):
            raise self.err(node.value, f"'{node.value.id}' is not a buffer and cannot be indexed")
        sl = node.slice
        items = sl.elts if isinstance(sl, ast.Tuple) else [sl]
        for it in items:
            if isinstance(it, ast.Slice) and self.lane is None:
                raise self.err(it, "buffer regions (slices) are not supported; index every axis")
        if len(items) != buf.ndim:
            dims = ", ".join(_fmt_dim(s) for s in buf.shape)
            raise self.err(node, f"buffer '{buf.name}' has rank {buf.ndim} (shape ({dims}{',' if buf.ndim == 1 else ''})) "
                                 f"but is indexed with {len(items)} "
                                 f"{'index' if len(items) == 1 else 'indices'}")
        indices = []
        for it in items:
            if isinstance(it, ast.Slice):          # b:b + n in a vector store: b + lane
                lane = self.lane_index(it, self.slice_lanes(it), "a buffer slice")
                start = self.coerce(self.expr(it.lower), None, it.lower)
                indices.append(self.binop(ir.Add, start, lane, it))
                continue
            v = self.expr(it)
            if isinstance(v, (UntypedUndef, ir.Undef)):
                raise self.err(it, "T.undef() cannot be used as an index: an undefined index "
                                   "is undefined behaviour (undef_in_index, docs/semantics.md, "
                                   "'T.undef()' rule 4), so no execution of this store or load "
                                   "is defined")
            e = self.coerce(v, None, it)
            if not e.dtype.is_int:
                raise self.err(it, f"a buffer index must be an integer, not {e.dtype}")
            indices.append(e)
        return buf, tuple(indices)

    def expr_UnaryOp(self, node: ast.UnaryOp):
        v = self.expr(node.operand)
        if isinstance(node.op, ast.USub):
            if isinstance(v, Lit) and not isinstance(v.value, bool):
                return Lit(-v.value)
            e = self.coerce(v, None, node.operand)
            if e.dtype.is_int and not e.dtype.is_signed and e.dtype.bits >= 32:
                raise self.err(node, f"'-' of a {e.dtype} operand: TVM 0.27 reads it as a "
                                     "product with the literal -1, which it refuses for an "
                                     "unsigned dtype (\"cannot make uint from negative value\"); "
                                     f"write T.{e.dtype.name}(0) - x")
            return ir.Mul(e, ir.as_expr(-1, e.dtype))
        if isinstance(node.op, ast.UAdd):
            return v
        if isinstance(node.op, ast.Not):
            if isinstance(v, Lit):
                return Lit(not v.value)
            return ir.Not(self.coerce_bool(v, node.operand))
        if isinstance(node.op, ast.Invert):
            return self.bitwise_not(v, node)
        raise self.err(node, f"unsupported unary operator {type(node.op).__name__}")

    def bitwise_not(self, v, node) -> ir.Expr | Lit:
        """``~a`` / ``T.bitwise_not(a)``: ``a ^ all_ones`` at ``a``'s dtype (exactly ``~a`` in
        two's complement, signed or unsigned); the IR has no separate node."""
        if isinstance(v, Lit) and not isinstance(v.value, (bool, float)):
            return Lit(~v.value)
        e = self.coerce(v, None, node)
        if e.dtype.is_bool:                 # TVM: bitwise_not of a bool is logical not
            return ir.Not(e)
        if not e.dtype.is_int:
            raise self.err(node, f"'~' (bitwise not) needs an integer operand, not {e.dtype}")
        ones = -1 if e.dtype.is_signed else e.dtype.max_value
        return ir.BitXor(e, ir.IntImm(ones, e.dtype))

    def expr_BinOp(self, node: ast.BinOp):
        op = binop_class(node.op)
        if op is None:
            raise self.err(node, f"unsupported operator {type(node.op).__name__}")
        return self.binop(op, self.expr(node.left), self.expr(node.right), node)

    def expr_BoolOp(self, node: ast.BoolOp):
        cls = ir.And if isinstance(node.op, ast.And) else ir.Or
        values = [self.coerce_bool(self.expr(node.values[0]), node.values[0])]
        self.lazy += 1              # and/or short-circuit: later operands are evaluated lazily
        try:
            values += [self.coerce_bool(self.expr(v), v) for v in node.values[1:]]
        finally:
            self.lazy -= 1
        out = values[0]
        for v in values[1:]:
            out = cls(out, v)
        return out

    def expr_Compare(self, node: ast.Compare):
        left = self.expr(node.left)
        parts = []
        for op, right_node in zip(node.ops, node.comparators):
            cls = _cmp_class(op)
            if cls is None:
                raise self.err(node, f"unsupported comparison '{type(op).__name__}'")
            right = self.expr(right_node)
            parts.append(self.compare(cls, left, right, node))
            left = right
        return ir.all_of(parts)

    def expr_IfExp(self, node: ast.IfExp):
        cond = self.condition(node.test)
        self.lazy += 1              # a lazy select: one branch is evaluated
        try:
            a, b = self.unify(self.expr(node.body), self.expr(node.orelse), node)
        finally:
            self.lazy -= 1
        return ir.Select(cond, a, b)

    def expr_Tuple(self, node):
        raise self.err(node, "a tuple is not an expression here")

    def expr_Call(self, node: ast.Call):
        fname = t_func(node.func)
        if fname is None:
            call = module_call(self, node, statement=False)
            if call is not None:
                return call
            func = node.func
            if (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
                    and isinstance(self.scope.lookup(func.value.id), ir.Buffer)):
                if func.attr == "view":
                    raise self.err(node, f"{func.value.id}.view(...) is only supported as a "
                                         f"declaration, 'V = {func.value.id}.view(shape)'")
                raise self.err(node, f"{func.value.id}.{func.attr}(...) is not supported: "
                                     f"the buffer method '{func.attr}' is outside verirw's scope")
            raise self.err(node.func, f"unknown function '{ast.unparse(node.func)}'")
        if fname in SCALAR_NAMES or self.value_marker(node, fname):
            # T.uint16/32/64(...) and T.reinterpret("uint32", x) of a value are ordinary
            # literals, casts and markers (the packed reader takes them for its record fields)
            return parse_builtins.read_call(self, node, fname)
        got = packed.expr_call(self, node, fname)
        if got is not None:
            return got                             # TVM's packed API (verirw.packed)
        got = parse_builtins.read_call(self, node, fname)
        if got is not None:
            return got                             # the T.* builtins (verirw.parse_builtins)
        self.out_of_scope(node, fname)
        raise self.err(node.func, f"unknown or unsupported function '{ast.unparse(node.func)}'")

    def value_marker(self, node: ast.Call, fname: str) -> bool:
        """``T.reinterpret("uint32", x)`` of an integer value (verirw's value marker), not of
        a handle (TVM's pointer-to-integer cast, which verirw.packed reads)."""
        if not (fname == "reinterpret" and len(node.args) == 2 and not node.keywords
                and isinstance(node.args[0], ast.Constant)
                and node.args[0].value in SCALAR_NAMES):
            return False
        try:
            value = self.expr(node.args[1])
        except VerirwError:
            return False
        return isinstance(value, Lit) or (isinstance(value, ir.Expr)
                                          and not value.dtype.is_handle)

    def call_args(self, node: ast.Call, fname: str, order: tuple[str, ...],
                  optional: tuple[str, ...] = ()) -> dict:
        """The arguments of ``T.fname`` by name, positional in ``order`` or as keywords; those
        in ``optional`` may be left out."""
        got = {}
        if len(node.args) > len(order):
            raise self.err(node, f"T.{fname} expects {len(order)} positional arguments "
                                 f"({', '.join(order)})")
        for key, arg in zip(order, node.args):
            got[key] = arg
        for kw in node.keywords:
            if kw.arg not in order or kw.arg in got:
                raise self.err(kw.value, f"T.{fname}: unexpected argument '{kw.arg}'")
            got[kw.arg] = kw.value
        missing = [k for k in order if k not in got and k not in optional]
        if missing:
            plural = "s" if len(order) != 1 else ""
            raise self.err(node, f"T.{fname} expects {len(order)} positional argument{plural} "
                                 f"({', '.join(order)}); '{missing[0]}' is missing")
        return got

    def nargs(self, node: ast.Call, n: int, fname: str):
        if len(node.args) != n or node.keywords:
            raise self.err(node, f"T.{fname} expects {n} positional argument{'s' if n != 1 else ''}")

    def dtype_arg(self, node: ast.AST) -> DType:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return self.dtype_name(node.value, node)
        name = t_func(node)
        if name in SCALAR_NAMES:
            return DType.get(name)                 # dtype=T.float32
        if isinstance(node, ast.Name) and self.scope.lookup(node.id) is None:
            value = self.src.python_strings.get(node.id)
            if value is not None:                  # a function object's closure or global
                return self.dtype_name(value, node)
            raise self.err(node, f"the dtype '{node.id}' is a Python variable: verirw reads the "
                                 "script's text without running it, so it cannot know its value; "
                                 "write the dtype itself, a string such as \"float32\" (or "
                                 "T.float32)")
        raise self.err(node, "dtype must be a string such as \"float32\"")

    def dtype_name(self, name: str, node: ast.AST) -> DType:
        if name in SCALAR_NAMES:
            return DType.get(name)
        base, _, lanes = name.partition("x")
        if lanes and base in SCALAR_NAMES:
            if self.lane is not None and lanes == str(self.lane[1]):
                self.lane_uses += 1
                return DType.get(base)         # "float32x4" in a 4-lane store: one lane of it
            raise self.err(node, f"unsupported dtype '{name}': vector dtypes are only supported "
                                 "in a vector store of as many lanes (verirw's IR is scalar)")
        raise self.err(node, f"unknown dtype '{name}'; supported: {', '.join(SCALAR_NAMES)}")

    def literal(self, lit: Lit, dtype: DType, node, typed: bool = False) -> ir.Expr:
        """The literal ``lit`` at ``dtype``; ``typed``: written ``T.<dtype>(lit)``."""
        v = lit.value
        if dtype.is_float:
            self.check_float_literal(v, dtype, node, typed)
            return ir.FloatImm(round_float(float(v), dtype), dtype)
        if dtype.is_bool:
            if isinstance(v, float):
                raise self.err(node, f"cannot use the float {v} as a bool")
            return ir.IntImm(1 if v else 0, BOOL)
        if isinstance(v, float):
            if v != int(v):
                raise self.err(node, f"the float literal {v} is used where {dtype} is expected")
            v = int(v)
        v = int(v)
        if not dtype.min_value <= v <= dtype.max_value:
            raise self.err(node, f"the literal {v} does not fit in {dtype}")
        return ir.IntImm(v, dtype)

    def check_float_literal(self, v, dtype: DType, node, typed: bool) -> None:
        """Refuse a float literal that TVM 0.27's parser refuses: past its dtype's largest finite
        value (``T.float32(1e39)``, ``T.float16(70000)``, an untyped ``70000`` added to a
        float16: "Literal value ... exceeds maximum of float32"), an untyped float past
        float32's (TVM makes every untyped float a float32 literal first: ``A[i] + 1e39`` with
        ``A`` float64 is refused too) and an integer outside int64's range. Infinities and NaN
        are literals of every float dtype. ``T.float64(x)`` past float32's range is read
        (documented difference, docs/semantics.md): TVM's parser refuses it, but its printer
        writes it (``T.min_value("float64")``)."""
        if isinstance(v, bool):
            return
        if isinstance(v, int) and not INT64.min_value <= v <= INT64.max_value:
            raise self.err(node, f"the integer literal {v} is outside int64's range: TVM 0.27's "
                                 "parser cannot represent it")
        x = float(v)
        if not math.isfinite(x) or (typed and dtype.bits == 64):
            return
        untyped_float = isinstance(v, float) and not typed
        limit = FLOAT32 if untyped_float else dtype.compute     # bfloat16: float32's range
        if limit.bits < 64 and abs(x) > _FLOAT_MAX[limit.bits]:
            how = (" (TVM reads an untyped float literal as a float32 literal first, whatever "
                   "its use)" if untyped_float and dtype != FLOAT32 else "")
            raise self.err(node, f"the float literal {v!r} is outside {limit}'s range (largest "
                                 f"finite {_FLOAT_MAX[limit.bits]!r}): TVM 0.27's parser refuses "
                                 f"it (\"Literal value exceeds maximum of {limit}\"){how}; "
                                 f"write T.{dtype.name}(\"inf\") for an infinity")
        if untyped_float and dtype.bits == 16 and not dtype.is_bfloat16 \
                and abs(x) > _FLOAT_MAX[16]:
            raise self.err(node, f"the untyped float literal {v!r} with a float16 operand is "
                                 f"past float16's range: TVM 0.27 computes it in float32 (the "
                                 f"literal is float32 there), verirw would read a float16 "
                                 f"infinity; write T.float32({v!r}) and cast the operand")

    def default(self, v, node) -> ir.Expr:
        if isinstance(v, Lit):
            if isinstance(v.value, bool):
                return ir.IntImm(int(v.value), BOOL)
            if isinstance(v.value, int):
                dtype = INT32 if INT32.min_value <= v.value <= INT32.max_value else INT64
                return self.literal(v, dtype, node)
            return self.literal(v, FLOAT32, node)
        if isinstance(v, UntypedUndef):
            raise self.err(node, "the dtype of T.undef() cannot be inferred here; "
                                 "write T.undef(dtype=\"...\")")
        if isinstance(v, ir.Buffer) and unit_shape(v):
            # TVM prints a load S[0] of a one-element buffer as S (as it prints the store)
            return ir.BufferLoad(v, (ir.IntImm(0, INT32),) * v.ndim)
        if isinstance(v, ir.Buffer):
            raise self.err(node, f"buffer '{v.name}' is used as a value; index it, e.g. {v.name}[i]")
        if isinstance(v, ir.Var) and v.dtype.is_handle:
            raise self.err(node, f"the handle '{v.name}' is used as a value")
        return v

    def coerce(self, v, dtype: DType | None, node) -> ir.Expr:
        """``v`` as an IR expression; untyped literals and undef take ``dtype`` if given."""
        if dtype is not None and isinstance(v, Lit):
            if dtype.is_bool and not isinstance(v.value, bool):
                return self.default(v, node)
            if dtype.is_int and isinstance(v.value, float) and v.value != int(v.value):
                return self.default(v, node)
            return self.literal(v, dtype, node)
        if dtype is not None and isinstance(v, UntypedUndef):
            return ir.Undef(dtype)
        return self.default(v, node)

    def coerce_bool(self, v, node) -> ir.Expr:
        e = self.coerce(v, BOOL, node)
        if not e.dtype.is_bool:
            raise self.err(node, f"'and'/'or'/'not' need boolean operands, not {e.dtype}")
        return e

    def cast_to(self, e: ir.Expr, dtype: DType) -> ir.Expr:
        if e.dtype == dtype:
            return e
        if isinstance(e, ir.IntImm) and dtype.is_float:
            return ir.FloatImm(round_float(float(e.value), dtype), dtype)
        if isinstance(e, ir.IntImm) and (dtype.is_bool or
                                         dtype.min_value <= e.value <= dtype.max_value):
            return ir.IntImm(dtype.wrap(e.value), dtype)
        # a literal that does not fit stays a cast: the identity in index arithmetic, a wrap
        # in value arithmetic (folding it here would decide the domain without its context)
        if isinstance(e, ir.FloatImm) and dtype.is_float:
            return ir.FloatImm(round_float(e.value, dtype), dtype)
        if isinstance(e, ir.Undef):
            return ir.Undef(dtype)
        return ir.Cast(dtype, e)

    def unify(self, a, b, node, op: type | None = None) -> tuple[ir.Expr, ir.Expr]:
        """TVMScript's binary type matching (BinaryOpMatchTypes); ``op``: the IR class of the
        operation (an untyped literal's typing depends on it for unsigned operands)."""
        a_typed = not isinstance(a, (Lit, UntypedUndef))
        b_typed = not isinstance(b, (Lit, UntypedUndef))
        if a_typed and not b_typed:
            a = self.coerce(a, None, node)
            return self.match_literal(a, b, node, left=False, op=op)
        if b_typed and not a_typed:
            b = self.coerce(b, None, node)
            x, y = self.match_literal(b, a, node, left=False, op=op)
            return y, x
        a = self.coerce(a, None, node)
        b = self.coerce(b, None, node)
        if a.dtype == b.dtype:
            return a, b
        target = _common_dtype(a.dtype, b.dtype)
        return self.cast_to(a, target), self.cast_to(b, target)

    def match_literal(self, typed: ir.Expr, lit, node, left: bool,
                      op: type | None = None) -> tuple[ir.Expr, ir.Expr]:
        if isinstance(lit, UntypedUndef):
            return typed, ir.Undef(typed.dtype)
        dtype = typed.dtype
        if isinstance(lit.value, float) and not dtype.is_float:
            self.check_float_literal(lit.value, FLOAT32, node, typed=False)
            f = ir.FloatImm(round_float(lit.value, FLOAT32), FLOAT32)
            return self.cast_to(typed, FLOAT32), f
        if (dtype.is_int and not dtype.is_signed and dtype.bits >= 32
                and not isinstance(lit.value, bool)):
            return self.unsigned_literal(typed, lit.value, node, op)
        if dtype.is_bool and not isinstance(lit.value, bool):
            lit_e = self.default(lit, node)
            return self.cast_to(typed, lit_e.dtype), lit_e
        if isinstance(lit.value, bool) and not dtype.is_bool:
            return typed, self.literal(Lit(int(lit.value)), dtype, node)
        if dtype.is_int and not dtype.min_value <= lit.value <= dtype.max_value:
            wide = common_int(dtype, INT64)
            return self.cast_to(typed, wide), self.literal(lit, wide, node)
        return typed, self.literal(lit, dtype, node)

    def unsigned_literal(self, typed: ir.Expr, v: int, node,
                         op: type | None) -> tuple[ir.Expr, ir.Expr]:
        """An untyped integer literal ``v`` with a uint32/uint64 operand, typed as TVM 0.27
        types it (measured: tests/test_tvm_unsigned_semantics.py). TVM makes ``v`` an int32
        literal (int64 past int32's range) and matches the types (``BinaryOpMatchTypes``): one
        width, the unsigned one wins, so the literal becomes ``uint32(v)``; a wider int64
        literal makes ``int64(u32) op v``. ``==``/``!=`` convert the literal to the operand's
        dtype, and the bitwise operations and shifts convert it through int32. What TVM refuses
        is refused: a negative literal ("cannot make uint from negative value"), a literal
        outside int64, past the dtype in ``==``/``!=``, past int32 in a bitwise operation or
        shift (TVM truncates it to int32 first: ``u64 | 4294967296`` is ``u64 | 0``)."""
        dtype = typed.dtype
        what = f"the literal {v} with a {dtype} operand"
        if v < 0:
            raise self.err(node, f"{what}: TVM 0.27 refuses a negative literal of an unsigned "
                                 "dtype (\"cannot make uint from negative value\"); cast the "
                                 f"operand (T.Cast(\"int64\", ...)) or write T.{dtype.name}(...)")
        if v > INT64.max_value:
            raise self.err(node, f"{what}: TVM 0.27's parser cannot represent an integer "
                                 "literal outside int64's range")
        if v <= INT32.max_value:
            return typed, ir.IntImm(v, dtype)
        if op in _LITERAL_VIA_INT32:
            raise self.err(node, f"{what}: TVM 0.27 converts it to int32 first (it would "
                                 f"compute with {INT32.wrap(v)}); write T.{dtype.name}({v})")
        if op in (ir.EQ, ir.NE) or dtype.bits == 64:
            return typed, self.literal(Lit(v), dtype, node)
        return self.cast_to(typed, INT64), ir.IntImm(v, INT64)

    def binop(self, cls: type, a, b, node) -> ir.Expr | Lit:
        op = ops.BY_CLASS[cls]
        if isinstance(a, Lit) and isinstance(b, Lit) and op.fold \
                and not isinstance(a.value, bool) and not isinstance(b.value, bool):
            if op.call and op.py_float is not None and (isinstance(a.value, float)
                                                        or isinstance(b.value, float)):
                # a T.<name> call on float literals means the IR's float operation
                # (T.max(-0.0, 0.0) is 0.0, TVM's select); TVM's own constant folder uses
                # std::max here (-0.0): its deviation, see docs/semantics.md "Floats"
                return Lit(float(op.py_float(float(a.value), float(b.value))))
            if op.partial is not None and op.partial.undefined(a.value, b.value):
                raise self.err(node, op.partial.message)
            return Lit(op.py(a.value, b.value))
        x, y = self.unify(a, b, node, cls)
        if x.dtype.is_bool and op in (ops.BITAND, ops.BITOR, ops.BITXOR):
            # TVM's ``&``/``|``/``^`` on bools evaluate both operands (no short circuit):
            # exactly the 0/1 integers' bitwise operation, compared with 0
            u8 = DType.get("uint8")
            return ir.NE(cls(self.cast_to(x, u8), self.cast_to(y, u8)), ir.IntImm(0, u8))
        if x.dtype.is_bool:
            raise self.err(node, "arithmetic on booleans is not supported; use and/or/not")
        if x.dtype.is_float and op.py_float is None:       # its entry: integers only
            raise self.err(node, f"T.{op.name} needs integer operands, not {x.dtype}")
        if x.dtype.is_float and op in (ops.FLOORDIV, ops.FLOORMOD):
            raise self.err(node, _float_division_refused(op))
        if _divides_by_literal_zero(op, x, y):
            raise self.err(node, f"division by a literal zero ({format_expr(y)}) in "
                                 f"T.{op.name} of {x.dtype}: TVM 0.27 refuses it when it builds "
                                 "the expression (\"Divide by zero\")")
        amount = tvm_folded(y) if op.partial is not None and op.partial.width_range else None
        if amount is not None and x.dtype.is_signed and not 0 <= amount < x.dtype.bits:
            # as TVM: a literal shift amount out of range (folded: ``x >> (2 // -2)``) is a
            # compile error, of a signed dtype (TVM 0.27 accepts ``u32 >> T.uint32(40)``: a
            # shift out of range when run)
            raise self.err(node, f"{op.partial.message}: {amount} for {x.dtype}")
        return cls(x, y)

    def compare(self, cls: type, a, b, node) -> ir.Expr:
        x, y = self.unify(a, b, node, cls)
        return cls(x, y)

