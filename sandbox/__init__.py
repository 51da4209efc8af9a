"""Run untrusted Python (RestrictedPython) in an isolated, limited child process; never imports rlm."""
from sandbox.host import Sandbox
from sandbox.results import Limits, RunError, RunResult, SandboxError, Variable

__all__ = ["Sandbox", "Limits", "RunError", "RunResult", "SandboxError", "Variable"]
