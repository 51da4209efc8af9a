"""`rlm ask` end to end: the real local models on ~150K cl100k tokens of essays with a planted fact."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))

from ask_essays import EXPECTED, QUESTION, build  # noqa: E402


def rlm(*args: str, stdin: str | None = None, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rlm", *args], capture_output=True, text=True, input=stdin, timeout=timeout)


@pytest.mark.model
def test_planted_fact_in_150k_tokens(tmp_path: Path) -> None:
    from rlm.tokens import count_cl100k

    document = build()
    assert count_cl100k(document.read_text(encoding="utf-8")) >= 100_000  # far over the root's 32K window
    trace = tmp_path / "trace.jsonl"
    done = rlm("ask", "--context", str(document), "--json", "--trace", str(trace), QUESTION)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout)
    assert EXPECTED in result["answer"].lower() and result["status"] == "answered"
    assert result["tokens"]["root"]["prompt"] > 0
    replies = [r for r in result["trajectory"] if r["kind"] == "reply"]
    if len(replies) > 1:  # turns after the first reuse the root's KV prefix
        assert all(r["cached_tokens"] > 0 for r in replies[1:])
    records = [json.loads(line) for line in trace.read_text().splitlines()]
    assert records[-1]["kind"] == "result" and records[-1]["answer"] == result["answer"]
    shown = rlm("trace", "show", str(trace))
    assert shown.returncode == 0 and "final" in shown.stdout
    # the answer rests on a line of the document: its path, line number and offset, and the text
    text = document.read_text(encoding="utf-8")
    [first, *_] = result["evidence"]
    assert first["source"] == str(document) and EXPECTED in first["text"].lower()
    assert " ".join(text[first["offset"]:first["offset"] + 400].split()).startswith(first["text"][:40])
    assert text.count("\n", 0, first["offset"]) + 1 == first["line"]
    assert "evidence: " in shown.stdout and f"{document}:{first['line']}" in shown.stdout
    cited = rlm("ask", "-q", "--cite", "--context", str(document), QUESTION)
    answer, *sources = cited.stdout.splitlines()
    assert cited.returncode == 0 and EXPECTED in answer.lower() and sources
    assert all(line.startswith(f"{document}:") for line in sources), cited.stdout


def test_bad_inputs_are_one_line_errors(tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    binary = tmp_path / "b.bin"
    binary.write_bytes(b"\x00\x01\x02")
    for args, message in [
        (["--context", str(tmp_path / "missing.txt")], "no such file"),
        (["--context", str(empty)], "is empty"),
        (["--context", str(binary)], "looks binary"),
        (["--context", str(tmp_path)], "has no text files"),
    ]:
        done = rlm("ask", *args, "a question?")
        assert done.returncode == 1 and done.stdout == ""
        assert done.stderr.strip().startswith("rlm: error:") and message in done.stderr
        assert done.stderr.strip().count("\n") == 0, done.stderr
    done = rlm("ask", "--context", "-", "--max-iterations", "0", "q?", stdin="some text")
    assert done.returncode == 1 and "max_iterations" in done.stderr and done.stderr.strip().count("\n") == 0


@pytest.mark.model
def test_quiet_still_says_why_there_is_no_answer() -> None:
    done = rlm("ask", "-q", "--context", "-", "--max-root-tokens", "1", "q?", stdin="some text")
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr.strip() == "no answer (budget:root_tokens): the trace (--trace FILE) shows what the model tried"


@pytest.mark.model
def test_sub_calls_reach_the_real_sub_model() -> None:
    """llm_call / llm_batch from the root's code run on the real 0.5B; the root here is scripted."""
    from loop_fakes import ScriptedBackend

    from rlm import RLM
    from rlm.backends import open_backend
    from rlm.config import load_config

    question = "What colour is the sky in this text?"
    code = 'print(llm_batch(["Text: The sky is green today.\\nWhat colour is the sky? One word.", "Say OK."]))'
    line = "The sky over the harbour was green all day, and the fishermen stayed at home with their nets."
    copy = f'print(llm_call("Repeat this sentence exactly, nothing else: {line}"))'
    root = ScriptedBackend({question: [code, copy, 'FINAL("green")']})
    with RLM(backends={"root": root, "sub": open_backend("sub", load_config().role("sub"))}) as r:
        result = r.ask("The sky is green today. The grass is blue.", question)
    assert result.sub_calls == 3 and result.tokens["sub"]["completion"] > 0
    ends = [e for e in result.trajectory if e["kind"] == "sub_call_end"]
    assert len(ends) == 3 and "green" in ends[0]["answer"].lower() and not any(e.get("error") for e in ends)
    # The sub role drafts by default: a copy is mostly drafted, and the counts reach the result and trace.
    assert line in ends[2]["answer"]
    assert ends[2]["accepted"].get("lookup", 0) >= 10
    assert result.tokens["sub"]["accepted"] >= ends[2]["accepted"]["lookup"]
    assert (result.answer, result.status) == ("green", "answered")


@pytest.mark.model
def test_a_chain_of_assignments_is_followed_to_its_end() -> None:
    """RULER's vt at 4K with the real 1.5B root: it finds the first assignment and stops there; the
    lines the loop finds by following the names give it the other four variables."""
    from benchmarks.long_context.tasks import generate
    from rlm import RLM

    sample = generate("vt", 4096, 2, 3)
    with RLM() as r:
        result = r.ask(sample.document, sample.question)
    [follow] = [e for e in result.trajectory if e["kind"] == "follow"]
    assert len(follow["lines"]) == 4
    assert result.status == "answered" and all(name in result.answer for name in sample.gold), result.answer


@pytest.mark.model
def test_a_stuck_root_is_answered_by_a_fresh_read_of_what_it_saw(tmp_path: Path) -> None:
    """Release notes, one file per release, five mentioning `git maintenance`. The real 1.5B root searches,
    repeats its search, and asked to answer picks the note about a bug (2.26.0, its answer without
    sub-calls, which turn the fresh read off); the same model reading only the lines it saw picks the one
    saying it was introduced."""
    from rlm import RLM

    mentions = {20: "The git maintenance page in the manual got a typo fixed.",
                24: "git maintenance, a big brother of git gc, has been introduced to run repository upkeep tasks.",
                25: "git maintenance learned to schedule its tasks with cron.",
                26: "The git maintenance register command had trouble with bare repositories, which has been corrected.",
                28: "git maintenance run learned a new task."}
    notes = tmp_path / "notes"
    notes.mkdir()
    for minor in range(15, 31):
        lines = [f"Git 2.{minor}.0 Release Notes", "", "Updates since the previous release", "",
                 "* The documentation has been updated in several places.", "* Code clean-up and small fixes."]
        if minor in mentions:
            lines.insert(4, f"* {mentions[minor]}")
        (notes / f"2.{minor}.0.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    with RLM() as r:
        result = r.ask(notes, "In which release was the git maintenance command introduced?")
    reads = [e for e in result.trajectory if e["kind"] == "read"]
    assert reads and "2.24.0" in reads[-1]["answer"], result.trajectory
    assert result.status == "answered" and "2.24.0" in result.answer, result.answer
