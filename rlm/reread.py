"""A figure computed from labels a model read is checked by reading the items again, differently.

A 1.5B reader labels short customer messages right 88-97% of the time (80 messages, five kinds): a count
over 200 of them is then off by a few, and "which kind is most common" can flip. The block that printed
the figure runs again with ask_each giving the second reading (rlm/subcalls.py): an item the reader was
sure of keeps its label, one it doubted takes the option it rated next (read without odds, by a remote
reader: read afresh with the options in reverse order). How sure is sure depends on the figure: an exact
count moves with any wrong label, the top or bottom of a ranking only with many (`doubt`). The answer is
taken only if the second reading prints the same figure: one that changes when the reader's doubts go the
other way rests on them. Disagreement means "not found", never a guess."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rlm.seen import Passage

MAX_REREADS = 2  # second readings per conversation: each costs a whole read of the items


def read_by_models(evidence: Sequence[Passage]) -> str | None:
    """The code of a computed answer that called ask_each (its figure is model-read labels), else None."""
    if not evidence or any(p.quoted for p in evidence):
        return None
    codes = [p.code for p in evidence if "ask_each(" in p.code]
    return codes[-1] if codes else None


DOUBT_COUNT = 0.9  # a count must survive every label below these odds going the other way: 280 messages (three
# samples, five kinds), the 1.5B reader: all 22 wrong labels below 0.9, all 170 above right
# (benchmarks/results/ask-each-decided-20261126.md, ask-each-calibration-20261126.md)
DOUBT_RANK = 0.6  # a kind ranked first or last, every coin toss going the other way: below 0.6, 26 of 46 labels
# were right; between 0.6 and 0.9, 62 of 64 (a ranking's top does not move by a few)


def doubt(answer: str) -> float:
    """The odds below which a label is doubted when checking this answer: an exact count moves with any wrong
    label, a ranking's top or bottom only with many."""
    return DOUBT_COUNT if any(c.isdigit() for c in answer) else DOUBT_RANK


def agrees(evidence: Sequence[Passage], output: str, answer: str) -> bool:
    """Does the second reading's output print what the answer rests on? A number: the same line. A label
    (the top of a Counter): a line ranking the same labels first, down to the answer."""
    lines = [" ".join(line.split()) for line in output.splitlines() if line.strip()]
    return all(any(_same(p.text, line, answer) for line in lines) for p in evidence)


def _same(first: str, second: str, answer: str) -> bool:
    if first == second:
        return True
    if any(c.isdigit() for c in answer):
        return False
    words, again = _words(first), _words(second)
    said = _words(answer)
    if not said or said[0] not in words:
        return False
    upto = words.index(said[0]) + 1
    return words[:upto] == again[:upto]


def _words(text: str) -> list[str]:
    """The words of a line without its numbers: a Counter's labels in rank order."""
    return re.findall(r"[a-z][\w-]*", text.lower())
