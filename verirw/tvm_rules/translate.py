"""TVM rule sites translated into verirw rule data (``Rule(name, lhs, rhs, when)``).

The C++ pattern expressions of a site are parsed (a small precedence parser for the C++
operators and calls they use) and written out in verirw's pattern language
(``verirw.egraph.pattern``), fully parenthesised:

* ``PVar<PrimExpr>`` variables become term variables, ``PVar<IntImm>`` constants (``c1``);
* ``floordiv``/``floormod`` are ``//``/``%``; ``truncdiv``/``truncmod`` (TVM's ``Div``/``Mod``)
  stay calls; ``min max select``; ``&& || !`` are ``and or not``;
  ``ZeroWithTypeLike(x)``/``OneWithTypeLike(x)`` are ``0``/``1``, ``ctrue``/``cfalse``
  ``true``/``false``;
* conditions: ``c1.Eval()->value`` is ``c1``; C++ ``%`` and ``/`` on ``int64_t`` truncate
  (``truncmod``/``truncdiv``), TVM's ``floordiv``/``floormod`` helpers floor;
  ``CanProveGreaterEqual(e, k)`` is ``e >= k``, ``CanProveLess(e, k)`` ``e < k``,
  ``CanProveEqual(e, k)`` ``e == k``, ``CanProve(p)`` ``p`` — in verirw a condition is what
  is known of the matched values (the analyzer's bounds; the e-graph's interval lattice),
  proven as a hypothesis; ``SideEffect(x) <= kReadState`` is ``safe(x)``.

A term variable matched twice stands for one value only if its evaluation is pure and
defined (TVM compares subterms structurally); the pattern language says so with
``safe(x)``, added for every term variable used more than once.

Sites outside the language are *out of scope* with a reason: vector lanes
(``ramp``/``broadcast``/``lanes``), ``vscale`` conditions, float-literal pattern variables.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from verirw.egraph.pattern import PatternError, occurrences, parse_pattern, variables
from verirw.egraph.rule import Rule
from verirw.tvm_rules.source import Site

# ----------------------------------------------------------------------------- C++ parsing

_TOKEN = re.compile(r"\s*(?:(\d+\.\d*f?|\d+)|(\w+(?:::\w+)*)|(&&|\|\||<=|>=|==|!=|<<|>>|->|[-+*/%<>!~&|^(),.{}]))")

_BINARY = [("||",), ("&&",), ("|",), ("^",), ("&",), ("==", "!="), ("<", "<=", ">", ">="),
           ("<<", ">>"), ("+", "-"), ("*", "/", "%")]
_PREC = {op: i + 1 for i, ops in enumerate(_BINARY) for op in ops}


class OutOfScope(Exception):
    """A site (or one of its patterns) verirw's rule language cannot state."""


def _tokens(text: str) -> list[str]:
    out, pos = [], 0
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise OutOfScope(f"cannot read C++ text {text[pos:pos + 20]!r}")
        out.append(m.group(1) or m.group(2) or m.group(3))
        pos = m.end()
    return out


def _preprocess(text: str) -> str:
    text = re.sub(r"(\w+)\.Eval\(\)->value", r"\1", text)
    text = re.sub(r"\.Eval\(\)", "", text)
    text = re.sub(r"PConst<\w+>", "PConst", text)
    text = re.sub(r"IntImm\(op->ty\.as_or_throw<PrimType>\(\),", "IntImm(", text)
    return text


class _Parser:
    def __init__(self, text: str):
        self.toks = _tokens(_preprocess(text))
        self.i = 0

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, want=None):
        tok = self.peek()
        if tok is None or (want is not None and tok != want):
            raise OutOfScope(f"expected {want!r}, got {tok!r}")
        self.i += 1
        return tok

    def parse(self):
        e = self.expr(0)
        if self.peek() is not None:
            raise OutOfScope(f"trailing {self.peek()!r}")
        return e

    def expr(self, min_prec):
        left = self.unary()
        while True:
            op = self.peek()
            prec = _PREC.get(op)
            if prec is None or prec <= min_prec - 1 or prec < min_prec:
                return left
            self.take()
            right = self.expr(prec + 1)
            left = ("bin", op, left, right)

    def unary(self):
        tok = self.peek()
        if tok in ("!", "-", "~"):
            self.take()
            return ("un", tok, self.unary())
        return self.postfix(self.atom())

    def atom(self):
        tok = self.take()
        if tok == "(":
            e = self.expr(0)
            self.take(")")
            return e
        if re.match(r"\d", tok):
            return ("num", float(tok.rstrip("f")) if "." in tok else int(tok))
        if re.match(r"\w", tok):
            if self.peek() == "(":
                self.take()
                args = []
                if self.peek() != ")":
                    args.append(self.expr(0))
                    while self.peek() == ",":
                        self.take()
                        args.append(self.expr(0))
                self.take(")")
                return ("call", tok, args)
            return ("name", tok)
        raise OutOfScope(f"unexpected {tok!r}")

    def postfix(self, e):
        while self.peek() in (".", "->"):
            self.take()
            member = self.take()
            raise OutOfScope(f"member access .{member} outside the pattern language")
        return e


def parse_cpp(text: str):
    return _Parser(text).parse()


# ----------------------------------------------------------------------------- emission

_VECTOR = {"ramp", "broadcast"}
_CMP = {"<", "<=", ">", ">=", "==", "!="}
_CONST_NAME = re.compile(r"^[ck]\d*$")
_RESERVED = {"u", "true", "false", "Nop", "and", "or", "not", "min", "max", "select", "lo",
             "hi", "safe", "If", "Seq", "For", "Eval", "Append", "equiv", "compl", "in", "is"}


class _Emitter:
    def __init__(self, site: Site, condition: bool = False):
        self.site = site
        self.condition = condition
        self.names: dict[str, str] = {}

    def name(self, cpp: str) -> str:
        kind = self.site.decls.get(cpp)
        if cpp in ("lanes",) or kind is None and cpp.startswith("lanes"):
            raise OutOfScope("vector lanes (ramp/broadcast)")
        if kind in ("true", "false"):
            return kind
        if kind is None:
            raise OutOfScope(f"{cpp} is not a pattern variable")
        if kind == "FloatImm":
            raise OutOfScope("float-literal pattern variable (FloatImm)")
        if kind == "IntImm":
            return cpp if _CONST_NAME.match(cpp) else self._fresh(cpp, "k")
        if kind == "PrimExpr":
            if _CONST_NAME.match(cpp) or cpp in _RESERVED:
                return self._fresh(cpp, "v_")
            return cpp
        raise OutOfScope(f"pattern variable of kind {kind}")

    def _fresh(self, cpp, prefix):
        if cpp not in self.names:
            self.names[cpp] = f"{prefix}{len(self.names) + 90}"
        return self.names[cpp]

    def emit(self, e) -> str:
        tag = e[0]
        if tag == "num":
            if isinstance(e[1], float):
                raise OutOfScope("float literal")
            return str(e[1])
        if tag == "name":
            return self.name(e[1])
        if tag == "un":
            op, a = e[1], self.emit(e[2])
            if op == "!":
                return f"(not {a})"
            if op == "-":
                return f"(0 - {a})"
            raise OutOfScope("bitwise not")
        if tag == "bin":
            op, a, b = e[1], self.emit(e[2]), self.emit(e[3])
            if op == "&&":
                return f"({a} and {b})"
            if op == "||":
                return f"({a} or {b})"
            if op in ("/", "%"):
                if not self.condition:
                    raise OutOfScope(f"ambiguous {op} in a pattern")
                # C++ int64_t division truncates
                return f"{'truncdiv' if op == '/' else 'truncmod'}({a}, {b})"
            if op in ("<<", ">>", "&", "|", "^") and not self.condition:
                raise OutOfScope(f"bitwise {op} pattern")
            return f"({a} {op} {b})"
        if tag == "call":
            return self.call(e[1], e[2])
        raise OutOfScope(f"cannot emit {e!r}")

    def call(self, fn: str, args) -> str:
        if fn in _VECTOR:
            raise OutOfScope("vector lanes (ramp/broadcast)")
        if fn in ("floordiv", "floormod") and len(args) == 2:
            a, b = (self.emit(x) for x in args)
            return f"({a} {'//' if fn == 'floordiv' else '%'} {b})"
        if fn in ("truncdiv", "truncmod", "min", "max") and len(args) == 2:
            a, b = (self.emit(x) for x in args)
            return f"{fn}({a}, {b})"
        if fn in ("select", "if_then_else") and len(args) == 3:
            return "select(" + ", ".join(self.emit(x) for x in args) + ")"
        if fn == "ZeroWithTypeLike":
            return "0"
        if fn == "OneWithTypeLike":
            return "1"
        if fn in ("PConst", "IntImm") and len(args) == 1:
            return self.emit(args[0])
        if self.condition:
            return self.cond_call(fn, args)
        raise OutOfScope(f"{fn}() is not in verirw's pattern language")

    def cond_call(self, fn: str, args) -> str:
        if fn == "CanProveGreaterEqual":
            return f"({self.emit(args[0])} >= {self.emit(args[1])})"
        if fn == "CanProveLess":
            return f"({self.emit(args[0])} < {self.emit(args[1])})"
        if fn == "CanProveEqual":
            return f"({self.emit(args[0])} == {self.emit(args[1])})"
        if fn == "CanProve" and len(args) == 1:
            return self.emit(args[0])
        if fn == "ContainsVscaleCall":
            raise OutOfScope("scalable-vector condition (ContainsVscaleCall)")
        if fn == "is_pow2_le_bits" and len(args) == 1:
            # v > 0 and a power of two (v <= 2^bits holds for every constant of the dtype)
            v = self.emit(args[0])
            return f"(({v} > 0) and (({v} & ({v} - 1)) == 0))"
        raise OutOfScope(f"analyzer condition {fn}() has no meaning in verirw's contract")


def _side_effect(cond: str) -> str:
    """``SideEffect(x.Eval()) <= CallEffectKind::kReadState`` -> ``CanBeSafe(x)`` marker."""
    return re.sub(r"SideEffect\((\w+)(?:\.Eval\(\))?\)\s*<=\s*CallEffectKind::k(?:ReadState|Pure)",
                  r"SafeMarker(\1)", cond)


# ----------------------------------------------------------------------------- translation


@dataclass
class Translation:
    site: Site
    index: int                     # which alternative of the site
    rule: Rule | None              # None: out of scope
    reason: str = ""               # why out of scope
    auto_safe: tuple = ()          # safe() conditions added for repeated term variables
    cond_text: str = ""            # the translated TVM condition alone

    @property
    def name(self) -> str:
        return rule_name(self.site, self.index)


_SHORT = {"AddNode": "add", "SubNode": "sub", "MulNode": "mul", "DivNode": "div",
          "ModNode": "mod", "FloorDivNode": "floordiv", "FloorModNode": "floormod",
          "MinNode": "min", "MaxNode": "max", "AndNode": "and", "OrNode": "or",
          "SelectNode": "select", "NotNode": "not", "EQNode": "eq", "LTNode": "lt"}


def rule_name(site: Site, index: int) -> str:
    m = re.search(r"const (\w+)\*|ApplyRewriteRules\((\w+)\)", site.function)
    key = (m.group(1) or m.group(2) + "Node") if m else "f"
    short = _SHORT.get(key, key.lower())
    suffix = f"-{chr(ord('a') + index)}" if len(site.sources) > 1 else ""
    return f"{short}-L{site.line}{suffix}"


def translate_site(site: Site) -> list[Translation]:
    """One translation per alternative of the site's source pattern."""
    out = []
    for k, src in enumerate(site.sources):
        try:
            out.append(_translate(site, k, src))
        except OutOfScope as exc:
            out.append(Translation(site, k, None, str(exc)))
    return out


def _translate(site: Site, k: int, src: str) -> Translation:
    if site.guard == "vector":
        raise OutOfScope("vector lanes (ramp/broadcast): verirw has no lane-level pattern")
    emitter = _Emitter(site)
    lhs = emitter.emit(parse_cpp(src))
    rhs = emitter.emit(parse_cpp(site.result))
    conds: list[str] = []
    if site.condition:
        cond = _side_effect(site.condition)
        cemit = _Emitter(site, condition=True)
        cemit.names = emitter.names
        tree = parse_cpp(cond)
        conds = [_safe_markers(c) for c in _conjuncts_text(cemit, tree)]
    cond_text = " and ".join(conds)
    try:
        lp, rp = parse_pattern(lhs), parse_pattern(rhs)
    except PatternError as exc:
        raise OutOfScope(f"not in the pattern language: {exc}") from None
    loose = [v for v in variables(rp) if v not in variables(lp)]
    if loose:
        raise OutOfScope(f"result uses {', '.join(loose)}, unbound by this alternative")
    repeated = sorted(v for v in variables(lp, "term")
                      if max(occurrences(lp, v), occurrences(rp, v)) > 1)
    safe = [f"safe({v})" for v in repeated if f"safe({v})" not in conds]
    when = " and ".join([*safe, *conds])
    return Translation(site, k, Rule(rule_name(site, k), _unparen(lhs), _unparen(rhs),
                                     when=when), auto_safe=tuple(safe), cond_text=cond_text)


def _conjuncts_text(em: _Emitter, tree) -> list[str]:
    if tree[0] == "bin" and tree[1] == "&&":
        return _conjuncts_text(em, tree[2]) + _conjuncts_text(em, tree[3])
    if tree[0] == "call" and tree[1] == "SafeMarker":
        return [f"safe({em.name(tree[2][0][1])})"]
    text = em.emit(tree)
    bare = _unparen(text)
    # a disjunction stays parenthesised: it is one conjunct of the condition
    return [text if tree[0] == "bin" and tree[1] == "||" else bare]


def _safe_markers(text: str) -> str:
    return text


def _unparen(text: str) -> str:
    """Drop one pair of redundant outer parentheses."""
    if text.startswith("(") and text.endswith(")"):
        depth = 0
        for i, ch in enumerate(text):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0 and i < len(text) - 1:
                return text
        return text[1:-1]
    return text
