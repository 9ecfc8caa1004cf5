"""Integer and float arithmetic: identities, constants to the right, constant folding.

No commutativity or associativity in general (they blow e-graphs up); constants are moved
right and folded instead, which is a normal form the other families can rely on.
"""

from verirw.egraph.rule import ALL, INDEX, INT, Rule

RULES = [
    Rule("add-zero", "x + 0", "x", domains=INT),
    Rule("zero-add", "0 + x", "x", domains=INT),
    Rule("add-neg-zero", "x + -0.0", "x", domains=("ieee",)),
    Rule("add-zero-fast", "x + 0", "x", domains=("fast",)),
    Rule("sub-zero", "x - 0", "x", domains=ALL),
    Rule("mul-one", "x * 1", "x", domains=ALL),
    Rule("one-mul", "1 * x", "x", domains=ALL),
    Rule("mul-zero", "x * 0", "0", when="safe(x)", domains=INT),
    Rule("zero-mul", "0 * x", "0", when="safe(x)", domains=INT),
    Rule("sub-self", "x - x", "0", when="safe(x)", domains=INT),
    Rule("add-const-right", "c + x", "x + c", domains=INT),
    Rule("mul-const-right", "c * x", "x * c", domains=INT),
    Rule("sub-const", "x - c", "x + (0 - c)", domains=INDEX),
    # index only: on 32/64-bit values x + y may overflow (poison) where x does not, and egglog
    # unions both ways (index rules are proven over the integers: docs/semantics.md)
    Rule("add-sub-cancel", "(x + y) - y", "x", when="safe(y)", domains=INDEX),
    Rule("sub-add-cancel", "(x - y) + y", "x", when="safe(y)", domains=INDEX),
    Rule("add-const-assoc", "(x + c1) + c2", "x + (c1 + c2)", domains=INDEX),
    Rule("add-const-out", "(x + c) + y", "(x + y) + c", domains=INDEX),
    Rule("mul-const-assoc", "(x * c1) * c2", "x * (c1 * c2)", domains=INDEX),
    Rule("mul-distribute-const", "(x + c1) * c2", "x * c2 + c1 * c2", domains=INDEX),
    # like terms collected (TVM's canonical form: i * 2 + i * 3 - i is i * 4)
    Rule("mul-add-combine", "x * c1 + x * c2", "x * (c1 + c2)", when="safe(x)", domains=INDEX),
    Rule("mul-sub-combine", "x * c1 - x * c2", "x * (c1 - c2)", when="safe(x)", domains=INDEX),
    Rule("mul-add-one", "x * c + x", "x * (c + 1)", when="safe(x)", domains=INDEX),
    Rule("mul-sub-one", "x * c - x", "x * (c - 1)", when="safe(x)", domains=INDEX),
    Rule("fold-add", "c1 + c2", "c1 + c2", domains=INDEX),
    Rule("fold-sub", "c1 - c2", "c1 - c2", domains=INDEX),
    Rule("fold-mul", "c1 * c2", "c1 * c2", domains=INDEX),
    # not by -1: MIN // -1 and MIN % -1 are undefined (division_overflow) at the dtype's MIN
    Rule("fold-div", "c1 // c2", "c1 // c2", when="c2 != 0 and c2 != -1", domains=INDEX),
    Rule("fold-mod", "c1 % c2", "c1 % c2", when="c2 != 0 and c2 != -1", domains=INDEX),
]
