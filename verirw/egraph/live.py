"""Which rules can ever match a program: the rule library cut down to them, same result.

An egglog rule's query is a conjunction of atoms over the schema's tables (constructors,
``lo``/``hi``, the relations ``Safe``/``Equiv``/``Compl``/``Dom``). A table holds rows only
when a command inserted some (the program's terms, the oracle's facts, the dtype domains) or
when a rule that fired wrote there (a rewrite's right-hand side, a rule's actions). So a
rule one of whose tables can never hold a row never matches, and never does anything.

``Library.live(symbols)`` is the least fixpoint: start from the tables the program's commands
write, add every rule whose query tables are all written, add the tables its actions write,
until nothing changes. Every other rule is dead for this program: loading it or not changes
no match, no union, no e-class id — the run, the extraction and the statistics are the same
(rules load in library order either way, so the live rules keep their relative order). The
engine loads only what is live (``EGraph.shared(..., program=...)``): fewer rules to send to
egglog (the library is ~270 rule instances, ~55 ms; a typical program can use ~70), and each
step searches, and each push/pop copies, fewer rules.

The analysis over-approximates where it is unsure (a symbol inside a string literal of the
program counts as written; ``Dom`` with a domain that is not a literal needs any ``Dom``),
never the other way: a rule marked dead must be unable to match.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from verirw.egraph.schema import SCHEMA

#: the tables rules can read and write: every constructor, function and relation declared
TABLES = frozenset(re.findall(r"\((?:constructor|function|relation) (\S+)", SCHEMA))
#: the domain names ``Dom`` rows carry (verirw.egraph.rule.DOMAINS)
_DOMAINS = ("index", "wrap", "bool", "ieee", "fast")

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_HEAD = re.compile(r"\(\s*([^\s()\"]+)")
_DOM = re.compile(r'\(Dom\s+(?:"(?:[^"\\]|\\.)*"|[^\s()"]+)\s+"(\w+)"\s*\)')


def dom(domain: str) -> str:
    """The symbol standing for the ``Dom`` rows of one domain."""
    return f"Dom:{domain}"


def written(texts) -> set[str]:
    """The tables egglog commands (program terms, facts, ``Dom`` rows) write — an
    over-approximation: every schema name in head position, outside string literals, and
    ``Dom:<domain>`` for each ``(Dom key "domain")`` row."""
    out: set[str] = set()
    for text in texts:
        heads = _HEAD.findall(_STRING.sub('""', text))
        out.update(h for h in heads if h in TABLES)
        doms = _DOM.findall(text)
        out.update(dom(d) for d in doms)
        if heads.count("Dom") > len(doms):       # a row whose domain is not read here
            out.update(dom(d) for d in _DOMAINS)
    if any(s.startswith("Dom:") for s in out):
        out.add("Dom")
    return out


#: a parenthesis, a quoted string, or an atom (verirw.egraph.codec's tokens)
_TOKEN = re.compile(r'[()]|"(?:[^"\\]|\\.)*"|[^\s()"]+')


@dataclass(frozen=True)
class Instance:
    """One egglog rule command: what its query reads and what its actions write."""

    text: str
    reads: frozenset
    writes: frozenset


def instance(text: str) -> Instance:
    """The tables one ``(rewrite LHS RHS :when (...) ...)`` or ``(rule (QUERY) (ACTIONS)
    ...)`` command reads (LHS, the ``:when`` atoms, QUERY) and writes (RHS, ACTIONS). Any
    other command reads and writes nothing. One pass over the tokens: the elements of the
    command are counted at depth 1, and a table is a head (the token after a parenthesis)."""
    tokens = _TOKEN.findall(text)
    reads: set[str] = set()
    writes: set[str] = set()
    if len(tokens) < 2 or tokens[0] != "(" or tokens[1] not in ("rewrite", "rule"):
        return Instance(text, frozenset(), frozenset())
    depth, element, role = 0, -1, None
    after_when = False
    for k, tok in enumerate(tokens):
        if tok == "(":
            depth += 1
            if depth == 2:                          # an element of the command starts
                element += 1
                role = reads if element == 1 or after_when else \
                    writes if element == 2 else None
                after_when = False
            continue
        if tok == ")":
            depth -= 1
            continue
        if depth == 1:                              # an atom element of the command
            element += 1
            after_when = tok == ":when"
            continue
        if role is not None and tokens[k - 1] == "(" and tok in TABLES:
            if tok == "Dom":
                # (Dom KEY "domain"): the rows of that domain; anything else: any row
                dom_name = tokens[k + 2] if k + 3 < len(tokens) and tokens[k + 1] != "(" \
                    and tokens[k + 3] == ")" else ""
                dom_name = dom_name[1:-1] if dom_name.startswith('"') else ""
                role.add(dom(dom_name) if dom_name in _DOMAINS else "Dom")
            else:
                role.add(tok)
    return Instance(text, frozenset(reads), frozenset(writes))


class Library:
    """The schema's text (``header``) and the rule commands in library order, with what each
    reads and writes."""

    def __init__(self, header: str, texts: list[str]):
        self.header = header
        self.instances = tuple(instance(t) for t in texts)
        self.everything = frozenset(range(len(self.instances)))

    @classmethod
    def of_instances(cls, header: str, instances) -> "Library":
        """A library of instances already analysed (``verirw.egraph.translation_cache``)."""
        library = cls(header, [])
        library.instances = tuple(instances)
        library.everything = frozenset(range(len(library.instances)))
        return library

    def __eq__(self, other) -> bool:
        return isinstance(other, Library) and (self.header, self.instances) == \
            (other.header, other.instances)

    __hash__ = None

    def live(self, symbols) -> frozenset[int]:
        """Indices of the instances that can match a program writing ``symbols`` (the least
        fixpoint of the module docstring)."""
        have = set(symbols)
        if any(s.startswith("Dom:") for s in have):
            have.add("Dom")
        pending = list(range(len(self.instances)))
        live: set[int] = set()
        changed = True
        while changed:
            changed = False
            rest = []
            for k in pending:
                inst = self.instances[k]
                if inst.reads <= have:
                    live.add(k)
                    if not inst.writes <= have:
                        have |= inst.writes
                        if "Dom" in inst.writes:        # a row of any domain
                            have.update(dom(d) for d in _DOMAINS)
                        if any(s.startswith("Dom:") for s in inst.writes):
                            have.add("Dom")
                        changed = True
                else:
                    rest.append(k)
            pending = rest
        return frozenset(live)
