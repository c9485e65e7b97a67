"""The one module that imports PySide6 (like Anki's ``aqt.qt``).

Everything else in ``desktop`` imports Qt names from here, so a Qt upgrade or a binding switch
touches this file only.

Names are looked up on first use (PEP 562 ``__getattr__``), not star-imported: ``from
PySide6.QtWidgets import *`` makes the bindings create every class of the module, about 100 ms
of a 0.25 s start, where the app uses a few hundred names. As with the star imports this replaces,
QtWidgets wins over QtGui, and QtGui over QtCore, where a name is in more than one.
"""

from __future__ import annotations

import os
import sys
from types import ModuleType
from typing import Any

from desktop import preload

preload.finish()  # Qt's libraries, linked meanwhile on another thread: done before Qt is used

from PySide6 import QtCore, QtGui, QtWidgets  # noqa: E402
from PySide6 import __version__ as PYSIDE_VERSION  # noqa: E402, F401

_MODULES: tuple[ModuleType, ...] = (QtWidgets, QtGui, QtCore)

# Qt's raster engine hands every fill of 96 or more scan lines to a thread pool and waits for it:
# on the table's fills (card faces, the felt, the zones) the hand-off costs more than it saves.
# Without it (a switch Qt reads once, at its first fill): the Berserk demo's first paint ~12 ms
# sooner, a full repaint of 500 cards 4.6 ms instead of 6.1, a drag step 0.3 ms instead of 1.4
# (bench/desktop_launch.py, bench/desktop_paint.py). Set here, before anything is drawn.
os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")

# PySide6's ``__feature__`` ids (its feature.py): 0, Qt's own names, no feature selected; -1, a
# module PySide6 need not look at.
NO_FEATURE, NOT_QT = 0, -1


def own_module_names() -> list[str]:
    """The dotted names of the modules of Cardtable's packages (desktop, engine), from their
    files: none need be imported to be named."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    names = []
    for package in ("desktop", "engine"):
        for folder, subfolders, files in os.walk(os.path.join(root, package)):
            subfolders[:] = [name for name in subfolders if name != "__pycache__"]
            dotted = os.path.relpath(folder, root).replace(os.sep, ".")
            names += [dotted if file == "__init__.py" else f"{dotted}.{file[:-3]}"
                      for file in files if file.endswith(".py")]
    return names


def spare_feature_scan() -> None:
    """Tell PySide6 up front what its import watch would find, so that it does not read sources.

    Once loaded, PySide6 watches every import statement: the first time one names a module, it
    reads the module's whole source to see whether it names PySide6 (for its ``from __feature__
    import snake_case`` switches, PYSIDE-2029), ~13 ms of a start over ~100 modules. Cardtable
    never selects a feature: its own modules use Qt's own names (NO_FEATURE), and the standard
    library never names PySide6 (NOT_QT, PySide6's own verdict for it). Answers it has already
    are kept; with a PySide6 that keeps no such table this does nothing.
    """
    selected = getattr(sys.modules.get("__feature__"), "pyside_feature_dict", None)
    if not isinstance(selected, dict):
        return
    for name in own_module_names():
        selected.setdefault(name, NO_FEATURE)
    standard = sys.stdlib_module_names
    for name in [*standard, *(name for name in sys.modules if name.partition(".")[0] in standard)]:
        selected.setdefault(name, NOT_QT)


spare_feature_scan()


def _svg_renderer() -> type:
    """QtSvg is loaded only when a card's art is an SVG drawing (a plain import, so that
    PyInstaller sees it)."""
    from PySide6.QtSvg import QSvgRenderer

    return QSvgRenderer


def _home_of(name: str) -> ModuleType | None:
    """The first of the modules that has ``name`` (their ``dir()``: asking a PySide6 module for
    a name it lacks costs ~0.06 ms the first time, twice for each QtCore name otherwise)."""
    if not _NAMES:
        _NAMES.extend((module, frozenset(dir(module))) for module in _MODULES)
    return next((module for module, names in _NAMES if name in names), None)


_NAMES: list[tuple[ModuleType, frozenset[str]]] = []


def __getattr__(name: str) -> Any:
    """A Qt class, enum or function by its name, cached here once found."""
    if name.startswith("__"):
        raise AttributeError(name)
    if name == "QSvgRenderer":
        value = _svg_renderer()
    else:
        module = _home_of(name)
        if module is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value = getattr(module, name)
    globals()[name] = value
    return value
