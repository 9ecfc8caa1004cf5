"""A large differential-fuzzing campaign (CI runs a bounded one in tests/test_fuzz.py).

    python benchmarks/fuzz_campaign.py [EXAMPLES_PER_PROPERTY] [WORKERS]

Prints programs/s, the verdict counts and every mismatch (saved under fuzz-failures/).
"""

from __future__ import annotations

import sys
from pathlib import Path

from verirw.testing.campaign import run_campaign


def main(examples: int = 2000, workers: int = 2) -> int:
    summary = run_campaign(["roundtrip", "check", "summary"], examples=examples, seed=12345, workers=workers,
                           max_depth=4, out=Path("fuzz-failures"))
    for line in summary.lines():
        print(line)
    return 1 if summary.failures else 0


if __name__ == "__main__":
    sys.exit(main(*(int(a) for a in sys.argv[1:3])))
