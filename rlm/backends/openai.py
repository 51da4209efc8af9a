"""A model role served by OpenAI-compatible HTTP endpoints (llama.cpp's llama-server,
llama-cpp-python's `llama_cpp.server`, vLLM), so sub-calls can go to a fleet when one machine is
not enough.

- Several base URLs: each request goes to the endpoint with the fewest requests in flight (ties in
  turn); calls of one `session` stick to one endpoint so its KV prefix can be reused.
- The key comes from the environment variable named by `RoleConfig.api_key_env` (never the config).
- Connection errors, 429 and 5xx are retried with exponential backoff (honouring Retry-After), on
  another endpoint when there is one; other failures are one-line `BackendError`s.

Prompts and `prefill` (text the assistant turn starts with): a trailing assistant message is not
continued by every server (llama-cpp-python's server closes it and opens a new turn). So when the
role's model file is on this machine (a registry name already pulled, or a path), its chat template
is read from the GGUF (vocabulary only, no weights), the conversation is rendered here exactly as the
local engine renders it, and the text + prefill goes to `/v1/completions`: that works on every server
above, and `count_tokens` uses the model's own tokenizer. Otherwise messages go to
`/v1/chat/completions` with the prefill as a trailing assistant message plus vLLM's
`continue_final_message` / `add_generation_prompt=false` (llama-server continues such a message by
itself), and `count_tokens` is the cl100k estimate. A plain string prompt is a raw completion, as
with the local engine.

Timing: llama-server's `timings` give prompt and decode seconds; from other servers all wall time
is reported as decode seconds.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar
from urllib.parse import urlsplit

import anyio
import httpx

from rlm.backends.base import Completion, complete_each
from rlm.chat import Prompt, check_messages, render_prompt
from rlm.config import RoleConfig
from rlm.engine.vocab import Vocab
from rlm.errors import BackendError, ContextOverflowError, RLMError
from rlm.models import resolve
from rlm.sampling import Sampling
from rlm.tokens import count_cl100k

T = TypeVar("T")
RETRY_STATUS = {429, 500, 502, 503, 504}
MAX_ATTEMPTS = 5
BACKOFF_SECONDS = 0.5  # doubled after each failed attempt, capped at 8 s
TIMEOUT = httpx.Timeout(connect=10.0, read=600.0, write=60.0, pool=None)  # a long prompt may take minutes


@dataclass
class Endpoint:
    url: str  # ends in /v1
    in_flight: int = 0
    requests: int = 0
    failures: int = 0
    model: str | None = None  # the id the server knows the model by (GET /v1/models)


class _Retry(Exception):
    """A failure worth another attempt (maybe on another endpoint)."""

    def __init__(self, message: str, wait: float | None = None) -> None:
        super().__init__(message)
        self.wait = wait


# Failures where another attempt may work: the server was not reachable, dropped the connection,
# or said so (429 / 5xx). A read timeout is not retried: the server is busy with this very request.
RETRYABLE = (
    _Retry, httpx.ConnectError, httpx.ConnectTimeout, httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError,
)  # fmt: skip
OVERFLOW_HINTS = ("context_length_exceeded", "exceed_context_size", "context length", "context window", "context size")


def _local_vocab(model: str) -> Vocab | None:
    """The model's tokenizer and chat template if its file is on this machine (never pulled for this)."""
    try:
        path = resolve(model, pull=False)
    except RLMError:
        return None  # served remotely only: chat endpoint + cl100k estimate
    return Vocab.load(path)


def _normalize_url(url: str) -> str:
    url = url.rstrip("/")
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise BackendError(f"base URL {url!r} is not an http(s) URL (e.g. http://127.0.0.1:8080/v1)")
    return url if parts.path.endswith("/v1") else url + "/v1"


def _error_text(response: httpx.Response) -> tuple[str, str]:
    """(code or type, message) from an OpenAI-style error body, or the raw text."""
    try:
        body = response.json()
    except ValueError:
        return "", response.text.strip()[:300] or response.reason_phrase
    return _error_of(body)


def _error_of(body: Any) -> tuple[str, str]:
    error = body.get("error", body) if isinstance(body, dict) else str(body)
    if not isinstance(error, dict):
        return "", str(error)[:300]
    code = str(error.get("code") or error.get("type") or "")
    return code, str(error.get("message") or body)[:300]


def _is_overflow(code: str, message: str) -> bool:
    text = f"{code} {message}".lower()
    return any(hint in text for hint in OVERFLOW_HINTS)


class OpenAIBackend:
    """The `Backend` protocol over OpenAI-compatible endpoints (see the module docstring)."""

    def __init__(self, name: str, cfg: RoleConfig, *, transport: httpx.AsyncBaseTransport | None = None) -> None:
        if not cfg.base_urls:
            raise BackendError(f"role {name}: backend 'openai' needs base_urls = [\"http://host:port/v1\", ...]")
        self.name = name
        self.cfg = cfg
        self.endpoints = [Endpoint(_normalize_url(url)) for url in cfg.base_urls]
        self._turn = itertools.count()
        self._sessions: dict[str, Endpoint] = {}
        self._transport = transport
        self._clients: dict[int, httpx.AsyncClient] = {}
        self._vocab: Vocab | None = None
        self._vocab_loaded = False
        key = os.environ.get(cfg.api_key_env, "")
        self._headers = {"Authorization": f"Bearer {key}"} if key else {}

    # -- protocol -------------------------------------------------------------------------------

    @property
    def context_window(self) -> int:
        if self.cfg.n_ctx <= 0 and self.vocab is not None:
            return self.vocab.n_ctx_train
        return self.cfg.n_ctx

    def count_tokens(self, text: str) -> int:
        vocab = self.vocab
        return vocab.count(text) if vocab is not None else count_cl100k(text)

    @property
    def vocab(self) -> Vocab | None:
        """Loaded on first use (nothing is loaded or connected before the first call)."""
        if not self._vocab_loaded:
            self._vocab = _local_vocab(self.cfg.model)
            self._vocab_loaded = True
        return self._vocab

    async def complete(self, prompt: Prompt, sampling: Sampling = Sampling()) -> Completion:
        path, body = self._request(prompt, sampling, stream=False)
        start = time.perf_counter()
        endpoint, data = await self._retrying(sampling.session, lambda endpoint: self._post_json(endpoint, path, body))
        endpoint.in_flight -= 1
        choice = (data.get("choices") or [{}])[0]
        text = choice.get("text") if path == "/completions" else (choice.get("message") or {}).get("content")
        return self._completion(data, text or "", choice.get("finish_reason"), 0.0, time.perf_counter() - start)

    async def complete_many(
        self, prompts: Sequence[Prompt], sampling: Sampling = Sampling()
    ) -> list[Completion | BackendError]:
        """Concurrent requests, spread over the endpoints: servers batch concurrent requests themselves."""
        return await complete_each(self, prompts, sampling)

    def stream(self, prompt: Prompt, sampling: Sampling = Sampling()) -> OpenAIStream:
        path, body = self._request(prompt, sampling, stream=True)
        body["stream_options"] = {"include_usage": True}  # token counts in the last event, where supported
        return OpenAIStream(self, path, body, sampling.session)

    def _completion(
        self, data: dict[str, Any], text: str, finish: str | None, first_piece: float, elapsed: float
    ) -> Completion:
        """Stats from the server's `usage` and, from llama-server, `timings`; else from the clock."""
        usage = data.get("usage") or {}
        timings = data.get("timings") or {}
        prompt_seconds = float(timings.get("prompt_ms", 1000 * first_piece)) / 1000
        decode_seconds = float(timings.get("predicted_ms", 1000 * (elapsed - prompt_seconds))) / 1000
        cached = (usage.get("prompt_tokens_details") or {}).get("cached_tokens") or timings.get("cache_n") or 0
        return Completion(
            text=text,
            finish_reason="length" if finish == "length" else "stop",
            prompt_tokens=int(usage.get("prompt_tokens") or 0),
            completion_tokens=int(usage.get("completion_tokens") or 0),
            cached_tokens=int(cached),
            prompt_seconds=prompt_seconds,
            decode_seconds=decode_seconds,
            model=str(data.get("model") or self.cfg.model),
        )

    async def aclose(self) -> None:
        """Close this event loop's connections (those of loops already closed went with them)."""
        clients, self._clients = self._clients, {}
        client = clients.get(id(asyncio.get_running_loop()))
        if client is not None:
            await client.aclose()

    # -- requests -------------------------------------------------------------------------------

    def _request(self, prompt: Prompt, sampling: Sampling, *, stream: bool) -> tuple[str, dict[str, Any]]:
        stop, prefill = sampling.stop, sampling.prefill
        body: dict[str, Any] = {
            "max_tokens": sampling.max_tokens,
            "temperature": sampling.temperature,
            "top_p": self.cfg.top_p,
            "stream": stream,
        }
        if stop:
            body["stop"] = list(stop)
        template = self.vocab.template if self.vocab is not None else None
        if isinstance(prompt, str) or template is not None:
            # Rendered here, as the local engine does: the prefill is continued on any server.
            body["prompt"] = render_prompt(prompt, template, prefill, model=self.cfg.model)
            if template is not None and template.eos_token and not isinstance(prompt, str):
                body["stop"] = list(dict.fromkeys([*stop, template.eos_token]))  # end of turn, as text
            return "/completions", body
        check_messages(prompt)
        messages = [{"role": m["role"], "content": m["content"]} for m in prompt]
        if prefill:
            messages.append({"role": "assistant", "content": prefill})
            body["continue_final_message"] = True  # vLLM; llama-server continues a trailing assistant turn
            body["add_generation_prompt"] = False
        body["messages"] = messages
        return "/chat/completions", body

    def _client(self) -> httpx.AsyncClient:
        """One client per event loop: a pooled connection must not outlive the loop it was made in."""
        loop = id(asyncio.get_running_loop())
        if loop not in self._clients:
            self._clients[loop] = httpx.AsyncClient(timeout=TIMEOUT, transport=self._transport)
        return self._clients[loop]

    def _pick(self, session: str | None, avoid: Endpoint | None) -> Endpoint:
        if session is not None and session in self._sessions and self._sessions[session] is not avoid:
            return self._sessions[session]
        candidates = [e for e in self.endpoints if e is not avoid] or self.endpoints
        turn = next(self._turn)
        rotated = candidates[turn % len(candidates) :] + candidates[: turn % len(candidates)]
        endpoint = min(rotated, key=lambda e: e.in_flight)
        if session is not None:
            self._sessions[session] = endpoint
        return endpoint

    async def _model_id(self, endpoint: Endpoint) -> str:
        """The model name to send: vLLM insists on its served name; llama.cpp servers accept any."""
        if endpoint.model is None:
            response = await self._client().get(endpoint.url + "/models", headers=self._headers)
            await self._check(response, endpoint, missing_ok=True)
            ids = [m.get("id") for m in (response.json().get("data") or [])] if response.status_code == 200 else []
            if not ids or self.cfg.model in ids:
                endpoint.model = self.cfg.model
            elif len(ids) == 1:
                endpoint.model = str(ids[0])
            else:
                served = ", ".join(map(str, ids))
                raise BackendError(f"{endpoint.url} serves {served}; set model = one of them in [{self.name}]")
        return endpoint.model

    async def _post_json(self, endpoint: Endpoint, path: str, body: dict[str, Any]) -> dict[str, Any]:
        body = {**body, "model": await self._model_id(endpoint)}
        response = await self._client().post(endpoint.url + path, json=body, headers=self._headers)
        await self._check(response, endpoint)
        try:
            return response.json()
        except ValueError:
            raise BackendError(f"{endpoint.url}{path} answered with something that is not JSON") from None

    async def _check(self, response: httpx.Response, endpoint: Endpoint, *, missing_ok: bool = False) -> None:
        if response.status_code < 400 or (missing_ok and response.status_code == 404):
            return
        await response.aread()
        code, message = _error_text(response)
        status = response.status_code
        if status in RETRY_STATUS:
            after = response.headers.get("retry-after", "")
            wait = float(after) if after.replace(".", "", 1).isdigit() else None
            raise _Retry(f"HTTP {status}: {message}", wait=wait)
        if _is_overflow(code, message):
            raise ContextOverflowError(
                f"role {self.name}: the prompt does not fit the model's window at {endpoint.url} ({message}); "
                "shorten it or serve the model with a larger context"
            )
        if status in (401, 403):
            raise BackendError(
                f"{endpoint.url}: HTTP {status} ({message}); "
                f"put the key in the environment variable {self.cfg.api_key_env}"
            )
        raise BackendError(f"{endpoint.url}: HTTP {status}: {message}")

    def _http_error(self, endpoint: Endpoint, exc: httpx.HTTPError) -> BackendError:
        if isinstance(exc, httpx.TimeoutException):
            return BackendError(f"role {self.name}: {endpoint.url} gave no answer within {TIMEOUT.read:.0f} s")
        return BackendError(f"role {self.name}: {endpoint.url}: {type(exc).__name__}: {exc}")

    async def _retrying(
        self, session: str | None, action: Callable[[Endpoint], Awaitable[T]]
    ) -> tuple[Endpoint, T]:
        """Run `action` on the least busy endpoint, again (elsewhere if possible) after a retryable failure.

        On success the endpoint is still counted as busy: the caller releases it when done with it.
        """
        failed: Endpoint | None = None
        for attempt in itertools.count():
            endpoint = self._pick(session, failed)
            endpoint.in_flight += 1
            endpoint.requests += 1
            try:
                return endpoint, await action(endpoint)
            except RETRYABLE as exc:
                endpoint.in_flight -= 1
                wait = self._failed(endpoint, exc, attempt)
            except httpx.HTTPError as exc:
                endpoint.in_flight -= 1
                raise self._http_error(endpoint, exc) from None
            except BaseException:
                endpoint.in_flight -= 1
                raise
            failed = endpoint
            await anyio.sleep(wait)
        raise AssertionError("unreachable")

    async def _open_stream(self, endpoint: Endpoint, path: str, body: dict[str, Any]) -> httpx.Response:
        request = self._client().build_request(
            "POST", endpoint.url + path, json={**body, "model": await self._model_id(endpoint)}, headers=self._headers
        )
        response = await self._client().send(request, stream=True)
        try:
            await self._check(response, endpoint)
        except BaseException:
            await response.aclose()
            raise
        return response

    def _failed(self, endpoint: Endpoint, exc: Exception, attempt: int) -> float:
        """Seconds to wait before the next attempt; a BackendError once the attempts are used up."""
        endpoint.failures += 1
        if attempt + 1 >= MAX_ATTEMPTS:
            raise BackendError(
                f"role {self.name}: {MAX_ATTEMPTS} attempts failed, last at {endpoint.url}: "
                f"{str(exc) or type(exc).__name__}; is the server running and reachable?"
            )
        wait = exc.wait if isinstance(exc, _Retry) and exc.wait is not None else BACKOFF_SECONDS * 2**attempt
        return min(wait, 8.0)


class OpenAIStream:
    """The text of one streamed completion; `completion` holds the stats once it ended (as locally).

    Retried like `complete` until the server accepts the request; a stream that breaks after text
    reached the caller is an error, never a silent restart (the caller would see text twice).
    """

    def __init__(self, backend: OpenAIBackend, path: str, body: dict[str, Any], session: str | None) -> None:
        self._backend = backend
        self._path = path
        self._body = body
        self._session = session
        self._endpoint: Endpoint | None = None
        self._response: httpx.Response | None = None
        self._lines: AsyncIterator[str] | None = None
        self._start = 0.0
        self._first_piece = 0.0
        self._text: list[str] = []
        self._last: dict[str, Any] = {}
        self._finish: str | None = None
        self.completion: Completion | None = None

    def __aiter__(self) -> OpenAIStream:
        return self

    async def __anext__(self) -> str:
        if self.completion is not None:
            raise StopAsyncIteration
        if self._lines is None:
            self._start = time.perf_counter()
            self._endpoint, self._response = await self._backend._retrying(
                self._session, lambda endpoint: self._backend._open_stream(endpoint, self._path, self._body)
            )
            self._lines = self._response.aiter_lines()
        try:
            async for line in self._lines:
                payload = line[5:].strip() if line.startswith("data:") else ""
                if not payload or payload == "[DONE]":
                    continue
                piece = self._event(_event(payload))
                if piece:
                    self._first_piece = self._first_piece or time.perf_counter() - self._start
                    self._text.append(piece)
                    return piece
        except httpx.HTTPError as exc:
            await self.aclose()
            url = self._endpoint.url if self._endpoint else "the server"
            name = self._backend.name
            raise BackendError(f"role {name}: {url} broke off the answer ({type(exc).__name__})") from None
        except BaseException:
            await self.aclose()
            raise
        await self.aclose()
        self.completion = self._backend._completion(
            self._last, "".join(self._text), self._finish, self._first_piece, time.perf_counter() - self._start
        )
        if not self.completion.completion_tokens:  # no usage from this server: llama.cpp sends a token an event
            self.completion.completion_tokens = len(self._text)
        vocab = self._backend.vocab
        if not self.completion.prompt_tokens and "prompt" in self._body and vocab is not None:
            self.completion.prompt_tokens = len(vocab.tokenize(self._body["prompt"], special=True))  # what was sent
        raise StopAsyncIteration

    def _event(self, event: dict[str, Any]) -> str:
        for key in ("usage", "timings", "model"):
            if event.get(key):
                self._last[key] = event[key]
        choice = (event.get("choices") or [{}])[0]
        self._finish = choice.get("finish_reason") or self._finish
        if self._path == "/completions":
            return choice.get("text") or ""
        return (choice.get("delta") or {}).get("content") or ""

    async def aclose(self) -> None:
        """Release the connection and the endpoint (also when the caller stops reading early)."""
        response, self._response = self._response, None
        if response is not None:
            assert self._endpoint is not None
            self._endpoint.in_flight -= 1
            with anyio.CancelScope(shield=True):
                await response.aclose()


def _event(payload: str) -> dict[str, Any]:
    """One server-sent event of a streamed completion."""
    try:
        event = json.loads(payload)
    except ValueError:
        raise BackendError(f"the server sent a stream event that is not JSON: {payload[:80]!r}") from None
    if not isinstance(event, dict):
        raise BackendError(f"the server sent a stream event that is not an object: {payload[:80]!r}")
    if "error" in event:
        raise BackendError(f"the server failed mid-answer: {_error_of(event)[1]}")
    return event
