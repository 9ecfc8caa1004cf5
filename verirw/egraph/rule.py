"""Rules as data, and their translation to egglog.

Three kinds, each one line in a ``rules/`` family file:

* ``Rule(name, lhs, rhs, when, domains)`` — an **equivalence** ``lhs == rhs``: egglog unions
  the two, so both directions must be sound. ``verirw prove`` shows each direction refines
  the other under the contract (definedness and ``T.undef()`` included), for every dtype of
  every claimed domain. A rule that only holds one way (``undef - undef -> 0``) is refuted.
* ``Bound(name, term, lo, hi, when)`` — interval facts: if the term matches, its value lies
  in ``[lo, hi]`` (written with ``lo(x)``/``hi(x)`` of its variables). Index integers only.
* ``Fact(name, term, lo={...}, hi={...}, implies=(...))`` — what a bool term known to be
  true (an assume at function entry, a loop range) says about its variables.

Domains: ``index`` (mathematical integers: loop variables, indices), ``wrap`` (integer buffer
values, two's complement), ``bool``, ``ieee`` (IEEE-754 floats), ``fast`` (floats as reals,
allowed only when the function's float mode is fast).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from verirw import ops
from verirw.egraph.pattern import (
    ARITH, COMPARE, STMT_OPS, PatternError, PLit, POp, PVar, Pattern, Typing,
    conjuncts, is_constant, occurrences, parse_pattern, variables)

DOMAINS = ("index", "wrap", "bool", "ieee", "fast")
INT = ("index", "wrap")
INDEX = ("index",)
ALL = ("index", "wrap", "ieee")

#: |constants| below this are computed with in egglog (sums and products stay in i64)
CONST_LIMIT = 1 << 30
#: computed index constants stay within int32 (``EggRule.term``)
INDEX_CONST_MAX = (1 << 31) - 1
#: |bounds| below this are propagated through the interval lattice (bound * constant < 2^63)
BOUND_LIMIT = 1 << 32

_EGG_OP = {op.name: op.egg for op in ops.ALL}     # pattern operator -> constructor
_PRIM_CMP = {op.name: op.egg_prim for op in ops.comparisons()}     # egglog i64 primitive
_FLIP = {op.name: op.swapped for op in ops.comparisons()}           # a op b == b flip(op) a


@dataclass(frozen=True)
class Rule:
    name: str
    lhs: str
    rhs: str
    when: str = ""
    domains: tuple[str, ...] = INDEX
    family: str = field(default="", compare=False)

    @property
    def is_statement(self) -> bool:
        return any(isinstance(p, POp) and p.op in STMT_OPS
                   for p in _walk(parse_pattern(self.lhs)))


@dataclass(frozen=True)
class Bound:
    name: str
    term: str
    lo: str = ""
    hi: str = ""
    when: str = ""
    family: str = field(default="", compare=False)
    domains: tuple[str, ...] = INDEX


@dataclass(frozen=True)
class Fact:
    name: str
    term: str
    lo: tuple[tuple[str, str], ...] = ()
    hi: tuple[tuple[str, str], ...] = ()
    implies: tuple[str, ...] = ()
    when: str = ""
    family: str = field(default="", compare=False)
    domains: tuple[str, ...] = INDEX

    def __init__(self, name, term, lo=(), hi=(), implies=(), when="", family="",
                 domains=INDEX):
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "term", term)
        object.__setattr__(self, "lo", tuple(dict(lo).items()))
        object.__setattr__(self, "hi", tuple(dict(hi).items()))
        object.__setattr__(self, "implies", tuple(implies))
        object.__setattr__(self, "when", when)
        object.__setattr__(self, "family", family)
        object.__setattr__(self, "domains", tuple(domains))


@dataclass(frozen=True)
class Safety:
    """``term`` is defined and deterministic when its variables are (and ``when`` holds):
    the ``safe`` relation that rules dropping or duplicating an operand require."""

    name: str
    term: str
    when: str = ""
    domains: tuple[str, ...] = INDEX
    family: str = field(default="", compare=False)


AnyRule = Rule | Bound | Fact | Safety


def _walk(p: Pattern):
    stack = [p]
    while stack:
        q = stack.pop()
        yield q
        if isinstance(q, POp):
            stack.extend(q.args)


# ----------------------------------------------------------------------------- analysis


@dataclass
class Parsed:
    """A rule's patterns, typed, and checked for the mistakes that make a rule unprovable or
    its egglog translation wrong."""

    rule: AnyRule
    lhs: Pattern
    rhs: Pattern | None
    when: list[Pattern]
    typing: Typing
    extra: dict            # Bound: {"lo": P, "hi": P}; Fact: {"lo": {x: P}, "hi":..., "implies": [P]}

    @property
    def safe_vars(self) -> set[str]:
        return {c.args[0].name for c in self.when
                if isinstance(c, POp) and c.op == "safe" and isinstance(c.args[0], PVar)}

    def dtype_vars(self) -> list[str]:
        """dtype variables bound by the matched term (the domain constrains each)."""
        out = []
        for p in _walk(self.lhs):
            sort = None
            if isinstance(p, POp) and p.op in ARITH:
                sort = self.typing.sort_of(p)
            elif isinstance(p, POp) and p.op in COMPARE:
                sort = self.typing.operand_sort(p)
            elif isinstance(p, PLit) and not isinstance(p.value, bool) or isinstance(p, PVar) and p.kind in ("const", "undef"):
                sort = self.typing.sort_of(p)
            if sort is not None and sort.startswith("t") and sort not in out:
                out.append(sort)
        return out


def parse_rule(rule: AnyRule) -> Parsed:
    where = f"rule {rule.name!r}"
    typing = Typing()
    extra: dict = {}
    if isinstance(rule, Rule):
        lhs, rhs = parse_pattern(rule.lhs), parse_pattern(rule.rhs)
        top = typing.new()
        typing.infer(lhs, top, where)
        typing.infer(rhs, top, where)
    else:
        lhs, rhs = parse_pattern(rule.term), None
        typing.infer(lhs, "bool" if isinstance(rule, Fact) else typing.new(), where)
        if isinstance(rule, Safety):
            extra["requires"] = variables(lhs, "term")
    when = conjuncts(parse_pattern(rule.when)) if rule.when else []
    for c in when:
        typing.infer(c, "bool", where)
    if isinstance(rule, Bound):
        for key in ("lo", "hi"):
            text = getattr(rule, key)
            if text:
                extra[key] = parse_pattern(text)
                typing.infer(extra[key], typing.sort_of(lhs), where)
    if isinstance(rule, Fact):
        for key in ("lo", "hi"):
            extra[key] = {}
            for var, text in getattr(rule, key):
                extra[key][var] = parse_pattern(text)
                typing.infer(extra[key][var], typing.var[var], where)
        extra["implies"] = [parse_pattern(t) for t in rule.implies]
        for p in extra["implies"]:
            typing.infer(p, "bool", where)
    parsed = Parsed(rule, lhs, rhs, when, typing, extra)
    _check(parsed, where)
    return parsed


def _check(parsed: Parsed, where: str) -> None:
    rule = parsed.rule
    for d in rule.domains:
        if d not in DOMAINS:
            raise PatternError(f"{where}: unknown domain {d!r}; domains are {DOMAINS}")
    bound = set(variables(parsed.lhs))
    for side in [parsed.rhs, *parsed.when, *parsed.extra.get("implies", [])]:
        if side is None:
            continue
        loose = [v for v in variables(side) if v not in bound]
        if loose:
            raise PatternError(f"{where}: {', '.join(loose)} not bound by the left-hand side")
    if isinstance(rule, Rule):
        # a term matched once stands for one evaluation; used twice it must be pure and
        # defined (safe), or the proof's model of it would not be the e-graph's
        for name in variables(parsed.lhs, "term"):
            uses = max(occurrences(parsed.lhs, name), occurrences(parsed.rhs, name))
            is_stmt = parsed.typing.sort_of(PVar(name, "term")) == "stmt"
            if uses > 1 and name not in parsed.safe_vars and not is_stmt:
                raise PatternError(f"{where}: {name} occurs {uses} times; add safe({name})")
        for p in _walk(parsed.rhs):
            if isinstance(p, POp) and p.op in ARITH and is_constant(p) \
                    and any(d != "index" for d in rule.domains):
                raise PatternError(f"{where}: constants are computed in index arithmetic only")


# ----------------------------------------------------------------------------- egglog text


def domain_instances(parsed: Parsed) -> list[str]:
    """The domains a rule is instantiated for in egglog (one egglog rule each)."""
    return list(parsed.rule.domains) if parsed.dtype_vars() else [parsed.rule.domains[0]]


class _Egg:
    """Translate one parsed rule to egglog for one domain."""

    def __init__(self, parsed: Parsed, domain: str):
        self.p = parsed
        self.domain = domain
        self.floats = domain in ("ieee", "fast")
        self.guards: list[str] = []
        self.facts: list[str] = []
        self._bounds: dict[tuple[str, str], str] = {}

    def dtype(self, p: Pattern) -> str:
        sort = self.p.typing.sort_of(p)
        return '"bool"' if sort == "bool" else "d_" + sort

    def term(self, p: Pattern, rhs: bool = False) -> str:
        if isinstance(p, PVar):
            if p.kind == "term":
                return "v_" + p.name
            if p.kind == "undef":
                return f"(Undef k_{p.name} {self.dtype(p)})"
            return self._literal("k_" + p.name, p)
        if isinstance(p, PLit):
            if isinstance(p.value, bool):
                return f'(Int {int(p.value)} "bool")'
            return self._literal(str(p.value), p)
        if rhs and is_constant(p) and not self.floats:
            value = self.const(p)
            if self.domain == "index" and not isinstance(p, PLit):
                # a computed index constant must fit int32 (the narrowest index dtype): past
                # it the source overflowed (poison) and no literal of the dtype says so
                guard = f"(<= {value} {INDEX_CONST_MAX}) (>= {value} {-INDEX_CONST_MAX - 1})"
                if guard not in self.guards:
                    self.guards.append(guard)
            return f"(Int {value} {self.dtype(p)})"
        if p.op in STMT_OPS:
            return "(" + " ".join([p.op, *(self.term(a, rhs) for a in p.args)]) + ")"
        head = _EGG_OP[p.op]
        args = [self.term(a, rhs) for a in p.args]
        if p.op in ARITH:
            return f"({head} {self.dtype(p)} {' '.join(args)})"
        if p.op in COMPARE:
            sort = self.p.typing.operand_sort(p)
            key = '"bool"' if sort == "bool" else "d_" + sort
            return f"({head} {key} {' '.join(args)})"
        return f"({head} {' '.join(args)})"

    def _literal(self, value: str, p: Pattern) -> str:
        if self.floats:
            if isinstance(p, PLit):
                return f'(Flt "{float(p.value)!r}" {self.dtype(p)})'
            return f"(Flt {value} {self.dtype(p)})"
        return f"(Int {value} {self.dtype(p)})"

    def const(self, p: Pattern) -> str:
        """An i64 primitive expression computing a constant pattern."""
        if isinstance(p, PLit):
            return str(p.value)
        if isinstance(p, PVar):
            name = "k_" + p.name
            guard = f"(< {name} {CONST_LIMIT}) (> {name} {-CONST_LIMIT})"
            if guard not in self.guards:
                self.guards.append(guard)
            return name
        if p.op in ("lo", "hi"):
            return self.bound(p.args[0], p.op)
        a, b = (self.const(x) for x in p.args)
        template = ops.BY_NAME[p.op].egg_const if p.op in ops.BY_NAME else None
        if template is not None:
            return template.format(a=a, b=b)
        raise PatternError(f"rule {self.p.rule.name!r}: cannot compute {p.op} on constants")

    def bound(self, p: Pattern, which: str) -> str:
        if not (isinstance(p, PVar) and p.kind == "term"):
            raise PatternError(f"rule {self.p.rule.name!r}: {which}() of a non-variable")
        key = (p.name, which)
        if key not in self._bounds:
            name = f"{which}_{p.name}"
            self._bounds[key] = name
            self.facts.append(f"(= {name} ({which} v_{p.name}))")
            self.facts.append(f"(< {name} {BOUND_LIMIT}) (> {name} {-BOUND_LIMIT})")
        return self._bounds[key]

    def condition(self, c: Pattern) -> str:
        if isinstance(c, POp) and c.op == "safe":
            return f"(Safe {self.term(c.args[0])})"
        if isinstance(c, POp) and c.op in ("equiv", "compl"):
            rel = "Equiv" if c.op == "equiv" else "Compl"
            return f"({rel} {self.term(c.args[0])} {self.term(c.args[1])})"
        if not (isinstance(c, POp) and c.op in COMPARE):
            raise PatternError(f"rule {self.p.rule.name!r}: conditions are comparisons, "
                               f"safe(x), equiv(a, b) or compl(a, b)")
        op, (a, b) = c.op, c.args
        if is_constant(a) or _is_bound(a):
            if is_constant(b) or _is_bound(b):
                return f"({_PRIM_CMP[op]} {self.const(a)} {self.const(b)})"
            op, a, b = _FLIP[op], b, a
        if not (isinstance(a, PVar) and a.kind == "term"):
            raise PatternError(f"rule {self.p.rule.name!r}: a condition compares a variable "
                               f"or constants, not {a}")
        # x op K (K constant or another variable): decided on the interval lattice
        if is_constant(b) or _is_bound(b):
            k = self.const(b)
            hi_k = lo_k = k
        elif isinstance(b, PVar) and b.kind == "term":
            hi_k, lo_k = self.bound(b, "hi"), self.bound(b, "lo")
        else:
            raise PatternError(f"rule {self.p.rule.name!r}: cannot decide {op} on {b}")
        if op == "lt":
            return f"(< {self.bound(a, 'hi')} {lo_k})"
        if op == "le":
            return f"(<= {self.bound(a, 'hi')} {lo_k})"
        if op == "gt":
            return f"(> {self.bound(a, 'lo')} {hi_k})"
        if op == "ge":
            return f"(>= {self.bound(a, 'lo')} {hi_k})"
        if op == "eq" and lo_k == hi_k:
            return f"(= {self.bound(a, 'lo')} {k}) (= {self.bound(a, 'hi')} {k})"
        raise PatternError(f"rule {self.p.rule.name!r}: cannot decide {op} on the lattice")

    def domain_facts(self) -> list[str]:
        return [f'(Dom d_{t} "{self.domain}")' for t in self.p.dtype_vars()]


def _is_bound(p: Pattern) -> bool:
    return isinstance(p, POp) and p.op in ("lo", "hi")


def egglog_rules(parsed: Parsed, ruleset: str) -> list[str]:
    """The egglog commands of one rule (one per domain instance)."""
    out = []
    rule = parsed.rule
    for domain in domain_instances(parsed):
        egg = _Egg(parsed, domain)
        name = f"{rule.family}/{rule.name}" + (f"@{domain}" if len(rule.domains) > 1 else "")
        conds = [egg.condition(c) for c in parsed.when]
        if isinstance(rule, Rule):
            lhs = egg.term(parsed.lhs)
            rhs = egg.term(parsed.rhs, rhs=True)
            when = " ".join([*egg.domain_facts(), *egg.facts, *egg.guards, *conds])
            when_part = f" :when ({when})" if when else ""
            # a term folded to a literal leaves matching: otherwise a constant's class, which
            # holds ``Mul(0, 1)`` next to ``0``, feeds rules like ``x * c1 + x * c2`` that mint
            # new literals without end
            subsume = " :subsume" if is_constant(parsed.rhs) else ""
            out.append(f'(rewrite {lhs} {rhs}{when_part}{subsume} :ruleset {ruleset} '
                       f':name "{name}")')
            continue
        lhs = egg.term(parsed.lhs)
        actions = []
        if isinstance(rule, Safety):
            actions.append("(Safe t)")
            premise = [f"(= t {lhs})", *(f"(Safe v_{x})" for x in parsed.extra["requires"])]
        elif isinstance(rule, Bound):
            for key in ("lo", "hi"):
                if key in parsed.extra:
                    actions.append(f"(set ({key} t) {egg.const(parsed.extra[key])})")
            premise = [f"(= t {lhs})"]
        else:
            premise = [f"(= t {lhs})", '(= t (Int 1 "bool"))']
            for key in ("lo", "hi"):
                for var, p in parsed.extra[key].items():
                    actions.append(f"(set ({key} v_{var}) {egg.const(p)})")
            for p in parsed.extra["implies"]:
                actions.append(f'(union {egg.term(p, rhs=True)} (Int 1 "bool"))')
        facts = " ".join([*premise, *egg.domain_facts(), *egg.facts, *egg.guards, *conds])
        out.append(f'(rule ({facts}) ({" ".join(actions)}) :ruleset {ruleset} :name "{name}")')
    return out
