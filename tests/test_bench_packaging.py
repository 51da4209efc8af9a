"""The benchmark lives in the repository, not in the wheel; what git keeps of its runs is what readers need."""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

import pytest
from setuptools import find_packages

from rlm.cli import main
from rlm.commands import bench

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "long_context" / "results"


def test_the_wheel_holds_the_runtime_and_the_sandbox_only() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    found = find_packages(str(ROOT), include=config["tool"]["setuptools"]["packages"]["find"]["include"])
    assert "rlm" in found and "sandbox" in found and "rlm.engine" in found
    assert not [p for p in found if p.split(".")[0] not in ("rlm", "sandbox")]
    assert not any("matplotlib" in d for d in config["project"]["dependencies"])  # the report's, in the `bench` extra
    assert any(d.startswith("matplotlib") for d in config["project"]["optional-dependencies"]["bench"])


def test_rlm_bench_without_a_checkout_is_a_one_line_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(bench, "CHECKOUT", tmp_path)
    assert main(["bench", "list"]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("rlm: error: rlm bench runs the benchmark of a checkout") and "\n" not in err


def test_the_report_says_how_to_get_matplotlib(monkeypatch: pytest.MonkeyPatch) -> None:
    from benchmarks.long_context import report
    from rlm.errors import RLMError

    monkeypatch.setitem(sys.modules, "matplotlib", None)
    with pytest.raises(RLMError, match=r"pip install 'rlm\[bench\]'"):
        report._pyplot()


def test_every_link_to_a_result_points_at_a_kept_file() -> None:
    pages = [ROOT / "README.md", *ROOT.glob("benchmarks/**/README.md"), *ROOT.glob("benchmarks/results/*.md")]
    checked = 0
    for page in pages:
        for target in re.findall(r"\]\(([^)#\s]+)\)", page.read_text(encoding="utf-8")):
            if target.startswith(("http", "mailto:")):
                continue
            assert (page.parent / target).exists(), f"{page.relative_to(ROOT)} links to {target}, which is not kept"
            checked += 1
    assert checked > 20


def test_runs_are_compared_from_what_git_keeps(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "compare", "lc-20261123-tasks11", "lc-20261123-tasks10d", "--out", str(RESULTS)]) == 0
    out = capsys.readouterr().out
    assert "27 paired samples: score 27 vs 27" in out and "on the 27 that took the same steps" in out
