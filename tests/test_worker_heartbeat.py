"""A healthy request that sends no text for longer than `stall_seconds` (a long prompt being read, a model being
loaded) is not taken for a hung worker: the worker's heartbeat between llama_decode calls, and while it loads,
keeps it alive."""

from __future__ import annotations

import time
from dataclasses import replace

import anyio
import pytest

from rlm.engine import Pool, Request, WorkerSpec
from rlm.engine.vocab import Vocab
from rlm.hw import plan_workers
from rlm.models import resolve
from rlm.sampling import Sampling

MODEL = "qwen2.5-coder-0.5b"
LOADED = "qwen2.5-coder-1.5b"  # loads in seconds, the 0.5B in a fraction of one
# The limit is a third of the time this machine, just now, took to read a prompt like the one timed against it:
# a fixed limit is either shorter than a heartbeat's gap on a busy machine (one 64-token llama_decode took over
# 2 s on a loaded 2-core one) or longer than the whole prompt on an idle one.
SHARE = 3


@pytest.mark.model
def test_a_prompt_read_for_longer_than_the_stall_limit_survives() -> None:
    path = resolve(MODEL)
    vocab = Vocab.load(path)
    assert vocab.template is not None

    def prompt(step: int) -> list[int]:  # each step its own numbers: a prompt shares only its head with another
        text = " ".join(f"Line {i}: the warehouse shipped {i * step} boxes of item {i % 13}." for i in range(150))
        return vocab.tokenize(vocab.template.render([{"role": "user", "content": text + "\nHow many lines?"}]),
                              special=True)

    measured, timed = prompt(7), prompt(11)
    spec = WorkerSpec(name=MODEL, path=str(path), n_ctx=8192)

    async def main() -> tuple[float, float, int, int, int | None, int | None]:
        plans = [replace(p, n_batch=64, n_ubatch=64) for p in plan_workers("sub", instances=1)]  # a heartbeat per 64 tokens
        async with Pool(spec, plans) as pool:  # loading is not timed against this limit
            await pool.complete(Request(vocab.tokenize("Hi", special=False), Sampling(max_tokens=1)))
            pid = pool.workers[0].pid
            started = time.monotonic()
            await pool.complete(Request(measured, Sampling(max_tokens=1)))
            limit = (time.monotonic() - started) / SHARE
            pool.stall_seconds = limit  # read by the pool at each message it waits for
            started = time.monotonic()
            read = await pool.complete(Request(timed, Sampling(max_tokens=1)))
            return limit, time.monotonic() - started, read.prompt_tokens - read.cached_tokens, pool.workers[0].deaths, \
                pid, pool.workers[0].pid

    limit, seconds, evaluated, deaths, before, after = anyio.run(main)
    assert evaluated > 2500, "the timed prompt was not read afresh"
    assert seconds > limit, f"the prompt took {seconds:.1f} s: not longer than the limit ({limit:.1f} s)"
    assert deaths == 0 and before == after  # never killed as hung, never restarted


@pytest.mark.model
def test_a_model_loading_for_longer_than_the_stall_limit_survives() -> None:
    """Loading runs no llama_decode: a stall limit shorter than the load killed every load as hung."""
    path = resolve(LOADED)
    vocab = Vocab.load(path)
    spec = WorkerSpec(name=LOADED, path=str(path), n_ctx=8192)
    hello = Request(vocab.tokenize("Hi", special=False), Sampling(max_tokens=1))

    async def first_reply(**stall: float) -> tuple[float, int]:
        async with Pool(spec, plan_workers("sub", instances=1), **stall) as pool:
            started = time.monotonic()
            await pool.complete(hello)  # the worker starts, loads the model, then decodes one token
            return time.monotonic() - started, pool.workers[0].deaths

    measured = min(anyio.run(first_reply) for _ in range(2))[0]  # the second from a warm page cache
    limit = measured / SHARE
    seconds, deaths = anyio.run(lambda: first_reply(stall_seconds=limit))
    assert seconds > limit, f"the load took {seconds:.1f} s: not longer than the limit ({limit:.1f} s)"
    assert deaths == 0  # never killed as hung
