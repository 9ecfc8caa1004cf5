"""IR <-> egglog terms (see ``schema`` for the encoding).

One ``Codec`` per function: it names every binder uniquely (a loop variable reused by two
loops gets two names, so each name's range is a global fact), interns buffers and the
statements egglog does not look into (``Allocate``/``DeclBuffer``/``Block`` wrappers), and
gives every ``T.undef()`` occurrence its own id. Decoding maps the names back to the very
``Var``/``Buffer`` objects of the input.
"""

from __future__ import annotations

import dataclasses
import itertools
import re

from verirw import ir, ops
from verirw.dtypes import BOOL, DType
from verirw.errors import VerirwError
from verirw.semantics import as_value, is_marker, value_oracle


TRUE = '(Int 1 "bool")'
_LET_IDS = itertools.count()        # global names stay unique across e-graph scopes
#: a statement list's text is bound to a ``let`` once it is longer than this (characters):
#: small enough that egglog's quadratic parsing stays negligible, large enough that a 1,000-
#: statement program needs ~100 lets rather than 1,000
LET_CHARS = 1000


class DecodeError(VerirwError):
    """An extracted term does not map back to the IR (an engine bug, never user input)."""


class KindChange(DecodeError):
    """An extracted term cannot keep its value domain in the IR (kept for callers that catch
    it; decoding now marks such terms with ``T.reinterpret`` instead, see ``_keep_kind``)."""


def _quote(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Codec:
    def __init__(self):
        self.vars: dict[str, ir.Var] = {}           # egglog name -> Var
        self._suffix: dict[str, int] = {}           # base name -> last suffix tried
        self.bound: list[ir.Var] = []               # vars.values() in binding order
        self._scope: dict[int, str] = {}            # id(Var) -> egglog name (innermost)
        self.buffers: dict[str, ir.Buffer] = {}
        self._buffer_keys: dict[int, str] = {}
        self.wrappers: list[ir.Stmt] = []
        self._undefs = 0
        self.dtype_keys: set[str] = set()
        self.value_vars: set[int] = set()           # ids of let vars bound to values
        self._value_oracle = value_oracle(self.value_vars)    # linear on deep chains
        self.loop_ranges: list[tuple[str, str, str]] = []   # (var term, min term, end term)
        self.lets: list[str] = []                   # egglog commands binding list cells
        self._let_names: set[str] = set()

    # ----------------------------------------------------------------- names

    def _fresh(self, base: str) -> str:
        """``base``, else ``base_k`` for the first free k (names are never freed, so the
        search resumes where the last one for ``base`` stopped: linear, not quadratic, in
        the number of loops reusing one variable name)."""
        k = self._suffix.get(base, 0)
        name = base if k == 0 else f"{base}_{k}"
        while name in self.vars:
            k += 1
            name = f"{base}_{k}"
        self._suffix[base] = k
        return name

    def bind(self, v: ir.Var) -> str:
        name = self._fresh(v.name)
        self.vars[name] = v
        self.bound.append(v)
        self._scope[id(v)] = name
        return name

    def var_name(self, v: ir.Var) -> str:
        name = self._scope.get(id(v))
        if name is None:                  # a free variable: parameter or buffer data
            name = self.bind(v)
        return name

    def buffer_key(self, b: ir.Buffer) -> str:
        key = self._buffer_keys.get(id(b))
        if key is None:
            key, k = b.name, 0
            while key in self.buffers and self.buffers[key] is not b:
                k += 1
                key = f"{b.name}_{k}"
            self.buffers[key] = b
            self._buffer_keys[id(b)] = key
        return key

    # ----------------------------------------------------------------- expressions

    def key(self, dtype: DType, value: bool) -> str:
        if dtype.is_bool:
            k = "bool"
        elif dtype.is_float:
            k = "f:" + dtype.name
        else:
            k = ("v:" if value else "i:") + dtype.name
        self.dtype_keys.add(k)
        return k

    def is_value(self, e: ir.Expr) -> bool:
        return self._value_oracle(e)

    def expr(self, e: ir.Expr, context_value: bool = False) -> str:
        t = type(e)
        if t is ir.IntImm:
            if not -(1 << 63) <= e.value < (1 << 63):
                # egglog's constants are i64 (a uint64 literal past 2**63 would abort it)
                raise DecodeError(f"the constant {e.value} ({e.dtype}) does not fit egglog's "
                                  "64-bit signed integers")
            return f"(Int {e.value} {_quote(self.key(e.dtype, context_value))})"
        if t is ir.FloatImm:
            return f"(Flt {_quote(repr(float(e.value)))} {_quote(self.key(e.dtype, True))})"
        if t is ir.Var:
            value = id(e) in self.value_vars or not e.dtype.is_int
            return f"(Var {_quote(self.var_name(e))} {_quote(self.key(e.dtype, value))})"
        if t is ir.Undef:
            self._undefs += 1
            return f"(Undef {self._undefs} {_quote(self.key(e.dtype, True))})"
        if t is ir.ExternCall:
            # an impure call is an effect: a fresh id keeps two of them from ever merging
            self._undefs += 0 if e.pure else 1
            ident = 0 if e.pure else self._undefs
            return (f"(Extern {ident} {_quote(e.name)} {_quote(self.key(e.dtype, True))} "
                    f"{self.args(e.args, True)})")
        family = ops.family(e)
        if family == ops.ARITH:
            value = self.is_value(e)
            return (f"({ops.of(e).egg} {_quote(self.key(e.dtype, value))} "
                    f"{self.expr(e.a, value)} {self.expr(e.b, value)})")
        if family == ops.CMP:
            value = self.is_value(e.a) or self.is_value(e.b)
            return (f"({ops.of(e).egg} {_quote(self.key(e.a.dtype, value))} "
                    f"{self.expr(e.a, value)} {self.expr(e.b, value)})")
        if t is ir.And or t is ir.Or:
            return f"({t.__name__} {self.expr(e.a)} {self.expr(e.b)})"
        if t is ir.Not:
            return f"(Not {self.expr(e.a)})"
        if t is ir.Select:
            value = self.is_value(e)
            head = "SelectE" if e.eager else "Select"    # no rule matches an eager select
            return (f"({head} {self.expr(e.cond)} {self.expr(e.true_value, value)} "
                    f"{self.expr(e.false_value, value)})")
        if t is ir.Cast:
            value = self.is_value(e.value)
            return f"(Cast {_quote(self.key(e.dtype, value))} {self.expr(e.value, value)})"
        if t is ir.BufferLoad:
            return f"(Load {_quote(self.buffer_key(e.buffer))} {self.args(e.indices)})"
        if t is ir.Call:
            value = self.is_value(e)
            if is_marker(e):
                arg = e.args[0]
                if isinstance(arg, ir.IntImm):     # a value constant: a v-keyed literal
                    return f"(Int {e.dtype.wrap(arg.value)} {_quote(self.key(e.dtype, True))})"
                # the argument keeps its own domain: the marker only wraps its result
                return (f"(Call {_quote(e.op)} {_quote(self.key(e.dtype, True))} "
                        f"{self.args(e.args)})")
            return (f"(Call {_quote(e.op)} {_quote(self.key(e.dtype, value))} "
                    f"{self.args(e.args, value)})")
        raise DecodeError(f"no egglog encoding for {t.__name__}")

    def args(self, items, context_value: bool = False) -> str:
        out = "(ANil)"
        for item in reversed(items):
            out = f"(ACons {self.expr(item, context_value)} {out})"
        return out

    # ----------------------------------------------------------------- statements

    def stmt_list(self, s: ir.Stmt | None) -> str:
        """A body as a cons list ending in Nop. A cell whose text grows past ``LET_CHARS`` is
        bound to its own ``let`` (see ``_let``); smaller lists stay inline."""
        items = [] if s is None else (list(s.stmts) if isinstance(s, ir.SeqStmt) else [s])
        out = "(Nop)"
        encoded = [self.stmt(x) for x in items]
        for x in reversed(encoded):
            out = f"(Seq {x} {out})"
            if len(out) > LET_CHARS:
                out = self._let(out)
        return out

    def root(self, s: ir.Stmt | None) -> str:
        """The function body as a let-bound list (``stmt_list``'s text bound to a name):
        extraction must start from the very e-node inserted, not from the same text parsed
        again after the run (rules may have subsumed the original node)."""
        term = self.stmt_list(s)
        return term if term in self._let_names else self._let(term)

    def _let(self, term: str) -> str:
        """Bind ``term`` to a fresh global: egglog parses one deeply nested program text in
        quadratic time and memory (800 statements: 2.2 s, 2.9 GB), a chain of small lets in
        linear (3,200 statements: 1.1 s, 0.1 GB). Each let costs ~0.3 ms whatever its size
        (up to a few kB), so a let holds up to ``LET_CHARS`` of text rather than one cell."""
        name = f"$c{next(_LET_IDS)}"
        self.lets.append(f"(let {name} {term})")
        self._let_names.add(name)
        return name

    def stmt(self, s: ir.Stmt) -> str:
        t = type(s)
        if t is ir.SeqStmt:
            # a nested sequence: spliced into the parent list by Append
            return f"(Append {self.stmt_list(s)} (Nop))" if s.stmts else "(Nop)"
        if t is ir.BufferStore:
            value = self.is_value(s.value) or s.buffer.dtype.is_int
            return (f"(Store {_quote(self.buffer_key(s.buffer))} {self.expr(s.value, value)} "
                    f"{self.args(s.indices)})")
        if t is ir.IfThenElse:
            return (f"(If {self.expr(s.condition)} {self.stmt_list(s.then_case)} "
                    f"{self.stmt_list(s.else_case)})")
        if t is ir.For:
            lo, extent = self.expr(s.min), self.expr(s.extent)
            name = self.bind(s.loop_var)
            var = self.expr(s.loop_var)
            end = f"(Add {_quote(self.key(s.loop_var.dtype, False))} {lo} {extent})"
            if not (isinstance(s.extent, ir.IntImm) and s.extent.value <= 0):
                # an empty loop's range is a contradiction (lo <= v < lo): from it the bounds
                # and facts rules derive without end; its body never runs, so it needs none
                self.loop_ranges.append((var, lo, end))
            return f"(For {_quote(name)} {lo} {extent} {_quote(s.kind)} {self.stmt_list(s.body)})"
        if t is ir.LetStmt:
            value = self.expr(s.value)
            if self.is_value(s.value):
                self.value_vars.add(id(s.var))
            name = self.bind(s.var)
            return f"(Let {_quote(name)} {value} {self.stmt_list(s.body)})"
        if t is ir.Assume:
            # opaque: a user's assume is never rewritten or removed (only RemoveAssume may)
            self.wrappers.append(s)
            return f"(Assume {len(self.wrappers) - 1})"
        if t is ir.Evaluate:
            return f"(Eval {self.expr(s.value)})"
        if t in (ir.Allocate, ir.DeclBuffer, ir.Block):
            if t is not ir.Block:
                self.buffer_key(s.buffer)
            self.wrappers.append(s)
            return f"(Wrap {len(self.wrappers) - 1} {self.stmt_list(s.body)})"
        raise DecodeError(f"no egglog encoding for {t.__name__}")

    # ----------------------------------------------------------------- decoding

    def decode_stmt(self, term) -> ir.Stmt:
        items = self._list(term)
        return ir.seq(*items) if items else ir.NOOP

    def _list(self, term) -> list[ir.Stmt]:
        out = []
        while True:
            if isinstance(term, tuple) and term[0] == "Seq":
                out.extend(self._stmt(term[1]))
                term = term[2]
            elif term == ("Nop",):
                return out
            else:
                return out + self._stmt(term)

    def _stmt(self, term) -> list[ir.Stmt]:
        head = term[0]
        if head == "Nop":
            return []
        if head == "Seq":
            return self._list(term)
        if head == "Store":
            buf = self.buffers[term[1]]
            return [ir.BufferStore(buf, self.decode_expr(term[2]), tuple(self._args(term[3])))]
        if head == "If":
            cond, then, other = self.decode_expr(term[1]), self._list(term[2]), self._list(term[3])
            if not then and other:            # `if c: pass else: s` reads as `if not c: s`
                cond, then, other = ir.negate(cond), other, []
            return [ir.IfThenElse(cond, ir.seq(*then) if then else ir.NOOP,
                                  ir.seq(*other) if other else None)]
        if head == "For":
            body = self._list(term[5])
            return [ir.For(self.vars[term[1]], self.decode_expr(term[2]),
                           self.decode_expr(term[3]), term[4],
                           ir.seq(*body) if body else ir.NOOP)]
        if head == "Let":
            body = self._list(term[3])
            var, value = self.vars[term[1]], self.decode_expr(term[2])
            if id(var) in self.value_vars:
                value = as_value(value, var.dtype, self.value_vars)  # its uses keep wrapping
            return [ir.LetStmt(var, value, ir.seq(*body) if body else ir.NOOP)]
        if head == "Assume":
            return [self.wrappers[term[1]]]
        if head == "Eval":
            return [ir.Evaluate(self.decode_expr(term[1]))]
        if head == "Wrap":
            body = self._list(term[2])
            node = self.wrappers[term[1]]
            return [dataclasses.replace(node, body=ir.seq(*body) if body else ir.NOOP)]
        raise DecodeError(f"cannot decode statement {head}")

    def _args(self, term) -> list[ir.Expr]:
        out = []
        while term[0] == "ACons":
            out.append(self.decode_expr(term[1]))
            term = term[2]
        return out

    def _keep_kind(self, key: str, node: ir.Expr) -> ir.Expr:
        """A value-domain term (key ``v:``) whose extracted operands read no memory (``A[i] *
        0 + x*y`` -> ``0 + x*y``) would be index arithmetic in the IR, without wrap-around:
        its first integer operand gets the value marker, which keeps the operation wrapping
        (compositionality: the meaning of an operation depends only on its operands')."""
        if not key.startswith("v:") or self.is_value(node):
            return node
        if isinstance(node, ir.CmpOp) and all(
                isinstance(x, ir.IntImm) and x.dtype.min_value <= x.value <= x.dtype.max_value
                for x in (node.a, node.b)):
            return node                  # in-range literals compare the same in either domain
        if isinstance(node, (ir.BinaryOp, ir.CmpOp)):
            return dataclasses.replace(node, a=as_value(node.a))
        if isinstance(node, ir.Cast):
            return ir.Cast(node.dtype, as_value(node.value))
        if isinstance(node, ir.Call) and node.args:
            return dataclasses.replace(node, args=(as_value(node.args[0]), *node.args[1:]))
        raise KindChange(f"cannot keep the value domain of {node!r}")

    def decode_expr(self, term) -> ir.Expr:
        head = term[0]
        if head == "Int":
            dtype = _dtype(term[2])
            if term[2].startswith("v:"):         # a value constant: its wrapped value
                return ir.IntImm(dtype.wrap(term[1]), dtype)
            if dtype.is_int and not dtype.min_value <= term[1] <= dtype.max_value:
                # rules compute index constants only within int32 (``rule.INDEX_CONST_MAX``):
                # a value past its dtype would be an overflow, poison, with no literal
                raise DecodeError(f"the index constant {term[1]} does not fit {dtype}")
            return ir.IntImm(term[1], dtype)
        if head == "Flt":
            return ir.FloatImm(float(term[1]), _dtype(term[2]))
        if head == "Var":
            return self.vars[term[1]]
        if head == "Undef":
            return ir.Undef(_dtype(term[2]))
        op = ops.BY_EGG.get(head)
        if op is not None and op.family in (ops.ARITH, ops.CMP):
            node = op.cls(self.decode_expr(term[2]), self.decode_expr(term[3]))
            return self._keep_kind(term[1], node)
        if head in ("And", "Or"):
            return getattr(ir, head)(self.decode_expr(term[1]), self.decode_expr(term[2]))
        if head == "Not":
            return ir.Not(self.decode_expr(term[1]))
        if head in ("Select", "SelectE"):
            return ir.Select(*(self.decode_expr(t) for t in term[1:4]), eager=head == "SelectE")
        if head == "Cast":
            node = ir.Cast(_dtype(term[1]), self.decode_expr(term[2]))
            return self._keep_kind(term[1], node)
        if head == "Load":
            return ir.BufferLoad(self.buffers[term[1]], tuple(self._args(term[2])))
        if head == "Extern":
            return ir.ExternCall(term[2], tuple(self._args(term[4])), _dtype(term[3]),
                                 term[1] == 0)
        if head == "Call":
            node = ir.Call(term[1], tuple(self._args(term[3])), _dtype(term[2]))
            return node if term[1] == ir.REINTERPRET else self._keep_kind(term[2], node)
        raise DecodeError(f"cannot decode expression {head}")


def _dtype(key: str) -> DType:
    if key == "bool":
        return BOOL
    return DType.get(key.split(":", 1)[1])


# ----------------------------------------------------------------------------- s-expressions


def parse_sexpr(text: str):
    """egglog's extraction output -> nested tuples (strings unquoted, numbers as int).
    Iterative: a statement list is as deep as it is long."""
    stack: list[list] = [[]]
    top = stack[0]
    for token in _TOKEN.findall(text):
        c = token[0]
        if c == "(":
            top = []
            stack.append(top)
        elif c == ")":
            if len(stack) < 2:
                raise DecodeError(f"malformed extraction output: {text[:80]!r}")
            done = tuple(stack.pop())
            top = stack[-1]
            top.append(done)
        elif c == '"':
            if len(token) < 2:                # an unterminated string
                raise DecodeError(f"malformed extraction output: {text[:80]!r}")
            body = token[1:-1]
            top.append(_UNESCAPE.sub(r"\1", body) if "\\" in body else body)
        elif c in _NUMBER_START:
            try:
                top.append(int(token))
            except ValueError:
                top.append(token)
        else:
            top.append(token)
    if len(stack) != 1 or len(stack[0]) != 1:
        raise DecodeError(f"malformed extraction output: {text[:80]!r}")
    return stack[0][0]


#: a parenthesis, a quoted string (a backslash escapes the next character), an atom, or a
#: quote that starts no complete string (malformed)
_TOKEN = re.compile(r'[()]|"(?:[^"\\]|\\.)*"|[^\s()"]+|"')
_UNESCAPE = re.compile(r"\\(.)", re.S)
_NUMBER_START = frozenset("+-0123456789")
