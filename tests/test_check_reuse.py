"""StorageRewrite's reuse of a dead allocation, proven by the structure (verify.reuse, issue 35).

Programs of three stages over two intermediates, as TVM's softmax and layer norm lower:
``A`` a row reduction of ``X``, ``B`` computed from ``A`` (in place: each element from the
same element) or from ``X``, ``Y`` from ``B``. ``after`` is StorageRewrite's form: the
allocations hoisted above the parameters' views, ``B`` a view of ``A``'s storage. Planted
bugs make the reuse wrong (``A`` still read after ``B`` overwrote it, an in-place stage that
reads an element an earlier iteration overwrote) or the program wrong (an off-by-one bound,
a dropped init): never proven, where unrolling refutes.
"""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import verirw
from verirw.verify.aligned import check_aligned

#: stage 2 (``B[i] = ...``), by kind; the ``reads_back`` kinds read ``A`` where an earlier
#: iteration wrote ``B``, so sharing the storage is wrong
STAGE2 = {"in_place": "A[i] * T.float32(0.5)",
          "read_ahead": "A[i] + A[T.min(i + 1, {n} - 1)]",
          "from_input": "X[i, 0] * T.float32(2)",
          "reads_back": "A[(i + {n} - 1) % {n}] * T.float32(0.5)",
          "wraps_around": "A[(i + 1) % {n}] * T.float32(0.5)"}


def program(n: int, m: int, stage2: str, *, reuse: bool, live: bool = False,
            bound: int | None = None, init: bool = True, view: int | None = None) -> str:
    """The three stages; ``reuse``: StorageRewrite's form. Bugs: ``live`` (stage 3 reads
    ``A`` too), ``bound`` (stage 3's inner extent), ``init`` False (stage 1's init dropped),
    ``view`` (the extent of ``B``'s view)."""
    b_extent = view or n
    if reuse:
        decls = f"""
    A = T.alloc_buffer(({n},), "float32")
    X_1 = T.decl_buffer(({n * m},), "float32", data=X.data)
    B = T.decl_buffer(({b_extent},), "float32", data=A.data)"""
    else:
        decls = f"""
    X_1 = T.decl_buffer(({n * m},), "float32", data=X.data)
    A = T.alloc_buffer(({n},), "float32")
    B = T.alloc_buffer(({n},), "float32")"""
    extra = " + A[i]" if live else ""
    return f"""
@T.prim_func
def main(X: T.Buffer(({n}, {m}), "float32"), Y: T.Buffer(({n}, {m}), "float32")):{decls}
    for i, k in T.grid({n}, {m}):
        {"if k == 0:" if init else "if False:"}
            A[i] = T.float32(0)
        A[i] = A[i] + X_1[i * {m} + k]
    for i in range({n}):
        B[i] = {STAGE2[stage2].format(n=n)}
    for i, j in T.grid({n}, {bound if bound is not None else m}):
        Y[i, j] = X_1[i * {m} + j] - B[i]{extra}
"""


#: the leaf budget where a leaf is not expected to be proven: a wrong split makes the programs
#: the same statements (proven with no leaf at all), so a small budget still catches it
LEAF_WORK = 200_000


def pair(n: int, m: int, stage2: str, **bugs):
    before = verirw.parse(program(n, m, stage2, reuse=False, live=bugs.get("live", False)))
    return before, verirw.parse(program(n, m, stage2, reuse=True, **bugs))


@pytest.mark.parametrize("stage2", ["in_place", "read_ahead", "from_input"])
def test_a_reused_dead_storage_is_proven_by_the_structure_whatever_the_size(stage2):
    times = []
    for n, m in ((4, 8), (64, 512)):
        before, after = pair(n, m, stage2)
        start = time.monotonic()
        r = verirw.check(before, after, timeout_s=60)
        times.append(time.monotonic() - start)
        assert r.proven, r
    structural, _ = check_aligned(before, after)     # check unrolls the small pair
    assert structural is not None and structural.details["aligned_split"] == 1
    assert "B (in A's storage)" in structural.reason and r.details.get("aligned_split") == 1
    assert times[1] < 2 * times[0] + 1.0, times


@pytest.mark.parametrize("bug", ["live", "reads_back", "wraps_around", "bound", "init"])
def test_a_wrong_reuse_or_a_planted_bug_is_never_proven(bug):
    stage2 = bug if bug in STAGE2 else "in_place"
    kw = {"live": dict(live=True), "bound": dict(bound=7), "init": dict(init=False)}.get(bug, {})
    before, after = pair(4, 8, stage2, **kw)
    assert check_aligned(before, after, leaf_work=LEAF_WORK)[0] is None
    r = verirw.check(before, after, timeout_s=60)
    assert r.status == "refuted", r


def test_a_view_larger_than_its_storage_is_not_split():
    """Conservative: in bounds of the storage as used here, but a view past its storage's end
    is out of bounds in ``after`` where a storage of its own is not."""
    before, after = pair(4, 8, "in_place", view=5)
    assert check_aligned(before, after, leaf_work=LEAF_WORK)[0] is None


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(1, 4), m=st.integers(1, 3), stage2=st.sampled_from(sorted(STAGE2)),
       bug=st.sampled_from(["none", "live", "bound", "init", "view"]))
def test_the_split_agrees_with_unrolling(n, m, stage2, bug):
    """Never proven where unrolling refutes; every correct reuse is proven (so the property
    cannot pass by proving nothing)."""
    kw = {"none": {}, "live": dict(live=True), "bound": dict(bound=m - 1), "init":
          dict(init=False), "view": dict(view=n + 1)}[bug]
    before, after = pair(n, m, stage2, **kw)
    structural, why = check_aligned(before, after, leaf_work=LEAF_WORK)
    unrolled = verirw.check(before, after, method="unroll", localise=False, timeout_s=30)
    if structural is not None:
        assert structural.proven
        assert unrolled.status != "refuted", (stage2, bug, unrolled.reason)
    correct = bug == "none" and (stage2 not in ("reads_back", "wraps_around") or n == 1)
    if correct:
        assert structural is not None, why


def test_allocations_in_another_order_around_the_views_are_proven_with_no_leaf():
    """StorageRewrite hoists allocations above the parameters' views and may order them
    otherwise: the same storages (verify.reuse.canonical)."""
    before = verirw.parse(program(4, 8, "from_input", reuse=False))
    text = program(4, 8, "from_input", reuse=False)
    moved = text.replace('''
    X_1 = T.decl_buffer((32,), "float32", data=X.data)
    A = T.alloc_buffer((4,), "float32")
    B = T.alloc_buffer((4,), "float32")''', '''
    B = T.alloc_buffer((4,), "float32")
    A = T.alloc_buffer((4,), "float32")
    X_1 = T.decl_buffer((32,), "float32", data=X.data)''')
    assert moved != text
    r, why = check_aligned(before, verirw.parse(moved))
    assert r is not None and r.details["aligned_leaves"] == 0, why
    swapped = verirw.parse(moved.replace("- B[i]", "- A[i]"))     # the wrong intermediate
    assert check_aligned(before, swapped, leaf_work=LEAF_WORK)[0] is None
    assert verirw.check(before, swapped, timeout_s=60).status == "refuted"


def test_a_small_pair_is_proven_by_the_structure_first():
    """Small pairs get the structure with a small leaf budget before unrolling."""
    before, after = pair(4, 8, "in_place")
    r = verirw.check(before, after, timeout_s=60)
    assert r.proven and r.details.get("aligned_split") == 1, r
