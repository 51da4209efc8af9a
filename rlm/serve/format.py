"""OpenAI's response shapes (chat.completion, chat.completion.chunk, usage) and the SSE lines that carry
them. Progress travels as SSE comment lines (`: rlm {json}`), which the SSE standard tells every client
to ignore: the `openai` SDK and browsers' EventSource skip them, our own readers parse them."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from rlm.run import Result

PROGRESS = b": rlm "  # the side channel's line prefix
DONE = b"data: [DONE]\n\n"
CLIP = 400  # characters of each string in a progress event


@dataclass
class Reply:
    """A finished job: its usage and what goes next to the message (`rlm`: status, turns, session...)."""

    usage: dict[str, Any]
    extra: dict[str, Any] = field(default_factory=dict)
    finish_reason: str = "stop"


@dataclass(frozen=True)
class Head:
    """What every chunk of one response repeats; `text`: a /v1/completions response (choices hold `text`)."""

    id: str
    model: str
    created: int
    text: bool = False

    def completion(self, content: str, reply: Reply) -> dict[str, Any]:
        choice = {"text": content} if self.text else {"message": {"role": "assistant", "content": content}}
        return {"id": self.id, "object": "text_completion" if self.text else "chat.completion", "created": self.created,
                "model": self.model, "choices": [{"index": 0, **choice, "finish_reason": reply.finish_reason,
                                                  "logprobs": None}], "usage": reply.usage, **reply.extra}

    def chunk(self, delta: dict[str, Any], finish_reason: str | None = None, **extra: Any) -> bytes:
        """A chat chunk's `delta`; for /v1/completions its content as `text`."""
        piece = {"text": delta.get("content", "")} if self.text else {"delta": delta}
        return sse({**self._top(), "choices": [{"index": 0, **piece, "finish_reason": finish_reason, "logprobs": None}],
                    **extra})

    def usage_chunk(self, usage: dict[str, Any]) -> bytes:
        return sse({**self._top(), "choices": [], "usage": usage})

    def _top(self) -> dict[str, Any]:
        kind = "text_completion" if self.text else "chat.completion.chunk"
        return {"id": self.id, "object": kind, "created": self.created, "model": self.model}


def sse(data: dict[str, Any]) -> bytes:
    return b"data: " + json.dumps(data, ensure_ascii=False).encode() + b"\n\n"


def progress(record: dict[str, Any]) -> bytes:
    """One progress line; JSON keeps it on one line (newlines in code and output are escaped)."""
    return PROGRESS + json.dumps(_clipped(record), ensure_ascii=False).encode() + b"\n\n"



def _clipped(value: Any) -> Any:
    if isinstance(value, str):
        return value if len(value) <= CLIP else value[:CLIP] + f"... [{len(value) - CLIP} more]"
    if isinstance(value, dict):
        return {k: _clipped(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_clipped(v) for v in value[:20]]
    return value


def usage(tokens: dict[str, dict[str, int]]) -> dict[str, Any]:
    """OpenAI's usage summed over the roles, with each role's own counts under `roles`."""
    prompt = sum(t.get("prompt", 0) for t in tokens.values())
    completion = sum(t.get("completion", 0) for t in tokens.values())
    cached = sum(t.get("cached", 0) for t in tokens.values())
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion,
            "prompt_tokens_details": {"cached_tokens": cached}, "roles": tokens}


def summary(result: Result, session: str | None, question: int) -> dict[str, Any]:
    """The `rlm` field: how the answer came about, and the document lines it rests on (`evidence`: text,
    source, line, offset, and the code for a computed line)."""
    return {"status": result.status, "iterations": result.iterations, "sub_calls": result.sub_calls,
            "seconds": result.seconds, "total_seconds": result.total_seconds, "session": session,
            "question": question, "evidence": [asdict(e) for e in result.evidence], "closest": result.closest}


def no_answer(result: Result) -> str:
    """The message when the run found no answer: said plainly, never a guess."""
    if result.status == "not_found":
        return "Not found: nothing the model read in the documents answers this question."
    if result.status.startswith("budget:"):
        return f"No answer: the {result.status.removeprefix('budget:')} budget ran out before one was found."
    return f"No answer ({result.status})."
