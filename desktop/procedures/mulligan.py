"""The Berserk mulligan (301.7) as a guided flow.

Each player declares once, the first player first (the engine's ``pending`` says who is next):
keep the hand, or tick cards to put on the bottom of their deck and draw as many. Between the
players the hand-off screen passes the computer on; when everyone has declared, the game starts
(``phase`` to the first phase the engine allows).

The banner's and the hand-off screen's texts are here; the dialog
(:mod:`desktop.procedures.mulligandialog`) loads when the question is asked, over the painted table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop.procedures.base import find_card
from desktop.qt import QCoreApplication
from desktop.texts import act_title

if TYPE_CHECKING:
    from desktop.qt import QDialog


def _tr(text: str) -> str:
    return QCoreApplication.translate("Mulligan", text)


def ask(window: Any, step: dict) -> QDialog:
    """Open the mulligan question of ``step`` for its player (the seat)."""
    from desktop.procedures.mulligandialog import MulliganDialog  # the banner's texts need none
    from desktop.procedures.stepdialog import open_dialog

    controller = window.controller
    player = step["player"]
    labels = (step.get("choices") or {}).get("cards") or []
    cards = [card for card in (find_card(controller.view, label) for label in labels) if card]
    drafts = window.procedures.drafts  # what the player picked before going back (Escape)
    draft = ("mulligan", player, tuple(labels))
    dialog = MulliganDialog(player, cards, window, drafts.get(draft))

    def declare() -> None:
        drafts.pop(draft, None)
        controller.perform({"act": "mulligan", "by": player, "cards": dialog.chosen()})
        start_when_declared(window)
        window.procedures.ask_soon()

    dialog.rejected.connect(lambda: drafts.__setitem__(draft, dialog.chosen()))
    return open_dialog(dialog, declare)


def start_when_declared(window: Any) -> None:
    """Everyone declared: the active player's first turn phase begins."""
    controller = window.controller
    action = first_turn_phase(window.game, controller.info)
    if action is not None:
        controller.perform(action)


def first_turn_phase(game: Any, info: dict) -> dict | None:
    """The action that begins the first turn once every player has declared (``info``: the
    game's ``table_info``); None while someone still decides, or after the setup."""
    if game.pending() is not None or game.phase not in info.get("setup_phases", ()):
        return None
    legal = game.legal_phases(game.active_player)
    return {"act": "phase", "by": game.active_player, "to": legal[0]} if legal else None


def handoff_text(step: dict) -> str:
    """The hand-off screen's line before a player's mulligan."""
    return _tr("%s decides on a mulligan: the other player looks away.") % step["player"]


def banner_text(step: dict) -> str:
    """The banner while a mulligan is open."""
    return _tr("{mulligan}: {player} keeps this hand or puts cards back.").format(
        mulligan=act_title("mulligan"), player=step["player"])


def button_text(_step: dict) -> str:
    """The banner's button."""
    return _tr("Decide…")
