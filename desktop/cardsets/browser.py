"""The card browser: search a card set, build a deck by clicking, save it as a deck list.

Filters: words (every text field of the card contains each: name, id, type, subtype, tribe, text,
notes; matched as a person reads them: case, ``ё``/``е``, apostrophes and quotes do not matter),
type, cost from/to. The list opens sorted by name, ascending, in the collation of the set's
language (``QCollator``: Ё with Е, not after Я). A double-click (or Enter, or
*Add*) puts one copy of the card into the chosen section: those the deck's game uses (Hero and
Prepared where its deck rules have them, Deck and Sideboard everywhere). A double-click on a deck line takes
one out; *Remove* takes one copy of the card selected last, in the deck or in the list above.
*New deck* asks before it drops a deck that was changed since it was saved or opened. The
engine's deck checker runs on every change and its findings show as warnings: a playtester may
play an illegal deck on purpose. *Save* writes the plain-text deck list
of spec/card-set.md, which ``parse_deck`` reads back.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from desktop.qt import (
    QAbstractItemView,
    QCollator,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QLocale,
    QMessageBox,
    QModelIndex,
    QObject,
    QPainter,
    QPixmap,
    QPushButton,
    QRectF,
    QScrollArea,
    QSize,
    QSortFilterProxyModel,
    QSpinBox,
    QSplitter,
    QStandardItem,
    QStandardItemModel,
    Qt,
    QTableView,
    QTimer,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)
from desktop.screens import fit_to_screen
from desktop.table.cardface import (
    card_height,
    definition_face,
    paint_face,
    stats_text,
    type_line,
    type_title,
)
from desktop.texts import problem_line, zone_title
from engine.terms import game_terms

SECTIONS = ("deck", "sideboard", "hero", "prepared")
LIST_ORDER = ("hero", "deck", "sideboard", "prepared")  # as a deck list is written
TITLES = {"deck": "Deck", "sideboard": "Sideboard", "hero": "Hero", "prepared": "Prepared"}
ID_ROLE = Qt.ItemDataRole.UserRole + 1
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 2
COST_ROLE = Qt.ItemDataRole.UserRole + 3
SORT_ROLE = Qt.ItemDataRole.UserRole + 4  # a row's place in its column's collation order
COST_COLUMN = 2
PREVIEW_WIDTH = 220
MAX_COLUMN_WIDTH = 300  # px; a longer name is elided (its tooltip and the preview have it all)
SIZE_SAMPLE = 100  # rows measured to size the columns
FILL_SLICE = 100  # list rows made per turn of the event loop (~6 ms: other timers run between)
SLICE_PAUSE_MS = 1  # a real timer between slices: a 0 ms one runs before paints and other timers
ANY = -1


def fold(text: str) -> str:
    """Text for matching (the engine's folding: case, Unicode form, spaces)."""
    from engine.cardset import fold as engine_fold

    return engine_fold(text)


def search_text(definition: Any, language: str, notes: dict[str, str]) -> str:
    """Everything a search looks through, folded: name, id, type and subtype (as the set writes
    them, in English and in the interface language), tribe, text and the notes."""
    stats = definition.stats()
    words = [definition.name, definition.id, definition.text or "", *notes.values()]
    for key in ("type", "subtype"):
        value = definition.type if key == "type" else stats.get("subtype")
        if value:
            words += [str(value), type_title(str(value), language), type_title(str(value))]
    if stats.get("tribe"):
        words.append(str(stats["tribe"]))
    return "\n".join(fold(str(word)) for word in words)


def deck_sections(game: str) -> tuple[str, ...]:
    """The sections of a deck list ``game`` uses, in list order: Hero where its construction rules
    ask for heroes (``deck_rules.heroes`` in the game's data), Deck, Sideboard, and
    Prepared where players bring pre-prepared cards (``deck_rules.prepared``)."""
    from engine.games import game_data

    rules = game_data(game).get("deck_rules") or {}
    used = {"deck", "sideboard"}
    if rules.get("heroes", 0):
        used.add("hero")
    if rules.get("prepared"):
        used.add("prepared")
    return tuple(section for section in LIST_ORDER if section in used)


class Deck:
    """Copies per card id in each section, in the order they were added."""

    def __init__(self) -> None:
        self.sections: dict[str, dict[str, int]] = {s: {} for s in SECTIONS}

    def add(self, section: str, card_id: str, count: int = 1) -> None:
        """Put ``count`` more copies of a card into a section."""
        cards = self.sections[section]
        cards[card_id] = cards.get(card_id, 0) + count

    def remove(self, section: str, card_id: str) -> None:
        """Take one copy out."""
        cards = self.sections[section]
        if cards.get(card_id, 0) > 1:
            cards[card_id] -= 1
        else:
            cards.pop(card_id, None)

    def total(self, section: str) -> int:
        """Copies in a section."""
        return sum(self.sections[section].values())

    def clear(self) -> None:
        """Empty every section."""
        for cards in self.sections.values():
            cards.clear()

    def lines(self, cardset: Any) -> list[tuple[str, str | None, int]]:
        """The deck list's text lines as (text, card id or None, count), sections in list order.

        A card is written by its name, or by its id where the name would not read back as it
        (``engine.decks.deck_line``).
        """
        from engine.decks import deck_line

        out: list[tuple[str, str | None, int]] = []
        for section in LIST_ORDER:
            cards = self.sections[section]
            if not cards:
                continue
            out.append((TITLES[section], None, 0))
            for card_id, count in cards.items():
                out.append((deck_line(cardset, card_id, count), card_id, count))
        return out

    def text(self, cardset: Any) -> str:
        """The deck list file's text."""
        header = f"# {cardset.name} {cardset.version}\n"
        return header + "".join(f"{line}\n" for line, _id, _n in self.lines(cardset))

    def as_decklist(self, cardset: Any, path: str) -> Any:
        """An ``engine.decks.DeckList`` with the line numbers the saved file would have."""
        from engine.cardset import Problem
        from engine.decks import DeckEntry, DeckList
        from engine.messages import msg

        deck = DeckList(path, cardset.game)
        section = "deck"
        for number, (text, card_id, count) in enumerate(self.lines(cardset), start=2):
            if card_id is None:
                section = text.casefold()
            elif card_id in cardset.cards:
                deck.entries.append(DeckEntry(section, count, card_id, number))
            else:  # its row went bad in a live edit: kept in the deck, reported
                deck.problems.append(Problem.of(path, number, None,
                                                msg("decklist.card_gone", card=card_id)))
        return deck

    def load(self, decklist: Any) -> None:
        """Take the entries of a parsed deck list."""
        self.clear()
        for entry in decklist.entries:
            self.add(entry.section, entry.card, entry.count)


class CardFilter(QSortFilterProxyModel):
    """Rows whose card matches every word, the type and the cost range; sorted by a language's
    collation (names), numbers as numbers."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.collator = QCollator(QLocale())
        self.collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.collator.setNumericMode(True)
        self.ranked: set[int] = set()  # columns whose rows know their place (SORT_ROLE)
        self.words: list[str] = []
        self.card_type = ""
        self.cost_from = ANY
        self.cost_to = ANY

    def set_filter(self, text: str, card_type: str, cost_from: int, cost_to: int) -> None:
        """Filter anew."""
        self.words = fold(text).split()
        self.card_type = card_type
        self.cost_from, self.cost_to = cost_from, cost_to
        self.invalidate()

    def set_language(self, language: str) -> None:
        """Sort in ``language``'s order ("": the interface language's)."""
        self.collator.setLocale(QLocale(language) if language else QLocale())

    def rank(self, column: int) -> None:
        """Give every row its place in a column's order (``SORT_ROLE``): the proxy then sorts by
        numbers in C++, with no Python call per comparison (150 ms for 1,000 cards). A column is
        ranked when it is first sorted by (about 13 ms for 1,000 cards)."""
        from functools import cmp_to_key

        model = self.sourceModel()
        rows = range(model.rowCount())
        dynamic = self.dynamicSortFilter()
        self.setDynamicSortFilter(False)  # not a re-sort for every row's new place
        if column == COST_COLUMN:  # no cost sorts first
            for row in rows:
                cost = model.item(row, column).data(Qt.ItemDataRole.DisplayRole)
                model.item(row, column).setData(cost if isinstance(cost, int) else -1, SORT_ROLE)
        else:
            keys = [self.collator.sortKey(model.item(row, column).text()) for row in rows]
            order = sorted(rows, key=cmp_to_key(lambda a, b: keys[a].compare(keys[b])))
            for place, row in enumerate(order):
                model.item(row, column).setData(place, SORT_ROLE)
        self.ranked.add(column)
        self.setDynamicSortFilter(dynamic)

    def filterAcceptsRow(self, row: int, parent: QModelIndex) -> bool:
        if not self.words and not self.card_type and self.cost_from == self.cost_to == ANY:
            return True
        model = self.sourceModel()
        index = model.index(row, 0, parent)
        haystack = str(model.data(index, SEARCH_ROLE) or "")
        if any(word not in haystack for word in self.words):
            return False
        if self.card_type and model.index(row, 1, parent).data(ID_ROLE) != self.card_type:
            return False
        cost = model.data(index, COST_ROLE)
        if self.cost_from != ANY and (cost is None or cost < self.cost_from):
            return False
        return not (self.cost_to != ANY and (cost is None or cost > self.cost_to))


class CardBrowser(QDialog):
    """Browse one card set and build a deck list from it."""

    def __init__(self, cardset: Any, images: Any = None, parent: QWidget | None = None,
                 game: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.resize(1100, 760)
        fit_to_screen(self)  # its deck buttons at the bottom stay on a small screen
        self.images = images
        self.cardset: Any = None
        self.game = ""  # the game the deck is for: the set's, or the table's (the free table)
        self.deck = Deck()
        self.sections: tuple[str, ...] = ("deck", "sideboard")  # the game's, once set
        self.path: Path | None = None
        self._saved = ""  # the deck list's text when it was last saved, opened or begun
        self._remove_from = "deck"  # where Remove takes a card from: "deck" or "list"
        self.warnings: list[Any] = []
        self.filled = False
        self._sorted = False
        self._fill_token = 0
        self.model = QStandardItemModel(self)
        self.filter = CardFilter(self)
        self.filter.setSourceModel(self.model)
        self.filter.setSortRole(SORT_ROLE)
        self._build()
        if images is not None:
            images.updated.connect(lambda _paths: self._show_preview())
        self.set_cardset(cardset, game)

    # Layout.
    def _build(self) -> None:
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.type_box = QComboBox()
        self.cost_from = self._cost_box()
        self.cost_to = self._cost_box()
        self.found = QLabel()
        bar = QHBoxLayout()
        self.search_label, self.type_label, self.cost_label = QLabel(), QLabel(), QLabel()
        for widget in (self.search_label, self.search, self.type_label, self.type_box,
                       self.cost_label, self.cost_from, QLabel("–"), self.cost_to, self.found):
            bar.addWidget(widget)
        bar.setStretch(1, 1)
        self.table = QTableView()
        self.table.setModel(self.filter)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().sortIndicatorChanged.connect(self._sort_by)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setWordWrap(False)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setResizeContentsPrecision(SIZE_SAMPLE)
        self.table.activated.connect(lambda _index: self.add_current())
        self.preview = QLabel()
        self.preview.setFixedSize(PREVIEW_WIDTH, card_height(PREVIEW_WIDTH))
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setWordWrap(True)
        # The card's whole text: what the face has no room for is read here.
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details_area = QScrollArea()
        self.details_area.setWidgetResizable(True)
        self.details_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.details_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.details_area.setFixedWidth(PREVIEW_WIDTH)
        self.details_area.setWidget(self.details)
        self.section = QComboBox()
        self.add_button, self.remove_button = QPushButton(), QPushButton()
        self.add_button.clicked.connect(self.add_current)
        self.remove_button.clicked.connect(self.remove_current)
        for button in (self.add_button, self.remove_button):
            button.setAutoDefault(False)  # Enter in the list adds once (its activated signal)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setRootIsDecorated(False)
        self.tree.itemActivated.connect(lambda item, _col: self._remove_item(item))
        self.warning_title = QLabel()
        self.warning_title.setWordWrap(True)
        self.warning_list = QListWidget()
        self.warning_list.setWordWrap(True)
        self.open_button, self.save_button, self.new_button = (QPushButton(), QPushButton(),
                                                               QPushButton())
        self.open_button.clicked.connect(self.open_deck)
        self.save_button.clicked.connect(self.save_deck)
        self.new_button.clicked.connect(self.new_deck)
        for button in (self.open_button, self.save_button, self.new_button):
            button.setAutoDefault(False)
        self.tree.currentItemChanged.connect(lambda *_: self._remove_source("deck"))
        top = QWidget()
        top_layout = QHBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.table, 1)
        preview_side = QVBoxLayout()
        preview_side.addWidget(self.preview, 0, Qt.AlignmentFlag.AlignTop)
        preview_side.addWidget(self.details_area, 1)
        top_layout.addLayout(preview_side)
        bottom = QWidget()
        bottom_layout = QHBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        deck_side = QVBoxLayout()
        controls = QHBoxLayout()
        self.section_label = QLabel()
        for widget in (self.section_label, self.section, self.add_button, self.remove_button):
            controls.addWidget(widget)
        controls.addStretch(1)
        deck_side.addLayout(controls)
        deck_side.addWidget(self.tree, 1)
        files = QHBoxLayout()
        for button in (self.new_button, self.open_button, self.save_button):
            files.addWidget(button)
        files.addStretch(1)
        deck_side.addLayout(files)
        warn_side = QVBoxLayout()
        warn_side.addWidget(self.warning_title)
        warn_side.addWidget(self.warning_list, 1)
        bottom_layout.addLayout(deck_side, 3)
        bottom_layout.addLayout(warn_side, 2)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(top)
        splitter.addWidget(bottom)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(splitter, 1)
        self.search.textChanged.connect(self._refilter)
        self.type_box.currentIndexChanged.connect(self._refilter)
        self.cost_from.valueChanged.connect(self._refilter)
        self.cost_to.valueChanged.connect(self._refilter)
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._card_chosen())
        self.retranslate()

    def _card_chosen(self) -> None:
        self._remove_source("list")
        self._show_preview()

    def _remove_source(self, where: str) -> None:
        self._remove_from = where

    def _cost_box(self) -> QSpinBox:
        box = QSpinBox()
        box.setRange(ANY, 99)
        box.setValue(ANY)
        return box

    def retranslate(self) -> None:
        """Texts in the interface language."""
        self.setWindowTitle(self.tr("Card browser"))
        self.search_label.setText(self.tr("Search"))
        self.search.setPlaceholderText(self.tr("name, id, type, tribe, text or notes"))
        self.type_label.setText(self.tr("Type"))
        self.cost_label.setText(self.tr("Cost"))
        for box in (self.cost_from, self.cost_to):
            box.setSpecialValueText(self.tr("any"))
        self.section_label.setText(self.tr("Section"))
        self.section_titles = {"deck": self.tr("Deck"), "sideboard": self.tr("Sideboard"),
                               "hero": self.tr("Hero"), "prepared": self.tr("Prepared")}
        self._offer_sections()
        self._show_preview()  # the hint, in the new language
        self.add_button.setText(self.tr("&Add"))
        self.remove_button.setText(self.tr("&Remove"))
        self.new_button.setText(self.tr("&New deck"))
        self.open_button.setText(self.tr("&Open deck…"))
        self.save_button.setText(self.tr("&Save deck…"))
        self.tree.setHeaderLabels([self.tr("Copies"), self.tr("Card")])
        self.model.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Type"), self.tr("Cost"),
                                              self.tr("Text"), self.tr("Notes")])
        if self.cardset is not None:
            self._refresh_deck()

    def _section_title(self, section: str) -> str:
        """A deck-list section's name; the sideboard as the game names it where it is one of the
        game's terms (a game's, which the game-terms setting may name in Russian)."""
        if section == "sideboard" and self.game and "sideboard" in game_terms(self.game)["zone"]:
            return zone_title("sideboard", self.game)
        return self.section_titles[section]

    def _offer_sections(self) -> None:
        """The section chooser offers the sections the deck's game uses (Deck chosen at first)."""
        current = self.section.currentData() or "deck"
        self.section.blockSignals(True)
        self.section.clear()
        for key in self.sections:
            self.section.addItem(self._section_title(key), key)
        index = self.section.findData(current)
        self.section.setCurrentIndex(index if index >= 0 else self.section.findData("deck"))
        self.section.blockSignals(False)

    # The set.
    def set_cardset(self, cardset: Any, game: str | None = None) -> None:
        """Show ``cardset`` (again, after a live reload) for a deck of ``game`` (default: the
        set's; the free table plays any set). The deck keeps cards the set lost (a row that went
        bad is usually fixed soon); they are reported until they are back.

        The list is filled a slice per turn of the event loop, so a set of thousands of cards
        never freezes the window; ``filled`` says when it is complete.
        """
        self.cardset = cardset
        self.game = game or cardset.game
        self.filter.set_language(cardset.language)
        self.sections = deck_sections(self.game)
        self._offer_sections()
        self._fill_token += 1
        self.filled = False
        self.model.removeRows(0, self.model.rowCount())
        self.filter.setDynamicSortFilter(False)
        current = self.type_box.currentData() or ""
        self.type_box.blockSignals(True)
        self.type_box.clear()
        self.type_box.addItem(self.tr("all types"), "")
        for card_type in sorted({d.type for d in cardset.cards.values()}):
            self.type_box.addItem(type_title(card_type, cardset.language), card_type)
        self.type_box.setCurrentIndex(max(0, self.type_box.findData(current)))
        self.type_box.blockSignals(False)
        self.setWindowTitle(self.tr("Card browser — %s %s") % (cardset.name, cardset.version))
        self._refresh_deck()
        self._fill(list(cardset.cards.items()), self._fill_token)

    def _fill(self, rows: list[tuple[str, Any]], token: int) -> None:
        if token != self._fill_token:
            return  # a newer set came meanwhile
        language = self.cardset.language
        for card_id, definition in rows[:FILL_SLICE]:
            notes = self.cardset.notes.get(card_id, {})
            name = QStandardItem(definition.name)
            name.setData(card_id, ID_ROLE)
            name.setData(search_text(definition, language, notes), SEARCH_ROLE)
            name.setData(definition.cost, COST_ROLE)
            name.setToolTip(definition.name)
            cost = QStandardItem()
            if definition.cost is not None:
                cost.setData(int(definition.cost), Qt.ItemDataRole.DisplayRole)
            text = QStandardItem(" ".join(str(definition.text or "").split()))
            face = definition_face(definition, language)
            kind = QStandardItem(type_line(face))  # as the card prints it
            kind.setData(definition.type, ID_ROLE)  # filtered by its id
            shown_notes = QStandardItem("; ".join(f"{k}: {v}" for k, v in notes.items()))
            self.model.appendRow([name, kind, cost, text, shown_notes])
        rest = rows[FILL_SLICE:]
        if rest:
            QTimer.singleShot(SLICE_PAUSE_MS, self, lambda: self._fill(rest, token))
        else:
            QTimer.singleShot(SLICE_PAUSE_MS, self, lambda: self._finish_fill(token))

    def _finish_fill(self, token: int) -> None:
        if token != self._fill_token:
            return
        self.filter.ranked.clear()
        self.filter.setDynamicSortFilter(True)
        header = self.table.horizontalHeader()
        if self._sorted:  # a reload keeps the order the person chose
            self._sort_by(header.sortIndicatorSection(), header.sortIndicatorOrder())
        else:  # Qt's default indicator is descending: a new browser lists names from A to Z
            self._sort_by(0, Qt.SortOrder.AscendingOrder)
            self._sorted = True
        self.table.resizeColumnsToContents()
        for column in range(self.model.columnCount() - 1):  # a 73-letter name hides no column
            self.table.setColumnWidth(column, min(self.table.columnWidth(column), MAX_COLUMN_WIDTH))
        self._refilter()
        self.filled = True

    def _sort_by(self, column: int, order: Qt.SortOrder) -> None:
        """Sort the list by a column (ranking it first if it is new)."""
        if column not in self.filter.ranked and 0 <= column < self.model.columnCount():
            self.filter.rank(column)
        if self.table.horizontalHeader().sortIndicatorSection() != column or (
                self.table.horizontalHeader().sortIndicatorOrder() != order):
            self.table.horizontalHeader().setSortIndicator(column, order)  # sorts (see _build)
        else:
            self.filter.sort(column, order)

    def set_filter(self, text: str = "", card_type: str = "", cost_from: int = ANY,
                   cost_to: int = ANY) -> None:
        """Fill in the filter fields (as a person would)."""
        self.search.setText(text)
        self.type_box.setCurrentIndex(max(0, self.type_box.findData(card_type)))
        self.cost_from.setValue(cost_from)
        self.cost_to.setValue(cost_to)

    def _refilter(self) -> None:
        self.filter.set_filter(self.search.text(), self.type_box.currentData() or "",
                               self.cost_from.value(), self.cost_to.value())
        self.found.setText(self.tr("%n card(s)", "", self.filter.rowCount()))
        self._show_preview()  # a card the search hides is not shown either

    def shown_ids(self) -> list[str]:
        """The ids of the cards the filter shows, top to bottom."""
        return [self.filter.index(row, 0).data(ID_ROLE) for row in range(self.filter.rowCount())]

    def current_id(self) -> str | None:
        """The card selected in the list."""
        index = self.table.currentIndex()
        return self.filter.index(index.row(), 0).data(ID_ROLE) if index.isValid() else None

    # The deck.
    def add_current(self) -> None:
        """One copy of the selected card into the chosen section."""
        card_id = self.current_id()
        if card_id is not None:
            self.add(card_id)

    def add(self, card_id: str, section: str | None = None) -> None:
        """One copy of a card into a section (default: the chosen one)."""
        self.deck.add(section or self.section.currentData(), card_id)
        self._refresh_deck()

    def remove_current(self) -> None:
        """One copy out: of the deck line selected, or of the card selected in the list above
        (whichever was selected last), from the chosen section, else from the first that has it."""
        item = self.tree.currentItem()
        card_id = self.current_id()
        if self._remove_from == "list" and card_id is not None:
            chosen = self.section.currentData()
            holding = [s for s in (chosen, *LIST_ORDER) if card_id in self.deck.sections[s]]
            if holding:
                self.remove(holding[0], card_id)
        elif item is not None:
            self._remove_item(item)

    def _remove_item(self, item: QTreeWidgetItem) -> None:
        data = item.data(0, Qt.ItemDataRole.UserRole)
        if data:
            self.remove(*data)

    def remove(self, section: str, card_id: str) -> None:
        """One copy of a card out of a section."""
        self.deck.remove(section, card_id)
        self._refresh_deck()

    def _refresh_deck(self) -> None:
        self.tree.clear()
        for section in LIST_ORDER:
            cards = self.deck.sections[section]
            if section not in self.sections and not cards:
                continue  # a section the game does not use (a loaded list may still have one)
            head = QTreeWidgetItem([str(self.deck.total(section)), self._section_title(section)])
            font = head.font(1)
            font.setBold(True)
            head.setFont(0, font)
            head.setFont(1, font)
            self.tree.addTopLevelItem(head)
            for card_id, count in cards.items():
                definition = self.cardset.cards.get(card_id)
                item = QTreeWidgetItem([str(count), definition.name if definition else card_id])
                item.setData(0, Qt.ItemDataRole.UserRole, (section, card_id))
                item.setToolTip(1, card_id)
                self.tree.addTopLevelItem(item)
        self._check()

    def _check(self) -> None:
        from engine.decks import check_deck

        shown = str(self.path) if self.path else self.tr("(new deck)")
        # The construction rules of the game the deck is for, which may not be the set's.
        rules_of = (self.cardset if self.game == self.cardset.game
                    else dataclasses.replace(self.cardset, game=self.game))
        self.warnings = check_deck(self.deck.as_decklist(self.cardset, shown), rules_of)
        self.warning_list.clear()
        for problem in self.warnings:
            self.warning_list.addItem(problem_line(problem))
        if self.warnings:
            self.warning_title.setText(self.tr("%n warning(s): the deck breaks the game's "
                                               "construction rules", "", len(self.warnings)))
        else:
            self.warning_title.setText(self.tr("The deck follows the construction rules."))

    def warning_lines(self) -> list[str]:
        """The deck checker's findings as shown."""
        return [problem_line(p) for p in self.warnings]

    # Files.
    @property
    def changed(self) -> bool:
        """Whether the deck differs from what was last saved or opened (an empty one never)."""
        has_cards = any(self.deck.sections.values())
        return has_cards and self.deck.text(self.cardset) != self._saved

    def new_deck(self) -> None:
        """Start an empty deck, asking first if the deck has changes not saved."""
        if self.changed and not self.discard_changes(self.tr("New deck")):
            return
        self.deck.clear()
        self.path = None
        self._saved = ""
        self._refresh_deck()

    def discard_changes(self, title: str) -> bool:
        """Ask whether the changed deck may be dropped (True: yes)."""
        answer = QMessageBox.question(
            self, title, self.tr("The deck has changes that are not saved. Drop them?"),
            QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Discard

    def open_deck(self) -> None:
        """Read a deck list of this set (asking first if the deck has changes not saved)."""
        if self.changed and not self.discard_changes(self.tr("Open a deck list")):
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a deck list"),
                                              str(self.cardset.folder),
                                              self.tr("Deck lists (*.txt);;All files (*)"))
        if path:
            self.load_deck(Path(path))

    def load_deck(self, path: Path) -> list[str]:
        """Read a deck list; returns the lines it could not read (also shown as warnings)."""
        from engine.cardset import CardSetError
        from engine.decks import parse_deck

        try:
            decklist = parse_deck(path, self.cardset)
        except CardSetError as error:
            QMessageBox.warning(self, self.tr("Card browser"), problem_line(error))
            return [problem_line(error)]
        self.path = path
        self.deck.load(decklist)
        self._saved = self.deck.text(self.cardset)
        self._refresh_deck()
        return [problem_line(p) for p in decklist.problems]

    def save_deck(self) -> None:
        """Save the deck as a deck list (asks where)."""
        start = str(self.path or self.cardset.folder / "deck.txt")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the deck list"), start,
                                              self.tr("Deck lists (*.txt)"))
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Write the deck list (atomically); say why when it cannot be written."""
        from engine.fileio import atomic_write

        text = self.deck.text(self.cardset)
        try:
            atomic_write(path, text)
        except OSError as error:
            QMessageBox.warning(self, self.tr("Card browser"),
                                self.tr("Cannot save %s: %s") % (path, error.strerror or error))
            return False
        self.path = path
        self._saved = text
        self._check()
        return True

    # The preview.
    def _show_preview(self) -> None:
        card_id = self.current_id()
        if card_id is None or self.cardset is None or card_id not in self.cardset.cards:
            self.preview.setText(self.tr("Select a card to see it here."))
            self.details.clear()
            return
        face = definition_face(self.cardset.cards[card_id], self.cardset.language)
        self.details.setText(self._details(card_id, face))
        dpr = self.devicePixelRatioF()
        width, height = PREVIEW_WIDTH, card_height(PREVIEW_WIDTH)
        art = None
        path = self.cardset.image_paths.get(card_id)
        if path is not None and self.images is not None:
            art = self.images.image(path, QSize(width, height), dpr)
        pixmap = QPixmap(round(width * dpr), round(height * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        paint_face(painter, QRectF(0, 0, width, height), face, art)
        painter.end()
        self.preview.setPixmap(pixmap)


    def _details(self, card_id: str, face: dict) -> str:
        """The card's whole text under the preview: name, type line, cost and stats, text, notes."""
        lines = [str(face["name"]), type_line(face)]
        if face.get("cost") is not None:
            lines.append(self.tr("Cost: %s") % face["cost"])
        if stats := stats_text(face):
            lines.append(stats)
        if face.get("text"):
            lines += ["", str(face["text"])]
        notes = self.cardset.notes.get(card_id, {})
        if notes:
            lines += ["", *(f"{key}: {value}" for key, value in notes.items())]
        lines += ["", self.tr("id: %s") % card_id]
        return "\n".join(lines)


def deck_files(folder: Path) -> Iterable[Path]:
    """Deck lists kept with a set: ``*.txt`` in its folder and in ``decks/``."""
    for where in (folder, folder / "decks"):
        if where.is_dir():
            yield from sorted(where.glob("*.txt"))
