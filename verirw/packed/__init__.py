"""TVM's packed calling convention: which functions use it (their IR holds its nodes).

A packed function (what ``tirx.MakePackedAPI`` and the host passes after it write) is ``(self_handle,
args, num_args, result) -> T.int32``: it reads its arguments from a runtime record
(``T.tvm_struct_get``), checks them with ``assert`` (a raised error is an outcome of its own) and
declares its buffers over the DLTensors' data pointers. ``parse`` reads it,
``printing`` prints it back, ``lower`` gives a pair of them a meaning for ``check``
(docs/semantics.md, "TVM's packed calling convention"); ``abi`` models a call's argument
records, ``convention`` checks the change from an ordinary function to its packed form
(``tirx.MakePackedAPI``) and ``replay`` confirms its refutations on concrete records."""

from __future__ import annotations

from verirw import ir
from verirw.visit import walk

#: the IR nodes only packed functions have
PACKED_NODES = (ir.Assert, ir.Return, ir.AttrStmt, ir.RuntimeCall)


def packed_nodes(func: ir.PrimFunc) -> list:
    """The packed-convention nodes of ``func``'s body, in walk order."""
    return [n for n in walk(func.body) if isinstance(n, PACKED_NODES)]


def is_packed(func: ir.PrimFunc) -> bool:
    """Does ``func`` use TVM's packed convention (``calling_conv`` 1, or its nodes)?"""
    return dict(func.attrs).get("calling_conv") == 1 or bool(packed_nodes(func))
