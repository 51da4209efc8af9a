"""Several questions about the same documents on one load: the sandbox (with every variable the root's
code set) and the root's conversation stay open between questions, so a follow-up starts where the last
question ended: the root's KV prefix is reused and nothing is read again."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import anyio
import anyio.to_thread

from rlm.documents import Document
from rlm.errors import RLMError
from rlm.messages import first_message
from rlm.question import Question
from rlm.run import Conversation, Result, Run
from rlm.subcalls import SubCalls
from rlm.trace import Event
from sandbox import Sandbox

if TYPE_CHECKING:
    from rlm.loop import RLM, Bound

CANCELLED = "cancelled"  # the budget name a cancelled question stops with (status "budget:cancelled")


class Session:
    """Documents loaded once and asked about question after question (`RLM.session(docs)`).

    `ask` / `aask` may be called any number of times, one at a time; each returns its own `Result`
    (tokens, seconds and trajectory of that question only). Close it (or use `with`) to stop its sandbox.
    """

    def __init__(self, rlm: RLM, documents: Sequence[Document]) -> None:
        self.rlm = rlm
        self.documents = list(documents)
        self.questions = 0
        self._bound: Bound | None = None
        self._sandbox: Sandbox | None = None
        self._run: Run | None = None

    def ask(self, question: str) -> Result:
        """The answer to `question`; blocking (from synchronous code)."""
        return self.rlm.blocking(self.aask, question)

    async def aask(self, question: str, on_event: Callable[[Event], None] | None = None) -> Result:
        """The answer to `question`, following the session's earlier questions; `on_event` (default: the
        RLM's) gets this question's events. Never raises for model or code failures (see status)."""
        if not str(question).strip():
            raise RLMError("the question is empty: ask something about the document")
        run, subs = self.rlm._run(on_event or self.rlm.on_event)
        self._run = run
        self.questions += 1
        return await self.rlm._result(run, self.documents, self._solve(str(question), run, subs))

    async def _solve(self, question: str, run: Run, subs: SubCalls) -> tuple[str | None, str, Conversation]:
        if self._bound is None or self._sandbox is None:
            self._bound, self._sandbox = await self.rlm._open(self.documents, question, 0, run, subs)
        else:
            self._follow_up(question, run, subs)
        return await self.rlm._answer(self._bound.q, run, self._sandbox, subs)

    def cancel(self) -> None:
        """Stop the question being asked at its next model call or sub-call (from the event loop's thread);
        its result then has status "budget:cancelled"."""
        if self._run is not None:
            self._run.stopped = CANCELLED

    def _follow_up(self, question: str, run: Run, subs: SubCalls) -> None:
        """The next question in the same conversation: what was seen and the messages are kept, the state
        of the last question's turns (refusals, candidates, reads) starts afresh."""
        assert self._bound is not None
        last = self._bound.q
        q = Conversation(depth=0, session=last.session, question=Question.parse(question),
                         documents=last.documents, messages=last.messages, dropped=last.dropped)
        q.seen = last.seen  # document text the root has been shown still backs answers
        message = first_message(self._bound.facts, question)
        if q.messages[-1]["role"] == "user":  # the last question ended on an output: the roles must alternate
            q.messages[-1]["content"] += "\n\n" + message
        else:
            q.messages.append({"role": "user", "content": message})
        run.emit("start", 0, question=question, follow_up=self.questions, **self._bound.facts.traced())
        self._bound.q, self._bound.run, self._bound.subs = q, run, subs

    # lifecycle ---------------------------------------------------------------------------------

    def close(self) -> None:
        if self._sandbox is not None:
            self._sandbox.close()
        self._sandbox = self._bound = self._run = None

    async def aclose(self) -> None:
        """Close the sandbox, even in a cancelled task (a client that went away)."""
        with anyio.CancelScope(shield=True):
            await anyio.to_thread.run_sync(self.close)

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    async def __aenter__(self) -> Session:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()


__all__ = ["CANCELLED", "Session"]
