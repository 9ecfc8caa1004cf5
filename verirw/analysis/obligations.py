"""The record of one side condition put to z3 (or settled without it), for certificates.

``Kind`` names every question a pass or the e-graph oracle asks, so a certificate can say
what was proven and a pass can list the kinds it relies on. Kinds are strings (``StrEnum``):
certificates, the CLI and JSON show them as before.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Kind(enum.StrEnum):
    # e-graph oracle (verirw.egraph.oracle): relations the rules consult
    IN_BOUNDS = "in-bounds"              # a load's (or wrapped store's) indices in bounds
    EQUIVALENT = "equivalent"            # two adjacent conditions are equivalent
    COMPLEMENTARY = "complementary"      # ... or complementary
    # contextual simplification (verirw.passes.context)
    DECIDE = "decide"                    # the context proves a condition true or false
    ASSUME_VALUE = "assume-value"        # a load equals the value an assume fixes
    FOLD = "fold"                        # closed arithmetic evaluated by the interpreter
    # remove_no_op
    KNOWN_VALUE = "known-value"          # a store writes the value the element holds
    DEAD_STORE = "dead-store"            # a store is overwritten before any read
    NO_READ = "no-read"                  # no read between a store and its overwrite
    COVERS = "covers"                    # later stores cover every element a store wrote
    # merge_adjacent_loops
    INDEPENDENT = "independent"          # no dependence between the two loop bodies
    SAME_RANGE = "same-range"            # the two loops have the same range
    # hoist_expression
    LOOP_RUNS = "loop-runs"              # the loop runs at least once
    HOIST_SAFE = "hoist-safe"            # evaluating the hoisted expression cannot fail
    HOIST_REFUSED = "hoist-refused"      # why an expression stays in its loop
    # reduce_loop_extents
    REDUCE_DROP = "reduce-drop"          # a conjunct holds on the whole narrowed range
    REDUCE_SAFE = "reduce-safe"          # evaluating a bound early cannot fail
    REDUCE_COMPARE = "reduce-compare"    # which of two bounds is tighter
    REDUCE_REFUSED = "reduce-refused"    # why a loop was not narrowed
    # remove_branching_through_overcompute
    OVERCOMPUTE = "overcompute"          # dropping a branch refines the program (verirw.check)


@dataclass(frozen=True)
class Obligation:
    """One side condition discharged (or not), for the certificate."""

    kind: Kind
    claim: str           # what was asked, readable
    status: str          # "proven" | "refuted" | "unknown"
    ms: float


def show(e) -> str:
    """``e`` as TVMScript for a claim; printing is best effort in a certificate."""
    from verirw.printer import format_expr
    try:
        return format_expr(e)
    except Exception:
        return repr(e)


__all__ = ["Kind", "Obligation", "show"]
