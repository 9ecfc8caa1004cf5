"""Rules of TVM's RewriteSimplifier (``src/arith/rewrite_simplify.cc``, Apache TVM, Apache-2.0),
translated by ``verirw.tvm_rules`` and proven under verirw's contract (docs/tvm-rules.md).

Each name ends with its origin's line in rewrite_simplify.cc (``-L445``: line 445 of the
function its prefix names). Only rules that hold both ways (egglog unions the two sides),
whose right-hand side is no bigger than the left and that the other families do not already
cover are here, so saturation stays bounded: cancellations, absorptions, like terms
(``x + x -> x * 2``, TVM line 482, was here and is not: with the arith family's distribution
and re-association rules it doubled the e-graph of the 1,000-statement engine benchmark,
2.97 s -> 41.5 s, to its iteration limit).

In the engine by default (``verirw.egraph.library.FAMILIES``, last): they reach 14 programs of
``benchmarks/vs_tvm_passes.py``'s corpus (``tvmrule_*``) that the other families leave behind
TVM, within the 10% pass-call budget (docs/tvm-rules.md, "Joining verirw's engine").
"""

from verirw.egraph.rule import INDEX, Rule

RULES = [
    # VisitExpr_(const AddNode*)
    Rule("add-sub-swap-cancel-L445", "x + (y - x)", "y", when="safe(x)", domains=INDEX),
    Rule("add-sub-chain-L447", "(x - y) + (y - z)", "x - z", when="safe(y)", domains=INDEX),
    Rule("add-sub-chain-L448", "(x - y) + (z - x)", "z - y", when="safe(x)", domains=INDEX),
    Rule("add-max-min-L464", "max(x, y) + min(x, y)", "x + y", when="safe(x) and safe(y)",
         domains=INDEX),
    Rule("add-div-mod-two-L501", "x // 2 + x % 2", "(x + 1) // 2", when="safe(x)",
         domains=INDEX),
    # VisitExpr_(const SubNode*)
    Rule("sub-add-cancel-L594", "x - (x + y)", "0 - y", when="safe(x)", domains=INDEX),
    Rule("sub-add-add-L613", "(x + y) - (x + z)", "y - z", when="safe(x)", domains=INDEX),
    Rule("sub-min-swap-L628", "min(x, y) - min(y, x)", "0", when="safe(x) and safe(y)",
         domains=INDEX),
    Rule("sub-div-mul-L683", "x - (x // c1) * c1", "x % c1", when="safe(x) and c1 != 0",
         domains=INDEX),
    # proven after division elimination (z3 alone gives up on both directions)
    Rule("sub-div-two-L694", "(x + c1) // 2 - (x + c2) // 2",
         "x % 2 * (c1 % 2 - c2 % 2) + (c1 // 2 - c2 // 2)", when="safe(x)", domains=INDEX),
    # proven after division elimination with its product lemmas (the integrality step)
    Rule("sub-floordiv-offsets-L723", "(x + c1) // c3 - (x + c2) // c3",
         "((x + c2 % c3) % c3 + (c1 - c2)) // c3", when="safe(x) and c3 > 0", domains=INDEX),
    # VisitExpr_(const ModNode*): TVM's ``c1 % c2 == 0`` is C++'s truncated remainder, the
    # floored one here (equal for c1 >= 0, c2 > 0); proven after division elimination
    Rule("mod-add-multiple-L1014", "truncmod(x + c1, c2)", "truncmod(x, c2)",
         when="c2 > 0 and c1 >= 0 and c1 % c2 == 0 and x >= 0", domains=INDEX),
    # VisitExpr_(const FloorModNode*): TVM's ``CanProveEqual(floordiv(y, c1), 0)`` is
    # ``0 <= y < c1`` here (c1 > 0; a condition on a term is a bound); proven after division
    # elimination
    Rule("floormod-mul-add-L1303", "(x * c1 + y) % c2", "x % (c2 // c1) * c1 + y",
         when="c1 > 0 and c2 > 0 and c2 % c1 == 0 and y >= 0 and y < c1", domains=INDEX),
    # VisitExpr_(const MulNode*)
    Rule("mul-min-max-L785", "min(x, y) * max(x, y)", "x * y", when="safe(x) and safe(y)",
         domains=INDEX),
    # VisitExpr_(const MinNode*) / VisitExpr_(const MaxNode*)
    Rule("min-max-absorb-L1500", "min(x, max(x, y))", "x", when="safe(x) and safe(y)",
         domains=INDEX),
    Rule("min-add-common-L1529", "min(y + x, z + x)", "min(y, z) + x", when="safe(x)",
         domains=INDEX),
    # ApplyRewriteRules(LT)
    Rule("lt-add-common-L1988", "x + y < x + z", "y < z", when="safe(x)", domains=INDEX),
    Rule("lt-sub-common-L1992", "y - x < z - x", "y < z", when="safe(x)", domains=INDEX),
]
