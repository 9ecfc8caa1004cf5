"""Can evaluating an expression fail? One predicate, three questions.

What the contract (DESIGN.md, "Semantics contract"; ``verirw.semantics``) says an expression's
evaluation can fail with, and where each is decided:

* **integer division or modulo by zero** (``//``, ``%``, ``T.truncdiv``, ``T.truncmod``),
  and of a signed dtype's minimum by -1 (``division_overflow``); a divisor that is a literal
  other than 0 and -1 never fails. Float division never fails: IEEE-754 gives inf or NaN.
* **a shift amount outside [0, bits)** of the shift's dtype (``<<``, ``>>``); a literal amount
  within the range never fails. All come from the op entries' ``partials``
  (``Partial.surely_defined`` reads the literals against the bad values or the valid range).
* **a load**: out of bounds, or of an element never written (the interpreter's
  ``uninitialized_read``).
* **a float -> int cast** whose input is NaN, infinite or out of the target's range.
* **undef in a condition or an index**: ``T.undef()`` itself evaluates fine; it is an error
  where it decides a branch, an assume, a loop bound or an index.

Builtins (``T.sqrt``, ``abs``, the ``T.reinterpret`` marker) are total: sqrt of a negative is
NaN, ``abs`` wraps; ``T.popcount`` is total and ``T.clz(0)`` is poison, as an overflow is
(neither counts here). Nothing else fails (integer values wrap, indices are mathematical).

The questions differ in which of these matter (``Purpose``); each is a yes-unless-provably-not
syntactic answer (a z3 proof with the context is the caller's next step, if any).
"""

from __future__ import annotations

import enum
from typing import Callable, Iterator

from verirw import ir, ops
from verirw.semantics import operands

class Purpose(enum.Enum):
    """Which question ``may_fail`` answers."""

    #: May evaluating ``e`` where the source did not (hoisted out of its branch or loop, or
    #: run on padding) fail? Every error of the contract counts, undef included: a
    #: speculated expression is a condition, or a let value that flows into one or an index.
    SPECULATE = "speculate"
    #: May deleting an evaluation of ``e`` (an unused let) remove an error the program had?
    #: Refinement would allow it, but RemoveNoOp keeps such evaluations (RFC 0077: a failing
    #: expression stays as ``T.evaluate``), so the result fails where the input did. Undef
    #: does not count: an unused value reaches no condition or index.
    DELETE = "delete"
    #: May the machine code for ``e`` trap when run unconditionally (LLVM ``select`` instead
    #: of a branch, both sides of ``and``)? Integer division by zero or ``MIN // -1``
    #: (immediate undefined behaviour, SIGFPE), a shift amount out of range (codegen checks it and stops the kernel, as for
    #: a zero divisor) and loads (may fault). A float -> int cast out of range is ``poison`` in
    #: LLVM, harmless when not chosen; undef is gone after lowering.
    TRAP = "trap"


def may_fail(e: ir.Expr, *, purpose: Purpose = Purpose.SPECULATE,
             safe_load: Callable[[ir.BufferLoad], bool] | None = None) -> bool:
    """Could evaluating ``e`` fail, for ``purpose`` (see ``Purpose``)? False only when no
    evaluation can. ``safe_load(load)`` says that a load is known not to fail (its indices are
    in bounds and the element is initialised); the load's indices are still examined."""
    for n in subexprs(e):
        if isinstance(n, ir.BufferLoad):
            if safe_load is None or not safe_load(n):
                return True
        elif (op := ops.of(n)) is not None and op.partials:
            # the entry's partialities (division by zero, MIN // -1, shift out of range);
            # floats: total
            if not n.dtype.is_float and not all(p.surely_defined(*operands(n))
                                                for p in op.partials_for(n.dtype)):
                return True
        elif isinstance(n, ir.Cast):
            if purpose is not Purpose.TRAP and n.value.dtype.is_float and not n.dtype.is_float:
                return True
        elif isinstance(n, ir.Undef) and purpose is Purpose.SPECULATE:
            return True
        elif isinstance(n, ir.ExternCall) and not n.pure:
            return True     # an effect: never added (speculated), removed or run unguarded
    return False


def subexprs(e: ir.Expr) -> Iterator[ir.Expr]:
    """Every expression node evaluated with ``e``: load indices included, buffer shapes not
    (a shape is evaluated where the buffer is declared)."""
    stack = [e]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(n.indices if isinstance(n, ir.BufferLoad) else operands(n))
