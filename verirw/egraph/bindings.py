"""egglog's compiled bindings, without egglog's Python front end.

verirw talks to egglog only through ``egglog.bindings`` (program texts in, reports out).
``import egglog`` first runs the package's ``__init__``, which builds the high-level Python
API (``egglog.builtins`` and its conversions): 140 ms of a 270 ms CLI start-up, for nothing
verirw uses. So the extension module is loaded from its file on its own, under its own name
``egglog.bindings``; a later ``import egglog`` (a user's, a test's) finds it registered and
shares it (``egglog.bindings`` is then set on the package, as a normal import would).
``verirw.budget`` looks for ``egglog.bindings`` in ``sys.modules`` to know whether this
process has egglog's native code (and its threads, which a forked child must not rely on).
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import sys

NAME = "egglog.bindings"


def _load():
    if NAME in sys.modules:
        return sys.modules[NAME]
    package = importlib.util.find_spec("egglog")           # locates it; runs nothing
    if package is None or not package.submodule_search_locations:
        raise ImportError("egglog is not installed (pip install egglog)")
    spec = importlib.machinery.PathFinder.find_spec(NAME, package.submodule_search_locations)
    if spec is None:
        raise ImportError("egglog is installed without its compiled bindings")
    module = importlib.util.module_from_spec(spec)
    sys.modules[NAME] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[NAME]
        raise
    return module


class _Package:
    """The real loader of the ``egglog`` package, which first sets ``bindings`` on it."""

    def __init__(self, loader):
        self._loader = loader

    def __getattr__(self, name):
        return getattr(self._loader, name)

    def create_module(self, spec):
        return self._loader.create_module(spec)

    def exec_module(self, module):
        module.bindings = sys.modules[NAME]
        self._loader.exec_module(module)


class _AttachOnImport(importlib.abc.MetaPathFinder):
    """Finds ``egglog`` once (the normal way) and hands it the loader above."""

    def find_spec(self, name, path=None, target=None):
        if name != "egglog":
            return None
        sys.meta_path.remove(self)
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is not None and spec.loader is not None:
            spec.loader = _Package(spec.loader)
        return spec


bindings = _load()
if "egglog" in sys.modules:
    sys.modules["egglog"].bindings = bindings
else:
    sys.meta_path.insert(0, _AttachOnImport())
