"""RFC 0077, "Explicitly write next operator's desired default at end of function": the
producer writes 0 into A's padding, the consumer is told so by a T.assume, and the consumer's
sum then reads the padding without a branch. Each function is transformed on its own (a pass
sees only the function it runs on: RFC "Points of communication").

The RFC's programs after sequential_buffer_access write ``A[io, ii] = 1000 + i`` although the
loop over ``i`` is gone (verirw rejects that text: undefined variable 'i'); the programs
compared here read ``1000 + (4 * io + ii)``, which is what the rewrite produces.

The RFC adds that a consumer computing a product needs the pad value 1 instead: the second
walkthrough shows verirw refusing the branch removal with pad 0 (with a counterexample), the
third accepting it with pad 1."""

import verirw
from corpus import L4, rfc
from verirw.passes import merge_adjacent_loops, remove_branching_through_overcompute
from verirw.walkthrough import Refused, Step, Walkthrough, on_function


def fixed(line: int) -> str:
    """The RFC's module with the producer's value written in the new loop variables."""
    return rfc(line).replace("1000 + i\n", "1000 + (4 * io + ii)\n")


def transform_both(pad):
    def apply(module):
        for name in ("producer", "consumer"):
            module = verirw.transform_layout(module, "A", L4, pad, allow_signature_change=True,
                                             function=name, fuse_padding=False)
        return module
    return apply


def sequential_both(module):
    for name in ("producer", "consumer"):
        module = on_function(name, lambda f: verirw.sequential_buffer_access(f, None, "A"))(module)
    return module


SUM = Walkthrough(
    name="explicit_default", section="Explicitly write next operator's desired default at end "
    "of function", start=rfc(1750),
    steps=(
        Step("sched.transform_layout(A, lambda i: [i//4, i%4], pad_value=0)", transform_both(0),
             rfc=rfc(1765), layouts={"A": L4}),
        Step("sched.sequential_buffer_access(A)", sequential_both, rfc=fixed(1787)),
        Step("sched.merge_adjacent_loops()", on_function("producer", merge_adjacent_loops),
             rfc=fixed(1811)),
        Step("Simplify", on_function("producer", verirw.simplify), rfc=fixed(1833)),
        Step("sched.remove_branching_through_overcompute()",
             on_function("consumer", remove_branching_through_overcompute), rfc=fixed(1855)),
    ),
    final=fixed(1855))

PRODUCT = """
@I.ir_module
class MyModule:
    @T.prim_func
    def producer(A: T.Buffer[(14,), "int32"]):
        for i in T.serial(14):
            A[i] = 1000 + i

    @T.prim_func
    def consumer(A: T.Buffer[(14,), "int32"], B: T.Buffer[(1,), "int32"]):
        B[0] = 1
        for i in T.serial(14):
            B[0] = B[0] * A[i]
"""

def product_layout(pad: int) -> tuple:
    """The product's first two steps with the given pad value."""
    return (Step(f"sched.transform_layout(A, lambda i: [i//4, i%4], pad_value={pad})",
                 transform_both(pad), layouts={"A": L4}),
            Step("sched.sequential_buffer_access(A)", sequential_both))


PRODUCT_PAD_0 = Walkthrough(
    name="explicit_default_product_pad_0", section="Explicitly write next operator's desired "
    "default at end of function (product, pad_value=0)", start=PRODUCT,
    steps=(
        *product_layout(0),
        Refused("sched.remove_branching_through_overcompute() on consumer: a product over "
                "padding that holds 0 is 0",
                on_function("consumer", remove_branching_through_overcompute),
                reason="B[0] differs"),
    ))

PRODUCT_PAD_1 = Walkthrough(
    name="explicit_default_product_pad_1", section="Explicitly write next operator's desired "
    "default at end of function (product, pad_value=1)", start=PRODUCT,
    steps=(
        *product_layout(1),
        Step("sched.merge_adjacent_loops(); Simplify",
             on_function("producer", lambda f: verirw.simplify(merge_adjacent_loops(f).func))),
        Step("sched.remove_branching_through_overcompute()",
             on_function("consumer", remove_branching_through_overcompute)),
    ),
    final="""
@I.ir_module
class MyModule:
    @T.prim_func
    def producer(A: T.Buffer[(4, 4), "int32"]):
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                A[io, ii] = 1000 + (4 * io + ii)
            else:
                A[io, ii] = 1

    @T.prim_func
    def consumer(A: T.Buffer[(4, 4), "int32"], B: T.Buffer[(1,), "int32"]):
        for io, ii in T.grid(4, 4):
            T.assume(4 * io + ii < 14 or A[io, ii] == 1)
        B[0] = 1
        for io, ii in T.grid(4, 4):
            B[0] = B[0] * A[io, ii]
""")

WALKTHROUGHS = [SUM, PRODUCT_PAD_0, PRODUCT_PAD_1]
