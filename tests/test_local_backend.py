"""LocalBackend on the real 0.5B model: chat template, prefill, determinism, prefix reuse, window errors."""

from __future__ import annotations

import anyio
import pytest

from rlm.backends import Backend, BackendError, Completion, ContextOverflowError, open_backend
from rlm.backends.local import LocalBackend
from rlm.config import ConfigError, RoleConfig
from rlm.sampling import Sampling

SUB = RoleConfig(model="qwen2.5-coder-0.5b", n_ctx=1024, instances=1)


def test_open_backend_chooses_by_config() -> None:
    backend = open_backend("sub", SUB)
    assert isinstance(backend, LocalBackend) and isinstance(backend, Backend)
    with pytest.raises(ConfigError, match="backend = 'grpc' is unknown"):
        open_backend("sub", RoleConfig(model="x", backend="grpc"))
    with pytest.raises(ConfigError, match="kv_overrides"):
        LocalBackend("sub", RoleConfig(model="x", kv_overrides={"k": "four"}))


@pytest.mark.model
def test_temperature_zero_is_deterministic_and_reuses_the_prefix() -> None:
    question = [
        {"role": "system", "content": "You are a calculator. Reply with the number only."},
        {"role": "user", "content": "What is 7 times 6?"},
    ]

    async def main() -> None:
        async with LocalBackend("sub", SUB) as backend:
            first = await backend.complete(question, Sampling(max_tokens=8))
            second = await backend.complete(question, Sampling(max_tokens=8, session="s1"))
            assert "42" in first.text
            assert second.text == first.text
            assert first.finish_reason == "stop" and first.completion_tokens > 0
            assert first.prompt_tokens == len(backend.tokens(question)) and first.prompt_seconds > 0
            assert second.cached_tokens >= first.prompt_tokens - 1  # the whole prompt's KV was reused
            assert first.model == "qwen2.5-coder-0.5b"

            # The prefill is part of the prompt, not of the answer; the stop string ends it.
            code = await backend.complete(
                [{"role": "user", "content": "Write Python that prints hello."}],
                Sampling(max_tokens=40, prefill="```python\n", stop=["```"]),
            )
            assert "print" in code.text and "```" not in code.text

            pieces = [p async for p in backend.stream(question, Sampling(max_tokens=8))]
            assert "".join(pieces) == first.text

            assert backend.count_tokens("hello world") == 2
            assert backend.context_window == 1024

    anyio.run(main)


@pytest.mark.model
def test_prompt_over_the_window_names_both_sizes() -> None:
    backend = LocalBackend("sub", RoleConfig(model="qwen2.5-coder-0.5b", n_ctx=256))
    prompt = "lorem ipsum dolor " * 200

    async def main() -> None:
        with pytest.raises(ContextOverflowError) as err:
            await backend.complete([{"role": "user", "content": prompt}], Sampling(max_tokens=8))
        size = len(backend.tokens([{"role": "user", "content": prompt}]))
        assert f"{size:,} tokens" in str(err.value) and "256-token window" in str(err.value)
        assert backend._pool is None or all(w.pid is None for w in backend._pool.workers)  # no worker started
        await backend.aclose()

    anyio.run(main)


@pytest.mark.model
def test_a_batch_answers_in_order_and_a_prompt_over_the_window_fails_alone() -> None:
    questions = ["What is the capital of France? One word.", "lorem ipsum dolor " * 200, "What is 2+2? Digits only."]

    async def main() -> list[Completion | BackendError]:
        async with LocalBackend("sub", RoleConfig(model="qwen2.5-coder-0.5b", n_ctx=256, instances=1)) as backend:
            return await backend.complete_many([[{"role": "user", "content": q}] for q in questions], Sampling(max_tokens=6))

    paris, overflow, four = anyio.run(main)
    assert isinstance(paris, Completion) and "Paris" in paris.text
    assert isinstance(overflow, ContextOverflowError) and "256-token window" in str(overflow)
    assert isinstance(four, Completion) and "4" in four.text and four.completion_tokens >= 1


@pytest.mark.model
def test_a_draft_model_with_another_tokenizer_is_refused() -> None:
    backend = LocalBackend("sub", RoleConfig(model="qwen2.5-coder-0.5b", n_ctx=256, draft="model:smollm2-135m"))

    async def main() -> None:
        with pytest.raises(ConfigError, match="49,152 tokens.*151,936.*must share the tokenizer"):
            await backend.complete("Hi", Sampling(max_tokens=1))
        await backend.aclose()

    anyio.run(main)
