"""CI smoke run of the benchmark with the real models: niah_single_2 at 4K and 32K, one sample, rlm and direct.

To fit the test budget the root (Qwen2.5-Coder-1.5B) gets an 8K window: `direct` then reads the 4K
document whole and the 32K one cut in the middle to 8K (about 2 minutes here instead of 7 for 32K).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.model
def test_smoke_run_with_real_models(tmp_path: Path) -> None:
    config = tmp_path / "rlm.toml"
    config.write_text("[root]\nn_ctx = 8192\n")
    out = tmp_path / "res"
    proc = subprocess.run(
        [sys.executable, "-m", "rlm", "--config", str(config), "bench", "run", "--tasks", "niah_single_2",
         "--lengths", "4k,32k", "--samples", "1", "--methods", "rlm,direct", "--out", str(out), "--run-id", "smoke"],
        cwd=ROOT, capture_output=True, text=True, timeout=1800,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = {(r["length"], r["method"]): r for r in map(json.loads, (out / "smoke" / "results.jsonl").read_text().splitlines())}
    assert set(rows) == {(4096, "rlm"), (4096, "direct"), (32768, "rlm"), (32768, "direct")}
    for r in rows.values():
        assert r["status"] != "error", r["error"]
        assert r["tokens_read"] > 0 and r["seconds"] > 0
    # The 1.5B reads a 4K essay with one needle correctly; the 32K document was cut to its 8K window.
    assert rows[(4096, "direct")]["score"] == 1.0
    assert rows[(4096, "direct")]["notes"]["kept_fraction"] == 1.0
    assert rows[(32768, "direct")]["notes"]["kept_fraction"] < 0.3 and rows[(32768, "direct")]["tokens_read"] < 8192
    assert rows[(4096, "rlm")]["score"] == 1.0 and rows[(32768, "rlm")]["score"] == 1.0  # the needle, found
    # The rlm root never gets the document in its prompt: it evaluates far fewer tokens than the document has.
    root = rows[(32768, "rlm")]["tokens"]["root"]
    assert rows[(32768, "rlm")]["iterations"] >= 1 and 0 < root["prompt"] - root["cached"] < 16384
    assert rows[(32768, "rlm")]["trajectory"] and (out / "smoke" / rows[(32768, "rlm")]["trajectory"]).is_file()
    index = json.loads((out / "index.jsonl").read_text().splitlines()[-1])
    assert index["models"]["root"]["name"] == "qwen2.5-coder-1.5b" and len(index["models"]["root"]["sha256"]) == 64
    assert index["settings"]["roles"]["root"]["n_ctx"] == 8192
    report = (out / "smoke" / "report.md").read_text()
    assert "| niah_single_2 | 4K |" in report and "| niah_single_2 | 32K |" in report
    assert (out / "smoke" / "score_vs_length.png").stat().st_size > 10_000
