"""Boolean algebra on short-circuit ``and``/``or``: evaluation order is kept, so a guard that
protects an out-of-bounds load still protects it; dropping an operand needs ``safe``."""

from verirw.egraph.rule import Rule

B = ("bool",)

RULES = [
    Rule("and-true", "a and true", "a", domains=B),
    Rule("true-and", "true and a", "a", domains=B),
    Rule("and-false", "a and false", "false", when="safe(a)", domains=B),
    Rule("false-and", "false and a", "false", domains=B),
    Rule("or-false", "a or false", "a", domains=B),
    Rule("false-or", "false or a", "a", domains=B),
    Rule("or-true", "a or true", "true", when="safe(a)", domains=B),
    Rule("true-or", "true or a", "true", domains=B),
    Rule("not-not", "not (not a)", "a", domains=B),
    Rule("not-true", "not true", "false", domains=B),
    Rule("not-false", "not false", "true", domains=B),
    Rule("and-self", "a and a", "a", when="safe(a)", domains=B),
    Rule("or-self", "a or a", "a", when="safe(a)", domains=B),
    Rule("and-not-self", "a and not a", "false", when="safe(a)", domains=B),
    Rule("or-not-self", "a or not a", "true", when="safe(a)", domains=B),
    # a shared conjunct (disjunct) factored out: the same evaluations, a evaluated once
    # (TVM's and-of-ors: (i < 2 and j < 2) or (i < 2 and j >= 2) is i < 2)
    Rule("or-factor", "(a and b) or (a and d)", "a and (b or d)", when="safe(a)", domains=B),
    Rule("and-factor", "(a or b) and (a or d)", "a or (b and d)", when="safe(a)", domains=B),
    Rule("de-morgan-and", "not (a and b)", "not a or not b", domains=B),
    Rule("de-morgan-or", "not (a or b)", "not a and not b", domains=B),
]
