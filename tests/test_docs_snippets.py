"""Every snippet of the documentation runs (README.md and docs/*.md, pages added later too).

* ```` ```python ```` blocks run, each page's blocks in order in one namespace, in a temporary
  directory (each block is written to a file first: decorators read their source). An info
  string after the language names what the block needs: ```` ```python tvm ```` runs when
  ``import tvm`` works and is reported as skipped otherwise. A block whose first line is a
  comment naming a module file (``# verirw/ops.py``) is an excerpt of that module: it runs with
  a copy of the module's globals, where ``verirw.ir`` (say) also holds what earlier excerpts of
  ``verirw/ir.py`` on the page defined; the module itself is not changed. Any other first line
  ``# NAME.py`` (``# test_my_pass.py``) is a file the reader saves: it is also written to
  ``NAME.py`` in the temporary directory, where later blocks can use it. A first line
  ``# docs/examples/NAME.py`` shows that file of the repository (which commands read): the
  block must equal the file.
* ```` ```console ````, ```` ```sh ````, ```` ```shell ```` and ```` ```bash ```` blocks whose
  commands (lines starting ``$ ``) are ``verirw ...`` or ``python -m verirw ...`` run as
  subprocesses from the repository's root (``--timeout`` of the snippet, and at most
  ``COMMAND_TIMEOUT_S`` seconds here). A command ending in ``# exit N`` must exit with ``N``,
  any other with 0. The lines after a command, up to the next ``$ ``, are its expected output
  (stdout and stderr together, trailing spaces ignored); a block holding only a command takes
  its expected output from a ```` ```text ```` block that follows it directly. As for Python,
  ```` ```console tvm ```` names a module the commands need. Blocks without
  a ``$ `` line are synopses (``verirw check BEFORE.py AFTER.py [--layout ...]``) and do not run.
* Expected output may elide with ``...``: a line that is exactly ``...`` stands for any number
  of lines (none included), ``...`` inside a line for any text within that line (a timing, a
  path). Every other character must match, and an expected output made only of ellipses fails.
* A block opts out only with ``<!-- snippet: skip (the reason) -->`` on the line (blank lines
  allowed) before it; skipped blocks are reported as skipped tests with the reason, and at most
  ``MAX_SKIPPED`` of them are allowed in all.
* In ```` ```yaml ```` blocks (CI examples), every ``run: verirw ...`` command must parse:
  its subcommand and options exist (the files are the reader's, so it does not run).
* The generated reference pages (``docs/reference/``) hold signatures and help text, not
  snippets; ``test_reference_*`` asserts they equal what the generators write now.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shlex
import subprocess
import sys
import types
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MAX_SKIPPED = 5
COMMAND_TIMEOUT_S = 120
SHELL_LANGS = {"console", "sh", "shell", "bash"}
SKIP_MARK = re.compile(r"<!--\s*snippet:\s*skip\s*\((?P<reason>[^)]*\S[^)]*)\)\s*-->")
ANY_MARK = re.compile(r"<!--\s*snippet:")
FENCE = re.compile(r"^(?P<fence>`{3,})(?P<info>[^`]*)$")
# the installed console script, as a reader types it (python -m would also find modules in the
# current directory that ``verirw`` itself does not)
_SCRIPT = Path(sys.executable).with_name("verirw")
VERIRW = [str(_SCRIPT)] if _SCRIPT.exists() else [sys.executable, "-m", "verirw"]
EXIT = re.compile(r"\s+#\s*exit\s+(?P<code>\d+)\s*$")


@dataclass
class Block:
    path: Path
    line: int            # 1-based line of the opening fence
    lang: str
    tags: tuple[str, ...]
    text: str
    skip: str | None     # the reason of a skip marker

    @property
    def where(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"


def doc_pages() -> list[Path]:
    pages = [ROOT / "README.md"] + sorted((ROOT / "docs").rglob("*.md"))
    return [p for p in pages if "reference" not in p.relative_to(ROOT).parts[:-1]]


def parse_blocks(path: Path) -> list[Block]:
    lines = path.read_text().splitlines()
    blocks, i = [], 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            if ANY_MARK.search(lines[i]) and not SKIP_MARK.search(lines[i]):
                raise ValueError(f"{path}:{i + 1}: malformed snippet marker {lines[i]!r} "
                                 "(the form is <!-- snippet: skip (reason) -->)")
            i += 1
            continue
        fence, info = m.group("fence"), m.group("info").split()
        j = i + 1
        while j < len(lines) and not (lines[j].startswith(fence) and not lines[j].strip("`")):
            j += 1
        if j == len(lines):
            raise ValueError(f"{path}:{i + 1}: unclosed code fence")
        k = i - 1
        while k >= 0 and not lines[k].strip():
            k -= 1
        mark = SKIP_MARK.search(lines[k]) if k >= 0 else None
        blocks.append(Block(path, i + 1, info[0] if info else "", tuple(info[1:]),
                            "\n".join(lines[i + 1:j]) + "\n",
                            mark.group("reason").strip() if mark else None))
        i = j + 1
    return blocks


@cache
def all_blocks() -> tuple[Block, ...]:
    return tuple(b for page in doc_pages() for b in parse_blocks(page))


# ---------------------------------------------------------------- shell snippets

@dataclass
class Command:
    argv: list[str]
    exit_code: int
    expected: list[str] | None     # None: the output is not shown


def parse_commands(block: Block, following: Block | None) -> list[Command]:
    """The ``$ verirw ...`` commands of a shell block and their expected output."""
    commands: list[tuple[str, list[str]]] = []
    lines = block.text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("$ "):
            cmd = line[2:]
            while cmd.endswith("\\") and i + 1 < len(lines):
                i += 1
                cmd = cmd[:-1] + " " + lines[i].strip()
            commands.append((cmd, []))
        elif commands:
            commands[-1][1].append(line)
        i += 1
    out = []
    for cmd, expected in commands:
        m = EXIT.search(cmd)
        code = int(m.group("code")) if m else 0
        argv = shlex.split(cmd, comments=True)
        if argv[:1] == ["verirw"]:
            argv = argv[1:]
        elif argv[:3] == ["python", "-m", "verirw"]:
            argv = argv[3:]
        else:
            raise AssertionError(f"{block.where}: only verirw commands run in the docs: {cmd!r}")
        while expected and not expected[-1].strip():
            expected.pop()
        out.append(Command([*VERIRW, *argv], code, expected or None))
    if (len(out) == 1 and out[0].expected is None and following is not None
            and following.lang == "text"):
        out[0].expected = following.text.rstrip("\n").splitlines()
    return out


def _line_matches(pattern: str, line: str) -> bool:
    regex = ".*".join(re.escape(part) for part in pattern.rstrip().split("..."))
    return re.fullmatch(regex, line.rstrip()) is not None


def output_matches(expected: list[str], actual: list[str]) -> bool:
    """``...`` alone on a line: any number of lines; ``...`` in a line: any text there."""
    if not any(line.replace("...", "").strip() for line in expected):
        raise AssertionError("an expected output made only of ellipses matches anything")
    while actual and not actual[-1].strip():
        actual = actual[:-1]

    @cache
    def match(e: int, a: int) -> bool:
        if e == len(expected):
            return a == len(actual)
        if expected[e].strip() == "...":
            return any(match(e + 1, k) for k in range(a, len(actual) + 1))
        return a < len(actual) and _line_matches(expected[e], actual[a]) and match(e + 1, a + 1)
    return match(0, 0)


def _is_run(block: Block) -> bool:
    return block.lang in SHELL_LANGS and any(
        re.match(r"\$ (verirw|python -m verirw)\b", line) for line in block.text.splitlines())


def shell_blocks():
    blocks = all_blocks()
    params = []
    for n, block in enumerate(blocks):
        if not _is_run(block):
            continue
        following = blocks[n + 1] if n + 1 < len(blocks) and blocks[n + 1].path == block.path \
            else None
        marks = [pytest.mark.skip(reason=f"{block.where}: {block.skip}")] if block.skip else []
        missing = [t for t in block.tags if importlib.util.find_spec(t) is None]
        if missing and not block.skip:
            marks = [pytest.mark.skip(reason=f"{block.where}: needs {', '.join(missing)} "
                                             "(not installed)")]
        params.append(pytest.param(block, following, id=block.where, marks=marks))
    return params


def _run(argv: list[str]) -> subprocess.CompletedProcess:
    env = dict(os.environ, COLUMNS="80", PYTHONWARNINGS="ignore")
    return subprocess.run(argv, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, timeout=COMMAND_TIMEOUT_S)


@pytest.mark.parametrize("block,following", shell_blocks())
def test_shell_snippet(block, following):
    commands = parse_commands(block, following)
    assert commands, f"{block.where}: no command"
    for command in commands:
        shown = "verirw " + shlex.join(command.argv[len(VERIRW):])
        proc = _run(command.argv)
        assert proc.returncode == command.exit_code, (
            f"{block.where}: `{shown}` exited {proc.returncode}, the docs say "
            f"{command.exit_code}\n{proc.stdout}")
        if command.expected is not None:
            actual = proc.stdout.splitlines()
            assert output_matches(command.expected, actual), (
                f"{block.where}: `{shown}` printed\n{proc.stdout}\nthe docs show\n"
                + "\n".join(command.expected))


# ---------------------------------------------------------------- python snippets

def python_pages():
    params = []
    for page in doc_pages():
        blocks = [b for b in parse_blocks(page) if b.lang == "python"]
        if blocks:
            params.append(pytest.param(page, id=str(page.relative_to(ROOT))))
    return params


def python_skips():
    return [pytest.param(b, id=b.where) for b in all_blocks() if b.lang == "python" and b.skip]


FILE_BLOCK = re.compile(r"# (?P<file>\w+\.py)\s*\n")
MODULE_EXCERPT = re.compile(r"# (?P<module>verirw(?:/\w+)*)\.py\b")


def _excerpt_namespace(module, excerpts: dict[str, dict]) -> dict:
    """A copy of ``module``'s globals; modules with excerpts are overlays holding them too."""
    namespace = dict(vars(module))
    for key, value in namespace.items():
        if isinstance(value, types.ModuleType) and value.__name__ in excerpts:
            overlay = types.ModuleType(value.__name__)
            overlay.__dict__.update(vars(value))
            overlay.__dict__.update(excerpts[value.__name__])
            namespace[key] = overlay
    namespace.update(excerpts.get(module.__name__, {}))
    return namespace


@pytest.mark.parametrize("page", python_pages())
def test_python_snippets(page, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.syspath_prepend(str(ROOT))
    namespace = {"__name__": "docs_snippets"}
    excerpts: dict[str, dict] = {}        # module -> names its excerpts defined
    ran = 0
    for block in parse_blocks(page):
        if block.lang != "python" or block.skip:
            continue
        missing = [t for t in block.tags if importlib.util.find_spec(t) is None]
        if missing:
            continue                     # reported by test_python_snippet_needs
        # the file's line numbers are the page's, so a traceback points into the page
        script = tmp_path / f"{page.stem}_L{block.line}.py"
        script.write_text("\n" * block.line + block.text)
        code = compile(script.read_text(), str(script), "exec")
        excerpt = MODULE_EXCERPT.match(block.text)
        target = namespace
        if excerpt:
            name = excerpt.group("module").replace("/", ".")
            target = _excerpt_namespace(importlib.import_module(name), excerpts)
        saved = FILE_BLOCK.match(block.text)
        if saved and not excerpt:          # a file the reader saves: saved under its name
            (tmp_path / saved.group("file")).write_text(block.text)
        target["__file__"] = str(script)
        try:
            exec(code, target)
            if excerpt:
                defined = {k: v for k, v in target.items() if k not in vars(
                    importlib.import_module(name)) and k != "__file__"}
                excerpts.setdefault(name, {}).update(defined)
                namespace.update(defined)
        except Exception as exc:
            raise AssertionError(f"{block.where}: the snippet fails: {exc!r}") from exc
        ran += 1
    assert ran or all(b.skip or b.tags for b in parse_blocks(page) if b.lang == "python")


@pytest.mark.parametrize("block", [pytest.param(b, id=b.where) for b in all_blocks()
                                   if b.lang == "python" and b.tags and not b.skip])
def test_python_snippet_needs(block):
    missing = [t for t in block.tags if importlib.util.find_spec(t) is None]
    if missing:
        pytest.skip(f"{block.where}: needs {', '.join(missing)} (not installed)")


@pytest.mark.parametrize("block", python_skips())
def test_python_snippet_skipped(block):
    pytest.skip(f"{block.where}: {block.skip}")


# ---------------------------------------------------------------- CI examples (YAML)

def yaml_commands():
    """``verirw ...`` commands in the ``run:`` steps of the ```` ```yaml ```` blocks."""
    params = []
    for block in all_blocks():
        if block.lang not in ("yaml", "yml") or block.skip:
            continue
        for line in block.text.splitlines():
            m = re.match(r"\s*(?:-\s*)?run:\s*(?P<cmd>verirw\s.*)$", line)
            if m:
                argv = shlex.split(m.group("cmd"), comments=True)
                argv = argv[1:argv.index(">")] if ">" in argv else argv[1:]
                params.append(pytest.param(block, argv, id=f"{block.where}:{argv[0]}"))
    return params


@pytest.mark.parametrize("block,argv", yaml_commands())
def test_yaml_command_parses(block, argv):
    """A CI example's command is one the CLI accepts (its options exist and parse); the files
    it names are the reader's, so it does not run."""
    import click

    from verirw.cli import main
    try:
        ctx = main.make_context("verirw", list(argv))
        with ctx:
            sub = main.get_command(ctx, argv[0])
            assert sub is not None, f"{block.where}: no subcommand {argv[0]!r}"
            sub.make_context(argv[0], list(argv[1:]), parent=ctx)
    except click.UsageError as exc:
        raise AssertionError(f"{block.where}: `verirw {shlex.join(argv)}`: {exc}") from exc


def test_ci_examples_install_verirw_from_where_it_is():
    """verirw is on no package index: a CI example installs it from a checkout or a wheel,
    never with a bare `pip install verirw` that fails (or finds someone else's package)."""
    bare = re.compile(r"pip install\s+['\"]?verirw(?:\[[^\]]*\])?['\"]?\s*(?:$|#)")
    steps = [(b.where, line) for b in all_blocks() if b.lang in ("yaml", "yml")
             for line in b.text.splitlines() if "pip install" in line]
    assert steps, "no CI example installs verirw"
    assert not [(w, line) for w, line in steps if bare.search(line)], steps


def test_user_texts_cite_no_internal_tracking_or_missing_files():
    """The pages, the generated reference and every --help speak to users: no "trust issue"
    or "issue (19)" from the project's own tracking, no DESIGN.md (not in the repository)."""
    from click.testing import CliRunner

    from verirw.cli import main
    internal = re.compile(r"trust issue|\bissue \(?\d+\)?|DESIGN\.md", re.IGNORECASE)
    found = [f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
             for path in [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
             for n, line in enumerate(path.read_text().splitlines(), 1)
             if internal.search(line)]
    for name in ["", *main.commands]:
        text = CliRunner().invoke(main, [*([name] if name else []), "--help"]).output
        found += [f"verirw {name} --help: {line.strip()}" for line in text.splitlines()
                  if internal.search(line)]
    assert not found, "\n".join(found)


# ---------------------------------------------------------------- inventory and reference

def test_snippet_inventory():
    blocks = all_blocks()
    skipped = [b for b in blocks if b.skip]
    for b in skipped:
        assert len(b.skip) >= 10, f"{b.where}: a skip needs a reason, not {b.skip!r}"
        assert b.lang == "python" or _is_run(b), \
            f"{b.where}: a skip marker on a block that would not run anyway"
    assert len(skipped) <= MAX_SKIPPED, "too many skipped snippets: " + ", ".join(
        f"{b.where} ({b.skip})" for b in skipped)
    python = [b for b in blocks if b.lang == "python" and not b.skip]
    shell = [b for b in blocks if _is_run(b) and not b.skip]
    # the extractor must find the snippets the pages are known to hold
    assert len(python) >= 20 and len(shell) >= 8, (len(python), len(shell))
    pages = {b.path.name for b in python + shell}
    assert {"README.md", "cookbook.md", "layout-pictures.md"} <= pages, pages
    assert len(yaml_commands()) >= 2
    print(f"doc snippets: {len(python)} Python blocks, {len(shell)} command blocks, "
          f"{len(yaml_commands())} CI commands parsed, {len(skipped)} skipped: "
          + "; ".join(f"{b.where} ({b.skip})" for b in skipped))


def test_output_matching_is_strict():
    assert output_matches(["a", "...", "d"], ["a", "b", "c", "d"])
    assert output_matches(["a", "...", "d"], ["a", "d"])
    assert output_matches(["took ... s"], ["took 0.53 s"])
    assert not output_matches(["a", "d"], ["a", "b", "d"])
    assert not output_matches(["took ... s"], ["took 0.53 ms", "more"])
    assert not output_matches(["a", "...", "d"], ["a", "b", "c"])
    assert not output_matches(["proven"], ["refuted"])
    with pytest.raises(AssertionError):
        output_matches(["...", " ... "], ["anything"])


def test_markers_and_commands_are_parsed(tmp_path):
    page = tmp_path / "page.md"
    page.write_text("text\n\n<!-- snippet: skip (needs a Ray cluster) -->\n\n```python\nx = 1\n"
                    "```\n\n```console\n$ verirw check a.py b.py --timeout 5  # exit 1\n"
                    "refuted: ...\n```\n")
    first, second = parse_blocks(page)
    assert first.skip == "needs a Ray cluster" and second.skip is None
    (command,) = parse_commands(second, None)
    assert command.argv[len(VERIRW):] == ["check", "a.py", "b.py", "--timeout", "5"]
    assert command.exit_code == 1 and command.expected == ["refuted: ..."]
    page.write_text("<!-- snippet: skip () -->\n```python\nx = 1\n```\n")
    with pytest.raises(ValueError):
        parse_blocks(page)


def _load_tool(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("tool", ["gen_cli_reference", "gen_api_reference"])
def test_reference_is_current(tool):
    module = _load_tool(tool)
    assert module.OUT.exists(), f"run python tools/{tool}.py"
    assert module.OUT.read_text() == module.generate(), \
        f"{module.OUT.relative_to(ROOT)} is stale: run python tools/{tool}.py"


def test_reference_covers_the_interface():
    import verirw
    from verirw.cli import main
    cli = (ROOT / "docs/reference/cli.md").read_text()
    for name in main.commands:
        assert f"\n## verirw {name}\n" in cli
    api = (ROOT / "docs/reference/api.md").read_text()
    for name in verirw.__all__:
        assert f"### `verirw.{name}`" in api
    for needed in ("CheckResult", "to_json", "from_json", "verirw.tvm.from_tvm",
                   "verirw.codegen.prepare", "verirw.passes.remove_no_op", "verirw_fuzz"):
        assert needed in api, needed


SHOWN_FILE = re.compile(r"# (?P<path>docs/examples/[\w/]+\.py)\n")


def test_shown_files_are_the_files():
    """A block whose first line names a file of docs/examples/ (``# docs/examples/before.py``)
    shows that file, which the page's commands read: the two must not drift apart."""
    shown = [(b, m.group("path")) for b in all_blocks() if (m := SHOWN_FILE.match(b.text))]
    assert shown
    for block, path in shown:
        assert (ROOT / path).exists(), f"{block.where}: {path} does not exist"
        assert block.text == (ROOT / path).read_text(), f"{block.where} differs from {path}"


def test_index_links_every_page():
    index = (ROOT / "docs/index.md").read_text()
    for page in sorted((ROOT / "docs").glob("*.md")):
        if page.name != "index.md":
            assert f"({page.name}" in index, f"docs/index.md does not link {page.name}"
    readme = (ROOT / "README.md").read_text()
    for target in ("docs/index.md", "docs/cookbook.md", "docs/reference/cli.md",
                   "docs/reference/api.md"):
        assert f"({target}" in readme, target
