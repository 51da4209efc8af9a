"""Saved trajectories: JSONL written by `rlm ask --trace`, replayed by `rlm trace show`."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
from rich.console import Console

from rlm.trace import Event, TraceError, read_jsonl, show, write_jsonl

RECORDS = [
    Event("start", 0, 0.0, {"question": "What is the number?", "chars": 1000, "tokens": 250}).to_dict(),
    Event("turn", 0, 0.1, {"iteration": 1}).to_dict(),
    Event("reply", 0, 1.2, {"code": 'search("quiet-harbor")', "prompt_tokens": 300, "cached_tokens": 0,
                            "completion_tokens": 9, "seconds": 1.1}).to_dict(),
    Event("run", 0, 1.3, {"output": "[at 5] quiet-harbor is: 4093751.", "shown": "[at 5] quiet-harbor is: 4093751.",
                          "error": None, "seconds": 0.01}).to_dict(),
    Event("sub_call_start", 0, 1.4, {"id": 1, "prompt": "Read this"}).to_dict(),
    Event("sub_call_end", 0, 2.0, {"id": 1, "answer": "4093751", "seconds": 0.6}).to_dict(),
    Event("follow", 0, 2.04, {"names": ["QXJTA", "MBRKE"], "lines": ["VAR MBRKE = VAR QXJTA.", "VAR ZUWOL = VAR MBRKE."]}).to_dict(),
    Event("answer_now", 0, 2.05, {"reason": "nothing_new"}).to_dict(),
    Event("read", 0, 2.08, {"lines": 2, "answer": "4093751", "prompt_tokens": 80, "seconds": 1.5}).to_dict(),
    Event("refused", 0, 2.1, {"candidate": "123", "reason": "final_unbacked"}).to_dict(),
    Event("hop", 0, 2.2, {"first": "The variant sah belongs to which layout?"}).to_dict(),
    Event("hop", 0, 2.5, {"found": "ru", "then": "What description does it give the layout ru?"}).to_dict(),
    Event("final", 0, 3.0, {"answer": "4093751", "status": "answered"}).to_dict(),
    {"kind": "result", "answer": "4093751", "status": "answered", "iterations": 2, "sub_calls": 1, "total_seconds": 3.0},
]


def test_write_read_show(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    write_jsonl(path, RECORDS)
    assert list(read_jsonl(path)) == RECORDS
    buffer = io.StringIO()
    assert show(path, Console(file=buffer, width=100)) == len(RECORDS)
    text = buffer.getvalue()
    for expected in ("What is the number?", 'search("quiet-harbor")', "300 prompt tokens", "quiet-harbor is: 4093751",
                     "sub-call 1", "followed names: QXJTA, MBRKE  (2 new lines)", "output had nothing new",
                     "read afresh: 4093751  (2 lines, 1.5s)", "refused", "final_unbacked", "answered: '4093751' in 2 turns",
                     "split in two: asking first: The variant sah belongs to which layout?",
                     "split in two: found 'ru', asking: What description does it give the layout ru?"):
        assert expected in text


@pytest.mark.parametrize(("content", "message"), [("not json\n", "not a trace record"), ('{"a": 1}\n', "no 'kind'"), ("", "empty")])
def test_bad_trace_files(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(content)
    with pytest.raises(TraceError, match=message):
        show(path, Console(file=io.StringIO()))


def test_cli_trace_show(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    write_jsonl(path, RECORDS)
    done = subprocess.run([sys.executable, "-m", "rlm", "trace", "show", str(path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "quiet-harbor" in done.stdout
    done = subprocess.run([sys.executable, "-m", "rlm", "trace", "show", str(tmp_path / "missing.jsonl")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and done.stderr.strip().count("\n") == 0 and "no such trace file" in done.stderr


def test_reading_progress_and_a_not_found_render_readably() -> None:
    from rich.console import Console

    from rlm.trace import render

    console = Console(width=200, record=True)
    console.print(render({"kind": "ask_each", "t": 1.0, "depth": 0, "done": 16, "items": 40,
                          "question": "Is it late? yes/no", "options": ["yes", "no"]}))
    console.print(render({"kind": "final", "t": 2.0, "depth": 0, "answer": None, "status": "not_found",
                          "closest": ["The budget was approved."]}))
    text = console.export_text()
    assert "ask_each: 16/40 read  Is it late? yes/no (yes/no)" in text
    assert "final: None  [not_found]\n  closest: The budget was approved." in text
