"""How well does the model's second look (rlm/verify.py) tell right answers from wrong ones that the judge's
rules took? Every distinct answer stored by the dev-set and held-out runs (question, answer, the passages it
rested on, right or wrong by the gold), checked as the loop checks them, plus made-up wrong ones of the two
kinds the held-out rounds showed most: another value of the same passage (a neighbouring field), and the
same passage offered for another question of its document (a record about another key). With --code, the
answers computed by code too, which the loop does not check (shown the code, the checker reads no better
than chance).

    python -m benchmarks.verify_calibration [--limit N] [--out FILE.jsonl]

Prints, per source of answers and per kind of evidence (lines read or code computed), how many are taken at
each threshold on the checker's odds, and the AUC (how often a right answer gets higher odds than a wrong
one); the odds of every answer go to --out (resumable: rows already there are not checked again)."""

from __future__ import annotations

import argparse
import json
import random
import re
import time
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

import anyio
from rich.progress import Progress

from rlm.backends import open_backend
from rlm.config import load_config
from rlm.question import Question
from rlm.seen import Passage
from rlm.verify import SURE, check, checkable

RESULTS = Path(__file__).resolve().parent / "devset" / "results"
THRESHOLDS = (0.3, 0.5, SURE, 0.7, 0.9)


@dataclass(frozen=True)
class Case:
    """One answer to check: `right` by the gold; `source` stored (a run's) or made up (neighbour, other_key)."""

    id: str
    question: str
    answer: str
    evidence: tuple[tuple[str, str, int | None, str], ...]  # text, where, offset, code
    right: bool
    source: str

    @property
    def computed(self) -> bool:
        return any(code for _, _, _, code in self.evidence)

    def passages(self) -> list[Passage]:
        return [Passage(text, 0, at, where, code) for text, where, at, code in self.evidence]

    def key(self) -> str:
        return json.dumps([self.question, self.answer, self.evidence, self.source])


def stored() -> Iterator[Case]:
    """Each distinct (question, answer, evidence) the runs answered with evidence, right or wrong."""
    seen: set[str] = set()
    for path in sorted(RESULTS.glob("*/results.jsonl")):
        for line in path.read_text().splitlines():
            row = json.loads(line)
            if row.get("answer") is None or not row.get("evidence") or row.get("outcome") not in ("right", "wrong"):
                continue
            evidence = tuple((e["text"], e.get("source") or "", e.get("offset"), e.get("code") or "")
                             for e in row["evidence"])
            case = Case(row["id"], row["question"], str(row["answer"]), evidence, row["outcome"] == "right", "stored")
            if case.key() not in seen:
                seen.add(case.key())
                yield case


_VALUE = re.compile(r"[A-Za-z0-9][\w.:/-]*\w|\d")


def neighbour(case: Case, rng: random.Random) -> Case | None:
    """The same passage offered with another value it holds, of the answer's shape (a number for a number, a
    word for a word), that the question does not name: the value of a neighbouring field."""
    if case.computed or " " in case.answer.strip():
        return None
    text = " ".join(t for t, _, _, _ in case.evidence)
    asked = Question.parse(case.question).tokens
    digits = any(c.isdigit() for c in case.answer)
    others = sorted({v for v in _VALUE.findall(text) if v.lower() != case.answer.lower() and v.lower() not in asked
                     and any(c.isdigit() for c in v) == digits and len(v) >= min(3, len(case.answer))})
    if not others:
        return None
    return Case(case.id, case.question, rng.choice(others), case.evidence, False, "neighbour")


def other_key(case: Case, asked: dict[str, tuple[str, str]], rng: random.Random) -> Case | None:
    """The passage and answer offered for another question of the same document and kind (`asked`: id ->
    (kind, question) of every dev-set and held-out question): a record about another key."""
    doc, kind = case.id.rsplit("-", 1)[0], asked.get(case.id, ("", ""))[0]
    pool = [q for i, (k, q) in sorted(asked.items())
            if i.rsplit("-", 1)[0] == doc and i != case.id and q != case.question and k == kind]
    if case.computed or not pool:
        return None
    return Case(case.id, rng.choice(pool), case.answer, case.evidence, False, "other_key")


def cases(limit: int | None, code: bool, seed: int = 7) -> list[Case]:
    """The stored answers and the made-up wrong ones (answers computed by code only with `code`)."""
    rng = random.Random(seed)
    real = [c for c in stored() if code or checkable(c.passages(), Question.parse(c.question))]
    asked = {row["id"]: (row["kind"], row["question"]) for path in sorted(RESULTS.parent.glob("*.jsonl"))
             for row in map(json.loads, path.read_text().splitlines())}
    made = [m for c in real if c.right for m in (neighbour(c, rng), other_key(c, asked, rng)) if m]
    out = real + made
    return out[:limit] if limit else out


def auc(right: list[float], wrong: list[float]) -> float:
    """The chance that a right answer gets higher odds than a wrong one (ties count half)."""
    return sum((r > w) + 0.5 * (r == w) for r in right for w in wrong) / (len(right) * len(wrong))


def table(rows: list[dict]) -> str:
    groups: dict[tuple[str, str, bool], list[float]] = defaultdict(list)
    for r in rows:
        groups[("code" if r["computed"] else "lines", r["source"], r["right"])].append(r["yes"])
    head = "| evidence | answers | right? | n | " + " | ".join(f"taken at >= {t}" for t in THRESHOLDS) + " | AUC against the right |"
    out = [head, "|" + "---|" * (5 + len(THRESHOLDS))]
    for (kind, source, right), odds in sorted(groups.items()):
        taken = " | ".join(f"{sum(p >= t for p in odds)}" for t in THRESHOLDS)
        rights = groups.get((kind, "stored", True), [])
        vs = f"{auc(rights, odds):.2f}" if not right and rights else ""
        out.append(f"| {kind} | {source} | {'right' if right else 'wrong'} | {len(odds)} | {taken} | {vs} |")
    return "\n".join(out)


async def run(limit: int | None, code: bool, out: Path) -> None:
    todo = cases(limit, code)
    done = {json.loads(l)["key"]: json.loads(l) for l in out.read_text().splitlines()} if out.exists() else {}
    config = load_config()
    backend = open_backend("root", config.role("root"))
    t0 = time.monotonic()
    try:
        with Progress() as progress, out.open("a") as sink:
            task = progress.add_task("checking answers", total=len(todo))
            for case in todo:
                if case.key() not in done:
                    verdict = await check(backend, case.question, case.answer, case.passages())
                    row = {"key": case.key(), **asdict(case), "computed": case.computed, "yes": verdict.yes,
                           "prompt_tokens": verdict.completion.prompt_tokens,
                           "cached_tokens": verdict.completion.cached_tokens,
                           "seconds": verdict.completion.prompt_seconds + verdict.completion.decode_seconds}
                    sink.write(json.dumps(row) + "\n")
                    sink.flush()
                    done[case.key()] = row
                progress.advance(task)
    finally:
        await backend.aclose()
    rows = [done[c.key()] for c in todo]
    print(f"checker {config.role('root').model}, {len(rows)} answers, {time.monotonic() - t0:.0f} s\n")
    print(table(rows))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--limit", type=int, default=None, help="check only the first N answers")
    parser.add_argument("--code", action="store_true", help="check answers computed by code too")
    parser.add_argument("--out", type=Path, default=Path("verify-calibration.jsonl"), help="odds of every answer")
    args = parser.parse_args()
    anyio.run(run, args.limit, args.code, args.out)


if __name__ == "__main__":
    main()
