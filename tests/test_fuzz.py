"""The fuzzing machinery: a bounded campaign in CI, user passes, saved failures."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from verirw import ir
from verirw.testing import fuzz
from verirw.testing.campaign import _run_one, run_campaign
from verirw.testing.strategies import prim_funcs


@pytest.mark.slow
def test_bounded_campaign_finds_no_mismatch(tmp_path):
    summary = run_campaign(["roundtrip", "check"], examples=150, seed=7, workers=1,
                           max_depth=3, out=tmp_path)
    assert summary.failures == [], summary.lines()
    assert summary.programs == 300
    # the check property must see both verdicts, or it tests nothing
    assert summary.verdicts["check: proven"] > 0 and summary.verdicts["check: refuted"] > 0


@settings(max_examples=50, deadline=None)
@given(prim_funcs(max_depth=3), st.integers(0, 1000))
def test_mutants_differ_from_the_original(f, choice):
    g = fuzz.mutate(f, choice)
    assert g is None or g != f


def test_fuzz_pass_accepts_a_correct_pass():
    fuzz.fuzz_pass(lambda f: f.with_body(ir.SeqStmt((f.body, ir.NOOP))), examples=30, seed=1)


def test_fuzz_pass_catches_a_broken_pass():
    def drop_first_statement(f: ir.PrimFunc) -> ir.PrimFunc:
        body = f.body
        if isinstance(body, ir.SeqStmt) and body.stmts:
            return f.with_body(ir.SeqStmt(body.stmts[1:]))
        return f.with_body(ir.NOOP)

    with pytest.raises(fuzz.FuzzMismatch) as info:
        fuzz.fuzz_pass(drop_first_statement, examples=100, seed=1)
    assert "changed the program's behaviour" in info.value.report
    assert "@T.prim_func" in info.value.programs["before"]


def _floordiv_as_truncdiv(f: ir.PrimFunc) -> ir.PrimFunc:
    """A planted bug in the rounding: ``x // c`` becomes ``T.truncdiv(x, c)``."""
    from verirw.visit import transform
    swap = lambda n: ir.TruncDiv(n.a, n.b) if isinstance(n, ir.FloorDiv) else n  # noqa: E731
    return f.with_body(transform(f.body, swap))


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_default_generator_catches_a_rounding_bug_within_100_examples(seed):
    """Plain ``prim_funcs`` caught this bug only at about 1,000 examples (its divisions are
    rare and mostly of non-negative indices); half the default programs are now arithmetic
    edge cases (``edge_cases.arithmetic_programs``). The report leads with the TVMScript."""
    with pytest.raises(fuzz.FuzzMismatch) as caught:
        fuzz.fuzz_pass(_floordiv_as_truncdiv, examples=100, seed=seed, database=None)
    text = str(caught.value)
    assert text.startswith("the pass changed the program's behaviour")
    assert "--- before ---" in text and "//" in text.split("--- after ---")[0]
    assert "T.truncdiv" in text.split("--- after ---")[1]


def test_a_failure_is_saved_as_a_test_that_reproduces_it(tmp_path, monkeypatch):
    real = fuzz.check_roundtrip

    def planted(f):          # a "bug": programs with a loop fail
        if any(isinstance(n, ir.For) for n in __import__("verirw").visit.walk(f.body)):
            raise fuzz.FuzzMismatch("planted failure", {"f": fuzz._script(f)})
        return real(f)

    monkeypatch.setattr(fuzz, "check_roundtrip", planted)
    count, _, failure = _run_one("roundtrip", 3, 100, 3, str(tmp_path))
    assert failure is not None
    path: Path = failure[3]
    assert path.exists() and "for " in path.read_text()          # shrunk, still has its loop
    spec = importlib.util.spec_from_file_location("saved_failure", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    test = next(getattr(module, n) for n in dir(module) if n.startswith("test_fuzz_failure_"))
    with pytest.raises(fuzz.FuzzMismatch):
        test()


def test_layout_campaign_proves_every_transform(tmp_path):
    summary = run_campaign(["layout"], examples=40, seed=5, workers=1, max_depth=3, out=tmp_path)
    assert summary.failures == [], summary.lines()
    assert summary.verdicts["layout: proven"] > 0


def test_layout_property_catches_a_broken_transform(monkeypatch):
    import verirw
    import verirw.layout.transform as transform_module
    f = verirw.parse('''
@T.prim_func
def func(A: T.Buffer((6,), "int32"), B: T.Buffer((6,), "int32")):
    for i in T.serial(6):
        B[i] = A[i] + 1
''')
    fuzz.check_layout(f, 1)                       # the real transform passes
    broken = lambda m, target, b: (lambda idx: m.map_indices(idx[:-1] + (idx[-1] * 0,)))  # noqa: E731
    monkeypatch.setattr(transform_module, "_indexer", broken)
    with pytest.raises(fuzz.FuzzMismatch, match="changed behaviour"):
        fuzz.check_layout(f, 1)


def test_simplify_campaign_finds_no_mismatch(tmp_path):
    summary = run_campaign(["simplify"], examples=30, seed=11, workers=1, max_depth=3,
                           out=tmp_path)
    assert summary.failures == [], summary.lines()
    assert summary.programs == 30
    assert summary.verdicts["simplify: changed"] > 0          # or it tests nothing


def test_simplify_property_catches_a_broken_simplify(tmp_path, monkeypatch):
    real = fuzz.simplified

    def drop_last_statement(f: ir.PrimFunc) -> ir.PrimFunc:     # a planted bug
        g = real(f)
        body = g.body
        if isinstance(body, ir.SeqStmt) and len(body.stmts) > 1:
            return g.with_body(ir.SeqStmt(body.stmts[:-1]))
        return g.with_body(ir.NOOP)

    monkeypatch.setattr(fuzz, "simplified", drop_last_statement)
    count, _, failure = _run_one("simplify", 3, 100, 3, str(tmp_path))
    assert failure is not None
    assert "changed the program's behaviour" in failure[2]
    path: Path = failure[3]
    assert "fuzz.check_simplify(f)" in path.read_text()
    spec = importlib.util.spec_from_file_location("saved_simplify_failure", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    test = next(getattr(module, n) for n in dir(module) if n.startswith("test_fuzz_failure_"))
    with pytest.raises(fuzz.FuzzMismatch):                    # still broken: reproduces
        test()
    monkeypatch.setattr(fuzz, "simplified", real)
    test()                                                    # the real Simplify passes


def test_a_shards_programs_do_not_depend_on_the_modules_imported_before_it(tmp_path, monkeypatch):
    """Hypothesis draws now and then from constants written in the local modules loaded at the
    time, so a Ray worker and a local worker gave one shard different programs; a shard's run
    draws without that pool. The control: without the guard, a newly imported module's
    constants do change what a seed draws."""
    import sys

    from hypothesis import seed as hseed

    from verirw.campaign.fuzzing import without_local_constants

    def draws(guarded: bool) -> list[int]:
        seen = []

        @hseed(5)
        @settings(max_examples=200, database=None, deadline=None)
        @given(st.integers(0, 10_000))
        def run(x):
            seen.append(x)
        if guarded:
            with without_local_constants():
                run()
        else:
            run()
        return seen

    guarded, unguarded = draws(True), draws(False)
    (tmp_path / "verirw_test_constants.py").write_text(
        "VALUES = [" + ", ".join(str(v) for v in range(3, 10_000, 97)) + "]\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    import verirw_test_constants  # noqa: F401
    try:
        assert draws(True) == guarded
        assert draws(False) != unguarded
    finally:
        monkeypatch.delitem(sys.modules, "verirw_test_constants")
