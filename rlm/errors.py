"""Errors the user can act on: the CLI prints them as one line (saying what to do), never a traceback.

Here, not in rlm/backends, so the local engine (rlm/engine) can raise them without depending on the
layer above it.
"""

from __future__ import annotations


class RLMError(Exception):
    """Base of every error rlm raises for the user to act on."""


class BackendError(RLMError):
    """A model call failed for a reason the user can act on; the message says what to do."""


class ContextOverflowError(BackendError):
    """The prompt does not fit the model's window (never truncated silently)."""


def is_user_error(exc: BaseException) -> bool:
    return isinstance(exc, (RLMError, FileNotFoundError, PermissionError, IsADirectoryError))
