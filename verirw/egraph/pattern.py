"""Rule patterns: one small language read by both engines.

A pattern is Python expression syntax, parsed with ``ast``::

    (x * c + y) // c        x + y // c        select(c1 < c2, x, y)       If(p, s, s)

Names decide what a leaf is, so a rule reads like the algebra it states:

* ``c``, ``c1``, ``c2``, ``k`` ... (``c``/``k`` followed by digits): a **constant** — matches a
  literal and can be computed with on the right-hand side (``c1 * c2``);
* ``u``: a ``T.undef()`` occurrence (the same occurrence on both sides);
* ``true`` / ``false``: bool literals; numbers: literals of the position's dtype;
* any other name: a **term** (an arbitrary subexpression or, in a statement position, a
  statement);
* calls: ``min max select truncdiv truncmod`` and the statement constructors
  ``If Seq Nop For Eval Append``; ``safe lo hi equiv compl`` only in conditions.

Every operator position gets a dtype variable; arithmetic operands share their result's, a
comparison's operands share one, ``and``/``or``/``not`` are bool. The rule's domain (index
integers, wrapped integers, IEEE floats, fast-math floats) constrains every dtype variable
the left-hand side binds.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass

from verirw import ops
from verirw.errors import VerirwError


class PatternError(VerirwError, ValueError):
    """A rule's pattern or condition is not in the pattern language (a rule-library bug)."""


@dataclass(frozen=True)
class PVar:
    name: str
    kind: str            # "term" | "const" | "undef"


@dataclass(frozen=True)
class PLit:
    value: object        # int | float | bool


@dataclass(frozen=True)
class POp:
    op: str
    args: tuple


Pattern = PVar | PLit | POp

# operator names, symbols and call names come from verirw.ops
ARITH = tuple(op.name for op in ops.binaries())
COMPARE = tuple(op.name for op in ops.comparisons())
LOGIC = tuple(op.name for op in ops.ALL if op.family == ops.LOGIC)
#: the operators a rule may compute on constants when it fires (egglog i64 primitives)
CONSTANT_OPS = tuple(op.name for op in ops.ALL if op.egg_const is not None)
#: statement constructors: name -> argument sorts ("e" expression, "b" bool, "s" statement,
#: "i" the loop variable, "k" the loop kind)
STMT_OPS = {"If": "bss", "Seq": "ss", "Nop": "", "Eval": "e", "Append": "ss",
            "For": "ieeks"}

_BINOPS = {op.ast_op: op.name for op in ops.binaries() if op.symbol}
_CMPOPS = {op.ast_op: op.name for op in ops.comparisons()}
_CALLS = {**{op.name: (op.name, 2) for op in ops.binaries() if op.call},
          "select": ("select", 3)}
_CONST = re.compile(r"^[ck]\d*$")


def parse_pattern(text: str) -> Pattern:
    """Parse one pattern (see module docstring)."""
    try:
        tree = ast.parse(text.strip(), mode="eval").body
    except SyntaxError as exc:
        raise PatternError(f"pattern {text!r}: {exc.msg}") from None
    return _convert(tree, text)


def _convert(node: ast.AST, text: str) -> Pattern:
    if isinstance(node, ast.Name):
        name = node.id
        if name in ("true", "false"):
            return PLit(name == "true")
        if name == "Nop":
            return POp("Nop", ())
        if name == "u":
            return PVar(name, "undef")
        return PVar(name, "const" if _CONST.match(name) else "term")
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) \
            and not isinstance(node.value, bool):
        return PLit(node.value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) \
            and isinstance(node.operand, ast.Constant):
        return PLit(-node.operand.value)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return POp("not", (_convert(node.operand, text),))
    if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
        return POp(_BINOPS[type(node.op)], (_convert(node.left, text), _convert(node.right, text)))
    if isinstance(node, ast.BoolOp):
        op = "and" if isinstance(node.op, ast.And) else "or"
        out = _convert(node.values[0], text)
        for v in node.values[1:]:
            out = POp(op, (out, _convert(v, text)))
        return out
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _CMPOPS:
        return POp(_CMPOPS[type(node.ops[0])],
                   (_convert(node.left, text), _convert(node.comparators[0], text)))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
        name = node.func.id
        args = tuple(_convert(a, text) for a in node.args)
        if name in _CALLS:
            op, arity = _CALLS[name]
        elif name in STMT_OPS:
            op, arity = name, len(STMT_OPS[name])
        elif name in ("safe", "lo", "hi"):
            op, arity = name, 1
        elif name in ("equiv", "compl"):
            op, arity = name, 2
        else:
            raise PatternError(f"pattern {text!r}: unknown function {name}()")
        if len(args) != arity:
            raise PatternError(f"pattern {text!r}: {name}() takes {arity} arguments")
        return POp(op, args)
    raise PatternError(f"pattern {text!r}: {ast.unparse(node)!r} is not in the pattern language")


def variables(p: Pattern, kind: str | None = None) -> list[str]:
    """Names of the pattern's variables (of one kind, if given), in first-use order."""
    out: list[str] = []
    stack = [p]
    while stack:
        q = stack.pop()
        if isinstance(q, PVar):
            if (kind is None or q.kind == kind) and q.name not in out:
                out.append(q.name)
        elif isinstance(q, POp):
            stack.extend(reversed(q.args))
    return out


def occurrences(p: Pattern, name: str) -> int:
    if isinstance(p, PVar):
        return int(p.name == name)
    if isinstance(p, POp):
        return sum(occurrences(a, name) for a in p.args)
    return 0


def is_constant(p: Pattern) -> bool:
    """Only literals and constant variables: computable when the rule fires."""
    if isinstance(p, PLit):
        return not isinstance(p.value, bool)
    if isinstance(p, PVar):
        return p.kind == "const"
    return p.op in CONSTANT_OPS and all(is_constant(a) for a in p.args)


def conjuncts(p: Pattern) -> list[Pattern]:
    if isinstance(p, POp) and p.op == "and":
        return conjuncts(p.args[0]) + conjuncts(p.args[1])
    return [p]


# ----------------------------------------------------------------------------- typing


class Typing:
    """Sorts of a rule's nodes: "bool", "stmt", "loopvar", "kind", or a dtype variable
    ``t0, t1, ...`` (unification over the whole rule: lhs, rhs and conditions)."""

    def __init__(self):
        self._parent: dict[str, str] = {}
        self._fresh = 0
        self.node: dict[int, str] = {}       # id(pattern node) -> sort
        self.var: dict[str, str] = {}        # variable name -> sort
        self.operand: dict[int, str] = {}    # id(comparison) -> its operands' sort

    def new(self) -> str:
        t = f"t{self._fresh}"
        self._fresh += 1
        self._parent[t] = t
        return t

    def find(self, t: str) -> str:
        while t in self._parent and self._parent[t] != t:
            t = self._parent[t]
        return t

    def unify(self, a: str, b: str, where: str) -> str:
        a, b = self.find(a), self.find(b)
        if a == b:
            return a
        if a.startswith("t"):
            self._parent[a] = b
            return b
        if b.startswith("t"):
            self._parent[b] = a
            return a
        raise PatternError(f"{where}: a {a} is used where a {b} is expected")

    def sort_of(self, p: Pattern) -> str:
        if isinstance(p, PVar):
            return self.find(self.var[p.name])
        return self.find(self.node[id(p)])

    def operand_sort(self, p: POp) -> str:
        return self.find(self.operand[id(p)])

    def infer(self, p: Pattern, expected: str, where: str) -> str:
        sort = self._infer(p, where)
        return self.unify(sort, expected, where)

    def _infer(self, p: Pattern, where: str) -> str:
        if isinstance(p, PVar):
            if p.name not in self.var:
                self.var[p.name] = self.new()
            return self.find(self.var[p.name])
        if isinstance(p, PLit):
            sort = "bool" if isinstance(p.value, bool) else self.new()
            self.node[id(p)] = sort
            return sort
        op, args = p.op, p.args
        if op in ARITH:
            t = self.new()
            for a in args:
                t = self.infer(a, t, where)
        elif op in COMPARE:
            t = self.new()
            for a in args:
                t = self.infer(a, t, where)
            self.operand[id(p)] = t       # a comparison remembers its operands' dtype
            t = "bool"
        elif op in LOGIC:
            for a in args:
                self.infer(a, "bool", where)
            t = "bool"
        elif op == "select":
            self.infer(args[0], "bool", where)
            t = self.infer(args[2], self.infer(args[1], self.new(), where), where)
        elif op in STMT_OPS:
            sorts = {"e": None, "b": "bool", "s": "stmt", "i": "loopvar", "k": "kind"}
            for a, code in zip(args, STMT_OPS[op]):
                self.infer(a, sorts[code] or self.new(), where)
            t = "stmt"
        elif op == "safe":
            self.infer(args[0], self.new(), where)
            t = "bool"
        elif op in ("equiv", "compl"):
            for a in args:
                self.infer(a, "bool", where)
            t = "bool"
        elif op in ("lo", "hi"):
            t = self.infer(args[0], self.new(), where)
        else:
            raise PatternError(f"{where}: unknown operator {op}")
        self.node[id(p)] = t
        return t
