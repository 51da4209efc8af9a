"""The pool keeps a session's conversation in its worker's KV cache while the plan has a worker to spare
(a session's follow-up in `rlm serve` would otherwise re-read its whole conversation after a side call)."""

from __future__ import annotations

from rlm.engine import Pool, Request, WorkerSpec
from rlm.hw import plan_workers, synthetic
from rlm.sampling import Sampling


def pool(workers: int) -> Pool:
    plans = plan_workers("root", instances=workers, topology=synthetic(cores=4))
    return Pool(WorkerSpec(name="m", path="/nonexistent.gguf", n_ctx=512), plans)


def ran(p: Pool, index: int, tokens: list[int], session: str | None) -> None:
    """As if worker `index` (started) had just run this request."""
    w = p._workers[index]
    w.ready = object()  # type: ignore[assignment]
    w.last_tokens, w.last_session = tokens, session


def test_a_side_call_starts_a_spare_worker_rather_than_evict_a_conversation() -> None:
    p = pool(2)
    ran(p, 0, [1, 2, 3, 4], "conversation")
    side = p._choose(Request([1, 2, 9], Sampling(session="conversation-span")))
    assert side is not None and side.index == 1  # the spare worker, though worker 0 shares a prefix
    assert p._choose(Request([1, 2, 3, 4, 5], Sampling(session="conversation"))).index == 0  # type: ignore[union-attr]


def test_calls_without_sessions_go_where_the_longest_prefix_is_cached() -> None:
    p = pool(3)
    ran(p, 0, [1, 2, 3, 4], None)
    ran(p, 1, [1, 2, 9], None)
    assert p._choose(Request([1, 2, 3, 5], Sampling())).index == 0  # type: ignore[union-attr]
    assert p._workers[2].ready is None  # a free started worker: none started


def test_without_a_spare_worker_the_longest_shared_prefix_wins() -> None:
    p = pool(2)
    ran(p, 0, list(range(100)), "rlm-a")  # a finished question's conversation: the system prompt is worth reusing
    ran(p, 1, [500, 501], "rlm-a-span")
    new = p._choose(Request(list(range(30)) + [7], Sampling(session="rlm-b")))
    assert new is not None and new.index == 0
