"""Which definition of a source file a line sits in, for questions that name one.

Asked for "the default value of the margin parameter of textwrap.wrap" (wrap has none), a 1.5B root
searched 'margin', found `margin = None` in the body of dedent, and answered None: the line holds the
question's rarest word and the answer, but it belongs to another function. A line inside a definition
speaks for that definition; one at a module's top level, or in a document with no code, is not judged so."""

from __future__ import annotations

import re
from functools import lru_cache

from rlm.question import Question
from rlm.sandbox_helpers import definition_lines
from rlm.sandbox_helpers import enclosing as _enclosing

_definitions = lru_cache(maxsize=8)(definition_lines)


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
    """The names of the definitions whose body holds offset `at`, outermost first; [] at the top level."""
    return _enclosing(text, at, _definitions(text))


def elsewhere(question: Question, text: str, at: int | None, said: str) -> bool:
    """Is a passage at `at` (its text `said`) inside a definition other than every one the question names,
    and silent on those? Then it is about that other definition, not the question's."""
    if at is None:
        return False
    wanted = named(question, text)
    if not wanted:
        return False
    chain = {name.lower() for name in enclosing(text, at)}
    if not chain or chain & (wanted | _bases(text, frozenset(wanted))):  # LMTP's lines include those it inherits
        return False
    words = set(re.split(r"[\W_]+", said.lower()))
    return not words & wanted


@lru_cache(maxsize=32)
def _bases(text: str, names: frozenset[str]) -> set[str]:
    """The classes the named classes inherit from, lower-cased: `class LMTP(SMTP):` makes SMTP's lines LMTP's
    too ("the default_port of the class that smtplib.LMTP inherits from"), not SMTP_SSL's."""
    found: set[str] = set()
    for name in names:
        for m in re.finditer(rf"^[ \t]*class\s+{re.escape(name)}\s*\(([^)]*)\)", text, re.MULTILINE | re.IGNORECASE):
            found |= {w.lower() for w in re.findall(r"[A-Za-z_]\w*", m.group(1))}
    return found
