"""Qt's libraries linked on the idle core while the start reads its arguments and deals (issue 12).

Before PySide6 can be imported, the dynamic loader maps Qt's shared libraries and binds their
symbols (libQt6Core, Gui, Widgets and what they need; the X11 platform plugin when the window
will be on X11), and fontconfig reads its configuration before the first text. That is C work:
a ``dlopen`` called through ctypes lets go of Python's lock, so a second thread can do it while
the main thread runs the start's Python (the command line, the engine's deal). What PySide6 then
loads is there already: the demo's window is painted ~21 ms sooner (paired launches, 100 rounds
of Berserk and 60 of HKK, bench/desktop_launch.py's timing; ~0.25 s in all).

Only the linking moves: PySide6 is imported, and Qt used, by :mod:`desktop.qt` alone, which
first waits for this thread (:func:`finish`), so nothing of Qt runs on two threads at once. Where
any of it is missing or fails, the start goes on as it would without this module.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import sys
import threading
from pathlib import Path

# Qt's widgets library: loading it loads what it needs (Core, Gui, D-Bus, ICU) in one call.
QT_WIDGETS = Path("Qt", "lib", "libQt6Widgets.so.6")
X11_PLUGIN = Path("Qt", "plugins", "platforms", "libqxcb.so")
FONTCONFIG = "libfontconfig.so.1"
# The standard library's compiled modules the start imports before Qt (the command line, the
# engine's deal, the journal's lock), loaded before the thread starts. The loader runs one dlopen
# at a time: the first of them imported meanwhile would keep the main thread waiting, with
# Python's lock held, until Qt was linked (~10 ms of the gain). tests/desktop/test_preload.py
# keeps the list complete.
LOADED_FIRST = ("zlib", "_bz2", "_lzma", "_json", "math", "_bisect", "_random", "_sha512",
                "fcntl", "_struct", "_ctypes")

_thread: threading.Thread | None = None


def pyside_folder() -> Path | None:
    """PySide6's folder, when it carries its own Qt (as its wheels do), found without importing
    PySide6."""
    for entry in sys.path:
        folder = Path(entry or ".", "PySide6")
        if (folder / QT_WIDGETS).is_file():
            return folder
    return None


def on_x11() -> bool:
    """Will Qt open its windows on X11 (where its xcb plugin is the one it loads)?"""
    chosen = os.environ.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.startswith("xcb")
    return bool(os.environ.get("DISPLAY")) and not os.environ.get("WAYLAND_DISPLAY")


def files_to_link(pyside: Path) -> list[Path]:
    """The libraries the start will load, in loading order: Qt's widgets (with what they need),
    and the X11 platform plugin when the window will be on X11. PySide6's own modules are not
    among them: linked early too, they gained nothing (paired launches)."""
    files = [pyside / QT_WIDGETS]
    if on_x11() and (pyside / X11_PLUGIN).is_file():
        files.append(pyside / X11_PLUGIN)
    return files


def _link(files: list[Path]) -> None:
    """The thread's work: dlopen each file (never closed: the app needs them all), then set
    fontconfig up. A failure ends it (quietly: :func:`_run`): the main thread loads whatever is
    missing, as it would without this module, and says what went wrong if it cannot."""
    import ctypes

    process = ctypes.CDLL(None)
    dlopen = process.dlopen
    dlopen.restype = ctypes.c_void_p
    dlopen.argtypes = (ctypes.c_char_p, ctypes.c_int)
    for file in files:
        if not dlopen(os.fsencode(file), os.RTLD_NOW | os.RTLD_LOCAL):
            return
    ctypes.CDLL(FONTCONFIG).FcInit()


def _run(files: list[Path]) -> None:
    """The thread's body: :func:`_link`, whose failure is never the app's."""
    with contextlib.suppress(Exception):  # a speed-up only
        _link(files)


def start() -> None:
    """Link Qt on another thread, now (Linux, with PySide6's own Qt, not yet imported; once per
    process)."""
    global _thread
    if _thread is not None or "PySide6" in sys.modules or not sys.platform.startswith("linux"):
        return
    pyside = pyside_folder()
    if pyside is None:
        return
    for name in LOADED_FIRST:
        with contextlib.suppress(ImportError):
            importlib.import_module(name)
    _thread = threading.Thread(target=_run, args=(files_to_link(pyside),),
                               name="link-qt", daemon=True)
    _thread.start()


def finish() -> None:
    """Wait for the linking thread, if one runs: after this, Qt is the main thread's alone."""
    if _thread is not None:
        _thread.join()
