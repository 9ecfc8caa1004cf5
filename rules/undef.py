"""``T.undef()`` algebra (RFC 0077): ``0 * undef`` is 0; a pure expression over undef is undef
where every value stays reachable; ``undef - undef`` is *not* 0 (each occurrence is
independent, and two occurrences are different terms). Buffer values only: an undef in an
index is an error."""

from verirw.egraph.rule import Rule

W = ("wrap",)

RULES = [
    Rule("undef-mul-zero", "u * 0", "0", domains=W),
    Rule("zero-mul-undef", "0 * u", "0", domains=W),
    Rule("add-undef", "x + u", "u", when="safe(x)", domains=("wrap", "fast")),
    Rule("undef-add", "u + x", "u", when="safe(x)", domains=("wrap", "fast")),
    Rule("sub-undef", "x - u", "u", when="safe(x)", domains=("wrap", "fast")),
    Rule("undef-sub", "u - x", "u", when="safe(x)", domains=("wrap", "fast")),
]
