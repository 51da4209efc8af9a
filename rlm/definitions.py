"""Which definition of a source file a line sits in, for questions that name one.

Asked for "the default value of the margin parameter of textwrap.wrap" (wrap has none), a 1.5B root
searched 'margin', found `margin = None` in the body of dedent, and answered None: the line holds the
question's rarest word and the answer, but it belongs to another function. A line inside a definition
speaks for that definition; one at a module's top level, or in a document with no code, is not judged so."""

from __future__ import annotations

import bisect
import re
from functools import lru_cache

from rlm.question import Question
from rlm.sandbox_helpers import DEFINITION

_DEFINES = re.compile(r"^([ \t]*)" + DEFINITION.format(name=r"([A-Za-z_]\w*)"), re.MULTILINE)  # what follow() finds


@lru_cache(maxsize=8)
def _definitions(text: str) -> tuple[tuple[int, int, str], ...]:
    """(offset, indent, name) of every definition line, in order: one regex pass per document."""
    return tuple((m.start(), len(m.group(1).expandtabs()), m.group(2)) for m in _DEFINES.finditer(text))


@lru_cache(maxsize=8)
def _names(text: str) -> frozenset[str]:
    return frozenset(name.lower() for _, _, name in _definitions(text))


def named(question: Question, text: str) -> set[str]:
    """The definitions of the text the question names, lower-cased ("wrap" of textwrap.wrap); of a method
    named with its class ("scheduler.cancel"), the method: a line of scheduler.run is no line of cancel."""
    found = set(question.tokens & _names(text))
    outer = {a.lower() for a, b in re.findall(r"\b(\w+)\.(\w+)", question.text) if b.lower() in found}
    return found - outer or found


def enclosing(text: str, at: int) -> list[str]:
    """The names of the definitions whose body holds offset `at`, outermost first; [] at the top level.
    A body ends at the first line (not blank, not a comment) indented no deeper than its definition."""
    line_start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", line_start)
    line = text[line_start:end if end >= 0 else len(text)].expandtabs()
    indent = len(line) - len(line.lstrip(" ")) if line.strip() else 0
    found = _definitions(text)
    chain: list[str] = []
    for i in range(bisect.bisect_right(found, (line_start, float("inf"))) - 1, -1, -1):  # those above the line
        start, depth, name = found[i]
        if start < line_start and (depth >= indent or _ended(text, text.find("\n", start), line_start, depth)):
            continue  # a definition that does not hold the line: deeper than it, or over before it
        chain.append(name)
        indent = depth
        if depth == 0:
            break
    return chain[::-1]


def _ended(text: str, start: int, end: int, depth: int) -> bool:
    """Does a line between `start` and `end` begin at an indent of `depth` or less (the body above is over)?"""
    return re.compile(rf"\n(?![ \t]{{{depth + 1}}})[ \t]*[^\s#]").search(text, start, end) is not None


def elsewhere(question: Question, text: str, at: int | None, said: str) -> bool:
    """Is a passage at `at` (its text `said`) inside a definition other than every one the question names,
    and silent on those? Then it is about that other definition, not the question's."""
    if at is None:
        return False
    wanted = named(question, text)
    if not wanted:
        return False
    chain = {name.lower() for name in enclosing(text, at)}
    if not chain or chain & wanted:
        return False
    words = set(re.split(r"[\W_]+", said.lower()))
    return not words & wanted
