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
from verirw.visit import walk

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


def field_checks(arg: TensorArg, args: ir.Var, first: TensorArg, exact: bool,
                 bound: dict | None = None) -> list[ir.Expr]:
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

    if any(not isinstance(x, ir.IntImm) for x in buf.shape):
        return _symbolic_field_checks(arg, args, first, exact, bound or {})
    shape = [s.value for s in buf.shape]
    index_dtype = buf.shape[0].dtype if buf.shape else INT32
    out = _type_checks(d, len(shape), code, bits)
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
    out += _place_checks(arg, args, first, d)
    if ir.static_span(buf) != 0:   # an empty tensor may have a null data pointer
        out.append(ir.Not(_null(struct_get(d, 0, DATA, HANDLE))))
    return out


def _type_checks(d: ir.Expr, ndim: int, code: int, bits: int) -> list[ir.Expr]:
    """Not null, the rank and the dtype (code, bits, one lane)."""
    return [ir.Not(_null(d)),
            ir.EQ(struct_get(d, 0, NDIM, INT32), _i32(ndim)),
            ir.EQ(struct_get(d, 0, TYPE_CODE, UINT8), ir.IntImm(code, UINT8)),
            ir.EQ(struct_get(d, 0, TYPE_BITS, UINT8), ir.IntImm(bits, UINT8)),
            ir.EQ(struct_get(d, 0, TYPE_LANES, RECORD_DTYPES["uint16"]),
                  ir.IntImm(1, RECORD_DTYPES["uint16"]))]


def _place_checks(arg: TensorArg, args: ir.Var, first: TensorArg, d: ir.Expr) -> list[ir.Expr]:
    """No byte offset, the CPU, and the first tensor's device id."""
    u64 = RECORD_DTYPES["uint64"]
    out = [ir.EQ(struct_get(d, 0, BYTE_OFFSET, u64), ir.IntImm(0, u64)),
           ir.EQ(struct_get(d, 0, DEVICE_TYPE, INT32), _i32(CPU))]
    if arg is not first:
        out.append(ir.EQ(struct_get(d, 0, DEVICE_ID, INT32),
                         struct_get(first.dltensor(args), 0, DEVICE_ID, INT32)))
    return out


def _symbolic_field_checks(arg: TensorArg, args: ir.Var, first: TensorArg, exact: bool,
                           bound: dict) -> list[ir.Expr]:
    """``field_checks`` of a buffer whose shape has size variables (int64 only, every extent a
    literal or a size variable: ``size_variables``). A dimension that binds its variable
    (``bound``: id(var) -> (argument index, dimension) of the first one) is read, not checked;
    every other one is compared with it as int64, as TVM's binder does. Strides: null, or
    compact where the extent is not 1 (``n == 1 or strides[j] == product of the later
    extents``). Data: not null unless the tensor is empty."""
    buf, d = arg.buffer, arg.dltensor(args)
    code, bits = _dl_type(buf)
    shape = list(buf.shape)
    out = _type_checks(d, len(shape), code, bits)
    shape_ptr = struct_get(d, 0, SHAPE, pointer("int64"))
    for j, x in enumerate(shape):
        if isinstance(x, ir.Var) and bound.get(id(x)) == (arg.index, j):
            continue                                    # the read that binds x
        out.append(ir.EQ(struct_get(shape_ptr, j, INT64_ARRAY_ELEM, INT64),
                         x if isinstance(x, ir.Var) else ir.IntImm(x.value, INT64)))
    strides_ptr = struct_get(d, 0, STRIDES, pointer("int64"))
    compact, expect = [], ir.IntImm(1, INT64)
    for j in reversed(range(len(shape))):
        x = shape[j]
        got = ir.EQ(struct_get(strides_ptr, j, INT64_ARRAY_ELEM, INT64), expect)
        if isinstance(x, ir.Var):
            compact.append(ir.Or(ir.EQ(x, ir.IntImm(1, INT64)), got))
        elif x.value != 1:         # a dimension of extent 1 is only ever indexed by 0
            compact.append(got)
        expect = _times(expect, x)
    if compact:
        out.append(ir.Or(_null(strides_ptr), ir.all_of(compact)))
    out += _place_checks(arg, args, first, d)
    data = ir.Not(_null(struct_get(d, 0, DATA, HANDLE)))
    if not any(isinstance(x, ir.IntImm) and x.value == 0 for x in shape):
        out.append(ir.Or(ir.EQ(expect, ir.IntImm(0, INT64)), data))
    return out


def _times(a: ir.Expr, x: ir.Expr) -> ir.Expr:
    """``a * x`` in int64, literals folded."""
    x = x if isinstance(x, ir.Var) else ir.IntImm(x.value, INT64)
    if isinstance(a, ir.IntImm) and a.value == 1:
        return x
    if isinstance(a, ir.IntImm) and isinstance(x, ir.IntImm):
        return ir.IntImm(a.value * x.value, INT64)
    return ir.Mul(a, x)


def size_variables(before: ir.PrimFunc) -> list[ir.Var]:
    """The scalar parameters of ``before`` that are size variables (verirw reads TVM's symbolic
    shapes, ``n = T.int64()`` or ``TypeVar("n")``, as scalar parameters after TVM's own): each an
    extent of some buffer parameter's shape. ``Unsupported`` when a scalar parameter is not one
    (TVM passes it as an argument, which this model does not cover), or when a size variable is
    not int64, or a buffer with one has an extent that is neither a literal nor a size
    variable, or int32 extents."""
    scalars = before.scalar_params
    if not scalars:
        return []
    extents = {id(x) for p in before.params if before.param_buffer(p) is not None
               for x in before.param_buffer(p).shape}
    out = []
    for v in scalars:
        if id(v) not in extents:
            raise Unsupported(f"the scalar parameter {v.name}: the model of the calling-"
                              "convention change covers buffer parameters and the size "
                              "variables of their shapes only")
        if v.dtype != INT64:
            raise Unsupported(f"the size variable {v.name} is {v.dtype}: the model covers "
                              "int64 size variables (TVM's T.int64() / TypeVar sizes)")
        out.append(v)
    for p in before.params:
        buf = before.param_buffer(p)
        if buf is None or all(isinstance(x, ir.IntImm) for x in buf.shape):
            continue
        for x in buf.shape:
            if not (isinstance(x, ir.Var) and id(x) in {id(v) for v in out}) and not (
                    isinstance(x, ir.IntImm) and x.dtype == INT64):
                raise Unsupported(f"buffer {buf.name} has the extent {x}: the model covers "
                                  "symbolic shapes of int64 literals and size variables")
    return out


def binding_reads(before: ir.PrimFunc, args: ir.Var) -> list[tuple[ir.Var, ir.Expr, tuple]]:
    """For each size variable, the record read TVM binds it to: ``shape[j]`` (int64) of the
    first tensor (in parameter order, then dimension order) that has it as an extent, as
    ``(var, read, (argument index, j))``."""
    sizes = {id(v): v for v in size_variables(before)}
    out, seen = [], set()
    for t in tensor_args(before):
        for j, x in enumerate(t.buffer.shape):
            if id(x) in sizes and id(x) not in seen:
                seen.add(id(x))
                shape_ptr = struct_get(t.dltensor(args), 0, SHAPE, pointer("int64"))
                out.append((x, struct_get(shape_ptr, j, INT64_ARRAY_ELEM, INT64), (t.index, j)))
    return out


def tensor_args(before: ir.PrimFunc) -> list[TensorArg]:
    """Every parameter of ``before`` as a tensor argument, or ``Unsupported``."""
    sizes = {id(v) for v in size_variables(before)}
    out = []
    for k, p in enumerate(before.params):
        buf = before.param_buffer(p)
        if buf is None:
            if id(p) in sizes:
                continue           # not an argument: read from a tensor's shape
            raise Unsupported(f"the scalar parameter {p.name}: the model of the calling-"
                              "convention change covers buffer parameters only")
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
    bound = {id(v): where for v, _, where in binding_reads(before, args)}
    common = [ir.EQ(num_args, _i32(len(tensors)))]
    if tensors:
        common.append(ir.Not(_null(args)))
    wf, checked = list(common), list(common)
    for t in tensors:
        ti = struct_get(args, t.index, TYPE_INDEX, INT32)
        wf.append(ir.any_of(ir.EQ(ti, _i32(i)) for i in WELL_FORMED_TENSOR_INDEX))
        checked.append(ir.any_of([*(ir.EQ(ti, _i32(i)) for i in (NONE, OPAQUE_PTR,
                                                                  DLTENSOR_PTR)),
                                  ir.GE(ti, _i32(STATIC_OBJECT_BEGIN))]))
        wf += field_checks(t, args, tensors[0], exact=True, bound=bound)
        checked += field_checks(t, args, tensors[0], exact=False, bound=bound)
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


def _same_arity(before: ir.PrimFunc, after: ir.PrimFunc) -> None:
    """verirw reads a size variable as a scalar parameter, as it reads a scalar argument of
    TVM's: ``size_variables`` takes every scalar that is an extent of a tensor for the
    former. ``after``'s check of ``num_args`` tells them apart: a scalar argument would be one
    more. ``Unsupported`` when it does not count exactly the tensors (then the model could be
    the wrong one, and verirw decides nothing)."""
    want = len(tensor_args(before))
    for n in walk(after.body):
        if isinstance(n, ir.Assert) and isinstance(n.condition, ir.EQ):
            sides = (n.condition.a, n.condition.b)
            names = [x.name for x in sides if isinstance(x, ir.Var)]
            counts = [x.value for x in sides if isinstance(x, ir.IntImm)]
            if names == ["num_args"] and counts:
                if counts[0] == want:
                    return
                break
    raise Unsupported(f"after does not check num_args == {want} (the tensors): verirw cannot "
                      "tell its size variables from scalar arguments")


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
    if size_variables(before):
        _same_arity(before, after)
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
    body = ir.seq(head, inner)
    for var, read, _ in reversed(binding_reads(before, args)):
        body = ir.LetStmt(var, read, body)       # TVM's binder: n = shape[j] of the first
    attrs = tuple((k, v) for k, v in before.attrs if k != "calling_conv") + (("calling_conv", 1),)
    return ir.PrimFunc(after.name, params, (), body, attrs, before.private)
