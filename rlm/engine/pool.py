"""A pool of worker processes serving one model: routing, streaming, restart on death, clean shutdown.

Why processes: a `Llama` is not thread-safe and one per process lets each run pinned to its own
cores; the weights are mmap-shared between them. Workers start lazily, one more only when every
started one is busy, so a lone request never pays for loading a second copy of the KV cache.

Routing: a `session` sticks to one worker (its conversation's KV prefix stays there); any other
request goes to the free started worker whose last prompt shares the longest prefix with it, among
those holding no other session's conversation; when each holds one, a worker of the plan not started yet
is started rather than evict one (a side call such as a fresh read would, and the conversation's next
turn then reads it all again). With none to start, the longest shared prefix decides among all: a pool
cannot tell a finished conversation from one that goes on, and the next one-off question reuses the
system prompt of the last (picking the cache that loses the fewest tokens instead, one `rlm serve`
client got 5.9 requests per minute against 11.0, in one run each on a shared machine).
A batch (`complete_many`, for llm_batch) is split into one part per worker; each worker decodes its
part as sequences of one batch. Workers planned on the same CPUs (small machines) split them: each job
runs on the plan's threads divided by the busy workers there, so a lone call still gets every core, and
the running jobs there are re-divided (worker.Threads) whenever one starts or ends.

A worker that dies mid-request (segfault, OOM kill) or hangs (sends nothing for STALL_SECONDS while it
should be working: see worker.Alive) is restarted and the request retried once; text
already streamed is not repeated (the retry must reproduce it, which temperature 0 or the request's
fixed seed makes it do).
"""

from __future__ import annotations

import itertools
import math
import os
import random
import signal
import socket
import subprocess
import sys
from collections import OrderedDict
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field, replace
from multiprocessing.connection import Connection
from pathlib import Path
from typing import TYPE_CHECKING, Self

import anyio

from rlm.engine import worker as wk
from rlm.engine.invariance import LIBRARY_ENV, exact_library
from rlm.errors import BackendError
from rlm.sampling import Sampling

if TYPE_CHECKING:
    from rlm.engine.generate import Generation
    from rlm.hw import WorkerPlan

MAX_SESSIONS = 4096  # remembered session -> worker routes (least recently used dropped)
STOP_GRACE_SECONDS = 3.0
# A loading worker sends something at least every wk.HEARTBEAT_SECONDS (more often under a shorter limit), a
# working one at least every wk.HEARTBEAT_SECONDS plus one llama_decode: a 512-token chunk of a 32K prompt takes
# about a minute on 2 cores, several times that when workers share them. A worker silent this long is hung
# (deadlock, stopped process) and is killed.
STALL_SECONDS = 900.0
_DEATH_HINTS = {
    signal.SIGKILL: " (out of memory? lower n_ctx or instances for this role; `free -g` shows memory)",
    signal.SIGSEGV: " (llama.cpp crashed: a model file it cannot handle, or a build for another CPU)",
    signal.SIGILL: " (llama.cpp was built for a CPU with instructions this one lacks: `rm .venv/.ready; make setup` "
                   "rebuilds it for this one)",
}
# Not `-m rlm.engine.worker`: messages pickled in a module run as __main__ would not unpickle here.
_WORKER_MAIN = "import sys; from rlm.engine.worker import main; main(sys.argv[1:])"


class WorkerDied(BackendError):
    """A worker process ended while it owed an answer."""


@dataclass(frozen=True)
class Request:
    tokens: list[int]  # the whole prompt, already templated and tokenized (sampling.prefill included)
    sampling: Sampling  # max_tokens, temperature and stop for the worker; session for routing
    top_p: float = 1.0
    seed: int | None = None  # None: a random one, kept for the retry so it writes the same text


@dataclass
class WorkerStatus:
    """What a worker has done, for stats, tests and benchmarks."""

    index: int
    pid: int | None  # None: not started
    served: int
    deaths: int
    cpus: tuple[int, ...]
    n_threads: int
    n_ctx_train: int | None  # as llama.cpp loaded it (after kv_overrides); None: not started
    threads: int  # what its current job runs on now (0: idle)


@dataclass
class _Worker:
    index: int
    plan: WorkerPlan
    process: subprocess.Popen[bytes] | None = None
    conn: Connection | None = None
    ready: wk.Ready | None = None
    busy: bool = False
    pending: int | None = None  # a cancelled job whose final message is still to be read
    last_tokens: list[int] = field(default_factory=list)
    last_session: str | None = None  # the session whose conversation last_tokens is
    last_used: int = 0
    served: int = 0
    deaths: int = 0
    threads: int = 0  # of the running job (0: idle)
    share: int = 1  # the running job's batch parts (Pool._run)

    async def start(self, spec: wk.WorkerSpec, stall: float) -> None:
        ours, theirs = socket.socketpair()
        with theirs:
            proc = subprocess.Popen(  # noqa: ASYNC220 - fork+exec is quick; must run on the loop thread
                [sys.executable, "-c", _WORKER_MAIN, str(theirs.fileno()), str(os.getpid())],
                pass_fds=[theirs.fileno()],
                env=_worker_env(spec),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,  # stdout may be carrying the answer (rlm complete)
                start_new_session=True,  # Ctrl-C reaches the parent only; it decides when workers stop
            )  # started from the event-loop thread: PR_SET_PDEATHSIG follows the starting thread
        # the child's end is closed here, so the parent sees EOF when the worker dies
        self.process, self.conn, self.pending = proc, Connection(ours.detach()), None
        try:
            self.send(wk.Setup(spec, self.plan, min(wk.HEARTBEAT_SECONDS, stall / 4)))
            while isinstance(msg := await self.recv(stall), wk.Alive):  # loading: slow is not hung
                pass
        except BaseException:
            await self.kill()
            raise
        if isinstance(msg, wk.Failed):
            await self.kill()
            raise BackendError(f"could not load model {spec.name} ({spec.path}): {msg.error}")
        assert isinstance(msg, wk.Ready)
        self.ready = msg

    async def recv(self, stall: float = math.inf) -> object:
        """The next message; WorkerDied if the worker died or sent nothing for `stall` seconds (then killed)."""
        conn = self.conn
        if conn is None:
            raise WorkerDied(f"worker {self.index} was stopped")
        try:
            with anyio.move_on_after(stall):
                while not conn.poll():
                    await anyio.wait_readable(conn.fileno())
                return conn.recv()
        except (EOFError, OSError, anyio.ClosedResourceError) as exc:
            raise WorkerDied(await self._death()) from exc
        pid = self.process.pid if self.process is not None else None
        await self.kill()
        raise WorkerDied(f"worker {self.index} (pid {pid}) sent nothing for {stall:g} s (hung) and was killed")

    def send(self, msg: object) -> None:
        assert self.conn is not None
        self.conn.send(msg)

    async def drain(self, stall: float) -> None:
        """Read what a cancelled job still sends, up to its final message."""
        while self.pending is not None:
            msg = await self.recv(stall)
            if isinstance(msg, (wk.Done, wk.Failed)) and msg.id == self.pending:
                self.pending = None

    def cancel(self) -> None:
        if self.pending is None or self.conn is None:
            return
        try:
            self.conn.send(wk.Cancel(self.pending))
        except OSError:
            pass  # dead: the next request restarts it

    async def _death(self) -> str:
        proc = self.process
        assert proc is not None
        with anyio.move_on_after(STOP_GRACE_SECONDS):
            while proc.poll() is None:
                await anyio.sleep(0.01)
        await self.kill()
        code = proc.returncode
        if code is None:
            return f"worker {self.index} (pid {proc.pid}) stopped answering"
        if code < 0:
            sig = signal.Signals(-code)
            hint = _DEATH_HINTS.get(sig, "")
            return f"worker {self.index} (pid {proc.pid}) was killed by {sig.name}{hint}"
        return f"worker {self.index} (pid {proc.pid}) exited with code {code}"

    async def kill(self) -> None:
        proc, conn = self.process, self.conn
        self.process = self.conn = self.ready = None
        self.pending = None
        self.last_tokens = []
        self.last_session = None
        if conn is not None:
            anyio.notify_closing(conn.fileno())  # wakes a task waiting to read it
            conn.close()
        if proc is None:
            return
        if proc.poll() is None:
            proc.kill()
        with anyio.CancelScope(shield=True):
            while proc.poll() is None:
                await anyio.sleep(0.01)

    async def stop(self) -> None:
        proc = self.process
        if proc is None:
            return
        try:
            self.send(wk.Stop())
        except OSError:
            pass
        with anyio.move_on_after(STOP_GRACE_SECONDS, shield=True):
            while proc.poll() is None:
                await anyio.sleep(0.01)
        await self.kill()


def _worker_env(spec: wk.WorkerSpec) -> dict[str, str]:
    """The parent's environment, plus thread settings, the path this package was imported from, and
    for an exact worker the exact llama.cpp build (rlm/engine/invariance.py)."""
    env = wk.worker_env(os.environ)
    if spec.exact:
        env[LIBRARY_ENV] = str(exact_library())
    here = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (here, env.get("PYTHONPATH", "")) if p)
    return env


class GenerationStream:
    """Text pieces of one generation as they come; `result` is the Generation once exhausted."""

    def __init__(self, pieces: AsyncIterator[str], holder: list[Generation]) -> None:
        self._pieces = pieces
        self._holder = holder

    def __aiter__(self) -> GenerationStream:
        return self

    async def __anext__(self) -> str:
        return await self._pieces.__anext__()

    async def aclose(self) -> None:
        await self._pieces.aclose()  # type: ignore[attr-defined]

    @property
    def result(self) -> Generation | None:
        return self._holder[0] if self._holder else None


class Pool:
    """Workers for one model; `plans` says how many and how each is pinned and threaded."""

    def __init__(self, spec: wk.WorkerSpec, plans: Sequence[WorkerPlan], *, stall_seconds: float = STALL_SECONDS) -> None:
        if not plans:
            raise ValueError("a pool needs at least one worker plan")
        self.spec = spec
        self.stall_seconds = stall_seconds
        self._workers = [_Worker(i, plan) for i, plan in enumerate(plans)]
        self._sessions: OrderedDict[str, int] = OrderedDict()
        self._ids = itertools.count(1)
        self._clock = itertools.count(1)
        self._freed: anyio.Event | None = None
        self._closed = False

    @property
    def workers(self) -> list[WorkerStatus]:
        return [
            WorkerStatus(
                w.index,
                w.process.pid if w.process is not None else None,
                w.served,
                w.deaths,
                tuple(w.plan.cpus),
                w.plan.n_threads,
                w.ready.n_ctx_train if w.ready is not None else None,
                w.threads,
            )
            for w in self._workers
        ]

    async def complete(self, request: Request) -> Generation:
        stream = self.stream(request)
        async for _ in stream:
            pass
        assert stream.result is not None
        return stream.result

    def stream(self, request: Request) -> GenerationStream:
        holder: list[Generation] = []
        return GenerationStream(self._run([self._seeded(request)], holder), holder)

    async def complete_many(self, requests: Sequence[Request]) -> list[Generation | BackendError]:
        """Requests that differ only in their prompt (llm_batch), in order: split into one contiguous
        part per worker, each part decoded as sequences of one batch (Generator.generate_many), which
        reads the weights once per step for all of them (benchmarks/engine_speed.py measures it).
        A part that fails (its worker died twice, a prompt over the window) has the error in its places."""
        if not requests:
            return []
        first = self._seeded(requests[0])
        if any(_batch_key(r) != _batch_key(first) for r in requests):
            raise ValueError("complete_many: the requests must differ only in tokens and max_tokens")
        longest = max(r.sampling.max_tokens for r in requests)  # the worker caps each at its window anyway
        sampling = replace(first.sampling, max_tokens=longest)
        batch = [replace(first, tokens=r.tokens, sampling=sampling) for r in requests]
        k = min(len(self._workers), len(batch))
        bounds = [len(batch) * i // k for i in range(k + 1)]
        outcomes: list[Generation | BackendError] = [BackendError("not run")] * len(batch)

        async def run(a: int, b: int) -> None:
            holder: list[Generation] = []
            try:
                async for _ in self._run(batch[a:b], holder, share=k):
                    pass
                outcomes[a:b] = holder
            except BackendError as exc:
                outcomes[a:b] = [exc] * (b - a)

        async with anyio.create_task_group() as tg:
            for a, b in itertools.pairwise(bounds):
                tg.start_soon(run, a, b)
        return outcomes

    async def aclose(self) -> None:
        """Stop every worker (a grace period, then SIGKILL); safe to call twice."""
        self._closed = True
        self._notify()
        with anyio.CancelScope(shield=True):
            for w in self._workers:
                await w.stop()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # -- one request -----------------------------------------------------------------------

    def _seeded(self, request: Request) -> Request:
        """A sampled request gets its seed now, so a retry after a worker death writes the same text."""
        if request.seed is None and request.sampling.temperature > 0:
            return replace(request, seed=random.randrange(2**31))
        return request

    async def _run(self, reqs: list[Request], holder: list[Generation], share: int = 1) -> AsyncIterator[str]:
        """One job on one worker: a single request's text is streamed; a batch's is not. `share`: how
        many jobs are about to run together (the parts of one batch), for the job's thread count."""
        req = reqs[0]
        w = await self._lease(req)
        emitted = ""  # text already handed out; a retry must reproduce it
        results: list[Generation] | None = None
        try:
            for attempt in (1, 2):
                try:
                    if self._closed:
                        raise self._closed_error()
                    if w.ready is None:
                        await w.start(self.spec, self.stall_seconds)
                    await w.drain(self.stall_seconds)
                    prompts = tuple(r.tokens for r in reqs)
                    w.share = share
                    w.threads = self._threads(w, share)
                    job = wk.Job(next(self._ids), prompts, req.sampling, req.top_p, req.seed, w.threads)
                    w.send(job)
                    w.pending = job.id
                    self._rebalance(w)
                    produced = ""
                    while results is None:
                        msg = await w.recv(self.stall_seconds)
                        if getattr(msg, "id", None) != job.id:
                            continue
                        if isinstance(msg, wk.Text):
                            produced += msg.text
                            _check_replay(emitted, produced)
                            if len(produced) > len(emitted):
                                piece, emitted = produced[len(emitted) :], produced
                                yield piece
                        elif isinstance(msg, wk.Failed):
                            w.pending = None
                            raise BackendError(f"{self.spec.name}: generation failed in worker {w.index}: {msg.error}")
                        elif isinstance(msg, wk.Done):
                            w.pending = None
                            if msg.generations is None:  # stopped by aclose() while generating
                                raise self._closed_error()
                            results = msg.generations
                    if len(reqs) == 1:
                        _check_replay(emitted, results[0].text)
                        if len(results[0].text) > len(emitted):
                            yield results[0].text[len(emitted) :]
                    holder.extend(results)
                    w.served += len(results)
                    return
                except WorkerDied as died:
                    if self._closed:
                        raise self._closed_error() from died
                    w.deaths += 1
                    if attempt == 2:
                        raise BackendError(f"{self.spec.name}: {died}, twice on the same request; giving up") from died
        finally:
            w.cancel()
            if len(reqs) == 1:
                w.last_session = req.sampling.session
                self._release(w, req.tokens + (results[0].tokens if results is not None else []))
            else:  # a batch ran in the worker's parallel context: the main one holds what it held
                self._release(w, None)

    async def _lease(self, req: Request) -> _Worker:
        while True:
            if self._closed:
                raise self._closed_error()
            w = self._choose(req)
            if w is not None:
                w.busy = True
                return w
            if self._freed is None:
                self._freed = anyio.Event()
            await self._freed.wait()

    def _choose(self, req: Request) -> _Worker | None:
        session = req.sampling.session
        if session is not None and session in self._sessions:
            self._sessions.move_to_end(session)
            w = self._workers[self._sessions[session]]
            return None if w.busy else w  # wait for it: its KV cache holds this conversation
        free = [w for w in self._workers if not w.busy]
        if not free:
            return None
        started = [w for w in free if w.ready is not None]
        spare = [w for w in free if w.ready is None]
        own = [w for w in started if w.last_session in (None, session)]
        if not own and spare:  # a conversation kept in a worker's cache is worth more than starting a worker once
            w = spare[0]
        elif own or started:
            w = max(own or started, key=lambda w: (_common_prefix(w.last_tokens, req.tokens), -w.last_used))
        else:
            w = free[0]
        if session is not None:
            self._sessions[session] = w.index
            if len(self._sessions) > MAX_SESSIONS:
                self._sessions.popitem(last=False)
        return w

    def _threads(self, w: _Worker, share: int) -> int:
        """The plan's threads, divided among the busy workers whose CPUs overlap this one's."""
        cpus = set(w.plan.cpus)
        sharing = sum(1 for o in self._workers if o.busy and not cpus.isdisjoint(o.plan.cpus))
        return max(1, w.plan.n_threads // max(sharing, share))

    def _rebalance(self, origin: _Worker) -> None:
        """A job started or ended on origin's CPUs: the jobs running there get their new share of threads
        between two decodes, rather than a lone call keeping every core after a second one arrives."""
        for o in self._workers:
            if o is origin or o.pending is None or not o.threads or set(origin.plan.cpus).isdisjoint(o.plan.cpus):
                continue
            n = self._threads(o, o.share)
            if n != o.threads:
                o.threads = n
                try:
                    o.send(wk.Threads(o.pending, n))
                except OSError:
                    pass  # dead: its job is retried on a restarted worker

    def _release(self, w: _Worker, tokens: list[int] | None) -> None:
        """`tokens`: what the worker's main context holds now (None: unchanged)."""
        w.busy = False
        w.threads = 0
        self._rebalance(w)
        w.last_used = next(self._clock)
        if w.ready is not None and tokens is not None:
            w.last_tokens = tokens
        self._notify()

    def _closed_error(self) -> BackendError:
        return BackendError(f"{self.spec.name}: the engine was closed (aclose) while this request was open")

    def _notify(self) -> None:
        if self._freed is not None:
            self._freed.set()
            self._freed = None


def _batch_key(r: Request) -> tuple[object, ...]:
    """What the requests of one batch must share (the seed is drawn for the batch)."""
    return replace(r.sampling, max_tokens=0), r.top_p


def _check_replay(emitted: str, produced: str) -> None:
    if not (produced.startswith(emitted) or emitted.startswith(produced)):
        raise BackendError(
            "a worker died mid-answer and its retry wrote different text than was already streamed; "
            "ask again (temperature 0 makes retries exact)"
        )


def _common_prefix(a: list[int], b: list[int]) -> int:
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n
