"""The calling-convention change, ``tirx.MakePackedAPI`` (verirw.packed.abi, convention,
replay): an ordinary function and its packed form related through a model of TVM's
argument records; proofs of TVM's own output and planted bugs that must not be proven.

Stored examples (TVM 0.27's own printing of the MLP of benchmarks/tvm_models.py): the ordinary
``relu`` and ``add`` under tests/tvm_printed/packed/make_packed_api/, and their packed forms
(``relu``'s is tests/tvm_printed/packed/relu_before_lower_tvm_builtin.py: the pass between
changes nothing). With TVM installed, more pairs are made by TVM's pass itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from verirw import ir
from verirw.packed.abi import conditions, tensor_args, wrap
from verirw.packed.convention import cut_work, lowered, pass_checks, work_regions
from verirw.packed.lower import Unsupported
from verirw.packed.replay import leading_assume, records, value
from verirw.parser import parse
from verirw.verify import check

PACKED = Path(__file__).parent / "tvm_printed" / "packed"
HERE = PACKED / "make_packed_api"


def _pair(stem: str) -> tuple[str, str]:
    after = (PACKED / "relu_before_lower_tvm_builtin.py" if stem == "relu"
             else HERE / f"{stem}_after.py")
    return (HERE / f"{stem}_before.py").read_text(), after.read_text()


def _check(before: str, after: str, timeout_s: float = 30):
    return check(parse(before), parse(after), timeout_s=timeout_s)


@pytest.mark.parametrize("stem", ["relu", "add"])
def test_tvm_make_packed_api_is_proven(stem):
    result = _check(*_pair(stem))
    assert result.status == "proven", result.reason
    assert "malformed call" in result.reason and "well-formed call" in result.reason


def test_a_later_lowering_in_the_same_step_is_proven_too():
    # a composite step: MakePackedAPI and the passes up to LowerTVMBuiltin at once
    before, _ = _pair("relu")
    after = (PACKED / "relu_after_lower_tvm_builtin.py").read_text()
    result = _check(before, after)
    assert result.status == "proven", result.reason


# ----------------------------------------------------------------------------- planted bugs


def _edit(text: str, old: str, new: str) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


def _drop_line(text: str, needle: str) -> str:
    lines = text.splitlines(keepends=True)
    k = next(i for i, line in enumerate(lines) if needle in line)
    return "".join(lines[:k] + lines[k + 1:])


SHAPE0 = 'T.tvm_struct_get(relu_add_shape, 0, 17, "int64") == T.int64(4)'

#: name -> (edit of relu's packed form, the obligations it may be refuted by)
BUGS = {
    "dropped shape check": (lambda t: _drop_line(t, '"add.shape[0]"'), "malformed"),
    # these two also accept a malformed call (shape 5, resp. 32 x 32), which is decided first
    "off-by-one shape check": (lambda t: _edit(t, SHAPE0, SHAPE0.replace("(4)", "(5)")),
                               "malformed well_formed"),
    "shape check of the wrong dimension": (
        lambda t: _edit(t, SHAPE0, SHAPE0.replace("shape, 0, 17", "shape, 1, 17")),
        "malformed well_formed"),
    "dropped dtype check": (lambda t: _drop_line(t, '".dtype on argument #", "0"'), "malformed"),
    "an int argument accepted as a tensor": (
        lambda t: _edit(t, "add_type_index == 0 or", "add_type_index == 1 or add_type_index == 0 or"),
        "malformed"),
    "input read through the output's pointer": (
        lambda t: _edit(t, 'add = T.decl_buffer((T.int64(4), T.int64(32)), data=T.reinterpret('
                           'T.handle("float32", "global").ty, T.tvm_struct_get(add_handle,',
                        'add = T.decl_buffer((T.int64(4), T.int64(32)), data=T.reinterpret('
                        'T.handle("float32", "global").ty, T.tvm_struct_get(compute_handle,'),
        "well_formed"),
    "changed body": (lambda t: _edit(t, "T.max(add_1[cse_v1], T.float32(0.0))",
                                     "T.max(add_1[cse_v1], T.float32(1.0))"), "well_formed"),
}


@pytest.mark.parametrize("name", sorted(BUGS))
def test_planted_bugs_are_refuted_on_a_concrete_record(name):
    before, after = _pair("relu")
    edit, obligation = BUGS[name]
    result = _check(before, edit(after))
    assert result.status == "refuted", result.reason
    assert result.confirmed is True
    assert result.details["obligation"] in obligation.split()
    assert "record" in result.counterexample


def test_a_tensor_read_from_the_wrong_argument_is_not_proven():
    # after computes the first tensor's DLTensor from argument 1: a pointer before never reads
    before, after = _pair("relu")
    bad = after.replace("T.tvm_struct_get(args, 0, 15,", "T.tvm_struct_get(args, 1, 15,")
    assert bad != after
    result = _check(before, bad)
    assert result.status != "proven"
    assert "never declares" in result.reason


# ----------------------------------------------------------------------------- the model


def _predicates(stem: str):
    """(well-formed, checked) as translated, over the same record reads."""
    pairs = lowered(*(parse(t) for t in _pair(stem)))
    wf = leading_assume(pairs["well_formed"][0])
    not_checked = leading_assume(pairs["malformed"][0])
    assert isinstance(not_checked, ir.Not)
    return wf, not_checked.a


def test_well_formed_narrows_what_tvm_checks():
    wf, checked = _predicates("add")
    ((_, call),) = records(wf, negated=False)
    assert value(wf, call) == 1 and value(checked, call) == 1
    # TVM accepts an opaque pointer or any object as a tensor; a well-formed call passes neither
    index = next(a for a in call if a.endswith("field13_int32"))
    for accepted in (4, 64, 100):
        other = {**call, index: accepted}
        assert value(checked, other) == 1 and value(wf, other) == 0
    assert len(tensor_args(parse(_pair("add")[0]))) == 3


def test_records_break_one_conjunct_each():
    _, checked = _predicates("relu")
    bad = records(checked, negated=True)
    assert len(bad) >= 20          # every field of both DLTensors, the count, the type indices
    assert all(value(checked, env) == 0 for _, env in bad)


def test_malformed_obligation_cuts_the_body():
    _, after = _pair("relu")
    a = parse(after)
    assert len(work_regions(a)) == 1
    cut = cut_work(a)
    assert not work_regions(cut)
    assert any(isinstance(n, ir.Assume) for n in __import__("verirw.visit", fromlist=["walk"])
               .walk(cut.body))


def test_passing_every_check_leaves_no_raise():
    before, after = _pair("relu")
    _, a = lowered(parse(before), parse(after))["well_formed"]
    from verirw.visit import walk
    raises = [n for n in walk(a.body) if isinstance(n, ir.BufferStore) and n.buffer.name ==
              "__raised" and n.value.value == 1]
    assert raises
    passed = pass_checks(a)
    assert not [n for n in walk(passed.body) if isinstance(n, ir.BufferStore)
                and n.buffer.name == "__raised" and n.value.value == 1]


PLAIN = """
@T.prim_func
def f(A: T.Buffer((4,), "float32"), n: T.int32):
    for i in range(4):
        A[i] = T.float32(1)
"""


def test_scalar_parameters_are_outside_the_model():
    _, after = _pair("relu")
    with pytest.raises(Unsupported, match="scalar parameter n"):
        wrap(parse(PLAIN), parse(after), "well_formed")


def test_a_packed_form_of_another_function_is_not_proven():
    plain = """
@T.prim_func
def relu(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
    T.func_attr({"tirx.noalias": True})
    for i in range(4):
        B[i] = T.max(A[i], T.float32(0.0))
"""
    result = _check(plain, _pair("relu")[1])
    assert result.status != "proven" and "MakePackedAPI" in result.reason


# ----------------------------------------------------------------------------- TVM's own pass


TVM_FUNCS = {
    "int32 shapes, two dtypes": (
        'A: T.Buffer((8,), "float32"), B: T.Buffer((2, 4), "int32")',
        'for i in range(8):\n        B[i // 4, i % 4] = T.Cast("int32", A[i] * T.float32(2))'),
    "an extent-1 dimension, int64 and uint8": (
        'A: T.Buffer((1, 4), "uint8"), B: T.Buffer((T.int64(4),), "int64")',
        'for i in range(4):\n        B[i] = T.Cast("int64", A[0, i])'),
}


def _tvm_pair(sig: str, body: str):
    tvm = pytest.importorskip("tvm", reason="Apache TVM is not installed: pip install "
                                            "'verirw[tvm]'")
    from verirw.tvm import from_tvm
    src = f'''
@T.prim_func
def f({sig}):
    T.func_attr({{"global_symbol": "f", "tirx.noalias": True,
                 "target": T.target({{"kind": "llvm", "host": {{"kind": "llvm"}}}})}})
    {body}
'''
    f = tvm.script.from_source(src)
    packed = tvm.tirx.transform.MakePackedAPI()(tvm.IRModule({"f": f}))["f"]
    return from_tvm(f), from_tvm(packed)


@pytest.mark.parametrize("name", sorted(TVM_FUNCS))
def test_tvm_pass_output_is_proven(name):
    before, after = _tvm_pair(*TVM_FUNCS[name])
    result = check(before, after, timeout_s=30)
    assert result.status == "proven", result.reason


def test_int32_shapes_are_checked_modulo_2_to_the_32():
    # TVM compares an int32-shaped buffer's shape after a cast to int32: a DLTensor of shape
    # 2**32 + 8 passes its check. The model says so (checked), and a well-formed call excludes it
    before, after = _tvm_pair(*TVM_FUNCS["int32 shapes, two dtypes"])
    from verirw.printer import format_expr
    args, num = ir.Var("args", ir.HANDLE), ir.Var("num_args", ir.INT32)
    wf, checked = conditions(before, args, num)
    assert "T.Cast" in format_expr(checked) and "T.Cast" not in format_expr(wf)
