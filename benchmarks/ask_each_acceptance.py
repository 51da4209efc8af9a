"""When should a figure computed from labels a model read be taken? Items of two generated documents (the
reading family's customer messages, five kinds; the dev set's service log, its ERROR lines by cause) read
by ask_each itself (rlm/subcalls.py: the root role's model, the reply decided among the options with its
odds; since 2026-11-27 the items it doubted read again after examples from its surest labels), the odds it
keeps for the second reading taken; then many documents drawn from those readings (each sample's items drawn again with replacement,
at the sizes given), and for each figure a question asks of them (how many of a kind; the most and least
common kind) how often each acceptance rule takes it and whether what it takes is right:

- "as read": every figure taken;
- "worst case": the second reading rlm/reread.py did until 2026-11-26 (each doubted label, below 0.9 for a
  count and 0.6 for a ranking, takes the option rated next; taken if the figure stays);
- "sampled p": the labels drawn from the reader's odds many times; taken if at least p of the draws give
  the figure read;
- "every option": the second reading since (rlm/reread.py: `read_as`): for each option in turn, every label
  below 0.9 that had odds of 0.01 or more for it read as it; taken if the figure stays every time.

    python -m benchmarks.ask_each_acceptance --save /tmp/readings.json      # reads with the model
    python -m benchmarks.ask_each_acceptance --load /tmp/readings.json      # rules only, in seconds

Prints a markdown table (commit it with the command under benchmarks/results/)."""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import anyio

from benchmarks.devset.data import service_log
from benchmarks.long_context.reading import LABELS, items
from rlm.backends import open_backend
from rlm.config import load_config
from rlm.labels import Reading, in_order
from rlm.reread import read_as
from rlm.run import Run
from rlm.subcalls import Lane, SubCalls

CAUSE_GLOSSES = {"disk": "running out of disk space", "timeout": "a timeout",
                 "auth": "an authentication or permission problem"}


@dataclass(frozen=True)
class Read:
    """One item: its true kind and how the reader read it."""

    truth: str
    reading: Reading


def families(n: int) -> dict[str, tuple[dict[str, str], Callable[[int], list[tuple[str, str]]]]]:
    """Each family's kinds with their definitions, and its items with their true kinds by seed (n messages;
    the log has its own ERROR lines)."""
    return {
        "messages": (LABELS, lambda seed: [(r.line, r.label) for r in items(random.Random(seed), n)]),
        "log errors": (CAUSE_GLOSSES, lambda seed: [(line.line, line.cause or "") for line in service_log(random.Random(seed))
                                                    if line.cause]),
    }


async def read_pools(seeds: Sequence[int], messages: int) -> dict[str, list[list[Read]]]:
    """Each family's items per seed, read by ask_each (rlm/subcalls.py: the root role's model, the kinds
    defined, doubted items read again after examples) and the odds it keeps for the second reading."""
    config = load_config()
    backend = open_backend("root", config.role("root"))
    reader = Lane("root", config.role("root"), lambda: backend, "reader_system")
    pools: dict[str, list[list[Read]]] = {}
    try:
        for family, (glosses, draw) in families(messages).items():
            allowed = list(glosses)
            question = f"Which kind is it: {', '.join(allowed)}?"
            for seed in seeds:
                rows = draw(seed)
                texts = [text for text, _ in rows]
                subs, t0 = SubCalls(reader, reader, Run(config.run, None)), time.monotonic()
                await subs.each(texts, question, 0, glosses=glosses)
                asked = in_order(question, allowed, glosses)
                pools.setdefault(family, []).append([Read(truth, subs._first[(asked, text)]) for text, truth in rows])
                print(f"read {family}, seed {seed}: {len(rows)} items, {subs.run.sub_calls} reads, "
                      f"{len(rows) / (time.monotonic() - t0):.2f} items/s", flush=True)
    finally:
        await backend.aclose()
    return pools


Figure = Callable[[Sequence[str]], str]


def figures(kinds: Sequence[str]) -> dict[str, Figure]:
    """What questions ask of the labels: each kind's count, the most and the least common kind."""
    def ranked(labels: Sequence[str]) -> list[str]:
        counts = Counter(labels)
        return sorted(kinds, key=lambda k: (-counts[k], k))
    found: dict[str, Figure] = {f"count {k}": (lambda labels, k=k: str(sum(x == k for x in labels))) for k in kinds}
    found["most common"] = lambda labels: ranked(labels)[0]
    found["least common"] = lambda labels: ranked(labels)[-1]
    return found


def worst_case(reads: Sequence[Read], figure: Figure, counting: bool) -> bool:
    doubt = 0.9 if counting else 0.6
    flipped = [r.reading.label if r.reading.confidence >= doubt else r.reading.runner_up() or r.reading.label
               for r in reads]
    return figure(flipped) == figure([r.reading.label for r in reads])


def every_option(reads: Sequence[Read], figure: Figure) -> bool:
    """The second reading of rlm/reread.py: taken if the figure stays when, for each option in turn, every
    doubted item that may be that option is read as it."""
    read = [r.reading.label for r in reads]
    kinds = {o for r in reads for o in r.reading.probs}
    return all(figure([read_as(r.reading, None, o) for r in reads]) == figure(read) for o in kinds)


def sampled_share(reads: Sequence[Read], figure: Figure, rng: random.Random, draws: int) -> float:
    """The share of label sets drawn from the reader's odds that give the figure as read."""
    read = figure([r.reading.label for r in reads])
    options = [list(r.reading.probs.items()) for r in reads]
    same = 0
    for _ in range(draws):
        labels = [rng.choices([o for o, _ in opts], [p for _, p in opts])[0] for opts in options]
        same += figure(labels) == read
    return same / draws


def evaluate(pools: dict[str, list[list[Read]]], sizes: Sequence[int], documents: int, draws: int,
             shares: Sequence[float]) -> None:
    rng = random.Random(0)
    rules = ["as read", "worst case", *(f"sampled {p}" for p in shares), "every option"]
    print("| family | items | figure | documents | right as read | "
          + " | ".join(f"{rule}: right / wrong taken" for rule in rules) + " |")
    print("|---|---:|---|---:|---:|" + "---:|" * len(rules))
    for family, per_seed in pools.items():
        kinds = sorted({r.truth for pool in per_seed for r in pool})
        for size in sizes:
            tally: dict[str, Counter[str]] = {}
            for d in range(documents):
                pool = per_seed[d % len(per_seed)]
                doc = [rng.choice(pool) for _ in range(size)]
                for name, figure in figures(kinds).items():
                    group = "count" if name.startswith("count") else name
                    right = figure([r.truth for r in doc]) == figure([r.reading.label for r in doc])
                    share = sampled_share(doc, figure, rng, draws)
                    taken = {"as read": True, "worst case": worst_case(doc, figure, group == "count"),
                             **{f"sampled {p}": share >= p for p in shares},
                             "every option": every_option(doc, figure)}
                    count = tally.setdefault(group, Counter())
                    count["documents"] += 1
                    count["right"] += right
                    for rule, took in taken.items():
                        count[f"{rule} right"] += took and right
                        count[f"{rule} wrong"] += took and not right
            for group, count in tally.items():
                n = count["documents"]
                cells = " | ".join(f"{count[f'{rule} right']} / {count[f'{rule} wrong']}" for rule in rules)
                print(f"| {family} | {size} | {group} | {n} | {count['right']} | {cells} |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", default="5,11,17", help="comma-separated seeds of the documents read")
    parser.add_argument("--messages", type=int, default=120, help="messages per seed")
    parser.add_argument("--sizes", default="100,200", help="items per drawn document")
    parser.add_argument("--documents", type=int, default=60, help="documents drawn per family and size")
    parser.add_argument("--draws", type=int, default=200, help="label sets drawn from the odds per figure")
    parser.add_argument("--shares", default="0.8,0.9,0.95", help="the sampled rules' shares")
    parser.add_argument("--save", type=Path, help="write the readings here (JSON)")
    parser.add_argument("--load", type=Path, help="take the readings from here instead of reading")
    args = parser.parse_args()
    if args.load and not args.load.is_file():
        parser.error(f"--load {args.load}: no such file; write one first with --save")
    if args.load:
        try:
            pools = {f: [[Read(r["truth"], Reading(r["label"], r["probs"])) for r in pool] for pool in seeds]
                     for f, seeds in json.loads(args.load.read_text()).items()}
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            parser.error(f"--load {args.load}: not readings written by --save ({exc})")
    else:
        pools = anyio.run(read_pools, [int(s) for s in args.seeds.split(",")], args.messages)
    if args.save:
        args.save.write_text(json.dumps({f: [[{"truth": r.truth, "label": r.reading.label, "probs": dict(r.reading.probs)}
                                               for r in pool] for pool in seeds] for f, seeds in pools.items()}))
    evaluate(pools, [int(s) for s in args.sizes.split(",")], args.documents, args.draws,
             [float(s) for s in args.shares.split(",")])


if __name__ == "__main__":
    main()
