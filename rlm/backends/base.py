"""The one interface every model backend speaks, so the loop never knows where a model runs."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

import anyio

from rlm.chat import Message, Prompt
from rlm.errors import BackendError, ContextOverflowError
from rlm.sampling import Sampling


@dataclass
class Completion:
    """One finished generation, with what it cost."""

    text: str
    finish_reason: str  # "stop" | "length" | "error"
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0  # prompt tokens whose KV state was reused, not evaluated again
    prompt_seconds: float = 0.0
    decode_seconds: float = 0.0
    model: str = ""
    drafted: dict[str, int] = field(default_factory=dict)  # draft tokens proposed, by source
    accepted: dict[str, int] = field(default_factory=dict)  # draft tokens accepted, by source
    option_probs: dict[str, float] = field(default_factory=dict)  # a reply decided among `Sampling.choices`: the odds of each


@runtime_checkable
class Backend(Protocol):
    """A model role (root, sub, draft) reached in-process, in workers, or over HTTP.

    `sampling` says how to generate (rlm.sampling.Sampling: length, temperature, stop strings,
    prefill, session).
    """

    name: str

    async def complete(self, prompt: Prompt, sampling: Sampling = Sampling()) -> Completion: ...

    def stream(self, prompt: Prompt, sampling: Sampling = Sampling()) -> AsyncIterator[str]: ...

    async def complete_many(
        self, prompts: Sequence[Prompt], sampling: Sampling = Sampling()
    ) -> list[Completion | BackendError]:
        """Independent prompts (llm_batch), answers in order; a prompt that failed has its error in its place."""
        ...

    def count_tokens(self, text: str) -> int: ...

    @property
    def context_window(self) -> int: ...

    async def aclose(self) -> None: ...


async def complete_each(
    backend: Backend, prompts: Sequence[Prompt], sampling: Sampling = Sampling()
) -> list[Completion | BackendError]:
    """`complete_many` as concurrent single calls: right where the other end batches by itself (a server)."""
    outcomes: list[Completion | BackendError] = [BackendError("not run")] * len(prompts)

    async def one(i: int, prompt: Prompt) -> None:
        try:
            outcomes[i] = await backend.complete(prompt, sampling)
        except BackendError as exc:
            outcomes[i] = exc

    async with anyio.create_task_group() as tg:
        for i, prompt in enumerate(prompts):
            tg.start_soon(one, i, prompt)
    return outcomes


__all__ = ["Backend", "BackendError", "Completion", "ContextOverflowError", "Message", "Prompt", "complete_each"]
