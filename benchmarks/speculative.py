"""Speculative decoding benchmark: plain greedy decoding vs each draft mode, per workload and model.

    .venv/bin/python -m benchmarks.speculative [--models qwen2.5-coder-0.5b,qwen2.5-coder-1.5b]
        [--modes none,lookup,lookup+suffix,model:qwen2.5-coder-0.5b] [--max-tokens 160] [--repeat 1] [--exact]

Workloads mirror what RLM sub-calls do (copy a section, extract lines, summarize, answer, edit code)
plus free generation, on real text (Python's own documentation and sources). For each model, every
mode runs the same workloads in one session (the suffix cache learns from earlier workloads, as in an
RLM run); `--repeat N` runs N fresh sessions, modes alternating within each workload, and reports
each cell's median speed (drafted/accepted counts are the first session's). Prints decode tokens per wall-clock second and per CPU second of this process (steadier
when other jobs share the machine), the ratios to plain decoding in the same run, acceptance, and
whether the output equals plain greedy decoding, as a markdown table. Each measured call starts from
a cached prompt, so only decoding is timed. Targets: >= 2x on copy and extract, no workload below 0.95x.
"""

from __future__ import annotations

import argparse
import inspect
import os
import statistics
import sys
import textwrap
import time
from dataclasses import dataclass

import llama_cpp
import pydoc_data.topics
from rich.progress import Progress

from rlm.engine.drafting import Drafter
from rlm.engine.generate import Generation, Generator
from rlm.engine.invariance import LIBRARY_ENV, exact_library, load_llama
from rlm.models import resolve
from rlm.sampling import Sampling

TOPICS = pydoc_data.topics.topics


@dataclass(frozen=True)
class Workload:
    name: str
    document: str
    question: str
    max_tokens: int | None = None  # None: --max-tokens


WORKLOADS = [
    Workload("copy", inspect.getsource(textwrap.dedent) + inspect.getsource(textwrap.indent),
             "Copy the function dedent from the document exactly, including its docstring and comments."),
    Workload("extract", inspect.getsource(textwrap.TextWrapper._wrap_chunks),
             "List every line of the document that contains 'self.', exactly as written, one per line."),
    Workload("summarize", TOPICS["with"][:3000], "Summarize the document in one short paragraph."),
    Workload("answer", TOPICS["for"][:3000],
             "What happens to the loop variable when the loop finishes? Answer in one sentence.", 48),
    Workload("free", "", "Write a short story about a lighthouse keeper who finds a message in a bottle."),
    Workload("edit", inspect.getsource(textwrap.indent),
             "Rewrite the function with type hints on its parameters and return value and keep everything "
             "else exactly the same. Output only the code."),
]


def prompt_text(w: Workload) -> str:
    user = f"Document:\n{w.document}\n\n{w.question}" if w.document else w.question
    return (
        "<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n"
        f"<|im_start|>user\n{user}<|im_end|>\n<|im_start|>assistant\n"
    )


@dataclass
class Row:
    model: str
    workload: str
    mode: str
    tokens: int
    wall_tps: float  # decode tokens per wall-clock second
    cpu_tps: float  # decode tokens per CPU second of this process (steadier on a shared machine)
    drafted: int
    accepted: int
    identical: bool
    wall_ratio: float = 1.0
    cpu_ratio: float = 1.0


def load(name: str, n_ctx: int, threads: int, exact: bool) -> llama_cpp.Llama:
    """Loaded as a worker of that kind loads it: exact = a drafting worker (rlm/engine/invariance.py)."""
    return load_llama(exact=exact, model_path=str(resolve(name)), n_ctx=n_ctx, n_threads=threads,
                      n_threads_batch=threads, n_batch=512, flash_attn=True, logits_all=False, verbose=False)


def run_model(name: str, modes: list[str], args: argparse.Namespace, progress: Progress) -> tuple[list[Row], str]:
    """The model's rows, and a line with what verifying a batch cost it (from the drafters' own timing)."""
    llama = load(name, args.n_ctx, args.threads, args.exact)
    draft_models = {m: load(m[len("model:"):], args.n_ctx, args.threads, False) for m in modes if m.startswith("model:")}
    gen = Generator(llama)
    warm = llama.tokenize(prompt_text(Workload("warm", "", "Say hi.")).encode(), special=True)
    gen.generate(warm, Sampling(max_tokens=4))
    runs: dict[tuple[str, str], list[tuple[Generation, float]]] = {}
    task = progress.add_task(name, total=len(WORKLOADS) * len(modes) * args.repeat)
    for _ in range(args.repeat):
        # Each repeat is a fresh session: one drafter per mode (its suffix cache learns from the earlier
        # workloads, not from its own output in an earlier repeat), all sharing one context so a
        # workload's prompt is evaluated once and every mode decodes from the same cached prefix.
        # Modes alternate within a workload, so a slow spell of the machine hits them alike.
        drafters = {m: Drafter(m, draft_models.get(m), piece=gen.piece) for m in modes}
        for w in WORKLOADS:
            tokens = llama.tokenize(prompt_text(w).encode(), special=True)
            for mode in modes:
                gen.drafter = drafters[mode]
                gen.generate(tokens, Sampling(max_tokens=1))  # the prompt (and a draft model's copy) in cache: time decoding only
                cpu0 = time.process_time()
                g = gen.generate(tokens, Sampling(max_tokens=w.max_tokens or args.max_tokens))
                runs.setdefault((w.name, mode), []).append((g, time.process_time() - cpu0))
                progress.advance(task)
    rows: list[Row] = []
    for w in WORKLOADS:
        plain = runs[(w.name, modes[0])][0][0]
        for mode in modes:
            cell = runs[(w.name, mode)]
            g = cell[0][0]
            rows.append(Row(
                model=name, workload=w.name, mode=mode, tokens=g.completion_tokens,
                wall_tps=statistics.median(r.completion_tokens / r.decode_seconds for r, _ in cell),
                cpu_tps=statistics.median(r.completion_tokens / cpu for r, cpu in cell),
                drafted=sum(g.drafted.values()), accepted=sum(g.accepted.values()),
                identical=all(r.tokens == plain.tokens for r, _ in cell),
            ))
            progress.console.print(f"{name} {w.name} {mode}: {g.completion_tokens} tokens, "
                                   f"{rows[-1].wall_tps:.1f} tok/s wall, {rows[-1].cpu_tps:.1f} tok/s CPU, "
                                   f"accepted {rows[-1].accepted}/{rows[-1].drafted}")
    for r in rows:
        base = next(b for b in rows if b.workload == r.workload and b.mode == modes[0])
        r.wall_ratio = r.wall_tps / base.wall_tps
        r.cpu_ratio = r.cpu_tps / base.cpu_tps
    costs: dict[int, list[float]] = {}
    for d in drafters.values():
        for n, ratio in d.policy.cost.measured().items():
            costs.setdefault(n, []).append(ratio)
    cost_line = f"{name}: a decode of n tokens costs (one-token decodes, last session, median over modes): " + ", ".join(
        f"{n}: {statistics.median(v):.2f}" for n, v in sorted(costs.items()) if n > 1)
    return rows, cost_line


def table(rows: list[Row]) -> str:
    lines = ["| model | workload | mode | tokens | tok/s wall | vs plain | tok/s CPU | vs plain | drafted | accepted | identical |",
             "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|"]
    for r in rows:
        acc = f"{r.accepted} ({r.accepted / r.drafted:.0%})" if r.drafted else "-"
        lines.append(f"| {r.model} | {r.workload} | {r.mode} | {r.tokens} | {r.wall_tps:.1f} | {r.wall_ratio:.2f}x | "
                     f"{r.cpu_tps:.1f} | {r.cpu_ratio:.2f}x | {r.drafted} | {acc} | {'yes' if r.identical else 'NO'} |")
    return "\n".join(lines)


def summary(rows: list[Row]) -> str:
    out = []
    for (model, mode) in dict.fromkeys((r.model, r.mode) for r in rows):
        mine = [r for r in rows if r.model == model and r.mode == mode]
        same = sum(r.identical for r in mine)
        parts = [f"{model} {mode}: identical {same}/{len(mine)}"]
        for clock in ("wall", "cpu"):
            ratios = {r.workload: getattr(r, f"{clock}_ratio") for r in mine}
            worst = min(ratios, key=ratios.__getitem__)
            parts.append(f"{clock}: geomean {statistics.geometric_mean(ratios.values()):.2f}x, "
                         f"worst {ratios[worst]:.2f}x ({worst})")
        out.append("; ".join(parts))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--models", default="qwen2.5-coder-0.5b,qwen2.5-coder-1.5b", help="comma-separated models")
    p.add_argument("--modes", default="none,lookup,lookup+suffix,model:qwen2.5-coder-0.5b",
                   help="comma-separated draft modes; the first is the baseline; model:X runs only for larger models")
    p.add_argument("--max-tokens", type=int, default=160, help="completion tokens per workload (default 160)")
    p.add_argument("--repeat", type=int, default=1, help="fresh sessions; each cell reports its median tok/s (default 1)")
    p.add_argument("--threads", type=int, default=2, help="llama.cpp threads (default 2)")
    p.add_argument("--n-ctx", type=int, default=4096, help="context window (default 4096)")
    p.add_argument("--exact", action="store_true",
                   help="run as a drafting worker does: the exact llama.cpp build, no flash attention, no repacking "
                        "(compare its plain row with a run without --exact for what exactness costs)")
    args = p.parse_args(argv)
    if args.exact and os.environ.get(LIBRARY_ENV) != str(exact_library()):  # the build is chosen at load: re-run
        os.execve(sys.executable, [sys.executable, "-m", "benchmarks.speculative", *sys.argv[1:]],
                  {**os.environ, LIBRARY_ENV: str(exact_library())})
    rows: list[Row] = []
    costs: list[str] = []
    with Progress() as progress:
        for name in args.models.split(","):
            modes = [m for m in args.modes.split(",") if m != f"model:{name}"]
            model_rows, cost_line = run_model(name, modes, args, progress)
            rows += model_rows
            costs.append(cost_line)
    print(table(rows))
    print()
    print(summary(rows))
    print()
    print("\n".join(costs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
