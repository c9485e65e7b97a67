"""What the Windows and macOS bundles say about themselves: the version (pyproject.toml's), the
Windows programs' version resource and the macOS app's Info.plist. The spec (cardtable.spec)
passes these to PyInstaller; tests/test_packaging.py checks them without a Windows or a Mac.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BUNDLE_IDENTIFIER = "org.cardtable.Cardtable"
COPYRIGHT = "© the Cardtable developers (MIT licence)"
MACOS_ENTITLEMENTS = ROOT / "packaging" / "macos" / "entitlements.plist"


def project_version(pyproject: Path = ROOT / "pyproject.toml") -> str:
    """The version pyproject.toml gives (``0.1.0``)."""
    with pyproject.open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """A version as the four numbers Windows' version resource holds (``0.1.0`` → 0, 1, 0, 0;
    only the release's numbers count: ``1.2.0rc1`` → 1, 2, 0, 0)."""
    release = re.match(r"\d+(?:\.\d+)*", version)
    if release is None:
        raise ValueError(f"{version!r} is not a version")
    first, second, third, fourth = [*map(int, release.group(0).split(".")), 0, 0, 0][:4]
    return first, second, third, fourth


# The programs of the Windows bundle: file name → the description Windows shows for it.
WINDOWS_PROGRAMS = {
    "cardtable.exe": "Cardtable",
    "cardtable-cli.exe": "Cardtable (command line: replay, proofs, check, --help)",
}


def windows_version_info(program: str, version: str) -> str:
    """The version resource of ``program`` (a name in :data:`WINDOWS_PROGRAMS`), in the text form
    PyInstaller reads (EXE's ``version=``: a file whose text is a ``VSVersionInfo(...)``
    expression, as ``pyi-grab_version`` writes). Explorer's Properties → Details shows it."""
    numbers = version_numbers(version)
    strings = {
        "CompanyName": "the Cardtable developers",
        "FileDescription": WINDOWS_PROGRAMS[program],
        "FileVersion": version,
        "InternalName": program.removesuffix(".exe"),
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": program,
        "ProductName": "Cardtable",
        "ProductVersion": version,
    }
    table = ",\n".join(f"          StringStruct({key!r}, {value!r})" for key, value in strings.items())
    return f"""# UTF-8
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers},
    prodvers={numbers},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
{table}
      ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def macos_info_plist(version: str) -> dict[str, Any]:
    """What Cardtable.app's Info.plist adds to PyInstaller's (BUNDLE's ``info_plist=``): the
    version Finder shows (PyInstaller's own is 0.0.0) and the copyright."""
    return {
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "NSHumanReadableCopyright": COPYRIGHT,
        "NSHighResolutionCapable": True,
        "LSApplicationCategoryType": "public.app-category.card-games",
    }
