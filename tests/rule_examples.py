"""One example per rule of ``rules/`` (issue 19): a program on which the rule must fire.

``tests/test_rule_examples.py`` runs the engine on each (without the contextual pass, so
that the rule, not z3, does the work), asserts that the rule matched (it is in the
certificate's ``rules_fired``), that a rewrite changed the program, and that the result is
proven to refine the input by ``verirw.check``. Each entry is the loop body (8 spaces of
indentation, ``i`` in ``[0, 8)``, scalar ``n``), optionally ``pre`` (statements before the
loop) and ``float_mode``. Analysis rules (safety, bounds, facts) only add facts, so for them
"fires" is the whole claim and the program need not change.
"""

from __future__ import annotations

from dataclasses import dataclass

HEADER = '''@T.prim_func
def func(A: T.Buffer[(8,), "int32"], B: T.Buffer[(8,), "int32"], F: T.Buffer[(8,), "float32"],
         G: T.Buffer[(8,), "float32"], n: T.int32, m: T.int32):
'''


@dataclass(frozen=True)
class Example:
    body: str
    pre: str = ""
    float_mode: str = "ieee"
    changes: bool = True        # False: both sides cost the same, extraction may keep it
    empty_head: bool = False    # the body starts with an empty nested sequence (no syntax)

    def func(self):
        """The parsed program (with the empty nested sequence, if asked for)."""
        import dataclasses
        import verirw
        from verirw import ir
        func = verirw.parse(self.program)
        if self.empty_head:
            loop = func.body
            body = ir.SeqStmt((ir.SeqStmt(()), loop.body))
            func = func.with_body(dataclasses.replace(loop, body=body))
        return func

    @property
    def program(self) -> str:
        pre = "".join(f"    {line}\n" for line in self.pre.splitlines() if line)
        body = "".join(f"        {line}\n" for line in self.body.splitlines() if line)
        return HEADER + pre + "    for i in T.serial(8):\n" + body


E = Example
IF = "if {}:\n    B[i] = 1\nelse:\n    B[i] = 2"

EXAMPLES = {
    # ------------------------------------------------------------------ arith
    "arith/add-zero": E("B[i] = i + 0"),
    "arith/zero-add": E("B[i] = 0 + i"),
    "arith/add-neg-zero": E("G[i] = F[i] + T.float32(-0.0)"),
    "arith/add-zero-fast": E("G[i] = F[i] + T.float32(0.0)", float_mode="fast"),
    "arith/sub-zero": E("B[i] = A[i] - 0"),
    "arith/mul-one": E("B[i] = A[i] * 1"),
    "arith/one-mul": E("B[i] = 1 * A[i]"),
    "arith/mul-zero": E("B[i] = n * 0"),
    "arith/zero-mul": E("B[i] = 0 * n"),
    "arith/sub-self": E("B[i] = n - n"),
    "arith/add-const-right": E("B[i] = 3 + n", changes=False),
    "arith/mul-const-right": E("B[i] = 3 * n", changes=False),
    "arith/sub-const": E("B[i] = n - 3"),
    "arith/add-sub-cancel": E("B[i] = (i + n) - n"),
    "arith/sub-add-cancel": E("B[i] = (i - n) + n"),
    "arith/add-const-assoc": E("B[i] = (n + 2) + 3"),
    "arith/add-const-out": E("B[i] = (i + 2) + n", changes=False),
    "arith/mul-const-assoc": E("B[i] = (n * 2) * 3"),
    "arith/mul-distribute-const": E("B[i] = (n + 2) * 3", changes=False),
    "arith/mul-add-combine": E("B[i] = n * 2 + n * 3"),
    "arith/mul-sub-combine": E("B[i] = n * 5 - n * 2"),
    "arith/mul-add-one": E("B[i] = n * 2 + n"),
    "arith/mul-sub-one": E("B[i] = n * 5 - n"),
    "arith/fold-add": E("B[i] = T.int32(2) + 3"),
    "arith/fold-sub": E("B[i] = T.int32(2) - 7"),
    "arith/fold-mul": E("B[i] = T.int32(-2) * 7"),
    "arith/fold-div": E("B[i] = T.int32(-7) // 2"),
    "arith/fold-mod": E("B[i] = T.int32(-7) % 2"),
    # ------------------------------------------------------------------ divmod
    "divmod/div-one": E("B[i] = n // 1"),
    "divmod/mod-one": E("B[i] = n % 1"),
    "divmod/div-small": E("B[i] = i // 8"),
    "divmod/div-small-neg": E("B[i] = (i - 8) // 8"),
    "divmod/mod-small": E("B[i] = i % 8"),
    "divmod/div-mul": E("B[i] = (i * 4) // 4"),
    "divmod/mod-mul": E("B[i] = (i * 4) % 4"),
    "divmod/div-mul-add": E("B[i] = (i * 4 + 3) // 4"),
    "divmod/div-add-mul": E("B[i] = (3 + i * 4) // 4"),
    "divmod/div-mul-add-add": E("B[i] = (i * 4 + i + 3) // 4"),
    "divmod/mod-mul-add": E("B[i] = (i * 4 + 3) % 4"),
    "divmod/mod-add-mul": E("B[i] = (3 + i * 4) % 4"),
    "divmod/mod-mul-add-add": E("B[i] = (i * 4 + i + 3) % 4"),
    "divmod/div-add-reduce": E("B[i] = (n + 9) // 4", changes=False),
    "divmod/mod-add-reduce": E("B[i] = (n + 9) % 4", changes=False),
    "divmod/div-div": E("B[i] = i // 2 // 3"),
    "divmod/div-mod-recompose": E("B[i] = n // 4 * 4 + n % 4"),
    # ------------------------------------------------------------------ minmax
    "minmax/min-self": E("B[i] = T.min(n, n)"),
    "minmax/max-self": E("B[i] = T.max(n, n)"),
    "minmax/min-left": E("B[i] = T.min(i, 10)"),
    "minmax/min-right": E("B[i] = T.min(10, i)"),
    "minmax/max-left": E("B[i] = T.max(i, -1)"),
    "minmax/max-right": E("B[i] = T.max(-1, i)"),
    "minmax/fold-min": E("B[i] = T.min(3, n - n + 5)"),
    "minmax/fold-max": E("B[i] = T.max(3, n - n + 5)"),
    "minmax/select-lt-min": E("B[i] = T.if_then_else(i < n, i, n)"),
    "minmax/select-lt-max": E("B[i] = T.if_then_else(i < n, n, i)"),
    # ------------------------------------------------------------------ cmp
    "cmp/lt-flip": E(IF.format("3 < n"), changes=False),
    "cmp/le-flip": E(IF.format("3 <= n"), changes=False),
    "cmp/gt-flip": E(IF.format("3 > n")),
    "cmp/ge-flip": E(IF.format("3 >= n")),
    "cmp/eq-flip": E(IF.format("3 == n"), changes=False),
    "cmp/ne-flip": E(IF.format("3 != n"), changes=False),
    "cmp/not-lt": E(IF.format("not (A[i] < n)")),
    "cmp/not-le": E(IF.format("not (A[i] <= n)")),
    "cmp/not-gt": E(IF.format("not (A[i] > n)")),
    "cmp/not-ge": E(IF.format("not (A[i] >= n)")),
    "cmp/not-eq": E("B[i] = T.if_then_else(not (n == 3), 1, 2)"),
    "cmp/not-ne": E("B[i] = T.if_then_else(not (n != 3), 1, 2)"),
    "cmp/not-eq-value": E("B[i] = T.if_then_else(not (A[i] == 3), 1, 2)"),
    "cmp/not-ne-value": E("B[i] = T.if_then_else(not (A[i] != 3), 1, 2)"),
    "cmp/eq-self": E(IF.format("n == n")),
    "cmp/lt-self": E(IF.format("n < n")),
    "cmp/lt-true": E(IF.format("i < 9")),
    "cmp/lt-false": E(IF.format("i < 0")),
    "cmp/le-true": E(IF.format("i <= 7")),
    "cmp/le-false": E(IF.format("i <= -1")),
    "cmp/gt-true": E(IF.format("i > -1")),
    "cmp/gt-false": E(IF.format("i > 7")),
    "cmp/ge-true": E(IF.format("i >= 0")),
    "cmp/ge-false": E(IF.format("i >= 8")),
    "cmp/eq-false-lt": E(IF.format("i == 9")),
    "cmp/eq-false-gt": E(IF.format("i == -1")),
    "cmp/ne-true-lt": E(IF.format("i != 9")),
    "cmp/ne-true-gt": E(IF.format("i != -1")),
    "cmp/lt-offset": E(IF.format("n + 2 < 5")),
    "cmp/lt-offsets": E(IF.format("n + 2 < m + 5")),
    "cmp/le-offsets": E(IF.format("n + 2 <= m + 5")),
    "cmp/gt-offsets": E(IF.format("n + 2 > m + 5")),
    "cmp/ge-offsets": E(IF.format("n + 2 >= m + 5")),
    "cmp/eq-offsets": E(IF.format("n + 2 == m + 5")),
    "cmp/lt-factor": E(IF.format("n * 2 < 7")),
    "cmp/le-factor": E(IF.format("n * 2 <= 7")),
    "cmp/gt-factor": E(IF.format("n * 2 > 7")),
    "cmp/ge-factor": E(IF.format("n * 2 >= 7")),
    "cmp/lt-or-ge": E(IF.format("n < m or n >= m")),
    "cmp/le-offset": E(IF.format("n + 2 <= 5")),
    "cmp/gt-offset": E(IF.format("n + 2 > 5")),
    "cmp/ge-offset": E(IF.format("n + 2 >= 5")),
    "cmp/eq-offset": E(IF.format("n + 2 == 5")),
    "cmp/div-eq-zero": E(IF.format("n // 4 == 0"), changes=False),
    "cmp/div-lt": E(IF.format("n // 4 < 2")),
    "cmp/div-ge": E(IF.format("n // 4 >= 2")),
    # ------------------------------------------------------------------ boolean
    "boolean/and-true": E(IF.format("A[i] < n and True")),
    "boolean/true-and": E(IF.format("True and A[i] < n")),
    "boolean/and-false": E(IF.format("n < 3 and False")),
    "boolean/false-and": E(IF.format("False and A[i] < n")),
    "boolean/or-false": E(IF.format("A[i] < n or False")),
    "boolean/false-or": E(IF.format("False or A[i] < n")),
    "boolean/or-true": E(IF.format("n < 3 or True")),
    "boolean/true-or": E(IF.format("True or A[i] < n")),
    "boolean/not-not": E(IF.format("not (not (F[i] < G[i]))")),
    "boolean/not-true": E(IF.format("not (n == n)")),
    "boolean/not-false": E(IF.format("not (n < n)")),
    "boolean/and-self": E(IF.format("n < 3 and n < 3")),
    "boolean/or-self": E(IF.format("n < 3 or n < 3")),
    "boolean/and-not-self": E(IF.format("F[i] < G[i] and not (F[i] < G[i])")),
    "boolean/or-not-self": E(IF.format("F[i] < G[i] or not (F[i] < G[i])")),
    "boolean/or-factor": E(IF.format("n < 2 and m < 2 or n < 2 and m > 5")),
    "boolean/and-factor": E(IF.format("(n < 2 or m < 2) and (n < 2 or m > 5)")),
    "boolean/de-morgan-and": E(IF.format("not (F[i] < G[i] and G[i] < F[i])")),
    "boolean/de-morgan-or": E(IF.format("not (F[i] < G[i] or G[i] < F[i])")),
    # ------------------------------------------------------------------ select
    "select/select-true": E("B[i] = T.if_then_else(True, A[i], n)"),
    "select/select-false": E("B[i] = T.if_then_else(False, A[i], n)"),
    "select/select-same": E("B[i] = T.if_then_else(n < 3, i, i)"),
    "select/select-not": E("B[i] = T.if_then_else(not (F[i] < G[i]), A[i], n)"),
    "select/select-bool-true-false": E(IF.format("T.if_then_else(n < 3, True, False)")),
    # ------------------------------------------------------------------ undef
    "undef/undef-mul-zero": E("B[i] = T.undef(dtype=\"int32\") * 0"),
    "undef/zero-mul-undef": E("B[i] = 0 * T.undef(dtype=\"int32\")"),
    "undef/add-undef": E("B[i] = A[i] + T.undef(dtype=\"int32\")"),
    "undef/undef-add": E("B[i] = T.undef(dtype=\"int32\") + A[i]"),
    "undef/sub-undef": E("B[i] = A[i] - T.undef(dtype=\"int32\")"),
    "undef/undef-sub": E("B[i] = T.undef(dtype=\"int32\") - A[i]"),
    # ------------------------------------------------------------------ stmt
    "stmt/seq-nop": E("B[i] = 2", empty_head=True, changes=False),
    "stmt/append-nop": E("if True:\n    B[i] = 1"),
    "stmt/append-cons": E("if True:\n    B[i] = 1\nA[i] = 2"),
    "stmt/if-true": E(IF.format("True")),
    "stmt/if-false": E(IF.format("False")),
    "stmt/if-not": E("if not (F[i] < G[i]):\n    B[i] = 1\nelse:\n    B[i] = 2"),
    "stmt/if-same": E("if A[i] < 3:\n    B[i] = 1\nelse:\n    B[i] = 1"),
    "stmt/eval-safe": E("T.evaluate(n + 1)\nB[i] = 1"),
    "stmt/if-nested-then": E("if n < 3:\n    if n < 3:\n        B[i] = 1\n    else:\n"
                             "        B[i] = 2"),
    "stmt/if-nested-else": E("if n < 3:\n    B[i] = 1\nelse:\n    if n < 3:\n        B[i] = 2\n"
                             "    else:\n        B[i] = 3"),
    "stmt/merge-equiv": E("if i < 4:\n    B[i] = 1\nif i // 4 == 0:\n    A[i] = 2"),
    "stmt/merge-compl": E("if i < 4:\n    B[i] = 1\nif i >= 4:\n    A[i] = 2"),
    "stmt/for-zero": E("for j in T.serial(0):\n    B[j] = 1\nA[i] = 2"),
    "stmt/for-empty": E("for j in T.serial(4):\n    T.evaluate(0)\nA[i] = 2"),
    # ------------------------------------------------------------------ tvm (TVM's rules)
    "tvm/add-sub-swap-cancel-L445": E("B[i] = n + (m - n)"),
    "tvm/add-sub-chain-L447": E("B[i] = (n - m) + (m - i)"),
    "tvm/add-sub-chain-L448": E("B[i] = (n - m) + (i - n)"),
    "tvm/add-max-min-L464": E("B[i] = T.max(n, m) + T.min(n, m)"),
    "tvm/add-div-mod-two-L501": E("B[i] = i // 2 + i % 2"),
    "tvm/sub-add-cancel-L594": E("B[i] = n - (n + m)"),
    "tvm/sub-add-add-L613": E("B[i] = (n + m) - (n + i)"),
    "tvm/sub-min-swap-L628": E("B[i] = T.min(n, m) - T.min(m, n)"),
    "tvm/sub-div-mul-L683": E("B[i] = n - n // 4 * 4"),
    "tvm/sub-div-two-L694": E("B[i] = (n + 5) // 2 - (n + 2) // 2"),
    "tvm/sub-floordiv-offsets-L723": E("B[i] = (n + 7) // 3 - (n + 5) // 3"),
    "tvm/mod-add-multiple-L1014": E("B[i] = T.truncmod(i + 8, 4)"),
    "tvm/floormod-mul-add-L1303": E("B[i] = (n * 4 + 1) % 8"),
    "tvm/mul-min-max-L785": E("B[i] = T.min(i, 3) * T.max(i, 3)"),
    "tvm/min-max-absorb-L1500": E("B[i] = T.min(n, T.max(n, m))"),
    "tvm/min-add-common-L1529": E("B[i] = T.min(n + i, m + i)"),
    "tvm/lt-add-common-L1988": E(IF.format("n + m < n + i")),
    "tvm/lt-sub-common-L1992": E(IF.format("m - n < i - n")),
    # ------------------------------------------------------------------ safety
    "safety/int": E("B[i] = 1"),
    "safety/float": E("G[i] = T.float32(1.5)"),
    "safety/add": E("B[i] = A[i + 0]"),
    "safety/sub": E("B[i] = i - n"),
    "safety/mul": E("B[i] = i * n"),
    "safety/min": E("B[i] = T.min(i, n)"),
    "safety/max": E("B[i] = T.max(i, n)"),
    "safety/div": E("B[i] = n // 3"),
    "safety/mod": E("B[i] = n % 3"),
    "safety/lt": E("B[i] = T.if_then_else(n < 3, 1, 2)"),
    "safety/le": E("B[i] = T.if_then_else(n <= 3, 1, 2)"),
    "safety/gt": E("B[i] = T.if_then_else(n > 3, 1, 2)"),
    "safety/ge": E("B[i] = T.if_then_else(n >= 3, 1, 2)"),
    "safety/eq": E("B[i] = T.if_then_else(n == 3, 1, 2)"),
    "safety/ne": E("B[i] = T.if_then_else(n != 3, 1, 2)"),
    "safety/and": E(IF.format("n < 3 and n > 0")),
    "safety/or": E(IF.format("n < 3 or n > 5")),
    "safety/not": E(IF.format("not (F[i] < G[i])")),
    "safety/true": E(IF.format("True")),
    "safety/false": E(IF.format("False")),
    "safety/select": E("B[i] = T.if_then_else(n < 3, i, n) + 1"),
    # ------------------------------------------------------------------ bounds
    "bounds/literal": E("B[i] = 1"),
    "bounds/add-lo": E("B[i] = i + 1"),
    "bounds/add-hi": E("B[i] = i + 1"),
    "bounds/sub-lo": E("B[i] = i - i // 2"),
    "bounds/sub-hi": E("B[i] = i - i // 2"),
    "bounds/mul-pos-lo": E("B[i] = i * 2"),
    "bounds/mul-pos-hi": E("B[i] = i * 2"),
    "bounds/mul-neg-lo": E("B[i] = i * -2"),
    "bounds/mul-neg-hi": E("B[i] = i * -2"),
    "bounds/div-lo": E("B[i] = i // 3"),
    "bounds/div-hi": E("B[i] = i // 3"),
    "bounds/mod": E("B[i] = n % 4"),
    "bounds/min-lo": E("B[i] = T.min(i, 3)"),
    "bounds/min-hi-x": E("B[i] = T.min(i, 3)"),
    "bounds/min-hi-y": E("B[i] = T.min(i, 3)"),
    "bounds/max-hi": E("B[i] = T.max(i, 3)"),
    "bounds/max-lo-x": E("B[i] = T.max(i, 3)"),
    "bounds/max-lo-y": E("B[i] = T.max(i, 3)"),
    "bounds/select-lo": E("B[i] = T.if_then_else(n < 3, i, 5)"),
    "bounds/select-hi": E("B[i] = T.if_then_else(n < 3, i, 5)"),
    # ------------------------------------------------------------------ facts
    "facts/and-split": E("B[i] = n", pre="T.assume(n >= 0 and n < 8)"),
    "facts/lt-const": E("B[i] = 1"),
    "facts/le-const": E("B[i] = n", pre="T.assume(n <= 5)"),
    "facts/gt-const": E("B[i] = n", pre="T.assume(n > 2)"),
    "facts/ge-const": E("B[i] = 1"),
    "facts/eq-const": E("B[i] = n", pre="T.assume(n == 3)"),
    "facts/lt-hi": E("B[i] = 1"),
    "facts/lt-lo": E("B[i] = 1"),
    "facts/le-hi": E("B[i] = n", pre="T.assume(n <= m)\nT.assume(m <= 4)"),
    "facts/le-lo": E("B[i] = n", pre="T.assume(3 <= n)"),
    "facts/ge-lo": E("B[i] = 1"),
    "facts/ge-hi": E("B[i] = 1"),
}
