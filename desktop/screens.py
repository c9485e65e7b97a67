"""Windows no larger than the screen they open on (a 1366×768 laptop, a 1100×700 window)."""

from __future__ import annotations

from desktop.qt import QRect, QSize, QWidget

FRAME_ROOM = QSize(16, 48)  # a window manager's borders and title bar


def window_size(wanted: QSize, available: QSize) -> QSize:
    """``wanted``, shrunk where the screen is smaller (leaving room for the window's frame)."""
    room = QSize(available.width() - FRAME_ROOM.width(), available.height() - FRAME_ROOM.height())
    return QSize(min(wanted.width(), max(room.width(), 640)),
                 min(wanted.height(), max(room.height(), 480)))


def fit_to_screen(window: QWidget, available: QRect | None = None) -> None:
    """Make ``window`` no larger than the screen's free area (``available``: its own screen's),
    moved to its top left corner if it had to shrink."""
    available = available if available is not None else _free_area(window)
    if available is not None and _shrink(window, available):
        window.move(available.topLeft())


def shrink_to_screen(window: QWidget) -> None:
    """Make ``window`` no larger than its screen's free area, leaving where it opens to Qt (a
    dialog opens over its window)."""
    available = _free_area(window)
    if available is not None:
        _shrink(window, available)


def _free_area(window: QWidget) -> QRect | None:
    screen = window.screen()
    return screen.availableGeometry() if screen is not None else None


def _shrink(window: QWidget, available: QRect) -> bool:
    """Resize ``window`` to fit ``available`` if it does not; True if it had to."""
    size = window_size(window.size(), available.size())
    if size == window.size():
        return False
    window.resize(size)
    return True
