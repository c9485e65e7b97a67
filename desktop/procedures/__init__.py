"""Guided flows, one module each: the Berserk mulligan, the HKK duel, Flow and Treasure (one
flow: a hand card's paid ability), reactions that prevent, tokens, looking and searching, the
end of the game.

:class:`Procedures` is the table's side of them. Which question is open is never kept here: it
is read from the engine (``game.pending``) each time, so a game resumed after ``kill -9`` asks
exactly the question that was open, and undo brings a question back. A question is asked when
its player takes the seat (after the hand-off screen), when a flow's own step leads to it, or
from the banner above the table; Escape in any of the dialogs goes back to the table.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any

from desktop.procedures.banner import StepBanner
from desktop.procedures.base import hand_cards, has_stat
from desktop.qt import QCoreApplication, QObject, QTimer, is_alive

if TYPE_CHECKING:
    from desktop.qt import QDialog

# The engine's pending steps and the flows (modules of this package) that ask them.
ASKERS = {"mulligan": ("mulligan", "ask"), "duel_answer": ("duel", "ask_answer"),
          "duel_effect": ("duel", "ask_effect")}
TEXTS = {"mulligan": "mulligan", "duel_answer": "duel", "duel_effect": "duel"}
# Any other question a game asks as data (engine/protocol.py) is asked by one generic flow.
GENERIC = ("question", "ask")


def texts_of(step: dict | None) -> str | None:
    """The flow module whose texts name ``step`` (the generic one for a question as data)."""
    kind = str((step or {}).get("step"))
    return TEXTS.get(kind) or ("question" if step and "title" in step else None)
HAND_ABILITIES = {"flow": "abilities", "treasure": "abilities", "duel": "duel"}


def flow(name: str) -> ModuleType:
    """A flow's module, imported when it is first needed: the flows and their dialogs are not
    loaded at start (issue 12), only the banner is."""
    return import_module(f"{__name__}.{name}")


def _tr(text: str) -> str:
    return QCoreApplication.translate("Procedures", text)


class Procedures(QObject):
    """The guided flows of one main window, and the banner that shows the open question."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: QDialog | None = None  # the open question's dialog
        self.enabled = True  # False for --screenshot: no dialog ever shows
        self.banner = StepBanner()
        self.banner.clicked.connect(self._banner_clicked)
        self._banner_does: Any = None  # what the banner's button does now
        self._outcome: dict | None = None
        self.reacting: str | None = None  # the player who asked to react, until they confirm
        # A question's answer begun and left with Escape, by the question (its step, player and
        # choices): asked again, it starts from there. Only the table's own state, never a rule.
        self.drafts: dict[tuple, Any] = {}

    @property
    def controller(self) -> Any:
        """The window's controller (a new one comes with each game)."""
        return self.window.controller

    def game_changed(self) -> None:
        """A new game is on the table: a finished one shows its result on the banner only."""
        self.reacting = None
        self.drafts.clear()
        self.close_dialog()
        self._outcome = self.controller.result.outcome

    def close_dialog(self) -> None:
        """Close the open question's dialog (its question stays open on the banner)."""
        if self._asking():
            assert self.dialog is not None
            self.dialog.reject()
        self.dialog = None

    def _asking(self) -> bool:
        """Whether the open question's dialog shows (a closed one is destroyed)."""
        return self.dialog is not None and is_alive(self.dialog) and self.dialog.isVisible()

    # Asking the open question.
    def ask_soon(self) -> None:
        """Ask the open question once the current event is done (the table redrawn first)."""
        QTimer.singleShot(0, self.ask)

    def ask(self) -> bool:
        """Open the pending question's dialog if the player at the seat is the one to answer
        and the table shows; True if a dialog is open now."""
        if not self.enabled or self.window.central() is not self.window.table:
            return False
        if self._asking():
            return True
        step = self.controller.pending()
        if step is None:
            return self._ask_reaction()
        if step.get("player") != self.controller.seat or step.get("player") in (
                self.controller.off_table):
            return False  # another player's question, or one asked on the player's phone
        asker = ASKERS.get(str(step.get("step"))) or (GENERIC if "title" in step else None)
        if asker is None:
            return False
        module, function = asker
        self.dialog = getattr(flow(module), function)(self.window, step)
        return True

    def _ask_reaction(self) -> bool:
        """The player who asked to react, now at the seat, confirms (if the chance is still
        open)."""
        chance = self.controller.result.preventable()
        seat = self.controller.seat
        if (self.reacting != seat or chance is None or seat not in chance["players"]
                or seat in self.controller.off_table):
            return False
        self.dialog = flow("prevent").ask(self.window, chance, seat)
        return True

    def open_step(self, kind: str | None = None) -> bool:
        """A command that would go past an open question (a phase, the end of the turn, the
        mulligan command) asks it instead; True if there is one (of ``kind``, if given)."""
        step = self.controller.result.pending_public
        if step is None or (kind is not None and step.get("step") != kind):
            return False
        if not self.ask():
            texts = texts_of(step)
            if texts is not None:
                self.window.statusBar().showMessage(flow(texts).banner_text(step), 6000)
        return True

    def reason(self, player: str) -> str:
        """The hand-off screen's line when ``player`` is to answer an open question."""
        chance = self.controller.result.preventable()
        if self.reacting == player and chance is not None:
            return flow("prevent").handoff_text(self.controller, chance, player)
        step = self.controller.result.pending_public
        texts = texts_of(step)
        if step is None or texts is None or step.get("player") != player:
            return ""
        return str(flow(texts).handoff_text(step))

    # The banner and the end of the game.
    def refresh(self) -> None:
        """After every change: the banner says what is open; a new outcome shows the end."""
        game = self.window.game
        controller = self.controller
        result = controller.result
        step = result.pending_public
        outcome = result.outcome
        setup = game.phase in controller.info.get("setup_phases", ())
        chance = result.preventable()
        shown = not controller.hidden
        texts_name = texts_of(step)
        if step is not None and texts_name is not None:
            texts = flow(texts_name)
            player = str(step.get("player"))
            if player != controller.seat and controller.home is not None:
                # A window with a fixed seat lends it for the other player's answer.
                self._say(self.answer_for, " ".join((texts.banner_text(step), _tr(
                    "This window plays {seat}'s seat.").format(seat=controller.home))),
                    _tr("Answer for {player}…").format(player=player), shown)
            elif player in controller.off_table:  # joined, or away until it joins again
                self._say(None, " ".join((texts.banner_text(step), _tr(
                    "{player} answers on their phone.").format(player=player))))
            else:
                self._say(self.ask, texts.banner_text(step), texts.button_text(step),
                          player == controller.seat and shown)
        elif setup and step is None:
            self._say(lambda: flow("mulligan").start_when_declared(self.window),
                      _tr("Every player has decided on the mulligan."), _tr("Start the game"),
                      shown)
        elif outcome is not None:
            endgame = flow("endgame")
            self._say(self.show_end, endgame.banner_text(outcome), endgame.button_text())
        else:
            self._say(None, "")
        offer = None
        if chance is not None and shown:
            prevent = flow("prevent")
            offer = (prevent.offer_text(chance), prevent.offer_tip(controller, chance))
        self.window.scene.set_offer(offer)
        if outcome is not None and self._outcome is None and self.enabled:
            QTimer.singleShot(0, lambda: self.show_end(outcome))
        self._outcome = outcome

    def show_end(self, outcome: dict | None = None) -> None:
        """The end-of-game dialog."""
        outcome = outcome or self.controller.result.outcome
        if outcome is None or not self.enabled:
            return
        self.close_dialog()
        self.dialog = flow("endgame").ask(self.window, outcome)

    def _say(self, does: Any, text: str, button: str = "", enabled: bool = True) -> None:
        """Show ``text`` on the banner; its button (``button``) runs ``does``."""
        self._banner_does = does
        self.banner.say(text, button, enabled)

    def _banner_clicked(self) -> None:
        if self._banner_does is not None:
            self._banner_does()

    # Another player than the seat's.
    def answer_for(self) -> None:
        """A window with a fixed seat (``--as``): the player an open question waits for takes
        the seat (behind the hand-off screen) and answers; then the seat comes back."""
        step = self.controller.result.pending_public
        if step is None or step.get("player") == self.controller.seat:
            self.window.statusBar().showMessage(_tr(
                "No question waits for another player."), 6000)
            return
        self._lend(str(step["player"]))

    def react(self) -> None:
        """An opponent's reaction prevents the play or Flow just made (HKK): the reacting
        player takes the seat and confirms; the next action of anyone else closes the chance."""
        chance = self.controller.result.preventable()
        if chance is None:
            self.window.statusBar().showMessage(_tr(
                "Nothing can be prevented now: only the action right after a play or a Flow "
                "can."), 6000)
            return
        players = [str(p) for p in chance["players"]]
        if len(players) == 1 or self.controller.seat in players:
            self._react_as(self.controller.seat if self.controller.seat in players
                           else players[0])
            return
        from desktop.dialogs import ask_name

        ask_name(self.window, _tr("Reaction"), _tr("Who reacts?"), {p: p for p in players},
                 lambda player: self._react_as(player) if player in players else None,
                 others=False)

    def _react_as(self, player: str) -> None:
        if player in self.controller.off_table:  # their hand is on their phone: never here
            self.window.statusBar().showMessage(_tr(
                "{player} reacts on their phone.").format(player=player), 6000)
            return
        self.reacting = player
        self._lend(player)

    def _lend(self, player: str) -> None:
        """``player`` takes the seat to answer; asked at once when they already sit there or
        there is no hand-off screen."""
        self.controller.lend_seat(player)
        if not self.controller.hidden:
            self.ask()

    # Flows started by a command.
    def hand_ability(self, act: str, label: str | None) -> None:
        """Flow, Treasure or a duel with a hand card: the one pointed at, else picked by name
        among the hand cards that have the ability."""
        ability = flow(HAND_ABILITIES[act])
        if label is not None:
            ability.start(self.window, act, label)
            return
        seat = self.controller.seat
        cards = [c for c in hand_cards(self.controller.view, seat) if has_stat(c, act)]
        title, prompt, button, none = ability.picker_texts(act)
        if not cards:
            self.window.statusBar().showMessage(none, 6000)
            return
        from desktop.dialogs import CardPicker, show_dialog

        picker = CardPicker(title, prompt, cards, button, self.window)
        picker.picked.connect(lambda chosen: ability.start(self.window, act, chosen))
        show_dialog(picker)
        self.dialog = picker

    def token(self) -> None:
        """Create a token or prepared card, picked by name."""
        self.dialog = flow("token").ask(self.window)

    def look(self, count_first: bool) -> None:
        """Look at the top N cards of the own deck, or search it."""
        flow("look").Look(self.window).start(count_first)
