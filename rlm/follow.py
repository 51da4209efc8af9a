"""Leads for a forced answer: the lines the question's keys and the names on the closest lines lead to.

A small root stops at the first link of a chain (`B = A`, a function and its callers) or searches a
number it saw instead of the key asked for; these searches, done for it, put the rest in front of it."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from rlm.documents import Document
from rlm.question import NAME, Question, identifier
from rlm.sandbox_helpers import ASSIGNMENT, DEFINITION
from rlm.seen import Seen, facts

RARE = 6  # a name in more places than this is a category ("ERROR", "VAR"), not a handle on one thing
FOLLOW_SEARCHES = 6  # that found a line; a category found nothing and costs only a try
FOLLOW_TRIES = 2 * FOLLOW_SEARCHES  # each a search of the whole document (up to 0.3 s on 4 MB)
FOLLOW_CHARS = 1200  # what the lines found may add to the forced answer's prompt (~300 tokens, seconds on 2 cores)
FOLLOW_LINE_CHARS = 300


def names(line: str, question: Question) -> list[str]:
    """The identifier-like words of a line that the question does not use."""
    found: list[str] = []
    for word in NAME.findall(line):
        if "-" not in word and len(word) >= 3 and identifier(word) and word.lower() not in question.words \
                and word not in found:
            found.append(word)
    return found


def mentions(name: str, texts: Sequence[str], limit: int = RARE) -> int:
    """How often the word occurs in the lower-cased texts (search() ignores case), counted up to limit + 1.
    str.find, not a regex: a lookbehind regex takes 0.3 s per name over 4 MB, this a few ms."""
    needle = name.lower()
    count = 0
    for text in texts:
        at = text.find(needle)
        while at >= 0:
            end = at + len(needle)
            if not (at and (text[at - 1].isalnum() or text[at - 1] == "_")) and not (
                end < len(text) and (text[end].isalnum() or text[end] == "_")
            ):
                count += 1
                if count > limit:
                    return count
            at = text.find(needle, at + 1)
    return count


def heads(line: str, seen: Seen) -> list[str]:
    """The head of the block of statements a fact line is in (`chip "fschds-*"` of 'chip "fschds-*": label temp3
    "System Temp"'), whose search shows the whole block: asked what "that same section" labels in1, a root
    searched in1 over every chip."""
    head, sep, _ = line.partition(": ")
    return [head] if sep and head.split(" ", 1)[0].lower() in seen.block_words else []


def defines(line: str, name: str) -> bool:
    """Is a fact line (maybe "file.py: " first) where `name` is defined? search() shows definitions first."""
    name = re.escape(name)
    return re.match(rf"(?:\S+: )?(?:{DEFINITION.format(name=name)}|{ASSIGNMENT.format(name=name)})", line) is not None


def follow(lines: Sequence[str], question: Question, seen: Seen, documents: Sequence[Document],
           search: Callable[[str], str]) -> tuple[list[str], list[str]]:
    """(names followed, unseen lines found, each with the location search() printed) by searching the rare
    names of the question and of `lines`, then the names in what that finds, and so on: every line about the
    key asked for, and a chain of references, whose first link is where a small root stops.
    The question's keys include the names it gives right after their kind ("the parameter autojunk", "its
    autojunk parameter"): a two-hop question names the value's key and only the class it lives in is a hop away.
    A line in a block of statements leads to its block's head (see heads).
    A name in more than RARE places is a category ("ERROR"), not followed, unless it is defined: in
    code a class (`StreamReader`) or a constant (`_DEFAULT_LIMIT`) is used in many places, and only
    the first line search() shows for it, where it is defined, is the lead. With no `lines` (nothing
    seen is about the question) all the lines of the question's own keys are taken.
    `search(name)` returns what the sandbox's search() prints for the whole word, definitions first."""
    keys = list(dict.fromkeys(question.keys + question.names))  # and what it names after a kind: "its autojunk parameter"
    queue = keys + [n for line in lines for n in heads(line, seen) + names(line, question)]
    if not queue:  # the usual case on prose: no copy of the documents to lower-case
        return [], []

    def first(i: int) -> tuple[bool, int, int]:  # the question's keys, then names made of its words (SMTP_PORT)
        parts = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+", queue[i])
        return queue[i] in keys, sum(p.lower() in question.tokens for p in parts), -i

    texts = [d.text.lower() for d in documents]
    known = set(seen.known)
    followed: list[str] = []
    found: list[str] = []
    tried: set[str] = set()
    room = FOLLOW_CHARS
    while queue and len(followed) < FOLLOW_SEARCHES and len(tried) < FOLLOW_TRIES:
        name = queue.pop(max(range(len(queue)), key=first))
        if name.lower() in tried:
            continue
        count = mentions(name, texts)
        if not count:
            continue
        tried.add(name.lower())
        new = [(fact.text, raw) for raw in search(name).splitlines() for fact in facts(raw) if fact.text.lower() not in known]
        if count > RARE and (lines or name not in keys):
            new = [(line, raw) for line, raw in new[:1] if defines(line, name)]
        for line, raw in new:
            shown = line if len(line) <= FOLLOW_LINE_CHARS else line[: FOLLOW_LINE_CHARS - 4] + " ..."
            if len(shown) > room:
                return followed, found
            if name not in followed:
                followed.append(name)
            room -= len(shown) + 1
            known.add(line.lower())
            found.append(_clipped(raw, len(line) - len(shown)))
            queue.extend(names(line, question))
    return followed, found


def _clipped(raw: str, cut: int) -> str:
    """A hit line as search() printed it, its location kept (a line the loop followed is judged by where it
    is: `tabsize=8` in HtmlDiff's constructor says nothing of Differ's), cut by as much as its shown text was."""
    raw = " ".join(raw.split())
    return raw if cut <= 0 else raw[:-cut - 4] + " ..."
