"""RULER's metrics (how many gold values appear in the answer), and the reading tasks' ones: OOLONG's
0.75^|error| for counts, an exact choice among known options, set F1 for "list all".
"""

from __future__ import annotations

import re
from collections.abc import Sequence


def string_match_all(answer: str, gold: Sequence[str]) -> float:
    """Fraction of the gold values present in the answer (RULER's metric for NIAH and vt)."""
    if not gold:
        raise ValueError("a sample needs at least one gold value")
    text = answer.lower()
    return sum(value.lower() in text for value in gold) / len(gold)


def string_match_part(answer: str, gold: Sequence[str]) -> float:
    """1.0 if any gold value is present in the answer (RULER's metric for QA)."""
    if not gold:
        raise ValueError("a sample needs at least one gold value")
    text = answer.lower()
    return float(any(value.lower() in text for value in gold))


COUNT_BASE = 0.75  # OOLONG: a count off by e earns 0.75 ** e
_INTEGER = re.compile(r"(?<![\w.])\d[\d,]*(?![\w])")


def first_integer(answer: str) -> int | None:
    """The first whole number written in the answer ("1,204" is 1204), or None."""
    match = _INTEGER.search(answer)
    return int(match.group().replace(",", "")) if match else None


def count_score(answer: str, gold: Sequence[str]) -> float:
    """OOLONG's count credit: 0.75 ** |answer - gold| for the answer's first number, 0 without one."""
    value = first_integer(answer)
    return 0.0 if value is None else COUNT_BASE ** abs(value - int(gold[0]))


def choice_match(answer: str, gold: Sequence[str], choices: Sequence[str]) -> float:
    """1.0 if the answer names the gold choice and no other of `choices` (a list of every option earns 0)."""
    text = answer.lower()
    named = {c for c in choices if re.search(rf"\b{re.escape(c.lower())}\b", text)}
    return float(named == {gold[0]})


def set_f1(answer: str, gold: Sequence[str], pattern: re.Pattern[str]) -> float:
    """F1 of the items `pattern` finds in the answer against the gold items ("list all" questions)."""
    found = set(pattern.findall(answer))
    right = len(found & set(gold))
    if not right:
        return 0.0
    precision, recall = right / len(found), right / len(set(gold))
    return 2 * precision * recall / (precision + recall)
