"""Engine speed: prompt-processing and decode tokens/s per model, and worker layouts under load.

    python -m benchmarks.engine_speed [--models NAME ...] [--drafts none,lookup] [--prompt-tokens N]
                                      [--decode-tokens N] [--layouts 1x2,2x1|none] [--requests 4]
                                      [--layout-prompt-tokens N]

Part 1, per model and draft mode (one worker, all usable cores): a fresh prompt of about
--prompt-tokens tokens is evaluated (prompt processing), then --decode-tokens are generated after it
(decode at that context). A drafting role's worker runs the exact build (rlm/engine/invariance.py), so
`--drafts none,lookup` shows what that build costs or saves on prompts, which sub-calls mostly are.
Part 2, per layout "IxT" (I worker processes x T threads each) with the sub model: --requests
different requests, sent at once as separate calls (what concurrent llm_call does) and as one batch
(what llm_batch does: each worker decodes its share as sequences of one llama_decode); aggregate
throughput = all generated tokens / wall time, prompts included. Models are loaded before timing
starts. Figures only: nothing is asserted.
"""

from __future__ import annotations

import argparse
import inspect
import textwrap
import time
from dataclasses import dataclass, replace

import anyio
from rich.console import Console
from rich.table import Table

from rlm.backends.base import Completion
from rlm.backends.local import LocalBackend
from rlm.config import RoleConfig
from rlm.hw import detect, plan_workers
from rlm.models import REGISTRY
from rlm.sampling import Sampling

console = Console(width=120)  # full model names in the tables, also when piped to a file


def corpus() -> str:
    """Real English prose and code to build prompts from (the standard library's own docs and source)."""
    return "\n".join(inspect.getsource(m) for m in (textwrap, argparse, inspect))


def prompt_of(backend: LocalBackend, tokens: int, tag: str) -> str:
    """Raw text of about `tokens` tokens; `tag` first, so no two prompts share a cached prefix."""
    text, words = f"[{tag}]\n", corpus().split(" ")
    i, step = 0, 16
    while backend.count_tokens(text) < tokens and i < len(words):
        text += " ".join(words[i : i + step]) + " "
        i += step
    return text


def window(prompt_tokens: int, decode_tokens: int) -> int:
    """Room for a prompt that overshoots its target by a few words, and the answer."""
    return prompt_tokens + prompt_tokens // 4 + decode_tokens + 64


@dataclass
class ModelRow:
    model: str
    draft: str
    prompt_tokens: int
    pp_tok_s: float
    decode_tokens: int
    decode_tok_s: float


async def model_speed(name: str, draft: str, prompt_tokens: int, decode_tokens: int, cores: int) -> ModelRow:
    cfg = RoleConfig(model=name, n_ctx=window(prompt_tokens, decode_tokens), instances=1, threads=cores, draft=draft)
    async with LocalBackend("sub", cfg) as backend:
        await backend.complete("warm up", Sampling(max_tokens=1))  # load the model outside the timing
        prompt = prompt_of(backend, prompt_tokens, f"speed {name}")
        c = await backend.complete(prompt, Sampling(max_tokens=decode_tokens))
    evaluated = c.prompt_tokens - c.cached_tokens
    return ModelRow(
        name, draft, evaluated, evaluated / c.prompt_seconds, c.completion_tokens, c.completion_tokens / c.decode_seconds
    )


@dataclass
class LayoutRow:
    layout: str
    calls: str  # "separate" | "batch"
    requests: int
    generated: int
    wall: float
    per_request_tok_s: float


Layout = tuple[int, int] | None  # (instances, threads), or None: the hardware plan's sub workers


def layout_name(layout: Layout) -> str:
    if layout is not None:
        return f"{layout[0]} x {layout[1]} threads"
    plans = plan_workers("sub")
    shared = len(plans) > 1 and len({p.cpus for p in plans}) == 1
    return f"plan: {len(plans)} x {plans[0].n_threads} threads" + (", sharing the cores" if shared else "")


async def layout_speed(
    model: str, layout: Layout, requests: int, prompt_tokens: int, decode: int, batch: bool
) -> LayoutRow:
    cfg = RoleConfig(model=model, n_ctx=window(prompt_tokens, decode))
    if layout is not None:
        cfg = replace(cfg, instances=layout[0], threads=layout[1])
    instances = layout[0] if layout is not None else len(plan_workers("sub"))
    async with LocalBackend("sub", cfg) as backend:
        async with anyio.create_task_group() as tg:  # start every worker before timing
            for i in range(instances):
                tg.start_soon(lambda i=i: backend.complete(f"warm up {i}", Sampling(max_tokens=1)))
        if batch:  # and make each worker's batch context, which a first batch creates
            await backend.complete_many(["warm up a", "warm up b"] * instances, Sampling(max_tokens=1))
        prompts = [prompt_of(backend, prompt_tokens, f"request {i} of {layout_name(layout)}") for i in range(requests)]
        done: list[Completion] = []

        async def one(text: str) -> None:
            done.append(await backend.complete(text, Sampling(max_tokens=decode)))

        t0 = time.perf_counter()
        if batch:
            for outcome in await backend.complete_many(prompts, Sampling(max_tokens=decode)):
                if not isinstance(outcome, Completion):
                    raise outcome
                done.append(outcome)
        else:
            async with anyio.create_task_group() as tg:
                for text in prompts:
                    tg.start_soon(one, text)
        wall = time.perf_counter() - t0
    generated = sum(c.completion_tokens for c in done)
    per_request = sum(c.completion_tokens / c.decode_seconds for c in done) / len(done)
    return LayoutRow(layout_name(layout), "batch" if batch else "separate", requests, generated, wall, per_request)


def default_layouts(cores: int) -> list[Layout]:
    """One worker on every core vs one worker per core (per 8-core group on big machines) vs the plan."""
    if cores <= 1:
        return [(1, 1), None]
    if cores <= 8:
        return [(1, cores), (cores, 1), None]
    return [(1, cores), (cores // 8, 8), None]


def parse_layouts(text: str) -> list[Layout]:
    layouts: list[Layout] = []
    for part in text.split(","):
        if part.strip() == "plan":
            layouts.append(None)
            continue
        i, _, t = part.strip().partition("x")
        layouts.append((int(i), int(t)))
    return layouts


async def main(args: argparse.Namespace) -> None:
    cores = detect().usable_cores
    models = args.models or [m for m in REGISTRY if REGISTRY[m].present]
    table = Table(title=f"engine speed, one worker x {cores} threads")
    for col in ("model", "draft", "prompt tokens", "prompt tok/s", "decoded tokens", "decode tok/s"):
        table.add_column(col, justify="left" if col in ("model", "draft") else "right")
    for name in models:
        for draft in args.drafts.split(","):
            console.print(f"[dim]measuring {name}, draft {draft}…[/]")
            r = await model_speed(name, draft, args.prompt_tokens, args.decode_tokens, cores)
            table.add_row(
                r.model, r.draft, str(r.prompt_tokens), f"{r.pp_tok_s:.1f}", str(r.decode_tokens), f"{r.decode_tok_s:.1f}"
            )
    console.print(table)
    if args.layouts == "none":
        return

    layouts = parse_layouts(args.layouts) if args.layouts else default_layouts(cores)
    table = Table(
        title=f"{args.requests} concurrent requests on {args.layout_model} "
        f"({args.layout_prompt_tokens}-token prompts, {args.decode_tokens} tokens each)"
    )
    for col in ("layout", "calls", "generated tokens", "wall s", "aggregate tok/s", "per-request decode tok/s"):
        table.add_column(col, justify="left" if col in ("layout", "calls") else "right")
    rows = []
    for layout in layouts:
        for batch in (False, True) if args.requests > 1 else (False,):
            console.print(f"[dim]measuring {layout_name(layout)}, {'batch' if batch else 'separate calls'}…[/]")
            rows.append(
                await layout_speed(
                    args.layout_model, layout, args.requests, args.layout_prompt_tokens, args.decode_tokens, batch
                )
            )
    base = rows[0].generated / rows[0].wall
    for r in rows:
        agg = r.generated / r.wall
        table.add_row(
            r.layout, r.calls, str(r.generated), f"{r.wall:.1f}", f"{agg:.1f} ({agg / base:.2f}x)",
            f"{r.per_request_tok_s:.1f}",
        )
    console.print(table)


def cli() -> None:
    p = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("--models", nargs="*", help="models to measure (default: every downloaded registry model)")
    p.add_argument("--drafts", default="none", help='comma-separated draft modes per model (default: "none")')
    p.add_argument("--prompt-tokens", type=int, default=1500)
    p.add_argument("--decode-tokens", type=int, default=64)
    p.add_argument("--layouts", help='comma-separated "IxT" or "plan" (default: from the usable cores, e.g. 1x2,2x1,plan); "none": skip part 2')
    p.add_argument("--layout-model", default="qwen2.5-coder-0.5b")
    p.add_argument("--layout-prompt-tokens", type=int, default=300)
    p.add_argument("--requests", type=int, default=4)
    anyio.run(main, p.parse_args())


if __name__ == "__main__":
    cli()
