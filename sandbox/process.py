"""One locked-down session child seen from the parent: have the fork server start it, exchange frames
with deadlines, keep the tail of its stderr, tell why it died, and kill its whole process group."""
from __future__ import annotations

import fcntl
import json
import os
import select
import shutil
import signal
import tempfile
import time
from dataclasses import dataclass
from typing import Any

from sandbox import protocol
from sandbox.forkserver import fork_server

_STDERR_KEEP = 4096
_F_SETPIPE_SZ = 1031
_MEMORY_SIGNS = ("MemoryError", "Cannot allocate memory", "out of memory")


@dataclass(frozen=True)
class Failure:
    """Why the child stopped answering: ``reason`` is a ``RunResult.restart_reason``."""

    reason: str  # "timeout", "cpu", "memory" or "crash"
    detail: str = ""


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


class ChildProcess:
    """A session child forked by the fork server: a new session, an empty working directory, an empty
    environment, and only its three pipes (plus the sealed context file until it has read it)."""

    def __init__(self, context_fd: int, max_frame: int) -> None:
        self.max_frame = max_frame
        self.workdir = tempfile.mkdtemp(prefix="sandbox-")
        self.stderr_tail = b""
        in_read, self.in_fd = os.pipe2(os.O_CLOEXEC)
        self.out_fd, out_write = os.pipe2(os.O_CLOEXEC)
        self.err_fd, err_write = os.pipe2(os.O_CLOEXEC)
        try:
            fcntl.fcntl(self.in_fd, _F_SETPIPE_SZ, 1 << 20)  # large host-call results in one go
        except OSError:
            pass  # a smaller pipe is only slower
        self.server = fork_server()
        try:
            self.pid = self.server.spawn((in_read, out_write, err_write, context_fd), self.workdir)
        except OSError:
            self._close_pipes()
            shutil.rmtree(self.workdir, ignore_errors=True)
            raise
        finally:
            for fd in (in_read, out_write, err_write):
                os.close(fd)

    def _close_pipes(self) -> None:
        for fd in (self.in_fd, self.out_fd, self.err_fd):
            os.close(fd)

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
        while select.select([self.err_fd], [], [], 0)[0] and self._read_stderr():
            pass
        code = self._wait(2.0)
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

    def _wait(self, timeout: float) -> int | None:
        try:
            return self.server.wait(self.pid, timeout)
        except OSError:
            return None  # the server died, and its children with it

    def stop(self, polite_seconds: float = 0.0) -> None:
        """Ask the child to exit (if ``polite_seconds``), then kill its process group and clean up."""
        if polite_seconds and self.send(protocol.encode({"op": "exit"})):
            self._wait(polite_seconds)
        try:
            os.killpg(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self._wait(5.0)  # reap it
        self._close_pipes()
        shutil.rmtree(self.workdir, ignore_errors=True)
