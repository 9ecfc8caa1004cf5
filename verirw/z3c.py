"""z3 terms built by one call of z3's C API where the Python API would check and convert
every argument first (several C calls each, ~1 µs): the executors build millions of terms.
Each function is its z3 namesake wherever a conversion could happen — an argument of another
sort, a Python number, another context — and delegates to it then, so the terms are exactly
those the Python API builds (tests/test_summary_speed.py compares them)."""

from __future__ import annotations

import z3

try:                                    # z3's own array type and term wrapper (see substitute)
    from z3.z3 import Ast as _Ast, _to_expr_ref
except ImportError:                     # pragma: no cover - another z3 layout: the public API
    _Ast = _to_expr_ref = None


def substitute(term: z3.ExprRef, *pairs) -> z3.ExprRef:
    """``z3.substitute(term, *pairs)`` (pairs of z3 terms): the same C call, without the
    Python API's debug checks of every pair (a sort comparison is several C calls a pair;
    z3's C API refuses a pair of mismatched sorts itself, with a sort error)."""
    if _Ast is None or not pairs:
        return z3.substitute(term, *pairs)
    n = len(pairs)
    src, dst = (_Ast * n)(), (_Ast * n)()
    for k, (a, b) in enumerate(pairs):
        src[k] = a.as_ast()
        dst[k] = b.as_ast()
    return _to_expr_ref(z3.Z3_substitute(term.ctx.ref(), term.as_ast(), n, src, dst), term.ctx)


def arg(term: z3.ExprRef, k: int) -> z3.ExprRef:
    """``term.arg(k)`` of an application with more than ``k`` arguments (the caller knows
    it): the C call and z3's own wrapper, without the Python API's debug checks."""
    if _Ast is None:
        return term.arg(k)
    return _to_expr_ref(z3.Z3_get_app_arg(term.ctx_ref(), term.as_ast(), k), term.ctx)


def substitute_each(terms, *pairs) -> list:
    """``[substitute(t, *pairs) for t in terms]``, the pairs' arrays built once."""
    if _Ast is None or not pairs:
        return [z3.substitute(t, *pairs) for t in terms]
    n = len(pairs)
    src, dst = (_Ast * n)(), (_Ast * n)()
    for k, (a, b) in enumerate(pairs):
        src[k] = a.as_ast()
        dst[k] = b.as_ast()
    return [_to_expr_ref(z3.Z3_substitute(t.ctx.ref(), t.as_ast(), n, src, dst), t.ctx)
            for t in terms]


_INT_SORTS: dict = {}       # context -> its Int sort (kept: fresh_int passes its ast)


def fresh_int(prefix: str) -> z3.ArithRef:
    """``z3.FreshInt(prefix)``: the same C call (z3 numbers fresh names itself), the Int
    sort's wrapper built once."""
    ctx = z3.main_ctx()
    sort = _INT_SORTS.get(ctx)
    if sort is None:
        sort = _INT_SORTS[ctx] = z3.IntSort(ctx)
    return z3.ArithRef(z3.Z3_mk_fresh_const(ctx.ref(), prefix, sort.ast), ctx)


def equal(a, b) -> z3.BoolRef:
    """``a == b`` for z3 terms: one C call when both have one sort (``==`` casts them, the
    identity then); else ``a == b``. As Python does, ``b.__eq__(a)`` when ``b``'s class is a
    proper subclass of ``a``'s (``x == IntVal(0)`` is ``0 == x``)."""
    if (_Ast is None or not isinstance(a, z3.ExprRef) or not isinstance(b, z3.ExprRef)
            or a.ctx is not b.ctx):
        return a == b
    if type(b) is not type(a) and isinstance(b, type(a)):
        a, b = b, a
    c = a.ctx.ref()
    if not z3.Z3_is_eq_sort(c, z3.Z3_get_sort(c, a.as_ast()), z3.Z3_get_sort(c, b.as_ast())):
        return a == b
    return z3.BoolRef(z3.Z3_mk_eq(c, a.as_ast(), b.as_ast()), a.ctx)


def conjunction(*args) -> z3.BoolRef:
    """``z3.And(*args)``: z3 Boolean terms of one context in one C call (``z3.And`` coerces
    and checks every argument through the Python API first); anything else through
    ``z3.And``."""
    if _Ast is None or not args:
        return z3.And(*args)
    ctx = args[0].ctx if isinstance(args[0], z3.BoolRef) else None
    if ctx is None or not all(type(a) is z3.BoolRef and a.ctx is ctx for a in args):
        return z3.And(*args)
    n = len(args)
    arr = (_Ast * n)()
    for k, a in enumerate(args):
        arr[k] = a.as_ast()
    return z3.BoolRef(z3.Z3_mk_and(ctx.ref(), n, arr), ctx)


def select(array: z3.ArrayRef, *indices) -> z3.ExprRef:
    """``z3.Select(array, *indices)`` (an array or a lambda): one C call when every index is a
    z3 term of exactly its domain's sort (``z3.Select`` casts them, the identity then); else
    ``z3.Select``."""
    if _Ast is None or not indices or not isinstance(array, (z3.ArrayRef, z3.QuantifierRef)):
        return z3.Select(array, *indices)
    ctx = array.ctx
    c = ctx.ref()
    sort = z3.Z3_get_sort(c, array.as_ast())
    n = len(indices)
    if z3.Z3_get_sort_kind(c, sort) != z3.Z3_ARRAY_SORT or z3.Z3_get_array_arity(c, sort) != n:
        return z3.Select(array, *indices)
    arr = (_Ast * n)()
    for k, i in enumerate(indices):
        if not isinstance(i, z3.ExprRef) or i.ctx is not ctx or not z3.Z3_is_eq_sort(
                c, z3.Z3_get_sort(c, i.as_ast()), z3.Z3_get_array_sort_domain_n(c, sort, k)):
            return z3.Select(array, *indices)
        arr[k] = i.as_ast()
    return _to_expr_ref(z3.Z3_mk_select_n(c, array.as_ast(), n, arr), ctx)


def ite(cond, then, other) -> z3.ExprRef:
    """``z3.If(cond, then, other)``: one C call for a z3 Boolean condition and two branches of
    one sort (``z3.If`` casts them, the identity then); else ``z3.If``."""
    if (_Ast is None or type(cond) is not z3.BoolRef or not isinstance(then, z3.ExprRef)
            or not isinstance(other, z3.ExprRef) or not cond.ctx is then.ctx is other.ctx):
        return z3.If(cond, then, other)
    ctx = cond.ctx
    c = ctx.ref()
    if not z3.Z3_is_eq_sort(c, z3.Z3_get_sort(c, then.as_ast()), z3.Z3_get_sort(c, other.as_ast())):
        return z3.If(cond, then, other)
    return _to_expr_ref(z3.Z3_mk_ite(c, cond.as_ast(), then.as_ast(), other.as_ast()), ctx)


def rebuild(term: z3.ExprRef, args: list) -> z3.ExprRef:
    """``term.decl()(*args)``: one C call when every argument is a z3 term of exactly the
    declaration's domain sort at its position (the call casts them, the identity then);
    else the Python API's call."""
    ctx = term.ctx
    if _Ast is None or not args:
        return term.decl()(*args)
    c = ctx.ref()
    decl = z3.Z3_get_app_decl(c, term.as_ast())
    n = len(args)
    arr = (_Ast * n)()
    try:
        for k, a in enumerate(args):
            if not isinstance(a, z3.ExprRef) or a.ctx is not ctx or not z3.Z3_is_eq_sort(
                    c, z3.Z3_get_domain(c, decl, k), z3.Z3_get_sort(c, a.as_ast())):
                return term.decl()(*args)
            arr[k] = a.as_ast()
    except z3.Z3Exception:
        return term.decl()(*args)
    return _to_expr_ref(z3.Z3_mk_app(c, decl, n, arr), ctx)


def int_literal(term) -> int | None:
    """The value of an Int numeral (``term.as_long()`` when ``z3.is_int_value(term)``), else
    None. z3's Python API wraps every Int numeral as ``IntNumRef`` (``_to_expr_ref`` picks the
    class by sort and kind, and this module wraps no numeral as anything else), so the class
    answers what ``z3.is_int_value`` asks the C API three times; the value is one C call, where
    ``as_long`` first checks the sort again (~7 µs together, ~1 µs here: the encoder asks on
    every operand of every index it builds)."""
    if not isinstance(term, z3.IntNumRef):
        return None
    value = getattr(term, "_verirw_value", None)      # set by int_val
    if value is None:
        value = int(z3.Z3_get_numeral_string(term.ctx_ref(), term.as_ast()))
    return value


_INT_VALS: dict[int, z3.IntNumRef] = {}
_INT_VALS_MAX = 100_000


def int_val(value: int) -> z3.IntNumRef:
    """``z3.IntVal(value)`` (main context), memoised, and carrying its value for
    ``int_literal``: the encoder builds an Int constant for every literal and folded index of
    every unrolled iteration, a few distinct values millions of times (2.8 µs each)."""
    term = _INT_VALS.get(value)
    if term is None:
        if len(_INT_VALS) >= _INT_VALS_MAX:
            _INT_VALS.clear()
        term = _INT_VALS[value] = z3.IntVal(value)
        term._verirw_value = value
    return term


def is_int(term) -> bool:
    """``z3.is_int(term)``: an arithmetic term of sort Int (one C call for the sort's kind,
    where the Python API builds the sort's wrapper first)."""
    if not isinstance(term, z3.ArithRef):
        return False
    ctx = term.ctx_ref()
    return z3.Z3_get_sort_kind(ctx, z3.Z3_get_sort(ctx, term.as_ast())) == z3.Z3_INT_SORT
