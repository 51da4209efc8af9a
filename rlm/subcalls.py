"""The models the root's code calls: llm_call / llm_batch on the sub model, and ask_each, which reads
item after item with the root's own model, all within the run's budgets."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from rlm import prompts
from rlm.backends.base import Backend, BackendError, Completion, Message
from rlm.config import RoleConfig
from rlm.labels import Reading, in_order, options, read_label
from rlm.reread import SURE, read_as
from rlm.run import Run, Stop
from rlm.sampling import Sampling

EACH_MAX_TOKENS = 24  # a label, or a short value: a longer reply is cut, not waited for
EACH_CHUNK = 16  # items per backend batch: enough for every worker, small enough for steady progress
EXAMPLES = 3  # examples per option shown before a doubted item is read again (SubCalls._looked)


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
        self._first: dict[tuple[str, str], Reading] = {}  # (question asked, item) -> its reading, for the second
        self._reversed: dict[tuple[str, str], Reading] = {}  # the same, read afresh with the options reversed (no odds)

    async def call(self, prompt: str, max_tokens: int | None, depth: int) -> str:
        call_id = self._start(prompt, depth)
        t0 = time.monotonic()
        outcome: Completion | BackendError
        try:
            outcome = await self.sub.backend().complete(_messages(self.sub, prompt), self._sampling(max_tokens))
        except BackendError as exc:
            outcome = exc
        return self._done(self.sub, depth, call_id, outcome, time.monotonic() - t0).text.strip()

    async def batch(self, prompts_: list[str], max_tokens: int | None, depth: int) -> list[str]:
        """llm_batch: the prompts as one backend batch (decoded together on the local engine), order kept;
        a prompt that failed or found its budget used up becomes an "ERROR: ..." string."""
        answers = await self._batch(self.sub, prompts_, self._sampling(max_tokens), depth, traced=True)
        return [a.text.strip() if isinstance(a, Completion) else f"ERROR: {a}" for a in answers]

    async def each(self, items: list[str], question: str, depth: int, first: int = 0, total: int | None = None,
                   second: str | None = None, glosses: Mapping[str, str] | None = None) -> list[str]:
        """ask_each: one answer per item, in order, each item its own prompt: the text, then the question.
        The question first would let every prompt share a longer cached prefix, but a 1.5B model judged
        worse that way (48 customer messages, "is this message about an item that arrived damaged?":
        32/48 right question-first, 47/48 text-first; benchmarks/results/ask-each-prompt-20261124.md).
        Where the question lists options ("yes/no"), the reply is decided among them with the reader's odds
        (rlm/engine/choices.py), kept for the second reading; an item asked the same question again in the run
        is not read again (a root that reads twice, or after the loop read for it, waited minutes for the same
        labels). Traced as `ask_each` progress events, not a
        pair of events per item (thousands of items are the point). `second`: the second reading that
        checks a figure computed from the first, every doubted item that may be this option read as it
        (rlm/reread.py). `glosses`: the kinds the user's question defines, told to the reader."""
        allowed = options(question)
        total = len(items) if total is None else total
        asked = in_order(question, allowed, glosses or {})
        if second is not None:
            return await self._again(items, question, asked, allowed, glosses or {}, depth, first, total, second)
        known = [self._first.get((asked, item)) for item in items]  # read before in this run: the same reading
        todo = [item for item, r in zip(items, known) if r is None]
        if first == 0 and todo:
            self._afford(len(todo) * total // len(items))
        read = iter(await self._looked(todo, question, asked, allowed, depth, first, total) if todo else [])
        readings = [r if r is not None else next(read) for r in known]
        for item, reading in zip(items, readings):
            self._first[(asked, item)] = reading
        return [r.label for r in readings]

    async def _again(self, items: list[str], question: str, asked: str, allowed: list[str],
                     glosses: Mapping[str, str], depth: int, first: int, total: int, option: str) -> list[str]:
        """A second reading, without reading where the first kept the reader's odds: an item it was sure of
        keeps its label, a doubted one that may be `option` is read as it (rlm/reread.py). An item read
        without odds (a remote reader) is read afresh once with the options in reverse order, a reader's bias
        for a place in the list being its commonest error; read two ways, it may be either."""
        known = [self._first.get((asked, item)) for item in items]
        fresh = [item for item, r in zip(items, known) if (r is None or not r.probs) and (asked, item) not in self._reversed]
        if first == 0 and fresh:
            self._afford(len(fresh) * total // len(items))
        if fresh:
            readings = await self._read(fresh, in_order(question, allowed[::-1], glosses), allowed, depth, first, total)
            self._reversed.update({(asked, item): r for item, r in zip(fresh, readings)})
        return [read_as(r, self._reversed.get((asked, item)), option) for item, r in zip(items, known)]

    async def _looked(self, items: list[str], question: str, asked: str, allowed: list[str], depth: int, first: int,
                      total: int) -> list[Reading]:
        """Each item read (`_read`), then every item the reader doubted read again after examples: for each
        option the items it read as that option with the highest odds, as earlier turns of the conversation
        asking the question as the code wrote it (without the kinds' definitions), the same turns before every
        doubted item so that the engine keeps them as a cached prefix. Shown what the document's own kinds
        look like, a 1.5B reader turned 261 of 388 doubted labels sure, none wrong; told the definitions as
        well, it was sure and wrong on 4 of 227 log errors (a disk error the auth component logged read as
        auth at 0.99; benchmarks/results/ask-each-examples-20261127.md). Not when an option has no item read
        as it (shown no example of a kind, the reader was sure against it: deliveries read as login problems
        at 0.95), nor an item shown as an example (shown its own doubted label as an earlier turn, it copies
        it, sure: of six messages asked whether each is about a late delivery, a refund request turned a sure
        yes), nor when the sub-call budget cannot also afford the items of later calls; a budget used up or a
        call failed on the way leaves the first reading."""
        readings = await self._read(items, asked, allowed, depth, first, total)
        doubted = [i for i, r in enumerate(readings) if r.confidence < SURE]
        left = self._left()
        if not doubted or (left is not None and len(doubted) + total - first - len(items) > left):
            return readings
        shots = _examples(items, readings, allowed)
        shown = {item for item, _ in shots}  # an item shown as an example of its own doubted label would copy it
        if not shots or not (doubted := [i for i in doubted if items[i] not in shown]):
            return readings
        try:
            again = await self._read([items[i] for i in doubted], in_order(question, allowed, {}), allowed, depth, 0,
                                     len(doubted), shots)
        except (Stop, BackendError):  # the first reading stands: the second only makes labels surer
            return readings
        for i, reading in zip(doubted, again):
            readings[i] = reading
        return readings

    def _left(self) -> int | None:
        """Sub-calls the budget has left (None: no limit)."""
        limit = self.run.budgets.max_sub_calls
        return None if limit is None else limit - self.run.sub_calls

    def _afford(self, reads: int) -> None:
        """All or nothing: a count over part of the items is a wrong count."""
        left = self._left()
        if left is not None and reads > left:
            raise ValueError(
                f"ask_each needs {reads:,} reads and the sub-call budget has {left:,} left: "
                "pass fewer items (filter them first) or raise max_sub_calls")

    async def _read(self, items: list[str], asked: str, allowed: list[str], depth: int, first: int, total: int,
                    shots: Sequence[tuple[str, str]] = ()) -> list[Reading]:
        """Each item read once with `asked`, decided among `allowed` when there are options; after `shots`,
        items with their labels, as earlier turns if any."""
        template = prompts.note("each", question=asked, item="{item}")
        before: list[Message] = []
        for item, label in shots:
            before += [{"role": "user", "content": template.replace("{item}", item)}, {"role": "assistant", "content": label}]
        sampling = Sampling(max_tokens=EACH_MAX_TOKENS, temperature=0.0, choices=tuple(allowed))
        readings: list[Reading] = []
        self.run.emit("ask_each", depth, done=first, items=total, question=asked, options=allowed)
        for start in range(0, len(items), EACH_CHUNK):
            chunk = [template.replace("{item}", item) for item in items[start:start + EACH_CHUNK]]
            for answer in await self._batch(self.reader, chunk, sampling, depth, traced=False, before=before):
                if not isinstance(answer, Completion):  # a budget ran out or a call failed: no labels of part of the items
                    raise answer
                readings.append(Reading(read_label(answer.text, allowed), dict(answer.option_probs)))
            self.run.emit("ask_each", depth, done=first + len(readings), items=total, question=asked, options=allowed)
        return readings

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
              traced: bool = True) -> Completion:
        """Account (and trace) a finished call; its completion, or the error raised again."""
        if isinstance(outcome, BackendError):
            if traced:
                self.run.emit("sub_call_end", depth, id=call_id, error=str(outcome), seconds=round(seconds, 3))
            raise outcome
        self.run.account(lane.role, outcome, seconds)
        if traced:
            self.run.emit("sub_call_end", depth, id=call_id, answer=outcome.text, seconds=round(seconds, 3),
                          prompt_tokens=outcome.prompt_tokens, completion_tokens=outcome.completion_tokens,
                          drafted=dict(outcome.drafted), accepted=dict(outcome.accepted))
        return outcome

    async def _batch(self, lane: Lane, prompts_: list[str], sampling: Sampling, depth: int,
                     traced: bool, before: Sequence[Message] = ()) -> list[Completion | Stop | BackendError]:
        """Each prompt's completion, or why it has none (a budget used up before it, or its call failed);
        `before`: turns every prompt follows."""
        if not prompts_:
            return []
        answers: list[Completion | Stop | BackendError] = [BackendError("not run")] * len(prompts_)
        admitted: dict[int, int] = {}  # prompt index -> call id
        for i, prompt in enumerate(prompts_):
            try:
                admitted[i] = self._start(prompt, depth, traced)
            except Stop as exc:
                answers[i] = exc
        if not admitted:
            raise Stop(f"budget {self.run.stopped} used up; answer with what you have")
        t0 = time.monotonic()
        outcomes = await lane.backend().complete_many([_messages(lane, prompts_[i], before) for i in admitted], sampling)
        wall = time.monotonic() - t0
        for (i, call_id), outcome in zip(admitted.items(), outcomes):
            spent = outcome.prompt_seconds + outcome.decode_seconds if isinstance(outcome, Completion) else 0.0
            try:
                answers[i] = self._done(lane, depth, call_id, outcome, spent or wall, traced)
            except BackendError as exc:
                answers[i] = exc
        return answers


def _messages(lane: Lane, prompt: str, before: Sequence[Message] = ()) -> list[Message]:
    return [{"role": "system", "content": prompts.text(lane.system)}, *before, {"role": "user", "content": prompt}]


def _examples(items: Sequence[str], readings: Sequence[Reading], allowed: Sequence[str]) -> list[tuple[str, str]]:
    """For each option the EXAMPLES items read as it with the highest odds (the shorter on a tie; none longer
    than twice the median item, so one outlier does not lengthen every prompt), taken in turns so that no
    option comes only last; none if an option has no item read as it."""
    longest = 2 * sorted(len(item) for item in items)[len(items) // 2]
    ranked = sorted((pair for pair in zip(items, readings) if len(pair[0]) <= longest),
                    key=lambda pair: (-pair[1].confidence, len(pair[0])))
    per = {option: [item for item, r in ranked if r.label == option][:EXAMPLES] for option in allowed}
    if not all(per.values()):
        return []
    return [(per[option][i], option) for i in range(EXAMPLES) for option in allowed if i < len(per[option])]
