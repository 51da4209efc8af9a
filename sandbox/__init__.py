"""Run untrusted Python (RestrictedPython) in an isolated, limited child process; never imports rlm.

The public names load lazily (PEP 562) so that the child process, which imports ``sandbox.child``,
does not pay for the parent-side modules at every start.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sandbox.host import Sandbox
    from sandbox.results import Limits, RunError, RunResult, SandboxError, Variable

_HOMES = {"Sandbox": "sandbox.host", "Limits": "sandbox.results", "RunError": "sandbox.results",
          "RunResult": "sandbox.results", "SandboxError": "sandbox.results", "Variable": "sandbox.results"}
__all__ = ["Limits", "RunError", "RunResult", "Sandbox", "SandboxError", "Variable"]


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module 'sandbox' has no attribute {name!r}")
    return getattr(importlib.import_module(_HOMES[name]), name)
