"""The runner and report, driven through the real `rlm bench` CLI with the model-free `grep` method."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from benchmarks.long_context.runner import RunSettings, plan, spread
from rlm.commands.bench import BenchArgError, parse_samples

ROOT = Path(__file__).resolve().parents[1]


def bench(*args: str, env: dict[str, str] | None = None, check: bool = True) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        [sys.executable, "-m", "rlm", "bench", *args], cwd=ROOT, capture_output=True, text=True, env=env, timeout=300
    )
    if check:
        assert proc.returncode == 0, proc.stderr
    return proc


def results(out: Path, run_id: str) -> list[dict]:
    return [json.loads(line) for line in (out / run_id / "results.jsonl").read_text().splitlines()]


def test_run_writes_results_index_and_report(tmp_path: Path) -> None:
    out = tmp_path / "res"
    proc = bench("run", "--methods", "grep", "--tasks", "niah_single_2,vt", "--lengths", "4k", "--samples", "2",
                 "--out", str(out), "--run-id", "r1")  # fmt: skip
    rows = results(out, "r1")
    assert len(rows) == 4
    by_task = {(r["task"], r["index"]): r for r in rows}
    # grep finds the one needle's value right after its key, but only the first hop of a vt chain.
    assert by_task[("niah_single_2", 0)]["score"] == 1.0
    assert by_task[("vt", 0)]["score"] == pytest.approx(0.2)
    for r in rows:
        assert abs(r["doc_tokens"] - 4096) <= 41 and r["status"] == "answered" and r["seconds"] >= 0
    index = [json.loads(line) for line in (out / "index.jsonl").read_text().splitlines()]
    assert index[-1]["run_id"] == "r1" and index[-1]["event"] == "start"
    assert len(index[-1]["commit"]) == 40 and index[-1]["hardware"]["physical_cores"] >= 1
    report = (out / "r1" / "report.md").read_text()
    assert "| niah_single_2 | 4K | 100 (2) |" in report and "| vt | 4K | 20 (2) |" in report
    for png in ("score_vs_length.png", "seconds_vs_length.png"):
        assert (out / "r1" / png).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert str(out / "r1" / "report.md") in proc.stdout


def test_kill_and_resume_loses_and_duplicates_nothing(tmp_path: Path) -> None:
    out = tmp_path / "res"
    args = ["run", "--methods", "grep", "--tasks", "niah_single_2,niah_multikey,passkey", "--lengths", "16k,64k",
            "--samples", "3", "--out", str(out), "--run-id", "k", "--no-report"]  # fmt: skip
    proc = subprocess.Popen([sys.executable, "-m", "rlm", "bench", *args], cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)  # fmt: skip
    path = out / "k" / "results.jsonl"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and (not path.is_file() or path.read_text().count("\n") < 3):
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    before = path.read_text().count("\n")
    assert 3 <= before < 18, "the run must be killed part-way"
    with path.open("a") as fh:  # what a kill in the middle of a write leaves behind
        fh.write('{"task": "niah_single_2", "len')
    proc2 = bench("run", "--out", str(out), "--resume", "k", "--no-report")
    assert f"{before} already done" in proc2.stderr
    rows = results(out, "k")
    keys = Counter((r["task"], r["length"], r["index"], r["method"]) for r in rows)
    assert len(keys) == 18 and set(keys.values()) == {1}
    events = [json.loads(line)["event"] for line in (out / "index.jsonl").read_text().splitlines()]
    assert events == ["start", "resume"]


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_ctrl_c_or_kill_stops_cleanly_and_says_how_to_resume(tmp_path: Path, sig: signal.Signals) -> None:
    out = tmp_path / "res"
    proc = subprocess.Popen(
        [sys.executable, "-m", "rlm", "bench", "run", "--methods", "grep", "--tasks", "niah_single_2",
         "--lengths", "256k", "--samples", "20", "--out", str(out), "--run-id", "c"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # a test run started with & ignores it
    )  # fmt: skip
    path = out / "c" / "results.jsonl"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not (path.is_file() and path.read_text()):
        time.sleep(0.05)
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130
    assert "--resume c" in err and "Traceback" not in err
    assert all(json.loads(line)["task"] == "niah_single_2" for line in path.read_text().splitlines())


PEER = '''
import os
from benchmarks.long_context.methods import Outcome


class Echo:
    """Answers with the question: scores 0, but goes through the whole pipeline."""

    def __init__(self, name, settings):
        self.name = name

    def run(self, sample):
        if os.environ.get("PEER_FAIL"):
            raise RuntimeError("peer engine crashed")
        return Outcome(answer=sample.question, status="answered", iterations=1)

    def models(self):
        return {}

    def close(self):
        pass
'''


def test_peer_method_plugs_in_and_errors_can_be_retried(tmp_path: Path) -> None:
    (tmp_path / "peer_method.py").write_text(PEER)
    path = [str(tmp_path), str(ROOT), os.environ.get("PYTHONPATH", "")]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in path if p)}
    out = tmp_path / "res"
    bench("run", "--methods", "grep,peer_method:Echo", "--tasks", "passkey", "--lengths", "4k", "--samples", "2",
          "--out", str(out), "--run-id", "p", env={**env, "PEER_FAIL": "1"})  # fmt: skip
    rows = results(out, "p")
    assert sorted((r["method"], r["status"]) for r in rows) == [("grep", "answered")] * 2 + [("peer_method:Echo", "error")] * 2
    assert all("peer engine crashed" in r["error"] for r in rows if r["status"] == "error")
    bench("run", "--out", str(out), "--resume", "p", "--retry-errors", env=env)
    rows = results(out, "p")
    by_key = {(r["method"], r["index"]): r for r in rows}
    assert len(rows) == 4 and len(by_key) == 4
    assert by_key[("grep", 0)]["score"] == 1.0
    assert by_key[("peer_method:Echo", 0)]["status"] == "answered" and by_key[("peer_method:Echo", 0)]["score"] == 0.0
    assert len((out / "p" / "errors.jsonl").read_text().splitlines()) == 2
    assert "peer_method:Echo score" in (out / "p" / "report.md").read_text()


def test_compare_pairs_the_samples_of_two_runs(tmp_path: Path) -> None:
    out = tmp_path / "res"
    common = ["--methods", "grep", "--lengths", "4k", "--out", str(out), "--no-report"]
    bench("run", "--tasks", "niah_single_2,vt", "--samples", "2", "--run-id", "base", *common)
    bench("run", "--tasks", "niah_single_2", "--samples", "3", "--run-id", "new", *common)
    # the run being judged is slower on one sample: its speed-up there is below 1, and it shows in the total
    rows = results(out, "new")
    rows[0]["seconds"] = results(out, "base")[0]["seconds"] + 5.0
    (out / "new" / "results.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    text = bench("compare", "new", "base", "--out", str(out)).stdout
    table = [line for line in text.splitlines() if line.startswith("| niah_single_2 | 4K | grep |")]
    assert len(table) == 2  # index 2 ran only in "new", vt only in "base"
    assert table[0].split(" | ")[3:5] == ["0", "1 / 1"] and float(table[0].split(" | ")[6][:-1]) < 1
    summary = text.strip().splitlines()[-1]
    assert summary.startswith("2 paired samples: score 2 vs 2") and summary.endswith("; 3 unpaired")
    assert "that took the same steps" not in summary  # grep uses no model: no steps to compare
    proc = bench("compare", "new", "missing", "--out", str(out), check=False)
    assert proc.returncode == 1 and "no run 'missing'" in proc.stderr and proc.stderr.count("\n") == 1


def test_bad_input_is_one_line_errors(tmp_path: Path) -> None:
    out = str(tmp_path)
    for args, message in (
        (["run", "--tasks", "nope", "--methods", "grep", "--out", out], "unknown task 'nope'"),
        (["run", "--methods", "nope", "--out", out], "unknown method 'nope'"),
        (["run", "--lengths", "4q", "--methods", "grep", "--out", out], "bad length '4q'"),
        (["run", "--methods", "grep", "--samples", "x", "--out", out], "bad --samples"),
        (["run", "--resume", "missing", "--out", out], "no run 'missing'"),
        (["run", "--methods", "rlm", "--budget", "nope=3", "--out", out], "unknown budget(s) ['nope']"),
        (["run", "--methods", "grep", "--budget", "max_seconds", "--out", out], "bad --budget"),
        (["report", "missing", "--out", out], "no run 'missing'"),
    ):
        proc = bench(*args, check=False)
        assert proc.returncode == 1, args
        assert message in proc.stderr and "Traceback" not in proc.stderr and proc.stderr.count("\n") == 1


def test_samples_are_shared_and_spread_across_methods() -> None:
    assert parse_samples("10,direct=3", ["rlm", "direct"]) == {"rlm": 10, "direct": 3}
    assert parse_samples("2", ["rlm", "grep"]) == {"rlm": 2, "grep": 2}
    with pytest.raises(BenchArgError):
        parse_samples("direct=3", ["rlm", "direct"])
    assert spread(3, 10) == [1, 5, 8] and spread(4, 4) == [0, 1, 2, 3]
    settings = RunSettings(tasks=("vt",), lengths=(4096, 8192), methods=("rlm", "direct"), samples={"rlm": 10, "direct": 3})
    work = plan(settings)
    assert len(work) == 26 and len(set(work)) == 26
    # Method by method, round by round: the first two runs cover both lengths for rlm.
    assert [(k[1], k[2], k[3]) for k in work[:3]] == [(4096, 0, "rlm"), (8192, 0, "rlm"), (4096, 1, "rlm")]
    assert {k[3] for k in work[:20]} == {"rlm"}
    assert [k[2] for k in work if k[3] == "direct"] == [1, 1, 5, 5, 8, 8]


def test_the_report_checks_that_the_evidence_of_right_answers_holds_the_gold() -> None:
    from benchmarks.long_context.report import evidence_holds, evidence_table

    line = {"text": "One of the special magic numbers for x is: 4,093,751.", "source": "<text>", "line": 3, "offset": 80}
    assert evidence_holds([line], ["4093751"]) and not evidence_holds([line], ["4093751", "12"])
    assert not evidence_holds([], ["4093751"])
    records = [{"task": "t", "method": "rlm", "score": 1.0, "answer": "4093751", "gold": ["4093751"], "evidence": [line]},
               {"task": "t", "method": "rlm", "score": 1.0, "answer": "the number is 12", "gold": ["12"], "evidence": [line]},
               {"task": "t", "method": "rlm", "score": 0.0, "answer": "7", "gold": ["8"], "evidence": []}]
    assert evidence_table(records, ["t"])[-1] == "| t | rlm | 2 | 1 (50%) | 2.5 |"
    assert "predates" in evidence_table([], ["t"])[0]
