"""Every TVMScript example of RFC 0039 / RFC 0077 (and its draft) parses and round-trips,
or is rejected with a ScriptError naming the defect that is really in the RFC text."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import verirw
from verirw import ScriptError

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "tests" / "conformance" / "examples").glob("*.py"))

_MATCH = "T.match_buffer is missing its first argument, the handle parameter"
# the assert is read now (TVM's runtime check); what it tests is a Python-side query
_DTYPE_QUERY = "'.dtype': it is a Python-side query, not a TIR expression"
_VECTOR = "unsupported dtype 'float32x4': vector dtypes are only supported in a vector store"
_RANK_2_1 = "has rank 2 (shape (4, 4)) but is indexed with 1 index"

# file -> (line:col, message fragment). Each is a real defect of the example as written:
EXPECTED_DEFECTS = {
    # RFC 0039 pseudo-code: Python-side dtype assertions on vector buffers
    "rfc0039_L0588_scalar_load_from_scalar_buffer.py": ("4:12", _DTYPE_QUERY),
    "rfc0039_L0593_vector_load_from_vector_buffer.py": ("3:55", _VECTOR),
    "rfc0039_L0598_vector_load_from_vector_buffer.py": ("3:55", _VECTOR),
    "rfc0039_L0605_vector_load_from_scalar_buffer_option1.py": ("4:12", _DTYPE_QUERY),
    "rfc0039_L0610_vector_load_from_scalar_buffer_option2.py": ("4:36", _VECTOR),
    "rfc0039_L0616_scalar_load_from_vector_buffer.py": ("3:55", _VECTOR),
    "rfc0039_L0645_scalar_load_from_scalar_buffer.py": ("4:12", _DTYPE_QUERY),
    "rfc0039_L0650_vector_load_from_vector_buffer.py": ("3:55", _VECTOR),
    "rfc0039_L0655_scalar_load_from_vector_buffer.py": ("3:55", _VECTOR),
    "rfc0039_L0660_vector_load_from_scalar_buffer.py": ("4:12", _DTYPE_QUERY),
    # row_summation: T.match_buffer(shape=..., dtype=...) without the handle it matches
    "rfc0077_L0302_row_summation.py": ("4:9", _MATCH),
    "rfc0077_L0318_row_summation.py": ("4:9", _MATCH),
    "rfc0077_L0336_row_summation.py": ("4:9", _MATCH),
    "rfc0077draft_L0252_row_summation.py": ("4:9", _MATCH),
    "rfc0077draft_L0268_row_summation.py": ("4:9", _MATCH),
    "rfc0077draft_L0286_row_summation.py": ("4:9", _MATCH),
    # A_cache is transformed in the accesses but still allocated with shape 14
    "rfc0077_L0473_func.py": ("10:13", "buffer 'A_cache' has rank 1 (shape (14,)) but is indexed with 2 indices"),
    # 2-d buffers indexed with one index
    "rfc0077_L0537_func.py": ("16:24", "buffer 'A' " + _RANK_2_1),
    "rfc0077_L0955_func.py": ("6:13", "buffer 'A' " + _RANK_2_1),
    "rfc0077_L0970_func.py": ("6:13", "buffer 'A' " + _RANK_2_1),
    "rfc0077_L1124_func.py": ("7:13", "buffer 'A' " + _RANK_2_1),
    # the "incorrectly hoisted" example declares a free variable with T.var
    "rfc0077_L1132_func.py": ("4:20", "T.var declares a free variable"),
    # producer writes 1000 + i after the loop over i was rewritten to io, ii
    "rfc0077_L1787_MyModule.py": ("8:36", "undefined variable 'i'"),
    "rfc0077_L1811_MyModule.py": ("8:36", "undefined variable 'i'"),
    "rfc0077_L1833_MyModule.py": ("8:36", "undefined variable 'i'"),
    "rfc0077_L1855_MyModule.py": ("8:36", "undefined variable 'i'"),
    # B is allocated inside block "transform" and used in block "compute"
    "rfc0077_L2805_single_func_step1.py": ("16:31", "undefined variable 'B': buffer 'B' was declared in an inner scope"),
    "rfc0077_L2826_single_func_step2.py": ("15:27", "undefined variable 'B': buffer 'B' was declared in an inner scope"),
}


def test_corpus_is_complete():
    names = {p.name for p in EXAMPLES}
    assert sum(n.startswith("rfc0077_") for n in names) >= 100
    assert sum(n.startswith("rfc0039_") for n in names) == 10
    assert set(EXPECTED_DEFECTS) <= names


def test_corpus_matches_seeds():
    seeds = ROOT.parent / "shared" / "seeds"
    if not seeds.exists():
        pytest.skip("the seeds are not beside this checkout")
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from extract_seed_examples import extract
    finally:
        sys.path.pop(0)
    extracted = extract(seeds)
    assert extracted == {p.name: p.read_text() for p in EXAMPLES}


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example(path: Path):
    text = path.read_text()
    expected = EXPECTED_DEFECTS.get(path.name)
    if expected is not None:
        where, fragment = expected
        with pytest.raises(ScriptError) as info:
            verirw.parse(text, filename=path.name)
        err = info.value
        assert f"{path.name}:{where}: error:" in str(err)
        assert fragment in err.message
        return
    node = verirw.parse(text, filename=path.name)
    printed = verirw.script(node)
    again = verirw.parse(printed)
    assert again == node, printed
    assert verirw.script(again) == printed     # printing is a fixpoint after one round


# Examples that parse but are not valid programs: removing the branch `4*io + ii < 14` lets
# io=3, ii=2, f=2 read A[io + (ii + f) // 4, ...] = A[4, 0] of the (4, 4) buffer A.
INVALID_PROGRAMS = {
    "rfc0077_L1408_func.py": "out-of-bounds access A[4, 0] (shape (4, 4)) at io=3, ii=2, f=2",
    "rfc0077_L1439_func.py": "out-of-bounds access A[4, 0] (shape (4, 4)) at io=3, ii=2, f=2",
}
RUNNABLE = [p for p in EXAMPLES if p.name not in EXPECTED_DEFECTS]


def _functions(node):
    return list(node.functions) if isinstance(node, verirw.ir.IRModule) else [node]


@pytest.mark.parametrize("path", RUNNABLE, ids=lambda p: p.stem)
def test_example_runs(path: Path):
    """Each example runs on random inputs and on zeros (zeros satisfy the RFC's padding
    assumes, random data may not); the only errors are violated assumes, or the known OOB."""
    import numpy as np
    from verirw import ExecutionError
    from verirw.testing.inputs import random_inputs

    for func in _functions(verirw.parse(path.read_text())):
        outcomes = []
        for zeros in (False, True):
            inputs = random_inputs(func, seed=1, scalars={"n": 3})   # n: the one scalar param
            if zeros:
                inputs = {k: np.zeros_like(v) if isinstance(v, np.ndarray) else v
                          for k, v in inputs.items()}
            try:
                verirw.run(func, **inputs)
                outcomes.append("ok")
            except ExecutionError as e:
                outcomes.append(e.kind)
                if path.name in INVALID_PROGRAMS:
                    assert INVALID_PROGRAMS[path.name] in str(e)
        if path.name in INVALID_PROGRAMS:
            assert outcomes == ["out_of_bounds", "out_of_bounds"]
        else:
            assert "ok" in outcomes and set(outcomes) <= {"ok", "assume_violated"}, outcomes
