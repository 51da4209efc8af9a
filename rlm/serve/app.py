"""The HTTP API: OpenAI's chat completions and model list, served by Starlette.

POST /v1/chat/completions: model "rlm" answers the last user message from the documents (see
rlm/serve/chat.py); a role's model id answers the messages itself. POST /v1/completions: a role's model continues a raw prompt (so one
`rlm serve` can be an endpoint of another's `openai` backend). GET /v1/models, GET /v1/models/ID.
GET /health: the queue, the sessions and the workers (pid, requests served, deaths).
"""

from __future__ import annotations

import hmac
import time
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
import anyio.to_thread
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from rlm.loop import RLM
from rlm.sampling import Sampling
from rlm.serve import chat
from rlm.serve import format as fmt
from rlm.serve.errors import APIError
from rlm.serve.gate import Gate
from rlm.serve.jobs import AskJob, DirectJob, Job
from rlm.serve.respond import JobResponse
from rlm.serve.sessions import Sessions

RLM_MODEL = "rlm"
SESSION_HEADER = "X-RLM-Session"


@dataclass(frozen=True)
class Settings:
    api_key: str | None = None  # None: no key asked for (loopback use)
    allow: tuple[Path, ...] = ()  # folders whose files a request's `context` may name
    max_body: int = 64 * 2**20
    concurrency: int = 2  # runs at once (rlm serve gives each its own root worker)
    queue: int = 8  # requests waiting for a run slot; beyond: 429
    session_idle: float = 600.0
    max_sessions: int = 16
    heartbeat: float = 5.0  # seconds without a line on a stream before a keep-alive comment
    cors: tuple[str, ...] = ()  # origins whose web pages may call the API from a browser


def model_id(model: str) -> str:
    """A role's model as the API names it: its registry name, or a .gguf file's stem."""
    return Path(model).stem if model.endswith(".gguf") else model


class Server:
    def __init__(self, rlm: RLM, settings: Settings) -> None:
        self.rlm = rlm
        self.settings = settings
        self.gate = Gate(settings.concurrency, settings.queue)
        self.sessions = Sessions(rlm, settings.session_idle, settings.max_sessions)
        self.started = int(time.time())
        self._key = settings.api_key.encode() if settings.api_key else None
        self.roles: dict[str, str] = {}  # pass-through model id -> role
        for role in ("sub", "root"):  # a model playing both roles is reached through the sub's workers
            self.roles.setdefault(model_id(rlm.config.role(role).model), role)

    # routes --------------------------------------------------------------------------------------

    async def chat(self, request: Request) -> Response | JobResponse:
        self._authorize(request)
        body = await self._body(request)
        req = await anyio.to_thread.run_sync(chat.parse, body, request.headers.get(SESSION_HEADER))  # MBs of JSON
        self._known(req.model)
        head = fmt.Head(f"chatcmpl-{uuid.uuid4().hex[:24]}", req.model, int(time.time()))
        headers = {SESSION_HEADER: req.session} if req.session and req.model == RLM_MODEL else {}
        ticket = self.gate.enter()  # refused before any document is read
        try:
            job = await self._ask(req) if req.model == RLM_MODEL else self._direct(req)
        except BaseException:
            ticket.leave()
            raise
        return JobResponse(job, ticket, head, stream=req.stream, include_usage=req.include_usage,
                           heartbeat=self.settings.heartbeat, headers=headers)

    async def completions(self, request: Request) -> JobResponse:
        """A role's model continuing a raw prompt (what rlm's `openai` backend sends to a server)."""
        self._authorize(request)
        req = chat.parse(await self._body(request), raw=True)
        self._known(req.model)
        if req.model == RLM_MODEL:
            raise APIError(400, "model rlm answers chat messages: POST /v1/chat/completions", "wrong_endpoint", "model")
        head = fmt.Head(f"cmpl-{uuid.uuid4().hex[:24]}", req.model, int(time.time()), text=True)
        job = self._direct(req)
        return JobResponse(job, self.gate.enter(), head, stream=req.stream, include_usage=req.include_usage,
                           heartbeat=self.settings.heartbeat, headers={})

    async def models(self, request: Request) -> Response:
        self._authorize(request)
        return JSONResponse({"object": "list", "data": [self._model(m) for m in [RLM_MODEL, *self.roles]]})

    async def model(self, request: Request) -> Response:
        self._authorize(request)
        name = request.path_params["model"]
        self._known(name)
        return JSONResponse(self._model(name))

    async def health(self, request: Request) -> Response:
        self._authorize(request)
        workers = {role: [{"pid": w.pid, "busy": w.threads > 0, "served": w.served, "deaths": w.deaths}
                          for w in backend.workers]
                   for role, backend in self.rlm.opened.items() if hasattr(backend, "workers")}
        return JSONResponse({"status": "ok", "running": self.gate.busy, "queued": self.gate.queued,
                             "sessions": len(self.sessions), "workers": workers})

    # parts ---------------------------------------------------------------------------------------

    async def _ask(self, req: chat.ChatRequest) -> Job:
        if req.session is not None and self.sessions.get(req.session) is not None:
            return AskJob(self.rlm, self.sessions, req.question, None, req.session)
        docs, question = await anyio.to_thread.run_sync(chat.documents, req, self.settings.allow)
        return AskJob(self.rlm, self.sessions, question, docs, req.session)

    def _direct(self, req: chat.ChatRequest) -> Job:
        role = self.roles[req.model]
        cfg = self.rlm.config.role(role)
        sampling = Sampling(max_tokens=req.max_tokens or cfg.max_tokens,
                            temperature=cfg.temperature if req.temperature is None else req.temperature, stop=req.stop)
        return DirectJob(self.rlm._backend(role), req, sampling)

    def _known(self, name: str) -> None:
        if name != RLM_MODEL and name not in self.roles:
            raise APIError(404, f"model {name!r} does not exist here; use one of: {', '.join([RLM_MODEL, *self.roles])}",
                           "model_not_found", "model")

    def _model(self, name: str) -> dict[str, Any]:
        return {"id": name, "object": "model", "created": self.started, "owned_by": "rlm",
                **({"role": self.roles[name]} if name in self.roles else {})}

    def _authorize(self, request: Request) -> None:
        if self._key is None:
            return
        scheme, _, token = request.headers.get("authorization", "").partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise APIError(401, "missing API key: send the header 'Authorization: Bearer KEY'", "missing_api_key")
        if not hmac.compare_digest(token.strip().encode(), self._key):
            raise APIError(401, "wrong API key: use the key in the variable named by rlm serve --api-key-env",
                           "invalid_api_key")

    async def _body(self, request: Request) -> bytes:
        limit = self.settings.max_body
        too_big = APIError(413, f"the request body is over {limit:,} bytes (rlm serve --max-body-mb); send big "
                                "documents as `context` file paths under --allow-path", "request_too_large")
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > limit:
            raise too_big
        data = bytearray()
        async for piece in request.stream():
            data += piece
            if len(data) > limit:
                raise too_big
        return bytes(data)


def create_app(rlm: RLM, settings: Settings) -> Starlette:
    """The app; the RLM's models are closed when the app shuts down."""
    server = Server(rlm, settings)

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        async with anyio.create_task_group() as tg:
            tg.start_soon(server.sessions.sweep)
            try:
                yield
            finally:
                tg.cancel_scope.cancel()
                with anyio.CancelScope(shield=True):
                    await server.sessions.aclose()
                    await rlm.aclose()

    async def api_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, APIError)
        return exc.response()

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        what = {404: "no such endpoint: the API is under /v1 (chat/completions, models)",
                405: f"{request.method} is not allowed on {request.url.path}"}.get(exc.status_code, str(exc.detail))
        return APIError(exc.status_code, what, {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code,
                                                                                                  "http_error")).response()

    routes = [
        Route("/v1/chat/completions", server.chat, methods=["POST"]),
        Route("/v1/completions", server.completions, methods=["POST"]),
        Route("/v1/models", server.models, methods=["GET"]),
        Route("/v1/models/{model:path}", server.model, methods=["GET"]),
        Route("/health", server.health, methods=["GET"]),
    ]
    cors = [Middleware(CORSMiddleware, allow_origins=list(settings.cors), allow_methods=["GET", "POST"],
                       allow_headers=["authorization", "content-type", SESSION_HEADER], expose_headers=[SESSION_HEADER])]
    app = Starlette(routes=routes, lifespan=lifespan, middleware=cors if settings.cors else [],
                    exception_handlers={APIError: api_error, HTTPException: http_error})
    app.state.server = server
    return app
