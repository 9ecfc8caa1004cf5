"""RFC 0077, "Never read from transformation padding": the consumer's loop follows the input's
new layout and a guard keeps it from reading the padding."""

import verirw
from corpus import L4, rfc
from verirw.walkthrough import Step, Walkthrough

WALKTHROUGHS = [Walkthrough(
    name="never_read", section="Never read from transformation padding", start=rfc(1632),
    steps=(
        Step("sched.transform_layout(A, lambda i: [i//4, i%4])",
             lambda f: verirw.transform_layout(f, "A", L4, allow_signature_change=True),
             rfc=rfc(1639), layouts={"A": L4}),
        Step("sched.sequential_buffer_access(A)",
             lambda f: verirw.sequential_buffer_access(f, None, "A"), rfc=rfc(1647)),
    ),
    final=rfc(1647))]
