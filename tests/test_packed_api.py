"""TVM's packed calling convention (verirw.packed): reading TVM 0.27's printing of functions after
``tirx.MakePackedAPI``, printing them back, and ``check`` on pairs of them — proofs of TVM's own
steps and planted bugs that must not be proven.

The examples under tests/tvm_printed/packed/ are TVM 0.27's own printing (``PrimFunc.script()``)
of the MLP's ``relu`` and the conv block's ``conv2d`` of benchmarks/tvm_models.py, before and
after ``tirx.LowerTVMBuiltin``."""

from __future__ import annotations

from pathlib import Path

import pytest

from verirw import ir
from verirw.interp import run
from verirw.errors import NotRunnable
from verirw.packed import is_packed
from verirw.packed.lower import RAISED, lower_pair
from verirw.parser import parse
from verirw.printer import script
from verirw.verify import check

HERE = Path(__file__).parent / "tvm_printed" / "packed"
EXAMPLES = sorted(HERE.glob("*.py"))


def _read(name: str) -> str:
    return (HERE / name).read_text()


def _relu(after: bool = False) -> str:
    return _read(f"relu_{'after' if after else 'before'}_lower_tvm_builtin.py")


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_real_tvm_output_reads_and_round_trips(path):
    f = parse(path.read_text())
    assert is_packed(f)
    names = {type(n).__name__ for n in __import__("verirw.visit", fromlist=["walk"]).walk(f.body)}
    assert {"Assert", "Return", "AttrStmt", "RuntimeCall"} <= names
    assert parse(script(f)) == f


def test_the_interpreter_refuses_by_name():
    f = parse(_relu())
    with pytest.raises(NotRunnable, match="packed calling convention"):
        run(f, num_args=1)


def test_tvm_dialect_refuses_metadata_strings():
    from verirw.printer import DialectError
    with pytest.raises(DialectError, match="metadata"):
        script(parse(_relu()), dialect="tvm")


@pytest.mark.parametrize("stem", ["relu", "conv2d"])
def test_lower_tvm_builtin_is_proven(stem):
    before = parse(_read(f"{stem}_before_lower_tvm_builtin.py"))
    after = parse(_read(f"{stem}_after_lower_tvm_builtin.py"))
    result = check(before, after, timeout_s=30)
    assert result.status == "proven", result.reason
    assert "packed" in result.reason


def test_translation_keeps_the_prologue_and_names_buffers_by_record():
    before, after = lower_pair(parse(_relu()), parse(_relu(after=True)))
    names = [b.name for _, b in before.buffer_map]
    assert names == [b.name for _, b in after.buffer_map]
    assert RAISED in names and "add" in names and "compute" in names
    assert [p.name for p in before.scalar_params] == ["num_args"]


# ----------------------------------------------------------------------------- planted bugs


def _edit(text: str, old: str, new: str, count: int = 1) -> ir.PrimFunc:
    assert text.count(old) >= count, old
    return parse(text.replace(old, new, count))


def _not_proven(before_text: str, after: ir.PrimFunc):
    result = check(parse(before_text), after, timeout_s=30)
    assert result.status in ("refuted", "unknown"), result.reason
    return result


def test_a_removed_assert_is_not_proven():
    text = _relu(after=True)
    lines = text.splitlines(keepends=True)
    k = next(i for i, line in enumerate(lines) if line.strip().startswith("assert num_args"))
    after = parse("".join(lines[:k] + lines[k + 1:]))
    result = _not_proven(_relu(), after)
    assert "num_args" in str(result.counterexample) or result.status == "unknown"


def test_a_wrong_struct_field_is_not_proven():
    # the ndim check reads field 4 of the DLTensor; field 5 is another field of the record
    after = _edit(_relu(after=True), "T.tvm_struct_get(add_handle, 0, 4,",
                  "T.tvm_struct_get(add_handle, 0, 5,")
    _not_proven(_relu(), after)


def test_a_changed_store_is_not_proven():
    after = _edit(_relu(after=True), "T.max(add_1[cse_v1], T.float32(0.0))",
                  "T.max(add_1[cse_v1], T.float32(1.0))")
    result = _not_proven(_relu(), after)
    assert result.status == "refuted" or "tvm_record" in result.reason


def test_a_swapped_data_pointer_is_not_proven():
    # after reads relu's input through the output's DLTensor
    text = _relu(after=True)
    after = _edit(text, "add_1 = T.decl_buffer((128,), data=add.data)",
                  "add_1 = T.decl_buffer((128,), data=compute.data)")
    _not_proven(_relu(), after)


def test_an_equivalent_body_is_proven_through_the_record():
    # a body rewritten into an equal one (the index written another way): the prologue is
    # identical and the bodies agree, a proof that goes through the solver (the index inlined
    # as it was would be the same program: verify.unchanged inlines lets of index arithmetic)
    after = _edit(_relu(after=True), "compute_1[cse_v1] = T.max(add_1[cse_v1], T.float32(0.0))",
                  "compute_1[i1 + 32 * i0] = T.max(add_1[i0 * 32 + i1], T.float32(0.0))")
    result = check(parse(_relu()), after, timeout_s=60)
    assert result.status == "proven", result.reason
    assert not result.details.get("unchanged")


def test_raising_earlier_is_not_proven_and_later_neither():
    text = _relu(after=True)
    earlier = _edit(text, "assert num_args == 2,", "assert num_args == 3,")
    _not_proven(_relu(), earlier)


def test_without_noalias_two_tensors_are_unknown():
    after = _edit(_relu(after=True), '"tirx.noalias": True', '"tirx.noalias": False')
    before = _edit(_relu(), '"tirx.noalias": True', '"tirx.noalias": False')
    result = check(before, after, timeout_s=30)
    assert result.status == "unknown" and "noalias" in result.reason


def test_only_one_side_packed_is_the_calling_convention_change():
    # an ordinary before and a packed after: tirx.MakePackedAPI's change, checked through the
    # model of TVM's argument records (tests/test_make_packed_api.py); this after is the packed
    # form of another function (4 x 32, not 4), so it is not proven
    plain = parse("""
@T.prim_func
def relu(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32")):
    T.func_attr({"tirx.noalias": True})
    for i in range(4):
        B[i] = T.max(A[i], T.float32(0.0))
""")
    result = check(plain, parse(_relu()), timeout_s=10)
    assert result.status != "proven" and "MakePackedAPI" in result.reason
    result = check(parse(_relu()), plain, timeout_s=10)
    assert result.status == "unknown" and "only before" in result.reason


# ----------------------------------------------------------------------------- small programs


SMALL = """
@T.prim_func
def f(self_handle: T.handle, args: T.handle, num_args: T.int32, result: T.handle) -> T.int32:
    T.func_attr({"calling_conv": 1, "tirx.noalias": True})
    assert num_args == 1, ("TypeError", ["Expected 1 argument"])
    a_handle: T.let[T.handle] = T.tvm_struct_get(args, 0, 15, T.handle().ty)
    assert T.tvm_struct_get(a_handle, 0, 4, "int32") == 1, ("ValueError", ["ndim"])
    A = T.decl_buffer((4,), "int32", data=T.tvm_struct_get(a_handle, 0, 1, T.handle().ty))
    for i in range(4):
        A[i] = A[i] * 2 + BODY
    return 0
"""


def _small(body: str, check_line: str | None = None) -> ir.PrimFunc:
    text = SMALL.replace("BODY", body)
    if check_line is not None:
        text = text.replace('    assert T.tvm_struct_get(a_handle, 0, 4, "int32") == 1, '
                            '("ValueError", ["ndim"])', check_line)
    return parse(text)


def test_small_equivalent_bodies_are_proven():
    result = check(_small("1"), _small("(1 + 0)"), timeout_s=30)
    assert result.status == "proven", result.reason


def test_small_check_moved_after_the_store_is_not_proven():
    # after stores before it checks ndim: where before raises untouched, after has written
    before = _small("1")
    text = SMALL.replace("BODY", "1")
    lines = text.splitlines(keepends=True)
    k = next(i for i, line in enumerate(lines) if "ValueError" in line)
    moved = lines[:k] + lines[k + 1:-1] + [lines[k].replace("    assert", "    assert", 1)] \
        + lines[-1:]
    after = parse("".join(moved).replace("    return 0\n    assert", "    assert"))
    result = check(before, after, timeout_s=30)
    assert result.status in ("refuted", "unknown"), result.reason


def test_small_interpreter_and_z3_agree_on_the_translation():
    # the translated programs are ordinary verirw programs: with the record's reads fixed
    # (substituted by literals), the interpreter runs them and agrees with z3's proof
    before, after = lower_pair(_small("1"), _small("(1 + 0)"))
    import numpy as np
    from verirw.visit import transform
    def fix(f, ndim, nargs):
        def post(n):
            if isinstance(n, ir.ExternCall):
                return ir.IntImm(ndim if "field4" in n.name else 0, n.dtype)
            return n
        return f.with_body(transform(f.body, post))
    for ndim, nargs in ((1, 1), (2, 1), (1, 0)):
        outs = []
        for g in (before, after):
            g = fix(g, ndim, nargs)
            arrays = {b.name: np.array([3, -1, 0, 7][: ir.static_span(b)], dtype=b.dtype.numpy)
                      for _, b in g.buffer_map}
            got = run(g, **arrays, num_args=nargs)
            outs.append({k: np.asarray(got[k]).tolist() for k in arrays})
        assert outs[0] == outs[1]
        raised = outs[0][RAISED][0]
        assert raised == (0 if (ndim, nargs) == (1, 1) else 1)
        if not raised:
            assert outs[0]["A"] == [7, -1, 1, 15]
