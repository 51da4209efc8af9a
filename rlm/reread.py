"""A figure computed from labels a model read stands only if it holds whatever the reader's doubted items are.

A 1.5B reader labels short customer messages right 93% of the time and log errors by cause 83% (720 items
read, benchmarks/results/ask-each-acceptance-20261126.md): a count over hundreds of them is off by a few,
and "which kind is most common" often flips. Its odds tell which labels to trust: every label it gave 0.9
or more was right (about 1,000 labels over two kinds of document), and below that a wrong label's true
kind still had odds of 0.01 or more. So the block that printed the figure runs again once per option,
with ask_each (rlm/subcalls.py) reading every doubted item that may be that option as it, sure items as
read (a remote reader gives no odds: its item is read afresh with the options reversed, and one read two
ways may be either). The answer is taken only if every such run prints the same figure; else "not found".
In that measurement, moving each doubted item to the option rated next (the rule before) took 220 wrong
figures of 642, and drawing labels from the odds 170 of 352: the reader's confusions are steady, not coin
tosses. This rule took 1 wrong of 2,400, and no right one: over a few hundred items that reader doubts too
many labels for any count or ranking to hold.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rlm.labels import Reading
from rlm.seen import Passage

MAX_REREADS = 2  # second readings per conversation: each runs the block once per option (no model call but
# for a remote reader's first check)


def read_by_models(evidence: Sequence[Passage]) -> str | None:
    """The code of a computed answer that called ask_each (its figure is model-read labels), else None."""
    if not evidence or any(p.quoted for p in evidence):
        return None
    codes = [p.code for p in evidence if "ask_each(" in p.code]
    return codes[-1] if codes else None


SURE = 0.9  # odds at which a label is taken as read: every one of about 1,000 such labels was right
PLAUSIBLE = 0.01  # odds from which a doubted item may be that option: no wrong label's true kind had less


def read_as(first: Reading | None, reversed_: Reading | None, option: str) -> str:
    """An item's label when every doubted item that may be `option` is read as it: `first` its reading with
    the reader's odds, or without them beside `reversed_`, its reading with the options reversed."""
    if first is None or not first.probs:
        labels = {r.label for r in (first, reversed_) if r is not None}
        return option if option in labels else (first or reversed_ or Reading("", {})).label
    return option if first.confidence < SURE and first.probs.get(option, 0.0) >= PLAUSIBLE else first.label


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
