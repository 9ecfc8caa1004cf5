"""RemoveNoOp: RFC 0077's four bullets and what users of such a pass expect — and the stores
it must keep. Every transformed program is checked twice: the interpreter on random inputs
(``differences``) and translation validation in z3 (``assert_proven``)."""


import pytest

import verirw
from verirw.passes import remove_no_op
from verirw.testing.fuzz import differences
from tests.rfc import assert_proven, rfc


def removed(text_or_func, expected: str | None = None, **kw):
    """Run the pass; check refinement both ways; compare with ``expected`` when given."""
    before = verirw.parse(text_or_func) if isinstance(text_or_func, str) else text_or_func
    result = remove_no_op(before, **kw)
    assert differences(before, result.func) is None
    assert_proven(before, result.func) if kw.get("float_mode", "ieee") == "ieee" else None
    if expected is not None:
        assert result.func == verirw.parse(expected), verirw.script(result.func)
    return result


def kept(text: str, **kw):
    before = verirw.parse(text)
    result = remove_no_op(before, **kw)
    assert result.func == before, verirw.script(result.func)
    return result


HEADER = '@T.prim_func\ndef f(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32")):\n'


def prog(body: str) -> str:
    return HEADER + "".join("    " + line + "\n" for line in body.strip("\n").splitlines())


# ----------------------------------------------------------------------------- the RFC


def test_rfc_known_value_needs_no_signed_zeros():
    """L880 -> L889. Under IEEE, ``T.assume(B[0] == 0.0)`` allows ``B[0] == -0.0``, and then
    ``B[0] = 0.0`` changes the bits: kept, and the certificate says so. Without signed zeros
    (``float_mode="fast"``) it is a no-op and the RFC's result follows."""
    ieee = remove_no_op(rfc(880))
    assert ieee.func == rfc(880)
    refusal = [o for o in ieee.certificate.refused if o.kind == "known-value"][0]
    assert refusal.status == "refuted" and "B[0] = 0.0" in refusal.claim
    assert "-0.0" in refusal.claim
    fast = remove_no_op(rfc(880), float_mode="fast")
    assert fast.func == rfc(889)
    assert fast.certificate.rules_fired["remove-no-op/known-value"] == 1
    assert verirw.check(rfc(880), fast.func, float_mode="fast").status == "proven"
    assert verirw.check(rfc(880), fast.func).status == "refuted"


def test_rfc_overcompute_step3_removes_overwritten_padding_stores():
    """L1484 -> L1510 (RFC 0077 "Remove Overcompute Through Branching", step 3): the padding
    stores in the then-branch are overwritten by the final loop. The emptied then-branch reads
    as ``if not (...)`` (RFC: ``if ...: pass / else:``)."""
    result = removed(rfc(1484))
    # the first store is dead (overwritten by the final loop); the inner loop's store of the
    # value just stored is known to hold already (a fact survives a loop whose writes are
    # all no-ops)
    assert result.certificate.rules_fired["remove-no-op/dead-store"] == 1
    assert result.certificate.rules_fired["remove-no-op/known-value"] == 1
    expected = verirw.script(rfc(1510)).replace(
        "        if io == 3 and ii >= 2:\n            pass\n        else:\n",
        "        if not (io == 3 and ii >= 2):\n")
    assert result.func == verirw.parse(expected)


def test_second_store_not_reading_the_first_kills_it():
    removed(prog("for i in T.serial(16):\n    A[i] = 0\n    B[i] = 1\n    A[i] = 2"),
            prog("for i in T.serial(16):\n    B[i] = 1\n    A[i] = 2"))


def test_second_store_reading_the_first_is_kept():
    kept(prog("for i in T.serial(16):\n    A[i] = 0\n    A[i] = A[i] + 2"))


def test_later_loop_over_superset_with_predicates_of_another_form():
    """``i < 10`` and ``i // 4 < 3``: z3 proves the second region covers the first."""
    result = removed(prog("""
for i in T.serial(16):
    if i < 10:
        A[i] = 7
for j in T.serial(16):
    if j // 4 < 3:
        A[j] = 1"""), prog("for j in T.serial(16):\n    if j // 4 < 3:\n        A[j] = 1"))
    covers = [o for o in result.certificate.obligations if o.kind == "covers"]
    assert covers and covers[0].status == "proven"


def test_later_region_one_element_short_is_kept():
    kept(prog("""
for i in T.serial(16):
    if i < 13:
        A[i] = 7
for j in T.serial(16):
    if j // 4 < 3:
        A[j] = 1"""))


def test_independent_loop_in_between():
    removed(prog("""
for i in T.serial(16):
    A[i] = 0
for i in T.serial(16):
    B[i] = i
for i in T.serial(16):
    A[i] = 1"""), prog("""
for i in T.serial(16):
    B[i] = i
for i in T.serial(16):
    A[i] = 1"""))


def test_loop_in_between_writing_another_subset_of_the_same_buffer():
    """Beyond the RFC (left "not implemented" by existing tools): the middle loop writes
    ``A[4i]`` — both it and the first loop are overwritten by the last."""
    result = removed(prog("""
for i in T.serial(16):
    A[i] = 0
for i in T.serial(4):
    A[i * 4] = 5
    B[i] = 3
for i in T.serial(16):
    A[i] = B[i] + 1"""), prog("""
for i in T.serial(4):
    B[i] = 3
for i in T.serial(16):
    A[i] = B[i] + 1"""))
    assert result.certificate.rules_fired["remove-no-op/dead-store"] == 2


def test_union_of_later_loops_covers():
    removed(prog("""
for i in T.serial(16):
    A[i] = 0
for i in T.serial(8):
    A[i] = 1
for i in T.serial(8):
    A[i + 8] = 2"""), prog("""
for i in T.serial(8):
    A[i] = 1
for i in T.serial(8):
    A[i + 8] = 2"""))


def test_read_in_between_keeps_the_store():
    result = kept(prog("""
for i in T.serial(16):
    A[i] = 0
for i in T.serial(16):
    B[i] = A[15 - i]
for i in T.serial(16):
    A[i] = 1"""))
    refused = [o for o in result.certificate.refused if o.kind == "no-read"]
    assert any(o.status == "refuted" and "A[15 - i]" in o.claim for o in refused)


def test_read_by_a_later_iteration_keeps_the_store():
    kept(prog("""
for i in T.serial(16):
    A[i] = 0
    if i > 0:
        B[i] = A[i - 1]
for i in T.serial(16):
    A[i] = 1"""))


def test_read_by_an_earlier_iteration_does_not_keep_it():
    removed(prog("""
for i in T.serial(16):
    B[i] = A[i]
    A[i] = 0
for i in T.serial(16):
    A[i] = 1"""), prog("""
for i in T.serial(16):
    B[i] = A[i]
for i in T.serial(16):
    A[i] = 1"""))


def test_read_through_an_aliasing_view_keeps_the_store():
    kept("""
@T.prim_func
def f(A: T.Buffer((16,), "int32"), B: T.Buffer((4,), "int32")):
    A2 = T.decl_buffer((4, 4), "int32", data=A.data)
    for i in T.serial(16):
        A[i] = 0
    for i in T.serial(4):
        B[i] = A2[i, 3]
    for i in T.serial(16):
        A[i] = 1
""")


def test_data_dependent_overwrite_is_not_a_must_write():
    kept(prog("""
for i in T.serial(16):
    A[i] = 0
for i in T.serial(16):
    if B[i] > 0:
        A[i] = 1"""))


def test_store_to_internal_buffer_nobody_reads_afterwards():
    removed("""
@T.prim_func
def f(A: T.Buffer((16,), "int32")):
    C = T.alloc_buffer((16,), "int32")
    for i in T.serial(16):
        C[i] = A[i]
        A[i] = C[i] + 1
        C[i] = 5
""", """
@T.prim_func
def f(A: T.Buffer((16,), "int32")):
    C = T.alloc_buffer((16,), "int32")
    for i in T.serial(16):
        C[i] = A[i]
        A[i] = C[i] + 1
""")


def test_last_store_to_an_output_is_kept():
    kept(prog("for i in T.serial(16):\n    A[i] = 1"))


def test_read_by_an_assume_keeps_the_store_and_assumes_stay():
    kept(prog("""
A[0] = 5
T.assume(A[0] == 5)
A[0] = 6"""))


# ----------------------------------------------------------------------------- known values


def test_writing_back_what_was_read():
    removed(prog("for i in T.serial(16):\n    A[i] = A[i]\n    B[i] = B[i] + 0"), prog("pass"))


def test_value_from_an_assume():
    removed(prog("T.assume(A[3] == 7)\nB[0] = 1\nA[3] = 7"), prog("T.assume(A[3] == 7)\nB[0] = 1"))


def test_assume_invalidated_by_a_write():
    kept(prog("T.assume(A[3] == 7)\nA[3] = 1\nB[0] = A[3]\nA[3] = 7"))


def test_value_from_an_earlier_store():
    removed(prog("A[2] = 4\nB[0] = 1\nA[2] = 4\nB[1] = A[2]"), prog("A[2] = 4\nB[0] = 1\nB[1] = A[2]"))


def test_repeated_store_keeps_one_copy():
    """``A[0] = 5; A[0] = 5``: the second is a known value, so the first must stay (not
    also be removed as overwritten)."""
    removed(prog("A[0] = 5\nA[0] = 5"), prog("A[0] = 5"))


def test_known_value_under_a_branch_condition():
    removed(prog("""
for i in T.serial(16):
    A[i] = i
    if i == 3:
        A[3] = 3"""), prog("for i in T.serial(16):\n    A[i] = i"))


def test_undef_store_is_not_a_known_value():
    """Each ``T.undef()`` is its own value: the second store is not "already there" — the
    first is overwritten instead (a permission replaced by a permission)."""
    result = removed(prog("A[0] = T.undef(dtype=\"int32\")\nA[0] = T.undef(dtype=\"int32\")\n"
                          "B[0] = 1"), prog("A[0] = T.undef(dtype=\"int32\")\nB[0] = 1"))
    assert "remove-no-op/known-value" not in result.certificate.rules_fired
    assert result.certificate.rules_fired["remove-no-op/dead-store"] == 1


# ----------------------------------------------------------------------------- empty statements


def test_empty_and_zero_extent_loops():
    removed(prog("for i in T.serial(16):\n    pass\nfor i in T.serial(0):\n    A[i] = 3\nB[0] = 1"),
            prog("B[0] = 1"))


def test_empty_then_branch_negates_the_condition():
    removed(prog("""
for i in T.serial(16):
    if i < 5:
        pass
    else:
        A[i] = 1"""), prog("for i in T.serial(16):\n    if i >= 5:\n        A[i] = 1"))


def test_float_condition_is_negated_with_not():
    """``not (x < y)`` is not ``x >= y`` on floats (NaN)."""
    before = """
@T.prim_func
def f(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
    for i in T.serial(4):
        if A[i] < 1.0:
            pass
        else:
            B[i] = 1.0
"""
    result = removed(before)
    assert "if not A[i] < T.float32(1.0)" in verirw.script(result.func) or \
        "if not A[i] < 1.0" in verirw.script(result.func), verirw.script(result.func)


def test_empty_branches_on_both_sides():
    removed(prog("for i in T.serial(16):\n    if i < 5:\n        pass\n    else:\n        pass\nB[0] = 1"),
            prog("B[0] = 1"))


def test_certificate_records_every_removal():
    result = removed(prog("A[0] = 1\nA[0] = A[0]\nA[1] = 2\nA[1] = 3"), prog("A[0] = 1\nA[1] = 3"))
    fired = result.certificate.rules_fired
    assert fired["remove-no-op/known-value"] == 1 and fired["remove-no-op/dead-store"] == 1
    assert all(o.ms >= 0 for o in result.certificate.obligations)


def test_unused_let_that_cannot_fail_is_dropped():
    src = """
@T.prim_func
def f(A: T.Buffer((8,), "int32")):
    for i in T.serial(8):
        k = i * 3 // 2
        m = A[i]
        A[i] = i
"""
    before = verirw.parse(src)
    result = remove_no_op(before)
    text = verirw.script(result.func)
    assert "k = " not in text and "m = A[i]" in text      # a load may fail: it stays
    assert result.certificate.rules_fired["remove-no-op/unused-let"] == 1
    assert verirw.check(before, result.func).proven


# ----------------------------------------------------------------------------- issue 39


def test_store_an_assume_in_the_loop_pins_is_removed():
    """RFC 0077: "Writing a value that is known to exist within the buffer is a no-op" —
    with the assume in the same loop body (as RFC 0077 writes assumes over padding)."""
    removed(prog("for i in T.serial(16):\n    T.assume(A[i] == 0)\n    A[i] = 0\n    B[i] = 1"),
            prog("for i in T.serial(16):\n    T.assume(A[i] == 0)\n    B[i] = 1"))


def test_store_an_assume_nest_pins_is_removed():
    removed(prog("for i in T.serial(16):\n    T.assume(A[i] == 0)\n"
                 "for i in T.serial(16):\n    A[i] = 0\n    B[i] = 1"),
            prog("for i in T.serial(16):\n    T.assume(A[i] == 0)\n"
                 "for i in T.serial(16):\n    B[i] = 1"))


def test_store_of_another_value_than_the_assume_pins_is_kept():
    kept(prog("for i in T.serial(16):\n    T.assume(A[i] == 0)\n    A[i] = 1"))
    kept(prog("for i in T.serial(16):\n    T.assume(A[i] == 0)\n"
              "for i in T.serial(16):\n    A[15 - i] = i"))


HEADER_2D = ('@T.prim_func\ndef f(A: T.Buffer((4, 4), "int32"), B: T.Buffer((16,), "int32")):\n'
             '    for i, j in T.grid(4, 4):\n'
             '        T.assume(i * 4 + j < 14 or A[i, j] == 0)\n')


def prog_2d(body: str) -> str:
    return HEADER_2D + "".join("    " + line + "\n" for line in body.strip("\n").splitlines())


PADDING_BRANCHES = {
    # RFC 0077 producer's padding loop, the assume nest's own condition negated
    "flat condition": "for i, j in T.grid(4, 4):\n    if i * 4 + j >= 14:\n        A[i, j] = 0",
    "separate loops": ("for i in T.serial(4):\n    for j in T.serial(4):\n"
                       "        if i * 4 + j >= 14:\n            A[i, j] = 0"),
    "per-axis condition": "for i, j in T.grid(4, 4):\n    if i == 3 and j >= 2:\n        A[i, j] = 0",
    "nested ifs": ("for i in T.serial(4):\n    if i == 3:\n        for j in T.serial(4):\n"
                   "            if j >= 2:\n                A[i, j] = 0"),
    "flat loop": "for k in T.serial(16):\n    if k >= 14:\n        A[k // 4, k % 4] = 0",
}


@pytest.mark.parametrize("name", PADDING_BRANCHES)
def test_padding_branch_an_assume_nest_makes_dead_is_removed(name):
    """Issue 39: ``for i, j: T.assume(i * 4 + j < 14 or A[i, j] == 0)`` then a loop nest that
    writes 0 to the padding only: every store writes the value already there."""
    result = removed(prog_2d(PADDING_BRANCHES[name]), prog_2d(""))
    assert result.certificate.rules_fired["remove-no-op/known-value"] >= 1


def test_padding_branch_in_blocks_is_removed():
    body = ('for i, j in T.grid(4, 4):\n    with T.block("b"):\n'
            '        vi, vj = T.axis.remap("SS", [i, j])\n'
            '        if vi * 4 + vj >= 14:\n            A[vi, vj] = 0')
    result = removed(prog_2d(body))
    text = verirw.script(result.func).split('T.block("b")')[1]
    assert "A[vi, vj] = 0" not in text
    assert "vi = " not in text        # the block's bindings, used only by the branch, too


@pytest.mark.parametrize("body", [
    # one element more than the padding: A[3, 1] may hold anything
    "for i, j in T.grid(4, 4):\n    if i * 4 + j >= 13:\n        A[i, j] = 0",
    # the padding written with another value
    "for i, j in T.grid(4, 4):\n    if i * 4 + j >= 14:\n        A[i, j] = 1",
    # a write between the assume nest and the padding loop ends the fact
    "A[3, 3] = 5\nB[0] = A[3, 3]\nfor i, j in T.grid(4, 4):\n    if i * 4 + j >= 14:\n        A[i, j] = 0",
])
def test_padding_branch_the_assume_does_not_cover_is_kept(body):
    kept(prog_2d(body))
