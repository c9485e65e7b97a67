"""Graphics items of the table: cards, zones, pile counts, the hover zoom, flags and the band."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, NamedTuple, cast

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
    QObject,
    QPainter,
    QPen,
    QPointF,
    QRectF,
    QStyleOptionGraphicsItem,
    Qt,
    QWidget,
)
from desktop.table.cardface import ArtProvider, card_height, card_pixmap
from desktop.texts import marker_title

if TYPE_CHECKING:
    from desktop.table.scene import TableScene

MARKER_COLORS = {"wound": "#c0392b", "damage": "#c0392b", "counter": "#2c7bb6"}
FLAG_COLORS = {"refused": "#c0392b", "warn": "#d35400", "note": "#b7950b", "plain": "#2c3e50",
               "passed": "#1e8449"}
TITLE_COLOR = QColor(215, 228, 217, 190)
SLOT_COLOR = QColor(215, 228, 217, 70)
DIVIDER_COLOR = QColor(255, 255, 255, 26)
HOT_COLOR = QColor("#f1c40f")
REFUSING_COLOR = QColor("#e74c3c")  # the frame of a zone under a dragged card that would refuse it
ZOOM = 1.6  # the hover zoom's width, in card widths: its rules text is then 11-15 px


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(px)))
    font.setBold(bold)
    return font


def band_font(px: float = 13) -> QFont:
    """The font of the middle band's chips (smaller when a language's words need the room)."""
    return _font(px, True)


@cache
def fitting_font(text: str, width: float, px: float, smallest: float = 8) -> QFont:
    """A bold font of ``px`` pixels, or smaller down to ``smallest``, in which ``text`` fits
    (remembered: an area's name is drawn at every repaint of the area)."""
    size = px
    while size > smallest and QFontMetricsF(_font(size, True)).horizontalAdvance(text) > width:
        size -= 1
    return _font(size, True)


@cache
def words_within(text: str, font: QFont, width: float) -> str:
    """``text`` with every word too wide for ``width`` cut short with "…" (a narrow pile's name:
    the words still wrap, and the pile's tooltip has the whole name)."""
    metrics = QFontMetricsF(font)
    return " ".join(metrics.elidedText(word, Qt.TextElideMode.ElideRight, width)
                    for word in text.split(" "))


def paint_card(painter: QPainter, card: dict, width: float, height: float,
               outline: str | None = None, provider: ArtProvider | None = None) -> None:
    """A card as the table shows it: the pre-rendered face or back (its picture from
    ``provider``, default the app's), its markers and effects, the red ring of a flagged card and
    an ``outline`` colour (selected, highlighted) if any."""
    rect = QRectF(0, 0, width, height)
    dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(rect, card_pixmap(card, round(width), dpr, provider),
                       QRectF(0, 0, round(width) * dpr, card_height(round(width)) * dpr))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _paint_badges(painter, card, width, height)
    if card.get("flagged"):
        painter.setPen(QPen(QColor("#e0201b"), 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 5, 5)
        d = width * 0.22
        painter.setBrush(QColor("#e0201b"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QRectF(width - d * 0.8, -d * 0.2, d, d))
        painter.setPen(QColor("white"))
        painter.setFont(_font(d * 0.8, True))
        painter.drawText(QRectF(width - d * 0.8, -d * 0.2, d, d), Qt.AlignmentFlag.AlignCenter, "!")
    if outline:
        painter.setPen(QPen(QColor(outline), 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 6, 6)


class MarkerBadge(NamedTuple):
    """A marker's badge on a card: where (card coordinates), its text (``W2``) and colour."""

    rect: QRectF
    text: str
    color: str


def marker_badges(card: dict, width: float, height: float) -> list[MarkerBadge]:
    """The card's markers as badges along its bottom: a disc, or a pill as wide as its text
    needs ("W19" overflowed the disc)."""
    d = width * 0.24
    metrics = QFontMetricsF(_font(d * 0.5, True))
    x, y = 2.0, height - d - 2
    badges = []
    for name, count in (card.get("markers") or {}).items():
        if not count:
            continue
        text = f"{marker_title(str(name))[:1].upper()}{count}"
        wide = max(d, metrics.horizontalAdvance(text) + d * 0.45)
        badges.append(MarkerBadge(QRectF(x, y, wide, d), text, MARKER_COLORS.get(name, "#8e44ad")))
        x += wide + 2
    return badges


def _paint_badges(painter: QPainter, card: dict, width: float, height: float) -> None:
    """Markers as round badges along the bottom, effects as a tag above them."""
    d = width * 0.24
    y = height - d - 2
    painter.setFont(_font(d * 0.5, True))
    for badge in marker_badges(card, width, height):
        painter.setBrush(QColor(badge.color))
        painter.setPen(QPen(QColor("white"), 1.5))
        painter.drawRoundedRect(badge.rect, d / 2, d / 2)
        painter.drawText(badge.rect, Qt.AlignmentFlag.AlignCenter, badge.text)
    effects = card.get("effects") or []
    if effects:
        tag = QRectF(2, y - d * 0.7, width - 4, d * 0.6)
        painter.setBrush(QColor(40, 40, 40, 200))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(tag, 3, 3)
        painter.setPen(QColor("#f7dc6f"))
        painter.setFont(_font(tag.height() * 0.75))
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter,
                         ", ".join(marker_title(str(e)) for e in effects))


def table_of(item: QGraphicsItem) -> TableScene | None:
    """The table ``item`` lies on (the table's items live on its TableScene only), or None."""
    return cast("TableScene | None", item.scene())


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
        self._bounds = QRectF()
        self.set_width(width)
        self.set_card(card)

    @property
    def label(self) -> str | None:
        """The card's label, or None when the viewer may not know it."""
        return None if self.card.get("hidden") else self.card.get("label")

    @property
    def hidden(self) -> bool:
        """Whether the viewer sees only the back."""
        return bool(self.card.get("hidden"))

    @property
    def shows_face(self) -> bool:
        """Whether the viewer sees the card's face (not a back)."""
        return not (self.card.get("hidden") or self.card.get("face_down"))

    def set_card(self, card: dict) -> None:
        """Take a new view entry; repaint only if it changed."""
        if card == self.card:
            return
        self.card = dict(card)
        self.setRotation(90 if card.get("tapped") else 0)
        self.update()

    def set_width(self, width: int) -> None:
        """Show the card at another width (a card moving between a small and a full-size zone)."""
        if width == self.width and not self._bounds.isNull():
            return
        self.prepareGeometryChange()
        self.width = width
        self.height = card_height(width)
        self.setTransformOriginPoint(width / 2, self.height / 2)
        self._bounds = QRectF(-3, -3, width + 6, self.height + 6)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        outline = "#3daee9" if self.isSelected() else "#f1c40f" if self.highlighted else None
        paint_card(painter, self.card, self.width, self.height, outline,
                   getattr(self.scene(), "art_provider", None))

    def set_highlighted(self, on: bool) -> None:
        """Mark the card (e.g. picked from the game log)."""
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemSelectedHasChanged:
            self.update()
        return super().itemChange(change, value)

    # Hover feeds the Card panel and the zoom in place.
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        scene = table_of(self)
        if scene is not None:
            scene.set_hovered(self)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        # Card commands act on the card under the mouse: once the mouse left it, on none; its
        # zoom goes too.
        scene = table_of(self)
        if scene is not None:
            scene.hover_left(self)
        super().hoverLeaveEvent(event)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        scene = table_of(self)
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
        scene = table_of(self)
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
        scene.drag_by(delta, event.scenePos(), free)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = table_of(self)
        if self._dragging and scene is not None:
            scene.end_drag(event.scenePos(),
                           bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        else:
            super().mouseReleaseEvent(event)
        self._press = None
        self._dragging = False

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = table_of(self)
        if scene is not None:
            scene.cardActivated.emit(self)
        event.accept()


class HoverZoom(QGraphicsObject):
    """The card under the mouse, grown in place (like Cockatrice's): drawn above its neighbours
    without moving them, large enough to read. It takes no mouse or hover events, so the card
    beneath keeps them (a press still picks up that card; a drag hides the zoom)."""

    def __init__(self) -> None:
        super().__init__()
        self.card: dict = {}
        self.source: CardItem | None = None
        self.width = 0.0
        self.height = 0.0
        self.setZValue(900)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.hide()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width + 12, self.height + 12)

    def show_for(self, item: CardItem, width: int, room: QRectF) -> None:
        """Grow ``item`` to ``width`` around its centre, kept inside ``room`` (the table)."""
        height = card_height(width)
        if (item.card, width) != (self.card, self.width):
            self.prepareGeometryChange()
            self.card = dict(item.card, tapped=False)
            self.width, self.height = float(width), float(height)
            self.update()
        self.source = item
        centre = item.mapToScene(QRectF(0, 0, item.width, item.height).center())
        x = min(max(centre.x() - width / 2, room.left()), room.right() - width)
        y = min(max(centre.y() - height / 2, room.top()), room.bottom() - height)
        self.setPos(x, y)
        self.show()

    def hide_zoom(self) -> None:
        """Hide the zoom and forget its card."""
        self.source = None
        self.hide()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        for spread, alpha in ((8, 30), (4, 60)):  # a soft shadow: it lies above the table
            painter.setBrush(QColor(0, 0, 0, alpha))
            painter.drawRoundedRect(QRectF(spread - 4, spread - 2, self.width, self.height), 10, 10)
        paint_card(painter, self.card, self.width, self.height, None,
                   getattr(self.scene(), "art_provider", None))


class ZoneItem(QGraphicsObject):
    """A zone: where cards lie and are dropped. No heavy frame, so the space goes to the cards:
    an area shows its name above its cards (and a faint line to the next area), a pile a dashed
    card-shaped slot, a hand nothing; a zone under a dragged card lights up."""

    def __init__(self, key: str, kind: str, rect: QRectF, title: str, mine: bool,
                 slot: QRectF | None = None, divider: bool = False) -> None:
        super().__init__()
        self.key = key
        self.kind = kind
        self.rect = rect
        self.title = title
        self.mine = mine
        self.slot = slot  # a pile's card place, in the zone's coordinates
        self.divider = divider
        self.count = 0
        self.hot = False
        self.refusing = False
        self._bounds = QRectF(0, 0, rect.width(), rect.height())
        self.setZValue(-10)
        self.setPos(rect.topLeft())
        # A pile's dashed frame and a shared zone's chip are antialiased: drawn once into a
        # cache. An area draws only its name and a line, a hand nothing: a cache as large as
        # the zone, nearly all of it transparent, would cost 3 MiB on the demo table for that.
        if kind in ("pile", "shared"):
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
            empty_before, self.count = self.count == 0, count
            self._update_tooltip()
            # A pile draws its count only while empty (its badge says it otherwise), a hand
            # never: a draw repaints neither (the deck's dashed slot took 0.45 ms).
            if self.kind not in ("pile", "hand") or empty_before != (count == 0):
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

    def set_hot(self, hot: bool, refusing: bool = False) -> None:
        """Highlight as the zone under a dragged card: lit where it would take the card, a red
        frame (no light) where the rules would refuse it."""
        refusing = hot and refusing
        if (hot, refusing) != (self.hot, self.refusing):
            self.hot, self.refusing = hot, refusing
            self.update()

    def caption(self) -> str:
        """The name shown on the table, with the count where the cards do not show it."""
        return f"{self.title} ({self.count})" if self.kind != "area" or self.count else self.title

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        if self.hot:
            painter.setBrush(QColor(40, 0, 0, 110) if self.refusing else QColor(255, 255, 255, 40))
            painter.setPen(QPen(REFUSING_COLOR, 3, Qt.PenStyle.DashLine) if self.refusing
                           else QPen(HOT_COLOR, 2))
            painter.drawRoundedRect(r, 8, 8)
        if self.kind == "shared":
            self._paint_chip(painter, r)
        elif self.kind == "area":
            self._paint_area(painter, r)
        elif self.kind == "pile" and self.slot is not None:
            self._paint_slot(painter)

    def _paint_area(self, painter: QPainter, r: QRectF) -> None:
        painter.setPen(TITLE_COLOR)
        text = self.caption()
        painter.setFont(fitting_font(text, r.width() - 12, 12))
        painter.drawText(r.adjusted(6, 0, -6, 0),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)
        if self.divider:
            painter.setPen(QPen(DIVIDER_COLOR, 1))
            painter.drawLine(QPointF(r.right(), r.top() + 4), QPointF(r.right(), r.bottom() - 4))

    def _paint_slot(self, painter: QPainter) -> None:
        """A pile's place: a dashed card outline; while empty, its name inside."""
        assert self.slot is not None
        pen = QPen(SLOT_COLOR, 1.5, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = self.slot.width() * 0.06
        painter.drawRoundedRect(self.slot.adjusted(1, 1, -1, -1), radius, radius)
        if self.count:
            return  # the top card covers the slot; the count badge names the pile
        painter.setPen(TITLE_COLOR)
        box = self.slot.adjusted(4, 4, -4, -4)
        font = fitting_font(self.title, box.width(), 12, 7)
        painter.setFont(font)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                         words_within(self.caption(), font, box.width()))

    def _paint_chip(self, painter: QPainter, r: QRectF) -> None:
        """A shared zone in the band (cards removed from the game): a small chip."""
        painter.setBrush(QColor(255, 255, 255, 18))
        painter.setPen(QPen(QColor("#4f6d5a"), 1))
        painter.drawRoundedRect(r, 6, 6)
        painter.setPen(TITLE_COLOR)
        text = self.caption()
        painter.setFont(fitting_font(text, r.width() - 10, 12, 7))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        scene = table_of(self)
        if scene is not None:
            scene.zoneActivated.emit(self.key)
        event.accept()


def label_width(text: str, px: float) -> float:
    """How wide a :class:`PileBadge` showing ``text`` (one line or more) at ``px`` pixels is."""
    metrics = QFontMetricsF(_font(px, True))
    return max(metrics.horizontalAdvance(line) for line in text.split("\n")) + 14


class PileBadge(QGraphicsObject):
    """A pile's name and count (or a hand's count) on a small dark label above its top card;
    it takes no mouse events, so the card beneath can still be picked up."""

    def __init__(self, key: str) -> None:
        super().__init__()
        self.key = key
        self.text = ""
        self._size = QRectF()
        self._px = 12.0
        self.setZValue(450)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, text: str, px: float = 12) -> None:
        """Show ``text`` (at ``px`` pixels)."""
        lines = text.count("\n") + 1
        size = QRectF(0, 0, label_width(text, px),
                      lines * QFontMetricsF(_font(px, True)).height() + 4)
        if (text, size) != (self.text, self._size):
            self.prepareGeometryChange()
            self.text, self._size, self._px = text, size, px
            self.update()

    def boundingRect(self) -> QRectF:
        return self._size

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(12, 20, 15, 215))
        painter.setPen(QPen(QColor(243, 214, 122, 160), 1))
        r = self._size.adjusted(0.5, 0.5, -0.5, -0.5)
        radius = min(r.height(), r.width()) / 2 if "\n" not in self.text else 8
        painter.drawRoundedRect(r, radius, radius)
        painter.setPen(QColor("#f3e6c0"))
        painter.setFont(_font(self._px, True))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


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


FOCUS_RING_LIGHT = QColor("#ffffff")  # the keyboard's focus ring: white inside black, which
FOCUS_RING_DARK = QColor("#000000")   # stands out (3:1 or more) on the felt, faces and chips
FOCUS_RING_PX = (3.0, 2.0)  # the light ring's width, the dark edges' widths


class FocusRing(QGraphicsObject):
    """Where the keyboard's cursor is (a card, a zone, a chip of the band): a white ring with a
    black edge on either side, so that it stands out on any colour below it (WCAG 2.4.7: at
    least 3:1). It takes no mouse or hover events."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setZValue(850)  # above the cards and the pile badges, below the zoom and flags
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def margin(self) -> float:
        light, dark = FOCUS_RING_PX
        return light + 2 * dark + 1

    def ring(self, rect: QRectF | None) -> None:
        """Surround ``rect`` (scene coordinates), or hide (None)."""
        if rect is None or rect.isEmpty():
            self.hide()
            return
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.update()
        self.show()

    def target(self) -> QRectF:
        """The rectangle the ring surrounds (scene coordinates)."""
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        m = self.margin() + 1
        return self._rect.adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        light, dark = FOCUS_RING_PX
        middle = dark + light / 2 + 1
        ring = self._rect.adjusted(-middle, -middle, middle, middle)
        painter.setPen(QPen(FOCUS_RING_DARK, light + 2 * dark))
        painter.drawRoundedRect(ring, 7, 7)
        painter.setPen(QPen(FOCUS_RING_LIGHT, light))
        painter.drawRoundedRect(ring, 7, 7)


class Chip(NamedTuple):
    """One thing in the band: where it is (band coordinates), its text, what a click asks
    (None: not clickable), whether it stands out (whose turn, the current phase), its tooltip,
    its look: ``name``, ``value`` (a counter), ``button``, ``phase`` (one a click goes to),
    ``now`` (the current phase), ``closed`` (a phase a click cannot go to) or ``offer`` (a
    chance that lasts a moment: a reaction), and what it is (``key``)."""

    rect: QRectF
    text: str
    payload: tuple | None
    strong: bool
    tip: str
    style: str = "button"
    # What the chip is, for the keyboard's cursor and a screen reader (None: a − or + beside a
    # counter, part of it): ("counter", player, name), ("phase", phase), ("end_turn",),
    # ("offer",) or ("player", player).
    key: tuple | None = None


CHIP_LOOKS = {  # style -> (fill or None, text colour, outline or None)
    "button": ("#3b5446", "#e6efe8", None),
    "phase": ("#34503f", "#f4f7f4", "#6f9c7f"),
    "now": ("#e8c547", "#111", None),
    "closed": (None, "#6f8576", "#2f4337"),
    "offer": ("#b9531a", "#fff4e6", "#f0a060"),  # a chance for a moment (a reaction)
    "value": ("#0f1a14", "#f4f7f4", None),
    "name": (None, "#e6efe8", None),
}


class BandNode(QObject):
    """One thing of the band as a screen reader reads it: a chip (``key``: its
    :attr:`Chip.key`) or a group of chips (``key``: a cursor stop). The band draws the chips;
    a node stands for one in the accessibility tree while the band shows it."""

    def __init__(self, band: BandItem, key: object) -> None:
        super().__init__(band)  # the band is its parent: it goes with the band
        self.key = key

    def band(self) -> BandItem:
        """The band the node belongs to."""
        return cast("BandItem", self.parent())


class BandItem(QGraphicsObject):
    """The middle band: both players' counters, the phase bar and whose turn it is.

    Clickable chips call ``on_click`` with ``("phase", name)``, ``("counter", player, name,
    delta)``, ``("end_turn",)`` or ``("offer",)``. A chip's tooltip says what it shows or what a click does.
    """

    def __init__(self, rect: QRectF, on_click: Callable[[tuple], None]) -> None:
        super().__init__()
        self.rect = rect
        self.setPos(rect.topLeft())
        self.on_click = on_click
        self.setZValue(-20)
        self._chips: list[Chip] = []
        self._nodes: dict[object, BandNode] = {}  # for the accessibility tree: node()
        self._font_px = 13.0
        self._bounds = QRectF(0, 0, rect.width(), rect.height())
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def set_chips(self, chips: list[Chip], font_px: float = 13) -> None:
        """Show these chips (band coordinates) with their text at ``font_px`` pixels (the band
        is painted again only if they changed: most actions leave it as it was)."""
        if chips == self._chips and font_px == self._font_px:
            return
        self._chips = chips
        self._font_px = font_px
        shown = {chip.key for chip in chips}
        for key in [key for key in self._nodes if isinstance(key, tuple) and key not in shown]:
            self._nodes.pop(key).setParent(None)  # gone from the band: from the tree too
        self.setToolTip("")
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        bounds = self.boundingRect()
        painter.fillRect(bounds, QColor(12, 22, 16, 170))
        painter.setPen(QPen(QColor(243, 214, 122, 60), 1))
        painter.drawLine(bounds.topLeft(), bounds.topRight())
        painter.drawLine(bounds.bottomLeft() - QPointF(0, 1), bounds.bottomRight() - QPointF(0, 1))
        painter.setFont(band_font(self._font_px))
        for chip in self._chips:
            fill, ink, edge = CHIP_LOOKS.get(chip.style, CHIP_LOOKS["button"])
            if chip.style == "name" and chip.strong:
                ink = "#f3d67a"
            if fill or edge:
                painter.setBrush(QColor(fill) if fill else Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(QColor(edge), 1) if edge else Qt.PenStyle.NoPen)
                painter.drawRoundedRect(chip.rect, 6, 6)
            painter.setPen(QColor(ink))
            painter.drawText(chip.rect, Qt.AlignmentFlag.AlignCenter, chip.text)

    def chips(self) -> list[Chip]:
        """The chips shown now, in the order they are drawn."""
        return list(self._chips)

    def chip(self, key: tuple) -> Chip | None:
        """The chip that is ``key`` (see :class:`Chip`), if the band shows it."""
        return next((chip for chip in self._chips if chip.key == key), None)

    def node(self, key: object) -> BandNode:
        """The accessibility tree's node of a chip or a group of chips (made when first
        asked for; a chip's goes once the band no longer shows the chip)."""
        node = self._nodes.get(key)
        if node is None:
            node = self._nodes[key] = BandNode(self, key)
        return node

    def payload_at(self, pos: QPointF) -> tuple | None:
        """The click payload of the chip at ``pos`` (band coordinates)."""
        for chip in self._chips:
            if chip.payload is not None and chip.rect.contains(pos):
                return chip.payload
        return None

    def tooltip_at(self, pos: QPointF) -> str:
        """The tooltip of the chip at ``pos`` (band coordinates), or ``""``."""
        return next((chip.tip for chip in self._chips if chip.rect.contains(pos)), "")

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
