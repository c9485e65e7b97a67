"""Build the self-contained Cardtable folder with PyInstaller, from a clean virtual environment.

    python3 packaging/build.py                  # → dist/cardtable/ (run dist/cardtable/cardtable)

Steps: build Cardtable's wheel from a clean copy of the checkout (no stale ``build/lib``), make a
fresh venv (no system site-packages, PYTHONPATH cleared: PyInstaller would otherwise pick up a
system-wide PySide6, design.md), install the wheel (so the bundle holds exactly what the wheel
holds) and a pinned PyInstaller, run ``packaging/cardtable.spec``, then add the desktop entry, the
icons and the script that puts them into a Linux menu. pip's wheel cache is used as usual, so a
second build downloads nothing. See docs/packaging.md.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = ROOT / "packaging"
PYINSTALLER = "pyinstaller==6.22.3"
NAME = "cardtable"


def venv_python(folder: Path) -> Path:
    """The interpreter of a virtual environment."""
    return folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def clean_env() -> dict[str, str]:
    """The environment for the build's processes: nothing from outside the venv leaks in."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "VIRTUAL_ENV")}
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def run(command: list[str | Path], **kwargs: object) -> None:
    """Run a step, echoing it; stop the build when it fails."""
    print("+", " ".join(map(str, command)), flush=True)
    subprocess.run([str(c) for c in command], check=True, env=clean_env(), **kwargs)  # type: ignore[arg-type]


SKIP = {".git", ".venv", "build", "dist", "__pycache__", ".pytest_cache", ".ruff_cache",
        ".hypothesis", ".import_linter_cache"}


def source_files() -> list[Path]:
    """The checkout's files: what git tracks or would track (else everything but scratch)."""
    try:
        listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT,
                                check=True, capture_output=True).stdout.decode().split("\0")
        return [ROOT / name for name in listed if name and (ROOT / name).is_file()]
    except (OSError, subprocess.CalledProcessError):
        return [p for p in ROOT.rglob("*") if p.is_file()
                and not SKIP & set(p.relative_to(ROOT).parts) and ".egg-info" not in str(p)]


def make_wheel(out: Path) -> Path:
    """Cardtable's wheel, built from a clean copy of the checkout (setuptools reuses an old
    ``build/lib`` and would ship files deleted since; a copy also lets builds run side by side)."""
    with tempfile.TemporaryDirectory(prefix="cardtable-src-") as tmp:
        for file in source_files():
            target = Path(tmp) / file.relative_to(ROOT)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(file, target)
        out.mkdir(parents=True, exist_ok=True)
        run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", out, tmp])
    return max(out.glob("cardtable-*.whl"), key=lambda p: p.stat().st_mtime)


def make_venv(folder: Path, reuse: bool, wheel: Path) -> Path:
    """A virtual environment with Cardtable and PyInstaller and nothing else."""
    python = venv_python(folder)
    if not (reuse and python.exists()):
        venv.EnvBuilder(clear=True, with_pip=True, system_site_packages=False).create(folder)
    extra = ["pillow"] if sys.platform in ("win32", "darwin") else []  # the icon's conversion
    run([python, "-m", "pip", "install", "--quiet", "--force-reinstall", "--no-deps", wheel])
    run([python, "-m", "pip", "install", "--quiet", wheel, PYINSTALLER, *extra])
    # The trap design.md warns of: PySide6 must come from this venv, not from the system.
    found = subprocess.run([str(python), "-c", "import PySide6, sys; print(PySide6.__file__)"],
                           check=True, capture_output=True, text=True, env=clean_env()).stdout
    if not Path(found.strip()).resolve().is_relative_to(folder.resolve()):
        raise SystemExit(f"PySide6 comes from outside the build venv: {found.strip()}")
    return python


def add_desktop_files(app: Path) -> None:
    """The .desktop entry, the icons and the installer script beside the program."""
    shutil.copy(HERE / "cardtable.desktop", app / "cardtable.desktop")
    shutil.copy(HERE / "install-desktop-entry.sh", app / "install-desktop-entry.sh")
    (app / "install-desktop-entry.sh").chmod(0o755)
    icons = app / "icons"
    icons.mkdir(exist_ok=True)
    for file in (ROOT / "assets" / "icons").glob("cardtable*"):
        shutil.copy(file, icons / file.name)


def folder_size(folder: Path) -> int:
    """Bytes of every file below ``folder``."""
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink())


def build(venv_dir: Path, dist: Path, work: Path, reuse_venv: bool = False) -> Path:
    """Build the bundle; returns its folder (``dist/cardtable``)."""
    started = time.monotonic()
    python = make_venv(venv_dir, reuse_venv, make_wheel(work / "wheel"))
    run([python, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", dist, "--workpath", work, HERE / "cardtable.spec"], cwd=HERE)
    app = dist / NAME
    add_desktop_files(app)
    print(f"{app}: {folder_size(app) / 2**20:.0f} MiB, built in {time.monotonic() - started:.0f} s")
    return app


def main(argv: list[str] | None = None) -> int:
    """Command line."""
    parser = argparse.ArgumentParser(description="Build dist/cardtable/ with PyInstaller.")
    parser.add_argument("--venv", type=Path, default=ROOT / "build" / "bundle-venv",
                        help="the clean build environment (made anew unless --reuse-venv)")
    parser.add_argument("--reuse-venv", action="store_true",
                        help="keep an existing build venv (Cardtable is reinstalled into it)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the folder goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "pyinstaller",
                        help="PyInstaller's work folder")
    args = parser.parse_args(argv)
    build(args.venv.resolve(), args.dist.resolve(), args.work.resolve(), args.reuse_venv)
    return 0


if __name__ == "__main__":
    sys.exit(main())
