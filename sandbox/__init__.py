"""Run untrusted Python (a model's code) safely and fast; never imports ``rlm``.

    with Sandbox(context=text, functions={"llm_call": fn}, limits=Limits(), helpers=SOURCE) as sb:
        result = sb.run("search('x')")     # RunResult: output, error (with hint), variables, timings
        value = sb.get("answer")           # JSON value of a session variable

``prepare()`` (optional, early) starts the fork server so that the first session starts fast.

Layers, outermost first:
- the parent (host.py, process.py) runs each session in a child forked by a pre-imported
  ``python -I -S`` fork server (forkserver.py) with an empty environment: the child gets a new
  session, an unlinked empty working directory and only its pipes; the parent enforces a wall-clock
  deadline by killing the child's process group and respawning it (state is lost, the result says so);
- the child (child.py) sets rlimits (address space, CPU, no processes, no file writes, few fds) and a
  seccomp filter (lockdown.py: no sockets, exec, fork/clone, open, kill) after its imports;
- code is compiled with RestrictedPython (compiler.py) and runs against guarded builtins, read-only
  module facades and write guards (policy.py); host functions are reached over JSON frames
  (protocol.py), never pickle.

The public names load lazily (PEP 562) so that the child, which imports ``sandbox.child``, does not
pay for the parent-side modules at every start.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sandbox.host import Sandbox, prepare
    from sandbox.results import Limits, RunError, RunResult, SandboxError, Variable

_HOMES = {"Sandbox": "sandbox.host", "prepare": "sandbox.host", "Limits": "sandbox.results",
          "RunError": "sandbox.results", "RunResult": "sandbox.results", "SandboxError": "sandbox.results",
          "Variable": "sandbox.results"}
__all__ = ["Limits", "RunError", "RunResult", "Sandbox", "SandboxError", "Variable", "prepare"]


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module 'sandbox' has no attribute {name!r}")
    return getattr(importlib.import_module(_HOMES[name]), name)
