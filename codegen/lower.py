"""Lowering of a flattened PrimFunc to LLVM IR (llvmlite.ir), following the semantics contract.

The generated function is ``i32 @verirw_<name>(params...)`` and returns 0, or the 1-based number
of the failure site it stopped at (``Lowered.sites`` says what failed where): an integer
division by zero or ``MIN // -1``, an allocation that could not be made, or — with ``bounds_check=True`` — an
out-of-bounds access. Parameters, in the PrimFunc's order (the calling convention):

* a rank-1 buffer: ``ptr noalias`` to its first element (contiguous);
* a rank-2 buffer (one axis separator, RFC 0039): ``ptr noalias`` to element ``[0, 0]`` followed
  by ``i64`` row stride *in elements*, so row ``r`` starts at ``base + r * stride``; rows may
  be padded (``stride >= columns``) like a pitched texture;
* a scalar: its dtype (bool as ``i8``, float16 as its ``i16`` bits, for C callers).

``noalias`` is sound because kernels refuse arguments that share memory (verirw.codegen.kernel).

Arithmetic (verirw.semantics): an *index* expression (reads no memory) is computed in i64 and
``//``/``%`` are exact floor division/modulo. Index arithmetic is mathematical, so i64 is exact
only while every intermediate value fits in 64 bits (DESIGN.md: "generated code uses 64-bit
indices"): an interval analysis (loop ranges, parameters and values within their dtypes)
proves that for almost every operation, which then carries ``nsw``; any other is computed with
LLVM's overflow intrinsics and the kernel stops with ``ExecutionError("index_overflow")``
where 64 bits cannot hold the mathematical result (``n * n * n`` with ``n = 2**30``) —
never a wrapped index. A *value* expression is computed at its dtype's
width and wraps (no ``nsw``); an index operand of a value expression is truncated to the dtype
first. Floats are IEEE; with ``float_mode="fast"`` every float operation carries LLVM's
``fast`` flags (reassociation lets float reductions vectorize), and only then.

Index-set splitting (the iterations and their order are the program's; only how the loops
are emitted changes): an innermost loop around ``floordiv``/``floormod(a*i + b, c)`` runs as
segments within one period of ``c`` (``_split_loop``: no division inside, affine accesses); a
loop around ``if`` s with affine conditions runs only where they can hold, and is peeled
where they surely hold (``_guards``). ``x // c * c + x % c`` is emitted as ``x``.

Streaming stores: a loop whose body is one store, walking a large (``STREAM_MIN_BYTES``)
parameter buffer that the function never reads, element after element, runs as a scalar
prologue up to the first 32-byte-aligned element (computed from the address at the call), a
loop unrolled ``32 / element size`` times whose stores are ``!nontemporal`` and carry the
alignment each lane has there, and a scalar epilogue — the same iterations in the same order.
The SLP vectorizer packs each unrolled group into one aligned vector store, which the CPU
writes without first reading the line (a copy's speed: 61 -> 92% of copy bandwidth on the
elementwise kernel). LLVM's loop vectorizer would not do it: it vectorizes a non-temporal
store only when the scalar store claims the vector's alignment, which no scalar store in a
loop over an array of unknown alignment can. The function ends with a fence, which orders the
non-temporal stores before anything the caller does next.

``Select`` and short-circuit ``And``/``Or`` evaluate only the chosen operand: when an operand can
trap (a load, a division by a non-constant) the choice is a branch, otherwise a ``select``.
``T.assume(c)`` becomes ``llvm.assume(c)`` when ``c`` reads no memory (loop-bound facts help
the vectorizer); an assume about buffer values is dropped (it would cost loads; verirw's passes
have used it already), and so is one mentioning ``T.undef()``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import llvmlite.ir as ll

from verirw import ir, ops
from verirw.analysis import Purpose, may_fail
from verirw.dtypes import FLOAT32, DType
from verirw.printer import format_expr
from verirw.semantics import value_oracle
from verirw.visit import substitute, walk

I1 = ll.IntType(1)
I8 = ll.IntType(8)
I32 = ll.IntType(32)
I64 = ll.IntType(64)
PTR = ll.PointerType()

#: constant-size allocations up to this many bytes live on the stack; larger ones use malloc
STACK_LIMIT_BYTES = 64 * 1024
#: a write-only output at least this large is streamed (module docstring): twice a core's L2
#: here, so a caller could not find it in a private cache anyway
STREAM_MIN_BYTES = 8 * 1024 * 1024
#: the alignment, in bytes, of the vector stores a streaming loop's unrolled groups make
STREAM_ALIGN = 32


def llvm_type(dtype: DType) -> ll.Type:
    """Register type of a dtype (bool is i1 in registers, i8 in memory)."""
    if dtype.is_bfloat16:
        return ll.IntType(16)       # its bits: loaded and stored only (verirw.bf16.legalize)
    if dtype.is_float:
        return {16: ll.HalfType(), 32: ll.FloatType(), 64: ll.DoubleType()}[dtype.bits]
    if dtype.is_bool:
        return I1
    return ll.IntType(dtype.bits)


def memory_type(dtype: DType) -> ll.Type:
    return I8 if dtype.is_bool else llvm_type(dtype)


def param_type(dtype: DType) -> ll.Type:
    """How a scalar parameter is passed (ctypes has no half: float16 travels as its bits)."""
    if dtype.is_bool:
        return I8
    if dtype.is_float and dtype.bits == 16:
        return ll.IntType(16)
    return llvm_type(dtype)


@dataclass(frozen=True)
class Site:
    """A place where the kernel can fail at run time; its number is the status it returns."""

    kind: str          # "division_by_zero", "allocation_failed", "out_of_bounds"
    message: str


@dataclass
class Lowered:
    """The LLVM module of one PrimFunc and what the caller needs to call it."""

    module: ll.Module
    symbol: str
    sites: list[Site] = field(default_factory=list)
    #: run LLVM's SLP vectorizer (off when a peeled loop updates memory it reads: see _loop)
    slp: bool = True


@dataclass
class _Storage:
    base: ll.Value
    row_stride: ll.Value | None       # i64 elements between rows (rank 2 only)
    columns: ir.Expr | None           # the storage's own row length (rank 2 only)
    size: ll.Value | None = None      # i64 elements, for strided views' bounds checks


class _Index:
    """An i64 with ``+``/``*`` emitted through the builder (no signed wrap: index arithmetic
    is exact), so that ``ir.flat_offset`` computes a strided view's offset here too."""

    def __init__(self, b: ll.IRBuilder, v: ll.Value):
        self.b, self.v = b, v

    def __add__(self, other: "_Index") -> "_Index":
        return _Index(self.b, self.b.add(self.v, other.v, flags=["nsw"]))

    def __mul__(self, other: "_Index") -> "_Index":
        return _Index(self.b, self.b.mul(self.v, other.v, flags=["nsw"]))


class _Emitter:
    def __init__(self, func: ir.PrimFunc, float_mode: str, bounds_check: bool):
        self.func = func
        self.fast = float_mode == "fast"
        self.bounds_check = bounds_check
        self.module = ll.Module(name=func.name)
        self.symbol = f"verirw_{func.name}"
        self.sites: list[Site] = []
        self.env: dict[int, tuple[ll.Value, bool]] = {}     # var id -> (value, is_index)
        self.value_vars: set[int] = set()
        self._value_oracle = value_oracle(self.value_vars)    # linear on deep chains
        self.storages: dict[int, _Storage] = {}
        self.malloc_slots: list[ll.Value] = []
        self._collapse_vars: dict[int, tuple[ir.Var, ir.Var, int]] = {}
        self._intrinsics: dict[str, ll.Function] = {}
        self.ranges = _IndexRanges(self._is_value)
        #: inside a split loop's segment: floordiv/floormod node -> its value there (_split_loop)
        self._split_subst: dict[ir.Expr, ll.Value] = {}
        #: ids of the ``if`` s known true in the loop being emitted (a peeled middle: _guards)
        self._sure_ifs: frozenset[int] = frozenset()
        self._peel_depth = 0
        self.slp = True
        loaded = {id(n.buffer.data) for n in walk(func.body) if isinstance(n, ir.BufferLoad)}
        #: parameter buffers the function never reads (candidates for streaming stores)
        self._write_only = {id(b.data) for _, b in func.buffer_map} - loaded
        #: (store object, its alignment in bytes) while a streaming group is emitted
        self._stream: tuple[int, int] | None = None
        #: the innermost loops' (continue block, break block, heap allocations open at entry)
        self._exits: list[tuple[ll.Block, ll.Block, int]] = []
        #: heap allocations open here, innermost last (freed by a break or continue leaving them)
        self._open_heap: list[ll.Value] = []
        self.streamed = False

    # ----------------------------------------------------------------------------- entry

    def lower(self) -> Lowered:
        args: list[ll.Type] = []
        for p in self.func.params:
            buf = self.func.param_buffer(p)
            if buf is not None:
                args.append(PTR)
                if buf.ndim == 2 or not buf.is_dense:
                    args.append(I64)       # row stride; a strided view's backing size
            else:
                args.append(param_type(p.dtype))
        fnty = ll.FunctionType(I32, args)
        self.fn = ll.Function(self.module, fnty, self.symbol)
        entry = self.fn.append_basic_block("entry")
        self.alloca_builder = ll.IRBuilder(entry)
        body_block = self.fn.append_basic_block("body")
        self.error_block = self.fn.append_basic_block("error")
        self.b = ll.IRBuilder(body_block)
        self.b.position_at_end(self.error_block)
        self.status = self.b.phi(I32, "status")
        self.b = ll.IRBuilder(body_block)
        self._bind_params()
        self.stmt(self.func.body)
        self._free_all()
        self._fence_if_streamed()
        self.b.ret(ll.Constant(I32, 0))
        if self.status.incomings:
            self.b.position_at_end(self.error_block)
            self._free_all()
            self._fence_if_streamed()
            self.b.ret(self.status)
        else:       # no failure site
            self.fn.blocks.remove(self.error_block)
        self.alloca_builder.branch(body_block)
        return Lowered(self.module, self.symbol, self.sites, self.slp)

    def _bind_params(self) -> None:
        it = iter(self.fn.args)
        for p in self.func.params:
            buf = self.func.param_buffer(p)
            arg = next(it)
            if buf is not None:
                arg.name = buf.name
                arg.add_attribute("noalias")
                stride = None
                if not buf.is_dense:
                    size = next(it)
                    size.name = f"{buf.name}_size"
                    self.storages[id(buf.data)] = _Storage(arg, None, None, size)
                    continue
                if buf.ndim == 2:
                    stride = next(it)
                    stride.name = f"{buf.name}_row_stride"
                self.storages[id(buf.data)] = _Storage(arg, stride, buf.shape[1] if buf.ndim == 2 else None)
                continue
            arg.name = p.name
            if p.dtype.is_bool:
                self.env[id(p)] = (self.b.icmp_unsigned("!=", arg, ll.Constant(I8, 0)), False)
            elif p.dtype.is_float:
                value = self.b.bitcast(arg, ll.HalfType()) if p.dtype.bits == 16 else arg
                self.env[id(p)] = (value, False)
            else:
                self.env[id(p)] = (self._ext(arg, p.dtype), True)
                self.ranges.bind(p, p.dtype.min_value, p.dtype.max_value)

    # ----------------------------------------------------------------------------- statements

    def stmt(self, s: ir.Stmt) -> None:
        method = getattr(self, f"_stmt_{type(s).__name__}")
        method(s)

    def _stmt_SeqStmt(self, s: ir.SeqStmt) -> None:
        for x in s.stmts:
            self.stmt(x)

    def _stmt_Block(self, s: ir.Block) -> None:
        self.stmt(s.body)

    def _stmt_Evaluate(self, s: ir.Evaluate) -> None:
        if not isinstance(s.value, (ir.IntImm, ir.FloatImm)):
            self.value(s.value)      # for its errors (e.g. a division by zero)

    def _stmt_Assume(self, s: ir.Assume) -> None:
        c = s.condition
        if any(isinstance(n, (ir.BufferLoad, ir.Undef)) for n in walk(c)) or _may_trap(c):
            return
        self.b.assume(self.cond(c))

    def _stmt_LetStmt(self, s: ir.LetStmt) -> None:
        if self._is_value(s.value):
            self.value_vars.add(id(s.var))
            self.env[id(s.var)] = (self.value(s.value), False)
        elif s.var.dtype.is_int:
            self.env[id(s.var)] = (self.index(s.value), True)
            self.ranges.bind(s.var, *self.ranges.of(s.value))
        else:
            self.env[id(s.var)] = (self.value(s.value), False)
        self.stmt(s.body)

    def _stmt_IfThenElse(self, s: ir.IfThenElse) -> None:
        if id(s) in self._sure_ifs:         # true on every iteration emitted here (_guards)
            self.stmt(s.then_case)
            return
        cond = self.cond(s.condition)
        if s.else_case is None:
            with self.b.if_then(cond):
                self.stmt(s.then_case)
        else:
            with self.b.if_else(cond) as (then, otherwise):
                with then:
                    self.stmt(s.then_case)
                with otherwise:
                    self.stmt(s.else_case)

    def _stmt_For(self, s: ir.For) -> None:
        if ir.has_control_flow(s.body):
            self._irregular_loop(s)     # no collapsing, peeling, splitting or streaming
            return
        if _collapsible(s):
            self._collapsed(s)
        else:
            self._loop(s)

    def _irregular_loop(self, s: ir.For) -> None:
        """A counted loop whose body may ``break`` (to ``done``) or ``continue`` (to the
        latch, which steps the variable), emitted plainly."""
        lo = self.index(s.min)
        extent = self.index(s.extent)
        hi = self.b.add(lo, extent, flags=["nsw"])
        (lo_min, lo_max), (_, ext_max) = self.ranges.of(s.min), self.ranges.of(s.extent)
        self.ranges.bind(s.loop_var, lo_min, None if None in (lo_max, ext_max)
                         else lo_max + ext_max - 1)
        name = s.loop_var.name
        pre = self.b.block
        body = self.fn.append_basic_block(f"{name}.body")
        latch = self.fn.append_basic_block(f"{name}.latch")
        done = self.fn.append_basic_block(f"{name}.done")
        self.b.cbranch(self.b.icmp_signed(">", extent, ll.Constant(I64, 0)), body, done)
        self.b.position_at_end(body)
        var = self.b.phi(I64, name)
        var.add_incoming(lo, pre)
        self._bind_loop_var(s.loop_var, var)
        self._exits.append((latch, done, len(self._open_heap)))
        self.stmt(s.body)
        self._exits.pop()
        if not self.b.block.is_terminated:
            self.b.branch(latch)
        self.b.position_at_end(latch)
        nxt = self.b.add(var, ll.Constant(I64, 1), name=f"{name}.next", flags=["nsw"])
        var.add_incoming(nxt, latch)
        self.b.cbranch(self.b.icmp_signed("<", nxt, hi), body, done)
        self.b.position_at_end(done)

    def _stmt_While(self, s: ir.While) -> None:
        name = "while"
        head = self.fn.append_basic_block(f"{name}.cond")
        body = self.fn.append_basic_block(f"{name}.body")
        done = self.fn.append_basic_block(f"{name}.done")
        self.b.branch(head)
        self.b.position_at_end(head)
        self.b.cbranch(self.cond(s.condition), body, done)
        self.b.position_at_end(body)
        self._exits.append((head, done, len(self._open_heap)))
        self.stmt(s.body)
        self._exits.pop()
        if not self.b.block.is_terminated:
            self.b.branch(head)
        self.b.position_at_end(done)

    def _leave(self, target: int) -> None:
        """A break (``target`` 1) or continue (0): free the heap allocations opened inside the
        loop, branch, and go on emitting into an unreachable block (the statements after it)."""
        exits = self._exits[-1]
        free = self._libc("free", ll.VoidType(), [PTR])
        for slot in reversed(self._open_heap[exits[2]:]):
            self.b.call(free, [self.b.load(slot, typ=PTR)])
            self.b.store(ll.Constant(PTR, None), slot)
        self.b.branch(exits[target])
        self.b.position_at_end(self.fn.append_basic_block("after.exit"))

    def _stmt_Break(self, s: ir.Break) -> None:
        self._leave(1)

    def _stmt_Continue(self, s: ir.Continue) -> None:
        self._leave(0)

    def _loop(self, s: ir.For) -> None:
        lo = self.index(s.min)
        extent = self.index(s.extent)
        hi = self.b.add(lo, extent, flags=["nsw"])
        (lo_min, lo_max), (_, ext_max) = self.ranges.of(s.min), self.ranges.of(s.extent)
        guards = self._guards(s)
        self.ranges.bind(s.loop_var, lo_min, None if None in (lo_max, ext_max)
                         else lo_max + ext_max - 1)
        if guards is None:
            self._loop_range(s, lo, hi, extent)
            return
        lo, hi = self._clamp(lo, hi, guards.lows, guards.highs, guards.nonempty)
        if guards.gap is not None and self._peel_depth < MAX_PEEL_DEPTH:
            # a guard ``c1 or c2`` holds only up to ``high`` or from ``low``: two loops,
            # [lo, e1) and [s2, hi), skipping the iterations between (in order)
            high, low = guards.gap
            e1 = self.b.add(high, ll.Constant(I64, 1), flags=["nsw"])
            e1 = self.b.select(self.b.icmp_signed("<", e1, lo), lo, e1)
            e1 = self.b.select(self.b.icmp_signed(">", e1, hi), hi, e1)
            s2 = self.b.select(self.b.icmp_signed(">", low, e1), low, e1)
            s2 = self.b.select(self.b.icmp_signed(">", s2, hi), hi, s2)
            self._peel_depth += 1
            self._loop_range(s, lo, e1)
            self._loop_range(s, s2, hi)
            self._peel_depth -= 1
            return
        if not guards.sure_ifs or self._peel_depth >= MAX_PEEL_DEPTH:
            self._loop_range(s, lo, hi)
            return
        # peel: [lo, m0) and [m1, hi) keep the guards, [m0, m1) runs without them. Without
        # its branches a read-modify-write body (conv1d: B[x + f] += ...) becomes straight-line
        # code that the SLP vectorizer packs into overlapping vector loads and stores, which
        # stall on store forwarding (measured 2.7x slower than with SLP off, benchmarks/codegen.py)
        if _read_modify_write(s.body):
            self.slp = False
        m0, m1 = self._clamp(lo, hi, guards.sure_lows, guards.sure_highs, guards.sure_nonempty)
        self._peel_depth += 1           # nested peels: at most 3**MAX_PEEL_DEPTH copies
        self._loop_range(s, lo, m0)
        saved = self._sure_ifs
        self._sure_ifs = saved | guards.sure_ifs
        self._loop_range(s, m0, m1)
        self._sure_ifs = saved
        self._loop_range(s, m1, hi)
        self._peel_depth -= 1

    def _loop_range(self, s: ir.For, lo: ll.Value, hi: ll.Value,
                    extent: ll.Value | None = None) -> None:
        """``for v in [lo, hi): s.body`` (``hi - lo`` may be negative: no iteration)."""
        if extent is None:
            extent = self.b.sub(hi, lo, flags=["nsw"])
        terms = self._split_terms(s)
        if terms:
            self._split_loop(s, lo, extent, hi, terms)
            return
        if self._streaming(s):
            self._streaming_loop(s, lo, hi)
            return
        self._counted_loop(s, lo, hi, extent)

    def _counted_loop(self, s: ir.For, lo: ll.Value, hi: ll.Value, extent: ll.Value,
                      step: int = 1, lanes=None) -> None:
        """``for v in [lo, hi) step step``: ``lanes(v)`` emits the body (default: ``s.body`` with
        ``v`` bound); the caller makes ``hi - lo`` a multiple of ``step``."""
        name = s.loop_var.name
        pre = self.b.block
        body = self.fn.append_basic_block(f"{name}.body")
        done = self.fn.append_basic_block(f"{name}.done")
        self.b.cbranch(self.b.icmp_signed(">", extent, ll.Constant(I64, 0)), body, done)
        self.b.position_at_end(body)
        var = self.b.phi(I64, name)
        var.add_incoming(lo, pre)
        if lanes is None:
            self._bind_loop_var(s.loop_var, var)
            self.stmt(s.body)
        else:
            lanes(var)
        nxt = self.b.add(var, ll.Constant(I64, step), name=f"{name}.next", flags=["nsw", "nuw"]
                         if isinstance(s.min, ir.IntImm) and s.min.value >= 0 else ["nsw"])
        var.add_incoming(nxt, self.b.block)
        self.b.cbranch(self.b.icmp_signed("<", nxt, hi), body, done)
        self.b.position_at_end(done)

    # ----------------------------------------------------------------------------- guards

    def _guards(self, s: ir.For) -> "_Guards | None":
        """Index-set splitting by guards. Follow the chain of single statements under the
        loop — inner loops of constant bounds, lets, ``if c:`` without else — to the first
        other statement; every effect of an iteration happens under every ``if`` on it. Each
        conjunct of such a ``c`` that is an affine comparison ``E >= 0`` in the loop variables
        (lets on the chain substituted) — ``E = a*v + sum k*x + rest``, ``x`` the inner
        variables, ``rest`` loop-invariant index arithmetic — gives, with ``x`` over its
        constant range, a bound on ``v`` computed once before the loop:

        * necessary, ``a*v + rest + max(sum k*x) >= 0``: an iteration outside it does nothing,
          so the loop runs over the intersection only (a conjunct without ``v`` that cannot
          hold empties it);
        * sufficient, ``a*v + rest + min(sum k*x) >= 0``: where every conjunct of an ``if``
          holds this way, the ``if`` is always true; the loop is peeled into the iterations
          before, within and after that range, and the middle runs without those ``if`` s
          (``_sure_ifs``), in the same order;
        * a conjunct ``c1 or c2`` where ``c1`` can hold only up to some ``v`` and ``c2`` only
          from some larger one (conv1d's padding: ``x < 0 or x >= N``): the loop runs as
          those two ranges, skipping the iterations between.

        Skipped iterations evaluate nothing, so the chain stops at any let or condition that
        reads memory or could fail; the ``if`` s stay in the peeled parts. Short constant loops
        (< ``TIGHTEN_MIN_EXTENT``) are left alone: LLVM unrolls them."""
        if isinstance(s.extent, ir.IntImm) and s.extent.value < TIGHTEN_MIN_EXTENT:
            return None
        v = id(s.loop_var)
        spans: dict[int, tuple[int, int]] = {}
        lets: dict[int, tuple] = {}
        excluded = set(self.value_vars)
        found = []                    # (if node, [conjunct forms; None where not affine])
        node = s.body
        while True:
            if isinstance(node, ir.For):
                if not (isinstance(node.min, ir.IntImm) and isinstance(node.extent, ir.IntImm)
                        and node.extent.value > 0):
                    break
                spans[id(node.loop_var)] = (node.min.value, node.min.value + node.extent.value - 1)
                node = node.body
            elif isinstance(node, ir.LetStmt):
                if not _pure_index(node.value):
                    break
                form = _linear_form(node.value, spans.keys() | {v}, lets, excluded)
                if form is None:
                    excluded.add(id(node.var))
                else:
                    lets[id(node.var)] = form
                node = node.body
            elif isinstance(node, ir.IfThenElse) and node.else_case is None:
                if id(node) not in self._sure_ifs:
                    if not _pure_index(node.condition):
                        break
                    conjuncts, stack = [], [node.condition]
                    while stack:
                        c = stack.pop()
                        if isinstance(c, ir.And):
                            stack += [c.a, c.b]
                        elif isinstance(c, ir.Or):
                            pair = tuple(_comparison_form(x, spans.keys() | {v}, lets, excluded)
                                         for x in (c.a, c.b))
                            conjuncts.append(None if None in pair else ("or",) + pair)
                        else:
                            conjuncts.append(_comparison_form(c, spans.keys() | {v}, lets, excluded))
                    found.append((node, conjuncts))
                node = node.then_case
            else:
                break
        if not found:
            return None
        g = _Guards()
        for node, conjuncts in found:
            droppable = all(f is not None and f[0] != "or" for f in conjuncts)
            for form in conjuncts:
                if form is None:
                    continue
                if form[0] == "or":
                    if g.gap is None:
                        g.gap = self._gap(form[1], form[2], v, spans)
                    continue
                coefs, const, rest = form
                if any(k and x != v and x not in spans for x, k in coefs.items()):
                    droppable = False
                    continue
                inner = [(k, spans[x]) for x, k in coefs.items() if x != v and k]
                top = const + sum(max(k * a, k * b) for k, (a, b) in inner)
                bottom = const + sum(min(k * a, k * b) for k, (a, b) in inner)
                a = coefs.get(v, 0)
                total = None
                if all(abs(x) < (1 << 61) for x in (top, bottom, a)):   # sums exact in i64
                    total = self._invariant_sum(rest)
                if total is None:
                    droppable = False
                    continue
                self._bound(a, self.b.add(total, ll.Constant(I64, top), flags=["nsw"]),
                            g.lows, g.highs, g.nonempty)
                if droppable:
                    self._bound(a, self.b.add(total, ll.Constant(I64, bottom), flags=["nsw"]),
                                g.sure_lows, g.sure_highs, g.sure_nonempty)
            if droppable:
                g.sure_ifs.add(id(node))
        if not g.sure_ifs:
            g.sure_lows, g.sure_highs, g.sure_nonempty = [], [], []
        return g

    def _gap(self, f1, f2, v: int, spans) -> tuple[ll.Value, ll.Value] | None:
        """For a conjunct ``c1 or c2`` true only for ``v <= high`` (one side) or ``v >= low``
        (the other), (high, low) — the values between satisfy neither for any inner
        iteration; else None."""
        bounds = {}
        for form in (f1, f2):
            coefs, const, rest = form
            if any(k and x != v and x not in spans for x, k in coefs.items()):
                return None
            a = coefs.get(v, 0)
            top = const + sum(max(k * spans[x][0], k * spans[x][1])
                              for x, k in coefs.items() if x != v and k)
            if a == 0 or not all(abs(x) < (1 << 61) for x in (top, a)):
                return None
            side = "low" if a > 0 else "high"
            if side in bounds:
                return None
            total = self._invariant_sum(rest)
            if total is None:
                return None
            lows, highs = [], []
            self._bound(a, self.b.add(total, ll.Constant(I64, top), flags=["nsw"]), lows, highs, [])
            bounds[side] = (lows + highs)[0]
        return bounds["high"], bounds["low"]

    def _invariant_sum(self, rest) -> ll.Value | None:
        """``sum k*x`` of loop-invariant terms as an i64, when every step provably fits in
        62 bits (room for the constants added to it), else None."""
        lo = hi = 0
        for k, e in rest:
            elo, ehi = self.ranges.of(e)
            if None in (elo, ehi) or not all(_fits64(*self.ranges.of(x)) for x in walk(e)):
                return None
            lo, hi = lo + min(k * elo, k * ehi), hi + max(k * elo, k * ehi)
            if not (lo > -(1 << 61) and hi < (1 << 61)):
                return None
        total = ll.Constant(I64, 0)
        for k, e in rest:
            term = self.index(e)
            if k != 1:
                term = self.b.mul(term, ll.Constant(I64, k), flags=["nsw"])
            total = self.b.add(total, term, flags=["nsw"])
        return total

    def _bound(self, a: int, total: ll.Value, lows: list, highs: list, nonempty: list) -> None:
        """The values of ``v`` with ``a*v + total >= 0``, as a bound appended to a list."""
        if a == 0:
            nonempty.append(self.b.icmp_signed(">=", total, ll.Constant(I64, 0)))
        elif a > 0:     # v >= ceil(-total / a) == -floor(total / a)
            lows.append(self.b.sub(ll.Constant(I64, 0), self._floor_div_const(total, a),
                                   flags=["nsw"]))
        else:           # v <= floor(total / -a)
            highs.append(self._floor_div_const(total, -a))

    def _floor_div_const(self, x: ll.Value, c: int) -> ll.Value:
        """``x // c`` (floor) for a constant ``c > 0``."""
        if c == 1:
            return x
        cc = ll.Constant(I64, c)
        q, r = self.b.sdiv(x, cc), self.b.srem(x, cc)
        return self.b.select(self.b.icmp_signed("<", r, ll.Constant(I64, 0)),
                             self.b.sub(q, ll.Constant(I64, 1), flags=["nsw"]), q)

    def _clamp(self, lo: ll.Value, hi: ll.Value, lows, highs, nonempty):
        """``[lo, hi)`` narrowed to ``v >= each low``, ``v <= each high`` and empty unless
        every ``nonempty`` holds; the result ``[lo', hi')`` has ``lo <= lo' <= hi' <= hi``
        (when ``lo <= hi``)."""
        new_lo, new_hi = lo, hi
        for x in lows:
            new_lo = self.b.select(self.b.icmp_signed(">", x, new_lo), x, new_lo)
        for x in highs:
            end = self.b.add(x, ll.Constant(I64, 1), flags=["nsw"])
            new_hi = self.b.select(self.b.icmp_signed("<", end, new_hi), end, new_hi)
        new_lo = self.b.select(self.b.icmp_signed(">", new_lo, hi), hi, new_lo)
        for ok in nonempty:
            new_hi = self.b.select(ok, new_hi, new_lo)
        new_hi = self.b.select(self.b.icmp_signed("<", new_hi, new_lo), new_lo, new_hi)
        return new_lo, new_hi

    # ----------------------------------------------------------------------------- index-set splitting

    def _split_terms(self, s: ir.For) -> list["_SplitTerm"]:
        """The ``floordiv(a*i + b, c)`` / ``floormod(a*i + b, c)`` of an innermost loop's body
        worth splitting the loop for (see ``_split_loop``): ``i`` the loop variable (or the
        fused variable of a collapsed nest, when the dividend is ``a*(K*o + i)`` in its two
        variables), a constant divisor ``c > 0``, a constant ``1 <= a`` with a period
        ``ceil(c / a)`` of at least ``SPLIT_MIN_PERIOD`` iterations, and ``b`` loop-invariant:
        made of integer constants, variables bound outside the loop and ``+ - *``, constant
        divisions, min/max and integer casts — nothing that reads memory or can fail, and every
        intermediate value provably within 64 bits, so that evaluating the dividend once per
        segment (even where the body would not evaluate it) is exact and cannot fail."""
        body = s.body
        if isinstance(s.extent, ir.IntImm) and s.extent.value < SPLIT_MIN_EXTENT:
            return []
        bound: set[int] = set()
        candidates = []
        for n in walk(body):
            if isinstance(n, ir.For):
                return []                              # innermost loops only
            if isinstance(n, ir.LetStmt):
                bound.add(id(n.var))
            elif (type(n) in (ir.FloorDiv, ir.FloorMod) and n.dtype.is_int
                  and isinstance(n.b, ir.IntImm) and n.b.value > 0):
                candidates.append(n)
        if not candidates:
            return []
        fused = self._collapse_vars.get(id(s.loop_var))
        loop_vars = {id(s.loop_var)} if fused is None else {id(fused[0]), id(fused[1])}
        terms: dict[tuple[ir.Expr, int], _SplitTerm] = {}
        for n in candidates:
            c = n.b.value
            key = (n.a, c)
            if key in terms:
                terms[key].nodes.append(n)
                continue
            coef = _affine(n.a, loop_vars, bound | set(self.value_vars))
            if coef is None:
                continue
            if fused is None:
                a = coef.get(id(s.loop_var), 0)
            else:
                o, i, K = fused
                a = coef.get(id(i), 0)
                if coef.get(id(o), 0) != K * a:
                    continue
            if a < 1 or -(-c // a) < SPLIT_MIN_PERIOD:
                continue
            if not all(_fits64(*self.ranges.of(x)) for x in walk(n.a)):
                continue
            terms[key] = _SplitTerm(n.a, a, c, [n])
        return list(terms.values())

    def _split_loop(self, s: ir.For, lo: ll.Value, extent: ll.Value, hi: ll.Value,
                    terms: list["_SplitTerm"]) -> None:
        """Index-set splitting: run ``for i in [lo, hi)`` as segments ``[start, end)`` in
        which no term's dividend ``v = a*i + b`` crosses a multiple of its divisor ``c``. At a
        segment's start ``v0 = v(start)``, ``q = v0 // c`` and ``r = v0 % c`` (floor, once per
        segment); the segment ends before the first ``i`` where some ``v`` reaches the next
        period, ``start + ceil((c - r) / a)``, or at ``hi``. Inside it ``v // c == q`` and
        ``v % c == r + a*(i - start)`` — the same values the interpreter computes — so the
        inner loop has no division and its accesses are affine in ``i`` (LLVM vectorizes
        it). Correct for every extent, offset and sign of ``b``: the bounds are computed at
        run time with floor semantics."""
        name = s.loop_var.name
        pre = self.b.block
        head = self.fn.append_basic_block(f"{name}.seg")
        body = self.fn.append_basic_block(f"{name}.body")
        latch = self.fn.append_basic_block(f"{name}.seg.next")
        done = self.fn.append_basic_block(f"{name}.done")
        self.b.cbranch(self.b.icmp_signed(">", extent, ll.Constant(I64, 0)), head, done)
        # segment head: where the next period boundary of every term is
        self.b.position_at_end(head)
        start = self.b.phi(I64, f"{name}.start")
        start.add_incoming(lo, pre)
        self._bind_loop_var(s.loop_var, start)
        span = self.b.sub(hi, start, flags=["nsw"])          # in [1, extent]
        parts = []
        for t in terms:
            v0 = self.index(t.arg)
            cc, zero = ll.Constant(I64, t.c), ll.Constant(I64, 0)
            q, r = self.b.sdiv(v0, cc), self.b.srem(v0, cc)
            neg = self.b.icmp_signed("<", r, zero)                          # floor
            q = self.b.select(neg, self.b.sub(q, ll.Constant(I64, 1), flags=["nsw"]), q)
            r = self.b.select(neg, self.b.add(r, cc, flags=["nsw"]), r)
            left = self.b.sub(cc, r, flags=["nsw", "nuw"])                 # in [1, c]
            if t.a != 1:
                left = self.b.udiv(self.b.add(left, ll.Constant(I64, t.a - 1), flags=["nsw", "nuw"]),
                                   ll.Constant(I64, t.a))
            span = self.b.select(self.b.icmp_signed("<", left, span), left, span)
            parts.append((t, q, r))
        end = self.b.add(start, span, flags=["nsw"])           # <= hi
        self.b.branch(body)
        # the segment: no division left in the terms
        self.b.position_at_end(body)
        var = self.b.phi(I64, name)
        var.add_incoming(start, head)
        self._bind_loop_var(s.loop_var, var)
        saved = dict(self._split_subst)
        offset = self.b.sub(var, start, flags=["nsw"])     # >= 0 (not nuw: both may be < 0)
        for t, q, r in parts:
            step = offset if t.a == 1 else self.b.mul(offset, ll.Constant(I64, t.a),
                                                      flags=["nsw", "nuw"])
            mod = self.b.add(r, step, flags=["nsw", "nuw"])
            for n in t.nodes:
                self._split_subst[n] = q if isinstance(n, ir.FloorDiv) else mod
        self.stmt(s.body)
        self._split_subst = saved
        nxt = self.b.add(var, ll.Constant(I64, 1), name=f"{name}.next", flags=["nsw"])
        var.add_incoming(nxt, self.b.block)
        self.b.cbranch(self.b.icmp_signed("<", nxt, end), body, latch)
        self.b.position_at_end(latch)
        start.add_incoming(end, latch)
        self.b.cbranch(self.b.icmp_signed("<", end, hi), head, done)
        self.b.position_at_end(done)

    def _collapsed(self, outer: ir.For) -> None:
        """``for o in [0, M): for i in [0, K): S`` as one loop ``for k in [0, M*K)`` with
        ``o = k / K`` and ``i = k % K`` — the same iterations in the same order. A split axis
        (``i -> [i//4, i%4]``) becomes one contiguous loop again, which LLVM vectorizes with
        plain in-order vector accesses instead of interleaved groups."""
        inner = outer.body
        k = ir.Var(f"{outer.loop_var.name}_{inner.loop_var.name}", outer.loop_var.dtype)
        K = inner.extent.value
        fused = ir.For(k, ir.IntImm(0, k.dtype), ir.IntImm(outer.extent.value * K, k.dtype),
                       outer.kind, inner.body)
        self._collapse_vars[id(k)] = (outer.loop_var, inner.loop_var, K)
        self.ranges.bind(outer.loop_var, 0, outer.extent.value - 1)
        self.ranges.bind(inner.loop_var, 0, K - 1)
        self._loop(fused)

    # ----------------------------------------------------------------------------- streaming

    def _streaming(self, s: ir.For) -> bool:
        """Is ``s`` a loop whose one store streams (module docstring): a large parameter buffer
        the function never reads, one element after the other?"""
        store = s.body
        if not isinstance(store, ir.BufferStore) or self.bounds_check:
            return False
        buf = store.buffer
        size, count = _nbytes(buf.dtype), _constant_count(buf)
        if buf.ndim != 1 or not buf.is_dense or id(buf.data) not in self._write_only \
                or count is None or count * size < STREAM_MIN_BYTES or STREAM_ALIGN % size:
            return False
        # the address at the loop's start is computed even when it runs no iteration: only
        # where its index is proven to fit 64 bits (no overflow check, which could fail there)
        return _fits64(*self.ranges.of(store.indices[0])) \
            and self._unit_stride(store.indices[0], s.loop_var)

    def _unit_stride(self, index: ir.Expr, var: ir.Var) -> bool:
        """Does ``index`` grow by one with ``var`` (a collapsed loop's ``K * o + i`` too)?"""
        split = self._collapse_vars.get(id(var))
        if split is None:
            form = _affine(index, {id(var)}, set())
            return form is not None and form.get(id(var)) == 1
        o, i, K = split
        form = _affine(index, {id(o), id(i)}, set())
        return form is not None and form.get(id(i)) == 1 and form.get(id(o)) == K

    def _streaming_loop(self, s: ir.For, lo: ll.Value, hi: ll.Value) -> None:
        """``for v in [lo, hi): B[v + c] = ...`` as a scalar prologue up to the first element
        at a ``STREAM_ALIGN``-byte boundary, groups of ``STREAM_ALIGN / size`` iterations with
        non-temporal stores, and a scalar epilogue (the same iterations, in order)."""
        store = s.body
        split = self._collapse_vars.get(id(s.loop_var))
        if split is not None:
            # ``K * o + i`` over the collapsed ``o = v // K, i = v % K`` is emitted as ``v``
            # (``_div_mod_sum``), so the lanes' addresses are visibly consecutive to LLVM
            o, i, K = split
            k = ir.IntImm(K, s.loop_var.dtype)
            store = substitute(store, {o: ir.FloorDiv(s.loop_var, k), i: ir.FloorMod(s.loop_var, k)})
        size = _nbytes(store.buffer.dtype)
        lanes = STREAM_ALIGN // size
        self._bind_loop_var(s.loop_var, lo)
        first = self.b.ptrtoint(self.address(store.buffer, store.indices), I64)
        # elements to the boundary; an address that is not a multiple of the element size
        # never reaches one: then every iteration is a prologue iteration
        gap = self.b.and_(self.b.sub(ll.Constant(I64, 0), first), ll.Constant(I64, STREAM_ALIGN - 1))
        misaligned = self.b.icmp_unsigned("!=", self.b.and_(first, ll.Constant(I64, size - 1)),
                                          ll.Constant(I64, 0))
        count = self.b.sub(hi, lo, flags=["nsw"])
        peel = self.b.select(misaligned, count, self.b.lshr(gap, ll.Constant(I64, size.bit_length() - 1)))
        m0 = self.b.add(lo, peel, flags=["nsw"])
        m0 = self.b.select(self.b.icmp_signed(">", m0, hi), hi, m0)
        rest = self.b.sub(hi, m0, flags=["nsw"])
        groups = self.b.and_(rest, ll.Constant(I64, -lanes))     # rest >= 0 here
        m1 = self.b.add(m0, groups, flags=["nsw"])

        def group(v: ll.Value) -> None:
            for lane in range(lanes):
                self._bind_loop_var(s.loop_var, self.b.add(v, ll.Constant(I64, lane), flags=["nsw"])
                                    if lane else v)
                offset = lane * size
                self._stream = (id(store), STREAM_ALIGN if offset == 0 else offset & -offset)
                self.stmt(store)
            self._stream = None

        self._counted_loop(s, lo, m0, self.b.sub(m0, lo, flags=["nsw"]))
        self._counted_loop(s, m0, m1, groups, step=lanes, lanes=group)
        self._counted_loop(s, m1, hi, self.b.sub(hi, m1, flags=["nsw"]))

    def _fence_if_streamed(self) -> None:
        if self.streamed:
            self.b.fence("seq_cst")

    def _bind_loop_var(self, var: ir.Var, value: ll.Value) -> None:
        self.env[id(var)] = (value, True)
        split = self._collapse_vars.get(id(var))
        if split is not None:
            o, i, K = split
            self._bind_loop_var(o, self.b.udiv(value, ll.Constant(I64, K), name=o.name))
            self._bind_loop_var(i, self.b.urem(value, ll.Constant(I64, K), name=i.name))

    def _stmt_BufferStore(self, s: ir.BufferStore) -> None:
        ptr = self.address(s.buffer, s.indices)
        v = self.stored(s.value, s.buffer.dtype)
        if self._stream is not None and self._stream[0] == id(s):
            out = self.b.store(v, ptr, align=self._stream[1])
            out.set_metadata("nontemporal", self.module.add_metadata([ll.Constant(I32, 1)]))
            self.streamed = True
            return
        self.b.store(v, ptr, align=_align(s.buffer.dtype))

    def _stmt_DeclBuffer(self, s: ir.DeclBuffer) -> None:
        self.stmt(s.body)

    def _stmt_Allocate(self, s: ir.Allocate) -> None:
        buf = s.buffer
        elem = memory_type(buf.dtype)
        sizes = [self.index(e) for e in buf.shape]
        count = sizes[0]
        for x in sizes[1:]:
            count = self.b.mul(count, x, flags=["nsw"])
        constant = _constant_count(buf)
        if not buf.is_dense:
            constant = ir.static_span(buf)
            if constant is None:
                from verirw.errors import UnsupportedLayout
                raise UnsupportedLayout(f"code generation: allocation {buf.name} has symbolic "
                                        "strides or elem_offset, so its size is not known")
            count = ll.Constant(I64, constant)
        if constant is not None and constant * _nbytes(buf.dtype) <= STACK_LIMIT_BYTES:
            base = self.alloca_builder.alloca(elem, size=ll.Constant(I64, max(constant, 1)),
                                              name=buf.name)
            base.align = 64
            self.storages[id(buf.data)] = _Storage(base, sizes[1] if buf.ndim == 2 else None,
                                                   buf.shape[1] if buf.ndim == 2 else None,
                                                   ll.Constant(I64, constant))
            self.stmt(s.body)
            return
        slot = self.alloca_builder.alloca(PTR, name=f"{buf.name}.slot")
        self.alloca_builder.store(ll.Constant(PTR, None), slot)
        self.malloc_slots.append(slot)
        nbytes = self.b.mul(count, ll.Constant(I64, _nbytes(buf.dtype)), flags=["nsw"])
        nbytes = self.b.select(self.b.icmp_signed(">", nbytes, ll.Constant(I64, 0)), nbytes,
                               ll.Constant(I64, 1))
        base = self.b.call(self._libc("malloc", PTR, [I64]), [nbytes], name=buf.name)
        failed = self.b.icmp_unsigned("==", base, ll.Constant(PTR, None))
        self._fail_if(failed, Site("allocation_failed",
                                   f"cannot allocate {buf.name} "
                                   f"({' x '.join(format_expr(e) for e in buf.shape)} {buf.dtype})"))
        self.b.store(base, slot)
        self.storages[id(buf.data)] = _Storage(base, sizes[1] if buf.ndim == 2 else None,
                                               buf.shape[1] if buf.ndim == 2 else None, count)
        self._open_heap.append(slot)
        self.stmt(s.body)
        self._open_heap.pop()
        self.b.call(self._libc("free", ll.VoidType(), [PTR]), [base])
        self.b.store(ll.Constant(PTR, None), slot)

    def _free_all(self) -> None:
        free = self._libc("free", ll.VoidType(), [PTR]) if self.malloc_slots else None
        for slot in self.malloc_slots:
            self.b.call(free, [self.b.load(slot, typ=PTR)])

    # ----------------------------------------------------------------------------- memory

    def address(self, buf: ir.Buffer, indices: tuple[ir.Expr, ...]) -> ll.Value:
        storage = self.storages[id(buf.data)]
        idx = [self.index(i) for i in indices]
        if self.bounds_check:
            self._check_bounds(buf, indices, idx)
        if not buf.is_dense:        # the one formula, ir.flat_offset, in i64 instructions
            offset = ir.flat_offset(buf, [_Index(self.b, i) for i in idx],
                                    lift=lambda e: _Index(self.b, self.index(e))).v
            if self.bounds_check and storage.size is not None:
                bad = self.b.icmp_unsigned(">=", offset, storage.size)   # also offset < 0
                text = f"{buf.name}[{', '.join(format_expr(i) for i in indices)}]"
                self._fail_if(bad, Site("out_of_bounds", f"{text}: its element is outside "
                                                         "the storage of the view"))
        elif buf.ndim == 1:
            offset = idx[0]
        else:
            stride = storage.row_stride
            if storage.columns is None or not same_extent(buf.shape[1], storage.columns):
                stride = self.index(buf.shape[1])      # a view with its own row length
            offset = self.b.add(self.b.mul(idx[0], stride, flags=["nsw"]), idx[1], flags=["nsw"])
        return self.b.gep(storage.base, [offset], inbounds=True, source_etype=memory_type(buf.dtype))

    def _check_bounds(self, buf: ir.Buffer, indices, idx) -> None:
        text = f"{buf.name}[{', '.join(format_expr(i) for i in indices)}]"
        for k, (i, extent) in enumerate(zip(idx, buf.shape)):
            n = self.index(extent)
            bad = self.b.icmp_unsigned(">=", i, n)      # also catches i < 0
            self._fail_if(bad, Site("out_of_bounds",
                                    f"{text}: index {k} is outside [0, {format_expr(extent)})"))

    def load(self, e: ir.BufferLoad) -> ll.Value:
        ptr = self.address(e.buffer, e.indices)
        v = self.b.load(ptr, typ=memory_type(e.buffer.dtype), align=_align(e.buffer.dtype))
        if e.buffer.dtype.is_bool:
            return self.b.icmp_unsigned("!=", v, ll.Constant(I8, 0))
        return v

    def stored(self, e: ir.Expr, dtype: DType) -> ll.Value:
        """``e`` converted to what a buffer of ``dtype`` holds (ints wrap to its width)."""
        if dtype.is_bool:
            return self.b.zext(self.cond(e), I8)
        if dtype.is_int and e.dtype.is_int and not self._is_value(e):
            return self._trunc(self.index(e, modular=True), dtype)
        v = self.value(e)
        if e.dtype != dtype:
            v = self._convert(v, e.dtype, dtype)
        return v

    # ----------------------------------------------------------------------------- failure

    def _fail_if(self, bad: ll.Value, site: Site) -> None:
        self.sites.append(site)
        code = ll.Constant(I32, len(self.sites))
        ok = self.fn.append_basic_block("ok")
        self.status.add_incoming(code, self.b.block)
        self.b.cbranch(bad, self.error_block, ok)
        self.b.position_at_end(ok)

    # ----------------------------------------------------------------------------- expressions

    def _is_value(self, e: ir.Expr) -> bool:
        """Computed at its dtype's width (``value``) rather than as an exact i64 (``index``):
        a value expression, and any unsigned 32/64-bit expression (or comparison of two) —
        a uint64 does not fit i64, and at 32/64 bits the contract's exact-or-poison result
        (``nuw``) is the wrapped one wherever it is defined, so the machine's unsigned
        arithmetic computes it (and refines the poison, as TVM's own code does)."""
        d = e.a.dtype if isinstance(e, ir.CmpOp) else e.dtype
        if d.is_int and not d.is_signed and not d.is_bool and d.bits >= 32:
            return True
        return self._value_oracle(e)

    def index(self, e: ir.Expr, modular: bool = False) -> ll.Value:
        """An integer expression as an exact i64 (a value expression is sign/zero-extended).
        ``modular``: only the result modulo 2**64 matters (the caller truncates it to a value's
        width), so ``+ - *`` may wrap; exact values are still needed below any other op."""
        if e.dtype.is_bool:
            return self.b.zext(self.cond(e), I64)
        if self._is_value(e):
            return self._ext(self.value(e), e.dtype)
        if isinstance(e, ir.IntImm):
            if not _fits64(e.value, e.value):
                raise _unsupported(e)
            return ll.Constant(I64, e.value)
        if isinstance(e, ir.Var):
            v, is_index = self.env[id(e)]
            return v if is_index else self._ext(v, e.dtype)
        if isinstance(e, ir.Add):
            whole = _div_mod_sum(e)
            if whole is not None:       # x // c * c + x % c == x (floor division, c != 0)
                return self.index(whole, modular)
        if self._split_subst and type(e) in (ir.FloorDiv, ir.FloorMod):
            hit = self._split_subst.get(e)
            if hit is not None:
                return hit
        op = ops.of(e)
        if op is not None and op.ring and op.name in _INT_INSTR:
            a, b = self.index(e.a, modular), self.index(e.b, modular)
            instr = getattr(self.b, _INT_INSTR[op.name])
            if modular:              # a ring homomorphism: the low 64 bits are exact
                return instr(a, b)
            if _fits64(*self.ranges.of(e)):
                return instr(a, b, flags=["nsw"])
            return self._checked(e, a, b)
        if op is not None and op.division is not None:
            a, b = self.index(e.a), self.index(e.b)
            # I64_MIN // -1 is 2**63 in the integers; for an int64 expression it is the
            # contract's division_overflow, which _int_div checks (op.partials_for)
            if not _fits64(*self.ranges.of(e)) and not (e.dtype.is_signed and e.dtype.bits == 64):
                self._fail_if(self.b.and_(
                    self.b.icmp_signed("==", a, ll.Constant(I64, -(1 << 63))),
                    self.b.icmp_signed("==", b, ll.Constant(I64, -1))), self._overflow(e))
            return self._int_div(e, a, b, I64, signed=True)
        if op is not None and op.name in _SELECT_CMP:
            a, b = self.index(e.a), self.index(e.b)
            return self._minmax(e, a, b, signed=True)
        if op is not None and op.name in _BIT_INSTR:
            # exact on i64 (the operands are); a shift checks its amount first
            a, b = self.index(e.a), self.index(e.b)
            if op.name in _SHIFT_INSTR:
                return self._shift(e, a, b, signed=True, index=True)
            return getattr(self.b, _BIT_INSTR[op.name])(a, b)
        if isinstance(e, ir.Cast):
            src, dst = e.value.dtype, e.dtype
            if src.is_int and not (dst.min_value <= src.min_value and src.max_value <= dst.max_value) \
                    and not _fits_dtype(self.ranges.of(e.value), dst):
                # a narrowing cast truncates (LLVM trunc), index arithmetic included
                v = self._trunc(self.index(e.value, modular=True), dst)
                return self._ext(v, dst)
            return self.index(e.value, modular)   # widening, or a value that fits: the identity
        if isinstance(e, ir.Select):
            return self._choose(e, lambda x: self.index(x, modular))
        if isinstance(e, ir.Call) and e.op in ir.BITCOUNT:
            return self._ext(self._call(e), e.dtype)     # a count: small, never negative
        if isinstance(e, ir.Call) and e.op == "abs":
            a = self.index(e.args[0])
            if not _fits64(*self.ranges.of(e)):      # abs(MIN) is 2**63 in the integers
                self._fail_if(self.b.icmp_signed("==", a, ll.Constant(I64, -(1 << 63))),
                              self._overflow(e))
            return self.b.select(self.b.icmp_signed("<", a, ll.Constant(I64, 0)),
                                 self.b.sub(ll.Constant(I64, 0), a, flags=["nsw"]), a)
        raise _unsupported(e)

    def _checked(self, e: ir.BinaryOp, a: ll.Value, b: ll.Value) -> ll.Value:
        """``a op b`` in i64 with LLVM's overflow intrinsic: past 64 bits the kernel stops with
        ``index_overflow`` instead of computing a wrapped index."""
        name = "llvm.{}.with.overflow.i64".format(
            {ir.Add: "sadd", ir.Sub: "ssub", ir.Mul: "smul"}[type(e)])
        fn = self._intrinsics.get(name)
        if fn is None:
            fnty = ll.FunctionType(ll.LiteralStructType([I64, I1]), [I64, I64])
            fn = self._intrinsics[name] = ll.Function(self.module, fnty, name)
        pair = self.b.call(fn, [a, b])
        self._fail_if(self.b.extract_value(pair, 1), self._overflow(e))
        return self.b.extract_value(pair, 0)

    @staticmethod
    def _overflow(e: ir.Expr) -> Site:
        return Site("index_overflow", f"the index arithmetic {format_expr(e)} leaves the 64 bits "
                                      f"generated code computes it in (the interpreter's "
                                      f"integers are unbounded)")

    def cond(self, e: ir.Expr) -> ll.Value:
        """A bool expression as i1."""
        if isinstance(e, ir.IntImm):
            return ll.Constant(I1, 1 if e.value else 0)
        if isinstance(e, ir.CmpOp):
            return self._compare(e)
        if isinstance(e, (ir.And, ir.Or)):
            return self._logical(e)
        if isinstance(e, ir.Not):
            return self.b.not_(self.cond(e.a))
        if isinstance(e, ir.Var):
            return self.env[id(e)][0]
        if isinstance(e, ir.BufferLoad):
            return self.load(e)
        if isinstance(e, ir.Select):
            return self._choose(e, self.cond)
        if isinstance(e, ir.Cast):
            src = e.value.dtype
            if src.is_bool:
                return self.cond(e.value)
            if src.is_float:
                return self.b.fcmp_unordered("!=", self.value(e.value), _fzero(src))
            if self._is_value(e.value):
                v = self.value(e.value)
                return self.b.icmp_unsigned("!=", v, ll.Constant(v.type, 0))
            return self.b.icmp_signed("!=", self.index(e.value), ll.Constant(I64, 0))
        raise _unsupported(e)

    def value(self, e: ir.Expr) -> ll.Value:
        """``e`` at its dtype's width (ints wrap)."""
        d = e.dtype
        if d.is_bool:
            return self.cond(e)
        if d.is_int and not self._is_value(e):
            return self._trunc(self.index(e, modular=d.bits <= 64), d)
        if d.is_bfloat16 and not isinstance(e, (ir.BufferLoad, ir.Cast)):
            raise UnsupportedError(f"cannot lower {type(e).__name__} of dtype bfloat16: it is "
                                   "computed in float32 (verirw.bf16.legalize first)")
        if isinstance(e, ir.FloatImm):
            return ll.Constant(llvm_type(d), e.value)
        if isinstance(e, ir.IntImm):
            return ll.Constant(llvm_type(d), e.value)
        if isinstance(e, ir.Var):
            v, is_index = self.env[id(e)]
            return self._trunc(v, d) if is_index else v
        if isinstance(e, ir.BufferLoad):
            return self.load(e)
        if isinstance(e, ir.Undef):
            raise _unsupported(e)
        if isinstance(e, ir.BinaryOp):
            a, b = self.value(e.a), self.value(e.b)
            return self._float_binary(e, a, b) if d.is_float else self._int_binary(e, a, b)
        if isinstance(e, ir.Select):
            return self._choose(e, self.value)
        if isinstance(e, ir.Cast):
            src = e.value.dtype
            v = self.value(e.value) if (src.is_float or src.is_bool or self._is_value(e.value)) \
                else self._trunc(self.index(e.value, modular=True), src)
            return self._convert(v, src, d)
        if isinstance(e, ir.Call):
            return self._call(e)
        raise _unsupported(e)

    # ----------------------------------------------------------------------------- helpers

    def _int_binary(self, e: ir.BinaryOp, a: ll.Value, b: ll.Value) -> ll.Value:
        signed, op = e.dtype.is_signed, ops.BY_CLASS[type(e)]
        if op.name in _INT_INSTR:
            return getattr(self.b, _INT_INSTR[op.name])(a, b)
        if op.name in _SELECT_CMP:
            return self._minmax(e, a, b, signed=signed)
        if op.division is not None:
            return self._int_div(e, a, b, a.type, signed=signed)
        if op.name in _SHIFT_INSTR:
            return self._shift(e, a, b, signed=signed, index=False)
        if op.name in _BIT_INSTR:
            return getattr(self.b, _BIT_INSTR[op.name])(a, b)
        raise _unsupported(e)

    def _shift(self, e: ir.BinaryOp, a: ll.Value, b: ll.Value, *, signed: bool,
               index: bool) -> ll.Value:
        """``a << b`` / ``a >> b`` with the contract's error for an amount outside
        ``[0, bits)`` of the dtype (LLVM would give poison). ``>>`` is ``ashr`` on signed,
        ``lshr`` on unsigned dtypes. In index arithmetic (i64, exact) a left shift whose
        result leaves i64 stops the kernel with ``index_overflow``, like ``*``."""
        op = ops.BY_CLASS[type(e)]
        bits = e.dtype.bits
        if not op.partial.surely_defined(e.a, e.b):
            # unsigned compare: a negative signed amount is a huge unsigned one
            bad = self.b.icmp_unsigned(">=", b, ll.Constant(b.type, bits))
            self._fail_if(bad, Site(op.partial.kind, f"{op.partial.message} in "
                                                     f"{format_expr(e)}"))
        instr = _SHIFT_INSTR[op.name]
        if instr == "shr":
            return self.b.ashr(a, b) if signed else self.b.lshr(a, b)
        out = self.b.shl(a, b)
        if index and not _fits64(*self.ranges.of(e)):
            self._fail_if(self.b.icmp_signed("!=", self.b.ashr(out, b), a), self._overflow(e))
        return out

    def _minmax(self, e, a, b, *, signed: bool) -> ll.Value:
        """``select(a < b, a, b)`` (min) or ``select(a > b, a, b)`` (max), as ops says."""
        cmp = self.b.icmp_signed if signed else self.b.icmp_unsigned
        return self.b.select(cmp(_SELECT_CMP[ops.BY_CLASS[type(e)].name], a, b), a, b)

    def _int_div(self, e: ir.BinaryOp, a: ll.Value, b: ll.Value, ty: ll.IntType, *,
                 signed: bool) -> ll.Value:
        """Floor/trunc division and modulo with the contract's errors, the entry's partialities
        for ``e.dtype`` (``op.partials_for``): a zero divisor and, on a signed dtype, the
        dtype's minimum divided by -1 (``division_overflow``, also in index arithmetic: the
        minimum of the expression's dtype, as i64). Each is a run-time check before the
        division, unless the literals decide it, so ``sdiv``/``srem`` never trap."""
        op = ops.BY_CLASS[type(e)]
        zero, one = ll.Constant(ty, 0), ll.Constant(ty, 1)
        divisor = e.b.value if isinstance(e.b, ir.IntImm) else None
        for partial in op.partials_for(e.dtype):
            if partial.surely_defined(e.a, e.b):
                continue
            undefined = Site(partial.kind, f"integer {partial.message} in {format_expr(e)}")
            if divisor == 0 and partial.kind == ops.DIVISOR_ZERO.kind:
                self._fail_if(ll.Constant(I1, 1), undefined)
                return zero
            bad = None
            for i, v in partial.equalities_at(e.dtype.bits):
                # unsigned ==: the same bits (a negative value as its two's complement)
                test = self.b.icmp_unsigned("==", (a, b)[i], ll.Constant(ty, v))
                bad = test if bad is None else self.b.and_(bad, test)
            self._fail_if(bad, undefined)
        is_div = op.division.part == "quotient"
        if not signed:
            return self.b.udiv(a, b) if is_div else self.b.urem(a, b)
        q = self.b.sdiv(a, b)
        r = self.b.srem(a, b)
        if op.division.rounding == "trunc":
            return q if is_div else r
        # floor: adjust when the remainder is non-zero and its sign differs from the divisor's
        if divisor is not None and divisor > 0:
            adjust = self.b.icmp_signed("<", r, zero)
        elif divisor is not None:
            adjust = self.b.icmp_signed(">", r, zero)
        else:
            adjust = self.b.and_(self.b.icmp_signed("!=", r, zero),
                                 self.b.icmp_signed("!=", self.b.icmp_signed("<", r, zero),
                                                    self.b.icmp_signed("<", b, zero)))
        if is_div:
            return self.b.select(adjust, self.b.sub(q, one), q)
        return self.b.select(adjust, self.b.add(r, b), r)

    def _float_binary(self, e: ir.BinaryOp, a: ll.Value, b: ll.Value) -> ll.Value:
        f, op = self._fflags(), ops.BY_CLASS[type(e)]
        if op.name in _FLOAT_INSTR:
            return getattr(self.b, _FLOAT_INSTR[op.name])(a, b, flags=f)
        if op.name in _SELECT_CMP:
            # TVM's code: select(fcmp olt a b, a, b) / select(fcmp ogt a b, a, b) (O3 keeps it,
            # as a vector compare and select). In fast mode the fcmp carries `fast` (nnan, nsz):
            # LLVM may then read it as minnum/maxnum, equal on the reals that mode means
            return self.b.select(self.b.fcmp_ordered(_SELECT_CMP[op.name], a, b, flags=f), a, b)
        if op.division is None or op.division.rounding != "floor":
            raise _unsupported(e)
        floor = self._intrinsic("llvm.floor", a.type)
        q = self.b.call(floor, [self.b.fdiv(a, b, flags=f)])
        if op.division.part == "quotient":
            return q
        return self.b.fsub(a, self.b.fmul(b, q, flags=f), flags=f)   # every step rounded

    def _compare(self, e: ir.CmpOp) -> ll.Value:
        if isinstance(e.a, ir.Undef) or isinstance(e.b, ir.Undef):
            other = e.b if isinstance(e.a, ir.Undef) else e.a
            if not isinstance(other, ir.Undef):       # evaluated for its errors (a load, a
                self.value(other)                     # division), like the interpreter
            if isinstance(e, ir.EQ):
                return ll.Constant(I1, 1)             # x == T.undef() is true (semantics)
            # any other comparison with undef: undefined where it decides anything (after
            # remove_store_undef, a condition or an index): the interpreter's error
            self._fail_if(ll.Constant(I1, 1), Site("undef_in_condition",
                                                   f"{format_expr(e)} depends on an undefined "
                                                   f"value"))
            return ll.Constant(I1, 0)
        op = ops.BY_CLASS[type(e)].symbol             # LLVM's predicates are Python's symbols
        d = e.a.dtype
        if d.is_float:
            a, b = self.value(e.a), self.value(e.b)
            # every comparison ordered, as TVM's code: != is fcmp one (false at NaN)
            return self.b.fcmp_ordered(op, a, b, flags=self._fflags())
        if d.is_bool:
            return self.b.icmp_unsigned(op, self.cond(e.a), self.cond(e.b))
        if self._is_value(e):
            a, b = self.value(e.a), self.value(e.b)
            return (self.b.icmp_signed if d.is_signed else self.b.icmp_unsigned)(op, a, b)
        return self.b.icmp_signed(op, self.index(e.a), self.index(e.b))

    def _logical(self, e: ir.And | ir.Or) -> ll.Value:
        first = self.cond(e.a)
        if not _may_trap(e.b):
            second = self.cond(e.b)
            return self.b.and_(first, second) if isinstance(e, ir.And) else self.b.or_(first, second)
        start = self.b.block
        rest = self.fn.append_basic_block("sc.rest")
        join = self.fn.append_basic_block("sc.join")
        if isinstance(e, ir.And):
            self.b.cbranch(first, rest, join)
        else:
            self.b.cbranch(first, join, rest)
        self.b.position_at_end(rest)
        second = self.cond(e.b)
        rest_end = self.b.block
        self.b.branch(join)
        self.b.position_at_end(join)
        phi = self.b.phi(I1)
        phi.add_incoming(ll.Constant(I1, 0 if isinstance(e, ir.And) else 1), start)
        phi.add_incoming(second, rest_end)
        return phi

    def _choose(self, e: ir.Select, emit) -> ll.Value:
        c = self.cond(e.cond)
        if not (_may_trap(e.true_value) or _may_trap(e.false_value)):
            return self.b.select(c, emit(e.true_value), emit(e.false_value))
        then_block = self.fn.append_basic_block("sel.then")
        else_block = self.fn.append_basic_block("sel.else")
        join = self.fn.append_basic_block("sel.join")
        self.b.cbranch(c, then_block, else_block)
        self.b.position_at_end(then_block)
        t = emit(e.true_value)
        t_end = self.b.block
        self.b.branch(join)
        self.b.position_at_end(else_block)
        f = emit(e.false_value)
        f_end = self.b.block
        self.b.branch(join)
        self.b.position_at_end(join)
        phi = self.b.phi(t.type)
        phi.add_incoming(t, t_end)
        phi.add_incoming(f, f_end)
        return phi

    def _call(self, e: ir.Call) -> ll.Value:
        d = e.dtype
        if e.op == ir.FMA and d.is_float and all(a.dtype == d for a in e.args):
            args = [self.value(a) for a in e.args]
            ty = args[0].type
            key = f"llvm.fma.{ty}"
            if key not in self._intrinsics:
                self._intrinsics[key] = self.module.declare_intrinsic(
                    "llvm.fma", [ty], ll.FunctionType(ty, [ty] * 3))
            return self.b.call(self._intrinsics[key], args)
        x = self.value(e.args[0])
        if e.op == ir.REINTERPRET and d == e.args[0].dtype:
            return x                    # the value marker: the argument at its width
        if e.op == ir.BITCAST and ir.bitcast_supported(e.args[0].dtype, d):
            return self.b.bitcast(x, llvm_type(d))     # TVM's bit reinterpretation
        if e.op == "abs":
            if d.is_float:
                return self.b.call(self._intrinsic("llvm.fabs", x.type), [x])
            if not d.is_signed:
                return x
            zero = ll.Constant(x.type, 0)
            return self.b.select(self.b.icmp_signed("<", x, zero), self.b.sub(zero, x), x)
        if e.op in ir.BITCOUNT and _bitcount_supported(e):
            # TVM's own instructions: llvm.ctlz with is_zero_poison (clz(0) is poison in the
            # contract too) and llvm.ctpop, at the operand's width; the count fits any result
            n = (self.b.ctlz(x, ll.Constant(ll.IntType(1), 1)) if e.op == ops.CLZ
                 else self.b.ctpop(x))
            t = llvm_type(d)
            return n if n.type == t else (self.b.trunc(n, t) if n.type.width > t.width
                                          else self.b.zext(n, t))
        if e.op == "sqrt" and d.is_float:
            return self.b.call(self._intrinsic("llvm.sqrt", x.type), [x])
        if e.op in ir.EXACT_MATH and d.is_float:        # exact IEEE roundings to an integer
            name = "llvm.roundeven" if e.op in ir.ROUND_EVEN else f"llvm.{e.op}"
            return self.b.call(self._intrinsic(name, x.type), [x])
        raise _unsupported(e)

    def _convert(self, v: ll.Value, src: DType, dst: DType) -> ll.Value:
        if src == dst:
            return v
        t = llvm_type(dst)
        if dst.is_bool:
            if src.is_float:
                return self.b.fcmp_unordered("!=", v, _fzero(src))
            return self.b.icmp_unsigned("!=", v, ll.Constant(v.type, 0))
        if src.is_bool:
            return self.b.uitofp(v, t) if dst.is_float else self.b.zext(v, t)
        if src.is_bfloat16 or dst.is_bfloat16:
            return self._bf16_convert(v, src, dst)
        if src.is_float and dst.is_float:
            return self.b.fpext(v, t) if dst.bits > src.bits else self.b.fptrunc(v, t)
        if src.is_float:
            # out of range or NaN is an error in the contract: undefined behaviour here
            return self.b.fptosi(v, t) if dst.is_signed else self.b.fptoui(v, t)
        if dst.is_float:
            return self.b.sitofp(v, t) if src.is_signed else self.b.uitofp(v, t)
        if dst.bits == src.bits:
            return v
        if dst.bits < src.bits:
            return self.b.trunc(v, t)
        return self.b.sext(v, t) if src.is_signed else self.b.zext(v, t)

    def _bf16_convert(self, v: ll.Value, src: DType, dst: DType) -> ll.Value:
        """bfloat16's storage meaning (verirw.bf16): a load widens its bits to float32 exactly
        (``zext``, ``shl 16``, ``bitcast``); a store rounds a float32 to the nearest bfloat16,
        a tie to the even one, by TVM's integer rounding ``(bits + 0x7fff + ((bits >> 16) &
        1)) >> 16``, except that a NaN stays a NaN (its quietened upper half)."""
        i32 = ll.IntType(32)
        if src.is_bfloat16 and dst == FLOAT32:
            wide = self.b.shl(self.b.zext(v, i32), ll.Constant(i32, 16))
            return self.b.bitcast(wide, ll.FloatType())
        if dst.is_bfloat16 and src == FLOAT32:
            bits = self.b.bitcast(v, i32)
            upper = self.b.lshr(bits, ll.Constant(i32, 16))
            odd = self.b.and_(upper, ll.Constant(i32, 1))
            rounded = self.b.lshr(self.b.add(bits, self.b.add(odd, ll.Constant(i32, 0x7FFF))),
                                  ll.Constant(i32, 16))
            nan = self.b.or_(upper, ll.Constant(i32, 0x40))
            isnan = self.b.fcmp_unordered("uno", v, v)
            return self.b.trunc(self.b.select(isnan, nan, rounded), ll.IntType(16))
        raise UnsupportedError(f"cannot lower a cast from {src} to {dst}: bfloat16 converts "
                               "only to and from float32 once legalized (verirw.bf16)")

    def _ext(self, v: ll.Value, d: DType) -> ll.Value:
        if v.type == I64:
            return v
        return self.b.sext(v, I64) if d.is_signed else self.b.zext(v, I64)

    def _trunc(self, v: ll.Value, d: DType) -> ll.Value:
        t = llvm_type(d)
        return v if v.type == t else self.b.trunc(v, t)

    def _fflags(self) -> tuple[str, ...]:
        return ("fast",) if self.fast else ()

    def _intrinsic(self, name: str, ty: ll.Type) -> ll.Function:
        key = f"{name}.{ty}"
        if key not in self._intrinsics:
            self._intrinsics[key] = self.module.declare_intrinsic(name, [ty])
        return self._intrinsics[key]

    def _libc(self, name: str, ret: ll.Type, args: list[ll.Type]) -> ll.Function:
        if name not in self._intrinsics:
            self._intrinsics[name] = ll.Function(self.module, ll.FunctionType(ret, args), name)
        return self._intrinsics[name]


def lower_to_llvm(func: ir.PrimFunc, *, float_mode: str = "ieee",
                  bounds_check: bool = False) -> Lowered:
    """LLVM IR for a PrimFunc that ``verirw.codegen.validate`` accepts."""
    return _Emitter(func, float_mode, bounds_check).lower()


# ----------------------------------------------------------------------------- utilities


_I64_MIN, _I64_MAX = -(1 << 63), (1 << 63) - 1


def _fits_dtype(bounds, d) -> bool:
    """An interval (None: unknown) lies within the dtype's range: a cast to it keeps the value."""
    lo, hi = bounds
    return lo is not None and hi is not None and d.min_value <= lo and hi <= d.max_value


def _bitcount_supported(e: ir.Call) -> bool:
    """``T.clz`` of a 32/64-bit integer, ``T.popcount`` of any integer (not a bool)."""
    d = e.args[0].dtype
    return d.is_int and not d.is_bool and (e.op != ops.CLZ or d.bits in (32, 64))


def _fits64(lo: int | None, hi: int | None) -> bool:
    return lo is not None and hi is not None and lo >= _I64_MIN and hi <= _I64_MAX


class _IndexRanges:
    """Intervals of index expressions (None: unbounded), from what is bound where the code is
    emitted: loop ranges, lets, parameters and values within their dtypes. Sound bounds, for
    deciding where i64 index arithmetic needs no overflow check."""

    def __init__(self, is_value):
        self.is_value = is_value
        self.vars: dict[int, tuple[int | None, int | None]] = {}
        self.memo: dict[int, tuple[ir.Expr, tuple]] = {}

    def bind(self, var: ir.Var, lo: int | None, hi: int | None) -> None:
        self.vars[id(var)] = (lo, hi)

    def of(self, e: ir.Expr) -> tuple[int | None, int | None]:
        hit = self.memo.get(id(e))
        if hit is not None and hit[0] is e and not isinstance(e, ir.Var):
            return hit[1]
        out = self._compute(e)
        self.memo[id(e)] = (e, out)
        return out

    def _compute(self, e: ir.Expr) -> tuple[int | None, int | None]:
        d = e.dtype
        if d.is_bool:
            return 0, 1
        if not d.is_int:
            return None, None
        if isinstance(e, ir.IntImm):
            return e.value, e.value
        if self.is_value(e):
            return d.min_value, d.max_value
        if isinstance(e, ir.Var):
            return self.vars.get(id(e), (None, None))
        if isinstance(e, ir.Cast):
            if e.value.dtype.is_bool:
                return 0, 1
            if not e.value.dtype.is_int:
                return None, None
            inner = self.of(e.value)
            return inner if _fits_dtype(inner, d) else (d.min_value, d.max_value)
        if isinstance(e, ir.Select):
            (a, b), (c, f) = self.of(e.true_value), self.of(e.false_value)
            return (None if None in (a, c) else min(a, c)), (None if None in (b, f) else max(b, f))
        if isinstance(e, ir.Call) and e.op in ir.BITCOUNT and e.args[0].dtype.is_int:
            lo, hi = self.of(e.args[0])
            return ops.bit_count_interval(e.op, lo, hi, e.args[0].dtype.bits)
        if isinstance(e, ir.Call) and e.op == "abs":
            lo, hi = self.of(e.args[0])
            if None in (lo, hi):
                return 0, None
            return (0 if lo <= 0 <= hi else min(abs(lo), abs(hi))), max(abs(lo), abs(hi))
        if not isinstance(e, ir.BinaryOp):
            return None, None
        (alo, ahi), (blo, bhi) = self.of(e.a), self.of(e.b)
        if None in (alo, ahi, blo, bhi):
            return None, None
        t = type(e)
        if t is ir.Add:
            return alo + blo, ahi + bhi
        if t is ir.Sub:
            return alo - bhi, ahi - blo
        if t is ir.Mul:
            corners = (alo * blo, alo * bhi, ahi * blo, ahi * bhi)
            return min(corners), max(corners)
        if t is ir.Min:
            return min(alo, blo), min(ahi, bhi)
        if t is ir.Max:
            return max(alo, blo), max(ahi, bhi)
        op = ops.of(e)
        if op is None or op.division is None:
            # any other entry (bitwise, shifts): its own sound transfer, else unbounded
            if op is None or op.interval is None:
                return None, None
            return op.interval(alo, ahi, blo, bhi)
        big = max(abs(alo), abs(ahi))
        if t in (ir.FloorDiv, ir.TruncDiv):
            # |a // b| <= |a| except a // -1 (== -a) and floor rounding down by one
            return -big - 1, big
        divisor = max(abs(blo), abs(bhi))                    # |a % b| < |b|
        return -divisor, divisor


def _div_mod_sum(e: ir.Add) -> ir.Expr | None:
    """``x`` when ``e`` is ``x // c * c + x % c`` (either order of the sum and of the product)
    with one constant ``c`` for which both are surely defined (not 0; not -1 on a signed
    dtype, whose ``MIN // -1`` must still stop the kernel): floor division and modulo
    recompose ``x`` exactly."""
    for prod, mod in ((e.a, e.b), (e.b, e.a)):
        if not (isinstance(mod, ir.FloorMod) and isinstance(prod, ir.Mul)
                and isinstance(mod.b, ir.IntImm)
                and all(p.surely_defined(mod.a, mod.b)
                        for p in ops.FLOORMOD.partials_for(mod.dtype))):
            continue
        for div, c in ((prod.a, prod.b), (prod.b, prod.a)):
            if (isinstance(div, ir.FloorDiv) and isinstance(c, ir.IntImm)
                    and c.value == mod.b.value and isinstance(div.b, ir.IntImm)
                    and div.b.value == c.value and div.a == mod.a):
                return mod.a
    return None


@dataclass
class _Guards:
    """Bounds on a loop variable from the guards under the loop (``_Emitter._guards``)."""

    lows: list = field(default_factory=list)
    highs: list = field(default_factory=list)
    nonempty: list = field(default_factory=list)
    sure_lows: list = field(default_factory=list)
    sure_highs: list = field(default_factory=list)
    sure_nonempty: list = field(default_factory=list)
    sure_ifs: set = field(default_factory=set)
    gap: tuple | None = None        # (high, low): v <= high or v >= low (an ``or`` guard)


def _read_modify_write(s: ir.Stmt) -> bool:
    """Does ``s`` store to a buffer it also loads?"""
    stored = {id(n.buffer.data) for n in walk(s) if isinstance(n, ir.BufferStore)}
    return any(isinstance(n, ir.BufferLoad) and id(n.buffer.data) in stored for n in walk(s))


def _pure_index(e: ir.Expr) -> bool:
    """Reads no memory and cannot fail: safe to evaluate fewer times than the program does."""
    return not _may_trap(e) and not any(
        isinstance(n, (ir.BufferLoad, ir.Undef, ir.Call, ir.ExternCall)) for n in walk(e))


def _linear_form(e: ir.Expr, loop_vars, lets: dict, excluded: set[int]):
    """``e`` as ``(coefs, const, rest)``: ``sum coefs[v]*v + const + sum k*x`` over the loop
    variables (lets in ``lets`` replaced by their forms) and maximal loop-invariant terms ``x``
    (index arithmetic of other variables not in ``excluded``, constant divisions), or None."""
    if not e.dtype.is_int:
        return None
    if isinstance(e, ir.IntImm):
        return {}, e.value, []
    if isinstance(e, ir.Var):
        if id(e) in loop_vars:
            return {id(e): 1}, 0, []
        if id(e) in lets:
            return lets[id(e)]
    if not any(isinstance(n, ir.Var) and (id(n) in loop_vars or id(n) in lets) for n in walk(e)):
        return ({}, 0, [(1, e)]) if _affine(e, set(), excluded) is not None else None
    if isinstance(e, ir.Cast):
        return _linear_form(e.value, loop_vars, lets, excluded) if e.value.dtype.is_int else None
    if isinstance(e, (ir.Add, ir.Sub)):
        x = _linear_form(e.a, loop_vars, lets, excluded)
        y = _linear_form(e.b, loop_vars, lets, excluded)
        if x is None or y is None:
            return None
        return _combine(x, y, 1 if isinstance(e, ir.Add) else -1)
    if isinstance(e, ir.Mul):
        for k, other in ((e.a, e.b), (e.b, e.a)):
            if isinstance(k, ir.IntImm):
                y = _linear_form(other, loop_vars, lets, excluded)
                return None if y is None else _combine(({}, 0, []), y, k.value)
    return None


def _combine(x, y, k: int):
    """The linear form ``x + k*y``."""
    coefs = dict(x[0])
    for var, c in y[0].items():
        coefs[var] = coefs.get(var, 0) + k * c
    return coefs, x[1] + k * y[1], list(x[2]) + [(k * c, t) for c, t in y[2]]


def _comparison_form(c: ir.Expr, loop_vars, lets: dict, excluded: set[int]):
    """An integer comparison ``a < b`` (``<=``, ``>``, ``>=``) of index expressions as the
    linear form of ``E`` with ``c == (E >= 0)``, or None."""
    if type(c) not in (ir.LT, ir.LE, ir.GT, ir.GE) or not c.a.dtype.is_int:
        return None
    a = _linear_form(c.a, loop_vars, lets, excluded)
    b = _linear_form(c.b, loop_vars, lets, excluded)
    if a is None or b is None:
        return None
    if type(c) in (ir.LT, ir.LE):
        a, b = b, a                                     # b - a >= 0 (or > 0)
    coefs, const, rest = _combine(a, b, -1)
    if type(c) in (ir.LT, ir.GT):
        const -= 1                                      # > 0 is >= 1 on integers
    return coefs, const, rest


#: index-set splitting (_split_loop): loops of a constant extent below this are left to LLVM
#: (it unrolls them and folds constant divisions), and terms whose period is shorter are not split
SPLIT_MIN_EXTENT = 8
SPLIT_MIN_PERIOD = 16
#: index-set splitting by guards (_guards) leaves loops of a constant extent below this, and
#: peels at most this many nested loops (each peel emits the loop's body three times)
TIGHTEN_MIN_EXTENT = 16
MAX_PEEL_DEPTH = 2


@dataclass
class _SplitTerm:
    arg: ir.Expr            # the dividend a*i + b
    a: int
    c: int
    nodes: list             # the floordiv/floormod nodes of (arg, c) in the loop body


def _affine(e: ir.Expr, loop_vars: set[int], excluded: set[int]) -> dict[int, int] | None:
    """The constant coefficients of ``loop_vars`` in ``e`` when ``e`` is affine in them and
    its other part is loop-invariant index arithmetic (variables not in ``excluded``;
    constant divisors), else None."""
    if not e.dtype.is_int:
        return None
    if isinstance(e, ir.Var):
        if id(e) in loop_vars:
            return {id(e): 1}
        return None if id(e) in excluded else {}
    if isinstance(e, ir.IntImm):
        return {}
    if isinstance(e, ir.Cast):
        return _affine(e.value, loop_vars, excluded) if e.value.dtype.is_int else None
    if isinstance(e, (ir.Add, ir.Sub)):
        x, y = _affine(e.a, loop_vars, excluded), _affine(e.b, loop_vars, excluded)
        if x is None or y is None:
            return None
        sign = 1 if isinstance(e, ir.Add) else -1
        out = dict(x)
        for k, v in y.items():
            out[k] = out.get(k, 0) + sign * v
        return out
    if isinstance(e, ir.Mul):
        x, y = _affine(e.a, loop_vars, excluded), _affine(e.b, loop_vars, excluded)
        if x is None or y is None:
            return None
        if not any(x.values()) and not any(y.values()):
            return {}
        if isinstance(e.b, ir.IntImm):
            return {k: e.b.value * v for k, v in x.items()}
        if isinstance(e.a, ir.IntImm):
            return {k: e.a.value * v for k, v in y.items()}
        return None
    if isinstance(e, (ir.FloorDiv, ir.FloorMod, ir.Min, ir.Max)):
        if isinstance(e, (ir.FloorDiv, ir.FloorMod)) and not (
                isinstance(e.b, ir.IntImm) and e.b.value != 0):
            return None
        x, y = _affine(e.a, loop_vars, excluded), _affine(e.b, loop_vars, excluded)
        if x is None or y is None or any(x.values()) or any(y.values()):
            return None         # invariant only
        return {}
    return None


def _may_trap(e: ir.Expr) -> bool:
    """Could evaluating ``e`` fault (so it must not be speculated)? See ``Purpose.TRAP``."""
    return may_fail(e, purpose=Purpose.TRAP)


#: loops of at most this many iterations are collapsed into their parent (see _collapsed)
COLLAPSE_INNER_EXTENT = 64


def _collapsible(s: ir.For) -> bool:
    """An innermost perfect nest of two serial loops from 0 with constant extents, the inner
    one short (the inner axis of a layout split), around one store to flat buffers that is not
    a reduction (measured in benchmarks/codegen.py: collapsing a reduction's loops, deep nests
    or rows of 2-d buffers made those kernels slower; an element-wise split loop ran 1.8x
    faster collapsed)."""
    inner = s.body
    if not isinstance(inner, ir.For):
        return False
    store = inner.body
    if not isinstance(store, ir.BufferStore) or store.buffer.ndim != 1 or any(
            isinstance(n, ir.BufferLoad) and (n.buffer.data is store.buffer.data or n.buffer.ndim != 1)
            for n in walk(store.value)):
        return False
    return (s.kind in ("serial", "vectorized")
            and inner.kind in ("serial", "vectorized")
            and all(isinstance(x.min, ir.IntImm) and x.min.value == 0
                    and isinstance(x.extent, ir.IntImm) and x.extent.value > 0 for x in (s, inner))
            and inner.extent.value <= COLLAPSE_INNER_EXTENT
            and s.extent.value * inner.extent.value < 2 ** 62)


def same_extent(a: ir.Expr, b: ir.Expr) -> bool:
    """The same extent: one expression, or equal constants (a view keeps its storage's rows)."""
    return a is b or (isinstance(a, ir.IntImm) and isinstance(b, ir.IntImm) and a.value == b.value)


def _constant_count(buf: ir.Buffer) -> int | None:
    n = 1
    for e in buf.shape:
        if not isinstance(e, ir.IntImm):
            return None
        n *= max(e.value, 0)
    return n


def _nbytes(d: DType) -> int:
    return 1 if d.is_bool else d.bits // 8


def _align(d: DType) -> int:
    return _nbytes(d)


def _fzero(d: DType) -> ll.Constant:
    return ll.Constant(llvm_type(d), 0.0)


class UnsupportedError(Exception):
    """An expression the lowering has no rule for (validate() rejects these first)."""


# Code-generation hooks, by verirw.ops name (the meaning is the entry's; these say which LLVM
# instructions compute it). Divisions are built from ``op.division`` and ``op.partials_for``.
_INT_INSTR = {"add": "add", "sub": "sub", "mul": "mul"}
_FLOAT_INSTR = {"add": "fadd", "sub": "fsub", "mul": "fmul", "truncdiv": "fdiv", "truncmod": "frem"}
#: min/max as TVM emits them: ``select(a < b, a, b)`` / ``select(a > b, a, b)`` (the compare)
_SELECT_CMP = {"min": "<", "max": ">"}
#: bitwise operations and shifts on integers (same instruction on i64 indices and on values)
_BIT_INSTR = {"bitwise_and": "and_", "bitwise_or": "or_", "bitwise_xor": "xor",
              "shift_left": "shl", "shift_right": "shr"}
_SHIFT_INSTR = {"shift_left": "shl", "shift_right": "shr"}


def _unsupported(e: ir.Expr) -> UnsupportedError:
    return UnsupportedError(f"cannot lower {type(e).__name__} {format_expr(e)}")
