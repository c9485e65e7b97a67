"""The card zoom and game log docks."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any, cast

from desktop.firstpaint import after_first_paint
from desktop.qt import (
    QColor,
    QDockWidget,
    QEvent,
    QLabel,
    QLocale,
    QMouseEvent,
    QObject,
    QPainter,
    QPaintEvent,
    QPlainTextEdit,
    QScrollArea,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.table.cardface import ArtProvider, card_pixmap, stats_text, type_line
from desktop.table.scene import cards_in_sight
from desktop.texts import game_zone_names, log_text, marker_title

if TYPE_CHECKING:
    from desktop.qt import QPlainTextDocumentLayout, QTextCharFormat, QTextCursor

ZOOM_WIDTH = 260
FILL_IN_LINES = 100  # older log lines put in at a time while idle (~5 ms: a jump waits for no more)
FILL_IN_DELAY_MS = 40  # new lines are painted first: the filling in starts after that


class CardPicture(QWidget):
    """One card, large, drawn when the panel paints (as the table draws its cards): the face is
    rendered in the window's first paint, not while the window is being built."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card: dict = {}
        self.art_provider: ArtProvider | None = None  # None: the app's card set
        self.setMinimumSize(ZOOM_WIDTH, round(ZOOM_WIDTH * 1.4))

    def show_card(self, card: dict) -> None:
        """Draw ``card`` (its back if hidden; nothing for ``{}``)."""
        self.card = card
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.card:
            return
        pixmap = card_pixmap(self.card, ZOOM_WIDTH, self.devicePixelRatioF(), self.art_provider)
        painter = QPainter(self)
        painter.drawPixmap(max(0, (self.width() - ZOOM_WIDTH) // 2), 0, pixmap)
        painter.end()


class ZoomDock(QDockWidget):
    """The hovered card, large, with its text and stats."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("zoom")
        body = QWidget()
        layout = QVBoxLayout(body)
        self.picture = CardPicture()
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
        self.picture.show_card(card)
        if not card:
            self.details.setText(self.tr("Point at a card to see it here."))
            return
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
    a line costs the same after 20,000 actions as after two. :meth:`follow` a controller: the
    newest lines show at once, the older ones are filled in a few hundred at a time while the
    application is idle (a long game's table shows without waiting for its whole log).
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
        after_first_paint(self, self._take_clicks)
        self.setWidget(self.text)
        # Plain and red text formats, made with the first refused or flagged line: until then
        # the log is all plain text (and PySide6 need not set up the text format classes, whose
        # enums take ~3 ms, before the first paint).
        self.formats: tuple[QTextCharFormat, QTextCharFormat] | None = None
        self.first = 0  # the log index of the first line shown (older ones: still to fill in)
        self.cards: list[list[str]] = []  # per line shown: the cards it names
        self.controller: Any = None
        self._reading: Any = None  # the controller whose lines come in (once on screen: follow)
        self._words: tuple[str, bool] | None = None  # the language the lines were made in
        self._filling = False
        # At the newest line, the dock stays there when lines come, or it is shown or resized
        # (a game resumed before the window was laid out, a dock the hand-off screen hid); once
        # the reader scrolls up, it stays where they read.
        self._newest = True
        bar = self.text.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.valueChanged.connect(lambda value: setattr(self, "_newest", value >= bar.maximum()))
        self.retranslate()

    @property
    def complete(self) -> bool:
        """Whether every line of the log is shown (none left to fill in)."""
        return self.first == 0

    def follow(self, controller: Any) -> None:
        """Show the log of ``controller``'s game as its table's viewer reads it, from now on.

        In a window not yet on screen the lines come once it has painted: writing and laying
        out the newest lines (~10 ms) is not part of the table's first picture (issue 12)."""
        if self._reading is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # already gone with its game
                self._reading.logged.disconnect(self.take)
            self._reading = None
        self.controller = controller
        after_first_paint(self.window(), lambda: self._start_reading(controller))

    def _start_reading(self, controller: Any) -> None:
        """Take the lines of ``controller``, unless another game came first."""
        if controller is not self.controller:
            return
        controller.logged.connect(self.take)
        self._reading = controller
        controller.reread_log()

    def retranslate(self) -> None:
        """Texts in the interface language; the log's lines too, if their words changed."""
        self.setWindowTitle(self.tr("Game log"))
        self.text.setAccessibleName(self.windowTitle())
        if self.controller is not None and self._words not in (None, words_now()):
            self.controller.reread_log()

    def take(self, keep: int, entries: list[dict]) -> None:
        """The log's lines after its first ``keep`` are ``entries`` (the controller's ``logged``):
        cut what an undo took back, add what is new; start over when nothing shown stays."""
        from desktop.qt import QTextCursor  # the log is written once the window is painted

        end = self.first + len(self.cards)
        if keep == end and not entries:
            return
        if not self.first <= keep <= end or keep == 0:
            self.text.clear()
            self.cards = []
            self.first = keep
            self._words = words_now()
        elif keep == self.first:
            self.text.clear()
            self.cards = []
        elif keep < end:
            cursor = QTextCursor(self.text.document().findBlockByNumber(keep - self.first - 1))
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
            cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
            cursor.removeSelectedText()
            del self.cards[keep - self.first:]
        cursor = QTextCursor(self.text.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        self.cards += self._write(cursor, entries, after=bool(self.cards), before=False)
        self.text.setExtraSelections([])
        self._newest = True  # a new line: in sight
        bar = self.text.verticalScrollBar()
        bar.setValue(bar.maximum())
        if self.first and not self._filling:
            self._filling = True
            QTimer.singleShot(FILL_IN_DELAY_MS, self, self._fill_in)

    def show_log(self, entries: list[dict]) -> None:
        """Show these log entries (newest at the bottom) instead of what is shown."""
        self.take(0, entries)

    def lines(self) -> list[str]:
        """The lines shown, oldest first."""
        if not self.cards:
            return []
        return self.text.toPlainText().split("\n")

    def _fill_in(self) -> None:
        """Put the next older lines above those shown; again later until the log is whole."""
        from desktop.qt import QTextCursor

        self._filling = False
        if self.controller is None or not self.first:
            return
        start = max(0, self.first - FILL_IN_LINES)
        entries = self.controller.log_lines(start, self.first)
        bar = self.text.verticalScrollBar()
        newest, value = self._newest, bar.value()
        self.cards[0:0] = self._write(QTextCursor(self.text.document()), entries, after=False,
                                      before=bool(self.cards))
        self.first = start
        bar.setValue(bar.maximum() if newest else value + len(entries))
        if self.first:
            self._filling = True
            QTimer.singleShot(0, self, self._fill_in)

    def _range_changed(self, _low: int, high: int) -> None:
        if self._newest:
            self.text.verticalScrollBar().setValue(high)

    def _write(self, cursor: QTextCursor, entries: list[dict], after: bool,
               before: bool) -> list[list[str]]:
        """Write lines at ``cursor`` (``after`` a line, ``before`` one: with a line break), made
        from their parts, runs of one colour at once; return the cards each names."""
        runs: list[tuple[bool, list[str]]] = []
        for entry in entries:
            marked = bool(entry.get("flagged") or entry.get("ok") is False)
            if not runs or runs[-1][0] != marked:
                runs.append((marked, []))
            runs[-1][1].append(log_text(entry))
        if self.formats is None and any(marked for marked, _ in runs):
            self.formats = text_formats()
        start = cursor.position()
        cursor.beginEditBlock()
        for index, (marked, texts) in enumerate(runs):
            chunk = "\n".join(texts)
            if index or after:
                chunk = "\n" + chunk
            if before and index == len(runs) - 1:
                chunk += "\n"
            if self.formats is None:
                cursor.insertText(chunk)  # nothing red anywhere yet: plain text
            else:
                cursor.insertText(chunk, self.formats[marked])
        cursor.endEditBlock()
        self._lay_out(start, cursor.position())
        return [list(entry.get("cards") or []) for entry in entries]

    def _lay_out(self, start: int, end: int) -> None:
        """Lay out the lines just written, then have the scroll bar count them. QPlainTextEdit
        counts a line it has not laid out as one row, and does not count again when painting
        lays it out: after a whole log was written at once (the next seat's, after a hand-off)
        its newest lines stayed below the bottom, out of reach."""
        document = self.text.document()
        layout = cast("QPlainTextDocumentLayout", document.documentLayout())  # a plain text edit's
        block, last = document.findBlock(start), document.findBlock(end).blockNumber()
        while block.isValid() and block.blockNumber() <= last:
            layout.ensureBlockLayout(block)
            block = block.next()
        layout.documentSizeChanged.emit(layout.documentSize())

    def _take_clicks(self) -> None:
        """A click on a line picks the cards it names. Set up once the dock is painted: the
        viewport is the first widget made by Qt that Python is handed (desktop.firstpaint)."""
        viewport = self.text.viewport()
        viewport.setCursor(Qt.CursorShape.PointingHandCursor)
        viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (watched is self.text.viewport() and isinstance(event, QMouseEvent)
                and event.type() == QEvent.Type.MouseButtonRelease
                and event.button() == Qt.MouseButton.LeftButton):
            self._picked(self.text.cursorForPosition(event.position().toPoint()))
        return super().eventFilter(watched, event)

    def _picked(self, cursor: QTextCursor) -> None:
        from desktop.qt import QTextCursor, QTextEdit, QTextFormat

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


def text_formats() -> tuple[QTextCharFormat, QTextCharFormat]:
    """The log's text formats: plain, and red for refused and flagged lines."""
    from desktop.qt import QTextCharFormat

    plain, marked = QTextCharFormat(), QTextCharFormat()
    marked.setForeground(QColor("#d01010"))
    return plain, marked


def words_now() -> tuple[str, bool]:
    """What log lines are made of: the interface language and the choice of zone names."""
    return QLocale().name(), game_zone_names()
