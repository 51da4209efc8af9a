"""Does dividing the reader's odds by its odds for a content-free item ("N/A", "", "[MASK]") correct its
bias toward some kinds? (Contextual calibration, Zhao et al. 2021.) Messages of the reading task family,
each read as ask_each reads it (item first, the kinds as the user's question defines them, the reply decided
among the options, rlm/engine/choices.py); the same odds taken as read and calibrated; right, recall per kind
and right by odds, per seed.

    python -m benchmarks.ask_each_calibration --items 100 --seeds 3,5

Prints a markdown table (commit it with the command under benchmarks/results/)."""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from collections.abc import Sequence

import anyio

from benchmarks.ask_each_glosses import by_odds
from benchmarks.long_context.reading import LABELS, items
from rlm import prompts
from rlm.backends import open_backend
from rlm.backends.base import Backend
from rlm.config import load_config
from rlm.labels import Reading, defined
from rlm.sampling import Sampling

CONTENT_FREE = ("N/A", "", "[MASK]")


def calibrated(reading: Reading, prior: dict[str, float]) -> Reading:
    """The odds divided by the content-free odds, normalised."""
    scaled = {o: p / max(prior.get(o, 0.0), 1e-6) for o, p in reading.probs.items()}
    total = sum(scaled.values()) or 1.0
    odds = {o: p / total for o, p in scaled.items()}
    return Reading(max(odds, key=lambda o: odds[o]), odds)


async def read_each(backend: Backend, texts: Sequence[str], question: str, allowed: Sequence[str]) -> list[Reading | None]:
    """Each text read as ask_each reads it (item first, the reply decided among `allowed` with the reader's
    odds); None for a read that failed."""
    system = prompts.text("reader_system")
    outs = await backend.complete_many([[{"role": "system", "content": system},
                                         {"role": "user", "content": prompts.note("each", question=question, item=t)}]
                                        for t in texts], Sampling(max_tokens=8, temperature=0.0, choices=tuple(allowed)))
    return [None if isinstance(o, Exception) else Reading(o.text, dict(o.option_probs)) for o in outs]


async def run(n: int, seeds: list[int]) -> None:
    config = load_config()
    backend = open_backend("root", config.role("root"))
    allowed = list(LABELS)
    question = defined(allowed, LABELS) or ""

    async def read(texts: list[str]) -> list[Reading]:
        return [r for r in await read_each(backend, texts, question, allowed) if r is not None]

    print(f"reader {config.role('root').model}, {n} messages a seed\n")
    print("| seed | true kinds | odds | right | recall per kind | right by odds: below 0.6, 0.6-0.9, 0.9 and above | items/s |\n"
          "|---|---|---|---:|---|---|---:|")
    try:
        free = await read(list(CONTENT_FREE))
        prior = {o: sum(r.probs.get(o, 0.0) for r in free) / len(free) for o in allowed}
        print(f"content-free odds: { {o: round(float(p), 3) for o, p in prior.items()} }\n")
        for seed in seeds:
            rows = items(random.Random(seed), n)
            t0 = time.monotonic()
            readings = await read([r.line for r in rows])
            speed = n / (time.monotonic() - t0)
            truth = Counter(r.label for r in rows)
            for name, taken in (("as read", readings), ("calibrated", [calibrated(r, prior) for r in readings])):
                hits = [t.label == r.label for t, r in zip(taken, rows, strict=True)]
                recall = ", ".join(f"{k} {sum(h for h, r in zip(hits, rows) if r.label == k)}/{truth[k]}" for k in allowed)
                print(f"| {seed} | {dict(truth)} | {name} | {sum(hits)}/{n} | {recall} | {by_odds(hits, taken)} | "
                      f"{speed:.2f} |", flush=True)
    finally:
        await backend.aclose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--items", type=int, default=100, help="messages read per seed")
    parser.add_argument("--seeds", default="3,5", help="comma-separated seeds of the messages drawn")
    args = parser.parse_args()
    anyio.run(run, args.items, [int(s) for s in args.seeds.split(",")])


if __name__ == "__main__":
    main()
