"""Checking the calling-convention change (``tirx.MakePackedAPI``): an ordinary function
``before`` and its packed form ``after`` (possibly lowered further, as in a composite pass).

Two refinements, each decided by ``check`` on the translation of ``verirw.packed.lower``
(docs/semantics.md, "The calling-convention change"):

1. **malformed calls**: the wrapping of ``before`` under the assumption that the call fails a
   check TVM makes (``abi.wrap(..., "malformed")``, which raises) is refined by
   ``after`` with its work cut (``cut_work``): on every such call ``after`` raises before it
   stores, allocates or calls anything;
2. **well-formed calls**: ``before`` wrapped under the assumption that the call is well formed
   (``"well_formed"``) is refined by ``after``: on every such call ``after``'s asserts pass, it
   returns 0 and leaves every tensor's data as ``before`` leaves the corresponding buffer.

The second is decided in parts when ``after`` does its work in regions (statements that do
work and neither check nor return, ``work_regions``) and reads and writes no memory outside
them (``_touches_memory``: then nothing outside a region depends on what a region did):

* **the prologue**: both functions with their work replaced: by the same external call
  (``BODY_CALL``) when ``after`` has one region, as ``MakePackedAPI`` writes it — ``after``
  refines the wrapped ``before`` only if, on every well-formed call, it passes its checks,
  reaches its region exactly once where ``before`` reaches its body, and returns 0 after it —;
  by nothing when it has several (a workspace allocated and freed around the body, after
  ``LowerTVMBuiltin``) — then on every well-formed call ``after`` passes its checks, has no
  undefined behaviour outside its regions and returns 0;
* **the body**: the region of ``after`` and ``before``'s body, translated over the same
  DLTensor storage, alpha-equivalent (``MakePackedAPI`` moves the body unchanged); or else
  ``check`` of both whole functions for *every* record, ``before`` without the well-formedness
  assumption and ``after`` with every check taken as passed (``pass_checks``), which the
  prologue part proved they do on every well-formed call.

Otherwise the whole pair is checked at once. Proven only when every part is; refuted when one
is and a concrete record replays it (verirw.packed.replay: the interpreter cannot run the record's
unknown reads, so a solver's counterexample through them is confirmed on fixed records);
otherwise unknown, with the reasons.
"""

from __future__ import annotations

import dataclasses
import time

from verirw import ir
from verirw.dtypes import BOOL, INT32
from verirw.packed.abi import wrap
from verirw.packed.lower import RAISED, RESULT, Unsupported, lower_pair
from verirw.packed.replay import replay
from verirw.structural import structural_equal
from verirw.verify.result import CheckResult
from verirw.visit import transform, walk

#: the obligations, in the order they are decided (the cheap one first: no body to compare)
OBLIGATIONS = (("malformed", "on every malformed call after raises before any work"),
               ("well_formed", "on every well-formed call after passes its checks, returns 0 "
                               "and has before's effect on every tensor"))
#: the share of the timeout the malformed-call obligation gets (it executes no body)
MALFORMED_SHARE = 0.25
#: the name of the block that marks the work region of either function
BODY = "__verirw_packed_body__"
#: the external call a work region is replaced by when only the prologue is compared
BODY_CALL = "verirw_packed_body"
#: what a call of TVM's packed function is said to be, in reasons
WHAT = "the calling convention changes (tirx.MakePackedAPI)"

# ----------------------------------------------------------------------------- regions

#: statements that check or end a packed function
_CONTROL = (ir.Assert, ir.Return)


def _controls(s: ir.Stmt) -> bool:
    return any(isinstance(n, _CONTROL) or (isinstance(n, ir.RuntimeCall)
                                           and n.op == "tvm_throw_last_error") for n in walk(s))


def _works(s: ir.Stmt) -> bool:
    """Does ``s`` store, allocate or call out (anything but read the record and bind names)?"""
    return any(isinstance(n, (ir.BufferStore, ir.Allocate, ir.ExternCall)) or (
        isinstance(n, ir.RuntimeCall) and n.op in ("TVMBackendAllocWorkspace",
                                                   "TVMBackendFreeWorkspace")) for n in walk(s))


def _map_regions(s: ir.Stmt, fn) -> ir.Stmt:
    """``s`` with every work region (a maximal statement that does work and neither checks nor
    returns) replaced by ``fn(region)``."""
    if not _controls(s):
        return fn(s) if _works(s) else s
    if isinstance(s, ir.SeqStmt):
        return ir.seq(*(_map_regions(x, fn) for x in s.stmts))
    if isinstance(s, ir.IfThenElse):
        other = _map_regions(s.else_case, fn) if s.else_case is not None else None
        return ir.IfThenElse(s.condition, _map_regions(s.then_case, fn), other)
    if isinstance(s, ir.For):
        return fn(s)                        # a loop that checks: one region all the same
    if hasattr(s, "body"):
        return dataclasses.replace(s, body=_map_regions(s.body, fn))
    return s


def work_regions(f: ir.PrimFunc) -> list[ir.Stmt]:
    """The work regions of ``f`` (``_map_regions``), in order."""
    found = []
    _map_regions(f.body, lambda r: found.append(r) or r)
    return found


def cut_work(after: ir.PrimFunc) -> ir.PrimFunc:
    """``after`` with every work region replaced by ``T.assume(False)``: reaching one is a
    failure of ``after`` (an obligation it cannot meet), so refining a function that raises
    proves that ``after`` raises *before* any work — stronger than "changes no tensor", and
    without a symbolic run of the body."""
    return after.with_body(_map_regions(after.body, lambda r: ir.Assume(ir.IntImm(0, BOOL))))


def _mark(f: ir.PrimFunc) -> ir.PrimFunc:
    return f.with_body(_map_regions(f.body, lambda r: ir.Block(BODY, r)))


def _body_call(f: ir.PrimFunc) -> ir.PrimFunc:
    """``f`` (translated) with its marked region replaced by ``BODY_CALL``."""
    call = ir.Evaluate(ir.ExternCall(BODY_CALL, (), INT32, False))

    def pre(n):
        return call if isinstance(n, ir.Block) and n.name == BODY else None
    return f.with_body(transform(f.body, lambda n: n, pre))


def _skip_body(f: ir.PrimFunc) -> ir.PrimFunc:
    """``f`` (translated) with its marked regions removed."""
    def pre(n):
        return ir.NOOP if isinstance(n, ir.Block) and n.name == BODY else None
    return f.with_body(transform(f.body, lambda n: n, pre))


def _region(f: ir.PrimFunc) -> ir.Stmt:
    (block,) = [n for n in walk(f.body) if isinstance(n, ir.Block) and n.name == BODY]
    return block.body


def pass_checks(f: ir.PrimFunc) -> ir.PrimFunc:
    """``f`` (translated) as if every check passed: each ``if c: rest else: raise`` is
    ``rest``."""
    def post(n):
        if isinstance(n, ir.IfThenElse) and _is_raise(n.else_case):
            return n.then_case
        return n
    return f.with_body(transform(f.body, post))


def _is_raise(s) -> bool:
    return isinstance(s, ir.BufferStore) and s.buffer.name == RAISED \
        and isinstance(s.value, ir.IntImm) and s.value.value == 1

# ----------------------------------------------------------------------------- obligations


def lowered(before, after, float_mode: str = "ieee") -> dict:
    """call -> the pair of core functions whose refinement is that obligation, whole
    (``Unsupported`` when the model does not cover the functions)."""
    return {"malformed": lower_pair(wrap(before, after, "malformed"), cut_work(after),
                                    float_mode),
            "well_formed": lower_pair(wrap(before, after, "well_formed"), after, float_mode)}


def parts(before, after, float_mode: str = "ieee") -> dict | None:
    """The well-formed obligation in parts (module docstring), or None when they do not apply:
    ``{"prologue": pair, "checked": pair, "body": (region_b, region_a) or None}``
    (``checked``: both whole, with every check taken as passed; ``body``: the two regions, when
    ``after`` has one)."""
    regions = len(work_regions(after))
    if regions == 0:
        return None
    marked_b = before.with_body(ir.Block(BODY, before.body))
    b, a = lower_pair(wrap(marked_b, after, "well_formed"), _mark(after), float_mode)
    # one region: it stands for before's body, called once; several: they are skipped, and
    # the body part (every check passed) compares them all with before's body
    replace = _body_call if regions == 1 else _skip_body
    prologue = (replace(b), replace(a))
    if any(_touches_memory(f) for f in prologue):
        return None
    any_b, any_a = lower_pair(wrap(before, after, "any"), after, float_mode)
    return {"prologue": prologue, "checked": (any_b, pass_checks(any_a)),
            "body": (_region(b), _region(a)) if regions == 1 else None}


def _touches_memory(f: ir.PrimFunc) -> bool:
    """Does ``f`` (translated, its regions replaced) read or write memory other than its raise
    flag and result? The parts are sound only when not: the prologue part compares what comes
    after a region on the memory before it."""
    return any(isinstance(n, ir.BufferLoad) or (
        isinstance(n, ir.BufferStore) and n.buffer.name not in (RAISED, RESULT))
        for n in walk(f.body))


def _concrete(pair, result: CheckResult, run, share: float, loops: bool):
    """A confirmed refutation of ``pair`` from ``result`` on a concrete record
    (``replay.concrete``), or None."""
    from verirw.packed.replay import concrete, leading_assume
    predicate = leading_assume(pair[0])
    if isinstance(predicate, ir.Not):
        predicate = predicate.a          # sizes a well-formed call may pass
    return concrete(pair, result, lambda p: run(p, share, loops=loops), predicate)


def _symbolic(pair) -> bool:
    from verirw.packed.replay import symbolic
    return symbolic(pair)


def check_convention(before, after, check, *, timeout_s: float, float_mode: str = "ieee",
                     **kwargs) -> CheckResult:
    """Both obligations (module docstring), each by ``check(before', after', timeout_s=...,
    float_mode=..., **kwargs)``."""
    try:
        pairs = lowered(before, after, float_mode)
        split = parts(before, after, float_mode)
    except Unsupported as e:
        return CheckResult("unknown", f"{WHAT}: {e}")

    deadline = time.monotonic() + timeout_s     # the outer bound of every part together

    def run(pair, share, loops=True):
        # without loops (the body cut or replaced by a call) there is nothing to summarise or
        # align: unrolling is the whole method, and the solver decides before any search (a
        # counterexample through the record is replayed on concrete records anyway)
        # (symbolic extents: the summary executor, which keeps each buffer one array; loop-free,
        # it executes as unrolling does)
        args = kwargs if loops else {**kwargs, "search": "last",
                                     "method": "summary" if _symbolic(pair) else "unroll"}
        left = deadline - time.monotonic()
        if left <= 0:
            return CheckResult("unknown", "time budget exhausted before this part (raise "
                                          "--timeout)")
        return check(*pair, timeout_s=min(share, left), float_mode=float_mode, **args)

    results = {"malformed": run(pairs["malformed"], timeout_s * MALFORMED_SHARE, loops=False)}
    if results["malformed"].status != "refuted":
        results["well_formed"] = _well_formed(pairs["well_formed"], split, run, timeout_s)
    for call, r in results.items():
        if r.status == "unknown" and (r.counterexample is not None or _symbolic(pairs[call])):
            # the solver found a record that breaks it (with symbolic extents, the summaries'
            # counterexamples through the record are not kept: any unknown): the solver's own
            # record first, then concrete records made from the call predicate
            share = timeout_s * MALFORMED_SHARE
            found = _concrete(pairs[call], r, run, share, call != "malformed")
            if found is None:
                found = replay(pairs[call], call == "malformed",
                               lambda b, a, share=share: run((b, a), share), deadline)
            if found is not None:
                results[call] = found
    for call, what in OBLIGATIONS:
        r = results.get(call)
        if r is not None and r.status == "refuted":
            r.reason = f"{WHAT}, and not {what}: {r.reason}"
            r.details["obligation"] = call
            return r
    if all(r.status == "proven" for r in results.values()):
        reason = "; ".join(f"{what} ({results[call].reason})" for call, what in OBLIGATIONS)
        return CheckResult("proven", f"{WHAT}, proven: {reason}",
                           details={"obligations": {c: r.details for c, r in results.items()}})
    open_ = "; ".join(f"{what}: {results[c].status} ({results[c].reason})"
                      for c, what in OBLIGATIONS if results[c].status != "proven")
    return CheckResult("unknown", f"{WHAT}: {open_}")


def _well_formed(whole, split, run, timeout_s: float) -> CheckResult:
    """The well-formed obligation: by parts when ``split`` has them, else whole."""
    if split is None:
        return run(whole, timeout_s)
    prologue = run(split["prologue"], timeout_s * MALFORMED_SHARE, loops=False)
    if prologue.status != "proven":
        if prologue.status == "refuted":
            prologue.reason = f"the prologue (the body replaced by a call): {prologue.reason}"
            return prologue
        return run(whole, timeout_s)
    if split["body"] is not None and structural_equal(*split["body"]):
        return CheckResult("proven", f"prologue: {prologue.reason}; body: moved unchanged "
                                     "(alpha-equivalent over the same DLTensor storage)")
    body = run(split["checked"], timeout_s)
    body.reason = f"prologue: {prologue.reason}; body, every check passed: {body.reason}"
    return body
