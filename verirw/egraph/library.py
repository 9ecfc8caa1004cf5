"""The rule library: every family file in ``rules/`` (shipped as ``verirw.rules``), loaded as
data, checked, and translated into one egglog program."""

from __future__ import annotations

import dataclasses
import importlib
from functools import cache

from verirw.egraph.pattern import PatternError
from verirw.egraph.rule import AnyRule, Bound, Fact, Rule, Safety, egglog_rules, parse_rule
from verirw.egraph.schema import SCHEMA

#: family files, in the order the manifest lists them; ``tvm``: rules of TVM's
#: RewriteSimplifier (docs/tvm-rules.md), last so the engine's own families keep their order
FAMILIES = ("arith", "divmod", "minmax", "cmp", "boolean", "select", "undef", "stmt",
            "safety", "bounds", "facts", "tvm")
#: proven families the engine does not run by default (``verirw prove`` proves them and the
#: manifest lists them; none at present): enable one with
#: ``simplify_func(..., families=FAMILIES + (name,))`` or a pass's
#: ``extra_rules=load_family(name)``
OPTIONAL_FAMILIES: tuple[str, ...] = ()
#: families that only add facts (run to saturation before each rewriting step)
ANALYSIS = ("safety", "bounds", "facts")


@cache
def load_family(family: str) -> tuple[AnyRule, ...]:
    module = importlib.import_module(f"verirw.rules.{family}")
    return tuple(dataclasses.replace(r, family=family) for r in module.RULES)


def load_library(families=None) -> list[AnyRule]:
    """All rules of the given families (default: every proven family, the engine's and the
    optional ones); names are unique within a family."""
    if families is None:
        families = FAMILIES + OPTIONAL_FAMILIES
    out: list[AnyRule] = []
    for family in families:
        rules = load_family(family)
        names = [r.name for r in rules]
        dup = sorted({n for n in names if names.count(n) > 1})
        if dup:
            raise PatternError(f"rules/{family}.py: duplicate rule names {dup}")
        out.extend(rules)
    return out


def qualified_name(rule: AnyRule) -> str:
    return f"{rule.family}/{rule.name}"


def egglog_program(rules: list[AnyRule]) -> list[str]:
    """Schema, one ruleset per family, and every rule, as program texts to run in order:
    one text per rule, because egglog's cost for one text grows quadratically with its size
    (the whole library as one text takes 0.76 s, rule by rule 0.06 s)."""
    texts = [_header(rules)]
    texts.extend("\n".join(egglog_rules(parse_rule(rule), rule.family)) for rule in rules)
    return texts


def egglog_instances(rules: list[AnyRule]) -> tuple[str, list[str]]:
    """The schema with one ruleset per family, and every rule's egglog commands (one per
    domain instance), in library order: what ``egglog_program`` sends, one command apiece
    (the engine loads the instances a program can use, ``verirw.egraph.live``)."""
    return _header(rules), [text for rule in rules
                            for text in egglog_rules(parse_rule(rule), rule.family)]


def _header(rules: list[AnyRule]) -> str:
    families = sorted({r.family for r in rules} | set(ANALYSIS))
    return "\n".join([SCHEMA, *(f"(ruleset {f})" for f in families)])


def kind_of(rule: AnyRule) -> str:
    return {Rule: "rewrite", Bound: "bound", Fact: "fact", Safety: "safety"}[type(rule)]
