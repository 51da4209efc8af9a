"""Asks the dev set's questions through `rlm.RLM`, one result line each, resumable, with a table at the end.

Results go to OUT/results.jsonl (appended and fsync'ed per question, by the long-context runner's
RunStore) and each question's trajectory to OUT/trajectories/ID.jsonl (`rlm trace show FILE`). A
question whose id is already in results.jsonl is skipped, so a killed run continues where it stopped.
"""

from __future__ import annotations

import json
import os
import statistics
import time
from collections import Counter
from collections.abc import Iterable
from datetime import UTC, datetime
from itertools import chain, zip_longest
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from benchmarks.devset.questions import KINDS, PROJECT, DevsetError, Question, read_text
from benchmarks.devset.score import OUTCOMES, outcome
from benchmarks.long_context.metadata import git_commit
from benchmarks.long_context.runner import RunStore


def select(questions: list[Question], kinds: Iterable[str] | None = None, limit: int | None = None) -> list[Question]:
    """The questions of `kinds` (all by default); with `limit`, that many taken round-robin over the kinds,
    so a small slice still covers every kind. The same arguments give the same slice (resume relies on it)."""
    wanted = list(kinds) if kinds else list(KINDS)
    unknown = set(wanted) - set(KINDS)
    if unknown:
        raise DevsetError(f"unknown kind(s) {sorted(unknown)}; kinds are {', '.join(KINDS)}")
    groups = [[q for q in questions if q.kind == kind] for kind in wanted]
    ordered = [q for q in chain.from_iterable(zip_longest(*groups)) if q is not None]
    return ordered[:limit] if limit else ordered


def contexts(q: Question) -> list[Any]:
    """What `RLM.ask` gets for the question's files: paths, or the gunzipped text of a .gz file."""
    from rlm.documents import Document

    out: list[Any] = []
    for name in q.context:
        path = Path(name) if Path(name).is_absolute() else PROJECT / name
        if not path.exists():
            raise DevsetError(f"{q.id}: {path} is missing on this machine; run `python -m benchmarks.devset generate` here")
        out.append(Document(read_text(path), str(path)) if path.suffix == ".gz" else path)
    return out


def run(questions: list[Question], out: Path, console: Console, rlm_options: dict[str, Any]) -> list[dict[str, Any]]:
    """Ask every question not yet answered in `out`; returns all result records of the selection."""
    from rlm import RLM

    store = RunStore(out.parent, out.name)
    with store.lock():
        store.repair()
        done = {r["id"] for r in store.records()}
        todo = [q for q in questions if q.id not in done]
        for q in todo:
            contexts(q)  # a missing file fails now, not an hour in
        console.print(f"{len(questions)} questions, {len(questions) - len(todo)} already answered in {out}")
        commit = git_commit()
        columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn())
        with Progress(*columns, console=console) as progress:
            bar = progress.add_task("dev set", total=len(questions), completed=len(questions) - len(todo))
            label = {"id": ""}

            def on_event(event: Any) -> None:
                if event.kind in ("turn", "run", "sub_call_start", "refused", "final"):
                    progress.update(bar, description=f"{label['id']}: {event.kind.replace('_', ' ')} {event.data.get('iteration', '')}")

            with RLM(on_event=on_event, **rlm_options) as rlm:
                for q in todo:
                    label["id"] = q.id
                    progress.update(bar, description=q.id)
                    record = _ask(rlm, q, out, commit)
                    store.append(record)
                    progress.advance(bar)
                    console.print(_line(record))
    ids = {q.id for q in questions}
    return [r for r in store.records() if r["id"] in ids]


def _ask(rlm: Any, q: Question, out: Path, commit: dict[str, Any]) -> dict[str, Any]:
    started = time.perf_counter()
    try:
        res = rlm.ask(contexts(q), q.question)
        answer, status, error = res.answer, res.status, res.error
        extra = {"tokens": res.tokens, "sub_calls": res.sub_calls, "iterations": res.iterations,
                 "evidence": res.to_dict()["evidence"]}
        trajectory = [*res.trajectory, {"kind": "result", **{k: v for k, v in res.to_dict().items() if k != "trajectory"}}]
    except Exception as exc:  # one question failing must not end the run; it is recorded
        answer, status, error, extra, trajectory = None, "error", f"{type(exc).__name__}: {exc}", {}, []
    seconds = time.perf_counter() - started
    path = None
    if trajectory:
        path = out / "trajectories" / f"{q.id}.jsonl"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("".join(json.dumps(step, ensure_ascii=False, default=str) + "\n" for step in trajectory), encoding="utf-8")
    return {
        **q.to_json(),
        "answer": answer,
        "status": status,
        "outcome": outcome(q, answer, status),
        "error": error,
        "seconds": round(seconds, 1),
        **extra,
        "trajectory": str(path.relative_to(out)) if path else None,
        "commit": (commit.get("commit") or "")[:12] + ("+dirty" if commit.get("dirty") else ""),
        "finished": datetime.now(UTC).isoformat(timespec="seconds"),
        "load": round(os.getloadavg()[0], 2),
    }


def _line(r: dict[str, Any]) -> str:
    colour = {"right": "green", "wrong": "red", "not found": "yellow"}[r["outcome"]]
    answer = " ".join(str(r["answer"] or r["error"] or "").split())[:70]
    return f"{r['id']} ({r['kind']}): [{colour}]{r['outcome']}[/] {r['status']} {r['seconds']:.0f}s {escape(repr(answer))}, gold {escape(repr(r['gold']))[:60]}"


def rows(records: list[dict[str, Any]], field: str) -> list[tuple[str, Counter[str]]]:
    """Outcome counts per value of `field` ("kind" in KINDS order, or "document" as first seen), then "all"."""
    out: dict[str, Counter[str]] = {}
    for r in records:
        out.setdefault(r[field], Counter())[r["outcome"]] += 1
    keyed = sorted(out.items(), key=lambda kv: KINDS.index(kv[0])) if field == "kind" else list(out.items())
    return [*keyed, ("all", Counter(r["outcome"] for r in records))]


def table(records: list[dict[str, Any]], field: str) -> Table:
    t = Table(field, "n", *OUTCOMES, title=f"dev set by {field}")
    for key, counts in rows(records, field):
        t.add_row(key, str(sum(counts.values())), *(str(counts[o]) for o in OUTCOMES), style="bold" if key == "all" else None)
    return t


def markdown(records: list[dict[str, Any]], field: str) -> str:
    lines = [f"| {field} | n | " + " | ".join(OUTCOMES) + " |", "|---" * (2 + len(OUTCOMES)) + "|"]
    for key, counts in rows(records, field):
        lines.append(f"| {key} | {sum(counts.values())} | " + " | ".join(str(counts[o]) for o in OUTCOMES) + " |")
    return "\n".join(lines)


def evidence_markdown(records: list[dict[str, Any]]) -> str:
    """Per kind, of the right answers (absent facts aside: their right answer is none): how many carry
    evidence holding every gold value, and the median answer length in words (issue #23)."""
    from benchmarks.long_context.report import evidence_holds

    lines = ["| kind | right answered | evidence holds the gold | median answer words |", "|---|---|---|---|"]
    right = [r for r in records if r.get("outcome") == "right" and r.get("answer")]
    if not right:
        return "No right answers, so no evidence to show."
    for kind in [*dict.fromkeys(r["kind"] for r in right), "all"]:
        some = [r for r in right if kind in ("all", r["kind"])]
        gold = [[str(g) for g in (r["gold"] if isinstance(r["gold"], list) else [r["gold"]])] for r in some]
        held = sum(evidence_holds(r.get("evidence") or [], g) for r, g in zip(some, gold, strict=True))
        words = statistics.median(len(r["answer"].split()) for r in some)
        lines.append(f"| {kind} | {len(some)} | {held} ({100 * held / len(some):.0f}%) | {words:g} |")
    return "\n".join(lines)
