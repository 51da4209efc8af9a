"""The state of one question: the run shared by the root and every child RLM, one conversation each,
and the result handed back. Plain data, so the loop, the judge and the sub-calls all read it without
importing each other."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from rlm.backends.base import Completion, Message
from rlm.code_reads import binds, loads
from rlm.config import Budgets
from rlm.documents import Document
from rlm.question import Question
from rlm.seen import Passage, Seen
from rlm.trace import Event

REFUSALS_BEFORE_GIVING_UP = 3


@dataclass(frozen=True)
class Evidence:
    """A passage an answer rests on: the document's text and where it is, or a line the code printed."""

    text: str
    source: str  # the document's path (or "<text>", "<stdin>" ...), and the file of a dump or section
    line: int | None  # where the text starts, 1-based; None for a line the code computed
    offset: int | None  # the character offset in the document
    code: str | None = None  # the code that printed a computed line

    @classmethod
    def of(cls, passage: Passage, documents: Sequence[Document]) -> Evidence:
        doc = documents[passage.doc] if passage.doc < len(documents) else None
        source = doc.source if doc is not None else ""
        if passage.part and passage.part not in source:
            source = f"{source} ({passage.part})" if source else passage.part
        if passage.at is None or doc is None:
            return cls(passage.text, source, None, None, passage.code)
        return cls(passage.text, source, doc.text.count("\n", 0, passage.at) + 1, passage.at)

    def cite(self) -> str:
        """`path:line`, as editors and grep print it; a computed line says so."""
        return f"{self.source}:{self.line}" if self.line is not None else "computed by the code"


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
    evidence: list[Evidence] = field(default_factory=list)  # with an answer: what the judge accepted it on

    def to_dict(self) -> dict[str, Any]:
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        out["evidence"] = [asdict(e) for e in self.evidence]
        return out


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

    def result(self, answer: str | None, status: str, error: str | None = None, closest: list[str] | None = None,
               evidence: list[Evidence] | None = None) -> Result:
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
            evidence=evidence or [],
        )


@dataclass
class Conversation:
    """One conversation of a root model with its own sandbox (the top question or an rlm_call)."""

    depth: int
    session: str
    question: Question
    documents: Sequence[Document]
    messages: list[Message]
    seen: Seen = field(init=False)  # every output shown to the model, as shown
    codes: list[str] = field(default_factory=list)
    candidate: str | None = None  # what FINAL / FINAL_VAR submitted during the current block
    best: str | None = None  # the last submitted answer that seen output supports (taken if turns run out)
    best_evidence: tuple[Passage, ...] = ()
    evidence: tuple[Passage, ...] = ()  # what the accepted answer rests on
    iterations: int = 0
    dropped: int = 0  # turns removed to fit the window
    stuck: bool = False  # the last block showed nothing the model had not seen
    no_code: bool = False  # the last reply held no code
    looked: bool = False  # the loop searched the question for a root that answered before seeing any output
    refused: list[str] = field(default_factory=list)  # answers refused so far
    elsewhere: set[str] = field(default_factory=set)  # refused once as another key's number: taken if said again
    no_year: set[str] = field(default_factory=set)  # refused as no year (2023-01-11): its year is the same figure
    reads: dict[str, str | None] = field(default_factory=dict)  # fresh reads by the lines read
    second_reading: str | None = None  # an option: ask_each reads again to check a figure, the doubted items that may be it as it
    options_read: set[str] = field(default_factory=set)  # the options ask_each's questions offered
    rereads: int = 0
    unsure: set[str] = field(default_factory=set)  # answers a second reading did not confirm
    checks: dict[tuple[str, tuple[str, ...]], bool] = field(default_factory=dict)  # (answer, its lines) -> passed
    computed: list[str] = field(default_factory=list)  # what the loop's own blocks printed (rlm/computed.py)
    lookup_shown: str = ""  # what the loop's lookup view printed (Records.lookup), if anything
    placed_shown: str = ""  # what the loop's order view printed (Records.order), if anything
    labelled: dict[str, str] = field(default_factory=dict)  # a variable holding model-read labels -> the code that set it

    def lineage(self, code: str) -> str:
        """The block as its output is recorded: after the blocks that set the model-read labels it uses
        (`labels = ask_each(...)` in one block, `Counter(labels)` in the next), so the figure is known as
        read by models and its second reading reads the items again before computing it. Records the labels
        this block sets in turn."""
        full = "\n".join(dict.fromkeys([*(self.labelled[n] for n in sorted(loads(code)) if n in self.labelled), code]))
        for name in binds(code):
            if "ask_each(" in full:
                self.labelled[name] = full
            else:
                self.labelled.pop(name, None)
        return full

    def __post_init__(self) -> None:
        self.seen = Seen(self.documents)

    def insists(self) -> bool:
        """The same refused answer a third time: more turns only repeat it."""
        return bool(self.refused) and self.refused.count(self.refused[-1]) >= REFUSALS_BEFORE_GIVING_UP
