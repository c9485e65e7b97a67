"""What a Linux bundle's ELF files ask of the system, read with binutils' ``readelf``.

Used when the bundle is built (which libraries each file needs, search paths to strip) and by its
tests (the glibc floor: the highest ``GLIBC_`` version any file needs). ``readelf`` is in Debian's
``binutils``, which PyInstaller needs anyway (packaging/debian-packages.txt).
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ELF_MAGIC = b"\x7fELF"
_DYNAMIC = re.compile(r"\((NEEDED|RUNPATH|RPATH)\)\s+[^\[]*\[(.*)\]")
# readelf -V: the "version needs" part names each library and the versions wanted from it.
_NEEDS_FILE = re.compile(r"^\s*(?:0x)?[0-9a-f]+: Version: \d+\s+File: (\S+)\s+Cnt: \d+")
_NEEDS_NAME = re.compile(r"^\s*(?:0x)?[0-9a-f]+:\s+Name: (\S+)\s+Flags:")


def is_elf(path: Path) -> bool:
    """A regular file (not a symlink) that starts as an ELF file does."""
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as file:
        return file.read(4) == ELF_MAGIC


def elf_files(folder: Path) -> list[Path]:
    """Every ELF file below ``folder`` (the program, libraries, Python's extension modules)."""
    return sorted(path for path in folder.rglob("*") if is_elf(path))


def _readelf(*args: str | Path) -> str:
    return subprocess.run(["readelf", "--wide", *map(str, args)], check=True, capture_output=True,
                          text=True, env={"LC_ALL": "C", "PATH": "/usr/bin:/bin"}).stdout


@dataclass(frozen=True)
class Dynamic:
    """A file's dynamic section: the libraries it needs, and where it asks the loader to look."""

    needed: tuple[str, ...]
    runpath: tuple[str, ...]  # RUNPATH and RPATH entries, in order

    @property
    def build_paths(self) -> tuple[str, ...]:
        """Search paths that name a folder of the machine that built it (not ``$ORIGIN``-relative)."""
        return tuple(entry for entry in self.runpath if not entry.startswith(("$ORIGIN", "${ORIGIN}")))


def dynamic(path: Path) -> Dynamic:
    """``path``'s dynamic section (empty for a static file)."""
    needed: list[str] = []
    runpath: list[str] = []
    for kind, value in _DYNAMIC.findall(_readelf("-d", path)):
        if kind == "NEEDED":
            needed.append(value)
        else:
            runpath.extend(entry for entry in value.split(":") if entry)
    return Dynamic(tuple(needed), tuple(runpath))


def version_needs(path: Path) -> dict[str, set[str]]:
    """The symbol versions ``path`` needs, by the library that defines them
    (``{"libc.so.6": {"GLIBC_2.2.5", "GLIBC_2.34"}, …}``)."""
    needs: dict[str, set[str]] = {}
    library = ""
    in_needs = False
    for line in _readelf("-V", path).splitlines():
        if line.startswith("Version needs section"):
            in_needs = True
        elif line.startswith("Version") and "section" in line:
            in_needs = False
        elif in_needs and (found := _NEEDS_FILE.match(line)):
            library = found.group(1)
            needs.setdefault(library, set())
        elif in_needs and (found := _NEEDS_NAME.match(line)):
            needs[library].add(found.group(1))
    return needs


def version_key(name: str) -> tuple[int, ...]:
    """``GLIBC_2.35`` → ``(2, 35)``, for comparing versions."""
    return tuple(int(part) for part in name.split("_", 1)[1].split("."))


@dataclass(frozen=True)
class Floor:
    """The highest version of one kind (``GLIBC_``, ``GLIBCXX_``) a set of files needs, and a
    file that needs it."""

    version: str  # "2.35"
    file: Path


def floor(files: Iterable[Path], prefix: str) -> Floor | None:
    """The highest ``prefix`` version (``GLIBC_`` → glibc, ``GLIBCXX_`` → libstdc++) that any of
    ``files`` needs; None when none needs one."""
    best: tuple[tuple[int, ...], str, Path] | None = None
    for path in files:
        for versions in version_needs(path).values():
            for name in versions:
                if name.startswith(prefix) and name[len(prefix):][:1].isdigit():
                    key = version_key(name)
                    if best is None or key > best[0]:
                        best = (key, name[len(prefix):], path)
    return None if best is None else Floor(best[1], best[2])
