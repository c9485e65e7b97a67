"""The Qt side of the table's session: it applies the actions Operations makes, shows what came
of each (a refusal's flag beside the card, a rule's note) and hands every listener the one Result
of each change (:mod:`desktop.seating`, which owns the seat policy without Qt).

An action is journaled and fsynced inside ``Game.apply`` before the scene redraws from the new
view; one whose journal line could not be written is not made at all (``unsaved``).

With Hands on phones (desktop/phones), a player whose phone is joined holds their hand there (a
remote player's online seat counts the same: docs/online.md): the table shows that player's hand
as backs and needs no hand-off screen before their turn. A phone that drops leaves the hand where
it was: the player is ``away``, the table keeps showing backs, and the hand comes back to the
table only behind the hand-off screen
(:meth:`Controller.bring_back`), or goes on living on the phone once it joins again.

What the table says of an action (a flag, the status bar) is what its viewer may read
(:meth:`Controller.said`): a phone player's refusal tells the others only that it was refused;
the reason goes to that player's phone.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from desktop.procedures.base import named_cards, seen_labels
from desktop.qt import QObject, QPointF, Signal
from desktop.seating import Result, TableSession
from desktop.table.scene import TableScene, ZoneSpecLite
from desktop.texts import problem_line, verdict_note, verdict_sentence
from engine.protocol import Question

FIRST_LOG_LINES = 200  # a log view starts with the newest lines and fills in the rest when idle


class Controller(QObject):
    """The Qt side of the table's :class:`~desktop.seating.TableSession`: applies actions for
    the player in the bottom seat, keeps the scene in step and hands every listener the one
    :class:`~desktop.seating.Result` of each change (``changed``)."""

    changed = Signal(object)        # the Result every listener reads (the table viewer's view…)
    logged = Signal(int, object)    # the log as the table's viewer reads it: keep N lines, add these
    acted = Signal(dict, object)    # action, verdict (None when the engine rejected the line)
    failed = Signal(str)            # an action the engine could not read at all
    unsaved = Signal(object)        # JournalWriteError: the action could not be saved, so not made
    handoff = Signal(str)           # the table is hidden until this player takes the seat
    # Another viewer's eyes from now on: emitted before the table, the log or the Card panel
    # show anything as that viewer, so that nothing the last one saw stays in sight.
    viewerChanged = Signal(str)
    phonesChanged = Signal()        # phones joined or dropped, or a hand came back to the table

    def __init__(self, game: Any, scene: TableScene, seat: str | None = None,
                 handoff: bool = True, away: Iterable[str] = ()) -> None:
        super().__init__()
        self.game = game
        self.scene = scene
        self.session = TableSession(game, seat, handoff, away)
        self.info: dict = game.table_info()
        self.shown_to: str | None = None  # the viewer the table, log and Card panel show now
        self.specs = [ZoneSpecLite(s.name, s.kind) for s in game.zone_specs]
        self.result: Result = self.session.make_result()
        # (viewer, mark of the last line handed on); None until a log view asks for the lines
        # (no line is made for the log before: reread_log)
        self._log_reader: tuple[str, Any] | None = None

    # The session's seat policy, as the window and its listeners read it.
    @property
    def seat(self) -> str:
        """The player at the bottom seat."""
        return self.session.seat

    @property
    def home(self) -> str | None:
        """The fixed seat's player (None: hot seat)."""
        return self.session.home

    @property
    def fixed_seat(self) -> bool:
        """Whether this window keeps one player at the bottom (``--as``)."""
        return self.session.fixed_seat

    @property
    def hidden(self) -> bool:
        """Whether the table hides behind the hand-off screen."""
        return self.session.hidden

    @property
    def handoff_enabled(self) -> bool:
        """Whether a change of seat shows the hand-off screen (a setting)."""
        return self.session.handoff_enabled

    @property
    def phones(self) -> frozenset[str]:
        """The players whose phone is joined now."""
        return self.session.phones

    @property
    def away(self) -> frozenset[str]:
        """The players whose hand lives on a phone that is not joined: shown as backs."""
        return self.session.away

    @property
    def off_table(self) -> frozenset[str]:
        """The players whose hand lives on their phone, joined or not: never shown face up."""
        return self.session.off_table

    @property
    def viewer(self) -> str:
        """Whose view the table shows: the seat, or a spectator's while the hand-off shows or
        while the seat's player holds their hand on their phone (joined or away)."""
        return self.session.viewer

    @property
    def view(self) -> dict:
        """The table viewer's view (of the latest Result)."""
        return self.result.view

    def view_of(self, viewer: str) -> dict:
        """``viewer``'s view of the game as it is now (asked of the engine once per change)."""
        return self.result.view_of(viewer)

    def questions_of(self, viewer: str) -> list[Question]:
        """The questions open now as ``viewer`` sees them (asked once per change)."""
        return self.result.questions_of(viewer)

    def set_phones(self, players: Iterable[str], source: str = "phones") -> None:
        """The players whose phones are joined (Hands on phones), or whose online seats are
        (``source="online"``): their hands stay off the table, and no hand-off screen waits for
        them. A hand no longer held elsewhere leaves its player away: the hand stays hidden.
        Redraws the table."""
        self.session.set_phones(players, source)
        self.phonesChanged.emit()
        self.refresh()

    def bring_back(self, player: str) -> None:
        """An away player's hand comes back to the table: at the seat, behind the hand-off
        screen, even where hand-off is off in the settings (the hand shows once they take the
        seat); anyone else's is simply no longer away and shows when their seat comes."""
        if player not in self.session.away:
            return
        if self.session.bring_back(player):
            self._emit_handoff()
        else:
            self.phonesChanged.emit()

    def refresh(self, action: dict | None = None, verdict: Any = None) -> None:
        """Redraw the table and the docks from a new Result, as its viewer may see it; behind
        the hand-off screen, the spectator's."""
        while (viewer := self.viewer) != self.shown_to:  # (a receiver may move the seat again)
            self.shown_to = viewer
            self.viewerChanged.emit(viewer)  # before anything is shown as the new viewer
        self.result = self.session.make_result(action, verdict)
        self.scene.show_view(self.result.view, self.specs, self.seat)
        if self._log_reader is not None:
            self._hand_on_log()
        self.changed.emit(self.result)

    def game_changed_elsewhere(self) -> None:
        """Redraw after a change this table did not make (a remote seat's table: another player
        acted at the host); the seat follows the open question as after an action."""
        self.session.game_changed_elsewhere()
        self.refresh()
        self._emit_handoff()

    def refresh_if_moved(self) -> None:
        """Redraw if the seat or its viewer changed since the last Result (a seat lent or
        handed on between actions)."""
        if (self.result.seat, self.result.viewer) != (self.seat, self.viewer):
            self.refresh()

    # Who sits at the table.
    def pending(self) -> dict | None:
        """The open question as the seat may see it (its choices only for the player who
        makes them)."""
        return self.result.pending_for(self.seat)

    def decider(self) -> str:
        """Who must act next: the player an open question waits for, else the active player."""
        return self.session.decider()

    def wanted_seat(self) -> str:
        """Who sits at the bottom now (:meth:`TableSession.wanted_seat`)."""
        return self.session.wanted_seat()

    def _emit_handoff(self) -> None:
        """Say that the table hides until the player named by the session takes the seat."""
        player = self.session.handoff_to
        self.session.handoff_to = None
        if player is not None:
            self.handoff.emit(player)

    def hand_to(self, player: str) -> None:
        """Hide the table until ``player`` takes the seat (no screen when hand-off is off). A
        player whose hand is on their phone has nothing to hide: the table shows at once, as a
        spectator's, also where it was hidden for the player before (a question's answerer who
        chose the effect at the table)."""
        self.session.hand_to(player)
        self._emit_handoff()

    def lend_seat(self, player: str) -> None:
        """Let ``player`` answer a question of theirs (or react) from the bottom seat; the seat
        goes back after their action (or :meth:`give_back`)."""
        if player != self.seat:
            self._move_seat(player)

    def give_back(self) -> None:
        """A lent seat goes back without an action (the player did not react after all)."""
        wanted = self.wanted_seat()
        if wanted != self.seat:
            self._move_seat(wanted)

    def _move_seat(self, player: str) -> None:
        """The seat goes to ``player`` between actions: behind the hand-off screen, or at once
        (redrawn) when there is none."""
        self.hand_to(player)
        if not self.hidden:
            self.refresh()

    def take_seat(self) -> None:
        """The player behind the hand-off screen clicked: show their side. An away player's
        hand is on the table from now on (they chose it, or the game resumed without phones)."""
        if self.session.take_seat():
            self.phonesChanged.emit()
        self.refresh()

    def reread_log(self) -> None:
        """Hand on the log again from its newest lines (a log view that starts, or changes its
        language); the view asks :meth:`log_lines` for the older ones."""
        self._log_reader = None
        self._hand_on_log()

    def log_lines(self, start: int, stop: int) -> list[dict]:
        """Lines ``start`` to ``stop`` of the log, as the viewer of the lines handed on reads
        them (a log view filling in older lines)."""
        viewer = self._log_reader[0] if self._log_reader else self.viewer
        lines: list[dict] = self.game.log_lines(viewer, start, stop)
        return lines

    def _hand_on_log(self) -> None:
        """Emit ``logged`` with the lines the viewer lacks: one per action, none for an undo
        (which keeps one line less); the newest lines again when the viewer changed."""
        viewer = self.viewer
        mark = self._log_reader[1] if self._log_reader and self._log_reader[0] == viewer else None
        keep, lines, mark = self.game.log_since(viewer, mark, most=FIRST_LOG_LINES)
        self._log_reader = (viewer, mark)
        self.logged.emit(keep, lines)

    # Applying.
    def apply(self, action: dict) -> Any:
        """Apply one action; return its verdict (None if the engine could not read it)."""
        from engine.errors import JournalWriteError, RecordError

        waiting_for = self.session.waiting_for(action)
        if waiting_for is not None:  # an online seat is away with a question open (its hand)
            self.failed.emit(self.tr("{player} is disconnected: this waits until {player} is "
                                     "back.").format(player=waiting_for))
            self.acted.emit(action, None)
            return None
        try:
            verdict = self.session.apply(action)
        except RecordError as error:
            self.failed.emit(problem_line(error))
            self.acted.emit(action, None)
            return None
        except JournalWriteError as error:  # the engine took the action back: say why
            self.acted.emit(action, None)
            self.unsaved.emit(error)
            return None
        if verdict.applied:
            self.refresh(action, verdict)  # behind the hand-off screen: the spectator's view
            self._emit_handoff()
        self.acted.emit(action, verdict)
        return verdict

    def perform(self, action: dict, label: str | None = None, zone: str | None = None) -> Any:
        """Apply an action and show what came of it: a refusal's flag beside the card (or the
        zone), a rule's note; returns the verdict."""
        verdict = self.apply(action)
        if verdict is None:
            return None
        if not verdict.applied:
            place = (self.place_of(label, zone) if self.may_read(action) else
                     self.place_of(None, f"{action.get('by')}.hand"))
            self.scene.flag(self.said(action, verdict), "refused", place)
        else:
            self.show_verdict(verdict, label, zone, action)
        return verdict

    def may_read(self, action: dict) -> bool:
        """Whether the table's viewer may read the whole verdict of ``action``: it is the
        viewer's own, or every card it names lies face up before them."""
        return action.get("by") == self.viewer or set(named_cards(action)) <= seen_labels(
            self.view)

    def said(self, action: dict, verdict: Any) -> str:
        """What the table says of ``verdict`` (a flag, the status bar): the engine's note in
        full where its viewer may read it (:meth:`may_read`); else, for an applied action, its
        log line's note as the viewer reads it (it names only cards they see), and for a
        refused one only who was refused: the reason goes to that player (their phone), and
        would tell the others of a card they cannot see (its cost, its type)."""
        if self.may_read(action):
            return verdict_note(verdict) if (verdict.rule or not verdict.ok) else (
                verdict_sentence(verdict))
        by = str(action.get("by", ""))
        if not verdict.applied:
            return self.tr("{player}'s action was refused: only {player} is told why.").format(
                player=by)
        size = int(self.view.get("log_size") or 0)
        line = self.game.log_lines(self.viewer, size - 1, size)[0] if size else {}
        if line.get("rule") or line.get("ok") is False:
            return verdict_note(line)
        return verdict_sentence(line) if line else ""

    def act(self, act: str, **keys: Any) -> Any:
        """Perform ``{"act": act, "by": seat, **keys}``."""
        card = keys.get("card")
        return self.perform({"act": act, "by": self.seat, **keys},
                            card if isinstance(card, str) else None)

    def explain(self, action: dict, near: QPointF | None = None) -> Any:
        """Show why the engine would refuse an action, without making it (``check`` changes
        nothing): for gestures the table never sends, such as a click on an earlier phase."""
        verdict = self.game.check(action)
        if not verdict.ok:
            self.scene.flag(self.said(action, verdict), "refused",
                            near if near is not None else self.scene.sceneRect().center())
        return verdict

    def others_action(self) -> dict | None:
        """The action the next undo takes back, if another player than the seat's made it."""
        history: list[dict] = self.game.history  # what undo takes back, newest last (not the whole record)
        if not history or history[-1].get("by", self.seat) == self.seat:
            return None
        return history[-1]

    def undo_crosses_handoff(self) -> bool:
        """Whether the next undo gives the table to another player (an end of turn, an answer
        to a question): then the other player's hand would show."""
        action = self.others_action()
        # A reaction taken back (the act of a game's command that answers an offer, not a card
        # of one's own): the turn's player keeps the table.
        offers = {c.act for c in self.game.commands() if c.source is None and not c.shared}
        return action is not None and action.get("act") not in offers

    def undo(self) -> Any:
        """Take back the last applied action."""
        return self.act("undo")

    def redo(self) -> Any:
        """Apply again the last action taken back."""
        return self.act("redo")

    def note_free(self, label: str, zone: str) -> None:
        """The note beside a card put into play without paying (the log says so too)."""
        self.scene.flag(self.tr("Put into play without paying its cost."), "note",
                        self.place_of(label, zone))

    def show_verdict(self, verdict: Any, label: str | None, zone: str | None,
                     action: dict) -> None:
        """Flag a warned action in red; note beside its card a legal action that a rule
        changed (in the words its viewer may read: :meth:`said`). A note about no card (a
        phase's steps, a setup question answered) stays in the status bar and the log: on the table
        it would cover the hand or the phase bar."""
        if not (verdict.flagged or verdict.rule) or (not verdict.flagged and label is None):
            return
        self.scene.flag(self.said(action, verdict), "warn" if verdict.flagged else "note",
                        self.place_of(label, zone))

    def place_of(self, label: str | None, zone: str | None) -> QPointF:
        """Where a flag goes: beside the card, else at the zone, else at the seat's hand (never
        on the phase bar in the middle, which the player needs next)."""
        item = self.scene.item_for(label) if label else None
        if item is not None:
            return item.mapToScene(item.boundingRect().topRight())
        zone_item = self.scene.zone_items.get(zone or "") or self.scene.zone_items.get(
            f"{self.seat}.hand")
        if zone_item is not None:
            return zone_item.scene_rect().topLeft()
        return self.scene.sceneRect().center()

