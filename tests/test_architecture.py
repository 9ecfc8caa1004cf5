"""The library's architecture (tools/architecture.py): no import cycles, no private names taken
from another module, and the checker itself catches what it is meant to catch."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _tool():
    name = "verirw_tools_architecture"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / "architecture.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module           # dataclasses look their module up
        spec.loader.exec_module(module)
    return sys.modules[name]


def test_no_import_cycles_counting_function_level_imports():
    cycles = _tool().report()["cycles"]
    assert cycles == [], "\n".join(" -> ".join(c["cycle"]) for c in cycles)


def test_no_private_names_imported_across_modules():
    found = sorted((p["importer"], p["module"], p["name"]) for p in _tool().report()["private"])
    assert found == [], found


def _repo(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    return tmp_path


def test_checker_finds_a_planted_private_import_and_a_function_level_cycle(tmp_path):
    root = _repo(tmp_path, {
        "verirw/__init__.py": "",
        "verirw/low.py": """
            def _helper():
                return 1

            def use():
                from verirw.high import top      # function level: still a cycle
                return top()
            """,
        "verirw/high.py": """
            from verirw.low import _helper       # a private name from another module
            from verirw import low

            def top():
                return _helper() + low._helper()  # and through the module
            """,
        "verirw/mod.py": "# FloorMod\n",
        "codegen/__init__.py": "import verirw.low\n",
    })
    report = _tool().report(root)
    assert {(p["importer"], p["module"], p["name"]) for p in report["private"]} == {
        ("verirw.high", "verirw.low", "_helper")}
    assert len(report["private"]) == 2                   # the import and the attribute
    assert [c["cycle"] for c in report["cycles"]] == [["verirw.high", "verirw.low", "verirw.high"]]
    assert report["floormod_files"] == ["verirw/mod.py"]


def test_checker_passes_a_clean_tree(tmp_path):
    root = _repo(tmp_path, {
        "verirw/__init__.py": "from verirw.low import use\n",
        "verirw/low.py": "def use():\n    return __name__\n",
        "verirw/high.py": "from verirw import low\nfrom verirw.low import use as _use\n",
    })
    tool = _tool()
    report = tool.report(root)
    assert report["private"] == [] and report["cycles"] == []
    assert tool.main(["--check", "--root", str(root)]) == 0


def test_primfunc_equality_is_alpha_equivalence_after_importing_only_ir():
    """ir does not import structural (that was a cycle); structural installs PrimFunc's
    equality, and importing any verirw module loads it first."""
    code = textwrap.dedent("""
        import verirw.ir as ir
        assert ir.PrimFunc.alpha_equivalence is not None
        from verirw import parse
        text = '''
        @T.prim_func
        def f(A: T.Buffer((4,), "int32")):
            for {i} in range(4):
                A[{i}] = {i}
        '''
        f, g = parse(text.format(i="i")), parse(text.format(i="j"))
        assert f == g and hash(f) == hash(g) and f is not g
        """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr


def test_every_subpackage_is_in_the_distribution():
    """pyproject lists packages explicitly (rules/, proofs/, codegen/ are mapped in): a new
    subpackage missing there works in the editable checkout and breaks `pip install .`."""
    import tomllib
    root = Path(__file__).resolve().parent.parent
    listed = set(tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(root).parts) for p in (root / "verirw").rglob("__init__.py")}
    assert found <= listed, sorted(found - listed)
