"""The meaning of TVM's packed calling convention, as ordinary verirw functions (for ``check``).

``lower_pair(before, after)`` translates two packed functions into two functions of verirw's core
IR over the *same* inputs, such that ``after`` refines ``before`` as packed functions if the
translated ``after`` refines the translated ``before`` (docs/semantics.md, "TVM's packed calling
convention"). The translation:

* **The argument record is read-only input memory, the same for both.** A handle is named by the
  expression it is computed by from the parameters (``args``, ``self_handle``, ``result``),
  with let variables substituted (``key``): equal texts are the same pointer. A read
  ``T.tvm_struct_get(h, i, field, dtype)`` of a value is an unknown function of ``(h, i,
  field)`` (a pure ``ExternCall`` whose name holds the handle's key and the field): the same in
  both programs, deterministic within one; ``T.isnullptr(h)`` likewise.
* **A buffer declared over a DLTensor's data** (``T.decl_buffer(shape, data=<record
  pointer>)``) is a parameter buffer of the translated function, one per pointer key: its
  storage is what the first declaration over that pointer in ``before`` spans (the DLTensor's
  contract, as for a buffer parameter before ``MakePackedAPI``). Two pointer keys are disjoint
  storage only under the function's ``tirx.noalias`` (TVM's code generator marks the
  compute scope's pointers ``noalias`` then: codegen_cpu.cc, ``CreateComputeScope``); without
  it, two or more such buffers are refused.
* **``assert c`` and ``T.tvm_throw_last_error()`` raise**: the rest of the function runs under
  ``if c``, and the raise is a store of 1 into the output ``__raised`` (0 on entry). So
  ``check`` proves that ``after`` raises exactly where ``before`` does (messages are not
  compared) and — stricter than the contract, never looser — that the memory agrees on both
  outcomes. An assert must be in straight-line code (not in a loop, nor in a branch followed by
  more statements, except ``if c: assert ...`` which is ``assert not c or ...``).
* **``return v``** (in tail position) stores ``v`` into the output ``__result``.
* **``T.attr``**: ``compute_scope``, ``device_id``, ``device_type`` are annotations for the
  code generator (no meaning); ``storage_alignment`` is a promise about a pointer that TVM's code
  generator turns into an LLVM alignment assumption, so it is an assume of an unknown predicate
  of that pointer (a promise ``before`` makes, an obligation of ``after``). Others are refused.
* **The workspace allocator** (``T.TVMBackendAllocWorkspace``) allocates fresh storage, as
  ``T.alloc_buffer``; verirw assumes it and ``T.TVMBackendFreeWorkspace`` succeed (TIR's
  ``alloc_buffer`` cannot fail, so neither program's meaning has an out-of-memory outcome).
* **``T.call_llvm_pure_intrin``**: ``llvm.sqrt``/``llvm.fabs``/``llvm.floor``/... are verirw's
  exact intrinsics, ``llvm.exp``/``llvm.log``/... its unknown math functions; ``llvm.fmuladd``
  is what the function's target makes of it (fusion.py): ``fma(a, b, c)``, one rounding, where
  LLVM fuses it for that target, else ``a * b + c``; in ``fast`` mode the real ``a * b + c``.
  ``llvm.ctpop`` is ``T.popcount`` and ``llvm.ctlz(x, 1)`` (zero poison) ``T.clz``.
  Others are unknown functions of their arguments.

Anything else (a handle computed from loop variables or memory, a symbolic shape, a record
field used in arithmetic when it is unsigned, ...) raises ``Unsupported``: ``check`` answers
unknown with the reason.
"""

from __future__ import annotations

from collections import Counter

from verirw import ir, ops
from verirw.dtypes import BOOL, INT32, INT64, RECORD_DTYPES
from verirw.errors import VerirwError
from verirw.packed.fusion import FusionUnknown, fuses
from verirw.verify.sizes import PACKED_SIZES, bytes_bound, item_bytes
from verirw.visit import transform, walk

#: names of the outputs the translation adds
RAISED, RESULT = "__raised", "__result"
#: the block holding the precondition on the size parameters (``Record.precondition``)
SIZES = PACKED_SIZES
#: attribute keys that only annotate code generation
TRANSPARENT_ATTRS = ("compute_scope", "device_id", "device_type")
#: LLVM intrinsics that are verirw's own (``ir.Call``)
_LLVM_MATH = {"llvm." + name: name for name in (*ir.MATH, "sqrt")}
_LLVM_MATH["llvm.fabs"] = "abs"
#: the mapped dtype of the record's unsigned fields: only compared for equality, so the same bits
_RECORD_AS = {"uint16": INT32, "uint32": INT64, "uint64": INT64}


class Unsupported(VerirwError):
    """The packed function uses a construct this translation gives no meaning (unknown)."""


class Record:
    """What ``before`` and ``after`` share: the pointer keys (by text, numbered in order of first
    use), the parameter buffer over each DLTensor's data, and the size parameters: the record's
    integer fields that give a DLTensor buffer a symbolic extent (``n`` read from a shape), each
    one scalar parameter of both translated functions (signature -> Var)."""

    def __init__(self):
        self.ids: dict[str, int] = {}
        self.buffers: dict[int, ir.Buffer] = {}
        self.names: set[str] = {RAISED, RESULT}
        self.spans: dict[int, object] = {}
        #: reads that size a DLTensor buffer, by signature (handle key, index, field, dtype),
        #: found before either function is translated (``_Lowerer._size_reads``)
        self.size_reads: dict[tuple, str] = {}
        self.sizes: dict[tuple, ir.Var] = {}

    def key_id(self, text: str) -> int:
        return self.ids.setdefault(text, len(self.ids))

    def fresh(self, name: str) -> str:
        while name in self.names:
            name += "_"
        self.names.add(name)
        return name

    def size_var(self, sig: tuple, dtype) -> ir.Var:
        """The size parameter that stands for the record read ``sig`` in both functions."""
        var = self.sizes.get(sig)
        if var is None:
            var = self.sizes[sig] = ir.Var(self.fresh(self.size_reads[sig]), dtype)
        return var

    def storage(self, kid: int, view: ir.Buffer, role: str, span=None) -> ir.Buffer:
        """The parameter buffer over pointer ``kid``; ``before`` declares it first. ``span``:
        the view's span (``_Lowerer.span``) when its shape is symbolic: a product of size
        parameters and a literal, ``(coefficient, names)``, with its expression."""
        if span is None:
            span = ir.static_span(view)
            if span is None:
                raise Unsupported(f"buffer {view.name} over a DLTensor has a symbolic shape or "
                                  "layout")
        buf = self.buffers.get(kid)
        if buf is None:
            if role != "before":
                raise Unsupported(f"after declares {view.name} over a DLTensor that before "
                                  "never declares")
            name = self.fresh(view.name)
            extent = span if isinstance(span, int) else span[1]
            buf = ir.make_buffer(name, (extent,), view.dtype)
            self.buffers[kid] = buf
            self.spans[kid] = span
        elif buf.dtype != view.dtype:
            raise Unsupported(f"buffer {view.name} reads the {buf.dtype} DLTensor of "
                              f"{buf.name} as {view.dtype}")
        elif not isinstance(span, int) or not isinstance(self.spans[kid], int):
            # symbolic: before's views must all span the same elements (a product of the same
            # size parameters), which is then the DLTensor's; after's may differ (stricter)
            if role == "before" and (isinstance(span, int) or isinstance(self.spans[kid], int)
                                     or span[0] != self.spans[kid][0]):
                raise Unsupported(f"buffer {view.name} spans other elements of the DLTensor "
                                  f"of {buf.name} than before's first view of it")
        elif role == "before" and span > ir.static_span(buf):
            # the storage spans every view before declares: none of before's accesses is out
            # of bounds in the model where it is not on the DLTensor (after's may be: stricter)
            buf = ir.make_buffer(buf.name, (span,), buf.dtype, data=buf.data)
            self.buffers[kid] = buf
            self.spans[kid] = span
        return buf

    def precondition(self) -> ir.Stmt | None:
        """What a valid DLTensor promises of its symbolic extents, assumed where both translated
        functions start (``Block(SIZES, T.assume(...))``): every size parameter is >= 0, and
        for every tensor of a symbolic shape the product of its extents, an empty one (0)
        counted as 1, times its item size is below ``2**63`` bytes (its data holds it, in a
        64-bit address space) — so no product of its extents overflows int64. None without
        size parameters."""
        if not self.sizes:
            return None
        conds = [ir.LE(ir.IntImm(0, v.dtype), v) for v in self.sizes.values()]
        by_name = {v.name: v for v in self.sizes.values()}
        for kid, span in self.spans.items():
            if isinstance(span, int):
                continue
            (coefficient, names), _ = span
            chain = bytes_bound(coefficient, [by_name[name] for name in names],
                                item_bytes(self.buffers[kid].dtype))
            if chain is None:
                # no size would keep the promise: a precondition never true proves anything
                raise Unsupported(f"buffer {self.buffers[kid].name}'s literal extents alone "
                                  "span 2**63 bytes or more")
            conds.extend(chain)
        return ir.Block(SIZES, ir.Assume(ir.all_of(conds)))


def lower_pair(before: ir.PrimFunc, after: ir.PrimFunc, float_mode: str = "ieee"):
    """``(before', after')``: the two packed functions as core functions over the same record
    and DLTensor buffers (module docstring); ``Unsupported`` when either cannot be translated."""
    handles = [(p.name, p.dtype) for p in before.params if p.dtype.is_handle]
    if handles != [(p.name, p.dtype) for p in after.params if p.dtype.is_handle]:
        raise Unsupported("before and after take different handle parameters")
    record = Record()
    raised = ir.make_buffer(RAISED, (1,), INT32)
    result = ir.make_buffer(RESULT, (1,), INT32)
    # both functions' size reads are known before either is translated: a read is a size
    # parameter in both or in neither
    lowerers = [_Lowerer(f, role, record, raised, result, float_mode)
                for f, role in ((before, "before"), (after, "after"))]
    bodies = [lowerer.run() for lowerer in lowerers]
    if len(record.buffers) > 1 and not (_noalias(before) and _noalias(after)):
        raise Unsupported("without tirx.noalias two DLTensor arguments may share memory, which "
                          "verirw's model of their buffers (disjoint storage) does not cover")
    pre = record.precondition()
    sizes = tuple(record.sizes.values())
    out = []
    for f, body in zip((before, after), bodies):
        buffers = [record.buffers[k] for k in sorted(record.buffers)] + [raised, result]
        handles = tuple(ir.Var(b.name, ir.HANDLE) for b in buffers)
        scalars = tuple(p for p in f.params if not p.dtype.is_handle)
        out.append(ir.PrimFunc(f.name, scalars + sizes + handles, tuple(zip(handles, buffers)),
                               body if pre is None else ir.seq(pre, body),
                               tuple((k, v) for k, v in f.attrs if k != "calling_conv"),
                               f.private))
    return out[0], out[1]


#: statements that scope a binding over their body
_SCOPES = (ir.AttrStmt, ir.LetStmt, ir.DeclBuffer, ir.Allocate)


def _extend(s: ir.Stmt, rest: list) -> ir.Stmt:
    """``s; rest`` with ``rest`` moved to the end of the innermost body of the scopes ``s``
    opens (the same program: ``rest`` cannot name what they bind)."""
    import dataclasses
    if isinstance(s, _SCOPES):
        return dataclasses.replace(s, body=_extend(s.body, rest))
    return ir.seq(s, *rest)


def _fold(c: ir.Expr) -> ir.Expr:
    """``c`` with its boolean connectives of literals folded (``not False or False`` is
    ``True``; ``0 != 0`` is ``False``): the checks the translation makes constant."""
    if isinstance(c, (ir.And, ir.Or, ir.Not, ir.EQ, ir.NE)):
        parts = [_fold(x) for x in ((c.a,) if isinstance(c, ir.Not) else (c.a, c.b))]
        if all(isinstance(x, ir.IntImm) for x in parts):
            v = [x.value for x in parts]
            value = {ir.And: lambda: v[0] and v[1], ir.Or: lambda: v[0] or v[1],
                     ir.Not: lambda: not v[0], ir.EQ: lambda: v[0] == v[1],
                     ir.NE: lambda: v[0] != v[1]}[type(c)]()
            return ir.IntImm(int(bool(value)), BOOL)
        if isinstance(c, ir.Or) and any(ir.is_true(x) for x in parts):
            return ir.IntImm(1, BOOL)
        return type(c)(*parts)
    return c


def _noalias(f: ir.PrimFunc) -> bool:
    attrs = dict(f.attrs)
    return any(attrs.get(k) in (True, 1) for k in ("tirx.noalias", "tir.noalias"))


class _Lowerer:
    def __init__(self, func, role, record, raised, result, float_mode):
        self.func, self.role, self.record = func, role, record
        self.raised, self.result, self.float_mode = raised, result, float_mode
        self.params = {id(p): p.name for p in func.params if p.dtype.is_handle}
        self.handle_keys: dict[int, str] = {}      # id(handle let var) -> key text
        self.int_texts: dict[int, str | None] = {}  # id(int let var) -> closed text, or None
        self.buffers: dict[int, ir.Buffer] = {}    # id(buffer) -> its translation
        self.workspace: set[int] = set()           # ids of workspace data vars
        self.int_values: dict[int, ir.Expr] = {}   # id(int let var) -> its translated value
        self.subst: dict[int, ir.Var] = {}         # id(let var) -> the size parameter it names
        self.decl_keys = self._decl_keys()

    def run(self) -> ir.Stmt:
        zero = ir.BufferStore(self.raised, ir.IntImm(0, INT32), (ir.IntImm(0, INT32),))
        body = ir.seq(zero, self.stmt(self.func.body, tail=True))
        if self.subst and any(isinstance(n, ir.Var) and id(n) in self.subst
                              for n in walk(body)):
            raise Unsupported("a size read from the record is used where the translation "
                              "cannot name it (a buffer of a symbolic shape not declared over "
                              "a DLTensor)")
        return body

    def _decl_keys(self) -> dict[str, int]:
        """buffer name -> the pointer key its DLTensor declaration uses (for the buffers
        ``storage_alignment`` names): a dry run of the handle lets."""
        out, env, lets, names = {}, {}, {}, {}
        saved = self.handle_keys
        self.handle_keys = env
        try:
            for n in walk(self.func.body):
                if isinstance(n, ir.LetStmt) and not n.var.dtype.is_handle:
                    lets[id(n.var)] = n.value
                    names.setdefault(id(n.value), n.var.name)
                    try:
                        self.int_texts[id(n.var)] = self.int_text(n.value)
                    except Unsupported:
                        self.int_texts[id(n.var)] = None
                if isinstance(n, ir.DeclBuffer) and id(n.buffer.data) in env \
                        and ir.static_span(n.buffer) is None:
                    self._size_reads(n.buffer, lets, names)
                if isinstance(n, ir.LetStmt) and n.var.dtype.is_handle:
                    try:
                        env[id(n.var)] = self.key(n.value)
                    except Unsupported:
                        continue
                    if isinstance(n.body, ir.DeclBuffer) and n.body.buffer.data is n.var:
                        kid = self.record.key_id(env[id(n.var)])
                        if out.setdefault(n.body.buffer.name, kid) != kid:
                            out[n.body.buffer.name] = None     # ambiguous: never resolved
        finally:
            self.handle_keys = saved
            self.int_texts = {}
        return out

    def _size_reads(self, buf: ir.Buffer, lets: dict, names: dict) -> None:
        """Mark the record reads ``buf``'s symbolic extents are computed from (through integer
        lets) as size reads of the record: they become size parameters of both functions."""
        from verirw.visit import children
        todo = [d for d in buf.shape if not isinstance(d, ir.IntImm)]
        seen = set()
        while todo:
            n = todo.pop()
            if isinstance(n, ir.Var):
                if id(n) in lets and id(n) not in seen:
                    seen.add(id(n))
                    todo.append(lets[id(n)])
            elif isinstance(n, ir.RuntimeCall):
                # a read's own handle and index are not extents: not descended into
                if n.op == "tvm_struct_get" and n.dtype.is_int and not n.dtype.is_bool \
                        and n.dtype.name not in RECORD_DTYPES:
                    sig = self.read_signature(n)
                    if sig is not None:     # named as the let that binds it, if one does
                        self.record.size_reads.setdefault(sig, names.get(id(n), "size"))
            else:
                todo += [c for c in children(n) if isinstance(c, ir.Expr)]

    def read_signature(self, e: ir.RuntimeCall) -> tuple | None:
        """``(handle key, index, field, dtype)`` of a record read at a literal index; None
        when its handle is not computed from the record or its index is not a literal."""
        h, index, field = e.args
        if not isinstance(index, ir.IntImm):
            return None
        try:
            return (self.key(h), index.value, field.value, e.dtype.name)
        except Unsupported:
            return None

    # ------------------------------------------------------------------ handles
    def key(self, e: ir.Expr) -> str:
        """The text naming the pointer ``e`` computes from the parameters."""
        if isinstance(e, ir.Var):
            if id(e) in self.params:
                return self.params[id(e)]
            if id(e) in self.handle_keys:
                return self.handle_keys[id(e)]
            raise Unsupported(f"the handle {e.name} is not computed from the argument record")
        if isinstance(e, ir.RuntimeCall):
            if e.op == "tvm_struct_get":
                h, index, field = e.args
                return f"{self.key(h)}->{self.int_text(index)}.{field.value}"
            if e.op == "handle_add_byte_offset":
                return f"({self.key(e.args[0])}+{self.int_text(e.args[1])})"
            if e.op == "reinterpret":
                return self.key(e.args[0])         # a pointer cast: the same address
        if isinstance(e, ir.Select):
            return (f"({self.int_text(e.cond)}?{self.key(e.true_value)}:"
                    f"{self.key(e.false_value)})")
        raise Unsupported(f"a handle computed by {type(e).__name__} "
                          f"{getattr(e, 'op', '')}".rstrip())

    def int_text(self, e: ir.Expr) -> str:
        """A canonical text of an integer or bool expression of the record alone."""
        if isinstance(e, ir.IntImm):
            return f"{e.value}:{e.dtype.name}"
        if isinstance(e, ir.Var):
            if id(e) in self.int_texts and self.int_texts[id(e)] is not None:
                return self.int_texts[id(e)]
            if not e.dtype.is_handle and any(p is e for p in self.func.params):
                return e.name
            raise Unsupported(f"a handle depends on {e.name}, which is not read from the record")
        if isinstance(e, ir.RuntimeCall) and e.op == "tvm_struct_get":
            h, index, field = e.args
            return f"[{self.key(h)}->{self.int_text(index)}.{field.value}:{e.dtype.name}]"
        if isinstance(e, ir.RuntimeCall) and e.op == "isnullptr":
            return f"isnull({self.key(e.args[0])})"
        if isinstance(e, (ir.BinaryOp, ir.CmpOp, ir.And, ir.Or)):
            return f"({self.int_text(e.a)} {type(e).__name__} {self.int_text(e.b)})"
        if isinstance(e, ir.Not):
            return f"(not {self.int_text(e.a)})"
        if isinstance(e, ir.Cast):
            return f"{e.dtype.name}({self.int_text(e.value)})"
        raise Unsupported(f"a handle depends on {type(e).__name__}, which is not read from the "
                          "record")

    # ------------------------------------------------------------------ expressions
    def expr(self, e: ir.Expr) -> ir.Expr:
        from verirw.visit import transform
        return transform(e, self._post, self._pre)

    def _pre(self, n):
        if isinstance(n, ir.Var) and id(n) in self.subst:
            return self.subst[id(n)]
        if isinstance(n, (ir.EQ, ir.NE)) and (n.a.dtype.name in RECORD_DTYPES
                                             or n.b.dtype.name in RECORD_DTYPES):
            return type(n)(self.record_value(n.a), self.record_value(n.b))
        if isinstance(n, ir.RuntimeCall):
            return self.runtime_value(n)
        if isinstance(n, ir.BufferLoad):
            return ir.BufferLoad(self.buffer(n.buffer), tuple(self.expr(i) for i in n.indices))
        if isinstance(n, ir.Expr) and n.dtype.name in RECORD_DTYPES:
            raise Unsupported(f"{n.dtype.name} arithmetic (a record field used other than in "
                              "an equality)")
        if isinstance(n, ir.Var) and n.dtype.is_handle:
            raise Unsupported(f"the handle {n.name} used as a value")
        return None

    @staticmethod
    def _post(n):
        return n

    def record_value(self, e: ir.Expr) -> ir.Expr:
        """An unsigned record field or literal as the signed integer of its bits."""
        name = e.dtype.name
        if name not in RECORD_DTYPES:
            raise Unsupported(f"an equality of a {name} record field with {e.dtype}")
        as_dtype = _RECORD_AS[name]
        if isinstance(e, ir.IntImm):
            return ir.IntImm(as_dtype.wrap(e.value), as_dtype)
        if isinstance(e, ir.RuntimeCall) and e.op == "tvm_struct_get":
            return self.struct_get(e, as_dtype)
        raise Unsupported(f"a {name} value other than a record field or a literal")

    def struct_get(self, e: ir.RuntimeCall, dtype) -> ir.Expr:
        h, index, field = e.args
        if self.record.size_reads and dtype == e.dtype:
            sig = self.read_signature(e)
            if sig in self.record.size_reads:
                return self.record.size_var(sig, e.dtype)
        kid = self.record.key_id(self.key(h))
        args = ()
        where = "?"
        if isinstance(index, ir.IntImm):
            where = str(index.value)
        else:
            args = (self.expr(index),)
        return ir.ExternCall(f"tvm_record_{kid}_{where}_field{field.value}_{e.dtype.name}",
                             args, dtype, True)

    def runtime_value(self, e: ir.RuntimeCall) -> ir.Expr:
        if e.dtype.is_handle:
            raise Unsupported(f"the handle T.{e.op}(...) used as a value")
        if e.op == "tvm_struct_get":
            return self.struct_get(e, e.dtype)
        if e.op == "isnullptr":
            h = e.args[0]
            if isinstance(h, ir.Var) and id(h) in self.workspace:
                return ir.IntImm(0, BOOL)          # the allocator succeeds (docstring)
            kid = self.record.key_id(self.key(h))
            return ir.ExternCall(f"tvm_isnullptr_{kid}", (), BOOL, True)
        if e.op == "TVMBackendFreeWorkspace":
            h = e.args[2]
            if not (isinstance(h, ir.Var) and id(h) in self.workspace):
                raise Unsupported("T.TVMBackendFreeWorkspace of a pointer it did not allocate")
            return ir.IntImm(0, INT32)             # freeing succeeds (docstring)
        if e.op == "call_llvm_pure_intrin":
            return self.llvm(e)
        raise Unsupported(f"T.{e.op} ({ir.PACKED_OPS.get(e.op, 'a runtime builtin')}) in an "
                          "expression")

    def llvm(self, e: ir.RuntimeCall) -> ir.Expr:
        args = tuple(self.expr(a) for a in e.args)
        if e.name in _LLVM_MATH and len(args) == 1 and args[0].dtype == e.dtype \
                and e.dtype.is_float:
            return ir.Call(_LLVM_MATH[e.name], args, e.dtype)
        if e.name == "llvm.ctpop" and len(args) == 1 and args[0].dtype == e.dtype \
                and e.dtype.is_int and not e.dtype.is_bool:
            return ir.Call(ops.POPCOUNT, args, e.dtype)           # TVM's T.popcount
        if e.name == "llvm.ctlz" and len(args) == 2 and args[0].dtype == e.dtype \
                and e.dtype.is_int and e.dtype.bits in (32, 64) \
                and isinstance(args[1], ir.IntImm) and args[1].value == 1:
            # is_zero_poison true, as TVM's LowerIntrin writes T.clz: clz(0) is poison
            return ir.Cast(e.dtype, ir.Call(ops.CLZ, args[:1], INT32))
        if e.name == "llvm.fmuladd" and len(args) == 3 and e.dtype.is_float \
                and all(a.dtype == e.dtype for a in args):
            return self.fmuladd(*args)
        return ir.ExternCall(e.name.replace(".", "_"), args, e.dtype, True)

    def fmuladd(self, a: ir.Expr, b: ir.Expr, c: ir.Expr) -> ir.Expr:
        """``llvm.fmuladd``: fused exactly when the function's target fuses it (fusion.py);
        in ``fast`` mode both forms are the real ``a * b + c``."""
        if self.float_mode == "fast":
            return ir.Add(ir.Mul(a, b), c)
        try:
            fused = fuses(self.func, a.dtype)
        except FusionUnknown as e:
            raise Unsupported(f"llvm.fmuladd: {e}") from None
        return ir.Call(ir.FMA, (a, b, c), a.dtype) if fused else ir.Add(ir.Mul(a, b), c)

    def buffer(self, buf: ir.Buffer) -> ir.Buffer:
        return self.buffers.get(id(buf), buf)

    # ------------------------------------------------------------------ statements
    def raise_stmt(self) -> ir.Stmt:
        return ir.BufferStore(self.raised, ir.IntImm(1, INT32), (ir.IntImm(0, INT32),))

    def stmt(self, s: ir.Stmt, tail: bool) -> ir.Stmt:
        if isinstance(s, ir.SeqStmt):
            return self.seq(list(s.stmts), tail)
        if isinstance(s, (ir.Assert, ir.Evaluate)) and self.raises(s) is not None:
            return self.seq([s], tail)
        if isinstance(s, ir.Return):
            if not tail:
                raise Unsupported("a return that does not end the function")
            return ir.BufferStore(self.result, self.expr(s.value), (ir.IntImm(0, INT32),))
        if isinstance(s, ir.LetStmt):
            return self.let(s, tail)
        if isinstance(s, ir.AttrStmt):
            return self.attr(s, tail)
        if isinstance(s, ir.DeclBuffer):
            view = self.declare(s.buffer)
            return self.plain_view(view, self.stmt(s.body, tail))
        if isinstance(s, ir.Allocate):
            return ir.Allocate(self.local(s.buffer), self.stmt(s.body, tail))
        if isinstance(s, ir.IfThenElse):
            other = self.stmt(s.else_case, tail) if s.else_case is not None else None
            return ir.IfThenElse(self.expr(s.condition), self.stmt(s.then_case, tail), other)
        if isinstance(s, ir.For):
            return ir.For(s.loop_var, self.expr(s.min), self.expr(s.extent), s.kind,
                          self.stmt(s.body, False))
        if isinstance(s, ir.BufferStore):
            return ir.BufferStore(self.buffer(s.buffer), self.expr(s.value),
                                  tuple(self.expr(i) for i in s.indices))
        if isinstance(s, ir.Evaluate):
            return ir.Evaluate(self.expr(s.value))
        if isinstance(s, ir.Assume):
            return ir.Assume(self.expr(s.condition))
        if isinstance(s, ir.Block):
            return ir.Block(s.name, self.stmt(s.body, tail))
        raise Unsupported(f"{type(s).__name__} in a packed function")

    def raises(self, s: ir.Stmt) -> ir.Expr | None:
        """The condition under which ``s`` lets execution go on, when ``s`` only checks:
        ``assert c`` (``c``), ``T.tvm_throw_last_error()`` (false), ``if c: <checks>`` (``not
        c or ...``); None for any other statement."""
        if isinstance(s, ir.Assert):
            return s.condition
        if isinstance(s, ir.Evaluate) and isinstance(s.value, ir.RuntimeCall) \
                and s.value.op == "tvm_throw_last_error":
            return ir.IntImm(0, BOOL)
        if isinstance(s, ir.IfThenElse) and s.else_case is None:
            inner = [self.raises(x) for x in ir.flat_stmts(s.then_case)]
            if inner and all(c is not None for c in inner):
                return ir.Or(ir.Not(s.condition), ir.all_of(inner))
        return None

    def seq(self, stmts: list, tail: bool) -> ir.Stmt:
        out = []
        for k, s in enumerate(stmts):
            last = k == len(stmts) - 1
            ok = self.raises(s)
            if ok is not None:
                ok = _fold(self.expr(ok))
                if ir.is_true(ok):                 # a check that cannot fail: nothing to do
                    continue
                rest = self.seq(stmts[k + 1:], tail)
                out.append(ir.IfThenElse(ok, rest, self.raise_stmt()))
                return ir.seq(*out)
            if not last and any(isinstance(n, (ir.Assert, ir.Return)) or (
                    isinstance(n, ir.RuntimeCall) and n.op == "tvm_throw_last_error")
                    for n in walk(s)):
                if isinstance(s, _SCOPES):
                    # ``with T.attr(...): ...; return 0``: the rest runs at the end of the
                    # scope (it names nothing the scope binds), where a raise inside skips it
                    out.append(self.stmt(_extend(s, list(stmts[k + 1:])), tail))
                    return ir.seq(*out)
                raise Unsupported("an assert or raise inside a loop or a branch that more "
                                  "statements follow")
            out.append(self.stmt(s, tail and last))
        return ir.seq(*out) if out else ir.NOOP

    def let(self, s: ir.LetStmt, tail: bool) -> ir.Stmt:
        v = s.var
        if v.dtype.is_handle:
            if isinstance(s.value, ir.RuntimeCall) and s.value.op == "TVMBackendAllocWorkspace":
                return self.workspace_alloc(s, tail)
            self.handle_keys[id(v)] = self.key(s.value)
            return self.stmt(s.body, tail)
        try:
            self.int_texts[id(v)] = self.int_text(s.value)
        except Unsupported:
            self.int_texts[id(v)] = None
        value = self.expr(s.value)
        self.int_values[id(v)] = value
        if isinstance(value, ir.Var) and any(value is x for x in self.record.sizes.values()):
            # ``n = shape[0]``: the size parameter itself, in place of ``n`` everywhere (so the
            # two functions name the extent alike, whatever their let variables)
            self.subst[id(v)] = value
            return self.stmt(s.body, tail)
        return ir.LetStmt(v, value, self.stmt(s.body, tail))

    def workspace_alloc(self, s: ir.LetStmt, tail: bool) -> ir.Stmt:
        """``p = T.TVMBackendAllocWorkspace(dev_type, dev_id, nbytes, code, bits)`` declaring a
        buffer over ``p``: ``T.alloc_buffer`` of that buffer."""
        decl = s.body
        if not (isinstance(decl, ir.DeclBuffer) and decl.buffer.data is s.var):
            raise Unsupported("a workspace allocation that no buffer is declared over")
        nbytes = s.value.args[2]
        span = ir.static_span(decl.buffer)
        if not isinstance(nbytes, ir.IntImm) or span is None \
                or nbytes.value < span * max(1, decl.buffer.dtype.bits // 8):
            raise Unsupported("a workspace allocation smaller than the buffer over it")
        self.workspace.add(id(s.var))
        return ir.Allocate(decl.buffer, self.stmt(decl.body, tail))

    def attr(self, s: ir.AttrStmt, tail: bool) -> ir.Stmt:
        body = self.stmt(s.body, tail)
        if s.key in TRANSPARENT_ATTRS:
            return body
        if s.key == "storage_alignment" and isinstance(s.node, ir.BufferRef) \
                and isinstance(s.value, ir.IntImm):
            kid = self.decl_keys.get(s.node.name)
            if kid is None:
                raise Unsupported(f"storage_alignment of {s.node.name}, whose DLTensor is not "
                                  "declared exactly once")
            promise = ir.ExternCall(f"tvm_aligned_{kid}_{s.value.value}", (), BOOL, True)
            return ir.seq(ir.Assume(promise), body)
        raise Unsupported(f"the attribute T.attr(..., {s.key!r}, ...)")

    def declare(self, buf: ir.Buffer) -> ir.Buffer:
        """The translation of a buffer declared over ``buf.data``: a view of a DLTensor's
        parameter buffer, or ``buf`` itself over storage of the function's own."""
        data = buf.data
        if id(data) in self.workspace or not (id(data) in self.handle_keys
                                              or id(data) in self.params):
            return self.local(buf)
        kid = self.record.key_id(self.key(data))
        span = None if ir.static_span(buf) is not None else self.span(buf)
        storage = self.record.storage(kid, buf, self.role, span)
        view = ir.Buffer(buf.name, self.shape(buf), buf.dtype, storage.data,
                         buf.axis_separators, buf.scope, buf.strides, buf.elem_offset)
        self.buffers[id(buf)] = view
        return view

    def plain_view(self, view: ir.Buffer, body: ir.Stmt) -> ir.Stmt:
        """``T.decl_buffer(view): body``, where a view of a DLTensor with a symbolic shape that
        names nothing new is left out: one ``body`` never uses, or a 1-d dense one spanning
        exactly the DLTensor's storage (its accesses are the storage's, at the same indices,
        within the same bounds), which ``body`` then accesses directly. So both functions
        address the tensor alike whatever views TVM declared (the structural proof compares
        statements over the storage). Static shapes are left as they are."""
        kid = next((k for k, b in self.record.buffers.items() if b.data is view.data), None)
        if kid is None or isinstance(self.record.spans.get(kid), int) \
                or ir.static_size(view) is not None:
            return ir.DeclBuffer(view, body)
        storage = self.record.buffers[kid]
        try:
            (coefficient, names), _ = self.span(view)
        except Unsupported:
            return ir.DeclBuffer(view, body)
        (whole, all_names) = self.record.spans[kid][0]
        if not any(isinstance(n, ir.Buffer) and n == view for n in walk(body)):
            # unused: its declaration has no effect (no extent negative or overflowing: they
            # are products of the storage's sizes within its own, under the precondition)
            if coefficient <= whole and not Counter(names) - Counter(all_names):
                return body
            return ir.DeclBuffer(view, body)
        if len(view.shape) == 1 and view.is_dense and view.dtype == storage.dtype \
                and view.scope == storage.scope and not view.axis_separators \
                and (coefficient, names) == (whole, all_names):
            return transform(body, lambda n: storage if isinstance(n, ir.Buffer)
                             and n == view else n)
        return ir.DeclBuffer(view, body)

    def shape(self, buf: ir.Buffer) -> tuple:
        """``buf``'s shape with the size parameters in place of the lets that name them."""
        if not self.subst or ir.static_size(buf) is not None:
            return buf.shape
        return tuple(self.expr(d) for d in buf.shape)

    def local(self, buf: ir.Buffer) -> ir.Buffer:
        """A buffer of the function's own storage, its shape in the size parameters."""
        shape = self.shape(buf)
        if shape is buf.shape or shape == buf.shape:
            return buf
        view = ir.Buffer(buf.name, shape, buf.dtype, buf.data, buf.axis_separators, buf.scope,
                         buf.strides, buf.elem_offset)
        self.buffers[id(buf)] = view
        return view

    def span(self, buf: ir.Buffer):
        """The elements a dense view with a symbolic shape spans, in the size parameters:
        ``((coefficient, names), expression)`` for a product of them and a literal (the
        expression built from that normal form, so equal spans are equal terms);
        ``Unsupported`` for anything else (strides, an offset, a sum)."""
        if buf.strides or (buf.elem_offset is not None and not (
                isinstance(buf.elem_offset, ir.IntImm) and buf.elem_offset.value == 0)):
            raise Unsupported(f"buffer {buf.name} over a DLTensor has a symbolic shape with "
                              "strides or an offset")
        sizes = {id(v): v for v in self.record.sizes.values()}
        coefficient, names = 1, []
        todo = list(buf.shape)
        while todo:
            d = todo.pop()
            if isinstance(d, ir.Var) and id(d) in self.int_values:
                todo.append(self.int_values[id(d)])
            elif isinstance(d, ir.Var) and id(d) in sizes:
                names.append(d.name)
            elif isinstance(d, ir.IntImm):
                if d.value <= 0:
                    raise Unsupported(f"buffer {buf.name} over a DLTensor has an empty or "
                                      "negative literal extent with a symbolic one")
                coefficient *= d.value
            elif isinstance(d, ir.Mul):
                todo += [d.a, d.b]
            else:
                raise Unsupported(f"buffer {buf.name} over a DLTensor has the extent "
                                  f"{type(d).__name__} (symbolic extents are products of "
                                  "shape fields read from the record)")
        names = tuple(sorted(names))
        by_name = {v.name: v for v in sizes.values()}
        expr = ir.IntImm(coefficient, INT64) if coefficient != 1 or not names else None
        for name in names:
            expr = by_name[name] if expr is None else ir.Mul(expr, by_name[name])
        return (coefficient, names), expr
