"""Waiting for a widget's paint, without sleeping: for the start-up, the screenshot and the work
that may wait until the table is on screen (issue 12: the first paint comes first).

What waits, among others: anything that asks Qt for a widget Qt made itself (a scroll area's
``viewport()``). The first such widget handed to Python makes PySide6 set up every QWidget class
it might be (~60 enums, ~10 ms), a cost the first paint does not need to carry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from desktop.qt import QEvent, QObject, Qt, QTimer, QWidget, Signal

if TYPE_CHECKING:
    from desktop.qt import QEventLoop

PAINT_DEADLINE_MS = 10000


class PaintWatch(QObject):
    """Calls its callbacks once, in order, after the watched widget's next paint event has been
    handled. One watch per widget however many wait for it: every event the widget gets until
    then passes through Python once, not once per waiting callback."""

    ran = Signal()  # the callbacks have run

    def __init__(self, widget: QWidget, then: Callable[[], object], shared: bool = False) -> None:
        super().__init__(widget)
        self.callbacks = [then]
        self.shared = shared  # others waiting for the same paint may add their callbacks
        self.painted = False
        self.finished = False
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._done)  # runs after this paint event is done
        return False

    def _done(self) -> None:
        for then in self.callbacks:
            then()
        self.finished = True
        self.ran.emit()
        self.deleteLater()


def after_first_paint(widget: QWidget, then: Callable[[], object]) -> None:
    """Run ``then`` once ``widget`` is on screen: after its first paint, or now if its window
    shows already (the work for a window being built waits until its first picture is up).
    Callbacks waiting for the same widget run in the order they were given."""
    if widget.window().isVisible():
        then()
        return
    waiting = next((watch for watch in _shared_watches(widget) if not watch.painted), None)
    if waiting is not None:
        waiting.callbacks.append(then)
    else:
        PaintWatch(widget, then, shared=True)


def wait_for_paint(widget: QWidget) -> bool:
    """Process events until ``widget`` has been painted once (no sleeping); False if that did not
    happen within PAINT_DEADLINE_MS."""
    loop = _deadline_loop()
    watch = PaintWatch(widget, loop.quit)
    _repaint_and_run(widget, loop)
    if not watch.painted:
        widget.removeEventFilter(watch)
        watch.deleteLater()
    return watch.painted


def waiting_for_paint(widget: QWidget) -> PaintWatch | None:
    """The work still waiting for ``widget``'s first paint (:func:`after_first_paint`), if any."""
    return next((watch for watch in _shared_watches(widget) if not watch.finished), None)


def _shared_watches(widget: QWidget) -> list[PaintWatch]:
    """The watches :func:`after_first_paint` put on ``widget``."""
    direct = Qt.FindChildOption.FindDirectChildrenOnly
    return [watch for watch in widget.findChildren(PaintWatch, options=direct) if watch.shared]


def wait_for_first_paint_work(widget: QWidget) -> bool:
    """Process events until ``widget`` has been painted and the work waiting for that paint has
    run (a picture taken before would miss what fills in after the first paint); False if that
    did not happen within PAINT_DEADLINE_MS."""
    watch = waiting_for_paint(widget)
    if watch is None:
        return True
    loop = _deadline_loop()
    watch.ran.connect(loop.quit)
    _repaint_and_run(widget, loop)
    return watch.finished


def _deadline_loop() -> QEventLoop:
    """An event loop that quits by itself after PAINT_DEADLINE_MS."""
    from desktop.qt import QEventLoop  # the start never waits this way: not set up for it

    loop = QEventLoop()
    QTimer.singleShot(PAINT_DEADLINE_MS, loop, loop.quit)
    return loop


def _repaint_and_run(widget: QWidget, loop: QEventLoop) -> None:
    """Ask ``widget`` to paint again and process events until ``loop`` quits."""
    widget.update()
    loop.exec()
