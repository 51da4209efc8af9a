"""One llama.cpp context, its batch, and a record of the tokens each sequence holds in the KV cache.

Knowing what the cache holds is what lets a call evaluate only what differs from the previous one
(a root model's next turn, a draft model catching up) and lets a verifier drop rejected positions.
"""

from __future__ import annotations

import ctypes
import time
from collections.abc import Callable, Sequence

import llama_cpp
import numpy as np

from rlm.errors import BackendError


def common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    """Length of the longest common prefix of two token lists."""
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


PARK_MIN = 256  # a sequence this long is saved to memory before another prompt takes its place
PARKED = 2  # saved sequences kept per context, the least recently saved dropped first


class KVContext:
    """A context's KV cache as token lists per sequence (positions 0..len-1), plus a reusable batch.

    Not thread-safe; one owner. `last_decode_seconds` times the latest `decode` (for cost models).
    `after_decode`, if set, runs after every successful decode, with the bookkeeping done: the only
    moment a long prompt evaluation can report progress or be abandoned (an exception it raises
    leaves the cache consistent).
    """

    def __init__(self, ctx: llama_cpp.llama_context_p, *, n_batch: int, n_vocab: int, n_seq: int = 1) -> None:
        self.ctx = ctx
        self.n_batch = n_batch
        self.n_vocab = n_vocab
        self.n_ctx = llama_cpp.llama_n_ctx(ctx)
        self.seqs: list[list[int]] = [[] for _ in range(n_seq)]
        self.last_decode_seconds = 0.0
        self.after_decode: Callable[[], None] | None = None
        self._mem = llama_cpp.llama_get_memory(ctx)
        self._batch = llama_cpp.llama_batch_init(n_batch, 0, 1)
        self._parked: dict[tuple[int, ...], ctypes.Array[ctypes.c_uint8]] = {}
        llama_cpp.llama_memory_clear(self._mem, True)

    def __del__(self) -> None:
        batch = getattr(self, "_batch", None)
        if batch is not None:
            llama_cpp.llama_batch_free(batch)
            self._batch = None

    def prefill(self, seq: int, tokens: Sequence[int]) -> tuple[int, np.ndarray]:
        """Make sequence `seq` hold `tokens`; returns (tokens reused, logits after the last one).

        The longest common prefix with what the sequence holds is kept, the rest removed; the last
        token is always evaluated, since its logits are what generation starts from, and always alone:
        llama.cpp's kernels change with batch size, so evaluated inside a chunk its logits would differ
        from those of a cached prompt, and a repeated call could answer differently.
        """
        self._swap(seq, tokens)
        self.truncate(seq, min(common_prefix(self.seqs[seq], tokens), len(tokens) - 1))
        keep = len(self.seqs[seq])  # 0 if the cache could not be cut
        body = list(tokens[keep:-1])
        for i in range(0, len(body), self.n_batch):
            self.decode([(seq, body[i : i + self.n_batch], 0)])
        (rows,) = self.decode([(seq, tokens[-1:], 1)])
        return keep, rows[-1]

    def _swap(self, seq: int, tokens: Sequence[int]) -> None:
        """Park what `seq` holds when `tokens` would throw most of it away, and bring back a parked sequence
        that shares more with `tokens` than `seq` does. A side call (a fresh read, an answer's span) between
        two turns of a root conversation evicted it: the next turn read 1,500 prompt tokens again, 40 s on
        2 cores. A copy of the sequence's KV cells costs milliseconds and restores the same cells."""
        held = self.seqs[seq]
        keep = common_prefix(held, tokens)
        shared, best = max(((common_prefix(k, tokens), k) for k in self._parked), default=(0, ()))
        data = self._parked.pop(best) if shared > keep + PARK_MIN // 4 else None
        if len(held) >= PARK_MIN and (data is not None or keep < len(held) // 2):
            self._park(seq)
        if data is not None:
            llama_cpp.llama_memory_seq_rm(self._mem, seq, -1, -1)
            held.clear()
            if llama_cpp.llama_state_seq_set_data(self.ctx, data, len(data), seq):
                held.extend(best)
            else:  # not restored: the sequence is empty and the prompt is evaluated in full
                llama_cpp.llama_memory_seq_rm(self._mem, seq, -1, -1)

    def _park(self, seq: int) -> None:
        size = llama_cpp.llama_state_seq_get_size(self.ctx, seq)
        data = (ctypes.c_uint8 * size)()
        if llama_cpp.llama_state_seq_get_data(self.ctx, data, size, seq) != size:
            return
        self._parked[tuple(self.seqs[seq])] = data
        while len(self._parked) > PARKED:
            del self._parked[next(iter(self._parked))]

    def truncate(self, seq: int, keep: int) -> None:
        """Drop positions >= keep of sequence `seq` (all of it if the cache cannot cut it there)."""
        held = self.seqs[seq]
        if keep >= len(held):
            return
        if not llama_cpp.llama_memory_seq_rm(self._mem, seq, keep, -1):
            llama_cpp.llama_memory_seq_rm(self._mem, seq, -1, -1)
            keep = 0
        del held[keep:]

    def decode(self, items: Sequence[tuple[int, Sequence[int], int]]) -> list[np.ndarray]:
        """One llama_decode of (seq, tokens, n_logits) items, each appended after what its sequence holds.

        Returns per item the logits of its last `n_logits` tokens (rows; views valid until the next
        decode). Logits are computed only for those positions.
        """
        batch = self._batch
        i = 0
        for seq, tokens, n_logits in items:
            base = len(self.seqs[seq])
            first_out = len(tokens) - n_logits
            for j, tok in enumerate(tokens):
                batch.token[i] = tok
                batch.pos[i] = base + j
                batch.n_seq_id[i] = 1
                batch.seq_id[i][0] = seq
                batch.logits[i] = 1 if j >= first_out else 0
                i += 1
        batch.n_tokens = i
        t0 = time.perf_counter()
        rc = llama_cpp.llama_decode(self.ctx, batch)
        self.last_decode_seconds = time.perf_counter() - t0
        if rc != 0:
            # What the cache holds after a failed decode is unknown: start clean next time.
            llama_cpp.llama_memory_clear(self._mem, True)
            for held in self.seqs:
                held.clear()
            raise BackendError(f"llama_decode failed (code {rc}) on a batch of {i} tokens")
        n_out = sum(n for _, _, n in items)
        rows = (
            np.ctypeslib.as_array(llama_cpp.llama_get_logits(self.ctx), shape=(n_out, self.n_vocab))
            if n_out
            else np.empty((0, self.n_vocab), dtype=np.float32)
        )
        out: list[np.ndarray] = []
        r = 0
        for seq, tokens, n_logits in items:
            self.seqs[seq].extend(tokens)
            out.append(rows[r : r + n_logits])
            r += n_logits
        if self.after_decode is not None:
            self.after_decode()
        return out
