"""The answers `ask_each` expects: the options a question offers, and a reply read as one of them.

A small model answers "Yes, the customer says the parcel never came." where "yes" was asked for:
the reply is taken as the first option it names, so the root counts labels with plain Python."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

_ONE_OF = re.compile(r"(?:(?:answer|reply) with(?: one of)?|one of|choose from|options?)\s*:?\s*(.+?)\s*[.?]?\s*$", re.I)
_SLASHED = re.compile(r"(\w[\w -]*?(?:\s*/\s*\w[\w -]*?)+)\s*[.?)]*\s*$")
_LISTED = re.compile(r":\s*([^:]+?(?:,|\bor\b)[^:]+?)\s*[.?]?\s*$")  # "Which kind is it: late, refund or other?"


def options(question: str) -> list[str]:
    """The answers a question allows, lower-cased: "... yes/no" -> [yes, no]; "... Answer with one of:
    late, refund, damaged" -> [late, refund, damaged]; "Which kind is it: late, refund or other?" ->
    [late, refund, other]; none found -> [] (free answers)."""
    last = question.strip().splitlines()[-1] if question.strip() else ""
    last = re.sub(r"\s*\([^)]*\)", "", last)  # "delivery (a late or missing one), refund": the names, not the glosses
    if m := _ONE_OF.search(last):
        parts = re.split(r"\s*(?:,|/|\bor\b|\|)\s*", m.group(1))
    elif m := _SLASHED.search(last):
        parts = m.group(1).split("/")
    elif m := _LISTED.search(last):
        parts = re.split(r"\s*(?:,|\bor\b)\s*", m.group(1))
    else:
        return []
    found = [p.strip(" '\"()").lower() for p in parts]
    found = [p for p in found if p and len(p.split()) <= 4]
    return list(dict.fromkeys(found)) if len(found) >= 2 else []


def read_label(reply: str, allowed: list[str]) -> str:
    """The option the reply names first (whole words), else its first line as said, lower-cased and trimmed."""
    text = reply.strip().lower()
    first = text.splitlines()[0].strip(" .!\"'*") if text else ""
    if not allowed:
        return first
    hits = [(m.start(), option) for option in allowed
            if (m := re.search(rf"(?<![\w-]){re.escape(option)}(?![\w-])", text))]
    return min(hits)[1] if hits else first


def defined(allowed: list[str], glosses: Mapping[str, str]) -> str | None:
    """The question asked of each item when the user's question defines the kinds it offers: each kind
    with its definition, then the names to answer with. The root writes "Which kind is it: delivery,
    refund or praise?"; a 1.5B reader labelled 71 of 80 messages right so, 78 of 80 told what each kind
    means (benchmarks/results/ask-each-glosses-20261125.md). None unless two options are defined."""
    if sum(option in glosses for option in allowed) < 2:
        return None
    kinds = ", ".join(f"{o} ({glosses[o]})" if o in glosses else o for o in allowed)
    return f"Which kind is it: {kinds}?\nAnswer with one of: {', '.join(allowed)}."


def in_order(question: str, order: list[str], glosses: Mapping[str, str]) -> str:
    """The question as asked of each item with its options in `order`: with their definitions where the
    user's question gives them (`defined`), else the question, then the options again in that order."""
    if found := defined(order, glosses):
        return found
    return question if order == options(question) else f"{question}\nAnswer with one of: {', '.join(order)}."


@dataclass(frozen=True)
class Reading:
    """One item's label and the reader's odds for each option (empty where the backend gives none)."""

    label: str
    probs: Mapping[str, float]

    @property
    def confidence(self) -> float:
        """The odds of the label; 1.0 where none are known (a remote reader's free reply)."""
        return self.probs.get(self.label, 0.0) if self.probs else 1.0

    def runner_up(self) -> str | None:
        """The option the reader rated next after the label."""
        rest = sorted(((p, o) for o, p in self.probs.items() if o != self.label), reverse=True)
        return rest[0][1] if rest else None
