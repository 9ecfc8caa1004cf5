"""Differential fuzzing: generated programs through a pipeline, compared by the interpreter.

Properties ("passes" of the campaign); each raises ``FuzzMismatch`` with a readable report:

* ``roundtrip``: ``parse(script(f))`` is ``f`` and behaves identically.
* ``check``: ``verirw.check`` agrees with the interpreter. For ``f`` and a small mutant ``g``
  of it: a *proven* verdict must survive random testing in the interpreter, a *refuted* one
  must replay there. ``check(f, f)`` must be proven.
* ``layout``: ``transform_layout`` of a parameter buffer (a split of its last axis, with an
  offset, pad value None / 0 / undef) agrees with the interpreter on the moved data, and
  ``check`` proves it (it must never refute it).
* ``simplify``: ``simplify_func`` (in-process, under ``SIMPLIFY_LIMITS``) keeps refinement:
  the interpreter on the simplified program agrees with the original on every element the
  original defines, on the same random inputs.
* ``codegen``: the kernel compiled through llvmlite (``build(prepare(f))``, some rank-2
  buffers physically 2-d) agrees with the interpreter on random inputs (verirw.testing.native).
* ``compose``: replacing a load by the constant it holds never changes the interpreter's
  result; ``rebind``: ``S = v`` on a buffer ``S`` is rejected or a store, never a shadowing
  let (verirw.testing.trust_checks).
* ``pass:<name>``: a user pass (PrimFunc -> PrimFunc) keeps refinement on random inputs
  (see ``fuzz_pass``, usable from any pytest test).

Programs come from a generator (``generators``: ``prim_funcs`` by default, or the edge-case
generators of ``verirw.testing.edge_cases``); they come with undef stores and assumes about padding (``prim_funcs`` features) wherever
the property can honour them; the random inputs are made to satisfy the assumes
(``satisfy_assumes``), or every run would violate one and compare nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from hypothesis import strategies as st

from verirw import ir
from verirw.semantics import contains_undef
from verirw.testing.mismatch import FuzzMismatch
from verirw.testing.strategies import prim_funcs


def differences(before: ir.PrimFunc, after: ir.PrimFunc, *, seeds: int = 3, layouts=None,
                scalars: dict | None = None) -> str | None:
    """Run both programs in the interpreter on ``seeds`` random inputs (and zeros), made to
    satisfy ``before``'s assumes about padding, with the given values of scalar parameters
    (by default ``default_scalars``: extremes of their dtype, varied by seed);
    the first difference on an element ``before`` defines, or ``after``'s error, as one line."""
    import numpy as np
    from verirw.inputs import default_scalars, random_inputs, satisfy_assumes
    from verirw.verify.replay import witness
    candidates = []
    for seed in range(seeds + 1):
        given = scalars if scalars is not None else default_scalars(before, seed)
        inputs = random_inputs(before, seed, given)
        if seed == seeds:                    # and zeros
            inputs = {k: np.zeros_like(v) if k not in given else v for k, v in inputs.items()}
        candidates.append((inputs, given))
    for inputs, given in candidates:
        inputs = satisfy_assumes(before, inputs)
        arrays = {k: v for k, v in inputs.items() if k not in given}
        found = witness(before, after, {"inputs": arrays, "scalars": dict(given)},
                        layouts or {})
        if found is not None:
            return found
    return None


def _script(f) -> str:
    from verirw.printer import script
    return script(f)


def check_roundtrip(f: ir.PrimFunc) -> str:
    from verirw.parser import parse
    text = _script(f)
    g = parse(text)
    if g != f:
        raise FuzzMismatch("parse(script(f)) is not structurally equal to f", {"f": text})
    diff = differences(f, g)
    if diff is not None:
        raise FuzzMismatch(f"the reparsed program behaves differently: {diff}", {"f": text})
    return "ok"


# ----------------------------------------------------------------------------- mutants


_SWAP = {ir.Add: ir.Sub, ir.Sub: ir.Add, ir.Mul: ir.Add, ir.Min: ir.Max, ir.Max: ir.Min,
         ir.LT: ir.LE, ir.LE: ir.LT, ir.GT: ir.GE, ir.GE: ir.GT, ir.EQ: ir.NE, ir.NE: ir.EQ,
         ir.FloorDiv: ir.TruncDiv, ir.FloorMod: ir.TruncMod}


def mutate(f: ir.PrimFunc, choice: int) -> ir.PrimFunc | None:
    """The ``choice``-th small change of ``f`` (modulo the number of sites): a literal off by
    one, an operator swapped, a loop one shorter, a statement dropped. None if no site."""
    from verirw.visit import children, transform

    def nodes(n):                      # every node except buffer declarations (shapes)
        if isinstance(n, ir.Buffer):
            return
        yield n
        for c in children(n):
            yield from nodes(c)

    sites = [n for n in nodes(f.body)
             if (isinstance(n, ir.IntImm) and n.dtype.is_int)
             or type(n) in _SWAP
             or (isinstance(n, ir.For) and isinstance(n.extent, ir.IntImm) and n.extent.value > 1)
             or (isinstance(n, ir.SeqStmt) and len(n.stmts) > 1)]
    if not sites:
        return None
    target = sites[choice % len(sites)]

    def pre(n):
        if isinstance(n, ir.Buffer):
            return n
        if n is not target:
            return None
        if isinstance(n, ir.IntImm):
            v = n.value + 1 if n.value + 1 <= n.dtype.max_value else n.value - 1
            return ir.IntImm(v, n.dtype)
        if type(n) in _SWAP:
            return _SWAP[type(n)](n.a, n.b)
        if isinstance(n, ir.For):
            return ir.For(n.loop_var, n.min, ir.IntImm(n.extent.value - 1, n.extent.dtype), n.kind, n.body)
        return ir.SeqStmt(n.stmts[1:])

    body = transform(f.body, lambda n: n, pre)
    return f.with_body(body)


def check_check(f: ir.PrimFunc, choice: int, *, timeout_s: float = 20.0) -> str:
    """``check`` agrees with the interpreter on ``f`` and a mutant of ``f``; returns the
    verdict on the mutant (for campaign statistics)."""
    from verirw.verify import check
    same = check(f, f, timeout_s=timeout_s, confirm=False)
    if same.status == "refuted":
        raise FuzzMismatch(f"check(f, f) is refuted: {same.reason}", {"f": _script(f)})
    g = mutate(f, choice)
    if g is None:
        return "no mutant"
    result = check(f, g, timeout_s=timeout_s)
    if result.status == "proven":
        diff = differences(f, g)
        if diff is not None:
            raise FuzzMismatch(f"check proved a mutant that the interpreter refutes: {diff}",
                               {"before": _script(f), "after": _script(g)})
    elif result.confirmed is False and not contains_undef(g):
        # (check itself answers unknown for such a counterexample; the campaign reports it)
        # a refutation the interpreter cannot reproduce is only acceptable when it hinges on
        # T.undef() choices (the interpreter keeps the old value where an undef store lets
        # any value stand); without T.undef() in the mutant it is a bug
        raise FuzzMismatch(f"check refuted with a counterexample the interpreter does not "
                           f"reproduce: {result.reason}", {"before": _script(f), "after": _script(g)})
    return result.status


def check_summary(f: ir.PrimFunc, choice: int, *, timeout_s: float = 20.0) -> str:
    """``check`` by loop summaries never contradicts ``check`` by unrolling (on ``f`` against
    itself and against a mutant); returns the summary's verdict on the mutant."""
    from verirw.verify import check
    g = mutate(f, choice)
    verdict = "no mutant"
    for after in ([f] if g is None else [f, g]):
        by_summary = check(f, after, timeout_s=timeout_s, method="summary")
        by_unrolling = check(f, after, timeout_s=timeout_s, method="unroll")
        if {by_summary.status, by_unrolling.status} == {"proven", "refuted"}:
            raise FuzzMismatch(f"summary says {by_summary}, unrolling says {by_unrolling}",
                               {"before": _script(f), "after": _script(after)})
        verdict = by_summary.status
    return verdict


def check_localised(f: ir.PrimFunc, choice: int, *, timeout_s: float = 20.0) -> str:
    """A localised proof (``verify.localise``) of ``f`` against a mutant never meets a
    refutation by unrolling; returns "localised", "not localised" or "no mutant"."""
    g = mutate(f, choice)
    return "no mutant" if g is None else localised_agrees(f, g, timeout_s=timeout_s)


def localised_agrees(f: ir.PrimFunc, g: ir.PrimFunc, *, timeout_s: float = 20.0) -> str:
    """"localised" when ``verify.localise`` proves ``g`` refines ``f`` and unrolling does not
    refute it (a FuzzMismatch when it does), else "not localised"."""
    from verirw.verify import check
    from verirw.verify.localise import localised
    proven, why = localised(f, g, lambda b, a: check(b, a, timeout_s=timeout_s, confirm=False,
                                                     search="never"))
    if not proven:
        return "not localised"
    whole = check(f, g, timeout_s=timeout_s, method="unroll")
    if whole.status == "refuted":
        raise FuzzMismatch(f"localisation proved what unrolling refutes ({why}): {whole}",
                           {"before": _script(f), "after": _script(g)})
    return "localised"


def layout_case(f: ir.PrimFunc, choice: int):
    """A deterministic layout transform for ``f`` from ``choice``: (buffer, map, pad_value)."""
    names = list(f.buffers)
    if not names:
        return None
    name = names[choice % len(names)]
    factor = 2 + (choice // len(names)) % 4
    offset = (choice // 7) % factor
    pad = (None, 0, "undef")[(choice // 29) % 3]
    text = (f"lambda *idx: [*idx[:-1], (idx[-1] + {offset}) // {factor}, "
            f"(idx[-1] + {offset}) % {factor}]")
    return name, text, pad


def check_layout(f: ir.PrimFunc, choice: int, *, timeout_s: float = 20.0) -> str:
    """``transform_layout`` keeps behaviour on moved data, and ``check`` does not refute it."""
    from verirw.index_map import IndexMap
    from verirw.layout.transform import transform_layout
    from verirw.verify import check
    case = layout_case(f, choice)
    if case is None:
        return "no buffer"
    name, text, pad = case
    buf = f.buffers[name]
    pad_value = ir.Undef(buf.dtype) if pad == "undef" else pad
    g = transform_layout(f, name, IndexMap.from_text(text), pad_value, allow_signature_change=True)
    programs = {"before": _script(f), "after": _script(g)}
    diff = differences(f, g, layouts={name: text})
    if diff is not None:
        raise FuzzMismatch(f"transform_layout({name}, {text}, pad_value={pad}) changed behaviour: "
                           f"{diff}", programs)
    result = check(f, g, layouts={name: text}, timeout_s=timeout_s)
    if result.status == "refuted":
        raise FuzzMismatch(f"check refutes transform_layout({name}, {text}, pad_value={pad}): "
                           f"{result.reason}", programs)
    return result.status


# ----------------------------------------------------------------------------- simplify


# Budgets of Simplify under fuzzing (``Limits`` fields). The engine's back-off scheduler keeps
# any single e-graph step from exploding (the programs that once grew to millions of e-nodes
# in one step, through arith/mul-const-assoc over the class of 0, now finish in ~2 s), so
# these are the defaults with a shorter clock.
SIMPLIFY_LIMITS = dict(seconds=20.0, solver_ms=1000)


def simplified(f: ir.PrimFunc) -> ir.PrimFunc:
    """Simplify in this process (the campaign's workers are processes already), under
    ``SIMPLIFY_LIMITS``."""
    from verirw.egraph.engine import Limits
    from verirw.passes.simplify import simplify_func
    return simplify_func(f, limits=Limits(**SIMPLIFY_LIMITS)).func


def check_simplify(f: ir.PrimFunc) -> str:
    """``simplified(f)`` refines ``f`` on random inputs; "changed" or "unchanged" (for
    campaign statistics). ``simplified`` is looked up at call time, so tests can plant a bug."""
    return _verdict(lambda g: simplified(g), f)


def _verdict(transform: Callable[[ir.PrimFunc], ir.PrimFunc], f: ir.PrimFunc) -> str:
    """``check_pass(transform, f, well_formed=True)``, then "changed" or "unchanged"."""
    out = {}

    def run(g):
        out["after"] = transform(g)
        return out["after"]

    check_pass(run, f, well_formed=True)
    return "unchanged" if out["after"] == f else "changed"


def pipelined(f: ir.PrimFunc) -> ir.PrimFunc:
    """Every optimising pass to a fixpoint, in this process, under ``SIMPLIFY_LIMITS``;
    unvalidated: the fuzzer tests the passes themselves, not the safety net over them."""
    from verirw.egraph.engine import Limits
    from verirw.passes import simplify
    return simplify(f, passes="all", isolate=False, limits=Limits(**SIMPLIFY_LIMITS),
                    validate=False).func


def check_pipeline(f: ir.PrimFunc) -> str:
    """``pipelined(f)`` refines ``f`` on random inputs, in the interpreter and compiled
    (``build(prepare(pipelined(f)))`` against the interpreter on ``f``); "changed" or
    "unchanged"."""
    out = {}

    def optimise(g):
        out["after"] = pipelined(g)
        return out["after"]

    verdict = _verdict(optimise, f)
    from verirw.testing.native import compiled_differences
    found = compiled_differences(out["after"], reference=f)
    if found is not None:
        raise FuzzMismatch(f"the optimised program, compiled, disagrees with the source in the "
                           f"interpreter: {found}", {"before": _script(f),
                                                     "after": _script(out["after"])})
    return verdict


# ----------------------------------------------------------------------------- user passes


def check_pass(transform: Callable[[ir.PrimFunc], ir.PrimFunc], f: ir.PrimFunc, *,
               validate: bool = False, well_formed: bool = False) -> None:
    """``transform(f)`` refines ``f`` on random inputs (and, with ``validate``, is not
    refuted by ``check``; with ``well_formed``, its output is a program a user could write:
    literals within their dtype, a script that parses)."""
    g = transform(f)
    if not isinstance(g, ir.PrimFunc):
        raise FuzzMismatch(f"the pass returned {type(g).__name__}, not a PrimFunc", {"f": _script(f)})
    bad = _malformed(g) if well_formed else None
    if bad is not None:
        raise FuzzMismatch(f"the pass's output is not valid IR: {bad}",
                           {"before": _script(f), "after": _script(g)})
    diff = differences(f, g)
    if diff is not None:
        raise FuzzMismatch(f"the pass changed the program's behaviour: {diff}",
                           {"before": _script(f), "after": _script(g)})
    if validate:
        from verirw.verify import check
        result = check(f, g)
        if result.status == "refuted":
            raise FuzzMismatch(f"check refutes the pass's output: {result.reason}",
                               {"before": _script(f), "after": _script(g)})


def _malformed(g: ir.PrimFunc) -> str | None:
    """Why ``g`` is not a program a user could write back (a literal outside its dtype's
    range, e.g. constant folding that forgot to wrap; a script that does not parse), or None.
    Structural equality after the round trip is not asked: the parser folds
    ``T.Cast("int64", T.int8(-128))``, which Simplify emits, and that would mask the rest
    (tests/test_trust_regressions.py keeps it as a finding)."""
    from verirw.errors import ScriptError
    from verirw.parser import parse
    from verirw.visit import walk
    for n in walk(g.body):
        if isinstance(n, ir.IntImm) and n.dtype.is_int and \
                not n.dtype.min_value <= n.value <= n.dtype.max_value:
            return f"the literal {n.value} does not fit in {n.dtype}"
    try:
        parse(_script(g))
    except ScriptError as e:
        return f"its script does not parse: {e.message}"
    return None


#: ``fuzz_pass(database=...)``'s default: the database of the active hypothesis settings
ACTIVE = object()


def fuzz_pass(transform: Callable[[ir.PrimFunc], ir.PrimFunc], *, examples: int | None = None,
              max_depth: int = 3, validate: bool = False, seed: int | None = None,
              undef_stores: bool = True, padding_assumes: bool = True,
              generator: str = "default", database=ACTIVE, key: str | None = None) -> None:
    """Fuzz a user pass from a pytest test: hypothesis generates programs, shrinks any
    failure to a small one, and raises ``FuzzMismatch`` with its TVMScript. The programs
    store ``T.undef()`` and assume facts about padding (RFC 0077's inputs to a pass) unless
    told not to; ``generator="wrap"`` (or ``undef``, ``deep``, ``trust``: see ``generators``)
    fuzzes with edge cases instead (wrap-around under value-fixing assumes, ``T.undef()`` in
    conditions, deep expressions: ``verirw.testing.edge_cases``).

    The active hypothesis settings apply (``settings.load_profile``, e.g. a CI profile):
    ``examples`` (default: the profile's ``max_examples``) and ``database`` (default: the
    profile's example database, so a failure found once is replayed first next time; None
    for none) override them; ``seed`` fixes the random choices. ``key`` names the pass in the
    database (default: the transform's qualified name and the generator), so two passes
    fuzzed from one test do not replay each other's failures. The pytest plugin's fixture
    ``verirw_fuzz`` calls this with ``--verirw-examples`` and ``--verirw-seed``.

        def test_my_pass():
            verirw.testing.fuzz.fuzz_pass(my_pass, examples=200)
            verirw.testing.fuzz.fuzz_pass(my_pass, examples=100, generator="wrap")
    """
    from hypothesis import HealthCheck, given, seed as hseed, settings
    if generator == "default":
        # half the programs are arithmetic edge cases: a pass that mistakes one rounding for
        # another (``x // c`` -> ``T.truncdiv(x, c)``) is caught within 100 examples, where
        # plain ``prim_funcs`` needed about 1,000 (tests/test_fuzz.py)
        from verirw.testing.edge_cases import arithmetic_programs
        programs = st.one_of(prim_funcs(max_depth=max_depth, undef_stores=undef_stores,
                                        padding_assumes=padding_assumes),
                             arithmetic_programs())
    else:
        programs = generators(max_depth)[generator]
    active = settings.default
    overrides = dict(deadline=None,
                     suppress_health_check=[*active.suppress_health_check, HealthCheck.too_slow])
    if examples is not None:
        overrides["max_examples"] = examples
    if database is not ACTIVE:
        overrides["database"] = database

    @settings(active, **overrides)
    @given(programs)
    def run(f):
        check_pass(transform, f, validate=validate)

    name = key or (f"{getattr(transform, '__module__', '')}."
                   f"{getattr(transform, '__qualname__', type(transform).__name__)}")
    # hypothesis keys its database by the test function; this one is shared by every pass
    run._hypothesis_internal_add_digest = repr(
        (name, generator, max_depth, undef_stores, padding_assumes, validate)).encode()
    if seed is not None:
        run = hseed(seed)(run)
    run()


@dataclass(frozen=True)
class Property:
    name: str
    strategy: object
    run: Callable


#: what ``verirw fuzz --passes all`` runs; ``compose`` and ``rebind`` (compositionality and
#: rebinding, ``verirw.testing.trust_checks``) are run when named
ALL_PROPERTIES = ("roundtrip", "check", "summary", "localise", "layout", "simplify", "pipeline",
                  "codegen")


def generators(max_depth: int = 3) -> dict[str, object]:
    """Program strategies by name (``verirw fuzz --generator``): ``default`` is ``prim_funcs``;
    the others aim at classes of bugs ``prim_funcs`` rarely reaches: wrap-around, undef in
    conditions, deep expressions (verirw.testing.edge_cases)."""
    from verirw.testing import edge_cases
    return {
        "default": prim_funcs(max_depth=max_depth, undef_stores=True, padding_assumes=True),
        "wrap": edge_cases.wrap_programs(),
        "arith": edge_cases.arithmetic_programs(),
        "undef": edge_cases.undef_condition_programs(),
        "deep": edge_cases.deep_programs(),
        "trust": edge_cases.trust_programs(),
    }


def properties(max_depth: int = 3, generator: str = "default") -> dict[str, Property]:
    """The fuzz properties over programs of ``generator`` (see ``generators``); a crash in a
    property is a ``FuzzMismatch`` too (``trust_checks.guarded``)."""
    from verirw.testing import edge_cases, trust_checks
    known = generators(max_depth)
    if generator not in known:
        raise ValueError(f"unknown generator {generator!r}; known: {sorted(known)}")
    funcs = known[generator]
    table = {
        "roundtrip": Property("roundtrip", funcs, lambda args: check_roundtrip(args)),
        "check": Property("check", st.tuples(funcs, st.integers(0, 10_000)),
                          lambda args: check_check(*args)),
        "summary": Property("summary", st.tuples(funcs, st.integers(0, 10_000)),
                            lambda args: check_summary(*args)),
        "localise": Property("localise", st.tuples(funcs, st.integers(0, 10_000)),
                             lambda args: check_localised(*args)),
        "layout": Property("layout", st.tuples(funcs, st.integers(0, 10_000)),
                           lambda args: check_layout(*args)),
        "simplify": Property("simplify", funcs, lambda args: check_simplify(args)),
        "pipeline": Property("pipeline", funcs, lambda args: check_pipeline(args)),
        "codegen": Property("codegen", st.tuples(funcs, st.integers(0, 255)),
                            lambda args: _check_codegen(*args)),
        "compose": Property("compose", st.tuples(funcs, st.integers(0, 10_000)),
                            lambda args: trust_checks.check_compose(*args)),
        "rebind": Property("rebind", edge_cases.rebinding_scripts(),
                           lambda args: trust_checks.check_rebind(args)),
    }
    return {k: Property(p.name, p.strategy, trust_checks.guarded(p.run)) for k, p in table.items()}


def _check_codegen(f: ir.PrimFunc, choice: int) -> str:
    from verirw.testing.native import check_codegen
    return check_codegen(f, choice)
