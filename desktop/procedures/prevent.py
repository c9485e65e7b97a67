"""HKK reactions (93.4.6) as a guided flow: an opponent prevents the card just played or the
Flow just used.

Only the very next action may prevent it, so the chance is offered where it costs the active
player nothing: a button in the middle band ("bela / Prevent…", its tooltip saying what) while
the engine's ``preventable`` names the chance; the active player's next action simply closes
it, and nothing on the table moves when it comes or goes. Used (that button, or Game →
Reaction: prevent it…), the seat goes to the reacting player behind the hand-off screen; they
confirm, and may pick the card of their hand they react with (it goes to their discard pile,
in the log for everyone to see); the engine applies ``prevent`` and the table goes back to the
player whose turn it is. *Back* (or Escape) is no reaction: the table goes back at once.
"""

from __future__ import annotations

from typing import Any

from desktop.dialogs import CardList
from desktop.procedures.base import find_card, hand_cards
from desktop.procedures.stepdialog import StepDialog, open_dialog
from desktop.qt import QCoreApplication, QDialog, QLabel, QWidget


def _tr(text: str) -> str:
    return QCoreApplication.translate("Prevent", text)


def card_name(game: Any, chance: dict) -> str:
    """The prevented card's name as everyone at the table sees it ("" when it is hidden: a Flow
    sends the card into its owner's deck)."""
    card = find_card(game.view("spectator"), chance.get("card"))
    return str(card.get("name") or "") if card else ""


def what_text(game: Any, chance: dict) -> str:
    """``anna's play of Farkas`` / ``anna's Flow``."""
    player = str(chance.get("by") or "")
    if chance.get("what") == "flow":
        return _tr("{player}'s Flow").format(player=player)
    name = card_name(game, chance)
    if name:
        return _tr("{player}'s play of {card}").format(player=player, card=name)
    return _tr("{player}'s play").format(player=player)


def offer_tip(game: Any, chance: dict) -> str:
    """What the band's button offers, while the chance is open (the next action closes it)."""
    return _tr("{reactor} may react: prevent {what}. Any other action lets it stand.").format(
        reactor=_reactors(chance), what=what_text(game, chance))


def offer_text(chance: dict) -> str:
    """The band's button, on two lines (narrow beside the phases): who may react, then
    ``Prevent…``."""
    return f"{_reactors(chance)}\n{_tr('Prevent…')}"


def _reactors(chance: dict) -> str:
    return ", ".join(map(str, chance.get("players") or []))


def handoff_text(game: Any, chance: dict, reactor: str) -> str:
    """The hand-off screen's line before the reacting player confirms."""
    return _tr("{reactor} reacts: prevent {what}? The other player looks away.").format(
        reactor=reactor, what=what_text(game, chance))


class PreventDialog(StepDialog):
    """The reacting player confirms: what is prevented and what that does; below, their hand,
    to pick the card they react with (none picked: nothing of theirs moves). *Back* (Escape)
    is no reaction."""

    def __init__(self, reactor: str, what: str, flow: bool, hand: list[dict],
                 parent: QWidget | None = None) -> None:
        consequence = (self.tr("Its effect is lost; the cost stays paid.") if flow else self.tr(
            "The card goes to its owner's discard pile; the cost stays paid."))
        super().__init__(self.tr("Reaction: %s prevents") % reactor, self.tr(
            "{reactor}, prevent {what}? {consequence}").format(
            reactor=reactor, what=what, consequence=consequence), self.tr("Prevent it"), parent,
            default=True)
        self.list = CardList(hand, several=True)
        self.list.setCurrentRow(-1)
        if hand:
            caption = QLabel(self.tr("The card you react with, if any (click it): it goes to "
                                     "your discard pile."))
            caption.setWordWrap(True)
            self.add(caption)
            self.add(self.list, 1)
            self.resize(self.list.fit_width(max(3, min(len(hand), 6))),
                        self.list.cell.height() + 190)
        self.finish_layout()
        self.setMinimumWidth(460)

    def reacting_with(self) -> list[str]:
        """The cards of the hand picked as the reaction's (in hand order)."""
        return self.list.picked_labels()


def discard_zone(game: Any) -> str:
    """The game's discard pile (its data's graveyard role: HKK ``discard``)."""
    from engine.registry import game_data

    return str((game_data(game.ruleset_name).get("zone_roles") or {}).get("graveyard",
                                                                         "discard"))


def ask(window: Any, chance: dict, reactor: str) -> QDialog:
    """The reacting player (at the seat now) confirms the reaction, or goes back."""
    controller = window.controller
    game = window.game
    dialog = PreventDialog(reactor, what_text(game, chance), chance.get("what") == "flow",
                           hand_cards(controller.view, reactor), window)

    def prevent() -> None:
        window.procedures.reacting = None
        verdict = controller.perform({"act": "prevent", "by": reactor, "card": chance["card"]},
                                     chance["card"])
        if verdict is None or not verdict.applied:
            return
        discard = f"{reactor}.{discard_zone(game)}"
        for label in dialog.reacting_with():  # after the prevent: it must come first
            controller.perform({"act": "move", "by": reactor, "card": label, "to": discard},
                               label)

    def back() -> None:
        if window.procedures.reacting == reactor and window.controller is controller:
            window.procedures.reacting = None
            controller.give_back()

    dialog.rejected.connect(back)
    return open_dialog(dialog, prevent)
