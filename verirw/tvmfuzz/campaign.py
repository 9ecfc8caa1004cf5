"""``verirw tvm-fuzz``: TVM's own TIR passes on generated programs, every step checked by
``verirw.check`` and every refutation put to TVM's runtime.

Per program (``examine``):

1. the program (TVMScript text, ``verirw.tvmfuzz.programs``) is parsed by TVM and the pass is
   applied, in the TVM helper process (``verirw.tvmfuzz.helper``): a pass that raises or
   kills the helper is a **TVM crash**, counted apart (no verdict);
2. TVM's printed before and after are read by verirw; a pair verirw cannot read is
   ``skipped`` (with the reason), a pass that changed nothing is ``unchanged``;
3. ``check(before, after)`` under a deterministic budget (``max_work`` z3 units; the
   concrete search only when the solver does not decide): proven, refuted or unknown;
4. a refutation is **confirmed** when TVM's own executables of before and after
   (``tvm.compile(..., target="llvm")``), run on the counterexample's inputs, disagree on an
   element before defines (bits, NaN equal to NaN); otherwise it is **disputed**, with a class
   (``CLASSES``, explained in docs/tvm-findings.md);
5. a confirmed finding is minimised (``minimise``: statements deleted, branches and loops
   collapsed while it stays confirmed) and saved as a pytest file that replays TVM's wrong
   output and skips without TVM.

Shards (``TVMFuzzShard``): one pass, a hypothesis seed, ``count`` programs; they run on the
campaign executors (``verirw.campaign``: local pool or Ray, retries, ``--resume``).
"""

from __future__ import annotations

import ast
import collections
import hashlib
import json
import re
import time
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

import numpy as np

#: programs per shard (one hypothesis run)
CHUNK = 25
#: check's deterministic budget per step (z3 resource units; about 10 s of z3 when quiet) and
#: its wall-clock outer bound
MAX_WORK = 100_000_000
TIMEOUT_S = 60.0
#: seconds to minimise one confirmed finding
SHRINK_S = 60.0
#: confirmed findings minimised per shard (the rest are saved as found)
MINIMISE_PER_SHARD = 1
#: seconds to minimise the first TVM crash of each kind (``crash_signature``) in a shard: an
#: upstream report needs the smallest program that still crashes the same way
CRASH_SHRINK_S = 20.0

#: why TVM's executables can agree where check refuted: class -> one line (docs/tvm-findings.md)
CLASSES = {
    "undef": "after leaves undefined (T.undef(), or a store removed) an element before "
             "defines; TVM's code keeps whatever value is there, which happened to be before's",
    "overflow": "after computes an element before defines through a signed 32/64-bit "
                "overflow (poison in TVM's LLVM code, which marks such arithmetic nsw) where "
                "before does not; the executable wraps and happens to give before's value",
    "ub-in-after": "after has undefined behaviour in verirw's semantics where before has none "
                   "(an access out of bounds, a division by zero, a violated assume); TVM's "
                   "code does not trap and happened to compute before's values",
    "float-folding": "TVM's compile of before already folds the float expression as reals "
                     "(x - x -> 0, x * 0 -> 0, ...), which differs on NaN, infinities or -0.0: "
                     "both executables compute after's value",
    "pipeline-rewrites-before": "TVM's compile of before already applies the same rewrite (its "
                                "pipeline runs the pass or one like it): both executables "
                                "compute after's value",
    "semantics-gap": "TVM's executable of after computes before's value where verirw's "
                     "interpreter of after does not: verirw reads after differently from "
                     "TVM's compiled code (see verirw semdiff)",
    "ieee-nan-payload": "both executables give NaN, with different payload bits",
    "not-replayed": "verirw's interpreter does not reproduce the solver's counterexample "
                    "(it needs a particular choice of T.undef() values)",
    "tvm-cannot-run": "TVM cannot compile or run before or after on the counterexample",
    "unexplained": "none of the above: to be examined by hand",
}


# ----------------------------------------------------------------------------- reading


_OPS = {"Add": ast.Add, "Sub": ast.Sub, "Mul": ast.Mult}
_CMP = {"EQ": ast.Eq, "NE": ast.NotEq, "LT": ast.Lt, "LE": ast.LtE, "GT": ast.Gt, "GE": ast.GtE}
_BOOL = {"And": ast.And, "Or": ast.Or}
_CALLS = {"FloorDiv": "floordiv", "FloorMod": "floormod", "Min": "min", "Max": "max"}


class _Sugar(ast.NodeTransformer):
    """TVM prints an operation on two literals as ``T.Sub(a, b)`` (so that its parser does not
    fold it); verirw's parser reads the operator forms, which mean the same."""

    def visit_Call(self, node):
        self.generic_visit(node)
        f = node.func
        if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "T" \
                and f.attr == "Not" and len(node.args) == 1 and not node.keywords:
            return ast.UnaryOp(ast.Not(), node.args[0])
        # TVM reads T.undef() as an int32 and casts it to the store's dtype: an undefined value
        # of that dtype either way
        if isinstance(f, ast.Attribute) and f.attr == "Cast" and len(node.args) == 2 \
                and isinstance(node.args[1], ast.Call) and not node.args[1].args \
                and isinstance(node.args[1].func, ast.Attribute) \
                and node.args[1].func.attr == "undef" and not node.args[1].keywords:
            return ast.Call(node.args[1].func, [], [ast.keyword("dtype", node.args[0])])
        if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "T" \
                and len(node.args) == 2 and not node.keywords:
            if f.attr in _OPS:
                return ast.BinOp(node.args[0], _OPS[f.attr](), node.args[1])
            if f.attr in _CMP:
                return ast.Compare(node.args[0], [_CMP[f.attr]()], [node.args[1]])
            if f.attr in _BOOL:
                return ast.BoolOp(_BOOL[f.attr](), list(node.args))
            if f.attr in _CALLS:
                return ast.Call(ast.Attribute(f.value, _CALLS[f.attr], ast.Load()), node.args, [])
        return node


class _Scalars(ast.NodeTransformer):
    """TVM prints a store into a shape-(1,) buffer ``A`` as ``A = v`` (which its own parser
    does not read back): ``A[0] = v``."""

    def __init__(self, names: set):
        self.names = names

    def visit_Assign(self, node):
        if len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                and node.targets[0].id in self.names:
            target = ast.Subscript(ast.Name(node.targets[0].id, ast.Load()), ast.Constant(0),
                                   ast.Store())
            return ast.Assign([target], node.value)
        return node


def _unit_buffers(tree) -> set:
    """Parameters annotated ``T.Buffer((1,), ...)``."""
    names = set()
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef):
            for a in fn.args.args:
                ann = a.annotation
                if isinstance(ann, ast.Call) and ann.args and isinstance(ann.args[0], ast.Tuple) \
                        and len(ann.args[0].elts) == 1 \
                        and isinstance(ann.args[0].elts[0], ast.Constant) \
                        and ann.args[0].elts[0].value == 1:
                    names.add(a.arg)
    return names


def _desugared(text: str) -> str | None:
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return None
    tree = _Scalars(_unit_buffers(tree)).visit(_Sugar().visit(tree))
    return ast.unparse(ast.fix_missing_locations(tree))


def read(texts: tuple[str, ...], label: str):
    """A verirw PrimFunc from TVM's printed text (with sugar, then without, then with TVM's
    ``T.Sub(a, b)`` forms as operators); raises the first ScriptError."""
    from verirw.errors import ScriptError
    from verirw.parser import parse
    from verirw.tvm_passes import normalize_printed
    first = None
    candidates = list(texts) + [t for t in map(_desugared, texts) if t]
    for text in candidates:
        try:
            return parse(normalize_printed(text), filename=label)
        except ScriptError as e:
            first = first or e
    raise first


# ----------------------------------------------------------------------------- one program


@dataclass
class Examined:
    """One program through one pass. ``status``: tvm-crash, skipped, unchanged, proven,
    refuted, unknown; a refutation is ``confirmed`` (True) or disputed with ``cls``."""
    status: str
    reason: str = ""
    text: str = ""
    after: str = ""
    confirmed: bool | None = None
    cls: str = ""
    witness: dict = field(default_factory=dict)
    inputs: dict = field(default_factory=dict)
    scalars: dict = field(default_factory=dict)
    order: list = field(default_factory=list)
    before_ir: object = None


def examine(text: str, spec: str, helper, *, max_work: int = MAX_WORK,
            timeout_s: float = TIMEOUT_S) -> Examined:
    from verirw.errors import VerirwError
    from verirw.tvm_passes import attribute_change, same_function
    from verirw.verify import check
    answer = helper.apply(text, spec)
    crashed = _crash(answer, text)
    if crashed is not None:
        return crashed
    if answer[0] == "refused":
        return Examined("skipped", f"TVM cannot parse the program: {answer[1]}", text)
    _, before_text, before_plain, after_text, after_plain, changed = answer
    if not changed:
        return Examined("unchanged", "TVM's pass returned the function unchanged", text,
                        after_text)
    try:
        f_before = read((before_text, before_plain), "<before>")
        f_after = read((after_text, after_plain), "<after>")
    except VerirwError as e:
        return Examined("skipped", f"verirw cannot read TVM's text: {str(e).splitlines()[0]}",
                        text, after_text)
    why = attribute_change(f_before, f_after)
    if why is not None:
        return Examined("unknown", why, text, after_text)
    if same_function(f_before, f_after):
        return Examined("unchanged", "identical in verirw's IR", text, after_text)
    try:
        result = check(f_before, f_after, timeout_s=timeout_s, max_work=max_work,
                       search="last")
    except VerirwError as e:
        return Examined("unknown", f"check stopped: {type(e).__name__}: "
                        f"{str(e).splitlines()[0] if str(e) else ''}", text, after_text)
    status = result.status if result.status in ("proven", "refuted") else "unknown"
    out = Examined(status, result.reason, text, after_text, before_ir=f_before)
    if status == "refuted":
        confirm(out, result, f_before, f_after, spec, helper)
    return out


def _crash(answer, text: str) -> Examined | None:
    """The helper's answer as a TVM crash (killed or raised), else None."""
    if answer[0] == "crash":
        return Examined("tvm-crash", f"the pass killed TVM: {answer[1]}", text)
    if answer[0] == "raised":
        return Examined("tvm-crash", f"the pass raised: {answer[1]}", text)
    return None


def crash_signature(reason: str) -> str:
    """A TVM crash's kind: its message's first line with numbers and addresses masked (two
    programs that trip the same ``ICHECK`` share it)."""
    first = reason.strip().splitlines()[0] if reason.strip() else ""
    return re.sub(r"0x[0-9a-fA-F]+|\d+", "N", first)[:200]


def _text_candidates(text: str):
    """Smaller texts than ``text``, edited as Python (TVM reads them, whether verirw's IR
    keeps the construct that crashes or not: a ``T.init()`` block, an annotation): one
    statement of a body dropped (a body left empty gets ``T.evaluate(0)``), an ``if``
    replaced by its ``then`` branch, its ``else`` dropped."""
    tree = ast.parse(text)
    bodies = [(node, name) for node in ast.walk(tree)
              for name in ("body", "orelse")
              if isinstance(getattr(node, name, None), list) and getattr(node, name)
              and isinstance(getattr(node, name)[0], ast.stmt)
              and not isinstance(node, ast.Module)]
    for node, name in bodies:
        stmts = getattr(node, name)
        for k in range(len(stmts)):
            if isinstance(node, ast.FunctionDef) and len(stmts) == 1:
                continue
            rest = stmts[:k] + stmts[k + 1:]
            if not rest and name == "orelse":
                replacement = []
            else:
                replacement = rest or [ast.parse("T.evaluate(0)").body[0]]
            setattr(node, name, replacement)
            yield ast.unparse(tree) + "\n"
            setattr(node, name, stmts)
            if isinstance(stmts[k], ast.If):
                branch = stmts[k]
                setattr(node, name, stmts[:k] + branch.body + stmts[k + 1:])
                yield ast.unparse(tree) + "\n"
                setattr(node, name, stmts)


def minimise_crash(found: Examined, spec: str, helper, *,
                   budget_s: float = CRASH_SHRINK_S) -> Examined:
    """``found`` (a TVM crash) made smaller, within ``budget_s``, while TVM's pass still
    crashes with the same ``crash_signature``: statements dropped and branches taken on the
    program's text (``_text_candidates``), each asked of TVM alone (no check is needed to
    know a crash)."""
    deadline = time.monotonic() + budget_s
    kind = crash_signature(found.reason)
    best, progress = found, True
    while progress and time.monotonic() < deadline:
        progress = False
        try:
            candidates = list(_text_candidates(best.text))
        except SyntaxError:
            break
        for text in candidates:
            if time.monotonic() > deadline:
                break
            if len(text) >= len(best.text):
                continue
            again = _crash(helper.apply(text, spec), text)
            if again is not None and crash_signature(again.reason) == kind:
                best, progress = again, True
                break
    return best


def save_crash(found: Examined, original: Examined, spec: str, shard: str, out: str) -> str:
    """``DIR/crashes/<pass>-<digest>.json``: the minimal program, TVM's message and the
    program it was minimised from (one file per pass and crash kind)."""
    folder = Path(out) / "crashes"
    folder.mkdir(parents=True, exist_ok=True)
    kind = crash_signature(found.reason)
    digest = hashlib.sha1((spec + kind).encode()).hexdigest()[:10]
    path = folder / f"{spec.rsplit('.', 1)[-1].rsplit(':', 1)[-1]}-{digest}.json"
    path.write_text(json.dumps({"pass": spec, "shard": shard, "kind": kind,
                                "reason": found.reason, "program": found.text,
                                "original": original.text}, indent=1) + "\n")
    return str(path)


# ----------------------------------------------------------------------------- confirmation


def _same(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Per element: the same bits, or both NaN."""
    from verirw.verify.replay import same_all
    same = same_all(a, b)
    if same is None:
        same = (a == b)
    return same


def _jsonable(v):
    v = v.item() if hasattr(v, "item") else v
    if isinstance(v, float) and (v != v or v in (float("inf"), float("-inf"))):
        return repr(v)
    return v


def confirm(out: Examined, result, f_before, f_after, spec: str, helper) -> None:
    """Put a refutation to TVM's runtime: ``out.confirmed``, ``out.cls``, ``out.witness``."""
    from verirw.errors import VerirwError
    from verirw.interp import run
    cex = result.counterexample or {}
    inputs = {k: np.asarray(v) for k, v in cex.get("inputs", {}).items()
              if k in f_before.buffers}
    scalars = {k: int(v) if not isinstance(v, float) else v
               for k, v in cex.get("scalars", {}).items()}
    out.inputs, out.scalars = inputs, scalars
    if set(inputs) != set(f_before.buffers):
        out.confirmed, out.cls = False, "tvm-cannot-run"
        out.reason += " [the counterexample does not give every buffer]"
        return
    order = [(f_before.param_buffer(p) is not None,
              f_before.param_buffer(p).name if f_before.param_buffer(p) is not None else p.name)
             for p in f_before.params]
    out.order = order
    answer = helper.run(out.text, spec, order, inputs, scalars)
    if answer[0] != "ran" or answer[1][0] != "ok" or answer[2][0] != "ok":
        out.confirmed, out.cls = False, "tvm-cannot-run"
        side = [s for s in answer[1:3] if s[0] != "ok"] if answer[0] == "ran" else [answer]
        out.witness = {"tvm": " / ".join(" ".join(map(str, s)) for s in side)[:500]}
        return
    tb, ta = answer[1][1], answer[2][1]
    try:
        rb = run(f_before, **inputs, **scalars)
    except VerirwError as e:
        out.confirmed, out.cls = False, "unexplained"
        out.witness = {"verirw": f"before fails on the counterexample: {e}"}
        return
    try:
        ra = run(f_after, **inputs, **scalars)
        after_error = None
    except VerirwError as e:
        ra, after_error = None, str(e).splitlines()[0]
    nan_only = None
    for name in rb.arrays:
        mask = rb.defined[name].copy()
        if name in rb.poisoned:
            mask &= ~rb.poisoned[name]
        b, a = np.asarray(tb[name]), np.asarray(ta[name])
        differ = mask & ~_same(b, a)
        if differ.any():
            # a witness where before's executable computes the program's meaning (verirw's
            # interpreter) is stable; elsewhere before's value may be garbage (TVM's compile
            # of the input itself read outside a buffer, docs/tvm-findings.md), so a saved
            # test must not pin it
            meant = np.asarray(rb[name])
            stable = differ & _same(b, meant) & ~_same(a, meant)
            where = stable if stable.any() else differ
            idx = tuple(int(i) for i in np.argwhere(where)[0])
            out.confirmed = True
            out.witness = {"buffer": name, "index": list(idx), "before": _jsonable(b[idx]),
                           "after": _jsonable(a[idx]), "verirw_before": _jsonable(meant[idx]),
                           "before_is_meaning": bool(stable.any())}
            return
        if np.issubdtype(b.dtype, np.floating) and b.shape == a.shape:
            u = {2: np.uint16, 4: np.uint32, 8: np.uint64}.get(b.dtype.itemsize)
            if u is not None and (mask & (np.ascontiguousarray(b).view(u)
                                          != np.ascontiguousarray(a).view(u))).any():
                nan_only = name
    out.confirmed = False
    out.cls, out.witness = _classify(rb, ra, after_error, tb, ta, result, nan_only)


def _classify(rb, ra, after_error, tb, ta, result, nan_only):
    """Why TVM's executables agree where check refuted (``CLASSES``)."""
    if result.confirmed is False:
        return "not-replayed", {}
    if after_error is not None:
        return "ub-in-after", {"verirw_after": after_error}
    for name in rb.arrays:
        mask = rb.defined[name].copy()
        if name in rb.poisoned:
            mask &= ~rb.poisoned[name]
        poisoned = mask & ra.poisoned[name] if name in ra.poisoned else np.zeros_like(mask)
        undefined = mask & ~ra.defined[name] & ~poisoned
        wrong = mask & ~undefined & ~poisoned & ~_same(rb[name], ra[name])
        for kind, where in (("overflow", poisoned), ("undef", undefined), ("value", wrong)):
            if not where.any():
                continue
            idx = tuple(int(i) for i in np.argwhere(where)[0])
            w = {"buffer": name, "index": list(idx), "verirw_before": _jsonable(rb[name][idx]),
                 "verirw_after": None if kind != "value" else _jsonable(ra[name][idx]),
                 "tvm_before": _jsonable(tb[name][idx]), "tvm_after": _jsonable(ta[name][idx])}
            if kind != "value":
                return kind, w
            tvm_b = np.asarray(tb[name])[idx]
            if not _same(np.asarray(rb[name][idx]), np.asarray(tvm_b)):
                vals = [rb[name][idx], ra[name][idx], tvm_b]
                special = any(np.issubdtype(np.asarray(v).dtype, np.floating)
                              and (not np.isfinite(v) or (v == 0 and np.signbit(v)))
                              for v in vals)
                return ("float-folding" if special else "pipeline-rewrites-before"), w
            return "semantics-gap", w
    if nan_only is not None:
        return "ieee-nan-payload", {"buffer": nan_only}
    return "unexplained", {}


# ----------------------------------------------------------------------------- minimising


def _candidates(f):
    """Smaller programs than ``f`` (verirw IR): a statement of a sequence dropped, an ``if``
    replaced by one branch or its else dropped, a loop by its body at its first iteration, a
    let by its body with the value substituted, a block by its body."""
    from verirw import ir
    from verirw.visit import substitute, transform, walk
    sites = [n for n in walk(f.body) if isinstance(n, (ir.SeqStmt, ir.IfThenElse, ir.For,
                                                       ir.LetStmt, ir.Block))]

    def replaced(target, new):
        def pre(n):
            return new if n is target else None
        return f.with_body(transform(f.body, lambda n: n, pre))

    for site in sites:
        if isinstance(site, ir.SeqStmt):
            for k in range(len(site.stmts)):
                rest = site.stmts[:k] + site.stmts[k + 1:]
                yield replaced(site, rest[0] if len(rest) == 1 else ir.SeqStmt(rest))
        elif isinstance(site, ir.IfThenElse):
            yield replaced(site, site.then_case)
            if site.else_case is not None:
                yield replaced(site, site.else_case)
                yield replaced(site, ir.IfThenElse(site.condition, site.then_case, None))
        elif isinstance(site, ir.For):
            yield replaced(site, substitute(site.body, {site.loop_var: site.min}))
        elif isinstance(site, ir.LetStmt):
            yield replaced(site, substitute(site.body, {site.var: site.value}))
        elif isinstance(site, ir.Block):
            yield replaced(site, site.body)


def minimise(found: Examined, spec: str, helper, *, budget_s: float = SHRINK_S,
             max_work: int = MAX_WORK, timeout_s: float = TIMEOUT_S) -> Examined:
    """``found`` (confirmed) made smaller while it stays confirmed, within ``budget_s``."""
    from verirw.printer import DialectError, script
    from verirw.visit import count_nodes
    deadline = time.monotonic() + budget_s
    best = found
    progress = True
    while progress and time.monotonic() < deadline and best.before_ir is not None:
        progress = False
        size = count_nodes(best.before_ir.body)
        for g in _candidates(best.before_ir):
            if time.monotonic() > deadline:
                break
            if count_nodes(g.body) >= size:
                continue
            try:
                text = script(g, dialect="tvm")
            except (DialectError, ValueError):
                continue
            try:
                again = examine(text, spec, helper, max_work=max_work, timeout_s=timeout_s)
            except Exception:       # noqa: BLE001 - a candidate verirw cannot handle: not taken
                continue
            if again.status == "refuted" and again.confirmed:
                best, progress = again, True
                break
    return best


# ----------------------------------------------------------------------------- saving

_TEST = '''"""Found by `verirw tvm-fuzz` ({spec}, shard {shard}) and minimised: TVM's {short} changes
what this function computes. verirw.check refutes the step; TVM's own executables of before
and after (tvm.compile, llvm) disagree on the counterexample below.

    {reason}

This test asserts TVM's wrong output (docs/tvm-findings.md): it fails once TVM is fixed.
"""

import numpy as np
import pytest

pytest.importorskip("tvm")

PASS = {spec!r}

BEFORE = {before}

#: TVM's after, as printed when this was found (for reading; the test runs the pass again)
AFTER = {after!r}

INPUTS = {inputs}
SCALARS = {scalars!r}
#: the parameters in order: (is a buffer, name)
ORDER = {order!r}
#: buffer, index, the program's value there (verirw's interpreter), whether before's
#: executable gave that value when found (else its value there is not pinned: it may be garbage)
WITNESS = {witness!r}


def _value(text):
    return float(text) if isinstance(text, str) else text


def _same(a, b):
    a, b = np.asarray(a), np.asarray(b)
    return bool(a == b or (np.issubdtype(a.dtype, np.floating) and np.isnan(a) and np.isnan(b)))


def test_tvm_fuzz_{digest}():
    from verirw.tvmfuzz.helper import run_pair
    inputs = {{k: np.frombuffer(bytes.fromhex(h), dtype=d).reshape(s).copy()
              for k, (d, s, h) in INPUTS.items()}}
    answer = run_pair(BEFORE, PASS, ORDER, inputs, SCALARS)
    assert answer[0] == "ran" and answer[1][0] == "ok" and answer[2][0] == "ok", answer
    name, index, meaning, before_is_meaning = WITNESS
    before, after = answer[1][1][name][tuple(index)], answer[2][1][name][tuple(index)]
    assert not _same(after, _value(meaning))               # TVM's wrong output
    if before_is_meaning:
        assert _same(before, _value(meaning))
'''


def save_finding(found: Examined, spec: str, shard: str, out: str) -> str:
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha1((spec + found.text).encode()).hexdigest()[:10]
    short = spec.rsplit(".", 1)[-1].rsplit(":", 1)[-1]
    inputs = "{\n" + "".join(
        f"    {k!r}: ({str(v.dtype)!r}, {tuple(v.shape)!r}, {np.ascontiguousarray(v).tobytes().hex()!r}),\n"
        for k, v in found.inputs.items()) + "}"
    w = found.witness
    path = folder / f"test_tvm_{short.lower()}_{digest}.py"
    text = found.text
    before = (f'"""\n{text}"""' if '"""' not in text and "\\" not in text
              and text.endswith("\n") else repr(text))
    path.write_text(_TEST.format(spec=spec, shard=shard, short=short,
                                 reason=found.reason.replace('"', "'").splitlines()[0],
                                 before=before, after=found.after, inputs=inputs,
                                 scalars=found.scalars, digest=digest, order=found.order,
                                 witness=(w["buffer"], w["index"], w["verirw_before"],
                                          w.get("before_is_meaning", False))))
    return str(path)


def save_disputed(found: Examined, spec: str, shard: str, out: str) -> str:
    folder = Path(out) / "disputed"
    folder.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha1((spec + found.text).encode()).hexdigest()[:10]
    path = folder / f"{found.cls}-{spec.rsplit('.', 1)[-1].rsplit(':', 1)[-1]}-{digest}.json"
    path.write_text(json.dumps({
        "pass": spec, "shard": shard, "class": found.cls, "explanation": CLASSES[found.cls],
        "reason": found.reason, "witness": found.witness, "before": found.text,
        "after": found.after,
        "inputs": {k: v.tolist() for k, v in found.inputs.items()},
        "scalars": found.scalars}, indent=1, default=_jsonable) + "\n")
    return str(path)


# ----------------------------------------------------------------------------- shards


STATUSES = ("programs", "tvm_crashes", "skipped", "unchanged", "proven", "refuted",
            "confirmed", "disputed", "unknown")
#: examples kept per shard of each kind (disputed class, crash, skip reason)
EXAMPLES = 2


def empty_stats() -> dict:
    return {**dict.fromkeys(STATUSES, 0), "disputed_classes": {}, "examples": []}


@dataclass(frozen=True)
class TVMFuzzShard:
    """``count`` programs of seed ``seed`` through the pass ``spec``."""
    spec: str
    seed: int
    count: int
    out: str
    max_depth: int = 3
    max_work: int = MAX_WORK
    timeout_s: float = TIMEOUT_S
    shrink_s: float = SHRINK_S
    crash_shrink_s: float = CRASH_SHRINK_S
    kind: ClassVar[str] = "tvm-fuzz"

    @property
    def key(self) -> str:
        return f"tvm-fuzz/{self.spec}/d{self.max_depth}/w{self.max_work}/s{self.seed}+{self.count}"

    def run(self, state):
        from hypothesis import HealthCheck, given, seed as hseed, settings
        from hypothesis.errors import HypothesisWarning
        from verirw.campaign.fuzzing import without_local_constants
        from verirw.campaign.shards import Failure, ShardResult
        from verirw.tvmfuzz.helper import TVMHelper
        from verirw.tvmfuzz.programs import programs
        helper = state.get("tvm-fuzz-helper", TVMHelper)
        strategy = state.get(("tvm-fuzz-programs", self.max_depth),
                             lambda: programs(self.max_depth))
        stats = empty_stats()
        failures: list = []
        found: list[Examined] = []
        seen = collections.Counter()

        crash_kinds: set = set()

        def keep(kind: str, e: Examined, family: str, **more) -> None:
            if seen[kind] < EXAMPLES:
                seen[kind] += 1
                stats["examples"].append({"kind": kind, "family": family, "reason": e.reason,
                                          "witness": e.witness, "before": e.text,
                                          "after": e.after, **more})

        def crash(e: Examined, family: str) -> None:
            """The first crash of each kind in the shard is minimised (and saved)."""
            kind = crash_signature(e.reason)
            if kind in crash_kinds or self.crash_shrink_s <= 0:
                keep("tvm-crash", e, family)
                return
            crash_kinds.add(kind)
            small = minimise_crash(e, self.spec, helper, budget_s=self.crash_shrink_s)
            if self.out:
                save_crash(small, e, self.spec, self.key, self.out)
            keep("tvm-crash", e, family, minimal=small.text)

        @hseed(self.seed)
        @settings(max_examples=self.count, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck), phases=["generate"])
        @given(strategy)
        def go(drawn):
            family, text = drawn
            stats["programs"] += 1
            if text is None:
                stats["skipped"] += 1
                return
            e = examine(text, self.spec, helper, max_work=self.max_work,
                        timeout_s=self.timeout_s)
            key = {"tvm-crash": "tvm_crashes"}.get(e.status, e.status)
            stats[key] += 1
            if e.status == "tvm-crash":
                crash(e, family)
            elif e.status == "skipped":
                keep("skipped", e, family)
            elif e.status == "refuted":
                if e.confirmed:
                    stats["confirmed"] += 1
                    found.append(e)
                else:
                    stats["disputed"] += 1
                    classes = stats["disputed_classes"]
                    classes[e.cls] = classes.get(e.cls, 0) + 1
                    keep(f"disputed:{e.cls}", e, family)
                    if self.out:
                        save_disputed(e, self.spec, self.key, self.out)

        with warnings.catch_warnings(), without_local_constants():
            warnings.simplefilter("ignore", HypothesisWarning)
            go()
        for k, e in enumerate(found):
            # the first finding of a shard is minimised; the others (usually the same bug on
            # other programs) are saved as found
            small = e if k >= MINIMISE_PER_SHARD else minimise(
                e, self.spec, helper, budget_s=self.shrink_s, max_work=self.max_work,
                timeout_s=self.timeout_s)
            path = save_finding(small, self.spec, self.key, self.out) if self.out else ""
            w = small.witness
            failures.append(Failure(self.key, "refuted", f"{self.spec}: CONFIRMED by TVM's "
                                    f"runtime: {w.get('buffer')}{w.get('index')} before "
                                    f"{w.get('before')!r}, after {w.get('after')!r}; "
                                    f"{small.reason.splitlines()[0]}", path))
        verdicts = tuple((f"{self.spec}: {s}", stats[k]) for s, k in
                         (("proven", "proven"), ("refuted", "refuted"), ("unknown", "unknown"),
                          ("unchanged", "unchanged"), ("skipped", "skipped"),
                          ("tvm-crash", "tvm_crashes")) if stats[k])
        return ShardResult(stats["programs"], verdicts, tuple(failures), payload=stats)


def shards(specs: list[str], *, examples: int, seed: int, out: str, max_depth: int = 3,
           max_work: int = MAX_WORK, timeout_s: float = TIMEOUT_S, shrink_s: float = SHRINK_S,
           chunk: int = CHUNK) -> list[TVMFuzzShard]:
    """Per pass, seed ranges of ``chunk`` programs (the same programs for every pass)."""
    return [TVMFuzzShard(spec, seed * 100_003 + k, min(chunk, examples - k), out, max_depth,
                         max_work, timeout_s, shrink_s)
            for spec in specs for k in range(0, examples, chunk)]


# ----------------------------------------------------------------------------- summary


def merge(summary, specs: list[str]) -> dict:
    """Per pass counts and the campaign's totals from a ``verirw.campaign.Summary``."""
    per = {spec: empty_stats() for spec in specs}
    for o in summary.outcomes:
        if o.result is None:
            continue
        spec = o.key.split("/")[1]
        stats, part = per.setdefault(spec, empty_stats()), o.result.payload
        for k in STATUSES:
            stats[k] += part[k]
        for c, n in part["disputed_classes"].items():
            stats["disputed_classes"][c] = stats["disputed_classes"].get(c, 0) + n
        stats["examples"] += part["examples"]
    return per


def report(summary, specs: list[str], code: int, **more) -> tuple[dict, list[str]]:
    per = merge(summary, specs)
    totals = {k: sum(p[k] for p in per.values()) for k in STATUSES}
    classes: collections.Counter = collections.Counter()
    for p in per.values():
        classes.update(p["disputed_classes"])
    obj = {"command": "tvm-fuzz",
           "status": {0: "ok", 1: "refuted", 2: "unknown", 3: "invalid",
                      4: "internal-error"}[code],
           "exit_code": code, "reason": summary.line(), **summary.to_json(),
           "tvm_crashes": totals["tvm_crashes"], "confirmed": totals["confirmed"],
           "disputed": totals["disputed"], "unchanged": totals["unchanged"],
           "skipped": totals["skipped"], "disputed_classes": dict(sorted(classes.items())),
           "passes": {s: {k: v for k, v in p.items() if k != "examples"}
                      for s, p in per.items()},
           "samples": {s: p["examples"] for s, p in per.items() if p["examples"]}, **more}
    lines = [summary.line()]
    head = f"  {'pass':44} " + " ".join(f"{k:>9}" for k in STATUSES)
    lines.append(head)
    for s, p in per.items():
        lines.append(f"  {s:44} " + " ".join(f"{p[k]:>9}" for k in STATUSES))
        for c, n in sorted(p["disputed_classes"].items()):
            lines.append(f"      disputed {c}: {n}")
    for f in summary.failures:
        lines.append(f"  CONFIRMED {f.report.splitlines()[0]} -> {f.reproducer}")
    for s, p in per.items():
        for ex in p["examples"]:
            if ex["kind"] == "tvm-crash":
                small = ex.get("minimal")
                note = (f" (minimised: {len(ex['before'].splitlines())} -> "
                        f"{len(small.splitlines())} lines)" if small else "")
                lines.append(f"  TVM CRASH {s}: {ex['reason'][:200]}{note}")
    for o in summary.failed_shards:
        lines.append(f"  FAILED {o.key}: {o.reason.splitlines()[0] if o.reason else ''}")
    return obj, lines
