"""sequential_buffer_access on RFC 0077's examples: the RFC's loop nests (up to proven-equal
arithmetic form), proven refinements, and the refusal of conv1d_cumsum with the reason."""


import pytest

import verirw
from verirw.errors import ArgumentError
from verirw.layout.sequential import sequential_buffer_access
from verirw.testing.compare import equal_up_to_form

from rfc import rfc
from rfc import assert_proven as proven


def test_divisible_extent():
    """RFC 0077 line 623 -> the `for io, ii in T.grid(4, 4): A[io, ii] = 4 * io + ii` form."""
    before = rfc(623)
    after = sequential_buffer_access(before, "compute", "A")
    assert after == verirw.parse('''
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"]):
    with T.block('compute'):
        for io, ii in T.grid(4, 4):
            A[io, ii] = 4 * io + ii
''')
    proven(before, after)


def test_non_divisible_extent_gets_a_guard():
    before = rfc(659)
    after = sequential_buffer_access(before, "compute", "A")
    assert after == verirw.parse('''
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"]):
    with T.block('compute'):
        for io, ii in T.grid(4, 4):
            if 4 * io + ii < 14:
                A[io, ii] = 4 * io + ii
''')
    proven(before, after)


def test_conv1d_option1_follows_the_output():
    """RFC 0077 line 697 -> 719. The RFC's comment says buffer='A', but the program it shows
    follows B's layout ("Rewriting loops to match B's layout"), so B is asked for here."""
    before = rfc(697)
    after = sequential_buffer_access(before, "compute", "B")
    assert equal_up_to_form(after, rfc(719)), verirw.script(after)
    proven(before, after)


def test_conv1d_option2_splits_the_initialisation():
    """RFC 0077 line 697 -> 746: the init moves to block init_compute, then i = 4*io + ii - f."""
    before = rfc(697)
    after = sequential_buffer_access(before, "compute", "A")
    assert equal_up_to_form(after, rfc(746)), verirw.script(after)
    proven(before, after)


def test_conv1d_cumsum_is_refused_with_the_dependence():
    """RFC 0077 line 800: the initialisation of i reads B[i - 1], which the computation of
    iteration i - 1 writes, so the two cannot be split apart (the RFC's line 824 is that
    illegal intermediate, and check refutes it)."""
    with pytest.raises(ArgumentError, match=r"cannot split .*i=0.* writes B\[0, 0\].*later iteration "
                                            r"i=1 reads B\[0, 0\]"):
        sequential_buffer_access(rfc(800), "compute", "A")
    assert verirw.check(rfc(800), rfc(824)).status == "refuted"


def test_reordering_that_breaks_a_dependence_is_refused():
    src = verirw.parse('''
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"]):
    with T.block('compute'):
        for i in T.serial(15):
            A[(i + 1) % 4, (i + 1) // 4] = A[i % 4, i // 4] + 1
''')
    with pytest.raises(ArgumentError, match="accessed at different indices"):
        sequential_buffer_access(src, "compute", "A")
    chain = verirw.parse('''
@T.prim_func
def func(A: T.Buffer[(4, 4), "int32"], B: T.Buffer[(1,), "int32"]):
    with T.block('compute'):
        for i in T.serial(16):
            B[0] = B[0] * 3 + A[i % 4, i // 4]
''')
    with pytest.raises(ArgumentError, match="would reorder dependent accesses: iteration .* B\\[0\\]"):
        sequential_buffer_access(chain, "compute", "A")


def test_unknown_block_or_buffer():
    with pytest.raises(ArgumentError, match="no block named 'main' .*blocks: compute"):
        sequential_buffer_access(rfc(623), "main", "A")
    with pytest.raises(ArgumentError, match="does not access buffer 'B'"):
        sequential_buffer_access(rfc(623), "compute", "B")


def test_multiple_buffer_semantics_every_nest_in_place():
    """RFC 0077 line 2690 -> 2708 (`sched.sequential_buffer_access(A)`, no block): every loop
    nest that reads A follows its layout; each loop is rewritten in place (the maps are
    monotone, so execution order is unchanged), which keeps B's initialisation inside."""
    before = rfc(2690)
    after = sequential_buffer_access(before, None, "A")
    assert equal_up_to_form(after, rfc(2708)), verirw.script(after)
    proven(before, after)
