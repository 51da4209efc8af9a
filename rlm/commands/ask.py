"""`rlm ask --context big.txt "question"`: the answer alone on stdout, live progress on stderr."""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import fields
from typing import Any

from rich.console import Console, Group
from rich.live import Live
from rich.panel import Panel
from rich.spinner import Spinner
from rich.syntax import Syntax
from rich.table import Table
from rich.text import Text

from rlm.config import Budgets

def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "ask",
        help="answer a question about documents of any length",
        description="Answer a question about one or more documents. The answer alone goes to stdout; "
        "progress (turns, code, output, sub-calls, tokens) goes to stderr. With --interactive, further "
        "questions are read from stdin, one per line, on the same load (sandbox and root conversation kept).",
    )
    p.add_argument("question", nargs="?", help="the question to answer (with --interactive: the first one, optional)")
    p.add_argument("-c", "--context", action="append", required=True, metavar="PATH",
                   help="a text file, or a folder (its text files; hidden, node_modules, __pycache__ and "
                        "site-packages folders skipped), to ask about (repeatable; - reads stdin)")
    p.add_argument("-i", "--interactive", action="store_true",
                   help="after the answer, read more questions from stdin (one per line; an empty line or EOF ends)")
    add_rlm_flags(p)
    p.add_argument("--json", action="store_true", help="print the whole result as JSON on stdout")
    p.add_argument("--cite", action="store_true",
                   help="after the answer, print the document lines it rests on as path:line (one per line)")
    p.add_argument("--trace", metavar="FILE", help="write the trajectory as JSONL (replay: rlm trace show FILE)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress on stderr")
    p.set_defaults(func=run)


def add_rlm_flags(p: argparse.ArgumentParser) -> None:
    """The models and budgets of an RLM, shared by `rlm ask` and `rlm serve`."""
    p.add_argument("--root", metavar="MODEL", help="root model (registry name or .gguf path)")
    p.add_argument("--sub", metavar="MODEL", help="sub-call model (registry name or .gguf path)")
    p.add_argument("--no-sub-calls", action="store_true", help="offer no llm_call / llm_batch (REPL only)")
    for f in fields(Budgets):  # every budget of the [run] table is a flag, its help and default from there
        default = f.default if f.default is not None else "unlimited"
        p.add_argument(f"--{f.name.replace('_', '-')}", type=float if "float" in f.type else int, metavar="N",
                       help=f"{f.metadata['help']} (default {default}; [run] {f.name} in the config file)")


def rlm_from(args: argparse.Namespace, **kwargs: Any) -> Any:
    """The RLM the flags of add_rlm_flags (and the global --config) describe."""
    from rlm.config import load_config
    from rlm.loop import RLM

    budgets = {f.name: getattr(args, f.name) for f in fields(Budgets) if getattr(args, f.name) is not None}
    return RLM(load_config(args.config), root=args.root, sub=args.sub, sub_calls=not args.no_sub_calls,
               **budgets, **kwargs)


def run(args: argparse.Namespace) -> int:
    from rlm.documents import read_tree
    from rlm.errors import RLMError

    if not args.interactive and not args.question:
        raise RLMError("no question: give one after the options, or use --interactive to type them")
    if args.interactive and "-" in args.context:
        raise RLMError("--interactive reads questions from stdin, so the document cannot come from stdin (-c -)")
    docs = [d for c in args.context for d in read_tree(c)]  # errors before any model loads
    console = Console(stderr=True)
    for d in docs:
        if d.note:
            console.print(f"[yellow]note:[/] {d.note}")
    view = LiveView(console, quiet=args.quiet)
    code = 1
    with rlm_from(args, on_event=view.on_event) as r, r.session(docs) as session:
        question = args.question or _next_question(console)
        while question:
            with view.restart():  # the live panel only while a question runs, not over the prompt
                result = session.ask(question)
            code = _report(args, console, result)
            question = _next_question(console) if args.interactive else None
    return code


def _next_question(console: Console) -> str | None:
    console.print("[bold]question>[/] ", end="")
    try:
        line = input()
    except EOFError:
        return None
    return line.strip() or None


def _report(args: argparse.Namespace, console: Console, result: Any) -> int:
    """Print one result as `rlm ask` does; the exit code it stands for."""
    from rlm.trace import write_jsonl

    if args.trace:
        summary = {k: v for k, v in result.to_dict().items() if k != "trajectory"}
        write_jsonl(args.trace, [*result.trajectory, {"kind": "result", **summary}])
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False, indent=2), flush=True)
    elif result.answer is not None:
        print(result.answer)
        if args.cite:
            for e in result.evidence:
                print(f"{e.cite()}: {' '.join(e.text.split())[:200]}")
        sys.stdout.flush()  # each answer as it comes (rlm ask -i)
    if not args.quiet:
        console.print(summary_line(result))
    elif failure := _failure(result):  # quiet, but a failure still says why
        console.print(failure, style="red", soft_wrap=True)
    return 0 if result.answer is not None else 1


def _failure(result: Any) -> str | None:
    if result.error:
        return str(result.error)
    if result.status == "not_found":
        lines = "".join(f"\n  {line}" for line in result.closest[:5])
        return ("not found: nothing the model read answers it" + (f"; the closest lines seen:{lines}" if lines else "")
                + "\n(the trace, --trace FILE, shows what the model tried)")
    if result.answer is None:
        return f"no answer ({result.status}): the trace (--trace FILE) shows what the model tried"
    return None


def _drafts(t: dict[str, int]) -> str:
    """How speculative decoding did for a role, when it drafted."""
    return f" (drafts accepted {t['accepted']:,}/{t['drafted']:,})" if t.get("drafted") else ""


def summary_line(result: Any) -> Text:
    tokens = ", ".join(f"{role} {t['prompt'] + t['completion']:,}" + _drafts(t) for role, t in result.tokens.items())
    style = "green" if result.status == "answered" else "yellow" if result.answer is not None else "red"
    text = Text.assemble((result.status, f"bold {style}"),
                         f" · {result.iterations} turns · {result.sub_calls} sub-calls · tokens {tokens or 0}"
                         f" · {result.total_seconds:.1f}s")
    if failure := _failure(result):
        text.append(f"\n{failure}", style="red")
    return text


class LiveView:
    """The live progress panel on stderr (a line per event when stderr is not a terminal)."""

    def __init__(self, console: Console, *, quiet: bool = False) -> None:
        self.console = console
        self.quiet = quiet
        self.started = time.monotonic()
        self.turn = "starting (loading models)"
        self.code = ""
        self.output = ""
        self.in_flight: dict[int, str] = {}
        self.done_sub = 0
        self.tokens: dict[str, int] = {"root": 0, "sub": 0}
        self.live: Live | None = None

    def restart(self) -> LiveView:
        """A new question of the same session: the clock and the counters start again."""
        self.started = time.monotonic()
        self.turn, self.code, self.output = "starting", "", ""
        self.in_flight.clear()
        self.done_sub = 0
        self.tokens = {"root": 0, "sub": 0}
        return self

    def __enter__(self) -> LiveView:
        if not self.quiet and self.console.is_terminal:
            self.live = Live(console=self.console, get_renderable=self.render, refresh_per_second=4, transient=False)
            self.live.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        if self.live is not None:
            self.live.__exit__(None, None, None)

    def on_event(self, event: Any) -> None:
        d = event.data
        prefix = f"depth {event.depth} · " if event.depth else ""
        if event.kind == "turn":
            self.turn = f"{prefix}turn {d['iteration']}" + (" (answer now)" if d.get("forced") else "")
            self.code = ""
        elif event.kind == "answer_now":
            self.turn += " · asked for the answer"
        elif event.kind == "follow":
            self.output = f"followed {', '.join(d.get('names', []))}:\n" + "\n".join(d.get("lines", []))
        elif event.kind == "read":
            self.output = f"read {d.get('lines', 0)} lines afresh: {d.get('error') or d.get('answer', '')}"
            self.tokens["root"] += d.get("prompt_tokens", 0) + d.get("completion_tokens", 0)
        elif event.kind == "hop":
            self.output = f"found {d['found']!r}, now asking: {d['then']}" if "found" in d else \
                f"asked whole, nothing found; asking first: {d['first']}"
        elif event.kind == "check":
            self.output = f"checking {d.get('answer')!r} against its lines: " + \
                (d.get("error") or ("it holds" if d.get("passed") else "they do not say it"))
            self.tokens["root"] += d.get("prompt_tokens", 0)
        elif event.kind == "reply":
            self.code = d.get("code") or d.get("text", "")
            self.tokens["root"] += d.get("prompt_tokens", 0) + d.get("completion_tokens", 0)
        elif event.kind in ("run", "records"):
            self.output = d.get("shown", "")
        elif event.kind == "final" and d.get("evidence") and not event.depth:
            from rlm.trace import cite

            self.output = "answer rests on:\n" + "\n".join(f"{cite(e)}: {e['text']}" for e in d["evidence"])
        elif event.kind == "reread":
            self.output = f"reading the items again to check {d.get('answer')!r}" + (": it differs" if "disagrees" in d else "")
        elif event.kind == "ask_each":
            self.output = f"ask_each: {d['done']:,} of {d['items']:,} items read: {d.get('question', '')}"
        elif event.kind == "sub_call_start":
            self.in_flight[d["id"]] = d.get("prompt", "")[:80].replace("\n", " ")
        elif event.kind == "sub_call_end":
            self.in_flight.pop(d["id"], None)
            self.done_sub += 1
            self.tokens["sub"] += d.get("prompt_tokens", 0) + d.get("completion_tokens", 0)
        if not self.quiet and self.live is None:
            from rlm.trace import render

            self.console.print(render(event.to_dict(), width=600))

    def render(self) -> Panel:
        head = Table.grid(padding=(0, 2))
        head.add_row(Spinner("dots"), Text(self.turn, style="bold cyan"),
                     Text(f"{time.monotonic() - self.started:.0f}s", style="dim"),
                     Text(f"tokens root {self.tokens['root']:,} · sub {self.tokens['sub']:,}", style="dim"),
                     Text(f"sub-calls {self.done_sub} done, {len(self.in_flight)} running", style="magenta"))
        parts: list[Any] = [head]
        if self.code:
            parts.append(Panel(Syntax(self._tail(self.code, 12), "python"), title="code", title_align="left", border_style="cyan"))
        if self.output:
            parts.append(Panel(Text(self._tail(self.output, 8)), title="output", title_align="left", border_style="green"))
        for call_id, prompt in list(self.in_flight.items())[:4]:
            parts.append(Text(f"  sub-call {call_id}: {prompt}", style="magenta"))
        return Panel(Group(*parts), title="rlm ask", title_align="left")

    @staticmethod
    def _tail(text: str, lines: int) -> str:
        rows = text.rstrip("\n").splitlines()
        return "\n".join(rows[-lines:] if len(rows) > lines else rows)
