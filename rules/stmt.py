"""Statements. Bodies are lists (``Seq(head, rest)`` ending in ``Nop``); a rule that replaces
one statement by a list splices it with ``Append``. Merging conditionals needs the oracle:
``equiv``/``compl`` are proven by z3 for conditions that read no memory."""

from verirw.egraph.rule import Rule

S = ("index",)

RULES = [
    Rule("seq-nop", "Seq(Nop, r)", "r", domains=S),
    Rule("append-nop", "Append(Nop, l)", "l", domains=S),
    Rule("append-cons", "Append(Seq(h, t), l)", "Seq(h, Append(t, l))", domains=S),
    Rule("if-true", "Seq(If(true, a, b), r)", "Append(a, r)", domains=S),
    Rule("if-false", "Seq(If(false, a, b), r)", "Append(b, r)", domains=S),
    Rule("if-not", "If(not p, a, b)", "If(p, b, a)", domains=S),
    Rule("if-same", "Seq(If(p, a, a), r)", "Seq(Eval(p), Append(a, r))", domains=S),
    Rule("eval-safe", "Seq(Eval(e), r)", "r", when="safe(e)", domains=S),
    Rule("if-nested-then", "If(p, Seq(If(p, a, b), r), e)", "If(p, Append(a, r), e)",
         when="safe(p)", domains=S),
    Rule("if-nested-else", "If(p, t, Seq(If(p, a, b), r))", "If(p, t, Append(b, r))",
         when="safe(p)", domains=S),
    Rule("merge-equiv", "Seq(If(p, a, b), Seq(If(q, d, e), r))",
         "Seq(If(p, Append(a, d), Append(b, e)), r)", when="equiv(p, q)", domains=S),
    Rule("merge-compl", "Seq(If(p, a, b), Seq(If(q, d, e), r))",
         "Seq(If(p, Append(a, e), Append(b, d)), r)", when="compl(p, q)", domains=S),
    Rule("for-zero", "Seq(For(i, m, c, kd, b), r)", "r", when="safe(m) and c <= 0", domains=S),
    Rule("for-empty", "Seq(For(i, m, n, kd, Nop), r)", "r", when="safe(m) and safe(n)",
         domains=S),
]
