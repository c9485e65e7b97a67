"""The view onto the table scene: scales the whole table into the window, rubber-band select."""

from __future__ import annotations

from desktop.qt import QGraphicsView, QResizeEvent, Qt, QWidget
from desktop.table.scene import TableScene


class TableView(QGraphicsView):
    """Shows the whole table, scaled to fit; empty-space drags select with a rubber band."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # No view-wide Antialiasing or SmoothPixmapTransform: every item paints antialiased into
        # its own device cache, and blitting 500 cached cards with the hints costs 18 ms a frame
        # instead of 8 ms. Items set every painter state they use, so none needs saving.
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.setRubberBandSelectionMode(Qt.ItemSelectionMode.IntersectsItemShape)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMouseTracking(True)
        scene.sceneRectChanged.connect(lambda _rect: self.fit())

    def fit(self) -> None:
        """Scale the table to the viewport, keeping its proportions."""
        rect = self.scene().sceneRect()
        if rect.isValid():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
