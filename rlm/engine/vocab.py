"""A model's tokenizer and chat template, loaded without its weights (vocab-only, a fraction of a second).

The parent process tokenizes and renders prompts itself, so it can count tokens for budgets and
refuse an over-window prompt before any worker is started or busy.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rlm.chat import ChatTemplate
from rlm.errors import BackendError


@dataclass
class Vocab:
    path: Path
    n_ctx_train: int
    n_vocab: int
    template: ChatTemplate | None
    _model: Any  # llama_cpp._internals.LlamaModel loaded with vocab_only

    @classmethod
    def load(cls, path: Path) -> Vocab:
        import llama_cpp
        from llama_cpp._internals import LlamaModel

        params = llama_cpp.llama_model_default_params()
        params.vocab_only = True
        try:
            model = LlamaModel(path_model=str(path), params=params, verbose=False)
        except ValueError as exc:  # llama.cpp says only "failed to load"
            raise BackendError(
                f"llama.cpp cannot read {path} (truncated or not a model it supports); "
                "for a registry model, delete it and run `rlm models pull`"
            ) from exc
        meta = model.metadata()
        source = meta.get("tokenizer.chat_template")
        template = None
        if source:
            bos, eos = model.token_bos(), model.token_eos()
            template = ChatTemplate(
                source,
                bos_token=model.token_get_text(bos) if bos >= 0 else "",
                eos_token=model.token_get_text(eos) if eos >= 0 else "",
            )
        # vocab-only loading skips the hyperparameters: read the trained context from the metadata
        n_ctx_train = int(meta.get(f"{meta.get('general.architecture', '')}.context_length", 0))
        return cls(path, n_ctx_train, model.n_vocab(), template, model)

    def tokenize(self, text: str, *, special: bool) -> list[int]:
        """`special`: parse control tokens written as text (<|im_start|>) — for rendered prompts only.

        A BOS is added when the model wants one, unless the rendered text already starts with it.
        """
        add_bos = self._model.add_bos_token()
        if special and add_bos and self.template is not None and self.template.bos_token:
            add_bos = not text.startswith(self.template.bos_token)
        return self._model.tokenize(text.encode("utf-8"), add_bos, special)

    def count(self, text: str) -> int:
        """Tokens of plain text (no BOS, control-token look-alikes counted as text)."""
        return len(self._model.tokenize(text.encode("utf-8"), False, False))
