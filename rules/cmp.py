"""Comparisons: constants to the right, decided by the interval lattice, offsets moved.

Deciding a comparison drops its operands' evaluation, hence ``safe``; IEEE floats are left
out where NaN breaks the identity (``not (x < y)`` is not ``x >= y`` for NaN). ``x ==
T.undef()`` is a special form (defined, True), so a rule that turns ``==`` into ``!=`` or back
on values needs operands that are not a bare undef (``safe``).
"""

from verirw.egraph.rule import ALL, INDEX, INT, Rule

RULES = [
    Rule("lt-flip", "c < x", "x > c", domains=ALL),
    Rule("le-flip", "c <= x", "x >= c", domains=ALL),
    Rule("gt-flip", "c > x", "x < c", domains=ALL),
    Rule("ge-flip", "c >= x", "x <= c", domains=ALL),
    Rule("eq-flip", "c == x", "x == c", domains=ALL),
    Rule("ne-flip", "c != x", "x != c", domains=ALL),
    Rule("not-lt", "not (x < y)", "x >= y", domains=INT),
    Rule("not-le", "not (x <= y)", "x > y", domains=INT),
    Rule("not-gt", "not (x > y)", "x <= y", domains=INT),
    Rule("not-ge", "not (x >= y)", "x < y", domains=INT),
    Rule("not-eq", "not (x == y)", "x != y", domains=INDEX),
    Rule("not-ne", "not (x != y)", "x == y", domains=INDEX),
    # on values an operand may be a bare T.undef(): `not (x == T.undef())` is False, while
    # `x != T.undef()` is an undefined condition; safe operands are never undef
    Rule("not-eq-value", "not (x == y)", "x != y", when="safe(x) and safe(y)",
         domains=("wrap", "bool")),
    Rule("not-ne-value", "not (x != y)", "x == y", when="safe(x) and safe(y)",
         domains=("wrap", "bool")),
    Rule("eq-self", "x == x", "true", when="safe(x)", domains=("index", "wrap", "bool")),
    Rule("lt-self", "x < x", "false", when="safe(x)", domains=ALL),
    Rule("lt-true", "x < y", "true", when="safe(x) and safe(y) and x < y", domains=INDEX),
    Rule("lt-false", "x < y", "false", when="safe(x) and safe(y) and x >= y", domains=INDEX),
    Rule("le-true", "x <= y", "true", when="safe(x) and safe(y) and x <= y", domains=INDEX),
    Rule("le-false", "x <= y", "false", when="safe(x) and safe(y) and x > y", domains=INDEX),
    Rule("gt-true", "x > y", "true", when="safe(x) and safe(y) and x > y", domains=INDEX),
    Rule("gt-false", "x > y", "false", when="safe(x) and safe(y) and x <= y", domains=INDEX),
    Rule("ge-true", "x >= y", "true", when="safe(x) and safe(y) and x >= y", domains=INDEX),
    Rule("ge-false", "x >= y", "false", when="safe(x) and safe(y) and x < y", domains=INDEX),
    Rule("eq-false-lt", "x == y", "false", when="safe(x) and safe(y) and x < y", domains=INDEX),
    Rule("eq-false-gt", "x == y", "false", when="safe(x) and safe(y) and x > y", domains=INDEX),
    Rule("ne-true-lt", "x != y", "true", when="safe(x) and safe(y) and x < y", domains=INDEX),
    Rule("ne-true-gt", "x != y", "true", when="safe(x) and safe(y) and x > y", domains=INDEX),
    Rule("lt-offset", "x + c1 < c2", "x < c2 - c1", domains=INDEX),
    Rule("le-offset", "x + c1 <= c2", "x <= c2 - c1", domains=INDEX),
    Rule("gt-offset", "x + c1 > c2", "x > c2 - c1", domains=INDEX),
    Rule("ge-offset", "x + c1 >= c2", "x >= c2 - c1", domains=INDEX),
    Rule("eq-offset", "x + c1 == c2", "x == c2 - c1", domains=INDEX),
    # offsets on both sides cancel, positive factors divide out (TVM: i + 1 < j + 1 is i < j,
    # i * 2 < 8 is i < 4)
    Rule("lt-offsets", "x + c1 < y + c2", "x < y + (c2 - c1)", domains=INDEX),
    Rule("le-offsets", "x + c1 <= y + c2", "x <= y + (c2 - c1)", domains=INDEX),
    Rule("gt-offsets", "x + c1 > y + c2", "x > y + (c2 - c1)", domains=INDEX),
    Rule("ge-offsets", "x + c1 >= y + c2", "x >= y + (c2 - c1)", domains=INDEX),
    Rule("eq-offsets", "x + c1 == y + c2", "x == y + (c2 - c1)", domains=INDEX),
    Rule("lt-factor", "x * c1 < c2", "x < (c2 + c1 - 1) // c1", when="c1 > 0", domains=INDEX),
    Rule("le-factor", "x * c1 <= c2", "x <= c2 // c1", when="c1 > 0", domains=INDEX),
    Rule("gt-factor", "x * c1 > c2", "x > c2 // c1", when="c1 > 0", domains=INDEX),
    Rule("ge-factor", "x * c1 >= c2", "x >= (c2 + c1 - 1) // c1", when="c1 > 0", domains=INDEX),
    Rule("lt-or-ge", "x < y or x >= y", "true", when="safe(x) and safe(y)", domains=INDEX),
    Rule("div-eq-zero", "x // c == 0", "x >= 0 and x < c", when="safe(x) and c > 0", domains=INDEX),
    Rule("div-lt", "x // c < c2", "x < c * c2", when="c > 0", domains=INDEX),
    Rule("div-ge", "x // c >= c2", "x >= c * c2", when="c > 0", domains=INDEX),
]
