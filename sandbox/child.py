"""Child side: receive context and helpers, lock the process down, then compile and run code on request.

Order matters: everything that imports or opens files happens before the rlimits and the seccomp
filter go on (a denied ``openat`` breaks later lazy imports).
"""
from __future__ import annotations

import builtins
import collections
import gc
import os
import resource
import signal
import time
import types
from collections.abc import Callable
from typing import Any

from sandbox import protocol
from sandbox.compiler import CODE_FILENAME, ECHO_NAME, compile_user_code
from sandbox.hints import hint_for
from sandbox.lockdown import die_with_parent, drop_privileges, install
from sandbox.policy import Guards, ModuleFacade, make_builtins, make_guard_globals

HELPERS_MODULE = "sandbox_helpers"
MAX_VARIABLES = 200
MAX_MESSAGE_CHARS = 2000
MAX_LINE_CHARS = 300
MAX_REJECTIONS = 5
TRACEBACK_ENDS = 3  # frames kept at each end of a long traceback
SIZED_TYPES = (str, bytes, bytearray, list, tuple, dict, set, frozenset, collections.deque,
               collections.Counter, collections.defaultdict, collections.OrderedDict)
_BUILTIN_NAMES = frozenset(vars(builtins))
_HOST_EXCEPTIONS = {
    name: value for name, value in vars(builtins).items()
    if isinstance(value, type) and issubclass(value, Exception)
}


class Output:
    """Capped print buffer: keeps the first and the last ``cap/2`` characters and counts the rest."""

    def __init__(self, cap: int) -> None:
        self.half = max(cap // 2, 1)
        self.head: list[str] = []
        self.head_len = 0
        self.tail: collections.deque[str] = collections.deque()
        self.tail_len = 0
        self.total = 0

    def write(self, text: str) -> None:
        self.total += len(text)
        if self.head_len < self.half:
            taken = text[: self.half - self.head_len]
            self.head.append(taken)
            self.head_len += len(taken)
            text = text[len(taken):]
        if text:
            self.tail.append(text)
            self.tail_len += len(text)
            while self.tail_len - len(self.tail[0]) >= self.half:
                self.tail_len -= len(self.tail.popleft())

    def text(self) -> str:
        head = "".join(self.head)
        tail = "".join(self.tail)
        if self.total <= 2 * self.half:
            return head + tail
        tail = tail[-self.half:]
        omitted = self.total - len(head) - len(tail)
        separator = "" if head.endswith("\n") else "\n"
        return f"{head}{separator}[... {omitted} characters omitted ...]\n{tail}"


class PrintCollector:
    """RestrictedPython's ``_print_``: every ``print`` in user code lands in the run's Output."""

    def __init__(self, output: Output) -> None:
        self.output = output

    def write(self, text: str) -> None:
        self.output.write(text)

    def flush(self) -> None:
        """print(..., flush=True) calls this."""

    def __call__(self) -> str:
        raise NotImplementedError("`printed` is not supported: collect lines in a list instead")

    def _call_print(self, *objects: Any, **kwargs: Any) -> None:
        if kwargs.get("file") is None:
            kwargs["file"] = self
        print(*objects, **kwargs)


class HostFunction:
    """A callable that forwards its JSON arguments to the parent and returns the JSON result."""

    __slots__ = ("_name", "_channel")

    def __init__(self, name: str, channel: Channel) -> None:
        self._name = name
        self._channel = channel

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._channel.call(self._name, args, kwargs)

    def __repr__(self) -> str:
        return f"<function {self._name}>"


class Channel:
    """The child's end of the pipe pair. ``serve_get`` answers the parent's ``get`` requests, which
    may also arrive while a host call is in progress (a host function reading a variable)."""

    def __init__(self, in_fd: int, out_fd: int) -> None:
        self.in_fd = in_fd
        self.out_fd = out_fd
        self.serve_get: Callable[[str], bytes] | None = None

    def send(self, message: Any) -> None:
        protocol.send(self.out_fd, message)

    def receive(self) -> Any:
        return protocol.receive(self.in_fd)

    def call(self, name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        try:
            payload = protocol.encode({"op": "call", "name": name, "args": args, "kwargs": kwargs})
        except (TypeError, ValueError) as exc:
            raise TypeError(f"arguments of {name} must be JSON values (str, int, float, bool, None, "
                            f"list, dict): {exc}") from None
        protocol.write_frame(self.out_fd, payload)
        reply = self.receive()
        while reply["op"] == "get" and self.serve_get is not None:
            protocol.write_frame(self.out_fd, self.serve_get(reply["name"]))
            reply = self.receive()
        if reply["op"] == "return":
            return reply["value"]
        if reply["type"] in _HOST_EXCEPTIONS:
            raise _HOST_EXCEPTIONS[reply["type"]](reply["message"])
        raise RuntimeError(f"{reply['type']}: {reply['message']}")


def _frames(tb: types.TracebackType | None, filename: str = CODE_FILENAME) -> list[tuple[int, str]]:
    """(line, function) of the traceback entries in ``filename``, outermost first."""
    found = []
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename == filename:
            found.append((tb.tb_lineno, code.co_name))
        tb = tb.tb_next
    return found


def valid_utf8(text: str) -> str:
    """Lone surrogates escaped, so that what the parent shows or logs is always valid UTF-8."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def clip(text: str, limit: int) -> str:
    """``text`` cut to about ``limit`` characters the way output is (head, marker line, tail)."""
    buffer = Output(limit)
    buffer.write(text)
    return valid_utf8(buffer.text())


def describe_exception(exc: BaseException, source: str) -> dict[str, Any]:
    """Type, message, line and a traceback limited to frames of the user's code."""
    lines = source.splitlines()
    frames = _frames(exc.__traceback__)
    shown = frames if len(frames) <= 2 * TRACEBACK_ENDS else frames[:TRACEBACK_ENDS] + frames[-TRACEBACK_ENDS:]
    text = ["Traceback (most recent call last):"]
    for index, (lineno, name) in enumerate(shown):
        if index == TRACEBACK_ENDS and len(shown) < len(frames):
            text.append(f"  [... {len(frames) - len(shown)} more frames ...]")
        text.append(f"  line {lineno}, in {name}")
        if 0 < lineno <= len(lines):
            text.append(f"    {clip(lines[lineno - 1].strip(), MAX_LINE_CHARS)}")
    kind = type(exc).__name__
    message = clip(str(exc), MAX_MESSAGE_CHARS)
    text.append(f"{kind}: {message}" if message else kind)
    return {"type": kind, "message": message, "line": frames[-1][0] if frames else None,
            "traceback": "\n".join(text), "hint": hint_for(f"{kind}: {message}")}


def describe_rejection(errors: list[str]) -> dict[str, Any]:
    """RestrictedPython's "Line N: why" messages (the first few) as one error."""
    errors = [clip(e, MAX_LINE_CHARS) for e in errors[:MAX_REJECTIONS]]
    number, _, first = errors[0].removeprefix("Line ").partition(": ")
    line = int(number) if number.isdigit() else None
    message = "; ".join([first if line is not None else errors[0]] + errors[1:])
    return {"type": "RestrictedError", "message": message, "line": line,
            "traceback": "\n".join(errors), "hint": hint_for(message)}


def describe_syntax_error(exc: SyntaxError) -> dict[str, Any]:
    text = [f"  line {exc.lineno}"]
    raw = exc.text or ""
    statement = raw.strip()
    if statement:
        text.append(f"    {clip(statement, MAX_LINE_CHARS)}")
        if exc.offset and len(statement) <= MAX_LINE_CHARS:
            indent = len(raw) - len(raw.lstrip())
            text.append("    " + " " * max(exc.offset - 1 - indent, 0) + "^")
    text.append(f"{type(exc).__name__}: {exc.msg}")
    return {"type": type(exc).__name__, "message": exc.msg, "line": exc.lineno,
            "traceback": "\n".join(text), "hint": None}


def json_fallback(obj: Any) -> Any:
    """How ``get`` encodes non-JSON user values: sets become lists, anything else its repr."""
    return sorted(obj, key=repr) if isinstance(obj, (set, frozenset)) else repr(obj)


class HelperGlobals(dict):
    """Globals of the trusted helpers: their own names (and Python's full builtins, also for the
    lambdas and comprehensions they create later), then the user's namespace, so that a helper like
    ``FINAL_VAR(name)`` can read ``globals()[name]``."""

    def __init__(self, user_namespace: dict[str, Any]) -> None:
        super().__init__()
        self.user_namespace = user_namespace

    def __missing__(self, key: str) -> Any:
        if key in _BUILTIN_NAMES:  # a user variable called `list` or `max` must not break the helpers
            raise KeyError(key)
        return self.user_namespace[key]

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or (key not in _BUILTIN_NAMES and key in self.user_namespace)

    def get(self, key: str, default: Any = None) -> Any:
        return self[key] if key in self else default


def exported_helpers(helper_globals: dict[str, Any]) -> dict[str, Any]:
    """The helper names user code gets: ``__all__`` if given, else the public functions and classes
    the helpers define and their plain-data constants. Never a module or an imported function:
    ``from os import system`` in the helpers must not hand ``system`` to user code."""
    names = helper_globals.get("__all__")
    if names is None:
        names = [name for name, value in dict.items(helper_globals)
                 if not name.startswith("_") and _defined_by_helpers(value)]
    return {name: helper_globals[name] for name in names}


def _defined_by_helpers(value: Any) -> bool:
    if isinstance(value, (str, int, float, bool, type(None), tuple, list, dict, frozenset)):
        return True
    return getattr(value, "__module__", None) == HELPERS_MODULE and not isinstance(value, types.ModuleType)


class Session:
    """The REPL namespace: helpers, context, host functions and the user's variables."""

    def __init__(self, init: dict[str, Any], context: Any, channel: Channel) -> None:
        self.limits = init["limits"]
        self.channel = channel
        self.guards = Guards()
        self.output = Output(self.limits["output_chars"])
        self.namespace: dict[str, Any] = {}
        helper_globals = HelperGlobals(self.namespace)
        helper_globals.update(__builtins__=builtins, __name__=HELPERS_MODULE, context=context)
        for name in init["functions"]:
            helper_globals[name] = HostFunction(name, channel)
        exec(compile(init["helpers"], "<helpers>", "exec"), helper_globals)
        self.helper_globals = helper_globals
        self.context = context
        self.protected = exported_helpers(helper_globals)
        self.protected["context"] = context
        for name in init["functions"]:
            self.protected[name] = helper_globals[name]
        self.internal = make_guard_globals(self.guards, self._print_factory)
        self.internal["__builtins__"] = make_builtins(self.guards)
        self.reserved = set(self.protected) | set(self.internal)

    def _print_factory(self, _getattr: Any = None) -> PrintCollector:
        return PrintCollector(self.output)

    def run(self, source: str) -> dict[str, Any]:
        cpu_start = time.process_time()
        hard_cpu = resource.getrlimit(resource.RLIMIT_CPU)[1]
        soft_cpu = int(cpu_start + self.limits["cpu_seconds"]) + 1
        if hard_cpu != resource.RLIM_INFINITY:
            soft_cpu = min(soft_cpu, hard_cpu)
        resource.setrlimit(resource.RLIMIT_CPU, (soft_cpu, hard_cpu))
        self.output = Output(self.limits["output_chars"])
        if isinstance(self.context, list):  # a fresh list each run: mutations do not stick either
            self.protected["context"] = self.helper_globals["context"] = list(self.context)
        self.namespace.update(self.protected)
        self.namespace.update(self.internal)
        self.namespace.pop(ECHO_NAME, None)
        error = None
        try:
            code, errors = compile_user_code(source)
            if code is None:
                error = describe_rejection(errors)
            else:
                exec(code, self.namespace)
                value = self.namespace.pop(ECHO_NAME, None)
                if value is not None:
                    self.output.write(repr(value) + "\n")
        except SyntaxError as exc:
            error = describe_syntax_error(exc)
        except BaseException as exc:  # noqa: BLE001  (SystemExit & co. are user errors here)
            error = describe_exception(exc, source)
        self.namespace.pop(ECHO_NAME, None)
        return {"op": "result", "output": valid_utf8(self.output.text()), "error": error,
                "variables": self.variables(), "cpu_seconds": time.process_time() - cpu_start}

    def variables(self) -> list[dict[str, Any]]:
        found = []
        for name, value in self.namespace.items():
            if name.startswith("_") or name in self.reserved or isinstance(value, ModuleFacade):
                continue
            try:  # user classes cannot define __len__; a helper's list may refuse it (rlm's near search hits)
                size = len(value) if isinstance(value, SIZED_TYPES) else None
            except Exception:  # noqa: BLE001  (a size is a courtesy; the run's result is not lost for one)
                size = None
            found.append({"name": name, "type": type(value).__name__, "size": size})
            if len(found) == MAX_VARIABLES:
                break
        return found

    def get(self, name: str) -> bytes:
        """The encoded reply to ``get``: the value as JSON, or why it cannot be sent."""
        if name.startswith("_") or name not in self.namespace:
            return protocol.encode({"op": "missing"})
        value = self.namespace[name]
        try:
            payload = protocol.encode({"op": "value", "value": value}, json_fallback)
        except (ValueError, TypeError, RecursionError):  # circular or too deep: send the repr
            payload = protocol.encode({"op": "value", "value": repr(value)})
        if len(payload) > self.limits["max_frame"]:
            return protocol.encode({"op": "too_large", "size": len(payload)})
        return payload


def apply_limits(limits: dict[str, Any]) -> None:
    """rlimits: no core files, no file writes, no new processes, few fds, bounded address space."""
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))
    resource.setrlimit(resource.RLIMIT_NPROC, (0, 0))
    resource.setrlimit(resource.RLIMIT_NOFILE, (limits["max_open_files"], limits["max_open_files"]))
    memory = limits["memory_mb"] * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))


def read_context(init: dict[str, Any]) -> str | list[str]:
    """The context from the sealed in-memory file the parent passed, which is closed afterwards."""
    fd = init["context_fd"]
    blob = os.pread(fd, init["context_bytes"], 0) if init["context_bytes"] else b""
    os.close(fd)
    if init["context_kind"] == "str":
        return blob.decode("utf-8", "surrogatepass")
    parts, start = [], 0
    for size in init["context_sizes"]:
        parts.append(blob[start:start + size].decode("utf-8", "surrogatepass"))
        start += size
    return parts


def main() -> None:
    """Serve one session on fds 0-2; the fork server (the parent process) armed the parent-death signal."""
    parent_pid = os.getppid()
    out_fd = os.dup(1)
    os.dup2(2, 1)  # anything printed by accident goes to stderr, never into the protocol
    channel = Channel(0, out_fd)
    init = channel.receive()
    os.rmdir(os.getcwd())  # work in an unlinked, empty directory: nothing can be created in it
    context = read_context(init)
    try:
        session = Session(init, context, channel)
    except BaseException as exc:  # noqa: BLE001
        where = "".join(f"line {line}, in {name}: " for line, name in _frames(exc.__traceback__, "<helpers>"))
        channel.send({"op": "failed", "error": f"helpers: {where}{type(exc).__name__}: {exc}"})
        return
    channel.serve_get = session.get
    signal.signal(protocol.PARTIAL_SIGNAL, lambda *_: channel.send({"op": "partial", "output": session.output.text()}))
    drop_privileges()
    die_with_parent(parent_pid)  # again: a change of credentials clears the parent-death signal
    apply_limits(init["limits"])
    install(bytes.fromhex(init["seccomp"]))
    gc.freeze()  # start-up objects are never collected: later collections skip them
    gc.enable()
    channel.send({"op": "ready"})
    while True:
        request = channel.receive()
        if request["op"] == "run":
            channel.send(session.run(request["code"]))
        elif request["op"] == "get":
            protocol.write_frame(out_fd, session.get(request["name"]))
        else:
            return

