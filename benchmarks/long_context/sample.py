"""What a task is and what it generates: a Sample (one question over one document) made from a Probe.

Shared by the retrieval tasks (tasks.py) and the reading tasks (reading.py), so neither imports the other's
module to build on them."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from benchmarks.long_context.haystacks import Haystack
from benchmarks.long_context.scoring import string_match_all
from rlm.errors import RLMError

CONTEXT = "{context}"  # where the document goes in a task's full prompt


class TaskError(RLMError):
    """An unknown task or length was asked for; the message lists the valid ones."""


@dataclass(frozen=True)
class Sample:
    """One question over one generated document, with everything every method needs."""

    task: str
    length: int  # target length in cl100k tokens (items for the reading tasks)
    index: int
    seed: int
    depth: float  # relative position of the (first) queried needle
    document: str
    doc_tokens: int  # cl100k tokens of the document, within 1% of `length`
    question: str  # the question alone (what RLM methods get, with the document as context)
    template: str  # the task's full prompt with CONTEXT where the document goes (what `direct` reads)
    answer_prefix: str  # how the answer starts (RULER / InfiniteBench), pre-filled for `direct`
    gold: tuple[str, ...]  # every value the answer must contain
    max_answer_tokens: int

    def prompt(self, document: str | None = None) -> str:
        """The full prompt around `document` (default: the whole document)."""
        return self.template.replace(CONTEXT, self.document if document is None else document)


@dataclass(frozen=True)
class Probe:
    """What a task generator returns; `generate` adds the sample's identity."""

    document: Haystack
    question: str
    template: str
    answer_prefix: str
    gold: tuple[str, ...]
    max_answer_tokens: int


Generator = Callable[[random.Random, int, float], Probe]
Scorer = Callable[[str, tuple[str, ...]], float]  # (answer, gold) -> score in [0, 1]


@dataclass(frozen=True)
class Task:
    name: str
    description: str
    make: Generator
    score: Scorer = string_match_all
    unit: str = "tokens"  # what a length counts: cl100k "tokens", or "items" (the reading tasks' messages)
    max_length: int | None = None
