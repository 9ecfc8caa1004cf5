"""TVM passes by name: ``resolve_pass("tirx.transform.StmtSimplify")`` or ``module:attribute``.

One lookup for the commands that run TVM's passes (``verirw tvm-validate``, ``verirw
tvm-fuzz``); a name TVM does not have is a usage error (exit code 3 on the command line).
"""

from __future__ import annotations

import importlib
import os
import sys

import click

#: TVM 0.27 renamed ``tir`` to ``tirx`` (lowering passes) and ``s_tir`` (schedulable TIR)
_PACKAGES = ("tirx", "s_tir")
#: older pass names -> TVM 0.27's
_RENAMED = {"Simplify": "StmtSimplify"}


class PassNotFound(click.UsageError):
    pass


def resolve_pass(spec: str):
    """A ``tvm.transform.Pass`` for ``spec``: ``module:attribute`` or a dotted TVM name."""
    from verirw.tvm import tvm_module
    tvm = tvm_module()
    if ":" in spec:
        module_name, _, attr = spec.partition(":")
        if os.getcwd() not in sys.path and "" not in sys.path:
            sys.path.insert(0, os.getcwd())      # your module, from here (as python -m does)
        try:
            obj = importlib.import_module(module_name)
            for part in attr.split("."):
                obj = getattr(obj, part)
        except (ImportError, AttributeError) as e:
            raise PassNotFound(f"--pass {spec}: {e}") from None
        return _as_pass(tvm, obj, spec)
    name = spec[4:] if spec.startswith("tvm.") else spec
    parts = name.split(".")
    parts[-1] = _RENAMED.get(parts[-1], parts[-1])
    candidates = []
    if len(parts) == 1:
        candidates = [[pkg, "transform", parts[0]] for pkg in _PACKAGES]
    elif parts[0] == "tir":
        candidates = [[pkg] + parts[1:] for pkg in _PACKAGES]
    else:
        candidates = [parts]
    for path in candidates:
        obj = tvm
        try:
            for part in path:
                obj = getattr(obj, part) if hasattr(obj, part) else importlib.import_module(
                    f"{obj.__name__}.{part}")
        except (ImportError, AttributeError):
            continue
        return _as_pass(tvm, obj, spec)
    raise PassNotFound(f"--pass {spec}: TVM {tvm.__version__} has no such pass (tried "
                       + ", ".join("tvm." + ".".join(p) for p in candidates) + ")")


def _as_pass(tvm, obj, spec: str):
    if isinstance(obj, tvm.ir.transform.Pass):
        return obj
    if callable(obj):
        made = obj()
        if isinstance(made, tvm.ir.transform.Pass):
            return made
    raise PassNotFound(f"--pass {spec}: {obj!r} is not a tvm.transform.Pass nor a callable "
                       "returning one")
