"""The card zoom and game log docks."""

from __future__ import annotations

import contextlib
from typing import Any

from desktop.qt import (
    QColor,
    QDockWidget,
    QEvent,
    QLabel,
    QLocale,
    QObject,
    QPlainTextEdit,
    QScrollArea,
    Qt,
    QTextCharFormat,
    QTextCursor,
    QTextEdit,
    QTextFormat,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.table.cardface import card_pixmap, stats_text, type_line
from desktop.texts import game_zone_names, log_text, marker_title

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
    """Every action with its verdict, as the table's viewer may read it; refused and flagged
    lines in red. A click on a line picks the cards it names on the table.

    The log changes only at its end (an action adds a line, an undo takes one back), so lines
    are appended to a plain-text view made for long logs, which lays out only what is on screen:
    a line costs the same after 20,000 actions as after two. :meth:`follow` a controller.
    """

    cardsPicked = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setUndoRedoEnabled(False)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.text.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self.text.viewport().installEventFilter(self)
        self.setWidget(self.text)
        self.plain = QTextCharFormat()
        self.marked = QTextCharFormat()
        self.marked.setForeground(QColor("#d01010"))
        self.cards: list[list[str]] = []  # per line: the cards it names
        self.controller: Any = None
        self._words: tuple[str, bool] | None = None  # the language the lines were made in
        self.retranslate()

    def follow(self, controller: Any) -> None:
        """Show the log of ``controller``'s game as its table's viewer reads it, from now on."""
        if self.controller is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # already gone with its game
                self.controller.logged.disconnect(self.take)
        self.controller = controller
        controller.logged.connect(self.take)
        controller.reread_log()

    def retranslate(self) -> None:
        """Texts in the interface language; the log's lines too, if their words changed."""
        self.setWindowTitle(self.tr("Game log"))
        if self.controller is not None and self._words not in (None, words_now()):
            self.controller.reread_log()

    def take(self, keep: int, entries: list[dict]) -> None:
        """Keep the first ``keep`` lines, then add ``entries`` (the controller's ``logged``)."""
        if keep == len(self.cards) and not entries:
            return
        if keep == 0:
            self.text.clear()
            self.cards = []
            self._words = words_now()
        elif keep < len(self.cards):
            cursor = QTextCursor(self.text.document().findBlockByNumber(keep - 1))
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
            cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
            cursor.removeSelectedText()
            del self.cards[keep:]
        self._append(entries)
        self.text.setExtraSelections([])
        bar = self.text.verticalScrollBar()
        bar.setValue(bar.maximum())  # the newest line in sight

    def show_log(self, entries: list[dict]) -> None:
        """Show these log entries (newest at the bottom) instead of what is shown."""
        self.take(0, entries)

    def lines(self) -> list[str]:
        """The lines shown, oldest first."""
        if not self.cards:
            return []
        return self.text.toPlainText().split("\n")

    def _append(self, entries: list[dict]) -> None:
        """Add lines at the end, made from their parts; runs of lines of one colour at once."""
        cursor = QTextCursor(self.text.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        run: list[str] = []
        red = False
        for entry in entries:
            marked = bool(entry.get("flagged") or entry.get("ok") is False)
            if marked != red and run:
                cursor.insertText("\n".join(run), self.marked if red else self.plain)
                run = []
            if not run and (self.cards or cursor.position() > 0):
                run.append("")  # starts a new line after what is there
            red = marked
            run.append(log_text(entry))
            self.cards.append(list(entry.get("cards") or []))
        if run:
            cursor.insertText("\n".join(run), self.marked if red else self.plain)
        cursor.endEditBlock()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.text.viewport() and event.type() == QEvent.Type.MouseButtonRelease
                and event.button() == Qt.MouseButton.LeftButton):
            self._picked(self.text.cursorForPosition(event.position().toPoint()))
        return super().eventFilter(watched, event)

    def _picked(self, cursor: QTextCursor) -> None:
        line = cursor.blockNumber()
        if not 0 <= line < len(self.cards):
            return
        selection = QTextEdit.ExtraSelection()
        selection.cursor = QTextCursor(cursor.block())
        selection.format.setBackground(self.palette().highlight())
        selection.format.setForeground(self.palette().highlightedText())
        selection.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
        self.text.setExtraSelections([selection])
        self.cardsPicked.emit(list(self.cards[line]))


def words_now() -> tuple[str, bool]:
    """What log lines are made of: the interface language and the choice of zone names."""
    return QLocale().name(), game_zone_names()
