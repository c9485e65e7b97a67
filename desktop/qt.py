"""The one module that imports PySide6 (like Anki's ``aqt.qt``).

Everything else in ``desktop`` imports Qt names from here, so a Qt upgrade or a binding switch
touches this file only.

Names are looked up on first use (PEP 562 ``__getattr__``), not star-imported: ``from
PySide6.QtWidgets import *`` makes the bindings create every class of the module, about 100 ms
of a 0.25 s start, where the app uses a few hundred names. As with the star imports this replaces,
QtWidgets wins over QtGui, and QtGui over QtCore, where a name is in more than one.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from PySide6 import QtCore, QtGui, QtWidgets
from PySide6 import __version__ as PYSIDE_VERSION  # noqa: F401

_MODULES: tuple[ModuleType, ...] = (QtWidgets, QtGui, QtCore)


def _svg_renderer() -> type:
    """QtSvg is loaded only when a card's art is an SVG drawing (a plain import, so that
    PyInstaller sees it)."""
    from PySide6.QtSvg import QSvgRenderer

    return QSvgRenderer


def __getattr__(name: str) -> Any:
    """A Qt class, enum or function by its name, cached here once found."""
    if name.startswith("__"):
        raise AttributeError(name)
    if name == "QSvgRenderer":
        value = _svg_renderer()
    else:
        for module in _MODULES:
            value = getattr(module, name, _MISSING)
            if value is not _MISSING:
                break
        else:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


_MISSING = object()



def _scan_sources_without_linecache() -> None:
    """PySide6 reads the source of every module named in an import statement after it loads
    (PYSIDE-2029: does the module use ``from __feature__ import ...``?) through
    ``inspect.getsource``, and ``linecache`` then keeps every line of it: ~90 files and 4 MiB of
    the start's memory here. The same question, answered from the file's bytes (none read for
    the standard library's), keeps nothing. Should PySide6 change these internals, this does
    nothing."""
    import sys

    feature = sys.modules.get("PySide6.support.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None or getattr(original, "reads_bytes", False):
        return
    import os

    stdlib = os.path.dirname(os.__file__) + os.sep

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return original(module)
        if path.startswith(stdlib) and "-packages" not in path[len(stdlib):]:
            return False  # the standard library never imports PySide6: nothing to read
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return original(module)

    uses_pyside.reads_bytes = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]


_scan_sources_without_linecache()
