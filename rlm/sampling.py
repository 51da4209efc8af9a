"""How one completion is generated, as one value passed from the loop through a backend to the engine."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Sampling:
    """How to generate one completion: its length, randomness, where it ends, how it starts, where it runs.

    Frozen and hashable, so one value can be shared by every call of a turn or a batch. `stop` and
    `choices` may be given as any sequence of strings; they are kept as tuples. With `choices`, a backend
    that can (the local engine) decides the reply among them and reports the odds of each; one that cannot
    generates as usual.
    """

    max_tokens: int = 512
    temperature: float = 0.0  # 0: greedy, the same text every time
    stop: tuple[str, ...] = ()  # strings that end the text (cut off, never returned)
    prefill: str = ""  # text the assistant turn starts with (part of the prompt, not of the returned text)
    session: str | None = None  # routes calls of one conversation to the same worker so its KV prefix is reused
    choices: tuple[str, ...] = ()  # the reply must be one of these (a label): decided among them, not written

    def __post_init__(self) -> None:
        stop: Sequence[str] = self.stop
        if isinstance(stop, str):
            raise TypeError(f"stop must be a sequence of strings, not the string {stop!r}")
        if not isinstance(stop, tuple):
            object.__setattr__(self, "stop", tuple(stop))
        if not isinstance(self.choices, tuple):
            object.__setattr__(self, "choices", tuple(self.choices))
