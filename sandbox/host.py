"""Parent side: spawn the locked-down child, send it the context once, serve its host calls, and
enforce the wall deadline by killing and respawning it (the child cannot be trusted to stop itself).
"""
from __future__ import annotations

import fcntl
import functools
import importlib.util
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from sandbox import protocol
from sandbox.hints import hint_for
from sandbox.results import Limits, RunError, RunResult, SandboxError, Variable
from sandbox.seccomp_filter import compiled_filter


@functools.cache
def _child_command() -> list[str]:
    """``python -I -S``: no environment, no user site, no ``.pth`` processing (faster, fewer surprises);
    the only paths are this package's parent and RestrictedPython's install location."""
    restricted = importlib.util.find_spec("RestrictedPython")
    paths = [str(Path(__file__).resolve().parent.parent),
             str(Path(restricted.submodule_search_locations[0]).parent)]
    boot = f"import sys; sys.path[:0] = {paths!r}; from sandbox.child import main; main()"
    return [sys.executable, "-I", "-S", "-c", boot]


_STDERR_KEEP = 4096
_PARTIAL_GRACE_SECONDS = 0.3
_F_SETPIPE_SZ = 1031


@dataclass
class _Failure:
    """Why the child stopped answering: ``reason`` is a ``RunResult.restart_reason``."""

    reason: str
    detail: str = ""


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


def _sealed_memfd(blob: bytes) -> int:
    """An in-memory file holding the context, sealed read-only. Every child (and every respawn) reads
    it at its own pace instead of pulling megabytes through a pipe in scheduler-bound handoffs, and
    no child can change what the next one gets."""
    fd = os.memfd_create("sandbox-context", os.MFD_CLOEXEC | os.MFD_ALLOW_SEALING)
    view = memoryview(blob)
    while view:
        view = view[os.write(fd, view):]
    fcntl.fcntl(fd, fcntl.F_ADD_SEALS,
                fcntl.F_SEAL_WRITE | fcntl.F_SEAL_GROW | fcntl.F_SEAL_SHRINK | fcntl.F_SEAL_SEAL)
    return fd


class Sandbox:
    """A REPL session for untrusted code in a restricted, rlimited, seccomp-filtered child process.

    Not thread-safe: host functions run in the thread that called ``run``.
    """

    def __init__(self, context: str | Sequence[str] = "",
                 functions: Mapping[str, Callable[..., Any]] | None = None,
                 limits: Limits | None = None, helpers: str = "") -> None:
        self.limits = limits or Limits()
        self._functions = dict(functions or {})
        for name in self._functions:
            if not name.isidentifier() or name.startswith("_"):
                raise ValueError(f"host function name {name!r} must be an identifier not starting with '_'")
        self._context_header, blob = _encode_context(context)
        self._context_header["context_bytes"] = len(blob)
        self._context_fd: int | None = _sealed_memfd(blob)
        self._helpers = helpers
        self._max_frame = max(64 << 20, 8 * self.limits.max_call_arg_chars + (16 << 20))
        self._process: subprocess.Popen[bytes] | None = None
        self._workdir: str | None = None
        self._stderr = b""
        self._closed = False
        self._running = False
        self._start()

    # ----------------------------------------------------------------- lifecycle
    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __del__(self) -> None:
        if getattr(self, "_process", None) is not None:
            self._kill()
        self._close_context()

    def _close_context(self) -> None:
        fd, self._context_fd = getattr(self, "_context_fd", None), None
        if fd is not None:
            os.close(fd)

    def close(self) -> None:
        """Stop the child (politely, then by force) and remove its working directory."""
        if self._process is not None:
            try:
                protocol.send(self._process.stdin.fileno(), {"op": "exit"})
                self._process.wait(timeout=1.0)
            except (OSError, protocol.ProtocolError, subprocess.TimeoutExpired):
                pass
            self._kill()
        self._close_context()
        self._closed = True

    @property
    def pid(self) -> int | None:
        """The current child's process id (changes after every restart)."""
        return self._process.pid if self._process is not None else None

    def _start(self) -> None:
        self._workdir = tempfile.mkdtemp(prefix="sandbox-")
        self._stderr = b""
        self._process = subprocess.Popen(
            _child_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, env={}, cwd=self._workdir, start_new_session=True, bufsize=0,
            close_fds=True, pass_fds=(self._context_fd,))
        in_fd = self._process.stdin.fileno()
        try:
            fcntl.fcntl(in_fd, _F_SETPIPE_SZ, 1 << 20)
        except OSError:
            pass  # a smaller pipe is only slower
        init = {"op": "init", "helpers": self._helpers, "functions": sorted(self._functions),
                "limits": {**asdict(self.limits), "max_frame": self._max_frame},
                "seccomp": compiled_filter().hex(), "context_fd": self._context_fd, **self._context_header}
        try:
            protocol.send(in_fd, init)
        except OSError:
            pass  # the child died at start-up; the wait below reports why
        reply = self._await(time.monotonic() + self.limits.start_seconds, None)
        if isinstance(reply, _Failure) or reply.get("op") != "ready":
            detail = reply.get("error", "") if isinstance(reply, dict) else f"{reply.reason} {reply.detail}"
            self._kill()
            raise SandboxError(f"the sandbox child did not start: {detail.strip()}")

    def _kill(self) -> None:
        process, self._process = self._process, None
        if process is not None:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            process.wait()
            for stream in (process.stdin, process.stdout, process.stderr):
                stream.close()
        if self._workdir is not None:
            shutil.rmtree(self._workdir, ignore_errors=True)
            self._workdir = None

    def _restart(self) -> None:
        self._kill()
        self._start()

    # ----------------------------------------------------------------- protocol
    def _failure(self) -> _Failure:
        """Classify a child that closed its pipe: CPU rlimit, memory, or any other crash."""
        try:
            while select.select([self._process.stderr], [], [], 0)[0] and self._stderr_chunk():
                pass
            code = self._process.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            code = None
        detail = self._stderr.decode("utf-8", "replace").strip()
        if code == -signal.SIGXCPU:
            return _Failure("cpu", detail)
        if "MemoryError" in detail or "Cannot allocate memory" in detail or "out of memory" in detail:
            return _Failure("memory", detail)
        return _Failure("crash", detail or f"exit status {code}")

    def _stderr_chunk(self) -> bool:
        """Keep the tail of the child's stderr (crash messages); False at end of file."""
        chunk = os.read(self._process.stderr.fileno(), 65536)
        self._stderr = (self._stderr + chunk)[-_STDERR_KEEP:]
        return bool(chunk)

    def _partial_output(self) -> str:
        """After a missed deadline: ask the child for what it printed so far. A child stuck in C code
        (a regex, a huge multiplication) cannot answer; after a short grace it is killed regardless."""
        try:
            os.kill(self._process.pid, protocol.PARTIAL_SIGNAL)
        except ProcessLookupError:
            return ""
        reply = self._await(time.monotonic() + _PARTIAL_GRACE_SECONDS, None)
        if isinstance(reply, dict) and reply.get("op") in ("partial", "result"):
            return str(reply.get("output", ""))
        return ""

    def _await(self, deadline: float, stats: _CallStats | None) -> dict[str, Any] | _Failure:
        """The child's next reply other than a host call; host calls are served on the way and the
        time they take moves the deadline (a model call may take minutes)."""
        out_fd = self._process.stdout.fileno()
        err_fd = self._process.stderr.fileno()
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return _Failure("timeout")
            ready = select.select([out_fd, err_fd], [], [], remaining)[0]
            if err_fd in ready and not self._stderr_chunk() and out_fd not in ready:
                return self._failure()
            if out_fd not in ready:
                continue
            try:
                text = protocol.read_frame(out_fd, self._max_frame).decode("utf-8", "surrogatepass")
                message = json.loads(text)
            except (protocol.ProtocolError, ValueError):
                return self._failure()
            if message.get("op") != "call" or stats is None:
                return message
            started = time.monotonic()
            reply = self._serve_call(message, len(text), stats)
            spent = time.monotonic() - started
            stats.host_seconds += spent
            deadline += spent
            try:
                protocol.write_frame(self._process.stdin.fileno(), reply)
            except OSError:
                return self._failure()

    def _serve_call(self, message: dict[str, Any], size: int, stats: _CallStats) -> bytes:
        name = message.get("name")
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
        self._ensure_child()
        started = time.monotonic()
        if len(code) > self.limits.max_source_chars:
            return RunResult(error=RunError(
                "SourceTooLongError", f"the code is {len(code):,} characters; the limit is "
                f"{self.limits.max_source_chars:,}", hint="write shorter code: compute data from `context` "
                "instead of pasting it into the code, and split long work over several runs"))
        if self._running:
            raise SandboxError("Sandbox.run was called while a run is in progress (from a host function?)")
        stats = _CallStats()
        self._running = True
        try:
            try:
                protocol.send(self._process.stdin.fileno(), {"op": "run", "code": code})
            except OSError:
                reply: dict[str, Any] | _Failure = self._failure()
            else:
                reply = self._await(started + self.limits.wall_seconds, stats)
            partial = self._partial_output() if isinstance(reply, _Failure) and reply.reason == "timeout" else ""
        except BaseException:
            self._kill()  # interrupted mid-run (e.g. Ctrl-C in a host function): state is unknown
            raise
        finally:
            self._running = False
        wall = time.monotonic() - started
        if isinstance(reply, _Failure):
            self._restart()
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
        self._ensure_child()
        try:
            protocol.send(self._process.stdin.fileno(), {"op": "get", "name": name})
        except OSError:
            reply: dict[str, Any] | _Failure = self._failure()
        else:
            reply = self._await(time.monotonic() + self.limits.wall_seconds, None)
        if isinstance(reply, _Failure):
            if not self._running:  # mid-run, the run itself restarts the child and reports it
                self._restart()
            raise SandboxError(f"reading variable {name!r} failed ({reply.reason}); the session was restarted")
        if reply["op"] == "missing":
            raise KeyError(name)
        if reply["op"] == "too_large":
            raise SandboxError(f"variable {name!r} is too large to transfer ({reply['size']:,} bytes)")
        return reply["value"]

    def _ensure_child(self) -> None:
        if self._closed:
            raise SandboxError("the sandbox is closed")
        if self._process is None:
            self._start()


def _raise(kind: str, message: str) -> bytes:
    return protocol.encode({"op": "raise", "type": kind, "message": message})


def _failure_error(failure: _Failure, limits: Limits) -> RunError:
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
