"""Does a second reading with examples from the document's own surest labels make the reader sure and right
on the items it doubted? Items of the two families of benchmarks/ask_each_acceptance.py (the reading family's
customer messages, five kinds; the dev set's service-log ERROR lines by cause), per seed: read once as
ask_each's first reading reads them (item first, the kinds defined, the reply decided among the options with
the reader's odds); then, for each variant (`Variant`), every item read again after examples of each option
taken from that first reading. Rows: each variant's second reading of every item ("all") and of the items the
first doubted only ("doubted", what ask_each does: its seconds estimated from "all"); then how right the
doubted items' second readings are by their odds; with --acceptance, the figures of documents drawn from a
variant's readings judged as benchmarks/ask_each_acceptance.py judges them.

    python -m benchmarks.ask_each_examples --seeds 5,11,17 --save /tmp/examples.json   # reads with the model
    python -m benchmarks.ask_each_examples --load /tmp/examples.json                   # the tables, in seconds

Prints markdown tables (commit them with the command under benchmarks/results/)."""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import anyio

from benchmarks.ask_each_acceptance import Read, evaluate, families
from rlm import prompts
from rlm.backends import open_backend
from rlm.backends.base import Backend, Completion, Message
from rlm.config import load_config
from rlm.labels import Reading, defined
from rlm.reread import SURE
from rlm.sampling import Sampling


@dataclass(frozen=True)
class Variant:
    """A second reading: `k` examples per option; the kinds' definitions in the question or only their names;
    the examples as "Text: ... -> kind" lines before the item, or as earlier turns of the conversation (each
    example asked as the item is, the kind as the reader's reply); from labels read with odds of 0.9 or more
    only, or for an option without any, its surest labels whatever their odds."""

    k: int
    glosses: bool
    turns: bool
    any_odds: bool

    @classmethod
    def parse(cls, spec: str) -> Variant:
        """"3gts": 3 per option, g(defined)/n(names only), l(lines)/t(turns), s(sure only)/a(any odds)."""
        return cls(int(spec[:-3]), spec[-3] == "g", spec[-2] == "t", spec[-1] == "a")

    @property
    def name(self) -> str:
        return (f"{self.k} per kind, {'defined' if self.glosses else 'names only'}, {'turns' if self.turns else 'lines'}, "
                f"{'surest of any odds' if self.any_odds else 'sure only'}")


def pick(texts: Sequence[str], readings: Sequence[Reading], allowed: Sequence[str], k: int,
         any_odds: bool) -> list[tuple[str, str]]:
    """For each option the `k` surest items read as it with odds of 0.9 or more (the shorter first on a tie;
    with `any_odds`, an option without any takes its surest below that), in turns (one of each option, then
    the next of each), so no option is only at the end."""
    ranked = sorted(zip(texts, readings), key=lambda tr: (-tr[1].confidence, len(tr[0])))
    per = {o: [t for t, r in ranked if r.label == o and r.confidence >= SURE][:k] for o in allowed}
    for o in allowed if any_odds else ():
        per[o] = per[o] or [t for t, r in ranked if r.label == o][:k]
    return [(per[o][i], o) for i in range(k) for o in allowed if i < len(per[o])]


def shown(examples: Sequence[tuple[str, str]]) -> str:
    return "".join(f"Text: {text} -> {label}\n" for text, label in examples)


def question(allowed: Sequence[str], glosses: dict[str, str], with_glosses: bool) -> str:
    if with_glosses:
        return defined(list(allowed), glosses) or ""
    return f"Which kind is it: {', '.join(allowed)}?\nAnswer with one of: {', '.join(allowed)}."


async def read(backend: Backend, texts: Sequence[str], asked: str, allowed: Sequence[str],
               examples: Sequence[tuple[str, str]] = (), turns: bool = False) -> tuple[list[Reading], float, int, int]:
    """Each text read (with `examples` first if any): its readings, seconds, prompt tokens, of them cached."""
    system: list[Message] = [{"role": "system", "content": prompts.text("reader_system")}]
    head = f"Examples:\n{shown(examples)}\n" if examples and not turns else ""
    for text, label in examples if turns else ():
        system += [{"role": "user", "content": prompts.note("each", question=asked, item=text)},
                   {"role": "assistant", "content": label}]
    t0 = time.monotonic()
    outs = await backend.complete_many(
        [[*system, {"role": "user", "content": head + prompts.note("each", question=asked, item=t)}] for t in texts],
        Sampling(max_tokens=8, temperature=0.0, choices=tuple(allowed)))
    seconds = time.monotonic() - t0
    done = [o for o in outs if isinstance(o, Completion)]
    if len(done) != len(outs):
        raise RuntimeError(f"{len(outs) - len(done)} reads failed: {[o for o in outs if not isinstance(o, Completion)][:1]}")
    return ([Reading(o.text, dict(o.option_probs)) for o in done], seconds,
            sum(o.prompt_tokens for o in done), sum(o.cached_tokens for o in done))


async def run(seeds: Sequence[int], n: int, variants: Sequence[Variant], only: Sequence[str],
              save: Path | None) -> dict[str, list[dict]]:
    """Each family's items per seed read once, then again per variant; written to `save` after each seed."""
    backend = open_backend("root", load_config().role("root"))
    out: dict[str, list[dict]] = {}
    try:
        for seed in seeds:
            for family, (glosses, draw) in families(n).items():
                if family not in only:
                    continue
                allowed = list(glosses)
                rows = draw(seed)
                texts = [t for t, _ in rows]
                first, seconds, ptoks, cached = await read(backend, texts, question(allowed, glosses, True), allowed)
                record = {"seed": seed, "texts": texts, "truth": [t for _, t in rows],
                          "first": _dump(first), "first_stats": [seconds, ptoks, cached], "second": {}}
                print(f"{family} seed {seed}: {len(rows)} items read in {seconds:.0f} s", flush=True)
                for v in variants:
                    examples = pick(texts, first, allowed, v.k, v.any_odds)
                    again, seconds, ptoks, cached = await read(
                        backend, texts, question(allowed, glosses, v.glosses), allowed, examples, v.turns)
                    record["second"][v.name] = {"examples": examples, "readings": _dump(again),
                                                "stats": [seconds, ptoks, cached]}
                    print(f"  {v.name}: {seconds:.0f} s, {cached}/{ptoks} prompt tokens cached", flush=True)
                out.setdefault(family, []).append(record)
                if save:
                    save.write_text(json.dumps(out))
    finally:
        await backend.aclose()
    return out


def _dump(readings: Sequence[Reading]) -> list[dict]:
    return [{"label": r.label, "probs": dict(r.probs)} for r in readings]


def _load(rows: Sequence[dict]) -> list[Reading]:
    return [Reading(r["label"], r["probs"]) for r in rows]


def tally(truth: Sequence[str], readings: Sequence[Reading], first: Sequence[Reading]) -> Counter[str]:
    """Right labels, sure ones (and wrong among them), first-doubted ones turned sure."""
    c: Counter[str] = Counter()
    for t, r, f in zip(truth, readings, first, strict=True):
        sure = r.confidence >= SURE
        c["items"] += 1
        c["right"] += r.label == t
        c["sure"] += sure
        c["sure wrong"] += sure and r.label != t
        c["turned sure"] += sure and f.confidence < SURE
        c["turned sure wrong"] += sure and f.confidence < SURE and r.label != t
    return c


def true_odds(truth: Sequence[str], readings: Sequence[Reading]) -> list[float]:
    """The odds each wrong doubted label left its true kind (rlm/reread.py reads a doubted item as a kind from 0.01)."""
    return [r.probs.get(t, 0.0) for t, r in zip(truth, readings, strict=True) if r.confidence < SURE and r.label != t]


def report(data: dict[str, list[dict]]) -> None:
    """One row per reading over the seeds that have it: the first, and each variant's second reading of every
    item ("all") and of the items the first doubted only ("doubted"; their seconds estimated from "all")."""
    print("| family | seeds | reading | items | right | labels >= 0.9 | wrong at >= 0.9 | doubted turned sure "
          "(wrong) | lowest odds of the true kind, wrong labels < 0.9 | reads | items/s | prompt tokens cached |")
    print("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for family, records in data.items():
        names = list(dict.fromkeys(n for rec in records for n in rec["second"]))
        rows: dict[tuple[str, str], tuple[Counter[str], Counter[str], list[float]]] = {}
        for name in [""] + names:
            having = [rec for rec in records if not name or name in rec["second"]]
            seeds = ",".join(str(rec["seed"]) for rec in having)
            for way in (("first reading",) if not name else ("all", "doubted")):
                c: Counter[str] = Counter()
                cost: Counter[str] = Counter()
                odds: list[float] = []
                for rec in having:
                    truth, first = rec["truth"], _load(rec["first"])
                    n, (seconds, ptoks, cached) = len(truth), rec["first_stats"]
                    if name:
                        again = _load(rec["second"][name]["readings"])
                        doubted = sum(f.confidence < SURE for f in first)
                        share = 1.0 if way == "all" else doubted / n
                        seconds2, ptoks2, cached2 = rec["second"][name]["stats"]
                        readings = again if way == "all" else [a if f.confidence < SURE else f
                                                               for f, a in zip(first, again, strict=True)]
                        cost.update({"reads": n + round(share * n), "ms": round(1000 * (seconds + share * seconds2)),
                                     "ptoks": ptoks + round(share * ptoks2), "cached": cached + round(share * cached2)})
                    else:
                        readings = first
                        cost.update({"reads": n, "ms": round(1000 * seconds), "ptoks": ptoks, "cached": cached})
                    c.update(tally(truth, readings, first))
                    odds += true_odds(truth, readings)
                rows[(seeds, f"{name}: {way}" if name else way)] = (c, cost, odds)
        for (seeds, name), (c, cost, odds) in rows.items():
            n = c["items"]
            lowest = f"{min(odds):.3f}" if odds else "-"
            print(f"| {family} | {seeds} | {name} | {n} | {c['right']} ({c['right'] / n:.0%}) | "
                  f"{c['sure']} ({c['sure'] / n:.0%}) | {c['sure wrong']} | {c['turned sure']} ({c['turned sure wrong']}) | "
                  f"{lowest} | {cost['reads']} | {n / (cost['ms'] / 1000):.2f} | {cost['cached'] / max(cost['ptoks'], 1):.0%} |")


def by_odds(data: dict[str, list[dict]], bars: Sequence[float]) -> None:
    """How right the second reading of the items the first doubted is, by its odds."""
    print("| family | seeds | reading | doubted at first | " + " | ".join(f"then >= {b}: wrong" for b in bars) + " |")
    print("|---|---|---|---:|" + "---:|" * len(bars))
    for family, records in data.items():
        for name in dict.fromkeys(n for rec in records for n in rec["second"]):
            having = [rec for rec in records if name in rec["second"]]
            pairs = [(t, a) for rec in having for t, f, a in zip(rec["truth"], _load(rec["first"]),
                                                                 _load(rec["second"][name]["readings"]), strict=True)
                     if f.confidence < SURE]
            cells = " | ".join(f"{sum(a.confidence >= b for _, a in pairs)}: {sum(a.confidence >= b and a.label != t for t, a in pairs)}"
                               for b in bars)
            print(f"| {family} | {','.join(str(r['seed']) for r in having)} | {name} | {len(pairs)} | {cells} |")


def pools(data: dict[str, list[dict]], name: str) -> dict[str, list[list[Read]]]:
    """Each seed's items as benchmarks/ask_each_acceptance.py takes them: the first reading, a doubted item's
    second reading (variant `name`) in its place, as ask_each keeps them."""
    return {family: [[Read(t, a if f.confidence < SURE else f)
                      for t, f, a in zip(rec["truth"], _load(rec["first"]), _load(rec["second"][name]["readings"]),
                                         strict=True)]
                     for rec in records if name in rec["second"]]
            for family, records in data.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", default="5,11,17", help="comma-separated seeds of the documents read")
    parser.add_argument("--messages", type=int, default=120, help="messages per seed (the log has its own ERROR lines)")
    parser.add_argument("--variants", default="3gta,2gta,3nta",
                        help="comma-separated second readings (Variant.parse): examples per kind, g (kinds defined) or "
                             "n (names only), l (lines) or t (turns), s (sure labels only) or a (any odds)")
    parser.add_argument("--families", default="messages,log errors", help="comma-separated families read")
    parser.add_argument("--save", type=Path, help="write the readings here (JSON)")
    parser.add_argument("--load", type=Path, nargs="+", help="take the readings from these files instead of reading")
    parser.add_argument("--bars", default="0.9,0.95,0.97,0.99", help="odds of the second reading tabled")
    parser.add_argument("--acceptance", help="a variant's name: judge the figures of documents drawn from its readings "
                                             "as benchmarks/ask_each_acceptance.py does")
    args = parser.parse_args()
    if args.load:
        data: dict[str, list[dict]] = {}
        for path in args.load:
            for family, records in json.loads(path.read_text()).items():
                data.setdefault(family, []).extend(records)
    else:
        variants = [Variant.parse(v) for v in args.variants.split(",")]
        data = anyio.run(run, [int(s) for s in args.seeds.split(",")], args.messages, variants,
                         args.families.split(","), args.save)
    report(data)
    print()
    by_odds(data, [float(b) for b in args.bars.split(",")])
    if args.acceptance:
        print(f"\nFigures judged, each doubted item's second reading ({args.acceptance}) in place of its first:\n")
        evaluate(pools(data, args.acceptance), [100, 200], 100, 200, [0.9, 0.95])


if __name__ == "__main__":
    main()
