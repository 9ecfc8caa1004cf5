"""Run RFC 0077's implementation walkthroughs: every step proven by verirw.check, run on
random inputs, and compared with the program the RFC shows.

    python examples/walkthroughs/run_all.py              # all of them
    python examples/walkthroughs/run_all.py never_write  # one, by module name

Exit status 0 when every step of every walkthrough is proven (and every NOT-valid step
refused), 1 otherwise."""

import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from verirw.walkthrough import format_report, run_walkthrough  # noqa: E402

MODULES = ["never_write", "never_read", "internal_buffer", "explicit_default",
           "implicit_default", "elementwise", "multiple_buffers", "row_summation",
           "overcompute_to_branching", "points_of_communication"]


def walkthroughs(names=None):
    """``(module name, Walkthrough)`` for the named modules (all by default)."""
    for name in names or MODULES:
        module = importlib.import_module(name)
        for w in module.WALKTHROUGHS:
            yield name, w


def main(argv: list[str]) -> int:
    failed = 0
    for _, w in walkthroughs(argv or None):
        reports = run_walkthrough(w)
        print(format_report(w, reports), end="\n\n", flush=True)
        failed += not all(r.ok for r in reports)
    print("all walkthroughs proven" if not failed else f"{failed} walkthrough(s) FAILED")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
