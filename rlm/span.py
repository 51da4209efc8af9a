"""The answer kept short: the span of a long answer that answers the question (a value, a name, a
date, a version), the whole line staying in the evidence. A small root answers with the line it found
("The offsite budget was set at 12,400 euros after a long debate.") as often as with the value."""

from __future__ import annotations

import re

from rlm.question import Question
from rlm.sandbox_helpers import MONTHS

SPAN_WORDS = 6  # an answer of this many words or fewer is kept as it is
# a question that asks for a sentence, an explanation or several things keeps its whole answer
_WHOLE = re.compile(r"\b(why|how (does|do|did|is|are|can|to)|describe|explain|summari[sz]e|what (changed|happened|does)|"
                    r"sentence|quote|list|title|heading|as written)\b", re.I)  # "Give its heading as written": not its "B."


def wants_span(question: Question, answer: str) -> bool:
    """Is the answer longer than a value, to a question that asks for one?"""
    return len(answer.split()) > SPAN_WORDS and "\n" not in answer.strip() and not question.several \
        and _WHOLE.search(question.text) is None


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def pick(answer: str, reply: str) -> str | None:
    """The model's span when it is a shorter piece of the answer, word for word; else None (a span the
    answer does not hold would be a new, unjudged answer)."""
    span = reply.strip().strip("\"'`").strip().rstrip(".").strip()
    if not span or len(span.split()) >= len(answer.split()) or "\n" in span:
        return None
    return span if re.search(rf"(?<![\w,.]){re.escape(_norm(span))}(?![\w]|[,.]\w)", _norm(answer)) else None


def _shape(word: str) -> str:
    return re.sub(r"\d+", "9", re.sub(r"[^\W\d_]+", "a", word))


def like_reference(question: Question, answer: str) -> str | None:
    """The one word of the answer shaped like the item the question counts from ("right before 2022g-6":
    2022g-5 of "tzdata (2022g-5) unstable; urgency=medium"): what is asked is another item of that kind.
    None unless exactly one such word, with a digit, and not the reference itself."""
    ref = question.reference
    if not ref or not any(c.isdigit() for c in ref):
        return None
    found = {w for w in re.findall(r"[\w.+~:-]*\w", answer) if _shape(w) == _shape(ref) and w != ref}
    return found.pop() if len(found) == 1 and answer.strip() not in found else None


# a question that asks for a version number ("Give the version number.", "Give the version."), not a release's name
_VERSION_ASKED = re.compile(r"\bgive (?:its |the )?version(?: number)?\b", re.I)
_NAMED_VERSION = re.compile(r"[A-Za-z][\w+]*(?:[-_][A-Za-z][\w+]*)*[-_ ]v?(\d+(?:\.\d+)+[\w.~+-]*)")


def version_asked(question: Question, answer: str) -> str | None:
    """The version of an answer that names a package with it ("man-db-2.3.19", "bash-5.2"), to a question that asks
    for the version number; None for any other answer or question."""
    m = _NAMED_VERSION.fullmatch(answer.strip().strip("\"'`.").strip())
    return m.group(1) if m and _VERSION_ASKED.search(question.text) else None


_MONTH = r"(?P<month>(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)"
_DATES = [re.compile(p, re.I) for p in (
    r"(?P<year>\d{4})-(?P<m>\d\d)-(?P<day>\d\d)",  # 2007-02-12
    rf"(?P<day>\d{{1,2}}) {_MONTH},? (?P<year>\d{{4}})",  # 12 February 2007
    rf"{_MONTH} (?P<day>\d{{1,2}}),? (?P<year>\d{{4}})",  # February 12, 2007
)]


# the form a question asks its answer in, a prefix and an X for each hexadecimal digit: "Give it as U+XXXX"
_HEX_FORM = re.compile(r"\b(?:as|in the form(?: of)?)\s+([A-Za-z]*\+|0x)(X{2,})(?![\w+])")


def in_form(question: Question, answer: str) -> str | None:
    """The answer in the form the question asks for, when it is that form's digits alone ("109BC" of "At which code point
    ...? Give it as U+XXXX": U+109BC); None otherwise."""
    form = _HEX_FORM.search(question.text)
    said = answer.strip().strip("\"'`.")
    if form is None or not re.fullmatch(r"[0-9A-Fa-f]+", said) or len(said) < len(form.group(2)):
        return None
    return form.group(1) + said.upper()


def _dates(text: str) -> list[tuple[tuple[int, int, int], str]]:
    """[((year, month, day), the date as written)] of every date the text writes in one of the forms above."""
    found = []
    for pattern in _DATES:
        for m in pattern.finditer(text):
            said = m.groupdict()
            month = int(said["m"]) if said.get("m") else \
                next((i + 1 for i, name in enumerate(MONTHS) if name.startswith(said["month"].rstrip(".").lower()[:3])), 0)
            if 1 <= month <= 12 and 1 <= int(said["day"]) <= 31:
                found.append(((int(said["year"]), month, int(said["day"])), m.group(0)))
    return found


def as_written(answer: str, seen: str) -> str | None:
    """The date an answer gives, as the text seen writes it when it writes it otherwise ("2007-02-12" for man-db's
    NEWS "12 February 2007"): a small root reformats dates, and the one it gave was then in no line. None unless the
    answer is one date and the seen text writes that day in exactly one other way."""
    said = answer.strip().strip("\"'`.").strip()
    given = _dates(said)
    if len(given) != 1 or given[0][1] != said:
        return None
    forms = {said for day, said in _dates(seen) if day == given[0][0]} - {given[0][1]}
    return forms.pop() if len(forms) == 1 else None
