"""The engine loads only the rules a program can match (verirw.egraph.live), and that changes
nothing: every program simplifies to the very same result, with the same rules fired, as with
the whole library loaded."""

import pytest

import verirw
from verirw import guard
from verirw.egraph import engine, live
from verirw.egraph.library import FAMILIES
from verirw.passes.simplify import simplify_func
from tests.rfc import EXAMPLES


def _clean_pool():
    """Drop the guard thread's shared e-graphs there (egglog refuses another thread)."""
    def drop():
        engine._POOL.__dict__.pop("graphs", None)
    guard.call(drop)


def _simplified(func, *, whole: bool, **kw):
    """simplify_func from an empty pool; ``whole``: the whole library loaded first."""
    _clean_pool()
    if whole:
        guard.call(lambda: engine.EGraph.shared(float_mode=kw.get("float_mode", "ieee")))
    try:
        return simplify_func(func, **kw)
    finally:
        _clean_pool()


def _programs():
    out = []
    for path in sorted(EXAMPLES.glob("rfc0077_L*.py")):
        try:
            func = verirw.parse(path.read_text())
        except verirw.VerirwError:
            continue
        if isinstance(func, verirw.ir.PrimFunc):
            out.append((path.stem, func))
    return out


@pytest.mark.parametrize("float_mode", ["ieee", "fast"])
def test_live_rules_give_the_whole_librarys_result(float_mode):
    """Every RFC 0077 example: the same program, the same matches per rule, the same e-graph
    sizes, whether the graph holds the live rules only or the whole library."""
    programs = _programs()
    assert len(programs) >= 40
    for name, func in programs:
        few = _simplified(func, whole=False, float_mode=float_mode)
        every = _simplified(func, whole=True, float_mode=float_mode)
        assert verirw.script(few.func) == verirw.script(every.func), name
        assert few.certificate.rules_fired == every.certificate.rules_fired, name
        assert [(r.iterations, r.nodes, r.stop) for r in few.certificate.rounds] == \
            [(r.iterations, r.nodes, r.stop) for r in every.certificate.rounds], name


def test_rules_added_to_a_used_graph_give_the_whole_librarys_result():
    """One pool for every example in turn (a warm process: rules appended in library order,
    or the whole library once), against the whole library: the same results."""
    programs = _programs()
    every = [_simplified(func, whole=True) for _, func in programs]
    _clean_pool()
    try:
        for (name, func), want in zip(programs, every):
            got = simplify_func(func)
            assert verirw.script(got.func) == verirw.script(want.func), name
            assert got.certificate.rules_fired == want.certificate.rules_fired, name
    finally:
        _clean_pool()


def test_a_worker_graph_starts_with_the_schema_and_appends_in_library_order():
    _clean_pool()
    try:
        def loaded_after(programs):
            for program in programs:
                graph = engine.EGraph.shared(program=program, dtype_keys=["i:int32", "bool"])
            return graph.loaded, len(graph._library.instances)
        assert guard.call(loaded_after, [()])[0] == frozenset()
        first = '(let $a (Seq (Store "A" (Add "i:int32" (Var "i" "i:int32") (Int 0 ' \
            '"i:int32")) (ANil)) (Nop)))'
        loaded, total = guard.call(loaded_after, [[first]])
        assert 0 < len(loaded) < total
        later = '(let $b (Seq (Store "A" (Min "i:int32" (Var "i" "i:int32") (Int 0 ' \
            '"i:int32")) (ANil)) (Nop)))'
        more, _ = guard.call(loaded_after, [[later]])
        assert loaded < more             # appended after, or the whole library instead
    finally:
        _clean_pool()


def test_a_typical_program_needs_a_fraction_of_the_library():
    library = engine.rule_library(FAMILIES, ())
    program = ['(let $c (Seq (Store "A" (Add "v:int32" (Load "A" (ACons (Var "i" "i:int32") '
               '(ANil))) (Int 1 "v:int32")) (ACons (Var "i" "i:int32") (ANil))) (Nop)))']
    need = library.live(live.written([*engine.dom_rows(["i:int32", "v:int32", "bool"], "ieee"),
                                      *program]))
    assert 0 < len(need) < len(library.instances) // 2
    names = {library.instances[k].text.split(':name "')[1].split('"')[0] for k in need}
    assert "arith/add-zero@wrap" in names            # Add over a wrapped value, a literal
    assert not any(n.endswith(("@ieee", "@fast")) for n in names)   # no floats
    assert not any(n.startswith("minmax/") for n in names)      # no min/max anywhere


def test_reads_and_writes_of_a_rule():
    r = live.instance('(rewrite (Add d_t0 v_x (Int 0 d_t0)) v_x :when ((Dom d_t0 "index")) '
                      ':ruleset arith :name "arith/add-zero@index")')
    assert r.reads == {"Add", "Int", "Dom:index"} and r.writes == set()
    r = live.instance('(rewrite (Mul d_t v_x (Int 2 d_t)) (Add d_t v_x v_x) :when '
                      '((Dom d_t "wrap") (Safe v_x)) :ruleset arith :name "m")')
    assert r.reads == {"Mul", "Int", "Dom:wrap", "Safe"} and r.writes == {"Add"}
    r = live.instance('(rule ((= t (Max d_t0 v_x v_y)) (Safe v_x) (Safe v_y) '
                      '(Dom d_t0 "index")) ((Safe t)) :ruleset safety :name "safety/max")')
    assert r.reads == {"Max", "Safe", "Dom:index"} and r.writes == {"Safe"}
    r = live.instance('(rule ((= t (Lt d v_x v_y)) (= t (Int 1 "bool"))) ((set (hi v_x) 5) '
                      '(union (Le d v_x v_y) (Int 1 "bool"))) :ruleset facts :name "f")')
    assert r.reads == {"Lt", "Int"} and r.writes == {"hi", "Le", "Int"}


def test_a_rule_is_live_when_a_live_rule_writes_what_it_reads():
    library = live.Library("", [
        '(rewrite (Sub d a b) (Add d a (Not b)) :ruleset arith :name "sub")',
        '(rewrite (Add d a (Not b)) (Sub d a b) :ruleset arith :name "add-not")',
        '(rewrite (Min d a b) (Max d a b) :ruleset arith :name "min")',
        '(rewrite (Mul d a (Int 1 d)) a :when ((Dom d "ieee")) :ruleset arith :name "mul")'])
    assert library.live({"Sub"}) == {0, 1}          # Not only ever comes from the first rule
    assert library.live({"Add"}) == set()
    assert library.live({"Mul", "Int", "Dom:index"}) == set()
    assert library.live({"Mul", "Int", "Dom:ieee"}) == {3}


def test_written_reads_tables_and_domains_outside_string_literals():
    got = live.written(['(Dom "i:int32" "index")', '(Dom "f:float32" "ieee")',
                        '(let $c0 (Store "(Add" (Var "x" "i:int32") (ANil)))',
                        '(union (Lt "i:int32" (Var "i" "i:int32") (Int 4 "i:int32")) '
                        '(Int 1 "bool"))'])
    assert got == {"Dom", "Dom:index", "Dom:ieee", "Store", "Var", "ANil", "Lt", "Int"}
