"""Roles (root, sub, draft) and the TOML file that configures them.

A role says which model plays it and how: the local engine or OpenAI-compatible endpoints,
context size, sampling defaults, drafting, and llama.cpp key overrides (e.g. MoE expert count).
Lookup order: explicit path, ./rlm.toml, ~/.config/rlm/config.toml, built-in defaults.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from rlm.errors import RLMError

ROLES = ("root", "sub", "draft")


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
    kv_overrides: dict[str, str] = field(default_factory=dict)  # {"qwen3moe.expert_used_count": "int:4"}
    instances: int | None = None  # worker processes; None: the hardware plan decides
    threads: int | None = None  # threads per worker; None: the hardware plan decides
    backend: str = "local"  # "local" | "openai"
    base_urls: tuple[str, ...] = ()  # for backend "openai": one or more endpoints, spread by load
    api_key_env: str = "OPENAI_API_KEY"  # name of the variable holding the key, never the key


DEFAULT_ROLES: dict[str, RoleConfig] = {
    # Drafting is exact (rlm/engine/invariance.py) and reads prompts as fast as the default build. Measured
    # (benchmarks/results/speculative-both-20261123.md): the 0.5B gains 1.0-2.4x on every workload with
    # lookup+suffix, so sub-models draft; the 1.5B loses 10-18% on short answers, and the root drafting gained
    # 1.02x end to end on the long-context tasks (benchmarks/long_context/results/README.md), so it does not.
    "root": RoleConfig(model="qwen2.5-coder-1.5b", n_ctx=32768, max_tokens=400, instances=1),
    "sub": RoleConfig(model="qwen2.5-coder-0.5b", n_ctx=8192, max_tokens=256, draft="lookup+suffix"),
    "draft": RoleConfig(model="qwen2.5-coder-0.5b", n_ctx=8192),
}


@dataclass(frozen=True)
class Config:
    roles: dict[str, RoleConfig] = field(default_factory=lambda: dict(DEFAULT_ROLES))
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
    return Config(roles=_parse_roles(data, file), source=file)


def _parse_roles(data: dict[str, Any], file: Path) -> dict[str, RoleConfig]:
    roles = dict(DEFAULT_ROLES)
    allowed = {f.name for f in fields(RoleConfig)}
    for name, table in data.items():
        if name not in ROLES:
            raise ConfigError(f"{file}: unknown section [{name}]; use one of {', '.join(f'[{r}]' for r in ROLES)}")
        if not isinstance(table, dict):
            raise ConfigError(f"{file}: [{name}] must be a table")
        unknown = set(table) - allowed
        if unknown:
            raise ConfigError(f"{file}: [{name}] has unknown keys {sorted(unknown)}; allowed: {sorted(allowed)}")
        values = dict(table)
        if "kv_overrides" in values:
            values["kv_overrides"] = {str(k): str(v) for k, v in values["kv_overrides"].items()}
        if "base_urls" in values:
            values["base_urls"] = tuple(values["base_urls"])
        roles[name] = replace(roles[name], **values)
    return roles
