"""The worker pool with real llama.cpp workers (the 0.5B model): routing, restart, shutdown, overrides."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Awaitable
from dataclasses import replace
from pathlib import Path

import anyio
import pytest

from rlm.config import ConfigError
from rlm.engine import Pool, Request, WorkerSpec, parse_kv_overrides
from rlm.engine import pool as engine_pool
from rlm.engine.generate import Generation
from rlm.engine.invariance import exact_library
from rlm.engine.vocab import Vocab
from rlm.errors import BackendError
from rlm.hw import plan_workers, synthetic
from rlm.models import resolve
from rlm.sampling import Sampling

MODEL = "qwen2.5-coder-0.5b"
ROOT = Path(__file__).resolve().parents[1]


def _prompt(vocab: Vocab, question: str) -> list[int]:
    assert vocab.template is not None
    return vocab.tokenize(vocab.template.render([{"role": "user", "content": question}]), special=True)


@pytest.fixture(scope="module")
def model() -> tuple[WorkerSpec, Vocab]:
    path = resolve(MODEL)
    return WorkerSpec(name=MODEL, path=str(path), n_ctx=1024), Vocab.load(path)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie is dead for our purposes (its parent has not reaped it yet)
    stat = Path(f"/proc/{pid}/stat")
    return stat.exists() and stat.read_text().split(") ", 1)[1][0] != "Z"


def test_kv_override_strings_are_typed() -> None:
    assert parse_kv_overrides(
        {"qwen3moe.expert_used_count": "int:4", "a": "float:0.5", "b": "bool:true", "c": "str:x"}
    ) == {"qwen3moe.expert_used_count": 4, "a": 0.5, "b": True, "c": "x"}
    for bad in ("4", "int:four", "bool:yes", "list:1"):
        with pytest.raises(ConfigError, match="TYPE:VALUE"):
            parse_kv_overrides({"k": bad})


@pytest.mark.model
def test_kv_overrides_reach_llama_cpp(model: tuple[WorkerSpec, Vocab]) -> None:
    spec, vocab = model
    spec = WorkerSpec(spec.name, spec.path, 512, kv_overrides=parse_kv_overrides({"qwen2.context_length": "int:2048"}))

    async def main() -> None:
        async with Pool(spec, plan_workers("sub", instances=1)) as pool:
            await pool.complete(Request(_prompt(vocab, "Hi"), Sampling(max_tokens=1)))
            assert pool.workers[0].n_ctx_train == 2048  # the file says 32768

    anyio.run(main)


@pytest.mark.model
def test_a_drafting_worker_runs_the_fast_build_or_the_exact_one_and_writes_what_plain_decoding_writes(
    model: tuple[WorkerSpec, Vocab],
) -> None:
    spec, vocab = model
    code = "def area(width, height):\n    # width times height, in square metres\n    return width * height\n"
    request = Request(_prompt(vocab, f"Copy this function exactly:\n{code}"), Sampling(max_tokens=48))

    async def run(draft: str, exact: bool = False) -> tuple[Generation, str]:
        draft_path = spec.path if draft.startswith("model:") else None  # the model drafting for itself
        worker = replace(spec, draft=draft, draft_path=draft_path, exact=exact)
        async with Pool(worker, plan_workers("sub", instances=1)) as pool:
            gen = await pool.complete(request)
            pid = pool.workers[0].pid
            assert pid is not None
            maps = Path(f"/proc/{pid}/maps").read_text()
            return gen, next(line.split()[-1] for line in maps.splitlines() if "libllama.so" in line)

    plain, plain_lib = anyio.run(run, "none")
    drafted, drafted_lib = anyio.run(run, "lookup")  # the default: drafting on the fast build
    assert drafted_lib == plain_lib and Path(plain_lib).parent != exact_library()
    assert drafted.accepted.get("lookup", 0) > 0
    # a copy has no near-ties, so drafting writes the same text (tests/test_speculative.py counts how often
    # short answers differ on the fast build, and checks the exact build bit for bit)
    assert drafted.text == plain.text and "return width * height" in plain.text
    exact, exact_lib = anyio.run(run, "lookup", True)
    assert Path(exact_lib).parent == exact_library()
    assert exact.text == plain.text and exact.accepted.get("lookup", 0) > 0
    by_model, _ = anyio.run(run, f"model:{MODEL}")  # a draft model is loaded beside the target
    assert by_model.text == plain.text and sum(by_model.accepted.values()) > 0


@pytest.mark.model
def test_two_concurrent_requests_run_on_two_workers_and_a_follow_up_reuses_its_kv(
    model: tuple[WorkerSpec, Vocab],
) -> None:
    spec, vocab = model
    plans = plan_workers("sub", instances=2, threads=1)
    facts = {
        "a": "The red house on Elm Street has seven windows, two doors, and a garden full of tulips.",
        "b": "The blue boat in the harbor carries nine crates of apples, four barrels of oil and one dog.",
    }
    prompts = {k: _prompt(vocab, f"{fact} Repeat the numbers you read.") for k, fact in facts.items()}
    results = {}

    async def ask(pool: Pool, key: str) -> None:
        results[key] = await pool.complete(Request(prompts[key], Sampling(max_tokens=8, session=key)))

    async def main() -> list[int]:
        async with Pool(spec, plans) as pool:
            async with anyio.create_task_group() as tg:
                tg.start_soon(ask, pool, "a")
                tg.start_soon(ask, pool, "b")
            status = pool.workers
            assert [w.served for w in status] == [1, 1]
            pids = [w.pid for w in status]
            assert None not in pids and pids[0] != pids[1]
            for gen in results.values():
                assert gen.completion_tokens > 0 and gen.text.strip()
            # The next turn of "b" goes to b's worker: its whole first prompt is still in that KV cache.
            turn2 = prompts["b"] + results["b"].tokens + vocab.tokenize("\nAnd the crates?", special=False)
            again = await pool.complete(Request(turn2, Sampling(max_tokens=4, session="b")))
            assert again.cached_tokens >= len(prompts["b"])
        return pids  # type: ignore[return-value]

    pids = anyio.run(main)
    deadline = time.monotonic() + 5
    while any(_alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_alive(p) for p in pids), "aclose left worker processes behind"


# A stopped process stands for any hang (a deadlock in native code): it sends nothing for
# stall_seconds, and the pool kills it and goes on as for a dead one.
DEATHS = [(signal.SIGKILL, "killed by SIGKILL"), (signal.SIGSTOP, r"sent nothing for 5 s \(hung\)")]


@pytest.fixture
def loads_not_timed(monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker sends nothing while it loads its model, and the pool's stall limit covers loading too: a short
    limit meant for a worker hung mid-request (5 s here) would also kill a load that a busy 2-core machine
    takes longer than that over (2-3 s when idle). Loads get 300 s; the requests keep the test's limit."""
    start = engine_pool._Worker.start

    async def start_loading(self: engine_pool._Worker, spec: WorkerSpec, stall: float) -> None:
        await start(self, spec, max(stall, 300.0))

    monkeypatch.setattr(engine_pool._Worker, "start", start_loading)


@pytest.mark.model
@pytest.mark.parametrize("sig", [sig for sig, _ in DEATHS], ids=["killed", "hung"])
@pytest.mark.usefixtures("loads_not_timed")
def test_worker_killed_mid_request_is_restarted_and_retried(model: tuple[WorkerSpec, Vocab], sig: signal.Signals) -> None:
    spec, vocab = model
    request = Request(_prompt(vocab, "Count from 1 to 30, separated by commas."), Sampling(max_tokens=12))

    async def main() -> None:
        async with Pool(spec, plan_workers("sub", instances=1), stall_seconds=5) as pool:
            reference = await pool.complete(request)
            first_pid = pool.workers[0].pid
            assert first_pid is not None

            stream = pool.stream(request)
            pieces = []
            async for piece in stream:
                if not pieces:
                    os.kill(first_pid, sig)
                pieces.append(piece)
            assert stream.result is not None
            assert stream.result.text == reference.text
            assert "".join(pieces) == reference.text  # nothing streamed twice
            status = pool.workers[0]
            assert status.deaths == 1 and status.pid not in (None, first_pid)
            assert not _alive(first_pid)

            # An abandoned stream leaves the worker usable: the next request gets a full answer.
            stream = pool.stream(request)
            async for _ in stream:
                break
            await stream.aclose()
            again = await pool.complete(request)
            assert again.text == reference.text

    anyio.run(main)


@pytest.mark.model
@pytest.mark.parametrize(("sig", "message"), DEATHS, ids=["killed", "hung"])
def test_worker_that_keeps_dying_gives_a_clear_error(model: tuple[WorkerSpec, Vocab], sig: signal.Signals, message: str) -> None:
    spec, vocab = model
    killed: set[int] = set()

    async def killer(pool: Pool) -> None:  # every new worker dies or hangs at once, at load or mid-request
        while True:
            pid = pool.workers[0].pid
            if pid is not None and pid not in killed:
                killed.add(pid)
                os.kill(pid, sig)
            await anyio.sleep(0.01)

    async def main() -> None:
        async with Pool(spec, plan_workers("sub", instances=1), stall_seconds=5) as pool, anyio.create_task_group() as tg:
            tg.start_soon(killer, pool)
            with pytest.raises(BackendError, match=f"{message}.*twice"):
                await pool.complete(Request(_prompt(vocab, "Hi"), Sampling(max_tokens=4)))
            tg.cancel_scope.cancel()

    anyio.run(main)
    assert len(killed) == 2


@pytest.mark.model
def test_jobs_on_shared_cores_split_the_threads_as_they_come_and_go(model: tuple[WorkerSpec, Vocab]) -> None:
    """A lone job runs on every thread; when a second starts on the same cores the first drops to its
    share between two decodes, and gets the cores back when the second ends."""
    spec, vocab = model
    plan = plan_workers("sub", instances=1)[0]
    if plan.n_threads < 2:
        pytest.skip("needs 2 CPUs to split")  # CI has 2
    first = Request(_prompt(vocab, "Count from 1 to 500, separated by commas."), Sampling(max_tokens=60))
    second = Request(_prompt(vocab, "List the numbers from 1000 to 1500, one per line."), Sampling(max_tokens=200))

    async def main() -> None:
        async with Pool(spec, [plan, plan]) as pool:
            # both workers started (two calls at once): the second job starts as soon as it is asked for, not
            # after loading a model, which on a busy machine can outlast the first job's remaining tokens
            warm = replace(second, sampling=Sampling(max_tokens=1))
            async with anyio.create_task_group() as tg:
                for _ in range(2):
                    tg.start_soon(pool.complete, warm)
            assert None not in [w.pid for w in pool.workers]
            seen: list[tuple[int, int]] = []  # (the first job's worker's threads, the second's)
            done: list[Generation] = []
            order: list[int] = []  # the first job's worker, then the other

            def threads() -> None:
                status = pool.workers
                seen.append((status[order[0]].threads, status[order[1]].threads))

            async def run_second() -> None:
                stream = pool.stream(second)
                async for _ in stream:
                    threads()
                assert stream.result is not None
                done.append(stream.result)

            async with anyio.create_task_group() as tg:
                stream = pool.stream(first)
                async for _ in stream:
                    if not order:
                        runs = next(w.index for w in pool.workers if w.threads)
                        order.extend([runs, 1 - runs])
                    threads()
                    if len(seen) == 1:
                        tg.start_soon(run_second)
                assert stream.result is not None
                first_done = stream.result
            half, full = plan.n_threads // 2, plan.n_threads
            assert seen[0] == (full, 0)
            assert (half, half) in seen  # both running, each on its share
            assert (0, full) in seen[seen.index((half, half)):]  # the second got the cores back
            # As the workers ran them: the first ended on its share, the second on all threads.
            assert first_done.n_threads == half and done[0].n_threads == full

    anyio.run(main)


@pytest.mark.model
def test_workers_die_with_a_sigkilled_parent(tmp_path: Path) -> None:
    script = tmp_path / "parent.py"
    script.write_text(
        textwrap.dedent(
            f"""
            import anyio, sys, time
            from rlm.engine import Pool, Request, WorkerSpec
            from rlm.engine.vocab import Vocab
            from rlm.hw import plan_workers, synthetic
            from rlm.models import resolve
            from rlm.sampling import Sampling

            async def main():
                path = resolve({MODEL!r})
                vocab = Vocab.load(path)
                pool = Pool(WorkerSpec({MODEL!r}, str(path), 256), plan_workers("sub", instances=1))
                await pool.complete(Request(vocab.tokenize("Hello", special=True), Sampling(max_tokens=1)))
                print(pool.workers[0].pid, flush=True)
                await anyio.sleep(60)

            anyio.run(main)
            """
        )
    )
    parent = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        line = parent.stdout.readline()  # type: ignore[union-attr]
        worker_pid = int(line)
        assert _alive(worker_pid)
    finally:
        parent.kill()
        parent.wait()
    deadline = time.monotonic() + 5
    while _alive(worker_pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(worker_pid), "the worker outlived its SIGKILLed parent"


@pytest.mark.model
def test_aclose_mid_request_stops_the_worker_and_fails_the_request(model: tuple[WorkerSpec, Vocab]) -> None:
    spec, vocab = model

    async def main() -> int:
        pool = Pool(spec, plan_workers("sub", instances=1))
        stream = pool.stream(Request(_prompt(vocab, "Write a long story."), Sampling(max_tokens=200)))
        with pytest.raises(BackendError, match="engine was closed"):
            async for _ in stream:
                pid = pool.workers[0].pid
                await pool.aclose()
        assert pool.workers[0].pid is None
        with pytest.raises(BackendError, match="engine was closed"):
            await pool.complete(Request(_prompt(vocab, "Hi"), Sampling(max_tokens=1)))
        return pid  # type: ignore[return-value]

    pid = anyio.run(main)
    assert not _alive(pid)


@pytest.mark.model
def test_a_batch_is_split_over_the_workers_in_order_and_survives_a_killed_worker_and_a_cancel(
    model: tuple[WorkerSpec, Vocab],
) -> None:
    spec, vocab = model
    words = ["apple", "river", "candle", "tiger", "planet"]
    requests = [Request(_prompt(vocab, f"Repeat this word exactly once: {w}"), Sampling(max_tokens=8)) for w in words]
    stories = [Request(_prompt(vocab, f"Write a long story about a {w}."), Sampling(max_tokens=40)) for w in words]

    async def main() -> None:
        async with Pool(spec, plan_workers("sub", instances=2, threads=1)) as pool:
            batch = await pool.complete_many(requests)
            assert all(isinstance(g, Generation) for g in batch)
            assert [w in g.text.lower() for w, g in zip(words, batch)] == [True] * 5  # in prompt order
            assert [w.served for w in pool.workers] == [2, 3]  # parts of 2 and 3, one per worker

            async def kill_worker_0() -> None:  # once it is running its part of the batch, not after a guessed time
                with anyio.fail_after(120):
                    while not pool.workers[0].threads:
                        await anyio.sleep(0.005)
                pid = pool.workers[0].pid
                assert pid is not None
                os.kill(pid, signal.SIGKILL)

            async with anyio.create_task_group() as tg:
                tg.start_soon(kill_worker_0)
                again = await pool.complete_many(stories)
            assert pool.workers[0].deaths == 1
            # every story whole (the killed part was run again) and in order; not compared with an earlier
            # run: a batch's composition changes float sums (rlm/engine/invariance.py), so near-ties may flip
            assert [g.completion_tokens for g in again] == [40] * 5
            assert [w in g.text.lower() for w, g in zip(words, again)] == [True] * 5

            # a part that fails has its error in its places; the other part's answers come back
            over = Request([int(t) for t in requests[0].tokens] * 40, Sampling(max_tokens=4))  # past the 1024-token window
            mixed = await pool.complete_many([requests[0], requests[1], over])
            assert isinstance(mixed[0], Generation) and mixed[0].text == batch[0].text
            assert isinstance(mixed[2], BackendError) and "window" in str(mixed[2]) and mixed[1] is mixed[2]

            with anyio.move_on_after(1.0) as scope:
                await pool.complete_many([replace(r, sampling=Sampling(max_tokens=400)) for r in stories])
            assert scope.cancelled_caught
            after = await pool.complete(requests[0])  # the cancelled batch left the worker usable
            assert after.text == batch[0].text

    anyio.run(main)


@pytest.mark.model
def test_workers_sharing_cores_split_them_while_busy(model: tuple[WorkerSpec, Vocab]) -> None:
    spec, vocab = model
    plans = plan_workers("sub", topology=synthetic(cores=2))  # the 2-core plan: two workers on CPUs 0-1
    assert [p.cpus for p in plans] == [(0, 1), (0, 1)]
    request = Request(_prompt(vocab, "Say OK."), Sampling(max_tokens=2))
    # two calls at once: one short, one many times longer, so which ends first does not depend on the machine
    short = Request(_prompt(vocab, "Count from 1 to 30, separated by commas."), Sampling(max_tokens=8))
    long = Request(_prompt(vocab, "List the numbers from 1000 to 1500, one per line."), Sampling(max_tokens=32))

    async def main() -> None:
        async with Pool(spec, plans) as pool:
            alone = await pool.complete(request)
            batch = await pool.complete_many([request] * 4)
            together: dict[str, Generation] = {}
            async with anyio.create_task_group() as tg:
                tg.start_soon(_put, together, "short", pool.complete(short))  # starts first, alone
                tg.start_soon(_put, together, "long", pool.complete(long))
            again = await pool.complete(request)
        assert alone.n_threads == again.n_threads == 2  # a lone call gets both cores
        assert [g.n_threads for g in batch] == [1] * 4  # a batch's two parts get one each
        # the short one started alone and dropped to its share when the long one started on it; the long one
        # got both cores back when the short one ended
        assert (together["short"].n_threads, together["long"].n_threads) == (1, 2)

    anyio.run(main)


async def _put(out: dict[str, Generation], key: str, call: Awaitable[Generation]) -> None:
    out[key] = await call


def test_worker_environment_spins_briefly_unless_the_user_chose_a_wait_policy() -> None:
    from rlm.engine.worker import worker_env

    assert worker_env({"PATH": "/bin"}) == {"PATH": "/bin", "GOMP_SPINCOUNT": "300", "OMP_NUM_THREADS": "1",
                                             "OPENBLAS_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}
    assert "GOMP_SPINCOUNT" not in worker_env({"OMP_WAIT_POLICY": "passive"})  # it would override the policy
    assert worker_env({"GOMP_SPINCOUNT": "0", "OMP_NUM_THREADS": "8"})["GOMP_SPINCOUNT"] == "0"
    assert worker_env({"OMP_NUM_THREADS": "8"})["OMP_NUM_THREADS"] == "1"  # threads come from the plan
