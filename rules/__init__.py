"""Rewrite rules as data, one family per file (arith, bool, cmp, select, undef, stmt, ...).

Shipped as ``verirw.rules``. The rule library arrives with the rewrite engine (issue 5);
until then this package is intentionally empty.
"""
