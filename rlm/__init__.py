"""Recursive language models over long documents, on local llama.cpp.

    from rlm import RLM
    with RLM() as r:
        print(r.ask("big.txt", "Who approved the budget?").answer)
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rlm.backends.base import Backend, Completion, Message, Prompt
from rlm.errors import BackendError, ContextOverflowError
from rlm.sampling import Sampling

if TYPE_CHECKING:
    from rlm.loop import RLM
    from rlm.run import Result
    from rlm.trace import Event

__all__ = [
    "RLM", "Result", "Event", "Backend", "BackendError", "Completion", "ContextOverflowError", "Message", "Prompt",
    "Sampling",
]


def __getattr__(name: str) -> Any:
    # The loop pulls in the sandbox and anyio: loaded on first use, so `rlm --help` stays instant.
    if name == "RLM":
        from rlm.loop import RLM

        return RLM
    if name == "Result":
        from rlm.run import Result

        return Result
    if name == "Event":
        from rlm.trace import Event

        return Event
    raise AttributeError(f"module 'rlm' has no attribute {name!r}")
