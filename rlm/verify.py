"""A model's second look at an answer the judge's rules took from lines of the documents: do those lines
say it, for the thing the question asks about?

The rules (rlm/judge.py, rlm/support.py) check words: the answer's value stands in a passage that names the
question's key. Every held-out round found answers that pass them and are still wrong, a new kind of question
each time: the value of a neighbouring field of the same record ("configdb" for the driver of the database
config), the sign-off of another version's entry, a default read off a function's body, the item counted
from. Reading the lines against the question tells those apart without a rule per kind: the root's model, in
a fresh conversation that starts with worked examples (prompts/check.md), is shown the lines, the question
and the answer and decides yes or no, with its odds (rlm/engine/choices.py).

Measured on every distinct answer the dev-set and held-out runs stored, and on made-up wrong ones of the two
commonest kinds (benchmarks/verify_calibration.py, benchmarks/results/verify-calibration-20261127.md).
Figures computed by code are not checked: shown the code, its output and the question, the same model told
right figures from wrong ones no better than chance (AUC 0.54), so they stay with the rules."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from rlm import prompts
from rlm.backends.base import Backend, Completion, Message
from rlm.question import Question
from rlm.replies import clip
from rlm.sampling import Sampling
from rlm.seen import Passage

OPTIONS = ("yes", "no")
SURE = 0.6  # odds of "yes" an answer needs; see the calibration table for what it keeps and refuses
TEXT_CHARS = 1600  # of the lines shown: a record or a few lines, longer ones clipped


@dataclass(frozen=True)
class Check:
    """The checker's odds that the answer is what the lines say for the question (1.0 or 0.0 from a backend
    that gives no odds), and what the check cost."""

    yes: float
    completion: Completion

    @property
    def passed(self) -> bool:
        return self.yes >= SURE


# a UUID or a hash: 46338cef-ff5e-4cc7-b986-d9f9458b9f64, not python3-distutils-extra
_OPAQUE = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}|[0-9a-fA-F]{16,}")


def checkable(passages: Sequence[Passage], question: Question) -> bool:
    """Are these lines of the documents (search hits, records, lines followed), not figures some code
    computed, about a key the checker can read? Only those are checked. Asked the value of a UUID key among
    other UUID pairs, the checker gave right and wrong values the same odds (0.60-0.73, eight of each): it
    cannot tell one long random token from another, so there the rules' exact match of the key decides."""
    return bool(passages) and not any(p.code and not p.quoted for p in passages) and \
        not any(_OPAQUE.fullmatch(k) for k in question.keys)


def lines(passages: Sequence[Passage]) -> str:
    """The passages as the checker reads them: each once, with the file or section it is in."""
    shown = dict.fromkeys((f"[{p.part}] " if p.part else "") + p.text for p in passages)
    return clip("\n".join(shown), TEXT_CHARS)


def messages(question: str, answer: str, passages: Sequence[Passage]) -> list[Message]:
    """The worked examples as earlier turns (the same prefix for every check, so a worker reuses its KV
    cache), then the answer to check."""
    ask = prompts.sections("check")["ask"]
    said: list[Message] = [{"role": "system", "content": prompts.sections("check")["system"]}]
    for text, q, a, verdict in _examples():
        said += [{"role": "user", "content": ask.format(lines=text, question=q, answer=a)},
                 {"role": "assistant", "content": verdict}]
    said.append({"role": "user", "content": ask.format(lines=lines(passages), question=question, answer=answer)})
    return said


@cache
def _examples() -> list[tuple[str, str, str, str]]:
    """prompts/check.md's examples: the text, then `? question`, `= answer`, `> verdict`; '---' between."""
    found = []
    for block in prompts.sections("check")["examples"].split("\n---\n"):
        marked = {line[0]: line[2:] for line in block.splitlines() if line[:2] in ("? ", "= ", "> ")}
        text = "\n".join(line for line in block.splitlines() if line[:2] not in ("? ", "= ", "> "))
        found.append((text, marked["?"], marked["="], marked[">"]))
    return found


async def check(backend: Backend, question: str, answer: str, passages: Sequence[Passage],
                session: str | None = None) -> Check:
    """The backend's verdict on the answer; raises BackendError as any model call does."""
    completion = await backend.complete(messages(question, answer, passages),
                                        Sampling(max_tokens=4, temperature=0.0, choices=OPTIONS, session=session))
    if completion.option_probs:
        yes = float(completion.option_probs.get("yes", 0.0))
    else:  # a remote server writes its reply
        yes = 1.0 if completion.text.strip().lower().startswith("yes") else 0.0
    return Check(yes, completion)
