"""IndexMap: a layout transformation ``(i, j, ...) -> [e0, e1, ...]`` (RFC 0039).

Built from a Python callable (``lambda i: [i // 4, i % 4]``) or from its text. Python's ``//``
and ``%`` on ints are floor division and modulo, exactly TVMScript's, so applying the callable to
Python ints gives the transformed indices. The text form is parsed with ``ast`` and only
arithmetic on the parameters is accepted, so user text is never run as arbitrary Python.
"""

from __future__ import annotations

import ast
import inspect
import itertools
from dataclasses import dataclass
from typing import Callable

from verirw.errors import ArgumentError

_ALLOWED = (ast.Expression, ast.Lambda, ast.arguments, ast.arg, ast.List, ast.Tuple, ast.BinOp,
            ast.UnaryOp, ast.Name, ast.Load, ast.Constant, ast.Add, ast.Sub, ast.Mult,
            ast.FloorDiv, ast.Mod, ast.USub, ast.UAdd, ast.Starred)


@dataclass(frozen=True)
class IndexMap:
    func: Callable
    text: str

    @staticmethod
    def from_func(func: Callable) -> "IndexMap":
        try:
            text = inspect.getsource(func).strip()
        except (OSError, TypeError):
            text = getattr(func, "__name__", "<index map>")
        return IndexMap(func, text)

    @staticmethod
    def from_text(text: str) -> "IndexMap":
        """``"lambda i: [i // 4, i % 4]"`` (arithmetic only)."""
        try:
            tree = ast.parse(text.strip(), mode="eval")
        except SyntaxError as e:
            raise ArgumentError(f"index map {text!r} is not a Python lambda: {e.msg}") from None
        if not isinstance(tree.body, ast.Lambda):
            raise ArgumentError(f"index map {text!r} must be a lambda, e.g. 'lambda i: [i // 4, i % 4]'")
        for node in ast.walk(tree):
            if not isinstance(node, _ALLOWED):
                raise ArgumentError(f"index map {text!r}: only arithmetic on the indices is allowed "
                                    f"(found {type(node).__name__})")
        func = eval(compile(tree, "<index map>", "eval"), {"__builtins__": {}}, {})  # noqa: S307 - checked above
        return IndexMap(func, text.strip())

    @staticmethod
    def coerce(value) -> "IndexMap":
        if isinstance(value, IndexMap):
            return value
        if isinstance(value, str):
            return IndexMap.from_text(value)
        if callable(value):
            return IndexMap.from_func(value)
        raise ArgumentError(f"cannot use {value!r} as an index map")

    def apply(self, indices: tuple[int, ...]) -> tuple[int, ...]:
        out = self.func(*indices)
        if not isinstance(out, (list, tuple)):
            out = [out]
        return tuple(int(x) for x in out)

    def table(self, shape: tuple[int, ...]) -> dict[tuple[int, ...], tuple[int, ...]]:
        """The map on every index of ``shape``, checked injective (by enumeration)."""
        seen: dict[tuple[int, ...], tuple[int, ...]] = {}
        out = {}
        for idx in itertools.product(*(range(n) for n in shape)):
            img = self.apply(idx)
            if img in seen:
                raise ArgumentError(f"index map {self.text} is not injective on shape {list(shape)}: "
                                    f"{list(seen[img])} and {list(idx)} both map to {list(img)}")
            seen[img] = idx
            out[idx] = img
        return out
