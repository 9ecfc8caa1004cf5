"""What the code generator accepts, checked before lowering, and ``prepare`` to get there.

Code generation needs *lowered* IR: every buffer in its physical shape (``verirw.flatten``:
rank 1, or rank 2 with one axis separator) and no ``T.undef()`` left where a value is needed
(``remove_store_undef``). Anything else is refused with a ``BuildError`` that names the buffer or
statement and the pass that would fix it — never a crash inside LLVM.
"""

from __future__ import annotations

from verirw import ir
from verirw.codegen.lower import same_extent
from verirw.errors import VerirwError
from verirw.printer import format_expr
from verirw.visit import walk
from verirw.guard import deep


class BuildError(VerirwError):
    """A program the code generator cannot (yet) compile, with the reason."""


@deep
def prepare(func: ir.PrimFunc) -> ir.PrimFunc:
    """The lowering steps code generation needs, in RFC 0077's order: ``flatten`` (physical
    shapes, RFC 0039) and ``remove_store_undef``; before them, loop nests that write each
    element of a buffer once are put in the order of its layout (``loop_order``, proven by
    ``check``). ``T.assume`` stays: the code generator turns the useful ones into
    ``llvm.assume``."""
    from verirw.codegen.loop_order import follow_store_order
    from verirw.layout.flatten import flatten
    from verirw.passes.lowering import remove_store_undef
    return remove_store_undef(flatten(follow_store_order(func).func)).func


def validate(func: ir.PrimFunc) -> None:
    """Raise ``BuildError`` unless ``func`` is lowered far enough to compile."""
    where = f"{func.name}"
    for n in walk(func.body):
        if isinstance(n, (ir.FuncCall, ir.AddressOf, ir.MakeArray)):
            raise BuildError(f"{where}: {format_expr(n)} calls another function of its module "
                             "(or takes an element's address for one): build the IRModule, "
                             "whose calls are inlined (verirw.inline.inline_calls)")
    problem = ir.control_flow_problem(func)
    if problem is not None:
        raise BuildError(f"{where}: {problem}")
    from verirw.packed import packed_nodes
    found = sorted({type(n).__name__ if not isinstance(n, ir.RuntimeCall) else f"T.{n.op}"
                    for n in packed_nodes(func)})
    if found:
        raise BuildError(f"{where}: TVM's packed calling convention ({', '.join(found)}) is "
                         "not compiled by verirw: compile the function before tirx.MakePackedAPI")
    for p in func.params:
        if func.param_buffer(p) is None and p.dtype.is_handle:
            raise BuildError(f"{where}: parameter {p.name} is a handle without a buffer "
                             f"(T.match_buffer) — there is nothing to pass for it")
    buffers = [b for _, b in func.buffer_map]
    buffers += [n.buffer for n in walk(func.body) if isinstance(n, (ir.Allocate, ir.DeclBuffer))]
    for buf in buffers:
        if buf.is_dense:        # a strided view addresses its storage by ir.flat_offset
            _check_physical(where, buf)
    rank: dict[int, tuple[ir.Buffer, bool]] = {}
    params = {id(b.data) for b in (b for _, b in func.buffer_map)}
    for buf in buffers:
        first = rank.setdefault(id(buf.data), (buf, id(buf.data) in params))
        other, is_param = first
        if not (buf.is_dense and other.is_dense):
            if is_param and other.is_dense and other.ndim == 2:
                raise BuildError(f"{where}: strided view {buf.name} of the 2-d parameter "
                                 f"{other.name}, whose rows the caller may pad: not supported")
            continue
        if other.ndim != buf.ndim:
            raise BuildError(f"{where}: buffers {other.name} and {buf.name} share storage but "
                             f"have physical ranks {other.ndim} and {buf.ndim}")
        if buf.ndim == 2 and is_param and not same_extent(other.shape[1], buf.shape[1]):
            raise BuildError(f"{where}: view {buf.name} of parameter {other.name} has rows of "
                             f"{format_expr(buf.shape[1])} elements, its storage "
                             f"{format_expr(other.shape[1])}; a 2-d parameter's views must keep "
                             f"its row length (rows may be padded by the caller)")
    for n in walk(func.body):
        _check_stmt(where, n)


def _check_physical(where: str, buf: ir.Buffer) -> None:
    if buf.ndim == 1 and not buf.axis_separators:
        return
    if buf.ndim == 2 and buf.axis_separators == (1,):
        return
    shape = ", ".join(format_expr(e) for e in buf.shape)
    raise BuildError(f"{where}: buffer {buf.name} has logical shape ({shape}) with axis "
                     f"separators {list(buf.axis_separators)}; code generation takes physical "
                     f"buffers of rank 1 or 2 — run verirw.flatten(func) first "
                     f"(verirw.codegen.prepare does flatten and remove_store_undef)")


def _check_stmt(where: str, n) -> None:
    if isinstance(n, ir.Assume):
        return          # an assume about undef or memory is dropped, never evaluated
    if isinstance(n, ir.Stmt):
        for e in _own_exprs(n):
            # x == T.undef() is true (semantics), any other comparison with it an error where it
            # decides a branch (the interpreter's undef_in_condition): the code generator needs
            # no value for the undef
            compared = {id(o) for c in walk(e) if isinstance(c, ir.CmpOp)
                        for o in (c.a, c.b) if isinstance(o, ir.Undef)}
            for x in walk(e):
                if isinstance(x, ir.Undef) and id(x) not in compared:
                    raise BuildError(f"{where}: T.undef() remains in {format_expr(e)}; run "
                                     f"remove_store_undef (and simplify) so that no undefined "
                                     f"value reaches generated code")
                if isinstance(x, ir.Cast) and x.dtype.is_float and x.dtype.bits == 16 \
                        and x.value.dtype.is_float and x.value.dtype.bits == 64:
                    # LLVM lowers it to a call of __truncdfhf2, which the JIT cannot resolve
                    # (the kernel would jump to address 0); via float32 it would round twice
                    raise BuildError(f"{where}: no code generation for a float64 -> float16 "
                                     f"cast ({format_expr(x)}): LLVM needs a runtime function "
                                     f"the JIT does not provide")
                if isinstance(x, ir.ExternCall):
                    raise BuildError(f"{where}: no code generation for {format_expr(x)}: "
                                     f"external calls are not linked into verirw's kernels")
                if isinstance(x, ir.Call) and x.op in ir.MATH and x.op not in ir.EXACT_MATH:
                    # libm's result may differ from the interpreter's (numpy) in the last bit
                    raise BuildError(f"{where}: no code generation for T.{x.op} "
                                     f"({format_expr(x)}): the interpreter's numpy result is the "
                                     f"reference and LLVM's libm call may round differently")
                if isinstance(x, ir.Call) and (x.op not in ("abs", "sqrt", ir.REINTERPRET, ir.FMA,
                                                            ir.BITCAST, *ir.EXACT_MATH,
                                                            *ir.BITCOUNT)
                                               or (x.op == "sqrt" and not x.dtype.is_float)
                                               or (x.op == ir.BITCAST and not ir.bitcast_supported(
                                                   x.args[0].dtype, x.dtype))):
                    raise BuildError(f"{where}: no code generation for {format_expr(x)}")


def _own_exprs(s: ir.Stmt) -> list[ir.Expr]:
    if isinstance(s, ir.BufferStore):
        return [s.value, *s.indices]
    if isinstance(s, ir.IfThenElse):
        return [s.condition]
    if isinstance(s, ir.For):
        return [s.min, s.extent]
    if isinstance(s, ir.LetStmt):
        return [s.value]
    if isinstance(s, ir.Evaluate):
        return [s.value]
    if isinstance(s, (ir.Allocate, ir.DeclBuffer)):
        return list(s.buffer.shape)
    return []

