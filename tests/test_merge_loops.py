"""MergeAdjacentLoops: RFC 0077's three examples (two legal, one illegal) and the cases around
them. Every merge is checked in the interpreter and by translation validation."""

import verirw
from verirw.passes import merge_adjacent_loops
from verirw.testing.fuzz import differences
from tests.rfc import assert_proven, rfc


def merged(before, expected=None, scalars=None):
    before = verirw.parse(before) if isinstance(before, str) else before
    result = merge_adjacent_loops(before)
    assert result.certificate.rules_fired["merge-adjacent-loops/merge"] >= 1
    for values in scalars or [None]:
        assert differences(before, result.func, scalars=values) is None
    if not before.scalar_params:      # check needs static loop bounds
        assert_proven(before, result.func)
    if expected is not None:
        expected = verirw.parse(expected) if isinstance(expected, str) else expected
        assert result.func == expected, verirw.script(result.func)
    return result


def refused(before):
    before = verirw.parse(before) if isinstance(before, str) else before
    result = merge_adjacent_loops(before)
    assert result.func == before
    assert result.certificate.refusals
    return str(result.certificate.refusals[0])


def test_rfc_elementwise_loops_merge():
    """L1218 -> L1240."""
    merged(rfc(1218), rfc(1240))


def test_rfc_reading_earlier_iterations_merges():
    """L1252 -> L1275 — except that the RFC's result writes ``A[i - 1] + i`` where the input
    has ``+ 1.0``; verirw keeps ``+ 1.0``, and ``check`` refutes the RFC's version."""
    result = merged(rfc(1252))
    expected = verirw.script(rfc(1275)).replace("A[i - 1] + T.Cast(\"float32\", i)",
                                                "A[i - 1] + T.float32(1.0)")
    assert result.func == verirw.parse(expected), verirw.script(result.func)
    assert verirw.check(rfc(1252), rfc(1275)).status == "refuted"


def test_rfc_reading_later_iterations_is_refused_with_the_iterations():
    """L1289: loop 2 reads ``A[i + 1]``, which loop 1 writes only in a later iteration."""
    reason = refused(rfc(1289))
    assert "writes what" in reason and "A[i + 1]" in reason
    # z3's model names two iterations i > j where the first loop's write is the second's read
    import re
    i, j = map(int, re.search(r"i=(\d+) of the first loop .* i=(\d+) of the second", reason).groups())
    assert i == j + 1


def test_second_loop_overwriting_a_value_the_first_reads_later_is_refused():
    reason = refused("""
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    for i in T.serial(8):
        B[i] = A[7 - i]
    for i in T.serial(8):
        A[i] = 0
""")
    assert "reads what" in reason


def test_different_ranges_are_refused():
    assert "same range" in refused("""
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    for i in T.serial(8):
        A[i] = 1
    for i in T.serial(7):
        B[i] = 2
""")


def test_parallel_loops_are_refused():
    assert "serial" in refused("""
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    for i in T.parallel(8):
        A[i] = 1
    for i in T.parallel(8):
        B[i] = 2
""")


def test_three_loops_merge_into_one():
    merged("""
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    for i in T.serial(8):
        A[i] = i
    for j in T.serial(8):
        B[j] = A[j] * 2
    for k in T.serial(8):
        A[k] = B[k] + 1
""", """
@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    for i in T.serial(8):
        A[i] = i
        B[i] = A[i] * 2
        A[i] = B[i] + 1
""")


def test_nested_loops_inside_an_outer_loop_merge():
    merged("""
@T.prim_func
def f(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
    for i in T.serial(4):
        for j in T.serial(4):
            A[i, j] = i + j
        for j in T.serial(4):
            B[i, j] = A[i, j]
""", """
@T.prim_func
def f(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32")):
    for i in T.serial(4):
        for j in T.serial(4):
            A[i, j] = i + j
            B[i, j] = A[i, j]
""")


def test_symbolic_ranges_merge_when_equal():
    merged("""
@T.prim_func
def f(A: T.Buffer((16,), "int32"), n: T.int32):
    T.assume(0 <= n and n <= 16)
    for i in T.serial(n):
        A[i] = 1
    for i in T.serial(n):
        A[i] = A[i] + 1
""", scalars=[{"n": 0}, {"n": 5}, {"n": 16}])
