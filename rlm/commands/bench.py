"""`rlm bench run|report|compare|list`: the long-context benchmark (benchmarks/long_context).

The benchmark is part of the repository, not of the installed package: the command finds it in the
checkout this `rlm` was installed from (`pip install -e .`), or says what to do."""

from __future__ import annotations

import argparse
import re
import signal
import sys
from collections.abc import Callable
from pathlib import Path

from rlm.errors import RLMError

DEFAULT_OUT = "bench-results"


class BenchArgError(RLMError):
    """A bench option is malformed; the message shows the expected form."""


CHECKOUT = Path(__file__).resolve().parents[2]  # the repository, when rlm runs from a checkout


def needs_benchmark(command: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """`command`, run with the checkout's benchmarks/ importable; a one-line error when rlm came from a wheel."""

    def run(args: argparse.Namespace) -> int:
        if not (CHECKOUT / "benchmarks" / "long_context" / "runner.py").is_file():
            raise RLMError("rlm bench runs the benchmark of a checkout of the rlm repository, and this rlm was "
                           "installed without one: clone the repository and run `make setup` (or pip install -e '.[bench]')")
        if str(CHECKOUT) not in sys.path:
            sys.path.insert(0, str(CHECKOUT))
        return command(args)

    return run


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "bench",
        help="long-context retrieval benchmark: RULER / InfiniteBench tasks, 4K-1M tokens",
        description="Generate RULER / InfiniteBench retrieval tasks offline, run methods on them, report.",
    )
    commands = p.add_subparsers(dest="bench_command", metavar="{run,report,compare,list}")
    p.set_defaults(func=lambda args: (p.print_help(), 2)[1])

    run = commands.add_parser("run", help="run (or --resume) a benchmark", description=_RUN_HELP,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    run.add_argument("--tasks", default="niah_single_2", help="comma-separated task names (see `rlm bench list`)")
    run.add_argument("--lengths", default="4k", help="comma-separated document lengths in cl100k tokens: 4k,32k,1m")
    run.add_argument("--samples", default="1", help="samples per task and length: N, or per method: 10,direct=3")
    run.add_argument("--methods", default="rlm,direct", help="comma-separated: rlm, rlm-nosub, direct, grep, module:factory")
    run.add_argument("--out", default=DEFAULT_OUT, help=f"results directory (default ./{DEFAULT_OUT})")
    run.add_argument("--seed", type=int, default=0, help="base seed: the same seed gives the same documents (default 0)")
    run.add_argument("--resume", metavar="RUN_ID", help="continue a run after Ctrl-C or a kill, with its own settings")
    run.add_argument("--retry-errors", action="store_true", help="with --resume: run samples that ended in an error again")
    run.add_argument("--run-id", help="name for a new run (default: the UTC start time)")
    run.add_argument("--root", help="root model (registry name or .gguf path) for every method")
    run.add_argument("--sub", help="sub model for rlm")
    run.add_argument("--max-iterations", type=int, default=10, help="root turns per question for rlm (default 10)")
    run.add_argument("--budget", action="append", default=[], metavar="NAME=VALUE",
                     help="an RLM budget, repeatable (e.g. --budget max_seconds=600 --budget max_sub_calls=50)")
    run.add_argument("--no-report", action="store_true", help="do not write the report at the end")
    run.set_defaults(func=needs_benchmark(cmd_run))

    rep = commands.add_parser("report", help="write report.md and PNG plots of a run")
    rep.add_argument("run_id", metavar="RUN_ID")
    rep.add_argument("--out", default=DEFAULT_OUT, help=f"results directory (default ./{DEFAULT_OUT})")
    rep.set_defaults(func=needs_benchmark(cmd_report))

    cmp = commands.add_parser(
        "compare", help="pair the samples of two runs: a change's effect per sample",
        description="Pair the samples two runs share (same task, length, method and index: the same seed gives "
                    "the same documents) and print each one's score, seconds and root tokens side by side, as "
                    "markdown, with the speed-up over all of them and over those that took the same steps.")
    cmp.add_argument("run_id", metavar="RUN_ID")
    cmp.add_argument("baseline_id", metavar="BASELINE_RUN_ID")
    cmp.add_argument("--out", default=DEFAULT_OUT, help=f"results directory (default ./{DEFAULT_OUT})")
    cmp.set_defaults(func=needs_benchmark(cmd_compare))

    ls = commands.add_parser("list", help="list tasks, methods, lengths and the runs in --out")
    ls.add_argument("--out", default=DEFAULT_OUT, help=f"results directory (default ./{DEFAULT_OUT})")
    ls.set_defaults(func=needs_benchmark(cmd_list))


_RUN_HELP = """\
Run methods over generated documents; each finished sample is appended to OUT/RUN_ID/results.jsonl
at once, so a run stopped by Ctrl-C or a kill continues with --resume RUN_ID, losing nothing.
Stop a run started in the background (`nohup ... &`) with `kill PID`: a non-interactive shell starts
background jobs with SIGINT ignored, so `kill -INT` does nothing; SIGTERM stops as cleanly as Ctrl-C.

example: rlm bench run --tasks niah_single_2,niah_multikey --lengths 4k,32k,128k,1m \\
             --samples 10,direct=3 --methods rlm,direct --out results
"""


def _split(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


def parse_samples(text: str, methods: list[str]) -> dict[str, int]:
    """'3' -> every method 3; '10,direct=3' -> direct 3, the others 10."""
    default: int | None = None
    per: dict[str, int] = {}
    for part in _split(text):
        match = re.fullmatch(r"(?:([\w.:-]+)=)?(\d+)", part)
        if not match or int(match.group(2)) < 1:
            raise BenchArgError(f"bad --samples {text!r}: use N or N,METHOD=N (e.g. 10,direct=3), N >= 1")
        if match.group(1):
            if match.group(1) not in methods:
                raise BenchArgError(f"--samples names {match.group(1)!r}, which is not in --methods {','.join(methods)}")
            per[match.group(1)] = int(match.group(2))
        else:
            default = int(match.group(2))
    if default is None and set(per) != set(methods):
        raise BenchArgError(f"--samples {text!r} gives no count for {', '.join(sorted(set(methods) - set(per)))}")
    return {m: per.get(m, default or 0) for m in methods}


def parse_budgets(items: list[str]) -> dict[str, float]:
    budgets = {}
    for item in items:
        name, sep, value = item.partition("=")
        try:
            budgets[name.strip()] = float(value)
        except ValueError:
            sep = ""
        if not sep or not name.strip():
            raise BenchArgError(f"bad --budget {item!r}: use NAME=NUMBER, e.g. max_seconds=600")
    return {k: int(v) if v.is_integer() else v for k, v in budgets.items()}


def cmd_run(args: argparse.Namespace) -> int:
    from rich.console import Console

    from benchmarks.long_context.report import write_report
    from benchmarks.long_context.runner import RunSettings, RunStore, execute, frozen_roles, new_run_id, validate
    from benchmarks.long_context.tasks import parse_length

    out = Path(args.out)
    console = Console(stderr=True)
    if args.resume:
        store = RunStore(out, args.resume)
        store.settings()  # a clear error if the run does not exist
        resumed = True
    else:
        methods = _split(args.methods)
        settings = RunSettings(
            tasks=tuple(_split(args.tasks)),
            lengths=tuple(parse_length(x) for x in _split(args.lengths)),
            methods=tuple(methods),
            samples=parse_samples(args.samples, methods),
            seed=args.seed,
            max_iterations=args.max_iterations,
            budgets=parse_budgets(args.budget),
            roles=frozen_roles(getattr(args, "config", None), args.root, args.sub),
        )
        validate(settings)
        store = RunStore(out, args.run_id or new_run_id())
        store.create(settings)
        resumed = False
    signal.signal(signal.SIGTERM, _interrupt)  # `kill PID` stops as cleanly as Ctrl-C
    try:
        counts = execute(store, console, resumed=resumed, retry_errors=args.retry_errors)
    except KeyboardInterrupt:
        console.print(f"interrupted; finished samples are saved. Continue with: rlm bench run --out {out} --resume {store.run_id}")
        return 130
    console.print(f"run {store.run_id}: {counts['done']} samples run now, {counts['skipped']} done before, {counts['errors']} errors")
    if not args.no_report:
        report = write_report(out, store.run_id)
        print(report.markdown)
    return 0


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def cmd_report(args: argparse.Namespace) -> int:
    from benchmarks.long_context.report import write_report

    report = write_report(Path(args.out), args.run_id)
    print(report.markdown)
    for plot in report.plots:
        print(plot)
    if report.done < report.total:
        print(f"(partial: {report.done} of {report.total} samples finished)")
    return 0


def cmd_compare(args: argparse.Namespace) -> int:
    from benchmarks.long_context.compare import compare, markdown

    print(markdown(compare(Path(args.out), args.run_id, args.baseline_id)))
    return 0


def cmd_list(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.table import Table

    from benchmarks.long_context.methods import DESCRIPTIONS
    from benchmarks.long_context.runner import RunStore, list_runs, plan
    from benchmarks.long_context.tasks import LENGTHS, TASKS, format_length

    console = Console()
    tasks = Table("task", "what", title="tasks")
    for task in TASKS.values():
        tasks.add_row(task.name, task.description)
    console.print(tasks)
    methods = Table("method", "what", title="methods (or package.module:factory)")
    for name, text in DESCRIPTIONS.items():
        methods.add_row(name, text)
    console.print(methods)
    console.print("lengths: " + ", ".join(format_length(n) for n in LENGTHS) + " (any token count works)")
    out = Path(args.out)
    runs = Table("run", "tasks", "lengths", "methods", "done", title=f"runs in {out}")
    for run_id in list_runs(out):
        store = RunStore(out, run_id)
        s = store.settings()
        runs.add_row(
            run_id, ",".join(s.tasks), ",".join(format_length(n) for n in s.lengths), ",".join(s.methods),
            f"{len(store.records())}/{len(plan(s))}",
        )
    console.print(runs)
    return 0
