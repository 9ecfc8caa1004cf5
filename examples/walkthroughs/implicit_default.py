"""RFC 0077, "Implicitly write default value of next operator": conv1d with padding 2, A and B
in the offset layout ``i -> [(i+2)//8, (i+2)%8]`` padded with 0.0, down to a compute loop
without any branch.

Where verirw's path differs from the RFC's, and why:

* line 2002 writes B's padding for ``io == 2 and ii >= 6``; the logical B ends at physical
  position 20 = [2, 4], so [2, 4] and [2, 5] are padding too. verirw's postlude covers them
  (the RFC's program still refines the original, as padding is not an output of it);
* from line 2038 on, the RFC's B index is shifted by two: the filter tap ``fi`` of A's
  element at physical position ``8*io + ii`` goes to B's physical position
  ``8*io + ii + fi - 2``, not ``8*io + ii + fi``. check refutes line 2038 (even with
  fast-math) and the final line 2462 with counterexamples;
* the RFC then merges B's padding writes into the initialisation before the compute loop
  (line 2119) and splits the loop by cases (lines 2157-2420). With the correct index the
  whole-grid compute writes products of real data into B's padding ([0, 0] gets
  ``F[0] * A[0]``), so B's padding must be written *after* it: verirw keeps the postlude
  where transform_layout put it, and one proven overcompute step removes every branch of the
  compute loop. Dropping the postlude (the RFC's arrangement) is refused with the
  counterexample.

Floats: adding ``F[fi] * 0.0`` from A's padding is a no-op only without IEEE special values
(``F[fi] = inf`` gives NaN, a negative ``F[fi]`` gives -0.0), and re-ordering the sum over
``fi`` needs re-association: those steps are proven with ``float_mode="fast"``."""

import verirw
from corpus import L8, rfc
from verirw.passes import remove_branching_through_overcompute, remove_no_op
from verirw.walkthrough import Refused, Step, Walkthrough

FINAL = """
@T.prim_func
def func(
    A: T.Buffer[(3, 8), "float32"],
    F: T.Buffer[3, "float32"],
    B: T.Buffer[(3, 8), "float32"],
):
    for io, ii in T.grid(3, 8):
        T.assume(0 <= 8 * io + ii - 2 < 16 or A[io, ii] == 0.0)

    for io, ii in T.grid(3, 8):
        B[io, ii] = 0.0

    for io, ii, fi in T.grid(3, 8, 3):
        B[(io + (ii + fi - 2) // 8) % 3, (ii + fi - 2) % 8] = (
            B[(io + (ii + fi - 2) // 8) % 3, (ii + fi - 2) % 8] + F[fi] * A[io, ii]
        )

    for io, ii in T.grid(3, 8):
        if 8 * io + ii - 2 < 0 or 8 * io + ii - 2 >= 18:
            B[io, ii] = 0.0
"""

POSTLUDE = "    for io, ii in T.grid(3, 8):\n        if 8 * io + ii - 2 < 0"

WALKTHROUGHS = [Walkthrough(
    name="implicit_default", section="Implicitly write default value of next operator",
    start=rfc(1903),
    steps=(
        Step("sched.transform_layout(A, lambda i: [(i+2)//8, (i+2)%8], pad_value=0)",
             lambda f: verirw.transform_layout(f, "A", L8, 0.0, allow_signature_change=True),
             rfc=rfc(1950), layouts={"A": L8}),
        Step("sched.transform_layout(B, lambda i: [(i+2)//8, (i+2)%8], pad_value=0)",
             lambda f: verirw.transform_layout(f, "B", L8, 0.0, allow_signature_change=True),
             rfc=rfc(2002), rfc_verdict="proven", layouts={"B": L8},
             note="the RFC's padding predicate `io == 2 and ii >= 6` misses [2, 4] and [2, 5]"),
        Step("sched.sequential_buffer_access(A)",
             lambda f: verirw.sequential_buffer_access(f, None, "A", float_mode="fast"),
             rfc=rfc(2038), rfc_verdict="refuted", float_mode="fast",
             note="re-orders the sum over fi: fast-math only; the RFC's B index is shifted by 2"),
        Step("sched.sequential_buffer_access(B), only on the first block",
             lambda f: verirw.sequential_buffer_access(f, None, "B", nests=[0]),
             rfc=rfc(2073), rfc_verdict="refuted"),
        Step("sched.simplify()", verirw.simplify),
        Step("sched.remove_branching_through_overcompute()",
             lambda f: remove_branching_through_overcompute(f, float_mode="fast"),
             float_mode="fast",
             note="B's padding written by the compute loop is overwritten by the postlude; "
                  "A's padding adds F[fi] * 0.0"),
        Step("sched.remove_no_op()", remove_no_op,
             note="the let Ai lost its last use with the condition"),
        Refused("B's padding written only before the compute loop (the RFC's arrangement from "
                "line 2119)", FINAL[:FINAL.index(POSTLUDE)], reason="differs",
                float_mode="fast"),
        Refused("the RFC's final program (line 2462)", rfc(2462), reason="differs",
                float_mode="fast"),
    ),
    final=FINAL)]
