"""How the child locks itself down after start-up: a system-call filter, no root, and a tie to the
parent's life.

The filter is compiled once per parent process with pyseccomp (over the system libseccomp) and handed
to each child as raw BPF, which the child installs with two ``prctl`` calls. The child thus never
imports pyseccomp, whose ``ctypes.util.find_library`` costs about 50 ms of every start and respawn.
"""
from __future__ import annotations

import ctypes
import errno
import functools
import os
import signal

DENIED_SYSCALLS = (
    "socket", "socketpair", "connect", "bind", "listen", "accept", "accept4",
    "execve", "execveat", "fork", "vfork", "clone", "clone3",
    "open", "openat", "openat2", "creat", "open_by_handle_at", "name_to_handle_at",
    "unlink", "unlinkat", "rename", "renameat", "renameat2", "mkdir", "mkdirat", "rmdir",
    "symlink", "symlinkat", "link", "linkat", "chmod", "fchmod", "fchmodat", "chown", "fchown",
    "lchown", "fchownat", "truncate", "mknod", "mknodat", "chdir", "fchdir", "chroot",
    "ptrace", "process_vm_readv", "process_vm_writev", "kill", "tkill", "tgkill",
    "mount", "umount2", "pivot_root", "setns", "unshare", "bpf", "perf_event_open",
    "keyctl", "add_key", "request_key", "io_uring_setup", "userfaultfd", "memfd_create",
    "personality", "init_module", "finit_module", "delete_module", "reboot", "swapon", "swapoff",
)
_NOBODY = 65534
_PR_SET_PDEATHSIG = 1
_PR_SET_SECCOMP = 22
_SECCOMP_MODE_FILTER = 2
_PR_SET_NO_NEW_PRIVS = 38


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]


@functools.cache
def compiled_filter() -> bytes:
    """BPF that answers EPERM to sockets, exec, fork/clone, open and file-system changes."""
    import tempfile  # parent only, like pyseccomp: the child must not pay for loading them

    import pyseccomp

    rules = pyseccomp.SyscallFilter(pyseccomp.ALLOW)
    for name in DENIED_SYSCALLS:
        try:
            rules.add_rule(pyseccomp.ERRNO(errno.EPERM), name)
        except (OSError, ValueError):
            continue  # the syscall does not exist on this architecture
    with tempfile.TemporaryFile() as exported:
        rules.export_bpf(exported)
        exported.seek(0)
        return exported.read()


def die_with_parent(parent_pid: int) -> None:
    """Have the kernel kill this process when the parent dies (a child stuck in a loop would otherwise
    outlive a parent killed by force). Exits at once if the parent is already gone."""
    if ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_PDEATHSIG) failed")
    if os.getppid() != parent_pid:
        os._exit(1)


def drop_privileges() -> None:
    """A child started by root becomes ``nobody``: without capabilities it cannot raise its rlimits,
    and file permissions apply again. Run after the imports (the interpreter may live under /root)."""
    if os.getuid() != 0:
        return
    os.setgroups([])
    os.setgid(_NOBODY)
    os.setuid(_NOBODY)


def install(program: bytes) -> None:
    """Load the filter into the calling process (irreversible; inherited by any child it could make)."""
    libc = ctypes.CDLL(None, use_errno=True)
    buffer = ctypes.create_string_buffer(program, len(program))
    fprog = _SockFprog(len(program) // 8, ctypes.addressof(buffer))
    if libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_NO_NEW_PRIVS) failed")
    if libc.prctl(_PR_SET_SECCOMP, _SECCOMP_MODE_FILTER, ctypes.byref(fprog), 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_SECCOMP) failed")
