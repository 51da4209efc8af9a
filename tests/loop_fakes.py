"""A scripted stand-in for a model backend, for testing the loop's logic (the sandbox stays real).

Replies are picked by the question of the conversation (so a child RLM gets its own script) and
consumed in order; a reply may be a callable of the messages, to react to what the loop showed.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field

from rlm import prompts
from rlm.backends.base import BackendError, Completion, ContextOverflowError, Prompt, complete_each
from rlm.sampling import Sampling

Reply = str | Callable[[list[dict[str, str]]], str]


class _Fake:
    """What both stand-ins share: a window, 4 characters per token, no streaming."""

    window: int

    def stream(self, prompt: Prompt, sampling: Sampling = Sampling()) -> AsyncIterator[str]:
        raise NotImplementedError("the loop never streams")

    async def complete_many(
        self, prompts: Sequence[Prompt], sampling: Sampling = Sampling()
    ) -> list[Completion | BackendError]:
        return await complete_each(self, prompts, sampling)  # type: ignore[arg-type]

    def count_tokens(self, text: str) -> int:
        return len(text) // 4 + 1

    @property
    def context_window(self) -> int:
        return self.window

    async def aclose(self) -> None:
        return None


@dataclass
class ScriptedBackend(_Fake):
    """Root stand-in: `scripts` maps a substring of the first user message to the replies, in order."""

    scripts: dict[str, list[Reply]]
    window: int = 32768
    prompt_tokens: int | None = None  # report this many prompt tokens per call instead of counting
    name: str = "scripted"
    calls: list[dict[str, object]] = field(default_factory=list)
    read: Callable[[str], str] = lambda text: "NOT FOUND"  # the loop's fresh read of the seen lines (session *-read)
    reads: list[str] = field(default_factory=list)
    label: Callable[[str], str] = lambda text: "NOT FOUND"  # ask_each's reading of one item (the reader's system prompt)
    labelled: list[str] = field(default_factory=list)
    odds: Callable[[str], dict[str, float]] | None = None  # a reader deciding among the options: its odds for each
    span: Callable[[str], str] = lambda text: ""  # the value picked out of a long answer (session *-span)
    spans: list[str] = field(default_factory=list)
    check: Callable[[str], float] = lambda text: 1.0  # odds of "yes" the answer checker gives (session *-check)
    checks: list[str] = field(default_factory=list)

    async def complete(self, prompt: Prompt, sampling: Sampling = Sampling()) -> Completion:
        messages = [dict(m) for m in prompt] if not isinstance(prompt, str) else [{"role": "user", "content": prompt}]
        size = sum(self.count_tokens(m["content"]) + 8 for m in messages) + 16
        max_tokens, session = sampling.max_tokens, sampling.session
        if size + max_tokens > self.window:
            raise ContextOverflowError(f"prompt of {size} tokens + {max_tokens} does not fit {self.window}")
        if messages[0]["content"] == prompts.text("reader_system"):
            self.labelled.append(messages[-1]["content"])
            if self.odds is not None and sampling.choices:
                odds = self.odds(messages[-1]["content"])
                best = max(odds, key=lambda o: odds[o])
                return Completion(text=best, finish_reason="stop", prompt_tokens=size, completion_tokens=1,
                                  option_probs=odds)
            text = self.label(messages[-1]["content"])
            return Completion(text=text, finish_reason="stop", prompt_tokens=size, completion_tokens=1)
        if session is not None and session.endswith("-span"):
            self.spans.append(messages[-1]["content"])
            return Completion(text=self.span(messages[-1]["content"]), finish_reason="stop", prompt_tokens=size,
                              completion_tokens=1)
        if session is not None and session.endswith("-check"):
            self.checks.append(messages[-1]["content"])
            yes = self.check(messages[-1]["content"])
            return Completion(text="yes" if yes >= 0.5 else "no", finish_reason="stop", prompt_tokens=size,
                              completion_tokens=1, option_probs={"yes": yes, "no": 1.0 - yes})
        if session is not None and session.endswith("-read"):
            self.reads.append(messages[-1]["content"])
            text = self.read(messages[-1]["content"])
            return Completion(text=text, finish_reason="stop", prompt_tokens=size,
                              completion_tokens=self.count_tokens(text), cached_tokens=0)
        self.calls.append({"messages": messages, "prefill": sampling.prefill, "session": session, "stop": sampling.stop})
        question = next(m["content"] for m in messages if m["role"] == "user")
        key = next(k for k in self.scripts if k in question)
        if not self.scripts[key]:
            raise AssertionError(f"script for {key!r} ran out; last messages: {messages[-2:]}")
        reply = self.scripts[key].pop(0)
        text = reply(messages) if callable(reply) else reply
        return Completion(text=text, finish_reason="stop", prompt_tokens=self.prompt_tokens or size,
                          completion_tokens=self.count_tokens(text), cached_tokens=0)


@dataclass
class SubBackend(_Fake):
    """Sub-call stand-in: answer(prompt) gives the text; raising BackendError simulates a failed call."""

    answer: Callable[[str], str]
    window: int = 8192
    name: str = "sub"
    prompts: list[str] = field(default_factory=list)

    async def complete(self, prompt: Prompt, sampling: Sampling = Sampling()) -> Completion:
        text = prompt if isinstance(prompt, str) else prompt[-1]["content"]
        self.prompts.append(text)
        out = self.answer(text)
        return Completion(text=out, finish_reason="stop", prompt_tokens=len(text) // 4 + 1, completion_tokens=len(out) // 4 + 1)
