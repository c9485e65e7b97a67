"""Which of the build machine's shared libraries go into the Linux bundle (docs/packaging.md).

PyInstaller copies every library the program's files need, except glibc's and the graphics
drivers' (libGL, libEGL, libdrm, libxcb, libwayland-*: its own exclude list). Copied from this
machine (Debian 12), the C++ runtime and libexpat needed glibc 2.36, higher than anything else in
the bundle, and the copied GLib and GTK loaded the host's GIO modules, themes and settings schemas,
built for the host's newer GLib. So the libraries below stay out: every Linux desktop has them,
and each is better the system's own, because it reads the system's configuration (fonts, GIO,
D-Bus) or because the system's drivers and plugins, loaded into the same process, need it as new
as they are (the C++ runtime, libX11). The AppImage project's excludelist names the same ones.
What only they needed leaves with them (:func:`keep`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

# soname → why the system's own is the one to use.
FROM_THE_SYSTEM: dict[str, str] = {
    "libstdc++.so.6": "the C++ runtime: the system's drivers (Mesa's LLVM) need the newest",
    "libgcc_s.so.1": "the C++ runtime's unwinder",
    "libglib-2.0.so.0": "GLib (Qt's event loop): loads the system's GIO modules",
    "libgthread-2.0.so.0": "GLib",
    "libgobject-2.0.so.0": "GLib",
    "libgio-2.0.so.0": "GLib: the system's GIO modules and settings schemas",
    "libgmodule-2.0.so.0": "GLib",
    "libfontconfig.so.1": "fonts: reads the system's /etc/fonts, written for its own fontconfig",
    "libfreetype.so.6": "fonts",
    "libexpat.so.1": "fontconfig's and D-Bus's XML parser",
    "libX11.so.6": "X11: pairs with the system's libxcb (which PyInstaller leaves out)",
    "libX11-xcb.so.1": "X11: must match libX11",
    "libdbus-1.so.3": "D-Bus: the system's message bus",
    "libz.so.1": "zlib",
    "libuuid.so.1": "util-linux's UUIDs",
    "libcom_err.so.2": "Kerberos' error tables (e2fsprogs)",
    # Qt's GTK 3 platform theme (native file dialogs and colours on GNOME-like desktops) uses the
    # system's GTK with the system's GLib; where there is no GTK 3, Qt uses its own theme.
    "libgtk-3.so.0": "GTK 3, for Qt's GTK platform theme",
    "libgdk-3.so.0": "GTK 3",
    "libgdk_pixbuf-2.0.so.0": "GTK 3",
    "libatk-1.0.so.0": "GTK 3",
    "libpango-1.0.so.0": "GTK 3",
    "libpangocairo-1.0.so.0": "GTK 3",
    "libharfbuzz.so.0": "GTK 3",
    "libcairo.so.2": "GTK 3",
    "libcairo-gobject.so.2": "GTK 3",
}

Entry = tuple[str, str, str]  # PyInstaller's TOC entry: (name in the bundle, source, typecode)


def is_dependency(entry: Entry, own_folders: Sequence[Path]) -> bool:
    """A library PyInstaller collected because something needs it (not Python's own library, an
    extension module, or a file of an installed package such as PySide6's Qt)."""
    name, source, typecode = entry
    if typecode != "BINARY" or Path(name).name.startswith("libpython"):
        return False
    path = Path(source).resolve()
    return not any(path.is_relative_to(folder) for folder in own_folders)


def keep(binaries: Iterable[Entry], own_folders: Sequence[Path],
         needed: Callable[[Path], Iterable[str]]) -> tuple[list[Entry], list[Entry]]:
    """``binaries`` split into those the bundle keeps and those it leaves to the system: the
    libraries of :data:`FROM_THE_SYSTEM`, and those only they needed. ``own_folders``: where the
    installed packages' files come from (site-packages); ``needed``: the
    libraries a file needs (elffiles.dynamic)."""
    entries = list(binaries)
    folders = [folder.resolve() for folder in own_folders]
    libraries = {Path(entry[0]).name: entry for entry in entries if is_dependency(entry, folders)}
    kept = [entry for entry in entries if not is_dependency(entry, folders)]
    reached: set[str] = set()
    queue = list(kept)
    while queue:
        for name in needed(Path(queue.pop()[1])):
            if name in libraries and name not in FROM_THE_SYSTEM and name not in reached:
                reached.add(name)
                queue.append(libraries[name])
    kept += [entry for name, entry in libraries.items() if name in reached]
    left = [entry for name, entry in libraries.items() if name not in reached]
    return kept, left
