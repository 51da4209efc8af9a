"""One worker process: owns one llama.cpp model (a `Llama` is not thread-safe) and serves jobs.

Started by `python -c` calling `main([FD, PARENT_PID])` (a plain subprocess, not multiprocessing's
spawn, which re-runs the parent's main script in the child). The parent (rlm/engine/pool.py) talks
to it over a socketpair wrapped in a multiprocessing `Connection`, with the message dataclasses below;
the first message is `Setup`. The worker dies with its parent (PR_SET_PDEATHSIG), runs in its own
session so a terminal's Ctrl-C reaches only the parent (which decides when workers stop), runs
pinned to its plan's CPU set, abandons a job between two llama_decode calls when the parent sends
`Cancel`, and while it loads its model or runs a job sends at least one message a HEARTBEAT_SECONDS (`Alive` if
no text) so the parent can kill a worker that hangs.
"""

from __future__ import annotations

import ctypes
import os
import signal
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, Any

from rlm.sampling import Sampling

if TYPE_CHECKING:
    from rlm.engine.generate import Generation, Generator
    from rlm.hw import WorkerPlan

KVValue = bool | int | float | str

# Environment a worker must start with: libraries read these when they load (OpenMP, OpenBLAS),
# before any code in the worker runs. Threads come from the plan, never from nested runtimes.
WORKER_ENV = {"OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}
# Defaults a user's own environment overrides. ggml's OpenMP threads meet at a barrier after every
# operation: spinning there makes a lone worker fast, sleeping (OMP_WAIT_POLICY=passive) makes it wait for
# the kernel to wake its partner. The pool gives concurrent calls their share of the cores (Pool._threads),
# so workers rarely contend; a short spin is the best of both. Measured on the 2-core VM, idle, the 0.5B
# decoding 96 tokens with 2 threads (2026-11-25): passive 35.8 tok/s, GOMP_SPINCOUNT=300 60.0, libgomp's
# default spin 64.4; two such processes at once (4 threads on 2 cores): passive 40 each, 300 spins 33,
# default 6.7. The 1.5B alone: passive 25.1, 300 spins 36.5 tok/s.
WORKER_ENV_DEFAULTS = {"GOMP_SPINCOUNT": "300"}


def worker_env(base: Mapping[str, str]) -> dict[str, str]:
    """`base` (the parent's environment) with the worker's settings; a user's OMP_WAIT_POLICY is kept
    (libgomp lets an explicit GOMP_SPINCOUNT override it, so the default spin count then stays out)."""
    defaults = {} if "OMP_WAIT_POLICY" in base else WORKER_ENV_DEFAULTS
    return {**defaults, **base, **WORKER_ENV}

_PR_SET_PDEATHSIG = 1
HEARTBEAT_SECONDS = 1.0


@dataclass(frozen=True)
class WorkerSpec:
    """What every worker process of one pool loads: the model file, its window, its draft source.

    Not the registry's entry (rlm.models.ModelSpec, where a model is downloaded from): a resolved file.
    """

    name: str  # for messages: the registry name or the file name
    path: str
    n_ctx: int
    kv_overrides: Mapping[str, KVValue] = field(default_factory=dict)
    draft: str = "none"  # rlm.engine.generate.Generator's draft mode
    draft_path: str | None = None  # the draft model's GGUF when draft is "model:NAME"
    exact: bool = False  # verify drafts bit for bit as decoding computes: the exact build (rlm/engine/invariance.py)


# -- messages: parent -> worker ----------------------------------------------------------------


@dataclass(frozen=True)
class Setup:
    spec: WorkerSpec
    plan: WorkerPlan
    heartbeat: float = HEARTBEAT_SECONDS  # while loading: under the parent's stall limit, however short it is set


@dataclass(frozen=True)
class Job:
    """One prompt (streamed as Text messages) or several (llm_batch: decoded together, not streamed)."""

    id: int
    prompts: tuple[list[int], ...]
    sampling: Sampling  # its prefill is in the prompts already, its session was used for routing
    top_p: float
    seed: int | None
    n_threads: int  # this job's share of the plan's CPUs (fewer when other workers share them)


@dataclass(frozen=True)
class Cancel:
    id: int


@dataclass(frozen=True)
class Threads:
    """Run the rest of job `id` on n threads: a job started or ended on the same cores."""

    id: int
    n: int


@dataclass(frozen=True)
class Stop:
    pass


# -- messages: worker -> parent ----------------------------------------------------------------


@dataclass(frozen=True)
class Ready:
    pid: int
    n_ctx: int
    n_ctx_train: int


@dataclass(frozen=True)
class Text:
    id: int
    text: str


@dataclass(frozen=True)
class Alive:
    """Sent between two llama_decode calls when nothing was sent for HEARTBEAT_SECONDS: the job is
    making progress (a long prompt sends no text for minutes), so the parent can tell slow from hung."""

    id: int


@dataclass(frozen=True)
class Done:
    id: int
    generations: list[Generation] | None  # in prompt order; None: the job was cancelled


@dataclass(frozen=True)
class Failed:
    id: int  # -1: the worker failed to start
    error: str


class _Cancelled(Exception):
    """Raised from the text callback to abandon a job between two tokens."""


def parse_kv_overrides(raw: Mapping[str, str]) -> dict[str, KVValue]:
    """Config strings like "int:4" -> typed values (llama-cpp-python types an override by its Python type)."""
    out: dict[str, KVValue] = {}
    for key, text in raw.items():
        kind, sep, value = str(text).partition(":")
        try:
            if not sep:
                raise ValueError("no type prefix")
            if kind == "int":
                out[key] = int(value)
            elif kind == "float":
                out[key] = float(value)
            elif kind == "bool":
                if value.lower() not in ("true", "false"):
                    raise ValueError("bool must be true or false")
                out[key] = value.lower() == "true"
            elif kind == "str":
                out[key] = value
            else:
                raise ValueError(f"unknown type {kind!r}")
        except ValueError as exc:
            from rlm.config import ConfigError

            raise ConfigError(
                f"kv_overrides {key} = {text!r}: {exc}; write TYPE:VALUE with TYPE int, float, bool or str "
                '(e.g. "int:4")'
            ) from exc
    return out


def main(argv: list[str]) -> None:
    """Process entry point: argv is [socket fd, parent pid]."""
    fd, parent_pid = int(argv[0]), int(argv[1])
    _die_with_parent(parent_pid)
    conn = Connection(fd)
    try:
        setup = conn.recv()
    except EOFError:
        return
    spec, plan = setup.spec, setup.plan
    if plan.cpus:
        os.sched_setaffinity(0, plan.cpus)
    loaded = threading.Event()  # a big model loads for minutes, and no llama_decode runs to send a heartbeat

    def beat() -> None:
        while not loaded.wait(setup.heartbeat):
            conn.send(Alive(-1))

    beating = threading.Thread(target=beat, daemon=True)
    beating.start()  # llama.cpp's loader runs in C through ctypes, without the GIL
    try:
        model = _load(spec, plan)
    except Exception as exc:  # noqa: BLE001 - any load failure is reported, then the worker exits
        failed: Failed | None = Failed(-1, f"{type(exc).__name__}: {exc}")
    else:
        failed = None
    finally:
        loaded.set()
        beating.join()  # one sender on the connection from here on
    if failed is not None:
        conn.send(failed)
        return
    conn.send(Ready(os.getpid(), model.generator.n_ctx, model.n_ctx_train))
    _serve(conn, model.generator)


def _die_with_parent(parent_pid: int) -> None:
    """Get SIGKILLed when the parent dies, however it dies (even SIGKILL): no orphan workers.

    The kernel ties this to the parent *thread* that started us, so the pool starts workers from
    its event-loop thread, never from a short-lived helper thread.
    """
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent_pid:  # the parent died before the line above
        os._exit(1)


@dataclass
class _Loaded:
    """What a worker holds for its life. The Llama objects are kept here, not only inside the
    generator: their contexts are freed when the objects are collected."""

    generator: Generator
    llamas: tuple[Any, ...]
    n_ctx_train: int  # as loaded, after kv_overrides


def _load(spec: WorkerSpec, plan: WorkerPlan) -> _Loaded:
    import llama_cpp

    from rlm.engine.generate import Generator
    from rlm.engine.invariance import load_llama

    kv_type = getattr(llama_cpp, f"GGML_TYPE_{plan.kv_cache_type.upper()}")

    def load(path: str, n_ctx: int, kv: Mapping[str, KVValue], exact: bool) -> llama_cpp.Llama:
        return load_llama(
            exact=exact,
            model_path=path,
            n_ctx=n_ctx,
            n_threads=plan.n_threads,
            n_threads_batch=plan.n_threads_batch,
            n_batch=plan.n_batch,
            n_ubatch=plan.n_ubatch,
            flash_attn=plan.flash_attn,
            use_mmap=plan.use_mmap,
            use_mlock=plan.use_mlock,
            numa=plan.numa,  # True: llama.cpp's "distribute" strategy
            type_k=kv_type,
            type_v=kv_type,
            kv_overrides=dict(kv) or None,
            verbose=False,
        )

    llama = load(spec.path, spec.n_ctx, spec.kv_overrides, spec.exact)
    # only the target's kernels decide what is accepted: the draft model keeps flash attention and repacking
    draft_llama = load(spec.draft_path, spec.n_ctx, {}, False) if spec.draft_path else None
    generator = Generator(llama, draft=spec.draft, draft_llama=draft_llama, exact=spec.exact)
    return _Loaded(generator, (llama, draft_llama), llama_cpp.llama_model_n_ctx_train(llama.model))


def _serve(conn: Connection, generator: Generator) -> None:
    stopping = False

    while not stopping:
        try:
            msg = conn.recv()
        except (EOFError, OSError):  # the parent went away
            return
        if isinstance(msg, Stop):
            return
        if not isinstance(msg, Job):  # a Cancel or Threads that arrived after its job finished
            continue
        job = msg

        last_sent = time.monotonic()

        def poll(job_id: int = job.id) -> None:
            nonlocal stopping
            while conn.poll():
                note = conn.recv()
                if isinstance(note, Stop):
                    stopping = True
                if isinstance(note, Threads) and note.id == job_id:
                    generator.set_threads(note.n)
                if isinstance(note, (Stop, Cancel)) and getattr(note, "id", job_id) == job_id:
                    raise _Cancelled

        def send(msg: Text | Alive) -> None:
            nonlocal last_sent
            conn.send(msg)
            last_sent = time.monotonic()

        def on_text(text: str, job_id: int = job.id) -> None:
            send(Text(job_id, text))
            poll()

        def after_decode(job_id: int = job.id) -> None:
            if time.monotonic() - last_sent >= HEARTBEAT_SECONDS:
                send(Alive(job_id))
            poll()

        try:
            generator.set_threads(job.n_threads)
            generator.set_after_decode(after_decode)
            if len(job.prompts) == 1:
                results = [
                    generator.generate(job.prompts[0], job.sampling, top_p=job.top_p, seed=job.seed, on_text=on_text)
                ]
            else:
                results = generator.generate_many(
                    job.prompts, job.sampling, top_p=job.top_p, seed=job.seed, on_step=poll
                )
            conn.send(Done(job.id, results))
        except _Cancelled:
            conn.send(Done(job.id, None))
        except (EOFError, BrokenPipeError):
            return
        except Exception as exc:  # noqa: BLE001 - the parent turns it into a BackendError
            conn.send(Failed(job.id, f"{type(exc).__name__}: {exc}"))
