"""Two runs of the same samples, paired: what a change (a setting, a commit) did to each sample.

Medians of two runs taken hours apart mix the change with the machine's mood; the same seed gives the
same documents, so each sample is compared with itself, and samples whose trajectory stayed the same
(equal token counts per role) show the change's cost or gain alone.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchmarks.long_context.runner import RunStore
from benchmarks.long_context.tasks import format_length

Key = tuple[str, int, str, int]  # task, length, method, index


@dataclass(frozen=True)
class Pair:
    key: Key
    run: dict[str, Any]
    baseline: dict[str, Any]

    @property
    def speedup(self) -> float:
        """Baseline seconds over this run's: above 1, this run was faster."""
        return self.baseline["seconds"] / max(self.run["seconds"], 1e-9)

    @property
    def same_path(self) -> bool:
        """Both runs took the same model steps (equal prompt and completion tokens per role; none: unknown)."""
        def steps(r: dict[str, Any]) -> dict[str, tuple[int, int]]:
            return {role: (t.get("prompt", 0), t.get("completion", 0)) for role, t in (r.get("tokens") or {}).items()}
        mine = steps(self.run)
        return bool(mine) and mine == steps(self.baseline)


@dataclass(frozen=True)
class Comparison:
    run_id: str
    baseline_id: str
    pairs: list[Pair]
    unpaired: int  # samples finished in only one of the runs

    def summary(self) -> str:
        if not self.pairs:
            return f"no sample finished in both {self.run_id} and {self.baseline_id}"
        run_s = sum(p.run["seconds"] for p in self.pairs)
        base_s = sum(p.baseline["seconds"] for p in self.pairs)
        same = [p.speedup for p in self.pairs if p.same_path]
        line = (f"{len(self.pairs)} paired samples: score {sum(p.run['score'] for p in self.pairs):g} vs "
                f"{sum(p.baseline['score'] for p in self.pairs):g}, {run_s:.0f} s vs {base_s:.0f} s in all "
                f"({base_s / max(run_s, 1e-9):.2f}x), per sample geomean "
                f"{statistics.geometric_mean(p.speedup for p in self.pairs):.2f}x")
        if same:
            line += f"; on the {len(same)} that took the same steps {statistics.geometric_mean(same):.2f}x"
        return line + (f"; {self.unpaired} unpaired" if self.unpaired else "")


def compare(out: Path, run_id: str, baseline_id: str) -> Comparison:
    """Pair the finished samples of two runs in `out` (errors: a RunError naming the runs there)."""
    def by_key(run: str) -> dict[Key, dict[str, Any]]:
        store = RunStore(out, run)
        store.settings()  # a clear error for a run that does not exist
        return {(r["task"], r["length"], r["method"], r["index"]): r for r in store.records()}

    run, base = by_key(run_id), by_key(baseline_id)
    pairs = [Pair(k, run[k], base[k]) for k in sorted(run.keys() & base.keys())]
    return Comparison(run_id, baseline_id, pairs, len(run.keys() ^ base.keys()))


def markdown(c: Comparison) -> str:
    def tokens(r: dict[str, Any]) -> str:
        root = (r.get("tokens") or {}).get("root", {})
        drafted = f" ({root['accepted']} of {root['drafted']} drafted accepted)" if root.get("drafted") else ""
        return f"{root.get('completion', 0)}{drafted}"

    lines = [f"`{c.run_id}` against `{c.baseline_id}`", "",
             "| task | length | method | # | score | seconds | speed-up | root tokens generated | same steps |",
             "|---|---|---|---:|---|---|---:|---|---|"]
    for p in c.pairs:
        task, length, method, index = p.key
        lines.append(
            f"| {task} | {format_length(length)} | {method} | {index} | {p.run['score']:g} / {p.baseline['score']:g} | "
            f"{p.run['seconds']:.1f} / {p.baseline['seconds']:.1f} | {p.speedup:.2f}x | "
            f"{tokens(p.run)} / {tokens(p.baseline)} | {'yes' if p.same_path else 'no'} |")
    return "\n".join([*lines, "", c.summary()])
