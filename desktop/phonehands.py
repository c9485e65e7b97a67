"""Hands that live on phones, on the table's side: nothing here serves or imports the phones'
server (desktop/phones loads only when the player opens View → Hands on phones…).

- Which seats' hands are on phones (joined, or away since their phone dropped) is remembered
  per journal file in the settings (:class:`desktop.settings.Settings`, ``phones/hands``: the
  journal's path -> a fingerprint of the game's header and the players), written at once on
  every change, so that the app restarted on that journal (``--journal``, a resumed autosave,
  even after a crash) resumes hidden, behind the hand-off screen. A new game in the same file
  has another header: its entry is dropped.
- :class:`AwayNotice`: the strip above the table that says whose phone is not connected, and
  offers to bring that hand back to the table (behind the hand-off screen).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from desktop.qt import QFrame, QHBoxLayout, QLabel, QPushButton, Qt, QVBoxLayout, QWidget, Signal

if TYPE_CHECKING:
    from desktop.settings import Settings
    from engine.game import Game

NOTICE_STYLE = """
#awayNotice { background: #4a2420; border-bottom: 2px solid #e5534b; }
#awayNotice QLabel { color: #f7dcd8; font-size: 15px; }
#awayNotice QPushButton { font-size: 14px; padding: 5px 18px; }
"""


def game_key(game: Game) -> str:
    """A fingerprint of the game's header: the same game resumed has the same one."""
    import hashlib  # only when phones were used: not part of a start's first paint

    text = json.dumps(game.header, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def recall(settings: Settings, journal: Path | None, game: Game) -> frozenset[str]:
    """The players whose hands were on phones when ``game`` was last on the table with this
    journal (empty: none, no journal, or another game was in the file, whose entry goes)."""
    if journal is None:
        return frozenset()
    entries = settings.phone_hands
    path = str(Path(journal).resolve())
    if path not in entries:
        return frozenset()
    key, players = entries[path]
    if key != game_key(game):  # another game in the same file
        del entries[path]
        settings.phone_hands = entries
        return frozenset()
    return frozenset(players) & frozenset(game.players)


def remember(settings: Settings, journal: Path | None, game: Game,
             players: frozenset[str]) -> None:
    """Keep (at once, on disk) whose hands are on phones now; none: the entry goes."""
    if journal is None:
        return
    entries = settings.phone_hands
    path = str(Path(journal).resolve())
    if players:
        entries[path] = (game_key(game), sorted(players))
    else:
        entries.pop(path, None)
    settings.phone_hands = entries
    settings.sync()  # a crash right after a phone joined must still find it


class AwayNotice(QFrame):
    """One line per player whose phone is not connected: their hand stays hidden, and a button
    brings it back to the table behind the hand-off screen. Hidden while every phone is joined."""

    bringBack = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("awayNotice")
        self.setStyleSheet(NOTICE_STYLE)
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(12, 4, 12, 4)
        self.players: list[str] = []
        self.texts: dict[str, tuple[QLabel, QPushButton]] = {}
        self.hide()

    def show_players(self, players: list[str]) -> None:
        """Say it for these players (none: hide)."""
        if players != self.players:
            for label, button in self.texts.values():
                label.deleteLater()
                button.deleteLater()
            while self.rows.count():
                self.rows.takeAt(0)
            self.texts = {}
            for player in players:
                row = QHBoxLayout()
                label = QLabel()
                label.setWordWrap(True)
                button = QPushButton()
                button.setAutoDefault(False)
                button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
                button.clicked.connect(lambda _c=False, p=player: self.bringBack.emit(p))
                row.addWidget(label, 1)
                row.addWidget(button)
                self.rows.addLayout(row)
                self.texts[player] = (label, button)
            self.players = list(players)
        self.retranslate()
        self.setVisible(bool(players))

    def retranslate(self) -> None:
        """Texts in the interface language."""
        for player, (label, button) in self.texts.items():
            label.setText(self.tr("{player}'s phone is not connected: {player}'s hand stays "
                                  "hidden until it joins again.").format(player=player))
            button.setText(self.tr("Bring {player}'s hand to the table…").format(player=player))
            button.setToolTip(self.tr(
                "The others look away: {player}'s hand shows on this screen once {player} "
                "takes the seat behind the hand-off screen.").format(player=player))
