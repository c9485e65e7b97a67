"""Loading Qt's shared libraries on a second core while the start reads its game (issue 12).

Before the window can be built, ``python -m desktop`` parses its command line and reads or deals
the game (~20 ms of Python, desktop.session.choose_start_early), and only then imports PySide6,
whose first step is the dynamic loader mapping and relocating Qt's libraries (~15 ms of C, during
which Python waits). The loader needs no Python: a thread asks it for the same files meanwhile
(ctypes lets go of Python's lock while it waits), so that the import finds them loaded. Nothing
is run from them; a file that cannot be loaded is left for the import to report as it would.

Only stdlib modules are used, and PySide6 is located, not imported.
"""

from __future__ import annotations

import os
import sys
import threading
from importlib.util import find_spec
from pathlib import Path

# The bindings the window imports first (desktop.qt), each bringing its Qt libraries with it.
BINDINGS = ("QtCore", "QtGui", "QtWidgets")
# A wheel's own Qt, one library at a time (the loader is held for a shorter while each: the
# start's own imports of C modules wait for it), then the platform plugin X11 uses.
QT_LIBRARIES = ("libQt6Core.so.6", "libQt6Gui.so.6", "libQt6DBus.so.6", "libQt6Widgets.so.6",
                "libQt6XcbQpa.so.6", "../plugins/platforms/libqxcb.so")
THREAD_NAME = "cardtable-preload"


def binding_files() -> list[Path]:
    """What to load, where PySide6 is installed: its wheel's Qt libraries one by one, then the
    shared objects of its QtCore, QtGui and QtWidgets; [] if it is not found."""
    spec = find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return []
    folder = Path(next(iter(spec.submodule_search_locations)))
    files = [folder / "Qt" / "lib" / name for name in QT_LIBRARIES]
    files = [file for file in files if file.is_file()]
    for name in BINDINGS:
        found = sorted(folder.glob(f"{name}.*.so")) or sorted(folder.glob(f"{name}.*.pyd"))
        files += found[:1]
    return files


def _load(files: list[Path]) -> None:
    import ctypes  # here: its import is the thread's, not the start's

    for file in files:
        try:
            ctypes.CDLL(os.fspath(file))
        except OSError:
            continue  # the import reports it, with Python's own words


def preload_qt() -> threading.Thread | None:
    """Start loading the bindings' libraries in the background; the thread, or None when there
    is nothing to load (PySide6 not found, or imported already)."""
    if "PySide6" in sys.modules:
        return None
    files = binding_files()
    if not files:
        return None
    thread = threading.Thread(target=_load, args=(files,), name=THREAD_NAME, daemon=True)
    thread.start()
    return thread
