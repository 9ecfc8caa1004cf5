"""The aligned structural proof's two identifications, held against the interpreter: a let
whose value reads no state is written in place of its variable (``r_LetStmt``: both bodies with
the value substituted), and two loops whose variables differ only in integer width are one
loop (``r_For``: NarrowDataType's int32 variable for an int64 one, both naming one iteration).

Pairs are generated, most of them correct (the let kept, renamed or inlined; the loop variable
int32 or int64 on either side), some with a planted bug (the let's value changed, another
element read, an iteration dropped, or a narrower loop variable whose arithmetic overflows
where the wider one's does not). The property: neither ``check_aligned`` nor ``check`` ever
proves a pair on which the interpreter shows a difference on random inputs; and every
correct pair the structure should follow is proven by it (so the property cannot pass by
proving nothing)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import verirw
from verirw.testing.fuzz import differences
from verirw.verify.aligned import check_aligned

#: a failing leaf costs its whole work: a bounded one keeps a bug's example to ~1 s
LEAF_WORK = 1_000_000
#: i * BIG overflows int32 from i = 2 on, not int64 (and the float let's value, halved, still
#: fits int32 for i < 4: the loop runs at most 4 iterations, so ``before`` stays defined)
BIG = 1 << 30
LETS = ("max", "select", "bool", "float")
BUGS = ("let_value", "index", "extent")


def program(*, n: int, dtype: str, width: int, let: str, style: str, k: int, m: int,
            bug: str | None = None) -> str:
    """``for i in T.serial(n): x = T.bind(<state-free value of i>); B[i] = A[i] + <use of x>``
    with an int``width`` loop variable; ``style``: the let "kept", "renamed" (another
    variable) or "inlined" (its value written where ``x`` was); ``bug`` plants one."""
    def lit(v: int) -> str:
        return f"T.int64({v})" if width == 64 else str(v)

    K, M = lit(k + 1 if bug == "let_value" else k), lit(m)
    value, use = {
        "max": (f"T.max(i, {K})", f'T.Cast("{dtype}", x)'),
        "select": (f"T.if_then_else(i < {K}, i * {M}, {K})", f'T.Cast("{dtype}", x)'),
        "bool": (f"i < {K}", f'T.Cast("{dtype}", T.if_then_else(x, i * {M}, {K}))'),
        "float": (f'T.float32(0.5) * T.Cast("float32", i * {M})', f'T.Cast("{dtype}", x)'),
    }[let]
    read = f"A[(i + 1) % {n}]" if bug == "index" else "A[i]"
    if style == "inlined":
        body = f"        B[i] = {read} + {use.replace('x', f'({value})')}"
    else:
        name = "x" if style == "kept" else "y"
        body = (f"        {name} = T.bind({value})\n"
                f"        B[i] = {read} + {use.replace('x', name)}")
    extent = lit(n - 1 if bug == "extent" else n)
    return f'''
@T.prim_func
def f(A: T.Buffer(({n},), "{dtype}"), B: T.Buffer(({n},), "{dtype}")):
    for i in T.serial({extent}):
{body}
'''


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(1, 4), k=st.integers(0, 4), dtype=st.sampled_from(["int32", "float32"]),
       let=st.sampled_from(LETS), widths=st.sampled_from([(32, 32), (32, 64), (64, 32),
                                                          (64, 64)]),
       style=st.sampled_from(["kept", "renamed", "inlined"]), m=st.sampled_from([3, BIG]),
       bug=st.one_of(st.none(), st.none(), st.sampled_from(BUGS)))
def test_lets_in_place_and_loop_widths_never_prove_what_the_interpreter_refutes(
        n, k, dtype, let, widths, style, m, bug):
    w0, w1 = widths
    if bug == "let_value" and let == "float":
        bug = "index"                     # the float let has no constant to change
    before = verirw.parse(program(n=n, dtype=dtype, width=w0, let=let, style="kept", k=k, m=m))
    after = verirw.parse(program(n=n, dtype=dtype, width=w1, let=let, style=style, k=k, m=m,
                                 bug=bug))
    shown = differences(before, after)
    structural, why = check_aligned(before, after, leaf_work=LEAF_WORK)
    if structural is not None:
        assert structural.proven
        assert shown is None, ("aligned proved what the interpreter refutes", shown, why)
    result = verirw.check(before, after)
    if result.proven:
        assert shown is None, ("check proved what the interpreter refutes", shown, result.reason)
    # every correct pair whose arithmetic is the same in both widths is proven (an int32
    # ``i * BIG`` overflows where an int64 one does not: a bug after, an undefined ``before``
    # the other way round), and by the structure when the widths agree (across widths the
    # let's value differs in type, and the pair of lets is a leaf the structure may leave to
    # unrolling: ``test_loops_of_two_widths_are_one_loop`` shows one it proves)
    same_arithmetic = w0 == w1 or m != BIG or let == "max"
    if bug is None and same_arithmetic:
        assert result.proven, result.reason
        if w0 == w1:
            assert structural is not None, why


def test_a_narrower_loop_variable_that_overflows_is_refuted_not_proven():
    """The planted width bug itself: int64 ``i * 2**30`` is defined for i < 4, int32 overflows
    from i = 2 — the interpreter and check both see it, the structure does not prove it."""
    before = verirw.parse(program(n=4, dtype="int32", width=64, let="float", style="kept",
                                  k=2, m=BIG))
    after = verirw.parse(program(n=4, dtype="int32", width=32, let="float", style="kept",
                                 k=2, m=BIG))
    assert differences(before, after) is not None
    assert check_aligned(before, after, leaf_work=LEAF_WORK)[0] is None
    assert verirw.check(before, after).status == "refuted"


def test_loops_of_two_widths_are_one_loop():
    """NarrowDataType's rewrite, an int64 loop variable become int32 (and back), with the let
    kept and with it written in place: proven by the structure, as one loop (no unrolling)."""
    for w0, w1 in ((64, 32), (32, 64)):
        for style in ("kept", "inlined"):
            before = verirw.parse(program(n=4, dtype="float32", width=w0, let="max",
                                          style="kept", k=2, m=3))
            after = verirw.parse(program(n=4, dtype="float32", width=w1, let="max",
                                         style=style, k=2, m=3))
            structural, why = check_aligned(before, after, leaf_work=LEAF_WORK)
            assert structural is not None, (w0, w1, style, why)
            assert structural.details["aligned_loops"] == 1
