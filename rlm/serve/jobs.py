"""What a chat request runs: a question to the RLM (in the client's session or a one-off one), or a
plain completion of a role's model (pass-through). A job reports progress and content to an `Out`, and
returns a `Reply`; a failure it can explain is an APIError."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from typing import Protocol

import anyio

from rlm.backends.base import Backend, BackendError, Completion, ContextOverflowError
from rlm.documents import Document
from rlm.loop import RLM
from rlm.run import Result
from rlm.sampling import Sampling
from rlm.serve import format as fmt
from rlm.serve.chat import ChatRequest
from rlm.serve.errors import APIError
from rlm.serve.sessions import Sessions
from rlm.session import Session
from rlm.trace import Event

WORDS = re.compile(r"\s*\S+\s*|\s+")  # an answer streamed word by word


class Out(Protocol):
    def progress(self, record: dict[str, object]) -> None: ...

    def delta(self, text: str) -> None: ...


class Job(Protocol):
    async def run(self, out: Out) -> fmt.Reply: ...

    def cancel(self) -> None:
        """The client went away: stop as soon as possible (called before the run's task is cancelled)."""


class AskJob:
    """One question to the RLM; with a session id, in that session (opened on `docs` if new)."""

    def __init__(self, rlm: RLM, sessions: Sessions, question: str, docs: Sequence[Document] | None,
                 session: str | None) -> None:
        self.rlm = rlm
        self.sessions = sessions
        self.question = question
        self.docs = docs
        self.sid = session
        self._asking: Session | None = None

    async def run(self, out: Out) -> fmt.Reply:
        def on_event(e: Event) -> None:
            out.progress(e.to_dict())

        if self.sid is None:
            assert self.docs is not None
            async with self.rlm.session(self.docs) as session:
                result = await self._ask(session, on_event)
            asked = 1
        else:
            entry = self.sessions.get(self.sid)
            if entry is None:
                if self.docs is None:  # closed (idle, evicted) between the request's check and now
                    raise APIError(404, f"session {self.sid} has ended (idle too long, or evicted); start it again "
                                        "with its documents", "session_not_found", "session")
                entry = await self.sessions.add(self.sid, self.docs)
            entry.users += 1
            try:
                async with entry.lock:
                    result = await self._ask(entry.session, on_event)
                    asked = entry.session.questions
            except anyio.get_cancelled_exc_class():  # the conversation stopped half-way: start again
                await self.sessions.drop(self.sid)
                raise
            finally:
                entry.users -= 1
                entry.used = time.monotonic()
        if result.status == "error":
            raise APIError(502, f"the run failed: {result.error}", "run_failed")
        content = result.answer if result.answer is not None else fmt.no_answer(result)
        for piece in WORDS.findall(content):
            out.delta(piece)
        return fmt.Reply(fmt.usage(result.tokens), {"rlm": fmt.summary(result, self.sid, asked)})

    async def _ask(self, session: Session, on_event: Callable[[Event], None]) -> Result:
        self._asking = session
        try:
            return await session.aask(self.question, on_event)
        finally:
            self._asking = None  # a session's next question is not this request's to cancel

    def cancel(self) -> None:
        if self._asking is not None:
            self._asking.cancel()


class DirectJob:
    """A role's model answering the messages itself (the model ids GET /v1/models lists besides `rlm`)."""

    def __init__(self, backend: Backend, request: ChatRequest, sampling: Sampling) -> None:
        self.backend = backend
        self.request = request
        self.sampling = sampling

    async def run(self, out: Out) -> fmt.Reply:
        prompt = self.request.prompt if self.request.prompt is not None else self.request.messages
        try:
            if self.request.stream:
                stream = self.backend.stream(prompt, self.sampling)
                async for piece in stream:
                    out.delta(piece)
                completion: Completion | None = getattr(stream, "completion", None)
            else:
                completion = await self.backend.complete(prompt, self.sampling)
                out.delta(completion.text)
        except ContextOverflowError as exc:
            raise APIError(400, str(exc), "context_length_exceeded", "messages") from exc
        except BackendError as exc:
            raise APIError(502, f"the model failed: {exc}", "model_failed") from exc
        if completion is None:
            return fmt.Reply(fmt.usage({}))
        tokens = {"prompt": completion.prompt_tokens, "completion": completion.completion_tokens,
                  "cached": completion.cached_tokens}
        finish = "length" if completion.finish_reason == "length" else "stop"
        return fmt.Reply(fmt.usage({self.backend.name: tokens}), finish_reason=finish)

    def cancel(self) -> None:
        return None  # cancelling the task cancels the worker's job (the pool sends Cancel)
