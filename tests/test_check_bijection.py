"""Loop nests that correspond through a bijection of their iteration spaces (split, fuse,
reorder, tiling; verify.bijection): proven without unrolling, and held against the unrolled
check, which must never refute what the structural proof proves."""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import verirw
from verirw.verify.aligned import check_aligned


# ----------------------------------------------------------------------------- programs

@dataclass(frozen=True)
class Nest:
    """A loop nest over ``before``'s dimensions: its loops (name, extent), outermost first,
    each dimension's value over them, and a guard (TVM's ``T.where``) or None."""

    loops: tuple[tuple[str, int], ...]
    images: tuple[tuple[str, str], ...]
    guard: str | None = None

    def image(self, dim: str) -> str:
        return dict(self.images)[dim]


@dataclass(frozen=True)
class Kernel:
    """``matmul``: C = A @ B (n x k times k x m) with its init at ``k == 0``; ``shift``: an
    in-place recurrence ``A[i + 1, j] = A[i, j] + B[i, j]``, carried by ``i``."""

    name: str
    dims: tuple[tuple[str, int], ...]

    @property
    def extent(self) -> dict:
        return dict(self.dims)

    def identity(self) -> Nest:
        return Nest(self.dims, tuple((d, d) for d, _ in self.dims))

    def program(self, nest: Nest, *, lets: bool = False, init: str = "first",
                init_var: str | None = None) -> str:
        """``init`` (matmul): "first" at ``k == 0`` in the nest (``init_var``: the variable
        tested), "separate" in a nest of its own before, or "none"."""
        e = self.extent
        lines, depth = [], 1
        if self.name == "matmul" and init == "separate":
            lines += [f'    for i, j in T.grid({e["i"]}, {e["j"]}):',
                      "        C[i, j] = T.float32(0)"]
        for name, n in nest.loops:
            lines.append("    " * depth + f"for {name} in T.serial({n}):")
            depth += 1
        if nest.guard is not None:
            lines.append("    " * depth + f"if {nest.guard}:")
            depth += 1
        pad = "    " * depth
        if lets:
            for d, _ in self.dims:
                lines.append(f"{pad}v_{d} = {nest.image(d)}")
            img = {d: f"v_{d}" for d, _ in self.dims}
        else:
            img = {d: f"({nest.image(d)})" for d, _ in self.dims}
        if self.name == "matmul":
            i, j, k = img["i"], img["j"], img["k"]
            if init == "first":
                lines.append(f"{pad}if {init_var or k} == 0:")
                lines.append(f"{pad}    C[{i}, {j}] = T.float32(0)")
            lines.append(f"{pad}C[{i}, {j}] = C[{i}, {j}] + A[{i}, {k}] * B[{k}, {j}]")
            params = (f'A: T.Buffer(({e["i"]}, {e["k"]}), "float32"), '
                      f'B: T.Buffer(({e["k"]}, {e["j"]}), "float32"), '
                      f'C: T.Buffer(({e["i"]}, {e["j"]}), "float32")')
        else:
            i, j = img["i"], img["j"]
            lines.append(f"{pad}A[{i} + 1, {j}] = A[{i}, {j}] + B[{i}, {j}]")
            params = (f'A: T.Buffer(({e["i"] + 1}, {e["j"]}), "int32"), '
                      f'B: T.Buffer(({e["i"]}, {e["j"]}), "int32")')
        return f"@T.prim_func\ndef main({params}):\n" + "\n".join(lines) + "\n"


def split(nest: Nest, dim: str, factor: int, *, image_factor: int | None = None) -> Nest:
    """``dim``'s loop split by ``factor`` (a guard when it does not divide the extent);
    ``image_factor`` plants a wrong factor in the image."""
    loops, images = list(nest.loops), dict(nest.images)
    pos = [n for n, _ in loops].index(dim)
    extent = loops[pos][1]
    outer = -(-extent // factor)
    loops[pos:pos + 1] = [(f"{dim}_o", outer), (f"{dim}_i", factor)]
    images[dim] = f"{dim}_o * {image_factor or factor} + {dim}_i"
    guard = nest.guard
    if outer * factor != extent:
        cond = f"{dim}_o * {factor} + {dim}_i < {extent}"
        guard = cond if guard is None else f"{guard} and {cond}"
    return Nest(tuple(loops), tuple(images.items()), guard)


def reorder(nest: Nest, order: list[str]) -> Nest:
    by_name = dict(nest.loops)
    return replace(nest, loops=tuple((n, by_name[n]) for n in order))


def fuse(nest: Nest, a: str, b: str) -> Nest:
    """Adjacent loops ``a``, ``b`` (of the identity nest) fused into one."""
    loops = list(nest.loops)
    names = [n for n, _ in loops]
    pos = names.index(a)
    na, nb = loops[pos][1], loops[pos + 1][1]
    loops[pos:pos + 2] = [(f"{a}{b}", na * nb)]
    images = dict(nest.images)
    images[a], images[b] = f"{a}{b} // {nb}", f"{a}{b} % {nb}"
    return Nest(tuple(loops), tuple(images.items()), nest.guard)


SCHEDULES = ["split", "tile", "interchange", "fuse", "k_outer"]
MUTATIONS = ["none", "off_by_one", "wrong_factor", "reversed", "dropped_init"]


def scheduled(kernel: Kernel, schedule: str, factor: int) -> Nest:
    """A legal schedule of ``kernel``'s spatial loops (and, for matmul, ``k`` moved
    outermost: each element still accumulates in ``k``'s order)."""
    nest = kernel.identity()
    inner = ["k"] if kernel.name == "matmul" else []
    if schedule == "split":
        return split(nest, "i", factor)
    if schedule == "tile":
        nest = split(split(nest, "i", factor), "j", factor)
        return reorder(nest, ["i_o", "j_o", "i_i", "j_i", *inner])
    if schedule == "interchange":
        return reorder(nest, ["j", "i", *inner])
    if schedule == "fuse":
        return fuse(nest, "i", "j")
    if schedule == "k_outer":
        return reorder(nest, ["k", "i", "j"]) if kernel.name == "matmul" else nest
    raise AssertionError(schedule)


def mutated(kernel: Kernel, schedule: str, factor: int, mutation: str) -> tuple[Nest, dict]:
    """``(nest, program keywords)`` of ``after`` with the planted bug ``mutation``."""
    nest = scheduled(kernel, schedule, factor)
    if mutation == "off_by_one":
        (name, n), *rest = nest.loops
        return replace(nest, loops=((name, n - 1 if n > 1 else n + 1), *rest)), {}
    if mutation == "wrong_factor":
        if schedule in ("split", "tile"):
            nest = split(kernel.identity(), "i", factor, image_factor=factor + 1)
            if schedule == "tile":
                nest = split(nest, "j", factor)
                nest = reorder(nest, ["i_o", "j_o", "i_i", "j_i"]
                               + (["k"] if kernel.name == "matmul" else []))
        return nest, {}
    if mutation == "reversed":
        # the carried dimension runs backwards: a reduction's accumulation order (its
        # init still first), or a recurrence read before it is written
        dim = "k" if kernel.name == "matmul" else "i"
        images = dict(nest.images)
        images[dim] = f"{kernel.extent[dim] - 1} - ({images[dim]})"
        kw = {"init_var": "k"} if kernel.name == "matmul" else {}
        return replace(nest, images=tuple(images.items())), kw
    if mutation == "dropped_init":
        return nest, ({"init": "none"} if kernel.name == "matmul" else {})
    return nest, {}


def pair(kernel: Kernel, schedule: str, factor: int, mutation: str, lets: bool,
         init: str = "first"):
    after, kw = mutated(kernel, schedule, factor, mutation)
    before = verirw.parse(kernel.program(kernel.identity(), lets=lets, init=init))
    kw = {"init": init, **kw} if kw.get("init") != "none" else kw
    return before, verirw.parse(kernel.program(after, lets=lets, **kw))


def matmul(n: int, m: int | None = None, k: int | None = None) -> Kernel:
    return Kernel("matmul", (("i", n), ("j", m or n), ("k", k or n)))


# ----------------------------------------------------------------------------- examples

def test_a_tiling_of_a_256_matmul_is_proven_through_the_bijection_quickly():
    kernel = matmul(256)
    before = verirw.parse(kernel.program(kernel.identity(), lets=True))
    after = verirw.parse(kernel.program(scheduled(kernel, "tile", 4), lets=True))
    start = time.monotonic()
    r = verirw.check(before, after, timeout_s=60)
    assert r.proven and r.details.get("aligned_bijections") == 1, r
    assert time.monotonic() - start < 5.0            # 16.7M iterations if unrolled
    assert r.details["float_mode"] == "ieee"


@pytest.mark.parametrize("schedule", SCHEDULES)
def test_every_legal_schedule_is_proven_by_the_structure(schedule):
    kernel = matmul(6, 5, 3)                         # 5 and 6 not divisible by 4: guards
    before, after = pair(kernel, schedule, 4, "none", lets=False)
    r, why = check_aligned(before, after)
    assert r is not None and r.details["aligned_bijections"] == 1, why
    assert verirw.check(before, after, method="unroll", timeout_s=60).proven


def test_a_guarded_split_needs_the_inverse_and_a_wrong_guard_is_not_proven():
    kernel = matmul(7, 3, 2)
    nest = split(kernel.identity(), "i", 4)
    assert nest.guard == "i_o * 4 + i_i < 7"
    before = verirw.parse(kernel.program(kernel.identity()))
    r, why = check_aligned(before, verirw.parse(kernel.program(nest)))
    assert r is not None and r.proven, why
    for guard in ("i_o * 4 + i_i < 6", "i_o * 4 + i_i < 8", "i_o * 4 + i_i <= 7"):
        after = verirw.parse(kernel.program(replace(nest, guard=guard)))
        assert check_aligned(before, after)[0] is None
        assert verirw.check(before, after, method="unroll", timeout_s=60).status == "refuted"


def test_a_reversed_accumulation_order_is_proven_in_fast_mode_only():
    """IEEE: the rounding differs, the structural proof declines naming the accumulation and
    unrolling refutes; fast mode (reals): two runs of one accumulation commute, proven."""
    kernel = matmul(2, 2, 3)
    before, after = pair(kernel, "tile", 2, "reversed", lets=True, init="separate")
    r, why = check_aligned(before, after, float_mode="ieee")
    assert r is None and "the order of accumulation into C changes" in why, why
    assert verirw.check(before, after, timeout_s=60).status == "refuted"
    r, why = check_aligned(before, after, float_mode="fast")
    assert r is not None and r.details["aligned_bijections"] == 1, why
    assert verirw.check(before, after, float_mode="fast", method="unroll", timeout_s=60).proven
    # an init in the nest at after's first k is before's last: not per iteration, never proven
    before, after = pair(kernel, "tile", 2, "reversed", lets=True, init="first")
    assert check_aligned(before, after, float_mode="fast")[0] is None
    assert verirw.check(before, after, float_mode="fast", method="unroll", timeout_s=60).proven


def test_a_reversed_256_accumulation_is_never_proven_in_ieee_mode_and_says_why():
    before, after = pair(matmul(256), "tile", 4, "reversed", lets=True, init="separate")
    r, why = check_aligned(before, after)             # work-bounded: the same at any load
    assert r is None and "the order of accumulation into C changes" in why, why
    r = verirw.check(before, after, timeout_s=30)
    assert not r.proven, r
    if r.status == "unknown" and "time budget" not in r.reason:   # not cut by wall time
        assert "the order of accumulation into C changes" in r.reason, r
    r = verirw.check(before, after, float_mode="fast", timeout_s=30)
    assert r.proven and r.details["aligned_bijections"] == 1, r


def test_a_reversed_recurrence_is_refused_naming_the_accesses():
    kernel = Kernel("shift", (("i", 4), ("j", 3)))
    before, after = pair(kernel, "split", 2, "reversed", lets=False)
    r, why = check_aligned(before, after)
    assert r is None and "write A[" in why and "read A[" in why, why
    assert verirw.check(before, after, timeout_s=60).status == "refuted"
    # the same recurrence interchanged keeps its order along i: proven
    before, after = pair(kernel, "interchange", 2, "none", lets=False)
    assert check_aligned(before, after)[0] is not None


# ----------------------------------------------------------------------------- the property

KERNELS = st.one_of(
    st.builds(lambda n, m, k: matmul(n, m, k), st.integers(1, 4), st.integers(1, 4),
              st.integers(1, 3)),
    st.builds(lambda n, m: Kernel("shift", (("i", n), ("j", m))), st.integers(1, 4),
              st.integers(1, 4)))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kernel=KERNELS, schedule=st.sampled_from(SCHEDULES), factor=st.integers(2, 3),
       mutation=st.sampled_from(MUTATIONS), lets=st.booleans(),
       init=st.sampled_from(["first", "separate"]), mode=st.sampled_from(["ieee", "fast"]))
def test_the_bijection_proof_agrees_with_unrolling(kernel, schedule, factor, mutation, lets,
                                                   init, mode):
    """Never proven where unrolling refutes; every unmutated legal schedule is proven (so
    the property cannot pass by proving nothing); a reassociation never in IEEE mode."""
    before, after = pair(kernel, schedule, factor, mutation, lets, init)
    structural, why = check_aligned(before, after, float_mode=mode)
    # the concrete search first: a reassociated float sum is refuted at once, where z3 on
    # IEEE terms may take the whole timeout
    unrolled = verirw.check(before, after, method="unroll", float_mode=mode, localise=False,
                            timeout_s=20)
    if structural is not None:
        assert structural.proven
        assert unrolled.status != "refuted", (schedule, mutation, unrolled.reason)
    if mutation == "reversed" and kernel.name == "matmul" and kernel.extent["k"] > 1 \
            and mode == "ieee":
        assert structural is None                    # a reassociation: never in IEEE mode
    if mutation == "none":
        assert structural is not None, why
        assert unrolled.status != "refuted", unrolled.reason
