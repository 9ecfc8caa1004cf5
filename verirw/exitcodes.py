"""The one exit-code scheme of every ``verirw`` subcommand, and the one exception -> code map.

CI scripts branch on these codes, so a code must say one thing: 0 proven / success,
1 refuted (a counterexample or a failed property), 2 unknown (a budget ran out or a construct
is not supported: never a verdict), 3 invalid input (including usage errors), 4 internal error
(a bug). A crash is never 1: anything not classified below is 4.
"""

from __future__ import annotations

from enum import IntEnum

from verirw.errors import InternalError, NotRunnable, ResourceLimitError, VerirwError


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


#: classes defined in modules the CLI need not have imported, by qualified name: matched on
#: the exception's MRO, so classifying an error never imports anything (importing egglog
#: in a process that later forks a budgeted child can deadlock the child)
BY_NAME = {
    "verirw.passes.ValidationError": ExitCode.REFUTED,
    "verirw.verify.symexec.BudgetExceeded": ExitCode.UNKNOWN,
    "verirw.verify.symexec.Unsupported": ExitCode.UNKNOWN,
    "verirw.egraph.codec.DecodeError": ExitCode.INTERNAL,
    "verirw.egraph.pattern.PatternError": ExitCode.INTERNAL,
}


def exit_code_for(exc: BaseException) -> ExitCode:
    """The code of an exception that ended a command. Order matters: most specific first."""
    import click
    if isinstance(exc, (ResourceLimitError, NotRunnable)):
        return ExitCode.UNKNOWN
    if isinstance(exc, InternalError):
        return ExitCode.INTERNAL
    if isinstance(exc, click.UsageError):            # includes BadParameter, NoSuchOption
        return ExitCode.INVALID
    if isinstance(exc, VerirwError):
        for cls in type(exc).__mro__:
            code = BY_NAME.get(f"{cls.__module__}.{cls.__qualname__}")
            if code is not None:
                return code
        return ExitCode.INVALID
    return ExitCode.INTERNAL
