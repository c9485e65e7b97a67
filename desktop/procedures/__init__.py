"""Guided flows, one module each: any question a game asks (one generic flow: the game's
package adds no desktop code), tokens, looking and searching, the end of the game.

:class:`Procedures` is the table's side of them. Which question is open is never kept here: it
is read from the engine (the Result's questions) each time, so a game resumed after ``kill -9``
asks exactly the question that was open, and undo brings a question back. A question is asked
when its player takes the seat (after the hand-off screen), when a command leads to it, or from
the banner above the table; an optional question (a reaction) is offered on the band and asked
when its player asks for it. Escape in any of the dialogs goes back to the table.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType
from typing import TYPE_CHECKING, Any

from desktop.procedures.banner import StepBanner
from desktop.qt import QCoreApplication, QObject, QTimer, is_alive
from desktop.seating import first_turn_action
from engine.commands import command_of

if TYPE_CHECKING:
    from desktop.qt import QDialog
    from engine.protocol import Command, Question


def flow(name: str) -> ModuleType:
    """A flow's module, imported when it is first needed: the flows and their dialogs are not
    loaded at start (issue 12), only the banner is."""
    return import_module(f"{__name__}.{name}")


def _tr(text: str) -> str:
    return QCoreApplication.translate("Procedures", text)


def sentences(*parts: str) -> str:
    """Lines of the banner said one after another, each ended as a sentence (a question's
    title has no full stop of its own)."""
    return " ".join(part if part.endswith((".", "!", "?", "…")) else f"{part}."
                    for part in parts if part)


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
        # A question's answer begun and left with Escape, by the question's id: asked again, it
        # starts from there. Only the table's own state, never a rule.
        self.drafts: dict[str, Any] = {}

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
        """Open the open question's dialog if the player at the seat is the one to answer
        and the table shows; True if a dialog is open now."""
        if not self.enabled or self.window.central() is not self.window.table:
            return False
        if self._asking():
            return True
        step = self.controller.result.step()
        if step is None:
            return self._ask_reaction()
        seat = self.controller.seat
        if step.asks != seat or seat in self.controller.off_table:
            return False  # another player's question, or one asked on the player's phone
        question = flow("question").open_question(self.window, seat)
        if question is None:
            return False
        self.dialog = flow("question").ask(self.window, question)
        return True

    def ask_question(self, question: Question) -> None:
        """Ask a command's question (``Game.ask``) of the player at the seat."""
        self.dialog = flow("question").ask(self.window, question)

    def after_answer(self) -> None:
        """An answer was applied: the game may start (every setup question answered), and
        the next question is asked."""
        self.start_when_ready()
        self.ask_soon()

    def _ask_reaction(self) -> bool:
        """The player who asked to react, now at the seat, answers the optional question (if it
        is still open)."""
        seat = self.controller.seat
        if self.reacting != seat or seat in self.controller.off_table:
            return False
        question = flow("question").open_question(self.window, seat, optional=True)
        if question is None:
            return False
        self.dialog = flow("question").ask(self.window, question, back=self._no_reaction)
        return True

    def _no_reaction(self) -> None:
        """Back from a reaction: the table goes back to the player whose turn it is."""
        if self.reacting is not None:
            self.reacting = None
            self.controller.give_back()

    def answer_command(self, command: Command) -> bool:
        """A game's command whose act answers an open question asks that question: the
        seat's at once, another player's optional one (a reaction) after they take the seat, a
        question another player must answer first said in the status bar. True if one was
        open."""
        game = self.window.game
        asked = [q for q in (game.ask(command.id, p) for p in game.players)
                 if q is not None and command_of(q.id) is None]
        if not asked:
            return False
        seat = self.controller.seat
        if not asked[0].optional:
            if not self.ask() and asked[0].asks != seat:
                self.window.statusBar().showMessage(flow("question").banner_text(asked[0]), 6000)
            return True
        self.react([q.asks for q in asked])
        return True

    def open_step(self) -> bool:
        """A command that would go past an open question (a phase, the end of the turn) asks
        it instead; True if there is one."""
        step = self.controller.result.step()
        if step is None:
            return False
        if not self.ask():
            self.window.statusBar().showMessage(flow("question").banner_text(step), 6000)
        return True

    def reason(self, player: str) -> str:
        """The hand-off screen's line when ``player`` is to answer an open question."""
        result = self.controller.result
        if self.reacting == player:
            offer = next((q for q in result.offers() if q.asks == player), None)
            if offer is not None:
                return str(flow("question").handoff_text(offer))
        step = result.step()
        if step is None or step.asks != player:
            return ""
        return str(flow("question").handoff_text(step))

    # The banner and the end of the game.
    def refresh(self) -> None:
        """After every change: the banner says what is open; a new outcome shows the end."""
        game = self.window.game
        controller = self.controller
        result = controller.result
        step = result.step()
        outcome = result.outcome
        setup = game.phase in controller.info.get("setup_phases", ())
        shown = not controller.hidden
        if step is not None:
            texts = flow("question")
            player = step.asks
            if player != controller.seat and controller.home is not None:
                # A window with a fixed seat lends it for the other player's answer.
                self._say(self.answer_for, sentences(texts.banner_text(step), _tr(
                    "This window plays {seat}'s seat.").format(seat=controller.home)),
                    _tr("Answer for {player}…").format(player=player), shown)
            elif player in controller.off_table:  # joined, or away until it joins again
                self._say(None, sentences(texts.banner_text(step), _tr(
                    "{player} answers on their phone.").format(player=player)))
            else:
                self._say(self.ask, texts.banner_text(step), texts.button_text(step),
                          player == controller.seat and shown)
        elif setup:
            self._say(self.start_when_ready, _tr("Every player has answered: the game can "
                                                 "start."), _tr("Start the game"), shown)
        elif outcome is not None:
            endgame = flow("endgame")
            self._say(self.show_end, endgame.banner_text(outcome), endgame.button_text())
        else:
            self._say(None, "")
        offers = result.offers() if shown else []
        self.window.scene.set_offer(
            (flow("question").offer_text(offers), flow("question").offer_tip(offers))
            if offers else None)
        if outcome is not None and self._outcome is None and self.enabled:
            QTimer.singleShot(0, lambda: self.show_end(outcome))
        self._outcome = outcome

    def start_when_ready(self) -> None:
        """Every setup question answered: the active player's first turn phase begins."""
        action = first_turn_action(self.window.game, self.controller.info)
        if action is not None:
            self.controller.perform(action)

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
        step = self.controller.result.step()
        if step is None or step.asks == self.controller.seat:
            self.window.statusBar().showMessage(_tr(
                "No question waits for another player."), 6000)
            return
        self._lend(step.asks)

    def react(self, players: list[str] | None = None) -> None:
        """An optional question (a reaction another player may make now): the player who
        answers takes the seat and answers; the next action of anyone else closes it.
        ``players``: who may (default: every player an optional question is open for)."""
        players = players or list(dict.fromkeys(q.asks for q in self.controller.result.offers()))
        if not players:
            return
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

    def token(self) -> None:
        """Create a token or prepared card, picked by name."""
        self.dialog = flow("token").ask(self.window)

    def look(self, count_first: bool) -> None:
        """Look at the top N cards of the own deck, or search it."""
        flow("look").Look(self.window).start(count_first)
