"""The view onto the table scene: the table laid out for the window's size, rubber-band select."""

from __future__ import annotations

from desktop.qt import (
    QApplication,
    QEnterEvent,
    QEvent,
    QGraphicsView,
    QMouseEvent,
    QPointF,
    QResizeEvent,
    QSizeF,
    Qt,
    QWidget,
)
from desktop.table.scene import TableScene


class TableView(QGraphicsView):
    """Shows the whole table at one scene unit per pixel: the scene lays itself out for the
    viewport's size (cards sharp at their size). Only a window too small for the smallest cards
    scales the table down. Empty-space drags select with a rubber band."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport made here, not by Qt: every item's paint() is handed the viewport, and the
        # first widget Qt made that reaches Python makes PySide6 set up every QWidget class it
        # might be (~10 ms of the first paint; desktop.firstpaint).
        viewport = QWidget()
        viewport.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)  # as Qt's own has it
        self.setViewport(viewport)
        # No view-wide Antialiasing or SmoothPixmapTransform: every item paints antialiased into
        # its own device cache, and blitting 500 cached cards with the hints costs 18 ms a frame
        # instead of 8 ms. Items set every painter state they use, so none needs saving.
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing)
        # No background cache: a viewport-sized pixmap (4 MiB on a 1600×1000 screen), where the
        # felt is already a narrow strip copied row by row (desktop.table.scene.felt_brush).
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.setRubberBandSelectionMode(Qt.ItemSelectionMode.IntersectsItemShape)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMouseTracking(True)
        scene.sceneRectChanged.connect(lambda _rect: self.fit())

    def table(self) -> TableScene:
        """The table scene shown."""
        scene = self.scene()
        assert isinstance(scene, TableScene)
        return scene

    def fit(self) -> None:
        """Lay the table out for the viewport; scale it down only if it is still larger."""
        if self.testAttribute(Qt.WidgetAttribute.WA_PendingResizeEvent):
            # Not laid out yet (its size is Qt's placeholder, 640×480): the resize event that
            # comes when the window shows brings the real size. Laying the table out for the
            # placeholder meanwhile cost a second layout of the first game.
            return
        # The viewport's size without asking for the viewport (no scroll bars, no frame): see
        # desktop.firstpaint for why the table is laid out before Python touches that widget.
        viewport = self.maximumViewportSize()
        self.table().set_viewport_size(QSizeF(viewport))
        rect = self.scene().sceneRect()
        if not rect.isValid():
            return
        if rect.width() <= viewport.width() + 0.5 and rect.height() <= viewport.height() + 0.5:
            self.resetTransform()
            self.centerOn(rect.center())
        else:
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def viewportEvent(self, event: QEvent) -> bool:
        left_from = self.table().left_from
        handled = super().viewportEvent(event)
        if (event.type() == QEvent.Type.Enter and isinstance(event, QEnterEvent)
                and left_from is not None):
            # The mouse came back over the table without moving (a question over it closed):
            # Qt points at the card below only on the next move; the card commands need it now.
            # (A window that opens under a mouse that was never on its table waits for a move.)
            self._point_at(event.position())
        return handled

    def _point_at(self, where: QPointF) -> None:
        """Tell the scene where the mouse is, as a move there would (not while a button is
        held: that would be a drag)."""
        viewport = self.viewport()
        if QApplication.mouseButtons() != Qt.MouseButton.NoButton:
            return
        QApplication.sendEvent(viewport, QMouseEvent(
            QEvent.Type.MouseMove, where, viewport.mapToGlobal(where), Qt.MouseButton.NoButton,
            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
