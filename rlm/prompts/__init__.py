"""Prompt texts live in the .md files beside this module, so they can be read and tuned without code."""

from __future__ import annotations

import re
from functools import cache
from importlib import resources


@cache
def text(name: str) -> str:
    """The prompt file `name`.md, without its trailing newline."""
    return resources.files(__package__).joinpath(f"{name}.md").read_text(encoding="utf-8").rstrip("\n")


@cache
def sections(name: str) -> dict[str, str]:
    """A file of `## key` sections (notes, function lines) as {key: text}."""
    parts = re.split(r"^## (\w+)\n", text(name), flags=re.MULTILINE)
    return {key: body.strip("\n") for key, body in zip(parts[1::2], parts[2::2])}


def note(key: str, **values: object) -> str:
    """A short runtime note to the root model (see notes.md)."""
    return sections("notes")[key].format(**values)
