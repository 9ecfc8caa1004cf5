"""Symbolic shapes in TVM's packed calling convention (verirw.packed: lower, abi, replay): a
DLTensor's extent read from its record (``n = shape[0]``) is a size parameter of both translated
functions, proven for every ``n`` under the DLTensor's promise (docs/semantics.md, "The
calling-convention change": every extent >= 0, the tensor's bytes below ``2**63``).

Stored examples: TVM 0.27.0's printing of the MLP with a symbolic batch of
benchmarks/tvm_models.py (tests/tvm_printed/packed/symbolic/): ``relu`` before and after
``tirx.MakePackedAPI`` and after ``tirx.LowerTVMBuiltin``, ``matmul1`` around
``tirx.LowerIntrin``. Planted bugs (a dropped or wrong check of ``n``, a loop one short, ``n``
read from the wrong dimension, ...) must be refuted on a concrete record the interpreter
replays — never proven."""

from __future__ import annotations

from pathlib import Path

import pytest

from verirw import ir
from verirw.packed.convention import lowered
from verirw.packed.lower import SIZES, Unsupported, lower_pair
from verirw.packed.replay import fix, leading_assume, records, size_names, value
from verirw.parser import parse
from verirw.verify import check
from verirw.visit import walk

HERE = Path(__file__).parent / "tvm_printed" / "packed" / "symbolic"


def _read(name: str) -> str:
    return (HERE / f"{name}.py").read_text()


def _check(before: str, after: str, timeout_s: float = 30):
    return check(parse(before), parse(after), timeout_s=timeout_s)


def _edit(text: str, old: str, new: str) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


def _drop_line(text: str, needle: str) -> str:
    lines = text.splitlines(keepends=True)
    k = next(i for i, line in enumerate(lines) if needle in line)
    return "".join(lines[:k] + lines[k + 1:])


# ----------------------------------------------------------------------------- TVM's output


def test_make_packed_api_with_a_symbolic_batch_is_proven():
    result = _check(_read("relu_before"), _read("relu_after"))
    assert result.status == "proven", result.reason
    assert "malformed call" in result.reason and "moved unchanged" in result.reason


def test_lower_tvm_builtin_with_a_symbolic_batch_is_proven():
    result = _check(_read("relu_after"), _read("relu_after_lower_tvm_builtin"))
    assert result.status == "proven", result.reason


def test_make_packed_api_and_the_lowering_after_it_at_once():
    result = _check(_read("relu_before"), _read("relu_after_lower_tvm_builtin"))
    assert result.status == "proven", result.reason


def test_lower_intrin_of_a_symbolic_matmul_is_proven_by_structure():
    result = _check(_read("matmul1_before_lower_intrin"), _read("matmul1_after_lower_intrin"))
    assert result.status == "proven", result.reason
    assert "aligned structure" in result.reason


# ----------------------------------------------------------------------------- the model


def test_the_size_is_one_parameter_of_both_under_the_promise():
    b, a = lower_pair(parse(_read("relu_after")), parse(_read("relu_after_lower_tvm_builtin")))
    assert size_names(b) == size_names(a) == ["n"]
    (n,) = [p for p in b.scalar_params if p.name == "n"]
    assert any(p is n for p in a.params)                  # the same variable in both
    storage = {buf.name: buf for _, buf in b.buffer_map}
    assert storage["add"].shape == (ir.Mul(ir.IntImm(32, ir.INT64), n),)
    # the precondition opens both: n >= 0 and 32 * n * 4 bytes < 2**63
    for f in (b, a):
        first = f.body.stmts[0]
        assert isinstance(first, ir.Block) and first.name == SIZES
        pre = first.body.condition
        assert value(pre, {"n": 0}) == 1 and value(pre, {"n": 2**63 // 128 - 1}) == 1
        assert value(pre, {"n": -1}) == 0 and value(pre, {"n": 2**63 // 128}) == 0


def test_no_record_read_of_the_size_is_left_unknown():
    # every read of shape[0] of add is the size parameter; compute's shape[0] is a record read
    # compared with it
    b, _ = lower_pair(parse(_read("relu_after")), parse(_read("relu_after_lower_tvm_builtin")))
    reads = {n.name for n in walk(b.body) if isinstance(n, ir.ExternCall)
             and n.name.endswith("field17_int64")}
    # add's shape pointer: shape[1] is read (checked == 32), shape[0] is n, never an extern
    assert any(name.replace("_1_field17", "_0_field17") not in reads
               for name in reads if "_1_field17" in name)
    compares = [n for n in walk(b.body) if isinstance(n, ir.EQ) and any(
        isinstance(x, ir.Var) and x.name == "n" for x in (n.a, n.b))]
    assert compares


def test_the_well_formed_call_reads_the_size_from_the_first_tensor():
    pairs = lowered(parse(_read("relu_before")), parse(_read("relu_after")))
    wf = leading_assume(pairs["well_formed"][0])
    ((_, call),) = records(wf, negated=False)
    assert call["n"] == 2                              # a small size, not an empty tensor
    assert value(wf, call) == 1
    # compute's shape[0] must equal n on a well-formed call
    shape0 = [k for k in call if k.endswith("_0_field17_int64")]
    assert shape0 and all(call[k] == 2 for k in shape0)


def test_fixing_the_size_gives_static_shapes():
    pairs = lowered(parse(_read("relu_before")), parse(_read("relu_after")))
    b, _ = pairs["well_formed"]
    fixed = fix(b, {"n": 3}, only={"n": 3})
    assert all(ir.static_size(buf) is not None for _, buf in fixed.buffer_map)
    assert {ir.static_size(buf) for _, buf in fixed.buffer_map} >= {96}


def test_a_scalar_argument_is_not_read_as_a_size():
    # verirw's IR cannot tell TVM's scalar argument from a size variable: the model reads a
    # scalar extent as a size only when after's num_args counts the tensors alone
    plain = _read("relu_before")
    after = _edit(_read("relu_after"), "assert num_args == 2", "assert num_args == 3")
    result = _check(plain, after)
    assert result.status == "unknown" and "size variables from scalar arguments" in result.reason


def test_an_int32_size_variable_is_outside_the_model():
    from verirw.packed.abi import size_variables
    f = parse('''
@T.prim_func
def f(a: T.handle):
    n = T.int32()
    A = T.match_buffer(a, (n,), "float32")
    for i in range(n):
        A[i] = T.float32(1)
''')
    with pytest.raises(Unsupported, match="int64 size variables"):
        size_variables(f)


# ----------------------------------------------------------------------------- planted bugs

N_CHECK = 'assert n == T.tvm_struct_get(relu_compute_shape, 0, 17, "int64")'
N_READ = 'n: T.let[T.int64] = T.tvm_struct_get(relu_add_shape, 0, 17, "int64")'
STRIDE = '(n == T.int64(1) or T.int64(32) == T.tvm_struct_get(relu_add_strides, 0, 17, "int64"))'

#: name -> (edit of relu's packed form, the obligation that refutes it)
BUGS = {
    "dropped shape check of n": (lambda t: _drop_line(t, '"compute.shape[0]"'), "malformed"),
    "off-by-one shape check of n": (
        lambda t: _edit(t, N_CHECK, N_CHECK.replace("assert n ==", "assert n + T.int64(1) ==")),
        "malformed"),
    "n read from the wrong dimension": (
        lambda t: _edit(t, N_READ, N_READ.replace("shape, 0, 17", "shape, 1, 17")), "malformed"),
    "dropped strides check": (
        lambda t: _drop_line(_drop_line(t, '".strides on argument #", "0"'),
                             "if not T.isnullptr(relu_add_strides):"), "malformed"),
    "dropped null data check": (lambda t: _drop_line(t, '"add", " data pointer is NULL'),
                                "malformed"),
    "loop one short": (lambda t: _edit(t, "T.grid(n, T.int64(32))",
                                       "T.grid(n - T.int64(1), T.int64(32))"), "well_formed"),
    # only a call with n == 1 shows it: any stride of an extent-1 dimension is well formed
    "stride checked where the extent is 1": (
        lambda t: _edit(t, STRIDE, STRIDE.replace("n == T.int64(1) or ", "")), "well_formed"),
}


@pytest.mark.parametrize("name", sorted(BUGS))
def test_planted_bugs_with_a_symbolic_batch_are_refuted(name):
    edit, obligation = BUGS[name]
    result = _check(_read("relu_before"), edit(_read("relu_after")))
    assert result.status == "refuted", result.reason
    assert result.confirmed is True
    assert result.details["obligation"] == obligation
    assert "record" in result.counterexample


#: planted in a later packed pass (LowerTVMBuiltin's output against MakePackedAPI's)
LATER_BUGS = {
    "dropped shape check of n": lambda t: _drop_line(t, '"compute.shape[0]"'),
    "loop one short": lambda t: _edit(t, "T.grid(n, T.int64(32))",
                                      "T.grid(n - T.int64(1), T.int64(32))"),
    "n read from the wrong dimension": lambda t: _edit(t, N_READ, N_READ.replace(
        "shape, 0, 17", "shape, 1, 17")),
    "row stride 31": lambda t: _edit(t, "i0 * T.int64(32) + i1", "i0 * T.int64(31) + i1"),
}


@pytest.mark.parametrize("name", sorted(LATER_BUGS))
def test_planted_bugs_in_a_later_packed_pass_are_refuted(name):
    result = _check(_read("relu_after"), LATER_BUGS[name](_read("relu_after_lower_tvm_builtin")))
    assert result.status == "refuted", result.reason
    assert result.confirmed is True


# ----------------------------------------------------------------------------- the bridge


def test_the_bridge_leaves_a_tvm_scalar_argument_undecided():
    tvm = pytest.importorskip("tvm", reason="Apache TVM is not installed: pip install "
                                            "'verirw[tvm]'")
    from verirw.tvm_passes import validate_step
    f = tvm.script.from_source('''
@T.prim_func
def f(a: T.handle, n: T.int64):
    T.func_attr({"global_symbol": "f", "tirx.noalias": True,
                 "target": T.target({"kind": "llvm", "host": {"kind": "llvm"}})})
    A = T.match_buffer(a, (n,), "float32")
    for i in range(n):
        A[i] = T.float32(1)
''')
    packed = tvm.tirx.transform.MakePackedAPI()(tvm.IRModule({"f": f}))["f"]
    step = validate_step("tirx.MakePackedAPI", "f", f, packed, timeout_s=30)
    assert step.status == "unknown" and "scalar n as an argument" in step.reason
