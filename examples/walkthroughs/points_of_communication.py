"""RFC 0077, "Points of Communication": what a pass may use is what the function it runs on
can see — an earlier stage of the same function, or a T.assume — and nothing else.

* single function: B is internal, so writing 0 into its padding is valid, and then the
  compute block may read the padding without a branch (it sees the transform block);
* split module: transform_A may not change B's padding (an output), and compute_C may not read
  it (nothing says what it holds) — both refused with check's counterexample;
* with ``T.undef()`` stores and a ``T.assume(... or B == T.undef())``: transform_A may now
  write the padding (its values are given up), but compute_C still may not add them: the
  assume makes the reads legal, not their values zero;
* with ``T.assume(... or B == 0)``: compute_C drops its branch.

The RFC's single-function programs after the first one allocate B inside block "transform"
and use it in block "compute" (verirw rejects that text: B is out of scope there); here B is
allocated at the top of the function as in the first program."""

import verirw
from corpus import rfc
from verirw.passes import remove_branching_through_overcompute
from verirw.walkthrough import Refused, Step, Walkthrough, on_function

INNER_ALLOC = '    with T.block("transform"):\n        B = T.alloc_buffer([4, 4], "int32")\n'
TOP_ALLOC = '    B = T.alloc_buffer([4, 4], "int32")\n    with T.block("transform"):\n'


def single(line: int) -> str:
    """The RFC's single-function program with B allocated where the first one has it."""
    text = rfc(line)
    assert INNER_ALLOC in text
    return text.replace(INNER_ALLOC, TOP_ALLOC)


def proposal(line: int, ours: str, theirs: str):
    """The RFC's new version of function ``theirs`` (line ``line``) in place of ``ours``."""
    return on_function(ours, lambda f: verirw.parse(rfc(line))[theirs])


def overcompute(block=None):
    return lambda f: remove_branching_through_overcompute(f, block=block)


SINGLE = Walkthrough(
    name="single_function", section="Points of Communication (one function)", start=rfc(2788),
    steps=(
        Step("write 0 into B's padding (the RFC's program: valid, B is internal)",
             lambda f: verirw.parse(single(2805)), rfc=single(2805)),
        Step("remove_branching_through_overcompute(block='compute')", overcompute("compute"),
             rfc=single(2826),
             note="the compute block reads B[3, 2] and B[3, 3], which the transform block "
                  "set to 0 in the same function"),
    ),
    final=single(2826))

SPLIT = Walkthrough(
    name="split_module", section="Points of Communication (two functions)", start=rfc(2843),
    steps=(
        Refused("transform_A writes 0 into B's padding (RFC: NOT valid, B is an output)",
                proposal(2859, "transform_A", "transform_A"), reason="B[3, 2] differs"),
        Refused("compute_C without its branch (RFC: NOT valid, B's padding is unknown)",
                proposal(2859, "compute_C", "compute"), reason="C[0] differs"),
        Refused("remove_branching_through_overcompute() on compute_C",
                on_function("compute_C", overcompute()), reason="C[0] differs"),
    ))

UNDEF = Walkthrough(
    name="split_module_undef", section="Points of Communication (T.undef() and T.assume)",
    start=rfc(2887),
    steps=(
        Step("transform_A writes 0 into B's padding (valid: the padding is given up by "
             "T.undef())", proposal(2910, "transform_A", "transform_A")),
        Refused("compute_C without its branch (RFC: NOT valid: the assume makes the reads "
                "legal, not their values zero)", proposal(2910, "compute_C", "compute"),
                reason="C[0] differs"),
        Refused("remove_branching_through_overcompute() on compute_C",
                on_function("compute_C", overcompute()), reason="C[0] differs"),
    ))

KNOWN = Walkthrough(
    name="split_module_known_value", section="Points of Communication (T.assume of a known "
    "value)", start=rfc(2952),
    steps=(
        Step("remove_branching_through_overcompute() on compute_C",
             on_function("compute_C", overcompute()), rfc=rfc(2974)),
    ),
    final=rfc(2974))

WALKTHROUGHS = [SINGLE, SPLIT, UNDEF, KNOWN]
