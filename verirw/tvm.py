"""The bridge to Apache TVM (``pip install verirw[tvm]``; TVM 0.27): its one public face.

    from verirw.tvm import from_tvm, to_tvm, ValidatePasses, validate_compile

Pass by pass (``from_tvm``/``to_tvm``, the ``ValidatePasses`` instrument, ``validate_step``)
lives in verirw.tvm_passes; one call for a whole ``tvm.compile`` (``validate_compile``) in
verirw.tvm_compile, which builds on it. Neither imports ``tvm`` until one of their functions
is called: verirw's core runs without TVM. See docs/tvm-interop.md.
"""

from __future__ import annotations

from verirw.tvm_compile import CompileReport, CompileStep, TVMCompileError, validate_compile
from verirw.tvm_passes import (LOWERED, MEANINGFUL, PassRefuted, Step, TVMNotAvailable,
                               attribute_change, from_tvm, is_tvm_object, packed_constructs,
                               prim_funcs, same_function, to_tvm, tvm_module,
                               tvm_structural_equal, validate_step)


def __getattr__(name: str):
    """``ValidatePasses`` is built on first use (defining it needs ``import tvm``)."""
    if name == "ValidatePasses":
        from verirw import tvm_passes
        return tvm_passes.ValidatePasses
    raise AttributeError(f"module 'verirw.tvm' has no attribute {name!r}")


__all__ = ["from_tvm", "to_tvm", "ValidatePasses", "Step", "validate_step", "prim_funcs",
           "is_tvm_object", "TVMNotAvailable", "PassRefuted", "attribute_change", "same_function",
           "packed_constructs", "LOWERED", "MEANINGFUL", "tvm_module", "tvm_structural_equal",
           "validate_compile", "CompileReport", "CompileStep", "TVMCompileError"]
