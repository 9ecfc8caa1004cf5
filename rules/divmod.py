"""Floor division and floor modulo (TVMScript ``//`` and ``%``) on index integers.

These hold for floor division on all integers, which is why they are stated for the index
domain only: with truncating division ``(4*io + ii + f) // 4 -> io + (ii + f) // 4`` is false
(``io = 1, ii + f = -1``), and with wrapping the sum may overflow.

A rule that divides by a constant ``c`` it cannot see excludes ``c == -1``: ``MIN // -1`` and
``MIN % -1`` of the expression's dtype are undefined (``division_overflow``, TVM's ``sdiv``
traps), so ``(x * -1) // -1`` is undefined at ``x == 2**31`` (int32) where ``x`` is not.
"""

from verirw.egraph.rule import INDEX, Rule

RULES = [
    Rule("div-one", "x // 1", "x", domains=INDEX),
    Rule("mod-one", "x % 1", "0", when="safe(x)", domains=INDEX),
    Rule("div-small", "x // c", "0", when="safe(x) and x >= 0 and x < c", domains=INDEX),
    Rule("div-small-neg", "x // c", "-1", when="safe(x) and x >= 0 - c and x < 0",
         domains=INDEX),
    Rule("mod-small", "x % c", "x", when="x >= 0 and x < c", domains=INDEX),
    Rule("div-mul", "(x * c) // c", "x", when="c != 0 and c != -1", domains=INDEX),
    Rule("mod-mul", "(x * c) % c", "0", when="safe(x) and c != 0 and c != -1", domains=INDEX),
    Rule("div-mul-add", "(x * c + y) // c", "x + y // c", when="c != 0 and c != -1",
         domains=INDEX),
    Rule("div-add-mul", "(y + x * c) // c", "y // c + x", when="c != 0 and c != -1",
         domains=INDEX),
    Rule("div-mul-add-add", "(x * c + y + z) // c", "x + (y + z) // c",
         when="c != 0 and c != -1", domains=INDEX),
    Rule("mod-mul-add", "(x * c + y) % c", "y % c", when="safe(x) and c != 0 and c != -1",
         domains=INDEX),
    Rule("mod-add-mul", "(y + x * c) % c", "y % c", when="safe(x) and c != 0 and c != -1",
         domains=INDEX),
    Rule("mod-mul-add-add", "(x * c + y + z) % c", "(y + z) % c",
         when="safe(x) and c != 0 and c != -1", domains=INDEX),
    Rule("div-add-reduce", "(x + c1) // c2", "(x + c1 % c2) // c2 + c1 // c2",
         when="c2 > 0 and c1 % c2 != c1", domains=INDEX),
    Rule("mod-add-reduce", "(x + c1) % c2", "(x + c1 % c2) % c2",
         when="c2 > 0 and c1 % c2 != c1", domains=INDEX),
    Rule("div-div", "(x // c1) // c2", "x // (c1 * c2)", when="c1 > 0 and c2 > 0",
         domains=INDEX),
    Rule("div-mod-recompose", "(x // c) * c + x % c", "x",
         when="safe(x) and c != 0 and c != -1", domains=INDEX),
]
