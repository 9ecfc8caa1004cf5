"""Shared by the tests of RFC walkthroughs: the extracted examples by their RFC line, the
layouts the RFC uses, and a refinement assertion."""

from pathlib import Path

import verirw

EXAMPLES = Path(__file__).resolve().parent / "conformance" / "examples"
L4 = "lambda i: [i // 4, i % 4]"
L8 = "lambda i: [(i + 2) // 8, (i + 2) % 8]"


def rfc(line: int):
    """The RFC 0077 example that starts at ``line``, parsed."""
    (path,) = EXAMPLES.glob(f"rfc0077_L{line:04d}_*.py")
    return verirw.parse(path.read_text())


def assert_proven(before, after, layouts=None):
    """``check`` proves that ``after`` refines ``before``."""
    result = verirw.check(before, after, layouts=layouts or {})
    assert result.status == "proven", result.reason
    return result


def scalar_differences(before, after, **choices) -> str | None:
    """``differences`` for every combination of the given values of scalar parameters."""
    import itertools
    from verirw.testing.fuzz import differences
    names = list(choices)
    for values in itertools.product(*(choices[n] for n in names)):
        scalars = dict(zip(names, values))
        found = differences(before, after, scalars=scalars)
        if found is not None:
            return f"{scalars}: {found}"
    return None
