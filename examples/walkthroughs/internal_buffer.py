"""RFC 0077, "Allocate internal buffer containing transformation padding": a local copy of the
input in the padded layout, its padding written with 0, so that the sum reads it without a
branch. No T.assume is needed: the pad value is visible in the same function."""

import verirw
from corpus import L4, rfc
from verirw.passes import remove_branching_through_overcompute
from verirw.walkthrough import Step, Walkthrough

WALKTHROUGHS = [Walkthrough(
    name="internal_buffer", section="Allocate internal buffer containing transformation padding",
    start=rfc(1671),
    steps=(
        Step('sched.cache_read(A, "local")', lambda f: verirw.cache_read(f, "A", "local"),
             rfc=rfc(1678)),
        Step("sched.transform_layout(A_local, lambda i: [i//4, i%4], pad_value=0)",
             lambda f: verirw.transform_layout(f, "A_local", L4, pad_value=0,
                                               fuse_padding=False), rfc=rfc(1689)),
        Step("sched.sequential_buffer_access(A_local)",
             lambda f: verirw.sequential_buffer_access(f, None, "A_local"), rfc=rfc(1705)),
        Step("sched.remove_branching_through_overcompute()",
             lambda f: remove_branching_through_overcompute(f, wrap=False), rfc=rfc(1722),
             note="wrap=False keeps the copy loop's guard, as the RFC does; with the default "
                  "wrap=True verirw also drops it, reading A[(4*io + ii) % 14] (also proven)"),
    ),
    final=rfc(1722))]
