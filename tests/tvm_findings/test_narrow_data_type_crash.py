"""TVM 0.27's ``tirx.transform.NarrowDataType`` kills the process on a function with a block
(docs/tvm-findings.md, found by ``verirw tvm-fuzz``): the reproducer from the doc, run in a
child process, dies of SIGSEGV. When a TVM release fixes it, this test fails: update the doc."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("tvm", reason="Apache TVM is not installed: pip install 'verirw[tvm]'")

DOC = Path(__file__).resolve().parents[2] / "docs" / "tvm-findings.md"


def reproducer() -> str:
    """The doc's Python block that follows the skip marker naming this file."""
    text = DOC.read_text()
    start = text.index("tests/tvm_findings/test_narrow_data_type_crash.py runs it in a child")
    return re.search(r"```python\n(.*?)```", text[start:], re.S).group(1)


def test_narrow_data_type_on_a_block_is_a_segfault():
    run = subprocess.run([sys.executable, "-c", reproducer()], capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == -signal.SIGSEGV, (run.returncode, run.stderr[-2000:])
