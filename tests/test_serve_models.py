"""`rlm serve` end to end with the real default models (root Qwen2.5-Coder-1.5B, sub 0.5B) on ~150K
tokens of essays with two planted numbers: the openai client, a session follow-up, streaming, a
pass-through model, and a root worker killed mid-request. One server for all (loading costs)."""

from __future__ import annotations

import os
import signal
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import openai
import pytest
from serve_helpers import Server, server, sse_events

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "examples"))

NEEDLES = {"quiet-harbor": "4093751", "silver-lantern": "7310582"}
Q = "What is the special magic number for {}?"
pytestmark = pytest.mark.model


def essays() -> str:
    from ask_essays import build

    text = build().read_text(encoding="utf-8")
    for depth, (key, value) in zip((0.3, 0.7), NEEDLES.items(), strict=True):
        cut = text.find("\n\n", int(len(text) * depth))
        text = f"{text[:cut]}\n\nOne of the special magic numbers for {key} is: {value}.{text[cut:]}"
    return text


STALL = 30.0  # the root's hung-worker limit here (default 900 s): a stopped worker is noticed in a test's time


@pytest.fixture(scope="module")
def real(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder = tmp_path_factory.mktemp("serve")
    (folder / "rlm.toml").write_text(f"[root]\nstall_seconds = {STALL}\n")
    with server(["-m", "rlm", "--config", str(folder / "rlm.toml"), "serve", "--log-level", "warning"],
                folder / "server.log") as s:
        yield s


@pytest.fixture(scope="module")
def doc() -> str:
    return essays()


def test_a_long_document_then_a_faster_follow_up_in_a_session(real: Server, doc: str) -> None:
    c = openai.OpenAI(base_url=real.url, api_key="unused", max_retries=0, timeout=600)
    root_model = [m.id for m in c.models.list()][-1]
    warm = c.chat.completions.create(model=root_model, max_tokens=4,  # pass-through; loads the root model
                                     messages=[{"role": "user", "content": "Say OK."}])
    assert warm.choices[0].message.content and warm.usage is not None and warm.usage.completion_tokens <= 4
    messages = [{"role": "system", "content": doc}, {"role": "user", "content": Q.format("quiet-harbor")}]
    t0 = time.monotonic()
    first = c.chat.completions.create(model="rlm", messages=messages, extra_body={"session": "essays"})
    first_s = time.monotonic() - t0
    assert NEEDLES["quiet-harbor"] in first.choices[0].message.content
    assert first.model_extra["rlm"]["status"] == "answered" and first.usage.model_extra["roles"]["root"]["prompt"] > 0
    messages += [{"role": "assistant", "content": first.choices[0].message.content},
                 {"role": "user", "content": Q.format("silver-lantern")}]
    t0 = time.monotonic()
    body = {"model": "rlm", "messages": messages, "stream": True, "stream_options": {"include_usage": True}}
    with httpx.stream("POST", f"{real.url}/chat/completions", json=body, headers={"X-RLM-Session": "essays"},
                      timeout=600) as r:
        lines = list(sse_events(r))
    follow_s = time.monotonic() - t0
    content = "".join(d["choices"][0]["delta"].get("content") or "" for k, d in lines if k == "data" and d.get("choices"))
    replies = [e for k, e in lines if k == "progress" and e["kind"] == "reply"]
    print(f"\nfirst question {first_s:.1f} s, follow-up in the session {follow_s:.1f} s ({len(doc):,} characters of "
          f"document); the follow-up's root turns: " + ", ".join(f"{e['prompt_tokens']:,} prompt tokens "
                                                                 f"({e['cached_tokens']:,} cached)" for e in replies))
    assert replies[0]["cached_tokens"] > replies[0]["prompt_tokens"] * 0.8  # the first question's KV prefix reused
    assert NEEDLES["silver-lantern"] in content
    assert follow_s < first_s


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGSTOP], ids=["killed", "hung"])
def test_a_root_worker_killed_or_hung_mid_request_is_replaced(real: Server, doc: str, sig: signal.Signals) -> None:
    """SIGKILL (dead) or SIGSTOP (hung: silent past the stall limit) to the root's worker while it works:
    the pool kills and restarts it and retries the call; the request ends answered, or with an error
    naming what happened, never hanging."""
    health = f"{real.base}/health"
    body = {"model": "rlm", "stream": True, "messages": [{"role": "system", "content": doc},
                                                         {"role": "user", "content": Q.format("quiet-harbor")}]}
    killed = None
    lines = []
    t0 = time.monotonic()
    with httpx.stream("POST", f"{real.url}/chat/completions", json=body, timeout=600) as r:
        for kind, item in sse_events(r):
            lines.append((kind, item))
            if killed is None and kind == "progress" and item["kind"] == "turn":
                killed = busy_root_worker(health)
                os.kill(killed, sig)
    seconds = time.monotonic() - t0
    assert killed is not None and lines[-1] == ("done", None)
    errors = [item for kind, item in lines if kind == "data" and "error" in item]
    content = "".join(item["choices"][0]["delta"].get("content") or "" for kind, item in lines
                      if kind == "data" and item.get("choices"))
    print(f"\nworker {killed} got {sig.name}: {'error: ' + errors[0]['error']['message'] if errors else repr(content)} "
          f"in {seconds:.1f} s")
    assert NEEDLES["quiet-harbor"] in content or ("SIGKILL" if sig == signal.SIGKILL else "hung") in errors[0]["error"]["message"]
    assert sig != signal.SIGSTOP or seconds > STALL
    root = httpx.get(health).json()["workers"]["root"]
    assert sum(w["deaths"] for w in root) >= 1 and killed not in [w["pid"] for w in root]


def test_a_sub_model_streams_and_serves_another_rlm(real: Server) -> None:
    """Scaling out: rlm's own `openai` backend with a running `rlm serve` as its endpoint (raw prompts to
    /v1/completions, the code-fence pre-fill continued), and a pass-through stream."""
    import anyio

    from rlm.backends.openai import OpenAIBackend
    from rlm.config import RoleConfig
    from rlm.sampling import Sampling

    c = openai.OpenAI(base_url=real.url, api_key="unused", max_retries=0, timeout=300)
    sub = [m.id for m in c.models.list() if m.model_extra.get("role") == "sub"][0]
    pieces = [chunk.choices[0].delta.content or "" for chunk in c.chat.completions.create(
        model=sub, stream=True, max_tokens=8, messages=[{"role": "user", "content": "Count: 1, 2, 3,"}]) if chunk.choices]
    assert len([p for p in pieces if p]) > 1  # streamed, not sent at once

    async def remote() -> str:
        backend = OpenAIBackend("sub", RoleConfig(model=sub, backend="openai", base_urls=(real.url,)))
        try:
            done = await backend.complete([{"role": "user", "content": "Write print(1+1) in python."}],
                                          Sampling(max_tokens=12, prefill="```python\n", stop=("```",)))
        finally:
            await backend.aclose()
        assert done.prompt_tokens > 0 and done.completion_tokens > 0
        return done.text

    assert "print" in anyio.run(remote)


def test_ask_interactive_answers_each_question_on_one_load(doc: str, tmp_path: Path) -> None:
    import subprocess

    path = tmp_path / "essays.txt"
    path.write_text(doc)
    questions = "".join(Q.format(key) + "\n" for key in NEEDLES)
    done = subprocess.run([sys.executable, "-m", "rlm", "ask", "-i", "-q", "-c", str(path)], input=questions,
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-2000:]
    answers = done.stdout.splitlines()
    assert len(answers) == 2 and all(value in line for value, line in zip(NEEDLES.values(), answers, strict=True))


def busy_root_worker(health: str) -> int:
    """The pid of the root worker running a call, once one is (within 30 s)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        busy = [w["pid"] for w in httpx.get(health).json()["workers"].get("root", []) if w["busy"]]
        if busy:
            time.sleep(0.3)  # into the call
            return int(busy[0])
        time.sleep(0.05)
    raise AssertionError("no root worker became busy")
