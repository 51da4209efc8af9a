"""`rlm trace show FILE`: replay a trajectory saved by `rlm ask --trace FILE`, readably."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("trace", help="show saved trajectories", description="Work with trajectories saved by `rlm ask --trace FILE`.")
    actions = p.add_subparsers(dest="action", metavar="ACTION", required=True)
    show = actions.add_parser("show", help="replay a saved trajectory: turns, code, output, sub-calls, answer",
                              description="Replay a trajectory saved by `rlm ask --trace FILE`.")
    show.add_argument("file", help="a JSONL trace written by `rlm ask --trace FILE`")
    show.set_defaults(func=run_show)


def run_show(args: argparse.Namespace) -> int:
    from rich.console import Console

    from rlm.trace import show

    show(args.file, Console())
    return 0
