"""RFC 0077, "Overcompute vs Branching" (the guide's row_summation): A's rows padded from 14
to 16 columns with 0.0, so that each row sum can run over the padding instead of testing
``4*j_outer + j_inner < 14``.

The RFC declares the buffers with ``T.match_buffer(shape=..., dtype=...)`` but without the
handle they match (verirw rejects that text); here they are ``T.Buffer`` parameters.

Floats: adding the padding's 0.0 to a row sum is exact under IEEE semantics too, because a
sum that starts from +0.0 is never -0.0 (only -0.0 + 0.0 would change a value). z3 proves
that per row in about 6 s (1 row 6.9 s, 2 rows 18 s, 4 rows 28 s), so at the RFC's 16 rows
the IEEE proof exceeds check's 60 s budget; the walkthrough proves this step in
``float_mode="fast"`` and says so, and tests/test_walkthroughs.py proves the IEEE claim on one
row. (Rows are independent: per-iteration reasoning in check would make this one proof.)"""

import verirw
from verirw.passes import remove_branching_through_overcompute
from verirw.walkthrough import Step, Walkthrough

ROWS = "lambda i, j: [i, j // 4, j % 4]"

START = """
@T.prim_func
def row_summation(A: T.Buffer[(16, 14), "float32"], B: T.Buffer[(16,), "float32"]):
    for i in T.serial(16):
        B[i] = 0.0
        for j in T.serial(14):
            B[i] = B[i] + A[i, j]
"""

BRANCHING = """
@T.prim_func
def row_summation(A: T.Buffer[(16, 4, 4), "float32"], B: T.Buffer[(16,), "float32"]):
    for i, j_outer, j_inner in T.grid(16, 4, 4):
        T.assume(4 * j_outer + j_inner < 14 or A[i, j_outer, j_inner] == 0.0)
    for i in T.serial(16):
        B[i] = 0.0
        for j_outer, j_inner in T.grid(4, 4):
            if 4*j_outer + j_inner < 14:
                B[i] = B[i] + A[i, j_outer, j_inner]
"""

OVERCOMPUTE = """
@T.prim_func
def row_summation(A: T.Buffer[(16, 4, 4), "float32"], B: T.Buffer[(16,), "float32"]):
    for i, j_outer, j_inner in T.grid(16, 4, 4):
        T.assume(4 * j_outer + j_inner < 14 or A[i, j_outer, j_inner] == 0.0)
    for i in T.serial(16):
        B[i] = 0.0
        for j_outer, j_inner in T.grid(4, 4):
            B[i] = B[i] + A[i, j_outer, j_inner]
"""

WALKTHROUGHS = [Walkthrough(
    name="row_summation", section="Overcompute vs Branching", start=START,
    steps=(
        Step("sched.transform_layout(A, lambda i, j: [i, j//4, j%4], pad_value=0.0)",
             lambda f: verirw.transform_layout(f, "A", ROWS, 0.0, allow_signature_change=True),
             layouts={"A": ROWS}),
        Step("split j to follow A (sched.sequential_buffer_access(A))",
             lambda f: verirw.sequential_buffer_access(f, None, "A"), rfc=BRANCHING,
             note="the RFC's second program, with the T.assume that pad_value=0.0 adds"),
        Step("tir.transform.RemoveBranchingThroughOvercompute",
             lambda f: remove_branching_through_overcompute(f, float_mode="fast"),
             rfc=OVERCOMPUTE, float_mode="fast",
             note="proven with float_mode='fast' (reals); the same step under IEEE is proven "
                  "per row in ~6 s, past the 60 s budget for 16 rows"),
    ),
    final=OVERCOMPUTE)]
