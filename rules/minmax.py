"""min / max (``T.min``/``T.max``): the IR defines ``min(a, b) = select(a < b, a, b)`` and
``max(a, b) = select(a > b, a, b)``, TVM's code (codegen_llvm.cc); on integers the usual
min/max. The rules below claim integer domains only."""

from verirw.egraph.rule import INDEX, INT, Rule

RULES = [
    Rule("min-self", "min(x, x)", "x", when="safe(x)", domains=INT),
    Rule("max-self", "max(x, x)", "x", when="safe(x)", domains=INT),
    Rule("min-left", "min(x, y)", "x", when="safe(y) and x <= y", domains=INDEX),
    Rule("min-right", "min(x, y)", "y", when="safe(x) and y <= x", domains=INDEX),
    Rule("max-left", "max(x, y)", "x", when="safe(y) and x >= y", domains=INDEX),
    Rule("max-right", "max(x, y)", "y", when="safe(x) and y >= x", domains=INDEX),
    Rule("fold-min", "min(c1, c2)", "min(c1, c2)", domains=INDEX),
    Rule("fold-max", "max(c1, c2)", "max(c1, c2)", domains=INDEX),
    Rule("select-lt-min", "select(x < y, x, y)", "min(x, y)", when="safe(x) and safe(y)",
         domains=INT),
    Rule("select-lt-max", "select(x < y, y, x)", "max(x, y)", when="safe(x) and safe(y)",
         domains=INT),
]
