"""Errors the user can act on: the CLI prints them as one line (saying what to do), never a traceback."""

from __future__ import annotations


class RLMError(Exception):
    """Base of every error rlm raises for the user to act on."""


def is_user_error(exc: BaseException) -> bool:
    return isinstance(exc, (RLMError, FileNotFoundError, PermissionError, IsADirectoryError))
