"""Translation validation: ``check(before, after)`` decides refinement with z3."""

from verirw.verify.check import EXIT_CODES, CheckResult, check

__all__ = ["check", "CheckResult", "EXIT_CODES"]
