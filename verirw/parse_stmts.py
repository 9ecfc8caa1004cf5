"""TVMScript reader: statements (bindings over the rest of a block, loops, blocks, stores)."""

from __future__ import annotations

import ast

from verirw import ir
from verirw.packed import parse as packed
from verirw.parse_calls import module_call
from verirw.dtypes import INT32, SCALAR_NAMES, DType
from verirw.parse_common import (LANE_ARG, Deferred, EnvThread, LetDecl, Lit, thread_iter_var, binop_class, dotted,
                                 t_func, unit_shape)
from verirw.visit import walk

_FOR_KINDS = {"serial": "serial", "range": "serial", "parallel": "parallel",
              "vectorized": "vectorized", "unroll": "unroll"}


_IGNORED_STMT_CALLS = {"reads", "writes", "block_attr", "sblock_attr"}


_BLOCK_NAMES = ("block", "sblock")          # T.sblock: TVM's newest printer (tvm.script.tirx)


_ALLOC_NAMES = ("alloc_buffer", "sblock_alloc_buffer", "decl_buffer", "buffer_decl", "allocate",
                "Buffer")


def _is_init(stmt: ast.stmt) -> bool:
    return (isinstance(stmt, ast.With) and len(stmt.items) == 1
            and isinstance(stmt.items[0].context_expr, ast.Call)
            and t_func(stmt.items[0].context_expr.func) == "init")


def _is_where(stmt: ast.stmt) -> bool:
    return (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
            and t_func(stmt.value.func) == "where")


def _is_block_header(stmt: ast.stmt) -> bool:
    """Statements that declare rather than compute: block iterators, predicates, dependence
    annotations, block-local buffers, docstrings."""
    if isinstance(stmt, ast.Pass):
        return True
    if isinstance(stmt, ast.Expr):
        v = stmt.value
        if isinstance(v, ast.Constant):
            return True
        return isinstance(v, ast.Call) and t_func(v.func) in ("reads", "writes", "block_attr",
                                                                "sblock_attr", "where")
    if isinstance(stmt, (ast.Assign, ast.AnnAssign)) and isinstance(stmt.value, ast.Call):
        fname = t_func(stmt.value.func) or ""
        return fname.startswith("axis.") or fname in _ALLOC_NAMES or fname == "match_buffer"
    return False


_STMT_HINTS = {
    "Return": " (a prim_func writes its outputs into buffers)",
    "FunctionDef": " (nested functions are not allowed in a prim_func)",
    "Import": " (no imports inside a prim_func)",
}



class StmtParser:
    """The statements of ``FuncParser`` (``verirw.parser``)."""

    def parse_body(self, stmts: list[ast.stmt], top_level: bool = False) -> ir.Stmt:
        out = self.stmt_list(stmts, 0, top_level)
        return out

    def stmt_list(self, stmts: list[ast.stmt], start: int, top_level: bool) -> ir.Stmt:
        """Statements from ``start``; a binding statement scopes over the rest of the list."""
        result: list[ir.Stmt] = []
        i = start
        while i < len(stmts):
            node = stmts[i]
            if (i == 0 and isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
                    and isinstance(node.value.value, str)):
                i += 1            # docstring
                continue
            self.rest_of_list = (stmts, i)
            binder = self.binding(node, top_level)
            if binder is not None:
                kind, payload = binder
                if kind == "match_buffer":
                    i += 1
                    continue
                if kind == "attr":
                    i += 1
                    continue
                rest = self.stmt_list(stmts, i + 1, top_level)
                result.append(payload(rest))
                return ir.seq(*result) if result else ir.NOOP
            result.append(self.stmt(node))
            i += 1
        if not result:
            return ir.NOOP
        return ir.seq(*result)

    def binding(self, node: ast.stmt, top_level: bool):
        """Statements that bind a name for the rest of the block: lets and buffers.

        Returns (kind, make_stmt(rest)) or None for ordinary statements.
        """
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            fname = t_func(node.value.func)
            if fname == "func_attr":
                if not top_level:
                    raise self.err(node, "T.func_attr must be at the top of the function body")
                self.func_attr(node.value)
                return ("attr", None)
            if fname == "where":
                return self.block_predicate(node.value)
            if fname == "attr" and thread_iter_var(node.value):
                return self.thread_attr(node.value)   # TVM's thread binding: T.launch_thread
            if fname == "attr":
                return packed.attr_binding(self, node.value)
            if fname == "launch_thread":            # T.launch_thread(tx, n): over the rest
                return self.launch_binding(node.value, None)
        if isinstance(node, ast.AnnAssign):
            if not isinstance(node.target, ast.Name) or node.value is None:
                raise self.err(node, "an annotated assignment must be 'name: T.dtype = value'")
            ann = node.annotation
            if isinstance(ann, ast.Subscript) and t_func(ann.value) == "let":
                ann = ann.slice                    # x: T.let[T.bool] = v (TVM's let sugar)
            if packed.is_handle_annotation(ann):
                return packed.handle_let(self, node)
            dtype_name = t_func(ann)
            if dtype_name is None and isinstance(ann, ast.Constant) and isinstance(ann.value, str):
                dtype_name = ann.value
            if dtype_name not in SCALAR_NAMES:
                raise self.err(node.annotation, "expected a scalar type such as T.int32")
            dtype = DType.get(dtype_name)
            self.refuse_rebinding(node.target, unit_store_ok=False)
            value = self.cast_to(self.coerce(self.expr(node.value), dtype, node.value), dtype)
            if ann is node.annotation and self.assigned_in_nested(node.target.id):
                return self.mutable_scalar(node.target.id, value)   # TVM: a local buffer
            return self.let(node.target.id, value)
        if not isinstance(node, ast.Assign):
            return None
        if len(node.targets) != 1:
            raise self.err(node, "chained assignment 'a = b = ...' is not supported")
        target = node.targets[0]
        if isinstance(target, ast.Subscript):
            return None
        if top_level and id(node) in self.size_decls:
            return ("attr", None)                  # n = T.int32(): declared with the params
        if isinstance(target, ast.Tuple):
            return self.tuple_binding(target, node.value)
        if not isinstance(target, ast.Name):
            raise self.err(target, "can only assign to a name or a buffer element")
        value = node.value
        if isinstance(value, ast.Call) and t_func(value.func) == "meta_var":
            return self.meta_var(target, value)
        is_alloc = isinstance(value, ast.Call) and t_func(value.func) in _ALLOC_NAMES + ("bind",)
        rematch = (isinstance(value, ast.Call) and t_func(value.func) == "match_buffer"
                   and value.args and isinstance(value.args[0], ast.Name)
                   and value.args[0].id == target.id)      # A = T.match_buffer(A, ...)
        if not rematch and self.refuse_rebinding(target, unit_store_ok=not is_alloc):
            return None                            # ``S = v``: a store, see stmt_Assign
        if isinstance(value, ast.Call) and self.buffer_method(value.func, "view"):
            return self.view(target.id, value)
        if isinstance(value, ast.Call):
            fname = t_func(value.func)
            if fname == "match_buffer":
                if not top_level:
                    raise self.err(node, "T.match_buffer is only allowed at the top of the function")
                self.match_buffer(target.id, value)
                return ("match_buffer", None)
            if fname == "Buffer" and not value.keywords and len(value.args) <= 2:
                return packed.buffer_ref(self, target.id, value)   # an attribute's node
            if fname in ("decl_buffer", "Buffer") and packed.is_pointer_data(value):
                return packed.decl_over_pointer(self, target.id, value)
            if fname in _ALLOC_NAMES:
                return self.alloc(target.id, value, fname)
            if fname == "bind":
                return self.bind(target, value)
            if fname == "env_thread":
                return self.env_thread(target, value)
            if fname == "launch_thread":            # tx = T.launch_thread("threadIdx.x", n)
                return self.launch_binding(value, target)
            if fname in SCALAR_NAMES and not value.args and not value.keywords:
                # x = T.float32(): the variable of a T.Let expression (TVM's spelling)
                self.scope.define(target.id, LetDecl(target.id, DType.get(fname)))
                return ("attr", None)
            if fname == "var":
                raise self.err(value, "T.var declares a free variable, which a prim_func body "
                                      "cannot bind; use a let binding 'x = value' instead")
            if fname == "axis.remap":              # vi = T.axis.remap("S", [i])
                return self.tuple_binding(ast.Tuple([target], ast.Load()), value)
            if fname is not None and fname.startswith("axis."):
                value_expr, minimum = self.axis_binding(value)
                binder = self.let(target.id, value_expr)
                if fname in ("axis.reduce", "axis.R"):
                    self.reduce_iter(value, self.scope.lookup(target.id), minimum)
                return binder
        expr = self.expr(value)
        if isinstance(expr, ir.Buffer):
            raise self.err(value, "cannot bind a buffer to a new name; use T.decl_buffer(..., data=X.data)")
        if self.assigned_in_nested(target.id):
            return self.mutable_scalar(target.id, self.coerce(expr, None, value))
        return self.let(target.id, self.coerce(expr, None, value))

    def assigned_in_nested(self, name: str) -> bool:
        """Is ``name`` assigned (``name = v``, ``name += v``) inside a compound statement (a
        loop, a branch, a ``with``) later in the list being read? TVM 0.27 reads a scalar
        ``x = v`` (and ``x: T.int32 = v``) as a one-element local buffer that a later
        ``x = w`` stores into, wherever it is: a let read that way would be shadowed inside
        the nested statement and change the meaning (``i = i + 1`` in a ``while`` body)."""
        stmts, i = self.rest_of_list
        for later in stmts[i + 1:]:
            if not isinstance(later, (ast.For, ast.While, ast.If, ast.With)):
                continue
            for n in ast.walk(later):
                if isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name
                                                     for t in n.targets):
                    return True
                if isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name) \
                        and n.target.id == name:
                    return True
        return False

    def mutable_scalar(self, name: str, value: ir.Expr):
        """``x = v`` assigned again in a nested statement: what TVM 0.27 builds, a one-element
        ``local`` buffer ``x`` holding ``v``; a later ``x = w`` stores ``w`` into it and a
        read of ``x`` loads it (``assigned_in_nested``)."""
        buf = ir.make_buffer(name, (1,), value.dtype, scope="local")
        store = ir.BufferStore(buf, value, (ir.IntImm(0, INT32),))
        self.scope.push()
        self.scope.define(name, buf)
        return ("alloc", Deferred(self, lambda rest: ir.Allocate(buf, ir.seq(store, rest))))

    def bind(self, target: ast.Name, call: ast.Call):
        """``x = T.bind(value)`` / ``T.bind(value, T.int64)``: TVM's flat ``Bind`` statement,
        which TVM prints back as ``x: T.let[T.int32] = value``: a let over the rest of the block.
        A type given must be the value's own (TVM refuses any other, a literal included: it does
        not cast)."""
        got = self.call_args(call, "bind", ("value", "type_annotation"),
                             optional=("type_annotation",))
        value_node = got["value"]
        value = self.coerce(self.expr(value_node), None, value_node)
        if "type_annotation" not in got:
            return self.let(target.id, value)
        ann = got["type_annotation"]
        name = t_func(ann)
        if name is None and isinstance(ann, ast.Constant) and isinstance(ann.value, str):
            name = ann.value
        if name not in SCALAR_NAMES:
            raise self.err(ann, "T.bind(value, type): the type must be a scalar type such as "
                                "T.int32 (a pointer binding is written x: T.handle(...) = value)")
        dtype = DType.get(name)
        if value.dtype != dtype:
            raise self.err(value_node, f"T.bind(value, T.{dtype.name}): the value is "
                                       f"{value.dtype.name}; TVM binds a value of the type given "
                                       "only, and does not cast it")
        return self.let(target.id, value)

    def meta_var(self, target: ast.Name, call: ast.Call):
        """``x = T.meta_var(expr)``: a name the parser substitutes (TVM's parser-time
        metaprogramming; no binding in the IR): each later use of ``x`` reads ``expr``."""
        self.nargs(call, 1, "meta_var")
        self.refuse_rebinding(target, unit_store_ok=False)
        value = self.expr(call.args[0])
        self.scope.define(target.id, value)
        return ("attr", None)

    def refuse_rebinding(self, target: ast.Name, unit_store_ok: bool) -> bool:
        """True when ``S = v`` is a store into the one-element buffer ``S`` (Apache TVM prints
        ``S[0] = v`` that way); a ScriptError for any other assignment to a buffer's or a
        parameter's name, which would silently shadow it and change the program's meaning."""
        name = target.id
        bound = self.scope.lookup(name)
        if isinstance(bound, ir.Buffer):
            if unit_store_ok and unit_shape(bound):
                return True
            raise self.err(target, f"'{name}' is a buffer: assigning to its name would shadow it; "
                                   f"write {name}[...] = value to store into it, or use a new name")
        if bound is not None and any(p is bound for p in self.params):
            raise self.err(target, f"'{name}' is a parameter of the function: assigning to it "
                                   "would shadow it; use a new name")
        if isinstance(bound, ir.Var) and bound.dtype.is_handle:
            raise self.err(target, f"'{name}' is a handle: assigning to it would shadow it; "
                                   "use a new name")
        return False

    def unit_store(self, target: ast.Name, value, value_node: ast.AST) -> ir.Stmt:
        """``S = v`` for a buffer ``S`` of shape (1,) (or all ones): ``S[0] = v``."""
        buf = self.scope.lookup(target.id)
        zero = ir.IntImm(0, INT32)
        expr = self.cast_to(self.coerce(value, buf.dtype, value_node), buf.dtype)
        return ir.BufferStore(buf, expr, (zero,) * buf.ndim)

    def block_predicate(self, call: ast.Call):
        """``T.where(cond)``: the block runs only where ``cond`` holds; it guards the rest of the
        block body (TVM evaluates the predicate before the block's init and body)."""
        if not self.blocks or id(call) not in self.where_allowed:
            raise self.err(call, "T.where (a block predicate) must be directly inside a T.block")
        if len(call.args) != 1 or call.keywords:
            raise self.err(call, "T.where expects exactly one condition")
        cond = self.condition(call.args[0])
        self.scope.push()
        return ("where", Deferred(self, lambda rest: ir.IfThenElse(cond, rest, None)))

    def let(self, name: str, value: ir.Expr):
        var = ir.Var(name, value.dtype)
        # The rest of the block must be parsed with the variable in scope.
        self.scope.push()
        self.scope.define(name, var)
        return ("let", Deferred(self, lambda rest: ir.LetStmt(var, value, rest)))

    def tuple_binding(self, target: ast.Tuple, value: ast.AST):
        """``vi, vj = T.axis.remap("SS", [i, j])`` -> nested lets."""
        if not (isinstance(value, ast.Call) and t_func(value.func) == "axis.remap"):
            raise self.err(target, "tuple assignment is only supported for T.axis.remap")
        if len(value.args) != 2 or not isinstance(value.args[1], (ast.List, ast.Tuple)):
            raise self.err(value, "T.axis.remap(kinds, [vars]) expects two arguments")
        names = [t.id if isinstance(t, ast.Name) else None for t in target.elts]
        if None in names or len(names) != len(value.args[1].elts):
            raise self.err(target, "T.axis.remap: the number of names must match the variables")
        kinds = value.args[0]
        if not (isinstance(kinds, ast.Constant) and isinstance(kinds.value, str)
                and len(kinds.value) == len(names) and set(kinds.value) <= set("SR")):
            raise self.err(kinds, f"T.axis.remap: the kinds must be a string of {len(names)} "
                                  "letters S (spatial) or R (reduce)")
        for t in target.elts:
            self.refuse_rebinding(t, unit_store_ok=False)
        values = [self.coerce(self.expr(e), None, e) for e in value.args[1].elts]
        vars_ = [ir.Var(n, v.dtype) for n, v in zip(names, values)]
        self.scope.push()
        for n, v in zip(names, vars_):
            self.scope.define(n, v)
        for kind, var, val, node in zip(kinds.value, vars_, values, value.args[1].elts):
            if kind == "R":
                # the iterator's domain is the loop's: T.serial(32, 64) makes the init run at 32
                if not (isinstance(val, ir.Var) and id(val) in self.loop_min):
                    raise self.err(node, "T.axis.remap binds loop variables; use "
                                         "T.axis.reduce(extent, value) for other expressions")
                self.reduce_iter(value, var, self.loop_min[id(val)])

        def make(rest):
            for var, val in reversed(list(zip(vars_, values))):
                rest = ir.LetStmt(var, val, rest)
            return rest

        return ("let", Deferred(self, make))

    def axis_binding(self, call: ast.Call) -> tuple[ir.Expr, ir.Expr | None]:
        """``vi = T.axis.spatial(extent, value)``: the block iterator is bound to ``value``.

        Returns the value and the minimum of the iterator's domain, given as ``extent`` (0) or
        ``(min, end)``."""
        if len(call.args) != 2:
            raise self.err(call, "T.axis.<kind>(extent, value) expects two arguments")
        value = self.coerce(self.expr(call.args[1]), None, call.args[1])
        dom = call.args[0]
        minimum = None
        if isinstance(dom, ast.Tuple) and len(dom.elts) == 2:
            minimum = self.coerce(self.expr(dom.elts[0]), value.dtype, dom.elts[0])
        return value, minimum

    def reduce_iter(self, node: ast.AST, var, minimum: ir.Expr | None):
        """Record a reduction iterator of the innermost block: T.init runs where all are minimal."""
        if not self.blocks:
            raise self.err(node, "block iterators (T.axis.*) are only allowed inside a T.block")
        self.blocks[-1].append((var, minimum if minimum is not None else ir.IntImm(0, var.dtype)))

    def stmt(self, node: ast.stmt) -> ir.Stmt:
        method = getattr(self, "stmt_" + type(node).__name__, None)
        if method is None:
            raise self.err(node, f"unsupported statement: {type(node).__name__.lower()}"
                                 + _STMT_HINTS.get(type(node).__name__, ""))
        return method(node)

    def stmt_Pass(self, node: ast.Pass) -> ir.Stmt:
        return ir.NOOP

    def stmt_While(self, node: ast.While) -> ir.Stmt:
        """``while cond:`` (TVM's ``tirx.While``); ``while ... else`` is refused (TVM drops
        the ``else`` silently)."""
        if node.orelse:
            raise self.err(node.orelse[0], "while/else is not supported (TVM 0.27 drops the "
                                           "else branch)")
        cond = self.condition(node.test)
        return ir.While(cond, self.loop_body("while", lambda: self.scoped(node.body)))

    def loop_body(self, kind: str, body_fn):
        """Parse a loop body with ``kind`` as the innermost loop (for ``break``/``continue``)."""
        stack = self.loop_kinds
        stack.append(kind)
        try:
            return body_fn()
        finally:
            stack.pop()

    def loop_exit(self, node: ast.AST, word: str) -> None:
        """``break``/``continue`` must be inside a serial loop (``for`` or ``while``), and not
        inside a block or a thread launch of that loop's body."""
        stack = self.loop_kinds
        if not stack or stack[-1] is None:
            where = " (a T.block or thread launch in between)" if stack else ""
            raise self.err(node, f"'{word}' outside a loop{where}")
        kind = stack[-1]
        if kind not in ("serial", "unroll", "while"):
            raise self.err(node, f"'{word}' in a {kind.split(':')[0]} loop is not supported: its "
                                 "iterations do not run one after another")

    def stmt_Break(self, node: ast.Break) -> ir.Stmt:
        self.loop_exit(node, "break")
        return ir.Break()

    def stmt_Continue(self, node: ast.Continue) -> ir.Stmt:
        self.loop_exit(node, "continue")
        return ir.Continue()

    def stmt_Assert(self, node: ast.Assert) -> ir.Stmt:
        return packed.assert_stmt(self, node)      # TVM's runtime check (a raised error)

    def stmt_Return(self, node: ast.Return) -> ir.Stmt:
        return packed.return_stmt(self, node)      # a packed function's result

    def stmt_Assign(self, node: ast.Assign) -> ir.Stmt:
        target = node.targets[0]
        if isinstance(target, ast.Name):          # ``S = v`` into a one-element buffer
            value = self.expr(node.value)
            if isinstance(value, ir.Buffer):
                raise self.err(node.value, f"cannot store the buffer '{value.name}' into "
                                           f"'{target.id}'; index it")
            return self.unit_store(target, value, node.value)
        assert isinstance(target, ast.Subscript)
        lanes = self.vector_lanes(node)
        if lanes is not None:
            return self.vector_store(node, lanes)
        self.expr_lets = []                       # T.Let expressions: lets around the store
        try:
            stmt = self.store(target, self.expr(node.value), node.value)
        finally:
            lets, self.expr_lets = self.expr_lets, None
        for var, value in reversed(lets):
            stmt = ir.LetStmt(var, value, stmt)
        return stmt

    def vector_lanes(self, node: ast.Assign) -> int | None:
        """The lane count of a vector store (``B[T.Ramp(b, 1, 4)] = ...``, ``B[b:b + 4] = ...``,
        ``T.Broadcast(x, 4)``), from its first ramp, broadcast or slice; None for a scalar one."""
        for n in ast.walk(node):
            if isinstance(n, ast.Call) and t_func(n.func) in LANE_ARG:
                k = LANE_ARG[t_func(n.func)]
                if len(n.args) <= k:
                    raise self.err(n, f"T.{t_func(n.func)} expects {k + 1} arguments")
                return self.lane_count(n.args[k])
            if isinstance(n, ast.Slice):
                return self.slice_lanes(n)
        return None

    def lane_count(self, node: ast.AST) -> int:
        if not (isinstance(node, ast.Constant) and type(node.value) is int and node.value >= 1):
            raise self.err(node, "the number of vector lanes must be a positive integer literal "
                                 "(scalable vectors are not supported)")
        return node.value

    def slice_lanes(self, node: ast.Slice) -> int:
        """``b:b + 4`` (or ``0:4``) is 4 lanes from ``b`` (TVM prints a ramp of stride 1 so)."""
        stop = node.upper
        if (node.step is None and all(isinstance(x, ast.Constant) and type(x.value) is int
                                      for x in (node.lower, stop))):
            return self.lane_count(ast.copy_location(
                ast.Constant(stop.value - node.lower.value), stop))
        if node.lower is None or node.step is not None or not (
                isinstance(stop, ast.BinOp) and isinstance(stop.op, ast.Add)
                and ast.dump(stop.left) == ast.dump(node.lower)):
            raise self.err(node, "a buffer slice must be 'start:start + lanes' (a vector of "
                                 "consecutive elements); other buffer regions are not supported")
        return self.lane_count(stop.right)

    def vector_store(self, node: ast.Assign, lanes: int) -> ir.Stmt:
        """A vector store means its lanes stored in order: ``for lane in T.vectorized(n)``
        storing lane ``lane`` of the value, where a ramp ``T.Ramp(b, s, n)`` is ``b + s * lane``
        and ``T.Broadcast(x, n)`` is ``x``. That is exact only when no lane reads what another
        wrote, so a value that reads the storage it is stored into is refused."""
        if self.lane is not None:
            raise self.err(node, "nested vector stores are not supported")
        name = "lane"
        while self.scope.lookup(name) is not None:
            name += "_"
        var = ir.Var(name, INT32)
        self.lane, self.lane_uses = (var, lanes), 0
        try:
            value = self.expr(node.value)
            if not self.lane_uses:
                raise self.err(node.value, f"a scalar value stored into {lanes} lanes (TVM "
                                           f"refuses it too): write T.Broadcast(value, {lanes})")
            store = self.store(node.targets[0], value, node.value)
        finally:
            self.lane = None
        if not any(n is var for i in store.indices for n in walk(i)):
            raise self.err(node.targets[0], f"a vector of {lanes} lanes stored into one element "
                                            f"of '{store.buffer.name}': index it with a ramp or "
                                            "a slice of as many lanes")
        if any(isinstance(n, ir.BufferLoad) and n.buffer.data is store.buffer.data
               for n in walk(store.value)):
            raise self.err(node, f"a vector store into '{store.buffer.name}' whose value reads "
                                 f"'{store.buffer.name}': its lanes would see each other's "
                                 "writes in verirw's lane-by-lane meaning, so it is refused")
        return ir.For(var, ir.IntImm(0, INT32), ir.IntImm(lanes, INT32), "vectorized", store)

    def lane_index(self, node: ast.AST, lanes: int, kind: str) -> ir.Var:
        """The lane variable, in a vector store of ``lanes`` lanes (else a ScriptError)."""
        if self.lane is None:
            raise self.err(node, f"{kind} is only supported in a buffer store (its lanes are "
                                 "stored one by one); vector lets and vector conditions are not")
        var, n = self.lane
        if n != lanes:
            raise self.err(node, f"{kind} has {lanes} lanes in a store of {n} lanes")
        self.lane_uses += 1
        return var

    def stmt_AugAssign(self, node: ast.AugAssign) -> ir.Stmt:
        op = binop_class(node.op)
        if op is None:
            raise self.err(node, "unsupported augmented assignment operator")
        if isinstance(node.target, ast.Subscript):
            current = self.load(node.target)
            value = self.binop(op, current, self.expr(node.value), node)
            return self.store(node.target, value, node.value)
        if isinstance(node.target, ast.Name):
            buf = self.scope.lookup(node.target.id)
            if isinstance(buf, ir.Buffer) and unit_shape(buf):   # ``S += v``: S[0] += v
                zero = ir.IntImm(0, INT32)
                current = ir.BufferLoad(buf, (zero,) * buf.ndim)
                value = self.binop(op, current, self.expr(node.value), node)
                return self.unit_store(node.target, value, node.value)
        raise self.err(node.target, "augmented assignment is only supported on buffer elements; "
                                    "write 'x = x + ...' to rebind a variable")

    def store(self, target: ast.Subscript, value, value_node: ast.AST) -> ir.Stmt:
        buf, indices = self.subscript(target)
        expr = self.coerce(value, buf.dtype, value_node)
        expr = self.cast_to(expr, buf.dtype)
        return ir.BufferStore(buf, expr, indices)

    def stmt_Expr(self, node: ast.Expr) -> ir.Stmt:
        value = node.value
        if isinstance(value, ast.Call):
            fname = t_func(value.func)
            if fname == "assume":
                if len(value.args) != 1 or value.keywords:
                    raise self.err(value, "T.assume expects exactly one condition")
                return ir.Assume(self.condition(value.args[0]))
            if fname == "evaluate":
                if len(value.args) != 1:
                    raise self.err(value, "T.evaluate expects exactly one expression")
                inner = value.args[0]
                if self.is_handle_ref(inner):
                    return ir.NOOP     # evaluating a pointer has no effect and cannot fail
                if isinstance(inner, ast.Call) and t_func(inner.func) in ("assume", *packed.STMTS):
                    return self.stmt_Expr(ast.copy_location(ast.Expr(inner), node))
                return ir.Evaluate(self.coerce(self.expr(value.args[0]), None, value.args[0]))
            if fname in ("call_extern", "call_pure_extern"):
                return ir.Evaluate(self.expr(value))    # TVM prints T.evaluate(call) so
            if fname in packed.STMTS:
                return packed.STMTS[fname](self, value)
            if fname in ("break_loop", "continue_loop"):     # TVM's printed break/continue
                if value.args or value.keywords:
                    raise self.err(value, f"T.{fname}() takes no arguments")
                word = "break" if fname == "break_loop" else "continue"
                self.loop_exit(value, word)
                return ir.Break() if word == "break" else ir.Continue()
            if fname in _IGNORED_STMT_CALLS:
                return ir.NOOP   # dependence annotations of TVM blocks; verirw computes its own
            if fname == "init":
                raise self.err(value, "T.init() opens a block's initialisation: write "
                                      "'with T.init():'")
            if fname == "func_attr":
                raise self.err(value, "T.func_attr must be at the top of the function body")
            self.out_of_scope(value, fname)
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            return ir.NOOP
        if isinstance(value, ast.Call):
            call = module_call(self, value, statement=True)
            if call is not None:
                return ir.Evaluate(call)
        if isinstance(value, ast.Call) and t_func(value.func) is None and dotted(value.func):
            raise self.err(value, f"a call of the function '{dotted(value.func)}' is not "
                                  "supported: verirw reads each prim_func on its own, and a "
                                  "call from one function of a module to another has no "
                                  "meaning in its IR yet")
        raise self.err(node, "this expression statement has no effect; use T.evaluate(...) "
                             "to evaluate an expression for its side conditions")

    def is_handle_ref(self, node: ast.AST) -> bool:
        """Whether ``node`` is ``X.data`` of a buffer ``X`` or a handle variable."""
        if isinstance(node, ast.Attribute) and node.attr == "data" and isinstance(node.value, ast.Name):
            return isinstance(self.scope.lookup(node.value.id), ir.Buffer)
        if isinstance(node, ast.Name):
            var = self.scope.lookup(node.id)
            return (isinstance(var, ir.Var) and var.dtype.is_handle   # not a matched parameter
                    and all(v is not var for v, _ in self.buffer_map))
        return False

    def stmt_For(self, node: ast.For) -> ir.Stmt:
        if node.orelse:
            raise self.err(node.orelse[0], "for/else is not supported")
        it = node.iter
        if not isinstance(it, ast.Call):
            raise self.err(it, "a loop must iterate over T.serial/T.grid/range/T.parallel/"
                               "T.vectorized/T.unroll")
        fname = t_func(it.func)
        if fname == "grid":
            return self.grid_loop(node, it)
        if fname == "thread_binding":
            return self.thread_loop(node, it)
        self.out_of_scope(it, fname)
        if fname not in _FOR_KINDS:
            raise self.err(it, f"unsupported loop iterator {ast.unparse(it.func)}; expected "
                               "T.serial, T.grid, range, T.parallel, T.vectorized or T.unroll")
        if not isinstance(node.target, ast.Name):
            raise self.err(node.target, f"{ast.unparse(it.func)} binds exactly one loop variable")
        args, step = list(it.args), None
        for kw in it.keywords:
            if kw.arg not in ("annotations", "thread_binding", "step"):
                raise self.err(kw, f"unsupported argument '{kw.arg}' to {ast.unparse(it.func)}")
            if kw.arg == "thread_binding":
                raise self.err(kw, "thread bindings are not supported")
            if kw.arg == "step":
                step = kw.value
        if len(args) == 3 and step is None and fname == "range":
            step = args.pop()                      # range(start, stop, step)
        if len(args) == 1:
            start, stop = Lit(0), self.expr(args[0])
            extent_only = True
        elif len(args) == 2:
            start, stop = self.expr(args[0]), self.expr(args[1])
            extent_only = False
        elif fname == "range":
            raise self.err(it, "range takes (extent), (start, stop) or (start, stop, step)")
        else:
            raise self.err(it, f"{ast.unparse(it.func)} takes (extent) or (start, stop); "
                               "positional steps are not supported: TVM gives a step as step=s")
        if step is not None:
            return self.stepped_loop(node, start, stop, step, _FOR_KINDS[fname], it)
        return self.make_loop(node, node.target.id, start, stop, extent_only, _FOR_KINDS[fname],
                              lambda: self.stmt_list(node.body, 0, False), it)

    def stepped_loop(self, node: ast.For, start, stop, step_node: ast.AST, kind: str,
                     it: ast.Call) -> ir.Stmt:
        """``for i in range(a, b, s)`` / ``T.serial(a, b, step=s)`` for a positive integer
        literal ``s``: TVM's loop with a step visits ``a, a + s, ...`` while below ``b``, that is
        ``ceildiv(b - a, s)`` iterations; read as a counter loop ``i_iter`` over that many
        iterations with ``i = a + i_iter * s`` bound at the top of the body (the form TVM's
        ``CanonicalizeLoop`` produces)."""
        step = self.expr(step_node)
        value = step.value if isinstance(step, (Lit, ir.IntImm)) else None
        if type(value) is not int or value <= 0:
            raise self.err(step_node, "a loop step must be a positive integer literal (TVM "
                                      "does not define a loop with a negative or symbolic step: "
                                      "its CanonicalizeLoop refuses one)")
        if value == 1:
            return self.make_loop(node, node.target.id, start, stop, False, kind,
                                  lambda: self.stmt_list(node.body, 0, False), it)
        minimum, stop_expr = self.unify(start, stop, it)
        dtype = minimum.dtype
        if not dtype.is_int:
            raise self.err(it, f"loop bounds must be integers, not {dtype}")
        s = ir.IntImm(value, dtype)
        if isinstance(minimum, ir.IntImm) and isinstance(stop_expr, ir.IntImm):
            extent = ir.IntImm(max(0, -(-(stop_expr.value - minimum.value) // value)), dtype)
        else:
            extent = ir.FloorDiv(ir.Add(ir.Sub(stop_expr, minimum), ir.IntImm(value - 1, dtype)),
                                 s)
        name = node.target.id
        self.refuse_rebinding(node.target, unit_store_ok=False)
        counter = ir.Var(f"{name}_iter", dtype)
        var = ir.Var(name, dtype)
        self.scope.push()
        self.scope.define(name, var)
        try:
            body = self.stmt_list(node.body, 0, False)
        finally:
            self.scope.pop()
        offset = ir.Mul(counter, s)
        if not (isinstance(minimum, ir.IntImm) and minimum.value == 0):
            offset = ir.Add(minimum, offset)
        return ir.For(counter, ir.IntImm(0, dtype), extent, kind,
                      ir.LetStmt(var, offset, body))

    def thread_loop(self, node: ast.For, it: ast.Call) -> ir.Stmt:
        """``for tx in T.thread_binding([start,] stop, thread="threadIdx.x")``: a loop whose
        iterations run as GPU threads, kind ``thread_binding:<tag>``; ``verirw.run``, ``check``
        and ``build`` refuse it unless its iterations are proven race free
        (``verirw.analysis.races``)."""
        if not isinstance(node.target, ast.Name):
            raise self.err(node.target, "T.thread_binding binds exactly one loop variable")
        tag = None
        args = list(it.args)
        for kw in it.keywords:
            if kw.arg == "thread":
                tag = kw.value
            elif kw.arg != "annotations":
                raise self.err(kw, f"unsupported argument '{kw.arg}' to T.thread_binding")
        if tag is None and (len(args) == 3 or len(args) == 2 and isinstance(args[1], ast.Constant)
                            and isinstance(args[1].value, str)):
            tag = args.pop()           # T.thread_binding([start,] stop, "tag"), TVM's order
        if not (isinstance(tag, ast.Constant) and isinstance(tag.value, str) and tag.value):
            raise self.err(tag or it, "T.thread_binding needs thread=\"<tag>\" (a string "
                                      "literal, e.g. \"threadIdx.x\")")
        if len(args) == 1:
            start, stop, extent_only = Lit(0), self.expr(args[0]), True
        elif len(args) == 2:
            start, stop, extent_only = self.expr(args[0]), self.expr(args[1]), False
        else:
            raise self.err(it, "T.thread_binding takes (extent) or (start, stop) and thread=")
        return self.make_loop(node, node.target.id, start, stop, extent_only,
                              ir.thread_kind(tag.value),
                              lambda: self.stmt_list(node.body, 0, False), it)

    # ------------------------------------------------------------------ GPU thread launches
    # TVM's legacy spelling of a thread-bound loop (an AttrStmt "thread_extent" in TVM's IR):
    #   tx = T.launch_thread("threadIdx.x", n)            over the rest of the block
    #   tx = T.env_thread("threadIdx.x"); T.launch_thread(tx, n)      the same
    #   with T.launch_thread("threadIdx.x", n) as tx:     over the with body
    #   with T.launch_thread(tx, n):                      (tx from T.env_thread) the same
    # Each is ``for tx in T.thread_binding(n, thread="threadIdx.x")`` over its scope: every
    # statement of the scope runs once per thread, and run/check/build refuse it unless its
    # iterations are proven race free (``verirw.analysis.races``), as for T.thread_binding.

    def env_thread(self, target: ast.Name, call: ast.Call):
        """``tx = T.env_thread("threadIdx.x")`` (or ``dtype=``, TVM's default int32): ``tx``
        names a thread for ``T.launch_thread(tx, n)``; it is no value by itself."""
        got = self.call_args(call, "env_thread", ("thread_tag", "dtype"), optional=("dtype",))
        tag = got["thread_tag"]
        if not (isinstance(tag, ast.Constant) and isinstance(tag.value, str) and tag.value):
            raise self.err(tag, "T.env_thread needs a thread tag, a string literal such as "
                                "\"threadIdx.x\"")
        dtype = self.dtype_arg(got["dtype"]) if "dtype" in got else INT32
        if not dtype.is_int or dtype.is_bool:
            raise self.err(got["dtype"], f"a thread variable is an integer, not {dtype}")
        self.refuse_rebinding(target, unit_store_ok=False)
        self.scope.push()
        self.scope.define(target.id, EnvThread(target.id, tag.value, dtype))
        return ("let", Deferred(self, lambda rest: rest))

    def launch(self, call: ast.Call, target: ast.Name | None) -> tuple[str, ir.Var, ir.Expr]:
        """The thread tag, the fresh loop variable and the extent of
        ``T.launch_thread(thread, extent)``, where ``thread`` is a tag (the variable is
        ``target``) or a variable of ``T.env_thread``."""
        got = self.call_args(call, "launch_thread", ("thread", "extent"))
        thread, extent_node = got["thread"], got["extent"]
        if isinstance(thread, ast.Constant) and isinstance(thread.value, str) and thread.value:
            tag, dtype = thread.value, None
            name = target.id if target is not None else tag.replace(".", "_")
            if target is not None:
                self.refuse_rebinding(target, unit_store_ok=False)
        else:
            env = self.scope.lookup(thread.id) if isinstance(thread, ast.Name) else None
            if not isinstance(env, EnvThread):
                raise self.err(thread, "T.launch_thread expects a thread tag (a string literal "
                                       "such as \"threadIdx.x\") or a variable of T.env_thread")
            if target is not None:
                raise self.err(target, f"T.launch_thread({thread.id}, ...) launches the "
                                       f"T.env_thread variable '{thread.id}' itself: write it "
                                       "without a name to bind")
            tag, dtype, name = env.tag, env.dtype, env.name
        extent = self.coerce(self.expr(extent_node), dtype, extent_node)
        if not extent.dtype.is_int or extent.dtype.is_bool:
            raise self.err(extent_node, f"a thread extent must be an integer, not {extent.dtype}")
        if (dtype is not None and extent.dtype != dtype and isinstance(extent, ir.IntImm)
                and dtype.min_value <= extent.value <= dtype.max_value):
            # TVM keeps the env_thread's dtype and an extent of another width (its IterVar
            # ranges over [0, T.int64(2)) with an int32 variable): a literal that fits is the
            # same loop over the variable's dtype
            extent = ir.IntImm(extent.value, dtype)
        if dtype is not None and extent.dtype != dtype:
            raise self.err(extent_node, f"the extent is {extent.dtype} but the thread variable "
                                        f"'{name}' is {dtype}")
        var = ir.Var(name, extent.dtype)
        self.loop_min[id(var)] = ir.IntImm(0, extent.dtype)
        return tag, var, extent

    def launch_binding(self, call: ast.Call, target: ast.Name | None):
        """``T.launch_thread`` as a statement: a thread-bound loop over the rest of the block."""
        tag, var, extent = self.launch(call, target)
        self.scope.push()
        self.scope.define(var.name, var)
        zero, kind = ir.IntImm(0, var.dtype), ir.thread_kind(tag)
        stack = self.loop_kinds
        stack.append(kind)             # the rest of the block is this loop's body

        def make(rest):
            stack.pop()
            return ir.For(var, zero, extent, kind, rest)
        return ("launch", Deferred(self, make))

    def thread_attr(self, call: ast.Call):
        """``T.attr(T.iter_var(x, T.Range(0, n), "ThreadIndex", tag), "thread_extent", n)``:
        the AttrStmt ``T.launch_thread(tag, n)`` builds in TVM, so the same thread-bound loop
        over the rest of the block (``x`` declared ``x = T.int32()`` at the top)."""
        iv, key, extent_node = call.args
        got = self.call_args(iv, "iter_var", ("var", "dom", "iter_type", "thread_tag"))
        var_node, dom, kind_node, tag = (got.get(k) for k in ("var", "dom", "iter_type",
                                                              "thread_tag"))
        if not (isinstance(key, ast.Constant) and key.value == "thread_extent"):
            raise self.err(key, "T.attr over a T.iter_var is read only with the key "
                                "\"thread_extent\" (TVM's thread binding)")
        if not (isinstance(kind_node, ast.Constant) and kind_node.value == "ThreadIndex"):
            raise self.err(kind_node or iv, "a thread binding's T.iter_var must be of type "
                                            "\"ThreadIndex\"")
        if not (isinstance(tag, ast.Constant) and isinstance(tag.value, str) and tag.value):
            raise self.err(tag or iv, "a thread binding's T.iter_var needs a thread tag such as "
                                      "\"threadIdx.x\"")
        declared = self.scope.lookup(var_node.id) if isinstance(var_node, ast.Name) else None
        if not (isinstance(declared, LetDecl) and declared.thread):
            raise self.err(var_node or iv, "the variable of a thread binding T.iter_var must be "
                                           "declared at the top of the body, e.g. "
                                           "'threadIdx_x = T.int32()', and bound once")
        dtype = declared.dtype
        extent = self.coerce(self.expr(extent_node), dtype, extent_node)
        if extent.dtype != dtype:
            raise self.err(extent_node, f"the extent is {extent.dtype} but the thread variable "
                                        f"'{declared.name}' is {dtype}")
        if not (isinstance(dom, ast.Constant) and dom.value is None):
            rng = self.call_args(dom, "Range", ("begin", "end")) \
                if isinstance(dom, ast.Call) and t_func(dom.func) == "Range" else None
            lo = self.expr(rng["begin"]) if rng else None
            hi = self.coerce(self.expr(rng["end"]), dtype, rng["end"]) if rng else None
            if not (isinstance(lo, (Lit, ir.IntImm)) and lo.value == 0
                    and isinstance(hi, ir.IntImm) and isinstance(extent, ir.IntImm)
                    and hi.value == extent.value):
                raise self.err(dom, "a thread binding's T.iter_var must range over "
                                    "T.Range(0, n) with n its literal extent (or None)")
        self.scope.define(declared.name, LetDecl(declared.name, dtype))   # bound once
        var = ir.Var(declared.name, dtype)
        self.loop_min[id(var)] = ir.IntImm(0, dtype)
        self.scope.push()
        self.scope.define(var.name, var)
        zero, kind = ir.IntImm(0, dtype), ir.thread_kind(tag.value)
        stack = self.loop_kinds
        stack.append(kind)

        def make(rest):
            stack.pop()
            return ir.For(var, zero, extent, kind, rest)
        return ("launch", Deferred(self, make))

    def launch_with(self, node: ast.With, ctx: ast.Call) -> ir.Stmt:
        """``with T.launch_thread(...) [as tx]:``: a thread-bound loop over the with body."""
        opt = node.items[0].optional_vars
        if opt is not None and not isinstance(opt, ast.Name):
            raise self.err(opt, "'with T.launch_thread(...) as tx' binds one name")
        tag, var, extent = self.launch(ctx, opt)
        self.scope.push()
        self.scope.define(var.name, var)
        try:
            body = self.loop_body(ir.thread_kind(tag),
                                  lambda: self.stmt_list(node.body, 0, False))
        finally:
            self.scope.pop()
        return ir.For(var, ir.IntImm(0, var.dtype), extent, ir.thread_kind(tag), body)

    def grid_loop(self, node: ast.For, it: ast.Call) -> ir.Stmt:
        targets = node.target.elts if isinstance(node.target, ast.Tuple) else [node.target]
        if len(targets) != len(it.args):
            raise self.err(node.target, f"T.grid has {len(it.args)} extents but the loop binds "
                                        f"{len(targets)} variables")
        if not it.args:
            raise self.err(it, "T.grid needs at least one extent")
        for t in targets:
            if not isinstance(t, ast.Name):
                raise self.err(t, "loop variables must be names")
        extents = [self.expr(a) for a in it.args]

        def build(k: int) -> ir.Stmt:
            if k == len(targets):
                return self.stmt_list(node.body, 0, False)
            return self.make_loop(node, targets[k].id, Lit(0), extents[k], True, "serial",
                                  lambda: build(k + 1), it.args[k])

        return build(0)

    def make_loop(self, node, name, start, stop, extent_only, kind, body_fn, pos) -> ir.Stmt:
        if extent_only:
            extent = self.coerce(stop, None, pos)
            dtype = extent.dtype
            minimum = self.coerce(start, dtype, pos)
        else:
            minimum, extent_stop = self.unify(start, stop, pos)
            dtype = minimum.dtype
            if isinstance(extent_stop, ir.Add) and extent_stop.a == minimum:
                extent = extent_stop.b          # T.serial(m, m + e): the printer's form
            elif isinstance(minimum, ir.IntImm) and isinstance(extent_stop, ir.IntImm):
                extent = ir.IntImm(extent_stop.value - minimum.value, dtype)
            else:
                extent = ir.Sub(extent_stop, minimum)
        if not dtype.is_int:
            raise self.err(pos, f"loop bounds must be integers, not {dtype}")
        names = node.target.elts if isinstance(node.target, ast.Tuple) else [node.target]
        self.refuse_rebinding(next((t for t in names if getattr(t, "id", None) == name), names[0]),
                              unit_store_ok=False)
        var = ir.Var(name, dtype)
        self.loop_min[id(var)] = minimum
        self.scope.push()
        self.scope.define(name, var)
        try:
            body = self.loop_body(kind, body_fn)
        finally:
            self.scope.pop()
        return ir.For(var, minimum, extent, kind, body)

    def stmt_If(self, node: ast.If) -> ir.Stmt:
        cond = self.condition(node.test)
        then = self.scoped(node.body)
        other = self.scoped(node.orelse) if node.orelse else None
        return ir.IfThenElse(cond, then, other)

    def scoped(self, stmts: list[ast.stmt]) -> ir.Stmt:
        self.scope.push()
        try:
            return self.stmt_list(stmts, 0, False)
        finally:
            self.scope.pop()

    def stmt_With(self, node: ast.With) -> ir.Stmt:
        if len(node.items) != 1:
            raise self.err(node, "only 'with T.block(\"name\"):' is supported")
        item = node.items[0]
        ctx = item.context_expr
        fname = t_func(ctx.func) if isinstance(ctx, ast.Call) else None
        if fname == "init":
            return self.init_stmt(node, ctx)
        if fname == "attr":
            return packed.attr_with(self, node, ctx)
        if fname == "launch_thread":
            return self.launch_with(node, ctx)
        self.out_of_scope(ctx, fname)
        if fname not in _BLOCK_NAMES:
            raise self.err(ctx, "only 'with T.block(\"name\"):' is supported")
        opt = item.optional_vars
        if opt is not None and not (isinstance(opt, (ast.List, ast.Tuple)) and not opt.elts):
            raise self.err(opt, "'with T.block(...) as x' is not supported")   # `as []`: v0.8
        name = ""
        if ctx.args:
            a = ctx.args[0]
            if not (isinstance(a, ast.Constant) and isinstance(a.value, str)):
                raise self.err(a, "a block name must be a string literal")
            name = a.value
        self.check_block_header(node.body)
        self.blocks.append([])
        try:
            return ir.Block(name, self.loop_body(None, lambda: self.scoped(node.body)))
        finally:
            self.blocks.pop()

    def check_block_header(self, body: list[ast.stmt]):
        """``with T.init():`` and ``T.where(...)`` must be direct children of their block and come
        before the block's statements (TVM runs the init before the body, and the predicate
        guards the whole block, wherever they are written); at most one init per block."""
        seen_statement = None
        inits = []
        for stmt in body:
            if _is_where(stmt):
                if seen_statement is not None:
                    raise self.err(stmt, "T.where() must come before the block's other statements "
                                         f"(line {seen_statement.lineno + self.src.line_offset})")
                self.where_allowed.add(id(stmt.value))
            elif _is_init(stmt):
                if seen_statement is not None:
                    raise self.err(stmt, "T.init() must come before the block's other statements "
                                         f"(line {seen_statement.lineno + self.src.line_offset})")
                inits.append(stmt)
            elif not _is_block_header(stmt):
                seen_statement = seen_statement or stmt
        if len(inits) > 1:
            raise self.err(inits[1], "a block has at most one T.init()")
        self.init_allowed.update(id(s) for s in inits)

    def init_stmt(self, node: ast.With, ctx: ast.Call) -> ir.Stmt:
        """``with T.init(): S`` -> ``if r1 == min1 and ...: S`` over the block's reduction
        iterators (TVM's LowerInitBlock); S runs unconditionally without reduction iterators."""
        if ctx.args or ctx.keywords or node.items[0].optional_vars is not None:
            raise self.err(ctx, "T.init() takes no arguments")
        if not self.blocks or id(node) not in self.init_allowed:
            raise self.err(ctx, "T.init() must be directly inside a T.block")
        body = self.scoped(node.body)
        conds = [ir.EQ(var, minimum) for var, minimum in self.blocks[-1]]
        return ir.IfThenElse(ir.all_of(conds), body, None) if conds else body

