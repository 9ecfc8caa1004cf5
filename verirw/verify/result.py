"""What ``check`` answers: a ``CheckResult`` (proven / refuted / unknown) and its exit code.

Shared by the drivers that decide refinement (verify.check by unrolling, verify.summary_check
by loop summaries, verify.search by running the interpreter), so that none of them imports
another to build its answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field

EXIT_CODES = {"proven": 0, "refuted": 1, "unknown": 2}


@dataclass
class CheckResult:
    """``status`` is "proven", "refuted" or "unknown"; ``reason`` is one line for people."""

    status: str
    reason: str
    counterexample: dict | None = None
    statements: int = 0
    time_s: float = 0.0
    confirmed: bool | None = None     # refuted: did the interpreter reproduce it?
    details: dict = field(default_factory=dict)

    @property
    def proven(self) -> bool:
        return self.status == "proven"

    @property
    def exit_code(self) -> int:
        return EXIT_CODES[self.status]

    def __bool__(self):
        raise TypeError("a CheckResult has no truth value: test .proven (unknown is not proven)")

    def __str__(self) -> str:
        return f"{self.status}: {self.reason}"


__all__ = ["CheckResult", "EXIT_CODES"]
