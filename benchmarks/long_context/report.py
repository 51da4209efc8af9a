"""`rlm bench report RUN_ID`: a markdown table and PNG plots from a run's results.jsonl.

Score is RULER's string_match_all in percent (mean over samples); seconds and "read / doc" (prompt
tokens the models evaluated, a reused KV prefix not counted, over the document's cl100k tokens) are
medians. Works on a partial run, so a run of hours can be looked at while it goes.
"""

from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import cycle
from pathlib import Path
from typing import Any

from benchmarks.long_context.metadata import read_index
from benchmarks.long_context.runner import RunSettings, RunStore, plan
from benchmarks.long_context.tasks import format_length, get_task
from rlm.errors import RLMError
from rlm.question import plain

Cell = tuple[str, int, str]  # task, length, method


@dataclass(frozen=True)
class Stats:
    n: int
    score: float  # mean string_match_all, percent
    score_part: float
    seconds: float  # median
    read_ratio: float  # median tokens read by models / document tokens
    statuses: dict[str, int]


@dataclass(frozen=True)
class Report:
    markdown: Path
    plots: tuple[Path, ...]
    done: int
    total: int


def aggregate(records: list[dict[str, Any]]) -> dict[Cell, Stats]:
    groups: dict[Cell, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        groups[(r["task"], r["length"], r["method"])].append(r)
    return {
        cell: Stats(
            n=len(rs),
            score=100 * statistics.fmean(r["score"] for r in rs),
            score_part=100 * statistics.fmean(r["score_part"] for r in rs),
            seconds=statistics.median(r["seconds"] for r in rs),
            read_ratio=statistics.median(r["tokens_read"] / max(r["doc_tokens"], 1) for r in rs),
            statuses=dict(Counter(r["status"] for r in rs)),
        )
        for cell, rs in groups.items()
    }


def write_report(out: Path, run_id: str) -> Report:
    store = RunStore(out, run_id)
    settings = store.settings()
    records = store.records()
    stats = aggregate(records)
    plots = (
        _plot(stats, settings, store.dir / "score_vs_length.png", "score", "score (%, the task's metric)", log_y=False),
        _plot(stats, settings, store.dir / "seconds_vs_length.png", "seconds", "seconds per sample (median)", log_y=True),
    )
    text = _markdown(run_id, settings, records, stats, [e for e in read_index(out) if e.get("run_id") == run_id], plots)
    path = store.dir / "report.md"
    path.write_text(text, encoding="utf-8")
    return Report(path, plots, len(records), len(plan(settings)))


def _markdown(
    run_id: str,
    settings: RunSettings,
    records: list[dict[str, Any]],
    stats: dict[Cell, Stats],
    index: list[dict[str, Any]],
    plots: tuple[Path, ...],
) -> str:
    total = len(plan(settings))
    lines = [f"# Long-context benchmark run `{run_id}`", ""]
    lines += _provenance(index, records, total)
    lines += ["", "## Scores", ""]
    lines += [
        "Score: the task's metric (RULER string_match_all; reading tasks: 0.75^|error| for counts, exact kind or "
        "customer, set F1 of ids), mean over samples, % (n samples); reading tasks' lengths are items. "
        "Seconds: median wall time per sample. "
        "Read/doc: median prompt tokens evaluated by all models (KV-cache reuse not counted) over the document's "
        "cl100k tokens.",
        "",
    ]
    methods = settings.methods
    header = "| task | length | " + " | ".join(f"{m} score | {m} s | {m} read/doc" for m in methods) + " |"
    lines += [header, "|" + "---|" * (2 + 3 * len(methods))]
    for task in settings.tasks:
        for length in settings.lengths:
            cells = []
            for m in methods:
                s = stats.get((task, length, m))
                cells += [f"{s.score:.0f} ({s.n})", f"{s.seconds:.1f}", f"{s.read_ratio:.2g}"] if s else ["-", "-", "-"]
            lines.append(f"| {task} | {format_length(length)} | " + " | ".join(cells) + " |")
    lines += ["", "Statuses: " + "; ".join(
        f"{m}: " + ", ".join(f"{k} {v}" for k, v in sorted(Counter(r["status"] for r in records if r["method"] == m).items()))
        for m in methods
    ), ""]
    lines += [f"![{p.stem}]({p.name})" for p in plots]
    lines += ["", "## Evidence and answer length", ""]
    lines += evidence_table(records, settings.tasks)
    lines += ["", "## Samples not fully right", ""]
    wrong = [r for r in records if r["score"] < 1]
    if not wrong:
        lines.append("None.")
    else:
        lines += ["| task | length | # | method | status | score | answer (start) | gold | trajectory |", "|---|---|---|---|---|---|---|---|---|"]
        for r in wrong:
            answer = " ".join((r["error"] or r["answer"]).split())[:80].replace("|", "\\|")
            lines.append(
                f"| {r['task']} | {format_length(r['length'])} | {r['index']} | {r['method']} | {r['status']} | "
                f"{r['score']:.2f} | {answer} | {', '.join(r['gold'])} | {r['trajectory'] or ''} |"
            )
    return "\n".join(lines) + "\n"


def evidence_table(records: list[dict[str, Any]], tasks: Sequence[str]) -> list[str]:
    """Per task, of the answers with a full score: how many carry evidence holding every gold value, and
    the median answer length in words (issue #23: the answer short, the lines it rests on beside it)."""
    rows = ["| task | method | right | evidence holds the gold | median answer words |", "|---|---|---|---|---|"]
    for task in tasks:
        for method in sorted({r["method"] for r in records if r["task"] == task}):
            right = [r for r in records if r["task"] == task and r["method"] == method and r["score"] >= 1]
            if not right or "evidence" not in right[0]:
                continue
            held = sum(evidence_holds(r.get("evidence", []), r["gold"]) for r in right)
            words = statistics.median(len(r["answer"].split()) for r in right)
            rows.append(f"| {task} | {method} | {len(right)} | {held} ({100 * held / len(right):.0f}%) | {words:g} |")
    return rows if len(rows) > 2 else ["No answers with evidence in this run (it predates Result.evidence)."]


def evidence_holds(evidence: list[dict[str, Any]], gold: Sequence[str]) -> bool:
    """Does the evidence's text hold every gold value (case and thousands separators aside)?"""
    text = plain("\n".join(e.get("text", "") for e in evidence))
    return bool(evidence) and all(plain(str(g)) in text for g in gold)


def _provenance(index: list[dict[str, Any]], records: list[dict[str, Any]], total: int) -> list[str]:
    lines = [f"- samples finished: {len(records)} of {total}"]
    if records:
        lines.append(f"- finished between {min(r['finished'] for r in records)} and {max(r['finished'] for r in records)}")
        loads = [r["load"] for r in records if "load" in r]
        if loads:
            lines.append(
                f"- 1-minute load average when samples finished: median {statistics.median(loads):.1f} "
                f"(max {max(loads):.1f}); seconds grow with it on a shared machine"
            )
    for entry in index:
        commit = (entry.get("commit") or "unknown")[:12] + (" (with local changes)" if entry.get("dirty") else "")
        lines.append(f"- {entry['event']} {entry['time']}: commit {commit}")
    if index:
        last = index[-1]
        for role, m in last.get("models", {}).items():
            lines.append(f"- {role} model: {m['name']} (sha256 {m['sha256'][:16]}..., {m['bytes']:,} bytes)")
        hwd = last.get("hardware", {})
        lines.append(
            f"- hardware: {hwd.get('cpu', '?')}, {hwd.get('physical_cores', '?')} physical cores, "
            f"{(hwd.get('mem_total') or 0) / 2**30:.0f} GiB"
        )
        s = last.get("settings", {})
        lines.append(
            f"- settings: seed {s.get('seed')}, samples {s.get('samples')}, max_iterations {s.get('max_iterations')}, "
            f"budgets {s.get('budgets') or 'default'}"
        )
    return lines


def _pyplot() -> Any:
    """matplotlib's pyplot drawing to files only; an extra of its own (`rlm[bench]`), so the runtime does not need it."""
    try:
        import matplotlib
    except ImportError:
        raise RLMError("the report's plots need matplotlib: pip install 'rlm[bench]' (make setup installs it)") from None
    matplotlib.use("Agg")  # files only, never a display
    import matplotlib.pyplot as plt

    return plt


def _plot(stats: dict[Cell, Stats], settings: RunSettings, path: Path, field: str, ylabel: str, *, log_y: bool) -> Path:
    plt = _pyplot()
    from matplotlib.ticker import FuncFormatter
    tasks = settings.tasks
    cols = min(len(tasks), 3)
    rows = (len(tasks) + cols - 1) // cols
    fig, axes = plt.subplots(rows, cols, figsize=(4.2 * cols, 3.4 * rows), squeeze=False, sharey=True)
    for ax, task in zip(axes.flat, tasks, strict=False):
        for method, marker in zip(settings.methods, cycle("osD^vx"), strict=False):
            points = [(length, getattr(stats[(task, length, method)], field)) for length in settings.lengths if (task, length, method) in stats]
            if points:
                xs, ys = zip(*points, strict=True)
                ax.plot(xs, ys, marker=marker, markersize=7, alpha=0.8, label=method)
        ax.set_xscale("log", base=2)
        ax.set_xticks(list(settings.lengths), [format_length(n) for n in settings.lengths])
        ax.minorticks_off()
        if log_y:
            ax.set_yscale("log")
            plain = FuncFormatter(lambda value, _: f"{value:g}")
            ax.yaxis.set_major_formatter(plain)
            ax.yaxis.set_minor_formatter(plain)
        else:
            ax.set_ylim(-5, 105)
        ax.set_title(task)
        ax.set_xlabel(f"document length ({'cl100k tokens' if get_task(task).unit == 'tokens' else get_task(task).unit})")
        ax.set_ylabel(ylabel)
        ax.grid(True, alpha=0.3)
        if ax.lines:
            ax.legend(fontsize=8)
    for ax in list(axes.flat)[len(tasks) :]:
        ax.set_visible(False)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path
