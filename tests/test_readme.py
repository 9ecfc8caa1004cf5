"""Every Python block in README.md runs (so the documentation cannot rot)."""

import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_python_blocks_run(tmp_path, monkeypatch):
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(), re.S)
    assert len(blocks) >= 2
    # decorators read source files, so the blocks run from a real file
    script = tmp_path / "readme_blocks.py"
    script.write_text("\n".join(blocks))
    monkeypatch.syspath_prepend(str(tmp_path))
    namespace = {"__name__": "readme_blocks", "__file__": str(script)}
    exec(compile(script.read_text(), str(script), "exec"), namespace)
