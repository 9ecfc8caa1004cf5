"""The pass registry (``verirw.passes.registry``): one list of passes that the pipeline, the CLI
and the README read, pass objects that agree with the pass functions, metadata that is true of
the certificates, and public wrappers with real signatures."""

import dataclasses
import inspect
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

import verirw
from verirw import passes
from verirw.cli import main
from verirw.passes import PASSES, Pass, RemoveNoOp, pipeline, registry
from verirw.passes.registry import register

ROOT = Path(__file__).resolve().parent.parent
OPTIONS_OF_SAFETY = ("validate", "validate_timeout_s")

SOURCE = '''
@T.prim_func
def func(A: T.Buffer((16,), "int32"), B: T.Buffer((16,), "int32"), n: T.int32):
    T.assume(0 <= n and n < 8)
    for i in T.serial(16):
        if n < 8:
            B[i] = A[i] + 0
    for i in T.serial(16):
        if i < 14:
            B[i] = B[i]
        else:
            B[i] = T.undef()
    for i in T.serial(16):
        if i < 4:
            A[i] = A[i] * 1
'''


def test_the_readme_table_is_the_registry():
    text = (ROOT / "README.md").read_text()
    found = re.search(r"<!-- passes: .*? -->\n(.*?)\n<!-- /passes -->", text, re.S)
    assert found, "README.md lost its generated pass table"
    assert found.group(1) == registry.markdown_table(), \
        "README's pass table is stale: paste verirw.passes.registry.markdown_table()"


def test_the_pipeline_reads_the_registry():
    assert tuple(PASSES) == pipeline.NAMES
    assert registry.names(registry.OPTIMISING) == pipeline.ALL
    assert pipeline.ALL[:1] == ("simplify",)
    stages = [registry.STAGES.index(cls.stage) for cls in PASSES.values()]
    assert stages == sorted(stages), "the registry lists passes in the order they may run"


def test_the_cli_lists_the_registry():
    listing = CliRunner().invoke(main, ["passes"])
    assert listing.exit_code == 0, listing.output
    help_text = " ".join(CliRunner().invoke(main, ["simplify", "--help"]).output.split())
    for name, cls in PASSES.items():
        assert f"{name} ({cls.stage}): {cls.summary}" in listing.output
        assert name in help_text


@pytest.mark.parametrize("name", list(PASSES))
def test_a_pass_object_has_the_options_of_its_function(name):
    cls = PASSES[name]
    fn = cls.entry()
    assert getattr(passes, name) is fn                    # the public spelling
    params = inspect.signature(fn).parameters
    assert not any(p.kind is p.VAR_KEYWORD for p in params.values())
    options = {k: p.default for k, p in params.items()
               if p.kind is p.KEYWORD_ONLY and k not in OPTIONS_OF_SAFETY and k != "passes"}
    obj = cls()
    assert obj.options() == options                       # names, order of fields, defaults
    assert [f.name for f in dataclasses.fields(obj)] == list(options)
    assert all(k in params for k in OPTIONS_OF_SAFETY)
    apply = inspect.signature(cls.apply).parameters
    assert [apply[k].default for k in OPTIONS_OF_SAFETY] == \
        [params[k].default for k in OPTIONS_OF_SAFETY]
    assert cls.__doc__ and cls.summary and obj.name == name
    with pytest.raises(dataclasses.FrozenInstanceError):
        obj.name = "other"


def test_rule_families_are_the_files_of_rules():
    families = {p.stem for p in (ROOT / "rules").glob("*.py") if p.stem != "__init__"}
    from verirw.egraph.library import FAMILIES, OPTIONAL_FAMILIES
    # optional families (none at present) are files too, off by default
    assert set(registry.ALL_FAMILIES) == set(FAMILIES) == families - set(OPTIONAL_FAMILIES)
    assert set(OPTIONAL_FAMILIES) <= families
    for cls in PASSES.values():
        assert set(cls.rule_families) <= families, cls.name


def test_obligation_kinds_are_kinds_the_code_asks():
    """Every declared kind is a named ``Kind`` that the passes or the oracle pass as a
    ``kind`` (``Kind.NAME`` in their code)."""
    from verirw.analysis.obligations import Kind
    sources = [*(ROOT / "verirw" / "passes").glob("*.py"), ROOT / "verirw/egraph/oracle.py"]
    text = "\n".join(p.read_text() for p in sources if p.name != "registry.py")
    for cls in PASSES.values():
        for kind in cls.obligation_kinds:
            assert isinstance(kind, Kind), (cls.name, kind)
            assert f"Kind.{kind.name}" in text, f"{cls.name}: no code asks an obligation {kind!r}"


def test_certificates_cite_only_what_the_pass_declares():
    """Run every pass on one program: each obligation's kind and each fired rule's family (or
    the pass's own rewrite) is in its metadata, so a certificate can cite the registry."""
    func = verirw.parse(SOURCE)
    seen_kinds, seen_rules = set(), set()
    for name, cls in PASSES.items():
        obj = cls(isolate=False) if name == "simplify" else cls()
        cert = obj.apply(func, validate=False).certificate
        kinds = {o.kind for o in [*cert.obligations, *cert.refused]}
        assert kinds <= set(cls.obligation_kinds), (name, kinds)
        for rule in cert.rules_fired:
            assert rule in cls.own_rules or rule.split("/")[0] in cls.rule_families, (name, rule)
        seen_kinds |= kinds
        seen_rules |= set(cert.rules_fired)
    assert {"decide", "known-value", "in-bounds"} <= seen_kinds       # the test exercised them
    assert {"remove-no-op/known-value", "lowering/remove-assume"} <= seen_rules


def test_apply_is_the_function():
    func = verirw.parse(SOURCE)
    by_object = RemoveNoOp(float_mode="fast").apply(func)
    by_function = passes.remove_no_op(func, float_mode="fast")
    assert by_object.func == by_function.func and by_object.changed
    assert str(by_object.certificate.validation) == str(by_function.certificate.validation)


def test_a_pipeline_takes_pass_objects():
    func = verirw.parse(SOURCE)
    res = verirw.simplify(func, passes=[RemoveNoOp(cleanup=False), "remove_assume"],
                          isolate=False)
    assert [s.name for s in res.certificate.steps][-1] == "remove_assume"
    assert res.certificate.validation.status == "proven"
    assert res.func == passes.remove_assume(passes.remove_no_op(func, cleanup=False).func).func
    assert pipeline.resolve(RemoveNoOp()) == [RemoveNoOp()]             # one pass, not a list


def test_a_pipeline_refuses_what_it_cannot_validate():
    func = verirw.parse(SOURCE)
    with pytest.raises(ValueError, match="float_mode='fast'"):
        verirw.simplify(func, passes=[RemoveNoOp(float_mode="fast")], isolate=False)

    @dataclasses.dataclass(frozen=True)
    class Mine(Pass):
        """Not registered."""
        name = "remove_no_op"
    with pytest.raises(ValueError, match="not a registered verirw pass"):
        verirw.simplify(func, passes=[Mine()])
    with pytest.raises(ValueError, match="after a lowering pass"):
        verirw.simplify(func, passes=[passes.RemoveAssume(), "simplify"])


def test_register_checks_a_pass():
    class Loose(Pass):
        """A plain class."""
        name, module, stage, summary = "loose", "no_op", registry.OPTIMISING, "x"
    with pytest.raises(TypeError, match="frozen dataclass"):
        register(Loose)

    @dataclasses.dataclass(frozen=True)
    class Again(Pass):
        """Same name."""
        name, module, stage, summary = "simplify", "no_op", registry.OPTIMISING, "x"
    with pytest.raises(ValueError, match="already registered"):
        register(Again)
    assert PASSES["simplify"] is passes.Simplify and "loose" not in PASSES


# The public wrappers of ``verirw``: real signatures, the implementation's parameters
WRAPPERS = {
    "parse": "verirw.parser:parse",
    "run": "verirw.interp:run",
    "check": "verirw.verify.check:check",
    "transform_layout": "verirw.layout.transform:transform_layout",
    "flatten": "verirw.layout.flatten:flatten",
    "build": "verirw.codegen:build",
    "cache_read": "verirw.layout.cache:cache_read",
    "cache_write": "verirw.layout.cache:cache_write",
    "sequential_buffer_access": "verirw.layout.sequential:sequential_buffer_access",
    "simplify": "verirw.passes:simplify",
}
#: parameters a wrapper adds (the child-process budget of ``verirw.check``)
EXTRA = {"check": {"max_memory": None, "isolate": None}}
#: defaults a wrapper states differently, with the same meaning (None: the checker's 60 s)
SAME_MEANING = {("check", "timeout_s"): (None, 60.0)}


@pytest.mark.parametrize("name", sorted(WRAPPERS))
def test_public_wrappers_have_real_signatures(name):
    import importlib
    module, attr = WRAPPERS[name].split(":")
    impl = inspect.signature(getattr(importlib.import_module(module), attr)).parameters
    wrapper = inspect.signature(getattr(verirw, name)).parameters
    impl_keywords = [p for p in impl.values() if p.kind is p.VAR_KEYWORD]
    # only the interpreter's arrays are open-ended keywords, in the implementation too
    assert [p.kind for p in wrapper.values()].count(inspect.Parameter.VAR_KEYWORD) == \
        len(impl_keywords)
    extra = EXTRA.get(name, {})
    added = {k: p.default for k, p in list(wrapper.items())[1:]
             if k not in impl and p.kind is not p.VAR_KEYWORD}
    assert added == extra, name
    ours = [k for k in wrapper if k not in extra]
    assert len(ours) == len(impl), name
    for index, (w, k) in enumerate(zip(ours, impl)):
        i = impl[k]
        assert wrapper[w].kind is i.kind, (name, w)
        if index == 0 or i.kind is i.VAR_KEYWORD:
            continue                     # the program, and the arrays: named for their use
        assert w == k, name
        expected = SAME_MEANING.get((name, k), (i.default, i.default))
        assert (wrapper[w].default, i.default) == expected, (name, k)
    assert name in verirw.__all__


def test_import_verirw_does_not_load_the_engine():
    import subprocess
    import sys
    code = "import sys, verirw; print('egglog' in sys.modules, 'verirw.passes' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["False", "False"]
    assert verirw.simplify is passes.simplify and verirw.Limits is passes.Limits


def test_a_pipeline_setting_reaches_every_pass_that_has_it():
    """``Pass.configured``: a setting goes to each pass with a field of its name (the solver
    budget is the limits'), and nowhere else."""
    from verirw.egraph.engine import Limits
    limits = Limits(solver_ms=1234)
    settings = registry.Settings(float_mode="real", limits=limits, isolate=False)
    for cls in PASSES.values():
        obj = cls.configured(settings)
        fields = {f.name for f in dataclasses.fields(cls)}
        expected = {"float_mode": "real", "limits": limits, "isolate": False, "solver_ms": 1234}
        for name, value in expected.items():
            if name in fields:
                assert getattr(obj, name) == value, (cls.name, name)
    assert registry.PASSES["hoist_expression"].configured(settings).solver_ms == 1234
    assert registry.PASSES["simplify"].configured(settings).float_mode == "real"
