"""`rlm hw`: the CPU topology this process sees and the worker plan for each role, with reasons."""

from __future__ import annotations

import argparse

from rich.console import Console
from rich.table import Table

from rlm import hw
from rlm.config import load_config
from rlm.errors import RLMError

SIMULATE_KEYS = {"cores": int, "smt": int, "l3": int, "numa": int, "sockets": int, "quota": float}
PRESETS = {
    "epyc-9655-nps1": "cores=96,smt=2,l3=8,numa=1",
    "epyc-9655-nps4": "cores=96,smt=2,l3=8,numa=4",
    "desktop-16": "cores=16,smt=2,l3=8",
}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("hw", help="show CPU topology and the worker plan (threads, CPU sets) with reasons")
    p.add_argument("--role", choices=hw.ROLES, action="append", help="only this role (repeatable; default: all)")
    p.add_argument(
        "--simulate",
        metavar="SPEC",
        help=f"plan for another machine: a preset ({', '.join(PRESETS)}) or e.g. "
        "'cores=96,smt=2,l3=8,numa=4' (l3: cores per L3 group / CCD; also sockets=, quota=)",
    )
    p.set_defaults(func=run)


def parse_simulate(spec: str) -> hw.Topology:
    values: dict[str, float] = {}
    for item in PRESETS.get(spec, spec).split(","):
        key, _, value = item.partition("=")
        if key.strip() not in SIMULATE_KEYS:
            raise RLMError(f"--simulate: unknown key {key.strip()!r}; use {', '.join(SIMULATE_KEYS)} or a preset")
        try:
            values[key.strip()] = SIMULATE_KEYS[key.strip()](value)
        except ValueError:
            raise RLMError(f"--simulate: {key.strip()}={value!r} is not a number") from None
    if "cores" not in values:
        raise RLMError("--simulate needs cores=N (physical cores)")
    cores, numa, sockets = int(values["cores"]), int(values.get("numa", 1)), int(values.get("sockets", 1))
    l3 = int(values.get("l3", cores))
    if min(cores, numa, sockets, l3, int(values.get("smt", 1))) < 1 or cores % numa or cores % sockets:
        raise RLMError("--simulate: counts must be positive and cores divisible by numa and sockets")
    return hw.synthetic(
        cores=cores, smt=int(values.get("smt", 1)), l3_size=l3, numa=numa, sockets=sockets, quota=values.get("quota")
    )


def topology_table(topo: hw.Topology) -> Table:
    table = Table(title="CPU topology", show_header=False)
    table.add_column("what", style="bold")
    table.add_column("value", overflow="fold")
    groups = topo.l3_groups
    sizes = sorted({len(g) for g in groups.values()})
    rows = [
        ("CPU", topo.model_name or "unknown"),
        ("logical CPUs (online)", str(topo.logical_cpus)),
        ("allowed CPUs (affinity)", hw.cpu_ranges(topo.allowed_cpus)),
        ("physical cores allowed", f"{len(topo.cores)}" + (" (SMT siblings present, not used)" if topo.smt else "")),
        ("cgroup CPU quota", "none" if topo.cpu_quota is None else f"{topo.cpu_quota:g} CPUs"),
        ("usable cores for the plan", str(topo.usable_cores)),
        ("NUMA nodes", ", ".join(str(n) for n in topo.numa_nodes)),
        ("L3 groups (CCDs)", f"{len(groups)} of {'/'.join(map(str, sizes))} cores"),
        ("AVX-512 / AMX flags", " ".join(sorted(topo.flags)) or "none"),
        ("memory", f"{topo.mem_total / 2**30:.1f} GiB total, {topo.mem_available / 2**30:.1f} GiB available"
         if topo.mem_total else "unknown"),
    ]  # fmt: skip
    for row in rows:
        table.add_row(*row)
    return table


def _values(plans: list[hw.WorkerPlan]) -> dict[str, str]:
    first = plans[0]
    sets = " ".join(hw.cpu_ranges(p.cpus) for p in plans)
    return {
        "cpus": sets,
        "n_threads": str(first.n_threads),
        "n_threads_batch": str(first.n_threads_batch),
        "n_batch/n_ubatch": f"{first.n_batch}/{first.n_ubatch}",
        "flash_attn": "on" if first.flash_attn else "off",
        "kv_cache_type": first.kv_cache_type,
        "numa": "on" if first.numa else "off",
        "use_mmap": "on" if first.use_mmap else "off",
        "use_mlock": "on" if first.use_mlock else "off",
    }


def plan_table(plans: dict[str, list[hw.WorkerPlan]]) -> Table:
    """One row per setting, one column per role, and why (per role where the roles differ)."""
    table = Table(title="worker plan (per role: workers x threads)")
    table.add_column("setting", style="bold", no_wrap=True)
    for role, role_plans in plans.items():
        table.add_column(f"{role}\n{len(role_plans)} x {role_plans[0].n_threads}", overflow="fold", max_width=18)
    table.add_column("why", overflow="fold", ratio=1)
    values = {role: _values(p) for role, p in plans.items()}
    reasons = {role: dict(p[0].reasons) for role, p in plans.items()}
    for setting in next(iter(reasons.values())):
        whys = {role: reasons[role].get(setting, "") for role in plans}
        if len(set(whys.values())) == 1:
            why = next(iter(whys.values()))
        else:
            why = "\n".join(f"{role}: {text}" for role, text in whys.items())
        table.add_row(setting, *(values[role].get(setting, "") for role in plans), why)
    return table


def run(args: argparse.Namespace) -> int:
    topo = parse_simulate(args.simulate) if args.simulate else hw.detect()
    cfg = load_config(args.config)
    console = Console()
    console.print(topology_table(topo))
    plans = {
        role: hw.plan_workers(role, instances=cfg.role(role).instances, threads=cfg.role(role).threads, topology=topo)
        for role in args.role or hw.ROLES
    }
    console.print(plan_table(plans))
    return 0
