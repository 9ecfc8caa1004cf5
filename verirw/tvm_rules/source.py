"""Rule sites of TVM's RewriteSimplifier, read from ``rewrite_simplify.cc``.

A *site* is one call of ``TVM_TRY_REWRITE``, ``TVM_TRY_REWRITE_IF``,
``TVM_TRY_RECURSIVE_REWRITE`` or ``TVM_TRY_RECURSIVE_REWRITE_IF``. Each has its C++ function
(``VisitExpr_(const AddNode*)``, ``ApplyRewriteRules(LT)``), its line, the guard it sits under
(``IsVectorExpr``, ``IsIndexTypedExpr``, its ``else``, the unsigned 32/64-bit block, or none),
the pattern-variable declarations in scope (``PVar<PrimExpr> x, y``; ``PVar<IntImm> c1``) and
its arguments as C++ text: the source pattern(s) — several through ``matches_one_of(...)`` or
``PMatchesOneOf{...}`` — the result, and the condition.

Nothing here is TVM code: the file is read as text (Apache-2.0, ``../shared/tvm``); only the
rule patterns are kept, as data, with their origin.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

MACROS = ("TVM_TRY_RECURSIVE_REWRITE_IF", "TVM_TRY_RECURSIVE_REWRITE", "TVM_TRY_REWRITE_IF",
          "TVM_TRY_REWRITE")

_FUNC = re.compile(r"^\S.*RewriteSimplifier::Impl::(VisitExpr_\(const (\w+)\*|"
                   r"ApplyRewriteRules\((\w+))")
_DECL = re.compile(r"PVar<(\w+)>\s+([\w\s,]+);")
_CONST_DECL = re.compile(r"(?:PConst<PrimExpr>\s+(\w+)\(|auto\s+(\w+)\s*=\s*PConst<PrimExpr>\()"
                         r"MakeConst\([^;]*?,\s*(true|false)\)")


@dataclass
class Site:
    function: str            # "VisitExpr_(const AddNode*)"
    line: int                # 1-based line of the macro name
    macro: str
    sources: list[str]       # C++ source pattern(s)
    result: str
    condition: str           # "" for the unconditional macros
    guard: str               # vector | index | nonindex | unsigned | none
    decls: dict = field(default_factory=dict)   # pattern variable -> PrimExpr|IntImm|FloatImm|true|false

    @property
    def origin(self) -> str:
        return f"{self.function}:{self.line}"

    @property
    def recursive(self) -> bool:
        return "RECURSIVE" in self.macro


def _strip_comments(text: str) -> str:
    """Comments blanked out (newlines kept, so offsets and lines stay)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def _balanced(text: str, start: int) -> int:
    """Index just past the bracket closing the one at ``start``."""
    pairs = {"(": ")", "{": "}", "[": "]"}
    stack = [pairs[text[start]]]
    i = start + 1
    while stack:
        ch = text[i]
        if ch in pairs:
            stack.append(pairs[ch])
        elif ch in ")}]" and ch != stack.pop():      # pops only a closing bracket
            raise ValueError(f"unbalanced {ch!r} at offset {i}")
        i += 1
    return i


def split_args(text: str) -> list[str]:
    """Top-level comma-separated arguments (brackets nest; ``<``/``>`` do not, except in
    the ``PConst<...>``/``PVar<...>`` template brackets, which hold no commas here)."""
    out, depth, cur = [], 0, []
    for ch in text:
        if ch in "({[":
            depth += 1
        elif ch in ")}]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur).strip())
    return out


def alternatives(src: str) -> list[str]:
    """A source pattern's alternatives: ``matches_one_of(a, b)``, ``PMatchesOneOf{a, b}`` and
    ``(PMatchesOneOf{...})`` expand to their members; anything else is one pattern."""
    s = src.strip()
    while s.startswith("(") and _balanced(s, 0) == len(s):
        s = s[1:-1].strip()
    for head, bracket in (("matches_one_of", "("), ("PMatchesOneOf", "{"),
                          ("PMatchesOneOf", "(")):
        if s.startswith(head):
            rest = s[len(head):].lstrip()
            if rest.startswith(bracket) and _balanced(rest, 0) == len(rest):
                return split_args(rest[1:-1])
    return [src.strip()]


def _guards(text: str) -> list[tuple[int, int, str]]:
    """(start, end, guard) for each guarded block: ``if (IsVectorExpr(...)) {``,
    ``if (IsIndexTypedExpr(...)) {`` and its ``else {``, the unsigned 32/64-bit block."""
    out = []
    for m in re.finditer(r"if \((IsVectorExpr|IsIndexTypedExpr)\((?:[^()]|\([^()]*\))*\)\)\s*\{", text):
        start = m.end() - 1
        end = _balanced(text, start)
        kind = "vector" if m.group(1) == "IsVectorExpr" else "index"
        out.append((start, end, kind))
        m2 = re.match(r"\s*else\s*\{", text[end:])
        if m2:
            s2 = end + m2.end() - 1
            out.append((s2, _balanced(text, s2), "nonindex"))
    for m in re.finditer(r"if \(op_ty\.MatchesCode\(DLDataTypeCode::kDLUInt\)[^{]*\{", text):
        start = m.end() - 1
        out.append((start, _balanced(text, start), "unsigned"))
    return out


def read_sites(text: str) -> list[Site]:
    """Every rule site of a rewrite_simplify.cc, in source order."""
    clean = _strip_comments(text)
    line_at = _LineIndex(clean)
    functions = []          # (offset, name)
    for m in re.finditer(r"(?m)^\S.*RewriteSimplifier::Impl::\w+\([^\n]*$", clean):
        fm = _FUNC.match(m.group(0))
        if fm:
            name = (f"VisitExpr_(const {fm.group(2)}*)" if fm.group(2)
                    else f"ApplyRewriteRules({fm.group(3)})")
        else:
            name = re.search(r"Impl::(\w+)", m.group(0)).group(1)
        functions.append((m.start(), name))
    guards = _guards(clean)
    sites = []
    pattern = re.compile(r"\b(" + "|".join(MACROS) + r")\s*\(")
    for m in pattern.finditer(clean):
        if clean[:m.start()].rstrip().endswith("#define"):
            continue
        line_start = clean.rfind("\n", 0, m.start()) + 1
        if clean[line_start:m.start()].strip().startswith("#define"):
            continue
        open_at = m.end() - 1
        close = _balanced(clean, open_at)
        args = split_args(clean[open_at + 1:close - 1])
        macro = m.group(1)
        want = 3 if macro.endswith("_IF") else 2
        if len(args) != want:
            raise ValueError(f"line {line_at(m.start())}: {macro} with {len(args)} arguments")
        func_off, func = max(((o, n) for o, n in functions if o < m.start()),
                             default=(0, "?"))
        inner = [g for g in guards if g[0] < m.start() < g[1]]
        guard = min(inner, key=lambda g: g[1] - g[0])[2] if inner else "none"
        decls = {}
        body = clean[func_off:m.start()]
        for d in _DECL.finditer(body):
            for name in d.group(2).split(","):
                decls[name.strip()] = d.group(1)
        for d in _CONST_DECL.finditer(body):
            decls[d.group(1) or d.group(2)] = d.group(3)
        sites.append(Site(func, line_at(m.start()), macro, alternatives(args[0]),
                          " ".join(args[1].split()),
                          " ".join(args[2].split()) if want == 3 else "", guard, decls))
    return sites


class _LineIndex:
    def __init__(self, text: str):
        self.starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]

    def __call__(self, offset: int) -> int:
        import bisect
        return bisect.bisect_right(self.starts, offset)
