"""Runs a benchmark: every (length, task, sample, method) once, each result appended and fsync'ed at once.

Layout under the output directory:
  index.jsonl                one line each time a run starts or resumes: commit, models, hardware, settings
  RUN_ID/run.json            the run's settings (what `--resume` continues with)
  RUN_ID/results.jsonl       one line per finished sample
  RUN_ID/trajectories/       the RLM trajectory of each sample, written before its result line
A killed run leaves at most a torn last line, which resume drops; finished samples are skipped, so
nothing is lost or duplicated. A lock file keeps two processes off the same run.
"""

from __future__ import annotations

import fcntl
import json
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn

from benchmarks.long_context import metadata
from benchmarks.long_context.methods import Method, MethodSettings, Outcome, check_method, open_method
from benchmarks.long_context.scoring import string_match_part
from benchmarks.long_context.tasks import Sample, check_length, format_length, generate, get_task
from rlm.config import Config, RoleConfig, load_config
from rlm.errors import RLMError

Key = tuple[str, int, int, str]  # task, length, sample index, method


class RunError(RLMError):
    """A run cannot start or resume; the message says why and what to do."""


@dataclass(frozen=True)
class RunSettings:
    tasks: tuple[str, ...]
    lengths: tuple[int, ...]
    methods: tuple[str, ...]
    samples: dict[str, int]  # per method; a method with fewer answers a subset spread over the run's samples
    seed: int = 0
    max_iterations: int = 10
    budgets: dict[str, float] = field(default_factory=dict)
    roles: dict[str, dict[str, Any]] = field(default_factory=dict)  # the effective config roles, frozen at start

    @property
    def total_samples(self) -> int:
        return max(self.samples.values())

    def indices(self, method: str) -> list[int]:
        """Which of the run's samples `method` answers: all, or `n` spread evenly over them."""
        return spread(self.samples[method], self.total_samples)

    def config(self) -> Config:
        roles = {name: RoleConfig(**{**values, "base_urls": tuple(values.get("base_urls", ()))}) for name, values in self.roles.items()}
        return Config(roles=roles)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RunSettings:
        return cls(
            tasks=tuple(data["tasks"]),
            lengths=tuple(data["lengths"]),
            methods=tuple(data["methods"]),
            samples={k: int(v) for k, v in data["samples"].items()},
            seed=int(data.get("seed", 0)),
            max_iterations=int(data.get("max_iterations", 10)),
            budgets=dict(data.get("budgets", {})),
            roles=dict(data.get("roles", {})),
        )


def spread(n: int, total: int) -> list[int]:
    """n sample indices spread evenly over 0..total-1 (n == total: all of them)."""
    if n >= total:
        return list(range(total))
    return sorted({min(total - 1, int((j + 0.5) * total / n)) for j in range(n)})


def frozen_roles(config_path: str | None, root: str | None, sub: str | None) -> dict[str, dict[str, Any]]:
    """The config roles a run uses, with --root / --sub applied, as plain data for run.json."""
    config = load_config(config_path)
    if root:
        config = config.with_role("root", model=root)
    if sub:
        config = config.with_role("sub", model=sub)
    return {name: asdict(role) for name, role in config.roles.items()}


def plan(settings: RunSettings) -> list[Key]:
    """Every unit of work in the order it runs: methods in the order given (put the one you need
    first first), each in rounds of one more sample of every (length, task), so a run stopped early
    (they take hours) still covers every length of the methods it reached."""
    return [
        (task, length, index, method)
        for method in settings.methods
        for index in settings.indices(method)
        for length in settings.lengths
        for task in settings.tasks
    ]


def new_run_id() -> str:
    return datetime.now(UTC).strftime("%Y%m%d-%H%M%S")


class RunStore:
    """One run's directory: settings, results (append-only), trajectories."""

    def __init__(self, out: Path, run_id: str) -> None:
        self.out = out
        self.run_id = run_id
        self.dir = out / run_id
        self.results = self.dir / "results.jsonl"

    @property
    def exists(self) -> bool:
        return (self.dir / "run.json").is_file()

    def create(self, settings: RunSettings) -> None:
        if self.exists:
            raise RunError(f"run {self.run_id} already exists in {self.out}; resume it with --resume {self.run_id}")
        (self.dir / "trajectories").mkdir(parents=True, exist_ok=True)
        (self.dir / "run.json").write_text(json.dumps(settings.to_json(), indent=2) + "\n", encoding="utf-8")

    def settings(self) -> RunSettings:
        if not self.exists:
            known = ", ".join(list_runs(self.out)) or "none"
            raise RunError(f"no run {self.run_id!r} in {self.out} (runs there: {known})")
        return RunSettings.from_json(json.loads((self.dir / "run.json").read_text(encoding="utf-8")))

    def records(self) -> list[dict[str, Any]]:
        """Finished samples; a torn last line (the process was killed mid-write) is ignored."""
        return metadata.read_jsonl(self.results)

    def repair(self) -> None:
        """Cut a torn last line so the next append starts on a fresh line."""
        if not self.results.is_file():
            return
        data = self.results.read_bytes()
        if data and not data.endswith(b"\n"):
            with self.results.open("r+b") as fh:
                fh.truncate(data.rfind(b"\n") + 1)

    def drop_errors(self) -> int:
        """Move samples that ended in "error" to errors.jsonl so they run again; returns how many."""
        records = self.records()
        errors = [r for r in records if r["status"] == "error"]
        if errors:
            with (self.dir / "errors.jsonl").open("a", encoding="utf-8") as fh:
                fh.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in errors)
            tmp = self.results.with_suffix(".tmp")
            tmp.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records if r["status"] != "error"), encoding="utf-8")
            os.replace(tmp, self.results)
        return len(errors)

    def done(self) -> set[Key]:
        return {(r["task"], r["length"], r["index"], r["method"]) for r in self.records()}

    def append(self, record: dict[str, Any]) -> None:
        with self.results.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(record, ensure_ascii=False) + "\n")
            fh.flush()
            os.fsync(fh.fileno())

    def write_trajectory(self, key: Key, trajectory: list[dict[str, Any]]) -> str | None:
        if not trajectory:
            return None
        task, length, index, method = key
        name = f"trajectories/{task}-{format_length(length)}-{index}-{method.replace(':', '_')}.jsonl"
        path = self.dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text("".join(json.dumps(step, ensure_ascii=False, default=str) + "\n" for step in trajectory), encoding="utf-8")
        os.replace(tmp, path)
        return name

    @contextmanager
    def lock(self) -> Iterator[None]:
        self.dir.mkdir(parents=True, exist_ok=True)
        with (self.dir / ".lock").open("a+") as fh:
            try:
                fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise RunError(f"run {self.run_id} is being run by another process; wait for it or stop it") from None
            yield


def list_runs(out: Path) -> list[str]:
    return sorted(p.parent.name for p in out.glob("*/run.json")) if out.is_dir() else []


def make_record(key: Key, sample: Sample, outcome: Outcome, seconds: float, trajectory: str | None) -> dict[str, Any]:
    task, length, index, method = key
    return {
        "task": task,
        "length": length,
        "index": index,
        "seed": sample.seed,
        "depth": round(sample.depth, 4),
        "method": method,
        "doc_tokens": sample.doc_tokens,
        "answer": outcome.answer,
        "gold": list(sample.gold),
        "score": get_task(task).score(outcome.answer, sample.gold),
        "score_part": string_match_part(outcome.answer, sample.gold),
        "seconds": round(seconds, 3),
        "seconds_by_role": {k: round(v, 3) for k, v in outcome.seconds_by_role.items()},
        "tokens": outcome.tokens,
        # prompt tokens the models evaluated (a reused KV prefix is not read again)
        "tokens_read": sum(t.get("prompt", 0) - t.get("cached", 0) for t in outcome.tokens.values()),
        "sub_calls": outcome.sub_calls,
        "iterations": outcome.iterations,
        "status": outcome.status,
        "error": outcome.error,
        "notes": outcome.notes,
        "evidence": outcome.evidence,
        "trajectory": trajectory,
        "finished": datetime.now(UTC).isoformat(timespec="seconds"),
        "load": round(os.getloadavg()[0], 2),  # other work on the machine slows every figure above
    }


def validate(settings: RunSettings) -> None:
    for task in settings.tasks:
        for length in settings.lengths:
            check_length(get_task(task), length)
    if len({get_task(task).unit for task in settings.tasks}) > 1:
        raise RunError("a run's lengths count either tokens or items: run the reading tasks (items) on their own")
    for method in settings.methods:
        check_method(method)
    if not settings.tasks or not settings.lengths or not settings.methods:
        raise RunError("a run needs at least one task, one length and one method")
    if min(settings.samples.values()) < 1:
        raise RunError("--samples must be at least 1")
    if settings.budgets and any(m in ("rlm", "rlm-nosub") for m in settings.methods):
        from rlm.config import Budgets

        Budgets().with_values(dict(settings.budgets))  # an unknown budget fails now, not at the first sample


def execute(store: RunStore, console: Console, *, resumed: bool, retry_errors: bool = False) -> dict[str, int]:
    """Run (or continue) the work of `store`'s run; returns counts of done / skipped / errors.

    With `retry_errors`, samples that ended in an error (e.g. a crashed engine) run again.
    """
    settings = store.settings()
    validate(settings)
    with store.lock():
        store.repair()
        if retry_errors and (dropped := store.drop_errors()):
            console.print(f"{dropped} samples that ended in an error will run again (kept in errors.jsonl)")
        metadata.append_index(store.out, store.run_id, settings, event="resume" if resumed else "start")
        work = plan(settings)
        done = store.done()
        todo = [key for key in work if key not in done]
        console.print(
            f"run [bold]{store.run_id}[/] in {store.dir}: {len(work)} samples, {len(work) - len(todo)} already done"
        )
        counts = {"done": 0, "skipped": len(work) - len(todo), "errors": 0}
        if todo:
            _work(store, settings, todo, work, console, counts)
    return counts


def _work(store: RunStore, settings: RunSettings, todo: list[Key], work: list[Key], console: Console, counts: dict[str, int]) -> None:
    opened: dict[str, Method] = {}
    current = {"label": ""}
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TextColumn("eta"),
        TimeRemainingColumn(),
    )
    remaining = set(todo)
    sample: Sample | None = None
    try:
        with Progress(*columns, console=console, transient=False) as progress:
            overall = progress.add_task("all", total=len(work), completed=len(work) - len(todo))

            def status(text: str) -> None:
                progress.update(overall, description=f"all ({current['label']}: {text})")

            method_settings = MethodSettings(settings.config(), settings.max_iterations, settings.budgets, status)
            per_task = {
                t: progress.add_task(f"  {t}", total=sum(k[0] == t for k in work), completed=sum(k[0] == t and k not in remaining for k in work))
                for t in settings.tasks
            }
            for key in todo:
                task, length, index, method = key
                if sample is None or (sample.task, sample.length, sample.index) != (task, length, index):
                    progress.update(overall, description=f"all (generating {task} {format_length(length)} #{index})")
                    sample = generate(task, length, index, settings.total_samples, settings.seed)
                if method not in opened:
                    progress.update(overall, description=f"all (loading {method})")
                    opened[method] = open_method(method, method_settings)
                current["label"] = f"{task} {format_length(length)} #{index} {method}"
                progress.update(overall, description=f"all ({current['label']})")
                record = _run_one(store, key, sample, opened[method])
                store.append(record)
                counts["done"] += 1
                counts["errors"] += record["status"] == "error"
                progress.advance(overall)
                progress.advance(per_task[task])
                console.print(_line(record))
    finally:
        for method in opened.values():
            method.close()


def _run_one(store: RunStore, key: Key, sample: Sample, method: Method) -> dict[str, Any]:
    started = time.perf_counter()
    try:
        outcome = method.run(sample)
    except Exception as exc:  # one sample failing must not end a run of hours; it is recorded
        outcome = Outcome(answer="", status="error", error=f"{type(exc).__name__}: {exc}")
    seconds = time.perf_counter() - started
    trajectory = store.write_trajectory(key, outcome.trajectory)
    return make_record(key, sample, outcome, seconds, trajectory)


def _line(r: dict[str, Any]) -> str:
    colour = "green" if r["score"] == 1 else "yellow" if r["score"] > 0 else "red"
    answer = " ".join(r["answer"].split())[:70]
    return (
        f"{r['task']} {format_length(r['length'])} #{r['index']} [bold]{r['method']}[/]: "
        f"[{colour}]score {r['score']:.2f}[/] {r['status']} {r['seconds']:.1f}s "
        f"read {r['tokens_read']} tok, answer {escape(repr(answer))}"
    )
