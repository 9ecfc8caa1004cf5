"""What a condition known to hold says about its variables: loop ranges and assumes at
function entry arrive as bool terms equal to ``true``; these rules turn them into bounds."""

from verirw.egraph.rule import Fact

RULES = [
    Fact("and-split", "a and b", implies=("a", "b"), domains=("bool",)),
    Fact("lt-const", "x < c", hi={"x": "c - 1"}),
    Fact("le-const", "x <= c", hi={"x": "c"}),
    Fact("gt-const", "x > c", lo={"x": "c + 1"}),
    Fact("ge-const", "x >= c", lo={"x": "c"}),
    Fact("eq-const", "x == c", lo={"x": "c"}, hi={"x": "c"}),
    Fact("lt-hi", "x < y", hi={"x": "hi(y) - 1"}),
    Fact("lt-lo", "x < y", lo={"y": "lo(x) + 1"}),
    Fact("le-hi", "x <= y", hi={"x": "hi(y)"}),
    Fact("le-lo", "x <= y", lo={"y": "lo(x)"}),
    Fact("ge-lo", "x >= y", lo={"x": "lo(y)"}),
    Fact("ge-hi", "x >= y", hi={"y": "hi(x)"}),
]
