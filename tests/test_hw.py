"""Topology detection (real and on a fake /sys) and the worker plans on synthetic machines."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from rlm import hw

MACHINES = {
    "vm-2core": hw.synthetic(cores=2),
    "epyc-9655-nps1": hw.synthetic(cores=96, smt=2, l3_size=8, numa=1),
    "epyc-9655-nps4": hw.synthetic(cores=96, smt=2, l3_size=8, numa=4),
    "desktop-16-2ccd": hw.synthetic(cores=16, smt=2, l3_size=8),
    "desktop-16-one-l3": hw.synthetic(cores=16, smt=2),
    "dual-socket-64": hw.synthetic(cores=128, smt=2, l3_size=8, numa=2, sockets=2),
}
OVERRIDES = [{}, {"instances": 2}, {"threads": 1}, {"instances": 1, "threads": 2}]


def check_invariants(topo: hw.Topology, plans: list[hw.WorkerPlan]) -> None:
    core_of = {cpu: i for i, core in enumerate(topo.cores) for cpu in core.cpus}
    shared = len(plans) > 1 and len({plan.cpus for plan in plans}) == 1  # workers taking turns at the same cores
    used = list(plans[0].cpus) if shared else [cpu for plan in plans for cpu in plan.cpus]
    assert len(used) == len(set(used)), "two workers share a CPU"
    assert len({core_of[cpu] for cpu in used}) == len(used), "SMT siblings used"
    assert sum(plan.n_threads for plan in plans[: 1 if shared else None]) <= len(topo.cores)
    for plan in plans:
        assert plan.n_threads == plan.n_threads_batch == len(plan.cpus) >= 1
        assert {setting for setting, _ in plan.reasons} >= {"cpus", "n_threads", "numa", "use_mmap", "flash_attn"}


@pytest.mark.parametrize("machine", MACHINES)
@pytest.mark.parametrize("role", hw.ROLES)
@pytest.mark.parametrize("override", OVERRIDES, ids=str)
def test_invariants_hold_everywhere(machine: str, role: str, override: dict[str, int]) -> None:
    topo = MACHINES[machine]
    check_invariants(topo, hw.plan_workers(role, topology=topo, **override))


def test_vm_root_and_sub_each_get_both_cores() -> None:
    topo = MACHINES["vm-2core"]
    (root,) = hw.plan_workers("root", topology=topo)
    subs = hw.plan_workers("sub", topology=topo)  # two workers sharing both cores: the pool splits them
    for plan in (root, *subs):
        assert plan.cpus == (0, 1) and plan.n_threads == 2
        assert plan.use_mmap and not plan.numa and plan.flash_attn
    assert len(subs) == 2
    assert len(hw.plan_workers("sub", topology=hw.synthetic(cores=8))) == 1  # past SHARED_SUB_CORES: one per L3


@pytest.mark.parametrize("machine", ["epyc-9655-nps1", "epyc-9655-nps4"])
def test_epyc_sub_instances_one_per_ccd(machine: str) -> None:
    topo = MACHINES[machine]
    plans = hw.plan_workers("sub", topology=topo)
    assert len(plans) == 12 and all(p.n_threads == 8 for p in plans)
    cores = {core.cpu: core for core in topo.cores}
    for plan in plans:
        assert len({cores[c].l3 for c in plan.cpus}) == 1
        assert len({cores[c].node for c in plan.cpus}) == 1
        assert not plan.numa
    assert all(c < 96 for p in plans for c in p.cpus)  # CPUs 96-191 are the SMT siblings


def test_epyc_root_uses_all_cores_and_numa_only_when_spanning_nodes() -> None:
    (nps1,) = hw.plan_workers("root", topology=MACHINES["epyc-9655-nps1"])
    (nps4,) = hw.plan_workers("root", topology=MACHINES["epyc-9655-nps4"])
    assert nps1.cpus == nps4.cpus == tuple(range(96))
    assert not nps1.numa and nps1.use_mmap
    assert nps4.numa and not nps4.use_mmap


def test_overrides_stay_inside_ccds_where_they_fit() -> None:
    topo = MACHINES["epyc-9655-nps4"]
    plans = hw.plan_workers("sub", instances=4, threads=8, topology=topo)
    assert [p.cpus for p in plans] == [tuple(range(i * 8, i * 8 + 8)) for i in range(4)]
    # 24 threads do not fit a CCD but do fit one NPS4 node (3 CCDs)
    plans = hw.plan_workers("sub", instances=4, threads=24, topology=topo)
    assert [set(p.cpus) for p in plans] == [set(range(i * 24, i * 24 + 24)) for i in range(4)]
    assert not any(p.numa for p in plans)


def test_desktop_two_ccds_and_single_l3() -> None:
    two = hw.plan_workers("sub", topology=MACHINES["desktop-16-2ccd"])
    assert [p.cpus for p in two] == [tuple(range(8)), tuple(range(8, 16))]
    one = hw.plan_workers("sub", topology=MACHINES["desktop-16-one-l3"])
    assert len(one) == 2 and all(p.n_threads == hw.SUB_MAX_THREADS for p in one)
    (draft,) = hw.plan_workers("draft", topology=MACHINES["desktop-16-2ccd"])
    assert draft.cpus == tuple(range(8))


def test_quota_and_impossible_requests() -> None:
    topo = hw.synthetic(cores=16, smt=2, quota=4.5)
    (root,) = hw.plan_workers("root", topology=topo)
    assert root.n_threads == 4
    with pytest.raises(hw.PlanError, match="physical cores"):
        hw.plan_workers("sub", instances=3, topology=MACHINES["vm-2core"])
    with pytest.raises(hw.PlanError, match="need 4 physical cores"):
        hw.plan_workers("sub", instances=2, threads=2, topology=MACHINES["vm-2core"])
    with pytest.raises(hw.PlanError, match="unknown role"):
        hw.plan_workers("judge", topology=MACHINES["vm-2core"])
    subs = hw.plan_workers("sub", threads=1, topology=MACHINES["vm-2core"])
    assert [p.cpus for p in subs] == [(0,), (1,)]


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def test_detect_on_fake_sysfs(tmp_path: Path) -> None:
    """4 logical CPUs = 2 cores x 2 SMT, two L3 groups, two nodes, cgroup v2 quota 1.5 CPUs."""
    cpu_dir = tmp_path / "sys/devices/system/cpu"
    _write(cpu_dir / "online", "0-3")
    for cpu in range(4):
        core = cpu % 2
        _write(cpu_dir / f"cpu{cpu}/topology/core_id", str(core))
        _write(cpu_dir / f"cpu{cpu}/topology/physical_package_id", "0")
        _write(cpu_dir / f"cpu{cpu}/cache/index3/level", "3")
        _write(cpu_dir / f"cpu{cpu}/cache/index3/shared_cpu_list", f"{core},{core + 2}")
    _write(tmp_path / "sys/devices/system/node/node0/cpulist", "0,2")
    _write(tmp_path / "sys/devices/system/node/node1/cpulist", "1,3")
    _write(tmp_path / "proc/self/cgroup", "0::/job\n")
    _write(tmp_path / "sys/fs/cgroup/job/cpu.max", "150000 100000")
    _write(tmp_path / "sys/fs/cgroup/job/memory.max", str(8 * 2**30))
    _write(tmp_path / "proc/meminfo", "MemTotal: 16777216 kB\nMemAvailable: 12582912 kB\n")
    _write(tmp_path / "proc/cpuinfo", "model name\t: Fake EPYC\nflags\t\t: fpu avx2 avx512f avx512_bf16\n")
    topo = hw.detect(tmp_path, allowed={0, 1, 2})
    assert [core.cpus for core in topo.cores] == [(0, 2), (1,)]
    assert [core.node for core in topo.cores] == [0, 1]
    assert len(topo.l3_groups) == 2 and topo.smt
    assert topo.cpu_quota == 1.5 and topo.usable_cores == 1
    assert topo.mem_total == 8 * 2**30 and topo.mem_available == 8 * 2**30
    assert topo.flags == {"avx512f", "avx512_bf16"} and topo.model_name == "Fake EPYC"
    (root,) = hw.plan_workers("root", topology=topo)
    assert root.cpus == (0,)


def test_detect_this_machine() -> None:
    topo = hw.detect()
    assert set(topo.allowed_cpus) == os.sched_getaffinity(0)
    assert 1 <= len(topo.cores) <= topo.logical_cpus
    assert topo.mem_total > 0
    check_invariants(topo, hw.plan_workers("sub", topology=topo))


def test_cpu_lists_round_trip() -> None:
    assert hw.parse_cpu_list("0-3,8,10-11") == [0, 1, 2, 3, 8, 10, 11]
    assert hw.cpu_ranges((0, 1, 2, 3, 8, 10, 11)) == "0-3,8,10-11"


def _rlm(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "rlm.cli", *args], capture_output=True, text=True, timeout=60)


def test_cli_hw() -> None:
    out = _rlm("hw", "--simulate", "epyc-9655-nps4")
    assert out.returncode == 0, out.stderr
    assert "12 x 8" in out.stdout and "1 x 96" in out.stdout and "NUMA" in out.stdout
    here = _rlm("hw", "--role", "root")
    assert here.returncode == 0 and "worker plan" in here.stdout
    bad = _rlm("hw", "--simulate", "cores=x")
    assert bad.returncode == 1 and bad.stderr.count("\n") == 1 and "not a number" in bad.stderr


def test_interleave_memory_in_a_child_process() -> None:
    """The policy really changes (checked in a child, so this test process keeps its own)."""
    code = "from rlm import hw; a = hw.memory_policy(); ok = hw.interleave_memory(); print(a, ok, hw.memory_policy())"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.split() == ["0", "True", str(hw.MPOL_INTERLEAVE)], out.stderr
