"""The root's conversation as messages: the system prompt, the first message about the documents, and
keeping it inside the root's window as turns pile up."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rlm import prompts
from rlm.backends.base import Backend, Message
from rlm.documents import Document

PREVIEW_CHARS = 200
LISTED_DOCUMENTS = 20  # names in the first message; a search hit names its document anyway


def system_prompt(documents: int, output_chars: int, *, sub_calls: bool, recursion: bool, reading: bool) -> str:
    """The short system prompt, listing only the functions this conversation offers. `reading` (a question
    that counts or compares many items) adds records() and ask_each() and shows the pattern once, here:
    shown after the document's preview in the first message, a small root began its reply by copying the
    preview and went on inventing more of the document. The prompt stays as short as the question allows."""
    names = ["search", "peek", "chunks"]
    if reading:
        names += ["records", "ask_each"] if sub_calls else ["records"]
    if sub_calls:
        names += ["llm_call", "llm_batch"]
    if recursion:
        names.append("rlm_call")
    names.append("FINAL")
    lines = prompts.sections("functions")
    kind = " (a str)" if documents == 1 else f" (a list of {documents} str)"
    return prompts.text("root_system").format(
        context_kind=kind, output_chars=output_chars, functions="\n".join(lines[n] for n in names),
        start=prompts.note("start" if not reading else "start_reading" if sub_calls else "start_reading_nosub"),
    )


@dataclass(frozen=True)
class Facts:
    """The documents' metadata: all the root is told about them before its code looks."""

    chars: int
    lines: int
    tokens: int
    sizes: list[int]
    names: list[str]  # a path for each named document of a list, else ""
    preview: str

    @classmethod
    def of(cls, docs: Sequence[Document]) -> Facts:
        from rlm.tokens import count_cl100k

        text = docs[0].text if len(docs) == 1 else "\n\n".join(d.text for d in docs)
        return cls(
            chars=len(text),
            lines=text.count("\n") + 1,
            tokens=count_cl100k(text),
            sizes=[d.chars for d in docs],
            names=[d.source if len(docs) > 1 and not d.source.startswith("<") else "" for d in docs],
            preview=" ".join(docs[0].text[: PREVIEW_CHARS * 2].split())[:PREVIEW_CHARS],
        )

    @property
    def documents(self) -> int:
        return len(self.sizes)

    def traced(self) -> dict[str, object]:
        """What the trajectory's start event records (the preview is in the first message)."""
        return {"chars": self.chars, "lines": self.lines, "tokens": self.tokens, "documents": self.documents,
                "sizes": self.sizes, "names": self.names}


def first_message(facts: Facts, question: str) -> str:
    message = prompts.text("first_user").format(
        question=question,
        chars=f"{facts.chars:,}",
        lines=f"{facts.lines:,}",
        tokens=f"{facts.tokens:,}",
        preview=f'"{facts.preview}..."',
    )
    if facts.documents > 1:
        pairs = list(zip(facts.names, facts.sizes, strict=True))
        listed = ", ".join(f"{name} ({n:,} characters)" if name else f"{n:,} characters" for name, n in pairs[:LISTED_DOCUMENTS])
        more = f", and {len(pairs) - LISTED_DOCUMENTS:,} more" if len(pairs) > LISTED_DOCUMENTS else ""
        message += f"\ncontext is a list of {facts.documents} documents: {listed}{more}."
    return message


def fit_window(messages: list[Message], root: Backend, max_tokens: int, dropped: int) -> int:
    """Keep the conversation inside the root's window: shorten old outputs, then drop old turns.
    Returns how many turns have been dropped in all (`dropped` before this call)."""
    budget = root.context_window - max_tokens - 64

    def size() -> int:
        return sum(root.count_tokens(m["content"]) + 8 for m in messages) + 16

    if size() <= budget:
        return dropped
    short = prompts.note("shortened")
    for m in messages[2:-1]:  # older outputs first; the system prompt, question and last output stay
        if m["role"] == "user" and len(m["content"]) > 400 and not m["content"].endswith(short):
            m["content"] = m["content"][:300] + "\n" + short
    now = 0
    while size() > budget and len(messages) > 5:
        del messages[2:4]  # the oldest code + output pair
        now += 1
    if now:  # say so at the start of the oldest output left (alternation of roles is kept)
        dropped += now
        m = messages[3]
        first, _, rest = m["content"].partition("\n")
        body = rest if first.endswith("to fit the window]") else m["content"]
        m["content"] = prompts.note("dropped", count=dropped) + "\n" + body
    if size() > budget:  # a single output still too big: clip it hard
        last = messages[-1]
        last["content"] = last["content"][: max(200, budget * 2)]
    return dropped
