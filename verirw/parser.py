"""TVMScript (the subset used by RFC 0039/0077 and by current TVM) -> verirw IR.

The text is parsed with Python's ``ast`` and never executed. Every rejection is a
``ScriptError`` with ``file:line:col`` and a caret under the offending code.

Typing follows TVMScript: Python literals are untyped until combined with a typed operand
(``A[i] + 1`` with float32 ``A`` makes ``1`` a float32 literal); mixed int/float operands cast
the int; mixed widths widen; a stored value is cast to the buffer's dtype. Untyped literals
default to int32 / float32 / bool.

The reader of one function, ``FuncParser``, is made of one mixin per concept:
``verirw.parse_decls`` (parameters, size variables, buffer declarations), ``verirw.parse_stmts``
(statements), ``verirw.parse_exprs`` (expressions and typing), with the ``T.*`` expression
builtins in a table (``verirw.parse_builtins``) and what they share in ``verirw.parse_common``.
This module holds the entry points (``parse``, ``parse_all``) and the source positions.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
import warnings
from typing import Callable

from verirw import ir
from verirw.errors import ScriptError
from verirw.guard import deep
from verirw.parse_calls import signatures
from verirw.parse_common import OUT_OF_SCOPE, Deferred, Lit, Scope, dotted
from verirw.parse_decls import DeclParser
from verirw.parse_exprs import ExprParser
from verirw.parse_stmts import StmtParser


def _is_prim_func_decorator(dec: ast.AST) -> bool:
    target = dec.func if isinstance(dec, ast.Call) else dec
    name = dotted(target) or ""
    return name.split(".")[-1] == "prim_func"


def _is_module_decorator(dec: ast.AST) -> bool:
    target = dec.func if isinstance(dec, ast.Call) else dec
    name = dotted(target) or ""
    return name.split(".")[-1] == "ir_module"


def _decorator_private(dec: ast.AST) -> bool:
    if isinstance(dec, ast.Call):
        for kw in dec.keywords:
            if kw.arg == "private" and isinstance(kw.value, ast.Constant):
                return bool(kw.value.value)
    return False



# ----------------------------------------------------------------------------- the source


class _Source:
    """Where the text came from, to turn AST positions into ``file:line:col``."""

    def __init__(self, text: str, filename: str, line_offset: int = 0, col_offset: int = 0):
        self.text = text
        self.filename = filename
        self.line_offset = line_offset
        self.col_offset = col_offset
        self.lines = text.splitlines()
        self.type_vars: dict[str, ast.Assign] = {}   # module-level `n = TypeVar("n")`
        #: the strings a parsed function object refers to by name (its closure's and globals'
        #: values when it was defined: ``T.Buffer((16,), dtype)`` in a parametrised test)
        self.python_strings: dict[str, str] = {}

    def error(self, node: ast.AST | None, message: str) -> ScriptError:
        if node is None or not hasattr(node, "lineno"):
            return ScriptError(message, self.filename)
        line = node.lineno
        col = node.col_offset + 1
        src = self.lines[line - 1] if 0 < line <= len(self.lines) else None
        if src is not None and self.col_offset:
            src = " " * self.col_offset + src
        return ScriptError(message, self.filename, line + self.line_offset, col + self.col_offset, src)



# ----------------------------------------------------------------------------- function parser


class FuncParser(DeclParser, StmtParser, ExprParser):
    """Reads one ``@T.prim_func`` into a ``PrimFunc`` (``parse_function``)."""

    def __init__(self, src: _Source):
        self.src = src
        self.scope = Scope()
        self.attrs: list[tuple[str, object]] = []
        self.params: list[ir.Var] = []
        self.buffer_map: list[tuple[ir.Var, ir.Buffer]] = []
        self.allocated: set[int] = set()       # ids of buffers bound by ``X = T.allocate(...)``
        self.buffer_refs: list = []           # (name, call) of ``x = T.Buffer(shape)`` (verirw.packed)
        self.blocks: list[list[tuple[ir.Var, ir.Expr]]] = []   # reduce iterators per open block
        self.init_allowed: set[int] = set()    # ids of the `with T.init()` nodes in block headers
        self.where_allowed: set[int] = set()   # ids of the T.where(...) calls in block headers
        self.loop_min: dict[int, ir.Expr] = {}  # id(loop var) -> its minimum (for T.axis.remap)
        self.loop_kinds: list[str | None] = []  # enclosing loops' kinds (None: a block) for break
        self.rest_of_list: tuple[list, int] = ([], 0)   # the statement list a binding is read in
        self.size_decls: set[int] = set()      # ids of the top-level `n = T.int32()` statements
        self.lane: tuple[ir.Var, int] | None = None   # the lane variable of a vector store
        self.lane_uses = 0                     # vector constructs read in the stored value
        #: (class name, {function name: parse_calls.Signature}) of the ir_module being read
        self.module: tuple[str, dict] | None = None
        #: (var, value) of the T.Let expressions of the statement being read (a LetStmt each
        #: around it, parse_builtins._let); None where a T.Let is not supported
        self.expr_lets: list[tuple[ir.Var, ir.Expr]] | None = None
        self.lazy = 0                          # T.if_then_else branches being read

    def err(self, node, message) -> ScriptError:
        return self.src.error(node, message)

    def deferred(self, make: Callable[[ir.Stmt], ir.Stmt]) -> Deferred:
        """A binding over the rest of the block (for verirw.packed.parse)."""
        return Deferred(self, make)

    def int_literal(self, node: ast.AST) -> int | None:
        """The Python int ``node`` is, or None (for verirw.packed.parse)."""
        value = self.expr(node)
        return value.value if isinstance(value, Lit) and type(value.value) is int else None

    def out_of_scope(self, node: ast.AST, fname: str | None):
        """Raise the reason when ``T.fname`` is a TVMScript builtin outside verirw's scope."""
        if fname is None:
            return
        reason = OUT_OF_SCOPE.get(fname)
        if reason is None and fname.startswith("tvm_"):
            reason = "it is a TVM runtime intrinsic"
        if reason is not None:
            raise self.err(node, f"T.{fname} is not supported: {reason}")

    def undefined(self, node: ast.AST, name: str) -> ScriptError:
        gone = self.scope.ended.get(name)
        if isinstance(gone, ir.Buffer):
            return self.err(node, f"undefined variable '{name}': buffer '{name}' was declared in "
                                  "an inner scope (a block, loop or branch) that has ended")
        if gone is not None:
            return self.err(node, f"undefined variable '{name}': it was bound in an inner scope "
                                  "(a loop, branch or block) that has ended")
        return self.err(node, f"undefined variable '{name}'")


# ----------------------------------------------------------------------------- entry points


def _module_type_vars(tree: ast.Module) -> dict[str, ast.Assign]:
    """Module-level ``n = TypeVar("n")`` (or ``typing.TypeVar``) with the name repeated."""
    out = {}
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name) and isinstance(node.value, ast.Call)
                and dotted(node.value.func) in ("TypeVar", "typing.TypeVar")
                and len(node.value.args) == 1 and isinstance(node.value.args[0], ast.Constant)
                and node.value.args[0].value == node.targets[0].id):
            out[node.targets[0].id] = node
    return out


def _items(tree: ast.Module) -> list[ast.AST]:
    out = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and any(_is_prim_func_decorator(d) for d in node.decorator_list) or isinstance(node, ast.ClassDef) and any(_is_module_decorator(d) for d in node.decorator_list):
            out.append(node)
    return out


def _parse_item(node: ast.AST, src: _Source):
    if isinstance(node, ast.FunctionDef):
        private = any(_decorator_private(d) for d in node.decorator_list)
        return FuncParser(src).parse_function(node, private)
    funcs = []
    names = set()
    sigs = signatures(node, [item for item in node.body if isinstance(item, ast.FunctionDef)])
    for item in node.body:
        if isinstance(item, ast.Expr) and isinstance(item.value, ast.Constant) \
                or isinstance(item, ast.Pass):
            continue
        if not (isinstance(item, ast.FunctionDef) and any(_is_prim_func_decorator(d)
                                                          for d in item.decorator_list)):
            kind = ""
            if isinstance(item, ast.FunctionDef) and item.decorator_list:
                dec = item.decorator_list[0]
                kind = f" (@{ast.unparse(dec.func if isinstance(dec, ast.Call) else dec)} " \
                       f"'{item.name}'"
                kind += ": Relax functions are not supported, verirw reads TIR)" \
                    if kind.startswith((" (@R.", " (@relax.")) else ")"
            raise src.error(item, "an ir_module class may only contain @T.prim_func functions"
                            + kind)
        if item.name in names:
            raise src.error(item, f"duplicate function name '{item.name}' in module '{node.name}'")
        names.add(item.name)
        private = any(_decorator_private(d) for d in item.decorator_list)
        reader = FuncParser(src)
        reader.module = (node.name, sigs)
        funcs.append(reader.parse_function(item, private))
    return ir.IRModule(tuple(funcs), node.name)   # no functions: TVM's empty module


def _source_of(obj) -> _Source:
    if isinstance(obj, str):
        return _Source(obj, "<string>")
    try:
        lines, first = inspect.getsourcelines(obj)
        filename = inspect.getsourcefile(obj) or "<unknown>"
    except (OSError, TypeError) as e:
        raise ScriptError(f"cannot read the source of {obj!r}: {e}") from None
    text = "".join(lines)
    dedented = textwrap.dedent(text)
    indent = len(lines[0]) - len(lines[0].lstrip()) if lines else 0
    src = _Source(dedented, filename, first - 1, indent)
    try:
        names = inspect.getclosurevars(obj)
    except TypeError:                              # a class (an ir_module)
        return src
    src.python_strings = {k: v for k, v in {**names.globals, **names.nonlocals}.items()
                          if isinstance(v, str)}
    return src


def _syntax_tree(src: _Source) -> ast.Module:
    tree = _python_tree(src)
    src.type_vars = _module_type_vars(tree)
    return tree


def _python_tree(src: _Source) -> ast.Module:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", SyntaxWarning)   # e.g. "invalid decimal literal"
            return ast.parse(src.text, src.filename)
    except SyntaxError as e:
        if "too many nested parentheses" in str(e.msg):
            tree = _deep_syntax_tree(src)          # CPython's tokenizer stops at 200 brackets
            if tree is not None:
                return tree
        raise ScriptError(f"invalid Python syntax: {e.msg}", src.filename,
                          (e.lineno or 0) + src.line_offset, e.offset,
                          e.text) from None


def _deep_syntax_tree(src: _Source) -> ast.Module | None:
    """The tree of a text with expressions nested deeper than CPython accepts (deepexpr)."""
    from verirw import deepexpr
    try:
        spliced = deepexpr.splice(src.text, src.filename)
    except ScriptError as e:
        raise ScriptError(e.message, e.filename, (e.line or 0) + src.line_offset,
                          e.col, e.source_line) from None
    if spliced is None:
        return None
    text, parsed = spliced
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", SyntaxWarning)
            tree = ast.parse(text, src.filename)
    except SyntaxError:
        return None
    deepexpr.restore(tree, parsed)
    return tree


@deep
def parse_all(source, *, filename: str | None = None) -> list:
    """Every top-level ``@T.prim_func`` and ``@ir_module`` in ``source``, in order."""
    src = _source_of(source)
    if filename is not None:
        src.filename = filename
    tree = _syntax_tree(src)
    if not isinstance(source, str):
        # a function or class object: the object itself, decorated or not
        items = [n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))][:1]
        if items and isinstance(items[0], ast.ClassDef):
            return [_parse_item(items[0], src)]
        if items:
            private = any(_decorator_private(d) for d in items[0].decorator_list)
            return [FuncParser(src).parse_function(items[0], private)]
    return [_parse_item(n, src) for n in _items(tree)]


@deep
def parse(source, *, name: str | None = None, filename: str | None = None):
    """Parse TVMScript text (or a Python function/class object) into a PrimFunc or IRModule.

    The text must hold exactly one ``@T.prim_func``/``@ir_module``, or ``name`` picks one.
    """
    src = _source_of(source)
    if filename is not None:
        src.filename = filename
    tree = _syntax_tree(src)
    if not isinstance(source, str):
        return parse_all(source, filename=filename)[0]
    items = _items(tree)
    if name is not None:
        items = [n for n in items if n.name == name]
        if not items:
            raise ScriptError(f"no @T.prim_func or @ir_module named '{name}'", src.filename)
    if not items:
        raise ScriptError("no @T.prim_func function or @ir_module class found", src.filename)
    if len(items) > 1:
        names = ", ".join(f"{n.name} (line {n.lineno + src.line_offset})" for n in items)
        raise ScriptError(f"found {len(items)} definitions ({names}); pass name=... or use "
                          "parse_all", src.filename)
    return _parse_item(items[0], src)

