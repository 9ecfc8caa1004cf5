"""Architecture checks over the library code (``verirw/``, ``codegen/``, ``rules/``).

    python tools/architecture.py            # print the findings and their counts
    python tools/architecture.py --check    # the same; exit 1 when anything is found

What it finds, reading the source with ``ast`` (nothing is imported):

(a) private names used across modules: ``from verirw.m import _name`` (at module level or
    inside a function) and ``m._name`` where ``m`` is a verirw module bound by an import in
    the file. A module's private name is its own business; a name another module needs is
    public, in the module where it belongs.
(b) import cycles among verirw modules, counting every ``import`` / ``from ... import``
    anywhere in a file (a function-level import is still a dependence: it only hides the
    cycle from the interpreter). Found with Tarjan's depth-first search over the import
    graph; each strongly connected component is printed with one cycle through it.
    Importing ``verirw.a.b`` runs the package ``verirw.a`` first; that implicit edge is not
    counted (every module would then depend on ``verirw/__init__.py``).
(c) the number of library files spelling ``floormod`` or ``FloorMod`` (the operation has one
    name in the IR; other spellings should be few and deliberate).

``--json`` prints the same as one JSON object.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: top-level folders that ship inside the distribution, and their import names
PACKAGES = {"verirw": "verirw", "codegen": "verirw.codegen", "rules": "verirw.rules"}
FLOORMOD = re.compile(r"floormod|FloorMod")


@dataclass
class Module:
    name: str               # dotted import name
    path: Path
    is_package: bool
    tree: ast.Module = field(repr=False, default=None)


def library_modules(root: Path = ROOT) -> dict[str, Module]:
    """Every library module by its import name."""
    out = {}
    for folder, dotted in PACKAGES.items():
        base = root / folder
        for path in sorted(base.rglob("*.py")):
            rel = path.relative_to(base).with_suffix("")
            parts = list(rel.parts)
            is_package = parts[-1] == "__init__"
            if is_package:
                parts = parts[:-1]
            name = ".".join([dotted, *parts])
            tree = ast.parse(path.read_text(), filename=str(path))
            out[name] = Module(name, path, is_package, tree)
    return out


def _absolute(module: Module, node: ast.ImportFrom) -> str:
    """The absolute module name of a ``from`` import (relative ones resolved)."""
    if not node.level:
        return node.module or ""
    parts = module.name.split(".")
    if not module.is_package:
        parts = parts[:-1]
    if node.level > 1:
        parts = parts[:-(node.level - 1)]
    return ".".join(parts + ([node.module] if node.module else []))


def _owner(name: str, modules: dict) -> str | None:
    """The library module a dotted name refers to (its longest known prefix)."""
    parts = name.split(".")
    for n in range(len(parts), 0, -1):
        candidate = ".".join(parts[:n])
        if candidate in modules:
            return candidate
    return None


def _is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


@dataclass(frozen=True)
class Import:
    importer: str
    target: str            # a library module
    line: int
    names: tuple = ()      # the names of a ``from`` import


def imports(module: Module, modules: dict) -> list[Import]:
    """Every import of a library module anywhere in ``module`` (any nesting)."""
    out = []
    for node in ast.walk(module.tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = _owner(alias.name, modules)
                if target is not None:
                    out.append(Import(module.name, target, node.lineno))
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(module, node)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                if sub in modules:              # from package import submodule
                    out.append(Import(module.name, sub, node.lineno))
                    continue
                target = _owner(base, modules)
                if target is not None:
                    out.append(Import(module.name, target, node.lineno, (alias.name,)))
    return out


def private_uses(modules: dict) -> list[tuple[str, int, str, str]]:
    """``(importer, line, owner module, private name)`` for every private name one library
    module takes from another."""
    found = []
    for module in modules.values():
        bound = {}                                  # local name -> library module
        for node in ast.walk(module.tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.asname and alias.name in modules:
                        bound[alias.asname] = alias.name
                    elif not alias.asname:
                        bound[alias.name.split(".")[0]] = alias.name.split(".")[0]
            elif isinstance(node, ast.ImportFrom):
                base = _absolute(module, node)
                for alias in node.names:
                    sub = f"{base}.{alias.name}"
                    if sub in modules:
                        bound[alias.asname or alias.name] = sub
                        if _is_private(alias.name) and sub != module.name:
                            found.append((module.name, node.lineno, base, alias.name))
                        continue
                    owner = _owner(base, modules)
                    if _is_private(alias.name) and owner not in (None, module.name):
                        found.append((module.name, node.lineno, base, alias.name))
        for node in ast.walk(module.tree):
            if not (isinstance(node, ast.Attribute) and _is_private(node.attr)):
                continue
            dotted = _dotted(node.value)
            if dotted is None:
                continue
            head, *rest = dotted.split(".")
            if head not in bound:
                continue
            target = ".".join([bound[head], *rest])
            if target in modules and target != module.name:
                found.append((module.name, node.lineno, target, node.attr))
    return sorted(set(found))


def _dotted(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        inner = _dotted(node.value)
        return None if inner is None else f"{inner}.{node.attr}"
    return None


def import_graph(modules: dict) -> dict[str, dict[str, int]]:
    """``{importer: {imported module: first line}}`` (self-imports dropped)."""
    graph: dict[str, dict[str, int]] = {name: {} for name in modules}
    for module in modules.values():
        for imp in imports(module, modules):
            if imp.target != module.name:
                graph[module.name].setdefault(imp.target, imp.line)
    return graph


def cycles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """One cycle (``[a, b, ..., a]``) per strongly connected component with more than one
    module (Tarjan's algorithm, iterative; the cycle is a shortest path back to the first
    member)."""
    index, low, on_stack, stack, components = {}, {}, set(), [], []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    components.append(sorted(component))
    return [_cycle_through(sorted(c), graph) for c in sorted(components)]


def _cycle_through(component: list[str], graph: dict) -> list[str]:
    """A shortest cycle from the component's first member back to itself (breadth-first
    search inside the component)."""
    members, start = set(component), component[0]
    parent = {start: None}
    frontier = [start]
    while frontier:
        nxt = []
        for node in frontier:
            for child in sorted(graph[node]):
                if child == start:
                    path = [node]
                    while parent[path[-1]] is not None:
                        path.append(parent[path[-1]])
                    return [start, *reversed(path[:-1]), start]
                if child in members and child not in parent:
                    parent[child] = node
                    nxt.append(child)
        frontier = nxt
    return component


def floormod_files(modules: dict, root: Path = ROOT) -> list[str]:
    return sorted(str(m.path.relative_to(root)) for m in modules.values()
                  if FLOORMOD.search(m.path.read_text()))


def report(root: Path = ROOT) -> dict:
    modules = library_modules(root)
    graph = import_graph(modules)
    found_cycles = cycles(graph)
    return {
        "private": [{"importer": a, "line": n, "module": m, "name": x}
                    for a, n, m, x in private_uses(modules)],
        "cycles": [{"cycle": c, "lines": [graph[a][b] for a, b in zip(c, c[1:])]}
                   for c in found_cycles],
        "floormod_files": floormod_files(modules, root),
        "modules": len(modules),
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when anything is found")
    parser.add_argument("--json", action="store_true", help="one JSON object")
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="the repository to read (default: this one)")
    args = parser.parse_args(argv)
    result = report(args.root.resolve())
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        print(f"(a) private names used across modules: {len(result['private'])}")
        for p in result["private"]:
            print(f"    {p['importer']}:{p['line']}  {p['module']}.{p['name']}")
        print(f"(b) import cycles (function-level imports counted): {len(result['cycles'])}")
        for c in result["cycles"]:
            hops = [f"{a} (line {n})" for a, n in zip(c["cycle"], c["lines"])]
            print("    " + " -> ".join(hops + [c["cycle"][-1]]))
        print(f"(c) library files spelling floormod/FloorMod: {len(result['floormod_files'])}")
        for f in result["floormod_files"]:
            print(f"    {f}")
    if args.check and (result["private"] or result["cycles"]):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
