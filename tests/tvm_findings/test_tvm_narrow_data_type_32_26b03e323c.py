"""Found by `verirw tvm-fuzz` (verirw.tvmfuzz.passes:narrow_data_type_32, shard tvm-fuzz/verirw.tvmfuzz.passes:narrow_data_type_32/d3/w100000000/s100853+25) and minimised: TVM's narrow_data_type_32 changes
what this function computes. verirw.check refutes the step; TVM's own executables of before
and after (tvm.compile, llvm) disagree on the counterexample below.

    B[0] differs: before gives 0.0, after gives -0.0

This test asserts TVM's wrong output (docs/tvm-findings.md): it fails once TVM is fixed.
"""

import numpy as np
import pytest

pytest.importorskip("tvm")

PASS = 'verirw.tvmfuzz.passes:narrow_data_type_32'

BEFORE = """
@T.prim_func
def func(A: T.Buffer((1, 3), "uint8"), B: T.Buffer((3,), "float32"), C: T.Buffer((4, 5), "int8")):
    B[0] = (
        T.Div(T.float32(-0.0), T.if_then_else(not T.int32(8) < T.int32(7), T.float32(-9.999999747378752e-06), T.float32(0.0)))
    )
"""

#: TVM's after, as printed when this was found (for reading; the test runs the pass again)
AFTER = '# from tvm.script import tirx as T\n# from tvm.tirx.layout import Axis\n\n@T.prim_func\ndef main(A: T.Buffer((1, 3), "uint8"), B: T.Buffer((3,), "float32"), C: T.Buffer((4, 5), "int8")):\n    B[0] = T.float32(-0.0)'

INPUTS = {
    'A': ('uint8', (1, 3), '000000'),
    'B': ('float32', (3,), '0000c07f0000c07f0000c07f'),
    'C': ('int8', (4, 5), '0000000000000000000000000000000000000000'),
}
SCALARS = {}
#: the parameters in order: (is a buffer, name)
ORDER = [(True, 'A'), (True, 'B'), (True, 'C')]
#: buffer, index, what before's executable gives there, what after's gives
WITNESS = ('B', [0], 0.0, -0.0)


def _value(text):
    return float(text) if isinstance(text, str) else text


def test_tvm_fuzz_26b03e323c():
    from verirw.tvmfuzz.helper import run_pair
    inputs = {k: np.frombuffer(bytes.fromhex(h), dtype=d).reshape(s).copy()
              for k, (d, s, h) in INPUTS.items()}
    answer = run_pair(BEFORE, PASS, ORDER, inputs, SCALARS)
    assert answer[0] == "ran" and answer[1][0] == "ok" and answer[2][0] == "ok", answer
    name, index, right, wrong = WITNESS
    before, after = answer[1][1][name][tuple(index)], answer[2][1][name][tuple(index)]
    np.testing.assert_equal(before, _value(right))
    np.testing.assert_equal(after, _value(wrong))        # TVM's wrong output
