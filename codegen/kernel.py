"""``verirw.build(func)``: a compiled kernel callable on numpy arrays, cached by the IR's hash.

``kernel(A=a, B=b, n=5)`` passes buffers by ``Buffer.name`` and scalars by parameter name, like
``verirw.run``, and writes the results into the arrays (in place; ``run`` copies). A buffer is
an array of its *physical* shape, or any C-contiguous array holding the same elements in row
major order — the logical shape before ``flatten`` — which is viewed, not copied. Every
argument is checked before the call — dtype, the buffer's physical shape, contiguity (rank 1:
contiguous; rank 2: contiguous rows, any row stride at least the row length), writeability of
written buffers, and that no two buffers share memory (the generated code declares them
``noalias``) — so a mistake is an ``ArgumentError`` naming the argument, not a crash. A failure
inside the kernel (integer division by zero, an allocation that fails, an out-of-bounds access
with ``bounds_check=True``) is an ``ExecutionError`` with the interpreter's ``kind``.

Compiled kernels are cached by the SHA-256 of the printed IR plus the build options and the host
CPU: building the same program twice costs one print and one hash.
"""

from __future__ import annotations

import ctypes
import hashlib
import re
from collections import OrderedDict
from dataclasses import dataclass

import numpy as np

from verirw import bf16, ir
from verirw.errors import ArgumentError, ExecutionError
from verirw.visit import walk

from verirw.codegen import jit
from verirw.codegen.lower import Lowered, Site, lower_to_llvm, param_type
from verirw.codegen.validate import validate
from verirw.guard import deep

FLOAT_MODES = ("ieee", "fast")
_CACHE: "OrderedDict[str, Kernel]" = OrderedDict()
CACHE_SIZE = 128


@dataclass(frozen=True)
class _Param:
    name: str
    var: ir.Var
    buffer: ir.Buffer | None
    written: bool


@dataclass(frozen=True)
class RawArguments:
    """Checked, converted arguments of one kernel (``Kernel.raw_arguments``), with the arrays
    whose addresses they hold."""

    args: tuple
    keep: tuple


class Kernel:
    """A PrimFunc compiled to native code. Call it with keyword arguments; see module doc."""

    def __init__(self, func: ir.PrimFunc, lowered: Lowered, compiled: jit.Compiled,
                 float_mode: str, bounds_check: bool, key: str):
        self.func = func
        self.float_mode = float_mode
        self.bounds_check = bounds_check
        self.key = key
        self.llvm_ir = str(lowered.module)          # as generated
        self.optimised_ir = compiled.optimised_ir   # after O3
        self.symbol = lowered.symbol
        self.sites: tuple[Site, ...] = tuple(lowered.sites)
        self._compiled = compiled                   # keeps the engine (and the code) alive
        written = {id(n.buffer.data) for n in walk(func.body) if isinstance(n, ir.BufferStore)}
        self._params = tuple(
            _Param(func.param_buffer(p).name if func.param_buffer(p) is not None else p.name, p,
                   func.param_buffer(p), func.param_buffer(p) is not None
                   and id(func.param_buffer(p).data) in written)
            for p in func.params)
        argtypes = []
        for p in self._params:
            if p.buffer is not None:
                argtypes.append(ctypes.c_void_p)
                if p.buffer.ndim == 2 or not p.buffer.is_dense:
                    argtypes.append(ctypes.c_int64)
            else:
                argtypes.append(_CTYPES[str(param_type(p.var.dtype))])
        self._cfunc = ctypes.CFUNCTYPE(ctypes.c_int32, *argtypes)(compiled.address)

    @property
    def name(self) -> str:
        return self.func.name

    def assembly(self) -> str:
        """Host assembly of the optimised code."""
        return self._compiled.assembly(self.optimised_ir)

    @property
    def vectorized(self) -> bool:
        """Did LLVM's vectorizers produce vector code (``<N x T>`` operations) anywhere?"""
        return _VECTOR_OP.search(self.optimised_ir) is not None

    def __call__(self, **kwargs) -> None:
        self.call_raw(self.raw_arguments(**kwargs))

    def raw_arguments(self, **kwargs) -> "RawArguments":
        """The arguments of a call, checked as ``kernel(...)`` checks them and converted for
        the native function once: ``call_raw`` then runs it on the same arrays without the
        checks (a benchmark times the generated code as a C function is timed). The arrays
        are kept alive with the addresses; their contents may change, not their memory."""
        return RawArguments(tuple(self._arguments(kwargs)), tuple(kwargs.values()))

    def call_raw(self, raw: "RawArguments") -> None:
        """Run the kernel on ``raw_arguments``' result; a failure raises ``ExecutionError`` as
        a checked call does."""
        status = self._cfunc(*raw.args)
        if status:
            site = self.sites[status - 1]
            raise ExecutionError(site.kind, f"{self.func.name}: {site.message}")

    def __repr__(self) -> str:
        return f"<verirw Kernel {self.func.name} float_mode={self.float_mode}>"

    # ----------------------------------------------------------------------------- arguments

    def _arguments(self, kwargs: dict) -> list:
        from verirw.interp import check_span, evaluate, scalar_value
        known = {p.name for p in self._params}
        unknown = sorted(set(kwargs) - known)
        if unknown:
            raise ArgumentError(f"{self.func.name}: unknown argument(s) {', '.join(unknown)}; "
                                f"expected {', '.join(p.name for p in self._params)}")
        env, args, arrays = {}, [], []
        for p in self._params:
            if p.buffer is None:
                if p.name not in kwargs:
                    raise ArgumentError(f"{self.func.name}: missing scalar argument {p.name} "
                                        f"({p.var.dtype})")
                env[p.var] = scalar_value(p.var, kwargs[p.name], check_range=True,
                                           where="argument")
        for p in self._params:
            if p.buffer is None:
                args.append(_scalar_arg(p.var.dtype, env[p.var]))
                continue
            shape = tuple(_extent(evaluate, p.buffer, d, env) for d in p.buffer.shape)
            if not p.buffer.is_dense:       # a strided view: the argument is its backing storage
                shape = (getattr(kwargs.get(p.name), "size", 0),)
            if p.name not in kwargs:
                raise ArgumentError(f"{self.func.name}: missing buffer argument {p.name} "
                                    f"(dtype {p.buffer.dtype}, physical shape {shape})")
            arr = kwargs[p.name]
            if p.buffer.dtype.is_bfloat16 and isinstance(arr, np.ndarray) \
                    and arr.dtype == np.uint16:
                arr = arr.view(p.buffer.dtype.numpy)   # bfloat16 bits (no copy)
            arr = _physical_view(p, arr, shape)
            _check_array(p, arr, shape)
            if not p.buffer.is_dense:
                check_span(p.buffer, arr.size, lambda e: e.value if isinstance(e, ir.IntImm)
                           else evaluate(e, env))
            for other_name, other in arrays:
                if np.may_share_memory(arr, other):
                    raise ArgumentError(f"buffers {other_name} and {p.name} share memory; a "
                                        f"kernel's buffers must be distinct arrays (copy one)")
            arrays.append((p.name, arr))
            args.append(arr.ctypes.data)
            if not p.buffer.is_dense:
                args.append(arr.size)
            elif p.buffer.ndim == 2:
                args.append(arr.strides[0] // arr.itemsize if arr.shape[0] > 1 else arr.shape[1])
        return args


def _extent(evaluate, buf: ir.Buffer, dim: ir.Expr, env: dict) -> int:
    value = dim.value if isinstance(dim, ir.IntImm) else evaluate(dim, env)
    if value < 0:
        raise ArgumentError(f"buffer {buf.name}: its shape evaluates to a negative extent "
                            f"{value} for the given scalar arguments")
    return value


def _physical_view(p: _Param, arr, shape: tuple[int, ...]):
    """A C-contiguous array of another shape with the same row-major elements — the buffer's
    logical (pre-flatten) shape, as TVM's runtime takes it — is viewed in the physical shape
    (no copy; writes land in the caller's array). For a 2-d physical buffer the leading axes
    must multiply to its rows (the axis separator). Anything else is left for
    ``_check_array`` to refuse with the physical shape it expects."""
    if not isinstance(arr, np.ndarray) or tuple(arr.shape) == shape \
            or not arr.flags.c_contiguous or arr.size != int(np.prod(shape)):
        return arr
    if len(shape) == 2 and arr.ndim >= 2:
        prefix = [int(np.prod(arr.shape[:k])) for k in range(1, arr.ndim)]
        if shape[0] not in prefix and shape[0] * shape[1] > 0:
            return arr
    return arr.reshape(shape)


def _check_array(p: _Param, arr, shape: tuple[int, ...]) -> None:
    buf = p.buffer
    if not isinstance(arr, np.ndarray):
        raise ArgumentError(f"buffer {p.name}: expected a numpy array of dtype {buf.dtype} and "
                            f"physical shape {shape}, got {type(arr).__name__}")
    if arr.dtype != buf.dtype.numpy:
        raise ArgumentError(f"buffer {p.name}: expected dtype {buf.dtype}, got {arr.dtype}")
    if tuple(arr.shape) != shape:
        hint = ""
        if arr.size == int(np.prod(shape)) and not arr.flags.c_contiguous:
            hint = (" (an array of the logical shape is viewed only when C-contiguous; pass "
                    "np.ascontiguousarray(a))")
        elif arr.size == int(np.prod(shape)):
            hint = f" (its leading axes do not make the {shape[0]} rows; pass a.reshape{shape})"
        raise ArgumentError(f"buffer {p.name}: expected shape {shape}, got {tuple(arr.shape)}{hint}")
    item = arr.itemsize
    if not arr.flags.aligned:
        # the generated loads and stores claim their element size's alignment (LLVM may
        # then use instructions that require it)
        raise ArgumentError(f"buffer {p.name}: its address is not a multiple of its element "
                            f"size {item} (an unaligned view); pass a.copy()")
    if (buf.ndim == 1 or not buf.is_dense) and arr.size > 1 and arr.strides[0] != item:
        raise ArgumentError(f"buffer {p.name}: must be contiguous (stride {arr.strides[0]} "
                            f"bytes, element size {item}); pass np.ascontiguousarray(a)")
    if buf.ndim == 2 and buf.is_dense and arr.size > 1:
        rows, cols = arr.shape
        if cols > 1 and arr.strides[1] != item:
            raise ArgumentError(f"buffer {p.name}: rows must be contiguous (column stride "
                                f"{arr.strides[1]} bytes, element size {item})")
        if rows > 1 and (arr.strides[0] % item or arr.strides[0] < cols * item):
            raise ArgumentError(f"buffer {p.name}: row stride {arr.strides[0]} bytes must be a "
                                f"multiple of the element size {item} and at least one row "
                                f"({cols * item} bytes)")
    if p.written and not arr.flags.writeable:
        raise ArgumentError(f"buffer {p.name}: the kernel writes it, but the array is read-only")


#: a load, store or arithmetic instruction on an LLVM vector type such as ``<8 x float>``
_VECTOR_OP = re.compile(r"= (?:load|f?add|f?sub|f?mul|shl|select)\b[^\n]*<\d+ x |store <\d+ x ")

_CTYPES = {"i8": ctypes.c_int8, "i16": ctypes.c_int16, "i32": ctypes.c_int32,
           "i64": ctypes.c_int64, "float": ctypes.c_float, "double": ctypes.c_double}


def _scalar_arg(dtype, value):
    if dtype.is_bool:
        return int(bool(value))
    if dtype.is_float:
        if dtype.bits == 16:
            return int(np.float16(value).view(np.int16))
        return float(value)
    return _as_signed(dtype, int(value))


def _as_signed(dtype, value: int) -> int:
    """ctypes takes the signed view of the bits (a uint8 255 travels as int8 -1)."""
    bits = dtype.bits
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


# ----------------------------------------------------------------------------- build


@deep
def build(func, *, function: str | None = None, float_mode: str | None = None,
          bounds_check: bool = False) -> Kernel:
    """Compile a lowered PrimFunc (or ``function`` of an IRModule) to native code.

    ``float_mode`` defaults to the function's ``T.func_attr({"float_mode": ...})`` or "ieee";
    "fast" lets LLVM reassociate float operations (so float reductions vectorize), which is
    only valid when the program was proven in that mode. ``bounds_check=True`` makes every
    access check its indices (a failing one raises ``ExecutionError("out_of_bounds")``).
    Raises ``BuildError`` for IR that is not lowered (see ``verirw.codegen.prepare``).
    """
    if isinstance(func, ir.IRModule):
        from verirw.inline import inline_calls      # a call means the callee's body
        func = inline_calls(func)
        if function is None:
            if not func.functions:
                raise ArgumentError(f"module {func.name} has no functions: there is nothing "
                                    "to compile")
            if len(func.functions) != 1:
                raise ArgumentError(f"module {func.name} has {len(func.functions)} functions; "
                                    f"pass function= one of "
                                    f"{', '.join(f.name for f in func.functions)}")
            func = func.functions[0]
        else:
            func = func[function]
    func = bf16.legalize(func)      # bfloat16: float32 compute, 16-bit storage (verirw.bf16)
    if float_mode is None:
        float_mode = str(dict(func.attrs).get("float_mode", "ieee"))
    if float_mode not in FLOAT_MODES:
        raise ArgumentError(f"float_mode must be one of {FLOAT_MODES}, not {float_mode!r}")
    from verirw.analysis.races import require_race_free
    require_race_free(func)    # concurrent loops compile to serial loops: race free only
    validate(func)
    key = _cache_key(func, float_mode, bounds_check)
    kernel = _CACHE.get(key)
    if kernel is not None:
        _CACHE.move_to_end(key)
        return kernel
    lowered = lower_to_llvm(func, float_mode=float_mode, bounds_check=bounds_check)
    compiled = jit.compile_ir(str(lowered.module), lowered.symbol, slp=lowered.slp)
    kernel = Kernel(func, lowered, compiled, float_mode, bounds_check, key)
    _CACHE[key] = kernel
    while len(_CACHE) > CACHE_SIZE:
        _CACHE.popitem(last=False)
    return kernel


def _cache_key(func: ir.PrimFunc, float_mode: str, bounds_check: bool) -> str:
    from verirw.printer import script
    triple, cpu, features = jit.host()
    text = "\n".join([script(func), float_mode, str(bounds_check), triple, cpu, features])
    return hashlib.sha256(text.encode()).hexdigest()


def cache_info() -> dict:
    """How many kernels the in-memory cache holds (for tests and ``--verbose`` output)."""
    return {"size": len(_CACHE), "capacity": CACHE_SIZE}
