"""Lowering of flattened IR to LLVM through llvmlite, and the JIT (``verirw.build``).

Shipped as ``verirw.codegen``. ``prepare(func)`` runs the lowering passes code generation needs
(flatten, remove_store_undef); ``build(func)`` validates, lowers (``lower``), optimises at O3 for
the host and JIT-compiles (``jit``), and returns a cached ``Kernel`` (``kernel``) to call on
numpy arrays.
"""

from verirw.codegen.kernel import FLOAT_MODES, Kernel, build, cache_info
from verirw.codegen.lower import lower_to_llvm
from verirw.codegen.validate import BuildError, prepare, validate

__all__ = ["build", "Kernel", "BuildError", "prepare", "validate", "lower_to_llvm",
           "FLOAT_MODES", "cache_info"]
