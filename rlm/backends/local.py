"""A role served by local llama.cpp worker processes (rlm/engine), behind the `Backend` protocol.

The model file is resolved (pulled if missing) and its tokenizer loaded on first use; the worker pool
starts on the first request. Prompts are rendered and tokenized here, so an over-window prompt is
refused before any worker is busy with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Self

from rlm.backends.base import Completion, Prompt
from rlm.chat import render_prompt
from rlm.config import ConfigError, RoleConfig
from rlm.engine.pool import GenerationStream, Pool, Request, WorkerStatus
from rlm.engine.vocab import Vocab
from rlm.engine.worker import WorkerSpec, parse_kv_overrides
from rlm.errors import BackendError, ContextOverflowError
from rlm.hw import WorkerPlan, plan_workers
from rlm.sampling import Sampling

if TYPE_CHECKING:
    from rlm.engine.generate import Generation


class CompletionStream:
    """The text of one completion as it is generated; `completion` holds the stats once it ends."""

    def __init__(self, backend: LocalBackend, stream: GenerationStream | None, error: Exception | None) -> None:
        self._backend = backend
        self._stream = stream
        self._error = error
        self.completion: Completion | None = None

    def __aiter__(self) -> CompletionStream:
        return self

    async def __anext__(self) -> str:
        if self._error is not None:
            raise self._error
        assert self._stream is not None
        try:
            return await self._stream.__anext__()
        except StopAsyncIteration:
            assert self._stream.result is not None
            self.completion = self._backend._completion(self._stream.result)
            raise

    async def aclose(self) -> None:
        if self._stream is not None:
            await self._stream.aclose()


class LocalBackend:
    """`name` is the role (root, sub, draft); `cfg` its settings. Pass `plans` to bypass the hardware plan."""

    def __init__(self, name: str, cfg: RoleConfig, *, plans: Sequence[WorkerPlan] | None = None) -> None:
        self.name = name
        self.cfg = cfg
        self._plans = list(plans) if plans is not None else None
        self._kv_overrides = parse_kv_overrides(cfg.kv_overrides)  # bad config fails now, not in a worker
        self._vocab: Vocab | None = None
        self._pool: Pool | None = None

    # -- protocol ------------------------------------------------------------------------------

    @property
    def context_window(self) -> int:
        return self.cfg.n_ctx if self.cfg.n_ctx > 0 else self.vocab.n_ctx_train

    def count_tokens(self, text: str) -> int:
        return self.vocab.count(text)

    async def complete(self, prompt: Prompt, sampling: Sampling = Sampling()) -> Completion:
        stream = self.stream(prompt, sampling)
        async for _ in stream:
            pass
        assert stream.completion is not None
        return stream.completion

    async def complete_many(
        self, prompts: Sequence[Prompt], sampling: Sampling = Sampling()
    ) -> list[Completion | BackendError]:
        """The prompts decoded together, one batch per worker (Pool.complete_many); a prompt over the
        window fails alone, a part of the batch whose worker died twice fails all of its prompts."""
        requests: dict[int, Request] = {}
        outcomes: dict[int, Completion | BackendError] = {}
        for i, prompt in enumerate(prompts):
            try:
                requests[i] = self._request(prompt, sampling)
            except BackendError as exc:
                outcomes[i] = exc
        done = await self.pool.complete_many(list(requests.values()))
        outcomes.update(zip(requests, (g if isinstance(g, BackendError) else self._completion(g) for g in done)))
        return [outcomes[i] for i in range(len(prompts))]

    def stream(self, prompt: Prompt, sampling: Sampling = Sampling()) -> CompletionStream:
        try:
            request = self._request(prompt, sampling)
            generation = self.pool.stream(request)
        except Exception as exc:  # noqa: BLE001 - raised on first iteration, as an async generator would
            return CompletionStream(self, None, exc)
        return CompletionStream(self, generation, None)

    @property
    def workers(self) -> list[WorkerStatus]:
        """The pool's workers (none before the first request)."""
        return self._pool.workers if self._pool is not None else []

    async def aclose(self) -> None:
        if self._pool is not None:
            await self._pool.aclose()
            self._pool = None

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # -- parts ---------------------------------------------------------------------------------

    @property
    def model_path(self) -> Path:
        from rlm.models import resolve

        return resolve(self.cfg.model)

    @property
    def vocab(self) -> Vocab:
        if self._vocab is None:
            self._vocab = Vocab.load(self.model_path)
        return self._vocab

    @property
    def pool(self) -> Pool:
        if self._pool is None:
            stall = {"stall_seconds": self.cfg.stall_seconds} if self.cfg.stall_seconds else {}
            self._pool = Pool(self._worker_spec(), self._plans or self._plan(), **stall)
        return self._pool

    def tokens(self, prompt: Prompt, prefill: str = "") -> list[int]:
        """The prompt exactly as the model will see it: chat template, prefill, tokenized."""
        text = render_prompt(prompt, self.vocab.template, prefill, model=self.cfg.model)
        return self.vocab.tokenize(text, special=True)

    def _request(self, prompt: Prompt, sampling: Sampling) -> Request:
        if sampling.max_tokens < 1:
            raise BackendError(f"max_tokens must be at least 1, got {sampling.max_tokens}")
        tokens = self.tokens(prompt, sampling.prefill)
        window = self.context_window
        if len(tokens) >= window:
            raise ContextOverflowError(
                f"the prompt is {len(tokens):,} tokens but the {self.name} model ({self.cfg.model}) has a "
                f"{window:,}-token window; shorten the prompt or raise n_ctx for [{self.name}] in rlm.toml"
            )
        limit = min(sampling.max_tokens, window - len(tokens))
        return Request(tokens=tokens, sampling=replace(sampling, max_tokens=limit), top_p=self.cfg.top_p)

    def _worker_spec(self) -> WorkerSpec:
        draft_path = None
        if self.cfg.draft.startswith("model:"):
            draft_path = str(self._draft_model(self.cfg.draft.removeprefix("model:")))
        return WorkerSpec(
            name=Path(self.cfg.model).stem if self.cfg.model.endswith(".gguf") else self.cfg.model,
            path=str(self.model_path),
            n_ctx=self.context_window,
            kv_overrides=self._kv_overrides,
            draft=self.cfg.draft,
            draft_path=draft_path,
            exact=self.cfg.exact and self.cfg.draft != "none",
        )

    def _draft_model(self, name: str) -> Path:
        """The draft model's file, once it is known to share this model's tokenizer (else llama.cpp crashes)."""
        from rlm.models import resolve

        path = resolve(name)
        n_draft, n_target = Vocab.load(path).n_vocab, self.vocab.n_vocab
        if n_draft != n_target:
            raise ConfigError(
                f'[{self.name}] draft = "model:{name}": its vocabulary has {n_draft:,} tokens, {self.cfg.model}\'s '
                f"{n_target:,}; a draft model must share the tokenizer (e.g. qwen2.5-coder-0.5b for qwen2.5-coder-1.5b)"
            )
        return path

    def _plan(self) -> list[WorkerPlan]:
        role = self.name if self.name in ("root", "sub", "draft") else "sub"
        return plan_workers(role, instances=self.cfg.instances, threads=self.cfg.threads)

    def _completion(self, gen: Generation) -> Completion:
        return Completion(
            text=gen.text,
            finish_reason=gen.finish_reason,
            prompt_tokens=gen.prompt_tokens,
            completion_tokens=gen.completion_tokens,
            cached_tokens=gen.cached_tokens,
            prompt_seconds=gen.prompt_seconds,
            decode_seconds=gen.decode_seconds,
            model=self.cfg.model,
            drafted=dict(gen.drafted),
            accepted=dict(gen.accepted),
            option_probs=dict(gen.option_probs),
        )
