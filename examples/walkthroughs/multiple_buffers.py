"""RFC 0077, "Multiple Buffer Semantics": A is transformed twice (rows padded with undefined
values, then columns padded with 0), B once (padding it may change). Each index's padding
keeps the meaning of the transformation that introduced it, and both together let the
reduction run over the whole padded buffer."""

import verirw
from corpus import L4, rfc
from verirw import ir
from verirw.passes import remove_assume, remove_branching_through_overcompute, remove_store_undef
from verirw.walkthrough import Step, Walkthrough

ROWS = "lambda i, j: [i // 4, i % 4, j]"
COLUMNS = "lambda io, ii, j: [io, ii, j // 8, j % 8]"


def undef(*indices):
    return ir.Undef(ir.INT32)


WALKTHROUGHS = [Walkthrough(
    name="multiple_buffers", section="Multiple Buffer Semantics", start=rfc(2640),
    steps=(
        Step("sched.transform_layout(A, lambda i, j: [i // 4, i % 4, j], pad_value=tir.undef())",
             lambda f: verirw.transform_layout(f, "A", ROWS, undef, allow_signature_change=True),
             rfc=rfc(2653), layouts={"A": ROWS}),
        Step("sched.transform(A, lambda io, ii, j: [io, ii, j // 8, j % 8], pad_value=0)",
             lambda f: verirw.transform_layout(f, "A", COLUMNS, 0, allow_signature_change=True),
             rfc=rfc(2670), layouts={"A": COLUMNS}),
        Step("sched.transform(B, lambda i: [i // 4, i % 4], pad_value=tir.undef())",
             lambda f: verirw.transform_layout(f, "B", L4, undef, allow_signature_change=True),
             rfc=rfc(2690), layouts={"B": L4}),
        Step("sched.sequential_buffer_access(A)",
             lambda f: verirw.sequential_buffer_access(f, None, "A"), rfc=rfc(2708)),
        Step("sched.remove_branching_through_overcompute()",
             remove_branching_through_overcompute, rfc=rfc(2729)),
        Step("tir.transform.RemoveCompileTimeAssumptions(); tir.transform.RemoveStoreUndef()",
             lambda f: remove_store_undef(remove_assume(f).func), rfc=rfc(2749)),
    ),
    final=rfc(2749))]
