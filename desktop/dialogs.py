"""Dialogs: new game, settings, keyboard shortcuts, graveyard order, pile contents, duel steps."""

from __future__ import annotations

from dataclasses import dataclass, field

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
    QKeySequence,
    QKeySequenceEdit,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSize,
    Qt,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.settings import CARD_WIDTHS, Settings
from desktop.shortcuts import COMMANDS, bindings
from desktop.table.cardface import type_line
from desktop.texts import zone_title

RULESETS = ("hkk", "berserk", "free")
DEFAULT_NAMES = ("anna", "bela")
KEYS_COLUMN = 200
CHOICE_SIZE = QSize(360, 320)  # a hand of cards to choose from, without scrolling


def card_caption(card: dict) -> str:
    """How a card is named in lists: its name (and label), or a neutral word when hidden."""
    if card.get("hidden") or "name" not in card:
        return QCoreApplication.translate("Cards", "(hidden card)")
    return f"{card['name']}  ·  {card.get('label', '')}"


def _buttons(dialog: QDialog) -> QDialogButtonBox:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                           | QDialogButtonBox.StandardButton.Cancel)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


@dataclass
class NewGameChoice:
    """What the new game dialog asks for."""

    ruleset: str = "hkk"
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
        for name in RULESETS:
            self.ruleset.addItem({"hkk": "Hatalom Kártyái", "berserk": "Берсерк",
                                  "free": self.tr("Free table")}[name], name)
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
        self.table = QTableWidget(len(COMMANDS), 2)
        self.table.setHorizontalHeaderLabels([self.tr("Command"), self.tr("Keys")])
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setColumnWidth(1, KEYS_COLUMN)  # "Ctrl+Alt+Shift+S" and the editor's hint
        self.table.verticalHeader().hide()
        self.editors: dict[str, QKeySequenceEdit] = {}
        for row, command in enumerate(COMMANDS):
            title = QTableWidgetItem(command.title().replace("&", ""))
            title.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.table.setItem(row, 0, title)
            keys = bindings(command, settings)
            editor = QKeySequenceEdit(keys[0] if keys else QKeySequence())
            self.table.setCellWidget(row, 1, editor)
            self.editors[command.id] = editor
        layout.addWidget(self.table)
        defaults = QPushButton(self.tr("Restore defaults"))
        defaults.clicked.connect(self.restore_defaults)
        layout.addWidget(defaults)
        layout.addWidget(_buttons(self))

    def restore_defaults(self) -> None:
        """Put every default binding back in the editors."""
        for command in COMMANDS:
            keys = command.default_keys()
            self.editors[command.id].setKeySequence(keys[0] if keys else QKeySequence())

    def accept(self) -> None:
        """Store the bindings that differ from the defaults."""
        for command in COMMANDS:
            text = self.editors[command.id].keySequence().toString()
            if text != command.default_text() or self.settings.shortcut(command.id, "\0") != "\0":
                self.settings.set_shortcut(command.id, text)
        self.settings.sync()
        super().accept()


class OrderDialog(QDialog):
    """The owner orders the cards going onto a graveyard / discard pile (top first)."""

    def __init__(self, owner: str, cards: list[dict], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Order of the cards"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("%s, drag the cards into order (top first):") % owner))
        self.list = QListWidget()
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        for card in cards:
            item = QListWidgetItem(card_caption(card))
            item.setData(Qt.ItemDataRole.UserRole, card.get("label"))
            self.list.addItem(item)
        layout.addWidget(self.list)
        layout.addWidget(_buttons(self))

    def order(self) -> list[str]:
        """Labels, top first."""
        return [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())]


def zone_choice_text(key: str) -> str:
    """A zone in a list of targets: ``anna · Hand``, or just ``Removed`` for a shared zone."""
    owner = key.rpartition(".")[0]
    return f"{owner} · {zone_title(key)}" if owner else zone_title(key)


class PileDialog(QDialog):
    """The cards of a zone as the viewer sees them; pick one to move it somewhere."""

    moveRequested = Signal(str, str)  # label, target zone

    def __init__(self, title: str, cards: list[dict], targets: list[str],
                 parent: QWidget | None = None, default: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(380, 460)
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        for card in cards:
            item = QListWidgetItem(card_caption(card))
            label = None if card.get("hidden") else card.get("label")
            item.setData(Qt.ItemDataRole.UserRole, label)
            if label:
                item.setToolTip("\n".join(t for t in (type_line(card), str(card.get("text") or ""))
                                          if t))
            self.list.addItem(item)
        if not cards:
            empty = QListWidgetItem(self.tr("No cards here."))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(empty)
        layout.addWidget(self.list)
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
        layout.addWidget(close)
        self.list.currentItemChanged.connect(lambda *_: self._enable_move())
        self._enable_move()

    def _current_label(self) -> str | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def _enable_move(self) -> None:
        """*Move there* works on a card the viewer may see; a hidden card has no label."""
        self.move_button.setEnabled(bool(self._current_label()))

    def _move(self) -> None:
        item = self.list.currentItem()
        label = self._current_label()
        if item is not None and label:
            self.moveRequested.emit(label, self.target.currentData())
            self.list.takeItem(self.list.row(item))


class CardChoiceDialog(QDialog):
    """Pick one card from a list (or none when ``none_text`` is given).

    With ``reveal_for`` (a player's name) the cards stay hidden until that player, now at the
    seat, clicks to show them: in hot seat the other player may still be looking.
    """

    def __init__(self, title: str, prompt: str, cards: list[dict], none_text: str = "",
                 parent: QWidget | None = None, reveal_for: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        label = QLabel(prompt)
        label.setWordWrap(True)
        layout.addWidget(label)
        self.list = QListWidget()
        if none_text:
            self.list.addItem(QListWidgetItem(none_text))
        for card in cards:
            item = QListWidgetItem(card_caption(card))
            item.setData(Qt.ItemDataRole.UserRole, card.get("label"))
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(self.accept)
        self.reveal = QPushButton(self.tr("I am %s: show my cards") % reveal_for if reveal_for
                                  else "")
        self.reveal.setMinimumHeight(48)
        self.reveal.clicked.connect(self.show_cards)
        layout.addWidget(self.reveal)
        layout.addWidget(self.list)
        self.buttons = _buttons(self)
        layout.addWidget(self.buttons)
        if reveal_for:
            self.list.hide()
            self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
            self.reveal.setFocus()
        else:
            self.reveal.hide()

    def show_cards(self) -> None:
        """The player the cards belong to took the seat: show them."""
        self.reveal.hide()
        self.list.show()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        self.list.setFocus()
        self.resize(max(self.width(), CHOICE_SIZE.width()),
                    max(self.height(), CHOICE_SIZE.height()))

    def chosen(self) -> str | None:
        """The chosen label (None for the 'none' row)."""
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None


class HandoffScreen(QWidget):
    """Hides the table between turns until the next player takes the seat."""

    taken = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.message = QLabel()
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setStyleSheet("font-size: 22px;")
        layout.addWidget(self.message)
        self.button = QPushButton()
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(self.taken.emit)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(1)
        self.player = ""

    def ask(self, player: str, reason: str = "") -> None:
        """Show the screen for ``player``."""
        self.player = player
        text = reason or self.tr("Pass the seat to %s. The other player looks away.") % player
        self.message.setText(text)
        self.button.setText(self.tr("I am %s: show my side") % player)
