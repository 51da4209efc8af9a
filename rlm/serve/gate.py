"""The bounded queue in front of the runs: at most `running` at once, `waiting` more wait their turn,
anyone beyond is refused at once with 429 (a client can retry later; a queue without a bound only
turns overload into timeouts)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio

from rlm.serve.errors import APIError

RETRY_AFTER_SECONDS = 5


class Gate:
    def __init__(self, running: int, waiting: int) -> None:
        if running < 1 or waiting < 0:
            raise ValueError(f"a gate needs running >= 1 and waiting >= 0, got {running} and {waiting}")
        self.running = running
        self.waiting = waiting
        self._slots = anyio.Semaphore(running)
        self._inside = 0

    def enter(self) -> Ticket:
        """A place in the queue, or 429 when it is full (decided now, before any response is started)."""
        if self._inside >= self.running + self.waiting:
            raise APIError(429, f"the server is busy: {self.running} requests running and {self.waiting} waiting "
                                f"(rlm serve --concurrency / --queue); retry in a few seconds",
                           "rate_limit_exceeded", headers={"Retry-After": str(RETRY_AFTER_SECONDS)})
        self._inside += 1
        return Ticket(self)

    @property
    def busy(self) -> int:
        return self.running - self._slots.value

    @property
    def queued(self) -> int:
        return self._inside - self.busy


class Ticket:
    """Held from admission to the end of the request; `turn()` waits for a running slot."""

    def __init__(self, gate: Gate) -> None:
        self._gate = gate
        self._left = False

    @asynccontextmanager
    async def turn(self) -> AsyncIterator[None]:
        async with self._gate._slots:
            yield

    @property
    def waiting(self) -> int:
        """Requests ahead of this one (0 when a running slot is free)."""
        return max(0, self._gate._inside - self._gate.running)

    def leave(self) -> None:
        if not self._left:
            self._left = True
            self._gate._inside -= 1
