"""The aligned-structure proof (verify.aligned) carries the conditions of shared,
memory-free assumes into what follows them: past ``T.assume(c)`` ``before`` has no defined
behaviour unless ``c`` held. A symbolic-batch matmul flattened by TVM's FlattenBuffer is then
proven by structure: its flat index ``i0 * 32 + i1`` overflows only past what every valid call
promises (verify.sizes)."""

import verirw
from verirw import clock
from verirw.verify.aligned import check_aligned
from verirw.verify.sizes import promise

# TVM 0.27's FlattenBuffer step on the symbolic-batch MLP's first matmul, as TVM prints it
# (attributes dropped)
BEFORE = '''
n = TypeVar("n")
@T.prim_func(s_tir=True)
def matmul(x: T.Buffer((n, T.int64(64)), "float32"), permute_dims: T.Buffer((T.int64(64), T.int64(32)), "float32"), matmul: T.Buffer((n, T.int64(32)), "float32")):
    for i0, i1, k in T.grid(n, T.int64(32), T.int64(64)):
        if k == T.int64(0):
            matmul[i0, i1] = T.float32(0.0)
        matmul[i0, i1] = matmul[i0, i1] + x[i0, k] * permute_dims[k, i1]
'''

AFTER = '''
n = TypeVar("n")
@T.prim_func(s_tir=True)
def matmul(x: T.Buffer((n, T.int64(64)), "float32"), permute_dims: T.Buffer((T.int64(64), T.int64(32)), "float32"), matmul: T.Buffer((n, T.int64(32)), "float32")):
    x_1 = x.view(n * T.int64(64))
    permute_dims_1 = permute_dims.view(T.int64(2048))
    matmul_1 = matmul.view(n * T.int64(32))
    for i0, i1, k in T.grid(n, T.int64(32), T.int64(64)):
        if k == T.int64(0):
            matmul_1[i0 * T.int64(32) + i1] = T.float32(0.0)
        matmul_1[i0 * T.int64(32) + i1] = matmul_1[i0 * T.int64(32) + i1] + x_1[i0 * T.int64(64) + k] * permute_dims_1[k * T.int64(32) + i1]
'''


def _aligned(before_text, after_text, with_promise=True, seconds=120):
    before, after = verirw.parse(before_text), verirw.parse(after_text)
    if with_promise:
        before, after = promise(before, after)
    return check_aligned(before, after, scalars={}, float_mode="ieee",
                         deadline=clock.now() + seconds)


def test_the_flattened_symbolic_matmul_is_proven_by_structure_under_the_size_promise():
    result, why = _aligned(BEFORE, AFTER)
    assert result is not None and result.status == "proven", why
    assert result.details["aligned"]


def test_without_the_promise_the_flat_index_may_overflow_and_nothing_is_proven():
    """From an arbitrary state with ``n`` unbounded, ``i0 * 32 + i1`` overflows int64 where
    ``before``'s 2-d index does not: the structural proof must not hold."""
    result, why = _aligned(BEFORE, AFTER, with_promise=False)
    assert result is None, result


def test_a_wrong_flat_index_is_not_proven_under_the_promise_and_check_refutes_it():
    wrong = AFTER.replace("x_1[i0 * T.int64(64) + k]", "x_1[i0 * T.int64(63) + k]")
    result, _ = _aligned(BEFORE, wrong, seconds=10)     # unprovable: any answer but proven
    assert result is None
    got = verirw.check(verirw.parse(BEFORE), verirw.parse(wrong), timeout_s=60,
                       scalars={"n": 2})
    assert got.status == "refuted", got.reason


MEMORY_ASSUME = '''
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    T.assume(A[0] < 4)
    A[0] = 100
    for i in range(8):
        B[i] = A[0] - 1
'''

MEMORY_ASSUME_WRONG = '''
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    T.assume(A[0] < 4)
    A[0] = 100
    for i in range(8):
        B[i] = T.min(A[0], 3) - 1
'''


def test_an_assume_that_reads_memory_is_no_fact_after_a_store():
    """``A[0] < 4`` held before the store; carried past it, it would prove
    ``T.min(A[0], 3)`` equal to ``A[0]``."""
    result, _ = _aligned(MEMORY_ASSUME, MEMORY_ASSUME_WRONG, with_promise=False)
    assert result is None
    got = verirw.check(verirw.parse(MEMORY_ASSUME), verirw.parse(MEMORY_ASSUME_WRONG),
                       timeout_s=60)
    assert got.status == "refuted", got.reason


INDEX_ASSUME = '''
@T.prim_func
def f(A: T.Buffer((16,), "int32"), m: T.int32):
    T.assume(0 <= m and m < 8)
    for i in range(8):
        A[i] = T.min(m, 7) + i
'''


def test_a_memory_free_assume_shared_by_both_is_a_fact_for_what_follows():
    after = INDEX_ASSUME.replace("T.min(m, 7) + i", "m + i")
    result, why = _aligned(INDEX_ASSUME, after, with_promise=False)
    assert result is not None and result.status == "proven", why
    dropped = after.replace("    T.assume(0 <= m and m < 8)\n", "")
    assert _aligned(INDEX_ASSUME.replace("    T.assume(0 <= m and m < 8)\n", ""), dropped,
                    with_promise=False)[0] is None


def test_flat_views_of_symbolic_size_are_looked_through_and_the_loops_aligned():
    """``x.view(n * 64)`` reads no memory: the nest is proven loop by loop by induction (was
    one leaf of 4.7 of its 5 million resource units at one size), and an element a view
    reaches beyond its storage is still out of bounds where it is used."""
    result, why = _aligned(BEFORE, AFTER)
    assert result is not None and result.details["aligned_loops"] == 3, why
    bigger = AFTER.replace("x_1 = x.view(n * T.int64(64))", "x_1 = x.view(n * T.int64(64) + 64)") \
        .replace("x_1[i0 * T.int64(64) + k]", "x_1[i0 * T.int64(64) + k + 64]")
    assert _aligned(BEFORE, bigger, seconds=20)[0] is None
