"""How the prompt shape of ask_each changes a model's labels: short customer messages of four kinds,
each judged alone, by system prompt x order (item first or question first) x question; right / total.

    python -m benchmarks.ask_each_prompts --roles root,sub --items 48

Prints a markdown table (commit it with the command under benchmarks/results/)."""

from __future__ import annotations

import argparse
import random
import time

import anyio

from rlm.backends import open_backend
from rlm.config import load_config
from rlm.labels import options, read_label
from rlm.sampling import Sampling

KINDS = {
    "delivery": ["My parcel never showed up.", "Still waiting for the order I placed two weeks ago.",
                 "The courier says delivered but nothing is at my door.", "Tracking has not moved in ten days.",
                 "Where is my package? It was due on Monday."],
    "refund": ["I want my money back for the jacket.", "Please return the payment to my card.",
               "Can I get reimbursed for the lamp I sent back?", "I returned the shoes, when will I see the money?",
               "Cancel my purchase and pay me back."],
    "damaged": ["The mug arrived in pieces.", "The screen was cracked when I opened the box.", "One leg of the chair is bent.",
                "The book came with torn pages.", "The bottle leaked all over the other items."],
    "praise": ["Great service, thank you!", "Lovely product, I will buy again.", "Your support team was so helpful.",
               "Fast and friendly, five stars.", "Everything was perfect this time."],
}
NAMES = ["Anna", "Ben", "Chen", "Dara", "Eli", "Fay", "Gus", "Hana"]
SYSTEMS = {
    "judge": "You judge short texts. Answer the question about the text with one of the options it gives, and nothing else.",
    "strict": "You judge short texts. Answer the question about the text with one of the options it gives, and nothing "
              "else. Answer yes only if the text clearly says so.",
}
ORDERS = {"question first": "Question: {q}\n\nText: {i}\n\nAnswer:", "item first": "Text: {i}\n\nQuestion: {q}\n\nAnswer:"}
QUESTIONS = ["Is this item about damaged items? yes/no", "Is this message about an item that arrived damaged? yes/no",
             "What is this message about? Answer with one of: delivery, refund, damaged, praise."]


def messages(n: int, seed: int = 7) -> list[tuple[str, str]]:
    """(line, kind) of n seeded messages, each "#i Name: text"."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        kind = rng.choice(list(KINDS))
        out.append((f"#{i + 1} {NAMES[rng.randrange(len(NAMES))]}: {rng.choice(KINDS[kind])}", kind))
    return out


async def run(roles: list[str], n: int) -> None:
    items = messages(n)
    gold = ["yes" if kind == "damaged" else "no" for _, kind in items]
    print(f"{n} messages, {gold.count('yes')} about a damaged item\n")
    print("| model (role) | system | order | question | right | said yes | seconds |")
    print("|---|---|---|---|---:|---:|---:|")
    config = load_config()
    for role in roles:
        backend = open_backend(role, config.role(role))
        try:
            for sname, system in SYSTEMS.items():
                for oname, template in ORDERS.items():
                    for question in QUESTIONS:
                        t0 = time.monotonic()
                        outs = await backend.complete_many(
                            [[{"role": "system", "content": system}, {"role": "user", "content": template.format(q=question, i=line)}]
                             for line, _ in items], Sampling(max_tokens=8))
                        labels = [read_label(o.text, options(question)) if not isinstance(o, Exception) else "error" for o in outs]
                        if "praise" in options(question):  # the four-way question: damaged or not
                            labels = ["yes" if label == "damaged" else "no" for label in labels]
                        right = sum(a == g for a, g in zip(labels, gold, strict=True))
                        print(f"| {config.role(role).model} ({role}) | {sname} | {oname} | {question} | {right}/{n} | "
                              f"{labels.count('yes')} | {time.monotonic() - t0:.0f} |", flush=True)
        finally:
            await backend.aclose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--roles", default="root,sub", help="comma-separated roles whose models to probe")
    parser.add_argument("--items", type=int, default=48, help="messages per cell")
    args = parser.parse_args()
    anyio.run(run, args.roles.split(","), args.items)


if __name__ == "__main__":
    main()
