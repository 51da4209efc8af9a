"""The `direct` baseline: the root model reads the task's whole prompt itself.

A document longer than the model's window is cut in the middle (its head and tail kept, the way
RULER and LongBench truncate), so long lengths measure what a plain long-context read can do.
The answer prefix of the task is pre-filled, as RULER appends it to the prompt.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from contextlib import ExitStack
from functools import partial

from anyio.from_thread import start_blocking_portal

from benchmarks.long_context.methods import MethodSettings, Outcome
from benchmarks.long_context.tasks import Sample
from rlm.backends.base import ContextOverflowError
from rlm.sampling import Sampling

CHAT_OVERHEAD = 48  # tokens the chat template adds around one user message, with margin


def cut_middle(text: str, keep_chars: int) -> str:
    """Head and tail of `text`, `keep_chars` characters in all, cut at spaces."""
    if keep_chars >= len(text):
        return text
    half = max(keep_chars // 2, 0)
    head = text[:half]
    tail = text[len(text) - half :]
    head = head[: head.rfind(" ")] if " " in head else head
    tail = tail[tail.find(" ") + 1 :] if " " in tail else tail
    return f"{head} {tail}"


def fit_document(sample: Sample, count: Callable[[str], int], budget: int) -> tuple[str, int]:
    """The sample's prompt shrunk to at most `budget` model tokens; returns (document kept, prompt tokens).

    The model tokenizer is only run on texts about the window's size: the first guess comes from
    the cl100k length, then each step rescales by the measured overshoot.
    """
    doc = sample.document
    keep = len(doc)
    if sample.doc_tokens > 2 * budget:  # far too long: start from the cl100k ratio, never count 4 MB
        keep = int(len(doc) * budget / sample.doc_tokens)
    for _ in range(12):
        kept = cut_middle(doc, keep)
        tokens = count(sample.prompt(kept))
        if tokens <= budget:
            return kept, tokens
        keep = int(keep * budget / tokens * 0.99)
    raise ContextOverflowError(f"could not fit the {sample.task} prompt into {budget} tokens")


class Direct:
    def __init__(self, name: str, settings: MethodSettings) -> None:
        from rlm.backends import open_backend

        self.name = name
        self._role = settings.config.role("root")
        self._stack = ExitStack()
        self._portal = self._stack.enter_context(start_blocking_portal())
        self._backend = open_backend("root", self._role)
        self._stack.callback(lambda: self._portal.call(self._backend.aclose))

    def run(self, sample: Sample) -> Outcome:
        count = self._backend.count_tokens
        budget = self._backend.context_window - sample.max_answer_tokens - CHAT_OVERHEAD - count(sample.answer_prefix)
        started = time.perf_counter()
        for _ in range(3):  # the chat template's size is estimated: shrink and retry if it was off
            kept, prompt_tokens = fit_document(sample, count, budget)
            messages = [{"role": "user", "content": sample.prompt(kept)}]
            try:
                ask = partial(
                    self._backend.complete,
                    messages,
                    Sampling(max_tokens=sample.max_answer_tokens, temperature=0.0, prefill=sample.answer_prefix),
                )
                completion = self._portal.call(ask)
                break
            except ContextOverflowError:
                budget = int(budget * 0.95)
        else:
            raise ContextOverflowError(f"the {sample.task} prompt did not fit the root window after cutting")
        seconds = time.perf_counter() - started
        return Outcome(
            answer=completion.text,
            status="answered" if completion.finish_reason != "error" else "error",
            tokens={
                "root": {
                    "prompt": completion.prompt_tokens,
                    "completion": completion.completion_tokens,
                    "cached": completion.cached_tokens,
                }
            },
            seconds_by_role={"root": seconds},
            iterations=1,
            notes={"kept_fraction": round(len(kept) / len(sample.document), 4), "fit_tokens": prompt_tokens},
        )

    def models(self) -> dict[str, str]:
        return {"root": self._role.model}

    def close(self) -> None:
        self._stack.close()
