"""Scalar data types of the IR and the arithmetic facts every engine shares.

A dtype is interned: ``DType.get("int32") is INT32``. The interpreter, the z3 bridge and the
code generator all ask the dtype for its width and range instead of parsing names again.
"""

from __future__ import annotations

from dataclasses import dataclass

import ml_dtypes
import numpy as np


@dataclass(frozen=True, slots=True)
class DType:
    """A scalar type: ``kind`` is "int", "uint", "bool", "float" or "handle"."""

    name: str
    kind: str
    bits: int

    def __repr__(self) -> str:
        return self.name

    def __str__(self) -> str:
        return self.name

    @property
    def is_int(self) -> bool:
        """Signed or unsigned integer (not bool)."""
        return self.kind in ("int", "uint")

    @property
    def is_float(self) -> bool:
        return self.kind == "float"

    @property
    def is_bool(self) -> bool:
        return self.kind == "bool"

    @property
    def is_bfloat16(self) -> bool:
        """``bfloat16``: 16 bits of storage, computed in float32 (docs/semantics.md,
        "bfloat16"; ``compute`` is its float32)."""
        return self.name == "bfloat16"

    @property
    def compute(self) -> "DType":
        """The dtype an expression of this dtype is computed in: float32 for ``bfloat16`` (TVM
        0.27's BF16ComputeLegalize), the dtype itself otherwise."""
        return FLOAT32 if self.name == "bfloat16" else self

    @property
    def is_signed(self) -> bool:
        return self.kind == "int"

    @property
    def is_handle(self) -> bool:
        return self.kind == "handle"

    @property
    def min_value(self) -> int:
        if self.kind == "int":
            return -(1 << (self.bits - 1))
        return 0

    @property
    def max_value(self) -> int:
        if self.kind == "int":
            return (1 << (self.bits - 1)) - 1
        if self.kind == "bool":
            return 1
        return (1 << self.bits) - 1

    @property
    def numpy(self) -> np.dtype:
        if self.kind == "handle":
            raise TypeError("a handle has no numpy dtype")
        if self.name == "bfloat16":
            return np.dtype(ml_dtypes.bfloat16)
        return np.dtype(self.name)

    def wrap(self, value: int) -> int:
        """Two's-complement wrap of a Python int to this integer dtype (bool: nonzero -> 1)."""
        if self.kind == "bool":
            return 1 if value else 0
        mask = (1 << self.bits) - 1
        value &= mask
        if self.kind == "int" and value >> (self.bits - 1):
            value -= 1 << self.bits
        return value

    @staticmethod
    def get(name: str) -> "DType":
        try:
            return _BY_NAME[name]
        except KeyError:
            raise ValueError(f"unknown dtype {name!r}; verirw supports {', '.join(SCALAR_NAMES)}") from None


def _make(name: str, kind: str, bits: int) -> DType:
    return DType(name, kind, bits)


INT8 = _make("int8", "int", 8)
INT16 = _make("int16", "int", 16)
INT32 = _make("int32", "int", 32)
INT64 = _make("int64", "int", 64)
UINT8 = _make("uint8", "uint", 8)
UINT16 = _make("uint16", "uint", 16)
UINT32 = _make("uint32", "uint", 32)
UINT64 = _make("uint64", "uint", 64)
BOOL = _make("bool", "bool", 1)
FLOAT16 = _make("float16", "float", 16)
FLOAT32 = _make("float32", "float", 32)
FLOAT64 = _make("float64", "float", 64)
#: 16 bits of storage (ml_dtypes.bfloat16 in numpy); its expressions are computed in float32
BFLOAT16 = _make("bfloat16", "float", 16)
HANDLE = _make("handle", "handle", 64)

_BY_NAME = {d.name: d for d in (INT8, INT16, INT32, INT64, UINT8, UINT16, UINT32, UINT64, BOOL,
                                 FLOAT16, FLOAT32, FLOAT64, BFLOAT16, HANDLE)}
SCALAR_NAMES = tuple(n for n in _BY_NAME if n != "handle")
SCALAR_DTYPES = tuple(_BY_NAME[n] for n in SCALAR_NAMES)

#: the dtypes of TVM's argument-record fields (``T.tvm_struct_get(h, 0, 7, "uint16")``: a
#: DLTensor's dtype lanes; ``"uint64"``: its byte offset) and of the literals they are compared
#: with: verirw.packed reads a record field of these dtypes only in an equality, compared as
#: bits. They are ordinary scalar dtypes too (the same interned objects).
RECORD_DTYPES = {d.name: d for d in (UINT16, UINT32, UINT64)}

_POINTERS: dict[tuple, DType] = {}


def pointer(elem: str | None = None, scope: str = "global") -> DType:
    """TVM's typed handle ``T.handle("int64", "global")`` (``elem=None``: the plain ``T.handle``,
    ``HANDLE``), interned. Its name is how TVMScript spells the type; it is a handle to every
    engine (``is_handle``): verirw never reads memory through it, only verirw.packed names it."""
    if elem is None:
        return HANDLE
    key = (elem, scope)
    got = _POINTERS.get(key)
    if got is None:
        got = _POINTERS[key] = _make(f'handle("{elem}", "{scope}")', "handle", 64)
    return got

#: dtype of index arithmetic when nothing else says (TVM's default for loop variables)
INDEX = INT32


def float_round(dtype: DType, value: float) -> float:
    """Round a Python float (a double) to ``dtype`` and return it as a Python float.

    One IEEE operation computed in double and rounded to float32/float16 gives the correctly
    rounded float32/float16 result (double has more than 2p+2 bits), so the interpreter computes
    in double and rounds after every operation.
    """
    if dtype.bits == 64:
        return float(value)
    if dtype.name == "bfloat16":         # computed in float32 (docs/semantics.md, "bfloat16")
        dtype = FLOAT32
    return float(np.array(value, dtype=np.float64).astype(dtype.numpy))


def common_int(a: DType, b: DType) -> DType:
    """The dtype two integers are promoted to, as TVM's ``BinaryOpMatchTypes``: the wider one;
    of one width, the unsigned one (``uint32 + int32`` is ``uint32 + uint32(b)``, as in C;
    measured on TVM 0.27, tests/test_tvm_unsigned_semantics.py)."""
    if a.bits != b.bits:
        return a if a.bits > b.bits else b
    if a.kind != b.kind:
        return b if a.is_signed else a
    return a
