"""Expressions nested deeper than CPython's tokenizer accepts (200 brackets), parsed here.

CPython refuses ``((((...A[0]...) + 1) * 2) ...)`` nested more than 200 brackets deep with
"too many nested parentheses", before any ``ast`` exists. ``splice`` finds each logical line
nested that deep, parses the expression it holds with a precedence-climbing parser over
``tokenize`` tokens into the very ``ast`` nodes CPython would build (same fields, same
line/column positions, so errors point at the same places), and blanks the expression out of the
text as ``(_name   )`` — same length, newlines kept — so CPython parses the rest; ``restore``
puts the parsed expressions back in place of the names. Only what TVMScript expressions use
is accepted (operators, comparisons, ``and``/``or``/``not``, conditional expressions, calls
with keywords, attributes, subscripts with slices, tuples, lists, literals); anything else is
a ScriptError at its position.
"""

from __future__ import annotations

import ast
import io
import tokenize

from verirw.errors import ScriptError

#: logical lines nested deeper than this are parsed here (CPython's limit is 200)
NEST_FROM = 150
_PREFIX = "_verirw_deep_"

_BINARY = {  # operator -> (precedence, ast operator); all left-associative except **
    "|": (1, ast.BitOr), "^": (2, ast.BitXor), "&": (3, ast.BitAnd),
    "<<": (4, ast.LShift), ">>": (4, ast.RShift), "+": (5, ast.Add), "-": (5, ast.Sub),
    "*": (6, ast.Mult), "/": (6, ast.Div), "//": (6, ast.FloorDiv), "%": (6, ast.Mod),
    "@": (6, ast.MatMult),
}
_COMPARE = {"<": ast.Lt, ">": ast.Gt, "==": ast.Eq, ">=": ast.GtE, "<=": ast.LtE,
            "!=": ast.NotEq}
_UNARY = {"-": ast.USub, "+": ast.UAdd, "~": ast.Invert}
_SKIP = (tokenize.NL, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING)


class _Parser:
    """Recursive descent over one expression's tokens (recursion only on nesting, which the
    caller's depth guard allows; flat chains like 10,000-term sums are loops)."""

    def __init__(self, toks: list[tokenize.TokenInfo], filename: str):
        self.toks = toks
        self.i = 0
        self.filename = filename

    # ------------------------------------------------------------------ tokens
    def peek(self) -> tokenize.TokenInfo | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def at(self, *strings: str) -> bool:
        t = self.peek()
        return t is not None and t.type in (tokenize.OP, tokenize.NAME) and t.string in strings

    def take(self) -> tokenize.TokenInfo:
        t = self.peek()
        if t is None:
            last = self.toks[-1]
            raise ScriptError("unexpected end of expression", self.filename, last.end[0],
                              last.end[1] + 1, last.line)
        self.i += 1
        return t

    def expect(self, string: str) -> tokenize.TokenInfo:
        t = self.peek()
        if t is None or t.string != string:
            self.fail(t, f"expected '{string}'")
        return self.take()

    def fail(self, t, message: str):
        t = t or self.toks[-1]
        raise ScriptError(f"invalid syntax in a deeply nested expression: {message}",
                          self.filename, t.start[0], t.start[1] + 1, t.line)

    @staticmethod
    def at_pos(node, start, end):
        node.lineno, node.col_offset = start
        node.end_lineno, node.end_col_offset = end
        return node

    def span(self, node, first: tokenize.TokenInfo):
        prev = self.toks[self.i - 1]
        return self.at_pos(node, first.start, prev.end)

    # ------------------------------------------------------------------ grammar
    def expr(self):
        first = self.peek()
        if self.at("lambda", "yield", "await"):
            self.fail(first, f"'{first.string}' is not supported")
        body = self.disjunction()
        if self.at("if"):
            self.take()
            test = self.disjunction()
            self.expect("else")
            orelse = self.expr()
            return self.span(ast.IfExp(test=test, body=body, orelse=orelse), first)
        return body

    def disjunction(self):
        return self.boolop("or", ast.Or, self.conjunction)

    def conjunction(self):
        return self.boolop("and", ast.And, self.inversion)

    def boolop(self, word, op, operand):
        first = self.peek()
        values = [operand()]
        while self.at(word):
            self.take()
            values.append(operand())
        if len(values) == 1:
            return values[0]
        return self.span(ast.BoolOp(op=op(), values=values), first)

    def inversion(self):
        first = self.peek()
        if self.at("not"):
            self.take()
            return self.span(ast.UnaryOp(op=ast.Not(), operand=self.inversion()), first)
        return self.comparison()

    def comparison(self):
        first = self.peek()
        left = self.binary(1)
        ops, rights = [], []
        while True:
            t = self.peek()
            if t is not None and t.type == tokenize.OP and t.string in _COMPARE:
                self.take()
                ops.append(_COMPARE[t.string]())
            elif self.at("in"):
                self.take()
                ops.append(ast.In())
            elif self.at("not") and self.i + 1 < len(self.toks) and self.toks[self.i + 1].string == "in":
                self.i += 2
                ops.append(ast.NotIn())
            elif self.at("is"):
                self.take()
                if self.at("not"):
                    self.take()
                    ops.append(ast.IsNot())
                else:
                    ops.append(ast.Is())
            else:
                break
            rights.append(self.binary(1))
        if not ops:
            return left
        return self.span(ast.Compare(left=left, ops=ops, comparators=rights), first)

    def binary(self, min_prec: int):
        """Precedence climbing: a flat chain of one level is a loop, not a recursion."""
        first = self.peek()
        left = self.unary()
        while True:
            t = self.peek()
            if t is None or t.type != tokenize.OP or t.string not in _BINARY:
                return left
            prec, op = _BINARY[t.string]
            if prec < min_prec:
                return left
            self.take()
            right = self.binary(prec + 1)
            left = self.span(ast.BinOp(left=left, op=op(), right=right), first)

    def unary(self):
        first = self.peek()
        if first is not None and first.type == tokenize.OP and first.string in _UNARY:
            self.take()
            return self.span(ast.UnaryOp(op=_UNARY[first.string](), operand=self.unary()), first)
        base = self.primary()
        if self.at("**"):
            self.take()
            return self.span(ast.BinOp(left=base, op=ast.Pow(), right=self.unary()), first)
        return base

    def primary(self):
        first = self.peek()
        node = self.atom()
        while True:
            if self.at("."):
                self.take()
                name = self.take()
                if name.type != tokenize.NAME:
                    self.fail(name, "expected a name after '.'")
                node = self.span(ast.Attribute(value=node, attr=name.string, ctx=ast.Load()), first)
            elif self.at("("):
                self.take()
                args, keywords = self.arguments()
                node = self.span(ast.Call(func=node, args=args, keywords=keywords), first)
            elif self.at("["):
                self.take()
                index = self.subscript()
                self.expect("]")
                node = self.span(ast.Subscript(value=node, slice=index, ctx=ast.Load()), first)
            else:
                return node

    def arguments(self):
        args, keywords = [], []
        while not self.at(")"):
            t = self.peek()
            if self.at("*", "**"):
                self.fail(t, "starred arguments are not supported")
            nxt = self.toks[self.i + 1] if self.i + 1 < len(self.toks) else None
            if t is not None and t.type == tokenize.NAME and nxt is not None and nxt.string == "=":
                self.i += 2
                value = self.expr()
                keywords.append(self.span(ast.keyword(arg=t.string, value=value), t))
            else:
                if keywords:
                    self.fail(t, "positional argument follows keyword argument")
                args.append(self.expr())
            if not self.at(","):
                break
            self.take()
        self.expect(")")
        return args, keywords

    def subscript(self):
        first = self.peek()
        items, trailing = [], False
        while True:
            items.append(self.slice_item())
            if not self.at(","):
                break
            self.take()
            trailing = self.at("]")
            if trailing:
                break
        if len(items) == 1 and not trailing:
            return items[0]
        return self.span(ast.Tuple(elts=items, ctx=ast.Load()), first)

    def slice_item(self):
        first = self.peek()
        lower = None if self.at(":") else self.expr()
        if not self.at(":"):
            return lower
        self.take()
        upper = None if self.at(":", ",", "]") else self.expr()
        step = None
        if self.at(":"):
            self.take()
            step = None if self.at(",", "]") else self.expr()
        return self.span(ast.Slice(lower=lower, upper=upper, step=step), first)

    def sequence(self, close: str):
        """Items up to ``close``; also whether a comma was seen (a tuple)."""
        items, comma = [], False
        while not self.at(close):
            items.append(self.expr())
            if not self.at(","):
                break
            self.take()
            comma = True
        self.expect(close)
        return items, comma

    def atom(self):
        t = self.take()
        if t.type == tokenize.NAME:
            if t.string in ("True", "False", "None"):
                value = {"True": True, "False": False, "None": None}[t.string]
                return self.at_pos(ast.Constant(value=value), t.start, t.end)
            if t.string in _KEYWORDS:
                self.fail(t, f"unexpected '{t.string}'")
            return self.at_pos(ast.Name(id=t.string, ctx=ast.Load()), t.start, t.end)
        if t.type == tokenize.NUMBER:
            return self.at_pos(ast.Constant(value=ast.literal_eval(t.string)), t.start, t.end)
        if t.type == tokenize.STRING:
            parts, last = [t], t
            while self.peek() is not None and self.peek().type == tokenize.STRING:
                last = self.take()
                parts.append(last)
            try:
                value = "".join(ast.literal_eval(p.string) for p in parts)
            except (ValueError, SyntaxError, TypeError):
                self.fail(t, "only plain string literals are supported")
            return self.at_pos(ast.Constant(value=value), t.start, last.end)
        if t.type == tokenize.OP and t.string == "(":
            if self.at(")"):
                self.take()
                return self.span(ast.Tuple(elts=[], ctx=ast.Load()), t)
            inner = self.expr()
            if self.at(")"):
                self.take()
                return inner                  # CPython keeps the inner node's own position
            self.expect(",")
            items, _ = self.sequence(")")
            return self.span(ast.Tuple(elts=[inner] + items, ctx=ast.Load()), t)
        if t.type == tokenize.OP and t.string == "[":
            items, _ = self.sequence("]")
            return self.span(ast.List(elts=items, ctx=ast.Load()), t)
        self.fail(t, f"unexpected {t.string!r}" if t.string else "unexpected end of line")


_KEYWORDS = {"if", "else", "and", "or", "not", "in", "is", "for", "lambda", "yield", "await",
             "def", "class", "return", "with", "while", "import", "from", "pass", "del"}
_ASSIGN_OPS = {"=", "+=", "-=", "*=", "/=", "//=", "%=", "&=", "|=", "^=", "<<=", ">>=", "**=",
               "@="}


def _logical_lines(text: str):
    """Token lists of each logical line (tokenize's NEWLINE ends one), layout tokens dropped."""
    line: list[tokenize.TokenInfo] = []
    for t in tokenize.generate_tokens(io.StringIO(text).readline):
        if t.type in _SKIP:
            continue
        if t.type in (tokenize.NEWLINE, tokenize.ENDMARKER):
            if line:
                yield line
            line = []
        else:
            line.append(t)


def _expression_span(toks: list[tokenize.TokenInfo]) -> tuple[int, int] | None:
    """Token range ``[lo, hi)`` of the expression a statement line holds."""
    depth = 0
    top: list[int] = []
    for k, t in enumerate(toks):
        if t.type == tokenize.OP and t.string in "([{":
            depth += 1
        elif t.type == tokenize.OP and t.string in ")]}":
            depth -= 1
        elif depth == 0:
            top.append(k)
    head = toks[0].string
    if head in ("if", "elif", "while"):
        colons = [k for k in top if toks[k].string == ":"]
        return (1, colons[-1]) if colons else None
    if head == "for":
        ins = [k for k in top if toks[k].string == "in"]
        colons = [k for k in top if toks[k].string == ":"]
        return (ins[0] + 1, colons[-1]) if ins and colons else None
    if head in ("assert", "return"):
        return (1, len(toks))
    if head in ("with", "def", "class", "@", "else", "try", "except", "import", "from"):
        return None
    assigns = [k for k in top if toks[k].type == tokenize.OP and toks[k].string in _ASSIGN_OPS]
    return (assigns[-1] + 1, len(toks)) if assigns else (0, len(toks))


def _offsets(text: str) -> list[int]:
    starts, pos = [0], 0
    for line in text.splitlines(keepends=True):
        pos += len(line)
        starts.append(pos)
    return starts


def splice(text: str, filename: str) -> tuple[str, dict[str, ast.expr]] | None:
    """``text`` with every too-deeply nested expression blanked out to a placeholder name, and
    the parsed expressions by name; None when there is none (or tokenizing fails: CPython's
    own error is the better one)."""
    try:
        lines = list(_logical_lines(text))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return None
    starts = _offsets(text)
    chars = list(text)
    parsed: dict[str, ast.expr] = {}
    for toks in lines:
        depth = deepest = 0
        for t in toks:
            if t.type == tokenize.OP and t.string in "([{":
                depth += 1
                deepest = max(deepest, depth)
            elif t.type == tokenize.OP and t.string in ")]}":
                depth -= 1
        if deepest <= NEST_FROM:
            continue
        span = _expression_span(toks)
        if span is None or span[0] >= span[1]:
            continue
        part = toks[span[0]:span[1]]
        parser = _Parser(part, filename)
        node = parser.expr()
        if parser.i != len(part):
            parser.fail(parser.peek(), "unexpected token after the expression")
        lo = starts[part[0].start[0] - 1] + part[0].start[1]
        hi = starts[part[-1].end[0] - 1] + part[-1].end[1]
        name = f"{_PREFIX}{len(parsed)}"
        if hi - lo < len(name) + 2:
            continue
        blank = ["\n" if c == "\n" else " " for c in chars[lo:hi]]
        blank[0] = "("
        blank[1:1 + len(name)] = list(name)
        blank[-1] = ")"
        chars[lo:hi] = blank
        parsed[name] = node
    if not parsed:
        return None
    return "".join(chars), parsed


def restore(tree: ast.AST, parsed: dict[str, ast.expr]) -> None:
    """Put each parsed expression back where its placeholder name stands (in place)."""
    for node in ast.walk(tree):
        for field, value in ast.iter_fields(node):
            if isinstance(value, ast.Name) and value.id in parsed:
                setattr(node, field, parsed[value.id])
            elif isinstance(value, list):
                for k, item in enumerate(value):
                    if isinstance(item, ast.Name) and item.id in parsed:
                        value[k] = parsed[item.id]


def parse_expression(text: str, filename: str = "<string>") -> ast.expr:
    """One expression (all of ``text``) as CPython's ``ast`` would give it, at any depth."""
    toks = [t for line in _logical_lines(text) for t in line]
    if not toks:
        raise ScriptError("empty expression", filename)
    parser = _Parser(toks, filename)
    node = parser.expr()
    if parser.i != len(toks):
        parser.fail(parser.peek(), "unexpected token after the expression")
    return node
