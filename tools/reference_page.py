"""Write a generated docs page, or with ``--check`` report that the committed one is stale
(the shared ``main`` of ``gen_cli_reference.py`` and ``gen_api_reference.py``)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def write_or_check(out: Path, text: str, script: str, argv: list[str]) -> int:
    """0 when ``out`` was written (or, with ``--check``, is current); 1 when it is stale."""
    if "--check" in argv:
        if not out.exists() or out.read_text() != text:
            print(f"{out.relative_to(ROOT)} is stale: run python {Path(script).relative_to(ROOT)}")
            return 1
        return 0
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    print(f"wrote {out.relative_to(ROOT)}")
    return 0
