"""Fuzz properties, beyond pass refinement, that a wrong proof or a crash would break.

* ``check_compose``: **compositionality** (docs/semantics.md) — replacing a load by the constant it
  holds on an input never changes the interpreter's result on that input. Checked twice:
  ``direct`` (the load replaced in the IR by ``substitute_for``, the contract's
  ``replace_equal``) and ``assume`` (a ``T.assume(load == c)`` added in front, the
  substitution left to Simplify's contextual pass, the mechanism that miscompiled: the
  substitute read no memory and was evaluated as index arithmetic).
* ``check_rebind``: a script assigning to a buffer's name (``S = v``) is either rejected with
  a ``ScriptError`` or means the store ``S[0] = v`` (TVM's printer's meaning, shape (1,) only);
  it never silently shadows the buffer.
* ``guarded``: any property, with a crash (``RecursionError``, ``KeyError``, ...) turned into
  a ``FuzzMismatch`` (so a campaign saves it and goes on) and ``ResourceLimitError`` (a budget
  ran out: no verdict) into the verdict "resource limit".
"""

from __future__ import annotations

import sys

import numpy as np

from verirw import ir
from verirw.errors import ResourceLimitError, ScriptError, VerirwError
from verirw.printer import script
from verirw.testing.mismatch import FuzzMismatch


def equal_constant(load: ir.BufferLoad, value: int) -> ir.Expr:
    """The literal ``value`` of ``load``'s dtype: what an assume states the load equals."""
    return ir.IntImm(int(value), load.dtype)


def substitute_for(load: ir.BufferLoad, const: ir.Expr) -> ir.Expr:
    """What stands in for ``load`` once it is known to equal ``const``: the contract's
    ``semantics.replace_equal`` (a value marker, so the arithmetic around keeps wrapping)."""
    from verirw.semantics import replace_equal
    out = replace_equal(load, const)
    return const if out is None else out


def _constant_loads(f: ir.PrimFunc) -> list[ir.BufferLoad]:
    """Loads of never-written integer parameter buffers at literal indices, in program order,
    without repeats: their value is one number for the whole run."""
    from verirw.visit import walk
    written = {id(n.buffer.data) for n in walk(f.body) if isinstance(n, ir.BufferStore)}
    params = {id(b.data) for _, b in f.buffer_map}
    seen, out = set(), []
    for n in walk(f.body):
        if (isinstance(n, ir.BufferLoad) and n.dtype.is_int and id(n.buffer.data) in params
                and id(n.buffer.data) not in written
                and all(isinstance(i, ir.IntImm) for i in n.indices) and n not in seen):
            seen.add(n)
            out.append(n)
    return out


def _replace(node, load: ir.BufferLoad, const: ir.Expr):
    from verirw.visit import transform
    return transform(node, lambda n: const if n == load else n)


def _near_extremes(f: ir.PrimFunc, inputs: dict, seed: int) -> dict:
    """``inputs`` with about half of every integer buffer's elements set to one of its dtype's
    ``extremes``: one step from wrapping, where a substitution that stops wrapping shows."""
    from verirw.testing.edge_cases import extremes
    rng = np.random.default_rng(seed)
    out = dict(inputs)
    for _, buf in f.buffer_map:
        arr = out.get(buf.name)
        if isinstance(arr, np.ndarray) and buf.dtype.is_int:
            values = np.array(extremes(buf.dtype), dtype=arr.dtype)
            arr = arr.copy()
            mask = rng.random(arr.shape) < 0.5
            arr[mask] = rng.choice(values, size=int(mask.sum()))
            out[buf.name] = arr
    return out


def check_compose(f: ir.PrimFunc, choice: int, *, solver_ms: int = 1000) -> str:
    """Compositionality on one input (``choice`` picks the input seed and the load); returns
    "no load", "undefined" (the input breaks an assume) or "same"."""
    import verirw
    from verirw.analysis import entry_assumes
    from verirw.passes.context import ContextPass
    from verirw.testing.inputs import default_scalars, random_inputs, satisfy_assumes
    from verirw.verify.replay import first_difference
    loads = _constant_loads(f)
    if not loads:
        return "no load"
    load = loads[choice % len(loads)]
    scalars = default_scalars(f, choice)
    inputs = satisfy_assumes(f, _near_extremes(f, random_inputs(f, choice, scalars), choice))
    try:
        before = verirw.run(f, **inputs)
    except VerirwError:
        return "undefined"
    arr = inputs[load.buffer.name]
    const = equal_constant(load, arr[tuple(i.value for i in load.indices)])
    direct = f.with_body(_replace(f.body, load, substitute_for(load, const)))
    assumed = ir.seq(ir.Assume(ir.EQ(load, const)), f.body)
    by_context = f.with_body(ContextPass(entry_assumes(assumed), solver_ms).run(assumed))
    found, programs = [], {"f": script(f)}
    for how, g in (("direct", direct), ("assume", by_context)):
        try:
            after = verirw.run(g, **{k: (v.copy() if isinstance(v, np.ndarray) else v)
                                     for k, v in inputs.items()})
            diff = first_difference(before, after, {})
        except VerirwError as e:
            diff = f"the substituted program fails: {e}"
        if diff is not None:            # both ways reported: a fix may repair one first
            found.append(f"{how}: {diff}")
            programs[f"substituted ({how})"] = script(g)
    if found:
        programs["inputs"] = repr({k: (v.tolist() if isinstance(v, np.ndarray) else v)
                                   for k, v in inputs.items()})
        raise FuzzMismatch(f"compositionality: replacing {verirw.format_expr(load)} by "
                           f"{verirw.format_expr(const)}, its value on this input, changed the "
                           f"result ({'; '.join(found)})", programs)
    return "same"


def check_rebind(case) -> str:
    """``case`` is an ``edge_cases.RebindingScript``; "rejected" or "store"."""
    from verirw.parser import parse
    programs = {"script": case.text, "as_store": case.as_store}
    try:
        g = parse(case.text)
    except ScriptError as e:
        line = _assignment_line(case)
        if e.line != line:           # e.g. "'S' is not a buffer" at a later use: shadowed
            raise FuzzMismatch(f"the assignment to buffer {case.name} (line {line}) was "
                               f"accepted; the script failed later: {e.message}", programs) from e
        return "rejected"
    if not case.storable:
        raise FuzzMismatch(f"assigning to buffer {case.name} (not of shape (1,)) was accepted "
                           f"instead of a ScriptError", programs)
    if g != parse(case.as_store):
        raise FuzzMismatch(f"`{case.name} = ...` silently rebinds buffer {case.name}: it is "
                           f"neither rejected nor the store {case.name}[0] = ...",
                           {**programs, "parsed": script(g)})
    return "store"


def _assignment_line(case) -> int:
    """The 1-based line of ``case.text`` that assigns to the buffer (not its allocation)."""
    for k, line in enumerate(case.text.splitlines(), 1):
        head = line.strip()
        if head.startswith((f"{case.name} =", f"{case.name}:")) and "alloc_buffer" not in head:
            return k
    raise ValueError(f"no assignment to {case.name} in the script")


def _show_args(args) -> dict[str, str]:
    """The programs of a property's arguments, for the report; never raises."""
    first = args[0] if isinstance(args, tuple) else args
    if isinstance(first, ir.PrimFunc):
        try:
            return {"f": script(first)}
        except Exception as e:            # noqa: BLE001 - a deep program may not print
            return {"f": f"<cannot print: {type(e).__name__}>"}
    if hasattr(first, "text"):
        return {"script": first.text, "as_store": first.as_store}
    return {"args": repr(args)[:2000]}


#: Python's default recursion limit: what a user's program has
USER_STACK = 1000


def _depth() -> int:
    frame, n = sys._getframe(), 0
    while frame is not None:
        frame, n = frame.f_back, n + 1
    return n


def guarded(run):
    """``run(args)`` with crashes reported as ``FuzzMismatch`` (see module docstring). It runs
    with ``USER_STACK`` frames to spare, as in a user's script: hypothesis raises the recursion
    limit by 2,000 while it runs a test, which hid RecursionErrors up to ~1,500 levels deep."""

    def call(args):
        saved = sys.getrecursionlimit()
        sys.setrecursionlimit(_depth() + USER_STACK)
        try:
            return run(args)
        except FuzzMismatch:
            raise
        except ResourceLimitError:
            return "resource limit"
        except Exception as e:            # noqa: BLE001 - any crash is a finding
            sys.setrecursionlimit(saved)  # room to print the report
            raise FuzzMismatch(f"crashed with {type(e).__name__}: {str(e)[:300]}",
                               _show_args(args)) from e
        finally:
            sys.setrecursionlimit(saved)

    return call
