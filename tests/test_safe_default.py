"""Safe by default (verirw.passes.trust): every pass entry point returns only results that
``check`` proves refine the input; a planted wrong pass gives the input back with the reason,
and only an explicit ``validate=False`` lets the wrong program through."""

import dataclasses
import importlib
import inspect

import pytest
from click.testing import CliRunner

import verirw
from verirw import ir, passes
from verirw.cli import main
from verirw.passes import RefutedResultWarning
from verirw.passes.pipeline import NAMES
from verirw.passes.simplify import Certificate, SimplifyResult
from verirw.verify.check import CheckResult
from verirw.visit import transform
from tests.rfc import assert_proven, rfc

SOURCE = """
@T.prim_func
def func(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32")):
    for i in T.serial(8):
        B[i] = A[i] + 0
"""


def wrong(func: ir.PrimFunc) -> ir.PrimFunc:
    """``func`` with every stored value plus one: never a refinement when a store runs."""
    def post(n):
        if isinstance(n, ir.BufferStore):
            dtype = n.value.dtype
            one = ir.IntImm(1, dtype) if dtype.is_int else ir.FloatImm(1.0, dtype)
            return dataclasses.replace(n, value=ir.Add(n.value, one))
        return n
    return func.with_body(transform(func.body, post))


def planted_engine(func, **kwargs):
    return SimplifyResult(wrong(func), Certificate(stop="planted"))


def test_a_wrong_engine_result_gives_the_input_back_with_the_reason(monkeypatch):
    monkeypatch.setattr(passes, "simplify_func", planted_engine)
    func = verirw.parse(SOURCE)
    with pytest.warns(RefutedResultWarning, match="does not refine|refuted"):
        res = verirw.simplify(func, isolate=False)
    assert res.func == func
    assert res.changed is False
    assert res.certificate.reverted.startswith("simplify: validation refuted")
    assert res.certificate.validation.status == "refuted"
    assert "NOT APPLIED" in res.certificate.summary()


def test_validate_false_is_the_explicit_unsafe_opt_out(monkeypatch):
    """The documented opt-out returns the engine's output unproven — here a wrong program."""
    monkeypatch.setattr(passes, "simplify_func", planted_engine)
    func = verirw.parse(SOURCE)
    res = verirw.simplify(func, isolate=False, validate=False)
    assert res.func == wrong(func)
    assert verirw.check(func, res.func).status == "refuted"
    assert res.certificate.validation is None and not res.certificate.reverted


def test_a_wrong_pass_entry_point_gives_the_input_back(monkeypatch):
    from verirw.passes import merge_loops
    func = rfc(1218)
    monkeypatch.setattr(merge_loops._Merger, "run", lambda self: wrong(func.with_body(self.body)).body)
    with pytest.warns(RefutedResultWarning):
        res = passes.merge_adjacent_loops(func)
    assert res.func == func and res.changed is False
    assert res.certificate.reverted.startswith("merge_adjacent_loops: validation refuted")
    assert passes.merge_adjacent_loops(func, validate=False).func == wrong(func)


def test_unknown_gives_the_input_back(monkeypatch):
    """Unknown is never proven: the correct result is dropped too."""
    check_module = importlib.import_module("verirw.verify.check")   # verify.check is a function
    monkeypatch.setattr(check_module, "check",
                        lambda *a, **k: CheckResult("unknown", "planted: budget exhausted"))
    func = rfc(1218)
    res = passes.merge_adjacent_loops(func)
    assert res.func == func and res.changed is False
    assert "validation unknown: planted" in res.certificate.reverted


def test_a_failing_check_gives_the_input_back(monkeypatch):
    check_module = importlib.import_module("verirw.verify.check")   # verify.check is a function

    def broken(*args, **kwargs):
        raise RuntimeError("planted crash")
    monkeypatch.setattr(check_module, "check", broken)
    func = rfc(1218)
    res = verirw.simplify(func, passes=["merge_adjacent_loops", "remove_no_op"])
    assert res.func == func and res.changed is False
    assert "check raised RuntimeError: planted crash" in res.certificate.reverted


def test_a_pipeline_keeps_its_longest_validated_prefix(monkeypatch):
    """merge_adjacent_loops (right) then a planted remove_no_op (wrong): the whole result is
    refuted, the merge alone is proven, so the merged program comes back — with a warning."""
    from verirw.passes import no_op
    monkeypatch.setattr(no_op, "remove_no_op",
                        lambda f, **kwargs: SimplifyResult(wrong(f), Certificate()))
    func = rfc(1218)
    with pytest.warns(RefutedResultWarning):
        res = verirw.simplify(func, passes=["merge_adjacent_loops", "remove_no_op"],
                              limits=verirw.Limits(rounds=1))
    merged = passes.merge_adjacent_loops(func, validate=False).func
    assert res.func == merged and res.changed is True
    assert "pass application 2 (remove_no_op): validation refuted" in res.certificate.reverted
    assert_proven(func, res.func)


def test_the_default_proves_real_results():
    res = verirw.simplify(rfc(1218), passes=["merge_adjacent_loops", "remove_no_op"])
    assert res.changed and res.certificate.validation.status == "proven"
    assert not res.certificate.reverted


def test_an_unchanged_result_needs_no_check():
    func = verirw.parse(SOURCE.replace("A[i] + 0", "A[i]"))
    res = passes.merge_adjacent_loops(func)
    assert res.func == func and res.changed is False
    assert str(res.certificate.validation) == ("proven: nothing changed: the result is the "
                                               "input (no check needed)")


@pytest.mark.parametrize("name", [n for n in NAMES if n != "simplify"] + ["lower"])
def test_every_pass_entry_point_validates_by_default(name):
    fn = getattr(passes, name)
    params = inspect.signature(fn).parameters
    assert params["validate"].default is True
    assert "validate_timeout_s" in params
    assert "unsafe" in fn.__doc__
    assert inspect.signature(passes.simplify).parameters["validate"].default is True


def test_cli_validates_by_default_and_no_validate_opts_out(tmp_path, monkeypatch):
    path = tmp_path / "f.py"
    path.write_text(SOURCE)
    default = CliRunner().invoke(main, ["simplify", str(path)])
    assert default.exit_code == 0, default.output
    assert "validation: proven" in default.output
    opted_out = CliRunner().invoke(main, ["simplify", str(path), "--no-validate"])
    assert opted_out.exit_code == 0 and "validation:" not in opted_out.output
    legacy = CliRunner().invoke(main, ["simplify", str(path), "--validate"])
    assert legacy.exit_code == 0 and "validation: proven" in legacy.output
    assert "UNSAFE" in CliRunner().invoke(main, ["simplify", "--help"]).output


def test_validation_runs_in_the_float_mode_of_the_pass():
    """RFC L880 -> L889 is a refinement only without signed zeros: validated in fast mode it
    is kept; checked under IEEE it would have been refuted and dropped."""
    res = passes.remove_no_op(rfc(880), float_mode="fast")
    assert res.func == rfc(889) and res.changed
    assert res.certificate.validation.details["float_mode"] == "fast"
    assert passes.remove_no_op(rfc(880)).func == rfc(880)            # IEEE: nothing removed


def test_a_pipeline_unknown_as_a_whole_is_proven_pass_by_pass(monkeypatch):
    """The whole-program check planted unknown; each pass application, checked against the
    one before, is proven, so the final program stands (refinement is transitive)."""
    check_module = importlib.import_module("verirw.verify.check")
    real, calls = check_module.check, []

    def first_unknown(before, after, **kwargs):
        calls.append(after)
        if len(calls) == 1:
            return CheckResult("unknown", "planted: the whole program is too big")
        return real(before, after, **kwargs)
    monkeypatch.setattr(check_module, "check", first_unknown)
    func = rfc(1218)
    res = verirw.simplify(func, passes=["merge_adjacent_loops", "remove_no_op"])
    assert res.changed and not res.certificate.reverted
    assert res.certificate.validation.status == "proven"
    assert res.certificate.validation.reason.startswith("each of the 2 changing pass")
    assert len(calls) == 3                                    # the whole, then two steps
    assert_proven(func, res.func)
