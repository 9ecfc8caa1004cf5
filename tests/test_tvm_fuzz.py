"""`verirw tvm-fuzz` (verirw.tvmfuzz): a wrong pass planted with TVM's own
``tvm.tirx.transform.prim_func_pass`` is refuted by check, confirmed by TVM's runtime (the
executables of before and after disagree), minimised and saved as a pytest file that replays
TVM's wrong output. Skipped without TVM."""

import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("tvm")

ROOT = Path(__file__).resolve().parent.parent
#: the planted pass, as `verirw tvm-fuzz --pass` names it (imported by the TVM helper from ROOT)
PLANTED = "tests.test_tvm_fuzz:planted_off_by_one"

_STORE = re.compile(r"^(\s*)([A-Z]\w*\[[^=]*\]) = (.+)$")


def _off_by_one(func, mod, ctx):
    """The first one-line store's value plus one (through TVM's printer and parser)."""
    import tvm
    lines = func.script().splitlines()
    for k, line in enumerate(lines):
        m = _STORE.match(line)
        if m and not m.group(3).endswith("("):
            lines[k] = f"{m.group(1)}{m.group(2)} = ({m.group(3)}) + 1"
            break
    else:
        return func
    try:
        new = tvm.script.from_source("\n".join(lines))
    except Exception:  # noqa: BLE001 - a dtype the literal does not fit: left alone
        return func
    return new.with_attrs(func.attrs) if func.attrs is not None else new


def planted_off_by_one():
    import tvm
    return tvm.tirx.transform.prim_func_pass(_off_by_one, opt_level=0, name="PlantedOffByOne")


def _tvm_fuzz(tmp_path, *args):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-m", "verirw", "tvm-fuzz", *args, "--json",
                           "--out", str(tmp_path / "found")], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    return proc.returncode, json.loads(proc.stdout)


def test_a_planted_wrong_pass_is_found_confirmed_minimised_and_saved(tmp_path):
    code, obj = _tvm_fuzz(tmp_path, "--pass", PLANTED, "--examples", "10", "--seed", "1",
                          "--shrink", "10")
    assert code == 1, obj["reason"]
    per = obj["passes"][PLANTED]
    for key in ("programs", "tvm_crashes", "refuted", "confirmed", "disputed", "unknown",
                "proven"):
        assert key in per and key in obj or key == "programs"
    assert per["programs"] == 10
    assert obj["confirmed"] == per["confirmed"] >= 1
    assert per["refuted"] == per["confirmed"] + per["disputed"]
    failure = obj["failures"][0]
    assert "CONFIRMED by TVM's runtime" in failure["report"]
    saved = Path(failure["reproducer"])
    assert saved.parent == tmp_path / "found" and saved.name.startswith("test_tvm_")
    # the saved test replays TVM's wrong output (in this process: it imports tvm itself)
    spec = importlib.util.spec_from_file_location("saved_finding", saved)
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(ROOT))
    try:
        spec.loader.exec_module(module)
        assert module.PASS == PLANTED
        # before's executable computes the program's meaning at the witness, so the test
        # pins it; TVM's after is asserted to differ from that meaning, not to equal a value
        assert module.WITNESS[3] is True
        test = next(getattr(module, n) for n in dir(module) if n.startswith("test_tvm_fuzz_"))
        test()
    finally:
        sys.path.remove(str(ROOT))
    # minimised: the saved program is no bigger than the one that was found
    assert module.BEFORE.count("\n") <= 40


def test_classes_are_documented():
    from verirw.tvmfuzz.campaign import CLASSES
    doc = (ROOT / "docs" / "tvm-findings.md").read_text()
    for cls in CLASSES:
        assert f"`{cls}`" in doc, cls


CRASHING = '''
@T.prim_func(s_tir=True)
def main(A: T.Buffer((4,), "float32"), B: T.Buffer((4,), "float32"), C: T.Buffer((1,), "float32")):
    for i in range(4):
        B[i] = A[i] * T.float32(2.0)
    for i in range(4):
        if i < 2:
            B[i] = B[i] + T.float32(1.0)
    for k in range(4):
        with T.sblock("sum"):
            vk = T.axis.reduce(4, k)
            with T.init():
                C[0] = T.float32(0.0)
            C[0] = C[0] + A[vk]
'''


def test_a_tvm_crash_is_minimised_on_the_text_and_keeps_its_kind(tmp_path):
    """ConvertBlocksToOpaque refuses a block with ``T.init()`` (an ICHECK: LowerInitBlock runs
    first in TVM's pipeline). verirw's IR reads ``T.init()`` as the ``if`` LowerInitBlock
    writes, so the crash is minimised on the program's text, asked of TVM alone."""
    from verirw.tvmfuzz import campaign as C
    from verirw.tvmfuzz.helper import TVMHelper
    spec = "s_tir.transform.ConvertBlocksToOpaque"
    helper = TVMHelper()
    try:
        found = C.examine(CRASHING, spec, helper)
        assert found.status == "tvm-crash" and "init" in found.reason
        small = C.minimise_crash(found, spec, helper, budget_s=60)
        assert C.crash_signature(small.reason) == C.crash_signature(found.reason)
        assert len(small.text.splitlines()) <= 6 < len(found.text.strip().splitlines())
        assert "T.init()" in small.text and "B[i]" not in small.text
        again = C.examine(small.text, spec, helper)            # it still crashes so
        assert again.status == "tvm-crash"
        path = C.save_crash(small, found, spec, "shard", str(tmp_path))
        saved = json.loads(Path(path).read_text())
        assert saved["program"] == small.text and saved["original"] == CRASHING
    finally:
        helper.close()


def test_crash_kinds_mask_numbers_and_addresses():
    from verirw.tvmfuzz.campaign import crash_signature
    assert crash_signature("the pass raised: Check failed: 3 == 4 at 0x7f00ab\nmore") == \
        crash_signature("the pass raised: Check failed: 12 == 1 at 0x1\nother")
    assert crash_signature("raised: a") != crash_signature("raised: b")


def test_offset_loops_reach_the_truncdiv_difference_rule():
    """The family that starts loops below zero draws what rewrite_simplify.cc line 674 gets
    wrong (truncdiv(x + c1, c3) - truncdiv(x + c2, c3) with x >= -c2, c1 >= c2, c3 > 0, and
    some x < -floormod(c2, c3)); every program it draws is read by verirw."""
    import re

    from hypothesis import HealthCheck, find, settings

    import verirw
    from verirw.tvmfuzz.programs import offset_loops

    pattern = re.compile(r"T\.serial\(-(\d+), (\d+)\):\n\s+A\[i \+ \d+\] = T\.truncdiv\(i \+ (\d+), "
                         r"(\d+)\) - T\.truncdiv\(i \+ (\d+), \4\)\n$")

    def tdiv(a, b):
        q = abs(a) // abs(b)
        return q if (a >= 0) == (b > 0) else -q

    def reaches(text):
        verirw.parse(text)
        m = pattern.search(text)
        if m is None:
            return False
        k, end, c1, c3, c2 = map(int, m.groups())
        if not (c2 >= k and c1 >= c2):        # the rule's conditions (x >= -c2 by the loop)
            return False
        # the rule's right-hand side differs from the left somewhere in the loop
        return any(tdiv(x + c1, c3) - tdiv(x + c2, c3)
                   != tdiv((x + c2 % c3) - tdiv(x + c2 % c3, c3) * c3 + (c1 - c2), c3)
                   for x in range(-k, end))

    found = find(offset_loops(), reaches, settings=settings(
        max_examples=3000, derandomize=True, database=None,
        suppress_health_check=list(HealthCheck)))
    assert reaches(found)


# ----------------------------------------------------------------------------- bit counting, bfloat16


def _family(name):
    from verirw.tvmfuzz import programs as P
    return getattr(P, name)()


def _calls(func) -> list:
    from verirw import ir, visit
    return [n for n in visit.walk(func.body) if isinstance(n, ir.Call)]


_ARITH = ("Add", "Sub", "Mul", "Max", "Min")


def _bf16_stores(func) -> list:
    """(store, number of + - * max min in its value) of every store into bfloat16 storage."""
    from verirw import ir, visit
    return [(s, sum(type(n).__name__ in _ARITH for n in visit.walk(s.value)))
            for s in visit.walk(func.body)
            if isinstance(s, ir.BufferStore) and s.buffer.dtype.is_bfloat16]


@pytest.mark.parametrize("name", ["bit_programs", "bf16_programs"])
def test_bit_and_bf16_programs_are_read_by_verirw(name):
    from hypothesis import given, settings

    import verirw
    drawn = []

    @settings(derandomize=True, max_examples=30, deadline=None, database=None)
    @given(_family(name))
    def read(text):
        func = verirw.parse(text)
        drawn.append(text)
        if name == "bit_programs":      # every program counts bits, of int32/int64 operands
            calls = [c for c in _calls(func) if c.op in ("clz", "popcount")]
            assert calls and all(c.args[0].dtype.name in ("int32", "int64") for c in calls)
            assert all(c.dtype.name == "int32" for c in calls if c.op == "clz")
        else:                           # every program stores an operation into bfloat16
            assert any(ops >= 1 for _, ops in _bf16_stores(func))

    read()
    assert len(drawn) == 30


@pytest.mark.parametrize("name", ["bit_programs", "bf16_programs"])
def test_bit_and_bf16_programs_are_read_by_tvm(name):
    tvm = pytest.importorskip("tvm")
    from hypothesis import given, settings
    from tvm.script import from_source
    drawn = []

    @settings(derandomize=True, max_examples=30, deadline=None, database=None)
    @given(_family(name))
    def read(text):
        func = from_source(text)
        assert isinstance(func, tvm.tirx.PrimFunc)
        drawn.append(text)

    read()
    assert len(drawn) == 30


def _find(name, predicate):
    from hypothesis import HealthCheck, find, settings
    return find(_family(name), predicate, settings=settings(
        max_examples=500, derandomize=True, database=None,
        suppress_health_check=list(HealthCheck)))


def test_bit_programs_draw_clz_popcount_and_int64_operands():
    """Both intrinsics in one program; and what the narrowing passes rewrite: an int64 loop
    variable under ``T.clz`` of an int64 operand, negative for part of the loop."""
    import verirw
    from verirw import ir, visit

    def both(text):
        ops = {c.op for c in _calls(verirw.parse(text))}
        return {"clz", "popcount"} <= ops

    assert both(_find("bit_programs", both))

    def narrowable(text):
        func = verirw.parse(text)
        loops = [n for n in visit.walk(func.body) if isinstance(n, ir.For)]
        if not loops or loops[0].loop_var.dtype.name != "int64":
            return False
        i = loops[0].loop_var
        return any(c.op == "clz" and c.args[0].dtype.name == "int64"
                   and isinstance(c.args[0], ir.Sub) and c.args[0].a == i
                   for c in _calls(func))

    found = _find("bit_programs", narrowable)
    assert narrowable(found) and "T.clz(i - T.int64(" in found


def test_bf16_programs_store_a_chain_into_bfloat16():
    """A bfloat16 store of an expression with at least two operations (computed in float32
    by TVM, rounded once), through a local bfloat16 buffer."""
    import verirw

    def chain(text):
        func = verirw.parse(text)
        return "alloc_buffer" in text and any(ops >= 2 for _, ops in _bf16_stores(func))

    found = _find("bf16_programs", chain)
    assert chain(found)
