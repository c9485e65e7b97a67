"""The end of a game: when the engine reports an outcome (``Game.outcome``), the table says who
won and why, and offers a rematch, saving the game, or playing on in warn mode. No button is the
default (a rematch replaces the game on the table); Escape goes back to the table, where the
banner keeps the result and brings this back."""

from __future__ import annotations

from typing import Any

from desktop.dialogs import show_dialog
from desktop.qt import (
    QCoreApplication,
    QDialog,
    QLabel,
    QPushButton,
    Qt,
    QVBoxLayout,
    QWidget,
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Outcome", text)


def reason_text(outcome: dict) -> str:
    """Why the game ended, in the interface language."""
    loser = str(outcome.get("loser", ""))
    reasons = {
        "life": _tr("{loser} has no life left."),
        "hero_wounds": _tr("{loser}'s hero has as many wounds as its life."),
        "failed_draws": _tr("{loser} could not draw a card for the third time (rule {rule})."),
    }
    template = reasons.get(str(outcome.get("reason")), _tr("{loser} lost the game."))
    return template.format(loser=loser, rule=outcome.get("rule", ""))


def winners_text(outcome: dict) -> str:
    """``anna won!`` (or every winner, among three or more)."""
    return _tr("{winners} won!").format(winners=", ".join(map(str, outcome.get("winners") or [])))


def banner_text(outcome: dict) -> str:
    """The banner once the game has ended."""
    return f"{winners_text(outcome)} {reason_text(outcome)}"


def button_text() -> str:
    """The banner's button."""
    return _tr("What next…")


class EndDialog(QDialog):
    """Who won and why; *Rematch*, *Save the game…*, *Keep playing (warn mode)*, *Back to the
    table*."""

    def __init__(self, outcome: dict, warn: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("The game is over"))
        layout = QVBoxLayout(self)
        self.heading = QLabel(winners_text(outcome))
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading.setStyleSheet("font-size: 26px; font-weight: bold; padding: 8px;")
        layout.addWidget(self.heading)
        self.reason = QLabel(reason_text(outcome))
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("font-size: 15px; padding: 4px 12px 12px 12px;")
        layout.addWidget(self.reason)
        self.buttons = QVBoxLayout()
        self.choice = ""
        self.rematch = self._button(self.tr("&Rematch"), "rematch",
                                    self.tr("A new game of the same players and decks"))
        self.save = self._button(self.tr("&Save the game…"), "save",
                                 self.tr("Keep this game's record in a file"))
        self.go_on = self._button(
            self.tr("&Keep playing") if warn else self.tr("&Keep playing (warn mode)"), "go_on",
            self.tr("Go on with this game; the rules flag what they would refuse"))
        self.back = self._button(self.tr("&Back to the table"), "",
                                 self.tr("Look at the table; the banner above it brings this "
                                         "back"))
        self.back.clicked.disconnect()
        self.back.clicked.connect(self.reject)
        layout.addLayout(self.buttons)
        self.setMinimumWidth(max(420, self.heading.sizeHint().width() + 60))

    def _button(self, text: str, choice: str, tip: str) -> QPushButton:
        """A full-width button; none is the default (Enter alone does nothing)."""
        button = QPushButton(text)
        button.setAutoDefault(False)
        button.setMinimumHeight(34)
        button.setToolTip(tip)
        button.clicked.connect(lambda: self._choose(choice))
        self.buttons.addWidget(button)
        return button

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()


def ask(window: Any, outcome: dict) -> QDialog:
    """Show the end of the game over the table; carry out what the players choose."""
    dialog = EndDialog(outcome, window.game.enforcement == "warn", window)

    def chosen() -> None:
        if dialog.choice == "rematch":
            window.rematch()
        elif dialog.choice == "save":
            window.cmd_save_as()
        elif dialog.choice == "go_on" and window.game.enforcement != "warn":
            window.controller.act("enforcement", mode="warn")

    dialog.accepted.connect(chosen)
    return show_dialog(dialog)
