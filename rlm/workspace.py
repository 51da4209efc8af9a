"""A conversation's sandbox: the documents as `context`, the trusted helpers, the host functions."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from functools import cache
from importlib import resources
from typing import Any

from rlm.config import Budgets
from rlm.documents import Document
from sandbox import Limits, Sandbox

SUB_PROMPT_CHARS_PER_TOKEN = 3  # conservative chars/token, to size chunks for the sub model's window


@cache
def _helpers_text() -> str:
    return resources.files("rlm").joinpath("sandbox_helpers.py").read_text(encoding="utf-8")


def helpers_source(chunk_chars: int, names: Sequence[str] = (), sources: Sequence[str] = ()) -> str:
    """rlm/sandbox_helpers.py as the child runs it: the file's text, then one line with this session's
    settings (JSON, read by the helpers' `_configure`)."""
    settings = json.dumps({"chunk_chars": int(chunk_chars), "names": [str(n) for n in names],
                           "sources": [str(s) for s in sources]})
    return f"{_helpers_text()}\n_configure(**_json.loads({settings!r}))\n"


def open_sandbox(docs: Sequence[Document], names: Sequence[str], functions: dict[str, Callable[..., Any]],
                 budgets: Budgets, sub_window: int) -> Sandbox:
    """A started sandbox session; `chunks()` defaults to two thirds of what fits the sub model's window."""
    limits = Limits(output_chars=max(budgets.max_output_chars * 4, 8000), wall_seconds=budgets.run_seconds)
    context: str | list[str] = docs[0].text if len(docs) == 1 else [d.text for d in docs]
    chunk_chars = sub_window * SUB_PROMPT_CHARS_PER_TOKEN * 2 // 3
    return Sandbox(context=context, functions=functions, limits=limits,
                   helpers=helpers_source(chunk_chars, names, [d.source for d in docs]))
