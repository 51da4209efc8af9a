"""`rlm bench`: placeholder until its owner lands it."""

from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("bench", help="(not yet available)")
    p.set_defaults(func=lambda args: 1)
