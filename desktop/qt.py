"""The one module that imports PySide6 (like Anki's ``aqt.qt``).

Everything else in ``desktop`` imports Qt names from here, so a Qt upgrade or a binding switch
touches this file only.

Names are looked up on first use (PEP 562 ``__getattr__``), not star-imported: ``from
PySide6.QtWidgets import *`` makes the bindings create every class of the module, about 100 ms
of a 0.25 s start, where the app uses a few hundred names. As with the star imports this replaces,
QtWidgets wins over QtGui, and QtGui over QtCore, where a name is in more than one. The type
checker sees the same names with PySide6's own types (the imports under ``TYPE_CHECKING``).
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

import PySide6
from PySide6 import QtCore, QtGui, QtWidgets

if TYPE_CHECKING:
    from collections.abc import Callable

    # PySide6's stub says this marker returns ``object``; it returns the text it marks.
    QT_TRANSLATE_NOOP: Callable[[str, str], str]

    # What the lookup below finds at run time, as the type checker sees it: PySide6's own
    # stubs, in the same order of precedence (for the type checker the first definition of a
    # name wins). The ignores: each PySide6 stub declares its own copy of the container helpers
    # QIntList, QPointList, QPointFList and of qFuzzyCompare, which no code here uses, and
    # QtCore's QT_TRANSLATE_NOOP yields to the one above.
    # isort: off
    from PySide6.QtSvg import QSvgRenderer as QSvgRenderer
    from PySide6.QtWidgets import *  # noqa: F403
    from PySide6.QtGui import *  # type: ignore[assignment]  # noqa: F403
    from PySide6.QtCore import *  # type: ignore[assignment, no-redef]  # noqa: F403
    # isort: on

PYSIDE_VERSION: str = PySide6.__version__

_MODULES: tuple[ModuleType, ...] = (QtWidgets, QtGui, QtCore)


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


if not TYPE_CHECKING:  # the type checker sees the names themselves (above), not this lookup

    def __getattr__(name: str) -> object:
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


def is_alive(widget: object) -> bool:
    """Whether a Qt object still exists (a dialog that deletes itself on closing is gone once
    the event loop has run)."""
    from shiboken6 import isValid

    return widget is not None and bool(isValid(widget))
