"""TVM's RewriteSimplifier rule base, translated into verirw rule data and classified under
verirw's contract.

* ``source``: the rule sites of ``rewrite_simplify.cc`` (function, line, guard, patterns);
* ``translate``: each pattern as a verirw ``Rule`` (or out of scope, with the reason);
* ``classify``: proven / proven under a stronger condition / unsound (counterexample) /
  unknown, with the existing prover's encoding;
* ``campaign``: the whole file as a campaign (``verirw prove --tvm-rules PATH``);
* ``report``: the table of ``docs/tvm-rules.md``.

TVM's source is Apache-2.0 and is read, never copied: only rule patterns are kept, as data,
with their origin (function and line).
"""
