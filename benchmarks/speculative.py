"""Speculative decoding benchmark: each draft mode on each llama.cpp build, against the fastest plain decoding.

    .venv/bin/python -m benchmarks.speculative [--models qwen2.5-coder-0.5b,qwen2.5-coder-1.5b]
        [--modes none,lookup+suffix] [--builds fast,exact] [--max-tokens 160] [--repeat 1]

Workloads mirror what RLM sub-calls do (copy a section, extract lines, summarize, answer, edit code)
plus free generation, on real text (Python's own documentation and sources). Two builds of llama.cpp
(scripts/bootstrap.sh): `fast`, loaded as a worker that does not draft loads it (flash attention, weight
repacking), and `exact`, loaded as a drafting worker loads it (one-row tinyBLAS, neither of those, so a
verify batch computes what one-token decoding computes: rlm/engine/invariance.py). Each build runs in a
process of its own, in the environment a worker gets (rlm/engine/worker.py: threads, OpenMP's spinning;
the library is chosen when llama.cpp loads); within it every mode decodes the same
workloads in one session (the suffix cache learns from earlier workloads, as in an RLM run), modes
alternating within a workload. `--repeat N` runs N fresh sessions, builds alternating, and reports each
cell's median speed (drafted/accepted counts are the first session's).

Every speed is compared with the **fast build's plain decoding** of the same model and workload in the
same run, the fastest a user gets without drafting; and every output with that decoding's output and with
its own build's plain decoding. Prints decode tokens per wall-clock second and per CPU second of the
measuring process (steadier when other jobs share the machine), as a markdown table. Each measured call
starts from a cached prompt, so only decoding is timed. Targets: >= 2x on copy and extract, no workload
below 0.95x.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import llama_cpp
import pydoc_data.topics
from rich.console import Console
from rich.progress import Progress

from rlm.engine.drafting import Drafter
from rlm.engine.generate import Generation, Generator
from rlm.engine.invariance import LIBRARY_ENV, exact_library, load_llama
from rlm.engine.worker import worker_env
from rlm.models import resolve
from rlm.sampling import Sampling

TOPICS = pydoc_data.topics.topics
BUILDS = ("fast", "exact")
REFERENCE = ("fast", "none")  # the build and mode every speed and output is compared with


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
class Sample:
    """One session's decoding of one workload in one mode on one build."""

    model: str
    build: str
    workload: str
    mode: str
    output: list[int]
    wall_tps: float  # decode tokens per wall-clock second
    cpu_tps: float  # decode tokens per CPU second of the measuring process
    drafted: int
    accepted: int


@dataclass
class Row:
    model: str
    build: str
    workload: str
    mode: str
    tokens: int
    wall_tps: float  # median over sessions
    cpu_tps: float
    drafted: int
    accepted: int
    same_as_own_plain: bool  # every session's output equals this build's plain decoding
    same_as_reference: bool  # ... equals the fast build's plain decoding
    wall_ratio: float = 1.0  # against the fast build's plain decoding
    cpu_ratio: float = 1.0


@dataclass
class Session:
    samples: list[Sample] = field(default_factory=list)
    costs: list[str] = field(default_factory=list)  # per model: what a verify batch cost, from the drafters


def load(name: str, n_ctx: int, threads: int, exact: bool) -> llama_cpp.Llama:
    """Loaded as a worker of that kind loads it (rlm/engine/invariance.py)."""
    return load_llama(exact=exact, model_path=str(resolve(name)), n_ctx=n_ctx, n_threads=threads,
                      n_threads_batch=threads, n_batch=512, flash_attn=True, logits_all=False, verbose=False)


def run_session(build: str, models: list[str], modes: list[str], args: argparse.Namespace) -> Session:
    """One fresh session of every model and mode on the build this process loaded."""
    session = Session()
    for name in models:
        model_modes = [m for m in modes if m != f"model:{name}"]
        llama = load(name, args.n_ctx, args.threads, build == "exact")
        draft_models = {m: load(m[len("model:"):], args.n_ctx, args.threads, False)
                        for m in model_modes if m.startswith("model:")}
        gen = Generator(llama)
        gen.generate(llama.tokenize(prompt_text(Workload("warm", "", "Say hi.")).encode(), special=True),
                     Sampling(max_tokens=4))
        # one drafter per mode: its suffix cache learns from this session's earlier workloads only
        drafters = {m: Drafter(m, draft_models.get(m), piece=gen.piece, exact=build == "exact") for m in model_modes}
        for w in WORKLOADS:
            tokens = llama.tokenize(prompt_text(w).encode(), special=True)
            for mode in model_modes:  # alternating: a slow spell of the machine hits the modes alike
                gen.drafter = drafters[mode]
                gen.generate(tokens, Sampling(max_tokens=1))  # prompt in cache: time decoding only
                cpu0 = time.process_time()
                g: Generation = gen.generate(tokens, Sampling(max_tokens=w.max_tokens or args.max_tokens))
                cpu = time.process_time() - cpu0
                session.samples.append(Sample(
                    model=name, build=build, workload=w.name, mode=mode, output=list(g.tokens),
                    wall_tps=g.completion_tokens / g.decode_seconds, cpu_tps=g.completion_tokens / cpu,
                    drafted=sum(g.drafted.values()), accepted=sum(g.accepted.values())))
                print(f"{build} {name} {w.name} {mode}: {g.completion_tokens} tokens, "
                      f"{session.samples[-1].wall_tps:.1f} tok/s", file=sys.stderr, flush=True)
        costs: dict[int, list[float]] = {}
        for d in drafters.values():
            for n, ratio in d.policy.cost.measured().items():
                costs.setdefault(n, []).append(ratio)
        session.costs.append(
            f"{name}, {build} build: a decode of n tokens costs (one-token decodes, median over modes): "
            + ", ".join(f"{n}: {statistics.median(v):.2f}" for n, v in sorted(costs.items()) if n > 1))
    return session


def spawn_session(build: str, argv: list[str], progress: Progress) -> Session:
    """A session in a child process that loads `build`'s llama.cpp; its per-cell lines shown as they come."""
    env = worker_env({k: v for k, v in os.environ.items() if k != LIBRARY_ENV})
    if build == "exact":
        env[LIBRARY_ENV] = str(exact_library())
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "session.json"
        child = subprocess.Popen([sys.executable, "-m", "benchmarks.speculative", *argv, "--session", build,
                                  "--session-out", str(out)], env=env, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE, text=True)
        assert child.stderr is not None
        tail: list[str] = []
        for line in child.stderr:
            tail = [*tail[-20:], line]
            progress.console.print(line.rstrip(), markup=False, highlight=False)
        if child.wait() != 0:
            raise SystemExit(f"error: the {build} build's session failed:\n{''.join(tail)}")
        data = json.loads(out.read_text())
    return Session([Sample(**s) for s in data["samples"]], data["costs"])


def rows_of(samples: list[Sample]) -> list[Row]:
    cells: dict[tuple[str, str, str, str], list[Sample]] = {}
    for s in samples:
        cells.setdefault((s.model, s.build, s.workload, s.mode), []).append(s)
    plain = {key: cell for key, cell in cells.items() if key[3] == "none"}
    rows = []
    for (model, build, workload, mode), cell in cells.items():
        own = plain.get((model, build, workload, "none"))
        ref = plain.get((model, *REFERENCE[:1], workload, "none"))
        rows.append(Row(
            model=model, build=build, workload=workload, mode=mode, tokens=len(cell[0].output),
            wall_tps=statistics.median(s.wall_tps for s in cell), cpu_tps=statistics.median(s.cpu_tps for s in cell),
            drafted=cell[0].drafted, accepted=cell[0].accepted,
            same_as_own_plain=bool(own) and all(s.output == own[0].output for s in cell),
            same_as_reference=bool(ref) and all(s.output == ref[0].output for s in cell),
        ))
    for r in rows:
        base = next((b for b in rows if (b.model, b.workload) == (r.model, r.workload) and (b.build, b.mode) == REFERENCE),
                    None)
        if base is not None:
            r.wall_ratio, r.cpu_ratio = r.wall_tps / base.wall_tps, r.cpu_tps / base.cpu_tps
    return rows


def table(rows: list[Row]) -> str:
    lines = ["| model | build | mode | workload | tokens | tok/s wall | vs fast plain | tok/s CPU | vs fast plain | "
             "drafted | accepted | = fast plain | = own plain |",
             "|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|"]
    yes = {True: "yes", False: "NO"}
    for r in sorted(rows, key=lambda r: (r.model, BUILDS.index(r.build), r.mode != "none", r.mode)):
        acc = f"{r.accepted} ({r.accepted / r.drafted:.0%})" if r.drafted else "-"
        lines.append(f"| {r.model} | {r.build} | {r.mode} | {r.workload} | {r.tokens} | {r.wall_tps:.1f} | "
                     f"{r.wall_ratio:.2f}x | {r.cpu_tps:.1f} | {r.cpu_ratio:.2f}x | {r.drafted} | {acc} | "
                     f"{yes[r.same_as_reference]} | {yes[r.same_as_own_plain]} |")
    return "\n".join(lines)


def summary(rows: list[Row]) -> str:
    out = []
    for model, build, mode in dict.fromkeys((r.model, r.build, r.mode) for r in rows):
        mine = [r for r in rows if (r.model, r.build, r.mode) == (model, build, mode)]
        parts = [f"{model} {build} {mode}: = fast plain {sum(r.same_as_reference for r in mine)}/{len(mine)}"]
        for clock in ("wall", "cpu"):
            ratios = {r.workload: getattr(r, f"{clock}_ratio") for r in mine}
            worst = min(ratios, key=ratios.__getitem__)
            parts.append(f"{clock} vs fast plain: geomean {statistics.geometric_mean(ratios.values()):.2f}x, "
                         f"worst {ratios[worst]:.2f}x ({worst})")
        out.append("; ".join(parts))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--models", default="qwen2.5-coder-0.5b,qwen2.5-coder-1.5b", help="comma-separated models")
    p.add_argument("--modes", default="none,lookup,lookup+suffix,model:qwen2.5-coder-0.5b",
                   help="comma-separated draft modes, run on every build; model:X runs only for larger models")
    p.add_argument("--builds", default="fast,exact",
                   help="comma-separated llama.cpp builds: fast (what a worker without drafting loads) and exact "
                        "(what a drafting worker loads); the fast build's plain decoding is always measured")
    p.add_argument("--max-tokens", type=int, default=160, help="completion tokens per workload (default 160)")
    p.add_argument("--repeat", type=int, default=1, help="fresh sessions; each cell reports its median tok/s (default 1)")
    p.add_argument("--threads", type=int, default=2, help="llama.cpp threads (default 2)")
    p.add_argument("--n-ctx", type=int, default=4096, help="context window (default 4096)")
    p.add_argument("--session", choices=BUILDS, help=argparse.SUPPRESS)  # internal: run one session in this process
    p.add_argument("--session-out", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    models = args.models.split(",")
    modes = list(dict.fromkeys(["none", *args.modes.split(",")]))
    if args.session:
        session = run_session(args.session, models, modes, args)
        Path(args.session_out).write_text(json.dumps({"samples": [asdict(s) for s in session.samples],
                                                      "costs": session.costs}))
        return 0
    builds = [b for b in args.builds.split(",") if b]
    if unknown := set(builds) - set(BUILDS):
        p.error(f"unknown build(s) {sorted(unknown)}: choose from {', '.join(BUILDS)}")
    child_argv = ["--models", args.models, "--modes", ",".join(modes), "--max-tokens", str(args.max_tokens),
                  "--threads", str(args.threads), "--n-ctx", str(args.n_ctx)]
    samples: list[Sample] = []
    costs: dict[str, list[str]] = {}
    plan = [b for b in BUILDS if b in builds or b == REFERENCE[0]]
    with Progress(console=Console(stderr=True)) as progress:  # stdout: the table alone
        task = progress.add_task("sessions", total=args.repeat * len(plan))
        for _ in range(args.repeat):
            for build in plan:
                progress.update(task, description=f"{build} build")
                session = spawn_session(build, child_argv, progress)
                samples += session.samples
                costs[build] = session.costs
                progress.advance(task)
    rows = rows_of(samples)
    print(table(rows))
    print()
    print(summary(rows))
    print()
    print("\n".join(line for build in plan for line in costs[build]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
