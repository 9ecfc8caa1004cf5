"""``FuzzMismatch``: how every fuzz property reports a failure (verirw.testing.fuzz,
verirw.testing.native, verirw.testing.trust_checks raise it; campaigns save it)."""

from __future__ import annotations


class FuzzMismatch(AssertionError):
    """A property failed; ``report`` says how, ``programs`` holds the TVMScript involved."""

    def __init__(self, report: str, programs: dict[str, str]):
        self.report = report
        self.programs = programs
        super().__init__(report + "".join(f"\n--- {k} ---\n{v}" for k, v in programs.items()))

    def __reduce__(self):              # picklable, so a campaign's worker can send it back
        return (FuzzMismatch, (self.report, self.programs))


__all__ = ["FuzzMismatch"]
