"""Issue 23: what TVM's passes do with context, done by verirw's and proven.

Each case is an input and the exact program the pass must return; every result is also
checked by ``verirw.check`` against its input (the passes validate by default too, and a
result they could not prove would be the input itself, which the expected output is not).
"""

from __future__ import annotations

import pytest

import verirw
from verirw import passes

HEADER = ("@T.prim_func\ndef f(A: T.Buffer((16,), \"int32\"), B: T.Buffer((16,), \"int32\"), "
          "C: T.Buffer((4, 4), \"int32\"), n: T.int32):\n")


def prog(body: str):
    return verirw.parse(HEADER + body)


def run(pass_fn, before: str, after: str):
    src, want = prog(before), prog(after)
    result = pass_fn(src)
    got = result.func
    assert verirw.script(got) == verirw.script(want)
    assert result.certificate.validation.status == "proven", result.certificate.validation
    assert verirw.check(src, got, timeout_s=60).status == "proven"
    return result


def simplify(f):
    return verirw.simplify(f)


CASES = {
    # TVM: an expression inside a branch is simplified with the branch condition
    "div under branch": (
        "    for i in range(16):\n        if i < 4:\n            B[i] = A[i // 4] + i % 4\n",
        "    for i in range(16):\n        if i < 4:\n            B[i] = A[0] + i\n"),
    # TVM's apply_constraints_to_boolean_branches: booleans under branch conditions
    "bool under branch": (
        "    for i, j in T.grid(16, 16):\n        if i < j:\n"
        "            B[0] = T.Cast(\"int32\", i < j + 1)\n",
        "    for i, j in T.grid(16, 16):\n        if i < j:\n            B[0] = 1\n"),
    # redundant conjuncts: the right side of ``and`` is evaluated only where the left holds
    "redundant conjunct": (
        "    for i in range(16):\n        if n < 5 and n < 10:\n            B[i] = 1\n",
        "    for i in range(16):\n        if n < 5:\n            B[i] = 1\n"),
    "redundant disjunct": (
        "    for i in range(16):\n        if i < 4 or i < 2:\n            B[i] = 1\n",
        "    for i in range(16):\n        if i < 4:\n            B[i] = 1\n"),
    # nested identical if_then_else
    "nested select": (
        "    for i in range(16):\n"
        "        B[i] = T.if_then_else(i < 4, T.if_then_else(i < 4, A[i], 1), 2)\n",
        "    for i in range(16):\n        B[i] = T.if_then_else(i < 4, A[i], 2)\n"),
    # A[0] = A[0] is Simplify's too, not only RemoveNoOp's
    "self store": ("    A[0] = A[0]\n    B[0] = 1\n", "    B[0] = 1\n"),
    # TVM's propagate_knowns_to_simplify_expressions: a stored value is known until overwritten
    "known stored value": (
        "    A[0] = 5\n    B[0] = A[0] + 1\n    A[0] = n\n    B[1] = A[0]\n",
        "    A[0] = 5\n    B[0] = 6\n    A[0] = n\n    B[1] = n\n"),
    # RFC 0077: a loop nest of assumes states the padding; a select over it becomes the load
    "padding select": (
        "    for io, ii in T.grid(4, 4):\n        T.assume(4 * io + ii < 14 or C[io, ii] == 0)\n"
        "    for io, ii in T.grid(4, 4):\n"
        "        B[4 * io + ii] = T.if_then_else(4 * io + ii < 14, C[io, ii], 0)\n",
        "    for io, ii in T.grid(4, 4):\n        T.assume(4 * io + ii < 14 or C[io, ii] == 0)\n"
        "    for io, ii in T.grid(4, 4):\n        B[4 * io + ii] = C[io, ii]\n"),
    # RFC 0077 "When encountering a T.assume statement, this should be used for later
    # simplifications": the load an assume in the same loop body pins reads its value
    "assume in the loop body": (
        "    for i in range(16):\n        T.assume(A[i] == 0)\n        B[i] = A[i] + n\n",
        "    for i in range(16):\n        T.assume(A[i] == 0)\n        B[i] = n\n"),
    # issue 39: a loop nest of assumes pins every element it names, for a later loop
    "assume nest pins a later load": (
        "    for i in range(16):\n        T.assume(A[i] == 0)\n"
        "    for i in range(16):\n        B[i] = A[i] + n\n",
        "    for i in range(16):\n        T.assume(A[i] == 0)\n"
        "    for i in range(16):\n        B[i] = n\n"),
    # issue 39 / RFC 0077 padding: where the branch puts the load in the padding, its value
    "padding load under branch": (
        "    for io, ii in T.grid(4, 4):\n        T.assume(4 * io + ii < 14 or C[io, ii] == 0)\n"
        "    for io, ii in T.grid(4, 4):\n        if 4 * io + ii >= 14:\n"
        "            B[4 * io + ii] = C[io, ii] + n\n",
        "    for io, ii in T.grid(4, 4):\n        T.assume(4 * io + ii < 14 or C[io, ii] == 0)\n"
        "    for io, ii in T.grid(4, 4):\n        if 4 * io + ii >= 14:\n"
        "            B[4 * io + ii] = n\n"),
    # the fact at other indices than the nest's: A[15 - i] is in the padding where i < 2
    "padding load at other indices": (
        "    for i in range(16):\n        T.assume(i < 14 or A[i] == 7)\n"
        "    for i in range(2):\n        B[i] = A[15 - i]\n",
        "    for i in range(16):\n        T.assume(i < 14 or A[i] == 7)\n"
        "    for i in range(2):\n        B[i] = 7\n"),
}


@pytest.mark.parametrize("name", CASES)
def test_simplify_uses_the_context(name):
    before, after = CASES[name]
    run(simplify, before, after)


def test_block_iteration_variables_simplify_like_loop_variables():
    block = ("    for i, j in T.grid(4, 4):\n        with T.block(\"b\"):\n"
             "            v0, v1 = T.axis.remap(\"SS\", [i, j])\n"
             "            B[v0 * 4 + v1] = A[(v0 * 4 + v1) // 4 + (v0 * 4 + v1) % 4]\n")
    got = simplify(prog(block)).func
    assert "A[v0 + v1]" in verirw.script(got)
    assert verirw.check(prog(block), got).status == "proven"


def test_a_padding_fact_ends_at_a_write():
    """After ``C`` is written the assume no longer says what ``C`` holds: the select stays."""
    body = ("    for io, ii in T.grid(4, 4):\n        T.assume(4 * io + ii < 14 or C[io, ii] == 0)\n"
            "    C[3, 3] = n\n"
            "    for io, ii in T.grid(4, 4):\n"
            "        B[4 * io + ii] = T.if_then_else(4 * io + ii < 14, C[io, ii], 0)\n")
    assert simplify(prog(body)).func == prog(body)


def test_a_float_padding_select_is_kept():
    """Under IEEE ``F[i] == 0.0`` holds for ``-0.0``: the select's ``0.0`` is not the load."""
    text = ("@T.prim_func\ndef f(F: T.Buffer((16,), \"float32\"), G: T.Buffer((16,), \"float32\")):\n"
            "    for i in range(16):\n        T.assume(i < 14 or F[i] == T.float32(0))\n"
            "    for i in range(16):\n        G[i] = T.if_then_else(i < 14, F[i], T.float32(0))\n")
    func = verirw.parse(text)
    assert verirw.simplify(func).func == func


@pytest.mark.parametrize("body", [
    "    for i in range(4):\n        A[0] = i\n    B[0] = A[0]\n",
    "    with T.block(\"b\"):\n        x = n + 1\n        A[0] = x\n    B[0] = A[0]\n",
])
def test_a_stored_value_does_not_outlive_its_variables(body):
    """``i`` ends with its loop and ``x`` with its let (here, with the block): the fact
    ``A[0] == x`` must not reach the load after them, where ``x`` means nothing. (Without
    validation: the pass itself must not do it, not only be caught by the check.)"""
    got = verirw.simplify(prog(body), validate=False).func
    assert verirw.script(got) == verirw.script(prog(body))


def test_remove_store_undef_sees_through_a_let():
    run(passes.remove_store_undef, "    val = T.undef(dtype=\"int32\")\n    A[0] = val\n    A[1] = 1\n",
        "    val = T.undef(dtype=\"int32\")\n    A[1] = 1\n")


def test_remove_no_op_uses_a_padding_fact_through_a_loop_that_rewrites_it():
    """The padding stores write what the assume says the padding holds; the loop writes
    ``C``, but only with no-ops, so the fact holds throughout (induction on iterations)."""
    nest = "    for io, ii in T.grid(4, 4):\n        T.assume(4 * io + ii < 14 or C[io, ii] == 0)\n"
    run(passes.remove_no_op,
        nest + "    for io, ii in T.grid(4, 4):\n        if 14 <= 4 * io + ii:\n"
               "            C[io, ii] = 0\n    for i in range(16):\n        B[i] = C[i // 4, i % 4]\n",
        nest + "    for i in range(16):\n        B[i] = C[i // 4, i % 4]\n")


def test_a_loop_writing_other_values_ends_the_fact():
    nest = "    for io, ii in T.grid(4, 4):\n        T.assume(4 * io + ii < 14 or C[io, ii] == 0)\n"
    body = nest + ("    for io, ii in T.grid(4, 4):\n        if 14 <= 4 * io + ii:\n"
                   "            C[io, ii] = 0\n        C[0, 0] = 1\n")
    result = passes.remove_no_op(prog(body))
    assert "C[io, ii] = 0" in verirw.script(result.func)


def test_remove_no_op_drops_unused_temporaries():
    run(passes.remove_no_op,
        "    T_ = T.alloc_buffer((16,), \"int32\")\n    U = T.alloc_buffer((16,), \"int32\")\n"
        "    for i in range(16):\n        T_[i] = 1\n        A[i] = 2\n",
        "    for i in range(16):\n        A[i] = 2\n")


def test_reduce_loop_extents_hoists_the_guard_it_needs():
    run(passes.reduce_loop_extents,
        "    for i in range(16):\n        for j in range(4):\n            if i < 10:\n"
        "                A[i] = j\n",
        "    for i, j in T.grid(10, 4):\n        A[i] = j\n")


def test_reduce_loop_extents_keeps_a_hoist_that_narrows_nothing():
    body = "    for i in range(16):\n        for j in range(4):\n            if n < 10:\n                A[i] = j\n"
    assert passes.reduce_loop_extents(prog(body)).func == prog(body)


# ------------------------------------------------------------------ TVM's pass options

def test_tvm_pass_names_and_options_map_to_verirw_passes():
    simplify_pass = passes.from_tvm("tir.transform.Simplify",
                                    {"transitively_prove_inequalities": True,
                                     "propagate_knowns_to_prove_conditional": False,
                                     "apply_constraints_to_boolean_branches": True})
    assert isinstance(simplify_pass, passes.Simplify)
    hoist = passes.from_tvm("tirx.transform.HoistExpression",
                            {"hoisted_conditionals": 5, "hoisted_let_bindings": 2})
    assert hoist.conditional == (passes.HoistConditional.IF_ELSE_STMT
                                 | passes.HoistConditional.BOOLEAN_EXPRESSION)
    assert hoist.let_binding == passes.HoistLetBinding.LET_STMT
    configured = passes.from_tvm_config({"tir.RemoveNoOp": {"use_dataflow_analysis": True},
                                         "tir.Simplify": {}})
    assert [p.name for p in configured] == ["remove_no_op", "simplify"]
    before, after = CASES["redundant conjunct"]
    assert verirw.script(simplify_pass.apply(prog(before)).func) == verirw.script(prog(after))


@pytest.mark.parametrize("call, message", [
    (lambda: passes.from_tvm("tir.Simplify", {"convert_boolean_to_and_of_ors": 1}),
     r"convert_boolean_to_and_of_ors is True or False, not 1"),
    (lambda: passes.from_tvm("tir.HoistIfThenElse", {"support_block_scope_hosting": True}),
     r"support_block_scope_hosting=True is not supported"),
    (lambda: passes.from_tvm("tir.Simplify", {"transitivly_prove_inequalities": True}),
     r"unknown option 'transitivly_prove_inequalities'; TVM's options of this pass: "),
    (lambda: passes.from_tvm("tir.HoistExpression", {"hoisted_conditionals": 8}),
     r"sets bits verirw does not have \(8\)"),
    (lambda: passes.from_tvm("tir.transform.VectorizeLoop"), r"no verirw pass for TVM's"),
    (lambda: passes.from_tvm_config({"tir.Simplfy": {}}), r"unknown TVM pass config key"),
])
def test_tvm_options_verirw_cannot_honour_are_refused_by_name(call, message):
    with pytest.raises(verirw.ArgumentError, match=message):
        call()


def test_hoist_expression_lifts_each_nested_condition_to_its_own_loop():
    """TVM's ``test_hoist_multi_if``: ``if j < 2: if i < 2:`` inside ``k`` — each condition
    leaves the loops it does not depend on."""
    text = ("@T.prim_func\ndef f(A: T.Buffer((4, 4, 4), \"int32\")):\n"
            "    for i, j, k in T.grid(4, 4, 4):\n        if j < 2:\n            if i < 2:\n"
            "                A[i, j, k] = i + j + k\n")
    want = ("@T.prim_func\ndef f(A: T.Buffer((4, 4, 4), \"int32\")):\n"
            "    for i in range(4):\n        if i < 2:\n            for j in range(4):\n"
            "                if j < 2:\n                    for k in range(4):\n"
            "                        A[i, j, k] = i + j + k\n")
    result = passes.hoist_expression(verirw.parse(text))
    assert verirw.script(result.func) == verirw.script(verirw.parse(want))
    assert result.certificate.validation.status == "proven"


ASSUME_BLOCKS = '''@T.prim_func
def f(A: T.Buffer((4, 4), "int32"), B: T.Buffer((4, 4), "int32"), C: T.Buffer((4, 4), "int32"),
      D: T.Buffer((4, 4), "int32")):
    for io, ii in T.grid(4, 4):
        with T.block("a_assume"):
            vo, vi = T.axis.remap("SS", [io, ii])
            T.assume(not (vo == 3 and 2 <= vi) or A[vo, vi] == 0)
    for io, ii in T.grid(4, 4):
        with T.block("b_assume"):
            vo, vi = T.axis.remap("SS", [io, ii])
            T.assume(not (vo == 3 and 2 <= vi) or B[vo, vi] == 0)
    for io, ii in T.grid(4, 4):
        with T.block("compute"):
            vo, vi = T.axis.remap("SS", [io, ii])
            C[vo, vi] = T.if_then_else(vo == 3 and 2 <= vi, 0, VALUE)
'''


def test_padding_select_over_an_expression_of_padded_inputs():
    """TVM's UseAssumeToReduceBranches in RFC 0077's shape: assume blocks state that A and B
    are 0 in the padding, so ``if_then_else(pad, 0, A + B)`` is ``A + B``."""
    func = verirw.parse(ASSUME_BLOCKS.replace("VALUE", "A[vo, vi] + B[vo, vi]"))
    result = verirw.simplify(func)
    assert "C[vo, vi] = A[vo, vi] + B[vo, vi]" in verirw.script(result.func)
    assert result.certificate.validation.status == "proven"


@pytest.mark.parametrize("value", [
    "A[vo, vi] + D[vo, vi]",          # no fact about D: it need not be 0 in the padding
    "A[vo, vi] + 1",                  # 1 in the padding, not 0
    "A[vo, vi] // A[vo, vi]",         # would divide by zero in the padding
])
def test_padding_select_stays_where_the_facts_do_not_decide_it(value):
    func = verirw.parse(ASSUME_BLOCKS.replace("VALUE", value))
    assert "T.if_then_else" in verirw.script(verirw.simplify(func).func)


def test_a_block_axis_bound_to_a_sum_splits_by_its_factor():
    """``v = T.axis.spatial(16, i * 4 + j)``: ``v // 4`` is ``i`` and ``v % 4`` is ``j``."""
    text = ("@T.prim_func\ndef f(A: T.Buffer((4, 4), \"int32\"), B: T.Buffer((4, 4), \"int32\")):\n"
            "    for i, j in T.grid(4, 4):\n        with T.block(\"b\"):\n"
            "            v = T.axis.spatial(16, i * 4 + j)\n"
            "            B[v // 4, v % 4] = A[v // 4, v % 4] + 1\n")
    result = verirw.simplify(verirw.parse(text))
    assert "B[i, j] = A[i, j] + 1" in verirw.script(result.func)
    assert result.certificate.validation.status == "proven"


def test_a_float_padding_select_on_a_nonzero_value_becomes_the_load():
    """``F[i] == -1.0`` pins the bits (only zero has two encodings): the select is the load."""
    text = ("@T.prim_func\ndef f(F: T.Buffer((16,), \"float32\"), G: T.Buffer((16,), \"float32\")):\n"
            "    for i in range(16):\n        T.assume(i < 14 or F[i] == T.float32(-1))\n"
            "    for i in range(16):\n        G[i] = T.if_then_else(i < 14, F[i], T.float32(-1))\n")
    result = verirw.simplify(verirw.parse(text))
    assert "G[i] = F[i]" in verirw.script(result.func)
    assert result.certificate.validation.status == "proven"


def test_storing_a_let_bound_to_the_same_load_is_a_no_op():
    run(passes.remove_no_op,
        "    for i in range(16):\n        x = A[i]\n        A[i] = x\n        B[i] = x\n",
        "    for i in range(16):\n        x = A[i]\n        B[i] = x\n")


def test_a_let_of_a_load_is_no_fact_after_a_write():
    body = "    for i in range(16):\n        x = A[i]\n        A[i] = n\n        A[i] = x\n"
    assert "A[i] = x" in verirw.script(passes.remove_no_op(prog(body)).func)


def test_convert_boolean_to_and_of_ors_writes_conditions_as_and_of_ors():
    cnf = passes.from_tvm("tir.Simplify", {"convert_boolean_to_and_of_ors": True})
    assert cnf.and_of_ors
    run(cnf.apply, "    for i in range(16):\n        if i < 4 and n < 2 or i > 12:\n            A[i] = 1\n",
        "    for i in range(16):\n        if (i < 4 or i > 12) and (n < 2 or i > 12):\n"
        "            A[i] = 1\n")
    plain = passes.from_tvm("tir.Simplify", {"convert_boolean_to_and_of_ors": False})
    body = "    for i in range(16):\n        if i < 4 and n < 2 or i > 12:\n            A[i] = 1\n"
    assert plain.apply(prog(body)).func == prog(body)


def test_and_of_ors_keeps_a_condition_that_would_grow_too_large():
    from verirw.passes.and_of_ors import MAX_CLAUSES, and_of_ors
    x = [prog("    A[0] = 1\n").scalar_params[0].lt(k) for k in range(10)]
    big = verirw.ir.Or(verirw.ir.all_of(x[:5]), verirw.ir.all_of(x[5:]))
    assert MAX_CLAUSES < 5 * 5
    assert and_of_ors(big) == big


@pytest.mark.parametrize("body", [
    # outside the padding the assume says nothing about the load
    "    for i in range(16):\n        T.assume(i < 14 or A[i] == 0)\n"
    "    for i in range(16):\n        B[i] = A[i] + n\n",
    # a write to A after the nest ends the fact
    "    for i in range(16):\n        T.assume(A[i] == 0)\n    A[3] = n\n"
    "    for i in range(16):\n        B[i] = A[i] + n\n",
    # the nest states a fact about another buffer
    "    for i in range(16):\n        T.assume(A[i] == 0)\n"
    "    for i in range(16):\n        B[i] = B[i] + n\n",
    # a disjunction pins no value: A[i] is 0 or 1
    "    for i in range(16):\n        T.assume(A[i] == 0 or A[i] == 1)\n"
    "    for i in range(16):\n        B[i] = A[i] + n\n",
])
def test_an_assume_nest_leaves_loads_it_does_not_pin(body):
    """Issue 39: loads the loop-nest fact does not fix keep reading memory (without
    validation: the pass itself must not rewrite them)."""
    got = verirw.simplify(prog(body), validate=False).func
    assert verirw.script(got) == verirw.script(prog(body))


def test_a_float_assume_nest_does_not_pin_a_load():
    """Under IEEE ``F[i] == 0.0`` holds for ``-0.0``: ``F[i] + x`` is not ``x``'s bits."""
    text = ("@T.prim_func\ndef f(F: T.Buffer((16,), \"float32\"), G: T.Buffer((16,), \"float32\")):\n"
            "    for i in range(16):\n        T.assume(F[i] == T.float32(0))\n"
            "    for i in range(16):\n        G[i] = F[i] * T.float32(2)\n")
    func = verirw.parse(text)
    assert verirw.simplify(func, validate=False).func == func


BOOL_UNDER_BRANCH = '''
@T.prim_func
def main(A: T.Buffer((1,), "bool"), i: T.int32, j: T.int32):
    if i < j:
        A[0] = {value}
'''


@pytest.mark.parametrize("value, folded", [
    # j + 1 is undefined at j = MAX (int32 overflow): where it is defined, i < j + 1 holds, and
    # where it is not, True refines it (TVM's StmtSimplify folds it too)
    ("i < j + 1", "True"),
    ("j + 1 > i", "True"),
    ("i >= j + 1", "False"),
    # not implied where defined: kept
    ("i < j - 1", None),
    ("i + 1 < j", None),
])
def test_a_condition_is_decided_where_it_is_defined(value, folded):
    before = verirw.parse(BOOL_UNDER_BRANCH.format(value=value))
    after = verirw.simplify(before).func
    store = verirw.script(after).splitlines()[-1].strip()
    if folded is None:
        assert "True" not in store and "False" not in store, store
    else:
        assert store == f"A[0] = {folded}", store
        assert verirw.check(before, after).status == "proven"


from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_EDGES = [-2**31, -2**31 + 1, -2, -1, 0, 1, 2, 2**31 - 2, 2**31 - 1]
_CMPS = ["<", "<=", ">", ">=", "==", "!="]


@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(_CMPS), st.integers(-2, 2), st.sampled_from(_CMPS), st.integers(-2, 2),
       st.booleans())
def test_deciding_where_defined_agrees_with_the_interpreter(c1, k1, c2, k2, j_side):
    """A condition decided under a branch where it is defined (the where-defined question)
    never changes a value the interpreter computes where ``before`` is defined: every int32
    edge pair (MIN, MAX: the overflows the weaker question lets through) is run on both."""
    import numpy as np
    rhs = f"j + {k2}" if j_side else f"i + {k2}"
    text = (f'@T.prim_func\ndef main(A: T.Buffer((1,), "bool"), i: T.int32, j: T.int32):\n'
            f"    if i {c1} j + {k1}:\n        A[0] = {'i' if j_side else 'j'} {c2} {rhs}\n")
    before = verirw.parse(text)
    after = verirw.simplify(before).func
    for i in _EDGES:
        for j in _EDGES:
            try:
                want = verirw.run(before, A=np.zeros(1, bool), i=i, j=j)
            except verirw.ExecutionError:
                continue                       # before undefined here: anything refines it
            got = verirw.run(after, A=np.zeros(1, bool), i=i, j=j)
            if want.defined["A"][0] and not (want.poisoned.get("A") is not None
                                             and want.poisoned["A"][0]):
                assert got.arrays["A"][0] == want.arrays["A"][0], (text, i, j)
