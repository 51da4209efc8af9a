"""The answers `ask_each` expects: the options a question offers, and a reply read as one of them.

A small model answers "Yes, the customer says the parcel never came." where "yes" was asked for:
the reply is taken as the first option it names, so the root counts labels with plain Python."""

from __future__ import annotations

import re

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
