"""The question, read once: its words, the keys it names and what kind of answer it asks for."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rlm.sandbox_helpers import COMMON_WORDS

# Words an answer may share with anything: they back nothing and name nothing. Fewer than search()'s
# keyword stop words: here "what" or "document" in a line still counts as shared.
STOPWORDS = COMMON_WORDS | frozenset("no yes answer final number value".split())
NAME = re.compile(r"(?<![\w-])\w[\w-]*\w(?![\w-])")  # a word, inner hyphens included
_COUNT = re.compile(r"\bhow (many|often)\b|\bcount\b|\bthe number of\b", re.I)  # not "how much": an amount
_SEVERAL = re.compile(r"\b(all|every|each|both|list)\b", re.I)
# most / fewest / largest ... of a set: "which kind of message is most common", "the package with the largest size"
_EXTREME = re.compile(r"\b(most|least|fewest|largest|smallest|highest|lowest|biggest|longest|shortest|average|in total)\b", re.I)


_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")


def plain(text: str) -> str:
    """Lower case, thousands separators dropped (4,093,751 is 4093751); other commas stay, so the fields
    of a CSV row (O-1061,2025-03-14,yoga mat,8,37.74) stay apart."""
    return _THOUSANDS.sub("", text.lower())


def tokens(text: str) -> list[str]:
    """Words of 3+ characters that are not stop words, and numbers of any length (a port is 25)."""
    return [t for t in re.findall(r"[a-z0-9]+", plain(text)) if (len(t) >= 3 or t.isdigit()) and t not in STOPWORDS]


def identifier(word: str) -> bool:
    """ALLCAPS, snake_case, camelCase, letters with digits; not a Capitalised word (most start a sentence)."""
    return (word[0].isalpha() or word[0] == "_") and any(c.isupper() or c.isdigit() or c == "_" for c in word[1:])


@dataclass(frozen=True)
class Question:
    """What the answer rules need of a question, computed once per question."""

    text: str
    tokens: frozenset[str]  # its words (see `tokens`): what a line or an answer shares with it
    words: frozenset[str]  # its words as NAME finds them, lower-cased: names it already uses
    keys: tuple[str, ...]  # the words that name one thing: identifiers, numbers, hyphenated keys (noble-fiddle)
    counts: bool  # asks for a count: lines read afresh cannot answer it (they are the hits shown, not all)
    several: bool  # asks for all of something: only then is a forced answer told to hold every line listed
    aggregates: bool  # a count or an extreme over many items: every item must be read, not found by a search

    @classmethod
    def parse(cls, text: str) -> Question:
        found = NAME.findall(text)
        return cls(
            text=text,
            tokens=frozenset(tokens(text)),
            words=frozenset(w.lower() for w in found),
            keys=tuple(w for w in found if len(w) >= 3 and ("-" in w or w.isdigit() or identifier(w))),
            counts=_COUNT.search(text) is not None,
            several=_SEVERAL.search(text) is not None,
            aggregates=_COUNT.search(text) is not None or _EXTREME.search(text) is not None,
        )
