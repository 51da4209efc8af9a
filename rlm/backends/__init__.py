"""Model backends behind one protocol; `open_backend` picks the one a role's config asks for."""

from __future__ import annotations

from rlm.backends.base import Backend, BackendError, Completion, ContextOverflowError, Message, Prompt
from rlm.config import ConfigError, RoleConfig

BACKENDS = ("local", "openai")


def open_backend(role: str, cfg: RoleConfig) -> Backend:
    """The backend for `role`; nothing is loaded or connected until its first call."""
    if cfg.backend == "local":
        from rlm.backends.local import LocalBackend

        return LocalBackend(role, cfg)
    if cfg.backend == "openai":
        from rlm.backends.openai import OpenAIBackend

        return OpenAIBackend(role, cfg)
    raise ConfigError(f"[{role}] backend = {cfg.backend!r} is unknown; use one of {', '.join(BACKENDS)}")


__all__ = [
    "Backend",
    "BackendError",
    "Completion",
    "ContextOverflowError",
    "Message",
    "Prompt",
    "open_backend",
]
