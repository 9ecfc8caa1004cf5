"""What verirw knows about a program without running it (DESIGN.md: the analysis component).

Every pass, the e-graph oracle, the interpreter and codegen ask these questions here, so that
each has one answer:

* ``may_fail(e, purpose=...)`` — can evaluating ``e`` fail, for speculation, deletion or
  unconditional machine code (``failure``);
* ``reads_memory``, ``contains_undef``, ``undef_valued`` — what ``e`` depends on;
  ``in_bounds``, ``flat_offset`` — conditions and offsets of accesses; ``entry_assumes`` —
  the scalar assumes every execution passes (``memory``);
* ``interval`` — integer interval transfer (``intervals``);
* ``ContextWalk`` — the walk that carries the facts true at a program point (``context``);
* ``Kind``, ``Obligation`` — the record of a z3 side condition (``obligations``);
* race freedom of concurrent loops (``T.parallel``, ``T.thread_binding``): ``races`` (imported
  as ``verirw.analysis.races``, not re-exported: it asks z3).
"""

from verirw.analysis.context import ContextWalk, survivors
from verirw.analysis.failure import Purpose, may_fail, subexprs
from verirw.analysis.intervals import interval
from verirw.analysis.memory import (contains_undef, entry_assumes, flat_offset, in_bounds,
                                    reads_memory, undef_valued)
from verirw.analysis.obligations import Kind, Obligation, show

__all__ = ["ContextWalk", "survivors", "Purpose", "may_fail", "subexprs", "interval",
           "contains_undef", "entry_assumes", "flat_offset", "in_bounds", "reads_memory",
           "undef_valued", "Kind", "Obligation", "show"]
