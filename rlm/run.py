"""The state of one question: the run shared by the root and every child RLM, one conversation each,
and the result handed back. Plain data, so the loop, the judge and the sub-calls all read it without
importing each other."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from rlm.backends.base import Completion, Message
from rlm.config import Budgets
from rlm.documents import Document
from rlm.question import Question
from rlm.seen import Seen
from rlm.trace import Event

REFUSALS_BEFORE_GIVING_UP = 3


@dataclass
class Result:
    answer: str | None
    status: str  # "answered" | "forced_answer" | "not_found" | "budget:<name>" | "error"
    iterations: int = 0
    sub_calls: int = 0
    tokens: dict[str, dict[str, int]] = field(default_factory=dict)  # role -> prompt, completion, cached, drafted, accepted
    seconds: dict[str, float] = field(default_factory=dict)  # role -> seconds spent in that role's calls
    total_seconds: float = 0.0
    trajectory: list[dict[str, Any]] = field(default_factory=list)
    error: str | None = None
    closest: list[str] = field(default_factory=list)  # without an answer: the seen lines nearest the question

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


class Stop(Exception):
    """A budget ran out (raised into the sandbox as an error, and remembered to end the loop)."""


@dataclass
class Run:
    """State of one ask() shared by the root and every child RLM: budgets, counters, trajectory."""

    budgets: Budgets
    on_event: Callable[[Event], None] | None
    started: float = field(default_factory=time.monotonic)
    sub_calls: int = 0
    tokens: dict[str, dict[str, int]] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    records: list[dict[str, Any]] = field(default_factory=list)
    stopped: str | None = None  # the budget that ran out

    def emit(self, kind: str, depth: int, **data: Any) -> None:
        event = Event(kind, depth, time.monotonic() - self.started, data)
        self.records.append(event.to_dict())
        if self.on_event is not None:
            self.on_event(event)

    def account(self, role: str, completion: Completion, seconds: float) -> None:
        t = self.tokens.setdefault(role, {"prompt": 0, "completion": 0, "cached": 0, "drafted": 0, "accepted": 0})
        t["prompt"] += completion.prompt_tokens
        t["completion"] += completion.completion_tokens
        t["cached"] += completion.cached_tokens
        t["drafted"] += sum(completion.drafted.values())
        t["accepted"] += sum(completion.accepted.values())
        self.seconds[role] = self.seconds.get(role, 0.0) + seconds

    def used(self, role: str) -> int:
        t = self.tokens.get(role, {})
        return t.get("prompt", 0) + t.get("completion", 0)

    def over_budget(self) -> str | None:
        """The name of a budget that has run out, if any (sub-calls are checked where they are made)."""
        b = self.budgets
        if self.stopped:
            return self.stopped
        if b.max_seconds is not None and time.monotonic() - self.started >= b.max_seconds:
            return "seconds"
        if b.max_root_tokens is not None and self.used("root") >= b.max_root_tokens:
            return "root_tokens"
        if b.max_sub_tokens is not None and self.used("sub") >= b.max_sub_tokens:
            return "sub_tokens"
        return None

    def admit(self) -> int:
        """The id of a new sub-call, or Stop when a budget has run out."""
        b = self.budgets
        if b.max_sub_calls is not None and self.sub_calls >= b.max_sub_calls:
            self.stopped = "sub_calls"
            raise Stop(f"sub-call budget of {b.max_sub_calls} used up; answer with what you have")
        stop = self.over_budget()
        if stop:
            self.stopped = stop
            raise Stop(f"budget {stop} used up; answer with what you have")
        self.sub_calls += 1
        return self.sub_calls

    def result(self, answer: str | None, status: str, error: str | None = None, closest: list[str] | None = None) -> Result:
        return Result(
            answer=answer,
            status=status,
            iterations=sum(1 for r in self.records if r["kind"] == "turn" and r["depth"] == 0),
            sub_calls=self.sub_calls,
            tokens=self.tokens,
            seconds={k: round(v, 3) for k, v in self.seconds.items()},
            total_seconds=round(time.monotonic() - self.started, 3),
            trajectory=self.records,
            error=error,
            closest=closest or [],
        )


@dataclass
class Conversation:
    """One conversation of a root model with its own sandbox (the top question or an rlm_call)."""

    depth: int
    session: str
    question: Question
    documents: Sequence[Document]
    messages: list[Message]
    seen: Seen = field(default_factory=Seen)  # every output shown to the model, as shown
    codes: list[str] = field(default_factory=list)
    candidate: str | None = None  # what FINAL / FINAL_VAR submitted during the current block
    best: str | None = None  # the last submitted answer that was backed by seen output
    iterations: int = 0
    dropped: int = 0  # turns removed to fit the window
    stuck: bool = False  # the last block showed nothing the model had not seen
    refused: list[str] = field(default_factory=list)  # answers refused so far
    elsewhere: set[str] = field(default_factory=set)  # refused once as another key's number: taken if said again
    reads: dict[str, str | None] = field(default_factory=dict)  # fresh reads by the lines read

    def insists(self) -> bool:
        """The same refused answer a third time: more turns only repeat it."""
        return bool(self.refused) and self.refused.count(self.refused[-1]) >= REFUSALS_BEFORE_GIVING_UP
