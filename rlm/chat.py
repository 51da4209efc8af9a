"""Chat messages -> the prompt text a model was trained on, from the template in its own GGUF.

Rendering is llama-cpp-python's Jinja2 chat formatter (the same sandboxed Jinja environment and
variables Transformers uses), fed the template stored in the model file, so every model gets its own
format without a table of formats here. A `prefill` is appended after the assistant turn's start: the
model continues it (the loop opens a code fence this way; small roots write code reliably with it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Literal, TypedDict

from rlm.errors import BackendError

ROLES = ("system", "user", "assistant")


class Message(TypedDict):
    role: Literal["system", "user", "assistant"]
    content: str


Prompt = str | Sequence[Message]  # a plain string is a raw completion, messages go through the chat template


@dataclass(frozen=True)
class ChatTemplate:
    """A GGUF's `tokenizer.chat_template` with the special-token texts it refers to."""

    source: str
    bos_token: str
    eos_token: str

    @cached_property
    def _formatter(self) -> Any:  # compiled once: Jinja compilation costs more than rendering
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        return Jinja2ChatFormatter(self.source, eos_token=self.eos_token, bos_token=self.bos_token)

    def render(self, messages: Sequence[Message], prefill: str = "") -> str:
        check_messages(messages)
        try:
            text = self._formatter(messages=[dict(m) for m in messages]).prompt
        except Exception as exc:  # a template's raise_exception or a Jinja error
            raise BackendError(f"the model's chat template rejected these messages: {exc}") from exc
        return text + prefill


def check_messages(messages: Sequence[Message]) -> None:
    """A one-line error for malformed messages instead of a template crash."""
    if not messages:
        raise BackendError("no messages to send: give at least one user message")
    for i, m in enumerate(messages):
        if not isinstance(m, dict) or m.get("role") not in ROLES or not isinstance(m.get("content"), str):
            raise BackendError(
                f"message {i} must be {{'role': one of {', '.join(ROLES)}, 'content': str}}, got {m!r:.80}"
            )


def render_prompt(prompt: Prompt, template: ChatTemplate | None, prefill: str = "", *, model: str = "") -> str:
    """A plain string is used as is (raw completion); messages go through the chat template."""
    if isinstance(prompt, str):
        return prompt + prefill
    if template is None:
        raise BackendError(
            f"model {model or '(unnamed)'} has no chat template in its GGUF; pass a plain string prompt, "
            "or use an instruct model"
        )
    return template.render(prompt, prefill)
