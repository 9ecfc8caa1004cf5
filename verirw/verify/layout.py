"""How the inputs and outputs of ``before`` and ``after`` correspond.

Without a layout change, a parameter buffer of ``after`` is the same buffer as ``before``'s
(same name, shape and dtype): both programs read the same input elements and their final
elements are compared one to one. With ``layouts={"A": index_map}``, element ``i`` of
``before``'s ``A`` is element ``index_map(i)`` of ``after``'s ``A``; the other elements of
``after``'s ``A`` are padding. Padding of an input is a free input of ``after`` (the caller of
the transformed function provides it), constrained by ``after``'s assumes that read nothing
but padding; padding of an output is never compared (``before`` does not define it).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

import z3

from verirw import ir, smt, solver
from verirw.errors import ArgumentError
from verirw.index_map import IndexMap

#: work share (``solver.work_share``) of the question whether after's assumes about its input
#: padding contradict each other
CONTRADICTION_MS = 10_000


def _shape(buf: ir.Buffer) -> tuple[int, ...]:
    """Constant extents; for a strided/offset parameter, its backing storage ``(span,)``: the
    elements of ``data`` it reaches, all of which are inputs and outputs."""
    if not buf.is_dense:
        span = ir.static_span(buf)
        if span is None:
            from verirw.verify.symexec import Unsupported
            raise Unsupported(f"buffer {buf.name} has symbolic strides, elem_offset or shape "
                              f"({_layout_text(buf)}); unrolling proves only constant layouts, "
                              "and no value of them is proven by sampling")
        return (span,)
    out = []
    for d in buf.shape:
        if not isinstance(d, ir.IntImm):
            from verirw.verify.symexec import Unsupported
            raise Unsupported(f"buffer {buf.name} has a non-constant shape; check needs static shapes")
        out.append(d.value)
    return tuple(out)


def _layout_text(buf: ir.Buffer) -> str:
    from verirw.printer import format_expr
    return (f"shape {[format_expr(d) for d in buf.shape]}, strides "
            f"{[format_expr(s) for s in buf.strides]}, elem_offset "
            f"{format_expr(buf.elem_offset) if buf.elem_offset is not None else 0}")


def _flat(idx: tuple[int, ...], shape: tuple[int, ...]) -> int:
    off = 0
    for i, n in zip(idx, shape):
        off = off * n + i
    return off


def _label(idx: tuple[int, ...]) -> str:
    return "[" + ", ".join(map(str, idx)) + "]"


@dataclass
class InputRelation:
    source_inputs: dict[str, list]
    target_inputs: dict[str, list]
    maps: dict[str, dict]                       # name -> {logical idx: physical idx}
    target_buffers: dict[str, ir.Buffer]
    padding_inputs: dict[str, list] = field(default_factory=dict)
    facts: list = field(default_factory=list)
    consumed: list = field(default_factory=list)

    def target_assumes(self, tgt_run) -> list:
        """``after``'s assumes that constrain nothing but input padding become hypotheses
        (the caller of the transformed function guarantees them); every other assume of
        ``after`` remains an obligation."""
        if not self.padding_inputs:
            return []
        padding = {t.get_id() for terms in self.padding_inputs.values() for t in terms}
        hyps = []
        for f in tgt_run.failures:
            if f.kind != "assume_violated":
                continue
            consts = _constants(f.condition)
            if consts and all(c.get_id() in padding for c in consts):
                hyps.append(z3.Not(f.condition))
                self.consumed.append(f)
        if hyps and isinstance(solver.decide(hyps, **solver.work_share(CONTRADICTION_MS)),
                               solver.Unsat):
            raise ArgumentError("after's assumes about its input padding contradict each other")
        return hyps

    def outputs(self, src: ir.PrimFunc, tgt: ir.PrimFunc, src_run, tgt_run) -> dict:
        """name -> (before's (value, defined) per logical element, after's (value, defined)
        at the corresponding element, the logical index labels)."""
        out = {}
        tbufs = tgt.buffers
        for _, buf in src.buffer_map:
            s_store = src_run.storages[id(buf.data)]
            t_store = tgt_run.storages[id(tbufs[buf.name].data)]
            shape = _shape(buf)
            tshape = _shape(tbufs[buf.name])
            table = self.maps.get(buf.name)
            s_elems, t_elems, labels = [], [], []
            for idx in itertools.product(*(range(n) for n in shape)):
                k = _flat(idx, shape)
                p = _flat(table[idx], tshape) if table is not None else k
                s_elems.append((s_store.values[k], s_store.defined[k]))
                t_elems.append((t_store.values[p], t_store.defined[p]))
                labels.append(_label(idx))
            out[buf.name] = (s_elems, t_elems, labels)
        return out


def _constants(term) -> list:
    """Uninterpreted constants in a z3 term."""
    seen, out, stack = set(), [], [term]
    while stack:
        t = stack.pop()
        if t.get_id() in seen:
            continue
        seen.add(t.get_id())
        if z3.is_const(t) and t.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            out.append(t)
        else:
            stack.extend(t.children())
    return out


def check_signatures(src: ir.PrimFunc, tgt: ir.PrimFunc, layouts: dict) -> None:
    """The parameters correspond: same buffers (names, dtypes; shapes unless a layout
    relates them) and scalars. An ArgumentError with a hint otherwise."""
    sbufs, tbufs = src.buffers, tgt.buffers
    if list(sbufs) != list(tbufs):
        raise ArgumentError(f"before and after have different buffer parameters: "
                            f"{list(sbufs)} vs {list(tbufs)}")
    if [p.name for p in src.scalar_params] != [p.name for p in tgt.scalar_params]:
        raise ArgumentError("before and after have different scalar parameters")
    unknown = set(layouts) - set(sbufs)
    if unknown:
        raise ArgumentError(f"--layout names buffers that are not parameters: {sorted(unknown)}")
    for name, sbuf in sbufs.items():
        tbuf = tbufs[name]
        if sbuf.dtype != tbuf.dtype:
            raise ArgumentError(f"buffer {name} is {sbuf.dtype} before and {tbuf.dtype} after")
        if not (sbuf.is_dense and tbuf.is_dense):
            # the argument is the backing storage: both programs must address it alike
            if name in layouts or _layout_text(sbuf) != _layout_text(tbuf):
                raise ArgumentError(f"buffer {name} has {_layout_text(sbuf)} before and "
                                    f"{_layout_text(tbuf)} after; check compares strided "
                                    "parameters of the same layout only")
            _shape(sbuf)
            continue
        if any(not isinstance(d, ir.IntImm) for d in sbuf.shape + tbuf.shape):
            # symbolic sizes: only the summary check takes them (verify.summary_check); through
            # a layout, it proves after's shape is the transformed one for every size
            if name not in layouts and [str(d) for d in sbuf.shape] != [str(d) for d in tbuf.shape]:
                from verirw.verify.symexec import Unsupported
                raise Unsupported(f"buffer {name} has symbolic extents ({sbuf.shape} before, "
                                  f"{tbuf.shape} after) that differ without a layout")
            continue
        shape, tshape = _shape(sbuf), _shape(tbuf)
        if name not in layouts and shape != tshape:
            raise ArgumentError(f"buffer {name} has shape {list(shape)} before and {list(tshape)} "
                                f"after; relate them with --layout {name}=\"lambda ...\"")
        if name in layouts:
            _check_layout_fits(name, IndexMap.coerce(layouts[name]), shape, tshape)


def _check_layout_fits(name: str, m: IndexMap, shape: tuple, tshape: tuple) -> None:
    """``m`` maps every index of ``before``'s ``shape`` into ``after``'s ``tshape`` (same rank,
    every transformed extent within after's), or an ArgumentError naming the buffer and both
    shapes: checked up front, so a layout that does not match ``after`` is invalid input, never
    an out-of-bounds index deep inside the checker."""
    from verirw.index_map import IndexMapError
    rank = len(m.bind(len(shape)).final)
    try:
        mapped = m.transformed_shape(shape) if rank == len(tshape) else None
    except IndexMapError as e:
        if "negative index" in str(e):
            raise ArgumentError(f"the layout of {name} ({m.text}): {e}") from None
        return          # extents not computed here: relate_inputs checks every element
    if mapped is None or any(a > b for a, b in zip(mapped, tshape)):
        got = (f"shape {list(mapped)}" if mapped is not None
               else f"{rank} axis" if rank == 1 else f"{rank} axes")
        raise ArgumentError(f"the layout of {name} ({m.text}) maps before's {name} (shape "
                            f"{list(shape)}) to {got}, but after's {name} has shape "
                            f"{list(tshape)}")


def relate_inputs(src: ir.PrimFunc, tgt: ir.PrimFunc, layouts: dict,
                  float_mode: str = "ieee") -> InputRelation:
    check_signatures(src, tgt, layouts)
    sbufs, tbufs = src.buffers, tgt.buffers
    rel = InputRelation({}, {}, {}, dict(tbufs))
    for name, sbuf in sbufs.items():
        tbuf = tbufs[name]
        shape, tshape = _shape(sbuf), _shape(tbuf)
        sort = smt.value_sort(sbuf.dtype, float_mode)
        elems = [z3.Const(f"{name}{_label(idx)}", sort)
                 for idx in itertools.product(*(range(n) for n in shape))]
        rel.source_inputs[name] = elems
        if name not in layouts:
            rel.target_inputs[name] = elems
            continue
        table = IndexMap.coerce(layouts[name]).table(shape)
        size = 1
        for n in tshape:
            size *= n
        physical = [None] * size
        for idx, img in table.items():
            if len(img) != len(tshape) or not all(0 <= i < n for i, n in zip(img, tshape)):
                raise ArgumentError(f"the layout of {name} maps {list(idx)} to {list(img)}, outside "
                                    f"after's shape {list(tshape)}")
            physical[_flat(img, tshape)] = elems[_flat(idx, shape)]
        padding = []
        for p, t in enumerate(physical):
            if t is None:
                pidx = []
                rest = p
                for n in reversed(tshape):
                    pidx.append(rest % n)
                    rest //= n
                t = z3.Const(f"{name}{_label(tuple(reversed(pidx)))}(padding)", sort)
                physical[p] = t
                padding.append(t)
        rel.target_inputs[name] = physical
        rel.padding_inputs[name] = padding
        rel.maps[name] = table
    return rel
