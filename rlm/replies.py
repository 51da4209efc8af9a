"""What the root model wrote and what it is shown: code out of a reply, and a run's output made readable."""

from __future__ import annotations

import re

from rlm import prompts
from rlm.sandbox_helpers import LOCATION
from sandbox import RunResult

_FENCE = re.compile(r"```[ \t]*(?:python3?|py|repl|ipython)?[ \t]*\n(.*?)(?:```|\Z)", re.S | re.I)
_CODE_HINT = re.compile(r"[(=]")


def _is_code(text: str) -> bool:
    """Parses as Python and has a call or an assignment (so a line of prose is not taken for code)."""
    if not _CODE_HINT.search(text):
        return False
    try:
        compile(text, "<reply>", "exec")
    except SyntaxError:
        return "\n" in text.strip() or not text.strip()[:1].isalpha() or "(" in text.split()[0]
    return True


def extract_code(reply: str) -> str | None:
    """The code in a reply: fenced blocks (```python, ```py, ```repl or bare), else a reply that is code.

    A broken block that looks like code is still returned (the model learns from the SyntaxError);
    a block of plain prose is not (the model gets a nudge instead)."""
    blocks = [b.strip("\n") for b in _FENCE.findall(reply) if b.strip()]
    code = "\n".join(b for b in blocks if _is_code(b))
    if code:
        return code
    if blocks:
        return None
    text = reply.strip().strip("`").strip()
    try:
        compile(text, "<reply>", "exec")
    except SyntaxError:
        return None
    return text if _CODE_HINT.search(text) else None


SAID_CHARS = 100  # a longer reply without code is prose about the task, not an answer
_NOTHING = frozenset({"none", "null", "[]", "{}", "''", '""'})  # Python's and JSON's nothing: no value found


def said(reply: str, shown: str) -> str | None:
    """The answer in a reply without code that repeats, on one line, what the last output printed: a small
    root shown 'fido' by its own max() replies "fido", not FINAL("fido"); one that copied a hit's line
    without its location. None for anything else (prose that refuses or explains gets the nudge to write
    code), and for Python's nothing: a root that writes `None` in its code fence has found no value, even
    when the output holds the word ("if s is None")."""
    text = "\n".join(_FENCE.findall(reply)).strip() if "```" in reply else reply.strip()
    if not text or text.lower() in _NOTHING or "\n" in text or len(text) > SAID_CHARS or text.lower() not in shown.lower():
        return None
    return LOCATION.sub("", text) or None  # a hit's line copied: "[at 28956]" says where it is, not what


def _shown_header(key: str) -> str:
    """The first line of a note that shows lines (notes.md), as a pattern its fields match."""
    pattern = re.escape(prompts.sections("notes")[key].split("\n")[0])
    for field, value in (("leads", r"[^:\n]*?"), ("count", r"\d+"), ("names", r"[^)\n]*")):
        pattern = pattern.replace(re.escape("{" + field + "}"), value)
    return pattern.removesuffix(":") + r"(?: are)?:\s*"


# the loop's header over the lines it shows a stuck root, copied as the answer's first words
_SHOWN = re.compile(f"^(?:{_shown_header('closest')}|{_shown_header('searched')})")


def unwrapped(answer: str) -> str:
    """The answer without the loop's own header over lines it showed, which a small root copied with the line:
    "The lines you have seen that share the most words with the question (1): 160 82 45 sienna"."""
    return _SHOWN.sub("", answer.strip())


def clip(text: str, limit: int) -> str:
    """Head and tail of text, the middle replaced by a line saying how much was left out."""
    if len(text) <= limit:
        return text
    head = limit * 2 // 3
    tail = limit - head
    return f"{text[:head]}\n... [{len(text) - limit} characters omitted] ...\n{text[-tail:]}"


def describe_run(run: RunResult, limit: int) -> str:
    """What the model is shown after a block ran: its output (clipped), then the error with its hint."""
    parts = []
    if run.output.strip():
        parts.append(clip(run.output.rstrip("\n"), limit))
    if run.error is not None:
        where = f" (line {run.error.line})" if run.error.line else ""
        parts.append(f"{run.error.type}: {run.error.message}{where}")
        if run.error.hint:
            parts.append(f"Hint: {run.error.hint}")
    if run.restarted:
        parts.append(prompts.note("restarted", reason=run.restart_reason or "crash"))
    return "\n".join(parts)
