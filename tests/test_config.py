"""The TOML config: lookup order, per-role settings, kv_overrides, and one-line errors."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from rlm.config import DEFAULT_ROLES, ConfigError, load_config, rlm_home


@pytest.fixture
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty working directory and home, so no real rlm.toml or ~/.config is read."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    return tmp_path


def test_defaults_without_a_file(isolated: Path) -> None:
    cfg = load_config()
    assert cfg.source is None
    assert cfg.role("root").model == "qwen2.5-coder-1.5b" and cfg.role("sub").model == "qwen2.5-coder-0.5b"
    assert cfg.roles == DEFAULT_ROLES


def test_working_directory_file_wins_over_home(isolated: Path) -> None:
    home_cfg = isolated / "home/.config/rlm/config.toml"
    home_cfg.parent.mkdir(parents=True)
    home_cfg.write_text('[sub]\nmodel = "smollm2-135m"\n')
    assert load_config().role("sub").model == "smollm2-135m"
    (isolated / "rlm.toml").write_text('[sub]\nn_ctx = 4096\n')
    cfg = load_config()
    assert cfg.source == isolated / "rlm.toml"
    assert cfg.role("sub").n_ctx == 4096 and cfg.role("sub").model == "qwen2.5-coder-0.5b"


def test_role_settings_kv_overrides_and_endpoints(isolated: Path) -> None:
    path = isolated / "custom.toml"
    path.write_text(
        '[root]\nmodel = "/models/qwen3-30b-a3b.gguf"\ntemperature = 0.2\n'
        '[root.kv_overrides]\n"qwen3moe.expert_used_count" = "int:4"\n'
        '[sub]\nbackend = "openai"\nbase_urls = ["http://a:8000/v1", "http://b:8000/v1"]\napi_key_env = "FLEET_KEY"\n'
    )
    cfg = load_config(path)
    assert cfg.role("root").kv_overrides == {"qwen3moe.expert_used_count": "int:4"}
    assert cfg.role("root").temperature == 0.2
    assert cfg.role("sub").base_urls == ("http://a:8000/v1", "http://b:8000/v1")
    assert cfg.role("sub").api_key_env == "FLEET_KEY"
    assert cfg.with_role("sub", n_ctx=2048).role("sub").n_ctx == 2048 and cfg.role("sub").n_ctx == 8192
    # sub-models draft on the fast build unless asked to verify bit for bit
    assert (cfg.role("sub").draft, cfg.role("sub").exact) == ("lookup+suffix", False)
    path.write_text('[sub]\ndraft = "lookup"\nexact = true\n')
    assert load_config(path).role("sub").exact is True


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[judge]\nmodel = 'x'\n", "unknown section [judge]"),
        ("[root]\nmodle = 'x'\n", "unknown keys ['modle']"),
        ("[root\n", "not valid TOML"),
        ("root = 3\n", "[root] must be a table"),
        ("[sub]\nexact = 'yes'\n", "[sub] exact must be true or false"),
        ("[root]\nstall_seconds = -5\n", "[root] stall_seconds must be a positive number of seconds"),
        ("[sub]\nstall_seconds = '60'\n", "[sub] stall_seconds must be a positive number of seconds"),
    ],
)
def test_bad_files_name_the_problem(isolated: Path, text: str, message: str) -> None:
    path = isolated / "bad.toml"
    path.write_text(text)
    with pytest.raises(ConfigError) as info:
        load_config(path)
    assert message in str(info.value) and str(path) in str(info.value)


def test_missing_file_and_unknown_role(isolated: Path) -> None:
    with pytest.raises(ConfigError, match="not found"):
        load_config(isolated / "nope.toml")
    with pytest.raises(ConfigError, match="unknown role 'judge'"):
        load_config().role("judge")


def test_rlm_home_override(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("RLM_HOME", str(tmp_path))
    assert rlm_home() == tmp_path
    monkeypatch.delenv("RLM_HOME")
    assert rlm_home() == Path.home() / ".cache" / "rlm"


def test_cli_reports_a_bad_config_in_one_line(isolated: Path) -> None:
    path = isolated / "bad.toml"
    path.write_text("[root]\nmodle = 'x'\n")
    out = subprocess.run(
        [sys.executable, "-m", "rlm.cli", "--config", str(path), "models", "list"],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert out.returncode == 1 and out.stderr.count("\n") == 1 and "unknown keys" in out.stderr


def test_the_run_table_sets_budgets_and_rlm_keywords_override_them(isolated: Path) -> None:
    from rlm.loop import RLM

    (isolated / "rlm.toml").write_text("[run]\nmax_iterations = 4\nmax_seconds = 90.5\n")
    cfg = load_config()
    assert (cfg.run.max_iterations, cfg.run.max_seconds, cfg.run.max_sub_calls) == (4, 90.5, 5000)
    budgets = RLM(cfg, backends={}, max_sub_calls=7).budgets
    assert (budgets.max_iterations, budgets.max_sub_calls, budgets.max_seconds) == (4, 7, 90.5)
    (isolated / "rlm.toml").write_text("[run]\nmax_turns = 4\n")
    with pytest.raises(ConfigError, match=r"rlm.toml: \[run\]: unknown budget\(s\) \['max_turns'\]; known: \['max_iterations'"):
        load_config()
    (isolated / "rlm.toml").write_text("[run]\nmax_iterations = 2.5\n")
    with pytest.raises(ConfigError, match="max_iterations must be a whole number"):
        load_config()


def test_ask_help_lists_every_budget_with_its_default() -> None:
    from dataclasses import fields

    from rlm.config import Budgets

    done = subprocess.run([sys.executable, "-m", "rlm", "ask", "--help"], capture_output=True, text=True, check=True)
    text = " ".join(done.stdout.split())
    for f in fields(Budgets):
        default = "unlimited" if f.default is None else f.default
        assert f"--{f.name.replace('_', '-')} N {f.metadata['help']} (default {default};" in text
