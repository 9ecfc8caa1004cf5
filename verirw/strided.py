"""Refusing strided and offset buffers where only row-major ones are understood.

``ir.flat_offset`` places a buffer's elements in its storage; passes and back ends that
address buffers row-major at offset 0 call ``require_dense`` rather than misplace elements.
"""

from __future__ import annotations

from verirw import ir
from verirw.errors import UnsupportedLayout
from verirw.visit import walk


def require_dense(node, what: str) -> None:
    """Refuse (``UnsupportedLayout``) when a buffer ``node`` declares or accesses has strides
    or an elem_offset: for ``what`` (a pass or back end) that only knows row-major layouts."""
    from verirw.printer import format_expr      # late: running programs needs no printer
    for n in walk(node):
        buf = n if isinstance(n, ir.Buffer) else None
        if buf is not None and not buf.is_dense:
            parts = []
            if buf.strides:
                parts.append(f"strides=({', '.join(map(format_expr, buf.strides))})")
            if buf.elem_offset is not None:
                parts.append(f"elem_offset={format_expr(buf.elem_offset)}")
            raise UnsupportedLayout(f"{what}: buffer {buf.name} has {' and '.join(parts)}; "
                                    f"{what} addresses row-major buffers at offset 0 only, so "
                                    "it refuses this view rather than misplace its elements")
