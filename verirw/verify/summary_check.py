"""The summary check: ``check`` by loop summaries, the refinement question of ``verify.check``
asked over the z3 arrays that the summary executor (verify.summary_exec) computes, so that its
cost follows the programs' loop structure, not their trip counts. Programs with 65,536 stores,
or loops bounded by scalar parameters, are decided this way; ``check`` falls back to unrolling
where a loop cannot be summarised.

The statement proven is the one ``check`` proves: for all inputs (and scalars) on which
``before`` is defined, ``after`` is defined and agrees on every element ``before`` defines.
An element is a fresh index vector, so one query covers every element of an output.
"""

from __future__ import annotations

import math

import numpy as np
import z3

from verirw import clock
from verirw import ir, smt, solver
from verirw.errors import ArgumentError
from verirw.index_map import IndexMap, buffer_shape
from verirw.verify.localise import comparing_definedness
from verirw.verify.normalise import normalise_all
from verirw.visit import walk
from verirw.verify.obligations import (SPLIT_AT_MOST, scalar_ranges, scalar_terms as scalar_term_map,
                                       scalar_values, solve_obligations, work_limits)
from verirw.verify.result import CheckResult
from verirw.verify.summary_exec import ArrayStorage, SummaryExecutor, const_array, named_array
from verirw.verify.symexec import (TRUE, Budget, Unsupported, effect_obligations, int_value,
                                    shape_terms, substitute)


def check_summarised(src: ir.PrimFunc, tgt: ir.PrimFunc, layouts: dict, deadline: float,
                     scalars: dict[str, int], float_mode: str, confirm: bool = True):
    """``(CheckResult, None)`` when decided — proven, or refuted with a counterexample the
    interpreter reproduces — else ``(None, reason)``. Without ``confirm`` a counterexample
    is not replayed (a replay runs both programs at full size), so the answer is then proven
    or ``(None, reason)``. May raise ``Unsupported`` or ``BudgetExceeded``."""
    from verirw.verify.replay import witness

    for func in (src, tgt):
        _require_dense(func)
        if ir.has_control_flow(func):
            return None, "while/break/continue: loop summaries do not model them"
    maps = {name: IndexMap.coerce(m) for name, m in layouts.items()}
    scalar_terms = scalar_term_map(src, scalars, float_mode)
    sizes = {name: t for name, t in scalar_terms.items() if z3.is_int(t)}
    inputs, src_mem, tgt_mem, pads = _relate(src, tgt, maps, float_mode, sizes)
    budget = Budget(deadline=deadline)
    src_ex = SummaryExecutor(src, src_mem, {id(p): scalar_terms[p.name] for p in src.scalar_params},
                             "source", budget, "s!", float_mode)
    tgt_ex = SummaryExecutor(tgt, tgt_mem, {id(p): scalar_terms[p.name] for p in tgt.scalar_params},
                             "target", budget, "t!", float_mode)
    tgt_ex.padded = {id(tgt.buffers[name].data) for name in pads}
    src_ex.run(src.body)
    tgt_ex.run(tgt.body)
    src_run, tgt_run = src_ex.result, tgt_ex.result

    hyps = list(src_run.assumes) + src_run.side_facts + tgt_run.side_facts
    hyps += scalar_ranges(src, scalar_terms)
    # a negative extent makes before fail at its start (the interpreter refuses the call):
    # refinement only concerns sizes >= 0
    hyps += [n >= 0 for b in src.buffers.values() for n in shape_terms(b, sizes)
             if not isinstance(n, int)]
    src_failures = [_exists(f) for f in src_run.failures]
    if src_failures and not _impossible(hyps + [z3.Or(*src_failures)], deadline):
        hyps += [z3.Not(c) for c in src_failures]      # before is defined: for every iteration
    consumed = [f for f in tgt_run.failures
                if id(f) in tgt_ex.input_assumes and _about_padding(f, inputs, deadline)]
    if consumed:
        promises = [z3.Not(_exists(f)) for f in consumed]
        if _impossible(promises, deadline):
            raise ArgumentError("after's assumes about its input padding contradict each other")
        hyps += promises
    taken = {id(f) for f in consumed}
    obligations = [(f.kind, f.condition, f) for f in tgt_run.failures if id(f) not in taken]
    obligations += effect_obligations(src_run.effects, tgt_run.effects)
    for name, sbuf in src.buffers.items():
        tbuf = tgt.buffers[name]
        elems = [z3.FreshInt(f"{name}_i") for _ in sbuf.shape]
        inside = [z3.And(e >= 0, e < n) for e, n in zip(elems, shape_terms(sbuf, sizes))]
        s_val, s_def, _ = src_run.storages[id(sbuf.data)].select(elems)
        t_idx = _mapped(maps[name], elems) if name in maps else elems
        t_store = tgt_run.storages[id(tbuf.data)]
        t_val = z3.Select(t_store.values, *t_idx)
        same = smt.same_value(s_val, t_val)
        if comparing_definedness():         # a local check (verify.localise)
            same = z3.And(same, z3.Select(t_store.defined, *t_idx))
        differs = z3.And(*inside, s_def, z3.Not(same))
        obligations.append(("mismatch", differs, (name, elems, s_val, t_val)))
    # every obligation conjoins its element's bounds or its iterations' domains
    ranges = {**_domain_ranges(src_ex), **_domain_ranges(tgt_ex)}
    for kind, _, desc in obligations:
        if kind == "mismatch":
            for e, n in zip(desc[1], shape_terms(src.buffers[desc[0]], sizes)):
                if isinstance(n, int):
                    ranges[e.get_id()] = (0, n - 1)
    conditions = normalise_all([c for _, c, _ in obligations], ranges)
    live = [(k, c, d) for (k, _, d), c in zip(obligations, conditions)]
    live = [o for o in live if not z3.is_false(o[1])]
    how = (f"{src_ex.summarised + tgt_ex.summarised} loops summarised, "
           f"{src_ex.unrolled + tgt_ex.unrolled} unrolled")
    details = {"method": "summary", "summarised": src_ex.summarised + tgt_ex.summarised,
               "unrolled": src_ex.unrolled + tgt_ex.unrolled, "obligations": len(obligations)}
    if not live:
        return CheckResult("proven", f"all {len(obligations)} obligations hold by symbolic "
                                     f"evaluation alone ({how})", details=details), None
    live = _drop_easy(live, deadline)
    if not live:
        return CheckResult("proven", f"0 obligations proven by z3 over every element "
                                     f"and iteration ({how})", details=details), None
    answer, _ = solve_obligations(hyps, live, deadline)
    if isinstance(answer, solver.Unsat):
        return CheckResult("proven", f"{len(live)} obligations proven by z3 over every element "
                                     f"and iteration ({how})", details=details), None
    if isinstance(answer, solver.Unknown):
        why = answer.reason if answer.solver is not None or answer.reason == solver.WORK_EXHAUSTED \
            else "timeout"
        return None, f"z3 could not decide the summarised question ({why})"
    if not confirm:
        return None, "z3 found a candidate counterexample (not replayed in the interpreter: " \
                     "confirm=False)"
    model = _small_sizes(hyps, live, sizes, deadline) or answer.model
    # the counterexample's sizes: symbolic extents take the model's values
    shapes = {name: tuple(n if isinstance(n, int) else model.eval(n, True).as_long()
                          for n in shape_terms(b, sizes)) for name, b in src.buffers.items()}
    tshapes = {name: tuple(n if isinstance(n, int) else model.eval(n, True).as_long()
                           for n in shape_terms(b, sizes)) for name, b in tgt.buffers.items()}
    # Python's product: numpy's wraps at 2**63, and a model's symbolic size can be that large
    elements = sum(math.prod(shape) for shape in (*shapes.values(), *tshapes.values()))
    if elements > REPLAY_AT_MOST:
        return None, (f"z3 found a candidate counterexample, too large to replay in the "
                      f"interpreter ({elements:,} input elements > {REPLAY_AT_MOST:,})")
    cex = _decode(model, src, inputs, pads, maps, scalar_terms, shapes, tshapes)
    cex["rounded"] = float_mode == "fast"     # reals rounded to floats (replay.witness)
    for kind, cond, desc in live:
        if not z3.is_true(model.eval(cond, model_completion=True)):
            continue
        if kind == "effect":
            return None, (f"z3 found inputs where the external calls differ ({desc}); the "
                          "interpreter cannot run external calls to confirm it")
        if kind == "mismatch":
            name, elems, s_val, t_val = desc
            dtype = src.buffers[name].dtype
            where = "[" + ", ".join(str(model.eval(e, model_completion=True)) for e in elems) + "]"
            sv = smt.python_value(model.eval(s_val, model_completion=True), dtype)
            tv = smt.python_value(model.eval(t_val, model_completion=True), dtype)
            cex.update(location=f"{name}{where}", before_value=sv, after_value=tv)
        else:
            at = ", ".join(f"{v}={model.eval(v, model_completion=True)}" for v in desc.iteration)
            cex.update(failure=kind, location=desc.description + (f" [{at}]" if at else ""))
        found = witness(src, tgt, cex, layouts)
        if found is None:
            return None, "the summary's counterexample is not reproduced by the interpreter"
        cex["location"] = found
        result = CheckResult("refuted", found, counterexample=cex, details=details)
        result.confirmed = True
        return result, None
    return None, "z3 found a model but no obligation evaluates to true in it"


#: a summary's counterexample is reported only once the interpreter reproduces it; above
#: this many input elements decoding and replaying it costs more than a minute
REPLAY_AT_MOST = 1 << 21
#: z3 budget for an obligation tried alone, without hypotheses (a work share, ``solver.work_share``)
EASY_MS = 200
#: work share of a side question of the summarised check: may ``before`` fail at all, do
#: ``after``'s padding assumes contradict each other (``_impossible``)
IMPOSSIBLE_MS = 5000
#: work share of the proof that after's extent is a layout's transformed extent
SHAPE_QUERY_MS = 5000


def _drop_easy(live: list, deadline: float) -> list:
    """The obligations z3 cannot refute alone in a moment. Summaries leave one obligation
    per access of an unrolled loop (is it in bounds?); nearly all are unsat without any
    hypothesis, and a joint query over hundreds of them is slower than all of them apart."""
    if len(live) <= SPLIT_AT_MOST:
        return live                 # few: solve_obligations splits them itself
    hard = []
    for obligation in live:
        if clock.now() > deadline:
            return live
        # a work share: it sorts obligations (easy ones are proven alone, the rest jointly),
        # which decides what the joint query holds, and so may decide its answer
        if not isinstance(solver.decide([obligation[1]], **work_limits(EASY_MS, deadline)),
                          solver.Unsat):
            hard.append(obligation)
    return hard


def _domain_ranges(ex: SummaryExecutor) -> dict:
    """Ranges of the symbolic iteration variables with constant bounds."""
    out = {}
    for var, lo, ext in ex.domains.values():
        lo, ext = int_value(lo), int_value(ext)
        if lo is not None and ext is not None and ext > 0:
            out[var.get_id()] = (lo, lo + ext - 1)
    return out


def _relate(src, tgt, maps: dict, float_mode: str, sizes: dict):
    """Input arrays: ``before``'s ``A`` is a free array; ``after``'s is the same array, or
    through a layout ``λ p. If(p is an image, A[inverse(p)], padding[p])``. Extents may be
    expressions of size variables (``sizes``: name -> term): the same in both programs, or
    through a layout whose transformed shape after's shape is proven to be, for every size."""
    inputs, src_mem, tgt_mem, pads = {}, {}, {}, {}
    for name, sbuf in src.buffers.items():
        tbuf = tgt.buffers[name]
        symbolic = any(not isinstance(d, ir.IntImm) for d in sbuf.shape + tbuf.shape)
        if symbolic and name not in maps and \
                [str(d) for d in sbuf.shape] != [str(d) for d in tbuf.shape]:
            raise Unsupported(f"buffer {name} has symbolic extents that differ between "
                              f"the programs without a layout")
        shape, tshape = tuple(shape_terms(sbuf, sizes)), tuple(shape_terms(tbuf, sizes))
        sort = smt.value_sort(sbuf.dtype, float_mode)
        array = named_array(name, shape, sort)
        inputs[name] = array
        src_mem[id(sbuf.data)] = ArrayStorage(name, shape, array, const_array(shape, TRUE),
                                              const_array(shape, TRUE))
        physical = array
        if name in maps:
            m, logical_shape = maps[name], buffer_shape(sbuf)
            if symbolic:
                _require_transformed_shape(m, name, logical_shape, tshape, sizes)
            pvars = [ir.Var(f"p{d}") for d in range(len(tshape))]
            ps = [z3.FreshInt("p") for _ in tshape]
            enc = smt.Encoder(subst={**dict(zip(pvars, ps)), **_size_subst(sbuf, sizes)})
            inverse = m.inverse(logical_shape).map_indices(pvars)
            logical = z3.Select(array, *[enc.encode_index(x) for x in inverse])
            if m.has_padding(logical_shape):
                pads[name] = named_array(f"{name}(padding)", tshape, sort)
                image = enc.encode(m.image_predicate(logical_shape)(*pvars))
                logical = z3.If(image, logical, z3.Select(pads[name], *ps))
            physical = z3.Lambda(ps, logical)
        tgt_mem[id(tbuf.data)] = ArrayStorage(name, tshape, physical, const_array(tshape, TRUE),
                                              const_array(tshape, TRUE))
    return inputs, src_mem, tgt_mem, pads


#: sizes tried, smallest first, for a counterexample the interpreter can replay
SMALL_SIZES = (16, 256)


def _small_sizes(hyps, live, sizes: dict, deadline: float):
    """A model with every size variable at most 16 (or 256), if there is one: z3's first
    model may pick ``n = 2**31`` where a small ``n`` fails too, and only a small one can be
    replayed by the interpreter. None when there are no sizes or no small model."""
    if not sizes:
        return None
    for cap in SMALL_SIZES:
        small = [z3.And(t >= 0, t <= cap) for t in sizes.values()]
        answer, _ = solve_obligations(hyps + small, live, deadline)
        if isinstance(answer, solver.Sat):
            return answer.model
    return None


def _size_subst(buf: ir.Buffer, sizes: dict) -> dict:
    """The size variables of ``buf``'s shape (IR) -> their z3 terms."""
    return {n: sizes[n.name] for d in buf.shape for n in walk(d)
            if isinstance(n, ir.Var) and n.name in sizes}


def _require_transformed_shape(m: IndexMap, name: str, logical_shape, tshape, sizes) -> None:
    """After's shape must be exactly the layout's transformed shape for every size >= 1 (a
    larger shape would hold elements that are neither images nor padding)."""
    want = m.transformed_shape(logical_shape)
    if len(want) != len(tshape):
        raise ArgumentError(f"the layout of {name} ({m}) has rank {len(want)}, but after's "
                            f"{name} has rank {len(tshape)}")
    params = {n.name: n for d in logical_shape if isinstance(d, ir.Expr) for n in walk(d)
              if isinstance(n, ir.Var)}
    enc = smt.Encoder(subst={v: sizes[v.name] for v in params.values() if v.name in sizes})
    positive = [enc.encode_index(x) >= 1 for x in logical_shape if isinstance(x, ir.Expr)]
    for axis, (w, t) in enumerate(zip(want, tshape)):
        w_term = w if isinstance(w, int) else enc.encode_index(w)
        if isinstance(w_term, int) and isinstance(t, int):
            same = w_term == t
        else:
            same = isinstance(solver.decide([*positive, w_term != t],
                                            **solver.work_share(SHAPE_QUERY_MS)), solver.Unsat)
        if not same:
            raise Unsupported(f"after's {name} extent {axis} ({t}) is not proven to be the "
                              f"layout's transformed extent ({w}) for every size")


def _mapped(m: IndexMap, elems: list) -> list:
    evars = [ir.Var(f"e{d}") for d in range(len(elems))]
    enc = smt.Encoder(subst=dict(zip(evars, elems)))
    return [enc.encode_index(x) for x in m.map_indices(evars)]


def _exists(failure) -> z3.BoolRef:
    vs = list(failure.iteration)
    return z3.Exists(vs, failure.condition) if vs else failure.condition


def _impossible(formulas: list, deadline: float) -> bool:
    """Does z3 prove ``formulas`` unsatisfiable within ``IMPOSSIBLE_MS`` of work (wall time
    until ``deadline`` only as the outer bound)? (unknown is no) The answer chooses what the
    summarised question assumes, so it is work, the same at any load."""
    answer = solver.decide(formulas, **work_limits(IMPOSSIBLE_MS, deadline))
    return isinstance(answer, solver.Unsat)


def _about_padding(failure, inputs: dict, deadline: float) -> bool:
    """Does the assume's truth depend on nothing but padding? (it is the same with the
    logical elements of every input replaced; the iteration variables stay existential)"""
    pairs = [(a, z3.FreshConst(a.sort(), "other")) for a in inputs.values()]
    other = substitute(failure.condition, *pairs)
    if z3.eq(other, failure.condition):
        return True
    return _impossible([other != failure.condition], deadline)


def _decode(model, src, inputs: dict, pads: dict, maps: dict, scalars: dict,
            shapes: dict, tshapes: dict) -> dict:
    """The model's inputs (and after's padding) at the model's sizes."""
    out = {}
    for name, sbuf in src.buffers.items():
        out[name] = _values(model, inputs[name], shapes[name], sbuf.dtype)
    for name, pad in pads.items():
        tshape = tshapes[name]
        image = {img for img in maps[name].table(shapes[name]).values()}
        phys = _values(model, pad, tshape, src.buffers[name].dtype)
        out.setdefault("_after_padding", {})[name] = [
            phys[idx].item() for idx in np.ndindex(tshape) if idx not in image]
    sc = scalar_values(model, src, scalars)
    return {"inputs": out, "scalars": sc}


def _values(model, array, shape: tuple[int, ...], dtype) -> np.ndarray:
    """The model's array as numpy: its stores over its default, or element by element."""
    term = model.eval(array, model_completion=True)
    entries = []
    while z3.is_store(term):
        entries.append(([a.as_long() if z3.is_int_value(a) else None for a in term.children()[1:-1]],
                        term.children()[-1]))
        term = term.children()[0]
    out = np.zeros(shape, dtype=dtype.numpy)
    if z3.is_const_array(term) and all(None not in idx for idx, _ in entries):
        out[...] = smt.python_value(term.children()[0], dtype)
        for idx, value in reversed(entries):
            if all(0 <= i < n for i, n in zip(idx, shape)):
                out[tuple(idx)] = smt.python_value(value, dtype)
        return out
    for idx in np.ndindex(shape):
        out[idx] = smt.python_value(model.eval(z3.Select(array, *idx), model_completion=True), dtype)
    return out


def _require_dense(func: ir.PrimFunc) -> None:
    """Loop summaries relate buffers element by element in row-major order: a strided or
    offset view (whose elements may meet another view's) is left to unrolling."""
    for n in [b for _, b in func.buffer_map] + [n.buffer for n in walk(func.body)
                                                 if isinstance(n, (ir.Allocate, ir.DeclBuffer))]:
        if not n.is_dense:
            raise Unsupported(f"buffer {n.name} has strides or an elem_offset, which loop "
                              "summaries do not model")
