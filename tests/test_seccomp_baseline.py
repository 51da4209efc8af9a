"""The seccomp filter is what refuses: each system call class the README names works in a child without the
filter (same user, same rlimits as a sandbox child) and is refused with EPERM once the filter is installed.

Without the baseline a refusal proves nothing: a child running as `nobody` cannot kill its parent or mount a
file system whatever the filter says, so each probe here is one the kernel would allow without the filter."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from sandbox.lockdown import compiled_filter

ROOT = Path(__file__).resolve().parent.parent
PROBE = """
import ctypes, errno, json, os, socket, sys
from dataclasses import asdict
from sandbox.child import apply_limits
from sandbox.lockdown import drop_privileges, install
from sandbox.results import Limits

libc = ctypes.CDLL(None, use_errno=True)

def checked(name, *args):
    if getattr(libc, name)(*args) < 0:
        raise OSError(ctypes.get_errno(), name)

def fork():
    pid = os.fork()
    if pid == 0:
        os._exit(0)
    os.waitpid(pid, 0)

def mount():  # in a user and mount namespace of its own, where an unprivileged user may mount a tmpfs
    checked("unshare", 0x10000000 | 0x00020000)  # CLONE_NEWUSER | CLONE_NEWNS
    checked("mount", b"none", b"/tmp", b"tmpfs", 0, None)

probes = {
    "socket": lambda: socket.socket().close(),
    "open": lambda: os.close(os.open("/dev/null", os.O_RDONLY)),
    "fork": fork,
    "exec": lambda: os.execv("/nonexistent/program", ["x"]),
    "kill": lambda: os.kill(os.getpid(), 0),
    "ptrace": lambda: checked("ptrace", 0, 0, None, None),  # PTRACE_TRACEME
    "memfd_create": lambda: os.close(os.memfd_create("x")),
    "mount": mount,
}
drop_privileges()  # nobody, as a sandbox child started by root
apply_limits(asdict(Limits()))
if sys.argv[1] != "none":
    install(bytes.fromhex(sys.argv[1]))
out = {}
for name, probe in probes.items():
    try:
        probe()
        out[name] = "ok"
    except OSError as exc:
        out[name] = errno.errorcode.get(exc.errno, str(exc.errno))
print(json.dumps(out))
"""


def run_probes(program: str) -> dict[str, str]:
    done = subprocess.run([sys.executable, "-c", PROBE, program], capture_output=True, text=True, timeout=60,
                          env={"PYTHONPATH": str(ROOT)}, check=True)
    return json.loads(done.stdout)


@pytest.fixture(scope="module")
def without_filter() -> dict[str, str]:
    return run_probes("none")


@pytest.fixture(scope="module")
def with_filter() -> dict[str, str]:
    return run_probes(compiled_filter().hex())


@pytest.mark.parametrize("call", ["socket", "open", "fork", "exec", "kill", "ptrace", "memfd_create", "mount"])
def test_the_filter_and_only_the_filter_refuses(call: str, without_filter: dict[str, str], with_filter: dict[str, str]) -> None:
    # fork fails with EAGAIN without the filter (the child may start no process: RLIMIT_NPROC 0), exec with
    # ENOENT (no such program): the kernel's own answers, not EPERM
    assert without_filter[call] in ("ok", "EAGAIN", "ENOENT"), f"{call} is refused even without the filter"
    assert with_filter[call] == "EPERM"
