"""One locked-down child process seen from the parent: spawn it, exchange frames with deadlines, keep
the tail of its stderr, tell why it died, and kill its whole process group."""
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
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from sandbox import protocol

_STDERR_KEEP = 4096
_F_SETPIPE_SZ = 1031
_MEMORY_SIGNS = ("MemoryError", "Cannot allocate memory", "out of memory")


@dataclass(frozen=True)
class Failure:
    """Why the child stopped answering: ``reason`` is a ``RunResult.restart_reason``."""

    reason: str  # "timeout", "cpu", "memory" or "crash"
    detail: str = ""


@functools.cache
def child_command() -> list[str]:
    """``python -I -S``: no environment, no user site, no ``.pth`` processing (faster, fewer surprises);
    the only paths are this package's parent and RestrictedPython's install location."""
    restricted = importlib.util.find_spec("RestrictedPython")
    if restricted is None or not restricted.submodule_search_locations:
        raise ImportError("RestrictedPython is not installed: pip install 'RestrictedPython>=9.0'")
    paths = [str(Path(__file__).resolve().parent.parent),
             str(Path(restricted.submodule_search_locations[0]).parent)]
    # no cyclic GC while importing (about a tenth of the start-up CPU); the child re-enables it
    boot = f"import gc, sys; gc.disable(); sys.path[:0] = {paths!r}; from sandbox.child import main; main()"
    return [sys.executable, "-I", "-S", "-c", boot]


def sealed_memfd(blob: bytes) -> int:
    """An in-memory file holding ``blob``, sealed read-only. Every child (and every respawn) reads the
    context from it at its own pace instead of pulling megabytes through a pipe in scheduler-bound
    handoffs, and no child can change what the next one gets."""
    fd = os.memfd_create("sandbox-context", os.MFD_CLOEXEC | os.MFD_ALLOW_SEALING)
    view = memoryview(blob)
    while view:
        view = view[os.write(fd, view):]
    fcntl.fcntl(fd, fcntl.F_ADD_SEALS,
                fcntl.F_SEAL_WRITE | fcntl.F_SEAL_GROW | fcntl.F_SEAL_SHRINK | fcntl.F_SEAL_SEAL)
    return fd


def _fd(stream: IO[bytes] | None) -> int:
    assert stream is not None  # Popen was given PIPE for all three streams
    return stream.fileno()


class ChildProcess:
    """A child started in a new session, an empty working directory and an empty environment."""

    def __init__(self, pass_fds: tuple[int, ...], max_frame: int) -> None:
        self.max_frame = max_frame
        self.workdir = tempfile.mkdtemp(prefix="sandbox-")
        self.stderr_tail = b""
        self.process = subprocess.Popen(
            child_command(), stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            env={}, cwd=self.workdir, start_new_session=True, bufsize=0, close_fds=True, pass_fds=pass_fds)
        self.pid = self.process.pid
        self.in_fd = _fd(self.process.stdin)
        self.out_fd = _fd(self.process.stdout)
        self.err_fd = _fd(self.process.stderr)
        try:
            fcntl.fcntl(self.in_fd, _F_SETPIPE_SZ, 1 << 20)  # large host-call results in one go
        except OSError:
            pass  # a smaller pipe is only slower

    def send(self, payload: bytes) -> bool:
        """Write one frame; False if the child is gone."""
        try:
            protocol.write_frame(self.in_fd, payload)
        except OSError:
            return False
        return True

    def receive(self, deadline: float) -> tuple[str, dict[str, Any]] | Failure:
        """The next frame (its JSON text and the decoded message), or why none came before ``deadline``."""
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return Failure("timeout")
            ready = select.select([self.out_fd, self.err_fd], [], [], remaining)[0]
            if self.err_fd in ready and not self._read_stderr() and self.out_fd not in ready:
                return self.failure()
            if self.out_fd not in ready:
                continue
            try:
                text = protocol.read_frame(self.out_fd, self.max_frame).decode("utf-8", "surrogatepass")
                message = json.loads(text)
            except (protocol.ProtocolError, ValueError):
                return self.failure()
            if not isinstance(message, dict):
                return self.failure()
            return text, message

    def _read_stderr(self) -> bool:
        """Keep the tail of the child's stderr (crash messages); False at end of file."""
        chunk = os.read(self.err_fd, 65536)
        self.stderr_tail = (self.stderr_tail + chunk)[-_STDERR_KEEP:]
        return bool(chunk)

    def failure(self) -> Failure:
        """Classify a child that closed its pipe or broke the protocol: CPU rlimit, memory, or crash."""
        try:
            while select.select([self.err_fd], [], [], 0)[0] and self._read_stderr():
                pass
            code = self.process.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            code = None
        detail = self.stderr_tail.decode("utf-8", "replace").strip()
        if code == -signal.SIGXCPU:
            return Failure("cpu", detail)
        if any(sign in detail for sign in _MEMORY_SIGNS):
            return Failure("memory", detail)
        if code == -signal.SIGKILL:  # not ours (we only kill after deciding why): the OOM killer
            return Failure("memory", detail or "killed by SIGKILL, most likely the out-of-memory killer")
        return Failure("crash", detail or f"exit status {code}")

    def partial_output(self, grace_seconds: float) -> str:
        """After a missed deadline: what the child printed so far. A child stuck in C code that never
        checks for signals cannot answer; after ``grace_seconds`` it is given up on."""
        try:
            os.kill(self.pid, protocol.PARTIAL_SIGNAL)
        except ProcessLookupError:
            return ""
        received = self.receive(time.monotonic() + grace_seconds)
        if isinstance(received, Failure) or received[1].get("op") not in ("partial", "result"):
            return ""
        return str(received[1].get("output", ""))

    def stop(self, polite_seconds: float = 0.0) -> None:
        """Ask the child to exit (if ``polite_seconds``), then kill its process group and clean up."""
        if polite_seconds and self.send(protocol.encode({"op": "exit"})):
            try:
                self.process.wait(timeout=polite_seconds)
            except subprocess.TimeoutExpired:
                pass
        try:
            os.killpg(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.process.wait()
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()
        shutil.rmtree(self.workdir, ignore_errors=True)
