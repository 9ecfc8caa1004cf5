"""Extract every ``@T.prim_func`` / ``@ir_module`` example from the RFC seeds, verbatim.

    python tools/extract_seed_examples.py [SEEDS_DIR]

writes one file per example to ``tests/conformance/examples/`` named
``<rfc>_L<line>_<name>.py``, where ``<line>`` is the example's first line in the seed (after
stripping the git-patch ``+``). The corpus is checked in so the tests do not need the seeds;
``tests/test_conformance.py`` checks that it is still what this script extracts when the seeds
are present.
"""

from __future__ import annotations

import ast
import re
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "conformance" / "examples"
SEEDS = {  # seed file -> short name; 003 is a git patch
    "000_19de50c22b153337.txt": "rfc0039",
    "003_0e800cbc67ab2e7f.txt": "rfc0077",
    "004_8c63c4b50ea676e6.txt": "rfc0077draft",
}
FENCE = re.compile(r"^(\s*)```(\S*)\s*$")


def seed_lines(path: Path) -> list[str]:
    lines = path.read_text().splitlines()
    if sum(l.startswith("+") for l in lines) > len(lines) // 2:   # a git patch
        lines = [l[1:] if l.startswith("+") else l for l in lines]
    return lines


def code_blocks(lines: list[str]):
    """(first line number, language, text) for each fenced block."""
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if m:
            lang, start = m.group(2), i + 1
            j = start
            while j < len(lines) and not FENCE.match(lines[j]):
                j += 1
            yield start + 1, lang, textwrap.dedent("\n".join(lines[start:j]))
            i = j + 1
        else:
            i += 1


def examples(lines: list[str]):
    """(line in seed, name, source) for each decorated top-level item."""
    for first, lang, text in code_blocks(lines):
        if lang not in ("python", ""):
            continue
        try:
            tree = ast.parse(text)
        except SyntaxError:
            continue
        block_lines = text.splitlines()
        for node in tree.body:
            if not isinstance(node, (ast.FunctionDef, ast.ClassDef)) or not node.decorator_list:
                continue
            start = min(d.lineno for d in node.decorator_list)
            source = "\n".join(block_lines[start - 1:node.end_lineno]) + "\n"
            yield first + start - 1, node.name, source


def extract(seeds_dir: Path) -> dict[str, str]:
    files = {}
    for seed, short in SEEDS.items():
        path = seeds_dir / seed
        if not path.exists():
            continue
        for line, name, source in examples(seed_lines(path)):
            header = f"# {short} ({seed}), line {line}: extracted verbatim by tools/extract_seed_examples.py\n"
            files[f"{short}_L{line:04d}_{name}.py"] = header + source
    return files


def main(argv: list[str]) -> int:
    seeds_dir = Path(argv[1]) if len(argv) > 1 else ROOT.parent / "shared" / "seeds"
    files = extract(seeds_dir)
    if not files:
        print(f"no seeds found in {seeds_dir}", file=sys.stderr)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.py"):
        old.unlink()
    for name, text in files.items():
        (OUT / name).write_text(text)
    print(f"wrote {len(files)} examples to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
