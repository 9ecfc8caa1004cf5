"""RFC 0077's layouts with a symbolic shape, end to end (issue 22): ``transform_layout`` with
padding, ``sequential_buffer_access``, Simplify and RemoveBranchingThroughOvercompute on
``A: (n,)``, each step proven by ``check`` for every ``n`` at once (loop summaries over the
size variable) and run by the interpreter for ``n`` in every residue modulo the tile."""

from __future__ import annotations

import numpy as np
import pytest

import verirw
from verirw import ir
from verirw.interp import run
from verirw.passes import remove_branching_through_overcompute
from verirw.verify import check
from verirw.verify.replay import concrete_shape, first_difference, target_inputs

# n is bounded: near 2**31 the padded programs' ``4 * io + ii`` (and ``n + 3``) overflow int32,
# poison in TVM's code (docs/semantics.md), where the original does not; test_the_bound_matters
SYMBOLIC = '''
@T.prim_func
def func(a: T.handle, b: T.handle):
    n = T.int32()
    A = T.match_buffer(a, (n,), "int32")
    B = T.match_buffer(b, (n,), "int32")
    T.assume(n <= 1073741824)
    for i in T.serial(n):
        B[i] = 2 * A[i]
'''
SPLIT = "lambda i: [i // 4, i % 4]"
LAYOUTS = {"A": SPLIT, "B": SPLIT}


def _undef(*_indices):
    return ir.Undef(ir.INT32)


def _transformed(func, pad_value):
    for name in ("A", "B"):
        func = verirw.transform_layout(func, name, SPLIT, pad_value, allow_signature_change=True)
    return func


@pytest.fixture(scope="module")
def pipeline():
    """Every step of the RFC's schedule on the symbolic program."""
    original = verirw.parse(SYMBOLIC)
    padded = _transformed(original, _undef)
    walked = verirw.sequential_buffer_access(padded, None, "B")
    branching = verirw.simplify(walked).func
    branch_free = remove_branching_through_overcompute(branching).func
    return {"original": original, "padded": padded, "walked": walked,
            "branching": branching, "branch_free": branch_free}


def test_transformed_shape_is_symbolic(pipeline):
    """TVM's shape (``IndexMap.map_shape``, RFC 0077) for every n, issue 39: the inner extent
    is the tile even for n < 4 (the smallest shape would be ``T.min(4, n)``); the padding
    covers the rest."""
    a = pipeline["padded"].buffers["A"]
    assert [verirw.format_expr(d) for d in a.shape] == ["(n + 3) // 4", "4"]


def test_padding_is_written_in_the_producer_loop(pipeline):
    """B's producer is elementwise: one nest over the transformed shape, the padding under the
    image guard's else (RFC 0077's producer form, TVM's one store per element)."""
    text = verirw.script(pipeline["padded"])
    assert """    for io, ii in T.grid((n + 3) // 4, 4):
        if 4 * io + ii < n:
            B[io, ii] = 2 * A[io, ii]
        else:
            B[io, ii] = T.undef()""" in text


def test_branches_go_away_for_every_n(pipeline):
    """Overcompute removes the image guard: no ``if`` is left around B's main store."""
    def guarded_stores(f):
        return [s for s in verirw.visit.walk(f.body) if isinstance(s, ir.IfThenElse)
                and any(isinstance(x, ir.BufferStore) and isinstance(x.value, ir.Mul)
                        for x in verirw.visit.walk(s))]
    assert guarded_stores(pipeline["branching"])
    assert not guarded_stores(pipeline["branch_free"])


@pytest.mark.parametrize("step", ["padded", "walked", "branching", "branch_free"])
def test_every_step_is_proven_for_every_n(pipeline, step):
    result = check(pipeline["original"], pipeline[step], layouts=LAYOUTS, timeout_s=60)
    assert result.status == "proven", result.reason
    assert result.details["method"] == "summary"


@pytest.mark.parametrize("n", [1, 2, 3, 4, 13, 14, 15, 16, 17])
@pytest.mark.parametrize("step", ["padded", "branching", "branch_free"])
def test_interpreter_agrees_at_every_residue(pipeline, step, n):
    """The proof is for all n; the interpreter checks instances, n % 4 in 0..3 and n < 4
    (where the inner extent is n itself)."""
    src, tgt = pipeline["original"], pipeline[step]
    rng = np.random.default_rng(n)
    inputs = {"A": rng.integers(-100, 100, n, dtype=np.int32),
              "B": rng.integers(-100, 100, n, dtype=np.int32)}
    before = run(src, **inputs, n=n)
    after = run(tgt, **target_inputs(src, tgt, inputs, LAYOUTS, {"n": n}), n=n)
    assert concrete_shape(tgt.buffers["A"], {"n": n}) == ((n + 3) // 4, 4)
    assert first_difference(before, after, LAYOUTS) is None


def test_padding_value_and_overcompute_with_zero_padding():
    """``pad_value=0``: the output padding stage writes 0 and the input padding is assumed 0;
    overcompute then computes ``2 * 0`` on the padding, proven for every n."""
    original = verirw.parse(SYMBOLIC)
    padded = _transformed(original, 0)
    walked = verirw.sequential_buffer_access(padded, None, "B")
    branch_free = remove_branching_through_overcompute(verirw.simplify(walked).func).func
    for step in (padded, branch_free):
        result = check(original, step, layouts=LAYOUTS, timeout_s=60)
        assert result.status == "proven", result.reason


@pytest.mark.parametrize("mutation", [
    ("T.serial(n)", "T.serial(n - 1)"),        # the last element is not written
    ("2 * A[i]", "2 * A[i] + i // 16"),        # wrong from n > 16 on
])
def test_broken_program_is_refuted_with_the_size(mutation):
    """A counterexample names a size: z3 picks ``n``, the interpreter replays it."""
    original = verirw.parse(SYMBOLIC)
    broken = _transformed(verirw.parse(SYMBOLIC.replace(*mutation)), _undef)
    result = check(original, broken, layouts=LAYOUTS, timeout_s=60)
    assert result.status == "refuted" and result.confirmed, result.reason
    assert "differs" in result.reason


def test_after_shape_not_the_transformed_one_is_not_proven():
    """A larger ``after`` buffer than the layout's transformed shape holds elements that are
    neither images nor padding: check refuses to relate them rather than guess."""
    original = verirw.parse(SYMBOLIC)
    padded = _transformed(original, _undef)
    text = verirw.script(padded).replace("T.Buffer(((n + 3) // 4, 4)", "T.Buffer(((n + 3) // 4, 5)")
    assert text != verirw.script(padded)
    result = check(original, verirw.parse(text), layouts=LAYOUTS, timeout_s=30)
    assert result.status == "unknown" and "transformed extent" in result.reason, result.reason


def test_cache_read_write_then_layout_keeps_the_signature():
    """RFC 0077's cache_read/cache_write route on a symbolic shape: the copies are
    transformed, the arguments keep shape ``(n,)``; a wrong read-back is refuted."""
    original = verirw.parse(SYMBOLIC)
    cached = verirw.cache_write(verirw.cache_read(original, "A"), "B")
    for name in ("A_local", "B_local"):
        cached = verirw.transform_layout(cached, name, SPLIT, 0)
    assert [verirw.format_expr(d) for d in cached.buffers["A"].shape] == ["n"]
    result = check(original, cached, timeout_s=60)
    assert result.status == "proven", result.reason
    broken = verirw.parse(verirw.script(cached).replace(
        "B[i] = B_local[i // 4, i % 4]", "B[i] = B_local[i // 4, (i + 1) % 4]"))
    result = check(original, broken, timeout_s=60)
    assert result.status == "refuted" and result.confirmed, result.reason


@pytest.mark.parametrize("n", [3, 14, 16, 17])
def test_native_code_of_the_symbolic_layout(n):
    """Flattened and compiled once; run at several sizes it matches the interpreter, padding
    included (pad_value=0)."""
    from verirw.codegen import build, prepare
    padded = _transformed(verirw.parse(SYMBOLIC), 0)
    kernel = build(prepare(padded))
    size = ((n + 3) // 4) * 4
    rng = np.random.default_rng(n)
    a = np.zeros(size, np.int32)
    a[:n] = rng.integers(-100, 100, n)
    b = np.full(size, 7, np.int32)
    kernel(A=a, B=b, n=n)
    expected = run(padded, A=a.reshape(concrete_shape(padded.buffers["A"], {"n": n})),
                   B=np.full(size, 7, np.int32).reshape(-1, 4), n=n)
    assert np.array_equal(b, expected.arrays["B"].reshape(-1))
    assert np.array_equal(b[:n], 2 * a[:n]) and not b[n:].any()


def test_the_bound_matters():
    """Without the assume the padded program is not a refinement at n = 2**31 - 1 (its padded
    index arithmetic overflows int32): never proven; z3's counterexample is too large for the
    interpreter, so the answer is unknown, with that reason."""
    unbounded = verirw.parse(SYMBOLIC.replace("    T.assume(n <= 1073741824)\n", ""))
    result = check(unbounded, _transformed(unbounded, 0), layouts=LAYOUTS, timeout_s=60)
    assert result.status != "proven", result.reason
