"""The rule library's egglog translation, kept on disk between processes.

Translating the library (parsing ~230 rules, inferring their dtypes, one egglog command per
domain instance, what each command reads and writes) takes 25-30 ms: a quarter of a fresh
process's first pass call, paid again by every process. The translation is a function of two
things only, the rules' data and the code that translates them, so it is stored under a key
that hashes both: every rule's ``repr`` (all its fields, its family included) and the source
of the modules the translation runs (``verirw/egraph/*.py``, ``ops.py``, ``ir.py``,
``dtypes.py``). A changed rule or translator is a new key, never a stale hit. The translator
is the one on disk: a process that patches it in memory (a test planting a wrong translation)
must translate itself, as ``EGraph()`` without a library does.

Only a cache: a miss, an unreadable, corrupt or foreign file, or a directory that cannot be
written falls back to translating, with the same result. Files are written whole (a temporary
file, then an atomic rename), so a concurrent reader sees the old file or the new one.
Location: ``$VERIRW_CACHE_DIR``, else ``$XDG_CACHE_HOME/verirw``, else ``~/.cache/verirw`` (no
cache without a home directory); ``VERIRW_CACHE_DIR=off`` turns it off.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import tempfile
from pathlib import Path

from verirw.egraph import live

#: the format of a cache file; part of the key
FORMAT = 1
_PACKAGE = Path(__file__).resolve().parent.parent
#: the sources the translation depends on (beside the rules themselves)
_TRANSLATOR = ("egraph/*.py", "ops.py", "ir.py", "dtypes.py")


def cache_dir() -> Path | None:
    """Where translations are kept, or None when the cache is off."""
    explicit = os.environ.get("VERIRW_CACHE_DIR")
    if explicit is not None:
        return None if explicit.strip().lower() in ("", "off", "0", "none") else Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME")
    if not base:
        home = os.path.expanduser("~")
        if not os.path.isabs(home):       # no home directory: no cache, not a "~" folder here
            return None
        base = os.path.join(home, ".cache")
    return Path(base) / "verirw"


@functools.cache
def _translator_digest() -> str | None:
    """The hash of the translator's sources, or None when they cannot be read (a zipped
    install): then nothing could tell two versions apart, and there is no cache."""
    h = hashlib.sha256()
    paths = [path for pattern in _TRANSLATOR for path in sorted(_PACKAGE.glob(pattern))]
    if not any(path.name == "rule.py" for path in paths):
        return None
    try:
        for path in paths:
            h.update(path.relative_to(_PACKAGE).as_posix().encode())
            h.update(path.read_bytes())
    except OSError:
        return None
    return h.hexdigest()


def key(rules) -> str:
    """The cache key of translating ``rules`` (in order) with this translator."""
    h = hashlib.sha256(f"verirw-library-{FORMAT}\n{_translator_digest()}\n".encode())
    for rule in rules:
        h.update(repr(rule).encode())
        h.update(b"\n")
    return h.hexdigest()


def _encode(library: live.Library) -> str:
    return json.dumps({"format": FORMAT, "header": library.header,
                       "instances": [[i.text, sorted(i.reads), sorted(i.writes)]
                                     for i in library.instances]})


def _decode(text: str) -> live.Library:
    data = json.loads(text)
    if data.get("format") != FORMAT:
        raise ValueError("another format")
    instances = [live.Instance(t, frozenset(r), frozenset(w)) for t, r, w in data["instances"]]
    return live.Library.of_instances(data["header"], instances)


def library(rules, translate) -> live.Library:
    """``translate(rules)`` (a ``live.Library``), from the cache when it holds it."""
    folder = cache_dir()
    if folder is None or _translator_digest() is None:
        return translate(rules)
    path = folder / f"library-{key(rules)}.json"
    try:
        return _decode(path.read_text())
    except (OSError, ValueError, KeyError, TypeError):
        pass                          # no file, or not one we wrote: translate afresh
    result = translate(rules)
    _store(path, _encode(result))
    return result


def _store(path: Path, text: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".library-", suffix=".tmp")
        try:
            with os.fdopen(fd, "w") as f:
                f.write(text)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError:
        pass                          # a read-only or full disk: the cache is optional
