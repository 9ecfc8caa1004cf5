"""Unchanged code costs nothing: alpha-equivalent functions are proven before any search or
solver work.

Why it is sound: refinement is reflexive. verirw's meaning of a function (the interpreter and
every z3 encoding) is a function of its parameters and body only — attributes are never read
— and it is deterministic on what refinement compares: every source of nondeterminism
(``T.undef()``, uninitialised storage, unknown external calls) is either undefined behaviour
or marks the element it reaches as not defined, and undefined elements are never compared. So
when ``after`` is ``before`` up to the names of the variables and buffers it binds, every input
on which ``before`` is defined gives ``after`` the same run, the same undefined behaviour (none)
and the same defined outputs.

``check`` relates the two programs' parameters *by name* (verify.layout), not by position, so
parameters must carry the same names at the same positions: two swapped buffer names are
alpha-equivalent but not the same program to ``check``.

**Attributes.** Only differences in attributes that are known metadata are ignored
(``METADATA``: linkage, dialect, scheduling hints). Every other attribute must be equal for
this path to apply — in particular ``calling_conv`` (the interface), ``target`` (its fast-math
options change how floats are compiled), verirw's ``float_mode``, and ``tir.noalias`` /
``tirx.noalias`` (a promise about aliasing of the parameters, which ``after`` must not add;
verify.tvm handles the cases where changing it is fine). When one of them differs the pair
goes through the ordinary paths, which decide the bodies; this path never proves more than
they would.
"""

from __future__ import annotations

import dataclasses

from verirw import ir
from verirw.structural import structural_equal

#: attributes whose values carry no meaning for refinement: a difference in them alone is
#: still an unchanged function. Anything not listed here must be equal.
METADATA = frozenset({
    "global_symbol", "s_tir", "tir.is_entry_func", "tirx.is_entry_func", "op_pattern",
    "tir.is_scheduled", "tirx.is_scheduled", "tir.is_host_func", "tirx.is_host_func",
})


def meaningful_attrs(func: ir.PrimFunc) -> tuple:
    """``func``'s attributes without the metadata ones, in order."""
    return tuple((k, v) for k, v in func.attrs if k not in METADATA)


def same_parameters(src: ir.PrimFunc, tgt: ir.PrimFunc) -> bool:
    """The same parameters at the same positions, by the names ``check`` relates them by (a
    buffer parameter's buffer name, a scalar's own name) and kind."""
    if len(src.params) != len(tgt.params):
        return False
    for p, q in zip(src.params, tgt.params):
        pb, qb = src.param_buffer(p), tgt.param_buffer(q)
        if (pb is None) != (qb is None) or p.dtype != q.dtype:
            return False
        if (p.name != q.name) if pb is None else (pb.name != qb.name):
            return False
    return True


def unchanged(src: ir.PrimFunc, tgt: ir.PrimFunc) -> str | None:
    """Why ``tgt`` trivially refines ``src`` (they are the same function up to names and
    metadata attributes), or None when they are not (the caller checks them)."""
    if not same_parameters(src, tgt) or meaningful_attrs(src) != meaningful_attrs(tgt):
        return None
    bare_src = dataclasses.replace(src, attrs=(), private=False)
    bare_tgt = dataclasses.replace(tgt, attrs=(), private=False)
    if not structural_equal(bare_src, bare_tgt):
        return None
    changed = sorted({k for k, _ in src.attrs + tgt.attrs
                      if dict(src.attrs).get(k, _MISSING) != dict(tgt.attrs).get(k, _MISSING)})
    extra = f"; only metadata attributes differ ({', '.join(changed)})" if changed else ""
    if src.private != tgt.private:
        extra += "; only the linkage (private) differs"
    return ("the programs are alpha-equivalent (the same parameters and body up to the names "
            "of bound variables and buffers): refinement is reflexive, 0 obligations" + extra)


_MISSING = object()

__all__ = ["unchanged", "same_parameters", "meaningful_attrs", "METADATA"]
