"""Every rule of ``rules/`` fires on its example (``tests/rule_examples.py``), and what the
engine makes of the example is proven to refine it by ``verirw.check`` (issue 19, item 3)."""

import pytest

import verirw
from verirw.egraph.library import FAMILIES, OPTIONAL_FAMILIES, load_library, qualified_name
from verirw.egraph.rule import Rule
from verirw.passes.simplify import simplify_func
from tests.rule_examples import EXAMPLES

RULES = {qualified_name(r): r for r in load_library()}


def test_every_rule_has_exactly_one_example():
    assert sorted(EXAMPLES) == sorted(RULES)


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_rule_fires_on_its_example(name):
    example = EXAMPLES[name]
    before = example.func()
    family = name.split("/")[0]
    families = FAMILIES + ((family,) if family in OPTIONAL_FAMILIES else ())
    result = simplify_func(before, contextual=False, float_mode=example.float_mode,
                           families=families)
    fired = {k: v for k, v in result.certificate.rules_fired.items()
             if k.split("@")[0] == name and v}
    assert fired, f"{name} did not fire on\n{example.program}"
    after = result.func
    if isinstance(RULES[name], Rule) and example.changes:
        assert after != before
    if after != before:
        verdict = verirw.check(before, after, float_mode=example.float_mode, timeout_s=60)
        assert verdict.status == "proven", verdict
