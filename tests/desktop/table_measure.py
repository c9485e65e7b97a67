"""Figures of the table as a player sees it: card size and name size on the screen, and how much
of the table the cards and the zones' frames cover (by the pixels they paint).

Used by the layout tests and by bench/table_figures.py (which prints the same figures)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from desktop.qt import QGraphicsItem, QImage, QPainter, QRect
from desktop.table.cardface import face_boxes, fit_name
from desktop.table.items import CardItem, ZoneItem

SCREENS = {"1600x1000": QRect(0, 0, 1600, 1000), "1366x768": QRect(0, 0, 1366, 768)}


@dataclass(frozen=True)
class Figures:
    """What one table shows, in screen pixels and shares of the table's viewport."""

    viewport: tuple[int, int]
    card: tuple[float, float]     # the bottom player's hand cards, width × height
    name_px: tuple[float, float]  # the smallest and largest name font of the faces shown full size
    cards_share: float            # share of the viewport's pixels the cards paint
    frames_share: float           # share the zones paint (frames, fills, titles)

    def line(self) -> str:
        """One line for a report."""
        return (f"table {self.viewport[0]}×{self.viewport[1]}: cards {self.card[0]:.0f}×"
                f"{self.card[1]:.0f} px, names {self.name_px[0]:.1f}–{self.name_px[1]:.1f} px, "
                f"cards cover {self.cards_share:.0%}, zone frames {self.frames_share:.0%}")


def screen_scale(window) -> float:
    """Screen pixels per scene unit on the table."""
    return window.table.transform().m11()


def hand_card_size(window) -> tuple[float, float]:
    """The on-screen size of the bottom player's hand cards."""
    seat = window.controller.seat
    items = [i for i in window.scene.cards.values() if i.zone == f"{seat}.hand"]
    scale = screen_scale(window)
    return items[0].width * scale, items[0].height * scale


def name_sizes(window) -> list[float]:
    """The name font of every face shown at full size on the table, in screen pixels."""
    scale = screen_scale(window)
    full = max(i.width for i in window.scene.cards.values())
    sizes = []
    for item in window.scene.cards.values():
        if item.hidden or item.card.get("face_down") or item.width < full:
            continue
        boxes = face_boxes(_card_rect(item), item.card)
        sizes.append(fit_name(item.card, boxes.name, item.width).font.pixelSize() * scale)
    return sizes


def _card_rect(item: CardItem):
    from desktop.qt import QRectF

    return QRectF(0, 0, item.width, item.height)


def painted_share(window, shown: Callable[[QGraphicsItem], bool]) -> float:
    """The share of the table's viewport whose pixels change when only the items ``shown``
    picks are drawn, against the bare table."""
    scene = window.scene
    items = [i for i in scene.items() if i.parentItem() is None]
    visible = {id(i): i.isVisible() for i in items}

    def picture(pick: Callable[[QGraphicsItem], bool]) -> QImage:
        for item in items:
            item.setVisible(visible[id(item)] and pick(item))
        image = QImage(window.table.viewport().size(), QImage.Format.Format_RGB32)
        painter = QPainter(image)
        window.table.render(painter, image.rect().toRectF(), window.table.viewport().rect())
        painter.end()
        return image

    try:
        bare = picture(lambda _item: False)
        drawn = picture(shown)
    finally:
        for item in items:
            item.setVisible(visible[id(item)])
    return _changed_pixels(bare, drawn) / (bare.width() * bare.height())


def _changed_pixels(a: QImage, b: QImage) -> int:
    """How many pixels of two same-sized pictures differ (by the difference of their colours)."""
    diff = QImage(b)
    painter = QPainter(diff)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, a)
    painter.end()
    grey = diff.convertToFormat(QImage.Format.Format_Grayscale8)
    changed = 0
    for y in range(grey.height()):
        row = bytes(grey.constScanLine(y))[:grey.width()]
        changed += grey.width() - row.count(0)
    return changed


def figures(window) -> Figures:
    """Every figure of a shown main window's table."""
    size = window.table.viewport().size()
    names = name_sizes(window) or [0.0]
    return Figures((size.width(), size.height()), hand_card_size(window),
                   (min(names), max(names)),
                   painted_share(window, lambda i: isinstance(i, CardItem)),
                   painted_share(window, lambda i: isinstance(i, ZoneItem)))

