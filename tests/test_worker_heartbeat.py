"""A healthy request that sends no text for longer than `stall_seconds` (a long prompt being read) is not
taken for a hung worker: the worker's heartbeat between llama_decode calls keeps it alive."""

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
STALL = 3.0  # well above one llama_decode of a 64-token batch, however busy the machine


@pytest.mark.model
def test_a_prompt_read_for_longer_than_the_stall_limit_survives() -> None:
    path = resolve(MODEL)
    vocab = Vocab.load(path)
    assert vocab.template is not None
    text = " ".join(f"Line {i}: the warehouse shipped {i * 7} boxes of item {i % 13}." for i in range(150))
    tokens = vocab.tokenize(vocab.template.render([{"role": "user", "content": text + "\nHow many lines?"}]), special=True)
    spec = WorkerSpec(name=MODEL, path=str(path), n_ctx=8192)

    async def main() -> tuple[float, int, int | None, int | None]:
        plans = [replace(p, n_batch=64, n_ubatch=64) for p in plan_workers("sub", instances=1)]  # a heartbeat per 64 tokens
        async with Pool(spec, plans, stall_seconds=STALL) as pool:
            await pool.complete(Request(vocab.tokenize("Hi", special=False), Sampling(max_tokens=1)))  # loaded before timing
            pid = pool.workers[0].pid
            started = time.monotonic()
            await pool.complete(Request(tokens, Sampling(max_tokens=1)))
            return time.monotonic() - started, pool.workers[0].deaths, pid, pool.workers[0].pid

    seconds, deaths, before, after = anyio.run(main)
    assert len(tokens) > 2500 and seconds > 2 * STALL, f"the prompt took {seconds:.1f} s: not longer than the limit"
    assert deaths == 0 and before == after  # never killed as hung, never restarted
