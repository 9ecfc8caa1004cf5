"""TVM's pass names and ``PassContext`` options, read as verirw passes (issue 23).

A TVM user moves a pass configuration over with::

    verirw.passes.from_tvm("tir.Simplify", {"transitively_prove_inequalities": True})
    verirw.passes.from_tvm_config({"tir.HoistExpression": {"hoisted_conditionals": 7}})

Each TVM option has one of three readings, listed in ``OPTIONS`` and ``docs/passes.md``:

* **mapped** — it sets the verirw option with the same meaning (HoistExpression's bit masks
  are TVM's ``HoistedConditionals``/``HoistedLetBindings`` values);
* **always** — verirw does it whatever the value: the option enables a TVM analysis that
  verirw's proofs already include (z3 decides with every hypothesis in context, so
  transitivity, known values and branch constraints need no switch), and since every rewrite
  is proven there is no unsafe mode to turn off;
* **refused** — a value verirw cannot honour, with the reason (``OptionError``).

Unknown names are refused too: a misspelt option must not be silently ignored.
"""

from __future__ import annotations

from dataclasses import dataclass

from verirw.errors import ArgumentError
from verirw.passes.hoist import HoistConditional, HoistLetBinding
from verirw.passes.registry import PASSES, Pass

__all__ = ["OptionError", "TVM_PASSES", "CONFIG_KEYS", "OPTIONS", "from_tvm", "from_tvm_config"]


class OptionError(ArgumentError):
    """A TVM pass name or option verirw cannot honour."""


#: TVM's pass names (``tir.transform.X`` and TVM 0.27's ``tirx``/``s_tir`` spellings) -> verirw's
TVM_PASSES = {tvm: ours for names, ours in [
    (("Simplify", "StmtSimplify"), "simplify"),
    (("RemoveNoOp",), "remove_no_op"),
    (("HoistExpression", "HoistIfThenElse"), "hoist_expression"),
    (("RemoveAssume", "RemoveCompileTimeAssume"), "remove_assume"),
    (("RemoveStoreUndef",), "remove_store_undef"),
    (("ReduceBranchingThroughOvercompute",), "remove_branching_through_overcompute"),
] for bare in names for tvm in (bare, f"tir.transform.{bare}", f"tirx.transform.{bare}",
                                 f"s_tir.transform.{bare}", f"tir.{bare}")}

#: ``PassContext(config={...})`` keys -> the verirw pass they configure
CONFIG_KEYS = {"tir.Simplify": "simplify", "tir.RemoveNoOp": "remove_no_op",
               "tir.HoistExpression": "hoist_expression", "tir.HoistIfThenElse": "hoist_expression"}


@dataclass(frozen=True)
class Option:
    reading: str            # "mapped", "always" or "refused-if-true"
    meaning: str            # what verirw does (the documentation)
    field: str | None = None


OPTIONS: dict[tuple[str, str], Option] = {
    ("simplify", "transitively_prove_inequalities"): Option(
        "always", "z3 decides each condition with every hypothesis in context, so chains "
                  "of inequalities (a < b, b < c => a < c) are used without a switch"),
    ("simplify", "propagate_knowns_to_prove_conditional"): Option(
        "always", "values fixed by T.assume and by earlier stores decide conditions until the "
                  "next write to that storage (passes.context)"),
    ("simplify", "propagate_knowns_to_simplify_expressions"): Option(
        "always", "loads of a value fixed by T.assume or an earlier store are replaced by it "
                  "until the next write (passes.context)"),
    ("simplify", "apply_constraints_to_boolean_branches"): Option(
        "always", "the right operand of and/or and the branches of if_then_else are "
                  "simplified knowing the left operand / the condition (passes.in_context)"),
    ("simplify", "convert_boolean_to_and_of_ors"): Option(
        "mapped", "branch and select conditions come out as an AND of ORs "
                  "(passes.and_of_ors)", "and_of_ors"),
    ("remove_no_op", "use_dataflow_analysis"): Option(
        "always", "dead stores are found by exact region analysis (passes.regions) and known "
                  "values by z3 with facts from assumes, stores and assume loop nests"),
    ("hoist_expression", "hoisted_conditionals"): Option(
        "mapped", "TVM's HoistedConditionals bit mask: 1 if-statements, 2 if_then_else, "
                  "4 boolean expressions (8, block variables, is refused)", "conditional"),
    ("hoist_expression", "hoisted_let_bindings"): Option(
        "mapped", "TVM's HoistedLetBindings bit mask: 1 required by a condition, 2 let "
                  "statements, 4 let expressions (none in verirw's IR)", "let_binding"),
    ("hoist_expression", "support_block_scope_hosting"): Option(
        "refused-if-true", "verirw hoists out of loops, not out of block scopes"),
}


def from_tvm(name: str, options: dict | None = None) -> Pass:
    """The verirw pass for TVM's pass ``name`` with TVM's ``options`` (see ``OPTIONS``)."""
    ours = TVM_PASSES.get(name)
    if ours is None:
        raise OptionError(f"no verirw pass for TVM's {name!r}; known: "
                          f"{', '.join(sorted({n.split('.')[-1] for n in TVM_PASSES}))}")
    fields = {}
    for key, value in (options or {}).items():
        option = OPTIONS.get((ours, key))
        if option is None:
            known = sorted(k for p, k in OPTIONS if p == ours)
            raise OptionError(f"{name}: unknown option {key!r}" +
                              (f"; TVM's options of this pass: {', '.join(known)}" if known else ""))
        if option.reading == "refused-if-true" and value:
            raise OptionError(f"{name}: {key}=True is not supported: {option.meaning}")
        if option.reading == "mapped" and option.field == "and_of_ors":
            if not isinstance(value, bool):
                raise OptionError(f"{name}: {key} is True or False, not {value!r}")
            fields[option.field] = value
        elif option.reading == "mapped":
            fields[option.field] = _mapped(name, key, option.field, value)
    return PASSES[ours](**fields)


def from_tvm_config(config: dict) -> list[Pass]:
    """The passes a TVM ``PassContext`` config configures, e.g.
    ``{"tir.Simplify": {"transitively_prove_inequalities": True}}``."""
    out = []
    for key, options in config.items():
        ours = CONFIG_KEYS.get(key)
        if ours is None:
            raise OptionError(f"unknown TVM pass config key {key!r}; known: "
                              f"{', '.join(sorted(CONFIG_KEYS))}")
        out.append(from_tvm(key, dict(options)))
    return out


def _mapped(name: str, key: str, field_name: str, value):
    flag = {"conditional": HoistConditional, "let_binding": HoistLetBinding}[field_name]
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise OptionError(f"{name}: {key} is a bit mask (a non-negative int), not {value!r}")
    known = sum(int(m) for m in flag)
    if value & ~known:
        raise OptionError(f"{name}: {key}={value} sets bits verirw does not have "
                          f"({value & ~known}); {OPTIONS[('hoist_expression', key)].meaning}")
    return flag(value)
