"""Graphics items of the table: cards, zones, flags and the middle band."""

from __future__ import annotations

from collections.abc import Callable

from desktop.qt import (
    QApplication,
    QColor,
    QFont,
    QFontMetricsF,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QPainter,
    QPen,
    QPointF,
    QRectF,
    QStyleOptionGraphicsItem,
    Qt,
    QWidget,
)
from desktop.table.cardface import card_height, card_pixmap
from desktop.texts import marker_title

MARKER_COLORS = {"wound": "#c0392b", "damage": "#c0392b", "counter": "#2c7bb6"}
FLAG_COLORS = {"refused": "#c0392b", "warn": "#d35400", "note": "#b7950b"}


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(px)))
    font.setBold(bold)
    return font


def band_font(px: float = 13) -> QFont:
    """The font of the middle band's chips (smaller when a language's words need the room)."""
    return _font(px, True)


def fitting_font(text: str, width: float, px: float, smallest: float = 8) -> QFont:
    """A bold font of ``px`` pixels, or smaller down to ``smallest``, in which ``text`` fits."""
    size = px
    while size > smallest and QFontMetricsF(_font(size, True)).horizontalAdvance(text) > width:
        size -= 1
    return _font(size, True)


class CardItem(QGraphicsObject):
    """One card on the table, drawn only from its entry in the viewer's view.

    A hidden card's ``card`` dict is the redacted view entry: it has no name, label or image.
    ``zone`` and ``index`` say where it lies, so the controller can resolve a hidden top card.
    """

    def __init__(self, card: dict, zone: str, index: int, width: int) -> None:
        super().__init__()
        self.card: dict = {}
        self.zone = zone
        self.index = index
        self.width = width
        self.height = card_height(width)
        self._press: QPointF | None = None
        self._dragging = False
        self._additive = False
        self.highlighted = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)
        self.setTransformOriginPoint(width / 2, self.height / 2)
        self._bounds = QRectF(-3, -3, width + 6, self.height + 6)
        self.set_card(card)

    @property
    def label(self) -> str | None:
        """The card's label, or None when the viewer may not know it."""
        return None if self.card.get("hidden") else self.card.get("label")

    @property
    def hidden(self) -> bool:
        """Whether the viewer sees only the back."""
        return bool(self.card.get("hidden"))

    def set_card(self, card: dict) -> None:
        """Take a new view entry; repaint only if it changed."""
        if card == self.card:
            return
        self.card = dict(card)
        self.setRotation(90 if card.get("tapped") else 0)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.width, self.height)
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect, card_pixmap(self.card, self.width, dpr),
                           QRectF(0, 0, self.width * dpr, self.height * dpr))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_badges(painter)
        if self.card.get("flagged"):
            painter.setPen(QPen(QColor("#e0201b"), 3))
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
            d = self.width * 0.22
            painter.setBrush(QColor("#e0201b"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(QRectF(self.width - d * 0.8, -d * 0.2, d, d))
            painter.setPen(QColor("white"))
            painter.setFont(_font(d * 0.8, True))
            painter.drawText(QRectF(self.width - d * 0.8, -d * 0.2, d, d),
                             Qt.AlignmentFlag.AlignCenter, "!")
        if self.isSelected() or self.highlighted:
            color = "#3daee9" if self.isSelected() else "#f1c40f"
            painter.setPen(QPen(QColor(color), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 6, 6)

    def _paint_badges(self, painter: QPainter) -> None:
        """Markers as round badges along the bottom, effects as a tag above them."""
        markers = self.card.get("markers") or {}
        d = self.width * 0.24
        x = 2.0
        y = self.height - d - 2
        for name, count in markers.items():
            if not count:
                continue
            painter.setBrush(QColor(MARKER_COLORS.get(name, "#8e44ad")))
            painter.setPen(QPen(QColor("white"), 1.5))
            painter.drawEllipse(QRectF(x, y, d, d))
            painter.setFont(_font(d * 0.5, True))
            painter.drawText(QRectF(x, y, d, d), Qt.AlignmentFlag.AlignCenter,
                             f"{marker_title(str(name))[:1].upper()}{count}")
            x += d + 2
        effects = self.card.get("effects") or []
        if effects:
            tag = QRectF(2, y - d * 0.7, self.width - 4, d * 0.6)
            painter.setBrush(QColor(40, 40, 40, 200))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(tag, 3, 3)
            painter.setPen(QColor("#f7dc6f"))
            painter.setFont(_font(tag.height() * 0.75))
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter,
                             ", ".join(marker_title(str(e)) for e in effects))

    def set_highlighted(self, on: bool) -> None:
        """Mark the card (e.g. picked from the game log)."""
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged:
            self.update()
        return super().itemChange(change, value)

    # Hover feeds the zoom dock.
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        scene = self.scene()
        if scene is not None:
            scene.set_hovered(self)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        # Card commands act on the card under the mouse: once the mouse left it, on none.
        scene = self.scene()
        if scene is not None and getattr(scene, "hovered", None) is self:
            scene.hovered = None
        super().hoverLeaveEvent(event)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        scene = self.scene()
        if scene is None:
            return
        if not self.isSelected():
            scene.clearSelection()
            self.setSelected(True)
        scene.set_hovered(self)
        scene.cardMenu.emit(self, event.screenPos())
        event.accept()

    # In-scene drag, like Cockatrice: the items themselves follow the mouse, no QDrag.
    # Shift held while dragging from the hand puts a card into play without paying (a move).
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        super().mousePressEvent(event)
        self._press = event.scenePos()
        self._additive = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if self._press is None or scene is None:
            return
        delta = event.scenePos() - self._press
        free = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if not self._dragging:
            if delta.manhattanLength() < QApplication.startDragDistance():
                return
            self._dragging = True
            if not self.isSelected():
                if not self._additive:
                    scene.clearSelection()
                self.setSelected(True)
            scene.begin_drag(self, free)
        scene.drag_by(delta, free)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if self._dragging and scene is not None:
            scene.end_drag(event.scenePos(),
                           bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        else:
            super().mouseReleaseEvent(event)
        self._press = None
        self._dragging = False

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if scene is not None:
            scene.cardActivated.emit(self)
        event.accept()


class ZoneItem(QGraphicsObject):
    """A zone's frame with its name and card count; the drop target for moves."""

    def __init__(self, key: str, kind: str, rect: QRectF, title: str, mine: bool) -> None:
        super().__init__()
        self.key = key
        self.kind = kind
        self.rect = rect
        self.title = title
        self.mine = mine
        self.count = 0
        self.hot = False
        self._bounds = QRectF(0, 0, rect.width(), rect.height())
        self.setZValue(-10)
        self.setPos(rect.topLeft())
        # A zone's antialiased frame costs ~0.2 ms to draw; every repaint would redraw all of them.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._update_tooltip()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def scene_rect(self) -> QRectF:
        """The zone's rectangle in scene coordinates."""
        return QRectF(self.pos(), self.rect.size())

    def set_count(self, count: int) -> None:
        """Show a new card count."""
        if count != self.count:
            self.count = count
            self._update_tooltip()
            self.update()

    def set_title(self, title: str) -> None:
        """Show the zone's name in another language."""
        self.title = title
        self._update_tooltip()
        self.update()

    def _update_tooltip(self) -> None:
        """A pile says whose it is, how many cards it holds and how to list them."""
        if self.kind not in ("pile", "shared"):
            return
        owner = self.key.rpartition(".")[0]
        head = f"{self.title} · {owner}" if owner else self.title
        self.setToolTip(f"{head}\n" + self.tr("%n card(s). Double-click to list them.", "",
                                               self.count))

    def set_hot(self, hot: bool) -> None:
        """Highlight as the zone under a dragged card."""
        if hot != self.hot:
            self.hot = hot
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        fill = QColor(255, 255, 255, 40 if self.hot else 14)
        painter.setBrush(fill)
        painter.setPen(QPen(QColor("#f1c40f" if self.hot else "#4f6d5a"), 2 if self.hot else 1))
        painter.drawRoundedRect(r, 8, 8)
        painter.setPen(QColor("#d7e4d9"))
        text = f"{self.title} ({self.count})" if self.kind != "area" or self.count else self.title
        painter.setFont(fitting_font(text, r.width() - 14, 12))  # "Кладбище (12)" in a pile
        painter.drawText(r.adjusted(8, 2, -6, 0),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = self.scene()
        if scene is not None:
            scene.zoneActivated.emit(self.key)
        event.accept()


class FlagItem(QGraphicsObject):
    """A short-lived note next to a card: why a move was refused, flagged or changed."""

    def __init__(self, text: str, kind: str, width: float = 260) -> None:
        super().__init__()
        self.text = text
        self.kind = kind
        self._width = width
        self.setZValue(1000)
        # As high as the wrapped text needs (words are longer in some languages), at most 8 lines.
        metrics = QFontMetricsF(_font(13, True))
        needed = metrics.boundingRect(QRectF(0, 0, width - 16, 10000),
                                      int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap),
                                      text).height()
        self._height = 12 + min(needed, 8 * metrics.lineSpacing())

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, self._height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(FLAG_COLORS.get(self.kind, "#c0392b")))
        painter.setPen(QPen(QColor("white"), 1.5))
        painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 7, 7)
        painter.setFont(_font(13, True))
        painter.drawText(self.boundingRect().adjusted(8, 5, -8, -5),
                         Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, self.text)


Chip = tuple[QRectF, str, tuple | None, bool, str]


class BandItem(QGraphicsObject):
    """The middle band: counters of both players, the phase bar and whose turn it is.

    Every chip is clickable; ``on_click`` gets ``("phase", name)`` or ``("counter", player, name,
    delta)``. A chip's tooltip says what it shows or what a click does.
    """

    def __init__(self, rect: QRectF, on_click: Callable[[tuple], None]) -> None:
        super().__init__()
        self.rect = rect
        self.setPos(rect.topLeft())
        self.on_click = on_click
        self.setZValue(-20)
        self._chips: list[Chip] = []
        self._font_px = 13.0
        self._bounds = QRectF(0, 0, rect.width(), rect.height())
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def set_chips(self, chips: list[Chip], font_px: float = 13) -> None:
        """Chips: (rect in band coordinates, text, click payload or None, emphasised, tooltip)."""
        self._chips = chips
        self._font_px = font_px
        self.setToolTip("")
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.boundingRect(), QColor("#1d2b22"))
        painter.setFont(band_font(self._font_px))
        for rect, text, payload, strong, _tip in self._chips:
            if payload is not None:
                painter.setBrush(QColor("#e8c547" if strong else "#3b5446"))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawRoundedRect(rect, 6, 6)
                painter.setPen(QColor("#111" if strong else "#e6efe8"))
            else:
                painter.setPen(QColor("#f3d67a" if strong else "#e6efe8"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def payload_at(self, pos: QPointF) -> tuple | None:
        """The click payload of the chip at ``pos`` (band coordinates)."""
        for rect, _text, payload, _strong, _tip in self._chips:
            if payload is not None and rect.contains(pos):
                return payload
        return None

    def tooltip_at(self, pos: QPointF) -> str:
        """The tooltip of the chip at ``pos`` (band coordinates), or ``""``."""
        return next((tip for rect, _text, _payload, _strong, tip in self._chips
                     if rect.contains(pos)), "")

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setToolTip(self.tooltip_at(event.pos()))
        clickable = self.payload_at(event.pos()) is not None
        self.setCursor(Qt.CursorShape.PointingHandCursor if clickable
                       else Qt.CursorShape.ArrowCursor)
        super().hoverMoveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        payload = self.payload_at(event.pos())
        if payload is None:
            event.ignore()
            return
        self.on_click(payload)
        event.accept()
