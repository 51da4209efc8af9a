"""Public data types of the sandbox: limits in, results out (plain dataclasses, JSON-friendly)."""
from __future__ import annotations

from dataclasses import dataclass, field


class SandboxError(Exception):
    """The sandbox itself could not do its job (child failed to start, helpers broken, closed session).

    Errors of the *user code* never raise: they come back as ``RunResult.error``.
    """


@dataclass(frozen=True)
class Limits:
    """Per-session limits; every run gets the full wall/CPU budget and host-call allowance."""

    wall_seconds: float = 60.0
    cpu_seconds: float = 60.0
    memory_mb: int = 2048
    output_chars: int = 8000
    max_host_calls: int = 1000
    max_call_arg_chars: int = 2_000_000
    max_source_chars: int = 100_000
    start_seconds: float = 30.0  # a child that is not ready by then is a SandboxError
    max_open_files: int = 16  # the child's fd budget once it is running user code

    def __post_init__(self) -> None:
        for name, value in vars(self).items():
            if not value > 0:
                raise ValueError(f"Limits.{name} must be positive, got {value!r}")
        if self.memory_mb < 128:
            raise ValueError(f"Limits.memory_mb must be at least 128 (the interpreter needs it), got {self.memory_mb}")


@dataclass(frozen=True)
class Variable:
    """One user variable: ``size`` is ``len()`` for built-in containers and strings, else None."""

    name: str
    type: str
    size: int | None = None


@dataclass(frozen=True)
class RunError:
    """Why a run failed. ``hint`` tells a model what to write instead, when there is a known fix."""

    type: str
    message: str
    line: int | None = None
    traceback: str = ""
    hint: str | None = None

    def __str__(self) -> str:
        text = self.traceback or f"{self.type}: {self.message}"
        return f"{text}\nHint: {self.hint}" if self.hint else text


@dataclass
class RunResult:
    """What one ``Sandbox.run`` produced. ``restarted`` means the session state was lost."""

    output: str = ""
    error: RunError | None = None
    variables: list[Variable] = field(default_factory=list)
    wall_seconds: float = 0.0
    cpu_seconds: float = 0.0
    host_seconds: float = 0.0
    host_calls: int = 0
    restarted: bool = False
    restart_reason: str | None = None  # "timeout", "cpu", "memory" or "crash"

    @property
    def ok(self) -> bool:
        return self.error is None
