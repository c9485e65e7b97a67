"""Hands that live on phones, on the table's side: nothing here serves or imports the phones'
server (desktop/phones loads only when the player opens View → Hands on phones…).

- Which seats' hands are on phones (joined, or away since their phone dropped) is remembered
  per journal in the settings (:class:`desktop.settings.Settings`, ``phones/hands``), with a
  fingerprint of the game's header, so that the app restarted on that journal (``--journal``, a
  resumed autosave) resumes hidden, behind the hand-off screen. A new game in the same file has
  another header: its entry is ignored and replaced.
- :class:`AwayNotice`: the strip above the table that says whose phone is not connected, and
  offers to bring that hand back to the table (behind the hand-off screen).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from desktop.qt import QFrame, QHBoxLayout, QLabel, QPushButton, Qt, QVBoxLayout, QWidget, Signal

NOTICE_STYLE = """
#awayNotice { background: #4a2420; border-bottom: 2px solid #e5534b; }
#awayNotice QLabel { color: #f7dcd8; font-size: 15px; }
#awayNotice QPushButton { font-size: 14px; padding: 5px 18px; }
"""


def journal_key(journal: Path) -> str:
    """The settings key of a journal file (its resolved path, hashed: no path in a key)."""
    return hashlib.sha256(str(Path(journal).resolve()).encode("utf-8")).hexdigest()[:32]


def game_key(game: Any) -> str:
    """A fingerprint of the game's header: the same game resumed has the same one."""
    text = json.dumps(game.header, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def recall(settings: Any, journal: Path | None, game: Any) -> frozenset[str]:
    """The players whose hands were on phones when ``game`` was last on the table with this
    journal (empty: none, no journal, or another game was in the file)."""
    if journal is None:
        return frozenset()
    stored = settings.phone_hands(journal_key(journal))
    if stored is None:
        return frozenset()
    key, players = stored
    if key != game_key(game):  # another game in the same file
        settings.set_phone_hands(journal_key(journal), None)
        return frozenset()
    return frozenset(players) & frozenset(game.players)


def remember(settings: Any, journal: Path | None, game: Any, players: frozenset[str]) -> None:
    """Keep (at once, on disk) whose hands are on phones now; none: the entry goes."""
    if journal is None:
        return
    value = (game_key(game), sorted(players)) if players else None
    settings.set_phone_hands(journal_key(journal), value)
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
