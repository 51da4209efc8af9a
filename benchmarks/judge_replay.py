"""Replay the answer judge over stored runs: which submitted answers this checkout's rules take, scored.

    python -m benchmarks.judge_replay RUN_DIR [RUN_DIR ...] [--verbose]

A RUN_DIR is a long-context run (`rlm bench run`: results.jsonl rows with task, length, index, seed) or a
dev-set run (`python -m benchmarks.devset run`: rows with id), with its trajectories/. For every answer
the root submitted (FINAL, or a fresh read), the judge is asked again with what the root had seen at that
moment, and the first answer taken is scored against the gold, next to what the run answered. The root
would have gone on differently after a different verdict, so this measures the rules, not the runtime:
it shows in seconds, without a model, which right answers a stricter rule loses and which wrong ones
it stops.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rlm.documents import Document, load
from rlm.judge import Verdict, judge
from rlm.question import Question
from rlm.reread import read_by_models
from rlm.seen import Seen, without_typed_text


@dataclass(frozen=True)
class Replayed:
    name: str
    then: str  # right / wrong / not found, as the run answered
    now: str  # the same for the first answer the judge takes now
    answer: str | None  # that answer
    evidence: list[str]  # the passages it rests on


def _checked(verdict: Verdict, answer: str, events: list[dict[str, Any]]) -> bool:
    """A figure from model-read labels stands when the run's second reading of it agreed (rlm/reread.py);
    the replay cannot read the items again, so one the run never checked does not stand."""
    if not verdict.accepted or read_by_models(verdict.evidence) is None:
        return verdict.accepted
    rereads = [e for e in events if e["kind"] == "reread" and e.get("answer") == answer]  # started, then one
    return bool(rereads) and not any("disagrees" in e for e in rereads)  # more only if it printed another figure


def taken(events: list[dict[str, Any]], documents: list[Document]) -> tuple[str | None, list[str]]:
    """The first answer of the root conversation that the judge takes now, and its evidence."""
    top = [e for e in events if e.get("depth", 0) == 0]
    start = next(e for e in top if e["kind"] == "start")
    question = Question.parse(start["question"])
    seen = Seen(documents)
    code, forced = "", False
    not_found: list[str] = []  # what was seen when a fresh read said NOT FOUND (the run keeps no read's lines)
    read: set[str] = set()  # what fresh reads answered: not refused for an earlier read's NOT FOUND

    for i, e in enumerate(top):
        kind = e["kind"]
        if kind == "reply":
            code = e.get("code") or ""
        elif kind == "answer_now":
            forced = True
        elif kind == "follow":
            seen.add("\n".join(e.get("lines", [])))
        elif kind == "records" and e.get("seen") and not e.get("error"):  # the loop's computed views
            seen.add(e["shown"], e["code"])
        elif kind == "read" and e.get("answer") and "NOT FOUND" in e["answer"].upper():
            not_found.append(seen.text)
        elif kind == "read" and e.get("answer"):
            read.add(e["answer"].strip())
            verdict = judge(e["answer"].strip(), seen, question, forced=True)
            if _checked(verdict, e["answer"].strip(), top):
                return e["answer"].strip(), [p.text for p in verdict.evidence]
        elif kind == "run":
            after = next((x for x in top[i + 1:] if x["kind"] in ("refused", "final", "reply", "turn")), {})
            candidate = after.get("candidate") if after.get("kind") == "refused" else \
                after.get("answer") if after.get("kind") == "final" else None
            if candidate:
                verdict = judge(candidate, seen, question, forced=forced, printed=bool((e.get("output") or "").strip()),
                                not_found=[] if candidate in read else not_found)
                if _checked(verdict, candidate, top):
                    return candidate, [p.text for p in verdict.evidence]
            if e.get("shown"):
                seen.add(without_typed_text(e["shown"], code, documents), code)
            forced = False
    return None, []


def _long_context(row: dict[str, Any], run: Path) -> tuple[str, list[Document], Any]:
    from benchmarks.long_context.runner import RunSettings
    from benchmarks.long_context.tasks import generate, get_task

    settings = RunSettings.from_json(json.loads((run / "run.json").read_text()))
    sample = generate(row["task"], row["length"], row["index"], settings.total_samples, settings.seed)
    task = get_task(row["task"])

    def outcome(answer: str | None) -> str:
        if not answer:
            return "not found"
        return "right" if task.score(answer, sample.gold) >= 1.0 else "wrong"

    return f"{row['task']}-{row['length']}-{row['index']}", [Document(sample.document, "<haystack>")], outcome


def _devset(row: dict[str, Any]) -> tuple[str, list[Document], Any]:
    from benchmarks.devset.questions import Question as DevQuestion
    from benchmarks.devset.run import contexts
    from benchmarks.devset.score import outcome as score

    fields = {k: row[k] for k in ("id", "kind", "question", "gold_kind", "document")}
    gold = tuple(row["gold"]) if isinstance(row["gold"], list) else row["gold"]
    q = DevQuestion(**fields, context=tuple(row["context"]), gold=gold)
    return row["id"], load(contexts(q)), lambda answer: score(q, answer, "answered" if answer else "not_found")


def replay(run: Path) -> list[Replayed]:
    out = []
    for line in (run / "results.jsonl").read_text().splitlines():
        row = json.loads(line)
        if row.get("method", "rlm") not in ("rlm", "rlm-nosub") or not row.get("trajectory"):
            continue
        path = run / row["trajectory"]
        if not path.exists():  # an older run whose trajectories were not kept
            continue
        name, documents, outcome = _devset(row) if "id" in row else _long_context(row, run)
        events = [json.loads(x) for x in path.read_text().splitlines()]
        answer, evidence = taken(events, documents)
        then = row.get("outcome") or outcome(row.get("answer") if row.get("status") == "answered" else None)
        out.append(Replayed(name, then, outcome(answer), answer, evidence))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("runs", nargs="+", type=Path, help="run folders (results.jsonl + trajectories/)")
    parser.add_argument("-v", "--verbose", action="store_true", help="one line per question, not only changes")
    parser.add_argument("-e", "--evidence", action="store_true", help="print the passages each answer rests on")
    args = parser.parse_args()
    total: Counter[tuple[str, str]] = Counter()
    for run in args.runs:
        if not (run / "results.jsonl").exists():
            raise SystemExit(f"{run}: no results.jsonl here; pass a run folder of `rlm bench run` or the dev set")
        for r in replay(run):
            total[(r.then, r.now)] += 1
            if args.verbose or r.then != r.now:
                print(f"{run.name}/{r.name}: {r.then} -> {r.now}  {r.answer!r} ({len(r.evidence)} passages)")
                for text in r.evidence if args.evidence else []:
                    print("    | " + text[:300].replace("\n", "\n    | "))
    print("then -> now:", ", ".join(f"{a} -> {b}: {n}" for (a, b), n in sorted(total.items())))
    for label, idx in (("then", 0), ("now", 1)):
        c = Counter({k: 0 for k in ("right", "wrong", "not found")})
        for pair, n in total.items():
            c[pair[idx]] += n
        print(f"{label}: " + ", ".join(f"{k} {v}" for k, v in c.items()))


if __name__ == "__main__":
    main()
