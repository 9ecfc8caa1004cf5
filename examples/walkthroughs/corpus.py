"""The RFC 0077 programs by line, from the conformance corpus (tests/conformance/examples,
extracted verbatim from the RFC by tools/extract_seed_examples.py)."""

from pathlib import Path

CORPUS = Path(__file__).resolve().parents[2] / "tests" / "conformance" / "examples"
L4 = "lambda i: [i // 4, i % 4]"
L8 = "lambda i: [(i + 2) // 8, (i + 2) % 8]"


def rfc(line: int) -> str:
    """The text of the RFC 0077 code block that starts at ``line``."""
    (path,) = CORPUS.glob(f"rfc0077_L{line:04d}_*.py")
    return path.read_text()
