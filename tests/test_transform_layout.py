"""transform_layout on RFC 0077's examples: the output equals the RFC's (up to alpha-equivalence
and proven-equal conditions), `check` proves it refines the input, and the interpreter agrees
on random inputs with the data moved into the new layout."""


import numpy as np
import pytest

import verirw
from verirw import ir
from verirw.errors import ArgumentError
from verirw.layout.data import from_transformed, padding_mask, to_transformed
from verirw.layout.transform import transform_layout
from verirw.testing.compare import equal_up_to_form
from verirw.testing.inputs import random_inputs

from rfc import EXAMPLES, L4, L8, rfc
from rfc import assert_proven as proven


def agree_on_random_inputs(before, after, layouts, *, seeds=3, pad_value=0):
    """Run both on the same logical data (moved into each transformed layout; padding of an
    input gets ``pad_value``, which is what the target's assumes ask for) and compare every
    output element."""
    for seed in range(seeds):
        inputs = random_inputs(before, seed=seed)
        moved = {n: to_transformed(a, layouts[n], pad_value) if n in layouts else a
                 for n, a in inputs.items()}
        got_b = verirw.run(before, **{n: a.copy() for n, a in inputs.items()})
        got_a = verirw.run(after, **moved)
        for name, b in got_b.arrays.items():
            a = got_a.arrays[name]
            if name in layouts:
                a = from_transformed(a, layouts[name], b.shape)
            defined = got_b.defined[name]
            np.testing.assert_array_equal(a[defined], b[defined], err_msg=name)


# ----------------------------------------------------------------------------- RFC examples


def test_caches_get_padding_stages_after_their_producers():
    """RFC 0077 line 450 -> 473 (the RFC leaves A_cache/B_cache allocated with shape 14 and
    indexes them with two indices; the corrected program has (4, 4))."""
    before = rfc(450)
    after = transform_layout(transform_layout(before, "A_cache", L4, pad_value=-1, fuse_padding=False),
                             "B_cache", L4, pad_value=-2, fuse_padding=False)
    text = (EXAMPLES / "rfc0077_L0473_func.py").read_text()
    with pytest.raises(verirw.ScriptError, match="rank 1 .* indexed with 2 indices"):
        verirw.parse(text)
    fixed = text.replace('T.alloc_buffer(14, "float32")', 'T.alloc_buffer((4, 4), "float32")')
    assert after == verirw.parse(fixed)
    proven(before, after)
    agree_on_random_inputs(before, after, {})


def test_arguments_get_assume_or_postlude():
    """RFC 0077 line 525 -> 537: input A gets the T.assume stage, output B the padding stage.
    (The RFC's result still reads `A[i]` of the (4, 4) buffer and leaves an unused B_cache.)"""
    before = rfc(525)
    with pytest.raises(ArgumentError, match="A is an argument of func.*allow_signature_change"):
        transform_layout(before, "A", L4, pad_value=-1)
    after = transform_layout(before, "A", L4, pad_value=-1, allow_signature_change=True)
    after = transform_layout(after, "B", L4, pad_value=-2, allow_signature_change=True,
                             fuse_padding=False)
    expected = verirw.parse('''
@T.prim_func
def func(A: T.Buffer[(4, 4), "float32"], B: T.Buffer[(4, 4), "float32"]):
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 14 or A[io, ii] == -1)
    B_cache = T.alloc_buffer(14, "float32")
    for i in T.serial(14):
        with T.block("compute"):
            B[i // 4, i % 4] = 2 * A[i // 4, i % 4]
    for io, ii in T.grid(4, 4):
        with T.block("B_padding"):
            if 4 * io + ii >= 14:
                B[io, ii] = -2
''')
    assert after == expected
    layouts = {"A": L4, "B": L4}
    proven(before, after, layouts)
    agree_on_random_inputs(before, after, layouts, pad_value=-1)
    out = verirw.run(after, A=to_transformed(np.ones(14, "float32"), L4, -1),
                     B=np.zeros((4, 4), "float32")).arrays["B"]
    assert (out[padding_mask(L4, (14,))] == -2).all()


def test_multiple_buffer_semantics():
    """RFC 0077 "Multiple Buffer Semantics": two transforms of A (undef, then 0), one of B;
    each step is exactly the RFC's program."""
    undef = lambda *t: ir.Undef(ir.INT32)  # noqa: E731
    s0 = rfc(2640)
    s1 = transform_layout(s0, "A", lambda i, j: [i // 4, i % 4, j], pad_value=undef,
                          allow_signature_change=True)
    assert s1 == rfc(2653)
    s2 = transform_layout(s1, "A", lambda io, ii, j: [io, ii, j // 8, j % 8], pad_value=0,
                          allow_signature_change=True)
    assert s2 == rfc(2670)
    s3 = transform_layout(s2, "B", L4, pad_value=undef, allow_signature_change=True)
    assert s3 == rfc(2690)
    proven(s0, s1, {"A": "lambda i, j: [i // 4, i % 4, j]"})
    proven(s1, s2, {"A": "lambda io, ii, j: [io, ii, j // 8, j % 8]"})
    proven(s2, s3, {"B": L4})


@pytest.mark.parametrize("before,after,steps", [
    (615, 623, [("A", None)]),
    (651, 659, [("A", None)]),
    (680, 697, [("A", None), ("B", None)]),
    (779, 800, [("A", None), ("B", None)]),
    (1330, 1344, [("A", None)]),
    (1344, 1358, [("B", 0.0)]),
    (1595, 1602, [("A", None)]),
    (1632, 1639, [("A", None)]),
])
def test_rfc_transform_steps(before, after, steps):
    src, got = rfc(before), rfc(before)
    for name, pad in steps:
        got = transform_layout(got, name, L4, pad_value=pad, allow_signature_change=True)
    assert equal_up_to_form(got, rfc(after)), verirw.script(got)
    layouts = {name: L4 for name, _ in steps}
    proven(src, got, layouts)
    agree_on_random_inputs(src, got, layouts)


def test_read_cache_in_local_scope():
    """RFC 0077 line 1678 -> 1689: the local cache A_local gets pad 0 after its producer."""
    before = rfc(1678)
    after = transform_layout(before, "A_local", L4, pad_value=0, fuse_padding=False)
    assert equal_up_to_form(after, rfc(1689)), verirw.script(after)
    assert after != rfc(1689)          # the RFC writes `io == 3 and ii >= 2`
    proven(before, after)


def test_producer_consumer_module():
    """RFC 0077 line 1750 -> 1765: the same transform in both functions of the module."""
    mod = rfc(1750)
    for fn in ("producer", "consumer"):
        mod = transform_layout(mod, "A", L4, pad_value=0, function=fn, allow_signature_change=True,
                               fuse_padding=False)
    assert equal_up_to_form(mod, rfc(1765))


def test_offset_map_input_and_output():
    """RFC 0077 lines 1903 -> 1950 -> 2002, the padded conv1d with `(i + 2) // 8`. A's assume
    matches the RFC; for B (18 elements, padding at flat 0, 1 and 20..23) the RFC writes the
    padding condition `(io == 0 and ii < 2) or (io == 2 and ii >= 6)`, which misses B[2, 4]
    and B[2, 5]: verirw's condition differs there, and it is the exact one."""
    s0 = rfc(1903)
    s1 = transform_layout(s0, "A", L8, pad_value=0.0, allow_signature_change=True)
    assert equal_up_to_form(s1, rfc(1950))
    s2 = transform_layout(s1, "B", L8, pad_value=0.0, allow_signature_change=True)
    assert not equal_up_to_form(s2, rfc(2002))
    assert set(zip(*np.nonzero(padding_mask(L8, (18,))))) == {(0, 0), (0, 1), (2, 4), (2, 5),
                                                              (2, 6), (2, 7)}
    proven(s0, s2, {"A": L8, "B": L8})
    agree_on_random_inputs(s0, s2, {"A": L8, "B": L8})


# ----------------------------------------------------------------------------- pad values


PRODUCER = '''
@T.prim_func
def func(A: T.Buffer[(14,), "int32"], B: T.Buffer[(14,), "int32"]):
    for i in T.serial(14):
        B[i] = A[i] * 3
'''


def test_pad_value_reading_the_buffer_itself():
    """RFC 0077's `pad_value=lambda io, ii: B[0, (io - 14) % 4]`: read in the new layout."""
    src = verirw.parse(PRODUCER)
    B = src.buffers["B"]
    out = transform_layout(src, "B", L4, pad_value=lambda io, ii: B[0, (io - 14) % 4],
                           allow_signature_change=True)
    assert "B[io, ii] = B[0, (io - 14) % 4]" in verirw.script(out)
    a = np.arange(14, dtype="int32")
    got = verirw.run(out, A=a, B=np.zeros((4, 4), "int32")).arrays["B"]
    assert got[3, 2] == got[3, 3] == 3 * ((3 - 14) % 4)
    proven(src, out, {"B": L4})


@pytest.mark.parametrize("pad", ["T.undef()", " T.undef( ) ", verirw.undef(), verirw.undef("float32"),
                                 ir.Undef(ir.INT32), lambda io, ii: "T.undef()"])
def test_pad_value_undef_from_python(pad):
    """From Python as in TVMScript: the text "T.undef()" or verirw.undef() (any dtype given is
    the buffer's)."""
    src = verirw.parse(PRODUCER)
    out = transform_layout(src, "B", L4, pad_value=pad, allow_signature_change=True)
    assert "B[io, ii] = T.undef()" in verirw.script(out)
    proven(src, out, {"B": L4})


@pytest.mark.parametrize("pad,match", [
    ("0", r'only text accepted is "T\.undef\(\)"'),
    (lambda io, ii: ir.make_buffer("B", (4, 4), "int32")[io + 1, ii], "out of bounds at padding index"),
    (lambda io, ii: ir.make_buffer("B", (4, 4), "int32")[io, ii], "reads padding"),
    (lambda io, ii: ir.make_buffer("A", (14,), "int32")[ii], "reads A, another buffer"),
    (lambda io, ii: ir.make_buffer("B", (4, 4), "int32")[io], "with 1 indices"),
    (300000000000, "out of range for int32"),
    (1.5, "is a float, not an int32 value"),
    (lambda io, ii: ir.FloatImm(1.0, ir.FLOAT32), "dtype float32"),
])
def test_bad_pad_values_are_refused(pad, match):
    with pytest.raises(ArgumentError, match=match):
        transform_layout(verirw.parse(PRODUCER), "B", L4, pad_value=pad, allow_signature_change=True)


# ----------------------------------------------------------------------------- refusals


def test_non_injective_map_is_refused_with_the_collision():
    with pytest.raises(verirw.IndexMapError, match=r"not injective on shape \[14\]: .* both map to"):
        transform_layout(verirw.parse(PRODUCER), "B", "lambda i: [i % 4]", allow_signature_change=True)


def test_unknown_buffer_and_undef_index():
    with pytest.raises(ArgumentError, match="no buffer 'C' .*buffers: A, B"):
        transform_layout(verirw.parse(PRODUCER), "C", L4)
    bad = verirw.parse(PRODUCER)
    B = bad.buffers["B"]
    body = ir.BufferStore(B, ir.IntImm(1), (ir.Undef(ir.INT32),))
    bad = bad.with_body(body)
    with pytest.raises(ArgumentError, match="T.undef\\(\\) in an index of B"):
        transform_layout(bad, "B", L4, allow_signature_change=True)


def test_negative_image_is_refused():
    with pytest.raises(verirw.IndexMapError, match="negative index"):
        transform_layout(verirw.parse(PRODUCER), "B", "lambda i: [i - 1]", allow_signature_change=True)


# ----------------------------------------------------------------------------- aliases


ALIASED = '''
@T.prim_func
def func(A: T.Buffer[(4, 6), "int32"], B: T.Buffer[(4, 6), "int32"]):
    X = T.alloc_buffer((4, 6), "int32")
    Y = T.decl_buffer((24,), "int32", data=X.data)
    for i, j in T.grid(4, 6):
        X[i, j] = A[i, j] + 1
    for k in T.serial(24):
        Y[k] = Y[k] * 2
    for i, j in T.grid(4, 6):
        B[i, j] = X[i, j]
'''


def test_aliases_follow_through_the_shared_offset():
    src = verirw.parse(ALIASED)
    out = transform_layout(src, "X", "lambda i, j: [j // 4, i, j % 4]", pad_value=0)
    text = verirw.script(out)
    assert 'Y = T.decl_buffer((2, 4, 4), "int32", data=X.data)' in text
    proven(src, out)
    agree_on_random_inputs(src, out, {})


def test_larger_alias_is_refused():
    src = verirw.parse(ALIASED.replace("(24,)", "(30,)").replace("T.serial(24)", "T.serial(24)"))
    with pytest.raises(ArgumentError, match="Y .*aliases X but is larger"):
        transform_layout(src, "X", "lambda i, j: [j, i]")


def test_nchwc_with_axis_separator_records_separators():
    src = verirw.parse('''
@T.prim_func
def func(A: T.Buffer[(1, 2, 2, 8), "float32"], B: T.Buffer[(1, 2, 2, 8), "float32"]):
    for n, h, w, c in T.grid(1, 2, 2, 8):
        B[n, h, w, c] = A[n, h, w, c]
''')
    m = verirw.IndexMap.from_func(lambda n, h, w, c: [n, c // 4, h, verirw.AXIS_SEPARATOR, w, c % 4])
    out = transform_layout(src, "B", m, allow_signature_change=True)
    assert out.buffers["B"].axis_separators == (3,)
    assert [d.value for d in out.buffers["B"].shape] == [1, 2, 2, 2, 4]
    proven(src, out, {"B": m})


def test_access_through_an_undeclared_view_is_refused():
    src = verirw.parse(PRODUCER)
    B = src.buffers["B"]
    view = ir.Buffer("B_view", B.shape, B.dtype, B.data)        # same storage, never declared
    bad = src.with_body(ir.seq(src.body, ir.BufferStore(view, ir.IntImm(0), (ir.IntImm(0),))))
    with pytest.raises(verirw.MalformedIRError, match="B_view accesses the storage of B"):
        transform_layout(bad, "B", L4, allow_signature_change=True)


def test_equal_buffer_objects_are_the_same_view():
    src = verirw.parse(PRODUCER)
    B = src.buffers["B"]
    same = ir.Buffer(B.name, B.shape, B.dtype, B.data)          # equal by value, another object
    assert same is not B and same == B
    body = ir.seq(src.body, ir.BufferStore(same, ir.IntImm(7), (ir.IntImm(13),)))
    out = transform_layout(src.with_body(body), "B", L4, allow_signature_change=True)
    assert "B[3, 1] = 7" in verirw.script(out)


# ----------------------------------------------------------------------------- padding in the loop
# Issue 39: a producer that is an elementwise nest gets RFC 0077's producer form (line 1840:
# `if 4 * io + ii < 14: A[io, ii] = ... else: A[io, ii] = 0`), one nest over the transformed
# shape writing each element once, as TVM 0.27's Schedule.transform_layout(pad_value=...) does.


def count_executed(func, **inputs) -> dict:
    """Stores and loop iterations executed by ``func`` on ``inputs`` (the interpreter runs a
    copy whose every store and loop body also bumps a counter)."""
    counter = ir.make_buffer("executed_", (2,), "int64")

    def bump(k):
        at = (ir.IntImm(k, ir.INT32),)
        return ir.BufferStore(counter, ir.Add(ir.BufferLoad(counter, at), ir.IntImm(1, counter.dtype)), at)

    def post(n):
        if isinstance(n, ir.BufferStore) and n.buffer is not counter:
            return ir.seq(n, bump(0))
        if isinstance(n, ir.For):
            return ir.For(n.loop_var, n.min, n.extent, n.kind, ir.seq(bump(1), n.body))
        return n

    body = verirw.visit.transform(func.body, post, lambda n: n if isinstance(n, ir.Buffer) else None)
    handle = ir.Var("executed_handle", ir.DType.get("handle"))
    counted = ir.PrimFunc(func.name, func.params + (handle,), func.buffer_map + ((handle, counter),),
                          body, func.attrs, func.private)
    got = verirw.run(counted, **inputs, executed_=np.zeros(2, "int64")).arrays["executed_"]
    return {"stores": int(got[0]), "iterations": int(got[1])}


ELEMENTWISE_22 = '''
@T.prim_func(s_tir=True)
def main(A: T.Buffer((22,), "int32"), B: T.Buffer((22,), "int32")):
    for i in range(22):
        with T.sblock("compute"):
            vi = T.axis.remap("S", [i])
            B[vi] = 2 * A[vi]
'''
L_8 = "lambda i: [i // 8, i % 8]"


def tvm_transform_layout(text, steps):
    """TVM 0.27's Schedule.transform_layout, step by step ``(buffer, map text, pad_value)``, read
    back into verirw."""
    tvm = pytest.importorskip("tvm", reason="Apache TVM is not installed")
    from verirw.tvm import from_tvm
    sch = tvm.s_tir.Schedule(tvm.IRModule({"main": tvm.script.from_source(text)}))
    for name, text_map, pad in steps:
        sch.transform_layout(sch.get_sblock("compute"), name, eval(text_map), pad_value=pad)
    return from_tvm(sch.mod["main"])


def test_elementwise_producer_writes_its_padding_in_the_loop():
    """22 elements split by 8, pad 0: one nest over (3, 8), the RFC's guard; proven; 24 stores
    as TVM (the padding stage wrote the 22, then looped over the 24 again: 22 + 2 stores, 22 +
    24 loop bodies)."""
    src = verirw.parse(ELEMENTWISE_22)
    after = transform_layout(src, "B", L_8, pad_value=0, allow_signature_change=True)
    assert """    for io, ii in T.grid(3, 8):
        with T.block("compute"):
            if 8 * io + ii < 22:
                B[io, ii] = 2 * A[io * 8 + ii]
            else:
                B[io, ii] = 0""" in verirw.script(after)
    proven(src, after, {"B": L_8})
    agree_on_random_inputs(src, after, {"B": L_8})
    a = np.arange(22, dtype="int32")
    ours = count_executed(after, A=a, B=np.zeros((3, 8), "int32"))
    stage = transform_layout(src, "B", L_8, pad_value=0, allow_signature_change=True,
                             fuse_padding=False)
    proven(src, stage, {"B": L_8})
    assert count_executed(stage, A=a, B=np.zeros((3, 8), "int32")) == {"stores": 24,
                                                                        "iterations": 22 + 3 + 24}
    assert ours == {"stores": 24, "iterations": 3 + 24}
    tvm_out = tvm_transform_layout(ELEMENTWISE_22, [("B", L_8, 0)])
    assert count_executed(tvm_out, A=a, B=np.zeros((3, 8), "int32")) == ours
    out = verirw.run(after, A=a, B=np.full((3, 8), 7, "int32")).arrays["B"]
    np.testing.assert_array_equal(out, verirw.run(tvm_out, A=a, B=np.full((3, 8), 7, "int32")).arrays["B"])


def test_rfc_input_and_output_in_the_loop():
    """RFC 0077 line 525 (A with pad -1, then B with pad -2): A's assumes, B's producer form; the
    index of A through the block's axis simplifies to A[io, ii] under the loop bounds."""
    before = rfc(525)
    after = transform_layout(before, "A", L4, pad_value=-1, allow_signature_change=True)
    after = transform_layout(after, "B", L4, pad_value=-2, allow_signature_change=True)
    expected = verirw.parse('''
@T.prim_func
def func(A: T.Buffer[(4, 4), "float32"], B: T.Buffer[(4, 4), "float32"]):
    for io, ii in T.grid(4, 4):
        T.assume(4 * io + ii < 14 or A[io, ii] == -1)
    B_cache = T.alloc_buffer(14, "float32")
    for io, ii in T.grid(4, 4):
        with T.block("compute"):
            if 4 * io + ii < 14:
                B[io, ii] = 2 * A[io, ii]
            else:
                B[io, ii] = -2
''')
    assert after == expected, verirw.script(after)
    layouts = {"A": L4, "B": L4}
    proven(before, after, layouts)
    agree_on_random_inputs(before, after, layouts, pad_value=-1)


RFC_525_INT = ELEMENTWISE_22.replace("22", "14")


def test_store_counts_match_tvm_on_the_rfc_example():
    """The RFC's 14-element program, A and B split by 4 (pads -1, -2): as many stores as TVM's
    output, no more loop iterations, the same B."""
    src = verirw.parse(RFC_525_INT)
    after = src
    for name, pad in (("A", -1), ("B", -2)):
        after = transform_layout(after, name, L4, pad_value=pad, allow_signature_change=True)
    proven(src, after, {"A": L4, "B": L4})
    tvm_out = tvm_transform_layout(RFC_525_INT, [("A", L4, -1), ("B", L4, -2)])
    a = to_transformed(np.arange(14, dtype="int32"), L4, -1)
    ours = count_executed(after, A=a, B=np.zeros((4, 4), "int32"))
    theirs = count_executed(tvm_out, A=a, B=np.zeros((4, 4), "int32"))
    assert ours["stores"] == theirs["stores"] == 16
    assert ours["iterations"] <= theirs["iterations"]
    np.testing.assert_array_equal(verirw.run(after, A=a, B=np.zeros((4, 4), "int32"))["B"],
                                  verirw.run(tvm_out, A=a, B=np.zeros((4, 4), "int32"))["B"])


SYMBOLIC_ELEMENTWISE = '''
@T.prim_func(s_tir=True)
def main(a: T.handle, b: T.handle):
    n = T.int32()
    A = T.match_buffer(a, (n,), "int32")
    B = T.match_buffer(b, (n,), "int32")
    T.assume(n <= 1073741824)
    for i in range(n):
        with T.sblock("compute"):
            vi = T.axis.remap("S", [i])
            B[vi] = A[vi] + 1
'''


def test_symbolic_shape_and_store_counts_match_tvm_for_every_residue():
    """On ``(n,)``: TVM's shape ((n + 3) // 4, 4) for every n (n < 4 included: the padding
    covers the rest), proven for every n, and TVM's store count at each residue."""
    src = verirw.parse(SYMBOLIC_ELEMENTWISE)
    after = transform_layout(src, "B", L4, pad_value=0, allow_signature_change=True)
    assert [verirw.format_expr(d) for d in after.buffers["B"].shape] == ["(n + 3) // 4", "4"]
    proven(src, after, {"B": L4})
    tvm_out = tvm_transform_layout(SYMBOLIC_ELEMENTWISE, [("B", L4, 0)])
    for n in (1, 2, 3, 4, 5, 13, 14, 16):
        rows = (n + 3) // 4
        a = np.arange(n, dtype="int32")
        ours = count_executed(after, A=a, B=np.zeros((rows, 4), "int32"), n=n)
        theirs = count_executed(tvm_out, A=a, B=np.zeros((rows, 4), "int32"), n=n)
        assert ours["stores"] == theirs["stores"] == 4 * rows, n
        assert ours["iterations"] <= theirs["iterations"], n
        got = verirw.run(after, A=a, B=np.zeros((rows, 4), "int32"), n=n)["B"].reshape(-1)
        np.testing.assert_array_equal(got[:n], a + 1)
        assert not got[n:].any()


@pytest.mark.parametrize("line,name,pad", [(1344, "B", 0.0)])
def test_producer_that_is_not_elementwise_keeps_the_padding_stage(line, name, pad):
    """A reduction (RFC 0077 line 1344: B[i] = 0, then B[i] += ... over f) is no elementwise nest:
    its padding stays in a stage after it, as the RFC writes (line 1358)."""
    got = transform_layout(rfc(line), name, L4, pad_value=pad, allow_signature_change=True)
    assert equal_up_to_form(got, rfc(1358)), verirw.script(got)


def test_pad_value_reading_the_buffer_keeps_the_stage():
    """``pad_value=lambda io, ii: B[0, (io - 14) % 4]`` reads logical elements, which must all be
    written first: the padding stays in a stage after the producer."""
    src = verirw.parse(PRODUCER)
    B = src.buffers["B"]
    out = transform_layout(src, "B", L4, pad_value=lambda io, ii: B[0, (io - 14) % 4],
                           allow_signature_change=True)
    assert "else" not in verirw.script(out)
    proven(src, out, {"B": L4})


@pytest.mark.parametrize("body", [
    "B[i] = A[i] * 3\n        B[i] = B[i] + 1",              # two stores
    "B[i] = B[i] * 3",                                        # reads B
    "B[13 - i] = A[i]",                                       # not B[i]
])
def test_other_nests_keep_the_padding_stage(body):
    src = verirw.parse(PRODUCER.replace("B[i] = A[i] * 3", body))
    out = transform_layout(src, "B", L4, pad_value=0, allow_signature_change=True)
    assert "else" not in verirw.script(out), verirw.script(out)
    assert "if 4 * io + ii >= 14" in verirw.script(out)
    proven(src, out, {"B": L4})


def test_fused_internal_cache_is_proven():
    """RFC 0077 line 450: both caches are filled by elementwise nests; each gets its padding in
    its loop, and the whole function is proven."""
    before = rfc(450)
    after = transform_layout(transform_layout(before, "A_cache", L4, pad_value=-1),
                             "B_cache", L4, pad_value=-2)
    text = verirw.script(after)
    assert text.count("else:") == 2 and "_padding" not in text, text
    proven(before, after)
    agree_on_random_inputs(before, after, {})


# ----------------------------------------------------------------------------- axis_separators


def test_axis_separators_are_refused_by_name_in_the_tvm_dialect():
    """TVM 0.27 has no axis_separators (its T.Buffer, T.alloc_buffer, T.match_buffer and
    T.decl_buffer take none): a flattened buffer that keeps two physical axes is refused by name
    in dialect='tvm', rather than printed as something TVM reads with another meaning; verirw's
    own text is what TVM's parser refuses. Without separators, TVM reads the flattened program."""
    tvm = pytest.importorskip("tvm", reason="Apache TVM is not installed")
    src = verirw.parse('''
@T.prim_func
def func(A: T.Buffer[(1, 2, 2, 8), "float32"], B: T.Buffer[(1, 2, 2, 8), "float32"]):
    for n, h, w, c in T.grid(1, 2, 2, 8):
        B[n, h, w, c] = A[n, h, w, c]
''')
    m = verirw.IndexMap.from_func(lambda n, h, w, c: [n, c // 4, h, verirw.AXIS_SEPARATOR, w, c % 4])
    flat = verirw.flatten(transform_layout(src, "B", m, allow_signature_change=True))
    assert flat.buffers["B"].axis_separators == (1,)
    from verirw.printer import DialectError
    with pytest.raises(DialectError, match="axis_separators"):
        verirw.script(flat, dialect="tvm")
    with pytest.raises(tvm.error.DiagnosticError):   # TVM's own parser: no such option
        tvm.script.from_source(verirw.script(flat))
    plain = verirw.flatten(transform_layout(src, "B", "lambda n, h, w, c: [n, c // 4, h, w, c % 4]",
                                            allow_signature_change=True))
    assert not plain.buffers["B"].axis_separators
    from verirw.tvm import from_tvm
    again = from_tvm(tvm.script.from_source(verirw.script(plain, dialect="tvm")))
    assert verirw.structural_equal(again, plain, map_free_vars=True)
