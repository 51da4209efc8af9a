"""Concurrent calls go to the endpoint with the fewest requests in flight (not in turns, not at random)."""

from __future__ import annotations

from collections import Counter

import anyio
import httpx

from rlm.backends import openai as oai
from rlm.config import RoleConfig
from rlm.sampling import Sampling


def test_concurrent_calls_go_where_fewest_are_in_flight() -> None:
    served: Counter[str] = Counter()
    in_flight: Counter[str] = Counter()
    peak: Counter[str] = Counter()
    release = anyio.Event()  # the slow endpoint answers only once every call has been made

    async def handler(request: httpx.Request) -> httpx.Response:
        host = request.url.host
        if request.url.path.endswith("/models"):
            return httpx.Response(200, json={"data": [{"id": "served"}]})
        served[host] += 1
        in_flight[host] += 1
        peak[host] = max(peak[host], in_flight[host])
        if host == "slow":
            await release.wait()
        in_flight[host] -= 1
        return httpx.Response(200, json={"choices": [{"message": {"content": "ok"}, "finish_reason": "stop"}],
                                         "usage": {"prompt_tokens": 1, "completion_tokens": 1}})

    urls = ("http://slow:1/v1", "http://fast:1/v1")
    backend = oai.OpenAIBackend("sub", RoleConfig(model="m", base_urls=urls), transport=httpx.MockTransport(handler))

    async def main() -> None:
        async with anyio.create_task_group() as tg:
            for n in range(1, 11):  # each call once the one before is served or held, never by the clock
                tg.start_soon(backend.complete, [{"role": "user", "content": "hi"}], Sampling(max_tokens=1))
                with anyio.fail_after(10):
                    while sum(served.values()) < n or in_flight["fast"]:
                        await anyio.sleep(0.005)
            release.set()
        await backend.aclose()

    anyio.run(main)
    assert sum(served.values()) == 10
    # In turns, each endpoint would have had 5; by load, the slow one holds one call and every other goes
    # to the fast one, which has none in flight again by the time the next call comes.
    assert served["slow"] == 1 and served["fast"] == 9 and peak["fast"] == 1
    assert sum(e.in_flight for e in backend.endpoints) == 0
