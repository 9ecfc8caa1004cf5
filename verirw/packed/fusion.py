"""Does a TVM target fuse ``llvm.fmuladd``? Asked of LLVM itself, through llvmlite.

TVM's ``tirx.LowerIntrin`` turns every float ``a * b + c`` into ``llvm.fmuladd(a, b, c)``,
which LLVM's language reference lets the back end compute either as a fused multiply-add (one
rounding) or as a multiply then an add (two), "if the code generator determines that (a) the
target instruction set has support for a fused operation, and (b) that the fused operation is
more efficient". The choice is therefore a fact of the target, measured on TVM 0.27
(tests/test_packed_fusion.py): ``target="llvm"`` (the generic x86-64 CPU) computes
``A[i] * B[i] + D[i]`` unfused, ``{"kind": "llvm", "mcpu": "haswell"}`` fused, on the same
inputs.

Rather than keep a table of CPUs, verirw compiles two one-line functions for the function's
target (triple, ``mcpu``, ``mattr``): ``llvm.fmuladd`` and ``llvm.fma`` (always fused). Equal
machine code means fused; otherwise LLVM lowered ``fmuladd`` to the only other form it has,
a multiply and an add. Anything verirw cannot ask this way (no target attribute, another
kind, a triple llvmlite does not know, float16, which LLVM may widen) is ``Unsupported``.
"""

from __future__ import annotations

import ast
import functools
import re

from verirw import ir
from verirw.errors import VerirwError

#: the LLVM type of each float dtype the question is asked for
_LLVM_FLOAT = {"float32": ("float", "f32"), "float64": ("double", "f64")}


class FusionUnknown(VerirwError):
    """verirw cannot tell whether the target fuses ``llvm.fmuladd``."""


def fuses(func: ir.PrimFunc, dtype) -> bool:
    """Does ``func``'s target compute ``llvm.fmuladd`` of ``dtype`` with one rounding?"""
    if dtype.name not in _LLVM_FLOAT:
        raise FusionUnknown(f"llvm.fmuladd of {dtype}: LLVM may widen it, so verirw does not "
                            "model it")
    target = dict(func.attrs).get("target")
    if target is None:
        raise FusionUnknown(f"{func.name} has no target attribute: whether llvm.fmuladd is "
                            "fused depends on the target")
    spec = _target_spec(getattr(target, "text", ""))
    if spec.get("kind") != "llvm":
        raise FusionUnknown(f"the target kind {spec.get('kind')!r}: verirw asks LLVM about "
                            "llvm targets only")
    triple = spec.get("mtriple") or _host_triple()
    mattr = spec.get("mattr") or ()
    if isinstance(mattr, str):
        mattr = (mattr,)
    return _llvm_fuses(str(triple), str(spec.get("mcpu") or ""), ",".join(map(str, mattr)),
                       dtype.name)


def _target_spec(text: str) -> dict:
    """The literal dict of ``T.target({...})`` (without its ``host``)."""
    try:
        call = ast.parse(text, mode="eval").body
        spec = ast.literal_eval(call.args[0]) if isinstance(call, ast.Call) and call.args else None
    except (SyntaxError, ValueError):
        spec = None
    if not isinstance(spec, dict):
        raise FusionUnknown(f"unreadable target {text[:80]!r}")
    return spec


def _host_triple() -> str:
    import llvmlite.binding as llvm
    return llvm.get_default_triple()


@functools.cache
def _llvm_fuses(triple: str, cpu: str, features: str, dtype: str) -> bool:
    import llvmlite.binding as llvm
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    ty, suffix = _LLVM_FLOAT[dtype]
    text = "\n".join(
        f"declare {ty} @llvm.{op}.{suffix}({ty}, {ty}, {ty})\n"
        f"define {ty} @{op}({ty} %a, {ty} %b, {ty} %c) {{\n"
        f"  %r = call {ty} @llvm.{op}.{suffix}({ty} %a, {ty} %b, {ty} %c)\n  ret {ty} %r\n}}"
        for op in ("fmuladd", "fma"))
    try:
        machine = llvm.Target.from_triple(triple).create_target_machine(
            cpu=cpu, features=features, opt=2)
        module = llvm.parse_assembly(text)
        module.triple = triple
        asm = machine.emit_assembly(module)
    except RuntimeError as e:
        raise FusionUnknown(f"LLVM cannot compile for {triple} (cpu {cpu!r}, features "
                            f"{features!r}): {e}") from None
    return _body(asm, "fmuladd") == _body(asm, "fma")


def _body(asm: str, name: str) -> list[str]:
    """The instructions of function ``name`` in ``asm`` (labels, directives, comments off)."""
    m = re.search(rf"^{name}:[^\n]*\n(.*?)(?=^\S|\Z)", asm, re.S | re.M)
    if m is None:
        raise FusionUnknown(f"no code for {name} in LLVM's assembly")
    lines = (line.split("#")[0].split("//")[0].strip() for line in m.group(1).splitlines())
    return [line for line in lines if line and not line.startswith(".")]


def prefetch(func: ir.PrimFunc) -> None:
    """Ask LLVM now (``_llvm_fuses`` keeps the answer) about every ``llvm.fmuladd`` of
    ``func``, so that a check forked after this inherits the answer instead of starting LLVM
    again (0.2-0.3 s per process). What cannot be asked is left for the check to report."""
    from verirw.visit import walk
    dtypes = {n.dtype for n in walk(func.body) if isinstance(n, ir.RuntimeCall)
              and n.op == "call_llvm_pure_intrin" and getattr(n, "name", None) == "llvm.fmuladd"}
    for dtype in dtypes:
        try:
            fuses(func, dtype)
        except VerirwError:
            pass
