"""Translation validation: ``check(before, after)`` decides refinement with z3;
``prove_in_bounds(func)`` proves every buffer access of one program in bounds.

The modules, each importing only those listed after it:

* ``check``: the driver (search first, then loop summaries or unrolling); ``_check`` asks the
  question over an unrolled execution.
* ``search``: a concrete search for a counterexample in the interpreter, before any solving.
* ``summary_check``: the same question over loop summaries (z3 arrays).
* ``summary_exec``: the summary executor, symbolic execution that summarises independent loops.
* ``layout``: the inputs of ``before`` and ``after`` related (through layout changes).
* ``sizes``: what every valid call promises of symbolic sizes (an array spans under 2**63
  bytes), assumed where both functions start.
* ``symexec``: the unrolling symbolic executor (and the helpers both executors share).
* ``normalise``, ``replay`` (counterexamples in the interpreter), ``obligations`` (how the
  question goes to z3), ``result`` (``CheckResult``), ``bounds`` (``prove_in_bounds``).
"""

from verirw.verify.bounds import (BoundsReport, OutOfBoundsError, prove_in_bounds,
                                  require_in_bounds)
from verirw.verify.check import EXIT_CODES, CheckResult, check

__all__ = ["check", "CheckResult", "EXIT_CODES", "prove_in_bounds", "require_in_bounds",
           "BoundsReport", "OutOfBoundsError"]
