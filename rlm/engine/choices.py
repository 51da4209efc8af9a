"""A reply that must be one of a few given strings: greedy decoding kept to the tokens that stay inside one
of them, ended as soon as only one is left, with how sure the model was.

ask_each asks thousands of items "which kind is it: a, b or c?". Generated freely, the reply has to be
parsed ("The message is about a late delivery." read as "delivery"), costs decode steps for words nobody
reads, and says nothing of how close the call was. Kept to the options, the reply is one of them by
construction, usually decided by the prompt's own logits (options rarely share a first token), and the
probability the model gave the chosen path among the allowed ones tells a sure reading from a coin toss.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np


def forms(option: str) -> list[str]:
    """The ways a model writes an option at the start of its reply: as given, capitalised, upper-case."""
    return list(dict.fromkeys([option, option[:1].upper() + option[1:], option.upper()]))


class Choice:
    """One reply being decided among `options` (each tokenized in each of its `forms`).

    `step(logits)` takes the model's next-token logits and returns the token to evaluate next, or None
    when the option is decided; then `option` is the chosen one and `probs` the model's odds for each
    option among them: the allowed tokens' probabilities at the first step, normalised over the allowed
    ones, and for the options still in play after it, times their share of each later step (an option
    that leaves the chosen path keeps the odds it had when it left). `confidence` is the chosen option's."""

    def __init__(self, options: Sequence[str], tokenize: Callable[[str], list[int]], ends: Sequence[int]) -> None:
        if len(options) < 2:
            raise ValueError(f"a choice needs at least two options, got {list(options)!r}")
        self.options = list(options)
        self._paths = [(i, tokenize(form)) for i, option in enumerate(self.options) for form in forms(option)]
        self._paths = [(i, toks) for i, toks in self._paths if toks]
        self._ends = [t for t in ends if t >= 0]
        self.tokens: list[int] = []
        self.probs: dict[str, float] = {}
        self.option: str | None = None

    @property
    def confidence(self) -> float:
        return self.probs.get(self.option or "", 0.0)

    def _live(self) -> list[tuple[int, list[int]]]:
        n = len(self.tokens)
        return [(i, toks) for i, toks in self._paths if toks[:n] == self.tokens]

    def step(self, logits: np.ndarray) -> int | None:
        """The next token of the chosen path, or None once one option is left (or one is complete and the
        model would rather end there)."""
        live = self._live()
        n = len(self.tokens)
        nexts = sorted({toks[n] for _, toks in live if len(toks) > n})
        complete = [i for i, toks in live if len(toks) == n]
        allowed = nexts + (self._ends if complete else [])
        row = np.asarray(logits, dtype=np.float64)[allowed]
        p = np.exp(row - row.max())
        p /= p.sum()
        share = dict(zip(nexts, p[:len(nexts)]))
        end = float(p[len(nexts):].sum())
        for i in {i for i, _ in live}:  # each option in play: the mass of the ways it goes on (or ends here)
            taken = {toks[n] for j, toks in live if j == i and len(toks) > n}
            mass = float(sum(share[t] for t in taken)) + (end if i in complete else 0.0)
            self.probs[self.options[i]] = self.probs.get(self.options[i], 1.0) * mass
        best = int(p.argmax())
        if best >= len(nexts):  # ending is likelier than going on: the complete option it is
            self.option = self.options[complete[0]]
            return None
        self.tokens.append(nexts[best])
        decided = {i for i, _ in self._live()}
        if len(decided) == 1:  # one option left: the rest of its tokens need not be evaluated
            self.option = self.options[decided.pop()]
            return None
        return nexts[best]
