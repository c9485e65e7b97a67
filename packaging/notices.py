"""The bundle's ``licenses/`` folder: Cardtable's licence and a notice for every component the
bundle carries, made when it is built (docs/packaging.md).

- Cardtable: the checkout's LICENSE (MIT).
- CPython (the interpreter, its standard library and extension modules): the building Python's
  own licence file.
- PyInstaller (the program's start, its bootloader): its licence, whose exception allows this.
- Every Python distribution the bundle holds code of: the licence files its metadata names
  (``License-File``); PySide6 and shiboken6, whose wheels carry none, get packaging/licenses/Qt.txt
  (Qt, PySide6 and the ICU they bring) with the LGPL and GPL texts it refers to.
- Every other shared library (Linux: copied from the build machine's packages): its Debian
  package's ``/usr/share/doc/<package>/copyright``.

``INDEX.txt`` lists them: component, version, licence, file.
"""

from __future__ import annotations

import importlib.metadata as metadata
import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
TEXTS = HERE / "licenses"  # notices the wheels do not carry, and the licence texts they cite
# Distributions whose wheels carry no licence file: the notice written for them here.
OWN_NOTICES = {"pyside6-essentials": "Qt.txt", "shiboken6": "Qt.txt"}
CITED_TEXTS = ("LGPL-3.0.txt", "GPL-3.0.txt")


class NoticeMissing(Exception):
    """A bundled component whose licence could not be found: the build stops and says which."""


@dataclass
class Notice:
    """One component's licence notice, as it goes into ``licenses/``."""

    component: str
    version: str
    licence: str
    file: str  # its name in licenses/
    text: str
    covers: list[str] = field(default_factory=list)  # bundled files it is the notice of


def canonical(name: str) -> str:
    """A distribution's name as PyPI compares them (``PySide6_Essentials`` → ``pyside6-essentials``)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def top_level_names(modules: Iterable[str]) -> set[str]:
    """The top-level packages of dotted module names or bundle paths (``aiohttp.client``,
    ``pydantic_core/_pydantic_core.so`` → ``aiohttp``, ``pydantic_core``)."""
    return {re.split(r"[./\\]", name, maxsplit=1)[0] for name in modules if name}


def bundled_distributions(modules: Iterable[str]) -> list[metadata.Distribution]:
    """The installed distributions that provide the given modules, but Cardtable's own (its
    notice is the project's). The standard library's and PyInstaller's modules belong to none."""
    owners = metadata.packages_distributions()
    names = sorted({canonical(dist) for top in top_level_names(modules) for dist in owners.get(top, [])}
                   - {"cardtable"})
    return [metadata.distribution(name) for name in names]


def licence_of(dist: metadata.Distribution) -> str:
    """The licence a distribution declares (its SPDX expression where it gives one)."""
    meta = dist.metadata
    declared = meta.get("License-Expression") or meta.get("License") or ""
    if declared and "\n" not in declared.strip() and len(declared) < 100:
        return declared.strip()
    classifiers = [c.rsplit(" :: ", 1)[-1] for c in meta.get_all("Classifier") or []
                   if c.startswith("License ::")]
    return ", ".join(classifiers) or "see the text"


def licence_files(dist: metadata.Distribution) -> list[tuple[str, Path]]:
    """The licence files a distribution's metadata names (``License-File``), with where they are
    (``.dist-info/licenses/`` since PEP 639, ``.dist-info/`` itself before)."""
    files = {str(file).replace("\\", "/"): file for file in dist.files or []}
    found = []
    for name in dist.metadata.get_all("License-File") or []:
        for relative, file in files.items():
            if relative.endswith((f".dist-info/licenses/{name}", f".dist-info/{name}")):
                found.append((name, Path(str(file.locate()))))
                break
    return found


def distribution_notice(dist: metadata.Distribution) -> Notice:
    """The notice of one Python distribution: its licence files, or the one written for it."""
    name = canonical(dist.metadata["Name"])
    parts = [f"--- {file}\n\n" + path.read_text(encoding="utf-8", errors="replace")
             for file, path in licence_files(dist)]
    if name in OWN_NOTICES:
        parts.append((TEXTS / OWN_NOTICES[name]).read_text(encoding="utf-8"))
    if not parts:
        raise NoticeMissing(f"{dist.metadata['Name']} {dist.version}: its wheel carries no licence "
                            f"file; write its notice into packaging/licenses/ and name it in "
                            f"packaging/notices.py (OWN_NOTICES)")
    heading = f"{dist.metadata['Name']} {dist.version} ({licence_of(dist)})"
    return Notice(dist.metadata["Name"], dist.version, licence_of(dist), f"python-{name}.txt",
                  f"{heading}\n{'=' * len(heading)}\n\n" + "\n\n".join(parts))


def python_licence() -> Path:
    """The building interpreter's licence (``LICENSE.txt`` beside the standard library on Linux
    and macOS, in the installation's folder on Windows; Debian's Python keeps it as the
    package's copyright)."""
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    for path in (Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
                 Path(sys.base_prefix) / "LICENSE.txt",
                 Path(f"/usr/share/doc/python{version}/copyright")):
        if path.is_file():
            return path
    raise NoticeMissing(f"Python {version}'s licence file was not found beside its standard library")


def python_notice() -> Notice:
    """CPython's notice: the building interpreter's licence (the bundle holds that interpreter)."""
    version = sys.version.split()[0]
    return Notice("CPython", version, "PSF-2.0", "CPython.txt",
                  f"Python {version}: the interpreter, its standard library and extension modules\n\n"
                  + python_licence().read_text(encoding="utf-8", errors="replace"))


def debian_package(library: Path) -> str | None:
    """The Debian package a library file belongs to (None where dpkg does not know it)."""
    resolved = library.resolve()
    candidates = [library, resolved]
    for path in list(candidates):  # merged /usr: dpkg may know it under the other name
        text = str(path)
        candidates.append(Path(text[4:] if text.startswith("/usr/") else "/usr" + text))
    for path in candidates:
        try:
            done = subprocess.run(["dpkg-query", "-S", str(path)], capture_output=True, text=True,
                                  check=False)
        except OSError:
            return None
        if done.returncode == 0 and ":" in done.stdout:
            return done.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def debian_notices(libraries: Iterable[tuple[str, Path]]) -> list[Notice]:
    """Notices of the build machine's libraries (name in the bundle, file it was copied from),
    one per Debian package."""
    by_package: dict[str, list[str]] = {}
    for name, source in libraries:
        package = debian_package(source)
        if package is None:
            raise NoticeMissing(f"{source} (bundled as {name}): no Debian package owns it, so its "
                                f"licence is unknown; build on Debian or Ubuntu (docs/packaging.md)")
        by_package.setdefault(package, []).append(name)
    notices = []
    for package, names in sorted(by_package.items()):
        copyright_file = Path("/usr/share/doc") / package.split(":")[0] / "copyright"
        if not copyright_file.is_file():
            raise NoticeMissing(f"{copyright_file}: missing (package {package}, for {', '.join(names)})")
        version = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", package], capture_output=True,
                                 text=True, check=False).stdout.strip()
        text = copyright_file.read_text(encoding="utf-8", errors="replace")
        notices.append(Notice(package.split(":")[0], version, _debian_licences(text),
                              f"debian-{package.split(':')[0]}.txt",
                              f"Debian package {package} {version}, for {', '.join(sorted(names))}\n\n"
                              + text, sorted(names)))
    return notices


def _debian_licences(text: str) -> str:
    """The licences a machine-readable Debian copyright file names (its short ``License:`` lines;
    a long one is a sentence, not a name)."""
    names = dict.fromkeys(match.strip() for match in re.findall(r"^License:\s*(\S.*)$", text, re.M)
                          if len(match.strip()) <= 40)
    return ", ".join(names) or "see the text"


def project_notice(version: str) -> Notice:
    """Cardtable's own licence, the checkout's LICENSE."""
    return Notice("Cardtable", version, "MIT", "Cardtable.txt",
                  (ROOT / "LICENSE").read_text(encoding="utf-8"))


def pyinstaller_notice() -> Notice:
    """PyInstaller's licence: its bootloader and run-time modules are in every program it builds."""
    dist = metadata.distribution("pyinstaller")
    notice = distribution_notice(dist)
    notice.component, notice.file = "PyInstaller", "PyInstaller.txt"
    notice.licence = "GPL-2.0-or-later WITH Bootloader-exception"
    notice.text = ("The program's start (PyInstaller's bootloader) and its run-time hooks; the "
                   "licence's exception allows them in a program under any licence.\n\n" + notice.text)
    return notice


def index(notices: list[Notice]) -> str:
    """INDEX.txt: one line a component (its name, version and licence; its notice's file)."""
    lines = ["What this folder holds, with each part's licence; the notice of each is the file named",
             "on its line. Cardtable's own licence is in Cardtable.txt.", ""]
    for notice in notices:
        covers = f" ({', '.join(notice.covers)})" if notice.covers else ""
        lines.append(f"{notice.file}: {notice.component} {notice.version}{covers}: {notice.licence}")
    return "\n".join(lines) + "\n"


def write(folder: Path, notices: list[Notice]) -> None:
    """Write ``folder`` (``licenses/``) anew: each notice, the texts they cite, the index."""
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for notice in notices:
        (folder / notice.file).write_text(notice.text, encoding="utf-8")
    for name in CITED_TEXTS:
        shutil.copy(TEXTS / name, folder / name)
    (folder / "INDEX.txt").write_text(index(notices), encoding="utf-8")


def collect(version: str, modules: Iterable[str], libraries: Iterable[tuple[str, Path]]) -> list[Notice]:
    """Every notice the bundle needs: Cardtable, CPython, PyInstaller, the distributions providing
    ``modules`` (the bundle's Python modules and extension files), and ``libraries`` (the build
    machine's libraries copied in: name in the bundle, source)."""
    notices = [project_notice(version), python_notice(), pyinstaller_notice()]
    notices += [distribution_notice(dist) for dist in bundled_distributions(modules)]
    notices += debian_notices(libraries)
    return notices
