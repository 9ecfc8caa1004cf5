"""Printing the constructs of TVM's packed calling convention back as TVMScript (the printer's
``_Printer`` calls these with itself as ``pr``), so that ``parse(script(f)) == f``.

TVM's own parser cannot read ``metadata[...]`` without TVM's metadata section, which verirw does
not keep: the ``tvm`` dialect refuses an assert that names one (``DialectError``)."""

from __future__ import annotations

from verirw import ir
from verirw.dtypes import RECORD_DTYPES


def type_text(dtype) -> str:
    """A dtype argument: ``T.handle("float32", "global").ty`` for a pointer, else its name."""
    if dtype.is_handle:
        return f"T.{dtype.name}{'()' if dtype.name == 'handle' else ''}.ty"
    return f'"{dtype.name}"'


def message_part(pr, part) -> str:
    if isinstance(part, ir.MetaString):
        if pr.tvm:
            pr.refuse(f'metadata["{part.key}"][{part.index}] in an assert message (TVM reads it '
                      "only with its metadata section, which verirw does not keep)")
        return f'metadata["{part.key}"][{part.index}]'
    return repr(part)


def assert_stmt(pr, s: ir.Assert):
    cond = pr.expr(s.condition, True)
    if not s.kind and len(s.message) <= 1:
        msg = f", {message_part(pr, s.message[0])}" if s.message else ""
        pr.emit(f"assert {cond}{msg}")
        return
    parts = ", ".join(message_part(pr, m) for m in s.message)
    pr.emit(f"assert {cond}, ({s.kind!r}, [{parts}])")


def return_stmt(pr, s: ir.Return):
    pr.emit(f"return {pr.expr(s.value, True)}")


def attr_stmt(pr, s: ir.AttrStmt):
    node = s.node
    value = s.value if isinstance(s.value, str) else None
    value_text = repr(value) if value is not None else pr.expr(s.value)
    if isinstance(node, ir.BufferRef):
        dtype = "" if node.dtype.name == "float32" else f', "{node.dtype.name}"'
        pr.emit(f"{node.name} = T.Buffer({pr.shape(node.shape)}{dtype})")
        head = f"T.attr({node.name}, {s.key!r}, {value_text})"
    elif isinstance(node, ir.Var):                 # a buffer's data pointer
        owner = pr.names.data_owner.get(id(node))
        text = f"{owner}.data" if owner is not None else pr.names.get(node, node.name)
        head = f"T.attr({text}, {s.key!r}, {value_text})"
    elif node == 0 and isinstance(node, int):
        head = f"T.attr({{{s.key!r}: {value_text}}})"
    else:
        head = f"T.attr({node!r}, {s.key!r}, {value_text})"
    pr.emit(f"with {head}:")
    pr.scoped(s.body)


def runtime_call(pr, e: ir.RuntimeCall) -> str:
    args = [pr.expr(a) for a in e.args]
    if e.op == "tvm_struct_get":
        return f"T.tvm_struct_get({', '.join(args)}, {type_text(e.dtype)})"
    if e.op == "reinterpret":
        return f"T.reinterpret({type_text(e.dtype)}, {args[0]})"
    if e.op == "call_llvm_pure_intrin":
        rest = "".join(", " + a for a in args)
        return f'T.call_llvm_pure_intrin("{e.dtype.name}", "{e.name}"{rest})'
    return f"T.{e.op}({', '.join(args)})"


def returns(func: ir.PrimFunc) -> str:
    """`` -> T.int32`` for a function that returns a value (a packed function), else ""."""
    from verirw.visit import walk
    for n in walk(func.body):
        if isinstance(n, ir.Return):
            return f" -> T.{n.value.dtype.name}"
    return ""


def is_record_literal(e: ir.Expr) -> bool:
    return isinstance(e, ir.IntImm) and e.dtype.name in RECORD_DTYPES
