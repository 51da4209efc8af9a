"""Length-prefixed JSON frames over pipes (never pickle), and the signal that asks for partial output.

A frame is a 4-byte big-endian length followed by that many bytes. Both sides use raw file
descriptors so that ``select`` on the parent side sees exactly what is unread.
"""
from __future__ import annotations

import json
import os
import signal
import struct
from collections.abc import Callable
from typing import Any

_HEADER = struct.Struct(">I")
MAX_FRAME = 0xFFFFFFFF
PARTIAL_SIGNAL = signal.SIGUSR1  # parent to child: "deadline passed, send what was printed so far"


class ProtocolError(Exception):
    """The other side closed the pipe or sent something that is not a valid frame."""


def encode(message: Any, default: Callable[[Any], Any] | None = None) -> bytes:
    """JSON text as UTF-8; lone surrogates survive the round trip. ``default`` as in ``json.dumps``."""
    text = json.dumps(message, ensure_ascii=False, separators=(",", ":"), default=default)
    return text.encode("utf-8", "surrogatepass")


def decode(payload: bytes) -> Any:
    return json.loads(payload.decode("utf-8", "surrogatepass"))


def write_frame(fd: int, payload: bytes) -> None:
    if len(payload) > MAX_FRAME:
        raise ProtocolError(f"frame of {len(payload)} bytes is too large")
    header = _HEADER.pack(len(payload))
    if len(payload) < 65536:  # one syscall for the common small message
        _write_all(fd, memoryview(header + payload))
    else:
        _write_all(fd, memoryview(header))
        _write_all(fd, memoryview(payload))


def _write_all(fd: int, view: memoryview) -> None:
    while view:
        written = os.write(fd, view)
        view = view[written:]


def read_exact(fd: int, size: int) -> bytes:
    buffer = bytearray(size)
    view = memoryview(buffer)
    got = 0
    while got < size:
        n = os.readv(fd, [view[got:]])
        if n == 0:
            raise ProtocolError("pipe closed")
        got += n
    return bytes(buffer)


def read_frame(fd: int, max_size: int = MAX_FRAME) -> bytes:
    (size,) = _HEADER.unpack(read_exact(fd, _HEADER.size))
    if size > max_size:
        raise ProtocolError(f"frame of {size} bytes exceeds the limit of {max_size}")
    return read_exact(fd, size)


def send(fd: int, message: Any) -> None:
    write_frame(fd, encode(message))


def receive(fd: int, max_size: int = MAX_FRAME) -> Any:
    return decode(read_frame(fd, max_size))
