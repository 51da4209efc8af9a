"""The `rlm` command: a thin dispatcher; each subcommand lives in rlm/commands/<name>.py.

A command module exposes `register(subparsers)`, which adds its parser and sets `func(args) -> int`.
Heavy imports (llama_cpp, the engine) stay inside the functions so `rlm --help` is instant.
"""

from __future__ import annotations

import argparse
import importlib
import sys

COMMANDS = ("ask", "serve", "complete", "models", "hw", "trace", "bench")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rlm",
        description="Ask questions of documents far larger than any model's window, on local llama.cpp.",
    )
    parser.add_argument("--config", help="TOML config file (default: ./rlm.toml, then ~/.config/rlm/config.toml)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        module = importlib.import_module(f"rlm.commands.{name}")
        module.register(sub)
    return parser

def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        print("rlm: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # one line for anything the user can act on
        from rlm.errors import is_user_error

        if not is_user_error(exc):
            raise
        print(f"rlm: error: {exc}", file=sys.stderr)
        return 1

if __name__ == "__main__":
    sys.exit(main())
