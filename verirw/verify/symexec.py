"""Symbolic execution of a PrimFunc into z3, for translation validation.

Loops with constant bounds are unrolled with concrete loop variables, so most indices are
concrete and memory is a Python list of z3 terms, one per element: stores and loads at concrete
indices cost nothing in the solver. An index that depends on data falls back to an ``If``
chain over the elements. A branch whose condition depends on data runs both sides on copies of
memory and merges them with ``If``; a branch with a concrete condition runs one side only.

What an execution yields, in z3 terms over the input elements:

* ``assumes``: conditions that hold on every execution the program defines (``T.assume``),
* ``failures``: ``(kind, condition, description)`` triples; the condition is true exactly on
  the inputs where the program has undefined behaviour of that kind (out-of-bounds, division
  by zero, a false assume when the program is the *target*, reading uninitialised memory...),
* per element of every parameter buffer: its final value and whether it is *defined* (false
  where the program stored ``T.undef()`` or a value computed from an undefined one).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field

import z3

from verirw import clock
from verirw import ir, smt
from verirw import solver as solver_mod
from verirw.errors import VerirwError
from verirw.printer import format_expr
from verirw.semantics import contains_undef, is_value_expr
from verirw.visit import walk
from verirw.analysis.intervals import overflow_sites
from verirw.z3c import conjunction, int_literal, int_val, ite, substitute

TRUE = z3.BoolVal(True)
FALSE = z3.BoolVal(False)
#: the name of a read that stands for a 32/64-bit overflow's poison (``overflow_use``)
OVERFLOW_READ = "an integer overflow"
#: above this many elements, an access with a data-dependent index is not expanded
MAX_SYMBOLIC_INDEX_ELEMENTS = 4096
#: the iterations of one ``while`` loop unrolled; the loop must be shown to have ended by then
#: on every path (docs/semantics.md, "while, break and continue"), else ``Unsupported``
WHILE_UNROLL = 256
#: the solver's time for one "can the while loop still run?" question (ms)
WHILE_QUERY_MS = 2000

class Unsupported(VerirwError):
    """The program is outside what the symbolic executor handles (e.g. data-dependent loop
    bounds); ``check`` reports this as unknown, never as proven."""


class BudgetExceeded(VerirwError):
    """More statements or more time than the caller allowed."""


class SymbolicWork:
    """Deterministic symbolic work of a share of a check (``work_budget``): statements
    executed, plus one unit per element that an access at a data-dependent index chains over
    (an ``If`` per element: RFC L2708's local check, 2,817 statements and 124 loads chained over
    1,024 elements each, took 6 s to execute). The same count at any machine load."""

    def __init__(self, units: int):
        self.units = int(units)
        self.spent = 0

    def charge(self, n: int) -> None:
        self.spent += n
        if self.spent > self.units:
            raise BudgetExceeded(f"the share's symbolic work is spent ({self.units:,} units: "
                                 f"statements, and the elements data-dependent accesses reach)")


_WORK: list[SymbolicWork] = []


@contextlib.contextmanager
def work_budget(units: int | None):
    """Within the block, symbolic execution (every ``Budget``) is also charged to ``units``
    of symbolic work (``SymbolicWork``), past which it raises BudgetExceeded; None: no bound.
    Nested budgets are all charged. Process-wide, as ``solver.work_budget``: checks run one at
    a time on the guard thread."""
    if units is None:
        yield None
        return
    work = SymbolicWork(units)
    _WORK.append(work)
    try:
        yield work
    finally:
        _WORK.remove(work)


def _charge(n: int) -> None:
    for work in _WORK:
        work.charge(n)


@dataclass
class Budget:
    max_statements: int = 1_000_000
    deadline: float = float("inf")          # clock.now() value
    statements: int = 0

    def tick(self, n: int = 1):
        self.statements += n
        if self.statements > self.max_statements:
            raise BudgetExceeded(f"more than {self.max_statements} statements executed "
                                 "(raise --max-statements)")
        if _WORK:
            _charge(n)
        if self.statements % 256 == 0 and clock.now() > self.deadline:
            raise BudgetExceeded("time budget exhausted during symbolic execution "
                                 "(raise --timeout)")

    def chain(self, elements: int) -> None:
        """An access at a data-dependent index, chained over ``elements`` (``SymbolicWork``)."""
        if _WORK:
            _charge(elements)


@dataclass
class Storage:
    """The elements behind one ``data`` variable, by their offset (``ir.flat_offset``)."""

    name: str
    values: list
    defined: list          # z3 Bool per element (source side bookkeeping)
    init: list             # z3 Bool per element: has it been written or provided?

    def copy(self) -> "Storage":
        return Storage(self.name, list(self.values), list(self.defined), list(self.init))


@dataclass
class Failure:
    kind: str
    condition: z3.BoolRef
    description: str
    #: symbolic loop iterations free in ``condition`` (verify.summary_exec): existentially meant
    iteration: tuple = ()


@dataclass
class Execution:
    """The outcome of running one program symbolically."""

    storages: dict[int, Storage]
    assumes: list = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    side_facts: list = field(default_factory=list)      # e.g. undef floats are finite
    effects: list["Effect"] = field(default_factory=list)   # impure calls, in program order


@dataclass(frozen=True)
class Effect:
    """One evaluation of an impure external call: its function, argument terms, the condition
    under which it happens and its result (``effect!k``: the k-th call of source and target
    gets the same answer, since both have made the same calls before it)."""

    name: str
    dtype: object
    args: tuple
    condition: object
    result: object


def effect_obligations(source: list[Effect], target: list[Effect]) -> list[tuple]:
    """``after`` makes the impure calls ``before`` makes, in the same order, under the same
    conditions, with the same arguments: one ``("effect", condition, description)`` per call
    position, whose condition holds where they differ. Calls are matched by position in
    program order, so reordered or merged calls are not proven (never wrongly proven)."""
    out = []
    for k in range(max(len(source), len(target))):
        s = source[k] if k < len(source) else None
        t = target[k] if k < len(target) else None
        nth = f"external call #{k + 1}"
        if s is None or t is None:
            one = s or t
            side = "after" if s is None else "before"
            out.append(("effect", one.condition, f"{nth}: only {side} calls \"{one.name}\""))
            continue
        if (s.name, s.dtype, [a.sort() for a in s.args]) != (t.name, t.dtype,
                                                            [a.sort() for a in t.args]):
            out.append(("effect", z3.Or(s.condition, t.condition),
                        f"{nth}: before calls \"{s.name}\", after calls \"{t.name}\""))
            continue
        differ = [z3.Not(smt.same_value(a, b)) for a, b in zip(s.args, t.args)]
        cond = z3.Or(s.condition != t.condition,
                     conjunction(s.condition, z3.Or(*differ)) if differ else FALSE)
        out.append(("effect", cond, f"{nth} (\"{s.name}\") happens under other conditions or "
                                    "with other arguments"))
    return out


def int_value(term) -> int | None:
    """The integer ``term`` is (after simplification), or None if it is not a constant."""
    value = int_literal(term)
    return value if value is not None else int_literal(z3.simplify(term))


def known_true(term) -> bool:
    """``term`` is true by simplification alone (no solver call)."""
    return z3.is_true(term) or z3.is_true(z3.simplify(term))


def known_false(term) -> bool:
    """``term`` is false by simplification alone (no solver call)."""
    return z3.is_false(term) or z3.is_false(z3.simplify(term))


def static_shape(buf: ir.Buffer) -> list[int]:
    """``buf``'s constant extents; ``Unsupported`` when one is symbolic."""
    out = []
    for dim in buf.shape:
        if not isinstance(dim, ir.IntImm):
            raise Unsupported(f"buffer {buf.name} has a non-constant shape; check needs static shapes")
        out.append(dim.value)
    return out


def shape_terms(buf: ir.Buffer, scalars: dict) -> list:
    """``buf``'s extents: ints where constant, else z3 terms over the scalar parameters (the
    symbolic sizes, ``scalars``: name -> term) — a size variable ``n`` or an index expression
    of them (``(n + 3) // 4``, a transformed layout's extent); ``Unsupported`` otherwise.
    Only the summary check takes them (it proves for every size); unrolling needs
    ``static_shape``."""
    out = []
    for dim in buf.shape:
        if isinstance(dim, ir.IntImm):
            out.append(dim.value)
            continue
        free = {id(n): n for n in walk(dim) if isinstance(n, ir.Var)}
        if any(isinstance(n, (ir.BufferLoad, ir.Call, ir.Undef)) for n in walk(dim)) or not all(
                v.name in scalars and z3.is_int(scalars[v.name]) for v in free.values()):
            raise Unsupported(f"buffer {buf.name} has the extent {dim}, which is not an "
                              "expression of size variables")
        enc = smt.Encoder(subst={v: scalars[v.name] for v in free.values()}, overflow="exact")
        out.append(enc.encode_index(dim))
    return out


def most_statements(s: ir.Stmt) -> int:
    """An upper bound of the statements ``s`` executes (loops with a non-constant range
    count as 0 here: the symbolic executor's own budget stops them)."""
    if isinstance(s, ir.SeqStmt):
        return sum(most_statements(x) for x in s.stmts)
    if isinstance(s, ir.For):
        extent = s.extent.value if isinstance(s.extent, ir.IntImm) else 0
        return max(extent, 0) * (1 + most_statements(s.body))
    if isinstance(s, ir.IfThenElse):
        return 1 + max(most_statements(s.then_case),
                       most_statements(s.else_case) if s.else_case is not None else 0)
    if isinstance(s, (ir.Block, ir.Allocate, ir.DeclBuffer, ir.LetStmt)):
        return 1 + most_statements(s.body)
    if isinstance(s, ir.While):     # not a bound: the executor's budget (WHILE_UNROLL) stops it
        return 1 + most_statements(s.body)
    return 1


class Executor:
    """Runs statements over ``Storage`` lists; ``role`` is "source" or "target"."""

    def __init__(self, func: ir.PrimFunc, storages: dict[int, Storage], scalars: dict[int, z3.ExprRef],
                 role: str, budget: Budget, fresh_prefix: str, float_mode: str = "ieee"):
        self.func = func
        self.float_mode = float_mode
        self.role = role
        self.budget = budget
        self.prefix = fresh_prefix
        self.fresh_count = 0
        self.result = Execution(storages)
        self.env: dict[int, tuple[ir.Var, z3.ExprRef]] = {id(v): (v, t) for v, t in
                                                          ((p, scalars[id(p)]) for p in func.scalar_params)}
        self.value_vars: set[int] = set()
        self.let_defined: dict[int, z3.BoolRef] = {}
        # the 32/64-bit + - * of the function that never overflow (loop ranges decide): no
        # condition for them (analysis.intervals; the function keeps the nodes alive)
        self.no_overflow: set[int] = set()
        overflow_sites(func.body, self.no_overflow)
        self.loop_values: list[tuple[str, int]] = []
        self._statement_path = TRUE
        # break and continue (docs/semantics.md, ``run``): z3 Bools over the inputs, FALSE
        # itself until a break/continue runs
        self.ended = FALSE            # where the innermost loop's iteration has ended
        self.broken = FALSE           # where the innermost loop has been left by a break
        self.loop_exits: list = []    # (condition, memory) of its breaks
        self.iteration_exits: list = []   # (condition, memory) of this iteration's continues
        self._undef_memo: dict[int, tuple[object, bool]] = {}
        self.data_dtypes = _data_dtypes(func)

    def has_undef(self, node) -> bool:
        """``contains_undef``, memoised per node: loop bodies are visited every iteration."""
        hit = self._undef_memo.get(id(node))
        if hit is None:
            hit = (node, contains_undef(node))
            self._undef_memo[id(node)] = hit
        return hit[1]

    # ------------------------------------------------------------------ helpers
    def fresh(self, sort, what: str):
        self.fresh_count += 1
        return z3.Const(f"{self.prefix}{what}!{self.fresh_count}", sort)

    def where(self) -> str:
        if not self.loop_values:
            return ""
        return " at " + ", ".join(f"{n}={v}" for n, v in self.loop_values)

    def fail(self, kind: str, condition, description):
        """Record undefined behaviour; ``description`` may be a thunk (built only if needed)."""
        if known_false(condition):
            return
        text = description() if callable(description) else description
        self.result.failures.append(Failure(kind, condition, text + self.where()))

    def storage(self, buf: ir.Buffer) -> Storage:
        st = self.result.storages.get(id(buf.data))
        if st is None:
            raise Unsupported(f"buffer {buf.name} has no storage here")
        return st

    def flat(self, buf: ir.Buffer, indices: list) -> tuple[int | None, z3.ArithRef, z3.BoolRef]:
        """(concrete flat offset or None, symbolic offset, in-bounds condition)."""
        if not buf.is_dense:
            return self.strided_flat(buf, indices)
        extents = static_shape(buf)
        concrete = [int_value(i) for i in indices]
        if all(c is not None for c in concrete):
            if all(0 <= c < e for c, e in zip(concrete, extents)):
                off = 0
                for c, e in zip(concrete, extents):
                    off = off * e + c
                size = len(self.storage(buf).values)
                return (off, int_val(off), TRUE) if off < size else (None, int_val(off), FALSE)
            return None, int_val(-1), FALSE
        off = indices[0]
        inb = [conjunction(indices[0] >= 0, indices[0] < extents[0])]
        for idx, e in zip(indices[1:], extents[1:]):
            off = off * e + idx
            inb.append(conjunction(idx >= 0, idx < e))
        size = len(self.storage(buf).values)
        inb.append(off < size)
        return None, off, conjunction(*inb)

    def strided_flat(self, buf: ir.Buffer, indices: list):
        """``flat`` of a strided/offset view: ``ir.flat_offset`` of constant strides; in bounds
        when each index is within its extent and the element within the storage."""
        extents = static_shape(buf)
        def lift(e):
            if not isinstance(e, ir.IntImm):
                raise Unsupported(f"buffer {buf.name} has a symbolic stride or elem_offset "
                                  f"({e}); unrolling proves constant layouts only")
            return e.value
        size = len(self.storage(buf).values)
        concrete = [int_value(i) for i in indices]
        if all(c is not None for c in concrete):
            off = ir.flat_offset(buf, concrete, lift)
            ok = all(0 <= c < e for c, e in zip(concrete, extents)) and 0 <= off < size
            return (off, int_val(off), TRUE) if ok else (None, int_val(-1), FALSE)
        terms = [int_val(c) if c is not None else i for c, i in zip(concrete, indices)]
        off = ir.flat_offset(buf, terms, lift)
        inb = [conjunction(i >= 0, i < e) for i, e in zip(terms, extents)]
        inb += [off >= 0, off < size]
        return None, off, conjunction(*inb)

    def encoder(self, reads: list) -> smt.Encoder:
        def load(buf: ir.Buffer, indices: list, mark: int):
            evaluated = enc.eval_guard()
            self.index_reads_defined(reads, mark, evaluated, buf)
            st = self.storage(buf)
            concrete, off, inb = self.flat(buf, indices)
            guard = enc.path_guard()
            if concrete is not None:
                reads.append((guard, st.defined[concrete], st.init[concrete],
                              f"{buf.name}{list(map(int_value, indices))}", evaluated))
                return st.values[concrete]
            if known_false(inb):
                return self.fresh(smt.value_sort(buf.dtype, self.float_mode), "oob")
            n = len(st.values)
            if n > MAX_SYMBOLIC_INDEX_ELEMENTS:
                raise Unsupported(f"a data-dependent index into {buf.name} ({n} elements)")
            self.budget.chain(n)
            value, defined, init = st.values[-1], st.defined[-1], st.init[-1]
            for k in range(n - 2, -1, -1):
                hit = off == k
                value = ite(hit, st.values[k], value)
                defined = ite(hit, st.defined[k], defined)
                init = ite(hit, st.init[k], init)
            reads.append((guard, defined, init, f"{buf.name}[...]", evaluated))
            return value

        subst = {v: t for v, t in self.env.values()}
        enc = smt.Encoder(load=load, subst=subst, float_mode=self.float_mode,
                          value_vars=[v for v, _ in self.env.values() if id(v) in self.value_vars],
                          effect=self.extern_effect, load_mark=lambda: len(reads),
                          var_use=self.let_use(reads), poison=self.overflow_use(reads),
                          no_overflow=self.no_overflow)
        return enc

    def let_use(self, reads: list):
        """A use of a let variable bound to a possibly undefined value reads that value: it is
        recorded with the reads, under the guard of the use, so that an index, condition or
        value using it is as undefined as one reading the element itself (a let is its
        value: docs/semantics.md, compositionality)."""
        def use(v: ir.Var, guard, evaluated) -> None:
            defined = self.let_defined.get(id(v))
            if defined is not None and not z3.is_true(defined):
                reads.append((guard, defined, TRUE, v.name, evaluated))
        return use

    @staticmethod
    def overflow_use(reads: list):
        """A 32/64-bit ``+ - *`` that may overflow gives poison there (docs/semantics.md):
        recorded with the reads as a read of an undefined value, so an index or condition
        computed from it is undefined behaviour and a stored value undefined, as for
        ``T.undef()``."""
        def use(no_overflow, guard, evaluated) -> None:
            reads.append((guard, no_overflow, TRUE, OVERFLOW_READ, evaluated))
        return use

    def index_reads_defined(self, reads: list, mark: int, guard, buf: ir.Buffer) -> None:
        """A load whose index read an undefined element (the reads since ``mark``) is
        undefined behaviour where it is evaluated (``guard``: inside a select's branch, only
        there), in either program (docs/semantics.md, ``T.undef()`` 4)."""
        defined = [d if z3.is_true(ev) else z3.Implies(ev, d)
                   for _, d, _, _, ev in reads[mark:] if not z3.is_true(d)]
        if defined:
            self.require_defined(conjunction(*defined), conjunction(self._statement_path, guard),
                                 "undef_in_index",
                                 lambda: f"an index of {buf.name} depends on an undefined value")

    def extern_effect(self, call: ir.ExternCall, args: list, guard) -> z3.ExprRef:
        """Record an impure call evaluated here (under the statement's path and ``guard``)."""
        k = len(self.result.effects)
        result = z3.Const(f"effect!{k}.{call.dtype.name}",
                          smt.value_sort(call.dtype, self.float_mode))
        self.result.effects.append(Effect(call.name, call.dtype, tuple(args),
                                          conjunction(self._statement_path, guard), result))
        return result

    def evaluate(self, expr: ir.Expr, path) -> tuple[z3.ExprRef, z3.BoolRef]:
        """(term, defined) of ``expr``; records the undefined behaviour it may cause."""
        self._statement_path = path
        reads: list = []
        enc = self.encoder(reads)
        term = enc.encode(expr)
        checks, assumptions = enc.checks, enc.assumptions
        pairs = self.localise(enc.undefs)
        if pairs:
            term = substitute(term, *pairs)
            checks = [(k, substitute(c, *pairs)) for k, c in checks]
            assumptions = [substitute(a, *pairs) for a in assumptions]
        for kind, cond in checks:
            if z3.is_true(cond):
                continue
            self.fail(kind, conjunction(path, z3.Not(cond)),
                      lambda kind=kind: f"{kind.replace('_', ' ')} in {format_expr(expr)}")
        defined = [d if z3.is_true(g) else z3.Implies(g, d) for g, d, _, _, _ in reads
                   if not z3.is_true(d)]
        for _, _, init, name, guard in reads:
            if z3.is_true(init):
                continue
            self.fail("uninitialized_read", conjunction(path, guard, z3.Not(init)),
                      f"read of uninitialized {name}")
        if enc.undefs:
            defined.append(FALSE)
        self.result.side_facts.extend(assumptions)
        return term, (conjunction(*defined) if defined else TRUE)

    def localise(self, undefs: list) -> list:
        """Substitutions for the ``T.undef()`` constants of one evaluation; unrolled
        execution evaluates every occurrence anew, so none are needed here."""
        return []

    def index_terms(self, indices, path) -> list:
        out = []
        for i in indices:
            if self.has_undef(i):
                self.fail("undef_in_index", path, f"T.undef() in index {format_expr(i)}")
            term, defined = self.evaluate(i, path)
            self.require_defined(defined, path, "undef_in_index",
                                 lambda i=i: f"index {format_expr(i)} depends on an undefined value")
            out.append(smt.as_index(term, i.dtype))
        return out

    def loop_bounds(self, s: ir.For, path) -> tuple:
        """``(min, extent)`` of loop ``s`` as Int terms (a bound read from memory is a value);
        a bound computed from an undefined element is undefined behaviour."""
        lo, lo_defined = self.evaluate(s.min, path)
        ext, ext_defined = self.evaluate(s.extent, path)
        self.require_defined(conjunction(lo_defined, ext_defined), path, "undef_in_condition",
                             lambda: f"the bounds of loop {s.loop_var.name} depend on an "
                                     "undefined value")
        return smt.as_index(lo, s.min.dtype), smt.as_index(ext, s.extent.dtype)

    def require_defined(self, defined, path, kind: str, describe) -> None:
        """A condition, loop bound or index computed from an undefined element is undefined
        behaviour (docs/semantics.md, ``T.undef()`` 4), in either program."""
        if not z3.is_true(defined):
            self.fail(kind, conjunction(path, z3.Not(defined)), describe)

    # ------------------------------------------------------------------ statements
    def run(self, stmt: ir.Stmt, path=TRUE):
        self.budget.tick()
        method = getattr(self, "s_" + type(stmt).__name__, None)
        if method is None:
            raise Unsupported(f"the statement {type(stmt).__name__}")
        if self.ended is FALSE or isinstance(stmt, (ir.SeqStmt, ir.Block)):
            method(stmt, path)        # a sequence's statements are guarded one by one
        elif not known_true(self.ended):
            # where the iteration has ended (a break or continue ran) the statement does not
            # run: its failures are guarded; memory is the live paths' (``exit_loop``)
            method(stmt, conjunction(path, z3.Not(self.ended)))

    # break and continue (docs/semantics.md): memory always holds the state of the paths on
    # which the innermost loop's iteration goes on; a break or continue records the memory
    # of its own paths (a snapshot) and ends them (``ended``); the iteration's end merges the
    # continues' snapshots back, the loop's end the breaks'. Live values stay as simple as
    # without the exits (a while loop's counter stays a constant on its live path).

    def s_Break(self, s: ir.Break, path):
        self.loop_exits.append((path, self.snapshot()))
        self.broken = _either(self.broken, path)
        self.ended = _either(self.ended, path)

    def s_Continue(self, s: ir.Continue, path):
        self.iteration_exits.append((path, self.snapshot()))
        self.ended = _either(self.ended, path)

    def enter_loop(self) -> tuple:
        saved = (self.ended, self.broken, self.loop_exits, self.iteration_exits)
        self.ended = self.broken = FALSE
        self.loop_exits, self.iteration_exits = [], []
        return saved

    def end_iteration(self) -> None:
        """The continues of this iteration join the paths that reached its end."""
        self.join(self.iteration_exits)
        self.iteration_exits = []
        self.ended = self.broken

    def exit_loop(self, saved: tuple) -> None:
        """The breaks join the paths that left the loop at its end."""
        self.join(self.loop_exits)
        self.ended, self.broken, self.loop_exits, self.iteration_exits = saved

    def join(self, exits: list) -> None:
        for cond, snap in exits:        # disjoint conditions: any order
            self.result.storages = {k: self.merge(cond, snap[k], st) if k in snap else st
                                    for k, st in self.result.storages.items()}

    def s_While(self, s: ir.While, path):
        """Unrolled: before each iteration the condition is evaluated where the loop still
        runs; where it is false the loop is left (as by a break). From 8 iterations on (at
        powers of two) and at ``WHILE_UNROLL`` the solver is asked whether any input still
        runs the loop; past ``WHILE_UNROLL``, ``Unsupported``: a loop not shown to end is
        never proven."""
        saved = self.enter_loop()
        try:
            k = 0
            while True:
                live = path if self.broken is FALSE else conjunction(path, z3.Not(self.broken))
                cond, defined = self.evaluate(s.condition, live)
                self.require_defined(defined, live, "undef_in_condition",
                                     lambda: f"the condition of 'while {format_expr(s.condition)}'"
                                             " depends on an undefined value")
                enter = conjunction(live, cond)
                if known_false(enter):
                    break
                if (k >= WHILE_UNROLL or (k >= 8 and k & (k - 1) == 0)) \
                        and self.unreachable(enter):
                    break
                if k >= WHILE_UNROLL:
                    raise Unsupported(
                        f"the loop 'while {format_expr(s.condition)}' is not shown to end "
                        f"within {WHILE_UNROLL} iterations on every input (check proves while "
                        "loops by unrolling only)")
                if not known_true(cond):
                    self.s_Break(s, conjunction(live, z3.Not(cond)))
                self.budget.tick()
                self.loop_values.append(("while iteration", k))
                try:
                    self.run(s.body, path)
                finally:
                    self.loop_values.pop()
                self.end_iteration()
                k += 1
        except BaseException:
            self.ended, self.broken, self.loop_exits, self.iteration_exits = saved
            raise
        self.exit_loop(saved)

    def unreachable(self, condition) -> bool:
        """Does the solver show ``condition`` false on every input? Within WHILE_QUERY_MS of
        deterministic work (z3 resource units, in a fresh context), so how far a while loop
        is unrolled, and the verdict, do not depend on load; wall time only from outside."""
        remaining = self.budget.deadline - clock.now()
        if remaining <= 0:
            return False
        limits = solver_mod.work_share(WHILE_QUERY_MS,
                                       None if remaining == float("inf") else remaining * 1000)
        answer = solver_mod.decide([condition], fresh_context=True, **limits)
        return isinstance(answer, solver_mod.Unsat)

    def s_SeqStmt(self, s: ir.SeqStmt, path):
        for x in s.stmts:
            self.run(x, path)

    def s_Block(self, s: ir.Block, path):
        self.run(s.body, path)

    def s_For(self, s: ir.For, path):
        lo, ext = self.loop_bounds(s, path)
        lo_c, ext_c = int_value(lo), int_value(ext)
        if lo_c is None or ext_c is None:
            raise Unsupported(f"loop over {s.loop_var.name} has bounds that are not constant "
                              f"({format_expr(s.min)}, extent {format_expr(s.extent)})")
        var = s.loop_var
        saved = self.enter_loop()
        try:
            for v in range(lo_c, lo_c + ext_c):
                if self.broken is not FALSE and known_true(self.broken):
                    break                     # left by a break on every path
                self.budget.tick()
                self.env[id(var)] = (var, int_val(v))
                self.loop_values.append((var.name, v))
                try:
                    self.run(s.body, path)
                finally:
                    self.loop_values.pop()
                self.end_iteration()
        except BaseException:
            self.ended, self.broken, self.loop_exits, self.iteration_exits = saved
            raise
        self.exit_loop(saved)
        self.env.pop(id(var), None)

    def s_LetStmt(self, s: ir.LetStmt, path):
        term, defined = self.evaluate(s.value, path)
        if is_value_expr(s.value, self.value_vars):
            self.value_vars.add(id(s.var))
        self.let_defined[id(s.var)] = defined
        self.env[id(s.var)] = (s.var, term)
        self.run(s.body, path)
        self.env.pop(id(s.var), None)

    def s_Assume(self, s: ir.Assume, path):
        cond, defined = self.evaluate(s.condition, path)
        text = f"T.assume({format_expr(s.condition)})"
        self.require_defined(defined, path, "undef_in_condition",
                             lambda: f"{text} depends on an undefined value")
        if self.role == "source":
            self.result.assumes.append(z3.Implies(path, cond))
        else:
            self.fail("assume_violated", conjunction(path, z3.Not(cond)), f"{text} is false")

    def s_Evaluate(self, s: ir.Evaluate, path):
        self.evaluate(s.value, path)

    def s_IfThenElse(self, s: ir.IfThenElse, path):
        cond, defined = self.evaluate(s.condition, path)
        self.fail("undef_in_condition", conjunction(path, z3.Not(defined)),
                  f"condition {format_expr(s.condition)} depends on an undefined value")
        if known_true(cond):
            self.run(s.then_case, path)
            return
        if known_false(cond):
            if s.else_case is not None:
                self.run(s.else_case, path)
            return
        before = self.snapshot()
        self.run(s.then_case, conjunction(path, cond))
        after_then = self.result.storages
        self.result.storages = before
        if s.else_case is not None:
            self.run(s.else_case, conjunction(path, z3.Not(cond)))
        self.result.storages = {k: self.merge(cond, after_then[k], st)
                                for k, st in self.result.storages.items()}

    def snapshot(self) -> dict:
        """Memory to run the other branch from (storages are mutated in place)."""
        return {k: st.copy() for k, st in self.result.storages.items()}

    def merge(self, cond, then, other):
        """One storage after a branch: ``then`` where ``cond`` holds, else ``other``."""
        return _merge(cond, then, other)

    def s_BufferStore(self, s: ir.BufferStore, path):
        buf = s.buffer
        st = self.storage(buf)
        indices = self.index_terms(s.indices, path)
        concrete, off, inb = self.flat(buf, indices)
        if not z3.is_true(inb):
            self.fail("out_of_bounds", conjunction(path, z3.Not(inb)), lambda: "out-of-bounds store to "
                      f"{buf.name}[{', '.join(format_expr(i) for i in s.indices)}]")
        if known_false(inb):
            return
        undef_store = self.has_undef(s.value)
        if undef_store:
            # storing T.undef() grants permission: the source no longer defines the element;
            # the target's element becomes an arbitrary value
            value = self.fresh(smt.value_sort(buf.dtype, self.float_mode), f"undef_{buf.name}")
            defined = FALSE
        else:
            value, defined = self.evaluate(s.value, path)
            value = smt.as_bitvec(value, buf.dtype) if buf.dtype.is_int else value
        if concrete is not None:
            if undef_store and self.role == "source":
                value = st.values[concrete]          # the old value stays; it is just undefined
            st.values[concrete] = value
            st.defined[concrete] = defined
            st.init[concrete] = TRUE
            return
        if len(st.values) > MAX_SYMBOLIC_INDEX_ELEMENTS:
            raise Unsupported(f"a data-dependent store into {buf.name} ({len(st.values)} elements)")
        self.budget.chain(len(st.values))
        for k in range(len(st.values)):
            hit = off == k
            st.values[k] = ite(hit, value if not (undef_store and self.role == "source")
                                 else st.values[k], st.values[k])
            st.defined[k] = ite(hit, defined, st.defined[k])
            st.init[k] = z3.Or(hit, st.init[k])

    def s_Allocate(self, s: ir.Allocate, path):
        key = id(s.buffer.data)
        outer = self.result.storages.get(key)
        self.result.storages[key] = self.uninitialised(s.buffer)
        self.run(s.body, path)
        if outer is None:
            self.result.storages.pop(key, None)
        else:
            self.result.storages[key] = outer

    def uninitialised(self, buf: ir.Buffer) -> Storage:
        """Fresh storage for ``buf``: arbitrary values, nothing written yet."""
        size = 1
        for e in static_shape(buf):
            size *= e
        if not buf.is_dense:
            size = ir.static_span(buf)
            if size is None:
                raise Unsupported(f"allocation {buf.name} has a symbolic stride or elem_offset")
        sort = smt.value_sort(buf.dtype, self.float_mode)
        self.budget.tick(size // 64)
        return Storage(buf.name, [self.fresh(sort, f"uninit_{buf.name}") for _ in range(size)],
                       [FALSE] * size, [FALSE] * size)

    def check_view(self, buf: ir.Buffer):
        """Storage holds values of its owner's dtype: a view that reinterprets them as another
        dtype (a bool buffer read as int8) has no encoding here."""
        owner = self.data_dtypes.get(id(buf.data))
        if owner is not None and owner != buf.dtype:
            raise Unsupported(f"buffer view {buf.name} reads {owner} storage as {buf.dtype} "
                              "(views that reinterpret another dtype)")

    def s_DeclBuffer(self, s: ir.DeclBuffer, path):
        self.check_view(s.buffer)
        if id(s.buffer.data) not in self.result.storages:
            raise Unsupported(f"T.decl_buffer {s.buffer.name} aliases storage that is not allocated here")
        self.run(s.body, path)


def _data_dtypes(func: ir.PrimFunc) -> dict:
    """id(data var) -> the dtype of the parameter or allocation that owns the storage."""
    out = {id(buf.data): buf.dtype for _, buf in func.buffer_map}
    for n in walk(func.body):
        if isinstance(n, ir.Allocate):
            out[id(n.buffer.data)] = n.buffer.dtype
    return out


def _either(a, b):
    return b if a is FALSE else z3.Or(a, b)


def _merge(cond, then: Storage, other: Storage) -> Storage:
    """Elementwise ``If(cond, then, other)``, keeping shared terms shared."""
    def pick(a, b):
        return a if a is b or z3.eq(a, b) else ite(cond, a, b)
    return Storage(then.name,
                   [pick(a, b) for a, b in zip(then.values, other.values)],
                   [pick(a, b) for a, b in zip(then.defined, other.defined)],
                   [pick(a, b) for a, b in zip(then.init, other.init)])


def execute(func: ir.PrimFunc, inputs: dict[str, list], scalars: dict[str, z3.ExprRef], role: str,
            budget: Budget, prefix: str, float_mode: str = "ieee") -> Execution:
    """Run ``func`` on symbolic ``inputs`` (flat element terms per parameter buffer name)."""
    storages = {}
    for _, buf in func.buffer_map:
        values = inputs[buf.name]
        storages[id(buf.data)] = Storage(buf.name, list(values), [TRUE] * len(values), [TRUE] * len(values))
    scalar_terms = {id(p): scalars[p.name] for p in func.scalar_params}
    problem = ir.control_flow_problem(func)
    if problem is not None:
        raise Unsupported(problem)
    ex = Executor(func, storages, scalar_terms, role, budget, prefix, float_mode)
    ex.run(func.body)
    return ex.result
