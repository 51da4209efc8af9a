"""RULER's metrics: how many gold values appear in the answer (case-insensitive substring match)."""

from __future__ import annotations

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
