"""Fixtures shared by test files."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable, Iterator
from types import ModuleType

import pytest

from rlm import sandbox_helpers


@pytest.fixture
def bound() -> Iterator[ModuleType]:
    """The sandbox's helpers imported in-process, as the host does; the test binds `context` as the sandbox does."""
    yield sandbox_helpers
    sandbox_helpers._configure(20000)
    if hasattr(sandbox_helpers, "context"):
        del sandbox_helpers.context


@pytest.fixture
def printed(bound: ModuleType) -> Callable[[str], str]:
    """What a block prints, run in-process with the helpers bound."""
    def run(code: str) -> str:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(code, vars(bound))
        return out.getvalue()
    return run
