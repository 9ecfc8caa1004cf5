"""RFC 0077, "Apply operator element-wise over the transformation padding": padding of the
input holds arbitrary values (``T.undef()``), padding of the output may be changed (a store of
``T.undef()``), so the element-wise loop runs over the whole padded buffer without a branch;
lowering then removes the assume and the undef stores."""

import verirw
from corpus import L4, rfc
from verirw import ir
from verirw.passes import remove_assume, remove_branching_through_overcompute, remove_store_undef
from verirw.walkthrough import Step, Walkthrough


def undef(*indices):
    return ir.Undef(ir.INT32)


WALKTHROUGHS = [Walkthrough(
    name="elementwise", section="Apply operator element-wise over the transformation padding",
    start=rfc(2540),
    steps=(
        Step("sched.transform_layout(A, lambda i: [i//4, i%4], pad_value=lambda io,ii: tir.undef())",
             lambda f: verirw.transform_layout(f, "A", L4, undef, allow_signature_change=True),
             rfc=rfc(2547), layouts={"A": L4}),
        Step("sched.transform_layout(B, lambda i: [i//4, i%4], pad_value=lambda io,ii: tir.undef())",
             lambda f: verirw.transform_layout(f, "B", L4, undef, allow_signature_change=True,
                                                   fuse_padding=False),
             rfc=rfc(2561), layouts={"B": L4}),
        Step("sched.sequential_buffer_access(B)",
             lambda f: verirw.sequential_buffer_access(f, None, "B"),
             note="the RFC's program here (line 2578) leaves out the T.assume loop, which its "
                  "next program has again; verirw keeps it, and reads A[(4*io + ii) // 4, "
                  "(4*io + ii) % 4], which the next step's RFC program writes A[io, ii]"),
        Step("sched.remove_branching_through_overcompute()",
             remove_branching_through_overcompute, rfc=rfc(2602)),
        Step("tir.transform.RemoveAssume; tir.transform.RemoveStoreUndef",
             lambda f: remove_store_undef(remove_assume(f).func), rfc=rfc(2619)),
    ),
    final=rfc(2619))]
