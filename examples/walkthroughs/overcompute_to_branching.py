"""RFC 0077, "New Primitive - Remove Overcompute Through Branching": the reverse direction.
Its four steps on block 'compute', each a verirw call proven by check.

The RFC's starting program reads ``A[io + (ii + f) // 4, (ii + f) % 4]``, which at io=3,
ii=2, f=2 is A[4, 0] of the (4, 4) buffer: out of bounds (verirw's interpreter and check both
say so). The programs here read ``A[(io + (ii + f) // 4) % 4, (ii + f) % 4]``, the wrap the
RFC itself uses for this situation in the conv1d walkthrough; nothing else differs."""

from corpus import rfc
from verirw.passes import branching
from verirw.walkthrough import Step, Walkthrough

RFC_READ = "A[io + (ii + f) // 4, (ii + f) % 4]"
WRAPPED_READ = "A[(io + (ii + f) // 4) % 4, (ii + f) % 4]"


def fixed(line: int) -> str:
    return rfc(line).replace(RFC_READ, WRAPPED_READ)


def step(name: str):
    return lambda f: branching.step(name, f, block="compute")


WALKTHROUGHS = [Walkthrough(
    name="overcompute_to_branching", section="New Primitive - Remove Overcompute Through Branching",
    start=fixed(1439),
    steps=(
        Step("Step 1: Introduce conditionals", step("introduce conditionals"), rfc=fixed(1459)),
        Step("Step 2: Hoist conditionals", step("hoist conditionals"), rfc=fixed(1484)),
        Step("Step 3: Remove no-ops", step("remove no-ops"), rfc=fixed(1510)),
        Step("Step 4: Simplify", step("simplify"), rfc=fixed(1533)),
    ),
    final=fixed(1533))]
