"""File → Open card set…: start a game on a card set folder with its deck lists, or browse it.

The dialog shows the set (game, name, version, cards, problems) and, for each player, a deck list
found in the folder (``*.txt`` there or in ``decks/``), another file, or the whole set. The deck
checker's findings are shown as warnings; an illegal deck can still be played (a playtester may
do so on purpose). The new game's header names the set's folder (``cardset``) so the table finds
the images and watches the files.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop.cardsets.browser import deck_files
from desktop.dialogs import DEFAULT_NAMES, add_player_row
from desktop.qt import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QWidget,
    Signal,
)
from desktop.texts import problem_line

WHOLE_SET = ""


@dataclass
class SeatChoice:
    """One player: a name and a deck list file (``WHOLE_SET``: every card of the set)."""

    name: str
    deck: str = WHOLE_SET


def hero_type(cardset: Any) -> str | None:
    """The card type that goes in the Hero section in the set's game (its data's ``hero_type``)."""
    from engine.games import game_data

    rules = game_data(cardset.game).get("deck_rules") or {}
    return rules.get("hero_type") if rules.get("heroes") else None


def whole_set_deck(cardset: Any) -> tuple[list[str], str | None]:
    """Every card of the set as many times as its ``count`` says, and the hero (the first card of
    the game's hero type). Tokens are created during play, not dealt."""
    kind = hero_type(cardset)
    heroes = [card_id for card_id, card in cardset.cards.items() if kind and card.type == kind]
    deck = [card_id for card_id in cardset.cards
            if card_id not in cardset.tokens and card_id not in heroes
            for _ in range(max(0, cardset.counts.get(card_id, 1)))]
    return deck, heroes[0] if heroes else None


def read_decks(cardset: Any, seats: list[SeatChoice]) -> tuple[dict[str, Any], list[str]]:
    """Each seat's parsed deck list (None: the whole set) and every finding, as lines."""
    from engine.decks import check_deck, parse_deck

    decks: dict[str, Any] = {}
    findings: list[str] = []
    for seat in seats:
        if not seat.deck:
            decks[seat.name] = None
            continue
        deck = parse_deck(seat.deck, cardset)
        decks[seat.name] = deck
        findings += [f"{seat.name}: {problem_line(p)}" for p in check_deck(deck, cardset)]
    return decks, findings


def game_on_set(cardset: Any, seats: list[SeatChoice], enforcement: str = "strict",
                seed: int | None = None, ruleset: str | None = None) -> Any:
    """A new game with these players' decks, of the set's ruleset (or ``ruleset``: the free table
    plays any set); its header names the set's folder."""
    from engine import Game

    decks, _findings = read_decks(cardset, seats)
    players = [seat.name for seat in seats]
    dealt: dict[str, list[str]] = {}
    heroes: dict[str, str] = {}
    prepared: dict[str, list[str]] = {}
    for player in players:
        deck = decks[player]
        if deck is None:
            dealt[player], hero = whole_set_deck(cardset)
            if hero:
                heroes[player] = hero
            continue
        dealt[player] = deck.cards("deck")
        if deck.hero():
            heroes[player] = deck.hero()
        if deck.cards("prepared"):
            prepared[player] = deck.cards("prepared")
    return Game.new_game(ruleset=ruleset or cardset.game, players=players,
                         cards=cardset.header_cards(), decks=dealt, heroes=heroes or None,
                         enforcement=enforcement, seed=seed, prepared=prepared or None,
                         cardset=str(cardset.folder), name=cardset.name)


class OpenCardSetDialog(QDialog):
    """What to do with a loaded card set: start a game on it, or browse its cards."""

    browseRequested = Signal()

    def __init__(self, cardset: Any, enforcement: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cardset = cardset
        self.enforcement = enforcement
        self.setWindowTitle(self.tr("Open card set — %s") % cardset.name)
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("%s %s (%s): %n card(s)", "", len(cardset.cards))
                           % (cardset.name, cardset.version, cardset.game)))
        if cardset.problems:
            problems = QListWidget()
            problems.setWordWrap(True)
            problems.addItems([problem_line(p) for p in cardset.problems])
            problems.setMaximumHeight(120)
            form.addRow(QLabel(self.problems_title()), problems)
        self.files = list(deck_files(Path(cardset.folder)))
        self.names: list[QLineEdit] = []
        self.decks: list[QComboBox] = []
        for index, default in enumerate(DEFAULT_NAMES):
            name = QLineEdit(default)
            deck = QComboBox()
            deck.addItem(self.tr("the whole set"), WHOLE_SET)
            for file in self.files:
                deck.addItem(file.name, str(file))
            if index < len(self.files):
                deck.setCurrentIndex(index + 1)
            elif self.files:
                deck.setCurrentIndex(1)
            deck.currentIndexChanged.connect(self._check)
            other = QPushButton(self.tr("Other…"))
            other.setAutoDefault(False)
            other.clicked.connect(lambda _=False, d=deck: self._pick(d))
            add_player_row(form, index, name, deck, other)
            self.names.append(name)
            self.decks.append(deck)
        self.warnings = QListWidget()
        self.warnings.setWordWrap(True)
        self.warnings.setMaximumHeight(140)
        form.addRow(self.tr("Deck check"), self.warnings)
        buttons = QDialogButtonBox()
        self.start_button = buttons.addButton(self.tr("&Start game"),
                                              QDialogButtonBox.ButtonRole.AcceptRole)
        browse = buttons.addButton(self.tr("&Browse cards"), QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        browse.clicked.connect(self._browse)
        form.addRow(buttons)
        self._check()

    def problems_title(self) -> str:
        """What the list of the set's problems is called: the rows left out, else "Warnings"
        where there are any, else "Notes" (columns kept as notes are information, no warning)."""
        left_out = len(self.cardset.rejected)  # rows, not problems: a row may have several
        if left_out or self.cardset.errors:
            return self.tr("%n row(s) left out", "", left_out)
        if any(p.severity == "warning" for p in self.cardset.problems):
            return self.tr("Warnings")
        return self.tr("Notes")

    def _pick(self, box: QComboBox) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Choose a deck list"),
                                              str(self.cardset.folder),
                                              self.tr("Deck lists (*.txt);;All files (*)"))
        if path:
            box.addItem(Path(path).name, path)
            box.setCurrentIndex(box.count() - 1)

    def _browse(self) -> None:
        self.browseRequested.emit()
        self.reject()

    def seats(self) -> list[SeatChoice]:
        """The players and their decks as chosen."""
        return [SeatChoice(name.text().strip() or default, deck.currentData() or WHOLE_SET)
                for name, deck, default in zip(self.names, self.decks, DEFAULT_NAMES, strict=True)]

    def _check(self) -> None:
        from engine.cardset import CardSetError

        self.warnings.clear()
        try:
            _decks, findings = read_decks(self.cardset, self.seats())
        except CardSetError as error:
            findings = [problem_line(error)]
        self.warnings.addItems(findings or [self.tr("The decks follow the construction rules.")])

    def make_game(self, seed: int | None = None) -> Any:
        """The game the dialog describes."""
        return game_on_set(self.cardset, self.seats(), self.enforcement, seed)
