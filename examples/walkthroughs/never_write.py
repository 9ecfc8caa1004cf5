"""RFC 0077, "Never write to transformation padding": the producer's loop follows the new
layout and a guard keeps it out of the padding (the default when pad_value is None)."""

import verirw
from corpus import L4, rfc
from verirw.walkthrough import Step, Walkthrough

WALKTHROUGHS = [Walkthrough(
    name="never_write", section="Never write to transformation padding", start=rfc(1595),
    steps=(
        Step("sched.transform_layout(A, lambda i: [i//4, i%4])",
             lambda f: verirw.transform_layout(f, "A", L4, allow_signature_change=True),
             rfc=rfc(1602), layouts={"A": L4}),
        Step("sched.sequential_buffer_access(A)",
             lambda f: verirw.sequential_buffer_access(f, None, "A"), rfc=rfc(1609)),
    ),
    final=rfc(1609))]
