"""The RFC kernels at realistic sizes, taken through verirw's own schedule steps.

Each ``Case`` starts from the logical program, applies the RFC's schedule (transform_layout
with padding, sequential_buffer_access, simplify) to get the *branching* program — what a
compiler emits before RFC 0077's new primitive — and then
``remove_branching_through_overcompute`` (proven locally, at this size) for the *branch-free*
one (the gcc reference prints the same two programs as C: c_emit.py). ``numpy`` is the same
computation with numpy, ``nbytes`` the bytes a run must move (every input read once, every
output written once).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

import verirw
from verirw import ir
from verirw.passes import remove_branching_through_overcompute


def undef(dtype):
    return lambda *indices: ir.Undef(dtype)


@dataclass
class Case:
    name: str
    description: str
    start: str
    layout_steps: list            # (title, PrimFunc -> PrimFunc)
    float_mode: str
    inputs: Callable[[np.random.Generator], dict]     # physical arrays for the kernels
    numpy: Callable[[dict], object]                   # the computation on those arrays
    nbytes: int
    memory_bound: bool
    #: per output, the physical elements the original program defines (None: all)
    defined: Callable[[], dict] = dict
    steps_seconds: dict = field(default_factory=dict)
    branching: ir.PrimFunc | None = None
    branch_free: ir.PrimFunc | None = None
    refusals: list = field(default_factory=list)

    def schedule(self) -> None:
        """Run the schedule steps; time each one."""
        f = verirw.parse(self.start)
        for title, step in self.layout_steps:
            t = time.perf_counter()
            f = step(f)
            self.steps_seconds[title] = time.perf_counter() - t
        self.branching = f
        t = time.perf_counter()
        res = remove_branching_through_overcompute(f, float_mode=self.float_mode)
        g = verirw.simplify(res.func).func
        self.steps_seconds["remove_branching_through_overcompute + simplify"] = time.perf_counter() - t
        self.branch_free = g
        self.refusals = res.certificate.refusals


def _rng_float(rng, shape):
    return rng.standard_normal(shape).astype(np.float32)


# ----------------------------------------------------------------------------- row summation

R, C, CP = 4096, 4094, 4096
ROWS = "lambda i, j: [i, j // 4, j % 4]"

ROW_SUMMATION = Case(
    name="row_summation",
    description=f"B[i] = sum_j A[i, j], A {R}x{C} padded to {R}x{CP} with 0.0 (fast-math)",
    start=f"""
@T.prim_func
def row_summation(A: T.Buffer[({R}, {C}), "float32"], B: T.Buffer[({R},), "float32"]):
    for i in T.serial({R}):
        B[i] = 0.0
        for j in T.serial({C}):
            B[i] = B[i] + A[i, j]
""",
    layout_steps=[
        ("transform_layout(A, [i, j//4, j%4], pad 0.0)",
         lambda f: verirw.transform_layout(f, "A", ROWS, 0.0, allow_signature_change=True)),
        ("sequential_buffer_access(A)", lambda f: verirw.sequential_buffer_access(f, None, "A")),
    ],
    float_mode="fast",
    inputs=lambda rng: _padded_rows(rng),
    numpy=lambda a: np.sum(a["A"].reshape(R, CP), axis=1, out=a["B"]),
    nbytes=4 * (R * CP + R),
    memory_bound=True,
)


def _padded_rows(rng):
    a = np.zeros((R, CP), np.float32)
    a[:, :C] = _rng_float(rng, (R, C))
    return {"A": a.reshape(-1), "B": np.zeros(R, np.float32)}


# ----------------------------------------------------------------------------- elementwise

N = 16 * 1024 * 1024 - 2
NP = 16 * 1024 * 1024
L4 = "lambda i: [i // 4, i % 4]"

ELEMENTWISE = Case(
    name="elementwise",
    description=f"B[i] = 2 * A[i], {N:,} elements padded to {NP:,} by [i//4, i%4] (undef padding)",
    start=f"""
@T.prim_func
def elementwise(A: T.Buffer[({N},), "float32"], B: T.Buffer[({N},), "float32"]):
    for i in T.serial({N}):
        B[i] = 2.0 * A[i]
""",
    layout_steps=[
        ("transform_layout(A, [i//4, i%4], pad undef)",
         lambda f: verirw.transform_layout(f, "A", L4, undef(ir.FLOAT32), allow_signature_change=True)),
        ("transform_layout(B, [i//4, i%4], pad undef)",
         lambda f: verirw.transform_layout(f, "B", L4, undef(ir.FLOAT32), allow_signature_change=True)),
        ("sequential_buffer_access(B)", lambda f: verirw.sequential_buffer_access(f, None, "B")),
        ("simplify", lambda f: verirw.simplify(f).func),
    ],
    float_mode="ieee",
    inputs=lambda rng: {"A": _rng_float(rng, NP), "B": np.zeros(NP, np.float32)},
    numpy=lambda a: np.multiply(a["A"], np.float32(2.0), out=a["B"]),
    defined=lambda: {"B": np.arange(NP) < N},
    nbytes=4 * 2 * NP,
    memory_bound=True,
)


# ----------------------------------------------------------------------------- conv1d

CN = 1 << 22                    # A's elements; B has CN + 2 (a "full" convolution)
CROWS = (CN + 2 + 2 + 7) // 8
L8 = "lambda i: [(i + 2) // 8, (i + 2) % 8]"

CONV1D = Case(
    name="conv1d",
    description=f"B = conv1d(A, F) with zero padding 2, A {CN:,} elements, A and B in the "
                f"layout [(i+2)//8, (i+2)%8] with pad 0.0 (fast-math)",
    start=f"""
@T.prim_func
def conv1d(A: T.Buffer[({CN},), "float32"], F: T.Buffer[(3,), "float32"], B: T.Buffer[({CN + 2},), "float32"]):
    for Bi in T.serial({CN + 2}):
        B[Bi] = 0.0
        for fi in T.serial(3):
            Ai = Bi - fi + 2
            if 0 <= Ai < {CN}:
                B[Bi] = B[Bi] + F[fi] * A[Ai]
""",
    layout_steps=[
        ("transform_layout(A, [(i+2)//8, (i+2)%8], pad 0.0)",
         lambda f: verirw.transform_layout(f, "A", L8, 0.0, allow_signature_change=True)),
        ("transform_layout(B, [(i+2)//8, (i+2)%8], pad 0.0)",
         lambda f: verirw.transform_layout(f, "B", L8, 0.0, allow_signature_change=True)),
        ("sequential_buffer_access(A) (fast: re-orders the sum)",
         lambda f: verirw.sequential_buffer_access(f, None, "A", float_mode="fast")),
        ("sequential_buffer_access(B, first nest)",
         lambda f: verirw.sequential_buffer_access(f, None, "B", nests=[0])),
        ("simplify", lambda f: verirw.simplify(f).func),
    ],
    float_mode="fast",
    inputs=lambda rng: _conv_inputs(rng),
    numpy=lambda a: _conv_numpy(a),
    nbytes=4 * 2 * CROWS * 8,
    memory_bound=True,
)


def _conv_inputs(rng):
    a = np.zeros(CROWS * 8, np.float32)
    a[2:2 + CN] = _rng_float(rng, CN)
    return {"A": a, "F": _rng_float(rng, 3), "B": np.zeros(CROWS * 8, np.float32)}


def _conv_numpy(a):
    """B[Bi] = sum_fi F[fi] * A[Bi + 2 - fi] for Bi in [0, CN + 2), at physical Bi + 2."""
    padded = np.concatenate([a["A"][2:2 + CN], np.zeros(4, np.float32)])
    out = a["B"]
    out[:] = 0.0
    out[2:2 + CN + 2] = np.convolve(padded, a["F"])[2:2 + CN + 2]
    return out


# ----------------------------------------------------------------------------- NHWC -> NCHWc

BN, H, W, CC = 8, 56, 56, 62
CO = (CC + 3) // 4
NCHWC = "lambda n, h, w, c: [n, c // 4, h, w, c % 4]"

NHWC_TO_NCHWC = Case(
    name="nhwc_to_nchwc",
    description=f"layout copy NHWC ({BN}, {H}, {W}, {CC}) -> NCHWc ({BN}, {CO}, {H}, {W}, 4), "
                f"channel padding 0.0",
    start=f"""
@T.prim_func
def nhwc_to_nchwc(A: T.Buffer[({BN}, {H}, {W}, {CC}), "float32"], B: T.Buffer[({BN}, {H}, {W}, {CC}), "float32"]):
    for n, h, w, c in T.grid({BN}, {H}, {W}, {CC}):
        B[n, h, w, c] = A[n, h, w, c]
""",
    layout_steps=[
        ("transform_layout(B, [n, c//4, h, w, c%4], pad 0.0)",
         lambda f: verirw.transform_layout(f, "B", NCHWC, 0.0, allow_signature_change=True)),
        ("sequential_buffer_access(B)", lambda f: verirw.sequential_buffer_access(f, None, "B")),
        ("simplify", lambda f: verirw.simplify(f).func),
    ],
    float_mode="ieee",
    inputs=lambda rng: {"A": _rng_float(rng, BN * H * W * CC),
                        "B": np.zeros(BN * CO * H * W * 4, np.float32)},
    numpy=lambda a: _nchwc_numpy(a),
    nbytes=4 * (BN * H * W * CC + BN * CO * H * W * 4),
    memory_bound=True,
)


def _nchwc_numpy(a):
    src = a["A"].reshape(BN, H, W, CC)
    out = a["B"].reshape(BN, CO, H, W, 4)
    padded = np.zeros((BN, H, W, CO * 4), np.float32)
    padded[..., :CC] = src
    out[...] = padded.reshape(BN, H, W, CO, 4).transpose(0, 3, 1, 2, 4)
    return out


# ----------------------------------------------------------------------------- 2-d texture

TN, TH, TW, TC = 4, 56, 56, 62
TCO = (TC + 3) // 4
TEXTURE = "lambda n, h, w, c: [n, c // 4, h, AXIS_SEPARATOR, w, c % 4]"
TROWS, TCOLS = TN * TCO * TH, TW * 4
TPITCH = 256                     # row pitch in elements (a texture's padded rows)

TEXTURE_RELU = Case(
    name="texture_relu",
    description=f"B = max(A, 0) on NHWC ({TN}, {TH}, {TW}, {TC}) in the 2-d texture layout "
                f"[n, c//4, h | w, c%4] ({TROWS} x {TCOLS}, rows pitched to {TPITCH}), undef padding",
    start=f"""
@T.prim_func
def texture_relu(A: T.Buffer[({TN}, {TH}, {TW}, {TC}), "float32"], B: T.Buffer[({TN}, {TH}, {TW}, {TC}), "float32"]):
    for n, h, w, c in T.grid({TN}, {TH}, {TW}, {TC}):
        B[n, h, w, c] = T.max(A[n, h, w, c], T.float32(0))
""",
    layout_steps=[
        ("transform_layout(A, texture, pad undef)",
         lambda f: verirw.transform_layout(f, "A", TEXTURE, undef(ir.FLOAT32), allow_signature_change=True)),
        ("transform_layout(B, texture, pad undef)",
         lambda f: verirw.transform_layout(f, "B", TEXTURE, undef(ir.FLOAT32), allow_signature_change=True)),
        ("sequential_buffer_access(B)", lambda f: verirw.sequential_buffer_access(f, None, "B")),
        ("simplify", lambda f: verirw.simplify(f).func),
    ],
    float_mode="ieee",
    inputs=lambda rng: {"A": _pitched(_rng_float(rng, (TROWS, TCOLS))),
                        "B": _pitched(np.zeros((TROWS, TCOLS), np.float32))},
    numpy=lambda a: np.maximum(a["A"], np.float32(0), out=a["B"]),
    defined=lambda: {"B": _texture_lanes()},
    nbytes=4 * 2 * TROWS * TCOLS,
    memory_bound=True,
)


def _texture_lanes() -> np.ndarray:
    """Elements of the texture that hold a real channel (4 * co + ci < TC)."""
    rows, cols = np.indices((TROWS, TCOLS))
    co, ci = (rows // TH) % TCO, cols % 4
    return 4 * co + ci < TC


def _pitched(a: np.ndarray) -> np.ndarray:
    """``a`` (rows x cols) inside a buffer whose rows are ``TPITCH`` elements apart."""
    big = np.zeros((a.shape[0], TPITCH), a.dtype)
    big[:, :a.shape[1]] = a
    return big[:, :a.shape[1]]


CASES = [ROW_SUMMATION, ELEMENTWISE, CONV1D, NHWC_TO_NCHWC, TEXTURE_RELU]
