"""LLVM's optimisation pipeline and the JIT, through llvmlite.

One place knows the llvmlite API shapes of this machine (``../shared/TECH-NOTES.md``): the new
pass manager at O3 with the loop and SLP vectorizers on, a target machine tuned for the host CPU
(its name and features, so AVX-512 or AVX2 code is used where the host has it), and MCJIT.
MCJIT takes ownership of its target machine, so every engine gets its own and ``Compiled``
keeps the engine alive as long as its function may be called.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import cache

import llvmlite.binding as llvm

_LOCK = threading.Lock()


@cache
def _initialise() -> None:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()


@cache
def host() -> tuple[str, str, str]:
    """(triple, cpu name, feature string) of the machine we run on."""
    _initialise()
    return llvm.get_process_triple(), llvm.get_host_cpu_name(), llvm.get_host_cpu_features().flatten()


def target_machine() -> llvm.TargetMachine:
    """A fresh target machine for the host CPU at -O3 (one per engine: MCJIT owns it)."""
    triple, cpu, features = host()
    target = llvm.Target.from_triple(triple)
    return target.create_target_machine(cpu=cpu, features=features, opt=3, codemodel="jitdefault")


def optimise(module: llvm.ModuleRef, tm: llvm.TargetMachine, *, speed_level: int = 3,
             slp: bool = True) -> None:
    """Run the O3 module pipeline with the loop vectorizer (and the SLP vectorizer unless
    ``slp=False``) on, in place."""
    pto = llvm.create_pipeline_tuning_options(speed_level=speed_level)
    pto.loop_vectorization = True
    pto.slp_vectorization = slp
    pto.loop_unrolling = True
    pb = llvm.create_pass_builder(tm, pto)
    pb.getModulePassManager().run(module, pb)


def parse(text: str, tm: llvm.TargetMachine) -> llvm.ModuleRef:
    """Parse textual LLVM IR for the host target and verify it."""
    mod = llvm.parse_assembly(text)
    mod.triple = tm.triple
    mod.data_layout = str(tm.target_data)
    mod.verify()
    return mod


@dataclass
class Compiled:
    """A JIT-compiled function: its address, the optimised IR and the engine keeping it alive."""

    address: int
    optimised_ir: str
    engine: object
    target: llvm.TargetMachine

    def assembly(self, module_text: str) -> str:
        """Host assembly of the optimised module (for ``verirw build --emit asm``)."""
        with _LOCK:
            return target_machine().emit_assembly(llvm.parse_assembly(module_text))


def compile_ir(text: str, symbol: str, *, slp: bool = True) -> Compiled:
    """Optimise ``text`` at O3 for the host and JIT it; returns ``symbol``'s address."""
    _initialise()
    with _LOCK:
        tm = target_machine()
        mod = parse(text, tm)
        optimise(mod, tm, slp=slp)
        optimised = str(mod)
        engine = llvm.create_mcjit_compiler(mod, tm)
        engine.finalize_object()
        address = engine.get_function_address(symbol)
    if not address:
        raise RuntimeError(f"JIT produced no address for {symbol}")
    return Compiled(address, optimised, engine, tm)
