"""CPU topology and the worker plan derived from it ("Turin tuning").

What the plan rests on, measured with llama.cpp on an AMD EPYC 9655 (96 Zen 5 cores, 12 CCDs) and on
a 2-core VM (README, "The hardware plan", has the table):
- SMT siblings cut decode by more than half (EPYC, 32B model: 96 threads 3.8 tok/s, 192 threads 1.6):
  one thread per physical core, never two.
- Decode is memory-bandwidth bound; with 4 NUMA nodes, interleaving the weights over all of them beat
  binding them to one node by about 1.8x (3.77 against 2.05 tok/s).
- A small model does not use 96 cores for one token at a time; several instances, each inside one
  CCD (its own L3), serve concurrent sub-calls (`llm_batch`) with local caches.
- Flash attention sped up prompt processing on both (2 cores, a 0.5B model: 126 -> 160 tok/s).
"""

from __future__ import annotations

import ctypes
import os
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from rlm.errors import RLMError

ROLES = ("root", "sub", "draft")
SUB_MAX_THREADS = 8  # one Zen CCD; a small sub model's decode gains little from more threads
# Up to this many usable cores, sub workers (one per core) share all of them: a lone call gets every
# core, concurrent calls split them (the pool sets each job's threads). On 2 cores, two 1-thread workers
# served concurrent calls 1.3-1.45x faster than one 2-thread worker (benchmarks/engine_speed.py).
SHARED_SUB_CORES = 4
AVX512_FLAGS = ("avx512f", "avx512bw", "avx512vl", "avx512_vnni", "avx512_bf16", "avx512vbmi", "amx_tile")


class PlanError(RLMError):
    """The requested instances / threads do not fit the CPUs this process may use."""


@dataclass(frozen=True)
class Core:
    """One physical core: its allowed logical CPUs (SMT siblings, first one used) and locality."""

    cpus: tuple[int, ...]
    node: int  # NUMA node
    l3: int  # L3 group (a CCD on AMD Zen), unique across the machine

    @property
    def cpu(self) -> int:
        return self.cpus[0]


@dataclass(frozen=True)
class Topology:
    cores: tuple[Core, ...]  # physical cores with at least one CPU this process may use
    logical_cpus: int  # online logical CPUs of the machine
    cpu_quota: float | None = None  # cgroup CPU quota in CPUs, None if unlimited
    mem_total: int = 0  # bytes (the cgroup limit if lower)
    mem_available: int = 0
    flags: frozenset[str] = field(default_factory=frozenset)  # AVX-512 / AMX CPU flags present
    model_name: str = ""

    @property
    def allowed_cpus(self) -> tuple[int, ...]:
        return tuple(sorted(cpu for core in self.cores for cpu in core.cpus))

    @property
    def numa_nodes(self) -> tuple[int, ...]:
        return tuple(sorted({core.node for core in self.cores}))

    @property
    def l3_groups(self) -> dict[int, tuple[Core, ...]]:
        groups: dict[int, list[Core]] = {}
        for core in self.ordered_cores():
            groups.setdefault(core.l3, []).append(core)
        return {key: tuple(cores) for key, cores in groups.items()}

    @property
    def smt(self) -> bool:
        return any(len(core.cpus) > 1 for core in self.cores)

    @property
    def usable_cores(self) -> int:
        """Physical cores a plan may fill: the allowed ones, cut down to the cgroup quota."""
        n = len(self.cores)
        if self.cpu_quota is not None:
            n = min(n, max(1, int(self.cpu_quota)))
        return n

    def ordered_cores(self) -> tuple[Core, ...]:
        """Cores sorted so that neighbours share a NUMA node, then an L3 group."""
        return tuple(sorted(self.cores, key=lambda c: (c.node, c.l3, c.cpu)))


@dataclass(frozen=True)
class WorkerPlan:
    """How one worker runs. Workers whose CPU sets overlap share them: the pool gives each job
    n_threads divided among the busy workers on those CPUs (rlm/engine/pool.py)."""

    cpus: tuple[int, ...]  # CPU ids the worker process pins itself to (os.sched_setaffinity)
    n_threads: int  # at most; a job on shared CPUs may get fewer
    n_threads_batch: int
    n_batch: int
    n_ubatch: int
    flash_attn: bool
    numa: bool  # ask llama.cpp for NUMA distribution / interleave
    use_mmap: bool
    use_mlock: bool
    reasons: tuple[tuple[str, str], ...]  # (setting, why) for `rlm hw`
    kv_cache_type: str = "f16"  # llama.cpp type_k / type_v


# --- detection -------------------------------------------------------------------------------------


def parse_cpu_list(text: str) -> list[int]:
    """Linux CPU list syntax: "0-3,8,10-11" -> [0, 1, 2, 3, 8, 10, 11]."""
    cpus: list[int] = []
    for part in text.strip().split(","):
        if not part:
            continue
        lo, _, hi = part.partition("-")
        cpus.extend(range(int(lo), int(hi or lo) + 1))
    return cpus


def _read(path: Path) -> str | None:
    try:
        return path.read_text().strip()
    except OSError:
        return None


def detect(root: Path = Path("/"), allowed: set[int] | None = None) -> Topology:
    """The topology of this machine as seen by this process (`root` lets tests use a fake /sys)."""
    sys_cpu = root / "sys/devices/system/cpu"
    online = parse_cpu_list(_read(sys_cpu / "online") or "") or list(range(os.cpu_count() or 1))
    allowed = allowed if allowed is not None else set(os.sched_getaffinity(0))
    node_of = _cpu_nodes(root)
    by_core: dict[tuple[int, int], list[int]] = {}
    l3_of: dict[int, int] = {}
    for cpu in online:
        topo = sys_cpu / f"cpu{cpu}/topology"
        package = int(_read(topo / "physical_package_id") or 0)
        core_id = int(_read(topo / "core_id") or cpu)
        by_core.setdefault((package, core_id), []).append(cpu)
        l3_of[cpu] = _l3_group(sys_cpu / f"cpu{cpu}/cache", package)
    cores = []
    for cpus in by_core.values():
        usable = tuple(sorted(c for c in cpus if c in allowed))
        if usable:
            cores.append(Core(cpus=usable, node=node_of.get(usable[0], 0), l3=l3_of[usable[0]]))
    mem_total, mem_available = _memory(root)
    return Topology(
        cores=tuple(sorted(cores, key=lambda c: c.cpu)),
        logical_cpus=len(online),
        cpu_quota=_cpu_quota(root),
        mem_total=mem_total,
        mem_available=mem_available,
        flags=_cpu_flags(root),
        model_name=_cpuinfo_field(root, "model name"),
    )


def _cpu_nodes(root: Path) -> dict[int, int]:
    nodes: dict[int, int] = {}
    for node_dir in sorted((root / "sys/devices/system/node").glob("node[0-9]*")):
        for cpu in parse_cpu_list(_read(node_dir / "cpulist") or ""):
            nodes[cpu] = int(node_dir.name[4:])
    return nodes


def _l3_group(cache_dir: Path, package: int) -> int:
    """An id shared by the CPUs behind one L3 (its lowest CPU); the package if no L3 is reported."""
    for index in sorted(cache_dir.glob("index[0-9]*")):
        if _read(index / "level") == "3":
            shared = parse_cpu_list(_read(index / "shared_cpu_list") or "")
            if shared:
                return min(shared)
    return -1 - package


def _cgroup_dirs(root: Path, controller: str) -> list[Path]:
    """The cgroup directories of this process for a controller (v2 unified and v1), deepest first."""
    dirs: list[Path] = []
    for line in (_read(root / "proc/self/cgroup") or "").splitlines():
        _, controllers, rel = line.split(":", 2)
        if controllers == "":
            base = root / "sys/fs/cgroup"
        elif controller in controllers.split(","):
            base = root / "sys/fs/cgroup" / controller
        else:
            continue
        dirs += [base / rel.lstrip("/"), base]
    return dirs


def _cpu_quota(root: Path) -> float | None:
    for d in _cgroup_dirs(root, "cpu"):
        v2 = _read(d / "cpu.max")
        if v2:
            quota, _, period = v2.partition(" ")
            return None if quota == "max" else int(quota) / int(period or 100000)
        quota_v1 = _read(d / "cpu.cfs_quota_us")
        if quota_v1:
            period_v1 = int(_read(d / "cpu.cfs_period_us") or 100000)
            return None if int(quota_v1) < 0 else int(quota_v1) / period_v1
    return None


def _memory(root: Path) -> tuple[int, int]:
    info = {}
    for line in (_read(root / "proc/meminfo") or "").splitlines():
        key, _, value = line.partition(":")
        info[key] = int(value.split()[0]) * 1024 if value.split() else 0
    total, available = info.get("MemTotal", 0), info.get("MemAvailable", 0)
    for d in _cgroup_dirs(root, "memory"):
        limit = _read(d / "memory.max") or _read(d / "memory.limit_in_bytes")
        if limit and limit != "max" and int(limit) < total:
            return int(limit), min(available, int(limit))
        if limit:
            break
    return total, available


def _cpuinfo_field(root: Path, name: str) -> str:
    for line in (_read(root / "proc/cpuinfo") or "").splitlines():
        key, _, value = line.partition(":")
        if key.strip() == name:
            return value.strip()
    return ""


def _cpu_flags(root: Path) -> frozenset[str]:
    return frozenset(_cpuinfo_field(root, "flags").split()) & set(AVX512_FLAGS)


# --- memory placement ------------------------------------------------------------------------------

_SYS_MEMPOLICY = {"x86_64": (238, 239), "aarch64": (237, 236)}  # (set_mempolicy, get_mempolicy)
MPOL_INTERLEAVE = 3


def interleave_memory(nodes: tuple[int, ...] | None = None) -> bool:
    """Interleave this process's future allocations over `nodes`, default all nodes with memory
    (what `numactl --interleave=all` does, the best layout measured on the EPYC 9655).

    A worker whose plan says `numa` calls this before loading the model (with use_mmap off, so the
    weights are allocated by this process under this policy). False where Linux or the CPU
    architecture does not allow it; the plan still works, only slower on multi-node machines.
    """
    numbers = _SYS_MEMPOLICY.get(os.uname().machine)
    if nodes is None:
        nodes = tuple(parse_cpu_list(_read(Path("/sys/devices/system/node/has_memory")) or ""))
    if numbers is None or not nodes:
        return False
    mask = 0
    for node in nodes:
        mask |= 1 << node
    words = max(nodes) // 64 + 1
    libc = ctypes.CDLL(None, use_errno=True)
    nodemask = (ctypes.c_ulong * words)(*[(mask >> (64 * i)) & (2**64 - 1) for i in range(words)])
    return libc.syscall(numbers[0], MPOL_INTERLEAVE, nodemask, ctypes.c_ulong(words * 64 + 1)) == 0


def memory_policy() -> int:
    """This process's memory policy mode (0 default, 3 interleave); -1 if it cannot be read."""
    numbers = _SYS_MEMPOLICY.get(os.uname().machine)
    if numbers is None:
        return -1
    mode = ctypes.c_int(-1)
    libc = ctypes.CDLL(None, use_errno=True)
    ok = libc.syscall(numbers[1], ctypes.byref(mode), None, ctypes.c_ulong(0), None, ctypes.c_ulong(0)) == 0
    return mode.value if ok else -1


# --- the plan --------------------------------------------------------------------------------------


def plan_workers(
    role: str, *, instances: int | None = None, threads: int | None = None, topology: Topology | None = None
) -> list[WorkerPlan]:
    """One WorkerPlan per worker process of `role` ("root", "sub" or "draft").

    Root and sub each may use every usable core: the root waits while its code's sub-calls run, so
    the two roles take turns on the cores rather than split them.
    """
    if role not in ROLES:
        raise PlanError(f"unknown role {role!r}; roles are {', '.join(ROLES)}")
    topo = topology or detect()
    cores = topo.ordered_cores()[: topo.usable_cores]
    for name, value in (("instances", instances), ("threads", threads)):
        if value is not None and value < 1:
            raise PlanError(f"{name} must be at least 1, got {value}")
    n, t, why = _shape(role, topo, len(cores), instances, threads)
    groups = [tuple(cores)] * n if n * t > len(cores) else _carve(cores, n, t)  # more: they share the cores
    return [_worker(role, topo, group, why) for group in groups]


def _shape(
    role: str, topo: Topology, usable: int, instances: int | None, threads: int | None
) -> tuple[int, int, str]:
    """(instances, threads per instance, why) for a role."""
    if instances is not None and threads is not None:
        if instances * threads > usable:
            raise PlanError(
                f"{instances} instances x {threads} threads need {instances * threads} physical cores; "
                f"this process may use {usable} (see `rlm hw`)"
            )
        return instances, threads, "set in the config"
    if instances is not None:
        if instances > usable:
            raise PlanError(f"{instances} instances need at least {instances} physical cores; {usable} usable")
        why = f"{instances} instance(s) set in the config share {usable} cores"
        if role == "root":
            why += "; the root runs alone most of the time (it waits while its sub-calls run)"
        return instances, usable // instances, why
    if threads is not None:
        t = min(threads, usable)
        n = 1 if role != "sub" else max(1, usable // t)
        return n, t, f"{t} threads set in the config" + (f"; {n} instances fill {usable} cores" if n > 1 else "")
    if role == "root":
        return 1, usable, "the root runs alone most of the time (it waits while its sub-calls run): all cores"
    if role == "draft":
        t = min(usable, _domain_size(topo), SUB_MAX_THREADS)
        return 1, t, "a draft decodes one token at a time beside its target: one L3 group is enough"
    if 1 < usable <= SHARED_SUB_CORES:
        return usable, usable, (
            f"{usable} workers share the {usable} cores: a lone sub-call gets all {usable} threads, concurrent "
            "ones (llm_batch) split them, which served them 1.3-1.45x faster on 2 cores than one worker"
        )
    t = min(usable, _domain_size(topo), SUB_MAX_THREADS)
    n = max(1, usable // t)
    why = f"one instance per L3 group of {t} cores (at most {SUB_MAX_THREADS}): concurrent sub-calls run in parallel"
    return n, t, why


def _domain_size(topo: Topology) -> int:
    """The most common number of cores per L3 group and NUMA node (the unit an instance should fit in)."""
    sizes = Counter(len([c for c in group if c.node == group[0].node]) for group in topo.l3_groups.values())
    return sizes.most_common(1)[0][0] if sizes else 1


def _carve(cores: tuple[Core, ...], n: int, t: int) -> list[tuple[Core, ...]]:
    """n disjoint sets of t cores, each inside one L3 group (then one NUMA node) where it fits."""
    for key in (lambda c: (c.node, c.l3), lambda c: (c.node,)):
        domains: dict[tuple[int, ...], list[Core]] = {}
        for core in cores:
            domains.setdefault(key(core), []).append(core)
        groups = [tuple(d[i : i + t]) for d in domains.values() for i in range(0, len(d) - t + 1, t)]
        if len(groups) >= n:
            return groups[:n]
    return [cores[i * t : (i + 1) * t] for i in range(n)]  # too big for one node: span them in order


def _worker(role: str, topo: Topology, group: tuple[Core, ...], why: str) -> WorkerPlan:
    cpus = tuple(core.cpu for core in group)
    t = len(group)
    spans_nodes = len({core.node for core in group}) > 1
    multi_node = len(topo.numa_nodes) > 1
    big = t >= SUB_MAX_THREADS
    reasons = [
        ("cpus", "one CPU per physical core (SMT siblings halve decode speed); a worker stays inside one "
                 "L3 group (CCD), then one NUMA node, where it fits"),
        ("n_threads", why),
        ("n_threads_batch", "prompt evaluation is compute-bound and uses the same cores"),
        ("n_batch/n_ubatch", "llama.cpp server defaults: large batches keep many cores busy" if big
         else "llama.cpp's defaults; the engine's 2-core speeds in the README ran with these"),
        ("flash_attn", "prompt processing 126 -> 160 tok/s (a 0.5B model on 2 cores); faster at long context"),
        ("kv_cache_type", "exact; q8_0 would halve KV memory at some quality cost, not needed at these sizes"),
    ]  # fmt: skip
    if spans_nodes:
        reasons.append(("numa", "the instance spans NUMA nodes: interleave its memory over them "
                                "(hw.interleave_memory) and let llama.cpp distribute threads; "
                                "interleaving beat binding one node ~1.8x on decode (EPYC 9655)"))  # fmt: skip
    else:
        reasons.append(("numa", "the instance sits in one NUMA node" + ("" if multi_node else " (the only one)")))
    if multi_node:
        reasons.append(("use_mmap", "several NUMA nodes: each process reads its own copy into memory placed "
                                    "by its own policy (its node, or interleaved), not page cache on one node"))
    else:
        reasons.append(("use_mmap", "one NUMA node, so processes share the weights through the page cache"))
    reasons.append(("use_mlock", "locking needs RLIMIT_MEMLOCK and holds memory for the whole run; no swap pressure"))
    return WorkerPlan(
        cpus=cpus,
        n_threads=t,
        n_threads_batch=t,
        n_batch=2048 if big else 512,
        n_ubatch=512,
        flash_attn=True,
        numa=spans_nodes,
        use_mmap=not multi_node,
        use_mlock=False,
        reasons=tuple(reasons),
    )


def cpu_ranges(cpus: tuple[int, ...]) -> str:
    """[0, 1, 2, 5] -> "0-2,5" (how Linux writes CPU lists)."""
    runs: list[list[int]] = []
    for cpu in sorted(cpus):
        if runs and cpu == runs[-1][-1] + 1:
            runs[-1].append(cpu)
        else:
            runs.append([cpu])
    return ",".join(str(r[0]) if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in runs)


def synthetic(
    *, cores: int, smt: int = 1, l3_size: int | None = None, numa: int = 1, sockets: int = 1, quota: float | None = None
) -> Topology:
    """A made-up machine laid out like Linux numbers it (CPU i and i+cores are SMT siblings).

    For `rlm hw --simulate` (see the plan a server would get) and for tests.
    """
    l3_size = l3_size or cores
    per_node = cores // numa
    per_socket = cores // sockets
    topo_cores = tuple(
        Core(
            cpus=tuple(i + k * cores for k in range(smt)),
            node=i // per_node,
            l3=(i // per_socket) * 1000 + (i % per_socket) // l3_size,
        )
        for i in range(cores)
    )
    return Topology(cores=topo_cores, logical_cpus=cores * smt, cpu_quota=quota, model_name="simulated")
