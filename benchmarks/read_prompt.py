"""How well does the loop's fresh read (rlm/loop.py `_read`: a stuck root's seen lines and the question, read
afresh by the root's model) answer, by prompt? The reads are rebuilt from stored dev-set and held-out runs: at
every `read` event, the lines the loop gave the reader then (`Seen.to_read`, checked against the event's line
count), with the question's gold. Each variant reads every one of them again; the table splits the reads
whose lines hold the gold ("answerable": the reader should answer) from the others (absent facts, counts,
golds the lines lack: it should say NOT FOUND), and scores answers as the dev set does.

    python -m benchmarks.read_prompt --limit 120 --save /tmp/reads.json    # reads with the model
    python -m benchmarks.read_prompt --load /tmp/reads.json                # the table, in seconds

Prints a markdown table (commit it with the command under benchmarks/results/)."""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

import anyio

from benchmarks.devset.questions import Question as DevQuestion
from benchmarks.devset.score import outcome
from benchmarks.judge_replay import _devset
from rlm import prompts
from rlm.backends import open_backend
from rlm.backends.base import Backend, Message
from rlm.config import load_config
from rlm.loop import READ_CHARS
from rlm.question import Question, plain
from rlm.sampling import Sampling
from rlm.seen import Seen, without_typed_text

RESULTS = Path("benchmarks/devset/results")


@dataclass
class Read:
    id: str
    question: str
    gold: object
    gold_kind: str
    kind: str
    document: str
    context: list[str]
    lines: list[str]
    answers: dict[str, str]  # variant -> reply ("run": what the stored run's reader said)

    @property
    def answerable(self) -> bool:
        gold = self.gold[0] if isinstance(self.gold, list) else self.gold
        return self.gold_kind != "not_found" and plain(str(gold)) in plain("\n".join(self.lines))

    def scored(self, reply: str) -> str:
        """right / wrong / not found, as the dev set scores an answer."""
        found = "NOT FOUND" not in reply.upper() and reply.strip() != ""
        gold = tuple(self.gold) if isinstance(self.gold, list) else self.gold
        q = DevQuestion(id=self.id, kind=self.kind, question=self.question, gold_kind=self.gold_kind,
                        document=self.document, context=tuple(self.context), gold=gold)
        return outcome(q, reply.strip() if found else None, "answered" if found else "not_found")


def collect(results: Path = RESULTS) -> list[Read]:
    """Every distinct (question, lines) a stored run's reader read, rebuilt as the loop built it."""
    found: dict[tuple[str, str], Read] = {}
    for run in sorted(p for p in results.iterdir() if (p / "results.jsonl").exists()):
        for line in (run / "results.jsonl").read_text().splitlines():
            row = json.loads(line)
            path = run / str(row.get("trajectory"))
            if "id" not in row or not row.get("trajectory") or not path.exists():
                continue
            _, documents, _ = _devset(row)
            events = [e for e in map(json.loads, path.read_text().splitlines()) if e.get("depth", 0) == 0]
            question = Question.parse(next(e for e in events if e["kind"] == "start")["question"])
            seen, code = Seen(documents), ""
            for e in events:
                if e["kind"] == "reply":
                    code = e.get("code") or ""
                elif e["kind"] == "follow":
                    seen.add("\n".join(e.get("lines", [])))
                elif e["kind"] == "records" and e.get("seen") and not e.get("error"):
                    seen.add(e["shown"], e["code"])
                elif e["kind"] == "run" and e.get("shown"):
                    seen.add(without_typed_text(e["shown"], code, documents), code)
                elif e["kind"] == "read" and "answer" in e:
                    lines = seen.to_read(question, READ_CHARS)
                    key = (row["id"], "\n".join(lines))
                    if len(lines) == e["lines"] and key not in found:
                        found[key] = Read(row["id"], question.text, row["gold"], row["gold_kind"], row["kind"],
                                          row["document"], list(row["context"]), lines, {"run": e["answer"]})
    return list(found.values())


def _now(read: Read) -> list[Message]:
    return [{"role": "system", "content": prompts.text("sub_system")},
            {"role": "user", "content": prompts.note("read", lines="\n".join(read.lines), question=read.question, origin="")}]


_SAYS = ("You answer from the text in the user's message only. Answer only when a line of the text says the answer "
         "about exactly what the question asks; then reply with the answer alone, copied exactly (names, numbers). "
         "If no line says it, reply: NOT FOUND.")


def _says(read: Read) -> list[Message]:
    return [{"role": "system", "content": _SAYS},
            {"role": "user", "content": prompts.note("read", lines="\n".join(read.lines), question=read.question, origin="")}]


def _first(read: Read) -> list[Message]:
    text = "\n".join(read.lines)
    return [{"role": "system", "content": prompts.text("sub_system")},
            {"role": "user", "content": f"Question: {read.question}\n\nText:\n{text}\n\nQuestion: {read.question}"}]


VARIANTS: dict[str, Callable[[Read], list[Message]]] = {"now": _now, "says": _says, "question-first": _first}


async def _read_all(reads: list[Read], variants: list[str]) -> None:
    cfg = load_config().role("root")
    backend = open_backend("root", cfg)
    try:
        await _each(backend, reads, variants, cfg.max_tokens)
    finally:
        await backend.aclose()


async def _each(backend: Backend, reads: list[Read], variants: list[str], max_tokens: int) -> None:
    for name in variants:
        t0 = time.monotonic()
        for i, read in enumerate(reads):
            completion = await backend.complete(VARIANTS[name](read), Sampling(max_tokens=max_tokens, temperature=0.0))
            read.answers[name] = completion.text.strip()
            print(f"\r{name}: {i + 1}/{len(reads)}", end="", flush=True)
        print(f"\r{name}: {len(reads)} reads in {time.monotonic() - t0:.0f} s")


def table(reads: list[Read]) -> str:
    """Answerable reads scored; the others by whether the reader said NOT FOUND (an answer there is a guess,
    though one may be right: a count the lines lack the figure of)."""
    names = list(dict.fromkeys(n for r in reads for n in r.answers))
    rows = ["| reader | answerable: right | wrong | not found | lines lack the gold: not found | answered wrong | answered right |",
            "|---|---:|---:|---:|---:|---:|---:|"]
    for name in names:
        c: Counter[tuple[bool, str]] = Counter()
        for r in reads:
            if name in r.answers:
                said = r.scored(r.answers[name])
                c[r.answerable, "not found" if "NOT FOUND" in r.answers[name].upper() or said == "not found" else said] += 1
        rows.append(f"| {name} | {c[True, 'right']} | {c[True, 'wrong']} | {c[True, 'not found']} | "
                    f"{c[False, 'not found']} | {c[False, 'wrong']} | {c[False, 'right']} |")
    answerable = sum(r.answerable for r in reads)
    return "\n".join(rows) + f"\n\n{len(reads)} reads, {answerable} of them answerable."


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--limit", type=int, default=0, help="read this many (a seeded sample), 0: all")
    parser.add_argument("--variants", default=",".join(VARIANTS), help=f"of {', '.join(VARIANTS)}")
    parser.add_argument("--save", type=Path, help="write the reads and replies here")
    parser.add_argument("--load", type=Path, help="print the table of saved reads")
    args = parser.parse_args()
    if args.load:
        reads = [Read(**r) for r in json.loads(args.load.read_text())]
    else:
        reads = collect()
        if args.limit:
            reads = random.Random(0).sample(reads, min(args.limit, len(reads)))
        anyio.run(_read_all, reads, args.variants.split(","))
        if args.save:
            args.save.write_text(json.dumps([asdict(r) for r in reads]))
    print(table(reads))


if __name__ == "__main__":
    main()
