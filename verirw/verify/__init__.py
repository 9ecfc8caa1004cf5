"""Translation validation: ``check(before, after)`` decides refinement with z3;
``prove_in_bounds(func)`` proves every buffer access of one program in bounds."""

from verirw.verify.bounds import (BoundsReport, OutOfBoundsError, prove_in_bounds,
                                  require_in_bounds)
from verirw.verify.check import EXIT_CODES, CheckResult, check

__all__ = ["check", "CheckResult", "EXIT_CODES", "prove_in_bounds", "require_in_bounds",
           "BoundsReport", "OutOfBoundsError"]
