"""Draft sources for speculative decoding, and the policy that decides how much to draft.

Sub-model answers often copy their prompt (quotes, extracted lines, code) and repeat the formats of
earlier calls, so cheap drafts come from n-gram matches: in the prompt + output so far (prompt lookup)
and in earlier outputs of this worker (a suffix cache, after SuffixDecoding). A small model of the same
tokenizer can draft too. On a few cores verifying k tokens costs far more than one token, so the
policy drafts only when the expected tokens per unit of cost beat plain decoding, per source and
match length, from acceptance it keeps measuring.
"""

from __future__ import annotations

import time
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import llama_cpp
import numpy as np

from rlm.engine.invariance import MAX_VERIFY_TOKENS
from rlm.engine.kvcache import KVContext
from rlm.errors import RLMError

DRAFT_MODES = ("none", "lookup", "lookup+suffix", "model:NAME")

# Cost of evaluating b tokens in one llama_decode relative to one token (measured with llama.cpp on
# 2 cores at ~4K context); only a prior: the policy replaces it with what it measures on the running machine.
PRIOR_BATCH_COST = {1: 1.0, 2: 1.40, 4: 1.92, 8: 3.20, 16: 5.71, 32: 11.0}  # the exact build
# The fast build decodes one token with repacked weights and flash attention and a batch with other
# kernels, so a batch costs more one-token decodes, least at multiples of 8 rows (2026-11-25, every row's
# logits, 1,000 tokens cached, the 0.5B / the 1.5B: 2 rows 2.83 / 1.69, 4: 3.63 / 2.66, 8: 4.91 / 4.74,
# 16: 6.65 / 6.01, 32: 12.5 / 10.6; a 7-row batch cost more than an 8-row one). A copy drafts up to
# FAST_MAX_VERIFY_TOKENS: 16 tokens for ~6.3 one-token decodes, where 7 gave ~5. The curve is the machine's: on
# the same VM type a day later, 3.5x slower per token, 8 rows cost 1.8-2.6 and 16 rows 2.5-3.8. Measuring it
# at load instead was tried (benchmarks/results/speculative-calibrated-20261126.md): the same speeds, since
# the policy learns each size it uses within a call or two, and 37 of 40 short answers equal to plain greedy
# instead of 39 (more drafting, more near ties decided by a batch's summing order), so it is not done.
FAST_PRIOR_BATCH_COST = {1: 1.0, 2: 2.3, 4: 3.1, 8: 4.8, 16: 6.3, 32: 11.5}
FAST_MAX_VERIFY_TOKENS = 16

_SEPARATOR = -1  # between outputs in the suffix cache, so no match runs from one output into the next


@dataclass
class Draft:
    """Tokens proposed to follow the history, and where they came from."""

    source: str  # "lookup" | "suffix" | "model"
    match_len: int  # n-gram length that found it (0 for a draft model)
    tokens: list[int]
    start: int = -1  # where the tokens were copied from in the n-gram index's token list (-1: not copied)
    lines: tuple[bool, ...] = ()  # per token: does it decide how a line ends or the next begins (LINE_START)


class DraftModeError(RLMError, ValueError):
    """A role's `draft` setting is not one of the modes; the message lists them."""


def parse_draft_mode(mode: str) -> tuple[tuple[str, ...], str | None]:
    """`draft` setting -> (cheap sources in order, draft model name or None)."""
    if mode == "none":
        return (), None
    if mode == "lookup":
        return ("lookup",), None
    if mode == "lookup+suffix":
        return ("lookup", "suffix"), None
    if mode.startswith("model:") and len(mode) > len("model:"):
        # The model is the fallback after the free sources, which cost nothing to try.
        return ("lookup", "suffix"), mode[len("model:") :]
    raise DraftModeError(f"unknown draft mode {mode!r}; use one of {', '.join(DRAFT_MODES)}")


class NgramIndex:
    """For every n-gram (n = 1..max_n) of a growing token list, where its continuations start."""

    def __init__(self, max_n: int) -> None:
        self.max_n = max_n
        self.tokens: list[int] = []
        self._next: dict[tuple[int, ...], list[int]] = {}  # ascending

    def extend(self, tokens: Sequence[int]) -> None:
        toks = self.tokens
        nxt = self._next
        for t in tokens:
            end = len(toks)  # the n-grams ending just before `t` now have a continuation: `t`
            for n in range(1, min(self.max_n, end) + 1):
                nxt.setdefault(tuple(toks[end - n : end]), []).append(end)
            toks.append(t)

    def match(
        self, context: Sequence[int], min_n: int, length: int, after: int = -1
    ) -> tuple[int, int, list[int]] | None:
        """Longest suffix of `context` (>= min_n tokens) seen before -> (n, start, up to `length` next tokens).

        Of its continuations, the first at or after `after` (where the last copy left off: an
        extraction copies the document's lines in order), else the latest.
        """
        for n in range(min(self.max_n, len(context)), min_n - 1, -1):
            starts = self._next.get(tuple(context[len(context) - n :]))
            if starts is None:
                continue
            i = bisect_left(starts, after) if after >= 0 else len(starts)
            start = starts[i] if i < len(starts) else starts[-1]
            cont = self.tokens[start : start + length]
            if _SEPARATOR in cont:
                cont = cont[: cont.index(_SEPARATOR)]
            if cont:
                return n, start, cont
        return None


class SuffixCache:
    """Earlier outputs of this worker, searchable by their n-grams (longer matches earn longer drafts).

    Bounded: when it holds more than `max_tokens`, the oldest half of the outputs is dropped.
    """

    def __init__(self, max_n: int = 8, max_tokens: int = 200_000) -> None:
        self.max_n = max_n
        self.max_tokens = max_tokens
        self._outputs: list[list[int]] = []
        self.index = NgramIndex(max_n)

    def add(self, output: Sequence[int]) -> None:
        if len(output) < 2:
            return
        self._outputs.append(list(output))
        if len(self.index.tokens) + len(output) + 1 > self.max_tokens:
            self._outputs = self._outputs[len(self._outputs) // 2 :]
            self.index = NgramIndex(self.max_n)
            for out in self._outputs:
                self.index.extend([*out, _SEPARATOR])
        else:
            self.index.extend([*output, _SEPARATOR])


class ModelDrafter:
    """A small model of the same tokenizer, greedily drafting in its own context.

    It keeps its own KV cache of the history and, like the target, reuses the longest common prefix.
    """

    def __init__(self, llama: llama_cpp.Llama) -> None:
        n_vocab = llama_cpp.llama_vocab_n_tokens(llama_cpp.llama_model_get_vocab(llama.model))
        self.kv = KVContext(llama.ctx, n_batch=llama.n_batch, n_vocab=n_vocab)
        llama.n_tokens = 0  # its high-level state no longer describes the cache

    def sync(self, history: Sequence[int]) -> np.ndarray:
        """Evaluate what the draft context lacks of `history`; returns the logits after it."""
        return self.kv.prefill(0, history)[1]

    def propose(self, history: Sequence[int], length: int) -> list[int]:
        """Up to `length` greedy tokens after `history` (fewer at the window edge)."""
        length = min(length, self.kv.n_ctx - len(history))
        if length <= 0:
            return []
        out = [int(self.sync(history).argmax())]
        while len(out) < length:
            (rows,) = self.kv.decode([(0, [out[-1]], 1)])
            out.append(int(rows[0].argmax()))
        return out


def _indentation(piece: bytes) -> bool:
    return bool(piece) and piece.strip(b" \t") == b""


class BatchCost:
    """Cost of evaluating b tokens in one decode relative to one token, measured as it runs; a prior until then.

    Each b-token decode is timed against the one-token decodes just before it, so what moves both
    alike (a VM's slow spell, another job, a growing context) cancels out; averaging seconds per batch
    size instead compares decodes from different moments, and on a shared machine learned costs far apart
    from one run to the next (benchmarks/results/speculative-repeat3-20261122.md, session 6).
    """

    def __init__(self, prior: dict[int, float] | None = None, *, learn: bool = True) -> None:
        self._prior = sorted((prior or PRIOR_BATCH_COST).items())
        self._one: float | None = None  # seconds of a one-token decode, recent average
        self._ratios: dict[int, float] = {}
        self.learn = learn  # False: the prior only, so draft lengths do not depend on timing noise

    def observe(self, n_tokens: int, seconds: float) -> None:
        if not self.learn:
            return
        if n_tokens == 1:
            self._one = seconds if self._one is None else 0.8 * self._one + 0.2 * seconds
        elif self._one:
            # A b-token decode costs between one and b one-token decodes; outside that, a spike of the machine.
            ratio = min(max(seconds / self._one, 1.0), float(n_tokens))
            old = self._ratios.get(n_tokens)
            self._ratios[n_tokens] = ratio if old is None else 0.9 * old + 0.1 * ratio

    def ratio(self, n_tokens: int) -> float:
        """Cost of a b-token decode relative to a one-token decode. A size not measured yet takes the prior's
        shape at the scale of the nearest size measured: on a VM where a 16-row batch cost 8.9 one-token
        decodes instead of the prior's 6.3, an 8-row one cost 6.6-7.1, not 4.8, and a draft judged at 4.8
        turned a summary's 43 tokens 10% slower than plain decoding."""
        if n_tokens == 1:
            return 1.0
        got = self._ratios.get(n_tokens)
        if got is not None:
            return got
        prior = _interpolate(self._prior, n_tokens)
        if not self._ratios:
            return prior
        near = min(self._ratios, key=lambda m: (abs(m - n_tokens), m))
        return min(max(prior * self._ratios[near] / _interpolate(self._prior, near), 1.0), float(n_tokens))

    def seconds_one(self) -> float | None:
        return self._one

    def measured(self) -> dict[int, float]:
        """The batch sizes seen so far -> their cost in one-token decodes."""
        return {1: 1.0, **{n: self.ratio(n) for n in sorted(self._ratios)}} if self._one else {}


def _interpolate(points: list[tuple[int, float]], x: int) -> float:
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        if x <= x1:
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    (x0, y0), (x1, y1) = points[-2], points[-1]
    return y1 + (y1 - y0) * (x - x1) / (x1 - x0)


class Acceptance:
    """Decayed counts of successes and failures of one rate of one record (DraftPolicy.rate).

    Decay keeps it following recent behaviour.
    """

    DECAY = 0.97

    def __init__(self) -> None:
        self.s = 0.0
        self.f = 0.0

    def observe(self, successes: int, failures: int) -> None:
        self.s = self.s * self.DECAY + successes
        self.f = self.f * self.DECAY + failures

    def relax(self) -> None:
        """Drift back to the prior while unobserved, so a source once judged bad gets retried."""
        self.s *= self.DECAY
        self.f *= self.DECAY

    def rate(self, prior: float, weight: float = 2.0) -> float:
        return (self.s + weight * prior) / (self.s + self.f + weight)


# Acceptance assumed before anything is measured, per source and match length n (index n; longer
# matches, the suffix cache's run to 8, share the last entry), as two rates: the first draft token's
# (FIRST) and each later one's once the first was right (GO_ON). Measured by simulating both sources over
# plain greedy outputs of benchmarks/speculative.py's six workloads, rounded down. The rates say how much
# an answer copies its prompt and repeats earlier answers, which is the workload's more than the model's
# (a 3x larger model of the same family gave nearly the same first-token rates; its other rates were not
# measured). The first token after a lookup match is the model's own 29/47/74/92% of the time for n = 1/2/3/4+,
# a running copy goes on 72-95%; another output's n-gram predicts the next token 7-13% for n = 1-2.
# One geometric rate for both (as before) let a copy's long runs vouch for the first token of short
# matches, which a short answer then paid for in failed verifications. Index 0 of lookup: a copy resumed
# past a re-indentation (Drafter._resume), 4 of 4 there.
FIRST = {"lookup": (0.9, 0.25, 0.45, 0.7, 0.9), "suffix": (0.0, 0.05, 0.1, 0.3, 0.6), "model": (0.6,)}
GO_ON = {"lookup": (0.9, 0.7, 0.85, 0.85, 0.9), "suffix": (0.0, 0.25, 0.25, 0.5, 0.8), "model": (0.6,)}
# Whether a 1- or 2-token match predicts depends on whether this output copies, which earlier calls do
# not tell: their records start from the prior in every call (benchmarks/draft_replay.py: a short answer
# after a copy gained, no workload lost; benchmarks/results/speculative-repeat3-20261122.md, run F).
SHORT_MATCH = 2
# Where a line ends or the next begins (a token holding a newline, or the token after one) a copy goes on
# to the next line, skips lines (an extraction), re-indents (code taken out of a class) or ends, and prose
# breaks its source's lines differently. Over the six workloads' greedy outputs of both models, the token
# after a 4-token lookup match was the model's own 97% of the time inside a line and 74-77% there (copies
# 28 of 28, extractions 7 of 15, summaries 0 of 6). Those positions share one rate, learned within the
# call from this prior (a copy's line breaks say nothing about a summary's); the others keep FIRST and GO_ON.
# Before, one 15-token draft failing at a re-indented line cost a 39-token answer of the 1.5B 20% of its speed.
LINE_START = 0.75


def _bucket(source: str, n: int) -> tuple[str, int]:
    """The record a match is tracked under: its source and length, long ones together (apart, each of
    a short answer's 4- to 8-token suffix matches could cost a miss before its record learned)."""
    return source, min(n, len(FIRST[source]) - 1)


def _at_line(lines: Sequence[bool], i: int) -> bool:
    """Is draft token i at a line position (LINE_START)? Unknown positions are not."""
    return i < len(lines) and lines[i]


def expected_tokens(
    first: float, go_on: float, k: int, lines: Sequence[bool] = (), line_rate: float = LINE_START
) -> float:
    """Tokens produced by verifying a k-token draft: accepted run + the model's own next token. Each
    draft token is accepted with `first` (the first), `go_on` (later ones) or, where `lines` marks it,
    `line_rate`, given that all before it were."""
    total = reach = 1.0
    for i in range(k):
        reach *= line_rate if _at_line(lines, i) else (first if i == 0 else go_on)
        total += reach
    return total


class _Records:
    """Acceptance at two levels, each the prior of the next: per record over all calls, and in this call.

    So a source that worked on the last request (a copy) but misses on this one (a short answer)
    stops drafting after a miss or two. Short matches skip the first level (SHORT_MATCH)."""

    def __init__(self) -> None:
        self.all_calls: dict[tuple[str, int], Acceptance] = {}
        self.this_call: dict[tuple[str, int], Acceptance] = {}

    def rate(self, key: tuple[str, int], prior: float, *, across_calls: bool) -> float:
        for acc in (self.all_calls.get(key) if across_calls else None, self.this_call.get(key)):
            if acc is not None:
                prior = acc.rate(prior)
        return prior

    def observe(self, key: tuple[str, int], successes: int, failures: int) -> None:
        self.all_calls.setdefault(key, Acceptance()).observe(successes, failures)
        self.this_call.setdefault(key, Acceptance()).observe(successes, failures)


class DraftPolicy:
    """Chooses the draft (source and length) that maximizes expected tokens per second.

    Speed-up of a k-token draft = expected_tokens(first, go_on, k, lines, line_rate) / (cost(k + 1) + k * draft_cost),
    against 1 for plain decoding; it drafts only above `min_gain`, so a workload where drafts miss stays
    at plain speed.
    """


    def __init__(self, *, exact: bool = False, min_gain: float = 1.15) -> None:
        """exact: on the exact build, where a draft plus the sampled token must fit a verify batch that is
        computed as one-token decoding is (rlm/engine/invariance.py)."""
        self.max_draft = (MAX_VERIFY_TOKENS if exact else FAST_MAX_VERIFY_TOKENS) - 1
        # the longest draft at the start of a call, before the call has shown acceptance: on the fast build
        # an 8-row batch, the shortest whose cost a likely copy repays (FAST_PRIOR_BATCH_COST)
        self.start_length = 2 if exact else 7
        # ... and there a failed draft costs several tokens, which a short answer never earns back: a call
        # drafts only once this many draft first tokens in a row, checked for free, were the model's own
        self.warmup = 0 if exact else 3
        self.streak = 0
        self.min_gain = min_gain
        self.cost = BatchCost(PRIOR_BATCH_COST if exact else FAST_PRIOR_BATCH_COST)
        self._first = _Records()
        self._go_on = _Records()
        self._lines = Acceptance()  # this call's line positions (LINE_START)
        self.length_cap = self.start_length
        self.draft_seconds_per_token: float | None = None  # draft model, measured

    def new_call(self) -> None:
        """A new generation: what earlier calls taught is only the prior for this one."""
        self._first.this_call.clear()
        self._go_on.this_call.clear()
        self._lines = Acceptance()
        self.length_cap = self.start_length
        self.streak = 0

    def rate(self, source: str, n: int) -> tuple[float, float]:
        """Estimated acceptance of the first token of a draft from `source` found by an n-token match,
        and of each later token once the first was right."""
        key = _bucket(source, n)
        across = not 0 < key[1] <= SHORT_MATCH
        return (self._first.rate(key, FIRST[source][key[1]], across_calls=across),
                self._go_on.rate(key, GO_ON[source][key[1]], across_calls=across))

    def observe_first(self, source: str, n: int, hit: bool, line: bool = False) -> None:
        """A draft's first token checked against the model's (a free check of a draft not verified);
        `line`: the token is at a line position (LINE_START)."""
        if line:
            self._lines.observe(int(hit), int(not hit))
        else:
            self._first.observe(_bucket(source, n), int(hit), int(not hit))
        if n > SHORT_MATCH:  # a copy shows in long matches; a phrase of the prompt matches a few tokens
            self.streak = self.streak + 1 if hit else 0

    def verified(self, source: str, n: int, drafted: int, accepted: int, lines: Sequence[bool] = ()) -> None:
        """A draft's outcome: acceptance counts, each token's in the record it was judged by
        (expected_tokens), and the length cap doubles on full acceptance."""
        self.observe_first(source, n, accepted > 0, _at_line(lines, 0))
        ok = missed = 0
        for i in range(1, min(accepted + 1, drafted)):  # each later token up to the first miss
            hit = i < accepted
            if _at_line(lines, i):
                self._lines.observe(int(hit), int(not hit))
            else:
                ok, missed = ok + hit, missed + (not hit)
        if ok or missed:
            self._go_on.observe(_bucket(source, n), ok, missed)
        if accepted == drafted:
            self.length_cap = min(self.max_draft, 2 * max(self.length_cap, drafted))
        else:
            self.length_cap = max(self.start_length, min(self.length_cap, 2 * accepted))

    def relax(self, source: str, n: int) -> None:
        acc = self._first.all_calls.get(_bucket(source, n))
        if acc is not None:
            acc.relax()

    def choose_length(
        self, source: str, n: int, available: int, lines: Sequence[bool] = ()
    ) -> tuple[int, float]:
        """(best draft length, its expected speed-up); length 0 when plain decoding is better.
        `lines`: which tokens of the draft are at line positions (LINE_START)."""
        if source != "model" and self.streak < self.warmup:  # a draft model's guesses get no free check
            return 0, 1.0
        first, go_on = self.rate(source, n)
        line_rate = self._lines.rate(LINE_START)
        per_draft_token = 0.0
        if source == "model":
            one = self.cost.seconds_one()
            per_draft_token = (self.draft_seconds_per_token / one) if (one and self.draft_seconds_per_token) else 0.5
        best_k, best_gain = 0, 1.0
        for k in range(1, min(available, self.length_cap) + 1):
            gain = expected_tokens(first, go_on, k, lines, line_rate) / (self.cost.ratio(k + 1) + k * per_draft_token)
            if gain > best_gain:
                best_k, best_gain = k, gain
        if best_gain < self.min_gain:
            return 0, 1.0
        return best_k, best_gain


class Drafter:
    """All draft sources of one generator, behind one `propose`; feeds acceptance back to the policy."""

    def __init__(
        self,
        mode: str,
        draft_llama: llama_cpp.Llama | None = None,
        *,
        piece: Callable[[int], bytes] | None = None,
        exact: bool = False,
    ) -> None:
        """`piece`: a token's bytes (Generator.piece), to see re-indentation; without it a copy does not resume.
        `exact`: the model runs on the exact build (DraftPolicy)."""
        self.sources, model_name = parse_draft_mode(mode)
        if model_name is not None and draft_llama is None:
            raise DraftModeError(f"draft mode {mode!r} needs its draft model loaded (draft_llama)")
        self.model = ModelDrafter(draft_llama) if model_name is not None and draft_llama is not None else None
        self.policy = DraftPolicy(exact=exact)
        self.suffix = SuffixCache() if "suffix" in self.sources else None
        self._lookup: NgramIndex | None = None
        self._copied_to = -1  # in the lookup index: where the last accepted lookup draft's tokens ended
        self._resume_len = -1  # the history length at which a copy can resume past one replaced token
        self._indent: dict[int, int] = {}  # this call: the source's indentation token -> the model's own
        self._piece = piece
        self._shadow: Draft | None = None  # a cheap draft not verified: its first token is still scored

    @property
    def enabled(self) -> bool:
        return bool(self.sources) or self.model is not None

    def start(self, prompt: Sequence[int]) -> None:
        """A new call: index the prompt; bring the draft model's cache up to it."""
        self._shadow = None
        self._copied_to = -1
        self._resume_len = -1
        self._indent.clear()
        self.policy.new_call()
        if "lookup" in self.sources:
            self._lookup = NgramIndex(4)
            self._lookup.extend(prompt)
        if self.model is not None:
            self.model.sync(prompt)

    def extend(self, tokens: Sequence[int]) -> None:
        """Tokens appended to the history (sampled or accepted)."""
        shadow = self._shadow
        if shadow is not None and tokens:
            hit = shadow.tokens[0] == tokens[0]
            self.policy.observe_first(shadow.source, shadow.match_len, hit, _at_line(shadow.lines, 0))
            if not hit and shadow.source == "lookup" and shadow.match_len > SHORT_MATCH and self._lookup is not None:
                # a copy checked for free, not drafted (a line position, LINE_START): it may go on past
                # the model's own indentation as a drafted one does (_resume)
                self._copied_to = shadow.start
                self._resume_len = len(self._lookup.tokens) + 1
            self._shadow = None
        if self._lookup is not None:
            self._lookup.extend(tokens)

    def finish(self, output: Sequence[int]) -> None:
        """The call ended: remember its output for later calls."""
        self._shadow = None
        if self.suffix is not None:
            self.suffix.add(output)

    def propose(self, history: Sequence[int], budget: int) -> Draft | None:
        """The draft worth verifying after `history` (whose last token is not yet evaluated), or None."""
        if budget <= 0:
            return None
        best: tuple[float, Draft] | None = None
        best_cheap: Draft | None = None
        for source in self.sources:
            index = self._lookup if source == "lookup" else (self.suffix.index if self.suffix else None)
            if index is None:
                continue
            after = self._copied_to if source == "lookup" else -1
            length = min(budget, self.policy.max_draft)
            for found in (index.match(history, 1, length, after), self._resume(history, length) if source == "lookup" else None):
                if found is None:
                    continue
                n, start, cont = found
                if source == "lookup" and self._indent:
                    cont = [self._indent.get(t, t) for t in cont]
                lines = self._line_positions(history[-1], cont)
                k, gain = self.policy.choose_length(source, n, len(cont), lines)
                if best_cheap is None:
                    best_cheap = Draft(source, n, cont, start, lines)
                if k and (best is None or gain > best[0]):
                    best = (gain, Draft(source, n, cont[:k], start, lines[:k]))
        if best is None and self.model is not None:
            k, gain = self.policy.choose_length("model", 0, budget)
            if k:
                t0 = time.perf_counter()
                tokens = self.model.propose(history, k)
                spent = (time.perf_counter() - t0) / max(len(tokens), 1)
                old = self.policy.draft_seconds_per_token
                self.policy.draft_seconds_per_token = spent if old is None else 0.8 * old + 0.2 * spent
                if tokens:
                    best = (gain, Draft("model", 0, tokens))
            else:
                self.policy.relax("model", 0)
        if best is None:
            self._shadow = best_cheap
            return None
        self._shadow = None
        return best[1]

    def verified(self, draft: Draft, accepted: int) -> None:
        self.policy.verified(draft.source, draft.match_len, len(draft.tokens), accepted, draft.lines)
        if draft.source != "lookup" or self._lookup is None:
            return
        if accepted:
            self._copied_to = draft.start + accepted
            # the lookup index holds the whole history: resume only right after the model's next token
            self._resume_len = len(self._lookup.tokens) + 1
        if accepted < len(draft.tokens):
            theirs = self._lookup.tokens[draft.start + accepted]
            if self._indent.get(theirs) == draft.tokens[accepted]:
                del self._indent[theirs]  # the model indents this line as the source does after all

    def _line_positions(self, last: int, tokens: Sequence[int]) -> tuple[bool, ...]:
        """Per draft token: does it hold a newline or follow one (LINE_START); none known without `piece`."""
        if self._piece is None:
            return ()
        pieces = [self._piece(t) for t in (last, *tokens)]
        return tuple(b"\n" in cur or prev.endswith(b"\n") for prev, cur in zip(pieces, pieces[1:]))

    def _resume(self, history: Sequence[int], length: int) -> tuple[int, int, list[int]] | None:
        """A copy that stopped where the model indented a line its own way goes on after the indentation:
        the source's tokens past it, as a 0-token match (the n-gram match cannot find them: the history
        now ends with a token the source lacks there). Only for indentation: after another replaced token
        (a newline, a word) a copy mostly does not go on, after a re-indented line it does. From then on
        this call's lookup drafts carry the model's indentation for that token, so a draft runs on across
        copied lines (the speculative benchmark's runs C and G, benchmarks/results/speculative-repeat3-20261122.md)."""
        tokens = self._lookup.tokens if self._lookup is not None else []
        at = self._copied_to
        if self._piece is None or len(history) != self._resume_len or not 0 <= at < len(tokens) - 1:
            return None
        mine, theirs = self._piece(history[-1]), self._piece(tokens[at])
        if mine == theirs or not _indentation(mine) or not _indentation(theirs):
            return None
        self._indent[tokens[at]] = history[-1]  # later copied lines get the model's indentation in the draft
        return 0, at + 1, tokens[at + 1 : at + 1 + length]
