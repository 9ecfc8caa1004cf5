"""Rewrite rules as data, one family per file (shipped as ``verirw.rules``).

Each file holds ``RULES``: one line per rule, written in the pattern language of
``verirw.egraph.pattern`` — ``Rule(name, lhs, rhs, when=..., domains=...)`` for equivalences,
``Bound``/``Fact``/``Safety`` for the analyses. ``verirw prove`` proves every one with z3;
``verirw.egraph.library.FAMILIES`` lists the files in order.
"""
