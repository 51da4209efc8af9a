"""The local engine is a layer below the backends: it must not import rlm.backends, even through another module."""

from __future__ import annotations

import ast
from pathlib import Path

RLM = Path(__file__).resolve().parents[1] / "rlm"


def _file(module: str) -> Path | None:
    """The source of an rlm module (None: not one, or the top-level package, which every import loads)."""
    parts = module.split(".")
    if parts[0] != "rlm" or len(parts) == 1:
        return None
    base = RLM.joinpath(*parts[1:])
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def _imports(path: Path, module: str) -> set[str]:
    """Every module `path` imports, anywhere in it (also inside functions and TYPE_CHECKING blocks)."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            target = ".".join(p for p in (base, node.module or "") if p)
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names if _file(f"{target}.{alias.name}"))
    return found


def test_the_engine_never_imports_the_backends() -> None:
    start = {f"rlm.engine.{p.stem}" if p.stem != "__init__" else "rlm.engine" for p in (RLM / "engine").glob("*.py")}
    assert "rlm.engine.pool" in start
    seen: dict[str, str] = {m: m for m in start}  # module -> the engine module whose imports reach it
    todo = sorted(start)
    while todo:
        module = todo.pop()
        path = _file(module)
        if path is None:
            continue
        for imported in _imports(path, module):
            assert not imported.startswith("rlm.backends"), f"{module} imports {imported} (reached from {seen[module]})"
            if imported not in seen and _file(imported) is not None:
                seen[imported] = seen[module]
                todo.append(imported)
