"""How the reader labels items, by the question it is asked and how its reply is taken. Messages of the
reading task family (benchmarks/long_context/reading.py), each labelled alone by the reader (the root role's
model, as ask_each does) with the question a root writes (the kinds' names) and with the kinds as the user's
question defines them (rlm/labels.py: `defined`) in the user's order, reversed (the second reading of
rlm/reread.py) and rotated. Each question twice: the reply written freely and read as the first option it
names, and decided among the options (`Sampling.choices`, rlm/engine/choices.py), with how many labels the
reader was unsure of (confidence below `--unsure`) and how many of the wrong ones were among them. Then the
decided readings of the defined kinds: the user's order alone (what ask_each does), its unsure items settled
by the mean odds of the other two orders, and every item so, with how often labels are right by their odds.

    python -m benchmarks.ask_each_glosses --items 80

Prints a markdown table (commit it with the command under benchmarks/results/)."""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

import anyio

from benchmarks.long_context.reading import LABELS, items
from rlm import prompts
from rlm.backends import open_backend
from rlm.config import load_config
from rlm.labels import Reading, defined, options, read_label
from rlm.sampling import Sampling

NAMES = f"Which kind is it: {', '.join(list(LABELS)[:-1])} or {list(LABELS)[-1]}?"


def by_odds(hits: list[bool], readings: list[Reading]) -> str:
    """How many labels are right of those below odds of 0.6, between 0.6 and 0.9, and at 0.9 or above."""
    bins = [[h for h, r in zip(hits, readings, strict=True) if lo <= r.confidence < hi]
            for lo, hi in ((0, 0.6), (0.6, 0.9), (0.9, 1.01))]
    return ", ".join(f"{sum(b)}/{len(b)}" for b in bins)


def settle(readings: list[Reading]) -> Reading:
    """One item read in several orders of the options: the option of the highest mean odds."""
    mean = {o: sum(r.probs.get(o, 0.0) for r in readings) / len(readings) for o in readings[0].probs}
    return Reading(max(mean, key=lambda o: (mean[o], o == readings[0].label)), mean)


def _prompt(layout: str, question: str, item: str, allowed: list[str]) -> str:
    if layout == "question":  # the question first, a prefix every item shares; the options again after the item
        return prompts.note("each_first", question=question, item=item, options=", ".join(allowed))
    return prompts.note("each", question=question, item=item)


async def run(n: int, seed: int, unsure: float, replies: list[str], layouts: list[str]) -> None:
    rows = items(random.Random(seed), n)
    config = load_config()
    backend = open_backend("root", config.role("root"))
    system = prompts.text("reader_system")
    allowed = options(NAMES)
    print(f"{n} messages (seed {seed}): {dict(Counter(r.label for r in rows))}, reader {config.role('root').model}\n")
    print("| question | reply | right | labels | unsure | wrong and unsure | items/s |\n|---|---|---:|---|---:|---:|---:|")
    decided: list[list[Reading]] = []
    try:
        questions = [NAMES] + [defined(order, LABELS) or NAMES for order in  # the user's order, then the
                               (allowed, allowed[::-1], allowed[2:] + allowed[:2])]  # second reading's, a rotation
        for question in questions:
            modes = {"free": Sampling(max_tokens=8, temperature=0.0),
                     "decided": Sampling(max_tokens=8, temperature=0.0, choices=tuple(allowed))}
            for mode, sampling, layout in ((m, modes[m], lay) for m in replies for lay in layouts
                                           if lay == "item" or (m == "decided" and question == questions[1])):
                t0 = time.monotonic()
                outs = await backend.complete_many(
                    [[{"role": "system", "content": system},
                      {"role": "user", "content": _prompt(layout, question, r.line, allowed)}] for r in rows],
                    sampling)
                seconds = time.monotonic() - t0
                labels = [read_label(o.text, allowed) if not isinstance(o, Exception) else "error" for o in outs]
                sure = [o.option_probs.get(o.text) if not isinstance(o, Exception) and o.option_probs else None for o in outs]
                right = sum(label == r.label for label, r in zip(labels, rows, strict=True))
                low = [c is not None and c < unsure for c in sure]
                wrong_low = sum(lo and label != r.label for lo, label, r in zip(low, labels, rows, strict=True))
                shown = question.replace("\n", " ")
                if mode == "decided" and question != NAMES and layout == "item":
                    decided.append([Reading(label, dict(o.option_probs)) for label, o in zip(labels, outs, strict=True)])
                unsure_cell = f"{sum(low)}" if any(c is not None for c in sure) else "-"
                wrong_cell = f"{wrong_low} of {n - right}" if unsure_cell != "-" else "-"
                print(f"| {shown} | {mode}{', question first' if layout == 'question' else ''} | {right}/{n} | {dict(Counter(labels))} | {unsure_cell} | {wrong_cell} | "
                      f"{n / seconds:.2f} |", flush=True)
        if not decided:
            return
        first, *others = decided
        print("\n| combined (decided, defined kinds) | right | unsure after | wrong and unsure "
              "| right by odds: below 0.6, 0.6-0.9, 0.9 and above | reads |\n|---|---:|---:|---:|---|---:|")
        for name, readings, reads in (
                ("the user's order alone", first, n),
                ("unsure items settled by two more orders",
                 [settle([a, *[o[i] for o in others]]) if a.confidence < unsure else a
                  for i, a in enumerate(first)], n + 2 * sum(a.confidence < unsure for a in first)),
                ("every item by three orders", [settle([a, *[o[i] for o in others]]) for i, a in enumerate(first)],
                 3 * n)):
            labels = [r.label for r in readings]
            right = sum(label == r.label for label, r in zip(labels, rows, strict=True))
            low = [r.confidence < unsure for r in readings]
            wrong_low = sum(lo and label != r.label for lo, label, r in zip(low, labels, rows, strict=True))
            hits = [label == r.label for label, r in zip(labels, rows, strict=True)]
            print(f"| {name} | {right}/{n} | {sum(low)} | {wrong_low} of {n - right} | {by_odds(hits, readings)} | "
                  f"{reads} |", flush=True)
    finally:
        await backend.aclose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--items", type=int, default=80, help="messages labelled per question")
    parser.add_argument("--seed", type=int, default=3, help="seed of the messages drawn")
    parser.add_argument("--unsure", type=float, default=0.9, help="a decided label below this confidence is unsure")
    parser.add_argument("--replies", default="free,decided", help="how replies are taken: free, decided or both")
    parser.add_argument("--layouts", default="item,question",
                        help="item: the item, then the question (ask_each); question: the question first, then the "
                             "item and the options again (the defined kinds in the user's order, decided)")
    args = parser.parse_args()
    anyio.run(run, args.items, args.seed, args.unsure, args.replies.split(","), args.layouts.split(","))


if __name__ == "__main__":
    main()
