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


@pytest.fixture(scope="module")
def real(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    log = tmp_path_factory.mktemp("log") / "server.log"
    with server(["-m", "rlm", "serve", "--log-level", "warning"], log) as s:
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
    stream = c.chat.completions.create(model="rlm", messages=messages, stream=True,
                                       extra_headers={"X-RLM-Session": "essays"})
    content = "".join(chunk.choices[0].delta.content or "" for chunk in stream if chunk.choices)
    follow_s = time.monotonic() - t0
    print(f"\nfirst question {first_s:.1f} s, follow-up in the session {follow_s:.1f} s "
          f"({len(doc):,} characters of document)")
    assert NEEDLES["silver-lantern"] in content
    assert follow_s < first_s


def test_a_root_worker_killed_mid_request_is_replaced(real: Server, doc: str) -> None:
    """SIGKILL to the root's worker while it writes: the pool restarts it and retries the call; the
    request ends answered, or with an error naming the kill, never hanging."""
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
                pids = [w["pid"] for w in httpx.get(health).json()["workers"]["root"] if w["pid"]]
                time.sleep(0.5)  # into the root's prompt evaluation
                killed = pids[0]
                os.kill(killed, signal.SIGKILL)
    seconds = time.monotonic() - t0
    assert killed is not None and lines[-1] == ("done", None)
    errors = [item for kind, item in lines if kind == "data" and "error" in item]
    content = "".join(item["choices"][0]["delta"].get("content") or "" for kind, item in lines
                      if kind == "data" and item.get("choices"))
    print(f"\nworker {killed} killed: {'error: ' + errors[0]['error']['message'] if errors else repr(content)} in {seconds:.1f} s")
    assert NEEDLES["quiet-harbor"] in content or "SIGKILL" in errors[0]["error"]["message"]
    root = httpx.get(health).json()["workers"]["root"]
    assert sum(w["deaths"] for w in root) >= 1 and killed not in [w["pid"] for w in root]
