"""``T.if_then_else`` (select): only the chosen branch is evaluated."""

from verirw.egraph.rule import ALL, Rule

RULES = [
    Rule("select-true", "select(true, x, y)", "x", domains=ALL),
    Rule("select-false", "select(false, x, y)", "y", domains=ALL),
    Rule("select-same", "select(b, x, x)", "x", when="safe(b) and safe(x)", domains=ALL),
    Rule("select-not", "select(not b, x, y)", "select(b, y, x)", domains=ALL),
    Rule("select-bool-true-false", "select(b, true, false)", "b", domains=("bool",)),
]
