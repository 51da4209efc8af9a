"""`rlm complete`: one prompt to one model role, the answer streamed to stdout, stats to stderr."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rlm.backends.base import Completion, Message, Prompt
from rlm.config import ROLES, RoleConfig
from rlm.errors import RLMError
from rlm.sampling import Sampling


class InputError(RLMError):
    """The prompt could not be read."""


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "complete",
        help="send one prompt to a model role and stream the answer",
        description="Send one prompt (as a user message, unless --raw) to a model role; the answer streams "
        "to stdout, the token counts and speeds go to stderr.",
    )
    p.add_argument("prompt", nargs="?", help='the prompt text; "-" reads it from stdin')
    p.add_argument("-f", "--file", help="read the prompt from this file")
    p.add_argument("--role", choices=ROLES, default="root", help="model role whose settings apply (default: root)")
    p.add_argument("--model", help="model name (see `rlm models list`) or path to a .gguf; overrides the role's")
    p.add_argument("--max-tokens", type=int, help="most tokens to generate (default: the role's max_tokens)")
    p.add_argument("--temperature", type=float, help="sampling temperature (default: the role's; 0 = greedy)")
    p.add_argument("--ctx", type=int, help="context window in tokens (default: the role's n_ctx)")
    p.add_argument("--system", help="a system message before the prompt")
    p.add_argument("--prefill", default="", help="text the answer starts with (part of the prompt, not printed)")
    p.add_argument("--stop", action="append", default=[], help="stop when this text is generated (repeatable)")
    p.add_argument("--raw", action="store_true", help="send the prompt as plain text, without the chat template")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import anyio

    from rlm.config import load_config

    text = _read_prompt(args)
    changes: dict[str, object] = {}
    if args.model:
        changes["model"] = args.model
    if args.ctx is not None:
        changes["n_ctx"] = args.ctx
    config = load_config(args.config)
    if changes:
        config = config.with_role(args.role, **changes)
    cfg = config.role(args.role)
    prompt: Prompt = text
    if not args.raw:
        system: list[Message] = [{"role": "system", "content": args.system}] if args.system else []
        prompt = [*system, {"role": "user", "content": text}]
    return anyio.run(_complete, args, cfg, prompt)


def _read_prompt(args: argparse.Namespace) -> str:
    if args.file and args.prompt:
        raise InputError("give the prompt as text or with -f FILE, not both")
    if args.file:
        path = Path(args.file)
        try:
            return path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise InputError(f"prompt file {path} not found") from None
        except (IsADirectoryError, UnicodeDecodeError, PermissionError) as exc:
            raise InputError(f"cannot read prompt file {path}: {exc}") from None
    if args.prompt == "-":
        return sys.stdin.read()
    if args.prompt:
        return args.prompt
    raise InputError('no prompt: give it as an argument, with -f FILE, or "-" to read stdin')


async def _complete(args: argparse.Namespace, cfg: RoleConfig, prompt: Prompt) -> int:
    from rich.console import Console

    from rlm.backends import open_backend

    err = Console(stderr=True)
    backend = open_backend(args.role, cfg)
    status = err.status(f"{args.role}: loading {cfg.model} and reading the prompt…")
    status.start()
    try:
        sampling = Sampling(
            max_tokens=cfg.max_tokens if args.max_tokens is None else args.max_tokens,
            temperature=cfg.temperature if args.temperature is None else args.temperature,
            stop=args.stop,
            prefill=args.prefill,
        )
        stream = backend.stream(prompt, sampling)
        last = "\n"
        async for piece in stream:
            status.stop()
            sys.stdout.write(piece)
            sys.stdout.flush()
            last = piece[-1:] or last
        status.stop()
        if last != "\n":
            sys.stdout.write("\n")
            sys.stdout.flush()
        completion: Completion | None = getattr(stream, "completion", None)
        if completion is not None:
            print(stats_line(completion), file=sys.stderr)  # one line, never wrapped
    finally:
        status.stop()
        await backend.aclose()
    return 0


def stats_line(c: Completion) -> str:
    """Token counts and speeds of one completion, for humans."""

    def rate(n: int, seconds: float) -> str:
        return f"{n / seconds:.1f} tok/s" if seconds > 0 else "-"

    evaluated = c.prompt_tokens - c.cached_tokens
    line = (
        f"{c.model}: prompt {c.prompt_tokens} tokens ({c.cached_tokens} cached) in {c.prompt_seconds:.2f} s "
        f"({rate(evaluated, c.prompt_seconds)}), answer {c.completion_tokens} tokens in {c.decode_seconds:.2f} s "
        f"({rate(c.completion_tokens, c.decode_seconds)}), finish: {c.finish_reason}"
    )
    drafted = sum(c.drafted.values())
    if drafted:
        line += f", drafts accepted {sum(c.accepted.values())}/{drafted}"
    return line
