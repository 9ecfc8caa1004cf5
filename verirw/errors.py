"""Errors meant for people: each says where and what, never a bare traceback."""

from __future__ import annotations


class VerirwError(Exception):
    """Base of every error verirw raises on purpose."""


class ScriptError(VerirwError):
    """A TVMScript input that verirw cannot accept, with ``file:line:col``."""

    def __init__(self, message: str, filename: str = "<string>", line: int | None = None,
                 col: int | None = None, source_line: str | None = None):
        self.message = message
        self.filename = filename
        self.line = line
        self.col = col
        self.source_line = source_line
        super().__init__(self.__str__())

    @property
    def location(self) -> str:
        if self.line is None:
            return self.filename
        if self.col is None:
            return f"{self.filename}:{self.line}"
        return f"{self.filename}:{self.line}:{self.col}"

    def __str__(self) -> str:
        text = f"{self.location}: error: {self.message}"
        if self.source_line is not None and self.col is not None:
            caret = " " * max(self.col - 1, 0) + "^"
            text += f"\n    {self.source_line.rstrip()}\n    {caret}"
        return text


class ExecutionError(VerirwError):
    """A program that has no defined behaviour on the given inputs.

    ``kind`` is one of: ``out_of_bounds``, ``assume_violated``, ``uninitialized_read``,
    ``division_by_zero``, ``division_overflow`` (``MIN // -1``), ``undef_in_index``, ``undef_in_condition``, ``cast_out_of_range``;
    compiled kernels add ``index_overflow`` (index arithmetic past the 64 bits generated code
    computes it in, which the interpreter's unbounded integers do not have).
    """

    def __init__(self, kind: str, message: str):
        self.kind = kind
        self.message = message
        super().__init__(message)


class NotRunnable(VerirwError):
    """A well-formed program that verirw cannot execute (it calls external code): not a
    failure of the program, so never a verdict about it."""


class UnsupportedLayout(NotRunnable, ValueError):
    """A pass or back end that addresses buffers row-major met a strided or offset view:
    refused by name (exit code 2, unknown), never transformed as if it were dense."""


class UnsupportedControlFlow(VerirwError, ValueError):
    """A transformation asked of a function with ``while``, ``break`` or ``continue``, whose
    legality analyses assume that every loop runs all its iterations: refused by name, never
    applied as if the loops were plain."""


class ArgumentError(VerirwError, ValueError):
    """Wrong arguments to ``run``/``build``: missing buffer, wrong shape or dtype."""


class MalformedIRError(VerirwError, ValueError):
    """IR that breaks the IR's own rules (not a user's script, which gets ScriptError): an
    undeclared buffer, a variable out of scope, an unknown builtin, a wrong number of indices."""


class ResourceLimitError(VerirwError):
    """A budget ran out before an answer: wall time, memory, or nesting depth beyond what the
    process can walk. Never a verdict: ``check`` reports it as unknown (exit code 2)."""

    def __init__(self, resource: str, message: str):
        self.resource = resource        # "time", "memory" or "depth"
        self.message = message
        super().__init__(message)


class InternalError(VerirwError):
    """An unexpected exception inside verirw (a bug, not the user's input). The original
    exception is the ``__cause__``; the CLI exits 4 and shows its traceback with ``--debug``."""
