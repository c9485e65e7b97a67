"""HKK reactions (93.4.6) as a guided flow: an opponent prevents the card just played or the
Flow just used.

Only the very next action may prevent it, so the chance is offered where it costs the active
player nothing: a button in the middle band ("bela / Prevent…", its tooltip saying what) while
the engine's ``preventable`` names the chance; the active player's next action simply closes
it, and nothing on the table moves when it comes or goes. Used (that button, or Game →
Reaction: prevent it…), the seat goes to the reacting player behind the hand-off screen; they
confirm, and may pick the card of their hand they react with (``prevent``'s ``with``: they pay
its cost and it goes to their discard pile, in the log for everyone to see); the engine applies
``prevent`` and the table goes back to the player whose turn it is. *Back* (or Escape) is no
reaction: the table goes back at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop.dialogs import CardList
from desktop.procedures.base import find_card, hand_cards
from desktop.procedures.stepdialog import StepDialog, open_dialog
from desktop.qt import QCoreApplication, QDialog, QLabel, QSignalBlocker, QWidget
from desktop.texts import term_fields, verdict_note


def _tr(text: str) -> str:
    return QCoreApplication.translate("Prevent", text)


def card_name(table: Any, chance: dict) -> str:
    """The prevented card's name as everyone at the table sees it ("" when it is hidden: a Flow
    sends the card into its owner's deck)."""
    card = find_card(table.view_of("spectator"), chance.get("card"))
    return str(card.get("name") or "") if card else ""


def what_text(table: Any, chance: dict) -> str:
    """``anna's play of Farkas`` / ``anna's Flow of Sodró patak`` (a Flow shows its card to
    everyone: the engine names it) / ``anna's Flow`` (a record older than that rule)."""
    player = str(chance.get("by") or "")
    if chance.get("what") == "flow":
        if chance.get("name"):
            return _tr("{player}'s {hkk.flow} of {card}").format(
                player=player, card=str(chance["name"]), **term_fields())
        return _tr("{player}'s {hkk.flow}").format(player=player, **term_fields())
    name = card_name(table, chance)
    if name:
        return _tr("{player}'s play of {card}").format(player=player, card=name)
    return _tr("{player}'s play").format(player=player)


def offer_tip(table: Any, chance: dict) -> str:
    """What the band's button offers, while the chance is open (the next action closes it)."""
    return _tr("{reactor} may react: prevent {what}. Any other action lets it stand.").format(
        reactor=_reactors(chance), what=what_text(table, chance))


def offer_text(chance: dict) -> str:
    """The band's button, on two lines (narrow beside the phases): who may react, then
    ``Prevent…``."""
    return f"{_reactors(chance)}\n{_tr('Prevent…')}"


def _reactors(chance: dict) -> str:
    return ", ".join(map(str, chance.get("players") or []))


def handoff_text(table: Any, chance: dict, reactor: str) -> str:
    """The hand-off screen's line before the reacting player confirms."""
    return _tr("{reactor} reacts: prevent {what}? The other player looks away.").format(
        reactor=reactor, what=what_text(table, chance))


class PreventDialog(StepDialog):
    """The reacting player confirms: what is prevented and what that does; below, their hand,
    to pick the card they react with (at most one; none picked: nothing of theirs moves). The
    picked card's cost is paid with the reaction: a card they cannot pay for is refused here,
    with the engine's reason, before the table moves. *Back* (Escape) is no reaction.

    *Prevent it* is no default: it undoes another player's play, and it needs no pick, so the
    Enter that took the seat on the hand-off screen and one more would have prevented the play
    unseen. It takes a click (or Tab to it and Space)."""

    def __init__(self, reactor: str, what: str, flow: bool, hand: list[dict],
                 refusal: Callable[[str | None], str] | None = None,
                 parent: QWidget | None = None) -> None:
        consequence = (self.tr("Its effect is lost; the cost stays paid.") if flow else self.tr(
            "The card goes to its owner's discard pile; the cost stays paid."))
        super().__init__(self.tr("Reaction: %s prevents") % reactor, self.tr(
            "{reactor}, prevent {what}? {consequence}").format(
            reactor=reactor, what=what, consequence=consequence), self.tr("Prevent it"), parent)
        self.refusal = refusal or (lambda _label: "")
        self.list = CardList(hand, several=True)  # a click picks, a second click drops
        self.list.setCurrentRow(-1)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #a02020;")
        if hand:
            caption = QLabel(self.tr("The card you react with, if any (click it): you pay its "
                                     "cost, and it goes to your discard pile."))
            caption.setWordWrap(True)
            self.add(caption)
            self.add(self.list, 1)
            self.add(self.note)
            self.resize(self.list.fit_width(max(3, min(len(hand), 6))),
                        self.list.cell.height() + 210)
        self.list.itemSelectionChanged.connect(self._one_pick)
        self.finish_layout()
        self.setMinimumWidth(460)

    def _one_pick(self) -> None:
        """A reaction is one card: picking another drops the one picked before."""
        current = self.list.currentItem()
        picked = self.list.selectedItems()
        if len(picked) > 1 and current is not None and current.isSelected():
            blocker = QSignalBlocker(self.list)
            for item in picked:
                item.setSelected(item is current)
            del blocker
        why = self.refusal(self.reacting_with())
        self.note.setText(why)
        self.answer.setEnabled(not why)

    def reacting_with(self) -> str | None:
        """The label of the card picked to react with, if any."""
        picked = self.list.picked_labels()
        return picked[0] if picked else None

    def ready(self) -> bool:
        return self.answer.isEnabled()


def prevent_action(reactor: str, card: str, reacting_with: str | None) -> dict:
    """The ``prevent`` action: the reaction card, if any, is paid for and discarded with it."""
    action = {"act": "prevent", "by": reactor, "card": card}
    if reacting_with is not None:
        action["with"] = reacting_with
    return action


def discard_zone(game: Any) -> str:
    """The game's discard pile (its data's graveyard role: HKK ``discard``)."""
    from engine.games import game_data

    return str((game_data(game.ruleset_name).get("zone_roles") or {}).get("graveyard",
                                                                         "discard"))


def ask(window: Any, chance: dict, reactor: str) -> QDialog:
    """The reacting player (at the seat now) confirms the reaction, or goes back."""
    controller = window.controller
    game = window.game
    card = str(chance["card"])

    def refusal(reacting_with: str | None) -> str:
        verdict = game.check(prevent_action(reactor, card, reacting_with))
        return "" if verdict.ok else verdict_note(verdict)

    dialog = PreventDialog(reactor, what_text(window.controller, chance), chance.get("what") == "flow",
                           hand_cards(controller.view, reactor), refusal, window)

    def prevent() -> None:
        window.procedures.reacting = None
        controller.perform(prevent_action(reactor, card, dialog.reacting_with()), card)

    def back() -> None:
        if window.procedures.reacting == reactor and window.controller is controller:
            window.procedures.reacting = None
            controller.give_back()

    dialog.rejected.connect(back)
    return open_dialog(dialog, prevent)
