"""OpenAIBackend against real `llama_cpp.server` processes on 127.0.0.1 (the 0.5B model), plus the
retry policy against scripted HTTP answers (429 / 503 cannot be provoked from a healthy server)."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import replace

import anyio
import httpx
import pytest

from rlm.backends import Backend, BackendError, Completion, ContextOverflowError
from rlm.backends import openai as oai
from rlm.config import RoleConfig
from rlm.models import resolve
from rlm.sampling import Sampling

MODEL = "qwen2.5-coder-0.5b"
KEY_ENV = "RLM_TEST_SERVER_KEY"
N_CTX = 1024


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _start_server(api_key: str | None = None) -> tuple[subprocess.Popen[bytes], str]:
    port = _free_port()
    cmd = [
        sys.executable, "-m", "llama_cpp.server", "--model", str(resolve(MODEL)), "--host", "127.0.0.1",
        "--port", str(port), "--n_ctx", str(N_CTX), "--n_threads", "1", "--n_threads_batch", "2",
    ]  # fmt: skip
    if api_key:
        cmd += ["--api_key", api_key]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    return proc, f"http://127.0.0.1:{port}/v1"


def _wait_ready(proc: subprocess.Popen[bytes], url: str, deadline: float) -> None:
    while time.monotonic() < deadline:
        assert proc.poll() is None, "llama_cpp.server exited during start-up"
        try:
            if httpx.get(url + "/models", headers={"Authorization": "Bearer secret"}, timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.3)
    raise AssertionError(f"llama_cpp.server at {url} not ready in time")


@pytest.fixture(scope="module")
def servers() -> Iterator[list[str]]:
    """Two real servers of the 0.5B (the first needs a key), stopped at the end whatever happens."""
    procs = [_start_server("secret"), _start_server()]
    try:
        deadline = time.monotonic() + 120
        for proc, url in procs:
            _wait_ready(proc, url, deadline)
        yield [url for _, url in procs]
    finally:
        for proc, _ in procs:
            proc.terminate()
        for proc, _ in procs:
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


@pytest.fixture
def cfg(servers: list[str], monkeypatch: pytest.MonkeyPatch) -> RoleConfig:
    monkeypatch.setenv(KEY_ENV, "secret")
    return RoleConfig(model=MODEL, n_ctx=N_CTX, backend="openai", base_urls=(servers[0],), api_key_env=KEY_ENV)


def _run(coro_fn, *args):  # type: ignore[no-untyped-def]
    return anyio.run(coro_fn, *args)


QUESTION = [
    {"role": "system", "content": "You are a terse assistant."},
    {"role": "user", "content": "What is the capital of France? One word."},
]


@pytest.mark.model
def test_complete_stream_and_protocol(cfg: RoleConfig) -> None:
    backend = oai.OpenAIBackend("sub", cfg)
    assert isinstance(backend, Backend) and backend.context_window == N_CTX

    async def main() -> tuple:
        first = await backend.complete(QUESTION, Sampling(max_tokens=6))
        second = await backend.complete(QUESTION, Sampling(max_tokens=6))
        stream = backend.stream(QUESTION, Sampling(max_tokens=6))
        pieces = [p async for p in stream]
        await backend.aclose()
        return first, second, pieces, stream.completion

    first, second, pieces, streamed = _run(main)
    assert "Paris" in first.text and first.text == second.text  # temperature 0 is deterministic
    assert first.prompt_tokens > 10 and 1 <= first.completion_tokens <= 6
    assert first.finish_reason in ("stop", "length") and first.decode_seconds > 0
    assert len(pieces) >= 1 and "".join(pieces) == first.text
    assert streamed.text == first.text and 1 <= streamed.completion_tokens <= 6 and streamed.decode_seconds > 0
    assert streamed.prompt_tokens == first.prompt_tokens  # counted locally when the server sends no usage
    assert backend.endpoints[0].in_flight == 0


@pytest.mark.model
def test_prefill_is_continued_not_repeated(cfg: RoleConfig) -> None:
    backend = oai.OpenAIBackend("root", cfg)
    prompt = [{"role": "user", "content": "Write Python that prints the sum of 2 and 3. Only code."}]

    async def main() -> tuple:
        done = await backend.complete(prompt, Sampling(max_tokens=24, prefill="```python\n", stop=["```"]))
        pieces = backend.stream(prompt, Sampling(max_tokens=24, prefill="```python\n", stop=["```"]))
        streamed = "".join([p async for p in pieces])
        await backend.aclose()
        return done, streamed

    done, streamed = _run(main)
    assert "print" in done.text and not done.text.lstrip().startswith("```")
    assert "```" not in done.text and streamed == done.text


@pytest.mark.model
def test_tokens_overflow_and_key(cfg: RoleConfig, servers: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    backend = oai.OpenAIBackend("sub", cfg)
    text = "The quick brown fox, in 2026, jumps over 13 lazy dogs."
    remote = httpx.post(
        servers[0].removesuffix("/v1") + "/extras/tokenize/count", json={"input": text},
        headers={"Authorization": "Bearer secret"}, timeout=10,
    ).json()["count"]  # fmt: skip
    assert backend.count_tokens(text) == remote  # the model's own tokenizer, read locally

    with pytest.raises(ContextOverflowError, match="window"):
        _run(lambda: backend.complete("word " * (N_CTX + 200), Sampling(max_tokens=4)))
    ok, overflow = _run(lambda: backend.complete_many([QUESTION, "word " * (N_CTX + 200)], Sampling(max_tokens=6)))
    assert isinstance(ok, Completion) and "Paris" in ok.text  # a batch: each prompt its own outcome
    assert isinstance(overflow, ContextOverflowError)
    monkeypatch.setenv(KEY_ENV, "wrong")
    wrong = oai.OpenAIBackend("sub", cfg)
    with pytest.raises(BackendError, match=KEY_ENV) as info:
        _run(lambda: wrong.complete("hi", Sampling(max_tokens=2)))
    assert "\n" not in str(info.value) and wrong.endpoints[0].requests == 1  # a 401 is not retried


@pytest.mark.model
def test_spread_by_load_and_failover(cfg: RoleConfig, servers: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(oai, "BACKOFF_SECONDS", 0.05)
    dead = f"http://127.0.0.1:{_free_port()}/v1"
    backend = oai.OpenAIBackend("sub", replace(cfg, base_urls=(dead, *servers)))

    async def main() -> list[str]:
        results: list[str] = ["" for _ in range(4)]

        async def one(i: int) -> None:
            results[i] = (await backend.complete(f"Count from {i} to {i + 2}.", Sampling(max_tokens=4))).text

        async with anyio.create_task_group() as tg:
            for i in range(4):
                tg.start_soon(one, i)
        await backend.aclose()
        return results

    results = _run(main)
    assert all(results)
    by_url = {e.url: e for e in backend.endpoints}
    assert by_url[dead].failures >= 1 and by_url[dead].requests == by_url[dead].failures
    assert by_url[servers[0]].requests >= 1 and by_url[servers[1]].requests >= 1
    assert sum(e.in_flight for e in backend.endpoints) == 0


@pytest.mark.model
def test_model_known_only_remotely_uses_chat_endpoint(cfg: RoleConfig) -> None:
    backend = oai.OpenAIBackend("sub", replace(cfg, model="some-remote-model"))
    assert backend.count_tokens("hello world") == 2  # cl100k estimate: no local tokenizer
    done = _run(lambda: backend.complete(QUESTION, Sampling(max_tokens=6)))
    assert "Paris" in done.text


def _scripted(answers: list[httpx.Response]) -> tuple[httpx.MockTransport, list[httpx.Request]]:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/models"):
            return httpx.Response(200, json={"data": [{"id": "served"}]})
        seen.append(request)
        return answers.pop(0)

    return httpx.MockTransport(handler), seen


OK = httpx.Response(
    200,
    json={
        "choices": [{"message": {"content": "fine"}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 3, "completion_tokens": 1},
    },
)


def test_retries_429_and_5xx_then_succeeds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(oai, "BACKOFF_SECONDS", 0.01)
    transport, seen = _scripted([httpx.Response(503), httpx.Response(429, headers={"Retry-After": "0"}), OK])
    cfg = RoleConfig(model="/nowhere/x.gguf", base_urls=("http://fleet:8000",))
    backend = oai.OpenAIBackend("sub", cfg, transport=transport)
    done = _run(lambda: backend.complete([{"role": "user", "content": "hi"}], Sampling(max_tokens=2)))
    assert done.text == "fine" and done.prompt_tokens == 3 and len(seen) == 3
    assert seen[0].url == "http://fleet:8000/v1/chat/completions"
    assert b'"model":"served"' in seen[0].content.replace(b" ", b"")


def test_gives_up_with_one_line_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(oai, "BACKOFF_SECONDS", 0.01)
    failures = [httpx.Response(500, json={"error": {"message": "boom"}}) for _ in range(oai.MAX_ATTEMPTS)]
    transport, seen = _scripted(failures)
    backend = oai.OpenAIBackend("sub", RoleConfig(model="m", base_urls=("http://a:1/v1",)), transport=transport)
    with pytest.raises(BackendError, match="attempts failed.*boom") as info:
        _run(lambda: backend.complete("hi"))
    assert len(seen) == oai.MAX_ATTEMPTS and "\n" not in str(info.value)
    assert seen[0].url == "http://a:1/v1/completions"  # a plain string is a raw completion
    with pytest.raises(BackendError, match="needs base_urls"):
        oai.OpenAIBackend("sub", RoleConfig(model="m"))
    with pytest.raises(BackendError, match="not an http"):
        oai.OpenAIBackend("sub", RoleConfig(model="m", base_urls=("fleet:8000",)))


def test_session_sticks_to_one_endpoint_and_fresh_calls_spread() -> None:
    transport, seen = _scripted([OK for _ in range(6)])
    urls = ("http://a:1/v1", "http://b:1/v1")
    backend = oai.OpenAIBackend("sub", RoleConfig(model="m", base_urls=urls), transport=transport)
    messages = [{"role": "user", "content": "hi"}]

    async def main() -> None:
        for _ in range(3):
            await backend.complete(messages, Sampling(session="conversation-1"))
        for _ in range(3):
            await backend.complete(messages)

    _run(main)
    hosts = [request.url.host for request in seen]
    assert len(set(hosts[:3])) == 1  # one conversation, one server: its KV prefix is reused
    assert set(hosts[3:]) == {"a", "b"}  # idle endpoints take turns


class _BrokenStream(httpx.AsyncByteStream):
    """One token of an answer, then the connection drops."""

    async def __aiter__(self):  # type: ignore[no-untyped-def]
        yield b'data: {"choices": [{"text": "Hel", "finish_reason": null}]}\n\n'
        raise httpx.ReadError("connection reset")


def test_stream_stats_and_a_stream_broken_mid_answer() -> None:
    pieces = (b'{"choices": [{"text": "Hel"}]}', b'{"choices": [{"text": "lo", "finish_reason": "length"}]}', b"[DONE]")
    events = b"".join(b"data: " + piece + b"\n\n" for piece in pieces)
    transport, seen = _scripted([httpx.Response(200, content=events), httpx.Response(200, stream=_BrokenStream())])
    backend = oai.OpenAIBackend("sub", RoleConfig(model="m", base_urls=("http://a:1/v1",)), transport=transport)

    async def main() -> tuple:
        whole = backend.stream("say hello", Sampling(max_tokens=2))
        text = "".join([p async for p in whole])
        broken = backend.stream("say hello", Sampling(max_tokens=2))
        got = [await broken.__anext__()]
        with pytest.raises(BackendError, match="broke off the answer"):
            got.append(await broken.__anext__())
        return text, whole.completion, got

    text, completion, got = _run(main)
    assert text == "Hello" and completion.text == "Hello" and completion.finish_reason == "length"
    assert completion.completion_tokens == 2  # no usage sent: one token per event
    assert got == ["Hel"] and len(seen) == 2 and backend.endpoints[0].in_flight == 0
