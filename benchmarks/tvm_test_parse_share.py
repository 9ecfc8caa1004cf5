"""How many of the TVMScript programs in a directory of TVM-style test files verirw's parser reads.

    python benchmarks/tvm_test_parse_share.py [DIR] [--list] [--json OUT]

``DIR`` (default ``/tmp/tvm_tests``) holds Python test files, e.g. a copy of Apache TVM's
``tests/python/tir-transform/``; nothing of them is in this repository. Each file is read with
Python's ``ast`` (never imported or run), and its programs are:

* every ``@T.prim_func``-decorated function (at any depth: nested in test functions, methods,
  ``if`` bodies), except those inside an ir_module class;
* every ``@I.ir_module`` / ``@tvm.script.ir_module`` / ``@ir_module`` class (one program);
* a class attribute ``before`` / ``expected`` that is a plain function whose first parameter is
  not ``self`` (``tvm.testing.CompareBeforeAfter`` reads those as ``@T.prim_func``).

Each program's text is tried with (a) TVM's own parser (``tvm.script.from_source``, with the
decorator's ``check_well_formed=``), to know which programs are TVMScript at all, and (b)
``verirw.parse``. A program TVM refuses is not counted in the share; one that names a Python
variable bound outside it (a closure, a module constant, a fixture) is counted apart, since
neither parser can read it from its text. The share is verirw-parsed / TVM-valid.

verirw's refusals are grouped by message with names and numbers masked. A refusal by design
(``T.x is not supported: <reason>``, an ir_module holding Relax functions) is listed apart from
the constructs verirw does not read yet. With TVM not installed, every program counts as valid
unless it names a closure variable.
"""

from __future__ import annotations

import argparse
import ast
import builtins
import collections
import contextlib
import io
import json
import os
import re
import sys
import textwrap
import warnings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

import verirw  # noqa: E402
from verirw.errors import ScriptError  # noqa: E402

#: names a program may use without binding them (TVMScript's modules and Python's builtins)
KNOWN_GLOBALS = {"T", "I", "tir", "tvm", "R", "relax", "ir", "Tx", "tirx", "Axis", "TypeVar",
                 "ir_module", "prim_func"} | set(dir(builtins))


def _dotted(node) -> str:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
    return ".".join(reversed(parts))


def _deco_name(dec) -> str:
    return _dotted(dec.func if isinstance(dec, ast.Call) else dec)


def is_prim_func(node) -> bool:
    return isinstance(node, ast.FunctionDef) and any(
        _deco_name(d).split(".")[-1] == "prim_func" for d in node.decorator_list)


def is_module(node) -> bool:
    return isinstance(node, ast.ClassDef) and any(
        _deco_name(d).split(".")[-1] == "ir_module" for d in node.decorator_list)


def _is_before_after(node, parent) -> bool:
    if not (isinstance(parent, ast.ClassDef) and isinstance(node, ast.FunctionDef)
            and node.name in ("before", "expected") and not node.decorator_list):
        return False
    args = node.args.posonlyargs + node.args.args
    return not (args and args[0].arg in ("self", "cls"))


class Program:
    def __init__(self, file, node, kind, scope_names, lines, context):
        self.file = file
        self.node = node
        self.kind = kind                  # "prim_func" | "ir_module" | "before/expected"
        self.context = context            # the enclosing test function / class, for --list
        self.name = node.name
        self.line = node.lineno
        start = min([node.lineno] + [d.lineno for d in node.decorator_list])
        text = textwrap.dedent("\n".join(lines[start - 1:node.end_lineno])) + "\n"
        if kind == "before/expected":
            text = "@T.prim_func\n" + text
        self.text = text
        self.closure = sorted(self._free_names() & scope_names)
        self.check_well_formed = True
        for dec in node.decorator_list:
            if isinstance(dec, ast.Call):
                for kw in dec.keywords:
                    if kw.arg == "check_well_formed" and isinstance(kw.value, ast.Constant):
                        self.check_well_formed = bool(kw.value.value)

    def _free_names(self) -> set[str]:
        loads, stores = set(), set()
        for sub in ast.walk(self.node):
            if isinstance(sub, ast.Name):
                (loads if isinstance(sub.ctx, ast.Load) else stores).add(sub.id)
            elif isinstance(sub, (ast.FunctionDef, ast.ClassDef)):
                stores.add(sub.name)
                if isinstance(sub, ast.FunctionDef):
                    for a in sub.args.posonlyargs + sub.args.args + sub.args.kwonlyargs:
                        stores.add(a.arg)
        return loads - stores - KNOWN_GLOBALS


def _bound_names(body) -> set[str]:
    """Names a scope binds directly (assignments, imports, defs, parameters)."""
    out = set()
    for stmt in body:
        for sub in ast.walk(stmt):
            if isinstance(sub, ast.Name) and isinstance(sub.ctx, ast.Store):
                out.add(sub.id)
            elif isinstance(sub, (ast.Import, ast.ImportFrom)):
                for alias in sub.names:
                    out.add((alias.asname or alias.name).split(".")[0])
            elif isinstance(sub, (ast.FunctionDef, ast.ClassDef)):
                out.add(sub.name)
                if isinstance(sub, ast.FunctionDef):
                    for a in sub.args.posonlyargs + sub.args.args + sub.args.kwonlyargs:
                        out.add(a.arg)
    return out - KNOWN_GLOBALS


def programs_of(path: str) -> list[Program]:
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SyntaxWarning)
        tree = ast.parse(text, path)
    lines = text.splitlines()
    file = os.path.basename(path)
    found: list[Program] = []
    module_names = _bound_names(tree.body)

    def visit(node, parent, scope_names, context):
        for child in ast.iter_child_nodes(node):
            if is_module(child):
                found.append(Program(file, child, "ir_module", scope_names, lines, context))
                continue
            if is_prim_func(child):
                found.append(Program(file, child, "prim_func", scope_names, lines, context))
                continue
            if _is_before_after(child, node):
                found.append(Program(file, child, "before/expected", scope_names, lines,
                                     context))
                continue
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                visit(child, node, scope_names | _bound_names(child.body)
                      | (_bound_names([child]) if isinstance(child, ast.FunctionDef) else set()),
                      child.name if context is None else f"{context}.{child.name}")
            else:
                visit(child, node, scope_names, context)

    visit(tree, None, module_names, None)
    return found


# ----------------------------------------------------------------------------- the two parsers


def tvm_parser():
    try:
        import tvm  # noqa: F401
        from tvm.script import from_source
        from tvm.script.parser.core.entry import _default_globals
        from tvm.script.parser import ir as I
        from tvm.script.parser import tirx as T
    except ImportError:
        return None
    extra = dict(_default_globals())
    extra.update({"ir_module": I.ir_module, "prim_func": T.prim_func})

    def read(program: Program) -> bool:
        """True when TVM reads the program only once its blocks are taken as S-TIR (below)."""
        sink = io.StringIO()
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink), _quiet_fd2():
            try:
                from_source(program.text, extra_vars=dict(extra),
                            check_well_formed=program.check_well_formed)
                return False
            except Exception as e:              # noqa: BLE001
                if S_TIR_SKEW not in str(e):
                    raise
            # TVM 0.27 checks a function with blocks as S-TIR only under @T.prim_func(s_tir=True),
            # which test files written for other TVM versions do not say: parsing succeeded, only
            # that dialect check failed; the program is TVMScript all the same
            from_source(program.text, extra_vars=dict(extra), check_well_formed=False)
            return True

    return read


@contextlib.contextmanager
def _quiet_fd2():
    """TVM's C++ logging (e.g. a CUDA target's warnings) writes to file descriptor 2 itself."""
    sys.stderr.flush()
    saved = os.dup(2)
    try:
        with open(os.devnull, "w") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


#: TVM 0.27's well-formedness complaint about a block in a function not marked s_tir=True
S_TIR_SKEW = "TIR verifier does not support statement s_tir.SBlockRealize"


_MASKS = [
    (re.compile(r"^\S+:\d+(:\d+)?: error: "), ""),
    (re.compile(r"'(?!T\.)[^']*'"), "'…'"),          # names are masked, builtins (T.x) kept
    (re.compile(r'"[^"]*"'), '"…"'),
    (re.compile(r"\b\d+\b"), "N"),
]


def group_of(message: str) -> str:
    first = message.strip().splitlines()[0] if message.strip() else message
    for pattern, repl in _MASKS:
        first = pattern.sub(repl, first)
    return first[:150]


_BY_DESIGN = re.compile(r"(T\.[\w.]+ is not supported: [^:(;]*)|(Relax functions are not "
                        r"supported)")
#: other refusals by contract, named in verirw's docs (message fragment -> category)
_BY_CONTRACT = {
    "an undefined index is undefined behaviour": "T.undef() as an index (undef_in_index)",
    # TVM 0.27's own compile refuses `if x:` for an int x ("Expected boolean argument")
    "a condition must be boolean": "a non-boolean condition (TVM's compiler refuses it too)",
    # TVM's CanonicalizeLoop refuses these steps; TVM gives such a loop no meaning
    "a loop step must be a positive integer literal": "a negative or symbolic loop step",
}


def by_design(message: str) -> str | None:
    for fragment, label in _BY_CONTRACT.items():
        if fragment in message:
            return label
    m = _BY_DESIGN.search(message)
    if m is None:
        return None
    text = m.group(0)
    return text if len(text) < 110 else text[:110] + "…"


def verirw_read(program: Program) -> str | None:
    """None when verirw reads the program, else the reason."""
    try:
        verirw.parse(program.text, filename=f"{program.file}:{program.name}")
    except ScriptError as e:
        return e.message
    except Exception as e:               # a crash is a bug in verirw: reported as such
        return f"CRASH {type(e).__name__}: {e}"
    return None


# ----------------------------------------------------------------------------- the report


def measure(directory: str, listing: bool = False) -> dict:
    read_tvm = tvm_parser()
    files = sorted(f for f in os.listdir(directory) if f.endswith(".py"))
    rows = []
    reasons = collections.Counter()
    design = collections.Counter()
    tvm_reasons = collections.Counter()
    tvm_examples: dict[str, str] = {}
    examples: dict[str, str] = {}
    failures = []
    for f in files:
        row = {"file": f, "programs": 0, "closure": 0, "tvm_rejects": 0, "valid": 0,
               "parsed": 0, "by_design": 0, "s_tir_skew": 0, "rejected_but_read": 0}
        for p in programs_of(os.path.join(directory, f)):
            row["programs"] += 1
            if read_tvm is not None:
                try:
                    row["s_tir_skew"] += read_tvm(p)
                except Exception as e:                    # noqa: BLE001
                    if p.closure:
                        row["closure"] += 1
                    else:
                        row["tvm_rejects"] += 1
                        key = group_of(_tvm_message(e))
                        tvm_reasons[key] += 1
                        tvm_examples.setdefault(key, f"{p.file}:{p.line} {p.name}")
                        row["rejected_but_read"] += verirw_read(p) is None
                    continue
            elif p.closure:
                row["closure"] += 1
                continue
            row["valid"] += 1
            reason = verirw_read(p)
            if reason is None:
                row["parsed"] += 1
                continue
            where = f"{p.file}:{p.line} {p.context or ''}:{p.name}"
            failures.append((where, reason))
            named = by_design(reason)
            if named is not None:
                row["by_design"] += 1
                design[named] += 1
            else:
                key = group_of(reason)
                reasons[key] += 1
                examples.setdefault(key, where)
        rows.append(row)
    total = {k: sum(r[k] for r in rows) for k in rows[0] if k != "file"} if rows else {}
    return {"files": rows, "total": total, "reasons": reasons, "by_design": design,
            "tvm_reasons": tvm_reasons, "tvm_examples": tvm_examples, "examples": examples, "failures": failures,
            "tvm": read_tvm is not None}


def _tvm_message(e: Exception) -> str:
    text = str(e)
    m = re.search(r"error: (.*)", text)
    return m.group(1) if m else text.splitlines()[0] if text else type(e).__name__


def _pct(a: int, b: int) -> str:
    return f"{100.0 * a / b:5.1f}%" if b else "   - "


def report(result: dict, listing: bool = False) -> str:
    out = []
    w = max([len(r["file"]) for r in result["files"]] + [5])
    out.append(f"{'file':<{w}}  progs  closure  tvm-rej  valid  verirw  by-design  share")
    for r in result["files"]:
        out.append(f"{r['file']:<{w}}  {r['programs']:5}  {r['closure']:7}  "
                   f"{r['tvm_rejects']:7}  {r['valid']:5}  {r['parsed']:6}  {r['by_design']:9}  "
                   f"{_pct(r['parsed'], r['valid'])}")
    t = result["total"]
    if t:
        out.append(f"{'TOTAL':<{w}}  {t['programs']:5}  {t['closure']:7}  {t['tvm_rejects']:7}  "
                   f"{t['valid']:5}  {t['parsed']:6}  {t['by_design']:9}  "
                   f"{_pct(t['parsed'], t['valid'])}")
        out.append(f"\nverirw reads {t['parsed']} of {t['valid']} programs TVM reads "
                   f"({_pct(t['parsed'], t['valid']).strip()}); {t['by_design']} refused by "
                   f"design; {t['closure']} need Python closure variables and "
                   f"{t['tvm_rejects']} are refused by TVM "
                   f"({'TVM' if result['tvm'] else 'TVM not installed: not'} checked)")
        rest = t["valid"] - t["by_design"]
        out.append(f"outside the refusals by design: {t['parsed']} of {rest} "
                   f"({_pct(t['parsed'], rest).strip()})")
        out.append(f"{t['s_tir_skew']} valid programs have blocks in a function TVM 0.27 wants "
                   f"marked s_tir=True (read without that dialect check); verirw reads "
                   f"{t['rejected_but_read']} of the {t['tvm_rejects']} TVM refuses")
    if result["reasons"]:
        out.append("\nnot read yet (grouped; one example each):")
        for key, n in result["reasons"].most_common():
            out.append(f"  {n:4}  {key}\n        e.g. {result['examples'][key]}")
    if result["by_design"]:
        out.append("\nrefused by design:")
        for key, n in result["by_design"].most_common():
            out.append(f"  {n:4}  {key}")
    if result["tvm_reasons"]:
        out.append("\nrefused by TVM 0.27 itself (not counted):")
        for key, n in result["tvm_reasons"].most_common(15):
            out.append(f"  {n:4}  {key}\n        e.g. {result['tvm_examples'][key]}")
    if listing:
        out.append("\nevery program verirw does not read:")
        for where, reason in result["failures"]:
            out.append(f"  {where}: {reason.splitlines()[0][:200]}")
    return "\n".join(out)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("directory", nargs="?", default="/tmp/tvm_tests")
    ap.add_argument("--list", action="store_true", help="list every program verirw refuses")
    ap.add_argument("--json", metavar="OUT", help="write the counts as JSON")
    args = ap.parse_args(argv)
    result = measure(args.directory)
    print(report(result, args.list))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump({"files": result["files"], "total": result["total"],
                       "reasons": dict(result["reasons"]),
                       "by_design": dict(result["by_design"])}, fh, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
