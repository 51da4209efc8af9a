"""Running a job as the response to its request, as plain JSON or as Server-Sent Events, while watching
the connection: a client that goes away cancels its job (its model calls are cancelled in the workers,
its next sub-call is refused) and frees its place in the queue."""

from __future__ import annotations

import logging
import math
from typing import Any

import anyio
from starlette.responses import JSONResponse
from starlette.types import Receive, Scope, Send

from rlm.serve import format as fmt
from rlm.serve.errors import APIError
from rlm.serve.gate import Ticket
from rlm.serve.jobs import Job

log = logging.getLogger("rlm.serve")


class Collected:
    """Out for a non-streaming answer: the content pieces joined, progress dropped."""

    def __init__(self) -> None:
        self.pieces: list[str] = []

    def progress(self, record: dict[str, object]) -> None:
        return None

    def delta(self, text: str) -> None:
        self.pieces.append(text)


class Pushed:
    """Out for a streamed answer: each piece as an SSE line, in order, to the sending task."""

    def __init__(self, head: fmt.Head, lines: anyio.abc.ObjectSendStream[bytes]) -> None:
        self.head = head
        self.lines = lines

    def progress(self, record: dict[str, object]) -> None:
        self.lines.send_nowait(fmt.progress(record))

    def delta(self, text: str) -> None:
        self.lines.send_nowait(self.head.chunk({"content": text}))


class JobResponse:
    """An ASGI response that runs `job` once its ticket's turn comes; `ticket` is left when it ends."""

    def __init__(self, job: Job, ticket: Ticket, head: fmt.Head, *, stream: bool, include_usage: bool,
                 heartbeat: float, headers: dict[str, str]) -> None:
        self.job = job
        self.ticket = ticket
        self.head = head
        self.stream = stream
        self.include_usage = include_usage
        self.heartbeat = heartbeat
        self.headers = headers

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            if self.stream:
                await self._streamed(receive, send)
            else:
                await self._plain(scope, receive, send)
        finally:
            self.ticket.leave()

    async def _run(self, out: Any) -> fmt.Reply | APIError:
        try:
            async with self.ticket.turn():
                return await self.job.run(out)
        except APIError as exc:
            return exc
        except Exception as exc:  # a bug: the client gets one line, the log the traceback
            log.exception("request failed")
            return APIError(500, f"internal error: {type(exc).__name__}: {exc}", "internal_error")

    async def _watch(self, receive: Receive, scope: anyio.CancelScope) -> None:
        while (await receive())["type"] != "http.disconnect":
            pass
        self.job.cancel()
        scope.cancel()

    async def _plain(self, scope: Scope, receive: Receive, send: Send) -> None:
        out = Collected()
        outcome: fmt.Reply | APIError | None = None
        async with anyio.create_task_group() as tg:
            tg.start_soon(self._watch, receive, tg.cancel_scope)
            outcome = await self._run(out)
            tg.cancel_scope.cancel()
        if outcome is None:  # the client went away
            return
        if isinstance(outcome, APIError):
            response = outcome.response()
            response.headers.update(self.headers)
        else:
            response = JSONResponse(self.head.completion("".join(out.pieces), outcome), headers=self.headers)
        await response(scope, receive, send)

    async def _streamed(self, receive: Receive, send: Send) -> None:
        headers = {"content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache",
                   "x-accel-buffering": "no", **self.headers}
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(k.lower().encode(), v.encode()) for k, v in headers.items()]})
        lines_in, lines_out = anyio.create_memory_object_stream[bytes](math.inf)
        out = Pushed(self.head, lines_in)
        lines_in.send_nowait(self.head.chunk({"role": "assistant", "content": ""}))
        async with anyio.create_task_group() as tg:
            tg.start_soon(self._watch, receive, tg.cancel_scope)
            tg.start_soon(self._produce, out)
            async with lines_out:
                while True:
                    with anyio.move_on_after(self.heartbeat) as waited:
                        try:
                            line = await lines_out.receive()
                        except anyio.EndOfStream:
                            break
                    if waited.cancelled_caught:
                        line = fmt.progress({"kind": "waiting"})  # keeps proxies from closing a quiet stream
                    await send({"type": "http.response.body", "body": line, "more_body": True})
            await send({"type": "http.response.body", "body": b"", "more_body": False})
            tg.cancel_scope.cancel()

    async def _produce(self, out: Pushed) -> None:
        async with out.lines:
            if self.ticket.waiting:
                out.progress({"kind": "queued", "ahead": self.ticket.waiting})
            outcome = await self._run(out)
            if isinstance(outcome, APIError):
                out.lines.send_nowait(fmt.sse(outcome.body()))
            else:
                out.lines.send_nowait(self.head.chunk({}, outcome.finish_reason, **outcome.extra))
                if self.include_usage:
                    out.lines.send_nowait(self.head.usage_chunk(outcome.usage))
            out.lines.send_nowait(fmt.DONE)
