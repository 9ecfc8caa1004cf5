"""The one exit-code scheme of every ``verirw`` subcommand, and the one exception -> code map.

CI scripts branch on these codes, so a code must say one thing: 0 proven / success,
1 refuted (a counterexample or a failed property), 2 unknown (a budget ran out or a construct
is not supported: never a verdict), 3 invalid input (including usage errors), 4 internal error
(a bug). A crash is never 1: anything not classified below is 4.
"""

from __future__ import annotations

from enum import IntEnum

from verirw.errors import InternalError, ResourceLimitError, VerirwError


class ExitCode(IntEnum):
    OK = 0
    REFUTED = 1
    UNKNOWN = 2
    INVALID = 3
    INTERNAL = 4


#: the scheme as printed in ``verirw --help`` and the README
SCHEME = ("Exit codes (every subcommand): 0 proven/success, 1 refuted, 2 unknown (a --timeout or "
          "--max-memory budget ran out, or an unsupported construct), 3 invalid input or usage "
          "error, 4 internal error (traceback with --debug).")


def _by_name() -> list[tuple[type, ExitCode]]:
    """Classes defined in modules the CLI may not have imported: looked up lazily."""
    from verirw.passes import ValidationError
    from verirw.verify.symexec import BudgetExceeded, Unsupported
    from verirw.egraph.codec import DecodeError
    from verirw.egraph.pattern import PatternError
    return [(ValidationError, ExitCode.REFUTED), (BudgetExceeded, ExitCode.UNKNOWN),
            (Unsupported, ExitCode.UNKNOWN), (DecodeError, ExitCode.INTERNAL),
            (PatternError, ExitCode.INTERNAL)]


def exit_code_for(exc: BaseException) -> ExitCode:
    """The code of an exception that ended a command. Order matters: most specific first."""
    import click
    if isinstance(exc, ResourceLimitError):
        return ExitCode.UNKNOWN
    if isinstance(exc, InternalError):
        return ExitCode.INTERNAL
    if isinstance(exc, click.UsageError):            # includes BadParameter, NoSuchOption
        return ExitCode.INVALID
    if isinstance(exc, VerirwError):
        try:
            table = _by_name()
        except Exception:                            # a broken import must not hide the error
            table = []
        for cls, code in table:
            if isinstance(exc, cls):
                return code
        return ExitCode.INVALID
    return ExitCode.INTERNAL
