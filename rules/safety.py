"""Which terms are defined and deterministic (``safe``): the precondition of every rule that
drops or duplicates an operand. Literals and variables are safe; loads become safe when the
oracle proves them in bounds; ``T.undef()`` never is (it is not deterministic), nor is value
``+ - *`` (a 32/64-bit overflow is poison; no rule tells the widths apart). Integer
division needs a divisor other than 0 and -1 (``MIN // -1`` is undefined); float -> int casts are left out (they fail out of range)."""

from verirw.egraph.rule import Safety

I, A = ("index", "wrap"), ("index", "wrap", "ieee")

RULES = [
    Safety("int", "c", domains=I),
    Safety("float", "c", domains=("ieee",)),
    # not on values: a 32/64-bit + - * may overflow into poison (index rules are proven over
    # the integers, so there it is safe; docs/semantics.md)
    Safety("add", "x + y", domains=("index", "ieee")),
    Safety("sub", "x - y", domains=("index", "ieee")),
    Safety("mul", "x * y", domains=("index", "ieee")),
    Safety("min", "min(x, y)", domains=A),
    Safety("max", "max(x, y)", domains=A),
    Safety("div", "x // c", when="c != 0 and c != -1", domains=I),
    Safety("mod", "x % c", when="c != 0 and c != -1", domains=I),
    Safety("lt", "x < y", domains=A),
    Safety("le", "x <= y", domains=A),
    Safety("gt", "x > y", domains=A),
    Safety("ge", "x >= y", domains=A),
    Safety("eq", "x == y", domains=A + ("bool",)),
    Safety("ne", "x != y", domains=A + ("bool",)),
    Safety("and", "a and b", domains=("bool",)),
    Safety("or", "a or b", domains=("bool",)),
    Safety("not", "not a", domains=("bool",)),
    Safety("true", "true", domains=("bool",)),
    Safety("false", "false", domains=("bool",)),
    Safety("select", "select(b, x, y)", domains=A),
]
