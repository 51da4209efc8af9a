"""The tree's shape: modules import each other one way only, and the sandbox never imports rlm."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def module_imports() -> dict[str, set[str]]:
    """Each module of rlm/ and sandbox/ -> the project modules it imports when it is imported (module
    level, outside `if TYPE_CHECKING:`; imports inside functions are lazy on purpose)."""
    graph: dict[str, set[str]] = {}
    files = [*ROOT.glob("rlm/**/*.py"), *ROOT.glob("sandbox/**/*.py")]
    names = {".".join(f.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__") for f in files}
    for file in files:
        name = ".".join(file.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        found: set[str] = set()
        for node in ast.parse(file.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                # `from pkg import sub` imports the submodule; `from mod import name` the module
                targets = [f"{node.module}.{a.name}" if f"{node.module}.{a.name}" in names else node.module
                           for a in node.names]
            else:
                continue
            found |= {t for t in targets if t in names and t != name}
        graph[name] = found
    return graph


def test_no_import_circles() -> None:
    graph = module_imports()
    state: dict[str, int] = {}  # 1: on the current path, 2: done

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                raise AssertionError("import circle: " + " -> ".join(path[path.index(nxt):] + [node, nxt]))
            if nxt not in state:
                visit(nxt, path + [node])
        state[node] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module, [])


def test_the_sandbox_never_imports_rlm() -> None:
    for file in ROOT.glob("sandbox/**/*.py"):
        tree = ast.parse(file.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            assert not any(m == "rlm" or m.startswith("rlm.") for m in modules), file


def test_the_helpers_the_sandbox_runs_import_the_standard_library_only() -> None:
    """And PyYAML, whose absence (the sandbox's `python -S` finds only what sits beside RestrictedPython) leaves the
    YAML reader out, nothing else: the import is inside a try that catches ImportError."""
    tree = ast.parse((ROOT / "rlm/sandbox_helpers.py").read_text(encoding="utf-8"))
    guarded = {a.name for n in ast.walk(tree) if isinstance(n, ast.Try) and any(
        isinstance(h.type, ast.Name) and h.type.id == "ImportError" for h in n.handlers)
               for s in n.body if isinstance(s, ast.Import) for a in s.names}
    imported = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names} - guarded
    imported |= {(n.module or "").split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert imported <= {"ast", "bisect", "csv", "email", "html", "json", "math", "re", "collections", "xml"}
    assert guarded == {"yaml"}


def test_the_runtime_never_imports_the_benchmark_when_it_is_imported() -> None:
    """Only `rlm bench` loads the benchmark, inside its commands, from the checkout (it is not in the wheel)."""
    for file in ROOT.glob("rlm/**/*.py"):
        for node in ast.parse(file.read_text(encoding="utf-8")).body:
            modules = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            assert not any(m.split(".")[0] == "benchmarks" for m in modules), file
