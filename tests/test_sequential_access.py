"""sequential_buffer_access on RFC 0077's examples: the RFC's loop nests (up to proven-equal
arithmetic form), proven refinements, and the refusal of conv1d_cumsum with the reason."""


import numpy as np
import pytest

import verirw
from verirw.errors import ArgumentError
from verirw.layout.sequential import sequential_buffer_access
from verirw.testing.compare import equal_up_to_form

from rfc import L8, rfc
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


# ----------------------------------------------------------------------------- reductions


def _conv1d_transformed(dtype: str = "float32"):
    """RFC 0077 line 1903 after `transform_layout` of A and B by L8 (the RFC's line 2038
    starting point); ``dtype`` swaps float32 for another element type."""
    f = rfc(1903)
    if dtype != "float32":
        f = verirw.parse(verirw.script(f).replace('"float32"', f'"{dtype}"').replace("0.0", "0"))
    pad = 0.0 if dtype == "float32" else 0
    f = verirw.transform_layout(f, "A", L8, pad, allow_signature_change=True)
    return verirw.transform_layout(f, "B", L8, pad, allow_signature_change=True)


CONV1D_FOLLOWS_A = '''
@T.prim_func
def func(A: T.Buffer((3, 8), "{dt}"), F: T.Buffer((3,), "{dt}"), B: T.Buffer((3, 8), "{dt}")):
    for io, ii in T.grid(3, 8):
        T.assume(0 <= 8 * io + ii - 2 < 16 or A[io, ii] == {zero})
    for Bi in T.serial(18):
        B[(Bi + 2) // 8, (Bi + 2) % 8] = {zero}
    for io, ii, fi in T.grid(3, 8, 3):
        if 0 <= 8 * io + ii + fi - 4 < 18:
            Ai = 8 * io + ii - 2
            if 0 <= Ai < 16:
                B[(8 * io + ii + fi - 2) // 8, (8 * io + ii + fi - 2) % 8] = (
                    B[(8 * io + ii + fi - 2) // 8, (8 * io + ii + fi - 2) % 8] + F[fi] * A[io, ii]
                )
    for io, ii in T.grid(3, 8):
        if 8 * io + ii - 2 < 0 or 8 * io + ii - 2 >= 18:
            B[io, ii] = {zero}
'''


def test_conv1d_float_reduction_is_refused_under_ieee():
    """Following A's layout runs B's accumulation over fi backwards: a float reduction."""
    with pytest.raises(ArgumentError, match=r"would reorder dependent accesses: iteration Bi=\d+, "
                                            r"fi=\d+ reads B\[\d+, \d+\] before iteration Bi=\d+, "
                                            r"fi=\d+ writes B\[\d+, \d+\].*\(a float reduction: "
                                            r"reordering it re-associates the sum, which needs "
                                            r"float_mode='fast'\)"):
        sequential_buffer_access(_conv1d_transformed(), None, "A")
    with pytest.raises(ArgumentError, match="float_mode must be 'ieee' or 'fast'"):
        sequential_buffer_access(_conv1d_transformed(), None, "A", float_mode="exact")


def test_conv1d_float_reduction_reorders_under_fast_math():
    """RFC 0077 line 1903 -> 2038 with `float_mode="fast"`: the loops walk A (Ai = 8*io + ii - 2),
    so output Bi = Ai + fi - 2 is stored at B[(8*io + ii + fi - 2) // 8, ...]. The RFC's own
    line 2038 indexes B two positions off, which check refutes. Under IEEE the reordered sum
    differs, shown in the interpreter on an input with cancellation (check's IEEE solver times
    out on this program: its random inputs violate A's padding assume)."""
    before = _conv1d_transformed()
    after = sequential_buffer_access(before, None, "A", float_mode="fast")
    assert equal_up_to_form(after, verirw.parse(CONV1D_FOLLOWS_A.format(dt="float32", zero="0.0"))), \
        verirw.script(after)
    got = verirw.check(before, after, float_mode="fast")
    assert got.status == "proven", got.reason
    assert verirw.check(before, rfc(2038), float_mode="fast").status == "refuted"
    a = np.zeros((3, 8), "float32")
    a.flat[2:5] = [1.0, -1e8, 1e8]          # A[0..2]: B[0] sums 1e8 - 1e8 + 1 in either order
    inputs = dict(A=a, F=np.ones(3, "float32"), B=np.zeros((3, 8), "float32"))
    old, new = verirw.run(before, **inputs)["B"], verirw.run(after, **inputs)["B"]
    assert (old[0, 2], new[0, 2]) == (1.0, 0.0)


def test_float_reduction_in_fast_mode_is_refuted_by_ieee_check():
    src = verirw.parse('''
@T.prim_func
def func(A: T.Buffer((4, 4), "float32"), B: T.Buffer((1,), "float32")):
    for i in T.serial(16):
        B[0] = B[0] + A[i % 4, i // 4]
''')
    after = sequential_buffer_access(src, None, "A", float_mode="fast")
    assert verirw.check(src, after, float_mode="fast").status == "proven"
    assert verirw.check(src, after).status == "refuted"


def test_conv1d_integer_reduction_reorders_exactly_below_32_bits():
    """Wrap-around int16 + and * are associative and commutative: no float_mode needed. From 32
    bits an overflow is poison (``add nsw``): a partial sum may overflow in one order only, so
    the int32 reduction is refused, naming why."""
    before = _conv1d_transformed("int16")
    after = sequential_buffer_access(before, None, "A")
    assert equal_up_to_form(after, verirw.parse(CONV1D_FOLLOWS_A.format(dt="int16", zero="0"))), \
        verirw.script(after)
    proven(before, after)
    with pytest.raises(ArgumentError, match=r"an int32 reduction: a partial sum may overflow"):
        sequential_buffer_access(_conv1d_transformed("int32"), None, "A")


def test_only_a_pure_reduction_may_be_reordered():
    """Not an update of the form X = X op e, or another access in the nest sees the partial
    result: refused even under fast math."""
    programs = ['''
@T.prim_func
def func(A: T.Buffer((4, 4), "float32"), B: T.Buffer((1,), "float32")):
    for i in T.serial(16):
        B[0] = B[0] * 3.0 + A[i % 4, i // 4]
''', '''
@T.prim_func
def func(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32")):
    for i in T.serial(16):
        B[0] = B[0] + B[0] * A[i % 4, i // 4]
''', '''
@T.prim_func
def func(A: T.Buffer((4, 4), "int32"), B: T.Buffer((1,), "int32"), C: T.Buffer((16,), "int32")):
    for i in T.serial(16):
        B[0] = B[0] + A[i % 4, i // 4]
        C[i] = B[0]
''']
    for text in programs:
        with pytest.raises(ArgumentError, match=r"would reorder dependent accesses: iteration i=\d+ "
                                                r"\w+ B\[0\] before iteration i=\d+ \w+ B\[0\], and "
                                                r"the new loop order runs them the other way round"
                                                r"( \(an int32 reduction: .*\))?$"):
            sequential_buffer_access(verirw.parse(text), None, "A", float_mode="fast")


# ----------------------------------------------------------------------------- picking nests


def test_nests_picks_the_initialisation_only():
    """RFC 0077 "sequential_buffer_access(B), only on the first block": B's initialisation
    nest follows B's layout; the compute nest and the padding postlude stay."""
    g = sequential_buffer_access(_conv1d_transformed(), None, "A", float_mode="fast")
    after = sequential_buffer_access(g, None, "B", nests=[0], float_mode="fast")
    expected = verirw.script(g).replace('''    for Bi in T.serial(18):
        B[(Bi + 2) // 8, (Bi + 2) % 8] = 0.0
''', '''    for io, ii in T.grid(3, 8):
        if 0 <= 8 * io + ii - 2 < 18:
            B[io, ii] = 0.0
''')
    assert expected != verirw.script(g)
    assert equal_up_to_form(after, verirw.parse(expected)), verirw.script(after)
    assert verirw.check(g, after, float_mode="fast").status == "proven"
    proven(g, after)


def test_nests_index_out_of_range_or_with_a_block():
    g = sequential_buffer_access(_conv1d_transformed(), None, "A", float_mode="fast")
    with pytest.raises(ArgumentError, match=r"no nest 3; func has 3 top-level loop nest\(s\) that "
                                            r"access 'B' \(indices 0\.\.2\)"):
        sequential_buffer_access(g, None, "B", nests=[0, 3])
    with pytest.raises(ArgumentError, match="no nest -1"):
        sequential_buffer_access(g, None, "B", nests=[-1])
    with pytest.raises(ArgumentError, match="with block 'compute' the block already names the nest"):
        sequential_buffer_access(rfc(623), "compute", "A", nests=[0])
