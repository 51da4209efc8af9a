"""Settings under which verifying a k-token draft computes bit for bit what k one-token decodes compute.

Speculative decoding is exact only if the logits of a verify batch equal those of plain decoding.
llama.cpp's CPU backend picks kernels by batch size, and each switch changes the order of float sums
(measured on 0.3.36 with `tests/test_speculative.py::test_verify_batch_is_bitwise_plain_decoding`):

- llamafile's tinyBLAS takes every matmul of 2+ rows (Q5_0/Q8_0/F16 here) and leaves one-row
  (decode) matmuls to ggml's dot products, which sum in another order. scripts/bootstrap.sh --exact
  (`make setup-exact`) builds llama.cpp with that guard removed into `.venv/llama-cpp-exact`: tinyBLAS sums each output
  the same way whatever its tile, so every batch size computes the same floats, and prompts keep
  tinyBLAS's speed (an earlier exact build without tinyBLAS read a 0.5B model's prompts 1.8x slower).
  An exact worker loads that build (`LLAMA_CPP_LIB_PATH`);
- weight repacking (CPU_REPACK, e.g. Q4_K as 8x8 blocks) runs a 4-row GEMM beside a 1-row GEMV:
  `use_extra_bufts = False` keeps the plain layout;
- flash attention splits the KV cache across threads for a single query of 512+ positions, and
  tiles queries for larger batches: off, the attention is two matmuls + softmax, per row;
- the tiled K-quant matmul starts at 8 rows: a verify batch stays below it (`MAX_VERIFY_TOKENS`),
  so prompt evaluation keeps the fast kernel.

So a worker of a role set `exact = true` runs the exact build and loads its models with
`load_llama(exact=True)`. That costs 0.4-0.6x of the fast build's decoding speed (`benchmarks/speculative.py`),
so by default drafting workers run the fast build and accept outputs that differ from plain greedy decoding
where the two best tokens nearly tie (tests/test_speculative.py counts them).
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rlm.errors import RLMError

if TYPE_CHECKING:
    import llama_cpp

MAX_VERIFY_TOKENS = 7  # the sampled token + up to 6 draft tokens: below the tiled kernel's 8 rows
LIBRARY_ENV = "LLAMA_CPP_LIB_PATH"  # where llama-cpp-python loads libllama & co from


def exact_library() -> Path:
    """The llama.cpp build with one-row tinyBLAS that scripts/bootstrap.sh puts next to the installed one."""
    path = Path(sys.prefix) / "llama-cpp-exact"
    if not (path / "libllama.so").exists():
        raise RLMError(
            f"exact drafting needs the second llama.cpp build in {path}, which is missing: "
            "run `make setup-exact` (or set exact = false for this role)"
        )
    return path


def load_llama(*, exact: bool, **kwargs: Any) -> llama_cpp.Llama:
    """`llama_cpp.Llama(**kwargs)`; exact: as a drafting worker must, with flash attention and repacking off."""
    import llama_cpp  # here: the parent process of the workers never loads llama.cpp

    if not exact:
        return llama_cpp.Llama(**kwargs)
    with _plain_weight_layout():
        return llama_cpp.Llama(**{**kwargs, "flash_attn": False})


@contextlib.contextmanager
def _plain_weight_layout() -> Iterator[None]:
    """Load models inside this block without repacked weights.

    `llama_cpp.Llama` does not expose `use_extra_bufts`; it builds its model parameters from
    `llama_model_default_params()`, so the default is changed for the duration of the load.
    """
    import llama_cpp.llama_cpp as llama_lib

    default = llama_lib.llama_model_default_params

    def params() -> Any:
        p = default()
        p.use_extra_bufts = False
        return p

    llama_lib.llama_model_default_params = params
    try:
        yield
    finally:
        llama_lib.llama_model_default_params = default
