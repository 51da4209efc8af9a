"""Open sessions by the client's id: each keeps a sandbox (a process holding the documents) and the
root's conversation, so the store is bounded (least recently used idle session closed first) and a
session idle longer than `idle_seconds` is closed by a sweep."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field

import anyio

from rlm.documents import Document
from rlm.loop import RLM
from rlm.serve.errors import APIError
from rlm.session import Session


@dataclass
class Entry:
    session: Session
    lock: anyio.Lock = field(default_factory=anyio.Lock)  # one question at a time per session
    used: float = field(default_factory=time.monotonic)
    users: int = 0  # requests holding or waiting for the lock: never closed under them


class Sessions:
    def __init__(self, rlm: RLM, idle_seconds: float, limit: int) -> None:
        self.rlm = rlm
        self.idle_seconds = idle_seconds
        self.limit = limit
        self._open: dict[str, Entry] = {}

    def __len__(self) -> int:
        return len(self._open)

    def get(self, sid: str) -> Entry | None:
        return self._open.get(sid)

    async def add(self, sid: str, docs: Sequence[Document]) -> Entry:
        """A new session on `docs`; at the limit the least recently used idle one is closed, and when every
        one is in use the request is refused (429)."""
        if len(self._open) >= self.limit:
            idle = [(e.used, k) for k, e in self._open.items() if not e.users]
            if not idle:
                raise APIError(429, f"all {self.limit} sessions are answering questions (rlm serve --max-sessions); "
                                    "retry in a few seconds", "too_many_sessions", "session")
            await self.drop(min(idle)[1])
        entry = self._open[sid] = Entry(self.rlm.session(docs))
        return entry

    async def drop(self, sid: str) -> None:
        entry = self._open.pop(sid, None)
        if entry is not None:
            with anyio.CancelScope(shield=True):
                await entry.session.aclose()

    async def sweep(self) -> None:
        """Close sessions idle longer than idle_seconds; runs for the server's life."""
        while True:
            await anyio.sleep(min(self.idle_seconds / 4, 5.0))
            now = time.monotonic()
            for sid in [k for k, e in self._open.items() if not e.users and now - e.used > self.idle_seconds]:
                await self.drop(sid)

    async def aclose(self) -> None:
        for sid in list(self._open):
            await self.drop(sid)
