"""`rlm serve` under load: requests per minute and latency percentiles at 1, 2 and 4 concurrent clients.

    python -m benchmarks.serve_load [--levels 1,2,4] [--seconds 120] [--doc-chars N] [--url URL]
                                    [--serve-args "--root qwen2.5-coder-0.5b ..."]

Starts `rlm serve` on a free loopback port with the default models and settings (--concurrency 2; the
queue holds every client) or uses --url, a running server's /v1; builds the essays document of examples/ask_essays.py with eight planted "special magic numbers",
and for each level runs that many clients, each asking one question after another for --seconds (a
needle question about the whole document, a different key each time, no session: each request loads
the document afresh). Before timing, one question loads the models. Counts a request right when its
answer holds the planted number. Figures only: nothing is asserted.
"""

from __future__ import annotations

import argparse
import os
import random
import shlex
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx
from rich.console import Console
from rich.table import Table

ROOT = Path(__file__).resolve().parents[1]
KEYS = ["quiet-harbor", "silver-lantern", "amber-meadow", "copper-falcon", "misty-orchard", "velvet-summit",
        "hidden-canyon", "frozen-willow"]


@dataclass
class Level:
    clients: int
    seconds: float = 0.0
    latencies: list[float] = field(default_factory=list)  # of answered requests
    right: int = 0
    refused: int = 0  # 429
    failed: list[str] = field(default_factory=list)
    rss_mb: float | None = None  # the server process's resident memory after the level (workers not included)


def document(chars: int | None) -> tuple[str, dict[str, str]]:
    sys.path.insert(0, str(ROOT / "examples"))
    from ask_essays import build

    text = build().read_text(encoding="utf-8")[:chars]
    rng = random.Random(7)
    needles = {key: str(rng.randrange(1_000_000, 9_999_999)) for key in KEYS}
    for i, (key, value) in enumerate(needles.items()):
        cut = text.find("\n\n", int(len(text) * (i + 0.5) / len(KEYS)))
        text = f"{text[:cut]}\n\nOne of the special magic numbers for {key} is: {value}.{text[cut:]}"
    return text, needles


def ask(url: str, doc: str, key: str) -> httpx.Response:
    body = {"model": "rlm", "messages": [{"role": "system", "content": doc},
                                         {"role": "user", "content": f"What is the special magic number for {key}?"}]}
    return httpx.post(f"{url}/chat/completions", json=body, timeout=1800)


def run_level(url: str, doc: str, needles: dict[str, str], level: Level, seconds: float) -> None:
    lock = threading.Lock()
    turn = iter(range(10**9))
    until = time.monotonic() + seconds

    def client() -> None:
        while time.monotonic() < until:
            with lock:
                key = KEYS[next(turn) % len(KEYS)]
            t0 = time.monotonic()
            r = ask(url, doc, key)
            took = time.monotonic() - t0
            with lock:
                if r.status_code == 200:
                    level.latencies.append(took)
                    level.right += needles[key] in (r.json()["choices"][0]["message"]["content"] or "")
                elif r.status_code == 429:
                    level.refused += 1
                else:
                    level.failed.append(f"{r.status_code}: {r.text[:200]}")
            if r.status_code != 200:
                time.sleep(1)  # not a tight loop against a refusing or failing server

    started = time.monotonic()
    threads = [threading.Thread(target=client) for _ in range(level.clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    level.seconds = time.monotonic() - started


def rss_mb(pid: int) -> float:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(next(line.split()[1] for line in status.splitlines() if line.startswith("VmRSS:"))) / 1024


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))] if ordered else float("nan")


def start_server(extra: list[str], clients: int) -> tuple[subprocess.Popen[bytes], str]:
    """rlm serve with its default --concurrency, a queue that holds every client (no 429), `extra` flags."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    command = [sys.executable, "-m", "rlm", "serve", "--port", str(port), "--log-level", "warning",
               "--queue", str(clients), *extra]
    process = subprocess.Popen(command, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    url = f"http://127.0.0.1:{port}/v1"
    while True:
        if process.poll() is not None:
            raise SystemExit(f"rlm serve exited with {process.returncode}")
        try:
            httpx.get(f"{url}/models", timeout=1)
            return process, url
        except httpx.TransportError:
            time.sleep(0.2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default="1,2,4", help="concurrent clients per level (default 1,2,4)")
    parser.add_argument("--seconds", type=float, default=120, help="how long each level runs (default 120)")
    parser.add_argument("--doc-chars", type=int, help="cut the essays to this many characters (default: all, ~640K)")
    parser.add_argument("--url", help="a running server's /v1 URL (default: start rlm serve here)")
    parser.add_argument("--serve-args", default="", help="more flags for the rlm serve started here")
    args = parser.parse_args()
    levels = [Level(int(n)) for n in args.levels.split(",")]
    doc, needles = document(args.doc_chars)
    process = None
    url = args.url
    if url is None:
        process, url = start_server(shlex.split(args.serve_args), max(level.clients for level in levels))
    console = Console(width=120)
    try:
        t0 = time.monotonic()
        warm = ask(url, doc, KEYS[0])
        console.print(f"warm-up (loads the models): {warm.status_code} in {time.monotonic() - t0:.1f} s; "
                      f"document {len(doc):,} characters")
        for level in levels:
            run_level(url, doc, needles, level, args.seconds)
            level.rss_mb = rss_mb(process.pid) if process is not None else None
            console.print(f"{level.clients} client(s): {len(level.latencies)} answered in {level.seconds:.0f} s")
    finally:
        if process is not None:
            process.terminate()
            process.wait(timeout=30)
    table = Table(title=f"rlm serve, {len(doc):,}-character document, {args.seconds:g} s per level")
    for column in ("clients", "answered", "right", "429", "errors", "requests/min", "p50 s", "p90 s", "max s",
                   "server MB"):
        table.add_column(column, justify="right")
    for level in levels:
        lat = level.latencies
        table.add_row(str(level.clients), str(len(lat)), str(level.right), str(level.refused), str(len(level.failed)),
                      f"{len(lat) / level.seconds * 60:.1f}", f"{percentile(lat, 50):.1f}", f"{percentile(lat, 90):.1f}",
                      f"{max(lat, default=float('nan')):.1f}", f"{level.rss_mb:.0f}" if level.rss_mb else "-")
    console.print(table)
    for level in levels:
        for failure in level.failed[:3]:
            console.print(f"[red]{level.clients} clients: {failure}[/]")


if __name__ == "__main__":
    main()
