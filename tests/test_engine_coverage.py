"""Every IR node type is handled, or refused with a named error, by every engine.

The node types are found by walking verirw.ir's dataclasses, so a new node type fails
``test_every_node_type_has_a_sample`` until it gets a sample here, and then every engine must
say something sensible about it: a value, or a ``VerirwError`` / ``ops.Unsupported`` (never a
``KeyError``, ``AttributeError`` or a silent wrong answer). Engines: the interpreter, the z3
encoder, numpy_eval (expressions only), the printer and parser (round trip), the egraph codec
(round trip) and codegen (compile and run).
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from verirw import interp, ir, ops, smt
from verirw.codegen import build, prepare
from verirw.dtypes import FLOAT32, INT32
from verirw.egraph.codec import Codec, parse_sexpr
from verirw.errors import VerirwError
from verirw.parser import parse
from verirw.printer import format_expr, script
from verirw.structural import structural_equal
from verirw.te import numpy_eval

#: the errors an engine may refuse a node with: named, and meant for people
NAMED = (VerirwError, ops.Unsupported)

A = ir.make_buffer("A", (4,), INT32)
F = ir.make_buffer("F", (4,), FLOAT32)
X = ir.Var("x", INT32)
I0 = ir.IntImm(0)
I1 = ir.IntImm(1)
LOAD = A[I1]


def _concrete(base: type) -> list[type]:
    return sorted((c for c in vars(ir).values()
                   if isinstance(c, type) and issubclass(c, base) and c is not base
                   and dataclasses.is_dataclass(c) and c not in (ir.BinaryOp, ir.CmpOp)),
                  key=lambda c: c.__name__)


def _expr_sample(cls: type) -> ir.Expr:
    op = ops.BY_CLASS.get(cls)
    if op is not None and op.family in (ops.ARITH, ops.CMP):
        return cls(ir.Add(LOAD, X), ir.IntImm(3))
    if op is not None and op.family == ops.LOGIC:
        args = (LOAD.lt(2), X.ge(0))[:op.arity]
        return cls(*args)
    return {
        ir.IntImm: ir.IntImm(7),
        ir.FloatImm: ir.FloatImm(1.5),
        ir.Var: X,
        ir.Select: ir.Select(X.lt(2), LOAD, ir.IntImm(5)),
        ir.Cast: ir.Cast(FLOAT32, LOAD),
        ir.BufferLoad: LOAD,
        ir.Undef: ir.Undef(INT32),
        ir.Call: ir.Call("abs", (ir.Sub(LOAD, ir.IntImm(9)),), INT32),
        ir.ExternCall: ir.ExternCall("ext", (LOAD, X), INT32, False),
        # TVM's lowered runtime (verirw.packed): only check's translation gives it a meaning
        ir.RuntimeCall: ir.RuntimeCall("call_llvm_pure_intrin", (LOAD,), INT32, "llvm.ctpop"),
        # a call of another function of the module: its meaning is verirw.inline's inlining
        ir.FuncCall: ir.FuncCall("g", (LOAD,), INT32),
        ir.AddressOf: ir.AddressOf(LOAD),
        ir.MakeArray: ir.MakeArray(A.data, A.shape, A.dtype, I0),
    }[cls]


def _stmt_sample(cls: type) -> ir.Stmt:
    i = ir.Var("i")
    store = ir.BufferStore(A, ir.Add(LOAD, X), (I0,))
    tmp = ir.make_buffer("tmp", (2,), INT32)
    view = ir.make_buffer("V", (2, 2), INT32, data=A.data)
    return {
        ir.For: ir.For(i, I0, ir.IntImm(4), "serial", ir.BufferStore(A, ir.Add(A[i], I1), (i,))),
        ir.IfThenElse: ir.IfThenElse(X.lt(2), store, ir.BufferStore(A, X, (I0,))),
        ir.BufferStore: store,
        ir.SeqStmt: ir.SeqStmt((store, ir.BufferStore(A, I1, (I1,)))),
        ir.LetStmt: ir.LetStmt(i, ir.Mul(X, ir.IntImm(2)), ir.BufferStore(A, i, (I0,))),
        ir.Assume: ir.Assume(X.ge(0)),
        ir.Evaluate: ir.Evaluate(LOAD),
        ir.Allocate: ir.Allocate(tmp, ir.SeqStmt((ir.BufferStore(tmp, X, (I0,)),
                                                  ir.BufferStore(A, tmp[I0], (I0,))))),
        ir.DeclBuffer: ir.DeclBuffer(view, ir.BufferStore(view, X, (I1, I1))),
        ir.Block: ir.Block("b", store),
        # TVM's packed calling convention (verirw.packed)
        ir.Assert: ir.SeqStmt((ir.Assert(X.ge(0), "ValueError", ("x must be >= 0",)), store)),
        ir.Return: ir.SeqStmt((store, ir.Return(ir.IntImm(0)))),
        ir.AttrStmt: ir.AttrStmt(0, "compute_scope", "f_compute_", store),
        # irregular control flow (docs/semantics.md, "while, break and continue")
        ir.While: ir.Allocate(tmp, ir.SeqStmt((
            ir.BufferStore(tmp, I0, (I0,)),
            ir.While(tmp[I0].lt(3), ir.SeqStmt((
                ir.BufferStore(A, ir.Add(A[tmp[I0]], I1), (tmp[I0],)),
                ir.BufferStore(tmp, ir.Add(tmp[I0], I1), (I0,)))))))),
        ir.Break: ir.For(i, I0, ir.IntImm(4), "serial", ir.SeqStmt((
            ir.IfThenElse(A[i].gt(1), ir.Break()), ir.BufferStore(A, ir.Add(A[i], I1), (i,))))),
        ir.Continue: ir.For(i, I0, ir.IntImm(4), "serial", ir.SeqStmt((
            ir.IfThenElse(A[i].gt(1), ir.Continue()),
            ir.BufferStore(A, ir.Add(A[i], I1), (i,))))),
    }[cls]


EXPRS = _concrete(ir.Expr)
STMTS = _concrete(ir.Stmt)


def _func(body: ir.Stmt) -> ir.PrimFunc:
    return ir.PrimFunc("f", (A.data, F.data, X), ((A.data, A), (F.data, F)), body)


def _expr_func(e: ir.Expr) -> ir.PrimFunc:
    if e.dtype.is_handle:        # T.address_of: no buffer holds a handle; evaluated for effect
        return _func(ir.Evaluate(e))
    out = ir.make_buffer("C", (1,), e.dtype)
    return ir.PrimFunc("f", (A.data, F.data, out.data, X),
                       ((A.data, A), (F.data, F), (out.data, out)),
                       ir.BufferStore(out, e, (I0,)))


def _inputs(func: ir.PrimFunc) -> dict:
    args = {"x": 1}
    for _, buf in func.buffer_map:
        shape = tuple(d.value for d in buf.shape)
        args[buf.name] = np.arange(np.prod(shape), dtype=buf.dtype.numpy).reshape(shape)
    return args


def _handled_or_named(engine: str, node, call) -> None:
    try:
        call()
    except NAMED as e:
        assert str(e), f"{engine} refused {type(node).__name__} with an empty message"
    except Exception as e:        # noqa: BLE001 - the point: anything else is a bug
        pytest.fail(f"{engine} on {type(node).__name__}: unnamed {type(e).__name__}: {e}")


def _roundtrip(func: ir.PrimFunc) -> None:
    again = parse(script(func))
    assert structural_equal(again, func), script(func)


def _codegen(func: ir.PrimFunc) -> None:
    kernel = build(prepare(func))
    kernel(**_inputs(func))


def _codec_expr(e: ir.Expr) -> None:
    codec = Codec()
    if isinstance(e, ir.Var) or X in _vars(e):
        codec.bind(X)
    codec.decode_expr(parse_sexpr(codec.expr(e)))


def _codec_stmt(s: ir.Stmt) -> None:
    codec = Codec()
    codec.bind(X)
    codec.stmt(s)


def _vars(e) -> list:
    from verirw.visit import walk
    return [n for n in walk(e) if isinstance(n, ir.Var)]


def test_every_node_type_has_a_sample():
    for cls in EXPRS:
        assert isinstance(_expr_sample(cls), cls)
    for cls in STMTS:
        sample = _stmt_sample(cls)
        from verirw.visit import walk
        assert any(isinstance(s, cls) for s in walk(sample))
    assert {op.cls for op in ops.ALL} <= set(EXPRS)


@pytest.mark.parametrize("cls", EXPRS, ids=lambda c: c.__name__)
def test_expression_engines(cls):
    e = _expr_sample(cls)
    arrays = {"A": np.arange(4, dtype=np.int32), "F": np.arange(4, dtype=np.float32)}
    env = {X: 1}
    func = _expr_func(e)
    _handled_or_named("interp.evaluate", e, lambda: interp.evaluate(e, env, arrays))
    _handled_or_named("interp.run", e, lambda: interp.run(func, **_inputs(func)))
    _handled_or_named("smt", e, lambda: smt.evaluate_z3(e, env, arrays))
    _handled_or_named("numpy_eval", e, lambda: numpy_eval.evaluate_array(
        e, {X: np.ones(2, dtype=np.int64)}, {A: arrays["A"], F: arrays["F"]}))
    _handled_or_named("printer", e, lambda: format_expr(e))
    _handled_or_named("parser", e, lambda: _roundtrip(func))
    _handled_or_named("egraph codec", e, lambda: _codec_expr(e))
    _handled_or_named("codegen", e, lambda: _codegen(func))


@pytest.mark.parametrize("cls", STMTS, ids=lambda c: c.__name__)
def test_statement_engines(cls):
    s = _stmt_sample(cls)
    func = _func(s)
    _handled_or_named("interp.run", s, lambda: interp.run(func, **_inputs(func)))
    _handled_or_named("printer", s, lambda: script(func))
    _handled_or_named("parser", s, lambda: _roundtrip(func))
    _handled_or_named("egraph codec", s, lambda: _codec_stmt(s))
    _handled_or_named("codegen", s, lambda: _codegen(func))


@dataclasses.dataclass(frozen=True)
class Strange(ir.Expr):
    """A node type no engine knows."""

    dtype: object = INT32


@pytest.mark.parametrize("engine", ["interp", "smt", "numpy_eval", "printer", "codec",
                                    "codegen"])
def test_an_unknown_node_is_refused_by_name(engine):
    e = Strange()
    calls = {
        "interp": lambda: interp.evaluate(ir.Add(e, I1), {}, {}),
        "smt": lambda: smt.evaluate_z3(ir.Add(e, I1), {}, {}),
        "numpy_eval": lambda: numpy_eval.evaluate_array(ir.Add(e, I1), {}, {}),
        "printer": lambda: format_expr(ir.Add(e, I1)),
        "codec": lambda: Codec().expr(ir.Add(e, I1)),
        "codegen": lambda: _codegen(_expr_func(ir.Add(e, I1))),
    }
    with pytest.raises(NAMED + (TypeError,), match="Strange"):
        calls[engine]()
