"""Hostile inputs: each attack has one exact outcome, and afterwards the host is alive and the next
normal run works. Runs the real child process (RestrictedPython + rlimits + seccomp)."""
from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from dataclasses import dataclass

import pytest

from sandbox import Limits, Sandbox
from sandbox.forkserver import fork_server

DUNDER_CLASS = "chr(95) * 2 + 'class' + chr(95) * 2"


@dataclass(frozen=True)
class Outcome:
    """``kind`` is the RunError type (or "ok"); ``text`` must occur in the message (or output)."""

    kind: str
    text: str = ""
    restart: str | None = None


REJECTED = "RestrictedError"
ATTACKS: dict[str, tuple[str, Outcome | tuple[Outcome, ...]]] = {
    "dunder walk": ("().__class__.__mro__[1].__subclasses__()", Outcome(REJECTED, '"__class__"')),
    "dunder via chr(95)": (f"getattr((), {DUNDER_CLASS})", Outcome("AttributeError", 'starts with "_"')),
    "dunder via chr(95) setattr": (f"class A:\n    pass\nsetattr(A(), {DUNDER_CLASS}, int)",
                                   Outcome("AttributeError", 'starts with "_"')),
    "mro without underscores": ("int.mro()", Outcome("NotImplementedError", "'mro'")),
    "generator frame": ("def g():\n    yield 1\ng().gi_frame.f_back.f_globals",
                        Outcome(REJECTED, '"gi_frame" is a restricted name')),
    "generator frame built at run time": ("def g():\n    yield 1\ngetattr(g(), 'gi_' + 'frame')",
                                          Outcome("AttributeError", '"gi_frame" is a restricted name')),
    "traceback frame": ("try:\n    1 / 0\nexcept Exception as e:\n    getattr(e, 'with_traceback')(None)."
                        "__traceback__", Outcome(REJECTED, '"__traceback__"')),
    "format string attribute walk": ("'{0.__class__}'.format(1)", Outcome("AttributeError", '"__class__"')),
    "format string index then attribute": ("'{0[0].__class__}'.format([1])", Outcome("AttributeError", '"__class__"')),
    "format string in a nested spec": ("'{0:{1.__class__}}'.format(1, 2)", Outcome("AttributeError", '"__class__"')),
    "format string generator frame": ("'{0.gi_frame}'.format(x for x in [])",
                                      Outcome("AttributeError", '"gi_frame" is a restricted name')),
    "format_map attribute walk": ("'{a.__class__}'.format_map({'a': 1})", Outcome("AttributeError", '"__class__"')),
    "str.format via getattr": ("getattr(str, 'format')('{0.__class__}', 1)", Outcome("AttributeError", '"__class__"')),
    "augmented assignment to a facade": ("import re\nre.findall += 1", Outcome("TypeError")),
    "augmented assignment to a dunder": ("class A:\n    pass\na = A()\na.__class__ += 1",
                                         Outcome(REJECTED, '"__class__"')),
    "f-string dunder": ("f'{().__class__}'", Outcome(REJECTED, '"__class__"')),
    **{f"import {name}": (f"import {name}", Outcome("ImportError", f"import of '{name}' is not allowed"))
       for name in ("os", "sys", "subprocess", "socket", "ctypes", "importlib", "pickle",
                    "posix", "io", "signal", "gc")},
    "import builtins": ("import builtins", Outcome(REJECTED, '"builtins" is a reserved name')),
    "from-import of os": ("from os import system", Outcome("ImportError", "import of 'os'")),
    "dotted import": ("import os.path", Outcome("ImportError", "import of 'os.path'")),
    "__import__ by name": ("__import__('os')", Outcome(REJECTED, '"__import__"')),
    "re module leak": ("import re\nre.enum.sys.modules['os']", Outcome("AttributeError", "no attribute 'enum'")),
    "json module leak": ("import json\njson.codecs.open('/etc/passwd')",
                         Outcome("AttributeError", "no attribute 'codecs'")),
    "re internals leak": ("import re\nre.sre_compile", Outcome("AttributeError", "no attribute 'sre_compile'")),
    "monkey-patch a facade": ("import re\nre.findall = print", Outcome("TypeError", "attribute-less object")),
    "monkey-patch via setattr": ("import json\nsetattr(json, 'loads', print)",
                                 Outcome("TypeError", "attribute-less object")),
    "host function globals": ("llm_call.__globals__", Outcome(REJECTED, '"__globals__"')),
    "host function keywords": ("llm_call.keywords", Outcome("AttributeError", "keywords")),
    "host function channel": ("getattr(llm_call, '_channel')", Outcome("AttributeError", 'starts with "_"')),
    "positional-only _getattr_": ("def f(_getattr_, /):\n    return _getattr_\nf(1)",
                                  Outcome(REJECTED, '"_getattr_" is an invalid variable name')),
    "match class pattern reads attributes unguarded": (
        "match 1:\n    case int(__class__=c):\n        c", Outcome(REJECTED, "Match statements are not allowed")),
    "star import": ("from re import *", Outcome(REJECTED, '"*" imports are not allowed')),
    "except star": ("try:\n    pass\nexcept* ValueError:\n    pass", Outcome(REJECTED, "TryStar")),
    "async def": ("async def f():\n    pass", Outcome(REJECTED, "AsyncFunctionDef")),
    "eval": ("eval('1')", Outcome(REJECTED, "Eval calls are not allowed")),
    "exec": ("exec('x = 1')", Outcome(REJECTED, "Exec calls are not allowed")),
    "open": ("open('/etc/passwd').read()", Outcome("NameError", "'open'")),
    "compile": ("compile('1', 'x', 'eval')", Outcome("NameError", "'compile'")),
    "type": ("type(1)", Outcome("NameError", "'type'")),
    "object": ("object()", Outcome("NameError", "'object'")),
    "globals": ("globals()", Outcome("NameError", "'globals'")),
    "vars": ("vars()", Outcome("NameError", "'vars'")),
    "breakpoint": ("breakpoint()", Outcome(REJECTED, '"breakpoint" is a reserved name')),
    "class dunder method": ("class A:\n    def __getattribute__(self, n):\n        return 1",
                            Outcome(REJECTED, '"__getattribute__"')),
    "metaclass keyword": ("class A(metaclass=int):\n    pass", Outcome(REJECTED, '"metaclass"')),
    "write to a builtin function": ("len.x = 1", Outcome("TypeError", "attribute-less object")),
    "while True": ("while True:\n    pass", Outcome("TimeoutError", "longer than", "timeout")),
    "while True under except BaseException": (
        "while True:\n    try:\n        while True:\n            pass\n    except BaseException:\n        pass",
        Outcome("TimeoutError", "longer than", "timeout")),
    "string bomb": ("x = 'a' * 10**10", Outcome("MemoryError")),
    "list bomb": ("x = [0] * 10**9", Outcome("MemoryError")),
    "zfill bomb": ("x = 'a'.zfill(10**10)", Outcome("MemoryError")),
    # CPU or memory, whichever runs out first (on a fast machine the 1.25 GB result hits the memory limit first)
    "power bomb": ("x = 2 ** (10 ** 10)", (Outcome("TimeoutError", "longer than", "timeout"), Outcome("MemoryError"))),
    "catastrophic regex": ("import re\nre.match(r'(a+)+$', 'a' * 40 + 'b')",
                           Outcome("TimeoutError", "longer than", "timeout")),
    "deep recursion": ("def f(n):\n    return f(n + 1)\nf(0)", Outcome("RecursionError", "maximum recursion")),
    "endless printing": ("while True:\n    print('spam' * 100)", Outcome("TimeoutError", "longer than", "timeout")),
    "SystemExit": ("raise SystemExit(3)", Outcome("SystemExit", "3")),
    "KeyboardInterrupt": ("raise KeyboardInterrupt", Outcome("KeyboardInterrupt")),
    "exit builtin": ("exit()", Outcome("NameError", "'exit'")),
    "a million llm_calls": ("for i in range(10**6):\n    llm_call('x')", Outcome("RuntimeError", "host call limit")),
    "a 1 MB source": ("x = 1\n" * 175_000, Outcome("SourceTooLongError", "the limit is 100,000")),
}


@pytest.fixture(scope="module")
def hostile():
    # a short wall budget keeps the timeouts cheap; 200 host calls keep "a million llm_calls" fast
    limits = Limits(wall_seconds=2.0, cpu_seconds=30, memory_mb=512, max_host_calls=200)
    with Sandbox(context="secret-free context", functions={"llm_call": lambda prompt: "ok"},
                 limits=limits) as sb:
        yield sb


@pytest.mark.parametrize("name", list(ATTACKS))
def test_attack(hostile, name):
    code, allowed = ATTACKS[name]
    result = hostile.run(code)
    assert result.error is not None, result.output
    expected = next((o for o in (allowed if isinstance(allowed, tuple) else (allowed,)) if o.kind == result.error.type), None)
    assert expected is not None, result.error
    assert expected.text in result.error.message, result.error
    assert result.restart_reason == expected.restart
    assert result.restarted == (expected.restart is not None)
    after = hostile.run("x = 20\nx + 22")
    assert after.output == "42\n" and after.error is None


def test_suite_size():
    assert len(ATTACKS) >= 70  # the README's count


def test_output_flood_is_capped(hostile):
    result = hostile.run("for i in range(20000):\n    print('line', i)")
    assert result.error is None
    assert result.output.startswith("line 0\n") and result.output.endswith("line 19999\n")
    assert "characters omitted ...]" in result.output and len(result.output) < 8200


def test_global_rebinding_does_not_stick(hostile):
    hostile.run("def f():\n    global context, llm_call\n    context = 'evil'\n    llm_call = len\nf()")
    assert hostile.run("context").output == "'secret-free context'\n"
    assert hostile.run("llm_call('p')").output == "'ok'\n"


# Trusted helpers run before the filter is loaded; calling them from user code afterwards shows
# what the seccomp filter and rlimits do to code that did get hold of os/socket.
PROBES = '''
import os, socket, ctypes, resource
START_ENV = dict(os.environ)
START_FILES = os.listdir(".")
try:
    os.getcwd()
    CWD_DELETED = False
except FileNotFoundError:
    CWD_DELETED = True
START_FDS = [os.readlink("/proc/self/fd/" + fd) for fd in os.listdir("/proc/self/fd")
             if os.path.exists("/proc/self/fd/" + fd)]

def attempt(name):
    actions = {
        "fork": os.fork,
        "exec": lambda: os.execv("/bin/sh", ["sh", "-c", "true"]),
        "socket": lambda: socket.socket(socket.AF_INET, socket.SOCK_STREAM),
        "socketpair": socket.socketpair,
        "open": lambda: open("/etc/hostname").read(),
        "write file": lambda: open("/tmp/sandbox-escape", "w"),
        "listdir": lambda: os.listdir("/"),
        "kill parent": lambda: os.kill(os.getppid(), 0),
    }
    try:
        actions[name]()
    except OSError as exc:
        return exc.errno
    return "escaped"

def uid():
    return os.getuid(), os.geteuid(), os.getgid()

def raise_memory_limit():
    try:
        resource.setrlimit(resource.RLIMIT_AS, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
    except (OSError, ValueError) as exc:
        return type(exc).__name__
    return "raised"

def limits():
    return {"nproc": resource.getrlimit(resource.RLIMIT_NPROC),
            "fsize": resource.getrlimit(resource.RLIMIT_FSIZE),
            "nofile": resource.getrlimit(resource.RLIMIT_NOFILE)[1]}

def gc_enabled():
    import gc
    return gc.isenabled()

def segfault():
    ctypes.string_at(0)

def fake_out_of_memory():
    os.write(2, b"MemoryError: fatal\\n")
    os._exit(1)
'''


@pytest.fixture(scope="module")
def probed():
    with Sandbox(helpers=PROBES, limits=Limits(wall_seconds=2.0)) as sb:
        yield sb


@pytest.mark.parametrize("action", ["fork", "exec", "socket", "socketpair", "open", "write file",
                                    "listdir", "kill parent"])
def test_seccomp_denies(probed, action):
    assert probed.run(f"attempt({action!r})").output == "1\n"  # EPERM from the filter


def test_child_environment_is_empty(probed):
    # nothing from the parent's environment; LC_CTYPE is Python's own locale coercion (PEP 538)
    assert probed.run("START_ENV").output == "{'LC_CTYPE': 'C.UTF-8'}\n"
    assert probed.run("START_FILES").output == "[]\n"
    assert probed.run("CWD_DELETED").output == "True\n"  # the child unlinked its empty working directory
    # only the protocol and stderr pipes: the sealed context file was read and closed before helpers ran
    assert probed.run("all(target.startswith('pipe:') for target in START_FDS)").output == "True\n"
    assert probed.run("gc_enabled()").output == "True\n"  # off during start-up only
    root = os.getuid() == 0  # a child of root runs as nobody
    uid, gid = (65534, 65534) if root else (os.getuid(), os.getgid())
    assert probed.run("uid()").output == f"({uid}, {uid}, {gid})\n"
    assert probed.run("raise_memory_limit()").output == "'ValueError'\n"  # not allowed to raise a hard limit
    assert probed.run("limits()").output == "{'nproc': (0, 0), 'fsize': (0, 0), 'nofile': 16}\n"


def test_child_dies_with_its_parent():
    # a parent killed by force while its child spins: the kernel kills the child too (PR_SET_PDEATHSIG)
    script = ("import os, threading\nfrom sandbox import Sandbox\nsb = Sandbox()\nprint(sb.pid, flush=True)\n"
              "threading.Timer(0.5, os.kill, (os.getpid(), 9)).start()\nsb.run('while True:\\n    pass')")
    parent = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
                            cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    child_pid = int(parent.stdout.split()[0])
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and _alive(child_pid):
        time.sleep(0.05)
    assert not _alive(child_pid)


def test_session_outlives_the_thread_that_created_it():
    # the parent-death signal would fire when the creating thread ends (anyio worker threads do)
    box: dict = {}
    creator = threading.Thread(target=lambda: box.update(sb=Sandbox()))
    creator.start()
    creator.join()
    time.sleep(0.2)
    with box["sb"] as sb:
        result = sb.run("1 + 1")
        assert (result.output, result.restarted) == ("2\n", False)


def test_children_of_any_thread_die_with_the_parent():
    script = ("import os, threading\nfrom sandbox import Sandbox\nbox = {}\n"
              "t = threading.Thread(target=lambda: box.update(sb=Sandbox()))\n"
              "t.start()\nt.join()\nprint(box['sb'].pid, flush=True)\n"
              "threading.Timer(0.5, os.kill, (os.getpid(), 9)).start()\nbox['sb'].run('while True:\\n    pass')")
    parent = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60,
                            cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    child_pid = int(parent.stdout.split()[0])
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and _alive(child_pid):
        time.sleep(0.05)
    assert not _alive(child_pid)


def test_fork_server_death_is_survived():
    with Sandbox() as sb:
        sb.run("kept = 1")
        server = fork_server()
        server.process.kill()
        server.process.wait()
        result = sb.run("kept")  # its child died with the server: a crash, then a fresh child
        assert result.restarted and result.restart_reason == "crash"
        assert sb.run("1 + 1").output == "2\n"
    assert fork_server() is not server


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat") as stat:  # a zombie waiting for init to reap it counts as dead
        return stat.read().split(") ")[1][0] != "Z"


def test_crash_and_memory_death_restart(probed):
    crashed = probed.run("segfault()")
    assert (crashed.error.type, crashed.restart_reason) == ("SandboxCrash", "crash")
    died = probed.run("fake_out_of_memory()")
    assert (died.error.type, died.restart_reason) == ("MemoryError", "memory")
    assert probed.run("attempt('fork')").output == "1\n"  # the respawned child is locked down too
