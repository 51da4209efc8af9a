"""`python -m benchmarks.devset generate|run|table`: the reading dev set of issue #20.

  generate   write data/ (the seeded documents) and questions.jsonl, gold computed from this machine's files
             (--holdout [ROUND]: holdout.jsonl, holdout2.jsonl ... holdout40.jsonl, the held-out questions of holdout.py; run them with --questions)
  run        ask the questions through rlm.RLM: --kinds count,absent --limit 10 --out DIR (resumable)
  table      right / wrong / not found per kind and per document of a run (--markdown for a README)
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from rich.console import Console

from benchmarks.devset import questions as devset
from benchmarks.devset.run import evidence_markdown, markdown, run, select, table
from rlm.errors import RLMError

DEFAULT_OUT = "devset-results"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.devset", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)  # fmt: skip
    commands = parser.add_subparsers(dest="command", required=True)
    gen = commands.add_parser("generate", help="write the generated documents and questions.jsonl")
    gen.add_argument("--questions", type=Path, help="where to write (default: the committed file)")
    gen.add_argument("--holdout", type=int, nargs="?", const=1, choices=tuple(range(1, 41)), metavar="ROUND",
                     help="the held-out questions of a round (benchmarks/devset/holdout.py; default round 1) instead")
    ask = commands.add_parser("run", help="ask the questions through rlm.RLM; resumable")
    ask.add_argument("--kinds", help=f"comma-separated, of: {', '.join(devset.KINDS)} (default all)")
    ask.add_argument("--limit", type=int, help="at most N questions, taken in turn from each kind")
    ask.add_argument("--out", type=Path, default=Path(DEFAULT_OUT), help=f"results folder (default ./{DEFAULT_OUT}); rerun to resume")
    ask.add_argument("--questions", type=Path, default=devset.QUESTIONS)
    ask.add_argument("--root", help="root model (registry name or .gguf path)")
    ask.add_argument("--sub", help="sub model")
    ask.add_argument("--budget", action="append", default=[], metavar="NAME=VALUE", help="an RLM budget, repeatable (max_seconds=300)")
    tab = commands.add_parser("table", help="right / wrong / not found per kind and document of a results folder")
    tab.add_argument("--out", type=Path, default=Path(DEFAULT_OUT))
    tab.add_argument("--markdown", action="store_true")
    args = parser.parse_args(argv)
    console = Console(stderr=True)
    try:
        if args.command == "generate":
            return _generate(args.questions, args.holdout, console)
        if args.command == "run":
            return _run(args, console)
        return _table(args.out, args.markdown)
    except RLMError as exc:
        console.print(f"[red]error:[/] {exc}")
        return 2
    except KeyboardInterrupt:
        console.print("interrupted; answered questions are saved: run the same command again to continue")
        return 130


def _generate(path: Path | None, held_out: int | None, console: Console) -> int:
    from benchmarks.devset import holdout

    skipped: list[str] = []
    qs = holdout.build(skipped, held_out) if held_out else devset.build(skipped)
    path = path or (holdout.ROUNDS[held_out][1] if held_out else devset.QUESTIONS)
    devset.write(qs, path)
    for note in skipped:
        console.print(f"skipped {note}")
    console.print(f"{len(qs)} questions over {len({q.document for q in qs})} documents -> {path}")
    console.print("by kind: " + ", ".join(f"{k} {n}" for k, n in Counter(q.kind for q in qs).items()))
    return 0


def _run(args: argparse.Namespace, console: Console) -> int:
    from rlm.commands.bench import parse_budgets

    kinds = [k.strip() for k in args.kinds.split(",") if k.strip()] if args.kinds else None
    chosen = select(devset.load(args.questions), kinds, args.limit)
    options = {**parse_budgets(args.budget), **{k: v for k, v in (("root", args.root), ("sub", args.sub)) if v}}
    records = run(chosen, args.out, console, options)
    Console().print(table(records, "kind"))
    return 0


def _table(out: Path, as_markdown: bool) -> int:
    from benchmarks.long_context.metadata import read_jsonl

    records = read_jsonl(out / "results.jsonl")
    if not records:
        raise devset.DevsetError(f"no results in {out}: run `python -m benchmarks.devset run --out {out}` first")
    if as_markdown:
        print(markdown(records, "kind") + "\n\n" + markdown(records, "document") + "\n\n" + evidence_markdown(records))
    else:
        Console().print(table(records, "kind"), table(records, "document"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
