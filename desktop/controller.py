"""The single door between the table and the engine (like Anki's ``aqt/operations``).

A gesture or a command becomes an action dict, the engine checks and applies it (its journal is
written and fsynced inside ``Game.apply``), and only then does the scene redraw from the new view.
An action whose journal line could not be written is not made at all (``unsaved``). The
controller alone shows what came of an action: a refusal's flag beside the card, a rule's note.

In hot seat the bottom seat follows whoever must decide next: the player a procedure waits for
(``game.pending``: the defender of a duel, the next mulligan), else the active player. When that
changes, the table hides behind the hand-off screen until the player takes the seat. A window
with a fixed seat (``--as``) keeps its player at the bottom; the seat is only lent
(:meth:`Controller.lend_seat`) to another player for a question of theirs (an answer, a
reaction), and comes back once it is answered. A reaction lends the seat in hot seat too.

With Hands on phones (desktop/phones), a player whose phone is joined holds their hand there: the
table shows that player's hand as backs (the spectator's view while they sit at the bottom) and
needs no hand-off screen before their turn. A phone that drops (its page closed, its screen
locked, the server stopped) leaves the hand where it was: the player is ``away``, the table keeps
showing backs, and the hand comes back to the table only behind the hand-off screen
(:meth:`Controller.bring_back`), or goes on living on the phone once it joins again.

What the table says of an action (a flag, the status bar) is what its viewer may read
(:meth:`Controller.said`): a phone player's refusal tells the others only that it was refused;
the reason goes to that player's phone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from desktop.procedures.base import named_cards, seen_labels
from desktop.qt import QObject, QPointF, Signal
from desktop.table.items import CardItem
from desktop.table.scene import TableScene, ZoneSpecLite
from desktop.texts import problem_line, verdict_note, verdict_sentence

# (owner, cards as the viewer sees them) -> labels top first, or None to cancel.
OrderChooser = Callable[[str, list[dict]], list[str] | None]
FIRST_LOG_LINES = 200  # a log view starts with the newest lines and fills in the rest when idle


class Controller(QObject):
    """Applies actions for the player in the bottom seat and keeps the scene in step."""

    changed = Signal(object)        # the new view (a dict, handed on as it is: no copy per receiver)
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
                 handoff: bool = True, choose_order: OrderChooser | None = None,
                 away: Iterable[str] = ()) -> None:
        super().__init__()
        self.game = game
        self.scene = scene
        self.info: dict = game.table_info()
        self.fixed_seat = seat is not None
        self.home: str | None = seat  # the fixed seat's player (None: hot seat)
        self.seat: str = seat or self.decider()
        self.handoff_enabled = handoff
        self.phones: frozenset[str] = frozenset()  # players whose phone is joined now
        # Players whose hand lives on a phone that is not joined (it dropped, or the app was
        # restarted): their hand shows as backs until it comes back (bring_back) or they join.
        self.away: frozenset[str] = frozenset(away) & frozenset(game.players)
        # A game resumed while someone else than the active player must decide (a duel's
        # defender after kill -9) starts behind the hand-off screen; so does one whose hands
        # were on phones (the player at the seat takes it before anything shows).
        self.hidden = (handoff and not self.fixed_seat and self.seat != game.active_player) or (
            bool(self.away))
        self.shown_to: str | None = None  # the viewer the table, log and Card panel show now
        self.choose_order = choose_order
        self.specs = [ZoneSpecLite(s.name, s.kind) for s in game.zone_specs]
        self.view: dict = {}
        scene.drop_judge = self.drop_targets
        # (viewer, mark of the last line handed on); None until a log view asks for the lines
        # (no line is made for the log before: reread_log)
        self._log_reader: tuple[str, Any] | None = None

    @property
    def viewer(self) -> str:
        """Whose view the table shows: the seat, or a spectator's while the hand-off shows or
        while the seat's player holds their hand on their phone (joined or away)."""
        return "spectator" if self.hidden or self.seat in self.off_table else self.seat

    @property
    def off_table(self) -> frozenset[str]:
        """The players whose hand lives on their phone, joined or not: never shown face up."""
        return self.phones | self.away

    def set_phones(self, players: Iterable[str]) -> None:
        """The players whose phones are joined (Hands on phones): their hands stay off the
        table, and no hand-off screen waits for them. A phone that is no longer joined leaves
        its player away: the hand stays hidden. Redraws the table."""
        joined = frozenset(players)
        self.away = (self.away | (self.phones - joined)) - joined
        self.phones = joined
        if self.seat in joined:
            self.hidden = False  # nothing of theirs shows: nobody needs to look away
        self.phonesChanged.emit()
        self.refresh()

    def bring_back(self, player: str) -> None:
        """An away player's hand comes back to the table (their phone is gone for good). At
        the seat, behind the hand-off screen, even where hand-off is off in the settings: the
        hand shows once they take the seat. Anyone else's is simply no longer away: it shows
        when their seat comes, behind the hand-off screen as in any hot seat game."""
        if player not in self.away:
            return
        if player != self.seat:
            self.away -= {player}
            self.phonesChanged.emit()
            return
        self.hidden = True
        self.handoff.emit(player)

    def refresh(self) -> None:
        """Redraw the table and the docks from the engine's current view, as its viewer may see
        it; behind the hand-off screen, the spectator's."""
        while (viewer := self.viewer) != self.shown_to:  # (a receiver may move the seat again)
            self.shown_to = viewer
            self.viewerChanged.emit(viewer)  # before anything is shown as the new viewer
        self.view = self.game.view(viewer)
        self.scene.show_view(self.view, self.specs, self.seat)
        if self._log_reader is not None:
            self._hand_on_log()
        self.changed.emit(self.view)

    # Who sits at the table.
    def pending(self) -> dict | None:
        """The open question of a procedure as the seat may see it (its choices only for the
        player who makes them)."""
        return self.game.pending(self.seat)

    def decider(self) -> str:
        """Who must act next: the player a pending step waits for, else the active player."""
        step = self.game.pending()
        return str(step.get("player") or self.game.active_player) if step else (
            self.game.active_player)

    def wanted_seat(self) -> str:
        """Who sits at the bottom now: in hot seat whoever must decide next; in a window with
        a fixed seat its player, or the player it is lent to while their question is open."""
        decider = self.decider()
        if self.home is None:
            return decider
        return self.seat if decider == self.seat else self.home

    def _follow_decider(self) -> None:
        """After an action the seat goes to :meth:`wanted_seat` (behind the hand-off screen)."""
        wanted = self.wanted_seat()
        if wanted != self.seat:
            self.hand_to(wanted)

    def hand_to(self, player: str) -> None:
        """Hide the table until ``player`` takes the seat (no screen when hand-off is off). A
        player whose hand is on their phone has nothing to hide: the table shows at once, as a
        spectator's, also where it was hidden for the player before (a duel's defender who
        chose the effect at the table)."""
        self.seat = player
        if player in self.off_table:
            self.hidden = False
        elif self.handoff_enabled:
            self.hidden = True
            self.handoff.emit(player)

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
        if self.hidden and self.seat in self.away:
            self.away -= {self.seat}
            self.phonesChanged.emit()
        self.hidden = False
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
        return self.game.log_lines(viewer, start, stop)

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

        try:
            verdict = self.game.apply(action)
        except RecordError as error:
            self.failed.emit(problem_line(error))
            self.acted.emit(action, None)
            return None
        except JournalWriteError as error:  # the engine took the action back: say why
            self.acted.emit(action, None)
            self.unsaved.emit(error)
            return None
        if verdict.applied:
            self._follow_decider()
            self.refresh()
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
        history = self.game.history  # what undo takes back, newest last (not the whole record)
        if not history or history[-1].get("by", self.seat) == self.seat:
            return None
        return history[-1]

    def undo_crosses_handoff(self) -> bool:
        """Whether the next undo gives the table to another player (an end of turn, a duel's
        answer): then the other player's hand would show."""
        action = self.others_action()
        # A reaction taken back: the turn's player keeps the table.
        return action is not None and action.get("act") != "prevent"

    def undo(self) -> Any:
        """Take back the last applied action."""
        return self.act("undo")

    def redo(self) -> Any:
        """Apply again the last action taken back."""
        return self.act("redo")

    # Dragging cards between zones.
    def label_of(self, item: CardItem) -> str:
        """The label of a dragged card; a hidden top card is resolved by its place."""
        return item.label or self.game.label_at(item.zone, item.index)

    def played_onto(self, zone: str) -> bool:
        """Whether cards are played onto ``zone`` (HKK reserve, guard post, table; Berserk play)."""
        return zone.rpartition(".")[2] in self.info.get("played_onto", ())

    def drop_actions(self, items: Sequence[CardItem], zone: str,
                     free: bool = False) -> list[dict]:
        """What dropping these cards on ``zone`` asks the engine (spec/desktop.md, Gestures):
        from the own hand onto a zone cards are played onto, ``play`` each (its cost paid, its
        timing checked), unless ``free`` (Shift held): then, as everywhere else, a plain move.
        A card is played onto its player's own side (HKK 3.4): dropped on the same zone of
        another player's side, it is played onto the player's own."""
        labels = [self.label_of(item) for item in items]
        hand = f"{self.seat}.hand"
        if (not free and "play" in self.info.get("acts", ()) and self.played_onto(zone)
                and all(item.zone == hand for item in items)):
            own_side = f"{self.seat}.{zone.rpartition('.')[2]}"
            return [{"act": "play", "by": self.seat, "card": label, "to": own_side}
                    for label in labels]
        if len(labels) == 1:
            return [{"act": "move", "by": self.seat, "card": labels[0], "to": zone}]
        return [{"act": "move_many", "by": self.seat, "cards": labels, "to": zone}]

    def drop_targets(self, items: Sequence[CardItem], free: bool = False) -> set[str]:
        """The zones that would take these cards now: the engine's ``check`` (which changes
        nothing) of the action each drop would make."""
        from engine.errors import RecordError

        accepting: set[str] = set()
        for zone in self.view.get("zones", {}):
            if all(item.zone == zone for item in items):
                continue
            try:
                if all(self.game.check(a).ok for a in self.drop_actions(items, zone, free)):
                    accepting.add(zone)
            except RecordError:  # a hidden card the viewer may not name: no target
                continue
        return accepting

    def drop(self, items: Sequence[CardItem], zone: str, free: bool = False) -> Any:
        """Cards dropped on a zone: ``play`` or ``move`` / ``move_many``, then show the verdict.
        A card the engine refuses goes back where it came from, with the rule's flag."""
        actions = self.drop_actions(items, zone, free)
        near = self.scene.home_of(items[0]) + QPointF(items[0].width, 0)
        put_free = free and self.played_onto(zone) and all(
            item.zone == f"{self.seat}.hand" for item in items)
        if actions[0]["act"] == "move_many" and self.choose_order and self.game.asks_order(zone):
            # The engine says where cards arriving together lie in an order their owner chooses
            # (never a deck without a position: they are shuffled in).
            target = self.view.get("zones", {}).get(zone, {})
            order = self.choose_order(target.get("player") or self.seat,
                                      [item.card for item in items])
            if order is None:
                self.scene.return_home(items)
                return None
            actions[0]["order"] = order
        verdict = None
        placed: list[tuple[Any, dict]] = []
        for action in actions:
            verdict = self.apply(action)
            if verdict is not None and not verdict.applied:
                self.scene.flag(self.said(action, verdict), "refused", near)
            elif verdict is not None:
                placed.append((verdict, action))
        if placed:  # the scene was redrawn: every card, refused ones too, lies in its place
            self.scene.finish_drag()
        else:
            self.scene.return_home(items)
        for done, action in placed:
            label = action.get("card") or action["cards"][0]
            self.show_verdict(done, label, zone, action)
            if put_free:
                self.note_free(label, zone)
        return verdict

    def note_free(self, label: str, zone: str) -> None:
        """The note beside a card put into play without paying (the log says so too)."""
        self.scene.flag(self.tr("Put into play without paying its cost."), "note",
                        self.place_of(label, zone))

    def show_verdict(self, verdict: Any, label: str | None, zone: str | None,
                     action: dict) -> None:
        """Flag a warned action in red; note beside its card a legal action that a rule
        changed (in the words its viewer may read: :meth:`said`). A note about no card (a
        phase's steps, a mulligan declared) stays in the status bar and the log: on the table
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

