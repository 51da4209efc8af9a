"""Sessions in the library: follow-up questions on one sandbox and one root conversation."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from loop_fakes import SubBackend
from serve_fakes import SearchingRoot, document

from rlm.loop import RLM


def test_follow_ups_keep_the_sandbox_and_the_conversation() -> None:
    root = SearchingRoot()
    with RLM(backends={"root": root, "sub": SubBackend(lambda p: "x")}) as r, r.session(document(5, 20)) as s:
        first = s.ask("What is the special magic number for key-1?")
        second = s.ask("What is the special magic number for key-3?")
        third = s.ask("And the special magic number of key-1 again?")
    assert (first.answer, second.answer, third.answer) == ("1007919", "1023757", "1007919")
    assert {c["session"] for c in root.calls} == {root.calls[0]["session"]}  # one root conversation: one KV prefix
    assert len(root.calls[-1]["messages"]) > len(root.calls[1]["messages"])  # the follow-ups continue it
    assert [r["kind"] for r in second.trajectory][0] == "start" and second.trajectory[0]["follow_up"] == 2
    assert second.iterations == 2 and first.trajectory != second.trajectory  # each result is its own question's


def test_a_session_keeps_variables_between_questions() -> None:
    class Remembering(SearchingRoot):
        async def complete(self, prompt, sampling=None):  # type: ignore[no-untyped-def]
            done = await super().complete(prompt, sampling)
            if done.text.startswith("print(search"):
                done.text = "n = len(context)\nprint(n)\n" + done.text if "key-0" in done.text else "print(n)\n" + done.text
            return done

    with RLM(backends={"root": Remembering(), "sub": SubBackend(lambda p: "x")}) as r, r.session(document(2, 5)) as s:
        s.ask("What is the special magic number for key-0?")
        second = s.ask("What is the special magic number for key-1?")
    outputs = [e["output"] for e in second.trajectory if e["kind"] == "run"]
    assert outputs and outputs[0].splitlines()[0] == str(len(document(2, 5)))  # `n` set by the first question


def test_rlm_ask_without_a_question_or_with_stdin_twice_is_a_one_line_error(tmp_path: Path) -> None:
    doc = tmp_path / "doc.txt"
    doc.write_text("some text")
    for args, message in [(["-c", str(doc)], "no question"), (["-i", "-c", "-"], "cannot come from stdin")]:
        done = subprocess.run([sys.executable, "-m", "rlm", "ask", *args], capture_output=True, text=True, timeout=60)
        assert done.returncode == 1 and message in done.stderr and done.stderr.strip().count("\n") == 0, done.stderr
