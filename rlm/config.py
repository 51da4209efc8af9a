"""Roles (root, sub, draft), the run's budgets, and the TOML file that configures them.

A role says which model plays it and how: the local engine or OpenAI-compatible endpoints,
context size, sampling defaults, drafting, and llama.cpp key overrides (e.g. MoE expert count).
The `[run]` table holds the budgets of one question (`Budgets`); `rlm ask` flags and `RLM(**budgets)`
override it. Lookup order: explicit path, ./rlm.toml, ~/.config/rlm/config.toml, built-in defaults.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from rlm.errors import RLMError

ROLES = ("root", "sub", "draft")
RUN = "run"


class ConfigError(RLMError, ValueError):
    """The config file is wrong; the message names the file, the key and what is allowed."""


@dataclass(frozen=True)
class RoleConfig:
    model: str  # a registry name (see `rlm models list`) or a path to any .gguf
    n_ctx: int = 8192
    temperature: float = 0.0
    top_p: float = 1.0
    max_tokens: int = 512
    draft: str = "none"  # "none" | "lookup" | "lookup+suffix" | "model:NAME"
    exact: bool = False  # drafts verified bit for bit on the exact build (`make setup-exact`); slower, see below
    kv_overrides: dict[str, str] = field(default_factory=dict)  # {"qwen3moe.expert_used_count": "int:4"}
    instances: int | None = None  # worker processes; None: the hardware plan decides
    threads: int | None = None  # threads per worker; None: the hardware plan decides
    backend: str = "local"  # "local" | "openai"
    base_urls: tuple[str, ...] = ()  # for backend "openai": one or more endpoints, spread by load
    api_key_env: str = "OPENAI_API_KEY"  # name of the variable holding the key, never the key
    stall_seconds: float | None = None  # a local worker silent this long mid-call is hung: killed, the call retried
    # once (None: the engine's default, rlm/engine/pool.py STALL_SECONDS, sized for a 32K prompt on 2 cores)


DEFAULT_ROLES: dict[str, RoleConfig] = {
    # Against the fastest plain decoding of the same model (the fast build, OpenMP spinning briefly), one run
    # on the 2-core VM (benchmarks/results/speculative-fast-20261125.md): the 0.5B drafting lookup+suffix on
    # the fast build copies at 2.15x, extracts 1.39x, edits 1.36x, and summarizes, answers and writes freely at
    # 0.97-1.06x (a call drafts only once its output copies), every output equal to plain greedy decoding (6 of
    # 6; tests/test_speculative.py: 39 of 40 short answers, the other at a near tie). On the exact build, which
    # verifies bit for bit, the same mode ran at 0.44-0.75x but for copy (1.29x) and extract (1.06x), so exact
    # drafting is opt-in (`exact = true`, `make setup-exact`). Sub-models draft; the root does not: its 1.5B
    # extracted at 0.88x in that run, and the needle runs were measured with it plain. Again a day later on a VM
    # 3.5x slower per token (benchmarks/results/speculative-calibrated-20261126.md): the 0.5B copies at 2.32x,
    # extracts 1.92x, nothing below 0.98x; the 1.5B copies 2.26x, extracts 0.95x. On a VM where one token is
    # fast and a 16-row verify batch costs 7-9 of them (benchmarks/results/speculative-lines-20261128.md), the
    # 0.5B copies 1.83x, extracts 1.17x, edits 1.40x, the rest 0.97-1.05x; the 1.5B copies 1.71x.
    "root": RoleConfig(model="qwen2.5-coder-1.5b", n_ctx=32768, max_tokens=400, instances=1),
    "sub": RoleConfig(model="qwen2.5-coder-0.5b", n_ctx=8192, max_tokens=256, draft="lookup+suffix"),
    "draft": RoleConfig(model="qwen2.5-coder-0.5b", n_ctx=8192),
}


def _budget(default: Any, help: str) -> Any:
    return field(default=default, metadata={"help": help})


@dataclass(frozen=True)
class Budgets:
    """Limits of one question, shared with its child RLMs (None: unlimited). Each field is a key of the
    `[run]` table, an `rlm ask` flag (--max-sub-calls) and a keyword of `RLM(...)`; its help is here only."""

    max_iterations: int = _budget(10, "root turns before it must answer")
    max_depth: int = _budget(1, "recursion depth; 2 offers rlm_call")
    max_sub_calls: int | None = _budget(5000, "stop after this many llm_call / llm_batch prompts and ask_each items")
    max_root_tokens: int | None = _budget(None, "stop when the root model has read + written this many tokens")
    max_sub_tokens: int | None = _budget(None, "stop when sub-calls have read + written this many tokens")
    max_seconds: float | None = _budget(None, "stop after this many seconds of wall clock")
    max_output_chars: int = _budget(2000, "printed output shown to the root per turn (head and tail kept)")
    run_seconds: float = _budget(300.0, "time limit of one code block, sub-calls included")

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if value is None and "None" in f.type:
                continue
            if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
                raise ConfigError(f"budget {f.name} must be positive, got {value!r}")
            if f.type.startswith("int") and not isinstance(value, int):
                raise ConfigError(f"budget {f.name} must be a whole number, got {value!r}")

    def with_values(self, values: dict[str, Any], where: str = "budget") -> Budgets:
        """A copy with `values` changed; an unknown name is an error that lists the known ones."""
        known = [f.name for f in fields(self)]
        unknown = sorted(set(values) - set(known))
        if unknown:
            raise ConfigError(f"{where}: unknown budget(s) {unknown}; known: {known}")
        return replace(self, **values)


@dataclass(frozen=True)
class Config:
    roles: dict[str, RoleConfig] = field(default_factory=lambda: dict(DEFAULT_ROLES))
    run: Budgets = field(default_factory=Budgets)
    source: Path | None = None  # the file it came from, for error messages

    def role(self, name: str) -> RoleConfig:
        if name not in self.roles:
            raise ConfigError(f"unknown role {name!r}; roles are {', '.join(ROLES)}")
        return self.roles[name]

    def with_role(self, name: str, **changes: Any) -> Config:
        """A copy with one role changed (what CLI flags like --root-model do)."""
        roles = dict(self.roles)
        roles[name] = replace(self.role(name), **changes)
        return replace(self, roles=roles)


def rlm_home() -> Path:
    """Where models, wheels and caches live: $RLM_HOME or ~/.cache/rlm."""
    return Path(os.environ.get("RLM_HOME") or Path.home() / ".cache" / "rlm")


def config_candidates() -> list[Path]:
    return [Path.cwd() / "rlm.toml", Path.home() / ".config" / "rlm" / "config.toml"]


def load_config(path: str | Path | None = None) -> Config:
    if path is not None:
        file = Path(path)
        if not file.is_file():
            raise ConfigError(f"config file {file} not found")
    else:
        file = next((p for p in config_candidates() if p.is_file()), None)  # type: ignore[assignment]
        if file is None:
            return Config()
    try:
        data = tomllib.loads(file.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{file}: not valid TOML ({exc})") from exc
    table = data.pop(RUN, {})
    if not isinstance(table, dict):
        raise ConfigError(f"{file}: [{RUN}] must be a table")
    return Config(roles=_parse_roles(data, file), run=Budgets().with_values(table, f"{file}: [{RUN}]"), source=file)


def _parse_roles(data: dict[str, Any], file: Path) -> dict[str, RoleConfig]:
    roles = dict(DEFAULT_ROLES)
    allowed = {f.name for f in fields(RoleConfig)}
    for name, table in data.items():
        if name not in ROLES:
            raise ConfigError(f"{file}: unknown section [{name}]; use one of {', '.join(f'[{r}]' for r in (*ROLES, RUN))}")
        if not isinstance(table, dict):
            raise ConfigError(f"{file}: [{name}] must be a table")
        unknown = set(table) - allowed
        if unknown:
            raise ConfigError(f"{file}: [{name}] has unknown keys {sorted(unknown)}; allowed: {sorted(allowed)}")
        values = dict(table)
        if not isinstance(values.get("exact", False), bool):
            raise ConfigError(f"{file}: [{name}] exact must be true or false, got {values['exact']!r}")
        stall = values.get("stall_seconds")
        if stall is not None and (isinstance(stall, bool) or not isinstance(stall, int | float) or stall <= 0):
            raise ConfigError(f"{file}: [{name}] stall_seconds must be a positive number of seconds, got {stall!r}")
        if "kv_overrides" in values:
            values["kv_overrides"] = {str(k): str(v) for k, v in values["kv_overrides"].items()}
        if "base_urls" in values:
            values["base_urls"] = tuple(values["base_urls"])
        roles[name] = replace(roles[name], **values)
    return roles
