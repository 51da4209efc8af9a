"""Scoring a dev-set answer as right, wrong or not found.

"Not found" is the runtime declining (status `not_found` or `no_answer`, or no answer at all): for an
absent fact that is the right answer, for any other question it is neither right nor wrong (the targets
of issue #20 count it apart: wrong answers must stay rare, not-found ones may not). Values match by
normalised containment at word edges, counts by the answer's first number that the question does not
already hold, lists by every item.
"""

from __future__ import annotations

import re
import unicodedata

from benchmarks.devset.questions import Question
from benchmarks.long_context.scoring import first_integer

NOT_FOUND_STATUSES = frozenset({"not_found", "no_answer"})
OUTCOMES = ("right", "wrong", "not found")
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "`": "'"})


def normalise(text: str) -> str:
    """Lower case, one kind of quote, whitespace collapsed."""
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES).lower()
    return " ".join(text.split())


def contains(answer: str, value: str) -> bool:
    """`value` in `answer` as a whole: not inside a longer word or version ("8" is not in "18", "2.6" not in
    "2.6.1"); a plural "s" after it is allowed."""
    edge_before = r"(?<![\w])(?<![\w][.+~-])"
    edge_after = r"s?(?![\w])(?![.+~-]\w)"
    return re.search(edge_before + re.escape(normalise(value)) + edge_after, normalise(answer)) is not None


def answer_count(answer: str, question: str) -> int | None:
    """The first number of the answer, leaving out numbers the question itself holds (a date, an id), unless
    the answer holds no other: "3" answers "how many ... in iso_3166-3.json ..." with the 3 of the file's name."""
    asked = set(re.findall(r"\d+", question))
    kept = re.sub(r"\d[\d,]*", lambda m: "" if m.group().replace(",", "") in asked else m.group(), answer)
    found = first_integer(kept)
    return found if found is not None else first_integer(answer)


def outcome(q: Question, answer: str | None, status: str) -> str:
    """'right', 'wrong' or 'not found' for one answer to `q`."""
    declined = status in NOT_FOUND_STATUSES or not (answer or "").strip()
    if q.gold_kind == "not_found":
        return "right" if declined else "wrong"
    if declined:
        return "not found"
    text = answer or ""
    if q.gold_kind == "count":
        right = answer_count(text, q.question) == q.gold
    elif q.gold_kind == "list":
        assert isinstance(q.gold, tuple)
        right = all(contains(text, item) for item in q.gold)
    else:
        right = contains(text, str(q.gold))
    return "right" if right else "wrong"
