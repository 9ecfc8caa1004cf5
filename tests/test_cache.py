"""cache_read / cache_write at function scope: the RFC's form, proven refinements, and a
cache whose layout changes while the signature stays."""


import pytest

import verirw
from verirw.errors import ArgumentError
from verirw.layout.cache import cache_read, cache_write
from verirw.layout.transform import transform_layout
from verirw.testing.compare import equal_up_to_form

from rfc import L4, rfc
from rfc import assert_proven as proven


def test_rfc_cache_read_then_transform_the_cache():
    """RFC 0077 lines 1671 -> 1678 -> 1689 ("Allocate internal buffer containing padding")."""
    src = rfc(1671)
    cached = cache_read(src, "A")
    assert cached == rfc(1678)
    padded = transform_layout(cached, "A_local", L4, pad_value=0, fuse_padding=False)  # the RFC's stage
    assert equal_up_to_form(padded, rfc(1689))
    assert padded.buffers == src.buffers                  # the signature did not change
    proven(src, cached)
    proven(src, padded)


ELEMENTWISE = '''
@T.prim_func
def func(A: T.Buffer[14, "float32"], B: T.Buffer[14, "float32"]):
    for i in T.serial(14):
        with T.block("compute"):
            B[i] = 2 * A[i]
'''


def test_rfc_read_and_write_caches():
    """RFC 0077 line 450's caches, made from the plain function and then transformed."""
    src = verirw.parse(ELEMENTWISE)
    cached = cache_write(cache_read(src, "A", name="A_cache"), "B", name="B_cache")
    text = verirw.script(cached)
    assert "B_cache[i] = 2.0 * A_cache[i]" in text and "B[i] = B_cache[i]" in text
    assert "B_cache[i] = B[i]" not in text               # the loop writes all of B: no fill
    proven(src, cached)
    out = transform_layout(transform_layout(cached, "A_cache", L4, pad_value=-1),
                           "B_cache", L4, pad_value=-2)
    proven(src, out)


def test_partial_writer_fills_the_write_cache_first():
    src = verirw.parse(ELEMENTWISE.replace("T.serial(14)", "T.serial(7)"))
    cached = cache_write(src, "B")
    assert "B_local[i] = B[i]" in verirw.script(cached)
    proven(src, cached)


def test_refusals():
    src = verirw.parse(ELEMENTWISE)
    with pytest.raises(ArgumentError, match="writes B, so a read cache would go stale"):
        cache_read(src, "B")
    with pytest.raises(ArgumentError, match="never writes A; use cache_read"):
        cache_write(src, "A")
    with pytest.raises(ArgumentError, match="no argument buffer 'C'"):
        cache_read(src, "C")
    with pytest.raises(ArgumentError, match="'A_local' already exists"):
        cache_read(cache_read(src, "A"), "A")


ASSUMING = '''
@T.prim_func
def f(A: T.Buffer((14,), "int32"), B: T.Buffer((14,), "int32")):
    for i in T.serial(14):
        T.assume(A[i] >= 0)
    T.assume(B[0] == 3)
    for i in T.serial(14):
        B[i] = A[i] // 2 + READ
'''


@pytest.mark.parametrize("make, buffer, read", [
    (cache_read, "A", "B[0]"), (cache_write, "B", "B[0]"), (cache_write, "B", "1")])
def test_leading_assumes_stay_before_the_cache_and_are_restated_after_its_fill(make, buffer, read):
    """A leading assume about the cached buffer used to be retargeted to the cache but left
    before the cache's allocation: the output did not re-parse."""
    src = verirw.parse(ASSUMING.replace("READ", read))
    text = verirw.script(make(src, buffer))
    again = verirw.parse(text)                          # re-parses: the cache is in scope
    lines = text.splitlines()
    alloc = next(k for k, l in enumerate(lines) if "T.alloc_buffer" in l)
    assert "T.assume(A[i] >= 0)" in "\n".join(lines[:alloc])      # kept on the original
    assert "T.assume(B[0] == 3)" in "\n".join(lines[:alloc])
    restated = f"T.assume({buffer}_local" in "\n".join(lines[alloc:])
    assert restated == (read == "B[0]")     # only where the cache was filled (B read: filled)
    proven(src, again)


def test_a_wrong_restated_assume_is_caught():
    """The restated assume is an obligation of check, not a free hypothesis."""
    src = verirw.parse(ASSUMING.replace("READ", "B[0]"))
    text = verirw.script(cache_read(src, "A")).replace("T.assume(A_local[i] >= 0)",
                                                       "T.assume(A_local[i] >= 1)")
    assert verirw.check(src, verirw.parse(text)).status == "refuted"
