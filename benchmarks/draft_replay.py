"""The draft policy replayed on known outputs: a noise-free estimate for comparing policy changes.

    .venv/bin/python -m benchmarks.draft_replay [--models qwen2.5-coder-0.5b] [--modes lookup,lookup+suffix]
        [--build fast|exact] [--costs 1.40,1.66,1.92,2.24,2.56,2.88]

At temperature 0 drafting does not change the output, so each workload of benchmarks/speculative.py is
decoded once plainly and the policy (rlm/engine/drafting.py, unchanged) is then replayed over that output:
whether a draft is accepted is exact (its agreement with the output), and what a verify batch costs comes
from a fixed table instead of a clock. On a shared 2-core VM one wall-clock cell swings by 10-15% between
runs; this does not, so it shows what a policy change does. It is an estimate: confirm with
benchmarks/speculative.py, which measures. Plain decoding costs one step per output token.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import dataclass

from rich.progress import Progress

from benchmarks.speculative import WORKLOADS, Workload, load, prompt_text
from rlm.engine.drafting import FAST_MAX_VERIFY_TOKENS, FAST_PRIOR_BATCH_COST, PRIOR_BATCH_COST, BatchCost, Drafter
from rlm.engine.generate import Generator
from rlm.engine.invariance import MAX_VERIFY_TOKENS
from rlm.sampling import Sampling


@dataclass
class Replay:
    workload: str
    tokens: int
    steps: float  # verify and decode batches, in one-token decodes
    drafted: int
    accepted: int

    @property
    def speedup(self) -> float:
        return self.tokens / self.steps if self.steps else 1.0


Outputs = list[tuple[Workload, list[int], list[int]]]  # (workload, prompt tokens, greedy output tokens)


def plain_outputs(name: str, max_tokens: int, progress: Progress) -> tuple[Outputs, Callable[[int], bytes]]:
    """The workloads' greedy outputs, with the default build (which output the replay follows matters,
    not whether it is bit for bit the exact build's), and the model's token -> bytes."""
    llama = load(name, 4096, 2, False)
    gen = Generator(llama)
    task = progress.add_task(f"{name}: plain outputs", total=len(WORKLOADS))
    out = []
    for w in WORKLOADS:
        prompt = llama.tokenize(prompt_text(w).encode(), special=True)
        out.append((w, prompt, gen.generate(prompt, Sampling(max_tokens=w.max_tokens or max_tokens)).tokens))
        progress.advance(task)
    return out, gen.piece


def replay(
    mode: str, outputs: Outputs, costs: dict[int, float], max_tokens: int, piece: Callable[[int], bytes] | None = None,
    *, exact: bool = False,
) -> list[Replay]:
    """One session of the workloads in order, as Generator.generate would drive the drafter (a draft
    running past the end of an output is a miss there: the model ended it)."""
    drafter = Drafter(mode, piece=piece, exact=exact)
    drafter.policy.cost = BatchCost(prior=costs, learn=False)
    rows = []
    for w, prompt, out in outputs:
        drafter.start(prompt)
        limit = w.max_tokens or max_tokens
        history = list(prompt)
        i, steps, drafted, accepted = 0, 0.0, 0, 0
        while i < len(out):
            history.append(out[i])  # the token picked from the last logits, evaluated next
            drafter.extend([out[i]])
            i += 1
            draft = drafter.propose(history, limit - i)
            if draft is None:
                steps += 1
                continue
            k = len(draft.tokens)
            steps += costs[k + 1]
            ok = 0
            while ok < k and i + ok < len(out) and out[i + ok] == draft.tokens[ok]:
                ok += 1
            history += out[i : i + ok]
            drafter.extend(out[i : i + ok])
            drafter.verified(draft, ok)
            i += ok
            drafted, accepted = drafted + k, accepted + ok
        drafter.finish(out)
        rows.append(Replay(w.name, len(out), steps, drafted, accepted))
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--models", default="qwen2.5-coder-0.5b", help="comma-separated models (default the sub model)")
    p.add_argument("--modes", default="lookup,lookup+suffix", help="comma-separated draft modes (no model:)")
    p.add_argument("--max-tokens", type=int, default=96, help="completion tokens per workload (default 96)")
    p.add_argument("--build", choices=("fast", "exact"), default="fast",
                   help="the build whose verify costs and draft lengths the policy assumes (default fast)")
    p.add_argument("--costs", default=None,
                   help="cost of a 2..N-token batch in one-token decodes, comma-separated, N the build's longest "
                        "verify batch (default: the policy's prior table)")
    args = p.parse_args(argv)
    exact = args.build == "exact"
    longest = MAX_VERIFY_TOKENS if exact else FAST_MAX_VERIFY_TOKENS
    prior = BatchCost(PRIOR_BATCH_COST if exact else FAST_PRIOR_BATCH_COST, learn=False)
    costs = {n: prior.ratio(n) for n in range(1, longest + 1)}
    if args.costs:
        given = [float(c) for c in args.costs.split(",")]
        if len(given) != longest - 1:
            p.error(f"--costs needs {longest - 1} numbers (batches of 2..{longest} tokens)")
        costs.update(zip(range(2, longest + 1), given))
    with Progress(transient=True) as progress:
        outputs = {name: plain_outputs(name, args.max_tokens, progress) for name in args.models.split(",")}
    print("verify costs: " + ", ".join(f"{n}: {c:.2f}" for n, c in costs.items() if n > 1))
    print("| model | mode | " + " | ".join(w.name for w in WORKLOADS) + " |")
    print("|---|---|" + "---:|" * len(WORKLOADS))
    for name, (outs, piece) in outputs.items():
        for mode in args.modes.split(","):
            rows = replay(mode, outs, costs, args.max_tokens, piece, exact=exact)
            cells = [f"{r.speedup:.2f}x ({r.accepted}/{r.drafted})" for r in rows]
            print(f"| {name} | {mode} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
