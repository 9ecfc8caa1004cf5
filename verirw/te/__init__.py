"""A tensor-expression front end (TVM's ``te``) with exact bound inference.

    from verirw import te
    A = te.placeholder((n, m), name="A")
    B = te.compute((n, m), lambda i, j: A[i, j] + 2.0, name="B")
    C = te.compute((n, m), lambda i, j: B[i, j] * 3.0, name="C")
    s = te.create_schedule(C.op)
    xo, xi = s[C].split(s[C].fuse(*C.op.axis), 3)
    s[B].compute_at(s[C], xo)
    func = te.lower(s, [A, C])           # a verirw PrimFunc: run, check, build it

``te.infer_bound(s)`` gives the ranges and regions (``mode="tvm"`` for TVM's rules);
``te.reference(C, A=a)`` evaluates a compute definition directly with numpy;
``te.verify(s, [A, C])`` proves the lowered program in bounds, checks it refines the
definition (``verirw.check``) and compares it with numpy.
"""

from verirw.index_map import AXIS_SEPARATOR
from verirw.te.bound import Bounds, Range, StageBound, attach_path, infer_bound
from verirw.te.lower import lower
from verirw.te.reference import reference
from verirw.te.verify import ScheduleReport, verify
from verirw.te.schedule import Schedule, Stage, create_schedule
from verirw.te.tensor import (IterVar, Reduce, TEError, Tensor, compute, const, placeholder,
                              reduce_axis)
from verirw.te.tensor import max, min, sum  # noqa: A004  (TVM's names)

__all__ = ["placeholder", "compute", "reduce_axis", "sum", "max", "min", "const",
           "create_schedule", "lower", "infer_bound", "verify", "ScheduleReport", "reference", "attach_path", "AXIS_SEPARATOR",
           "Schedule", "Stage", "Tensor", "IterVar", "Reduce", "Bounds", "Range", "StageBound",
           "TEError"]
