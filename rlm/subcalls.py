"""The models the root's code calls: llm_call / llm_batch on the sub model, and ask_each, which reads
item after item with the root's own model, all within the run's budgets."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from rlm import prompts
from rlm.backends.base import Backend, BackendError, Completion, Message
from rlm.config import RoleConfig
from rlm.labels import defined, options, read_label
from rlm.reread import second_question
from rlm.run import Run, Stop
from rlm.sampling import Sampling

EACH_MAX_TOKENS = 24  # a label, or a short value: a longer reply is cut, not waited for
EACH_CHUNK = 16  # items per backend batch: enough for every worker, small enough for steady progress


@dataclass(frozen=True)
class Lane:
    """A model the code reaches: its role (for accounting), its config, and its backend, opened on first use
    (a question answered by search alone loads no sub model)."""

    role: str
    config: RoleConfig
    backend: Callable[[], Backend]
    system: str  # the prompts/ file of its system prompt


class SubCalls:
    """The calls the root's code makes; every one is admitted by the run's budgets, accounted and traced.

    ask_each reads with the root's model: it is loaded and idle while the code runs, and labelling short
    texts is where model size shows (six customer messages, "is it about a late or missing delivery?
    yes/no": the 1.5B right on all six, the 0.5B "no" to every one, with every prompt shape tried)."""

    def __init__(self, sub: Lane, reader: Lane, run: Run) -> None:
        self.sub = sub
        self.reader = reader
        self.run = run

    async def call(self, prompt: str, max_tokens: int | None, depth: int) -> str:
        call_id = self._start(prompt, depth)
        t0 = time.monotonic()
        outcome: Completion | BackendError
        try:
            outcome = await self.sub.backend().complete(_messages(self.sub, prompt), self._sampling(max_tokens))
        except BackendError as exc:
            outcome = exc
        return self._done(self.sub, depth, call_id, outcome, time.monotonic() - t0)

    async def batch(self, prompts_: list[str], max_tokens: int | None, depth: int) -> list[str]:
        """llm_batch: the prompts as one backend batch (decoded together on the local engine), order kept;
        a prompt that failed or found its budget used up becomes an "ERROR: ..." string."""
        answers = await self._batch(self.sub, prompts_, self._sampling(max_tokens), depth, traced=True)
        return [a if isinstance(a, str) else f"ERROR: {a}" for a in answers]

    async def each(self, items: list[str], question: str, depth: int, first: int = 0, total: int | None = None,
                   second: bool = False, glosses: Mapping[str, str] | None = None) -> list[str]:
        """ask_each: one answer per item, in order, each item its own prompt: the text, then the question.
        The question first would let every prompt share a longer cached prefix, but a 1.5B model judged
        worse that way (48 customer messages, "is this message about an item that arrived damaged?":
        32/48 right question-first, 47/48 text-first; benchmarks/results/ask-each-prompt-20261124.md).
        Answers are read as one of the question's options when it lists them ("yes/no"). Traced as
        `ask_each` progress events, not a pair of events per item (thousands of items are the point).
        `second`: the second reading that checks a figure computed from the first (rlm/reread.py), the
        options in reverse order. `glosses`: the kinds the user's question defines, told to the reader."""
        allowed = options(question)
        order = list(reversed(allowed)) if second else allowed
        asked = defined(order, glosses or {}) or (second_question(question, allowed) if second else question)
        template = prompts.note("each", question=asked, item="{item}")
        sampling = Sampling(max_tokens=EACH_MAX_TOKENS, temperature=0.0)
        total = len(items) if total is None else total
        limit = self.run.budgets.max_sub_calls
        if first == 0 and limit is not None and self.run.sub_calls + total > limit:  # all or nothing: a
            raise ValueError(  # count over part of the items is a wrong count
                f"ask_each needs {total:,} reads and the sub-call budget has {limit - self.run.sub_calls:,} left: "
                "pass fewer items (filter them first) or raise max_sub_calls")
        answers: list[str] = []
        self.run.emit("ask_each", depth, done=first, items=total, question=asked, options=allowed)
        for start in range(0, len(items), EACH_CHUNK):
            chunk = [template.replace("{item}", item) for item in items[start:start + EACH_CHUNK]]
            for answer in await self._batch(self.reader, chunk, sampling, depth, traced=False):
                if not isinstance(answer, str):  # a budget ran out or a call failed: no labels of part of the items
                    raise answer
                answers.append(answer)
            self.run.emit("ask_each", depth, done=first + len(answers), items=total, question=asked, options=allowed)
        return [read_label(a, allowed) for a in answers]

    def _sampling(self, max_tokens: int | None) -> Sampling:
        """The sub role's temperature; the code may ask for up to 4x the role's max_tokens."""
        role = self.sub.config
        return Sampling(max_tokens=min(int(max_tokens or role.max_tokens), role.max_tokens * 4), temperature=role.temperature)

    def _start(self, prompt: str, depth: int, traced: bool = True) -> int:
        call_id = self.run.admit()
        if traced:
            self.run.emit("sub_call_start", depth, id=call_id, prompt=prompt[:2000], prompt_chars=len(prompt))
        return call_id

    def _done(self, lane: Lane, depth: int, call_id: int, outcome: Completion | BackendError, seconds: float,
              traced: bool = True) -> str:
        """Account (and trace) a finished call; its answer, or the error raised again."""
        if isinstance(outcome, BackendError):
            if traced:
                self.run.emit("sub_call_end", depth, id=call_id, error=str(outcome), seconds=round(seconds, 3))
            raise outcome
        self.run.account(lane.role, outcome, seconds)
        if traced:
            self.run.emit("sub_call_end", depth, id=call_id, answer=outcome.text, seconds=round(seconds, 3),
                          prompt_tokens=outcome.prompt_tokens, completion_tokens=outcome.completion_tokens,
                          drafted=dict(outcome.drafted), accepted=dict(outcome.accepted))
        return outcome.text.strip()

    async def _batch(self, lane: Lane, prompts_: list[str], sampling: Sampling, depth: int,
                     traced: bool) -> list[str | Stop | BackendError]:
        """Each prompt's answer, or why it has none (a budget used up before it, or its call failed)."""
        if not prompts_:
            return []
        answers: list[str | Stop | BackendError] = [""] * len(prompts_)
        admitted: dict[int, int] = {}  # prompt index -> call id
        for i, prompt in enumerate(prompts_):
            try:
                admitted[i] = self._start(prompt, depth, traced)
            except Stop as exc:
                answers[i] = exc
        if not admitted:
            raise Stop(f"budget {self.run.stopped} used up; answer with what you have")
        t0 = time.monotonic()
        outcomes = await lane.backend().complete_many([_messages(lane, prompts_[i]) for i in admitted], sampling)
        wall = time.monotonic() - t0
        for (i, call_id), outcome in zip(admitted.items(), outcomes):
            spent = outcome.prompt_seconds + outcome.decode_seconds if isinstance(outcome, Completion) else 0.0
            try:
                answers[i] = self._done(lane, depth, call_id, outcome, spent or wall, traced)
            except BackendError as exc:
                answers[i] = exc
        return answers


def _messages(lane: Lane, prompt: str) -> list[Message]:
    return [{"role": "system", "content": prompts.text(lane.system)}, {"role": "user", "content": prompt}]
