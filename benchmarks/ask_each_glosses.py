"""Does telling the reader what each kind means change its labels? Messages of the reading task family
(benchmarks/long_context/reading.py), each labelled alone by the reader (the root role's model, as
ask_each does) with the question a root writes (the kinds' names) and with the kinds as the user's
question defines them (rlm/labels.py: `defined`) in the user's order, reversed (the second reading of
rlm/reread.py) and rotated; right / total and the labels counted.

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
from rlm.labels import defined, options, read_label
from rlm.sampling import Sampling

NAMES = f"Which kind is it: {', '.join(list(LABELS)[:-1])} or {list(LABELS)[-1]}?"


async def run(n: int, seed: int) -> None:
    rows = items(random.Random(seed), n)
    config = load_config()
    backend = open_backend("root", config.role("root"))
    system = prompts.text("reader_system")
    allowed = options(NAMES)
    print(f"{n} messages (seed {seed}): {dict(Counter(r.label for r in rows))}, reader {config.role('root').model}\n")
    print("| question | right | labels | seconds |\n|---|---:|---|---:|")
    try:
        questions = [NAMES] + [defined(order, LABELS) or NAMES for order in  # the user's order, then the
                               (allowed, allowed[::-1], allowed[2:] + allowed[:2])]  # second reading's, a rotation
        for question in questions:
            t0 = time.monotonic()
            outs = await backend.complete_many(
                [[{"role": "system", "content": system},
                  {"role": "user", "content": prompts.note("each", question=question, item=r.line)}] for r in rows],
                Sampling(max_tokens=8, temperature=0.0))
            labels = [read_label(o.text, allowed) if not isinstance(o, Exception) else "error" for o in outs]
            right = sum(label == r.label for label, r in zip(labels, rows, strict=True))
            shown = question.replace("\n", " ")
            print(f"| {shown} | {right}/{n} | {dict(Counter(labels))} | {time.monotonic() - t0:.0f} |", flush=True)
    finally:
        await backend.aclose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--items", type=int, default=80, help="messages labelled per question")
    parser.add_argument("--seed", type=int, default=3, help="seed of the messages drawn")
    args = parser.parse_args()
    anyio.run(run, args.items, args.seed)


if __name__ == "__main__":
    main()
