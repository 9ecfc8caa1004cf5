"""Lowering of flattened IR to LLVM through llvmlite, and the JIT (``verirw.build``).

Shipped as ``verirw.codegen``; the lowering arrives with issue 8.
"""
