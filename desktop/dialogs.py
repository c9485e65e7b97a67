"""Dialogs: new game, settings, keyboard shortcuts, graveyard order, pile contents, card pickers."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from desktop.qt import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QCoreApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QIcon,
    QInputDialog,
    QItemSelectionModel,
    QKeyEvent,
    QKeySequence,
    QKeySequenceEdit,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QModelIndex,
    QPainter,
    QPalette,
    QPen,
    QPushButton,
    QRectF,
    QShortcut,
    QSize,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.screens import shrink_to_screen
from desktop.settings import CARD_WIDTHS, Settings
from desktop.shortcuts import all_commands, bindings
from desktop.table.cardface import card_height, card_pixmap, type_line
from desktop.texts import game_title_text, zone_title
from engine.games import game_names, game_title

if TYPE_CHECKING:
    from desktop.qt import QPersistentModelIndex

DEFAULT_NAMES = ("anna", "bela")
KEYS_COLUMN = 200
AnyDialog = TypeVar("AnyDialog", bound=QDialog)
PILE_MESSAGE_WIDTH = 360  # a pile shown as one sentence ("46 cards, face down.")


def is_hidden(card: dict) -> bool:
    """Whether the viewer sees only the card's back."""
    return bool(card.get("hidden")) or "name" not in card


def card_caption(card: dict) -> str:
    """How a card is named in lists: its name (a label is the engine's, never shown), or a
    neutral word when hidden."""
    if is_hidden(card):
        return QCoreApplication.translate("Cards", "(hidden card)")
    return str(card["name"])


def describe_item(item: QListWidgetItem, card: dict) -> None:
    """A listed card as a screen reader reads it: its details (type, cost, stats, state) as
    its name, its text as its description; a hidden card only as "a face-down card"."""
    from desktop.spoken import spoken

    item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken().card(card))
    item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, spoken().description(card))


def card_tooltip(card: dict) -> str:
    """A listed card's type line and text, for its tooltip."""
    if is_hidden(card):
        return ""
    return "\n".join(t for t in (type_line(card), str(card.get("text") or "")) if t)


def hidden_runs(cards: list[dict]) -> list[dict | int]:
    """The cards in order, each run of hidden ones in a row replaced by how many there are."""
    runs: list[dict | int] = []
    for card in cards:
        if not is_hidden(card):
            runs.append(card)
        elif runs and isinstance(runs[-1], int):
            runs[-1] += 1
        else:
            runs.append(1)
    return runs


def _buttons(dialog: QDialog) -> QDialogButtonBox:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                           | QDialogButtonBox.StandardButton.Cancel)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


@dataclass
class NewGameChoice:
    """What the new game dialog asks for."""

    ruleset: str = field(default_factory=lambda: game_names()[0])
    players: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES))
    enforcement: str = "strict"
    decks: dict[str, str] = field(default_factory=dict)  # player -> deck file ("" = demo deck)


def add_player_row(form: QFormLayout, index: int, name: QLineEdit, deck: QWidget,
                   button: QPushButton) -> None:
    """A seat of a new game: "Player N" with the name, then "Deck" with its chooser and button."""
    row = QHBoxLayout()
    row.addWidget(deck, 1)
    row.addWidget(button)
    form.addRow(QCoreApplication.translate("NewGameDialog", "Player %d") % (index + 1), name)
    form.addRow(QCoreApplication.translate("NewGameDialog", "Deck"), row)


class NewGameDialog(QDialog):
    """Ruleset, player names, decks and enforcement for a new hot-seat game."""

    def __init__(self, enforcement: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        form = QFormLayout(self)
        self.ruleset = QComboBox()
        for game_name in game_names():  # the engine's registry lists the games
            self.ruleset.addItem(game_title_text(game_title(game_name)), game_name)
        form.addRow(self.tr("Game"), self.ruleset)
        self.names: list[QLineEdit] = []
        self.decks: list[QLineEdit] = []
        for i, default in enumerate(DEFAULT_NAMES):
            name = QLineEdit(default)
            deck = QLineEdit()
            deck.setPlaceholderText(self.tr("demo deck"))
            pick = QPushButton(self.tr("Browse…"))
            pick.clicked.connect(lambda _=False, d=deck: self._pick_deck(d))
            add_player_row(form, i, name, deck, pick)
            self.names.append(name)
            self.decks.append(deck)
        self.enforcement = QComboBox()
        self.enforcement.addItem(self.tr("Strict: refuse illegal actions"), "strict")
        self.enforcement.addItem(self.tr("Warn: allow and flag them"), "warn")
        self.enforcement.setCurrentIndex(0 if enforcement == "strict" else 1)
        form.addRow(self.tr("Rules"), self.enforcement)
        form.addRow(_buttons(self))

    def _pick_deck(self, target: QLineEdit) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a deck"), "",
                                              self.tr("Deck lists (*.txt)"))
        if path:
            target.setText(path)

    def choice(self) -> NewGameChoice:
        """The filled-in answers."""
        players = [n.text().strip() or d for n, d in zip(self.names, DEFAULT_NAMES, strict=True)]
        return NewGameChoice(
            ruleset=self.ruleset.currentData(), players=players,
            enforcement=self.enforcement.currentData(),
            decks={p: d.text().strip() for p, d in zip(players, self.decks, strict=True)})


class SettingsDialog(QDialog):
    """Enforcement for new games, the hand-off screen and the card size."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        form = QFormLayout(self)
        self.enforcement = QComboBox()
        self.enforcement.addItem(self.tr("Strict"), "strict")
        self.enforcement.addItem(self.tr("Warn"), "warn")
        self.enforcement.setCurrentIndex(0 if settings.enforcement == "strict" else 1)
        form.addRow(self.tr("Rules enforcement"), self.enforcement)
        self.handoff = QCheckBox(self.tr("Hide both hands between turns"))
        self.handoff.setChecked(settings.handoff)
        form.addRow(self.tr("Hand-off screen"), self.handoff)
        self.card_width = QComboBox()
        for width in CARD_WIDTHS:
            self.card_width.addItem(self.tr("%d px") % width, width)
        self.card_width.setCurrentIndex(CARD_WIDTHS.index(settings.card_width)
                                        if settings.card_width in CARD_WIDTHS else 1)
        form.addRow(self.tr("Card size"), self.card_width)
        form.addRow(_buttons(self))

    def accept(self) -> None:
        """Store the choices."""
        self.settings.enforcement = self.enforcement.currentData()
        self.settings.handoff = self.handoff.isChecked()
        self.settings.card_width = self.card_width.currentData()
        self.settings.sync()
        super().accept()


class ShortcutsDialog(QDialog):
    """Every command with its keys; click a key cell to rebind it."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.resize(520, 640)
        layout = QVBoxLayout(self)
        self.table = QTableWidget(len(all_commands()), 2)
        self.table.setHorizontalHeaderLabels([self.tr("Command"), self.tr("Keys")])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setColumnWidth(1, KEYS_COLUMN)  # "Ctrl+Alt+Shift+S" and the editor's hint
        self.table.verticalHeader().hide()
        self.editors: dict[str, QKeySequenceEdit] = {}
        for row, command in enumerate(all_commands()):
            title = QTableWidgetItem(command.title().replace("&", ""))
            title.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.table.setItem(row, 0, title)
            keys = bindings(command, settings)
            editor = QKeySequenceEdit(keys[0] if keys else QKeySequence())
            # The editor lies over its cell: the cell says for a screen reader what the editor
            # shows, and whose keys they are.
            named = self.tr("Keys for {command}").format(command=title.text())
            editor.setAccessibleName(named)
            cell = QTableWidgetItem()
            cell.setData(Qt.ItemDataRole.AccessibleDescriptionRole, named)
            self.table.setItem(row, 1, cell)
            editor.keySequenceChanged.connect(lambda keys, cell=cell: self._name_keys(cell, keys))
            self._name_keys(cell, editor.keySequence())
            self.table.setCellWidget(row, 1, editor)
            self.editors[command.id] = editor
        layout.addWidget(self.table)
        defaults = QPushButton(self.tr("Restore defaults"))
        defaults.clicked.connect(self.restore_defaults)
        layout.addWidget(defaults)
        layout.addWidget(_buttons(self))

    def _name_keys(self, cell: QTableWidgetItem, keys: QKeySequence) -> None:
        """A key cell's accessible name: the keys as the editor shows them, or *none*."""
        text = keys.toString(QKeySequence.SequenceFormat.NativeText)
        cell.setData(Qt.ItemDataRole.AccessibleTextRole, text or self.tr("none"))

    def restore_defaults(self) -> None:
        """Put every default binding back in the editors."""
        for command in all_commands():
            keys = command.default_keys()
            self.editors[command.id].setKeySequence(keys[0] if keys else QKeySequence())

    def accept(self) -> None:
        """Store the bindings that differ from the defaults."""
        for command in all_commands():
            text = self.editors[command.id].keySequence().toString()
            if text != command.default_text() or self.settings.shortcut(command.id, "\0") != "\0":
                self.settings.set_shortcut(command.id, text)
        self.settings.sync()
        super().accept()


FOCUS_MARK_PX = (3, 2)  # the current card's ring in a focused list: dark, then light inside


class FocusMarkDelegate(QStyledItemDelegate):
    """Cards as the style draws them; the current one of a list that has the keyboard focus
    ringed in two tones (the palette's text colour, its base colour inside), which stand out
    on the list and on a picked card's highlight alike (WCAG 2.4.7: 3:1 or more), where the
    style draws a 1 px dotted frame of about 1.7:1."""

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        """A row of text is as high as its text and the ring around it (the ring must not
        cross the name); a card's cell keeps the size its list gives it."""
        size = super().sizeHint(option, index)
        if index.data(Qt.ItemDataRole.SizeHintRole) is None:
            size.setHeight(size.height() + 2 * sum(FOCUS_MARK_PX))
        return size

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        focused = bool(option.state & QStyle.StateFlag.State_HasFocus)
        plain = QStyleOptionViewItem(option)
        plain.state &= ~QStyle.StateFlag.State_HasFocus
        super().paint(painter, plain, index)
        if not focused:
            return
        dark, light = FOCUS_MARK_PX
        palette = option.palette
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        outer = QRectF(option.rect).adjusted(dark / 2, dark / 2, -dark / 2, -dark / 2)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Text), dark))
        painter.drawRoundedRect(outer, 4, 4)
        inner = outer.adjusted((dark + light) / 2, (dark + light) / 2, -(dark + light) / 2,
                               -(dark + light) / 2)
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Base), light))
        painter.drawRoundedRect(inner, 3, 3)
        painter.restore()


class CardOrder(QWidget):
    """Cards in an order their player chooses, top first: dragged into place, or moved from
    the keyboard with *Move up* / *Move down* (Alt+Up / Alt+Down) while the list has the
    current card. ``list`` holds the cards (their labels in the user role)."""

    UP_KEYS = QKeySequence("Alt+Up")
    DOWN_KEYS = QKeySequence("Alt+Down")

    def __init__(self, cards: list[dict], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget()
        self.list.setItemDelegate(FocusMarkDelegate(self.list))  # the keys' card: ringed
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        for card in cards:
            item = QListWidgetItem(card_caption(card))
            item.setData(Qt.ItemDataRole.UserRole, card.get("label"))
            item.setToolTip(card_tooltip(card))
            describe_item(item, card)
            self.list.addItem(item)
        self.up = QPushButton(QCoreApplication.translate("OrderDialog", "Move &up"))
        self.down = QPushButton(QCoreApplication.translate("OrderDialog", "Move &down"))
        moves = QVBoxLayout()
        for button, step, keys in ((self.up, -1, self.UP_KEYS), (self.down, 1, self.DOWN_KEYS)):
            button.setAutoDefault(False)
            button.setToolTip(keys.toString(QKeySequence.SequenceFormat.NativeText))
            button.clicked.connect(lambda _=False, step=step: self.move_current(step))
            QShortcut(keys, self, lambda step=step: self.move_current(step))
            moves.addWidget(button)
        moves.addStretch(1)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.list, 1)
        row.addLayout(moves)
        self.list.currentRowChanged.connect(lambda _row: self._enable_moves())
        self.list.model().rowsMoved.connect(lambda *_: self._enable_moves())  # after a drag
        self.list.model().rowsRemoved.connect(lambda *_: self._enable_moves())
        self.list.setCurrentRow(0)
        self._enable_moves()

    def move_current(self, step: int) -> None:
        """Move the selected card ``step`` places down (negative: up), keeping it selected."""
        row = self.list.currentRow()
        to = row + step
        if row < 0 or not 0 <= to < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(to, item)
        self.list.setCurrentRow(to)

    def _enable_moves(self) -> None:
        row = self.list.currentRow()
        self.up.setEnabled(row > 0)
        self.down.setEnabled(0 <= row < self.list.count() - 1)

    def order(self) -> list[str]:
        """Labels, top first."""
        return [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())]


class OrderDialog(QDialog):
    """The owner orders the cards going onto a graveyard / discard pile (top first): by dragging,
    or from the keyboard with *Move up* / *Move down* (Alt+Up / Alt+Down)."""

    def __init__(self, owner: str, cards: list[dict], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Order of the cards"))
        layout = QVBoxLayout(self)
        prompt = QLabel(self.tr("%s, put the cards in order, top first:") % owner)
        prompt.setWordWrap(True)
        layout.addWidget(prompt)
        self.cards = CardOrder(cards)
        self.list, self.up, self.down = self.cards.list, self.cards.up, self.cards.down
        prompt.setBuddy(self.list)
        layout.addWidget(self.cards)
        layout.addWidget(_buttons(self))
        self.list.setFocus()

    def move_current(self, step: int) -> None:
        """Move the selected card ``step`` places down (negative: up)."""
        self.cards.move_current(step)

    def order(self) -> list[str]:
        """Labels, top first."""
        return self.cards.order()


def zone_choice_text(key: str) -> str:
    """A zone in a list of targets: ``anna · Hand``, or just ``Removed`` for a shared zone."""
    owner = key.rpartition(".")[0]
    return f"{owner} · {zone_title(key)}" if owner else zone_title(key)


class PileDialog(QDialog):
    """The cards of a zone as the viewer sees them; pick one to move it somewhere.

    The title is also the dialog's heading (a window manager may cut a long window title).
    ``moveRequested`` asks for a move; :meth:`take` drops a card the move took away.

    ``ordered``: the cards are the top of a deck the player looked at, to put back in an order
    of their choice (dragged, or Alt+Up / Alt+Down): *Put back on top* and *Put on the bottom*
    ask for that with ``putBack`` (the labels top first, and ``top`` or ``bottom``)."""

    SHOWS_SEAT_CARDS = True  # closed when other eyes take the table (MainWindow._viewer_changed)

    moveRequested = Signal(str, str)  # label, target zone
    putBack = Signal(list, str)  # labels top first, "top" or "bottom"

    def __init__(self, title: str, cards: list[dict], targets: list[str],
                 parent: QWidget | None = None, default: str | None = None,
                 ordered: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.heading = QLabel(title)
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.order: CardOrder | None = None
        if ordered:
            hint = QLabel(self.tr("The top of the deck first. Drag the cards into the order you "
                                  "want (or Alt+Up / Alt+Down), then put them back."))
            hint.setWordWrap(True)
            layout.addWidget(hint)
            self.order = CardOrder(cards)
            self.list = self.order.list
            layout.addWidget(self.order)
        else:
            self.list = QListWidget()
            self.list.setItemDelegate(FocusMarkDelegate(self.list))  # the keys' card: ringed
            for run in hidden_runs(cards):
                if isinstance(run, int):  # face-down cards in a row: one line, nothing to pick
                    self._add_note(self.tr("%n face-down card(s)", "", run),
                                   Qt.ItemFlag.ItemIsEnabled)
                    continue
                item = QListWidgetItem(card_caption(run))
                item.setData(Qt.ItemDataRole.UserRole, run.get("label"))
                item.setToolTip(card_tooltip(run))
                describe_item(item, run)
                self.list.addItem(item)
            if not cards:
                self._add_note(self.tr("No cards here."))
            layout.addWidget(self.list)
        self.list.setAccessibleName(title)
        # A pile the viewer may not look into (one's own deck): say so instead of listing backs.
        self.message = QLabel(self.tr("%n card(s), face down.", "", len(cards)))
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setStyleSheet("font-size: 16px; padding: 24px;")
        layout.addWidget(self.message)
        row = QHBoxLayout()
        self.target = QComboBox()
        for key in targets:
            self.target.addItem(zone_choice_text(key), key)
        if default in targets:
            self.target.setCurrentIndex(targets.index(default))
        self.move_button = QPushButton(self.tr("Move there"))
        self.move_button.setAutoDefault(False)
        self.move_button.clicked.connect(self._move)
        row.addWidget(self.target, 1)
        row.addWidget(self.move_button)
        layout.addLayout(row)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        if ordered:  # neither is a default: Enter closes, leaving the cards as they lie
            self.on_top = close.addButton(self.tr("Put back on &top"),
                                          QDialogButtonBox.ButtonRole.ActionRole)
            self.at_bottom = close.addButton(self.tr("Put on the &bottom"),
                                             QDialogButtonBox.ButtonRole.ActionRole)
            for button, end in ((self.on_top, "top"), (self.at_bottom, "bottom")):
                button.setAutoDefault(False)
                button.clicked.connect(lambda _=False, end=end: self._put_back(end))
        layout.addWidget(close)
        self.list.currentItemChanged.connect(lambda *_: self._enable_move())
        self._enable_move()
        all_hidden = bool(cards) and all(isinstance(run, int) for run in hidden_runs(cards))
        self.list.setVisible(not all_hidden)
        self.message.setVisible(all_hidden)
        for widget in (self.target, self.move_button):
            widget.setVisible(not all_hidden)
        heading_width = self.heading.fontMetrics().horizontalAdvance(title) + 40
        if all_hidden:
            self.resize(max(PILE_MESSAGE_WIDTH, heading_width, self.minimumSizeHint().width()),
                        self.minimumSizeHint().height())
        else:
            self.resize(max(380, min(heading_width, 640)), 460)

    def _add_note(self, text: str, flags: Qt.ItemFlag = Qt.ItemFlag.NoItemFlags) -> None:
        """A line of the list that is no card: nothing to pick (greyed out unless ``flags``)."""
        note = QListWidgetItem(text)
        note.setFlags(flags)
        font = note.font()
        font.setItalic(True)
        note.setFont(font)
        self.list.addItem(note)

    def _current_label(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def _enable_move(self) -> None:
        """*Move there* works on a card the viewer may see; a hidden card has no label."""
        self.move_button.setEnabled(bool(self._current_label()))

    def _move(self) -> None:
        label = self._current_label()
        if label:
            self.moveRequested.emit(label, self.target.currentData())

    def take(self, label: str) -> None:
        """The card left the pile: drop its line."""
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == label:
                self.list.takeItem(row)
                break
        if self.order is not None and not self.list.count():
            self.on_top.setEnabled(False)
            self.at_bottom.setEnabled(False)

    def _put_back(self, end: str) -> None:
        assert self.order is not None
        if self.list.count():
            self.putBack.emit(self.order.order(), end)


CARD_ICON_WIDTH = 112  # a card in a chooser: its name and art readable, seven in a row
CURSOR_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down,
               Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)


class CardList(QListWidget):
    """Cards as pictures with their names below (never their labels): to pick one, or with
    ``several`` to pick any number (a click or Space picks or drops a card; picked cards are
    highlighted). Hidden cards are never listed here."""

    def __init__(self, cards: list[dict], several: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if several:
            self.setSelectionMode(QListWidget.SelectionMode.MultiSelection)
        self.setViewMode(QListWidget.ViewMode.IconMode)
        self.setMovement(QListWidget.Movement.Static)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setWrapping(True)
        self.setWordWrap(True)
        self.setSpacing(6)
        self.setItemDelegate(FocusMarkDelegate(self))
        height = round(card_height(CARD_ICON_WIDTH))
        self.setIconSize(QSize(CARD_ICON_WIDTH, height))
        self.cell = QSize(CARD_ICON_WIDTH + 16, height + 62)  # the name below, on three lines
        self.setGridSize(self.cell)
        dpr = self.devicePixelRatioF()
        for card in cards:
            self.add_card(card, dpr)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The card the arrow keys go to is the one picked, as a click's is (in a list of
        one pick): the ring of the keyboard's focus alone picks nothing (Space picks it)."""
        super().keyPressEvent(event)
        current = self.currentItem()
        if (self.selectionMode() == QListWidget.SelectionMode.SingleSelection
                and event.key() in CURSOR_KEYS and current is not None
                and not current.isSelected()):
            self.setCurrentItem(current, QItemSelectionModel.SelectionFlag.ClearAndSelect)

    def add_card(self, card: dict, dpr: float) -> QListWidgetItem:
        """One more card at the end of the list."""
        # The set's picture, as the table shows it (decoded now if the table has not yet).
        item = QListWidgetItem(QIcon(card_pixmap(card, CARD_ICON_WIDTH, dpr, now=True)),
                               card_caption(card))
        item.setData(Qt.ItemDataRole.UserRole, card.get("label"))
        item.setToolTip(card_tooltip(card))
        item.setSizeHint(self.cell - QSize(6, 6))  # the picture and its caption: the focus
        # ring and the highlight go round both, never through the name (right below the card)
        item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        describe_item(item, card)
        self.addItem(item)
        return item

    def fit_width(self, columns: int) -> int:
        """The width that shows ``columns`` cards side by side."""
        return columns * (self.cell.width() + 2 * self.spacing()) + 24

    def fit_height(self, columns: int) -> int:
        """The height that shows every card in rows of ``columns`` (two rows at most: more
        scroll), so a few cards leave no empty field below them."""
        rows = min(2, max(1, -(-self.count() // max(1, columns))))
        return rows * (self.cell.height() + 2 * self.spacing()) + 2 * self.frameWidth() + 4

    def fit(self, columns: int) -> None:
        """Ask for the room of ``columns`` cards side by side in as many rows as they take."""
        self.setMinimumHeight(self.fit_height(columns))
        self.setMinimumWidth(min(self.fit_width(columns), self.fit_width(3)))

    def current_label(self) -> str | None:
        """The label of the current card (None: none, or a row that is no card)."""
        item = self.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None and item.isSelected() else (
            None)

    def picked_labels(self) -> list[str]:
        """The picked cards' labels, in list order."""
        return [self.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.count())
                if self.item(i).isSelected()]


def show_dialog(dialog: AnyDialog) -> AnyDialog:
    """Open a dialog over its window without blocking; when it closes, its window is the active
    one again (without a window manager nothing else makes it so, and its shortcuts would wait
    for a click). A closed dialog is destroyed (the event loop deletes it): a hidden one would
    keep the cards it listed for any program that walks the windows (a screen reader's tree)."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    shrink_to_screen(dialog)  # a tall list of cards on a small screen keeps its buttons in sight
    parent = dialog.parentWidget()
    if parent is not None:
        window = parent.window()
        dialog.finished.connect(lambda _code: window.activateWindow() if window.isVisible()
                                else None)
    dialog.open()
    QTimer.singleShot(0, dialog.activateWindow)  # it takes the keys (no window manager may)
    return dialog


TITLE_ROOM = 160  # a window manager's icon and buttons beside a dialog's title


def fit_title(dialog: QDialog) -> None:
    """Wide enough that a window manager shows the whole title (a narrow input dialog's title
    was cut: "Look at the top of…")."""
    width = dialog.fontMetrics().horizontalAdvance(dialog.windowTitle()) + TITLE_ROOM
    dialog.setMinimumWidth(max(dialog.minimumWidth(), min(width, 720)))


def ask_count(parent: QWidget, title: str, prompt: str, value: int,
              done: Callable[[int], None]) -> QInputDialog:
    """Ask for a count (1–99) without blocking: ``done`` gets it if the player accepts."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    fit_title(dialog)
    dialog.setLabelText(prompt)
    dialog.setInputMode(QInputDialog.InputMode.IntInput)
    dialog.setIntRange(1, 99)
    dialog.setIntValue(value)
    dialog.intValueSelected.connect(done)
    return show_dialog(dialog)


class NameDialog(QInputDialog):
    """The question of :func:`ask_name`."""

    # Its title may name the seat's cards ("Add a marker to Farkas"): closed with the seat.
    SHOWS_SEAT_CARDS = True


def ask_name(parent: QWidget, title: str, prompt: str, names: dict[str, str],
             done: Callable[[str], None], others: bool = True) -> QInputDialog:
    """Ask for a name, offering ``names`` (shown text → id) and, with ``others``, taking any
    other typed in; ``done`` gets the id (or the typed text) if the player accepts one."""
    dialog = NameDialog(parent)
    dialog.setWindowTitle(title)
    fit_title(dialog)
    dialog.setLabelText(prompt)
    dialog.setComboBoxEditable(others)
    dialog.setComboBoxItems(list(names))
    if names:
        dialog.setTextValue(next(iter(names)))
    combo = dialog.findChild(QComboBox)
    line = combo.lineEdit() if combo is not None else None
    if combo is not None and line is not None:
        # An editable combo box keeps Enter to itself (it would add the text to its list): here
        # Enter answers the question, as in every other dialog.
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        line.returnPressed.connect(dialog.accept)
    dialog.textValueSelected.connect(
        lambda text: done(names.get(text, text.strip())) if text.strip() else None)
    return show_dialog(dialog)
