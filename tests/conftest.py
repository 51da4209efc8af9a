"""Fixtures shared by test files."""

from __future__ import annotations

from collections.abc import Iterator
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
