"""Aligned loops by induction: prove ``after`` refines ``before`` by following their common
structure, with no unrolling, so the cost does not depend on the extents.

**The relation.** Both programs run from *equal states*: every storage in scope (parameter
buffers, allocations both programs entered) has the same values, the same definedness and
the same initialisation marks. For a pair of statements ``(s, t)`` we prove the *simulation*
``Sim(s, t)``: from any pair of equal states satisfying the context's facts, if ``s`` has no
undefined behaviour then ``t`` has none and the two final states are equal. ``Sim`` of the
function bodies, from the (equal) input state, is refinement: every parameter element ends
equal, and ``after`` fails only where ``before`` does.

``Sim`` is established by these rules, tried in order (anything else is a *leaf*):

- **Same statement.** ``s`` and ``t`` alpha-equivalent (free variables identical): the same
  deterministic state transformer from the same state. Deterministic because programs with
  ``T.undef()`` or impure external calls are refused (below); uninitialised storage is never
  read without undefined behaviour, in both.
- **Sequence.** A common prefix and a common suffix (same statements) are skipped; the
  middles are paired statement by statement when they have the same length, else one leaf.
  Composition: equal states after each pair, so a shared suffix starts from equal states —
  this is why skipping it is sound (what it reads was proven equal, whatever the middle wrote).
- **Loops.** Same ``min`` and ``extent`` (reading no memory, so both evaluate them alike in
  equal states), same kind (or both sequential), and ``Sim(body_s, body_t)`` with the loop
  variable symbolic within its range. By induction on the iterations: equal states enter
  every iteration, and an iteration of ``before`` that is defined keeps them equal. Nothing is
  unrolled, whatever the extents; a reduction whose body is unchanged up to its other
  statements is proven exactly, in IEEE mode too.
- **Nests through a bijection** (verify.bijection). Perfect nests whose outermost loops
  differ — split, fuse, reorder, tiling — when the map from ``after``'s iterations to
  ``before``'s, read off the bodies, is proven a bijection of the iteration spaces, the
  bodies are ``Sim`` at corresponding iterations (a symbolic one), and no two iterations
  whose order changes touch one element with one of them writing. A reduction is reordered
  only when its per-element order of accumulation is unchanged (a tiling of spatial loops),
  which is then proven exactly, in IEEE mode too; a changed accumulation order only in
  ``fast`` mode (floats as reals).
- **If / let / block.** The same condition (a fact in each branch when it reads no memory),
  the same let value (the variable bound to its term), a block's body (a block has no
  meaning of its own).
- **Allocation.** Both dense, the same dtype, scope and element count: one storage, addressed
  row-major by each program's own shape (a flattened buffer is the same storage). The chains
  of allocations and views that wrap the bodies are first put in one order, and a view of
  reused storage in ``after`` split into its own allocation where that is proven harmless
  (verify.reuse: ``after`` refines the split program, which is what the rules compare).
- **A view on one side** (a parameter's flat view, declared on one side or around the other
  side's whole sequence — StorageRewrite hoists allocations above them) is looked through.

**Equal where defined.** States are compared as the contract compares outputs: the same
definedness and initialisation everywhere, the same values where defined (an undefined element
— an overflow's poison — may hold anything). Every statement is *parametric* in the values of
undefined elements: reading one taints the statement (its stores become undefined) or is
undefined behaviour where it decides an index, branch, bound or assume (docs/semantics.md), so
two states that differ only there give results that differ only there, with the same undefined
behaviour. Hence a leaf proven from *equal* states holds from related ones (run ``t`` on the
related state: parametricity, then the proof, then transitivity), and a shared statement
keeps related states related.

A **leaf** pair runs through the summary executor (verify.summary_exec) from a *fresh
arbitrary state*: free z3 arrays for the values, definedness and initialisation of every
storage in scope, shared by both programs, the loop variables free within their ranges (one
dimension, row-major, for a storage the leaf reaches through buffers of different shapes). One
z3 query asks whether, under the facts, ``before``'s assumes and "before has no undefined
behaviour", ``after`` may fail or leave some element of some storage different. Unsat
proves the leaf. An arbitrary state over-approximates the states that reach the leaf, so a
proof holds for every one of them; the converse does not hold, so this module only *proves*:
any other answer (or a construct it does not handle) returns None and ``check`` falls back to
its other paths. A changed accumulation order within one loop changes a per-iteration state,
so it is never proven by the loop rule (in IEEE mode unrolling then refutes or answers
unknown); across a reordered nest only in ``fast`` mode (verify.bijection).

Refused (None): layouts, ``T.undef()``, impure external calls, strided or offset buffers.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import z3

from verirw import clock
from verirw import ir, smt, solver
from verirw.dtypes import DType
from verirw.verify import bijection, reuse
from verirw.semantics import contains_undef, is_value_expr
from verirw.structural import common_ends, same_statement, structural_equal
from verirw.verify.obligations import scalar_ranges, scalar_terms as scalar_term_map
from verirw.verify.result import CheckResult
from verirw.verify.summary_exec import ArrayStorage, SummaryExecutor
from verirw.verify.symexec import Budget, BudgetExceeded, Unsupported, shape_terms
from verirw.visit import substitute, walk
from verirw.z3c import conjunction

#: deterministic solver work of one leaf query (z3 rlimit units; ~5 s of z3 when quiet)
LEAF_WORK = 5_000_000
#: statements the summary executor may run for one leaf (an unrolled inner loop)
LEAF_STATEMENTS = 200_000
#: the wall-time bound of one leaf query, only an outer bound (the work decides)
LEAF_WALL_S = 60.0
_SEQUENTIAL = ("serial", "unroll", "vectorized")


class NotAligned(Exception):
    """Why the structural proof does not apply or did not succeed (``check`` falls back)."""


@dataclass
class _Context:
    """What holds where a pair of statements runs: the z3 terms of the variables in scope,
    the facts about them, and the storages in scope (id(data) -> owner buffer)."""

    env: dict = field(default_factory=dict)          # id(var) -> (var, term)
    facts: list = field(default_factory=list)
    storages: dict = field(default_factory=dict)     # id(data) -> ir.Buffer (owner)

    def extended(self, var=None, term=None, facts=(), storage=None) -> "_Context":
        env = dict(self.env)
        if var is not None:
            env[id(var)] = (var, term)
        storages = dict(self.storages)
        if storage is not None:
            storages[id(storage.data)] = storage
        return _Context(env, self.facts + list(facts), storages)


@dataclass
class _Stats:
    leaves: int = 0
    skipped: int = 0
    loops: int = 0
    bijections: int = 0
    queries: int = 0


def check_aligned(src: ir.PrimFunc, tgt: ir.PrimFunc, *, scalars: dict | None = None,
                  float_mode: str = "ieee", deadline: float = float("inf"),
                  leaf_work: int = LEAF_WORK, exact_leaves: bool = True
                  ) -> tuple[CheckResult | None, str]:
    """``(proven result, reason)`` when ``Sim(before.body, after.body)`` is established, else
    ``(None, why not)``. Never refutes: a leaf that is not proven may be unreachable.
    ``exact_leaves`` False: a leaf with float operations is asked only with them abstracted
    (never bit-blasted), for callers whose fallback decides such leaves cheaper (a small pair
    unrolls)."""
    start = clock.now()
    if ir.has_control_flow(src) or ir.has_control_flow(tgt):
        # induction on loop bodies assumes every iteration runs to its end
        return None, "while/break/continue: the structural proof does not model them"
    prover = None                   # the constructor itself may find the programs unaligned
    try:
        prover = _Prover(src, tgt, scalars or {}, float_mode, deadline, leaf_work, exact_leaves)
        prover.prove(prover.src.body, prover.target_body, prover.root)
    except NotAligned as e:
        return None, _with_notes(str(e), prover)
    except (Unsupported, BudgetExceeded, smt.SMTEncodingError) as e:
        return None, _with_notes(f"{type(e).__name__}: {e}", prover)
    st = prover.stats
    through = (f"{st.bijections} nest(s) through a bijection of iteration spaces, "
               if st.bijections else "")
    split = (f"reused storage given back to {', '.join(prover.split)} (dead where reused), "
             if prover.split else "")
    reason = (f"proven by aligned structure: {split}{st.loops} aligned loop(s) by induction, "
              f"{through}"
              f"{st.skipped} shared statement(s) skipped, {st.leaves} differing leaf pair(s) "
              f"proven from arbitrary equal states ({st.queries} solver queries), no unrolling")
    return CheckResult("proven", reason, time_s=clock.now() - start,
                       details={"aligned": True, "aligned_loops": st.loops,
                                "aligned_bijections": st.bijections,
                                "aligned_leaves": st.leaves, "obligations": st.queries,
                                "aligned_split": len(prover.split)}), ""


def _with_notes(reason: str, prover) -> str:
    notes = getattr(prover, "notes", None)
    return reason + "".join(f"; not through a bijection: {n}" for n in notes or ())


class _Prover:
    def __init__(self, src, tgt, scalars, float_mode, deadline, leaf_work, exact_leaves=True):
        self.notes: list[str] = []     # why nests were not proven through a bijection
        _require_supported(src)
        _require_supported(tgt)
        self.float_mode, self.deadline = float_mode, deadline
        self.leaf_work, self.exact_leaves = leaf_work, exact_leaves
        self.stats = _Stats()
        self.floats = _mentions_floats(src) or _mentions_floats(tgt)
        # allocations in one order, reused storage split (verify.reuse: after refines the
        # split program, which the rules below compare with before)
        self.src = src.with_body(reuse.canonical(src.body))
        self.target_body, self.split = reuse.split_reused(
            self.src.body, reuse.canonical(_renamed_into(tgt, src)), deadline)
        self.target_func = self.src.with_body(self.target_body)
        self.scalar_terms = scalar_term_map(src, scalars, float_mode)
        self.sizes = {n: t for n, t in self.scalar_terms.items() if z3.is_int(t)}
        self.scalar_ids = {id(p): self.scalar_terms[p.name] for p in src.scalar_params}
        env = {id(p): (p, self.scalar_terms[p.name]) for p in src.scalar_params}
        facts = scalar_ranges(src, self.scalar_terms)
        self.root = _Context(env, facts, {id(b.data): b for _, b in src.buffer_map})
        self.counter = 0

    # ------------------------------------------------------------------ the rules
    def prove(self, s: ir.Stmt, t: ir.Stmt, ctx: _Context) -> None:
        """Establish ``Sim(s, t)`` under ``ctx`` or raise NotAligned."""
        if clock.now() > self.deadline:
            raise NotAligned("out of the aligned check's share of the time")
        if same_statement(s, t):
            self.stats.skipped += 1
            return
        if isinstance(s, ir.Block):
            return self.prove(s.body, t.body if isinstance(t, ir.Block) else t, ctx)
        if isinstance(t, ir.Block):
            return self.prove(s, t.body, ctx)
        if isinstance(s, ir.SeqStmt) or isinstance(t, ir.SeqStmt):
            # a view wrapping one side's sequence (StorageRewrite hoists allocations above
            # the parameters' flat views) is unwrapped first, so the sequences still align
            if (isinstance(s, ir.SeqStmt) and isinstance(t, ir.SeqStmt)) \
                    or not self.prove_unwrapped(s, t, ctx):
                self.sequence(ir.flat_stmts(s), ir.flat_stmts(t), ctx)
            return
        if type(s) is type(t):
            if isinstance(s, ir.For) and self.r_nest(s, t, ctx):
                return
            rule = getattr(self, "r_" + type(s).__name__, None)
            if rule is not None and rule(s, t, ctx):
                return
        if not self.prove_unwrapped(s, t, ctx):
            self.leaf(s, t, ctx)

    def prove_unwrapped(self, s: ir.Stmt, t: ir.Stmt, ctx: _Context) -> bool:
        """``Sim(s, t)`` through the body of whichever side only names something for it
        (``unwrapped``); False when neither does."""
        for one, other, first in ((s, t, True), (t, s, False)):
            inner = self.unwrapped(one, ctx)
            if inner is not None:
                body, ctx2 = inner
                if first:
                    self.prove(body, other, ctx2)
                else:
                    self.prove(other, body, ctx2)
                return True
        return False

    def unwrapped(self, s: ir.Stmt, ctx: _Context):
        """``(body, context)`` for a statement that only names something for its body, on
        one side only: a loop of one iteration (its variable is its ``min``; LowerOpaqueBlock
        drops such loops) or a view of storage in scope of the owner's dtype (FlattenBuffer's
        flat views of parameters: a view is addressing only, checked in bounds where used).
        None for anything else."""
        if isinstance(s, ir.For) and isinstance(s.extent, ir.IntImm) and s.extent.value == 1 \
                and _pure_index(s.min) and s.loop_var.dtype.is_int and s.loop_var.dtype.bits >= 32:
            return s.body, ctx.extended(s.loop_var, self.index(s.min, ctx))
        if isinstance(s, ir.DeclBuffer):
            owner = ctx.storages.get(id(s.buffer.data))
            if owner is not None and s.buffer.is_dense and s.buffer.dtype == owner.dtype \
                    and all(_pure_index(d) for d in s.buffer.shape):
                # a symbolic extent (``x.view(n * 64)``) reads no memory: the leaf's executor
                # evaluates it where the view is used, and an element beyond the storage is
                # out_of_bounds there (summary_exec.access)
                return s.body, ctx
        return None

    def sequence(self, a: tuple, b: tuple, ctx: _Context) -> None:
        prefix, suffix = common_ends(a, b)
        self.stats.skipped += prefix + suffix
        ctx = self.assumed(a[:prefix], ctx)
        mid_a, mid_b = a[prefix:len(a) - suffix], b[prefix:len(b) - suffix]
        if len(mid_a) != len(mid_b):
            self.leaf(_seq(mid_a), _seq(mid_b), ctx)
            return
        for x, y in zip(mid_a, mid_b):
            self.prove(x, y, ctx)
            if same_statement(x, y):
                ctx = self.assumed((x,), ctx)

    def assumed(self, shared: tuple, ctx: _Context) -> _Context:
        """``ctx`` with the conditions of the memory-free assumes among ``shared`` (statements
        both programs run, in order, before what follows) as facts: past them, ``before``
        has no defined behaviour unless they held, and what they read (variables) cannot
        change. A size promise (verify.sizes) is such an assume: a flat index ``i * 32 + j``
        overflows only past what it promises."""
        facts = [self.boolean(c, ctx) for st in shared for c in _memory_free_assumes(st)]
        return ctx.extended(facts=facts) if facts else ctx

    def r_For(self, s: ir.For, t: ir.For, ctx: _Context) -> bool:
        if not (s.loop_var.dtype.is_int and t.loop_var.dtype.is_int
                and min(s.loop_var.dtype.bits, t.loop_var.dtype.bits) >= 32):
            return False
        if not (s.kind == t.kind or (s.kind in _SEQUENTIAL and t.kind in _SEQUENTIAL)):
            return False
        if not (_pure_index(s.min) and _pure_index(s.extent)
                and _same_integer(s.min, t.min) and _same_integer(s.extent, t.extent)):
            return False
        if s.loop_var.dtype != t.loop_var.dtype and not (_fits(s, t.loop_var.dtype)
                                                        and _fits(s, s.loop_var.dtype)):
            return False
        lo, ext = self.index(s.min, ctx), self.index(s.extent, ctx)
        it = z3.Int(f"{s.loop_var.name}!a{self._next()}")
        inner = ctx.extended(s.loop_var, it, [it >= lo, it < lo + ext])
        self.stats.loops += 1
        if s.loop_var.dtype == t.loop_var.dtype:
            self.prove(s.body, substitute(t.body, {t.loop_var: s.loop_var}), inner)
        else:
            # NarrowDataType: the same iterations under an int32 variable for an int64 one;
            # both variables name the one iteration (their values fit either type)
            self.prove(s.body, t.body, inner.extended(t.loop_var, it))
        return True

    def r_nest(self, s: ir.For, t: ir.For, ctx: _Context) -> bool:
        """Nests that correspond through a bijection of their iteration spaces
        (verify.bijection). False when the outermost loops are the same loop (``r_For``
        applies, and needs no independence) or no bijection is proven (the reason is kept)."""
        corr = bijection.correspond(s, t, set(ctx.env))
        if corr is None or corr.positional:
            return False
        try:
            ys, facts = bijection.certify(corr, ctx.env, ctx.facts, self.deadline)
            self.stats.queries += 3 + bijection.check_order(corr, ctx.env, ctx.facts,
                                                            self.deadline, self.float_mode)
        except (bijection.NotBijective, smt.SMTEncodingError) as e:
            self.notes.append(f"{corr.describe()}: {e}")
            return False
        inner = ctx
        for var, term in zip(corr.after.vars, ys):
            inner = inner.extended(var, term)
        self.stats.bijections += 1
        self.prove(corr.before_body(), corr.after.body, inner.extended(facts=facts))
        return True

    def r_IfThenElse(self, s: ir.IfThenElse, t: ir.IfThenElse, ctx: _Context) -> bool:
        if not structural_equal(s.condition, t.condition) \
                or (s.else_case is None) != (t.else_case is None) or contains_undef(s.condition):
            return False
        if _reads_memory(s.condition):
            then_ctx = else_ctx = ctx          # equal states: the same branch, no fact
        else:
            cond = self.boolean(s.condition, ctx)
            then_ctx, else_ctx = ctx.extended(facts=[cond]), ctx.extended(facts=[z3.Not(cond)])
        self.prove(s.then_case, t.then_case, then_ctx)
        if s.else_case is not None:
            self.prove(s.else_case, t.else_case, else_ctx)
        return True

    def r_LetStmt(self, s: ir.LetStmt, t: ir.LetStmt, ctx: _Context) -> bool:
        if s.var.dtype != t.var.dtype or not structural_equal(s.value, t.value):
            return False
        if _state_free(s.value) and not s.var.dtype.is_handle \
                and not (_pure_index(s.value) and not is_value_expr(s.value)
                         and s.var.dtype.is_int):
            # the same value of no state in both (a packed function's record fields): each
            # body with the value in place of its variable means what it meant, in its domain
            return self.prove(substitute(s.body, {s.var: s.value}),
                              substitute(t.body, {t.var: s.value}), ctx) or True
        if not _pure_index(s.value) or is_value_expr(s.value) or not s.var.dtype.is_int:
            return False
        term = self.index(s.value, ctx)
        self.prove(s.body, substitute(t.body, {t.var: s.var}), ctx.extended(s.var, term))
        return True

    def r_Allocate(self, s: ir.Allocate, t: ir.Allocate, ctx: _Context) -> bool:
        a, b = s.buffer, t.buffer
        if not (a.is_dense and b.is_dense and a.dtype == b.dtype and a.scope == b.scope
                and a.axis_separators == b.axis_separators):
            return False
        na, nb = ir.static_size(a), ir.static_size(b)
        if na is None or na != nb:
            return False
        body = substitute(t.body, {b.data: a.data})
        self.prove(s.body, body, ctx.extended(storage=a))
        return True

    def r_DeclBuffer(self, s: ir.DeclBuffer, t: ir.DeclBuffer, ctx: _Context) -> bool:
        a = s.buffer
        owner = ctx.storages.get(id(a.data))
        if owner is None or not (structural_equal(a, t.buffer) or _same_view(a, t.buffer)) \
                or not a.is_dense or a.dtype != owner.dtype or ir.static_size(a) is None:
            return False
        self.prove(s.body, t.body, ctx)
        return True

    # ------------------------------------------------------------------ leaves
    def leaf(self, s: ir.Stmt, t: ir.Stmt, ctx: _Context) -> None:
        """Prove ``Sim(s, t)`` from a fresh arbitrary state by one z3 query."""
        self.stats.leaves += 1
        k = self._next()
        initial = {}
        reshaped = _reshaped_storages(s, t)
        for key, buf in ctx.storages.items():
            shape = tuple(shape_terms(buf, self.sizes))
            if key in reshaped and len(shape) > 1:
                shape = (_product(shape),)
            sort = smt.value_sort(buf.dtype, self.float_mode)
            values = _fresh_array(f"{buf.name}!v{k}", shape, sort)
            defined = _fresh_array(f"{buf.name}!d{k}", shape, z3.BoolSort())
            init = _fresh_array(f"{buf.name}!i{k}", shape, z3.BoolSort())
            initial[key] = ArrayStorage(buf.name, shape, values, defined, init)
        left = min(max(0.0, self.deadline - clock.now()), LEAF_WALL_S)
        budget = Budget(LEAF_STATEMENTS, self.deadline)
        runs = []
        for func, stmt, role, prefix, memory in (
                (self.src, s, "source", f"s{k}!", initial),
                (self.target_func, t, "target", f"t{k}!", initial)):
            ex = SummaryExecutor(func, dict(memory), self.scalar_ids, role, budget, prefix,
                                 self.float_mode)
            for var, term in ctx.env.values():
                ex.env[id(var)] = (var, term)
            ex.run(stmt)
            runs.append(ex.result)
        src_run, tgt_run = runs
        if src_run.effects or tgt_run.effects:
            raise NotAligned("a leaf makes external calls")
        hyps = list(ctx.facts) + list(src_run.assumes) + src_run.side_facts + tgt_run.side_facts
        hyps += [z3.Not(_exists(f)) for f in src_run.failures]
        obligations = [f.condition for f in tgt_run.failures]
        for key, first in initial.items():
            a, b = src_run.storages[key], tgt_run.storages[key]
            obligations += _differences(a, b, first.shape)
        obligations = [o for o in obligations if not z3.is_false(z3.simplify(o))]
        if not obligations:
            return
        self.stats.queries += 1
        query = hyps + [z3.Or(*obligations)]
        answer = None
        abstract = _abstract_floats(query) if self.floats else None
        if abstract is not None:
            # float operations as unknown functions: unsat for every meaning of them is unsat
            # for IEEE's; index reasoning then needs no bit-blasted float circuits
            answer = solver.decide(abstract, timeout_ms=max(1, int(left * 1000)),
                                   work=self.leaf_work // 4 if self.exact_leaves
                                   else self.leaf_work, fresh_context=True)
        if not isinstance(answer, solver.Unsat) and (abstract is None or self.exact_leaves):
            # a fresh context: the same question, the same search, whatever the process asked
            # before (solver.decide); only unsat is read, so no model has to come back
            answer = solver.decide(query, timeout_ms=max(1, int(left * 1000)),
                                   work=self.leaf_work, fresh_context=True)
        if not isinstance(answer, solver.Unsat):
            why = "a counterexample from some state (which may be unreachable)" \
                if isinstance(answer, solver.Sat) else f"z3: {answer.reason}"
            raise NotAligned(f"a differing statement pair is not proven equivalent from "
                             f"arbitrary equal states ({why})")

    # ------------------------------------------------------------------ helpers
    def _next(self) -> int:
        self.counter += 1
        return self.counter

    def encoder(self, ctx: _Context) -> smt.Encoder:
        return smt.Encoder(subst={v: t for v, t in ctx.env.values()}, float_mode=self.float_mode)

    def index(self, e: ir.Expr, ctx: _Context):
        return self.encoder(ctx).encode_index(e)

    def boolean(self, e: ir.Expr, ctx: _Context):
        term = self.encoder(ctx).encode(e)
        return term if z3.is_bool(term) else term != 0


def _differences(a: ArrayStorage, b: ArrayStorage, shape: tuple) -> list:
    """Conditions under which two final storages are not related at some element within
    ``shape``: different definedness or initialisation, or different values where ``a``
    defines the element."""
    elems = [z3.FreshInt("e") for _ in shape]
    inside = conjunction(*[conjunction(e >= 0, e < n) for e, n in zip(elems, shape)])
    out = []
    for x, y in ((a.defined, b.defined), (a.init, b.init)):
        sx, sy = z3.simplify(z3.Select(x, *elems)), z3.simplify(z3.Select(y, *elems))
        if not z3.eq(sx, sy):
            out.append(conjunction(inside, sx != sy))
    sx, sy = z3.simplify(z3.Select(a.values, *elems)), z3.simplify(z3.Select(b.values, *elems))
    if not z3.eq(sx, sy):
        defined = z3.Select(a.defined, *elems)
        out.append(conjunction(inside, defined, z3.Not(smt.same_value(sx, sy))))
    return out


def _mentions_floats(func: ir.PrimFunc) -> bool:
    """Whether a buffer, variable or expression of ``func`` is a float. Else no float operation
    is in a leaf's query, and ``_abstract_floats`` (a walk of the whole query through z3's
    Python API: half a small leaf's time) would find none."""
    return any(isinstance(getattr(n, "dtype", None), DType) and n.dtype.is_float
               for n in walk(func))


#: z3's float operations that are not values (numerals, rounding modes): abstracted
_FP_VALUES = {"Z3_OP_FPA_NUM", "Z3_OP_FPA_PLUS_INF", "Z3_OP_FPA_MINUS_INF", "Z3_OP_FPA_NAN",
              "Z3_OP_FPA_PLUS_ZERO", "Z3_OP_FPA_MINUS_ZERO"}
_FP_OPS = {getattr(z3, n) for n in dir(z3) if n.startswith("Z3_OP_FPA_")
           and n not in _FP_VALUES and not n.startswith("Z3_OP_FPA_RM_")}

_FP_COMMUTATIVE = {z3.Z3_OP_FPA_ADD, z3.Z3_OP_FPA_MUL, z3.Z3_OP_FPA_EQ}


def _abstract_floats(terms: list) -> list | None:
    """``terms`` with every float operation replaced by an uninterpreted function of the same
    signature (one per operation), or None when there is none or a quantifier is in the way.
    Sound for proofs: a model of the original is a model of the abstraction (interpret each
    function as its operation), so unsat of the abstraction is unsat of the original. The
    commutative operations get the ground instances ``f(a, b) == f(b, a)`` of their
    applications: ordering operands by term id alone is not canonical (equal operands may be
    different terms, ``A[i, k]`` and a flat view's ``A[(8*i + k) // 8, (8*i + k) % 8]``, whose
    ids order them either way, so the answer depended on which terms z3 made first)."""
    memo: dict[int, z3.ExprRef] = {}
    funcs: dict[str, z3.FuncDeclRef] = {}
    found = [False]
    symmetric: list[z3.BoolRef] = []

    def walk_term(t):
        key = t.get_id()
        hit = memo.get(key)
        if hit is not None:
            return hit
        if z3.is_quantifier(t):
            consts = [z3.FreshConst(t.var_sort(n), "q") for n in range(t.num_vars())]
            body = walk_term(z3.substitute_vars(t.body(), *reversed(consts)))
            out = (z3.Lambda(consts, body) if t.is_lambda()
                   else z3.ForAll(consts, body) if t.is_forall() else z3.Exists(consts, body))
            memo[key] = out
            return out
        if z3.is_var(t):
            raise _Quantified
        if not z3.is_app(t) or t.num_args() == 0:
            memo[key] = t
            return t
        args = [walk_term(c) for c in t.children()]
        decl = t.decl()
        if decl.kind() in _FP_OPS:
            found[0] = True
            if decl.kind() in _FP_COMMUTATIVE:
                # IEEE + and * are commutative, bit for bit (SMT-LIB has one NaN); z3's
                # simplifier orders their operands, so the abstraction must not tell them apart
                args = args[:-2] + sorted(args[-2:], key=lambda a: a.get_id())
            sig = (decl.name(), tuple(a.sort().sexpr() for a in args), t.sort().sexpr())
            name = "abs!" + "!".join([sig[0], *sig[1], sig[2]])
            fn = funcs.get(name)
            if fn is None:
                fn = funcs[name] = z3.Function(name, *[a.sort() for a in args], t.sort())
            out = fn(*args)
            if decl.kind() in _FP_COMMUTATIVE and not z3.eq(args[-1], args[-2]):
                symmetric.append(out == fn(*args[:-2], args[-1], args[-2]))
        else:
            out = t if all(z3.eq(a, c) for a, c in zip(args, t.children())) else decl(*args)
        memo[key] = out
        return out

    try:
        out = [walk_term(t) for t in terms]
    except _Quantified:
        return None
    return out + symmetric if found[0] else None


class _Quantified(Exception):
    """A quantifier or lambda inside a term (the abstraction leaves such queries alone)."""


def _reshaped_storages(*stmts) -> set:
    """The storages (``id(data)``) that the statements access through buffers of different
    shapes (FlattenBuffer's flat view beside the owner's dimensions). The leaf models those
    row-major as one dimension: a multi-dimensional access is then a linear offset, where the
    owner's shape would unflatten the view's offset by division and remainder, which z3 finds
    hard (a 32x56x56 conv2d: a resource-limit unknown against 0.3 s). The same elements, the
    same bounds checks (per dimension of the accessing buffer): only the indexing differs."""
    shapes: dict[int, list] = {}
    for stmt in stmts:
        for n in walk(stmt):
            if isinstance(n, (ir.BufferLoad, ir.BufferStore)):
                seen = shapes.setdefault(id(n.buffer.data), [])
                if not any(structural_equal(n.buffer.shape, other) for other in seen):
                    seen.append(n.buffer.shape)
    return {key for key, seen in shapes.items() if len(seen) > 1}


def _product(dims) -> int | z3.ArithRef:
    out = 1
    for d in dims:
        out = out * d
    return out


def _fresh_array(name: str, shape: tuple, sort) -> z3.ArrayRef:
    return z3.Const(name, z3.ArraySort(*([z3.IntSort()] * len(shape)), sort))


def _exists(failure) -> z3.BoolRef:
    vs = list(failure.iteration)
    return z3.Exists(vs, failure.condition) if vs else failure.condition


def _require_supported(func: ir.PrimFunc) -> None:
    if contains_undef(func.body):
        raise NotAligned("the program has T.undef() (the aligned proof needs deterministic "
                         "statements)")
    for n in walk(func.body):
        if isinstance(n, ir.ExternCall) and not n.pure:
            raise NotAligned(f"the program calls \"{n.name}\" (T.call_extern), an ordered effect")
        if isinstance(n, (ir.Allocate, ir.DeclBuffer)) and not n.buffer.is_dense:
            raise NotAligned(f"buffer {n.buffer.name} has strides or an elem_offset")
    for _, b in func.buffer_map:
        if not b.is_dense:
            raise NotAligned(f"buffer {b.name} has strides or an elem_offset")
    _require_same_dtypes(func)


def _require_same_dtypes(func: ir.PrimFunc) -> None:
    """No buffer views a parameter's or an allocation's storage as another dtype: such a view
    has no meaning in verirw (the interpreter refuses it), so two programs with one are never
    proven, not even when they are the same statements."""
    owners = {id(b.data): b for _, b in func.buffer_map}
    owners.update((id(n.buffer.data), n.buffer) for n in walk(func.body)
                  if isinstance(n, ir.Allocate))
    for n in walk(func.body):
        owner = owners.get(id(n.data)) if isinstance(n, ir.Buffer) else None
        if owner is not None and owner.dtype != n.dtype:
            raise NotAligned(f"buffer {n.name} views the {owner.dtype} storage of "
                             f"{owner.name} as {n.dtype}")


def _renamed_into(after: ir.PrimFunc, before: ir.PrimFunc) -> ir.Stmt:
    """``after``'s body over ``before``'s parameters, matched by name as ``check`` does."""
    if len(after.params) != len(before.params):
        raise NotAligned("the programs' parameters differ")
    mapping = {}
    for p, q in zip(after.params, before.params):
        pb, qb = after.param_buffer(p), before.param_buffer(q)
        if p.dtype != q.dtype or (pb is None) != (qb is None):
            raise NotAligned("the programs' parameters differ")
        if (p.name != q.name) if pb is None else (pb.name != qb.name):
            raise NotAligned("the programs' parameters differ")
        mapping[p] = q
        if pb is not None:
            mapping[pb.data] = qb.data
    body = substitute(after.body, mapping)
    for b in after.buffers.values():
        renamed = substitute(b, mapping)
        if renamed != before.buffers[b.name]:
            raise NotAligned(f"parameter buffer {b.name} differs between the programs")
    return body



def _seq(stmts: tuple) -> ir.Stmt:
    return ir.seq(*stmts) if stmts else ir.NOOP


def _reads_memory(e: ir.Expr) -> bool:
    return any(isinstance(n, (ir.BufferLoad, ir.ExternCall)) for n in walk(e))


def _memory_free_assumes(st: ir.Stmt) -> list:
    """The conditions of ``st`` when it is an assume, or a block or sequence of assumes,
    whose conditions read no memory and hold no undefined value; else none."""
    if isinstance(st, ir.Block):
        return _memory_free_assumes(st.body)
    if isinstance(st, ir.SeqStmt):
        parts = [_memory_free_assumes(x) for x in st.stmts]
        return [c for p in parts for c in p] if all(parts) else []
    if isinstance(st, ir.Assume) and _pure_index(st.condition) \
            and not _reads_memory(st.condition) and not contains_undef(st.condition):
        return [st.condition]
    return []


def _pure_index(e: ir.Expr) -> bool:
    """An index expression of variables and literals (no loads, calls, undef or floats)."""
    return not any(isinstance(n, (ir.BufferLoad, ir.ExternCall, ir.Call, ir.Undef, ir.FloatImm))
                   for n in walk(e))


def _same_integer(a: ir.Expr, b: ir.Expr) -> bool:
    """Equal expressions, or literals of one value in two integer types (int64 4 and int32 4)."""
    return structural_equal(a, b) or (isinstance(a, ir.IntImm) and isinstance(b, ir.IntImm)
                                      and a.value == b.value and a.dtype.is_int
                                      and b.dtype.is_int)


def _fits(loop: ir.For, dtype) -> bool:
    """Every iteration of ``loop`` (literal bounds) is a value of ``dtype`` as well."""
    if not (isinstance(loop.min, ir.IntImm) and isinstance(loop.extent, ir.IntImm)):
        return False
    last = loop.min.value + max(loop.extent.value, 1) - 1
    return dtype.wrap(loop.min.value) == loop.min.value and dtype.wrap(last) == last


def _same_view(a: ir.Buffer, b: ir.Buffer) -> bool:
    """Two dense declarations of one storage that differ only in the integer type of their
    literal extents: the same elements at the same indices."""
    return a.data is b.data and a.dtype == b.dtype and a.is_dense and b.is_dense \
        and len(a.shape) == len(b.shape) and a.scope == b.scope \
        and a.axis_separators == b.axis_separators \
        and all(isinstance(x, ir.IntImm) and isinstance(y, ir.IntImm) and x.value == y.value
                for x, y in zip(a.shape, b.shape))


def _state_free(e: ir.Expr) -> bool:
    """No memory, undefined value or effect: the same value wherever it is evaluated."""
    return not any(isinstance(n, (ir.BufferLoad, ir.Undef, ir.RuntimeCall))
                   or (isinstance(n, ir.ExternCall) and not n.pure) for n in walk(e))


__all__ = ["check_aligned", "NotAligned", "LEAF_WORK"]
