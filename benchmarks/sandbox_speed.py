"""Sandbox speed: session start with an 8 MB context, a trivial run's round trip, one host-call (RPC)
round trip, and ``re.findall`` over the context inside the sandbox against plain Python.

Run: ``python -m benchmarks.sandbox_speed [--context-mb 8] [--repeat 5]``. Prints one line per figure
with its target; the exit status is 1 if a target is missed.
"""
from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass

from sandbox import Limits, Sandbox

PATTERN = r"\b[a-z]+ing\b"
WORDS = ("the river harbor quiet budget project approved meeting record signal winter morning "
         "evening running counting reading station garden ledger beacon quarry walking").split()


@dataclass(frozen=True)
class Figure:
    name: str
    value: float
    unit: str
    target: float | None = None  # None: shown for context only

    @property
    def ok(self) -> bool:
        return self.target is None or self.value < self.target

    def line(self) -> str:
        if self.target is None:
            return f"     {self.name:<56} {self.value:10.3f} {self.unit}"
        mark = "ok  " if self.ok else "MISS"
        return f"{mark} {self.name:<56} {self.value:10.3f} {self.unit:<3} (target < {self.target:g} {self.unit})"


def make_context(megabytes: float, seed: int = 7) -> str:
    """Deterministic prose-like text of about ``megabytes`` MB with numbers sprinkled in."""
    rng = random.Random(seed)
    target = int(megabytes * 1_000_000)
    parts: list[str] = []
    size = 0
    while size < target:
        sentence = " ".join(rng.choice(WORDS) for _ in range(12)) + f" {rng.randint(0, 10**6)}.\n"
        parts.append(sentence)
        size += len(sentence)
    return "".join(parts)[:target]


def _process_cpu(pid: int | None) -> float:
    """CPU seconds a live process has used (utime + stime from /proc)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(") ", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def median_seconds(action: Callable[[], object], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        started = time.perf_counter()
        action()
        samples.append(time.perf_counter() - started)
    return statistics.median(samples)


def measure(context: str, repeat: int) -> list[Figure]:
    limits = Limits(max_host_calls=100_000)

    sessions: list[Sandbox] = []
    first = median_seconds(lambda: sessions.append(Sandbox(context=context, limits=limits)), 1)
    parent_before = time.process_time()
    start = median_seconds(lambda: sessions.append(Sandbox(context=context, limits=limits)), repeat)
    parent_cpu = (time.process_time() - parent_before) / repeat
    children_cpu = statistics.mean(_process_cpu(session.pid) for session in sessions[1:])
    for session in sessions:
        session.close()
    sessions.clear()
    with Sandbox(context=context, functions={"llm_call": lambda prompt: prompt}, limits=limits) as sb:
        sb.run("x = 1")
        round_trip = median_seconds(lambda: sb.run("x = 1"), 50 * repeat)
        calls = 2000
        with_calls = median_seconds(lambda: sb.run(f"for i in range({calls}):\n    llm_call('p')"), repeat)
        without = median_seconds(lambda: sb.run(f"for i in range({calls}):\n    len('p')"), repeat)
        rpc = (with_calls - without) / calls
        findall_code = f"import re\nhits = re.findall(r'{PATTERN}', context)\nlen(hits)"
        expected = len(re.findall(PATTERN, context))
        check = sb.run(findall_code)
        if check.output != f"{expected}\n":
            raise SystemExit(f"sandbox findall disagrees with plain Python: {check.output!r} vs {expected}")
        # interleaved, so that a burst of load from other processes hits both sides alike
        inside, plain = [], []
        for _ in range(repeat):
            inside.append(median_seconds(lambda: sb.run(findall_code), 1))
            plain.append(median_seconds(lambda: len(re.findall(PATTERN, context)), 1))
    empty_start = median_seconds(lambda: sessions.append(Sandbox(limits=limits)), repeat)
    for session in sessions:
        session.close()
    mb = len(context.encode()) / 1e6
    return [
        Figure(f"session start, {mb:.1f} MB context", start * 1000, "ms", 300),
        Figure("  CPU time of one start (child + parent)", (children_cpu + parent_cpu) * 1000, "ms"),
        Figure("  the first start in a process (starts the fork server)", first * 1000, "ms"),
        Figure("trivial run round trip", round_trip * 1000, "ms", 20),
        Figure("llm_call round trip (host returns at once)", rpc * 1000, "ms", 2),
        Figure(f"re.findall over {mb:.1f} MB: sandbox / plain", statistics.median(inside) / statistics.median(plain),
               "x", 1.5),
        Figure(f"  plain Python re.findall ({expected} hits)", statistics.median(plain) * 1000, "ms"),
        Figure("  the same inside the sandbox (whole run)", statistics.median(inside) * 1000, "ms"),
        Figure("  session start, empty context", empty_start * 1000, "ms"),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--context-mb", type=float, default=8.0, help="context size in MB (default 8)")
    parser.add_argument("--repeat", type=int, default=5, help="samples per figure; medians are shown")
    args = parser.parse_args(argv)
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, load average before: "
          f"{os.getloadavg()[0]:.2f}")
    figures = measure(make_context(args.context_mb), max(args.repeat, 1))
    for figure in figures:
        print(figure.line())
    print(f"load average after: {os.getloadavg()[0]:.2f} (figures are medians; other load inflates them)")
    return 0 if all(f.ok for f in figures) else 1


if __name__ == "__main__":
    raise SystemExit(main())
