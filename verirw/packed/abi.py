"""TVM's argument records, modelled: what a call of a packed function passes, and the packed form
of an ordinary function under a well-formed or a malformed call (for checking
``tirx.MakePackedAPI``; docs/semantics.md, "The calling-convention change").

A call of a packed function ``(self_handle, args, num_args, result)`` passes ``num_args`` records
``TVMFFIAny`` at ``args``: record ``k`` holds a type index (field ``TYPE_INDEX``) and a value
(``UNION_VALUE``). A tensor argument's ``DLTensor`` is at the value, or 24 bytes past it when
the value is a ``Tensor`` object (the object header); its fields are ``DLTENSOR``. The numbers are
TVM 0.27's ``builtin::TVMStructFieldKind`` and ``ffi::TypeIndex`` as its printing shows them.

``wrap(before, call)`` writes ``before`` (an ordinary function over buffer parameters) as a
packed function that reads its buffers' data pointers from the record exactly as
``MakePackedAPI`` does, and

* ``call="well_formed"``: assumes the call is well formed (``well_formed``) and runs
  ``before``'s body, then returns 0 — what ``after`` must refine;
* ``call="malformed"``: assumes the call fails one of the checks TVM makes (``checked``) and
  raises, touching nothing — what ``after`` must refine on such calls;
* ``call="any"``: assumes nothing and runs ``before``'s body (for comparing bodies alone).

Both promise the alignment TVM's code generator assumes of every DLTensor's data
(``storage_alignment``, ``ALIGNMENT`` bytes), which TVM does not check. Record reads are built
as TVM's own (same handle expressions, fields and dtypes), so ``lower`` names them alike
in ``before`` and ``after``. ``Unsupported`` when ``before`` has a parameter or layout this model
does not cover.
"""

from __future__ import annotations

from dataclasses import dataclass

from verirw import ir
from verirw.dtypes import BOOL, HANDLE, INT32, INT64, UINT8, RECORD_DTYPES, pointer
from verirw.packed.lower import Unsupported

# TVMStructFieldKind (TVM 0.27's builtin.h), as printed in ``T.tvm_struct_get(h, i, KIND, ...)``
DATA, SHAPE, STRIDES, NDIM, TYPE_CODE, TYPE_BITS, TYPE_LANES = 1, 2, 3, 4, 5, 6, 7
BYTE_OFFSET, DEVICE_ID, DEVICE_TYPE = 8, 9, 10
TYPE_INDEX, UNION_VALUE, INT64_ARRAY_ELEM = 13, 15, 17
# ffi::TypeIndex
NONE, INT, BOOL_INDEX, FLOAT, OPAQUE_PTR, DLTENSOR_PTR = 0, 1, 2, 3, 4, 7
STATIC_OBJECT_BEGIN, TENSOR = 64, 70
#: bytes of the object header before a Tensor object's DLTensor (``sizeof(TVMFFIObject)``)
OBJECT_HEADER = 24
#: the type indices TVM's check accepts for a tensor argument (``DecodeParamOpaqueHandle``)
#: versus those a well-formed call passes (a DLTensor pointer or a Tensor object)
WELL_FORMED_TENSOR_INDEX = (DLTENSOR_PTR, TENSOR)
#: DLPack type codes
DL_INT, DL_UINT, DL_FLOAT = 0, 1, 2
#: kDLCPU: the device of the targets this model covers
CPU, CPU_TARGETS = 1, ("llvm", "c")
#: the alignment (bytes) TVM's code generator assumes of a DLTensor's data (kAllocAlignment)
ALIGNMENT = 64

#: the calls ``wrap`` assumes: well formed, malformed (fails a check TVM makes), or any at all
CALLS = ("well_formed", "malformed", "any")


def _i32(v: int) -> ir.IntImm:
    return ir.IntImm(v, INT32)


def struct_get(handle: ir.Expr, index: int, field: int, dtype) -> ir.RuntimeCall:
    """``T.tvm_struct_get(handle, index, field, dtype)``, as TVM writes it."""
    return ir.RuntimeCall("tvm_struct_get", (handle, _i32(index), _i32(field)), dtype)


def _null(h: ir.Expr) -> ir.Expr:
    return ir.RuntimeCall("isnullptr", (h,), BOOL)


@dataclass(frozen=True)
class TensorArg:
    """Argument ``index`` of the call, read as the DLTensor of ``buffer``."""

    index: int
    buffer: ir.Buffer

    def dltensor(self, args: ir.Var) -> ir.Expr:
        """Where the DLTensor is: past the object header of a Tensor object, else the value."""
        value = struct_get(args, self.index, UNION_VALUE, HANDLE)
        ti = struct_get(args, self.index, TYPE_INDEX, INT32)
        return ir.Select(ir.EQ(ti, _i32(TENSOR)),
                         ir.RuntimeCall("handle_add_byte_offset", (value, _i32(OBJECT_HEADER)),
                                        HANDLE), value)


def _dl_type(buf: ir.Buffer) -> tuple[int, int]:
    d = buf.dtype
    code = {"int": DL_INT, "uint": DL_UINT, "float": DL_FLOAT}.get(d.kind)
    if code is None:
        raise Unsupported(f"a {d} buffer parameter ({buf.name}): the model of DLTensor dtypes "
                          "covers int, uint and float")
    return code, d.bits


def field_checks(arg: TensorArg, args: ir.Var, first: TensorArg, exact: bool) -> list[ir.Expr]:
    """What a call's DLTensor for ``arg`` satisfies, conjunct by conjunct, beyond its type
    index. ``exact``: what a well-formed call satisfies; else what TVM checks
    (``DecodeParamDLTensor``), which compares a shape or stride *cast to the buffer's index
    dtype*: for an int32-shaped buffer, modulo 2**32."""
    buf, d = arg.buffer, arg.dltensor(args)
    code, bits = _dl_type(buf)

    def elem(ptr, j, n, dtype):
        got = struct_get(ptr, j, INT64_ARRAY_ELEM, INT64)
        if exact or dtype == INT64:
            return ir.EQ(got, ir.IntImm(n, INT64))
        return ir.EQ(ir.Cast(dtype, got), ir.IntImm(dtype.wrap(n), dtype))

    shape = [s.value for s in buf.shape]
    index_dtype = buf.shape[0].dtype if buf.shape else INT32
    out = [ir.Not(_null(d)),
           ir.EQ(struct_get(d, 0, NDIM, INT32), _i32(len(shape))),
           ir.EQ(struct_get(d, 0, TYPE_CODE, UINT8), ir.IntImm(code, UINT8)),
           ir.EQ(struct_get(d, 0, TYPE_BITS, UINT8), ir.IntImm(bits, UINT8)),
           ir.EQ(struct_get(d, 0, TYPE_LANES, RECORD_DTYPES["uint16"]),
                 ir.IntImm(1, RECORD_DTYPES["uint16"]))]
    shape_ptr = struct_get(d, 0, SHAPE, pointer("int64"))
    out += [elem(shape_ptr, j, n, buf.shape[j].dtype) for j, n in enumerate(shape)]
    strides_ptr = struct_get(d, 0, STRIDES, pointer("int64"))
    compact, expect = [], 1
    for j in reversed(range(len(shape))):
        if shape[j] != 1:          # a dimension of extent 1 is only ever indexed by 0
            compact.append(elem(strides_ptr, j, expect, index_dtype))
        expect *= shape[j]
    if compact:
        out.append(ir.Or(_null(strides_ptr), ir.all_of(compact)))
    u64 = RECORD_DTYPES["uint64"]
    out.append(ir.EQ(struct_get(d, 0, BYTE_OFFSET, u64), ir.IntImm(0, u64)))
    out.append(ir.EQ(struct_get(d, 0, DEVICE_TYPE, INT32), _i32(CPU)))
    if arg is not first:
        out.append(ir.EQ(struct_get(d, 0, DEVICE_ID, INT32),
                         struct_get(first.dltensor(args), 0, DEVICE_ID, INT32)))
    if ir.static_span(buf) != 0:   # an empty tensor may have a null data pointer
        out.append(ir.Not(_null(struct_get(d, 0, DATA, HANDLE))))
    return out


def tensor_args(before: ir.PrimFunc) -> list[TensorArg]:
    """Every parameter of ``before`` as a tensor argument, or ``Unsupported``."""
    out = []
    for k, p in enumerate(before.params):
        buf = before.param_buffer(p)
        if buf is None:
            raise Unsupported(f"the scalar parameter {p.name}: the model of the calling-"
                              "convention change covers buffer parameters only")
        if not all(isinstance(s, ir.IntImm) for s in buf.shape):
            raise Unsupported(f"buffer {buf.name} has a symbolic shape")
        if any(s.dtype not in (INT32, INT64) for s in buf.shape):
            raise Unsupported(f"buffer {buf.name} has a shape that is not int32 or int64")
        if buf.strides or buf.elem_offset is not None:
            raise Unsupported(f"buffer {buf.name} has strides or an element offset")
        if buf.dtype.is_handle or not buf.data.dtype.is_handle:
            raise Unsupported(f"buffer {buf.name} is not a DLTensor of scalars")
        out.append(TensorArg(k, buf))
    return out


def conditions(before: ir.PrimFunc, args: ir.Var, num_args: ir.Var) -> tuple[ir.Expr, ir.Expr]:
    """``(well_formed, checked)``: the predicates on the record of a call of ``before``'s packed
    form. ``checked`` is what TVM's asserts test; ``well_formed`` narrows it: the type index of
    a tensor is a DLTensor pointer or a Tensor object, and shapes and strides are equal as
    int64, not only modulo 2**32 (``field_checks``)."""
    tensors = tensor_args(before)
    common = [ir.EQ(num_args, _i32(len(before.params)))]
    if tensors:
        common.append(ir.Not(_null(args)))
    wf, checked = list(common), list(common)
    for t in tensors:
        ti = struct_get(args, t.index, TYPE_INDEX, INT32)
        wf.append(ir.any_of(ir.EQ(ti, _i32(i)) for i in WELL_FORMED_TENSOR_INDEX))
        checked.append(ir.any_of([*(ir.EQ(ti, _i32(i)) for i in (NONE, OPAQUE_PTR,
                                                                  DLTENSOR_PTR)),
                                  ir.GE(ti, _i32(STATIC_OBJECT_BEGIN))]))
        wf += field_checks(t, args, tensors[0], exact=True)
        checked += field_checks(t, args, tensors[0], exact=False)
    return ir.all_of(wf), ir.all_of(checked)


def device_of(before: ir.PrimFunc, after: ir.PrimFunc) -> None:
    """``Unsupported`` unless the function is compiled for the CPU (the target ``before`` names,
    else the host target ``after`` names), the only device this model covers."""
    import re
    for f in (before, after):
        target = dict(f.attrs).get("target")
        if target is not None:
            m = re.search(r"""["']kind["']\s*:\s*["'](\w+)["']""", getattr(target, "text", ""))
            kind = m.group(1) if m else None
            if kind not in CPU_TARGETS:
                raise Unsupported(f"the target kind {kind!r}: the model of TVM's argument "
                                  "records covers CPU targets (llvm, c) only")
            return


def wrap(before: ir.PrimFunc, after: ir.PrimFunc, call: str) -> ir.PrimFunc:
    """``before`` as a packed function with ``after``'s parameters, under a ``call`` of
    ``CALLS`` (module docstring)."""
    if call not in CALLS:
        raise ValueError(f"call must be one of {CALLS}")
    device_of(before, after)
    handles = {p.name: p for p in after.params}
    if [p.name for p in after.params] != ["self_handle", "args", "num_args", "result"]:
        raise Unsupported("after does not take TVM's packed parameters (self_handle, args, "
                          "num_args, result)")
    params = tuple(ir.Var(p.name, p.dtype) for p in after.params)
    args, num_args = params[1], params[2]
    if handles["num_args"].dtype != INT32:
        raise Unsupported("num_args is not an int32")
    wf, checked = conditions(before, args, num_args)
    if call == "malformed":
        inner = ir.Assert(ir.IntImm(0, BOOL), "", ("a malformed call",))
        head = ir.Assume(ir.Not(checked))
    else:
        inner = ir.seq(before.body, ir.Return(_i32(0)))
        head = ir.Assume(wf) if call == "well_formed" else ir.NOOP
    for t in reversed(tensor_args(before)):
        buf = t.buffer
        data = struct_get(t.dltensor(args), 0, DATA, HANDLE)
        aligned = ir.AttrStmt(ir.BufferRef(buf.name, buf.shape, buf.dtype), "storage_alignment",
                              _i32(ALIGNMENT), inner)
        inner = ir.LetStmt(buf.data, ir.RuntimeCall("reinterpret", (data,), buf.data.dtype),
                           ir.DeclBuffer(buf, aligned))
    attrs = tuple((k, v) for k, v in before.attrs if k != "calling_conv") + (("calling_conv", 1),)
    return ir.PrimFunc(after.name, params, (), ir.seq(head, inner), attrs, before.private)
