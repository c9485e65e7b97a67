"""The Berserk mulligan (301.7) as a guided flow.

Each player declares once, the first player first (the engine's ``pending`` says who is next):
keep the hand, or tick cards to put on the bottom of their deck and draw as many. Between the
players the hand-off screen passes the computer on; when everyone has declared, the game starts
(``phase`` to the first phase the engine allows).
"""

from __future__ import annotations

from typing import Any

from desktop.procedures.base import StepDialog, find_card, open_dialog
from desktop.qt import QCoreApplication, QDialog, QWidget


def _tr(text: str) -> str:
    return QCoreApplication.translate("Mulligan", text)


class MulliganDialog(StepDialog):
    """A player's mulligan: their hand as pictures; the cards picked go to the bottom of their
    deck. The answer button says what it does: *Keep this hand* or *Put back N cards*."""

    def __init__(self, player: str, cards: list[dict], parent: QWidget | None = None) -> None:
        from desktop.dialogs import CardList  # with the dialog: the banner's texts need none

        super().__init__(self.tr("Mulligan: %s") % player, self.tr(
            "%s, keep this hand, or click the cards to put on the bottom of your deck: you "
            "draw as many.") % player, "", parent, default=True)
        self.player = player
        self.list = CardList(cards, several=True)
        self.list.setCurrentRow(-1)
        self.add(self.list, 1)
        self.finish_layout()
        self.list.itemSelectionChanged.connect(self._update)
        self.list.setFocus()
        self.resize(self.list.fit_width(max(4, min(len(cards), 7))), self.list.cell.height() + 190)
        self._update()

    def _update(self) -> None:
        count = len(self.chosen())
        self.answer.setText(self.tr("Keep this hand") if not count else self.tr(
            "Put back %n card(s) and draw as many", "", count))

    def chosen(self) -> list[str]:
        """The cards picked, in the order shown."""
        return self.list.picked_labels()


def ask(window: Any, step: dict) -> QDialog:
    """Open the mulligan question of ``step`` for its player (the seat)."""
    controller = window.controller
    player = step["player"]
    labels = (step.get("choices") or {}).get("cards") or []
    cards = [card for card in (find_card(controller.view, label) for label in labels) if card]
    dialog = MulliganDialog(player, cards, window)

    def declare() -> None:
        controller.perform({"act": "mulligan", "by": player, "cards": dialog.chosen()})
        start_when_declared(window)
        window.procedures.ask_soon()

    return open_dialog(dialog, declare)


def start_when_declared(window: Any) -> None:
    """Everyone declared: the active player's first turn phase begins."""
    game = window.game
    controller = window.controller
    if game.pending() is not None or game.phase not in controller.info.get("setup_phases", ()):
        return
    legal = game.legal_phases(game.active_player)
    if legal:
        controller.perform({"act": "phase", "by": game.active_player, "to": legal[0]})


def handoff_text(step: dict) -> str:
    """The hand-off screen's line before a player's mulligan."""
    return _tr("%s decides on a mulligan: the other player looks away.") % step["player"]


def banner_text(step: dict) -> str:
    """The banner while a mulligan is open."""
    return _tr("Mulligan: %s keeps this hand or puts cards back.") % step["player"]


def button_text(_step: dict) -> str:
    """The banner's button."""
    return _tr("Decide…")
