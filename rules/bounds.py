"""The interval lattice: lower and upper bounds of index expressions (``lo``/``hi``, merged
by max/min), from literals, loop ranges and assumes. Each bound rule is proven: if the
operands lie in their intervals, the result lies in the one computed here."""

from verirw.egraph.rule import Bound

RULES = [
    Bound("literal", "c", lo="c", hi="c"),
    Bound("add-lo", "x + y", lo="lo(x) + lo(y)"),
    Bound("add-hi", "x + y", hi="hi(x) + hi(y)"),
    Bound("sub-lo", "x - y", lo="lo(x) - hi(y)"),
    Bound("sub-hi", "x - y", hi="hi(x) - lo(y)"),
    Bound("mul-pos-lo", "x * c", lo="lo(x) * c", when="c >= 0"),
    Bound("mul-pos-hi", "x * c", hi="hi(x) * c", when="c >= 0"),
    Bound("mul-neg-lo", "x * c", lo="hi(x) * c", when="c < 0"),
    Bound("mul-neg-hi", "x * c", hi="lo(x) * c", when="c < 0"),
    Bound("div-lo", "x // c", lo="lo(x) // c", when="c > 0"),
    Bound("div-hi", "x // c", hi="hi(x) // c", when="c > 0"),
    Bound("mod", "x % c", lo="0", hi="c - 1", when="c > 0"),
    Bound("min-lo", "min(x, y)", lo="min(lo(x), lo(y))"),
    Bound("min-hi-x", "min(x, y)", hi="hi(x)"),
    Bound("min-hi-y", "min(x, y)", hi="hi(y)"),
    Bound("max-hi", "max(x, y)", hi="max(hi(x), hi(y))"),
    Bound("max-lo-x", "max(x, y)", lo="lo(x)"),
    Bound("max-lo-y", "max(x, y)", lo="lo(y)"),
    Bound("select-lo", "select(b, x, y)", lo="min(lo(x), lo(y))"),
    Bound("select-hi", "select(b, x, y)", hi="max(hi(x), hi(y))"),
]
