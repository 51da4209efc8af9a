"""Trajectory records: what the loop emits as it works, the JSONL file `--trace` writes, and its replay.

One `Event` type serves the live view, library callbacks and the saved trace, so all three show the
same thing. Kinds, in the order a question produces them:
  start (question, document sizes) · turn (iteration) · reply (code, tokens, seconds)
  · run (output, error, seconds) · sub_call_start / sub_call_end · refused (why)
  · answer_now (why the root is asked to answer from what it saw) · follow (names searched for it then)
  · read (the root model's answer from the seen lines alone, in a fresh conversation)
  · hop (a question naming its thing through another, asked as two questions: the first, the name it found, the second)
  · final (answer, status)
Child RLMs (`rlm_call`) emit the same kinds with depth > 0.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.panel import Panel
from rich.syntax import Syntax
from rich.text import Text

from rlm.errors import RLMError


class TraceError(RLMError):
    """A trace file cannot be read; the message names the file and the line."""


@dataclass(frozen=True)
class Event:
    kind: str
    depth: int = 0
    t: float = 0.0  # seconds since the question started
    data: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "depth": self.depth, "t": round(self.t, 3), **self.data}


def write_jsonl(path: str | Path, records: Iterable[dict[str, Any]]) -> None:
    """One JSON object per line; the last line is the result summary (kind "result")."""
    with Path(path).open("w", encoding="utf-8") as f:
        for record in records:
            f.write(json.dumps(record, ensure_ascii=False) + "\n")


def read_jsonl(path: str | Path) -> Iterator[dict[str, Any]]:
    p = Path(path)
    if not p.is_file():
        raise TraceError(f"{p}: no such trace file (write one with `rlm ask --trace FILE`)")
    with p.open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise TraceError(f"{p}:{n}: not a trace record ({exc.msg}); is this a `rlm ask --trace` file?") from exc
            if not isinstance(record, dict) or "kind" not in record:
                raise TraceError(f"{p}:{n}: not a trace record (no 'kind'); is this a `rlm ask --trace` file?")
            yield record


def _clip(text: str, limit: int) -> str:
    text = str(text)
    return text if len(text) <= limit else text[: limit - 40] + f"\n... [{len(text) - limit + 40} more characters]"


def render(record: dict[str, Any], *, width: int = 2000) -> Any:
    """One record as something rich can print (used by `rlm trace show` and the live view)."""
    kind, depth = record.get("kind"), record.get("depth", 0)
    indent = "  " * depth
    stamp = f"{indent}[{record.get('t', 0):7.1f}s] "
    if kind == "start":
        return Text.assemble((stamp, "dim"), ("question: ", "bold"), str(record.get("question", "")),
                             (f"  ({record.get('chars', 0):,} chars, {record.get('tokens', 0):,} tokens)", "dim"))
    if kind == "turn":
        return Text.assemble((stamp, "dim"), (f"turn {record.get('iteration')}", "bold cyan"))
    if kind == "reply":
        stats = (f"{record.get('prompt_tokens', 0)} prompt tokens ({record.get('cached_tokens', 0)} cached), "
                 f"{record.get('completion_tokens', 0)} generated, {record.get('seconds', 0):.1f}s")
        body = Syntax(record.get("code") or record.get("text", ""), "python", word_wrap=True)
        return Panel(body, title=f"{indent}root code", subtitle=stats, title_align="left", border_style="cyan")
    if kind in ("run", "records"):
        out = _clip(record.get("shown", record.get("output", "")), width)
        style = "red" if record.get("error") else "green"
        title = f"output ({record.get('seconds', 0):.2f}s)" if kind == "run" else f"{record.get('code')}, run for the root"
        return Panel(Text(out), title=f"{indent}{title}", title_align="left", border_style=style)
    if kind == "sub_call_start":
        return Text.assemble((stamp, "dim"), (f"sub-call {record.get('id')} ", "magenta"), _clip(record.get("prompt", ""), 160).replace("\n", " "))
    if kind == "sub_call_end":
        what = record.get("error") or record.get("answer", "")
        drafted = sum(record.get("drafted", {}).values())
        drafts = f", {record.get('completion_tokens', 0)} tokens, drafts accepted {sum(record.get('accepted', {}).values())}/{drafted}" if drafted else ""
        return Text.assemble((stamp, "dim"), (f"sub-call {record.get('id')} -> ", "magenta"), _clip(what, 300),
                             (f"  ({record.get('seconds', 0):.1f}s{drafts})", "dim"))
    if kind == "reread":
        said = "the second reading disagrees" if "disagrees" in record else "second reading of the items"
        return Text.assemble((stamp, "dim"), (f"{said} for {record.get('answer')!r}", "yellow"))
    if kind == "answer_now":
        why = {"repeated": "it repeated its code", "nothing_new": "the output had nothing new", "forced": "out of turns"}
        return Text.assemble((stamp, "dim"), ("asked for the answer: ", "bold yellow"), why.get(record.get("reason"), str(record.get("reason"))))
    if kind == "follow":
        return Text.assemble((stamp, "dim"), ("followed names: ", "bold yellow"), ", ".join(record.get("names", [])),
                             (f"  ({len(record.get('lines', []))} new lines)", "dim"))
    if kind == "read":
        what = record.get("error") or record.get("answer", "")
        return Text.assemble((stamp, "dim"), ("read afresh: ", "bold yellow"), _clip(what, 300),
                             (f"  ({record.get('lines', 0)} lines, {record.get('seconds', 0):.1f}s)", "dim"))
    if kind == "hop":
        said = f"found {record.get('found')!r}, asking: {record.get('then')}" if "found" in record else \
            f"asking first: {record.get('first')}"
        return Text.assemble((stamp, "dim"), ("split in two: ", "bold yellow"), said)
    if kind == "check":
        said = record.get("error") or f"yes at odds {record.get('yes', 0):.2f}, {'passed' if record.get('passed') else 'refused'}"
        return Text.assemble((stamp, "dim"), (f"checked {record.get('answer')!r} against its lines: ", "bold yellow"), said)
    if kind == "ask_each":
        options = f" ({'/'.join(record.get('options', []))})" if record.get("options") else ""
        return Text.assemble((stamp, "dim"), ("ask_each: ", "bold magenta"), f"{record.get('done', 0):,}/{record.get('items', 0):,} read",
                             (f"  {_clip(str(record.get('question', '')), 160)}{options}", "dim"))
    if kind == "refused":
        return Text.assemble((stamp, "dim"), ("refused: ", "bold yellow"), f"{record.get('candidate', '')!r} ({record.get('reason')})")
    if kind == "final":
        closest = "".join(f"\n{indent}  closest: {_clip(line, 300)}" for line in record.get("closest", []))
        evidence = "".join(f"\n{indent}  evidence: {cite(e)}: {_clip(e.get('text', ''), 300)}"
                           for e in record.get("evidence", []))
        return Text.assemble((stamp, "dim"), ("final: ", "bold green"), str(record.get("answer")), f"  [{record.get('status')}]",
                             (closest + evidence, "dim"))
    if kind == "result":
        return Text(f"{record.get('status')}: {record.get('answer')!r} in {record.get('iterations')} turns, "
                    f"{record.get('sub_calls')} sub-calls, {record.get('total_seconds', 0):.1f}s", style="bold")
    return Text.assemble((stamp, "dim"), (f"{kind}: ", "bold"), json.dumps({k: v for k, v in record.items() if k not in ("kind", "t", "depth")}))


def cite(evidence: dict[str, Any]) -> str:
    """`path:line` of an evidence record (a Result.evidence item as JSON)."""
    line = evidence.get("line")
    return f"{evidence.get('source', '')}:{line}" if line is not None else "computed by the code"


def show(path: str | Path, console: Console) -> int:
    """Print a saved trajectory readably; returns the number of records."""
    n = 0
    for n, record in enumerate(read_jsonl(path), 1):
        console.print(render(record))
    if n == 0:
        raise TraceError(f"{path}: the trace is empty")
    return n

