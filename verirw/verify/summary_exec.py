"""The summary executor: symbolic execution with loop summaries, for programs too long to
unroll. (verify.summary_check asks the refinement question over what it computes; this module
only executes one program.)

Memory is one z3 array per storage, indexed by the buffer's own indices (an identity store
then needs no division). A loop whose iterations are *independent* — no iteration reads or
writes an element that another iteration writes — runs once, on a symbolic iteration ``it``,
and its effect on every array it writes is

    λ e. If(some iteration writes e,  that iteration's array at e,  the old array at e)

"The iteration that writes e" is an inverse of the store's index, guessed from the index's form
(``i``, ``i + c``, mixed-radix sums ``4 * io + ii``, ``x // 4`` with ``x % 4``) and proven by
z3 over the loop domain (``inv(f(it)) == it``). Independence is one z3 query per written
storage. Both queries are about one or two symbolic iterations, so their cost does not depend
on the trip count. Loops that are not independent (reductions, scans) are unrolled when their
trip count is constant and small enough; inside them, inner independent loops are still
summarised. What cannot be handled raises ``Unsupported``: ``check`` then unrolls or answers
unknown.

Quantifiers appear only where the semantics needs them: ``before``'s assumes and "before has no
undefined behaviour" inside a summarised loop hold for *every* iteration (``ForAll``); the
failures of ``after`` are existential (free iteration variables). Per-iteration fresh values
(``T.undef()``) are functions of the iteration, never one constant shared by all iterations.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import z3

from verirw import clock
from verirw import ir, smt, solver
from verirw.printer import format_expr
from verirw.verify import isl_inverse
from verirw.verify.obligations import work_limits
from verirw.verify.symexec import (FALSE, TRUE, BudgetExceeded, Executor, Unsupported,
                                   int_value, known_false, most_statements, shape_terms)
from verirw.z3c import conjunction, equal, fresh_int, ite, select, substitute, substitute_each

#: loops with at most this many (statically counted) statements are unrolled outright
UNROLL_AT_MOST = 64
#: a non-independent loop is unrolled only up to this many iterations
UNROLL_ITERATIONS_AT_MOST = 4096
#: a fact about every iteration becomes at most this many ground instances, else a ForAll
EXPAND_AT_MOST = 4096
#: z3 budget of one side query (an inverse or an independence proof)
SIDE_QUERY_MS = 5000
#: time ISL may take to show two iterations touching the same element before z3 is asked
ISL_CONFLICT_S = 0.5


class NotIndependent(Unsupported):
    """A loop's iterations touch each other's elements (or a store index has no inverse we
    can prove): it cannot be summarised as a map."""


@dataclass(frozen=True)
class ArrayStorage:
    """The elements of one storage as z3 arrays over its indices (``defined``: the source
    still defines the element; ``init``: written or provided)."""

    name: str
    shape: tuple[int, ...]
    values: z3.ArrayRef
    defined: z3.ArrayRef
    init: z3.ArrayRef

    def select(self, indices) -> tuple:
        return (select(self.values, *indices), select(self.defined, *indices),
                select(self.init, *indices))


@dataclass
class Access:
    """One load or store seen inside a summarised loop (all free iteration variables in
    ``vars``, outermost first; ``cond`` includes their domains and the path)."""

    key: int
    indices: tuple
    cond: z3.BoolRef
    vars: tuple
    store: bool


@dataclass
class Frame:
    """A loop being summarised: its symbolic iteration variable and what the body touches."""

    var: z3.ArithRef
    depth: int
    accesses: list[Access] = field(default_factory=list)


def const_array(shape: tuple[int, ...], value: z3.ExprRef) -> z3.ArrayRef:
    """The array of ``shape``'s rank (indices are Ints) holding ``value`` everywhere."""
    if len(shape) == 1:
        return z3.K(z3.IntSort(), value)
    return z3.Lambda([z3.Int(f"k!{d}") for d in range(len(shape))], value)


def named_array(name: str, shape: tuple[int, ...], sort) -> z3.ArrayRef:
    """A free z3 array ``name`` of ``shape``'s rank with elements of ``sort``."""
    return z3.Array(name, *([z3.IntSort()] * len(shape)), sort)


def _drop_trivial(term):
    """``term`` without the conjuncts that simplify to true (or true itself): a guard's
    ``cond -> true`` facts, one per iteration, would otherwise be expanded into every
    enclosing loop's instances (4.5 MB terms for the texture kernel's schedule)."""
    parts = term.children() if z3.is_and(term) else [term]
    kept = [p for p in parts if not z3.is_true(z3.simplify(p))]
    if len(kept) == len(parts):
        return term
    return conjunction(*kept) if len(kept) > 1 else (kept[0] if kept else TRUE)


def _quantified(term) -> bool:
    """Is ``term`` (or one of its conjuncts) a quantifier? Its instances would be as many
    quantifiers: 4,096 copies of an inner loop's ForAll cost z3 seconds per query, one ForAll
    over both loops milliseconds."""
    return z3.is_quantifier(term) or (z3.is_and(term)
                                      and any(z3.is_quantifier(c) for c in term.children()))


def _mentions(term: z3.ExprRef, var: z3.ExprRef) -> bool:
    """Does ``var`` occur free in ``term``? (substitution changes the term iff it does)"""
    probe = fresh_int("probe")
    return not z3.eq(substitute(term, (var, probe)), term)


def _row_major(indices: list, dims: list):
    flat = indices[0]
    for idx, extent in zip(indices[1:], dims[1:]):
        flat = flat * extent + idx
    return flat


def _divmod(flat, extent):
    """``(flat // extent, flat % extent)`` for a positive extent, in the form the summaries
    can invert: ``4*i + 1`` by 4 is ``(i, 1)`` (every coefficient divisible, the constant
    split), where z3 keeps ``(4*i + 1)/4``. z3's Int ``/`` and ``%`` are floor division and
    a non-negative remainder for a positive divisor."""
    if isinstance(extent, int) and extent > 0:
        terms = _linear_terms(flat)
        if terms:
            const = sum(c for t, c in terms if t is None)
            coeffs = [(t, c) for t, c in terms if t is not None]
            if all(c % extent == 0 for _, c in coeffs):
                q = sum((t * (c // extent) for t, c in coeffs), z3.IntVal(const // extent))
                return q, z3.IntVal(const % extent)
    return flat / extent, flat % extent


def _linear_terms(t) -> list:
    """``t`` as ``[(term, int coefficient)]`` summing to it (term None: the constant)."""
    if z3.is_int_value(t):
        return [(None, t.as_long())]
    if z3.is_add(t):
        out = []
        for arg in t.children():
            out += _linear_terms(arg)
        return out
    if z3.is_mul(t) and t.num_args() == 2:
        a, b = t.children()
        if z3.is_int_value(a) and not z3.is_int_value(b):
            return [(b, a.as_long())]
        if z3.is_int_value(b) and not z3.is_int_value(a):
            return [(a, b.as_long())]
    return [(t, 1)]          # any other integer term is an atom: 4*T + 1 splits whatever T is


def _product(dims: list):
    out = 1
    for d in dims:
        out = out * d
    return out


def _same_dims(a, b) -> bool:
    """Two shapes (ints or z3 terms of size variables) are the same."""
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if isinstance(x, int) != isinstance(y, int):
            return False
        if not (x == y if isinstance(x, int) else z3.eq(x, y)):
            return False
    return True


class SummaryExecutor(Executor):
    """``Executor`` over array storages, summarising independent loops."""

    def s_While(self, s: ir.While, path):
        raise Unsupported("a while loop (loop summaries model counted loops only)")

    def s_Break(self, s: ir.Break, path):
        raise Unsupported("break (loop summaries assume every iteration runs to its end)")

    def s_Continue(self, s: ir.Continue, path):
        raise Unsupported("continue (loop summaries assume every iteration runs to its end)")

    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.frames: list[Frame] = []
        self.domains: dict[int, tuple] = {}      # iteration var id -> (var, lo, extent)
        self._path = TRUE
        self._read_keys: list[int] = []
        self.initial: dict[int, ArrayStorage] = dict(self.result.storages)
        self.padded: set[int] = set()           # storages of inputs with padding (layouts)
        self.input_assumes: set[int] = set()    # ids of failures that are assumes on padding
        self.summarised = 0
        self.unrolled = 0
        self.view_dims: dict[int, list] = {}    # id(view buffer) -> its extents, evaluated

    # ------------------------------------------------------------------ per-iteration terms
    def iteration_vars(self) -> tuple:
        return tuple(f.var for f in self.frames)

    def fresh(self, sort, what: str):
        """A fresh value; inside a summarised loop, a function of the iteration (each
        iteration gets its own value)."""
        if not self.frames:
            return super().fresh(sort, what)
        self.fresh_count += 1
        vs = self.iteration_vars()
        fn = z3.Function(f"{self.prefix}{what}!{self.fresh_count}", *([z3.IntSort()] * len(vs)), sort)
        return fn(*vs)

    def localise(self, undefs: list) -> list:
        return [(u, self.fresh(u.sort(), "undef")) for u in undefs] if self.frames else []

    def where(self) -> str:
        text = super().where()
        if self.frames:
            text += " (in a summarised loop)"
        return text

    def record(self, key: int, indices, cond, store: bool):
        if not self.frames:
            return
        access = Access(key, tuple(indices), cond, self.iteration_vars(), store)
        for frame in self.frames:
            frame.accesses.append(access)

    # ------------------------------------------------------------------ memory
    def storage(self, buf: ir.Buffer) -> ArrayStorage:
        st = self.result.storages.get(id(buf.data))
        if st is None:
            raise Unsupported(f"buffer {buf.name} has no storage here")
        return st

    def dims(self, buf: ir.Buffer) -> list:
        """``buf``'s extents: ints, or terms (size variables; a view's evaluated extents)."""
        dims = self.view_dims.get(id(buf))
        if dims is not None:
            return dims
        return shape_terms(buf, {v.name: t for v, t in self.env.values()})

    def access(self, buf: ir.Buffer, indices: list, path) -> tuple[ArrayStorage, list]:
        """The storage ``buf[indices]`` reads or writes, and the element's indices in the
        storage's shape. A view of another shape (``V = X.view(n * 4)``) addresses the
        storage row-major: its flat offset must lie inside the storage (``out_of_bounds``
        otherwise, as in the interpreter) and is unflattened by the storage's extents."""
        st = self.storage(buf)
        dims = self.dims(buf)
        if _same_dims(dims, st.shape):
            return st, indices
        flat = _row_major(indices, dims)
        total = _product(st.shape)
        inside = z3.simplify(conjunction(flat >= 0, flat < total))
        if not z3.is_true(inside):
            self.fail("out_of_bounds", conjunction(path, z3.Not(inside)),
                      lambda: f"an element of view {buf.name} beyond its storage {st.name}")
        out = []
        for extent in reversed(st.shape[1:]):
            quotient, remainder = _divmod(z3.simplify(flat), extent)
            out.append(remainder)
            flat = quotient
        out.append(flat)
        return st, [z3.simplify(t) for t in reversed(out)]

    def in_bounds(self, buf: ir.Buffer, indices) -> z3.BoolRef:
        conds = []
        for idx, n in zip(indices, self.dims(buf)):
            c = int_value(idx)
            if c is not None and isinstance(n, int):
                if not 0 <= c < n:
                    return FALSE
                continue
            conds.append(conjunction(idx >= 0, idx < n))
        return conjunction(*conds) if conds else TRUE

    def encoder(self, reads: list) -> smt.Encoder:
        def load(buf: ir.Buffer, indices: list, mark: int):
            guard, evaluated = enc.path_guard(), enc.eval_guard()
            self.index_reads_defined(reads, mark, evaluated, buf)
            st, indices = self.access(buf, indices, conjunction(self._path, evaluated))
            self._read_keys.append(id(buf.data))
            self.record(id(buf.data), indices, conjunction(self._path, evaluated), store=False)
            value, defined, init = st.select(indices)
            reads.append((guard, z3.simplify(defined), z3.simplify(init), f"{buf.name}[...]",
                          evaluated))
            return value

        subst = {v: t for v, t in self.env.values()}
        enc = smt.Encoder(load=load, subst=subst, float_mode=self.float_mode,
                          value_vars=[v for v, _ in self.env.values() if id(v) in self.value_vars],
                          effect=self.extern_effect, load_mark=lambda: len(reads),
                          var_use=self.let_use(reads), poison=self.overflow_use(reads),
                          no_overflow=self.no_overflow)
        return enc

    def extern_effect(self, call: ir.ExternCall, args: list, guard) -> z3.ExprRef:
        if self.frames:
            raise NotIndependent(f"the loop body calls \"{call.name}\" (T.call_extern): its "
                                 "calls are ordered effects, one per iteration")
        return super().extern_effect(call, args, guard)

    def evaluate(self, expr: ir.Expr, path):
        self._path = path
        return super().evaluate(expr, path)

    # ------------------------------------------------------------------ statements
    def s_Assume(self, s: ir.Assume, path):
        """An assume of ``after`` that reads nothing but inputs with padding, before any write
        to them, may be a promise about the padding (the caller's duty): marked for the
        driver, which decides."""
        self._read_keys = []
        count = len(self.result.failures)
        super().s_Assume(s, path)
        keys = set(self._read_keys)
        if (self.role == "target" and len(self.result.failures) > count and keys
                and all(k in self.padded and self.result.storages[k] is self.initial[k] for k in keys)):
            self.input_assumes.add(id(self.result.failures[-1]))

    def s_BufferStore(self, s: ir.BufferStore, path):
        buf = s.buffer
        indices = self.index_terms(s.indices, path)
        inb = self.in_bounds(buf, indices)
        if not z3.is_true(inb):
            self.fail("out_of_bounds", conjunction(path, z3.Not(inb)), lambda: "out-of-bounds store to "
                      f"{buf.name}[{', '.join(format_expr(i) for i in s.indices)}]")
        if known_false(inb):
            return
        st, indices = self.access(buf, indices, conjunction(path, inb))
        self.record(id(buf.data), indices, path, store=True)
        old_value = select(st.values, *indices)
        if self.has_undef(s.value):
            # storing T.undef() grants permission: the source keeps the old value but no longer
            # defines it; the target's element becomes an arbitrary value
            value = (old_value if self.role == "source"
                     else self.fresh(smt.value_sort(buf.dtype, self.float_mode), f"undef_{buf.name}"))
            defined = FALSE
        else:
            value, defined = self.evaluate(s.value, path)
            value = smt.as_bitvec(value, buf.dtype) if buf.dtype.is_int else value

        def put(array, v):      # a branch's stores are merged by s_IfThenElse, not guarded here
            return z3.Store(array, *indices, v)
        self.result.storages[id(buf.data)] = replace(
            st, values=put(st.values, value), defined=put(st.defined, defined),
            init=put(st.init, TRUE))

    def snapshot(self) -> dict:
        return dict(self.result.storages)       # array storages are immutable terms

    def merge(self, cond, then: ArrayStorage, other: ArrayStorage) -> ArrayStorage:
        if then is other:
            return other
        return replace(other, values=_pick(cond, then.values, other.values),
                       defined=_pick(cond, then.defined, other.defined),
                       init=_pick(cond, then.init, other.init))

    def uninitialised(self, buf: ir.Buffer) -> ArrayStorage:
        shape = tuple(self.dims(buf))         # ints, or terms of the size variables
        sort = smt.value_sort(buf.dtype, self.float_mode)
        self.fresh_count += 1
        name = f"{self.prefix}uninit_{buf.name}!{self.fresh_count}"
        vs = self.iteration_vars()
        if vs:   # storage allocated per iteration: its uninitialised contents differ too
            fn = z3.Function(name, *([z3.IntSort()] * (len(vs) + len(shape))), sort)
            ks = [z3.Int(f"k!{d}") for d in range(len(shape))]
            values = z3.Lambda(ks, fn(*vs, *ks))
        else:
            values = named_array(name, shape, sort)
        return ArrayStorage(buf.name, shape, values, const_array(shape, FALSE),
                            const_array(shape, FALSE))

    def s_DeclBuffer(self, s: ir.DeclBuffer, path):
        buf = s.buffer
        self.check_view(buf)
        self.storage(buf)
        if not all(isinstance(d, ir.IntImm) for d in buf.shape):
            # a symbolic view extent (n * 4) is evaluated here, wrapping as the program does
            dims = self.index_terms(buf.shape, path)
            negative = z3.simplify(z3.Or(*[d < 0 for d in dims]))
            if not z3.is_false(negative):
                self.fail("out_of_bounds", conjunction(path, negative),
                          lambda: f"view {buf.name} declared with a negative extent")
            self.view_dims[id(buf)] = [int_value(d) if int_value(d) is not None else d
                                       for d in dims]
        self.run(s.body, path)

    def s_For(self, s: ir.For, path):
        lo, ext = self.loop_bounds(s, path)
        lo_c, ext_c = int_value(lo), int_value(ext)
        if ext_c is not None and ext_c <= 0:
            return
        small = (lo_c is not None and ext_c is not None
                 and ext_c * (1 + most_statements(s.body)) <= UNROLL_AT_MOST)
        if small:
            self.unrolled += 1
            return super().s_For(s, path)
        try:
            return self.summarise(s, lo, ext, path)
        except NotIndependent as e:
            if lo_c is None or ext_c is None or ext_c > UNROLL_ITERATIONS_AT_MOST:
                raise Unsupported(f"loop over {s.loop_var.name} cannot be summarised ({e}) "
                                  "and is too long or not constant to unroll") from None
            self.unrolled += 1
            return super().s_For(s, path)

    # ------------------------------------------------------------------ summaries
    def summarise(self, s: ir.For, lo, ext, path):
        var = s.loop_var
        it = z3.Int(f"{self.prefix}{var.name}!{len(self.frames)}!{self.fresh_count}")
        self.fresh_count += 1
        self.domains[it.get_id()] = (it, lo, ext)
        dom = conjunction(it >= lo, it < lo + ext)
        frame = Frame(it, len(self.frames))
        marks = (len(self.result.assumes), len(self.result.side_facts), len(self.result.failures),
                 [len(f.accesses) for f in self.frames])
        pre = dict(self.result.storages)
        self.frames.append(frame)
        self.env[id(var)] = (var, it)
        self.loop_values.append((var.name, "*"))
        try:
            self.run(s.body, conjunction(path, dom))
        except NotIndependent:
            self._restore(pre, marks)
            raise
        finally:
            self.frames.pop()
            self.loop_values.pop()
            self.env.pop(id(var), None)
        post = self.result.storages
        try:
            written = [k for k in post if k in pre and post[k] is not pre[k]]
            stores = _distinct([a for a in frame.accesses if a.store])
            inverses = {id(a): self.inverse(frame, a) for a in stores}
            self.independent(frame, written)
        except NotIndependent:
            self._restore(pre, marks)
            raise
        summary = dict(pre)
        for k in written:
            summary[k] = self.effect(frame, pre[k], post[k],
                                     [(a, inverses[id(a)]) for a in stores if a.key == k])
        self.result.storages = summary
        # what held for the symbolic iteration holds for every iteration
        self.result.assumes[marks[0]:] = [self.forall(it, a) for a in self.result.assumes[marks[0]:]]
        self.result.side_facts[marks[1]:] = [self.forall(it, a) for a in self.result.side_facts[marks[1]:]]
        for f in self.result.failures[marks[2]:]:
            f.iteration = (it,) + f.iteration
        self.summarised += 1

    def proven_impossible(self, formula) -> bool:
        """A side query within the caller's time budget: is ``formula`` unsatisfiable? (sat,
        unknown and a z3 failure all count as no)"""
        left = self.budget.deadline - clock.now()
        if left <= 0:
            raise BudgetExceeded("time budget exhausted while summarising loops (raise --timeout)")
        answer = solver.decide([formula], **work_limits(SIDE_QUERY_MS, self.budget.deadline))
        return isinstance(answer, solver.Unsat)

    def forall(self, var, term):
        """``term`` for every iteration: its instances when they are few over the whole
        summarised nest (ground facts need no quantifier instantiation, e.g. assumes about a
        few padding elements) and contain no quantifier themselves, else ``ForAll``."""
        if not _mentions(term, var):
            return term
        term = _drop_trivial(term)
        if z3.is_true(term) or not _mentions(term, var):
            return term
        lo, ext = (int_value(t) for t in self.domains[var.get_id()][1:])
        instances = term.num_args() if z3.is_and(term) else 1
        if lo is not None and ext is not None and not _quantified(term) \
                and ext * instances * self._enclosing_iterations() <= EXPAND_AT_MOST:
            return conjunction(*[substitute(term, (var, z3.IntVal(v))) for v in range(lo, lo + ext)])
        return z3.ForAll([var], term)

    def _enclosing_iterations(self) -> float:
        """Iterations of the summarised loops around the current one (inf when one is not
        constant): instances expanded here become one quantified body there, and a ForAll
        over 4,096 conjuncts (an inner nest of assumes expanded) costs z3 seconds per query
        where one ForAll over the whole nest costs milliseconds."""
        total = 1
        for frame in self.frames:
            ext = int_value(self.domains[frame.var.get_id()][2])
            if ext is None:
                return float("inf")
            total *= ext
        return total

    def _restore(self, pre: dict, marks):
        self.result.storages = pre
        del self.result.assumes[marks[0]:]
        del self.result.side_facts[marks[1]:]
        del self.result.failures[marks[2]:]
        for f, n in zip(self.frames, marks[3]):        # what the abandoned attempt recorded
            del f.accesses[n:]

    def _inner(self, frame: Frame, access: Access) -> tuple:
        """The iteration variables of ``access`` at ``frame``'s depth and deeper."""
        return access.vars[frame.depth:]

    def inverse(self, frame: Frame, store: Access) -> dict:
        """``{var id: term over the element index}`` for this loop's and inner loops'
        variables, proven to invert the store index over the domain."""
        inner = self._inner(frame, store)
        shape = self.result.storages[store.key].shape
        elems = [fresh_int("e") for _ in shape]
        candidate = _guess_inverse(store.indices, inner, elems, self.domains)
        if candidate is None:
            # no form-based guess: ISL computes the inverse of a quasi-affine index exactly
            # (``(7 * i) % 16``); z3 proves it below all the same
            candidate = isl_inverse.inverse(store.indices, inner, elems, self.domains,
                                            store.cond)
        if candidate is None:
            raise NotIndependent(f"no inverse found for the store index "
                                 f"({', '.join(map(str, store.indices))})")
        back = [(e, idx) for e, idx in zip(elems, store.indices)]
        wrong = z3.Or(*[substitute(candidate[v.get_id()], *back) != v for v in inner])
        if not self.proven_impossible(conjunction(store.cond, wrong)):
            raise NotIndependent(f"the store index ({', '.join(map(str, store.indices))}) "
                                 "could not be proven injective over the loop")
        return {"elems": elems, "terms": candidate}

    def independent(self, frame: Frame, written: list[int]):
        """No iteration touches an element another iteration of this loop writes. ISL looks
        for such a pair first (milliseconds where z3 takes seconds to find one); z3 proves
        there is none."""
        pairs = []
        for k in written:
            accesses = _distinct([a for a in frame.accesses if a.key == k])
            pairs += [(s, a) for s in accesses if s.store for a in accesses]
        if not pairs:
            return
        why = "two iterations may touch the same element (a reduction or a loop-carried " \
              "dependence)"
        inner = {v.get_id() for _, a in pairs for v in self._inner(frame, a)}
        if isl_inverse.conflict_shown(pairs, frame.var, inner, ISL_CONFLICT_S):
            raise NotIndependent(why + "; ISL found such a pair")
        conflicts = []
        names: dict[int, str] = {}              # iteration variable id -> its name
        for s, a in pairs:
            renamed = []
            for v in self._inner(frame, a):
                vid = v.get_id()
                name = names.get(vid)
                if name is None:
                    name = names[vid] = v.decl().name()
                renamed.append((v, fresh_int(name)))
            other_it = {v.get_id(): w for v, w in renamed}[frame.var.get_id()]
            *idx, cond = substitute_each([*a.indices, a.cond], *renamed)
            conflicts.append(conjunction(s.cond, cond, frame.var != other_it,
                                         *[equal(x, y) for x, y in zip(s.indices, idx)]))
        if not self.proven_impossible(z3.Or(*conflicts)):
            raise NotIndependent(why)

    def effect(self, frame: Frame, pre: ArrayStorage, post: ArrayStorage, stores) -> ArrayStorage:
        elems = [fresh_int("e") for _ in pre.shape]
        values, defined, init = pre.select(elems)
        for store, inv in reversed(stores):
            sub = [(v, substitute(inv["terms"][v.get_id()], *zip(inv["elems"], elems)))
                   for v in self._inner(frame, store)]
            writes, v, d, n = substitute_each(
                [conjunction(store.cond, *[equal(i, e) for i, e in zip(store.indices, elems)]),
                 # the iteration's own store index (== e where it writes e) rather than e: the
                 # store chain of the iteration then reduces syntactically
                 *post.select(store.indices)], *sub)
            values, defined, init = (ite(writes, v, values), ite(writes, d, defined),
                                     ite(writes, n, init))
        return replace(pre, values=z3.Lambda(elems, values), defined=z3.Lambda(elems, defined),
                       init=z3.Lambda(elems, init))


def _pick(cond, a, b):
    return a if a is b or z3.eq(a, b) else z3.If(cond, a, b)


def _distinct(accesses: list[Access]) -> list[Access]:
    seen, out = set(), []
    for a in accesses:
        key = (a.key, a.store, tuple(i.get_id() for i in a.indices), a.cond.get_id())
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


# ----------------------------------------------------------------------------- inverses

def _linear(term, variables: dict, atoms: dict) -> tuple[dict, z3.ArithRef] | None:
    """``term`` as ``sum(c_v * v) + rest`` with integer ``c_v`` over ``variables`` and over
    *division atoms* ``x div k`` (constant ``k``, ``x`` mentioning a variable; collected in
    ``atoms``), ``rest`` free of both; or None. (``x % k`` is encoded ``x - k * (x div k)``.)"""
    if z3.is_const(term) and term.get_id() in variables:
        return {term.get_id(): 1}, z3.IntVal(0)
    if not any(_mentions(term, v) for v in variables.values()):
        return {}, term
    if z3.is_app_of(term, z3.Z3_OP_IDIV) and z3.is_int_value(term.arg(1)) and term.arg(1).as_long() > 0:
        atoms[term.get_id()] = term
        return {term.get_id(): 1}, z3.IntVal(0)
    if z3.is_add(term) or z3.is_sub(term):
        parts = [_linear(c, variables, atoms) for c in term.children()]
        if any(p is None for p in parts):
            return None
        coeffs, rest = dict(parts[0][0]), parts[0][1]
        sign = -1 if z3.is_sub(term) else 1
        for c, r in parts[1:]:
            for k, a in c.items():
                coeffs[k] = coeffs.get(k, 0) + sign * a
            rest = rest + sign * r
        return coeffs, rest
    if z3.is_mul(term) and len(term.children()) == 2:
        a, b = term.children()
        if z3.is_int_value(b):
            a, b = b, a
        if z3.is_int_value(a):
            inner = _linear(b, variables, atoms)
            if inner is None:
                return None
            k = a.as_long()
            return {v: k * c for v, c in inner[0].items()}, k * inner[1]
    return None


def _guess_inverse(indices, inner: tuple, elems: list, domains: dict) -> dict | None:
    """Terms over ``elems`` for every variable in ``inner``, from the equations
    ``elem == index``. A component that is a division atom ``x div k`` gives the atom's value;
    substituted into the others, ``x % k`` and ``x // k`` combine to ``x == k * e1 + e2``. A
    linear equation over one variable with coefficient ±1 is solved directly; over several, it
    is read as a mixed-radix number (the largest coefficient needs no range, the others
    constant extents). The caller proves the guess."""
    variables = {v.get_id(): v for v in inner}
    atoms: dict[int, z3.ArithRef] = {}
    equations = []
    for idx, e in zip(indices, elems):
        form = _linear(z3.simplify(idx), variables, atoms)
        if form is not None and form[0]:
            equations.append((form, e))
    known = {}
    for (coeffs, rest), e in equations:
        if len(coeffs) == 1:
            (k, c), = coeffs.items()
            if k in atoms and abs(c) == 1:
                known[k] = c * (e - rest)
    out: dict[int, z3.ArithRef] = {}
    for (coeffs, rest), e in equations:
        target = e - rest
        plain = {}
        for k, c in coeffs.items():
            if k in atoms:
                if k not in known:
                    break
                target = target - c * known[k]
            elif c != 0:
                plain[k] = c
        else:
            _solve_linear(plain, target, out, domains)
    if any(v.get_id() not in out for v in inner):
        return None
    return out


def _solve_linear(coeffs: dict, target, out: dict, domains: dict) -> None:
    """Add to ``out`` the variables of ``sum(c_v * v) == target``."""
    if not coeffs or all(v in out for v in coeffs):
        return
    if len(coeffs) == 1:                     # c * v == target: exact where it is a store
        (v, c), = coeffs.items()
        signed = target if c > 0 else -target
        out[v] = signed if abs(c) == 1 else signed / abs(c)      # Euclidean = floor: |c| > 0
        return
    if any(c <= 0 for c in coeffs.values()):
        return
    order = sorted(coeffs, key=lambda v: -coeffs[v])
    base = target
    for v in order:
        base = base - coeffs[v] * domains[v][1]
    solved = {}
    for n, v in enumerate(order):
        q = base / coeffs[v] if coeffs[v] != 1 else base       # Euclidean = floor: c > 0
        if n > 0:
            extent = int_value(domains[v][2])
            if extent is None:
                return
            q = q % extent
        solved[v] = domains[v][1] + q
    for v, term in solved.items():
        out.setdefault(v, term)


__all__ = ["SummaryExecutor", "ArrayStorage", "NotIndependent", "UNROLL_AT_MOST", "const_array",
           "named_array"]
