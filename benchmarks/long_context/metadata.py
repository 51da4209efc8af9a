"""What a run was made with (commit, models and checksums, hardware plan, settings): `index.jsonl`.

A result only means something next to the code, models and machine that produced it; one line is
appended each time a run starts or resumes, since a resume may happen on another commit.
"""

from __future__ import annotations

import hashlib
import json
import platform
import subprocess
import sys
from dataclasses import asdict
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rlm import hw, models

if TYPE_CHECKING:
    from benchmarks.long_context.runner import RunSettings

PROJECT = Path(__file__).resolve().parents[2]
MODEL_FREE = {"grep"}


def git_commit() -> dict[str, Any]:
    """HEAD of the checkout the benchmark code lives in, and the tracked files changed since."""
    try:
        head = subprocess.run(["git", "-C", str(PROJECT), "rev-parse", "HEAD"], capture_output=True, text=True, check=True)
        status = subprocess.run(
            ["git", "-C", str(PROJECT), "status", "--porcelain", "--untracked-files=no"], capture_output=True, text=True, check=True
        )
    except (OSError, subprocess.CalledProcessError):
        return {"commit": None, "dirty": None, "changed": []}
    changed = [line[3:] for line in status.stdout.splitlines()]
    return {"commit": head.stdout.strip(), "dirty": bool(changed), "changed": changed[:100]}


def model_checksum(name: str) -> dict[str, Any]:
    """Path and sha256 of a role's model; registry models carry the checksum their pull verified."""
    path = models.resolve(name)
    spec = models.REGISTRY.get(name)
    if spec is not None:
        return {"name": name, "path": str(path), "sha256": spec.sha256, "bytes": spec.size}
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while chunk := fh.read(1 << 22):
            digest.update(chunk)
    return {"name": name, "path": str(path), "sha256": digest.hexdigest(), "bytes": path.stat().st_size}


def hardware(roles: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The machine and the worker plan each role gets on it (see `rlm hw`)."""
    topo = hw.detect()
    plans = {}
    for role in ("root", "sub"):
        values = roles.get(role, {})
        try:
            workers = hw.plan_workers(role, instances=values.get("instances"), threads=values.get("threads"), topology=topo)
        except hw.PlanError as exc:
            plans[role] = {"error": str(exc)}
            continue
        plans[role] = [{k: v for k, v in asdict(w).items() if k != "reasons"} for w in workers]
    return {
        "cpu": topo.model_name,
        "physical_cores": len(topo.cores),
        "logical_cpus": topo.logical_cpus,
        "cpu_quota": topo.cpu_quota,
        "numa_nodes": len(topo.numa_nodes),
        "mem_total": topo.mem_total,
        "flags": sorted(topo.flags),
        "plan": plans,
    }


def describe(settings: RunSettings) -> dict[str, Any]:
    uses_models = any(method not in MODEL_FREE for method in settings.methods)
    roles = settings.roles
    return {
        **git_commit(),
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "models": {role: model_checksum(roles[role]["model"]) for role in ("root", "sub")} if uses_models else {},
        "hardware": hardware(roles),
        "settings": settings.to_json(),
    }


def append_index(out: Path, run_id: str, settings: RunSettings, *, event: str) -> dict[str, Any]:
    entry = {"run_id": run_id, "event": event, "time": datetime.now(UTC).isoformat(timespec="seconds"), **describe(settings)}
    out.mkdir(parents=True, exist_ok=True)
    with (out / "index.jsonl").open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(entry) + "\n")
        fh.flush()
    return entry


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """The JSON lines of `path` ([] if absent); a torn line left by a killed writer is skipped."""
    if not path.is_file():
        return []
    entries = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            entries.append(json.loads(line))
        except json.JSONDecodeError:
            continue
    return entries


def read_index(out: Path) -> list[dict[str, Any]]:
    return read_jsonl(out / "index.jsonl")
