"""A fork server: one pre-imported ``python -I -S`` process (empty environment) per parent process that
forks session children on request, so that a session start or a respawn costs a fork instead of an
interpreter start and ~80 ms of imports.

The parent sends the child's three pipe ends and the sealed context file over a Unix socket
(SCM_RIGHTS); the server forks, and the new child takes a new session, its own working directory and
those descriptors only, then runs ``sandbox.child.main``. The server also reaps the children and
reports their exit status. It exits when the parent's end of the socket closes (the parent died or
let it go), and its children get SIGKILL when it dies.
"""
from __future__ import annotations

import atexit
import functools
import importlib.util
import json
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

_REQUEST_BYTES = 65536
CONTEXT_FD = 3  # where a session child finds the sealed context file


@functools.cache
def _interpreter_prefix() -> tuple[str, ...]:
    restricted = importlib.util.find_spec("RestrictedPython")
    if restricted is None or not restricted.submodule_search_locations:
        raise ImportError("RestrictedPython is not installed: pip install 'RestrictedPython>=9.0'")
    paths = [str(Path(__file__).resolve().parent.parent),
             str(Path(restricted.submodule_search_locations[0]).parent)]
    # no cyclic GC while importing (about a third of the start-up CPU); session children re-enable it
    return sys.executable, "-I", "-S", "-c", f"import gc, sys; gc.disable(); sys.path[:0] = {paths!r}; "


def interpreter_command(boot: str) -> list[str]:
    """``python -I -S`` running ``boot``: no environment, no user site, no ``.pth`` processing; the only
    paths are this package's parent and RestrictedPython's install location."""
    *command, prefix = _interpreter_prefix()
    return [*command, prefix + boot]


class ForkServerError(OSError):
    """The fork server is gone or answered nonsense."""


class ForkServer:
    """The parent's handle on the server; thread-safe (one request at a time)."""

    def __init__(self) -> None:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        self._socket = ours
        self._lock = threading.Lock()
        boot = f"from sandbox.forkserver import serve; serve({theirs.fileno()})"
        self.process = subprocess.Popen(
            interpreter_command(boot), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            env={}, cwd="/", start_new_session=True, close_fds=True, pass_fds=(theirs.fileno(),))
        theirs.close()

    def spawn(self, fds: tuple[int, int, int, int], workdir: str) -> int:
        """Fork a session child with (stdin, stdout, stderr, context) as fds 0-3; returns its pid."""
        return int(self._request({"op": "spawn", "workdir": workdir}, list(fds)))

    def wait(self, pid: int, timeout: float) -> int | None:
        """The child's exit code (negative: killed by that signal), or None if it is still running."""
        code = self._request({"op": "wait", "pid": pid, "timeout": timeout})
        return None if code is None else int(code)

    def alive(self) -> bool:
        return self.process.poll() is None

    def close(self) -> None:
        self._socket.close()
        try:
            self.process.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()

    def _request(self, message: dict[str, Any], fds: list[int] | None = None) -> Any:
        payload = json.dumps(message).encode()
        with self._lock:
            try:
                socket.send_fds(self._socket, [payload], fds or [])
                reply = self._socket.recv(_REQUEST_BYTES)
            except OSError as exc:
                raise ForkServerError(f"the sandbox fork server is gone: {exc}") from exc
        if not reply:
            raise ForkServerError("the sandbox fork server is gone")
        return json.loads(reply)["value"]


_server: ForkServer | None = None
_server_lock = threading.Lock()


def fork_server() -> ForkServer:
    """The process-wide server, started on first use and restarted if it died."""
    global _server
    with _server_lock:
        if _server is None or not _server.alive():
            if _server is not None:
                _server.close()
            else:
                atexit.register(_close_server)
            _server = ForkServer()
        return _server


def _close_server() -> None:
    with _server_lock:
        if _server is not None:
            _server.close()


# ----------------------------------------------------------------------------- server side
def serve(sock_fd: int) -> None:
    """The server's loop (runs in the server process)."""
    import gc

    import sandbox.child  # noqa: F401  (the imports every child needs, paid once, shared by fork)

    gc.freeze()  # imported objects stay put: forked children share their pages instead of copying
    server = socket.socket(fileno=sock_fd)
    while True:
        try:
            data, fds, _flags, _address = socket.recv_fds(server, _REQUEST_BYTES, 4)
        except ConnectionResetError:
            return
        if not data:
            return  # the parent closed its end: it died or let the server go
        request = json.loads(data)
        if request["op"] == "spawn":
            value: Any = _fork_child(fds, request["workdir"])
        else:
            value = _wait(request["pid"], request["timeout"])
        server.sendall(json.dumps({"value": value}).encode())


def _fork_child(fds: list[int], workdir: str) -> int:
    from sandbox.child import main
    from sandbox.lockdown import die_with_parent

    server_pid = os.getpid()
    pid = os.fork()
    if pid == 0:  # the session child
        try:
            die_with_parent(server_pid)
            os.setsid()
            for target, fd in enumerate(fds):
                os.dup2(fd, target)
            os.closerange(len(fds), os.sysconf("SC_OPEN_MAX"))  # the socket and every other descriptor
            os.chdir(workdir)
            main()
        finally:
            os._exit(0)
    for fd in fds:
        os.close(fd)
    return pid


def _wait(pid: int, timeout: float) -> int | None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            done, status = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            return None
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() >= deadline:
            return None
        time.sleep(0.005)
