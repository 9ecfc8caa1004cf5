"""The egglog encoding of the IR: sorts, constructors, costs, the interval lattice, relations.

* Every expression constructor carries a **dtype key**: ``"i:int32"`` for index integers
  (mathematical), ``"v:int32"`` for wrapped integer values, ``"f:float32"`` for floats,
  ``"bool"``. Literals take the key of the operation they sit in, so ``A[i] + 1`` and
  ``i + 1`` use different ``1`` terms, and a rule's domain (``Dom key "index"``) decides
  which semantics it is proven for.
* ``T.undef()`` is ``(Undef id key)`` with a fresh id per occurrence: two occurrences are
  different terms, so ``undef - undef`` never matches ``x - x``.
* Loop variables have unique names; their ranges are global facts (``lo``/``hi``).
* Statements are terms too. Sequences are cons lists ending in ``Nop`` (every body is a
  list), so ``Append`` can splice branches when conditionals merge; ``Append`` costs a lot
  so extraction never picks an unexpanded one.
* Costs prefer fewer branches, fewer stores, fewer operations, simpler indices.
"""

from verirw import ops

ARITH_CTORS = tuple(op.egg for op in ops.binaries())
CMP_CTORS = tuple(op.egg for op in ops.comparisons())

_COST = {op.egg: op.cost for op in ops.ALL}

SCHEMA = "\n".join([
    "(sort Expr)",
    "(sort Args)",
    "(sort Stmt)",
    "(constructor Int (i64 String) Expr)",
    "(constructor Flt (String String) Expr)",
    "(constructor Var (String String) Expr)",
    "(constructor Undef (i64 String) Expr)",
    *(f"(constructor {c} (String Expr Expr) Expr :cost {_COST.get(c, 1)})" for c in ARITH_CTORS),
    *(f"(constructor {c} (String Expr Expr) Expr)" for c in CMP_CTORS),
    "(constructor And (Expr Expr) Expr)",
    "(constructor Or (Expr Expr) Expr)",
    "(constructor Not (Expr) Expr)",
    "(constructor Select (Expr Expr Expr) Expr :cost 4)",
    "(constructor SelectE (Expr Expr Expr) Expr :cost 4)",     # T.Select: both arms evaluated
    "(constructor Cast (String Expr) Expr)",
    "(constructor Load (String Args) Expr :cost 3)",
    "(constructor Call (String String Args) Expr :cost 4)",
    # an external call: id 0 when pure (equal calls are equal), a fresh id per impure one
    "(constructor Extern (i64 String String Args) Expr :cost 4)",
    "(constructor ANil () Args :cost 0)",
    "(constructor ACons (Expr Args) Args :cost 0)",
    "(constructor Nop () Stmt :cost 0)",
    "(constructor Seq (Stmt Stmt) Stmt :cost 0)",
    "(constructor If (Expr Stmt Stmt) Stmt :cost 20)",
    "(constructor Store (String Expr Args) Stmt :cost 8)",
    "(constructor For (String Expr Expr String Stmt) Stmt :cost 4)",
    "(constructor Eval (Expr) Stmt :cost 2)",
    "(constructor Assume (i64) Stmt :cost 1)",          # opaque: never rewritten
    "(constructor Let (String Expr Stmt) Stmt :cost 1)",
    "(constructor Wrap (i64 Stmt) Stmt :cost 1)",       # Allocate / DeclBuffer / Block
    "(constructor Append (Stmt Stmt) Stmt :cost 1000000)",
    "(function lo (Expr) i64 :merge (max old new))",
    "(function hi (Expr) i64 :merge (min old new))",
    "(relation Dom (String String))",
    "(relation Safe (Expr))",
    "(relation Equiv (Expr Expr))",
    "(relation Compl (Expr Expr))",
])
