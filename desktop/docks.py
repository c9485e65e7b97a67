"""The card zoom and game log docks."""

from __future__ import annotations

from desktop.qt import (
    QColor,
    QDockWidget,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.table.cardface import card_pixmap, stats_text, type_line
from desktop.table.scene import cards_in_sight
from desktop.texts import log_text, marker_title

ZOOM_WIDTH = 260


class ZoomDock(QDockWidget):
    """The hovered card, large, with its text and stats."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("zoom")
        body = QWidget()
        layout = QVBoxLayout(body)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.picture.setMinimumSize(ZOOM_WIDTH, round(ZOOM_WIDTH * 1.4))
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # A long card text scrolls here instead of being drawn over the picture.
        self.details_area = QScrollArea()
        self.details_area.setWidgetResizable(True)
        self.details_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.details_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.details_area.setWidget(self.details)
        layout.addWidget(self.picture)
        layout.addWidget(self.details_area, 1)
        self.setWidget(body)
        self.card: dict = {}
        self.retranslate()

    def retranslate(self) -> None:
        """Texts in the interface language."""
        self.setWindowTitle(self.tr("Card"))
        self.show_card(self.card)

    def follow_view(self, view: dict) -> None:
        """Keep the panel true to the table after every change (an undo, a resumed game): the
        card it shows as the table shows it now, or nothing once the table no longer shows it
        (a card an undo put back on its deck lies face down there, known or not)."""
        if not self.card:
            return
        if self.card.get("hidden"):
            owner = self.card.get("owner")
            if not any(card.get("hidden") and card.get("owner") == owner
                       for card in cards_in_sight(view)):
                self.show_card({})
            return
        label = self.card.get("label")
        now = next((card for card in cards_in_sight(view)
                    if card.get("label") == label and not card.get("hidden")), None)
        if now is None:
            self.show_card({})
        elif now != self.card:
            self.show_card(now)

    def show_card(self, card: dict) -> None:
        """Show one card from the view (a hidden card shows only its back)."""
        self.card = card
        if not card:
            self.picture.clear()
            self.details.setText(self.tr("Point at a card to see it here."))
            return
        dpr = self.devicePixelRatioF()
        self.picture.setPixmap(card_pixmap(card, ZOOM_WIDTH, dpr))
        if card.get("hidden"):
            self.details.setText(self.tr("A hidden card of %s") % card.get("owner", "?"))
            return
        lines = [str(card.get("name", "")), type_line(card)]
        if card.get("cost") is not None:
            lines.append(self.tr("Cost: %s") % card["cost"])
        if stats := stats_text(card):
            lines.append(stats)
        if card.get("text"):
            lines.append(str(card["text"]))
        markers = ", ".join(f"{marker_title(k)} ×{v}"
                            for k, v in (card.get("markers") or {}).items() if v)
        if markers:
            lines.append(self.tr("Markers: %s") % markers)
        if card.get("effects"):
            lines.append(self.tr("Effects: %s") % ", ".join(map(marker_title, card["effects"])))
        lines.append(self.tr("Owner: %s, controller: %s") % (card.get("owner"),
                                                            card.get("controller")))
        if card.get("flagged"):
            lines.append(self.tr("Flagged: put here against the rules"))
        self.details.setText("\n".join(lines))


class LogDock(QDockWidget):
    """Every action with its verdict, as the viewer may read it; flagged lines in red."""

    cardsPicked = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.itemClicked.connect(self._picked)
        self.setWidget(self.list)
        self.entries: list[dict] = []
        self.retranslate()

    def retranslate(self) -> None:
        """Texts in the interface language (the log's lines too)."""
        self.setWindowTitle(self.tr("Game log"))
        entries, self.entries = self.entries, []
        self.list.clear()
        self.show_log(entries)

    def show_log(self, entries: list[dict]) -> None:
        """Show the view's log (newest at the bottom), each line made from its parts, translated."""
        if entries[:len(self.entries)] != self.entries:
            self.list.clear()
            self.entries = []
        for entry in entries[len(self.entries):]:
            item = QListWidgetItem(log_text(entry))
            item.setData(Qt.ItemDataRole.UserRole, list(entry.get("cards") or []))
            if entry.get("flagged") or entry.get("ok") is False:
                item.setForeground(QColor("#d01010"))
            self.list.addItem(item)
        self.entries = list(entries)
        self.list.scrollToBottom()

    def _picked(self, item: QListWidgetItem) -> None:
        self.cardsPicked.emit(list(item.data(Qt.ItemDataRole.UserRole) or []))
