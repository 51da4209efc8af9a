"""`rlm complete` run as a subprocess, as a user runs it."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def rlm(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rlm", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )


def test_help() -> None:
    out = rlm("complete", "--help")
    assert out.returncode == 0 and "--max-tokens" in out.stdout and "-f FILE" in out.stdout


def test_bad_input_is_one_line(tmp_path: Path) -> None:
    missing = rlm("complete", "-f", str(tmp_path / "nope.txt"))
    assert missing.returncode == 1
    assert missing.stderr.strip().splitlines() == [f"rlm: error: prompt file {tmp_path / 'nope.txt'} not found"]
    none = rlm("complete")
    assert none.returncode == 1 and len(none.stderr.strip().splitlines()) == 1 and "no prompt" in none.stderr
    model = rlm("complete", "--model", str(tmp_path / "missing.gguf"), "hi")
    assert model.returncode == 1 and len(model.stderr.strip().splitlines()) == 1 and "not found" in model.stderr
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"GGUF" + b"\0" * 60)
    bad = rlm("complete", "--model", str(broken), "hi")
    assert bad.returncode == 1 and bad.stderr.strip().splitlines() == [
        (
            f"rlm: error: llama.cpp cannot read {broken} (truncated or not a model it supports); "
            "for a registry model, delete it and run `rlm models pull`"
        )
    ]


@pytest.mark.model
def test_streams_the_answer_and_prints_stats(tmp_path: Path) -> None:
    out = rlm(
        "complete",
        "--role",
        "sub",
        "--ctx",
        "512",
        "--max-tokens",
        "8",
        "--temperature",
        "0",
        "-",
        stdin="What is 7 times 6? Reply with the number only.",
    )
    assert out.returncode == 0, out.stderr
    assert "42" in out.stdout
    stats = out.stderr.strip().splitlines()[-1]
    assert stats.startswith("qwen2.5-coder-0.5b: prompt ") and "tok/s" in stats and "finish: stop" in stats


def _children(pid: int) -> list[int]:
    kids = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(") ", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[1]) == pid and fields[0] != "Z":
            kids.append(int(stat.parent.name))
    return kids


@pytest.mark.model
def test_ctrl_c_stops_the_answer_and_its_worker() -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "rlm", "complete", "--role", "sub", "--ctx", "512", "--max-tokens", "300",
         "Write a long story about the sea."],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # a test run started with & ignores it
    )  # fmt: skip
    try:
        assert proc.stdout is not None and proc.stdout.read(1)  # the answer has started
        workers = _children(proc.pid)
        assert len(workers) == 1
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    assert proc.returncode == 130 and err.strip().splitlines()[-1] == "rlm: interrupted"
    deadline = time.monotonic() + 5
    while not _gone(workers[0]) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _gone(workers[0]), "the worker outlived the interrupted command"


def _gone(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(") ", 1)[1][0] == "Z"  # a zombie is dead
    except FileNotFoundError:
        return True
