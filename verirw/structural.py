"""Alpha-equivalence and a hash consistent with it.

Two programs are structurally equal when they differ only in the names of variables and
buffers: every binder (parameter, loop variable, let variable, allocated or declared buffer)
is matched with the binder at the same position, and every use must refer to matched binders.
"""

from __future__ import annotations

import dataclasses
from dataclasses import fields

from verirw import ir
from verirw.guard import deep


def normalize_seq(s):
    """Nested sequences and empty statements do not change meaning: flatten them, treat a
    one-statement sequence as the statement itself, and scope bindings to the sequence end."""
    if not isinstance(s, ir.SeqStmt):
        return s
    flat = list(ir.flat_stmts(s))
    # A binding statement scopes to the end of its sequence in TVMScript; moving the following
    # statements into its body changes nothing, since they cannot refer to what it binds.
    for k, x in enumerate(flat[:-1]):
        if isinstance(x, (ir.LetStmt, ir.Allocate, ir.DeclBuffer)):
            body = ir.SeqStmt((x.body,) + tuple(flat[k + 1:]))
            flat = flat[:k] + [dataclasses.replace(x, body=body)]
            break
    return flat[0] if len(flat) == 1 else ir.SeqStmt(tuple(flat))


class _Eq:
    def __init__(self, map_free_vars: bool, exprs=None):
        self.map_free_vars = map_free_vars
        self.exprs = exprs
        self.loops: list[ir.For] = []        # enclosing loops of ``a`` (facts for the hook)
        self.vars: dict[int, ir.Var] = {}     # id(a var) -> b var
        self.rvars: dict[int, ir.Var] = {}    # id(b var) -> a var
        self.bufs: dict[int, ir.Buffer] = {}
        self.rbufs: dict[int, ir.Buffer] = {}

    # -- binding with undo, so a Var object reused by sibling binders is handled
    def bind_var(self, a: ir.Var, b: ir.Var):
        if a.dtype != b.dtype:
            return None
        saved = (self.vars.get(id(a)), self.rvars.get(id(b)))
        self.vars[id(a)] = b
        self.rvars[id(b)] = a
        return (a, b, saved)

    def unbind_var(self, token):
        a, b, (old_a, old_b) = token
        if old_a is None:
            self.vars.pop(id(a), None)
        else:
            self.vars[id(a)] = old_a
        if old_b is None:
            self.rvars.pop(id(b), None)
        else:
            self.rvars[id(b)] = old_b

    def eq_bound(self, va: ir.Var, vb: ir.Var, body_a, body_b) -> bool:
        """Compare two bodies with ``va`` and ``vb`` bound to each other."""
        token = self.bind_var(va, vb)
        if token is None:
            return False
        try:
            return self.eq(body_a, body_b)
        finally:
            self.unbind_var(token)

    def var(self, a: ir.Var, b: ir.Var) -> bool:
        mapped = self.vars.get(id(a))
        if mapped is not None:
            return mapped is b and self.rvars.get(id(b)) is a
        if id(b) in self.rvars:
            return False
        if a is b and not self.map_free_vars:
            return True
        if (a is b or self.map_free_vars) and a.dtype == b.dtype:
            self.vars[id(a)] = b
            self.rvars[id(b)] = a
            return True
        return False

    def define_buffer(self, a: ir.Buffer, b: ir.Buffer, bind_data: bool):
        if (a.dtype != b.dtype or a.axis_separators != b.axis_separators or a.scope != b.scope
                or len(a.shape) != len(b.shape)):
            return None
        if not all(self.eq(x, y) for x, y in zip(a.shape, b.shape)) or not self.same_layout(a, b):
            return None
        token = None
        if bind_data:
            token = self.bind_var(a.data, b.data)
            if token is None:
                return None
        elif not self.var(a.data, b.data):
            return None
        self.bufs[id(a)] = b
        self.rbufs[id(b)] = a
        return token

    def buffer(self, a: ir.Buffer, b: ir.Buffer) -> bool:
        mapped = self.bufs.get(id(a))
        if mapped is not None:
            return mapped is b
        if a is b:
            return True
        # Buffers are values: an equal-by-fields buffer is the same buffer.
        return (a.dtype == b.dtype and a.axis_separators == b.axis_separators
                and a.scope == b.scope and len(a.shape) == len(b.shape)
                and all(self.eq(x, y) for x, y in zip(a.shape, b.shape))
                and self.same_layout(a, b) and self.var(a.data, b.data))

    def same_layout(self, a: ir.Buffer, b: ir.Buffer) -> bool:
        """Equal strides and elem_offset: the same elements of ``data``."""
        la, lb = ir.layout_exprs(a), ir.layout_exprs(b)
        return (len(a.strides) == len(b.strides) and len(la) == len(lb)
                and all(self.eq(x, y) for x, y in zip(la, lb)))

    def eq(self, a, b) -> bool:
        if (self.exprs is not None and isinstance(a, ir.Expr) and isinstance(b, ir.Expr)
                and not isinstance(a, ir.Var)):
            return (self.eq_exact(a, b)
                    or self.exprs(a, self.in_terms_of_a(b), tuple(self.loops)))
        return self.eq_exact(a, b)

    def eq_exact(self, a, b) -> bool:
        if isinstance(a, ir.SeqStmt) or isinstance(b, ir.SeqStmt):
            a, b = normalize_seq(a), normalize_seq(b)
        if type(a) is not type(b):
            return False
        if isinstance(a, ir.Var):
            return self.var(a, b)
        if isinstance(a, ir.Buffer):
            return self.buffer(a, b)
        if isinstance(a, ir.Undef):
            return a.dtype == b.dtype
        if isinstance(a, ir.For):
            if not (a.kind == b.kind and self.eq(a.min, b.min) and self.eq(a.extent, b.extent)):
                return False
            self.loops.append(a)
            try:
                return self.eq_bound(a.loop_var, b.loop_var, a.body, b.body)
            finally:
                self.loops.pop()
        if isinstance(a, ir.LetStmt):
            return self.eq(a.value, b.value) and self.eq_bound(a.var, b.var, a.body, b.body)
        if isinstance(a, (ir.Allocate, ir.DeclBuffer)):
            bind_data = isinstance(a, ir.Allocate)
            token = self.define_buffer(a.buffer, b.buffer, bind_data)
            if token is None and (bind_data or self.bufs.get(id(a.buffer)) is not b.buffer):
                return False
            try:
                return self.eq(a.body, b.body)
            finally:
                if token is not None:
                    self.unbind_var(token)
        if isinstance(a, ir.PrimFunc):
            return self.prim_func(a, b)
        if isinstance(a, tuple):
            return len(a) == len(b) and all(self.eq(x, y) for x, y in zip(a, b))
        if isinstance(a, (ir.Expr, ir.Stmt)):
            if isinstance(a, ir.FloatImm):
                return a == b
            return all(self.eq(getattr(a, f.name), getattr(b, f.name)) for f in fields(a))
        return a == b

    def in_terms_of_a(self, expr):
        """``b``'s expression with ``b``'s variables and buffers replaced by their ``a`` matches."""
        from verirw.visit import transform

        def pre(n):
            if isinstance(n, ir.Var):
                return self.rvars.get(id(n), n)
            if isinstance(n, ir.Buffer):
                return self.rbufs.get(id(n), n)
            return None

        return transform(expr, lambda n: n, pre)

    def prim_func(self, a: ir.PrimFunc, b: ir.PrimFunc) -> bool:
        if len(a.params) != len(b.params) or len(a.buffer_map) != len(b.buffer_map):
            return False
        if a.attrs != b.attrs or a.private != b.private:
            return False
        for pa, pb in zip(a.params, b.params):
            if self.bind_var(pa, pb) is None:
                return False
        for (va, ba), (vb, bb) in zip(a.buffer_map, b.buffer_map):
            if not self.var(va, vb):
                return False
            if self.define_buffer(ba, bb, bind_data=True) is None and self.bufs.get(id(ba)) is not bb:
                return False
        return self.eq(a.body, b.body)


@deep
def structural_equal(a, b, *, map_free_vars: bool = False, exprs=None) -> bool:
    """Alpha-equivalence of two IR nodes (functions, statements, expressions or modules).

    Free variables must be identical unless ``map_free_vars`` is set, in which case they are
    matched bijectively on first use. ``exprs(expr_a, expr_b, loops)``, if given, decides
    whether two expressions that differ in form (a condition, an index, a value) are equal
    anyway (``expr_b`` already in ``a``'s variables; ``loops``: the enclosing ``For`` nodes of
    ``a``), e.g. by a z3 proof (``verirw.testing.compare``).
    """
    if isinstance(a, ir.IRModule):
        if exprs is None:
            return a == b
        return (isinstance(b, ir.IRModule) and len(a.functions) == len(b.functions)
                and all(f.name == g.name and _Eq(map_free_vars, exprs).eq(f, g)
                        for f, g in zip(a.functions, b.functions)))
    return _Eq(map_free_vars, exprs).eq(a, b)


@deep
def structural_hash(node) -> int:
    """A hash with ``structural_equal(a, b) => structural_hash(a) == structural_hash(b)``.

    Bound variables hash by binding order and dtype; free variables by dtype only.
    """
    order: dict[int, int] = {}
    counter = [0]

    def bind(v: ir.Var):
        order[id(v)] = counter[0]      # by binding occurrence: a reused Var gets a new number
        counter[0] += 1

    def h(n) -> int:
        if isinstance(n, ir.SeqStmt):
            n = normalize_seq(n)
        if isinstance(n, ir.Var):
            return hash(("var", order.get(id(n), -1), n.dtype))
        if isinstance(n, ir.Buffer):
            return hash(("buf", n.dtype, n.axis_separators, n.scope, tuple(h(s) for s in n.shape),
                         h(n.data), len(n.strides), tuple(h(s) for s in ir.layout_exprs(n))))
        if isinstance(n, ir.For):
            bind(n.loop_var)
        elif isinstance(n, ir.LetStmt):
            bind(n.var)
        elif isinstance(n, ir.Allocate):
            bind(n.buffer.data)
        elif isinstance(n, ir.PrimFunc):
            for p in n.params:
                bind(p)
            for _, b in n.buffer_map:
                bind(b.data)
            return hash(("func", n.attrs, n.private,
                         tuple(h(b) for _, b in n.buffer_map), h(n.body)))
        if isinstance(n, ir.Undef):
            return hash(("undef", n.dtype))
        if isinstance(n, tuple):
            return hash(tuple(h(x) for x in n))
        if isinstance(n, (ir.Expr, ir.Stmt)):
            if isinstance(n, ir.FloatImm):
                return hash(n)
            return hash((type(n).__name__,) + tuple(h(getattr(n, f.name)) for f in fields(n)))
        return hash(n)

    return h(node)


# PrimFunc's ``==`` and ``hash`` are alpha-equivalence (ir.PrimFunc.alpha_equivalence)
ir.PrimFunc.alpha_equivalence = (structural_equal, structural_hash)


def same_statement(s, t) -> bool:
    """Equal up to the names of the variables they bind (their free variables identical)."""
    return s == t or structural_equal(s, t)


def common_ends(a: tuple, b: tuple) -> tuple[int, int]:
    """The lengths of the common prefix and the common suffix (not overlapping it) of two
    statement sequences (``same_statement``): where the structural checks start to differ."""
    prefix = 0
    while prefix < min(len(a), len(b)) and same_statement(a[prefix], b[prefix]):
        prefix += 1
    suffix = 0
    while suffix < min(len(a), len(b)) - prefix and same_statement(a[-1 - suffix],
                                                                    b[-1 - suffix]):
        suffix += 1
    return prefix, suffix
