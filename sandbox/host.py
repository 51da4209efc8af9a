"""Parent side: the ``Sandbox`` session. It sends the child its context once, serves the child's host
calls (in the thread that called ``run``), and enforces the wall deadline by killing and respawning the
child: the child cannot be trusted to stop itself.
"""
from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from sandbox import protocol
from sandbox.forkserver import CONTEXT_FD, fork_server
from sandbox.hints import hint_for
from sandbox.lockdown import compiled_filter
from sandbox.process import ChildProcess, Failure, sealed_memfd
from sandbox.results import Limits, RunError, RunResult, SandboxError, Variable

_PARTIAL_GRACE_SECONDS = 0.3
_POLITE_EXIT_SECONDS = 1.0


def prepare() -> None:
    """Start the fork server and compile the system-call filter now, so that the first ``Sandbox``
    starts in milliseconds: call it early, e.g. before loading a model (the server imports in its own
    process meanwhile). Optional; the first ``Sandbox`` does it otherwise."""
    fork_server()
    compiled_filter()


@dataclass
class _CallStats:
    calls: int = 0
    host_seconds: float = 0.0


def _encode_context(context: str | Sequence[str]) -> tuple[dict[str, Any], bytes]:
    if isinstance(context, str):
        return {"context_kind": "str"}, context.encode("utf-8", "surrogatepass")
    if isinstance(context, Sequence) and all(isinstance(part, str) for part in context):
        parts = [part.encode("utf-8", "surrogatepass") for part in context]
        return {"context_kind": "list", "context_sizes": [len(p) for p in parts]}, b"".join(parts)
    raise TypeError("context must be a str or a list of str")


class Sandbox:
    """A REPL session for untrusted code in a restricted, rlimited, seccomp-filtered child process.

    ``functions`` are host callables (JSON in, JSON out). ``helpers`` is trusted source run in the
    session at every (re)start; its public functions, ``context`` and ``functions`` are restored before
    every run. Not thread-safe: use one session from one thread at a time.
    """

    def __init__(self, context: str | Sequence[str] = "",
                 functions: Mapping[str, Callable[..., Any]] | None = None,
                 limits: Limits | None = None, helpers: str = "") -> None:
        self.limits = limits or Limits()
        self._functions = dict(functions or {})
        for name in self._functions:
            if not name.isidentifier() or name.startswith("_"):
                raise ValueError(f"host function name {name!r} must be an identifier not starting with '_'")
        header, blob = _encode_context(context)
        self._max_frame = max(64 << 20, 8 * self.limits.max_call_arg_chars + (16 << 20))
        self._context_fd: int | None = sealed_memfd(blob)
        self._init = {"op": "init", "helpers": helpers, "functions": sorted(self._functions),
                      "limits": {**asdict(self.limits), "max_frame": self._max_frame},
                      "seccomp": compiled_filter().hex(), "context_fd": CONTEXT_FD,
                      "context_bytes": len(blob), **header}
        self._child: ChildProcess | None = None
        self._closed = False
        self._running = False
        self._start()

    # ----------------------------------------------------------------- lifecycle
    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __del__(self) -> None:
        if getattr(self, "_child", None) is not None:
            self._stop_child()
        self._close_context()

    def close(self) -> None:
        """Stop the child (politely, then by force) and release the context."""
        self._stop_child(_POLITE_EXIT_SECONDS)
        self._close_context()
        self._closed = True

    @property
    def pid(self) -> int | None:
        """The current child's process id (changes after every restart)."""
        return self._child.pid if self._child is not None else None

    def _close_context(self) -> None:
        fd, self._context_fd = getattr(self, "_context_fd", None), None
        if fd is not None:
            os.close(fd)

    def _start(self) -> ChildProcess:
        assert self._context_fd is not None
        try:
            child = ChildProcess(self._context_fd, self._max_frame)
        except OSError as exc:
            raise SandboxError(f"the sandbox child could not be started: {exc}") from exc
        child.send(protocol.encode(self._init))  # if this fails, the receive below says why
        received = child.receive(time.monotonic() + self.limits.start_seconds)
        if isinstance(received, Failure) or received[1].get("op") != "ready":
            detail = (f"{received.reason}: {received.detail}" if isinstance(received, Failure)
                      else str(received[1].get("error", "")))
            child.stop()
            raise SandboxError(f"the sandbox child did not start: {detail.strip()}")
        self._child = child
        return child

    def _stop_child(self, polite_seconds: float = 0.0) -> None:
        child, self._child = self._child, None
        if child is not None:
            child.stop(polite_seconds)

    def _live_child(self) -> ChildProcess:
        if self._closed:
            raise SandboxError("the sandbox is closed")
        return self._child if self._child is not None else self._start()

    # ----------------------------------------------------------------- host calls
    def _await(self, child: ChildProcess, deadline: float, stats: _CallStats | None) -> dict[str, Any] | Failure:
        """The child's next reply other than a host call. Host calls are served on the way (when
        ``stats`` is given) and the time they take moves the deadline: a model call may take minutes."""
        while True:
            received = child.receive(deadline)
            if isinstance(received, Failure):
                return received
            text, message = received
            if message.get("op") != "call" or stats is None:
                return message
            started = time.monotonic()
            reply = self._serve_call(message, len(text), stats)
            spent = time.monotonic() - started
            stats.host_seconds += spent
            deadline += spent
            if not child.send(reply):
                return child.failure()

    def _serve_call(self, message: dict[str, Any], size: int, stats: _CallStats) -> bytes:
        name = str(message.get("name"))
        stats.calls += 1
        limits = self.limits
        if stats.calls > limits.max_host_calls:
            return _raise("RuntimeError", f"host call limit reached: at most {limits.max_host_calls} "
                                          "calls of llm_call and the other functions per run")
        if size > limits.max_call_arg_chars:
            return _raise("ValueError", f"the arguments of {name} are {size:,} characters; the limit is "
                                        f"{limits.max_call_arg_chars:,}: pass a smaller piece")
        function = self._functions.get(name)
        if function is None:
            return _raise("NameError", f"no host function named {name!r}")
        try:
            value = function(*message.get("args", []), **message.get("kwargs", {}))
        except Exception as exc:  # noqa: BLE001  (reported to the user code, which may catch it)
            return _raise(type(exc).__name__, str(exc))
        try:
            return protocol.encode({"op": "return", "value": value})
        except (TypeError, ValueError) as exc:
            return _raise("TypeError", f"{name} returned a value that is not JSON: {exc}")

    # ----------------------------------------------------------------- API
    def run(self, code: str) -> RunResult:
        """Run ``code`` in the session; never raises for errors of the code itself."""
        if not isinstance(code, str):
            raise TypeError("code must be a str")
        if self._running:
            raise SandboxError("Sandbox.run was called while a run is in progress (from a host function?)")
        child = self._live_child()
        if len(code) > self.limits.max_source_chars:
            return RunResult(error=RunError(
                "SourceTooLongError", f"the code is {len(code):,} characters; the limit is "
                f"{self.limits.max_source_chars:,}", hint="write shorter code: compute data from `context` "
                "instead of pasting it into the code, and split long work over several runs"))
        started = time.monotonic()
        stats = _CallStats()
        self._running = True
        try:
            reply: dict[str, Any] | Failure
            if child.send(protocol.encode({"op": "run", "code": code})):
                reply = self._await(child, started + self.limits.wall_seconds, stats)
            else:
                reply = child.failure()
            timed_out = isinstance(reply, Failure) and reply.reason == "timeout"
            partial = child.partial_output(_PARTIAL_GRACE_SECONDS) if timed_out else ""
        except BaseException:
            self._stop_child()  # interrupted mid-run (e.g. Ctrl-C in a host function): state is unknown
            raise
        finally:
            self._running = False
        wall = time.monotonic() - started
        if isinstance(reply, Failure):
            self._stop_child()
            self._start()
            return RunResult(output=partial, error=_failure_error(reply, self.limits), wall_seconds=wall,
                             cpu_seconds=wall - stats.host_seconds, host_seconds=stats.host_seconds,
                             host_calls=stats.calls, restarted=True, restart_reason=reply.reason)
        error = reply.get("error")
        return RunResult(
            output=reply.get("output", ""), error=RunError(**error) if error else None,
            variables=[Variable(**v) for v in reply.get("variables", [])], wall_seconds=wall,
            cpu_seconds=reply.get("cpu_seconds", 0.0), host_seconds=stats.host_seconds,
            host_calls=stats.calls)

    def get(self, name: str) -> Any:
        """The JSON value of a variable in the session (sets as lists, other objects as their repr).

        Also works from inside a host function during a run. Raises KeyError if there is no such
        variable.
        """
        if not isinstance(name, str):
            raise TypeError("variable name must be a str")
        child = self._live_child()
        reply: dict[str, Any] | Failure
        if child.send(protocol.encode({"op": "get", "name": name})):
            reply = self._await(child, time.monotonic() + self.limits.wall_seconds, None)
        else:
            reply = child.failure()
        if isinstance(reply, Failure):
            if not self._running:  # mid-run, the run itself restarts the child and reports it
                self._stop_child()
                self._start()
            raise SandboxError(f"reading variable {name!r} failed ({reply.reason}); the session was restarted")
        if reply.get("op") == "missing":
            raise KeyError(name)
        if reply.get("op") == "too_large":
            raise SandboxError(f"variable {name!r} is too large to transfer ({reply.get('size', 0):,} bytes)")
        return reply.get("value")


def _raise(kind: str, message: str) -> bytes:
    return protocol.encode({"op": "raise", "type": kind, "message": message})


def _failure_error(failure: Failure, limits: Limits) -> RunError:
    lost = "; the session was restarted and all variables are lost"
    if failure.reason == "timeout":
        kind, message = "TimeoutError", f"the code ran longer than {limits.wall_seconds:g} seconds and was stopped"
    elif failure.reason == "cpu":
        kind, message = "TimeoutError", f"the code used more than {limits.cpu_seconds:g} CPU seconds and was stopped"
    elif failure.reason == "memory":
        kind, message = "MemoryError", f"the code ran out of memory (limit {limits.memory_mb} MB)"
    else:
        kind, message = "SandboxCrash", "the sandbox process crashed"
    return RunError(kind, message + lost, hint=hint_for(f"{kind}: {message}"))
