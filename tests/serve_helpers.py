"""A real server process on loopback for the tests: started on a free port, waited for, stopped."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Server:
    url: str  # ending in /v1
    process: subprocess.Popen[str]
    log: Path

    @property
    def base(self) -> str:
        return self.url.removesuffix("/v1")

    def rss_kb(self) -> int:
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        return int(next(line.split()[1] for line in status.splitlines() if line.startswith("VmRSS:")))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def server(command: list[str], log: Path, env: dict[str, str] | None = None, wait: float = 60) -> Iterator[Server]:
    """`command` gets --port; returns once GET /health answers (any status)."""
    port = free_port()
    environment = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    with log.open("w") as out:
        process = subprocess.Popen([sys.executable, *command, "--port", str(port)], stdout=out, stderr=subprocess.STDOUT,
                                   text=True, env=environment, cwd=ROOT)
    url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + wait
        while True:
            if process.poll() is not None:
                raise AssertionError(f"the server exited with {process.returncode}: {log.read_text()[-2000:]}")
            try:
                httpx.get(f"http://127.0.0.1:{port}/health", timeout=1)
                break
            except httpx.TransportError:
                if time.monotonic() > deadline:
                    raise AssertionError(f"the server did not start in {wait} s: {log.read_text()[-2000:]}") from None
                time.sleep(0.1)
        yield Server(url, process, log)
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def sse_events(response: httpx.Response) -> Iterator[tuple[str, Any]]:
    """A streamed response as ("progress", event) / ("data", chunk) / ("done", None), as lines arrive."""
    for line in response.iter_lines():
        if line.startswith(": rlm "):
            yield "progress", json.loads(line[len(": rlm "):])
        elif line == "data: [DONE]":
            yield "done", None
        elif line.startswith("data: "):
            yield "data", json.loads(line[len("data: "):])
